/* generic_bots.c: every game's bots, its own (ai_game_bot.choose) or the generic ones, answer
 * within the caller's limits: a cancel flag raised before the call or during the search (the
 * app's worker, when a decision is no longer wanted) and a budget's seconds both stop the
 * search, and the answer is still a legal action. The positions are a few random points of
 * random games, the seat to act deciding at hard, the level that searches longest. */
#include "generic.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"

static bool legal(const game_def *g, const void *s, int seat, game_action a)
{
    game_action *acts = acts_buf();
    int n = g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (acts[i] == a) return true;
    return false;
}

static void sleep_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* A position k random actions into a game, with a seat that has at least two choices. */
static match *position(const game_def *g, int k, int *seat)
{
    for (int tries = 0; tries < 20; tries++) {
        match *m = random_match(g, players_for(g, k + tries), 700 + (uint64_t)(k * 31 + tries),
                                5 + k * 9 + tries * 3);
        game_turn t = match_turn(m);
        *seat = t.player >= 0 && (t.mask >> t.player & 1) ? t.player : -1;
        for (int i = 0; *seat < 0 && i < GAME_MAX_PLAYERS; i++)
            if (t.mask >> i & 1) *seat = i;
        if (*seat >= 0 &&
            g->legal_actions(match_state(m), *seat, acts_buf(), GAME_MAX_ACTIONS) >= 2)
            return m;
        match_destroy(m);
    }
    return NULL;
}

void test_bots_honour_limits(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        void *view = malloc(g->state_size);
        ai_worker *w = ai_worker_create();
        assert_non_null(view);
        assert_non_null(w);
        int checked = 0;
        for (int k = 0; k < 4; k++) {
            int seat;
            match *m = position(g, k, &seat);
            if (!m) continue;
            match_view(m, seat, view);
            /* raised before the call: an answer at once */
            atomic_int raised = 1;
            double t0 = ai_now();
            game_action a = ai_choose(g, view, seat, AI_HARD, NULL, 3, &raised);
            double cancelled = ai_now() - t0;
            assert_true(legal(g, match_state(m), seat, a));
            /* a budget of 50 ms over a huge amount of work: the seconds stop it */
            ai_budget b = {.playouts = 50000000, .seconds = 0.05};
            t0 = ai_now();
            a = ai_choose(g, view, seat, AI_HARD, &b, 3, NULL);
            double capped = ai_now() - t0;
            assert_true(legal(g, match_state(m), seat, a));
            /* raised during a search with a huge budget, as the app's worker does */
            ai_budget huge = {.playouts = 50000000};
            assert_true(ai_worker_start(w, g, view, seat, AI_HARD, &huge, 5));
            sleep_ms(30);
            t0 = ai_now();
            ai_worker_cancel(w);
            double stopping = ai_now() - t0;
            game_action ignored;
            assert_false(ai_worker_poll(w, &ignored)); /* a cancelled search has no result */
            /* Generous bounds (a sanitizer build runs several times slower): a search that
             * ignored its limits runs for seconds to minutes. */
            if (cancelled > 2.0 || capped > 3.0 || stopping > 3.0)
                fail_msg("%s, position %d, seat %d: cancelled before %.3f s, 50 ms budget %.3f "
                         "s, cancelled during %.3f s",
                         g->id, k, seat, cancelled, capped, stopping);
            checked++;
            match_destroy(m);
        }
        assert_true(checked > 0);
        ai_worker_destroy(w);
        free(view);
    }
}
