/* test_madcity_combine.c: Mad City rulings of issue 14. The Park Ranger tree ends the holder's
 * building but not its contractors (decision 7: rules, legal lists, random playouts, bots); the
 * scoring tokens' requirement N is N zones spent before the category scores, not N-1 (decision
 * 13); the variants combine as the rulebook allows (decisions 16-17: the divider with an extra
 * tile; draw 10 and the common tile are one or the other), in options, setup values, positions,
 * saves (older saves' "variant":"divider" still load) and a whole game of bots. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/racer.h"
#include "match/table.h"
#include "core/rng.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static game_action acts[GAME_MAX_ACTIONS];
static char why[GAME_REASON_LEN];

static bool params(game_params *p, int players, const char *const *opts)
{
    game_params_default(G, p, players);
    for (int i = 0; opts && opts[i]; i++)
        if (!game_params_set(G, p, opts[i], why, sizeof why)) return false;
    return game_validate(G, p, why, sizeof why);
}

static void new_game(madcity_state *s, int players, uint64_t seed, const char *const *opts)
{
    game_params p;
    if (!params(&p, players, opts)) fail_msg("%s", why);
    G->setup(s, &p, seed);
}

static void play(madcity_state *s, int p, game_action a)
{
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED) {
        char t[GAME_ACTION_TEXT];
        G->action_to_text(s, a, t, sizeof t);
        fail_msg("seat %d: %s refused: %s", p, t, why);
    }
}

static void refused(madcity_state *s, int p, game_action a, const char *part)
{
    madcity_state keep = *s;
    assert_int_equal(G->apply(s, p, a, why, sizeof why), GAME_REFUSED);
    if (!strstr(why, part)) fail_msg("reason '%s' lacks '%s'", why, part);
    assert_memory_equal(&keep, s, sizeof keep);
}

static void all_ready(madcity_state *s)
{
    for (int p = 0; p < s->players; p++)
        if (G->turn(s).mask & (1u << p)) play(s, p, MADCITY_ACTION(MADCITY_ACT_READY, 0));
    assert_int_equal(s->phase, MADCITY_PH_RACE);
}

static void build_all(madcity_state *s, int p)
{
    for (int c = 0; c < s->ncells; c++) play(s, p, MADCITY_PLACE(s->hand[p][0], c, 0));
}

static bool listed(const madcity_state *s, int p, int kind)
{
    int n = G->legal_actions(s, p, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (MADCITY_A_KIND(acts[i]) == kind) return true;
    return false;
}

/* ---- decision 7: the tree ends building, not contractors ------------------------------------ */
static void test_tree_holder_takes_contractors(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 3, 5, (const char *const[]){"game=standard", NULL});
    all_ready(&s);
    build_all(&s, 0);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    assert_int_equal(s.tree, 0);
    assert_true(madcity_holds_tree(&s, 0));
    /* still racing: the seat is not done, the round goes on */
    assert_false(s.done & 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    assert_true(G->turn(&s).mask & 1);
    assert_true(madcity_may_claim(&s, 0));
    /* its legal list: contractors and done, nothing that builds, no second tree */
    assert_true(listed(&s, 0, MADCITY_ACT_CLAIM));
    assert_true(listed(&s, 0, MADCITY_ACT_DONE));
    for (int k = MADCITY_ACT_PLACE; k <= MADCITY_ACT_SWAP; k++) assert_false(listed(&s, 0, k));
    assert_false(listed(&s, 0, MADCITY_ACT_TREE));
    refused(&s, 0, MADCITY_ACTION(MADCITY_ACT_ROTATE, 4), "may not build");
    refused(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0), "already");
    /* the fast playout draws only from that list */
    rng_state r;
    rng_seed(&r, 3);
    for (int i = 0; i < 2000; i++) {
        game_action a = madcity_random_action(&s, 0, &r);
        int k = MADCITY_A_KIND(a);
        assert_true(k == MADCITY_ACT_CLAIM || k == MADCITY_ACT_DONE);
    }
    /* the old code refused this: "You hold the Park Ranger tree: your city is finished." */
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 0));
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 2));
    assert_int_equal(s.claims[0], 5);
    /* until the timer runs out: the others done, the holder still may claim; time ends it */
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    play(&s, 2, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    /* a save of the old rules said ready here (its round had ended): refused, saying why */
    refused(&s, 1, MADCITY_ACTION(MADCITY_ACT_READY, 0), "save made before this rule");
    while (s.timer > 1) G->tick(&s);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 1));
    G->tick(&s);
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.claims[0], 7); /* revealed at scoring */

    /* a holder with every contractor palmed has nothing left: done at once */
    new_game(&s, 2, 6, (const char *const[]){"game=standard", NULL});
    all_ready(&s);
    build_all(&s, 1);
    for (int k = 0; k < 4; k++) play(&s, 1, MADCITY_ACTION(MADCITY_ACT_CLAIM, k));
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    assert_true(s.done & 2);
    /* the last contractor after the tree finishes the holder too, and can end the round */
    new_game(&s, 2, 7, (const char *const[]){"game=standard", NULL});
    all_ready(&s);
    build_all(&s, 0);
    for (int k = 0; k < 3; k++) play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, k));
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 3));
    assert_int_equal(s.phase, MADCITY_PH_READY);

    /* the base game has no contractors: the tree is the holder's last move, as before */
    new_game(&s, 2, 8, NULL);
    all_ready(&s);
    build_all(&s, 0);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    assert_true(s.done & 1);
    assert_false(madcity_may_claim(&s, 0));
    refused(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 0), "Park Ranger tree");
}

