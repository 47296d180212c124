/* ui_list.c: a scrolling list of selectable rows (wheel, drag, two-finger pan, keys). */
#include "audio/audio.h"
#include "ui/ui_internal.h"
#include <math.h>
#include <string.h>

static const float DRAG_SLOP = 8.0f;

void ui_list_init(ui_list *l, gfx_rect r, const char *const *items, int count)
{
    memset(l, 0, sizeof *l);
    l->base.rect = r;
    l->base.kind = UI_KIND_LIST;
    l->base.press_seat = l->base.owner = IN_SEAT_ANY;
    l->base.change_time = l->base.why_time = -10.0;
    l->items = items;
    l->count = count < 0 ? 0 : count;
    l->selected = -1;
    l->row_h = UI_ROW_H;
    l->hover_row = -1;
}

void ui_list_set_items(ui_list *l, const char *const *items, int count)
{
    l->items = items;
    l->count = count < 0 ? 0 : count;
    if (l->selected >= l->count) l->selected = l->count - 1;
    ui_list_scroll_to(l, l->selected);
}

static gfx_rect view(const ui_list *l)
{
    return ui_rect_inset(l->base.rect, 4);
}

static float max_scroll(const ui_list *l)
{
    float m = (float)l->count * l->row_h - view(l).h;
    return m > 0 ? m : 0;
}

static void clamp_scroll(ui_list *l)
{
    float m = max_scroll(l);
    l->scroll = l->scroll < 0 ? 0 : l->scroll > m ? m : l->scroll;
}

void ui_list_scroll_to(ui_list *l, int row)
{
    if (row < 0 || row >= l->count) return;
    float top = (float)row * l->row_h, vh = view(l).h;
    if (top < l->scroll) l->scroll = top;
    if (top + l->row_h > l->scroll + vh) l->scroll = top + l->row_h - vh;
    clamp_scroll(l);
}

static int row_at(const ui_list *l, float x, float y)
{
    gfx_rect v = view(l);
    if (!ui_contains(v, x, y)) return -1;
    int row = (int)floorf((y - v.y + l->scroll) / l->row_h);
    return row >= 0 && row < l->count ? row : -1;
}

static ui_result select_row(ui_list *l, int row)
{
    if (row < 0 || row >= l->count) return UI_CONSUMED;
    if (row == l->selected) return UI_CONSUMED;
    l->selected = row;
    l->base.change_time = ui_time();
    ui_list_scroll_to(l, row);
    snd_play(SND_CLICK);
    return UI_CHANGED;
}

ui_result ui_list_event(ui_list *l, const in_event *ev)
{
    ui_base *b = &l->base;
    ui__note(ev);
    if (!ui__usable(b)) {
        ui__unusable_event(b, ev);
        l->hover_row = -1;
        return UI_NONE;
    }
    bool inside = ui_contains(b->rect, ev->x, ev->y);
    switch (ev->kind) {
    case IN_MOVE:
        b->hovered = inside;
        l->hover_row = ev->pointer > 0 ? -1 : row_at(l, ev->x, ev->y);
        if (!b->pressed || !ui__same_pointer(b, ev)) return UI_NONE;
        if (!l->drag_scrolling && fabsf(ev->y - l->press_y) > DRAG_SLOP) l->drag_scrolling = true;
        if (l->drag_scrolling) {
            l->scroll = l->press_scroll - (ev->y - l->press_y);
            clamp_scroll(l);
        }
        return UI_CONSUMED;
    case IN_PRESS:
        if (!inside || b->pressed) return UI_NONE;
        b->pressed = true;
        b->press_seat = ev->seat;
        b->press_pointer = ev->pointer;
        b->press_time = ui_time();
        l->press_y = ev->y;
        l->press_scroll = l->scroll;
        l->drag_scrolling = false;
        return UI_CONSUMED;
    case IN_RELEASE: {
        if (!b->pressed || !ui__same_pointer(b, ev)) return UI_NONE;
        b->pressed = false;
        if (l->drag_scrolling) {
            l->drag_scrolling = false;
            return UI_CONSUMED;
        }
        int row = row_at(l, ev->x, ev->y);
        if (row < 0) return UI_CONSUMED;
        if (row == l->selected) {
            l->base.change_time = ui_time();
            return UI_ACTIVATED;
        }
        return select_row(l, row);
    }
    case IN_CANCEL:
        if (!b->pressed) return UI_NONE;
        b->pressed = l->drag_scrolling = false;
        return UI_CONSUMED;
    case IN_ZOOM:
        if (!inside || ev->amount <= 0) return UI_NONE;
        l->scroll -= logf(ev->amount) / logf(1.1f) * l->row_h * 1.5f;
        clamp_scroll(l);
        return UI_CONSUMED;
    case IN_PAN:
        if (!inside) return UI_NONE;
        l->scroll -= ev->dy;
        clamp_scroll(l);
        return UI_CONSUMED;
    case IN_NAV:
        if (!b->focused || l->count == 0) return UI_NONE;
        if (ev->key == IN_NAV_UP) return l->selected > 0 ? select_row(l, l->selected - 1) : UI_NONE;
        if (ev->key == IN_NAV_DOWN)
            return l->selected < l->count - 1 ? select_row(l, l->selected + 1) : UI_NONE;
        if (ev->key == IN_NAV_ACCEPT && l->selected >= 0) {
            l->base.change_time = ui_time();
            return UI_ACTIVATED;
        }
        return UI_NONE;
    default: return UI_NONE;
    }
}

