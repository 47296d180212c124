/* test_generic.c: contract tests run over every registered game (game_count/game_at): random
 * playouts, clones, text forms, saves, determinism, garbage input, views and golden games.
 * A registered game that cannot be tested fails: nothing is skipped.
 * Views are in generic_views.c, undo and redo in generic_undo.c. */
#include "generic.h"

#include "core/fsutil.h"
#include "games/registry.h"
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_score(const game_def *g, const void *s, int players, bool over)
{
    static game_score sc;
    g->score(s, &sc);
    assert_int_equal(sc.players, players);
    assert_true(sc.nlines >= 0 && sc.nlines <= GAME_MAX_SCORE_LINES);
    int sum[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < sc.nlines; i++) {
        /* player -1: an explanation for nobody ("no adjacent zones"), worth 0 points */
        if (sc.line[i].player == -1 && sc.line[i].points == 0) continue;
        if (sc.line[i].player < 0 || sc.line[i].player >= players)
            fail_msg("%s: score line %d (\"%s\") is for player %d of %d", g->id, i,
                     sc.line[i].reason, sc.line[i].player, players);
        assert_non_null(memchr(sc.line[i].reason, 0, GAME_REASON_LEN));
        sum[sc.line[i].player] += sc.line[i].points;
    }
    bool some_first = false;
    for (int p = 0; p < players; p++) {
        assert_int_equal(sum[p], sc.total[p]);
        assert_true(sc.rank[p] >= 1 && sc.rank[p] <= players);
        some_first |= sc.rank[p] == 1;
        if (over) assert_int_equal(!!(sc.winners & (1u << p)), sc.rank[p] == 1);
        for (int q = 0; q < players; q++)
            if (sc.total[p] > sc.total[q]) assert_true(sc.rank[p] < sc.rank[q]);
    }
    assert_true(some_first);
    if (over) assert_int_equal(sc.winners >> players, 0);
}

static void check_score_any(const game_def *g, const void *s)
{
    static game_score sc;
    g->score(s, &sc);
    assert_true(sc.players >= g->min_players && sc.players <= g->max_players);
    check_score(g, s, sc.players, g->turn(s).phase == GAME_PHASE_OVER);
}

/* ---- random playouts ----------------------------------------------------------------------- */
static void test_random_playouts(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        void *s = malloc(g->state_size);
        game_action *a = acts_buf();
        char text[GAME_ACTION_TEXT], why[WHY];
        long total = 0;
        for (int k = 0; k < n_playouts(); k++) {
            game_params p;
            game_params_default(g, &p, players_for(g, k));
            rng_state r;
            rng_seed(&r, (uint64_t)k * 7919u + 1);
            g->setup(s, &p, rng_next(&r));
            int steps = 0;
            for (;; steps++) {
                assert_true(steps < MAX_STEPS);
                game_turn t = g->turn(s);
                if (t.phase == GAME_PHASE_OVER) {
                    assert_int_equal(t.mask, 0);
                    break;
                }
                assert_int_equal(t.mask >> p.players, 0);
                for (int pl = 0; pl < p.players; pl++) {
                    int n = g->legal_actions(s, pl, a, GAME_MAX_ACTIONS);
                    if (!(t.mask & (1u << pl))) {
                        assert_int_equal(n, 0);
                        continue;
                    }
                    assert_true(n > 0 && n <= GAME_MAX_ACTIONS);
                    for (int i = 1; i < n; i++) assert_true(a[i - 1] < a[i]);
                    /* every legal action has a text form that reads back as itself */
                    game_action pick = a[rng_below(&r, (uint32_t)n)], back = ~pick;
                    int len = g->action_to_text(s, pick, text, sizeof text);
                    assert_true(len > 0 && len < GAME_ACTION_TEXT);
                    assert_true(g->action_from_text(s, text, &back, why, sizeof why));
                    assert_true(back == pick);
                }
                if (k % 16 == 0) check_score(g, s, p.players, false);
                random_step(g, s, p.players, &r);
                total++;
            }
            for (int pl = 0; pl < p.players; pl++)
                assert_int_equal(g->legal_actions(s, pl, a, GAME_MAX_ACTIONS), 0);
            check_score(g, s, p.players, true);
        }
        print_message("%s: %d random games, %ld actions\n", g->id, n_playouts(), total);
        free(s);
    }
}

