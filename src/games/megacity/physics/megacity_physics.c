/* megacity_physics.c: the Chipmunk2D world of one platform: elements, stepping, sleeping, the
 * delivery slide and collapse detection. Geometry of settled towers is in megacity_physics_geom.c.
 */
#include "games/megacity/physics/megacity_physics.h"

#include <chipmunk/chipmunk.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { CT_ELEMENT = 1, CT_TABLE = 2, CT_PLATFORM = 3 };

typedef struct slot {
    cpBody *body;
    cpShape *shape[MEGACITY_PHYSICS_MAX_PIECES];
    int n_shapes;
    int16_t shape_id, material;
    bool alive, fell;
} slot;

struct megacity_physics_world {
    cpSpace *space;
    cpBody *platform;
    cpShape *platform_shape;
    cpShape *table_shape;
    const megacity_physics_shape_def *shapes;
    int n_shapes;
    double density[MEGACITY_PHYSICS_MAX_MATERIALS];
    int n_materials;
    double pw, pt, friction;
    long frames;
    bool sliding;
    slot el[MEGACITY_PHYSICS_MAX_ELEMENTS];
};

static double or_default(double v, double def)
{
    return v > 0 ? v : def;
}

static cpBool table_begin(cpArbiter *arb, cpSpace *space, cpDataPointer data)
{
    megacity_physics_world *w = data;
    CP_ARBITER_GET_BODIES(arb, a, b);
    (void)space;
    (void)b;
    intptr_t tag = (intptr_t)cpBodyGetUserData(a);
    if (tag > 0 && tag <= MEGACITY_PHYSICS_MAX_ELEMENTS) w->el[tag - 1].fell = true;
    return cpTrue;
}

