/* test_attract_caption.c: attract mode's caption of a move's effect on the score
 * (attract_caption_score): the mover's change, who leads, what it cost the others and the new
 * scoring line's own reason, with seats named; nothing when no total moved. And the "attract
 * mode after idle minutes" setting's round trip through the settings file. */
#include "club/attract_int.h"
#include "core/i18n.h"
#include "platform/settings.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

static const char *const names[] = {"Alice", "Bob", "Chloé"};

static game_score *score3(int a, int b, int c)
{
    game_score *s = calloc(1, sizeof *s);
    assert_non_null(s);
    s->players = 3;
    s->total[0] = a, s->total[1] = b, s->total[2] = c;
    return s;
}

static void line(game_score *s, int player, int points, const char *reason)
{
    assert_non_null(game_score_add(s, player, points, 0, 0, reason));
}

static void caption(const game_score *before, const game_score *after, int seat, char *out)
{
    attract_caption_score(before, after, seat, names, 3, out, ATTRACT_TEXT);
}

static void takes_the_lead(void **st)
{
    (void)st;
    game_score *b = score3(19, 20, 5), *a = score3(22, 18, 5);
    line(b, 1, 2, "Airport (2): 3 access points vs 2");
    line(a, 0, 3, "City Hall (3): 7 access points vs 5");
    line(a, 1, 2, "Airport (2): 3 access points vs 2"); /* there before: not the reason */
    char out[ATTRACT_TEXT];
    caption(b, a, 0, out);
    assert_string_equal(out, "+3 · Alice now leads with 22 · Bob -2 · City Hall (3): 7 access "
                             "points vs 5");
    free(a), free(b);
}

static void behind_and_level(void **st)
{
    (void)st;
    game_score *b = score3(1, 9, 0), *a = score3(3, 9, 0);
    char out[ATTRACT_TEXT];
    caption(b, a, 0, out);
    assert_string_equal(out, "+2 · Alice is at 3; Bob leads with 9");
    a->total[0] = 9;
    caption(b, a, 0, out);
    assert_string_equal(out, "+8 · Alice shares the lead at 9");
    free(a), free(b);
}

static void seats_named_in_reasons(void **st)
{
    (void)st;
    game_score *b = score3(0, 4, 0), *a = score3(0, 0, 4);
    line(a, 2, 4, "Park: taken from {1}");
    char out[ATTRACT_TEXT];
    caption(b, a, 2, out);
    assert_string_equal(out, "+4 · Chloé now leads with 4 · Bob -4 · Park: taken from Bob");
    free(a), free(b);
}

static void nothing_moved(void **st)
{
    (void)st;
    game_score *b = score3(5, 4, 0), *a = score3(5, 4, 0);
    line(a, 0, 1, "Something new but worth nothing yet");
    char out[ATTRACT_TEXT] = "x";
    caption(b, a, 0, out);
    assert_string_equal(out, "");
    caption(b, a, 7, out); /* a seat out of range: nothing, no crash */
    assert_string_equal(out, "");
    free(a), free(b);
}

static void idle_setting_round_trip(void **st)
{
    (void)st;
    settings s;
    const char *text = "{\"format\":\"citybox-settings\",\"version\":1,\"attract_idle_minutes\":5}";
    assert_true(settings_from_text(&s, text, strlen(text)));
    assert_int_equal(s.attract_idle_minutes, 5);
    const char *old = "{\"format\":\"citybox-settings\",\"version\":1}"; /* before the setting */
    assert_true(settings_from_text(&s, old, strlen(old)));
    assert_int_equal(s.attract_idle_minutes, 0); /* off */
    const char *bad = "{\"format\":\"citybox-settings\",\"version\":1,\"attract_idle_minutes\":-4}";
    assert_true(settings_from_text(&s, bad, strlen(bad)));
    assert_int_equal(s.attract_idle_minutes, 0);
    char path[] = "/tmp/cb_attract_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    s.attract_idle_minutes = 10;
    assert_true(settings_save(&s, path));
    settings back;
    char why[256];
    assert_true(settings_load(&back, path, why, sizeof why));
    assert_int_equal(back.attract_idle_minutes, 10);
    remove(path);
}

int main(void)
{
    i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(takes_the_lead),          cmocka_unit_test(behind_and_level),
        cmocka_unit_test(seats_named_in_reasons),  cmocka_unit_test(nothing_moved),
        cmocka_unit_test(idle_setting_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
