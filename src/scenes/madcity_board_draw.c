/* madcity_board_draw.c: drawing of the Mad City race screen: tiles (2x2 coloured areas with
 * building icons and road arms), one panel per seat, the sand timer and the tree in the middle,
 * the 3-2-1 start, and between rounds each city's score with its zones outlined one by one
 * and its longest road traced. */
#include "core/i18n.h"
#include "scenes/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- colours ------------------------------------------------------------------------------- */
static const uint32_t AREA_HEX[MAD_NCOLOURS] = {0xF6C945, 0xE0584F, 0x4A90D9, 0x1C4E9E, 0x4CAF50};
static const uint32_t AREA_DARK[MAD_NCOLOURS] = {0xA9781B, 0x8E2A24, 0x1F4F86, 0x0E2D61, 0x2B6E2F};

/* ---- a tile in its own frame: (-0.5..0.5)^2, turned and scaled onto the screen ------------- */
typedef struct frame {
    float cx, cy, s, c, sn;
} frame;

static void fp(const frame *f, float x, float y, float *ox, float *oy)
{
    *ox = f->cx + (x * f->c - y * f->sn) * f->s;
    *oy = f->cy + (x * f->sn + y * f->c) * f->s;
}

static void fquad(const frame *f, float x0, float y0, float x1, float y1, gfx_color col)
{
    float p[8];
    fp(f, x0, y0, &p[0], &p[1]);
    fp(f, x1, y0, &p[2], &p[3]);
    fp(f, x1, y1, &p[4], &p[5]);
    fp(f, x0, y1, &p[6], &p[7]);
    gfx_polygon(p, 4, col);
}

static void ftri(const frame *f, float x0, float y0, float x1, float y1, float x2, float y2,
                 gfx_color col)
{
    float a, b, c, d, e, g;
    fp(f, x0, y0, &a, &b);
    fp(f, x1, y1, &c, &d);
    fp(f, x2, y2, &e, &g);
    gfx_triangle(a, b, c, d, e, g, col);
}

static void fline(const frame *f, float x0, float y0, float x1, float y1, float w, gfx_color col)
{
    float a, b, c, d;
    fp(f, x0, y0, &a, &b);
    fp(f, x1, y1, &c, &d);
    gfx_line(a, b, c, d, w * f->s, col);
}

static void fcircle(const frame *f, float x, float y, float r, gfx_color col)
{
    float a, b;
    fp(f, x, y, &a, &b);
    gfx_circle(a, b, r * f->s, col);
}

/* Building icons: houses (a roof), factories (saw-tooth roof and a chimney), skyscrapers
 * (tall towers with windows). x, y: the icon's foot centre; h: its height. */
static void icon(const frame *f, int colour, float x, float y, float h)
{
    gfx_color ink = gfx_hexa(AREA_DARK[colour], 255), lite = gfx_hexa(0xFFF8E8, 255);
    if (colour == MAD_YELLOW) {
        float w = h * 0.8f;
        fquad(f, x - w * 0.5f, y - h * 0.55f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.68f, y - h * 0.5f, x + w * 0.68f, y - h * 0.5f, x, y - h * 1.05f, ink);
        fquad(f, x - w * 0.13f, y - h * 0.3f, x + w * 0.13f, y, ink);
    } else if (colour == MAD_RED) {
        float w = h * 1.0f;
        fquad(f, x + w * 0.18f, y - h * 1.0f, x + w * 0.36f, y - h * 0.4f, ink); /* chimney */
        fquad(f, x - w * 0.5f, y - h * 0.45f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.5f, y - h * 0.45f, x - w * 0.1f, y - h * 0.45f, x - w * 0.5f,
             y - h * 0.72f, lite);
        ftri(f, x - w * 0.1f, y - h * 0.45f, x + w * 0.3f, y - h * 0.45f, x - w * 0.1f,
             y - h * 0.72f, lite);
        fquad(f, x - w * 0.35f, y - h * 0.28f, x - w * 0.15f, y - h * 0.1f, ink);
        fquad(f, x + w * 0.1f, y - h * 0.28f, x + w * 0.3f, y - h * 0.1f, ink);
    } else if (colour == MAD_BLUE) {
        float w = h * 0.42f;
        fquad(f, x - w * 0.5f, y - h * 1.1f, x + w * 0.5f, y, lite);
        for (int r = 0; r < 3; r++)
            fquad(f, x - w * 0.25f, y - h * (0.95f - 0.3f * (float)r), x + w * 0.25f,
                  y - h * (0.83f - 0.3f * (float)r), ink);
    }
}

