/* racer.h: a game's racers (real-time bots, match/racer.h), looked up in the games' bot table. */
#ifndef CB_RACER_H
#define CB_RACER_H
#include "games/game.h"
#include "match/racer.h"

/* The racer hooks of g, NULL when it has none (turn-based games: their bots are ai_choose). */
const racer_def *racer_find(const game_def *g);

#endif
