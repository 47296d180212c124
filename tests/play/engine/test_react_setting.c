/* test_react_setting.c: the "Reaction time" setting of the reaction windows (match/react.h):
 * 3 s by default, 2 to 6 s, kept in the settings file, clamped when a file says otherwise, and
 * an older file without it gets the default. */
#include "fixture.h"
#include "match/react.h"
#include "scenes/scenes.h"
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

static void tap_right(const char *id, float scale) /* a stepper's ">" */
{
    gfx_rect r = {0};
    if (!scenes_widget_rect(scene_top(), id, &r)) fail_msg("no widget %s", id);
    float x = r.x + r.w - 6, y = r.y + r.h / 2;
    assert_true(y + r.h / 2 <= 720.0f / scale); /* the row is on screen */
    in_event e = {.kind = IN_MOVE, .seat = IN_SEAT_ANY, .x = x, .y = y};
    scene_dispatch(&e);
    e.kind = IN_PRESS;
    scene_dispatch(&e);
    e.kind = IN_RELEASE;
    scene_dispatch(&e);
}

/* The settings screen's "Reaction time" row: a stepper from 2 to 6 s, on screen at 100 % and
 * at 200 % interface size. */
static void test_settings_row(void **st)
{
    (void)st;
    settings *s = settings_get();
    settings_set_path("");
    s->react_seconds = REACT_DEFAULT_SECONDS;
    scene_clear();
    scene_push(scene_settings_new());
    fixture_frame(1280, 720);
    tap_right("reaction_seconds", 1);
    assert_int_equal(s->react_seconds, 4);
    tap_right("reaction_seconds", 1);
    tap_right("reaction_seconds", 1);
    tap_right("reaction_seconds", 1); /* stops at 6 */
    assert_int_equal(s->react_seconds, REACT_MAX_SECONDS);
    gfx_begin_frame(1280, 720, 2.0f); /* 200 %: 640 x 360 units */
    scene_draw(1);
    gfx_end_frame();
    tap_right("reaction_seconds", 2);
    assert_int_equal(s->react_seconds, REACT_MAX_SECONDS);
    scene_clear();
}

static int setup(void **st)
{
    (void)st;
    return fixture_open();
}

static int teardown(void **st)
{
    (void)st;
    scene_clear();
    return fixture_close();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_and_range),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_settings_row),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
