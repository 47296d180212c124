/* test_funcity.c: Fun City's rules as a whole: setup, random playouts with their invariants, the
 * turn's order, the CITY cards' hours and closing, a card taken off-turn, SLOG both ways, the bus,
 * the end at 5:00 and the tie-break, barriers, reaction windows that do not depend on the hands,
 * and the speed budgets. The MAD cards one by one and in NEVER chains: test_funcity_mad.c; the
 * tables and their data file, the rulebook's six-space example, position files and saves:
 * test_funcity_files.c; the move log's and the score's texts: test_funcity_text.c. */
#include "funcity_fixture.h"

#include "core/fsutil.h"
#include "match/match.h"
#include "core/rng.h"
#include <time.h>

static void check_invariants(const funcity_state *s)
{
    int kinds[FUNCITY_KINDS] = {0}, hands = 0;
    for (int i = 0; i < s->mdeck_n; i++) kinds[s->mdeck[i]]++;
    for (int q = 0; q < s->players; q++) {
        int h = 0;
        for (int k = 0; k < FUNCITY_KINDS; k++) kinds[k] += s->hand[q][k], h += s->hand[q][k];
        assert_int_equal(h, s->hand_n[q]);
        assert_true(h <= FUNCITY_HAND);
        hands += h;
    }
    for (int k = 0; k < FUNCITY_KINDS; k++)
        assert_int_equal(kinds[k] + s->mdisc[k], funcity_kinds[k].count);
    assert_int_equal(s->mdeck_n + hands + s->mdisc_n, FUNCITY_MAD);
    int where[FUNCITY_C_OWNER + GAME_MAX_PLAYERS] = {0};
    for (int c = 0; c < FUNCITY_CITY; c++) {
        assert_true(s->cwhere[c] < FUNCITY_C_OWNER + s->players);
        where[s->cwhere[c]]++;
    }
    assert_int_equal(where[FUNCITY_C_DECK], s->cdeck_n);
    for (int i = 0; i < s->cdeck_n; i++) assert_int_equal(s->cwhere[s->cdeck[i]], FUNCITY_C_DECK);
    if (s->cdeck_n)
        assert_int_equal(where[FUNCITY_C_BOARD], FUNCITY_ON_BOARD);
    else
        assert_true(where[FUNCITY_C_BOARD] <= FUNCITY_ON_BOARD);
    for (int c = 0; c < FUNCITY_CITY; c++) /* nothing stays on the board after closing */
        if (s->cwhere[c] == FUNCITY_C_BOARD) assert_true(funcity_cards[c].close >= s->time);
    for (int q = 0; q < s->players; q++) assert_true(s->pawn[q] < FUNCITY_NODES);
    assert_true(s->time <= FUNCITY_END);
}

static void test_setup(void **st)
{
    (void)st;
    game_params p = {.players = 4};
    G->setup(&S, &p, 5);
    check_invariants(&S);
    int on = 0;
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (S.cwhere[c] == FUNCITY_C_BOARD) {
            on++;
            assert_int_equal(funcity_cards[c].open, 0); /* the four 9:00 cards */
        }
    assert_int_equal(on, 4);
    for (int q = 0; q < 4; q++) {
        assert_int_equal(S.pawn[q], node("hotel"));
        assert_int_equal(S.hand_n[q], 3);
    }
    /* the first turn's press happened: 9:10 or 9:20 */
    assert_true(S.time == 1 || S.time == 2);
    assert_int_equal(S.step, FUNCITY_ST_START);
    assert_int_equal(S.slog, S.slog_popped ? FUNCITY_SLOG_TO_LIBRARY : FUNCITY_SLOG_AT_MARKET);
    /* the deck: the seven piles, earliest on top */
    for (int i = 1; i < S.cdeck_n; i++)
        assert_true(funcity_cards[S.cdeck[i - 1]].open >= funcity_cards[S.cdeck[i]].open);
}

