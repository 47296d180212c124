/* test_wait_times.c: how long a person waits between their turns in Fun City, on the real play
 * host and board at the default settings (bots at the normal pace, 0.7 s after each move; a
 * 3-second reaction window after every roll and bus ride; the pawns walking their way), with one
 * person and 1, 2 or 3 normal bots. The person plays at once when it is their turn (the normal
 * bot's choice) and lets every window run out. Time is the host's own: the loop's 1/120 s steps,
 * the loop waiting for a thinking bot without counting it (in the app a bot thinks while its
 * pace runs), so the figures do not depend on the machine. Prints the mean and the longest wait at
 * 2, 3 and 4 players (the rules page docs/rules/funcity.md quotes them) and holds the budget: under
 * 20 s on average at 4. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ai/ai.h"
#include "match/match.h"
#include "play/play_int.h"

enum { GAMES = 6 };

typedef struct waits {
    double sum, longest;
    int n;
} waits;

/* Is it the person's (seat 0's) own turn, to play now? */
static bool own_turn(play *p)
{
    game_turn t = match_turn(play_match(p));
    return t.phase == GAME_PHASE_TURN && t.player == 0 && (play_human_mask(p) & 1u);
}

static void one_game(int players, uint64_t seed, waits *w)
{
    setup_result r = fixture_bots_setup("funcity", seed, players, BOT_NORMAL);
    r.seats[0].bot = false;
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Alice");
    char why[256];
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    play *p = (play *)s;
    const game_def *g = play_game(p);
    void *view = malloc(g->state_size);
    double now = 0, waiting_since = -1;
    for (long i = 0; i < 120L * 3600 && !match_is_over(play_match(p)); i++) {
        if (strcmp(scene_top()->vt->name, "play") != 0) { /* nothing covers a one-person game */
            fixture_step(1.0 / 120);
            now += 1.0 / 120;
            continue;
        }
        if (own_turn(p)) {
            if (waiting_since >= 0) {
                double wait = now - waiting_since;
                w->sum += wait;
                w->n++;
                if (wait > w->longest) w->longest = wait;
                waiting_since = -1;
            }
            match_view(play_match(p), 0, view);
            game_action a = ai_choose(g, view, 0, AI_NORMAL, NULL, (uint64_t)i, NULL);
            if (!play_submit(p, 0, a, why, sizeof why)) fail_msg("refused: %s", why);
            if (!own_turn(p) && match_turn(play_match(p)).player != 0) waiting_since = now;
        }
        int before_log = match_log_count(play_match(p));
        /* a bot thinking takes no time of the table's here: the worker runs beside the pace in
         * the app, and this machine's speed must not decide the figures */
        for (int k = 0; k < 10000 && p->asking && ai_worker_thinking(p->worker); k++) SDL_Delay(1);
        fixture_step(1.0 / 120);
        now += 1.0 / 120;
        if (getenv("WT_LOG") && players == 4 && seed == 300)
            for (int k = before_log; k < match_log_count(play_match(p)); k++)
                print_message("%7.2f seat %d %s\n", now, match_log_at(play_match(p), k)->seat,
                              match_log_at(play_match(p), k)->text);
        if (i % 30 == 0) fixture_frame(640, 360);
    }
    assert_true(match_is_over(play_match(p)));
    free(view);
    scene_clear();
}

static void test_waits(void **st)
{
    (void)st;
    double mean4 = 0;
    for (int players = 2; players <= 4; players++) {
        waits w = {0};
        for (int k = 0; k < GAMES; k++) one_game(players, 300 + (uint64_t)k, &w);
        double mean = w.n ? w.sum / w.n : 0;
        print_message("%d players (1 person, %d normal bots): %d waits, mean %.1f s, longest "
                      "%.1f s\n",
                      players, players - 1, w.n, mean, w.longest);
        if (players == 4) mean4 = mean;
    }
    assert_true(mean4 > 0 && mean4 < 20.0);
}

int main(void)
{
    if (fixture_open() != 0) return 1;
    settings_get()->reduced_motion = false; /* the pawns walk, as a player sees them */
    settings_get()->bot_pace = PACE_NORMAL;
    settings_get()->react_seconds = 3;
    if (getenv("WT_RM")) settings_get()->reduced_motion = true;
    if (getenv("WT_RS")) settings_get()->react_seconds = atoi(getenv("WT_RS"));
    if (getenv("WT_FAST")) settings_get()->bot_pace = PACE_FAST;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_waits)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
