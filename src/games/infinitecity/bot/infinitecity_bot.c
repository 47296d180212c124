/* infinitecity_bot.c: Infinite City's bots (see infinitecity_bot.h): the search over the rest of a
 * turn and the three levels (the evaluation is infinitecity_bot_eval.c). */
#include "games/infinitecity/bot/infinitecity_bot.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAXD = 48, /* actions of one turn searched at most (chains included) */
    MAXA = GAME_MAX_ACTIONS,
    HARD_CANDS = 6,     /* first actions hard plays on */
    HARD_WORLDS = 6,    /* worlds each is played in */
    HARD_NEAR = 4,      /* supply left that makes hard play on to the end (five rounds) */
    HARD_ROUNDS = 5,    /* rounds it plays on after its turn then (the end comes first) */
    HARD_ROOT = 8,      /* worlds the first actions are valued in (their mean decides until
                           the end is near) */
    HARD_ROOT2 = 16,    /* the same at two players before the end is near, while the root has
                           used less than half the decision's budget */
    HARD_LINE = 3000,   /* nodes for the rest of a turn in one world */
    HARD_PICK = 300000, /* nodes of play-outs after which hard starts no new world (~0.45 s) */
};

static const double HARD_MIX = 0.5;   /* hard: weight of the evaluation after its own turn */
static const double HARD_TIE = 0.002; /* weight of normal's root value in hard's final choice */

typedef struct bot {
    int seat;
    ai_level level;
    const infinitecity_weights *w; /* the evaluation's weights */
    rng_state rng;
    ai_stop *lim;   /* the caller's cancel flag, deadline and amount of work (NULL: none) */
    long nodes;     /* actions applied in this decision */
    long cap, hard; /* past cap the search keeps one choice a step, past hard it stops */
    const int *width;
    int nwidth;
    infinitecity_state *buf;  /* MAXD + 2 states */
    game_action *acts;        /* MAXD lists */
    double *vals;             /* MAXD lists */
    infinitecity_state *leaf; /* hard: the end of the best line found (NULL: not kept) */
    double leaf_v;
    bool long_rollout; /* hard: playing on to the end (the quick planner for itself) */
    bool model_normal; /* hard's play-outs at two players: the opponent plays as normal does */
    long po_end;       /* hard: nodes past which the current play-out stops (0: none) */
} bot;

/* Widths of the search after the first action: choices kept at each depth of the turn. */
static const int easy_width[] = {0, 3, 1};
static const int normal_width[] = {0, 6, 4, 3, 2, 2, 1};
static const int quick_width[] = {0, 3, 2, 1};

/* ---- the search over a turn ---------------------------------------------------------------- */
static bool stop(const bot *b)
{
    return ai_stopped(b->lim);
}

static void play(bot *b, infinitecity_state *s, game_action a)
{
    bool revealed = infinitecity_do(s, a);
    infinitecity_advance(s, &revealed);
    s->moves++;
    b->nodes++;
}

/* Steps whose choice changes nothing the evaluation sees until the next one (which tile to play,
 * which tile to lift or swap first, whose hand to look at). */
static bool setup_step(int step)
{
    return step == INFINITECITY_ST_TURN || step == INFINITECITY_ST_CONSTRUCTION ||
           step == INFINITECITY_ST_LIBRARY || step == INFINITECITY_ST_TEMPLE_SEAT ||
           step == INFINITECITY_ST_TEMPLE_TAKE || step == INFINITECITY_ST_TRANSIT_A ||
           step == INFINITECITY_ST_POST_FROM;
}

/* A quick guess at a setup choice: tiles with tokens, or next to who's tiles, first. */
static double setup_guess(const infinitecity_state *s, int who, game_action a)
{
    int op = INFINITECITY_A_OP(a);
    if (op != INFINITECITY_OP_TRANSIT && op != INFINITECITY_OP_MOVE) return 0;
    int t = infinitecity_at(s, INFINITECITY_A_X(a), INFINITECITY_A_Y(a));
    if (t < 0) return 0;
    double g = 0;
    for (int q = 0; q < s->players; q++)
        if (s->tok[t][q]) g += q == who ? 1.5 : 2.0;
    if (!s->up[t]) g += 0.5;
    for (int d = 0; d < 4; d++) {
        int n = infinitecity_at(s, s->tx[t] + infinitecity_dx[d], s->ty[t] + infinitecity_dy[d]);
        if (n >= 0 && s->tok[n][who]) g += 0.5;
    }
    return g;
}

static void set_budget(bot *b, long budget)
{
    budget = ai_work(b->lim, budget); /* the caller's budget scales every count */
    b->cap = b->nodes + budget;
    b->hard = b->nodes + 2 * budget;
}

