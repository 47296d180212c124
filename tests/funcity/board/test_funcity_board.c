/* test_funcity_board.c: the Fun City board on the real play host. Its layout at 640x360,
 * 1280x720 and 1920x1080 in English and French (city, panel and strip inside the area and
 * apart; no place over another or over a street space; hand cards and buttons apart); the
 * strip shows only the acting seat's own MAD hand; after a roll the lit spaces are exactly the
 * rules' GO actions, the pointer over one draws the rules' way, a tap there moves the pawn and
 * the pawn walks that way space by space (with motion on); a tap on a space out of reach shows
 * the rules' refusal and changes nothing; the bus as visible choices (announce, stop,
 * direction, get off) with the walk riding the line; a MAD card played against the seat
 * chosen on the buttons, and one refused with the rules' reason; the keyboard alone rolls and
 * picks a destination; a MAD card's whole text shows on hover; the dice, the clock's step,
 * SLOG's jump and the toss animate, and land at once with reduced motion; touch: a long
 * press shows a card's text, a tap rolls. A reaction window that
 * asks the human is answered with its Pass button. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "funcity_board_fixture.h"

static void test_layout(void **state)
{
    (void)state;
    static const int sizes[3][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    static const char *langs[2] = {"en", "fr"};
    settings_get()->bot_pace = PACE_FAST;
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        fcbt_start_lifted(3, 2, 1, 0);
        funcity_board_state *b = wait_for(FUNCITY_ST_START);
        assert_true(b->seat >= 0);
        for (int k = 0; k < 3; k++) {
            bt_w = sizes[k][0], bt_h = sizes[k][1];
            b = fcbt_board();
            char why[128] = "";
            if (!funcity_board_layout_check(b, why, sizeof why))
                fail_msg("%s %dx%d: %s", langs[l], bt_w, bt_h, why);
            assert_int_equal(b->nhand, FUNCITY_HAND);
            assert_true(b->nbtn >= 2); /* swap, roll */
            assert_true(b->c >= 30);   /* a street space of 25 units at least */
            for (int i = 0; i < b->nhand; i++) assert_true(b->hand_r[i].w >= 40);
        }
        bt_w = 1280, bt_h = 720;
        scene_clear();
    }
    i18n_set_language("en");
}

/* Only the viewer's own hand, and hover shows a card's whole text. */
static void test_own_hand(void **state)
{
    (void)state;
    fcbt_start_lifted(5, 2, 1, 0);
    funcity_board_state *b = wait_for(FUNCITY_ST_START);
    const funcity_state *s = match_state(bt_m());
    int seat = b->seat, n = 0;
    assert_true(seat >= 0);
    for (int k = 0; k < FUNCITY_KINDS; k++)
        for (int c = 0; c < s->hand[seat][k]; c++) assert_int_equal(b->hand_kind[n++], k);
    assert_int_equal(n, b->nhand);
    gfx_rect r = b->hand_r[0];
    bt_motion(r.x + r.w / 2, r.y + r.h / 2);
    b = fcbt_board();
    assert_int_equal(b->hover_hand, 0);
    scene_clear();
}

