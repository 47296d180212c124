/* megacity_bot_plan.c: MegaCity's tower planner for the bots. A beam search over drops on a box
 * model of the tower (each element its bounding box at 0 or 90 degrees; arches stand on their
 * legs; a long element may rest across two supports: megacity_bot_span.c), scored by the contract
 * (ports covered, vent, height, every element touching, the architectural feature, how far
 * each element sits inside its support); complete towers are checked with megacity_check_contract
 * on their box poses, then replayed drop by drop through the physics (megacity_bot_verify.c): a
 * plan is kept only if each drop comes to rest where the box model put it, disturbs nothing,
 * the settled tower passes the contract and stands a slide. The beam keeps a few nodes per set
 * of kinds used (so one greedy start does not fill it), drops twins (the same boxes in another
 * order), and prunes towers whose loads do not stand, leaning with the slide's push
 * (megacity_bot_stable.c). See megacity_bot.h. */
#include "games/megacity/bot/megacity_bot_plan.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { TOUCH = MEGACITY_PLAN_TOUCH, HALF = MEGACITY_PLAN_HALF };
/* What the opening feature is worth in the score: a low arch or a courtyard is made on the
 * ground, so a tower must start with it (a port's worth, nearly); a high arch (a window) can
 * come at any height. */
enum { FEAT_LOW_W = 1200, FEAT_HIGH_W = 300, FEAT_COURT_W = 500 };
/* The lean a tower must stand, as a multiple of its level's slide acceleration over g: the
 * start-stop slide rocks a tower, so a static lean of twice its push is the margin it needs. */
#define SWAY_SAFETY 2.0

static const megacity_plan_tuning plan_levels[AI_LEVEL_COUNT] = {
    {4, 100, 0, 2, 1, 0.0, 0.9, 60},   /* random */
    {6, 50, 8, 2, 1, 0.0, 0.7, 90},    /* easy: a rough look, towers barely seated */
    {8, 50, 15, 2, 1, 0.5, 0.3, 75},   /* normal */
    {20, 25, 25, 8, 2, 1.0, 0.3, 220}, /* hard: a wide search with well-seated elements */
};

const megacity_plan_tuning *megacity_plan_level(ai_level level)
{
    return &plan_levels[level >= 0 && level < AI_LEVEL_COUNT ? level : AI_NORMAL];
}

typedef struct child {
    int parent;
    uint8_t kind, rot;
    int16_t x;
    double score;
    uint64_t hash, sig;
} child;

int megacity_plan_shape_of(int kind)
{
    return kind / MEGACITY_MATERIALS;
}

#define shape_of megacity_plan_shape_of

static void dims(int kind, int rot, int *w, int *h)
{
    const megacity_physics_shape_def *sd = &megacity_shapes[shape_of(kind)];
    int sw = (int)lround(sd->w / MEGACITY_UNIT_M), sh = (int)lround(sd->h / MEGACITY_UNIT_M);
    *w = rot ? sh : sw;
    *h = rot ? sw : sh;
}

bool megacity_plan_is_arch(int kind, int rot)
{
    int s = shape_of(kind);
    return !rot && (s == MEGACITY_ARCH || s == MEGACITY_SMALL_ARCH);
}

/* Nothing may stand on a roof or a wedge (sloped tops). */
bool megacity_plan_sloped(int kind)
{
    int s = shape_of(kind);
    return s == MEGACITY_ROOF || s == MEGACITY_WEDGE;
}

#define is_arch megacity_plan_is_arch
#define sloped  megacity_plan_sloped

/* Footprint intervals of a box on the platform (0, 1 or 2: an arch stands on its legs). */
static int footprint(const megacity_plan_box *b, int lo[2], int hi[2])
{
    if (b->y0 > TOUCH) return 0;
    if (is_arch(b->kind, b->rot)) {
        int out = shape_of(b->kind) == MEGACITY_ARCH ? 300 : 200, in = out == 300 ? 150 : 80;
        lo[0] = b->cx - out, hi[0] = b->cx - in;
        lo[1] = b->cx + in, hi[1] = b->cx + out;
        return 2;
    }
    lo[0] = b->x0, hi[0] = b->x1;
    return 1;
}

static bool ground_touches(const megacity_plan_node *nd, int x0, int x1)
{
    for (int i = 0; i < nd->n; i++) {
        int lo[2], hi[2], k = footprint(&nd->b[i], lo, hi);
        for (int j = 0; j < k; j++)
            if (lo[j] <= x1 && hi[j] >= x0) return true;
    }
    return false;
}