static void draw_tile_shapes(int tile, float cx, float cy, float s, float angle, float lift)
{
    uint8_t col[4], bld[4], arms;
    mad_tile_turned(tile, 0, col, bld, &arms);
    frame f = {cx, cy - lift * 5, s * (1 + 0.06f * lift), cosf(angle), sinf(angle)};
    if (lift > 0.01f) {
        frame sh = f;
        sh.cy += 6 + 6 * lift;
        fquad(&sh, -0.5f, -0.5f, 0.5f, 0.5f, GFX_RGBA(0, 0, 0, (uint8_t)(60 + 40 * lift)));
    }
    fquad(&f, -0.52f, -0.52f, 0.52f, 0.52f, GFX_HEX(0x2B2118));
    static const float qx[4] = {-0.25f, 0.25f, -0.25f, 0.25f},
                       qy[4] = {-0.25f, -0.25f, 0.25f, 0.25f};
    for (int q = 0; q < 4; q++) {
        int c = col[q] < MAD_NCOLOURS ? col[q] : 0;
        fquad(&f, qx[q] - 0.25f, qy[q] - 0.25f, qx[q] + 0.25f, qy[q] + 0.25f,
              gfx_hexa(AREA_HEX[c], 255));
    }
    /* soft seams between areas of different colours */
    gfx_color seam = GFX_RGBA(43, 33, 24, 90);
    if (col[0] != col[1]) fline(&f, 0, -0.5f, 0, 0, 0.015f, seam);
    if (col[2] != col[3]) fline(&f, 0, 0, 0, 0.5f, 0.015f, seam);
    if (col[0] != col[2]) fline(&f, -0.5f, 0, 0, 0, 0.015f, seam);
    if (col[1] != col[3]) fline(&f, 0, 0, 0.5f, 0, 0.015f, seam);
    for (int q = 0; q < 4; q++) {
        int c = col[q];
        /* icons stay upright whatever the tile's turn: they are drawn in an unturned frame
         * centred on the area */
        float ucx, ucy;
        fp(&f, qx[q], qy[q], &ucx, &ucy);
        frame up = {ucx, ucy, f.s, 1, 0};
        const frame *fr = &up;
        float x = 0, y = 0;
        if (c == MAD_LAKE) {
            gfx_color w = GFX_RGBA(170, 210, 255, 150);
            for (int k = -1; k <= 1; k++) {
                float yy = y + 0.08f * (float)k, xx = x + (k == 0 ? 0.04f : -0.03f);
                fline(fr, xx - 0.09f, yy, xx - 0.03f, yy - 0.025f, 0.02f, w);
                fline(fr, xx - 0.03f, yy - 0.025f, xx + 0.03f, yy, 0.02f, w);
                fline(fr, xx + 0.03f, yy, xx + 0.09f, yy - 0.025f, 0.02f, w);
            }
        } else if (c == MAD_PARK) {
            gfx_color dark = gfx_hexa(AREA_DARK[MAD_PARK], 255), lite = GFX_HEX(0x7BD67F);
            static const float tx[3] = {-0.08f, 0.09f, 0.0f}, ty[3] = {-0.07f, -0.03f, 0.09f};
            for (int k = 0; k < 3; k++) {
                fcircle(fr, x + tx[k], y + ty[k] + 0.02f, 0.065f, dark);
                fcircle(fr, x + tx[k], y + ty[k], 0.06f, lite);
            }
        } else if (bld[q] > 0) {
            int n = bld[q] > 3 ? 3 : bld[q];
            static const float ox[3][3] = {{0, 0, 0}, {-0.08f, 0.08f, 0}, {-0.11f, 0.11f, 0}};
            static const float oy[3][3] = {{0.07f, 0, 0}, {0.07f, 0.07f, 0}, {0.0f, 0.0f, 0.13f}};
            float h = n == 1 ? 0.17f : 0.13f;
            for (int k = 0; k < n; k++) icon(fr, c, x + ox[n - 1][k], y + oy[n - 1][k], h);
        }
    }
    /* roads: asphalt arms from the centre, a dashed white line on them */
    static const float ax[4] = {0, 0.5f, 0, -0.5f}, ay[4] = {-0.5f, 0, 0.5f, 0};
    gfx_color asphalt = GFX_HEX(0x4A4A52), edge = GFX_HEX(0x2B2B30), paint = GFX_HEX(0xF5F1E6);
    if (arms) {
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k)) fline(&f, 0, 0, ax[k], ay[k], 0.15f, edge);
        fcircle(&f, 0, 0, 0.085f, edge);
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k)) fline(&f, 0, 0, ax[k], ay[k], 0.11f, asphalt);
        fcircle(&f, 0, 0, 0.065f, asphalt);
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k))
                fline(&f, ax[k] * 0.3f, ay[k] * 0.3f, ax[k] * 0.62f, ay[k] * 0.62f, 0.022f, paint);
    }
}

