/* test_ui.c: widget logic without drawing: clicks, sliders, UTF-8 editing, the focus ring,
 * drag and drop with can_drop and rotation, sand timer ticks, dice. Time only moves through
 * ui_tick/ui_*_tick with fixed steps: no wall clock. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "platform/settings.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static in_event mk(in_kind k, float x, float y)
{
    in_event e;
    memset(&e, 0, sizeof e);
    e.kind = k;
    e.seat = IN_SEAT_ANY;
    e.x = x;
    e.y = y;
    return e;
}

static in_event seat_ev(in_kind k, int seat, float x, float y)
{
    in_event e = mk(k, x, y);
    e.seat = seat;
    return e;
}

static in_event nav(in_nav n)
{
    in_event e = mk(IN_NAV, 0, 0);
    e.key = (int)n;
    return e;
}

static in_event key(int k)
{
    in_event e = mk(IN_KEY, 0, 0);
    e.key = k;
    return e;
}

static in_event text(const char *s)
{
    in_event e = mk(IN_TEXT, 0, 0);
    snprintf(e.text, sizeof e.text, "%s", s);
    return e;
}

static int setup(void **state)
{
    (void)state;
    settings_defaults(settings_get());
    ui_init();
    return 0;
}

static void test_button_click(void **state)
{
    (void)state;
    ui_button b;
    ui_button_init(&b, (gfx_rect){100, 100, 200, 50}, "OK", UI_BUTTON_PRIMARY);
    in_event e = mk(IN_PRESS, 150, 120);
    assert_int_equal(ui_button_event(&b, &e), UI_CONSUMED);
    assert_true(b.base.pressed);
    e = mk(IN_RELEASE, 160, 125);
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
    /* Released outside: no click. */
    e = mk(IN_PRESS, 150, 120);
    ui_button_event(&b, &e);
    e = mk(IN_RELEASE, 10, 10);
    assert_int_equal(ui_button_event(&b, &e), UI_CONSUMED);
    /* Pressed outside: not ours. */
    e = mk(IN_PRESS, 10, 10);
    assert_int_equal(ui_button_event(&b, &e), UI_NONE);
    /* Another seat's release does not finish this seat's press. */
    e = seat_ev(IN_PRESS, 1, 150, 120);
    ui_button_event(&b, &e);
    e = seat_ev(IN_RELEASE, 2, 150, 120);
    assert_int_equal(ui_button_event(&b, &e), UI_NONE);
    e = seat_ev(IN_RELEASE, 1, 150, 120);
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
    /* Hover is reported but not consumed, so every widget sees every move. */
    e = mk(IN_MOVE, 150, 120);
    assert_int_equal(ui_button_event(&b, &e), UI_NONE);
    assert_true(b.base.hovered);
    /* Keyboard: Enter when focused, and the shortcut from anywhere. */
    e = nav(IN_NAV_ACCEPT);
    assert_int_equal(ui_button_event(&b, &e), UI_NONE);
    b.base.focused = true;
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
    b.base.focused = false;
    b.shortcut = SDLK_p;
    e = key(SDLK_p);
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
    b.shortcut = SDLK_ESCAPE;
    e = nav(IN_NAV_BACK);
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
    /* Disabled: nothing. */
    b.base.disabled = true;
    e = mk(IN_PRESS, 150, 120);
    assert_int_equal(ui_button_event(&b, &e), UI_NONE);
}

static void test_long_press_shows_tip_not_click(void **state)
{
    (void)state;
    ui_button b;
    ui_button_init(&b, (gfx_rect){0, 0, 100, 50}, "?", UI_BUTTON_SECONDARY);
    b.base.tooltip = "Help";
    in_event e = mk(IN_PRESS, 50, 25);
    e.pointer = 1; /* a finger */
    ui_button_event(&b, &e);
    for (int i = 0; i < 60; i++) ui_tick(1.0 / 60); /* held one second */
    e.kind = IN_RELEASE;
    assert_int_equal(ui_button_event(&b, &e), UI_CONSUMED);
    /* A quick tap still clicks. */
    e.kind = IN_PRESS;
    ui_button_event(&b, &e);
    ui_tick(0.1);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_button_event(&b, &e), UI_ACTIVATED);
}