/* The legal actions the bots consider: infinitecity_legal without a Mausoleum taking a Mausoleum
 * (unless nothing else is left). Two players holding Mausoleums could otherwise take each other's
 * back for ever: each take returns the token the other just spent and the hands stay full, so the
 * position repeats every two turns (seed 9300238, hard against normal, never ended). */
static int bot_legal(const infinitecity_state *s, int who, game_action *a, int cap)
{
    int n = infinitecity_legal(s, who, a, cap);
    if (s->step != INFINITECITY_ST_MAUSOLEUM || n <= 1) return n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        int t = infinitecity_at(s, INFINITECITY_A_X(a[i]), INFINITECITY_A_Y(a[i]));
        if (INFINITECITY_A_OP(a[i]) == INFINITECITY_OP_TAKE && t >= 0 &&
            s->kind[t] == INFINITECITY_MAUSOLEUM)
            continue;
        a[k++] = a[i];
    }
    return k > 0 ? k : infinitecity_legal(s, who, a, cap);
}

static bool turn_done(const infinitecity_state *s, int who)
{
    return s->over || s->cur != who || s->step == INFINITECITY_ST_TURN ||
           s->step == INFINITECITY_ST_NONE;
}

static int width_at(const bot *b, int d)
{
    if (b->nodes > b->cap) return 1;
    return d < b->nwidth ? b->width[d] : 1;
}

/* Keeps the best w of a[0..n) by vals (in place, best first). */
static int keep_best(game_action *a, double *vals, int n, int w)
{
    for (int i = 0; i < w && i < n; i++) {
        int bi = i;
        for (int j = i + 1; j < n; j++)
            if (vals[j] > vals[bi]) bi = j;
        double tv = vals[i];
        game_action ta = a[i];
        vals[i] = vals[bi], a[i] = a[bi];
        vals[bi] = tv, a[bi] = ta;
    }
    return n < w ? n : w;
}

static double line(bot *b, const infinitecity_state *s, int who, int d);

/* The candidates of s at depth d, pruned to the depth's width: one step ahead on the evaluation,
 * or setup_guess for setup steps. Returns the count kept in b->acts + d * MAXA. */
static int candidates(bot *b, const infinitecity_state *s, int who, int d, int w)
{
    game_action *a = b->acts + (size_t)d * MAXA;
    double *v = b->vals + (size_t)d * MAXA;
    int n = bot_legal(s, who, a, MAXA);
    if (n <= w || w <= 0) return n;
    infinitecity_state *c = &b->buf[d + 1];
    bool setup = setup_step(s->step);
    for (int i = 0; i < n; i++) {
        if (setup) {
            v[i] = setup_guess(s, who, a[i]) + 1e-3 * rng_unit(&b->rng);
            continue;
        }
        memcpy(c, s, sizeof *c);
        play(b, c, a[i]);
        v[i] = infinitecity_bot_eval(c, who, b->w) + 1e-6 * rng_unit(&b->rng);
    }
    return keep_best(a, v, n, w);
}

/* The value for who of the best line from s to the end of who's turn. */
static double leaf(bot *b, const infinitecity_state *s, int who)
{
    double v = infinitecity_bot_eval(s, who, b->w);
    if (b->leaf && v > b->leaf_v) {
        b->leaf_v = v;
        memcpy(b->leaf, s, sizeof *s);
    }
    return v;
}

static double line(bot *b, const infinitecity_state *s, int who, int d)
{
    if ((d > 0 && turn_done(s, who)) || d >= MAXD || stop(b)) return leaf(b, s, who);
    if (d > 0 && b->nodes > b->hard) return leaf(b, s, who);
    int w = width_at(b, d);
    /* which tile to play: every kind (few) is searched */
    if (s->step == INFINITECITY_ST_TURN || s->step == INFINITECITY_ST_CONSTRUCTION ||
        s->step == INFINITECITY_ST_LIBRARY || s->step == INFINITECITY_ST_TEMPLE_TAKE)
        w = w < 8 ? 8 : w;
    int n = candidates(b, s, who, d, w);
    if (n <= 0) return leaf(b, s, who);
    game_action *a = b->acts + (size_t)d * MAXA;
    infinitecity_state *c = &b->buf[d + 1];
    double best = -INFINITY;
    for (int i = 0; i < n; i++) {
        memcpy(c, s, sizeof *c);
        play(b, c, a[i]);
        double v = line(b, c, who, d + 1);
        if (v > best) best = v;
    }
    return best;
}

