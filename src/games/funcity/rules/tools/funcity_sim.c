/* funcity_sim.c: Fun City's clock simulation and rules benchmarks, the figures of
 * docs/rules/funcity.md ("The bank clock"). A CMake target not built by default, which compiles the
 * rules and the bots again with the clock's odds of FUNCITY_SIM_DEFS (empty: the game's own), so
 * other odds can be played by the shipped bots:
 *   cmake -S . -B build/sim -DCMAKE_BUILD_TYPE=Release \
 *         -DFUNCITY_SIM_DEFS="FUNCITY_CLOCK_P20_NUM=1;FUNCITY_CLOCK_P20_DEN=2;FUNCITY_CLOCK_SLOG_DEN=6"
 *   cmake --build build/sim --target funcity_sim
 *   funcity_sim clock      the press count for several odds of a 20-minute step (clock alone)
 *   funcity_sim bots N LEVEL [SEED]   N games at 2, 3 and 4 players, every seat the shipped bot of
 *                          LEVEL (random, easy, normal, hard): presses and turns per player, CITY
 *                          cards taken and closed unclaimed, SLOG's jumps and escorts
 *   funcity_sim bench      random 4-player games per second (random_action), path-finding time
 *   funcity_sim json       prints data/funcity/content.json from the rules' tables */
#define _POSIX_C_SOURCE 200809L
#include "ai/ai.h"
#include "games/funcity/rules/funcity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const game_def funcity_game;

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int actor(game_turn t)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask >> i & 1) return i;
    return -1;
}

static void clock_only(void)
{
    rng_state r;
    rng_seed(&r, 7);
    static const int odds[][2] = {{1, 4}, {1, 3}, {1, 2}, {2, 3}, {3, 4}};
    for (int o = 0; o < 5; o++) {
        long total = 0, games = 20000, lo = 99, hi = 0;
        for (int g = 0; g < games; g++) {
            int t = 0, presses = 0;
            while (t < FUNCITY_END) {
                t += rng_below(&r, (uint32_t)odds[o][1]) < (uint32_t)odds[o][0] ? 2 : 1;
                presses++;
            }
            total += presses;
            if (presses < lo) lo = presses;
            if (presses > hi) hi = presses;
        }
        double mean = (double)total / games;
        printf(
            "P(20 min) = %d/%d: %.1f presses (%ld..%ld); turns each: 2p %.1f, 3p %.1f, 4p %.1f\n",
            odds[o][0], odds[o][1], mean, lo, hi, mean / 2, mean / 3, mean / 4);
    }
}

/* Running totals of one player count. */
typedef struct tally {
    long games, presses, lo, hi, pops, escorts, escort_cards, taken, closed, left, dried, dry_games;
} tally;

/* One game of seats all at level: every press counted (the first one is setup's), SLOG's jumps,
 * her escorts and the cards they took, and where the 40 CITY cards ended. */
static void play_one(tally *t, int players, ai_level level, uint64_t seed)
{
    funcity_state s, v;
    char why[GAME_REASON_LEN];
    game_params p;
    game_params_default(&funcity_game, &p, players);
    rng_state r;
    rng_seed(&r, seed * 7919 + 1);
    funcity_game.setup(&s, &p, seed);
    long presses = 1, dry = s.cdeck_n ? -1 : s.time; /* setup pressed the first turn's clock */
    t->pops += s.slog_popped;
    for (int step = 0; !s.over; step++) {
        if (step > 100000) {
            fprintf(stderr, "game %llu: no end\n", (unsigned long long)seed);
            exit(1);
        }
        int who = actor(funcity_turn(&s));
        funcity_game.view(&s, who, &v);
        game_action a = ai_choose(&funcity_game, &v, who, level, NULL, rng_next(&r), NULL);
        funcity_state before = s;
        if (a == AI_NO_ACTION || funcity_game.apply(&s, who, a, why, sizeof why) == GAME_REFUSED) {
            fprintf(stderr, "game %llu: seat %d refused: %s\n", (unsigned long long)seed, who, why);
            exit(1);
        }
        if (s.time != before.time) {
            presses++;
            t->pops += s.slog_popped;
        }
        bool home = s.slog == FUNCITY_SLOG_AT_MARKET || s.slog == FUNCITY_SLOG_AT_LIBRARY;
        if (home && s.slog != before.slog) { /* walked home (at once when the board is empty) */
            t->escorts++;
            if (FUNCITY_TYPE(a) == FUNCITY_A_SLOG)
                for (int c = 0; c < FUNCITY_CITY; c++)
                    t->escort_cards +=
                        s.cwhere[c] >= FUNCITY_C_OWNER && before.cwhere[c] < FUNCITY_C_OWNER;
        }
        if (dry < 0 && !s.cdeck_n) dry = s.time;
    }
    t->games++;
    t->presses += presses;
    if (!t->lo || presses < t->lo) t->lo = presses;
    if (presses > t->hi) t->hi = presses;
    for (int c = 0; c < FUNCITY_CITY; c++) {
        t->taken += s.cwhere[c] >= FUNCITY_C_OWNER;
        t->closed += s.cwhere[c] == FUNCITY_C_CLOSED;
        t->left += s.cwhere[c] == FUNCITY_C_DECK || s.cwhere[c] == FUNCITY_C_BOARD;
    }
    if (dry >= 0) t->dried += dry, t->dry_games++;
}

