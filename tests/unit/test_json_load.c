/* test_json_load.c: the one reader of a player's JSON (core/json_load.h). Its strict checks: a
 * string holding NUL or another control character (raw or escaped, in a key or a value) and a key
 * named twice are refused with the place named (seats[1].name), quoting the text with its control
 * characters escaped; whole numbers are whole (2.5 players is refused, not cut to 2), through the
 * save, settings and ladder readers too. Bounded memory: cJSON's
 * allocations are counted through its hooks, charged as glibc charges them, and compared with
 * the estimate the loader checks before parsing: the estimate is never below the real cost,
 * every file the project ships (saves, positions, figures) is within the budget, a long real
 * save is too, and dense or oversized files are refused without being parsed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "cli/cli.h"
#include "core/json_load.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

static size_t live, peak;

static size_t charge(size_t n) /* a glibc chunk: 8 bytes of header, 16-byte steps, 32 at least */
{
    size_t c = (n + 8 + 15) & ~(size_t)15;
    return c < 32 ? 32 : c;
}

static void *count_malloc(size_t n)
{
    size_t *p = malloc(n + sizeof(size_t) * 2);
    if (!p) return NULL;
    p[0] = n;
    live += charge(n);
    if (live > peak) peak = live;
    return p + 2;
}

static void count_free(void *q)
{
    if (!q) return;
    size_t *p = (size_t *)q - 2;
    live -= charge(p[0]);
    free(p);
}

/* Parses text and returns what the tree cost at its peak; *ok says whether it parsed. */
static size_t cost_of(const char *text, size_t len, bool *ok)
{
    char why[256];
    live = peak = 0;
    cJSON *j = json_load_parse(text, len, why, sizeof why);
    *ok = j != NULL;
    cJSON_Delete(j);
    assert_int_equal(live, 0);
    return peak;
}

static void check_file(const char *path, int *files)
{
    size_t len = 0;
    char *text = fs_read_all(path, &len);
    assert_non_null(text);
    size_t est = json_load_tree_bytes(text, len);
    bool ok = false;
    size_t cost = cost_of(text, len, &ok);
    if (len > 4096)
        print_message("%s: %zu bytes, tree %zu (%.1fx), estimate %.1fx\n",
                      path + strlen(CITYBOX_SOURCE_DIR) + 1, len, cost, (double)cost / (double)len,
                      (double)est / (double)len);
    if (!ok || cost > est)
        fail_msg("%s: parsed %d, cost %zu, estimate %zu, budget %zu", path, ok, cost, est,
                 json_load_tree_budget(len));
    (*files)++;
    free(text);
}

static void walk(const char *dir, int *files)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        char path[1024];
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t n = strlen(e->d_name);
        if (n > 5 && strcmp(e->d_name + n - 5, ".json") == 0 && !strstr(dir, "fuzz"))
            check_file(path, files);
        else if (!strchr(e->d_name, '.'))
            walk(path, files);
    }
    closedir(d);
}

static void test_every_shipped_file_loads_within_its_estimate(void **st)
{
    (void)st;
    int files = 0;
    walk(CITYBOX_SOURCE_DIR "/tests", &files);
    walk(CITYBOX_SOURCE_DIR "/data", &files);
    assert_true(files >= 20);
}

/* A save of n short entries, the densest real saves are made of ("draw", "pass"). */
static char *long_save(int n, size_t *len)
{
    const char *head =
        "{\"format\":\"citybox-save\",\"version\":1,\"game\":\"megacity\",\"log\":[\n";
    const char *line = "{\"t\":0,\"s\":1,\"a\":\"draw\"},\n";
    size_t cap = strlen(head) + (size_t)n * strlen(line) + 8;
    char *t = malloc(cap);
    size_t at = (size_t)snprintf(t, cap, "%s", head);
    for (int i = 0; i < n; i++) at += (size_t)snprintf(t + at, cap - at, "%s", line);
    at += (size_t)snprintf(t + at - 2, cap - at + 2, "]}\n") - 2;
    *len = at;
    return t;
}

