/* racer.c: the one list of games that have racers (real-time bots); see racer.h. */
#include "ai/racer.h"

#include <stddef.h>

extern const racer_def madcity_racer; /* ai/madcity_racer.c */

static const racer_def *const racers[] = {&madcity_racer};

const racer_def *racer_find(const game_def *g)
{
    for (size_t i = 0; g && i < sizeof racers / sizeof racers[0]; i++)
        if (racers[i]->game == g) return racers[i];
    return NULL;
}
