/* test_mycity_rulebook.c: the points of issue 14 where My City now follows its rulebook (004):
 * equal prestige shares the win (the old tie-break is an option, off by default, that saves and
 * position files carry; older saves keep it or are refused), the City Dump is drawn from the cup
 * with the other landmarks (so one of the 17 stays out on 8x8), a zone next to slums may go
 * below 0 access, and a position's seed must be a whole number in range. The winners of random
 * games are checked against an independent count written from the rulebook text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "core/rng.h"
#include "games/game.h"
#include "games/mycity/rules/mycity.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const game_def mycity_game;
static const game_def *G = &mycity_game;
static game_score sc;

static void params(game_params *p, int players, const char *const *opts)
{
    char why[GAME_REASON_LEN];
    game_params_default(G, p, players);
    for (int i = 0; opts && opts[i]; i++)
        if (!game_params_set(G, p, opts[i], why, sizeof why)) fail_msg("%s: %s", opts[i], why);
    assert_true(game_validate(G, p, why, sizeof why));
}

static void new_game(mycity_state *s, int players, uint64_t seed, const char *const *opts)
{
    game_params p;
    params(&p, players, opts);
    G->setup(s, &p, seed);
}

static bool load_text(mycity_state *s, const char *text, char *why, size_t n)
{
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    bool ok = G->load_position(s, j, why, n);
    cJSON_Delete(j);
    return ok;
}

static void load_file(mycity_state *s, const char *name)
{
    char path[512], why[GAME_REASON_LEN] = "";
    snprintf(path, sizeof path, "%s/tests/mycity/data/%s", CITYBOX_SOURCE_DIR, name);
    char *t = fs_read_all(path, NULL);
    assert_non_null(t);
    if (!load_text(s, t, why, sizeof why)) fail_msg("%s: %s", name, why);
    free(t);
}

static int sq(const mycity_state *s, const char *name)
{
    int q = mycity_parse_square(s, name);
    assert_true(q >= 0);
    return q;
}

static bool has_reason(const game_score *o, const char *text)
{
    for (int i = 0; i < o->nlines; i++)
        if (strcmp(o->line[i].reason, text) == 0) return true;
    return false;
}

/* Every player's lines add up to their total. */
static void lines_add_up(const game_score *o)
{
    int sum[GAME_MAX_PLAYERS] = {0};
    for (int l = 0; l < o->nlines; l++)
        if (o->line[l].player >= 0) sum[o->line[l].player] += o->line[l].points;
    for (int p = 0; p < o->players; p++) assert_int_equal(sum[p], o->total[p]);
}

static void playout(mycity_state *s, rng_state *r)
{
    char why[GAME_REASON_LEN];
    while (!s->over) {
        game_action a;
        assert_true(game_random_action(G, s, s->to_move, r, &a));
        if (G->apply(s, s->to_move, a, why, sizeof why) == GAME_REFUSED) fail_msg("%s", why);
    }
}

/* ---- the rulebook's count, written from its text alone ------------------------------------- */
/* "A Slum is worth -1 Access points. All Zone counters adjacent to the Slum are worth -1 Access
 * Points": a zone's printed value, -1 for each slum next to it (no floor); a slum itself -1. */
static int rulebook_access(const mycity_state *s, int z)
{
    if (s->sq_kind[z] == MYCITY_SLUM) return -1;
    int v = s->sq_item[z];
    for (int o = 0; o < s->nsq; o++) {
        mycity_bits nb;
        mycity_neighbours(s, z, &nb);
        if (mycity_test(&nb, o) && s->sq_kind[o] == MYCITY_SLUM) v--;
    }
    return v;
}

/* The winners: "Each player adds up all their Prestige Points. The highest score wins." With
 * the tie-break option, among the highest: most landmarks (of positive value) controlled, then
 * most access of one's zones on the board. Landmarks controlled are read from the score lines
 * of group landmarks; access is summed here square by square. */
