/* test_infinitecity_rulings.c: the rulings of docs/rules/infinitecity.md that the power-by-power
 * tests do not cover: the end rule as the rulebook words it ("unless it places another tile":
 * no Port, Construction Site, Library or Temple after a player's last token, the Post Office
 * still moves), one reading of "in play" (face up: the Disaster Site and the five Power
 * Stations), a tile's own text next to a Power Station, face-down stations, the Plaza rule for
 * a Post Office's destination, passing, and the smaller rulings of each power. */
#include "infinitecity_fixture.h"

#include "core/rng.h"

/* 14 tokens of player p on one tile: its supply is 1. */
#define FOURTEEN(p)                                                                                \
    "[" p "," p "," p "," p "," p "," p "," p "," p "," p "," p "," p "," p "," p "," p "]"

/* ---- the end: "unless it places another tile" ---- */

/* The last token goes on a Port: the Port places nothing; the deck is untouched. */
static void test_port_after_the_last_token(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':" FOURTEEN(
        "1") "}],"
             "'hands':[['port','bank','bank','bank','bank'],['housing','housing','housing',"
             "'housing','housing']],'deck':['capitol','transit','transit','plaza','plaza','plaza']"
             "}");
    act("play port");
    act("place 1,0");
    assert_int_equal(supply(1), 0);
    assert_int_not_equal(S.step, INFINITECITY_ST_PORT);
    assert_int_equal(S.cur, 1);        /* the turn is over */
    assert_int_equal(S.ncity, 2);      /* no face-down tile */
    assert_int_equal(S.deck_n, 6 - 1); /* only the refill drew (4 in hand: one tile) */
    assert_true(S.ending);
}

/* The Post Office moves a tile of the city: it places no other tile, so it still acts. */
static void test_post_office_after_the_last_token(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':" FOURTEEN(
        "1") "},"
             "{'at':[1,0],'kind':'bank'}],'hands':[['postoffice'],['housing']]}");
    act("play postoffice");
    act("place -1,0");
    assert_int_equal(supply(1), 0);
    assert_int_equal(S.step, INFINITECITY_ST_POST_FROM);
    act("move 1,0");
    act("place 0,1");
    assert_int_equal(kind_at(0, 1), INFINITECITY_BANK);
    assert_int_equal(S.cur, 1);
}

/* A Police HQ takes another player's last token: the Port that turned up after it in the same
 * turn places nothing, though the player to move still has tokens. */
static void test_port_after_another_players_last_token(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,-1],'kind':'police','up':false},"
         "{'at':[1,0],'kind':'port','up':false},{'at':[1,-1],'kind':'bank'},"
         "{'at':[-1,-1],'kind':'housing','tokens':"
         "[2,2,2,2,2,2,2,2,2,2,2,2,2,2]}],"
         "'hands':[['capitol','bank','bank','bank','bank'],['housing','housing','housing',"
         "'housing','housing']],'deck':['transit','transit','plaza','plaza','plaza','plaza']}");
    assert_int_equal(supply(2), 1);
    act("play capitol");
    act("place 0,0"); /* tokens north (the Police HQ) and east (the Port): both turn up */
    assert_int_equal(supply(2), 0); /* the Police HQ took player 2's last token */
    assert_int_not_equal(S.step, INFINITECITY_ST_PORT);
    assert_int_equal(S.ncity, 5);
    assert_int_equal(S.cur, 1);
}

/* The last tokens go down with a Capitol; an Arboretum that turned up gives three back; the
 * Construction Site that turned up after it still plays no tile. */
static void test_tokens_back_do_not_reopen_tile_placing(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,-1],'kind':'arboretum','up':false},"
         "{'at':[1,-1],'kind':'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1]},"
         "{'at':[1,0],'kind':'construction','up':false}],'hands':[['capitol','housing'],"
         "['housing']]}");
    assert_int_equal(supply(1), 3);
    act("play capitol");
    act("place 0,0"); /* three tokens: the Capitol's and one on each face-down neighbour */
    assert_int_equal(supply(1), 0);
    assert_int_equal(S.step, INFINITECITY_ST_ARBORETUM);
    act("retrieve 1,-1");
    act("retrieve 1,-1");
    act("retrieve 1,-1");
    assert_int_equal(supply(1), 3);
    assert_int_not_equal(S.step,
                         INFINITECITY_ST_CONSTRUCTION); /* no other tile after the last token */
    assert_int_equal(S.cur, 1);
    assert_int_equal(in_hand(1, INFINITECITY_HOUSING), 1);
}

