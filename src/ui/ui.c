/* ui.c: the UI context (clock, keyboard mode, tooltips, toasts), theme, layout helpers, shared
 * drawing (background, panels, seat symbols, cursors) and the focus ring. */
#include "ui/ui_internal.h"
#include "core/i18n.h"
#include "platform/settings.h"
#include <SDL.h>
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

static double now;
static bool keyboard_mode;
static toast toasts[TOAST_MAX];
static int seat_colour[IN_MAX_SEATS] = {0, 1, 2, 3, 4, 5};
static int seat_symbol[IN_MAX_SEATS] = {0, 1, 2, 3, 4, 5};

/* Tooltip: widgets report themselves while drawn; the overlay shows the one that stayed. */
static struct {
    const void *owner;
    double since;
    gfx_rect r;
    char text[TIP_CAP];
    unsigned seen, frame;
} tip;

static const ui_theme_t theme = {
    .background = UI_COL_BG,
    .background_top = UI_COL_BG_TOP,
    .panel = UI_COL_PANEL,
    .panel_alt = UI_COL_PANEL_ALT,
    .panel_edge = UI_COL_PANEL_EDGE,
    .ink = UI_COL_INK,
    .ink_soft = UI_COL_INK_SOFT,
    .text = UI_COL_TEXT,
    .text_soft = UI_COL_TEXT_SOFT,
    .accent = UI_COL_ACCENT,
    .accent2 = UI_COL_ACCENT2,
    .good = UI_COL_GOOD,
    .bad = UI_COL_BAD,
    .warn = UI_COL_WARN,
    .focus = UI_COL_FOCUS,
    .seat = {UI_SEAT_COL_0, UI_SEAT_COL_1, UI_SEAT_COL_2, UI_SEAT_COL_3, UI_SEAT_COL_4,
             UI_SEAT_COL_5},
    .font_small = UI_FONT_SMALL,
    .font_body = UI_FONT_BODY,
    .font_label = UI_FONT_LABEL,
    .font_head = UI_FONT_HEAD,
    .font_title = UI_FONT_TITLE,
    .radius_s = UI_RADIUS_S,
    .radius_m = UI_RADIUS_M,
    .radius_l = UI_RADIUS_L,
    .pad = UI_PAD,
    .gap = UI_GAP,
    .margin = UI_MARGIN,
    .button_h = UI_BUTTON_H,
    .row_h = UI_ROW_H,
};

const ui_theme_t *ui_theme(void)
{
    return &theme;
}

/* ---- context ---------------------------------------------------------------------------- */

void ui_init(void)
{
    now = 0;
    keyboard_mode = false;
    memset(toasts, 0, sizeof toasts);
    memset(&tip, 0, sizeof tip);
    for (int i = 0; i < IN_MAX_SEATS; i++) seat_colour[i] = seat_symbol[i] = i;
    SDL_StopTextInput(); /* SDL starts it with the video: only a focused field wants it */
    in_set_text_mode(false);
}

void ui_shutdown(void)
{
    memset(toasts, 0, sizeof toasts);
    memset(&tip, 0, sizeof tip);
}

static int moving_ticks; /* ticks left in which something was moving (ui_keep_frames) */

void ui_keep_frames(void)
{
    moving_ticks = 2;
}

void ui_tick(double dt)
{
    if (dt > 0) now += dt;
    if (moving_ticks > 0) moving_ticks--;
    for (int i = 0; i < TOAST_MAX; i++)
        if (toasts[i].live && now - toasts[i].born > UI_TOAST_SECONDS) toasts[i].live = false;
}

double ui_time(void)
{
    return now;
}

bool ui_busy(void)
{
    if (ui_toast_count() > 0 || moving_ticks > 0) return true;
    return tip.owner && now - tip.since < UI_TOOLTIP_DELAY + 0.3;
}

bool ui_reduced_motion(void)
{
    const settings *s = settings_get();
    return s && s->reduced_motion;
}

bool ui_keyboard_mode(void)
{
    return keyboard_mode;
}

void ui__note(const in_event *ev)
{
    if (ev->kind == IN_NAV)
        keyboard_mode = true;
    else if (ev->kind == IN_PRESS || (ev->kind == IN_MOVE && (ev->dx != 0 || ev->dy != 0)))
        keyboard_mode = false;
}

float ui__anim(double since, double seconds)
{
    if (ui_reduced_motion() || seconds <= 0) return 1.0f;
    double t = (now - since) / seconds;
    return t <= 0 ? 0.0f : t >= 1 ? 1.0f : (float)t;
}