/* ---- clone independence -------------------------------------------------------------------- */
static void test_clone_independence(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        void *s = malloc(g->state_size), *c = malloc(g->state_size), *keep = malloc(g->state_size);
        for (int k = 0; k < 50; k++) {
            game_params p;
            game_params_default(g, &p, players_for(g, k));
            rng_state r;
            rng_seed(&r, (uint64_t)k + 100);
            g->setup(s, &p, (uint64_t)k);
            int skip = (int)rng_below(&r, 40);
            for (int i = 0; i < skip && random_step(g, s, p.players, &r); i++) {
            }
            memcpy(keep, s, g->state_size);
            uint64_t h = game_hash(g, s);
            memcpy(c, s, g->state_size);
            assert_true(game_hash(g, c) == h);
            while (random_step(g, c, p.players, &r)) {
            }
            assert_true(game_hash(g, s) == h);
            assert_memory_equal(s, keep, g->state_size);
        }
        free(s);
        free(c);
        free(keep);
    }
}

static void test_save_load_save(void **st)
{
    (void)st;
    char why[WHY];
    FOR_EACH_GAME(g)
    {
        for (int k = 0; k < 40; k++) {
            match *m = random_match(g, players_for(g, k), (uint64_t)k * 31 + 5, k % 2 ? 10000 : k);
            char *a = match_save_json(m);
            assert_non_null(a);
            match *m2 = match_load_json(a, strlen(a), why, sizeof why);
            if (!m2) fail_msg("%s: reload failed: %s", g->id, why);
            char *b = match_save_json(m2);
            assert_string_equal(a, b);
            assert_true(match_hash(m) == match_hash(m2));
            assert_int_equal(match_log_count(m), match_log_count(m2));
            free(a);
            free(b);
            match_destroy(m);
            match_destroy(m2);
        }
    }
}

static void test_same_seed_same_trace(void **st)
{
    (void)st;
    char why[WHY];
    FOR_EACH_GAME(g)
    {
        for (int k = 0; k < 20; k++) {
            uint64_t seed = rng_mix64((uint64_t)k);
            match *a = random_match(g, players_for(g, k), seed, 100000);
            game_params p = *match_params(a);
            match *b = match_create(g, &p, NULL, seed, why, sizeof why);
            assert_non_null(b);
            for (int i = 0; i < match_log_count(a); i++) {
                const match_entry *e = match_log_at(a, i);
                while (match_ticks(b) < e->tick) match_tick(b);
                assert_int_not_equal(match_apply(b, e->seat, e->action, why, sizeof why),
                                     GAME_REFUSED);
            }
            while (match_ticks(b) < match_ticks(a)) match_tick(b);
            int n = match_log_count(a);
            uint64_t *ta = calloc((size_t)n + 1, 8), *tb = calloc((size_t)n + 1, 8);
            assert_int_equal(match_hash_trace(a, ta, n), n);
            assert_int_equal(match_hash_trace(b, tb, n), n);
            if (n) assert_memory_equal(ta, tb, (size_t)n * 8);
            assert_true(match_hash(a) == match_hash(b));
            free(ta);
            free(tb);
            match_destroy(a);
            match_destroy(b);
        }
    }
}

/* ---- garbage input ------------------------------------------------------------------------- */
static bool listed(const game_action *a, int n, game_action x)
{
    for (int i = 0; i < n; i++)
        if (a[i] == x) return true;
    return false;
}