static void test_a_long_real_save_is_within_budget(void **st)
{
    (void)st;
    size_t len = 0;
    char *t = long_save(100000, &len); /* 100,000 actions: far longer than any game */
    bool ok = false;
    size_t cost = cost_of(t, len, &ok);
    size_t est = json_load_tree_bytes(t, len);
    print_message("a save of 100000 draws: %zu bytes, tree %zu (%.1fx), estimate %.1fx\n", len,
                  cost, (double)cost / (double)len,
                  (double)json_load_tree_bytes(t, len) / (double)len);
    assert_true(ok);
    assert_true(cost <= est);
    assert_true(est <= json_load_tree_budget(len));
    assert_true(cost <= len * JSON_LOAD_TREE_FACTOR);
    free(t);
}

static void test_dense_files_are_refused_before_parsing(void **st)
{
    (void)st;
    size_t n = 1u << 20, len = 0;
    char *t = malloc(2 * n + 2);
    t[len++] = '[';
    for (size_t i = 0; i < n; i++) {
        t[len++] = '1';
        t[len++] = ',';
    }
    t[len - 1] = ']';
    char why[256];
    live = peak = 0;
    assert_null(json_load_parse(t, len, why, sizeof why));
    assert_int_equal(peak, 0); /* nothing was allocated */
    assert_non_null(strstr(why, "too many values"));
    assert_true(json_load_tree_bytes(t, len) > json_load_tree_budget(len));
    free(t);
}

static void test_estimate_covers_strings_escapes_and_nesting(void **st)
{
    (void)st;
    const char *cases[] = {
        "[]",
        "{}",
        "[\"\",\"\",\"\"]",
        "{\"a\":{\"b\":{\"c\":[1,[2,[3,{\"d\":\"\\u00e9\\/\\\\x\"}]]]}}}",
        "[{\"k\":\"v\"},{\"k\":[]},{\"\":{}}]",
        "  [ 1 , 2 , \"three\" , null , true , false , -1.5e3 ]  ",
        "[123456789012345678901234567890123456789012345678901234567890.5e-300]",
        "\"\\\"\\\\\\/\\u0041\\u00e9\\ud83d\\ude00\"",
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        bool ok = false;
        size_t cost = cost_of(cases[i], strlen(cases[i]), &ok);
        assert_true(ok);
        if (cost > json_load_tree_bytes(cases[i], strlen(cases[i])))
            fail_msg("case %zu: cost %zu > estimate", i, cost);
    }
    char why[256];
    assert_null(json_load_parse("[1] x", 5, why, sizeof why)); /* trailing bytes */
    assert_non_null(strstr(why, "at byte 4 of 5"));
    assert_null(json_load_parse("[1,", 3, why, sizeof why));
    assert_non_null(strstr(why, "not valid JSON"));
}

static void test_oversized_files_are_not_read(void **st)
{
    (void)st;
    char path[] = "/tmp/citybox-json-XXXXXX", why[512];
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)JSON_LOAD_MAX_BYTES + 1), 0);
    close(fd);
    size_t len = 0;
    assert_null(json_load_read(path, &len, why, sizeof why));
    assert_non_null(strstr(why, "larger than 8 MB"));
    fd = open(path, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)JSON_LOAD_MAX_BYTES), 0); /* the limit itself is read */
    close(fd);
    char *t = json_load_read(path, &len, why, sizeof why);
    assert_non_null(t);
    assert_int_equal(len, JSON_LOAD_MAX_BYTES);
    free(t);
    assert_null(json_load_read("/nonexistent/citybox.json", &len, why, sizeof why));
    assert_non_null(strstr(why, "Cannot read"));
    unlink(path);
}

/* ---- the strict checks ---------------------------------------------------------------------- */
/* Parses text (exactly len bytes) and expects a refusal whose message holds every part. */
static void refused(const char *text, size_t len, const char *part1, const char *part2)
{
    char why[256] = "";
    cJSON *j = json_load_parse(text, len, why, sizeof why);
    if (j) fail_msg("accepted: %.*s", (int)len, text);
    if (!strstr(why, part1) || (part2 && !strstr(why, part2)))
        fail_msg("refused with \"%s\", expected \"%s\" and \"%s\"", why, part1, part2 ? part2 : "");
    for (const unsigned char *u = (const unsigned char *)why; *u; u++) /* quoted escaped */
        if (*u < 0x20 || *u == 0x7F || (u[0] == 0xC2 && u[1] >= 0x80 && u[1] <= 0x9F))
            fail_msg("the message holds a raw control character: %s", why);
}

#define REFUSED(lit, a, b) refused(lit, sizeof lit - 1, a, b)