gfx_color ui__mix(gfx_color a, gfx_color b, float t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return (gfx_color){(uint8_t)(a.r + (b.r - a.r) * t), (uint8_t)(a.g + (b.g - a.g) * t),
                       (uint8_t)(a.b + (b.b - a.b) * t), (uint8_t)(a.a + (b.a - a.a) * t)};
}

gfx_color ui__alpha(gfx_color c, float a)
{
    a = a < 0 ? 0 : a > 1 ? 1 : a;
    c.a = (uint8_t)(c.a * a);
    return c;
}

void ui__fill(gfx_rect r, gfx_color c)
{
    gfx_fill_rect(r, c);
}

bool ui__usable(const ui_base *b)
{
    return !b->hidden && !b->disabled;
}

bool ui__same_pointer(const ui_base *b, const in_event *ev)
{
    return b->press_seat == ev->seat && b->press_pointer == ev->pointer;
}

ui_result ui__click(ui_base *b, const in_event *ev, bool *clicked)
{
    *clicked = false;
    ui__note(ev);
    if (!ui__usable(b)) {
        b->hovered = b->pressed = false;
        return UI_NONE;
    }
    bool inside = ui_contains(b->rect, ev->x, ev->y);
    switch (ev->kind) {
    case IN_MOVE: b->hovered = inside; return UI_NONE;
    case IN_PRESS:
        b->hovered = inside;
        if (!inside || b->pressed) return UI_NONE;
        b->pressed = true;
        b->press_seat = ev->seat;
        b->press_pointer = ev->pointer;
        b->press_time = now;
        return UI_CONSUMED;
    case IN_RELEASE:
        if (!b->pressed || !ui__same_pointer(b, ev)) return UI_NONE;
        b->pressed = false;
        /* A touch held long showed the tooltip: lifting the finger is not a click. */
        if (ev->pointer > 0 && b->tooltip && now - b->press_time >= UI_LONG_PRESS) {
            b->hovered = false;
            return UI_CONSUMED;
        }
        if (ev->pointer > 0) b->hovered = false; /* fingers do not hover */
        if (!inside) return UI_CONSUMED;
        *clicked = true;
        return UI_ACTIVATED;
    case IN_CANCEL:
        if (!b->pressed) return UI_NONE;
        b->pressed = false;
        return UI_CONSUMED;
    case IN_NAV:
        if (b->focused && ev->key == IN_NAV_ACCEPT) {
            *clicked = true;
            b->change_time = now;
            return UI_ACTIVATED;
        }
        return UI_NONE;
    default: return UI_NONE;
    }
}

/* ---- tooltips --------------------------------------------------------------------------- */

void ui__tip(const ui_base *b)
{
    if (!b->tooltip || !b->tooltip[0] || b->hidden) return;
    bool long_press = b->pressed && b->press_pointer > 0 && now - b->press_time >= UI_LONG_PRESS;
    bool hover = b->hovered && !b->pressed;
    bool focus = b->focused && keyboard_mode;
    if (!hover && !focus && !long_press) return;
    if (tip.owner != b || tip.seen + 1 < tip.frame) {
        tip.owner = b;
        tip.since = long_press ? now - UI_TOOLTIP_DELAY : now;
    }
    if (long_press && now - tip.since < UI_TOOLTIP_DELAY) tip.since = now - UI_TOOLTIP_DELAY;
    tip.r = b->rect;
    snprintf(tip.text, sizeof tip.text, "%s", b->tooltip);
    tip.seen = tip.frame;
}

