/* megacity_bot_stable.c: a static check of a box-model tower for the planner. Each element carries
 * its own weight and the share of everything resting on it; the centre of mass of that load
 * must lie over what holds it up (its supports, or its footprint on the platform). drop_box
 * only looks at each element's own centre, so a column that a heavy element loads off its edge
 * passed the box model and fell in the physics (a drop that disturbs the tower, a slide that
 * tips it). See megacity_bot_plan.h. */
#include "games/megacity/bot/megacity_bot_plan.h"

#include <math.h>
#include <stdlib.h>

enum { LOAD_MARGIN = 5 }; /* 0.5 mm: the load's centre stays that far inside its supports */

void megacity_plan_mass(int kind, double *mass, int *com_dx)
{
    const megacity_physics_shape_def *sd = &megacity_shapes[megacity_plan_shape_of(kind)];
    double a = 0, ax = 0;
    for (int p = 0; p < sd->n_pieces; p++) {
        const megacity_physics_piece *pc = &sd->piece[p];
        for (int i = 0; i < pc->n; i++) {
            const double *u = pc->v[i], *v = pc->v[(i + 1) % pc->n];
            double c = u[0] * v[1] - v[0] * u[1];
            a += c;
            ax += (u[0] + v[0]) * c;
        }
    }
    *mass = a / 2 * megacity_materials[kind % MEGACITY_MATERIALS].density;
    *com_dx = a != 0 ? (int)lround(ax / (3 * a) / MEGACITY_UNIT_M) : 0;
}

/* Is box s under b's gap (an arch's opening), so that it holds nothing up? */
static bool under_gap(const megacity_plan_box *b, const megacity_plan_box *s)
{
    if (!megacity_plan_is_arch(b->kind, b->rot)) return false;
    int in = megacity_plan_shape_of(b->kind) == MEGACITY_ARCH ? 150 : 80;
    return s->x0 >= b->cx - in && s->x1 <= b->cx + in;
}

bool megacity_plan_stable(const megacity_plan_ctx *cx, const megacity_plan_node *nd)
{
    double sway = cx->sway;
    int n = nd->n, order[MEGACITY_TOWER];
    double m[MEGACITY_TOWER], mx[MEGACITY_TOWER], my[MEGACITY_TOWER];
    for (int i = 0; i < n; i++) {
        const megacity_plan_box *b = &nd->b[i];
        m[i] = cx->mass[b->kind];
        mx[i] = m[i] * (b->cx + cx->com_dx[b->kind][b->rot]);
        my[i] = m[i] * (b->y0 + b->y1) / 2.0;
        int j = i; /* highest base first: loads come down before they are passed on */
        for (; j > 0 && nd->b[order[j - 1]].y0 < b->y0; j--) order[j] = order[j - 1];
        order[j] = i;
    }
    for (int o = 0; o < n; o++) {
        int i = order[o];
        const megacity_plan_box *b = &nd->b[i];
        double com = mx[i] / m[i];
        int lo = b->x1, hi = b->x0, first = -1, last = -1;
        if (b->y0 <= MEGACITY_PLAN_TOUCH) {
            lo = b->x0, hi = b->x1;
        } else {
            for (int j = 0; j < n; j++) {
                const megacity_plan_box *s = &nd->b[j];
                if (j == i || abs(s->y1 - b->y0) > MEGACITY_PLAN_TOUCH || s->x1 <= b->x0 ||
                    s->x0 >= b->x1 || under_gap(b, s))
                    continue;
                int a = s->x0 > b->x0 ? s->x0 : b->x0, z = s->x1 < b->x1 ? s->x1 : b->x1;
                if (a < lo) lo = a, first = j;
                if (z > hi) hi = z, last = j;
            }
            if (first < 0) return false;
        }
        double need = sway * (my[i] / m[i] - b->y0); /* the push of the slide, as a lean */
        if (need < LOAD_MARGIN) need = LOAD_MARGIN;
        if (com < lo + need || com > hi - need) return false;
        if (first < 0) continue; /* on the platform */
        /* The load passes to the outermost supports by the lever rule, each at its point of
         * the load's centre nearest to it. */
        const megacity_plan_box *l = &nd->b[first], *r = &nd->b[last];
        double pl = ((l->x0 > b->x0 ? l->x0 : b->x0) + (l->x1 < b->x1 ? l->x1 : b->x1)) / 2.0;
        double pr = ((r->x0 > b->x0 ? r->x0 : b->x0) + (r->x1 < b->x1 ? r->x1 : b->x1)) / 2.0;
        double fr = first == last || pr - pl < 1 ? 1.0 : (com - pl) / (pr - pl);
        fr = fr < 0 ? 0 : fr > 1 ? 1 : fr;
        double xl = fmin(fmax(com, l->x0), l->x1), xr = fmin(fmax(com, r->x0), r->x1);
        double cy = my[i] / m[i];
        m[last] += m[i] * fr, mx[last] += m[i] * fr * xr, my[last] += m[i] * fr * cy;
        if (first != last) {
            double f = m[i] * (1 - fr);
            m[first] += f, mx[first] += f * xl, my[first] += f * cy;
        }
    }
    return true;
}
