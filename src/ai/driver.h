/* driver.h: the real-time driver, shared by the play host's boards and the command line. It owns
 * one racer (racer.h) per bot seat of a match and advances real time: it accumulates time, calls
 * the rules' tick at the game's tick_hz (the game's tick decides what a tick does) and asks each
 * bot seat's racer for its next action on the seat's own view, with the racers' clock. Ticks and
 * actions go through a host, so the app routes them through its own paths (animations, autosave,
 * the board's callbacks) while the command line applies them to the match directly.
 * Which parts run is decided by the game's hooks (the race runs, one at a time, everyone done)
 * and by the caller (a countdown, a hand-over or a pause: it leaves a part out, or does not call).
 * Racers do fixed work per call, so a step takes a bounded time and needs no cancel; the same
 * match seed and the same sequence of dt give the same game. Pure C, no globals. */
#ifndef CB_DRIVER_H
#define CB_DRIVER_H
#include <stdbool.h>

#include "games/game.h"
#include "match/match.h"

typedef struct driver driver;

enum {
    DRIVER_RULES = 1u << 0,  /* the rules' clock may run (no countdown nor hand-over holds it) */
    DRIVER_RACERS = 1u << 1, /* the racers may run */
    DRIVER_ALL = DRIVER_RULES | DRIVER_RACERS,
};

typedef struct driver_host {
    void (*tick)(void *user); /* one tick of the rules' clock (match_tick, then the host's own) */
    /* One racer's action for seat; true when it was applied. */
    bool (*submit)(void *user, int seat, game_action a);
    void *user;
} driver_host;

/* A driver for m's game and seats: a racer for every bot seat, seeded from the match seed (seed *
 * 31 + seat). NULL when the game has no racers (racer_find) or out of memory. */
driver *driver_create(const match *m);
void driver_destroy(driver *d); /* NULL is fine */

/* Advances real time by dt seconds (m is read; changes go through host). run: DRIVER_* parts
 * that may run in this step. The game's speed is read once, from the state the step starts in;
 * the rules tick while time is due and the game says its clock runs; then, if the racers run,
 * their clock advances and each bot seat in seat order may act (one action each at most),
 * stopping as soon as the racers stop running (a race that ended). */
void driver_advance(driver *d, const match *m, double dt, unsigned run, const driver_host *host);
/* One fixed step of 1/tick_hz s with everything running, ticks and actions applied to m itself
 * (match_tick, match_apply): the command line and the tests. */
void driver_step(driver *d, match *m);
/* Drops the part of a tick accumulated so far (a new race, a new builder's minute). */
void driver_restart(driver *d);

double driver_clock(const driver *d); /* the racers' clock, seconds */
int driver_refused(const driver *d);  /* racer actions the host did not apply (bugs) */

#endif