static uint32_t rulebook_winners(const mycity_state *s, const game_score *o)
{
    int best = -1000000;
    for (int p = 0; p < s->players; p++)
        if (o->total[p] > best) best = o->total[p];
    uint32_t w = 0;
    for (int p = 0; p < s->players; p++)
        if (o->total[p] == best) w |= 1u << p;
    if (!s->opt[MYCITY_OPT_TIEBREAK]) return w;
    int lm[GAME_MAX_PLAYERS] = {0}, acc[GAME_MAX_PLAYERS] = {0};
    for (int l = 0; l < o->nlines; l++)
        if (o->line[l].group == MYCITY_G_LANDMARKS && o->line[l].player >= 0 &&
            o->line[l].points > 0)
            lm[o->line[l].player]++;
    for (int z = 0; z < s->nsq; z++)
        if (s->sq_kind[z] < MYCITY_KINDS) acc[s->sq_owner[z]] += rulebook_access(s, z);
    int bl = -1, ba = -1000000;
    for (int p = 0; p < s->players; p++)
        if ((w >> p & 1) && lm[p] > bl) bl = lm[p];
    for (int p = 0; p < s->players; p++)
        if ((w >> p & 1) && lm[p] != bl) w &= ~(1u << p);
    for (int p = 0; p < s->players; p++)
        if ((w >> p & 1) && acc[p] > ba) ba = acc[p];
    for (int p = 0; p < s->players; p++)
        if ((w >> p & 1) && acc[p] != ba) w &= ~(1u << p);
    return w;
}

/* ---- the winner ---------------------------------------------------------------------------- */
static void test_shared_win_default(void **st)
{
    (void)st;
    game_params p;
    game_params_default(G, &p, 2);
    assert_int_equal(p.opt[MYCITY_OPT_TIEBREAK], 0);
    assert_string_equal(G->options[MYCITY_OPT_TIEBREAK].key, "tiebreak");
    mycity_state s;
    /* 4 each; Blue controls 2 landmarks (City Hall 3 and Stadium 1), Red 1 (Airport 4) */
    load_file(&s, "tiebreak.json");
    G->score(&s, &sc);
    assert_int_equal(sc.total[0], 4);
    assert_int_equal(sc.total[1], 4);
    assert_int_equal(sc.rank[0], 1);
    assert_int_equal(sc.rank[1], 1);
    assert_int_equal(sc.winners, 3u);
    /* the variant: Blue wins on landmarks controlled */
    load_file(&s, "tiebreak_option.json");
    assert_int_equal(s.opt[MYCITY_OPT_TIEBREAK], 1);
    G->score(&s, &sc);
    assert_int_equal(sc.rank[0], 2);
    assert_int_equal(sc.rank[1], 1);
    assert_int_equal(sc.winners, 2u);
}

/* Random games of 2 to 5 players: the winners are the rulebook's, with and without the option;
 * some games are a shared win by default that the tie-break decides. */
