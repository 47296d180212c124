/* ui_widgets.c: button, toggle, slider, stepper and dialog (the list and text field live in
 * ui_list.c and ui_text.c). */
#include "audio/audio.h"
#include "core/i18n.h"
#include "ui/ui_internal.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static void base_init(ui_base *b, gfx_rect r, ui_kind k)
{
    memset(b, 0, sizeof *b);
    b->rect = r;
    b->kind = k;
    b->press_seat = b->owner = IN_SEAT_ANY;
    b->change_time = b->why_time = -10.0;
}

/* ---- button ----------------------------------------------------------------------------- */

void ui_button_init(ui_button *b, gfx_rect r, const char *label, ui_button_style style)
{
    memset(b, 0, sizeof *b);
    base_init(&b->base, r, UI_KIND_BUTTON);
    b->label = label;
    b->style = style;
}

static bool shortcut_hit(const ui_button *b, const in_event *ev)
{
    if (!b->shortcut) return false;
    if (ev->kind == IN_NAV) {
        if (b->shortcut == SDLK_ESCAPE) return ev->key == IN_NAV_BACK;
        if (b->shortcut == SDLK_RETURN) return ev->key == IN_NAV_ACCEPT && !b->base.focused;
        return false;
    }
    return ev->kind == IN_KEY && ev->key == b->shortcut &&
           !(ev->mods & (KMOD_CTRL | KMOD_ALT | KMOD_GUI));
}

ui_result ui_button_event(ui_button *b, const in_event *ev)
{
    bool clicked;
    if (ui__usable(&b->base) && shortcut_hit(b, ev)) {
        b->base.change_time = ui_time();
        snd_play(SND_CLICK);
        return UI_ACTIVATED;
    }
    ui_result r = ui__click(&b->base, ev, &clicked);
    if (clicked) {
        b->base.change_time = ui_time();
        snd_play(SND_CLICK);
    }
    return r;
}

static const char *shortcut_name(int key)
{
    switch (key) {
    case SDLK_ESCAPE: return _("Esc"); /* "Échap" in French */
    case SDLK_RETURN: return _("Enter");
    case SDLK_SPACE: return _("Space");
    default: return SDL_GetKeyName(key);
    }
}

/* Splits label at the space nearest its middle (bytes; UTF-8 is never cut, a space is ASCII).
 * false when it has no space or does not fit the buffers. */
static bool split_label(const char *label, char *a, char *b, size_t n)
{
    size_t len = strlen(label), best = 0;
    if (len >= n) return false;
    for (size_t i = 1; i + 1 < len; i++)
        if (label[i] == ' ' &&
            (best == 0 || (i > len / 2 ? i - len / 2 : len / 2 - i) <
                              (best > len / 2 ? best - len / 2 : len / 2 - best)))
            best = i;
    if (best == 0) return false;
    memcpy(a, label, best);
    a[best] = 0;
    memcpy(b, label + best + 1, len - best);
    return true;
}

int ui_fit_label(const char *label, float w, float h, float size, float *out_size, char *l1,
                 char *l2, size_t n)
{
    float lw = gfx_text_width(label, size, GFX_BOLD);
    if (lw <= w - 24) {
        *out_size = size;
        return 1;
    }
    if (lw * 0.75f <= w - 24) {
        *out_size = size * (w - 24) / lw;
        return 1;
    }
    float s2 = h / 2.3f < size ? h / 2.3f : size;
    if (split_label(label, l1, l2, n) && gfx_text_width(l1, s2, GFX_BOLD) <= w - 14 &&
        gfx_text_width(l2, s2, GFX_BOLD) <= w - 14) {
        *out_size = s2;
        return 2;
    }
    /* one line with narrower margins, down to 12 units (legible at the smallest window) */
    float s1 = size * (w - 14) / lw;
    if (s1 >= 12.0f) {
        *out_size = s1;
        return 1;
    }
    return 0;
}