/* Roll with the mouse, then the lit spaces, the way, the walk, a refusal. */
static void test_roll_and_go(void **state)
{
    (void)state;
    funcity_board_state *b = NULL;
    const funcity_state *s = NULL;
    bool moved = false;
    for (uint64_t seed = 11; seed < 30 && !moved; seed++) {
        fcbt_start_lifted(seed, 2, 1, 0);
        b = wait_for(FUNCITY_ST_START);
        int r = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
        if (r < 0) { /* an UH-OH! (not on a first turn) */
            scene_clear();
            continue;
        }
        tap_button(b, r);
        b = wait_for(FUNCITY_ST_MOVE);
        s = match_state(bt_m());
        if (s->step != FUNCITY_ST_MOVE || !b->go) {
            scene_clear();
            continue;
        }
        /* lit: exactly the GO actions of the rules */
        game_action legal[GAME_MAX_ACTIONS];
        int n = b->g->legal_actions(s, b->seat, legal, GAME_MAX_ACTIONS);
        uint64_t go = 0;
        for (int i = 0; i < n; i++)
            if (FUNCITY_TYPE(legal[i]) == FUNCITY_A_GO) go |= 1ull << FUNCITY_X(legal[i]);
        assert_true(go == b->go);
        /* the farthest lit street space */
        int seat = b->seat, from = s->pawn[seat], far = -1;
        for (int v = 0; v < FUNCITY_STREETS; v++)
            if ((go >> v & 1) && (far < 0 || funcity_dist(from, v) > funcity_dist(from, far)))
                far = v;
        assert_true(far >= 0 && far != from);
        /* a space out of reach says why and changes nothing */
        int out = -1;
        for (int v = 0; v < FUNCITY_STREETS && out < 0; v++)
            if (!(go >> v & 1)) out = v;
        if (out >= 0) {
            int before = match_log_count(bt_m());
            ui_toast_clear();
            float x, y;
            funcity_board_node_center(b, out, &x, &y);
            bt_tap(x, y);
            assert_int_equal(match_log_count(bt_m()), before);
            assert_true(ui_toast_count() > 0);
        }
        float x, y;
        funcity_board_node_center(b, far, &x, &y);
        bt_motion(x, y);
        b = fcbt_board();
        assert_int_equal(b->hover_node, far);
        settings_get()->reduced_motion = false;
        bt_tap(x, y);
        s = match_state(bt_m());
        assert_int_equal(s->pawn[seat], far);
        b = funcity_board_live();
        assert_int_equal(b->npath, funcity_dist(from, far) + 1); /* it walks the rules' way */
        assert_int_equal(b->path[0], from);
        assert_int_equal(b->path[b->npath - 1], far);
        for (int i = 0; i < 2000 && funcity_board_anim_busy(b); i++) bt_step();
        assert_false(funcity_board_anim_busy(b));
        settings_get()->reduced_motion = true;
        moved = true;
        scene_clear();
    }
    assert_true(moved);
}

/* The bus as visible choices: Take the bus, a lit stop, a direction, then a lit space after at
 * least one stop; the pawn's walk rides the line (bus steps) and ends there. */
static void test_bus(void **state)
{
    (void)state;
    bool rode = false;
    for (uint64_t seed = 40; seed < 80 && !rode; seed++) {
        fcbt_start_lifted(seed, 2, 1, 0);
        funcity_board_state *b = wait_for(FUNCITY_ST_START);
        int r = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
        if (r >= 0) tap_button(b, r);
        b = wait_for(FUNCITY_ST_MOVE);
        int bus = button_of(b, FUNCITY_ACT(FUNCITY_A_BUS, 0, 0));
        const funcity_state *s0 = match_state(bt_m());
        if (s0->step != FUNCITY_ST_MOVE || bus < 0) {
            scene_clear();
            continue;
        }
        tap_button(b, bus);
        b = wait_for(FUNCITY_ST_BOARD);
        assert_true(b->boardable != 0);
        int st = __builtin_ctz(b->boardable);
        float x, y;
        funcity_board_node_center(b, funcity_stops[st], &x, &y);
        bt_tap(x, y);
        b = fcbt_board();
        assert_int_equal(b->menu_stop, st);
        int k = 0;
        while (k < b->nbtn && FUNCITY_TYPE(b->btn_a[k]) != FUNCITY_A_BOARD) k++;
        assert_true(k < b->nbtn);
        game_action board = b->btn_a[k];
        for (int i = 0; i < b->nbtn; i++) { /* each direction is named after a place */
            if (FUNCITY_TYPE(b->btn_a[i]) != FUNCITY_A_BOARD) continue;
            bool named = false;
            for (int p = 0; p < FUNCITY_PLACES; p++)
                named |= strstr(b->btn_label[i], funcity_places[p].name) != NULL;
            assert_true(named);
        }
        assert_int_equal(FUNCITY_X(board), st);
        tap_button(b, k);
        b = wait_for(FUNCITY_ST_RIDE);
        const funcity_state *s = match_state(bt_m());
        assert_int_equal(s->step, FUNCITY_ST_RIDE);
        assert_int_equal(s->pawn[b->seat], funcity_stops[st]);
        int to = -1; /* the farthest lit node along the line */
        for (int v = 0; v < FUNCITY_NODES; v++)
            if ((b->go >> v & 1) && funcity_stop_index(v) >= 0) to = v;
        assert_true(to >= 0);
        int seat = b->seat;
        settings_get()->reduced_motion = false;
        funcity_board_node_center(b, to, &x, &y);
        bt_tap(x, y);
        s = match_state(bt_m());
        assert_int_equal(s->pawn[seat], to);
        b = funcity_board_live();
        bool on_bus = false;
        for (int i = 0; i < b->npath; i++) on_bus |= b->path_bus[i];
        assert_true(on_bus);
        assert_int_equal(b->path[b->npath - 1], to);
        for (int i = 0; i < 2000 && funcity_board_anim_busy(b); i++) bt_step();
        settings_get()->reduced_motion = true;
        rode = true;
        scene_clear();
    }
    assert_true(rode);
}

