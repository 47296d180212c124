/* racer.c: the racer hooks of a game, from its bot table (ai_game_bot.racer); see racer.h. */
#include "ai/racer.h"
#include "ai/ai.h"

#include <stddef.h>

const racer_def *racer_find(const game_def *g)
{
    const ai_game_bot *b = ai_game_bot_for(g);
    return b ? b->racer : NULL;
}
