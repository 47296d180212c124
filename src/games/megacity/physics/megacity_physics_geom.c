/* megacity_physics_geom.c: geometry of a settled tower (a megacity_physics_tower snapshot): boxes,
 * height in floors, contacts and supports, and the architectural features of the contracts. Pure
 * geometry, no Chipmunk: the rules can check a stored tower. Definitions and sketches:
 * docs/rules/megacity.md.
 */
#include "games/megacity/physics/megacity_physics.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Feature constants (docs/rules/megacity.md, "Architectural features"). */
#define OVERHANG_TOL  0.001  /* an element may pass its supports' outline by 1 mm */
#define CELL          0.0005 /* raster cell for openings: 0.5 mm */
#define INFLATE       0.0003 /* outlines grow by this in the raster, so touching pieces seal */
#define OPENING_MIN_W 0.008  /* an arch opening is at least 8 mm wide ... */
#define OPENING_MIN_H 0.005  /* ... and 5 mm high */
#define COURT_MIN_W   0.010  /* a courtyard has at least 10 mm of bare platform ... */
#define COURT_STOREY  0.018  /* ... walled on both sides over the ground storey (18 mm) */

typedef struct poly {
    int n;
    double v[MEGACITY_PHYSICS_MAX_VERTS][2];
} poly;

static int elem_polys(const megacity_physics_tower *t, int i, poly out[MEGACITY_PHYSICS_MAX_PIECES])
{
    const megacity_physics_elem *e = &t->e[i];
    const megacity_physics_shape_def *sd = &t->shapes[e->shape];
    double c = cos(e->pose.angle), s = sin(e->pose.angle);
    for (int p = 0; p < sd->n_pieces; p++) {
        out[p].n = sd->piece[p].n;
        for (int k = 0; k < sd->piece[p].n; k++) {
            double x = sd->piece[p].v[k][0], y = sd->piece[p].v[k][1];
            out[p].v[k][0] = e->pose.x + c * x - s * y;
            out[p].v[k][1] = e->pose.y + s * x + c * y;
        }
    }
    return sd->n_pieces;
}

megacity_physics_bbox megacity_physics_elem_bbox(const megacity_physics_tower *t, int i)
{
    poly pp[MEGACITY_PHYSICS_MAX_PIECES];
    int np = elem_polys(t, i, pp);
    megacity_physics_bbox b = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (int p = 0; p < np; p++)
        for (int k = 0; k < pp[p].n; k++) {
            b.x0 = fmin(b.x0, pp[p].v[k][0]);
            b.y0 = fmin(b.y0, pp[p].v[k][1]);
            b.x1 = fmax(b.x1, pp[p].v[k][0]);
            b.y1 = fmax(b.y1, pp[p].v[k][1]);
        }
    return b;
}

megacity_physics_bbox megacity_physics_tower_bbox(const megacity_physics_tower *t)
{
    megacity_physics_bbox b = {0, 0, 0, 0};
    for (int i = 0; i < t->n; i++) {
        megacity_physics_bbox e = megacity_physics_elem_bbox(t, i);
        if (i == 0) {
            b = e;
            continue;
        }
        b.x0 = fmin(b.x0, e.x0);
        b.y0 = fmin(b.y0, e.y0);
        b.x1 = fmax(b.x1, e.x1);
        b.y1 = fmax(b.y1, e.y1);
    }
    return b;
}

double megacity_physics_tower_height(const megacity_physics_tower *t)
{
    return t->n ? fmax(0.0, megacity_physics_tower_bbox(t).y1) : 0.0;
}

int megacity_physics_height_floors(const megacity_physics_tower *t)
{
    return (int)floor(megacity_physics_tower_height(t) / MEGACITY_PHYSICS_FLOOR_M + 0.5);
}

bool megacity_physics_within_platform(const megacity_physics_tower *t)
{
    double half = t->platform_width / 2 + MEGACITY_PHYSICS_TOUCH_M;
    for (int i = 0; i < t->n; i++) {
        megacity_physics_bbox b = megacity_physics_elem_bbox(t, i);
        if (b.x0 < -half || b.x1 > half) return false;
    }
    return true;
}

