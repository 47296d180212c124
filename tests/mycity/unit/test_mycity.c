/* test_mycity.c: My City rules: setup, placement, skips, end, scoring, every variant, text forms,
 * position files, a golden playthrough, random playouts, and a throughput print. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "core/fsutil.h"

#include "core/hash.h"
#include "core/rng.h"
#include "games/game.h"
#include "games/mycity/rules/mycity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const game_def mycity_game;
static const game_def *G = &mycity_game;
static game_action acts[GAME_MAX_ACTIONS];

/* Golden playthrough results (set GOLDEN_HASH to 0 and test_golden prints fresh ones). The
 * hash covers the final state bytes; the trace, the text of every action played. */
#define GOLDEN_MOVES   48
#define GOLDEN_T0      19
#define GOLDEN_T1      9
#define GOLDEN_T2      14
#define GOLDEN_T3      15
#define GOLDEN_WINNERS 1u
#define GOLDEN_TRACE   0x91722988c7419873ull
#define GOLDEN_HASH    0x2d1c0621b128f5e1ull
static game_score sc;

/* ---- helpers ------------------------------------------------------------------------------ */
static void params(game_params *p, int players, const char *const *opts)
{
    char why[GAME_REASON_LEN];
    game_params_default(G, p, players);
    for (int i = 0; opts && opts[i]; i++)
        assert_true(game_params_set(G, p, opts[i], why, sizeof why));
    assert_true(game_validate(G, p, why, sizeof why));
}

static void new_game(mycity_state *s, int players, uint64_t seed, const char *const *opts)
{
    game_params p;
    params(&p, players, opts);
    G->setup(s, &p, seed);
}

static char *read_text(const char *path) /* NUL-terminated; free() it */
{
    char *b = fs_read_all(path, NULL);
    assert_non_null(b);
    return b;
}

static bool load_json(mycity_state *s, const char *text, char *why, size_t n)
{
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    bool ok = G->load_position(s, j, why, n);
    cJSON_Delete(j);
    return ok;
}

static void load_file(mycity_state *s, const char *name)
{
    char path[512], why[GAME_REASON_LEN] = "";
    snprintf(path, sizeof path, "%s/tests/mycity/data/%s", CITYBOX_SOURCE_DIR, name);
    char *t = read_text(path);
    if (!load_json(s, t, why, sizeof why)) fail_msg("%s: %s", name, why);
    free(t);
}

/* A position from a head object and "C4=R:Industrial-3;A1=L:Zoo" placements. */
static bool pos(mycity_state *s, const char *head, const char *cells, char *why, size_t n)
{
    cJSON *j = cJSON_Parse(head);
    assert_non_null(j);
    int side = 8;
    cJSON *o = cJSON_GetObjectItem(j, "options"), *m = o ? cJSON_GetObjectItem(o, "map") : NULL;
    if (m) side = atoi(m->valuestring);
    char grid[MYCITY_MAX_SQ][40];
    for (int i = 0; i < side * side; i++) strcpy(grid[i], ".");
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", cells);
    for (char *tok = strtok(buf, ";"); tok; tok = strtok(NULL, ";")) {
        char *eq = strchr(tok, '=');
        assert_non_null(eq);
        *eq = 0;
        int c = tok[0] - 'A', r = atoi(tok + 1) - 1;
        snprintf(grid[r * side + c], sizeof grid[0], "%s", eq + 1);
    }
    cJSON *board = cJSON_AddArrayToObject(j, "board");
    for (int r = 0; r < side; r++) {
        cJSON *row = cJSON_CreateArray();
        for (int c = 0; c < side; c++)
            cJSON_AddItemToArray(row, cJSON_CreateString(grid[r * side + c]));
        cJSON_AddItemToArray(board, row);
    }
    bool ok = G->load_position(s, j, why, n);
    cJSON_Delete(j);
    return ok;
}

static void pos_ok(mycity_state *s, const char *head, const char *cells)
{
    char why[GAME_REASON_LEN] = "";
    if (!pos(s, head, cells, why, sizeof why)) fail_msg("position refused: %s", why);
}

static game_action act(const mycity_state *s, const char *text)
{
    game_action a;
    char why[GAME_REASON_LEN] = "";
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    return a;
}

static void play(mycity_state *s, const char *text)
{
    char why[GAME_REASON_LEN] = "";
    if (G->apply(s, s->to_move, act(s, text), why, sizeof why) < 0)
        fail_msg("%s refused: %s", text, why);
}

/* Refused with a reason containing `part`, and the state untouched. */
static void refused(mycity_state *s, int player, const char *text, const char *part)
{
    mycity_state before;
    memcpy(&before, s, sizeof before);
    char why[GAME_REASON_LEN] = "";
    assert_int_equal(G->apply(s, player, act(s, text), why, sizeof why), GAME_REFUSED);
    if (!strstr(why, part)) fail_msg("\"%s\": reason \"%s\" lacks \"%s\"", text, why, part);
    assert_memory_equal(&before, s, sizeof before);
}

static int sq(const mycity_state *s, const char *name)
{
    int q = mycity_parse_square(s, name);
    assert_true(q >= 0);
    return q;
}

static int group_points(const game_score *o, int player, int group)
{
    int t = 0;
    for (int i = 0; i < o->nlines; i++)
        if (o->line[i].player == player && o->line[i].group == group) t += o->line[i].points;
    return t;
}

static bool has_reason(const game_score *o, const char *text)
{
    for (int i = 0; i < o->nlines; i++)
        if (strcmp(o->line[i].reason, text) == 0) return true;
    return false;
}

/* Plays random legal moves to the end, checking the list contract; returns the move count. */
static int playout(mycity_state *s, rng_state *r)
{
    int moves = 0;
    while (G->turn(s).phase != GAME_PHASE_OVER) {
        game_turn t = G->turn(s);
        assert_int_equal(t.mask, 1u << t.player);
        for (int q = 0; q < s->players; q++)
            if (q != t.player) assert_int_equal(G->legal_actions(s, q, acts, GAME_MAX_ACTIONS), 0);
        int n = G->legal_actions(s, t.player, acts, GAME_MAX_ACTIONS);
        assert_true(n > 0 && n < GAME_MAX_ACTIONS);
        for (int i = 1; i < n; i++) assert_true(acts[i - 1] < acts[i]);
        char why[GAME_REASON_LEN] = "";
        game_action a = acts[rng_below(r, (uint32_t)n)];
        if (G->apply(s, t.player, a, why, sizeof why) < 0) fail_msg("legal refused: %s", why);
        mycity_state fresh = *s; /* the incremental allowed[] cache matches a full refresh */
        mycity_refresh(&fresh);
        assert_memory_equal(fresh.allowed, s->allowed, sizeof s->allowed);
        assert_true(++moves < 2000);
    }
    assert_int_equal(G->legal_actions(s, 0, acts, GAME_MAX_ACTIONS), 0);
    return moves;
}

