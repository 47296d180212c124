/* test_infinitecity_powers.c: each of the 21 powers alone, and the interactions the rulebook
 * names (Capitol against a Power Station, Plaza precedence, Police HQ, Hotel, the Port's face-down
 * tile, chains through face-down tiles), each refusal with its reason. Positions are written
 * inline; the deck is empty unless a power needs it (hands are then free in size). */
#include "infinitecity_fixture.h"

/* A row of tiles 0,0 .. 3,0 (Housing, Embassy, Security, Disaster), player 1 to move. */
#define ROW                                                                                        \
    "{'at':[0,0],'kind':'housing'},{'at':[1,0],'kind':'embassy'},"                                 \
    "{'at':[2,0],'kind':'security'},{'at':[3,0],'kind':'disaster'}"

static void test_arboretum(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[1]},"
         "{'at':[1,0],'kind':'embassy','tokens':[1,2]},{'at':[2,0],'kind':'security','tokens':[1]},"
         "{'at':[3,0],'kind':'disaster','tokens':[1]}],'hands':[['arboretum'],['housing']]}");
    act("play arboretum");
    act("place 0,1");
    assert_int_equal(S.step, INFINITECITY_ST_ARBORETUM);
    refused("retrieve 5,5", "no tile at 5,5");
    act("retrieve 0,0");
    act("retrieve 1,0");
    assert_int_equal(tok(1, 0, 2), 1); /* only your own tokens */
    act("retrieve 2,0");
    assert_int_equal(S.cur, 1); /* three: the power is over */
    assert_int_equal(supply(1), 15 - 2);
    /* "done" stops early; zero is allowed too */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[1]}],"
         "'hands':[['arboretum'],['housing']]}");
    act("play arboretum");
    act("place 1,0");
    act("done");
    assert_int_equal(tok(0, 0, 1), 1);
}

static void test_bank(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy','tokens':[1,2]}],'hands':[['bank'],['housing']]}");
    act("play bank");
    act("place 0,1");
    refused("bank 1,0 p2", "do not control");
    refused("bank 0,0 p1", "another player");
    act("bank 0,0 p2");
    assert_int_equal(tok(0, 0, 1), 1);
    assert_int_equal(tok(0, 0, 2), 0);
    assert_int_equal(tok(0, 1, 2), 1);
    assert_int_equal(tok(0, 1, 1), 0);
}

static void test_capitol_overrides_power_station(void **st)
{
    (void)st;
    /* the Capitol at 1,1: north a Housing of player 2 next to a Power Station, west an Embassy
     * next to it too, east a face-down Factory (turned up: its power counts) */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation','tokens':[2]},"
         "{'at':[1,0],'kind':'housing','tokens':[2,2]},{'at':[0,1],'kind':'embassy'},"
         "{'at':[2,1],'kind':'factory','up':false},{'at':[2,0],'kind':'housing'}],"
         "'hands':[['capitol'],['housing']]}");
    assert_int_equal(supply(2), 12);
    act("play capitol");
    act("place 1,1");
    assert_int_equal(tok(1, 0, 1), 1);
    assert_int_equal(tok(1, 0, 2), 0);
    assert_int_equal(supply(2), 14); /* its two tokens came back */
    assert_int_equal(tok(0, 1, 1), 1);
    assert_int_equal(tok(2, 1, 1), 1);
    assert_true(S.up[slot_at(2, 1)]);
    assert_int_equal(tok(0, 0, 2), 1); /* the station itself is not next to the Capitol */
    assert_int_equal(supply(1), 15 - 4);
}

