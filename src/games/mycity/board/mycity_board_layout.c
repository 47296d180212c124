/* mycity_board_layout.c: where things go on the My City board: the squares (square or hex
 * grid), the trays, the legend of the counters' icons and the control button, for any area the
 * host gives (narrower when its move drawer is open). */
#include "games/mycity/board/mycity_board_int.h"
#include <math.h>

static const float SQRT3 = 1.7320508f;
enum { STEP_MIN = 34, TRAY_HEAD = 38, STEP_COMPACT = 26 };

float mycity_board_min_text(void)
{
    return 12.0f / gfx_scale();
}

bool mycity_board_numbers_fit(float tok_size)
{
    return tok_size * 0.3f * 1.55f >=
           mycity_board_min_text() - 0.01f; /* mycity_board_draw_token's widest badge */
}

void mycity_board_sq_center(const mycity_board_state *b, int sq, float *x, float *y)
{
    const mycity_board_layout *L = &b->lay;
    int r = sq / L->side, c = sq % L->side;
    if (L->hex) {
        float w = SQRT3 * L->hr;
        *x = L->grid.x + w * 0.5f + (float)c * w + ((r & 1) ? w * 0.5f : 0.0f);
        *y = L->grid.y + L->hr + (float)r * 1.5f * L->hr;
    } else {
        *x = L->grid.x + ((float)c + 0.5f) * L->cell;
        *y = L->grid.y + ((float)r + 0.5f) * L->cell;
    }
}

int mycity_board_sq_at(const mycity_board_state *b, float x, float y)
{
    const mycity_board_layout *L = &b->lay;
    if (L->side <= 0) return -1;
    if (!L->hex) {
        if (!ui_contains(L->grid, x, y)) return -1;
        int c = (int)((x - L->grid.x) / L->cell), r = (int)((y - L->grid.y) / L->cell);
        if (c < 0 || r < 0 || c >= L->side || r >= L->side) return -1;
        return r * L->side + c;
    }
    int best = -1;
    float bd = L->hr * L->hr;
    for (int sq = 0; sq < L->side * L->side; sq++) { /* nearest centre within the hex */
        float cx, cy;
        mycity_board_sq_center(b, sq, &cx, &cy);
        float d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
        if (d < bd) bd = d, best = sq;
    }
    return best;
}

/* Tray columns for n seats: the fewest that give the most room per counter. */
static int tray_cols(int n)
{
    return n <= 2 ? 1 : n <= 4 ? 2 : 3;
}

/* The width of the trays' column for counters of at least STEP_MIN. */
static float trays_need(int n, int kcols)
{
    int cols = tray_cols(n);
    return (float)cols * ((float)kcols * STEP_MIN + 16) + 10.0f * (float)(cols - 1);
}

float mycity_board_min_width(const mycity_board_state *b)
{
    const mycity_state *s = match_state(play_match(b->p));
    int kcols = MYCITY_TYPES + (s->opt[MYCITY_OPT_SLUMS] ? 1 : 0);
    /* the board (at least 500 high and wide) beside full trays */
    return s->players > 4 ? 1280.0f : 500.0f + trays_need(s->players, kcols) + 48;
}

/* The counters' step in a tray of tw x th, foot under the counters (a column of row values at
 * its left when the counters are too small for their numbers). */
static void tray_step(mycity_board_layout *L, int kcols, int krows, float tw, float th, float foot)
{
    L->label_w = 0;
    for (int k = 0; k < 2; k++) {
        float step =
            fminf((tw - 16 - L->label_w) / (float)kcols, (th - TRAY_HEAD - foot) / (float)krows);
        L->step = fminf(step, 64);
        L->tok = L->step * 0.86f;
        if (mycity_board_numbers_fit(L->tok)) return;
        L->label_w = mycity_board_min_text() * 1.1f;
    }
}

/* The others' chips in rows of up to three, then the full tray of the player to move. */
static void place_compact(mycity_board_state *b, const mycity_state *s, gfx_rect col, int kcols,
                          int krows)
{
    mycity_board_layout *L = &b->lay;
    int n = s->players, big = s->to_move < n ? s->to_move : 0;
    int per = n - 1 < 3 ? n - 1 : 3, rows = (n - 1 + per - 1) / per;
    float gap = 8, ch = fmaxf(34, mycity_board_min_text() * 2.1f),
          cw = (col.w - gap * (float)(per - 1)) / (float)per;
    L->compact = true;
    L->full = 1u << big;
    for (int i = 0, k = 0; i < n; i++) {
        if (i == big) continue;
        L->tray[i] = (gfx_rect){col.x + (float)(k % per) * (cw + gap),
                                col.y + (float)(k / per) * (ch + gap), cw, ch};
        k++;
    }
    gfx_rect t = col;
    ui_rect_cut_top(&t, (float)rows * (ch + gap));
    tray_step(L, kcols, krows, t.w, t.h, 10 + UI_FONT_SMALL + 4);
    t.h = fminf(t.h, TRAY_HEAD + (float)krows * L->step + UI_FONT_SMALL + 14);
    L->tray[big] = t;
    L->trays_bottom = t.y + t.h;
}