static void test_nul_in_a_string_is_refused_with_its_place(void **st)
{
    (void)st;
    /* escaped: cJSON would read "powerstation" (it cuts at the NUL) */
    REFUSED("{\"hand\":[\"park\",\"powerstation\\u0000xyz\"]}", "the text at hand[1]",
            "(\"powerstation\") holds a control character (U+0000)");
    /* raw, in the middle of a string */
    REFUSED("{\"a\":\"power\0station\"}", "the text at a (\"power\")", "(U+0000)");
    /* in a key */
    REFUSED("{\"options\":{\"hex\\u0000x\":true}}", "the key \"hex\" at options",
            "control character (U+0000)");
    /* a raw NUL outside strings is not JSON at all */
    REFUSED("{\"a\":1}\0", "not valid JSON", "at byte 7 of 8");
}

static void test_control_characters_are_refused_and_quoted_escaped(void **st)
{
    (void)st;
    /* a raw ESC: its message must not carry it to a terminal */
    REFUSED("{\"seats\":[{\"name\":\"Ann\"},{\"name\":\"Ben\x1b[31mred\"}]}",
            "the text at seats[1].name (\"Ben\\u001b[31mred\")", "(U+001B)");
    REFUSED("{\"a\":\"x\\u001b[2J\"}", "(\"x\\u001b[2J\")", "(U+001B)");
    REFUSED("{\"a\":\"line\\nbreak\"}", "the text at a", "(U+000A)");
    REFUSED("{\"a\":\"tab\\there\"}", "the text at a", "(U+0009)");
    REFUSED("{\"a\":\"raw\ttab\"}", "the text at a", "(U+0009)");
    REFUSED("{\"a\":\"del\x7f\"}", "the text at a", "(U+007F)");
    REFUSED("{\"a\":\"c1\xc2\x9b"
            "31m\"}",
            "(\"c1\\u009b31m\")", "(U+009B)"); /* CSI, UTF-8 */
    REFUSED("{\"a\":\"c1\\u009b\"}", "the text at a", "(U+009B)");
    REFUSED("[\"ok\",{\"deep\":[[\"x\\r\"]]}]", "the text at [1].deep[0][0]", "(U+000D)");
    REFUSED("\"\\u0007\"", "the text at the top level", "(U+0007)");
    REFUSED("{\"two words\":{\"k\":\"\\u0001\"}}", "the text at [\"two words\"].k", "(U+0001)");

    /* what stays allowed: accents, other scripts, emoji (a surrogate pair), escaped quotes */
    const char *fine[] = {"{\"name\":\"Zoé 李 \\ud83d\\ude00 \\\"q\\\" \\\\ \\/\"}",
                          "{\"a\":\"\\u00a0\\u00e9\\u2014\"}", "{\"a\":\"\xc2\xa0\"}"};
    for (size_t i = 0; i < sizeof fine / sizeof *fine; i++) {
        char why[256];
        cJSON *j = json_load_parse(fine[i], strlen(fine[i]), why, sizeof why);
        if (!j) fail_msg("refused %s: %s", fine[i], why);
        cJSON_Delete(j);
    }
}

static void test_duplicate_keys_are_refused_with_their_place(void **st)
{
    (void)st;
    REFUSED("{\"players\":3,\"players\":2}", "the key \"players\" appears twice at the top level",
            NULL);
    REFUSED("{\"seats\":[{\"name\":\"A\"},{\"name\":\"B\",\"kind\":\"bot\",\"name\":\"C\"}]}",
            "the key \"name\" appears twice at seats[1]", NULL);
    /* a big object (sorted, not compared pair by pair): the first repeat in the file is named */
    REFUSED("{\"k0\":0,\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,\"k5\":5,\"k6\":6,\"k7\":7,\"k8\":8,"
            "\"k9\":9,\"k7\":7,\"k2\":2}",
            "the key \"k7\" appears twice", NULL);
    /* the same key in two objects, or differing in case, is no repeat */
    const char *fine = "{\"a\":{\"x\":1},\"b\":{\"x\":2},\"X\":3,\"x\":4}";
    char why[256];
    cJSON *j = json_load_parse(fine, strlen(fine), why, sizeof why);
    assert_non_null(j);
    cJSON_Delete(j);
}

