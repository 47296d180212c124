/* test_slog_helper.c: the Fun City game that froze. SLOG jumps out of the clock while a person
 * who is not the player to move stands on her red space: that person must choose SLOG's card.
 * Before the fix the host kept the mover's view, the board found no seat of its own and drew no
 * card to choose; nobody could act, Undo was greyed and Resume reloaded the same stuck state.
 * The position is found by playing seeded games until it happens with two people at the table
 * (Alice on the mouse, Bob on the left half of the keyboard), saved, and resumed in the real play
 * host as a player would: the helper gets the screen (behind the curtain, its hand being
 * private), has an enabled control of its own on its own device, and its gesture takes the card.
 * Screenshot: /tmp/slog_helper.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "couch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ai/ai.h"
#include "games/funcity/rules/funcity.h"

/* A save of a game where SLOG's helper is Bob or Alice and not the player to move; NULL none. */
static char *find_position(void)
{
    const game_def *g = game_find("funcity");
    match_seat seats[4];
    match_default_seats(g, 4, seats);
    static const char *names[4] = {"Alice", "Bob", "Chloé", "David"};
    static const char *devs[4] = {"mouse", "left", "", ""};
    for (int i = 0; i < 4; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "%s", names[i]);
        seats[i].kind = i < 2 ? MATCH_HUMAN : MATCH_BOT;
        seats[i].level = MATCH_LEVEL_EASY;
        snprintf(seats[i].device, sizeof seats[i].device, "%s", devs[i]);
    }
    game_params p;
    game_params_default(g, &p, 4);
    unsigned char *view = malloc(g->state_size);
    char why[GAME_REASON_LEN];
    for (uint64_t seed = 1; seed < 3000; seed++) {
        match *m = match_create(g, &p, seats, seed, why, sizeof why);
        for (int n = 0; n < 600 && !match_is_over(m); n++) {
            const funcity_state *s = match_state(m);
            if (s->step == FUNCITY_ST_SLOG && s->slog_helper < 2 && s->slog_helper != s->cur) {
                print_message("seed %llu, move %d: %s must choose SLOG's card on %s's turn\n",
                              (unsigned long long)seed, n, names[s->slog_helper], names[s->cur]);
                char *json = match_save_json(m);
                match_destroy(m);
                free(view);
                return json;
            }
            game_turn t = match_turn(m);
            int seat = t.player >= 0 && (t.mask >> t.player & 1) ? t.player : __builtin_ctz(t.mask);
            match_view(m, seat, view);
            game_action a = ai_choose(g, view, seat, AI_EASY, NULL, seed * 977 + (uint64_t)n, NULL);
            if (match_apply(m, seat, a, why, sizeof why) == GAME_REFUSED) break;
        }
        match_destroy(m);
    }
    free(view);
    return NULL;
}

static void test_slog_helper_can_act(void **st)
{
    (void)st;
    char *json = find_position();
    assert_non_null(json);
    const char *path = "/tmp/citybox_slog_helper.json";
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(json, f);
    fclose(f);
    free(json);
    ui_ctl_trace(true);
    scene_curtain_set_guard(0);
    char why[MATCH_WHY_LEN];
    scene *s = play_resume(path, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    couch c = {.p = (play *)s,
               .players = 4,
               .humans = 2,
               .dev = {COUCH_MOUSE, COUCH_KEYS_LEFT, COUCH_BOT, COUCH_BOT}};
    rng_seed(&c.rng, 3);
    const funcity_state *fs = match_state(play_match(c.p));
    int helper = fs->slog_helper, before = match_log_count(play_match(c.p));
    for (int i = 0; i < 20; i++) couch_step(&c);
    /* the helper gets the screen: its curtain first (its hand is private), then its view */
    if (strcmp(scene_top()->vt->name, "curtain") == 0) couch_gesture(&c);
    fixture_frame(1280, 720);
    assert_int_equal(play_viewer(c.p), helper);
    assert_true(play_human_mask(c.p) >> helper & 1);
    const ui_ctl *all;
    int n = ui_ctl_list(&all), mine = 0;
    for (int i = 0; i < n; i++) { /* the board's controls for the helper, the host's aside */
        bool undo;
        if (all[i].enabled && !all[i].covered &&
            (all[i].seat == helper || all[i].seat == IN_SEAT_ANY) &&
            !couch_host_button(&c, &all[i], &undo))
            mine++;
    }
    assert_true(gfx_screenshot("/tmp/slog_helper.png"));
    print_message("%s has %d controls on the board\n", play_seat_name(c.p, helper), mine);
    assert_true(mine > 0);
    /* the top bar names who must decide */
    char want[96];
    snprintf(want, sizeof want, "%s", play_seat_name(c.p, helper));
    assert_non_null(strstr(play_banner(c.p), want));
    /* the helper's own gestures, chosen as the couch test does, take SLOG's card */
    for (int i = 0; i < 40 && match_log_count(play_match(c.p)) == before; i++) couch_gesture(&c);
    assert_true(match_log_count(play_match(c.p)) > before);
    const match_entry *e = match_log_at(play_match(c.p), before);
    assert_int_equal(e->seat, helper);
    assert_true(strncmp(e->text, "slog", 4) == 0);
    scene_clear();
    ui_ctl_trace(false);
    scene_curtain_set_guard(0.3);
    remove(path);
}

int main(void)
{
    if (fixture_open() != 0) return 1;
    settings_get()->bot_pace = PACE_FAST;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_slog_helper_can_act)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
