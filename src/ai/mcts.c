/* mcts.c: determinised UCT (single-observer information-set MCTS) over the rules API.
 * One tree per decision, in one arena allocated up front. Each iteration fills the hidden parts
 * of a copy of the view (def->determinize with its own RNG), descends the tree among the children
 * legal in that guess (UCB1 with availability counts), widens nodes progressively (the root in
 * heuristic order, deeper nodes by the best of a few sampled actions), plays a short
 * heuristic-guided rollout and scores the cut-off with the heuristic squashed to [0, 1]. */
#include "ai/ai_internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { ARENA_MAX = 1 << 18 }; /* nodes; about 12 MB at most */

typedef struct node {
    game_action action; /* the move that led here */
    double wins;        /* rewards summed for `mover` */
    double prior;       /* root children: one-ply value scaled to [0, 1] */
    int32_t visits, avail;
    int32_t child, sibling;
    int32_t parent;
    int8_t mover; /* the seat that played `action` */
} node;

typedef struct params {
    double c_uct;      /* exploration constant for rewards in [0, 1] */
    double prior_w;    /* progressive bias of the root one-ply values */
    double widen_base; /* children a node may have: base + coef * sqrt(visits) */
    double widen_coef;
    int expand_sample;  /* sampled candidates for a deeper expansion (0: uniform) */
    int rollout_depth;  /* plies simulated past the leaf before the heuristic cut */
    int rollout_sample; /* sampled candidates per rollout ply (0: uniform random) */
    double rollout_eps; /* chance of a uniform move in a rollout ply */
} params;

static const params level_params = {
    .c_uct = 0.5,
    .prior_w = 0.5,
    .widen_base = 2,
    .widen_coef = 1.0,
    .expand_sample = 4,
    .rollout_depth = 6,
    .rollout_sample = 6,
    .rollout_eps = 0.1,
};

typedef struct tree {
    ai_ctx *c;
    params p;
    node *n;
    int count, cap;
    unsigned char *work;           /* the determinised state walked by one iteration */
    game_action *legal;            /* legal actions at the current node */
    uint8_t *mark;                 /* mark[i]: legal[i] already has a child */
    const game_action *root_order; /* root actions, best one-ply value first */
    int nroot;
    double scale_sum; /* running mean of |margin|: the squashing scale of heuristic values */
    double scale_n;
} tree;

static int find_action(const game_action *a, int n, game_action x)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (a[mid] == x) return mid;
        if (a[mid] < x)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

static int new_node(tree *t, int parent, game_action a, int mover, double prior)
{
    if (t->count >= t->cap) return -1;
    int i = t->count++;
    node *nd = &t->n[i];
    memset(nd, 0, sizeof *nd);
    nd->action = a;
    nd->prior = prior;
    nd->mover = (int8_t)mover;
    nd->parent = parent;
    nd->child = -1;
    nd->sibling = -1;
    if (parent >= 0) {
        nd->sibling = t->n[parent].child;
        t->n[parent].child = i;
    }
    return i;
}

/* Rewards of the position in t->work for every seat, in [0, 1]. */
static void evaluate(tree *t, double *r)
{
    ai_ctx *c = t->c;
    if (game_is_over(c->g, t->work)) {
        double m[GAME_MAX_PLAYERS];
        ai_terminal(c, t->work, r);
        ai_margins(c, t->work, m);
        double s = t->scale_n > 0 ? fmax(t->scale_sum / t->scale_n, 1e-9) : 1.0;
        for (int p = 0; p < c->nplayers; p++)
            r[p] = 0.95 * r[p] + 0.05 * (0.5 + 0.5 * tanh(m[p] / s));
        return;
    }
    double m[GAME_MAX_PLAYERS];
    ai_margins(c, t->work, m);
    for (int p = 0; p < c->nplayers; p++) t->scale_sum += fabs(m[p]), t->scale_n += 1;
    double s = fmax(t->scale_sum / t->scale_n, 1e-9);
    for (int p = 0; p < c->nplayers; p++) r[p] = 0.5 + 0.5 * tanh(m[p] / s);
}

