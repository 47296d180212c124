/* megacity_layout.c: where the MegaCity board's parts go. The board lays out in view units: a
 * window of at least one real pixel a unit has them equal to its own, a smaller one (960x540,
 * 640x360) one real pixel each, the board drawn zoomed (gfx camera) so that its 12-unit text is
 * 12 pixels there too. Three columns when they fit: the city over the market at the left, the
 * workshop (platform tabs, the stage, the supply) in the middle, the held contracts, the
 * checklist, everyone's score, what to do now and the buttons at the right. A view too small for
 * them (640x360: compact) shows one page at a time under tabs: the workshop, the market, the
 * city, each with what goes with it at the right over the status and the buttons. */
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <string.h>

gfx_rect mgb_to_screen(const mgb *b, gfx_rect r)
{
    float k = b->zoom, ox = b->screen.x, oy = b->screen.y;
    return (gfx_rect){ox + (r.x - ox) * k, oy + (r.y - oy) * k, r.w * k, r.h * k};
}

void mgb_from_screen(const mgb *b, float *x, float *y)
{
    *x = b->screen.x + (*x - b->screen.x) / b->zoom;
    *y = b->screen.y + (*y - b->screen.y) / b->zoom;
}

void mgb_push_clip(const mgb *b, gfx_rect r)
{
    (void)b;
    mgd_push_clip(r); /* the board set mgd_set_view to its zoom */
}

bool mgb_on_page(const mgb *b, int page)
{
    return !b->compact || b->page == page;
}

/* Compact: the page a moment calls for (a hex to choose: the city; a slide, a pick, building:
 * the workshop; a bot's turn: the city), applied when the moment changes; between two such
 * moments the page is the player's choice (the tabs). */
