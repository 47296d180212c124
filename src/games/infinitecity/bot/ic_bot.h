/* ic_bot.h: Infinite City's bots. A turn is a sequence of actions (play, place, then the power's
 * choices, chains included), so the bots search whole turns: every line of the turn that starts
 * with each legal action, the later choices pruned to the best few on the evaluation below, in
 * a world dealt by determinize (hands, deck and face-down tiles the seat cannot see).
 *   easy: the score and the tokens only, a narrow search, noise on the choice;
 *   normal: the evaluation with weights set by hand (score, groups about to score, the tokens
 *     that can still be played before the end, open tiles next to each player, Power Station
 *     cover, hand), one world;
 *   hard: the evaluation with weights fitted, phase by phase, to how games end (silver rings,
 *     the race to the last token); its first actions valued by normal's search over eight
 *     worlds, their mean deciding; once a supply is down to 4 (or in the last round), the best
 *     six each played on in several more worlds to the end (its own turns by a quicker planner,
 *     at two players the opponent's as normal plays them), the mean of the evaluations after
 *     its turn and at the end deciding (ic_bot_hard_value).
 * No level takes a Mausoleum with a Mausoleum while another tile can be taken (two bots did so
 * in turn for ever: the position repeated). ai_choose() hands Infinite City's easy, normal and
 * hard decisions to ic_bot_choose(). Pure C, deterministic for a given view, seat, level and
 * seed; sees only the seat's view; work is bounded by node counts scaled by the caller's budget
 * (ai_work); stops on ai_stopped. */
#ifndef CB_INFINITECITY_BOT_H
#define CB_INFINITECITY_BOT_H
#include <stdint.h>

#include "ai/ai.h"
#include "games/infinitecity/rules/infinitecity.h"

extern const game_def infinitecity_game;

/* The action for `seat` in `view` (ic_view of that seat), AI_NO_ACTION when it may not act. */
game_action ic_bot_choose(const ic_state *view, int seat, ai_level level, uint64_t seed,
                          ai_stop *stop);

/* The evaluation: a seat's value is its features (ic_bot_features) weighed by the weights of
 * the game's phase (ic_bot_phase); the evaluation of a position for a seat is its value minus
 * the best other seat's. A finished game is its score instead. */
enum {
    IC_F_POINTS,   /* groups of 3+ and printed values */
    IC_F_SILVER,   /* silver-majority points the seat would score now */
    IC_F_RINGS,    /* silver rings controlled */
    IC_F_PAIRS,    /* groups of 2: one tile from scoring 3 */
    IC_F_PLAYABLE, /* tokens that can still be played before the end */
    IC_F_SUPPLY,   /* tokens in supply */
    IC_F_HAND,     /* tiles in hand (up to 8) */
    IC_F_OPEN,     /* empty or face-down tiles next to the seat's */
    IC_F_COVER,    /* controlled tiles under a Power Station's cover */
    IC_F_LARGEST,  /* tiles of its largest group */
    IC_F_TILES,    /* tiles controlled */
    IC_F_MOVE,     /* 1 for the seat to play */
    IC_NF
};
enum { IC_PHASES = 4 }; /* by the smallest supply: 11+, 7-10, 4-6, 0-3 or the last round */
int ic_bot_phase(const ic_state *s);
void ic_bot_features(const ic_state *s, double f[GAME_MAX_PLAYERS][IC_NF]);

typedef struct ic_weights {
    double fw[IC_PHASES][IC_NF];
} ic_weights;
/* plain (easy): the score and the tokens; normal: set by hand, the same in every phase;
 * hard: fitted to the final margins of 3000 games (tools/ic_bot_tune.c) */
extern const ic_weights ic_weights_plain, ic_weights_normal, ic_weights_hard;
#define IC_BOT_END 1000.0 /* a finished game won (lost: minus) */

/* ic_bot_choose with the evaluation's weights given (NULL: the level's own); the tests play
 * the search with other weights. */
game_action ic_bot_choose_w(const ic_state *view, int seat, ai_level level, uint64_t seed,
                            ai_stop *stop, const ic_weights *w);

/* The evaluation of s for seat with weights w (NULL: normal's): +-1000 plus the score margin
 * when the game is over. */
double ic_bot_eval(const ic_state *s, int seat, const ic_weights *w);

/* Hard's final value of a candidate: the mean of its evaluations over the worlds it was played
 * in; root (its value from the search over the eight root worlds) only breaks near ties, without
 * the
 * +-1000 of a game won or lost in one of those worlds (a lucky world must not decide). */
double ic_bot_hard_value(double mean, double root);

#endif
