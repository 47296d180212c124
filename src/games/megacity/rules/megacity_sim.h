/* megacity_sim.h: the physics side of MegaCity shared by the workshop scene, the bots and the
 * command line: a live Chipmunk world for one platform's tower, dropping an element and
 * settling it into a pose the rules can record (`build`), and playing a delivery slide to the
 * delivery action that says how it ended. Pure C (MegaCity's rules library, its physics/ folder
 * included); deterministic. */
#ifndef CB_MEGACITY_SIM_H
#define CB_MEGACITY_SIM_H
#include "games/megacity/rules/megacity.h"
#include "games/megacity/physics/megacity_physics.h"

enum {
    MEGACITY_SIM_SETTLE = 240,     /* frames a drop may take to come to rest (2 s) */
    MEGACITY_SIM_DOCK = 240,       /* frames watched after a slide stops, for a collapse (2 s) */
    MEGACITY_SIM_SLIDE_MAX = 1200, /* longest slide recorded (10 s at 120 Hz) */
};
/* metres the platform travels from the workshop to the city */
#define MEGACITY_SLIDE_DISTANCE 0.60
/* The nudge a platform in the city feels when another docks beside it: pushed away from the
 * newcomer at MEGACITY_BUMP_SPEED for MEGACITY_BUMP_FRAMES frames (1 mm), then stopped dead. */
#define MEGACITY_BUMP_SPEED 0.04
enum { MEGACITY_BUMP_FRAMES = 3 };

/* A world holding platform `pl` (static, top at y = 0) and its elements at their recorded
 * poses: element id i is slot i of pl->el. NULL only when out of memory. */
megacity_physics_world *megacity_world_new(const megacity_plat *pl);

/* The elements of w that have fallen, as a mask of ids (= tower slots). */
unsigned megacity_fallen_mask(const megacity_physics_world *w);

/* Pose units <-> physics. */
megacity_physics_pose megacity_el_pose(const megacity_el *e);
void megacity_el_from_pose(int kind, megacity_physics_pose p,
                           megacity_el *out); /* rounds, angle into 0..3599 */

/* Drops an element of `kind` with its centre at x (metres from the platform's centre) and
 * angle (radians), released just above the tower, and lets the world settle. On success
 * *out is the element's rest pose and moved[] the rest poses of the elements already there
 * (slot order; compare with pl->el to see which the drop disturbed). False when the drop or
 * anything else fell off the platform, or nothing came to rest in MEGACITY_SIM_SETTLE frames. */
bool megacity_sim_drop(const megacity_plat *pl, int kind, double x, double angle, megacity_el *out,
                       megacity_el moved[MEGACITY_TOWER]);

/* Plays a delivery: the platform follows xs[0..frames-1] (its x per frame, metres, from 0 to
 * about MEGACITY_SLIDE_DISTANCE), stops, and the tower is watched for MEGACITY_SIM_DOCK frames.
 * Returns the delivery action of platform `plat` to city cell `cell`: stood (MEGACITY_A_DELIVER),
 * fell in the slide (megacity_encode_collapse after = 0, the slots that fell), or collapsed in the
 * city (after = 1). `s` gives the platform's tower; the action names the default contract (the most
 * points among those the tower fulfils: megacity_fitting), megacity_with_contract names another. */
game_action megacity_sim_delivery(const megacity_state *s, int plat, int cell, const double *xs,
                                  int frames);

/* The nudge played frame by frame (the board draws the wobble from w; megacity_sim_bump runs it
 * at once): start makes the world of the tower on platform `plat` of s and settles it; step
 * plays one 1/120 s frame and returns false once the tower is at rest again (or MEGACITY_SIM_DOCK
 * frames after the nudge); fell is the mask of its slots that fell. */
typedef struct megacity_bump {
    megacity_physics_world *w; /* NULL: nothing to shake (or out of memory) */
    int plat, dir, frame, n;
} megacity_bump;
void megacity_bump_start(megacity_bump *b, const megacity_state *s, int plat, int dir);
bool megacity_bump_step(megacity_bump *b);
unsigned megacity_bump_fell(const megacity_bump *b);
void megacity_bump_end(megacity_bump *b);
/* The platform at cell c if it holds a building that feels a platform docking at `cell` (its
 * neighbour), else 0. */
int megacity_bump_neighbour(const megacity_state *s, int cell, int c);
/* The direction a platform at cell `at` is pushed by one docking at `from` (+1 or -1). */
int megacity_bump_dir(int from, int at);
unsigned megacity_sim_bump(const megacity_state *s, int plat,
                           int dir); /* the whole nudge: fell mask */
/* After a delivery (phase MEGACITY_PH_POST): the `shaken` action of the first neighbour of the
 * delivered platform that the nudge brings down (ascending cells), 0 when all of them stand.
 * Both the board and the bots submit these before the delivering player's next choice. */
game_action megacity_sim_shaken(const megacity_state *s);

/* A start-stop slide over MEGACITY_SLIDE_DISTANCE with acceleration accel (m/s^2): xs filled,
 * returns the frame count. A careful hand is about 0.8, a hurried one 2.5. */
int megacity_sim_slide_profile(double accel, double *xs, int cap);

/* The platform under a hand, frame by frame (the live slide on screen): each 1/120 s frame it
 * moves towards where the hand wants it, at most MEGACITY_HAND_SPEED. A seat with a steadier
 * slide (handicap, megacity_state.steady percent) also has its acceleration capped at
 * megacity_steady_accel and brakes into where the hand stops, so a jerk of the hand reaches
 * the tower softened; steady 0 is the hand as it is. */
#define MEGACITY_HAND_SPEED 1.5 /* m/s */
typedef struct megacity_hand {
    double x, v; /* m, m/s (v: the steady hand's only) */
    int steady;  /* percent, 0..100 */
} megacity_hand;
double megacity_steady_accel(int steady); /* m/s^2: the cap of a steadiness; 0: none (HUGE_VAL) */
double megacity_hand_next(megacity_hand *h, double target); /* the platform's next x */

#endif