/* ---- setup -------------------------------------------------------------------------------- */
static void test_setup(void **st)
{
    (void)st;
    mycity_state a, b;
    int rerolled = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        int players = 2 + (int)(seed % 5);
        new_game(&a, players, seed, NULL);
        assert_int_equal(mycity_count(&a.lm), 16);
        assert_int_equal(a.side, 8);
        unsigned seen = 0;
        for (int r = 0; r < 8; r++) {
            int n = 0;
            for (int c = 0; c < 8; c++)
                if (a.sq_kind[r * 8 + c] == MYCITY_SQ_LANDMARK) {
                    n++;
                    assert_true(a.sq_item[r * 8 + c] < 16);
                    seen |= 1u << a.sq_item[r * 8 + c];
                }
            assert_int_equal(n, 2); /* two distinct squares per row */
        }
        assert_int_equal(seen, 0xFFFF); /* the sixteen landmarks, each once */
        assert_int_equal(mycity_count(&a.empty), 48);
        /* determinism */
        new_game(&b, players, seed, NULL);
        assert_memory_equal(&a, &b, sizeof a);
        /* the high roll starts */
        assert_true(a.start_rounds >= 1);
        for (int p = 0; p < players; p++) assert_true(a.start_roll[p] >= 1 && a.start_roll[p] <= 8);
        if (a.start_rounds == 1) {
            for (int p = 0; p < players; p++)
                if (p != a.first) assert_true(a.start_roll[p] < a.start_roll[a.first]);
        } else {
            rerolled++;
        }
        assert_int_equal(a.to_move, a.first);
        for (int p = 0; p < players; p++) {
            for (int k = 0; k < MYCITY_TYPES; k++)
                assert_int_equal(a.cup[p][k], 0x1E); /* 4,3,2,1 */
            assert_int_equal(a.cup[p][MYCITY_SLUM], 0);
        }
    }
    assert_true(rerolled > 0); /* ties among the highest happen and are rerolled */
    new_game(&a, 3, 1, NULL);
    new_game(&b, 3, 2, NULL);
    assert_true(memcmp(&a, &b, sizeof a) != 0);
    game_params p;
    char why[GAME_REASON_LEN];
    game_params_default(G, &p, 7);
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 1);
    assert_false(game_validate(G, &p, why, sizeof why));
}

/* ---- placement ---------------------------------------------------------------------------- */
static void test_adjacency(void **st)
{
    (void)st;
    mycity_state s;
    pos_ok(&s, "{\"players\":2,\"to_move\":2}", "D5=R:Industrial-3;A1=L:Zoo");
    assert_int_equal(s.to_move, 1);
    /* anyone's zone of the same type blocks, diagonals included */
    refused(&s, 1, "place Industrial-2 C4", "Industrial at C4 would be next to Industrial at D5");
    refused(&s, 1, "place Industrial-2 E6", "D5");
    refused(&s, 1, "place Park-2 D5", "D5 is not empty");
    refused(&s, 1, "place Park-2 A1", "Zoo");
    refused(&s, 0, "place Park-2 B2", "not your turn");
    play(&s, "place Commercial-4 C4"); /* another type may touch */
    refused(&s, 0, "place Commercial-1 D4", "Commercial at D4 would be next to Commercial at C4");
    refused(&s, 0, "place Industrial-3 H8", "You have no Industrial-3 left");
    play(&s, "place Industrial-2 B3"); /* two squares away is fine */
    assert_int_equal(s.sq_owner[sq(&s, "B3")], 0);
    assert_int_equal(s.sq_item[sq(&s, "B3")], 2);
    /* legal lists agree: no Industrial next to an Industrial */
    int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (MYCITY_A_KIND(acts[i]) == MYCITY_ACT_PLACE && MYCITY_A_TYPE(acts[i]) == 3) {
            mycity_bits nb;
            mycity_neighbours(&s, MYCITY_A_SQ(acts[i]), &nb);
            for (int w = 0; w < MYCITY_WORDS; w++) assert_true((nb.w[w] & s.kind_occ[3].w[w]) == 0);
        }
}

static void test_reduced_adjacency(void **st)
{
    (void)st;
    mycity_state s;
    pos_ok(&s, "{\"players\":2,\"options\":{\"reduced\":true}}", "D5=B:Industrial-3");
    refused(&s, 0, "place Industrial-2 D4", "next to Industrial at D5");
    play(&s, "place Industrial-2 C4"); /* diagonal: not adjacent */
    mycity_bits nb;
    mycity_neighbours(&s, sq(&s, "D5"), &nb);
    assert_int_equal(mycity_count(&nb), 4);
    /* reduced adjacency also narrows landmark control */
    pos_ok(&s, "{\"players\":2,\"options\":{\"reduced\":true}}",
           "D5=L:Airport;C4=R:Industrial-4;D4=B:Park-1");
    G->score(&s, &sc);
    assert_int_equal(sc.total[0], 0);
    assert_int_equal(sc.total[1], 4);
    char why[GAME_REASON_LEN];
    game_params p;
    game_params_default(G, &p, 2);
    assert_true(game_params_set(G, &p, "reduced=on", why, sizeof why));
    assert_true(game_params_set(G, &p, "hex=on", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
}

static void test_skip(void **st)
{
    (void)st;
    mycity_state s;
    char filler[1024] = "";
    /* every square a landmark but A1 (Red Industrial), B1 and A2 */
    for (int r = 1; r <= 8; r++)
        for (int c = 0; c < 8; c++) {
            if ((r == 1 && c < 2) || (r == 2 && c == 0)) continue;
            char t[24];
            snprintf(t, sizeof t, "%c%d=L:Museum;", 'A' + c, r);
            strcat(filler, t);
        }
    strcat(filler, "A1=R:Industrial-4");
    pos_ok(&s, "{\"players\":3}", filler);
    memset(s.cup[0], 0, sizeof s.cup[0]);
    s.cup[0][3] = 0x0E; /* Red holds only Industrial-3,2,1: nowhere to go */
    mycity_finish_position(&s);
    assert_false(s.over);
    assert_int_equal(s.to_move, 0);
    int n = G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS);
    assert_int_equal(n, 1);
    assert_int_equal(acts[0], MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0));
    char txt[GAME_ACTION_TEXT];
    G->action_to_text(&s, acts[0], txt, sizeof txt);
    assert_string_equal(txt, "pass");
    play(&s, "pass");
    assert_int_equal(s.last_pass, 0);
    assert_int_equal(s.npasses, 1);
    assert_int_equal(s.to_move, 1);
    refused(&s, 1, "pass", "You can still place");
    play(&s, "place Park-1 B1");
    play(&s, "place Commercial-1 A2"); /* Green fills the board */
    assert_true(s.over);
    assert_int_equal(G->turn(&s).phase, GAME_PHASE_OVER);
    assert_int_equal(G->turn(&s).mask, 0u);
    refused(&s, 0, "pass", "over");
}