void ui_button_draw(const ui_button *b)
{
    const ui_base *w = &b->base;
    if (w->hidden) return;
    ui__tip(w);
    ui__ctl(w, UI_CTL_BUTTON, b->label);
    gfx_rect r = w->rect;
    float rad = r.h < 44 ? UI_RADIUS_S + 2 : UI_RADIUS_M;
    bool off = w->disabled, down = w->pressed && w->hovered;
    /* A just-clicked flash, for keyboard Accept and shortcuts that never press visibly. */
    float flash = 1.0f - ui__anim(w->change_time, 0.18);
    if (flash > 0 && !ui_reduced_motion()) down = true;
    gfx_color face, edge, ink;
    switch (b->style) {
    case UI_BUTTON_PRIMARY:
        face = w->hovered ? UI_COL_ACCENT_HI : UI_COL_ACCENT;
        edge = UI_COL_ACCENT_LO;
        ink = UI_COL_INK;
        break;
    case UI_BUTTON_DANGER:
        face = w->hovered ? GFX_HEX(0xEA6F6E) : UI_COL_BAD;
        edge = GFX_HEX(0xA83232);
        ink = UI_COL_WHITE;
        break;
    case UI_BUTTON_GHOST:
        face = w->hovered ? GFX_RGBA(255, 255, 255, 36) : GFX_RGBA(255, 255, 255, 0);
        edge = GFX_RGBA(0, 0, 0, 0);
        ink = UI_COL_TEXT;
        break;
    case UI_BUTTON_SECONDARY:
    default:
        face = w->hovered ? GFX_HEX(0xFFFAF0) : UI_COL_PANEL;
        edge = UI_COL_PANEL_EDGE;
        ink = UI_COL_INK;
        break;
    }
    if (off) {
        face = b->style == UI_BUTTON_GHOST ? GFX_RGBA(0, 0, 0, 0) : UI_COL_DISABLED;
        edge = b->style == UI_BUTTON_GHOST ? GFX_RGBA(0, 0, 0, 0) : GFX_HEX(0x9A9286);
        ink = b->style == UI_BUTTON_GHOST ? UI_COL_TEXT_SOFT : GFX_HEX(0x6E675D);
        down = false;
    }
    float depth = b->style == UI_BUTTON_GHOST ? 0.0f : 5.0f;
    float sink = down ? depth - 1.0f : 0.0f;
    if (depth > 0) {
        gfx_rrect((gfx_rect){r.x, r.y + depth + 2, r.w, r.h}, rad, GFX_RGBA(0, 0, 0, 50));
        gfx_rrect((gfx_rect){r.x, r.y + depth, r.w, r.h}, rad, edge);
    }
    gfx_rect f = {r.x, r.y + sink, r.w, r.h};
    gfx_rrect(f, rad, face);
    if (b->style == UI_BUTTON_SECONDARY && !off) gfx_rrect_outline(f, rad, 2, edge);
    if (b->style == UI_BUTTON_PRIMARY && !off) /* a soft highlight on the top half */
        gfx_rrect((gfx_rect){f.x + 3, f.y + 2, f.w - 6, f.h * 0.46f}, rad - 2,
                  GFX_RGBA(255, 255, 255, 26));

    float size = r.h >= 48 ? UI_FONT_LABEL : UI_FONT_BODY;
    const char *label = b->label ? b->label : "";
    const char *hint = b->shortcut ? shortcut_name(b->shortcut) : NULL;
    float hint_w = hint && hint[0] ? gfx_text_width(hint, UI_FONT_SMALL * 0.8f, GFX_BOLD) + 24 : 0;
    float lw = gfx_text_width(label, size, GFX_BOLD);
    bool show_icon = b->icon != NULL;
    float icon = size * 1.15f, gap = label[0] ? 10.0f : 0.0f;
    /* Too narrow (long translations): drop the key hint, then the icon, then shrink. */
    if ((show_icon ? icon + gap : 0) + lw + hint_w > r.w - 24) hint_w = 0;
    if (show_icon && label[0] && icon + gap + lw > r.w - 24) show_icon = false;
    if (!show_icon) icon = gap = 0;
    /* Still too wide: smaller (to 3/4), else on two lines, else smaller with narrow margins. */
    char line1[96], line2[96];
    float s2 = size;
    int lines = 1;
    if (lw > r.w - 24 && lw > 0) {
        lines =
            show_icon ? 0 : ui_fit_label(label, r.w, f.h, size, &s2, line1, line2, sizeof line1);
        size = lines == 1 ? s2 : size * 0.75f; /* 0: clipped at 3/4 */
        lw = gfx_text_width(label, size, GFX_BOLD);
    }
    if (lines == 2) {
        float cx = f.x + f.w / 2, cy2 = f.y + f.h / 2 + 1;
        gfx_text_styled(line1, cx, cy2 - s2 * 0.52f, s2, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, ink);
        gfx_text_styled(line2, cx, cy2 + s2 * 0.52f, s2, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, ink);
        if (ui__ring(w)) ui_draw_focus_ring(f, rad);
        return;
    }
    float avail = r.w - 24 - hint_w;
    float total = icon + gap + lw, x = f.x + 12 + (avail - total) / 2, cy = f.y + f.h / 2;
    if (x < f.x + 12) /* narrower margins (ui_fit_label): centred on the whole face */
        x = f.x + (f.w - total) / 2 > f.x + 4 ? f.x + (f.w - total) / 2 : f.x + 4;
    if (show_icon) {
        gfx_svg(b->icon, (gfx_rect){x, cy - icon / 2, icon, icon}, ink);
        x += icon + gap;
    }
    gfx_push_clip((gfx_rect){f.x + 3, f.y, f.w - 6 - hint_w, f.h});
    gfx_text_styled(label, x, cy + 1, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, ink);
    gfx_pop_clip();
    if (hint_w > 0) {
        gfx_push_alpha(off ? 0.5f : 0.85f);
        ui_draw_keycap(hint, f.x + f.w - 12 - (hint_w - 24) / 2 - 6, cy, UI_FONT_SMALL * 0.8f);
        gfx_pop_alpha();
    }
    if (ui__ring(w)) ui_draw_focus_ring(f, rad);
}