/* Drops kind at centre x on the node's boxes: false if it does not fit or would not sit. */
static bool drop_box(const megacity_plan_ctx *cx, const megacity_plan_node *nd, int kind, int rot,
                     int x, megacity_plan_box *out, double *margin)
{
    int w, h;
    dims(kind, rot, &w, &h);
    int xa = x - w / 2, xb = xa + w;
    if (xa < -HALF || xb > HALF) return false;
    bool arch = is_arch(kind, rot);
    int legw = shape_of(kind) == MEGACITY_ARCH ? 150 : 120,
        gap_h = shape_of(kind) == MEGACITY_ARCH ? 200 : 120;
    int base = 0;
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        if (b->x1 <= xa || b->x0 >= xb) continue;
        int top = b->y1;
        if (arch && b->x0 >= xa + legw && b->x1 <= xb - legw) top -= gap_h; /* under the gap */
        if (top > base) base = top;
    }
    int lo = HALF * 4, hi = -HALF * 4;
    if (base > 0) {
        for (int i = 0; i < nd->n; i++) {
            const megacity_plan_box *b = &nd->b[i];
            if (b->x1 <= xa || b->x0 >= xb || b->y1 < base - TOUCH || b->y1 > base + TOUCH)
                continue;
            if (sloped(b->kind)) return false;
            if (b->x0 < lo) lo = b->x0;
            if (b->x1 > hi) hi = b->x1;
        }
        if (lo > hi) return false;
        int slo = lo > xa ? lo : xa, shi = hi < xb ? hi : xb;
        int xc = x + cx->com_dx[kind][rot]; /* its centre of mass over the support */
        int m = (xc - slo) < (shi - xc) ? (xc - slo) : (shi - xc);
        if (m < cx->lv->margin) return false;
        if (arch && (lo > xa + legw / 2 || hi < xb - legw / 2))
            return false; /* both legs on something, at least half of each */
        if (cx->no_overhang && (xa < lo - 5 || xb > hi + 5)) return false;
        *margin = m < 100 ? m : 100;
    } else {
        *margin = 100;
    }
    if (base + h > MEGACITY_Y_MAX) return false;
    *out = (megacity_plan_box){(int16_t)xa, (int16_t)xb,   (int16_t)base, (int16_t)(base + h),
                               (int16_t)x,  (uint8_t)kind, (uint8_t)rot};
    return true;
}

static bool touching(const megacity_plan_box *a, const megacity_plan_box *b)
{
    bool xo = a->x1 > b->x0 && b->x1 > a->x0, yo = a->y1 > b->y0 && b->y1 > a->y0;
    if (xo && (abs(a->y0 - b->y1) <= TOUCH || abs(b->y0 - a->y1) <= TOUCH)) return true;
    return yo && (abs(a->x1 - b->x0) <= TOUCH || abs(b->x1 - a->x0) <= TOUCH);
}

static int isolated(const megacity_plan_node *nd)
{
    int n = 0;
    for (int i = 0; i < nd->n; i++) {
        bool t = false;
        for (int j = 0; j < nd->n && !t; j++) t = j != i && touching(&nd->b[i], &nd->b[j]);
        n += !t;
    }
    return n;
}

/* The opening features on the box model (a guide; the real check runs on complete towers). */
static bool feature_proxy(const megacity_plan_node *nd, int feat)
{
    if ((feat == MEGACITY_FEAT_LOW_ARCH || feat == MEGACITY_FEAT_HIGH_ARCH) &&
        megacity_plan_span_opening(nd, feat))
        return true;
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *a = &nd->b[i];
        if (feat == MEGACITY_FEAT_LOW_ARCH && is_arch(a->kind, a->rot) && a->y0 <= TOUCH)
            return true;
        if (feat == MEGACITY_FEAT_HIGH_ARCH &&
            (shape_of(a->kind) == MEGACITY_WINDOW || (is_arch(a->kind, a->rot) && a->y0 > TOUCH)))
            return true;
        if (feat != MEGACITY_FEAT_COURTYARD || a->y0 > TOUCH || a->y1 < 185) continue;
        for (int j = 0; j < nd->n; j++) { /* a bare gap between two ground walls, no lid */
            const megacity_plan_box *b = &nd->b[j];
            if (b->y0 > TOUCH || b->y1 < 185 || b->x0 < a->x1 + 110) continue;
            bool ok = !ground_touches(nd, a->x1 + 1, b->x0 - 1);
            for (int k = 0; k < nd->n && ok; k++) {
                const megacity_plan_box *c = &nd->b[k];
                if (c->x1 > a->x1 && c->x0 < b->x0 && c->y0 < 185) ok = false;
                if (c->x0 <= a->x1 + 20 && c->x1 >= b->x0 - 20) ok = false;
            }
            if (ok) return true;
        }
    }
    return false;
}

