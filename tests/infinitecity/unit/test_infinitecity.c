/* test_infinitecity.c: Infinite City's rules as a whole: the tile table (and its data file),
 * setup, random playouts with their invariants, the rulebook's scoring example, the end of the
 * game, position files and their refusals, hidden information and barriers, and the speed of
 * random games. The powers one by one: test_infinitecity_powers.c. */
#include "infinitecity_fixture.h"

#include "core/fsutil.h"
#include "core/rng.h"
#include <time.h>

static game_score sc;

static void test_tile_table(void **st)
{
    (void)st;
    int total = 0;
    for (int k = 0; k < INFINITECITY_KINDS; k++) total += infinitecity_kinds[k].count;
    assert_int_equal(total, INFINITECITY_TILES);
    static const int counts[INFINITECITY_KINDS] = {4, 6, 1, 7, 3, 8, 5, 4, 10, 6, 6,
                                                   6, 3, 8, 8, 5, 9, 4, 5, 4,  8};
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        assert_int_equal(infinitecity_kinds[k].count, counts[k]);
    /* fixed by the rulebook's example */
    assert_int_equal(infinitecity_kinds[INFINITECITY_POWER].value, 1);
    assert_int_equal(infinitecity_kinds[INFINITECITY_POWER].silver, 1);
    assert_int_equal(infinitecity_kinds[INFINITECITY_POLICE].value, 1);
    assert_int_equal(infinitecity_kinds[INFINITECITY_POLICE].silver, 0);
    assert_int_equal(infinitecity_kinds[INFINITECITY_CONSTRUCTION].silver, 1);
    /* the data file says the same */
    char path[1024];
    snprintf(path, sizeof path, "%s/data/infinitecity/tiles.json", CITYBOX_SOURCE_DIR);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(root, "tiles");
    assert_int_equal(cJSON_GetArraySize(tiles), INFINITECITY_KINDS);
    for (int k = 0; k < INFINITECITY_KINDS; k++) {
        const cJSON *t = cJSON_GetArrayItem(tiles, k);
        assert_string_equal(cJSON_GetObjectItemCaseSensitive(t, "key")->valuestring,
                            infinitecity_kinds[k].key);
        assert_string_equal(cJSON_GetObjectItemCaseSensitive(t, "name")->valuestring,
                            infinitecity_kinds[k].name);
        assert_int_equal(cJSON_GetObjectItemCaseSensitive(t, "count")->valueint,
                         infinitecity_kinds[k].count);
        assert_int_equal(cJSON_GetObjectItemCaseSensitive(t, "value")->valueint,
                         infinitecity_kinds[k].value);
        assert_int_equal(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(t, "silver")),
                         infinitecity_kinds[k].silver);
        assert_string_equal(cJSON_GetObjectItemCaseSensitive(t, "text")->valuestring,
                            infinitecity_kinds[k].text);
    }
    cJSON_Delete(root);
    free(text);
}

