/* react.c: reaction windows, the pure part (see react.h). No SDL: the unit tests compile it. */
#include "match/react.h"
#include <string.h>

bool react_is_window(const game_def *g, const void *state, game_action pass[GAME_MAX_PLAYERS])
{
    game_turn t = g->turn(state);
    if (!g->react_pass || t.phase != GAME_PHASE_REACT || !t.mask) return false;
    game_action list[64];
    for (int s = 0; s < GAME_MAX_PLAYERS; s++) {
        if (!(t.mask >> s & 1)) continue;
        game_action a = g->react_pass(state, s);
        int n = g->legal_actions(state, s, list, 64);
        bool found = false;
        for (int i = 0; i < n && !found; i++) found = list[i] == a;
        if (!found) return false;
        if (pass) pass[s] = a;
    }
    return true;
}

void react_reset(react_win *w)
{
    int id = w->id;
    memset(w, 0, sizeof *w);
    w->id = id;
    w->claimant = -1;
}

void react_close(react_win *w, double now)
{
    w->open = false;
    w->closed = now;
    w->claimant = -1;
}

/* A seat that has nothing but PASS is decided at once: no search, and nothing shows it. */
static bool only_pass(const game_def *g, const void *state, int seat, game_action pass)
{
    game_action list[64];
    int n = g->legal_actions(state, seat, list, 64);
    return n == 1 && list[0] == pass;
}

bool react_sync(react_win *w, const game_def *g, const void *state, double now, double duration,
                uint32_t bots)
{
    game_action pass[GAME_MAX_PLAYERS] = {0};
    bool is = react_is_window(g, state, pass);
    game_turn t = g->turn(state);
    if (w->open) {
        /* kept while the rules ask exactly the seats still pending: a claimant passed, or the
         * PASSes of the countdown's end are being applied one by one */
        if (is && t.player == w->player && t.mask == w->pending) return false;
        react_close(w, now);
    }
    if (!is) return false;
    int id = w->id + 1;
    double closed = w->closed;
    react_reset(w);
    w->id = id;
    w->closed = closed;
    w->open = true;
    w->player = t.player;
    w->listed = w->pending = t.mask;
    w->bots = t.mask & bots;
    w->opened = w->run_from = now;
    w->duration = duration;
    memcpy(w->pass, pass, sizeof pass);
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        if (w->bots >> s & 1)
            w->bot[s] = only_pass(g, state, s, pass[s]) ? REACT_BOT_PASS : REACT_BOT_WANTED;
    return true;
}

double react_elapsed(const react_win *w, double now)
{
    if (!w->open) return 0;
    double e = w->used + (w->run_from >= 0 ? now - w->run_from : 0);
    return e < 0 ? 0 : e > w->duration ? w->duration : e;
}

double react_left(const react_win *w, double now)
{
    return w->open ? w->duration - react_elapsed(w, now) : 0;
}

static void stop_countdown(react_win *w, int seat, double now)
{
    w->used = react_elapsed(w, now);
    w->run_from = -1;
    w->claimant = seat;
    w->claimed_at = now;
}

bool react_claim(react_win *w, int seat, double now)
{
    if (!w->open || w->expired || w->claimant >= 0 || seat < 0 || seat >= GAME_MAX_PLAYERS ||
        !(w->pending >> seat & 1) || (w->bots >> seat & 1))
        return false;
    stop_countdown(w, seat, now);
    return true;
}

void react_answered(react_win *w, int seat, game_action a, double now)
{
    if (!w->open || seat < 0 || seat >= GAME_MAX_PLAYERS || !(w->pending >> seat & 1)) return;
    if (a != w->pass[seat]) { /* a card: the rules go on from it */
        react_close(w, now);
        return;
    }
    w->pending &= ~(1u << seat);
    if (w->claimant == seat) { /* the claimant passed: the countdown goes on */
        w->claimant = -1;
        w->run_from = now;
    }
}

int react_bot_wanted(const react_win *w)
{
    if (!w->open || w->expired) return -1;
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        if ((w->bots & w->pending) >> s & 1 && w->bot[s] == REACT_BOT_WANTED) return s;
    return -1;
}

void react_bot_thinking(react_win *w, int seat)
{
    if (seat >= 0 && seat < GAME_MAX_PLAYERS) w->bot[seat] = REACT_BOT_THINKING;
}

void react_bot_decided(react_win *w, int seat, game_action a)
{
    if (!w->open || seat < 0 || seat >= GAME_MAX_PLAYERS || !(w->bots >> seat & 1)) return;
    w->bot_action[seat] = a;
    w->bot[seat] = a == w->pass[seat] ? REACT_BOT_PASS : REACT_BOT_REACT;
}

int react_order(const react_win *w, int players, int out[GAME_MAX_PLAYERS])
{
    int n = 0;
    if (players > GAME_MAX_PLAYERS) players = GAME_MAX_PLAYERS;
    for (int i = 1; i <= players; i++) {
        int s = ((w->player < 0 ? 0 : w->player) + i) % players;
        if (w->listed >> s & 1) out[n++] = s;
    }
    return n;
}

int react_due(react_win *w, double now, react_cmd *out, int cap)
{
    if (!w->open || w->expired || cap < 1) return 0;
    int c = w->claimant;
    if (c >= 0) { /* a bot's claim plays after its hold; a human's waits for the choice */
        if ((w->bots >> c & 1) && now - w->claimed_at >= REACT_BOT_HOLD) {
            out[0] = (react_cmd){c, w->bot_action[c]};
            return 1;
        }
        return 0;
    }
    int order[GAME_MAX_PLAYERS], n = react_order(w, GAME_MAX_PLAYERS, order);
    double e = react_elapsed(w, now), claim_at = REACT_BOT_CLAIM_AT * w->duration;
    if (!w->bot_check && e >= claim_at) {
        for (int s = 0; s < GAME_MAX_PLAYERS; s++)
            if ((w->bots & w->pending) >> s & 1 &&
                (w->bot[s] == REACT_BOT_WANTED || w->bot[s] == REACT_BOT_THINKING)) {
                w->used = claim_at; /* held at the claim moment until every bot has decided */
                w->run_from = now;
                return 0;
            }
        w->bot_check = true;
        for (int i = 0; i < n; i++) {
            int s = order[i];
            if ((w->bots & w->pending) >> s & 1 && w->bot[s] == REACT_BOT_REACT) {
                stop_countdown(w, s, now);
                return 0;
            }
        }
    }
    if (e < w->duration) return 0;
    w->expired = true;
    int k = 0;
    for (int i = 0; i < n && k < cap; i++)
        if (w->pending >> order[i] & 1) out[k++] = (react_cmd){order[i], w->pass[order[i]]};
    return k;
}

uint32_t react_acting_mask(const react_win *w, uint32_t turn_mask)
{
    if (!w->open) return turn_mask;
    return w->claimant >= 0 ? 1u << w->claimant & turn_mask : 0;
}

int react_choices(const react_win *w, const game_def *g, const void *state, game_action *out,
                  int cap)
{
    if (!w->open || w->claimant < 0 || cap < 1) return 0;
    game_action list[64];
    int c = w->claimant, n = g->legal_actions(state, c, list, 64), k = 1;
    out[0] = w->pass[c];
    for (int i = 0; i < n && k < cap; i++)
        if (list[i] != w->pass[c]) out[k++] = list[i];
    return k;
}
