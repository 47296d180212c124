/* test_madcity_zones.c: what the board draws between rounds is what the rules scored. Over many
 * random cities (race and standard games, solitaire, holes, trees, tokens, the 50-point rule):
 * madcity_round_cities' zones partition the city's areas exactly as an independent union-find does,
 * each zone line's ref names a zone whose points are the line's, the zones that "score" are the
 * ones paid, and the longest road's trail is a real trail (adjacent linked cells, no link twice)
 * over exactly madcity_longest_road distinct tiles, which an independent search also finds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/rng.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static game_score sc;
static madcity_city city[GAME_MAX_PLAYERS];

static void new_game(madcity_state *s, int players, uint64_t seed, const char *opt)
{
    char why[GAME_REASON_LEN];
    game_params p;
    game_params_default(G, &p, players);
    if (opt) assert_true(game_params_set(G, &p, opt, why, sizeof why));
    if (!game_validate(G, &p, why, sizeof why)) fail_msg("%s", why);
    G->setup(s, &p, seed);
}

/* ---- independent workings (the board's old copies) ---- */
static int find(int *p, int i)
{
    while (p[i] != i) i = p[i] = p[p[i]];
    return i;
}

static void join(int *p, const uint8_t *col, int a, int b)
{
    if (col[a] >= MADCITY_NCOLOURS || col[a] != col[b]) return;
    int x = find(p, a), y = find(p, b);
    if (x != y) p[x < y ? y : x] = x < y ? x : y;
}

/* zone[cell * 4 + quarter]: a root per zone, -1 empty. */
static void union_find(const madcity_cell *g, int side, int zone[64], uint8_t col[64],
                       uint8_t bld[64])
{
    uint8_t arms[MADCITY_MAX_CELLS] = {0};
    int par[64];
    for (int c = 0; c < side * side; c++) {
        memset(col + c * 4, MADCITY_NOCOLOUR, 4);
        memset(bld + c * 4, 0, 4);
        if (g[c].tile < MADCITY_TILES)
            madcity_tile_turned(g[c].tile, g[c].rot, col + c * 4, bld + c * 4, &arms[c]);
    }
    for (int i = 0; i < 64; i++) par[i] = i;
    for (int c = 0; c < side * side; c++) {
        int a = c * 4;
        if (!(arms[c] & MADCITY_ARM_N)) join(par, col, a + 0, a + 1);
        if (!(arms[c] & MADCITY_ARM_E)) join(par, col, a + 1, a + 3);
        if (!(arms[c] & MADCITY_ARM_S)) join(par, col, a + 2, a + 3);
        if (!(arms[c] & MADCITY_ARM_W)) join(par, col, a + 0, a + 2);
        if (c % side < side - 1) {
            join(par, col, a + 1, (c + 1) * 4 + 0);
            join(par, col, a + 3, (c + 1) * 4 + 2);
        }
        if (c / side < side - 1) {
            join(par, col, a + 2, (c + side) * 4 + 0);
            join(par, col, a + 3, (c + side) * 4 + 1);
        }
    }
    for (int i = 0; i < side * side * 4; i++)
        zone[i] = col[i] < MADCITY_NCOLOURS ? find(par, i) : -1;
}

static bool linked(const madcity_cell *g, int side, int a, int b)
{
    uint8_t col[4], bld[4], ma = 0, mb = 0;
    if (g[a].tile >= MADCITY_TILES || g[b].tile >= MADCITY_TILES) return false;
    madcity_tile_turned(g[a].tile, g[a].rot, col, bld, &ma);
    madcity_tile_turned(g[b].tile, g[b].rot, col, bld, &mb);
    if (b == a + 1 && a % side != side - 1) return (ma & MADCITY_ARM_E) && (mb & MADCITY_ARM_W);
    if (b == a - 1 && b % side != side - 1) return (ma & MADCITY_ARM_W) && (mb & MADCITY_ARM_E);
    if (b == a + side) return (ma & MADCITY_ARM_S) && (mb & MADCITY_ARM_N);
    if (b == a - side) return (ma & MADCITY_ARM_N) && (mb & MADCITY_ARM_S);
    return false;
}

/* Longest trail by plain search over links (distinct tiles), no step limit. */
static int best_trail, trail_bound;
static void walk(const madcity_cell *g, int side, int at, bool used[16][16], int visits[16], int n)
{
    if (n > best_trail) best_trail = n;
    if (best_trail >= trail_bound) return; /* every tile with arms: no longer road */
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int k = 0; k < 4; k++) {
        int x = at % side + dx[k], y = at / side + dy[k], to = y * side + x;
        if (x < 0 || y < 0 || x >= side || y >= side || used[at][to] || !linked(g, side, at, to))
            continue;
        used[at][to] = used[to][at] = true;
        int fresh = !visits[to]++;
        walk(g, side, to, used, visits, n + fresh);
        visits[to]--;
        used[at][to] = used[to][at] = false;
    }
}