static void test_slider(void **state)
{
    (void)state;
    ui_slider s;
    ui_slider_init(&s, (gfx_rect){0, 0, 228, 60}, "Volume", 0, 100, 5, 70);
    gfx_rect t = ui_slider_track(&s);
    assert_true(ui_slider_value_at(&s, t.x) == 0);
    assert_true(ui_slider_value_at(&s, t.x + t.w) == 100);
    assert_true(ui_slider_value_at(&s, t.x - 50) == 0);
    assert_true(ui_slider_value_at(&s, t.x + t.w / 2) == 50);
    assert_true(ui_slider_value_at(&s, t.x + t.w * 0.26f) == 25); /* snapped to the step */
    in_event e = mk(IN_PRESS, t.x + t.w / 2, t.y);
    assert_int_equal(ui_slider_event(&s, &e), UI_CHANGED);
    assert_true(s.value == 50);
    e = mk(IN_MOVE, t.x + t.w * 0.9f, t.y + 300); /* drag keeps going off the widget */
    assert_int_equal(ui_slider_event(&s, &e), UI_CHANGED);
    assert_true(s.value == 90);
    e = mk(IN_RELEASE, t.x + t.w + 40, t.y);
    assert_int_equal(ui_slider_event(&s, &e), UI_CHANGED);
    assert_true(s.value == 100);
    e = mk(IN_MOVE, t.x, t.y); /* released: moves do nothing */
    assert_int_equal(ui_slider_event(&s, &e), UI_NONE);
    assert_true(s.value == 100);
    s.base.focused = true;
    e = nav(IN_NAV_LEFT);
    assert_int_equal(ui_slider_event(&s, &e), UI_CHANGED);
    assert_true(s.value == 95);
    e = nav(IN_NAV_RIGHT);
    ui_slider_event(&s, &e);
    assert_int_equal(ui_slider_event(&s, &e), UI_CONSUMED); /* at the end */
    assert_true(s.value == 100);
}

static void test_textfield_utf8(void **state)
{
    (void)state;
    ui_textfield t;
    ui_textfield_init(&t, (gfx_rect){0, 0, 300, 48}, "Name", 6);
    ui_textfield_set(&t, "Zoé");
    assert_int_equal(ui_utf8_count(t.text), 3);
    in_event e = mk(IN_PRESS, 10, 10);
    assert_int_equal(ui_textfield_event(&t, &e), UI_CONSUMED);
    assert_true(t.editing);
    assert_int_equal(t.caret, (int)strlen("Zoé"));
    /* Backspace removes 'é' whole (two bytes), never half of it. */
    e = key(SDLK_BACKSPACE);
    assert_int_equal(ui_textfield_event(&t, &e), UI_CHANGED);
    assert_string_equal(t.text, "Zo");
    e = text("é");
    assert_int_equal(ui_textfield_event(&t, &e), UI_CHANGED);
    assert_string_equal(t.text, "Zoé");
    /* Caret left over 'é' lands before it; Delete removes it whole. */
    e = nav(IN_NAV_LEFT);
    ui_textfield_event(&t, &e);
    assert_int_equal(t.caret, 2);
    e = key(SDLK_DELETE);
    ui_textfield_event(&t, &e);
    assert_string_equal(t.text, "Zo");
    e = key(SDLK_END);
    ui_textfield_event(&t, &e);
    /* Max length counts characters: 6, with a 4-byte emoji and a 3-byte CJK one. */
    e = text("\xF0\x9F\x99\x82\xE5\xA4\xA7xyz");
    ui_textfield_event(&t, &e);
    assert_int_equal(ui_utf8_count(t.text), 6);
    assert_string_equal(t.text, "Zo\xF0\x9F\x99\x82\xE5\xA4\xA7xy");
    e = key(SDLK_BACKSPACE);
    ui_textfield_event(&t, &e);
    ui_textfield_event(&t, &e);
    ui_textfield_event(&t, &e);
    assert_string_equal(t.text, "Zo\xF0\x9F\x99\x82");
    ui_textfield_event(&t, &e);
    assert_string_equal(t.text, "Zo");
    /* Enter submits; a press elsewhere stops editing. */
    t.base.focused = true;
    e = nav(IN_NAV_ACCEPT);
    assert_int_equal(ui_textfield_event(&t, &e), UI_ACTIVATED);
    e = mk(IN_PRESS, 500, 500);
    assert_int_equal(ui_textfield_event(&t, &e), UI_NONE);
    assert_false(t.editing);
    e = text("q");
    assert_int_equal(ui_textfield_event(&t, &e), UI_NONE);
    /* set truncates by characters too. */
    ui_textfield_set(&t, "ééééééééé");
    assert_int_equal(ui_utf8_count(t.text), 6);
}

