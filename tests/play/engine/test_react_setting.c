/* test_react_setting.c: the "Reaction time" setting of the reaction windows (play/react.h):
 * 3 s by default, 2 to 6 s, kept in the settings file, clamped when a file says otherwise, and
 * an older file without it gets the default. */
#include "platform/settings.h"
#include "play/react.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static settings from(const char *text)
{
    settings s;
    settings_defaults(&s);
    assert_true(settings_from_text(&s, text, strlen(text)));
    return s;
}

static void test_default_and_range(void **st)
{
    (void)st;
    settings s;
    settings_defaults(&s);
    assert_int_equal(s.react_seconds, REACT_DEFAULT_SECONDS);
    /* an older file, written before the setting existed */
    s = from("{\"format\": \"citybox-settings\", \"version\": 1, \"bot_pace\": \"fast\"}");
    assert_int_equal(s.react_seconds, REACT_DEFAULT_SECONDS);
    s = from("{\"format\": \"citybox-settings\", \"version\": 1, \"reaction_seconds\": 5}");
    assert_int_equal(s.react_seconds, 5);
    s = from("{\"format\": \"citybox-settings\", \"version\": 1, \"reaction_seconds\": 60}");
    assert_int_equal(s.react_seconds, REACT_MAX_SECONDS);
    s = from("{\"format\": \"citybox-settings\", \"version\": 1, \"reaction_seconds\": 0}");
    assert_int_equal(s.react_seconds, REACT_MIN_SECONDS);
    /* not a number: the file cannot be trusted (as for every other value) */
    settings_defaults(&s);
    const char *bad =
        "{\"format\": \"citybox-settings\", \"version\": 1, \"reaction_seconds\": \"x\"}";
    assert_false(settings_from_text(&s, bad, strlen(bad)));
}

static void test_round_trip(void **st)
{
    (void)st;
    char dir[] = "/tmp/cb_react_XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/settings.json", dir);
    settings s, t;
    settings_defaults(&s);
    s.react_seconds = 6;
    assert_true(settings_save(&s, path));
    char why[200];
    assert_true(settings_load(&t, path, why, sizeof why));
    assert_int_equal(t.react_seconds, 6);
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_and_range),
        cmocka_unit_test(test_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
