/* generic.h: helpers shared by the generic contract tests (test_generic.c, generic_views.c,
 * generic_undo.c, built into one binary, test_generic). The binary takes a game id: ctest runs
 * one `generic_<id>` per registered game in parallel; without an id it tests every game. */
#ifndef CB_TEST_GENERIC_H
#define CB_TEST_GENERIC_H
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/rng.h"
#include "games/game.h"
#include "match/match.h"
#include <stdbool.h>

enum { MAX_STEPS = 100000, WHY = 256 };

extern const game_def *generic_only; /* the game named on the command line; NULL: every game */

int n_playouts(void); /* CITYBOX_PLAYOUTS, 2000 by default */
bool complete(const game_def *g);
bool generic_selected(const game_def *g); /* complete, and the one asked for (notes the others) */

/* Calls the body for every selected game. */
#define FOR_EACH_GAME(g)                                                                           \
    for (int gi_ = 0; gi_ < game_count(); gi_++)                                                   \
        for (const game_def *g = game_at(gi_); g; g = NULL)                                        \
            if (generic_selected(g))

game_action *acts_buf(void); /* GAME_MAX_ACTIONS entries; tests are single-threaded */
int players_for(const game_def *g, int k);
/* Default params for players_for(g, k), then (odd k) every option drawn at random among the
 * values validate accepts, so variants with secrets (My City's random zones) are covered. */
void generic_params(const game_def *g, int k, rng_state *r, game_params *p);
int actor(game_turn t, rng_state *r); /* a random seat of the mask, -1 when nobody may act */
/* One random step; false when the game is over (or stuck, which fails the test). */
bool random_step(const game_def *g, void *s, int players, rng_state *r);
/* A match of random moves (at most max_actions), every seat human unless seats is given. */
match *random_match_with(const game_def *g, const game_params *p, const match_seat *seats,
                         uint64_t seed, int max_actions);
match *random_match(const game_def *g, int players, uint64_t seed, int max_actions);

/* generic_views.c */
void test_views_hide_secrets(void **st);
void test_views_leak_nothing(void **st);
/* secret perturbers (generic_views.c): change what viewer may not see, return how many
 * secrets besides the RNG changed */
void generic_reseed(rng_state *dst, rng_state *r);
typedef int (*perturb_fn)(void *s, int viewer, rng_state *r);
perturb_fn generic_perturber(const game_def *g); /* NULL: the game has none */
void generic_sort_u8(uint8_t *a, int n);
/* Each game's perturber lives in its tests/<id>/perturb.c (perturb_<id>, and perturb_<id>_size:
 * the size of the state it knows); tests/CMakeLists.txt builds this table, ended by a NULL id,
 * from the games' registration. */
typedef struct generic_perturb_entry {
    const char *id;
    perturb_fn fn;
    size_t (*size)(void);
} generic_perturb_entry;
extern const generic_perturb_entry generic_perturbers[];
/* generic_reveal.c */
void test_reveals_are_barriers(void **st);
/* generic_wire.c */
void test_wire_leaks_nothing(void **st);
/* generic_bots.c */
void test_bots_honour_limits(void **st);
/* generic_positions.c */
void test_end_positions_load_back(void **st);
/* generic_undo.c */
void test_undo_redo_barriers(void **st);
void test_undo_then_new_action(void **st);

#endif
