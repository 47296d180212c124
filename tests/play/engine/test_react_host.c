/* test_react_host.c: reaction windows in the real play host, with Fun City's rules and a blank
 * stand-in board (Fun City's own board is built elsewhere): a window opens after a roll, lists
 * the other seats, runs the whole countdown and then the host passes for every seat that did not
 * claim; a key claims for its seat, stops the countdown and makes that seat (alone) the one that
 * acts; its pass (Enter: Pass is its first choice) lets the countdown go on; with two humans on one
 * screen the curtain comes up for the claimant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include "match/match.h"
#include "play/play.h"
#include "match/react.h"
#include "scenes/scenes.h"

static void *blank_create(play *p)
{
    return p;
}

static void blank_draw(void *b, gfx_rect area, const void *view, const game_score_line *h,
                       float alpha)
{
    (void)b, (void)view, (void)h, (void)alpha;
    gfx_fill_rect(area, GFX_RGBA(60, 90, 60, 255));
}

static const board_vt blank = {.game_id = "funcity", .create = blank_create, .draw = blank_draw};

static const double DT = 1.0 / 60;

/* Three seats; human[i]: seat i is a human on the mouse. */
static play *start(const bool human[3])
{
    static const char *const names[3] = {"Ann", "Ben", "Cleo"};
    const game_def *g = game_find("funcity");
    setup_result r = {.seed = 11};
    snprintf(r.game_id, sizeof r.game_id, "funcity");
    game_params_default(g, &r.params, 3);
    for (int i = 0; i < 3; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = !human[i];
        r.seats[i].bot_level = BOT_EASY;
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    fixture_frame(1280, 720);
    return (play *)s;
}

static game_action text_action(play *p, const char *text)
{
    game_action a;
    char why[GAME_REASON_LEN];
    if (!play_game(p)->action_from_text(match_state(play_match(p)), text, &a, why, sizeof why))
        fail_msg("%s: %s", text, why);
    return a;
}

/* Ticks until a window lists seat (the humans roll when it is their turn); false if none. */
static bool until_window_for(play *p, int seat, play_react_info *info)
{
    for (int i = 0; i < 60 * 120; i++) {
        if (play_react_shown(p, info) && (info->listed >> seat & 1) && info->claimant < 0 &&
            info->left == info->duration)
            return true;
        game_turn t = match_turn(play_match(p));
        if (!play_react_shown(p, info) && t.phase == GAME_PHASE_TURN &&
            play_seat_is_human(p, t.player)) {
            /* a human's own turn: roll, or (after the roll) go to the first place offered */
            game_action acts[GAME_MAX_ACTIONS];
            int n = play_game(p)->legal_actions(match_state(play_match(p)), t.player, acts,
                                                GAME_MAX_ACTIONS);
            game_action roll = text_action(p, "roll");
            game_action a = acts[n - 1];
            for (int k = 0; k < n; k++)
                if (acts[k] == roll) a = roll;
            assert_true(play_submit(p, t.player, a, NULL, 0));
        }
        if (strcmp(scene_top()->vt->name, "curtain") == 0) scene_pop();
        scene_tick(DT);
        SDL_Delay(1);
    }
    return false;
}

static void test_countdown_then_everyone_passes(void **st)
{
    (void)st;
    const bool human[3] = {true, false, false};
    play *p = start(human);
    play_react_info w;
    assert_true(until_window_for(p, 0, &w));
    assert_true(w.duration == REACT_DEFAULT_SECONDS);
    assert_int_equal(play_human_mask(p), 0); /* nobody acts on the board before a claim */
    int moves = match_log_count(play_match(p)), id = w.id;
    double t = 0;
    play_react_info now;
    while (play_react_shown(p, &now) && now.id == id && now.claimant < 0 && t < 10) {
        scene_tick(DT);
        SDL_Delay(1);
        t += DT;
    }
    if (now.claimant >= 0) return; /* a bot reacted (it claims at 40 %): nothing more here */
    assert_true(t >= REACT_DEFAULT_SECONDS - 1e-6); /* the whole countdown, never shorter */
    assert_true(t < REACT_DEFAULT_SECONDS + 0.1);
    /* the host passed for Ann, who did not claim */
    bool ann_passed = false;
    game_action pass = text_action(p, "pass");
    for (int i = moves; i < match_log_count(play_match(p)); i++) {
        const match_entry *m = match_log_at(play_match(p), i);
        if (m->seat == 0 && m->action == pass) ann_passed = true;
    }
    assert_true(ann_passed);
    scene_clear();
}

static void test_key_claims_then_pass_goes_on(void **st)
{
    (void)st;
    const bool human[3] = {true, false, false};
    play *p = start(human);
    play_react_info w;
    assert_true(until_window_for(p, 0, &w));
    for (int i = 0; i < 30; i++) scene_tick(DT);                      /* half a second */
    in_event key = {.kind = IN_KEY, .seat = IN_SEAT_ANY, .key = '2'}; /* Ben is a bot */
    scene_dispatch(&key);
    assert_true(play_react_shown(p, &w));
    assert_int_equal(w.claimant, -1);
    key.key = '1'; /* Ann claims */
    scene_dispatch(&key);
    assert_true(play_react_shown(p, &w));
    assert_int_equal(w.claimant, 0);
    assert_int_equal(play_human_mask(p), 1); /* Ann alone acts now */
    double left = w.left;
    for (int i = 0; i < 120; i++) scene_tick(DT); /* the countdown waits for her */
    assert_true(play_react_shown(p, &w));
    assert_true(w.left == left);
    assert_int_equal(w.claimant, 0);
    /* her choices: Pass first; Enter (a gamepad's A) takes the one the keys are on */
    in_event enter = {.kind = IN_NAV, .seat = IN_SEAT_ANY, .key = IN_NAV_ACCEPT};
    int moves = match_log_count(play_match(p));
    assert_true(scene_dispatch(&enter));
    const match_entry *m = match_log_at(play_match(p), moves);
    assert_non_null(m);
    assert_int_equal(m->seat, 0);
    assert_true(m->action == text_action(p, "pass"));
    if (play_react_shown(p, &w) && (w.pending & 0x6)) { /* the bots had not answered yet */
        assert_int_equal(w.claimant, -1);
        assert_false(w.pending & 1);
        scene_tick(DT);
        play_react_info after;
        assert_true(play_react_shown(p, &after));
        assert_true(after.left < left); /* the countdown goes on */
    }
    scene_clear();
}

static void test_curtain_for_the_claimant(void **st)
{
    (void)st;
    const bool human[3] = {true, true, false}; /* Ann and Ben share the screen */
    play *p = start(human);
    play_react_info w;
    int seat = -1;
    for (int tries = 0; tries < 4 && seat < 0; tries++) {
        assert_true(until_window_for(p, 1, &w));
        if (w.listed & 1 && w.listed & 2)
            seat = 1; /* Cleo (the bot) rolled */
        else
            for (int i = 0; i < 400 && play_react_shown(p, &w); i++) scene_tick(DT);
    }
    assert_int_equal(seat, 1);
    in_event key = {.kind = IN_KEY, .seat = IN_SEAT_ANY, .key = '2'};
    scene_dispatch(&key);
    assert_string_equal(scene_top()->vt->name, "curtain");
    scene_pop();
    assert_int_equal(play_viewer(p), 1); /* Ben sees his own hand to choose */
    assert_int_equal(play_human_mask(p), 2);
    scene_clear();
}

static int setup(void **st)
{
    (void)st;
    if (fixture_open() != 0) return -1;
    play_set_fallback_board(&blank);
    play_set_autosave(NULL);
    settings_get()->bot_pace = PACE_INSTANT;
    settings_get()->react_seconds = REACT_DEFAULT_SECONDS;
    return 0;
}

static int teardown(void **st)
{
    (void)st;
    scene_clear();
    play_set_fallback_board(NULL);
    return fixture_close();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_countdown_then_everyone_passes),
        cmocka_unit_test(test_key_claims_then_pass_goes_on),
        cmocka_unit_test(test_curtain_for_the_claimant),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
