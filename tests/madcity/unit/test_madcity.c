/* test_madcity.c: Mad City rules: the tile set and its statistics, zones and roads on the
 * rulebook's worked examples (position files), Park Ranger, contractors, scoring tokens, the
 * race (timer, random fill, done), variants, solitaire, text forms, views, replays, random
 * playouts, and speed prints (playouts per second, arrangement search). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "core/fsutil.h"

#include "core/hash.h"
#include "core/rng.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static game_action acts[GAME_MAX_ACTIONS];
static game_score sc;
static char why[GAME_REASON_LEN];

/* ---- helpers ------------------------------------------------------------------------------ */
static void new_game(madcity_state *s, int players, uint64_t seed, const char *const *opts)
{
    game_params p;
    game_params_default(G, &p, players);
    for (int i = 0; opts && opts[i]; i++)
        assert_true(game_params_set(G, &p, opts[i], why, sizeof why));
    if (!game_validate(G, &p, why, sizeof why)) fail_msg("%s", why);
    G->setup(s, &p, seed);
}

static void all_ready(madcity_state *s)
{
    for (int p = 0; p < s->players; p++)
        if (G->turn(s).mask & (1u << p))
            assert_int_not_equal(
                G->apply(s, p, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                GAME_REFUSED);
}

static char *read_text(const char *path) /* NUL-terminated; free() it */
{
    char *b = fs_read_all(path, NULL);
    if (!b) fail_msg("cannot read %s", path);
    return b;
}

static bool load_text(madcity_state *s, const char *text)
{
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    why[0] = 0;
    bool ok = G->load_position(s, j, why, sizeof why);
    cJSON_Delete(j);
    return ok;
}

static void load_file(madcity_state *s, const char *name)
{
    char path[512];
    /* the rulebook's worked examples ship with the rules page as figures */
    snprintf(path, sizeof path, "%s/data/rules/madcity/figures/%s", CITYBOX_SOURCE_DIR, name);
    if (!fs_exists(path))
        snprintf(path, sizeof path, "%s/tests/madcity/data/%s", CITYBOX_SOURCE_DIR, name);
    char *t = read_text(path);
    if (!load_text(s, t)) fail_msg("%s: %s", name, why);
    free(t);
}

/* Points of player p in score lines of one group (-1: all groups but earlier rounds). */
static int group_points(const madcity_state *s, int p, int group)
{
    G->score(s, &sc);
    int n = 0;
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].player == p &&
            (group < 0 ? sc.line[i].group != 0 : sc.line[i].group == group))
            n += sc.line[i].points;
    return n;
}

enum { GR_ROUNDS, GR_RANGER, GR_ROAD, GR_CONTRACTORS, GR_ZONES, GR_TOKENS };

static bool has_line(int p, int group, int points, const char *text)
{
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].player == p && sc.line[i].group == group && sc.line[i].points == points &&
            strstr(sc.line[i].reason, text))
            return true;
    return false;
}

static void act(madcity_state *s, int p, const char *text)
{
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED) fail_msg("%s refused: %s", text, why);
}

static void refused(madcity_state *s, int p, const char *text, const char *reason_part)
{
    game_action a;
    madcity_state keep = *s;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    why[0] = 0;
    assert_int_equal(G->apply(s, p, a, why, sizeof why), GAME_REFUSED);
    if (reason_part && !strstr(why, reason_part)) fail_msg("%s: reason \"%s\"", text, why);
    assert_true(why[0] != 0);
    assert_memory_equal(s, &keep, sizeof keep);
}

/* Places the whole hand of p in reading order (rotation r0). */
static void fill_city(madcity_state *s, int p)
{
    for (int c = 0; c < s->ncells && s->nhand[p]; c++)
        if (s->grid[p][c].tile == MADCITY_NONE)
            assert_int_not_equal(
                G->apply(s, p, MADCITY_PLACE(s->hand[p][0], c, 0), why, sizeof why), GAME_REFUSED);
}

/* ---- the tile set -------------------------------------------------------------------------- */
static void canon(int t, uint8_t out[9])
{
    uint8_t best[9] = {0xFF};
    for (int r = 0; r < 4; r++) {
        uint8_t c[4], b[4], a, k[9];
        madcity_tile_turned(t, r, c, b, &a);
        for (int i = 0; i < 4; i++) k[i] = c[i], k[4 + i] = b[i];
        k[8] = a;
        if (r == 0 || memcmp(k, best, 9) < 0) memcpy(best, k, 9);
    }
    memcpy(out, best, 9);
}

static void test_tile_statistics(void **st)
{
    (void)st;
    int areas[MADCITY_NCOLOURS] = {0}, bld[3] = {0}, byarms[5] = {0}, straight = 0, corner = 0;
    int lp_tiles = 0;
    for (int t = 0; t < MADCITY_TILES; t++) {
        const madcity_tile *x = &madcity_tiles[t];
        bool lp = false;
        for (int a = 0; a < 4; a++) {
            assert_true(x->colour[a] < MADCITY_NCOLOURS);
            areas[x->colour[a]]++;
            if (x->colour[a] >= MADCITY_LAKE) {
                assert_int_equal(x->bld[a], 0);
                lp = true;
            } else {
                assert_true(x->bld[a] <= 3);
                bld[x->colour[a]] += x->bld[a];
            }
        }
        lp_tiles += lp;
        assert_true(x->arms < 16);
        int n = __builtin_popcount(x->arms);
        byarms[n]++;
        if (n == 2) (x->arms == 5 || x->arms == 10) ? straight++ : corner++;
        uint8_t k1[9], k2[9];
        canon(t, k1);
        for (int u = 0; u < t; u++) {
            canon(u, k2);
            if (memcmp(k1, k2, 9) == 0) fail_msg("tiles %d and %d are the same", u + 1, t + 1);
        }
    }
    /* 216 areas: yellow 68, red 62, blue 62, lakes 12 and parks 12 (occasional: 5.6% each) */
    assert_int_equal(areas[MADCITY_YELLOW], 68);
    assert_int_equal(areas[MADCITY_RED], 62);
    assert_int_equal(areas[MADCITY_BLUE], 62);
    assert_int_equal(areas[MADCITY_LAKE], 12);
    assert_int_equal(areas[MADCITY_PARK], 12);
    assert_int_equal(lp_tiles, 18);
    assert_int_equal(bld[MADCITY_YELLOW], 112);
    assert_int_equal(bld[MADCITY_RED], 88);
    assert_int_equal(bld[MADCITY_BLUE], 82);
    /* roads: 4 tiles without, 8 dead ends, 10 straight, 14 bends, 12 T, 6 crossings */
    assert_int_equal(byarms[0], 4);
    assert_int_equal(byarms[1], 8);
    assert_int_equal(straight, 10);
    assert_int_equal(corner, 14);
    assert_int_equal(byarms[3], 12);
    assert_int_equal(byarms[4], 6);
    /* turning: four quarter turns give the tile back; arms turn with the areas */
    uint8_t c[4], b[4], a;
    madcity_tile_turned(0, 1, c, b, &a);
    assert_int_equal(a, MADCITY_ARM_E | MADCITY_ARM_S | MADCITY_ARM_W); /* tile 1: N E S -> E S W */
    madcity_tile_turned(1, 1, c, b, &a); /* tile 2: lakes NW NE -> NE SE */
    assert_int_equal(c[1], MADCITY_LAKE);
    assert_int_equal(c[3], MADCITY_LAKE);
    assert_int_equal(c[0], MADCITY_YELLOW); /* the SW yellow moved to NW */
    assert_int_equal(b[0], 3);
}

