/* generic_views.c: views that leak nothing, checked on states along random playouts (default
 * options, and every option drawn at random so variants with secrets are covered), for every
 * seat and the spectator.
 *
 * What is rigorous here. game.h defines a view as "what viewer may see": a correct view is a
 * function of what viewer knows, so two full states that agree on all of that must give byte-
 * identical views. The test needs such pairs, and where they come from decides what it proves:
 *
 * 1. From the game's own determinize (test_views_hide_secrets, and determinize applied to the
 *    full state here): shows view and determinize agree. It cannot catch a secret that both
 *    overlook (My City's determinize only redraws a pair the view marked hidden).
 * 2. From a perturber written from the rules documents (docs/rules/<id>.md, "hidden
 *    information") in the game's tests/<id>/perturb.c, not from the game's view code: it changes
 * exactly what the rules say viewer may not see (the RNG, other hands, the pile's order and faces,
 * face-down guides, hidden contractors, the cities behind the divider...), keeping everything else.
 *    view(s, v) == view(perturbed s, v) is then an independent check that the view depends on
 *    nothing secret, and that the hash sees the secret (equal hashes would let undo and traces
 *    miss a hidden divergence). A game with hidden information must have one (a game without
 *    hidden information needs none).
 * 3. Structural checks that need no notion of secret: a view of a view is the same view; the
 *    spectator's view computed from any seat's view equals the spectator's view of the full
 *    state (so the spectator sees nothing a seat's view hides, in particular no other seat's
 *    private part); two seats' views compose in either order alike (what both may see); a bot
 *    deciding from its view has the same legal actions; a determinized world agrees with the
 *    public view of the real one. */
#include "generic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void generic_reseed(rng_state *dst, rng_state *r)
{
    rng_seed(dst, (uint64_t)rng_next(r) << 32 | rng_next(r));
}

void generic_sort_u8(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            uint8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

perturb_fn generic_perturber(const game_def *g)
{
    /* the table is made from the games' registration (tests/CMakeLists.txt): every game with a
     * tests/<id>/perturb.c */
    for (int i = 0; generic_perturbers[i].id; i++)
        if (strcmp(generic_perturbers[i].id, g->id) == 0) {
            size_t size = generic_perturbers[i].size();
            if (size != g->state_size)
                fail_msg("%s: state_size %zu, the test's perturber knows %zu: update it", g->id,
                         g->state_size, size);
            return generic_perturbers[i].fn;
        }
    return NULL;
}

typedef struct view_bufs {
    void *v, *v2, *sp, *d, *w1, *w2;
    long perturbed, secrets_changed;
} view_bufs;

static void expect_same(const game_def *g, const void *a, const void *b, const char *what,
                        int viewer, int step)
{
    if (memcmp(a, b, g->state_size) == 0) return;
    size_t i = 0;
    while (((const uint8_t *)a)[i] == ((const uint8_t *)b)[i]) i++;
    fail_msg("%s: %s (viewer %d, step %d): views differ first at byte %zu of %zu", g->id, what,
             viewer, step, i, g->state_size);
}

static void check_views_at(const game_def *g, const void *s, int players, int step, rng_state *r,
                           view_bufs *b)
{
    size_t sz = g->state_size;
    perturb_fn perturb = generic_perturber(g);
    g->view(s, GAME_SPECTATOR, b->sp);
    for (int v = GAME_SPECTATOR; v < players; v++) {
        g->view(s, v, b->v);
        g->view(b->v, v, b->v2);
        expect_same(g, b->v, b->v2, "a view of the view", v, step);
        g->view(b->v, GAME_SPECTATOR, b->v2);
        expect_same(g, b->sp, b->v2, "the spectator's view of a seat's view", v, step);
        for (int w = v + 1; w < players; w++) {
            g->view(b->v, w, b->w1);
            g->view(s, w, b->d);
            g->view(b->d, v, b->w2);
            expect_same(g, b->w1, b->w2, "two seats' views composed both ways", v, step);
        }
        if (perturb) { /* independent: the rules' secrets changed, the view must not move */
            memcpy(b->d, s, sz);
            int secrets = perturb(b->d, v, r);
            g->view(b->d, v, b->w1);
            expect_same(g, b->v, b->w1, "the view after changing what the rules hide", v, step);
            if (memcmp(b->d, s, sz) != 0 && game_hash(g, b->d) == game_hash(g, s))
                fail_msg("%s: two states differing in secrets hash alike (step %d)", g->id, step);
            b->perturbed++;
            b->secrets_changed += secrets > 0;
        }
        if (g->determinize) {
            /* determinize on the full state re-draws what viewer cannot see */
            rng_state r2;
            rng_seed(&r2, rng_next(r));
            memcpy(b->d, s, sz);
            g->determinize(b->d, v, &r2);
            g->view(b->d, v, b->w1);
            expect_same(g, b->v, b->w1, "the view of the full state determinized", v, step);
            /* a guessed world agrees with what everyone sees of the real one */
            memcpy(b->d, b->v, sz);
            g->determinize(b->d, v, &r2);
            g->view(b->d, GAME_SPECTATOR, b->w1);
            expect_same(g, b->sp, b->w1, "the public view of a determinized world", v, step);
        }
    }
}

void test_views_leak_nothing(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        size_t sz = g->state_size;
        void *s = malloc(sz);
        view_bufs b = {malloc(sz), malloc(sz), malloc(sz), malloc(sz),
                       malloc(sz), malloc(sz), 0,          0};
        int games = n_playouts() / 50 < 6 ? 6 : n_playouts() / 50, checked = 0; /* 40; ASan 6 */
        /* a game with hidden information plays on (up to 40 games) until some perturbation
         * changed a secret: with few games (ASan) its random options may never hide anything */
        bool want_secret = g->hidden_info && generic_perturber(g);
        for (int k = 0; k < games || (want_secret && b.secrets_changed == 0 && k < 40); k++) {
            rng_state r;
            rng_seed(&r, (uint64_t)k * 131 + 9);
            game_params p;
            generic_params(g, k, &r, &p);
            g->setup(s, &p, rng_mix64((uint64_t)k + 555));
            int step = 0;
            do {
                if (step % 4 == 0 || rng_below(&r, 4) == 0) {
                    check_views_at(g, s, p.players, step, &r, &b);
                    checked++;
                }
                step++;
            } while (step < MAX_STEPS && random_step(g, s, p.players, &r));
            check_views_at(g, s, p.players, step, &r, &b); /* game over: scoring shows all */
        }
        print_message("%s: views checked at %d positions, %ld perturbed (%ld with secrets "
                      "changed)\n",
                      g->id, checked, b.perturbed, b.secrets_changed);
        if (g->hidden_info && !generic_perturber(g))
            fail_msg("%s has hidden information and no secret perturber: write "
                     "tests/%s/perturb.c from its rules (tests/template/perturb.c shows how)",
                     g->id, g->id);
        if (g->hidden_info)
            assert_true(b.secrets_changed > 0); /* otherwise the perturbation proved nothing */
        free(s), free(b.v), free(b.v2), free(b.sp), free(b.d), free(b.w1), free(b.w2);
    }
}

