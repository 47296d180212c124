/* test_core.c: the core layer: RNG, files (atomic write, keep-aside), log rotation, language
 * switching, option parsing and the {N} player names in rules texts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "core/rng.h"
#include "games/game.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[256];

static int make_dir(void **st)
{
    (void)st;
    snprintf(dir, sizeof dir, "/tmp/citybox-core-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static void test_rng_same_seed_same_sequence(void **st)
{
    (void)st;
    rng_state a, b, c;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    rng_seed(&c, 43);
    int differs = 0;
    for (int i = 0; i < 1000; i++) {
        uint32_t x = rng_next(&a);
        assert_int_equal(x, rng_next(&b));
        differs += x != rng_next(&c);
    }
    assert_true(differs > 990);
}

static void test_rng_ranges_and_shuffle(void **st)
{
    (void)st;
    rng_state r;
    rng_seed(&r, 7);
    int seen[8] = {0};
    for (int i = 0; i < 8000; i++) {
        int v = rng_range(&r, 1, 8);
        assert_true(v >= 1 && v <= 8);
        seen[v - 1]++;
        double u = rng_unit(&r);
        assert_true(u >= 0 && u < 1);
    }
    for (int i = 0; i < 8; i++) assert_true(seen[i] > 800 && seen[i] < 1200); /* ~1000 each */
    int deck[20], sum = 0;
    for (int i = 0; i < 20; i++) deck[i] = i;
    rng_shuffle(&r, deck, 20, sizeof deck[0]);
    for (int i = 0; i < 20; i++) sum += deck[i];
    assert_int_equal(sum, 190); /* a permutation */
}

static void test_atomic_write_and_read(void **st)
{
    (void)st;
    char path[300], tmp[320];
    snprintf(path, sizeof path, "%s/a.json", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_true(fs_write_atomic(path, "first", 5));
    assert_true(fs_write_atomic(path, "second!", 7));
    size_t len = 0;
    char *got = fs_read_all(path, &len);
    assert_non_null(got);
    assert_int_equal(len, 7);
    assert_string_equal(got, "second!");
    free(got);
    assert_false(fs_exists(tmp)); /* nothing half-written left behind */
    char bad[300];
    snprintf(bad, sizeof bad, "%s/no/such/dir/x", dir);
    assert_false(fs_write_atomic(bad, "x", 1));
    assert_null(fs_read_all(bad, NULL));
}

static void test_keep_aside_never_overwrites(void **st)
{
    (void)st;
    char path[300], moved[400], moved2[400];
    snprintf(path, sizeof path, "%s/bad.json", dir);
    assert_true(fs_write_atomic(path, "one", 3));
    assert_true(fs_keep_aside(path, moved, sizeof moved));
    assert_false(fs_exists(path));
    assert_true(fs_write_atomic(path, "two", 3));
    assert_true(fs_keep_aside(path, moved2, sizeof moved2));
    assert_string_not_equal(moved, moved2);
    char *a = fs_read_all(moved, NULL), *b = fs_read_all(moved2, NULL);
    assert_string_equal(a, "one");
    assert_string_equal(b, "two");
    free(a);
    free(b);
}

static void test_log_rotates(void **st)
{
    (void)st;
    char path[300], old[320];
    snprintf(path, sizeof path, "%s/citybox.log", dir);
    snprintf(old, sizeof old, "%s.1", path);
    log_set_quiet(1);
    log_set_file(path);
    char line[1024];
    memset(line, 'x', sizeof line - 1);
    line[sizeof line - 1] = 0;
    for (int i = 0; i < 700; i++) LOG_I("%s", line); /* ~700 KiB: passes the 512 KiB limit */
    log_close();
    log_set_quiet(0);
    struct stat st_now;
    assert_true(fs_exists(old));
    assert_int_equal(stat(path, &st_now), 0);
    assert_true(st_now.st_size < 512 * 1024);
}

static void test_language_switch(void **st)
{
    (void)st;
    const char *build = getenv("CITYBOX_BUILD");
    if (!build) skip();
    char locale[512];
    snprintf(locale, sizeof locale, "%s/locale", build);
    i18n_init(locale);
    i18n_set_language("fr");
    assert_string_equal(i18n_language(), "fr");
    assert_string_equal(_("Undo"), "Défaire");
    i18n_set_language("en");
    assert_string_equal(_("Undo"), "Undo");
    i18n_set_language("de"); /* unknown: English */
    assert_string_equal(i18n_language(), "en");
}

/* A damaged catalog (not one, truncated, offsets past its end, unsorted) leaves English and
 * says so in the log; nothing is read outside the file (ASan). */
static void test_language_catalog_damaged(void **st)
{
    (void)st;
    char dir[] = "/tmp/cb_i18n_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char sub[128], path[160];
    snprintf(sub, sizeof sub, "%s/fr/LC_MESSAGES", dir);
    assert_true(fs_mkdirs(sub));
    snprintf(path, sizeof path, "%s/citybox.mo", sub);
    /* header: magic, revision 0, 1 message, originals at 28, translations at 36 */
    unsigned char past_end[44] = {0xde,
                                  0x12,
                                  0x04,
                                  0x95,
                                  0,
                                  0,
                                  0,
                                  0,
                                  1,
                                  0,
                                  0,
                                  0,
                                  28,
                                  0,
                                  0,
                                  0,
                                  36,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  /* original: 4 bytes at 4000 */ 4,
                                  0,
                                  0,
                                  0,
                                  0xa0,
                                  0x0f,
                                  0,
                                  0,
                                  /* translation: 4 bytes at 40 */ 4,
                                  0,
                                  0,
                                  0,
                                  40,
                                  0,
                                  0,
                                  0};
    unsigned char unsorted[64] = {0xde,
                                  0x12,
                                  0x04,
                                  0x95,
                                  0,
                                  0,
                                  0,
                                  0,
                                  2,
                                  0,
                                  0,
                                  0,
                                  28,
                                  0,
                                  0,
                                  0,
                                  44,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  0,
                                  /* originals "b", "a" */ 1,
                                  0,
                                  0,
                                  0,
                                  60,
                                  0,
                                  0,
                                  0,
                                  1,
                                  0,
                                  0,
                                  0,
                                  62,
                                  0,
                                  0,
                                  0,
                                  /* translations */ 1,
                                  0,
                                  0,
                                  0,
                                  60,
                                  0,
                                  0,
                                  0,
                                  1,
                                  0,
                                  0,
                                  0,
                                  62,
                                  0,
                                  0,
                                  0,
                                  'b',
                                  0,
                                  'a',
                                  0};
    struct {
        const void *data;
        size_t len;
    } bad[] = {{"not a catalog at all", 20},
               {past_end, 20},
               {past_end, sizeof past_end},
               {unsorted, sizeof unsorted}};
    log_set_quiet(1);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_true(fs_write_atomic(path, bad[i].data, bad[i].len));
        i18n_init(dir);
        i18n_set_language("fr");
        assert_string_equal(i18n_language(), "en");
        assert_string_equal(_("Undo"), "Undo");
        i18n_init("/"); /* another folder: the next damaged file is read afresh */
    }
    log_set_quiet(0);
    unlink(path);
    const char *build = getenv("CITYBOX_BUILD");
    if (build) { /* the real catalog again, for the tests after this one */
        char locale[512];
        snprintf(locale, sizeof locale, "%s/locale", build);
        i18n_init(locale);
        i18n_set_language("fr");
        assert_string_equal(_("Undo"), "Défaire");
        assert_string_equal(_("a message with no translation"), "a message with no translation");
        i18n_set_language("en");
    }
}