static void test_random_games(void **st)
{
    (void)st;
    rng_state r;
    rng_seed(&r, 99);
    char why[GAME_REASON_LEN];
    long presses = 0, games = 0;
    for (int g = 0; g < 300; g++) {
        game_params p = {.players = 2 + g % 3};
        G->setup(&S, &p, rng_next(&r));
        int last_time = S.time, steps = 0;
        while (!S.over) {
            game_turn t = G->turn(&S);
            int who = -1;
            for (int q = 0; q < S.players && who < 0; q++)
                if (t.mask >> q & 1) who = q;
            assert_true(who >= 0);
            game_action a = G->random_action(&S, who, &r);
            static funcity_state before;
            memcpy(&before, &S, sizeof S);
            game_apply_result res = G->apply(&S, who, a, why, sizeof why);
            assert_int_not_equal(res, GAME_REFUSED);
            check_invariants(&S);
            /* a MAD card shown (played, answered, discarded by a swap), a card or the dice
             * drawn, the clock pressed: undo may not step back over it */
            if (S.mdisc_n != before.mdisc_n || S.mdeck_n != before.mdeck_n ||
                S.cdeck_n != before.cdeck_n || S.time != before.time ||
                memcmp(S.dice, before.dice, 2) || S.toss != before.toss)
                assert_int_equal(res, GAME_OK_BARRIER);
            assert_true(S.time >= last_time); /* the clock only moves forward */
            presses += S.time != last_time;
            last_time = S.time;
            assert_true(++steps < 20000);
        }
        assert_int_equal(S.time, FUNCITY_END); /* the game ends at 5:00 */
        games++;
    }
    print_message("random games: %.1f presses that moved the clock per game\n",
                  (double)presses / games);
}

/* The press: 10 or 20 minutes, at the start of each turn; refill to 3 comes after it. */
static void test_turn_order_and_refill(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','hands':[['add2','add3','add4'],['jam']]"));
    assert_int_equal(S.hand_n[1], 1); /* a position is the moment after the refill */
    act("play add2");
    act("roll");
    all_pass();
    act("go hotel"); /* stay: the turn ends */
    assert_int_equal(S.cur, 1);
    assert_true(S.time == 7 || S.time == 8);
    assert_int_equal(S.hand_n[1], 3); /* refilled at the start of the turn */
    assert_int_equal(S.hand_n[0], 2); /* not off-turn */
    assert_int_equal(S.hand[1][FUNCITY_JAM], 1);
}

/* A card is open from its opening hour through the whole closing hour: it closes 10 minutes
 * after, and is discarded and replaced. */
static void test_closing_times(void **st)
{
    (void)st;
    /* card 2: Post Office 9:00-10:30; card 9: City Hall 10:00-11:30 */
    load("{'game':'funcity','players':2,'time':'10:30','turn':1,'pawns':['s21','hotel'],"
         "'board':[1,2,3,9],'closed':[4,7],'taken':[[5],[6,8]]}");
    assert_true(funcity_card_open(&S, 1));
    act("roll");
    all_pass();
    act("go post"); /* from its entrance: one space, still 10:30 */
    assert_int_equal(owner(2), 1);
    /* the clock moves on: a card whose closing hour has passed goes to the discard pile */
    load("{'game':'funcity','players':2,'time':'10:30','turn':1,'pawns':['hotel','hotel'],"
         "'board':[1,2,3,9],'closed':[4,7],'taken':[[5],[6,8]]}");
    act("roll");
    all_pass();
    act("go hotel");
    assert_true(S.time >= 10);
    assert_int_equal(S.cwhere[1], FUNCITY_C_CLOSED);
    int on = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) on += S.cwhere[c] == FUNCITY_C_BOARD;
    assert_int_equal(on, 4); /* replaced */
    /* not yet open: card 9 (City Hall from 10:00) cannot be taken at 9:50 */
    load("{'game':'funcity','players':2,'time':'9:50','turn':1,'pawns':['s7','hotel'],"
         "'board':[1,2,3,9],'taken':[[4,5],[6,7,8]]}");
    act("roll");
    all_pass();
    act("go cityhall");
    assert_int_equal(S.cwhere[8], FUNCITY_C_BOARD);
    /* several cards on one place: both taken when both are open */
    load(AT11("'pawns':['s8','hotel']"));
    act("roll");
    all_pass();
    act("go ralph");
    assert_int_equal(owner(11), 1);
    assert_int_equal(owner(17), 1);
}