static void test_end_nobody_can_place(void **st)
{
    (void)st;
    mycity_state s;
    char filler[1024] = "";
    for (int r = 1; r <= 8; r++)
        for (int c = 0; c < 8; c++) {
            if (r == 1 && c < 2) continue;
            char t[24];
            snprintf(t, sizeof t, "%c%d=L:Library;", 'A' + c, r);
            strcat(filler, t);
        }
    filler[strlen(filler) - 1] = 0;
    pos_ok(&s, "{\"players\":2}", filler);
    for (int p = 0; p < 2; p++) {
        memset(s.cup[p], 0, sizeof s.cup[p]);
        s.cup[p][3] = 0x02; /* each holds Industrial-1 only */
    }
    mycity_finish_position(&s);
    assert_false(s.over);
    play(&s, "place Industrial-1 A1");
    /* B1 is empty but next to an Industrial, and nobody holds anything else */
    assert_true(s.over);
    assert_true(mycity_test(&s.empty, sq(&s, "B1")));
    /* a loaded position where nobody can place is over at once */
    memset(s.cup[1], 0, sizeof s.cup[1]);
    mycity_finish_position(&s);
    assert_true(s.over);
}

/* ---- scoring ------------------------------------------------------------------------------ */
static void test_landmark_control(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "control.json");
    G->score(&s, &sc);
    assert_int_equal(sc.players, 3);
    assert_int_equal(sc.total[0], 7);
    assert_int_equal(sc.total[1], 4);
    assert_int_equal(sc.total[2], 1);
    assert_true(has_reason(&sc, "City Hall (3) at A1 — access {0}: 5, {1}: 4"));
    assert_true(
        has_reason(&sc, "Airport (4) at E4 — access {0}: 4, {1}: 4, {2}: 1")); /* tie: both */
    assert_true(has_reason(&sc, "Zoo (2) at H8 — no adjacent zones"));
    int airport = 0, zoo = 0;
    for (int i = 0; i < sc.nlines; i++) {
        if (sc.line[i].ref == sq(&s, "E4")) {
            airport++;
            assert_int_equal(sc.line[i].points, 4);
            assert_int_equal(sc.line[i].group, 0);
        }
        if (sc.line[i].ref == sq(&s, "H8")) {
            zoo++;
            assert_int_equal(sc.line[i].player, -1);
            assert_int_equal(sc.line[i].points, 0);
        }
    }
    assert_int_equal(airport, 2);
    assert_int_equal(zoo, 1);
    assert_int_equal(sc.rank[0], 1);
    assert_int_equal(sc.winners, 1u);
}

static void test_positions(void **st)
{
    (void)st;
    static const struct {
        const char *file;
        int players, total[3], rank[3];
        unsigned winners;
    } cases[] = {
        {"control.json", 3, {7, 4, 1}, {1, 2, 3}, 1},
        {"tiebreak.json", 2, {4, 4}, {1, 1}, 3}, /* shared: the rulebook */
        {"tiebreak_option.json", 2, {4, 4}, {2, 1}, 2},
        {"slums_negative.json", 2, {0, 2}, {2, 1}, 2},
        {"sharedwin.json", 2, {2, 2}, {1, 1}, 3},
        {"slums.json", 2, {4, 3}, {1, 2}, 1},
        {"lines_types_parks.json", 2, {30, 23}, {1, 2}, 1},
        {"hex_dump.json", 2, {4, -1}, {1, 2}, 1},
        {"space_reduced.json", 2, {5, 1}, {1, 2}, 1},
    };
    mycity_state s;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        load_file(&s, cases[i].file);
        G->score(&s, &sc);
        assert_int_equal(sc.players, cases[i].players);
        for (int p = 0; p < cases[i].players; p++) {
            if (sc.total[p] != cases[i].total[p] || sc.rank[p] != cases[i].rank[p])
                fail_msg("%s: player %d total %d rank %d, expected %d rank %d", cases[i].file, p,
                         sc.total[p], sc.rank[p], cases[i].total[p], cases[i].rank[p]);
        }
        assert_int_equal(sc.winners, cases[i].winners);
        int sum[GAME_MAX_PLAYERS] = {0};
        for (int l = 0; l < sc.nlines; l++)
            if (sc.line[l].player >= 0) sum[sc.line[l].player] += sc.line[l].points;
        for (int p = 0; p < cases[i].players; p++) assert_int_equal(sum[p], sc.total[p]);
    }
}

