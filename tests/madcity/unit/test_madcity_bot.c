/* test_madcity_bot.c: Mad City racing bots. Four bots race through the rules (madcity_game.apply
 * and .tick at MADCITY_TICK_HZ, each bot fed its own view every tick): nothing they do is refused,
 * rounds end, normal and hard bots finish their cities long before the sand runs out, hard
 * beats easy on average, the same seeds give the same race, and the planning CPU time and the
 * scores per level are measured and printed (times are not asserted). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/madcity/bot/madcity_bot.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static char why[GAME_REASON_LEN];
static const char *const level_names[MADCITY_BOT_LEVELS] = {"easy", "normal", "hard"};

/* ---- a race driven by bots ------------------------------------------------------------------ */
typedef struct race_log {
    uint64_t hash; /* FNV-1a over (tick, seat, action) */
    int actions, refused;
    int kinds[16];
    int finish_tick[GAME_MAX_PLAYERS]; /* race tick of done/tree, -1 never */
    bool full[GAME_MAX_PLAYERS];       /* the grid was complete when the seat finished */
    int end_tick;                      /* race ticks played */
    int rounds;
    double plan_ms[GAME_MAX_PLAYERS]; /* CPU of each seat's first plan of the last round */
} race_log;

static void new_game(madcity_state *s, int players, uint64_t seed, const char *const *opts)
{
    game_params p;
    game_params_default(G, &p, players);
    for (int i = 0; opts && opts[i]; i++)
        assert_true(game_params_set(G, &p, opts[i], why, sizeof why));
    if (!game_validate(G, &p, why, sizeof why)) fail_msg("%s", why);
    G->setup(s, &p, seed);
}

static int filled(const madcity_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < s->ncells; c++) n += s->grid[p][c].tile != MADCITY_NONE;
    return n;
}

static void log_action(race_log *lg, int tick, int seat, game_action a)
{
    uint64_t x[3] = {(uint64_t)tick, (uint64_t)seat, a};
    const unsigned char *p = (const unsigned char *)x;
    for (size_t i = 0; i < sizeof x; i++) lg->hash = (lg->hash ^ p[i]) * 0x100000001b3ull;
    lg->actions++;
    lg->kinds[MADCITY_A_KIND(a)]++;
}

/* One frame for every seat: its view, its bot, the rules. */
static void frame(madcity_state *s, madcity_bot_state **bots, double now, int tick, race_log *lg)
{
    static madcity_state v;
    for (int p = 0; p < s->players; p++) {
        G->view(s, p, &v);
        game_action a;
        if (!madcity_bot_next(bots[p], &v, now, &a)) continue;
        int kind = MADCITY_A_KIND(a);
        bool racing = s->phase == MADCITY_PH_RACE;
        bool full = filled(s, p) == s->ncells;
        game_apply_result r = G->apply(s, p, a, why, sizeof why);
        if (r == GAME_REFUSED) {
            char text[GAME_ACTION_TEXT];
            G->action_to_text(s, a, text, sizeof text);
            fail_msg("seat %d: '%s' refused: %s", p, text, why);
        }
        log_action(lg, tick, p, a);
        if (racing && (kind == MADCITY_ACT_DONE || kind == MADCITY_ACT_TREE)) {
            lg->finish_tick[p] = tick;
            lg->full[p] = full;
        }
    }
}

/* Plays one round from the READY phase: the ready clock runs from 0, the race clock restarts at
 * 0 when the race starts (as the race screen does). */
static void play_round(madcity_state *s, madcity_bot_state **bots, race_log *lg)
{
    assert_int_equal(s->phase, MADCITY_PH_READY);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) lg->finish_tick[p] = -1, lg->full[p] = false;
    int t = 0;
    while (s->phase == MADCITY_PH_READY) {
        frame(s, bots, t / (double)MADCITY_TICK_HZ, t, lg);
        G->tick(s);
        assert_true(++t < 10 * MADCITY_TICK_HZ); /* everyone ready within 10 s */
    }
    assert_int_equal(s->phase, MADCITY_PH_RACE);
    int round = s->round;
    t = 0;
    while (s->phase == MADCITY_PH_RACE) {
        frame(s, bots, t / (double)MADCITY_TICK_HZ, t, lg);
        if (s->phase != MADCITY_PH_RACE) break;
        G->tick(s);
        t++;
        assert_true(t <= MADCITY_RACE_TICKS);
    }
    assert_int_equal(s->round, round); /* the round ended and was scored */
    assert_true(s->phase == MADCITY_PH_READY || s->phase == MADCITY_PH_OVER);
    lg->end_tick = t;
    lg->rounds++;
    for (int p = 0; p < s->players; p++)
        lg->plan_ms[p] = 1e3 * madcity_bot_last_plan_seconds(bots[p]);
}