int megacity_physics_material_count(const megacity_physics_tower *t, int material)
{
    int n = 0;
    for (int i = 0; i < t->n; i++) n += t->e[i].material == material;
    return n;
}

/* ---- contacts ------------------------------------------------------------------------------- */
/* Largest separation of two convex CCW polygons over the edge normals of both (negative when
 * they overlap), with the unit normal of that axis pointing from a towards b. */
static double separation(const poly *a, const poly *b, double *nx, double *ny)
{
    double best = -INFINITY;
    for (int pass = 0; pass < 2; pass++) {
        const poly *p = pass ? b : a, *q = pass ? a : b;
        for (int i = 0; i < p->n; i++) {
            const double *v0 = p->v[i], *v1 = p->v[(i + 1) % p->n];
            double ex = v1[0] - v0[0], ey = v1[1] - v0[1], len = hypot(ex, ey);
            if (len <= 0) continue;
            double ox = ey / len, oy = -ex / len; /* outward normal of a CCW edge */
            double d = INFINITY;
            for (int k = 0; k < q->n; k++)
                d = fmin(d, ox * (q->v[k][0] - v0[0]) + oy * (q->v[k][1] - v0[1]));
            if (d > best) {
                best = d;
                *nx = pass ? -ox : ox;
                *ny = pass ? -oy : oy;
            }
        }
    }
    return best;
}

/* The x-range of polygon p at or below height y (false if none of it is that low). */
static bool footprint(const poly *p, double y, double *x0, double *x1)
{
    bool any = false;
    *x0 = INFINITY;
    *x1 = -INFINITY;
    for (int k = 0; k < p->n; k++) {
        const double *a = p->v[k], *b = p->v[(k + 1) % p->n];
        if (a[1] <= y) {
            *x0 = fmin(*x0, a[0]);
            *x1 = fmax(*x1, a[0]);
            any = true;
        }
        if ((a[1] - y) * (b[1] - y) < 0) {
            double x = a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]);
            *x0 = fmin(*x0, x);
            *x1 = fmax(*x1, x);
            any = true;
        }
    }
    return any;
}

static bool on_platform(const megacity_physics_tower *t, const poly *p, double *x0, double *x1)
{
    double half = t->platform_width / 2, low = INFINITY;
    for (int k = 0; k < p->n; k++) low = fmin(low, p->v[k][1]);
    if (low < -3 * MEGACITY_PHYSICS_TOUCH_M)
        return false; /* below the top: beside the platform, fallen */
    if (!footprint(p, MEGACITY_PHYSICS_TOUCH_M, x0, x1)) return false;
    *x0 = fmax(*x0, -half);
    *x1 = fmin(*x1, half);
    return *x0 <= *x1;
}

int megacity_physics_contacts(const megacity_physics_tower *t, megacity_physics_contact *out,
                              int cap)
{
    int n = 0;
    poly pa[MEGACITY_PHYSICS_MAX_PIECES], pb[MEGACITY_PHYSICS_MAX_PIECES];
    for (int i = 0; i < t->n; i++) {
        int na = elem_polys(t, i, pa);
        for (int p = 0; p < na; p++) {
            double x0, x1;
            if (on_platform(t, &pa[p], &x0, &x1)) {
                if (n < cap)
                    out[n] = (megacity_physics_contact){i, -1, MEGACITY_PHYSICS_SUPPORT, 0, -1};
                n++;
                break;
            }
        }
        for (int j = i + 1; j < t->n; j++) {
            int nb = elem_polys(t, j, pb);
            double best = INFINITY, bx = 0, by = 0;
            for (int p = 0; p < na; p++)
                for (int q = 0; q < nb; q++) {
                    double nx = 0, ny = 0, d = separation(&pa[p], &pb[q], &nx, &ny);
                    if (d < best) {
                        best = d;
                        bx = nx;
                        by = ny;
                    }
                }
            if (best >= MEGACITY_PHYSICS_TOUCH_M) continue;
            megacity_physics_contact c = {i, j, MEGACITY_PHYSICS_LEAN, bx, by};
            if (by <= -0.5) c.kind = MEGACITY_PHYSICS_SUPPORT; /* j is under i */
            if (by >= 0.5) c = (megacity_physics_contact){j, i, MEGACITY_PHYSICS_SUPPORT, -bx, -by};
            if (n < cap) out[n] = c;
            n++;
        }
    }
    return n < cap ? n : cap;
}

