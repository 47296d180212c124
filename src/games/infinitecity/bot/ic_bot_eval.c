/* ic_bot_eval.c: Infinite City's evaluation (see ic_bot.h): a seat's features and the three
 * weight sets. */
#include <math.h>
#include <string.h>

#include "games/infinitecity/bot/ic_bot.h"

/* points, silver, rings, pairs, playable, supply, hand, open, cover, largest, tiles, move */
// clang-format off
#define IC_PLAIN {1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}
#define IC_NORMAL {1, 1, 0, 0.7, 1, 0, 0.12, 0.3, 0.35, 0, 0, 0}
// clang-format on

/* Easy: the score, and a token that can still be played before the end is a point. */
const ic_weights ic_weights_plain = {.fw = {IC_PLAIN, IC_PLAIN, IC_PLAIN, IC_PLAIN}};

/* Normal's, set by hand: the score; a token that can still be played before the end (the game
 * ends one round after the first supply runs out: tokens past that are worth nothing, so the
 * seat with more plays its extra ones: Housing, Embassy, Capitol) a point; a group of 2 0.7; a
 * tile in hand 0.12; an open tile next to the seat's 0.3; a tile under cover 0.35. */
const ic_weights ic_weights_normal = {.fw = {IC_NORMAL, IC_NORMAL, IC_NORMAL, IC_NORMAL}};

/* Hard's: fitted to what each feature says of the final margin, phase by phase
 * (`infinitecity_tune fit 3000 500000`: 3000 games of normal against normal, the position at
 * the start of every turn). What the fit found that the hand-set weights miss: a silver ring
 * is worth more than a point whoever leads the majority now, a token still in supply about
 * three points near the end (the race), and points on the board less than their face before
 * the end (tiles change hands). The odd games, held out, say it predicts the final margin
 * better than normal's weights in every phase (docs/rules/infinitecity.md, Bots). */
// clang-format off
const ic_weights ic_weights_hard = {.fw = {
    /* points silver rings pairs playable supply hand open cover largest tiles move */
    {0.810, 0.129, 1.078, 0.755, 0.095, 0.677, 0.084, 0.509, 0.787, -0.803, 0.257, 1.390},
    {0.272, 0.239, 1.180, 0.231, 0.283, 0.667, -0.306, -0.148, 0.257, -0.103, 0.747, 1.284},
    {0.506, 0.162, 1.881, 1.090, 0.829, 1.168, 0.038, -0.030, 0.084, -0.003, 1.018, 1.806},
    {0.980, 0.414, 1.334, 0.949, 2.426, 0.823, 0.854, -0.404, 0.138, 0.019, 0.411, 2.649},
}};
// clang-format on

static bool controls(const ic_state *s, int slot, int q)
{
    return s->kind[slot] != IC_NONE && s->tok[slot][q] > 0;
}

/* Points (groups of 3+, printed values; silver counted into silver[]) and pairs of seat q. */
static void seat_points(const ic_state *s, int q, double *points, int *pairs, int *silver,
                        int *largest)
{
    uint8_t seen[IC_TILES], stack[IC_TILES];
    memset(seen, 0, sizeof seen);
    *points = 0;
    *pairs = 0;
    *silver = 0;
    *largest = 0;
    for (int i = 0; i < s->hi; i++) {
        if (!controls(s, i, q)) continue;
        if (s->kind[i] < IC_KINDS) {
            *points += ic_kinds[s->kind[i]].value;
            *silver += ic_kinds[s->kind[i]].silver;
        }
        if (seen[i]) continue;
        int sp = 0, size = 0;
        stack[sp++] = (uint8_t)i;
        seen[i] = 1;
        while (sp) {
            int t = stack[--sp];
            size++;
            for (int d = 0; d < 4; d++) {
                int n = ic_at(s, s->tx[t] + ic_dx[d], s->ty[t] + ic_dy[d]);
                if (n < 0 || seen[n] || !controls(s, n, q)) continue;
                seen[n] = 1;
                stack[sp++] = (uint8_t)n;
            }
        }
        if (size > *largest) *largest = size;
        if (size >= 3) *points += size;
        if (size == 2) (*pairs)++;
    }
}

