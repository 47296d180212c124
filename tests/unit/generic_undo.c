/* generic_undo.c: undo and redo through the match layer (match.h) across each game's barriers.
 * Random games with every seat human, every seat a bot, or a mix: at random moments, undo as
 * far as undo goes and redo all the way, checking each step against the log the test kept:
 * undo stops exactly where match.h says (the last human action, one action without humans;
 * never before a barrier or a tick; with several people, only while no other person may act:
 * neither takes back the other's move), each state is the one the game had then (hash, and the
 * bytes at the end), redo comes back to the very same state; after an undo, a different legal
 * action is taken, redo is then gone, and the log replays to the same state. */
#include "generic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct undo_run {
    const game_def *g;
    match *m;
    bool human[GAME_MAX_PLAYERS];
    bool any_human;
    int floor;           /* entries before it cannot be undone: last barrier or tick */
    uint64_t floor_hash; /* the state's hash when the floor was set (after the tick) */
    int undos, redos, barriers, at_floor;
} undo_run;

/* The number of entries match_undo keeps, from match.h's contract; -1 when it must refuse. */
static int expected_undo(const undo_run *u, int n)
{
    if (!u->any_human) return n > u->floor ? n - 1 : -1;
    int people = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) people += u->human[i];
    for (int k = n - 1; k >= u->floor; k--) {
        int owner = match_log_at(u->m, k)->seat;
        if (!u->human[owner]) continue;
        game_turn t = match_turn(u->m); /* another person may act now: the move stands */
        bool race = t.phase == GAME_PHASE_SIMULTANEOUS; /* (not in a race: all act at once) */
        for (int i = 0; people > 1 && !race && i < GAME_MAX_PLAYERS; i++)
            if ((t.mask >> i & 1) && i != owner && u->human[i]) return -1;
        assert_true(match_can_undo_for(u->m, owner));
        for (int i = 0; i < GAME_MAX_PLAYERS; i++) /* nobody else may take it back */
            if (i != owner && u->human[i]) assert_false(match_can_undo_for(u->m, i));
        return k;
    }
    return -1;
}

/* The count after match_redo: through the next human action, then the bots that followed. */
static int expected_redo(const undo_run *u, const match_entry *log, int n, int n_log)
{
    if (!u->any_human) return n + 1;
    bool human_done = false;
    while (n < n_log) {
        bool h = u->human[log[n].seat];
        if (h && human_done) break;
        human_done |= h;
        n++;
    }
    return n;
}

static uint64_t hash_at(const undo_run *u, const match_entry *log, int k)
{
    return k == u->floor ? u->floor_hash : log[k - 1].hash; /* no tick after the floor */
}

