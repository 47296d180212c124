/* megacity_bot.h: MegaCity: Oceania's bots. A MegaCity turn is not a list to search: a bot
 * picks contracts and platforms it can meet, gathers elements, plans a tower (a search over
 * drops, each verified by the physics: megacity_sim.h), builds it one element at a time with
 * `build` actions (settled poses), and delivers it with a slide whose care depends on its
 * level. ai_choose() hands MegaCity decisions to mega_bot_choose(). Pure C, deterministic for a
 * given view, seat, level and seed; sees only the seat's view. */
#ifndef CB_MEGACITY_BOT_H
#define CB_MEGACITY_BOT_H
#include <stdint.h>

#include "ai/ai.h"
#include "games/megacity/megacity.h"

/* The bot's next action for `seat` in `view` (megacity's view of that seat). AI_NO_ACTION when
 * the seat may not act. A delivery comes back with its outcome already played
 * (mega_sim_delivery over mega_bot_slide()'s profile). */
game_action mega_bot_choose(const mega_state *view, int seat, ai_level level, uint64_t seed,
                            volatile int *cancel);

/* The slide a bot of `level` makes to deliver platform `plat` from `view`: per-frame platform
 * x (metres) into xs, returns the frame count. Deterministic in (view, seat, plat, level), so
 * the board can play the very slide the bot's outcome came from. */
int mega_bot_slide(const mega_state *view, int seat, int plat, ai_level level, double *xs,
                   int cap);

#endif
