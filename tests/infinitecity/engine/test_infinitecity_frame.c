/* test_infinitecity_frame.c: the cost of a frame of a full Infinite City (all 120 tiles, 90
 * tokens of six players) at 1920x1080 while the camera pans and zooms every frame, on a real
 * (hidden) GL window: the tiles come from the board's atlas (one texture), so a frame is a
 * handful of draw calls and rasterises no art. Checks the draw calls (few, and no new SVG
 * raster once the atlas is made); prints the frame's CPU (this process, llvmpipe's threads
 * included, glFinish waited for) as p50 / p95, which the report quotes. Timings are not
 * asserted: the machine is shared. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <SDL.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cjson/cJSON.h>
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "ui/ui.h"

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"
enum { W = 1920, H = 1080, FRAMES = 240 };

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* 120 tiles in an 11 x 11 block less a corner, every kind as often as the box holds it; the
 * first 90 face up with one token each (six players, 15 tokens each), the rest face down. */
static void full_city(infinitecity_state *s)
{
    char *buf = malloc(64 * 1024);
    assert_non_null(buf);
    int n = snprintf(buf, 64 * 1024,
                     "{\"game\":\"infinitecity\",\"players\":6,\"over\":true,"
                     "\"tiles\":[");
    int t = 0;
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < infinitecity_kinds[k].count; c++, t++) {
            int x = t % 11 - 5, y = t / 11 - 5;
            if (t < 90)
                n += snprintf(buf + n, (size_t)(64 * 1024 - n),
                              "%s{\"at\":[%d,%d],\"kind\":\"%s\",\"tokens\":[%d]}", t ? "," : "", x,
                              y, infinitecity_kinds[k].key, t % 6 + 1);
            else
                n += snprintf(buf + n, (size_t)(64 * 1024 - n),
                              ",{\"at\":[%d,%d],\"kind\":\"%s\",\"up\":false}", x, y,
                              infinitecity_kinds[k].key);
        }
    snprintf(buf + n, (size_t)(64 * 1024 - n), "]}");
    cJSON *j = cJSON_Parse(buf);
    assert_non_null(j);
    char why[256] = "";
    if (!infinitecity_load_position(s, j, why, sizeof why)) fail_msg("position: %s", why);
    cJSON_Delete(j);
    free(buf);
    assert_int_equal(s->ncity, INFINITECITY_TILES);
}

static void test_frame_120(void **state)
{
    (void)state;
    static infinitecity_state s;
    full_city(&s);
    float sc = (float)H / 720.0f, lw = (float)W / sc;
    ui_camera cam;
    ui_camera_init(&cam, (gfx_rect){0, 94, lw - 256, 720 - 94 - 144}, 40, 14, 200);
    ui_camera_fit(&cam, (gfx_rect){-6, -6, 12, 12}, 8, false);
    double ms[FRAMES];
    int calls = 0, max_calls = 0;
    for (int f = -10; f < FRAMES; f++) { /* 10 frames to make the atlas and the glyphs */
        double t0 = cpu_now();
        gfx_begin_frame(W, H, sc);
        gfx_clear(UI_COL_BG);
        infinitecity_board_draw_city_cam(&s, &cam);
        gfx_end_frame();
        glFinish();
        plat_swap();
        double dt = cpu_now() - t0;
        calls = gfx_draw_calls();
        if (f >= 0) {
            ms[f] = dt;
            if (calls > max_calls) max_calls = calls;
        }
        /* pan a little and zoom in and out about the pointer, as a hand would */
        ui_camera_pan(&cam, (f / 60) % 2 ? -6.0f : 6.0f, 2.0f);
        ui_camera_zoom_at(&cam, (f / 40) % 2 ? 1.02f : 0.98f, 600, 400);
    }
    qsort(ms, FRAMES, sizeof ms[0], cmp_d);
    print_message("120 tiles at %dx%d, panning and zooming: frame CPU p50 %.2f ms, p95 %.2f ms, "
                  "max %.2f ms; draw calls up to %d\n",
                  W, H, ms[FRAMES / 2], ms[FRAMES * 95 / 100], ms[FRAMES - 1], max_calls);
    assert_true(max_calls <= 12);
}

int main(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    if (!plat_init(
            &(plat_desc){.title = "CityBox test", .width = W, .height = H, .hidden = true})) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    char shaders[1200];
    snprintf(shaders, sizeof shaders, "%s/shaders", CITYBOX_SOURCE_DIR);
    if (!gfx_init(&(gfx_desc){.shader_dir = shaders,
                              .data_dir = CITYBOX_SOURCE_DIR,
                              .font_regular = FONT_DIR "DejaVuSans.ttf",
                              .font_bold = FONT_DIR "DejaVuSans-Bold.ttf"})) {
        printf("no renderer here: skipped\n");
        return 0;
    }
    ui_init();
    settings_defaults(settings_get());
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_frame_120)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    infinitecity_board_atlas_free();
    ui_shutdown();
    gfx_shutdown();
    plat_shutdown();
    return rc;
}
