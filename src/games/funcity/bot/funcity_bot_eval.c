/* funcity_bot_eval.c: how Fun City's bots value a position (see funcity_bot.h): the CITY cards
 * held, the cards on the board each seat may still reach while they are open, SLOG on her red
 * space, and the MAD hand. Everything is in points. */
#include "games/funcity/bot/funcity_bot.h"
#include <math.h>
#include <string.h>

/* The clock moves 10 minutes a press, or 20 with odds FUNCITY_P20_NUM / FUNCITY_P20_DEN: 1.5 ticks
 * of 10 minutes on average at even odds (data/funcity/content.json "clock"). */
static const double TICKS_PER_PRESS = 1.0 + (double)FUNCITY_P20_NUM / FUNCITY_P20_DEN;
static const double TURN_DISCOUNT = 0.8; /* a card one turn later is worth this much */
static const double RIVAL_FIRST = 0.45;  /* a rival gets there a turn earlier */
static const double SLOG_BONUS = 0.3;    /* her cards, and the escort's jump to a place */
static const double SPREAD[] = {1.0, 0.35, 0.15, 0.08, 0.05}; /* one target at a time */

void funcity_board_ctx_init(funcity_board_ctx *c)
{
    memset(c, 0, sizeof *c);
    for (int a = 0; a < FUNCITY_NODES; a++) {
        memset(c->walk[a], 0xFF, sizeof c->walk[a]);
        uint64_t seen = 1ull << a, frontier = seen;
        for (int d = 0; frontier; d++) {
            uint64_t next = 0, f = frontier;
            while (f) {
                int u = __builtin_ctzll(f);
                f &= f - 1;
                c->walk[a][u] = (uint8_t)d;
                next |= funcity_adj[u];
            }
            frontier = next & ~seen;
            seen |= frontier;
        }
    }
    for (int a = 0; a < FUNCITY_NODES; a++) {
        int at_stop[FUNCITY_STOPS]; /* walk to a stop, ride to stop j (one space a stop) */
        for (int j = 0; j < FUNCITY_STOPS; j++) {
            at_stop[j] = 255;
            for (int i = 0; i < FUNCITY_STOPS; i++) {
                int v = c->walk[a][funcity_stops[i]] + (i > j ? i - j : j - i);
                if (i != j && v < at_stop[j]) at_stop[j] = v;
            }
        }
        for (int b = 0; b < FUNCITY_NODES; b++) {
            int best = c->walk[a][b];
            for (int j = 0; j < FUNCITY_STOPS; j++) {
                int v = at_stop[j] + c->walk[funcity_stops[j]][b];
                if (v < best) best = v;
            }
            c->dist[a][b] = (uint8_t)best;
        }
    }
    /* sums of 2k dice */
    double dist[5][64];
    memset(dist, 0, sizeof dist);
    dist[0][0] = 1;
    for (int k = 1; k < 5; k++)
        for (int t = 0; t < 64; t++)
            for (int a = 1; a <= 6; a++)
                for (int b = 1; b <= 6; b++)
                    if (t - a - b >= 0) dist[k][t] += dist[k - 1][t - a - b] / 36.0;
    for (int k = 0; k < 5; k++) {
        double tail = 0;
        for (int d = 63; d >= 0; d--) {
            tail += dist[k][d];
            c->reach[k][d] = tail > 1 ? 1 : tail;
        }
    }
    for (int s = 2; s <= 12; s++) c->sums[s] = dist[1][s];
}

int funcity_board_points(const funcity_state *s, int q)
{
    int p = 0;
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == FUNCITY_C_OWNER + q) p += funcity_cards[c].points;
    return p;
}

static int cards_of(const funcity_state *s, int q)
{
    int n = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) n += s->cwhere[c] == FUNCITY_C_OWNER + q;
    return n;
}

double funcity_board_kind_value(int k)
{
    static const double v[FUNCITY_KINDS] = {
        [FUNCITY_ADD2] = 0.25,        [FUNCITY_ADD3] = 0.3,          [FUNCITY_ADD4] = 0.35,
        [FUNCITY_DOUBLE] = 0.45,      [FUNCITY_TRADE] = 0.4,         [FUNCITY_TAXI] = 0.45,
        [FUNCITY_UHOH_TAILOR] = 0.4,  [FUNCITY_UHOH_CITYHALL] = 0.4, [FUNCITY_UHOH_DENTIST] = 0.4,
        [FUNCITY_UHOH_LIBRARY] = 0.4, [FUNCITY_PICKPOCKET] = 0.6,    [FUNCITY_ZZZ] = 0.3,
        [FUNCITY_JAM] = 0.45,         [FUNCITY_MUGGED] = 0.6,        [FUNCITY_NEVER] = 0.9,
    };
    return k >= 0 && k < FUNCITY_KINDS ? v[k] : 0;
}

