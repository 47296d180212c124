/* test_match_moves.c: the move log's phrases (match_moves.h), for every playable game: the
 * recent moves rebuilt by replaying the log (after undo, redo or a load) are the very phrases
 * the play host made as the moves were applied (describe on the states before and after, or the
 * action's text form), ticks of a race included; a load gives them back too, and the list keeps
 * only the newest. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/game.h"
#include "match/match.h"
#include "match/match_moves.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CAP = 8, WHY = 256 };

typedef struct live_log {
    match_move ring[CAP];
    int n;
} live_log;

static void push(live_log *l, const match_move *mv)
{
    if (l->n == CAP) memmove(&l->ring[0], &l->ring[1], sizeof l->ring[0] * (CAP - 1)), l->n--;
    l->ring[l->n++] = *mv;
}

/* One random legal action of a seat that may act, applied through the match, its phrase made as
 * the host makes it. false when nobody may act. */
static bool step(match *m, rng_state *rng, live_log *log, unsigned char *before)
{
    const game_def *g = match_game(m);
    game_turn t = match_turn(m);
    if (!t.mask) return false;
    int seats[GAME_MAX_PLAYERS], n = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask & (1u << i)) seats[n++] = i;
    int seat = seats[rng_below(rng, (uint32_t)n)];
    game_action a;
    if (!game_random_action(g, match_state(m), seat, rng, &a)) return false;
    memcpy(before, match_state(m), g->state_size);
    char why[WHY];
    assert_int_not_equal(match_apply(m, seat, a, why, sizeof why), GAME_REFUSED);
    const match_entry *e = match_log_at(m, match_log_count(m) - 1);
    match_move mv = {.entry = match_log_count(m) - 1, .seat = seat};
    if (match_move_phrase(g, before, match_state(m), seat, a, e->text, mv.text, sizeof mv.text)) {
        match_move_name_seats(m, mv.text, sizeof mv.text); /* as the play host does */
        push(log, &mv);
    }
    return true;
}

static void same(const game_def *g, const live_log *live, const match *m)
{
    match_move got[CAP];
    int n = match_recent_moves(m, got, CAP);
    assert_int_equal(n, live->n);
    for (int i = 0; i < n; i++) {
        assert_int_equal(got[i].entry, live->ring[i].entry);
        assert_int_equal(got[i].seat, live->ring[i].seat);
        if (strcmp(got[i].text, live->ring[i].text) != 0)
            fail_msg("%s: move %d rebuilt as \"%s\", made as \"%s\"", g->id, got[i].entry,
                     got[i].text, live->ring[i].text);
        assert_true(got[i].text[0] != 0);
        const char *brace = strchr(got[i].text, '{');
        if (brace && brace[1] >= '0' && brace[1] <= '9')
            fail_msg("%s: move %d names a seat by number: \"%s\"", g->id, got[i].entry,
                     got[i].text);
    }
}

static void test_rebuilt_as_made(void **st)
{
    (void)st;
    int checked = 0;
    for (int gi = 0; gi < game_count(); gi++) {
        const game_def *g = game_at(gi);
        if (!g->playable || !g->setup || !g->apply) continue;
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char why[WHY];
            game_params p;
            int players = g->min_players > 2 ? g->min_players : 2;
            if (players > g->max_players) players = g->max_players;
            game_params_default(g, &p, players);
            if (!game_validate(g, &p, why, sizeof why)) {
                game_params_default(g, &p, g->min_players);
                if (!game_validate(g, &p, why, sizeof why)) continue;
            }
            match *m = match_create(g, &p, NULL, seed, why, sizeof why);
            assert_non_null(m);
            unsigned char *before = malloc(g->state_size);
            live_log live = {0};
            rng_state rng;
            rng_seed(&rng, seed * 977);
            for (int i = 0; i < 60; i++) {
                if (g->tick) /* a race: time passes between the moves */
                    for (int k = (int)rng_below(&rng, 30); k > 0; k--) match_tick(m);
                if (!step(m, &rng, &live, before)) break;
            }
            same(g, &live, m);
            /* a load replays the save: the same phrases */
            char *text = match_save_json(m);
            match *loaded = match_load_json(text, strlen(text), why, sizeof why);
            if (!loaded) fail_msg("%s: %s", g->id, why);
            same(g, &live, loaded);
            match_destroy(loaded);
            free(text);
            free(before);
            match_destroy(m);
            checked++;
        }
    }
    assert_true(checked >= 3 * 3); /* My City, Mad City, MegaCity at least */
}

/* Undo takes the newest moves off the list; fewer moves than the list holds: all of them. */
static void test_after_undo(void **st)
{
    (void)st;
    const game_def *g = game_find("mycity");
    char why[WHY];
    game_params p;
    game_params_default(g, &p, 2);
    match_seat seats[2]; /* bots: undo takes one move back (two people may not undo each other) */
    match_default_seats(g, 2, seats);
    seats[0].kind = seats[1].kind = MATCH_BOT;
    match *m = match_create(g, &p, seats, 5, why, sizeof why);
    unsigned char *before = malloc(g->state_size);
    live_log live = {0};
    rng_state rng;
    rng_seed(&rng, 5);
    match_move got[CAP];
    assert_int_equal(match_recent_moves(m, got, CAP), 0);
    for (int i = 0; i < 3; i++) assert_true(step(m, &rng, &live, before));
    assert_int_equal(match_recent_moves(m, got, CAP), 3);
    for (int i = 0; i < 12; i++) assert_true(step(m, &rng, &live, before));
    assert_int_equal(match_recent_moves(m, got, CAP), CAP);
    assert_int_equal(got[CAP - 1].entry, 14);
    assert_true(match_undo(m)); /* bots: one move back */
    assert_int_equal(match_recent_moves(m, got, CAP), CAP);
    assert_int_equal(got[CAP - 1].entry, 13);
    assert_int_equal(got[0].entry, 6);
    free(before);
    match_destroy(m);
}

/* describe names another seat {N}; the log reads the seat's name ("looks at the hand of Bea"). */
static void test_seats_named(void **st)
{
    (void)st;
    const game_def *g = game_find("mycity");
    char why[WHY], text[GAME_REASON_LEN];
    game_params p;
    game_params_default(g, &p, 3);
    match_seat seats[3] = {0};
    for (int i = 0; i < 3; i++) {
        seats[i].kind = MATCH_HUMAN;
        seats[i].colour = seats[i].symbol = i;
        snprintf(seats[i].name, sizeof seats[i].name, "%s",
                 i == 0   ? "Ann"
                 : i == 1 ? "Bea"
                          : "Cid");
    }
    match *m = match_create(g, &p, seats, 5, why, sizeof why);
    assert_non_null(m);
    snprintf(text, sizeof text, "looks at the hand of {1}, then {2}");
    match_move_name_seats(m, text, sizeof text);
    assert_string_equal(text, "looks at the hand of Bea, then Cid");
    snprintf(text, sizeof text, "Factory 3 on C4");
    match_move_name_seats(m, text, sizeof text);
    assert_string_equal(text, "Factory 3 on C4");
    match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rebuilt_as_made),
        cmocka_unit_test(test_after_undo),
        cmocka_unit_test(test_seats_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
