/* madcity_board_scoring.c: the Mad City scoring between rounds, drawn from what the rules worked
 * out (madcity_round_cities: each zone's areas and points this round, the longest road's trail; a
 * zone score line's ref is its zone): each city's scoring zones outlined one by one with their
 * size, its longest road traced, the highlighted score line's zone. The round's points of each seat
 * (its breakdown) are madcity_board_summary.c. */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- the rules' cities ---------------------------------------------------------------------- */
/* Each seat's city as the rules scored this round (zones with their points, the longest road's
 * trail): worked out once per state, the road search is too slow for every frame. */
static const madcity_city *city_of(madcity_board_state *b, const madcity_state *s, int seat)
{
    uint64_t key = hash_bytes(HASH_SEED, s, sizeof *s);
    if (!b->cities.valid || b->cities.key != key) {
        madcity_round_cities(s, b->cities.city);
        b->cities.key = key;
        b->cities.valid = true;
    }
    return &b->cities.city[seat];
}

static bool in_zone(const madcity_zone *z, int side, int cell, int q)
{
    return (z->mask >> madcity_area_bit(side, cell, q)) & 1u;
}

/* ---- scoring visuals ----------------------------------------------------------------------- */
/* Outline of the zone z in a panel (edges between its areas and any other). */
static void outline_zone(const madcity_board_state *b, int seat, const madcity_zone *z, gfx_color c,
                         float w)
{
    const madcity_board_panel *P = &b->panel[seat];
    float h = P->cell * 0.5f;
    for (int a = 0; a < P->side * P->side * 4; a++) {
        int cell = a / 4, q = a % 4;
        if (!in_zone(z, P->side, cell, q)) continue;
        float x0 = P->grid.x + (float)(cell % P->side) * P->cell + (float)(q & 1) * h;
        float y0 = P->grid.y + (float)(cell / P->side) * P->cell + (float)(q >> 1) * h;
        gfx_fill_rect((gfx_rect){x0, y0, h, h}, GFX_RGBA(255, 255, 255, 50));
        /* neighbours: left, right, up, down in area coordinates */
        int ax = (cell % P->side) * 2 + (q & 1), ay = (cell / P->side) * 2 + (q >> 1);
        static const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
        for (int k = 0; k < 4; k++) {
            int nx = ax + dx[k], ny = ay + dy[k];
            if (nx >= 0 && ny >= 0 && nx < 2 * P->side && ny < 2 * P->side &&
                ((z->mask >> (ny * 8 + nx)) & 1u))
                continue;
            float ex0 = x0 + (k == 1 ? h : 0), ey0 = y0 + (k == 3 ? h : 0);
            float ex1 = k < 2 ? ex0 : ex0 + h, ey1 = k < 2 ? ey0 + h : ey0;
            gfx_line(ex0, ey0, ex1, ey1, w, c);
        }
    }
}

/* The longest road the rules counted, traced cell by cell up to t (0..1) of its length. */
static void trace_road(const madcity_board_state *b, int seat, const madcity_city *c, float t)
{
    const uint8_t *cells = c->road_path;
    int n = c->road_len;
    if (n < 2) {
        if (n == 1) {
            const madcity_board_panel *P = &b->panel[seat];
            float x = P->grid.x + ((float)(cells[0] % P->side) + 0.5f) * P->cell;
            float y = P->grid.y + ((float)(cells[0] / P->side) + 0.5f) * P->cell;
            gfx_circle_outline(x, y, P->cell * 0.2f, 4, UI_COL_ACCENT);
        }
        return;
    }
    const madcity_board_panel *P = &b->panel[seat];
    int shown = t >= 1 ? n - 1 : (int)(t * (float)(n - 1)) + 1;
    for (int i = 0; i < shown && i + 1 < n; i++) {
        float x0 = P->grid.x + ((float)(cells[i] % P->side) + 0.5f) * P->cell;
        float y0 = P->grid.y + ((float)(cells[i] / P->side) + 0.5f) * P->cell;
        float x1 = P->grid.x + ((float)(cells[i + 1] % P->side) + 0.5f) * P->cell;
        float y1 = P->grid.y + ((float)(cells[i + 1] / P->side) + 0.5f) * P->cell;
        gfx_line(x0, y0, x1, y1, fmaxf(6, P->cell * 0.12f), GFX_RGBA(244, 162, 89, 230));
        gfx_circle(x0, y0, fmaxf(5, P->cell * 0.08f), UI_COL_ACCENT);
        if (i + 2 == n || i + 1 == shown)
            gfx_circle(x1, y1, fmaxf(5, P->cell * 0.08f), UI_COL_ACCENT);
    }
}

