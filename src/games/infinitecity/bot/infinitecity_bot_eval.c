/* infinitecity_bot_eval.c: Infinite City's evaluation (see infinitecity_bot.h): a seat's features
 * and the three weight sets. */
#include <math.h>
#include <string.h>

#include "games/infinitecity/bot/infinitecity_bot.h"

/* points, silver, rings, pairs, playable, supply, hand, open, cover, largest, tiles, move (the
 * kinds in hand after them: 0 for easy and normal) */
// clang-format off
#define INFINITECITY_PLAIN {1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}
#define INFINITECITY_NORMAL {1, 1, 0, 0.7, 1, 0, 0.12, 0.3, 0.35, 0, 0, 0}
// clang-format on

/* Easy: the score, and a token that can still be played before the end is a point. */
const infinitecity_weights infinitecity_weights_plain = {
    .fw = {INFINITECITY_PLAIN, INFINITECITY_PLAIN, INFINITECITY_PLAIN, INFINITECITY_PLAIN}};

/* Normal's, set by hand: the score; a token that can still be played before the end (the game
 * ends one round after the first supply runs out: tokens past that are worth nothing, so the
 * seat with more plays its extra ones: Housing, Embassy, Capitol) a point; a group of 2 0.7; a
 * tile in hand 0.12; an open tile next to the seat's 0.3; a tile under cover 0.35. */
const infinitecity_weights infinitecity_weights_normal = {
    .fw = {INFINITECITY_NORMAL, INFINITECITY_NORMAL, INFINITECITY_NORMAL, INFINITECITY_NORMAL}};

/* Hard's: fitted to what each feature says of the final margin, phase by phase, at the start of
 * every turn, in two steps (tools/infinitecity_bot_tune.c): `infinitecity_tune fit 3000 500000`
 * on 3000 games of normal against normal, then, with that table as hard's, `infinitecity_tune
 * fit 3000 520000 hard` on 3000 games that table plays against itself (normal's search): the
 * table below, fitted on the positions hard's own evaluation leads to. What the fit found that
 * the hand-set weights miss: a silver ring is worth 0.8 to 1.4 points whoever leads the majority
 * now, a token that can still be played nearly four points near the end (the race), and what a
 * tile in hand is worth by its kind: the tiles that play more tiles or more tokens (Capitol 1.3
 * to 3.7, Temple 1.8 to 2.6, Library 1.6 to 2.0, Construction Site 0.9 to 2.0) well above the
 * others (Plaza, Arboretum, Disaster Site, Police HQ below zero): hard plays the weak ones first
 * and keeps those for a turn that needs them. The odd games, held out, say it predicts the final
 * margin better than normal's weights in every phase (docs/rules/infinitecity.md, Bots). */
// clang-format off
const infinitecity_weights infinitecity_weights_hard = {.fw = {
    /* points silver rings pairs playable supply hand open cover largest tiles move, then a
     * tile in hand by kind: Arboretum Bank Capitol Construction Disaster Embassy Factory Hotel
     * Housing Library Mausoleum Plaza Police Port Post-Office Power Security Shopping Stadium
     * Temple Transit */
    {0.423, 0.311, 0.837, 0.596, -0.139, 0.379, 0.001, 0.325, 0.915, -0.167, -0.198, 0.901,
     -0.259, -0.130, 1.320, 0.882, -0.333, -0.040, -0.153, -0.338, -0.363, 1.562, -0.007,
     -0.382, -0.204, -0.142, -0.253, 0.789, -0.105, 0.809, -0.183, 1.796, 0.105},
    {0.460, 0.197, 1.346, 0.585, 0.450, 0.303, 0.056, 0.220, 0.582, -0.048, -0.266, 1.433,
     -0.339, -0.053, 2.643, 1.228, -0.416, -0.033, -0.199, 0.100, -0.356, 1.912, 0.155,
     -0.231, -0.304, -0.081, -0.377, 0.496, -0.175, 0.402, -0.206, 2.601, 0.183},
    {0.533, 0.268, 1.375, 0.678, 1.276, 0.641, 0.049, 0.116, 0.426, -0.113, 0.203, 1.683,
     -0.238, 0.321, 3.179, 1.652, -0.172, 0.113, -0.132, -0.029, -0.320, 2.045, 0.013,
     -0.133, -0.448, -0.236, -0.296, 0.044, -0.082, 0.004, 0.047, 2.562, 0.357},
    {0.741, 0.334, 1.379, 0.849, 3.820, 0.453, 0.049, -0.048, 0.219, 0.011, 0.154, 2.576,
     -0.167, 0.198, 3.661, 1.960, -0.391, 0.238, -0.230, 0.250, -0.170, 1.918, 0.121,
     -0.197, -0.301, -0.307, -0.205, -0.300, 0.133, -0.012, -0.039, 2.095, 0.613},
}};
// clang-format on