/* ---- toggle ----------------------------------------------------------------------------- */

void ui_toggle_init(ui_toggle *t, gfx_rect r, const char *label, bool on)
{
    memset(t, 0, sizeof *t);
    base_init(&t->base, r, UI_KIND_TOGGLE);
    t->label = label;
    t->on = on;
}

ui_result ui_toggle_event(ui_toggle *t, const in_event *ev)
{
    bool clicked;
    ui_result r = ui__click(&t->base, ev, &clicked);
    if (clicked) {
        t->on = !t->on;
        t->base.change_time = ui_time();
        snd_play(SND_CLICK);
        return UI_CHANGED;
    }
    return r;
}

void ui_toggle_draw(const ui_toggle *t)
{
    const ui_base *w = &t->base;
    if (w->hidden) return;
    ui__tip(w);
    ui__ctl(w, UI_CTL_FIELD, t->label);
    gfx_rect r = w->rect;
    float th = 32, tw = 60, cy = r.y + r.h / 2;
    gfx_rect track = {r.x + r.w - tw - 4, cy - th / 2, tw, th};
    float k = ui__anim(w->change_time, 0.16);
    k = k * k * (3 - 2 * k);
    float pos = t->on ? k : 1 - k;
    gfx_color ink = w->disabled ? UI_COL_DISABLED : UI_COL_INK;
    if (w->hovered && !w->disabled)
        gfx_rrect(ui_rect_inset(r, -4), UI_RADIUS_S, GFX_RGBA(43, 33, 24, 14));
    if (t->label)
        gfx_text_styled(t->label, r.x + 4, cy, UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, GFX_REGULAR,
                        ink);
    gfx_color off_col = GFX_HEX(0xC9BBA4), on_col = UI_COL_ACCENT2;
    gfx_color tc = w->disabled ? UI_COL_DISABLED : ui__mix(off_col, on_col, pos);
    gfx_rrect((gfx_rect){track.x, track.y + 2, track.w, track.h}, th / 2, GFX_RGBA(0, 0, 0, 40));
    gfx_rrect(track, th / 2, tc);
    float kx = track.x + th / 2 + pos * (tw - th), kr = th / 2 - 4;
    /* Tiny on/off marks inside the track, not colour alone. */
    gfx_color mark = GFX_RGBA(255, 255, 255, 220);
    if (pos > 0.5f)
        gfx_line(track.x + 16, cy - 6, track.x + 16, cy + 6, 2.5f, mark);
    else
        gfx_circle_outline(track.x + tw - 16, cy, 5.5f, 2.2f, mark);
    gfx_circle(kx, cy + 2, kr, GFX_RGBA(0, 0, 0, 50));
    gfx_circle(kx, cy, kr, UI_COL_WHITE);
    if (w->pressed) gfx_circle(kx, cy, kr + 5, GFX_RGBA(255, 255, 255, 60));
    if (ui__ring(w)) ui_draw_focus_ring(r, UI_RADIUS_S);
}

/* ---- slider ----------------------------------------------------------------------------- */

