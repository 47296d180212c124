/* physics.h: MegaCity towers on Chipmunk2D, in side elevation. One world = one platform, its
 * building elements and the table under it. Pure C, no SDL; no global state: two worlds built
 * with the same calls in the same order give bit-identical poses (the build must keep -std=c11,
 * -ffp-contract=off and no fast-math). Units: metres, kilograms, seconds; y points up, the
 * platform's top is y = 0 and its centre x = 0 at rest. The geometric checks of the settled
 * tower (height, contacts, architectural features) work on a snapshot, `phys_tower`, so the
 * rules can run them without a live world. See docs/rules/megacity.md for every definition. */
#ifndef CB_PHYSICS_H
#define CB_PHYSICS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    PHYS_MAX_PIECES = 4,    /* convex pieces per element shape */
    PHYS_MAX_VERTS = 8,     /* vertices per convex piece */
    PHYS_MAX_ELEMENTS = 64, /* elements per world / tower */
    PHYS_MAX_MATERIALS = 4,
    PHYS_MAX_CONTACTS = PHYS_MAX_ELEMENTS * (PHYS_MAX_ELEMENTS + 1) / 2, /* every pair */
    PHYS_HZ = 120,                                                       /* frames per second */
    PHYS_SUBSTEPS = 4 /* substeps per frame (1/480 s each) */
};

#define PHYS_FRAME_DT (1.0 / 120.0)

/* One convex piece, counter-clockwise, in the element's frame (metres). */
typedef struct phys_piece {
    int n;
    double v[PHYS_MAX_VERTS][2];
} phys_piece;

/* An element shape: one or more convex pieces (an arch is two or three). The element's frame
 * has its origin at the centre of the shape's unrotated bounding box, so a pose is that
 * centre; w and h are the bounding box size. */
typedef struct phys_shape_def {
    const char *key; /* "cube", "arch": file and text key */
    double w, h;
    int n_pieces;
    phys_piece piece[PHYS_MAX_PIECES];
    bool holed; /* has a closed hole (a window): counts as a high arch wherever it stands */
} phys_shape_def;

typedef struct phys_pose {
    double x, y, angle; /* metres, metres, radians (counter-clockwise) */
} phys_pose;

/* Zero means "the default" for every tuning field (sokol style). */
typedef struct phys_desc {
    const phys_shape_def *shapes; /* required: the shape table, n_shapes entries */
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
} phys_desc;

typedef struct phys_world phys_world;

/* ---- world ---------------------------------------------------------------------------------- */
phys_world *phys_create(const phys_desc *d); /* NULL if the description is unusable */
void phys_destroy(phys_world *w);            /* frees everything; NULL is fine */
/* Adds the platform (static at rest, top at y = 0, centre x = 0) if not there yet. */
void phys_add_platform(phys_world *w);
/* Adds an element; returns its id (0..PHYS_MAX_ELEMENTS-1, the lowest free slot) or -1. */
int phys_add_element(phys_world *w, int shape, int material, phys_pose pose);
/* Removes an element (wakes what touched it). False if id is not a live element. */
bool phys_remove_element(phys_world *w, int id);
bool phys_element_alive(const phys_world *w, int id);
int phys_element_count(const phys_world *w); /* live elements */
phys_pose phys_element_pose(const phys_world *w, int id);
/* Poses of slots 0..PHYS_MAX_ELEMENTS-1 (dead slots zeroed): a flat array to compare or save. */
void phys_poses(const phys_world *w, phys_pose out[PHYS_MAX_ELEMENTS]);
double phys_platform_x(const phys_world *w);

/* ---- time ----------------------------------------------------------------------------------- */
/* One 1/120 s frame: 4 substeps of 1/480 s. Costs nothing when every element sleeps and the
 * platform is still (sleeping bodies cannot move until something wakes them). */
void phys_step(phys_world *w);
bool phys_asleep(const phys_world *w); /* every element sleeps (true when there is none) */
/* Steps until every element sleeps or max_frames have passed; returns the frames stepped. */
int phys_settle(phys_world *w, int max_frames);
double phys_kinetic_energy(const phys_world *w); /* joules, awake elements (sleepers are at rest) */
long phys_frames(const phys_world *w);           /* frames stepped since creation */