static void test_bad_positions(void **st)
{
    (void)st;
    mycity_state s;
    char why[GAME_REASON_LEN];
    assert_false(
        pos(&s, "{\"players\":2}", "A1=R:Industrial-3;B2=B:Industrial-1", why, sizeof why));
    assert_non_null(strstr(why, "next to Industrial"));
    assert_false(
        pos(&s, "{\"players\":2}", "A1=R:Industrial-3;H8=R:Industrial-3", why, sizeof why));
    assert_false(pos(&s, "{\"players\":2}", "A1=G:Park-1", why, sizeof why));
    assert_false(pos(&s, "{\"players\":2}", "A1=L:Castle", why, sizeof why));
    assert_false(pos(&s, "{\"players\":2}", "A1=R:Slum", why, sizeof why)); /* slums off */
    assert_false(pos(&s, "{\"players\":9}", "A1=R:Park-1", why, sizeof why));
    assert_false(
        pos(&s, "{\"players\":2,\"options\":{\"nope\":true}}", "A1=R:Park-1", why, sizeof why));
    assert_false(pos(&s, "{\"game\":\"madcity\",\"players\":2}", "A1=R:Park-1", why, sizeof why));
    assert_false(load_json(&s, "{\"players\":2,\"board\":[[\".\"]]}", why, sizeof why));
    assert_false(load_json(&s, "[1,2]", why, sizeof why));
}

/* ---- variants ----------------------------------------------------------------------------- */
static void test_countersets_json(void **st)
{
    (void)st;
    static const char *tnames[] = {"Transportation", "Civic", "Services", "Recreation"};
    char path[512];
    snprintf(path, sizeof path, "%s/data/mycity/countersets.json", CITYBOX_SOURCE_DIR);
    char *t = read_text(path);
    cJSON *j = cJSON_Parse(t);
    free(t);
    assert_non_null(j);
    cJSON *sets = cJSON_GetObjectItem(j, "sets");
    assert_int_equal(cJSON_GetArraySize(sets), mycity_nsets);
    assert_true(mycity_nsets >= 2);
    for (int i = 0; i < mycity_nsets; i++) {
        const mycity_counter_set *c = &mycity_sets[i];
        cJSON *js = cJSON_GetArrayItem(sets, i);
        assert_string_equal(cJSON_GetObjectItem(js, "key")->valuestring, c->key);
        assert_string_equal(cJSON_GetObjectItem(js, "label")->valuestring, c->label);
        cJSON *z = cJSON_GetObjectItem(js, "zones");
        assert_int_equal(cJSON_GetArraySize(z), MYCITY_TYPES);
        for (int k = 0; k < MYCITY_TYPES; k++)
            assert_string_equal(cJSON_GetArrayItem(z, k)->valuestring, c->zone[k]);
        assert_string_equal(cJSON_GetObjectItem(js, "slum")->valuestring, c->zone[MYCITY_SLUM]);
        cJSON *l1 = cJSON_GetObjectItem(js, "landmarks"),
              *l2 = cJSON_GetObjectItem(js, "big_map_landmarks");
        assert_int_equal(cJSON_GetArraySize(l1), 16);
        assert_int_equal(cJSON_GetArraySize(l2), 8);
        for (int id = 0; id < MYCITY_NLM_IDS; id++) {
            cJSON *l = id < 16   ? cJSON_GetArrayItem(l1, id)
                       : id < 24 ? cJSON_GetArrayItem(l2, id - 16)
                                 : cJSON_GetObjectItem(js, "dump");
            assert_string_equal(cJSON_GetObjectItem(l, "name")->valuestring, c->landmark[id].name);
            assert_int_equal(cJSON_GetObjectItem(l, "value")->valueint, c->landmark[id].value);
            cJSON *ty = cJSON_GetObjectItem(l, "type");
            if (c->landmark[id].type == MYCITY_NOTYPE)
                assert_true(cJSON_IsNull(ty));
            else
                assert_string_equal(ty->valuestring, tnames[c->landmark[id].type]);
        }
    }
    cJSON_Delete(j);
    /* the rulebook's standard set */
    assert_string_equal(mycity_sets[0].landmark[0].name, "Airport");
    assert_int_equal(mycity_sets[0].landmark[4].value, 3);
    int total = 0;
    for (int id = 0; id < 16; id++) total += mycity_sets[0].landmark[id].value;
    assert_int_equal(total, 40);
}

static void test_alternate_set(void **st)
{
    (void)st;
    static const char *const opts[] = {"set=space", NULL};
    mycity_state s;
    new_game(&s, 2, 5, opts);
    game_action a = MYCITY_ACTION(MYCITY_ACT_PLACE, 3, 3, 2 + 3 * 8);
    char txt[GAME_ACTION_TEXT];
    G->action_to_text(&s, a, txt, sizeof txt);
    assert_string_equal(txt, "place Foundry-3 C4");
    assert_int_equal(act(&s, "place Foundry-3 C4"), a);
    assert_int_equal(act(&s, "place Industrial-3 C4"), a); /* standard names are understood */
    load_file(&s, "space_reduced.json");
    G->score(&s, &sc);
    assert_true(has_reason(&sc, "Star Gate (5) at B2 — access {0}: 5, {1}: 3"));
}

static void test_parks(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "lines_types_parks.json");
    assert_true(s.over);
    G->score(&s, &sc);
    int parks = group_points(&sc, 0, 1) + group_points(&sc, 1, 1);
    assert_true(parks > 0);
    assert_true(has_reason(&sc, "Park at B2 (1) — access {0}: 22"));
    /* an empty square next to nobody's zone is nobody's park */
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].group == 1) assert_true(sc.line[i].player >= 0);
    /* parks only count once the game is over */
    s.over = 0;
    G->score(&s, &sc);
    assert_int_equal(group_points(&sc, 0, 1) + group_points(&sc, 1, 1), 0);
}

static void test_landmark_types(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "lines_types_parks.json");
    G->score(&s, &sc);
    /* Transportation: Red (Airport) and Blue (Seaport) tie at one each: both score */
    assert_int_equal(group_points(&sc, 0, 2), 1);
    assert_int_equal(group_points(&sc, 1, 2), 2); /* + Civic: City Hall and Library */
    assert_true(has_reason(&sc, "Most Transportation landmarks (1)"));
    assert_true(has_reason(&sc, "Most Civic landmarks (2)"));
}

