/* test_match.c: the match layer: undo/redo and barriers, bots and undo, ticks, autosave
 * atomicity and the messages a bad save gets. Uses the template game ("Stone pile"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "games/game.h"
#include "match/match.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { WHY = 256 };

static const game_def *tpl(void)
{
    const game_def *g = game_find("template");
    assert_non_null(g);
    return g;
}

static match *new_match(int bot_seat, uint64_t seed)
{
    char why[WHY];
    game_params p;
    match_seat seats[GAME_MAX_PLAYERS];
    game_params_default(tpl(), &p, 2);
    match_default_seats(tpl(), 2, seats);
    if (bot_seat >= 0) seats[bot_seat].kind = MATCH_BOT;
    if (bot_seat == 2) seats[0].kind = seats[1].kind = MATCH_BOT; /* 2: all bots */
    match *m = match_create(tpl(), &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    return m;
}

static game_apply_result play(match *m, int seat, const char *text)
{
    char why[WHY] = "";
    game_apply_result r = match_apply_text(m, seat, text, why, sizeof why);
    if (r == GAME_REFUSED) fail_msg("\"%s\" by seat %d refused: %s", text, seat, why);
    return r;
}

static void test_undo_redo(void **st)
{
    (void)st;
    /* two people: once the other one has the turn, a move stands */
    match *m = new_match(-1, 1);
    play(m, 0, "take 1");
    assert_false(match_can_undo(m));
    assert_int_equal(match_undo_blocked(m), MATCH_UNDO_OTHER);
    assert_int_equal(match_undo_owner(m), 0);
    assert_false(match_can_undo_for(m, 0));
    assert_false(match_can_undo_for(m, 1));
    match_destroy(m);
    /* bots only: undo and redo one action at a time */
    m = new_match(2, 1);
    uint64_t h0 = match_hash(m);
    assert_false(match_can_undo(m));
    assert_false(match_can_redo(m));
    assert_int_equal(play(m, 0, "take 1"), GAME_OK);
    uint64_t h1 = match_hash(m);
    play(m, 1, "take 2");
    uint64_t h2 = match_hash(m);
    assert_true(match_undo(m));
    assert_int_equal(match_log_count(m), 1);
    assert_true(match_hash(m) == h1);
    assert_true(match_undo(m));
    assert_true(match_hash(m) == h0);
    assert_false(match_undo(m));
    assert_true(match_redo(m));
    assert_true(match_redo(m));
    assert_true(match_hash(m) == h2);
    assert_false(match_redo(m));
    /* a new action after an undo drops what could have been redone */
    assert_true(match_undo(m));
    play(m, 1, "take 1");
    assert_false(match_can_redo(m));
    assert_int_equal(match_log_count(m), 2);
    match_destroy(m);
}

static void test_barrier_stops_undo(void **st)
{
    (void)st;
    match *m = new_match(2, 3); /* bots only: one action at a time, up to the barrier */
    play(m, 0, "take 1");
    /* playing a card draws a secret one: a barrier */
    game_action a[16];
    int n = tpl()->legal_actions(match_state(m), 1, a, 16);
    char text[GAME_ACTION_TEXT];
    tpl()->action_to_text(match_state(m), a[n - 1], text, sizeof text);
    assert_true(strncmp(text, "play", 4) == 0);
    assert_int_equal(play(m, 1, text), GAME_OK_BARRIER);
    assert_true(match_log_at(m, 1)->barrier);
    assert_false(match_can_undo(m)); /* the card seat 1 drew cannot be "undrawn" */
    play(m, 0, "take 1");
    assert_true(match_undo(m)); /* ... but what came after it can be undone */
    assert_int_equal(match_log_count(m), 2);
    assert_false(match_can_undo(m));
    match_destroy(m);
}