static void test_capitol_short_of_tokens(void **st)
{
    (void)st;
    /* two tokens left: one for the Capitol, one for a neighbour the player chooses */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1,"
         "1]},{'at':[1,0],'kind':'embassy','tokens':[2]},{'at':[-1,1],'kind':'security'},"
         "{'at':[-1,0],'kind':'port'},{'at':[1,1],'kind':'bank'}],"
         "'hands':[['capitol'],['housing']]}");
    assert_int_equal(supply(1), 2);
    act("play capitol");
    act("place 0,1");
    assert_int_equal(S.step, INFINITECITY_ST_CAPITOL); /* one token for two tiles: a choice */
    /* north 0,0 carries the player's token: its tokens come back first, so it is free */
    assert_true(is_legal("token 0,0"));
    refused("token 1,0", "not next to the Capitol");
    act("token -1,1");
    assert_int_equal(supply(1), 0);
    assert_true(S.ending == 1); /* the last token: the others play once more */
    assert_int_equal(S.step, INFINITECITY_ST_CAPITOL);
    refused("token 1,1", "no token left");
    refused("token -1,1", "already put a token there");
    act("token 0,0"); /* 13 tokens back, one down: enough for 1,1, done at once */
    assert_int_equal(tok(0, 0, 1), 1);
    assert_int_equal(tok(1, 1, 1), 1);
    assert_int_equal(supply(1), 11);
    assert_true(S.ending == 1); /* getting tokens back does not undo the end */
}

static void test_construction_site_chains(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[" ROW "],'hands':[['construction','housing'],['housing']]}");
    act("play construction");
    act("place 4,0");
    assert_int_equal(S.step, INFINITECITY_ST_CONSTRUCTION);
    refused("play bank", "no Bank in your hand");
    act("play housing");
    act("place 5,0");
    assert_int_equal(S.step, INFINITECITY_ST_HOUSING); /* the second tile's power follows */
    act("token 0,0");
    assert_int_equal(tok(4, 0, 1) + tok(5, 0, 1) + tok(0, 0, 1), 3);
}

static void test_disaster_site(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[2,0],'kind':'security'}],"
         "'hands':[['disaster'],['housing']]}");
    act("play disaster");
    act("place 2,1");
    refused("bury 1,0", "split the city");
    act("bury 0,0");
    assert_int_equal(infinitecity_at(&S, 0, 0), -1);
    assert_int_equal(supply(2), 15);
    assert_int_equal(S.deck_n, 0);
    assert_int_equal(in_hand(1, INFINITECITY_HOUSING),
                     1); /* under the deck, the only tile: refilled */
}

static void test_embassy_turns_up_a_face_down_tile(void **st)
{
    (void)st;
    /* the token turns the Housing up: its power follows (a chain) */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','up':false},"
         "{'at':[1,0],'kind':'security','tokens':[2]},{'at':[0,-1],'kind':'port'}],"
         "'hands':[['embassy'],['housing']]}");
    act("play embassy");
    act("place -1,0");
    refused("token 1,0", "not next to the Embassy");
    assert_int_equal(act("token 0,0"), GAME_OK_BARRIER); /* a tile turned up */
    assert_true(S.up[slot_at(0, 0)]);
    assert_int_equal(S.step, INFINITECITY_ST_HOUSING);
    act("token 0,-1");
    /* a token on a face-up tile does nothing more */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]}],"
         "'hands':[['embassy'],['housing']]}");
    act("play embassy");
    act("place 1,0");
    act("token 0,0");
    assert_int_equal(tok(0, 0, 2), 0); /* returned */
    assert_int_equal(supply(2), 15);
    assert_int_equal(S.cur, 1);
}

static void test_hotel(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'hotel','tokens':[2]},"
         "{'at':[1,0],'kind':'hotel','tokens':[1]}],'hands':[[],['housing']]}");
    assert_int_equal(S.cur, 0); /* no tile, but a Hotel: player 1 can play */
    refused("hotel 1,0", "already have a token");
    act("hotel 0,0");
    assert_int_equal(tok(0, 0, 1), 1);
    assert_int_equal(S.cur, 1); /* instead of a tile: the turn is over */
}

static void test_housing_empty_tile(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[2,0],'kind':'bank','up':false}],"
         "'hands':[['housing'],['housing']]}");
    act("play housing");
    act("place 3,0");
    refused("token 0,0", "empty tile");
    assert_true(is_legal("token 2,0")); /* a face-down tile is empty */
    act("token 1,0");
    assert_int_equal(tok(1, 0, 1), 1);
}

