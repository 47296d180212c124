/* test_infinitecity_chooser.c: the "which token?" chooser (a Stadium or a Bank next to a tile that
 * carries several players' tokens) through real input: a mouse press and its release as separate
 * SDL events, a finger tap, the keyboard (arrows and Enter) and a virtual gamepad (its cursor
 * steered with the stick, A pressed). The chooser opens inside the city's view, above the hand
 * tray when the tile sits at the bottom, and the choice becomes the action with that player.
 * Screenshots: /tmp/infinitecity_board_chooser_1280.png,
 * /tmp/infinitecity_board_chooser_bottom_1280.png and _640.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include "infinitecity_board_scenes.h"

static SDL_Joystick *joy;
static int joy_index = -1;

/* Seat 1 at a Stadium's or a Bank's choice with a tile offering two players or more. */
static bool chooser_wanted(const infinitecity_state *s)
{
    if (s->over || (s->step != INFINITECITY_ST_STADIUM && s->step != INFINITECITY_ST_BANK))
        return false;
    static game_action list[GAME_MAX_ACTIONS];
    int n = game_find("infinitecity")->legal_actions(s, 0, list, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (INFINITECITY_A_OP(list[i]) == INFINITECITY_A_OP(list[j]) &&
                INFINITECITY_A_OP(list[i]) != INFINITECITY_OP_DONE &&
                INFINITECITY_A_X(list[i]) == INFINITECITY_A_X(list[j]) &&
                INFINITECITY_A_Y(list[i]) == INFINITECITY_A_Y(list[j]))
                return true;
    return false;
}

static char *chooser_save(const char *device)
{
    char *json = icbs_find(4, 100, device, INFINITECITY_STADIUM, chooser_wanted);
    if (!json) json = icbs_find(4, 100, device, INFINITECITY_BANK, chooser_wanted);
    assert_non_null(json);
    return json;
}

static int menu_cell_of(const infinitecity_board_state *b)
{
    for (int c = 0; c < b->ncell; c++)
        if (b->cell[c].n >= 2) return c;
    fail_msg("no tile with several choices");
    return -1;
}

static bool inside(gfx_rect in, gfx_rect out)
{
    return in.x >= out.x - 0.5f && in.y >= out.y - 0.5f && in.x + in.w <= out.x + out.w + 0.5f &&
           in.y + in.h <= out.y + out.h + 0.5f;
}

/* The chooser is open at cell c, every choice inside the city's view (none under the tray). */
static void assert_menu_fits(const infinitecity_board_state *b, int c)
{
    assert_int_equal(b->menu_cell, c);
    for (int i = 0; i < b->cell[c].n; i++) {
        gfx_rect r = b->menu_btn[i].base.rect;
        if (!inside(r, b->city))
            fail_msg("choice %d at %.0f,%.0f %.0fx%.0f is outside the city %.0f,%.0f %.0fx%.0f", i,
                     r.x, r.y, r.w, r.h, b->city.x, b->city.y, b->city.w, b->city.h);
        assert_true(r.y + r.h <= b->strip.y);
    }
}

/* The action the last log entries ended with is a (the chooser's choice). */
static void assert_played(int before, game_action a)
{
    bt_step();
    assert_true(match_log_count(bt_m()) > before);
    assert_true(match_log_at(bt_m(), before)->action == a);
}

/* Cell c's centre on screen, brought into the middle of the view first (as a player pans). */
static void cell_center(infinitecity_board_state *b, int c, float *x, float *y)
{
    infinitecity_board_cell_center(b, b->cell[c].x, b->cell[c].y, x, y);
    ui_camera_pan(&b->cam, b->city.x + b->city.w / 2 - *x, b->city.y + b->city.h / 2 - *y);
    infinitecity_board_cell_center(b, b->cell[c].x, b->cell[c].y, x, y);
}

/* Mouse (or finger): a tap on the tile opens the chooser; a press on the second choice, a few
 * frames, then its release choose it. */
static void chooser_by_pointer(bool finger, const char *shot)
{
    bt_finger = finger;
    icbs_resume(chooser_save("mouse"), "chooser");
    infinitecity_board_state *b = icbt_board();
    assert_int_equal(b->seat, 0);
    int c = menu_cell_of(b), before = match_log_count(bt_m());
    float x, y;
    cell_center(b, c, &x, &y);
    bt_tap(x, y);
    b = icbt_board();
    assert_menu_fits(b, c);
    if (shot) assert_true(gfx_screenshot(shot));
    game_action want = b->cell[c].a[1];
    gfx_rect r = b->menu_btn[1].base.rect;
    bt_button(true, r.x + r.w / 2, r.y + r.h / 2);
    for (int i = 0; i < 3; i++) bt_step();
    b = icbt_board();
    assert_int_equal(b->menu_cell, c); /* the press alone keeps it open */
    assert_int_equal(match_log_count(bt_m()), before);
    bt_button(false, r.x + r.w / 2, r.y + r.h / 2);
    assert_played(before, want);
    bt_finger = 0;
    scene_clear();
}

static void test_chooser_mouse(void **state)
{
    (void)state;
    chooser_by_pointer(false, "/tmp/icb_chooser_1280.png");
}

static void test_chooser_finger(void **state)
{
    (void)state;
    chooser_by_pointer(true, NULL);
}

/* A press outside the open chooser closes it and clicks nothing under it. */
static void test_chooser_press_outside(void **state)
{
    (void)state;
    icbs_resume(chooser_save("mouse"), "chooser");
    infinitecity_board_state *b = icbt_board();
    int c = menu_cell_of(b), before = match_log_count(bt_m());
    float x, y;
    cell_center(b, c, &x, &y);
    bt_tap(x, y);
    b = icbt_board();
    assert_int_equal(b->menu_cell, c);
    ui_toast_clear();
    bt_tap(b->city.x + 6, b->city.y + 6); /* empty city */
    b = icbt_board();
    assert_int_equal(b->menu_cell, -1);
    assert_int_equal(match_log_count(bt_m()), before);
    assert_int_equal(ui_toast_count(), 0);
    scene_clear();
}

/* Keys: arrows to the tile, Enter opens the chooser, Down to the second choice, Enter. */
static void test_chooser_keys(void **state)
{
    (void)state;
    icbs_resume(chooser_save("mouse"), "chooser");
    infinitecity_board_state *b = icbt_board();
    int c = menu_cell_of(b), before = match_log_count(bt_m());
    int target = b->nhand + b->nbtn + c;
    print_message("the chooser's tile: %d arrow presses from the start\n", target + 1);
    icbt_key(SDLK_RIGHT);
    for (int i = 0; i < 200 && icbt_board()->cursor != target; i++) icbt_key(SDLK_RIGHT);
    b = icbt_board();
    assert_int_equal(b->cursor, target);
    icbt_key(SDLK_RETURN);
    b = icbt_board();
    assert_menu_fits(b, c);
    game_action want = b->cell[c].a[1];
    icbt_key(SDLK_DOWN);
    icbt_key(SDLK_RETURN);
    assert_played(before, want);
    scene_clear();
}

static void pad_a(void)
{
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 1);
    for (int i = 0; i < 3; i++) bt_step();
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 0);
    for (int i = 0; i < 3; i++) bt_step();
}

