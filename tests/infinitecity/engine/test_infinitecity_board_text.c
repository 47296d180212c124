/* test_infinitecity_board_text.c: what the Infinite City board tells a player, read from the text
 * the render layer drew (gfx_text_trace) after real input: the last round announced to everyone,
 * the end's reason (the tie-break only when points tie), hand tiles described on hover, long
 * press and keyboard focus, texts that leave with the pointer and with the turn, "Top of the
 * deck" over a Library's tiles, "Fit city" at the buttons' size in French, no board text under
 * 12 px at 640x360 (the app's own scale) and no "1 points"; the camera keeping the player's own
 * tiles in view, "Fit city" filling the view, the last turn's tiles marked. Screenshots in
 * /tmp/infinitecity_board_*.png (1280x720 and 640x360). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include "infinitecity_board_scenes.h"

extern const board_vt infinitecity_board;
static const game_def *G;

static bool my_turn(const infinitecity_state *s)
{
    return !s->over && s->cur == 0 && s->step == INFINITECITY_ST_TURN && s->ncity >= 9;
}
static bool last_round(const infinitecity_state *s)
{
    return !s->over && s->cur == 0 && s->step == INFINITECITY_ST_TURN && s->ending &&
           s->end_who != 0;
}
static bool library(const infinitecity_state *s)
{
    return !s->over && s->cur == 0 && s->step == INFINITECITY_ST_LIBRARY;
}
static bool big_city(const infinitecity_state *s)
{
    return !s->over && s->cur == 0 && s->step == INFINITECITY_ST_TURN && s->ncity >= 45;
}
/* A wide city (more than a view shows at a readable zoom) with player 1's tiles close together. */
static bool wide_city_close_tiles(const infinitecity_state *s)
{
    if (s->over || s->cur != 0 || s->step != INFINITECITY_ST_TURN || s->ncity < 30) return false;
    int ax0 = 999, ax1 = -999, ay0 = 999, ay1 = -999, ox0 = 999, ox1 = -999, oy0 = 999, oy1 = -999;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE) continue;
        ax0 = s->tx[i] < ax0 ? s->tx[i] : ax0, ax1 = s->tx[i] > ax1 ? s->tx[i] : ax1;
        ay0 = s->ty[i] < ay0 ? s->ty[i] : ay0, ay1 = s->ty[i] > ay1 ? s->ty[i] : ay1;
        if (!s->tok[i][0]) continue;
        ox0 = s->tx[i] < ox0 ? s->tx[i] : ox0, ox1 = s->tx[i] > ox1 ? s->tx[i] : ox1;
        oy0 = s->ty[i] < oy0 ? s->ty[i] : oy0, oy1 = s->ty[i] > oy1 ? s->ty[i] : oy1;
    }
    return ox1 >= ox0 && ox1 - ox0 <= 3 && oy1 - oy0 <= 3 && (ay1 - ay0 >= 9 || ax1 - ax0 >= 17);
}

static bool lit_hotel(const infinitecity_state *s)
{
    if (s->over || s->cur != 0 || s->step != INFINITECITY_ST_TURN || !s->hotels) return false;
    for (int i = 0; i < s->hi; i++)
        if (s->kind[i] == INFINITECITY_HOTEL && s->up[i] && !s->tok[i][0]) return true;
    return false;
}

static int tied_totals(const infinitecity_state *s)
{
    static game_score sc;
    infinitecity_score(s, &sc);
    int ties = 0;
    for (int q = 0; q < s->players; q++)
        for (int o = q + 1; o < s->players; o++) ties += sc.total[q] == sc.total[o];
    return ties;
}
static bool over_no_tie(const infinitecity_state *s)
{
    return s->over && s->end_why == INFINITECITY_END_TOKENS && tied_totals(s) == 0;
}
static bool over_tie(const infinitecity_state *s)
{
    return s->over && tied_totals(s) > 0;
}

#define resume(players, want, prefer) resume_as(players, want, prefer, #want)
static void resume_as(int players, icbs_want want, int prefer, const char *name)
{
    char *json = icbs_find(players, 300, "mouse", prefer, want);
    assert_non_null(json);
    icbs_resume(json, name);
}

/* n frames of steps: dt of time (a hover's delay, a long press). */
static void wait_s(double s)
{
    for (double t = 0; t < s; t += BT_DT) bt_step();
}

static void shot(const char *path)
{
    icbs_draw();
    assert_true(gfx_screenshot(path));
}

