/* test_settings.c: settings survive a round trip; every kind of bad file gives the defaults,
 * a message, and is kept aside byte for byte; values are clamped; saves are atomic. */
#include "core/fsutil.h"
#include "core/i18n.h"
#include "platform/settings.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

typedef struct tmpdir {
    char dir[256];
    char path[300]; /* dir/settings.json */
} tmpdir;

static void tmp_make(tmpdir *t)
{
    snprintf(t->dir, sizeof t->dir, "/tmp/cb_settings_XXXXXX");
    assert_non_null(mkdtemp(t->dir));
    snprintf(t->path, sizeof t->path, "%s/settings.json", t->dir);
}

static void rm_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return;
    if (S_ISDIR(st.st_mode)) {
        DIR *d = opendir(path);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char sub[1024];
            snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
            rm_tree(sub);
        }
        if (d) closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static int count_entries(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
    if (d) closedir(d);
    return n;
}

static void write_bytes(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    if (len) assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static void assert_same(const settings *a, const settings *b)
{
    assert_int_equal(a->fullscreen, b->fullscreen);
    assert_int_equal(a->window_w, b->window_w);
    assert_int_equal(a->window_h, b->window_h);
    assert_int_equal(a->music_volume, b->music_volume);
    assert_int_equal(a->effects_volume, b->effects_volume);
    assert_string_equal(a->language, b->language);
    assert_int_equal(a->ui_scale, b->ui_scale);
    assert_int_equal(a->reduced_motion, b->reduced_motion);
    assert_int_equal(a->bot_pace, b->bot_pace);
}

static void assert_defaults(const settings *s)
{
    settings d;
    settings_defaults(&d);
    assert_same(s, &d);
}

static settings unusual(void)
{
    settings s = {
        .fullscreen = true,
        .window_w = 1920,
        .window_h = 1080,
        .music_volume = 5,
        .effects_volume = 100,
        .language = "fr",
        .ui_scale = 150,
        .reduced_motion = true,
        .bot_pace = PACE_INSTANT,
    };
    return s;
}

static void test_live_defaults(void **state)
{
    (void)state;
    settings d;
    settings_defaults(&d);
    assert_int_equal(d.window_w, 1280);
    assert_int_equal(d.window_h, 720);
    assert_false(d.fullscreen);
    assert_int_equal(d.music_volume, 60);
    assert_int_equal(d.effects_volume, 80);
    assert_string_equal(d.language, "");
    assert_int_equal(d.ui_scale, 100);
    assert_false(d.reduced_motion);
    assert_int_equal(d.bot_pace, PACE_NORMAL);
    assert_same(settings_get(), &d);
}

static void test_round_trip(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings a = unusual(), b;
    char why[256] = "stale";
    assert_true(settings_save(&a, t.path));
    assert_true(settings_load(&b, t.path, why, sizeof why));
    assert_string_equal(why, "");
    assert_same(&a, &b);
    for (int pace = PACE_SLOW; pace <= PACE_INSTANT; pace++) {
        a.bot_pace = (bot_pace)pace;
        assert_true(settings_save(&a, t.path));
        assert_true(settings_load(&b, t.path, why, sizeof why));
        assert_int_equal(b.bot_pace, pace);
    }
    size_t len;
    char *text = fs_read_all(t.path, &len);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"format\":\t\"citybox-settings\""));
    assert_non_null(strstr(text, "\"version\":\t1"));
    free(text);
    rm_tree(t.dir);
}

static void test_missing_file(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings s = unusual();
    char why[256] = "stale";
    assert_true(settings_load(&s, t.path, why, sizeof why));
    assert_string_equal(why, "");
    assert_defaults(&s);
    assert_int_equal(count_entries(t.dir), 0); /* loading never creates the file */
    rm_tree(t.dir);
}

/* One bad file: defaults, false, a message, kept aside byte-identical as .bad-1, the path left
 * free until an explicit save, which then leaves the kept file alone. */
