/* test_funcity_positions.c: every position play reaches at the start of a turn, and every end,
 * is written by save_position and read back by load_position to the same game: self-play games
 * of the shipped bots (random, easy, normal, hard; 2 to 4 players) through ai_choose on each
 * seat's view. The final positions' scores are the match's; at each turn's start the score, the
 * turn and the legal actions are the same. load_position refuses only what play can never reach:
 * none of these may be refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ai.h"
#include "games/funcity/rules/funcity.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const game_def funcity_game;
static const game_def *G = &funcity_game;

typedef struct counts {
    int finals, starts;
} counts;

/* Writes s, prints and parses the text (what a file holds), reads it back into *back. */
static void round_trip(const funcity_state *s, funcity_state *back, const char *where)
{
    cJSON *j = G->save_position(s);
    if (!j) fail_msg("%s: no position written", where);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    cJSON *again = cJSON_Parse(text);
    char why[GAME_REASON_LEN];
    if (!G->load_position(back, again, why, sizeof why))
        fail_msg("%s: the written position is refused: %s\n%s", where, why, text);
    cJSON_Delete(again);
    free(text);
}

static void same_game(const funcity_state *a, const funcity_state *b, const char *where)
{
    static game_score sa, sb;
    G->score(a, &sa);
    G->score(b, &sb);
    for (int q = 0; q < a->players; q++)
        if (sa.total[q] != sb.total[q]) fail_msg("%s: score of seat %d differs", where, q);
    assert_int_equal(sa.winners, sb.winners);
    game_turn ta = G->turn(a), tb = G->turn(b);
    if (ta.phase != tb.phase || ta.player != tb.player || ta.mask != tb.mask)
        fail_msg("%s: the turn differs", where);
    static game_action la[GAME_MAX_ACTIONS], lb[GAME_MAX_ACTIONS];
    for (int q = 0; q < a->players; q++) {
        int na = G->legal_actions(a, q, la, GAME_MAX_ACTIONS);
        int nb = G->legal_actions(b, q, lb, GAME_MAX_ACTIONS);
        if (na != nb || memcmp(la, lb, sizeof la[0] * (size_t)na))
            fail_msg("%s: the legal actions of seat %d differ", where, q);
    }
}

/* One self-play match; levels[i] is seat i's bot; slog: the option FUNCITY_OPT_SLOG. */
static void play(counts *c, int players, const ai_level *levels, uint64_t seed, int slog)
{
    game_params p;
    game_params_default(G, &p, players);
    p.opt[FUNCITY_OPT_SLOG] = slog;
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(G, players, seats);
    char why[GAME_REASON_LEN], where[96];
    match *m = match_create(G, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    static funcity_state view, back;
    rng_state r;
    rng_seed(&r, seed * 31 + 7);
    for (int i = 0; i < 20000 && !match_is_over(m); i++) {
        const funcity_state *s = match_state(m);
        if (s->step == FUNCITY_ST_START && !s->played && !s->swapped && !s->ch_on) {
            snprintf(where, sizeof where, "seed %llu, action %d", (unsigned long long)seed, i);
            round_trip(s, &back, where);
            same_game(s, &back, where);
            c->starts++;
        }
        game_turn t = match_turn(m);
        int who = t.player >= 0 && (t.mask >> t.player & 1) ? t.player : __builtin_ctz(t.mask);
        match_view(m, who, &view);
        game_action a = ai_choose(G, &view, who, levels[who], NULL, rng_next(&r), NULL);
        if (match_apply(m, who, a, why, sizeof why) == GAME_REFUSED)
            fail_msg("seed %llu: refused: %s", (unsigned long long)seed, why);
    }
    assert_true(match_is_over(m));
    snprintf(where, sizeof where, "the end of seed %llu", (unsigned long long)seed);
    round_trip(match_state(m), &back, where);
    static game_score sm, sb;
    match_score(m, &sm);
    G->score(&back, &sb);
    for (int q = 0; q < players; q++) assert_int_equal(sm.total[q], sb.total[q]);
    assert_int_equal(sm.winners, sb.winners);
    assert_true(back.over);
    same_game(match_state(m), &back, where);
    c->finals++;
    match_destroy(m);
}

static void test_self_play_positions(void **st)
{
    (void)st;
    counts c = {0};
    static const ai_level mix[][4] = {
        {AI_EASY, AI_EASY, AI_EASY, AI_EASY},       {AI_NORMAL, AI_NORMAL, AI_NORMAL, AI_NORMAL},
        {AI_NORMAL, AI_EASY, AI_RANDOM, AI_NORMAL}, {AI_RANDOM, AI_RANDOM, AI_RANDOM, AI_RANDOM},
        {AI_EASY, AI_NORMAL, AI_EASY, AI_RANDOM},
    };
    for (int g = 0; g < 210; g++) /* 210 games: 2, 3 and 4 players, five mixes of levels */
        play(&c, 2 + g % 3, mix[g % 5], 1000 + (uint64_t)g, FUNCITY_SLOG_RULEBOOK);
    for (int g = 0; g < 12; g++) /* the earlier rules of old saves */
        play(&c, 2 + g % 3, mix[g % 5], 3000 + (uint64_t)g, FUNCITY_SLOG_2026_11);
    static const ai_level hard[] = {AI_HARD, AI_NORMAL, AI_HARD, AI_EASY};
    for (int g = 0; g < 3; g++) /* and hard seats (about 2 s a game) */
        play(&c, 2 + g, hard, 5000 + (uint64_t)g, FUNCITY_SLOG_RULEBOOK);
    print_message("funcity positions: %d final positions and %d turn starts written and read "
                  "back\n",
                  c.finals, c.starts);
    assert_true(c.finals >= 200);
}

/* save_position writes nothing in the middle of a turn (the file has no words for a roll). */
static void test_no_position_mid_turn(void **st)
{
    (void)st;
    static funcity_state s;
    game_params p;
    game_params_default(G, &p, 2);
    G->setup(&s, &p, 3);
    cJSON *j = G->save_position(&s);
    assert_non_null(j);
    cJSON_Delete(j);
    char why[GAME_REASON_LEN];
    assert_int_not_equal(G->apply(&s, s.cur, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0), why, sizeof why),
                         GAME_REFUSED);
    assert_null(G->save_position(&s));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_position_mid_turn),
        cmocka_unit_test(test_self_play_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