void ui_list_draw(const ui_list *l)
{
    const ui_base *b = &l->base;
    if (b->hidden) return;
    ui__tip(b);
    ui__ctl(b, UI_CTL_FIELD, NULL);
    gfx_rect r = b->rect, v = view(l);
    gfx_rrect(r, UI_RADIUS_M, GFX_HEX(0xF4E9D5));
    gfx_rrect_outline(r, UI_RADIUS_M, 2, UI_COL_PANEL_EDGE);
    gfx_push_clip(v);
    int first = (int)(l->scroll / l->row_h);
    for (int i = first; i < l->count; i++) {
        float y = v.y + (float)i * l->row_h - l->scroll;
        if (y > v.y + v.h) break;
        gfx_rect row = {v.x, y, v.w, l->row_h};
        bool sel = i == l->selected, hov = i == l->hover_row;
        if (l->draw_row) {
            l->draw_row(l->user, i, row, sel, hov);
            continue;
        }
        gfx_rect pill = ui_rect_inset(row, 2);
        if (sel) {
            gfx_rrect(pill, UI_RADIUS_S, UI_COL_ACCENT);
            gfx_rrect((gfx_rect){pill.x, pill.y + 6, 5, pill.h - 12}, 2.5f, UI_COL_ACCENT_LO);
        } else if (hov && !b->disabled) {
            gfx_rrect(pill, UI_RADIUS_S, GFX_RGBA(255, 255, 255, 170));
        } else if (i + 1 < l->count && i + 1 != l->selected) {
            gfx_rrect((gfx_rect){row.x + 12, row.y + row.h - 1, row.w - 24, 1}, 0,
                      GFX_RGBA(43, 33, 24, 30));
        }
        const char *text = l->items ? l->items[i] : "";
        gfx_text_styled(text ? text : "", row.x + 18, row.y + row.h / 2, UI_FONT_BODY,
                        GFX_LEFT | GFX_MIDDLE, sel ? GFX_BOLD : GFX_REGULAR,
                        b->disabled ? UI_COL_DISABLED : UI_COL_INK);
    }
    gfx_pop_clip();
    float content = (float)l->count * l->row_h;
    if (content > v.h) {
        float th = v.h * v.h / content, ty = v.y + (v.h - th) * (l->scroll / max_scroll(l));
        gfx_rrect((gfx_rect){r.x + r.w - 9, ty, 5, th}, 2.5f, GFX_RGBA(43, 33, 24, 90));
    }
    if (ui__ring(b)) ui_draw_focus_ring(r, UI_RADIUS_M);
}