static void test_focus_ring(void **state)
{
    (void)state;
    ui_button a, b, c, d;
    ui_button_init(&a, (gfx_rect){0, 0, 100, 40}, "a", UI_BUTTON_PRIMARY);
    ui_button_init(&b, (gfx_rect){200, 0, 100, 40}, "b", UI_BUTTON_PRIMARY);
    ui_button_init(&c, (gfx_rect){0, 100, 100, 40}, "c", UI_BUTTON_PRIMARY);
    ui_button_init(&d, (gfx_rect){200, 100, 100, 40}, "d", UI_BUTTON_PRIMARY);
    c.base.disabled = true;
    ui_focus f;
    ui_focus_init(&f);
    ui_focus_add(&f, &a.base);
    ui_focus_add(&f, &b.base);
    ui_focus_add(&f, &c.base);
    ui_focus_add(&f, &d.base);
    assert_null(ui_focus_current(&f));
    in_event e = nav(IN_NAV_NEXT);
    assert_int_equal(ui_focus_event(&f, &e), UI_CONSUMED);
    assert_ptr_equal(ui_focus_current(&f), &a.base);
    assert_true(a.base.focused);
    ui_focus_event(&f, &e);
    assert_ptr_equal(ui_focus_current(&f), &b.base);
    assert_false(a.base.focused);
    ui_focus_event(&f, &e); /* c is disabled: skipped */
    assert_ptr_equal(ui_focus_current(&f), &d.base);
    ui_focus_event(&f, &e); /* wraps */
    assert_ptr_equal(ui_focus_current(&f), &a.base);
    e = nav(IN_NAV_PREV);
    ui_focus_event(&f, &e);
    assert_ptr_equal(ui_focus_current(&f), &d.base);
    /* Arrows move in space: from d, Left goes to... c is disabled, so nothing is left of d on
     * its row; up goes to b. */
    e = nav(IN_NAV_UP);
    ui_focus_event(&f, &e);
    assert_ptr_equal(ui_focus_current(&f), &b.base);
    e = nav(IN_NAV_LEFT);
    ui_focus_event(&f, &e);
    assert_ptr_equal(ui_focus_current(&f), &a.base);
    e = nav(IN_NAV_DOWN); /* c disabled: the nearest below is d */
    ui_focus_event(&f, &e);
    assert_ptr_equal(ui_focus_current(&f), &d.base);
    /* A press focuses what is under it (without showing the ring). */
    e = mk(IN_PRESS, 210, 10);
    assert_int_equal(ui_focus_event(&f, &e), UI_NONE);
    assert_ptr_equal(ui_focus_current(&f), &b.base);
    assert_false(ui_keyboard_mode());
    e = nav(IN_NAV_ACCEPT); /* accept belongs to the widget, not the ring */
    assert_int_equal(ui_focus_event(&f, &e), UI_NONE);
    assert_true(ui_keyboard_mode());
}

static void test_focus_drives_text_input(void **state)
{
    (void)state;
    ui_button a;
    ui_textfield t;
    ui_button_init(&a, (gfx_rect){0, 0, 100, 40}, "a", UI_BUTTON_PRIMARY);
    ui_textfield_init(&t, (gfx_rect){0, 60, 200, 40}, "", 10);
    ui_focus f;
    ui_focus_init(&f);
    ui_focus_add(&f, &a.base);
    ui_focus_add(&f, &t.base);
    ui_focus_set(&f, &t.base);
    assert_true(t.editing);
    in_event e = nav(IN_NAV_NEXT);
    ui_focus_event(&f, &e);
    assert_false(t.editing);
    assert_ptr_equal(ui_focus_current(&f), &a.base);
}