/* ---- resting tiles from sheets -------------------------------------------------------------- */
/* A tile is some 250 shapes (700 vertices): six cities and their trays are 45,000 vertices a
 * frame, most of a race frame's cost on a GPU-less machine. A resting tile (no lift, turned by
 * a quarter turn) is drawn once into a sheet (a layer of 8 x 8 tiles of one size) and then
 * copied as one textured quad, snapped to whole pixels like any image. */
enum { SHEETS = 3, SHEET_COLS = 8, SHEET_TILES = SHEET_COLS * SHEET_COLS };
typedef struct tile_sheet {
    gfx_target t;
    float s, scale; /* tile size (logical) and real pixels per unit */
    int cell;       /* pixels per entry */
    int n;
    uint16_t key[SHEET_TILES]; /* tile * 4 + quarter turns */
    unsigned used;
} tile_sheet;
static tile_sheet sheets[SHEETS];
static unsigned sheet_clock;

static tile_sheet *sheet_for(float s, float scale)
{
    tile_sheet *lru = &sheets[0];
    for (int i = 0; i < SHEETS; i++) {
        tile_sheet *sh = &sheets[i];
        bool alive = gfx_target_texture(sh->t).id != 0;
        if (alive && sh->s == s && sh->scale == scale) return sh;
        if (!alive) sh->used = 0;
        if (sh->used < lru->used) lru = sh;
    }
    gfx_target_destroy(lru->t);
    memset(lru, 0, sizeof *lru);
    lru->cell = (int)ceilf(s * 1.04f * scale) + 4;
    lru->t = gfx_target_create(lru->cell * SHEET_COLS, lru->cell * SHEET_COLS);
    if (!gfx_target_texture(lru->t).id) return NULL;
    lru->s = s;
    lru->scale = scale;
    return lru;
}

static bool draw_tile_sheet(int tile, float cx, float cy, float s, float angle)
{
    const float quarter = 1.57079632679f;
    float q = angle / quarter;
    int k = (int)lroundf(q);
    if (fabsf(q - (float)k) > 1e-4f || !gfx_screen_space() || !(s > 0)) return false;
    float sc = gfx_scale();
    tile_sheet *sh = sheet_for(s, sc);
    if (!sh) return false;
    sh->used = ++sheet_clock;
    int key = tile * 4 + (k & 3), e = 0;
    while (e < sh->n && sh->key[e] != key) e++;
    float cell = (float)sh->cell / sc, side = cell * SHEET_COLS;
    float ex = (float)(e % SHEET_COLS) * cell, ey = (float)(e / SHEET_COLS) * cell;
    if (e == sh->n) {
        if (sh->n == SHEET_TILES) return false;
        sh->key[sh->n++] = (uint16_t)key;
        gfx_target_begin(sh->t, sc);
        draw_tile_shapes(tile, ex + cell * 0.5f, ey + cell * 0.5f, s, angle, 0);
        gfx_target_end();
    }
    gfx_image(gfx_target_texture(sh->t), (gfx_rect){cx - cell * 0.5f, cy - cell * 0.5f, cell, cell},
              (gfx_rect){ex / side, ey / side, cell / side, cell / side}, 0, UI_COL_WHITE);
    return true;
}

void mdb_draw_tile(int tile, float cx, float cy, float s, float angle, float lift)
{
    if (tile < 0 || tile >= MAD_TILES) return;
    if (lift <= 0 && draw_tile_sheet(tile, cx, cy, s, angle)) return;
    draw_tile_shapes(tile, cx, cy, s, angle, lift);
}

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

