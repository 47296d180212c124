/* test_save_fails.c: what a player sees when saving fails, on a hidden GL 3.3 window. With the
 * saves folder on a full disk or read-only (injected through fsutil's test hook, and for real on
 * a tmpfs of 64 KiB filled up or remounted read-only when run as root):
 * - a game (My City, two humans) failing from its start, and from its middle: the play host says
 *   "Your game is not being saved: the disk is full." over the board on the very next frame and
 *   on every frame while it lasts; the last good save stays whole; once the disk has room the
 *   host's timer (or the next move) saves again, the strip goes and a toast says so;
 * - a game that ends while failing says its end was not saved, over the results;
 * - the settings screen says the settings could not be kept (a toggle clicked), and that they
 *   are kept again;
 * - the evening ladder: a new evening or a finished game that cannot be written is kept in
 *   memory, the ladder screen says so, and saves it once it can.
 * Screenshots: save_fails_*.png in the test's folder (the first kind of each, looked at). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include "../unit/save_fail.h"
#include "club/ladder.h"
#include "match/match.h"
#include "play/play.h"
#include <SDL.h>

static char pref[256]; /* the saves folder (CITYBOX_PREF_DIR), a tmpfs when root */
static bool pref_is_tmpfs;

static void frame(void)
{
    fixture_frame(1280, 720);
}

/* Did the last frame draw a string holding part? (The trace gives a frame once the next one has
 * begun: one more frame, with nothing changed in between, hands it over.) */
static bool drawn(const char *part)
{
    frame();
    const gfx_text_rec *r;
    int n = gfx_text_traced(&r);
    for (int i = 0; i < n; i++)
        if (strstr(r[i].text, part)) return true;
    return false;
}

static void expect_drawn(const char *part)
{
    if (drawn(part)) return;
    const gfx_text_rec *r;
    int n = gfx_text_traced(&r);
    for (int i = 0; i < n; i++) printf("  drawn: %s\n", r[i].text);
    fail_msg("not drawn: \"%s\"", part);
}

static void expect_not_drawn(const char *part)
{
    if (drawn(part)) fail_msg("still drawn: \"%s\"", part);
}

/* Ticks seconds of time in frames of 1/60 s (the toasts' and the watch's clocks). */
static void run(double seconds)
{
    for (double t = 0; t < seconds; t += 1.0 / 60) {
        ui_tick(1.0 / 60);
        scene_tick(1.0 / 60);
    }
    frame();
}

static void shot(const char *name, const save_fail *f, int kind)
{
    if (kind != 0 && !(kind == 2 && f->real)) return; /* one injected, one real */
    char path[300];
    snprintf(path, sizeof path, "save_fails_%s_%s.png", name, f->real ? "tmpfs" : "injected");
    assert_true(gfx_screenshot(path));
    printf("screenshot %s\n", path);
}

/* f on the saves folder (the tmpfs itself for the real kinds). */
static bool ready(save_fail *f)
{
    if (f->real && !pref_is_tmpfs) return false;
    snprintf(f->dir, sizeof f->dir, "%s", pref);
    return true;
}

static void clean_folder(void)
{
    char cmd[1000];
    snprintf(cmd, sizeof cmd, "rm -f %s/*.json %s/*.json.* %s/filler", pref, pref, pref);
    assert_int_equal(system(cmd), 0);
}

/* ---- a game --------------------------------------------------------------------------------- */
static play *start_game(bool bots)
{
    const game_def *g = game_find("mycity");
    setup_result r = {.seed = 11};
    snprintf(r.game_id, sizeof r.game_id, "mycity");
    game_params_default(g, &r.params, 2);
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Ann");
    snprintf(r.seats[1].name, sizeof r.seats[1].name, "Ben");
    r.seats[1].colour = r.seats[1].symbol = 1;
    r.seats[0].bot = r.seats[1].bot = bots;
    char why[256];
    scene *s = play_new(&r, why, sizeof why);
    assert_non_null(s);
    scene_push(s);
    frame();
    return (play *)s;
}

