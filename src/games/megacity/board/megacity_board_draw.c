/* megacity_board_draw.c: the MegaCity board's layout and panels: the city (left, with the market
 * of contracts and platforms under it), the acting player's workshop (platform tabs, the stage,
 * the supply) in the middle, and at the right the held contracts, the live checklist, everyone's
 * summary and the action buttons. The pieces themselves are drawn by megacity_draw.c. */
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void mgb_layout_make(mgb *b, gfx_rect area)
{
    mgb_layout *L = &b->lay;
    L->area = area;
    const float m = 10, g = 6;
    gfx_rect r = ui_rect_inset(area, m);
    /* game over: no workshop, the city takes the whole area beside the results */
    bool over = b->view.phase == MEGA_PH_OVER;
    gfx_rect left = ui_rect_cut_left(&r, over ? r.w : clampf(area.w * 0.35f, 300, 640));
    ui_rect_cut_left(&r, m);
    gfx_rect right = ui_rect_cut_right(&r, clampf(area.w * 0.26f, 260, 420));
    ui_rect_cut_right(&r, m);
    /* left: the city over the market */
    L->market = ui_rect_cut_bottom(&left, 232);
    ui_rect_cut_bottom(&left, g);
    L->city = left;
    L->hexes = ui_rect_inset(left, 4);
    gfx_rect mk = ui_rect_inset(L->market, 8);
    ui_rect_cut_top(&mk, 20);
    gfx_rect cards = ui_rect_cut_top(&mk, 92);
    L->exc = cards;
    float cw = (cards.w - 3 * g) / 4;
    for (int t = 0; t < MC_TYPES; t++) {
        L->cols[t] = (gfx_rect){cards.x + (float)t * (cw + g), cards.y, cw, cards.h};
        L->reorder[t] = (gfx_rect){L->cols[t].x + 8, cards.y + cards.h + 3, cw - 16, 20};
    }
    ui_rect_cut_top(&mk, 46);
    float ow = (mk.w - 2 * g) / 3;
    for (int o = 0; o < 3; o++)
        L->offer[o] = (gfx_rect){mk.x + (float)o * (ow + g), mk.y, ow, mk.h};
    /* middle: tabs, stage, supply */
    L->tabs = ui_rect_cut_top(&r, 58);
    ui_rect_cut_top(&r, g);
    L->tray = ui_rect_cut_bottom(&r, 140);
    ui_rect_cut_bottom(&r, g);
    L->stage = r;
    L->icon = fminf(50, (L->tray.w - 20) / 8 - 6);
    float ppm = fminf((r.w - 100) / 0.13f, (r.h - 50) / 0.14f);
    L->frame = (mgd_frame){r.x + 60 + (r.w - 60) * 0.5f, r.y + r.h - 36, ppm};
    if (b->sel_plat) { /* a tall tower: zoom out so its top stays in view */
        phys_tower t;
        mega_snapshot(&b->view.plat[b->sel_plat - 1], &t);
        double h = phys_tower_height(&t) + 0.012, room = L->frame.oy - r.y - 12;
        if (h * L->frame.ppm > room) L->frame.ppm = (float)(room / h);
    }
    L->ruler_x = r.x + 64;
    /* right: contracts, checklist, players, buttons */
    L->side = right;
    L->holds = ui_rect_cut_top(&right, 124);
    ui_rect_cut_top(&right, g);
    L->check = ui_rect_cut_top(&right, 196);
    ui_rect_cut_top(&right, g);
    L->buttons = ui_rect_cut_bottom(&right, 4 * 46);
    L->others = right;
}

/* ---- pieces of the panels ------------------------------------------------------------------- */
static void label(const char *text, float x, float y, gfx_color c)
{
    gfx_text_styled(text, x, y, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, c);
}

