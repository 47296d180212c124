/* test_play.c: the play host on a hidden GL 3.3 window, with My City: the pass-the-device
 * curtain appears only when a human must see something private (random zone selection), bots
 * answer on their worker thread, undo steps back over the bot's move to the human's, redo
 * brings both back, and a refused move says why and changes nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include "core/i18n.h"
#include "input/input.h"
#include "match/match.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "play/play.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"

static const char *stack(void)
{
    static char buf[256];
    return scene_stack_names(buf, sizeof buf);
}

static void frame(void)
{
    gfx_begin_frame(1280, 720, 1);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    gfx_end_frame();
}

static setup_result two_seats(bool second_is_bot, bool random_zones)
{
    const game_def *g = game_find("mycity");
    setup_result r = {.seed = 7};
    snprintf(r.game_id, sizeof r.game_id, "mycity");
    game_params_default(g, &r.params, 2);
    r.params.opt[game_option_index(g, "random")] = random_zones;
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Ann");
    snprintf(r.seats[1].name, sizeof r.seats[1].name, "Ben");
    r.seats[1].colour = r.seats[1].symbol = 1;
    r.seats[1].bot = second_is_bot;
    r.seats[1].bot_level = BOT_NORMAL;
    return r;
}

static play *start(const setup_result *r)
{
    char why[256] = "";
    scene *s = play_new(r, why, sizeof why);
    assert_non_null(s);
    scene_push(s);
    frame();
    return (play *)s;
}

/* Runs the host until the match log has n entries (bots think on their thread). */
static void run_until_log(play *p, int n)
{
    for (int i = 0; i < 5000 && match_log_count(play_match(p)) < n; i++) {
        scene_tick(1.0 / 120);
        SDL_Delay(1);
    }
    assert_int_equal(match_log_count(play_match(p)), n);
}

