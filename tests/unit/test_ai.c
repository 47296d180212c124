/* test_ai.c: the bots return legal actions on every game, are deterministic, read only the view,
 * cancel promptly on the worker, and find a known winning move in a tiny take-away game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ai.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- a tiny hidden-information take-away game ----------------------------------------------
 * One heap; each turn a player takes 1, 2 or 3; whoever takes the last wins. Each player also
 * holds a secret number that changes nothing but that views must hide and bots must not need.
 * With the heap at 4k + r (r != 0) the winning move is to take r. */
typedef struct nim_state {
    int heap, to_move, over, winner;
    int secret[2];
    rng_state rng;
} nim_state;

static void nim_setup(void *s, const game_params *p, uint64_t seed)
{
    nim_state *n = s;
    memset(n, 0, sizeof *n);
    rng_seed(&n->rng, seed);
    n->heap = 21;
    n->winner = -1;
    n->secret[0] = (int)rng_below(&n->rng, 100);
    n->secret[1] = (int)rng_below(&n->rng, 100);
}

static game_turn nim_turn(const void *s)
{
    const nim_state *n = s;
    if (n->over) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, n->to_move, 1u << n->to_move};
}

static int nim_legal(const void *s, int player, game_action *out, int cap)
{
    const nim_state *n = s;
    int k = 0;
    if (n->over || player != n->to_move) return 0;
    for (int t = 1; t <= 3 && t <= n->heap && k < cap; t++) out[k++] = (game_action)t;
    return k;
}

static game_apply_result nim_apply(void *s, int player, game_action a, char *why, size_t len)
{
    nim_state *n = s;
    if (n->over || player != n->to_move || a < 1 || a > 3 || (int)a > n->heap) {
        snprintf(why, len, "illegal");
        return GAME_REFUSED;
    }
    n->heap -= (int)a;
    if (n->heap == 0) n->over = 1, n->winner = player;
    n->to_move ^= 1;
    return GAME_OK;
}

