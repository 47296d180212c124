/* test_megacity_bot.c: MegaCity's bots. Bots of every level play whole games through the rules
 * (2, 3 and 4 players, each fed its own view): the games finish, nothing a bot does is refused,
 * most seats deliver contracts, the same seed gives the same game, each delivery's outcome is
 * the one megacity_bot_slide + megacity_sim_delivery give again, a planned tower passes its
 * contract, careless easy slides drop towers that hard slides keep, and with no arch or window in
 * hand the bot lays lintels (low and high arches) and walls with a gap (courtyards) whose feature
 * holds once the built tower settles. Plan times and scores are printed (not asserted).
 * CITYBOX_PLAYOUTS set small (the ASan run) plays fewer games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ai_internal.h"
#include "games/megacity/bot/megacity_bot.h"
#include "games/megacity/rules/megacity_sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const game_def *G = &megacity_game;
static char why[GAME_REASON_LEN];

static bool quick(void)
{
    const char *e = getenv("CITYBOX_PLAYOUTS");
    return e && atoi(e) > 0 && atoi(e) < 500;
}

static double now_s(void)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

typedef struct game_log {
    uint64_t hash;
    int actions, deliveries, fell, collapsed;
    int done[MEGACITY_MAX_P]; /* contracts realised per seat */
    int score[MEGACITY_MAX_P];
    bool finished, rule_end; /* rule_end: the end began by the rulebook (not the safeguard) */
    int rounds;
    double max_ms;
} game_log;

/* Decision times per level (ms), for the printed p50 / p95. */
static double times[2][AI_LEVEL_COUNT][20000]; /* [0] every decision, [1] those that built */
static int ntimes[2][AI_LEVEL_COUNT];

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void print_times(void)
{
    for (int w = 0; w < 2; w++)
        for (int l = AI_EASY; l < AI_LEVEL_COUNT; l++) {
            int n = ntimes[w][l];
            double *t = times[w][l];
            if (!n) continue;
            qsort(t, (size_t)n, sizeof t[0], cmp_d);
            print_message("%s %s: %d, p50 %.1f ms, p95 %.1f ms, max %.1f ms\n",
                          ai_level_name((ai_level)l), w ? "builds (a tower plan)" : "decisions", n,
                          t[n / 2], t[n * 95 / 100], t[n - 1]);
        }
}

/* Plays a game of bots (levels per seat) from seed; every action must be accepted. */
static void play(int players, const ai_level *lv, uint64_t seed, game_log *lg)
{
    megacity_state *s = malloc(sizeof *s), *v = malloc(sizeof *v);
    assert_non_null(s);
    assert_non_null(v);
    memset(lg, 0, sizeof *lg);
    lg->hash = 0xcbf29ce484222325ull;
    game_params p;
    game_params_default(G, &p, players);
    G->setup(s, &p, seed);
    double *xs = malloc(sizeof *xs * MEGACITY_SIM_SLIDE_MAX);
    for (int step = 0; step < 3000 && s->phase != MEGACITY_PH_OVER; step++) {
        int seat = s->active;
        G->view(s, seat, v);
        double t0 = now_s();
        game_action a = ai_choose(G, v, seat, lv[seat], NULL, seed * 31 + (uint64_t)step, NULL);
        double ms = (now_s() - t0) * 1000;
        if (ms > lg->max_ms) lg->max_ms = ms;
        for (int w = 0; w < 2; w++)
            if ((!w || MEGACITY_KIND(a) == MEGACITY_A_BUILD) && ntimes[w][lv[seat]] < 20000)
                times[w][lv[seat]][ntimes[w][lv[seat]]++] = ms;
        assert_true(a != AI_NO_ACTION);
        int k = MEGACITY_KIND(a);
        if (k == MEGACITY_A_DELIVER ||
            k == MEGACITY_A_COLLAPSE) { /* the board can replay the slide */
            int plat = MEGACITY_FA(a), cell = MEGACITY_FB(a), after = 0;
            unsigned mask = 0;
            if (k == MEGACITY_A_COLLAPSE)
                assert_true(megacity_decode_collapse(a, &plat, &cell, &after, &mask));
            int n = megacity_bot_slide(v, seat, plat, lv[seat], xs, MEGACITY_SIM_SLIDE_MAX);
            assert_true(megacity_sim_delivery(v, plat, cell, xs, n) == a);
            lg->deliveries++;
            lg->fell += k == MEGACITY_A_COLLAPSE && !after;
            lg->collapsed += k == MEGACITY_A_COLLAPSE && after;
        }
        if (G->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) {
            char t[128];
            G->action_to_text(s, a, t, sizeof t);
            fail_msg("seat %d: %s refused: %s", seat, t, why);
        }
        uint64_t x[2] = {(uint64_t)seat, a};
        const unsigned char *b = (const unsigned char *)x;
        for (size_t i = 0; i < sizeof x; i++) lg->hash = (lg->hash ^ b[i]) * 0x100000001b3ull;
        lg->actions++;
        lg->rule_end |= s->end_stage == 1; /* the safeguard goes straight to the final choices */
    }
    lg->rounds = s->rounds;
    lg->finished = s->phase == MEGACITY_PH_OVER;
    game_score sc;
    G->score(s, &sc);
    for (int q = 0; q < players; q++) {
        lg->score[q] = sc.total[q];
        lg->done[q] = __builtin_popcountll(s->done[q]);
    }
    free(xs);
    free(s);
    free(v);
}