static void test_undo_over_bot_moves(void **st)
{
    (void)st;
    match *m = new_match(1, 5); /* seat 1 is a bot */
    play(m, 0, "take 1");
    play(m, 1, "take 1");
    uint64_t h2 = match_hash(m);
    play(m, 0, "take 2");
    play(m, 1, "take 2");
    uint64_t h4 = match_hash(m);
    assert_true(match_undo(m)); /* the bot's reply and the human move before it */
    assert_int_equal(match_log_count(m), 2);
    assert_true(match_hash(m) == h2);
    assert_int_equal(match_turn(m).player, 0);
    assert_true(match_undo(m));
    assert_int_equal(match_log_count(m), 0);
    assert_false(match_can_undo(m));
    assert_true(match_redo(m)); /* the human move and the bot reply again */
    assert_int_equal(match_log_count(m), 2);
    assert_true(match_redo(m));
    assert_true(match_hash(m) == h4);
    match_destroy(m);

    m = new_match(2, 5); /* bots only: one action at a time */
    play(m, 0, "take 1");
    play(m, 1, "take 1");
    assert_true(match_undo(m));
    assert_int_equal(match_log_count(m), 1);
    match_destroy(m);
}

static void test_refusals(void **st)
{
    (void)st;
    char why[WHY] = "";
    match *m = new_match(-1, 1);
    uint64_t h = match_hash(m);
    assert_int_equal(match_apply_text(m, 1, "take 1", why, sizeof why), GAME_REFUSED);
    assert_true(why[0]);
    why[0] = 0;
    assert_int_equal(match_apply_text(m, 0, "fly away", why, sizeof why), GAME_REFUSED);
    assert_non_null(strstr(why, "fly away"));
    why[0] = 0;
    assert_int_equal(match_apply(m, 9, 0x101, why, sizeof why), GAME_REFUSED);
    assert_true(why[0]);
    assert_true(match_hash(m) == h);
    assert_int_equal(match_log_count(m), 0);
    match_destroy(m);
    game_params p;
    game_params_default(tpl(), &p, 3);
    why[0] = 0;
    assert_null(match_create(tpl(), &p, NULL, 1, why, sizeof why));
    assert_non_null(strstr(why, "3"));
}

/* ---- ticks: a tiny real-time game local to this test ------------------------------------- */
typedef struct race_state {
    int32_t ticks, taps[2];
} race_state;

static void race_setup(void *s, const game_params *p, uint64_t seed)
{
    (void)p, (void)seed;
    memset(s, 0, sizeof(race_state));
}
static game_turn race_turn(const void *s)
{
    const race_state *r = s;
    return r->ticks >= 10 ? (game_turn){GAME_PHASE_OVER, -1, 0}
                          : (game_turn){GAME_PHASE_SIMULTANEOUS, -1, 3};
}
static int race_legal(const void *s, int pl, game_action *out, int cap)
{
    return race_turn(s).phase == GAME_PHASE_OVER ? 0 : (out[0] = 1, 1);
}
static game_apply_result race_apply(void *s, int pl, game_action a, char *why, size_t n)
{
    race_state *r = s;
    if (a != 1 || r->ticks >= 10) return snprintf(why, n, "no"), GAME_REFUSED;
    r->taps[pl]++;
    return GAME_OK;
}
static void race_tick(void *s)
{
    ((race_state *)s)->ticks++;
}
static void race_view(const void *s, int v, void *out)
{
    memcpy(out, s, sizeof(race_state));
}
static int race_to_text(const void *s, game_action a, char *buf, size_t n)
{
    return snprintf(buf, n, "tap");
}
static bool race_from_text(const void *s, const char *t, game_action *a, char *why, size_t n)
{
    return strcmp(t, "tap") == 0 ? (*a = 1, true) : (snprintf(why, n, "no"), false);
}
static void race_score(const void *s, game_score *o)
{
    memset(o, 0, sizeof *o);
    o->players = 2;
    o->rank[0] = o->rank[1] = 1;
}
static const game_def race_game = {
    .id = "race",
    .name = "Race",
    .min_players = 2,
    .max_players = 2,
    .state_size = sizeof(race_state),
    .tick_hz = 10,
    .playable = true,
    .setup = race_setup,
    .turn = race_turn,
    .legal_actions = race_legal,
    .apply = race_apply,
    .tick = race_tick,
    .view = race_view,
    .action_to_text = race_to_text,
    .action_from_text = race_from_text,
    .score = race_score,
};

