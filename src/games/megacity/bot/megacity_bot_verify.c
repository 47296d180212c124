/* megacity_bot_verify.c: a box-model tower replayed through the physics for the planner. Each drop
 * is megacity_sim_drop on the tower settled so far and must come to rest where the box model put
 * it, disturbing nothing; the settled tower must pass the contract and stand a short start-stop
 * slide. Drops are remembered per decision (megacity_plan_cache), so towers that share first
 * elements settle them once and a failed prefix rejects every tower built on it. See
 * megacity_bot_plan.h. */
#include "games/megacity/bot/megacity_bot_plan.h"

#include <stdlib.h>
#include <string.h>

#include "games/megacity/rules/megacity_sim.h"

#define PI 3.14159265358979323846

/* The slide check is the whole slide (accelerate over half the way, brake over the rest) at the
 * acceleration the plan must stand: a tower tips when the push outlasts its sway, so a short
 * push passed towers (a plank on its edge) that the real slide, four times longer, felled. */

void megacity_plan_cache_init(megacity_plan_cache *c, ai_level level)
{
    c->n = 0;
    c->spent = 0;
    c->stop = NULL;
    c->budget = megacity_plan_level(level)->budget;
    c->slide = megacity_plan_level(level)->slide;
}

static int angle_diff(int a, int b)
{
    int d = abs(a - b) % MEGACITY_A_MAX;
    return d > MEGACITY_A_MAX / 2 ? MEGACITY_A_MAX - d : d;
}

static bool same_pose(const megacity_el *a, const megacity_el *b, int tol, int atol)
{
    return abs(a->x - b->x) <= tol && abs(a->y - b->y) <= tol && angle_diff(a->a, b->a) <= atol;
}

static int find(const megacity_plan_cache *c, int parent, const megacity_plan_box *b)
{
    for (int i = 0; i < c->n; i++) {
        const megacity_plan_entry *e = &c->e[i];
        if (e->parent == parent && e->kind == b->kind && e->x == b->cx && e->rot == b->rot)
            return i;
    }
    return -1;
}

static bool spend(megacity_plan_cache *c, int cost)
{
    if (c->spent + cost > c->budget || ai_stopped(c->stop)) {
        c->spent = c->budget; /* out of work: every later check fails the same way */
        return false;
    }
    c->spent += cost;
    return true;
}

/* One drop of b on cur: the settled pose, false if it moved elsewhere or disturbed the tower. */
static bool drop_one(const megacity_plat *cur, const megacity_plan_box *b, megacity_el *e)
{
    megacity_el moved[MEGACITY_TOWER];
    if (!megacity_sim_drop(cur, b->kind, b->cx * MEGACITY_UNIT_M, b->rot ? PI / 2 : 0, e, moved))
        return false;
    megacity_el want = {b->kind, 0, b->cx, (int16_t)((b->y0 + b->y1) / 2),
                        (int16_t)(b->rot ? 900 : 0)};
    if (!same_pose(e, &want, 15, 30)) return false;
    for (int k = 0; k < cur->n; k++)
        if (!same_pose(&moved[k], &cur->el[k], 5, 10)) return false; /* it disturbed one */
    return true;
}

static bool slide_stands(const megacity_plan_ctx *cx)
{
    double xs[MEGACITY_SIM_SLIDE_MAX];
    int nf = megacity_sim_slide_profile(cx->cache->slide, xs, MEGACITY_SIM_SLIDE_MAX);
    return MEGACITY_KIND(megacity_sim_delivery(cx->scratch, cx->plat, 0, xs, nf)) !=
           MEGACITY_A_COLLAPSE;
}

/* The physics work nd still needs (its drops past the cached prefix and the slide); -1 when
 * a cached drop of it failed. */
static int cost_of(const megacity_plan_cache *c, const megacity_plan_node *nd)
{
    int at = -1, i = 0;
    for (; i < nd->n; i++) {
        int hit = find(c, at, &nd->b[i]);
        if (hit < 0) break;
        if (!c->e[hit].ok) return -1;
        at = hit;
    }
    int cost = i == nd->n && at >= 0 && c->e[at].slide ? 0 : 4 + 2 * nd->n;
    for (; i < nd->n; i++) cost += 2 + i;
    return cost;
}

bool megacity_plan_affordable(const megacity_plan_cache *c, int n)
{
    if (ai_stopped(c->stop)) return false;
    if (c->n > 0) return true; /* cached drops may make it cheaper */
    return 4 + 2 * n + 2 * n + n * (n - 1) / 2 <= c->budget - c->spent;
}

bool megacity_plan_verify(const megacity_plan_ctx *cx, const megacity_plan_node *nd,
                          megacity_plan *out)
{
    megacity_plan_cache *c = cx->cache;
    /* A tower the work left cannot finish ends the search now (as running out midway would),
     * without spending physics on it. */
    int need = cost_of(c, nd);
    if (need < 0) return false;
    if (!spend(c, need)) return false;
    c->spent -= need; /* spent drop by drop below */
    megacity_plat cur;
    memset(&cur, 0, sizeof cur);
    int at = -1; /* the cache entry of the prefix so far; -2: not cached */
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        int hit = at >= -1 ? find(c, at, b) : -1;
        megacity_el e;
        if (hit >= 0) {
            if (!c->e[hit].ok) return false;
            e = c->e[hit].e;
        } else {
            if (!spend(c, 2 + cur.n)) return false;
            bool ok = drop_one(&cur, b, &e);
            if (at >= -1 && c->n < MEGACITY_PLAN_CACHE) {
                hit = c->n++;
                c->e[hit] = (megacity_plan_entry){(int16_t)at, b->cx, b->kind, b->rot, ok, 0, e};
            }
            if (!ok) return false;
        }
        at = hit >= 0 ? hit : -2;
        cur.el[cur.n++] = e;
    }
    megacity_plat *pl = &cx->scratch->plat[cx->plat - 1];
    memcpy(pl->el, cur.el, sizeof pl->el);
    pl->n = cur.n;
    if (!megacity_check_contract(cx->scratch, cx->plat, cx->contract, NULL, 0)) return false;
    /* It must survive a steady push: a tower that falls at the first one is no plan. */
    int known = at >= 0 ? c->e[at].slide : 0;
    if (!known) {
        if (!spend(c, 4 + 2 * cur.n)) return false;
        known = slide_stands(cx) ? 1 : 2;
        if (at >= 0) c->e[at].slide = (uint8_t)known;
    }
    if (known != 1) return false;
    out->n = cur.n;
    memcpy(out->el, cur.el, sizeof out->el);
    return true;
}
