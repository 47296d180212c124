/* test_ladder.c: the evening ladder (src/club/ladder.c): points per placing, ties, standings
 * order, games counted once, players not on the list ignored, the file round trip, bad files
 * refused, the CSV and the HTML page. Pure C: this test links no SDL. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "club/ladder.h"
#include "core/fsutil.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static ladder L; /* 400 games: too big for the stack under ASan */
static ladder M;

static void start(ladder *l)
{
    static const char *const names[] = {"Ann", "Bob", "  Chloé ", "Dan", "ann", ""};
    ladder_start(l, names, 6, "2026-11-26 19:30");
}

static void test_points_table(void **st)
{
    (void)st;
    assert_int_equal(ladder_points_for_rank(1), 5);
    assert_int_equal(ladder_points_for_rank(2), 3);
    assert_int_equal(ladder_points_for_rank(3), 2);
    assert_int_equal(ladder_points_for_rank(4), 1);
    assert_int_equal(ladder_points_for_rank(5), 0);
    assert_int_equal(ladder_points_for_rank(0), 0);
}

static void test_names_cleaned(void **st)
{
    (void)st;
    start(&L);
    assert_int_equal(L.nplayers, 4); /* "ann" repeats Ann, "" is dropped */
    assert_string_equal(L.names[2], "Chloé");
    assert_int_equal(ladder_find_player(&L, "BOB"), 1);
    assert_false(ladder_add_player(&L, "bob "));
    for (int i = 0; i < 20; i++) {
        char n[16];
        snprintf(n, sizeof n, "P%d", i);
        ladder_add_player(&L, n);
    }
    assert_int_equal(L.nplayers, LADDER_MAX_PLAYERS);
    assert_true(ladder_remove_player(&L, 0));
    assert_string_equal(L.names[0], "Bob");
    assert_int_equal(L.nplayers, LADDER_MAX_PLAYERS - 1);
}

static void test_standings_and_ties(void **st)
{
    (void)st;
    start(&L);
    /* game 1: Ann 1st, a bot 2nd, Bob 3rd, a guest 4th */
    const char *g1[] = {"Ann", NULL, "bob", "Zed"};
    int r1[] = {1, 2, 3, 4};
    assert_true(ladder_add_game(&L, "mycity", g1, r1, 4, 11, NULL));
    /* the same finished match again (a resume, a relabel): counted once */
    assert_false(ladder_add_game(&L, "mycity", g1, r1, 4, 11, NULL));
    /* game 2: Bob and Chloé tie for 1st, Ann 3rd */
    const char *g2[] = {"Bob", "Chloé", "Ann"};
    int r2[] = {1, 1, 3};
    assert_true(ladder_add_game(&L, "madcity", g2, r2, 3, 12, NULL));
    /* a game with nobody from the list is not recorded */
    const char *g3[] = {"Xavier", NULL};
    int r3[] = {1, 2};
    assert_false(ladder_add_game(&L, "mycity", g3, r3, 2, 13, NULL));
    assert_int_equal(L.ngames, 2);

    ladder_standings s;
    ladder_standings_compute(&L, &s);
    assert_int_equal(s.nrows, 4);
    assert_int_equal(s.nkinds, 2);
    assert_string_equal(s.kind[0], "mycity");
    /* Ann 5+2 = 7 (1 win), Bob 2+5 = 7 (1 win), Chloé 5 (1 win, 1 game), Dan 0 */
    assert_string_equal(L.names[s.row[0].player], "Ann");
    assert_int_equal(s.row[0].points, 7);
    assert_int_equal(s.row[0].rank, 1);
    assert_string_equal(L.names[s.row[1].player], "Bob");
    assert_int_equal(s.row[1].points, 7);
    assert_int_equal(s.row[1].rank, 1); /* same points, wins and games: a shared place */
    assert_int_equal(s.row[1].kind_wins[1], 1);
    assert_int_equal(s.row[1].kind_played[0], 1);
    assert_string_equal(L.names[s.row[2].player], "Chloé");
    assert_int_equal(s.row[2].points, 5);
    assert_int_equal(s.row[2].rank, 3);
    assert_int_equal(s.row[3].points, 0);
    assert_int_equal(s.row[3].played, 0);
    assert_int_equal(s.row[3].rank, 4);
    assert_int_equal(s.row[0].played, 2);
    assert_int_equal(s.row[0].wins, 1);
}

