/* test_madcity_handicap.c: Mad City's handicap, extra seconds for a seat (docs/rules/madcity.md,
 * decision H1): 10 seconds a level, up to 3; the race's clock starts at the minute plus the most
 * extra time of the round, each seat stops when its own time is over (its holes filled when the
 * round ends, as at a time-out), one at a time gives the builder its own extra seconds, a game
 * without handicaps is the game it was (same clock, same hash), and a match saved with them
 * replays the same game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include "core/rng.h"
#include "match/match.h"
#include <stdlib.h>
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static char why[GAME_REASON_LEN];
enum { SECOND = MADCITY_TICK_HZ };

static game_params params(int players, bool one, int h0, int h1)
{
    game_params p;
    game_params_default(G, &p, players);
    if (one && !game_params_set(G, &p, "one_at_a_time=on", why, sizeof why)) fail_msg("%s", why);
    p.handicap[0] = h0;
    p.handicap[1] = h1;
    if (!game_validate(G, &p, why, sizeof why)) fail_msg("%s", why);
    return p;
}

static void start(madcity_state *s, const game_params *p, uint64_t seed)
{
    G->setup(s, p, seed);
    for (int q = 0; q < p->players; q++)
        assert_int_not_equal(G->apply(s, q, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                             GAME_REFUSED);
    assert_int_equal(s->phase, MADCITY_PH_RACE);
}

static void ticks(madcity_state *s, int n)
{
    for (int i = 0; i < n; i++) G->tick(s);
}

static void test_offered(void **st)
{
    (void)st;
    assert_non_null(G->handicap);
    assert_int_equal(G->handicap->kind, GAME_HANDICAP_SECONDS);
    assert_int_equal(G->handicap->max, 3);
    assert_int_equal(G->handicap->step, 10);
    char text[64];
    game_handicap_text(G, 2, text, sizeof text);
    assert_string_equal(text, "+20 seconds");
    game_params p;
    game_params_default(G, &p, 3);
    p.handicap[2] = 4;
    assert_false(game_validate(G, &p, why, sizeof why));
    assert_string_equal(why, "The handicap of player 3 is out of range.");
}

/* Seat 1 has two levels: 20 more seconds. Seat 0 stops at the minute, seat 1 builds on. */
static void test_extra_seconds(void **st)
{
    (void)st;
    game_params p = params(2, false, 0, 2);
    madcity_state s;
    start(&s, &p, 41);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS + 20 * SECOND);
    assert_int_equal(madcity_left(&s, 0), MADCITY_RACE_TICKS);
    assert_int_equal(madcity_left(&s, 1), MADCITY_RACE_TICKS + 20 * SECOND);
    /* both place a tile, then the minute runs out */
    assert_int_not_equal(G->apply(&s, 0, MADCITY_PLACE(s.hand[0][0], 0, 0), why, sizeof why),
                         GAME_REFUSED);
    ticks(&s, MADCITY_RACE_TICKS - 1);
    assert_int_equal(s.done, 0);
    assert_int_equal(madcity_left(&s, 0), 1);
    ticks(&s, 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    assert_int_equal(s.done, 1u); /* seat 0's time is over */
    assert_int_equal(madcity_left(&s, 1), 20 * SECOND);
    madcity_state keep = s;
    assert_int_equal(G->apply(&s, 0, MADCITY_PLACE(s.hand[0][0], 1, 0), why, sizeof why),
                     GAME_REFUSED);
    assert_string_equal(why, "Your time is up for this round.");
    assert_memory_equal(&s, &keep, sizeof s);
    assert_int_equal(G->turn(&s).mask, 2u); /* only seat 1 acts now */
    /* seat 1 still builds in its extra seconds */
    assert_int_not_equal(G->apply(&s, 1, MADCITY_PLACE(s.hand[1][0], 4, 0), why, sizeof why),
                         GAME_REFUSED);
    ticks(&s, 20 * SECOND - 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    ticks(&s, 1);
    assert_int_not_equal(s.phase, MADCITY_PH_RACE); /* the round is over: holes filled */
    for (int q = 0; q < 2; q++)
        for (int c = 0; c < s.ncells; c++) assert_true(s.grid[q][c].tile < MADCITY_TILES);
}

/* A seat done early with extra time left ends the round when the others' time is over. */
static void test_done_early(void **st)
{
    (void)st;
    game_params p = params(3, false, 3, 0);
    madcity_state s;
    start(&s, &p, 42);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS + 30 * SECOND);
    assert_int_not_equal(G->apply(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0), why, sizeof why),
                         GAME_REFUSED);
    ticks(&s, MADCITY_RACE_TICKS - 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    ticks(&s, 1); /* seats 1 and 2 are out of time, seat 0 said done: nobody builds */
    assert_int_not_equal(s.phase, MADCITY_PH_RACE);
}

