/* madcity_scoring.c: the Mad City scoring between rounds, worked out and drawn. The zones of a
 * city (areas of one colour touching by a side) and its longest road, shared with the rules
 * page's figures (madcity_figure.c); then, on the board, each city's scoring zones outlined one
 * by one with their size, its longest road traced, the highlighted score line's zone, and the
 * round's points of each seat in its tray (zones, road, Park Ranger, contractors, tokens, the
 * round and the total). */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- zones and roads ----------------------------------------------------------------------- */
static int find(int *p, int i)
{
    while (p[i] != i) i = p[i] = p[p[i]];
    return i;
}

static void join(int *p, const uint8_t *col, int a, int b)
{
    if (col[a] >= MAD_NCOLOURS || col[a] != col[b]) return;
    int x = find(p, a), y = find(p, b);
    if (x != y) p[x < y ? y : x] = x < y ? x : y;
}

static void city_areas(const mad_cell *grid, int side, uint8_t *col, uint8_t *bld, uint8_t *arms)
{
    for (int c = 0; c < side * side; c++) {
        if (grid[c].tile >= MAD_TILES) {
            memset(col + c * 4, MAD_NOCOLOUR, 4);
            memset(bld + c * 4, 0, 4);
            arms[c] = 0;
            continue;
        }
        mad_tile_turned(grid[c].tile, grid[c].rot, col + c * 4, bld + c * 4, &arms[c]);
    }
}

int mdb_zones(const mad_cell *grid, int side, int zone[MAD_MAX_CELLS * 4])
{
    uint8_t col[MAD_MAX_CELLS * 4], bld[MAD_MAX_CELLS * 4], arms[MAD_MAX_CELLS];
    int n = side * side * 4, par[MAD_MAX_CELLS * 4];
    city_areas(grid, side, col, bld, arms);
    for (int i = 0; i < n; i++) par[i] = i;
    for (int c = 0; c < side * side; c++) {
        int a = c * 4;
        if (!(arms[c] & MAD_ARM_N)) join(par, col, a + 0, a + 1);
        if (!(arms[c] & MAD_ARM_E)) join(par, col, a + 1, a + 3);
        if (!(arms[c] & MAD_ARM_S)) join(par, col, a + 2, a + 3);
        if (!(arms[c] & MAD_ARM_W)) join(par, col, a + 0, a + 2);
        if (c % side < side - 1) {
            join(par, col, a + 1, (c + 1) * 4 + 0);
            join(par, col, a + 3, (c + 1) * 4 + 2);
        }
        if (c / side < side - 1) {
            join(par, col, a + 2, (c + side) * 4 + 0);
            join(par, col, a + 3, (c + side) * 4 + 1);
        }
    }
    for (int i = 0; i < n; i++) zone[i] = col[i] < MAD_NCOLOURS ? find(par, i) : -1;
    return n;
}

typedef struct road_search {
    int side, links[MAD_MAX_CELLS][4], nl[MAD_MAX_CELLS];
    bool used[MAD_MAX_CELLS][MAD_MAX_CELLS];
    int path[64], len, best[64], blen, bdistinct;
    long steps; /* a 4x4 city of crossings has very many trails: the search stops in time */
} road_search;

static void dfs(road_search *r, int at)
{
    int seen = 0;
    bool mark[MAD_MAX_CELLS] = {false};
    for (int i = 0; i < r->len; i++)
        if (!mark[r->path[i]]) mark[r->path[i]] = true, seen++;
    if (seen > r->bdistinct) {
        r->bdistinct = seen;
        r->blen = r->len;
        memcpy(r->best, r->path, sizeof(int) * (size_t)r->len);
    }
    if (r->len >= 63 || ++r->steps > 200000) return;
    for (int k = 0; k < r->nl[at]; k++) {
        int to = r->links[at][k];
        if (r->used[at][to]) continue;
        r->used[at][to] = r->used[to][at] = true;
        r->path[r->len++] = to;
        dfs(r, to);
        r->len--;
        r->used[at][to] = r->used[to][at] = false;
    }
}

