/* megacity_sim.c: live physics for one MegaCity platform: drops settled into recordable poses,
 * delivery slides played to their outcome. See megacity_sim.h. */
#include "games/megacity/rules/megacity_sim.h"

#include <math.h>
#include <string.h>

#define PI 3.14159265358979323846

phys_pose mega_el_pose(const mega_el *e)
{
    return (phys_pose){e->x * MEGA_UNIT_M, e->y * MEGA_UNIT_M, e->a * MEGA_UNIT_DEG * PI / 180.0};
}

void mega_el_from_pose(int kind, phys_pose p, mega_el *out)
{
    double deg = fmod(p.angle * 180.0 / PI, 360.0);
    if (deg < 0) deg += 360.0;
    long a = lround(deg / MEGA_UNIT_DEG) % MEGA_A_MAX;
    long x = lround(p.x / MEGA_UNIT_M), y = lround(p.y / MEGA_UNIT_M);
    if (x < -MEGA_X_MAX) x = -MEGA_X_MAX;
    if (x > MEGA_X_MAX) x = MEGA_X_MAX;
    if (y < 0) y = 0;
    if (y > MEGA_Y_MAX) y = MEGA_Y_MAX;
    *out = (mega_el){(uint8_t)kind, 0, (int16_t)x, (int16_t)y, (int16_t)a};
}

phys_world *mega_world_new(const mega_plat *pl)
{
    phys_desc d = mc_phys_desc();
    phys_world *w = phys_create(&d);
    if (!w) return NULL;
    phys_add_platform(w);
    for (int i = 0; pl && i < pl->n; i++) {
        const mega_el *e = &pl->el[i];
        phys_add_element(w, e->kind / MC_MATERIALS, e->kind % MC_MATERIALS, mega_el_pose(e));
    }
    return w;
}

/* The top of the tower under [x0, x1] (metres), 0 on the bare platform. */
static double top_under(const mega_plat *pl, double x0, double x1)
{
    phys_tower t;
    mega_snapshot(pl, &t);
    double top = 0;
    for (int i = 0; i < t.n; i++) {
        phys_bbox b = phys_elem_bbox(&t, i);
        if (b.x1 > x0 && b.x0 < x1 && b.y1 > top) top = b.y1;
    }
    return top;
}

bool mega_sim_drop(const mega_plat *pl, int kind, double x, double angle, mega_el *out,
                   mega_el moved[MEGA_TOWER])
{
    if (pl->n >= MEGA_TOWER || kind < 0 || kind >= MEGA_KINDS) return false;
    mega_plat one;
    memset(&one, 0, sizeof one);
    one.n = 1;
    mega_el_from_pose(kind, (phys_pose){0, 0, angle}, &one.el[0]);
    phys_tower t;
    mega_snapshot(&one, &t);
    phys_bbox b = phys_elem_bbox(&t, 0); /* the element's box around its centre */
    double y = top_under(pl, x + b.x0, x + b.x1) - b.y0 + 0.0005;
    phys_world *w = mega_world_new(pl);
    if (!w) return false;
    int id =
        phys_add_element(w, kind / MC_MATERIALS, kind % MC_MATERIALS, (phys_pose){x, y, angle});
    bool ok = id >= 0;
    if (ok) {
        phys_settle(w, MEGA_SIM_SETTLE);
        ok = phys_asleep(w) && phys_fallen(w, NULL, 0) == 0;
    }
    if (ok) {
        double px = phys_platform_x(w);
        for (int i = 0; i <= pl->n && ok; i++) {
            phys_pose p = phys_element_pose(w, i);
            p.x -= px;
            mega_el e;
            mega_el_from_pose(i == id ? kind : pl->el[i].kind, p, &e);
            if (i == id)
                *out = e;
            else if (moved)
                moved[i] = e;
        }
    }
    phys_destroy(w);
    return ok;
}

unsigned mega_fallen_mask(const phys_world *w)
{
    int ids[PHYS_MAX_ELEMENTS], n = phys_fallen(w, ids, PHYS_MAX_ELEMENTS);
    unsigned mask = 0;
    for (int i = 0; i < n; i++) mask |= 1u << ids[i];
    return mask;
}

