/* funcity_bot_policy.c: a score in points for each legal action of a seat (funcity_bot.h): where to
 * go (the cards taken now and what is left in reach from there), the bus when it gets further, the
 * MAD cards of the turn (ADD, DOUBLE, TAXI when they reach a better place; TRADE PLACES, UH-OH!,
 * PICKPOCKET! when they pay against the odds of a NEVER!), the swap of a poor hand, and the
 * answers in reaction windows (TRAFFIC JAM, MUGGED, Z-Z-Z, NEVER!). Only what the seat may see
 * is used: its own hand, the discard pile and the sizes of the other hands. */
#include "games/funcity/bot/funcity_bot.h"
#include <math.h>
#include <string.h>

/* A card taken on a later turn is worth less than one taken now (the turn could take another). */
static const double LATER = 0.8;

typedef struct pol {
    const funcity_board_ctx *c;
    const funcity_state *s;
    int me, n;
    double nv[FUNCITY_NODES]; /* the mover's value of stopping on each node now */
} pol;

/* The value for mover p (the current player) of ending its move on each node. */
static void node_values(pol *P, int p)
{
    for (int u = 0; u < FUNCITY_NODES; u++) {
        uint8_t skip[FUNCITY_CITY] = {0};
        double now = funcity_board_take_now(P->s, u, skip);
        P->nv[u] = now + LATER * funcity_board_prospect(P->c, P->s, p, u, P->n, skip);
    }
}

static double best_in(const pol *P, uint64_t m)
{
    double best = -INFINITY;
    for (int u = 0; u < FUNCITY_NODES; u++)
        if ((m >> u & 1) && P->nv[u] > best) best = P->nv[u];
    return best;
}

/* best[c]: the best node within c spaces of from (walking, or with the bus too). */
static void best_within(const pol *P, int from, bool bus, double *best)
{
    const uint8_t *d = bus ? P->c->dist[from] : P->c->walk[from];
    for (int i = 0; i < 64; i++) best[i] = -INFINITY;
    for (int u = 0; u < FUNCITY_NODES; u++) {
        int k = d[u] > 63 ? 63 : d[u];
        if (P->nv[u] > best[k]) best[k] = P->nv[u];
    }
    for (int i = 1; i < 64; i++)
        if (best[i - 1] > best[i]) best[i] = best[i - 1];
}

/* The best the mover at `from` can do with count spaces (bus allowed or not). */
static double best_move(const pol *P, int from, int count, bool bus)
{
    double best[64];
    best_within(P, from, bus, best);
    return best[count > 63 ? 63 : count];
}

/* The expected best move before the roll with these ADDs, DOUBLE and TAXI. */
static double expected_move(const pol *P, int from, int adds, int dbl, int taxi)
{
    double e = 0, all = best_in(P, (1ull << FUNCITY_NODES) - 1), best[64];
    best_within(P, from, true, best);
    for (int t = 2; t <= 12; t++) {
        int count = t * (dbl ? 2 : 1) + adds;
        e += P->c->sums[t] * (taxi && t % 2 ? all : best[count > 63 ? 63 : count]);
    }
    return e;
}

static double avg_points(const funcity_state *s, int q)
{
    int p = 0, k = 0;
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == FUNCITY_C_OWNER + q) p += funcity_cards[c].points, k++;
    return k ? (double)p / k : 0;
}

/* How much hurting q counts for me: fully at 2 players or against the leader, less else. */
static double weight(const pol *P, int q)
{
    if (P->n == 2) return 1;
    double best = -INFINITY;
    int lead = q;
    for (int r = 0; r < P->n; r++) {
        if (r == P->me) continue;
        double v = funcity_board_standing(P->c, P->s, r);
        if (v > best) best = v, lead = r;
    }
    return lead == q ? 1 : 0.4;
}

static double cost(int k)
{
    double v = funcity_board_kind_value(k) - 0.35; /* the card is replaced at the next refill */
    return v < 0.05 ? 0.05 : v;
}

/* What a reaction must save to be played now: a MUGGED! is kept for a card taken, not spent on
 * a rival walking towards one. */
static double react_keep(int k)
{
    return k == FUNCITY_MUGGED ? 1.0 : k == FUNCITY_JAM ? 0.7 : 0.4;
}