static void run_set(int players, const ai_level *lv, int games, int min_seats_delivering)
{
    for (int g = 0; g < games; g++) {
        game_log lg;
        double t0 = now_s();
        play(players, lv, 100 + (uint64_t)g * 7 + (uint64_t)players, &lg);
        assert_true(lg.finished);
        int delivering = 0;
        for (int q = 0; q < players; q++) delivering += lg.done[q] > 0;
        print_message("%dp game %d: %d actions, %d rounds, %s, %.1f s, slowest decision %.0f ms, "
                      "deliveries %d (fell %d, collapsed %d), scores %d %d %d %d\n",
                      players, g, lg.actions, lg.rounds, lg.rule_end ? "rulebook end" : "SAFEGUARD",
                      now_s() - t0, lg.max_ms, lg.deliveries, lg.fell, lg.collapsed, lg.score[0],
                      lg.score[1], lg.score[2], lg.score[3]);
        assert_true(delivering >= min_seats_delivering);
        assert_true(lg.rule_end); /* every contract realised, or the bag ran dry */
    }
}

static void test_two_players(void **st)
{
    (void)st;
    const ai_level a[] = {AI_HARD, AI_EASY}, b[] = {AI_NORMAL, AI_NORMAL};
    if (!quick()) run_set(2, a, 2, 1); /* the quick (ASan) pass plays the 3-player game only */
    if (!quick()) run_set(2, b, 1, 2);
}

static void test_three_four_players(void **st)
{
    (void)st;
    const ai_level a[] = {AI_NORMAL, AI_EASY, AI_HARD},
                   b[] = {AI_EASY, AI_NORMAL, AI_NORMAL, AI_HARD};
    run_set(3, a, 1, 2);
    if (!quick()) run_set(4, b, 1, 3);
    print_times();
}

static void test_determinism(void **st)
{
    (void)st;
    const ai_level lv[] = {AI_NORMAL, AI_EASY};
    game_log x, y;
    play(2, lv, 42, &x);
    play(2, lv, 42, &y);
    assert_true(x.hash == y.hash);
    assert_int_equal(x.actions, y.actions);
}

/* A position: seat 0 holds `contract` and platform `plat` turned to the contract's type, and a
 * generous hand. */
static megacity_state *position(int plat, int contract)
{
    megacity_state *s = calloc(1, sizeof *s);
    game_params p;
    game_params_default(G, &p, 2);
    G->setup(s, &p, 9);
    megacity_plat *pl = &s->plat[plat - 1];
    pl->where = MEGACITY_AT_HAND;
    pl->owner = 0;
    pl->n = 0;
    int t = megacity_contracts[contract - 1].type;
    pl->side = megacity_platforms[plat - 1].side[0].type == (megacity_type)t ? 0 : 1;
    s->hold[0][0] = (uint8_t)contract;
    memset(s->hand[0], 0, sizeof s->hand[0]);
    const int shapes[] = {MEGACITY_CUBE, MEGACITY_BLOCK, MEGACITY_BAR,   MEGACITY_PLANK,
                          MEGACITY_POST, MEGACITY_ARCH,  MEGACITY_WINDOW};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        s->hand[0][megacity_kind_of(shapes[i], MEGACITY_CONCRETE)] = 2;
    s->hand[0][megacity_kind_of(MEGACITY_PLANK, MEGACITY_STEEL)] = 2;
    s->hand[0][megacity_kind_of(MEGACITY_POST, MEGACITY_STEEL)] = 2;
    return s;
}

