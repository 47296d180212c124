/* test_react_claims.c: a reaction window is claimed from each person's own device, through SDL's
 * event queue, a press and its release as separate events a few frames apart: Alice with the
 * mouse on her strip button, Bob with a finger tap, the left half of the keyboard (Space), or a
 * virtual gamepad's A. Fun City, Alice and Bob people, Chloé a bot: a window after Chloé's roll
 * asks both people at once (one window, not one each); while it waits for claims the screen shows
 * only the public view; the claimant gets the screen behind the curtain and answers from the same
 * device. Screenshots: /tmp/react_window.png (waiting, no hand drawn), /tmp/react_claimed.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "couch.h"
#include "ai/ai.h"
#include "games/funcity/rules/funcity.h"
#include <stdio.h>
#include <string.h>

static couch C;

/* On a person's own turn (no window open): the normal bot's choice for them, submitted as the
 * board would. */
static void persons_turn(const react_win *w, int i)
{
    game_turn t = match_turn(play_match(C.p));
    if (w || t.phase != GAME_PHASE_TURN || t.player >= 2 || !(play_human_mask(C.p) >> t.player & 1))
        return;
    static unsigned char view[4096];
    match_view(play_match(C.p), t.player, view);
    game_action a = ai_choose(play_game(C.p), view, t.player, AI_NORMAL, NULL, (uint64_t)i, NULL);
    char why[GAME_REASON_LEN];
    play_submit(C.p, t.player, a, why, sizeof why);
}

/* Steps until a window asks both people and nobody claimed it; false if none came. */
static bool until_window(void)
{
    for (int i = 0; i < 120 * 600; i++) {
        if (strcmp(scene_top()->vt->name, "curtain") == 0) {
            couch_gesture(&C); /* lifted by its seat */
            continue;
        }
        const react_win *w = play_window(C.p);
        if (w && w->claimant < 0 && (w->pending & 3u) == 3u &&
            react_left(w, table_now(C.p->table)) > 1.5)
            return true;
        persons_turn(w, i);
        couch_step(&C);
    }
    return false;
}

/* seat claims with its device: a press, frames, the release (the strip's button under the
 * mouse; a finger, Space or A anywhere below the top bar). */
static void claim_with(int seat)
{
    fixture_frame(1280, 720);
    const react_win *w = play_window(C.p);
    assert_non_null(w);
    int id = w->id;
    gfx_rect r = C.p->seat_btn[seat].base.rect;
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    if (C.dev[seat] != COUCH_MOUSE) x = 640, y = 400;
    if (C.dev[seat] == COUCH_PAD) { /* A, wherever the pad's cursor is (below the top bar) */
        SDL_JoystickSetVirtualButton(C.joy[seat], SDL_CONTROLLER_BUTTON_A, 1);
        couch_steps(&C, 3);
        SDL_JoystickSetVirtualButton(C.joy[seat], SDL_CONTROLLER_BUTTON_A, 0);
    } else {
        couch_grab(&C, seat, true, x, y);
        couch_steps(&C, 3);
        couch_grab(&C, seat, false, x, y);
    }
    couch_steps(&C, 2);
    w = play_window(C.p);
    if (!w || w->id != id || w->claimant != seat)
        fail_msg("%s's claim with the %s did not take (window %d, claimant %d)",
                 play_seat_name(C.p, seat), couch_dev_names[C.dev[seat]], w ? w->id : -1,
                 w ? w->claimant : -1);
}

/* The claimant answers Pass from its own device (behind its curtain). */
static void pass_with(int seat)
{
    if (strcmp(scene_top()->vt->name, "curtain") == 0) couch_gesture(&C);
    fixture_frame(1280, 720);
    const react_win *w = play_window(C.p);
    assert_non_null(w);
    assert_int_equal(w->claimant, seat);
    assert_int_equal(play_viewer(C.p), seat); /* the claimant's screen */
    int before = match_log_count(play_match(C.p));
    gfx_rect r = C.p->choice_btn[0].base.rect; /* Pass */
    couch_use(&C, seat, &(ui_ctl){.kind = UI_CTL_BUTTON, .rect = r});
    assert_true(match_log_count(play_match(C.p)) > before);
    assert_true(strcmp(match_log_at(play_match(C.p), before)->text, "pass") == 0);
}