bool megacity_physics_all_connected(const megacity_physics_tower *t)
{
    if (t->n < 2) return false;
    megacity_physics_contact c[MEGACITY_PHYSICS_MAX_CONTACTS];
    int nc = megacity_physics_contacts(t, c, MEGACITY_PHYSICS_MAX_CONTACTS);
    bool touched[MEGACITY_PHYSICS_MAX_ELEMENTS] = {false};
    for (int k = 0; k < nc; k++)
        if (c[k].b >= 0) touched[c[k].a] = touched[c[k].b] = true;
    for (int i = 0; i < t->n; i++)
        if (!touched[i]) return false;
    return true;
}

bool megacity_physics_touches_platform(const megacity_physics_tower *t, double x0, double x1)
{
    poly pp[MEGACITY_PHYSICS_MAX_PIECES];
    for (int i = 0; i < t->n; i++) {
        int np = elem_polys(t, i, pp);
        for (int p = 0; p < np; p++) {
            double f0, f1;
            if (on_platform(t, &pp[p], &f0, &f1) && f0 <= x1 && f1 >= x0) return true;
        }
    }
    return false;
}

/* ---- features ------------------------------------------------------------------------------- */
bool megacity_physics_feature_no_material(const megacity_physics_tower *t, int material)
{
    return megacity_physics_material_count(t, material) == 0;
}

bool megacity_physics_feature_on_vent(const megacity_physics_tower *t, double vent_x0,
                                      double vent_x1)
{
    return megacity_physics_touches_platform(t, vent_x0, vent_x1);
}

bool megacity_physics_feature_no_overhang(const megacity_physics_tower *t)
{
    megacity_physics_contact c[MEGACITY_PHYSICS_MAX_CONTACTS];
    int nc = megacity_physics_contacts(t, c, MEGACITY_PHYSICS_MAX_CONTACTS);
    for (int i = 0; i < t->n; i++) {
        bool held = false, ground = false;
        double lo = INFINITY, hi = -INFINITY;
        for (int k = 0; k < nc; k++) {
            if (c[k].kind != MEGACITY_PHYSICS_SUPPORT || c[k].a != i) continue;
            held = true;
            if (c[k].b < 0) {
                ground = true;
                break;
            }
            megacity_physics_bbox s = megacity_physics_elem_bbox(t, c[k].b);
            lo = fmin(lo, s.x0);
            hi = fmax(hi, s.x1);
        }
        if (ground) continue;
        if (!held) return false; /* hangs on side contacts alone */
        megacity_physics_bbox b = megacity_physics_elem_bbox(t, i);
        if (b.x0 < lo - OVERHANG_TOL || b.x1 > hi + OVERHANG_TOL) return false;
    }
    return true;
}

/* The raster: cells of CELL metres over the tower, rows from the platform's top up. */
typedef struct raster {
    int w, h;
    double x0;
    uint8_t *cell; /* 1 solid, 0 empty; later 2 = empty and open to the outside */
    int *queue;
    int *label;
} raster;

enum { R_EMPTY = 0, R_SOLID = 1, R_OUT = 2 };

/* A convex piece as half-planes: inside when nx * x + ny * y <= c for every edge. */
typedef struct halfplanes {
    int n;
    double nx[MEGACITY_PHYSICS_MAX_VERTS], ny[MEGACITY_PHYSICS_MAX_VERTS],
        c[MEGACITY_PHYSICS_MAX_VERTS];
} halfplanes;

static void to_halfplanes(const poly *p, double grow, halfplanes *h)
{
    h->n = 0;
    for (int k = 0; k < p->n; k++) {
        const double *a = p->v[k], *b = p->v[(k + 1) % p->n];
        double ex = b[0] - a[0], ey = b[1] - a[1], len = hypot(ex, ey);
        if (len <= 0) continue;
        double nx = ey / len, ny = -ex / len;
        h->nx[h->n] = nx;
        h->ny[h->n] = ny;
        h->c[h->n] = nx * a[0] + ny * a[1] + grow;
        h->n++;
    }
}