/* A gamepad: its cursor steered onto the tile, A; onto the second choice, A. */
static void test_chooser_pad(void **state)
{
    (void)state;
    if (!joy) {
        print_message("no virtual joystick: skipped\n");
        skip();
    }
    icbs_resume(chooser_save("pad"), "chooser_pad");
    infinitecity_board_state *b = icbt_board();
    assert_int_equal(b->seat, 0);
    int c = menu_cell_of(b), before = match_log_count(bt_m());
    float x, y;
    cell_center(b, c, &x, &y);
    assert_true(fixture_steer(joy, 0, x, y, bt_step) < 2.5f);
    pad_a();
    b = icbt_board();
    assert_menu_fits(b, c);
    game_action want = b->cell[c].a[1];
    gfx_rect r = b->menu_btn[1].base.rect;
    assert_true(fixture_steer(joy, 0, r.x + r.w / 2, r.y + r.h / 2, bt_step) < 2.5f);
    pad_a();
    assert_played(before, want);
    scene_clear();
}

/* The tile at the bottom of the view, right above the hand tray: the chooser opens above it,
 * inside the view (the app's own window at 1280x720 and 640x360). */
static void chooser_at_the_bottom(int w, int h, const char *shot)
{
    icbs_resume(chooser_save("mouse"), "chooser");
    icbs_window(w, h);
    infinitecity_board_state *b = icbs_board();
    int c = menu_cell_of(b), before = match_log_count(bt_m());
    float x, y;
    infinitecity_board_cell_center(b, b->cell[c].x, b->cell[c].y, &x, &y);
    /* pan with the camera so the tile's bottom edge touches the tray */
    ui_camera_pan(&b->cam, b->city.x + b->city.w / 2 - x,
                  b->city.y + b->city.h - b->cam.zoom * 0.55f - y);
    b = icbs_board();
    infinitecity_board_cell_center(b, b->cell[c].x, b->cell[c].y, &x, &y);
    icbs_tap(x, y);
    b = icbs_board();
    assert_menu_fits(b, c);
    assert_true(gfx_screenshot(shot));
    game_action want = b->cell[c].a[b->cell[c].n - 1];
    gfx_rect r = b->menu_btn[b->cell[c].n - 1].base.rect;
    icbs_tap(r.x + r.w / 2, r.y + r.h / 2);
    assert_played(before, want);
    icbs_window(0, 0);
    scene_clear();
}

static void test_chooser_at_the_bottom(void **state)
{
    (void)state;
    chooser_at_the_bottom(1280, 720, "/tmp/icb_chooser_bottom_1280.png");
    chooser_at_the_bottom(640, 360, "/tmp/icb_chooser_bottom_640.png");
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    fixture_enable_pads();
    joy = fixture_attach_pad(&joy_index, BT_DT);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chooser_mouse),         cmocka_unit_test(test_chooser_finger),
        cmocka_unit_test(test_chooser_press_outside), cmocka_unit_test(test_chooser_keys),
        cmocka_unit_test(test_chooser_pad),           cmocka_unit_test(test_chooser_at_the_bottom),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    if (joy) SDL_JoystickClose(joy);
    if (joy_index >= 0) SDL_JoystickDetachVirtual(joy_index);
    fixture_close();
    return rc;
}