static void test_zone_lines(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "lines_types_parks.json");
    G->score(&s, &sc);
    /* row 1: five in a row (1); row 3: seven in a row (still 1); row 5 broken by the Airport;
     * Blue's column of four scores nothing */
    assert_int_equal(group_points(&sc, 0, 3), 2);
    assert_int_equal(group_points(&sc, 1, 3), 0);
    assert_true(has_reason(&sc, "Line of 5 zones from A1 to E1"));
    assert_true(has_reason(&sc, "Line of 7 zones from A3 to G3"));
    /* vertical lines count too, and on a hex map the slanted axes do */
    pos_ok(&s, "{\"players\":2,\"options\":{\"lines\":true}}",
           "B1=R:Park-4;B2=R:Utilities-4;B3=R:Park-3;B4=R:Utilities-3;B5=R:Park-2");
    G->score(&s, &sc);
    assert_true(has_reason(&sc, "Line of 5 zones from B1 to B5"));
    /* hex: down-right from C1 (row 1 even): C1, C2, D3, D4, E5 */
    pos_ok(&s, "{\"players\":2,\"options\":{\"lines\":true,\"hex\":true}}",
           "C1=B:Park-4;C2=B:Utilities-4;D3=B:Park-3;D4=B:Utilities-3;E5=B:Park-2");
    G->score(&s, &sc);
    assert_int_equal(sc.total[1], 1);
    assert_true(has_reason(&sc, "Line of 5 zones from C1 to E5"));
}

static void test_hex(void **st)
{
    (void)st;
    static const char *const opts[] = {"hex=on", NULL};
    mycity_state s;
    new_game(&s, 2, 3, opts);
    mycity_bits nb;
    static const struct {
        const char *at, *nbrs[6];
        int n;
    } cases[] = {
        {"C3", {"B3", "D3", "B2", "C2", "B4", "C4"}, 6}, /* row 3: an even row (index 2) */
        {"C2", {"B2", "D2", "C1", "D1", "C3", "D3"}, 6}, /* row 2: odd, shifted right */
        {"A1", {"B1", "A2"}, 2},
        {"H2", {"G2", "H1", "H3"}, 3},
        {"A3", {"B3", "A2", "A4"}, 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mycity_neighbours(&s, sq(&s, cases[i].at), &nb);
        assert_int_equal(mycity_count(&nb), cases[i].n);
        for (int k = 0; k < cases[i].n; k++)
            assert_true(mycity_test(&nb, sq(&s, cases[i].nbrs[k])));
    }
    pos_ok(&s, "{\"players\":2,\"options\":{\"hex\":true}}", "C3=R:Park-4");
    refused(&s, 0, "place Park-3 C2", "next to Park at C3");
    play(&s, "place Park-3 D2"); /* a square-grid diagonal, not a hex neighbour */
    rng_state r;
    rng_seed(&r, 9);
    new_game(&s, 4, 11, opts);
    playout(&s, &r);
}

static void test_big_maps(void **st)
{
    (void)st;
    static const char *const o10[] = {"map=10x10", NULL}, *const o12[] = {"map=12x12", "hex=on",
                                                                          NULL};
    const char *const *opts[2] = {o10, o12};
    int sides[2] = {10, 12};
    mycity_state s;
    rng_state r;
    rng_seed(&r, 77);
    for (int m = 0; m < 2; m++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            new_game(&s, 2 + (int)(seed % 5), seed, opts[m]);
            int side = sides[m];
            assert_int_equal(s.side, side);
            assert_int_equal(s.nsq, side * side);
            assert_int_equal(s.ncount, 5);
            assert_int_equal(mycity_count(&s.lm), 2 * side);
            unsigned seen = 0;
            for (int row = 0; row < side; row++) {
                int n = 0;
                for (int c = 0; c < side; c++)
                    if (s.sq_kind[row * side + c] == MYCITY_SQ_LANDMARK) {
                        n++;
                        assert_true(s.sq_item[row * side + c] < MYCITY_LANDMARKS);
                        assert_false(seen & (1u << s.sq_item[row * side + c]));
                        seen |= 1u << s.sq_item[row * side + c];
                    }
                assert_int_equal(n, 2);
            }
            assert_int_equal(s.cup[0][0], 0x3E); /* values 5..1 */
            if (seed <= 3) playout(&s, &r);
        }
    /* squares past the first 64-bit word work like any other */
    pos_ok(&s, "{\"players\":2,\"options\":{\"map\":\"12x12\"}}",
           "L12=L:Hospital;K11=R:Industrial-5");
    refused(&s, 0, "place Industrial-4 K12", "next to Industrial at K11");
    G->score(&s, &sc);
    assert_int_equal(sc.total[0], 3);
    char txt[GAME_ACTION_TEXT];
    G->action_to_text(&s, act(&s, "place park-5 l1"), txt, sizeof txt);
    assert_string_equal(txt, "place Park-5 L1");
}

static void test_random_selection(void **st)
{
    (void)st;
    static const char *const opts[] = {"random=on", NULL};
    mycity_state s, v, w;
    new_game(&s, 3, 21, opts);
    int p = s.to_move;
    assert_true(s.drawn[0] != MYCITY_NONE && s.drawn[1] != MYCITY_NONE);
    assert_true(s.drawn[0] < s.drawn[1]);
    int n = G->legal_actions(&s, p, acts, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        int code = MYCITY_A_TYPE(acts[i]) << 4 | MYCITY_A_VALUE(acts[i]);
        assert_true(code == s.drawn[0] || code == s.drawn[1]);
    }
    /* a counter that was not drawn is refused */
    for (int k = 0; k < MYCITY_TYPES; k++)
        for (int val = 1; val <= 4; val++) {
            int code = k << 4 | val;
            if (code == s.drawn[0] || code == s.drawn[1]) continue;
            char t[48], why[GAME_REASON_LEN];
            mycity_counter_name(&s, k, val, false, t, sizeof t);
            mycity_state before = s;
            game_action a = MYCITY_ACTION(MYCITY_ACT_PLACE, k, val, MYCITY_A_SQ(acts[0]));
            assert_int_equal(G->apply(&s, p, a, why, sizeof why), GAME_REFUSED);
            assert_non_null(strstr(why, "not one of the two counters you drew"));
            assert_memory_equal(&before, &s, sizeof s);
        }
    /* views: the drawer sees the pair, others and spectators do not; the RNG is hidden */
    G->view(&s, p, &v);
    assert_int_equal(v.drawn[0], s.drawn[0]);
    assert_int_equal(v.rng.state, 0);
    assert_int_equal(v.rng.inc, 0);
    G->view(&s, (p + 1) % 3, &v);
    assert_int_equal(v.drawn[0], MYCITY_HIDDEN);
    assert_int_equal(v.drawn[1], MYCITY_HIDDEN);
    G->view(&s, GAME_SPECTATOR, &w);
    assert_memory_equal(&v, &w, sizeof v);
    /* determinize: a plausible pair from the drawer's cup, and a live RNG */
    rng_state r;
    rng_seed(&r, 5);
    G->determinize(&v, (p + 1) % 3, &r);
    assert_true(v.drawn[0] != MYCITY_HIDDEN && v.drawn[1] != MYCITY_HIDDEN &&
                v.drawn[0] != v.drawn[1]);
    for (int i = 0; i < 2; i++) assert_true(v.cup[p][v.drawn[i] >> 4] & (1u << (v.drawn[i] & 15)));
    assert_true(v.rng.inc & 1);
    /* applying reveals a new draw: a barrier */
    n = G->legal_actions(&s, p, acts, GAME_MAX_ACTIONS);
    char why[GAME_REASON_LEN];
    assert_int_equal(G->apply(&s, p, acts[0], why, sizeof why), GAME_OK_BARRIER);
    assert_int_equal(s.to_move, (p + 1) % 3);
    assert_true(s.drawn[0] != MYCITY_NONE);
    /* the unused counter went back to the cup */
    int used = MYCITY_A_TYPE(acts[0]) << 4 | MYCITY_A_VALUE(acts[0]);
    int cupcount = 0;
    for (int k = 0; k < MYCITY_KINDS; k++) cupcount += __builtin_popcount(s.cup[p][k]);
    assert_int_equal(cupcount, 23);
    assert_false(s.cup[p][used >> 4] & (1u << (used & 15)));
    /* bots can play on from a determinized view, and whole games finish */
    G->view(&s, s.to_move, &v);
    G->determinize(&v, s.to_move, &r);
    playout(&v, &r);
    playout(&s, &r);
    /* the standard game has nothing to hide but the RNG, and applies without barriers */
    new_game(&s, 2, 4, NULL);
    G->view(&s, GAME_SPECTATOR, &v);
    assert_int_equal(v.rng.inc, 0);
    v.rng = s.rng;
    assert_memory_equal(&v, &s, sizeof s);
    n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
    assert_int_equal(G->apply(&s, s.to_move, acts[0], why, sizeof why), GAME_OK);
}

static void test_rezoning_three(void **st)
{
    (void)st;
    mycity_state s;
    pos_ok(&s, "{\"players\":2,\"options\":{\"rezoning\":true}}",
           "A1=R:Industrial-4;C3=B:Park-4;H1=L:Airport;G1=R:Utilities-1");
    refused(&s, 0, "rezone B1 Park-3", "B1 is not one of your zones");
    refused(&s, 0, "rezone B2 Park-3", "B2 is not one of your zones");
    play(&s, "rezone A1 Industrial-1");    /* same type, other value */
    assert_true(s.cup[0][3] & (1u << 4));  /* Industrial-4 is back in the cup */
    assert_false(s.cup[0][3] & (1u << 1)); /* Industrial-1 is on the board */
    assert_int_equal(s.rezones_left[0], 2);
    play(&s, "place Park-1 F6");
    play(&s, "rezone G1 Residential-4");
    assert_int_equal(s.sq_kind[sq(&s, "G1")], 2);
    assert_true(s.cup[0][4] & (1u << 1)); /* Utilities-1 returned */
    play(&s, "place Park-2 A8");
    /* rezoning must respect adjacency */
    pos_ok(&s, "{\"players\":2,\"options\":{\"rezoning\":true},\"rezones_left\":[1,3]}",
           "B2=R:Industrial-4;C3=B:Park-4");
    refused(&s, 0, "rezone B2 Park-3", "Park at B2 would be next to Park at C3");
    play(&s, "rezone B2 Residential-3");
    play(&s, "place Park-1 H8");
    refused(&s, 0, "rezone B2 Commercial-3", "You have used your three rezonings");
    int n = G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++) assert_int_not_equal(MYCITY_A_KIND(acts[i]), MYCITY_ACT_REZONE);
    /* not in play without the option */
    pos_ok(&s, "{\"players\":2}", "B2=R:Industrial-4");
    refused(&s, 0, "rezone B2 Park-3", "Rezoning is not played");
}