game_action mega_sim_delivery(const mega_state *s, int plat, int cell, const double *xs, int frames)
{
    const mega_plat *pl = &s->plat[plat - 1];
    int fit[3], c = mega_fitting(s, pl->owner, plat, fit) ? fit[0] : 0; /* the default */
    phys_world *w = mega_world_new(pl);
    if (!w) return MEGA_ACT(MEGA_A_DELIVER, plat, cell, c);
    phys_settle(w, MEGA_SIM_SETTLE);
    for (int f = 0; f < frames && f < MEGA_SIM_SLIDE_MAX; f++) phys_slide_frame(w, xs[f]);
    phys_slide_end(w);
    unsigned mask = mega_fallen_mask(w);
    int after = 0;
    if (!mask) {
        for (int f = 0; f < MEGA_SIM_DOCK && !phys_asleep(w); f++) phys_step(w);
        mask = mega_fallen_mask(w);
        after = 1;
    }
    phys_destroy(w);
    mask &= (1u << pl->n) - 1;
    return mask ? mega_encode_collapse(plat, cell, after, mask, c)
                : MEGA_ACT(MEGA_A_DELIVER, plat, cell, c);
}

int mega_bump_neighbour(const mega_state *s, int cell, int c)
{
    int plat = s->cell[c];
    if (c == cell || !mega_adjacent(c, cell) || plat < 1 || plat > MC_PLATFORMS ||
        !s->plat[plat - 1].n)
        return 0;
    return plat;
}

int mega_bump_dir(int from, int at)
{
    int q0, r0, q1, r1;
    mega_cell_qr(from, &q0, &r0);
    mega_cell_qr(at, &q1, &r1);
    /* the view's x of a cell is q + r / 2 (pointy hexes); straight above or below: right */
    return (2 * q1 + r1) - (2 * q0 + r0) < 0 ? -1 : 1;
}

void mega_bump_start(mega_bump *b, const mega_state *s, int plat, int dir)
{
    const mega_plat *pl = &s->plat[plat - 1];
    *b = (mega_bump){NULL, plat, dir, 0, pl->n};
    if (!pl->n || !(b->w = mega_world_new(pl))) return;
    phys_settle(b->w, MEGA_SIM_SETTLE);
}

bool mega_bump_step(mega_bump *b)
{
    if (!b->w) return false;
    if (b->frame < MEGA_BUMP_FRAMES) { /* pushed at MEGA_BUMP_SPEED, then stopped dead */
        phys_slide_frame_velocity(b->w, b->dir * MEGA_BUMP_SPEED);
        if (++b->frame == MEGA_BUMP_FRAMES) phys_slide_end(b->w);
        return true;
    }
    if (b->frame >= MEGA_BUMP_FRAMES + MEGA_SIM_DOCK || phys_asleep(b->w)) return false;
    phys_step(b->w);
    b->frame++;
    return true;
}

unsigned mega_bump_fell(const mega_bump *b)
{
    return b->w ? mega_fallen_mask(b->w) & ((1u << b->n) - 1) : 0;
}

void mega_bump_end(mega_bump *b)
{
    phys_destroy(b->w);
    b->w = NULL;
}

unsigned mega_sim_bump(const mega_state *s, int plat, int dir)
{
    mega_bump b;
    mega_bump_start(&b, s, plat, dir);
    while (mega_bump_step(&b)) {
    }
    unsigned fell = mega_bump_fell(&b);
    mega_bump_end(&b);
    return fell;
}

game_action mega_sim_shaken(const mega_state *s)
{
    if (s->phase != MEGA_PH_POST) return 0;
    for (int c = 0; c < MEGA_CELLS; c++) {
        int plat = mega_bump_neighbour(s, s->post_cell, c);
        if (!plat) continue;
        unsigned fell = mega_sim_bump(s, plat, mega_bump_dir(s->post_cell, c));
        if (fell) return mega_encode_shaken(plat, fell);
    }
    return 0;
}

int mega_sim_slide_profile(double accel, double *xs, int cap)
{
    if (accel <= 0) accel = 0.8;
    /* accelerate over half the distance, then brake: d/2 = a t^2 / 2 */
    double t = sqrt(MEGA_SLIDE_DISTANCE / accel);
    return phys_slide_profile(0, accel, t, xs, cap);
}