/* A card placed where a player stands is theirs at once, even off-turn; first come first. */
static void test_card_taken_off_turn(void **st)
{
    (void)st;
    load("{'game':'funcity','players':3,'time':'10:00','turn':1,"
         "'pawns':['s19','theatre','theatre'],'board':[1,2,3,9],'taken':[[4],[5,6],[7,8]]}");
    /* player 3 came to the theatre first */
    S.arrived[2] = 0;
    S.arrived[1] = 5;
    deck_top(12); /* Theatre 10:00-11:00 */
    act("roll");
    all_pass();
    act("go bank"); /* takes card 1 (Bank); the card drawn for it is the theatre's */
    assert_int_equal(owner(1), 1);
    assert_int_equal(owner(12), 3);
    /* not yet open: it stays on the board */
    load(AT10("'pawns':['s19','theatre']"));
    deck_top(27); /* Theatre 13:00-14:30 */
    act("roll");
    all_pass();
    act("go bank");
    assert_int_equal(S.cwhere[26], FUNCITY_C_BOARD);
}

static bool popped(const funcity_state *s)
{
    return s->slog_popped;
}

/* SLOG both ways: to the library, then back to the market; her escort goes to the place of any
 * card on the board and takes the cards open there (the rulebook: a CITY card is taken "SEULEMENT
 * durant les heures indiquées"); a player on the red space when she jumps escorts her at once,
 * off-turn. */