/* A zone's size at its centre: buildings, or areas for a lake or park. */
static void zone_label(const madcity_board_state *b, int seat, const madcity_zone *z)
{
    const madcity_board_panel *P = &b->panel[seat];
    float sx = 0, sy = 0;
    for (int a = 0; a < P->side * P->side * 4; a++) {
        int cell = a / 4, q = a % 4;
        if (!in_zone(z, P->side, cell, q)) continue;
        sx += P->grid.x + (float)(cell % P->side) * P->cell +
              ((float)(q & 1) + 0.5f) * P->cell * 0.5f;
        sy += P->grid.y + (float)(cell / P->side) * P->cell +
              ((float)(q >> 1) + 0.5f) * P->cell * 0.5f;
    }
    if (z->areas == 0) return;
    char t[16];
    snprintf(t, sizeof t, "%d", z->colour >= MADCITY_LAKE ? z->areas : z->buildings);
    float x = sx / (float)z->areas, y = sy / (float)z->areas, r = fmaxf(14, P->cell * 0.2f);
    gfx_circle(x, y + 2, r, GFX_RGBA(0, 0, 0, 80));
    gfx_circle(x, y, r, UI_COL_PANEL);
    gfx_circle_outline(x, y, r, 3, gfx_hexa(madcity_board_area_dark[z->colour], 255));
    gfx_text_styled(t, x, y, r * 1.2f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

/* The zone a score line is about (its ref, for the zone groups), NULL for another line. */
static const madcity_zone *line_zone(const madcity_city *c, const game_score_line *l)
{
    bool zone_line =
        l->group == MADCITY_G_RANGER || l->group == MADCITY_G_ZONES || l->group == MADCITY_G_TOKENS;
    return zone_line && l->ref >= 0 && l->ref < c->nzones ? &c->zone[l->ref] : NULL;
}

void madcity_board_draw_scoring(madcity_board_state *b, int seat, const madcity_state *s,
                                const game_score_line *highlight)
{
    const madcity_city *c = city_of(b, s, seat);
    if (highlight) {
        if (highlight->player != seat) return;
        if (highlight->group == MADCITY_G_ROAD) {
            trace_road(b, seat, c, 1);
            return;
        }
        const madcity_zone *z = line_zone(c, highlight);
        if (z) {
            outline_zone(b, seat, z, UI_COL_WHITE, 4);
            zone_label(b, seat, z);
        }
        return;
    }
    /* the zones that earn points this round, one by one in the rules' order, then the road */
    const madcity_zone *list[MADCITY_MAX_CELLS * 4];
    int n = 0;
    for (int i = 0; i < c->nzones; i++)
        if (c->zone[i].scores) list[n++] = &c->zone[i];
    float t = (float)b->summary_t;
    int k = (int)(t / 0.9f);
    if (k < n) {
        outline_zone(b, seat, list[k], UI_COL_WHITE, 4);
        zone_label(b, seat, list[k]);
    } else {
        for (int i = 0; i < n; i++) zone_label(b, seat, list[i]);
        trace_road(b, seat, c, fminf(1, (t - 0.9f * (float)n) / 1.2f));
    }
}