/* ---- panels -------------------------------------------------------------------------------- */
static const char *seat_name(const mdb *b, int seat)
{
    const setup_seat *s = play_seat(b->p, seat);
    return s ? s->name : "?";
}

static void draw_tree(float cx, float cy, float s, float alpha)
{
    gfx_push_alpha(alpha);
    gfx_color trunk = GFX_HEX(0x8C5A3C), dark = GFX_HEX(0x1F6E3A), mid = GFX_HEX(0x2F9E55),
              lite = GFX_HEX(0x63C97A);
    gfx_rrect(ui_rect_centered(cx, cy + s * 0.32f, s * 0.14f, s * 0.34f), s * 0.03f, trunk);
    gfx_circle(cx, cy + s * 0.47f, s * 0.2f, GFX_RGBA(0, 0, 0, 40));
    gfx_circle(cx - s * 0.17f, cy + s * 0.05f, s * 0.2f, dark);
    gfx_circle(cx + s * 0.17f, cy + s * 0.05f, s * 0.2f, dark);
    gfx_circle(cx, cy - s * 0.18f, s * 0.24f, mid);
    gfx_circle(cx - s * 0.13f, cy + s * 0.0f, s * 0.17f, mid);
    gfx_circle(cx + s * 0.14f, cy + s * 0.02f, s * 0.17f, mid);
    gfx_circle(cx - s * 0.06f, cy - s * 0.25f, s * 0.1f, lite);
    /* the ranger's hat on top */
    gfx_rrect(ui_rect_centered(cx, cy - s * 0.4f, s * 0.3f, s * 0.05f), s * 0.02f,
              GFX_HEX(0xC79A5B));
    gfx_rrect(ui_rect_centered(cx, cy - s * 0.46f, s * 0.16f, s * 0.1f), s * 0.04f,
              GFX_HEX(0xC79A5B));
    gfx_pop_alpha();
}

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
    gfx_circle_outline(x, y, r, 3, gfx_hexa(AREA_DARK[c], 255));
    gfx_text_styled(t, x, y, r * 1.2f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

/* Between rounds: the round's points of one seat, line by line, in its tray. */
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
        gfx_rrect((gfx_rect){x, y, w, h}, h * 0.5f, gfx_hexa(AREA_HEX[c], 255));
        gfx_text_styled(t, x + w * 0.5f, y + h * 0.5f, fs * 0.85f, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, c == MAD_YELLOW ? UI_COL_INK : UI_COL_WHITE);
        x += w + 4;
    }
}

static void draw_round_summary(const mdb *b, int seat, const madcity_state *s)
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