static void check_round_trip(undo_run *u)
{
    const game_def *g = u->g;
    match *m = u->m;
    int n0 = match_log_count(m);
    uint64_t h0 = match_hash(m);
    void *keep = malloc(g->state_size);
    memcpy(keep, match_state(m), g->state_size);
    match_entry *log = malloc(sizeof *log * ((size_t)n0 + 1));
    for (int i = 0; i < n0; i++) log[i] = *match_log_at(m, i);
    int last_barrier = 0;
    for (int i = 0; i < n0; i++)
        if (log[i].barrier) last_barrier = i + 1;
    assert_true(u->floor >= last_barrier);
    assert_false(match_can_redo(m));
    int n = n0;
    for (;;) {
        int want = expected_undo(u, n);
        assert_int_equal(match_can_undo(m), want >= 0);
        if (want < 0) {
            assert_false(match_undo(m));
            break;
        }
        assert_true(match_undo(m));
        n = match_log_count(m);
        if (n != want)
            fail_msg("%s: undo from %d entries kept %d, expected %d (floor %d)", g->id,
                     want < 0 ? n : n0, n, want, u->floor);
        assert_true(n >= u->floor && n >= last_barrier); /* never over a barrier or a tick */
        if (match_hash(m) != hash_at(u, log, n))
            fail_msg("%s: after undo to %d entries the state is not the one the game had", g->id,
                     n);
        assert_true(match_can_redo(m));
        u->undos++;
    }
    u->at_floor += n == u->floor;
    u->barriers += last_barrier > 0 && n == last_barrier;
    /* a save now holds the undone log, and a reload agrees on what may be undone */
    if (n < n0) {
        char why[WHY], *save = match_save_json(m);
        match *back = match_load_json(save, strlen(save), why, sizeof why);
        if (!back) fail_msg("%s: reload after undo failed: %s", g->id, why);
        assert_int_equal(match_log_count(back), n);
        if (match_ticks(back) == match_ticks(m)) /* a save keeps no ticks after its last action */
            assert_true(match_hash(back) == match_hash(m));
        match_destroy(back);
        free(save);
    }
    while (match_can_redo(m)) {
        int want = expected_redo(u, log, n, n0);
        assert_true(match_redo(m));
        n = match_log_count(m);
        assert_int_equal(n, want);
        assert_true(match_hash(m) == log[n - 1].hash);
        u->redos++;
    }
    assert_int_equal(n, n0);
    assert_true(match_hash(m) == h0);
    assert_memory_equal(match_state(m), keep, g->state_size);
    for (int i = 0; i < n0; i++) assert_true(match_log_at(m, i)->hash == log[i].hash);
    free(keep);
    free(log);
}

/* One random action or tick through the match, keeping the floor as match.h defines it. */
static bool step(undo_run *u, rng_state *r)
{
    char why[WHY];
    match *m = u->m;
    if (match_is_over(m)) return false;
    game_turn t = match_turn(m);
    int pl = actor(t, r);
    if (pl >= 0) {
        game_action *a = acts_buf();
        int n = u->g->legal_actions(match_state(m), pl, a, GAME_MAX_ACTIONS);
        assert_true(n > 0);
        game_apply_result res = match_apply(m, pl, a[rng_below(r, (uint32_t)n)], why, sizeof why);
        assert_int_not_equal(res, GAME_REFUSED);
        assert_int_equal(match_log_at(m, match_log_count(m) - 1)->barrier, res == GAME_OK_BARRIER);
        if (res == GAME_OK_BARRIER) {
            u->floor = match_log_count(m);
            u->floor_hash = match_hash(m);
        }
    }
    /* real time: the clock runs while people act, but two actions may share a tick (a frame),
     * and only then is there something to undo */
    if (pl < 0 || (t.phase == GAME_PHASE_SIMULTANEOUS && u->g->tick && rng_below(r, 2))) {
        uint32_t before = match_ticks(m);
        match_tick(m);
        if (match_ticks(m) != before) { /* time that passed cannot be taken back */
            u->floor = match_log_count(m);
            u->floor_hash = match_hash(m);
        }
    }
    return true;
}

static void start(undo_run *u, const game_def *g, int k, rng_state *r)
{
    char why[WHY];
    game_params p;
    generic_params(g, k, r, &p);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, p.players, seats);
    memset(u, 0, sizeof *u);
    u->g = g;
    for (int i = 0; i < p.players; i++) {
        /* k % 3: every seat human, every seat a bot, or a mix with at least one human */
        bool bot = k % 3 == 1 || (k % 3 == 2 && i > 0 && rng_below(r, 2));
        seats[i].kind = bot ? MATCH_BOT : MATCH_HUMAN;
        u->human[i] = !bot;
        u->any_human |= !bot;
    }
    u->m = match_create(g, &p, seats, rng_mix64((uint64_t)k + 4242), why, sizeof why);
    if (!u->m) fail_msg("%s: %s", g->id, why);
    u->floor_hash = match_hash(u->m);
}

static int n_games(const game_def *g)
{
    int n = n_playouts() / 100; /* 20 by default, 3 in the sanitizer pass */
    (void)g;
    return n < 3 ? 3 : n;
}