static void test_winners_random(void **st)
{
    (void)st;
    static const char *const plain[] = {NULL}, *const tb[] = {"tiebreak=on", NULL};
    static const char *const slums[] = {"slums=on", "types=on", "parks=on", NULL};
    static const char *const slums_tb[] = {"slums=on", "types=on", "parks=on", "tiebreak=on", NULL};
    const char *const *sets[2][2] = {{plain, tb}, {slums, slums_tb}};
    int shared = 0, decided = 0, games = 0;
    for (int v = 0; v < 2; v++)
        for (uint64_t seed = 1; seed <= 200; seed++) {
            int players = 2 + (int)(seed % 4);
            mycity_state a, b;
            rng_state r1, r2;
            rng_seed(&r1, seed * 7);
            rng_seed(&r2, seed * 7);
            new_game(&a, players, seed, sets[v][0]);
            new_game(&b, players, seed, sets[v][1]);
            playout(&a, &r1);
            playout(&b, &r2); /* the same game: the option changes no move */
            assert_memory_equal(a.sq_item, b.sq_item, sizeof a.sq_item);
            game_score sb;
            G->score(&a, &sc);
            G->score(&b, &sb);
            lines_add_up(&sc);
            assert_memory_equal(sc.total, sb.total, sizeof sc.total);
            assert_int_equal(sc.winners, rulebook_winners(&a, &sc));
            assert_int_equal(sb.winners, rulebook_winners(&b, &sb));
            for (int p = 0; p < players; p++) {
                int above = 0; /* ranks: one more than the seats with more prestige */
                for (int q = 0; q < players; q++) above += sc.total[q] > sc.total[p];
                assert_int_equal(sc.rank[p], 1 + above);
                assert_int_equal(sc.rank[p] == 1, (sc.winners >> p) & 1);
                assert_int_equal(sb.rank[p] == 1, (sb.winners >> p) & 1);
            }
            games++;
            if (__builtin_popcount(sc.winners) > 1) shared++;
            if (__builtin_popcount(sc.winners) > 1 && __builtin_popcount(sb.winners) == 1)
                decided++;
        }
    print_message("%d games: %d shared wins (%.1f %%), %d of them decided by the tie-break\n",
                  games, shared, 100.0 * shared / games, decided);
    assert_true(shared > 0 && decided > 0);
}

/* ---- saves --------------------------------------------------------------------------------- */
static match *played_match(const char *const *opts, int moves)
{
    game_params p;
    params(&p, 2, opts);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(G, 2, seats);
    char why[GAME_REASON_LEN];
    match *m = match_create(G, &p, seats, 11, why, sizeof why);
    assert_non_null(m);
    rng_state r;
    rng_seed(&r, 5);
    for (int i = 0; i < moves; i++) {
        const mycity_state *s = match_state(m);
        game_action a;
        assert_true(game_random_action(G, s, s->to_move, &r, &a));
        assert_true(match_apply(m, s->to_move, a, why, sizeof why) != GAME_REFUSED);
    }
    return m;
}

/* The save's text without its "tiebreak" option: what CityBox wrote before the option. */
static char *older_save(const match *m)
{
    char *text = match_save_json(m);
    assert_non_null(text);
    char *at = strstr(text, ",\"tiebreak\":false");
    if (!at) at = strstr(text, ",\"tiebreak\":true");
    assert_non_null(at);
    char *end = strchr(at + 1, '}');
    memmove(at, end, strlen(end) + 1);
    assert_null(strstr(text, "tiebreak"));
    return text;
}

static void test_saves(void **st)
{
    (void)st;
    static const char *const tb[] = {"tiebreak=on", NULL}, *const dump[] = {"dump=on", NULL};
    char why[GAME_REASON_LEN] = "";
    /* a new save carries the option both ways */
    for (int on = 0; on < 2; on++) {
        match *m = played_match(on ? tb : NULL, 10);
        char *text = match_save_json(m);
        assert_non_null(strstr(text, on ? "\"tiebreak\":true" : "\"tiebreak\":false"));
        match *back = match_load_json(text, strlen(text), why, sizeof why);
        if (!back) fail_msg("%s", why);
        assert_int_equal(match_params(back)->opt[MYCITY_OPT_TIEBREAK], on);
        assert_int_equal(match_hash(back), match_hash(m));
        match_destroy(back);
        free(text);
        match_destroy(m);
    }
    /* an older save (no "tiebreak" key) was played with the tie-break: it keeps it */
    match *m = played_match(NULL, 10);
    char *text = older_save(m);
    match *back = match_load_json(text, strlen(text), why, sizeof why);
    if (!back) fail_msg("%s", why);
    assert_int_equal(match_params(back)->opt[MYCITY_OPT_TIEBREAK], 1);
    assert_int_equal(((const mycity_state *)match_state(back))->opt[MYCITY_OPT_TIEBREAK], 1);
    free(text);
    text = match_save_json(back); /* saved again, it says so */
    assert_non_null(strstr(text, "\"tiebreak\":true"));
    free(text);
    match_destroy(back);
    match_destroy(m);
    /* an older save with the City Dump: its landmarks were dealt another way; refused, why */
    m = played_match(dump, 6);
    text = match_save_json(m);
    back = match_load_json(text, strlen(text), why, sizeof why); /* a new one loads */
    if (!back) fail_msg("%s", why);
    assert_int_equal(match_hash(back), match_hash(m));
    match_destroy(back);
    free(text);
    text = older_save(m);
    why[0] = 0;
    assert_null(match_load_json(text, strlen(text), why, sizeof why));
    if (!strstr(why, "older CityBox") || !strstr(why, "City Dump")) fail_msg("why: %s", why);
    free(text);
    match_destroy(m);
}