static bool inside(const halfplanes *h, double x, double y)
{
    for (int k = 0; k < h->n; k++)
        if (h->nx[k] * x + h->ny[k] * y > h->c[k]) return false;
    return true;
}

static bool raster_build(const megacity_physics_tower *t, raster *r)
{
    memset(r, 0, sizeof *r);
    megacity_physics_bbox bb = megacity_physics_tower_bbox(t);
    double half = t->platform_width / 2;
    double x0 = fmin(bb.x0, -half) - 2 * CELL, x1 = fmax(bb.x1, half) + 2 * CELL;
    r->x0 = x0;
    r->w = (int)ceil((x1 - x0) / CELL);
    r->h = (int)ceil(fmax(bb.y1, 0.0) / CELL) + 2;
    size_t n = (size_t)r->w * (size_t)r->h;
    r->cell = calloc(n, 1);
    r->queue = malloc(n * sizeof *r->queue);
    r->label = malloc(n * sizeof *r->label);
    if (!r->cell || !r->queue || !r->label) return false;
    poly pp[MEGACITY_PHYSICS_MAX_PIECES];
    for (int i = 0; i < t->n; i++) {
        int np = elem_polys(t, i, pp);
        for (int p = 0; p < np; p++) {
            double px0 = INFINITY, py0 = INFINITY, px1 = -INFINITY, py1 = -INFINITY;
            for (int k = 0; k < pp[p].n; k++) {
                px0 = fmin(px0, pp[p].v[k][0]);
                px1 = fmax(px1, pp[p].v[k][0]);
                py0 = fmin(py0, pp[p].v[k][1]);
                py1 = fmax(py1, pp[p].v[k][1]);
            }
            int c0 = (int)floor((px0 - INFLATE - x0) / CELL),
                c1 = (int)ceil((px1 + INFLATE - x0) / CELL);
            int r0 = (int)floor((py0 - INFLATE) / CELL), r1 = (int)ceil((py1 + INFLATE) / CELL);
            if (c0 < 0) c0 = 0;
            if (r0 < 0) r0 = 0;
            if (c1 > r->w - 1) c1 = r->w - 1;
            if (r1 > r->h - 1) r1 = r->h - 1;
            halfplanes hp;
            to_halfplanes(&pp[p], INFLATE, &hp);
            for (int row = r0; row <= r1; row++)
                for (int col = c0; col <= c1; col++) {
                    uint8_t *c = &r->cell[(size_t)row * r->w + col];
                    if (*c == R_EMPTY && inside(&hp, x0 + (col + 0.5) * CELL, (row + 0.5) * CELL))
                        *c = R_SOLID;
                }
        }
    }
    return true;
}

static void raster_free(raster *r)
{
    free(r->cell);
    free(r->queue);
    free(r->label);
}

static double col_x(const raster *r, int col)
{
    return r->x0 + (col + 0.5) * CELL;
}

/* Marks as outside every empty cell reachable from the queued seeds. */
static void flood_outside(raster *r, int nseeds)
{
    int head = 0, tail = nseeds;
    while (head < tail) {
        int idx = r->queue[head++];
        int row = idx / r->w, col = idx % r->w;
        const int nb[4][2] = {{row, col - 1}, {row, col + 1}, {row - 1, col}, {row + 1, col}};
        for (int k = 0; k < 4; k++) {
            int rr = nb[k][0], cc = nb[k][1];
            if (rr < 0 || rr >= r->h || cc < 0 || cc >= r->w) continue;
            int j = rr * r->w + cc;
            if (r->cell[j] != R_EMPTY) continue;
            r->cell[j] = R_OUT;
            r->queue[tail++] = j;
        }
    }
}

/* Is the bottom row open to the outside at col (past the platform's edges)? */
static bool open_below(const megacity_physics_tower *t, const raster *r, int col)
{
    double x = col_x(r, col), half = t->platform_width / 2;
    return x < -half || x > half;
}

typedef struct openings {
    bool low_arch, high_arch, courtyard;
} openings;