/* Plays the rest of who's turn (from s, in place) by the quick planner: at each step the first
 * action of the best line. In hard's play-outs at two players the opponent's turn is played as
 * normal plays it (normal's search and weights): the model of the bot hard must beat, measured
 * stronger than the quick planner with hard's weights (docs/rules/infinitecity.md, Bots). */
static void quick_turn(bot *b, infinitecity_state *s, int who)
{
    const int *ow = b->width;
    int onw = b->nwidth;
    long ocap = b->cap, ohard = b->hard;
    bool other = who != b->seat;
    bool full = other && (!b->long_rollout || b->model_normal);
    const infinitecity_weights *ow8 = b->w;
    if (other && b->model_normal) b->w = &infinitecity_weights_normal;
    b->width = full ? normal_width : quick_width;
    b->nwidth = full ? (int)(sizeof normal_width / sizeof *normal_width)
                     : (int)(sizeof quick_width / sizeof *quick_width);
    for (int steps = 0; steps < MAXD && !stop(b); steps++) {
        if (s->over || s->cur != who || (steps > 0 && s->step == INFINITECITY_ST_TURN)) break;
        if (b->po_end && b->nodes > b->po_end) break; /* the play-out's share is spent */
        /* the search below uses buf[1...] from depth 1: s lives in buf[0] or outside */
        set_budget(b, full ? 3000 : 600);
        if (b->po_end && b->hard > b->po_end) { /* no step searches past the play-out's share */
            b->hard = b->po_end > b->nodes ? b->po_end : b->nodes;
            if (b->cap > b->hard) b->cap = b->hard;
        }
        game_action *a = b->acts;
        int n = bot_legal(s, who, a, MAXA);
        if (n <= 0) break;
        game_action pick = a[0];
        if (n > 1) {
            double best = -INFINITY;
            /* the root's list is rebuilt by candidates at depth 0 with a width */
            int k = candidates(b, s, who, 0, s->step == INFINITECITY_ST_TURN ? 0 : 8);
            for (int i = 0; i < k; i++) {
                infinitecity_state *c = &b->buf[1];
                memcpy(c, s, sizeof *c);
                play(b, c, b->acts[i]);
                double v = line(b, c, who, 1);
                if (v > best) best = v, pick = b->acts[i];
            }
        }
        play(b, s, pick);
    }
    b->width = ow;
    b->nwidth = onw;
    b->w = ow8;
    b->cap = ocap;
    b->hard = ohard;
}

/* ---- the levels ---------------------------------------------------------------------------- */
static double gaussian(rng_state *r)
{
    double u = rng_unit(r), v = rng_unit(r);
    return sqrt(-2.0 * log(1.0 - u)) * cos(6.283185307179586 * v);
}

typedef struct cand {
    game_action a;
    double v;
} cand;

static int by_value(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    if (a->v != b->v) return a->v > b->v ? -1 : 1;
    return a->a < b->a ? -1 : a->a > b->a;
}

/* Every legal action of the root, valued by the best line of the turn after it (in world w). */
static void value_root(bot *b, const infinitecity_state *w, cand *cs, int n)
{
    infinitecity_state *c = &b->buf[1];
    for (int i = 0; i < n; i++) {
        memcpy(c, w, sizeof *c);
        play(b, c, cs[i].a);
        cs[i].v = line(b, c, b->seat, 1);
        if (stop(b)) {
            for (int j = i + 1; j < n; j++) cs[j].v = -INFINITY;
            break;
        }
    }
}

double infinitecity_bot_hard_value(double mean, double root)
{
    double tie = root > INFINITECITY_BOT_END / 2    ? root - INFINITECITY_BOT_END
                 : root < -INFINITECITY_BOT_END / 2 ? root + INFINITECITY_BOT_END
                                                    : root;
    return mean + HARD_TIE * tie;
}

/* Hard, when the end is near: each candidate played on in several worlds: the best line of the
 * rest of the turn (the normal search, wider), then everyone's turns to the end (at most
 * HARD_ROUNDS rounds; its own by the quick planner, at two players the opponent's as normal
 * plays, see quick_turn), then the evaluation; the mean over the worlds decides. A new world
 * starts only while the play-outs have used fewer than HARD_PICK nodes and the costliest world
 * so far still fits in budget (what is left of the decision's INFINITECITY_BOT_HARD_NODES), so that
 * every candidate is valued in the same worlds; inside a world each play-out stops at its share of
 * that budget: the decision stays well inside hard's 1 s. */
