/* test_rules_figures.c: pictures in the rules pages. Image lines `![caption](figures/...)` are
 * recognised, every figure any page in data/rules names exists and loads (SVGs with a size,
 * positions through their game's load_position and a board that paints them), and Mad City's
 * page draws its worked examples in English and French, scrolled through, at several sizes.
 * Screenshots for a human: CITYBOX_FIGURE_SHOTS=dir (default /tmp). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <dirent.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/fsutil.h"
#include "core/i18n.h"
#include "games/registry.h"
#include "play/play.h"
#include "scenes/scenes.h"

static int fb_w = 1280, fb_h = 720;
static float fb_scale = 1;

static void frame(void)
{
    gfx_begin_frame(fb_w, fb_h, fb_scale);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    gfx_end_frame();
}

static void nav(int key)
{
    in_event e = {.kind = IN_NAV, .seat = IN_SEAT_ANY, .key = key};
    scene_dispatch(&e);
}

static bool widget(const char *id, gfx_rect *r)
{
    return scenes_widget_rect(scene_top(), id, r);
}

static const char *shots_dir(void)
{
    const char *d = getenv("CITYBOX_FIGURE_SHOTS");
    return d && *d ? d : "/tmp";
}

/* Image lines written in a page, counted in its text: `](figures/` at the start of a line. */
static int image_lines(const char *text)
{
    int n = 0;
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        while (*p == ' ' || *p == '\t') p++;
        if (p[0] == '!' && p[1] == '[') {
            const char *eol = strchr(p, '\n');
            const char *m = strstr(p, "](figures/");
            n += m && (!eol || m < eol);
        }
    }
    return n;
}

static int setup(void **state)
{
    (void)state;
    if (fixture_open() != 0) return -1;
    scenes_set_hooks(&(scene_hooks){.figure_painter = play_figure_painter}); /* as the app */
    frame();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return fixture_close();
}

/* ---- parsing --------------------------------------------------------------------------------- */
static void test_image_lines_are_figures(void **state)
{
    (void)state;
    scenes_doc *d = scenes_doc_new();
    scenes_doc_set(d, "# Page\n\nText before.\n"
                      "![A loop of 6.](figures/madcity/road_loop.json#road)\n"
                      "  ![Indented, still a figure](figures/madcity/road_five.json)  \n"
                      "![No such file](figures/madcity/nope.json)\n"
                      "![Unknown game](figures/nogame/x.json)\n"
                      "![Outside the folder](../madcity.en.md)\n"
                      "A sentence with ![an image](figures/madcity/road_loop.json) in it.\n"
                      "![not closed](figures/madcity/road_loop.json\n");
    bool ok[8] = {false};
    int n = scenes_doc_figures(d, ok, 8);
    assert_int_equal(n, 5); /* the image in a sentence and the unclosed one are text */
    assert_true(ok[0]);
    assert_true(ok[1]);
    assert_false(ok[2]);
    assert_false(ok[3]);
    assert_false(ok[4]);
    /* drawn at a few widths, the missing ones as placeholders; rects follow the layout */
    gfx_rect r0, r1;
    for (float w = 240; w <= 1000; w += 380) {
        gfx_begin_frame(1280, 720, 1);
        scenes_doc_draw(d, (gfx_rect){10, 10, w, 600});
        gfx_end_frame();
        assert_true(scenes_doc_figure_rect(d, 0, &r0));
        assert_true(scenes_doc_figure_rect(d, 1, &r1));
        assert_true(r0.w > 0 && r0.h > 0 && r0.w <= w);
        assert_true(r1.y >= r0.y + r0.h); /* the caption sits between them */
    }
    assert_false(scenes_doc_figure_rect(d, 5, &r0));
    scenes_doc_set(d, "no figures here\n");
    assert_int_equal(scenes_doc_figures(d, ok, 8), 0);
    scenes_doc_free(d);
}