static void test_params_parse(void **st)
{
    (void)st;
    const game_def *g = game_find("mycity");
    assert_non_null(g);
    game_params p;
    char why[GAME_REASON_LEN];
    game_params_default(g, &p, 3);
    assert_true(game_params_set(g, &p, "hex=on", why, sizeof why));
    assert_int_equal(p.opt[game_option_index(g, "hex")], 1);
    assert_false(game_params_set(g, &p, "hex=perhaps", why, sizeof why));
    assert_non_null(strstr(why, "perhaps"));
    assert_false(game_params_set(g, &p, "nosuch=1", why, sizeof why));
    assert_non_null(strstr(why, "nosuch"));
    assert_false(game_params_set(g, &p, "novalue", why, sizeof why));
    p.players = 9;
    assert_false(game_validate(g, &p, why, sizeof why));
    assert_non_null(strstr(why, "9"));
}

static void test_format_reason(void **st)
{
    (void)st;
    const char *names[] = {"Alice", "Bob", "Chloé"};
    char out[128];
    game_format_reason("{0} 5, {2} 4, {1}", names, 3, out, sizeof out);
    assert_string_equal(out, "Alice 5, Chloé 4, Bob");
    game_format_reason("{4} and {x} and {", names, 3, out, sizeof out);
    assert_string_equal(out, "Player 5 and {x} and {");
    game_format_reason("{0}{0}{0}", names, 3, out, 8); /* truncated, still terminated */
    assert_int_equal(strlen(out), 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_same_seed_same_sequence),
        cmocka_unit_test(test_rng_ranges_and_shuffle),
        cmocka_unit_test(test_atomic_write_and_read),
        cmocka_unit_test(test_keep_aside_never_overwrites),
        cmocka_unit_test(test_log_rotates),
        cmocka_unit_test(test_language_switch),
        cmocka_unit_test(test_language_catalog_damaged),
        cmocka_unit_test(test_params_parse),
        cmocka_unit_test(test_format_reason),
    };
    return cmocka_run_group_tests(tests, make_dir, NULL);
}
