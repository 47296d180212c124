/* generic_common.c: helpers of the generic contract tests (generic.h). */
#include "generic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const game_def *generic_only;

int n_playouts(void)
{
    const char *e = getenv("CITYBOX_PLAYOUTS"); /* more for a soak, fewer for a quick run */
    return e && atoi(e) > 0 ? atoi(e) : 2000;
}

bool complete(const game_def *g)
{
    return g->setup && g->turn && g->legal_actions && g->apply && g->view && g->score &&
           g->action_to_text && g->action_from_text && g->state_size > 0;
}

bool generic_selected(const game_def *g)
{
    if (generic_only && g != generic_only) return false;
    /* a registered game with part of its table missing fails: a skip would hide it */
    if (!complete(g))
        fail_msg("%s: its rules table is incomplete (setup, turn, legal_actions, apply, view, "
                 "score, the action texts and state_size are required)",
                 g->id);
    return true;
}

game_action *acts_buf(void)
{
    static game_action buf[GAME_MAX_ACTIONS];
    return buf;
}

int players_for(const game_def *g, int k)
{
    return g->min_players + k % (g->max_players - g->min_players + 1);
}

static int option_values(const game_option_def *o, int *lo)
{
    *lo = 0;
    if (o->kind == GAME_OPT_BOOL) return 2;
    if (o->kind == GAME_OPT_INT) return (*lo = o->min), o->max - o->min + 1;
    int n = 0;
    while (o->choices && o->choices[n]) n++;
    return n;
}

void generic_params(const game_def *g, int k, rng_state *r, game_params *p)
{
    game_params_default(g, p, players_for(g, k));
    if (k % 2 == 0) return;
    char why[WHY];
    for (int tries = 0; tries < 50; tries++) {
        game_params q = *p;
        for (int i = 0; i < g->n_options && i < GAME_MAX_OPTIONS; i++) {
            int lo, n = option_values(&g->options[i], &lo);
            if (n > 0 && rng_below(r, 2)) q.opt[i] = lo + (int)rng_below(r, (uint32_t)n);
        }
        if (game_validate(g, &q, why, sizeof why)) {
            *p = q;
            return;
        }
    }
}

int actor(game_turn t, rng_state *r)
{
    int cand[GAME_MAX_PLAYERS], n = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask & (1u << i)) cand[n++] = i;
    return n ? cand[rng_below(r, (uint32_t)n)] : -1;
}

bool random_step(const game_def *g, void *s, int players, rng_state *r)
{
    char why[WHY];
    game_turn t = g->turn(s);
    if (t.phase == GAME_PHASE_OVER) return false;
    int p = actor(t, r);
    if (p < 0) {
        assert_non_null(g->tick); /* nobody may act: only time can move the game on */
        g->tick(s);
        return true;
    }
    game_action *a = acts_buf();
    int n = g->legal_actions(s, p, a, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    assert_int_not_equal(g->apply(s, p, a[rng_below(r, (uint32_t)n)], why, sizeof why),
                         GAME_REFUSED);
    /* real time: the clock runs while people act (a race may only end by time) */
    if (t.phase == GAME_PHASE_SIMULTANEOUS && g->tick) g->tick(s);
    (void)players;
    return true;
}

match *random_match_with(const game_def *g, const game_params *p, const match_seat *seats,
                         uint64_t seed, int max_actions)
{
    char why[WHY];
    match *m = match_create(g, p, seats, seed, why, sizeof why);
    if (!m) fail_msg("%s: match_create: %s", g->id, why);
    rng_state r;
    rng_seed(&r, seed ^ 0x5eed);
    for (int i = 0; i < max_actions && !match_is_over(m); i++) {
        game_turn t = match_turn(m);
        int pl = actor(t, &r);
        if (pl < 0) {
            match_tick(m);
            continue;
        }
        game_action *a = acts_buf();
        int n = g->legal_actions(match_state(m), pl, a, GAME_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_not_equal(match_apply(m, pl, a[rng_below(&r, (uint32_t)n)], why, sizeof why),
                             GAME_REFUSED);
        if (t.phase == GAME_PHASE_SIMULTANEOUS) match_tick(m);
    }
    return m;
}

match *random_match(const game_def *g, int players, uint64_t seed, int max_actions)
{
    game_params p;
    game_params_default(g, &p, players);
    return random_match_with(g, &p, NULL, seed, max_actions);
}