/* The current player's loss, in points, when a reaction of kind k hits its move now. */
static double move_loss(pol *P, int k)
{
    const funcity_state *s = P->s;
    int cur = s->cur, from = s->pawn[cur];
    node_values(P, cur);
    double stay = LATER * funcity_board_prospect(P->c, s, cur, from, P->n, NULL);
    if (k == FUNCITY_ZZZ) {
        double ride = best_in(P, funcity_ride_reach(s->bus_stop, s->bus_dir, s->count - s->walked));
        double end =
            LATER * funcity_board_prospect(P->c, s, cur, funcity_terminal(s->bus_dir), P->n, NULL);
        return ride - end > 0 ? ride - end : 0;
    }
    int base = s->dice[0] + s->dice[1], count = base * (s->doubles ? 2 : 1) + s->adds;
    for (int j = 0; j < s->jams; j++) count /= 2;
    bool anywhere = s->taxi && base % 2 && !s->jams;
    double full =
        anywhere ? best_in(P, (1ull << FUNCITY_NODES) - 1) : best_move(P, from, count, !s->jams);
    double loss = k == FUNCITY_MUGGED ? full - stay : full - best_move(P, from, count / 2, false);
    return loss > 0 ? loss : 0;
}

/* What a card against someone does for me (positive: good for me), if it takes effect. */
static double effect(pol *P, int k, int by, int target)
{
    const funcity_state *s = P->s;
    if (k == FUNCITY_JAM || k == FUNCITY_MUGGED || k == FUNCITY_ZZZ) {
        double loss = move_loss(P, k);
        return P->me == s->cur ? -loss : weight(P, s->cur) * loss;
    }
    if (k == FUNCITY_PICKPOCKET) {
        double a = 0.5 * avg_points(s, target);
        if (P->me == by) return a * (1 + weight(P, target));
        if (P->me == target) return -a * (1 + (P->n == 2 ? 1 : 0.5)) - 0.1;
        return 0;
    }
    funcity_state local, *w = &local;
    memcpy(w, s, sizeof *w);
    w->ch_on = 0;
    w->step = FUNCITY_ST_START;
    double before = funcity_board_eval(P->c, w, P->me);
    if (k == FUNCITY_TRADE) {
        uint8_t a = w->pawn[by];
        w->pawn[by] = w->pawn[target];
        w->pawn[target] = a;
    } else if (funcity_kinds[k].place != FUNCITY_NONE) {
        w->uhoh[target] = (uint8_t)(funcity_kinds[k].place + 1);
    }
    return funcity_board_eval(P->c, w, P->me) - before;
}

static double hand_sum(const funcity_state *s, int q)
{
    double v = 0;
    for (int k = 0; k < FUNCITY_KINDS; k++) v += s->hand[q][k] * funcity_board_kind_value(k);
    return v;
}

static double unseen_avg(const funcity_state *s, int me)
{
    double v = 0;
    int n = 0;
    for (int k = 0; k < FUNCITY_KINDS; k++) {
        int left = funcity_kinds[k].count - s->mdisc[k] - s->hand[me][k];
        if (left > 0) v += left * funcity_board_kind_value(k), n += left;
    }
    return n ? v / n : 0.45;
}

static void score_start(pol *P, const game_action *acts, int n, double *score)
{
    const funcity_state *s = P->s;
    int me = P->me, from = s->pawn[me];
    node_values(P, me);
    bool forced = s->uhoh[me] != 0;
    double base = forced ? 0 : expected_move(P, from, s->adds, s->doubles, s->taxi);
    double best_play = 0;
    int swap = -1;
    for (int i = 0; i < n; i++) {
        int type = FUNCITY_TYPE(acts[i]), k = FUNCITY_X(acts[i]), q = FUNCITY_Y(acts[i]);
        double v = 0;
        if (type == FUNCITY_A_SWAP) {
            swap = i;
            continue;
        }
        if (type == FUNCITY_A_PLAY) {
            if (k <= FUNCITY_ADD4 || k == FUNCITY_DOUBLE || k == FUNCITY_TAXI) {
                if (forced) {
                    v = -cost(k) - 0.2;
                } else {
                    int adds = s->adds + (k <= FUNCITY_ADD4 ? 2 + k - FUNCITY_ADD2 : 0);
                    v = expected_move(P, from, adds, s->doubles || k == FUNCITY_DOUBLE,
                                      s->taxi || k == FUNCITY_TAXI) -
                        base - cost(k);
                }
            } else {
                double never = funcity_board_never_odds(s, me, q, FUNCITY_NEVER);
                v = effect(P, k, me, q) * (1 - never) - cost(k);
            }
            if (v > best_play) best_play = v;
        }
        score[i] = v;
    }
    if (swap >= 0) /* a poor hand for three new cards, when nothing in it is worth playing */
        score[swap] = 3 * unseen_avg(s, me) - hand_sum(s, me) - best_play - 0.1;
}

