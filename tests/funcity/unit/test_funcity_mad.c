/* test_funcity_mad.c: Fun City's MAD cards one by one (ADD, DOUBLE, TRADE PLACES, TAXI, UH-OH,
 * PICKPOCKET, TRAFFIC JAM, MUGGED, Z-Z-Z) and in NEVER chains, as docs/rules/funcity.md rules
 * them. */
#include "funcity_fixture.h"

/* Two players, player 1 to move at 10:00, four 9:00 cards on the board, the given hands and
 * extra fields (the player to move holds 3 MAD cards: the refill comes before). */
#define POS(x) "{'game':'funcity','players':2,'turn':1,'time':'10:00','board':[1,2,3,6]," x "}"
/* The same with the other 9:00 cards taken by player 1 and two 10:00 cards by player 2. */
#define ROB(x) POS("'taken':[[4,5,7,8],[11,12]]," x)

static int dice(void)
{
    return S.dice[0] + S.dice[1];
}

static void test_add_and_double(void **st)
{
    (void)st;
    load(POS("'hands':[['add3','double','add2'],[]]"));
    assert_int_equal(act("play add3"), GAME_OK_BARRIER); /* a card of a hidden hand shown */
    act("play double");
    act("play add2");
    assert_int_equal(S.hand_n[0], 0);
    assert_int_equal(S.mdisc_n, 3);
    act("roll");
    all_pass();
    assert_int_equal(S.count, dice() * 2 + 5); /* double first, then add */
    /* one DOUBLE a turn */
    load(POS("'hands':[['double','double','add2'],[]]"));
    act("play double");
    refused_as(1, "play double", "one DOUBLE");
    /* these are played before the roll */
    load(POS("'hands':[['add2','add3','add4'],[]]"));
    act("roll");
    all_pass();
    assert_false(legal_for(1, "play add2"));
    /* the swap: at the start of the turn, all three, before any card is played */
    load(POS("'hands':[['add2','add3','add4'],[]]"));
    assert_true(legal_for(1, "swap"));
    assert_int_equal(act("swap"), GAME_OK_BARRIER);
    assert_int_equal(S.hand_n[0], 3);
    assert_int_equal(S.mdisc[FUNCITY_ADD2] + S.mdisc[FUNCITY_ADD3] + S.mdisc[FUNCITY_ADD4], 3);
    refused_as(1, "swap", "only before");
}

static void test_trade_places(void **st)
{
    (void)st;
    int zoo = node("zoo"), hotel = node("hotel");
    load(POS("'pawns':['zoo','hotel'],'hands':[['trade','add2','add3'],[]]"));
    act("play trade p2");
    act_as(2, "pass");
    assert_int_equal(S.pawn[0], hotel);
    assert_int_equal(S.pawn[1], zoo);
    assert_int_equal(S.step, FUNCITY_ST_START); /* then roll from the new place */
    assert_true(legal_for(1, "roll"));
    /* NEVER cancels it */
    load(POS("'pawns':['zoo','hotel'],'hands':[['trade','add2','add3'],['never']]"));
    act("play trade p2");
    act_as(2, "react never");
    game_turn t = G->turn(&S);
    assert_int_equal(t.mask, 1u); /* the player of the TRADE may answer */
    act_as(1, "pass");
    assert_int_equal(S.pawn[0], zoo);
    assert_int_equal(S.mdisc[FUNCITY_NEVER], 1);
    /* NEVER against NEVER: the TRADE stands */
    load(POS("'pawns':['zoo','hotel'],'hands':[['trade','never','add2'],['never']]"));
    act("play trade p2");
    act_as(2, "react never");
    act_as(1, "react never");
    t = G->turn(&S);
    assert_int_equal(t.mask, 2u);
    act_as(2, "pass");
    assert_int_equal(S.pawn[0], hotel);
    assert_int_equal(S.mdisc[FUNCITY_NEVER], 2);
    assert_int_equal(S.played, 1); /* a NEVER is not one of the turn's three */
}

static void test_taxi(void **st)
{
    (void)st;
    load(POS("'pawns':['zoo','hotel'],'hands':[['taxi','taxi','add2'],[]]"));
    act("play taxi");
    refused_as(1, "play taxi", "one TAXI a turn"); /* one TAXI a turn */
    act("roll");
    S.dice[0] = 2, S.dice[1] = 3; /* odd: anywhere */
    all_pass();
    assert_true(S.anywhere);
    assert_true(legal_for(1, "go dentist"));
    assert_false(legal_for(1, "bus"));
    act("go dentist");
    assert_int_equal(S.pawn[0], node("dentist"));
    load(POS("'pawns':['zoo','hotel'],'hands':[['taxi','add2','add3'],[]]"));
    act("play taxi");
    act("roll");
    S.dice[0] = 2, S.dice[1] = 2; /* even: move the roll */
    all_pass();
    assert_false(S.anywhere);
    assert_int_equal(S.count, 4);
    assert_false(legal_for(1, "go dentist"));
}

