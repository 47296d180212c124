/* test_madcity_gamepad.c: a gamepad seat places a tile on the Mad City race screen. SDL's
 * virtual joystick (SDL_JoystickAttachVirtualEx) stands in for a pad; the play host binds it to
 * seat 0 as the setup screen would (Alice on the pad, Bob on the mouse, two bots), and the
 * test steers the pad's on-screen cursor with the left stick onto a tray tile, holds A, steers
 * onto the city's A1 cell and lets go: the match log must hold Alice's "place ... A1". Every SDL
 * event goes through in_translate and the scene stack, as the app's loop does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "games/madcity/rules/madcity.h"
#include "match/match.h"
#include "games/madcity/board/madcity_board_int.h"
#include "play/play.h"
#include "scenes/scenes.h"

static SDL_Joystick *joy;

static void frame(void)
{
    fixture_frame(1280, 720);
}

/* One loop step: SDL events (the pad's) through the input layer, cursors, scenes. */
static void step(void)
{
    fixture_step(1.0 / 120);
}

static void steps(int n)
{
    for (int i = 0; i < n; i++) step();
}

/* Steers seat 0's cursor to (x, y) with the left stick. */
static void steer(float x, float y)
{
    if (fixture_steer(joy, 0, x, y, step) >= 12) {
        in_cursor c = in_seat_cursor(0);
        fail_msg("cursor at %.0f,%.0f, not %.0f,%.0f", c.x, c.y, x, y);
    }
}

static void button_a(bool down)
{
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, down ? 1 : 0);
    steps(3);
}

static int count_places(const match *m, int seat, const char *cell)
{
    int n = 0;
    for (int i = 0; i < match_log_count(m); i++) {
        const match_entry *e = match_log_at(m, i);
        if (e->seat == seat && strncmp(e->text, "place ", 6) == 0 && strstr(e->text, cell)) n++;
    }
    return n;
}

static void test_gamepad_places_a_tile(void **st)
{
    (void)st;
    int index;
    joy = fixture_attach_pad(&index, 1.0 / 120);
    if (!joy) {
        print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
        skip();
    }
    assert_true(SDL_IsGameController(index));
    assert_int_equal(in_gamepad_count(), 1);

    const game_def *g = game_find("madcity");
    setup_result r = {.seed = 20261121};
    snprintf(r.game_id, sizeof r.game_id, "madcity");
    game_params_default(g, &r.params, 4);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David"};
    for (int i = 0; i < 4; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i >= 2;
        r.seats[i].bot_level = 1;
        r.seats[i].device = i == 0 ? IN_DEV_GAMEPAD : IN_DEV_MOUSE;
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    assert_non_null(s);
    scene_push(s);
    play *p = (play *)s;
    frame();
    assert_true(in_seat_cursor(0).visible);
    /* everybody ready (the humans through the host), then the 3-2-1 */
    for (int i = 0; i < 2; i++)
        assert_true(play_submit(p, i, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why));
    const madcity_state *ms = match_state(play_match(p));
    for (int i = 0;
         i < 120 * 8 && (ms->phase != MADCITY_PH_RACE || ms->timer == MADCITY_RACE_TICKS); i++)
        step();
    assert_int_equal(ms->phase, MADCITY_PH_RACE);
    frame();
    /* 1280x720, 4 seats: Alice's tray slot 0 at (323, 149), her A1 at (63, 159) */
    steer(323, 149);
    button_a(true);
    steer(63, 159);
    button_a(false);
    steps(4);
    frame();
    assert_int_equal(count_places(play_match(p), 0, " A1 "), 1);
    assert_true(ms->grid[0][0].tile < MADCITY_TILES);
    assert_true(madcity_board_sheets_live() >
                0); /* the resting tiles were drawn from tile sheets */
    scene_clear();
    assert_int_equal(madcity_board_sheets_live(), 0); /* the board freed them when it closed */
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
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_gamepad_places_a_tile)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