static game_action first_legal(play *p, int seat)
{
    game_action acts[GAME_MAX_ACTIONS];
    const game_def *g = play_game(p);
    int n = g->legal_actions(match_state(play_match(p)), seat, acts, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    return acts[0];
}

static void test_curtain_only_for_secrets(void **st)
{
    (void)st;
    setup_result open = two_seats(false, false);
    start(&open);
    assert_string_equal(stack(), "menu>play"); /* nothing private: no curtain */
    scene_pop_to("menu");

    setup_result secret = two_seats(false, true);
    start(&secret);
    /* the player to move drew a private pair: the device goes to them behind a curtain */
    assert_string_equal(stack(), "menu>play>curtain");
    in_event tap = {.kind = IN_NAV, .seat = IN_SEAT_ANY, .key = IN_NAV_ACCEPT};
    /* a tap in the first moments is ignored (the previous player's finger); then it lifts */
    for (int i = 0; i < 200 && strcmp(stack(), "menu>play") != 0; i++) {
        scene_dispatch(&tap);
        scene_tick(1.0 / 60);
        SDL_Delay(20); /* the guard is in wall-clock time */
    }
    assert_string_equal(stack(), "menu>play");
    scene_pop_to("menu");
}

static void test_bot_answers_and_undo_steps_over_it(void **st)
{
    (void)st;
    setup_result r = two_seats(true, false);
    play *p = start(&r);
    const match *m = play_match(p);
    /* let the bot move first if it starts */
    if (match_turn(m).player == 1) run_until_log(p, 1);
    int before = match_log_count(m);
    char why[GAME_REASON_LEN];
    assert_true(play_submit(p, 0, first_legal(p, 0), why, sizeof why));
    run_until_log(p, before + 2); /* Ann's move and Ben's answer */
    uint64_t after_both = match_hash(m);

    in_event undo = {.kind = IN_KEY, .seat = IN_SEAT_ANY, .key = 'z', .mods = KMOD_CTRL};
    scene_dispatch(&undo);
    assert_int_equal(match_log_count(m), before); /* Ben's move and Ann's, both undone */
    assert_int_equal(match_turn(m).player, 0);

    in_event redo = {.kind = IN_KEY, .seat = IN_SEAT_ANY, .key = 'y', .mods = KMOD_CTRL};
    scene_dispatch(&redo);
    assert_int_equal(match_log_count(m), before + 2);
    assert_true(match_hash(m) == after_both);
    scene_pop_to("menu");
}

/* An overlay freezes the match, for every game the host plays: with the pause menu open over
 * a Mad City race of four bots (and over My City with a bot to move), five seconds of frames
 * change nothing: no rules tick, no bot move, the same state; the same frames without the
 * overlay do change it; closing the pause lets the match go on. */
static void five_seconds(void)
{
    for (int i = 0; i < 600; i++) {
        scene_tick(1.0 / 120);
        if (i % 10 == 0) SDL_Delay(1);
    }
}

static void test_pause_freezes_the_match(void **st)
{
    (void)st;
    setup_result r = fixture_bots_setup("madcity", 11, 4, BOT_HARD);
    play *p = start(&r);
    const match *m = play_match(p);
    for (int i = 0; i < 6000 && match_ticks(m) < 60; i++) scene_tick(1.0 / 120);
    assert_true(match_ticks(m) >= 60); /* the race runs, bots building */
    uint32_t ticks = match_ticks(m);
    int log = match_log_count(m);
    for (int i = 0; i < 120; i++) scene_tick(1.0 / 120); /* without an overlay it goes on */
    assert_true(match_ticks(m) > ticks);
    printf("race: %u ticks, %d actions in the log before the pause\n", match_ticks(m),
           match_log_count(m));

    scene_push(scene_pause_new("madcity"));
    frame();
    ticks = match_ticks(m);
    log = match_log_count(m);
    uint64_t hash = match_hash(m);
    five_seconds();
    frame();
    assert_string_equal(stack(), "menu>play>pause");
    assert_int_equal(match_ticks(m), ticks);
    assert_int_equal(match_log_count(m), log);
    assert_true(match_hash(m) == hash);

    scene_pop();
    for (int i = 0; i < 120; i++) scene_tick(1.0 / 120); /* the pause closes, the race resumes */
    assert_string_equal(stack(), "menu>play");
    assert_true(match_ticks(m) > ticks || match_log_count(m) > log);
    scene_pop_to("menu");

    /* a turn-based game: the bot neither thinks nor moves under the pause */
    setup_result t = two_seats(true, false);
    p = start(&t);
    m = play_match(p);
    if (match_turn(m).player == 0) {
        char why[GAME_REASON_LEN];
        assert_true(play_submit(p, 0, first_legal(p, 0), why, sizeof why));
    }
    log = match_log_count(m);
    scene_push(scene_pause_new("mycity"));
    frame();
    for (int i = 0; i < 300; i++) {
        scene_tick(1.0 / 60);
        SDL_Delay(5);
    }
    assert_int_equal(match_log_count(m), log);
    scene_pop();
    run_until_log(p, log + 1); /* resumed: the bot answers */
    scene_pop_to("menu");
}

static void test_refused_move_says_why(void **st)
{
    (void)st;
    setup_result r = two_seats(false, false);
    play *p = start(&r);
    const match *m = play_match(p);
    int seat = match_turn(m).player;
    uint64_t h = match_hash(m);
    char why[GAME_REASON_LEN] = "";
    assert_false(play_submit(p, 1 - seat, first_legal(p, seat), why, sizeof why));
    assert_true(strlen(why) > 0); /* not your turn */
    assert_true(match_hash(m) == h);
    /* the rules' reasons name players by their seat names, never by {N} */
    assert_null(strchr(why, '{'));
    scene_pop_to("menu");
}

static int setup(void **state)
{
    (void)state;
    if (fixture_open() != 0) return -1;
    settings_get()->bot_pace = PACE_INSTANT;
    play_set_autosave(NULL);
    scene_push(scene_menu_new());
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return fixture_close();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_curtain_only_for_secrets),
        cmocka_unit_test(test_bot_answers_and_undo_steps_over_it),
        cmocka_unit_test(test_refused_move_says_why),
        cmocka_unit_test(test_pause_freezes_the_match),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