static void make_bots(madcity_bot_state **bots, int players, const int *levels, uint64_t seed)
{
    for (int p = 0; p < players; p++) {
        bots[p] = madcity_bot_new(p, levels[p], seed * 7919 + (uint64_t)p);
        assert_non_null(bots[p]);
    }
}

static void free_bots(madcity_bot_state **bots, int players)
{
    for (int p = 0; p < players; p++) madcity_bot_free(bots[p]);
}

/* Plays whole games (every round) and checks each round. */
static int kinds_seen[16];

static void play_games(int players, const char *const *opts, const int *levels, int games,
                       uint64_t seed0, int *total_rounds)
{
    static madcity_state s;
    for (int gi = 0; gi < games; gi++) {
        uint64_t seed = seed0 + (uint64_t)gi;
        new_game(&s, players, seed, opts);
        madcity_bot_state *bots[GAME_MAX_PLAYERS];
        make_bots(bots, players, levels, seed);
        race_log lg;
        memset(&lg, 0, sizeof lg);
        while (s.phase != MADCITY_PH_OVER) {
            uint8_t in_round = s.in_round;
            play_round(&s, bots, &lg);
            for (int p = 0; p < players; p++) {
                if (!(in_round & (1u << p))) continue;
                /* normal and hard finish their city, and well before the sand runs out */
                if (levels[p] >= MADCITY_BOT_NORMAL) {
                    assert_true(lg.finish_tick[p] >= 0);
                    assert_true(lg.full[p]);
                    assert_true(lg.finish_tick[p] < MADCITY_RACE_TICKS - 10 * MADCITY_TICK_HZ);
                }
            }
            assert_true(lg.rounds <= MADCITY_MAX_ROUNDS);
        }
        *total_rounds += lg.rounds;
        for (int k = 0; k < 16; k++) kinds_seen[k] += lg.kinds[k];
        free_bots(bots, players);
    }
}

/* ---- tests ---------------------------------------------------------------------------------- */
static void test_base_games(void **st)
{
    (void)st;
    const int levels[4] = {MADCITY_BOT_EASY, MADCITY_BOT_NORMAL, MADCITY_BOT_HARD,
                           MADCITY_BOT_HARD};
    int rounds = 0;
    play_games(4, NULL, levels, 3, 100, &rounds);
    printf("[ mad bots ] base game, 4 bots: 3 games, %d rounds, no action refused\n", rounds);
    printf("[ mad bots ] actions: place %d, move %d, rotate %d, return %d, tree %d, done %d, ready "
           "%d\n",
           kinds_seen[MADCITY_ACT_PLACE], kinds_seen[MADCITY_ACT_MOVE],
           kinds_seen[MADCITY_ACT_ROTATE], kinds_seen[MADCITY_ACT_RETURN],
           kinds_seen[MADCITY_ACT_TREE], kinds_seen[MADCITY_ACT_DONE],
           kinds_seen[MADCITY_ACT_READY]);
    assert_true(kinds_seen[MADCITY_ACT_PLACE] > 0 && kinds_seen[MADCITY_ACT_READY] > 0);
}

static void test_standard_games(void **st)
{
    (void)st;
    const char *const opts[] = {"game=standard", NULL};
    const int levels[4] = {MADCITY_BOT_HARD, MADCITY_BOT_EASY, MADCITY_BOT_NORMAL,
                           MADCITY_BOT_HARD};
    int rounds = 0;
    play_games(4, opts, levels, 3, 200, &rounds);
    printf("[ mad bots ] standard game, 4 bots: 3 games, %d rounds, no action refused\n", rounds);
}

static void test_variants(void **st)
{
    (void)st;
    const int levels[6] = {0, 1, 2, 2, 1, 0};
    memset(kinds_seen, 0, sizeof kinds_seen);
    static const char *const draw10[] = {"variant=draw10", NULL};
    static const char *const common[] = {"variant=common", NULL};
    static const char *const divider[] = {"variant=divider", NULL};
    static const char *const common_std[] = {"variant=common", "game=standard", NULL};
    int rounds = 0;
    play_games(4, draw10, levels, 2, 300, &rounds);
    play_games(5, common, levels, 2, 310, &rounds);
    play_games(4, common_std, levels + 1, 2, 320, &rounds);
    play_games(2, divider, levels + 1, 2, 330, &rounds);
    play_games(6, NULL, levels, 1, 340, &rounds);
    printf("[ mad bots ] variants (draw 10, common tile, divider, 6 seats): %d rounds, %d swaps "
           "with the common tile, %d claims\n",
           rounds, kinds_seen[MADCITY_ACT_SWAP], kinds_seen[MADCITY_ACT_CLAIM]);
}

