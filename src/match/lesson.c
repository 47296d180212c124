/* lesson.c: the rules side of a guided first game (lesson.h). */
#include "match/lesson.h"
#include "core/i18n.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool lesson_kind_matches(const game_lesson *l, int kind, game_action a)
{
    return kind == GAME_LESSON_ANY || (kind >= 0 && l->kind(a) == kind);
}

int lesson_skip_reading(const game_lesson *l, int step)
{
    while (step < l->nsteps && l->step[step].kind == GAME_LESSON_READ) step++;
    return step;
}

/* Whether seat could play a move of this kind in state. */
static bool kind_playable(const game_def *g, const game_lesson *l, const void *state, int kind)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    bool could = false;
    if (!acts) return false;
    int n = g->legal_actions(state, LESSON_LEARNER, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n && !could; i++) could = lesson_kind_matches(l, kind, acts[i]);
    free(acts);
    return could;
}

lesson_move_result lesson_move(const game_def *g, const game_lesson *l, int *step,
                               const void *before, int seat, game_action a)
{
    if (seat != LESSON_LEARNER) return LESSON_IGNORED;
    int s = lesson_skip_reading(l, *step);
    if (s >= l->nsteps) return LESSON_IGNORED;
    *step = s;
    int kind = l->step[s].kind;
    if (lesson_kind_matches(l, kind, a)) {
        if (kind != GAME_LESSON_ANY) (*step)++;
        return LESSON_STEP_DONE;
    }
    /* in a race everyone builds at once: the learner's other moves are part of the race */
    return !l->race && !l->follow_bot && kind_playable(g, l, before, kind) ? LESSON_OFF_PATH
                                                                           : LESSON_IGNORED;
}

/* seat's lead over the best other seat in state, as the rules score it. */
static long margin(const game_def *g, const void *state, int seat, game_score *sc)
{
    g->score(state, sc);
    long other = 0;
    for (int s = 0, first = 1; s < sc->players; s++)
        if (s != seat && (first || sc->total[s] > other)) other = sc->total[s], first = 0;
    return (long)sc->total[seat] - other;
}

/* The best move of kind in state for the learner (any kind: kind GAME_LESSON_ANY), looking one
 * more move ahead while the learner keeps acting when depth allows: its margin, or false. A
 * race's lesson (l->race) judges each move alone by the game's heuristic. */
static bool best(const game_def *g, const game_lesson *l, const void *state, int seat, int kind,
                 int depth, game_action *out, game_action *then, long *value)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    unsigned char *tmp = malloc(g->state_size);
    game_score *sc = malloc(sizeof *sc);
    bool found = false, race = l && l->race && g->heuristic;
    int n = acts && tmp && sc ? g->legal_actions(state, seat, acts, GAME_MAX_ACTIONS) : 0;
    for (int i = 0; i < n; i++) {
        if (l && !lesson_kind_matches(l, kind, acts[i])) continue;
        memcpy(tmp, state, g->state_size);
        char why[GAME_REASON_LEN];
        if (g->apply(tmp, seat, acts[i], why, sizeof why) == GAME_REFUSED) continue;
        game_turn t = g->turn(tmp);
        long v = 0;
        game_action next = LESSON_NO_MOVE, unused;
        bool again = depth > 0 && t.phase != GAME_PHASE_OVER && (t.mask >> seat & 1);
        if (race) /* the score moves only at the round's end: the game's own judgement */
            v = (long)lround(g->heuristic(tmp, seat) * 1000);
        else if (!again ||
                 !best(g, NULL, tmp, seat, GAME_LESSON_ANY, depth - 1, &next, &unused, &v))
            v = margin(g, tmp, seat, sc), next = LESSON_NO_MOVE;
        if (!found || v > *value) *value = v, *out = acts[i], *then = next, found = true;
    }
    free(acts);
    free(tmp);
    free(sc);
    return found;
}

bool lesson_suggest(const game_def *g, const game_lesson *l, const void *view, int kind,
                    game_action *out, game_action *then)
{
    game_action next = LESSON_NO_MOVE;
    long v = 0;
    bool found = false;
    if (kind == GAME_LESSON_ANY && l->race) /* a race's moves meanwhile: its list, in order */
        for (int i = 0; i < 4 && l->meanwhile[i] > 0 && !found; i++)
            found = best(g, l, view, LESSON_LEARNER, l->meanwhile[i], 0, out, &next, &v);
    else
        found = best(g, l, view, LESSON_LEARNER, kind, 1, out, &next, &v);
    if (then) *then = found ? next : LESSON_NO_MOVE;
    return found;
}

game_action lesson_follow_up(const game_def *g, const void *view, int seat, game_action a)
{
    unsigned char *tmp = malloc(g->state_size);
    game_action next = LESSON_NO_MOVE, unused;
    long v;
    char why[GAME_REASON_LEN];
    if (tmp) {
        memcpy(tmp, view, g->state_size);
        game_turn t;
        if (g->apply(tmp, seat, a, why, sizeof why) != GAME_REFUSED &&
            (t = g->turn(tmp)).phase != GAME_PHASE_OVER && (t.mask >> seat & 1))
            best(g, NULL, tmp, seat, GAME_LESSON_ANY, 0, &next, &unused, &v);
    }
    free(tmp);
    return next;
}

void lesson_explain(const game_def *g, const char *done, const void *before, const void *after,
                    bool total, char *out, size_t n)
{
    game_score *b = malloc(sizeof *b), *a = malloc(sizeof *a);
    snprintf(out, n, "%s", done ? done : "");
    if (!b || !a) {
        free(b);
        free(a);
        return;
    }
    g->score(before, b);
    g->score(after, a);
    for (int i = 0, said = 0; i < a->nlines && said < 2; i++) {
        const game_score_line *l = &a->line[i];
        if (l->player != LESSON_LEARNER || l->points == 0) continue;
        bool old = false;
        for (int j = 0; j < b->nlines && !old; j++)
            old = b->line[j].player == LESSON_LEARNER && b->line[j].points == l->points &&
                  strcmp(b->line[j].reason, l->reason) == 0;
        if (old) continue;
        size_t len = strlen(out);
        snprintf(out + len, n - len, "%s%+d: %s", len ? "\n" : "", l->points, l->reason);
        said++;
    }
    if (total && a->total[LESSON_LEARNER] != b->total[LESSON_LEARNER]) {
        size_t len = strlen(out);
        snprintf(out + len, n - len, _("%sYour score: %d."), len ? "\n" : "",
                 a->total[LESSON_LEARNER]);
    }
    free(b);
    free(a);
}