static void test_rezoning_count(void **st)
{
    (void)st;
    mycity_state s;
    pos_ok(&s, "{\"players\":2,\"options\":{\"rezoning\":true}}", "A1=R:Industrial-4;H8=B:Park-4");
    const char *seq[] = {"rezone A1 Industrial-3", "place Park-3 H1",  "rezone A1 Industrial-2",
                         "place Park-2 E1",        "rezone A1 Park-4", "place Park-1 E4"};
    for (int i = 0; i < 6; i++) play(&s, seq[i]);
    assert_int_equal(s.rezones_left[0], 0);
    refused(&s, 0, "rezone A1 Industrial-1", "You have used your three rezonings");
    assert_int_equal(s.rezones_left[1], 3);
    assert_true(s.cup[0][3] & (1u << 4) && s.cup[0][3] & (1u << 3) && s.cup[0][3] & (1u << 2));
    /* rezoning is listed among the legal actions while rezonings remain */
    pos_ok(&s, "{\"players\":2,\"options\":{\"rezoning\":true}}", "A1=R:Industrial-4");
    int n = G->legal_actions(&s, 0, acts, GAME_MAX_ACTIONS), rz = 0;
    for (int i = 0; i < n; i++) rz += MYCITY_A_KIND(acts[i]) == MYCITY_ACT_REZONE;
    assert_int_equal(rz, 23); /* every other counter onto A1 */
}

static void test_dump(void **st)
{
    (void)st;
    static const char *const opts[] = {"dump=on", NULL};
    mycity_state s;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        new_game(&s, 2, seed, opts);
        int dumps = 0;
        for (int q = 0; q < s.nsq; q++)
            if (s.sq_kind[q] == MYCITY_SQ_LANDMARK && s.sq_item[q] == MYCITY_DUMP) dumps++;
        assert_true(dumps <= 1); /* drawn from the cup: test_mycity_rulebook.c */
        assert_int_equal(mycity_count(&s.lm), 16);
    }
    load_file(&s, "hex_dump.json");
    G->score(&s, &sc);
    assert_true(has_reason(&sc, "City Dump (-1) at F6 — access {1}: 2, {0}: 1"));
    assert_int_equal(sc.total[1], -1);
}