void ui_draw_tooltip(const char *text, float x, float y)
{
    float size = UI_FONT_SMALL, pad = 10.0f, maxw = 320.0f;
    float tw = gfx_text_width(text, size, GFX_REGULAR);
    float w = tw + 2 * pad, h = size * 1.35f + 2 * pad * 0.7f;
    int lines = 1;
    if (w > maxw) { /* wrapped: measured as it will be drawn (a clear colour draws nothing) */
        lines = 2;
        w = maxw;
        gfx_rect in = {0, 0, w - 2 * pad * 0.7f, 10000};
        h = gfx_text_box(text, in, size, GFX_CENTER | GFX_TOP, (gfx_color){0}) + 2 * pad * 0.7f;
    }
    float sw = gfx_width(), bx = x - w / 2, by = y - h - 10;
    bool below = by < 4;
    if (below) by = y + 10;
    if (bx < 6) bx = 6;
    if (sw > 0 && bx + w > sw - 6) bx = sw - 6 - w;
    gfx_rect r = {bx, by, w, h};
    gfx_rrect((gfx_rect){r.x, r.y + 3, r.w, r.h}, UI_RADIUS_S, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_S, GFX_HEX(0x2B2118));
    if (below)
        gfx_triangle(x - 7, by, x + 7, by, x, by - 7, GFX_HEX(0x2B2118));
    else
        gfx_triangle(x - 7, by + h, x + 7, by + h, x, by + h + 7, GFX_HEX(0x2B2118));
    if (lines == 1)
        gfx_text(text, r.x + w / 2, r.y + h / 2, size, GFX_CENTER | GFX_MIDDLE, UI_COL_PANEL);
    else
        gfx_text_box(text, ui_rect_inset(r, pad * 0.7f), size, GFX_CENTER | GFX_TOP, UI_COL_PANEL);
}

