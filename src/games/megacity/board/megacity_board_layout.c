/* megacity_board_layout.c: where the MegaCity board's parts go. The board lays out in view units: a
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

gfx_rect megacity_board_to_screen(const megacity_board_data *b, gfx_rect r)
{
    float k = b->zoom, ox = b->screen.x, oy = b->screen.y;
    return (gfx_rect){ox + (r.x - ox) * k, oy + (r.y - oy) * k, r.w * k, r.h * k};
}

void megacity_board_from_screen(const megacity_board_data *b, float *x, float *y)
{
    *x = b->screen.x + (*x - b->screen.x) / b->zoom;
    *y = b->screen.y + (*y - b->screen.y) / b->zoom;
}

void megacity_board_push_clip(const megacity_board_data *b, gfx_rect r)
{
    (void)b;
    megacity_board_paint_push_clip(r); /* the board set megacity_board_paint_set_view to its zoom */
}

bool megacity_board_on_page(const megacity_board_data *b, int page)
{
    return !b->compact || b->page == page;
}

/* Compact: the page a moment calls for (a hex to choose: the city; a slide, a pick, building:
 * the workshop; a bot's turn: the city), applied when the moment changes; between two such
 * moments the page is the player's choice (the tabs). */
void megacity_board_choose_page(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    int want, key;
    if (b->slide.on || b->mode == MEGACITY_BOARD_PICK || s->phase == MEGACITY_PH_DISCARD)
        want = MEGACITY_BOARD_PAGE_WORKSHOP, key = 1;
    else if (b->mode == MEGACITY_BOARD_CELL || b->mode == MEGACITY_BOARD_MONUMENT)
        want = MEGACITY_BOARD_PAGE_CITY, key = 2;
    else if (b->act_seat < 0)
        want = MEGACITY_BOARD_PAGE_CITY, key = 3;
    else if (s->phase == MEGACITY_PH_POST)
        want = MEGACITY_BOARD_PAGE_CITY, key = 4;
    else /* one's turn: the workshop, or the market while there is nothing to build on */
        want = b->sel_plat ? MEGACITY_BOARD_PAGE_WORKSHOP : MEGACITY_BOARD_PAGE_MARKET, key = 5;
    key = key * 8 + b->act_seat + 1;
    if (key != b->page_key) b->page = want;
    b->page_key = key;
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

float megacity_board_stage_ppm(gfx_rect stage)
{
    return fminf((stage.w - 100) / 0.13f, (stage.h - 50) / 0.14f);
}

float megacity_board_tall_ppm(float ppm, float oy, float top_y, double height)
{
    double h = height + 0.012, room = oy - top_y - 12;
    return h * ppm > room ? (float)(room / h) : ppm;
}

/* The right column's least width: the turn's rows of buttons with their labels at 9/10 of
 * their size at least (a French "Verre, Retourner, Renouveler" needs about 310). */
static float buttons_width(const megacity_board_data *b)
{
    static const int rows[3][3] = {
        {MEGACITY_BOARD_DRAW, MEGACITY_BOARD_STEEL, MEGACITY_BOARD_CONCRETE},
        {MEGACITY_BOARD_GLASS, MEGACITY_BOARD_FLIP, MEGACITY_BOARD_RENEW},
        {MEGACITY_BOARD_DELIVER, MEGACITY_BOARD_END, MEGACITY_BOARD_REPLAY}};
    float need = 280;
    for (int r = 0; r < 3; r++) {
        float sum = 0;
        for (int k = 0; k < 3; k++) sum += megacity_board_label_w(b->btn[rows[r][k]].label);
        need = fmaxf(need, sum * 0.9f + 3 * 24 + 2 * MEGACITY_BOARD_BTN_GAP);
    }
    return need;
}

/* The market in r: heading, the four columns' top cards (their stacks peeking out above),
 * the reorder chips, heading, the offer. */
static void layout_market(megacity_board_data *b, gfx_rect r)
{
    megacity_board_layout *L = &b->lay;
    const float g = 6;
    L->market = r;
    gfx_rect mk = ui_rect_inset(r, 8);
    L->market_head = ui_rect_cut_top(&mk, MEGACITY_BOARD_HEAD_H);
    ui_rect_cut_top(&mk, MEGACITY_BOARD_STACK_H); /* the stacks' edges, clear of the heading */
    gfx_rect cards = ui_rect_cut_top(&mk, MEGACITY_BOARD_CARD_H);
    L->exc = cards;
    float cw = (cards.w - 3 * g) / 4;
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        L->cols[t] = (gfx_rect){cards.x + (float)t * (cw + g), cards.y, cw, cards.h};
        L->reorder[t] =
            (gfx_rect){L->cols[t].x + 2, cards.y + cards.h + 4, cw - 4, MEGACITY_BOARD_CHIP_H};
    }
    ui_rect_cut_top(&mk, 4 + MEGACITY_BOARD_CHIP_H + 6);
    L->offer_head = ui_rect_cut_top(&mk, MEGACITY_BOARD_HEAD_H);
    float ow = (mk.w - 2 * g) / 3;
    for (int o = 0; o < 3; o++)
        L->offer[o] = (gfx_rect){mk.x + (float)o * (ow + g), mk.y, ow, mk.h};
}

