/* table.h: a match at the table: whose decision is due, and time. The play host and the command
 * line play every match through a table, so `citybox selfplay` plays the game players meet: the
 * same bot seeds, the same reaction windows in the same order, the same real-time race.
 *
 * A table owns, for one match (which it does not own):
 *   - the bots' turn: which bot seat must decide now (an *ask*: the host computes it with
 *     ai_choose, the app on its worker thread and the command line at once, and answers), and
 *     when its move is shown (opts.pace seconds after the action before it; a window that ran
 *     out was pause enough);
 *   - reaction windows (match/react.h): opened when the rules' turn is a window, the countdown,
 *     the bots' claims at fixed moments, the PASSes at its end;
 *   - real time: the rules' clock at tick_hz while the rules say it runs (game_def.clock_runs,
 *     clock_speed) and the racers of the bot seats (match/racer.h).
 * What it applies goes through the host (table_host), so the app keeps its own path (move log,
 * animations, autosave) and the command line applies to the match. The caller may hold parts of
 * a step (an animation holds the bots' turn moves, Mad City's 3-2-1 holds the clock).
 * Pure C, no globals; deterministic: the same match seed and the same answers give the same
 * game, whatever pieces the time comes in. */
#ifndef CB_TABLE_H
#define CB_TABLE_H
#include <stdbool.h>
#include <stdint.h>

#include "match/match.h"
#include "match/racer.h"
#include "match/react.h"

typedef struct table table;

enum {
    TABLE_RULES = 1u << 0,   /* the rules' clock may tick (no 3-2-1 nor hand-over holds it) */
    TABLE_RACERS = 1u << 1,  /* the racers may act */
    TABLE_TURNS = 1u << 2,   /* a bot's decided turn move may be applied (no animation holds it) */
    TABLE_WINDOWS = 1u << 3, /* reaction windows' countdowns run */
    TABLE_ALL = 15u,
};

typedef struct table_host {
    /* Applies seat's action through the host's path; the host then calls table_applied. false:
     * refused (a bug: logged and counted). */
    bool (*apply)(void *user, int seat, game_action a);
    void (*tick)(void *user); /* one tick of the rules' clock: match_tick, then the host's own */
    void *user;
} table_host;

typedef struct table_opts {
    double react_seconds; /* a window's countdown when it asks a person (settings, 2-6 s) */
    double pace;          /* seconds a bot's move waits after the action before it, and the
                             countdown of a window that asks bots only; 0: at once */
    double time_scale;    /* the real-time part (the rules' clock, the racers) runs at this
                             fraction of the time given (a lesson's slow time); 0: 1 */
} table_opts;

/* A bot decision the table wants. */
typedef struct table_ask {
    int seat;
    match_level level;
    uint64_t seed; /* from the match seed, the log and the seat: the same in app and selfplay */
    bool window;   /* a reaction window's decision (the app gives it a shorter time cap) */
    unsigned id;   /* answers to an ask the table dropped since are ignored */
} table_ask;

/* racers: the game's racer hooks (ai/racer.h's racer_find; NULL: none). NULL: out of memory. */
table *table_create(match *m, const table_opts *o, const racer_def *racers);
void table_destroy(table *t); /* NULL is fine */
void table_set_opts(table *t, const table_opts *o);
/* People watch a bots-only match (club mode): the clocks run as for people, not in a hurry. */
void table_set_watched(table *t, bool watched);
/* Bits of person seats a bot plays for now (a phone seat whose phone is gone: play_phone.c), at
 * normal strength, from the next decision on; 0: every person's seat is theirs again. */
void table_set_stand_ins(table *t, uint32_t bots);

/* ---- bots ---------------------------------------------------------------------------------- */
/* The next bot decision wanted now (each once): false when none. A window asks each of its bot
 * seats as it opens; a turn asks the bot seat that must act. */
bool table_ask_next(table *t, table_ask *out);
void table_answer(table *t, const table_ask *ask, game_action a);
/* The host dropped the searches it was running (an overlay covers the match): they are asked
 * again, with the same seeds. */
void table_drop_asks(table *t);

/* ---- time ---------------------------------------------------------------------------------- */
/* Advances dt seconds: the rules' ticks and racers (real time), the window's countdown and what
 * falls due in it (a bot's card, the PASSes at its end), a decided bot move once its pace has
 * passed; run (TABLE_*) says which parts may run in this step. */
void table_advance(table *t, double dt, unsigned run, const table_host *h);
/* The host applied seat's action a (anyone's: a person's, a bot's, one the table asked for). */
void table_applied(table *t, int seat, game_action a);
/* Undo, redo, a load: no window until the state asks again, bot decisions asked again. */
void table_reset(table *t);
/* A new race or builder's minute: the part of a tick accumulated so far is dropped. */
void table_restart_clock(table *t);
double table_now(const table *t);         /* seconds of table time */
double table_racer_clock(const table *t); /* the racers' clock, seconds */
int table_refused(const table *t);        /* actions the host refused (bugs) */
/* Frames must keep coming: the rules' clock runs, racers race, a window counts down, a bot's
 * decision is wanted or waits for its pace. */
bool table_busy(const table *t);
/* Does the rules' clock run in the match's state now (real-time games)? */
bool table_clock_runs(const table *t);

/* ---- reaction windows ---------------------------------------------------------------------- */
const react_win *table_window(const table *t); /* the open window, NULL: none */
/* A person claims the window for seat: false when it may not now. */
bool table_claim(table *t, int seat);

/* ---- the command line and the tests -------------------------------------------------------- */
/* One step of 1/tick_hz s (0.25 s for turn-based games) with every part running, applied to
 * the match itself (match_apply, match_tick); asks are left unanswered. */
void table_step(table *t);
typedef game_action (*table_decide_fn)(void *user, const match *m, const table_ask *ask);
/* Plays the match to its end, every ask answered at once by decide, in steps of 1/tick_hz s
 * (real time) or 0.25 s, applying to the match itself. false: stuck (nobody could act for a
 * long while) or longer than max_steps. */
bool table_play_out(table *t, table_decide_fn decide, void *user, long max_steps);

#endif
