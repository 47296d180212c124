/* template_bot.h: "Stone pile"'s own bots, the shape a new game's bot takes (Fun City's,
 * Infinite City's and MegaCity's are the same shape, larger). A bot sees one seat's view only;
 * what the view hides it guesses with the rules' determinize, one guess per "world".
 *   easy: the most stones now (a card before a take), one slip in four;
 *   normal: looks four actions ahead in one world;
 *   hard: looks twelve actions ahead (to the end of most games) in eight worlds, the mean of
 *     each first action's values deciding.
 * ai_choose() hands the template's easy, normal and hard decisions to template_bot_choose (the
 * registration: `const ai_game_bot template_bot`, found through BOT in the game's CMakeLists).
 * Pure C, deterministic for a given view, seat, level and seed; its work is a node count scaled
 * by the caller's budget (ai_work); it stops on ai_stopped with the best action found so far. */
#ifndef CB_TEMPLATE_BOT_H
#define CB_TEMPLATE_BOT_H
#include <stdint.h>

#include "ai/ai.h"
#include "games/template/rules/template.h"

/* The action for seat in view (the rules' view of that seat), AI_NO_ACTION when it may not act.
 */
game_action template_bot_choose(const template_state *view, int seat, ai_level level, uint64_t seed,
                                ai_stop *stop);

/* The value of s for the seat to move: the stones it leads by, and the score margin (plus or
 * minus TEMPLATE_BOT_END) once the game is over. */
double template_bot_value(const template_state *s);
#define TEMPLATE_BOT_END 100.0

#endif
