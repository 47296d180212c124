/* madcity_score.c: Mad City cities (zones over a bitboard of areas, the longest road), the
 * scoring tables, a round's scoring (ranger, road, contractors, zones, tokens), the breakdown,
 * the bots' evaluation and the arrangement search. */
#include "games/madcity/rules/madcity.h"
#include "core/i18n.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum {
    G_ROUNDS = MADCITY_G_ROUNDS,
    G_RANGER = MADCITY_G_RANGER,
    G_ROAD = MADCITY_G_ROAD,
    G_CONTRACTORS = MADCITY_G_CONTRACTORS,
    G_ZONES = MADCITY_G_ZONES,
    G_TOKENS = MADCITY_G_TOKENS,
};

/* ---- tables -------------------------------------------------------------------------------- */
/* Zone points (rulebook): yellow 3-6:1 7-12:3 13+:5; red 2-5:2 6-8:4 9+:6; blue 2-4:2 5-7:5 8+:7.
 */
static const uint8_t band_from[3][3] = {{3, 7, 13}, {2, 6, 9}, {2, 5, 8}};
static const uint8_t band_points[3][3] = {{1, 3, 5}, {2, 4, 6}, {2, 5, 7}};
/* Standard game: zones to build in a category before it scores (rulebook requirement table). */
const uint8_t madcity_token_need[MADCITY_CATS] = {5, 3, 2, 5, 1, 0, 2, 1, 0};

int madcity_band(int colour, int buildings)
{
    if (colour < 0 || colour > MADCITY_BLUE) return 0;
    int b = 0;
    for (int i = 0; i < 3; i++)
        if (buildings >= band_from[colour][i]) b = i + 1;
    return b;
}

int madcity_zone_table(int colour, int buildings)
{
    int b = madcity_band(colour, buildings);
    return b ? band_points[colour][b - 1] : 0;
}

int madcity_ranger_points(int areas, bool solo)
{
    static const uint8_t race[5] = {0, 1, 3, 5, 8}, alone[5] = {0, 0, 1, 3, 5};
    if (areas < 0) return 0;
    if (areas > 4) areas = 4;
    return solo ? alone[areas] : race[areas];
}

int madcity_solo_road_points(int length)
{
    return length <= 4 ? -5 : length <= 8 ? 1 : length <= 12 ? 3 : 5;
}

/* ---- zones ----------------------------------------------------------------------------------- */
/* Areas live on an 8x8 bitboard (bit = 8 * area row + area column); a side-s city uses 2s x 2s.
 * openE: the area joins its east neighbour unless a road arm lies between (inside a tile); tile
 * borders are open. openS likewise downwards. Colour masks only hold occupied cells. */
typedef struct board {
    uint64_t col[MADCITY_NCOLOURS];
    uint64_t openE, openS;
    uint8_t bld[64];
} board;

static void build_board(const madcity_cell *grid, int side, board *b)
{
    memset(b, 0, sizeof *b);
    for (int c = 0; c < side * side; c++) {
        if (grid[c].tile >= MADCITY_TILES) continue;
        uint8_t col[4], bl[4], arms;
        madcity_tile_turned(grid[c].tile, grid[c].rot, col, bl, &arms);
        for (int a = 0; a < 4; a++) {
            int bit = madcity_area_bit(side, c, a);
            b->col[col[a]] |= 1ull << bit;
            b->bld[bit] = bl[a];
        }
        int nw = madcity_area_bit(side, c, 0);
        if (!(arms & MADCITY_ARM_N)) b->openE |= 1ull << nw;       /* NW - NE */
        if (!(arms & MADCITY_ARM_S)) b->openE |= 1ull << (nw + 8); /* SW - SE */
        if (!(arms & MADCITY_ARM_W)) b->openS |= 1ull << nw;       /* NW - SW */
        if (!(arms & MADCITY_ARM_E)) b->openS |= 1ull << (nw + 1); /* NE - SE */
        if (c % side != side - 1) b->openE |= (1ull << (nw + 1)) | (1ull << (nw + 9));
        if (c / side != side - 1) b->openS |= (1ull << (nw + 8)) | (1ull << (nw + 9));
    }
}

static uint64_t flood(const board *b, uint64_t seed, uint64_t mask)
{
    uint64_t z = seed, prev = 0;
    while (z != prev) {
        prev = z;
        z |= (((z & b->openE) << 1) | ((z >> 1) & b->openE) | ((z & b->openS) << 8) |
              ((z >> 8) & b->openS)) &
             mask;
    }
    return z;
}