static void test_garbage_actions(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        void *s = malloc(g->state_size), *keep = malloc(g->state_size);
        game_action *legal = malloc(sizeof *legal * GAME_MAX_ACTIONS);
        for (int k = 0; k < 30; k++) {
            game_params p;
            game_params_default(g, &p, players_for(g, k));
            rng_state r;
            rng_seed(&r, (uint64_t)k + 77);
            g->setup(s, &p, (uint64_t)k);
            int skip = (int)rng_below(&r, 60);
            for (int i = 0; i < skip && random_step(g, s, p.players, &r); i++) {
            }
            memcpy(keep, s, g->state_size);
            uint64_t h = game_hash(g, s);
            for (int pl = 0; pl < p.players; pl++) {
                int n = g->legal_actions(s, pl, legal, GAME_MAX_ACTIONS);
                for (int t = 0; t < 300; t++) {
                    game_action x;
                    switch (t % 4) {
                    case 0: x = (game_action)rng_next(&r) << 32 | rng_next(&r); break;
                    case 1: x = rng_next(&r) & 0xffff; break;
                    case 2: x = n ? legal[rng_below(&r, (uint32_t)n)] + 1 : (game_action)t; break;
                    default: x = n ? legal[rng_below(&r, (uint32_t)n)] ^ (1ull << (t % 64)) : ~0ull;
                    }
                    if (listed(legal, n, x)) continue;
                    char why[WHY] = "";
                    assert_int_equal(g->apply(s, pl, x, why, sizeof why), GAME_REFUSED);
                    assert_true(why[0] != 0);
                    assert_true(game_hash(g, s) == h);
                }
            }
            assert_memory_equal(s, keep, g->state_size);
            /* garbage text: refused with a reason, or read as an action apply then judges */
            static const char *texts[] = {"",
                                          " ",
                                          "x",
                                          "take",
                                          "take -1",
                                          "9999999999999999999",
                                          "place 99 Z99 r7",
                                          "\xff\xfe\x01",
                                          "pass pass pass",
                                          "%s%s%n%n"};
            char junk[80];
            for (int t = 0; t < 200; t++) {
                const char *txt = texts[t % 10];
                if (t >= 10) {
                    size_t len = rng_below(&r, sizeof junk);
                    for (size_t i = 0; i < len; i++) junk[i] = (char)(1 + rng_below(&r, 255));
                    junk[len] = 0;
                    txt = junk;
                }
                game_action x;
                char why[WHY] = "";
                if (!g->action_from_text(s, txt, &x, why, sizeof why)) assert_true(why[0] != 0);
                assert_true(game_hash(g, s) == h);
            }
        }
        free(s);
        free(keep);
        free(legal);
    }
}

static void expect_refused(const char *text, size_t len, const char *what)
{
    char why[WHY] = "";
    match *m = match_load_json(text, len, why, sizeof why);
    if (m) fail_msg("a save with %s loaded", what);
    assert_true(why[0] != 0);
}

/* Replaces the first "key":value of a save text by "key":repl. */
static char *with_field(const char *save, const char *key, const char *repl)
{
    cJSON *o = cJSON_Parse(save);
    assert_non_null(o);
    cJSON_ReplaceItemInObject(o, key, cJSON_Parse(repl));
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return s;
}

static void test_garbage_saves(void **st)
{
    (void)st;
    char why[WHY];
    FOR_EACH_GAME(g)
    {
        match *m = random_match(g, g->min_players, 99, 12);
        char *save = match_save_json(m);
        size_t len = strlen(save);
        /* every truncation: refused, unless it only lost trailing white space */
        for (size_t l = 0; l < len; l++) {
            match *t = match_load_json(save, l, why, sizeof why);
            if (t) {
                for (size_t i = l; i < len; i++) assert_true(save[i] == '\n' || save[i] == ' ');
                match_destroy(t);
            } else {
                assert_true(why[0] != 0);
            }
        }
        rng_state r;
        rng_seed(&r, 4);
        char *buf = malloc(len + 1);
        for (int k = 0; k < 1000; k++) { /* random bytes */
            size_t n = rng_below(&r, (uint32_t)len) + 1;
            for (size_t i = 0; i < n; i++) buf[i] = (char)rng_next(&r);
            why[0] = 0;
            match *t = match_load_json(buf, n, why, sizeof why);
            assert_null(t);
            assert_true(why[0] != 0);
        }
        for (int k = 0; k < 2000; k++) { /* one byte changed: must not crash */
            memcpy(buf, save, len + 1);
            buf[rng_below(&r, (uint32_t)len)] = "0123456789\"{}[],:-.aex \\"[rng_below(&r, 24)];
            why[0] = 0;
            match *t = match_load_json(buf, len, why, sizeof why);
            if (!t) assert_true(why[0] != 0);
            match_destroy(t);
        }
        free(buf);
        struct {
            const char *key, *value, *what;
        } bad[] = {
            {"version", "0", "version 0"},
            {"version", "2", "a future version"},
            {"version", "\"1\"", "a text version"},
            {"format", "\"something-else\"", "another format"},
            {"game", "\"no-such-game\"", "an unknown game"},
            {"game", "7", "a number for a game"},
            {"players", "0", "no players"},
            {"players", "99", "99 players"},
            {"seed", "\"12x\"", "a bad seed"},
            {"seed", "\"99999999999999999999999\"", "a seed too large"},
            {"seed", "12", "a seed that is a number"},
            {"options", "{\"no-such-option\":1}", "an unknown option"},
            {"options", "[]", "options that are a list"},
            {"seats", "[]", "no seats"},
            {"seats", "[{\"kind\":\"robot\"},{\"kind\":\"robot\"}]", "bad seat kinds"},
            {"log", "{}", "a log that is not a list"},
            {"log", "[{\"s\":0,\"a\":\"no such move at all\"}]", "a bad action"},
            {"log", "[{\"s\":17,\"a\":\"x\"}]", "a bad seat"},
            {"log", "[7]", "a log entry that is a number"},
        };
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            char *s = with_field(save, bad[i].key, bad[i].value);
            expect_refused(s, strlen(s), bad[i].what);
            free(s);
        }
        expect_refused("[]", 2, "an array");
        expect_refused("null", 4, "null");
        expect_refused("", 0, "nothing");
        free(save);
        match_destroy(m);
    }
}