/* The side elevation in the stage r: its scale, zoomed out for a tall tower. */
static void layout_stage(megacity_board_data *b, gfx_rect r)
{
    megacity_board_layout *L = &b->lay;
    L->stage = r;
    L->frame = (megacity_board_paint_frame){r.x + 60 + (r.w - 60) * 0.5f, r.y + r.h - 36,
                                            megacity_board_stage_ppm(r)};
    if (b->sel_plat) { /* a tall tower: zoom out so its top stays in view */
        megacity_physics_tower t;
        megacity_snapshot(&b->view.plat[b->sel_plat - 1], &t);
        L->frame.ppm = megacity_board_tall_ppm(L->frame.ppm, L->frame.oy, r.y,
                                               megacity_physics_tower_height(&t));
    }
    L->ruler_x = r.x + 64;
}

/* The supply's icons: as large as fits n of them (50 at most) under its heading. */
static void layout_tray(megacity_board_data *b, gfx_rect tray, int n)
{
    megacity_board_layout *L = &b->lay;
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
static int tray_count(const megacity_board_data *b)
{
    int n = 0;
    for (int k = 0; b->shown >= 0 && k < MEGACITY_KINDS; k++) n += b->view.hand[b->shown][k] != 0;
    return b->mode == MEGACITY_BOARD_PICK ? MEGACITY_SHAPES : n;
}

/* A small window (compact): tabs for three pages over the board, each page its part of the
 * board at the left and, at the right, what goes with it over the status and the buttons: the
 * workshop (platform tabs and the stage | the supply), the market (columns and offer | the
 * contracts in hand), the city (| everyone's score). */
static void layout_compact(megacity_board_data *b, gfx_rect area)
{
    megacity_board_layout *L = &b->lay;
    const float m = 8, g = 6, k = b->zoom;
    gfx_rect r = ui_rect_inset(area, m);
    L->pages = ui_rect_cut_top(&r, 40 / k); /* widgets: window units */
    ui_rect_cut_top(&r, g);
    gfx_rect left = ui_rect_cut_left(&r, r.w * 0.58f);
    ui_rect_cut_left(&r, m);
    gfx_rect right = r;
    L->side = right;
    L->buttons =
        ui_rect_cut_bottom(&right, 3 * (MEGACITY_BOARD_BTN_H + MEGACITY_BOARD_BTN_GAP) / k);
    L->status = ui_rect_cut_bottom(&right, MEGACITY_BOARD_STATUS_H);
    ui_rect_cut_bottom(&right, 4);
    switch (b->page) {
    case MEGACITY_BOARD_PAGE_WORKSHOP:
        L->tabs = ui_rect_cut_top(&left, MEGACITY_BOARD_TABS_COMPACT_H);
        ui_rect_cut_top(&left, g);
        L->check =
            ui_rect_cut_top(&left, MEGACITY_BOARD_CHECK_COMPACT_H); /* a summary over the stage */
        layout_stage(b, left);
        layout_tray(b, right, tray_count(b));
        break;
    case MEGACITY_BOARD_PAGE_MARKET:
        layout_market(b, left);
        L->holds = ui_rect_cut_top(&right, MEGACITY_BOARD_HEAD_H + 2 + MEGACITY_BOARD_CARD_H);
        break;
    default:
        L->city = left;
        L->hexes = ui_rect_inset(left, 4);
        megacity_board_ptable_make(b, right.w - 16);
        L->others = ui_rect_cut_top(
            &right, fminf(right.h, megacity_board_ptable_height(b, b->view.players)));
        break;
    }
}

void megacity_board_layout_make(megacity_board_data *b, gfx_rect area)
{
    megacity_board_layout *L = &b->lay;
    megacity_board_paint_frame keep = L->frame;
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
    bool over = b->view.phase == MEGACITY_PH_OVER;
    gfx_rect left = ui_rect_cut_left(&r, over ? r.w : clampf(area.w * 0.35f, 300, 640));
    ui_rect_cut_left(&r, m);
    gfx_rect right = ui_rect_cut_right(&r, clampf(area.w * 0.27f, buttons_width(b) / k, 440));
    ui_rect_cut_right(&r, m);
    /* left: the city over the market */
    layout_market(b,
                  ui_rect_cut_bottom(&left, 8 + MEGACITY_BOARD_HEAD_H + MEGACITY_BOARD_STACK_H +
                                                MEGACITY_BOARD_CARD_H + 4 + MEGACITY_BOARD_CHIP_H +
                                                6 + MEGACITY_BOARD_HEAD_H + 58 + 8));
    ui_rect_cut_bottom(&left, g);
    L->city = left;
    L->hexes = ui_rect_inset(left, 4);
    /* middle: whose workshop, tabs, stage, supply */
    L->title = ui_rect_cut_top(&r, 22);
    L->tabs = ui_rect_cut_top(&r, MEGACITY_BOARD_TABS_H);
    ui_rect_cut_top(&r, g);
    layout_tray(b, ui_rect_cut_bottom(&r, MEGACITY_BOARD_TRAY_H), tray_count(b));
    ui_rect_cut_bottom(&r, g);
    layout_stage(b, r);
    /* right: contracts in hand, checklist, players, what to do now, buttons (window units) */
    L->side = right;
    L->holds = ui_rect_cut_top(&right, MEGACITY_BOARD_HEAD_H + 2 + MEGACITY_BOARD_CARD_H);
    ui_rect_cut_top(&right, g);
    L->buttons =
        ui_rect_cut_bottom(&right, 3 * (MEGACITY_BOARD_BTN_H + MEGACITY_BOARD_BTN_GAP) / k);
    L->status = ui_rect_cut_bottom(&right, MEGACITY_BOARD_STATUS_H);
    megacity_board_ptable_make(b, right.w - 16);
    L->others = ui_rect_cut_bottom(&right, megacity_board_ptable_height(b, b->view.players));
    ui_rect_cut_bottom(&right, g);
    L->check = right;
}