/* ---- the City Dump in the cup -------------------------------------------------------------- */
/* "CITY DUMP: Add this to the Landmark counterset." Two landmarks are drawn from the cup for
 * each row: on 8x8, 16 of the 17, so one stays out, the dump as often as any other (1 in 17). */
static void test_dump_in_cup(void **st)
{
    (void)st;
    static const char *const opts[] = {"dump=on", NULL};
    enum { GAMES = 3400 };
    int out[MYCITY_NLM_IDS] = {0};
    mycity_state s;
    for (uint64_t seed = 1; seed <= GAMES; seed++) {
        new_game(&s, 2 + (int)(seed % 3), seed, opts);
        assert_int_equal(mycity_count(&s.lm), 16);
        bool on[MYCITY_NLM_IDS] = {false};
        for (int q = 0; q < s.nsq; q++)
            if (s.sq_kind[q] == MYCITY_SQ_LANDMARK) {
                int id = s.sq_item[q];
                assert_true(id < 16 || id == MYCITY_DUMP);
                assert_false(on[id]); /* each counter once */
                on[id] = true;
            }
        int missing = 0;
        for (int id = 0; id < MYCITY_NLM_IDS; id++)
            if ((id < 16 || id == MYCITY_DUMP) && !on[id]) missing++, out[id]++;
        assert_int_equal(missing, 1);
    }
    print_message("dump left out in %d of %d games (1/17: %d)\n", out[MYCITY_DUMP], GAMES,
                  GAMES / 17);
    /* 200 expected each; binomial sd about 14 */
    assert_in_range(out[MYCITY_DUMP], 130, 270);
    for (int id = 0; id < 16; id++) assert_in_range(out[id], 130, 270);
    /* 12x12: 25 in the cup for 24 places; 10x10: 25 for 20. The cup of each map is the one
     * data/mycity/countersets.json states, plus the dump. */
    char path[512];
    snprintf(path, sizeof path, "%s/data/mycity/countersets.json", CITYBOX_SOURCE_DIR);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    cJSON *json = cJSON_Parse(text);
    free(text);
    const cJSON *cup = cJSON_GetObjectItem(json, "cup");
    assert_int_equal(cJSON_GetObjectItem(cup, "8x8")->valueint + 1, 17);
    static const char *const big[] = {"dump=on", "map=12x12", NULL};
    static const char *const mid[] = {"dump=on", "map=10x10", NULL};
    static const char *const key[2] = {"12x12", "10x10"};
    int dump_out[2] = {0};
    for (int m = 0; m < 2; m++) {
        bool seen[MYCITY_NLM_IDS] = {false};
        int kinds = 0;
        for (uint64_t seed = 1; seed <= 400; seed++) {
            new_game(&s, 2, seed, m ? mid : big);
            assert_int_equal(mycity_count(&s.lm), m ? 20 : 24);
            bool dump = false;
            for (int q = 0; q < s.nsq; q++)
                if (s.sq_kind[q] == MYCITY_SQ_LANDMARK) {
                    dump |= s.sq_item[q] == MYCITY_DUMP;
                    kinds += !seen[s.sq_item[q]];
                    seen[s.sq_item[q]] = true;
                }
            dump_out[m] += !dump;
        }
        assert_int_equal(kinds, cJSON_GetObjectItem(cup, key[m])->valueint + 1);
    }
    cJSON_Delete(json);
    assert_in_range(dump_out[0], 4, 40);   /* 1 in 25: 16 expected */
    assert_in_range(dump_out[1], 50, 110); /* 5 in 25: 80 expected */
    /* without the option no dump, and the same deal as before the change */
    new_game(&s, 2, 1, NULL);
    for (int q = 0; q < s.nsq; q++)
        assert_false(s.sq_kind[q] == MYCITY_SQ_LANDMARK && s.sq_item[q] == MYCITY_DUMP);
}