void ui_slider_init(ui_slider *s, gfx_rect r, const char *label, float min, float max, float step,
                    float value)
{
    memset(s, 0, sizeof *s);
    base_init(&s->base, r, UI_KIND_SLIDER);
    s->label = label;
    s->min = min;
    s->max = max > min ? max : min + 1;
    s->step = step;
    s->value = value < s->min ? s->min : value > s->max ? s->max : value;
}

/* A labelled slider in a short row (a settings line) is drawn in one line like a stepper: the
 * label at the left, the track in the right part, the value at its end; a taller one puts the
 * label and value above the track. */
static bool slider_inline(const ui_slider *s)
{
    return s->label && s->base.rect.h < 56 && s->base.rect.w >= 280;
}

static const float SLIDER_VALUE_W = 64.0f;

gfx_rect ui_slider_track(const ui_slider *s)
{
    gfx_rect r = s->base.rect;
    if (slider_inline(s)) {
        float w = fminf(r.w * 0.55f, 300.0f), cy = r.y + r.h / 2;
        float x0 = r.x + r.w - w + 14,
              x1 = r.x + r.w - (s->fmt && !s->fmt[0] ? 14 : SLIDER_VALUE_W);
        return (gfx_rect){x0, cy - 4, x1 - x0, 8};
    }
    float top = s->label ? r.h * 0.45f : 0.0f;
    float cy = r.y + top + (r.h - top) / 2;
    return (gfx_rect){r.x + 14, cy - 4, r.w - 28, 8};
}

static float snap(const ui_slider *s, float v)
{
    if (s->step > 0) v = s->min + roundf((v - s->min) / s->step) * s->step;
    return v < s->min ? s->min : v > s->max ? s->max : v;
}

float ui_slider_value_at(const ui_slider *s, float x)
{
    gfx_rect t = ui_slider_track(s);
    float k = t.w > 0 ? (x - t.x) / t.w : 0;
    k = k < 0 ? 0 : k > 1 ? 1 : k;
    return snap(s, s->min + k * (s->max - s->min));
}

static ui_result set_value(ui_slider *s, float v)
{
    v = snap(s, v);
    if (v == s->value) return UI_CONSUMED;
    s->value = v;
    s->base.change_time = ui_time();
    return UI_CHANGED;
}

ui_result ui_slider_event(ui_slider *s, const in_event *ev)
{
    ui_base *b = &s->base;
    ui__note(ev);
    if (!ui__usable(b)) {
        s->dragging = false;
        ui__unusable_event(b, ev);
        return UI_NONE;
    }
    gfx_rect hit = ui_rect_inset(b->rect, -4);
    switch (ev->kind) {
    case IN_MOVE:
        b->hovered = ui_contains(hit, ev->x, ev->y);
        if (s->dragging && ui__same_pointer(b, ev))
            return set_value(s, ui_slider_value_at(s, ev->x));
        return UI_NONE;
    case IN_PRESS:
        if (!ui_contains(hit, ev->x, ev->y) || s->dragging) return UI_NONE;
        s->dragging = b->pressed = true;
        b->press_seat = ev->seat;
        b->press_pointer = ev->pointer;
        b->press_time = ui_time();
        return set_value(s, ui_slider_value_at(s, ev->x)) == UI_CHANGED ? UI_CHANGED : UI_CONSUMED;
    case IN_RELEASE:
        if (!s->dragging || !ui__same_pointer(b, ev)) return UI_NONE;
        s->dragging = b->pressed = false;
        if (ev->pointer > 0) b->hovered = false;
        return set_value(s, ui_slider_value_at(s, ev->x)) == UI_CHANGED ? UI_CHANGED : UI_CONSUMED;
    case IN_CANCEL:
        if (!s->dragging) return UI_NONE;
        s->dragging = b->pressed = false;
        return UI_CONSUMED;
    case IN_NAV: {
        if (!b->focused) return UI_NONE;
        float st = s->step > 0 ? s->step : (s->max - s->min) / 20.0f;
        if (ev->key == IN_NAV_LEFT) return set_value(s, s->value - st);
        if (ev->key == IN_NAV_RIGHT) return set_value(s, s->value + st);
        return UI_NONE;
    }
    case IN_KEY:
        if (!b->focused) return UI_NONE;
        if (ev->key == SDLK_HOME) return set_value(s, s->min);
        if (ev->key == SDLK_END) return set_value(s, s->max);
        return UI_NONE;
    case IN_ZOOM: /* the wheel over a slider nudges it */
        if (!ui_contains(hit, ev->x, ev->y)) return UI_NONE;
        {
            float st = s->step > 0 ? s->step : (s->max - s->min) / 20.0f;
            return set_value(s, s->value + (ev->amount > 1 ? st : -st));
        }
    default: return UI_NONE;
    }
}

