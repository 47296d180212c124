/* test_infinitecity_board.c: the Infinite City board's layout at 640x360, 1280x720 and
 * 1920x1080 (the city, the strip, the hand and the buttons inside the area, apart), its hit
 * tests (every tile's centre is its cell, every hand tile's centre is that tile), the strip
 * showing only the acting seat's hand (hot-seat: after the curtain, the other human's; the tap
 * that lifts the curtain clicks nothing), a tap on a hand tile lighting exactly the rules' spots
 * and a tap on a refused cell saying why, and infinitecity_line_tiles counting what each
 * score line scores (the walk-through outlines those tiles). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include "infinitecity_board_fixture.h"

static bool inside(gfx_rect in, gfx_rect out)
{
    return in.x >= out.x - 0.5f && in.y >= out.y - 0.5f && in.x + in.w <= out.x + out.w + 0.5f &&
           in.y + in.h <= out.y + out.h + 0.5f;
}

static bool apart(gfx_rect a, gfx_rect b)
{
    return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
}

static void test_layout(void **state)
{
    (void)state;
    static const int sizes[3][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    icbt_start_lifted(7, 3, 3, 0);
    for (int k = 0; k < 3; k++) {
        bt_w = sizes[k][0], bt_h = sizes[k][1];
        infinitecity_board_state *b = icbt_board();
        assert_true(b->seat >= 0);
        assert_true(b->city.w >= 600 && b->city.h >= 300);
        assert_true(inside(b->city, b->area) && inside(b->strip, b->area));
        assert_true(apart(b->city, b->strip));
        assert_true(inside(b->fit.base.rect, b->strip));
        assert_int_equal(b->nhand, INFINITECITY_HAND);
        for (int i = 0; i < b->nhand; i++) {
            assert_true(inside(b->hand_r[i], b->strip));
            assert_true(b->hand_r[i].w >= 48); /* legible: name, value and ring at 48 px */
            assert_true(apart(b->hand_r[i], b->fit.base.rect));
            for (int j = 0; j < i; j++) assert_true(apart(b->hand_r[i], b->hand_r[j]));
        }
        /* the city's five starting tiles are in view */
        const infinitecity_state *s = match_state(bt_m());
        for (int i = 0; i < s->hi; i++) {
            if (s->kind[i] == INFINITECITY_NONE) continue;
            float x, y;
            infinitecity_board_cell_center(b, s->tx[i], s->ty[i], &x, &y);
            assert_true(x > b->city.x && x < b->city.x + b->city.w);
            assert_true(y > b->city.y && y < b->city.y + b->city.h);
        }
    }
    bt_w = 1280, bt_h = 720;
    scene_clear();
}