static void test_setup(void **st)
{
    (void)st;
    int firsts[GAME_MAX_PLAYERS] = {0};
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 30; seed++) {
            game_params p;
            game_params_default(G, &p, players);
            G->setup(&S, &p, seed);
            check_invariants(&S);
            assert_int_equal(S.ncity, 5);
            static const int cross[5][2] = {{0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
            for (int i = 0; i < 5; i++) assert_false(S.up[slot_at(cross[i][0], cross[i][1])]);
            for (int q = 0; q < players; q++) {
                assert_int_equal(S.hand_n[q], INFINITECITY_HAND);
                assert_int_equal(S.supply[q], INFINITECITY_TOKENS);
            }
            assert_int_equal(S.deck_n, INFINITECITY_TILES - 5 - INFINITECITY_HAND * players);
            assert_int_equal(S.step, INFINITECITY_ST_TURN);
            if (players == 4) firsts[S.cur]++;
        }
    for (int q = 0; q < 4; q++) assert_true(firsts[q] > 0); /* the first player is drawn */
}

/* Random games, 2 to 6 players: every tile and token accounted for after every action, the city
 * one piece, every game ends, the score adds up. */
static void test_random_games(void **st)
{
    (void)st;
    static game_action list[GAME_MAX_ACTIONS];
    char why[GAME_REASON_LEN];
    long actions = 0;
    int ended_by_stations = 0, ended_by_tokens = 0;
    for (int k = 0; k < 500; k++) {
        game_params p;
        game_params_default(G, &p, 2 + k % 5);
        rng_state r;
        rng_seed(&r, (uint64_t)k + 11);
        G->setup(&S, &p, rng_next(&r));
        int steps = 0;
        while (G->turn(&S).phase != GAME_PHASE_OVER) {
            assert_true(++steps < 5000);
            int n = G->legal_actions(&S, S.cur, list, GAME_MAX_ACTIONS);
            assert_true(n > 0);
            assert_int_not_equal(
                G->apply(&S, S.cur, list[rng_below(&r, (uint32_t)n)], why, sizeof why),
                GAME_REFUSED);
            check_invariants(&S);
            actions++;
        }
        ended_by_stations += S.ps_up >= 5;
        for (int q = 0; q < S.players; q++)
            if (!S.supply[q]) {
                ended_by_tokens++;
                break;
            }
        G->score(&S, &sc);
        int sum[GAME_MAX_PLAYERS] = {0};
        for (int i = 0; i < sc.nlines; i++) sum[sc.line[i].player] += sc.line[i].points;
        for (int q = 0; q < S.players; q++) assert_int_equal(sum[q], sc.total[q]);
        assert_true(sc.winners != 0);
        /* the bots' heuristic counts the same points without the sheet (its tie-break adds
         * a hundredth of a point per tile of the largest group) */
        for (int q = 0; q < S.players; q++) {
            int best = -1000;
            for (int o = 0; o < S.players; o++)
                if (o != q && sc.total[o] > best) best = sc.total[o];
            double h = G->heuristic(&S, q), want = sc.total[q] - best;
            assert_true(h > want - 1.3 && h < want + 1.3);
        }
    }
    print_message("500 random games, %ld actions; %d ended with five Power Stations, %d with a "
                  "supply run out\n",
                  actions, ended_by_stations, ended_by_tokens);
    assert_true(ended_by_tokens > 0);
}

static void test_rulebook_example(void **st)
{
    (void)st;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/infinitecity/data/rulebook_example.json",
             CITYBOX_SOURCE_DIR);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    cJSON *j = cJSON_Parse(text);
    char why[GAME_REASON_LEN];
    assert_true(G->load_position(&S, j, why, sizeof why));
    cJSON_Delete(j);
    free(text);
    G->score(&S, &sc);
    assert_int_equal(sc.total[0], 9); /* Abe */
    assert_int_equal(sc.total[1], 8); /* Betty */
    assert_int_equal(sc.winners, 1u);
    int groups[2] = {0}, values[2] = {0}, silver[2] = {0};
    for (int i = 0; i < sc.nlines; i++) {
        int q = sc.line[i].player;
        if (sc.line[i].group == INFINITECITY_SG_GROUP) groups[q] += sc.line[i].points;
        if (sc.line[i].group == INFINITECITY_SG_VALUE) values[q] += sc.line[i].points;
        if (sc.line[i].group == INFINITECITY_SG_SILVER) silver[q] += sc.line[i].points;
    }
    assert_int_equal(groups[0], 8); /* "Abe has 8 points" */
    assert_int_equal(groups[1], 3); /* "Betty has 3 points" */
    assert_int_equal(values[0], 1);
    assert_int_equal(values[1], 3);
    assert_int_equal(silver[0], 0);
    assert_int_equal(silver[1], 2);
}

static void test_silver_tie_and_tiebreak(void **st)
{
    (void)st;
    /* one silver each: both score it; equal totals: the larger group wins */
    load("{'players':2,'over':true,'tiles':["
         "{'at':[0,0],'kind':'bank','tokens':[1]},{'at':[1,0],'kind':'housing','tokens':[1]},"
         "{'at':[2,0],'kind':'housing','tokens':[1]},{'at':[3,0],'kind':'housing','tokens':[1]},"
         "{'at':[4,0],'kind':'disaster'},"
         "{'at':[5,0],'kind':'port','tokens':[2]},{'at':[6,0],'kind':'embassy','tokens':[2]},"
         "{'at':[7,0],'kind':'embassy','tokens':[2]},{'at':[8,0],'kind':'disaster'},"
         "{'at':[8,1],'kind':'arboretum','tokens':[2]}]}");
    G->score(&S, &sc);
    assert_int_equal(sc.total[0], 4 + 1);     /* group of 4 + silver tie */
    assert_int_equal(sc.total[1], 3 + 1 + 1); /* group of 3 + Arboretum 1 + silver tie */
    assert_int_equal(sc.rank[0], 1);
    assert_int_equal(sc.rank[1], 2);
    assert_int_equal(sc.winners, 1u);
    int tied = 0;
    for (int i = 0; i < sc.nlines; i++) tied += strstr(sc.line[i].reason, "tied") != NULL;
    assert_int_equal(tied, 2);
}