/* Bots of the Standard game that hold the tree still palm contractors when it pays: over these
 * games some claims come after the holder's tree. */
typedef struct bot_tally {
    int trees, after_tree, rounds;
} bot_tally;

static void tally_game(uint64_t seed, int players, match_level level, bot_tally *t)
{
    game_params p;
    assert_true(params(&p, players, (const char *const[]){"game=standard", NULL}));
    match_seat seats[GAME_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < players; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "bot %d", i + 1);
        seats[i].kind = MATCH_BOT;
        seats[i].level = i == 0 ? level : MATCH_LEVEL_NORMAL;
        seats[i].colour = seats[i].symbol = i;
    }
    match *m = match_create(G, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(match_game(m)));
    assert_non_null(d);
    const madcity_state *s = match_state(m);
    int seen = 0;
    for (long f = 0; !match_is_over(m); f++) {
        table_step(d);
        assert_true(f < 40L * 40 * MADCITY_TICK_HZ);
        for (int n = match_log_count(m); seen < n; seen++) {
            const match_entry *e = match_log_at(m, seen);
            int k = MADCITY_A_KIND(e->action);
            if (k == MADCITY_ACT_TREE) t->trees++;
            if (k != MADCITY_ACT_CLAIM) continue;
            /* after its own tree this round? (back to the round's start) */
            for (int j = seen - 1; j >= 0; j--) {
                const match_entry *o = match_log_at(m, j);
                if (MADCITY_A_KIND(o->action) == MADCITY_ACT_READY) break;
                if (o->seat == e->seat && MADCITY_A_KIND(o->action) == MADCITY_ACT_TREE) {
                    t->after_tree++;
                    break;
                }
            }
        }
    }
    assert_int_equal(table_refused(d), 0);
    t->rounds += s->round;
    table_destroy(d);
    match_destroy(m);
}

static void test_bots_claim_after_tree(void **st)
{
    (void)st;
    bot_tally t = {0};
    for (int g = 0; g < 4; g++) tally_game(400 + (uint64_t)g, 3, MATCH_LEVEL_HARD, &t);
    printf("[ mad holder ] 4 Standard games of 3 bots: %d rounds, %d trees, %d contractors "
           "palmed by the tree holder after its tree\n",
           t.rounds, t.trees, t.after_tree);
    assert_true(t.trees > 0);
    assert_true(t.after_tree > 0); /* 0 on the old rules: the holder was done */
}

/* ---- decision 13: N zones spent, the next one scores --------------------------------------- */
/* A city for seat 0 with exactly one red zone of 6-8 factories (band 2), found by a seeded search
 * over random grids. */