static void test_fewer_games_ranks_higher(void **st)
{
    (void)st;
    start(&L);
    const char *a[] = {"Ann", "Bob"};
    int r[] = {1, 2}, r2[] = {2, 1};
    const char *b[] = {"Dan"};
    int rb[] = {1};
    ladder_add_game(&L, "mycity", a, r, 2, 1, NULL);  /* Ann 5, Bob 3 */
    ladder_add_game(&L, "mycity", a, r2, 2, 2, NULL); /* Ann 3, Bob 5 */
    ladder_add_game(&L, "mycity", b, rb, 1, 3, NULL); /* Dan 5 */
    ladder_add_game(&L, "mycity", b, rb, 1, 4, NULL); /* Dan 10 */
    ladder_add_game(&L, "mycity", b, rb, 1, 5, NULL); /* Dan 15 */
    ladder_standings s;
    ladder_standings_compute(&L, &s);
    assert_string_equal(L.names[s.row[0].player], "Dan");
    assert_int_equal(s.row[0].points, 15);
    /* Ann and Bob: 8 points, 1 win, 2 games each: shared 2nd, then Chloé 4th */
    assert_int_equal(s.row[1].rank, 2);
    assert_int_equal(s.row[2].rank, 2);
    assert_int_equal(s.row[3].rank, 4);
}

static void test_no_evening_records_nothing(void **st)
{
    (void)st;
    ladder_clear(&L);
    const char *a[] = {"Ann"};
    int r[] = {1};
    assert_false(ladder_add_game(&L, "mycity", a, r, 1, 1, NULL));
}

static char *tmp_path(const char *name)
{
    static char dir[64], path[128];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/citybox-ladder-XXXXXX");
        assert_non_null(mkdtemp(dir));
    }
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return path;
}

static void test_file_round_trip(void **st)
{
    (void)st;
    start(&L);
    const char *g1[] = {"Ann", NULL, "Bob \"the builder\""};
    int r1[] = {2, 1, 3};
    ladder_add_player(&L, "Bob \"the builder\"");
    const int hc[] = {3, 0, 0}; /* Ann played with a handicap: kept in the file */
    assert_true(ladder_add_game(&L, "megacity", g1, r1, 3, 18446744073709551615ull, hc));
    assert_int_equal(L.games[0].seat[0].handicap, 3);
    char path[128];
    snprintf(path, sizeof path, "%s", tmp_path("ladder.json"));
    assert_true(ladder_save(&L, path));
    assert_int_equal(ladder_load(&M, path), LADDER_OK);
    assert_memory_equal(&L, &M, sizeof L);
    /* a missing file: an empty ladder, no evening */
    assert_int_equal(ladder_load(&M, tmp_path("none.json")), LADDER_OK);
    assert_false(M.active);
}