/* The first check (kept from the start): two determinizations of one view are two full
 * states that differ only in what the viewer cannot see: viewer's views of them must be
 * identical, and a bot deciding from its view has the same choices. */
void test_views_hide_secrets(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        size_t sz = g->state_size;
        void *s = malloc(sz), *v = malloc(sz), *v2 = malloc(sz), *d1 = malloc(sz), *d2 = malloc(sz),
             *w1 = malloc(sz), *w2 = malloc(sz);
        game_action *a = malloc(sizeof *a * GAME_MAX_ACTIONS),
                    *b = malloc(sizeof *b * GAME_MAX_ACTIONS);
        int differing = 0;
        for (int k = 0; k < 200; k++) {
            rng_state r;
            rng_seed(&r, (uint64_t)k + 1000);
            game_params p;
            generic_params(g, k, &r, &p);
            g->setup(s, &p, rng_mix64((uint64_t)k));
            int skip = (int)rng_below(&r, 50);
            for (int i = 0; i < skip && random_step(g, s, p.players, &r); i++) {
            }
            for (int viewer = GAME_SPECTATOR; viewer < p.players; viewer++) {
                g->view(s, viewer, v);
                g->view(v, viewer, v2);
                assert_memory_equal(v, v2, sz);
                if (viewer >= 0) {
                    int na = g->legal_actions(s, viewer, a, GAME_MAX_ACTIONS);
                    int nb = g->legal_actions(v, viewer, b, GAME_MAX_ACTIONS);
                    assert_int_equal(na, nb);
                    if (na) assert_memory_equal(a, b, sizeof *a * (size_t)na);
                }
                if (!g->determinize) continue;
                rng_state r1, r2;
                rng_seed(&r1, (uint64_t)k * 2 + 1);
                rng_seed(&r2, (uint64_t)k * 2 + 2);
                memcpy(d1, v, sz);
                memcpy(d2, v, sz);
                g->determinize(d1, viewer, &r1);
                g->determinize(d2, viewer, &r2);
                differing += memcmp(d1, d2, sz) != 0;
                g->view(d1, viewer, w1);
                g->view(d2, viewer, w2);
                assert_memory_equal(w1, v, sz);
                assert_memory_equal(w2, v, sz);
            }
        }
        if (g->hidden_info && g->determinize) {
            print_message("%s: %d determinized pairs differed in secrets\n", g->id, differing);
            assert_true(differing > 0); /* otherwise the check above proved nothing */
        }
        free(s), free(v), free(v2), free(d1), free(d2), free(w1), free(w2), free(a), free(b);
    }
}