static void test_slog(void **st)
{
    (void)st;
    load(AT10("'pawns':['s35','hotel'],'slog':'street-to-library'"));
    act("roll");
    all_pass();
    act("go s34"); /* the red space */
    assert_int_equal(S.step, FUNCITY_ST_SLOG);
    assert_true(legal_for(1, "slog 9"));
    assert_int_equal(act("slog 9"), GAME_OK_BARRIER); /* the card drawn for it */
    assert_int_equal(owner(9), 1);
    assert_int_equal(S.pawn[0], node("cityhall"));
    assert_int_equal(S.slog, FUNCITY_SLOG_AT_LIBRARY);
    assert_int_equal(S.cur, 1); /* the turn ended */
    /* the way back, to the market: a card not open yet is not taken; the pawn goes there */
    load("{'game':'funcity','players':2,'time':'9:30','turn':1,'pawns':['s35','hotel'],"
         "'board':[1,2,3,9],'taken':[[4,5],[6,7,8]],'slog':'street-to-market'}");
    act("roll");
    all_pass();
    act("go s34");
    assert_true(legal_for(1, "slog 9")); /* any of the board's places */
    act("slog 9");
    assert_int_equal(S.cwhere[8], FUNCITY_C_BOARD);
    assert_int_equal(S.pawn[0], node("cityhall"));
    assert_int_equal(S.slog, FUNCITY_SLOG_AT_MARKET);
    assert_int_equal(S.cur, 1);
    /* the same under CityBox's rules before December 2026 (old saves): any card, open or not */
    load("{'game':'funcity','players':2,'time':'9:30','turn':1,'pawns':['s35','hotel'],"
         "'board':[1,2,3,9],'taken':[[4,5],[6,7,8]],'slog':'street-to-market',"
         "'options':{'slog':'2026-11'}}");
    act("roll");
    all_pass();
    act("go s34");
    act("slog 9");
    assert_int_equal(owner(9), 1);
    /* two open cards on the place: both are taken, as by any arrival; the old rules took one */
    load(AT11("'pawns':['s35','hotel'],'slog':'street-to-library'"));
    act("roll");
    all_pass();
    act("go s34");
    act("slog 11");
    assert_int_equal(owner(11), 1);
    assert_int_equal(owner(17), 1);
    load(AT11("'pawns':['s35','hotel'],'slog':'street-to-library','options':{'slog':'2026-11'}"));
    act("roll");
    all_pass();
    act("go s34");
    act("slog 11");
    assert_int_equal(owner(11), 1);
    assert_int_equal(S.cwhere[16], FUNCITY_C_BOARD);
    /* already on the red space when she jumps: at once, even off-turn, first come first */
    load("{'game':'funcity','players':3,'time':'10:00','turn':1,'pawns':['hotel','s34','s34'],"
         "'board':[1,2,3,9],'taken':[[4],[5,6],[7,8]],'slog':'library'}");
    S.arrived[2] = 0; /* player 3 was there first */
    S.arrived[1] = 7;
    act("roll");
    all_pass();
    act_until(1, "go hotel", popped);
    game_turn t = G->turn(&S);
    assert_int_equal(S.step, FUNCITY_ST_SLOG);
    assert_int_equal(t.mask, 1u << 2);
    assert_int_equal(t.player, 1); /* player 2's turn waits */
    act_as(3, "slog 3");
    assert_int_equal(owner(3), 3);
    assert_int_equal(S.slog, FUNCITY_SLOG_AT_MARKET);
    assert_int_equal(S.step, FUNCITY_ST_START);
    assert_int_equal(S.cur, 1);
    assert_int_equal(S.hand_n[1], 3); /* then the refill of the turn */
    /* nothing on the board: she is walked home all the same, and the turn ends there */
    load(
        "{'game':'funcity','players':2,'time':'16:50','turn':1,'pawns':['s35','hotel'],"
        "'board':[],'taken':[[37],[39]],'slog':'street-to-market','closed':[1,2,3,4,5,6,7,8,9,"
        "10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,38,40]}");
    act("roll");
    all_pass();
    act("go s34");
    assert_int_equal(S.slog, FUNCITY_SLOG_AT_MARKET);
    assert_int_equal(S.pawn[0], FUNCITY_RED);
    assert_int_equal(S.cur, 1);
    assert_int_equal(S.step, FUNCITY_ST_START);
    assert_int_equal(owner(37), 1);
    assert_int_equal(owner(39), 2);
}

/* The bus: announced after the roll, walk to a stop, ride stop to stop (one space each), get
 * off and walk on. */
static void test_bus(void **st)
{
    (void)st;
    /* s26 is the first stop; the line's stops: s26 s32 s3 s6 s13 s18 */
    load(POS2("'time':'10:00','pawns':['zoo','hotel']"));
    act("roll");
    S.dice[0] = 3, S.dice[1] = 2; /* a roll of 5 */
    all_pass();
    assert_int_equal(S.count, 5);
    assert_false(legal_for(1, "go s13"));
    act("bus");
    act("board s26 up"); /* 1 space to the stop */
    /* the window while the pawn rides opens for every opponent */
    game_turn t = G->turn(&S);
    assert_int_equal(t.phase, GAME_PHASE_REACT);
    assert_int_equal(t.mask, 2u);
    all_pass();
    /* 4 left: s32, s3, s6, s13 are 1..4 stops on */
    assert_true(legal_for(1, "go s13"));
    assert_true(legal_for(1, "go library")); /* 2 stops to s3, walk s2 and in: 2 + 2 */
    assert_true(legal_for(1, "go s7"));      /* 3 stops to s6, one space on */
    assert_false(legal_for(1, "go cityhall"));
    assert_false(legal_for(1, "go s18"));
    assert_false(legal_for(1, "go s26")); /* at least one stop */
    act("go s13");
    assert_int_equal(S.pawn[0], 13);
    assert_int_equal(S.cur, 1);
    /* no bus without a space to ride */
    load(POS2("'time':'10:00','pawns':['s24','hotel']"));
    act("roll");
    S.dice[0] = 1, S.dice[1] = 1;
    all_pass();
    assert_false(legal_for(1, "bus")); /* s26 is 2 away: nothing left to ride */
    refused_as(1, "bus", "No bus");
}

