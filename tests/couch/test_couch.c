/* test_couch.c: the couch test of every game (couch.h): people on different devices at one
 * screen play whole games through SDL's event queue, each gesture a seeded random choice among
 * what the screen shows the seat that may act. Several seeds per game, two to four people on
 * mixed devices (mouse, a finger, the keyboard's halves, gamepads), bots in the other seats.
 * One ctest per game: test_couch <id> (couch_<id>). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "couch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_def *G;

typedef struct table_plan {
    int players;
    couch_dev dev[GAME_MAX_PLAYERS];
} table_plan;

/* Two to four people on mixed devices; a game's smallest table when it has fewer seats. */
static const table_plan plans[] = {
    {2, {COUCH_MOUSE, COUCH_PAD}},
    {3, {COUCH_TOUCH, COUCH_BOT, COUCH_KEYS_LEFT}},
    {4, {COUCH_KEYS_RIGHT, COUCH_MOUSE, COUCH_BOT, COUCH_PAD}},
    {4, {COUCH_MOUSE, COUCH_KEYS_LEFT, COUCH_KEYS_RIGHT, COUCH_TOUCH}},
};

static void test_couch_games(void **st)
{
    (void)st;
    int seeds = getenv("CITYBOX_COUCH_SEEDS") ? atoi(getenv("CITYBOX_COUCH_SEEDS")) : 4;
    for (int k = 0; k < seeds; k++) {
        table_plan t = plans[k % (int)(sizeof plans / sizeof plans[0])];
        if (t.players > G->max_players) t.players = G->max_players;
        if (t.players < G->min_players) t.players = G->min_players;
        couch c;
        uint64_t seed = 5100 + (uint64_t)k;
        couch_start(&c, G->id, seed, t.players, t.dev, BOT_EASY);
        couch_play(&c);
        couch_report(&c, G->id, seed);
        couch_finish(&c);
    }
}

int main(int argc, char **argv)
{
    G = game_find(argc > 1 ? argv[1] : "mycity");
    if (!G) return 1;
    if (fixture_open() != 0) return 1;
    settings_get()->bot_pace = PACE_FAST;
    settings_get()->react_seconds = 2;
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_couch_games),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