/* A text that places no tile still acts after the last token: a Security Guardpost clears. */
static void test_security_after_the_last_token(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':" FOURTEEN(
        "1") "},"
             "{'at':[1,0],'kind':'bank','tokens':[2,2]}],'hands':[['security'],['housing']]}");
    act("play security");
    act("place 2,0");
    assert_int_equal(supply(1), 0);
    act("clear 1,0");
    assert_int_equal(supply(2), 15);
}

/* Random games: once a supply runs empty in a turn, no step of that turn places a tile (a
 * Port's, a Construction Site's, a Library's or a Temple's). */
static void test_random_games_place_no_tile_after_a_last_token(void **st)
{
    (void)st;
    static game_action list[GAME_MAX_ACTIONS];
    char why[GAME_REASON_LEN];
    int dry_turns = 0;
    for (int k = 0; k < 1500; k++) {
        game_params p;
        game_params_default(G, &p, 2 + k % 5);
        rng_state r;
        rng_seed(&r, (uint64_t)k + 7001);
        G->setup(&S, &p, rng_next(&r));
        bool dry = false;
        int turn_of = S.cur;
        while (!S.over) {
            int n = G->legal_actions(&S, S.cur, list, GAME_MAX_ACTIONS);
            assert_true(n > 0);
            uint8_t before[GAME_MAX_PLAYERS];
            memcpy(before, S.supply, sizeof before);
            int step = S.step;
            G->apply(&S, S.cur, list[rng_below(&r, (uint32_t)n)], why, sizeof why);
            if (S.cur != turn_of || S.step == INFINITECITY_ST_TURN) {
                turn_of = S.cur;
                dry = false;
                continue;
            }
            for (int q = 0; q < S.players; q++) dry |= before[q] > 0 && S.supply[q] == 0;
            if (!dry) continue;
            if (step != INFINITECITY_ST_TURN) dry_turns++;
            bool places =
                S.step == INFINITECITY_ST_PORT || S.step == INFINITECITY_ST_CONSTRUCTION ||
                S.step == INFINITECITY_ST_LIBRARY || S.step == INFINITECITY_ST_TEMPLE_SEAT ||
                S.step == INFINITECITY_ST_TEMPLE_TAKE || S.step == INFINITECITY_ST_PLACE;
            if (places) fail_msg("game %d: step %d after a last token", k, S.step);
        }
    }
    print_message("%d actions after a last token in its turn, none placing a tile\n", dry_turns);
}

/* ---- "in play": face up ---- */

/* The Disaster Site takes "a tile already in play": a face-up tile (itself included), never a
 * face-down one. */
static void test_disaster_site_takes_a_tile_in_play(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'},{'at':[1,0],'kind':'bank',"
         "'up':false}],'hands':[['disaster'],['housing']]}");
    act("play disaster");
    act("place -1,0");
    refused("bury 1,0", "face-down tile is not in play");
    act("bury -1,0"); /* itself */
    assert_int_equal(infinitecity_at(&S, -1, 0), -1);
    assert_int_equal(in_hand(1, INFINITECITY_DISASTER),
                     1); /* under the deck, the only tile: refilled */
}

/* Five Power Stations in play end the game: a face-down one does not count until it turns up;
 * then the game ends at once: the Port that turned up with it does nothing, no refill. */
