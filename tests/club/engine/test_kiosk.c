/* test_kiosk.c: club mode's kiosk lock, on a clock the test moves (kiosk_set_clock):
 * - which PINs are accepted; the PIN's record is libsodium's Argon2id (crypto_pwhash_str with the
 *   interactive limits), salted, never the PIN in clear, and only the right PIN opens it;
 * - a record in the older FNV-1a form still opens the lock once, and that unlock replaces it
 *   with an Argon2id record in the file;
 * - the settings file is written 0600, also over an older 0644 one;
 * - wrong PINs are counted in the settings file with the wait: the pad keeps nothing, so a
 *   "restart" (the file read again) still waits; the wait grows (30 s, 1, 2, 5, 10, 15 min); a
 *   right PIN typed during a wait is not looked at;
 * - a guesser who tries as fast as the lock allows gets at most 5 PINs in any minute and a
 *   handful an hour;
 * - a clock set back does not make a wait longer than its length;
 * - the unlock gives back the organiser's own fullscreen setting;
 * - the kiosk keys of the settings file: kept across a save and a load, a lock without a usable
 *   PIN record dropped, wrong types refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "club/kiosk.h"
#include "core/hash.h"
#include "platform/settings.h"
#include <inttypes.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static double fake_now; /* the lock's clock in these tests: seconds from the test's start */
static char dir[64], path[128];

static double fake_clock(void)
{
    return fake_now;
}