double funcity_board_never_odds(const funcity_state *s, int viewer, int q, int kind)
{
    if (q == viewer) return s->hand[q][kind] ? 1.0 : 0.0;
    int mine = viewer >= 0 && viewer < s->players ? s->hand[viewer][kind] : 0;
    int mine_n = viewer >= 0 && viewer < s->players ? s->hand_n[viewer] : 0;
    int unseen = funcity_kinds[kind].count - s->mdisc[kind] - mine;
    int total = FUNCITY_MAD - s->mdisc_n - mine_n;
    if (unseen <= 0 || total <= 0) return 0;
    double p = (double)unseen / total;
    return 1.0 - pow(1.0 - p, s->hand_n[q]);
}

int funcity_board_presses_to(const funcity_state *s, int q)
{
    int n = s->players, off = (q - s->cur + n) % n;
    if (off == 0 && s->step == FUNCITY_ST_SLOG && s->slog_ret) return n; /* its turn ends now */
    return off;
}

static bool slog_waits(const funcity_state *s)
{
    return s->slog == FUNCITY_SLOG_TO_LIBRARY || s->slog == FUNCITY_SLOG_TO_MARKET;
}

/* The clock after `presses` more presses. */
static double clock_after(const funcity_state *s, int presses)
{
    return s->time + TICKS_PER_PRESS * presses;
}

/* The points SLOG's escort takes with the best choice when the clock shows `at` (the cards open
 * at the chosen card's place, or with the option any one card), -1 when the board is empty; the
 * cards taken marked in skip (may be NULL). */
static double slog_best(const funcity_state *s, double at, uint8_t *skip)
{
    double best = -1;
    uint64_t set = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) {
        if (s->cwhere[c] != FUNCITY_C_BOARD) continue;
        double v = 0;
        uint64_t m = 0;
        for (int k = 0; k < FUNCITY_CITY; k++) {
            if (s->cwhere[k] != FUNCITY_C_BOARD || funcity_cards[k].place != funcity_cards[c].place)
                continue;
            bool open = funcity_cards[k].open <= at + 0.25 && at <= funcity_cards[k].close + 0.5;
            if (s->slog_rules == FUNCITY_SLOG_2026_11 ? k == c : open)
                v += funcity_cards[k].points, m |= 1ull << k;
        }
        if (v > best) best = v, set = m;
    }
    for (int k = 0; skip && k < FUNCITY_CITY; k++)
        if (set >> k & 1) skip[k] = 1;
    return best;
}

/* Odds-weighted, discounted chance that a pawn d spaces away with `off` presses before its
 * first move takes a card open from `open` to `close`. */
static double take_odds(const funcity_board_ctx *c, const funcity_state *s, int d, int off,
                        int open, int close)
{
    int n = s->players;
    double v = 0;
    if (d > 63) d = 63;
    for (int j = 0; j <= 4; j++) {
        double p = c->reach[j][d] - (j ? c->reach[j - 1][d] : 0);
        if (p <= 1e-6) continue;
        /* taken on its first own turn from max(j, 1) on when the card is open */
        for (int t = j ? j : 1; t <= 8; t++) {
            double at = clock_after(s, off + (t - 1) * n);
            if (at > FUNCITY_END + 0.75) break;
            if (at < open - 0.5) continue;
            double w = (close + 1 - at) / 2.0;
            if (w > 1) w = 1;
            if (w > 0) v += p * w * pow(TURN_DISCOUNT, t - 1);
            break;
        }
    }
    return v;
}

/* The press at which q could first take something d spaces away. */
static int first_press(const funcity_state *s, int d, int off)
{
    int turns = (d + 6) / 7;
    if (turns < 1) turns = 1;
    return off + (turns - 1) * s->players;
}

static double rival_cut(const funcity_board_ctx *c, const funcity_state *s, int q, int node,
                        int my_press)
{
    double f = 1;
    for (int r = 0; r < s->players; r++) {
        if (r == q) continue;
        int at = s->uhoh[r] ? FUNCITY_STREETS + s->uhoh[r] - 1 : s->pawn[r];
        if (first_press(s, c->dist[at][node], funcity_board_presses_to(s, r)) < my_press)
            f *= RIVAL_FIRST;
    }
    return f;
}