void ui_slider_draw(const ui_slider *s)
{
    const ui_base *w = &s->base;
    if (w->hidden) return;
    ui__tip(w);
    ui__ctl(w, UI_CTL_FIELD, s->label);
    gfx_rect r = w->rect, t = ui_slider_track(s);
    gfx_color ink = w->disabled ? UI_COL_DISABLED : UI_COL_INK;
    if (s->label) {
        float ly = slider_inline(s) ? r.y + r.h / 2 : r.y + r.h * 0.22f;
        gfx_text_styled(s->label, r.x + 4, ly, UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, GFX_REGULAR,
                        ink);
        if (!s->fmt || s->fmt[0]) {
            char buf[48];
            snprintf(buf, sizeof buf, s->fmt ? s->fmt : "%.0f", (double)s->value);
            gfx_text_styled(buf, r.x + r.w - 4, ly, UI_FONT_BODY, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                            ink);
        }
    }
    float k = (s->value - s->min) / (s->max - s->min), kx = t.x + k * t.w, cy = t.y + t.h / 2;
    gfx_rrect(t, t.h / 2, GFX_HEX(0xDCCBAF));
    gfx_color fill = w->disabled ? UI_COL_DISABLED : UI_COL_ACCENT2;
    if (kx > t.x) gfx_rrect((gfx_rect){t.x, t.y, kx - t.x, t.h}, t.h / 2, fill);
    if (s->step > 0 && (s->max - s->min) / s->step <= 10) /* few steps: show the notches */
        for (float v = s->min; v <= s->max + 1e-3f; v += s->step) {
            float x = t.x + (v - s->min) / (s->max - s->min) * t.w;
            gfx_circle(x, cy, 2.0f, GFX_RGBA(43, 33, 24, 90));
        }
    float kr = s->dragging ? 14.0f : w->hovered ? 13.0f : 12.0f;
    if (s->dragging) gfx_circle(kx, cy, kr + 8, ui__alpha(UI_COL_ACCENT2, 0.25f));
    gfx_circle(kx, cy + 2, kr, GFX_RGBA(0, 0, 0, 50));
    gfx_circle(kx, cy, kr, UI_COL_WHITE);
    gfx_circle_outline(kx, cy, kr, 3, fill);
    if (ui__ring(w)) ui_draw_focus_ring(r, UI_RADIUS_S);
}

/* ---- stepper ---------------------------------------------------------------------------- */

void ui_stepper_init(ui_stepper *s, gfx_rect r, const char *label, const char *const *options,
                     int count, int index)
{
    memset(s, 0, sizeof *s);
    base_init(&s->base, r, UI_KIND_STEPPER);
    s->label = label;
    s->options = options;
    s->count = count > 0 ? count : 1;
    s->index = index < 0 ? 0 : index >= s->count ? s->count - 1 : index;
}

/* The arrow buttons and the value box: [<] value [>] at the right of the rectangle. */
static void stepper_parts(const ui_stepper *s, gfx_rect *left, gfx_rect *val, gfx_rect *right)
{
    gfx_rect r = s->base.rect;
    float bh = r.h - 8 < 44 ? r.h - 8 : 44;
    float w = s->label ? r.w * 0.55f : r.w;
    if (w > 300) w = 300;
    float x = r.x + r.w - w, cy = r.y + r.h / 2;
    *left = (gfx_rect){x, cy - bh / 2, bh, bh};
    *right = (gfx_rect){r.x + r.w - bh, cy - bh / 2, bh, bh};
    *val = (gfx_rect){x + bh, cy - bh / 2, w - 2 * bh, bh};
}

static ui_result step(ui_stepper *s, int d)
{
    int i = s->index + d;
    if (s->wrap) i = (i % s->count + s->count) % s->count;
    if (i < 0 || i >= s->count) return UI_CONSUMED;
    s->index = i;
    s->base.change_time = ui_time();
    snd_play(SND_CLICK);
    return UI_CHANGED;
}