static void test_uh_oh(void **st)
{
    (void)st;
    /* card 6: Library 9:00-11:30 */
    load(POS("'pawns':['hotel','s19'],'hands':[['uhoh-library','uhoh-dentist','add3'],['add2']]"));
    act("play uhoh-library p2");
    act_as(2, "pass");
    assert_int_equal(S.uhoh[1], FUNCITY_LIBRARY + 1);
    refused_as(1, "play uhoh-dentist p2", "no UH-OH! waiting");
    act("roll");
    all_pass();
    act("go hotel");
    /* player 2: may play MAD cards, may not roll, goes straight there */
    assert_int_equal(S.cur, 1);
    assert_false(legal_for(2, "roll"));
    assert_true(legal_for(2, "play add2"));
    refused_as(2, "roll", "you do not roll");
    act("obey");
    assert_int_equal(S.pawn[1], node("library"));
    assert_int_equal(owner(6), 2); /* the card there, open: taken */
    assert_int_equal(S.uhoh[1], 0);
    assert_int_equal(S.cur, 0);
}

static bool face_up(const funcity_state *s)
{
    return s->toss == 1;
}
static bool face_down(const funcity_state *s)
{
    return s->toss == 2;
}

static int city_cards(int seat1)
{
    int n = 0;
    for (int c = 1; c <= FUNCITY_CITY; c++) n += owner(c) == seat1;
    return n;
}

static void test_pickpocket(void **st)
{
    (void)st;
    load(ROB("'hands':[['pickpocket','add2','add3'],[]]"));
    refused_as(1, "play pickpocket p1", "");
    assert_int_equal(act("play pickpocket p2"), GAME_OK_BARRIER);
    act_until(2, "pass", face_up);
    assert_int_equal(S.step, FUNCITY_ST_PICK);
    assert_int_equal((owner(11) == 1) + (owner(12) == 1), 1);
    /* again: face down gives back all the loot */
    act("pick p2");
    act_until(2, "pass", face_down);
    assert_int_equal(owner(11), 2);
    assert_int_equal(owner(12), 2);
    assert_int_equal(S.step, FUNCITY_ST_START);
    assert_true(legal_for(1, "roll")); /* and the turn goes on */
    /* stop in time: the loot is kept */
    load(ROB("'hands':[['pickpocket','add2','add3'],[]]"));
    act("play pickpocket p2");
    act_until(2, "pass", face_up);
    act("stop");
    assert_int_equal((owner(11) == 1) + (owner(12) == 1), 1);
    assert_int_equal(S.loot_n, 0);
    /* NEVER: nothing tossed, nothing taken */
    load(ROB("'hands':[['pickpocket','add2','add3'],['never']]"));
    act("play pickpocket p2");
    act_as(2, "react never");
    act_as(1, "pass");
    assert_int_equal(owner(11), 2);
    assert_int_equal(owner(12), 2);
    assert_int_equal(S.toss, 0);
    /* a NEVER on a later attempt ends the pickpocketing and keeps the earlier loot */
    load("{'game':'funcity','players':3,'turn':1,'time':'10:00','board':[1,2,3,6],"
         "'taken':[[4,5],[11,12,7],[14,8]],'hands':[['pickpocket','add2','add3'],[],['never']]}");
    act("play pickpocket p2");
    act_until(2, "pass", face_up);
    assert_int_equal(city_cards(1), 3);
    assert_int_equal(city_cards(2), 2);
    act("pick p3");
    assert_int_equal(act_as(3, "react never"), GAME_OK_BARRIER);
    act_as(1, "pass");
    assert_int_equal(city_cards(1), 3); /* the card taken from player 2 is kept */
    assert_int_equal(city_cards(2), 2);
    assert_int_equal(owner(14), 3);
    assert_int_equal(owner(8), 3);
    assert_int_equal(S.step, FUNCITY_ST_START);
    assert_int_equal(S.loot_n, 0);
    assert_true(legal_for(1, "roll"));
    assert_false(legal_for(1, "stop"));
    /* nobody to rob */
    load(POS("'hands':[['pickpocket','add2','add3'],[]]"));
    refused_as(1, "play pickpocket p2", "CITY cards");
}

