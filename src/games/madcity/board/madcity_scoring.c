/* madcity_scoring.c: the Mad City scoring between rounds, drawn from what the rules worked out
 * (mad_round_cities: each zone's areas and points this round, the longest road's trail; a zone
 * score line's ref is its zone): each city's scoring zones outlined one by one with their size,
 * its longest road traced, the highlighted score line's zone, and the round's points of each
 * seat in its tray (zones, road, Park Ranger, contractors, tokens, the round and the total). */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- the rules' cities ---------------------------------------------------------------------- */
/* Each seat's city as the rules scored this round (zones with their points, the longest road's
 * trail): worked out once per state, the road search is too slow for every frame. */
static const mad_city *city_of(mdb *b, const madcity_state *s, int seat)
{
    uint64_t key = hash_bytes(HASH_SEED, s, sizeof *s);
    if (!b->cities.valid || b->cities.key != key) {
        mad_round_cities(s, b->cities.city);
        b->cities.key = key;
        b->cities.valid = true;
    }
    return &b->cities.city[seat];
}

static bool in_zone(const mad_zone *z, int side, int cell, int q)
{
    return (z->mask >> mad_area_bit(side, cell, q)) & 1u;
}

/* ---- scoring visuals ----------------------------------------------------------------------- */
/* Outline of the zone z in a panel (edges between its areas and any other). */
static void outline_zone(const mdb *b, int seat, const mad_zone *z, gfx_color c, float w)
{
    const mdb_panel *P = &b->panel[seat];
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
static void trace_road(const mdb *b, int seat, const mad_city *c, float t)
{
    const uint8_t *cells = c->road_path;
    int n = c->road_len;
    if (n < 2) {
        if (n == 1) {
            const mdb_panel *P = &b->panel[seat];
            float x = P->grid.x + ((float)(cells[0] % P->side) + 0.5f) * P->cell;
            float y = P->grid.y + ((float)(cells[0] / P->side) + 0.5f) * P->cell;
            gfx_circle_outline(x, y, P->cell * 0.2f, 4, UI_COL_ACCENT);
        }
        return;
    }
    const mdb_panel *P = &b->panel[seat];
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
static void zone_label(const mdb *b, int seat, const mad_zone *z)
{
    const mdb_panel *P = &b->panel[seat];
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
    snprintf(t, sizeof t, "%d", z->colour >= MAD_LAKE ? z->areas : z->buildings);
    float x = sx / (float)z->areas, y = sy / (float)z->areas, r = fmaxf(14, P->cell * 0.2f);
    gfx_circle(x, y + 2, r, GFX_RGBA(0, 0, 0, 80));
    gfx_circle(x, y, r, UI_COL_PANEL);
    gfx_circle_outline(x, y, r, 3, gfx_hexa(mdb_area_dark[z->colour], 255));
    gfx_text_styled(t, x, y, r * 1.2f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

/* The zone a score line is about (its ref, for the zone groups), NULL for another line. */
static const mad_zone *line_zone(const mad_city *c, const game_score_line *l)
{
    bool zone_line =
        l->group == MAD_G_RANGER || l->group == MAD_G_ZONES || l->group == MAD_G_TOKENS;
    return zone_line && l->ref >= 0 && l->ref < c->nzones ? &c->zone[l->ref] : NULL;
}

/* ---- the round's breakdown ------------------------------------------------------------------ */
void mdb_chip_text(const mad_chip *c, char *buf, size_t n)
{
    if (c->count > 1)
        snprintf(buf, n, _("%d: %+d ×%d"), c->size, c->points, c->count);
    else
        snprintf(buf, n, _("%d: %+d"), c->size, c->points);
}

void mdb_more_text(int hidden, int points, char *buf, size_t n)
{
    snprintf(buf, n, _("%d more: %+d"), hidden, points);
}

/* Chips in rows from r's top left at font fs: all of them (true), or as many as leave room for
 * the "N more" chip, then that chip (false). */
static bool place_chips(const mad_breakdown *bd, gfx_rect r, float fs, mdb_chips *o)
{
    float h = fs * 1.35f, x = r.x, y = r.y;
    char t[48];
    o->fs = fs;
    o->n = o->hidden = o->hidden_points = 0;
    for (int i = 0; i < bd->nchips; i++) {
        mdb_chip_text(&bd->chip[i], t, sizeof t);
        float w = gfx_text_width(t, fs * 0.85f, GFX_BOLD) + 14;
        if (x + w > r.x + r.w && x > r.x) x = r.x, y += h + 4;
        if (y + h > r.y + r.h || w > r.w) { /* the rest goes behind "N more" */
            for (int j = i; j < bd->nchips; j++) {
                o->hidden += bd->chip[j].count;
                o->hidden_points += bd->chip[j].points * bd->chip[j].count;
            }
            break;
        }
        o->spot[o->n++] = (mdb_chip_spot){{x, y, w, h}, i};
        x += w + 4;
    }
    if (!o->hidden) return true;
    /* room for "N more": chips leave from the end until it fits after them */
    for (;;) {
        mdb_more_text(o->hidden, o->hidden_points, t, sizeof t);
        float w = gfx_text_width(t, fs * 0.85f, GFX_BOLD) + 14;
        float mx = r.x, my = r.y;
        if (o->n > 0) {
            const gfx_rect *last = &o->spot[o->n - 1].r;
            mx = last->x + last->w + 4, my = last->y;
            if (mx + w > r.x + r.w) mx = r.x, my += h + 4;
        }
        if ((my + h <= r.y + r.h && mx + w <= r.x + r.w) || o->n == 0) {
            o->spot[o->n++] = (mdb_chip_spot){{mx, my, w, h}, -1};
            return false;
        }
        const mad_chip *c = &bd->chip[o->spot[--o->n].chip];
        o->hidden += c->count;
        o->hidden_points += c->points * c->count;
    }
}

void mdb_layout_chips(const mad_breakdown *bd, gfx_rect r, float fs, mdb_chips *o)
{
    static const float shrink[] = {1.0f, 0.92f, 0.85f};
    for (int k = 0; k < 3; k++)
        if (place_chips(bd, r, fs * shrink[k], o)) return;
}

static void draw_chip(const char *t, gfx_rect r, float fs, gfx_color fill, gfx_color ink)
{
    gfx_rrect(r, r.h * 0.5f, fill);
    gfx_text_styled(t, r.x + r.w * 0.5f, r.y + r.h * 0.5f, fs * 0.85f, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, ink);
}

static void draw_chips(const mad_breakdown *bd, const mdb_chips *L)
{
    char t[48];
    for (int i = 0; i < L->n; i++) {
        const mdb_chip_spot *p = &L->spot[i];
        if (p->chip < 0) {
            mdb_more_text(L->hidden, L->hidden_points, t, sizeof t);
            draw_chip(t, p->r, L->fs, UI_COL_ACCENT, UI_COL_INK);
            continue;
        }
        const mad_chip *c = &bd->chip[p->chip];
        mdb_chip_text(c, t, sizeof t);
        draw_chip(t, p->r, L->fs, gfx_hexa(mdb_area_hex[c->colour], 255),
                  c->colour == MAD_YELLOW ? UI_COL_INK : UI_COL_WHITE);
    }
}

static const char *group_name(int group)
{
    switch (group) {
    case MAD_G_ZONES: return _("Zones");
    case MAD_G_ROAD: return _("Longest road");
    case MAD_G_RANGER: return _("Park Ranger");
    case MAD_G_CONTRACTORS: return _("Contractors");
    default: return _("Tokens");
    }
}

/* The box of seat's breakdown: its tray, or (opened by its "N more" chip) the panel under its
 * head. */
static gfx_rect summary_box(const mdb *b, int seat, bool open)
{
    const mdb_panel *P = &b->panel[seat];
    if (open) { /* down to the Ready button, or the panel's foot */
        float top = P->head.y + P->head.h + 6;
        float bottom = b->seat[seat].ready.base.hidden ? P->r.y + P->r.h - 10 : P->button.y - 4;
        return (gfx_rect){P->r.x + 10, top, P->r.w - 20, bottom - top};
    }
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    return r;
}

/* The breakdown's lines from the box's top; returns the y under the total. */
static float draw_rows(const mad_breakdown *bd, gfx_rect r, float fs)
{
    float x = r.x + 10, y = r.y + 6, right = r.x + r.w - 10;
    char buf[32];
    for (int k = 0; k < bd->ngroups; k++) {
        int v = bd->points[k];
        gfx_text(group_name(bd->group[k]), x, y, fs, GFX_LEFT, UI_COL_INK);
        snprintf(buf, sizeof buf, "%+d", v);
        gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, v < 0 ? UI_COL_BAD : UI_COL_INK);
        y += fs * 1.22f;
    }
    gfx_line(x, y + 2, right, y + 2, 1.5f, UI_COL_PANEL_EDGE);
    y += 6;
    snprintf(buf, sizeof buf, _("Round %d"), bd->round);
    gfx_text_styled(buf, x, y, fs, GFX_LEFT, GFX_BOLD, UI_COL_INK);
    snprintf(buf, sizeof buf, "%+d", bd->round_points);
    gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, UI_COL_INK);
    y += fs * 1.22f;
    gfx_text_styled(_("Total"), x, y, fs * 1.1f, GFX_LEFT, GFX_BOLD, UI_COL_ACCENT_LO);
    snprintf(buf, sizeof buf, "%d", bd->total);
    gfx_text_styled(buf, right, y, fs * 1.1f, GFX_RIGHT, GFX_BOLD, UI_COL_ACCENT_LO);
    return y + fs * 1.5f;
}

/* What "6: +5" means, over the chips. */
const char *mdb_chips_legend(const mad_breakdown *bd)
{
    for (int i = 0; i < bd->nchips; i++)
        if (bd->chip[i].count > 1) return _("zone size: points (×count)");
    return _("zone size: points");
}

/* The breakdown's font: its lines, the legend and a row of chips in the tray (opened over the
 * panel, the same font: more rows of chips). */
static float summary_font(const mdb *b, int seat, const mad_breakdown *bd)
{
    gfx_rect r = summary_box(b, seat, false);
    float lines = (float)bd->ngroups * 1.22f + 1.22f + 1.5f;
    if (bd->nchips > 0) lines += 1.15f + 1.35f;
    return fminf(UI_FONT_SMALL, (r.h - 22) / lines);
}

void mdb_summary_layout(const mdb *b, int seat, const madcity_state *s, mad_breakdown *bd,
                        mdb_chips *chips)
{
    mad_round_breakdown(s, &b->score, seat, bd);
    gfx_rect r = summary_box(b, seat, b->summary_more & (1u << seat));
    float fs = summary_font(b, seat, bd);
    float y = r.y + 6 + (float)bd->ngroups * fs * 1.22f + 6 + fs * 1.22f + fs * 1.5f;
    if (bd->nchips > 0) y += fs * 1.15f; /* the legend */
    mdb_layout_chips(bd, (gfx_rect){r.x + 10, y, r.w - 20, r.y + r.h - y - 6}, fs, chips);
}

/* Between rounds: the round's points of one seat, line by line, in its tray. */
void mdb_draw_round_summary(mdb *b, int seat, const madcity_state *s)
{
    mad_breakdown bd;
    mdb_chips chips;
    mdb_summary_layout(b, seat, s, &bd, &chips);
    bool open = b->summary_more & (1u << seat);
    gfx_rect r = summary_box(b, seat, open);
    gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(251, 243, 228, open ? 250 : 235));
    float fs = summary_font(b, seat, &bd);
    b->more_chip[seat] = (gfx_rect){0};
    if (bd.sits_out) {
        gfx_text_box(_("Sits out the tie-break round."),
                     (gfx_rect){r.x + 10, r.y + 6, r.w - 20, r.h - 12}, fs, GFX_LEFT,
                     UI_COL_INK_SOFT);
        return;
    }
    float y = draw_rows(&bd, r, fs);
    if (bd.nchips > 0)
        gfx_text(mdb_chips_legend(&bd), r.x + 10, y, fs * 0.85f, GFX_LEFT, UI_COL_INK_SOFT);
    draw_chips(&bd, &chips);
    for (int i = 0; i < chips.n; i++)
        if (chips.spot[i].chip < 0) b->more_chip[seat] = chips.spot[i].r;
}

bool mdb_summary_press(mdb *b, float x, float y)
{
    for (int seat = 0; seat < b->players; seat++) {
        bool open = b->summary_more & (1u << seat);
        if (ui_contains(b->more_chip[seat], x, y) ||
            (open && ui_contains(b->panel[seat].r, x, y))) {
            b->summary_more ^= 1u << seat;
            return true;
        }
    }
    return false;
}

void mdb_draw_scoring(mdb *b, int seat, const madcity_state *s, const game_score_line *highlight)
{
    const mad_city *c = city_of(b, s, seat);
    if (highlight) {
        if (highlight->player != seat) return;
        if (highlight->group == MAD_G_ROAD) {
            trace_road(b, seat, c, 1);
            return;
        }
        const mad_zone *z = line_zone(c, highlight);
        if (z) {
            outline_zone(b, seat, z, UI_COL_WHITE, 4);
            zone_label(b, seat, z);
        }
        return;
    }
    /* the zones that earn points this round, one by one in the rules' order, then the road */
    const mad_zone *list[MAD_MAX_CELLS * 4];
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
