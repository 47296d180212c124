/* test_funcity_full_game.c: two humans and two bots play a whole game of Fun City on the real
 * board, to the final score. Alice plays with the mouse, Bob with a gamepad (SDL's virtual
 * joystick: he steers his on-screen cursor with the left stick and presses A); the curtain goes
 * up between them; Chloé and David are the play host's easy bots at the fast pace. A human picks
 * one of the rules' legal actions at random and does it as a person would, aiming where the
 * board drew it: a lit space or place, a button (roll, swap, the bus, a direction, a pocket to
 * pick, SLOG's card), a MAD card from the hand and then its target. In the host's reaction
 * windows (after every roll and bus ride, and when a card is played against them) a human
 * sometimes claims from their own device (Alice her seat's button, Bob A anywhere on the board),
 * then picks one of the strip's choices; otherwise the countdown runs out. Checks: each gesture
 * became the action, claims gave the claimant the choice, the match ends, the results
 * walk-through finishes, the score lines add up, and the saved log replays to the same hash.
 * Screenshots: /tmp/funcity_board_mid.png (mid-game) and /tmp/funcity_board_results.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include "funcity_board_fixture.h"
#include "play/play_int.h"

enum { HUMANS = 2, PAD = 1, MAX_STEPS = 2000000 };

static SDL_Joystick *joy;
static struct {
    int gestures, missed, clicks, pad_presses, cards, buttons, claims, claim_choices;
} st;
static uint32_t rng_s = 20261126;

static int rnd(int n)
{
    rng_s = rng_s * 1664525u + 1013904223u;
    return (int)((rng_s >> 8) % (uint32_t)n);
}

/* Steers Bob's cursor to (x, y) with the left stick (slower near the target). */
static void steer(float x, float y)
{
    fixture_steer(joy, PAD, x, y, bt_step);
}

static void pad_a(void)
{
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 1);
    for (int i = 0; i < 3; i++) bt_step();
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 0);
    for (int i = 0; i < 3; i++) bt_step();
    st.pad_presses++;
}

/* A press where a seat aims: Alice clicks, Bob steers his cursor there and presses A. */
static void press_at(int seat, float x, float y)
{
    if (seat == PAD) {
        steer(x, y);
        pad_a();
    } else {
        bt_tap(x, y);
        st.clicks++;
    }
}

static void press_rect(int seat, gfx_rect r)
{
    press_at(seat, r.x + r.w / 2, r.y + r.h / 2);
}

static int hand_of(const funcity_board_state *b, int kind)
{
    for (int h = 0; h < b->nhand; h++)
        if (b->hand_kind[h] == kind && b->hand_ok[h]) return h;
    return -1;
}

/* One of the rules' legal actions, done by hand. False: it did not become that action. */
static bool human_turn(int seat)
{
    funcity_board_state *b = fcbt_board();
    assert_int_equal(b->seat, seat);
    assert_true(b->nlegal > 0);
    int before = match_log_count(bt_m());
    game_action a = b->legal[rnd(b->nlegal)];
    int type = FUNCITY_TYPE(a);
    st.gestures++;
    int i = button_of(b, a);
    if (i >= 0) {
        press_rect(seat, b->btn[i].base.rect);
        st.buttons++;
    } else if (type == FUNCITY_A_PLAY) {
        int h = hand_of(b, FUNCITY_X(a));
        assert_true(h >= 0);
        press_rect(seat, b->hand_r[h]);
        st.cards++;
        if (FUNCITY_Y(a) != FUNCITY_NONE) { /* its target, on the buttons */
            b = fcbt_board();
            assert_int_equal(b->armed, h);
            i = button_of(b, a);
            assert_true(i >= 0);
            press_rect(seat, b->btn[i].base.rect);
        }
    } else if (type == FUNCITY_A_BOARD) { /* the stop, then the direction */
        float x, y;
        funcity_board_node_center(b, funcity_stops[FUNCITY_X(a)], &x, &y);
        press_at(seat, x, y);
        b = fcbt_board();
        i = button_of(b, a);
        assert_true(i >= 0);
        press_rect(seat, b->btn[i].base.rect);
    } else if (type == FUNCITY_A_GO || type == FUNCITY_A_SLOG) {
        float x, y;
        assert_int_equal(type, FUNCITY_A_GO); /* SLOG's cards are buttons */
        funcity_board_node_center(b, FUNCITY_X(a), &x, &y);
        press_at(seat, x, y);
    } else {
        char t[64];
        play_game(BT_P)->action_to_text(match_state(bt_m()), a, t, sizeof t);
        fail_msg("no way on the board to %s", t);
    }
    bt_step();
    if (match_log_count(bt_m()) <= before) {
        char t[64];
        play_game(BT_P)->action_to_text(match_state(bt_m()), a, t, sizeof t);
        const funcity_state *fs = match_state(bt_m());
        game_turn tt = match_turn(bt_m());
        const react_win *w = play_window(BT_P);
        print_message("missed: %s did not become %s (window %d claimant %d; turn %d "
                      "mask %x step %d chain %d)\n",
                      seat ? "Bob" : "Alice", t, w ? w->id : -1, w ? w->claimant : -1, tt.phase,
                      tt.mask, fs->step, fs->ch_on);
        st.missed++;
        return false;
    }
    const match_entry *e = match_log_at(bt_m(), before);
    assert_int_equal(e->seat, seat);
    assert_true(e->action == a);
    return true;
}

