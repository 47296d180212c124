/* physics.c: the Chipmunk2D world of one platform: elements, stepping, sleeping, the delivery
 * slide and collapse detection. Geometry of settled towers is in physics_geom.c. */
#include "games/megacity/physics/physics.h"

#include <chipmunk/chipmunk.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { CT_ELEMENT = 1, CT_TABLE = 2, CT_PLATFORM = 3 };

typedef struct slot {
    cpBody *body;
    cpShape *shape[PHYS_MAX_PIECES];
    int n_shapes;
    int16_t shape_id, material;
    bool alive, fell;
} slot;

struct phys_world {
    cpSpace *space;
    cpBody *platform;
    cpShape *platform_shape;
    cpShape *table_shape;
    const phys_shape_def *shapes;
    int n_shapes;
    double density[PHYS_MAX_MATERIALS];
    int n_materials;
    double pw, pt, friction;
    long frames;
    bool sliding;
    slot el[PHYS_MAX_ELEMENTS];
};

static double or_default(double v, double def)
{
    return v > 0 ? v : def;
}

static cpBool table_begin(cpArbiter *arb, cpSpace *space, cpDataPointer data)
{
    phys_world *w = data;
    CP_ARBITER_GET_BODIES(arb, a, b);
    (void)space;
    (void)b;
    intptr_t tag = (intptr_t)cpBodyGetUserData(a);
    if (tag > 0 && tag <= PHYS_MAX_ELEMENTS) w->el[tag - 1].fell = true;
    return cpTrue;
}

phys_world *phys_create(const phys_desc *d)
{
    if (!d || !d->shapes || d->n_shapes <= 0 || !d->density || d->n_materials <= 0 ||
        d->n_materials > PHYS_MAX_MATERIALS)
        return NULL;
    for (int s = 0; s < d->n_shapes; s++) {
        const phys_shape_def *sd = &d->shapes[s];
        if (sd->n_pieces < 1 || sd->n_pieces > PHYS_MAX_PIECES) return NULL;
        for (int p = 0; p < sd->n_pieces; p++)
            if (sd->piece[p].n < 3 || sd->piece[p].n > PHYS_MAX_VERTS) return NULL;
    }
    phys_world *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->shapes = d->shapes;
    w->n_shapes = d->n_shapes;
    w->n_materials = d->n_materials;
    for (int m = 0; m < d->n_materials; m++) w->density[m] = d->density[m];
    w->pw = or_default(d->platform_width, 0.12);
    w->pt = or_default(d->platform_thickness, 0.006);
    w->friction = or_default(d->friction, 0.8);

    double smallest = INFINITY;
    for (int s = 0; s < d->n_shapes; s++) {
        smallest = fmin(smallest, d->shapes[s].w);
        smallest = fmin(smallest, d->shapes[s].h);
    }

    w->space = cpSpaceNew();
    cpSpaceSetIterations(w->space, d->iterations > 0 ? d->iterations : 20);
    cpSpaceSetGravity(w->space, cpv(0, -or_default(d->gravity, 9.81)));
    cpSpaceSetCollisionSlop(w->space, or_default(d->slop, 0.01 * smallest));
    cpSpaceSetSleepTimeThreshold(w->space, or_default(d->sleep_time, 0.5));
    cpSpaceSetIdleSpeedThreshold(w->space, or_default(d->idle_speed, 0.002));

    /* The table: a wide static slab under the platform. Touching it means "fell in the sea". */
    cpBody *ground = cpSpaceGetStaticBody(w->space);
    w->table_shape = cpBoxShapeNew2(ground, cpBBNew(-2.0, -w->pt - 0.05, 2.0, -w->pt), 0);
    cpShapeSetFriction(w->table_shape, w->friction);
    cpShapeSetElasticity(w->table_shape, 0);
    cpShapeSetCollisionType(w->table_shape, CT_TABLE);
    cpSpaceAddShape(w->space, w->table_shape);

    cpCollisionHandler *h = cpSpaceAddCollisionHandler(w->space, CT_ELEMENT, CT_TABLE);
    h->beginFunc = table_begin;
    h->userData = w;
    return w;
}

void phys_destroy(phys_world *w)
{
    if (!w) return;
    /* Wake every element first: a sleeping body keeps its contacts in a block of its own, and
     * Chipmunk 7.0.3's cpSpaceDestroy wakes sleeping components while deleting them from the
     * array it walks, so every other component would leak that block. Then the space
     * (arbiters, indexes), then what it pointed at. */
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
        if (w->el[i].alive) cpBodyActivate(w->el[i].body);
    cpSpaceFree(w->space);
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) {
        slot *s = &w->el[i];
        if (!s->alive) continue;
        for (int k = 0; k < s->n_shapes; k++) cpShapeFree(s->shape[k]);
        cpBodyFree(s->body);
    }
    if (w->platform) {
        cpShapeFree(w->platform_shape);
        cpBodyFree(w->platform);
    }
    cpShapeFree(w->table_shape);
    free(w);
}