/* The player to move plays their first legal action, as the board would submit it. */
static void move(play *p)
{
    const match *m = play_match(p);
    game_action acts[GAME_MAX_ACTIONS];
    int seat = match_turn(m).player;
    int n = play_game(p)->legal_actions(match_state(m), seat, acts, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    char why[256];
    assert_true(play_submit(p, seat, acts[0], why, sizeof why));
}

static int moves_in_save(void)
{
    char path[400], why[256];
    snprintf(path, sizeof path, "%s/autosave-mycity.json", pref);
    match *m = match_load_file(path, why, sizeof why);
    if (!m) return -1;
    int n = match_log_count(m);
    match_destroy(m);
    return n;
}

static void game_scenario(int kind, bool at_start)
{
    save_fail f = sf_kind(kind);
    if (!ready(&f)) return;
    clean_folder();
    char title[200];
    snprintf(title, sizeof title, "Your game is not being saved: %s.", f.words);
    play *p;
    if (at_start) {
        f.broke(&f);
        p = start_game(false);
        expect_drawn(title); /* on the first frame */
        expect_drawn("CityBox tries again after every move and every few seconds.");
        shot("game_start", &f, kind);
        assert_int_equal(moves_in_save(), -1);
        move(p);
        move(p);
        frame();
        expect_drawn(title); /* for as long as it lasts */
    } else {
        p = start_game(false);
        move(p);
        move(p);
        frame();
        expect_not_drawn("not being saved");
        f.broke(&f);
        move(p);
        frame();
        expect_drawn(title); /* the very next frame after the move that was not saved */
        expect_drawn("The last save kept, after move 2, is untouched.");
        shot("game_middle", &f, kind);
        assert_int_equal(moves_in_save(), 2); /* the last good save, whole */
        run(2.5);                             /* the host's timer tries again: still failing */
        expect_drawn(title);
        assert_true(match_autosave_status(play_match(p))->io.failures >= 2);
    }
    f.mend(&f);
    if (at_start)
        run(2.5); /* the host's timer: saving resumes by itself, nobody has to move */
    else
        move(p), run(0.05); /* the next move saves; the host's next tick says so */
    expect_not_drawn("not being saved");
    expect_drawn("Your game is being saved again.");
    if (kind == 0 && at_start) shot("game_saved_again", &f, kind);
    assert_int_equal(moves_in_save(), match_log_count(play_match(p)));
    printf("%s, %s: said, then saved again\n", f.name, at_start ? "from the start" : "mid-game");
    run(6); /* the toast goes */
    scene_pop_to("menu");
}

static void test_game_fails_from_the_start(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) game_scenario(k, true);
}

static void test_game_fails_in_the_middle(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) game_scenario(k, false);
}

static void test_game_ends_while_failing(void **st)
{
    (void)st;
    save_fail f = sf_kind(0);
    assert_true(ready(&f));
    clean_folder();
    play *p = start_game(true); /* two bots play it out (their save: demo.json) */
    for (int i = 0; i < 200 && match_log_count(play_match(p)) < 6; i++) run(0.05);
    f.broke(&f);
    for (int i = 0; i < 60000 && !play_in_results(p); i++) {
        scene_tick(1.0 / 60);
        if (i % 8 == 0) SDL_Delay(1);
    }
    assert_true(play_in_results(p));
    frame();
    expect_drawn("The end of this game was not saved: the disk is full.");
    expect_drawn("Its file keeps the game up to move");
    shot("game_end", &f, 0);
    f.mend(&f);
    scene_pop_to("menu");
}

/* ---- settings ------------------------------------------------------------------------------- */
static void click(gfx_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    scene_dispatch(&(in_event){.kind = IN_MOVE, .x = x, .y = y, .seat = IN_SEAT_ANY});
    scene_dispatch(&(in_event){.kind = IN_PRESS, .x = x, .y = y, .seat = IN_SEAT_ANY});
    frame();
    scene_dispatch(&(in_event){.kind = IN_RELEASE, .x = x, .y = y, .seat = IN_SEAT_ANY});
}

static void settings_scenario(int kind, bool first_save)
{
    save_fail f = sf_kind(kind);
    if (!ready(&f)) return;
    clean_folder();
    char path[400], title[200];
    snprintf(path, sizeof path, "%s/settings.json", pref);
    snprintf(title, sizeof title, "The settings could not be kept: %s.", f.words);
    settings_set_path(path);
    settings_defaults(settings_get());
    settings_get()->reduced_motion = true;
    if (!first_save) settings_apply(); /* a good file is there */
    size_t good_len = 0;
    char *good = fs_read_all(path, &good_len);
    scene_push(scene_settings_new());
    run(0.5);
    expect_not_drawn("could not be kept");
    f.broke(&f);
    gfx_rect r;
    assert_true(scenes_widget_rect(scene_top(), "bot_pace", &r));
    click((gfx_rect){r.x + r.w - 40, r.y, 40, r.h}); /* the stepper's "next" arrow */
    frame();
    expect_drawn(title);
    expect_drawn("They apply now");
    shot(first_save ? "settings_first" : "settings", &f, kind);
    size_t now_len = 0;
    char *now = fs_read_all(path, &now_len);
    if (first_save) {
        assert_null(now); /* nothing half-written either */
    } else {
        assert_int_equal(now_len, good_len); /* the last good file, whole */
        assert_memory_equal(now, good, good_len);
    }
    free(now);
    bot_pace pace = settings_get()->bot_pace;
    f.mend(&f);
    run(2.5); /* the screen's timer: kept again */
    expect_not_drawn("could not be kept");
    expect_drawn("The settings are kept again.");
    settings s;
    char why[256];
    assert_true(settings_load(&s, path, why, sizeof why));
    assert_int_equal(s.bot_pace, pace); /* the change the player made */
    printf("settings, %s%s: said, then kept again\n", f.name, first_save ? " (first save)" : "");
    free(good);
    run(6);
    scene_pop_to("menu");
    settings_set_path(NULL);
    settings_get()->bot_pace = PACE_INSTANT;
}