int mdb_road_path(const mad_cell *grid, int side, int *cells, int cap)
{
    road_search r;
    memset(&r, 0, sizeof r);
    r.side = side;
    uint8_t col[MAD_MAX_CELLS * 4], bld[MAD_MAX_CELLS * 4], arms[MAD_MAX_CELLS];
    city_areas(grid, side, col, bld, arms);
    for (int c = 0; c < side * side; c++) {
        if (c % side < side - 1 && (arms[c] & MAD_ARM_E) && (arms[c + 1] & MAD_ARM_W)) {
            r.links[c][r.nl[c]++] = c + 1;
            r.links[c + 1][r.nl[c + 1]++] = c;
        }
        if (c / side < side - 1 && (arms[c] & MAD_ARM_S) && (arms[c + side] & MAD_ARM_N)) {
            r.links[c][r.nl[c]++] = c + side;
            r.links[c + side][r.nl[c + side]++] = c;
        }
    }
    for (int c = 0; c < side * side; c++) {
        if (!arms[c]) continue;
        r.path[0] = c;
        r.len = 1;
        dfs(&r, c);
    }
    int n = r.blen < cap ? r.blen : cap;
    memcpy(cells, r.best, sizeof(int) * (size_t)n);
    return n;
}

/* ---- scoring visuals ----------------------------------------------------------------------- */
static int group_sum(const game_score *sc, int seat, int group)
{
    int t = 0;
    for (int i = 0; i < sc->nlines; i++)
        if (sc->line[i].player == seat && sc->line[i].group == group) t += sc->line[i].points;
    return t;
}

static bool group_any(const game_score *sc, int seat, int group)
{
    for (int i = 0; i < sc->nlines; i++)
        if (sc->line[i].player == seat && sc->line[i].group == group) return true;
    return false;
}

/* Outline of the zone `z` in a panel (edges between its areas and any other). */
static void outline_zone(const mdb *b, int seat, const int *zone, int z, gfx_color c, float w)
{
    const mdb_panel *P = &b->panel[seat];
    float h = P->cell * 0.5f;
    for (int a = 0; a < P->side * P->side * 4; a++) {
        if (zone[a] != z) continue;
        int cell = a / 4, q = a % 4;
        float x0 = P->grid.x + (float)(cell % P->side) * P->cell + (float)(q & 1) * h;
        float y0 = P->grid.y + (float)(cell / P->side) * P->cell + (float)(q >> 1) * h;
        gfx_fill_rect((gfx_rect){x0, y0, h, h}, GFX_RGBA(255, 255, 255, 50));
        /* neighbours: left, right, up, down in area coordinates */
        int ax = (cell % P->side) * 2 + (q & 1), ay = (cell / P->side) * 2 + (q >> 1);
        static const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
        for (int k = 0; k < 4; k++) {
            int nx = ax + dx[k], ny = ay + dy[k], other = -2;
            if (nx >= 0 && ny >= 0 && nx < 2 * P->side && ny < 2 * P->side)
                other = zone[((ny / 2) * P->side + nx / 2) * 4 + (ny & 1) * 2 + (nx & 1)];
            if (other == z) continue;
            float ex0 = x0 + (k == 1 ? h : 0), ey0 = y0 + (k == 3 ? h : 0);
            float ex1 = k < 2 ? ex0 : ex0 + h, ey1 = k < 2 ? ey0 + h : ey0;
            gfx_line(ex0, ey0, ex1, ey1, w, c);
        }
    }
}

