/* megacity_sim.c: live physics for one MegaCity platform: drops settled into recordable poses,
 * delivery slides played to their outcome. See megacity_sim.h. */
#include "games/megacity/rules/megacity_sim.h"

#include <math.h>
#include <string.h>

#define PI 3.14159265358979323846

megacity_physics_pose megacity_el_pose(const megacity_el *e)
{
    return (megacity_physics_pose){e->x * MEGACITY_UNIT_M, e->y * MEGACITY_UNIT_M,
                                   e->a * MEGACITY_UNIT_DEG * PI / 180.0};
}

void megacity_el_from_pose(int kind, megacity_physics_pose p, megacity_el *out)
{
    double deg = fmod(p.angle * 180.0 / PI, 360.0);
    if (deg < 0) deg += 360.0;
    long a = lround(deg / MEGACITY_UNIT_DEG) % MEGACITY_A_MAX;
    long x = lround(p.x / MEGACITY_UNIT_M), y = lround(p.y / MEGACITY_UNIT_M);
    if (x < -MEGACITY_X_MAX) x = -MEGACITY_X_MAX;
    if (x > MEGACITY_X_MAX) x = MEGACITY_X_MAX;
    if (y < 0) y = 0;
    if (y > MEGACITY_Y_MAX) y = MEGACITY_Y_MAX;
    *out = (megacity_el){(uint8_t)kind, 0, (int16_t)x, (int16_t)y, (int16_t)a};
}

megacity_physics_world *megacity_world_new(const megacity_plat *pl)
{
    megacity_physics_desc d = megacity_phys_desc();
    megacity_physics_world *w = megacity_physics_create(&d);
    if (!w) return NULL;
    megacity_physics_add_platform(w);
    for (int i = 0; pl && i < pl->n; i++) {
        const megacity_el *e = &pl->el[i];
        megacity_physics_add_element(w, e->kind / MEGACITY_MATERIALS, e->kind % MEGACITY_MATERIALS,
                                     megacity_el_pose(e));
    }
    return w;
}

/* The top of the tower under [x0, x1] (metres), 0 on the bare platform. */
static double top_under(const megacity_plat *pl, double x0, double x1)
{
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    double top = 0;
    for (int i = 0; i < t.n; i++) {
        megacity_physics_bbox b = megacity_physics_elem_bbox(&t, i);
        if (b.x1 > x0 && b.x0 < x1 && b.y1 > top) top = b.y1;
    }
    return top;
}

bool megacity_sim_drop(const megacity_plat *pl, int kind, double x, double angle, megacity_el *out,
                       megacity_el moved[MEGACITY_TOWER])
{
    if (pl->n >= MEGACITY_TOWER || kind < 0 || kind >= MEGACITY_KINDS) return false;
    megacity_plat one;
    memset(&one, 0, sizeof one);
    one.n = 1;
    megacity_el_from_pose(kind, (megacity_physics_pose){0, 0, angle}, &one.el[0]);
    megacity_physics_tower t;
    megacity_snapshot(&one, &t);
    megacity_physics_bbox b =
        megacity_physics_elem_bbox(&t, 0); /* the element's box around its centre */
    double y = top_under(pl, x + b.x0, x + b.x1) - b.y0 + 0.0005;
    megacity_physics_world *w = megacity_world_new(pl);
    if (!w) return false;
    int id = megacity_physics_add_element(w, kind / MEGACITY_MATERIALS, kind % MEGACITY_MATERIALS,
                                          (megacity_physics_pose){x, y, angle});
    bool ok = id >= 0;
    if (ok) {
        megacity_physics_settle(w, MEGACITY_SIM_SETTLE);
        ok = megacity_physics_asleep(w) && megacity_physics_fallen(w, NULL, 0) == 0;
    }
    if (ok) {
        double px = megacity_physics_platform_x(w);
        for (int i = 0; i <= pl->n && ok; i++) {
            megacity_physics_pose p = megacity_physics_element_pose(w, i);
            p.x -= px;
            megacity_el e;
            megacity_el_from_pose(i == id ? kind : pl->el[i].kind, p, &e);
            if (i == id)
                *out = e;
            else if (moved)
                moved[i] = e;
        }
    }
    megacity_physics_destroy(w);
    return ok;
}

unsigned megacity_fallen_mask(const megacity_physics_world *w)
{
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS],
        n = megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS);
    unsigned mask = 0;
    for (int i = 0; i < n; i++) mask |= 1u << ids[i];
    return mask;
}

game_action megacity_sim_delivery(const megacity_state *s, int plat, int cell, const double *xs,
                                  int frames)
{
    const megacity_plat *pl = &s->plat[plat - 1];
    int fit[3], c = megacity_fitting(s, pl->owner, plat, fit) ? fit[0] : 0; /* the default */
    megacity_physics_world *w = megacity_world_new(pl);
    if (!w) return MEGACITY_ACT(MEGACITY_A_DELIVER, plat, cell, c);
    megacity_physics_settle(w, MEGACITY_SIM_SETTLE);
    for (int f = 0; f < frames && f < MEGACITY_SIM_SLIDE_MAX; f++)
        megacity_physics_slide_frame(w, xs[f]);
    megacity_physics_slide_end(w);
    unsigned mask = megacity_fallen_mask(w);
    int after = 0;
    if (!mask) {
        for (int f = 0; f < MEGACITY_SIM_DOCK && !megacity_physics_asleep(w); f++)
            megacity_physics_step(w);
        mask = megacity_fallen_mask(w);
        after = 1;
    }
    megacity_physics_destroy(w);
    mask &= (1u << pl->n) - 1;
    return mask ? megacity_encode_collapse(plat, cell, after, mask, c)
                : MEGACITY_ACT(MEGACITY_A_DELIVER, plat, cell, c);
}