static void test_five_power_stations_count_face_up(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation'},{'at':[1,0],'kind':'housing'},"
         "{'at':[2,0],'kind':'powerstation'},{'at':[3,0],'kind':'housing'},"
         "{'at':[4,0],'kind':'powerstation'},{'at':[5,0],'kind':'housing'},"
         "{'at':[6,0],'kind':'powerstation'},{'at':[7,0],'kind':'housing'},"
         "{'at':[8,0],'kind':'powerstation','up':false},{'at':[9,1],'kind':'port','up':false},"
         "{'at':[8,1],'kind':'bank'}],"
         "'hands':[['capitol','bank','bank','bank','bank'],['embassy','embassy','embassy',"
         "'embassy','embassy']],'deck':['plaza','plaza']}");
    assert_false(S.over); /* four face up, one face down */
    assert_int_equal(S.ps_up, 4);
    act("play capitol");
    act("place 9,0"); /* tokens west (the station) and south (the Port): both turn up */
    assert_true(S.over);
    assert_int_equal(S.end_why, INFINITECITY_END_STATIONS);
    assert_int_equal(S.hand_n[0], 4); /* at once: no refill */
    assert_int_equal(S.deck_n, 2);    /* the Port placed nothing */
    assert_int_equal(S.ncity, 12);
}

/* ---- Power Stations ---- */

/* A tile's own text may touch that tile next to a station: a Stadium gathers onto itself, a
 * Bank swaps its own token, a Police HQ takes everyone's token, a Hotel takes a token. Tiles of
 * the others next to the station stay out of reach. */
static void test_own_tile_next_to_a_power_station(void **st)
{
    (void)st;
#define STATION                                                                                    \
    "{'at':[0,0],'kind':'powerstation','tokens':[2]},{'at':[0,1],'kind':'embassy','tokens':[2]},"  \
    "{'at':[1,1],'kind':'port'},{'at':[2,1],'kind':'port'},{'at':[2,0],'kind':'housing','tokens':" \
    "[2,2]}"
    load("{'players':2,'tiles':[" STATION "],'hands':[['stadium'],['housing']]}");
    act("play stadium");
    act("place 1,0"); /* next to the station: allowed */
    refused("pull 0,0 p2", "Power Station is protected");
    act("pull 2,0 p2");
    act("pull 2,0 p2");
    assert_int_equal(tok(1, 0, 2), 2); /* onto itself, a tile next to the station */
    load("{'players':2,'tiles':[" STATION "],'hands':[['bank'],['housing']]}");
    act("play bank");
    act("place 1,0");
    act("bank 2,0 p2");
    assert_int_equal(tok(1, 0, 2), 1); /* its own token swapped: the Bank is next to the station */
    assert_int_equal(tok(2, 0, 1), 1);
    load("{'players':3,'tiles':[" STATION "],'hands':[['police'],['housing'],['housing']]}");
    act("play police");
    act("place 1,0");
    assert_int_equal(tok(1, 0, 2), 1);
    assert_int_equal(tok(1, 0, 3), 1);
    load("{'players':2,'tiles':[" STATION ",{'at':[1,0],'kind':'hotel','tokens':[2]}],"
         "'hands':[[],['housing']]}");
    act("hotel 1,0");
    assert_int_equal(tok(1, 0, 1), 1);
#undef STATION
}

/* A face-down Power Station protects nothing, and a token may turn it up. */
static void test_face_down_station_protects_nothing(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation','up':false},"
         "{'at':[1,0],'kind':'housing','tokens':[2]}],'hands':[['security','housing'],['bank']]}");
    act("play security");
    act("place -1,0");
    act("clear 1,0");
    assert_int_equal(supply(2), 15);
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'powerstation','up':false},"
         "{'at':[1,0],'kind':'bank','tokens':[2]}],'hands':[['housing'],['bank']]}");
    act("play housing");
    act("place 0,1");
    act("token 0,0"); /* a face-down tile is empty */
    assert_true(S.up[slot_at(0, 0)]);
    assert_int_equal(S.ps_up, 1);
}

/* ---- the Plaza rule, and smaller rulings of the powers ---- */

/* A Post Office's destination obeys the Plaza rule; it may move itself. */
static void test_post_office_destination_and_plaza(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'plaza'},{'at':[1,0],'kind':'housing'},"
         "{'at':[2,0],'kind':'bank'}],'hands':[['postoffice'],['housing']]}");
    act("play postoffice");
    act("place 0,1"); /* next to the Plaza */
    act("move 2,0");
    refused("place 1,1", "next to a Plaza");
    act("place -1,0");
    assert_int_equal(kind_at(-1, 0), INFINITECITY_BANK);
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'},{'at':[1,0],'kind':'bank'}],"
         "'hands':[['postoffice'],['housing']]}");
    act("play postoffice");
    act("place 2,0");
    act("move 2,0"); /* itself */
    refused("place 2,0", "new place");
    act("place 0,1");
    assert_int_equal(kind_at(0, 1), INFINITECITY_POSTOFFICE);
    assert_int_equal(tok(0, 1, 1), 1);
}

