/* madcity_board_layout.c: where things go on the Mad City race screen. One panel per seat down the
 * left and right (its head, its city grid, its tray at the grid's right or below it, the
 * contractor chips of the Standard game and the Done / Ready button), the centre column between
 * them (the sand timer, the Park Ranger tree, the common tile), or the builder's panel alone in
 * one at a time (madcity_board_one.c); and the points of a tray slot and a city cell. */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <string.h>

void madcity_board_layout_panel(madcity_board_state *b, int s, gfx_rect r, int ntray)
{
    madcity_board_panel *P = &b->panel[s];
    P->r = r;
    P->side = b->lay_side;
    gfx_rect in = ui_rect_inset(r, 10);
    P->head = ui_rect_cut_top(&in, 30);
    ui_rect_cut_top(&in, 6);
    if (b->lay_phase == MADCITY_PH_OVER) { /* the game is over: the city alone, centred */
        float gs = floorf(fminf(in.h, in.w) / (float)P->side) * (float)P->side;
        P->cell = gs / (float)P->side;
        P->grid = (gfx_rect){in.x + (in.w - gs) * 0.5f, in.y + (in.h - gs) * 0.5f, gs, gs};
        P->tray = P->button = (gfx_rect){-9999, -9999, 0, 0};
        P->tile = P->cell;
        P->tray_cols = 1;
        return;
    }
    /* the grid at the left and the tray at its right, or (a tall panel) the tray below */
    float band_k = P->side == MADCITY_SOLO_SIDE ? 0.7f : 0; /* solitaire: guide tiles around */
    float across = fminf(in.h, in.w * 0.56f), down = fminf(in.w, in.h * 0.56f);
    bool tall = down > across * 1.08f;
    P->cell = floorf((tall ? down : across) / ((float)P->side + band_k));
    float band = P->cell * band_k, gs = P->cell * (float)P->side;
    gfx_rect tray;
    if (tall) {
        float used = gs + band;
        P->grid = (gfx_rect){in.x + band + (in.w - used) * 0.5f, in.y + band, gs, gs};
        tray = (gfx_rect){in.x, in.y + used + 12, in.w, in.h - used - 12};
    } else {
        float used = gs + band;
        P->grid = (gfx_rect){in.x + band, in.y + band + (in.h - used) * 0.5f, gs, gs};
        tray = (gfx_rect){in.x + used + 12, in.y, in.w - used - 12, in.h};
    }
    float bh = fminf(40, tray.h * 0.2f);
    P->button = (gfx_rect){tray.x, tray.y + tray.h - bh, tray.w, bh};
    tray.h -= bh + 8;
    memset(P->claims, 0, sizeof P->claims);
    if (b->lay_mode == MADCITY_MODE_STANDARD) {
        /* contractor chips above the button: one row, or two when their names do not fit
         * (four seats on 1280x720: "Factories" is wider than a quarter of the tray) */
        static const char *const names[4] = {N_("Road"), N_("Houses"), N_("Factories"),
                                             N_("Towers")};
        float ch = fminf(34, tray.h * 0.2f), cw = (tray.w - 18) / 4, need = 0, need2 = 0;
        float min_text = 12.0f / gfx_scale(),
              fs2 = fminf(UI_FONT_SMALL, fminf(30, tray.h * 0.13f) * 0.5f);
        for (int k = 0; k < 4; k++) {
            need = fmaxf(
                need, gfx_text_width(_(names[k]), fminf(UI_FONT_SMALL, ch * 0.5f), GFX_BOLD) + 14);
            need2 = fmaxf(need2, gfx_text_width(_(names[k]), fs2, GFX_BOLD) + 14);
        }
        int cols = need > cw ? 2 : 4, rows = 4 / cols;
        /* words under 12 pixels, or too wide even in two columns: icons in one row */
        float fs = cols == 4 ? fminf(UI_FONT_SMALL, ch * 0.5f) : fs2;
        P->claim_icons = fs < min_text - 0.01f || (cols == 2 && need2 > (tray.w - 6) / 2);
        if (P->claim_icons) cols = 4, rows = 1, ch = fmaxf(ch, 24);
        if (rows == 2) ch = fminf(30, tray.h * 0.13f), cw = (tray.w - 6) / 2;
        float top = tray.y + tray.h - (float)rows * ch - (float)(rows - 1) * 6;
        for (int k = 0; k < 4; k++)
            P->claims[k] = (gfx_rect){tray.x + (float)(k % cols) * (cw + 6),
                                      top + (float)(k / cols) * (ch + 6), cw, ch};
        tray.h -= (float)rows * ch + (float)(rows - 1) * 6 + 8;
    }
    P->tray = tray;
    float best = 0;
    int bestc = 1;
    if (ntray < 1) ntray = 1;
    for (int c = 1; c <= ntray; c++) {
        int rows = (ntray + c - 1) / c;
        float gap = 6;
        float sz = fminf((tray.w - gap * (float)(c - 1)) / (float)c,
                         (tray.h - gap * (float)(rows - 1)) / (float)rows);
        if (sz > best) best = sz, bestc = c;
    }
    P->tile = fminf(best, P->cell * 0.92f);
    P->tray_cols = bestc;
}

static float slot_area(gfx_rect r)
{
    return r.w * r.h;
}