static void test_stepper_list_toggle(void **state)
{
    (void)state;
    static const char *const opts[] = {"Easy", "Normal", "Hard"};
    ui_stepper s;
    ui_stepper_init(&s, (gfx_rect){0, 0, 400, 50}, "Bots", opts, 3, 0);
    s.base.focused = true;
    in_event e = nav(IN_NAV_LEFT);
    assert_int_equal(ui_stepper_event(&s, &e), UI_CONSUMED); /* at the start, no wrap */
    e = nav(IN_NAV_RIGHT);
    assert_int_equal(ui_stepper_event(&s, &e), UI_CHANGED);
    assert_int_equal(s.index, 1);
    /* A click on the right half steps up, on the left half down. */
    e = mk(IN_PRESS, 390, 25);
    ui_stepper_event(&s, &e);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_stepper_event(&s, &e), UI_CHANGED);
    assert_int_equal(s.index, 2);
    s.wrap = true;
    e = nav(IN_NAV_RIGHT);
    ui_stepper_event(&s, &e);
    assert_int_equal(s.index, 0);

    static const char *const rows[] = {"a", "b", "c", "d", "e", "f", "g", "h"};
    ui_list l;
    ui_list_init(&l, (gfx_rect){0, 0, 200, 8 + 3 * UI_ROW_H}, rows, 8);
    e = mk(IN_PRESS, 50, 4 + UI_ROW_H * 1.5f);
    assert_int_equal(ui_list_event(&l, &e), UI_CONSUMED);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_list_event(&l, &e), UI_CHANGED);
    assert_int_equal(l.selected, 1);
    e.kind = IN_PRESS;
    ui_list_event(&l, &e);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_list_event(&l, &e), UI_ACTIVATED);
    /* A drag scrolls and selects nothing. */
    e = mk(IN_PRESS, 50, 100);
    ui_list_event(&l, &e);
    e = mk(IN_MOVE, 50, 40);
    ui_list_event(&l, &e);
    assert_true(l.scroll == 60);
    e = mk(IN_RELEASE, 50, 40);
    assert_int_equal(ui_list_event(&l, &e), UI_CONSUMED);
    assert_int_equal(l.selected, 1);
    /* The wheel scrolls, clamped at the end. */
    e = mk(IN_ZOOM, 50, 50);
    e.amount = 1.0f / 1.1f / 1.1f / 1.1f / 1.1f / 1.1f / 1.1f / 1.1f / 1.1f;
    ui_list_event(&l, &e);
    assert_true(fabsf(l.scroll - (8 * UI_ROW_H - 3 * UI_ROW_H)) < 0.01f);
    /* Keys move the selection and keep it in view. */
    l.base.focused = true;
    l.scroll = 0;
    l.selected = 6;
    e = nav(IN_NAV_DOWN);
    assert_int_equal(ui_list_event(&l, &e), UI_CHANGED);
    assert_int_equal(l.selected, 7);
    assert_true(l.scroll > 0);
    assert_int_equal(ui_list_event(&l, &e), UI_NONE); /* last row: the ring may move on */

    ui_toggle t;
    ui_toggle_init(&t, (gfx_rect){0, 0, 300, 44}, "Sound", false);
    e = mk(IN_PRESS, 10, 10);
    ui_toggle_event(&t, &e);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_toggle_event(&t, &e), UI_CHANGED);
    assert_true(t.on);
}