/* The end: the press that shows 5:00 gives a last turn; then the game is over. */
static void test_end_at_five(void **st)
{
    (void)st;
    /* the last cards: the Theatre and the market open till 5:00, the rest gone */
    load(
        "{'game':'funcity','players':2,'time':'16:50','board':[37,39],'closed':[1,2,3,4,5,6,7,8,9,"
        "10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,38,40]}");
    assert_int_equal(S.last_turn, 0);
    act("roll");
    all_pass();
    act("go hotel");
    assert_int_equal(S.time, FUNCITY_END); /* 10 or 20 minutes, never past 5:00 */
    assert_int_equal(S.last_turn, 1);
    assert_false(S.over);
    assert_int_equal(S.cur, 1); /* player 2 finishes the turn */
    act("roll");
    all_pass();
    act("go hotel");
    assert_true(S.over);
    assert_int_equal(G->turn(&S).phase, GAME_PHASE_OVER);
}

static void test_score_and_tiebreak(void **st)
{
    (void)st;
    game_score sc;
    /* 3 + 3 = 6 against 2 + 1 + 3 = 6: equal points, more cards wins */
    load("{'game':'funcity','players':2,'time':'17:00','over':true,'board':[37,39],"
         "'taken':[[12,11],[5,6,7]],'closed':[1,2,3,4,8,9,10,13,14,15,16,17,18,19,20,21,22,23,24,"
         "25,26,27,28,29,30,31,32,33,34,35,36,38,40]}");
    G->score(&S, &sc);
    assert_int_equal(sc.total[0], 6);
    assert_int_equal(sc.total[1], 6);
    assert_int_equal(sc.winners, 2u);
    assert_int_equal(sc.rank[0], 2);
    assert_int_equal(sc.nlines, 5);
    /* equal points and cards: shared */
    load("{'game':'funcity','players':2,'time':'17:00','over':true,'board':[37,39],"
         "'taken':[[12],[11]],'closed':[1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,18,19,20,21,22,23,24,"
         "25,26,27,28,29,30,31,32,33,34,35,36,38,40]}");
    G->score(&S, &sc);
    assert_int_equal(sc.winners, 3u);
}

/* Undo barriers: chance (the dice, the clock, the toss, a draw) and every card a seat is shown
 * from a hidden hand (a MAD card played on one's turn or in answer). */
static void test_barriers(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','hands':[['add2','double','add3'],['never','jam']]"));
    assert_int_equal(act("play add2"), GAME_OK_BARRIER); /* it left a hidden hand */
    assert_int_equal(act("roll"), GAME_OK_BARRIER);      /* the dice */
    assert_int_equal(act_as(2, "react jam"), GAME_OK_BARRIER);
    assert_int_equal(act_as(1, "pass"), GAME_OK); /* nothing shown: the JAM stands */
    assert_int_equal(act_as(2, "pass"), GAME_OK);
    assert_int_equal(act("go hotel"), GAME_OK_BARRIER); /* the next press */
    /* the PICKPOCKET's toss; a NEVER from a hand */
    load(POS2("'time':'10:00','taken':[[4,5,7,8],[11]],'hands':[['pickpocket','add2','add3'],[]]"));
    assert_int_equal(act("play pickpocket p2"), GAME_OK_BARRIER);
    assert_int_equal(act_as(2, "pass"), GAME_OK_BARRIER);
    assert_true(S.toss == 1 || S.toss == 2);
    load(POS2("'time':'10:00','pawns':['zoo','hotel'],'hands':[['trade','add2','add3'],"
              "['never']]"));
    assert_int_equal(act("play trade p2"), GAME_OK_BARRIER);
    assert_int_equal(act_as(2, "react never"), GAME_OK_BARRIER);
    assert_int_equal(act_as(1, "pass"), GAME_OK);
    /* SLOG's escort off-turn: the card drawn for the one taken */
    load("{'game':'funcity','players':2,'time':'10:00','turn':1,'pawns':['hotel','s34'],"
         "'board':[1,2,3,9],'taken':[[4,5],[6,7,8]],'slog':'library',"
         "'hands':[['add2','add3','add4'],['add2','add3','add4']]}");
    act("roll");
    all_pass();
    act_until(1, "go hotel", popped);
    assert_int_equal(act_as(2, "slog 3"), GAME_OK_BARRIER);
    assert_int_equal(S.hand_n[1], 3); /* no MAD card drawn: the CITY card alone is the reveal */
}