/* Which slot each seat gets: in seat order, except that people get the largest panels (with
 * three or five players one column holds fewer, larger panels): a person never has a smaller
 * city than a bot. Within panels of one size the seats keep their order. */
static void seat_slots(const madcity_board_state *b, int n, const gfx_rect *slot, int *at)
{
    uint32_t humans = b->humans;
    if (b->p) {
        humans = 0;
        for (int i = 0; i < n; i++)
            if (play_seat_is_human(b->p, i)) humans |= 1u << i;
    }
    for (int i = 0; i < n; i++) at[i] = i;
    for (bool moved = true; moved;) { /* swap a person in a smaller panel with a bot */
        moved = false;
        for (int h = 0; h < n && !moved; h++) {
            if (!(humans & (1u << h))) continue;
            for (int q = 0; q < n && !moved; q++) {
                if ((humans & (1u << q)) || slot_area(slot[at[q]]) <= slot_area(slot[at[h]]) + 1)
                    continue;
                int t = at[h];
                at[h] = at[q], at[q] = t;
                moved = true;
            }
        }
    }
    /* panels of one size in seat order */
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            bool same = fabsf(slot_area(slot[at[i]]) - slot_area(slot[at[j]])) <= 1;
            if (same && at[j] < at[i]) {
                int t = at[i];
                at[i] = at[j], at[j] = t;
            }
        }
}

void madcity_board_layout(madcity_board_state *b, gfx_rect area, const madcity_state *s)
{
    b->area = area;
    b->scale = gfx_scale();
    b->lay_phase = s->phase;
    b->lay_side = s->side;
    b->lay_mode = s->mode;
    int n = s->players;
    const float m = 10;
    gfx_rect r = ui_rect_inset(area, m);
    float cw = fminf(fmaxf(r.w * 0.13f, 130), 190);
    int nl = (n + 1) / 2, nr = n / 2;
    if (n == 1) nl = 1, nr = 0;
    gfx_rect left, right = {0}, centre;
    if (nr == 0) {
        centre = ui_rect_cut_right(&r, cw);
        left = r;
    } else {
        float pw = (r.w - cw - 2 * m) * 0.5f;
        left = ui_rect_cut_left(&r, pw);
        right = ui_rect_cut_right(&r, pw);
        centre = ui_rect_inset(r, 0);
        centre.x += m;
        centre.w -= 2 * m;
    }
    b->centre = centre;
    int ntray = s->mode == MADCITY_MODE_SPEED                                        ? 16
                : s->mode == MADCITY_MODE_PUZZLE || s->mode == MADCITY_MODE_ADVANCED ? 1
                : s->variant == MADCITY_VAR_DRAW10                                   ? 10
                                                                                     : 9;
    gfx_rect slot[GAME_MAX_PLAYERS];
    for (int side = 0; side < 2; side++) {
        int cnt = side == 0 ? nl : nr;
        gfx_rect col = side == 0 ? left : right;
        float ph = (col.h - m * (float)(cnt - 1)) / (float)(cnt > 0 ? cnt : 1);
        for (int i = 0; i < cnt && (side == 0 ? i : nl + i) < GAME_MAX_PLAYERS; i++)
            slot[side == 0 ? i : nl + i] =
                (gfx_rect){col.x, col.y + (float)i * (ph + m), col.w, ph};
    }
    int at[GAME_MAX_PLAYERS];
    seat_slots(b, n, slot, at);
    for (int seat = 0; seat < n && seat < GAME_MAX_PLAYERS; seat++)
        madcity_board_layout_panel(b, seat, slot[at[seat]], ntray);
    if (madcity_one_building(s))
        b->centre = centre = madcity_board_one_layout(b, ui_rect_inset(area, m), cw, ntray);
    /* centre: the timer on top, the tree under it and its words (two lines) under the tree */
    float tw = fminf(fminf(centre.w, 150), (centre.h - 40 - 30 - 6 - 2.6f * UI_FONT_SMALL) / 2.35f);
    b->timer_rect = (gfx_rect){centre.x + (centre.w - tw) * 0.5f, centre.y + 40, tw, tw * 1.35f};
    float ts = tw;
    b->tree_home = (gfx_rect){centre.x + (centre.w - ts) * 0.5f,
                              b->timer_rect.y + b->timer_rect.h + 30, ts, ts};
    b->summary = centre;
    float cs = fminf(centre.w * 0.6f, 90);
    b->common =
        (gfx_rect){centre.x + (centre.w - cs) * 0.5f, centre.y + centre.h - cs - 10, cs, cs};
    b->timer.rect = b->timer_rect;
}

void madcity_board_tray_slot(const madcity_board_state *b, int s, int i, float *x, float *y)
{
    const madcity_board_panel *P = &b->panel[s];
    int c = i % P->tray_cols, r = i / P->tray_cols;
    float step = P->tile + 6;
    *x = P->tray.x + P->tile * 0.5f + (float)c * step;
    *y = P->tray.y + P->tile * 0.5f + (float)r * step;
}

void madcity_board_cell_centre(const madcity_board_state *b, int s, int cell, float *x, float *y)
{
    const madcity_board_panel *P = &b->panel[s];
    *x = P->grid.x + ((float)(cell % P->side) + 0.5f) * P->cell;
    *y = P->grid.y + ((float)(cell / P->side) + 0.5f) * P->cell;
}
