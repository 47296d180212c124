/* generic_reveal.c: every action that shows a seat something that was hidden from it is an undo
 * barrier, decided by the rules (apply returns GAME_OK_BARRIER), so undo can never put back a
 * card everyone saw played, a tile everyone saw drawn, or a roll everyone saw.
 *
 * How a reveal is found, for every game with hidden information, along random playouts: before
 * each action, the test builds other worlds that each seat cannot tell from the real one (the
 * game's perturber, written from its rules document, changes exactly what that seat may not see;
 * the game's determinize re-deals it too). When the action changes what the seat sees at all, the
 * same action is applied in each world: if it is refused there (the seat now knows it was not
 * that world: a card shown was in that hand), or if the seat's view afterwards differs from its
 * view of the real outcome, the action told the seat something it did not know, and it must be
 * a barrier. (A roll reveals a random outcome this way too: the other worlds hold other random
 * draws.) An action the seat does not see at all (a secret claim) tells it nothing. */
#include "generic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WORLDS = 3 };

typedef struct reveal_bufs {
    void *before, *after, *alt, *va, *vb;
    long actions, reveals;
} reveal_bufs;

/* Does seat o learn something hidden from a (by seat s) in state before? */
static bool reveals_to(const game_def *g, reveal_bufs *b, int s, game_action a, int o, rng_state *r)
{
    size_t sz = g->state_size;
    perturb_fn perturb = generic_perturber(g);
    g->view(b->after, o, b->va);
    g->view(b->before, o, b->vb);
    if (memcmp(b->va, b->vb, sz) == 0) return false; /* o saw nothing happen */
    char why[WHY];
    for (int w = 0; w < WORLDS * 2; w++) {
        memcpy(b->alt, b->before, sz);
        if (w % 2 == 0 && perturb)
            perturb(b->alt, o, r);
        else if (w % 2 == 1 && g->determinize) {
            rng_state r2;
            rng_seed(&r2, rng_next(r));
            g->determinize(b->alt, o, &r2);
        } else {
            continue;
        }
        if (g->apply(b->alt, s, a, why, sizeof why) == GAME_REFUSED) return true;
        g->view(b->alt, o, b->vb);
        if (memcmp(b->va, b->vb, sz) != 0) return true;
    }
    return false;
}

static void check_game(const game_def *g, uint64_t seed, int k, reveal_bufs *b)
{
    rng_state r;
    rng_seed(&r, seed);
    game_params p;
    generic_params(g, k, &r, &p);
    g->setup(b->before, &p, seed);
    char why[WHY], text[GAME_ACTION_TEXT];
    for (int step = 0; step < 400 && !game_is_over(g, b->before); step++) {
        game_turn t = g->turn(b->before);
        int s = actor(t, &r);
        game_action a;
        if (s < 0 || !game_random_action(g, b->before, s, &r, &a)) {
            if (!g->tick) return;
            g->tick(b->before);
            continue;
        }
        memcpy(b->after, b->before, g->state_size);
        game_apply_result res = g->apply(b->after, s, a, why, sizeof why);
        assert_int_not_equal(res, GAME_REFUSED);
        b->actions++;
        if (res != GAME_OK_BARRIER)
            for (int o = 0; o < p.players; o++)
                if (reveals_to(g, b, s, a, o, &r)) {
                    g->action_to_text(b->before, a, text, sizeof text);
                    fail_msg("%s (seed %llu, step %d): seat %d's \"%s\" shows seat %d something "
                             "hidden from it, but apply did not return GAME_OK_BARRIER",
                             g->id, (unsigned long long)seed, step, s + 1, text, o + 1);
                }
        if (res == GAME_OK_BARRIER) b->reveals++;
        memcpy(b->before, b->after, g->state_size);
    }
}

void test_reveals_are_barriers(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        if (!g->hidden_info) {
            print_message("%s: no hidden information\n", g->id);
            continue;
        }
        if (!generic_perturber(g) && !g->determinize)
            fail_msg("%s hides information but has neither a perturber nor determinize", g->id);
        size_t sz = g->state_size;
        reveal_bufs b = {malloc(sz), malloc(sz), malloc(sz), malloc(sz), malloc(sz), 0, 0};
        int games = n_playouts() / 50 > 4 ? n_playouts() / 50 : 4;
        for (int k = 0; k < games; k++) check_game(g, 9100 + (uint64_t)k, k, &b);
        print_message("%s: %ld actions checked in %d games, %ld barriers\n", g->id, b.actions,
                      games, b.reveals);
        free(b.before);
        free(b.after);
        free(b.alt);
        free(b.va);
        free(b.vb);
    }
}
