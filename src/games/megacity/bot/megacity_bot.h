/* megacity_bot.h: MegaCity: Oceania's bots. A MegaCity turn is not a list to search: a bot
 * picks contracts and platforms it can meet, gathers elements, plans a tower (a search over
 * drops, each verified by the physics: megacity_sim.h), builds it one element at a time with
 * `build` actions (settled poses), and delivers it with a slide whose care depends on its
 * level. ai_choose() hands MegaCity decisions to megacity_bot_choose(). Pure C, deterministic for a
 * given view, seat, level and seed; sees only the seat's view. */
#ifndef CB_MEGACITY_BOT_H
#define CB_MEGACITY_BOT_H
#include <stdbool.h>
#include <stdint.h>

#include "ai/ai.h"
#include "games/megacity/rules/megacity.h"

/* The bot's next action for `seat` in `view` (megacity's view of that seat). AI_NO_ACTION when
 * the seat may not act. A delivery comes back with its outcome already played
 * (megacity_sim_delivery over megacity_bot_slide()'s profile). */
game_action megacity_bot_choose(const megacity_state *view, int seat, ai_level level, uint64_t seed,
                                ai_stop *stop);

/* The slide a bot of `level` makes to deliver platform `plat` from `view`: per-frame platform
 * x (metres) into xs, returns the frame count. Deterministic in (view, seat, plat, level), so
 * the board can play the very slide the bot's outcome came from. */
int megacity_bot_slide(const megacity_state *view, int seat, int plat, ai_level level, double *xs,
                       int cap);

/* The planner level a `level` bot's decision in `view` searches with: its own, one up when 13
 * of its 15 elements are in front of it, two (at most hard) when all 15 are. Its towers still
 * stand its own level's slide. */
ai_level megacity_bot_search_level(const megacity_state *view, int seat, ai_level level);

/* ---- the tower planner (megacity_bot_plan.c) --------------------------------------------------
 */
/* A tower that meets a contract: the elements in build order with the poses the physics gives
 * them (each one megacity_sim_drop from the tower of the slots before it, disturbing nothing). */
typedef struct megacity_plan {
    int n;
    megacity_el el[MEGACITY_TOWER];
} megacity_plan;

/* Plans, from the bare platform `plat` (its face up in `view`), a tower for `contract` out of
 * the seat's loose elements plus those already on that platform: a beam search over drops
 * (kinds, x positions, 0/90 degrees, lintels laid across two supports of equal height) on a
 * box model, then the best plans replayed drop by drop with megacity_sim_drop, checked with
 * megacity_check_contract and the whole slide at the level's acceleration. The physics work is
 * bounded by a count per level (megacity_bot_plan.h), never a clock. The plan depends only on the
 * face, the contract, that multiset of elements and the level, so building it step by step (which
 * keeps the multiset) finds the same plan again. False when no plan passed. */
bool megacity_bot_plan(const megacity_state *view, int seat, int plat, int contract, ai_level level,
                       megacity_plan *out);

#endif