typedef struct phys_stats {
    double max_disp;   /* largest distance an element moved from its pose at the start (m) */
    double max_rot;    /* largest |angle change| (rad) */
    double max_energy; /* largest kinetic energy seen (J) */
    double end_energy;
} phys_stats;
/* Steps `frames` frames and measures how much the elements moved over that window. */
phys_stats phys_watch(phys_world *w, int frames);

/* ---- the delivery slide --------------------------------------------------------------------- */
/* Moves the platform along the table to x (metres) over the next frame, then steps: the
 * platform is kinematic with the velocity that gets it there. Feed one target per frame (the
 * player's drag, smoothed or not). */
void phys_slide_frame(phys_world *w, double x);
/* The same with a velocity (m/s along the table) for the next frame. */
void phys_slide_frame_velocity(phys_world *w, double vx);
/* Stops the platform where it is and makes it static again. */
void phys_slide_end(phys_world *w);
/* Fills xs[0..] with per-frame platform positions for a start-stop slide: constant
 * acceleration `accel` (m/s^2) for `t_accel` seconds, then the same deceleration to rest,
 * starting from x0. Returns the number of frames (at most cap). */
int phys_slide_profile(double x0, double accel, double t_accel, double *xs, int cap);

/* ---- collapse ------------------------------------------------------------------------------- */
/* An element has fallen once it touched the table (or its lowest point went below the
 * platform's top while off the platform). Sticky until the element is removed. */
bool phys_fell(const phys_world *w, int id);
int phys_fallen(const phys_world *w, int *ids, int cap); /* ids in ascending order */

/* ---- snapshot and geometry of a settled tower ----------------------------------------------- */
typedef struct phys_elem {
    int16_t id; /* element id in its world, or any caller tag */
    int16_t shape, material, pad;
    phys_pose pose; /* relative to the platform: x from its centre, y from its top */
} phys_elem;

typedef struct phys_tower {
    const phys_shape_def *shapes;
    double platform_width;
    int n;
    phys_elem e[PHYS_MAX_ELEMENTS];
} phys_tower;

/* Takes the live elements that have not fallen (ascending ids), poses relative to the
 * platform. */
void phys_capture(const phys_world *w, phys_tower *out);

typedef struct phys_bbox {
    double x0, y0, x1, y1;
} phys_bbox;

#define PHYS_FLOOR_M 0.001  /* one floor = 1 mm above the platform top, as the rulebook says */
#define PHYS_TOUCH_M 0.0003 /* two outlines closer than this touch (contact tolerance) */

phys_bbox phys_elem_bbox(const phys_tower *t, int i); /* element i's axis-aligned box */
phys_bbox phys_tower_bbox(const phys_tower *t);       /* all elements (zero box when empty) */
double phys_tower_height(const phys_tower *t);        /* top of the highest element, m */
int phys_height_floors(const phys_tower *t);          /* height in floors, rounded to the nearest */
bool phys_within_platform(const phys_tower *t);       /* no element past the platform's edges */
int phys_material_count(const phys_tower *t, int material);

/* Contacts between outlines closer than PHYS_TOUCH_M, each pair once; b == -1 is the platform.
 * SUPPORT: the contact normal is within 60 degrees of vertical, a is the element held and b the
 * one under it (or the platform). LEAN: a side contact, a < b. */
typedef enum phys_contact_kind { PHYS_SUPPORT, PHYS_LEAN } phys_contact_kind;
typedef struct phys_contact {
    int a, b; /* element indexes into the tower (not ids) */
    phys_contact_kind kind;
    double nx, ny; /* unit normal from a towards b */
} phys_contact;
/* Fills out[] (up to cap) and returns how many were written. */
int phys_contacts(const phys_tower *t, phys_contact *out, int cap);
/* True when every element touches at least one other element (the rulebook's rule). */
bool phys_all_connected(const phys_tower *t);
/* True when some element touches the platform top somewhere in [x0, x1]. */
bool phys_touches_platform(const phys_tower *t, double x0, double x1);

/* ---- architectural features (docs/rules/megacity.md draws each one) ------------------------- */
bool phys_feature_no_overhang(const phys_tower *t);
bool phys_feature_no_material(const phys_tower *t, int material);
bool phys_feature_on_vent(const phys_tower *t, double vent_x0, double vent_x1);
bool phys_feature_courtyard(const phys_tower *t);
bool phys_feature_low_arch(const phys_tower *t);
bool phys_feature_high_arch(const phys_tower *t);

#endif
