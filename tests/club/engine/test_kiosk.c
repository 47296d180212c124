/* test_kiosk.c: club mode's kiosk lock: which PINs are accepted, the salted hash (never the PIN
 * in clear, a different salt gives a different hash, only the right PIN matches), and the lock
 * in the settings file: kept across a save and a load, and refused when its PIN hash is missing
 * or malformed (a lock nobody could open). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "club/kiosk.h"
#include "platform/settings.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_pin_form(void **st)
{
    (void)st;
    assert_true(kiosk_pin_valid("1234"));
    assert_true(kiosk_pin_valid("12345678"));
    assert_false(kiosk_pin_valid("123"));
    assert_false(kiosk_pin_valid("123456789"));
    assert_false(kiosk_pin_valid("12a4"));
    assert_false(kiosk_pin_valid(""));
    assert_false(kiosk_pin_valid(NULL));
}

static void test_pin_hash(void **st)
{
    (void)st;
    char a[40], b[40];
    kiosk_pin_hash("1234", 0x1122334455667788ull, a);
    kiosk_pin_hash("1234", 0x1122334455667789ull, b);
    assert_int_equal(strlen(a), 33);
    assert_null(strstr(a, "1234"));
    assert_string_not_equal(a, b); /* salted */
    assert_memory_equal(a, "1122334455667788:", 17);
    assert_true(kiosk_pin_matches("1234", a));
    assert_true(kiosk_pin_matches("1234", b));
    assert_false(kiosk_pin_matches("1235", a));
    assert_false(kiosk_pin_matches("12345", a));
    assert_false(kiosk_pin_matches("1234", ""));
}

static void test_lock_in_settings(void **st)
{
    (void)st;
    settings s, t;
    settings_defaults(&s);
    s.kiosk_locked = true;
    kiosk_pin_hash("9876", 42, s.kiosk_pin);
    char path[] = "/tmp/citybox-kiosk-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_true(settings_save(&s, path));
    char why[256];
    assert_true(settings_load(&t, path, why, sizeof why));
    assert_true(t.kiosk_locked);
    assert_true(kiosk_pin_matches("9876", t.kiosk_pin));
    unlink(path);

    /* a lock without a usable PIN hash is not kept: nobody could open it */
    const char *bad[] = {
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,\"kiosk_pin\":"
        "\"1234\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,"
        "\"kiosk_pin\":\"000000000000002a:zzzzzzzzzzzzzzzz\"}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_true(settings_from_text(&t, bad[i], strlen(bad[i])));
        assert_false(t.kiosk_locked);
        assert_string_equal(t.kiosk_pin, "");
    }
    /* a wrong type is a bad file, as for every other key */
    const char *typ = "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":\"yes\"}";
    assert_false(settings_from_text(&t, typ, strlen(typ)));
    /* an older file (no kiosk keys): unlocked */
    const char *old = "{\"format\":\"citybox-settings\",\"version\":1,\"fullscreen\":true}";
    assert_true(settings_from_text(&t, old, strlen(old)));
    assert_false(t.kiosk_locked);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pin_form),
        cmocka_unit_test(test_pin_hash),
        cmocka_unit_test(test_lock_in_settings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