/* Builds the plan through the rules; returns the platform ready to deliver. */
static void build_plan(megacity_state *s, int plat, const megacity_plan *pl)
{
    for (int i = 0; i < pl->n; i++) {
        megacity_pose_act pa = {plat, pl->el[i].kind, pl->el[i].x, pl->el[i].y, pl->el[i].a};
        if (G->apply(s, 0, megacity_encode_pose(MEGACITY_A_BUILD, &pa), why, sizeof why) ==
            GAME_REFUSED)
            fail_msg("build %d refused: %s", i, why);
    }
}

/* Seat 0 of a fresh 4-player game takes platform id from the pile, face up of type t. */
static void give_platform(megacity_state *s, int id, int t)
{
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == id) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    megacity_plat *pl = &s->plat[id - 1];
    pl->where = MEGACITY_AT_HAND;
    pl->owner = 0;
    pl->side = megacity_platforms[id - 1].side[0].type == (megacity_type)t ? 0 : 1;
}

/* Seat 0 plays its turn with a normal bot; returns how many actions of `kind` it took. */
static int turn_count(megacity_state *s, int kind)
{
    int n = 0;
    megacity_state *v = malloc(sizeof *v);
    for (int i = 0; i < 40 && s->active == 0 && s->phase == MEGACITY_PH_TURN; i++) {
        G->view(s, 0, v);
        game_action a = megacity_bot_choose(v, 0, AI_NORMAL, 5, NULL);
        n += MEGACITY_KIND(a) == kind;
        if (G->apply(s, 0, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
    }
    free(v);
    return n;
}

static megacity_state *churn_position(int c1, int c2)
{
    megacity_state *s = calloc(1, sizeof *s);
    game_params p;
    game_params_default(G, &p, 4);
    G->setup(s, &p, 9);
    s->hold[0][0] = (uint8_t)c1;
    s->hold[0][1] = (uint8_t)c2;
    memset(s->hand[0], 0, sizeof s->hand[0]);
    s->hand[0][megacity_kind_of(MEGACITY_SMALL_CUBE, MEGACITY_GLASS)] =
        3;                      /* no tower for either contract */
    for (int o = 0; o < 3; o++) /* an offer of nothing either contract can use */
        if (s->offer[o]) s->plat[s->offer[o] - 1].where = MEGACITY_AT_PILE, s->offer[o] = 0;
    return s;
}

/* Two contracts whose types are the two faces of the one platform held: the bot does not turn
 * it back and forth (it once spent whole games doing so), and with no room for a platform it
 * does not renew the offer turn after turn. */
static void test_no_churn(void **st)
{
    (void)st;
    megacity_state *s = churn_position(13, 22); /* industrial, commercial */
    give_platform(s, 10, MEGACITY_COMMERCIAL);  /* P10: commercial / industrial */
    int flips = turn_count(s, MEGACITY_A_FLIP);
    print_message("one platform for two contracts: %d flips in the turn\n", flips);
    assert_int_equal(flips, 0);
    free(s);
    s = churn_position(1, 13);            /* public, industrial */
    give_platform(s, 2, MEGACITY_PUBLIC); /* public / commercial */
    give_platform(s, 3, MEGACITY_PUBLIC); /* public / residential: no industrial face, no room */
    int renews = turn_count(s, MEGACITY_A_RENEW);
    print_message("two platforms, none for the industrial contract: %d renewals\n", renews);
    assert_int_equal(renews, 0);
    free(s);
}

static void test_planned_tower_meets_contract(void **st)
{
    (void)st;
    const int cases[][2] = {{1, 1}, {4, 11}, {6, 20}, {12, 29}, {7, 2}, {9, 25}};
    int ok = 0;
    double ms[2 * 6];
    int nms = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int lv = AI_NORMAL; lv <= AI_HARD; lv++) {
            megacity_state *s = position(cases[c][0], cases[c][1]);
            megacity_plan pl;
            double t0 = now_s();
            bool found = megacity_bot_plan(s, 0, cases[c][0], cases[c][1], (ai_level)lv, &pl);
            ms[nms++] = (now_s() - t0) * 1000;
            if (found) {
                build_plan(s, cases[c][0], &pl);
                if (!megacity_check_contract(s, cases[c][0], cases[c][1], why, sizeof why))
                    fail_msg("plan for contract %d fails: %s", cases[c][1], why);
                ok++;
            }
            print_message("plan P%d contract %d %s: %s, %d elements, %.1f ms\n", cases[c][0],
                          cases[c][1], lv == AI_HARD ? "hard" : "normal", found ? "found" : "none",
                          found ? pl.n : 0, ms[nms - 1]);
            free(s);
        }
    assert_true(ok >= 8);
}

/* The worker's cancel flag stops the tower planning (leaving a game does not wait for a plan),
 * also when it comes the way the app's worker sends it (it did not reach the bot before):
 * with it raised, the bot does no physics, builds nothing and still answers a legal action;
 * without it the same position gets a tower element. */
static void test_cancel_stops_planning(void **st)
{
    (void)st;
    megacity_state *s = position(1, 1), *v = malloc(sizeof *v);
    atomic_int cancel = 1;
    ai_stop stop;
    ai_stop_init(&stop, NULL, AI_HARD, &cancel);
    G->view(s, 0, v);
    game_action free_run = megacity_bot_choose(v, 0, AI_HARD, 5, NULL);
    game_action cancelled = megacity_bot_choose(v, 0, AI_HARD, 5, &stop);
    assert_int_equal(MEGACITY_KIND(free_run), MEGACITY_A_BUILD);
    assert_int_not_equal(MEGACITY_KIND(cancelled), MEGACITY_A_BUILD);
    /* the app's worker hands its flag through ai_choose: it reaches the game's own bot */
    game_action via_worker = ai_choose(G, v, 0, AI_HARD, NULL, 5, &cancel);
    assert_int_not_equal(MEGACITY_KIND(via_worker), MEGACITY_A_BUILD);
    assert_int_not_equal(G->apply(s, 0, cancelled, why, sizeof why), GAME_REFUSED);
    free(v);
    free(s);
}

/* Spans: with no arch and no window in hand, a low or high arch needs a lintel (a bar or plank
 * across two supports) and a courtyard two walls with a gap. The bot (megacity_bot_choose, from
 * the position) builds the tower step by step; once it is deliverable, the tower left to
 * settle in a fresh world still has the feature (megacity_feature_ok). */
static megacity_state *span_position(int contract)
{
    int plat = 0;
    for (int id = 1; id <= MEGACITY_PLATFORMS && !plat; id++)
        for (int sd = 0; sd < 2; sd++)
            if (megacity_platforms[id - 1].side[sd].type == megacity_contracts[contract - 1].type)
                plat = id;
    megacity_state *s = position(plat, contract);
    memset(s->hand[0], 0, sizeof s->hand[0]);
    const int shapes[] = {MEGACITY_CUBE,      MEGACITY_BLOCK, MEGACITY_BAR,
                          MEGACITY_SHORT_BAR, MEGACITY_PLANK, MEGACITY_POST};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        s->hand[0][megacity_kind_of(shapes[i], MEGACITY_CONCRETE)] = 2;
    s->hand[0][megacity_kind_of(MEGACITY_POST, MEGACITY_STEEL)] = 2;
    s->hand[0][megacity_kind_of(MEGACITY_SMALL_CUBE, MEGACITY_STEEL)] = 2;
    s->hand[0][megacity_kind_of(MEGACITY_PLANK, MEGACITY_STEEL)] = 1;
    s->tokens[1] = (uint8_t)plat; /* remember the platform (player 2's tokens are not used) */
    return s;
}

static void test_spans_make_features(void **st)
{
    (void)st;
    const int contracts[] = {2, 12, 28, 18, 26, 4};
    int made = 0;
    for (size_t c = 0; c < sizeof contracts / sizeof contracts[0]; c++) {
        int ct = contracts[c], feat = megacity_contracts[ct - 1].feature[0];
        megacity_state *s = span_position(ct), *v = malloc(sizeof *v);
        int plat = s->tokens[1], steps = 0;
        s->tokens[1] = 0;
        double ms = 0;
        while (steps < 40 && s->phase == MEGACITY_PH_TURN && !s->plat[plat - 1].best) {
            G->view(s, 0, v);
            double t0 = now_s();
            game_action a = megacity_bot_choose(v, 0, AI_HARD, 7 + (uint64_t)steps, NULL);
            double t = (now_s() - t0) * 1000;
            if (t > ms) ms = t;
            int k = MEGACITY_KIND(a);
            if (k != MEGACITY_A_BUILD && k != MEGACITY_A_UNBUILD) break; /* no plan: it moves on */
            if (G->apply(s, 0, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
            s->acted = 0; /* a long turn: building is free, keep the seat on its turn */
            steps++;
        }
        const megacity_plat *pl = &s->plat[plat - 1];
        bool ok = pl->best == ct && megacity_check_contract(s, plat, ct, why, sizeof why);
        bool settled_ok = false;
        if (ok) {
            megacity_physics_world *w = megacity_world_new(pl);
            assert_non_null(w);
            megacity_physics_settle(w, MEGACITY_SIM_SETTLE);
            megacity_physics_tower t;
            megacity_physics_capture(w, &t);
            settled_ok = t.n == pl->n && megacity_feature_ok(&t, megacity_side(s, plat), feat);
            megacity_physics_destroy(w);
            made += settled_ok;
        }
        char els[160] = "";
        for (int i = 0; i < pl->n; i++) {
            size_t u = strlen(els);
            snprintf(els + u, sizeof els - u, " %s@%d,%d",
                     megacity_shapes[pl->el[i].kind / MEGACITY_MATERIALS].key, pl->el[i].x / 10,
                     pl->el[i].y / 10);
        }
        print_message("contract %d (%s) on P%d: %s, %d steps, slowest %.0f ms;%s\n", ct,
                      megacity_feature_names[feat], plat,
                      settled_ok ? "built, feature holds after settling" : "not built", steps, ms,
                      els);
        if (ok) assert_true(settled_ok);
        free(v);
        free(s);
    }
    assert_true(made >= 4);
}

/* The same tower delivered by many careless and many careful hands. */
static void test_easy_drops_hard_keeps(void **st)
{
    (void)st;
    megacity_state *s = position(4, 11);
    megacity_plan pl;
    assert_true(megacity_bot_plan(s, 0, 4, 11, AI_HARD, &pl));
    build_plan(s, 4, &pl);
    double *xs = malloc(sizeof *xs * MEGACITY_SIM_SLIDE_MAX);
    int tries = quick() ? 10 : 30, drops[AI_LEVEL_COUNT] = {0};
    for (int lv = AI_EASY; lv <= AI_HARD; lv += 2)
        for (int i = 0; i < tries; i++) {
            s->tokens[1] = (uint8_t)i; /* another view: another hand */
            int n = megacity_bot_slide(s, 0, 4, (ai_level)lv, xs, MEGACITY_SIM_SLIDE_MAX);
            drops[lv] +=
                MEGACITY_KIND(megacity_sim_delivery(s, 4, 3, xs, n)) == MEGACITY_A_COLLAPSE;
        }
    print_message("drops out of %d: easy %d, hard %d\n", tries, drops[AI_EASY], drops[AI_HARD]);
    assert_true(drops[AI_EASY] > 0);
    assert_true(drops[AI_HARD] * 4 <= tries);
    assert_true(drops[AI_HARD] < drops[AI_EASY]);
    free(xs);
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_planned_tower_meets_contract),
        cmocka_unit_test(test_cancel_stops_planning),
        cmocka_unit_test(test_easy_drops_hard_keeps),
        cmocka_unit_test(test_spans_make_features),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_no_churn),
        cmocka_unit_test(test_two_players),
        cmocka_unit_test(test_three_four_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
