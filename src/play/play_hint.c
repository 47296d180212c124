/* play_hint.c: the Hint button (H), for every game: what the game's own normal bot would play
 * now for the person who may act, said in the words of the move log, and why in numbers (the
 * score before and after it, as the rules count it). The bot thinks on the person's view only,
 * in the hint's own worker (the table's bots keep theirs); a race asks the game's racer instead.
 * Nothing is played: the person plays it, or not. */
#include "ai/racer.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/log.h"
#include "core/rng.h"
#include "platform/platform.h"
#include "play/play_int.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The person a hint is for: the one who pressed it if they may act (their own device), else the
 * one whose turn it is, else the first person who may act now; -1 when no person may act. */
static int hint_seat(const play *p, int pressed_by)
{
    game_turn t = match_turn(p->m);
    uint32_t can = play_people_acting(p);
    if (!can) return -1;
    if (pressed_by >= 0 && (can >> pressed_by & 1)) return pressed_by;
    if (t.player >= 0 && (can >> t.player & 1)) return t.player;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (can >> i & 1) return i;
    return -1;
}

void play_hint_refresh(play *p)
{
    bool can = hint_seat(p, -1) >= 0;
    p->hint.base.hidden = p->mode != MODE_PLAYING || !p->has_human;
    ui_set_disabled(&p->hint.base, !can || p->hinting,
                    p->hinting ? _("Thinking about a hint…")
                               : _("A hint is for a person who may act now: wait for your turn."));
}

/* The move played on the person's view with its hidden parts dealt by seed: its phrase in the
 * log's words and the seat's score before and after. False when the rules refuse it there. */
static bool try_on_view(const play *p, int seat, game_action a, uint64_t seed, char *what, size_t n,
                        int *before_pts, int *after_pts)
{
    const game_def *g = play_game(p);
    unsigned char *before = malloc(g->state_size), *after = malloc(g->state_size);
    game_score *sc = malloc(sizeof *sc);
    bool ok = before && after && sc;
    char why[GAME_REASON_LEN];
    if (ok) {
        match_view(p->m, seat, before);
        if (g->determinize) {
            rng_state rng;
            rng_seed(&rng, seed);
            g->determinize(before, seat, &rng);
        }
        memcpy(after, before, g->state_size);
        ok = g->apply(after, seat, a, why, sizeof why) != GAME_REFUSED;
    }
    what[0] = 0;
    if (ok && g->describe) g->describe(before, after, seat, a, what, n);
    if (ok && !what[0] && g->action_to_text) g->action_to_text(before, a, what, n);
    *before_pts = *after_pts = 0;
    if (ok && g->score) {
        g->score(before, sc);
        *before_pts = sc->total[seat];
        g->score(after, sc);
        *after_pts = sc->total[seat];
    }
    free(before);
    free(after);
    free(sc);
    return ok && what[0];
}

/* The hint said: the move in the log's words and what it does to the score. Played on two
 * different deals of what the person cannot see: when the two differ (a roll, a draw), only
 * the move is named (its text form), never an outcome nobody knows yet. */
static void say(play *p, int seat, game_action a)
{
    if (a == AI_NO_ACTION) {
        ui_toast(_("No hint: there is nothing to play now."), UI_TOAST_INFO);
        return;
    }
    char w1[GAME_REASON_LEN], w2[GAME_REASON_LEN], msg[GAME_REASON_LEN * 2];
    int b1, a1, b2, a2;
    uint64_t seed = p->setup.seed ^ 0x68696e74u;
    bool one = try_on_view(p, seat, a, seed, w1, sizeof w1, &b1, &a1),
         two = try_on_view(p, seat, a, seed * 31 + 7, w2, sizeof w2, &b2, &a2);
    bool sure = one && two && strcmp(w1, w2) == 0 && a1 == a2 && b1 == b2;
    if (!sure) { /* chance decides what it does: the move itself */
        const game_def *g = play_game(p);
        if (!g->action_to_text || g->action_to_text(match_state(p->m), a, w1, sizeof w1) <= 0)
            snprintf(w1, sizeof w1, "%s", "?");
    }
    if (sure && a1 != b1)
        snprintf(msg, sizeof msg, _("Hint for %s: %s. It takes your score from %d to %d."),
                 play_seat_name(p, seat), w1, b1, a1);
    else
        snprintf(msg, sizeof msg, _("Hint for %s: %s."), play_seat_name(p, seat), w1);
    ui_toast(msg, UI_TOAST_INFO);
    LOG_I("hint: %s", msg);
    play_coach_point(p, seat, a); /* and the board shows where, until a move is played */
    snd_play(SND_CLICK);
}

/* A race: the game's racer at normal level, on the person's view, until it has a move. */
static bool racer_hint(play *p, int seat, game_action *out)
{
    const racer_def *r = racer_find(play_game(p));
    if (!r || (r->running && !r->running(match_state(p->m)))) return false;
    void *bot = r->create(seat, MATCH_LEVEL_NORMAL, p->setup.seed ^ 0x68696e74u);
    if (!bot) return false;
    match_view(p->m, seat, p->view);
    bool got = false;
    for (double clock = 0; clock < 120 && !got; clock += 0.25)
        got = r->next(bot, p->view, clock, out);
    r->destroy(bot);
    if (!got) *out = AI_NO_ACTION;
    return true;
}

void play_hint_ask(play *p, int pressed_by)
{
    int seat = hint_seat(p, pressed_by);
    if (seat < 0 || p->hinting) return;
    game_action a;
    if (racer_hint(p, seat, &a)) {
        say(p, seat, a);
        return;
    }
    if (!p->hint_worker) {
        p->hint_worker = ai_worker_create();
        if (!p->hint_worker) return;
        ai_worker_set_on_done(p->hint_worker, (void (*)(void *))plat_wake, NULL);
    }
    ai_budget budget = ai_budget_default(AI_NORMAL);
    budget.seconds = 1.0; /* a person waits for it */
    match_view(p->m, seat, p->view);
    p->hinting = ai_worker_start(p->hint_worker, play_game(p), p->view, seat, AI_NORMAL, &budget,
                                 p->setup.seed ^ (uint64_t)match_log_count(p->m));
    p->hint_for = seat;
    p->hint_log = match_log_count(p->m);
    play_hint_refresh(p);
}

void play_hint_tick(play *p)
{
    game_action a;
    if (!p->hinting || !ai_worker_poll(p->hint_worker, &a)) return;
    p->hinting = false;
    if (match_log_count(p->m) == p->hint_log && hint_seat(p, p->hint_for) == p->hint_for)
        say(p, p->hint_for, a); /* not when the game moved on while it thought */
    play_hint_refresh(p);
}

void play_hint_cancel(play *p)
{
    ai_worker_cancel(p->hint_worker); /* joins the thread and leaves the worker idle; NULL: none */
    p->hinting = false;
}