/* One at a time: each builder's own minute carries its own extra seconds. */
static void test_one_at_a_time(void **st)
{
    (void)st;
    game_params p = params(2, true, 0, 1);
    madcity_state s;
    start(&s, &p, 43);
    assert_int_equal(s.builder, 0);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    ticks(&s, MADCITY_RACE_TICKS);
    assert_int_equal(s.builder, 1);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS + 10 * SECOND);
    ticks(&s, 30 * SECOND);
    assert_int_equal(madcity_left(&s, 1), 40 * SECOND);
    assert_int_equal(G->apply(&s, 1, MADCITY_ACTION(MADCITY_ACT_TREE, 0), why, sizeof why),
                     GAME_REFUSED); /* the city is not complete: refused, clock unchanged */
    ticks(&s, 40 * SECOND - 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    ticks(&s, 1);
    assert_int_not_equal(s.phase, MADCITY_PH_RACE);
}

/* Without handicaps the game is the one it was: a minute, and the hash of the state that had no
 * extra bytes (the handicap's bytes are zero, left out of the hash). */
static void test_none_unchanged(void **st)
{
    (void)st;
    game_params p = params(4, false, 0, 0);
    madcity_state s, t;
    start(&s, &p, 44);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    for (int q = 0; q < 4; q++) assert_int_equal(madcity_left(&s, q), MADCITY_RACE_TICKS);
    p.handicap[3] = 1;
    start(&t, &p, 44);
    assert_int_not_equal(G->hash(&s), G->hash(&t));
    ticks(&s, MADCITY_RACE_TICKS);
    assert_int_not_equal(s.phase, MADCITY_PH_RACE);
}

/* One step of a match: a random legal action of each seat that may act, every 7th tick. */
static void step(match *m, rng_state *rng, int i)
{
    if (i % 7 == 0) {
        game_turn t = match_turn(m);
        for (int seat = 0; seat < 2; seat++) {
            game_action a;
            if ((t.mask & (1u << seat)) && game_random_action(G, match_state(m), seat, rng, &a))
                assert_int_not_equal(match_apply(m, seat, a, why, sizeof why), GAME_REFUSED);
        }
    }
    match_tick(m);
}

/* A match with handicaps, saved in its extra seconds and loaded: the same params, the same game,
 * and the same game again after the same moves as the one that went on. */
static void test_saved(void **st)
{
    (void)st;
    game_params p = params(2, false, 0, 3);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(G, 2, seats);
    match *m = match_create(G, &p, seats, 77, why, sizeof why);
    assert_non_null(m);
    rng_state r1, r2;
    rng_seed(&r1, 5);
    const madcity_state *s = match_state(m);
    int i = 0;
    while (!(s->phase == MADCITY_PH_RACE && s->done == 1u) && i < 20000) step(m, &r1, i++);
    assert_int_equal(s->done, 1u); /* seat 0 out of time, seat 1 in its extra 30 seconds */
    assert_true(madcity_left(s, 1) > 0);
    char *json = match_save_json(m);
    assert_non_null(json);
    assert_non_null(strstr(json, "\"handicaps\":[0,3]"));
    match *back = match_load_json(json, strlen(json), why, sizeof why);
    if (!back) fail_msg("%s", why);
    assert_int_equal(match_params(back)->handicap[1], 3);
    assert_true(G->hash(match_state(back)) == G->hash(s));
    r2 = r1;
    for (int k = 0; k < 2000; k++) step(m, &r1, i + k), step(back, &r2, i + k);
    assert_true(G->hash(match_state(back)) == G->hash(s));
    free(json);
    match_destroy(back);
    match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_offered),        cmocka_unit_test(test_extra_seconds),
        cmocka_unit_test(test_done_early),     cmocka_unit_test(test_one_at_a_time),
        cmocka_unit_test(test_none_unchanged), cmocka_unit_test(test_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
