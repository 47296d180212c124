/* test_funcity_bot.c: Fun City's own bots (src/games/funcity/bot): registered for ai_choose,
 * whole games of every level at 2, 3 and 4 players with only legal actions (reaction windows and
 * SLOG's helper included), the open card in reach taken rather than a farther one, no walk to a
 * card that closes before the pawn can get there, a NEVER! against a PICKPOCKET!, a MUGGED!
 * against a take, a Z-Z-Z against a ride to a card, and the same game from the same seeds. The
 * strength figures come from the funcity_stats tool. */
#include "../unit/funcity_fixture.h"

#include "ai/ai.h"
#include "games/funcity/bot/funcity_bot.h"

static funcity_state V;

/* The bot of `level` chooses for seat (0-based) in S; the action must be legal. */
static game_action bot_for(int seat, ai_level level, uint64_t seed)
{
    static game_action list[GAME_MAX_ACTIONS];
    G->view(&S, seat, &V);
    game_action a = ai_choose(G, &V, seat, level, NULL, seed, NULL);
    int n = G->legal_actions(&S, seat, list, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (list[i] == a) return a;
    char t[GAME_ACTION_TEXT];
    G->action_to_text(&S, a, t, sizeof t);
    fail_msg("seat %d (%s) chose \"%s\", not legal at step %d", seat + 1, ai_level_name(level), t,
             S.step);
    return a;
}

static void apply_as(int seat, game_action a)
{
    char why[GAME_REASON_LEN];
    if (G->apply(&S, seat, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
}

static void test_registered(void **st)
{
    (void)st;
    const ai_game_bot *b = ai_game_bot_for(G);
    assert_non_null(b);
    assert_non_null(b->choose);
    load("{'players':2,'time':'9:10','turn':1,'board':[1,2,3,5]}");
    G->view(&S, 1, &V);
    assert_true(funcity_bot_choose(&V, 1, AI_NORMAL, 1, NULL) == AI_NO_ACTION); /* not its move */
}

/* Plays a whole game from seed with the seats' levels; every decision goes through ai_choose
 * on the seat's view, the reaction windows' and SLOG's helper's included. Returns the actions. */
static int play_game(int players, const ai_level *lv, uint64_t seed, int *windows)
{
    game_params p;
    game_params_default(G, &p, players);
    G->setup(&S, &p, seed);
    int acts = 0;
    for (; acts < 20000 && !S.over; acts++) {
        game_turn t = G->turn(&S);
        int seat = t.player;
        if (!(t.mask >> seat & 1))
            for (int q = players - 1; q >= 0; q--)
                if (t.mask >> q & 1) seat = q;
        if (seat != S.cur && windows) (*windows)++;
        apply_as(seat, bot_for(seat, lv[seat], seed * 1000 + (uint64_t)acts));
    }
    assert_true(S.over);
    int held = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) held += S.cwhere[c] >= FUNCITY_C_OWNER;
    assert_true(held > 10); /* the bots do run errands */
    return acts;
}

static void test_whole_games(void **st)
{
    (void)st;
    static const ai_level mix[4] = {AI_HARD, AI_NORMAL, AI_EASY, AI_HARD};
    for (int players = 2; players <= 4; players++) {
        ai_level lv[4];
        for (int q = 0; q < 4; q++) lv[q] = mix[(q + players) % 4]; /* each level each count */
        int windows = 0;
        play_game(players, lv, (uint64_t)players, &windows);
        assert_true(windows > 0); /* bots answered windows off their turn */
    }
}

/* The bots play for every seat that acts until player 1's turn is over. */
static void bot_turn(ai_level level, uint64_t seed)
{
    for (int guard = 0; guard < 50 && !S.over && S.cur == 0; guard++) {
        game_turn t = G->turn(&S);
        int seat = t.player;
        if (!(t.mask >> seat & 1))
            for (int q = S.players - 1; q >= 0; q--)
                if (t.mask >> q & 1) seat = q;
        apply_as(seat, bot_for(seat, level, seed + (uint64_t)guard));
    }
}

/* Rolls for the player to move, every window passes, then the count is set to `count`. */
static void roll_to(int count)
{
    act("roll");
    all_pass();
    assert_int_equal(S.step, FUNCITY_ST_MOVE);
    S.count = (uint8_t)count;
}

/* At 12:40, every card of the piles before 12:00 closed or taken; four 12:00 cards out. */
#define AT1240(x)                                                                                  \
    "{'players':2,'time':'12:40','turn':1,'board':[26,22,23,24],'taken':[[17],[20]],"              \
    "'closed':[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,18,19,21],'seed':3," x "}"

/* At 12:40 on the theatre: card 26 at the Bowl-à-Gnome (3 spaces, 2 points, open) in reach,
 * card 23 at the zoo (7 spaces, 3 points, open) not: the bot takes card 26 now. */
static void test_takes_card_in_reach(void **st)
{
    (void)st;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        load(AT1240("'pawns':['theatre','hotel'],'hands':[['add2','add3','add4'],[]]"));
        roll_to(4);
        assert_false(funcity_reach(S.pawn[0], 4) >> (FUNCITY_STREETS + FUNCITY_ZOO) & 1);
        bot_turn((ai_level)level, 5);
        assert_int_equal(owner(26), 1);
    }
}

/* At 16:00 on s14, the deck out and only two cards left, both 5 spaces away (the bus counted) in
 * different directions: card 40 at Ralph's Diner (3 points) closes at 16:00, before the pawn can
 * get there; card 37 at the theatre (2 points) is open until 17:00. With 2 spaces, the bot does
 * not head for Ralph's (a bot blind to the hours does, for the 3 points). */
static void test_no_walk_to_closing_card(void **st)
{
    (void)st;
    char pos[600];
    int n = snprintf(pos, sizeof pos,
                     "{'players':2,'time':'16:00','turn':1,'pawns':['s14','dentist'],"
                     "'board':[40,37],'taken':[[33,35],[38,39]],'seed':3,"
                     "'hands':[['add2','add3','add4'],[]],'closed':[");
    for (int c = 1; c <= 36; c++)
        if (c != 33 && c != 35)
            n += snprintf(pos + n, sizeof pos - (size_t)n, "%s%d", c > 1 ? "," : "", c);
    snprintf(pos + n, sizeof pos - (size_t)n, "]}");
    static funcity_board_ctx C;
    funcity_board_ctx_init(&C);
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        load(pos);
        int th = FUNCITY_STREETS + FUNCITY_THEATRE, ra = FUNCITY_STREETS + FUNCITY_RALPH,
            from = S.pawn[0];
        assert_int_equal(C.dist[from][th], 5);
        assert_int_equal(C.dist[from][ra], 5);
        roll_to(2);
        bot_turn((ai_level)level, 7);
        /* distances with the bus as a shortcut: never nearer Ralph's; normal gets nearer the
         * theatre (hard may stop elsewhere on what its worlds show: a bus stop) */
        int to = S.pawn[0], td = C.dist[from][th] - C.dist[to][th],
            rd = C.dist[from][ra] - C.dist[to][ra];
        if (rd > 0 || (level == AI_NORMAL && td <= 0))
            fail_msg("%s went from %d to %d: theatre %d -> %d, Ralph's %d -> %d",
                     ai_level_name((ai_level)level), from, to, C.dist[from][th], C.dist[to][th],
                     C.dist[from][ra], C.dist[to][ra]);
    }
}

