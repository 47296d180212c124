/* megacity_sim.h: the physics side of MegaCity shared by the workshop scene, the bots and the
 * command line: a live Chipmunk world for one platform's tower, dropping an element and
 * settling it into a pose the rules can record (`build`), and playing a delivery slide to the
 * delivery action that says how it ended. Pure C (cb_games over cb_physics); deterministic. */
#ifndef CB_MEGACITY_SIM_H
#define CB_MEGACITY_SIM_H
#include "games/megacity/megacity.h"
#include "physics/physics.h"

enum {
    MEGA_SIM_SETTLE = 240,     /* frames a drop may take to come to rest (2 s) */
    MEGA_SIM_DOCK = 240,       /* frames watched after a slide stops, for a collapse (2 s) */
    MEGA_SIM_SLIDE_MAX = 1200, /* longest slide recorded (10 s at 120 Hz) */
};
#define MEGA_SLIDE_DISTANCE 0.60 /* metres the platform travels from the workshop to the city */

/* A world holding platform `pl` (static, top at y = 0) and its elements at their recorded
 * poses: element id i is slot i of pl->el. NULL only when out of memory. */
phys_world *mega_world_new(const mega_plat *pl);

/* Pose units <-> physics. */
phys_pose mega_el_pose(const mega_el *e);
void mega_el_from_pose(int kind, phys_pose p, mega_el *out); /* rounds, angle into 0..3599 */

/* Drops an element of `kind` with its centre at x (metres from the platform's centre) and
 * angle (radians), released just above the tower, and lets the world settle. On success
 * *out is the element's rest pose and moved[] the rest poses of the elements already there
 * (slot order; compare with pl->el to see which the drop disturbed). False when the drop or
 * anything else fell off the platform, or nothing came to rest in MEGA_SIM_SETTLE frames. */
bool mega_sim_drop(const mega_plat *pl, int kind, double x, double angle, mega_el *out,
                   mega_el moved[MEGA_TOWER]);

/* Plays a delivery: the platform follows xs[0..frames-1] (its x per frame, metres, from 0 to
 * about MEGA_SLIDE_DISTANCE), stops, and the tower is watched for MEGA_SIM_DOCK frames. Returns
 * the delivery action of platform `plat` to city cell `cell`: stood (MEGA_A_DELIVER), fell in
 * the slide (mega_encode_collapse after = 0, the slots that fell), or collapsed in the city
 * (after = 1). `s` gives the platform's tower. */
game_action mega_sim_delivery(const mega_state *s, int plat, int cell, const double *xs,
                              int frames);

/* A start-stop slide over MEGA_SLIDE_DISTANCE with acceleration accel (m/s^2): xs filled,
 * returns the frame count. A careful hand is about 0.8, a hurried one 2.5. */
int mega_sim_slide_profile(double accel, double *xs, int cap);

#endif