static void test_speed_solitaire(void **st)
{
    (void)st;
    static const char *const speed[] = {"solo=speed", NULL};
    for (int lv = 0; lv < MADCITY_BOT_LEVELS; lv++) {
        int rounds = 0;
        play_games(1, speed, &lv, 2, 400 + (uint64_t)lv, &rounds);
        assert_int_equal(rounds, 2 * MADCITY_SOLO_ROUNDS);
    }
}

/* The same seeds and views give the same race, action for action. */
static void test_determinism(void **st)
{
    (void)st;
    const int levels[4] = {MADCITY_BOT_EASY, MADCITY_BOT_NORMAL, MADCITY_BOT_HARD,
                           MADCITY_BOT_EASY};
    uint64_t h[2];
    for (int k = 0; k < 2; k++) {
        static madcity_state s;
        const char *const opts[] = {"game=standard", NULL};
        new_game(&s, 4, 77, opts);
        madcity_bot_state *bots[4];
        make_bots(bots, 4, levels, 77);
        race_log lg;
        memset(&lg, 0, sizeof lg);
        lg.hash = 0xcbf29ce484222325ull;
        for (int r = 0; r < 3 && s.phase != MADCITY_PH_OVER; r++) play_round(&s, bots, &lg);
        h[k] = lg.hash ^ game_hash(G, &s);
        free_bots(bots, 4);
    }
    assert_true(h[0] == h[1]);
}

/* A bot whose view changes under it (a tile taken back behind its back) re-plans and still
 * finishes with legal actions only. */
static void test_replan(void **st)
{
    (void)st;
    static madcity_state s, v;
    new_game(&s, 2, 5, NULL);
    const int levels[2] = {MADCITY_BOT_HARD, MADCITY_BOT_NORMAL};
    madcity_bot_state *bots[2];
    make_bots(bots, 2, levels, 5);
    race_log lg;
    memset(&lg, 0, sizeof lg);
    lg.finish_tick[0] = lg.finish_tick[1] = -1;
    int t = 0;
    while (s.phase == MADCITY_PH_READY) {
        frame(&s, bots, t / 30.0, t, &lg);
        t++;
    }
    int plans0 = madcity_bot_plans(bots[0]);
    bool meddled = false;
    for (t = 0; s.phase == MADCITY_PH_RACE && t < MADCITY_RACE_TICKS; t++) {
        if (!meddled && filled(&s, 0) >= 4) {
            /* somebody else's hand: return two tiles and turn another */
            for (int c = 0, k = 0; c < s.ncells && k < 2; c++)
                if (s.grid[0][c].tile != MADCITY_NONE) {
                    assert_int_not_equal(
                        G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_RETURN, c), why, sizeof why),
                        GAME_REFUSED);
                    k++;
                }
            meddled = true;
        }
        frame(&s, bots, t / 30.0, t, &lg);
        if (s.phase == MADCITY_PH_RACE) G->tick(&s);
    }
    assert_true(meddled);
    assert_true(madcity_bot_plans(bots[0]) > plans0 + 1);
    assert_int_not_equal(s.phase, MADCITY_PH_RACE);
    G->view(&s, 0, &v);
    assert_true(lg.finish_tick[0] >= 0 && lg.full[0]);
    free_bots(bots, 2);
}

/* A screen that runs at 60 frames a second, gives every seat the view of the same frame and
 * applies the bots' actions at the next tick (as a match log would): the bots wait for their
 * action to show before the next one. Two seats may then ask for the tree in the same frame;
 * only the second one's is refused, and that bot says done instead. */
