/* test_infinitecity_positions.c: position files written and read back. The end of 210 self-play
 * games (bots of every level, 2 to 6 players, through a match) is written by save_position,
 * printed, parsed and loaded: the score sheet equals the match's, line by line; positions at the
 * start of turns along the way load back with the same turn, score and legal actions. Then the
 * loader's strictness (each key once, no unknown key, whole numbers, true/false, control
 * characters escaped in messages) and the positions play reaches (a short hand after a Shopping
 * Complex swap, the fifth Power Station before the refill, the last round) or never reaches. */
#include "infinitecity_fixture.h"

#include "ai/ai.h"
#include "core/json_load.h"
#include "match/match.h"

static game_score want, got;

/* state written, printed, parsed and loaded into S; fails the test when refused. */
static void round_trip(const infinitecity_state *state)
{
    cJSON *j = G->save_position(state);
    assert_non_null(j);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    char why[GAME_REASON_LEN];
    cJSON *back = json_load_parse(text, strlen(text), why, sizeof why);
    if (!back) fail_msg("written position does not parse: %s", why);
    if (!G->load_position(&S, back, why, sizeof why)) fail_msg("refused: %s\n%s", why, text);
    cJSON_Delete(back);
    free(text);
}

static void same_score(const game_score *a, const game_score *b)
{
    assert_int_equal(a->players, b->players);
    assert_int_equal(a->winners, b->winners);
    for (int q = 0; q < a->players; q++) {
        assert_int_equal(a->total[q], b->total[q]);
        assert_int_equal(a->rank[q], b->rank[q]);
    }
    assert_int_equal(a->nlines, b->nlines);
    for (int i = 0; i < a->nlines; i++) {
        assert_int_equal(a->line[i].player, b->line[i].player);
        assert_int_equal(a->line[i].points, b->line[i].points);
        assert_int_equal(a->line[i].group, b->line[i].group);
        assert_string_equal(a->line[i].reason, b->line[i].reason);
    }
}

/* The start of a turn loads back as the same game: turn, score, legal actions. */
static void same_game(const infinitecity_state *s)
{
    static game_action la[GAME_MAX_ACTIONS], lb[GAME_MAX_ACTIONS];
    round_trip(s);
    game_turn ta = G->turn(s), tb = G->turn(&S);
    assert_int_equal(ta.phase, tb.phase);
    assert_int_equal(ta.player, tb.player);
    G->score(s, &want);
    G->score(&S, &got);
    same_score(&want, &got);
    int na = G->legal_actions(s, s->cur, la, GAME_MAX_ACTIONS);
    int nb = G->legal_actions(&S, S.cur, lb, GAME_MAX_ACTIONS);
    assert_int_equal(na, nb);
    assert_memory_equal(la, lb, (size_t)na * sizeof la[0]);
    assert_int_equal(s->ending, S.ending);
    assert_int_equal(s->end_seat, S.end_seat);
}