static void check_bad(const char *label, const void *bytes, size_t len)
{
    tmpdir t;
    tmp_make(&t);
    write_bytes(t.path, bytes, len);
    settings s = unusual();
    char why[512] = "";
    char bad[400];
    snprintf(bad, sizeof bad, "%s.bad-1", t.path);
    if (settings_load(&s, t.path, why, sizeof why)) fail_msg("%s: accepted", label);
    assert_defaults(&s);
    if (why[0] == 0) fail_msg("%s: no message", label);
    assert_non_null(strstr(why, bad)); /* says where the old file went */
    assert_false(fs_exists(t.path));
    size_t got_len = 0;
    char *got = fs_read_all(bad, &got_len);
    assert_non_null(got);
    assert_int_equal(got_len, len);
    if (len) assert_memory_equal(got, bytes, len);
    free(got);

    settings fresh = unusual();
    assert_true(settings_save(&fresh, t.path));
    got = fs_read_all(bad, &got_len);
    assert_non_null(got);
    assert_int_equal(got_len, len);
    if (len) assert_memory_equal(got, bytes, len);
    free(got);
    assert_true(settings_load(&s, t.path, why, sizeof why));
    assert_same(&s, &fresh);
    rm_tree(t.dir);
}

static void test_corrupt_files(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "",
        "{",
        "}",
        "[1, 2, 3]",
        "[]",
        "\"settings\"",
        "42",
        "null",
        "{\"format\": \"citybox-settings\", \"version\": 1, \"ui_scale\": \"big\"}",
        "{\"format\": \"citybox-settings\", \"version\": 1, \"fullscreen\": 1}",
        "{\"format\": \"citybox-settings\", \"version\": 1, \"music_volume\": [60]}",
        "{\"format\": \"citybox-settings\", \"version\": 1, \"language\": 7}",
        "{\"format\": \"citybox-settings\", \"version\": 1, \"bot_pace\": null}",
        "{\"format\": \"citybox-settings\", \"version\": 99}",
        "{\"format\": \"citybox-settings\", \"version\": 2, \"music_volume\": 10}",
        "{\"format\": \"citybox-settings\", \"version\": 0}",
        "{\"format\": \"citybox-settings\", \"version\": 1.5}",
        "{\"format\": \"citybox-settings\", \"version\": \"1\"}",
        "{\"format\": \"citybox-settings\"}",
        "{\"format\": \"other-app\", \"version\": 1}",
        "{\"version\": 1}",
        "{\"format\": \"citybox-settings\", \"version\": 1} trailing",
        "{\"format\": \"citybox-settings\", \"version\": 1}{}",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        check_bad(texts[i], texts[i], strlen(texts[i]));

    unsigned char noise[512];
    unsigned x = 12345;
    for (int round = 0; round < 8; round++) {
        for (size_t i = 0; i < sizeof noise; i++) {
            x = x * 1103515245u + 12345u;
            noise[i] = (unsigned char)(x >> 16);
        }
        check_bad("random bytes", noise, sizeof noise);
    }
    static const char nul_inside[] = "{\"format\": \"citybox-settings\", \"version\": 1}\0{";
    check_bad("NUL inside", nul_inside, sizeof nul_inside - 1);
}

static void test_truncated_files(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings a = unusual();
    assert_true(settings_save(&a, t.path));
    size_t len;
    char *text = fs_read_all(t.path, &len);
    assert_non_null(text);
    rm_tree(t.dir);
    size_t close = (size_t)(strrchr(text, '}') - text); /* cut anywhere before it */
    size_t cuts[] = {1, 2, 7, close / 4, close / 3, close / 2, 2 * close / 3, close - 1, close};
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        char label[64];
        snprintf(label, sizeof label, "truncated at %zu of %zu", cuts[i], len);
        check_bad(label, text, cuts[i]);
    }
    free(text);
}