static void test_dialog_modal(void **state)
{
    (void)state;
    static const char *const labels[] = {"Yes", "No"};
    ui_dialog d;
    ui_dialog_open(&d, "Quit?", "Really?", labels, 2);
    assert_true(d.open);
    in_event e = mk(IN_MOVE, 1, 1);
    assert_int_equal(ui_dialog_event(&d, &e), UI_CONSUMED); /* modal: eats everything */
    e = nav(IN_NAV_BACK);
    assert_int_equal(ui_dialog_event(&d, &e), UI_CANCELLED);
    assert_int_equal(d.choice, -1);
    assert_false(d.open);
    e = mk(IN_PRESS, 1, 1);
    assert_int_equal(ui_dialog_event(&d, &e), UI_NONE);
    ui_dialog_open(&d, "Quit?", "Really?", labels, 2);
    gfx_rect r = d.buttons[1].base.rect;
    e = mk(IN_PRESS, r.x + 5, r.y + 5);
    ui_dialog_event(&d, &e);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_dialog_event(&d, &e), UI_ACTIVATED);
    assert_int_equal(d.choice, 1);
    /* Enter picks the focused (primary) button. */
    ui_dialog_open(&d, "Quit?", "Really?", labels, 2);
    e = nav(IN_NAV_ACCEPT);
    assert_int_equal(ui_dialog_event(&d, &e), UI_ACTIVATED);
    assert_int_equal(d.choice, 0);
}

/* ---- drag and drop ------------------------------------------------------------------------ */

static int asked;
/* Target 1 needs the piece turned once; target 2 is never legal. */
static bool can_drop(void *user, int seat, int piece, int target, int rotation, char *why, size_t n)
{
    (void)user;
    (void)seat;
    (void)piece;
    asked++;
    if (target == 2) {
        if (why) snprintf(why, n, "%s", "Taken");
        return false;
    }
    if (target == 1 && rotation != 1) {
        if (why) snprintf(why, n, "%s", "Turn it once");
        return false;
    }
    return true;
}

static void run(ui_drag *d, double seconds)
{
    for (double t = 0; t < seconds; t += 1.0 / 120) {
        ui_tick(1.0 / 120);
        ui_drag_tick(d, 1.0 / 120);
    }
}

static void drag_setup(ui_drag *d)
{
    ui_drag_init(d, can_drop, NULL, NULL);
    ui_drag_add_target(d, (gfx_rect){0, 0, 100, 100}, false);
    ui_drag_add_target(d, (gfx_rect){100, 0, 100, 100}, false);
    ui_drag_add_target(d, (gfx_rect){200, 0, 100, 100}, false);
    ui_drag_add_piece(d, 150, 300, 60, 60, UI_COL_ACCENT);
    ui_drag_add_piece(d, 250, 300, 60, 60, UI_COL_ACCENT2);
}

static void test_drag_legal_illegal_rotation(void **state)
{
    (void)state;
    static ui_drag d;
    drag_setup(&d);
    in_event e = mk(IN_PRESS, 155, 305);
    assert_int_equal(ui_drag_event(&d, &e), UI_CONSUMED);
    assert_int_equal(ui_drag_held(&d, IN_SEAT_ANY), 0);
    assert_true(d.holds[0].legal[0]);
    assert_false(d.holds[0].legal[1]);
    assert_false(d.holds[0].legal[2]);
    /* Over target 1 unturned: refused, flies home, the reason is shown. */
    e = mk(IN_MOVE, 155, 55);
    ui_drag_event(&d, &e);
    run(&d, 0.2);
    assert_true(fabsf(d.pieces[0].y - 50) < 3); /* follows the pointer (keeping the grab offset) */
    e = mk(IN_RELEASE, 155, 55);
    assert_int_equal(ui_drag_event(&d, &e), UI_REFUSED);
    assert_string_equal(d.last.why, "Turn it once");
    assert_int_equal(d.last.target, 1);
    assert_int_equal(d.pieces[0].target, -1);
    assert_int_equal(ui_toast_count(), 1);
    assert_true(d.pieces[0].shake > 0);
    run(&d, 1.0);
    assert_true(d.pieces[0].x == 150 && d.pieces[0].y == 300); /* back home */
    assert_false(ui_drag_busy(&d));
    /* Turned once with IN_ROTATE: target 1 lights up and accepts. */
    e = mk(IN_PRESS, 150, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_ROTATE, 150, 300);
    e.amount = 1;
    assert_int_equal(ui_drag_event(&d, &e), UI_CONSUMED);
    assert_true(d.holds[0].legal[1]);
    e = mk(IN_MOVE, 150, 50);
    ui_drag_event(&d, &e);
    assert_int_equal(d.holds[0].over, 1);
    e = mk(IN_RELEASE, 150, 50);
    assert_int_equal(ui_drag_event(&d, &e), UI_DROPPED);
    assert_int_equal(d.last.target, 1);
    assert_int_equal(d.last.rotation, 1);
    assert_int_equal(d.pieces[0].target, 1);
    assert_int_equal(d.pieces[0].rotation, 1);
    assert_true(d.pieces[0].home_x == 150 && d.pieces[0].home_y == 50);
    run(&d, 1.0);
    assert_true(fabsf(d.pieces[0].angle - 3.14159265f / 2) < 0.01f);
    /* Dropped on no target: home again, nothing to report. */
    e = mk(IN_PRESS, 250, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_RELEASE, 600, 600);
    assert_int_equal(ui_drag_event(&d, &e), UI_CONSUMED);
    run(&d, 1.0);
    assert_true(d.pieces[1].x == 250 && d.pieces[1].y == 300);
}