static int independent_road(const madcity_cell *g, int side)
{
    best_trail = trail_bound = 0;
    for (int c = 0; c < side * side; c++) {
        uint8_t col[4], bld[4], arms = 0;
        if (g[c].tile < MADCITY_TILES) madcity_tile_turned(g[c].tile, g[c].rot, col, bld, &arms);
        trail_bound += arms != 0;
    }
    for (int c = 0; c < side * side && best_trail < trail_bound; c++) {
        uint8_t col[4], bld[4], arms = 0;
        if (g[c].tile >= MADCITY_TILES) continue;
        madcity_tile_turned(g[c].tile, g[c].rot, col, bld, &arms);
        if (!arms) continue;
        bool used[16][16] = {{false}};
        int visits[16] = {0};
        visits[c] = 1;
        walk(g, side, c, used, visits, 1);
    }
    return best_trail;
}

/* ---- checks ---- */
static void check_zones(const madcity_state *s, int p, const madcity_city *c)
{
    int side = s->side, zone[64];
    uint8_t col[64], bld[64];
    union_find(s->grid[p], side, zone, col, bld);
    uint64_t all = 0;
    for (int i = 0; i < c->nzones; i++) {
        const madcity_zone *z = &c->zone[i];
        assert_int_equal(__builtin_popcountll(z->mask), z->areas);
        assert_int_equal(all & z->mask, 0); /* disjoint */
        all |= z->mask;
        int root = -1, b = 0;
        for (int a = 0; a < side * side * 4; a++) {
            bool in = (z->mask >> madcity_area_bit(side, a / 4, a % 4)) & 1u;
            assert_int_equal(madcity_zone_at(c, side, a / 4, a % 4) == i, in);
            if (!in) continue;
            if (root < 0) root = zone[a];
            assert_int_equal(zone[a], root);
            assert_int_equal(col[a], z->colour);
            b += bld[a];
        }
        for (int a = 0; a < side * side * 4; a++) /* the whole union-find zone, nothing else */
            if (zone[a] == root)
                assert_true((z->mask >> madcity_area_bit(side, a / 4, a % 4)) & 1u);
        assert_int_equal(b, z->buildings);
        assert_int_equal(z->cell, (__builtin_ctzll(z->mask) / 16) * side +
                                      (__builtin_ctzll(z->mask) % 8) / 2);
        assert_int_equal(z->scores, z->points > 0);
    }
    for (int a = 0; a < side * side * 4; a++)
        assert_int_equal(zone[a] >= 0, (all >> madcity_area_bit(side, a / 4, a % 4)) & 1u);
}

static void check_road(const madcity_state *s, int p, const madcity_city *c)
{
    const madcity_cell *g = s->grid[p];
    int side = s->side;
    assert_int_equal(c->road, madcity_longest_road(g, side));
    assert_int_equal(c->road, independent_road(g, side));
    assert_true(c->road_len >= 0 && c->road_len <= MADCITY_ROAD_PATH);
    assert_int_equal(c->road_len > 0, c->road > 0);
    bool seen[16] = {false}, used[16][16] = {{false}};
    int distinct = 0;
    for (int i = 0; i < c->road_len; i++) {
        int at = c->road_path[i];
        assert_true(at < side * side && g[at].tile < MADCITY_TILES);
        distinct += !seen[at];
        seen[at] = true;
        if (!i) continue;
        int from = c->road_path[i - 1];
        assert_true(linked(g, side, from, at));
        assert_false(used[from][at]); /* a trail: no link twice */
        used[from][at] = used[at][from] = true;
    }
    assert_int_equal(distinct, c->road);
}

/* Every zone that scores or turns a token has exactly one line, ref = its index, with its
 * points; a zone worth nothing has none (the final results listed every "0 factories +0", FR-3);
 * no two lines of a seat read alike (two zones of one colour starting in one cell are told apart
 * by their corner); the other lines have no points. */
