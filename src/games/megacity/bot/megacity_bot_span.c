/* megacity_bot_span.c: lintels for the tower planner. A bar, plank or block laid across two
 * supports of equal height bridges the gap between them; over two ground walls it closes a low
 * arch, over two supports standing on a common base a high arch. Candidate centres for such
 * spans and for walls with a gap, and the openings they make on the box model (a guide for the
 * search; complete towers are checked by the rules on the settled poses). See megacity_bot_plan.h.
 */
#include "games/megacity/bot/megacity_bot_plan.h"

#include <math.h>
#include <stdlib.h>

enum {
    OPEN_W = 90,    /* an opening is at least 8 mm wide (docs/rules/megacity.md), with slack */
    OPEN_H = 60,    /* ... and 5 mm high */
    BEARING = 30,   /* how far a lintel rests on each support */
    GAP_NEAR = 110, /* wall gaps tried: a courtyard's 10 mm of bare platform, with slack */
    GAP_FAR = 200,  /* room for a bar over two cubes */
};

static int push(int *xs, int n, int cap, int x, int w)
{
    if (x - w / 2 < -MEGACITY_PLAN_HALF || x - w / 2 + w > MEGACITY_PLAN_HALF) return n;
    for (int i = 0; i < n; i++)
        if (xs[i] == x) return n;
    if (n < cap) xs[n++] = x;
    return n;
}

static bool flat_top(const megacity_plan_box *b)
{
    return !megacity_plan_sloped(b->kind);
}

int megacity_plan_span_xs(const megacity_plan_node *nd, int w, int *xs, int n, int cap)
{
    for (int i = 0; i < nd->n; i++)
        for (int j = 0; j < nd->n; j++) {
            const megacity_plan_box *a = &nd->b[i], *b = &nd->b[j];
            int gap = b->x0 - a->x1;
            if (i == j || gap < OPEN_W || w < gap + 2 * BEARING ||
                abs(a->y1 - b->y1) > MEGACITY_PLAN_TOUCH || !flat_top(a) || !flat_top(b))
                continue;
            n = push(xs, n, cap, (a->x1 + b->x0) / 2, w); /* centred over the gap */
        }
    return n;
}

int megacity_plan_gap_xs(const megacity_plan_node *nd, int w, int *xs, int n, int cap)
{
    static const int gaps[] = {GAP_NEAR, GAP_FAR};
    for (int i = 0; i < nd->n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        if (!flat_top(b) && b->y0 > MEGACITY_PLAN_TOUCH) continue;
        for (int g = 0; g < 2; g++) {
            n = push(xs, n, cap, b->x1 + gaps[g] + w / 2, w);
            n = push(xs, n, cap, b->x0 - gaps[g] - w + w / 2, w);
        }
    }
    return n;
}

/* Is the vertical line at x covered by boxes from y0 up to y1 (a wall with no hole)? */
static bool covered(const megacity_plan_node *nd, int x, int y0, int y1)
{
    int y = y0;
    for (bool grew = true; grew && y < y1 - MEGACITY_PLAN_TOUCH;) {
        grew = false;
        for (int i = 0; i < nd->n; i++) {
            const megacity_plan_box *b = &nd->b[i];
            if (b->x0 <= x && b->x1 >= x && b->y0 <= y + MEGACITY_PLAN_TOUCH && b->y1 > y) {
                y = b->y1;
                grew = true;
            }
        }
    }
    return y >= y1 - MEGACITY_PLAN_TOUCH;
}

/* The opening under lintel l between supports a (left) and b (right): its floor height, or -1
 * if the gap is not a closed opening. */
static int opening_floor(const megacity_plan_node *nd, int l, const megacity_plan_box *a,
                         const megacity_plan_box *b)
{
    const megacity_plan_box *lt = &nd->b[l];
    int x0 = a->x1, x1 = b->x0, floor = 0;
    if (x1 - x0 < OPEN_W) return -1;
    const megacity_plan_box *base = NULL;
    for (int k = 0; k < nd->n; k++) { /* what stands in the gap under the lintel */
        const megacity_plan_box *c = &nd->b[k];
        if (k == l || c->x1 <= x0 || c->x0 >= x1 || c->y0 >= lt->y0) continue;
        if (c->y1 > floor) floor = c->y1, base = c;
    }
    if (base) { /* a floor of elements: one box under the whole gap, nothing else above it */
        if (base->x0 > x0 || base->x1 < x1) return -1;
        for (int k = 0; k < nd->n; k++) {
            const megacity_plan_box *c = &nd->b[k];
            if (k != l && c->x1 > x0 && c->x0 < x1 && c->y0 < lt->y0 &&
                c->y1 > floor + MEGACITY_PLAN_TOUCH)
                return -1;
        }
    }
    if (lt->y0 - floor < OPEN_H) return -1;
    if (!covered(nd, x0 - 1, floor, lt->y0) || !covered(nd, x1 + 1, floor, lt->y0)) return -1;
    return floor;
}

bool megacity_plan_span_opening(const megacity_plan_node *nd, int feat)
{
    for (int l = 0; l < nd->n; l++) {
        const megacity_plan_box *lt = &nd->b[l];
        if (lt->y0 <= MEGACITY_PLAN_TOUCH || !flat_top(lt)) continue;
        for (int i = 0; i < nd->n; i++)
            for (int j = 0; j < nd->n; j++) {
                const megacity_plan_box *a = &nd->b[i], *b = &nd->b[j];
                if (i == l || j == l || a->x1 >= b->x0 ||
                    abs(a->y1 - lt->y0) > MEGACITY_PLAN_TOUCH ||
                    abs(b->y1 - lt->y0) > MEGACITY_PLAN_TOUCH || a->x1 <= lt->x0 || b->x0 >= lt->x1)
                    continue;
                int f = opening_floor(nd, l, a, b);
                if (f < 0) continue;
                if ((f <= MEGACITY_PLAN_TOUCH) == (feat == MEGACITY_FEAT_LOW_ARCH)) return true;
            }
    }
    return false;
}

bool megacity_plan_span_ready(const megacity_plan_ctx *cx, const megacity_plan_node *nd)
{
    int widest = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        if (nd->used[k] >= cx->avail[k] || megacity_plan_sloped(k)) continue;
        int w = (int)lround(megacity_shapes[megacity_plan_shape_of(k)].w / MEGACITY_UNIT_M);
        if (w > widest) widest = w;
    }
    for (int i = 0; i < nd->n; i++)
        for (int j = 0; j < nd->n; j++) {
            const megacity_plan_box *a = &nd->b[i], *b = &nd->b[j];
            int gap = b->x0 - a->x1;
            if (i != j && gap >= OPEN_W && widest >= gap + 2 * BEARING &&
                abs(a->y1 - b->y1) <= MEGACITY_PLAN_TOUCH && a->y1 >= OPEN_H && flat_top(a) &&
                flat_top(b))
                return true;
        }
    return false;
}