static int one_red_band2(madcity_state *s)
{
    rng_state r;
    rng_seed(&r, 1414);
    uint8_t bag[MADCITY_TILES];
    for (int tries = 0; tries < 200000; tries++) {
        for (int i = 0; i < MADCITY_TILES; i++) bag[i] = (uint8_t)i;
        rng_shuffle(&r, bag, MADCITY_TILES, 1);
        for (int c = 0; c < s->ncells; c++)
            s->grid[0][c] = (madcity_cell){bag[c], (uint8_t)rng_below(&r, 4)};
        madcity_city city;
        madcity_analyse(s->grid[0], s->side, &city);
        int found = -1, n = 0;
        for (int z = 0; z < city.nzones; z++)
            if (city.zone[z].colour == MADCITY_RED &&
                madcity_band(MADCITY_RED, city.zone[z].buildings) == 2)
                found = z, n++;
        if (n == 1) return found;
    }
    fail_msg("no city with one red 6-8 zone");
    return -1;
}

static void test_token_needs_n_zones(void **st)
{
    (void)st;
    /* the rulebook's table, in token order: yellow 3-6, 7-12, 13+; red 2-5, 6-8, 9+; blue 2-4,
     * 5-7, 8+ */
    static const uint8_t need[MADCITY_CATS] = {5, 3, 2, 5, 1, 0, 2, 1, 0};
    assert_memory_equal(madcity_token_need, need, MADCITY_CATS);
    madcity_state s;
    new_game(&s, 2, 9, (const char *const[]){"game=standard", NULL});
    int z = one_red_band2(&s);
    s.round = 1;
    s.phase = MADCITY_PH_READY;
    madcity_city city[GAME_MAX_PLAYERS];
    /* "1 zone" (red 6-8): the first such zone goes to the token, which flips; N-1 would score it
     * at once, like the "none" categories ("Two zones still score immediately") */
    memset(s.tokens_before[0], 0, MADCITY_CATS);
    s.tokens_before[0][MADCITY_RED * 3 + 1] = 1;
    madcity_score_round(&s, true);
    madcity_round_cities(&s, city);
    assert_int_equal(city[0].zone[z].points, 0);
    assert_int_equal(city[0].zone[z].token, 1);
    assert_int_equal(s.tokens[0][MADCITY_RED * 3 + 1], 0);
    int spent = s.hist[0][0];
    /* flipped: the next one scores the table's points */
    memcpy(s.tokens_before[0], s.tokens[0], MADCITY_CATS);
    s.round = 2;
    madcity_score_round(&s, true);
    madcity_round_cities(&s, city);
    int pts = madcity_zone_table(MADCITY_RED, city[0].zone[z].buildings);
    assert_int_equal(pts, 4);
    assert_int_equal(city[0].zone[z].points, pts);
    assert_int_equal(s.hist[1][0], spent + pts);
    /* "5 zones" (here red 6-8 set to 5): five rounds spend it, the sixth scores */
    memset(s.tokens_before[0], 0, MADCITY_CATS);
    s.tokens_before[0][MADCITY_RED * 3 + 1] = 5;
    for (int round = 1; round <= 6; round++) {
        s.round = (uint8_t)round;
        madcity_score_round(&s, true);
        madcity_round_cities(&s, city);
        assert_int_equal(city[0].zone[z].points, round <= 5 ? 0 : pts);
        memcpy(s.tokens_before[0], s.tokens[0], MADCITY_CATS);
    }
}

