/* ai.h: bots over the rules API. A bot sees only one player's view, the legal actions, apply and
 * the heuristic of a game_def; it never looks inside a game's state. Levels go from a uniform
 * random mover to determinised MCTS (UCT with heuristic-guided, cut-short playouts). */
#ifndef CB_AI_H
#define CB_AI_H
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "games/game.h"

typedef enum ai_level {
    AI_RANDOM, /* a uniformly random legal action */
    AI_EASY,   /* greedy one ply on the heuristic with noise, sometimes a random move */
    AI_NORMAL, /* greedy one ply on the heuristic (a few ms a move) */
    AI_HARD,   /* MCTS / UCT, determinised for hidden information (under 1 s a move) */
    AI_LEVEL_COUNT
} ai_level;

/* Returned by ai_choose / ai_worker_poll when the player has no legal action. */
#define AI_NO_ACTION ((game_action)UINT64_MAX)

const char *ai_level_name(ai_level l);  /* command-line key: "random" "easy" "normal" "hard" */
const char *ai_level_label(ai_level l); /* N_() marked display label: show it through _() */
ai_level ai_level_from_name(const char *name); /* key, case-insensitive; AI_LEVEL_COUNT if none */

/* How long to think. Zero fields mean the level's default; a NULL budget means all defaults.
 * playouts: MCTS iterations (random/easy ignore it). Playout budgets make results deterministic.
 * seconds: a wall-clock cap on top of the playouts (0 = no cap). Once a cap is hit the result
 * depends on the machine's speed, so tests, selfplay and replays leave it at 0. */
typedef struct ai_budget {
    int playouts;
    double seconds;
} ai_budget;

ai_budget ai_budget_default(ai_level l); /* the level's defaults, filled in (seconds is 0) */

/* A search's limits, the same for every bot (the generic ones and a game's own): the caller's
 * cancel flag, the budget's wall-clock cap and its amount of work. A bot polls ai_stopped() in
 * its loops (once true it stays true, and the bot returns the best legal action found so far)
 * and sizes its own work (nodes, worlds, physics steps) with ai_work(). */
typedef struct ai_stop {
    atomic_int *cancel; /* raised by the caller (the worker when a decision is not wanted); NULL */
    double deadline;    /* ai_now() seconds past which the search stops; 0: no cap */
    double work;        /* budget.playouts over the level's default (1: the level's own work) */
    unsigned polls;
    bool stopped;
} ai_stop;
/* b (may be NULL: the level's defaults): playouts scale the work (over hard's default for the
 * levels that have none), seconds set the deadline. */
void ai_stop_init(ai_stop *s, const ai_budget *b, ai_level level, atomic_int *cancel);
bool ai_stopped(ai_stop *s);            /* NULL: never */
long ai_work(const ai_stop *s, long n); /* n units of a bot's own work under s (at least 1) */
double ai_now(void);                    /* monotonic seconds */

/* Chooses an action for `player` from `view_state` (def->view(state, player, ...): the caller
 * passes a view, never the full state; it is only read). For hidden-information games each MCTS
 * iteration fills the hidden parts of a copy of the view with def->determinize and its own RNG;
 * games whose determinize is NULL are simulated from the view as it is (such a game must not
 * hide anything that matters but the RNG: a bot cannot find the RNG inside a state, so a game
 * whose views zero the RNG and draw from it during play has to provide determinize).
 * Deterministic for a given seed and playout budget when budget->seconds == 0.
 * cancel (may be NULL): polled every few playouts; when it becomes non-zero the search stops
 * and the best action found so far is returned (still a legal action).
 * Returns AI_NO_ACTION when player has no legal action. Thread-safe: no globals. */
game_action ai_choose(const game_def *g, const void *view_state, int player, ai_level level,
                      const ai_budget *budget, uint64_t seed, atomic_int *cancel);

/* The move a lesson's coach points at for the learner (seat 0) on view (its hidden parts dealt):
 * match/lesson.h's lesson_suggest, or for a lesson that follows the bot (game_lesson.follow_bot)
 * the game's normal bot's move, seeded by seed, when it is of that kind (any: GAME_LESSON_ANY).
 * The coach on screen and the tests call this one. */
bool ai_lesson_suggest(const game_def *g, const game_lesson *l, const void *view, int kind,
                       uint64_t seed, game_action *out, game_action *then);

/* ---- a game's own bots ---------------------------------------------------------------------- */
struct racer_def;
/* A game with bots of its own gives `const ai_game_bot <id>_bot` (BOT in its citybox_game()):
 * the table of those is generated from the one registration (ai/bots.c). */
typedef struct ai_game_bot {
    const game_def *game;
    /* Optional: the game's own turn-based bot for the easy, normal and hard levels (random
     * stays the generic one); ai_choose hands those decisions to it with the caller's budget
     * and cancel flag in stop: poll ai_stopped(stop) in every loop, size work with ai_work. */
    game_action (*choose)(const void *view_state, int player, ai_level level, uint64_t seed,
                          ai_stop *stop);
    /* Optional: real-time bots (ai/racer.h), driven by the match's table (match/table.h). */
    const struct racer_def *racer;
    /* Optional, for `citybox bench GAME`: the decisions timed on their own (MegaCity: tower
     * building steps), reported under bench_label ("tower_plan_ms"). */
    bool (*bench_counts)(game_action a);
    const char *bench_label;
} ai_game_bot;

const ai_game_bot *ai_game_bot_for(const game_def *g); /* NULL: the generic bots only */

/* ---- a background thinker so the window never freezes ------------------------------------- */
typedef struct ai_worker ai_worker;

ai_worker *ai_worker_create(void);    /* NULL if out of memory or no thread support */
void ai_worker_destroy(ai_worker *w); /* cancels and joins any search first; NULL is fine */
/* Called on the worker thread as soon as a result is ready (e.g. to push an SDL user event
 * that wakes the event loop). Set it while the worker is idle. NULL: no callback. */
void ai_worker_set_on_done(ai_worker *w, void (*on_done)(void *user), void *user);
/* Starts thinking on a copy of view_state (the caller may free or change its own at once).
 * false if the worker is still busy with an earlier search, or out of memory. */
bool ai_worker_start(ai_worker *w, const game_def *g, const void *view_state, int player,
                     ai_level level, const ai_budget *budget, uint64_t seed);
/* Never blocks. true once the search is done: *out gets the action (AI_NO_ACTION if the player
 * had none) and the worker is idle again. false while thinking, or when idle with no result. */
bool ai_worker_poll(ai_worker *w, game_action *out);
/* Abandons the current search (if any) and waits for the thread, which notices within a few
 * playouts. The result is discarded: poll returns false until the next start. */
void ai_worker_cancel(ai_worker *w);
bool ai_worker_busy(ai_worker *w);     /* started and not yet collected by poll */
bool ai_worker_thinking(ai_worker *w); /* started and its result not ready yet */

#endif