static void test_directory_instead_of_file(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    assert_int_equal(mkdir(t.path, 0755), 0);
    char inner[400], bad[400], why[512] = "";
    snprintf(inner, sizeof inner, "%s/keep.txt", t.path);
    write_bytes(inner, "keep", 4);
    settings s = unusual();
    assert_false(settings_load(&s, t.path, why, sizeof why));
    assert_defaults(&s);
    assert_true(why[0] != 0);
    assert_false(fs_exists(t.path));
    snprintf(bad, sizeof bad, "%s.bad-1/keep.txt", t.path);
    size_t len;
    char *got = fs_read_all(bad, &len);
    assert_non_null(got);
    assert_int_equal(len, 4);
    free(got);
    assert_true(settings_save(&s, t.path));
    assert_true(settings_load(&s, t.path, why, sizeof why));
    rm_tree(t.dir);
}

static void test_bad_files_accumulate(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings s;
    char why[512], bad[400];
    write_bytes(t.path, "first", 5);
    assert_false(settings_load(&s, t.path, why, sizeof why));
    write_bytes(t.path, "second", 6);
    assert_false(settings_load(&s, t.path, why, sizeof why));
    snprintf(bad, sizeof bad, "%s.bad-2", t.path);
    assert_non_null(strstr(why, bad));
    size_t len;
    char *got = fs_read_all(bad, &len);
    assert_non_null(got);
    assert_memory_equal(got, "second", 6);
    free(got);
    snprintf(bad, sizeof bad, "%s.bad-1", t.path);
    got = fs_read_all(bad, &len);
    assert_non_null(got);
    assert_memory_equal(got, "first", 5);
    free(got);
    rm_tree(t.dir);
}

static void test_unreadable_file(void **state)
{
    (void)state;
    if (geteuid() == 0) skip(); /* root reads anything */
    tmpdir t;
    tmp_make(&t);
    write_bytes(t.path, "{}", 2);
    assert_int_equal(chmod(t.path, 0), 0);
    settings s = unusual();
    char why[512] = "";
    assert_false(settings_load(&s, t.path, why, sizeof why));
    assert_defaults(&s);
    assert_true(why[0] != 0);
    assert_false(fs_exists(t.path));
    rm_tree(t.dir);
}

static void test_clamped_values(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    static const char text[] =
        "{\"format\": \"citybox-settings\", \"version\": 1, \"music_volume\": 500,"
        " \"effects_volume\": -3, \"ui_scale\": 50, \"window_w\": 10, \"window_h\": 1e300,"
        " \"language\": \"xx\", \"bot_pace\": \"warp\", \"fullscreen\": true,"
        " \"shiny_new_option\": {\"a\": [1, 2]}, \"reduced_motion\": true}";
    write_bytes(t.path, text, sizeof text - 1);
    settings s;
    char why[256] = "stale";
    assert_true(settings_load(&s, t.path, why, sizeof why));
    assert_string_equal(why, "");
    assert_int_equal(s.music_volume, 100);
    assert_int_equal(s.effects_volume, 0);
    assert_int_equal(s.ui_scale, 100);
    assert_int_equal(s.window_w, 320);
    assert_int_equal(s.window_h, 16384);
    assert_string_equal(s.language, "");
    assert_int_equal(s.bot_pace, PACE_NORMAL);
    assert_true(s.fullscreen);
    assert_true(s.reduced_motion);
    assert_true(fs_exists(t.path)); /* a good file stays where it is */

    static const char other[] = "{\"format\": \"citybox-settings\", \"version\": 1,"
                                " \"ui_scale\": 999, \"music_volume\": 34,"
                                " \"language\": \"a-much-too-long-code\"}";
    write_bytes(t.path, other, sizeof other - 1);
    assert_true(settings_load(&s, t.path, why, sizeof why));
    assert_int_equal(s.ui_scale, 200);
    assert_int_equal(s.music_volume, 34);
    assert_string_equal(s.language, "");
    /* a whole number is expected: 33.6 is refused (the file kept aside), not rounded */
    static const char frac[] = "{\"format\": \"citybox-settings\", \"version\": 1,"
                               " \"music_volume\": 33.6}";
    write_bytes(t.path, frac, sizeof frac - 1);
    assert_false(settings_load(&s, t.path, why, sizeof why));
    assert_non_null(strstr(why, "music_volume (33.6) is not a whole number"));
    assert_int_equal(s.music_volume, 60);
    assert_int_equal(s.effects_volume, 80); /* missing keys keep their defaults */

    settings c = unusual();
    c.music_volume = -1;
    c.effects_volume = 101;
    c.ui_scale = 1000;
    c.bot_pace = (bot_pace)42;
    memcpy(c.language, "de", 3);
    settings_clamp(&c);
    assert_int_equal(c.music_volume, 0);
    assert_int_equal(c.effects_volume, 100);
    assert_int_equal(c.ui_scale, 200);
    assert_int_equal(c.bot_pace, PACE_NORMAL);
    assert_string_equal(c.language, "");
    rm_tree(t.dir);
}

