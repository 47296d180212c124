/* ui.c: the UI context (clock, keyboard mode), the clickable-widget core (click, hover, disabled
 * reasons), theme and shared drawing (background, panels, seat symbols, cursors). Tooltips and
 * toasts are in ui_overlay.c, layout and the screen header in ui_screen.c, the focus ring in
 * ui_focus.c. */
#include "ui/ui_internal.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/settings.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>

static double now;
static bool keyboard_mode;
static int seat_colour[IN_MAX_SEATS] = {0, 1, 2, 3, 4, 5};
static int seat_symbol[IN_MAX_SEATS] = {0, 1, 2, 3, 4, 5};

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
    ui__overlay_reset();
    for (int i = 0; i < IN_MAX_SEATS; i++) seat_colour[i] = seat_symbol[i] = i;
    SDL_StopTextInput(); /* SDL starts it with the video: only a focused field wants it */
    in_set_text_mode(false);
}

void ui_shutdown(void)
{
    ui__overlay_reset();
}

static int moving_ticks; /* ticks left in which something was moving (ui_keep_frames) */

void ui_keep_frames(void)
{
    moving_ticks = 2;
}

static char shown[64]; /* ui_mark_shown: what the next present shows, "" none */

void ui_mark_shown(const char *what)
{
    static int logged = -1; /* CITYBOX_LOG_SHOWN: read once */
    if (logged < 0) logged = getenv("CITYBOX_LOG_SHOWN") != NULL;
    if (logged) snprintf(shown, sizeof shown, "%s", what);
}

bool ui_shown_pending(void)
{
    return shown[0] != 0;
}

void ui_presented(void)
{
    if (!shown[0]) return;
    struct timespec ts; /* CLOCK_MONOTONIC: the clock a test's other process reads too */
    clock_gettime(CLOCK_MONOTONIC, &ts);
    LOG_I("shown %s at %.3f ms", shown, (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6);
    shown[0] = 0;
}

static uint64_t wake_at; /* SDL_GetTicks64 of the earliest ui_wake_in; 0 none */

void ui_wake_in(int ms)
{
    uint64_t at = SDL_GetTicks64() + (uint64_t)(ms > 0 ? ms : 0);
    if (!wake_at || at < wake_at) wake_at = at;
}

int ui_wake_ms(void)
{
    if (!wake_at) return -1;
    uint64_t now = SDL_GetTicks64();
    if (now < wake_at) return (int)(wake_at - now);
    wake_at = 0; /* due: this wake-up is the one asked for */
    return 0;
}

void ui_tick(double dt)
{
    if (dt > 0) now += dt;
    if (moving_ticks > 0) moving_ticks--;
    ui__overlay_tick();
}

double ui_time(void)
{
    return now;
}

bool ui_busy(void)
{
    return moving_ticks > 0 || ui__overlay_busy();
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

bool ui__ring(const ui_base *b)
{
    return b->focused && ui__usable(b) && keyboard_mode;
}

void ui_set_disabled(ui_base *b, bool disabled, const char *why)
{
    b->disabled = disabled;
    b->why = why;
}

/* A disabled widget still knows it is pointed at (its reason shows on hover), and a press on it
 * shows the reason at once (why_time); it never presses, clicks or consumes. */
void ui__unusable_event(ui_base *b, const in_event *ev)
{
    b->pressed = false;
    if (b->hidden) {
        b->hovered = false;
        return;
    }
    bool inside = ui_contains(b->rect, ev->x, ev->y);
    switch (ev->kind) {
    case IN_MOVE: b->hovered = inside && ev->pointer == 0; break;
    case IN_PRESS:
        b->hovered = inside && ev->pointer == 0;
        if (inside) b->why_time = now;
        break;
    case IN_RELEASE:
        if (ev->pointer > 0) b->hovered = false;
        break;
    default: break;
    }
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
        ui__unusable_event(b, ev);
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

/* ---- drawing helpers -------------------------------------------------------------------- */

/* The felt: a soft glow from the top into the base navy, and a faint city-map pattern of dots.
 * Exactly one screen of plain fragments (a gradient quad and a solid one): on llvmpipe a
 * textured full-screen blit costs more than this, and overlapping translucent strips far more. */
void ui_draw_background(void)
{
    ui_draw_background_in(ui_screen_rect());
}

void ui_draw_background_in(gfx_rect r)
{
    gfx_rect s = ui_screen_rect();
    /* whole pixels, so both are flat fills; the lower part first: on a screen just cleared to
     * the felt's colour it is nothing to draw */
    float px = gfx_scale(), split = roundf(s.h * 0.55f * px) / px;
    gfx_fill_rect((gfx_rect){0, split, s.w, s.h - split}, UI_COL_BG);
    gfx_gradient_rect((gfx_rect){0, 0, s.w, split}, UI_COL_BG_TOP, UI_COL_BG);
    /* the dots that reach into r (a dot and its edge's pixel are within 4 units of its centre) */
    const float step = 40.0f, reach = 4.0f;
    for (float y = step / 2; y < s.h; y += step) {
        if (y + reach <= r.y || y - reach >= r.y + r.h) continue;
        int row = (int)(y / step);
        for (float x = (row & 1) ? step : step / 2; x < s.w; x += step)
            if (x + reach > r.x && x - reach < r.x + r.w) gfx_circle(x, y, 1.6f, UI_COL_BG_DOT);
    }
}

void ui_draw_panel(gfx_rect r)
{
    gfx_rrect_shadow(r, UI_RADIUS_L, 0, 6, UI_COL_SHADOW);
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
    size = fmaxf(size, 12.0f / gfx_scale()); /* never under 12 pixels (README) */
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