static void test_drag_twist_snaps(void **state)
{
    (void)state;
    static ui_drag d;
    drag_setup(&d);
    in_event e = mk(IN_PRESS, 150, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_TWIST, 150, 300);
    e.amount = 0.5f; /* less than half a quarter: still unturned */
    ui_drag_event(&d, &e);
    assert_false(d.holds[0].legal[1]);
    e.amount = 0.6f; /* 1.1 rad in all: snaps to one quarter */
    ui_drag_event(&d, &e);
    assert_true(d.holds[0].legal[1]);
    e = mk(IN_MOVE, 150, 50);
    ui_drag_event(&d, &e);
    e = mk(IN_RELEASE, 150, 50);
    assert_int_equal(ui_drag_event(&d, &e), UI_DROPPED);
    assert_int_equal(d.pieces[0].rotation, 1);
    /* Anticlockwise twists wrap to 3. */
    e = mk(IN_PRESS, 250, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_TWIST, 250, 300);
    e.amount = -1.6f;
    ui_drag_event(&d, &e);
    e = mk(IN_MOVE, 50, 50);
    ui_drag_event(&d, &e);
    e = mk(IN_RELEASE, 50, 50);
    assert_int_equal(ui_drag_event(&d, &e), UI_DROPPED);
    assert_int_equal(d.pieces[1].rotation, 3);
}

static void test_drag_two_seats_at_once(void **state)
{
    (void)state;
    static ui_drag d;
    drag_setup(&d);
    d.pieces[1].owner = 1;
    in_event a = seat_ev(IN_PRESS, 0, 250, 300); /* seat 0 may not take seat 1's piece */
    assert_int_equal(ui_drag_event(&d, &a), UI_NONE);
    a = seat_ev(IN_PRESS, 0, 150, 300);
    in_event b = seat_ev(IN_PRESS, 1, 250, 300);
    assert_int_equal(ui_drag_event(&d, &a), UI_CONSUMED);
    assert_int_equal(ui_drag_event(&d, &b), UI_CONSUMED);
    assert_int_equal(ui_drag_held(&d, 0), 0);
    assert_int_equal(ui_drag_held(&d, 1), 1);
    /* Seat 1 rotating does not turn seat 0's piece. */
    in_event r = seat_ev(IN_ROTATE, 1, 0, 0);
    r.amount = 1;
    ui_drag_event(&d, &r);
    assert_int_equal(d.holds[1].rotation, 0);
    assert_int_equal(d.holds[2].rotation, 1);
    /* Seat 0 moves and drops; seat 1 still holds. */
    a = seat_ev(IN_MOVE, 0, 50, 50);
    ui_drag_event(&d, &a);
    a.kind = IN_RELEASE;
    assert_int_equal(ui_drag_event(&d, &a), UI_DROPPED);
    assert_int_equal(d.last.seat, 0);
    assert_int_equal(ui_drag_held(&d, 1), 1);
    b = seat_ev(IN_CANCEL, 1, 0, 0);
    assert_int_equal(ui_drag_event(&d, &b), UI_CONSUMED);
    assert_int_equal(ui_drag_held(&d, 1), -1);
}