static void test_hit(void **state)
{
    (void)state;
    icbt_start_lifted(8, 2, 2, 0);
    infinitecity_board_state *b = icbt_board();
    const infinitecity_state *s = match_state(bt_m());
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE) continue;
        float x, y;
        int cx, cy;
        infinitecity_board_cell_center(b, s->tx[i], s->ty[i], &x, &y);
        assert_true(infinitecity_board_cell_at(b, x, y, &cx, &cy));
        assert_int_equal(cx, s->tx[i]);
        assert_int_equal(cy, s->ty[i]);
        /* near the edge of the tile still hits it */
        assert_true(infinitecity_board_cell_at(b, x + b->cam.zoom * 0.45f, y - b->cam.zoom * 0.45f,
                                               &cx, &cy));
        assert_int_equal(cx, s->tx[i]);
    }
    for (int i = 0; i < b->nhand; i++) {
        gfx_rect r = b->hand_r[i];
        assert_int_equal(infinitecity_board_strip_at(b, r.x + r.w / 2, r.y + r.h / 2), i);
        int cx, cy;
        assert_false(infinitecity_board_cell_at(b, r.x + r.w / 2, r.y + r.h / 2, &cx, &cy));
    }
    assert_int_equal(infinitecity_board_strip_at(b, b->city.x + 5, b->city.y + 5), -1);
    /* a tap on a playable hand tile lights exactly the rules' spots for it */
    int h = 0;
    while (h < b->nhand && !b->play_ok[h]) h++;
    assert_true(h < b->nhand);
    gfx_rect r = b->hand_r[h];
    bt_tap(r.x + r.w / 2, r.y + r.h / 2);
    b = icbt_board();
    assert_int_equal(b->armed, h);
    infinitecity_state copy = *s;
    assert_int_not_equal(
        play_game(BT_P)->apply(
            &copy, s->cur, infinitecity_act(INFINITECITY_OP_PLAY, b->hand_kind[h], 0, 0), NULL, 0),
        GAME_REFUSED);
    int16_t xs[INFINITECITY_TILES * 4], ys[INFINITECITY_TILES * 4];
    int n = infinitecity_spots(&copy, xs, ys, INFINITECITY_TILES * 4);
    assert_int_equal(n, b->nspot);
    for (int i = 0; i < n; i++) assert_true(infinitecity_board_is_spot(b, xs[i], ys[i]));
    /* a tap on a cell the rules refuse says why (a toast) and plays nothing */
    ui_toast_clear();
    int logged = match_log_count(bt_m());
    float fx, fy;
    infinitecity_board_cell_center(b, 2, 2, &fx, &fy); /* the cross's corner: touches no tile */
    assert_false(infinitecity_board_is_spot(b, 2, 2));
    bt_tap(fx, fy);
    assert_int_equal(ui_toast_count(), 1);
    assert_int_equal(match_log_count(bt_m()), logged);
    b = icbt_board();
    assert_int_equal(b->armed, h); /* still in hand, still picked */
    /* the same tap again puts it back */
    bt_tap(r.x + r.w / 2, r.y + r.h / 2);
    b = icbt_board();
    assert_int_equal(b->armed, -1);
    assert_int_equal(b->nspot, 0);
    scene_clear();
}

static void assert_strip_is_hand(const infinitecity_board_state *b, int seat)
{
    const infinitecity_state *s = match_state(bt_m());
    int count[INFINITECITY_KINDS] = {0};
    for (int i = 0; i < b->nhand; i++) count[b->hand_kind[i]]++;
    for (int k = 0; k < INFINITECITY_KINDS; k++) assert_int_equal(count[k], s->hand[seat][k]);
}

static void test_hand_of_acting_seat(void **state)
{
    (void)state;
    icbt_start_lifted(9, 2, 2, 0);
    infinitecity_board_state *b = icbt_board();
    int first = match_turn(bt_m()).player;
    assert_int_equal(b->seat, first);
    assert_strip_is_hand(b, first);
    /* the first player plays tiles through the board until the turn passes */
    for (int guard = 0; guard < 40 && match_turn(bt_m()).player == first; guard++) {
        b = icbt_board();
        if (b->seat != first) break;
        int h = 0;
        while (h < b->nhand && !b->play_ok[h]) h++;
        if (h < b->nhand) {
            gfx_rect r = b->hand_r[h];
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            b = icbt_board();
            float x, y;
            infinitecity_board_cell_center(b, b->spot_x[0], b->spot_y[0], &x, &y);
            bt_tap(x, y);
        } else if (b->nbtn) {
            gfx_rect r = b->btn[b->nbtn - 1].base.rect;
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
        } else {
            float x, y;
            infinitecity_board_cell_center(b, b->cell[0].x, b->cell[0].y, &x, &y);
            bt_tap(x, y);
            b = icbt_board();
            if (b->menu_cell >= 0) {
                gfx_rect r = b->menu_btn[0].base.rect;
                bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            }
        }
        bt_step();
    }
    int second = match_turn(bt_m()).player;
    assert_int_not_equal(second, first);
    /* the curtain covers the board; lifted, the strip is the second player's hand */
    for (int i = 0; i < 10 && strcmp(scene_top()->vt->name, "play") == 0; i++) bt_step();
    assert_string_equal(scene_top()->vt->name, "curtain");
    ui_toast_clear();
    int logged = match_log_count(bt_m());
    /* lifted by a tap over the city's first tile */
    float tx, ty;
    infinitecity_board_cell_center(infinitecity_board_live(), 0, 0, &tx, &ty);
    SDL_Delay(320);
    bt_tap(tx, ty);
    assert_string_equal(scene_top()->vt->name, "play");
    /* the tap that lifted the curtain is not a click on the city under it */
    for (int i = 0; i < 4; i++) bt_step();
    assert_int_equal(ui_toast_count(), 0);
    assert_int_equal(match_log_count(bt_m()), logged);
    b = icbt_board();
    assert_int_equal(b->seat, second);
    assert_strip_is_hand(b, second);
    scene_clear();
}