static void test_slums(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "slums.json");
    assert_int_equal(mycity_zone_value(&s, sq(&s, "D2")), -1); /* a slum */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "C3")), 3);  /* 4, next to one slum */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "E3")), 2);  /* 3, next to one slum */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "D5")), 3);  /* 4, next to Red's slum */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "B4")), 0);  /* 1 - 1 */
    assert_int_equal(mycity_zone_value(&s, sq(&s, "G5")), 2);
    G->score(&s, &sc);
    /* Airport: Red 3 + 2 - 1 (own slum) = 4, Blue 3 + 0 = 3 */
    assert_true(has_reason(&sc, "Airport (4) at D4 — access {0}: 4, {1}: 3"));
    /* slums follow the placement rule and are one per player */
    refused(&s, 0, "place Slum C1", "You have no Slum left");
    pos_ok(&s, "{\"players\":2,\"options\":{\"slums\":true}}", "D4=B:Slum");
    refused(&s, 0, "place Slum E5", "Slum at E5 would be next to Slum at D4");
    play(&s, "place Slum F6");
    char why[GAME_REASON_LEN];
    game_action a;
    pos_ok(&s, "{\"players\":2}", "D4=B:Park-1");
    assert_false(G->action_from_text(&s, "place Slum F6", &a, why, sizeof why));
}

/* ---- text --------------------------------------------------------------------------------- */
static void test_text_roundtrip(void **st)
{
    (void)st;
    static const char *const opts[] = {"rezoning=on", "slums=on", "map=12x12", NULL};
    static const char *const opts2[] = {"rezoning=on", "slums=on", "set=space", NULL};
    const char *const *all[2] = {opts, opts2};
    mycity_state s;
    rng_state r;
    rng_seed(&r, 3);
    int checked = 0;
    for (int o = 0; o < 2; o++) {
        new_game(&s, 3, 8, all[o]);
        while (!s.over) {
            int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
            for (int i = 0; i < n; i += 1 + (int)rng_below(&r, 7)) {
                char txt[GAME_ACTION_TEXT], why[GAME_REASON_LEN];
                game_action back;
                int len = G->action_to_text(&s, acts[i], txt, sizeof txt);
                assert_true(len > 0 && len < GAME_ACTION_TEXT);
                if (!G->action_from_text(&s, txt, &back, why, sizeof why))
                    fail_msg("%s: %s", txt, why);
                assert_int_equal(back, acts[i]);
                checked++;
            }
            char why[GAME_REASON_LEN];
            G->apply(&s, s.to_move, acts[rng_below(&r, (uint32_t)n)], why, sizeof why);
        }
    }
    assert_true(checked > 1000);
    new_game(&s, 2, 1, opts);
    assert_int_equal(act(&s, "  PLACE   highway exit-5   a12 "),
                     MYCITY_ACTION(MYCITY_ACT_PLACE, 0, 5, 132));
    assert_int_equal(act(&s, "rezone C4 Slum"),
                     MYCITY_ACTION(MYCITY_ACT_REZONE, MYCITY_SLUM, 1, 38));
}

static void test_text_garbage(void **st)
{
    (void)st;
    static const char *bad[] = {"",
                                "   ",
                                "plaice Park-1 C4",
                                "place",
                                "place Park-1",
                                "place Park-1 Z9",
                                "place Park-1 C9",
                                "place Park-1 C0",
                                "place Park-5 C4",
                                "place Park-0 C4",
                                "place Castle-2 C4",
                                "place Slum C4",
                                "rezone C4",
                                "rezone Park-1 C4",
                                "pass now",
                                "place Park-1 C4x",
                                "\xff\xfe",
                                "place Park--1 C4"};
    mycity_state s;
    new_game(&s, 2, 1, NULL);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        game_action a;
        char why[GAME_REASON_LEN] = "";
        if (G->action_from_text(&s, bad[i], &a, why, sizeof why))
            fail_msg("accepted \"%s\"", bad[i]);
        assert_true(strlen(why) > 0);
    }
    char longtext[600];
    memset(longtext, 'x', sizeof longtext - 1);
    longtext[sizeof longtext - 1] = 0;
    game_action a;
    char why[GAME_REASON_LEN] = "";
    assert_false(G->action_from_text(&s, longtext, &a, why, sizeof why));
    /* random action values are refused without touching the state */
    rng_state r;
    rng_seed(&r, 12);
    for (int i = 0; i < 20000; i++) {
        mycity_state before = s;
        game_action x = ((game_action)rng_next(&r) << 32 | rng_next(&r)) >> (rng_below(&r, 40));
        if (G->apply(&s, s.to_move, x, why, sizeof why) == GAME_REFUSED) {
            assert_memory_equal(&before, &s, sizeof s);
            assert_true(strlen(why) > 0);
        } else {
            s = before; /* a legal one by chance: undo */
        }
    }
}

/* ---- whole games -------------------------------------------------------------------------- */
static void test_random_playouts(void **st)
{
    (void)st;
    static const char *const combos[][6] = {
        {NULL},
        {"reduced=on", NULL},
        {"hex=on", "slums=on", "lines=on", NULL},
        {"random=on", "rezoning=on", NULL},
        {"dump=on", "parks=on", "types=on", NULL},
        {"map=10x10", "random=on", "slums=on", NULL},
        {"set=space", "rezoning=on", "lines=on", "parks=on", NULL},
    };
    rng_state r;
    rng_seed(&r, 99);
    mycity_state s, c, v;
    for (size_t o = 0; o < sizeof combos / sizeof combos[0]; o++)
        for (int g = 0; g < 30; g++) {
            int players = 2 + g % 5;
            new_game(&s, players, 1000 + (uint64_t)g, combos[o]);
            memcpy(&c, &s, sizeof s);
            playout(&s, &r);
            assert_true(s.over);
            assert_true(memcmp(&c, &s, sizeof s) != 0); /* the clone is independent */
            G->score(&s, &sc);
            int first = 0;
            for (int p = 0; p < players; p++) first += sc.rank[p] == 1;
            assert_int_equal(__builtin_popcount(sc.winners), first);
            assert_true(first >= 1);
            G->view(&s, GAME_SPECTATOR, &v);
            assert_int_equal(v.rng.inc, 0);
            assert_true(G->heuristic(&s, 0) > -1000);
        }
}

