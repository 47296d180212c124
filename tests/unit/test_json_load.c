/* test_json_load.c: loading a player's JSON with bounded memory (core/json_load.h). cJSON's
 * allocations are counted through its hooks, charged as glibc charges them, and compared with
 * the estimate the loader checks before parsing: the estimate is never below the real cost,
 * every file the project ships (saves, positions, figures) is within the budget, a long real
 * save is too, and dense or oversized files are refused without being parsed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "core/json_load.h"
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
        "{\"a\":{\"b\":{\"c\":[1,[2,[3,{\"d\":\"\\u00e9\\n\\\\x\"}]]]}}}",
        "[{\"k\":\"v\"},{\"k\":[]},{\"\":{}}]",
        "  [ 1 , 2 , \"three\" , null , true , false , -1.5e3 ]  ",
        "[123456789012345678901234567890123456789012345678901234567890.5e-300]",
        "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\"",
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