static void test_last_round_announced(void **st)
{
    (void)st;
    resume(3, last_round, -1);
    const infinitecity_state *s = match_state(bt_m());
    char want[256];
    snprintf(want, sizeof want,
             "Last round: %s placed their last token; everyone else plays once more.",
             play_seat_name(BT_P, s->end_who));
    icbs_frame();
    assert_true(icbs_drew(want, NULL));
    shot("/tmp/icb_last_round_1280.png");
    icbs_window(640, 360);
    icbs_frame();
    float px = 0;
    assert_true(icbs_drew(want, &px));
    assert_true(px >= 12 - 1e-3f);
    shot("/tmp/icb_last_round_640.png");
    icbs_window(0, 0);
    scene_clear();
}

static void test_end_reason_and_tie_break(void **st)
{
    (void)st;
    resume(3, over_no_tie, -1);
    wait_s(0.2);
    icbs_frame();
    char want[256];
    snprintf(want, sizeof want,
             "The game is over: %s placed their last token, and everyone else played once more.",
             play_seat_name(BT_P, ((const infinitecity_state *)match_state(bt_m()))->end_who));
    assert_true(icbs_drew(want, NULL));
    assert_false(icbs_drew("largest group", NULL)); /* nobody tied */
    shot("/tmp/icb_end_1280.png");
    scene_clear();
    resume(3, over_tie, -1);
    wait_s(0.2);
    icbs_frame();
    assert_true(icbs_drew("The game is over:", NULL));
    assert_true(icbs_drew("the largest group decides:", NULL));
    shot("/tmp/icb_end_tie_1280.png");
    scene_clear();
}

static bool board_shows_power_text(void);

static void mouse_move(float x, float y)
{
    bt_finger = 0;
    bt_motion(x, y);
}

/* Hover, long press and focus on a hand tile all show what it does; the text leaves with the
 * pointer. */
static void test_hand_tile_described(void **st)
{
    (void)st;
    resume(2, my_turn, -1);
    infinitecity_board_state *b = icbt_board();
    assert_int_equal(b->seat, 0);
    int k = b->hand_kind[0];
    char text[24]; /* the text's first words: a text box draws it line by line */
    snprintf(text, sizeof text, "%s", _(infinitecity_kinds[k].text));
    gfx_rect r = b->hand_r[0];
    mouse_move(r.x + r.w / 2, r.y + r.h / 2);
    wait_s(0.6);
    icbs_frame();
    assert_true(icbs_drew(text, NULL));
    shot("/tmp/icb_hand_hover_1280.png");
    mouse_move(b->city.x + b->city.w - 8, b->city.y + 30); /* off every tile */
    wait_s(0.1);
    icbs_frame();
    assert_false(icbs_drew(text, NULL));
    /* a long press with a finger: the text shows, the release plays nothing */
    bt_finger = 1;
    int before = match_log_count(bt_m());
    bt_button(true, r.x + r.w / 2, r.y + r.h / 2);
    wait_s(0.9);
    icbs_frame();
    assert_true(icbs_drew(text, NULL));
    bt_button(false, r.x + r.w / 2, r.y + r.h / 2);
    bt_finger = 0;
    b = icbt_board();
    assert_int_equal(b->armed, -1);
    assert_int_equal(match_log_count(bt_m()), before);
    /* keyboard focus: the first arrow puts the cursor on the first hand tile */
    icbt_key(SDLK_RIGHT);
    b = icbt_board();
    assert_int_equal(b->cursor, 0);
    icbs_frame();
    assert_true(icbs_drew(text, NULL));
    shot("/tmp/icb_hand_focus_1280.png");
    scene_clear();
}

/* Player 1 finishes the turn with keys alone: a digit picks the first playable tile and Enter
 * puts it on its first spot; then, for each power's choice, the arrows to a choice and Enter
 * (the first choice of a chooser). The pointer does not move. */
static void turn_by_keys(void)
{
    infinitecity_board_state *b = icbt_board();
    int h = 0;
    while (h < b->nhand && !b->play_ok[h]) h++;
    assert_true(h < b->nhand && h < 9);
    icbt_key(SDLK_1 + h);
    icbt_key(SDLK_RETURN);
    for (int guard = 0; guard < 60 && match_turn(bt_m()).player == 0 && !match_is_over(bt_m());
         guard++) {
        b = icbt_board();
        if (b->seat != 0) {
            bt_step();
            continue;
        }
        if (b->menu_cell >= 0) {
            icbt_key(SDLK_RETURN);
            continue;
        }
        int first = b->nhand; /* buttons, then the lit tiles */
        if (!b->show_cursor) icbt_key(SDLK_RIGHT);
        for (int i = 0; i < 80 && icbt_board()->cursor != first; i++) icbt_key(SDLK_RIGHT);
        icbt_key(SDLK_RETURN);
    }
}

