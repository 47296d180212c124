/* react.h: reaction windows, run by the table (match/table.h) for the play host and the command
 * line alike (pure C, tested headless).
 *
 * A game's GAME_PHASE_REACT turn in which every asked seat may answer "pass" is a *window*:
 * other seats may play a card against the player whose turn it is (Fun City's TRAFFIC JAM,
 * MUGGED, Z-Z-Z, and NEVER in a chain). On one shared screen nobody may learn who holds what,
 * so a window looks the same whether or not anyone can react: it opens at once, lists every
 * asked seat, and runs a countdown of the same length every time (settings: 2-6 s). When it
 * ends, every seat that did not claim passes: the host applies the rules' PASS for it.
 *
 * A human claims from their own seat: the countdown stops, that seat alone acts (behind the
 * curtain when other humans share the screen) among its legal actions, "pass" included; a pass
 * lets the countdown go on, anything else closes the window (the rules say what comes next).
 * Bots decide in the background but only show it at fixed moments: a bot that reacts claims
 * when REACT_BOT_CLAIM_AT of the countdown has run (and plays REACT_BOT_HOLD seconds later),
 * the first in the strip's order (the turn's player's left first); a bot that passes passes at
 * the end with everyone else. A bot still thinking at the claim moment holds the countdown there
 * until it has decided (a fraction of a second), so the game does not depend on how fast the
 * machine thinks: the app and `citybox selfplay` play the same windows for the same seed.
 * When a window opens, whom it lists, how long it runs and when it closes depend only on what
 * the seats *did*, never on what they hold.
 *
 * Other REACT turns (one seat must choose, pass not legal: Fun City's SLOG helper) are ordinary
 * decisions of that seat, not windows. Times are the table's clock in seconds (the play host
 * stops it while an overlay covers the match). */
#ifndef CB_REACT_H
#define CB_REACT_H
#include "games/game.h"
#include <stdbool.h>
#include <stdint.h>

enum {
    REACT_MIN_SECONDS = 2,
    REACT_MAX_SECONDS = 6,
    REACT_DEFAULT_SECONDS = 3,
};
#define REACT_BOT_CLAIM_AT 0.4 /* fraction of the countdown at which a reacting bot claims */
#define REACT_BOT_HOLD     0.6 /* seconds a bot's claim shows before its card is played */

typedef enum react_bot {
    REACT_BOT_WANTED,   /* its decision is wanted (the host starts a search) */
    REACT_BOT_THINKING, /* the search runs */
    REACT_BOT_PASS,     /* it passes (at the end) */
    REACT_BOT_REACT,    /* it reacts with bot_action (claims at REACT_BOT_CLAIM_AT) */
} react_bot;

typedef struct react_win {
    int id;           /* windows opened so far: the number of the open (or last) one */
    bool open;        /* a window is shown */
    bool expired;     /* its countdown ran out: the PASSes are being applied */
    bool bot_check;   /* the REACT_BOT_CLAIM_AT moment has passed */
    int player;       /* whose turn it is */
    uint32_t listed;  /* seats the strip names (the rules' mask when it opened) */
    uint32_t pending; /* listed seats that have not answered */
    uint32_t bots;    /* listed seats played by bots */
    double opened, closed, duration;
    double used;     /* countdown seconds run before run_from */
    double run_from; /* when the countdown last started; < 0: stopped by a claim */
    int claimant;    /* the seat choosing now, -1 none */
    double claimed_at;
    game_action pass[GAME_MAX_PLAYERS]; /* each asked seat's PASS */
    uint8_t bot[GAME_MAX_PLAYERS];      /* react_bot of each bot seat */
    game_action bot_action[GAME_MAX_PLAYERS];
} react_win;

typedef struct react_cmd {
    int seat;
    game_action action;
} react_cmd;

/* Is state's turn a timed window? (phase REACT, the game names its pass action (game_def's
 * react_pass), and it is legal for every asked seat.) pass (may be NULL) gets each asked seat's
 * PASS. */
bool react_is_window(const game_def *g, const void *state, game_action pass[GAME_MAX_PLAYERS]);

/* No window (undo, redo); the window count goes on. Zero w once before its first use. */
void react_reset(react_win *w);
/* Brings w in line with state after any change: keeps the open window while the rules still ask
 * its pending seats (a claimant passed), closes it otherwise, and opens a new one at now when
 * state asks for a window. bots: the seats bots play. true: a new window opened. */
bool react_sync(react_win *w, const game_def *g, const void *state, double now, double duration,
                uint32_t bots);
void react_close(react_win *w, double now);           /* closes the open window now */
double react_elapsed(const react_win *w, double now); /* countdown seconds run */
double react_left(const react_win *w, double now);    /* countdown seconds left (0..duration) */
/* A human seat claims: false when it may not now (not pending, a claim under way, expired). */
bool react_claim(react_win *w, int seat, double now);
/* The host applied seat's answer a (its claim's choice, or a bot's card). */
void react_answered(react_win *w, int seat, game_action a, double now);
/* Bots: the next seat whose decision is wanted (-1 none); then thinking; then its decision. */
int react_bot_wanted(const react_win *w);
void react_bot_thinking(react_win *w, int seat);
void react_bot_decided(react_win *w, int seat, game_action a);
/* Advances to now. Writes what the host must apply now, in order (a bot's card after its hold;
 * every pending seat's PASS when the countdown ends) and returns the count; 0: nothing yet. A
 * bot claim shows as w->claimant. */
int react_due(react_win *w, double now, react_cmd *out, int cap);
/* Who may act on the board now: nobody while the window waits for claims, the claimant while it
 * chooses, turn_mask when no window is open. */
uint32_t react_acting_mask(const react_win *w, uint32_t turn_mask);
/* The claimant's choices: its legal actions, PASS first (0 when nobody claimed). */
int react_choices(const react_win *w, const game_def *g, const void *state, game_action *out,
                  int cap);
/* Seats in the order the strip lists them: the turn's player's left first. */
int react_order(const react_win *w, int players, int out[GAME_MAX_PLAYERS]);

#endif