/* Every score line's tiles: a group line counts its group's size, a valued tile one tile, the
 * silver line its player's silver tiles; the lines were made by the rules' own score. */
static void test_line_tiles(void **state)
{
    (void)state;
    const game_def *g = game_find("infinitecity");
    game_params prm;
    game_params_default(g, &prm, 4);
    static infinitecity_state s;
    int groups = 0, values = 0, silvers = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        g->setup(&s, &prm, seed);
        rng_state r;
        rng_seed(&r, seed);
        for (int i = 0; i < 4000 && !s.over; i++) {
            game_action a = g->random_action(&s, s.cur, &r);
            assert_int_not_equal(g->apply(&s, s.cur, a, NULL, 0), GAME_REFUSED);
        }
        static game_score sc;
        g->score(&s, &sc);
        for (int i = 0; i < sc.nlines; i++) {
            const game_score_line *l = &sc.line[i];
            uint8_t mask[INFINITECITY_TILES];
            int n = infinitecity_line_tiles(&s, l->player, l->ref, l->group, mask);
            if (l->group == INFINITECITY_SG_GROUP) assert_int_equal(n, l->points), groups++;
            if (l->group == INFINITECITY_SG_VALUE) assert_int_equal(n, 1), values++;
            if (l->group == INFINITECITY_SG_SILVER) assert_int_equal(n, l->points), silvers++;
            for (int t = 0; t < INFINITECITY_TILES; t++)
                if (mask[t]) assert_true(s.tok[t][l->player] > 0);
        }
    }
    assert_true(groups > 0 && values > 0 && silvers > 0);
}

/* The keyboard alone: a digit picks a hand tile (the cursor goes to its first spot), Right
 * moves along the spots, Enter plays it there. */
static void test_keyboard(void **state)
{
    (void)state;
    settings_get()->bot_pace = PACE_FAST;
    icbt_start_lifted(10, 2, 1, 0);
    infinitecity_board_state *b = icbt_board();
    for (int i = 0; i < 20000 && b->seat < 0; i++) { /* the bot may start */
        bt_step();
        if (i % 50 == 0) b = icbt_board();
    }
    int seat = b->seat, h = 0;
    assert_true(seat >= 0);
    while (h < b->nhand && !b->play_ok[h]) h++;
    assert_true(h < 9);
    int kind = b->hand_kind[h], before = match_log_count(bt_m());
    icbt_key(SDLK_1 + h);
    b = icbt_board();
    assert_int_equal(b->armed, h);
    assert_true(b->nspot > 1);
    assert_int_equal(b->cursor, b->nhand + b->nbtn);
    icbt_key(SDLK_RIGHT);
    b = icbt_board();
    int k = b->cursor - b->nhand - b->nbtn, x = b->spot_x[k], y = b->spot_y[k];
    assert_int_equal(k, 1);
    icbt_key(SDLK_RETURN);
    bt_step();
    assert_true(match_log_count(bt_m()) >= before + 2);
    const match_entry *e = match_log_at(bt_m(), before), *f = match_log_at(bt_m(), before + 1);
    assert_true(e->action == infinitecity_act(INFINITECITY_OP_PLAY, kind, 0, 0));
    assert_true(f->action == infinitecity_act(INFINITECITY_OP_PLACE, 0, x, y));
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout),
        cmocka_unit_test(test_hit),
        cmocka_unit_test(test_hand_of_acting_seat),
        cmocka_unit_test(test_line_tiles),
        cmocka_unit_test(test_keyboard),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
