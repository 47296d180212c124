/* test_madcity_toast.c: the Park Ranger's toast never covers the round's title (play-through
 * FR-3: "Joueur 1 attrape l'arbre du garde forestier !" over "Manche 1"). A person fills their
 * city, then drags the tree onto it with the mouse (a press, moves and the release as separate
 * SDL events); the frame after the grab, toast shown, must draw the round's title exactly as the
 * frame before it did, at 1280x720 and at the smallest window, 640x360 (853x480 units). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <string.h>
#include "games/madcity/board/madcity_board_int.h"
#include "games/madcity/rules/madcity.h"
#include "match/match.h"
#include "play/play_int.h"

static int W, H;
static play *P;

static void frame(void)
{
    gfx_begin_frame(W, H, plat_frame_scale(W, H, 100));
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static void step(int n)
{
    for (int i = 0; i < n; i++) {
        fixture_step(1.0 / 120);
        if (i % 4 == 0) frame();
    }
}

/* A mouse event at (x, y) in logical units (the fixture's input takes points as units). */
static void mouse(Uint32 type, float x, float y)
{
    SDL_Event e;
    if (type == SDL_MOUSEMOTION) {
        SDL_zero(e);
        e.type = SDL_MOUSEMOTION;
        e.motion.x = (int)(x + 0.5f);
        e.motion.y = (int)(y + 0.5f);
    } else {
        e = fixture_mouse_button(SDL_BUTTON_LEFT, type == SDL_MOUSEBUTTONDOWN, x, y);
    }
    SDL_PushEvent(&e);
    step(3);
}

static SDL_Surface *shot(const char *path)
{
    frame();
    assert_true(gfx_screenshot(path));
    SDL_Surface *raw = IMG_Load(path),
                *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    assert_non_null(s);
    return s;
}

/* Pixels of r (units) that differ between a and b. */
static long differ(SDL_Surface *a, SDL_Surface *b, gfx_rect r)
{
    float k = plat_frame_scale(W, H, 100);
    long n = 0;
    for (int y = (int)(r.y * k); y < (int)((r.y + r.h) * k) && y < a->h; y++)
        for (int x = (int)(r.x * k); x < (int)((r.x + r.w) * k) && x < a->w; x++) {
            const uint8_t *p = (const uint8_t *)a->pixels + y * a->pitch + x * 4;
            const uint8_t *q = (const uint8_t *)b->pixels + y * b->pitch + x * 4;
            n += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 12;
        }
    return n;
}

static void grab_the_tree(int w, int h)
{
    W = w, H = h;
    const game_def *g = game_find("madcity");
    setup_result r = fixture_bots_setup("madcity", 20261201, 2, BOT_EASY); /* the tree: late */
    r.seats[0].bot = false;
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Joueur 1");
    char why[256] = "";
    scene *sc = play_new(&r, why, sizeof why);
    if (!sc) fail_msg("%s", why);
    scene_push(sc);
    P = (play *)sc;
    frame();
    const madcity_state *s = match_state(play_match(P));
    assert_true(play_submit(P, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why));
    for (int i = 0; i < 120 * 8 && (s->phase != MADCITY_PH_RACE || s->timer == MADCITY_RACE_TICKS);
         i++)
        step(1);
    assert_int_equal(s->phase, MADCITY_PH_RACE);
    /* the city filled through the host (the first legal placement each time) */
    for (int k = 0; k < 40 && madcity_filled(s, 0) < s->ncells; k++) {
        game_action a[GAME_MAX_ACTIONS];
        int n = g->legal_actions(s, 0, a, GAME_MAX_ACTIONS), i = 0;
        while (i < n && MADCITY_A_KIND(a[i]) != MADCITY_ACT_PLACE) i++;
        assert_true(i < n);
        assert_true(play_submit(P, 0, a[i], why, sizeof why));
        step(2);
    }
    assert_int_equal(madcity_filled(s, 0), s->ncells);
    assert_int_equal(s->tree, MADCITY_NONE);
    step(60);
    const madcity_board_state *b = P->b;
    gfx_rect title = {b->centre.x, b->centre.y, b->centre.w, 8 + UI_FONT_HEAD + 6};
    gfx_rect tree = b->tree_home, city = b->panel[0].grid;
    ui_toast_clear();
    SDL_Surface *before = shot("/tmp/test_madcity_toast_a.png");
    /* the tree dragged onto the full city with the mouse */
    float x0 = tree.x + tree.w * 0.5f, y0 = tree.y + tree.h * 0.5f;
    float x1 = city.x + city.w * 0.5f, y1 = city.y + city.h * 0.5f;
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    for (int i = 1; i <= 8; i++)
        mouse(SDL_MOUSEMOTION, x0 + (x1 - x0) * (float)i / 8, y0 + (y1 - y0) * (float)i / 8);
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    step(30); /* the toast faded in */
    assert_int_equal(s->tree, 0);
    assert_int_equal(ui_toast_count(), 1);
    SDL_Surface *after = shot("/tmp/test_madcity_toast_b.png");
    long covered = differ(before, after, title);
    print_message("%dx%d: the title \"Round %d\" at %.0f,%.0f %.0fx%.0f, %ld pixels changed\n", w,
                  h, s->round, title.x, title.y, title.w, title.h, covered);
    if (covered > 0) fail_msg("%dx%d: the tree's toast covers the round's title", w, h);
    SDL_FreeSurface(before);
    SDL_FreeSurface(after);
    ui_toast_clear();
    scene_clear();
}

static void test_toast_clear_of_the_title(void **st)
{
    (void)st;
    grab_the_tree(1280, 720);
    grab_the_tree(640, 360);
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    settings_get()->bot_pace = PACE_FAST;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_toast_clear_of_the_title)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
