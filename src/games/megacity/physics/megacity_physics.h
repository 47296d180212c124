/* megacity_physics.h: MegaCity towers on Chipmunk2D, in side elevation. One world = one platform,
 * its building elements and the table under it. Pure C, no SDL; no global state: two worlds built
 * with the same calls in the same order give bit-identical poses (the build must keep -std=c11,
 * -ffp-contract=off and no fast-math). Units: metres, kilograms, seconds; y points up, the
 * platform's top is y = 0 and its centre x = 0 at rest. The geometric checks of the settled
 * tower (height, contacts, architectural features) work on a snapshot, `megacity_physics_tower`, so
 * the rules can run them without a live world. See docs/rules/megacity.md for every definition. */
#ifndef CB_PHYSICS_H
#define CB_PHYSICS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    MEGACITY_PHYSICS_MAX_PIECES = 4,    /* convex pieces per element shape */
    MEGACITY_PHYSICS_MAX_VERTS = 8,     /* vertices per convex piece */
    MEGACITY_PHYSICS_MAX_ELEMENTS = 64, /* elements per world / tower */
    MEGACITY_PHYSICS_MAX_MATERIALS = 4,
    MEGACITY_PHYSICS_MAX_CONTACTS =
        MEGACITY_PHYSICS_MAX_ELEMENTS * (MEGACITY_PHYSICS_MAX_ELEMENTS + 1) / 2, /* every pair */
    MEGACITY_PHYSICS_HZ = 120,    /* frames per second */
    MEGACITY_PHYSICS_SUBSTEPS = 4 /* substeps per frame (1/480 s each) */
};

#define MEGACITY_PHYSICS_FRAME_DT (1.0 / 120.0)

/* One convex piece, counter-clockwise, in the element's frame (metres). */
typedef struct megacity_physics_piece {
    int n;
    double v[MEGACITY_PHYSICS_MAX_VERTS][2];
} megacity_physics_piece;

/* An element shape: one or more convex pieces (an arch is two or three). The element's frame
 * has its origin at the centre of the shape's unrotated bounding box, so a pose is that
 * centre; w and h are the bounding box size. */
typedef struct megacity_physics_shape_def {
    const char *key; /* "cube", "arch": file and text key */
    double w, h;
    int n_pieces;
    megacity_physics_piece piece[MEGACITY_PHYSICS_MAX_PIECES];
    bool holed; /* has a closed hole (a window): counts as a high arch wherever it stands */
} megacity_physics_shape_def;

typedef struct megacity_physics_pose {
    double x, y, angle; /* metres, metres, radians (counter-clockwise) */
} megacity_physics_pose;

/* Zero means "the default" for every tuning field (sokol style). */
typedef struct megacity_physics_desc {
    const megacity_physics_shape_def *shapes; /* required: the shape table, n_shapes entries */
    int n_shapes;
    const double *density; /* required: kg per m^2 of side elevation, per material */
    int n_materials;
    double platform_width;     /* default 0.12 m */
    double platform_thickness; /* default 0.006 m */
    int iterations;            /* default 20 */
    double slop;               /* default 1 % of the smallest element dimension */
    double friction;           /* default 0.8 */
    double sleep_time;         /* default 0.5 s */
    double idle_speed;         /* default 0.002 m/s */
    double gravity;            /* default 9.81 m/s^2 */
} megacity_physics_desc;

typedef struct megacity_physics_world megacity_physics_world;

/* ---- world ---------------------------------------------------------------------------------- */
megacity_physics_world *
megacity_physics_create(const megacity_physics_desc *d);  /* NULL if the description is unusable */
void megacity_physics_destroy(megacity_physics_world *w); /* frees everything; NULL is fine */
/* Adds the platform (static at rest, top at y = 0, centre x = 0) if not there yet. */
void megacity_physics_add_platform(megacity_physics_world *w);
/* Adds an element; returns its id (0..MEGACITY_PHYSICS_MAX_ELEMENTS-1, the lowest free slot) or -1.
 */
int megacity_physics_add_element(megacity_physics_world *w, int shape, int material,
                                 megacity_physics_pose pose);
/* Removes an element (wakes what touched it). False if id is not a live element. */
bool megacity_physics_remove_element(megacity_physics_world *w, int id);
bool megacity_physics_element_alive(const megacity_physics_world *w, int id);
int megacity_physics_element_count(const megacity_physics_world *w); /* live elements */
megacity_physics_pose megacity_physics_element_pose(const megacity_physics_world *w, int id);
/* Poses of slots 0..MEGACITY_PHYSICS_MAX_ELEMENTS-1 (dead slots zeroed): a flat array to compare or
 * save. */
void megacity_physics_poses(const megacity_physics_world *w,
                            megacity_physics_pose out[MEGACITY_PHYSICS_MAX_ELEMENTS]);
double megacity_physics_platform_x(const megacity_physics_world *w);

/* ---- time ----------------------------------------------------------------------------------- */
/* One 1/120 s frame: 4 substeps of 1/480 s. Costs nothing when every element sleeps and the
 * platform is still (sleeping bodies cannot move until something wakes them). */
void megacity_physics_step(megacity_physics_world *w);
bool megacity_physics_asleep(
    const megacity_physics_world *w); /* every element sleeps (true when there is none) */
/* Steps until every element sleeps or max_frames have passed; returns the frames stepped. */
int megacity_physics_settle(megacity_physics_world *w, int max_frames);
double megacity_physics_kinetic_energy(
    const megacity_physics_world *w); /* joules, awake elements (sleepers are at rest) */