static void bots(int games, ai_level level, uint64_t seed0)
{
    printf("clock: 20 minutes with odds %d/%d, SLOG jumps with odds 1/%d; %d games a player count, "
           "every seat %s, seeds from %llu\n",
           FUNCITY_P20_NUM, FUNCITY_P20_DEN, FUNCITY_SLOG_DEN, games, ai_level_name(level),
           (unsigned long long)seed0);
    for (int players = 2; players <= 4; players++) {
        tally t = {0};
        for (int g = 0; g < games; g++) play_one(&t, players, level, seed0 + (uint64_t)g);
        double n = (double)t.games;
        char dried[8] = "-";
        if (t.dry_games) funcity_hhmm((int)(t.dried / t.dry_games + 0.5), dried, sizeof dried);
        printf(
            "%d players: presses %.1f (%ld..%ld), turns each %.2f; CITY cards taken %.1f, closed "
            "unclaimed %.1f, left at 5:00 %.1f; SLOG jumps %.2f, escorted %.2f (cards %.2f); "
            "deck out in %.0f%% of games, at %s on average\n",
            players, t.presses / n, t.lo, t.hi, t.presses / n / players, t.taken / n, t.closed / n,
            t.left / n, t.pops / n, t.escorts / n, t.escort_cards / n, 100.0 * t.dry_games / n,
            dried);
        fflush(stdout);
    }
}

static void bench(void)
{
    funcity_state s;
    rng_state r;
    rng_seed(&r, 42);
    char why[GAME_REASON_LEN];
    long games = 0, actions = 0;
    double t0 = cpu_s();
    while (cpu_s() - t0 < 2.0) {
        game_params p = {.players = 4};
        funcity_game.setup(&s, &p, rng_next(&r));
        while (!s.over) {
            int who = actor(funcity_turn(&s));
            game_action a = funcity_game.random_action(&s, who, &r);
            funcity_game.apply(&s, who, a, why, sizeof why);
            actions++;
        }
        games++;
    }
    double dt = cpu_s() - t0;
    printf("random 4-player games: %.0f a second (%.0f actions a second, %.0f actions a game)\n",
           games / dt, actions / dt, (double)actions / games);
    /* path-finding: every reachable space after a roll (walk, bus boarding, every ride) */
    long calls = 0;
    uint64_t sink = 0;
    double worst = 0;
    t0 = cpu_s();
    for (int rep = 0; rep < 200; rep++)
        for (int from = 0; from < FUNCITY_NODES; from++)
            for (int roll = 2; roll <= 28; roll++) {
                double a = rep == 0 ? cpu_s() : 0;
                uint64_t m = funcity_reach(from, roll), b = funcity_bus_boardable(from, roll);
                for (int i = 0; i < FUNCITY_STOPS; i++)
                    if (b >> i & 1)
                        for (int d = 0; d < 2; d++)
                            m |= funcity_ride_reach(i, d,
                                                    roll - funcity_dist(from, funcity_stops[i]));
                sink ^= m;
                calls++;
                if (rep == 0 && cpu_s() - a > worst) worst = cpu_s() - a;
            }
    dt = cpu_s() - t0;
    printf("reachable spaces after a roll (walk + every bus ride): %.2f us on average, worst "
           "%.1f us (first pass, timer included) [%llx]\n",
           dt / calls * 1e6, worst * 1e6, (unsigned long long)(sink & 0xF));
}