static void test_library(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['library','housing','housing','housing','housing'],"
         "['housing','housing','housing','housing','housing']],"
         "'deck':['port','port','library','plaza','library','library','embassy']}");
    act("play library");
    assert_int_equal(act("place 1,0"), GAME_OK_BARRIER); /* looking is a barrier */
    assert_int_equal(S.step, INFINITECITY_ST_LIBRARY);
    assert_int_equal(S.peek_n, 5);
    static infinitecity_state v;
    G->view(&S, 1, &v);
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        assert_int_equal(v.peek[k], 0); /* only its player sees */
    G->view(&S, 0, &v);
    assert_int_equal(v.peek[INFINITECITY_PLAZA], 1);
    refused("play library", "another Library");
    refused("play bank", "shows no Bank");
    act("play plaza");
    assert_int_equal(S.deck_n, 2 + 4);
    act("place 2,0");
    /* only Libraries: nothing is played, they go under the deck */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['library','housing','housing','housing','housing'],"
         "['housing','housing','housing','housing','housing']],"
         "'deck':['port','library','library','library','library','library']}");
    act("play library");
    act("place 1,0");
    assert_int_equal(S.cur, 1);
    assert_int_equal(S.peek_n, 0);
    assert_int_equal(in_hand(1, INFINITECITY_PORT), 1); /* the Libraries went under the Port */
    for (int i = 0; i < 5; i++) assert_int_equal(S.deck[i], INFINITECITY_LIBRARY_K);
}

static void test_mausoleum(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','up':false},"
         "{'at':[1,0],'kind':'embassy','tokens':[2]},{'at':[2,0],'kind':'security'},"
         "{'at':[0,1],'kind':'plaza'}],'hands':[['mausoleum'],['housing']]}");
    act("play mausoleum");
    act("place 1,1");
    refused("take 2,0", "not next to the Mausoleum");
    refused("take 1,0", "split the city");
    act("take 0,1");
    assert_int_equal(in_hand(1, INFINITECITY_PLAZA), 1);
    /* a face-down tile taken: the player learns it */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','up':false},"
         "{'at':[1,0],'kind':'embassy','tokens':[2]},{'at':[1,1],'kind':'housing'}],"
         "'hands':[['mausoleum'],['housing']]}");
    act("play mausoleum");
    act("place 0,1");
    assert_int_equal(act("take 0,0"), GAME_OK_BARRIER); /* the player learns the tile */
    assert_int_equal(in_hand(1, INFINITECITY_BANK), 1);
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'security','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[1,1],'kind':'housing'}],"
         "'hands':[['mausoleum'],['housing']]}");
    act("play mausoleum");
    act("place 0,1");
    act("take 0,0");
    assert_int_equal(supply(2), 15); /* its tokens went back */
}

static void test_plaza_precedence(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[" ROW ",{'at':[3,1],'kind':'plaza'}],"
         "'hands':[['port','housing'],['housing']],'deck':[]}");
    act("play housing");
    refused("place 0,1", "next to a Plaza");
    act("place 3,2");
    act("token 0,0");
    /* the Port's face-down tile obeys the Plaza too (deck needed) */
    load("{'players':2,'tiles':[" ROW ",{'at':[3,1],'kind':'plaza'}],"
         "'hands':[['port','housing','housing','housing','housing'],"
         "['housing','housing','housing','housing','housing']],'deck':['bank','bank']}");
    act("play port");
    act("place 4,1");
    refused("place -1,0", "next to a Plaza");
    act("place 3,2");
    assert_false(S.up[slot_at(3, 2)]);
    assert_int_equal(kind_at(3, 2), INFINITECITY_BANK);
    /* every spot next to a Plaza taken: anywhere next to the city */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'plaza'},{'at':[1,0],'kind':'bank'},"
         "{'at':[-1,0],'kind':'bank'},{'at':[0,1],'kind':'bank'},{'at':[0,-1],'kind':'bank'}],"
         "'hands':[['security'],['housing']]}");
    act("play security");
    act("place 2,0");
}

static void test_police_hq(void **st)
{
    (void)st;
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing','tokens':[3,3,3,3,3,3,3,3,3,3,3,3,"
         "3,3,3]}],'hands':[['police'],['housing'],['housing']]}");
    assert_int_equal(supply(3), 0);
    act("play police");
    act("place 1,0");
    assert_int_equal(tok(1, 0, 1), 1);
    assert_int_equal(tok(1, 0, 2), 1); /* everyone else puts one ... */
    assert_int_equal(tok(1, 0, 3), 0); /* ... who has one */
}