static void draw_tip(void)
{
    if (tip.owner && tip.seen == tip.frame && now - tip.since >= UI_TOOLTIP_DELAY) {
        float a = ui__anim(tip.since + UI_TOOLTIP_DELAY, 0.15);
        gfx_push_alpha(a);
        ui_draw_tooltip(tip.text, tip.r.x + tip.r.w / 2, tip.r.y);
        gfx_pop_alpha();
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
    t->born = now;
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
    double age = now - t->born;
    float fade_in = ui__anim(t->born, 0.18);
    float left = (float)(UI_TOAST_SECONDS - age);
    float a = fade_in * (left < 0.6f ? left / 0.6f : 1.0f);
    float rise = ui_reduced_motion() ? 0.0f : (1.0f - fade_in) * 12.0f;
    float size = UI_FONT_BODY, w = gfx_text_width(t->text, size, GFX_BOLD) + 56, h = 46;
    float sw = gfx_width() > 0 ? gfx_width() : 1280;
    float x = cx - w / 2;
    if (x < 8) x = 8;
    if (x + w > sw - 8) x = sw - 8 - w;
    gfx_rect r = {x, cy - h / 2 + rise, w, h};
    gfx_push_alpha(a);
    gfx_rrect((gfx_rect){r.x, r.y + 4, r.w, r.h}, h / 2, UI_COL_SHADOW);
    gfx_rrect(r, h / 2, GFX_HEX(0x0E1A2E));
    gfx_rrect_outline(r, h / 2, 2, toast_color(t->kind));
    gfx_circle(r.x + 22, r.y + h / 2, 7, toast_color(t->kind));
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
}

/* ---- layout ----------------------------------------------------------------------------- */

gfx_rect ui_screen_rect(void)
{
    float w = gfx_width(), h = gfx_height();
    if (!(w > 0) || !(h > 0)) { /* before the first frame (NaN) or in tests */
        w = 1280;
        h = 720;
    }
    return (gfx_rect){0, 0, w, h};
}

gfx_rect ui_rect_cut_top(gfx_rect *r, float h)
{
    if (h > r->h) h = r->h;
    gfx_rect out = {r->x, r->y, r->w, h};
    r->y += h;
    r->h -= h;
    return out;
}

gfx_rect ui_rect_cut_bottom(gfx_rect *r, float h)
{
    if (h > r->h) h = r->h;
    r->h -= h;
    return (gfx_rect){r->x, r->y + r->h, r->w, h};
}

gfx_rect ui_rect_cut_left(gfx_rect *r, float w)
{
    if (w > r->w) w = r->w;
    gfx_rect out = {r->x, r->y, w, r->h};
    r->x += w;
    r->w -= w;
    return out;
}

gfx_rect ui_rect_cut_right(gfx_rect *r, float w)
{
    if (w > r->w) w = r->w;
    r->w -= w;
    return (gfx_rect){r->x + r->w, r->y, w, r->h};
}

gfx_rect ui_rect_inset(gfx_rect r, float d)
{
    gfx_rect o = {r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
    if (o.w < 0) o.w = 0;
    if (o.h < 0) o.h = 0;
    return o;
}

gfx_rect ui_rect_centered(float cx, float cy, float w, float h)
{
    return (gfx_rect){cx - w / 2, cy - h / 2, w, h};
}

bool ui_contains(gfx_rect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* ---- drawing helpers -------------------------------------------------------------------- */

/* The felt: a soft glow from the top into the base navy, and a faint city-map pattern of dots.
 * Exactly one screen of plain fragments (a gradient quad and a solid one): on llvmpipe a
 * textured full-screen blit costs more than this, and overlapping translucent strips far more. */
void ui_draw_background(void)
{
    gfx_rect s = ui_screen_rect();
    float split = s.h * 0.55f;
    gfx_gradient_rect((gfx_rect){0, 0, s.w, split}, UI_COL_BG_TOP, UI_COL_BG);
    gfx_fill_rect((gfx_rect){0, split, s.w, s.h - split}, UI_COL_BG);
    const float step = 40.0f;
    for (float y = step / 2; y < s.h; y += step) {
        int row = (int)(y / step);
        for (float x = (row & 1) ? step : step / 2; x < s.w; x += step)
            gfx_circle(x, y, 1.6f, UI_COL_BG_DOT);
    }
}

void ui_draw_panel(gfx_rect r)
{
    gfx_rrect((gfx_rect){r.x, r.y + 6, r.w, r.h}, UI_RADIUS_L, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_L, UI_COL_PANEL);
    gfx_rrect_outline(r, UI_RADIUS_L, 2, UI_COL_PANEL_EDGE);
}

void ui_draw_panel_dark(gfx_rect r)
{
    gfx_rrect(r, UI_RADIUS_L, GFX_RGBA(10, 18, 36, 150));
    gfx_rrect_outline(r, UI_RADIUS_L, 1.5f, GFX_RGBA(255, 255, 255, 28));
}

void ui_draw_title(const char *text, float cx, float y)
{
    gfx_text_styled(text, cx, y + 3, UI_FONT_TITLE, GFX_CENTER | GFX_TOP, GFX_BOLD,
                    GFX_RGBA(0, 0, 0, 90));
    gfx_text_styled(text, cx, y, UI_FONT_TITLE, GFX_CENTER | GFX_TOP, GFX_BOLD, UI_COL_TEXT);
}

void ui_draw_focus_ring(gfx_rect r, float radius)
{
    gfx_rect o = ui_rect_inset(r, -5);
    gfx_rrect_outline(o, radius + 5, UI_FOCUS_THICK, UI_COL_FOCUS);
}

void ui_draw_keycap(const char *text, float cx, float cy, float size)
{
    float w = gfx_text_width(text, size, GFX_BOLD) + size * 0.8f, h = size * 1.35f;
    if (w < h) w = h;
    gfx_rect r = ui_rect_centered(cx, cy, w, h);
    gfx_rrect((gfx_rect){r.x, r.y + 2, r.w, r.h}, 5, GFX_RGBA(0, 0, 0, 70));
    gfx_rrect(r, 5, GFX_RGBA(255, 255, 255, 200));
    gfx_rrect_outline(r, 5, 1, GFX_RGBA(43, 33, 24, 120));
    gfx_text_styled(text, cx, cy, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

void ui__draw_chevron(float cx, float cy, float size, bool right, gfx_color c)
{
    float d = right ? 1.0f : -1.0f, s = size * 0.5f, t = size * 0.2f;
    gfx_line(cx - d * s * 0.5f, cy - s, cx + d * s * 0.5f, cy, t, c);
    gfx_line(cx + d * s * 0.5f, cy, cx - d * s * 0.5f, cy + s, t, c);
    gfx_circle(cx + d * s * 0.5f, cy, t * 0.5f, c);
}

/* ---- seats ------------------------------------------------------------------------------ */

gfx_color ui_palette_color(int colour)
{
    if (colour < 0 || colour >= UI_SEAT_COLORS) return UI_COL_PANEL;
    return theme.seat[colour];
}

gfx_color ui_seat_color(int seat)
{
    if (seat < 0 || seat >= IN_MAX_SEATS) return UI_COL_PANEL;
    return ui_palette_color(seat_colour[seat]);
}

int ui_seat_symbol(int seat)
{
    if (seat < 0 || seat >= IN_MAX_SEATS) return UI_SYM_CIRCLE;
    return seat_symbol[seat];
}

void ui_set_seat_look(int seat, int look)
{
    if (seat < 0 || seat >= IN_MAX_SEATS) return;
    look = look >= 0 && look < UI_SEAT_COLORS ? look : 0;
    seat_colour[seat] = seat_symbol[seat] = look;
}

void ui_set_seat_symbol(int seat, int symbol)
{
    if (seat < 0 || seat >= IN_MAX_SEATS) return;
    seat_symbol[seat] = symbol >= 0 && symbol < UI_SYM_COUNT ? symbol : 0;
}

const char *ui_seat_color_name(int colour)
{
    static const char *const names[UI_SEAT_COLORS] = {N_("Orange"), N_("Sky blue"), N_("Green"),
                                                      N_("Yellow"), N_("Blue"),     N_("Pink")};
    return colour >= 0 && colour < UI_SEAT_COLORS ? _(names[colour]) : "?";
}

const char *ui_symbol_name(int symbol)
{
    static const char *const names[UI_SYM_COUNT] = {N_("Circle"),  N_("Square"), N_("Triangle"),
                                                    N_("Diamond"), N_("Star"),   N_("Hexagon")};
    return symbol >= 0 && symbol < UI_SYM_COUNT ? _(names[symbol]) : "?";
}

void ui_draw_seat_symbol(int seat_symbol, float cx, float cy, float r, gfx_color c)
{
    switch (seat_symbol) {
    case UI_SYM_SQUARE: {
        float s = r * 0.86f;
        gfx_rrect((gfx_rect){cx - s, cy - s, 2 * s, 2 * s}, r * 0.14f, c);
        break;
    }
    case UI_SYM_TRIANGLE: {
        float R = r * 1.16f, ox = cy + r * 0.12f; /* optical centre a little low */
        gfx_triangle(cx, ox - R, cx + R * 0.866f, ox + R * 0.5f, cx - R * 0.866f, ox + R * 0.5f, c);
        break;
    }
    case UI_SYM_DIAMOND: {
        float R = r * 1.1f,
              xy[8] = {cx, cy - R, cx + R * 0.82f, cy, cx, cy + R, cx - R * 0.82f, cy};
        gfx_polygon(xy, 4, c);
        break;
    }
    case UI_SYM_STAR: {
        float R = r * 1.12f, ri = R * 0.45f, inner[10], outer[10];
        for (int i = 0; i < 5; i++) {
            float ao = -UI_PI / 2 + (float)i * 2 * UI_PI / 5, ai = ao + UI_PI / 5;
            outer[2 * i] = cx + R * cosf(ao);
            outer[2 * i + 1] = cy + R * sinf(ao) + r * 0.08f;
            inner[2 * i] = cx + ri * cosf(ai);
            inner[2 * i + 1] = cy + ri * sinf(ai) + r * 0.08f;
        }
        gfx_polygon(inner, 5, c);
        for (int i = 0; i < 5; i++) {
            int p = (i + 4) % 5; /* inner point before this tip */
            gfx_triangle(outer[2 * i], outer[2 * i + 1], inner[2 * i], inner[2 * i + 1],
                         inner[2 * p], inner[2 * p + 1], c);
        }
        break;
    }
    case UI_SYM_HEXAGON: gfx_hexagon(cx, cy, r * 1.02f, true, c); break;
    case UI_SYM_CIRCLE:
    default: gfx_circle(cx, cy, r * 0.95f, c); break;
    }
}

static bool light(gfx_color c)
{
    return 0.299f * c.r + 0.587f * c.g + 0.114f * c.b > 140.0f;
}

void ui_draw_seat_badge(int seat, float cx, float cy, float r)
{
    gfx_color c = ui_seat_color(seat);
    gfx_circle(cx, cy + r * 0.08f, r, GFX_RGBA(0, 0, 0, 70));
    gfx_circle(cx, cy, r, c);
    gfx_circle_outline(cx, cy, r, r * 0.1f, GFX_RGBA(43, 33, 24, 160));
    ui_draw_seat_symbol(ui_seat_symbol(seat), cx, cy, r * 0.5f,
                        light(c) ? UI_COL_INK : UI_COL_WHITE);
}

void ui_draw_cursors(void)
{
    for (int s = 0; s < IN_MAX_SEATS; s++) {
        in_cursor c = in_seat_cursor(s);
        if (!c.visible) continue;
        gfx_color col = ui_seat_color(s);
        float r = c.down ? 11.0f : 14.0f;
        gfx_circle(c.x, c.y + 2, r + 3, GFX_RGBA(0, 0, 0, 80));
        gfx_circle_outline(c.x, c.y, r, 6.0f, UI_COL_INK);
        gfx_circle_outline(c.x, c.y, r, 3.5f, col);
        if (c.down) gfx_circle(c.x, c.y, r - 3, ui__alpha(col, 0.55f));
        gfx_circle(c.x, c.y, 2.5f, UI_COL_INK);
        ui_draw_seat_badge(s, c.x + 17, c.y + 17, 10);
    }
}

/* ---- focus ring ------------------------------------------------------------------------- */

void ui_focus_init(ui_focus *f)
{
    memset(f, 0, sizeof *f);
    f->current = -1;
}

void ui_focus_add(ui_focus *f, ui_base *w)
{
    if (!w || f->count >= UI_FOCUS_MAX) return;
    for (int i = 0; i < f->count; i++)
        if (f->items[i] == w) return;
    f->items[f->count++] = w;
}

ui_base *ui_focus_current(const ui_focus *f)
{
    return f->current >= 0 && f->current < f->count ? f->items[f->current] : NULL;
}

static void set_index(ui_focus *f, int i)
{
    ui_base *old = ui_focus_current(f);
    ui_base *nw = i >= 0 && i < f->count ? f->items[i] : NULL;
    if (old == nw) return;
    if (old) {
        old->focused = false;
        if (ui__textfield_is(old)) ui_textfield_focus((ui_textfield *)old, false);
    }
    f->current = nw ? i : -1;
    if (nw) {
        nw->focused = true;
        if (ui__textfield_is(nw)) ui_textfield_focus((ui_textfield *)nw, true);
    }
}

void ui_focus_set(ui_focus *f, ui_base *w)
{
    for (int i = 0; i < f->count; i++)
        if (f->items[i] == w) {
            set_index(f, i);
            return;
        }
    set_index(f, -1);
}

static int step_order(const ui_focus *f, int from, int dir)
{
    for (int k = 1; k <= f->count; k++) {
        int i = ((from < 0 ? (dir > 0 ? -1 : 0) : from) + dir * k + f->count * 4) % f->count;
        if (ui__usable(f->items[i])) return i;
    }
    return -1;
}

/* Nearest usable widget in a direction, by centres; -1 none. */
static int step_spatial(const ui_focus *f, int from, float dx, float dy)
{
    const ui_base *c = f->items[from];
    float cx = c->rect.x + c->rect.w / 2, cy = c->rect.y + c->rect.h / 2, best = 1e30f;
    int bi = -1;
    for (int i = 0; i < f->count; i++) {
        const ui_base *o = f->items[i];
        if (i == from || !ui__usable(o)) continue;
        float ox = o->rect.x + o->rect.w / 2 - cx, oy = o->rect.y + o->rect.h / 2 - cy;
        float along = ox * dx + oy * dy, across = fabsf(ox * dy - oy * dx);
        if (along < 4.0f) continue;
        float score = along + 2.0f * across;
        if (score < best) {
            best = score;
            bi = i;
        }
    }
    return bi;
}

ui_result ui_focus_event(ui_focus *f, const in_event *ev)
{
    ui__note(ev);
    if (f->count == 0) return UI_NONE;
    if (ev->kind == IN_PRESS) {
        for (int i = f->count - 1; i >= 0; i--)
            if (ui__usable(f->items[i]) && ui_contains(f->items[i]->rect, ev->x, ev->y)) {
                set_index(f, i);
                return UI_NONE;
            }
        return UI_NONE;
    }
    if (ev->kind != IN_NAV) return UI_NONE;
    int next = -1, cur = f->current;
    if (cur >= 0 && !ui__usable(f->items[cur])) cur = -1;
    switch (ev->key) {
    case IN_NAV_NEXT: next = step_order(f, cur, 1); break;
    case IN_NAV_PREV: next = step_order(f, cur, -1); break;
    case IN_NAV_UP:
    case IN_NAV_DOWN:
    case IN_NAV_LEFT:
    case IN_NAV_RIGHT: {
        bool fwd = ev->key == IN_NAV_DOWN || ev->key == IN_NAV_RIGHT;
        if (cur < 0) {
            next = step_order(f, -1, fwd ? 1 : -1);
            break;
        }
        float dx = ev->key == IN_NAV_LEFT ? -1.0f : ev->key == IN_NAV_RIGHT ? 1.0f : 0.0f;
        float dy = ev->key == IN_NAV_UP ? -1.0f : ev->key == IN_NAV_DOWN ? 1.0f : 0.0f;
        next = step_spatial(f, cur, dx, dy);
        if (next < 0) next = step_order(f, cur, fwd ? 1 : -1);
        break;
    }
    default: return UI_NONE;
    }
    if (next < 0) return UI_NONE;
    set_index(f, next);
    return UI_CONSUMED;
}
