/* test_funcity_files.c: Fun City's files: the tables and data/funcity/content.json (with the
 * rulebook's six-space example), position files (what play can reach loads, what it can never
 * reach is refused with the problem named, the rules page's example, written back) and saves
 * written before the SLOG ruling (they replay with the rules they were played with). Every turn
 * start and every end of self-play, written and read back: test_funcity_positions.c. */
#include "funcity_fixture.h"

#include "core/fsutil.h"
#include "match/match.h"

static const cJSON *item(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static void test_content(void **st)
{
    (void)st;
    int mad = 0, piles[FUNCITY_PILES] = {0};
    for (int k = 0; k < FUNCITY_KINDS; k++) mad += funcity_kinds[k].count;
    assert_int_equal(mad, FUNCITY_MAD);
    for (int c = 0; c < FUNCITY_CITY; c++) {
        assert_int_equal(funcity_cards[c].open % 6, 0); /* on the hour */
        assert_true(funcity_cards[c].open / 6 < FUNCITY_PILES);
        piles[funcity_cards[c].open / 6]++;
        assert_true(funcity_cards[c].close > funcity_cards[c].open &&
                    funcity_cards[c].close <= FUNCITY_END);
        assert_true(funcity_cards[c].place != FUNCITY_HOTEL &&
                    funcity_cards[c].place < FUNCITY_PLACES);
        if (c) assert_true(funcity_cards[c].open >= funcity_cards[c - 1].open); /* listed by pile */
    }
    for (int h = 0; h < FUNCITY_PILES; h++) assert_true(piles[h] >= 4); /* every pile */
    /* the graph: symmetric, connected, places only next to their entrances */
    for (int a = 0; a < FUNCITY_NODES; a++)
        for (int b = 0; b < FUNCITY_NODES; b++)
            assert_int_equal(funcity_adj[a] >> b & 1, funcity_adj[b] >> a & 1);
    assert_true(funcity_reach(0, 64) == (1ull << FUNCITY_NODES) - 1);
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        uint64_t want = 1ull << funcity_places[p].entrance[0];
        if (funcity_places[p].entrance[1] != FUNCITY_NONE)
            want |= 1ull << funcity_places[p].entrance[1];
        assert_true(funcity_adj[FUNCITY_STREETS + p] == want);
    }
    /* the data file says the same */
    char path[1024];
    snprintf(path, sizeof path, "%s/data/funcity/content.json", CITYBOX_SOURCE_DIR);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    const cJSON *streets = item(root, "streets"), *places = item(root, "places");
    assert_int_equal(cJSON_GetArraySize(streets), FUNCITY_STREETS);
    assert_int_equal(cJSON_GetArraySize(places), FUNCITY_PLACES);
    uint64_t adj[FUNCITY_NODES] = {0};
    for (int i = 0; i < FUNCITY_STREETS; i++) {
        const cJSON *s = cJSON_GetArrayItem(streets, i), *nb;
        assert_int_equal(funcity_node_find(item(s, "id")->valuestring), i);
        assert_int_equal(cJSON_GetArrayItem(item(s, "at"), 0)->valueint, funcity_street_xy[i][0]);
        assert_int_equal(cJSON_GetArrayItem(item(s, "at"), 1)->valueint, funcity_street_xy[i][1]);
        cJSON_ArrayForEach(nb, item(s, "next")) adj[i] |= 1ull
                                                          << funcity_node_find(nb->valuestring);
        assert_int_equal(cJSON_IsTrue(item(s, "red")), i == FUNCITY_RED);
    }
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        const cJSON *o = cJSON_GetArrayItem(places, p), *e;
        assert_string_equal(item(o, "id")->valuestring, funcity_places[p].key);
        assert_string_equal(item(o, "en")->valuestring, funcity_places[p].name);
        assert_true(cJSON_IsString(item(o, "fr")));
        cJSON_ArrayForEach(e, item(o, "entrances"))
        {
            int s = funcity_node_find(e->valuestring);
            adj[s] |= 1ull << (FUNCITY_STREETS + p);
            adj[FUNCITY_STREETS + p] |= 1ull << s;
        }
    }
    for (int i = 0; i < FUNCITY_NODES; i++) assert_true(adj[i] == funcity_adj[i]);
    const cJSON *bus = item(root, "bus");
    assert_int_equal(cJSON_GetArraySize(bus), FUNCITY_STOPS);
    for (int i = 0; i < FUNCITY_STOPS; i++)
        assert_int_equal(funcity_node_find(cJSON_GetArrayItem(bus, i)->valuestring),
                         funcity_stops[i]);
    const cJSON *cards = item(root, "city_cards");
    assert_int_equal(cJSON_GetArraySize(cards), FUNCITY_CITY);
    for (int c = 0; c < FUNCITY_CITY; c++) {
        const cJSON *o = cJSON_GetArrayItem(cards, c);
        assert_int_equal(funcity_place_find(item(o, "place")->valuestring), funcity_cards[c].place);
        assert_int_equal(funcity_parse_hhmm(item(o, "opens")->valuestring), funcity_cards[c].open);
        assert_int_equal(funcity_parse_hhmm(item(o, "closes")->valuestring),
                         funcity_cards[c].close);
        assert_int_equal(item(o, "points")->valueint, funcity_cards[c].points);
    }
    const cJSON *kinds = item(root, "mad_cards");
    assert_int_equal(cJSON_GetArraySize(kinds), FUNCITY_KINDS);
    for (int k = 0; k < FUNCITY_KINDS; k++) {
        const cJSON *o = cJSON_GetArrayItem(kinds, k);
        assert_string_equal(item(o, "id")->valuestring, funcity_kinds[k].key);
        assert_int_equal(item(o, "count")->valueint, funcity_kinds[k].count);
    }
    const cJSON *clock = item(root, "clock");
    assert_int_equal(cJSON_GetArrayItem(item(clock, "twenty_minutes"), 0)->valueint,
                     FUNCITY_P20_NUM);
    assert_int_equal(cJSON_GetArrayItem(item(clock, "twenty_minutes"), 1)->valueint,
                     FUNCITY_P20_DEN);
    assert_int_equal(cJSON_GetArrayItem(item(clock, "slog"), 1)->valueint, FUNCITY_SLOG_DEN);
    cJSON_Delete(root);
    free(text);
}