static void run(couch_dev bob, const char *shot_window, const char *shot_claimed)
{
    const couch_dev devs[3] = {COUCH_MOUSE, bob, COUCH_BOT};
    couch_start(&C, "funcity", 41, 3, devs, BOT_EASY);
    for (int round = 0; round < 2; round++) {
        assert_true(until_window());
        const react_win *w = play_window(C.p);
        assert_int_equal(w->listed & 3u, 3u);               /* one window asks both people */
        assert_int_equal(play_viewer(C.p), GAME_SPECTATOR); /* no hand while it waits */
        if (shot_window && round == 0) {
            fixture_frame(1280, 720);
            assert_true(gfx_screenshot(shot_window));
        }
        int seat = round == 0 ? 1 : 0; /* Bob first, then Alice */
        claim_with(seat);
        if (strcmp(scene_top()->vt->name, "curtain") == 0) couch_gesture(&C);
        if (shot_claimed && round == 0) {
            fixture_frame(1280, 720);
            assert_true(gfx_screenshot(shot_claimed));
        }
        pass_with(seat);
    }
    couch_finish(&C);
}

/* A card played against Bob, who holds NEVER!: Bob claims from his own device and plays it. */
static bool until_never_for(int seat)
{
    for (int i = 0; i < 120 * 2000; i++) {
        if (strcmp(scene_top()->vt->name, "curtain") == 0) {
            couch_gesture(&C);
            continue;
        }
        const react_win *w = play_window(C.p);
        const funcity_state *s = match_state(play_match(C.p));
        if (w && w->claimant < 0 && s->ch_on && (w->pending >> seat & 1) &&
            s->hand[seat][FUNCITY_NEVER] && react_left(w, table_now(C.p->table)) > 1.5)
            return true;
        persons_turn(w, i);
        if (w && w->claimant < 0 && (w->pending & 3u) && rng_below(&C.rng, 4) == 0) {
            /* the people let other windows run out */
        }
        couch_step(&C);
        if (match_is_over(play_match(C.p))) return false;
    }
    return false;
}

static void never_with(couch_dev bob, uint64_t first_seed, const char *shot)
{
    const couch_dev devs[4] = {COUCH_MOUSE, bob, COUCH_BOT, COUCH_BOT};
    for (uint64_t seed = first_seed; seed < first_seed + 40; seed++) {
        couch_start(&C, "funcity", seed, 4, devs, BOT_NORMAL);
        if (!until_never_for(1)) {
            couch_finish(&C);
            continue;
        }
        claim_with(1);
        if (strcmp(scene_top()->vt->name, "curtain") == 0) couch_gesture(&C);
        fixture_frame(1280, 720);
        int k = -1;
        for (int i = 0; i < C.p->nchoice; i++)
            if (FUNCITY_TYPE(C.p->choice[i]) == FUNCITY_A_REACT &&
                FUNCITY_X(C.p->choice[i]) == FUNCITY_NEVER)
                k = i;
        assert_true(k > 0);
        if (shot) assert_true(gfx_screenshot(shot));
        int before = match_log_count(play_match(C.p));
        couch_use(&C, 1, &(ui_ctl){.kind = UI_CTL_BUTTON, .rect = C.p->choice_btn[k].base.rect});
        assert_true(match_log_count(play_match(C.p)) > before);
        const match_entry *e = match_log_at(play_match(C.p), before);
        assert_int_equal(e->seat, 1);
        assert_string_equal(e->text, "react never");
        assert_true(e->barrier); /* a card shown from a hand: undo cannot take it back */
        print_message("seed %llu: Bob (%s) played NEVER!\n", (unsigned long long)seed,
                      couch_dev_names[bob]);
        couch_finish(&C);
        return;
    }
    fail_msg("no card was played against Bob holding NEVER! in 40 games");
}

static void test_never_by_mouse_and_by_finger(void **st)
{
    (void)st;
    never_with(COUCH_MOUSE, 600, "/tmp/react_never_mouse.png");
    never_with(COUCH_TOUCH, 700, "/tmp/react_never_touch.png");
}

static void test_mouse_and_finger(void **st)
{
    (void)st;
    run(COUCH_TOUCH, "/tmp/react_window.png", "/tmp/react_claimed.png");
}

static void test_mouse_and_keys(void **st)
{
    (void)st;
    run(COUCH_KEYS_LEFT, NULL, NULL);
}

static void test_mouse_and_pad(void **st)
{
    (void)st;
    run(COUCH_PAD, NULL, NULL);
}

int main(void)
{
    if (fixture_open() != 0) return 1;
    settings_get()->bot_pace = PACE_FAST;
    settings_get()->react_seconds = 4;
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mouse_and_finger),
        cmocka_unit_test(test_mouse_and_keys),
        cmocka_unit_test(test_mouse_and_pad),
        cmocka_unit_test(test_never_by_mouse_and_by_finger),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