static int bsum(const board *b, uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1) n += b->bld[__builtin_ctzll(m)];
    return n;
}

/* ---- longest road ------------------------------------------------------------------------------
 */
/* Tiles are nodes, a road link joins two side neighbours whose facing arms both exist. The
 * longest road is the trail (no link used twice, so no branching) that visits the most distinct
 * tiles: a loop counts, a tile crossed twice counts once. A tile with arms but no link is a
 * road of 1. The trail found is kept cell by cell (path) for the screen. */
typedef struct roads {
    int n;                            /* cells */
    uint8_t nb[MADCITY_MAX_CELLS][4]; /* neighbour cell per link slot */
    uint8_t eid[MADCITY_MAX_CELLS][4];
    uint8_t deg[MADCITY_MAX_CELLS];
    uint8_t visits[MADCITY_MAX_CELLS];
    int best, distinct, limit;
    long steps;
    uint8_t at[MADCITY_ROAD_PATH];   /* the trail being walked */
    uint8_t path[MADCITY_ROAD_PATH]; /* the best one so far */
    int path_len;
} roads;

static void trail(roads *r, int v, uint32_t used, int depth)
{
    r->at[depth] = (uint8_t)v;
    if (r->distinct > r->best) {
        r->best = r->distinct;
        r->path_len = depth + 1;
        memcpy(r->path, r->at, (size_t)depth + 1);
    }
    if (r->best >= r->limit || ++r->steps > 2000000) return;
    for (int i = 0; i < r->deg[v]; i++) {
        uint32_t e = 1u << r->eid[v][i];
        if (used & e) continue;
        int w = r->nb[v][i];
        if (!r->visits[w]++) r->distinct++;
        trail(r, w, used | e, depth + 1);
        if (!--r->visits[w]) r->distinct--;
    }
}

/* The longest road's length, and its trail to path (path_len cells) when path is given. */
static int longest_road(const madcity_cell *grid, int side, uint8_t path[MADCITY_ROAD_PATH],
                        int *path_len)
{
    roads r;
    memset(&r, 0, sizeof r);
    if (path_len) *path_len = 0;
    r.n = side * side;
    uint8_t arms[MADCITY_MAX_CELLS] = {0};
    int any = 0, ne = 0;
    for (int c = 0; c < r.n; c++) {
        if (grid[c].tile >= MADCITY_TILES) continue;
        uint8_t col[4], bl[4];
        madcity_tile_turned(grid[c].tile, grid[c].rot, col, bl, &arms[c]);
        any |= arms[c] != 0;
    }
    if (!any) return 0;
    for (int c = 0; c < r.n && !r.path_len; c++) /* a road of 1: the first tile with arms */
        if (arms[c]) r.path[0] = (uint8_t)c, r.path_len = 1;
    for (int c = 0; c < r.n; c++) {
        int right = c + 1, down = c + side;
        if (c % side != side - 1 && (arms[c] & MADCITY_ARM_E) && (arms[right] & MADCITY_ARM_W)) {
            r.nb[c][r.deg[c]] = (uint8_t)right, r.eid[c][r.deg[c]++] = (uint8_t)ne;
            r.nb[right][r.deg[right]] = (uint8_t)c, r.eid[right][r.deg[right]++] = (uint8_t)ne++;
        }
        if (down < r.n && (arms[c] & MADCITY_ARM_S) && (arms[down] & MADCITY_ARM_N)) {
            r.nb[c][r.deg[c]] = (uint8_t)down, r.eid[c][r.deg[c]++] = (uint8_t)ne;
            r.nb[down][r.deg[down]] = (uint8_t)c, r.eid[down][r.deg[down]++] = (uint8_t)ne++;
        }
    }
    r.best = 1;
    /* upper bound: tiles with at least one link */
    for (int c = 0; c < r.n; c++) r.limit += r.deg[c] > 0;
    for (int c = 0; c < r.n && r.best < r.limit; c++) {
        if (!r.deg[c]) continue;
        r.visits[c] = 1;
        r.distinct = 1;
        trail(&r, c, 0, 0);
        r.visits[c] = 0;
    }
    if (path) {
        memcpy(path, r.path, (size_t)r.path_len);
        *path_len = r.path_len;
    }
    return r.best;
}