static void test_every_end_of_self_play_loads(void **st)
{
    (void)st;
    static infinitecity_state v;
    int reasons[4] = {0}, short_hands = 0, starts = 0, last_rounds = 0;
    /* 210 games; the sanitizer pass (CITYBOX_PLAYOUTS under 500) plays 60 of them */
    const char *e = getenv("CITYBOX_PLAYOUTS");
    const int games = e && atoi(e) > 0 && atoi(e) < 500 ? 60 : 210;
    for (int k = 0; k < games; k++) {
        int players = 2 + k % 5;
        game_params p;
        game_params_default(G, &p, players);
        match_seat seats[GAME_MAX_PLAYERS];
        match_default_seats(G, players, seats);
        for (int q = 0, normal = 0; q < players; q++) { /* random, easy and one normal */
            seats[q].kind = MATCH_BOT;
            seats[q].level = (match_level)(MATCH_LEVEL_RANDOM + (k + q) % 3);
            if (seats[q].level == MATCH_LEVEL_NORMAL && normal++) seats[q].level = MATCH_LEVEL_EASY;
        }
        if (k % 35 == 0) seats[1].level = MATCH_LEVEL_HARD; /* 2 players: hard, 6 games */
        ai_budget budget = ai_budget_default(AI_HARD);
        budget.playouts = budget.playouts / 20 > 0 ? budget.playouts / 20 : 1;
        char why[GAME_REASON_LEN];
        match *m = match_create(G, &p, seats, 9000 + (uint64_t)k, why, sizeof why);
        assert_non_null(m);
        for (int n = 0; !match_is_over(m); n++) {
            assert_true(n < 4000);
            const infinitecity_state *s = match_state(m);
            if (s->step == INFINITECITY_ST_TURN && !s->npend && k % 6 == 0) {
                same_game(s); /* the start of a turn, every sixth game */
                starts++;
                last_rounds += s->ending;
            }
            int me = s->cur;
            match_view(m, me, &v);
            bool hard = seats[me].level == MATCH_LEVEL_HARD;
            game_action a = ai_choose(G, &v, me, (ai_level)seats[me].level, hard ? &budget : NULL,
                                      (uint64_t)k * 7919 + (uint64_t)n, NULL);
            assert_true(a != AI_NO_ACTION);
            if (match_apply(m, me, a, why, sizeof why) == GAME_REFUSED) fail_msg("%s", why);
        }
        const infinitecity_state *end = match_state(m);
        round_trip(end);
        assert_true(S.over);
        assert_int_equal(S.end_why, end->end_why);
        match_score(m, &want);
        G->score(&S, &got);
        same_score(&want, &got);
        reasons[end->end_why]++;
        for (int q = 0; q < players; q++)
            short_hands += end->deck_n && end->hand_n[q] < INFINITECITY_HAND;
        match_destroy(m);
    }
    print_message("%d ends loaded back (%d by tokens, %d by five stations, %d with nobody able to "
                  "play), %d hands under 5 with tiles in the deck; %d starts of turns (%d in a "
                  "last round)\n",
                  games, reasons[INFINITECITY_END_TOKENS], reasons[INFINITECITY_END_STATIONS],
                  reasons[INFINITECITY_END_STUCK], short_hands, starts, last_rounds);
    assert_true(short_hands > 0);
    assert_true(last_rounds > 0);
}

/* Play reaches a short hand: after a Shopping Complex swap the other player holds 1 tile at the
 * start of their turn while the deck has tiles. That position writes and loads. */
static void test_short_hand_after_a_swap(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['shopping','bank'],['embassy','embassy','embassy','embassy','embassy']],"
         "'deck':['plaza','plaza','plaza','plaza','plaza','plaza']}");
    act("play shopping");
    act("place 1,0");
    act("seat p2");
    assert_int_equal(S.cur, 1);
    assert_int_equal(S.hand_n[1], 1); /* the Bank: refilled only at the end of their turn */
    static infinitecity_state keep;
    memcpy(&keep, &S, sizeof S);
    same_game(&keep);
    /* the player before the player to move, with a token, has just refilled: never short */
    load_refused("{'players':2,'to_move':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
                 "'hands':[['bank'],['embassy']],'deck':['plaza']}",
                 "Player 1 has a hand of 1 after their turn");
    /* ... but without a token they passed without drawing */
    load("{'players':3,'to_move':3,'last_round':{'by':2,'turn':1},'tiles':[{'at':[0,0],'kind':"
         "'housing','tokens':[2,2,2,2,2,2,2,2,2,2,2,2,2,2,2]}],"
         "'hands':[['bank','bank','bank','bank','bank'],['embassy'],['port']],'deck':['plaza']}");
    assert_int_equal(S.cur, 2);
}

/* The last round written and read: who ran out, in whose turn; back at that turn it is over. */
static void test_last_round(void **st)
{
    (void)st;
    load("{'players':3,'to_move':2,'last_round':{'by':1,'turn':1},'tiles':[{'at':[0,0],'kind':"
         "'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}],"
         "'hands':[['bank'],['embassy'],['port']]}");
    assert_true(S.ending);
    assert_int_equal(S.end_who, 0);
    act("play embassy");
    act("place 1,0");
    act("token 0,0");
    assert_int_equal(S.cur, 2);
    act("play port");
    act("place 2,0");
    assert_true(S.over);
    assert_int_equal(S.end_why, INFINITECITY_END_TOKENS);
    /* to move in the turn that ran out: that round is over */
    load("{'players':3,'to_move':1,'last_round':{'by':1,'turn':1},'tiles':[{'at':[0,0],'kind':"
         "'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}],"
         "'hands':[['bank'],['embassy'],['port']]}");
    assert_true(S.over);
    load_refused("{'players':3,'last_round':{'by':4,'turn':1},'tiles':[{'at':[0,0],'kind':"
                 "'housing'}]}",
                 "\"last_round\" is");
}

