/* test_camera.c: the shared board camera (ui/ui_camera.h): the world stays under the hand when
 * panning and under the pointer when zooming, fit and follow show what they must and no more,
 * eased moves arrive and stop, and a press on empty space is a pan only once it moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <SDL.h>
#include <math.h>
#include "ui/ui_camera.h"

static const gfx_rect VIEW = {100, 50, 800, 600};

static void near(float a, float b, float eps, const char *what)
{
    if (fabsf(a - b) > eps) fail_msg("%s: %f, expected %f", what, (double)a, (double)b);
}

static in_event ev(in_kind k, float x, float y)
{
    return (in_event){.kind = k, .seat = 0, .x = x, .y = y};
}

static void test_screen_and_world_round_trip(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    float sx, sy, wx, wy;
    ui_camera_to_screen(&c, 0, 0, &sx, &sy);
    near(sx, 500, 1e-4f, "world origin at the view's centre x");
    near(sy, 350, 1e-4f, "world origin at the view's centre y");
    ui_camera_to_screen(&c, 2, -1, &sx, &sy);
    near(sx, 580, 1e-4f, "2 tiles right");
    near(sy, 310, 1e-4f, "1 tile up");
    ui_camera_to_world(&c, sx, sy, &wx, &wy);
    near(wx, 2, 1e-5f, "back x");
    near(wy, -1, 1e-5f, "back y");
    gfx_rect v = ui_camera_visible(&c);
    near(v.w, 20, 1e-4f, "800 units at 40 a tile show 20 tiles");
    near(v.x, -10, 1e-4f, "from -10");
}

static void test_zoom_keeps_the_point_under_the_pointer(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    float wx0, wy0, wx1, wy1;
    ui_camera_to_world(&c, 730, 120, &wx0, &wy0);
    ui_camera_zoom_at(&c, 1.5f, 730, 120);
    near(c.zoom, 60, 1e-4f, "zoomed");
    ui_camera_to_world(&c, 730, 120, &wx1, &wy1);
    near(wx1, wx0, 1e-4f, "same world x under the pointer");
    near(wy1, wy0, 1e-4f, "same world y under the pointer");
    for (int i = 0; i < 50; i++) ui_camera_zoom_at(&c, 2, 300, 300);
    near(c.zoom, 200, 1e-4f, "clamped to the max");
    for (int i = 0; i < 50; i++) ui_camera_zoom_at(&c, 0.5f, 300, 300);
    near(c.zoom, 5, 1e-4f, "clamped to the min");
}

static void test_pan_follows_the_hand_and_bounds_hold(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    float sx, sy;
    ui_camera_pan(&c, 80, -40);
    ui_camera_to_screen(&c, 0, 0, &sx, &sy);
    near(sx, 580, 1e-4f, "the world moved right with the hand");
    near(sy, 310, 1e-4f, "and up");
    ui_camera_set_bounds(&c, (gfx_rect){-5, -5, 10, 10});
    ui_camera_pan(&c, -10000, 0);
    near(c.cx, 5, 1e-4f, "the centre stops at the bounds");
}

static void test_fit_and_follow(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    gfx_rect city = {-30, -4, 40, 12};
    ui_camera_fit(&c, city, 20, false);
    gfx_rect r = ui_camera_rect_to_screen(&c, city);
    near(r.x, VIEW.x + 20, 1e-3f, "fit: left margin"); /* width limits: 760 / 40 = 19 a tile */
    near(r.w, VIEW.w - 40, 1e-3f, "fit: the width fills the view less the margins");
    assert_true(r.y > VIEW.y && r.y + r.h < VIEW.y + VIEW.h);
    assert_false(c.moving);

    /* follow: a tile already in view does not move the camera */
    ui_camera_init(&c, VIEW, 40, 5, 200);
    ui_camera_follow(&c, (gfx_rect){2, 2, 1, 1}, 40, false);
    near(c.cx, 0, 1e-5f, "in view: no move x");
    near(c.cy, 0, 1e-5f, "in view: no move y");
    /* a tile off to the right: the least move that shows it with the margin */
    ui_camera_follow(&c, (gfx_rect){30, 0, 1, 1}, 40, false);
    r = ui_camera_rect_to_screen(&c, (gfx_rect){30, 0, 1, 1});
    near(r.x + r.w, VIEW.x + VIEW.w - 40, 1e-3f, "its right edge a margin inside the view");
    near(c.zoom, 40, 1e-5f, "the zoom kept");
    /* something larger than the view: zoomed out to fit */
    ui_camera_follow(&c, (gfx_rect){-50, -50, 100, 10}, 0, false);
    assert_true(c.zoom <= 8.0f + 1e-4f);
}