static void json(void)
{
    printf(
        "{\n  \"comment\": \"Fun City's content, the same as "
        "src/games/funcity/rules/funcity_data.c "
        "(a test checks they agree). Times are ticks of 10 minutes after 9:00 and as text.\",\n");
    printf("  \"streets\": [");
    for (int i = 0; i < FUNCITY_STREETS; i++) {
        printf("%s\n    {\"id\": \"s%d\", \"at\": [%d, %d], \"next\": [", i ? "," : "", i,
               funcity_street_xy[i][0], funcity_street_xy[i][1]);
        int k = 0;
        for (int j = 0; j < FUNCITY_STREETS; j++)
            if (funcity_adj[i] >> j & 1) printf("%s\"s%d\"", k++ ? ", " : "", j);
        printf("]%s}", i == FUNCITY_RED ? ", \"red\": true" : "");
    }
    printf("\n  ],\n  \"places\": [");
    static const char *const fr[FUNCITY_PLACES] = {"Auberge l’Asperge",
                                                   "Théâtre",
                                                   "Bowl-à-Gnome",
                                                   "Hôtel de Ville",
                                                   "Chez Maltaillé",
                                                   "Chez Ralph",
                                                   "Super Hypermarché",
                                                   "Bibliothèque",
                                                   "Parc",
                                                   "Banque",
                                                   "Bureau de poste",
                                                   "Dentiste",
                                                   "Zoo",
                                                   "Salon de coiffure"};
    for (int i = 0; i < FUNCITY_PLACES; i++) {
        printf("%s\n    {\"id\": \"%s\", \"en\": \"%s\", \"fr\": \"%s\", \"at\": [%d, %d], "
               "\"entrances\": [\"s%d\"",
               i ? "," : "", funcity_places[i].key, funcity_places[i].name, fr[i],
               funcity_places[i].x, funcity_places[i].y, funcity_places[i].entrance[0]);
        if (funcity_places[i].entrance[1] != FUNCITY_NONE)
            printf(", \"s%d\"", funcity_places[i].entrance[1]);
        printf("]}");
    }
    printf("\n  ],\n  \"bus\": [");
    for (int i = 0; i < FUNCITY_STOPS; i++) printf("%s\"s%d\"", i ? ", " : "", funcity_stops[i]);
    printf("],\n  \"red\": \"s%d\",\n  \"city_cards\": [", FUNCITY_RED);
    for (int c = 0; c < FUNCITY_CITY; c++) {
        char o[8], cl[8];
        funcity_hhmm(funcity_cards[c].open, o, sizeof o);
        funcity_hhmm(funcity_cards[c].close, cl, sizeof cl);
        printf("%s\n    {\"card\": %d, \"place\": \"%s\", \"opens\": \"%s\", \"closes\": \"%s\", "
               "\"points\": %d}",
               c ? "," : "", c + 1, funcity_places[funcity_cards[c].place].key, o, cl,
               funcity_cards[c].points);
    }
    printf("\n  ],\n  \"mad_cards\": [");
    for (int k = 0; k < FUNCITY_KINDS; k++)
        printf("%s\n    {\"id\": \"%s\", \"en\": \"%s\", \"count\": %d%s%s%s}", k ? "," : "",
               funcity_kinds[k].key, funcity_kinds[k].name, funcity_kinds[k].count,
               funcity_kinds[k].place != FUNCITY_NONE ? ", \"place\": \"" : "",
               funcity_kinds[k].place != FUNCITY_NONE ? funcity_places[funcity_kinds[k].place].key
                                                      : "",
               funcity_kinds[k].place != FUNCITY_NONE ? "\"" : "");
    printf("\n  ],\n  \"clock\": {\"twenty_minutes\": [%d, %d], \"slog\": [1, %d], \"ends\": "
           "\"17:00\"}\n}\n",
           FUNCITY_P20_NUM, FUNCITY_P20_DEN, FUNCITY_SLOG_DEN);
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "clock"))
        clock_only();
    else if (argc >= 4 && !strcmp(argv[1], "bots") &&
             ai_level_from_name(argv[3]) != AI_LEVEL_COUNT && atoi(argv[2]) > 0)
        bots(atoi(argv[2]), ai_level_from_name(argv[3]),
             argc >= 5 ? strtoull(argv[4], NULL, 10) : 1);
    else if (argc >= 2 && !strcmp(argv[1], "bench"))
        bench();
    else if (argc >= 2 && !strcmp(argv[1], "json"))
        json();
    else {
        fprintf(stderr, "usage: funcity_sim clock | bots N random|easy|normal|hard [SEED] | "
                        "bench | json\n");
        return 2;
    }
    return 0;
}