/* The fifth Power Station ends a turn before its refill: the finished game writes and loads. */
static void test_fifth_station_before_the_refill(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation'},{'at':[1,0],'kind':'housing'},"
         "{'at':[2,0],'kind':'powerstation'},{'at':[3,0],'kind':'housing'},"
         "{'at':[4,0],'kind':'powerstation'},{'at':[5,0],'kind':'housing'},"
         "{'at':[6,0],'kind':'powerstation'}],"
         "'hands':[['powerstation','bank','bank','bank','bank'],['embassy','embassy','embassy',"
         "'embassy','embassy']],'deck':['plaza','plaza']}");
    act("play powerstation");
    act("place 7,0");
    assert_true(S.over);
    assert_int_equal(S.hand_n[0], 4);
    static infinitecity_state keep;
    memcpy(&keep, &S, sizeof S);
    round_trip(&keep);
    assert_true(S.over);
    assert_int_equal(S.end_why, INFINITECITY_END_STATIONS);
    assert_int_equal(S.hand_n[0], 4);
    /* in the middle of a turn there is no position file */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],'hands':[['bank'],['port']]}");
    act("play bank");
    assert_null(G->save_position(&S));
}

/* The example of docs/rules/infinitecity.md is a position play reaches (player 1 holds two
 * tiles after a Shopping Complex swap): it loads. */
static void test_docs_example(void **st)
{
    (void)st;
    load("{'game': 'infinitecity', 'players': 2, 'to_move': 1, 'over': false,"
         " 'tiles': [{'at': [0, 0], 'kind': 'Police HQ', 'tokens': [1, 2]},"
         "           {'at': [1, 0], 'kind': 'bank', 'up': false}],"
         " 'hands': [['embassy', 'port'], ['Housing', 'bank', 'plaza', 'temple', 'hotel']],"
         " 'deck': ['plaza', 'capitol']}");
    assert_int_equal(S.cur, 0);
    assert_int_equal(S.step, INFINITECITY_ST_TURN);
}

/* Strict reading: each key once, no unknown key, whole numbers, true or false; the file's text
 * quoted with its control characters escaped. */
static void test_strict_reading(void **st)
{
    (void)st;
    load_refused("{'players':2,'players':3,'tiles':[{'at':[0,0],'kind':'bank'}]}",
                 "has the key \"players\" twice");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','kind':'port'}]}",
                 "Tile 1 of \"tiles\" has the key \"kind\" twice");
    load_refused("{'players':2,'to_mvoe':2,'tiles':[{'at':[0,0],'kind':'bank'}]}",
                 "unknown key \"to_mvoe\"");
    load_refused("{'players':2.5,'tiles':[{'at':[0,0],'kind':'bank'}]}", "from 2 to 6");
    load_refused("{'players':2,'over':1,'tiles':[{'at':[0,0],'kind':'bank'}]}",
                 "\"over\" is true or false");
    load_refused("{'players':2,'to_move':1.5,'tiles':[{'at':[0,0],'kind':'bank'}]}",
                 "\"to_move\" must be a player number");
    load_refused("{'players':2,'tiles':[{'at':[0,0.5],'kind':'bank'}]}", "whole numbers");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','tokens':[1.5]}]}",
                 "a token of no player");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank\\u001b[31m'}]}",
                 "unknown kind: \"bank\\x1B[31m\"");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'}],'deck':['\\u0007x']}",
                 "\"\\x07x\"");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'}],'comment':3}",
                 "\"comment\" is a text");
    load("{'players':2,'comment':'the docs example','tiles':[{'at':[0,0],'kind':'bank'}]}");
    char why[GAME_REASON_LEN];
    game_action a;
    assert_false(G->action_from_text(&S, "play \x1b[2Jbank", &a, why, sizeof why));
    assert_null(strchr(why, '\x1b'));
    assert_non_null(strstr(why, "\\x1B[2Jbank"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_short_hand_after_a_swap),
        cmocka_unit_test(test_last_round),
        cmocka_unit_test(test_fifth_station_before_the_refill),
        cmocka_unit_test(test_docs_example),
        cmocka_unit_test(test_strict_reading),
        cmocka_unit_test(test_every_end_of_self_play_loads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
