/* madcity_bot_claims.h: the racing bots' contractors (madcity_bot_claims.c), for madcity_bot.c. */
#ifndef CB_MADCITY_CLAIMS_H
#define CB_MADCITY_CLAIMS_H
#include <stdbool.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"
#include "games/madcity/bot/madcity_bot.h"
#include "games/madcity/rules/madcity.h"

/* Standard game contractors: my complete city against what the others show, with a margin for
 * what they may still build (level: MADCITY_BOT_EASY...; easy draws from rng). A bit mask. */
uint8_t madcity_choose_claims(const madcity_state *v, int seat, int level, rng_state *rng);

/* The tree holder's next action (a claim or done), or false to wait and look again. decided and
 * decision keep a choice made at once (easy, one at a time) across calls. */
bool madcity_holder_step(const madcity_state *v, int seat, int level, rng_state *rng, bool *decided,
                         uint8_t *decision, game_action *out);

#endif