/* Every figure that any rules page names exists and loads (pages other helpers add too). */
static void test_every_page_figure_exists(void **state)
{
    (void)state;
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/data/rules", CITYBOX_SOURCE_DIR);
    DIR *dh = opendir(dir);
    assert_non_null(dh);
    struct dirent *e;
    int pages = 0, figures = 0, madcity = 0;
    while ((e = readdir(dh))) { /* data/rules/<game>/<lang>.md */
        if (e->d_name[0] == '.' || strchr(e->d_name, '.')) continue;
        for (int l = 0; l < 2; l++) {
            char path[1500], name[300];
            snprintf(name, sizeof name, "%s/%s.md", e->d_name, l ? "fr" : "en");
            snprintf(path, sizeof path, "%s/%s", dir, name);
            char *text = fs_read_all(path, NULL);
            if (!text) fail_msg("%s: no page", name);
            scenes_doc *d = scenes_doc_new();
            scenes_doc_set(d, text);
            bool ok[64] = {false};
            int k = scenes_doc_figures(d, ok, 64);
            if (k != image_lines(text))
                fail_msg("%s: %d image lines, %d figures recognised", name, image_lines(text), k);
            for (int i = 0; i < k && i < 64; i++)
                if (!ok[i]) fail_msg("%s: figure %d is missing or does not load", name, i + 1);
            if (strcmp(e->d_name, "madcity") == 0) {
                assert_int_equal(k, 4); /* zones, two roads, the Park Ranger */
                madcity++;
            }
            printf("  %s: %d figure(s)\n", name, k);
            figures += k;
            pages++;
            scenes_doc_free(d);
            free(text);
        }
    }
    closedir(dh);
    assert_true(pages >= 6);
    assert_int_equal(madcity, 2);
    printf("  %d pages, %d figures, all present\n", pages, figures);
}

/* ---- Mad City's page ------------------------------------------------------------------------- */
/* Scrolls down until figure i is wholly on the page; false if it never gets there. */
static bool scroll_to(int i, gfx_rect *out)
{
    gfx_rect page;
    assert_true(widget("page", &page));
    for (int step = 0; step < 200; step++) {
        frame();
        char id[24];
        snprintf(id, sizeof id, "figure%d", i);
        if (!widget(id, out)) return false;
        if (out->y >= page.y && out->y + out->h <= page.y + page.h) return true;
        nav(IN_NAV_DOWN);
    }
    return false;
}

/* The figure's middle is drawn (the city's dark lot or tiles), not the cream page. */
static void assert_drawn(gfx_rect r)
{
    float s = gfx_scale(); /* real pixels per logical unit */
    int x = (int)((r.x + r.w * 0.5f) * s), y = (int)((r.y + r.h * 0.4f) * s);
    uint8_t p[4];
    glReadPixels(x, fb_h - 1 - y, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, p);
    bool cream = p[0] > 235 && p[1] > 225 && p[2] > 205;
    if (cream) fail_msg("figure at %.0f,%.0f looks empty (%d %d %d)", r.x, r.y, p[0], p[1], p[2]);
}

static void test_madcity_page(void **state)
{
    (void)state;
    const char *langs[2] = {"en", "fr"};
    char path[600];
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        fb_w = 1280, fb_h = 720, fb_scale = 1;
        scene_push(scene_rules_new("madcity"));
        frame();
        gfx_rect r;
        assert_false(widget("missing", &r));
        snprintf(path, sizeof path, "%s/rules_madcity_%s_top.png", shots_dir(), langs[l]);
        assert_true(gfx_screenshot(path));
        for (int i = 0; i < 4; i++) {
            if (!scroll_to(i, &r)) fail_msg("%s: figure %d never fully on screen", langs[l], i);
            assert_drawn(r);
            snprintf(path, sizeof path, "%s/rules_madcity_%s_fig%d.png", shots_dir(), langs[l], i);
            assert_true(gfx_screenshot(path));
        }
        assert_false(widget("figure4", &r));
        /* on to the end and back to the top */
        for (int i = 0; i < 40; i++) nav(IN_NAV_DOWN), frame();
        in_event home = {.kind = IN_KEY, .seat = IN_SEAT_ANY, .key = SDLK_HOME};
        scene_dispatch(&home);
        frame();
        assert_true(widget("figure0", &r));
        gfx_rect page;
        assert_true(widget("page", &page));
        assert_true(r.y > page.y + page.h * 0.5f); /* the first figure is below the fold again */
        scene_clear();
    }
    i18n_set_language("en");
}