/* load_position on nonsense: false with a reason (or a position it accepts), never a crash. */
static void test_garbage_positions(void **st)
{
    (void)st;
    static const char *texts[] = {"{}",
                                  "{\"pile\":-1}",
                                  "{\"pile\":\"many\"}",
                                  "{\"pile\":3,\"hands\":7}",
                                  "{\"pile\":3,\"hands\":[[9,9,9,9,9],[]]}",
                                  "{\"board\":[[1,2],[3]],\"size\":-5}",
                                  "{\"board\":\"x\",\"players\":99}",
                                  "{\"players\":0}",
                                  "[1,2,3]",
                                  "null",
                                  "17",
                                  "{\"taken\":[1e300,-1e300],\"pile\":1e300}"};
    FOR_EACH_GAME(g)
    {
        if (!g->load_position) {
            print_message("note: %s has no load_position\n", g->id);
            continue;
        }
        void *s = malloc(g->state_size);
        for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
            cJSON *j = cJSON_Parse(texts[i]);
            assert_non_null(j);
            cJSON_AddItemToObject(j, "game", cJSON_CreateString(g->id)); /* no-op on non-objects */
            char why[WHY] = "";
            memset(s, 0, g->state_size);
            if (!g->load_position(s, j, why, sizeof why))
                assert_true(why[0] != 0);
            else if (g->score) /* accepted: it must at least be scorable */
                check_score_any(g, s);
            cJSON_Delete(j);
        }
        free(s);
    }
}

/* ---- golden games -------------------------------------------------------------------------- */
/* The fast playout hook, where a game has one, only ever picks a legal action. Real-time
 * games tick as random_step does: the clock runs while people act. */
static void test_random_action_is_legal(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        if (!g->random_action) continue;
        void *s = malloc(g->state_size);
        game_action *acts = acts_buf();
        for (int k = 0; k < 60; k++) {
            game_params p;
            game_params_default(g, &p, players_for(g, k));
            rng_state r;
            rng_seed(&r, (uint64_t)k + 7);
            g->setup(s, &p, (uint64_t)k + 3);
            for (int step = 0; step < MAX_STEPS && !game_is_over(g, s); step++) {
                game_turn t = g->turn(s);
                int who = actor(t, &r);
                if (who < 0) {
                    assert_non_null(g->tick);
                    g->tick(s);
                    continue;
                }
                game_action a;
                assert_true(game_random_action(g, s, who, &r, &a));
                int n = g->legal_actions(s, who, acts, GAME_MAX_ACTIONS);
                bool found = false;
                for (int i = 0; i < n && !found; i++) found = acts[i] == a;
                assert_true(found);
                char why[GAME_REASON_LEN];
                assert_int_not_equal(g->apply(s, who, a, why, sizeof why), GAME_REFUSED);
                if (t.phase == GAME_PHASE_SIMULTANEOUS && g->tick) g->tick(s);
            }
            assert_true(game_is_over(g, s));
        }
        free(s);
    }
}