megacity_physics_world *megacity_physics_create(const megacity_physics_desc *d)
{
    if (!d || !d->shapes || d->n_shapes <= 0 || !d->density || d->n_materials <= 0 ||
        d->n_materials > MEGACITY_PHYSICS_MAX_MATERIALS)
        return NULL;
    for (int s = 0; s < d->n_shapes; s++) {
        const megacity_physics_shape_def *sd = &d->shapes[s];
        if (sd->n_pieces < 1 || sd->n_pieces > MEGACITY_PHYSICS_MAX_PIECES) return NULL;
        for (int p = 0; p < sd->n_pieces; p++)
            if (sd->piece[p].n < 3 || sd->piece[p].n > MEGACITY_PHYSICS_MAX_VERTS) return NULL;
    }
    megacity_physics_world *w = calloc(1, sizeof *w);
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

void megacity_physics_destroy(megacity_physics_world *w)
{
    if (!w) return;
    /* Wake every element first: a sleeping body keeps its contacts in a block of its own, and
     * Chipmunk 7.0.3's cpSpaceDestroy wakes sleeping components while deleting them from the
     * array it walks, so every other component would leak that block. Then the space
     * (arbiters, indexes), then what it pointed at. */
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        if (w->el[i].alive) cpBodyActivate(w->el[i].body);
    cpSpaceFree(w->space);
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) {
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

void megacity_physics_add_platform(megacity_physics_world *w)
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

int megacity_physics_add_element(megacity_physics_world *w, int shape, int material,
                                 megacity_physics_pose pose)
{
    if (shape < 0 || shape >= w->n_shapes || material < 0 || material >= w->n_materials) return -1;
    int id = -1;
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        if (!w->el[i].alive) {
            id = i;
            break;
        }
    if (id < 0) return -1;
    slot *s = &w->el[id];
    memset(s, 0, sizeof *s);
    const megacity_physics_shape_def *sd = &w->shapes[shape];
    s->body = cpBodyNew(0, 0);
    cpBodySetPosition(s->body, cpv(pose.x, pose.y));
    cpBodySetAngle(s->body, pose.angle);
    cpBodySetUserData(s->body, (cpDataPointer)(intptr_t)(id + 1));
    cpSpaceAddBody(w->space, s->body);
    for (int p = 0; p < sd->n_pieces; p++) {
        cpVect v[MEGACITY_PHYSICS_MAX_VERTS];
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

bool megacity_physics_remove_element(megacity_physics_world *w, int id)
{
    if (!megacity_physics_element_alive(w, id)) return false;
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

bool megacity_physics_element_alive(const megacity_physics_world *w, int id)
{
    return id >= 0 && id < MEGACITY_PHYSICS_MAX_ELEMENTS && w->el[id].alive;
}

int megacity_physics_element_count(const megacity_physics_world *w)
{
    int n = 0;
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) n += w->el[i].alive;
    return n;
}

megacity_physics_pose megacity_physics_element_pose(const megacity_physics_world *w, int id)
{
    megacity_physics_pose p = {0, 0, 0};
    if (!megacity_physics_element_alive(w, id)) return p;
    cpVect v = cpBodyGetPosition(w->el[id].body);
    p.x = v.x;
    p.y = v.y;
    p.angle = cpBodyGetAngle(w->el[id].body);
    return p;
}

void megacity_physics_poses(const megacity_physics_world *w,
                            megacity_physics_pose out[MEGACITY_PHYSICS_MAX_ELEMENTS])
{
    memset(out, 0, sizeof(megacity_physics_pose) * MEGACITY_PHYSICS_MAX_ELEMENTS);
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        if (w->el[i].alive) out[i] = megacity_physics_element_pose(w, i);
}

double megacity_physics_platform_x(const megacity_physics_world *w)
{
    return w->platform ? cpBodyGetPosition(w->platform).x : 0.0;
}

/* ---- time ----------------------------------------------------------------------------------- */
static void mark_fallen(megacity_physics_world *w)
{
    /* Nothing can get below the platform's top but by falling off it. */
    double limit = -0.5 * w->pt;
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) {
        slot *s = &w->el[i];
        if (!s->alive || s->fell) continue;
        for (int k = 0; k < s->n_shapes; k++)
            if (cpShapeGetBB(s->shape[k]).b < limit) s->fell = true;
    }
}

void megacity_physics_step(megacity_physics_world *w)
{
    if (w->sliding) /* the platform moves: nothing on it may doze off */
        for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
            if (w->el[i].alive) cpBodyActivate(w->el[i].body);
    if (!megacity_physics_asleep(w) || w->sliding)
        for (int k = 0; k < MEGACITY_PHYSICS_SUBSTEPS; k++)
            cpSpaceStep(w->space, MEGACITY_PHYSICS_FRAME_DT / MEGACITY_PHYSICS_SUBSTEPS);
    mark_fallen(w);
    w->frames++;
}

bool megacity_physics_asleep(const megacity_physics_world *w)
{
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        if (w->el[i].alive && !cpBodyIsSleeping(w->el[i].body)) return false;
    return true;
}

int megacity_physics_settle(megacity_physics_world *w, int max_frames)
{
    int f = 0;
    while (f < max_frames && !megacity_physics_asleep(w)) {
        megacity_physics_step(w);
        f++;
    }
    return f;
}

double megacity_physics_kinetic_energy(const megacity_physics_world *w)
{
    double e = 0;
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) {
        /* A sleeping body is at rest: Chipmunk keeps its last tiny velocity, we do not. */
        if (!w->el[i].alive || cpBodyIsSleeping(w->el[i].body)) continue;
        const cpBody *b = w->el[i].body;
        cpVect v = cpBodyGetVelocity(b);
        double om = cpBodyGetAngularVelocity(b);
        e += 0.5 * cpBodyGetMass(b) * cpvlengthsq(v) + 0.5 * cpBodyGetMoment(b) * om * om;
    }
    return e;
}

long megacity_physics_frames(const megacity_physics_world *w)
{
    return w->frames;
}

megacity_physics_stats megacity_physics_watch(megacity_physics_world *w, int frames)
{
    megacity_physics_stats st = {0, 0, megacity_physics_kinetic_energy(w), 0};
    megacity_physics_pose p0[MEGACITY_PHYSICS_MAX_ELEMENTS];
    megacity_physics_poses(w, p0);
    for (int f = 0; f < frames; f++) {
        megacity_physics_step(w);
        for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) {
            if (!w->el[i].alive) continue;
            megacity_physics_pose p = megacity_physics_element_pose(w, i);
            st.max_disp = fmax(st.max_disp, hypot(p.x - p0[i].x, p.y - p0[i].y));
            st.max_rot = fmax(st.max_rot, fabs(p.angle - p0[i].angle));
        }
        st.max_energy = fmax(st.max_energy, megacity_physics_kinetic_energy(w));
    }
    st.end_energy = megacity_physics_kinetic_energy(w);
    return st;
}

/* ---- the delivery slide --------------------------------------------------------------------- */
void megacity_physics_slide_frame(megacity_physics_world *w, double x)
{
    if (!w->platform) {
        megacity_physics_step(w);
        return;
    }
    if (!w->sliding) {
        /* Wake the tower while the platform is still static: Chipmunk restores a sleeper's
         * contacts with a static body only while that body is static (else they leak). */
        for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
            if (w->el[i].alive) cpBodyActivate(w->el[i].body);
        cpBodySetType(w->platform, CP_BODY_TYPE_KINEMATIC);
        w->sliding = true;
    }
    double x0 = cpBodyGetPosition(w->platform).x;
    cpBodySetVelocity(w->platform, cpv((x - x0) * MEGACITY_PHYSICS_HZ, 0));
    megacity_physics_step(w);
}

void megacity_physics_slide_frame_velocity(megacity_physics_world *w, double vx)
{
    megacity_physics_slide_frame(w,
                                 megacity_physics_platform_x(w) + vx * MEGACITY_PHYSICS_FRAME_DT);
}

void megacity_physics_slide_end(megacity_physics_world *w)
{
    if (!w->sliding) return;
    cpBodySetVelocity(w->platform, cpvzero);
    cpBodySetType(w->platform, CP_BODY_TYPE_STATIC);
    cpSpaceReindexShapesForBody(w->space, w->platform);
    w->sliding = false;
}

int megacity_physics_slide_profile(double x0, double accel, double t_accel, double *xs, int cap)
{
    int n = (int)ceil(2 * t_accel * MEGACITY_PHYSICS_HZ - 1e-9);
    if (n > cap) n = cap;
    double T = t_accel;
    for (int k = 1; k <= n; k++) {
        double t = fmin((double)k / MEGACITY_PHYSICS_HZ, 2 * T);
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
bool megacity_physics_fell(const megacity_physics_world *w, int id)
{
    return megacity_physics_element_alive(w, id) && w->el[id].fell;
}

int megacity_physics_fallen(const megacity_physics_world *w, int *ids, int cap)
{
    int n = 0;
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        if (w->el[i].alive && w->el[i].fell) {
            if (n < cap) ids[n] = i;
            n++;
        }
    return n;
}

void megacity_physics_capture(const megacity_physics_world *w, megacity_physics_tower *out)
{
    memset(out, 0, sizeof *out);
    out->shapes = w->shapes;
    out->platform_width = w->pw;
    double px = megacity_physics_platform_x(w);
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++) {
        if (!w->el[i].alive || w->el[i].fell) continue; /* in the sea, not in the building */
        megacity_physics_elem *e = &out->e[out->n++];
        e->id = (int16_t)i;
        e->shape = w->el[i].shape_id;
        e->material = w->el[i].material;
        e->pose = megacity_physics_element_pose(w, i);
        e->pose.x -= px;
    }
}
