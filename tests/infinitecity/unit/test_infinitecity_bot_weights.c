/* test_infinitecity_bot_weights.c: the evaluation is the seats' features weighed by a level's
 * weights (infinitecity_weights; hard's fitted by self-play, tools/infinitecity_bot_tune.c). The
 * features add up to the score; with two groups that a tile would each grow by one point, a weight
 * on the largest group decides which one grows, at normal's and at hard's search; a weight on a
 * kind in hand decides which tile is played; each level has its own. */
#include "infinitecity_fixture.h"

#include "ai/ai.h"
#include "games/infinitecity/bot/infinitecity_bot.h"

/* Seat 1: a row of four (A, y = 0) and a row of three (B, y = 3) joined by seat 2's column at
 * x = -1; a hand of Hotels and a Factory (a point each, no choice in their powers). Growing A or B
 * scores the same point; only the largest group term tells them apart. */
static const char *two_groups =
    "{'players':2,'tiles':["
    "{'at':[0,0],'kind':'housing','tokens':[1]},{'at':[1,0],'kind':'embassy','tokens':[1]},"
    "{'at':[2,0],'kind':'housing','tokens':[1]},{'at':[3,0],'kind':'embassy','tokens':[1]},"
    "{'at':[-1,0],'kind':'bank','tokens':[2]},{'at':[-1,1],'kind':'transit','tokens':[2]},"
    "{'at':[-1,2],'kind':'bank','tokens':[2]},{'at':[-1,3],'kind':'transit','tokens':[2]},"
    "{'at':[0,3],'kind':'housing','tokens':[1]},{'at':[1,3],'kind':'embassy','tokens':[1]},"
    "{'at':[2,3],'kind':'housing','tokens':[1]}],"
    "'hands':[['hotel','hotel','hotel','hotel','factory'],"
    "['port','port','port','bank','bank']],"
    "'deck':['plaza','bank','housing','housing','library','factory','port','port']}";

/* Whether a tile next to slot t has a token of seat q (0-based) and lies on row y. */
static bool next_to_row(int t, int q, int y)
{
    for (int d = 0; d < 4; d++) {
        int n = infinitecity_at(&S, S.tx[t] + infinitecity_dx[d], S.ty[t] + infinitecity_dy[d]);
        if (n >= 0 && S.tok[n][q] && S.ty[n] == y) return true;
    }
    return false;
}

/* The seat's tile played by the search at `level` with weights w (NULL: the level's own). */
static int played_by(ai_level level, const infinitecity_weights *w, uint64_t seed)
{
    char why[GAME_REASON_LEN];
    static infinitecity_state v;
    load(two_groups);
    assert_int_equal(S.cur, 0);
    for (int n = 0; n < 4 && S.cur == 0 && !S.over; n++) {
        G->view(&S, 0, &v);
        game_action a = infinitecity_bot_choose_w(&v, 0, level, seed * 31 + (uint64_t)n, NULL, w);
        assert_true(a != AI_NO_ACTION);
        if (G->apply(&S, 0, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
        if (S.step == INFINITECITY_ST_TURN) break;
    }
    for (int i = 0; i < S.hi; i++)
        if ((S.kind[i] == INFINITECITY_HOTEL || S.kind[i] == INFINITECITY_FACTORY_K) && S.tok[i][0])
            return i;
    fail_msg("no tile played");
    return -1;
}

/* The weights reach the search: a weight on the largest group grows the row of four, a negative
 * one the row of three (the tuning tool plays normal's search with candidate weights so). */
static void test_the_search_follows_its_weights(void **st)
{
    (void)st;
    infinitecity_weights big = infinitecity_weights_normal, small = infinitecity_weights_normal;
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        big.fw[ph][INFINITECITY_F_LARGEST] = 0.5;
        small.fw[ph][INFINITECITY_F_LARGEST] = -0.5;
    }
    for (uint64_t seed = 1; seed <= 3; seed++) {
        assert_true(next_to_row(played_by(AI_NORMAL, &big, seed), 0, 0));
        assert_true(next_to_row(played_by(AI_NORMAL, &small, seed), 0, 3));
        assert_true(next_to_row(played_by(AI_HARD, &big, seed), 0, 0));
        assert_true(next_to_row(played_by(AI_HARD, &small, seed), 0, 3));
    }
}

/* The kinds in hand reach the search: a weight on a Hotel in hand keeps the four Hotels and
 * plays the Factory; a negative one plays a Hotel (both a point on the same spots). */
static void test_the_search_weighs_the_hand(void **st)
{
    (void)st;
    infinitecity_weights keep = infinitecity_weights_normal, shed = infinitecity_weights_normal;
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        keep.fw[ph][INFINITECITY_F_KIND + INFINITECITY_HOTEL] = 5;
        shed.fw[ph][INFINITECITY_F_KIND + INFINITECITY_HOTEL] = -5;
    }
    for (uint64_t seed = 1; seed <= 2; seed++) {
        assert_int_equal(S.kind[played_by(AI_NORMAL, &keep, seed)], INFINITECITY_FACTORY_K);
        assert_int_equal(S.kind[played_by(AI_NORMAL, &shed, seed)], INFINITECITY_HOTEL);
        assert_int_equal(S.kind[played_by(AI_HARD, &keep, seed)], INFINITECITY_FACTORY_K);
        assert_int_equal(S.kind[played_by(AI_HARD, &shed, seed)], INFINITECITY_HOTEL);
    }
}