ui_result ui_stepper_event(ui_stepper *s, const in_event *ev)
{
    ui_base *b = &s->base;
    bool clicked;
    if (ev->kind == IN_NAV && b->focused && ui__usable(b)) {
        ui__note(ev);
        if (ev->key == IN_NAV_LEFT) return step(s, -1);
        if (ev->key == IN_NAV_RIGHT || ev->key == IN_NAV_ACCEPT) return step(s, 1);
        return UI_NONE;
    }
    ui_result r = ui__click(b, ev, &clicked);
    if (clicked) {
        gfx_rect l, v, rt;
        stepper_parts(s, &l, &v, &rt);
        if (ev->x < v.x + v.w / 2) return step(s, -1);
        return step(s, 1);
    }
    return r;
}

void ui_stepper_draw(const ui_stepper *s)
{
    const ui_base *w = &s->base;
    if (w->hidden) return;
    ui__tip(w);
    gfx_rect l, v, rt, r = w->rect;
    stepper_parts(s, &l, &v, &rt);
    if (ui_ctl_tracing() && !w->disabled) { /* its two arrows are what a pointer presses */
        bool ends[2] = {s->wrap || s->index > 0, s->wrap || s->index < s->count - 1};
        for (int i = 0; i < 2; i++) {
            ui_ctl c = {.kind = UI_CTL_BUTTON,
                        .rect = i ? rt : l,
                        .enabled = ends[i],
                        .seat = w->owner,
                        .why = ends[i]  ? NULL
                               : i == 0 ? _("This is the first choice.")
                                        : _("This is the last choice."),
                        .widget = w};
            snprintf(c.label, sizeof c.label, "%s %s", i ? "›" : "‹", s->label ? s->label : "");
            ui_ctl_add(&c);
        }
    } else {
        ui__ctl(w, UI_CTL_FIELD, s->label);
    }
    gfx_color ink = w->disabled ? UI_COL_DISABLED : UI_COL_INK;
    float cy = r.y + r.h / 2;
    if (s->label)
        gfx_text_styled(s->label, r.x + 4, cy, UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, GFX_REGULAR,
                        ink);
    gfx_rrect(v, UI_RADIUS_S, GFX_RGBA(43, 33, 24, 18));
    char buf[64];
    const char *text = buf;
    if (s->options)
        text = _(s->options[s->index]);
    else
        snprintf(buf, sizeof buf, s->num_fmt ? s->num_fmt : "%d", s->num_min + s->index);
    gfx_push_clip(v);
    float bump = 1.0f - ui__anim(w->change_time, 0.15);
    gfx_text_styled(text, v.x + v.w / 2, cy - bump * 4, UI_FONT_LABEL, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, ink);
    gfx_pop_clip();
    bool can_l = s->wrap || s->index > 0, can_r = s->wrap || s->index < s->count - 1;
    gfx_rect arrows[2] = {l, rt};
    bool can[2] = {can_l, can_r};
    for (int i = 0; i < 2; i++) {
        gfx_rect a = arrows[i];
        bool on = can[i] && !w->disabled;
        gfx_color face = on ? UI_COL_ACCENT : GFX_HEX(0xE2D6C2);
        gfx_circle(a.x + a.w / 2, a.y + a.h / 2 + 3, a.h / 2,
                   on ? UI_COL_ACCENT_LO : GFX_HEX(0xCFC2AC));
        gfx_circle(a.x + a.w / 2, a.y + a.h / 2, a.h / 2, face);
        ui__draw_chevron(a.x + a.w / 2, a.y + a.h / 2, a.h * 0.42f, i == 1,
                         on ? UI_COL_INK : GFX_HEX(0xA89A85));
    }
    if (ui__ring(w)) ui_draw_focus_ring(r, UI_RADIUS_S);
}

/* ---- dialog ----------------------------------------------------------------------------- */

static gfx_rect dialog_card(const ui_dialog *d)
{
    gfx_rect s = ui_screen_rect();
    float w = s.w - 64 < 600 ? s.w - 64 : 600;
    float inner = w - 64;
    float mw = d->message ? gfx_text_width(d->message, UI_FONT_BODY, GFX_REGULAR) : 0;
    if (!(mw >= 0 && mw < 1e6f)) mw = 0; /* no renderer yet (tests): one line */
    int lines = d->message && d->message[0] ? (int)ceilf(mw / (inner * 0.92f)) : 0;
    for (const char *p = d->message; p && *p; p++) lines += *p == '\n';
    float h = 32 + UI_FONT_HEAD * 1.3f + 14 + lines * UI_FONT_BODY * 1.35f + 28 + UI_BUTTON_H + 32;
    return ui_rect_centered(s.w / 2, s.h / 2, w, h);
}