static void draw_panel(const mdb *b, int seat, const madcity_state *s,
                       const game_score_line *highlight)
{
    const mdb_panel *P = &b->panel[seat];
    const mdb_seat *S = &b->seat[seat];
    gfx_color sc = ui_seat_color(seat);
    bool in = (s->in_round & (1u << seat)) != 0;
    bool done = s->phase == MAD_PH_RACE && (s->done & (1u << seat));
    gfx_rrect((gfx_rect){P->r.x, P->r.y + 4, P->r.w, P->r.h}, UI_RADIUS_M, UI_COL_SHADOW);
    gfx_rrect(P->r, UI_RADIUS_M, GFX_RGBA(22, 36, 66, 235));
    gfx_rrect_outline(P->r, UI_RADIUS_M, 3, gfx_mix(sc, GFX_RGBA(22, 36, 66, 255), 0.35f));
    if (S->flash > 0)
        gfx_rrect_outline(
            P->r, UI_RADIUS_M, 5,
            (gfx_color){UI_COL_BAD.r, UI_COL_BAD.g, UI_COL_BAD.b, (uint8_t)(255 * S->flash)});
    /* head: badge, name, points, state */
    float hy = P->head.y + P->head.h * 0.5f;
    ui_draw_seat_badge(seat, P->head.x + 13, hy, 12);
    const char *name = seat_name(b, seat);
    gfx_text_styled(name, P->head.x + 32, hy, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    float nw = gfx_text_width(name, UI_FONT_LABEL, GFX_BOLD);
    if (!play_seat_is_human(b->p, seat))
        gfx_text(_("bot"), P->head.x + 40 + nw, hy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                 UI_COL_TEXT_SOFT);
    char buf[64];
    snprintf(buf, sizeof buf, _("%d pts"), s->total[seat]);
    gfx_text_styled(buf, P->head.x + P->head.w, hy, UI_FONT_LABEL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_ACCENT);
    float pw = gfx_text_width(buf, UI_FONT_LABEL, GFX_BOLD);
    const char *state = NULL;
    if (s->phase == MAD_PH_RACE && s->tree == seat)
        state = _("Park Ranger");
    else if (done)
        state = _("Done");
    else if (s->phase == MAD_PH_READY && in && (s->ready & (1u << seat)))
        state = _("Ready");
    else if (!in && s->phase != MAD_PH_OVER)
        state = _("Sits out");
    if (state) {
        float w = gfx_text_width(state, UI_FONT_SMALL, GFX_BOLD) + 16;
        gfx_rect pill = {P->head.x + P->head.w - pw - w - 12, hy - 12, w, 24};
        gfx_rrect(pill, 12, s->tree == seat ? GFX_HEX(0x2F9E55) : UI_COL_ACCENT2);
        gfx_text_styled(state, pill.x + w * 0.5f, hy, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_WHITE);
    }
    if (s->tree == seat) {
        float tx = P->head.x + 44 + nw +
                   (play_seat_is_human(b->p, seat)
                        ? 0
                        : gfx_text_width(_("bot"), UI_FONT_SMALL, GFX_REGULAR) + 8);
        draw_tree(tx + 12, hy - 2, 30, 1);
    }
    /* the lots of the grid */
    gfx_rrect(ui_rect_inset(P->grid, -4), UI_RADIUS_S, GFX_RGBA(10, 18, 36, 255));
    for (int c = 0; c < P->side * P->side; c++) {
        gfx_rect cell = {P->grid.x + (float)(c % P->side) * P->cell + 2,
                         P->grid.y + (float)(c / P->side) * P->cell + 2, P->cell - 4, P->cell - 4};
        gfx_rrect(cell, 4, GFX_RGBA(255, 255, 255, 22));
    }
    /* the tray well */
    if (s->phase == MAD_PH_RACE || s->phase == MAD_PH_PUZZLE || s->phase == MAD_PH_GUIDES) {
        gfx_rrect(ui_rect_inset(P->tray, -4), UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
        if (s->phase == MAD_PH_GUIDES && seat == 0) {
            gfx_rect t = P->tray;
            float top = s->guide_dir ? P->tile + 12 : 0;
            gfx_text_box(s->guide_dir ? _("Lay the flipped guide tile on a cell of its column "
                                          "(top guides) or row (side guides), turned as you "
                                          "like, or skip it.")
                                      : _("All 16 tiles are down. Choose where the guide tiles "
                                          "start flipping."),
                         (gfx_rect){t.x + 8, t.y + top + 8, t.w - 16, t.h - top - 16},
                         UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
        }
        if (s->nhand[seat] == 0 && in && s->phase == MAD_PH_RACE)
            gfx_text_box(done ? _("Finished!")
                              : _("All tiles placed: press Done or grab the tree."),
                         ui_rect_inset(P->tray, 8), UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
    }
    (void)highlight;
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

static void draw_scoring(mdb *b, int seat, const madcity_state *s, const game_score_line *highlight)
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

/* Contractor chips (Standard game): road, houses, factories, skyscrapers; claimed ones lit. */
static void draw_claims(const mdb *b, int seat, const madcity_state *s)
{
    static const char *const names[4] = {N_("Road"), N_("Houses"), N_("Factories"), N_("Towers")};
    const mdb_panel *P = &b->panel[seat];
    /* a bot palms its contractors in secret: the round's summary tells what they gave */
    if (P->claims[0].w <= 0 || s->phase != MAD_PH_RACE || !play_seat_is_human(b->p, seat)) return;
    for (int k = 0; k < 4; k++) {
        gfx_rect r = P->claims[k];
        bool on = (s->claims[seat] & (1u << k)) && !(s->claims[seat] & MAD_CLAIMS_HIDDEN);
        gfx_rrect(r, r.h * 0.5f, on ? UI_COL_ACCENT : GFX_RGBA(255, 255, 255, 28));
        gfx_rrect_outline(r, r.h * 0.5f, 2, on ? UI_COL_ACCENT_LO : GFX_RGBA(255, 255, 255, 70));
        gfx_text_styled(_(names[k]), r.x + r.w * 0.5f, r.y + r.h * 0.5f,
                        fminf(UI_FONT_SMALL, r.h * 0.5f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        on ? UI_COL_INK : UI_COL_TEXT_SOFT);
    }
}

/* Solitaire puzzles: the eight guide tiles around the city, face down until flipped. */
static void draw_guides(const mdb *b, const madcity_state *s)
{
    if (s->mode != MAD_MODE_PUZZLE && s->mode != MAD_MODE_ADVANCED) return;
    const mdb_panel *P = &b->panel[0];
    float g = P->cell * 0.6f;
    int cur = mdb_current_guide(s);
    for (int i = 0; i < MAD_GUIDES; i++) {
        if (s->guides[i] == MAD_NONE) continue;
        float cx = i < 4 ? P->grid.x + ((float)i + 0.5f) * P->cell : P->grid.x - P->cell * 0.38f;
        float cy =
            i < 4 ? P->grid.y - P->cell * 0.38f : P->grid.y + ((float)(i - 4) + 0.5f) * P->cell;
        gfx_rect r = ui_rect_centered(cx, cy, g, g);
        if (s->guides[i] < MAD_TILES && (s->guide_up & (1u << i))) {
            mdb_draw_tile(s->guides[i], cx, cy, g, 0, 0);
        } else {
            gfx_rrect(r, 5, GFX_HEX(0x6B4A35));
            gfx_rrect_outline(ui_rect_inset(r, 4), 3, 2, GFX_HEX(0xC79A5B));
        }
        if (i == cur) gfx_rrect_outline(ui_rect_inset(r, -4), 6, 3, UI_COL_FOCUS);
    }
}

static void draw_centre(const mdb *b, const madcity_state *s)
{
    gfx_rect c = b->centre;
    char buf[96];
    if (s->round >= 1 || s->phase == MAD_PH_RACE) {
        snprintf(buf, sizeof buf, _("Round %d"), s->round);
        gfx_text_styled(buf, c.x + c.w * 0.5f, c.y + 8, UI_FONT_HEAD, GFX_CENTER, GFX_BOLD,
                        UI_COL_TEXT);
    }
    if (s->phase != MAD_PH_OVER && s->mode != MAD_MODE_PUZZLE && s->mode != MAD_MODE_ADVANCED)
        ui_sandtimer_draw(&b->timer);
    if (s->common < MAD_TILES && s->phase == MAD_PH_RACE) {
        gfx_rect r = b->common;
        gfx_text(_("Common tile"), r.x + r.w * 0.5f, r.y - 22, UI_FONT_SMALL, GFX_CENTER,
                 UI_COL_TEXT_SOFT);
        mdb_draw_tile(s->common, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w, 0, 0);
    }
    /* the tree: in the middle until someone grabs it */
    if (s->phase == MAD_PH_RACE && s->tree == MAD_NONE && s->mode <= MAD_MODE_STANDARD) {
        const ui_drag_piece *p = &b->tree.pieces[0];
        if (b->tree.npieces > 0) {
            float sz = b->tree_home.w * (1 + 0.1f * p->lift);
            gfx_circle(p->x, p->y + sz * 0.05f, sz * 0.46f, GFX_RGBA(255, 255, 255, 18));
            draw_tree(p->x, p->y - p->lift * 6, sz * 0.8f, 1);
            gfx_text_box(_("Drag the tree onto your full city to be the Park Ranger"),
                         (gfx_rect){c.x, b->tree_home.y + b->tree_home.h + 6, c.w, 80},
                         UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
        }
    } else if (s->phase == MAD_PH_READY) {
        float y = b->timer_rect.y + b->timer_rect.h + 24;
        if (s->round >= 1) {
            int lead = 0;
            for (int i = 1; i < s->players; i++)
                if (s->total[i] > s->total[lead]) lead = i;
            snprintf(buf, sizeof buf, _("%s leads with %d"), seat_name(b, lead), s->total[lead]);
            gfx_text_box(buf, (gfx_rect){c.x, y, c.w, 60}, UI_FONT_BODY, GFX_CENTER, UI_COL_TEXT);
            y += 70;
            snprintf(buf, sizeof buf, _("First to %d points wins"), s->target);
            gfx_text_box(buf, (gfx_rect){c.x, y, c.w, 60}, UI_FONT_SMALL, GFX_CENTER,
                         UI_COL_TEXT_SOFT);
            y += 56;
        }
        gfx_text_box(_("Everyone presses Ready to start the next race"),
                     (gfx_rect){c.x, y, c.w, 80}, UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
    }
}

static void draw_intro(const mdb *b, int seat)
{
    const mdb_panel *P = &b->panel[seat];
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
    const madcity_state *s = match_state(play_match(b->p));
    const char *text =
        s->mode == MAD_MODE_PUZZLE || s->mode == MAD_MODE_ADVANCED
            ? _("Puzzle: one tile at a time is drawn; drag it to an empty cell of your 4x4 city, "
                "turned as you like (R or the wheel while you hold it). Placed tiles stay put.")
        : s->mode == MAD_MODE_SPEED
            ? _("60 seconds to build a 4x4 city from 16 tiles. Drag tiles from here to your "
                "grid; R or the wheel turns a held tile, a click turns a placed one.")
            : _("60 seconds to build a 3x3 city. Drag tiles from here to your grid; R or the "
                "wheel turns a held tile, a click turns a placed one.");
    gfx_text_box(text, ui_rect_inset(r, 8), UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
}

/* Where the seat's held tile may land: legal cells glow softly, the one under it lights up
 * (red when refused); the tray and the common tile light up when the tile is over them. */
static void draw_targets(const mdb *b, int seat)
{
    const ui_drag *d = &b->seat[seat].drag;
    float pulse = play_reduced_motion() ? 1.0f : 0.7f + 0.3f * sinf((float)ui_time() * 6.0f);
    for (int h = 0; h < UI_DRAG_SLOTS; h++) {
        const ui_drag_hold *hd = &d->holds[h];
        if (!hd->active) continue;
        for (int t = 0; t < d->ntargets; t++) {
            const ui_drop_target *tg = &d->targets[t];
            if (tg->disabled) continue;
            gfx_rect r = ui_rect_inset(tg->r, t < MDB_TRAY_TARGET ? 3 : -3);
            if (hd->over == t) {
                gfx_color fill =
                    hd->legal[t] ? GFX_RGBA(216, 251, 224, 70) : GFX_RGBA(225, 85, 84, 90);
                gfx_rrect(r, UI_RADIUS_S, fill);
                gfx_rrect_outline(r, UI_RADIUS_S, 4, hd->legal[t] ? UI_COL_WHITE : UI_COL_BAD);
            } else if (hd->legal[t] && t < MDB_TRAY_TARGET) {
                gfx_rrect_outline(r, UI_RADIUS_S, 2,
                                  GFX_RGBA(216, 251, 224, (uint8_t)(150 * pulse)));
            }
        }
    }
}

/* The divider variant hides a bot's city from the human it races (two humans share one screen:
 * they see each other's, as they would peeking over a real divider). */
static bool behind_divider(const mdb *b, const madcity_state *view, int seat)
{
    if (play_seat_is_human(b->p, seat)) return false;
    for (int c = 0; c < view->ncells; c++)
        if (view->grid[seat][c].tile == MAD_HIDDEN) return true;
    for (int i = 0; i < view->nhand[seat]; i++)
        if (view->hand[seat][i] == MAD_HIDDEN) return true;
    return false;
}

static void draw_divider(const mdb *b, int seat, const madcity_state *s)
{
    const mdb_panel *P = &b->panel[seat];
    gfx_rect r = {P->grid.x, P->grid.y, P->tray.x + P->tray.w - P->grid.x, P->grid.h};
    gfx_rrect(r, UI_RADIUS_M, GFX_HEX(0x6B4A35));
    gfx_rrect_outline(ui_rect_inset(r, 6), UI_RADIUS_S, 3, GFX_HEX(0xC79A5B));
    int placed = 0;
    for (int c = 0; c < s->ncells; c++) placed += s->grid[seat][c].tile != MAD_NONE;
    char buf[96];
    snprintf(buf, sizeof buf, _("Behind the divider: %d of %d tiles placed"), placed, s->ncells);
    gfx_text_box(buf, ui_rect_inset(r, 24), UI_FONT_BODY, GFX_CENTER, UI_COL_PANEL);
}

void mdb_draw(mdb *b, const madcity_state *view, const game_score_line *highlight)
{
    const madcity_state *s = match_state(play_match(b->p));
    bool between = s->phase == MAD_PH_READY || s->phase == MAD_PH_OVER;
    for (int seat = 0; seat < b->players; seat++)
        if (!mdb_one_hidden(b, s, seat)) draw_panel(b, seat, s, highlight);
    for (int seat = 0; seat < b->players; seat++)
        if (!mdb_one_hidden(b, s, seat)) draw_targets(b, seat);
    for (int seat = 0; seat < b->players; seat++) {
        const mdb_seat *S = &b->seat[seat];
        if (mdb_one_hidden(b, s, seat)) continue;
        if (behind_divider(b, view, seat)) {
            draw_divider(b, seat, s);
            continue;
        }
        /* resting pieces (grid and tray) */
        for (int k = 0; k < S->drag.npieces; k++) {
            const ui_drag_piece *pc = &S->drag.pieces[k];
            bool held = false;
            for (int h = 0; h < UI_DRAG_SLOTS; h++)
                held |= S->drag.holds[h].active && S->drag.holds[h].piece == k;
            if (held || pc->hidden) continue;
            float x = pc->x;
            if (pc->shake > 0) x += sinf(pc->shake * 48.0f) * 9.0f * (pc->shake / 0.45f);
            mdb_draw_tile(S->piece_tile[k], x, pc->y, pc->w, pc->angle, pc->lift);
        }
        for (int i = 0; i < MDB_FLASHES; i++) {
            const mdb_flash *f = &b->flash[i];
            if (f->t >= 1 || f->seat != seat || f->cell >= s->ncells) continue;
            const mdb_panel *P = &b->panel[seat];
            gfx_rect cell = {P->grid.x + (float)(f->cell % P->side) * P->cell,
                             P->grid.y + (float)(f->cell / P->side) * P->cell, P->cell, P->cell};
            gfx_color c = ui_seat_color(seat);
            c.a = (uint8_t)(255 * (1 - f->t));
            gfx_rrect_outline(ui_rect_inset(cell, -3 * f->t), 6, 4, c);
        }
        if (between && s->round >= 1) draw_scoring(b, seat, s, highlight);
        if (s->phase == MAD_PH_READY) {
            if (s->round >= 1)
                draw_round_summary(b, seat, s);
            else if (play_seat_is_human(b->p, seat))
                draw_intro(b, seat);
        }
        ui_button_draw(&S->ready);
        ui_button_draw(&S->done);
        ui_button_draw(&S->skip);
        ui_button_draw(&S->from_tr);
        ui_button_draw(&S->from_bl);
        draw_claims(b, seat, s);
        if (s->side == MAD_SOLO_SIDE && seat == 0) draw_guides(b, s);
    }
    draw_centre(b, s);
    /* held tiles above everything */
    for (int seat = 0; seat < b->players; seat++) {
        const mdb_seat *S = &b->seat[seat];
        if (mdb_one_hidden(b, s, seat)) continue;
        for (int h = 0; h < UI_DRAG_SLOTS; h++) {
            const ui_drag_hold *hd = &S->drag.holds[h];
            if (!hd->active || hd->piece < 0) continue;
            const ui_drag_piece *pc = &S->drag.pieces[hd->piece];
            mdb_draw_tile(S->piece_tile[hd->piece], pc->x, pc->y, b->panel[seat].cell - 4,
                          pc->angle, pc->lift);
        }
    }
    mdb_keys_draw(b);
    mdb_one_draw(b, s);
    if (b->countdown > 0) {
        int n = (int)ceil(b->countdown);
        float frac = (float)(b->countdown - floor(b->countdown));
        char t[8];
        snprintf(t, sizeof t, "%d", n);
        float cx = b->area.x + b->area.w * 0.5f, cy = b->area.y + b->area.h * 0.5f;
        gfx_fill_rect(b->area, GFX_RGBA(8, 12, 24, 110));
        float sz = UI_FONT_HUGE * 2.2f * (0.8f + 0.4f * frac);
        gfx_circle(cx, cy, sz * 0.75f, GFX_RGBA(244, 162, 89, 230));
        gfx_text_styled(t, cx, cy, sz, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
        gfx_text_styled(_("Get ready to build!"), cx, cy + sz * 0.95f, UI_FONT_HEAD,
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    }
}
