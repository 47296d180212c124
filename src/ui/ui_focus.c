/* ui_focus.c: the focus ring: Tab order, arrows in space, a press focuses what it hits.
 * Disabled and hidden widgets are never focused: every step skips them, and a widget that
 * becomes unusable while focused loses its ring (the ring goes on from its place). */
#include "ui/ui_internal.h"
#include <math.h>
#include <string.h>

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

/* The item at current, usable or not. */
static ui_base *held(const ui_focus *f)
{
    return f->current >= 0 && f->current < f->count ? f->items[f->current] : NULL;
}

ui_base *ui_focus_current(const ui_focus *f)
{
    ui_base *b = held(f);
    return b && ui__usable(b) ? b : NULL;
}

static void set_index(ui_focus *f, int i)
{
    ui_base *old = held(f);
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
    int next = -1, cur = f->current >= 0 && f->current < f->count ? f->current : -1;
    /* A focused widget that became disabled or hidden has no ring: Tab goes on from its place,
     * and the arrows from where it is (a hidden one's rectangle may be stale: in order). */
    bool lost = cur >= 0 && !ui__usable(f->items[cur]);
    switch (ev->key) {
    case IN_NAV_NEXT: next = step_order(f, cur, 1); break;
    case IN_NAV_PREV: next = step_order(f, cur, -1); break;
    case IN_NAV_UP:
    case IN_NAV_DOWN:
    case IN_NAV_LEFT:
    case IN_NAV_RIGHT: {
        bool fwd = ev->key == IN_NAV_DOWN || ev->key == IN_NAV_RIGHT;
        if (cur < 0 || (lost && f->items[cur]->hidden)) {
            next = step_order(f, cur, fwd ? 1 : -1);
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
