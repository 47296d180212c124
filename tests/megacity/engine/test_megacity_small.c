/* test_megacity_small.c: no MegaCity text under 12 pixels, however small the window (issue 26:
 * "at 640x360 board text is 4-6 px; the README promises 12 px"). The board is drawn as the app
 * draws it (the app's scale for the window, plat_frame_scale) at 640x360, 960x540, 1280x720 and
 * 1920x1080, English and French, in the positions of the layout games and the delivery game and
 * in the board's modes (a hex to choose, an element of a material), and every string the board
 * draws is measured in real pixels (gfx_text_traced). Screenshots:
 * /tmp/megacity_small_<case>_<lang>_<w>.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/megacity/rules/megacity.h"
#include "match/match.h"
#include "megacity_fixture.h"
#include "platform/platform.h"
#include "play/play.h"
#include "play/play_int.h"
#include "scenes/scenes.h"

#define DT     (1.0 / 120)
#define MIN_PX 12.0f

static play *P;
static int win_w = 1280, win_h = 720;

/* A frame of a window win_w x win_h at the app's scale for it. */
static void frame(void)
{
    float s = plat_frame_scale(win_w, win_h, 100);
    gfx_begin_frame(win_w, win_h, s);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static void settle(void)
{
    frame();
    for (int i = 0; i < 120 * 6 && !mgbt_idle(); i++) fixture_step(DT);
    frame();
    frame();
}

/* Every string the board drew is MIN_PX tall at least; returns how many are not. The board is
 * drawn alone in a frame of its own (the host's top bar and toasts are not the board's). */
static int check(const char *what)
{
    float s = plat_frame_scale(win_w, win_h, 100);
    gfx_begin_frame(win_w, win_h, s);
    P->board->draw(P->b, play_board_area(P), P->view, NULL, 1);
    ui_draw_overlay();
    gfx_end_frame();
    frame(); /* a whole frame again: its first string makes the board's frame the last traced */
    const gfx_text_rec *r;
    int n = gfx_text_traced(&r), bad = 0;
    float least = 1e9f;
    for (int i = 0; i < n; i++) {
        least = fminf(least, r[i].px);
        if (r[i].px < MIN_PX - 0.01f) {
            if (bad < 12) print_error("%s: \"%s\" is %.1f px\n", what, r[i].text, (double)r[i].px);
            bad++;
        }
    }
    if (n < 20) print_error("%s: only %d strings drawn\n", what, n), bad++;
    if (bad)
        print_error("%s: %d strings under %.0f px (smallest %.1f)\n", what, bad, (double)MIN_PX,
                    (double)least);
    return bad;
}

static void shot(const char *name, const char *lang)
{
    char path[256];
    snprintf(path, sizeof path, "/tmp/mega_small_%s_%s_%d.png", name, lang, win_w);
    assert_true(gfx_screenshot(path));
}

static void press_button(int i)
{
    gfx_rect r;
    assert_true(mgbt_button(mgbt_board(), i, &r));
    in_event ev = {.kind = IN_PRESS, .seat = IN_SEAT_ANY, .x = r.x + r.w / 2, .y = r.y + r.h / 2};
    scene_dispatch(&ev);
    ev.kind = IN_RELEASE;
    scene_dispatch(&ev);
    frame();
    frame();
}

typedef struct pos {
    const char *name, *file;
    int keep;
} pos;

static void test_no_text_under_12px(void **state)
{
    (void)state;
    static const pos cases[] = {
        {"start4", "layout_4p.json", 0},   {"build4", "layout_4p.json", 104},
        {"ready4", "layout_4p.json", 109}, {"post4", "layout_4p.json", 110},
        {"bot4", "layout_4p.json", 111},   {"tabs2", "layout_2p.json", 58},
        {"late2", "layout_2p.json", 70},   {"deliver", "deliver_p8.json", -1},
    };
    static const int sizes[][2] = {{640, 360}, {960, 540}, {1280, 720}, {1920, 1080}};
    static const char *langs[] = {"en", "fr"};
    int bad = 0;
    gfx_text_trace(true);
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            win_w = sizes[z][0], win_h = sizes[z][1];
            for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
                char what[96];
                snprintf(what, sizeof what, "%s %s %dx%d", cases[c].name, langs[l], win_w, win_h);
                P = mgbt_open(cases[c].file, cases[c].keep);
                settle();
                bad += check(what);
                if (z < 2) shot(cases[c].name, langs[l]);
                gfx_rect r;
                if (mgbt_button(mgbt_board(), MEGACITY_BOARD_STEEL, &r)) {
                    press_button(MEGACITY_BOARD_STEEL);
                    snprintf(what, sizeof what, "%s pick %s %dx%d", cases[c].name, langs[l], win_w,
                             win_h);
                    bad += check(what);
                    press_button(MEGACITY_BOARD_CANCEL);
                }
                if (mgbt_button(mgbt_board(), MEGACITY_BOARD_DELIVER, &r)) {
                    press_button(MEGACITY_BOARD_DELIVER);
                    snprintf(what, sizeof what, "%s hex %s %dx%d", cases[c].name, langs[l], win_w,
                             win_h);
                    bad += check(what);
                    if (z < 2) shot("hex", langs[l]);
                    press_button(MEGACITY_BOARD_CANCEL);
                }
            }
        }
    }
    gfx_text_trace(false);
    i18n_set_language("en");
    win_w = 1280, win_h = 720;
    scene_clear();
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_text_under_12px),
    };
    return mgbt_main(tests, sizeof tests / sizeof tests[0]);
}