/* ---- decisions 16-17: the variants combined ---------------------------------------------- */
static void test_combinations(void **st)
{
    (void)st;
    game_params p;
    /* the divider goes with either extra tile, in the base and the Standard game */
    assert_true(params(&p, 2, (const char *const[]){"divider=on", "variant=draw10", NULL}));
    assert_true(params(&p, 2, (const char *const[]){"divider=on", "variant=common", NULL}));
    assert_true(params(
        &p, 2, (const char *const[]){"divider=on", "variant=draw10", "game=standard", NULL}));
    assert_true(params(&p, 2, (const char *const[]){"divider=on", "short=on", NULL}));
    /* what stays refused, with the reason */
    assert_false(params(&p, 3, (const char *const[]){"divider=on", NULL}));
    assert_non_null(strstr(why, "two players"));
    assert_false(params(&p, 1, (const char *const[]){"divider=on", NULL}));
    assert_false(params(&p, 6, (const char *const[]){"variant=draw10", NULL}));
    assert_false(params(
        &p, 2, (const char *const[]){"divider=on", "variant=draw10", "one_at_a_time=on", NULL}));
    assert_non_null(strstr(why, "divider"));
    /* draw 10 and the common tile are one option's values: one or the other, never both */
    const game_option_def *o = &G->options[MADCITY_OPT_VARIANT];
    assert_int_equal(o->kind, GAME_OPT_CHOICE);
    assert_string_equal(G->options[MADCITY_OPT_DIVIDER].key, "divider");

    /* a game: ten tiles each, the other city hidden while building, shown at scoring */
    madcity_state s, v;
    new_game(&s, 2, 11,
             (const char *const[]){"divider=on", "variant=draw10", "game=standard", NULL});
    assert_int_equal(s.divider, 1);
    assert_int_equal(s.variant, MADCITY_VAR_DRAW10);
    all_ready(&s);
    assert_int_equal(s.nhand[0], 10);
    assert_int_equal(s.nhand[1], 10);
    assert_int_equal(s.common, MADCITY_NONE);
    play(&s, 1, MADCITY_PLACE(s.hand[1][0], 4, 1));
    G->view(&s, 0, &v);
    assert_int_equal(v.grid[1][4].tile, MADCITY_HIDDEN);
    for (int i = 0; i < v.nhand[1]; i++) assert_int_equal(v.hand[1][i], MADCITY_HIDDEN);
    assert_int_equal(v.grid[0][0].tile, s.grid[0][0].tile);
    build_all(&s, 0);
    assert_int_equal(s.nhand[0], 1); /* nine used, one left out */
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    assert_int_equal(s.phase, MADCITY_PH_READY);
    G->view(&s, 0, &v);
    assert_memory_equal(v.grid[1], s.grid[1], sizeof v.grid[1]);

    /* the divider with the common tile: the common tile is public, the swap works */
    new_game(&s, 2, 12, (const char *const[]){"divider=on", "variant=common", NULL});
    all_ready(&s);
    assert_int_equal(s.nhand[0], 9);
    assert_true(s.common < MADCITY_TILES);
    G->view(&s, 1, &v);
    assert_int_equal(v.common, s.common);
    uint8_t common = s.common, give = s.hand[0][2];
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_SWAP, give));
    assert_int_equal(s.common, give);
    G->view(&s, 1, &v);
    assert_int_equal(v.common, give);
    assert_int_equal(v.hand[0][0], MADCITY_HIDDEN);
    (void)common;

    /* a position file may combine them too */
    static const char pos[] =
        "{\"game\":\"madcity\",\"players\":%d,\"options\":{\"divider\":true,\"variant\":"
        "\"common\"},\"cities\":[[[\"44 r180\",\"32\",\"14\"],[\"21\",\"25\",\"10\"],"
        "[\"28\",\"50\",\"27\"]],[[\"5\",\"8\",\"3\"],[\"24\",\"1\",\"30\"],[\"26\",\"41\","
        "\"4\"]]%s]}";
    char text[1024];
    snprintf(text, sizeof text, pos, 2, "");
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    if (!G->load_position(&s, j, why, sizeof why)) fail_msg("%s", why);
    assert_int_equal(s.divider, 1);
    assert_int_equal(s.variant, MADCITY_VAR_COMMON);
    cJSON_Delete(j);
    snprintf(text, sizeof text, pos, 3,
             ",[[\"2\",\"6\",\"7\"],[\"9\",\"11\",\"12\"],[\"13\",\"15\",\"16\"]]");
    j = cJSON_Parse(text);
    assert_false(G->load_position(&s, j, why, sizeof why));
    assert_non_null(strstr(why, "two players"));
    cJSON_Delete(j);
}