void mgb_choose_page(mgb *b)
{
    const mega_state *s = &b->view;
    int want, key;
    if (b->slide.on || b->mode == MGB_PICK || s->phase == MEGA_PH_DISCARD)
        want = MGB_PAGE_WORKSHOP, key = 1;
    else if (b->mode == MGB_CELL || b->mode == MGB_MONUMENT)
        want = MGB_PAGE_CITY, key = 2;
    else if (b->act_seat < 0)
        want = MGB_PAGE_CITY, key = 3;
    else if (s->phase == MEGA_PH_POST)
        want = MGB_PAGE_CITY, key = 4;
    else /* one's turn: the workshop, or the market while there is nothing to build on */
        want = b->sel_plat ? MGB_PAGE_WORKSHOP : MGB_PAGE_MARKET, key = 5;
    key = key * 8 + b->act_seat + 1;
    if (key != b->page_key) b->page = want;
    b->page_key = key;
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

float mgb_stage_ppm(gfx_rect stage)
{
    return fminf((stage.w - 100) / 0.13f, (stage.h - 50) / 0.14f);
}

float mgb_tall_ppm(float ppm, float oy, float top_y, double height)
{
    double h = height + 0.012, room = oy - top_y - 12;
    return h * ppm > room ? (float)(room / h) : ppm;
}

/* The right column's least width: the turn's rows of buttons with their labels at 9/10 of
 * their size at least (a French "Verre, Retourner, Renouveler" needs about 310). */
static float buttons_width(const mgb *b)
{
    static const int rows[3][3] = {{MGB_DRAW, MGB_STEEL, MGB_CONCRETE},
                                   {MGB_GLASS, MGB_FLIP, MGB_RENEW},
                                   {MGB_DELIVER, MGB_END, MGB_REPLAY}};
    float need = 280;
    for (int r = 0; r < 3; r++) {
        float sum = 0;
        for (int k = 0; k < 3; k++) sum += mgb_label_w(b->btn[rows[r][k]].label);
        need = fmaxf(need, sum * 0.9f + 3 * 24 + 2 * MGB_BTN_GAP);
    }
    return need;
}

/* The market in r: heading, the four columns' top cards (their stacks peeking out above),
 * the reorder chips, heading, the offer. */
static void layout_market(mgb *b, gfx_rect r)
{
    mgb_layout *L = &b->lay;
    const float g = 6;
    L->market = r;
    gfx_rect mk = ui_rect_inset(r, 8);
    L->market_head = ui_rect_cut_top(&mk, MGB_HEAD_H);
    ui_rect_cut_top(&mk, MGB_STACK_H); /* the stacks' edges, clear of the heading */
    gfx_rect cards = ui_rect_cut_top(&mk, MGB_CARD_H);
    L->exc = cards;
    float cw = (cards.w - 3 * g) / 4;
    for (int t = 0; t < MC_TYPES; t++) {
        L->cols[t] = (gfx_rect){cards.x + (float)t * (cw + g), cards.y, cw, cards.h};
        L->reorder[t] = (gfx_rect){L->cols[t].x + 2, cards.y + cards.h + 4, cw - 4, MGB_CHIP_H};
    }
    ui_rect_cut_top(&mk, 4 + MGB_CHIP_H + 6);
    L->offer_head = ui_rect_cut_top(&mk, MGB_HEAD_H);
    float ow = (mk.w - 2 * g) / 3;
    for (int o = 0; o < 3; o++)
        L->offer[o] = (gfx_rect){mk.x + (float)o * (ow + g), mk.y, ow, mk.h};
}

/* The side elevation in the stage r: its scale, zoomed out for a tall tower. */
static void layout_stage(mgb *b, gfx_rect r)
{
    mgb_layout *L = &b->lay;
    L->stage = r;
    L->frame = (mgd_frame){r.x + 60 + (r.w - 60) * 0.5f, r.y + r.h - 36, mgb_stage_ppm(r)};
    if (b->sel_plat) { /* a tall tower: zoom out so its top stays in view */
        phys_tower t;
        mega_snapshot(&b->view.plat[b->sel_plat - 1], &t);
        L->frame.ppm = mgb_tall_ppm(L->frame.ppm, L->frame.oy, r.y, phys_tower_height(&t));
    }
    L->ruler_x = r.x + 64;
}

/* The supply's icons: as large as fits n of them (50 at most) under its heading. */
static void layout_tray(mgb *b, gfx_rect tray, int n)
{
    mgb_layout *L = &b->lay;
    L->tray = tray;
    float w = tray.w - 20, h = tray.h - 30 - 6;
    float icon = fminf(50, w / 8 - 6);
    for (int cols = 1; cols <= 15; cols++) { /* the largest icon that holds n */
        int rows = (n + cols - 1) / cols;
        float s = fminf(w / (float)cols - 6, h / (float)(rows > 0 ? rows : 1) - 6);
        if (b->compact && s > icon) icon = fminf(50, s);
    }
    L->icon = icon;
}

/* The supply's kinds to show: the shown seat's, or a material's left in the bag (picking). */
static int tray_count(const mgb *b)
{
    int n = 0;
    for (int k = 0; b->shown >= 0 && k < MEGA_KINDS; k++) n += b->view.hand[b->shown][k] != 0;
    return b->mode == MGB_PICK ? MC_SHAPES : n;
}

/* A small window (compact): tabs for three pages over the board, each page its part of the
 * board at the left and, at the right, what goes with it over the status and the buttons: the
 * workshop (platform tabs and the stage | the supply), the market (columns and offer | the
 * contracts in hand), the city (| everyone's score). */
static void layout_compact(mgb *b, gfx_rect area)
{
    mgb_layout *L = &b->lay;
    const float m = 8, g = 6, k = b->zoom;
    gfx_rect r = ui_rect_inset(area, m);
    L->pages = ui_rect_cut_top(&r, 40 / k); /* widgets: window units */
    ui_rect_cut_top(&r, g);
    gfx_rect left = ui_rect_cut_left(&r, r.w * 0.58f);
    ui_rect_cut_left(&r, m);
    gfx_rect right = r;
    L->side = right;
    L->buttons = ui_rect_cut_bottom(&right, 3 * (MGB_BTN_H + MGB_BTN_GAP) / k);
    L->status = ui_rect_cut_bottom(&right, MGB_STATUS_H);
    ui_rect_cut_bottom(&right, 4);
    switch (b->page) {
    case MGB_PAGE_WORKSHOP:
        L->tabs = ui_rect_cut_top(&left, MGB_TABS_COMPACT_H);
        ui_rect_cut_top(&left, g);
        L->check = ui_rect_cut_top(&left, MGB_CHECK_COMPACT_H); /* a summary over the stage */
        layout_stage(b, left);
        layout_tray(b, right, tray_count(b));
        break;
    case MGB_PAGE_MARKET:
        layout_market(b, left);
        L->holds = ui_rect_cut_top(&right, MGB_HEAD_H + 2 + MGB_CARD_H);
        break;
    default:
        L->city = left;
        L->hexes = ui_rect_inset(left, 4);
        mgb_ptable_make(b, right.w - 16);
        L->others = ui_rect_cut_top(&right, fminf(right.h, mgb_ptable_height(b, b->view.players)));
        break;
    }
}

void mgb_layout_make(mgb *b, gfx_rect area)
{
    mgb_layout *L = &b->lay;
    mgd_frame keep = L->frame;
    memset(L, 0, sizeof *L); /* what a page does not show has no room */
    L->frame = keep;
    L->area = area;
    if (b->compact) {
        layout_compact(b, area);
        return;
    }
    const float m = 10, g = 6, k = b->zoom;
    gfx_rect r = ui_rect_inset(area, m);
    /* game over: no workshop, the city takes the whole area beside the results */
    bool over = b->view.phase == MEGA_PH_OVER;
    gfx_rect left = ui_rect_cut_left(&r, over ? r.w : clampf(area.w * 0.35f, 300, 640));
    ui_rect_cut_left(&r, m);
    gfx_rect right = ui_rect_cut_right(&r, clampf(area.w * 0.27f, buttons_width(b) / k, 440));
    ui_rect_cut_right(&r, m);
    /* left: the city over the market */
    layout_market(b, ui_rect_cut_bottom(&left, 8 + MGB_HEAD_H + MGB_STACK_H + MGB_CARD_H + 4 +
                                                   MGB_CHIP_H + 6 + MGB_HEAD_H + 58 + 8));
    ui_rect_cut_bottom(&left, g);
    L->city = left;
    L->hexes = ui_rect_inset(left, 4);
    /* middle: whose workshop, tabs, stage, supply */
    L->title = ui_rect_cut_top(&r, 22);
    L->tabs = ui_rect_cut_top(&r, MGB_TABS_H);
    ui_rect_cut_top(&r, g);
    layout_tray(b, ui_rect_cut_bottom(&r, MGB_TRAY_H), tray_count(b));
    ui_rect_cut_bottom(&r, g);
    layout_stage(b, r);
    /* right: contracts in hand, checklist, players, what to do now, buttons (window units) */
    L->side = right;
    L->holds = ui_rect_cut_top(&right, MGB_HEAD_H + 2 + MGB_CARD_H);
    ui_rect_cut_top(&right, g);
    L->buttons = ui_rect_cut_bottom(&right, 3 * (MGB_BTN_H + MGB_BTN_GAP) / k);
    L->status = ui_rect_cut_bottom(&right, MGB_STATUS_H);
    mgb_ptable_make(b, right.w - 16);
    L->others = ui_rect_cut_bottom(&right, mgb_ptable_height(b, b->view.players));
    ui_rect_cut_bottom(&right, g);
    L->check = right;
}
