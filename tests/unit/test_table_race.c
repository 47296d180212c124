/* test_table_race.c: the table's real time (match/table.h) on Mad City's race: the rules tick at
 * tick_hz whatever pieces dt comes in, only while the game's clock runs and the caller lets it,
 * a bot's minute of one at a time runs four times as fast, the racers' clock hurries once every
 * person is done, racers act through the host (never refused), and the same seed gives the same
 * game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "match/table.h"
#include "ai/racer.h"
#include "games/madcity/rules/madcity.h"
#include "match/match.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static char why[MATCH_WHY_LEN];

/* A host that applies to the match and counts what went through it. */
typedef struct counting {
    match *m;
    table *t;
    int ticks, actions, refused;
} counting;

static void count_tick(void *user)
{
    counting *c = user;
    match_tick(c->m);
    c->ticks++;
}

static bool count_submit(void *user, int seat, game_action a)
{
    counting *c = user;
    bool ok = match_apply(c->m, seat, a, why, sizeof why) != GAME_REFUSED;
    if (!ok) fail_msg("seat %d refused: %s", seat, why);
    table_applied(c->t, seat, a);
    c->actions++;
    return ok;
}

/* A match of players seats; bit i of bots: seat i is a bot at level. */
static match *new_match(int players, uint32_t bots, match_level level, uint64_t seed,
                        const char *option)
{
    game_params p;
    game_params_default(G, &p, players);
    if (option) assert_true(game_params_set(G, &p, option, why, sizeof why));
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(G, players, seats);
    for (int i = 0; i < players; i++) {
        seats[i].kind = (bots >> i) & 1 ? MATCH_BOT : MATCH_HUMAN;
        seats[i].level = level;
    }
    match *m = match_create(G, &p, seats, seed, why, sizeof why);
    if (!m) fail_msg("%s", why);
    return m;
}

static void all_ready(match *m)
{
    for (int i = 0; i < match_params(m)->players; i++)
        assert_int_not_equal(match_apply_text(m, i, "ready", why, sizeof why), GAME_REFUSED);
    assert_int_equal(((const madcity_state *)match_state(m))->phase, MADCITY_PH_RACE);
}

static void test_racer_table(void **st)
{
    (void)st;
    assert_ptr_equal(racer_find(G)->game, G);
    for (int i = 0; i < game_count(); i++)
        if (game_at(i) != G) assert_null(racer_find(game_at(i))); /* turn-based: ai_choose */
    assert_null(racer_find(NULL));
}

/* 1 s in uneven pieces gives tick_hz ticks; nothing ticks in the ready phase nor when the caller
 * holds the rules (a countdown), and a restart drops a part-tick. */
static void test_ticks_at_tick_hz(void **st)
{
    (void)st;
    match *m = new_match(2, 0, MATCH_LEVEL_EASY, 7, NULL);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(G));
    assert_non_null(d);
    counting c = {m, d, 0, 0, 0};
    table_host h = {count_submit, count_tick, &c};
    table_advance(d, 1.0, TABLE_ALL, &h); /* ready phase: the sand does not run */
    assert_int_equal(match_ticks(m), 0);
    all_ready(m);
    const double pieces[] = {0.1, 0.25, 0.05, 0.3, 0.0, 0.017, 0.283};
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++)
        table_advance(d, pieces[i], TABLE_ALL, &h);
    assert_int_equal(match_ticks(m), G->tick_hz);
    assert_int_equal(c.ticks, G->tick_hz);
    for (int i = 0; i < 60; i++) table_advance(d, 1.0 / 60, TABLE_ALL, &h);
    assert_int_equal(match_ticks(m), 2 * G->tick_hz);
    for (int i = 0; i < 7; i++) table_advance(d, 1.0 / 7, TABLE_ALL, &h);
    assert_int_equal(match_ticks(m), 3 * G->tick_hz);
    table_advance(d, 5.0, TABLE_RACERS, &h); /* a countdown holds the sand */
    assert_int_equal(match_ticks(m), 3 * G->tick_hz);
    table_advance(d, 0.5 / G->tick_hz, TABLE_ALL, &h);
    table_restart_clock(d);
    table_advance(d, 0.75 / G->tick_hz, TABLE_ALL, &h);
    assert_int_equal(match_ticks(m), 3 * G->tick_hz); /* half a tick was dropped */
    const madcity_state *s = match_state(m);
    assert_int_equal(s->timer, MADCITY_RACE_TICKS - 3 * G->tick_hz);
    assert_int_equal(c.actions, 0); /* no bot seats, no racers */
    table_destroy(d);
    match_destroy(m);
}

/* Slow time (a lesson's first round, table_opts.time_scale): the sand and the racers' clock
 * run at that fraction of the time given; back at 1, at the wall clock's pace again. */
static void test_slow_time(void **st)
{
    (void)st;
    match *m = new_match(2, 1, MATCH_LEVEL_EASY, 7, NULL);
    table *d = table_create(m, &(table_opts){3, 0, 0.25}, racer_find(G));
    assert_non_null(d);
    counting c = {m, d, 0, 0, 0};
    table_host h = {count_submit, count_tick, &c};
    all_ready(m);
    for (int i = 0; i < 120; i++) table_advance(d, 1.0 / 30, TABLE_ALL, &h); /* 4 s */
    assert_int_equal(match_ticks(m), G->tick_hz);                            /* 1 s of sand */
    assert_true(fabs(table_racer_clock(d) - 1.0) < 1e-9);
    table_set_opts(d, &(table_opts){3, 0, 1});
    for (int i = 0; i < 30; i++) table_advance(d, 1.0 / 30, TABLE_ALL, &h); /* 1 s */
    assert_int_equal(match_ticks(m), 2 * G->tick_hz);
    assert_true(fabs(table_racer_clock(d) - 2.0) < 1e-9);
    table_destroy(d);
    match_destroy(m);
}