/* Each level's own weights: infinitecity_bot_eval's default and normal are normal's, hard is
 * hard's, and hard's differ from normal's (a silver ring, the tokens still to play near the end).
 */
static void test_each_level_has_its_weights(void **st)
{
    (void)st;
    load(two_groups);
    assert_true(infinitecity_bot_eval(&S, 0, NULL) ==
                infinitecity_bot_eval(&S, 0, &infinitecity_weights_normal));
    assert_true(infinitecity_bot_eval(&S, 0, &infinitecity_weights_hard) !=
                infinitecity_bot_eval(&S, 0, &infinitecity_weights_normal));
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        assert_true(infinitecity_weights_hard.fw[ph][INFINITECITY_F_RINGS] > 0.5);
        assert_true(infinitecity_weights_normal.fw[ph][INFINITECITY_F_RINGS] == 0);
    }
    assert_true(infinitecity_weights_hard.fw[3][INFINITECITY_F_PLAYABLE] >
                infinitecity_weights_hard.fw[0][INFINITECITY_F_PLAYABLE]);
    /* a tile in hand by its kind: hard's fit keeps the Capitol and plays the Plaza first; normal
     * counts every tile alike */
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        const double *kind = infinitecity_weights_hard.fw[ph] + INFINITECITY_F_KIND;
        assert_true(kind[INFINITECITY_CAPITOL] > kind[INFINITECITY_PLAZA] + 1);
        for (int k = 0; k < INFINITECITY_KINDS; k++)
            assert_true(infinitecity_weights_normal.fw[ph][INFINITECITY_F_KIND + k] == 0);
    }
    static infinitecity_state v;
    G->view(&S, 0, &v);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        assert_int_equal(
            infinitecity_bot_choose(&v, 0, AI_HARD, seed, NULL),
            infinitecity_bot_choose_w(&v, 0, AI_HARD, seed, NULL, &infinitecity_weights_hard));
        assert_int_equal(
            infinitecity_bot_choose(&v, 0, AI_NORMAL, seed, NULL),
            infinitecity_bot_choose_w(&v, 0, AI_NORMAL, seed, NULL, &infinitecity_weights_normal));
    }
}

/* The features the evaluation weighs are the game's own figures: a seat's points and silver
 * majority add up to its score, its tokens and hand are the state's, in positions along random
 * games of two to six players. */
static void test_features_add_up_to_the_score(void **st)
{
    (void)st;
    char why[GAME_REASON_LEN];
    game_action acts[GAME_MAX_ACTIONS];
    static game_score sc;
    int checked = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        game_params prm;
        game_params_default(G, &prm, 2 + (int)(seed % 5));
        G->setup(&S, &prm, seed);
        rng_state r;
        rng_seed(&r, seed);
        for (int step = 0; step < 400 && !S.over; step++) {
            if (step % 7 == 0) {
                double f[GAME_MAX_PLAYERS][INFINITECITY_NF];
                infinitecity_bot_features(&S, f);
                G->score(&S, &sc);
                int minsup = INFINITECITY_TOKENS;
                for (int q = 0; q < S.players; q++) {
                    assert_true(f[q][INFINITECITY_F_POINTS] + f[q][INFINITECITY_F_SILVER] ==
                                sc.total[q]);
                    assert_true(f[q][INFINITECITY_F_SUPPLY] == S.supply[q]);
                    assert_true(f[q][INFINITECITY_F_PLAYABLE] <= S.supply[q]);
                    assert_true(f[q][INFINITECITY_F_MOVE] == (q == S.cur));
                    assert_true(f[q][INFINITECITY_F_LARGEST] <= f[q][INFINITECITY_F_TILES]);
                    double kinds = 0;
                    for (int k = 0; k < INFINITECITY_KINDS; k++) {
                        assert_true(f[q][INFINITECITY_F_KIND + k] == S.hand[q][k]);
                        kinds += f[q][INFINITECITY_F_KIND + k];
                    }
                    assert_true(kinds == S.hand_n[q]);
                    if (S.supply[q] < minsup) minsup = S.supply[q];
                }
                int ph = infinitecity_bot_phase(&S);
                assert_true(ph == (S.ending || minsup <= 3 ? 3
                                   : minsup <= 6           ? 2
                                   : minsup <= 10          ? 1
                                                           : 0));
                checked++;
            }
            int n = G->legal_actions(&S, S.cur, acts, GAME_MAX_ACTIONS);
            if (n <= 0) break;
            game_action a = acts[rng_below(&r, (uint32_t)n)];
            if (G->apply(&S, S.cur, a, why, sizeof why) == GAME_REFUSED) fail_msg("%s", why);
        }
    }
    printf("%d positions: features add up to the score\n", checked);
    assert_true(checked > 300);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_features_add_up_to_the_score),
        cmocka_unit_test(test_the_search_follows_its_weights),
        cmocka_unit_test(test_the_search_weighs_the_hand),
        cmocka_unit_test(test_each_level_has_its_weights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
