/* test_save_status.c: a game whose autosave fails. With the saves folder on a full disk or
 * read-only, from the start of a game and from its middle, injected (fsutil's test hook) and real
 * (a tmpfs of 64 KiB filled up or remounted read-only, when run as root): the match keeps the
 * autosave's status (failing, with the reason the player reads), the last good save is never
 * touched (byte for byte, and no .tmp left), every later action and match_autosave_retry try
 * again, and saving resumes by itself once the disk has room or the folder is writable, the save
 * then up to date. A game that ends while saving fails says its end was not saved. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/i18n.h"
#include "match/match.h"
#include "save_fail.h"

enum { WHY = 256 };

static match *new_match(uint64_t seed)
{
    char why[WHY];
    const game_def *g = game_find("template");
    game_params p;
    game_params_default(g, &p, 2);
    match_seat seats[2]; /* bots: undo takes one action back, whoever played it */
    match_default_seats(g, 2, seats);
    seats[0].kind = seats[1].kind = MATCH_BOT;
    match *m = match_create(g, &p, seats, seed, why, sizeof why);
    assert_non_null(m);
    return m;
}

/* The player to move plays their first legal action. */
static void step(match *m)
{
    game_action acts[GAME_MAX_ACTIONS];
    game_turn t = match_turn(m);
    assert_true(t.player >= 0);
    int n = match_game(m)->legal_actions(match_state(m), t.player, acts, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    char why[WHY];
    assert_true(match_apply(m, t.player, acts[0], why, sizeof why) != GAME_REFUSED);
}

static char *slurp(const char *path, size_t *len)
{
    return fs_read_all(path, len);
}

/* The file at path is exactly old[0..len) (the last good save, untouched) and no .tmp is left. */
static void untouched(const char *path, const char *old, size_t len)
{
    size_t got = 0;
    char *now = slurp(path, &got), tmp[600];
    assert_non_null(now);
    assert_int_equal(got, len);
    assert_memory_equal(now, old, len);
    free(now);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_false(fs_exists(tmp));
}

/* The save at path loads to m's game. */
static void up_to_date(const char *path, const match *m)
{
    char why[WHY];
    match *l = match_load_file(path, why, sizeof why);
    if (!l) fail_msg("the save does not load: %s", why);
    assert_int_equal(match_log_count(l), match_log_count(m));
    assert_true(match_hash(l) == match_hash(m));
    match_destroy(l);
}

static void failing_as(const match *m, const save_fail *f)
{
    const match_save_status *st = match_autosave_status(m);
    assert_true(st->on);
    if (st->io.err != f->err)
        fail_msg("%s: err %d (%s), expected %d", f->name, st->io.err, strerror(st->io.err), f->err);
    char words[160];
    fs_write_problem(st->io.err, words, sizeof words);
    assert_string_equal(words, f->words);
    assert_true(st->why[0]); /* the whole story, for the log */
}

/* One scenario: the folder breaks at the start of a game (over an older good save) or after
 * three moves; three more moves and a retry fail; it mends; the next retry (at_start) or move
 * (middle) saves the game as it is. */
static void scenario(save_fail f, bool at_start)
{
    if (f.real && !sf_real_ok()) return;
    if (!sf_open(&f)) fail_msg("%s: cannot make the folder", f.name);
    char path[400], why[WHY];
    snprintf(path, sizeof path, "%s/autosave-template.json", f.dir);
    match *m = new_match(5);
    if (at_start) { /* an older game's save is there: a failing new game must leave it whole */
        match *old = new_match(9);
        step(old);
        assert_true(match_save_file(old, path, why, sizeof why));
        match_destroy(old);
    } else {
        assert_true(match_autosave(m, path, why, sizeof why));
        for (int i = 0; i < 3; i++) step(m);
        up_to_date(path, m);
    }
    size_t good_len = 0;
    char *good = slurp(path, &good_len);
    int good_moves = match_log_count(m);
    f.broke(&f);
    if (at_start) {
        assert_false(match_autosave(m, path, why, sizeof why));
        assert_non_null(strstr(why, path)); /* "Cannot write PATH: No space left on device" */
        assert_int_equal(match_autosave_status(m)->saved_moves, -1);
    }
    for (int i = 0; i < 3; i++) step(m);
    assert_false(match_autosave_retry(m));
    failing_as(m, &f);
    assert_int_equal(match_autosave_status(m)->io.failures, at_start ? 5 : 4);
    if (!at_start) assert_int_equal(match_autosave_status(m)->saved_moves, good_moves);
    untouched(path, good, good_len);
    if (!at_start) { /* the last good save loads: the game as it was before the disk failed */
        match *l = match_load_file(path, why, sizeof why);
        assert_non_null(l);
        assert_int_equal(match_log_count(l), good_moves);
        match_destroy(l);
    }
    f.mend(&f);
    if (at_start)
        assert_true(match_autosave_retry(m)); /* the host's timer */
    else
        step(m); /* the next move */
    const match_save_status *st = match_autosave_status(m);
    assert_int_equal(st->io.err, 0);
    assert_int_equal(st->io.failures, 0);
    assert_int_equal(st->io.recoveries, 1);
    assert_int_equal(st->saved_moves, match_log_count(m));
    up_to_date(path, m);
    print_message("%s, %s: failed and resumed; the last good save stayed whole\n", f.name,
                  at_start ? "from the start" : "mid-game");
    match_destroy(m);
    free(good);
    sf_close(&f);
}

static void test_from_the_start(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) scenario(sf_kind(k), true);
}

