/* match_moves.h: the phrases of the move log every player reads ("Factory 3 on C4"), from the
 * game's describe hook (game.h) or, without one, the action's text form. The play host adds one
 * phrase per applied action (it holds the states before and after); after undo, redo or a load it
 * rebuilds the recent ones here by replaying the log from setup through the rules, ticks as the
 * log recorded them (as undo and loading do). Pure C, like the rest of the match layer. */
#ifndef CB_MATCH_MOVES_H
#define CB_MATCH_MOVES_H
#include <stdbool.h>
#include <stddef.h>

#include "games/game.h"
#include "match/match.h"

typedef struct match_move {
    int entry; /* its index in the match log */
    int seat;
    char text[GAME_REASON_LEN]; /* translated phrase, without the acting seat's name */
} match_move;

/* The phrase of one action: describe(before, after, ...) when the game has it, else fallback
 * (the text form saved in the log; NULL: action_to_text on before). Returns its length; 0
 * means the game leaves this action out of the log (an empty phrase: a tile turned in a race). */
int match_move_phrase(const game_def *g, const void *before, const void *after, int seat,
                      game_action a, const char *fallback, char *buf, size_t n);

/* Puts the names of m's seats in a phrase: describe may name another seat as {N} (seat N,
 * 0-based), as reasons and refusals do ("looks at the hand of {2}"). */
void match_move_name_seats(const match *m, char *text, size_t n);

/* The last cap moves of m's log that have a phrase, oldest first, rebuilt by replay. Returns how
 * many (0 also when out of memory). */
int match_recent_moves(const match *m, match_move *out, int cap);

#endif