int ic_bot_phase(const ic_state *s)
{
    int minsup = IC_TOKENS;
    for (int q = 0; q < s->players; q++)
        if (s->supply[q] < minsup) minsup = s->supply[q];
    return s->ending || minsup <= 3 ? 3 : minsup <= 6 ? 2 : minsup <= 10 ? 1 : 0;
}

void ic_bot_features(const ic_state *s, double f[GAME_MAX_PLAYERS][IC_NF])
{
    int np = s->players, silver[GAME_MAX_PLAYERS], most = 0, pairs, largest;
    int minsup = IC_TOKENS;
    memset(f, 0, sizeof(double) * GAME_MAX_PLAYERS * IC_NF);
    for (int q = 0; q < np; q++) {
        seat_points(s, q, &f[q][IC_F_POINTS], &pairs, &silver[q], &largest);
        if (silver[q] > most) most = silver[q];
        if (s->supply[q] < minsup) minsup = s->supply[q];
        f[q][IC_F_RINGS] = silver[q];
        f[q][IC_F_PAIRS] = pairs;
        f[q][IC_F_LARGEST] = largest;
        f[q][IC_F_SUPPLY] = s->supply[q];
        f[q][IC_F_HAND] = s->hand_n[q] < 8 ? s->hand_n[q] : 8;
        f[q][IC_F_MOVE] = q == s->cur;
    }
    int rounds = s->ending ? 1 : minsup + 1;
    for (int q = 0; q < np; q++) {
        if (most > 0 && silver[q] == most) f[q][IC_F_SILVER] = most;
        f[q][IC_F_PLAYABLE] = s->supply[q] < rounds ? s->supply[q] : rounds;
    }
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == IC_NONE) continue;
        bool empty = true;
        for (int q = 0; q < np; q++) {
            empty = empty && !s->tok[i][q];
            if (s->tok[i][q]) f[q][IC_F_TILES] += 1;
        }
        if (empty) {
            unsigned near = 0;
            for (int d = 0; d < 4; d++) {
                int n = ic_at(s, s->tx[i] + ic_dx[d], s->ty[i] + ic_dy[d]);
                for (int q = 0; n >= 0 && q < np; q++)
                    if (s->tok[n][q]) near |= 1u << q;
            }
            for (int q = 0; q < np; q++)
                if (near & (1u << q)) f[q][IC_F_OPEN] += 1;
        } else if (s->ps_up && ic_protector(s, i, -1) >= 0) {
            for (int q = 0; q < np; q++)
                if (s->tok[i][q]) f[q][IC_F_COVER] += 1;
        }
    }
}

double ic_bot_eval(const ic_state *s, int seat, const ic_weights *w)
{
    double f[GAME_MAX_PLAYERS][IC_NF], v[GAME_MAX_PLAYERS];
    ic_bot_features(s, f);
    const double *fw = (w ? w : &ic_weights_normal)->fw[ic_bot_phase(s)];
    for (int q = 0; q < s->players; q++) {
        v[q] = 0;
        if (s->over) {
            v[q] = f[q][IC_F_POINTS] + f[q][IC_F_SILVER];
            continue;
        }
        for (int k = 0; k < IC_NF; k++) v[q] += fw[k] * f[q][k];
    }
    double best = -1e9;
    for (int q = 0; q < s->players; q++)
        if (q != seat && v[q] > best) best = v[q];
    double m = v[seat] - best;
    if (!s->over) return m;
    /* finished: the winner (the tie-break on the largest group) decides */
    int mine = ic_largest_group(s, seat), tied = 0;
    bool lost = false;
    for (int q = 0; q < s->players; q++) {
        if (q == seat) continue;
        if (v[q] > v[seat] + 1e-9) lost = true;
        if (fabs(v[q] - v[seat]) < 1e-9) {
            int g = ic_largest_group(s, q);
            if (g > mine) lost = true;
            if (g == mine) tied++;
        }
    }
    return (lost ? -IC_BOT_END : tied ? 0 : IC_BOT_END) + m;
}