static char *read_file(const char *p)
{
    FILE *f = fopen(p, "rb");
    assert_non_null(f);
    static char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* The live settings, unlocked, saved to the test's file. */
static int fresh(void **st)
{
    (void)st;
    settings_defaults(settings_get());
    settings_set_path(path);
    unlink(path);
    kiosk_set_clock(fake_clock);
    fake_now = 1000;
    return 0;
}

/* A restart: the live settings read again from the file. */
static void restart(void)
{
    char why[256];
    assert_true(settings_load(settings_get(), path, why, sizeof why));
    kiosk_set_clock(fake_clock); /* the clock too starts again from the wall clock */
}

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

static void test_pin_record_is_argon2id(void **st)
{
    (void)st;
    char a[SETTINGS_PIN_LEN], b[SETTINGS_PIN_LEN];
    assert_true(kiosk_pin_hash("1234", a, sizeof a));
    assert_true(kiosk_pin_hash("1234", b, sizeof b));
    assert_memory_equal(a, "$argon2id$", 10);
    assert_true(settings_pin_record_ok(a));
    /* the interactive limits: 64 MiB and 2 passes */
    assert_non_null(strstr(a, "m=65536,t=2,"));
    assert_int_equal(crypto_pwhash_str_needs_rehash(a, crypto_pwhash_OPSLIMIT_INTERACTIVE,
                                                    crypto_pwhash_MEMLIMIT_INTERACTIVE),
                     0);
    assert_null(strstr(a, "1234"));
    assert_string_not_equal(a, b); /* salted */
    assert_true(kiosk_pin_matches("1234", a));
    assert_true(kiosk_pin_matches("1234", b));
    assert_false(kiosk_pin_matches("1235", a));
    assert_false(kiosk_pin_matches("12345", a));
    assert_false(kiosk_pin_matches("1234", ""));
    assert_false(kiosk_pin_hash("12", a, sizeof a));
    assert_false(kiosk_pin_hash("1234", a, 40)); /* no room for the record */
}

/* The record CityBox 0.1 wrote for pin with salt. */
static void old_record(const char *pin, uint64_t salt, char out[40])
{
    uint64_t h = HASH_SEED;
    for (int i = 0; i < 20000; i++) {
        h = hash_bytes(h, &salt, sizeof salt);
        h = hash_bytes(h, pin, strlen(pin));
    }
    snprintf(out, 40, "%016" PRIx64 ":%016" PRIx64, salt, h);
}

static void test_old_record_upgraded(void **st)
{
    (void)st;
    settings *s = settings_get();
    old_record("4321", 0x1122334455667788ull, s->kiosk_pin);
    s->kiosk_locked = true;
    settings_apply();
    restart();
    assert_true(kiosk_locked()); /* a visitor never finds it unlocked by an update */
    assert_false(kiosk_pin_matches("4322", s->kiosk_pin));
    assert_int_equal(kiosk_unlock("4322"), KIOSK_WRONG);
    assert_int_equal(kiosk_unlock("4321"), KIOSK_OPENED);
    assert_memory_equal(s->kiosk_pin, "$argon2id$", 10);
    assert_non_null(strstr(read_file(path), "$argon2id$"));
    assert_true(kiosk_lock("5555")); /* locking again: a new record, the count from zero */
    assert_int_equal(kiosk_fails(), 0);
    assert_int_equal(kiosk_unlock("5555"), KIOSK_OPENED);
}

static void test_file_is_0600(void **st)
{
    (void)st;
    umask(022);
    FILE *f = fopen(path, "w"); /* an older CityBox's file, readable by everyone */
    assert_non_null(f);
    fputs("{\"format\":\"citybox-settings\",\"version\":1}\n", f);
    fclose(f);
    chmod(path, 0644);
    assert_true(kiosk_lock("2468"));
    struct stat sb;
    assert_int_equal(stat(path, &sb), 0);
    assert_int_equal(sb.st_mode & 0777, 0600);
    char tmp[160]; /* a stale temporary file does not lend its mode */
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    f = fopen(tmp, "w");
    assert_non_null(f);
    fclose(f);
    chmod(tmp, 0666);
    settings_apply();
    assert_int_equal(stat(path, &sb), 0);
    assert_int_equal(sb.st_mode & 0777, 0600);
}

static void test_wrong_pins_kept_and_waits_grow(void **st)
{
    (void)st;
    assert_true(kiosk_lock("2468"));
    assert_int_equal(kiosk_unlock("1111"), KIOSK_WRONG);
    assert_int_equal(kiosk_unlock("1112"), KIOSK_WRONG);
    assert_true(kiosk_wait_left() == 0); /* two free tries */
    assert_int_equal(kiosk_unlock("1113"), KIOSK_WRONG);
    assert_true(kiosk_wait_left() > 29 && kiosk_wait_left() <= 31);
    /* the pad is closed and opened again, or the app restarts: the file still says wait */
    restart();
    assert_true(kiosk_locked());
    assert_int_equal(kiosk_fails(), 3);
    assert_true(kiosk_wait_left() > 25); /* a little wall-clock time passed meanwhile */
    assert_int_equal(kiosk_unlock("2468"), KIOSK_WAITING); /* the right one is not looked at */
    assert_true(kiosk_locked());
    static const int growth[] = {60, 120, 300, 600, 900, 900};
    for (size_t i = 0; i < sizeof growth / sizeof growth[0]; i++) {
        fake_now += kiosk_wait_left() + 0.5;
        assert_int_equal(kiosk_unlock("9999"), KIOSK_WRONG);
        double left = kiosk_wait_left();
        assert_true(left > growth[i] - 1 && left <= growth[i] + 1);
        assert_int_equal(kiosk_wait_after(kiosk_fails()), growth[i]);
    }
    fake_now += kiosk_wait_left() + 0.5;
    assert_int_equal(kiosk_unlock("2468"), KIOSK_OPENED);
    assert_int_equal(kiosk_fails(), 0);
    assert_true(kiosk_wait_left() == 0);
    assert_false(kiosk_locked());
    restart();
    assert_false(kiosk_locked());
    assert_int_equal(kiosk_fails(), 0);
}

/* Guessing as fast as the lock lets: a PIN the moment the pad takes one, for an hour. */
static void test_brute_force_is_slow(void **st)
{
    (void)st;
    assert_true(kiosk_lock("86420"));
    int tries[60] = {0}, total = 0;
    double start = fake_now;
    for (int guess = 0; fake_now - start < 3600; guess++) {
        char pin[16];
        snprintf(pin, sizeof pin, "%04d", guess % 10000);
        kiosk_try r = kiosk_unlock(pin);
        assert_int_not_equal(r, KIOSK_OPENED);
        if (r == KIOSK_WRONG) {
            tries[(int)((fake_now - start) / 60)]++;
            total++;
        }
        fake_now += kiosk_wait_left() > 0 ? kiosk_wait_left() + 0.01 : 0.5; /* a quick hand */
    }
    for (int m = 0; m < 60; m++) assert_true(tries[m] <= 5);
    printf("a guesser tried %d PINs in an hour (%d in the first minute)\n", total, tries[0]);
    assert_true(total <= 10);
}

static void test_clock_set_back(void **st)
{
    (void)st;
    assert_true(kiosk_lock("1357"));
    for (int i = 0; i < 3; i++) assert_int_equal(kiosk_unlock("0000"), KIOSK_WRONG);
    settings_get()->kiosk_wait_until += 86400; /* the clock went back a day */
    assert_true(kiosk_wait_left() <= 31);
    fake_now += 31;
    assert_int_equal(kiosk_unlock("1357"), KIOSK_OPENED);
}

static void test_fullscreen_given_back(void **st)
{
    (void)st;
    settings *s = settings_get();
    s->fullscreen = false;
    assert_true(kiosk_lock("1234"));
    assert_true(s->fullscreen);
    restart();
    assert_true(s->fullscreen);
    assert_int_equal(kiosk_unlock("1234"), KIOSK_OPENED);
    assert_false(s->fullscreen); /* the organiser's own setting */
    restart();
    assert_false(s->fullscreen);
    s->fullscreen = true;
    assert_true(kiosk_lock("1234"));
    assert_int_equal(kiosk_unlock("1234"), KIOSK_OPENED);
    assert_true(s->fullscreen);
}

static void test_lock_in_settings(void **st)
{
    (void)st;
    settings s, t;
    settings_defaults(&s);
    s.kiosk_locked = true;
    assert_true(kiosk_pin_hash("9876", s.kiosk_pin, sizeof s.kiosk_pin));
    s.kiosk_fails = 4;
    s.kiosk_wait_until = 1893456000; /* 2030-01-01 */
    s.kiosk_fullscreen_before = true;
    assert_true(settings_save(&s, path));
    char why[256];
    assert_true(settings_load(&t, path, why, sizeof why));
    assert_true(t.kiosk_locked);
    assert_true(kiosk_pin_matches("9876", t.kiosk_pin));
    assert_int_equal(t.kiosk_fails, 4);
    assert_true(t.kiosk_wait_until == 1893456000);
    assert_true(t.kiosk_fullscreen_before);

    /* a lock without a usable PIN record is not kept: nobody could open it */
    const char *bad[] = {
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,\"kiosk_pin\":"
        "\"1234\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,"
        "\"kiosk_pin\":\"000000000000002a:zzzzzzzzzzzzzzzz\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,"
        "\"kiosk_pin\":\"$argon2id$\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":true,"
        "\"kiosk_pin\":\"$argon2i$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA\"}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_true(settings_from_text(&t, bad[i], strlen(bad[i])));
        assert_false(t.kiosk_locked);
        assert_string_equal(t.kiosk_pin, "");
    }
    /* a wrong type is a bad file, as for every other key */
    const char *typ[] = {
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_locked\":\"yes\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_wait_until\":\"soon\"}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_wait_until\":-5}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_wait_until\":1e300}",
        "{\"format\":\"citybox-settings\",\"version\":1,\"kiosk_fails\":2.5}",
    };
    for (size_t i = 0; i < sizeof typ / sizeof typ[0]; i++)
        assert_false(settings_from_text(&t, typ[i], strlen(typ[i])));
    /* an older file (no kiosk keys): unlocked */
    const char *old = "{\"format\":\"citybox-settings\",\"version\":1,\"fullscreen\":true}";
    assert_true(settings_from_text(&t, old, strlen(old)));
    assert_false(t.kiosk_locked);
    assert_int_equal(t.kiosk_fails, 0);
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/citybox-kiosk-XXXXXX");
    if (!mkdtemp(dir)) return 1;
    snprintf(path, sizeof path, "%s/settings.json", dir);
    setenv("CITYBOX_PREF_DIR", dir, 1); /* the saves folder kiosk_save_dir names */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pin_form),
        cmocka_unit_test(test_pin_record_is_argon2id),
        cmocka_unit_test_setup(test_old_record_upgraded, fresh),
        cmocka_unit_test_setup(test_file_is_0600, fresh),
        cmocka_unit_test_setup(test_wrong_pins_kept_and_waits_grow, fresh),
        cmocka_unit_test_setup(test_brute_force_is_slow, fresh),
        cmocka_unit_test_setup(test_clock_set_back, fresh),
        cmocka_unit_test_setup(test_fullscreen_given_back, fresh),
        cmocka_unit_test_setup(test_lock_in_settings, fresh),
    };
    int r = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) r = 1;
    return r;
}
