/* ai_lesson.c: the move a lesson's coach points at (ai.h's ai_lesson_suggest). */
#include "ai/ai.h"
#include "match/lesson.h"

bool ai_lesson_suggest(const game_def *g, const game_lesson *l, const void *view, int kind,
                       uint64_t seed, game_action *out, game_action *then)
{
    if (!l->follow_bot) return lesson_suggest(g, l, view, kind, out, then);
    if (then) *then = LESSON_NO_MOVE;
    ai_budget b = ai_budget_default(AI_NORMAL);
    game_action a = ai_choose(g, view, LESSON_LEARNER, AI_NORMAL, &b, seed, NULL);
    if (a == AI_NO_ACTION || !lesson_kind_matches(l, kind, a)) return false;
    *out = a;
    return true;
}
