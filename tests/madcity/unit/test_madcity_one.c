/* test_madcity_one.c: Mad City "one at a time" (docs/rules/madcity.md, O1-O7): the option and
 * its validation, builders in turn each on a fresh 60-second clock, the tree to the soonest grab
 * on its own clock (ties to the earlier builder), views that hide the other cities while
 * building, hashes of the other modes unchanged, random playouts, and bots building in their
 * slot. Kept apart from test_madcity.c, which is long already. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/madcity/bot/madcity_bot.h"
#include "core/hash.h"
#include "games/game.h"
#include "games/madcity/rules/madcity.h"
#include <string.h>

extern const game_def madcity_game;
static const game_def *G = &madcity_game;
static game_action acts[GAME_MAX_ACTIONS];
static char why[GAME_REASON_LEN];

static bool params(game_params *p, int players, const char *const *opts)
{
    game_params_default(G, p, players);
    for (int i = 0; opts && opts[i]; i++)
        if (!game_params_set(G, p, opts[i], why, sizeof why)) return false;
    return game_validate(G, p, why, sizeof why);
}

static void start(madcity_state *s, int players, uint64_t seed, const char *extra)
{
    game_params p;
    const char *opts[] = {"one_at_a_time=on", extra, NULL};
    if (!params(&p, players, opts)) fail_msg("%s", why);
    G->setup(s, &p, seed);
    for (int q = 0; q < players; q++)
        assert_int_not_equal(G->apply(s, q, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why),
                             GAME_REFUSED);
    assert_int_equal(s->phase, MADCITY_PH_RACE);
}

static game_apply_result play(madcity_state *s, int p, game_action a)
{
    game_apply_result r = G->apply(s, p, a, why, sizeof why);
    if (r == GAME_REFUSED) fail_msg("seat %d refused: %s", p, why);
    return r;
}

static void build_all(madcity_state *s, int p) /* the whole hand, reading order */
{
    for (int c = 0; c < s->ncells; c++) play(s, p, MADCITY_PLACE(s->hand[p][0], c, 0));
}

static void ticks(madcity_state *s, int n)
{
    for (int i = 0; i < n; i++) G->tick(s);
}

static void test_option(void **st)
{
    (void)st;
    game_params p;
    assert_true(game_option_index(G, "one_at_a_time") == MADCITY_OPT_ONE);
    assert_true(params(&p, 2, (const char *const[]){"one_at_a_time=on", NULL}));
    assert_true(params(&p, 6, (const char *const[]){"one_at_a_time=on", "game=standard", NULL}));
    assert_true(params(&p, 3, (const char *const[]){"one_at_a_time=on", "variant=draw10", NULL}));
    assert_false(params(&p, 1, (const char *const[]){"one_at_a_time=on", NULL}));
    assert_non_null(strstr(why, "two or more"));
    assert_false(params(&p, 2, (const char *const[]){"one_at_a_time=on", "variant=divider", NULL}));
    assert_false(params(&p, 3, (const char *const[]){"one_at_a_time=on", "variant=common", NULL}));
    /* the option's text form, as saves write it (options by key) */
    game_params_default(G, &p, 3);
    assert_true(game_params_set(G, &p, "one_at_a_time=on", why, sizeof why));
    assert_int_equal(p.opt[MADCITY_OPT_ONE], 1);
    madcity_state s;
    G->setup(&s, &p, 5);
    assert_int_equal(s.one, 1);
}