/* Picks an action for seat p among legal[0..n) whose mark is 0 (mark may be NULL): the best
 * one-ply value of up to k sampled ones, or a uniform one when k == 0. */
static int pick_sampled(tree *t, const void *s, int p, const game_action *legal,
                        const uint8_t *mark, int n, int nfree, int k)
{
    ai_ctx *c = t->c;
    int best = -1;
    double bestv = -INFINITY;
    if (k > nfree) k = nfree;
    if (k <= 0) k = 1;
    for (int j = 0; j < k; j++) {
        int i = -1;
        /* Rejection sampling over unmarked entries, then a linear fallback. */
        for (int tries = 0; tries < 8 && i < 0; tries++) {
            int x = (int)rng_below(&c->rng, (uint32_t)n);
            if (!mark || !mark[x]) i = x;
        }
        for (int x = 0; i < 0 && x < n; x++)
            if (!mark || !mark[x]) i = x;
        if (i < 0) break;
        if (k == 1) return i;
        double v = ai_one_ply(c, s, p, legal[i]);
        if (v > bestv) bestv = v, best = i;
    }
    return best;
}

static void rollout(tree *t)
{
    ai_ctx *c = t->c;
    char why[GAME_REASON_LEN];
    for (int d = 0; d < t->p.rollout_depth; d++) {
        int n = 0;
        int p = ai_actor(c, t->work, t->legal, &n);
        if (p < 0) break;
        int k = rng_unit(&c->rng) < t->p.rollout_eps ? 0 : t->p.rollout_sample;
        int i = pick_sampled(t, t->work, p, t->legal, NULL, n, n, k);
        if (i < 0 || c->g->apply(t->work, p, t->legal[i], why, sizeof why) == GAME_REFUSED) break;
    }
}

static void iterate(tree *t, const void *view, uint64_t dseed)
{
    ai_ctx *c = t->c;
    const game_def *g = c->g;
    char why[GAME_REASON_LEN];
    memcpy(t->work, view, g->state_size);
    if (g->determinize) {
        rng_state dr;
        rng_seed(&dr, dseed);
        g->determinize(t->work, c->player, &dr);
    }
    int v = 0;
    for (;;) {
        if (game_is_over(g, t->work)) break;
        int n = 0, actor;
        if (v == 0) {
            actor = c->player;
            n = g->legal_actions(t->work, actor, t->legal, GAME_MAX_ACTIONS);
        } else {
            actor = ai_actor(c, t->work, t->legal, &n);
        }
        if (actor < 0 || n <= 0) break;
        memset(t->mark, 0, (size_t)n);
        int navail = 0, nchildren = 0;
        for (int ch = t->n[v].child; ch >= 0; ch = t->n[ch].sibling) {
            nchildren++;
            int i = t->n[ch].mover == actor ? find_action(t->legal, n, t->n[ch].action) : -1;
            if (i < 0) continue;
            t->mark[i] = 1;
            t->n[ch].avail++;
            navail++;
        }
        double allowed = t->p.widen_base + t->p.widen_coef * sqrt((double)t->n[v].visits);
        bool widen = navail < n && (navail == 0 || nchildren < allowed) && t->count < t->cap;
        if (widen) {
            int i = -1;
            double prior = 0;
            if (v == 0) {
                for (int r = 0; r < t->nroot && i < 0; r++) {
                    int x = find_action(t->legal, n, t->root_order[r]);
                    if (x >= 0 && !t->mark[x]) i = x, prior = 1.0 - (double)r / t->nroot;
                }
            }
            if (i < 0)
                i = pick_sampled(t, t->work, actor, t->legal, t->mark, n, n - navail,
                                 t->p.expand_sample);
            if (i < 0) break;
            int ch = new_node(t, v, t->legal[i], actor, prior);
            if (ch < 0) break;
            t->n[ch].avail = 1;
            if (g->apply(t->work, actor, t->legal[i], why, sizeof why) == GAME_REFUSED) break;
            v = ch;
            break;
        }
        if (navail == 0) break; /* arena full: roll out from here */
        /* UCB1 over the children available in this determinisation. */
        int best = -1;
        double bestv = -INFINITY;
        for (int ch = t->n[v].child; ch >= 0; ch = t->n[ch].sibling) {
            node *nd = &t->n[ch];
            if (nd->mover != actor || find_action(t->legal, n, nd->action) < 0) continue;
            double visits = nd->visits > 0 ? nd->visits : 1;
            double u = nd->wins / visits +
                       t->p.c_uct * sqrt(log((double)nd->avail + 1.0) / visits) +
                       t->p.prior_w * nd->prior / (visits + 1.0);
            if (u > bestv) bestv = u, best = ch;
        }
        if (best < 0) break;
        if (g->apply(t->work, actor, t->n[best].action, why, sizeof why) == GAME_REFUSED) break;
        v = best;
    }
    rollout(t);
    double r[GAME_MAX_PLAYERS];
    evaluate(t, r);
    for (; v >= 0; v = t->n[v].parent) {
        t->n[v].visits++;
        if (v > 0) t->n[v].wins += r[t->n[v].mover];
    }
}