void phys_add_platform(phys_world *w)
{
    if (w->platform) return;
    w->platform = cpBodyNewStatic();
    cpBodySetPosition(w->platform, cpv(0, 0));
    cpSpaceAddBody(w->space, w->platform);
    w->platform_shape = cpBoxShapeNew2(w->platform, cpBBNew(-w->pw / 2, -w->pt, w->pw / 2, 0), 0);
    cpShapeSetFriction(w->platform_shape, w->friction);
    cpShapeSetElasticity(w->platform_shape, 0);
    cpShapeSetCollisionType(w->platform_shape, CT_PLATFORM);
    cpSpaceAddShape(w->space, w->platform_shape);
}

int phys_add_element(phys_world *w, int shape, int material, phys_pose pose)
{
    if (shape < 0 || shape >= w->n_shapes || material < 0 || material >= w->n_materials) return -1;
    int id = -1;
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
        if (!w->el[i].alive) {
            id = i;
            break;
        }
    if (id < 0) return -1;
    slot *s = &w->el[id];
    memset(s, 0, sizeof *s);
    const phys_shape_def *sd = &w->shapes[shape];
    s->body = cpBodyNew(0, 0);
    cpBodySetPosition(s->body, cpv(pose.x, pose.y));
    cpBodySetAngle(s->body, pose.angle);
    cpBodySetUserData(s->body, (cpDataPointer)(intptr_t)(id + 1));
    cpSpaceAddBody(w->space, s->body);
    for (int p = 0; p < sd->n_pieces; p++) {
        cpVect v[PHYS_MAX_VERTS];
        for (int k = 0; k < sd->piece[p].n; k++)
            v[k] = cpv(sd->piece[p].v[k][0], sd->piece[p].v[k][1]);
        cpShape *sh = cpPolyShapeNewRaw(s->body, sd->piece[p].n, v, 0);
        cpShapeSetDensity(sh, w->density[material]);
        cpShapeSetFriction(sh, w->friction);
        cpShapeSetElasticity(sh, 0);
        cpShapeSetCollisionType(sh, CT_ELEMENT);
        cpSpaceAddShape(w->space, sh);
        s->shape[s->n_shapes++] = sh;
    }
    s->shape_id = (int16_t)shape;
    s->material = (int16_t)material;
    s->alive = true;
    return id;
}

bool phys_remove_element(phys_world *w, int id)
{
    if (!phys_element_alive(w, id)) return false;
    slot *s = &w->el[id];
    cpBodyActivate(s->body); /* wakes its component, so what it held can fall */
    for (int k = 0; k < s->n_shapes; k++) {
        cpSpaceRemoveShape(w->space, s->shape[k]);
        cpShapeFree(s->shape[k]);
    }
    cpSpaceRemoveBody(w->space, s->body);
    cpBodyFree(s->body);
    memset(s, 0, sizeof *s);
    return true;
}

bool phys_element_alive(const phys_world *w, int id)
{
    return id >= 0 && id < PHYS_MAX_ELEMENTS && w->el[id].alive;
}

int phys_element_count(const phys_world *w)
{
    int n = 0;
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) n += w->el[i].alive;
    return n;
}

phys_pose phys_element_pose(const phys_world *w, int id)
{
    phys_pose p = {0, 0, 0};
    if (!phys_element_alive(w, id)) return p;
    cpVect v = cpBodyGetPosition(w->el[id].body);
    p.x = v.x;
    p.y = v.y;
    p.angle = cpBodyGetAngle(w->el[id].body);
    return p;
}

void phys_poses(const phys_world *w, phys_pose out[PHYS_MAX_ELEMENTS])
{
    memset(out, 0, sizeof(phys_pose) * PHYS_MAX_ELEMENTS);
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
        if (w->el[i].alive) out[i] = phys_element_pose(w, i);
}

double phys_platform_x(const phys_world *w)
{
    return w->platform ? cpBodyGetPosition(w->platform).x : 0.0;
}

/* ---- time ----------------------------------------------------------------------------------- */
static void mark_fallen(phys_world *w)
{
    /* Nothing can get below the platform's top but by falling off it. */
    double limit = -0.5 * w->pt;
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) {
        slot *s = &w->el[i];
        if (!s->alive || s->fell) continue;
        for (int k = 0; k < s->n_shapes; k++)
            if (cpShapeGetBB(s->shape[k]).b < limit) s->fell = true;
    }
}

void phys_step(phys_world *w)
{
    if (w->sliding) /* the platform moves: nothing on it may doze off */
        for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
            if (w->el[i].alive) cpBodyActivate(w->el[i].body);
    if (!phys_asleep(w) || w->sliding)
        for (int k = 0; k < PHYS_SUBSTEPS; k++)
            cpSpaceStep(w->space, PHYS_FRAME_DT / PHYS_SUBSTEPS);
    mark_fallen(w);
    w->frames++;
}