static void test_golden(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        char path[1024], why[WHY];
        snprintf(path, sizeof path, "%s/tests/%s/data/golden.json", CITYBOX_SOURCE_DIR, g->id);
        size_t len;
        char *text = fs_read_all(path, &len);
        if (!text) {
            fail_msg("every game needs a golden game: %s (docs/reference/testing.md)", path);
            continue;
        }
        match *m = match_load_json(text, len, why, sizeof why);
        if (!m) fail_msg("%s: %s", path, why);
        cJSON *root = cJSON_Parse(text);
        const cJSON *expect = cJSON_GetObjectItemCaseSensitive(root, "expect");
        const cJSON *hash = cJSON_GetObjectItemCaseSensitive(expect, "hash");
        const cJSON *scores = cJSON_GetObjectItemCaseSensitive(expect, "scores");
        assert_true(cJSON_IsString(hash) && cJSON_IsArray(scores));
        char got[17];
        snprintf(got, sizeof got, "%016" PRIx64, match_hash(m));
        assert_string_equal(got, hash->valuestring);
        game_score sc;
        match_score(m, &sc);
        assert_int_equal(cJSON_GetArraySize(scores), sc.players);
        for (int i = 0; i < sc.players; i++)
            assert_int_equal(cJSON_GetArrayItem(scores, i)->valueint, sc.total[i]);
        print_message("%s: golden game of %d actions replayed\n", g->id, match_log_count(m));
        cJSON_Delete(root);
        match_destroy(m);
        free(text);
    }
}

/* The ids after --expect-ids are those CMake registers a generic_<id> test for: every
 * registered game must be among them, and each of them must be a registered game (a game of the
 * menu whose rules table misses its set-up is not one: it fails here, never skipped). */
static int check_registry(int argc, char **argv)
{
    int bad = 0;
    for (int i = 0; i < argc; i++)
        if (!game_find(argv[i])) {
            fprintf(stderr, "FAIL: CMake registers generic_%s but there is no game \"%s\"\n",
                    argv[i], argv[i]);
            bad = 1;
        }
    for (int gi = 0; gi < game_count(); gi++) {
        bool found = false;
        for (int i = 0; i < argc && !found; i++) found = strcmp(argv[i], game_at(gi)->id) == 0;
        if (!found) {
            fprintf(stderr,
                    "FAIL: game \"%s\" is registered but has no generic_%s test (add it to "
                    "CITYBOX_GAME_IDS)\n",
                    game_at(gi)->id, game_at(gi)->id);
            bad = 1;
        }
    }
    for (int gi = 0; gi < game_count(); gi++) /* attract mode shows it on the game's card */
        if (game_at(gi)->playable && game_at(gi)->typical_minutes <= 0) {
            fprintf(stderr, "FAIL: game \"%s\" says no typical length (game_def.typical_minutes)\n",
                    game_at(gi)->id);
            bad = 1;
        }
    if (!bad) printf("%d games registered, all with a generic test (%d ids)\n", game_count(), argc);
    return bad;
}

/* test_generic [GAME | --expect-ids ID...]: one game, the registry check, or every game. */
int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--expect-ids") == 0)
        return check_registry(argc - 2, argv + 2);
    if (argc >= 2) {
        generic_only = game_find(argv[1]);
        if (!generic_only) {
            fprintf(stderr, "FAIL: no registered game \"%s\"\n", argv[1]);
            return 1;
        }
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_clone_independence),
        cmocka_unit_test(test_save_load_save),
        cmocka_unit_test(test_same_seed_same_trace),
        cmocka_unit_test(test_garbage_actions),
        cmocka_unit_test(test_garbage_saves),
        cmocka_unit_test(test_garbage_positions),
        cmocka_unit_test(test_views_hide_secrets),
        cmocka_unit_test(test_views_leak_nothing),
        cmocka_unit_test(test_random_action_is_legal),
        cmocka_unit_test(test_golden),
        cmocka_unit_test(test_undo_redo_barriers),
        cmocka_unit_test(test_undo_then_new_action),
        cmocka_unit_test(test_bots_honour_limits),
        cmocka_unit_test(test_reveals_are_barriers),
        cmocka_unit_test(test_wire_leaks_nothing),
        cmocka_unit_test(test_end_positions_load_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
