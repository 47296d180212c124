/* megacity_stats.c: figures for MegaCity's bots that the README quotes (a developer tool, not
 * built by default: `cmake --build build/release --target megacity_stats`).
 *   megacity_stats games N PLAYERS LEVELS [FIRST_SEED]
 *       N games of bots (LEVELS: one digit per seat, 1 easy 2 normal 3 hard, e.g. 2231) from
 *       seeds FIRST_SEED...: how each ended (the rulebook's end or the 30-round safeguard), its
 *       rounds and deliveries, and the decisions' CPU time per level (p50 / p95 / max).
 *   megacity_stats plans TRIALS LEVEL [HAND]
 *       for each contract, TRIALS random hands of HAND (15) elements from a full bag and a
 *       platform of the contract's type: how many the planner meets, and its mean CPU time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/megacity/bot/megacity_bot.h"
#include "core/rng.h"
#include "games/megacity/rules/megacity.h"

static double cpu_ms(void)
{
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static int games(int n, int players, const char *levels, uint64_t seed0)
{
    const game_def *g = &megacity_game;
    static double ms[AI_LEVEL_COUNT][200000];
    int nms[AI_LEVEL_COUNT] = {0}, rule_ends = 0;
    ai_level lv[MEGACITY_MAX_P];
    for (int i = 0; i < players; i++) lv[i] = (ai_level)(levels[i % (int)strlen(levels)] - '0');
    megacity_state *s = malloc(sizeof *s), *v = malloc(sizeof *v);
    for (int gi = 0; gi < n; gi++) {
        game_params p;
        game_params_default(g, &p, players);
        g->setup(s, &p, seed0 + (uint64_t)gi);
        int acts = 0, deliveries = 0, end_round = 0;
        while (s->phase != MEGACITY_PH_OVER && acts < 5000) {
            int seat = s->active;
            g->view(s, seat, v);
            double t0 = cpu_ms();
            game_action a = megacity_bot_choose(v, seat, lv[seat], 7 + (uint64_t)acts, NULL);
            if (nms[lv[seat]] < 200000) ms[lv[seat]][nms[lv[seat]]++] = cpu_ms() - t0;
            deliveries +=
                MEGACITY_KIND(a) == MEGACITY_A_DELIVER || MEGACITY_KIND(a) == MEGACITY_A_COLLAPSE;
            char why[GAME_REASON_LEN];
            if (g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) {
                fprintf(stderr, "game %d: refused: %s\n", gi, why);
                return 1;
            }
            if (s->end_stage == 1 && !end_round) end_round = s->rounds + 1;
            acts++;
        }
        rule_ends += end_round > 0;
        printf("seed %llu: %d actions, %d rounds, %d deliveries (slides included), %s\n",
               (unsigned long long)(seed0 + (uint64_t)gi), acts, s->rounds, deliveries,
               end_round ? "the rulebook's end" : "SAFEGUARD");
    }
    printf("%d of %d games ended by the rulebook\n", rule_ends, n);
    for (int l = AI_EASY; l < AI_LEVEL_COUNT; l++) {
        int k = nms[l];
        if (!k) continue;
        qsort(ms[l], (size_t)k, sizeof ms[l][0], cmp_d);
        printf("%s: %d decisions, CPU p50 %.1f, p95 %.1f, max %.1f ms\n",
               ai_level_name((ai_level)l), k, ms[l][k / 2], ms[l][k * 95 / 100], ms[l][k - 1]);
    }
    free(s);
    free(v);
    return 0;
}

static int plans(int trials, ai_level level, int hand)
{
    const game_def *g = &megacity_game;
    game_params p;
    game_params_default(g, &p, 4);
    megacity_state *s = malloc(sizeof *s);
    rng_state r;
    rng_seed(&r, 99);
    int total = 0;
    for (int c = 1; c <= MEGACITY_CONTRACTS; c++) {
        int ok = 0;
        double t = 0;
        for (int k = 0; k < trials; k++) {
            g->setup(s, &p, 5 + (uint64_t)k);
            int plat = 0; /* a platform of the type, a different one from hand to hand */
            for (int pass = 0; pass < 2 && !plat; pass++)
                for (int id = 1; id <= MEGACITY_PLATFORMS && !plat; id++)
                    for (int sd = 0; sd < 2 && !plat; sd++)
                        if (megacity_platforms[id - 1].side[sd].type ==
                                megacity_contracts[c - 1].type &&
                            (pass || id % 3 == k % 3))
                            plat = id, s->plat[id - 1].side = (uint8_t)sd;
            s->plat[plat - 1].where = MEGACITY_AT_HAND;
            s->plat[plat - 1].owner = 0;
            s->plat[plat - 1].n = 0;
            memset(s->hand[0], 0, sizeof s->hand[0]);
            uint8_t bag[MEGACITY_KINDS];
            memcpy(bag, s->bag, sizeof bag);
            int nb = 0;
            for (int kd = 0; kd < MEGACITY_KINDS; kd++) nb += bag[kd];
            for (int i = 0; i < hand && nb > 0; i++) {
                int x = (int)(rng_next(&r) % (uint64_t)nb), kd = 0;
                while (x >= bag[kd]) x -= bag[kd++];
                bag[kd]--, nb--, s->hand[0][kd]++;
            }
            s->hold[0][0] = (uint8_t)c;
            megacity_plan pl;
            double t0 = cpu_ms();
            ok += megacity_bot_plan(s, 0, plat, c, level, &pl);
            t += cpu_ms() - t0;
        }
        total += ok;
        printf("contract %2d: %2d of %d, %.0f ms mean CPU\n", c, ok, trials, t / trials);
    }
    printf("%s: %d of %d\n", ai_level_name(level), total, trials * MEGACITY_CONTRACTS);
    free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 5 && strcmp(argv[1], "games") == 0)
        return games(atoi(argv[2]), atoi(argv[3]), argv[4],
                     argc > 5 ? strtoull(argv[5], NULL, 10) : 1000);
    if (argc >= 4 && strcmp(argv[1], "plans") == 0)
        return plans(atoi(argv[2]), (ai_level)atoi(argv[3]), argc > 4 ? atoi(argv[4]) : 15);
    fprintf(stderr, "usage: megacity_stats games N PLAYERS LEVELS [FIRST_SEED]\n"
                    "       megacity_stats plans TRIALS LEVEL [HAND]\n");
    return 2;
}