int madcity_longest_road(const madcity_cell *grid, int side)
{
    return longest_road(grid, side, NULL, NULL);
}

void madcity_analyse(const madcity_cell *grid, int side, madcity_city *out)
{
    board b;
    build_board(grid, side, &b);
    out->nzones = 0;
    memset(out->biggest, 0, sizeof out->biggest);
    for (int col = 0; col < MADCITY_NCOLOURS; col++) {
        uint64_t left = b.col[col];
        while (left) {
            uint64_t z = flood(&b, left & -left, b.col[col]);
            left &= ~z;
            int first = __builtin_ctzll(z), n = bsum(&b, z);
            madcity_zone *zz = &out->zone[out->nzones++];
            zz->colour = (uint8_t)col;
            zz->areas = (uint8_t)__builtin_popcountll(z);
            zz->buildings = (uint8_t)n;
            zz->cell = (uint8_t)((first / 8 / 2) * side + (first % 8) / 2);
            zz->points = 0;
            zz->scores = zz->token = zz->spare = 0;
            zz->mask = z;
            if (col <= MADCITY_BLUE && n > out->biggest[col]) out->biggest[col] = n;
        }
    }
    /* zones in reading order of their first area, whatever their colour (token order) */
    for (int i = 1; i < out->nzones; i++)
        for (int j = i; j > 0; j--) {
            madcity_zone *a = &out->zone[j - 1], *c = &out->zone[j];
            if (a->cell < c->cell || (a->cell == c->cell && a->colour <= c->colour)) break;
            madcity_zone t = *a;
            *a = *c;
            *c = t;
        }
    out->road = longest_road(grid, side, out->road_path, &out->road_len);
}

int madcity_zone_at(const madcity_city *c, int side, int cell, int q)
{
    uint64_t bit = 1ull << madcity_area_bit(side, cell, q);
    for (int i = 0; i < c->nzones; i++)
        if (c->zone[i].mask & bit) return i;
    return -1;
}

/* ---- a round's scoring ------------------------------------------------------------------------
 */
static const char *const colour_names[MADCITY_NCOLOURS] = {N_("Residential"), N_("Industrial"),
                                                           N_("Urban"), N_("Lake"), N_("Park")};
static const char *const unit_names[3] = {N_("houses"), N_("factories"), N_("skyscrapers")};
static const char *const unit_one[3] = {N_("house"), N_("factory"), N_("skyscraper")};

static const char *units(int colour, int n)
{
    return n == 1 ? _(unit_one[colour]) : _(unit_names[colour]);
}

/* Where zone i of c is: the cell of its first area ("B1"), with that area's corner when another
 * zone of its colour starts in the same cell ("B1 (top right)"), so no two lines read alike. */
static void zone_place(const madcity_state *s, const madcity_city *c, int i, char *buf, size_t n)
{
    static const char *const corner[4] = {N_("top left"), N_("top right"), N_("bottom left"),
                                          N_("bottom right")};
    const madcity_zone *z = &c->zone[i];
    char cell[8];
    madcity_cell_name(s->side, z->cell, cell, sizeof cell);
    bool shared = false;
    for (int j = 0; j < c->nzones; j++)
        shared |= j != i && c->zone[j].cell == z->cell && c->zone[j].colour == z->colour;
    int first = z->mask ? __builtin_ctzll(z->mask) : 0;
    if (shared)
        snprintf(buf, n, "%s (%s)", cell, _(corner[((first / 8) & 1) * 2 + ((first % 8) & 1)]));
    else
        snprintf(buf, n, "%s", cell);
}

static void add_line(game_score *o, int player, int points, int ref, int group, const char *text)
{
    game_score_add(o, player, points, ref, group, text); /* totals are summed per round */
}

static bool solo(const madcity_state *s)
{
    return s->mode >= MADCITY_MODE_PUZZLE;
}

static void band_text(int colour, int band, char *buf, size_t n)
{
    static const char *const top[3] = {"13+", "9+", "8+"};
    if (band == 3)
        snprintf(buf, n, "%s", top[colour]);
    else
        snprintf(buf, n, "%d-%d", band_from[colour][band - 1], band_from[colour][band] - 1);
}

/* Scores round s->round for the seats in it: pts[] and the tokens after the round, each
 * seat's city with its zones' points; lines to out when given (a zone's line has ref = the
 * zone's index). Tokens start from tokens_before, the 50-point rule looks at before[]. */