static void test_drag_reduced_motion(void **state)
{
    (void)state;
    static ui_drag d;
    settings_get()->reduced_motion = true;
    drag_setup(&d);
    in_event e = mk(IN_PRESS, 150, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_MOVE, 250, 50);
    ui_drag_event(&d, &e);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_drag_event(&d, &e), UI_REFUSED);
    assert_true(d.pieces[0].shake == 0); /* no shake */
    ui_drag_tick(&d, 1.0 / 120);
    assert_true(d.pieces[0].x == 150 && d.pieces[0].y == 300); /* home at once */
    settings_get()->reduced_motion = false;
}

static void test_drag_hex_targets(void **state)
{
    (void)state;
    static ui_drag d;
    ui_drag_init(&d, NULL, NULL, NULL); /* no callback: every target is legal */
    int hex = ui_drag_add_target(&d, (gfx_rect){0, 0, 100, 100}, true);
    ui_drag_add_piece(&d, 300, 300, 40, 40, UI_COL_ACCENT);
    in_event e = mk(IN_PRESS, 300, 300);
    ui_drag_event(&d, &e);
    e = mk(IN_MOVE, 50, 4); /* just inside the top point of a pointy-top hexagon */
    ui_drag_event(&d, &e);
    assert_int_equal(d.holds[0].over, hex);
    e = mk(IN_MOVE, 6, 6); /* the bounding box's corner is outside the hexagon */
    ui_drag_event(&d, &e);
    assert_int_equal(d.holds[0].over, -1);
    e = mk(IN_MOVE, 8, 50); /* the flat left side */
    ui_drag_event(&d, &e);
    assert_int_equal(d.holds[0].over, hex);
    e.kind = IN_RELEASE;
    assert_int_equal(ui_drag_event(&d, &e), UI_DROPPED);
    assert_true(d.pieces[0].home_x == 50 && d.pieces[0].home_y == 50);
}

/* ---- timer and dice ----------------------------------------------------------------------- */

static void test_sand_timer(void **state)
{
    (void)state;
    ui_sandtimer t;
    ui_sandtimer_init(&t, (gfx_rect){0, 0, 100, 200}, 20);
    int ticks = 0, bells = 0, first_tick_at = -1;
    /* 20 s at 60 steps per second, in integer steps so no float drift decides. */
    for (int step = 1; step <= 20 * 60 + 30; step++) {
        double left = 20.0 - step / 60.0;
        ui_timer_event ev = ui_sandtimer_set(&t, left, 20);
        if (ev == UI_TIMER_TICK) {
            ticks++;
            if (first_tick_at < 0) first_tick_at = step;
        }
        if (ev == UI_TIMER_BELL) {
            bells++;
            assert_int_equal(step, 20 * 60); /* exactly at zero */
        }
    }
    assert_int_equal(ticks, 10); /* 10, 9, ... 1 seconds left */
    assert_int_equal(bells, 1);
    assert_int_equal(first_tick_at, 10 * 60); /* when 10 s are left */
    /* A restart (time goes up) says nothing, then counts again. */
    assert_int_equal(ui_sandtimer_set(&t, 20, 20), UI_TIMER_NONE);
    assert_int_equal(ui_sandtimer_set(&t, 10.5, 20), UI_TIMER_NONE);
    assert_int_equal(ui_sandtimer_set(&t, 3.2, 20), UI_TIMER_TICK); /* a jump: one tick */
}

static void test_dice(void **state)
{
    (void)state;
    ui_dice d6, d8, other;
    ui_dice_init(&d6, (gfx_rect){0, 0, 80, 80}, 6, 1);
    ui_dice_init(&d8, (gfx_rect){0, 0, 80, 80}, 8, 1);
    ui_dice_init(&other, (gfx_rect){0, 0, 80, 80}, 6, 1);
    for (int face = 1; face <= 8; face++) {
        ui_dice_roll(&d8, face);
        assert_int_equal(d8.face, face);
        assert_true(ui_dice_rolling(&d8));
        int changes = 0, last = d8.shown;
        while (ui_dice_rolling(&d8)) {
            ui_dice_tick(&d8, 1.0 / 60);
            assert_in_range(d8.shown, 1, 8);
            changes += d8.shown != last;
            last = d8.shown;
        }
        assert_int_equal(d8.shown, face);
        assert_true(changes >= 3); /* it visibly tumbles */
    }
    /* Deterministic: the same rolls animate the same way. */
    ui_dice_roll(&d6, 4);
    ui_dice_roll(&other, 4);
    while (ui_dice_rolling(&d6)) {
        ui_dice_tick(&d6, 1.0 / 60);
        ui_dice_tick(&other, 1.0 / 60);
        assert_int_equal(d6.shown, other.shown);
    }
    assert_int_equal(d6.shown, 4);
    /* Reduced motion: the face at once. */
    settings_get()->reduced_motion = true;
    ui_dice_roll(&d6, 2);
    assert_false(ui_dice_rolling(&d6));
    assert_int_equal(d6.shown, 2);
    settings_get()->reduced_motion = false;
}