static game_action hard_pick(bot *b, const infinitecity_state *view, cand *cs, int n, long budget)
{
    int m = n < HARD_CANDS ? n : HARD_CANDS;
    double mean[HARD_CANDS] = {0};
    infinitecity_state *world = malloc(sizeof *world), *s = malloc(sizeof *s),
                       *lf = malloc(sizeof *lf);
    if (!world || !s || !lf) {
        free(world);
        free(s);
        free(lf);
        return cs[0].a;
    }
    int rounds = HARD_ROUNDS; /* called when the end is near (end_near) */
    b->long_rollout = rounds > 1;
    b->model_normal = view->players == 2;
    long start = b->nodes;
    int worlds = 0;
    /* more seats, longer rounds: fewer worlds (6 at two players, 2 at six) */
    int nworlds = 2 * HARD_WORLDS / view->players;
    if (nworlds < 2) nworlds = 2;
    /* budget: what is left of the decision's; in each world, each play-out gets at most an equal
     * share of what is left (a world costs at most that), and a world starts only if the
     * costliest so far still fits: the decision's nodes stay under its budget */
    long costliest = 0;
    for (int wi = 0; wi < nworlds && !stop(b); wi++) {
        long used = b->nodes - start;
        if (wi > 0 && (used > ai_work(b->lim, HARD_PICK) || used + costliest > budget)) break;
        long share = (budget - used) / m;
        memcpy(world, view, sizeof *world);
        infinitecity_determinize(world, b->seat, &b->rng);
        for (int i = 0; i < m && !stop(b); i++) {
            memcpy(s, world, sizeof *s);
            long pst = b->nodes;
            b->po_end = pst + share;
            play(b, s, cs[i].a);
            b->leaf = lf;
            b->leaf_v = -INFINITY;
            set_budget(b, HARD_LINE);
            if (!turn_done(s, b->seat)) {
                memcpy(&b->buf[1], s, sizeof *s);
                line(b, &b->buf[1], b->seat, 1);
                if (b->leaf_v > -INFINITY) memcpy(s, lf, sizeof *s);
            }
            b->leaf = NULL;
            quick_turn(b, s, b->seat); /* a line cut short by the budget */
            double after = infinitecity_bot_eval(s, b->seat, b->w);
            int turns = 0;
            for (int r = 0; r < rounds && !s->over && !stop(b) && b->nodes <= b->po_end;) {
                int who = s->cur;
                if (who == b->seat && s->step == INFINITECITY_ST_TURN && ++r >= rounds) break;
                quick_turn(b, s, who);
                if (++turns > 6 * GAME_MAX_PLAYERS) break;
            }
            mean[i] += HARD_MIX * after + (1 - HARD_MIX) * infinitecity_bot_eval(s, b->seat, b->w);
            b->po_end = 0;
        }
        if (b->nodes - start - used > costliest) costliest = b->nodes - start - used;
        worlds++;
    }
    game_action out = cs[0].a;
    double best = -INFINITY;
    for (int i = 0; i < m && worlds > 0; i++) {
        double v = infinitecity_bot_hard_value(mean[i] / worlds, cs[i].v);
        if (v > best) best = v, out = cs[i].a;
    }
    free(world);
    free(s);
    free(lf);
    return out;
}

/* Whether the end is near enough for hard to play its candidates on to it: the last round, or a
 * supply down to HARD_NEAR. Before that, the mean of its first actions over HARD_ROOT worlds
 * decides: playing on one round with the others' hands guessed measured no better against
 * normal (19 of 40 on seeds 9000-9039) than the mean over eight worlds (27 of 40 on seeds
 * 2000-2039), for twenty times the work. */
static bool end_near(const infinitecity_state *view)
{
    int minsup = INFINITECITY_TOKENS;
    for (int q = 0; q < view->players; q++)
        if (view->supply[q] < minsup) minsup = view->supply[q];
    return view->ending || minsup <= HARD_NEAR;
}

game_action infinitecity_bot_choose(const infinitecity_state *view, int seat, ai_level level,
                                    uint64_t seed, ai_stop *stop)
{
    return infinitecity_bot_choose_w(view, seat, level, seed, stop, NULL);
}

game_action infinitecity_bot_choose_w(const infinitecity_state *view, int seat, ai_level level,
                                      uint64_t seed, ai_stop *lim, const infinitecity_weights *wts)
{
    return infinitecity_bot_choose_n(view, seat, level, seed, lim, wts, NULL);
}