/* The rulebook: from the hotel through the Theatre to the Bowl-a-Gnome is 6 spaces. */
static void test_six_spaces(void **st)
{
    (void)st;
    int hotel = node("hotel"), theatre = node("theatre"), bowl = node("bowl");
    assert_int_equal(funcity_dist(hotel, bowl), 6);
    uint8_t path[FUNCITY_NODES];
    int n = funcity_path(hotel, bowl, path, FUNCITY_NODES);
    assert_int_equal(n, 7); /* 6 spaces, the start included */
    bool through = false;
    for (int i = 0; i < n; i++) through |= path[i] == theatre;
    assert_true(through);
    for (int i = 1; i < n; i++) assert_true(funcity_adj[path[i - 1]] >> path[i] & 1);
    /* a roll of 6 reaches the bowl, a roll of 5 does not */
    assert_true(funcity_reach(hotel, 6) >> bowl & 1);
    assert_false(funcity_reach(hotel, 5) >> bowl & 1);
    /* a place counts as one space: the theatre's two entrances are 2 apart through it */
    assert_int_equal(funcity_dist(funcity_places[FUNCITY_THEATRE].entrance[0],
                                  funcity_places[FUNCITY_THEATRE].entrance[1]),
                     2);
}

/* Position files: what play can reach loads, what it can never reach is refused with the problem
 * named. */