static void test_tiles_json(void **st)
{
    (void)st;
    char path[512];
    snprintf(path, sizeof path, "%s/data/madcity/tiles.json", CITYBOX_SOURCE_DIR);
    char *t = read_text(path);
    cJSON *j = cJSON_Parse(t);
    free(t);
    assert_non_null(j);
    cJSON *tiles = cJSON_GetObjectItem(j, "tiles");
    assert_int_equal(cJSON_GetArraySize(tiles), MADCITY_TILES);
    for (int i = 0; i < MADCITY_TILES; i++) {
        cJSON *x = cJSON_GetArrayItem(tiles, i);
        assert_int_equal(cJSON_GetObjectItem(x, "id")->valueint, i + 1);
        cJSON *ar = cJSON_GetObjectItem(x, "areas");
        assert_int_equal(cJSON_GetArraySize(ar), 4);
        for (int a = 0; a < 4; a++) {
            const char *v = cJSON_GetArrayItem(ar, a)->valuestring;
            assert_int_equal(madcity_colour_of(v[0]), madcity_tiles[i].colour[a]);
            if (madcity_tiles[i].colour[a] >= MADCITY_LAKE)
                assert_int_equal(v[1], 0);
            else
                assert_int_equal(v[1] - '0', madcity_tiles[i].bld[a]);
        }
        const char *roads = cJSON_GetObjectItem(x, "roads")->valuestring;
        int arms = 0;
        for (const char *p = roads; *p; p++) arms |= 1 << (int)(strchr("NESW", *p) - "NESW");
        assert_int_equal(arms, madcity_tiles[i].arms);
    }
    cJSON_Delete(j);
}

/* Every band of every table is reachable: a search over the 54 tiles finds a city whose best
 * zone of each colour reaches the top band (lower bands are met by the example positions),
 * lakes and parks of 4 areas, and a 13-tile road in a 4x4 solitaire city. */
static int want_colour;
static double biggest_cb(const madcity_cell *g, int side, void *ctx)
{
    (void)ctx;
    madcity_city c;
    madcity_analyse(g, side, &c);
    int best = 0;
    for (int i = 0; i < c.nzones; i++)
        if (c.zone[i].colour == want_colour) {
            int v = want_colour >= MADCITY_LAKE ? c.zone[i].areas : c.zone[i].buildings;
            if (v > best) best = v;
        }
    return best;
}

static double road_cb(const madcity_cell *g, int side, void *ctx)
{
    (void)ctx;
    return madcity_longest_road(g, side);
}

static void test_bands_reachable(void **st)
{
    (void)st;
    static const int need[MADCITY_NCOLOURS] = {13, 9, 8, 4, 4};
    uint8_t tiles[MADCITY_TILES];
    for (int i = 0; i < MADCITY_TILES; i++) tiles[i] = (uint8_t)i;
    rng_state r;
    rng_seed(&r, 5);
    madcity_cell g[MADCITY_MAX_CELLS];
    for (want_colour = 0; want_colour < MADCITY_NCOLOURS; want_colour++) {
        double v = madcity_search(g, 3, tiles, MADCITY_TILES, biggest_cb, NULL, 20000, &r);
        if (v < need[want_colour])
            fail_msg("colour %d: best %g < %d", want_colour, v, need[want_colour]);
    }
    double v = madcity_search(g, 4, tiles, MADCITY_TILES, road_cb, NULL, 20000, &r);
    assert_true(v >= 13);
    /* and random 3x3 cities have short roads: long roads are possible but not trivial */
    long sum = 0;
    for (int k = 0; k < 2000; k++) {
        rng_shuffle(&r, tiles, MADCITY_TILES, 1);
        for (int c = 0; c < 9; c++) g[c] = (madcity_cell){tiles[c], (uint8_t)rng_below(&r, 4)};
        sum += madcity_longest_road(g, 3);
    }
    assert_true(sum / 2000.0 > 2.5 && sum / 2000.0 < 4.5);
}

/* ---- the rulebook's worked examples ------------------------------------------------------- */
static void test_zone_example(void **st)
{
    (void)st;
    madcity_state s;
    load_file(&s, "zones_example.json");
    assert_int_equal(group_points(&s, 0, GR_ZONES), 9); /* 1 + 1 + 3 + 2 + 2 */
    assert_true(has_line(0, GR_ZONES, 3, "Residential at B1, 9 houses"));
    assert_true(has_line(0, GR_ZONES, 1, "Residential at C2, 3 houses"));
    assert_true(has_line(0, GR_ZONES, 1, "Residential at A3, 3 houses"));
    assert_true(has_line(0, GR_ZONES, 2, "Industrial at C2, 5 factories"));
    assert_true(has_line(0, GR_ZONES, 2, "Urban at C1, 3 skyscrapers"));
    int zero = 0, lines = 0;
    for (int i = 0; i < sc.nlines; i++) {
        if (sc.line[i].player != 0 || sc.line[i].group != GR_ZONES) continue;
        zero += sc.line[i].points == 0;
        lines++;
    }
    assert_int_equal(zero, 0); /* the zones too small to score have no line */
    assert_int_equal(lines, 5);
    static madcity_city city[GAME_MAX_PLAYERS];
    madcity_round_cities(&s, city);
    int blue1 = 0;
    for (int i = 0; i < city[0].nzones; i++)
        blue1 += city[0].zone[i].colour == MADCITY_BLUE && city[0].zone[i].buildings == 1;
    assert_int_equal(blue1, 3); /* cut by roads or touching at corners only */
    assert_true(has_line(0, GR_RANGER, 0, "1 lake or park: not the Park Ranger"));
    assert_int_equal(sc.total[0], 12); /* and the longest road: +3 */
}

static void test_ranger_example(void **st)
{
    (void)st;
    madcity_state s;
    load_file(&s, "ranger_example.json");
    assert_int_equal(group_points(&s, 0, GR_RANGER), 10); /* 5 + 3 + 1 + 1 */
    assert_true(has_line(0, GR_RANGER, 5, "Lake at A2, 3 areas"));
    assert_true(has_line(0, GR_RANGER, 3, "Park at C3, 2 areas"));
    assert_true(has_line(0, GR_RANGER, 1, "Lake at C2, 1 area"));
    assert_true(has_line(0, GR_RANGER, 1, "Park at B1, 1 area"));
    assert_int_equal(group_points(&s, 1, GR_RANGER), 0); /* only the Park Ranger scores them */
    assert_int_equal(madcity_ranger_points(4, false), 8);
    assert_int_equal(madcity_ranger_points(7, false), 8);
    assert_int_equal(madcity_ranger_points(1, true), 0);
    assert_int_equal(madcity_ranger_points(5, true), 5);
}

