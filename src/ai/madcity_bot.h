/* madcity_bot.h: bots that race in Mad City. A bot plans its whole 3x3 city with a real search
 * (mad_search over the dealt tiles, within a CPU budget set by its level), then builds it at a
 * human pace: pick a tile, turn it, place it, one action every 0.6-2 s depending on the level,
 * with small random delays. It only reads the view its seat may see (def->view(state, seat)).
 * No threads, no globals: one bot per seat, driven by the race screen every frame. */
#ifndef CB_MADCITY_BOT_H
#define CB_MADCITY_BOT_H
#include <stdbool.h>
#include <stdint.h>

#include "games/game.h"

typedef struct mad_bot mad_bot;

enum { MAD_BOT_EASY, MAD_BOT_NORMAL, MAD_BOT_HARD, MAD_BOT_LEVELS };

/* A bot for seat (0-based) at level 0 easy, 1 normal, 2 hard (clamped). NULL if out of memory.
 * The same seed and the same sequence of views and clock values give the same actions. */
mad_bot *mad_bot_new(int seat, int level, uint64_t seed);
void mad_bot_free(mad_bot *b); /* NULL is fine */

/* Called every frame with the seat's current view (the race state as that seat may see it: a
 * madcity_state from madcity_game.view) and the race clock in seconds since the round started
 * (any monotonic clock in seconds works; the bot only compares it with its own timestamps).
 * Returns true with one action in *out when the bot wants to act now: a place, move, rotate,
 * swap, claim, grab tree, done or ready action legal for its seat in that view. Otherwise false
 * (waiting for its next step, or nothing to do for its seat).
 * The first call of a round plans the whole city (easy ~5 ms, normal ~20 ms, hard ~50 ms of
 * CPU; deterministic for a given seed and view); later calls are cheap. The bot re-plans when
 * its view changes unexpectedly (a refused action, a swap with the common tile...), says ready
 * in the ready phase after a short delay, makes contractor claims its plan supports (Standard
 * game), grabs the tree when the lakes/parks it would score outweigh building more (hard; at
 * random sometimes for easy) and says done when finished. */
bool mad_bot_next(mad_bot *b, const void *view_state, double race_seconds, game_action *out);

/* For tests and tuning: CPU seconds the last plan took, and how many plans were made. */
double mad_bot_last_plan_seconds(const mad_bot *b);
int mad_bot_plans(const mad_bot *b);

#endif