typedef struct scored {
    game_action a;
    double v;
} scored;

static int by_value_desc(const void *x, const void *y)
{
    const scored *a = x, *b = y;
    if (a->v != b->v) return a->v > b->v ? -1 : 1;
    return a->a < b->a ? -1 : a->a > b->a; /* deterministic order for equal values */
}

game_action ai_mcts(ai_ctx *c, const void *view, const game_action *root, int nroot, int playouts,
                    ai_level level)
{
    tree t = {.c = c, .p = level_params};
    t.cap = playouts + 2 < ARENA_MAX ? playouts + 2 : ARENA_MAX;
    t.n = malloc(sizeof(node) * (size_t)t.cap);
    t.work = malloc(c->g->state_size);
    t.legal = malloc(sizeof(game_action) * GAME_MAX_ACTIONS);
    t.mark = malloc(GAME_MAX_ACTIONS);
    scored *sc = malloc(sizeof(scored) * (size_t)nroot);
    game_action *order = malloc(sizeof(game_action) * (size_t)nroot);
    game_action out = root[0];
    if (!t.n || !t.work || !t.legal || !t.mark || !sc || !order) goto done;

    /* Root actions in one-ply order: the widening expands the promising ones first, and the
     * spread of their values seeds the squashing scale. */
    for (int i = 0; i < nroot; i++) {
        sc[i].a = root[i];
        sc[i].v = ai_one_ply(c, view, c->player, root[i]);
        if (fabs(sc[i].v) < 1e11) t.scale_sum += fabs(sc[i].v), t.scale_n += 1;
    }
    qsort(sc, (size_t)nroot, sizeof *sc, by_value_desc);
    for (int i = 0; i < nroot; i++) order[i] = sc[i].a;
    out = order[0];
    if (sc[0].v > 1e11) goto done; /* a move that wins at once needs no search */
    t.root_order = order;
    t.nroot = nroot;
    new_node(&t, -1, 0, c->player, 0);

    for (int it = 0; it < playouts; it++) {
        if ((it & 7) == 0 && ai_should_stop(c)) break;
        uint64_t hi = rng_next(&c->rng);
        iterate(&t, view, rng_mix64(hi << 32 | rng_next(&c->rng)));
    }
    /* The most visited root child; the better mean breaks ties. */
    int best = -1;
    for (int ch = t.n[0].child; ch >= 0; ch = t.n[ch].sibling) {
        node *nd = &t.n[ch];
        if (best < 0 || nd->visits > t.n[best].visits ||
            (nd->visits == t.n[best].visits &&
             nd->wins * (t.n[best].visits + 1e-9) > t.n[best].wins * (nd->visits + 1e-9)))
            best = ch;
    }
    if (best >= 0 && t.n[best].visits > 0) out = t.n[best].action;
done:
    (void)level;
    free(t.n);
    free(t.work);
    free(t.legal);
    free(t.mark);
    free(sc);
    free(order);
    return out;
}