double funcity_board_prospect(const funcity_board_ctx *c, const funcity_state *s, int q, int u,
                              int off, const uint8_t *skip)
{
    double val[FUNCITY_ON_BOARD + 2];
    int nv = 0;
    for (int k = 0; k < FUNCITY_CITY && nv < FUNCITY_ON_BOARD + 1; k++) {
        if (s->cwhere[k] != FUNCITY_C_BOARD || (skip && skip[k])) continue;
        int node = FUNCITY_STREETS + funcity_cards[k].place, d = c->dist[u][node];
        double v = funcity_cards[k].points *
                   take_odds(c, s, d, off, funcity_cards[k].open, funcity_cards[k].close);
        if (v > 0) v *= rival_cut(c, s, q, node, first_press(s, d, off));
        val[nv++] = v;
    }
    if (slog_waits(s)) {
        int d = c->dist[u][FUNCITY_RED], at = first_press(s, d, off);
        double best = slog_best(s, clock_after(s, at), NULL);
        if (best >= 0) {
            double v = (best + SLOG_BONUS) * take_odds(c, s, d, off, 0, FUNCITY_END);
            val[nv++] = v * rival_cut(c, s, q, FUNCITY_RED, at);
        }
    }
    /* one target at a time: the best counts whole, the next ones less */
    for (int i = 1; i < nv; i++)
        for (int j = i; j > 0 && val[j] > val[j - 1]; j--) {
            double t = val[j];
            val[j] = val[j - 1];
            val[j - 1] = t;
        }
    double sum = 0;
    for (int i = 0; i < nv; i++) sum += SPREAD[i] * val[i];
    return sum;
}

double funcity_board_take_now(const funcity_state *s, int u, uint8_t *skip)
{
    double v = 0;
    if (u == FUNCITY_RED && slog_waits(s)) {
        double best = slog_best(s, s->time, skip);
        return best >= 0 ? best + SLOG_BONUS : 0;
    }
    if (u < FUNCITY_STREETS) return 0;
    for (int k = 0; k < FUNCITY_CITY; k++)
        if (s->cwhere[k] == FUNCITY_C_BOARD && funcity_cards[k].place == u - FUNCITY_STREETS &&
            funcity_card_open(s, k)) {
            v += funcity_cards[k].points;
            if (skip) skip[k] = 1;
        }
    return v;
}

static double hand_value(const funcity_state *s, int q)
{
    int known = 0;
    double v = 0;
    for (int k = 0; k < FUNCITY_KINDS; k++) {
        known += s->hand[q][k];
        v += s->hand[q][k] * funcity_board_kind_value(k);
    }
    return known == s->hand_n[q] ? v : s->hand_n[q] * 0.45;
}

double funcity_board_standing(const funcity_board_ctx *c, const funcity_state *s, int q)
{
    int off = funcity_board_presses_to(s, q);
    double v = funcity_board_points(s, q) + 0.01 * cards_of(s, q) + hand_value(s, q);
    if (s->uhoh[q]) { /* sent to a place: its open cards then, and the rest from there later */
        int node = FUNCITY_STREETS + s->uhoh[q] - 1;
        double at = clock_after(s, off);
        uint8_t skip[FUNCITY_CITY] = {0};
        for (int k = 0; k < FUNCITY_CITY; k++)
            if (s->cwhere[k] == FUNCITY_C_BOARD &&
                FUNCITY_STREETS + funcity_cards[k].place == node && funcity_cards[k].open <= at &&
                at <= funcity_cards[k].close + 0.5) {
                v += funcity_cards[k].points;
                skip[k] = 1;
            }
        return v + funcity_board_prospect(c, s, q, node, off + s->players, skip);
    }
    return v + funcity_board_prospect(c, s, q, s->pawn[q], off, NULL);
}

double funcity_board_eval(const funcity_board_ctx *c, const funcity_state *s, int seat)
{
    if (s->over) {
        int mine = funcity_board_points(s, seat), mc = cards_of(s, seat), best = -1, bc = -1;
        for (int q = 0; q < s->players; q++) {
            if (q == seat) continue;
            int p = funcity_board_points(s, q), pc = cards_of(s, q);
            if (p > best || (p == best && pc > bc)) best = p, bc = pc;
        }
        double win = mine > best || (mine == best && mc > bc) ? 100
                     : mine == best && mc == bc               ? 0
                                                              : -100;
        return win + mine - best;
    }
    double mine = funcity_board_standing(c, s, seat), best = -INFINITY;
    for (int q = 0; q < s->players; q++)
        if (q != seat) {
            double v = funcity_board_standing(c, s, q);
            if (v > best) best = v;
        }
    return mine - best;
}
