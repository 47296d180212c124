/* funcity_bot.h: Fun City's bots. A turn is a few decisions (MAD cards, the roll, where to go, the
 * bus), and other seats decide in reaction windows (TRAFFIC JAM, MUGGED, Z-Z-Z, NEVER) and when
 * SLOG pops next to them. The bots value a state in points: the CITY cards held, plus for each card
 * on the board the chance of reaching it while it is open (its hours against the clock's expected
 * 15 minutes a press, the dice's odds of covering the distance, the bus counted as a shortcut),
 * discounted per turn and cut when a rival gets there first; plus the MAD hand.
 *   easy: the normal scores of the legal actions blurred by noise, and a slip now and then;
 *   normal: the best-scored legal action (funcity_bot_policy.c);
 *   hard: normal's six best actions, each played on in 64 worlds (48 at 3 players, 40 at 4)
 *     dealt by the game's determinize (hidden MAD hands, the order of the decks) to the end of
 *     the next round by the normal policy for every seat; the mean evaluation plus normal's
 *     score (a prior the worlds must clearly beat) decides.
 * Pure C, deterministic for a given view, seat, level and seed; sees only the seat's view. */
#ifndef CB_FUNCITY_BOT_H
#define CB_FUNCITY_BOT_H
#include <stdatomic.h>

#include "ai/ai.h"
#include "games/funcity/rules/funcity.h"

extern const game_def funcity_game;

/* What every decision shares: distances (walking, and with the bus as a shortcut) and the
 * odds of covering d spaces in k rolls of two dice. */
typedef struct funcity_board_ctx {
    uint8_t walk[FUNCITY_NODES][FUNCITY_NODES];
    uint8_t dist[FUNCITY_NODES][FUNCITY_NODES]; /* the shorter of walking and walk + bus + walk */
    double reach[5][64];                        /* reach[k][d]: k rolls cover d spaces (k 0..4) */
    double sums[13];                            /* odds of each total of two dice */
} funcity_board_ctx;

void funcity_board_ctx_init(funcity_board_ctx *c);

/* funcity_bot_eval.c */
/* The value of seat q standing on node u with `off` clock presses before its next move (0: its
 * move is now), the cards in `skip` (bit set over the 40 cards) left out: the board's cards it
 * may still reach while open, and SLOG when she waits on her red space. */
double funcity_board_prospect(const funcity_board_ctx *c, const funcity_state *s, int q, int u,
                              int off, const uint8_t *skip);
/* The points of the open cards q would take by stopping on u now (SLOG's best card on her
 * space), the cards taken marked in skip (may be NULL). */
double funcity_board_take_now(const funcity_state *s, int u, uint8_t *skip);
/* q's standing: its points, its prospects and its hand. */
double funcity_board_standing(const funcity_board_ctx *c, const funcity_state *s, int q);
/* The evaluation for seat: its standing minus the best other seat's; a finished game is worth
 * +-100 plus the margin. */
double funcity_board_eval(const funcity_board_ctx *c, const funcity_state *s, int seat);
int funcity_board_points(const funcity_state *s, int q);
double funcity_board_kind_value(int kind); /* what a MAD card in hand is worth */
double funcity_board_never_odds(const funcity_state *s, int viewer, int q,
                                int kind);                   /* q holds a kind */
int funcity_board_presses_to(const funcity_state *s, int q); /* presses before q's next move */

/* funcity_bot_policy.c: a score (in points, higher better) for each legal action of seat. */
void funcity_board_score(const funcity_board_ctx *c, const funcity_state *s, int seat,
                         const game_action *acts, int n, double *score);

/* The action for `seat` in `view` (funcity_view of that seat), AI_NO_ACTION when it may not act.
 * stop (NULL: none): the cancel flag, the deadline, and hard's worlds scaled by its work. */
game_action funcity_bot_choose(const funcity_state *view, int seat, ai_level level, uint64_t seed,
                               ai_stop *stop);

#endif
