/* attract_show.c: the game on show in attract mode, at a pace a visitor can follow.
 * - The bots' pace: the play host's pace setting is borrowed while attract mode runs, and the
 *   host holds each bot move for a pause drawn in 1 to 2.5 s (play_set_pace), so moves come
 *   unevenly, as a person plays (thinking and animations add to it).
 * - Real time: the match is shown as people watching it (play_set_attract: the rules' clock and
 *   the racers run at a person's pace, not the hurry of a table without people), and a
 *   real-time game's bots play at the easy level, a newcomer's hands: Mad City's race runs on
 *   its 60-second sand as at a table (attract.c's start_demo picks the level).
 * - Between two rounds of a real-time game (the rules' clock stops, the game goes on), the
 *   round's results are held on screen ATTRACT_ROUND_S seconds: a scene of nothing over the match
 *   ("attract-hold") freezes it as any overlay does, while the caption says the round is over and
 *   what it gave each seat. Without it the bots would say ready within a second or two. */
#include "club/attract_int.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/settings.h"
#include "scenes/scenes.h"
#include <stdlib.h>
#include <string.h>

static const double PAUSE_MIN = 1.0, PAUSE_MAX = 2.5;

static struct show {
    /* the bots' pace: the host's setting, borrowed */
    bool borrowed;
    int user_pace;
    int moves_seen;
    /* rounds of a real-time game */
    bool clock_was_running;
    int rounds;
    double race_t;   /* seconds the current race has run */
    scene *hold;     /* the hold over the match (compared, never read unless it is the top) */
    double hold_t;   /* seconds it has been on screen */
    double hold_len; /* and how long it stays */
} S = {.moves_seen = -1};

/* ---- the bots' pace ------------------------------------------------------------------------ */
void attract_pace_borrow(void)
{
    if (S.borrowed) return;
    S.user_pace = (int)settings_get()->bot_pace;
    S.borrowed = true;
}

void attract_pace_give_back(void)
{
    play_set_pace(-1);
    play_set_attract(0, false);
    if (!S.borrowed) return;
    settings_get()->bot_pace = (bot_pace)S.user_pace;
    S.borrowed = false;
}

/* A new pause after each move; the setting is kept slow meanwhile for what reads it directly
 * (animations). */
static void pace_tick(const play *p, rng_state *rng)
{
    const match *m = play_match(p);
    if (match_log_count(m) != S.moves_seen) {
        S.moves_seen = match_log_count(m);
        play_set_pace(PAUSE_MIN + rng_unit(rng) * (PAUSE_MAX - PAUSE_MIN));
    }
    settings_get()->bot_pace = PACE_SLOW;
}

/* ---- the hold between rounds --------------------------------------------------------------- */
static void hold_draw(scene *s, float alpha)
{
    (void)s, (void)alpha; /* nothing: the match under it shows its round's results */
}

static bool hold_event(scene *s, const in_event *ev)
{
    (void)s, (void)ev;
    return false; /* club mode eats the show's input before the scenes */
}

static void hold_destroy(scene *s)
{
    if (S.hold == s) S.hold = NULL;
    free(s);
}

static const scene_vt hold_vt = {
    .name = "attract-hold",
    .opaque = false,
    .event = hold_event,
    .draw = hold_draw,
    .destroy = hold_destroy,
};

static void hold_start(double seconds)
{
    scene *s = calloc(1, sizeof *s);
    if (!s) return;
    s->vt = &hold_vt;
    scene_push(s);
    S.hold = s;
    S.hold_t = 0;
    S.hold_len = seconds;
}

bool attract_show_is_top(const scene *demo)
{
    scene *top = scene_top();
    return top && (top == demo || (top == S.hold && !top->closing));
}

void attract_show_reset(void)
{
    S.moves_seen = -1;
    S.clock_was_running = false;
    S.rounds = 0;
    S.race_t = 0;
    S.hold = NULL; /* popped with the demo */
}

/* Each tick of the game on show: the pace, the rounds of a real-time game and their hold.
 * round_s: how long a round's results stay. */
void attract_show_tick(play *p, attract_caption *cap, double dt, double round_s, rng_state *rng)
{
    if (S.hold) {
        S.hold_t += dt;
        if (scene_top() == S.hold && S.hold_t >= S.hold_len) {
            LOG_I("club: the results of round %d shown for %.0f s", S.rounds, S.hold_t);
            scene_pop(); /* the match goes on: the bots say they are ready */
            S.hold = NULL;
        }
        return;
    }
    pace_tick(p, rng);
    const match *m = play_match(p);
    const game_def *g = play_game(p);
    if (g->tick_hz <= 0 || !g->clock_runs) return;
    bool running = g->clock_runs(match_state(m)) && !match_is_over(m);
    if (running) S.race_t += dt;
    if (running && !S.clock_was_running) attract_caption_round_start(cap, m);
    if (!running && S.clock_was_running && !match_is_over(m)) {
        S.rounds++;
        LOG_I("club: %s: round %d over after %.0f s of its race", g->id, S.rounds, S.race_t);
        S.race_t = 0;
        attract_caption_round_end(cap, p);
        ui_toast_clear(); /* the race's messages are the caption's now */
        hold_start(round_s);
    }
    S.clock_was_running = running;
}