static void place_trays(mycity_board_state *b, const mycity_state *s, gfx_rect col)
{
    mycity_board_layout *L = &b->lay;
    int n = s->players, cols = tray_cols(n), rows = (n + cols - 1) / cols;
    int kcols = MYCITY_TYPES + (s->opt[MYCITY_OPT_SLUMS] ? 1 : 0), krows = s->ncount;
    float gap = 10, tw = (col.w - gap * (float)(cols - 1)) / (float)cols,
          th = (col.h - gap * (float)(rows - 1)) / (float)rows;
    L->kcols = kcols;
    L->compact = false;
    L->full = (1u << n) - 1;
    tray_step(L, kcols, krows, tw, th, 10);
    if (L->step < STEP_COMPACT && n > 1) { /* too small to read or pick: one full tray */
        place_compact(b, s, col, kcols, krows);
        return;
    }
    /* as tall as the counters and a line under them (the counter picked), no taller */
    th = fminf(th, TRAY_HEAD + (float)krows * L->step + UI_FONT_SMALL + 14);
    for (int i = 0; i < n; i++) {
        int c = i % cols, r = i / cols;
        L->tray[i] =
            (gfx_rect){col.x + (float)c * (tw + gap), col.y + (float)r * (th + gap), tw, th};
    }
    L->trays_bottom = col.y + (float)rows * th + (float)(rows - 1) * gap;
}

/* The board on a wooden panel at the left, the trays in a column at the right with the legend
 * of the icons under them; at the end of the game (the host's score list takes the right side)
 * the board alone, centred. */
void mycity_board_make_layout(mycity_board_state *b, gfx_rect area, const mycity_state *s)
{
    mycity_board_layout *L = &b->lay;
    bool trays = !s->over;
    L->area = area;
    L->side = s->side;
    L->hex = s->opt[MYCITY_OPT_HEX] != 0;
    L->trays = trays;
    L->players = s->players;
    const float m = 16;
    int kcols = MYCITY_TYPES + (s->opt[MYCITY_OPT_SLUMS] ? 1 : 0);
    float ph = area.h - 2 * m, pw = ph;
    float need = trays_need(s->players, kcols);
    if (trays && area.w - pw - 3 * m < need) pw = ph = fmaxf(420, area.w - need - 3 * m);
    if (!trays && pw > area.w - 2 * m) pw = ph = area.w - 2 * m;
    float frame = fmaxf(22, pw * 0.055f);
    float inner_w = pw - 2 * frame, inner_h = ph - 2 * frame;
    float gw, gh;
    if (L->hex) {
        float n = (float)L->side;
        L->hr = fminf(inner_w / (SQRT3 * (n + 0.5f)), inner_h / (2 + 1.5f * (n - 1)));
        gw = SQRT3 * L->hr * (n + 0.5f);
        gh = L->hr * (2 + 1.5f * (n - 1));
        L->cell = SQRT3 * L->hr;
        pw = gw + 2 * frame;
        ph = gh + 2 * frame;
    } else {
        L->cell = floorf(fminf(inner_w, inner_h) / (float)L->side);
        gw = gh = L->cell * (float)L->side;
        pw = ph = gw + 2 * frame;
    }
    L->frame = frame;
    float px = trays ? area.x + m : area.x + (area.w - pw) * 0.5f;
    L->panel = (gfx_rect){floorf(px), floorf(area.y + (area.h - ph) * 0.5f), ceilf(pw), ceilf(ph)};
    L->grid = (gfx_rect){L->panel.x + frame, L->panel.y + frame, gw, gh};
    L->legend = (gfx_rect){0};
    if (!trays) return;
    /* right column: trays, the legend, then the control button and hints at the bottom */
    gfx_rect col = {L->panel.x + pw + m, area.y + m, area.x + area.w - (L->panel.x + pw + 2 * m),
                    area.h - 2 * m};
    bool narrow = col.w < 520; /* the how-to line goes under the button, full width */
    gfx_rect bottom = ui_rect_cut_bottom(&col, narrow ? 100 : 76);
    ui_rect_cut_bottom(&col, 8);
    L->button = (gfx_rect){bottom.x, bottom.y, fminf(210, bottom.w * 0.45f), 44};
    L->hint = (gfx_rect){bottom.x + L->button.w + 12, bottom.y, bottom.w - L->button.w - 12, 30};
    L->how = narrow ? (gfx_rect){bottom.x, bottom.y + 52, bottom.w, 48}
                    : (gfx_rect){L->hint.x, bottom.y + 30, L->hint.w, 46};
    float legend_h = mycity_board_legend_height(s, col.w);
    gfx_rect trays_col = col;
    trays_col.h -= legend_h + 10;
    if (s->players <= 2) trays_col.h = fminf(trays_col.h, 2 * 260 + 10);
    place_trays(b, s, trays_col);
    if (L->compact) { /* a small window: the trays first, the legend only where room is left */
        trays_col.h = col.h;
        place_trays(b, s, trays_col);
    }
    if (col.y + col.h - (L->trays_bottom + 10) >= legend_h) /* right under the trays */
        L->legend = (gfx_rect){col.x, L->trays_bottom + 10, col.w, legend_h};
}

void mycity_board_slot_center(const mycity_board_state *b, int seat, int kind, int value, float *x,
                              float *y)
{
    const mycity_board_layout *L = &b->lay;
    gfx_rect t = L->tray[seat];
    float gx =
        t.x + L->label_w + (t.w - L->label_w - (float)L->kcols * L->step) * 0.5f + L->step * 0.5f;
    *x = gx + (float)kind * L->step;
    *y = t.y + TRAY_HEAD + L->step * 0.5f + (float)(b->ncount - value) * L->step;
}
