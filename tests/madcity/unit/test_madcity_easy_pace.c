/* test_madcity_easy_pace.c: the easy racing bot against a first-time player. Races of one person
 * (who never finishes, so the bots keep their human pace) and two easy bots, played through the
 * table (match/table.h) as the race screen and `citybox selfplay` do: the easy bot fills its 9
 * tiles no sooner than a newcomer (about half a minute or more) and takes the Park Ranger tree
 * late, or not at all unless its lakes and parks make it worth it. The times are printed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/racer.h"
#include "match/table.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include "match/match.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const game_def madcity_game;

enum { RACES = 40, PLAYERS = 3 };

typedef struct pace_stats {
    int fills, trees, races;
    double fill_sum, fill_min, tree_sum, tree_min;
} pace_stats;

/* One race (the first round of a game): seat 0 a person who says ready and then never builds,
 * seats 1 and 2 easy bots. */
static void one_race(uint64_t seed, pace_stats *st)
{
    const game_def *g = &madcity_game;
    game_params p;
    game_params_default(g, &p, PLAYERS);
    match_seat seats[PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < PLAYERS; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "seat %d", i + 1);
        seats[i].kind = i == 0 ? MATCH_HUMAN : MATCH_BOT;
        seats[i].level = MATCH_LEVEL_EASY;
        seats[i].colour = seats[i].symbol = i;
    }
    char why[GAME_REASON_LEN];
    match *m = match_create(g, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    table *d = table_create(m, &(table_opts){3, 0, 1}, racer_find(match_game(m)));
    assert_non_null(d);
    const madcity_state *s = match_state(m);
    assert_int_not_equal(match_apply(m, 0, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                         GAME_REFUSED);
    for (int f = 0; s->phase == MADCITY_PH_READY; f++) {
        table_step(d);
        assert_true(f < 20 * MADCITY_TICK_HZ);
    }
    assert_int_equal(s->phase, MADCITY_PH_RACE);
    uint32_t t0 = match_ticks(m);
    bool full[PLAYERS] = {false};
    bool tree_seen = false;
    while (s->phase == MADCITY_PH_RACE) {
        table_step(d);
        double t = (double)(match_ticks(m) - t0) / MADCITY_TICK_HZ;
        for (int q = 1; q < PLAYERS && s->phase == MADCITY_PH_RACE; q++)
            if (!full[q] && madcity_filled(s, q) == s->ncells) {
                full[q] = true;
                st->fills++;
                st->fill_sum += t;
                if (st->fill_min < 0 || t < st->fill_min) st->fill_min = t;
            }
        if (!tree_seen && s->tree != MADCITY_NONE) {
            tree_seen = true;
            st->trees++;
            st->tree_sum += t;
            if (st->tree_min < 0 || t < st->tree_min) st->tree_min = t;
        }
        assert_true(match_ticks(m) - t0 <= MADCITY_RACE_TICKS + 1);
    }
    assert_int_equal(table_refused(d), 0);
    st->races++;
    table_destroy(d);
    match_destroy(m);
}

static void test_easy_pace(void **state)
{
    (void)state;
    pace_stats st = {0, 0, 0, 0, -1, 0, -1};
    for (int r = 0; r < RACES; r++) one_race(1000 + (uint64_t)r, &st);
    double fill_avg = st.fills ? st.fill_sum / st.fills : 0;
    double tree_avg = st.trees ? st.tree_sum / st.trees : 0;
    printf("[ easy pace ] %d races, 1 person + 2 easy bots: 9 tiles filled %d times, after %.1f s "
           "on average (soonest %.1f s); tree taken in %d races, after %.1f s on average "
           "(soonest %.1f s)\n",
           st.races, st.fills, fill_avg, st.fill_min, st.trees, tree_avg, st.tree_min);
    /* a newcomer needs about half a minute for 9 tiles: the easy bot is not quicker on average,
     * and never fills its city in under 20 s */
    assert_true(st.fills > 0);
    assert_true(fill_avg >= 28.0);
    assert_true(st.fill_min >= 20.0);
    /* the tree: late, and not in most races */
    assert_true(st.trees == 0 || st.tree_min >= 30.0);
    assert_true(st.trees * 2 <= st.races);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easy_pace),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