static void test_late_apply(void **st)
{
    (void)st;
    static madcity_state s, v[4];
    const int levels[4] = {MADCITY_BOT_HARD, MADCITY_BOT_HARD, MADCITY_BOT_NORMAL,
                           MADCITY_BOT_EASY};
    int refused_trees = 0, rounds = 0;
    for (int gi = 0; gi < 3; gi++) {
        new_game(&s, 4, 600 + (uint64_t)gi, NULL);
        madcity_bot_state *bots[4];
        make_bots(bots, 4, levels, 600 + (uint64_t)gi);
        for (int r = 0; r < 3 && s.phase != MADCITY_PH_OVER; r++) {
            int frames = 0; /* one clock for the ready phase and the race */
            uint8_t round = s.round;
            while (s.phase != MADCITY_PH_OVER &&
                   !(s.phase == MADCITY_PH_READY && s.round != round)) {
                game_action q[4];
                bool has[4] = {false};
                for (int p = 0; p < 4; p++) G->view(&s, p, &v[p]);
                for (int f = 0; f < 2; f++) /* two frames per tick */
                    for (int p = 0; p < 4; p++) {
                        game_action a;
                        double now = (frames + f) / 60.0;
                        if (madcity_bot_next(bots[p], &v[p], now, &a)) q[p] = a, has[p] = true;
                    }
                frames += 2;
                bool was_race = s.phase == MADCITY_PH_RACE;
                G->tick(&s);
                for (int p = 0; p < 4; p++) {
                    if (!has[p]) continue;
                    if (G->apply(&s, p, q[p], why, sizeof why) == GAME_REFUSED) {
                        bool ok =
                            MADCITY_A_KIND(q[p]) == MADCITY_ACT_TREE && s.tree != MADCITY_NONE;
                        if (!ok) fail_msg("seat %d: action refused: %s", p, why);
                        refused_trees++;
                    }
                }
                if (was_race && s.phase != MADCITY_PH_RACE) break;
                assert_true(frames < 2 * (MADCITY_RACE_TICKS + 20 * MADCITY_TICK_HZ));
            }
            assert_int_not_equal(s.phase, MADCITY_PH_RACE);
            rounds++;
        }
        free_bots(bots, 4);
    }
    printf("[ mad bots ] late apply at 60 fps: %d rounds, %d tree requests too late\n", rounds,
           refused_trees);
}

/* ---- measures ------------------------------------------------------------------------------- */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Average round points per level: mixed tables (levels rotate over the seats so no seat is
 * favoured) and tables of one level; planning CPU per level. */
static void measure(const char *mode, const char *const *opts, int nrounds, bool assert_order)
{
    static madcity_state s;
    double sum[MADCITY_BOT_LEVELS] = {0}, n[MADCITY_BOT_LEVELS] = {0};
    double same[MADCITY_BOT_LEVELS] = {0};
    double plan_sum[MADCITY_BOT_LEVELS] = {0}, plan_max[MADCITY_BOT_LEVELS] = {0};
    double finish_sum[MADCITY_BOT_LEVELS] = {0}, finish_n[MADCITY_BOT_LEVELS] = {0};
    int trees[MADCITY_BOT_LEVELS] = {0}, claims_ok = 0, claims_bad = 0;
    for (int r = 0; r < nrounds; r++) {
        /* mixed table */
        int levels[4];
        for (int p = 0; p < 4; p++) levels[p] = (p + r) % 4 == 3 ? (r % 3) : (p + r) % 4;
        new_game(&s, 4, 1000 + (uint64_t)r, opts);
        madcity_bot_state *bots[4];
        make_bots(bots, 4, levels, 1000 + (uint64_t)r);
        race_log lg;
        memset(&lg, 0, sizeof lg);
        play_round(&s, bots, &lg);
        game_score sc;
        G->score(&s, &sc);
        for (int p = 0; p < 4; p++) {
            int lv = levels[p];
            sum[lv] += s.hist[0][p];
            n[lv]++;
            plan_sum[lv] += lg.plan_ms[p];
            if (lg.plan_ms[p] > plan_max[lv]) plan_max[lv] = lg.plan_ms[p];
            if (lg.finish_tick[p] >= 0) {
                finish_sum[lv] += lg.finish_tick[p] / (double)MADCITY_TICK_HZ;
                finish_n[lv]++;
            }
            if (s.tree == p) trees[lv]++;
        }
        for (int i = 0; i < sc.nlines; i++)
            if (sc.line[i].group == 3) sc.line[i].points > 0 ? claims_ok++ : claims_bad++;
        free_bots(bots, 4);
        /* tables of one level */
        for (int lv = 0; lv < MADCITY_BOT_LEVELS; lv++) {
            int one[4] = {lv, lv, lv, lv};
            new_game(&s, 4, 5000 + (uint64_t)r, opts);
            make_bots(bots, 4, one, 5000 + (uint64_t)r);
            memset(&lg, 0, sizeof lg);
            play_round(&s, bots, &lg);
            for (int p = 0; p < 4; p++) same[lv] += s.hist[0][p] / 4.0;
            free_bots(bots, 4);
        }
    }
    for (int lv = 0; lv < MADCITY_BOT_LEVELS; lv++)
        printf("[ mad bots ] %s, %d rounds, %-6s: %5.2f points a round at mixed tables, %5.2f at "
               "tables of one level; plan %.2f ms CPU (max %.2f); done after %.1f s; tree %d "
               "times\n",
               mode, nrounds, level_names[lv], sum[lv] / n[lv], same[lv] / nrounds,
               plan_sum[lv] / n[lv], plan_max[lv], finish_sum[lv] / finish_n[lv], trees[lv]);
    if (claims_ok + claims_bad)
        printf("[ mad bots ] %s: contractors kept %d, beaten %d\n", mode, claims_ok, claims_bad);
    if (assert_order) {
        assert_true(sum[MADCITY_BOT_HARD] / n[MADCITY_BOT_HARD] >
                    sum[MADCITY_BOT_EASY] / n[MADCITY_BOT_EASY]);
        assert_true(same[MADCITY_BOT_HARD] > same[MADCITY_BOT_EASY]);
    }
}