static void score_move(pol *P, const game_action *acts, int n, double *score)
{
    const funcity_state *s = P->s;
    int me = P->me, from = s->pawn[me];
    node_values(P, me);
    for (int i = 0; i < n; i++) {
        int type = FUNCITY_TYPE(acts[i]), x = FUNCITY_X(acts[i]), y = FUNCITY_Y(acts[i]);
        if (type == FUNCITY_A_GO) {
            score[i] = P->nv[x];
        } else if (type == FUNCITY_A_BOARD || type == FUNCITY_A_BUS) {
            double best = -INFINITY;
            uint64_t m = funcity_bus_boardable(from, s->count);
            for (int st = 0; st < FUNCITY_STOPS; st++)
                for (int dir = 0; dir < 2; dir++) {
                    if (!(m >> st & 1) || (type == FUNCITY_A_BOARD && (st != x || dir != y)))
                        continue;
                    if (dir ? st == FUNCITY_STOPS - 1 : st == 0) continue;
                    int rest = s->count - P->c->walk[from][funcity_stops[st]];
                    double v = best_in(P, funcity_ride_reach(st, dir, rest));
                    double end = LATER * funcity_board_prospect(P->c, s, me, funcity_terminal(dir),
                                                                P->n, NULL);
                    double zzz = 0; /* the odds someone puts the rider to sleep */
                    for (int q = 0; q < P->n; q++)
                        if (q != me) zzz += funcity_board_never_odds(s, me, q, FUNCITY_ZZZ);
                    if (zzz > 1) zzz = 1;
                    v -= 0.6 * zzz * (v - end > 0 ? v - end : 0);
                    if (v > best) best = v;
                }
            /* the bus only when it gets further: a tie walks */
            score[i] = best - (type == FUNCITY_A_BUS ? 0.02 : 0);
        }
    }
}

void funcity_board_score(const funcity_board_ctx *c, const funcity_state *s, int seat,
                         const game_action *acts, int n, double *score)
{
    static const pol zero;
    pol P = zero;
    P.c = c;
    P.s = s;
    P.me = seat;
    P.n = s->players;
    for (int i = 0; i < n; i++) score[i] = 0;
    if (s->ch_on) {
        int by = s->ch_by, t = s->ch_target;
        double e = effect(&P, s->ch_kind, by, t); /* good for me if it happens */
        int other = seat == t ? by : t;
        double again = funcity_board_never_odds(s, seat, other, FUNCITY_NEVER);
        for (int i = 0; i < n; i++)
            if (FUNCITY_TYPE(acts[i]) == FUNCITY_A_REACT)
                score[i] = (seat == t ? -e : e) * (1 - 0.5 * again) -
                           funcity_board_kind_value(FUNCITY_NEVER);
        return;
    }
    switch (s->step) {
    case FUNCITY_ST_START: score_start(&P, acts, n, score); return;
    case FUNCITY_ST_WIN_PRE:
    case FUNCITY_ST_WIN_BUS: {
        double never = funcity_board_never_odds(s, seat, s->cur, FUNCITY_NEVER);
        for (int i = 0; i < n; i++)
            if (FUNCITY_TYPE(acts[i]) == FUNCITY_A_REACT) {
                int k = FUNCITY_X(acts[i]);
                score[i] = effect(&P, k, seat, s->cur) * (1 - never) - react_keep(k);
            }
        return;
    }
    case FUNCITY_ST_MOVE:
    case FUNCITY_ST_BOARD:
    case FUNCITY_ST_RIDE: score_move(&P, acts, n, score); return;
    case FUNCITY_ST_PICK: {
        double loot = 0;
        for (int i = 0; i < s->loot_n; i++) loot += funcity_cards[s->loot[i]].points;
        for (int i = 0; i < n; i++)
            if (FUNCITY_TYPE(acts[i]) == FUNCITY_A_PICK) {
                int q = FUNCITY_X(acts[i]);
                double never = funcity_board_never_odds(s, seat, q, FUNCITY_NEVER);
                score[i] = (1 - never) * 0.5 * (avg_points(s, q) * (1 + weight(&P, q)) - 2 * loot);
            }
        return;
    }
    case FUNCITY_ST_SLOG: {
        int off = s->slog_ret ? P.n : seat == s->cur ? 0 : funcity_board_presses_to(s, seat);
        for (int i = 0; i < n; i++) {
            int k = FUNCITY_X(acts[i]), pts = 0;
            uint64_t gain = funcity_slog_gain(s, k, &pts);
            uint8_t skip[FUNCITY_CITY] = {0};
            for (int j = 0; j < FUNCITY_CITY; j++) skip[j] = (uint8_t)(gain >> j & 1);
            score[i] = pts + (off ? LATER : 1) *
                                 funcity_board_prospect(c, s, seat,
                                                        FUNCITY_STREETS + funcity_cards[k].place,
                                                        off, skip);
        }
        return;
    }
    default: return;
    }
}