/* In a match, a NEVER played from a hand cannot be taken back into it by undo. */
static void test_undo_stops_at_a_never(void **st)
{
    (void)st;
    const game_def *g = G;
    game_params p;
    game_params_default(g, &p, 3);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, 3, seats);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 5);
    int nevers = 0;
    for (uint64_t seed = 1; seed < 40 && nevers < 5; seed++) {
        match *m = match_create(g, &p, seats, seed, why, sizeof why);
        assert_non_null(m);
        for (int i = 0; i < 3000 && !match_is_over(m); i++) {
            game_turn t = match_turn(m);
            int who = __builtin_ctz(t.mask);
            game_action acts[GAME_MAX_ACTIONS], a = 0;
            int n = g->legal_actions(match_state(m), who, acts, GAME_MAX_ACTIONS);
            for (int k = 0; k < n; k++)
                if (FUNCITY_TYPE(acts[k]) == FUNCITY_A_REACT && FUNCITY_X(acts[k]) == FUNCITY_NEVER)
                    a = acts[k];
            if (!a) a = acts[rng_below(&r, (uint32_t)n)];
            assert_int_not_equal(match_apply(m, who, a, why, sizeof why), GAME_REFUSED);
            if (FUNCITY_TYPE(a) == FUNCITY_A_REACT && FUNCITY_X(a) == FUNCITY_NEVER) {
                nevers++;
                assert_false(match_can_undo(m));
                assert_int_equal(match_undo_blocked(m), MATCH_UNDO_SECRET);
            }
        }
        match_destroy(m);
    }
    assert_true(nevers >= 5);
}

/* A reaction window is the same whether or not anyone holds a card that fits: it opens for
 * every opponent after each roll and during each bus ride, and a card against a player opens a
 * window for that player even without a NEVER. */
static void test_windows_do_not_depend_on_hands(void **st)
{
    (void)st;
    static const char *const hands[] = {"[['add2','add3','add4'],[],[]]",
                                        "[['add2','add3','add4'],['jam','mugged','zzz'],['never']]",
                                        "[['never','add2','add3'],['never'],[]]"};
    game_turn seen[3][4];
    for (int h = 0; h < 3; h++) {
        char pos[512];
        snprintf(pos, sizeof pos,
                 "{'game':'funcity','players':3,'time':'10:00','turn':1,"
                 "'pawns':['zoo','hotel','hotel'],'board':[1,2,3,6],'hands':%s}",
                 hands[h]);
        load(pos);
        act("roll");
        S.dice[0] = S.dice[1] = 3;
        seen[h][0] = G->turn(&S);
        all_pass();
        seen[h][1] = G->turn(&S);
        act("bus");
        act("board s26 up");
        seen[h][2] = G->turn(&S);
        all_pass();
        seen[h][3] = G->turn(&S);
    }
    for (int h = 1; h < 3; h++)
        for (int i = 0; i < 4; i++) {
            assert_int_equal(seen[h][i].phase, seen[0][i].phase);
            assert_int_equal(seen[h][i].mask, seen[0][i].mask);
        }
    assert_int_equal(seen[0][0].phase, GAME_PHASE_REACT);
    assert_int_equal(seen[0][0].mask, 6u);
    /* a TRADE PLACES at a player without NEVER still asks them */
    load("{'game':'funcity','players':2,'time':'10:00','turn':1,'pawns':['zoo','hotel'],"
         "'board':[1,2,3,6],'hands':[['trade','add2','add3'],[]]}");
    act("play trade p2");
    game_turn t = G->turn(&S);
    assert_int_equal(t.phase, GAME_PHASE_REACT);
    assert_int_equal(t.mask, 2u);
    assert_true(legal_for(2, "pass"));
    assert_false(legal_for(2, "react never"));
}