/* One at a time: a bot's minute runs four times as fast (sand and racers' clock), a person's at
 * the speed of the clock on the wall. */
static void test_one_at_a_time_speed(void **st)
{
    (void)st;
    match *m = new_match(2, 1u << 1, MATCH_LEVEL_NORMAL, 3, "one_at_a_time=1");
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(G));
    counting c = {m, d, 0, 0, 0};
    table_host h = {count_submit, count_tick, &c};
    assert_int_not_equal(match_apply_text(m, 0, "ready", why, sizeof why), GAME_REFUSED);
    for (int i = 0; i < 300 && ((const madcity_state *)match_state(m))->phase == MADCITY_PH_READY;
         i++)
        table_advance(d, 1.0 / 30, TABLE_ALL, &h); /* the bot says ready */
    const madcity_state *s = match_state(m);
    assert_int_equal(s->phase, MADCITY_PH_RACE);
    assert_int_equal(s->builder, 0); /* the person builds first: real time */
    uint32_t t0 = match_ticks(m);
    double k0 = table_racer_clock(d);
    table_advance(d, 1.0, TABLE_ALL, &h);
    assert_int_equal(match_ticks(m) - t0, G->tick_hz);
    assert_true(table_racer_clock(d) - k0 > 0.999 && table_racer_clock(d) - k0 < 1.001);
    assert_int_not_equal(match_apply_text(m, 0, "done", why, sizeof why), GAME_REFUSED);
    s = match_state(m);
    assert_int_equal(s->builder, 1); /* the bot's minute */
    t0 = match_ticks(m);
    k0 = table_racer_clock(d);
    table_advance(d, 0.25, TABLE_ALL, &h);
    assert_int_equal(match_ticks(m) - t0, G->tick_hz);
    assert_true(table_racer_clock(d) - k0 > 0.999 && table_racer_clock(d) - k0 < 1.001);
    table_destroy(d);
    match_destroy(m);
}

/* The racers' clock runs at wall speed while a person builds, four times as fast once every
 * person of the round is done. */
static void test_hurry_when_people_done(void **st)
{
    (void)st;
    match *m = new_match(2, 1u << 1, MATCH_LEVEL_EASY, 5, NULL);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(G));
    counting c = {m, d, 0, 0, 0};
    table_host h = {count_submit, count_tick, &c};
    assert_int_not_equal(match_apply_text(m, 0, "ready", why, sizeof why), GAME_REFUSED);
    for (int i = 0; i < 300 && ((const madcity_state *)match_state(m))->phase == MADCITY_PH_READY;
         i++)
        table_advance(d, 1.0 / 30, TABLE_ALL, &h);
    assert_int_equal(((const madcity_state *)match_state(m))->phase, MADCITY_PH_RACE);
    double k0 = table_racer_clock(d);
    table_advance(d, 0.5, TABLE_ALL, &h);
    assert_true(table_racer_clock(d) - k0 > 0.499 && table_racer_clock(d) - k0 < 0.501);
    assert_int_not_equal(match_apply_text(m, 0, "done", why, sizeof why), GAME_REFUSED);
    k0 = table_racer_clock(d);
    uint32_t t0 = match_ticks(m);
    table_advance(d, 0.5, TABLE_ALL, &h);
    assert_true(table_racer_clock(d) - k0 > 1.999 && table_racer_clock(d) - k0 < 2.001);
    assert_int_equal(match_ticks(m) - t0, G->tick_hz / 2); /* the sand itself does not hurry */
    table_destroy(d);
    match_destroy(m);
}

/* Bots race a whole game through table_step; returns the final hash mixed with the log's. */
static uint64_t bot_game(int players, match_level level, uint64_t seed, int *actions,
                         uint32_t *ticks)
{
    match *m = new_match(players, (1u << players) - 1, level, seed, NULL);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(G));
    assert_non_null(d);
    for (int steps = 0; !match_is_over(m); steps++) {
        assert_true(steps < 100000);
        table_step(d);
    }
    assert_int_equal(table_refused(d), 0);
    uint64_t h = match_hash(m);
    int places[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < match_log_count(m); i++) {
        const match_entry *e = match_log_at(m, i);
        h = (h ^ e->hash ^ e->tick) * 0x100000001b3ull;
        if (strncmp(e->text, "place", 5) == 0) places[e->seat]++;
    }
    for (int p = 0; p < players; p++) assert_true(places[p] >= 9); /* every seat built */
    *actions = match_log_count(m);
    *ticks = match_ticks(m);
    table_destroy(d);
    match_destroy(m);
    return h;
}

static void test_bots_race_deterministic(void **st)
{
    (void)st;
    int a1, a2, a3;
    uint32_t t1, t2, t3;
    uint64_t h1 = bot_game(3, MATCH_LEVEL_NORMAL, 11, &a1, &t1);
    uint64_t h2 = bot_game(3, MATCH_LEVEL_NORMAL, 11, &a2, &t2);
    uint64_t h3 = bot_game(3, MATCH_LEVEL_NORMAL, 12, &a3, &t3);
    assert_true(h1 == h2);
    assert_int_equal(a1, a2);
    assert_int_equal(t1, t2);
    assert_true(h1 != h3);
    assert_true(t1 > 0);
    print_message("3 normal racers: %d actions over %u ticks\n", a1, (unsigned)t1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_racer_table),
        cmocka_unit_test(test_ticks_at_tick_hz),
        cmocka_unit_test(test_slow_time),
        cmocka_unit_test(test_one_at_a_time_speed),
        cmocka_unit_test(test_hurry_when_people_done),
        cmocka_unit_test(test_bots_race_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
