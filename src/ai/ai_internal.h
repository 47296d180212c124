/* ai_internal.h: what the bot files share (evaluation helpers and the MCTS entry point). */
#ifndef CB_AI_INTERNAL_H
#define CB_AI_INTERNAL_H
#include "ai/ai.h"
#include "core/rng.h"
#include <stdatomic.h>

/* Scratch shared by one decision: states, action lists and a score sheet, allocated once. */
typedef struct ai_ctx {
    const game_def *g;
    int player;   /* who we decide for */
    int nplayers; /* seats in this game (from score) */
    ai_stop stop; /* the cancel flag and the budget's deadline */
    rng_state rng;
    game_score *sheet;  /* big (tens of KB): one per decision, not on the stack */
    unsigned char *tmp; /* state_size scratch for one-ply evaluations */
    game_action *legal; /* GAME_MAX_ACTIONS */
} ai_ctx;

bool ai_ctx_init(ai_ctx *c, const game_def *g, const void *view, int player, uint64_t seed,
                 const ai_budget *b, atomic_int *cancel);
void ai_ctx_free(ai_ctx *c);
bool ai_should_stop(ai_ctx *c);

/* Who acts in s: fills legal[] with that seat's actions and returns the seat, or -1 when the game
 * is over or nobody can act (real-time games are ticked, a bounded number of times, first). */
int ai_actor(const ai_ctx *c, void *s, game_action *legal, int *n);
/* Per-seat values of s for seat p in r[0..nplayers): heuristic margins (own minus best other). */
void ai_margins(ai_ctx *c, const void *s, double *m);
/* Per-seat results of a finished game in [0, 1]: a win shared by k seats is worth 1/k. */
void ai_terminal(ai_ctx *c, const void *s, double *r);
/* One-ply value of action a for seat p from s: huge if it wins at once, very low if refused. */
double ai_one_ply(ai_ctx *c, const void *s, int p, game_action a);

/* Determinised UCT; returns the chosen root action (root has >= 2 legal actions). */
game_action ai_mcts(ai_ctx *c, const void *view, const game_action *root, int nroot, int playouts,
                    ai_level level);

#endif