static void test_longest_roads(void **st)
{
    (void)st;
    madcity_state s;
    load_file(&s, "road_loop.json");
    assert_int_equal(madcity_longest_road(s.grid[0], 3), 6); /* a loop, B2 crossed twice */
    assert_int_equal(madcity_longest_road(s.grid[1], 3), 5);
    assert_int_equal(group_points(&s, 0, GR_ROAD), 3);
    assert_int_equal(group_points(&s, 1, GR_ROAD), 0);
    load_file(&s, "road_five.json");
    assert_int_equal(madcity_longest_road(s.grid[0], 3), 5);
    assert_int_equal(madcity_longest_road(s.grid[1], 3), 5);
    assert_int_equal(group_points(&s, 0, GR_ROAD), 3); /* tied: both score */
    assert_int_equal(group_points(&s, 1, GR_ROAD), 3);
    /* a lone tile with arms is a road of 1, no arms at all 0 */
    madcity_cell g[9];
    memset(g, MADCITY_NONE, sizeof g);
    assert_int_equal(madcity_longest_road(g, 3), 0);
    g[4] = (madcity_cell){0, 0};
    assert_int_equal(madcity_longest_road(g, 3), 1);
}

static void test_zone_tables(void **st)
{
    (void)st;
    static const int y[] = {0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 5, 5};
    static const int r[] = {0, 0, 2, 2, 2, 2, 4, 4, 4, 6, 6};
    static const int b[] = {0, 0, 2, 2, 2, 5, 5, 5, 7, 7};
    for (int i = 0; i < 15; i++) assert_int_equal(madcity_zone_table(MADCITY_YELLOW, i), y[i]);
    for (int i = 0; i < 11; i++) assert_int_equal(madcity_zone_table(MADCITY_RED, i), r[i]);
    for (int i = 0; i < 10; i++) assert_int_equal(madcity_zone_table(MADCITY_BLUE, i), b[i]);
    assert_int_equal(madcity_solo_road_points(0), -5);
    assert_int_equal(madcity_solo_road_points(4), -5);
    assert_int_equal(madcity_solo_road_points(5), 1);
    assert_int_equal(madcity_solo_road_points(9), 3);
    assert_int_equal(madcity_solo_road_points(13), 5);
}

/* ---- standard game --------------------------------------------------------------------------- */
static void test_contractors(void **st)
{
    (void)st;
    madcity_state s;
    load_file(&s, "contractors.json");
    assert_int_equal(group_points(&s, 0, GR_CONTRACTORS), -4); /* road 3 < 6, houses 9 < 10 */
    assert_true(has_line(0, GR_CONTRACTORS, -2, "longest road: 3 tiles, beaten by 6"));
    assert_true(has_line(0, GR_CONTRACTORS, -2, "most houses: 9, beaten by 10"));
    assert_int_equal(group_points(&s, 1, GR_CONTRACTORS), 3);
    assert_int_equal(group_points(&s, 2, GR_CONTRACTORS), 1); /* -2 factories, +3 skyscrapers */
    assert_int_equal(group_points(&s, 0, GR_ROAD), 0);        /* no automatic road bonus */
}

static void test_standard_tokens(void **st)
{
    (void)st;
    madcity_state s;
    /* round 1 of the zone example in a standard game: every zone goes to its token */
    char *t = read_text(CITYBOX_SOURCE_DIR "/data/rules/madcity/figures/zones_example.json");
    char *p = strstr(t, "\"players\"");
    char buf[4096];
    snprintf(buf, sizeof buf, "%.*s\"options\": {\"game\": \"standard\"}, %s", (int)(p - t), t, p);
    free(t);
    if (!load_text(&s, buf)) fail_msg("%s", why);
    assert_int_equal(group_points(&s, 0, GR_ZONES), 0);
    assert_int_equal(group_points(&s, 0, GR_TOKENS), 0);
    static const uint8_t after1[MADCITY_CATS] = {3, 2, 2, 4, 1, 0, 1, 1, 0};
    assert_memory_equal(s.tokens[0], after1, MADCITY_CATS);
    /* round 3 with the tokens worn down: flips first, then scores in the same round */
    load_file(&s, "standard_tokens.json");
    assert_int_equal(s.round, 3);
    assert_int_equal(s.hist[2][0], 3);
    assert_int_equal(s.total[0], 6);
    G->score(&s, &sc);
    assert_true(has_line(0, GR_TOKENS, 0, "3-6 token flipped"));
    assert_true(has_line(0, GR_ZONES, 1, "Residential at A3, 3 houses"));
    assert_true(has_line(0, GR_TOKENS, 0, "7-12 token flipped"));
    assert_true(has_line(0, GR_ZONES, 2, "Urban at C1, 3 skyscrapers"));
    assert_true(has_line(0, GR_ROUNDS, 3, "Round 2"));
    static const uint8_t after3[MADCITY_CATS] = {0, 0, 2, 2, 1, 0, 0, 1, 0};
    assert_memory_equal(s.tokens[0], after3, MADCITY_CATS);
    /* tokens carry across rounds in play too */
    const char *opts[] = {"game=standard", NULL};
    new_game(&s, 2, 3, opts);
    for (int round = 1; round <= 2; round++) {
        all_ready(&s);
        fill_city(&s, 0);
        fill_city(&s, 1);
        madcity_state before = s;
        act(&s, 0, "done");
        act(&s, 1, "done");
        int used = 0;
        for (int k = 0; k < MADCITY_CATS; k++) used += before.tokens[0][k] - s.tokens[0][k];
        assert_true(used >= 0);
        assert_memory_equal(s.tokens_before[0], before.tokens[0], MADCITY_CATS);
    }
}

/* ---- the Park Ranger tree -----------------------------------------------------------------------
 */
static void test_tree(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 11, NULL);
    all_ready(&s);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    refused(&s, 0, "grab tree", "Finish your city first");
    fill_city(&s, 0);
    act(&s, 0, "grab tree");
    assert_int_equal(s.tree, 0);
    assert_int_equal(G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), 0); /* no more building */
    refused(&s, 0, "rotate A1", "Park Ranger");
    fill_city(&s, 1);
    refused(&s, 1, "grab tree", "has the Park Ranger tree already");
    act(&s, 1, "done");
    assert_int_equal(s.phase, MADCITY_PH_READY);
    G->score(&s, &sc);
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].group == GR_RANGER && sc.line[i].player == 1)
            assert_int_equal(sc.line[i].points, 0);
    /* standard game: not from 50 points */
    const char *opts[] = {"game=standard", NULL};
    new_game(&s, 2, 12, opts);
    s.total[0] = 50;
    all_ready(&s);
    fill_city(&s, 0);
    refused(&s, 0, "grab tree", "50");
    int n = G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++) assert_int_not_equal(MADCITY_A_KIND(acts[i]), MADCITY_ACT_TREE);
    fill_city(&s, 1);
    act(&s, 1, "grab tree");
    /* the penalty clause, for hand-made positions: the others score their lakes and parks */
    load_file(&s, "tree50.json");
    assert_int_equal(group_points(&s, 0, GR_RANGER), 0);
    assert_true(has_line(0, GR_RANGER, 0, "50+"));
    assert_int_equal(group_points(&s, 1, GR_RANGER), 7);
}

/* ---- the race: timer, done, random fill
 * ----------------------------------------------------------- */
