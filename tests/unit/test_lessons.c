/* test_lessons.c: every game's guided first game ("Learn to play", game_def.lesson) played as the
 * coach leads it, on the pure layers (match/lesson.h: the same script as the screen): on the
 * lesson's fixed deal the learner presses Next at each step that only says something and plays
 * the move the coach points at for each step that waits for one, the others are easy bots; every
 * step must come up in its order, the learner never falls off the path by following the coach,
 * and the game ends. A learner who leaves the script mid-way (a move of another kind) is told
 * so and can still finish the game. Each step says one short sentence and cites a heading of
 * its rules page that exists in English and in French (the same rank in both). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ai.h"
#include "core/fsutil.h"
#include "core/rng.h"
#include "ai/racer.h"
#include "match/lesson.h"
#include "match/table.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_MOVES = 5000 };

typedef struct run {
    int reached;   /* steps that came up (a step counts when the learner met it) */
    int off_path;  /* moves that left the script */
    int moves;     /* actions applied */
    bool over;     /* the game ended */
    int suggested; /* moves the coach pointed at and the learner played */
} run;

/* The lesson's players and options, as play_new_lesson sets them. */
static void lesson_params(const game_def *g, game_params *p)
{
    const game_lesson *l = g->lesson;
    game_params_default(g, p, l->players);
    if (l->options) {
        char buf[256], why[256];
        snprintf(buf, sizeof buf, "%s", l->options);
        for (char *kv = strtok(buf, ","); kv; kv = strtok(NULL, ","))
            assert_true(game_params_set(g, p, kv, why, sizeof why));
    }
}

static void *setup_lesson(const game_def *g)
{
    const game_lesson *l = g->lesson;
    game_params p;
    lesson_params(g, &p);
    char why[256];
    assert_true(g->validate == NULL || g->validate(&p, why, sizeof why));
    void *s = calloc(1, g->state_size);
    g->setup(s, &p, l->seed);
    return s;
}

/* The learner's view with its hidden parts dealt as the coach deals them. */
static void learner_view(const game_def *g, const void *state, void *out, int moves)
{
    g->view(state, LESSON_LEARNER, out);
    if (g->determinize) {
        rng_state r;
        rng_seed(&r, g->lesson->seed ^ 0x636f616368u ^ (uint64_t)moves);
        g->determinize(out, LESSON_LEARNER, &r);
    }
}

/* An easy bot's move, seeded as the table seeds it on screen (match/table.c), so the lesson
 * here is the one the learner meets. */
static game_action bot_move(const game_def *g, const void *state, int seat, int moves)
{
    void *view = malloc(g->state_size);
    g->view(state, seat, view);
    ai_budget b = ai_budget_default(AI_EASY);
    bool window = g->turn(state).phase == GAME_PHASE_REACT && g->react_pass;
    uint64_t seed = rng_mix64(g->lesson->seed ^ ((uint64_t)moves << 8 | (uint64_t)seat) ^
                              (window ? 0x3c0ffee0000ULL : 0));
    game_action a = ai_choose(g, view, seat, AI_EASY, &b, seed, NULL);
    free(view);
    return a;
}

static run play_race(const game_def *g, int leave_at);

/* Plays the lesson; leave_at >= 0: at that learner decision the learner plays a move of
 * another kind than the step asks, when there is one. */
static run play_lesson(const game_def *g, int leave_at)
{
    const game_lesson *l = g->lesson;
    if (l->race) return play_race(g, leave_at);
    run r = {0};
    void *s = setup_lesson(g), *view = malloc(g->state_size), *before = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    int step = 0, decisions = 0;
    bool left = false;
    game_action then = LESSON_NO_MOVE;
    char why[GAME_REASON_LEN];
    while (r.moves < MAX_MOVES) {
        game_turn t = g->turn(s);
        if (t.phase == GAME_PHASE_OVER || !t.mask) break;
        int seat = __builtin_ctz(t.mask);
        game_action a;
        if (seat == LESSON_LEARNER && !left) {
            step = lesson_skip_reading(l, step); /* Next pressed on each */
            if (step > r.reached) r.reached = step;
            learner_view(g, s, view, r.moves);
            int kind = step < l->nsteps ? l->step[step].kind : GAME_LESSON_ANY;
            /* as on screen: the rest of a gesture (a tile chosen is placed where the pointer
             * went), the step's move, else the coach's "meanwhile" move */
            bool other = false, pointed = false;
            if (then != LESSON_NO_MOVE && g->apply(memcpy(before, s, g->state_size), seat, then,
                                                   why, sizeof why) != GAME_REFUSED) {
                a = then;
            } else {
                uint64_t seed = l->seed ^ 0x636f616368u ^ (uint64_t)r.moves; /* as the coach */
                pointed = kind >= 0 && ai_lesson_suggest(g, l, view, kind, seed, &a, &then);
                if (!pointed) ai_lesson_suggest(g, l, view, GAME_LESSON_ANY, seed, &a, &then);
            }
            if (a == then) then = LESSON_NO_MOVE;
            /* leaving: at the leave_at-th move the coach points at, a move of another kind (the
             * Leave button when there is none); then on alone as an easy bot plays */
            if (pointed && decisions++ == leave_at) {
                int n = l->follow_bot ? 0 : g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS);
                for (int i = 0; i < n && !other; i++)
                    if (!lesson_kind_matches(l, kind, acts[i])) a = acts[i], other = true;
                if (!other) r.off_path++, left = true, a = bot_move(g, s, seat, r.moves);
            }
            r.suggested += pointed && !left;
        } else {
            a = bot_move(g, s, seat, r.moves);
        }
        assert_true(a != AI_NO_ACTION);
        memcpy(before, s, g->state_size);
        assert_int_not_equal(g->apply(s, seat, a, why, sizeof why), GAME_REFUSED);
        if (seat == LESSON_LEARNER && !left) {
            int was = step;
            lesson_move_result m = lesson_move(g, l, &step, before, seat, a);
            if (m == LESSON_OFF_PATH) r.off_path++, left = true;
            if (m == LESSON_STEP_DONE && step > was && step > r.reached) r.reached = step;
        }
        r.moves++;
    }
    r.over = g->turn(s).phase == GAME_PHASE_OVER;
    free(acts);
    free(before);
    free(view);
    free(s);
    return r;
}