static void test_port(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['port','housing','housing','housing','housing'],"
         "['housing','housing','housing','housing','housing']],'deck':['bank','capitol']}");
    act("play port");
    act("place 1,0");
    assert_int_equal(S.step, INFINITECITY_ST_PORT);
    act("place 0,1");
    assert_false(S.up[slot_at(0, 1)]);
    assert_int_equal(kind_at(0, 1), INFINITECITY_CAPITOL); /* the top tile, face down, no power */
    assert_int_equal(S.cur, 1);
}

static void test_post_office(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[2,0],'kind':'security'}],"
         "'hands':[['postoffice'],['housing']]}");
    act("play postoffice");
    act("place 3,0");
    refused("move 1,0", "split the city");
    act("move 0,0");
    assert_int_equal(S.step, INFINITECITY_ST_POST_TO);
    refused("place 0,0", "new place");
    refused("place 9,9", "not next to a tile");
    act("place 2,1");
    assert_int_equal(tok(2, 1, 2), 1); /* its tokens travel with it */
    assert_int_equal(infinitecity_at(&S, 0, 0), -1);
    assert_true(infinitecity_city_connected(&S));
}

static void test_power_station_protection(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation','tokens':[2]},"
         "{'at':[1,0],'kind':'housing','tokens':[2]},{'at':[2,0],'kind':'embassy','tokens':[2]}],"
         "'hands':[['security'],['housing']]}");
    act("play security");
    act("place 3,0");
    refused("clear 1,0", "protected by the Power Station at 0,0");
    refused("clear 0,0", "Power Station is protected");
    act("clear 2,0");
    assert_int_equal(supply(2), 13);
}

static void test_security_guardpost(void **st)
{
    (void)st;
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2,3,3]},"
         "{'at':[1,0],'kind':'embassy'}],'hands':[['security'],['housing'],['housing']]}");
    act("play security");
    act("place 2,0");
    refused("clear 1,0", "no tokens");
    act("clear 0,0");
    assert_int_equal(supply(2) + supply(3), 30);
}

static void test_shopping_complex(void **st)
{
    (void)st;
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['shopping','bank'],['plaza','plaza','port'],[]]}");
    act("play shopping");
    act("place 1,0");
    refused("seat p1", "another player");
    assert_int_equal(act("seat p2"), GAME_OK_BARRIER);
    assert_int_equal(in_hand(1, INFINITECITY_PLAZA), 2);
    assert_int_equal(in_hand(2, INFINITECITY_BANK), 1);
    assert_int_equal(S.hand_n[1], 1);
}

static void test_stadium(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2,2]},"
         "{'at':[2,0],'kind':'embassy','tokens':[1]},{'at':[1,-1],'kind':'bank'},"
         "{'at':[0,-1],'kind':'bank'},{'at':[2,-1],'kind':'bank'}],"
         "'hands':[['stadium'],['housing']]}");
    act("play stadium");
    act("place 1,0");
    refused("done", "at least one");
    act("pull 0,0 p2");
    act("pull 2,0 p1"); /* several tiles, anyone's tokens */
    act("pull 0,0 p2");
    assert_int_equal(tok(1, 0, 2), 2);
    assert_int_equal(tok(1, 0, 1), 2);
    assert_int_equal(S.cur, 1); /* nothing left to pull: over */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2,2]}],"
         "'hands':[['stadium'],['housing']]}");
    act("play stadium");
    act("place 1,0");
    act("pull 0,0 p2");
    act("done");
    assert_int_equal(tok(0, 0, 2), 1);
}

static void test_temple(void **st)
{
    (void)st;
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['temple','bank','bank','bank','bank'],"
         "['embassy','plaza','port','port','port'],['housing','housing','housing','housing',"
         "'housing']],'deck':['capitol','transit','transit']}");
    act("play temple");
    act("place 1,0");
    assert_int_equal(act("seat p2"), GAME_OK_BARRIER);
    static infinitecity_state v;
    G->view(&S, 0, &v);
    assert_int_equal(v.hand[1][INFINITECITY_EMBASSY], 1); /* the Temple's player sees that hand */
    G->view(&S, 2, &v);
    assert_int_equal(v.hand[1][INFINITECITY_EMBASSY], 0); /* nobody else */
    refused("play housing", "has no Housing");
    assert_int_equal(act("play embassy"), GAME_OK_BARRIER); /* player 2 draws */
    assert_int_equal(S.hand_n[1], 5);
    assert_int_equal(in_hand(2, INFINITECITY_TRANSIT), 1);
    act("place 2,0");
    act("token 1,0");
    assert_int_equal(tok(2, 0, 1), 1);
    /* a player with an empty hand cannot be chosen */
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['temple'],[],['plaza']]}");
    act("play temple");
    act("place 1,0");
    refused("seat p2", "no tile in hand");
    act("seat p3");
}

