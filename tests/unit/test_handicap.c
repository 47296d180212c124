/* test_handicap.c: the seats' handicaps (game_params.handicap). Points: game_score_handicaps
 * adds one line per seat that has one, the lines still add up to the totals, and the ranks follow
 * the new totals with the game's own order for equal ones; every turn-based game offers them, a
 * level out of range is refused; a save keeps them (and writes nothing without any); a bad
 * "handicaps" in a save is reported. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/game.h"
#include "match/match.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WHY = 256 };

/* ---- ranks, with a game whose score is fixed: seat 0 has 20, seat 1 18, seat 2 18 (seat 2 ahead
 * of seat 1 by the game's tie-break) -------------------------------------------------------- */
static void fixed_score(const void *state, game_score *o)
{
    (void)state;
    memset(o, 0, sizeof *o);
    o->players = 3;
    const int total[3] = {20, 18, 18}, rank[3] = {1, 3, 2};
    for (int i = 0; i < 3; i++) {
        game_score_add(o, i, total[i], 0, 0, "board");
        o->total[i] = total[i];
        o->rank[i] = rank[i];
    }
    o->winners = 1u;
}

static const game_handicap two_points = {GAME_HANDICAP_POINTS, 5, 2, "+%d points"};

static void sums_add_up(const game_score *s)
{
    int sum[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < s->nlines; i++) sum[s->line[i].player] += s->line[i].points;
    for (int p = 0; p < s->players; p++) assert_int_equal(sum[p], s->total[p]);
}

static void test_ranks(void **st)
{
    (void)st;
    game_def g = {.id = "fixed", .name = "Fixed", .score = fixed_score, .handicap = &two_points};
    game_params p = {.players = 3};
    game_score s;

    game_score_handicaps(&g, &p, NULL, &s); /* none: the game's own score, untouched */
    assert_int_equal(s.nlines, 3);
    assert_int_equal(s.rank[0], 1);
    assert_int_equal(s.rank[1], 3);
    assert_int_equal(s.winners, 1u);

    p.handicap[1] = 1; /* seat 1: 18 + 2 = 20, level with seat 0, who wins on the game's order */
    game_score_handicaps(&g, &p, NULL, &s);
    assert_int_equal(s.nlines, 4);
    assert_int_equal(s.line[3].player, 1);
    assert_int_equal(s.line[3].points, 2);
    assert_int_equal(s.line[3].group, -1);
    assert_int_equal(s.line[3].ref, -1);
    assert_string_equal(s.line[3].reason, "Handicap: +2 points");
    assert_int_equal(s.total[1], 20);
    assert_int_equal(s.rank[0], 1);
    assert_int_equal(s.rank[1], 2);
    assert_int_equal(s.rank[2], 3);
    assert_int_equal(s.winners, 1u);
    sums_add_up(&s);

    p.handicap[1] = 2; /* 22: first */
    game_score_handicaps(&g, &p, NULL, &s);
    assert_int_equal(s.rank[1], 1);
    assert_int_equal(s.rank[0], 2);
    assert_int_equal(s.winners, 2u);
    sums_add_up(&s);

    p.handicap[1] = 0;
    p.handicap[0] = 5; /* the leader given more: the game's order between 1 and 2 stays */
    game_score_handicaps(&g, &p, NULL, &s);
    assert_int_equal(s.total[0], 30);
    assert_int_equal(s.rank[0], 1);
    assert_int_equal(s.rank[2], 2);
    assert_int_equal(s.rank[1], 3);
    sums_add_up(&s);

    char text[64];
    game_handicap_text(&g, 0, text, sizeof text);
    assert_string_equal(text, "");
    game_handicap_text(&g, 3, text, sizeof text);
    assert_string_equal(text, "+6 points");
}