static void test_ticks(void **st)
{
    (void)st;
    char why[WHY];
    game_params p;
    game_params_default(&race_game, &p, 2);
    match *m = match_create(&race_game, &p, NULL, 0, why, sizeof why);
    assert_non_null(m);
    assert_int_equal(match_apply_text(m, 0, "tap", why, sizeof why), GAME_OK);
    for (int i = 0; i < 3; i++) match_tick(m);
    assert_int_equal(match_apply_text(m, 1, "tap", why, sizeof why), GAME_OK);
    assert_int_equal(match_log_at(m, 0)->tick, 0);
    assert_int_equal(match_log_at(m, 1)->tick, 3);
    uint64_t before = match_log_at(m, 0)->hash;
    (void)before;
    /* the action after the ticks may be undone, the time before it may not */
    assert_true(match_undo(m));
    assert_int_equal(match_ticks(m), 3);
    const race_state *r = match_state(m);
    assert_int_equal(r->ticks, 3);
    assert_int_equal(r->taps[0], 1);
    assert_int_equal(r->taps[1], 0);
    assert_false(match_can_undo(m));
    assert_true(match_redo(m));
    char *save = match_save_json(m);
    assert_non_null(strstr(save, "\"ticks\":3"));
    assert_non_null(strstr(save, "{\"t\":3,\"s\":1,\"a\":\"tap\"}"));
    free(save);
    while (!match_is_over(m)) match_tick(m);
    assert_int_equal(match_ticks(m), 10);
    match_destroy(m);
}

/* ---- autosave ------------------------------------------------------------------------------ */
static void temp_path(char *buf, size_t n, const char *name)
{
    const char *dir = getenv("TMPDIR");
    snprintf(buf, n, "%s/citybox-test-%d-%s", dir && *dir ? dir : "/tmp", (int)getpid(), name);
}

static void test_autosave(void **st)
{
    (void)st;
    char path[512], tmp[600], why[WHY];
    temp_path(path, sizeof path, "auto.json");
    match *m = new_match(2, 8); /* bots: undo takes the last action back */
    assert_true(match_autosave(m, path, why, sizeof why));
    const char *moves[] = {"take 1", "take 2", "take 1", "take 2", "take 1"};
    for (int i = 0; i < 5; i++) {
        play(m, i % 2, moves[i]);
        match *l = match_load_file(path, why, sizeof why);
        if (!l) fail_msg("autosave %d does not load: %s", i, why);
        assert_true(match_hash(l) == match_hash(m));
        match_destroy(l);
    }
    assert_true(match_undo(m));
    match *l = match_load_file(path, why, sizeof why);
    assert_int_equal(match_log_count(l), 4); /* undo saves too */
    match_destroy(l);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_false(fs_exists(tmp));
    assert_false(match_autosave(m, "/nonexistent-dir/x/save.json", why, sizeof why));
    assert_non_null(strstr(why, "/nonexistent-dir/x/save.json"));
    match_destroy(m);

    /* A writer autosaving as fast as it can, a reader loading whatever is on disk: every read
     * must be a complete save (the writer never leaves half a file at the path). */
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        for (int k = 0; k < 150; k++) {
            match *w = new_match(-1, (uint64_t)k);
            if (!match_autosave(w, path, why, sizeof why)) _exit(1);
            for (int i = 0; i < 4; i++) match_apply_text(w, i % 2, "take 1", why, sizeof why);
            match_destroy(w);
        }
        _exit(0);
    }
    int reads = 0, status = 0;
    while (waitpid(child, &status, WNOHANG) == 0) {
        size_t len;
        char *text = fs_read_all(path, &len);
        if (!text) continue;
        match *r = match_load_json(text, len, why, sizeof why);
        if (!r) {
            kill(child, SIGKILL);
            fail_msg("read %d: a half-written save: %s", reads, why);
        }
        match_destroy(r);
        free(text);
        reads++;
    }
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    print_message("autosave: %d concurrent reads, all complete saves\n", reads);
    unlink(path);
}

/* ---- what a bad save is told --------------------------------------------------------------- */
static void expect_message(const char *save, const char *a, const char *b)
{
    char why[WHY] = "";
    match *m = match_load_json(save, strlen(save), why, sizeof why);
    if (m) fail_msg("loaded: %s", save);
    if (!strstr(why, a) || (b && !strstr(why, b)))
        fail_msg("message \"%s\" should mention \"%s\" and \"%s\"", why, a, b ? b : "");
}

