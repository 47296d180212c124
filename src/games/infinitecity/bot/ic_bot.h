/* ic_bot.h: Infinite City's bots. A turn is a sequence of actions (play, place, then the power's
 * choices, chains included), so the bots search whole turns: every line of the turn that starts
 * with each legal action, the later choices pruned to the best few on the evaluation below, in
 * a world dealt by determinize (hands, deck and face-down tiles the seat cannot see).
 *   easy: the score and the tokens only, a narrow search, noise on the choice;
 *   normal: the whole evaluation (score, groups about to score, the tokens that can still be
 *     played before the end, open tiles next to each player, Power Station cover, hand), one
 *     world;
 *   hard: its first actions valued as normal's over eight worlds, their mean deciding; once a
 *     supply is down to 4 (or in the last round), the best six each played on in several more
 *     worlds to the end by a quicker planner, the mean of the evaluations after its turn and at
 *     the end deciding (ic_bot_hard_value).
 * ai_choose() hands Infinite City's easy, normal and hard decisions to ic_bot_choose(). Pure C,
 * deterministic for a given view, seat, level and seed; sees only the seat's view; work is
 * bounded by node counts (never a clock); honours cancel. */
#ifndef CB_INFINITECITY_BOT_H
#define CB_INFINITECITY_BOT_H
#include <stdint.h>

#include "ai/ai.h"
#include "games/infinitecity/rules/infinitecity.h"

extern const game_def infinitecity_game;

/* The action for `seat` in `view` (ic_view of that seat), AI_NO_ACTION when it may not act. */
game_action ic_bot_choose(const ic_state *view, int seat, ai_level level, uint64_t seed,
                          atomic_int *cancel);

/* The evaluation's weights (per seat; see ic_bot_eval.c). */
typedef struct ic_weights {
    double pair, token, open, cover, hand, supply, group;
} ic_weights;
extern const ic_weights ic_weights_normal, ic_weights_hard;
#define IC_BOT_END 1000.0 /* a finished game won (lost: minus) */

/* ic_bot_choose with the evaluation's weights given (NULL: the level's own: hard's for hard,
 * normal's below); the tuning tool plays normal's search with other weights. */
game_action ic_bot_choose_w(const ic_state *view, int seat, ai_level level, uint64_t seed,
                            atomic_int *cancel, const ic_weights *w);

/* The evaluation of s for seat: its value minus the best other seat's (points and prospects);
 * a finished game is worth +-1000 plus the score margin. plain: the score and tokens only. */
double ic_bot_eval(const ic_state *s, int seat, bool plain); /* normal's weights */
double ic_bot_eval_w(const ic_state *s, int seat, bool plain, const ic_weights *w);

/* Hard's final value of a candidate: the mean of its evaluations over the worlds it was played
 * in; root (normal's value of it over three other worlds) only breaks near ties, without the
 * +-1000 of a game won or lost in one of those worlds (a lucky world must not decide). */
double ic_bot_hard_value(double mean, double root);

#endif