/* A MAD card from the hand: one that needs a target asks whom on the buttons and is played
 * against the one tapped; one the rules refuse now (NEVER!, Z-Z-Z... on one's own turn) shows
 * the reason and plays nothing. */
static void test_play_card(void **state)
{
    (void)state;
    bool targeted = false, refused = false;
    for (uint64_t seed = 1; seed < 60 && !(targeted && refused); seed++) {
        fcbt_start_lifted(seed, 3, 1, 0);
        funcity_board_state *b = wait_for(FUNCITY_ST_START);
        for (int h = 0; h < b->nhand && !refused; h++) {
            if (b->hand_ok[h]) continue;
            int before = match_log_count(bt_m());
            ui_toast_clear();
            gfx_rect r = b->hand_r[h];
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            assert_int_equal(match_log_count(bt_m()), before);
            assert_true(ui_toast_count() > 0);
            refused = true;
            b = fcbt_board();
        }
        for (int h = 0; h < b->nhand && !targeted; h++) {
            int k = b->hand_kind[h], targets = 0;
            for (int i = 0; i < b->nlegal; i++)
                if (FUNCITY_TYPE(b->legal[i]) == FUNCITY_A_PLAY && FUNCITY_X(b->legal[i]) == k &&
                    FUNCITY_Y(b->legal[i]) != FUNCITY_NONE)
                    targets++;
            if (!targets) continue;
            gfx_rect r = b->hand_r[h];
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            b = fcbt_board();
            assert_int_equal(b->armed, h);
            int first = -1, n = 0;
            for (int i = 0; i < b->nbtn; i++)
                if (FUNCITY_TYPE(b->btn_a[i]) == FUNCITY_A_PLAY) {
                    if (first < 0) first = i;
                    n++;
                }
            assert_int_equal(n, targets);
            game_action a = b->btn_a[first];
            int before = match_log_count(bt_m());
            tap_button(b, first);
            assert_true(match_log_count(bt_m()) > before);
            assert_true(match_log_at(bt_m(), before)->action == a);
            targeted = true;
        }
        scene_clear();
    }
    assert_true(targeted && refused);
}

/* Chance on the table: a roll, a press of 20 minutes with SLOG jumping out and a PICKPOCKET!
 * toss start their animations (dice tumbling to the rules' faces, the hands turning from the
 * old time, SLOG springing out, the card spinning) and end; with reduced motion all land at
 * once. FCBT_SHOT=PATH saves the frame in the middle of it (to look at). */
static void test_chance(void **state)
{
    (void)state;
    fcbt_start_lifted(8, 2, 1, 0);
    funcity_board_state *b = wait_for(FUNCITY_ST_START);
    static funcity_state s0, s1;
    memcpy(&s0, match_state(bt_m()), sizeof s0);
    s0.slog = FUNCITY_SLOG_AT_MARKET;
    s0.ch_on = 0;
    memcpy(&s1, &s0, sizeof s1);
    s1.time = (uint8_t)(s0.time + 2);
    s1.last_press = 20;
    s1.slog_popped = 1;
    s1.slog = FUNCITY_SLOG_TO_LIBRARY;
    s1.dice[0] = 5, s1.dice[1] = 2;
    s1.toss = 1;
    for (int motion = 1; motion >= 0; motion--) {
        settings_get()->reduced_motion = !motion;
        funcity_board_anim_action(b, b->seat, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0), &s0, &s1);
        funcity_board_anim_action(b, b->seat, FUNCITY_ACT(FUNCITY_A_PLAY, FUNCITY_PICKPOCKET, 1),
                                  &s0, &s1);
        assert_true(funcity_board_anim_busy(b) == (bool)motion);
        if (motion) {
            assert_true(b->clock_t < 1 && b->pop_t < 1 && b->toss_t < 1);
            assert_true(funcity_board_clock_time(b, &s1) < (float)s1.time);
            funcity_board_anim_tick(b, 0.3);
            const char *shot = getenv("FCBT_SHOT");
            if (shot) {
                gfx_begin_frame(bt_w, bt_h, (float)bt_w / 1280.0f);
                gfx_clear(GFX_HEX(0x000000));
                scene_draw(1);
                gfx_end_frame();
                gfx_screenshot(shot);
            }
            for (int i = 0; i < 600 && funcity_board_anim_busy(b); i++)
                funcity_board_anim_tick(b, 1.0 / 60);
        }
        assert_false(funcity_board_anim_busy(b));
        assert_int_equal(b->dice[0].face, 5);
        assert_int_equal(b->dice[1].face, 2);
        assert_int_equal(b->toss, 1);
        assert_true(funcity_board_clock_time(b, &s1) == (float)s1.time);
    }
    settings_get()->reduced_motion = true;
    scene_clear();
}

