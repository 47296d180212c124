/* madcity_bot.h: bots that race in Mad City. A bot plans its whole 3x3 city with a real search
 * (madcity_search over the dealt tiles, within a CPU budget set by its level), then builds it at a
 * human pace: pick a tile, turn it, place it, one action every 0.6-2 s depending on the level,
 * with small random delays. It only reads the view its seat may see (def->view(state, seat)).
 * No threads, no globals: one bot per seat, a racer (racer.h, madcity_racer.c) that the match's
 * table (match/table.h) calls every step, in the app's race screen and in the command line alike.
 */
#ifndef CB_MADCITY_BOT_H
#define CB_MADCITY_BOT_H
#include <stdbool.h>
#include <stdint.h>

#include "games/game.h"

typedef struct madcity_bot_state madcity_bot_state;

enum { MADCITY_BOT_EASY, MADCITY_BOT_NORMAL, MADCITY_BOT_HARD, MADCITY_BOT_LEVELS };

/* A bot for seat (0-based) at level 0 easy, 1 normal, 2 hard (clamped). NULL if out of memory.
 * The same seed and the same sequence of views and clock values give the same actions. */
madcity_bot_state *madcity_bot_new(int seat, int level, uint64_t seed);
void madcity_bot_free(madcity_bot_state *b); /* NULL is fine */

/* Called every frame with the seat's current view (the race state as that seat may see it: a
 * madcity_state from madcity_game.view) and the race clock in seconds since the round started
 * (any clock in seconds that runs during the race works: the bot only compares it with its own
 * timestamps, and a clock that restarts at 0 for a new round is fine; a clock held still, as in
 * a paused race, holds the bot too, except in the ready phase, where it says ready after about
 * 180 calls anyway).
 * Returns true with one action in *out when the bot wants to act now: a place, move, rotate,
 * return, swap, claim, grab tree, done or ready action legal for its seat in that view (it is
 * tried on a copy of the view first). Otherwise false (waiting for its next step, or nothing to
 * do for its seat). The caller applies the action; if it does so a little later (next tick) the
 * bot waits for it to show in the view before its next step.
 * The first calls of a round plan the whole city, one restart of the search per call so no
 * frame stalls (easy 1 call, ~1 ms of CPU in all; normal 3 calls, ~9 ms; hard 8 calls of
 * ~3.5 ms, ~28 ms in all: within the 5/20/50 ms budgets), before its first action, which comes
 * after a human start delay anyway. Deterministic for a given seed and sequence of views and
 * clock values (fixed work, no wall-clock cap); later calls are cheap. It then builds at its
 * level's pace (one action every 1.5-2 s easy, 0.9-1.4 s normal, 0.6-0.9 s hard, after a start
 * delay), re-plans when its view changes unexpectedly (its tiles moved, the common tile swapped by
 * another seat...), says ready in the ready phase after a short delay, makes contractor claims its
 * city supports (Standard game), takes the tree when the lakes/parks it would score (hard: and
 * deny) outweigh building more (easy: sometimes at random), holding the tree palms the contractors
 * that pay once the other cities are final (Standard game; normal and hard watch until then or
 * the last 5 s) and says done when finished. The
 * turn-based solitaire puzzles are not raced (false); speed solitaire, a 4x4 race, is. */
bool madcity_bot_next(madcity_bot_state *b, const void *view_state, double race_seconds,
                      game_action *out);

/* For tests and tuning: CPU seconds the last plan took, and how many plans were made. */
double madcity_bot_last_plan_seconds(const madcity_bot_state *b);
int madcity_bot_plans(const madcity_bot_state *b);

#endif
