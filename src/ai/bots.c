/* bots.c: the table of games that have bots of their own, expanded from the one registration
 * (the generated games/list.h: a game registered with BOT provides `const ai_game_bot <id>_bot`).
 */
#include "ai/ai.h"
#include "games/list.h"

#include <stddef.h>

#define DECLARE(id) extern const ai_game_bot id##_bot;
CB_GAMES_BOT(DECLARE)
#undef DECLARE
#define ENTRY(id) &id##_bot,
static const ai_game_bot *const bots[] = {CB_GAMES_BOT(ENTRY) NULL};
#undef ENTRY

const ai_game_bot *ai_game_bot_for(const game_def *g)
{
    for (size_t i = 0; g && bots[i]; i++)
        if (bots[i]->game == g) return bots[i];
    return NULL;
}