static void test_timer_and_fill(void **st)
{
    (void)st;
    madcity_state s, t;
    new_game(&s, 3, 21, NULL);
    G->tick(&s); /* no race yet: nothing moves */
    assert_int_equal(s.phase, MADCITY_PH_READY);
    all_ready(&s);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    assert_int_equal(s.nhand[0], 9);
    uint8_t first = s.hand[0][0];
    assert_int_not_equal(G->apply(&s, 0, MADCITY_PLACE(first, 0, 1), why, sizeof why),
                         GAME_REFUSED);
    t = s;
    for (int i = 0; i < MADCITY_RACE_TICKS - 1; i++) G->tick(&s);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    assert_int_equal(s.timer, 1);
    G->tick(&s);
    assert_int_equal(s.phase, MADCITY_PH_READY); /* time out: filled and scored */
    for (int p = 0; p < 3; p++) {
        for (int c = 0; c < 9; c++) assert_true(s.grid[p][c].tile < MADCITY_TILES);
        assert_int_equal(s.nhand[p], 0);
    }
    /* the filled tiles are not rotated; the placed one is where it was */
    assert_int_equal(s.grid[0][0].tile, first);
    assert_int_equal(s.grid[0][0].rot, 1);
    for (int p = 0; p < 3; p++)
        for (int c = p == 0; c < 9; c++) assert_int_equal(s.grid[p][c].rot, 0);
    /* deterministic per seed: the same state ticked again fills the same way */
    for (int i = 0; i < MADCITY_RACE_TICKS; i++) G->tick(&t);
    assert_memory_equal(&s, &t, sizeof s);
}

static void test_fill_uses_hand_only(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 5, NULL);
    all_ready(&s);
    uint8_t hand[9];
    memcpy(hand, s.hand[1], 9);
    act(&s, 0, "done");
    act(&s, 1, "done"); /* both done with empty cities: the round ends at once */
    assert_int_equal(s.phase, MADCITY_PH_READY);
    uint64_t want = 0, got = 0;
    for (int i = 0; i < 9; i++) want |= 1ull << hand[i];
    for (int c = 0; c < 9; c++) got |= 1ull << s.grid[1][c].tile;
    assert_true(want == got);
    /* different seeds fill differently */
    int differ = 0;
    for (uint64_t seed = 1; seed < 6; seed++) {
        madcity_state a;
        new_game(&a, 2, 5, NULL);
        all_ready(&a);
        a.rng.state ^= seed * 7919; /* same deal, another shuffle for the fill */
        act(&a, 0, "done");
        act(&a, 1, "done");
        differ += memcmp(a.grid[1], s.grid[1], sizeof s.grid[1]) != 0;
    }
    assert_true(differ > 0);
}

static void test_done_and_barriers(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 9, NULL);
    assert_int_equal(G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                     GAME_OK);
    refused(&s, 0, "ready", "already");
    assert_int_equal(G->apply(&s, 1, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                     GAME_OK_BARRIER);
    assert_int_equal(G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0), why, sizeof why),
                     GAME_OK);
    refused(&s, 0, "done", "done for this round");
    assert_int_equal(G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), 0);
    game_turn t = G->turn(&s);
    assert_int_equal(t.phase, GAME_PHASE_SIMULTANEOUS);
    assert_int_equal(t.mask, 2);
    assert_int_equal(G->apply(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0), why, sizeof why),
                     GAME_OK_BARRIER);
    assert_int_equal(s.round, 1);
    assert_int_equal(G->turn(&s).mask, 3);
}

/* ---- building actions, refusals
 * ------------------------------------------------------------------ */
static void test_building(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 31, NULL);
    all_ready(&s);
    int t0 = s.hand[0][0], t1 = s.hand[0][1], other = s.hand[1][0];
    char txt[64];
    snprintf(txt, sizeof txt, "place %d B2 r90", t0 + 1);
    act(&s, 0, txt);
    assert_int_equal(s.grid[0][4].tile, t0);
    assert_int_equal(s.grid[0][4].rot, 1);
    assert_int_equal(s.nhand[0], 8);
    refused(&s, 0, txt, "not in your hand");
    snprintf(txt, sizeof txt, "place %d B2 r0", t1 + 1);
    refused(&s, 0, txt, "already holds a tile");
    snprintf(txt, sizeof txt, "place %d A1 r0", other + 1);
    refused(&s, 0, txt, "not in your hand");
    act(&s, 0, "rotate B2");
    assert_int_equal(s.grid[0][4].rot, 2);
    act(&s, 0, "move B2 C3");
    assert_int_equal(s.grid[0][8].tile, t0);
    assert_int_equal(s.grid[0][4].tile, MADCITY_NONE);
    snprintf(txt, sizeof txt, "place %d A1 r270", t1 + 1);
    act(&s, 0, txt);
    act(&s, 0, "move A1 C3"); /* onto a tile: a swap */
    assert_int_equal(s.grid[0][0].tile, t0);
    assert_int_equal(s.grid[0][8].tile, t1);
    assert_int_equal(s.grid[0][8].rot, 3);
    refused(&s, 0, "move B2 A1", "B2 is empty");
    refused(&s, 0, "move A1 A1", "already on A1");
    refused(&s, 0, "rotate B1", "B1 is empty");
    act(&s, 0, "return A1");
    assert_int_equal(s.nhand[0], 8);
    assert_int_equal(s.grid[0][0].tile, MADCITY_NONE);
    refused(&s, 0, "claim road", "Standard game");
    refused(&s, 0, "swap 3", "no common tile");
    refused(&s, 0, "ready", "already started");
    refused(&s, 0, "guides top-right", "not possible during the race");
    /* garbage values */
    madcity_state keep = s;
    game_action bad[] = {MADCITY_PLACE(60, 0, 0),
                         MADCITY_PLACE(t0, 9, 0),
                         MADCITY_MOVE(0, 12),
                         MADCITY_ACTION(MADCITY_ACT_ROTATE, 40),
                         MADCITY_ACTION(MADCITY_ACT_CLAIM, 9),
                         MADCITY_ACTION(15, 0),
                         1ull << 40,
                         0};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why[0] = 0;
        assert_int_equal(G->apply(&s, 0, bad[i], why, sizeof why), GAME_REFUSED);
        assert_true(why[0] != 0);
    }
    assert_memory_equal(&s, &keep, sizeof s);
    assert_int_equal(G->apply(&s, 7, MADCITY_ACTION(MADCITY_ACT_DONE, 0), why, sizeof why),
                     GAME_REFUSED);
}

static void test_legal_sorted(void **st)
{
    (void)st;
    static const char *const optsets[][3] = {{NULL},
                                             {"game=standard", NULL},
                                             {"variant=common", NULL},
                                             {"variant=draw10", NULL},
                                             {"variant=divider", NULL}};
    madcity_state s;
    rng_state r;
    rng_seed(&r, 3);
    for (int k = 0; k < 60; k++) {
        int players = k % 5 == 4 ? 2 : 2 + k % 4;
        new_game(&s, players, (uint64_t)k, optsets[k % 5]);
        all_ready(&s);
        for (int step = 0; step < 40 && s.phase == MADCITY_PH_RACE; step++) {
            int p = (int)rng_below(&r, (uint32_t)players);
            int n = G->legal_actions(&s, p, acts, GAME_MAX_ACTIONS);
            for (int i = 1; i < n; i++) assert_true(acts[i - 1] < acts[i]);
            for (int i = 0; i < n; i++) { /* each listed action is accepted on a copy */
                madcity_state c = s;
                assert_int_not_equal(G->apply(&c, p, acts[i], why, sizeof why), GAME_REFUSED);
            }
            if (n) G->apply(&s, p, acts[rng_below(&r, (uint32_t)n)], why, sizeof why);
        }
    }
}

/* ---- text forms -------------------------------------------------------------------------------
 */
