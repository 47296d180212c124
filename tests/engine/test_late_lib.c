/* test_late_lib.c: a library loaded after launch (platform/late_lib.h): the app binary does
 * not link SDL2_mixer or SDL2_image (they cost ~10 ms of start-up), a missing library or
 * function is reported once and the caller runs without it, and a real one works. */
#include "platform/late_lib.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_missing_library(void **state)
{
    (void)state;
    void (*fn)(void) = NULL;
    late_sym syms[] = {{"anything", &fn}};
    late_lib lib = {.soname = "libcitybox-no-such-library.so.0", .syms = syms, .nsyms = 1};
    assert_false(late_lib_open(&lib));
    assert_int_equal(lib.state, -1);
    assert_false(late_lib_open(&lib)); /* asked again: the same answer, not tried again */
    assert_null(fn);
}

static void test_missing_function(void **state)
{
    (void)state;
    const void *(*version)(void) = NULL;
    void (*absent)(void) = NULL;
    late_sym syms[] = {{"Mix_Linked_Version", &version}, {"Mix_NoSuchFunction", &absent}};
    late_lib lib = {.soname = "libSDL2_mixer-2.0.so.0", .syms = syms, .nsyms = 2};
    assert_false(late_lib_open(&lib)); /* all or nothing */
    assert_null(absent);
}

static void test_real_library(void **state)
{
    (void)state;
    const SDL_version *(*version)(void) = NULL;
    late_sym syms[] = {{"Mix_Linked_Version", &version}};
    late_lib lib = {.soname = "libSDL2_mixer-2.0.so.0", .syms = syms, .nsyms = 1};
    assert_true(late_lib_open(&lib));
    assert_non_null(version);
    const SDL_version *v = version();
    assert_int_equal(v->major, 2);
    assert_true(late_lib_open(&lib)); /* once */
}

/* The start-up cost this exists for: the app binary must not link them. */
static void test_app_does_not_link_them(void **state)
{
    (void)state;
    const char *bin = getenv("CITYBOX_BIN"); /* set by ctest */
    assert_non_null(bin);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "ldd '%s' 2>&1", bin);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char line[512];
    int libs = 0;
    while (fgets(line, sizeof line, p)) {
        libs++;
        assert_null(strstr(line, "SDL2_mixer"));
        assert_null(strstr(line, "SDL2_image"));
    }
    assert_int_equal(pclose(p), 0);
    assert_true(libs > 5); /* ldd really listed the binary's libraries */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_missing_library),
        cmocka_unit_test(test_missing_function),
        cmocka_unit_test(test_real_library),
        cmocka_unit_test(test_app_does_not_link_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