static void test_paths_and_quotes(void **st)
{
    (void)st;
    const char *t = "{\"log\":[{\"a\":1},{\"a\":2,\"b\":[0,{\"c d\":true}]}]}";
    char why[256], path[64];
    cJSON *root = json_load_parse(t, strlen(t), why, sizeof why);
    assert_non_null(root);
    const cJSON *log = cJSON_GetObjectItem(root, "log");
    const cJSON *e1 = cJSON_GetArrayItem(log, 1);
    const cJSON *cd = cJSON_GetArrayItem(cJSON_GetObjectItem(e1, "b"), 1)->child;
    json_load_path(root, cJSON_GetObjectItem(e1, "a"), path, sizeof path);
    assert_string_equal(path, "log[1].a");
    json_load_path(root, cd, path, sizeof path);
    assert_string_equal(path, "log[1].b[1][\"c d\"]");
    json_load_path(root, root, path, sizeof path);
    assert_string_equal(path, "");
    json_load_path(root, cd, path, 12); /* cut to fit, with a mark */
    assert_string_equal(path, "log[1].b…");
    cJSON_Delete(root);

    char q[32];
    json_quote(q, sizeof q, "a\x1b[0m\"\\\xff\xc3\xa9", 10);
    assert_string_equal(q, "a\\u001b[0m\\\"\\\\\\xffé");
    json_quote(q, 10, "abcdefghijklmnop", 16);
    assert_string_equal(q, "abcdef…");
    json_quote(q, 10, "é李é", strlen("é李é")); /* never half a character */
    assert_string_equal(q, "é李é");
    json_quote(q, 9, "ééééé", strlen("ééééé"));
    assert_string_equal(q, "éé…");
}

static void test_whole_numbers(void **st)
{
    (void)st;
    const char *t = "{\"n\":[2,2.5,1e300,-1,\"2\",true,3.0]}";
    char why[256];
    cJSON *root = json_load_parse(t, strlen(t), why, sizeof why);
    const cJSON *n = cJSON_GetObjectItem(root, "n");
    int v = -7;
    assert_true(json_load_int(root, cJSON_GetArrayItem(n, 0), 1, 6, &v, why, sizeof why));
    assert_int_equal(v, 2);
    assert_true(json_load_int(root, cJSON_GetArrayItem(n, 6), 1, 6, &v, why, sizeof why));
    assert_int_equal(v, 3);
    assert_false(json_load_int(root, cJSON_GetArrayItem(n, 1), 1, 6, &v, why, sizeof why));
    assert_string_equal(why, "the value at n[1] (2.5) is not a whole number from 1 to 6");
    assert_false(json_load_int(root, cJSON_GetArrayItem(n, 2), 1, 6, &v, why, sizeof why));
    assert_non_null(strstr(why, "n[2] (1e+300)"));
    assert_false(json_load_int(root, cJSON_GetArrayItem(n, 3), 1, 6, &v, why, sizeof why));
    assert_non_null(strstr(why, "n[3] (-1)"));
    assert_false(json_load_int(root, cJSON_GetArrayItem(n, 4), 1, 6, &v, why, sizeof why));
    assert_string_equal(why, "the value at n[4] is not a whole number from 1 to 6");
    assert_false(json_load_int(root, cJSON_GetArrayItem(n, 5), 1, 6, &v, why, sizeof why));
    assert_int_equal(v, 3); /* untouched when refused */
    cJSON_Delete(root);
}

/* ---- through the readers: a save, a position (`citybox score`) ------------------------------ */
static char *golden_save(size_t *len)
{
    char *t = fs_read_all(CITYBOX_SOURCE_DIR "/tests/mycity/data/golden.json", len);
    assert_non_null(t);
    return t;
}

/* the golden save with its first `from` replaced by `to` */
static char *edited(const char *from, const char *to)
{
    size_t len = 0;
    char *t = golden_save(&len);
    char *at = strstr(t, from);
    assert_non_null(at);
    size_t fl = strlen(from), tl = strlen(to);
    char *out = malloc(len - fl + tl + 1);
    memcpy(out, t, (size_t)(at - t));
    memcpy(out + (at - t), to, tl);
    memcpy(out + (at - t) + tl, at + fl, len - (size_t)(at - t) - fl + 1);
    free(t);
    return out;
}

static void save_refused(const char *from, const char *to, const char *part)
{
    char *t = edited(from, to), why[MATCH_WHY_LEN];
    live = peak = 0;
    match *m = match_load_json(t, strlen(t), why, sizeof why);
    if (m) fail_msg("the save with %s loaded", to);
    if (!strstr(why, part)) fail_msg("refused with \"%s\", expected \"%s\"", why, part);
    free(t);
}