/* The table's host for the race: the bots' moves and the clock's ticks applied to the match. */
static match *race_match;
static bool race_apply(void *user, int seat, game_action a)
{
    table *t = user;
    char why[GAME_REASON_LEN];
    if (match_apply(race_match, seat, a, why, sizeof why) == GAME_REFUSED) return false;
    table_applied(t, seat, a);
    return true;
}
static void race_tick(void *user)
{
    (void)user;
    match_tick(race_match);
}

/* A race's lesson (game_lesson.race) as the screen plays it: the match's table runs real time
 * in steps of one tick (slow while the script is on its slow steps, as the coach sets it), the
 * easy bot races, and the learner makes one move every EVERY seconds of real time: the move
 * the coach points at (Next pressed on each step that only says something). leave_at >= 0:
 * the learner presses Leave at that pointed move (in a race, other moves never leave the
 * script) and plays on alone the moves a Hint would show. */
enum { RACE_EVERY_TICKS = 45 }; /* a move every 1.5 s of real time at 30 ticks a second */
static run play_race(const game_def *g, int leave_at)
{
    const game_lesson *l = g->lesson;
    run r = {0};
    void *view = malloc(g->state_size), *before = malloc(g->state_size);
    game_params p;
    lesson_params(g, &p);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, l->players, seats);
    seats[LESSON_LEARNER].kind = MATCH_HUMAN;
    for (int i = 1; i < l->players; i++)
        seats[i].kind = MATCH_BOT, seats[i].level = MATCH_LEVEL_EASY;
    char why[GAME_REASON_LEN];
    race_match = match_create(g, &p, seats, l->seed, why, sizeof why);
    assert_non_null(race_match);
    table_opts o = {3, 0, 1};
    table *t = table_create(race_match, &o, racer_find(g));
    assert_non_null(t);
    const table_host host = {race_apply, race_tick, t};
    int step = 0, decisions = 0;
    bool left = false;
    long ticks = 0, slow_real = 0, slow_game = 0;
    while (!match_is_over(race_match) && ticks < 30L * 3600) {
        table_ask ask;
        while (table_ask_next(t, &ask)) {
            match_view(race_match, ask.seat, view);
            ai_budget b = ai_budget_default(AI_EASY);
            table_answer(t, &ask, ai_choose(g, view, ask.seat, AI_EASY, &b, ask.seed, NULL));
        }
        game_turn turn = match_turn(race_match);
        if (ticks % RACE_EVERY_TICKS == 0 && (turn.mask >> LESSON_LEARNER & 1)) {
            int n = match_log_count(race_match);
            if (!left) {
                step = lesson_skip_reading(l, step);
                if (step > r.reached) r.reached = step;
            }
            match_view(race_match, LESSON_LEARNER, view);
            if (g->determinize) {
                rng_state rng;
                rng_seed(&rng, l->seed ^ 0x636f616368u ^ (uint64_t)n);
                g->determinize(view, LESSON_LEARNER, &rng);
            }
            int kind = !left && step < l->nsteps ? l->step[step].kind : GAME_LESSON_ANY;
            game_action a;
            bool pointed = kind >= 0 && lesson_suggest(g, l, view, kind, &a, NULL);
            bool any = pointed || lesson_suggest(g, l, view, GAME_LESSON_ANY, &a, NULL);
            if (pointed && !left && decisions++ == leave_at) r.off_path++, left = true;
            r.suggested += pointed && !left;
            if (any) {
                memcpy(before, match_state(race_match), g->state_size);
                assert_int_not_equal(match_apply(race_match, LESSON_LEARNER, a, why, sizeof why),
                                     GAME_REFUSED);
                table_applied(t, LESSON_LEARNER, a);
                r.moves++;
                int was = step;
                if (!left) {
                    lesson_move_result m = lesson_move(g, l, &step, before, LESSON_LEARNER, a);
                    assert_int_not_equal(m, LESSON_OFF_PATH); /* a race's moves never leave */
                    if (m == LESSON_STEP_DONE && step > was && step > r.reached) r.reached = step;
                }
            }
        }
        o.time_scale = !left && l->slow > 0 && step < l->slow_steps ? l->slow : 1;
        table_set_opts(t, &o);
        int before_moves = match_log_count(race_match);
        uint32_t game_ticks = match_ticks(race_match);
        bool running = table_clock_runs(t);
        table_advance(t, 1.0 / g->tick_hz, TABLE_ALL, &host);
        if (running && o.time_scale < 1) { /* slow time: the sand a quarter as fast */
            slow_real++;
            slow_game += match_ticks(race_match) - game_ticks;
        }
        r.moves += match_log_count(race_match) - before_moves;
        ticks++;
    }
    r.over = match_is_over(race_match);
    printf("%s: %.0f s of real time; in slow time the clock ran %ld of %ld ticks\n", g->id,
           (double)ticks / g->tick_hz, slow_game, slow_real);
    if (l->slow > 0 && leave_at < 0) {
        assert_true(slow_real > 10 * g->tick_hz); /* the first round's race, in slow time */
        assert_true(labs(slow_game - lround(slow_real * l->slow)) <= 1);
    }
    table_destroy(t);
    match_destroy(race_match);
    race_match = NULL;
    free(before);
    free(view);
    return r;
}