static void test_text(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 1, NULL);
    game_action a;
    char buf[GAME_ACTION_TEXT];
    struct {
        const char *text;
        game_action a;
    } ok[] = {{"place 12 B2 r90", MADCITY_PLACE(11, 4, 1)},
              {"move B2 C3", MADCITY_MOVE(4, 8)},
              {"rotate B2", MADCITY_ACTION(MADCITY_ACT_ROTATE, 4)},
              {"return C3", MADCITY_ACTION(MADCITY_ACT_RETURN, 8)},
              {"swap 54", MADCITY_ACTION(MADCITY_ACT_SWAP, 53)},
              {"claim road", MADCITY_ACTION(MADCITY_ACT_CLAIM, 0)},
              {"claim skyscrapers", MADCITY_ACTION(MADCITY_ACT_CLAIM, 3)},
              {"grab tree", MADCITY_ACTION(MADCITY_ACT_TREE, 0)},
              {"done", MADCITY_ACTION(MADCITY_ACT_DONE, 0)},
              {"ready", MADCITY_ACTION(MADCITY_ACT_READY, 0)},
              {"guides bottom-left", MADCITY_ACTION(MADCITY_ACT_GUIDES, 1)},
              {"guide skip", MADCITY_ACTION(MADCITY_ACT_SKIP, 0)}};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        if (!G->action_from_text(&s, ok[i].text, &a, why, sizeof why))
            fail_msg("%s: %s", ok[i].text, why);
        assert_true(a == ok[i].a);
        G->action_to_text(&s, a, buf, sizeof buf);
        assert_string_equal(buf, ok[i].text);
    }
    assert_true(G->action_from_text(&s, "  PLACE 12   b2 R90 ", &a, why, sizeof why));
    assert_true(a == MADCITY_PLACE(11, 4, 1));
    static const char *bad[] = {"",
                                "place",
                                "place 0 B2 r90",
                                "place 55 B2 r90",
                                "place 12 D4 r90",
                                "place 12 B2 r45",
                                "move B2",
                                "claim money",
                                "grab cake",
                                "rotate",
                                "dance",
                                "done now",
                                "place 12 B2 r90 please",
                                "swap x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why[0] = 0;
        if (G->action_from_text(&s, bad[i], &a, why, sizeof why))
            fail_msg("\"%s\" accepted", bad[i]);
        assert_true(why[0] != 0);
    }
    /* 4x4 solitaire cells */
    new_game(&s, 1, 1, NULL);
    assert_true(G->action_from_text(&s, "guide D4 r270", &a, why, sizeof why));
    assert_true(a == MADCITY_ACTION(MADCITY_ACT_GUIDE, 15 << 2 | 3));
}

/* ---- positions ----------------------------------------------------------------------------------
 */
static void test_bad_positions(void **st)
{
    (void)st;
    madcity_state s;
    static const char *bad[] = {
        "{}",
        "[]",
        "{\"game\":\"mycity\",\"cities\":[]}",
        "{\"cities\":[[[\"1\",\"2\",\"3\"],[\"4\",\"5\",\"6\"]]]}",
        "{\"cities\":[[[\"1\",\"2\",\"3\"],[\"4\",\"5\",\"6\"],[\"7\",\"8\",\"99\"]],[]]}",
        "{\"cities\":[[[\"1\",\"1\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]],"
        "[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]]]}",
        "{\"players\":3,\"cities\":[[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]]]"
        "}",
        "{\"options\":{\"game\":\"huge\"},\"cities\":[[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\"."
        "\",\".\",\".\"]]]}",
        "{\"tree\":5,\"cities\":[[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]],"
        "[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]]]}",
        "{\"claims\":[[\"road\"],[]],\"cities\":[[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\","
        "\".\",\".\"]],"
        "[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]]]}",
        "{\"cities\":[[[\"1 r45\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]],"
        "[[\".\",\".\",\".\"],[\".\",\".\",\".\"],[\".\",\".\",\".\"]]]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (load_text(&s, bad[i])) fail_msg("position %zu accepted", i);
        assert_true(why[0] != 0);
    }
}

static void test_solo_position(void **st)
{
    (void)st;
    madcity_state s;
    load_file(&s, "solo_puzzle.json");
    assert_int_equal(s.mode, MADCITY_MODE_PUZZLE);
    G->score(&s, &sc);
    assert_true(has_line(0, GR_RANGER, 5, "Lake at B1, 4 areas"));
    assert_false(has_line(0, GR_RANGER, 0, "Lake at D1, 1 area")); /* worth nothing: no line */
    assert_true(has_line(0, GR_ROAD, -5, "Longest road: 4 tiles"));
    assert_true(has_line(0, GR_ZONES, 7, "Urban at C1, 9 skyscrapers"));
    assert_int_equal(sc.total[0], 22);
    assert_int_equal(s.phase, MADCITY_PH_READY); /* round 2 comes next */
}

/* ---- game end, ties, options ------------------------------------------------------------------
 */
