/* ui_overlay.c: what ui_draw_overlay adds above every scene: the tooltip of the widget pointed
 * at (or focused), the toasts, the seats' cursors.
 *
 * Tooltips: widgets report themselves while they are drawn (ui__tip); the overlay shows the last
 * one reported this frame once it stayed UI_TOOLTIP_DELAY. A modal layer (a dialog, an overlay
 * scene) calls ui_tooltip_block() before drawing itself, which drops what was reported under
 * it: only the top layer's widgets show tips. The bubble goes under its widget, above it when
 * there is no room below, beside it when neither fits, and always stays inside the window. */
#include "ui/ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { TOAST_MAX = 6, TIP_CAP = 256 };

typedef struct toast {
    bool live, at;
    float x, y;
    ui_toast_kind kind;
    double born;
    char text[160];
} toast;

static toast toasts[TOAST_MAX];

static struct {
    const void *owner; /* the widget whose tip is timed (reported on consecutive frames) */
    double since;
    gfx_rect r;
    char text[TIP_CAP];
    unsigned seen, frame; /* seen == frame: reported during this frame */
    bool shown;           /* drawn by the last overlay (tests) */
    gfx_rect shown_r;
} tip;

static const float TIP_SIZE = UI_FONT_SMALL, TIP_PAD = 10.0f, TIP_GAP = 8.0f, TIP_EDGE = 6.0f;
static const double TAP_SHOWS = 2.5; /* seconds a press on a disabled widget shows its reason */

void ui__overlay_reset(void)
{
    memset(toasts, 0, sizeof toasts);
    memset(&tip, 0, sizeof tip);
}

void ui__overlay_tick(void)
{
    double now = ui_time();
    for (int i = 0; i < TOAST_MAX; i++)
        if (toasts[i].live && now - toasts[i].born > UI_TOAST_SECONDS) toasts[i].live = false;
}

bool ui__overlay_busy(void)
{
    if (ui_toast_count() > 0) return true;
    return tip.owner && ui_time() - tip.since < UI_TOOLTIP_DELAY + 0.3;
}

/* ---- tooltips --------------------------------------------------------------------------- */

void ui__tip(const ui_base *b)
{
    if (b->hidden) return;
    double now = ui_time();
    const char *text = b->disabled && b->why && b->why[0] ? b->why : b->tooltip;
    if (!text || !text[0]) return;
    bool long_press = b->pressed && b->press_pointer > 0 && now - b->press_time >= UI_LONG_PRESS;
    bool tapped = b->disabled && b->why && b->why_time > 0 && now - b->why_time < TAP_SHOWS;
    bool hover = b->hovered && !b->pressed;
    bool focus = b->focused && !b->disabled && ui_keyboard_mode();
    if (!hover && !focus && !long_press && !tapped) return;
    if (tip.owner != b || tip.seen + 1 < tip.frame) {
        tip.owner = b;
        tip.since = now;
    }
    if ((long_press || tapped) && now - tip.since < UI_TOOLTIP_DELAY)
        tip.since = now - UI_TOOLTIP_DELAY - 1e-6; /* asked for: at once */
    tip.r = b->rect;
    snprintf(tip.text, sizeof tip.text, "%s", text);
    tip.seen = tip.frame;
}

void ui_tooltip_block(void)
{
    ui__ctl_cover();
    if (tip.seen != tip.frame) return;
    tip.owner = NULL; /* its timing starts again if it is ever reported unblocked */
    tip.seen = tip.frame - 1u;
}

/* The bubble's size for text: one line, or wrapped at maxw (measured as it will be drawn: a
 * clear colour draws nothing). */