static int lessons;

static void test_each_lesson_played_through(void **st)
{
    (void)st;
    for (int i = 0; i < game_count(); i++) {
        const game_def *g = game_at(i);
        if (!g->lesson || !g->playable) continue;
        lessons++;
        run r = play_lesson(g, -1);
        printf("%s: %d of %d steps, %d moves pointed at, %d moves, over %d\n", g->id, r.reached,
               g->lesson->nsteps, r.suggested, r.moves, r.over);
        assert_int_equal(r.off_path, 0);
        /* the last step is where the learner plays on alone (an ANY step), or past the end */
        int last = g->lesson->step[g->lesson->nsteps - 1].kind == GAME_LESSON_ANY
                       ? g->lesson->nsteps - 1
                       : g->lesson->nsteps;
        assert_true(r.reached >= last);
        assert_true(r.over);
    }
    assert_true(lessons >= 1);
}

static void test_leaving_mid_way(void **st)
{
    (void)st;
    for (int i = 0; i < game_count(); i++) {
        const game_def *g = game_at(i);
        if (!g->lesson || !g->playable) continue;
        run r = play_lesson(g, 1); /* the second decision: off the path */
        printf("%s, left at the second decision: off path %d, over %d after %d moves\n", g->id,
               r.off_path, r.over, r.moves);
        assert_int_equal(r.off_path, 1);
        assert_true(r.over);
    }
}

/* The headings (## and ###) of a rules page, in order. */
static int headings(const char *id, const char *lang, char out[][96], int cap)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/data/rules/%s/%s.md", getenv("CITYBOX_DATA"), id, lang);
    char *text = fs_read_all(path, NULL);
    assert_non_null(text);
    int n = 0;
    for (char *l = text; l && *l && n < cap; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        if (strncmp(l, "##", 2) != 0) continue;
        char *h = l + strspn(l, "#");
        h += strspn(h, " ");
        snprintf(out[n++], 96, "%.*s", (int)strcspn(h, "\r\n"), h);
    }
    free(text);
    return n;
}

static void test_steps_short_and_cited(void **st)
{
    (void)st;
    static char en[64][96], fr[64][96];
    for (int i = 0; i < game_count(); i++) {
        const game_def *g = game_at(i);
        if (!g->lesson) continue;
        int ne = headings(g->id, "en", en, 64), nf = headings(g->id, "fr", fr, 64);
        assert_int_equal(ne, nf); /* the coach opens the French page at the same rank */
        for (int k = 0; k < g->lesson->nsteps; k++) {
            const game_lesson_step *s = &g->lesson->step[k];
            assert_non_null(s->say);
            assert_true(strlen(s->say) > 10 && strlen(s->say) <= 110);
            assert_true(!s->done || strlen(s->done) <= 110);
            bool found = false;
            for (int h = 0; h < ne && !found; h++) found = s->rule && strcmp(en[h], s->rule) == 0;
            if (!found) printf("%s step %d: no heading \"%s\" in en.md\n", g->id, k, s->rule);
            assert_true(found);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steps_short_and_cited),
        cmocka_unit_test(test_each_lesson_played_through),
        cmocka_unit_test(test_leaving_mid_way),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
