/* lesson.h: the rules side of a guided first game ("Learn to play", game_def.lesson), pure C so
 * that the coach on screen (play/play_coach.c) and the tests follow the same script: which step
 * a move does, the move the coach points at, and what a move did in the rules' own score lines. */
#ifndef CB_LESSON_H
#define CB_LESSON_H
#include "games/game.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { LESSON_LEARNER = 0 };                     /* the learner's seat */
#define LESSON_NO_MOVE ((game_action)UINT64_MAX) /* no follow-up (ai.h's AI_NO_ACTION) */

typedef enum lesson_move_result {
    LESSON_STEP_DONE, /* the move the step waited for: *step goes on (an ANY step stays) */
    LESSON_OFF_PATH,  /* a move of another kind while the step's was there to play: the learner
                         left the script */
    LESSON_IGNORED,   /* not the learner's, or the step's kind could not be played then (a
                         choice the rules asked for on the way) */
} lesson_move_result;

/* a is of the step's kind (kind >= 0), or the step takes any move (GAME_LESSON_ANY). */
bool lesson_kind_matches(const game_lesson *l, int kind, game_action a);
/* The steps that only say something, passed (as a move passes them): the first step at or
 * after step that waits for a move (nsteps: none left). */
int lesson_skip_reading(const game_lesson *l, int step);
/* seat played a from before: what it does to the script at *step (advanced when done). */
lesson_move_result lesson_move(const game_def *g, const game_lesson *l, int *step,
                               const void *before, int seat, game_action a);
/* The move of this kind (or any) that leaves the learner furthest ahead of the best other seat
 * as the rules score right after it (a race: as the game's heuristic judges it; any move there:
 * of the lesson's meanwhile kinds), the first of equals; view is the learner's view with its
 * hidden parts dealt. A move after which the learner must still act in the same turn (choose a
 * tile, then place it) is judged by its best follow-up, given in then (LESSON_NO_MOVE: none;
 * then may be NULL). false: no legal move of that kind now. */
bool lesson_suggest(const game_def *g, const game_lesson *l, const void *view, int kind,
                    game_action *out, game_action *then);
/* After seat plays a on view (its hidden parts dealt), the move of seat that follows it in the
 * same turn and leaves it furthest ahead (a tile placed after it is chosen; a Hint's pointer
 * shows both); LESSON_NO_MOVE when another seat acts next. */
game_action lesson_follow_up(const game_def *g, const void *view, int seat, game_action a);
/* What a move did in the rules' words: done (already translated, or NULL), then the learner's
 * score lines that are new (at most two, "+3: <reason>"), then with total the new total when it
 * moved. Seats are {N} as in reasons. */
void lesson_explain(const game_def *g, const char *done, const void *before, const void *after,
                    bool total, char *out, size_t n);

#endif