static void test_transit_station(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[2,0],'kind':'security','tokens':[1]}],"
         "'hands':[['transit'],['housing']]}");
    act("play transit");
    act("place 3,0");
    act("transit 0,0");
    refused("transit 0,0", "different tile");
    act("transit 2,0");
    assert_int_equal(kind_at(0, 0), INFINITECITY_SECURITY);
    assert_int_equal(tok(0, 0, 1), 1);
    assert_int_equal(kind_at(2, 0), INFINITECITY_HOUSING);
    assert_int_equal(tok(2, 0, 2), 1);
}

static void test_factory_alone(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['factory'],['housing']],'deck':[]}");
    act("play factory");
    act("place 1,0");
    assert_int_equal(S.factory, 0); /* used up at the end of the turn, with nothing to draw */
    assert_int_equal(S.cur, 1);
}

static void test_no_target_skips(void **st)
{
    (void)st;
    /* a Security Guardpost with no tokens anywhere does nothing: the turn goes on */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['security'],['housing']]}");
    act("play security");
    act("place 1,0"); /* its own token is a target ... */
    assert_int_equal(S.step, INFINITECITY_ST_SECURITY);
    /* ... but next to a station nothing is */
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation'}],"
         "'hands':[['embassy'],['housing']]}");
    act("play embassy");
    act("place 1,0");
    assert_int_equal(S.cur, 1);
}

static void test_texts(void **st)
{
    (void)st;
    char buf[GAME_ACTION_TEXT], why[GAME_REASON_LEN];
    game_action a = infinitecity_act(INFINITECITY_OP_BANK, 2, -3, 7), b;
    G->action_to_text(&S, a, buf, sizeof buf);
    assert_string_equal(buf, "bank -3,7 p3");
    assert_true(G->action_from_text(&S, "play Power Station", &b, why, sizeof why) == false);
    assert_true(G->action_from_text(&S, "play powerstation", &b, why, sizeof why));
    assert_int_equal(INFINITECITY_A_ARG(b), INFINITECITY_POWER);
    assert_false(G->action_from_text(&S, "play casino", &b, why, sizeof why));
    assert_non_null(strstr(why, "casino"));
}

/* Every power that targets tiles or tokens leaves a Power Station, its neighbours and their
 * tokens alone, and says so; each power still has an unprotected target here. */
static void test_protection_against_every_power(void **st)
{
    (void)st;
    static const struct {
        const char *kind, *tried, *reason;
    } cases[] = {
        {"embassy", "token 1,0", "protected by the Power Station at 0,0"},
        {"housing", "token -1,0", "protected by the Power Station at 0,0"},
        {"security", "clear 1,0", "protected by the Power Station at 0,0"},
        {"disaster", "bury 1,0", "protected by the Power Station at 0,0"},
        {"postoffice", "move 1,0", "protected by the Power Station at 0,0"},
        {"transit", "transit 0,0", "Power Station is protected"},
        {"bank", "bank 1,0 p2", "protected by the Power Station at 0,0"},
        {"stadium", "pull 1,0 p2", "protected by the Power Station at 0,0"},
        {"mausoleum", "take 1,0", "protected by the Power Station at 0,0"},
        {"arboretum", "retrieve 0,1", "protected by the Power Station at 0,0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char pos[1024];
        snprintf(pos, sizeof pos,
                 "{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation','tokens':[2]},"
                 "{'at':[1,0],'kind':'bank','tokens':[2]},{'at':[0,1],'kind':'housing',"
                 "'tokens':[1]},{'at':[1,1],'kind':'security'},{'at':[-1,0],'kind':'port',"
                 "'up':false},{'at':[2,1],'kind':'embassy','tokens':[2]}],"
                 "'hands':[['%s'],['housing']]}",
                 cases[i].kind);
        load(pos);
        char play[48];
        snprintf(play, sizeof play, "play %s", cases[i].kind);
        act(play);
        act("place 2,0");
        assert_int_equal(S.cur, 0); /* the power waits for a choice */
        refused(cases[i].tried, cases[i].reason);
    }
}

/* Powers wait their turn in the order their tiles turned up; a tile that leaves the city
 * before its turn loses its power. */
static void test_waiting_powers_in_order(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[-1,-1],'kind':'port'},{'at':[0,-1],'kind':'disaster',"
         "'up':false},{'at':[1,-1],'kind':'port'},{'at':[1,0],'kind':'embassy','up':false},"
         "{'at':[1,1],'kind':'port'},{'at':[0,1],'kind':'housing','tokens':[2]},"
         "{'at':[-1,1],'kind':'port'},{'at':[-1,0],'kind':'security'}],"
         "'hands':[['capitol'],['housing']]}");
    act("play capitol");
    assert_int_equal(act("place 0,0"), GAME_OK_BARRIER); /* two tiles turned up */
    assert_int_equal(S.npend, 1);                        /* the Embassy waits */
    assert_int_equal(S.step, INFINITECITY_ST_DISASTER);  /* north first */
    act("bury 1,0");
    assert_int_equal(S.npend, 0);
    assert_int_equal(S.cur, 1); /* the buried Embassy did nothing */
    assert_int_equal(supply(1), 15 - 1 - 3);
}

