/* infinitecity_bot_tune.c: fits hard's evaluation by self-play (a developer tool, not built by
 * default: `cmake --build B --target infinitecity_tune`). infinitecity_tune fit GAMES FIRST_SEED
 * [normal|hard|mixed] plays GAMES two-player games from seeds FIRST_SEED..., both seats normal's
 * search with normal's weights (or with hard's fitted ones: "hard", to fit again on its own games;
 *       "mixed": hard's in one seat and normal's in the other, turned every two games);
 *       at the start of every turn it notes the phase (infinitecity_bot_phase), the difference of
 * the two seats' features (infinitecity_bot_features) and, once the game is over, the difference of
 * their final scores. Per phase, a ridge least-squares fit of that final margin on the features;
 * the even games fit, the odd ones test (R2 and how often the sign of the margin is right, beside
 * normal's hand-set evaluation), then all games fit the table it prints, ready for
 * infinitecity_weights_hard.fw. Deterministic: the same arguments print the same table. The table
 * in infinitecity_bot_eval.c (2026-12-06, with the tiles in hand by kind) is two fits: `fit 3000
 * 500000` (normal's games), then, that table put in as hard's, `fit 3000 520000 hard` (its own
 * games); see docs/rules/infinitecity.md for what it measured. Before the kinds, `fit 3000
 * 500000` alone (2026-11-26). A refit at today's rules, `fit 5000 510000 mixed` (2026-12-02), won
 * 52 of 90 games against normal (IC_PAIRED=1 infinitecity_stats, seeds 9410000-9410044): not kept.
 * Before it, a coordinate search over normal's hand-set weights by win rate (this tool's old
 * `search`) found nothing above noise in 200-400 games a candidate.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/rng.h"
#include "games/infinitecity/bot/infinitecity_bot.h"

enum { MAX_ROWS = 2000000, K = INFINITECITY_NF };

typedef struct row {
    signed char phase, game_odd;
    float y;
    float x[K];
} row;

static row *rows;
static long nrows;

/* One game; its turns' rows get the final margin (seat 0 minus seat 1). */
static void game(uint64_t seed, const infinitecity_weights *w[2], infinitecity_state *s,
                 infinitecity_state *v, game_score *sc, bool odd)
{
    const game_def *g = &infinitecity_game;
    char why[GAME_REASON_LEN];
    game_params prm;
    game_params_default(g, &prm, 2);
    g->setup(s, &prm, seed);
    rng_state r;
    rng_seed(&r, seed * 7919);
    long first = nrows;
    for (int step = 0; step < 5000 && !s->over; step++) {
        int seat = s->cur;
        if (s->step == INFINITECITY_ST_TURN && nrows < MAX_ROWS) {
            double f[GAME_MAX_PLAYERS][INFINITECITY_NF];
            infinitecity_bot_features(s, f);
            row *o = &rows[nrows++];
            o->phase = (signed char)infinitecity_bot_phase(s);
            o->game_odd = odd;
            for (int k = 0; k < K; k++) o->x[k] = (float)(f[0][k] - f[1][k]);
        }
        g->view(s, seat, v);
        game_action a = infinitecity_bot_choose_w(v, seat, AI_NORMAL, rng_next(&r), NULL, w[seat]);
        if (a == AI_NO_ACTION || g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) {
            fprintf(stderr, "seed %llu: seat %d refused: %s\n", (unsigned long long)seed, seat,
                    why);
            exit(1);
        }
    }
    g->score(s, sc);
    for (long i = first; i < nrows; i++) rows[i].y = (float)(sc->total[0] - sc->total[1]);
}

/* Solves a x = b (K unknowns) by Gaussian elimination with partial pivoting. */
static void solve(double a[K][K], double *b, double *x)
{
    for (int c = 0; c < K; c++) {
        int p = c;
        for (int r = c + 1; r < K; r++)
            if (fabs(a[r][c]) > fabs(a[p][c])) p = r;
        for (int j = 0; j < K; j++) {
            double t = a[c][j];
            a[c][j] = a[p][j], a[p][j] = t;
        }
        double t = b[c];
        b[c] = b[p], b[p] = t;
        for (int r = 0; r < K; r++) {
            if (r == c || a[c][c] == 0) continue;
            double m = a[r][c] / a[c][c];
            for (int j = c; j < K; j++) a[r][j] -= m * a[c][j];
            b[r] -= m * b[c];
        }
    }
    for (int c = 0; c < K; c++) x[c] = a[c][c] != 0 ? b[c] / a[c][c] : 0;
}