static void test_traffic_jam(void **st)
{
    (void)st;
    load(POS("'pawns':['zoo','hotel'],'hands':[['add2','add3','add4'],['jam']]"));
    refused_as(2, "react jam", "not your move");
    act("roll");
    assert_int_equal(act_as(2, "react jam"), GAME_OK_BARRIER);
    act_as(1, "pass"); /* no NEVER */
    game_turn t = G->turn(&S);
    assert_int_equal(t.phase, GAME_PHASE_REACT); /* the window opens again */
    act_as(2, "pass");
    assert_int_equal(S.count, dice() / 2);
    assert_false(legal_for(1, "bus"));
    /* two TRAFFIC JAMs halve twice, each rounded down, after the ADD */
    load("{'game':'funcity','players':3,'turn':1,'time':'10:00','board':[1,2,3,6],"
         "'pawns':['zoo','hotel','hotel'],'hands':[['add4','add2','add3'],['jam'],['jam']]}");
    act("play add4");
    act("roll");
    S.dice[0] = 5, S.dice[1] = 6; /* 11 + 4 = 15, 7, then 3 */
    act_as(2, "react jam");
    act_as(1, "pass");
    act_as(3, "react jam");
    act_as(1, "pass");
    all_pass();
    assert_int_equal(S.jams, 2);
    assert_int_equal(S.count, 3);
    assert_false(legal_for(1, "bus"));
    assert_true(legal_for(1, "go s26"));
    assert_false(legal_for(1, "go s23")); /* 4 spaces from the zoo */
    /* on its own turn a player cannot jam */
    load(POS("'hands':[['jam','add2','add3'],[]]"));
    refused_as(1, "play jam", "another player's turn");
}

static void test_mugged(void **st)
{
    (void)st;
    load(POS("'pawns':['zoo','hotel'],'hands':[['add2','add3','add4'],['mugged']]"));
    act("roll");
    assert_int_equal(act_as(2, "react mugged"), GAME_OK_BARRIER);
    act_as(1, "pass");
    assert_int_equal(S.pawn[0], node("zoo")); /* no move */
    assert_int_equal(S.cur, 1);               /* the turn is over */
}

static void test_zzz(void **st)
{
    (void)st;
    load(POS("'pawns':['zoo','hotel'],'hands':[['add2','add3','add4'],['zzz']]"));
    act("roll");
    S.dice[0] = S.dice[1] = 3;
    refused_as(2, "react zzz", "answer with a card that fits");
    all_pass();
    act("bus");
    act("board s26 up");
    assert_int_equal(act_as(2, "react zzz"), GAME_OK_BARRIER);
    act_as(1, "pass");
    assert_int_equal(S.pawn[0], 18); /* the end of the line, going up */
    assert_int_equal(S.cur, 1);
    /* going down from s32: the other end */
    load(POS("'pawns':['s32','hotel'],'hands':[['add2','add3','add4'],['zzz']]"));
    act("roll");
    S.dice[0] = S.dice[1] = 3;
    all_pass();
    act("bus");
    act("board s32 down");
    act_as(2, "react zzz");
    act_as(1, "pass");
    assert_int_equal(S.pawn[0], 26);
    /* cancelled: the ride goes on */
    load(POS("'pawns':['zoo','hotel'],'hands':[['never','add2','add3'],['zzz']]"));
    act("roll");
    S.dice[0] = S.dice[1] = 3;
    all_pass();
    act("bus");
    act("board s26 up");
    act_as(2, "react zzz");
    act_as(1, "react never");
    act_as(2, "pass");
    assert_int_equal(S.step, FUNCITY_ST_WIN_BUS);
    act_as(2, "pass");
    assert_true(legal_for(1, "go s13"));
}

/* NEVER chains without limit: an odd number of NEVERs cancels the card. */
static void test_never_chains(void **st)
{
    (void)st;
    load("{'game':'funcity','players':3,'turn':1,'time':'10:00','board':[1,2,3,6],"
         "'pawns':['zoo','hotel','hotel'],'hands':[['never','never','add2'],['jam','never','never']"
         ",[]]}");
    act("roll");
    act_as(2, "react jam");
    act_as(1, "react never");
    act_as(2, "react never");
    act_as(1, "react never");
    act_as(2, "react never");
    /* four NEVERs: the JAM stands; player 1 has no NEVER left but is still asked */
    game_turn t = G->turn(&S);
    assert_int_equal(t.mask, 1u);
    assert_false(legal_for(1, "react never"));
    act_as(1, "pass");
    all_pass();
    assert_int_equal(S.count, dice() / 2);
    assert_int_equal(S.mdisc[FUNCITY_NEVER], 4);
    /* three NEVERs: cancelled */
    load("{'game':'funcity','players':3,'turn':1,'time':'10:00','board':[1,2,3,6],"
         "'pawns':['zoo','hotel','hotel'],'hands':[['never','never','add2'],['jam','never'],[]]}");
    act("roll");
    act_as(2, "react jam");
    act_as(1, "react never");
    act_as(2, "react never");
    act_as(1, "react never");
    act_as(2, "pass");
    all_pass();
    assert_int_equal(S.count, dice());
    /* a NEVER answers only a card played against its player */
    load(POS("'hands':[['add2','add3','add4'],['never']]"));
    act("play add2");
    assert_false(legal_for(2, "react never"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_and_double), cmocka_unit_test(test_trade_places),
        cmocka_unit_test(test_taxi),           cmocka_unit_test(test_uh_oh),
        cmocka_unit_test(test_pickpocket),     cmocka_unit_test(test_traffic_jam),
        cmocka_unit_test(test_mugged),         cmocka_unit_test(test_zzz),
        cmocka_unit_test(test_never_chains),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