/* ---- the end ---- */
static void test_last_token_others_play_once_more(void **st)
{
    (void)st;
    /* player 1 has one token left: the Embassy uses it; players 2 and 3 play once more, then
     * it is over (player 1 does not play again). */
    load("{'players':3,'to_move':1,'tiles':["
         "{'at':[0,0],'kind':'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1,1,1]},"
         "{'at':[1,0],'kind':'plaza'}],"
         "'hands':[['embassy','housing'],['security','housing'],['disaster','housing']]}");
    assert_int_equal(supply(1), 1);
    act("play embassy");
    act("place 2,0");
    assert_int_equal(supply(1), 0);
    assert_true(S.ending);
    assert_int_equal(S.cur, 1); /* the Embassy has no token to put: the turn ends */
    act("play housing");
    refused("place 3,0", "next to a Plaza");
    act("place 1,1");
    act("token 1,0");
    assert_int_equal(S.cur, 2);
    act("play housing");
    act("place 1,-1"); /* no empty tile left: the Housing does nothing */
    assert_true(S.over);
    assert_int_equal(G->turn(&S).phase, GAME_PHASE_OVER);
}

static void test_no_token_passes_and_no_chain(void **st)
{
    (void)st;
    /* player 4's Police HQ took player 2's last token: the last round. Player 1's last token goes
     * on a Construction Site: it plays no other tile. Player 2, with no token, passes without
     * drawing; player 3 plays; back at player 4, the game is over. */
    load("{'players':4,'to_move':1,'last_round':{'by':2,'turn':4},'tiles':["
         "{'at':[0,0],'kind':'housing','tokens':[1,1,1,1,1,1,1,1,1,1,1,1,1,1,"
         "2,2,2,2,2,2,2,2,2,2,2,2,2,2]},{'at':[1,0],'kind':'embassy','tokens':[2]}],"
         "'hands':[['construction','housing'],['housing'],['housing'],['housing']]}");
    assert_int_equal(supply(2), 0);
    act("play construction");
    act("place 2,0");
    assert_int_equal(S.cur, 2); /* no Construction step; player 2 passed */
    assert_int_equal(in_hand(1, INFINITECITY_HOUSING), 1);
    assert_int_equal(S.hand_n[1], 1);
    act("play housing");
    act("place 3,0"); /* no empty tile for the Housing; player 4 does not play again */
    assert_true(S.over);
    assert_int_equal(S.end_why, INFINITECITY_END_TOKENS);
    assert_int_equal(S.end_who, 1);
}

static void test_five_power_stations_end_at_once(void **st)
{
    (void)st;
    load(
        "{'players':2,'to_move':1,'tiles':["
        "{'at':[0,0],'kind':'powerstation'},{'at':[2,0],'kind':'powerstation'},"
        "{'at':[4,0],'kind':'powerstation'},{'at':[6,0],'kind':'powerstation'},"
        "{'at':[1,0],'kind':'housing'},{'at':[3,0],'kind':'housing'},{'at':[5,0],'kind':'housing'},"
        "{'at':[7,0],'kind':'housing'}],"
        "'hands':[['powerstation','construction'],['housing']]}");
    act("play construction");
    act("place 8,0");
    act("play powerstation"); /* the Construction Site's tile: the fifth station */
    act("place 8,1");
    assert_true(S.over);
    assert_int_equal(S.ps_up, 5);
}

static void test_deck_runs_out(void **st)
{
    (void)st;
    /* no deck: hands are not refilled; when nobody can play any more the game is over */
    load("{'players':2,'to_move':1,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['embassy'],['embassy']],'deck':[]}");
    act("play embassy");
    act("place 1,0");
    act("token 0,0");
    assert_int_equal(S.hand_n[0], 0);
    assert_int_equal(S.cur, 1);
    act("play embassy");
    act("place 2,0");
    act("token 1,0");
    assert_true(S.over);
}