static void test_game_end(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 3, 2, NULL);
    assert_int_equal(s.target, 150);
    s.total[0] = s.total[1] = 150;
    s.total[2] = 20;
    s.round = 4;
    madcity_after_round(&s);
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.in_round, 3); /* only the tied leaders play the extra round */
    refused(&s, 2, "ready", "tied leaders");
    all_ready(&s);
    assert_int_equal(s.nhand[2], 0);
    assert_int_equal(G->legal_actions(&s, 2, acts, GAME_MAX_ACTIONS), 0);
    act(&s, 0, "done");
    act(&s, 1, "done");
    assert_int_equal(s.hist[4][2], 0);
    if (s.total[0] != s.total[1]) {
        assert_int_equal(s.phase, MADCITY_PH_OVER);
        G->score(&s, &sc);
        assert_int_equal(__builtin_popcount(sc.winners), 1);
    } else {
        assert_int_equal(s.in_round, 3);
    }
    /* a single leader at the target ends it; below the target play goes on */
    new_game(&s, 2, 2, (const char *const[]){"short=on", NULL});
    assert_int_equal(s.target, 100);
    s.total[0] = 99;
    s.round = 1;
    madcity_after_round(&s);
    assert_int_equal(s.phase, MADCITY_PH_READY);
    s.total[0] = 100;
    madcity_after_round(&s);
    assert_int_equal(s.phase, MADCITY_PH_OVER);
    new_game(&s, 2, 2, (const char *const[]){"game=standard", NULL});
    assert_int_equal(s.target, 100);
    /* the round cap */
    s.round = MADCITY_MAX_ROUNDS;
    madcity_after_round(&s);
    assert_int_equal(s.phase, MADCITY_PH_OVER);
    /* option combinations */
    game_params p;
    game_params_default(G, &p, 2);
    assert_true(game_params_set(G, &p, "game=standard", why, sizeof why));
    assert_true(game_params_set(G, &p, "short=on", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 3);
    assert_true(game_params_set(G, &p, "variant=divider", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 6);
    assert_true(game_params_set(G, &p, "variant=draw10", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 1);
    assert_true(game_params_set(G, &p, "variant=common", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 7);
    assert_false(game_validate(G, &p, why, sizeof why));
}

/* ---- variants
 * ------------------------------------------------------------------------------------ */
static void test_variants(void **st)
{
    (void)st;
    madcity_state s, v;
    /* draw 10, use 9 */
    new_game(&s, 3, 4, (const char *const[]){"variant=draw10", NULL});
    all_ready(&s);
    assert_int_equal(s.nhand[0], 10);
    fill_city(&s, 0);
    assert_int_equal(s.nhand[0], 1);
    act(&s, 0, "grab tree");
    act(&s, 1, "done");
    act(&s, 2, "done");
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.nhand[1], 1); /* the random fill leaves one tile out */
    /* draw 9 + 1 common: one swap per player per round, discard first */
    new_game(&s, 2, 6, (const char *const[]){"variant=common", NULL});
    all_ready(&s);
    assert_true(s.common < MADCITY_TILES);
    int common = s.common, mine = s.hand[0][3];
    char txt[32];
    snprintf(txt, sizeof txt, "swap %d", mine + 1);
    act(&s, 0, txt);
    assert_int_equal(s.common, mine);
    bool has = false;
    for (int i = 0; i < s.nhand[0]; i++) has |= s.hand[0][i] == common;
    assert_true(has);
    refused(&s, 0, "swap 1", "swapped");
    int placed = s.hand[1][0];
    snprintf(txt, sizeof txt, "place %d C1 r0", placed + 1);
    act(&s, 1, txt);
    snprintf(txt, sizeof txt, "swap %d", placed + 1); /* a placed tile may go too */
    act(&s, 1, txt);
    assert_int_equal(s.grid[1][2].tile, MADCITY_NONE);
    assert_int_equal(s.common, placed);
    assert_int_equal(s.nhand[1], 9);
    /* divider: the other city is hidden while building, shown at scoring */
    new_game(&s, 2, 8, (const char *const[]){"variant=divider", NULL});
    all_ready(&s);
    fill_city(&s, 1);
    G->view(&s, 0, &v);
    for (int c = 0; c < 9; c++) assert_int_equal(v.grid[1][c].tile, MADCITY_HIDDEN);
    assert_int_equal(v.hand[0][0], s.hand[0][0]);
    G->view(&s, GAME_SPECTATOR, &v);
    assert_int_equal(v.grid[1][0].tile, MADCITY_HIDDEN);
    act(&s, 0, "done");
    act(&s, 1, "done");
    G->view(&s, 0, &v);
    assert_memory_equal(v.grid, s.grid, sizeof s.grid);
}

static void test_views(void **st)
{
    (void)st;
    madcity_state s, v, w;
    new_game(&s, 3, 14, (const char *const[]){"game=standard", NULL});
    all_ready(&s);
    act(&s, 1, "claim houses");
    G->view(&s, 0, &v);
    assert_int_equal(v.claims[1], MADCITY_CLAIMS_HIDDEN);
    assert_int_equal(v.claims[2], MADCITY_CLAIMS_HIDDEN); /* an empty fist looks the same */
    G->view(&s, 1, &v);
    assert_int_equal(v.claims[1], MADCITY_CLAIM_HOUSES);
    assert_int_equal(v.rng.state | v.rng.inc, 0);
    rng_state r;
    rng_seed(&r, 1);
    G->view(&s, 0, &v);
    G->determinize(&v, 0, &r);
    assert_true(v.claims[1] < 16);
    G->view(&v, 0, &w);
    G->view(&s, 0, &v);
    assert_memory_equal(&v, &w, sizeof v);
    /* revealed at scoring */
    for (int p = 0; p < 3; p++) act(&s, p, "done");
    G->view(&s, 0, &v);
    assert_int_equal(v.claims[1], MADCITY_CLAIM_HOUSES);
}

/* ---- solitaire ---------------------------------------------------------------------------------
 */
static void test_puzzle(void **st)
{
    (void)st;
    madcity_state s, v;
    new_game(&s, 1, 17, NULL);
    assert_int_equal(s.mode, MADCITY_MODE_PUZZLE);
    assert_int_equal(s.side, 4);
    all_ready(&s);
    assert_int_equal(s.phase, MADCITY_PH_PUZZLE);
    assert_int_equal(G->turn(&s).phase, GAME_PHASE_TURN);
    G->view(&s, 0, &v);
    for (int g = 0; g < MADCITY_GUIDES; g++) assert_int_equal(v.guides[g], MADCITY_HIDDEN);
    assert_int_equal(v.cur, s.cur);
    assert_int_equal(G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), 64);
    for (int round = 1; round <= 3; round++) {
        for (int c = 0; c < 16; c++) {
            int cur = s.cur;
            assert_true(cur < MADCITY_TILES);
            game_apply_result r = G->apply(&s, 0, MADCITY_PLACE(cur, c, c & 3), why, sizeof why);
            assert_int_equal(r, GAME_OK_BARRIER); /* a new draw (or the round's end) */
            if (c == 0) {
                refused(&s, 0, "move A1 B1", "place the drawn tile"); /* locked */
                char txt[32];
                snprintf(txt, sizeof txt, "place %d A1 r0", s.cur + 1);
                refused(&s, 0, txt, "locked");
            }
        }
        assert_int_equal(s.round, round);
        assert_int_equal(s.phase, round < 3 ? MADCITY_PH_READY : MADCITY_PH_OVER);
        int sum = 0;
        for (int r = 0; r < round; r++) sum += s.hist[r][0];
        assert_int_equal(s.total[0], sum);
        if (round < 3) all_ready(&s);
    }
    G->score(&s, &sc);
    assert_int_equal(sc.total[0], s.total[0]);
    assert_int_equal(sc.winners, 1);
    const char *key = NULL;
    int best = -999;
    assert_true(madcity_solo_result(&s, &key, &best));
    assert_string_equal(key, "puzzle");
    assert_int_equal(best, s.total[0]);
}

static void test_advanced_puzzle(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 1, 18, (const char *const[]){"solo=advanced", NULL});
    all_ready(&s);
    for (int c = 0; c < 16; c++) G->apply(&s, 0, MADCITY_PLACE(s.cur, c, 0), why, sizeof why);
    assert_int_equal(s.phase, MADCITY_PH_GUIDES);
    assert_int_equal(G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), 2);
    refused(&s, 0, "guide skip", "top-right or bottom-left");
    assert_int_equal(G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_GUIDES, 0), why, sizeof why),
                     GAME_OK_BARRIER);
    /* the first guide is the top-right one, above column D */
    assert_true(s.guide_up & (1u << 3));
    assert_int_equal(G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), 4 * 4 + 1);
    refused(&s, 0, "guide A1 r0", "column");
    int g3 = s.guides[3];
    act(&s, 0, "guide D2 r90");
    assert_int_equal(s.grid[0][7].tile, g3);
    assert_int_equal(s.grid[0][7].rot, 1);
    for (int k = 1; k < MADCITY_GUIDES; k++) act(&s, 0, k == 4 ? "guide A1 r0" : "guide skip");
    /* the fifth guide is the side one of row 1 */
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.round, 1);
}

static void test_speed(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 1, 19, (const char *const[]){"solo=speed", NULL});
    all_ready(&s);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    assert_int_equal(s.nhand[0], 16);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    refused(&s, 0, "grab tree", "solitaire");
    for (int i = 0; i < MADCITY_RACE_TICKS; i++) G->tick(&s);
    assert_int_equal(s.phase, MADCITY_PH_READY);
    for (int c = 0; c < 16; c++) assert_true(s.grid[0][c].tile < MADCITY_TILES);
}

/* ---- replays
 * ------------------------------------------------------------------------------------- */