/* ---- the real games ------------------------------------------------------------------------ */
static void test_offered_and_checked(void **st)
{
    (void)st;
    const char *points[] = {"mycity", "funcity", "infinitecity"};
    for (int k = 0; k < 3; k++) {
        const game_def *g = game_find(points[k]);
        assert_non_null(g);
        assert_non_null(g->handicap);
        assert_int_equal(g->handicap->kind, GAME_HANDICAP_POINTS);
        game_params p;
        game_params_default(g, &p, 2);
        char why[WHY] = "";
        for (int i = 0; i < GAME_MAX_PLAYERS; i++) assert_int_equal(p.handicap[i], 0); /* off */
        p.handicap[1] = g->handicap->max;
        assert_true(game_validate(g, &p, why, sizeof why));
        p.handicap[1] = g->handicap->max + 1;
        assert_false(game_validate(g, &p, why, sizeof why));
        assert_string_equal(why, "The handicap of player 2 is out of range.");
        p.handicap[1] = 0;
        p.handicap[2] = 1; /* a seat nobody sits in */
        assert_false(game_validate(g, &p, why, sizeof why));
        p.handicap[2] = -1;
        assert_false(game_validate(g, &p, why, sizeof why));
    }
    game_params p;
    game_params_default(game_find("template"), &p, 2);
    p.handicap[0] = 1; /* a game without handicaps refuses any */
    char why[WHY];
    assert_false(game_validate(game_find("template"), &p, why, sizeof why));
}

/* A My City game played to its end by random legal moves, seat 1 given level 3 (+6 points). */
static match *finished_mycity(int level, uint64_t seed)
{
    const game_def *g = game_find("mycity");
    game_params p;
    game_params_default(g, &p, 2);
    p.handicap[1] = level;
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, 2, seats);
    char why[WHY];
    match *m = match_create(g, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    rng_state rng;
    rng_seed(&rng, seed);
    for (int n = 0; n < 100000 && !match_is_over(m); n++) {
        game_turn t = match_turn(m);
        for (int seat = 0; seat < 2; seat++) {
            game_action a;
            if (!(t.mask & (1u << seat))) continue;
            if (game_random_action(g, match_state(m), seat, &rng, &a))
                assert_int_not_equal(match_apply(m, seat, a, why, sizeof why), GAME_REFUSED);
            break;
        }
    }
    assert_true(match_is_over(m));
    return m;
}

static void test_points_in_a_game_and_its_save(void **st)
{
    (void)st;
    const game_def *g = game_find("mycity");
    match *plain = finished_mycity(0, 77), *given = finished_mycity(3, 77);
    game_score *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
    assert_true(a && b && c);
    match_score(plain, a);
    match_score(given, b);
    assert_int_equal(b->nlines, a->nlines + 1); /* the same game, one line more */
    assert_int_equal(b->total[0], a->total[0]);
    assert_int_equal(b->total[1], a->total[1] + 6);
    assert_string_equal(b->line[b->nlines - 1].reason, "Handicap: +6 points");
    sums_add_up(b);
    g->score(match_state(given), c); /* the rules alone know nothing of it */
    assert_int_equal(c->total[1], a->total[1]);

    char *json = match_save_json(given), why[WHY];
    assert_non_null(json);
    assert_non_null(strstr(json, "\"handicaps\":[0,3]"));
    match *back = match_load_json(json, strlen(json), why, sizeof why);
    assert_non_null(back);
    assert_int_equal(match_params(back)->handicap[1], 3);
    match_score(back, c);
    assert_int_equal(c->total[1], b->total[1]);
    assert_int_equal(c->rank[1], b->rank[1]);
    match_destroy(back);
    free(json);

    json = match_save_json(plain); /* none: the key is not written at all */
    assert_null(strstr(json, "handicaps"));
    free(json);

    /* a damaged list is reported, not guessed at */
    json = match_save_json(given);
    char *bad = malloc(strlen(json) + 16), *at = strstr(json, "[0,3]");
    const struct {
        const char *list, *message;
    } cases[] = {
        {"[3]", "The save's handicaps are not one number per player."},
        {"[0,-1]", "The save's handicap of player 2 is not a whole number from 0."},
        {"[0,1.5]", "The save's handicap of player 2 is not a whole number from 0."},
        {"[0,9]", "The handicap of player 2 is out of range."},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        sprintf(bad, "%.*s%s%s", (int)(at - json), json, cases[k].list, at + 5);
        why[0] = 0;
        assert_null(match_load_json(bad, strlen(bad), why, sizeof why));
        assert_non_null(strstr(why, cases[k].message));
    }
    free(bad);
    free(json);
    match_destroy(plain);
    match_destroy(given);
    free(a);
    free(b);
    free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ranks),
        cmocka_unit_test(test_offered_and_checked),
        cmocka_unit_test(test_points_in_a_game_and_its_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