/* Player 1 picks player 2's pocket (two 3-point cards): player 2 answers with its NEVER!. */
static void test_never_against_pickpocket(void **st)
{
    (void)st;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        load("{'players':2,'time':'9:40','turn':1,'pawns':['hotel','hotel'],'board':[1,2,3,5],"
             "'taken':[[],[4,7]],'hands':[['pickpocket','add2','add4'],['never','add3']],"
             "'seed':3}");
        act("play pickpocket p2");
        assert_true(S.ch_on);
        game_action a = bot_for(1, (ai_level)level, 9);
        assert_true(a == parse("react never"));
    }
}

/* Player 1 on the theatre has rolled 4: card 26 (2 points, open) at the Bowl-a-Gnome, 3 spaces
 * away, is in reach; player 2 mugs it. With only cards that are not open yet on the board, normal
 * keeps its MUGGED! for a better moment (hard may spend it when its worlds say a lost move is
 * worth more than the card, which is replaced at its next turn). */
static void test_mugged_against_a_take(void **st)
{
    (void)st;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        for (int quiet = 0; quiet < (level == AI_NORMAL ? 2 : 1); quiet++) {
            load(quiet ? "{'players':2,'time':'11:50','turn':1,'pawns':['theatre','zoo'],"
                         "'board':[22,23,24,25],'closed':[1,2,4,5,6,7,8,9,11,12,14],"
                         "'taken':[[3,10,13,15,16],[17,18,19,20,21]],"
                         "'hands':[['add2','add3','add4'],['mugged']],'seed':3}"
                       : AT1240("'pawns':['theatre','hotel'],"
                                "'hands':[['add2','add3','add4'],['mugged']]"));
            act("roll");
            assert_int_equal(S.step, FUNCITY_ST_WIN_PRE);
            S.dice[0] = S.dice[1] = 2;
            game_action a = bot_for(1, (ai_level)level, 13);
            if (a != parse(quiet ? "pass" : "react mugged"))
                fail_msg("%s, %s position: not %s", ai_level_name((ai_level)level),
                         quiet ? "quiet" : "taking", quiet ? "pass" : "react mugged");
        }
    }
}

/* At 14:00 player 1 rides the bus up from s32 to reach the library (card 36, 3 points, open):
 * player 2 puts the rider to sleep with Z-Z-Z (to the end of the line, s18, far away). */
static void test_zzz_against_a_rider(void **st)
{
    (void)st;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        load("{'players':2,'time':'14:00','turn':1,'pawns':['hotel','zoo'],"
             "'board':[36,37,38,40],'closed':[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,"
             "21,22,23,25],'taken':[[24,26,27,28,29],[30,31,32,33,34,35]],"
             "'hands':[['add2','add3','add4'],['zzz']],'seed':3}");
        roll_to(5);
        assert_true(funcity_ride_reach(1, 1, 3) >> (FUNCITY_STREETS + FUNCITY_LIBRARY) & 1);
        act("bus");
        act("board s32 up");
        assert_int_equal(S.step, FUNCITY_ST_WIN_BUS);
        game_action a = bot_for(1, (ai_level)level, 17);
        if (a != parse("react zzz")) fail_msg("%s: no Z-Z-Z", ai_level_name((ai_level)level));
    }
}

/* The same seeds give the same game, at every level. */
static void test_deterministic(void **st)
{
    (void)st;
    static const ai_level lv[3] = {AI_EASY, AI_HARD, AI_NORMAL};
    static funcity_state first;
    int n1 = play_game(3, lv, 42, NULL);
    memcpy(&first, &S, sizeof S);
    int n2 = play_game(3, lv, 42, NULL);
    assert_int_equal(n1, n2);
    assert_memory_equal(&first, &S, sizeof S);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registered),
        cmocka_unit_test(test_takes_card_in_reach),
        cmocka_unit_test(test_no_walk_to_closing_card),
        cmocka_unit_test(test_never_against_pickpocket),
        cmocka_unit_test(test_mugged_against_a_take),
        cmocka_unit_test(test_zzz_against_a_rider),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_whole_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
