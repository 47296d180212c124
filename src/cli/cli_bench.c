/* cli_bench.c: the bench command of the headless command line: for each game (or all of them),
 * random-play throughput straight on the rules table, the decision times of each bot level over
 * positions from random games, and for MegaCity the time the bots take to plan a tower. One JSON
 * line a game on stdout; the timings are CPU or wall time, so unlike selfplay they vary. */
#include "ai/ai.h"
#include "cli/cli_int.h"
#include "core/i18n.h"
#include "core/rng.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Random playouts straight on the rules table for about `seconds` of this thread's CPU time
 * (one core, whatever else the machine does). fast: the game's random_action hook (what bot
 * rollouts use); otherwise a uniform pick from the full legal list. */
static void bench_random(const game_def *g, const game_params *p, double seconds, bool fast,
                         double *aps, double *gps)
{
    void *s = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 42);
    long actions = 0, games = 0;
    double t0 = cpu_s(), t = t0;
    while (s && acts && t - t0 < seconds) {
        g->setup(s, p, rng_next(&r));
        for (int steps = 0; steps < MAX_ACTIONS; steps++) {
            game_turn turn = g->turn(s); /* once per step: it is part of what we measure */
            if (turn.phase == GAME_PHASE_OVER) break;
            int seat = cli_next_actor(turn);
            game_action a = 0;
            bool ok;
            if (fast && g->random_action) {
                ok = seat >= 0;
                if (ok) a = g->random_action(s, seat, &r);
            } else if (fast) {
                ok = seat >= 0 && game_random_action(g, s, seat, &r, &a);
            } else {
                int n = seat >= 0 ? g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS) : 0;
                ok = n > 0;
                if (ok) a = acts[rng_below(&r, (uint32_t)n)];
            }
            if (!ok) {
                if (!g->tick) break;
                g->tick(s);
                continue;
            }
            g->apply(s, seat, a, why, sizeof why);
            actions++;
        }
        games++;
        if ((games & 63) == 0 || !fast) t = cpu_s(); /* reading the clock is not free either */
    }
    *aps = (double)actions / (t - t0);
    *gps = (double)games / (t - t0);
    free(s);
    free(acts);
}

/* Decision times (ms) of one level over positions taken from random games. */
static cJSON *bench_bot(const game_def *g, const game_params *p, ai_level level, int decisions)
{
    void *s = malloc(g->state_size), *view = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    double *ms = calloc((size_t)decisions, sizeof *ms);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 7);
    int n = 0;
    while (s && view && acts && ms && n < decisions) {
        g->setup(s, p, rng_next(&r));
        int skip = (int)rng_below(&r, 30);
        for (int steps = 0; steps < MAX_ACTIONS && !game_is_over(g, s) && n < decisions; steps++) {
            int seat = cli_next_actor(g->turn(s));
            int k = seat >= 0 ? g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS) : 0;
            if (k <= 0) {
                if (!g->tick) break;
                g->tick(s);
                continue;
            }
            if (steps == skip) { /* time one decision somewhere in the game, then move on */
                ai_budget b = ai_budget_default(level);
                g->view(s, seat, view);
                double t0 = now_s();
                ai_choose(g, view, seat, level, &b, rng_next(&r), NULL);
                ms[n++] = (now_s() - t0) * 1000.0;
                break;
            }
            g->apply(s, seat, acts[rng_below(&r, (uint32_t)k)], why, sizeof why);
        }
    }
    cJSON *o = cJSON_CreateObject();
    if (n > 0) {
        qsort(ms, (size_t)n, sizeof *ms, cmp_double);
        double p50 = ms[n / 2], p95 = ms[(n * 95) / 100 < n ? (n * 95) / 100 : n - 1];
        cJSON_AddNumberToObject(o, "p50", (double)(long)(p50 * 1000) / 1000);
        cJSON_AddNumberToObject(o, "p95", (double)(long)(p95 * 1000) / 1000);
    }
    cJSON_AddNumberToObject(o, "n", n);
    free(s);
    free(view);
    free(acts);
    free(ms);
    return o;
}

/* MegaCity: the decisions that build (each plans a tower) in a game of bots of one level; random
 * positions almost never hold a plannable tower, so bot_ms says little about planning. Also every
 * decision of those games (a decision that finds no plan can cost more than one that builds).
 * CPU time of this thread, so a busy machine does not inflate it. */
static void add_stats(cJSON *o, const char *p50, const char *p95, const char *max, double *ms,
                      int n)
{
    if (n <= 0) return;
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    if (p50) cJSON_AddNumberToObject(o, p50, (double)(long)(ms[n / 2] * 1000) / 1000);
    cJSON_AddNumberToObject(o, p95, (double)(long)(ms[(n * 95) / 100] * 1000) / 1000);
    cJSON_AddNumberToObject(o, max, (double)(long)(ms[n - 1] * 1000) / 1000);
}