/* A city tile's text shown on hover leaves once the player has moved, without moving the
 * pointer, and stays gone through the bot's turn. */
static void test_text_leaves_with_the_turn(void **st)
{
    (void)st;
    settings_get()->bot_pace = PACE_FAST;
    resume(2, my_turn, -1);
    infinitecity_board_state *b = icbt_board();
    const infinitecity_state *s = match_state(bt_m());
    int slot = -1;
    for (int i = 0; i < s->hi && slot < 0; i++)
        if (s->kind[i] != INFINITECITY_NONE && s->up[i]) slot = i;
    assert_true(slot >= 0);
    float x, y;
    infinitecity_board_cell_center(b, s->tx[slot], s->ty[slot], &x, &y);
    ui_camera_pan(&b->cam, b->city.x + b->city.w / 2 - x, b->city.y + b->city.h / 2 - y);
    b = icbt_board();
    infinitecity_board_cell_center(b, s->tx[slot], s->ty[slot], &x, &y);
    char text[24];
    snprintf(text, sizeof text, "%s", _(infinitecity_kinds[s->kind[slot]].text));
    mouse_move(x, y);
    wait_s(0.6);
    icbs_frame();
    assert_true(icbs_drew(text, NULL));
    turn_by_keys(); /* the pointer left where it is */
    int guard = 0, frames = 0;
    assert_int_not_equal(match_turn(bt_m()).player, 0);
    for (; guard < 60000 && match_turn(bt_m()).player != 0 && !match_is_over(bt_m()); guard++) {
        bt_step();
        if (guard % 40 == 0) {
            assert_false(board_shows_power_text()); /* no tile's text during the bot's turn */
            frames++;
        }
    }
    assert_true(frames > 0);
    assert_false(board_shows_power_text());
    scene_clear();
}

/* The strip over a Library: its tiles are labelled "Top of the deck". */
static void test_top_of_the_deck(void **st)
{
    (void)st;
    resume(2, library, INFINITECITY_LIBRARY_K);
    icbs_frame();
    assert_true(icbs_drew("Top of the deck", NULL));
    shot("/tmp/icb_library_1280.png");
    scene_clear();
}

/* A Hotel the player may put a token on is lit, the token it would take shown faded with a plus
 * (not as a token already there): the screenshot shows it; the tile still has only its own. */
static void test_lit_hotel(void **st)
{
    (void)st;
    resume(3, lit_hotel, INFINITECITY_HOTEL);
    infinitecity_board_state *b = icbt_board();
    int c = 0;
    while (c < b->ncell && INFINITECITY_A_OP(b->cell[c].a[0]) != INFINITECITY_OP_HOTEL) c++;
    assert_true(c < b->ncell);
    float x, y;
    infinitecity_board_cell_center(b, b->cell[c].x, b->cell[c].y, &x, &y);
    ui_camera_pan(&b->cam, b->city.x + b->city.w / 2 - x, b->city.y + b->city.h / 2 - y);
    const infinitecity_state *s = match_state(bt_m());
    assert_int_equal(s->tok[infinitecity_at(s, b->cell[c].x, b->cell[c].y)][0], 0);
    shot("/tmp/icb_hotel_1280.png");
    scene_clear();
}

/* "Toute la ville" drawn at the size of the other buttons' labels. */
static void test_french_fit_button(void **st)
{
    (void)st;
    i18n_set_language("fr");
    resume(2, my_turn, -1);
    icbs_frame();
    float px = 0, menu = 0;
    assert_true(icbs_drew("Toute la ville", &px));
    assert_true(icbs_drew("Menu", &menu));
    assert_true(px >= menu - 0.5f);
    shot("/tmp/icb_fr_fit_1280.png");
    scene_clear();
    i18n_set_language("en");
}

/* Only the board drawn (at the frame's scale, as the host would): the texts it drew. */
static int board_texts(const gfx_text_rec **rec)
{
    infinitecity_board_state *b = infinitecity_board_live();
    static infinitecity_state v;
    match_view(bt_m(), play_viewer(BT_P), &v);
    gfx_begin_frame(bt_w, bt_h, icbs_px());
    gfx_clear(GFX_HEX(0x000000));
    infinitecity_board.draw(b, b->area, &v, NULL, 1);
    gfx_end_frame();
    icbs_flush_trace();
    return gfx_text_traced(rec);
}