static void test_factory_and_refill(void **st)
{
    (void)st;
    load("{'players':2,'to_move':1,'tiles':[{'at':[0,0],'kind':'housing'}],"
         "'hands':[['factory','embassy','embassy','embassy','embassy'],"
         "['housing','housing','housing','housing','housing']],"
         "'deck':['port','port','port','port','port','port','port','port']}");
    assert_int_equal(act("play factory"), GAME_OK_BARRIER); /* a tile out of a hand is shown */
    assert_int_equal(act("place 1,0"), GAME_OK_BARRIER);    /* the draw is a barrier */
    assert_int_equal(S.hand_n[0], 4 + 1 + 5);               /* refilled to 5, then 5 more */
    assert_int_equal(S.deck_n, 2);
}

/* ---- position files ---- */
static void test_position_refusals(void **st)
{
    (void)st;
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'},{'at':[0,0],'kind':'bank'}]}",
                 "overlap at 0,0");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'casino'}]}", "unknown kind");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','tokens':"
                 "[1,1,1,1,1,1,1,1]},{'at':[1,0],'kind':'bank','tokens':[1,1,1,1,1,1,1,1]}]}",
                 "Player 1 has 16 tokens");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'capitol'},{'at':[1,0],'kind':"
                 "'capitol'}]}",
                 "2 Capitol tiles: the box holds 1");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'}],'hands':[['bank'],"
                 "['bank']],'deck':['port']}",
                 "Player 2 has a hand of 1 after their turn");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'}],'hands':[['bank']]}",
                 "one list of tiles per player");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'},{'at':[2,0],'kind':'bank'}]}",
                 "one piece");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank','up':false,'tokens':[1]}]}",
                 "cannot hold tokens");
    load_refused("{'players':7,'tiles':[]}", "from 2 to 6");
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'}],'hands':[['nothing'],[]]}",
                 "unknown kind");
    /* tiles 128 apart would share a cell of the grid: not one piece */
    load_refused("{'players':2,'tiles':[{'at':[0,0],'kind':'bank'},{'at':[128,0],'kind':'bank'}]}",
                 "one piece");
}

/* ---- hidden information ---- */
static void test_views(void **st)
{
    (void)st;
    game_params p;
    game_params_default(G, &p, 3);
    G->setup(&S, &p, 5);
    static infinitecity_state v;
    G->view(&S, (S.cur + 1) % 3, &v);
    for (int k = 0; k < INFINITECITY_KINDS; k++) {
        assert_int_equal(v.hand[S.cur][k], 0);
        assert_int_equal(v.hand[(S.cur + 1) % 3][k], S.hand[(S.cur + 1) % 3][k]);
    }
    assert_int_equal(v.hand_n[S.cur], 5);
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (S.kind[i] != INFINITECITY_NONE)
            assert_int_equal(v.kind[i], INFINITECITY_HIDDEN); /* the cross */
    for (int i = 0; i < INFINITECITY_TILES; i++) assert_int_equal(v.deck[i], 0);
}

/* ---- speed ---- */
static void test_speed(void **st)
{
    (void)st;
    game_params p;
    game_params_default(G, &p, 4);
    rng_state r;
    rng_seed(&r, 9);
    char why[GAME_REASON_LEN];
    long games = 0, actions = 0;
    clock_t t0 = clock();
    while (clock() - t0 < CLOCKS_PER_SEC / 2) {
        G->setup(&S, &p, rng_next(&r));
        while (!S.over) {
            game_action a = G->random_action(&S, S.cur, &r);
            G->apply(&S, S.cur, a, why, sizeof why);
            actions++;
        }
        games++;
    }
    double s = (double)(clock() - t0) / CLOCKS_PER_SEC;
    print_message("random 4-player games: %.0f per second (%.0f actions per game)\n", games / s,
                  (double)actions / (double)games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tile_table),
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_rulebook_example),
        cmocka_unit_test(test_silver_tie_and_tiebreak),
        cmocka_unit_test(test_last_token_others_play_once_more),
        cmocka_unit_test(test_no_token_passes_and_no_chain),
        cmocka_unit_test(test_five_power_stations_end_at_once),
        cmocka_unit_test(test_deck_runs_out),
        cmocka_unit_test(test_factory_and_refill),
        cmocka_unit_test(test_position_refusals),
        cmocka_unit_test(test_views),
        cmocka_unit_test(test_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