static int ports_covered(const megacity_plan_ctx *cx, const megacity_plan_node *nd)
{
    int k = 0;
    for (int p = 0; p < MEGACITY_PORTS; p++)
        k += ground_touches(nd, cx->ports[p] - 50, cx->ports[p] + 50);
    return k;
}

static int top_of(const megacity_plan_node *nd)
{
    int t = 0;
    for (int i = 0; i < nd->n; i++)
        if (nd->b[i].y1 > t) t = nd->b[i].y1;
    return t;
}

/* The highest the tower could get with `slots` more elements. */
static int reach(const megacity_plan_ctx *cx, const megacity_plan_node *nd, int slots)
{
    int sum = top_of(nd);
    for (int i = 0; i < MEGACITY_KINDS && slots > 0; i++) {
        int k = cx->korder[i], left = cx->avail[k] - nd->used[k];
        if (left <= 0) continue;
        if (left > slots) left = slots;
        sum += left * cx->kh[k];
        slots -= left;
    }
    return sum;
}

/* Scores a node; -INFINITY when it can no longer become a tower for the contract. */
static double score(const megacity_plan_ctx *cx, megacity_plan_node *nd, int target)
{
    if (!cx->on_vent && ground_touches(nd, cx->vent0, cx->vent1)) return -INFINITY;
    if (reach(cx, nd, target - nd->n) < cx->floors_u || !megacity_plan_stable(cx, nd))
        return -INFINITY;
    int top = top_of(nd);
    double s = 1000.0 * ports_covered(cx, nd) - 250.0 * isolated(nd);
    if (cx->on_vent && ground_touches(nd, cx->vent0, cx->vent1)) s += 1000;
    s += 400.0 * (top < cx->floors_u ? (double)top / cx->floors_u : 1.0);
    double feat_w = cx->feat == MEGACITY_FEAT_LOW_ARCH    ? FEAT_LOW_W
                    : cx->feat == MEGACITY_FEAT_HIGH_ARCH ? FEAT_HIGH_W
                                                          : FEAT_COURT_W;
    if (cx->feat != MEGACITY_FEAT_NONE && feature_proxy(nd, cx->feat))
        s += feat_w;
    else if ((cx->feat == MEGACITY_FEAT_LOW_ARCH || cx->feat == MEGACITY_FEAT_HIGH_ARCH) &&
             megacity_plan_span_ready(cx, nd))
        s += feat_w * 0.4; /* a lintel can close an opening here */
    s += cx->lv->margin_weight * nd->margin;
    return s;
}

/* A complete tower on the box model: cheap tests, then the rules' own check on its poses. */
static bool leaf_ok(const megacity_plan_ctx *cx, const megacity_plan_node *nd)
{
    if (ports_covered(cx, nd) < MEGACITY_PORTS || isolated(nd) || top_of(nd) < cx->floors_u)
        return false;
    megacity_plat *pl = &cx->scratch->plat[cx->plat - 1];
    memset(pl->el, 0, sizeof pl->el);
    pl->n = (uint8_t)nd->n;
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        pl->el[i] = (megacity_el){b->kind, 0, b->cx, (int16_t)((b->y0 + b->y1) / 2),
                                  (int16_t)(b->rot ? 900 : 0)};
    }
    return megacity_check_contract(cx->scratch, cx->plat, cx->contract, NULL, 0);
}

static int add_x(int *xs, int n, int x, int w)
{
    if (x - w / 2 < -HALF) x = -HALF + w / 2;
    if (x - w / 2 + w > HALF) x = HALF - w + w / 2;
    for (int i = 0; i < n; i++)
        if (xs[i] == x) return n;
    if (n < MEGACITY_PLAN_XS) xs[n++] = x;
    return n;
}