static void round_score(const madcity_state *s, int pts[GAME_MAX_PLAYERS],
                        uint8_t tok[GAME_MAX_PLAYERS][MADCITY_CATS], game_score *out,
                        madcity_city city[GAME_MAX_PLAYERS])
{
    char text[GAME_REASON_LEN], cell[40], band[12];
    const bool alone = solo(s), standard = s->mode == MADCITY_MODE_STANDARD;
    int best_road = 0, best[3] = {0, 0, 0};
    for (int p = 0; p < s->players; p++) {
        pts[p] = 0;
        memcpy(tok[p], s->tokens_before[p], MADCITY_CATS);
        city[p].nzones = city[p].road = city[p].road_len = 0;
        if (!(s->in_round & (1u << p))) continue;
        madcity_analyse(s->grid[p], s->side, &city[p]);
        if (city[p].road > best_road) best_road = city[p].road;
        for (int k = 0; k < 3; k++)
            if (city[p].biggest[k] > best[k]) best[k] = city[p].biggest[k];
    }
    /* Who scores lakes and parks: the tree holder; in the standard game a holder who had 50+
     * points at the round's start scores none and every other player scores theirs. */
    uint32_t rangers = 0;
    bool penalty = false;
    if (alone) {
        rangers = 1;
    } else if (s->tree < s->players && (s->in_round & (1u << s->tree))) {
        penalty = standard && s->before[s->tree] >= MADCITY_RANGER_CAP;
        rangers = penalty ? (s->in_round & ~(1u << s->tree)) : 1u << s->tree;
    }
    for (int p = 0; p < s->players; p++) {
        if (!(s->in_round & (1u << p))) continue;
        madcity_city *c = &city[p];
#define ADD(pt, ref, grp)                                                                          \
    do {                                                                                           \
        pts[p] += (pt);                                                                            \
        add_line(out, p, (pt), (ref), (grp), text);                                                \
    } while (0)
        /* 1. Park Ranger: a line for each lake or park that scores; the others' in one line
         * that says why they score nothing */
        bool held = penalty && p == s->tree;
        if (held) {
            snprintf(text, sizeof text, "%s",
                     _("Park Ranger taken with 50+ points: no lakes or parks, the others score "
                       "theirs"));
            ADD(0, -1, G_RANGER);
        }
        int idle = 0;
        for (int i = 0; i < c->nzones; i++) {
            madcity_zone *z = &c->zone[i];
            if (z->colour < MADCITY_LAKE) continue;
            if (!(rangers & (1u << p))) {
                idle++;
                continue;
            }
            z->points = (int8_t)madcity_ranger_points(z->areas, alone);
            if (!z->points) continue;
            zone_place(s, c, i, cell, sizeof cell);
            snprintf(text, sizeof text,
                     z->areas == 1 ? _("%s at %s, %d area") : _("%s at %s, %d areas"),
                     _(colour_names[z->colour]), cell, z->areas);
            ADD(z->points, i, G_RANGER);
        }
        if (idle && !held) {
            snprintf(text, sizeof text,
                     idle == 1 ? _("%d lake or park: not the Park Ranger")
                               : _("%d lakes and parks: not the Park Ranger"),
                     idle);
            ADD(0, -1, G_RANGER);
        }
        /* 2. Longest road */
        if (alone) {
            snprintf(text, sizeof text, _("Longest road: %d tiles"), c->road);
            ADD(madcity_solo_road_points(c->road), -1, G_ROAD);
        } else if (!standard && c->road > 0 && c->road == best_road) {
            snprintf(text, sizeof text, _("Longest road: %d tiles"), c->road);
            ADD(3, -1, G_ROAD);
        }
        /* 3. Contractors: +3, or -2 if another city in the round beats yours */
        if (standard) {
            for (int k = 0; k < 4; k++) {
                if (!(s->claims[p] & (1u << k))) continue;
                int mine = k == 0 ? c->road : c->biggest[k - 1];
                int top = k == 0 ? best_road : best[k - 1];
                if (k == 0)
                    snprintf(text, sizeof text,
                             mine < top ? _("Contractor, longest road: %d tiles, beaten by %d")
                                        : _("Contractor, longest road: %d tiles"),
                             mine, top);
                else
                    snprintf(text, sizeof text,
                             mine < top ? _("Contractor, most %s: %d, beaten by %d")
                                        : _("Contractor, most %s: %d"),
                             _(unit_names[k - 1]), mine, top);
                ADD(mine < top ? -2 : 3, -1, G_CONTRACTORS);
            }
        }
        /* 4. Zones, in reading order; with tokens a zone may go to its token instead; a zone too
         * small to score has no line */
        for (int i = 0; i < c->nzones; i++) {
            madcity_zone *z = &c->zone[i];
            if (z->colour >= MADCITY_LAKE) continue;
            zone_place(s, c, i, cell, sizeof cell);
            int bnd = madcity_band(z->colour, z->buildings),
                pt = madcity_zone_table(z->colour, z->buildings);
            uint8_t *need = bnd ? &tok[p][z->colour * 3 + bnd - 1] : NULL;
            if ((standard || alone) && need && *need) {
                (*need)--;
                band_text(z->colour, bnd, band, sizeof band);
                if (*need)
                    snprintf(text, sizeof text,
                             _("%s at %s, %d %s: to the %s token, zones still needed: %d"),
                             _(colour_names[z->colour]), cell, z->buildings,
                             units(z->colour, z->buildings), band, *need);
                else
                    snprintf(text, sizeof text,
                             _("%s at %s, %d %s: %s token flipped, it scores "
                               "from now on"),
                             _(colour_names[z->colour]), cell, z->buildings,
                             units(z->colour, z->buildings), band);
                z->token = 1;
                ADD(0, i, G_TOKENS);
                continue;
            }
            if (!pt) continue;
            snprintf(text, sizeof text, _("%s at %s, %d %s"), _(colour_names[z->colour]), cell,
                     z->buildings, units(z->colour, z->buildings));
            z->points = (int8_t)pt;
            ADD(pt, i, G_ZONES);
        }
        for (int i = 0; i < c->nzones; i++) c->zone[i].scores = c->zone[i].points > 0;
#undef ADD
    }
}

