/* racer.h: real-time bots ("racers") and the game's real-time hooks, looked up by game. A game
 * whose seats act at once against the clock (Mad City's race) gives a racer_def: how to make a
 * racer for a bot seat, how to ask it for its next action, and when its clocks run. The
 * real-time driver (ai/driver.h) is the only caller; the play host's boards and the command line
 * both go through the driver, so the app and the headless tools play the same bots.
 * Racers do a fixed amount of work per call (no threads, no wall-clock cap, nothing to cancel):
 * a call returns within its level's budget, and the same seed, views and clock values give the
 * same actions. Pure C, no globals but the constant list of racer_defs (racer.c). */
#ifndef CB_RACER_H
#define CB_RACER_H
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
    /* Optional (NULL: while the game is not over): whether the rules' clock runs in state
     * (a match_tick every 1/tick_hz s of game time). */
    bool (*timed)(const void *state);
    /* Optional (NULL: 1): how fast game time runs for the step that starts in state (the rules'
     * ticks and the racers' clock alike); humans: bit i set when seat i is a person. */
    double (*speed)(const void *state, uint32_t humans);
    /* Optional (NULL: speed): how fast the racers' clock runs now, given the step's speed. */
    double (*pace)(const void *state, uint32_t humans, double speed);
} racer_def;

/* The racer hooks of g, NULL when it has none (turn-based games: their bots are ai_choose). */
const racer_def *racer_find(const game_def *g);

#endif
