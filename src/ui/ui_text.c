/* ui_text.c: the one-line text field for names: SDL text input while focused, UTF-8 editing
 * by whole characters, a caret, a maximum length in characters. */
#include "ui/ui_internal.h"
#include <SDL.h>
#include <string.h>

static bool cont(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

/* Bytes of the UTF-8 character starting at s (1 for a stray byte), 0 at the end. */
static int char_len(const char *s)
{
    unsigned char c = (unsigned char)s[0];
    if (!c) return 0;
    int n = c < 0x80             ? 1
            : (c & 0xE0) == 0xC0 ? 2
            : (c & 0xF0) == 0xE0 ? 3
            : (c & 0xF8) == 0xF0 ? 4
                                 : 1;
    for (int i = 1; i < n; i++)
        if (!cont((unsigned char)s[i])) return i; /* truncated sequence: take what is there */
    return n;
}

int ui_utf8_count(const char *s)
{
    return s ? (int)SDL_utf8strlen(s) : 0;
}

bool ui__textfield_is(const ui_base *b)
{
    return b && b->kind == UI_KIND_TEXTFIELD;
}

void ui_textfield_init(ui_textfield *t, gfx_rect r, const char *placeholder, int max_chars)
{
    memset(t, 0, sizeof *t);
    t->base.rect = r;
    t->base.kind = UI_KIND_TEXTFIELD;
    t->base.press_seat = t->base.owner = IN_SEAT_ANY;
    t->base.change_time = t->base.why_time = -10.0;
    t->placeholder = placeholder;
    t->max_chars = max_chars > 0 ? max_chars : UI_TEXT_CAP - 1;
}

/* Inserts whole characters of s at the caret while they fit; true if anything was added. */
static bool insert(ui_textfield *t, const char *s)
{
    bool any = false;
    int len = (int)strlen(t->text), count = ui_utf8_count(t->text);
    for (int l; (l = char_len(s)) > 0; s += l) {
        unsigned char c = (unsigned char)s[0];
        if (c < 0x20 || c == 0x7F) continue; /* no control characters in names */
        if (count >= t->max_chars || len + l >= UI_TEXT_CAP) break;
        memmove(t->text + t->caret + l, t->text + t->caret, (size_t)(len - t->caret + 1));
        memcpy(t->text + t->caret, s, (size_t)l);
        t->caret += l;
        len += l;
        count++;
        any = true;
    }
    return any;
}

void ui_textfield_set(ui_textfield *t, const char *utf8)
{
    t->text[0] = 0;
    t->caret = 0;
    if (utf8) insert(t, utf8);
}

void ui_textfield_focus(ui_textfield *t, bool on)
{
    t->base.focused = on;
    if (on == t->editing) return;
    t->editing = on;
    if (on) {
        t->caret = (int)strlen(t->text);
        SDL_StartTextInput();
    } else {
        SDL_StopTextInput();
    }
    in_set_text_mode(on);
}

static int prev_char(const ui_textfield *t, int i)
{
    if (i <= 0) return 0;
    i--;
    while (i > 0 && cont((unsigned char)t->text[i])) i--;
    return i;
}

static int next_char(const ui_textfield *t, int i)
{
    int l = char_len(t->text + i);
    return i + l;
}

static ui_result erase(ui_textfield *t, int from, int to)
{
    if (to <= from) return UI_CONSUMED;
    int len = (int)strlen(t->text);
    memmove(t->text + from, t->text + to, (size_t)(len - to + 1));
    t->caret = from;
    t->base.change_time = ui_time();
    return UI_CHANGED;
}

static ui_result key(ui_textfield *t, const in_event *ev)
{
    bool ctrl = (ev->mods & (KMOD_CTRL | KMOD_GUI)) != 0;
    switch (ev->key) {
    case SDLK_BACKSPACE: return erase(t, ctrl ? 0 : prev_char(t, t->caret), t->caret);
    case SDLK_DELETE: return erase(t, t->caret, next_char(t, t->caret));
    case SDLK_HOME: t->caret = 0; return UI_CONSUMED;
    case SDLK_END: t->caret = (int)strlen(t->text); return UI_CONSUMED;
    case SDLK_v:
        if (ctrl && SDL_HasClipboardText()) {
            char *clip = SDL_GetClipboardText(); /* on a key press, not per frame */
            bool any = clip && insert(t, clip);
            SDL_free(clip);
            if (any) t->base.change_time = ui_time();
            return any ? UI_CHANGED : UI_CONSUMED;
        }
        return UI_CONSUMED;
    default: return UI_CONSUMED; /* typed keys arrive again as IN_TEXT */
    }
}

ui_result ui_textfield_event(ui_textfield *t, const in_event *ev)
{
    ui_base *b = &t->base;
    ui__note(ev);
    if (!ui__usable(b)) {
        if (t->editing) ui_textfield_focus(t, false);
        ui__unusable_event(b, ev);
        return UI_NONE;
    }
    bool inside = ui_contains(b->rect, ev->x, ev->y);
    switch (ev->kind) {
    case IN_MOVE: b->hovered = inside && ev->pointer == 0; return UI_NONE;
    case IN_PRESS:
        if (!inside) {
            if (t->editing) ui_textfield_focus(t, false);
            return UI_NONE;
        }
        ui_textfield_focus(t, true);
        return UI_CONSUMED;
    case IN_TEXT:
        if (!t->editing) return UI_NONE;
        if (!insert(t, ev->text)) return UI_CONSUMED;
        b->change_time = ui_time();
        return UI_CHANGED;
    case IN_KEY: return t->editing ? key(t, ev) : UI_NONE;
    case IN_NAV:
        if (!b->focused) return UI_NONE;
        if (!t->editing) {
            if (ev->key != IN_NAV_ACCEPT) return UI_NONE;
            ui_textfield_focus(t, true);
            return UI_CONSUMED;
        }
        switch (ev->key) {
        case IN_NAV_LEFT: t->caret = prev_char(t, t->caret); return UI_CONSUMED;
        case IN_NAV_RIGHT: t->caret = next_char(t, t->caret); return UI_CONSUMED;
        case IN_NAV_ACCEPT: return UI_ACTIVATED;
        case IN_NAV_BACK:
            ui_textfield_focus(t, false);
            b->focused = true;
            return UI_CONSUMED;
        default: return UI_NONE; /* Up/Down/Tab: the focus ring moves on */
        }
    default: return UI_NONE;
    }
}

void ui_textfield_draw(const ui_textfield *t)
{
    const ui_base *b = &t->base;
    if (b->hidden) return;
    ui__tip(b);
    ui__ctl(b, UI_CTL_FIELD, t->label);
    gfx_rect r = b->rect;
    float size = UI_FONT_LABEL, cy = r.y + r.h / 2;
    if (t->label)
        gfx_text_styled(t->label, r.x + 4, r.y - 6, UI_FONT_SMALL, GFX_LEFT | GFX_BOTTOM, GFX_BOLD,
                        UI_COL_INK_SOFT);
    gfx_color edge = t->editing   ? UI_COL_ACCENT2
                     : b->hovered ? GFX_HEX(0xBFA67F)
                                  : UI_COL_PANEL_EDGE;
    gfx_rrect(r, UI_RADIUS_S, b->disabled ? GFX_HEX(0xEEE7DA) : GFX_HEX(0xFFFDF8));
    gfx_rrect((gfx_rect){r.x + 2, r.y + 2, r.w - 4, 3}, 1.5f, GFX_RGBA(43, 33, 24, 18));
    gfx_rrect_outline(r, UI_RADIUS_S, t->editing ? 2.5f : 2.0f, edge);

    char counter[16] = "";
    float cw = 0;
    if (t->editing) {
        SDL_snprintf(counter, sizeof counter, "%d/%d", ui_utf8_count(t->text), t->max_chars);
        cw = gfx_text_width(counter, UI_FONT_SMALL, GFX_REGULAR) + 12;
    }
    gfx_rect box = {r.x + 12, r.y, r.w - 24 - cw, r.h};
    if (!t->text[0]) {
        if (t->placeholder && !t->editing)
            gfx_text(t->placeholder, box.x, cy, size, GFX_LEFT | GFX_MIDDLE, UI_COL_INK_SOFT);
    }
    char before[UI_TEXT_CAP];
    memcpy(before, t->text, (size_t)t->caret);
    before[t->caret] = 0;
    float caret_x = gfx_text_width(before, size, GFX_REGULAR);
    float shift = caret_x > box.w - 4 ? caret_x - (box.w - 4) : 0; /* keep the caret in view */
    gfx_push_clip(box);
    if (t->text[0])
        gfx_text(t->text, box.x - shift, cy, size, GFX_LEFT | GFX_MIDDLE,
                 b->disabled ? UI_COL_DISABLED : UI_COL_INK);
    bool blink_on = ui_reduced_motion() || SDL_fmod(ui_time() - b->change_time, 1.0) < 0.6;
    if (t->editing && blink_on) {
        float x = box.x + caret_x - shift + 1;
        gfx_rrect((gfx_rect){x, cy - size * 0.55f, 2.5f, size * 1.1f}, 1.0f, UI_COL_ACCENT2);
    }
    gfx_pop_clip();
    if (t->editing)
        gfx_text(counter, r.x + r.w - 10, cy, UI_FONT_SMALL, GFX_RIGHT | GFX_MIDDLE,
                 ui_utf8_count(t->text) >= t->max_chars ? UI_COL_BAD : UI_COL_INK_SOFT);
    if (ui__ring(b)) ui_draw_focus_ring(r, UI_RADIUS_S);
}