static void test_atomic_save(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings a = unusual(), b;
    char tmp[400], why[256];
    snprintf(tmp, sizeof tmp, "%s.tmp", t.path);
    write_bytes(t.path, "old contents", 12);
    assert_true(settings_save(&a, t.path));
    assert_false(fs_exists(tmp));
    assert_int_equal(count_entries(t.dir), 1);
    assert_true(settings_load(&b, t.path, why, sizeof why));
    assert_same(&a, &b);
    char missing[400];
    snprintf(missing, sizeof missing, "%s/no/such/dir/settings.json", t.dir);
    assert_false(settings_save(&a, missing));
    rm_tree(t.dir);
}

static int hook_calls;
static const settings *hook_seen;
static void hook(const settings *s)
{
    hook_calls++;
    hook_seen = s;
}

static void test_apply(void **state)
{
    (void)state;
    tmpdir t;
    tmp_make(&t);
    settings_set_path(t.path);
    settings_set_apply_hook(hook);
    settings *live = settings_get();
    live->music_volume = 150;
    live->bot_pace = PACE_FAST;
    settings_apply();
    assert_int_equal(hook_calls, 1);
    assert_ptr_equal(hook_seen, live);
    assert_int_equal(live->music_volume, 100);
    settings s;
    char why[256];
    assert_true(settings_load(&s, t.path, why, sizeof why));
    assert_same(&s, live);
    settings_set_apply_hook(NULL);
    settings_set_path(NULL);
    settings_defaults(live);
    rm_tree(t.dir);
}

/* The message is translated when the French catalogue has been built. */
static void test_message_in_french(void **state)
{
    (void)state;
    char locale[512], mo[600];
    const char *build = getenv("CITYBOX_BUILD");
    snprintf(locale, sizeof locale, "%s/locale", build ? build : CITYBOX_SOURCE_DIR "/build");
    snprintf(mo, sizeof mo, "%s/fr/LC_MESSAGES/citybox.mo", locale);
    if (!fs_exists(mo)) skip();
    i18n_init(locale);
    i18n_set_language("fr");
    tmpdir t;
    tmp_make(&t);
    write_bytes(t.path, "{", 1);
    settings s;
    char why[512] = "";
    assert_false(settings_load(&s, t.path, why, sizeof why));
    assert_non_null(strstr(why, "réglages"));
    i18n_set_language("en");
    rm_tree(t.dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_live_defaults),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_corrupt_files),
        cmocka_unit_test(test_truncated_files),
        cmocka_unit_test(test_directory_instead_of_file),
        cmocka_unit_test(test_bad_files_accumulate),
        cmocka_unit_test(test_unreadable_file),
        cmocka_unit_test(test_clamped_values),
        cmocka_unit_test(test_atomic_save),
        cmocka_unit_test(test_apply),
        cmocka_unit_test(test_message_in_french),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