/* Touch: a long press on a MAD card shows its text and plays nothing; a tap on Roll rolls. */
static void test_touch(void **state)
{
    (void)state;
    fcbt_start_lifted(21, 2, 1, 0);
    funcity_board_state *b = wait_for(FUNCITY_ST_START);
    bt_finger = 1;
    int before = match_log_count(bt_m());
    gfx_rect r = b->hand_r[0];
    bt_button(true, r.x + r.w / 2, r.y + r.h / 2);
    for (int i = 0; i < 90; i++) bt_step(); /* 0.75 s held */
    b = fcbt_board();
    assert_int_equal(b->hover_hand, 0);
    assert_true(b->pressing && b->press_time >= UI_LONG_PRESS);
    bt_button(false, r.x + r.w / 2, r.y + r.h / 2);
    bt_step();
    assert_int_equal(match_log_count(bt_m()), before);
    b = fcbt_board();
    int k = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
    assert_true(k >= 0);
    tap_button(b, k);
    assert_true(match_log_count(bt_m()) > before);
    assert_true(match_log_at(bt_m(), before)->action == FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
    bt_finger = 0;
    scene_clear();
}

/* The keyboard alone: Tab/arrows to the Roll button, Enter rolls. */
static void test_keyboard_roll(void **state)
{
    (void)state;
    fcbt_start_lifted(21, 2, 1, 0);
    funcity_board_state *b = wait_for(FUNCITY_ST_START);
    int r = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
    assert_true(r >= 0);
    int before = match_log_count(bt_m());
    key(SDLK_RIGHT); /* shows the cursor on the first card */
    b = fcbt_board();
    for (int i = 0; i < 20 && b->cursor != b->nhand + r; i++) {
        key(SDLK_RIGHT);
        b = fcbt_board();
    }
    assert_int_equal(b->cursor, b->nhand + r);
    key(SDLK_RETURN);
    bt_step();
    assert_true(match_log_count(bt_m()) > before);
    assert_true(match_log_at(bt_m(), before)->action == FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
    /* then a destination: the cursor walks the buttons, then the lit spaces in node order */
    b = wait_for(FUNCITY_ST_MOVE);
    const funcity_state *s = match_state(bt_m());
    assert_true(s->step == FUNCITY_ST_MOVE && b->go); /* seed 21: the human moves */
    {
        int last = 63 - __builtin_clzll(b->go), seat = b->seat, lit = __builtin_popcountll(b->go);
        key(SDLK_RIGHT);
        b = fcbt_board();
        int want = b->nhand + b->nbtn + lit - 1; /* the last lit node */
        for (int i = 0; i < 80 && b->cursor != want; i++) {
            key(SDLK_RIGHT);
            b = fcbt_board();
        }
        assert_int_equal(b->cursor, want);
        key(SDLK_RETURN);
        bt_step();
        s = match_state(bt_m());
        assert_int_equal(s->pawn[seat], last);
    }
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout),      cmocka_unit_test(test_own_hand),
        cmocka_unit_test(test_roll_and_go), cmocka_unit_test(test_keyboard_roll),
        cmocka_unit_test(test_bus),         cmocka_unit_test(test_play_card),
        cmocka_unit_test(test_chance),      cmocka_unit_test(test_touch),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