static openings analyse(const megacity_physics_tower *t)
{
    openings o = {false, false, false};
    raster r;
    if (t->n == 0 || !raster_build(t, &r)) {
        if (t->n) raster_free(&r);
        return o;
    }
    /* 1. The outside: empty cells reachable from the raster's sides and top, or from below
     * past the platform's edges. */
    int ns = 0;
    for (int row = 0; row < r.h; row++)
        for (int col = 0; col < r.w; col++) {
            bool border = row == r.h - 1 || col == 0 || col == r.w - 1 ||
                          (row == 0 && open_below(t, &r, col));
            int idx = row * r.w + col;
            if (border && r.cell[idx] == R_EMPTY) {
                r.cell[idx] = R_OUT;
                r.queue[ns++] = idx;
            }
        }
    flood_outside(&r, ns);

    /* 2. Cavities: enclosed empty components, big enough to be an opening. */
    memset(r.label, 0, sizeof(int) * (size_t)r.w * (size_t)r.h);
    int next = 1;
    for (int idx = 0; idx < r.w * r.h; idx++) {
        if (r.cell[idx] != R_EMPTY || r.label[idx]) continue;
        r.label[idx] = next;
        r.queue[0] = idx;
        int head = 0, tail = 1;
        int minc = r.w, maxc = -1, minr = r.h, maxr = -1;
        bool ground = false;
        while (head < tail) {
            int j = r.queue[head++], row = j / r.w, col = j % r.w;
            if (col < minc) minc = col;
            if (col > maxc) maxc = col;
            if (row < minr) minr = row;
            if (row > maxr) maxr = row;
            if (row == 0) ground = true;
            const int nb[4][2] = {{row, col - 1}, {row, col + 1}, {row - 1, col}, {row + 1, col}};
            for (int k = 0; k < 4; k++) {
                int rr = nb[k][0], cc = nb[k][1];
                if (rr < 0 || rr >= r.h || cc < 0 || cc >= r.w) continue;
                int q = rr * r.w + cc;
                if (r.cell[q] != R_EMPTY || r.label[q]) continue;
                r.label[q] = next;
                r.queue[tail++] = q;
            }
        }
        next++;
        if ((maxc - minc + 1) * CELL + 1e-9 < OPENING_MIN_W) continue;
        if ((maxr - minr + 1) * CELL + 1e-9 < OPENING_MIN_H) continue;
        if (ground)
            o.low_arch = true;
        else
            o.high_arch = true;
    }

    /* 3. Courtyards: bare platform walled on both sides over the ground storey, open above. */
    int storey = (int)floor(COURT_STOREY / CELL);
    if (storey > r.h) storey = r.h;
    memset(r.label, 0, sizeof(int) * (size_t)r.w * (size_t)r.h);
    int mark = 1;
    for (int col = 0; col < r.w && !o.courtyard; col++) {
        if (r.cell[col] == R_SOLID || r.label[col] || open_below(t, &r, col)) continue;
        r.label[col] = mark;
        r.queue[0] = col;
        int head = 0, tail = 1, bare = 0;
        bool walled = true, sky = false;
        while (head < tail) {
            int j = r.queue[head++], row = j / r.w, c = j % r.w;
            if (r.cell[j] == R_OUT) sky = true;
            if (row == 0) {
                if (open_below(t, &r, c)) walled = false;
                bare++;
            }
            if (c == 0 || c == r.w - 1) walled = false;
            const int nb[4][2] = {{row, c - 1}, {row, c + 1}, {row - 1, c}, {row + 1, c}};
            for (int k = 0; k < 4; k++) {
                int rr = nb[k][0], cc = nb[k][1];
                if (rr < 0 || rr >= storey || cc < 0 || cc >= r.w) continue;
                int q = rr * r.w + cc;
                if (r.cell[q] == R_SOLID || r.label[q]) continue;
                r.label[q] = mark;
                r.queue[tail++] = q;
            }
        }
        mark++;
        if (walled && sky && bare * CELL + 1e-9 >= COURT_MIN_W) o.courtyard = true;
    }
    raster_free(&r);
    return o;
}

bool megacity_physics_feature_courtyard(const megacity_physics_tower *t)
{
    return analyse(t).courtyard;
}

bool megacity_physics_feature_low_arch(const megacity_physics_tower *t)
{
    return analyse(t).low_arch;
}

bool megacity_physics_feature_high_arch(const megacity_physics_tower *t)
{
    return analyse(t).high_arch;
}