/* Whether the board draws a tile's power text now (its "N points" line). */
static bool board_shows_power_text(void)
{
    const gfx_text_rec *rec;
    int n = board_texts(&rec);
    for (int i = 0; i < n; i++)
        if (strstr(rec[i].text, "point")) return true;
    return false;
}

/* Only the board, drawn at the app's scale of a 640x360 window: its smallest text. */
static float board_min_px(const char **which)
{
    const gfx_text_rec *rec;
    int n = board_texts(&rec);
    float least = 1e9f;
    for (int i = 0; i < n; i++) {
        if (rec[i].px < least) least = rec[i].px, *which = rec[i].text;
        if (rec[i].px < 12 - 1e-3f)
            print_message("small: \"%s\" %.1f px\n", rec[i].text, rec[i].px);
        assert_null(strstr(rec[i].text, "1 points"));
        assert_null(strstr(rec[i].text, "1 tokens"));
        assert_null(strstr(rec[i].text, "1 tiles"));
    }
    assert_true(n > 0);
    return least;
}

static void assert_legible(const char *what)
{
    const char *which = "";
    float px = board_min_px(&which);
    if (px < 12 - 1e-3f) fail_msg("%s: \"%s\" drawn at %.1f px", what, which, px);
}

static void test_small_window_text(void **st)
{
    (void)st;
    resume(3, big_city, -1);
    icbs_window(640, 360);
    infinitecity_board_state *b = icbs_board();
    assert_legible("the city");
    gfx_rect r = b->hand_r[0]; /* a hand tile's text, shown by focus */
    (void)r;
    b->cursor = 0;
    b->show_cursor = true;
    b->hover_kind = b->hand_kind[0], b->hover_mute = false, b->press_time = 1;
    b->hover_x = b->hand_r[0].x, b->hover_y = b->hand_r[0].y;
    assert_legible("a hand tile's text");
    shot("/tmp/icb_small_640.png");
    for (int z = 0; z < 6; z++) { /* zoomed out and in */
        ui_camera_zoom_at(&b->cam, z < 3 ? 0.6f : 1.8f, b->city.x + b->city.w / 2,
                          b->city.y + b->city.h / 2);
        assert_legible("zoomed");
    }
    scene_clear();
    resume(3, last_round, -1);
    icbs_window(640, 360);
    assert_legible("the last round");
    scene_clear();
    resume(3, over_tie, -1);
    icbs_window(640, 360);
    wait_s(0.2);
    assert_legible("the end");
    shot("/tmp/icb_end_640.png");
    icbs_window(0, 0);
    scene_clear();
}

static bool in_view(const infinitecity_board_state *b, int tx, int ty)
{
    float x, y;
    infinitecity_board_cell_center(b, tx, ty, &x, &y);
    return x >= b->city.x && x <= b->city.x + b->city.w && y >= b->city.y &&
           y <= b->city.y + b->city.h;
}

/* The player's tiles are all in view when they fit with the last tile at a readable zoom
 * (*fits); the last tile always is. */
static bool own_tiles_in_view(const infinitecity_board_state *b, const infinitecity_state *s,
                              int seat, bool *fits)
{
    float x0 = s->tx[s->last], x1 = x0, y0 = s->ty[s->last], y1 = y0;
    for (int i = 0; i < s->hi; i++)
        if (s->kind[i] != INFINITECITY_NONE && s->tok[i][seat]) {
            x0 = fminf(x0, s->tx[i]), x1 = fmaxf(x1, s->tx[i]);
            y0 = fminf(y0, s->ty[i]), y1 = fmaxf(y1, s->ty[i]);
        }
    float z = 56 / icbs_px(); /* a readable tile: 56 px */
    *fits = (x1 - x0 + 2) * z + 16 <= b->city.w && (y1 - y0 + 2) * z + 16 <= b->city.h;
    if (!in_view(b, s->tx[s->last], s->ty[s->last])) return false;
    for (int i = 0; i < s->hi && *fits; i++)
        if (s->kind[i] != INFINITECITY_NONE && s->tok[i][seat] && !in_view(b, s->tx[i], s->ty[i]))
            return false;
    return true;
}

/* A big city: after each bot move, when the player's own tiles and the last tile fit at a
 * readable zoom, the player's tiles are all in view. */
