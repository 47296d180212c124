/* test_madcity_breakdown.c: the round's breakdown a player reads between rounds adds up, and the
 * move log's phrases say what happened and nothing hidden.
 * Breakdown (madcity_round_breakdown, the very data the board draws): over thousands of random
 * rounds (race, standard game with tokens and contractors, solitaire, tie-breaks, the 50-point
 * rule) every seat's lines add up to the round's points (s->hist), the round and the points
 * before it to the total, and the chips (size, points each, how many) to the Zones line: no zone
 * is left out (the old board dropped the chips that did not fit its tray) and no lake or park is
 * among them (the Park Ranger's chips made them add up to more than "Zones", play-through FR-3).
 * Move log (game_def.describe): a placement, a move, a swap, a turn, a return, a claim, the tree,
 * done and ready each have their phrase, with the cell when every seat sees that city, without
 * it behind the divider, and a claim never says which contractor. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/rng.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include <stdio.h>
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static game_score sc;

static void new_game(madcity_state *s, int players, uint64_t seed, const char *opt)
{
    char why[GAME_REASON_LEN];
    game_params p;
    game_params_default(G, &p, players);
    if (opt) assert_true(game_params_set(G, &p, opt, why, sizeof why));
    if (!game_validate(G, &p, why, sizeof why)) fail_msg("%s", why);
    G->setup(s, &p, seed);
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
        s->grid[p][c].tile = rng_below(r, 12) == 0 ? MADCITY_NONE : t;
        s->grid[p][c].rot = (uint8_t)rng_below(r, 4);
    }
}

/* ---- the breakdown ----------------------------------------------------------------------------
 */
static void check_breakdown(const madcity_state *s)
{
    memset(&sc, 0, sizeof sc);
    G->score(s, &sc);
    for (int p = 0; p < s->players; p++) {
        madcity_breakdown bd;
        madcity_round_breakdown(s, &sc, p, &bd);
        assert_int_equal(bd.round, s->round);
        assert_int_equal(bd.total, s->total[p]);
        if (bd.sits_out) {
            assert_false(s->in_round & (1u << p));
            continue;
        }
        int sum = 0, zones = 0, chips_zones = 0;
        for (int k = 0; k < bd.ngroups; k++) {
            sum += bd.points[k];
            if (bd.group[k] == MADCITY_G_ZONES) zones = bd.points[k];
        }
        for (int i = 0; i < bd.nchips; i++) {
            const madcity_chip *c = &bd.chip[i];
            assert_true(c->count >= 1 && c->points != 0);
            assert_true(c->colour < MADCITY_LAKE); /* the Park Ranger's lakes and parks: its line */
            for (int j = 0; j < i; j++)            /* equal chips are one chip with its count */
                assert_false(bd.chip[j].colour == c->colour && bd.chip[j].size == c->size &&
                             bd.chip[j].points == c->points);
            chips_zones += c->points * c->count;
        }
        assert_int_equal(sum, bd.round_points);
        assert_int_equal(bd.round_points, s->hist[s->round - 1][p]);
        assert_int_equal(s->before[p] + bd.round_points, bd.total);
        assert_int_equal(sc.total[p], bd.total);
        assert_int_equal(chips_zones, zones);
    }
}

static void test_breakdown_adds_up(void **st)
{
    (void)st;
    static const char *const opts[] = {NULL, "game=standard", "solo=puzzle", "solo=speed"};
    rng_state r;
    rng_seed(&r, 2026);
    madcity_state s;
    int chips = 0, merged = 0;
    for (int k = 0; k < 4000; k++) {
        const char *opt = opts[k % 4];
        int players = opt && opt[0] == 's' ? 1 : 2 + (int)rng_below(&r, 5);
        new_game(&s, players, (uint64_t)k, opt);
        s.round = (uint8_t)(1 + rng_below(&r, 3));
        s.in_round = (uint8_t)((1u << players) - 1);
        if (players > 2 && rng_below(&r, 4) == 0) s.in_round &= (uint8_t)(~(1u << 1));
        s.tree = rng_below(&r, 3) ? (uint8_t)rng_below(&r, (uint32_t)players) : MADCITY_NONE;
        for (int p = 0; p < players; p++) {
            random_city(&s, p, &r);
            s.before[p] = 0; /* the rounds before, some past 50 points (the Park Ranger rule) */
            for (int q = 0; q + 1 < s.round; q++) {
                s.hist[q][p] = (int16_t)rng_below(&r, 40);
                s.before[p] = (int16_t)(s.before[p] + s.hist[q][p]);
            }
            if (s.mode == MADCITY_MODE_STANDARD || players == 1)
                for (int t = 0; t < MADCITY_CATS; t++)
                    s.tokens_before[p][t] = (uint8_t)rng_below(&r, madcity_token_need[t] + 1u);
            if (s.mode == MADCITY_MODE_STANDARD) s.claims[p] = (uint8_t)rng_below(&r, 16);
        }
        madcity_score_round(&s, true);
        s.phase = MADCITY_PH_READY;
        check_breakdown(&s);
        for (int p = 0; p < players; p++) {
            madcity_breakdown bd;
            madcity_round_breakdown(&s, &sc, p, &bd);
            chips += bd.nchips;
            for (int i = 0; i < bd.nchips; i++) merged += bd.chip[i].count > 1;
        }
    }
    assert_true(chips > 10000 && merged > 1000); /* the test saw what it checks */
}