/* An older save's "variant":"divider" is the divider alone; a new save writes both options. */
static void test_saves(void **st)
{
    (void)st;
    static const char old[] =
        "{\"format\":\"citybox-save\",\"version\":1,\"game\":\"madcity\",\"options\":{\"game\":"
        "\"base\",\"short\":false,\"variant\":\"divider\",\"solo\":\"puzzle\"},\"players\":2,"
        "\"seats\":[{\"name\":\"A\",\"kind\":\"human\",\"level\":\"normal\",\"colour\":0,"
        "\"symbol\":0},{\"name\":\"B\",\"kind\":\"human\",\"level\":\"normal\",\"colour\":1,"
        "\"symbol\":1}],\"seed\":\"77\",\"ticks\":3,\"log\":[{\"t\":1,\"s\":0,\"a\":\"ready\"},"
        "{\"t\":2,\"s\":1,\"a\":\"ready\"}]}";
    match *m = match_load_json(old, sizeof old - 1, why, sizeof why);
    if (!m) fail_msg("%s", why);
    const madcity_state *s = match_state(m);
    assert_int_equal(s->divider, 1);
    assert_int_equal(s->variant, MADCITY_VAR_NONE);
    assert_int_equal(s->nhand[0], 9);
    madcity_state v;
    match_view(m, 0, &v);
    assert_int_equal(v.hand[1][0], MADCITY_HIDDEN);
    match_destroy(m);

    game_params p;
    assert_true(params(&p, 2, (const char *const[]){"divider=on", "variant=draw10", NULL}));
    match_seat seats[2];
    match_default_seats(G, 2, seats);
    m = match_create(G, &p, seats, 5, why, sizeof why);
    assert_non_null(m);
    char *text = match_save_json(m);
    assert_non_null(strstr(text, "\"divider\":true"));
    assert_non_null(strstr(text, "\"variant\":\"draw10\""));
    match *back = match_load_json(text, strlen(text), why, sizeof why);
    if (!back) fail_msg("%s", why);
    assert_int_equal(((const madcity_state *)match_state(back))->divider, 1);
    assert_int_equal(((const madcity_state *)match_state(back))->variant, MADCITY_VAR_DRAW10);
    free(text);
    match_destroy(back);
    match_destroy(m);
}

/* A 2-player Standard game with the divider and draw 10, played to the end by bots through the
 * table's real time (match/table.h), twice: the same hashes; its save replays to the same end. Bots
 * never see the other city while building. */
static uint64_t bot_game(uint64_t seed, char **save, int *rounds)
{
    game_params p;
    assert_true(params(
        &p, 2, (const char *const[]){"divider=on", "variant=draw10", "game=standard", NULL}));
    match_seat seats[2];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < 2; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "bot %d", i + 1);
        seats[i].kind = MATCH_BOT;
        seats[i].level = i ? MATCH_LEVEL_HARD : MATCH_LEVEL_NORMAL;
        seats[i].colour = seats[i].symbol = i;
    }
    match *m = match_create(G, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(match_game(m)));
    assert_non_null(d);
    const madcity_state *s = match_state(m);
    madcity_state v;
    int hidden_seen = 0;
    for (long f = 0; !match_is_over(m); f++) {
        table_step(d);
        assert_true(f < 60L * 40 * MADCITY_TICK_HZ);
        if (s->phase != MADCITY_PH_RACE) continue;
        assert_int_equal(s->nhand[0] + madcity_filled(s, 0), 10);
        match_view(m, 0, &v);
        for (int c = 0; c < v.ncells; c++)
            if (s->grid[1][c].tile != MADCITY_NONE) {
                assert_int_equal(v.grid[1][c].tile, MADCITY_HIDDEN);
                hidden_seen++;
            }
    }
    assert_true(hidden_seen > 0);
    assert_int_equal(table_refused(d), 0);
    *rounds = s->round;
    game_score sc;
    match_score(m, &sc);
    assert_true(sc.total[0] >= 100 || sc.total[1] >= 100);
    uint64_t h = match_hash(m);
    *save = match_save_json(m);
    table_destroy(d);
    match_destroy(m);
    return h;
}

static void test_combined_bot_game(void **st)
{
    (void)st;
    char *a = NULL, *b = NULL;
    int ra = 0, rb = 0;
    uint64_t ha = bot_game(2026, &a, &ra), hb = bot_game(2026, &b, &rb);
    assert_true(ha == hb);
    assert_string_equal(a, b);
    match *m = match_load_json(a, strlen(a), why, sizeof why);
    if (!m) fail_msg("%s", why);
    assert_true(match_is_over(m));
    assert_true(match_hash(m) == ha);
    printf("[ mad combined ] divider + draw 10, Standard game, 2 bots: over after %d rounds, "
           "hash %016llx, replayed from its save\n",
           ra, (unsigned long long)ha);
    match_destroy(m);
    free(a);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tree_holder_takes_contractors),
        cmocka_unit_test(test_bots_claim_after_tree),
        cmocka_unit_test(test_token_needs_n_zones),
        cmocka_unit_test(test_combinations),
        cmocka_unit_test(test_saves),
        cmocka_unit_test(test_combined_bot_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
