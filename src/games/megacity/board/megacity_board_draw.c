/* megacity_board_draw.c: the MegaCity board's panels (laid out by megacity_board_layout.c): the
 * city, the market of contracts and platforms, a player's workshop (its owner named, platform tabs,
 * the stage, the supply), the held contracts, the live checklist, everyone's summary, what to
 * do now; the action buttons are drawn by the board over them. Every text is measured
 * (megacity_board_labels.c): it shrinks a little, then takes a shorter wording or wraps, never runs
 * into its neighbour. The pieces themselves are drawn by megacity_board_paint.c. */
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- pieces of the panels ------------------------------------------------------------------- */
static void heading(megacity_board_data *b, gfx_rect within, gfx_rect r, const char *text,
                    gfx_color c)
{
    float size = megacity_board_fit_size(text, r.w, UI_FONT_SMALL, GFX_BOLD);
    megacity_board_text(b, within, text, r.x, r.y + r.h / 2, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        c);
}

/* The contract's element count and height, in words when they fit ("7+ elements", "110
 * floors"), else the short forms; on one line when both fit, else two. Returns the y below. */
static float card_needs(megacity_board_data *b, gfx_rect within, gfx_rect r,
                        const megacity_contract *c)
{
    char el[48], fl[48];
    float w = r.w - 12, y = r.y + 22;
    for (int shortf = 0; shortf < 2; shortf++) {
        if (!shortf)
            snprintf(el, sizeof el, c->plus ? _("%d+ elements") : _("%d elements"), c->elements);
        else
            snprintf(el, sizeof el, c->plus ? _("%d+ el.") : _("%d el."), c->elements);
        snprintf(fl, sizeof fl, shortf ? _("%d fl.") : _("%d floors"), c->floors);
        float s1 = 14, one = megacity_board_text_w(el, s1, GFX_BOLD) + 8 +
                             megacity_board_text_w(fl, s1, GFX_BOLD);
        if (one <= w) {
            megacity_board_text(b, within, el, r.x + 6, y + 8, s1, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                                UI_COL_INK);
            megacity_board_text(b, within, fl, r.x + r.w - 6, y + 8, s1, GFX_RIGHT | GFX_MIDDLE,
                                GFX_BOLD, UI_COL_INK);
            return y + 17;
        }
        float se = fminf(megacity_board_fit_size(el, w, 14, GFX_BOLD),
                         megacity_board_fit_size(fl, w, 14, GFX_BOLD));
        float sf = se;
        if (!shortf && (!megacity_board_fits(el, w, se, GFX_BOLD) ||
                        !megacity_board_fits(fl, w, sf, GFX_BOLD)))
            continue;
        megacity_board_text(b, within, el, r.x + 6, y + 8, se, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
        megacity_board_text(b, within, fl, r.x + 6, y + 24, sf, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
        return y + 33;
    }
    return y;
}

void megacity_board_draw_contract(megacity_board_data *b, gfx_rect within, gfx_rect r, int id,
                                  bool selected, bool met)
{
    const megacity_contract *c = &megacity_contracts[id - 1];
    gfx_rrect_shadow(r, UI_RADIUS_S, 0, 3, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_S, UI_COL_PANEL);
    gfx_color tc = megacity_board_paint_type_color(c->type);
    gfx_rect band = {r.x, r.y, r.w, 20};
    gfx_rrect(band, UI_RADIUS_S, tc);
    gfx_fill_rect((gfx_rect){r.x, r.y + 12, r.w, 8}, tc);
    char buf[64];
    snprintf(buf, sizeof buf, "%d", id);
    megacity_board_text(b, within, buf, r.x + 6, r.y + 10, 14, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_WHITE);
    snprintf(buf, sizeof buf, "%d \xE2\x98\x85", c->points);
    megacity_board_text(b, within, buf, r.x + r.w - 6, r.y + 10, 14, GFX_RIGHT | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_WHITE);
    float y = card_needs(b, within, r, c);
    char feat[128];
    snprintf(feat, sizeof feat, "%s", _(megacity_feature_names[c->feature[0]]));
    if (c->feature[1] != MEGACITY_FEAT_NONE)
        snprintf(feat + strlen(feat), sizeof feat - strlen(feat), " + %s",
                 _(megacity_feature_names[c->feature[1]]));
    gfx_rect fb = {r.x + 6, y + 1, r.w - 12, r.y + r.h - 3 - (y + 1)};
    megacity_board_text_box(b, within, feat, fb, megacity_board_box_fit(feat, fb.w, fb.h, 13),
                            GFX_LEFT, UI_COL_INK_SOFT);
    if (met) gfx_rrect_outline(ui_rect_inset(r, -2), UI_RADIUS_S + 2, 3, UI_COL_GOOD);
    if (selected) gfx_rrect_outline(ui_rect_inset(r, -4), UI_RADIUS_S + 4, 3, UI_COL_ACCENT);
}

/* A platform seen from the side, small: the offer and the tabs. */
static void mini_platform(gfx_rect r, int id, const megacity_plat *pl)
{
    megacity_board_paint_frame f = {r.x + r.w / 2, r.y + r.h - 8,
                                    r.w * 0.8f / (float)MEGACITY_PLATFORM_WIDTH};
    megacity_board_paint_platform(f, id, pl->side, 0, false, NULL);
}

/* An outline in the colour of the seat whose last move it marks. */
static void mark_outline(const megacity_board_data *b, int what, int arg, gfx_rect r)
{
    gfx_color c;
    if (megacity_board_mark_color(b, what, arg, &c))
        gfx_rrect_outline(ui_rect_inset(r, -3), UI_RADIUS_S + 3, 3, c);
}

/* Under a column: its reorder chip, "Reorder" over "3 below" (a glyph when even that is too
 * wide for the column). */
static void reorder_chip(megacity_board_data *b, gfx_rect within, gfx_rect p, int below)
{
    gfx_rrect(p, 8, GFX_RGBA(255, 255, 255, 30));
    const char *verb = _("Reorder");
    char more[48];
    snprintf(more, sizeof more, _("%d below"), below);
    float w = p.w - 6, s1 = megacity_board_fit_size(verb, w, 13, GFX_BOLD),
          s2 = megacity_board_fit_size(more, w, 12, 0);
    if (!megacity_board_fits(verb, w, s1, GFX_BOLD) ||
        !megacity_board_fits(more, w, s2, GFX_REGULAR)) {
        snprintf(more, sizeof more, "\xE2\x86\xBB %d", below);
        megacity_board_text(b, within, more, p.x + p.w / 2, p.y + p.h / 2, 13,
                            GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
        return;
    }
    megacity_board_text(b, within, verb, p.x + p.w / 2, p.y + 8, s1, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_TEXT);
    megacity_board_text(b, within, more, p.x + p.w / 2, p.y + 22, s2, GFX_CENTER | GFX_MIDDLE,
                        GFX_REGULAR, UI_COL_TEXT_SOFT);
}

static void draw_market(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_layout *L = &b->lay;
    gfx_rect in = L->market;
    ui_draw_panel_dark(in);
    heading(b, in, L->market_head, _("Contracts"), UI_COL_TEXT);
    bool any = false;
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        if (!s->ncol[t]) continue;
        any = true;
        gfx_rect r = L->cols[t];
        for (int k = s->ncol[t] - 1; k >= 1 && k >= s->ncol[t] - 2; k--) /* the stack under it */
            gfx_rrect((gfx_rect){r.x + (float)k * 2, r.y - (float)k * 2, r.w, r.h}, UI_RADIUS_S,
                      UI_COL_PANEL_ALT);
        megacity_board_draw_contract(b, in, r, s->col[t][0], false, false);
        mark_outline(b, MEGACITY_BOARD_MK_COLUMN, t, r);
        if (s->ncol[t] >= 2) reorder_chip(b, in, L->reorder[t], s->ncol[t] - 1);
    }
    for (int t = 0; t < MEGACITY_TYPES; t++) /* a column just emptied by a taken contract */
        if (!s->ncol[t]) mark_outline(b, MEGACITY_BOARD_MK_COLUMN, t, L->cols[t]);
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == MEGACITY_BOARD_HOT_EXC) {
            megacity_board_draw_contract(b, in, b->hot[i].base.rect, b->hot[i].arg, false, false);
            any = true;
        }
    if (!any)
        megacity_board_text_box(b, in, _("No contract left in the columns"), L->exc, UI_FONT_SMALL,
                                GFX_CENTER | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    heading(b, in, L->offer_head, _("Platforms on offer"), UI_COL_TEXT);
    for (int o = 0; o < 3; o++) {
        gfx_rect r = L->offer[o];
        int id = s->offer[o];
        gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(255, 255, 255, id ? 40 : 12));
        mark_outline(b, MEGACITY_BOARD_MK_OFFER, o, r);
        if (!id) continue;
        const megacity_plat *pl = &s->plat[id - 1];
        mini_platform((gfx_rect){r.x, r.y + 30, r.w, r.h - 30}, id, pl);
        char buf[48];
        snprintf(buf, sizeof buf, "P%d", id);
        megacity_board_text(b, r, buf, r.x + 6, r.y + 9, 15, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_TEXT);
        const char *type = _(megacity_type_names[megacity_side(s, id)->type]);
        float ts = megacity_board_fit_size(type, r.w - 10, 13, GFX_REGULAR);
        if (megacity_board_fits(type, r.w - 10, ts, GFX_REGULAR)) /* else the colour says it */
            megacity_board_text(b, r, type, r.x + 6, r.y + 24, ts, GFX_LEFT | GFX_MIDDLE,
                                GFX_REGULAR, UI_COL_TEXT_SOFT);
    }
}

/* Whose workshop this is, over the tabs: the acting player's, else the viewer's own. */
static void draw_title(megacity_board_data *b)
{
    const megacity_board_layout *L = &b->lay;
    const setup_seat *st = b->shown >= 0 ? play_seat(b->p, b->shown) : NULL;
    if (!st) return;
    char buf[96];
    snprintf(buf, sizeof buf, _("%s's workshop"), st->name);
    ui_draw_seat_badge(b->shown, L->title.x + 8, L->title.y + 10, 7);
    gfx_rect t = {L->title.x + 20, L->title.y, L->title.w - 20, L->title.h - 2};
    float size = megacity_board_fit_size(buf, t.w, UI_FONT_SMALL, GFX_BOLD);
    megacity_board_text(b, L->title, buf, t.x, t.y + 10, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_TEXT);
}

static void draw_tabs(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_layout *L = &b->lay;
    bool any = false;
    for (int i = 0; i < b->nhot; i++) {
        const megacity_board_hot *h = &b->hot[i];
        if (h->kind != MEGACITY_BOARD_HOT_PLAT) continue;
        any = true;
        gfx_rect r = h->base.rect;
        const megacity_plat *pl = &s->plat[h->arg - 1];
        bool sel = h->arg == b->sel_plat;
        gfx_rrect(r, UI_RADIUS_S, sel ? UI_COL_PANEL : UI_COL_PANEL_ALT);
        if (sel) gfx_rrect_outline(r, UI_RADIUS_S, 3, UI_COL_ACCENT);
        char buf[96];
        snprintf(buf, sizeof buf, "P%d", h->arg);
        float pw = megacity_board_text(b, r, buf, r.x + 8, r.y + 12, 15, GFX_LEFT | GFX_MIDDLE,
                                       GFX_BOLD, UI_COL_INK);
        /* its elements and floors beside its name, else under it instead of its type (the
         * colour of the little platform says the type too) */
        float right = r.x + r.w - (pl->best ? 24 : 8), room = right - (r.x + 8 + pw + 6);
        snprintf(buf, sizeof buf, _("%d el. \xC2\xB7 %d fl."), pl->n, megacity_tower_floors(pl));
        float cs = megacity_board_fit_size(buf, room, 14, GFX_REGULAR);
        if (megacity_board_fits(buf, room, cs, GFX_REGULAR)) {
            megacity_board_text(b, r, buf, right, r.y + 12, cs, GFX_RIGHT | GFX_MIDDLE, GFX_REGULAR,
                                UI_COL_INK_SOFT);
            snprintf(buf, sizeof buf, "%s", _(megacity_type_names[megacity_side(s, h->arg)->type]));
        }
        megacity_board_text(b, r, buf, r.x + 8, r.y + 29,
                            megacity_board_fit_size(buf, r.w - 14, 13, GFX_REGULAR),
                            GFX_LEFT | GFX_MIDDLE, GFX_REGULAR, UI_COL_INK_SOFT);
        if (r.h >= MEGACITY_BOARD_TABS_H)
            mini_platform((gfx_rect){r.x, r.y + 38, r.w, 18}, h->arg, pl);
        if (pl->best) {
            gfx_circle(r.x + r.w - 12, r.y + 12, 8, UI_COL_GOOD);
            gfx_text_styled("\xE2\x9C\x93", r.x + r.w - 12, r.y + 12, MEGACITY_BOARD_TEXT_MIN,
                            GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_WHITE);
        }
    }
    if (!any && b->shown >= 0) {
        const char *t = play_seat_is_human(b->p, b->shown)
                            ? _("Your platforms appear here: take one from the offer.")
                            : _("No platform yet.");
        gfx_rect megacity_plan_box = ui_rect_inset(L->tabs, 6);
        megacity_board_text_box(
            b, L->tabs, t, megacity_plan_box,
            megacity_board_box_fit(t, megacity_plan_box.w, megacity_plan_box.h, UI_FONT_BODY),
            GFX_LEFT | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    }
}

/* After a delivery: may an element go up as a monument (the legal list says)? */
static bool monument_legal(const megacity_board_data *b)
{
    for (int i = 0; i < b->nlegal; i++) {
        int k = MEGACITY_KIND(b->legal[i]);
        if (k == MEGACITY_A_MONUMENT || k == MEGACITY_A_CENTRAL) return true;
    }
    return false;
}

static void draw_tray(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_layout *L = &b->lay;
    ui_draw_panel(L->tray);
    if (b->shown < 0) return;
    char buf[160];
    int front = megacity_front_count(s, b->shown);
    bool mine = b->act_seat >= 0 && b->act_seat == b->shown;
    if (b->mode == MEGACITY_BOARD_PICK && mine) {
        static const char *const ask[MEGACITY_MATERIALS] = {
            N_("Take which steel element? (how many are left in the bag)"),
            N_("Take which concrete element? (how many are left in the bag)"),
            N_("Take which glass element? (how many are left in the bag)")};
        snprintf(buf, sizeof buf, "%s", _(ask[b->pick_mat % MEGACITY_MATERIALS]));
    } else if (s->phase == MEGACITY_PH_DISCARD && mine)
        snprintf(buf, sizeof buf, _("More than 15 elements: tap one to return it (%d)"), front);
    else if (s->phase == MEGACITY_PH_POST && mine && monument_legal(b))
        snprintf(buf, sizeof buf, "%s", _("Tap an element to raise it as a monument"));
    else if (!play_seat_is_human(b->p, b->shown)) { /* a demo: a bot's workshop */
        const setup_seat *st = play_seat(b->p, b->shown);
        snprintf(buf, sizeof buf, _("Supply of %s (%d/15)"), st ? st->name : "?", front);
    } else
        snprintf(buf, sizeof buf, _("Supply (%d/15 in front of you): drag onto the platform"),
                 front);
    gfx_rect head = {L->tray.x + 12, L->tray.y + 5, L->tray.w - 24, 20};
    if (!b->btn[MEGACITY_BOARD_TURN].base.hidden)
        head.w -= b->btn_v[MEGACITY_BOARD_TURN].w + 6; /* Turn beside it */
    if (b->mode == MEGACITY_BOARD_PICK && mine &&
        !megacity_board_fits(buf, head.w, MEGACITY_BOARD_TEXT_MIN, GFX_BOLD))
        snprintf(buf, sizeof buf, "%s", _("Which element? (number left in the bag)"));
    if (b->mode == MEGACITY_BOARD_PICK && mine &&
        !megacity_board_fits(buf, head.w, MEGACITY_BOARD_TEXT_MIN, GFX_BOLD))
        snprintf(buf, sizeof buf, "%s", _("Which element?"));
    else if (b->mode != MEGACITY_BOARD_PICK &&
             !megacity_board_fits(buf, head.w, 14, GFX_BOLD)) /* not squeezed */
        snprintf(buf, sizeof buf, _("Supply (%d/15): drag onto the platform"), front);
    if (b->mode != MEGACITY_BOARD_PICK &&
        !megacity_board_fits(buf, head.w, MEGACITY_BOARD_TEXT_MIN, GFX_BOLD))
        snprintf(buf, sizeof buf, _("Supply (%d/15)"), front);
    megacity_board_text(b, L->tray, buf, head.x, head.y + 10,
                        megacity_board_fit_size(buf, head.w, UI_FONT_SMALL, GFX_BOLD),
                        GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    bool empty = true;
    for (int i = 0; i < b->nhot; i++) {
        const megacity_board_hot *h = &b->hot[i];
        if (h->kind == MEGACITY_BOARD_HOT_PICK) { /* an element left in the bag, with how many */
            empty = false;
            gfx_rrect(h->base.rect, UI_RADIUS_S, UI_COL_PANEL_ALT);
            gfx_rrect_outline(h->base.rect, UI_RADIUS_S, 2, UI_COL_ACCENT);
            megacity_board_paint_element_icon(h->arg, h->base.rect, h->count);
            if (h->count == 1) { /* the icon shows counts above one: say the last one too */
                float sz = fmaxf(14.5f, fminf(h->base.rect.h * 0.34f, UI_FONT_SMALL));
                gfx_rrect((gfx_rect){h->base.rect.x + h->base.rect.w - sz, h->base.rect.y, sz, sz},
                          sz * 0.5f, UI_COL_ACCENT);
                gfx_text_styled("1", h->base.rect.x + h->base.rect.w - sz / 2,
                                h->base.rect.y + sz / 2, sz * 0.85f, GFX_CENTER | GFX_MIDDLE,
                                GFX_BOLD, UI_COL_INK);
            }
            continue;
        }
        if (h->kind != MEGACITY_BOARD_HOT_TRAY) continue;
        empty = false;
        int n = h->count - (b->ws.holding && b->ws.hold_slot < 0 && b->ws.hold_kind == h->arg);
        gfx_rrect(h->base.rect, UI_RADIUS_S,
                  b->mode == MEGACITY_BOARD_MONUMENT && b->mon_kind == h->arg ? UI_COL_ACCENT_HI
                                                                              : UI_COL_PANEL_ALT);
        if (n > 0) megacity_board_paint_element_icon(h->arg, h->base.rect, n);
    }
    if (empty) {
        const char *t = _("No element: take some with the buttons at the right.");
        gfx_rect megacity_plan_box = {L->tray.x + 12, L->tray.y + 32, L->tray.w - 24,
                                      L->tray.h - 40};
        megacity_board_text_box(
            b, L->tray, t, megacity_plan_box,
            megacity_board_box_fit(t, megacity_plan_box.w, megacity_plan_box.h, UI_FONT_SMALL),
            GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
    }
}

static void draw_holds(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_layout *L = &b->lay;
    if (b->shown < 0) return;
    /* a building that fulfils more than one held contract: the player chooses (rules:
     * megacity_fitting), the selected card is the one it will be delivered for */
    int nfit = 0, dc = b->shown == b->act_seat ? megacity_board_deliver_contract(b, &nfit) : 0;
    char head[120];
    snprintf(head, sizeof head, "%s", _("Contracts in hand"));
    static const char *const choose[] = {N_("Contracts in hand: delivers for %d (tap to choose)"),
                                         N_("Delivers for %d: tap a card to choose"),
                                         N_("For %d (tap to choose)")};
    for (size_t i = 0; nfit > 1 && i < sizeof choose / sizeof choose[0]; i++) {
        snprintf(head, sizeof head, _(choose[i]), dc); /* the longest form that fits */
        if (megacity_board_fits(head, L->holds.w - 4, MEGACITY_BOARD_TEXT_MIN, GFX_BOLD)) break;
    }
    heading(b, L->holds,
            (gfx_rect){L->holds.x + 2, L->holds.y, L->holds.w - 4, MEGACITY_BOARD_HEAD_H}, head,
            nfit > 1 ? UI_COL_ACCENT_HI : UI_COL_TEXT);
    bool any = false;
    for (int i = 0; i < b->nhot; i++) {
        const megacity_board_hot *h = &b->hot[i];
        if (h->kind != MEGACITY_BOARD_HOT_HOLD) continue;
        any = true;
        bool met = b->sel_plat && megacity_check_contract(s, b->sel_plat, h->arg, NULL, 0);
        megacity_board_draw_contract(b, L->holds, h->base.rect, h->arg,
                                     nfit > 1 ? h->arg == dc : h->arg == b->sel_contract, met);
    }
    if (!any) {
        const char *t = _("No contract yet: tap the top card of a column.");
        gfx_rect megacity_plan_box = {L->holds.x + 2, L->holds.y + MEGACITY_BOARD_HEAD_H + 8,
                                      L->holds.w - 4, 60};
        megacity_board_text_box(b, L->holds, t, megacity_plan_box, UI_FONT_SMALL, GFX_LEFT,
                                UI_COL_TEXT_SOFT);
    }
}

/* What to do now (NULL: nothing to say; a slide says what is going on). */
static const char *status_text(const megacity_board_data *b, const megacity_state *s, char *buf,
                               size_t n)
{
    if (b->slide.on) return NULL;
    if (b->act_seat < 0) {
        const setup_seat *st = play_seat(b->p, s->active);
        if (!st || s->phase == MEGACITY_PH_OVER) return NULL;
        snprintf(buf, n, _("%s is playing: their moves are marked in their colour"), st->name);
        return buf;
    }
    if (b->mode == MEGACITY_BOARD_CELL) {
        int c = megacity_board_deliver_contract(b, NULL);
        if (c < 1) return _("Tap a green hex to deliver there");
        snprintf(buf, n, _("Tap a green hex to deliver there, for contract %d (%d prestige)"), c,
                 megacity_contracts[c - 1].points);
        return buf;
    }
    if (b->mode == MEGACITY_BOARD_PICK) return _("Tap the element to take, or Cancel");
    if (b->mode == MEGACITY_BOARD_MONUMENT) return _("Tap a park for the monument");
    if (s->phase == MEGACITY_PH_POST) { /* what the legal list offers after this delivery */
        bool park = megacity_board_cells_for(b, MEGACITY_A_PARK, 0, 0) != 0,
             mon = monument_legal(b);
        return park && mon ? _("Place your park (green hex), raise a monument, or end your turn")
               : park      ? _("Place your park (green hex), or end your turn")
               : mon       ? _("Raise a monument (tap an element), or end your turn")
                           : _("Nothing more after this delivery: end your turn");
    }
    if (s->phase == MEGACITY_PH_FINAL)
        return _("Final choice: recycle, or deliver an exceptional contract");
    if (s->phase != MEGACITY_PH_TURN) return NULL;
    snprintf(buf, n, _("Actions left this turn: %d of %d"), s->max_actions - s->acted,
             s->max_actions);
    return buf;
}

/* What to do now, over the buttons: wrapped on two lines rather than shrunk out of sight. */
static void draw_status(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_layout *L = &b->lay;
    char buf[200];
    const char *t = status_text(b, s, buf, sizeof buf);
    if (!t || !t[0]) return;
    gfx_rect r = L->status;
    float top = L->buttons.y + L->buttons.h;
    for (int i = 0; i < MEGACITY_BOARD_TURN;
         i++) /* the action buttons under it (Turn is on the supply) */
        if (!b->btn[i].base.hidden) top = fminf(top, b->btn_v[i].y);
    r.h = fmaxf(20, top - 4 - r.y);
    float size = megacity_board_box_fit(t, r.w - 4, r.h, 15);
    megacity_board_text_box(b, (gfx_rect){r.x, r.y, r.w, top - r.y}, t,
                            (gfx_rect){r.x + 2, r.y, r.w - 4, r.h}, size, GFX_LEFT | GFX_BOTTOM,
                            UI_COL_TEXT);
}

static void draw_bump(megacity_board_data *b)
{
    if (b->bump <= 0 || b->bump_cell < 0) return;
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        if (c == b->bump_cell || !megacity_adjacent(c, b->bump_cell) || !b->view.cell[c]) continue;
        float x, y, r;
        megacity_board_paint_cell_centre(b->lay.hexes, b->cam, c, &x, &y, &r);
        float k = b->bump, wob = sinf(k * 30) * k * r * 0.12f;
        gfx_circle_outline(x + wob, y, r * (1.1f - 0.4f * k), 2,
                           GFX_RGBA(255, 255, 255, (uint8_t)(200 * k)));
    }
}

void megacity_board_draw(megacity_board_data *b, const megacity_state *view,
                         const game_score_line *highlight)
{
    (void)highlight;
    const megacity_board_layout *L = &b->lay;
    const megacity_state *s = &b->view;
    (void)view;
    megacity_board_labels_begin(b);
    /* the city */
    gfx_color cols[MEGACITY_MAX_P];
    for (int p = 0; p < MEGACITY_MAX_P; p++) cols[p] = ui_seat_color(p);
    uint64_t mark = 0;
    if (b->act_seat >= 0) {
        if (b->mode == MEGACITY_BOARD_CELL)
            mark = megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat,
                                            megacity_board_deliver_contract(b, NULL));
        else if (b->mode == MEGACITY_BOARD_MONUMENT)
            mark = megacity_board_cells_for(b, MEGACITY_A_MONUMENT, 0, b->mon_kind);
        else if (s->phase == MEGACITY_PH_POST)
            mark = megacity_board_cells_for(b, MEGACITY_A_PARK, 0, 0);
    }
    if (b->slide.on) mark = 1ull << b->slide.cell;
    if (megacity_board_on_page(b, MEGACITY_BOARD_PAGE_CITY)) {
        ui_draw_panel_dark(L->city);
        gfx_color rings[MEGACITY_CELLS] = {{0}}; /* the others' last moves, in their colour */
        for (int c = 0; c < MEGACITY_CELLS && !b->slide.on; c++)
            megacity_board_mark_color(b, MEGACITY_BOARD_MK_CELL, c, &rings[c]);
        megacity_board_paint_city_marked(megacity_board_bump_view(b, s), L->hexes, b->cam, cols,
                                         mark, b->hover_cell, rings);
        draw_bump(b);
        megacity_board_draw_last_move(b, L->city);
    }
    if (megacity_board_on_page(b, MEGACITY_BOARD_PAGE_MARKET)) draw_market(b, s);
    if (s->phase == MEGACITY_PH_OVER) return;
    /* the workshop */
    if (megacity_board_on_page(b, MEGACITY_BOARD_PAGE_WORKSHOP)) {
        if (!b->compact) draw_title(b);
        draw_tabs(b, s);
        if (b->slide.on)
            megacity_board_slide_draw(b, L->stage);
        else
            megacity_board_ws_draw(b);
        draw_tray(b, s);
        if (b->compact) megacity_board_draw_check_summary(b, L->check);
    }
    /* the right column */
    if (megacity_board_on_page(b, MEGACITY_BOARD_PAGE_MARKET)) draw_holds(b, s);
    if (!b->compact) megacity_board_draw_checklist(b, L->check);
    if (megacity_board_on_page(b, MEGACITY_BOARD_PAGE_CITY)) megacity_board_draw_players(b, s);
    draw_status(b, s);
}

void megacity_board_draw_top(megacity_board_data *b)
{
    if (b->ws.holding) megacity_board_ws_draw_held(b);
    ui_base *f = ui_focus_current(&b->focus);
    if (f && ui_keyboard_mode() && f->kind == UI_KIND_OTHER)
        ui_draw_focus_ring(f->rect, UI_RADIUS_S);
}