/* The round Chloé scored in a 1280x720 race (the one that showed "Zones +36" over chips adding
 * to 27): every zone is in the breakdown. */
static void test_breakdown_of_a_real_round(void **st)
{
    (void)st;
    madcity_state s;
    rng_state r;
    rng_seed(&r, 5);
    new_game(&s, 3, 42, NULL);
    s.round = 1;
    s.in_round = 7;
    s.tree = 2;
    for (int p = 0; p < 3; p++) random_city(&s, p, &r);
    madcity_score_round(&s, true);
    s.phase = MADCITY_PH_READY;
    check_breakdown(&s);
}

/* ---- the move log -----------------------------------------------------------------------------
 */
static char said[128];

static const char *describe(const madcity_state *before, const madcity_state *after, int seat,
                            game_action a)
{
    assert_non_null(G->describe);
    int n = G->describe(before, after, seat, a, said, sizeof said);
    assert_true(n > 0 && (size_t)n < sizeof said);
    return said;
}

/* Applies a to s as seat; returns the phrase. */
static const char *play(madcity_state *s, int seat, game_action a)
{
    static madcity_state before;
    char why[GAME_REASON_LEN];
    before = *s;
    if (G->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
    return describe(&before, s, seat, a);
}

static void to_race(madcity_state *s)
{
    char why[GAME_REASON_LEN];
    for (int p = 0; p < s->players; p++)
        if (s->phase == MADCITY_PH_READY && !(s->ready & (1u << p)))
            assert_int_not_equal(
                G->apply(s, p, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                GAME_REFUSED);
    assert_int_not_equal(s->phase, MADCITY_PH_READY);
}

static void test_describe_the_race(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 9, "game=standard");
    char why[GAME_REASON_LEN];
    madcity_state before = s;
    assert_int_not_equal(G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                         GAME_REFUSED);
    assert_string_equal(describe(&before, &s, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0)),
                        "is ready for the next race");
    to_race(&s);
    int t0 = s.hand[0][0], t1 = s.hand[0][1];
    assert_string_equal(play(&s, 0, MADCITY_PLACE(t0, 4, 1)), "places a tile on B2");
    assert_string_equal(play(&s, 0, MADCITY_ACTION(MADCITY_ACT_ROTATE, 4)), "turns the tile on B2");
    assert_string_equal(play(&s, 0, MADCITY_MOVE(4, 0)), "moves a tile from B2 to A1");
    assert_string_equal(play(&s, 0, MADCITY_PLACE(t1, 8, 0)), "places a tile on C3");
    assert_string_equal(play(&s, 0, MADCITY_MOVE(0, 8)), "swaps the tiles on A1 and C3");
    assert_string_equal(play(&s, 0, MADCITY_ACTION(MADCITY_ACT_RETURN, 8)),
                        "takes back the tile on C3");
    /* a contractor is claimed in secret */
    const char *c = play(&s, 1, MADCITY_ACTION(MADCITY_ACT_CLAIM, 2));
    assert_string_equal(c, "claims a contractor");
    for (int k = 0; k < 4; k++) assert_null(strstr(c, madcity_claim_keys[k]));
    /* fill seat 1's city, grab the tree; seat 0 is done */
    for (int cell = 0; cell < s.ncells; cell++) play(&s, 1, MADCITY_PLACE(s.hand[1][0], cell, 0));
    assert_string_equal(play(&s, 1, MADCITY_ACTION(MADCITY_ACT_TREE, 0)),
                        "grabs the Park Ranger tree");
    for (int cell = 0; cell < s.ncells; cell++)
        if (s.grid[0][cell].tile == MADCITY_NONE) play(&s, 0, MADCITY_PLACE(s.hand[0][0], cell, 0));
    assert_string_equal(play(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0)), "has finished building");
}

static void test_describe_behind_the_divider(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 2, 3, "variant=divider");
    to_race(&s);
    const char *p = play(&s, 1, MADCITY_PLACE(s.hand[1][0], 4, 0));
    assert_string_equal(p, "places a tile");
    assert_string_equal(play(&s, 1, MADCITY_ACTION(MADCITY_ACT_ROTATE, 4)), "turns a tile");
    assert_string_equal(play(&s, 1, MADCITY_MOVE(4, 2)), "moves a tile");
    assert_string_equal(play(&s, 1, MADCITY_ACTION(MADCITY_ACT_RETURN, 2)), "takes back a tile");
}

static void test_describe_solitaire(void **st)
{
    (void)st;
    madcity_state s;
    new_game(&s, 1, 4, "solo=puzzle");
    to_race(&s);
    game_action legal[GAME_MAX_ACTIONS];
    int n = G->legal_actions(&s, 0, legal, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    /* whatever comes first: a placement names its cell (a solitaire city is public) */
    for (int i = 0; i < n; i++)
        if (MADCITY_A_KIND(legal[i]) == MADCITY_ACT_PLACE) {
            char cell[8], want[64];
            madcity_cell_name(s.side, (MADCITY_A_ARG(legal[i]) >> 2) & 63, cell, sizeof cell);
            snprintf(want, sizeof want, "places a tile on %s", cell);
            assert_string_equal(play(&s, 0, legal[i]), want);
            return;
        }
    fail_msg("no placement in the puzzle's first legal actions");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_breakdown_adds_up),
        cmocka_unit_test(test_breakdown_of_a_real_round),
        cmocka_unit_test(test_describe_the_race),
        cmocka_unit_test(test_describe_behind_the_divider),
        cmocka_unit_test(test_describe_solitaire),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