bool phys_asleep(const phys_world *w)
{
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
        if (w->el[i].alive && !cpBodyIsSleeping(w->el[i].body)) return false;
    return true;
}

int phys_settle(phys_world *w, int max_frames)
{
    int f = 0;
    while (f < max_frames && !phys_asleep(w)) {
        phys_step(w);
        f++;
    }
    return f;
}

double phys_kinetic_energy(const phys_world *w)
{
    double e = 0;
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) {
        /* A sleeping body is at rest: Chipmunk keeps its last tiny velocity, we do not. */
        if (!w->el[i].alive || cpBodyIsSleeping(w->el[i].body)) continue;
        const cpBody *b = w->el[i].body;
        cpVect v = cpBodyGetVelocity(b);
        double om = cpBodyGetAngularVelocity(b);
        e += 0.5 * cpBodyGetMass(b) * cpvlengthsq(v) + 0.5 * cpBodyGetMoment(b) * om * om;
    }
    return e;
}

long phys_frames(const phys_world *w)
{
    return w->frames;
}

phys_stats phys_watch(phys_world *w, int frames)
{
    phys_stats st = {0, 0, phys_kinetic_energy(w), 0};
    phys_pose p0[PHYS_MAX_ELEMENTS];
    phys_poses(w, p0);
    for (int f = 0; f < frames; f++) {
        phys_step(w);
        for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) {
            if (!w->el[i].alive) continue;
            phys_pose p = phys_element_pose(w, i);
            st.max_disp = fmax(st.max_disp, hypot(p.x - p0[i].x, p.y - p0[i].y));
            st.max_rot = fmax(st.max_rot, fabs(p.angle - p0[i].angle));
        }
        st.max_energy = fmax(st.max_energy, phys_kinetic_energy(w));
    }
    st.end_energy = phys_kinetic_energy(w);
    return st;
}

/* ---- the delivery slide --------------------------------------------------------------------- */
void phys_slide_frame(phys_world *w, double x)
{
    if (!w->platform) {
        phys_step(w);
        return;
    }
    if (!w->sliding) {
        /* Wake the tower while the platform is still static: Chipmunk restores a sleeper's
         * contacts with a static body only while that body is static (else they leak). */
        for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
            if (w->el[i].alive) cpBodyActivate(w->el[i].body);
        cpBodySetType(w->platform, CP_BODY_TYPE_KINEMATIC);
        w->sliding = true;
    }
    double x0 = cpBodyGetPosition(w->platform).x;
    cpBodySetVelocity(w->platform, cpv((x - x0) * PHYS_HZ, 0));
    phys_step(w);
}

void phys_slide_frame_velocity(phys_world *w, double vx)
{
    phys_slide_frame(w, phys_platform_x(w) + vx * PHYS_FRAME_DT);
}

void phys_slide_end(phys_world *w)
{
    if (!w->sliding) return;
    cpBodySetVelocity(w->platform, cpvzero);
    cpBodySetType(w->platform, CP_BODY_TYPE_STATIC);
    cpSpaceReindexShapesForBody(w->space, w->platform);
    w->sliding = false;
}

int phys_slide_profile(double x0, double accel, double t_accel, double *xs, int cap)
{
    int n = (int)ceil(2 * t_accel * PHYS_HZ - 1e-9);
    if (n > cap) n = cap;
    double T = t_accel;
    for (int k = 1; k <= n; k++) {
        double t = fmin((double)k / PHYS_HZ, 2 * T);
        double x;
        if (t <= T)
            x = 0.5 * accel * t * t;
        else
            x = 0.5 * accel * T * T + accel * T * (t - T) - 0.5 * accel * (t - T) * (t - T);
        xs[k - 1] = x0 + x;
    }
    return n;
}

/* ---- collapse ------------------------------------------------------------------------------- */
bool phys_fell(const phys_world *w, int id)
{
    return phys_element_alive(w, id) && w->el[id].fell;
}

int phys_fallen(const phys_world *w, int *ids, int cap)
{
    int n = 0;
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++)
        if (w->el[i].alive && w->el[i].fell) {
            if (n < cap) ids[n] = i;
            n++;
        }
    return n;
}

void phys_capture(const phys_world *w, phys_tower *out)
{
    memset(out, 0, sizeof *out);
    out->shapes = w->shapes;
    out->platform_width = w->pw;
    double px = phys_platform_x(w);
    for (int i = 0; i < PHYS_MAX_ELEMENTS; i++) {
        if (!w->el[i].alive || w->el[i].fell) continue; /* in the sea, not in the building */
        phys_elem *e = &out->e[out->n++];
        e->id = (int16_t)i;
        e->shape = w->el[i].shape_id;
        e->material = w->el[i].material;
        e->pose = phys_element_pose(w, i);
        e->pose.x -= px;
    }
}
