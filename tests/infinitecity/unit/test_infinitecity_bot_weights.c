/* test_infinitecity_bot_weights.c: the evaluation's weights are a parameter of the search
 * (ic_weights; hard's own set, ic_weights_hard, for tuning by self-play, tools/ic_bot_tune.c):
 * with two groups that a tile would each grow by one point, a weight on the largest group
 * decides which one grows, at normal's and at hard's search. */
#include "ic_fixture.h"

#include "ai/ai.h"
#include "games/infinitecity/bot/ic_bot.h"

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
        int n = ic_at(&S, S.tx[t] + ic_dx[d], S.ty[t] + ic_dy[d]);
        if (n >= 0 && S.tok[n][q] && S.ty[n] == y) return true;
    }
    return false;
}

/* The seat's tile played by the search at `level` with weights w (NULL: the level's own). */
static int played_by(ai_level level, const ic_weights *w, uint64_t seed)
{
    char why[GAME_REASON_LEN];
    static ic_state v;
    load(two_groups);
    assert_int_equal(S.cur, 0);
    for (int n = 0; n < 4 && S.cur == 0 && !S.over; n++) {
        G->view(&S, 0, &v);
        game_action a = ic_bot_choose_w(&v, 0, level, seed * 31 + (uint64_t)n, NULL, w);
        assert_true(a != AI_NO_ACTION);
        if (G->apply(&S, 0, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
        if (S.step == IC_ST_TURN) break;
    }
    for (int i = 0; i < S.hi; i++)
        if ((S.kind[i] == IC_HOTEL || S.kind[i] == IC_FACTORY_K) && S.tok[i][0]) return i;
    fail_msg("no tile played");
    return -1;
}

/* The weights reach the search: a weight on the largest group grows the row of four, a negative
 * one the row of three (the tuning tool plays normal's search with candidate weights so). */
static void test_the_search_follows_its_weights(void **st)
{
    (void)st;
    ic_weights big = ic_weights_normal, small = ic_weights_normal;
    big.group = 0.5;
    small.group = -0.5;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        assert_true(next_to_row(played_by(AI_NORMAL, &big, seed), 0, 0));
        assert_true(next_to_row(played_by(AI_NORMAL, &small, seed), 0, 3));
        assert_true(next_to_row(played_by(AI_HARD, &big, seed), 0, 0));
        assert_true(next_to_row(played_by(AI_HARD, &small, seed), 0, 3));
    }
}

/* Each level's own weights: ic_bot_eval and normal are normal's, hard is hard's. */
static void test_each_level_has_its_weights(void **st)
{
    (void)st;
    load(two_groups);
    assert_true(ic_bot_eval(&S, 0, false) == ic_bot_eval_w(&S, 0, false, &ic_weights_normal));
    static ic_state v;
    G->view(&S, 0, &v);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        assert_int_equal(ic_bot_choose(&v, 0, AI_HARD, seed, NULL),
                         ic_bot_choose_w(&v, 0, AI_HARD, seed, NULL, &ic_weights_hard));
        assert_int_equal(ic_bot_choose(&v, 0, AI_NORMAL, seed, NULL),
                         ic_bot_choose_w(&v, 0, AI_NORMAL, seed, NULL, &ic_weights_normal));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_search_follows_its_weights),
        cmocka_unit_test(test_each_level_has_its_weights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