static void test_settings_fail(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) {
        settings_scenario(k, true);
        settings_scenario(k, false);
    }
}

/* ---- the evening ladder --------------------------------------------------------------------- */
static void ladder_scenario(int kind, bool at_start)
{
    save_fail f = sf_kind(kind);
    if (!ready(&f)) return;
    clean_folder();
    char title[200];
    snprintf(title, sizeof title, "Tonight's ladder could not be saved: %s.", f.words);
    const char *names[] = {"Ann", "Ben"};
    const char *seat_names[] = {"Ann", "Ben"};
    int ranks[] = {1, 2};
    if (at_start) f.broke(&f);
    assert_true(club_ladder_start(names, 2)); /* kept in memory even when it cannot be written */
    size_t good_len = 0;
    char *good = fs_read_all(club_ladder_path(), &good_len);
    if (!at_start) {
        assert_non_null(good);
        f.broke(&f);
        assert_true(
            ladder_record_game("mycity", seat_names, ranks, 2, 1000u + (unsigned)kind, NULL));
        frame();
        char toast[300];
        snprintf(toast, sizeof toast, "Placings added, but the ladder could not be saved: %s.",
                 f.words);
        expect_drawn(toast);
    } else {
        assert_null(good);
    }
    scene_push(ladder_scene_new());
    run(0.5);
    expect_drawn(title);
    expect_drawn("The standings below are kept in memory");
    if (!at_start) expect_drawn("Ann"); /* the standings with the game */
    shot(at_start ? "ladder_start" : "ladder_game", &f, kind);
    size_t now_len = 0;
    char *now = fs_read_all(club_ladder_path(), &now_len);
    if (at_start) {
        assert_null(now);
    } else {
        assert_int_equal(now_len, good_len);
        assert_memory_equal(now, good, good_len);
    }
    free(now);
    f.mend(&f);
    run(2.5);
    expect_not_drawn("could not be saved");
    expect_drawn("Tonight's ladder is saved again.");
    ladder l;
    assert_int_equal(ladder_load(&l, club_ladder_path()), LADDER_OK);
    assert_true(l.active);
    assert_int_equal(l.ngames, at_start ? 0 : 1);
    printf("ladder, %s, %s: said, then saved again\n", f.name, at_start ? "new evening" : "a game");
    free(good);
    run(6);
    scene_pop_to("menu");
}

static void test_ladder_fails(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) {
        ladder_scenario(k, true);
        ladder_scenario(k, false);
    }
}

static int setup(void **state)
{
    (void)state;
    save_fail f = sf_kind(2); /* a tmpfs for the real kinds when root */
    pref_is_tmpfs = sf_real_ok() && sf_open(&f);
    if (pref_is_tmpfs)
        snprintf(pref, sizeof pref, "%s", f.dir);
    else if (!mkdtemp(strcpy(pref, "/tmp/citybox-savefails-XXXXXX")))
        return -1;
    setenv("CITYBOX_PREF_DIR", pref, 1); /* the ladder's folder too */
    if (fixture_open() != 0) return -1;
    gfx_text_trace(true);
    settings_get()->bot_pace = PACE_INSTANT;
    char dir[300];
    snprintf(dir, sizeof dir, "%s/", pref);
    play_set_autosave(dir);
    scene_push(scene_menu_new());
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    fs_test_fail_writes(NULL, 0);
    int rc = fixture_close();
    clean_folder();
    save_fail f = sf_kind(2);
    snprintf(f.dir, sizeof f.dir, "%s", pref);
    if (pref_is_tmpfs)
        sf_close(&f);
    else
        rmdir(pref);
    return rc;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_fails_from_the_start),
        cmocka_unit_test(test_game_fails_in_the_middle),
        cmocka_unit_test(test_game_ends_while_failing),
        cmocka_unit_test(test_settings_fail),
        cmocka_unit_test(test_ladder_fails),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