typedef struct entry {
    uint32_t tick;
    int seat;
    game_action a;
} entry;

static void test_replay(void **st)
{
    (void)st;
    static entry log[20000];
    for (int k = 0; k < 6; k++) {
        const char *const opts[][2] = {{NULL}, {"game=standard", NULL}, {"variant=common", NULL}};
        madcity_state s, t;
        int players = 2 + k % 4, n = 0;
        new_game(&s, players, 100 + (uint64_t)k, opts[k % 3]);
        rng_state r;
        rng_seed(&r, (uint64_t)k);
        uint32_t ticks = 0;
        while (s.phase != MADCITY_PH_OVER && s.round < 3 && n < 20000) {
            game_turn tu = G->turn(&s);
            for (int p = 0; p < players; p++) {
                if (!(tu.mask & (1u << p)) || rng_below(&r, 3)) continue;
                int m = G->legal_actions(&s, p, acts, GAME_MAX_ACTIONS);
                if (!m) continue;
                game_action a = acts[rng_below(&r, (uint32_t)m)];
                if (MADCITY_A_KIND(a) == MADCITY_ACT_DONE && rng_below(&r, 4)) continue;
                assert_int_not_equal(G->apply(&s, p, a, why, sizeof why), GAME_REFUSED);
                log[n++] = (entry){ticks, p, a};
            }
            G->tick(&s);
            ticks++;
        }
        new_game(&t, players, 100 + (uint64_t)k, opts[k % 3]);
        uint32_t tt = 0;
        for (int i = 0; i < n; i++) {
            while (tt < log[i].tick) G->tick(&t), tt++;
            assert_int_not_equal(G->apply(&t, log[i].seat, log[i].a, why, sizeof why),
                                 GAME_REFUSED);
        }
        while (tt < ticks) G->tick(&t), tt++;
        assert_true(game_hash(G, &s) == game_hash(G, &t));
        assert_memory_equal(&s, &t, sizeof s);
    }
}

/* A stored race (tests/madcity/data/golden_game.json, a match save: the same file can serve as
 * tests/madcity/data/golden.json once the game is registered): replayed here by hand, with its
 * ticks, it must end with the same hash and scores. */
static void test_golden_replay(void **st)
{
    (void)st;
    char *t = read_text(CITYBOX_SOURCE_DIR "/tests/madcity/data/golden_game.json");
    cJSON *root = cJSON_Parse(t);
    free(t);
    assert_non_null(root);
    game_params p;
    game_params_default(G, &p, cJSON_GetObjectItem(root, "players")->valueint);
    cJSON *o;
    cJSON_ArrayForEach(o, cJSON_GetObjectItem(root, "options"))
    {
        char kv[64];
        snprintf(kv, sizeof kv, "%s=%s", o->string,
                 cJSON_IsString(o) ? o->valuestring
                 : cJSON_IsTrue(o) ? "on"
                                   : "off");
        assert_true(game_params_set(G, &p, kv, why, sizeof why));
    }
    madcity_state s;
    G->setup(&s, &p, strtoull(cJSON_GetObjectItem(root, "seed")->valuestring, NULL, 10));
    uint32_t ticks = 0;
    cJSON *e;
    cJSON_ArrayForEach(e, cJSON_GetObjectItem(root, "log"))
    {
        uint32_t at = (uint32_t)cJSON_GetObjectItem(e, "t")->valuedouble;
        while (ticks < at) G->tick(&s), ticks++;
        act(&s, cJSON_GetObjectItem(e, "s")->valueint, cJSON_GetObjectItem(e, "a")->valuestring);
    }
    while (ticks < (uint32_t)cJSON_GetObjectItem(root, "ticks")->valuedouble) G->tick(&s), ticks++;
    cJSON *expect = cJSON_GetObjectItem(root, "expect");
    char got[17];
    snprintf(got, sizeof got, "%016llx", (unsigned long long)game_hash(G, &s));
    assert_string_equal(got, cJSON_GetObjectItem(expect, "hash")->valuestring);
    G->score(&s, &sc);
    for (int i = 0; i < s.players; i++)
        assert_int_equal(sc.total[i],
                         cJSON_GetArrayItem(cJSON_GetObjectItem(expect, "scores"), i)->valueint);
    assert_int_equal(s.phase, MADCITY_PH_OVER);
    cJSON_Delete(root);
}

/* The fast playout helper draws exactly the legal list, uniformly. */
static void test_random_action(void **st)
{
    (void)st;
    static const char *const optsets[][3] = {{NULL},
                                             {"game=standard", NULL},
                                             {"variant=common", NULL},
                                             {"solo=advanced", NULL},
                                             {"solo=speed", NULL}};
    madcity_state s;
    rng_state r;
    rng_seed(&r, 8);
    for (int k = 0; k < 25; k++) {
        int o = k % 5, players = o >= 3 ? 1 : 2 + k % 3;
        new_game(&s, players, (uint64_t)k, optsets[o]);
        for (int step = 0; step < 3000 && s.phase != MADCITY_PH_OVER; step++) {
            game_turn t = G->turn(&s);
            int who = -1;
            for (int p = 0; p < players && who < 0; p++)
                if (t.mask & (1u << ((p + step) % players))) who = (p + step) % players;
            if (who < 0) {
                G->tick(&s);
                continue;
            }
            game_action a = madcity_random_action(&s, who, &r);
            int n = G->legal_actions(&s, who, acts, GAME_MAX_ACTIONS);
            bool found = false;
            for (int i = 0; i < n && !found; i++) found = acts[i] == a;
            assert_true(found);
            assert_int_not_equal(G->apply(&s, who, a, why, sizeof why), GAME_REFUSED);
            if (t.phase == GAME_PHASE_SIMULTANEOUS) G->tick(&s);
        }
    }
    /* uniform: every action of a mid-race list drawn about equally often */
    new_game(&s, 2, 3, (const char *const[]){"variant=common", "game=standard", NULL});
    all_ready(&s);
    act(&s, 0, "claim road");
    for (int i = 0; i < 4; i++)
        assert_int_not_equal(
            G->apply(&s, 0, MADCITY_PLACE(s.hand[0][0], i * 2, i & 3), why, sizeof why),
            GAME_REFUSED);
    int n = G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS);
    static int count[GAME_MAX_ACTIONS];
    const int draws = 400 * n;
    for (int i = 0; i < draws; i++) {
        game_action a = madcity_random_action(&s, 0, &r);
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (acts[mid] < a)
                lo = mid + 1;
            else
                hi = mid;
        }
        assert_true(acts[lo] == a);
        count[lo]++;
    }
    for (int i = 0; i < n; i++) assert_true(count[i] > 400 / 2 && count[i] < 400 * 3 / 2);
}

/* ---- random playouts --------------------------------------------------------------------------
 */