void madcity_score_round(madcity_state *s, bool update)
{
    int pts[GAME_MAX_PLAYERS];
    uint8_t tok[GAME_MAX_PLAYERS][MADCITY_CATS];
    madcity_city city[GAME_MAX_PLAYERS];
    round_score(s, pts, tok, NULL, city);
    if (!update) return;
    for (int p = 0; p < s->players; p++) {
        if (s->round >= 1 && s->round <= MADCITY_MAX_ROUNDS)
            s->hist[s->round - 1][p] = (int16_t)pts[p];
        s->total[p] = (int16_t)(s->before[p] + pts[p]);
        memcpy(s->tokens[p], tok[p], MADCITY_CATS);
    }
}

void madcity_round_lines(const madcity_state *s, game_score *out)
{
    int pts[GAME_MAX_PLAYERS];
    uint8_t tok[GAME_MAX_PLAYERS][MADCITY_CATS];
    madcity_city city[GAME_MAX_PLAYERS];
    round_score(s, pts, tok, out, city);
}

void madcity_round_cities(const madcity_state *s, madcity_city city[GAME_MAX_PLAYERS])
{
    int pts[GAME_MAX_PLAYERS];
    uint8_t tok[GAME_MAX_PLAYERS][MADCITY_CATS];
    round_score(s, pts, tok, NULL, city);
}

void madcity_score(const void *state, game_score *o)
{
    const madcity_state *s = state;
    memset(o, 0, sizeof *o);
    o->players = s->players;
    /* Rounds already banked are one line each; the round just scored (between rounds and at
     * the end) is detailed line by line. */
    bool detail = (s->phase == MADCITY_PH_READY || s->phase == MADCITY_PH_OVER) && s->round >= 1;
    int last = detail ? s->round - 1 : s->round >= 1 ? s->round - 1 : 0;
    char text[GAME_REASON_LEN];
    for (int r = 0; r < last && r < MADCITY_MAX_ROUNDS; r++)
        for (int p = 0; p < s->players; p++) {
            snprintf(text, sizeof text, _("Round %d"), r + 1);
            add_line(o, p, s->hist[r][p], r + 1, G_ROUNDS, text);
        }
    if (detail) madcity_round_lines(s, o);
    for (int i = 0; i < o->nlines; i++)
        if (o->line[i].player >= 0) o->total[o->line[i].player] += o->line[i].points;
    /* Ranks by points; the rulebook breaks a tie at the top with an extra round, so equal
     * points share a rank. */
    for (int p = 0; p < s->players; p++) {
        int better = 0;
        for (int q = 0; q < s->players; q++) better += o->total[q] > o->total[p];
        o->rank[p] = 1 + better;
        if (o->rank[p] == 1) o->winners |= 1u << p;
    }
}