/* The decisions a game's own bot times on their own (ai_game_bot.bench_counts: MegaCity's tower
 * building steps), over games from seeds 1-4 until `builds` of them; all decisions too. */
static cJSON *bench_own_steps(const game_def *g, bool (*counts)(game_action), const game_params *p,
                              ai_level level, int builds)
{
    enum { ALL_CAP = 4000 };
    void *s = malloc(g->state_size), *view = malloc(g->state_size);
    double *ms = calloc((size_t)builds, sizeof *ms), *all = calloc(ALL_CAP, sizeof *all);
    char why[GAME_REASON_LEN];
    int n = 0, na = 0;
    for (uint64_t seed = 1; s && view && ms && all && n < builds && seed <= 4; seed++) {
        g->setup(s, p, seed);
        for (int steps = 0; steps < 3000 && !game_is_over(g, s) && n < builds; steps++) {
            int seat = cli_next_actor(g->turn(s));
            if (seat < 0) break;
            g->view(s, seat, view);
            double t0 = cpu_s();
            game_action a =
                ai_choose(g, view, seat, level, NULL, seed * 131 + (uint64_t)steps, NULL);
            double t = (cpu_s() - t0) * 1000.0;
            if (a == AI_NO_ACTION || g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) break;
            if (counts(a)) ms[n++] = t;
            if (na < ALL_CAP) all[na++] = t;
        }
    }
    cJSON *o = cJSON_CreateObject();
    add_stats(o, "p50", "p95", "max", ms, n);
    cJSON_AddNumberToObject(o, "n", n);
    add_stats(o, NULL, "all_p95", "all_max", all, na);
    cJSON_AddNumberToObject(o, "all_n", na);
    free(s);
    free(view);
    free(ms);
    free(all);
    return o;
}

static bool rules_complete(const game_def *g)
{
    return g->setup && g->turn && g->legal_actions && g->apply && g->view && g->score;
}

int cli_bench(const cli_io *io, int argc, char **argv)
{
    const game_def *games[32];
    int ng = 0;
    long decisions = 5, players = 0;
    for (int i = 2; i < argc; i++) {
        long v;
        if (strcmp(argv[i], "--decisions") == 0 && i + 1 < argc &&
            cli_parse_int(argv[i + 1], 1, 10000, &v)) {
            decisions = v;
            i++;
        } else if (strcmp(argv[i], "--players") == 0 && i + 1 < argc &&
                   cli_parse_int(argv[i + 1], 1, GAME_MAX_PLAYERS, &v)) {
            players = v; /* the budgets of the newer games are for 4 players */
            i++;
        } else if (argv[i][0] == '-') {
            char why[WHY];
            snprintf(why, sizeof why, _("Unknown or incomplete argument \"%s\"."), argv[i]);
            return cli_fail(io, why);
        } else {
            if (!(games[ng] = cli_find_game(io, argv[i]))) return EXIT_BAD;
            if (ng < 31) ng++;
        }
    }
    if (ng == 0)
        for (int i = 0; i < game_count() && ng < 32; i++) games[ng++] = game_at(i);
    for (int i = 0; i < ng; i++) {
        const game_def *g = games[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "game", g->id);
        if (!rules_complete(g)) {
            cJSON_AddStringToObject(o, "skipped", "rules not written yet");
            cli_print_json(io, o);
            continue;
        }
        game_params p;
        int want = players ? (int)players : g->min_players > 2 ? g->min_players : 2;
        if (want < g->min_players) want = g->min_players;
        game_params_default(g, &p, want > g->max_players ? g->max_players : want);
        double aps, gps;
        bench_random(g, &p, 0.5, true, &aps, &gps);
        cJSON_AddNumberToObject(o, "players", p.players);
        cJSON_AddNumberToObject(o, "random_actions_per_s", (double)(long)aps);
        cJSON_AddNumberToObject(o, "random_games_per_s", (double)(long)(gps * 10) / 10);
        bench_random(g, &p, 0.5, false, &aps, &gps);
        cJSON_AddNumberToObject(o, "random_games_per_s_legal_list", (double)(long)(gps * 10) / 10);
        cJSON *bots = cJSON_CreateObject();
        for (int l = AI_EASY; l <= AI_HARD; l++)
            cJSON_AddItemToObject(bots, ai_level_name((ai_level)l),
                                  bench_bot(g, &p, (ai_level)l, (int)decisions));
        cJSON_AddItemToObject(o, "bot_ms", bots);
        const ai_game_bot *own = ai_game_bot_for(g);
        if (own && own->bench_counts) {
            cJSON *plans = cJSON_CreateObject();
            for (int l = AI_EASY; l <= AI_HARD; l++)
                cJSON_AddItemToObject(plans, ai_level_name((ai_level)l),
                                      bench_own_steps(g, own->bench_counts, &p, (ai_level)l, 40));
            cJSON_AddItemToObject(o, own->bench_label, plans);
        }
        cli_print_json(io, o);
        fflush(io->out);
    }
    return 0;
}
