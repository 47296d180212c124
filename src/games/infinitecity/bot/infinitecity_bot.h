/* infinitecity_bot.h: Infinite City's bots. A turn is a sequence of actions (play, place, then the
 * power's choices, chains included), so the bots search whole turns: every line of the turn that
 * starts with each legal action, the later choices pruned to the best few on the evaluation below,
 * in a world dealt by determinize (hands, deck and face-down tiles the seat cannot see). easy: the
 * score and the tokens only, a narrow search, noise on the choice; normal: the evaluation with
 * weights set by hand (score, groups about to score, the tokens that can still be played before the
 * end, open tiles next to each player, Power Station cover, hand), one world; hard: the evaluation
 * with weights fitted, phase by phase, to how games end (silver rings, the race to the last token,
 * the tiles in hand by kind);
 * its first actions valued by normal's search over eight worlds (sixteen at two players before the
 * end is near), their mean deciding; once a supply is down to 4 (or in the last round), the best
 * six each played on in several more worlds to the end (its own turns by a quicker planner, at two
 * players the opponent's as normal plays them), the mean of the evaluations after its turn and at
 * the end deciding (infinitecity_bot_hard_value); the whole decision within
 * INFINITECITY_BOT_HARD_NODES, checked inside every world. No level takes a Mausoleum with a
 * Mausoleum while another tile can be taken (two bots did so in turn for ever: the position
 * repeated). ai_choose() hands Infinite City's easy, normal and hard decisions to
 * infinitecity_bot_choose(). Pure C, deterministic for a given view, seat, level and seed; sees
 * only the seat's view; work is bounded by node counts scaled by the caller's budget (ai_work);
 * stops on ai_stopped. */
#ifndef CB_INFINITECITY_BOT_H
#define CB_INFINITECITY_BOT_H
#include <stdint.h>

#include "ai/ai.h"
#include "games/infinitecity/rules/infinitecity.h"

extern const game_def infinitecity_game;

/* The action for `seat` in `view` (infinitecity_view of that seat), AI_NO_ACTION when it may not
 * act. */
game_action infinitecity_bot_choose(const infinitecity_state *view, int seat, ai_level level,
                                    uint64_t seed, ai_stop *stop);

/* The evaluation: a seat's value is its features (infinitecity_bot_features) weighed by the weights
 * of the game's phase (infinitecity_bot_phase); the evaluation of a position for a seat is its
 * value minus the best other seat's. A finished game is its score instead. */
enum {
    INFINITECITY_F_POINTS,   /* groups of 3+ and printed values */
    INFINITECITY_F_SILVER,   /* silver-majority points the seat would score now */
    INFINITECITY_F_RINGS,    /* silver rings controlled */
    INFINITECITY_F_PAIRS,    /* groups of 2: one tile from scoring 3 */
    INFINITECITY_F_PLAYABLE, /* tokens that can still be played before the end */
    INFINITECITY_F_SUPPLY,   /* tokens in supply */
    INFINITECITY_F_HAND,     /* tiles in hand (up to 8) */
    INFINITECITY_F_OPEN,     /* empty or face-down tiles next to the seat's */
    INFINITECITY_F_COVER,    /* controlled tiles under a Power Station's cover */
    INFINITECITY_F_LARGEST,  /* tiles of its largest group */
    INFINITECITY_F_TILES,    /* tiles controlled */
    INFINITECITY_F_MOVE,     /* 1 for the seat to play */
    INFINITECITY_F_KIND,     /* tiles of each kind in hand: KIND + k for kind k */
    INFINITECITY_NF = INFINITECITY_F_KIND + INFINITECITY_KINDS
};
enum {
    INFINITECITY_PHASES = 4
}; /* by the smallest supply: 11+, 7-10, 4-6, 0-3 or the last round */
int infinitecity_bot_phase(const infinitecity_state *s);
void infinitecity_bot_features(const infinitecity_state *s,
                               double f[GAME_MAX_PLAYERS][INFINITECITY_NF]);

typedef struct infinitecity_weights {
    double fw[INFINITECITY_PHASES][INFINITECITY_NF];
} infinitecity_weights;
/* plain (easy): the score and the tokens; normal: set by hand, the same in every phase (the kinds
 * in hand 0); hard: fitted to the final margins of self-play games (tools/infinitecity_bot_tune.c)
 */
extern const infinitecity_weights infinitecity_weights_plain, infinitecity_weights_normal,
    infinitecity_weights_hard;
#define INFINITECITY_BOT_END 1000.0 /* a finished game won (lost: minus) */

/* infinitecity_bot_choose with the evaluation's weights given (NULL: the level's own); the tests
 * play the search with other weights. */
game_action infinitecity_bot_choose_w(const infinitecity_state *view, int seat, ai_level level,
                                      uint64_t seed, ai_stop *stop, const infinitecity_weights *w);

/* Nodes (actions applied) one decision of hard may use at P players: this / (P + 1): 533,000 at
 * two players, 229,000 at six (a node costs more with more seats); its worlds check it as they
 * go, so the slowest decision stays well under 1 s CPU. */
#define INFINITECITY_BOT_HARD_NODES 1600000L

/* infinitecity_bot_choose_w that also tells the nodes the decision used (nodes may be NULL). */
game_action infinitecity_bot_choose_n(const infinitecity_state *view, int seat, ai_level level,
                                      uint64_t seed, ai_stop *stop, const infinitecity_weights *w,
                                      long *nodes);

/* The evaluation of s for seat with weights w (NULL: normal's): +-1000 plus the score margin
 * when the game is over. */
double infinitecity_bot_eval(const infinitecity_state *s, int seat, const infinitecity_weights *w);

/* Hard's final value of a candidate: the mean of its evaluations over the worlds it was played
 * in; root (its value from the search over the eight root worlds) only breaks near ties, without
 * the
 * +-1000 of a game won or lost in one of those worlds (a lucky world must not decide). */
double infinitecity_bot_hard_value(double mean, double root);

#endif