/* A player who cannot play passes: with a token left, the hand is refilled; with none, nothing
 * is drawn (they will not play again). */
static void test_passing_and_refilling(void **st)
{
    (void)st;
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'port'}],"
         "'hands':[['housing','bank','bank','bank','bank'],[],['embassy','embassy','embassy',"
         "'embassy','embassy']],'deck':['plaza','plaza','plaza','plaza','plaza','plaza']}");
    act("play housing");
    act("place 1,0");
    act("token 0,0");
    assert_int_equal(S.cur, 2);       /* player 2, with no tile and no Hotel, passed ... */
    assert_int_equal(S.hand_n[1], 5); /* ... and drew */
    assert_int_equal(S.deck_n, 0);
}

/* A Bank whose player's token left it before its power came (a Security Guardpost that turned
 * up first cleared it) does nothing. */
static void test_bank_without_its_token(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,-1],'kind':'security','up':false},"
         "{'at':[1,-1],'kind':'housing','tokens':[2]},{'at':[1,0],'kind':'bank','up':false}],"
         "'hands':[['capitol'],['housing']]}");
    act("play capitol");
    act("place 0,0");
    assert_int_equal(S.step, INFINITECITY_ST_SECURITY);
    act("clear 1,0");
    assert_int_equal(S.cur, 1); /* the Bank had no token of player 1: nothing */
    assert_int_equal(tok(1, -1, 2), 1);
}

/* An Embassy returns every token on the tile, the player's own too, before putting its own. */
static void test_embassy_returns_your_token_too(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[1,1,2]}],"
         "'hands':[['embassy'],['housing']]}");
    act("play embassy");
    act("place 1,0");
    act("token 0,0");
    assert_int_equal(tok(0, 0, 1), 1);
    assert_int_equal(tok(0, 0, 2), 0);
    assert_int_equal(supply(1), 15 - 2);
}

/* A Library on a short deck shows what there is; the others go under the deck one by one in
 * the order of the tile table (the last one at the very bottom). */
static void test_library_short_deck(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['library','embassy','embassy','embassy','embassy'],"
         "['housing','housing','housing','housing','housing']],'deck':['port','bank','plaza']}");
    act("play library");
    act("place 1,0");
    assert_int_equal(S.peek_n, 3);
    act("play plaza");
    assert_int_equal(S.deck_n, 2);
    assert_int_equal(S.deck[0], INFINITECITY_PORT); /* bottom: the last put under */
    assert_int_equal(S.deck[1], INFINITECITY_BANK);
    act("place 2,0");
    assert_int_equal(in_hand(1, INFINITECITY_BANK), 1); /* the refill takes the top */
}

/* A Shopping Complex swaps with any other player, even one with an empty hand; a Temple with
 * nobody holding tiles does nothing. */
static void test_shopping_and_temple_with_empty_hands(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['shopping','bank'],[]]}");
    act("play shopping");
    act("place 1,0");
    act("seat p2");
    assert_int_equal(S.hand_n[0], 0);
    assert_int_equal(in_hand(2, INFINITECITY_BANK), 1);
    load("{'players':3,'tiles':[{'at':[0,0],'kind':'housing'}],'hands':[['temple','bank'],[],[]]}");
    act("play temple");
    act("place 1,0");
    assert_int_equal(S.cur, 0); /* nobody to look at; the others, with no tile, passed */
    assert_int_equal(S.step, INFINITECITY_ST_TURN);
    assert_int_equal(in_hand(1, INFINITECITY_BANK), 1);
}

/* ---- scoring ---- */

/* Equal totals and equal largest groups: a shared win. Nobody with a silver tile: no silver
 * line. */