static void test_camera_keeps_own_tiles(void **st)
{
    (void)st;
    settings_get()->bot_pace = PACE_FAST;
    resume(4, wide_city_close_tiles, -1);
    turn_by_keys();
    infinitecity_board_state *b = icbt_board();
    int checks = 0, moves = 0, logged = match_log_count(bt_m());
    for (int guard = 0; guard < 80000 && !match_is_over(bt_m()); guard++) {
        bt_step();
        if (match_turn(bt_m()).player == 0 && match_log_count(bt_m()) > logged + 3) break;
        if (match_log_count(bt_m()) == logged || infinitecity_board_live()->cam.moving) continue;
        logged = match_log_count(bt_m());
        b = icbt_board();
        const infinitecity_state *s = match_state(bt_m());
        if (s->last == INFINITECITY_NONE || s->kind[s->last] == INFINITECITY_NONE) continue;
        bool fits;
        bool ok = own_tiles_in_view(b, s, 0, &fits);
        checks += fits;
        moves++;
        if (!ok) {
            shot("/tmp/icb_camera_fail.png");
            fail_msg("after entry %d the player's tiles left the view", logged);
        }
    }
    print_message("%d moves, %d of them with the player's tiles and the last tile within a "
                  "readable view: all in view\n",
                  moves, checks);
    assert_true(checks > 0);
    shot("/tmp/icb_camera_1280.png");
    /* Fit city: every tile in view, the city filling the view along one side */
    gfx_rect f = b->fit.base.rect;
    bt_tap(f.x + f.w / 2, f.y + f.h / 2);
    for (int i = 0; i < 200 && infinitecity_board_live()->cam.moving; i++) bt_step();
    b = icbt_board();
    const infinitecity_state *s = match_state(bt_m());
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < s->hi; i++)
        if (s->kind[i] != INFINITECITY_NONE) {
            float x, y;
            infinitecity_board_cell_center(b, s->tx[i], s->ty[i], &x, &y);
            assert_true(x > b->city.x && x < b->city.x + b->city.w);
            assert_true(y > b->city.y && y < b->city.y + b->city.h);
            x0 = fminf(x0, x), y0 = fminf(y0, y), x1 = fmaxf(x1, x), y1 = fmaxf(y1, y);
        }
    float z = b->cam.zoom, fill = fmaxf((x1 - x0 + z) / b->city.w, (y1 - y0 + z) / b->city.h);
    print_message("Fit city: tiles of %.0f units fill %.0f%% of the view\n", z, fill * 100);
    assert_true(fill >= 0.85f);
    shot("/tmp/icb_fit_1280.png");
    scene_clear();
}

/* After the bot's turn, the cells it acted on (its tile placed, its token put) are marked. */
static void test_last_move_marked(void **st)
{
    (void)st;
    settings_get()->bot_pace = PACE_FAST;
    resume(2, my_turn, -1);
    turn_by_keys();
    for (int guard = 0; guard < 60000 && match_turn(bt_m()).player != 0; guard++) bt_step();
    for (int i = 0; i < 120 && scene_busy(); i++) bt_step();
    infinitecity_board_state *b = icbt_board();
    const match *m = bt_m();
    int n = match_log_count(m), last_seat = match_log_at(m, n - 1)->seat, marked = 0;
    assert_int_equal(last_seat, 1);
    for (int i = n - 1; i >= 0 && match_log_at(m, i)->seat == last_seat; i--) {
        game_action a = match_log_at(m, i)->action;
        int op = INFINITECITY_A_OP(a);
        if (op == INFINITECITY_OP_PLAY || op == INFINITECITY_OP_SEAT ||
            op == INFINITECITY_OP_DONE || op == INFINITECITY_OP_MOVE)
            continue;
        if (infinitecity_at(match_state(m), INFINITECITY_A_X(a), INFINITECITY_A_Y(a)) < 0) continue;
        bool found = false;
        for (int k = 0; k < b->nmark; k++)
            found |= b->mark_x[k] == INFINITECITY_A_X(a) && b->mark_y[k] == INFINITECITY_A_Y(a);
        assert_true(found);
        marked++;
    }
    assert_true(marked > 0);
    assert_int_equal(b->nmark, marked);
    shot("/tmp/icb_marker_1280.png");
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    G = game_find("infinitecity");
    gfx_text_trace(true);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_last_round_announced),
        cmocka_unit_test(test_end_reason_and_tie_break),
        cmocka_unit_test(test_hand_tile_described),
        cmocka_unit_test(test_text_leaves_with_the_turn),
        cmocka_unit_test(test_top_of_the_deck),
        cmocka_unit_test(test_lit_hotel),
        cmocka_unit_test(test_french_fit_button),
        cmocka_unit_test(test_small_window_text),
        cmocka_unit_test(test_camera_keeps_own_tiles),
        cmocka_unit_test(test_last_move_marked),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    gfx_text_trace(false);
    fixture_close();
    return rc;
}
