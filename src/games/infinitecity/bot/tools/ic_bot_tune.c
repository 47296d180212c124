/* ic_bot_tune.c: tunes hard's evaluation weights by self-play (a developer tool, not built by
 * default: `cmake --build B --target infinitecity_tune`). A candidate plays normal's search with
 * its weights against normal (normal's search, normal's weights), 2 players, each seed twice
 * with the seats swapped; its share of the wins (a shared win counts 1/2) is its score.
 *   infinitecity_tune eval SEEDS FIRST_SEED [w...]
 *       the score of the weights w (pair token open cover hand supply group; missing ones are
 *       normal's) over SEEDS seeds (2 * SEEDS games) from FIRST_SEED.
 *   infinitecity_tune search SEEDS FIRST_SEED [w...]
 *       a coordinate search from w: each weight in turn moved up and down by its step, the best
 *       of the three kept (a move must win by more than one game); steps halve after a pass
 *       with no move; three passes at most. Prints every candidate and the best.
 * Deterministic: the same arguments print the same figures. Runs of 2026-11-26 (the figures in
 * ic_bot_eval.c and docs/rules/infinitecity.md): `search 100 20000`, `search 100 20000 0.7 1.0
 * 0.3 0.35 0.12 0.4 0.1`, then `eval 100 20100 ...` and `eval 200 20000 ...`: nothing above
 * noise, so hard kept normal's weights. Confirmation seeds (9000..., 11000...) are never tuned
 * on: they are for infinitecity_stats with the real hard search.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/rng.h"
#include "games/infinitecity/bot/ic_bot.h"

enum { NW = 7 };
static const char *names[NW] = {"pair", "token", "open", "cover", "hand", "supply", "group"};

static double *wref(ic_weights *w, int i)
{
    double *f[NW] = {&w->pair, &w->token, &w->open, &w->cover, &w->hand, &w->supply, &w->group};
    return f[i];
}

/* One game from seed: the candidate in seat cand_seat. Returns its share of the win. */
static double game(const ic_weights *cw, int cand_seat, uint64_t seed, ic_state *s, ic_state *v,
                   game_score *sc)
{
    const game_def *g = &infinitecity_game;
    char why[GAME_REASON_LEN];
    game_params prm;
    game_params_default(g, &prm, 2);
    g->setup(s, &prm, seed);
    rng_state r;
    rng_seed(&r, seed * 7919);
    for (int step = 0; step < 5000 && !s->over; step++) {
        int seat = s->cur;
        g->view(s, seat, v);
        game_action a = ic_bot_choose_w(v, seat, AI_NORMAL, rng_next(&r), NULL,
                                        seat == cand_seat ? cw : &ic_weights_normal);
        if (a == AI_NO_ACTION || g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) {
            fprintf(stderr, "seed %llu: seat %d refused: %s\n", (unsigned long long)seed, seat,
                    why);
            exit(1);
        }
    }
    g->score(s, sc);
    int k = (sc->winners & 1u) + (sc->winners >> 1 & 1u);
    return k && (sc->winners >> cand_seat & 1u) ? 1.0 / k : 0.0;
}

static double score(const ic_weights *w, int seeds, uint64_t seed0)
{
    ic_state *s = malloc(sizeof *s), *v = malloc(sizeof *v);
    game_score *sc = malloc(sizeof *sc);
    double wins = 0;
    for (int i = 0; i < seeds; i++)
        for (int seat = 0; seat < 2; seat++) wins += game(w, seat, seed0 + (uint64_t)i, s, v, sc);
    free(s);
    free(v);
    free(sc);
    return wins;
}

static void show(const char *tag, const ic_weights *w, double wins, int seeds)
{
    printf("%s", tag);
    for (int i = 0; i < NW; i++) printf(" %s %.3f", names[i], *wref((ic_weights *)w, i));
    printf(": %.1f of %d (%.1f%%)\n", wins, 2 * seeds, 50.0 * wins / seeds);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: infinitecity_tune eval|search SEEDS FIRST_SEED [w...]\n");
        return 2;
    }
    int seeds = atoi(argv[2]);
    uint64_t seed0 = strtoull(argv[3], NULL, 10);
    ic_weights w = ic_weights_normal;
    for (int i = 0; i < NW && 4 + i < argc; i++) *wref(&w, i) = atof(argv[4 + i]);
    if (seeds < 1) return 2;
    double best = score(&w, seeds, seed0);
    show("start", &w, best, seeds);
    if (strcmp(argv[1], "search") != 0) return 0;
    double step[NW] = {0.3, 0.3, 0.15, 0.2, 0.1, 0.2, 0.1};
    for (int pass = 0; pass < 3; pass++) {
        bool moved = false;
        for (int i = 0; i < NW; i++) {
            ic_weights bw = w;
            for (int dir = -1; dir <= 1; dir += 2) {
                ic_weights c = w;
                *wref(&c, i) += dir * step[i];
                double sc = score(&c, seeds, seed0);
                char tag[64];
                snprintf(tag, sizeof tag, "pass %d %s %+d", pass, names[i], dir);
                show(tag, &c, sc, seeds);
                if (sc > best + 1.0) best = sc, bw = c, moved = true;
            }
            w = bw;
        }
        if (!moved)
            for (int i = 0; i < NW; i++) step[i] /= 2;
    }
    show("best", &w, best, seeds);
    return 0;
}