static void tip_size(const char *text, float maxw, float *w, float *h, bool *wrapped)
{
    float tw = gfx_text_width(text, TIP_SIZE, GFX_REGULAR);
    if (!(tw >= 0 && tw < 1e6f)) tw = 0; /* no renderer (tests) */
    *w = tw + 2 * TIP_PAD;
    *h = TIP_SIZE * 1.35f + 2 * TIP_PAD * 0.7f;
    *wrapped = *w > maxw;
    if (*wrapped) {
        *w = maxw;
        gfx_rect in = {0, 0, maxw - 2 * TIP_PAD * 0.7f, 10000};
        float th = gfx_text_box(text, in, TIP_SIZE, GFX_CENTER | GFX_TOP, (gfx_color){0});
        if (!(th > 0 && th < 1e6f)) th = TIP_SIZE * 1.35f * 2;
        *h = th + 2 * TIP_PAD * 0.7f;
    }
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

gfx_rect ui_tooltip_rect(const char *text, gfx_rect a)
{
    gfx_rect s = ui_screen_rect();
    float maxw = fminf(340.0f, s.w - 2 * TIP_EDGE), w, h;
    bool wrapped;
    tip_size(text, maxw, &w, &h, &wrapped);
    float lo_x = TIP_EDGE, hi_x = s.w - TIP_EDGE - w, lo_y = TIP_EDGE, hi_y = s.h - TIP_EDGE - h;
    float x = clampf(a.x + a.w / 2 - w / 2, lo_x, hi_x);
    float below = a.y + a.h + TIP_GAP, above = a.y - TIP_GAP - h;
    if (below <= hi_y) return (gfx_rect){x, below, w, h};
    if (above >= lo_y) return (gfx_rect){x, above, w, h};
    /* Neither: beside it (the right first), vertically centred on it. */
    float y = clampf(a.y + a.h / 2 - h / 2, lo_y, hi_y);
    float right = a.x + a.w + TIP_GAP, left = a.x - TIP_GAP - w;
    if (right <= hi_x) return (gfx_rect){right, y, w, h};
    if (left >= lo_x) return (gfx_rect){left, y, w, h};
    /* A widget as large as the window: the edge with the most room, inside the window. */
    return (gfx_rect){x, s.h - (a.y + a.h) > a.y ? hi_y : lo_y, w, h};
}

void ui_draw_tooltip(const char *text, gfx_rect a)
{
    gfx_rect r = ui_tooltip_rect(text, a);
    gfx_rect s = ui_screen_rect();
    float maxw = fminf(340.0f, s.w - 2 * TIP_EDGE), w, h;
    bool wrapped;
    tip_size(text, maxw, &w, &h, &wrapped);
    gfx_color ink = GFX_HEX(0x2B2118);
    gfx_rrect_shadow(r, UI_RADIUS_S, 0, 3, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_S, ink);
    /* A small arrow towards the widget, on the side that faces it. */
    float ax = clampf(a.x + a.w / 2, r.x + 12, r.x + r.w - 12);
    float ay = clampf(a.y + a.h / 2, r.y + 10, r.y + r.h - 10);
    if (r.y >= a.y + a.h)
        gfx_triangle(ax - 7, r.y, ax + 7, r.y, ax, r.y - 7, ink);
    else if (r.y + r.h <= a.y)
        gfx_triangle(ax - 7, r.y + r.h, ax + 7, r.y + r.h, ax, r.y + r.h + 7, ink);
    else if (r.x >= a.x + a.w)
        gfx_triangle(r.x, ay - 7, r.x, ay + 7, r.x - 7, ay, ink);
    else if (r.x + r.w <= a.x)
        gfx_triangle(r.x + r.w, ay - 7, r.x + r.w, ay + 7, r.x + r.w + 7, ay, ink);
    if (!wrapped)
        gfx_text(text, r.x + r.w / 2, r.y + r.h / 2, TIP_SIZE, GFX_CENTER | GFX_MIDDLE,
                 UI_COL_PANEL);
    else
        gfx_text_box(text, ui_rect_inset(r, TIP_PAD * 0.7f), TIP_SIZE, GFX_CENTER | GFX_TOP,
                     UI_COL_PANEL);
}

const char *ui_tooltip_shown(gfx_rect *where)
{
    if (!tip.shown) return NULL;
    if (where) *where = tip.shown_r;
    return tip.text;
}

static void draw_tip(void)
{
    double now = ui_time();
    tip.shown = tip.owner && tip.seen == tip.frame && now - tip.since >= UI_TOOLTIP_DELAY;
    if (tip.shown) {
        float a = ui__anim(tip.since + UI_TOOLTIP_DELAY, 0.15);
        gfx_push_alpha(a);
        ui_draw_tooltip(tip.text, tip.r);
        gfx_pop_alpha();
        tip.shown_r = ui_tooltip_rect(tip.text, tip.r);
    }
    if (tip.seen != tip.frame) tip.owner = NULL;
    tip.frame++;
}

/* ---- toasts ----------------------------------------------------------------------------- */

static void add_toast(bool at, float x, float y, const char *msg, ui_toast_kind kind)
{
    if (!msg || !msg[0]) return;
    /* Hammered refusals must not pile up: a new toast near a point replaces the live ones near
     * it, and a top toast with the text of a live one restarts that one. */
    for (int i = 0; i < TOAST_MAX; i++) {
        toast *o = &toasts[i];
        if (!o->live || o->at != at) continue;
        if (at && fabsf(o->x - x) < 160 && fabsf(o->y - y) < 60) o->live = false;
        if (!at && strcmp(o->text, msg) == 0) o->live = false;
    }
    int slot = 0;
    for (int i = 0; i < TOAST_MAX; i++) {
        if (!toasts[i].live) {
            slot = i;
            break;
        }
        if (toasts[i].born < toasts[slot].born) slot = i; /* all live: replace the oldest */
    }
    toast *t = &toasts[slot];
    t->live = true;
    t->at = at;
    t->x = x;
    t->y = y;
    t->kind = kind;
    t->born = ui_time();
    snprintf(t->text, sizeof t->text, "%s", msg);
}

void ui_toast(const char *msg, ui_toast_kind kind)
{
    add_toast(false, 0, 0, msg, kind);
}

void ui_toast_at(float x, float y, const char *msg, ui_toast_kind kind)
{
    add_toast(true, x, y, msg, kind);
}

void ui_toast_clear(void)
{
    memset(toasts, 0, sizeof toasts);
}

int ui_toast_count(void)
{
    int n = 0;
    for (int i = 0; i < TOAST_MAX; i++) n += toasts[i].live;
    return n;
}

static gfx_color toast_color(ui_toast_kind k)
{
    return k == UI_TOAST_GOOD ? UI_COL_GOOD : k == UI_TOAST_BAD ? UI_COL_BAD : UI_COL_ACCENT;
}

static void draw_one_toast(const toast *t, float cx, float cy)
{
    double age = ui_time() - t->born;
    float fade_in = ui__anim(t->born, 0.18);
    float left = (float)(UI_TOAST_SECONDS - age);
    float a = fade_in * (left < 0.6f ? left / 0.6f : 1.0f);
    float rise = ui_reduced_motion() ? 0.0f : (1.0f - fade_in) * 12.0f;
    float size = UI_FONT_BODY, w = gfx_text_width(t->text, size, GFX_BOLD) + 56, h = 46;
    float sw = gfx_width() > 0 ? gfx_width() : 1280;
    /* wider than the window: the words wrap in a taller bubble (measured with no ink) */
    bool wrapped = w > sw - 16;
    float text_w = sw - 16 - 56;
    if (wrapped) {
        w = sw - 16;
        h = gfx_text_box(t->text, (gfx_rect){0, 0, text_w, 0}, size, GFX_LEFT,
                         GFX_RGBA(0, 0, 0, 0));
        h += 20;
    }
    float x = cx - w / 2, radius = wrapped ? 18 : h / 2;
    if (x < 8) x = 8;
    if (x + w > sw - 8) x = sw - 8 - w;
    gfx_rect r = {x, cy - 23 + rise, w, h};
    gfx_push_alpha(a);
    gfx_rrect_shadow(r, radius, 0, 4, UI_COL_SHADOW);
    gfx_rrect(r, radius, GFX_HEX(0x0E1A2E));
    gfx_rrect_outline(r, radius, 2, toast_color(t->kind));
    gfx_circle(r.x + 22, r.y + 23, 7, toast_color(t->kind));
    if (wrapped)
        gfx_text_box(t->text, (gfx_rect){r.x + 38, r.y + 10, text_w, h - 20}, size, GFX_LEFT,
                     UI_COL_TEXT);
    else
        gfx_text_styled(t->text, r.x + 38, r.y + h / 2, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_TEXT);
    gfx_pop_alpha();
}

static void draw_toasts(void)
{
    float sw = gfx_width() > 0 ? gfx_width() : 1280, y = 70;
    /* Top toasts stack from the oldest down. */
    int order[TOAST_MAX], n = 0;
    for (int i = 0; i < TOAST_MAX; i++)
        if (toasts[i].live && !toasts[i].at) order[n++] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && toasts[order[j]].born < toasts[order[j - 1]].born; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    for (int i = 0; i < n; i++, y += 54) draw_one_toast(&toasts[order[i]], sw / 2, y);
    for (int i = 0; i < TOAST_MAX; i++)
        if (toasts[i].live && toasts[i].at)
            draw_one_toast(&toasts[i], toasts[i].x, toasts[i].y - 56);
}

void ui_draw_overlay(void)
{
    draw_tip();
    draw_toasts();
    ui_draw_cursors();
    ui__ctl_frame_end();
}