long megacity_physics_frames(const megacity_physics_world *w); /* frames stepped since creation */

typedef struct megacity_physics_stats {
    double max_disp;   /* largest distance an element moved from its pose at the start (m) */
    double max_rot;    /* largest |angle change| (rad) */
    double max_energy; /* largest kinetic energy seen (J) */
    double end_energy;
} megacity_physics_stats;
/* Steps `frames` frames and measures how much the elements moved over that window. */
megacity_physics_stats megacity_physics_watch(megacity_physics_world *w, int frames);

/* ---- the delivery slide --------------------------------------------------------------------- */
/* Moves the platform along the table to x (metres) over the next frame, then steps: the
 * platform is kinematic with the velocity that gets it there. Feed one target per frame (the
 * player's drag, smoothed or not). */
void megacity_physics_slide_frame(megacity_physics_world *w, double x);
/* The same with a velocity (m/s along the table) for the next frame. */
void megacity_physics_slide_frame_velocity(megacity_physics_world *w, double vx);
/* Stops the platform where it is and makes it static again. */
void megacity_physics_slide_end(megacity_physics_world *w);
/* Fills xs[0..] with per-frame platform positions for a start-stop slide: constant
 * acceleration `accel` (m/s^2) for `t_accel` seconds, then the same deceleration to rest,
 * starting from x0. Returns the number of frames (at most cap). */
int megacity_physics_slide_profile(double x0, double accel, double t_accel, double *xs, int cap);

/* ---- collapse ------------------------------------------------------------------------------- */
/* An element has fallen once it touched the table (or its lowest point went below the
 * platform's top while off the platform). Sticky until the element is removed. */
bool megacity_physics_fell(const megacity_physics_world *w, int id);
int megacity_physics_fallen(const megacity_physics_world *w, int *ids,
                            int cap); /* ids in ascending order */

/* ---- snapshot and geometry of a settled tower ----------------------------------------------- */
typedef struct megacity_physics_elem {
    int16_t id; /* element id in its world, or any caller tag */
    int16_t shape, material, pad;
    megacity_physics_pose pose; /* relative to the platform: x from its centre, y from its top */
} megacity_physics_elem;

typedef struct megacity_physics_tower {
    const megacity_physics_shape_def *shapes;
    double platform_width;
    int n;
    megacity_physics_elem e[MEGACITY_PHYSICS_MAX_ELEMENTS];
} megacity_physics_tower;

/* Takes the live elements that have not fallen (ascending ids), poses relative to the
 * platform. */
void megacity_physics_capture(const megacity_physics_world *w, megacity_physics_tower *out);

typedef struct megacity_physics_bbox {
    double x0, y0, x1, y1;
} megacity_physics_bbox;

/* one floor = 1 mm above the platform top, as the rulebook says */
#define MEGACITY_PHYSICS_FLOOR_M 0.001
/* two outlines closer than this touch (contact tolerance) */
#define MEGACITY_PHYSICS_TOUCH_M 0.0003

megacity_physics_bbox megacity_physics_elem_bbox(const megacity_physics_tower *t,
                                                 int i); /* element i's axis-aligned box */
megacity_physics_bbox megacity_physics_tower_bbox(
    const megacity_physics_tower *t); /* all elements (zero box when empty) */
double
megacity_physics_tower_height(const megacity_physics_tower *t); /* top of the highest element, m */
int megacity_physics_height_floors(
    const megacity_physics_tower *t); /* height in floors, rounded to the nearest */
bool megacity_physics_within_platform(
    const megacity_physics_tower *t); /* no element past the platform's edges */
int megacity_physics_material_count(const megacity_physics_tower *t, int material);

/* Contacts between outlines closer than MEGACITY_PHYSICS_TOUCH_M, each pair once; b == -1 is the
 * platform. SUPPORT: the contact normal is within 60 degrees of vertical, a is the element held and
 * b the one under it (or the platform). LEAN: a side contact, a < b. */
typedef enum megacity_physics_contact_kind {
    MEGACITY_PHYSICS_SUPPORT,
    MEGACITY_PHYSICS_LEAN
} megacity_physics_contact_kind;
typedef struct megacity_physics_contact {
    int a, b; /* element indexes into the tower (not ids) */
    megacity_physics_contact_kind kind;
    double nx, ny; /* unit normal from a towards b */
} megacity_physics_contact;
/* Fills out[] (up to cap) and returns how many were written. */
int megacity_physics_contacts(const megacity_physics_tower *t, megacity_physics_contact *out,
                              int cap);
/* True when every element touches at least one other element (the rulebook's rule). */
bool megacity_physics_all_connected(const megacity_physics_tower *t);
/* True when some element touches the platform top somewhere in [x0, x1]. */
bool megacity_physics_touches_platform(const megacity_physics_tower *t, double x0, double x1);

/* ---- architectural features (docs/rules/megacity.md draws each one) ------------------------- */
bool megacity_physics_feature_no_overhang(const megacity_physics_tower *t);
bool megacity_physics_feature_no_material(const megacity_physics_tower *t, int material);
bool megacity_physics_feature_on_vent(const megacity_physics_tower *t, double vent_x0,
                                      double vent_x1);
bool megacity_physics_feature_courtyard(const megacity_physics_tower *t);
bool megacity_physics_feature_low_arch(const megacity_physics_tower *t);
bool megacity_physics_feature_high_arch(const megacity_physics_tower *t);

#endif