/* Views hide the other hands, the decks' order and the RNG. */
static void test_views(void **st)
{
    (void)st;
    game_params p = {.players = 3};
    G->setup(&S, &p, 8);
    funcity_state v, w;
    G->view(&S, 0, &v);
    assert_memory_equal(v.hand[0], S.hand[0], FUNCITY_KINDS);
    for (int k = 0; k < FUNCITY_KINDS; k++) assert_int_equal(v.hand[1][k] + v.hand[2][k], 0);
    assert_int_equal(v.hand_n[1], 3);
    /* another deal of the same public facts gives the same view */
    memcpy(&w, &S, sizeof S);
    rng_state r;
    rng_seed(&r, 3);
    G->determinize(&w, 0, &r);
    memcpy(w.hand[0], S.hand[0], FUNCITY_KINDS);
    funcity_state v2;
    G->view(&w, 0, &v2);
    assert_memory_equal(&v, &v2, sizeof v);
    check_invariants(&w);
}

static void test_speed(void **st)
{
    (void)st;
    rng_state r;
    rng_seed(&r, 1);
    char why[GAME_REASON_LEN];
    long games = 0, actions = 0;
    clock_t t0 = clock();
    while (clock() - t0 < CLOCKS_PER_SEC / 2) {
        game_params p = {.players = 4};
        G->setup(&S, &p, rng_next(&r));
        while (!S.over) {
            game_turn t = G->turn(&S);
            int who = __builtin_ctz(t.mask);
            G->apply(&S, who, G->random_action(&S, who, &r), why, sizeof why);
            actions++;
        }
        games++;
    }
    double s = (double)(clock() - t0) / CLOCKS_PER_SEC;
    print_message("random 4-player games: %.0f per second (%.0f actions per game)\n", games / s,
                  (double)actions / (double)games);
    long calls = 0;
    uint64_t sink = 0;
    t0 = clock();
    for (int rep = 0; rep < 50; rep++)
        for (int from = 0; from < FUNCITY_NODES; from++)
            for (int roll = 2; roll <= 24; roll++, calls++) {
                uint64_t m = funcity_reach(from, roll), b = funcity_bus_boardable(from, roll);
                for (int i = 0; i < FUNCITY_STOPS; i++)
                    if (b >> i & 1)
                        m |= funcity_ride_reach(i, 1, roll - funcity_dist(from, funcity_stops[i])) |
                             funcity_ride_reach(i, 0, roll - funcity_dist(from, funcity_stops[i]));
                sink ^= m;
            }
    double us = (double)(clock() - t0) / CLOCKS_PER_SEC / (double)calls * 1e6;
    print_message("reachable spaces after a roll, walk and bus: %.2f us [%d]\n", us,
                  (int)(sink & 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_turn_order_and_refill),
        cmocka_unit_test(test_closing_times),
        cmocka_unit_test(test_card_taken_off_turn),
        cmocka_unit_test(test_slog),
        cmocka_unit_test(test_bus),
        cmocka_unit_test(test_end_at_five),
        cmocka_unit_test(test_score_and_tiebreak),
        cmocka_unit_test(test_barriers),
        cmocka_unit_test(test_undo_stops_at_a_never),
        cmocka_unit_test(test_windows_do_not_depend_on_hands),
        cmocka_unit_test(test_views),
        cmocka_unit_test(test_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