/* Ridge fit of phase ph on the rows that pass (odd: -1 every game, 0 the even, 1 the odd). */
static void fit(int ph, int games, double *w)
{
    double a[K][K] = {{0}}, b[K] = {0};
    long n = 0;
    for (long i = 0; i < nrows; i++) {
        const row *o = &rows[i];
        if (o->phase != ph || (games >= 0 && o->game_odd != games)) continue;
        n++;
        for (int j = 0; j < K; j++) {
            b[j] += o->x[j] * (double)o->y;
            for (int k = 0; k < K; k++) a[j][k] += (double)o->x[j] * o->x[k];
        }
    }
    for (int j = 0; j < K; j++) a[j][j] += 0.01 * (double)n; /* ridge: the features overlap */
    solve(a, b, w);
}

/* How well w predicts the odd games' margins in phase ph: R2 (after the best scale) and the
 * share of rows whose margin's sign it gets right. */
static void test(int ph, const double *w, double *r2, double *sign)
{
    double pp = 0, py = 0, yy = 0, right = 0, counted = 0;
    for (long i = 0; i < nrows; i++) {
        const row *o = &rows[i];
        if (o->phase != ph || !o->game_odd) continue;
        double p = 0;
        for (int k = 0; k < K; k++) p += w[k] * o->x[k];
        pp += p * p, py += p * o->y, yy += (double)o->y * o->y;
        if (o->y != 0) counted++, right += (p > 0) == (o->y > 0);
    }
    double scale = pp > 0 ? py / pp : 0;
    *r2 = yy > 0 ? 1 - (yy - 2 * scale * py + scale * scale * pp) / yy : 0;
    *sign = counted > 0 ? right / counted : 0;
}

int main(int argc, char **argv)
{
    if (argc < 4 || strcmp(argv[1], "fit") != 0) {
        fprintf(stderr, "usage: infinitecity_tune fit GAMES FIRST_SEED [normal|hard|mixed]\n");
        return 2;
    }
    int games = atoi(argv[2]);
    uint64_t seed0 = strtoull(argv[3], NULL, 10);
    const char *mode = argc > 4 ? argv[4] : "normal";
    /* mixed: hard's weights in one seat, normal's in the other, turned every two games (the
     * even games and the odd ones see both) */
    bool mixed = !strcmp(mode, "mixed");
    const infinitecity_weights *hw =
        mixed || !strcmp(mode, "hard") ? &infinitecity_weights_hard : NULL;
    rows = malloc(sizeof *rows * MAX_ROWS);
    infinitecity_state *s = malloc(sizeof *s), *v = malloc(sizeof *v);
    game_score *sc = malloc(sizeof *sc);
    if (games < 2 || !rows || !s || !v || !sc) return 2;
    for (int i = 0; i < games; i++) {
        const infinitecity_weights *w[2] = {hw, hw};
        if (mixed) w[(i >> 1) & 1] = NULL;
        game(seed0 + (uint64_t)i, w, s, v, sc, i & 1);
    }
    /* the features' names, then each kind in hand by its key */
    static const char *names[INFINITECITY_F_KIND] = {"points",   "silver",  "rings", "pairs",
                                                     "playable", "supply",  "hand",  "open",
                                                     "cover",    "largest", "tiles", "move"};
    /* normal's hand-set evaluation in the same terms, to compare with */
    const double *hand_set = infinitecity_weights_normal.fw[0];
    double table[INFINITECITY_PHASES][K];
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        double half[K], r2, sign, r2h, signh;
        long n = 0;
        for (long i = 0; i < nrows; i++) n += rows[i].phase == ph;
        fit(ph, 0, half);
        test(ph, half, &r2, &sign);
        test(ph, hand_set, &r2h, &signh);
        printf("phase %d: %ld turns; odd games: fitted R2 %.3f, sign %.1f%%; hand-set R2 %.3f, "
               "sign %.1f%%\n",
               ph, n, r2, 100 * sign, r2h, 100 * signh);
        fit(ph, -1, table[ph]);
        printf("  ");
        for (int k = 0; k < K; k++)
            printf(" %s %.3f",
                   k < INFINITECITY_F_KIND ? names[k]
                                           : infinitecity_kinds[k - INFINITECITY_F_KIND].key,
                   table[ph][k]);
        printf("\n");
    }
    printf(".fw = {\n");
    for (int ph = 0; ph < INFINITECITY_PHASES; ph++) {
        printf("    {");
        for (int k = 0; k < K; k++) printf("%s%.3f", k ? ", " : "", table[ph][k]);
        printf("},\n");
    }
    printf("},\n");
    free(rows);
    free(s);
    free(v);
    free(sc);
    return 0;
}