static void nim_view(const void *s, int viewer, void *out)
{
    nim_state *v = out;
    memcpy(v, s, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    for (int p = 0; p < 2; p++)
        if (p != viewer) v->secret[p] = 0;
}

static void nim_determinize(void *s, int viewer, rng_state *rng)
{
    nim_state *v = s;
    for (int p = 0; p < 2; p++)
        if (p != viewer) v->secret[p] = (int)rng_below(rng, 100);
}

static void nim_score(const void *s, game_score *out)
{
    const nim_state *n = s;
    memset(out, 0, sizeof *out);
    out->players = 2;
    for (int p = 0; p < 2; p++) {
        out->total[p] = n->winner == p;
        out->rank[p] = n->winner == 1 - p ? 2 : 1;
    }
    out->winners = n->winner >= 0 ? 1u << n->winner : 0;
}

static int nim_to_text(const void *s, game_action a, char *buf, size_t len)
{
    return snprintf(buf, len, "take %d", (int)a);
}

static const game_def nim_game = {
    .id = "test-nim",
    .name = "Nim",
    .min_players = 2,
    .max_players = 2,
    .state_size = sizeof(nim_state),
    .hidden_info = true,
    .playable = true,
    .setup = nim_setup,
    .turn = nim_turn,
    .legal_actions = nim_legal,
    .apply = nim_apply,
    .view = nim_view,
    .determinize = nim_determinize,
    .action_to_text = nim_to_text,
    .score = nim_score,
};

static nim_state nim_at(int heap, int to_move)
{
    nim_state s;
    nim_setup(&s, NULL, 7);
    s.heap = heap;
    s.to_move = to_move;
    return s;
}

/* ---- helpers ------------------------------------------------------------------------------- */
static bool is_legal(const game_def *g, const void *s, int player, game_action a)
{
    static game_action legal[GAME_MAX_ACTIONS];
    int n = g->legal_actions(s, player, legal, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (legal[i] == a) return true;
    return false;
}

static void view_of(const game_def *g, const void *s, int player, void *out)
{
    if (g->view)
        g->view(s, player, out);
    else
        memcpy(out, s, g->state_size);
}

/* The seat to move and whether it has actions. */
static int actor(const game_def *g, const void *s)
{
    static game_action legal[GAME_MAX_ACTIONS];
    game_turn t = g->turn(s);
    if (t.phase == GAME_PHASE_OVER) return -1;
    if (t.player >= 0 && g->legal_actions(s, t.player, legal, GAME_MAX_ACTIONS) > 0)
        return t.player;
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        if ((t.mask >> p & 1u) && g->legal_actions(s, p, legal, GAME_MAX_ACTIONS) > 0) return p;
    return -1;
}

static void sleep_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* ---- tests --------------------------------------------------------------------------------- */
static void test_level_names(void **st)
{
    for (int l = 0; l < AI_LEVEL_COUNT; l++) {
        assert_int_equal(ai_level_from_name(ai_level_name((ai_level)l)), l);
        assert_non_null(ai_level_label((ai_level)l));
    }
    assert_int_equal(ai_level_from_name("HARD"), AI_HARD);
    assert_int_equal(ai_level_from_name("grandmaster"), AI_LEVEL_COUNT);
    assert_int_equal(ai_level_from_name(NULL), AI_LEVEL_COUNT);
    assert_true(ai_budget_default(AI_HARD).playouts > 0);
    assert_true(ai_budget_default(AI_HARD).seconds == 0);
}

/* Every level returns a legal action, from views, along a random game of every registered game
 * (and of the test game). */
static void check_game(const game_def *g)
{
    game_params p;
    int players = g->min_players > 2 ? g->min_players : 2;
    if (players > g->max_players) players = g->max_players;
    game_params_default(g, &p, players);
    unsigned char *s = malloc(g->state_size), *v = malloc(g->state_size),
                  *copy = malloc(g->state_size);
    assert_non_null(s);
    assert_non_null(v);
    assert_non_null(copy);
    g->setup(s, &p, 1234);
    rng_state r;
    rng_seed(&r, 99);
    char why[GAME_REASON_LEN];
    ai_budget small = {48, 0};
    int decisions = 0;
    for (int ply = 0; ply < 400 && decisions < 12; ply++) {
        int who = actor(g, s);
        if (who < 0) {
            if (g->tick && !game_is_over(g, s)) {
                g->tick(s);
                continue;
            }
            break;
        }
        /* Ask every level at the first plies and then every so often. */
        if (ply < 3 || ply % 7 == 0) {
            view_of(g, s, who, v);
            memcpy(copy, v, g->state_size);
            for (int l = 0; l < AI_LEVEL_COUNT; l++) {
                game_action a = ai_choose(g, v, who, (ai_level)l, &small, (uint64_t)ply, NULL);
                assert_true(is_legal(g, s, who, a));
                assert_memory_equal(v, copy, g->state_size); /* the view is only read */
            }
            decisions++;
        }
        game_action a = ai_choose(g, s, who, AI_RANDOM, NULL, rng_next(&r), NULL);
        assert_int_not_equal(g->apply(s, who, a, why, sizeof why), GAME_REFUSED);
    }
    printf("    %s: %d positions checked\n", g->id, decisions);
    free(s);
    free(v);
    free(copy);
}

static void test_every_game_every_level(void **st)
{
    for (int i = 0; i < game_count(); i++) {
        const game_def *g = game_at(i);
        if (!g->legal_actions || !g->setup || !g->turn || !g->apply) {
            printf("    %s: no rules yet (legal_actions is NULL), skipped\n", g->id);
            continue;
        }
        check_game(g);
    }
    check_game(&nim_game);
}

static void test_no_action(void **st)
{
    nim_state s = nim_at(5, 0);
    for (int l = 0; l < AI_LEVEL_COUNT; l++)
        assert_true(ai_choose(&nim_game, &s, 1, (ai_level)l, NULL, 1, NULL) == AI_NO_ACTION);
    s.heap = 0;
    s.over = 1;
    assert_true(ai_choose(&nim_game, &s, 0, AI_HARD, NULL, 1, NULL) == AI_NO_ACTION);
}

static void test_deterministic(void **st)
{
    ai_budget b = {400, 0};
    for (int heap = 5; heap <= 24; heap += 3) {
        nim_state s = nim_at(heap, heap & 1), v;
        nim_view(&s, s.to_move, &v);
        for (int l = 0; l < AI_LEVEL_COUNT; l++) {
            game_action a = ai_choose(&nim_game, &v, v.to_move, (ai_level)l, &b, 42, NULL);
            game_action c = ai_choose(&nim_game, &v, v.to_move, (ai_level)l, &b, 42, NULL);
            assert_true(a == c);
        }
    }
    /* Registered games too, at their first position. */
    for (int i = 0; i < game_count(); i++) {
        const game_def *g = game_at(i);
        if (!g->legal_actions || !g->setup) continue;
        game_params p;
        game_params_default(g, &p, g->min_players > 2 ? g->min_players : 2);
        unsigned char *s = malloc(g->state_size), *v = malloc(g->state_size);
        g->setup(s, &p, 5);
        int who = actor(g, s);
        if (who >= 0) {
            view_of(g, s, who, v);
            ai_budget small = {64, 0};
            game_action a = ai_choose(g, v, who, AI_HARD, &small, 9, NULL);
            game_action c = ai_choose(g, v, who, AI_HARD, &small, 9, NULL);
            assert_true(a == c);
        }
        free(s);
        free(v);
    }
}

/* Two full states that differ only in the opponent's secret give the same view, hence the same
 * decision: the bot cannot have looked at the secret. */
static void test_reads_only_view(void **st)
{
    ai_budget b = {300, 0};
    nim_state s1 = nim_at(14, 0), s2 = s1, v1, v2;
    s2.secret[1] = s1.secret[1] + 17;
    rng_seed(&s2.rng, 12345);
    nim_view(&s1, 0, &v1);
    nim_view(&s2, 0, &v2);
    assert_memory_equal(&v1, &v2, sizeof v1);
    for (int l = 0; l < AI_LEVEL_COUNT; l++) {
        game_action a = ai_choose(&nim_game, &v1, 0, (ai_level)l, &b, 3, NULL);
        game_action c = ai_choose(&nim_game, &v2, 0, (ai_level)l, &b, 3, NULL);
        assert_true(a == c);
        assert_true(is_legal(&nim_game, &s1, 0, a));
    }
}

static void test_finds_winning_move(void **st)
{
    ai_budget b = {3000, 0};
    for (int heap = 1; heap <= 3; heap++) { /* take everything: one ply deep */
        nim_state s = nim_at(heap, 0), v;
        nim_view(&s, 0, &v);
        assert_true(ai_choose(&nim_game, &v, 0, AI_NORMAL, NULL, 1, NULL) == (game_action)heap);
        assert_true(ai_choose(&nim_game, &v, 0, AI_HARD, &b, 1, NULL) == (game_action)heap);
    }
    for (int heap = 5; heap <= 15; heap++) { /* leave a multiple of four: needs search */
        if (heap % 4 == 0) continue;
        nim_state s = nim_at(heap, 1), v;
        nim_view(&s, 1, &v);
        for (uint64_t seed = 1; seed <= 3; seed++)
            assert_true(ai_choose(&nim_game, &v, 1, AI_HARD, &b, seed, NULL) ==
                        (game_action)(heap % 4));
    }
}

static int play_nim(ai_level a, ai_level b, int first, uint64_t seed)
{
    nim_state s;
    nim_setup(&s, NULL, seed);
    s.to_move = first;
    char why[GAME_REASON_LEN];
    while (!s.over) {
        nim_state v;
        nim_view(&s, s.to_move, &v);
        game_action x = ai_choose(&nim_game, &v, s.to_move, s.to_move == 0 ? a : b, NULL,
                                  seed * 31 + (uint64_t)s.heap, NULL);
        assert_int_equal(nim_apply(&s, s.to_move, x, why, sizeof why), GAME_OK);
    }
    return s.winner;
}

/* From 21 the first player wins with perfect play and the second wins after any slip. */
static void test_strength(void **st)
{
    int wins = 0, games = 0;
    for (uint64_t seed = 1; seed <= 10; seed++, games += 2) {
        wins += play_nim(AI_HARD, AI_RANDOM, 0, seed) == 0;
        wins += play_nim(AI_HARD, AI_RANDOM, 1, seed) == 0;
    }
    printf("    nim: hard beats random %d/%d\n", wins, games);
    assert_true(wins >= games * 9 / 10);
    wins = 0;
    for (uint64_t seed = 1; seed <= 5; seed++) wins += play_nim(AI_HARD, AI_NORMAL, 0, seed) == 0;
    printf("    nim: hard (first) beats normal %d/5\n", wins);
    assert_int_equal(wins, 5);
}

static atomic_int done_calls;
static void on_done(void *user)
{
    atomic_fetch_add(&done_calls, 1);
    (void)user;
}

static void test_worker_completes(void **st)
{
    ai_worker *w = ai_worker_create();
    assert_non_null(w);
    ai_worker_set_on_done(w, on_done, NULL);
    nim_state s = nim_at(13, 0), v;
    nim_view(&s, 0, &v);
    game_action out = 0;
    assert_false(ai_worker_poll(w, &out)); /* idle: nothing to collect */
    for (int l = 0; l < AI_LEVEL_COUNT; l++) {
        atomic_store(&done_calls, 0);
        ai_budget b = {2000, 0};
        assert_true(ai_worker_start(w, &nim_game, &v, 0, (ai_level)l, &b, 5));
        memset(&v, 0xff, sizeof v); /* the worker thinks on its own copy */
        nim_view(&s, 0, &v);
        bool done = false;
        for (int i = 0; i < 60000 && !(done = ai_worker_poll(w, &out)); i++) sleep_ms(1);
        assert_true(done);
        assert_true(is_legal(&nim_game, &s, 0, out));
        assert_int_equal(atomic_load(&done_calls), 1);
        assert_false(ai_worker_busy(w));
        assert_false(ai_worker_poll(w, &out));
        /* Same seed and budget: the worker agrees with a direct call. */
        assert_true(out == ai_choose(&nim_game, &v, 0, (ai_level)l, &b, 5, NULL));
    }
    ai_worker_destroy(w);
    ai_worker_destroy(NULL);
}

static void test_worker_cancel(void **st)
{
    ai_worker *w = ai_worker_create();
    assert_non_null(w);
    atomic_store(&done_calls, 0);
    ai_worker_set_on_done(w, on_done, NULL);
    nim_state s = nim_at(400, 0), v;
    nim_view(&s, 0, &v);
    ai_budget huge = {2000000000, 0};
    assert_true(ai_worker_start(w, &nim_game, &v, 0, AI_HARD, &huge, 1));
    assert_false(ai_worker_start(w, &nim_game, &v, 0, AI_HARD, &huge, 1)); /* busy */
    sleep_ms(20);
    assert_true(ai_worker_busy(w));
    ai_worker_cancel(w); /* returns within a few playouts (the test would hang otherwise) */
    assert_false(ai_worker_busy(w));
    game_action out;
    assert_false(ai_worker_poll(w, &out));
    assert_int_equal(atomic_load(&done_calls), 0); /* a cancelled search reports nothing */
    /* The worker is reusable, and destroy stops a running search too. */
    assert_true(ai_worker_start(w, &nim_game, &v, 0, AI_HARD, &huge, 2));
    sleep_ms(5);
    ai_worker_destroy(w);
}

/* A cancel flag set before the call still gives a legal move, from the one-ply order. */
static void test_cancel_flag(void **st)
{
    atomic_int cancel = 1;
    nim_state s = nim_at(30, 0), v;
    nim_view(&s, 0, &v);
    game_action a = ai_choose(&nim_game, &v, 0, AI_HARD, NULL, 1, &cancel);
    assert_true(is_legal(&nim_game, &s, 0, a));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_level_names),     cmocka_unit_test(test_every_game_every_level),
        cmocka_unit_test(test_no_action),       cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_reads_only_view), cmocka_unit_test(test_finds_winning_move),
        cmocka_unit_test(test_strength),        cmocka_unit_test(test_worker_completes),
        cmocka_unit_test(test_worker_cancel),   cmocka_unit_test(test_cancel_flag),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