static void test_in_the_middle(void **st)
{
    (void)st;
    for (int k = 0; k < SF_KINDS; k++) scenario(sf_kind(k), false);
}

/* Undo and redo try again too; so does a match stopping its autosave (the end of a game). */
static void test_undo_and_the_end(void **st)
{
    (void)st;
    save_fail f = sf_kind(0);
    assert_true(sf_open(&f));
    char path[400], why[WHY];
    snprintf(path, sizeof path, "%s/autosave-template.json", f.dir);
    match *m = new_match(3);
    assert_true(match_autosave(m, path, why, sizeof why));
    step(m);
    step(m);
    f.broke(&f);
    step(m);
    assert_int_equal(match_autosave_status(m)->io.failures, 1);
    assert_true(match_undo(m));
    assert_int_equal(match_autosave_status(m)->io.failures, 2);
    f.mend(&f);
    assert_true(match_redo(m));
    assert_int_equal(match_autosave_status(m)->io.err, 0);
    up_to_date(path, m);

    /* the game ends while the disk is full: the host stops the autosave; its end is not saved */
    f.broke(&f);
    while (!match_is_over(m)) step(m);
    int moves = match_log_count(m);
    assert_true(match_autosave(m, NULL, NULL, 0));
    const match_save_status *s = match_autosave_status(m);
    assert_false(s->on);
    assert_true(s->end_unsaved);
    assert_int_equal(s->io.err, ENOSPC);
    assert_true(s->saved_moves < moves);
    assert_true(match_autosave_retry(m)); /* nothing to retry once stopped */
    f.mend(&f);

    /* stopped while it worked: nothing to say */
    match *k = new_match(4);
    assert_true(match_autosave(k, path, why, sizeof why));
    step(k);
    assert_true(match_autosave(k, NULL, NULL, 0));
    assert_false(match_autosave_status(k)->end_unsaved);
    assert_int_equal(match_autosave_status(k)->io.err, 0);
    match_destroy(k);
    match_destroy(m);
    sf_close(&f);
}

/* The words a player reads for each failure, in English and in French. */
static void test_words(void **st)
{
    (void)st;
    static const struct {
        int err;
        const char *en, *fr;
    } w[] = {
        {ENOSPC, "the disk is full", "le disque est plein"},
        {EDQUOT, "the disk is full", "le disque est plein"},
        {EROFS, "the folder is read-only", "le dossier est en lecture seule"},
        {EACCES, "the folder is read-only", "le dossier est en lecture seule"},
        {ENOENT, "the folder is missing", "le dossier n’existe plus"},
        {EIO, "the disk cannot be written (Input/output error)", "impossible d’écrire"},
    };
    char out[160];
    for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
        i18n_set_language("en");
        fs_write_problem(w[i].err, out, sizeof out);
        assert_string_equal(out, w[i].en);
        i18n_set_language("fr");
        fs_write_problem(w[i].err, out, sizeof out);
        if (!strstr(out, w[i].fr)) fail_msg("fr: \"%s\", expected \"%s\"", out, w[i].fr);
    }
    i18n_set_language("en");
    /* the status: the first failure and a new reason are news; so is the first success after */
    fs_status s = {0};
    assert_true(fs_status_note(&s, false, ENOSPC));
    assert_false(fs_status_note(&s, false, ENOSPC));
    assert_true(fs_status_note(&s, false, EROFS));
    assert_int_equal(s.failures, 3);
    assert_true(fs_status_note(&s, true, 0));
    assert_false(fs_status_note(&s, true, 0));
    assert_int_equal(s.recoveries, 1);
}

int main(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_from_the_start),
        cmocka_unit_test(test_in_the_middle),
        cmocka_unit_test(test_undo_and_the_end),
        cmocka_unit_test(test_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