void test_undo_redo_barriers(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        long undos = 0, redos = 0, barriers = 0, at_floor = 0, checks = 0;
        for (int k = 0; k < n_games(g); k++) {
            rng_state r;
            rng_seed(&r, (uint64_t)k * 17 + 3);
            undo_run u;
            start(&u, g, k, &r);
            int budget = 12; /* round trips per game: each replays the log from setup */
            for (int i = 0; i < MAX_STEPS && step(&u, &r); i++)
                if (budget > 0 && rng_below(&r, 8) == 0) {
                    check_round_trip(&u);
                    budget--, checks++;
                }
            check_round_trip(&u);
            checks++;
            undos += u.undos, redos += u.redos, barriers += u.barriers, at_floor += u.at_floor;
            match_destroy(u.m);
        }
        print_message("%s: %ld undo/redo round trips, %ld undos, %ld redos, %ld stopped at the "
                      "floor, %ld of them at a barrier\n",
                      g->id, checks, undos, redos, at_floor, barriers);
        assert_true(undos > 0 && redos > 0);
    }
}

void test_undo_then_new_action(void **st)
{
    (void)st;
    char why[WHY];
    FOR_EACH_GAME(g)
    {
        int branched = 0;
        game_action *a = malloc(sizeof *a * GAME_MAX_ACTIONS);
        for (int k = 0; k < n_games(g); k++) {
            rng_state r;
            rng_seed(&r, (uint64_t)k * 29 + 1);
            undo_run u;
            start(&u, g, 3 * k + 1, &r); /* every seat a bot: one undo is one action */
            for (int i = 0; i < MAX_STEPS && step(&u, &r); i++) {
                if (rng_below(&r, 6) != 0 || !match_can_undo(u.m)) continue;
                int n0 = match_log_count(u.m);
                match_entry next = *match_log_at(u.m, n0 - 1);
                assert_true(match_undo(u.m));
                int k0 = match_log_count(u.m);
                assert_int_equal(k0, n0 - 1);
                game_turn t = match_turn(u.m);
                /* another legal action than the one undone, by any seat that may act */
                int who = -1, n = 0;
                game_action pick = 0;
                for (int s = 0; s < GAME_MAX_PLAYERS && who < 0; s++) {
                    if (!(t.mask & (1u << s))) continue;
                    n = g->legal_actions(match_state(u.m), s, a, GAME_MAX_ACTIONS);
                    for (int j = 0; j < n && who < 0; j++)
                        if (s != next.seat || a[j] != next.action) who = s, pick = a[j];
                }
                if (who < 0) { /* the only move there was: take it again through redo */
                    assert_true(match_redo(u.m));
                    assert_true(match_hash(u.m) == next.hash);
                    continue;
                }
                game_apply_result res = match_apply(u.m, who, pick, why, sizeof why);
                if (res == GAME_REFUSED) fail_msg("%s: a legal action refused: %s", g->id, why);
                if (res == GAME_OK_BARRIER) {
                    u.floor = match_log_count(u.m);
                    u.floor_hash = match_hash(u.m);
                }
                assert_false(match_can_redo(u.m)); /* the undone action is gone */
                assert_false(match_redo(u.m));
                assert_int_equal(match_log_count(u.m), k0 + 1);
                const match_entry *e = match_log_at(u.m, k0);
                assert_true(e->seat == who && e->action == pick);
                /* the new log replays to the same state */
                char *save = match_save_json(u.m);
                match *back = match_load_json(save, strlen(save), why, sizeof why);
                if (!back) fail_msg("%s: reload after a new branch failed: %s", g->id, why);
                if (match_ticks(back) == match_ticks(u.m))
                    assert_true(match_hash(back) == match_hash(u.m));
                match_destroy(back);
                free(save);
                branched++;
            }
            match_destroy(u.m);
        }
        print_message("%s: %d new actions taken after an undo\n", g->id, branched);
        assert_true(branched > 0);
        free(a);
    }
}
