/* funcity_sim.c: Fun City's clock simulation and rules benchmarks, the figures of
 * docs/rules/funcity.md ("The bank clock"). Not built by CMake; after a normal build:
 *   cc -std=c11 -O2 -Isrc -Ibuild/h/generated -o /tmp/fcsim tools/funcity_sim.c \
 *      build/h/libcb_cli.a build/h/libcb_match.a build/h/libcb_ai.a build/h/libcb_games.a \
 *      build/h/libcb_core.a $(pkg-config --libs libcjson) -lm
 *   /tmp/fcsim clock      the press count for several odds of a 20-minute step (clock alone)
 *   /tmp/fcsim sim N      N games a player count (2, 3, 4) with a simple greedy policy: turns
 *                         per player, CITY cards taken and closed unclaimed, SLOG's jumps
 *   /tmp/fcsim bench      random 4-player games per second (random_action), path-finding time
 *   /tmp/fcsim json       prints data/funcity/content.json from the rules' tables */
#define _POSIX_C_SOURCE 200809L
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
            while (t < FC_END) {
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

/* A simple player: adds and doubles, walks (no bus) to the best open card in reach, else
 * towards the nearest card on the board; helps SLOG when she is in reach. */
static game_action greedy(const fc_state *s, int p, rng_state *r)
{
    game_action acts[128];
    int n = fc_legal(s, p, acts, 128);
    if (s->ch_on || s->step == FC_ST_WIN_PRE || s->step == FC_ST_WIN_BUS || s->step == FC_ST_PICK)
        return acts[n - 1] == FC_ACT(FC_A_STOP, 0, 0) ? acts[n - 1] : FC_ACT(FC_A_PASS, 0, 0);
    if (s->step == FC_ST_START) {
        for (int i = 0; i < n; i++) {
            int k = FC_X(acts[i]);
            if (FC_TYPE(acts[i]) == FC_A_PLAY && (k <= FC_DOUBLE)) return acts[i];
        }
        return acts[n - 1];
    }
    if (s->step == FC_ST_SLOG) {
        int best = 0;
        for (int i = 1; i < n; i++)
            if (fc_cards[FC_X(acts[i])].points > fc_cards[FC_X(acts[best])].points) best = i;
        return acts[best];
    }
    int bestv = -1000;
    game_action best = acts[rng_below(r, (uint32_t)n)];
    for (int i = 0; i < n; i++) {
        if (FC_TYPE(acts[i]) != FC_A_GO) continue;
        int node = FC_X(acts[i]), v = -100;
        if (node == FC_RED && (s->slog == FC_SLOG_TO_LIBRARY || s->slog == FC_SLOG_TO_MARKET))
            v = 50;
        for (int c = 0; c < FC_CITY; c++) {
            if (s->cwhere[c] != FC_C_BOARD) continue;
            int pl = FC_STREETS + fc_cards[c].place;
            if (pl == node && fc_card_open(s, c))
                v = v > 100 ? v + 10 * fc_cards[c].points : 100 + 10 * fc_cards[c].points;
            else if (-fc_dist(node, pl) > v)
                v = -fc_dist(node, pl);
        }
        if (v > bestv) bestv = v, best = acts[i];
    }
    return best;
}

static void sim(int games)
{
    for (int players = 2; players <= 4; players++) {
        long turns = 0, taken = 0, closed = 0, pops = 0, helped = 0, left = 0, dry = 0, dried = 0;
        rng_state r;
        rng_seed(&r, 11);
        fc_state s;
        char why[GAME_REASON_LEN];
        for (int g = 0; g < games; g++) {
            game_params p = {.players = players};
            funcity_game.setup(&s, &p, rng_next(&r));
            int last_cur = -1;
            dry = 0;
            uint8_t t_before = s.time;
            pops += s.slog_popped;
            while (!s.over) {
                game_turn t = fc_turn(&s);
                int who = actor(t);
                game_action a = greedy(&s, who, &r);
                int slog_before = s.slog;
                if (funcity_game.apply(&s, who, a, why, sizeof why) == GAME_REFUSED) {
                    fprintf(stderr, "refused: %s\n", why);
                    exit(1);
                }
                if (!s.cdeck_n && !dry) dry = 1, dried += s.time;
                if ((slog_before == FC_SLOG_TO_LIBRARY || slog_before == FC_SLOG_TO_MARKET) &&
                    (s.slog == FC_SLOG_AT_LIBRARY || s.slog == FC_SLOG_AT_MARKET))
                    helped++;
                if (s.time != t_before || s.cur != last_cur) {
                    if (s.time != t_before) {
                        turns++;
                        pops += s.slog_popped;
                    }
                    t_before = s.time;
                    last_cur = s.cur;
                }
            }
            for (int c = 0; c < FC_CITY; c++) {
                taken += s.cwhere[c] >= FC_C_OWNER;
                closed += s.cwhere[c] == FC_C_CLOSED;
                left += s.cwhere[c] == FC_C_DECK || s.cwhere[c] == FC_C_BOARD;
            }
        }
        printf("%d players: %.1f turns each, CITY cards taken %.1f, closed unclaimed %.1f, left "
               "at 5:00 %.1f, SLOG jumps %.2f a game (%.2f helped home), deck out at %.1f ticks\n",
               players, (double)turns / games / players, (double)taken / games,
               (double)closed / games, (double)left / games, (double)pops / games,
               (double)helped / games, (double)dried / games);
    }
}

static void bench(void)
{
    fc_state s;
    rng_state r;
    rng_seed(&r, 42);
    char why[GAME_REASON_LEN];
    long games = 0, actions = 0;
    double t0 = cpu_s();
    while (cpu_s() - t0 < 2.0) {
        game_params p = {.players = 4};
        funcity_game.setup(&s, &p, rng_next(&r));
        while (!s.over) {
            int who = actor(fc_turn(&s));
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
        for (int from = 0; from < FC_NODES; from++)
            for (int roll = 2; roll <= 28; roll++) {
                double a = rep == 0 ? cpu_s() : 0;
                uint64_t m = fc_reach(from, roll), b = fc_bus_boardable(from, roll);
                for (int i = 0; i < FC_STOPS; i++)
                    if (b >> i & 1)
                        for (int d = 0; d < 2; d++)
                            m |= fc_ride_reach(i, d, roll - fc_dist(from, fc_stops[i]));
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
        "{\n  \"comment\": \"Fun City's content, the same as src/games/funcity/rules/fc_data.c "
        "(a test checks they agree). Times are ticks of 10 minutes after 9:00 and as text.\",\n");
    printf("  \"streets\": [");
    for (int i = 0; i < FC_STREETS; i++) {
        printf("%s\n    {\"id\": \"s%d\", \"at\": [%d, %d], \"next\": [", i ? "," : "", i,
               fc_street_xy[i][0], fc_street_xy[i][1]);
        int k = 0;
        for (int j = 0; j < FC_STREETS; j++)
            if (fc_adj[i] >> j & 1) printf("%s\"s%d\"", k++ ? ", " : "", j);
        printf("]%s}", i == FC_RED ? ", \"red\": true" : "");
    }
    printf("\n  ],\n  \"places\": [");
    static const char *const fr[FC_PLACES] = {"Auberge l’Asperge",
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
    for (int i = 0; i < FC_PLACES; i++) {
        printf("%s\n    {\"id\": \"%s\", \"en\": \"%s\", \"fr\": \"%s\", \"at\": [%d, %d], "
               "\"entrances\": [\"s%d\"",
               i ? "," : "", fc_places[i].key, fc_places[i].name, fr[i], fc_places[i].x,
               fc_places[i].y, fc_places[i].entrance[0]);
        if (fc_places[i].entrance[1] != FC_NONE) printf(", \"s%d\"", fc_places[i].entrance[1]);
        printf("]}");
    }
    printf("\n  ],\n  \"bus\": [");
    for (int i = 0; i < FC_STOPS; i++) printf("%s\"s%d\"", i ? ", " : "", fc_stops[i]);
    printf("],\n  \"red\": \"s%d\",\n  \"city_cards\": [", FC_RED);
    for (int c = 0; c < FC_CITY; c++) {
        char o[8], cl[8];
        fc_hhmm(fc_cards[c].open, o, sizeof o);
        fc_hhmm(fc_cards[c].close, cl, sizeof cl);
        printf("%s\n    {\"card\": %d, \"place\": \"%s\", \"opens\": \"%s\", \"closes\": \"%s\", "
               "\"points\": %d}",
               c ? "," : "", c + 1, fc_places[fc_cards[c].place].key, o, cl, fc_cards[c].points);
    }
    printf("\n  ],\n  \"mad_cards\": [");
    for (int k = 0; k < FC_KINDS; k++)
        printf("%s\n    {\"id\": \"%s\", \"en\": \"%s\", \"count\": %d%s%s%s}", k ? "," : "",
               fc_kinds[k].key, fc_kinds[k].name, fc_kinds[k].count,
               fc_kinds[k].place != FC_NONE ? ", \"place\": \"" : "",
               fc_kinds[k].place != FC_NONE ? fc_places[fc_kinds[k].place].key : "",
               fc_kinds[k].place != FC_NONE ? "\"" : "");
    printf("\n  ],\n  \"clock\": {\"twenty_minutes\": [%d, %d], \"slog\": [1, %d], \"ends\": "
           "\"17:00\"}\n}\n",
           FC_P20_NUM, FC_P20_DEN, FC_SLOG_DEN);
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "clock"))
        clock_only();
    else if (argc >= 2 && !strcmp(argv[1], "sim"))
        sim(argc >= 3 ? atoi(argv[2]) : 2000);
    else if (argc >= 2 && !strcmp(argv[1], "bench"))
        bench();
    else if (argc >= 2 && !strcmp(argv[1], "json"))
        json();
    else {
        fprintf(stderr, "usage: funcity_sim clock | sim [N] | bench | json\n");
        return 2;
    }
    return 0;
}