/* ---- slums below zero ---------------------------------------------------------------------- */
static void test_slum_below_zero(void **st)
{
    (void)st;
    mycity_state s;
    /* Red: Slum B2, Park-1 C2 (next to both slums); Blue: Slum D2, Commercial-3 D1 */
    load_file(&s, "slums_negative.json");
    assert_int_equal(mycity_zone_value(&s, sq(&s, "C2")), -1); /* 1 - 2, not floored at 0 */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "D1")), 2);  /* 3 - 1 */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "B2")), -1); /* a slum */
    for (int z = 0; z < s.nsq; z++)
        if (s.sq_kind[z] < MYCITY_KINDS)
            assert_int_equal(mycity_zone_value(&s, z), rulebook_access(&s, z));
    G->score(&s, &sc);
    /* Zoo at C1: Red -1 - 1 = -2, Blue -1 + 2 = 1 */
    assert_true(has_reason(&sc, "Zoo (2) at C1 — access {1}: 1, {0}: -2"));
    /* Airport at C3: Red -1 - 1 + Residential-1 at B4 = -1; Blue -1 + Industrial-1 at D3 (next
     * to the slum: 0) = -1: nobody has a positive total */
    assert_true(has_reason(&sc, "Airport (4) at C3 — access {0}: -1, {1}: -1"));
    int acc[GAME_MAX_PLAYERS];
    assert_int_equal(mycity_control(&s, sq(&s, "C3"), acc), 0u);
    assert_int_equal(sc.total[0], 0);
    assert_int_equal(sc.total[1], 2);
    lines_add_up(&sc);
}

/* ---- seeds --------------------------------------------------------------------------------- */
static void test_seed_range(void **st)
{
    (void)st;
    static const char *const bad[] = {"-1e300", "1e300", "-1",   "1e15",  "2.5",
                                      "\"7\"",  "true",  "-0.5", "1e-300"};
    static const char *const good[] = {"0", "7", "999999999999999"};
    mycity_state s;
    char text[800], why[GAME_REASON_LEN], board[600] = "";
    for (int r = 0; r < 8; r++)
        snprintf(board + strlen(board), sizeof board - strlen(board), "%s%s", r ? "," : "",
                 "[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"]");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text,
                 "{\"game\":\"mycity\",\"players\":2,\"seed\":%s,\"board\":[%s]}", bad[i], board);
        why[0] = 0;
        assert_false(load_text(&s, text, why, sizeof why));
        if (!strstr(why, "\"seed\"")) fail_msg("seed %s: \"%s\" does not name it", bad[i], why);
    }
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        snprintf(text, sizeof text,
                 "{\"game\":\"mycity\",\"players\":2,\"seed\":%s,\"board\":[%s]}", good[i], board);
        if (!load_text(&s, text, why, sizeof why)) fail_msg("seed %s: %s", good[i], why);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shared_win_default),
        cmocka_unit_test(test_winners_random),
        cmocka_unit_test(test_saves),
        cmocka_unit_test(test_dump_in_cup),
        cmocka_unit_test(test_slum_below_zero),
        cmocka_unit_test(test_seed_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
