/* test_infinitecity_full_game.c: two humans and two bots play a whole game of Infinite City on
 * the real board, to the final score. Alice plays with the mouse, Bob with his finger (one
 * device passed around, the curtain lifted between them); Chloé and David are the play host's
 * easy bots at the fast pace. A human picks one of the rules' legal actions at random and does
 * it as a person would, aiming where the board drew it: a hand tile dragged onto a lit spot
 * (or tapped, then the spot tapped), a lit tile tapped (a player chosen in the chooser when a
 * tile offers several), a player's button or "Stop"; "Fit city" when the target is out of
 * view. Checks: each gesture became the action, the match ends, the results walk-through
 * finishes, the score lines add up, and the saved log replays to the same hash. Screenshots:
 * /tmp/infinitecity_board_city.png (mid-game), /tmp/infinitecity_board_power.png (a power's choice)
 * and /tmp/infinitecity_board_results.png, each with its save (/tmp/infinitecity_board_mid.json,
 * infinitecity_board_power.json, infinitecity_board_end.json). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include "infinitecity_board_fixture.h"

enum { HUMANS = 2, MAX_STEPS = 300000 };

static struct {
    int gestures, missed, drags, taps, menus, buttons, fits, refusals_seen;
} st;
static uint32_t rng_s = 12345;

static int rnd(int n)
{
    rng_s = rng_s * 1664525u + 1013904223u;
    return (int)((rng_s >> 8) % (uint32_t)n);
}

/* Whether enough of cell x,y is in view to tap it (Fit city shows the spots around the city
 * half); (sx, sy): the middle of its visible part. */
static bool visible(const infinitecity_board_state *b, int x, int y, float *sx, float *sy)
{
    float cx, cy, h = b->cam.zoom * 0.47f;
    infinitecity_board_cell_center(b, x, y, &cx, &cy);
    float x0 = fmaxf(cx - h, b->city.x + 2), x1 = fminf(cx + h, b->city.x + b->city.w - 2);
    float y0 = fmaxf(cy - h, b->city.y + 24), y1 = fminf(cy + h, b->city.y + b->city.h - 2);
    *sx = (x0 + x1) / 2, *sy = (y0 + y1) / 2;
    return x1 - x0 >= b->cam.zoom * 0.35f && y1 - y0 >= b->cam.zoom * 0.35f;
}

/* Brings cell x,y into view with the "Fit city" button; false when still off. */
static bool aim(infinitecity_board_state **bp, int x, int y, float *sx, float *sy)
{
    if (visible(*bp, x, y, sx, sy)) return true;
    gfx_rect f = (*bp)->fit.base.rect;
    bt_tap(f.x + f.w / 2, f.y + f.h / 2);
    for (int i = 0; i < 60 && (*bp)->cam.moving; i++) bt_step();
    st.fits++;
    *bp = icbt_board();
    bool v = visible(*bp, x, y, sx, sy);
    return v;
}

static void human_turn(int seat)
{
    bt_finger = seat == 1;
    infinitecity_board_state *b = icbt_board();
    assert_int_equal(b->seat, seat);
    assert_true(b->nlegal > 0);
    int before = match_log_count(bt_m());
    game_action a = b->legal[rnd(b->nlegal)];
    int op = INFINITECITY_A_OP(a);
    st.gestures++;
    if (op == INFINITECITY_OP_PLAY) {
        int h = -1;
        for (int i = 0; i < b->nhand && h < 0; i++)
            if (b->play_ok[i] && b->hand_kind[i] == INFINITECITY_A_ARG(a)) h = i;
        assert_true(h >= 0);
        gfx_rect r = b->hand_r[h];
        infinitecity_board_compute_spots(
            b, h); /* where the rules let it go (the board lights them on a pick) */
        assert_true(b->nspot > 0);
        int k = rnd(b->nspot), x = b->spot_x[k], y = b->spot_y[k];
        b->nspot = 0;
        float sx, sy;
        bool armed = false;
        if (!visible(b, x, y, &sx, &sy)) { /* pick it first: "Fit city" then shows its spots */
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            armed = true;
            if (!aim(&b, x, y, &sx, &sy)) {
                st.missed++;
                return;
            }
        }
        if (rnd(2)) {
            bt_drag(r.x + r.w / 2, r.y + r.h / 2, sx, sy);
            st.drags++;
        } else {
            if (!armed) bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            b = icbt_board();
            assert_true(b->armed == h);
            assert_true(infinitecity_board_is_spot(b, x, y));
            bt_tap(sx, sy);
            st.taps++;
        }
    } else if (op == INFINITECITY_OP_SEAT || op == INFINITECITY_OP_DONE) {
        int i = 0;
        while (i < b->nbtn && b->btn_a[i] != a) i++;
        assert_true(i < b->nbtn);
        gfx_rect r = b->btn[i].base.rect;
        bt_tap(r.x + r.w / 2, r.y + r.h / 2);
        st.buttons++;
    } else {
        int x = INFINITECITY_A_X(a), y = INFINITECITY_A_Y(a),
            c = infinitecity_board_find_cell(b, x, y);
        assert_true(c >= 0);
        float sx, sy;
        if (!aim(&b, x, y, &sx, &sy)) {
            st.missed++;
            return;
        }
        bt_tap(sx, sy);
        if (b->cell[c].n > 1) { /* the chooser: which player */
            b = icbt_board();
            assert_int_equal(b->menu_cell, c);
            int i = 0;
            while (i < b->cell[c].n && b->cell[c].a[i] != a) i++;
            gfx_rect r = b->menu_btn[i].base.rect;
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            st.menus++;
        }
        st.taps++;
    }
    bt_step();
    if (match_log_count(bt_m()) <= before) {
        char t[64];
        play_game(BT_P)->action_to_text(match_state(bt_m()), a, t, sizeof t);
        print_message("missed: %s did not become %s\n", seat ? "Bob" : "Alice", t);
        st.missed++;
        return;
    }
    const match_entry *e = match_log_at(bt_m(), before);
    assert_int_equal(e->seat, seat);
    /* a drag or a tap on a spot plays the tile then places it: two entries, the first "play" */
    if (op == INFINITECITY_OP_PLAY)
        assert_true(INFINITECITY_A_OP(e->action) == INFINITECITY_OP_PLAY &&
                    INFINITECITY_A_ARG(e->action) == INFINITECITY_A_ARG(a));
    else
        assert_true(e->action == a);
}