static void dialog_layout(ui_dialog *d)
{
    gfx_rect c = dialog_card(d);
    float bw = (c.w - 64 - (d->nbuttons - 1) * UI_GAP) / (float)(d->nbuttons > 0 ? d->nbuttons : 1);
    if (bw > 220) bw = 220;
    float x = c.x + c.w - 32 - bw, y = c.y + c.h - 32 - UI_BUTTON_H;
    /* The primary (first) button sits at the right, the others to its left. */
    for (int i = 0; i < d->nbuttons; i++, x -= bw + UI_GAP)
        d->buttons[i].base.rect = (gfx_rect){x, y, bw, UI_BUTTON_H};
}

void ui_dialog_open(ui_dialog *d, const char *title, const char *message, const char *const *labels,
                    int n)
{
    memset(d, 0, sizeof *d);
    d->open = true;
    d->title = title;
    d->message = message;
    d->nbuttons = n < 1 ? 1 : n > UI_DIALOG_MAX_BUTTONS ? UI_DIALOG_MAX_BUTTONS : n;
    d->choice = -1;
    d->open_time = ui_time();
    ui_focus_init(&d->focus);
    for (int i = 0; i < d->nbuttons; i++) {
        ui_button_init(&d->buttons[i], (gfx_rect){0, 0, 10, 10}, labels ? labels[i] : "OK",
                       i == 0 ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
    }
    for (int i = d->nbuttons - 1; i >= 0; i--) ui_focus_add(&d->focus, &d->buttons[i].base);
    dialog_layout(d);
    ui_focus_set(&d->focus, &d->buttons[0].base);
}

void ui_dialog_close(ui_dialog *d)
{
    d->open = false;
}

ui_result ui_dialog_event(ui_dialog *d, const in_event *ev)
{
    if (!d->open) return UI_NONE;
    dialog_layout(d);
    ui__note(ev);
    for (int i = 0; i < d->nbuttons; i++)
        if (ui_button_event(&d->buttons[i], ev) == UI_ACTIVATED) {
            d->choice = i;
            d->open = false;
            return UI_ACTIVATED;
        }
    bool outside_tap = ev->kind == IN_RELEASE && !ui_contains(dialog_card(d), ev->x, ev->y) &&
                       ui_time() - d->open_time > 0.2;
    if ((ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU)) ||
        ev->kind == IN_CANCEL || outside_tap) {
        d->choice = -1;
        d->open = false;
        return UI_CANCELLED;
    }
    ui_focus_event(&d->focus, ev);
    return UI_CONSUMED; /* modal: nothing reaches what is under it */
}

void ui_dialog_draw(ui_dialog *d)
{
    if (!d->open) return;
    dialog_layout(d);
    float k = ui__anim(d->open_time, 0.18);
    float ease = 1 - (1 - k) * (1 - k);
    gfx_rect s = ui_screen_rect();
    ui_tooltip_block(); /* modal: what is under it shows no tooltip */
    gfx_rrect(s, 0, ui__alpha(UI_COL_DIM, k));
    gfx_rect c = dialog_card(d);
    float dy = (1 - ease) * 24;
    c.y += dy;
    gfx_push_alpha(ease);
    ui_draw_panel(c);
    /* A band of accent at the top, like the header of a rules card. */
    gfx_rrect((gfx_rect){c.x + 24, c.y, c.w - 48, 6}, 3, UI_COL_ACCENT);
    float y = c.y + 32;
    if (d->title)
        gfx_text_styled(d->title, c.x + 32, y, UI_FONT_HEAD, GFX_LEFT | GFX_TOP, GFX_BOLD,
                        UI_COL_INK);
    y += UI_FONT_HEAD * 1.3f + 14;
    if (d->message)
        gfx_text_box(d->message, (gfx_rect){c.x + 32, y, c.w - 64, c.y + c.h - y}, UI_FONT_BODY,
                     GFX_LEFT | GFX_TOP, UI_COL_INK_SOFT);
    for (int i = 0; i < d->nbuttons; i++) {
        d->buttons[i].base.rect.y += dy;
        ui_button_draw(&d->buttons[i]);
        d->buttons[i].base.rect.y -= dy;
    }
    gfx_pop_alpha();
}