/* ---- evaluation and search ----------------------------------------------------------------------
 */
/* Zones at the base table, plus hints: half a point per road tile (contracts and bonus), the
 * ranger's points at a third (the tree is often someone else's), and a little for zones just
 * below a band (a hole or a turn away). */
double madcity_city_value(const madcity_cell *grid, int side)
{
    madcity_city c;
    madcity_analyse(grid, side, &c);
    double v = 0.5 * c.road;
    for (int i = 0; i < c.nzones; i++) {
        const madcity_zone *z = &c.zone[i];
        if (z->colour >= MADCITY_LAKE) {
            v += madcity_ranger_points(z->areas, false) / 3.0;
            continue;
        }
        v += madcity_zone_table(z->colour, z->buildings);
        v += 0.3 * (madcity_zone_table(z->colour, z->buildings + 1) -
                    madcity_zone_table(z->colour, z->buildings));
    }
    return v;
}

double madcity_search(madcity_cell *grid, int side, const uint8_t *tiles, int n,
                      madcity_objective f, void *ctx, int iters, rng_state *rng)
{
    const int cells = side * side;
    uint8_t pool[MADCITY_TILES];
    int np = n < MADCITY_TILES ? n : MADCITY_TILES;
    memcpy(pool, tiles, (size_t)np);
    madcity_cell cur[MADCITY_MAX_CELLS], best[MADCITY_MAX_CELLS];
    for (int c = 0; c < cells; c++) {
        cur[c].tile = c < np ? pool[c] : MADCITY_NONE;
        cur[c].rot = (uint8_t)rng_below(rng, 4);
    }
    /* pool[cells..np) are the tiles not in the city */
    double v = f(cur, side, ctx), bv = v;
    memcpy(best, cur, sizeof cur);
    for (int it = 0; it < iters; it++) {
        double temp = 2.0 * (1.0 - (double)it / iters) + 0.05;
        madcity_cell save[MADCITY_MAX_CELLS];
        memcpy(save, cur, sizeof cur);
        uint8_t saved_pool = 0;
        int kind = (int)rng_below(rng, np > cells ? 3 : 2),
            a = (int)rng_below(rng, (uint32_t)cells), pi = 0;
        if (kind == 0) {
            cur[a].rot = (uint8_t)((cur[a].rot + 1 + rng_below(rng, 3)) & 3);
        } else if (kind == 1) {
            int b = (int)rng_below(rng, (uint32_t)cells);
            madcity_cell t = cur[a];
            cur[a] = cur[b];
            cur[b] = t;
        } else {
            pi = cells + (int)rng_below(rng, (uint32_t)(np - cells));
            saved_pool = pool[pi];
            pool[pi] = cur[a].tile;
            cur[a].tile = saved_pool;
            cur[a].rot = (uint8_t)rng_below(rng, 4);
        }
        double nv = f(cur, side, ctx);
        if (nv >= v || rng_unit(rng) < exp((nv - v) / temp)) {
            v = nv;
            if (v > bv) {
                bv = v;
                memcpy(best, cur, sizeof cur);
            }
        } else {
            memcpy(cur, save, sizeof cur);
            if (kind == 2) {
                cur[a].tile = pool[pi];
                pool[pi] = saved_pool;
                cur[a] = save[a];
            }
        }
    }
    memcpy(grid, best, sizeof best[0] * (size_t)cells);
    return bv;
}

static double value_cb(const madcity_cell *g, int side, void *ctx)
{
    (void)ctx;
    return madcity_city_value(g, side);
}

/* Bots: banked points plus the value of the city as it lies (holes are simply missing areas),
 * minus the best opponent's. */
double madcity_heuristic(const void *state, int player)
{
    const madcity_state *s = state;
    if (player < 0 || player >= s->players) return 0;
    double v[GAME_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++) {
        v[p] = s->total[p];
        if (s->phase == MADCITY_PH_RACE || s->phase == MADCITY_PH_PUZZLE ||
            s->phase == MADCITY_PH_GUIDES)
            v[p] += value_cb(s->grid[p], s->side, NULL);
    }
    if (s->players == 1) return v[0];
    double best = -1e9;
    for (int q = 0; q < s->players; q++)
        if (q != player && v[q] > best) best = v[q];
    return v[player] - best;
}