/* A reaction window asking a human: sometimes they claim it from their own device, then choose
 * one of the strip's choices (Pass or a card) with the same device. */
static void maybe_claim(void)
{
    play *p = BT_P;
    const react_win *w = play_window(p);
    if (!w || w->claimant >= 0 || react_left(w, table_now(p->table)) < 0.8) return;
    int seat = -1;
    for (int s = 0; s < HUMANS; s++)
        if (w->pending >> s & 1) seat = s;
    if (seat < 0 || rnd(3) != 0) return;
    int id = w->id;
    if (seat == PAD) {
        pad_a(); /* A claims, wherever his cursor is */
    } else {
        bt_frame(); /* lays out the strip's buttons */
        press_rect(seat, p->seat_btn[seat].base.rect);
    }
    bt_lift_curtain(); /* the claimant chooses behind the curtain when both humans look */
    bt_frame();
    w = play_window(p);
    if (!w || w->id != id)
        fail_msg("%s's claim: window %d gone (now %d, claimant %d)", seat ? "Bob" : "Alice", id,
                 w ? w->id : -1, w ? w->claimant : -1);
    assert_int_equal(w->claimant, seat);
    st.claims++;
    assert_true(p->nchoice >= 1);
    int c = rnd(p->nchoice);
    int before = match_log_count(bt_m());
    game_action a = p->choice[c];
    press_rect(seat, p->choice_btn[c].base.rect);
    bt_step();
    assert_true(match_log_count(bt_m()) > before);
    assert_true(match_log_at(bt_m(), before)->action == a);
    assert_int_equal(match_log_at(bt_m(), before)->seat, seat);
    st.claim_choices++;
}

static void save_to(const char *path)
{
    char *json = match_save_json(bt_m());
    FILE *f = fopen(path, "w");
    if (f && json) fputs(json, f);
    if (f) fclose(f);
    free(json);
}

static void test_full_game(void **state)
{
    (void)state;
    int index;
    joy = fixture_attach_pad(&index, BT_DT);
    if (!joy) {
        print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
        skip();
    }
    settings_get()->bot_pace = PACE_FAST;
    settings_get()->react_seconds = 2;
    settings_get()->reduced_motion = true;
    bt_pad_seat = PAD;
    fcbt_start(20261126, 4, HUMANS, 0);
    bool mid_shot = false;
    while (!match_is_over(bt_m()) && bt_steps < MAX_STEPS) {
        if (bt_lift_curtain()) continue;
        if (strcmp(scene_top()->vt->name, "play") != 0) {
            bt_step();
            continue;
        }
        const funcity_state *s = match_state(bt_m());
        if (!mid_shot && s->time >= 18) {
            bt_frame();
            assert_true(gfx_screenshot("/tmp/fcb_mid.png"));
            save_to("/tmp/fcb_mid.json");
            mid_shot = true;
        }
        maybe_claim();
        funcity_board_state *b = fcbt_board();
        /* the board's idea of the acting seat, read at its last frame, and the match's now */
        uint32_t acting = match_turn(bt_m()).mask & play_human_mask(BT_P);
        if (b->seat >= 0 && b->seat < HUMANS && (acting >> b->seat & 1) && !play_window(BT_P))
            human_turn(b->seat);
        else
            bt_step();
    }
    print_message("steps %ld, log %d, gestures %d (clicks %d, pad presses %d, cards %d, buttons "
                  "%d, claims %d, chosen %d, missed %d)\n",
                  bt_steps, match_log_count(bt_m()), st.gestures, st.clicks, st.pad_presses,
                  st.cards, st.buttons, st.claims, st.claim_choices, st.missed);
    assert_true(match_is_over(bt_m()));
    assert_true(st.missed * 20 <= st.gestures);
    assert_true(st.clicks > 0 && st.pad_presses > 0 && st.claims > 0);
    for (int i = 0; i < 120 * 90 && scene_busy(); i++) bt_step();
    assert_false(scene_busy());
    assert_true(play_in_results(BT_P));
    bt_frame();
    assert_true(gfx_screenshot("/tmp/fcb_results.png"));
    save_to("/tmp/fcb_end.json");
    game_score sc;
    match_score(bt_m(), &sc);
    for (int q = 0; q < sc.players; q++) {
        int sum = 0;
        for (int l = 0; l < sc.nlines; l++)
            if (sc.line[l].player == q) sum += sc.line[l].points;
        assert_int_equal(sum, sc.total[q]);
    }
    /* the saved log replays to the same game */
    char *json = match_save_json(bt_m());
    assert_non_null(json);
    char why[256] = "";
    match *again = match_load_json(json, strlen(json), why, sizeof why);
    if (!again) fail_msg("reload: %s", why);
    assert_int_equal(match_hash(again), match_hash(bt_m()));
    match_destroy(again);
    free(json);
    scene_clear();
    bt_pad_seat = -1;
    SDL_JoystickClose(joy);
    SDL_JoystickDetachVirtual(index);
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_full_game)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