/* A Police HQ can take another player's last token: the end comes, that player passes. */
static void test_police_hq_ends_the_game(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2,2,2,2,2,2,2,2,2,2,2,2,"
         "2,2]}],'hands':[['police','embassy'],['housing']]}");
    act("play police");
    act("place 1,0");
    assert_int_equal(supply(2), 0);
    assert_true(S.over); /* player 2 had no token for a last turn */
}

/* The move log says what everyone may know: the tile played once it is face up, never the
 * Port's face-down tile. */
static void test_describe(void **st)
{
    (void)st;
    static infinitecity_state before;
    char buf[GAME_REASON_LEN];
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['port','housing','housing','housing','housing'],"
         "['housing','housing','housing','housing','housing']],'deck':['bank','capitol']}");
    memcpy(&before, &S, sizeof S);
    game_action a = parse("play port");
    act("play port");
    assert_int_equal(G->describe(&before, &S, 0, a, buf, sizeof buf), 0); /* the place says it */
    memcpy(&before, &S, sizeof S);
    a = parse("place 1,0");
    act("place 1,0");
    G->describe(&before, &S, 0, a, buf, sizeof buf);
    assert_string_equal(buf, "Port at 1,0");
    memcpy(&before, &S, sizeof S);
    a = parse("place 0,1");
    act("place 0,1");
    G->describe(&before, &S, 0, a, buf, sizeof buf);
    assert_string_equal(buf, "Port: a face-down tile at 0,1");
    assert_null(strstr(buf, "Capitol"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arboretum),
        cmocka_unit_test(test_bank),
        cmocka_unit_test(test_capitol_overrides_power_station),
        cmocka_unit_test(test_capitol_short_of_tokens),
        cmocka_unit_test(test_construction_site_chains),
        cmocka_unit_test(test_disaster_site),
        cmocka_unit_test(test_embassy_turns_up_a_face_down_tile),
        cmocka_unit_test(test_factory_alone),
        cmocka_unit_test(test_hotel),
        cmocka_unit_test(test_housing_empty_tile),
        cmocka_unit_test(test_library),
        cmocka_unit_test(test_mausoleum),
        cmocka_unit_test(test_plaza_precedence),
        cmocka_unit_test(test_police_hq),
        cmocka_unit_test(test_port),
        cmocka_unit_test(test_post_office),
        cmocka_unit_test(test_power_station_protection),
        cmocka_unit_test(test_security_guardpost),
        cmocka_unit_test(test_shopping_complex),
        cmocka_unit_test(test_stadium),
        cmocka_unit_test(test_temple),
        cmocka_unit_test(test_transit_station),
        cmocka_unit_test(test_no_target_skips),
        cmocka_unit_test(test_texts),
        cmocka_unit_test(test_describe),
        cmocka_unit_test(test_protection_against_every_power),
        cmocka_unit_test(test_waiting_powers_in_order),
        cmocka_unit_test(test_police_hq_ends_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
