/* test_mycity_describe.c: My City's phrase for the move log (game_def.describe): a placement
 * names the counter and the square, and the landmarks the move gives its player (alone: "takes",
 * shared: "ties for"), as the score counts control; a rezoning and a pass have their own; the
 * log keeps no action text ("place ...") and says nothing hidden. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/game.h"
#include "games/mycity/rules/mycity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

extern const game_def mycity_game;
static const game_def *G = &mycity_game;

/* City Hall at A1 with Red's Industrial-3 next to it, the Zoo at H8 alone; Blue (player 2) to
 * move. */
static const char *const POSITION =
    "{\"game\":\"mycity\",\"players\":2,\"to_move\":2,\"options\":{\"rezoning\":true},"
    "\"board\":["
    "[\"L:City Hall\",\"R:Industrial-3\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],"
    "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\"L:Zoo\"]]}";

static void load(mycity_state *s, const char *text)
{
    char why[GAME_REASON_LEN] = "";
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    if (!G->load_position(s, j, why, sizeof why)) fail_msg("position refused: %s", why);
    cJSON_Delete(j);
}

/* Plays text for the player to move and returns describe's phrase. */
static const char *say(mycity_state *s, const char *text)
{
    static char phrase[GAME_REASON_LEN];
    char why[GAME_REASON_LEN] = "";
    game_action a;
    mycity_state before = *s;
    int seat = s->to_move;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    if (G->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) fail_msg("%s: %s", text, why);
    int len = G->describe(&before, s, seat, a, phrase, sizeof phrase);
    assert_int_equal(len, (int)strlen(phrase));
    return phrase;
}

static void test_placements(void **st)
{
    (void)st;
    assert_non_null(G->describe);
    mycity_state s;
    load(&s, POSITION);
    /* Blue's 4 beats Red's 3 around City Hall: Blue takes it */
    assert_string_equal(say(&s, "place Commercial-4 B2"), "Commercial-4 on B2, takes City Hall");
    /* Red answers with 1 more: 3 + 1 = 4 against 4, a shared control */
    assert_string_equal(say(&s, "place Park-1 A2"), "Park-1 on A2, ties for City Hall");
    /* far from any landmark: the counter and the square only */
    assert_string_equal(say(&s, "place Residential-2 E5"), "Residential-2 on E5");
    /* next to a landmark nobody had: the Zoo */
    assert_string_equal(say(&s, "place Utilities-1 G7"), "Utilities-1 on G7, takes Zoo");
}

static void test_rezone_and_pass(void **st)
{
    (void)st;
    mycity_state s;
    load(&s, POSITION);
    say(&s, "place Commercial-4 B2"); /* Blue */
    say(&s, "place Park-1 D4");       /* Red */
    /* Blue rezones its Commercial-4 into a Residential-1: City Hall goes back to Red */
    assert_string_equal(say(&s, "rezone B2 Residential-1"), "rezones B2 to Residential-1");

    /* a pass: the only action of a player with nowhere to go */
    load(&s, POSITION);
    memset(s.cup[1], 0, sizeof s.cup[1]);
    s.cup[1][0] = 1u << 1; /* a lone Highway Exit-1, and no room for it below */
    mycity_state before = s;
    game_action pass = MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0);
    char phrase[GAME_REASON_LEN];
    G->describe(&before, &s, 1, pass, phrase, sizeof phrase);
    assert_string_equal(phrase, "cannot place: passes");
}

/* The phrase is never the action's text form and fits a small buffer without overflowing. */
static void test_short_buffers(void **st)
{
    (void)st;
    mycity_state s, before;
    load(&s, POSITION);
    before = s;
    char why[GAME_REASON_LEN], small[12];
    game_action a;
    assert_true(G->action_from_text(&s, "place Commercial-4 B2", &a, why, sizeof why));
    assert_int_not_equal(G->apply(&s, 1, a, why, sizeof why), GAME_REFUSED);
    memset(small, 'x', sizeof small);
    G->describe(&before, &s, 1, a, small, sizeof small);
    assert_int_equal(small[sizeof small - 1], 0);
    assert_true(strncmp(small, "place", 5) != 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placements),
        cmocka_unit_test(test_rezone_and_pass),
        cmocka_unit_test(test_short_buffers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
