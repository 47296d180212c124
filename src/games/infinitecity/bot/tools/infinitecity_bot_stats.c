/* infinitecity_bot_stats.c: figures for Infinite City's bots that the README quotes (a developer
 * tool, not built by default: `cmake --build B --target infinitecity_stats`). infinitecity_stats N
 * LEVELS [FIRST_SEED] N games, one seat per digit of LEVELS (0 random, 1 easy, 2 normal, 3 hard;
 * "32": hard against normal), the seats turned by one each game (game i gives seat p the level of
 *       digit (p + i) mod players), from seeds FIRST_SEED... Prints each level's wins (a shared
 *       win counts 1/k) and the CPU time of its decisions over the whole games (p50 / p95 /
 *       max, ms). Each game's line ends with its length, the Power Stations in play and the
 *       tokens left in each supply (tokens left when the game ends are points lost: the race
 *       to the last token decides many games). IC_VERBOSE=1 in the environment prints every
 *       action. IC_PAIRED=1 deals each seed to as many games as there are seats, the seats
 *       turned each time (seed FIRST_SEED + i / players): the deal's luck falls on every level
 *       alike. Deterministic: bots run on playout/node budgets, never on a clock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "core/rng.h"
#include "games/infinitecity/rules/infinitecity.h"

extern const game_def infinitecity_game;

static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec * 1e-6;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: infinitecity_stats N LEVELS [FIRST_SEED]\n");
        return 2;
    }
    const game_def *g = &infinitecity_game;
    int n = atoi(argv[1]), players = (int)strlen(argv[2]);
    uint64_t seed0 = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    if (n < 1 || players < 2 || players > 6) return 2;
    static double ms[AI_LEVEL_COUNT][200000];
    int nms[AI_LEVEL_COUNT] = {0}, present[AI_LEVEL_COUNT] = {0};
    double wins[AI_LEVEL_COUNT] = {0}, margin[AI_LEVEL_COUNT] = {0};
    infinitecity_state *s = malloc(sizeof *s), *v = malloc(sizeof *v);
    game_score *sc = malloc(sizeof *sc);
    char why[GAME_REASON_LEN];
    for (int gi = 0; gi < n; gi++) {
        ai_level lv[6];
        for (int p = 0; p < players; p++) lv[p] = (ai_level)(argv[2][(p + gi) % players] - '0');
        game_params prm;
        game_params_default(g, &prm, players);
        uint64_t seed = seed0 + (uint64_t)(getenv("IC_PAIRED") ? gi / players : gi);
        g->setup(s, &prm, seed);
        rng_state r;
        rng_seed(&r, seed * 7919);
        for (int step = 0; step < 5000 && !s->over; step++) {
            int seat = s->cur;
            g->view(s, seat, v);
            double t0 = cpu_ms();
            game_action a = ai_choose(g, v, seat, lv[seat], NULL, rng_next(&r), NULL);
            double dt = cpu_ms() - t0;
            if (nms[lv[seat]] < 200000) ms[lv[seat]][nms[lv[seat]]++] = dt;
            if (getenv("IC_VERBOSE")) {
                char t[128];
                g->action_to_text(s, a, t, sizeof t);
                printf("  %s p%d [%d]: %s\n", ai_level_name(lv[seat]), seat + 1, s->supply[seat],
                       t);
            }
            if (a == AI_NO_ACTION || g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) {
                fprintf(stderr, "game %d: seat %d refused: %s\n", gi, seat, why);
                return 1;
            }
        }
        g->score(s, sc);
        int k = 0;
        for (int p = 0; p < players; p++) k += (sc->winners >> p) & 1u;
        printf("game %d seed %llu:", gi, (unsigned long long)seed);
        for (int p = 0; p < players; p++) {
            present[lv[p]]++;
            if (k && (sc->winners >> p & 1u)) wins[lv[p]] += 1.0 / k;
            margin[lv[p]] += sc->total[p];
            printf(" %s %d%s", ai_level_name(lv[p]), sc->total[p],
                   (sc->winners >> p & 1u) ? "*" : "");
        }
        printf(" (%d moves, %d Power Stations, supplies", s->moves, s->ps_up);
        for (int p = 0; p < players; p++) printf(" %d", s->supply[p]);
        printf(")\n");
        fflush(stdout);
    }
    for (int l = 0; l < AI_LEVEL_COUNT; l++) {
        if (!present[l]) continue;
        qsort(ms[l], (size_t)nms[l], sizeof(double), cmp_d);
        int m = nms[l];
        printf("%s: seats %d, wins %.1f (%.0f%%), mean score %.1f, decisions %d, CPU ms p50 %.3f "
               "p95 %.3f max %.3f\n",
               ai_level_name((ai_level)l), present[l], wins[l], 100.0 * wins[l] / present[l],
               margin[l] / present[l], m, m ? ms[l][m / 2] : 0, m ? ms[l][(m * 95) / 100] : 0,
               m ? ms[l][m - 1] : 0);
    }
    free(s);
    free(v);
    free(sc);
    return 0;
}