/* Small windows, 200 % and 4K: figures keep inside the page and drawing does not crash. */
static void test_madcity_page_sizes(void **state)
{
    (void)state;
    const int sizes[][2] = {{640, 360}, {800, 600}, {1280, 720}, {3840, 2160}};
    const float scales[] = {640.0f / 1280, 800.0f / 1280 * 1.2f, 2, 3};
    for (int k = 0; k < 4; k++) {
        fb_w = sizes[k][0], fb_h = sizes[k][1], fb_scale = scales[k];
        scene_push(scene_rules_new("madcity"));
        gfx_rect page, r;
        frame();
        assert_true(widget("page", &page));
        for (int i = 0; i < 4; i++) {
            assert_true(scroll_to(i, &r));
            assert_true(r.x >= page.x && r.x + r.w <= page.x + page.w + 0.5f);
        }
        Uint64 t0 = SDL_GetPerformanceCounter();
        for (int i = 0; i < 5; i++) frame();
        double ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                    (double)SDL_GetPerformanceFrequency() / 5;
        printf("  %dx%d at %.2f: %.1f ms a frame with a figure on screen\n", fb_w, fb_h,
               (double)fb_scale, ms);
        if (k == 2) { /* the hidden window is 1280x720: larger frames are not all read back */
            char path[600];
            snprintf(path, sizeof path, "%s/rules_madcity_200pc.png", shots_dir());
            assert_true(gfx_screenshot(path));
        }
        scene_clear();
    }
    fb_w = 1280, fb_h = 720, fb_scale = 1;
}

/* Every game's page with figures, in both languages: each figure scrolls fully into view and
 * draws; the first one of each page is saved for a human (SVG figures included). */
static void test_every_page_scrolls_to_its_figures(void **state)
{
    (void)state;
    const char *langs[2] = {"en", "fr"};
    for (int g = 0; g < game_catalogue_count(); g++) {
        const char *id = game_catalogue_at(g)->id;
        for (int l = 0; l < 2; l++) {
            char path[1200];
            snprintf(path, sizeof path, "%s/data/rules/%s.%s.md", CITYBOX_SOURCE_DIR, id, langs[l]);
            char *text = fs_read_all(path, NULL);
            int n = text ? image_lines(text) : 0;
            free(text);
            if (n == 0) continue;
            i18n_set_language(langs[l]);
            scene_push(scene_rules_new(id));
            gfx_rect r;
            for (int i = 0; i < n; i++) {
                if (!scroll_to(i, &r)) fail_msg("%s.%s: figure %d not on screen", id, langs[l], i);
                if (i > 0) continue;
                snprintf(path, sizeof path, "%s/rules_%s_%s_first_figure.png", shots_dir(), id,
                         langs[l]);
                assert_true(gfx_screenshot(path));
            }
            scene_clear();
        }
    }
    i18n_set_language("en");
}

/* Mad City's board paints positions. */
static void test_madcity_painter(void **state)
{
    (void)state;
    const board_vt *b = play_board_for("madcity");
    assert_non_null(b);
    assert_non_null(b->figure);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_madcity_painter),
        cmocka_unit_test(test_image_lines_are_figures),
        cmocka_unit_test(test_every_page_figure_exists),
        cmocka_unit_test(test_madcity_page),
        cmocka_unit_test(test_madcity_page_sizes),
        cmocka_unit_test(test_every_page_scrolls_to_its_figures),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