/* Candidate centres for a w-wide element on this node. */
static int candidates(const megacity_plan_ctx *cx, const megacity_plan_node *nd, int w, int *xs)
{
    int n = 0;
    for (int x = -HALF + w / 2; x + w - w / 2 <= HALF; x += cx->lv->grid) n = add_x(xs, n, x, w);
    for (int p = 0; p < MEGACITY_PORTS; p++) {
        n = add_x(xs, n, cx->ports[p], w);
        n = add_x(xs, n, cx->ports[p] + 30 + w / 2, w); /* left edge just inside the port */
        n = add_x(xs, n, cx->ports[p] - 30 - w / 2, w);
    }
    n = add_x(xs, n, cx->vent0 - w / 2 - 3, w); /* just clear of the vent */
    n = add_x(xs, n, cx->vent1 + w / 2 + 3, w);
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        n = add_x(xs, n, b->cx, w);
        n = add_x(xs, n, b->x0 + w / 2, w);
        n = add_x(xs, n, b->x1 - w / 2, w);
        n = add_x(xs, n, b->x1 + w / 2 + 1, w); /* flush beside it */
        n = add_x(xs, n, b->x0 - w / 2 - 1, w);
    }
    if (cx->feat != MEGACITY_FEAT_NONE) { /* lintels across two supports, walls with a gap */
        n = megacity_plan_span_xs(nd, w, xs, n, MEGACITY_PLAN_XS);
        n = megacity_plan_gap_xs(nd, w, xs, n, MEGACITY_PLAN_XS);
    }
    return n;
}

static int cmp_child(const void *a, const void *b)
{
    const child *x = a, *y = b;
    if (x->score != y->score) return x->score > y->score ? -1 : 1;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    /* Twins (the same boxes reached in another order) in a fixed order, whatever the sort. */
    if (x->parent != y->parent) return x->parent < y->parent ? -1 : 1;
    if (x->kind != y->kind) return x->kind < y->kind ? -1 : 1;
    if (x->rot != y->rot) return x->rot < y->rot ? -1 : 1;
    return (x->x > y->x) - (x->x < y->x);
}

/* Moves the k best children of p[0..n) to the front (in no order): a quickselect, so a depth
 * sorts only the few it keeps, not the thousands it scored. */
static void select_best(child *p, int n, int k)
{
    int lo = 0, hi = n - 1;
    while (lo < hi && k > lo && k <= hi) {
        child pivot = p[lo + (hi - lo) / 2], t;
        int i = lo, j = hi;
        while (i <= j) {
            while (cmp_child(&p[i], &pivot) < 0) i++;
            while (cmp_child(&p[j], &pivot) > 0) j--;
            if (i <= j) t = p[i], p[i] = p[j], p[j] = t, i++, j--;
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            break;
    }
}

static uint64_t box_hash(const megacity_plan_box *b)
{
    uint64_t h = ((uint64_t)b->kind << 48) ^ ((uint64_t)(uint16_t)b->cx << 24) ^ (uint16_t)b->y0;
    h ^= h >> 31;
    h *= 0x9E3779B97F4A7C15ull;
    return h ^ (h >> 29);
}

/* A (kind, rot) pair's share of a node's signature: the multiset of pairs it used. */
static uint64_t sig_of(int kind, int rot)
{
    uint64_t h = (uint64_t)(kind * 2 + rot + 1) * 0xD6E8FEB86659FD93ull;
    return h ^ (h >> 32);
}

/* The node of child ch of cur; false if its drop no longer fits (it always does). */
static bool child_node(const megacity_plan_ctx *cx, const megacity_plan_node *cur, const child *ch,
                       megacity_plan_node *t)
{
    double m;
    memcpy(t, &cur[ch->parent], sizeof *t);
    if (!drop_box(cx, t, ch->kind, ch->rot, ch->x, &t->b[t->n], &m)) return false;
    t->n++;
    t->used[ch->kind]++;
    t->margin += m;
    t->hash = ch->hash;
    t->sig = ch->sig;
    t->score = ch->score;
    return true;
}

/* Was a node with this hash taken already (a twin: the same boxes dropped in another order,
 * with another margin, so not next to it in the sort)? Else remembers it. */
static bool twin(uint64_t *seen, int *n, uint64_t hash)
{
    for (int i = 0; i < *n; i++)
        if (seen[i] == hash) return true;
    if (*n < MEGACITY_PLAN_BEAM_MAX * 4) seen[(*n)++] = hash;
    return false;
}

/* Does the beam next[0..n) already hold `most` nodes with signature sig? */
static bool crowded(const megacity_plan_node *next, int n, uint64_t sig, int most)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += next[i].sig == sig;
    return k >= most;
}