int megacity_bump_neighbour(const megacity_state *s, int cell, int c)
{
    int plat = s->cell[c];
    if (c == cell || !megacity_adjacent(c, cell) || plat < 1 || plat > MEGACITY_PLATFORMS ||
        !s->plat[plat - 1].n)
        return 0;
    return plat;
}

int megacity_bump_dir(int from, int at)
{
    int q0, r0, q1, r1;
    megacity_cell_qr(from, &q0, &r0);
    megacity_cell_qr(at, &q1, &r1);
    /* the view's x of a cell is q + r / 2 (pointy hexes); straight above or below: right */
    return (2 * q1 + r1) - (2 * q0 + r0) < 0 ? -1 : 1;
}

void megacity_bump_start(megacity_bump *b, const megacity_state *s, int plat, int dir)
{
    const megacity_plat *pl = &s->plat[plat - 1];
    *b = (megacity_bump){NULL, plat, dir, 0, pl->n};
    if (!pl->n || !(b->w = megacity_world_new(pl))) return;
    megacity_physics_settle(b->w, MEGACITY_SIM_SETTLE);
}

bool megacity_bump_step(megacity_bump *b)
{
    if (!b->w) return false;
    if (b->frame < MEGACITY_BUMP_FRAMES) { /* pushed at MEGACITY_BUMP_SPEED, then stopped dead */
        megacity_physics_slide_frame_velocity(b->w, b->dir * MEGACITY_BUMP_SPEED);
        if (++b->frame == MEGACITY_BUMP_FRAMES) megacity_physics_slide_end(b->w);
        return true;
    }
    if (b->frame >= MEGACITY_BUMP_FRAMES + MEGACITY_SIM_DOCK || megacity_physics_asleep(b->w))
        return false;
    megacity_physics_step(b->w);
    b->frame++;
    return true;
}

unsigned megacity_bump_fell(const megacity_bump *b)
{
    return b->w ? megacity_fallen_mask(b->w) & ((1u << b->n) - 1) : 0;
}

void megacity_bump_end(megacity_bump *b)
{
    megacity_physics_destroy(b->w);
    b->w = NULL;
}

unsigned megacity_sim_bump(const megacity_state *s, int plat, int dir)
{
    megacity_bump b;
    megacity_bump_start(&b, s, plat, dir);
    while (megacity_bump_step(&b)) {
    }
    unsigned fell = megacity_bump_fell(&b);
    megacity_bump_end(&b);
    return fell;
}

game_action megacity_sim_shaken(const megacity_state *s)
{
    if (s->phase != MEGACITY_PH_POST) return 0;
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        int plat = megacity_bump_neighbour(s, s->post_cell, c);
        if (!plat) continue;
        unsigned fell = megacity_sim_bump(s, plat, megacity_bump_dir(s->post_cell, c));
        if (fell) return megacity_encode_shaken(plat, fell);
    }
    return 0;
}

int megacity_sim_slide_profile(double accel, double *xs, int cap)
{
    if (accel <= 0) accel = 0.8;
    /* accelerate over half the distance, then brake: d/2 = a t^2 / 2 */
    double t = sqrt(MEGACITY_SLIDE_DISTANCE / accel);
    return megacity_physics_slide_profile(0, accel, t, xs, cap);
}

double megacity_steady_accel(int steady)
{
    /* 25 %: 4.5 m/s^2, 50 %: 3, 75 %: 1.5 (a careful hand slides at about 0.8) */
    return steady <= 0 ? HUGE_VAL : 6.0 * (100 - (steady > 95 ? 95 : steady)) / 100.0;
}

double megacity_hand_next(megacity_hand *h, double target)
{
    const double dt = MEGACITY_PHYSICS_FRAME_DT, d = target - h->x;
    double x;
    if (h->steady <= 0) { /* the hand as it is: at most the top speed */
        double step = MEGACITY_HAND_SPEED * dt;
        x = h->x + (d > step ? step : d < -step ? -step : d);
    } else { /* towards the target at no more than the cap, braking to stop on it */
        /* the speed from which frames braking at a stop within |d|: d = v^2/2a + v dt/2 */
        double a = megacity_steady_accel(h->steady);
        double want = a * (sqrt(dt * dt / 4 + 2 * fabs(d) / a) - dt / 2);
        if (want > MEGACITY_HAND_SPEED) want = MEGACITY_HAND_SPEED;
        want = d < 0 ? -want : want;
        double dv = want - h->v, most = a * dt;
        h->v += dv > most ? most : dv < -most ? -most : dv;
        x = h->x + h->v * dt;
        if ((target - x) * d <= 0) x = target, h->v = 0; /* reached it (never beyond) */
    }
    if (x > MEGACITY_SLIDE_DISTANCE) x = MEGACITY_SLIDE_DISTANCE, h->v = 0;
    if (x < 0) x = 0, h->v = 0;
    h->x = x;
    return x;
}