static void test_bad_files_refused(void **st)
{
    (void)st;
    static const struct {
        const char *text;
        ladder_problem p;
    } bad[] = {
        {"{\"format\":\"citybox-ladder\",\"version\":1,", LADDER_BAD_JSON},
        {"[1,2,3]", LADDER_BAD_FORMAT},
        {"{\"format\":\"citybox-settings\",\"version\":1}", LADDER_BAD_FORMAT},
        {"{\"format\":\"citybox-ladder\",\"version\":9,\"active\":true}", LADDER_BAD_FUTURE},
        {"{\"format\":\"citybox-ladder\",\"version\":1,\"active\":true,\"started\":\"\","
         "\"players\":[\"A\",\"A\"],\"games\":[]}",
         LADDER_BAD_VALUE},
        {"{\"format\":\"citybox-ladder\",\"version\":1,\"active\":true,\"started\":\"\","
         "\"players\":[\"A\"],\"games\":[{\"game\":\"mycity\",\"key\":\"1x\",\"seats\":[]}]}",
         LADDER_BAD_VALUE},
        {"{\"format\":\"citybox-ladder\",\"version\":1,\"active\":true,\"started\":\"\","
         "\"players\":[\"A\"],\"games\":[{\"game\":\"mycity\",\"key\":\"1\",\"seats\":[{\"name\":"
         "\"A\",\"rank\":0,\"points\":5}]}]}",
         LADDER_BAD_VALUE},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        start(&M);
        assert_int_equal(ladder_from_text(&M, bad[i].text, strlen(bad[i].text)), bad[i].p);
        assert_false(M.active); /* nothing half-read survives */
        assert_int_equal(M.nplayers, 0);
        assert_string_not_equal(ladder_problem_text(bad[i].p), "");
    }
    const char nul[] = "{\"format\"\0}";
    assert_int_equal(ladder_from_text(&M, nul, sizeof nul - 1), LADDER_BAD_JSON);
}

static const char *names_of(const char *id)
{
    return strcmp(id, "mycity") == 0 ? "My City" : NULL;
}

static void test_csv_and_html(void **st)
{
    (void)st;
    start(&L);
    ladder_add_player(&L, "=cmd|<b>&\"x\"");
    const char *g1[] = {"Ann", "=cmd|<b>&\"x\""};
    int r1[] = {2, 1};
    ladder_add_game(&L, "mycity", g1, r1, 2, 7, NULL);
    const int hc[] = {0, 2}; /* the winner of the second game had a handicap */
    ladder_add_game(&L, "madcity", g1, r1, 2, 8, hc);
    char *csv = ladder_csv(&L, names_of);
    assert_non_null(csv);
    const char *want = "\"Rank\",\"Player\",\"Points\",\"Games\",\"Wins\","
                       "\"Games with a handicap\",\"My City games\","
                       "\"My City wins\",\"madcity games\",\"madcity wins\"\r\n"
                       "1,\"'=cmd|<b>&\"\"x\"\"\",10,2,2,1,1,1,1,1\r\n"
                       "2,\"Ann\",6,2,0,0,1,0,1,0\r\n"
                       "3,\"Bob\",0,0,0,0,0,0,0,0\r\n";
    assert_memory_equal(csv, want, strlen(want));
    free(csv);
    char *html = ladder_html(&L, names_of);
    assert_non_null(html);
    assert_non_null(strstr(
        html, "<td>=cmd|&lt;b&gt;&amp;&quot;x&quot; <small>(with a handicap: 1)</small></td>"));
    assert_null(strstr(html, "<b>&"));
    assert_non_null(strstr(html, "<th>My City</th>"));
    assert_non_null(strstr(html, "<td class=\"n\">10</td><td class=\"n\">2</td>"));
    assert_non_null(strstr(html, "2026-11-26 19:30"));
    assert_non_null(strstr(html, "</html>"));
    free(html);
    char csvp[128], htmlp[128];
    snprintf(csvp, sizeof csvp, "%s", tmp_path("ladder.csv"));
    snprintf(htmlp, sizeof htmlp, "%s", tmp_path("ladder.html"));
    assert_true(ladder_export(&L, csvp, htmlp, names_of));
    assert_true(fs_exists(csvp) && fs_exists(htmlp));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_points_table),
        cmocka_unit_test(test_names_cleaned),
        cmocka_unit_test(test_standings_and_ties),
        cmocka_unit_test(test_fewer_games_ranks_higher),
        cmocka_unit_test(test_no_evening_records_nothing),
        cmocka_unit_test(test_file_round_trip),
        cmocka_unit_test(test_bad_files_refused),
        cmocka_unit_test(test_csv_and_html),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