static void setup_ctx(megacity_plan_ctx *cx, const megacity_state *view, int seat, int plat,
                      int contract, ai_level level)
{
    memset(cx, 0, sizeof *cx);
    cx->view = view;
    cx->plat = plat;
    cx->contract = contract;
    cx->c = &megacity_contracts[contract - 1];
    cx->side = megacity_side(view, plat);
    cx->lv = megacity_plan_level(level);
    cx->sway = SWAY_SAFETY * cx->lv->slide / 9.81;
    for (int p = 0; p < MEGACITY_PORTS; p++)
        cx->ports[p] = (int)lround(cx->side->port_x[p] / MEGACITY_UNIT_M);
    cx->vent0 = (int)lround((cx->side->vent_x - MEGACITY_VENT_HALF) / MEGACITY_UNIT_M);
    cx->vent1 = (int)lround((cx->side->vent_x + MEGACITY_VENT_HALF) / MEGACITY_UNIT_M);
    cx->floors_u = cx->c->floors * 10 + MEGACITY_PLAN_SETTLE;
    cx->feat = MEGACITY_FEAT_NONE;
    for (int k = 0; k < 2; k++) {
        int f = cx->c->feature[k];
        if (f == MEGACITY_FEAT_ON_VENT) cx->on_vent = true;
        if (f == MEGACITY_FEAT_NO_OVERHANG) cx->no_overhang = true;
        if (f == MEGACITY_FEAT_COURTYARD || f == MEGACITY_FEAT_LOW_ARCH ||
            f == MEGACITY_FEAT_HIGH_ARCH)
            cx->feat = f;
    }
    for (int k = 0; k < MEGACITY_KINDS; k++) { /* kinds by the height they can add, tallest first */
        int w, h, j = k, dx;
        megacity_plan_mass(k, &cx->mass[k], &dx);
        cx->com_dx[k][0] = (int16_t)dx;
        dims(k, 0, &w, &h);
        cx->kh[k] = sloped(k) ? h : (w > h ? w : h);
        for (; j > 0 && cx->kh[cx->korder[j - 1]] < cx->kh[k]; j--)
            cx->korder[j] = cx->korder[j - 1];
        cx->korder[j] = (uint8_t)k;
    }
    const megacity_plat *pl = &view->plat[plat - 1];
    for (int k = 0; k < MEGACITY_KINDS; k++) cx->avail[k] = view->hand[seat][k];
    for (int i = 0; i < pl->n; i++) cx->avail[pl->el[i].kind]++;
    for (int k = 0; k < 2; k++) { /* forbidden materials are not candidates */
        int m = megacity_feature_forbids(cx->c->feature[k]);
        if (m >= 0)
            for (int s = 0; s < MEGACITY_SHAPES; s++)
                cx->avail[megacity_kind_of((megacity_shape)s, m)] = 0;
    }
}

/* Verifies the good leaves of one depth in score order; true once one holds. */
static bool try_leaves(const megacity_plan_ctx *cx, const megacity_plan_node *leaves, int nl,
                       int *tries, megacity_plan *out, ai_stop *stop)
{
    for (int i = 0; i < nl && *tries < cx->lv->verify; i++) {
        if (ai_stopped(stop)) return false;
        if (!leaf_ok(cx, &leaves[i])) continue;
        ++*tries;
        if (megacity_plan_verify(cx, &leaves[i], out)) return true;
    }
    return false;
}

bool megacity_bot_plan(const megacity_state *view, int seat, int plat, int contract, ai_level level,
                       megacity_plan *out)
{
    return megacity_plan_plan(view, seat, plat, contract, level, NULL, out);
}