static void test_positions(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','taken':[[5],[]]"));
    assert_int_equal(owner(5), 1);
    assert_int_equal(S.hand_n[0], 3); /* without "hands", 3 cards each from the shuffled deck */
    load_refused(POS2("'time':'10:00','pawns':['hotel','casino']"), "unknown place \"casino\"");
    load_refused(POS2("'time':'10:00','pawns':['hotel',54]"), "off the map");
    load_refused(POS2("'time':'10:00','pawns':['hotel','s40']"), "unknown place");
    load_refused(POS2("'time':'10:25'"), "\"time\"");
    load_refused(POS2("'time':'8:50'"), "\"time\"");
    load_refused(POS2("'time':'17:10'"), "\"time\"");
    load_refused("{'players':2,'board':[1,2,3,6]}", "\"time\""); /* the clock must be given */
    load_refused(POS2("'time':'10:00','taken':[[1],[]]"), "CITY card 1 is listed twice");
    load_refused(POS2("'time':'10:00','hands':[['add2','add2','never','jam'],[]]"), "at most 3");
    load_refused(POS2("'time':'10:00','hands':[['add4','add4','add2'],['add4']]"),
                 "More add4 cards");
    load_refused(POS2("'time':'10:00','hands':[['add4','add4','add2'],[]],'discard':['add4']"),
                 "More add4 cards");
    load_refused(POS2("'time':'10:00','hands':[['joker'],[]]"), "unknown MAD card");
    load_refused("{'game':'funcity','players':2,'time':'10:00','board':[1,2,3]}", "always 4");
    load_refused("{'game':'funcity','players':2,'time':'11:00','board':[4,1,2,3]}",
                 "closed at 10:30");
    load_refused("{'game':'funcity','players':5}", "2 to 4");
    load_refused(POS2("'time':'10:00','slog':'zoo'"), "slog");
    load_refused(POS2("'time':'10:00','clsoed':[]"), "Unknown key \"clsoed\"");
    load_refused("{'players':2,'time':'10:00','time':'10:10','board':[1,2,3,6]}", "given twice");
    load_refused(POS2("'time':'10:00','game':'mycity'"), "\"game\"");
    load_refused(POS2("'time':'10:00','over':'yes'"), "true or false");
    load_refused(POS2("'time':'10:00','uhoh':'library'"), "uhoh");
    load_refused(POS2("'time':'10:00','arrival':[1,1]"), "arrival");
    load(POS2("'time':'10:00','pawns':['s7','s7'],'arrival':[2,1]"));
    assert_true(S.arrived[1] < S.arrived[0]); /* player 2 came first */

    /* what play never reaches (issue 27) */
    load_refused(POS2("'time':'10:00','uhoh':['hotel',null]"), "no UH-OH! card sends");
    load_refused(POS2("'time':'10:00','hands':[[],['add2']]"), "to move holding 0 MAD cards");
    load_refused("{'players':2,'time':'10:00','turn':2,'board':[1,2,3,6],"
                 "'hands':[[],['add2','jam']]}",
                 "Player 2 is to move holding 2");
    load_refused(POS2("'time':'10:00','closed':[4]"), "only after its closing hour");
    load_refused(POS2("'time':'10:00','over':true"), "ends only after the last turn");
    load_refused(POS2("'time':'10:00','pawns':['s34','hotel'],'slog':'street-to-market'"),
                 "red space while she waits");
    load(POS2("'time':'10:00','pawns':['s34','hotel'],'slog':'library'")); /* at home: fine */
    load_refused(POS2("'time':'10:00','pawns':['hotel','bank']"), "open since 9:00");
    load_refused(POS2("'time':'9:00'"), "only before the first turn");
    load_refused("{'players':2,'time':'10:00','board':[1,2,3,9]}", "drawn pile by pile");
    load_refused("{'players':2,'time':'10:50','board':[1,3,6,8],'closed':[2,4,5,7],"
                 "'taken':[[9,10,11,12,17],[13,14,15]]}",
                 "opens at 11:00");
    load_refused(POS2("'time':'9:10','taken':[[5],[]]"), "At 9:10 the first turn");
    load_refused(POS2("'time':'9:10','pawns':['hotel','zoo']"), "At 9:10 at most 0 turns");
    load_refused(POS2("'time':'9:10','slog':'library'"), "At 9:10 the first turn");
    load(POS2("'time':'9:10','slog':'street-to-library'"));
    load_refused(POS2("'time':'9:20','pawns':['zoo','s1']"), "at most 1 pawns have left");
    load(POS2("'time':'9:20','pawns':['zoo','hotel']"));
    load_refused("{'players':4,'time':'9:30','board':[1,2,3,6],'pawns':['zoo','s7','s1','hotel']}",
                 "at most 2 turns");
    /* reachable: a card that opened under a pawn already there (it came before its hour) */
    load(AT10("'pawns':['cityhall','hotel']"));
    assert_true(funcity_card_open(&S, 8));
    /* the earlier rules (old saves): a card taken before its hour, an open card left by SLOG */
    load("{'players':2,'time':'10:50','board':[1,3,6,8],'closed':[2,4,5,7],"
         "'taken':[[9,10,11,12,17],[13,14,15]],'options':{'slog':'2026-11'}}");
    load(POS2("'time':'10:00','pawns':['hotel','bank'],'options':{'slog':'2026-11'}"));

    /* the example of the rules page */
    char path[1024], why[GAME_REASON_LEN];
    snprintf(path, sizeof path, "%s/tests/funcity/data/late_afternoon.json", CITYBOX_SOURCE_DIR);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    cJSON *j = cJSON_Parse(text);
    if (!G->load_position(&S, j, why, sizeof why)) fail_msg("%s: %s", path, why);
    cJSON_Delete(j);
    free(text);
    assert_int_equal(S.time, 32);
    assert_int_equal(S.cur, 1);
    assert_int_equal(S.uhoh[1], FUNCITY_LIBRARY + 1);
    assert_int_equal(S.slog, FUNCITY_SLOG_TO_LIBRARY);
    assert_int_equal(owner(12), 1);
    assert_int_equal(S.cwhere[1], FUNCITY_C_CLOSED);
    assert_int_equal(S.mdisc_n, 3);
    assert_true(legal_for(2, "obey"));
    game_score sc;
    G->score(&S, &sc);
    assert_int_equal(sc.total[0], 7);
    /* and written back: the same position */
    cJSON *out = G->save_position(&S);
    assert_non_null(out);
    static funcity_state again;
    if (!G->load_position(&again, out, why, sizeof why)) fail_msg("written back: %s", why);
    assert_memory_equal(again.cwhere, S.cwhere, FUNCITY_CITY);
    assert_memory_equal(again.hand, S.hand, sizeof S.hand);
    assert_memory_equal(again.mdisc, S.mdisc, sizeof S.mdisc);
    assert_memory_equal(again.uhoh, S.uhoh, sizeof S.uhoh);
    assert_memory_equal(again.pawn, S.pawn, sizeof S.pawn);
    cJSON_Delete(out);
}