static void shot(const char *path)
{
    bt_frame();
    assert_true(gfx_screenshot(path));
}

/* The game so far as a save (the screenshots at other sizes and in French resume it). */
static void save_to(const char *path)
{
    char *json = match_save_json(bt_m());
    FILE *f = fopen(path, "w");
    if (f && json) fputs(json, f);
    if (f) fclose(f);
    free(json);
}

/* A human at a power's choice of tiles (Embassy, Housing, Bank...): lit tiles and the prompt. */
static bool power_choice(void)
{
    const infinitecity_state *s = match_state(bt_m());
    int st = s->step;
    return st != INFINITECITY_ST_TURN && st != INFINITECITY_ST_PLACE &&
           st != INFINITECITY_ST_CONSTRUCTION && st != INFINITECITY_ST_LIBRARY &&
           st != INFINITECITY_ST_TEMPLE_TAKE && st != INFINITECITY_ST_NONE &&
           st != INFINITECITY_ST_PORT && infinitecity_board_live() &&
           infinitecity_board_live()->ncell >= 2;
}

static void test_full_game(void **state)
{
    (void)state;
    settings_get()->bot_pace = PACE_FAST;
    icbt_start(20261126, 4, HUMANS, 0);
    bool mid_shot = false, power_shot = false;
    while (!match_is_over(bt_m()) && bt_steps < MAX_STEPS) {
        if (bt_lift_curtain()) continue;
        game_turn t = match_turn(bt_m());
        const infinitecity_state *s = match_state(bt_m());
        if (!mid_shot && s->ncity >= 40 && strcmp(scene_top()->vt->name, "play") == 0) {
            shot("/tmp/icb_city.png");
            save_to("/tmp/icb_mid.json");
            mid_shot = true;
        }
        if (t.player >= 0 && t.player < HUMANS && (play_human_mask(BT_P) >> t.player & 1) &&
            strcmp(scene_top()->vt->name, "play") == 0) {
            if (!power_shot && (icbt_board(), power_choice())) {
                shot("/tmp/icb_power.png");
                save_to("/tmp/icb_power.json");
                power_shot = true;
            }
            human_turn(t.player);
        } else {
            bt_step();
            SDL_Delay(0);
        }
    }
    print_message("steps %ld, log %d, gestures %d (drags %d, taps %d, choosers %d, buttons %d, "
                  "fits %d, missed %d)\n",
                  bt_steps, match_log_count(bt_m()), st.gestures, st.drags, st.taps, st.menus,
                  st.buttons, st.fits, st.missed);
    assert_true(match_is_over(bt_m()));
    assert_true(st.missed * 20 <= st.gestures);
    assert_true(st.drags > 0 && st.taps > 0);
    for (int i = 0; i < 120 * 90 && scene_busy(); i++) bt_step();
    assert_false(scene_busy());
    assert_true(play_in_results(BT_P));
    shot("/tmp/icb_results.png");
    save_to("/tmp/icb_end.json");
    game_score sc;
    match_score(bt_m(), &sc);
    int sum[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].player >= 0) sum[sc.line[i].player] += sc.line[i].points;
    for (int q = 0; q < 4; q++) assert_int_equal(sum[q], sc.total[q]);
    print_message("final scores: %d %d %d %d\n", sc.total[0], sc.total[1], sc.total[2],
                  sc.total[3]);
    char why[256];
    char *json = match_save_json(bt_m());
    assert_non_null(json);
    match *re = match_load_json(json, strlen(json), why, sizeof why);
    if (!re) fail_msg("replay: %s", why);
    assert_int_equal(match_hash(re), match_hash(bt_m()));
    match_destroy(re);
    free(json);
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_full_game)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