static void test_saves_are_read_strictly(void **st)
{
    (void)st;
    size_t len = 0;
    char *t = golden_save(&len), why[MATCH_WHY_LEN];
    match *m = match_load_json(t, len, why, sizeof why);
    if (!m) fail_msg("the golden save: %s", why);
    match_destroy(m);
    free(t);
    /* today's bug: 2.5 players loaded as 2 */
    save_refused("\"players\":3", "\"players\":2.5",
                 "The save does not give a valid number of players: the value at players (2.5) is "
                 "not a whole number from 1 to 6.");
    save_refused("\"colour\":1", "\"colour\":1.5", "seats[1].colour (1.5)");
    save_refused("\"colour\":1", "\"colour\":\"1\"", "the value at seats[1].colour is not");
    save_refused("\"version\":1", "\"version\":1.0000001", "no valid format version: the value");
    save_refused("\"players\":3", "\"players\":3,\"players\":3",
                 "The save file cannot be read: the key \"players\" appears twice at the top");
    save_refused("\"name\":\"bot-2-normal\"", "\"name\":\"bot\\u001b]0;pwned\\u0007\"",
                 "the text at seats[1].name (\"bot\\u001b]0;pwned\\u0007\") holds a control");
    save_refused("\"game\":\"mycity\"", "\"game\":\"mycity\\u0000x\"",
                 "the text at game (\"mycity\") holds a control character (U+0000)");
}

/* `citybox score` of a position: the game's load_position only sees a checked tree. */
static void score_refused(const char *text, const char *part)
{
    char path[] = "/tmp/citybox-strict-XXXXXX", *out = NULL, *err = NULL;
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    size_t on = 0, en = 0;
    FILE *o = open_memstream(&out, &on), *e = open_memstream(&err, &en);
    char *argv[] = {"citybox", "score", path, NULL};
    int rc = cli_run(3, argv, o, e);
    fclose(o);
    fclose(e);
    if (rc == 0 || !strstr(err, part))
        fail_msg("score: rc %d, \"%s\", expected \"%s\"; out: %s", rc, err, part, out);
    for (const unsigned char *u = (const unsigned char *)err; *u; u++)
        if ((*u < 0x20 && *u != '\n') || *u == 0x7F) fail_msg("raw control byte in: %s", err);
    free(out);
    free(err);
    unlink(path);
}

static void test_positions_are_read_strictly(void **st)
{
    (void)st;
    /* today's bug: "powerstation\u0000xyz" scored as a Power Station (Infinite City) */
    score_refused(
        "{\"game\":\"infinitecity\",\"players\":2,\"hands\":[[\"powerstation\\u0000xyz\"]]}",
        "the text at hands[0][0] (\"powerstation\") holds a control character (U+0000)");
    score_refused("{\"game\":\"mycity\",\"players\":2,\"players\":3}",
                  "the key \"players\" appears twice at the top level");
    score_refused("{\"game\":\"my\x1b[31mcity\",\"players\":2}",
                  "the text at game (\"my\\u001b[31mcity\")");
    /* whole numbers in the loaders of My City and the template (Mad City's and MegaCity's were) */
    score_refused("{\"game\":\"mycity\",\"players\":2.5}", "\"players\" must be a whole number");
    score_refused("{\"game\":\"template\",\"pile\":5.5}", "\"pile\": the stones left");
    score_refused("{\"game\":\"template\",\"pile\":5,\"taken\":[1,2.5]}", "do not fit this game");
}

int main(void)
{
    cJSON_Hooks hooks = {count_malloc, count_free};
    cJSON_InitHooks(&hooks);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_shipped_file_loads_within_its_estimate),
        cmocka_unit_test(test_a_long_real_save_is_within_budget),
        cmocka_unit_test(test_dense_files_are_refused_before_parsing),
        cmocka_unit_test(test_estimate_covers_strings_escapes_and_nesting),
        cmocka_unit_test(test_oversized_files_are_not_read),
        cmocka_unit_test(test_nul_in_a_string_is_refused_with_its_place),
        cmocka_unit_test(test_control_characters_are_refused_and_quoted_escaped),
        cmocka_unit_test(test_duplicate_keys_are_refused_with_their_place),
        cmocka_unit_test(test_paths_and_quotes),
        cmocka_unit_test(test_whole_numbers),
        cmocka_unit_test(test_saves_are_read_strictly),
        cmocka_unit_test(test_positions_are_read_strictly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