#define HEAD "{\"format\":\"citybox-save\",\"version\":1,\"game\":\"template\",\"players\":2,"

/* How each human played is saved (so a resumed couch game binds the same pads); the match
 * layer keeps the key as it is given, and a bad one is refused like any bad seat. */
static void test_seat_devices_saved(void **st)
{
    (void)st;
    char why[WHY];
    game_params p;
    match_seat seats[GAME_MAX_PLAYERS];
    game_params_default(tpl(), &p, 2);
    match_default_seats(tpl(), 2, seats);
    snprintf(seats[0].device, sizeof seats[0].device, "gamepad");
    seats[0].device_index = 1;
    match *m = match_create(tpl(), &p, seats, 7, why, sizeof why);
    assert_non_null(m);
    char *json = match_save_json(m);
    assert_non_null(strstr(json, "\"device\":\"gamepad\""));
    match *re = match_load_json(json, strlen(json), why, sizeof why);
    assert_non_null(re);
    assert_string_equal(match_seat_at(re, 0)->device, "gamepad");
    assert_int_equal(match_seat_at(re, 0)->device_index, 1);
    assert_string_equal(match_seat_at(re, 1)->device, ""); /* not given: not saved */
    match_destroy(re);
    match_destroy(m);
    free(json);
    expect_message(HEAD "\"seats\":[{\"device\":7},{}],\"seed\":\"7\",\"log\":[]}", "Seat 1", NULL);
}

static void test_load_messages(void **st)
{
    (void)st;
    char why[WHY];
    /* a good one first */
    const char *good = HEAD "\"seed\":\"7\",\"log\":[{\"t\":0,\"s\":0,\"a\":\"take 1\"}]}";
    match *m = match_load_json(good, strlen(good), why, sizeof why);
    assert_non_null(m);
    assert_int_equal(match_log_count(m), 1);
    match_destroy(m);

    expect_message(HEAD
                   "\"seed\":\"7\",\"log\":[{\"s\":0,\"a\":\"take 1\"},{\"s\":1,\"a\":\"take 1\"},"
                   "{\"s\":1,\"a\":\"take 2\"}]}",
                   "Entry 3", "take 2");
    expect_message(HEAD "\"seed\":\"7\",\"log\":[{\"s\":0,\"a\":\"jump\"}]}", "Entry 1", "jump");
    expect_message(HEAD "\"seed\":\"7\",\"log\":[{\"s\":5,\"a\":\"take 1\"}]}", "Entry 1", "seat");
    expect_message("{\"format\":\"citybox-save\",\"version\":9,\"game\":\"template\"}", "newer",
                   "9");
    expect_message("{\"format\":\"citybox-save\",\"version\":1,\"game\":\"chess\"}", "chess", NULL);
    expect_message("{\"format\":\"other\"}", "not a CityBox save", NULL);
    expect_message(HEAD "\"options\":{\"stones\":99},\"seed\":\"7\",\"log\":[]}", "stones", "99");
    expect_message(HEAD "\"options\":{\"colour\":1},\"seed\":\"7\",\"log\":[]}", "colour", NULL);
    expect_message(HEAD "\"seed\":\"seven\",\"log\":[]}", "seed", NULL);
    expect_message(HEAD "\"seed\":\"7\"}", "log", NULL);
    expect_message(HEAD "\"seed\":\"7\",\"log\":[", "JSON", NULL);
    expect_message(HEAD "\"seats\":[{}],\"seed\":\"7\",\"log\":[]}", "1 seats", "2 players");
    expect_message("", "empty", NULL);
    why[0] = 0;
    assert_null(match_load_file("/no/such/file.json", why, sizeof why));
    assert_non_null(strstr(why, "/no/such/file.json"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_redo),
        cmocka_unit_test(test_barrier_stops_undo),
        cmocka_unit_test(test_undo_over_bot_moves),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_ticks),
        cmocka_unit_test(test_autosave),
        cmocka_unit_test(test_load_messages),
        cmocka_unit_test(test_seat_devices_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