/* Builders in seat order, each on a fresh minute; only the builder acts. */
static void test_turns_and_tree(void **st)
{
    (void)st;
    madcity_state s;
    start(&s, 3, 11, NULL);
    assert_int_equal(s.builder, 0);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    assert_int_equal(G->turn(&s).mask, 1u);
    assert_int_equal(G->legal_actions(&s, 1, acts, GAME_MAX_ACTIONS), 0);
    madcity_state keep = s;
    assert_int_equal(G->apply(&s, 1, MADCITY_PLACE(s.hand[1][0], 0, 0), why, sizeof why),
                     GAME_REFUSED);
    assert_non_null(strstr(why, "minute"));
    assert_memory_equal(&s, &keep, sizeof s);
    /* seat 0: builds, grabs the tree 100 ticks into its minute */
    build_all(&s, 0);
    ticks(&s, 100);
    assert_int_equal(play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0)), GAME_OK_BARRIER);
    assert_int_equal(s.grab[0], 101);
    assert_int_equal(s.tree, MADCITY_NONE); /* not awarded before the round ends */
    assert_int_equal(s.builder, 1);
    assert_int_equal(s.timer, MADCITY_RACE_TICKS);
    assert_int_equal(G->turn(&s).mask, 2u);
    /* seat 1 builds faster and grabs at tick 50 of its own minute: the tree is still there */
    build_all(&s, 1);
    ticks(&s, 50);
    assert_true(G->legal_actions(&s, 1, acts, GAME_MAX_ACTIONS) > 0);
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    assert_int_equal(s.grab[1], 51);
    assert_int_equal(s.builder, 2);
    /* seat 2 places two tiles and runs out of time: its minute ends the round, holes filled */
    play(&s, 2, MADCITY_PLACE(s.hand[2][0], 4, 1));
    play(&s, 2, MADCITY_PLACE(s.hand[2][0], 0, 0));
    ticks(&s, MADCITY_RACE_TICKS - 1);
    assert_int_equal(s.phase, MADCITY_PH_RACE);
    ticks(&s, 1);
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.tree, 1); /* soonest on its own clock */
    for (int c = 0; c < s.ncells; c++) assert_true(s.grid[2][c].tile < MADCITY_TILES);
    assert_int_equal(s.round, 1);
    /* the next round starts with the first seat again and no grabs */
    for (int q = 0; q < 3; q++) play(&s, q, MADCITY_ACTION(MADCITY_ACT_READY, 0));
    assert_int_equal(s.builder, 0);
    assert_int_equal(s.tree, MADCITY_NONE);
    for (int q = 0; q < 3; q++) assert_int_equal(s.grab[q], 0);
}

static void test_tie_and_done(void **st)
{
    (void)st;
    madcity_state s;
    start(&s, 2, 3, NULL);
    build_all(&s, 0);
    ticks(&s, 30);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    build_all(&s, 1);
    ticks(&s, 30);
    play(&s, 1,
         MADCITY_ACTION(MADCITY_ACT_TREE, 0)); /* the same time: the earlier builder keeps it */
    assert_int_equal(s.phase, MADCITY_PH_READY);
    assert_int_equal(s.tree, 0);
    /* done without the tree: nobody holds it */
    for (int q = 0; q < 2; q++) play(&s, q, MADCITY_ACTION(MADCITY_ACT_READY, 0));
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    assert_int_equal(s.builder, 1);
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    assert_int_equal(s.tree, MADCITY_NONE);
    assert_int_equal(s.round, 2);
}