static void trace_road(mdb *b, int seat, const madcity_state *s, float t)
{
    mdb_road *rc = &b->road[seat];
    if (memcmp(rc->grid, s->grid[seat], sizeof rc->grid) != 0 || !rc->valid) {
        memcpy(rc->grid, s->grid[seat], sizeof rc->grid);
        rc->n = mdb_road_path(s->grid[seat], s->side, rc->cells, 64);
        rc->valid = true;
    }
    const int *cells = rc->cells;
    int n = rc->n;
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

/* Zones that score in this round's lines, in order: the ones the summary outlines. */
static int scoring_zones(const mdb *b, int seat, const madcity_state *s, const int *zone, int *out,
                         int cap)
{
    int n = 0;
    bool seen[MAD_MAX_CELLS * 4] = {false};
    uint8_t col[MAD_MAX_CELLS * 4], bld[MAD_MAX_CELLS * 4], arms[MAD_MAX_CELLS];
    city_areas(s->grid[seat], s->side, col, bld, arms);
    (void)b;
    for (int a = 0; a < s->side * s->side * 4 && n < cap; a++) {
        int z = zone[a];
        if (z < 0 || seen[z]) continue;
        seen[z] = true;
        int areas = 0, blds = 0;
        for (int k = 0; k < s->side * s->side * 4; k++)
            if (zone[k] == z) areas++, blds += bld[k];
        int c = col[a];
        bool counts = c >= MAD_LAKE ? s->tree == seat : mad_band(c, blds) > 0;
        if (counts) out[n++] = z;
    }
    return n;
}

static void zone_label(const mdb *b, int seat, const madcity_state *s, const int *zone, int z)
{
    uint8_t col[MAD_MAX_CELLS * 4], bld[MAD_MAX_CELLS * 4], arms[MAD_MAX_CELLS];
    city_areas(s->grid[seat], s->side, col, bld, arms);
    int areas = 0, blds = 0, c = -1;
    float sx = 0, sy = 0;
    const mdb_panel *P = &b->panel[seat];
    for (int a = 0; a < s->side * s->side * 4; a++) {
        if (zone[a] != z) continue;
        c = col[a];
        areas++;
        blds += bld[a];
        int cell = a / 4, q = a % 4;
        sx += P->grid.x + (float)(cell % P->side) * P->cell +
              ((float)(q & 1) + 0.5f) * P->cell * 0.5f;
        sy += P->grid.y + (float)(cell / P->side) * P->cell +
              ((float)(q >> 1) + 0.5f) * P->cell * 0.5f;
    }
    if (c < 0 || areas == 0) return;
    char t[16];
    snprintf(t, sizeof t, "%d", c >= MAD_LAKE ? areas : blds);
    float x = sx / (float)areas, y = sy / (float)areas, r = fmaxf(14, P->cell * 0.2f);
    gfx_circle(x, y + 2, r, GFX_RGBA(0, 0, 0, 80));
    gfx_circle(x, y, r, UI_COL_PANEL);
    gfx_circle_outline(x, y, r, 3, gfx_hexa(mdb_area_dark[c], 255));
    gfx_text_styled(t, x, y, r * 1.2f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

/* The colour a zone score line names (its text starts with the colour's name), -1 none. */
static int line_colour(const game_score_line *l)
{
    static const char *const names[MAD_NCOLOURS] = {N_("Residential"), N_("Industrial"),
                                                    N_("Urban"), N_("Lake"), N_("Park")};
    for (int c = 0; c < MAD_NCOLOURS; c++) {
        const char *n = _(names[c]);
        if (strncmp(l->reason, n, strlen(n)) == 0) return c;
    }
    return -1;
}

/* The zones that scored this round, as chips: the zone's colour, its size and its points. */
static void zone_chips(const mdb *b, int seat, gfx_rect r, float fs)
{
    const game_score *sc = &b->score;
    float x = r.x, y = r.y, h = fs * 1.35f;
    for (int i = 0; i < sc->nlines; i++) {
        const game_score_line *l = &sc->line[i];
        if (l->player != seat || l->points <= 0 ||
            (l->group != 1 && l->group != 4 && l->group != 5))
            continue;
        int c = line_colour(l);
        const char *comma = strchr(l->reason, ',');
        if (c < 0 || !comma) continue;
        char t[24];
        snprintf(t, sizeof t, "%d: +%d", atoi(comma + 1), l->points);
        float w = gfx_text_width(t, fs * 0.85f, GFX_BOLD) + 14;
        if (x + w > r.x + r.w) x = r.x, y += h + 4;
        if (y + h > r.y + r.h) return;
        gfx_rrect((gfx_rect){x, y, w, h}, h * 0.5f, gfx_hexa(mdb_area_hex[c], 255));
        gfx_text_styled(t, x + w * 0.5f, y + h * 0.5f, fs * 0.85f, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, c == MAD_YELLOW ? UI_COL_INK : UI_COL_WHITE);
        x += w + 4;
    }
}

/* Between rounds: the round's points of one seat, line by line, in its tray. */
void mdb_draw_round_summary(const mdb *b, int seat, const madcity_state *s)
{
    const mdb_panel *P = &b->panel[seat];
    const game_score *sc = &b->score;
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(251, 243, 228, 235));
    float x = r.x + 10, y = r.y + 6, fs = fminf(UI_FONT_SMALL, r.h / 7.2f);
    float right = r.x + r.w - 10;
    if (!(s->in_round & (1u << seat)) && s->round >= 1 && !group_any(sc, seat, 4)) {
        gfx_text_box(_("Sits out the tie-break round."), (gfx_rect){x, y, r.w - 20, r.h - 12}, fs,
                     GFX_LEFT, UI_COL_INK_SOFT);
        return;
    }
    static const char *const names[5] = {N_("Zones"), N_("Longest road"), N_("Park Ranger"),
                                         N_("Contractors"), N_("Tokens")};
    static const int groups[5] = {4, 2, 1, 3, 5};
    char buf[32];
    int round_pts = s->round >= 1 ? s->hist[s->round - 1][seat] : 0;
    for (int k = 0; k < 5; k++) {
        if (k >= 3 && !group_any(sc, seat, groups[k])) continue;
        int v = group_sum(sc, seat, groups[k]);
        gfx_text(_(names[k]), x, y, fs, GFX_LEFT, UI_COL_INK);
        snprintf(buf, sizeof buf, "%+d", v);
        gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, v < 0 ? UI_COL_BAD : UI_COL_INK);
        y += fs * 1.22f;
    }
    gfx_line(x, y + 2, right, y + 2, 1.5f, UI_COL_PANEL_EDGE);
    y += 6;
    snprintf(buf, sizeof buf, _("Round %d"), s->round);
    gfx_text_styled(buf, x, y, fs, GFX_LEFT, GFX_BOLD, UI_COL_INK);
    snprintf(buf, sizeof buf, "%+d", round_pts);
    gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, UI_COL_INK);
    y += fs * 1.22f;
    gfx_text_styled(_("Total"), x, y, fs * 1.1f, GFX_LEFT, GFX_BOLD, UI_COL_ACCENT_LO);
    snprintf(buf, sizeof buf, "%d", s->total[seat]);
    gfx_text_styled(buf, right, y, fs * 1.1f, GFX_RIGHT, GFX_BOLD, UI_COL_ACCENT_LO);
    y += fs * 1.5f;
    zone_chips(b, seat, (gfx_rect){x, y, right - x, r.y + r.h - y - 6}, fs);
}