static void test_shared_win_and_no_silver(void **st)
{
    (void)st;
    static game_score sc;
    load("{'players':2,'over':true,'tiles':[{'at':[0,0],'kind':'housing','tokens':[1]},"
         "{'at':[1,0],'kind':'housing','tokens':[1]},{'at':[2,0],'kind':'housing','tokens':[1]},"
         "{'at':[3,0],'kind':'embassy'},{'at':[4,0],'kind':'embassy','tokens':[2]},"
         "{'at':[5,0],'kind':'embassy','tokens':[2]},{'at':[6,0],'kind':'embassy','tokens':[2]}]}");
    G->score(&S, &sc);
    assert_int_equal(sc.total[0], 3);
    assert_int_equal(sc.total[1], 3);
    assert_int_equal(sc.winners, 3u);
    for (int i = 0; i < sc.nlines; i++)
        assert_int_not_equal(sc.line[i].group, INFINITECITY_SG_SILVER);
}

/* ---- the move log names tiles and places as the board shows them ---- */

static void described(const char *text, const char *want)
{
    static infinitecity_state before;
    char buf[GAME_REASON_LEN];
    memcpy(&before, &S, sizeof S);
    game_action a = parse(text);
    act(text);
    G->describe(&before, &S, S.cur, a, buf, sizeof buf);
    if (strcmp(buf, want) != 0) fail_msg("%s described \"%s\", expected \"%s\"", text, buf, want);
}

static void test_move_log_phrases(void **st)
{
    (void)st;
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'plaza','tokens':[1]},"
         "{'at':[0,1],'kind':'bank','up':false},{'at':[1,1],'kind':'port','tokens':[2]}],"
         "'hands':[['transit'],['housing']]}");
    act("play transit");
    act("place 1,0");
    described("transit 1,1", "");
    described("transit 0,1", "Transit Station: swaps Port at 1,1 with face-down tile at 0,1");
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'housing','tokens':[2]},"
         "{'at':[1,0],'kind':'embassy'},{'at':[2,0],'kind':'security'}],"
         "'hands':[['postoffice'],['housing']]}");
    act("play postoffice");
    act("place 3,0");
    described("move 0,0", "");
    described("place 2,1", "Post Office: moves Housing from 0,0 to 2,1");
    load("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','up':false},"
         "{'at':[1,0],'kind':'embassy','tokens':[2]},{'at':[2,0],'kind':'security'},"
         "{'at':[0,1],'kind':'plaza'}],'hands':[['mausoleum'],['housing']]}");
    act("play mausoleum");
    act("place 1,1");
    described("take 0,1", "Mausoleum: takes Plaza at 0,1 into the hand");
    static game_score sc; /* one silver tile: "1 tile" */
    load("{'players':2,'over':true,'tiles':[{'at':[0,0],'kind':'bank','tokens':[1]},"
         "{'at':[1,0],'kind':'housing','tokens':[2]}]}");
    G->score(&S, &sc);
    bool found = false;
    for (int i = 0; i < sc.nlines; i++)
        found |= strcmp(sc.line[i].reason, "Silver rings: 1 tile, the most") == 0;
    assert_true(found);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_port_after_the_last_token),
        cmocka_unit_test(test_post_office_after_the_last_token),
        cmocka_unit_test(test_port_after_another_players_last_token),
        cmocka_unit_test(test_tokens_back_do_not_reopen_tile_placing),
        cmocka_unit_test(test_security_after_the_last_token),
        cmocka_unit_test(test_random_games_place_no_tile_after_a_last_token),
        cmocka_unit_test(test_disaster_site_takes_a_tile_in_play),
        cmocka_unit_test(test_five_power_stations_count_face_up),
        cmocka_unit_test(test_own_tile_next_to_a_power_station),
        cmocka_unit_test(test_face_down_station_protects_nothing),
        cmocka_unit_test(test_post_office_destination_and_plaza),
        cmocka_unit_test(test_passing_and_refilling),
        cmocka_unit_test(test_bank_without_its_token),
        cmocka_unit_test(test_embassy_returns_your_token_too),
        cmocka_unit_test(test_library_short_deck),
        cmocka_unit_test(test_shopping_and_temple_with_empty_hands),
        cmocka_unit_test(test_shared_win_and_no_silver),
        cmocka_unit_test(test_move_log_phrases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