bool megacity_plan_plan(const megacity_state *view, int seat, int plat, int contract,
                        ai_level level, megacity_plan_cache *cache, megacity_plan *out)
{
    if (plat < 1 || plat > MEGACITY_PLATFORMS || contract < 1 || contract > MEGACITY_CONTRACTS)
        return false;
    megacity_plan_ctx cx;
    setup_ctx(&cx, view, seat, plat, contract, level);
    if (megacity_side(view, plat)->type != cx.c->type) return false;
    int total = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) total += cx.avail[k];
    int need = cx.c->elements, last = cx.c->plus ? need + cx.lv->extra : need;
    if (last > MEGACITY_TOWER) last = MEGACITY_TOWER;
    if (total < need) return false;
    if (last > total) last = total;
    megacity_plan_cache *own = NULL;
    if (!cache) {
        own = cache = malloc(sizeof *own);
        if (!own) return false;
        megacity_plan_cache_init(own, level);
    }
    cx.cache = cache;
    int beam = cx.lv->beam, cap = 4096, crowd = beam / 4 > 2 ? beam / 4 : 2;
    megacity_plan_node *cur = calloc((size_t)beam, sizeof *cur),
                       *next = calloc((size_t)beam, sizeof *next);
    megacity_plan_node *leaves = calloc((size_t)beam * 2, sizeof *leaves);
    child *pool = malloc(sizeof *pool * (size_t)cap);
    cx.scratch = malloc(sizeof *cx.scratch);
    bool found = false;
    if (!cur || !next || !leaves || !pool || !cx.scratch || !megacity_plan_affordable(cache, need))
        goto done;
    memcpy(cx.scratch, view, sizeof *cx.scratch);
    if (reach(&cx, &cur[0], last) < cx.floors_u) goto done;
    int ncur = 1, tries = 0;
    for (int depth = 1; depth <= last && ncur > 0 && !found; depth++) {
        int np = 0;
        for (int b = 0; b < ncur; b++) {
            const megacity_plan_node *nd = &cur[b];
            for (int k = 0; k < MEGACITY_KINDS; k++) {
                if (nd->used[k] >= cx.avail[k]) continue;
                for (int rot = 0; rot < 2; rot++) {
                    int w, h, xs[MEGACITY_PLAN_XS];
                    dims(k, rot, &w, &h);
                    if (rot && (w == h || sloped(k) || shape_of(k) == MEGACITY_ARCH ||
                                shape_of(k) == MEGACITY_SMALL_ARCH))
                        continue;
                    int nx = candidates(&cx, nd, w, xs);
                    for (int i = 0; i < nx; i++) {
                        megacity_plan_node t;
                        double m;
                        if (!drop_box(&cx, nd, k, rot, xs[i], &t.b[0], &m)) continue;
                        megacity_plan_box nb = t.b[0];
                        memcpy(&t, nd, sizeof t);
                        t.b[t.n++] = nb;
                        t.used[k]++;
                        t.margin += m;
                        t.hash = nd->hash + box_hash(&nb);
                        double sc = score(&cx, &t, last);
                        if (sc == -INFINITY) continue;
                        if (np == cap) {
                            child *g = realloc(pool, sizeof *pool * (size_t)cap * 2);
                            if (!g) continue;
                            pool = g;
                            cap *= 2;
                        }
                        child ch = {b, (uint8_t)k, (uint8_t)rot, (int16_t)xs[i], sc, t.hash, 0};
                        ch.sig = nd->sig + sig_of(k, rot);
                        pool[np++] = ch;
                    }
                }
            }
        }
        int sorted = np < beam * 8 ? np : beam * 8; /* enough for the beam, leaves and twins */
        select_best(pool, np, sorted);
        qsort(pool, (size_t)sorted, sizeof *pool, cmp_child);
        int nn = 0, nl = 0, nskip = 0, skipped[MEGACITY_PLAN_BEAM_MAX], nseen = 0;
        uint64_t seen[MEGACITY_PLAN_BEAM_MAX * 4];
        for (int i = 0; i < np && (nn < beam || (depth >= need && nl < beam * 2)); i++) {
            if (i == sorted) { /* twins ate the sorted part: sort the rest too */
                qsort(pool + i, (size_t)(np - i), sizeof *pool, cmp_child);
                sorted = np;
            }
            if (i > 0 && pool[i].hash == pool[i - 1].hash) continue;
            if (twin(seen, &nseen, pool[i].hash)) continue; /* the same boxes in another order */
            megacity_plan_node t;
            if (!child_node(&cx, cur, &pool[i], &t)) continue;
            if (depth >= need && nl < beam * 2) leaves[nl++] = t;
            if (nn >= beam) continue;
            if (crowded(next, nn, t.sig, crowd)) { /* the beam's share of this kind set is full */
                if (nskip < MEGACITY_PLAN_BEAM_MAX) skipped[nskip++] = i;
                continue;
            }
            next[nn++] = t;
        }
        for (int j = 0; j < nskip && nn < beam; j++) /* too few kind sets: the best of the rest */
            if (child_node(&cx, cur, &pool[skipped[j]], &next[nn])) nn++;
        if (depth >= need) found = try_leaves(&cx, leaves, nl, &tries, out, cx.cache->stop);
        megacity_plan_node *sw = cur;
        cur = next;
        next = sw;
        ncur = nn;
    }
done:
    free(cur);
    free(next);
    free(leaves);
    free(pool);
    free(cx.scratch);
    free(own);
    return found;
}