/* The zone a score line is about: one with an area in the line's cell, of the colour its text
 * starts with and with the number of buildings (or areas) it names. */
static int line_zone(const madcity_state *s, int seat, const int *zone, const game_score_line *l)
{
    uint8_t col[MAD_MAX_CELLS * 4], bld[MAD_MAX_CELLS * 4], arms[MAD_MAX_CELLS];
    city_areas(s->grid[seat], s->side, col, bld, arms);
    int colour = line_colour(l), count = -1;
    const char *comma = strchr(l->reason, ',');
    if (comma) count = atoi(comma + 1);
    int fallback = -1;
    for (int q = 0; q < 4; q++) {
        int z = zone[l->ref * 4 + q];
        if (z < 0 || (colour >= 0 && col[l->ref * 4 + q] != colour)) continue;
        int areas = 0, blds = 0;
        for (int a = 0; a < s->side * s->side * 4; a++)
            if (zone[a] == z) areas++, blds += bld[a];
        if (fallback < 0) fallback = z;
        if (count < 0 || (colour >= MAD_LAKE ? areas : blds) == count) return z;
    }
    return fallback;
}

void mdb_draw_scoring(mdb *b, int seat, const madcity_state *s, const game_score_line *highlight)
{
    int zone[MAD_MAX_CELLS * 4];
    mdb_zones(s->grid[seat], s->side, zone);
    if (highlight) {
        if (highlight->player != seat) return;
        if (highlight->group == 2) {
            trace_road(b, seat, s, 1);
            return;
        }
        bool zone_line = highlight->group == 1 || highlight->group == 4 || highlight->group == 5;
        if (!zone_line || highlight->ref < 0 || highlight->ref >= s->ncells) return;
        int z = line_zone(s, seat, zone, highlight);
        if (z >= 0) {
            outline_zone(b, seat, zone, z, UI_COL_WHITE, 4);
            zone_label(b, seat, s, zone, z);
        }
        return;
    }
    int list[36];
    int n = scoring_zones(b, seat, s, zone, list, 36);
    float t = (float)b->summary_t;
    int k = (int)(t / 0.9f);
    if (k < n) {
        outline_zone(b, seat, zone, list[k], UI_COL_WHITE, 4);
        zone_label(b, seat, s, zone, list[k]);
    } else {
        for (int i = 0; i < n; i++) zone_label(b, seat, s, zone, list[i]);
        trace_road(b, seat, s, fminf(1, (t - 0.9f * (float)n) / 1.2f));
    }
}