void mgb_draw_contract(gfx_rect r, int id, bool selected, bool met)
{
    const mc_contract *c = &mc_contracts[id - 1];
    gfx_rrect((gfx_rect){r.x, r.y + 3, r.w, r.h}, UI_RADIUS_S, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_S, UI_COL_PANEL);
    gfx_color tc = mgd_type_color(c->type);
    gfx_rect band = {r.x, r.y, r.w, 20};
    gfx_rrect(band, UI_RADIUS_S, tc);
    gfx_fill_rect((gfx_rect){r.x, r.y + 12, r.w, 8}, tc);
    char buf[64];
    snprintf(buf, sizeof buf, "%d", id);
    gfx_text_styled(buf, r.x + 6, r.y + 10, 14, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_WHITE);
    snprintf(buf, sizeof buf, "%d \xE2\x98\x85", c->points);
    gfx_text_styled(buf, r.x + r.w - 6, r.y + 10, 14, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_WHITE);
    snprintf(buf, sizeof buf, c->plus ? _("%d+ el.") : _("%d el."), c->elements);
    gfx_text_styled(buf, r.x + 6, r.y + 33, 15, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    snprintf(buf, sizeof buf, _("%d fl."), c->floors);
    gfx_text_styled(buf, r.x + r.w - 6, r.y + 33, 15, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    char feat[128];
    snprintf(feat, sizeof feat, "%s", _(mc_feature_names[c->feature[0]]));
    if (c->feature[1] != MC_FEAT_NONE)
        snprintf(feat + strlen(feat), sizeof feat - strlen(feat), " + %s",
                 _(mc_feature_names[c->feature[1]]));
    gfx_text_box(feat, (gfx_rect){r.x + 5, r.y + 44, r.w - 10, r.h - 46}, 13, GFX_LEFT,
                 UI_COL_INK_SOFT);
    if (met) gfx_rrect_outline(ui_rect_inset(r, -2), UI_RADIUS_S + 2, 3, UI_COL_GOOD);
    if (selected) gfx_rrect_outline(ui_rect_inset(r, -4), UI_RADIUS_S + 4, 3, UI_COL_ACCENT);
}

/* A platform seen from the side, small: the offer and the tabs. */
static void mini_platform(gfx_rect r, int id, const mega_plat *pl)
{
    mgd_frame f = {r.x + r.w / 2, r.y + r.h - 8, r.w * 0.8f / (float)MC_PLATFORM_WIDTH};
    mgd_platform(f, id, pl->side, 0, false, NULL);
}

static void draw_market(mgb *b, const mega_state *s)
{
    const mgb_layout *L = &b->lay;
    ui_draw_panel_dark(L->market);
    label(_("Contracts"), L->market.x + 10, L->market.y + 16, UI_COL_TEXT);
    bool any = false;
    for (int t = 0; t < MC_TYPES; t++) {
        if (!s->ncol[t]) continue;
        any = true;
        gfx_rect r = L->cols[t];
        for (int k = s->ncol[t] - 1; k >= 1 && k >= s->ncol[t] - 2; k--) /* the stack under it */
            gfx_rrect((gfx_rect){r.x + (float)k * 2, r.y - (float)k * 2, r.w, r.h}, UI_RADIUS_S,
                      UI_COL_PANEL_ALT);
        mgb_draw_contract(r, s->col[t][0], false, false);
        if (s->ncol[t] >= 2) {
            gfx_rect p = L->reorder[t];
            gfx_rrect(p, 10, GFX_RGBA(255, 255, 255, 30));
            char buf[48];
            snprintf(buf, sizeof buf, _("%d more: reorder"), s->ncol[t] - 1);
            gfx_text(buf, p.x + p.w / 2, p.y + p.h / 2, 13, GFX_CENTER | GFX_MIDDLE,
                     UI_COL_TEXT_SOFT);
        }
    }
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == MGB_HOT_EXC) {
            mgb_draw_contract(b->hot[i].base.rect, b->hot[i].arg, false, false);
            any = true;
        }
    if (!any)
        gfx_text(_("No contract left in the columns"), L->exc.x + L->exc.w / 2,
                 L->exc.y + L->exc.h / 2, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    label(_("Platforms on offer"), L->offer[0].x, L->offer[0].y - 12, UI_COL_TEXT);
    for (int o = 0; o < 3; o++) {
        gfx_rect r = L->offer[o];
        r.y += 4, r.h -= 4;
        int id = s->offer[o];
        gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(255, 255, 255, id ? 40 : 12));
        if (!id) continue;
        const mega_plat *pl = &s->plat[id - 1];
        mini_platform((gfx_rect){r.x, r.y + 34, r.w, r.h - 34}, id, pl);
        char buf[48];
        snprintf(buf, sizeof buf, "P%d", id);
        gfx_text_styled(buf, r.x + 6, r.y + 11, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_TEXT);
        gfx_text(_(mc_type_names[mega_side(s, id)->type]), r.x + 6, r.y + 28, 13,
                 GFX_LEFT | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    }
}

static void draw_tabs(mgb *b, const mega_state *s)
{
    const mgb_layout *L = &b->lay;
    bool any = false;
    for (int i = 0; i < b->nhot; i++) {
        const mgb_hot *h = &b->hot[i];
        if (h->kind != MGB_HOT_PLAT) continue;
        any = true;
        gfx_rect r = h->base.rect;
        const mega_plat *pl = &s->plat[h->arg - 1];
        bool sel = h->arg == b->sel_plat;
        gfx_rrect(r, UI_RADIUS_S, sel ? UI_COL_PANEL : UI_COL_PANEL_ALT);
        if (sel) gfx_rrect_outline(r, UI_RADIUS_S, 3, UI_COL_ACCENT);
        char buf[96];
        snprintf(buf, sizeof buf, "P%d", h->arg);
        gfx_text_styled(buf, r.x + 8, r.y + 13, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
        snprintf(buf, sizeof buf, _("%d el. \xC2\xB7 %d fl."), pl->n, mega_tower_floors(pl));
        gfx_text(buf, r.x + r.w - (pl->best ? 26 : 8), r.y + 13, 14, GFX_RIGHT | GFX_MIDDLE,
                 UI_COL_INK_SOFT);
        gfx_text(_(mc_type_names[mega_side(s, h->arg)->type]), r.x + 8, r.y + 31, 13,
                 GFX_LEFT | GFX_MIDDLE, UI_COL_INK_SOFT);
        mini_platform((gfx_rect){r.x, r.y + 38, r.w, 18}, h->arg, pl);
        if (pl->best) {
            gfx_circle(r.x + r.w - 12, r.y + 12, 7, UI_COL_GOOD);
            gfx_text_styled("\xE2\x9C\x93", r.x + r.w - 12, r.y + 12, 11, GFX_CENTER | GFX_MIDDLE,
                            GFX_BOLD, UI_COL_WHITE);
        }
    }
    if (!any && b->shown >= 0)
        gfx_text(_("Your platforms appear here: take one from the offer."), L->tabs.x + 8,
                 L->tabs.y + L->tabs.h / 2, UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, UI_COL_TEXT_SOFT);
}

static void draw_tray(mgb *b, const mega_state *s)
{
    const mgb_layout *L = &b->lay;
    ui_draw_panel(L->tray);
    if (b->shown < 0) return;
    char buf[160];
    if (s->phase == MEGA_PH_DISCARD && b->act_seat >= 0)
        snprintf(buf, sizeof buf, _("More than 15 elements: tap one to return it (%d)"),
                 mega_front_count(s, b->shown));
    else if (s->phase == MEGA_PH_POST && b->act_seat >= 0 && !s->simplified)
        snprintf(buf, sizeof buf, "%s", _("Tap an element to raise it as a monument"));
    else
        snprintf(buf, sizeof buf, _("Supply (%d/15 in front of you): drag onto the platform"),
                 mega_front_count(s, b->shown));
    gfx_text_styled(buf, L->tray.x + 12, L->tray.y + 15, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    bool empty = true;
    for (int i = 0; i < b->nhot; i++) {
        const mgb_hot *h = &b->hot[i];
        if (h->kind != MGB_HOT_TRAY) continue;
        empty = false;
        int n = h->count - (b->ws.holding && b->ws.hold_slot < 0 && b->ws.hold_kind == h->arg);
        gfx_rrect(h->base.rect, UI_RADIUS_S,
                  b->mode == MGB_MONUMENT && b->mon_kind == h->arg ? UI_COL_ACCENT_HI
                                                                   : UI_COL_PANEL_ALT);
        if (n > 0) mgd_element_icon(h->arg, h->base.rect, n);
    }
    if (empty)
        gfx_text(_("No element: take some with the buttons at the right."),
                 L->tray.x + L->tray.w / 2, L->tray.y + L->tray.h / 2 + 10, UI_FONT_SMALL,
                 GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
}

static void draw_holds(mgb *b, const mega_state *s)
{
    const mgb_layout *L = &b->lay;
    label(b->shown >= 0 ? _("Contracts in hand") : "", L->holds.x + 2, L->holds.y + 10,
          UI_COL_TEXT);
    bool any = false;
    for (int i = 0; i < b->nhot; i++) {
        const mgb_hot *h = &b->hot[i];
        if (h->kind != MGB_HOT_HOLD) continue;
        any = true;
        bool met = b->sel_plat && mega_check_contract(s, b->sel_plat, h->arg, NULL, 0);
        mgb_draw_contract(h->base.rect, h->arg, h->arg == b->sel_contract, met);
    }
    if (!any && b->shown >= 0)
        gfx_text_box(_("No contract yet: tap the top card of a column."),
                     (gfx_rect){L->holds.x, L->holds.y + 30, L->holds.w, 60}, UI_FONT_SMALL,
                     GFX_LEFT, UI_COL_TEXT_SOFT);
}

static void draw_players(mgb *b, const mega_state *s)
{
    gfx_rect r = b->lay.others;
    ui_draw_panel_dark(r);
    r = ui_rect_inset(r, 8);
    float row = fminf(30, r.h / (float)(s->players));
    for (int p = 0; p < s->players; p++) {
        gfx_rect rr = ui_rect_cut_top(&r, row);
        float cy = rr.y + row / 2;
        if (p == s->active && s->phase != MEGA_PH_OVER)
            gfx_rrect(rr, UI_RADIUS_S, GFX_RGBA(255, 255, 255, 28));
        ui_draw_seat_badge(p, rr.x + 12, cy, 9);
        const setup_seat *st = play_seat(b->p, p);
        gfx_text_styled(st ? st->name : "?", rr.x + 28, cy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_TEXT);
        int done = 0, plats = 0;
        for (int c = 0; c < MC_CONTRACTS; c++) done += (int)(s->done[p] >> c & 1);
        for (int id = 1; id <= MC_PLATFORMS; id++)
            plats += s->plat[id - 1].where == MEGA_AT_HAND && s->plat[id - 1].owner == p;
        char buf[96];
        snprintf(buf, sizeof buf, _("%d done \xC2\xB7 %d tok. \xC2\xB7 %d el. \xC2\xB7 %d pl."),
                 done, s->tokens[p], mega_front_count(s, p), plats);
        gfx_text(buf, rr.x + rr.w - 4, cy, 14, GFX_RIGHT | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    }
}

static void draw_status(mgb *b, const mega_state *s)
{
    gfx_rect r = b->lay.buttons;
    const char *t = NULL;
    char buf[160];
    if (b->act_seat < 0 || b->slide.on) /* the slide says what is going on */
        t = "";
    else if (b->mode == MGB_CELL)
        t = _("Tap a green hex to deliver there");
    else if (b->mode == MGB_MONUMENT)
        t = _("Tap a park for the monument");
    else if (s->phase == MEGA_PH_POST)
        t = _("Place your park (green hex), raise a monument, or end");
    else if (s->phase == MEGA_PH_FINAL)
        t = _("Final choice: recycle, or deliver an exceptional contract");
    else if (s->phase == MEGA_PH_TURN) {
        snprintf(buf, sizeof buf, _("Actions left this turn: %d of %d"), s->max_actions - s->acted,
                 s->max_actions);
        t = buf;
    }
    float top = r.y + r.h;
    for (int i = 0; i < MGB_NBUTTONS; i++)
        if (!b->btn[i].base.hidden) top = fminf(top, b->btn[i].base.rect.y);
    if (!t || !t[0]) return;
    float w = gfx_text_width(t, UI_FONT_SMALL, GFX_BOLD), size = UI_FONT_SMALL;
    if (w > r.w - 4) size *= (r.w - 4) / w; /* a long status shrinks to fit the column */
    gfx_text_styled(t, r.x + 2, top - 12, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
}

static void draw_bump(mgb *b)
{
    if (b->bump <= 0 || b->bump_cell < 0) return;
    for (int c = 0; c < MEGA_CELLS; c++) {
        if (c == b->bump_cell || !mega_adjacent(c, b->bump_cell) || !b->view.cell[c]) continue;
        float x, y, r;
        mgd_cell_centre(b->lay.hexes, b->cam, c, &x, &y, &r);
        float k = b->bump, wob = sinf(k * 30) * k * r * 0.12f;
        gfx_circle_outline(x + wob, y, r * (1.1f - 0.4f * k), 2,
                           GFX_RGBA(255, 255, 255, (uint8_t)(200 * k)));
    }
}

void mgb_draw(mgb *b, const mega_state *view, const game_score_line *highlight)
{
    (void)highlight;
    const mgb_layout *L = &b->lay;
    const mega_state *s = &b->view;
    (void)view;
    /* the city */
    gfx_color cols[MEGA_MAX_P];
    for (int p = 0; p < MEGA_MAX_P; p++) cols[p] = ui_seat_color(p);
    uint64_t mark = 0;
    if (b->act_seat >= 0) {
        if (b->mode == MGB_CELL)
            mark = mgb_cells_for(b, MEGA_A_DELIVER, b->sel_plat, 0);
        else if (b->mode == MGB_MONUMENT)
            mark = mgb_cells_for(b, MEGA_A_MONUMENT, 0, b->mon_kind);
        else if (s->phase == MEGA_PH_POST)
            mark = mgb_cells_for(b, MEGA_A_PARK, 0, 0);
    }
    if (b->slide.on) mark = 1ull << b->slide.cell;
    ui_draw_panel_dark(L->city);
    mgd_city(mgb_bump_view(b, s), L->hexes, b->cam, cols, mark, b->hover_cell);
    draw_bump(b);
    draw_market(b, s);
    if (s->phase == MEGA_PH_OVER) return;
    /* the workshop */
    draw_tabs(b, s);
    if (b->slide.on)
        mgb_slide_draw(b, L->stage);
    else
        mgb_ws_draw(b);
    draw_tray(b, s);
    /* the right column */
    draw_holds(b, s);
    mgb_draw_checklist(b, L->check);
    draw_players(b, s);
    draw_status(b, s);
    for (int i = 0; i < MGB_NBUTTONS; i++) ui_button_draw(&b->btn[i]);
    if (b->ws.holding) mgb_ws_draw_held(b);
    ui_base *f = ui_focus_current(&b->focus);
    if (f && ui_keyboard_mode() && f->kind == UI_KIND_OTHER)
        ui_draw_focus_ring(f->rect, UI_RADIUS_S);
}