static void test_eased_moves_arrive_and_stop(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    ui_camera_fit(&c, (gfx_rect){100, 100, 4, 4}, 0, true);
    assert_true(c.moving);
    near(c.cx, 0, 1e-5f, "an eased move starts where it was");
    int frames = 0;
    while (ui_camera_tick(&c, 1.0f / 60) && frames < 600) frames++;
    assert_true(frames > 5 && frames < 120); /* visible, and done within two seconds */
    near(c.cx, 102, 1e-4f, "arrived x");
    near(c.zoom, 150, 1e-3f, "arrived zoom (600 / 4)");
    assert_false(ui_camera_tick(&c, 1.0f / 60)); /* and then still: the loop may sleep */
}

static void test_events(void **st)
{
    (void)st;
    ui_camera c;
    ui_camera_init(&c, VIEW, 40, 5, 200);
    in_event z = ev(IN_ZOOM, 10, 10); /* outside the view */
    z.amount = 2;
    assert_false(ui_camera_event(&c, &z, true));
    z.x = 500;
    z.y = 350;
    assert_true(ui_camera_event(&c, &z, true));
    near(c.zoom, 80, 1e-4f, "wheel zoom");
    in_event k = ev(IN_KEY, 0, 0);
    k.key = SDLK_MINUS;
    assert_true(ui_camera_event(&c, &k, false));
    near(c.zoom, 64, 1e-3f, "minus key");

    /* a press on a tile is the board's; a click on empty space too */
    in_event p = ev(IN_PRESS, 400, 300);
    assert_false(ui_camera_event(&c, &p, false));
    assert_false(c.held);
    assert_false(ui_camera_event(&c, &p, true));
    in_event rel = ev(IN_RELEASE, 400, 300);
    assert_false(ui_camera_event(&c, &rel, true)); /* not moved: a click */

    /* a drag on empty space: within the slop nothing moves, then the world follows the hand */
    float cx0 = c.cx;
    assert_false(ui_camera_event(&c, &p, true));
    in_event m = ev(IN_MOVE, 403, 300);
    m.dx = 3;
    assert_true(ui_camera_event(&c, &m, true));
    near(c.cx, cx0, 1e-5f, "within the slop");
    m = ev(IN_MOVE, 464, 300);
    m.dx = 61;
    assert_true(ui_camera_event(&c, &m, true));
    near(c.cx, cx0 - 64.0f / c.zoom, 1e-4f, "the whole way from the press");
    assert_true(ui_camera_event(&c, &(in_event){.kind = IN_RELEASE, .x = 464, .y = 300}, true));
    assert_false(c.held);
    /* another seat's moves do not pan */
    in_event other = m;
    other.seat = 1;
    assert_false(ui_camera_event(&c, &other, true));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_screen_and_world_round_trip),
        cmocka_unit_test(test_zoom_keeps_the_point_under_the_pointer),
        cmocka_unit_test(test_pan_follows_the_hand_and_bounds_hold),
        cmocka_unit_test(test_fit_and_follow),
        cmocka_unit_test(test_eased_moves_arrive_and_stop),
        cmocka_unit_test(test_events),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