/* The slot at x,y or -1 (infinitecity_at, inlined: the features below ask it four times a tile). */
static inline int slot_at(const infinitecity_state *s, int x, int y)
{
    int g = s->grid[infinitecity_cell(x, y)];
    if (!g) return -1;
    g--;
    return s->tx[g] == x && s->ty[g] == y ? g : -1;
}

/* Under a Power Station's cover (infinitecity_protector with no power acting): a face-up Power
 * Station, or next to one. */
static bool covered(const infinitecity_state *s, const int8_t nb[INFINITECITY_TILES][4], int i)
{
    if (s->up[i] && s->kind[i] == INFINITECITY_POWER) return true;
    for (int d = 0; d < 4; d++)
        if (nb[i][d] >= 0 && s->up[nb[i][d]] && s->kind[nb[i][d]] == INFINITECITY_POWER)
            return true;
    return false;
}

int infinitecity_bot_phase(const infinitecity_state *s)
{
    int minsup = INFINITECITY_TOKENS;
    for (int q = 0; q < s->players; q++)
        if (s->supply[q] < minsup) minsup = s->supply[q];
    return s->ending || minsup <= 3 ? 3 : minsup <= 6 ? 2 : minsup <= 10 ? 1 : 0;
}

/* One pass over the slots reads each tile's neighbours and which seats hold a token on it; then
 * each seat's groups are walked from its own tiles only (a stamp per seat, no clearing). */
