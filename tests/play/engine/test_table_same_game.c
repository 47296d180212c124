/* test_table_same_game.c: `citybox selfplay` and the app play the same game for the same seed and
 * seats, reaction windows included. A Fun City game of four reacting bots (normal and easy, who
 * play TRAFFIC JAM!, MUGGED!, Z-Z-Z and NEVER! when they hold them) runs through the real play
 * host, frame by frame at the app's 1/120 s, its bots on the worker thread, its windows counting
 * down; the same seed and seats run through `citybox selfplay`. The two logs must be the same
 * entries (seat and action text) in the same order, with several windows claimed by bots. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "match/match.h"
#include "play/play.h"

static const char *const seats_cli = "bot:normal,bot:easy,bot:normal,bot:easy";
static const int levels[4] = {BOT_NORMAL, BOT_EASY, BOT_NORMAL, BOT_EASY};

/* The app's game: the play host at the normal pace setting, stepped at the loop's 1/120 s. */
static match *app_game(uint64_t seed)
{
    setup_result r = fixture_bots_setup("funcity", seed, 4, BOT_NORMAL);
    for (int i = 0; i < 4; i++) r.seats[i].bot_level = levels[i];
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    play *p = (play *)s;
    play_set_pace(0.05); /* quick, but every window and move still goes through the clock */
    for (long i = 0; i < 120L * 60 * 60 && !match_is_over(play_match(p)); i++) {
        fixture_step(1.0 / 120);
        if (i % 60 == 0) fixture_frame(640, 360);
    }
    play_set_pace(-1);
    assert_true(match_is_over(play_match(p)));
    char *json = match_save_json(play_match(p));
    match *copy = match_load_json(json, strlen(json), why, sizeof why);
    free(json);
    if (!copy) fail_msg("%s", why);
    scene_clear();
    return copy;
}

static match *cli_game(uint64_t seed, const char *dir)
{
    char seed_s[24];
    snprintf(seed_s, sizeof seed_s, "%llu", (unsigned long long)seed);
    char *argv[] = {"citybox", "selfplay", "funcity",    "--seats",   (char *)seats_cli,
                    "--seed",  seed_s,     "--save-dir", (char *)dir, NULL};
    FILE *out = tmpfile(), *err = tmpfile();
    assert_int_equal(cli_run(9, argv, out, err), 0);
    fclose(out);
    fclose(err);
    char path[512], why[256];
    snprintf(path, sizeof path, "%s/funcity-%s.json", dir, seed_s);
    match *m = match_load_file(path, why, sizeof why);
    if (!m) fail_msg("%s", why);
    unlink(path);
    return m;
}

static void test_app_and_selfplay_agree(void **st)
{
    (void)st;
    char dir[] = "/tmp/cb_same_XXXXXX";
    assert_non_null(mkdtemp(dir));
    int claims = 0;
    for (uint64_t seed = 41; seed <= 43; seed++) {
        match *a = app_game(seed), *c = cli_game(seed, dir);
        int n = match_log_count(a);
        if (n != match_log_count(c))
            print_message("seed %llu: app %d entries, selfplay %d\n", (unsigned long long)seed, n,
                          match_log_count(c));
        for (int i = 0; i < n && i < match_log_count(c); i++) {
            const match_entry *x = match_log_at(a, i), *y = match_log_at(c, i);
            if (x->seat != y->seat || strcmp(x->text, y->text) != 0)
                fail_msg("seed %llu, entry %d: app seat %d \"%s\", selfplay seat %d \"%s\"",
                         (unsigned long long)seed, i + 1, x->seat + 1, x->text, y->seat + 1,
                         y->text);
            if (strncmp(x->text, "react", 5) == 0) claims++;
        }
        assert_int_equal(n, match_log_count(c));
        assert_int_equal(match_hash(a), match_hash(c));
        match_destroy(a);
        match_destroy(c);
    }
    print_message("3 games agree, %d reaction cards played by bots\n", claims);
    assert_true(claims >= 2);
    rmdir(dir);
}

int main(void)
{
    if (fixture_open() != 0) return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_app_and_selfplay_agree),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
