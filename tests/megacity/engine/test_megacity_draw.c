/* test_megacity_draw.c: MegaCity's pieces drawn on a hidden GL window (megacity_board_paint.h): a
 * platform with its ports, a tower with the ruler, the element icons, and the city of
 * tests/megacity/data/draw_city.json with its towers standing on their hexes. PNGs go to
 * CITYBOX_RENDER_SHOTS (default /tmp) for a human to look at; a few pixels are checked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <cJSON.h>
#include <epoxy/gl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "fixture.h"
#include "games/megacity/board/megacity_board_paint.h"
#include "megacity_fixture.h"
#include "ui/theme.h"

enum { W = 1280, H = 720 };

typedef struct px {
    int r, g, b;
} px;

static px read_px(float x, float y)
{
    uint8_t p[4];
    glReadPixels((int)x, H - 1 - (int)y, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, p);
    return (px){p[0], p[1], p[2]};
}

static int px_dist(px a, px b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

static void shot(const char *name)
{
    const char *dir = getenv("CITYBOX_RENDER_SHOTS");
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : "/tmp", name);
    assert_true(gfx_screenshot(path));
}

static void begin(void)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(UI_COL_BG);
}

static void load_city(megacity_state *s)
{
    cJSON *json = mgbt_read_json("draw_city.json");
    char why[256] = "";
    bool ok = megacity_game.load_position(s, json, why, sizeof why);
    cJSON_Delete(json);
    if (!ok) fprintf(stderr, "load_position: %s\n", why);
    assert_true(ok);
}

static const gfx_rect CITY = {40, 20, 1200, 680};

/* Every cell's centre maps back to the cell, and so does every point 0.8 radius from it. */
static void test_cell_round_trip(void **state)
{
    (void)state;
    const megacity_board_paint_city_cam cams[] = {
        {1, 0, 0}, {0, 0, 0}, {2.5f, 130, -70}, {0.6f, -40, 25}, {4, -300, 200}};
    for (size_t k = 0; k < sizeof cams / sizeof cams[0]; k++)
        for (int c = 0; c < MEGACITY_CELLS; c++) {
            float x, y, r;
            megacity_board_paint_cell_centre(CITY, cams[k], c, &x, &y, &r);
            assert_true(r > 0);
            assert_int_equal(megacity_board_paint_cell_at(CITY, cams[k], x, y), c);
            for (int d = 0; d < 6; d++) {
                float a = (float)d * 1.0472f;
                assert_int_equal(megacity_board_paint_cell_at(
                                     CITY, cams[k], x + cosf(a) * 0.8f * r,
                                     y + sinf(a) * 0.8f * r * MEGACITY_BOARD_PAINT_CITY_TILT),
                                 c);
            }
        }
    float x, y, r;
    megacity_board_paint_cell_centre(CITY, cams[0], MEGACITY_CENTRE, &x, &y, &r);
    assert_int_equal(megacity_board_paint_cell_at(CITY, cams[0], x + 9 * r, y), -1);
    assert_int_equal(megacity_board_paint_cell_at(CITY, cams[0], x, y - 7 * r), -1);
}

/* Glass and steel and concrete look different; the count badge shows. */
static void test_materials_differ(void **state)
{
    (void)state;
    begin();
    for (int m = 0; m < MEGACITY_MATERIALS; m++)
        megacity_board_paint_element_icon(megacity_kind_of(MEGACITY_CUBE, (megacity_material)m),
                                          (gfx_rect){100 + 140.0f * m, 100, 120, 120}, m + 1);
    for (int k = 0; k < MEGACITY_KINDS; k++)
        megacity_board_paint_element_icon(
            k, (gfx_rect){20 + 60.0f * (k % 20), 300 + 70.0f * (k / 20), 56, 56}, 1);
    megacity_physics_pose p = {0, 0, 0.3};
    megacity_board_paint_frame f = {200, 600, 2500};
    megacity_board_paint_element(f, megacity_kind_of(MEGACITY_ARCH, MEGACITY_STEEL), p,
                                 MEGACITY_BOARD_PAINT_HELD);
    f.ox = 420;
    megacity_board_paint_element(f, megacity_kind_of(MEGACITY_WINDOW, MEGACITY_GLASS), p,
                                 MEGACITY_BOARD_PAINT_BAD);
    f.ox = 640;
    megacity_board_paint_element(f, megacity_kind_of(MEGACITY_SMALL_ARCH, MEGACITY_CONCRETE), p,
                                 MEGACITY_BOARD_PAINT_GHOST);
    gfx_end_frame();
    shot("megacity_draw_elements.png");
    px steel = read_px(160, 165), concrete = read_px(300, 165), glass = read_px(440, 165);
    printf("steel %d %d %d concrete %d %d %d glass %d %d %d\n", steel.r, steel.g, steel.b,
           concrete.r, concrete.g, concrete.b, glass.r, glass.g, glass.b);
    assert_true(px_dist(steel, glass) > 60);
    assert_true(px_dist(steel, concrete) > 40);
    assert_true(glass.b > glass.r + 40);  /* cyan */
    assert_true(steel.b > steel.r);       /* cool grey */
    assert_true(concrete.r > concrete.b); /* warm grey */
}

