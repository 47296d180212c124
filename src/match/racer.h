/* racer.h: the interface of real-time bots ("racers"), which the table (table.h) drives. A game
 * whose seats act at once against the clock (Mad City's race) gives a racer_def in its bot table
 * (ai_game_bot.racer, found with ai/racer.h's racer_find): how to make a racer for a bot seat,
 * how to ask it for its next action, and when and how fast the racers' own clock runs. What the
 * rules' clock does is the rules' (game_def.clock_runs, clock_speed), not the bots'.
 * Racers do a fixed amount of work per call (no threads, no wall-clock cap, nothing to cancel):
 * a call returns within its level's budget, and the same seed, views and clock values give the
 * same actions. Pure C. */
#ifndef CB_MATCH_RACER_H
#define CB_MATCH_RACER_H
#include <stdbool.h>
#include <stdint.h>

#include "games/game.h"
#include "match/match.h"

typedef struct racer_def {
    const game_def *game; /* the game these hooks are for */
    /* A racer for seat at level (match levels; the game maps them to its own). NULL: no memory. */
    void *(*create)(int seat, match_level level, uint64_t seed);
    void (*destroy)(void *racer); /* NULL is fine */
    /* Called every step with the seat's view and the racer's clock (seconds that run only
     * while the racers run): true with one action in *out when it acts now. */
    bool (*next)(void *racer, const void *view, double clock, game_action *out);
    /* Optional (NULL: while the game is not over): whether the racers run in state. */
    bool (*running)(const void *state);
    /* Optional (NULL: speed): how fast the racers' clock runs now, given the step's speed (the
     * rules' clock_speed); humans: bit i set when seat i is a person. */
    double (*pace)(const void *state, uint32_t humans, double speed);
} racer_def;

#endif
