/* test_files_strict.c: the settings file and club mode's evening ladder go through the one strict
 * reader (core/json_load.h), like saves and positions: a key named twice, a control character in
 * a string (NUL included) and a fraction where a whole number is expected are refused, the
 * message naming the place and quoting the file escaped; the settings file is then kept aside
 * and the defaults used, the ladder kept as it is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "club/ladder.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "platform/settings.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void no_raw_control(const char *why)
{
    for (const unsigned char *u = (const unsigned char *)why; *u; u++)
        if (*u < 0x20 || *u == 0x7F || (u[0] == 0xC2 && u[1] >= 0x80 && u[1] <= 0x9F))
            fail_msg("raw control character in the message: %s", why);
}

/* Writes text (len bytes) as a settings file, loads it, expects a refusal naming part. */
static void settings_refused(const char *text, size_t len, const char *part)
{
    char dir[] = "/tmp/cb_strict_XXXXXX", path[256], why[512] = "", kept[300];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/settings.json", dir);
    assert_true(fs_write_atomic(path, text, len));
    settings s;
    assert_false(settings_load(&s, path, why, sizeof why));
    if (!strstr(why, part)) fail_msg("refused with \"%s\", expected \"%s\"", why, part);
    no_raw_control(why);
    settings d;
    settings_defaults(&d);
    assert_int_equal(s.ui_scale, d.ui_scale); /* the defaults, nothing half-read */
    assert_string_equal(s.language, d.language);
    snprintf(kept, sizeof kept, "%s.bad-1", path);
    size_t got = 0;
    char *again = fs_read_all(kept, &got);
    assert_non_null(again); /* kept aside, byte for byte */
    assert_int_equal(got, len);
    assert_memory_equal(again, text, len);
    free(again);
    unlink(kept);
    rmdir(dir);
}

#define SETTINGS(body)       "{\"format\":\"citybox-settings\",\"version\":1," body "}"
#define S_REFUSED(lit, part) settings_refused(lit, sizeof lit - 1, part)

static void test_settings_strict(void **st)
{
    (void)st;
    S_REFUSED(SETTINGS("\"ui_scale\":125,\"ui_scale\":200"),
              "because it is damaged (the key \"ui_scale\" appears twice at the top level)");
    S_REFUSED(SETTINGS("\"language\":\"fr\\u0000de\""),
              "the text at language (\"fr\") holds a control character (U+0000)");
    S_REFUSED(SETTINGS("\"bot_pace\":\"fast\x1b[31m\""),
              "the text at bot_pace (\"fast\\u001b[31m\") holds a control character (U+001B)");
    S_REFUSED(SETTINGS("\"music_volume\":60.5"),
              "a value in it has the wrong type (the value at music_volume (60.5) is not a whole "
              "number");
    S_REFUSED(SETTINGS("\"ui_scale\":\"125\""), "the value at ui_scale is not a whole number");
    S_REFUSED(SETTINGS("\"fullscreen\":1"), "the value at fullscreen is not true or false");
    /* the kept file's name is said, the message is in the player's language */
    i18n_set_language("fr");
    char dir[] = "/tmp/cb_strict_XXXXXX", path[256], why[512];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/settings.json", dir);
    static const char twice[] = SETTINGS("\"ui_scale\":125,\"ui_scale\":200");
    assert_true(fs_write_atomic(path, twice, sizeof twice - 1));
    settings s;
    assert_false(settings_load(&s, path, why, sizeof why));
    printf("fr: %s\n", why);
    assert_non_null(strstr(why, "la clé « ui_scale » apparaît deux fois"));
    i18n_set_language("en");
    snprintf(path, sizeof path, "%s/settings.json.bad-1", dir);
    unlink(path);
    rmdir(dir);
}

#define LADDER(players, games)                                                                     \
    "{\"format\":\"citybox-ladder\",\"version\":1,\"active\":true,\"started\":\"today\","          \
    "\"players\":" players ",\"games\":" games "}"

static ladder L;

static void ladder_refused(const char *text, size_t len, ladder_problem p, const char *part)
{
    char why[256] = "";
    ladder_problem got = ladder_from_text_why(&L, text, len, why, sizeof why);
    if (got != p || !strstr(why, part))
        fail_msg("problem %d \"%s\", expected %d \"%s\"", got, why, p, part);
    no_raw_control(why);
    assert_int_equal(L.nplayers, 0); /* nothing half-read */
}

#define L_REFUSED(lit, p, part) ladder_refused(lit, sizeof lit - 1, p, part)

static void test_ladder_strict(void **st)
{
    (void)st;
    static const char good[] =
        LADDER("[\"Ann\",\"Ben\"]", "[{\"game\":\"mycity\",\"key\":\"7\",\"seats\":[{\"name\":"
                                    "\"Ann\",\"rank\":1,\"points\":5},{\"name\":\"Ben\",\"rank\":"
                                    "2,\"points\":3}]}]");
    char why[256];
    assert_int_equal(ladder_from_text_why(&L, good, sizeof good - 1, why, sizeof why), LADDER_OK);
    assert_string_equal(why, "");
    assert_int_equal(L.ngames, 1);
    L_REFUSED(LADDER("[\"Ann\"]", "[{\"game\":\"mycity\",\"key\":\"7\",\"seats\":[{\"name\":"
                                  "\"Ann\",\"rank\":1.5,\"points\":5}]}]"),
              LADDER_BAD_VALUE,
              "the value at games[0].seats[0].rank (1.5) is not a whole number from 1 to 6");
    L_REFUSED(LADDER("[\"Ann\",\"B\\u001b[2Jen\"]", "[]"), LADDER_BAD_JSON,
              "the text at players[1] (\"B\\u001b[2Jen\") holds a control character (U+001B)");
    L_REFUSED(LADDER("[\"Ann\",\"Zo\\u0000e\"]", "[]"), LADDER_BAD_JSON,
              "the text at players[1] (\"Zo\") holds a control character (U+0000)");
    L_REFUSED(
        LADDER("[\"Ann\"]", "[{\"game\":\"mycity\",\"key\":\"7\",\"key\":\"8\",\"seats\":[]}]"),
        LADDER_BAD_JSON, "the key \"key\" appears twice at games[0]");
    L_REFUSED(LADDER("[\"Ann\"]", "[{\"game\":\"mycity\",\"key\":\"7\",\"seats\":[]}]"),
              LADDER_BAD_VALUE, "games[0].seats: a game has 1 to 6 seats");
    L_REFUSED(LADDER("[\"Ann\",\"Ann\"]", "[]"), LADDER_BAD_VALUE,
              "players[1]: not a new player's name");

    /* the file: read by the same reader, what is wrong said with its place */
    char path[] = "/tmp/cb_ladder_strict_XXXXXX";
    int fd = mkstemp(path);
    static const char dup[] = "{\"format\":\"citybox-ladder\",\"format\":\"x\"}";
    assert_true(write(fd, dup, sizeof dup - 1) == (ssize_t)(sizeof dup - 1));
    close(fd);
    assert_int_equal(ladder_load_why(&L, path, why, sizeof why), LADDER_BAD_JSON);
    assert_non_null(strstr(why, "the key \"format\" appears twice at the top level"));
    unlink(path);
}

int main(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_strict),
        cmocka_unit_test(test_ladder_strict),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