static void test_scores_base(void **st)
{
    (void)st;
    measure("base", NULL, 20, true);
}

static void test_scores_standard(void **st)
{
    (void)st;
    const char *const opts[] = {"game=standard", NULL};
    measure("standard", opts, 20, true);
}

/* Planning time of a good (hard) city over 50 rounds, and of each level. */
static void test_plan_times(void **st)
{
    (void)st;
    static madcity_state s, v;
    enum { N = 50 };
    for (int lv = 0; lv < MADCITY_BOT_LEVELS; lv++) {
        double ms[N], call_max = 0;
        int max_calls = 0;
        for (int r = 0; r < N; r++) {
            new_game(&s, 4, 9000 + (uint64_t)r, NULL);
            for (int p = 0; p < 4; p++)
                G->apply(&s, p, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why);
            assert_int_equal(s.phase, MADCITY_PH_RACE);
            madcity_bot_state *b = madcity_bot_new(r % 4, lv, 42 + (uint64_t)r);
            G->view(&s, r % 4, &v);
            game_action a;
            /* the plan is made over the first calls (one restart each), before any action */
            int calls = 0;
            while (madcity_bot_plans(b) == 0) {
                double t0 = cpu_now();
                assert_false(madcity_bot_next(b, &v, calls / 60.0, &a));
                double dt = 1e3 * (cpu_now() - t0);
                if (dt > call_max) call_max = dt;
                assert_true(++calls <= 8);
            }
            if (calls > max_calls) max_calls = calls;
            ms[r] = 1e3 * madcity_bot_last_plan_seconds(b);
            madcity_bot_free(b);
        }
        qsort(ms, N, sizeof ms[0], cmp_double);
        printf("[ mad bots ] plan CPU, %-6s over %d rounds: p50 %.2f ms, p95 %.2f ms, max %.2f "
               "ms; spread over %d calls, longest call %.2f ms\n",
               level_names[lv], N, ms[N / 2], ms[(N * 95) / 100], ms[N - 1], max_calls, call_max);
    }
}

static void test_api_edges(void **st)
{
    (void)st;
    static madcity_state s, v;
    madcity_bot_free(NULL);
    madcity_bot_state *b = madcity_bot_new(9, 7, 1); /* clamped */
    assert_non_null(b);
    game_action a;
    new_game(&s, 2, 3, NULL);
    G->view(&s, 1, &v);
    assert_false(madcity_bot_next(b, &v, 0, &a)); /* seat 5 is not in a 2-player game */
    assert_false(madcity_bot_next(NULL, &v, 0, &a));
    madcity_bot_free(b);
    /* the puzzle is turn-based: the race bot stays out */
    const char *const puzzle[] = {"solo=puzzle", NULL};
    new_game(&s, 1, 3, puzzle);
    b = madcity_bot_new(0, MADCITY_BOT_HARD, 1);
    G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why);
    G->view(&s, 0, &v);
    for (int i = 0; i < 100; i++) assert_false(madcity_bot_next(b, &v, i, &a));
    madcity_bot_free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_api_edges),       cmocka_unit_test(test_base_games),
        cmocka_unit_test(test_standard_games),  cmocka_unit_test(test_variants),
        cmocka_unit_test(test_speed_solitaire), cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_replan),          cmocka_unit_test(test_late_apply),
        cmocka_unit_test(test_plan_times),      cmocka_unit_test(test_scores_base),
        cmocka_unit_test(test_scores_standard),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