void infinitecity_bot_features(const infinitecity_state *s,
                               double f[GAME_MAX_PLAYERS][INFINITECITY_NF])
{
    int np = s->players, most = 0, minsup = INFINITECITY_TOKENS;
    int points[GAME_MAX_PLAYERS] = {0}, silver[GAME_MAX_PLAYERS] = {0};
    int pairs[GAME_MAX_PLAYERS] = {0}, largest[GAME_MAX_PLAYERS] = {0};
    int tiles[GAME_MAX_PLAYERS] = {0}, open[GAME_MAX_PLAYERS] = {0};
    int cover[GAME_MAX_PLAYERS] = {0}, nown[GAME_MAX_PLAYERS] = {0};
    int8_t nb[INFINITECITY_TILES][4];
    uint8_t has[INFINITECITY_TILES];  /* seats with a token on the slot (bit q) */
    uint8_t own[INFINITECITY_TILES];  /* the same, for a tile in the city (kind set) */
    uint8_t seen[INFINITECITY_TILES]; /* the seat's stamp (q + 1) once its walk met the slot */
    uint8_t mine[GAME_MAX_PLAYERS][INFINITECITY_TILES], stack[INFINITECITY_TILES];
    int hi = s->hi;
    for (int i = 0; i < hi; i++) {
        unsigned m = 0;
        for (int q = 0; q < np; q++)
            if (s->tok[i][q]) m |= 1u << q;
        has[i] = (uint8_t)m;
        seen[i] = 0;
        if (s->kind[i] == INFINITECITY_NONE) {
            own[i] = 0;
            nb[i][0] = nb[i][1] = nb[i][2] = nb[i][3] = -1;
            continue;
        }
        own[i] = (uint8_t)m;
        for (int d = 0; d < 4; d++)
            nb[i][d] =
                (int8_t)slot_at(s, s->tx[i] + infinitecity_dx[d], s->ty[i] + infinitecity_dy[d]);
        for (int q = 0; m; q++, m >>= 1)
            if (m & 1u) {
                mine[q][nown[q]++] = (uint8_t)i;
                tiles[q]++;
                if (s->kind[i] < INFINITECITY_KINDS) {
                    points[q] += infinitecity_kinds[s->kind[i]].value;
                    silver[q] += infinitecity_kinds[s->kind[i]].silver;
                }
            }
    }
    /* groups: points for 3+, pairs, the largest */
    for (int q = 0; q < np; q++) {
        uint8_t stamp = (uint8_t)(q + 1), bit = (uint8_t)(1u << q);
        for (int k = 0; k < nown[q]; k++) {
            int i = mine[q][k];
            if (seen[i] == stamp) continue;
            int sp = 0, size = 0;
            stack[sp++] = (uint8_t)i;
            seen[i] = stamp;
            while (sp) {
                int t = stack[--sp];
                size++;
                for (int d = 0; d < 4; d++) {
                    int n = nb[t][d];
                    if (n < 0 || seen[n] == stamp || !(own[n] & bit)) continue;
                    seen[n] = stamp;
                    stack[sp++] = (uint8_t)n;
                }
            }
            if (size > largest[q]) largest[q] = size;
            if (size >= 3) points[q] += size;
            if (size == 2) pairs[q]++;
        }
    }
    /* open tiles next to each seat's, tiles under a Power Station's cover */
    for (int i = 0; i < hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE) continue;
        if (!has[i]) {
            unsigned near = 0;
            for (int d = 0; d < 4; d++)
                if (nb[i][d] >= 0) near |= has[nb[i][d]];
            for (int q = 0; near; q++, near >>= 1)
                if (near & 1u) open[q]++;
        } else if (s->ps_up && covered(s, nb, i)) {
            for (int q = 0; q < np; q++)
                if (s->tok[i][q]) cover[q]++;
        }
    }
    memset(f, 0, sizeof(double) * GAME_MAX_PLAYERS * INFINITECITY_NF);
    for (int q = 0; q < np; q++) {
        if (silver[q] > most) most = silver[q];
        if (s->supply[q] < minsup) minsup = s->supply[q];
    }
    int rounds = s->ending ? 1 : minsup + 1;
    for (int q = 0; q < np; q++) {
        f[q][INFINITECITY_F_POINTS] = points[q];
        if (most > 0 && silver[q] == most) f[q][INFINITECITY_F_SILVER] = most;
        f[q][INFINITECITY_F_RINGS] = silver[q];
        f[q][INFINITECITY_F_PAIRS] = pairs[q];
        f[q][INFINITECITY_F_PLAYABLE] = s->supply[q] < rounds ? s->supply[q] : rounds;
        f[q][INFINITECITY_F_SUPPLY] = s->supply[q];
        f[q][INFINITECITY_F_HAND] = s->hand_n[q] < 8 ? s->hand_n[q] : 8;
        f[q][INFINITECITY_F_OPEN] = open[q];
        f[q][INFINITECITY_F_COVER] = cover[q];
        f[q][INFINITECITY_F_LARGEST] = largest[q];
        f[q][INFINITECITY_F_TILES] = tiles[q];
        f[q][INFINITECITY_F_MOVE] = q == s->cur;
        for (int k = 0; k < INFINITECITY_KINDS; k++) f[q][INFINITECITY_F_KIND + k] = s->hand[q][k];
    }
}

double infinitecity_bot_eval(const infinitecity_state *s, int seat, const infinitecity_weights *w)
{
    double f[GAME_MAX_PLAYERS][INFINITECITY_NF], v[GAME_MAX_PLAYERS];
    infinitecity_bot_features(s, f);
    const double *fw = (w ? w : &infinitecity_weights_normal)->fw[infinitecity_bot_phase(s)];
    for (int q = 0; q < s->players; q++) {
        v[q] = 0;
        if (s->over) {
            v[q] = f[q][INFINITECITY_F_POINTS] + f[q][INFINITECITY_F_SILVER];
            continue;
        }
        for (int k = 0; k < INFINITECITY_NF; k++) v[q] += fw[k] * f[q][k];
    }
    double best = -1e9;
    for (int q = 0; q < s->players; q++)
        if (q != seat && v[q] > best) best = v[q];
    double m = v[seat] - best;
    if (!s->over) return m;
    /* finished: the winner (the tie-break on the largest group) decides */
    int mine = infinitecity_largest_group(s, seat), tied = 0;
    bool lost = false;
    for (int q = 0; q < s->players; q++) {
        if (q == seat) continue;
        if (v[q] > v[seat] + 1e-9) lost = true;
        if (fabs(v[q] - v[seat]) < 1e-9) {
            int g = infinitecity_largest_group(s, q);
            if (g > mine) lost = true;
            if (g == mine) tied++;
        }
    }
    return (lost ? -INFINITECITY_BOT_END : tied ? 0 : INFINITECITY_BOT_END) + m;
}