static void test_toasts_fade(void **state)
{
    (void)state;
    ui_toast("hello", UI_TOAST_INFO);
    ui_toast_at(10, 10, "there", UI_TOAST_BAD);
    assert_int_equal(ui_toast_count(), 2);
    assert_true(ui_busy());
    for (int i = 0; i < 60 * 5; i++) ui_tick(1.0 / 60);
    assert_int_equal(ui_toast_count(), 0);
    for (int i = 0; i < 20; i++) ui_toast("many", UI_TOAST_INFO); /* the same text: one toast */
    assert_int_equal(ui_toast_count(), 1);
    for (int i = 0; i < 20; i++) {
        char t[16];
        snprintf(t, sizeof t, "n%d", i);
        ui_toast(t, UI_TOAST_INFO); /* bounded, no allocation */
    }
    assert_true(ui_toast_count() <= 6);
    ui_toast_clear();
    for (int i = 0; i < 5; i++) ui_toast_at(300 + 10 * i, 200, "refused", UI_TOAST_BAD);
    assert_int_equal(ui_toast_count(), 1); /* hammering one spot does not stack */
    ui_toast_at(900, 500, "elsewhere", UI_TOAST_BAD);
    assert_int_equal(ui_toast_count(), 2);
}

static void test_layout_and_seats(void **state)
{
    (void)state;
    gfx_rect r = {0, 0, 100, 50};
    gfx_rect top = ui_rect_cut_top(&r, 10);
    assert_true(top.h == 10 && r.y == 10 && r.h == 40);
    gfx_rect right = ui_rect_cut_right(&r, 30);
    assert_true(right.x == 70 && right.w == 30 && r.w == 70);
    assert_true(ui_contains((gfx_rect){0, 0, 10, 10}, 5, 5));
    assert_false(ui_contains((gfx_rect){0, 0, 10, 10}, 10, 5));
    ui_set_seat_look(2, 5);
    assert_int_equal(ui_seat_symbol(2), 5);
    assert_int_equal(ui_seat_color(2).r, 0xCC); /* reddish purple */
    ui_set_seat_symbol(2, UI_SYM_STAR);
    assert_int_equal(ui_seat_symbol(2), UI_SYM_STAR);
    assert_non_null(ui_seat_color_name(0));
    assert_non_null(ui_symbol_name(UI_SYM_HEXAGON));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_button_click, setup),
        cmocka_unit_test_setup(test_long_press_shows_tip_not_click, setup),
        cmocka_unit_test_setup(test_slider, setup),
        cmocka_unit_test_setup(test_textfield_utf8, setup),
        cmocka_unit_test_setup(test_focus_ring, setup),
        cmocka_unit_test_setup(test_focus_drives_text_input, setup),
        cmocka_unit_test_setup(test_stepper_list_toggle, setup),
        cmocka_unit_test_setup(test_dialog_modal, setup),
        cmocka_unit_test_setup(test_drag_legal_illegal_rotation, setup),
        cmocka_unit_test_setup(test_drag_twist_snaps, setup),
        cmocka_unit_test_setup(test_drag_two_seats_at_once, setup),
        cmocka_unit_test_setup(test_drag_reduced_motion, setup),
        cmocka_unit_test_setup(test_drag_hex_targets, setup),
        cmocka_unit_test_setup(test_sand_timer, setup),
        cmocka_unit_test_setup(test_dice, setup),
        cmocka_unit_test_setup(test_toasts_fade, setup),
        cmocka_unit_test_setup(test_layout_and_seats, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