/* A player's view hides the other cities (placed or not) and grabs while anyone builds. */
static void test_views(void **st)
{
    (void)st;
    madcity_state s, v, vv, d;
    start(&s, 3, 21, "game=standard");
    build_all(&s, 0);
    ticks(&s, 40);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
    /* the Standard game's grabber keeps its minute for contractors (decision 7), then done */
    assert_int_equal(s.builder, 0);
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_CLAIM, 0));
    play(&s, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    play(&s, 1, MADCITY_PLACE(s.hand[1][3], 2, 1));
    for (int viewer = -1; viewer < 3; viewer++) {
        G->view(&s, viewer, &v);
        for (int q = 0; q < 3; q++) {
            if (q == viewer) {
                assert_memory_equal(v.grid[q], s.grid[q], sizeof v.grid[q]);
                assert_memory_equal(v.hand[q], s.hand[q], sizeof v.hand[q]);
                continue;
            }
            assert_int_equal(v.nhand[q], 9);
            for (int c = 0; c < v.ncells; c++) assert_int_equal(v.grid[q][c].tile, MADCITY_NONE);
            for (int i = 0; i < 9; i++) assert_int_equal(v.hand[q][i], MADCITY_HIDDEN);
            assert_int_equal(v.grab[q], 0);
        }
        G->view(&v, viewer, &vv);
        assert_memory_equal(&v, &vv, sizeof v);
        rng_state r;
        rng_seed(&r, 7 + (uint64_t)viewer);
        memcpy(&d, &v, sizeof d);
        G->determinize(&d, viewer, &r);
        G->view(&d, viewer, &vv);
        assert_memory_equal(&vv.grid, &v.grid, sizeof v.grid);
        assert_memory_equal(&vv.nhand, &v.nhand, sizeof v.nhand);
        if (viewer >= 0)
            assert_int_equal(G->legal_actions(&v, viewer, acts, GAME_MAX_ACTIONS),
                             G->legal_actions(&s, viewer, acts, GAME_MAX_ACTIONS));
    }
    /* between rounds everything shows again */
    play(&s, 1, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    play(&s, 2, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
    G->view(&s, 1, &v);
    assert_memory_equal(v.grid, s.grid, sizeof v.grid);
    assert_int_equal(v.grab[0], s.grab[0]);
}

/* The hash of a game without the option is FNV-1a over the bytes before the new fields (the
 * golden games keep their hashes); with it, the new fields count. */
static void test_hash(void **st)
{
    (void)st;
    madcity_state s;
    game_params p;
    assert_true(params(&p, 2, NULL));
    G->setup(&s, &p, 9);
    assert_true(game_hash(G, &s) == hash_bytes(HASH_SEED, &s, offsetof(madcity_state, one)));
    start(&s, 2, 9, NULL);
    uint64_t h = game_hash(G, &s);
    s.builder = 1;
    assert_true(game_hash(G, &s) != h);
}

static void test_playouts(void **st)
{
    (void)st;
    rng_state r;
    rng_seed(&r, 4);
    for (int k = 0; k < 30; k++) {
        int players = 2 + k % 5;
        madcity_state s;
        game_params p;
        const char *opts[] = {"one_at_a_time=on",
                              k % 2 || players > 5 ? "game=standard" : "variant=draw10", NULL};
        if (!params(&p, players, opts)) fail_msg("%s", why);
        G->setup(&s, &p, (uint64_t)k);
        for (long step = 0; s.phase != MADCITY_PH_OVER; step++) {
            assert_true(step < 400000);
            game_turn t = G->turn(&s);
            if (s.phase == MADCITY_PH_RACE) assert_true(t.mask == (1u << s.builder));
            int who = t.mask ? __builtin_ctz(t.mask) : -1;
            if (s.phase == MADCITY_PH_READY) who = (int)(rng_below(&r, 8) % players);
            if (who < 0 || !(t.mask & (1u << who))) {
                G->tick(&s);
                continue;
            }
            /* mostly wait: minutes run out as well as end by done or tree */
            if (s.phase == MADCITY_PH_RACE && rng_below(&r, 4)) {
                G->tick(&s);
                continue;
            }
            game_action a = madcity_random_action(&s, who, &r);
            play(&s, who, a);
        }
        assert_true(s.round >= 1);
    }
}

/* A bot waits for its minute, then builds its city and finishes it. */
static void test_bots_in_their_slot(void **st)
{
    (void)st;
    madcity_state s, v;
    start(&s, 3, 5, NULL);
    madcity_bot_state *bots[3];
    for (int q = 0; q < 3; q++) bots[q] = madcity_bot_new(q, MADCITY_BOT_NORMAL, 100 + (uint64_t)q);
    int acted[3] = {0, 0, 0};
    double now = 0;
    for (int frame = 0; frame < 3 * 60 * 60 && s.phase == MADCITY_PH_RACE;
         frame++, now += 1 / 60.0) {
        for (int q = 0; q < 3; q++) {
            G->view(&s, q, &v);
            game_action a;
            if (!madcity_bot_next(bots[q], &v, now, &a)) continue;
            assert_int_equal(q, s.builder);
            play(&s, q, a);
            acted[q]++;
        }
        if (frame % 2 == 0) G->tick(&s);
    }
    assert_int_equal(s.phase, MADCITY_PH_READY);
    for (int q = 0; q < 3; q++) {
        assert_true(acted[q] >= 9);
        madcity_bot_free(bots[q]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_option),
        cmocka_unit_test(test_turns_and_tree),
        cmocka_unit_test(test_tie_and_done),
        cmocka_unit_test(test_views),
        cmocka_unit_test(test_hash),
        cmocka_unit_test(test_playouts),
        cmocka_unit_test(test_bots_in_their_slot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