game_action infinitecity_bot_choose_n(const infinitecity_state *view, int seat, ai_level level,
                                      uint64_t seed, ai_stop *lim, const infinitecity_weights *wts,
                                      long *nodes)
{
    if (nodes) *nodes = 0;
    if (!view || seat < 0 || seat >= view->players || view->over || seat != view->cur)
        return AI_NO_ACTION;
    game_action *legal = malloc(sizeof(game_action) * MAXA);
    if (!legal) return AI_NO_ACTION;
    int n = bot_legal(view, seat, legal, MAXA);
    game_action out = n > 0 ? legal[0] : AI_NO_ACTION;
    if (n <= 1) {
        free(legal);
        return out;
    }
    bot b = {.seat = seat, .level = level, .lim = lim};
    rng_seed(&b.rng, rng_mix64(seed ^ 0x1c0b07ULL));
    b.w = wts                ? wts
          : level <= AI_EASY ? &infinitecity_weights_plain
          : level >= AI_HARD ? &infinitecity_weights_hard
                             : &infinitecity_weights_normal;
    b.width = level <= AI_EASY ? easy_width : normal_width;
    b.nwidth = level <= AI_EASY ? 3 : (int)(sizeof normal_width / sizeof *normal_width);
    b.buf = malloc(sizeof(infinitecity_state) * (MAXD + 2));
    b.acts = malloc(sizeof(game_action) * MAXA * (MAXD + 1));
    b.vals = malloc(sizeof(double) * MAXA * (MAXD + 1));
    cand *cs = malloc(sizeof *cs * (size_t)n);
    infinitecity_state *w = malloc(sizeof *w);
    if (!b.buf || !b.acts || !b.vals || !cs || !w) goto done;
    /* every root action gets its share of the node budget */
    long per = level <= AI_EASY ? 60 : 400;
    set_budget(&b, level <= AI_EASY ? 600 : per * n < 3000 ? 3000 : per * n);
    long root = b.cap; /* each of hard's worlds gets the same */
    long used = b.nodes, budget = ai_work(lim, INFINITECITY_BOT_HARD_NODES / (view->players + 1));
    memcpy(w, view, sizeof *w);
    infinitecity_determinize(w, seat, &b.rng);
    for (int i = 0; i < n; i++) cs[i].a = legal[i], cs[i].v = 0;
    value_root(&b, w, cs, n);
    if (level >= AI_HARD) {
        /* hard keeps its candidates on the mean over a few worlds (no guess at a face-down
         * tile decides) */
        double *sum = malloc(sizeof(double) * (size_t)n);
        cand *more = malloc(sizeof *more * (size_t)n);
        int roots = view->players == 2 && !end_near(view) ? HARD_ROOT2 : HARD_ROOT, k = 1;
        for (int i = 0; sum && i < n; i++) sum[i] = cs[i].v;
        for (; sum && more && k < roots && !stop(&b); k++) {
            if (k >= HARD_ROOT && used > budget / 2) break;
            for (int i = 0; i < n; i++) more[i] = cs[i];
            memcpy(w, view, sizeof *w);
            infinitecity_determinize(w, seat, &b.rng);
            b.nodes = 0;
            b.cap = root;
            b.hard = 2 * root;
            value_root(&b, w, more, n);
            used += b.nodes;
            if (stop(&b)) break; /* a world cut short is left out */
            for (int i = 0; i < n; i++) sum[i] += more[i].v;
        }
        if (sum && k >= HARD_ROOT)
            for (int i = 0; i < n; i++) cs[i].v = sum[i] / k;
        free(sum);
        free(more);
    }
    if (level <= AI_EASY)
        for (int i = 0; i < n; i++) cs[i].v += 1.0 * gaussian(&b.rng);
    qsort(cs, (size_t)n, sizeof *cs, by_value);
    out = cs[0].a;
    if (level <= AI_EASY && rng_below(&b.rng, 8) == 0) {
        out = cs[rng_below(&b.rng, (uint32_t)(n < 4 ? n : 4))].a; /* a slip among the good few */
    } else if (level >= AI_HARD && !stop(&b) && end_near(view)) {
        long before = b.nodes;
        out = hard_pick(&b, view, cs, n, budget > used ? budget - used : 0);
        used += b.nodes - before;
    }
    if (nodes) *nodes = level >= AI_HARD ? used : b.nodes;
done:
    free(b.buf);
    free(b.acts);
    free(b.vals);
    free(cs);
    free(w);
    free(legal);
    return out;
}

static game_action choose(const void *view, int seat, ai_level level, uint64_t seed, ai_stop *stop)
{
    return infinitecity_bot_choose(view, seat, level, seed, stop);
}

/* Infinite City plays its own bots at easy, normal and hard (random stays the generic one). */
const ai_game_bot infinitecity_bot = {
    .game = &infinitecity_game,
    .choose = choose,
};