static void check_lines(const madcity_state *s)
{
    memset(&sc, 0, sizeof sc);
    sc.players = s->players;
    madcity_round_lines(s, &sc);
    int lines[GAME_MAX_PLAYERS][MADCITY_MAX_CELLS * 4];
    memset(lines, 0, sizeof lines);
    int paid[GAME_MAX_PLAYERS] = {0}, zone_pts[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < sc.nlines; i++) {
        const game_score_line *l = &sc.line[i];
        bool zl = l->group == MADCITY_G_RANGER || l->group == MADCITY_G_ZONES ||
                  l->group == MADCITY_G_TOKENS;
        if (!zl || l->ref < 0) continue; /* road, contractors, the 50-point note */
        assert_true(l->player >= 0 && l->ref < city[l->player].nzones);
        const madcity_zone *z = &city[l->player].zone[l->ref];
        assert_int_equal(l->points, z->points);
        assert_int_equal(l->group == MADCITY_G_TOKENS, z->token);
        assert_int_equal(l->group == MADCITY_G_RANGER, z->colour >= MADCITY_LAKE);
        lines[l->player][l->ref]++;
        paid[l->player] += l->points;
    }
    for (int p = 0; p < s->players; p++) {
        for (int i = 0; i < city[p].nzones; i++) {
            const madcity_zone *z = &city[p].zone[i];
            assert_int_equal(lines[p][i], z->points != 0 || z->token);
            zone_pts[p] += z->points;
        }
        assert_int_equal(paid[p], zone_pts[p]);
    }
    for (int i = 0; i < sc.nlines; i++)
        for (int j = 0; j < i; j++)
            if (sc.line[i].player == sc.line[j].player)
                assert_string_not_equal(sc.line[i].reason, sc.line[j].reason);
}

static void random_city(madcity_state *s, int p, rng_state *r)
{
    uint8_t pool[MADCITY_TILES];
    for (int i = 0; i < MADCITY_TILES; i++) pool[i] = (uint8_t)i;
    for (int c = 0; c < s->ncells; c++) {
        int k = c + (int)rng_below(r, (uint32_t)(MADCITY_TILES - c));
        uint8_t t = pool[k];
        pool[k] = pool[c];
        pool[c] = t;
        s->grid[p][c].tile = rng_below(r, 10) == 0 ? MADCITY_NONE : t;
        s->grid[p][c].rot = (uint8_t)rng_below(r, 4);
    }
}

static void test_board_facts_are_the_score(void **st)
{
    (void)st;
    static const char *const opts[] = {NULL, "game=standard", "solo=puzzle"};
    rng_state r;
    rng_seed(&r, 77);
    madcity_state s;
    for (int k = 0; k < 6000; k++) {
        const char *opt = opts[k % 3];
        int players = opt && opt[0] == 's' ? 1 : 2 + (int)rng_below(&r, 5);
        new_game(&s, players, (uint64_t)k, opt);
        s.round = 1;
        s.in_round = (uint8_t)((1u << players) - 1);
        if (players > 2 && rng_below(&r, 4) == 0) s.in_round &= (uint8_t)(~(1u << 1));
        s.tree = rng_below(&r, 3) ? (uint8_t)rng_below(&r, (uint32_t)players) : MADCITY_NONE;
        for (int p = 0; p < players; p++) {
            random_city(&s, p, &r);
            s.before[p] = (int16_t)rng_below(&r, 80); /* the 50-point rule */
            if (s.mode == MADCITY_MODE_STANDARD || players == 1)
                for (int t = 0; t < MADCITY_CATS; t++)
                    s.tokens_before[p][t] = (uint8_t)rng_below(&r, madcity_token_need[t] + 1u);
        }
        madcity_round_cities(&s, city);
        for (int p = 0; p < players; p++) {
            if (!(s.in_round & (1u << p))) {
                assert_int_equal(city[p].nzones, 0);
                continue;
            }
            check_zones(&s, p, &city[p]);
            if (k < 1500)
                check_road(&s, p, &city[p]); /* the independent search is slow */
            else
                assert_int_equal(city[p].road, madcity_longest_road(s.grid[p], s.side));
        }
        check_lines(&s);
    }
}

/* Cities of crossings only: the most trails, the longest searches. */
static void test_crossings(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 1, 1, "solo=puzzle");
    int cross = -1;
    for (int t = 0; t < MADCITY_TILES && cross < 0; t++)
        if (madcity_tiles[t].arms == 15) cross = t;
    if (cross < 0) skip();
    for (int c = 0; c < s.ncells; c++) s.grid[0][c] = (madcity_cell){(uint8_t)cross, 0};
    s.round = 1;
    s.in_round = 1;
    madcity_round_cities(&s, city);
    check_road(&s, 0, &city[0]);
    assert_int_equal(city[0].road, s.ncells);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_facts_are_the_score),
        cmocka_unit_test(test_crossings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
