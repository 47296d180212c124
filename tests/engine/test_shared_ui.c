/* test_shared_ui.c: what every screen shares, on a hidden GL window: tooltips that never cover
 * their widget nor show through a modal layer, disabled widgets that say why, one place for
 * Back, the settings panel that fits at every interface size, and the frame scale's floor that
 * keeps text legible in the smallest window. */
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
#include "platform/platform.h"
#include "platform/settings.h"
#include "scenes/gallery.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

static int fb_w = 1280, fb_h = 720;

/* One frame as the app draws it: the scale from the window and the interface size. */
static void frame(void)
{
    gfx_begin_frame(fb_w, fb_h, plat_frame_scale(fb_w, fb_h, settings_get()->ui_scale));
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static void send(in_kind k, float x, float y)
{
    in_event e = {.kind = k, .seat = IN_SEAT_ANY, .x = x, .y = y, .dx = 1};
    scene_dispatch(&e);
}

/* Time passes with a frame drawn every step, as in the app (tooltips are timed while drawn). */
static void wait_frames(double seconds)
{
    for (double t = 0; t < seconds; t += 0.1) {
        ui_tick(0.1);
        frame();
    }
}

static gfx_rect rect_of(const char *id)
{
    gfx_rect r = {0};
    if (!scenes_widget_rect(scene_top(), id, &r))
        fail_msg("no widget \"%s\" in %s", id, scene_top()->vt->name);
    return r;
}

static bool overlap(gfx_rect a, gfx_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool inside(gfx_rect in, gfx_rect out)
{
    const float e = 0.5f;
    return in.x >= out.x - e && in.y >= out.y - e && in.x + in.w <= out.x + out.w + e &&
           in.y + in.h <= out.y + out.h + e;
}

static const char *stack(void)
{
    static char buf[256];
    return scene_stack_names(buf, sizeof buf);
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

static int each(void **state)
{
    (void)state;
    scene_clear();
    ui_toast_clear();
    settings_get()->ui_scale = 100;
    fb_w = 1280, fb_h = 720;
    send(IN_MOVE, -100, -100);
    frame();
    return 0;
}

/* ---- focus ---------------------------------------------------------------------------------- */

/* A widget clicked with the mouse keeps the focus; when it then becomes disabled (Redo after
 * redoing the last move) it must not show focus, and Tab goes on to the next one. */
static void test_focus_never_on_disabled(void **state)
{
    (void)state;
    ui_button undo, redo, rules;
    ui_button_init(&undo, (gfx_rect){0, 0, 100, 40}, "Undo", UI_BUTTON_SECONDARY);
    ui_button_init(&redo, (gfx_rect){110, 0, 100, 40}, "Redo", UI_BUTTON_SECONDARY);
    ui_button_init(&rules, (gfx_rect){220, 0, 100, 40}, "Rules", UI_BUTTON_SECONDARY);
    ui_focus f;
    ui_focus_init(&f);
    ui_focus_add(&f, &undo.base);
    ui_focus_add(&f, &redo.base);
    ui_focus_add(&f, &rules.base);
    in_event e = {.kind = IN_PRESS, .seat = IN_SEAT_ANY, .x = 150, .y = 20};
    ui_focus_event(&f, &e); /* the press on Redo focuses it */
    assert_ptr_equal(ui_focus_current(&f), &redo.base);
    ui_set_disabled(&redo.base, true, "Nothing to redo");
    assert_null(ui_focus_current(&f)); /* no ring on a disabled widget */
    in_event tab = {.kind = IN_NAV, .seat = IN_SEAT_ANY, .key = IN_NAV_NEXT};
    ui_focus_event(&f, &tab);
    assert_ptr_equal(ui_focus_current(&f), &rules.base); /* on from Redo, not back to Undo */
    ui_focus_event(&f, &tab);
    assert_ptr_equal(ui_focus_current(&f), &undo.base);
    ui_focus_event(&f, &tab); /* Redo is skipped */
    assert_ptr_equal(ui_focus_current(&f), &rules.base);
    /* ui_focus_set on a disabled widget: no ring either */
    ui_focus_set(&f, &redo.base);
    assert_null(ui_focus_current(&f));
    ui_set_disabled(&redo.base, false, NULL);
    assert_ptr_equal(ui_focus_current(&f), &redo.base);
}

/* ---- tooltips ------------------------------------------------------------------------------- */

static const char *const LONG_TIP = "A long tooltip that wraps onto a second line because it "
                                    "says a great deal more than a tooltip usually says.";

/* The bubble goes under the widget, above it near the bottom, beside it when neither fits, and
 * always stays in the window; never over the widget. */
static void test_tooltip_placement(void **state)
{
    (void)state;
    const int sizes[][2] = {{1280, 720}, {640, 360}, {1920, 1080}};
    for (int k = 0; k < 3; k++) {
        fb_w = sizes[k][0], fb_h = sizes[k][1];
        gfx_begin_frame(fb_w, fb_h, plat_frame_scale(fb_w, fb_h, 100));
        gfx_rect s = ui_screen_rect();
        const gfx_rect anchors[] = {
            {s.w - 240, 8, 110, 44},            /* Redo in the top bar, near the right edge */
            {0, 8, 120, 44},                    /* Menu at the top left */
            {s.w / 2 - 100, s.h - 60, 200, 52}, /* a bottom button */
            {20, 60, 300, s.h - 80},            /* a tall panel */
            {0, 0, s.w, s.h},                   /* as large as the window */
        };
        for (int i = 0; i < 5; i++)
            for (int t = 0; t < 2; t++) {
                const char *text = t ? LONG_TIP : "Play the move again (Ctrl+Y)";
                gfx_rect r = ui_tooltip_rect(text, anchors[i]);
                assert_true(inside(r, s));
                if (i < 4) assert_false(overlap(r, anchors[i]));
            }
        /* under a top-bar button (not over the page title above it: there is none) */
        gfx_rect r = ui_tooltip_rect("Tip", anchors[0]);
        assert_true(r.y >= anchors[0].y + anchors[0].h);
        r = ui_tooltip_rect("Tip", anchors[2]); /* no room under a bottom button: above */
        assert_true(r.y + r.h <= anchors[2].y);
        gfx_end_frame();
    }
}

/* Hovering a settings row shows its tip under it; with a dialog over the settings, the row
 * under the dialog shows none. */
static void test_tooltip_not_through_modal(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_settings_new());
    frame();
    gfx_rect row = rect_of("fullscreen");
    send(IN_MOVE, row.x + 20, row.y + row.h / 2);
    wait_frames(1.0);
    gfx_rect where;
    const char *shown = ui_tooltip_shown(&where);
    assert_non_null(shown);
    assert_false(overlap(where, row)); /* not over its own row */
    scene_push(scene_dialog_new("Sure?", "A question.", "Yes", "No", NULL, NULL));
    wait_frames(1.0);
    assert_null(ui_tooltip_shown(NULL)); /* the row is under the dialog */
    assert_string_equal(stack(), "menu>settings>dialog");
    scene_pop();
    send(IN_MOVE, row.x + 21, row.y + row.h / 2);
    wait_frames(1.0);
    assert_non_null(ui_tooltip_shown(NULL)); /* on top again: its tip again */
}

/* A disabled widget says why: on hover after the usual delay, and at once on a click. */
static void test_disabled_says_why(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_setup_new("mycity")); /* two seats, the fewest My City takes */
    frame();
    gfx_rect rm = rect_of("seat_remove:0");
    send(IN_MOVE, rm.x + rm.w / 2, rm.y + rm.h / 2);
    wait_frames(1.0);
    gfx_rect where;
    const char *shown = ui_tooltip_shown(&where);
    assert_non_null(shown);
    assert_string_equal(shown, "Fewest players for this game: 2");
    assert_false(overlap(where, rm));
    send(IN_MOVE, -100, -100);
    wait_frames(0.5);
    assert_null(ui_tooltip_shown(NULL));
    /* a click: at once, and nothing removed */
    send(IN_MOVE, rm.x + rm.w / 2, rm.y + rm.h / 2);
    send(IN_PRESS, rm.x + rm.w / 2, rm.y + rm.h / 2);
    send(IN_RELEASE, rm.x + rm.w / 2, rm.y + rm.h / 2);
    ui_tick(0.02);
    frame();
    assert_non_null(ui_tooltip_shown(NULL));
    assert_true(scenes_widget_rect(scene_top(), "seat_name:1", &where)); /* still two seats */
}

/* ---- Back ----------------------------------------------------------------------------------- */

static void check_back_at(const char *scene_name)
{
    gfx_rect b = rect_of("back"), want = ui_back_rect();
    if (fabsf(b.x - want.x) > 0.5f || fabsf(b.y - want.y) > 0.5f || fabsf(b.w - want.w) > 0.5f ||
        fabsf(b.h - want.h) > 0.5f)
        fail_msg("%s: Back at %.0f,%.0f %.0fx%.0f, not at the shared place %.0f,%.0f %.0fx%.0f",
                 scene_name, b.x, b.y, b.w, b.h, want.x, want.y, want.w, want.h);
    /* top left */
    gfx_rect s = ui_screen_rect();
    assert_true(b.x < s.w * 0.1f && b.y < s.h * 0.1f);
}

/* Every shared screen with a Back button has it in the one place (ui_back_rect). */
static void test_back_in_one_place(void **state)
{
    (void)state;
    const int sizes[][2] = {{1280, 720}, {640, 360}, {1920, 1080}};
    for (int k = 0; k < 3; k++)
        for (int scale = 100; scale <= 200; scale += 100) {
            fb_w = sizes[k][0], fb_h = sizes[k][1];
            settings_get()->ui_scale = scale;
            scene_push(scene_menu_new());
            frame();
            scene *screens[] = {scene_setup_new("mycity"), scene_settings_new(), scene_about_new(),
                                scene_rules_new("mycity"), scene_gallery_new()};
            for (int i = 0; i < 5; i++) {
                scene_push(screens[i]);
                frame();
                check_back_at(scene_top()->vt->name);
                scene_pop();
            }
            scene_clear();
        }
    settings_get()->ui_scale = 100;
}

/* ---- settings at every interface size ------------------------------------------------------- */

/* Every row inside the panel and the panel inside the window, with no scrolling: at each
 * interface size the settings offer, in a 1280x720 window and in the smallest one. */
static void test_settings_fit_every_size(void **state)
{
    (void)state;
    static const char *const rows[] = {"fullscreen", "music",          "effects", "language",
                                       "ui_scale",   "reduced_motion", "bot_pace"};
    const int sizes[][2] = {{1280, 720}, {640, 360}, {1920, 1080}, {1024, 768}};
    for (int k = 0; k < 4; k++)
        for (int scale = 100; scale <= 200; scale += 25) {
            fb_w = sizes[k][0], fb_h = sizes[k][1];
            settings_get()->ui_scale = scale;
            scene_push(scene_menu_new());
            scene_push(scene_settings_new());
            frame();
            gfx_rect s = ui_screen_rect(), panel = rect_of("panel"), back = rect_of("back");
            gfx_rect r[7];
            /* asked in order: a row that needed scrolling would move the rows after it */
            for (int i = 0; i < 7; i++) r[i] = rect_of(rows[i]);
            float step = r[1].y - r[0].y;
            for (int i = 0; i < 7; i++) {
                if (!inside(r[i], panel) || !inside(r[i], s))
                    fail_msg("%dx%d at %d%%: row %s (y %.0f..%.0f) outside the panel (%.0f..%.0f)",
                             fb_w, fb_h, scale, rows[i], r[i].y, r[i].y + r[i].h, panel.y,
                             panel.y + panel.h);
                if (i > 0 && fabsf(r[i].y - r[i - 1].y - step) > 0.5f)
                    fail_msg("%dx%d at %d%%: the panel scrolled to show %s", fb_w, fb_h, scale,
                             rows[i]);
                assert_true(r[i].h >= 32); /* steppers and toggles still fit in a row */
            }
            assert_true(inside(panel, s));
            assert_true(inside(back, s));
            assert_false(overlap(back, panel));
            scene_clear();
        }
    settings_get()->ui_scale = 100;
}

/* ---- button labels ------------------------------------------------------------------------- */

/* A label too long for its button at three quarters of its size goes on two lines (both
 * within the button) rather than being cut ("Finir le tou" in MegaCity's narrow buttons). */
static void test_button_label_fits(void **state)
{
    (void)state;
    char l1[96], l2[96];
    float size = 0;
    assert_int_equal(ui_fit_label("Done", 120, 38, UI_FONT_BODY, &size, l1, l2, sizeof l1), 1);
    assert_float_equal(size, UI_FONT_BODY, 1e-5f);
    const char *longs[] = {"Finir le tour", "Renouveler l’offre", "Reprendre la partie"};
    for (int i = 0; i < 3; i++) {
        float w = gfx_text_width(longs[i], UI_FONT_BODY, GFX_BOLD) * 0.7f;
        assert_int_equal(ui_fit_label(longs[i], w, 38, UI_FONT_BODY, &size, l1, l2, sizeof l1), 2);
        assert_true(size >= 12.0f);
        assert_true(gfx_text_width(l1, size, GFX_BOLD) <= w - 14);
        assert_true(gfx_text_width(l2, size, GFX_BOLD) <= w - 14);
        assert_true(strlen(l1) + 1 + strlen(l2) == strlen(longs[i]));
    }
    /* one long word cannot be split: smaller, with narrower margins, down to 12 units */
    float ww = gfx_text_width("Renouveler", 13.0f, GFX_BOLD) + 14;
    assert_int_equal(ui_fit_label("Renouveler", ww, 38, UI_FONT_BODY, &size, l1, l2, sizeof l1), 1);
    assert_true(size >= 12.0f && gfx_text_width("Renouveler", size, GFX_BOLD) <= ww - 14 + 0.01f);
    assert_int_equal(ui_fit_label("Renouvellement", 60, 38, UI_FONT_BODY, &size, l1, l2, sizeof l1),
                     0);
}

/* ---- the smallest window -------------------------------------------------------------------- */

static void test_frame_scale_floor(void **state)
{
    (void)state;
    assert_float_equal(plat_frame_scale(1280, 720, 100), 1.0f, 1e-5f);
    assert_float_equal(plat_frame_scale(1920, 1080, 100), 1.5f, 1e-5f);
    assert_float_equal(plat_frame_scale(1280, 720, 200), 2.0f, 1e-5f);
    /* the smallest window: text no smaller than at 75 % (the layout gets 853 x 480 units) */
    assert_float_equal(plat_frame_scale(640, 360, 100), PLAT_MIN_PX_PER_UNIT, 1e-5f);
    assert_float_equal(plat_frame_scale(640, 360, 200), 1.0f, 1e-5f);
    /* a 4:3 window at 200 % keeps 640 units of width */
    assert_true(1024.0f / plat_frame_scale(1024, 768, 200) >= 640.0f - 0.01f);
    /* body text (20 units) at least 15 px and small text (16) 12 px in any allowed window */
    for (int w = PLAT_MIN_WINDOW_W; w <= 1920; w += 160)
        for (int h = PLAT_MIN_WINDOW_H; h <= 1200; h += 120)
            for (int scale = 100; scale <= 200; scale += 25) {
                float s = plat_frame_scale(w, h, scale);
                assert_true(UI_FONT_SMALL * s >= 12.0f - 1e-3f);
                assert_true(w / s >= 640.0f - 0.5f || s <= PLAT_MIN_PX_PER_UNIT + 1e-5f);
                assert_true(h / s >= 360.0f - 0.5f);
            }
}

/* The shared screens at the smallest window, in French (the longest labels): drawn, with Back
 * and the title clear of each other. */
static void test_small_window_screens(void **state)
{
    (void)state;
    i18n_set_language("fr");
    fb_w = PLAT_MIN_WINDOW_W, fb_h = PLAT_MIN_WINDOW_H;
    scene_push(scene_menu_new());
    frame();
    scene *screens[] = {scene_setup_new("megacity"), scene_settings_new(), scene_about_new(),
                        scene_rules_new("megacity")};
    for (int i = 0; i < 4; i++) {
        scene_push(screens[i]);
        frame();
        gfx_rect back = rect_of("back"), title = ui_header_title_rect();
        assert_false(overlap(back, title));
        assert_true(title.w > 200);
        scene_pop();
    }
    scene_clear();
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_focus_never_on_disabled, each),
        cmocka_unit_test_setup(test_tooltip_placement, each),
        cmocka_unit_test_setup(test_tooltip_not_through_modal, each),
        cmocka_unit_test_setup(test_disabled_says_why, each),
        cmocka_unit_test_setup(test_back_in_one_place, each),
        cmocka_unit_test_setup(test_settings_fit_every_size, each),
        cmocka_unit_test_setup(test_button_label_fits, each),
        cmocka_unit_test_setup(test_frame_scale_floor, each),
        cmocka_unit_test_setup(test_small_window_screens, each),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