static long playout(madcity_state *s, rng_state *r)
{
    long steps = 0;
    for (; s->phase != MADCITY_PH_OVER; steps++) {
        assert_true(steps < 200000);
        game_turn t = G->turn(s);
        int cand[GAME_MAX_PLAYERS], nc = 0;
        for (int p = 0; p < s->players; p++)
            if (t.mask & (1u << p)) cand[nc++] = p;
        if (!nc) {
            G->tick(s);
            continue;
        }
        int p = cand[rng_below(r, (uint32_t)nc)];
        int n = G->legal_actions(s, p, acts, GAME_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_not_equal(G->apply(s, p, acts[rng_below(r, (uint32_t)n)], why, sizeof why),
                             GAME_REFUSED);
        if (t.phase == GAME_PHASE_SIMULTANEOUS) G->tick(s);
    }
    return steps;
}

static void test_random_playouts(void **st)
{
    (void)st;
    static const char *const optsets[][3] = {{NULL},
                                             {"game=standard", NULL},
                                             {"variant=common", NULL},
                                             {"variant=draw10", "game=standard"},
                                             {"short=on", NULL},
                                             {"solo=advanced", NULL},
                                             {"solo=speed", NULL}};
    madcity_state s;
    rng_state r;
    rng_seed(&r, 99);
    for (int k = 0; k < 140; k++) {
        int o = k % 7, players = o >= 5 ? 1 : 2 + (k / 7) % 4;
        new_game(&s, players, (uint64_t)k, optsets[o]);
        playout(&s, &r);
        G->score(&s, &sc);
        int sum = 0;
        for (int p = 0; p < players; p++) {
            int t = 0;
            for (int i = 0; i < sc.nlines; i++)
                if (sc.line[i].player == p) t += sc.line[i].points;
            assert_int_equal(t, sc.total[p]);
            assert_int_equal(sc.total[p], s.total[p]);
            sum += sc.rank[p] == 1;
        }
        assert_true(sum >= 1);
        if (players == 1) assert_int_equal(s.round, 3);
    }
}

static double value_obj(const madcity_cell *g, int side, void *ctx)
{
    (void)ctx;
    return madcity_city_value(g, side);
}

static void test_heuristic(void **st)
{
    (void)st;
    madcity_state s, a;
    new_game(&s, 2, 40, NULL);
    all_ready(&s);
    a = s;
    fill_city(&a, 0); /* as dealt */
    rng_state r;
    rng_seed(&r, 2);
    madcity_cell g[MADCITY_MAX_CELLS];
    madcity_search(g, 3, s.hand[0], 9, value_obj, NULL, 6000, &r);
    for (int c = 0; c < 9; c++)
        assert_int_not_equal(
            G->apply(&s, 0, MADCITY_PLACE(g[c].tile, c, g[c].rot), why, sizeof why), GAME_REFUSED);
    assert_true(G->heuristic(&s, 0) >= G->heuristic(&a, 0));
    assert_true(G->heuristic(&s, 0) > 0); /* against an empty city */
    assert_true(G->heuristic(&s, 1) < 0);
}

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void test_search_and_speed(void **st)
{
    (void)st;
    madcity_state s;
    rng_state r;
    rng_seed(&r, 77);
    /* arrangement search: 9 dealt tiles into a good 3x3 city */
    double total_ms = 0, gain = 0;
    const int trials = 20;
    for (int k = 0; k < trials; k++) {
        new_game(&s, 2, 500 + (uint64_t)k, NULL);
        all_ready(&s);
        madcity_cell g[MADCITY_MAX_CELLS];
        for (int c = 0; c < 9; c++) g[c] = (madcity_cell){s.hand[0][c], 0};
        double as_dealt = madcity_city_value(g, 3);
        double t0 = cpu_now();
        double v = madcity_search(g, 3, s.hand[0], 9, value_obj, NULL, 6000, &r);
        total_ms += (cpu_now() - t0) * 1000.0;
        assert_true(v >= as_dealt);
        gain += v - as_dealt;
        /* the search's city is a legal play: place it and it scores as valued */
        for (int c = 0; c < 9; c++)
            assert_int_not_equal(
                G->apply(&s, 0, MADCITY_PLACE(g[c].tile, c, g[c].rot), why, sizeof why),
                GAME_REFUSED);
        assert_true(madcity_city_value(s.grid[0], 3) == v);
    }
    printf("madcity: arrangement search (6000 evaluations) %.1f ms CPU per city, +%.1f value\n",
           total_ms / trials, gain / trials);
    assert_true(total_ms / trials < 50.0 * 4); /* 50 ms budget, slack for sanitizer builds */
    /* a 50,000-evaluation search for comparison (about the 50 ms budget) */
    double big = 0, small = 0, t1 = cpu_now();
    for (int k = 0; k < 5; k++) {
        new_game(&s, 2, 900 + (uint64_t)k, NULL);
        all_ready(&s);
        madcity_cell g[MADCITY_MAX_CELLS];
        small += madcity_search(g, 3, s.hand[0], 9, value_obj, NULL, 6000, &r);
        big += madcity_search(g, 3, s.hand[0], 9, value_obj, NULL, 50000, &r);
    }
    printf("madcity: 6,000 vs 50,000 evaluations: value %.1f vs %.1f (%.1f ms per pair)\n",
           small / 5, big / 5, (cpu_now() - t1) * 1000.0 / 5);
    /* random playouts per CPU second (legal_actions + apply + tick, as the generic test does) */
    double t0 = cpu_now(), el;
    long games = 0, steps = 0;
    do {
        new_game(&s, 4, (uint64_t)games, NULL);
        steps += playout(&s, &r);
        games++;
        el = cpu_now() - t0;
    } while (el < 0.5);
    printf("madcity: %.1f random 4-player base games per CPU second (%.0f actions/s)\n",
           (double)games / el, (double)steps / el);
    t0 = cpu_now();
    games = steps = 0;
    do {
        new_game(&s, 4, (uint64_t)games, NULL);
        while (s.phase != MADCITY_PH_OVER) {
            game_turn t = G->turn(&s);
            if (t.mask) {
                int cand[GAME_MAX_PLAYERS], nc = 0;
                for (int p = 0; p < s.players; p++)
                    if (t.mask & (1u << p)) cand[nc++] = p;
                int p = cand[rng_below(&r, (uint32_t)nc)];
                G->apply(&s, p, madcity_random_action(&s, p, &r), NULL, 0);
                steps++;
            }
            G->tick(&s);
        }
        games++;
        el = cpu_now() - t0;
    } while (el < 0.5);
    printf("madcity: %.1f random 4-player base games per CPU second with madcity_random_action "
           "(%.0f actions/s)\n",
           (double)games / el, (double)steps / el);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tile_statistics),
        cmocka_unit_test(test_tiles_json),
        cmocka_unit_test(test_bands_reachable),
        cmocka_unit_test(test_zone_tables),
        cmocka_unit_test(test_zone_example),
        cmocka_unit_test(test_ranger_example),
        cmocka_unit_test(test_longest_roads),
        cmocka_unit_test(test_contractors),
        cmocka_unit_test(test_standard_tokens),
        cmocka_unit_test(test_tree),
        cmocka_unit_test(test_timer_and_fill),
        cmocka_unit_test(test_fill_uses_hand_only),
        cmocka_unit_test(test_done_and_barriers),
        cmocka_unit_test(test_building),
        cmocka_unit_test(test_legal_sorted),
        cmocka_unit_test(test_text),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_solo_position),
        cmocka_unit_test(test_game_end),
        cmocka_unit_test(test_variants),
        cmocka_unit_test(test_views),
        cmocka_unit_test(test_puzzle),
        cmocka_unit_test(test_advanced_puzzle),
        cmocka_unit_test(test_speed),
        cmocka_unit_test(test_replay),
        cmocka_unit_test(test_golden_replay),
        cmocka_unit_test(test_random_action),
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_heuristic),
        cmocka_unit_test(test_search_and_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