/* Saves written before the SLOG ruling followed the rulebook lack the option's key: they replay
 * with CityBox's earlier ruling (her escort took any card), as they were played. */
static void test_old_saves_keep_their_slog_ruling(void **st)
{
    (void)st;
    const game_def *g = G;
    game_params p;
    game_params_default(g, &p, 2);
    assert_int_equal(p.opt[FUNCITY_OPT_SLOG], FUNCITY_SLOG_RULEBOOK); /* by default */
    p.opt[FUNCITY_OPT_SLOG] = FUNCITY_SLOG_2026_11;
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, 2, seats);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 9);
    match *m = match_create(g, &p, seats, 4, why, sizeof why);
    for (int i = 0; i < 60; i++) {
        int who = __builtin_ctz(match_turn(m).mask);
        game_action a;
        assert_true(game_random_action(g, match_state(m), who, &r, &a));
        assert_int_not_equal(match_apply(m, who, a, why, sizeof why), GAME_REFUSED);
    }
    char *text = match_save_json(m);
    cJSON *root = cJSON_Parse(text);
    cJSON *opts = cJSON_GetObjectItem(root, "options");
    assert_string_equal(cJSON_GetObjectItem(opts, "slog")->valuestring, "2026-11");
    cJSON_DeleteItemFromObject(opts, "slog");
    char *old = cJSON_PrintUnformatted(root);
    match *again = match_load_json(old, strlen(old), why, sizeof why);
    if (!again) fail_msg("an old save refused: %s", why);
    assert_int_equal(((const funcity_state *)match_state(again))->slog_rules, FUNCITY_SLOG_2026_11);
    assert_true(match_hash(again) == match_hash(m));
    match_destroy(again);
    /* a save of today says which ruling it plays */
    cJSON_AddStringToObject(opts, "slog", "rulebook");
    char *now = cJSON_PrintUnformatted(root);
    again = match_load_json(now, strlen(now), why, sizeof why);
    assert_non_null(again);
    assert_int_equal(((const funcity_state *)match_state(again))->slog_rules,
                     FUNCITY_SLOG_RULEBOOK);
    match_destroy(again);
    free(text);
    free(old);
    free(now);
    cJSON_Delete(root);
    match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_content),
        cmocka_unit_test(test_six_spaces),
        cmocka_unit_test(test_positions),
        cmocka_unit_test(test_old_saves_keep_their_slog_ruling),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