/* A platform whose first port is covered: that socket lit, the others dark; the ruler. */
static void test_platform_ports(void **state)
{
    (void)state;
    megacity_plat pl;
    memset(&pl, 0, sizeof pl);
    const megacity_platform_side *sd = &megacity_platforms[1].side[0];
    pl.n = 3;
    pl.el[0] = (megacity_el){(uint8_t)megacity_kind_of(MEGACITY_CUBE, MEGACITY_CONCRETE), 0,
                             (int16_t)lround(sd->port_x[0] / MEGACITY_UNIT_M), 100, 0};
    pl.el[1] = (megacity_el){(uint8_t)megacity_kind_of(MEGACITY_POST, MEGACITY_STEEL), 0,
                             (int16_t)lround(sd->port_x[0] / MEGACITY_UNIT_M), 450, 0};
    pl.el[2] = (megacity_el){(uint8_t)megacity_kind_of(MEGACITY_ROOF, MEGACITY_GLASS), 0,
                             (int16_t)lround(sd->port_x[0] / MEGACITY_UNIT_M), 800, 0};
    megacity_board_paint_frame f = {560, 560, 5000};
    begin();
    megacity_board_paint_tower(f, &pl, 2, true);
    megacity_board_paint_ruler(f, 940, 100, megacity_tower_floors(&pl), 60);
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        int id = 0;
        for (int i = 0; i < MEGACITY_PLATFORMS && !id; i++)
            if (megacity_platforms[i].side[0].type == (megacity_type)t) id = i + 1;
        megacity_board_paint_platform((megacity_board_paint_frame){180 + 300.0f * t, 680, 2000}, id,
                                      0, 0, true, NULL);
    }
    gfx_end_frame();
    shot("megacity_draw_platform.png");
    float ty = f.oy + 2; /* just under the platform top */
    px lit = read_px(f.ox + (float)(sd->port_x[0] * f.ppm), ty);
    px dark = read_px(f.ox + (float)(sd->port_x[2] * f.ppm), ty);
    assert_true(lit.g > dark.g + 60);
    /* the four type colours are far apart */
    for (int a = 0; a < MEGACITY_TYPES; a++)
        for (int b = a + 1; b < MEGACITY_TYPES; b++) {
            gfx_color ca = megacity_board_paint_type_color(a),
                      cb = megacity_board_paint_type_color(b);
            px pa = {ca.r, ca.g, ca.b}, pb = {cb.r, cb.g, cb.b};
            assert_true(px_dist(pa, pb) > 120);
        }
}

/* The city: the tallest tower rises above its hex; few draw calls. */
static void test_city(void **state)
{
    (void)state;
    static megacity_state s;
    load_city(&s);
    assert_int_equal(s.tallest, 3);
    const megacity_board_paint_city_cam cam = {1, 0, 0};
    float x, y, r;
    int cell = s.plat[2].cell;
    megacity_board_paint_cell_centre(CITY, cam, cell, &x, &y, &r);
    uint64_t marks = (1ull << megacity_cell_index(2, 0)) | (1ull << megacity_cell_index(-2, 2));
    begin();
    megacity_board_paint_city(&s, CITY, cam, NULL, marks, megacity_cell_index(0, 2));
    gfx_end_frame();
    int calls = gfx_draw_calls();
    shot("megacity_draw_city.png");
    px with[40];
    for (int i = 0; i < 40; i++) with[i] = read_px(x, y - r * 1.05f - (float)i);
    static megacity_state bare;
    bare = s;
    bare.plat[2].n = 0;
    begin();
    megacity_board_paint_city(&bare, CITY, cam, NULL, 0, -1);
    gfx_end_frame();
    int changed = 0;
    for (int i = 0; i < 40; i++) changed += px_dist(with[i], read_px(x, y - r * 1.05f - i)) > 30;
    assert_true(changed > 20); /* the tower stands above the hex's top corner */
    assert_true(calls <= 12);
    /* zoomed in on the tall tower and panned */
    megacity_board_paint_city_cam zc = {2.6f, 0, 0};
    float zx, zy;
    megacity_board_paint_cell_centre(CITY, zc, cell, &zx, &zy, NULL);
    zc.pan_x = CITY.x + CITY.w / 2 - zx;
    zc.pan_y = CITY.y + CITY.h * 0.75f - zy;
    begin();
    megacity_board_paint_city(&s, CITY, zc, NULL, 0, -1);
    gfx_end_frame();
    shot("megacity_draw_city_zoom.png");
    printf("city draw calls: %d\n", calls);
}

/* The rules page's figures load and draw (SDL_image's SVG reader, as in the rules viewer). */
static void test_rules_figures(void **state)
{
    (void)state;
    static const char *const names[] = {"courtyard", "no_overhang", "on_vent",
                                        "high_arch", "low_arch",    "ports_vent"};
    gfx_set_async_art(false);
    begin();
    gfx_fill_rect((gfx_rect){0, 0, W, H}, UI_COL_PANEL);
    for (int i = 0; i < 6; i++) {
        char path[128];
        snprintf(path, sizeof path, "data/rules/megacity/figures/%s.svg", names[i]);
        gfx_svg(path, (gfx_rect){10 + 630.0f * (i % 2), 10 + 235.0f * (i / 2), 620, 225},
                GFX_HEX(0xFFFFFF));
    }
    gfx_end_frame();
    shot("megacity_rules_figures.png");
    /* the platform slab of the first figure: the public type's blue */
    px slab = read_px(10 + 620 * 160.0f / 640, 10 + 225 * 205.0f / 246);
    assert_true(slab.b > slab.r + 60);
}

static int setup(void **state)
{
    (void)state;
    return fixture_open();
}

static int teardown(void **state)
{
    (void)state;
    return fixture_close();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cell_round_trip), cmocka_unit_test(test_materials_differ),
        cmocka_unit_test(test_platform_ports),  cmocka_unit_test(test_city),
        cmocka_unit_test(test_rules_figures),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