static void test_heuristic(void **st)
{
    (void)st;
    mycity_state s;
    load_file(&s, "control.json");
    s.over = 0;
    assert_true(G->heuristic(&s, 0) > 0);
    assert_true(G->heuristic(&s, 2) < 0);
    /* a bigger margin on a landmark is worth more */
    pos_ok(&s, "{\"players\":2}", "D4=L:Airport;C3=R:Industrial-1;E5=B:Park-2");
    double before = G->heuristic(&s, 1);
    pos_ok(&s, "{\"players\":2}", "D4=L:Airport;C3=R:Industrial-1;E5=B:Park-4");
    assert_true(G->heuristic(&s, 1) > before);
}

/* Golden playthrough: 4 players, all scoring variants, random-but-seeded moves. */
static void test_golden(void **st)
{
    (void)st;
    static const char *const opts[] = {"slums=on", "types=on", "lines=on",
                                       "parks=on", "dump=on",  NULL};
    mycity_state s;
    rng_state r;
    rng_seed(&r, 20261121);
    new_game(&s, 4, 424242, opts);
    uint64_t trace = HASH_SEED;
    int moves = 0;
    while (!s.over) {
        int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
        game_action a = acts[rng_below(&r, (uint32_t)n)];
        char txt[GAME_ACTION_TEXT], why[GAME_REASON_LEN];
        G->action_to_text(&s, a, txt, sizeof txt);
        trace = hash_bytes(trace, txt, strlen(txt));
        assert_true(G->apply(&s, s.to_move, a, why, sizeof why) >= 0);
        moves++;
    }
    G->score(&s, &sc);
    uint64_t h = game_hash(G, &s);
    static const int expect[4] = {GOLDEN_T0, GOLDEN_T1, GOLDEN_T2, GOLDEN_T3};
    if (GOLDEN_HASH == 0) {
        printf(
            "golden: moves %d totals %d %d %d %d winners %u hash 0x%016llxull trace 0x%016llxull\n",
            moves, sc.total[0], sc.total[1], sc.total[2], sc.total[3], sc.winners,
            (unsigned long long)h, (unsigned long long)trace);
        return;
    }
    assert_int_equal(moves, GOLDEN_MOVES);
    for (int p = 0; p < 4; p++) assert_int_equal(sc.total[p], expect[p]);
    assert_int_equal(sc.winners, GOLDEN_WINNERS);
    assert_int_equal(trace, GOLDEN_TRACE);
    assert_int_equal(h, GOLDEN_HASH);
}

/* The bots' fast random move is always legal and uniform over the legal list. */
static void test_random_action(void **st)
{
    (void)st;
    static const char *const opts[] = {"rezoning=on", "slums=on", "random=on", NULL};
    mycity_state s;
    rng_state r;
    rng_seed(&r, 31);
    for (int g = 0; g < 40; g++) {
        new_game(&s, 2 + g % 5, (uint64_t)g, g % 2 ? opts : NULL);
        while (!s.over) {
            int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
            game_action a = mycity_random_action(&s, &r);
            bool found = false;
            for (int i = 0; i < n && !found; i++) found = acts[i] == a;
            assert_true(found);
            char why[GAME_REASON_LEN];
            assert_true(G->apply(&s, s.to_move, a, why, sizeof why) >= 0);
        }
        assert_int_equal(mycity_random_action(&s, &r), 0);
    }
    new_game(&s, 2, 1, NULL);
    int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
    static int hits[GAME_MAX_ACTIONS];
    memset(hits, 0, sizeof hits);
    for (int i = 0; i < 200 * n; i++) {
        game_action a = mycity_random_action(&s, &r);
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (acts[mid] < a)
                lo = mid + 1;
            else
                hi = mid;
        }
        assert_int_equal(acts[lo], a);
        hits[lo]++;
    }
    for (int i = 0; i < n; i++) assert_true(hits[i] > 120 && hits[i] < 290); /* mean 200 */
}

/* Not a check: prints random playouts per second (CPU time) for the report. */
static void test_throughput(void **st)
{
    (void)st;
    mycity_state s;
    rng_state r;
    rng_seed(&r, 1);
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    long games = 0;
    double el = 0;
    do {
        for (int k = 0; k < 500; k++, games++) {
            game_params p;
            game_params_default(G, &p, 2);
            G->setup(&s, &p, (uint64_t)games);
            while (!s.over) {
                int n = G->legal_actions(&s, s.to_move, acts, GAME_MAX_ACTIONS);
                G->apply(&s, s.to_move, acts[rng_below(&r, (uint32_t)n)], NULL, 0);
            }
        }
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
        el = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    } while (el < 0.5);
    printf("mycity: %.0f random 2-player games per CPU second (legal_actions + apply)\n",
           (double)games / el);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    games = 0;
    do {
        for (int k = 0; k < 500; k++, games++) {
            game_params p;
            game_params_default(G, &p, 2);
            G->setup(&s, &p, (uint64_t)games);
            while (!s.over) G->apply(&s, s.to_move, mycity_random_action(&s, &r), NULL, 0);
        }
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
        el = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    } while (el < 0.5);
    printf("mycity: %.0f random 2-player games per CPU second (mycity_random_action + apply)\n",
           (double)games / el);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_adjacency),
        cmocka_unit_test(test_reduced_adjacency),
        cmocka_unit_test(test_skip),
        cmocka_unit_test(test_end_nobody_can_place),
        cmocka_unit_test(test_landmark_control),
        cmocka_unit_test(test_positions),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_countersets_json),
        cmocka_unit_test(test_alternate_set),
        cmocka_unit_test(test_parks),
        cmocka_unit_test(test_landmark_types),
        cmocka_unit_test(test_zone_lines),
        cmocka_unit_test(test_hex),
        cmocka_unit_test(test_big_maps),
        cmocka_unit_test(test_random_selection),
        cmocka_unit_test(test_rezoning_three),
        cmocka_unit_test(test_rezoning_count),
        cmocka_unit_test(test_dump),
        cmocka_unit_test(test_slums),
        cmocka_unit_test(test_text_roundtrip),
        cmocka_unit_test(test_text_garbage),
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_heuristic),
        cmocka_unit_test(test_golden),
        cmocka_unit_test(test_random_action),
        cmocka_unit_test(test_throughput),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
