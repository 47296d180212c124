/* match.h: the midend. A match owns one game in progress: its rules table, params, seats, seed,
 * current state and action log; it does undo/redo, real-time ticks, saves, loads and autosave.
 * Scenes, the headless command line and the tests all play a game through a match.
 * No globals: separate matches may live on separate threads (each used by one thread). */
#ifndef CB_MATCH_H
#define CB_MATCH_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/fsutil.h"
#include "games/game.h"

enum {
    MATCH_NAME_LEN = 32,
    MATCH_SAVE_VERSION = 1, /* the newest save format this build reads and writes */
    MATCH_WHY_LEN = 256,    /* a good size for the why buffers below */
};

typedef enum match_seat_kind { MATCH_HUMAN, MATCH_BOT } match_seat_kind;

/* Bot strength, in the order of ai_level (ai/ai.h), so a cast converts one to the other. */
typedef enum match_level {
    MATCH_LEVEL_RANDOM,
    MATCH_LEVEL_EASY,
    MATCH_LEVEL_NORMAL,
    MATCH_LEVEL_HARD,
    MATCH_LEVEL_COUNT
} match_level;

typedef struct match_seat {
    char name[MATCH_NAME_LEN]; /* shown on the board and in the results */
    match_seat_kind kind;
    match_level level; /* bots only */
    int colour;        /* index into the palette of player colours */
    int symbol;        /* index into the colour-blind symbols */
    char device[16];   /* how a human played: the app's key ("pad"), "" unknown (saved) */
    int device_index;  /* which one (a gamepad's number) */
} match_seat;

/* One line of the action log: who did what, at which tick (0 for turn-based games). */
typedef struct match_entry {
    uint32_t tick;
    int seat;
    game_action action;
    bool barrier;                /* apply said GAME_OK_BARRIER: undo stops after it */
    uint64_t hash;               /* state hash right after this entry */
    char text[GAME_ACTION_TEXT]; /* the action's text form, as saved */
} match_entry;

typedef struct match match;

/* ---- lifetime ------------------------------------------------------------------------------ */
match *match_create(const game_def *g, const game_params *p, const match_seat *seats, uint64_t seed,
                    char *why, size_t n); /* NULL + why on bad params */
void match_destroy(match *m);             /* NULL is fine */
void match_default_seats(const game_def *g, int players, match_seat *out); /* "Player 1".. */

/* ---- what is being played ----------------------------------------------------------------- */
const game_def *match_game(const match *m);
const game_params *match_params(const match *m);
const match_seat *match_seat_at(const match *m, int seat); /* NULL when out of range */
uint64_t match_seed(const match *m);
const void *match_state(const match *m);                /* the full state: rules and tests only */
void match_view(const match *m, int viewer, void *out); /* what viewer may see (state_size) */
game_turn match_turn(const match *m);
bool match_is_over(const match *m);
void match_score(const match *m, game_score *out);
uint64_t match_hash(const match *m);  /* hash of the current state */
uint32_t match_ticks(const match *m); /* ticks since setup (real-time games) */

/* ---- playing ------------------------------------------------------------------------------- */
/* Applies an action of seat; refused actions leave everything as it was (why says why). */
game_apply_result match_apply(match *m, int seat, game_action a, char *why, size_t n);
/* Same, from the action's text form ("take 2"). */
game_apply_result match_apply_text(match *m, int seat, const char *text, char *why, size_t n);
void match_tick(match *m); /* advances real time one tick (no-op for turn-based games) */

/* ---- undo and redo ------------------------------------------------------------------------- */
/* Undo steps back over bot moves until one human action is undone (one action when no seat is
 * human); it never crosses a barrier (a revealed secret or a seen random outcome) nor time that
 * passed. With several people at the table a move is its own player's to take back, and only
 * while no other person may act: neither can undo the other's move. Redo steps forward the same
 * way until a new action is taken. */
bool match_can_undo(const match *m);
bool match_can_undo_for(const match *m, int seat); /* seat asks (-1: someone on a shared device) */
int match_undo_owner(const match *m);              /* whose move undo would take back, -1 none */
bool match_undo(match *m);
bool match_can_redo(const match *m);
bool match_redo(match *m);
/* Why undo is not possible now, for the player to read: FREE (it is), NOTHING (no move to take
 * back yet: none, or, when a human plays, none of a human's), SECRET (a move since revealed
 * something hidden or random), TIME (time has passed since: a race), OTHER (the last move is
 * a person's, and another person has the turn now: it stands). */
typedef enum match_undo_block {
    MATCH_UNDO_FREE,
    MATCH_UNDO_NOTHING,
    MATCH_UNDO_SECRET,
    MATCH_UNDO_TIME,
    MATCH_UNDO_OTHER
} match_undo_block;
match_undo_block match_undo_blocked(const match *m);

/* ---- the log ------------------------------------------------------------------------------- */
int match_log_count(const match *m);                          /* entries played (not redo ones) */
const match_entry *match_log_at(const match *m, int i);       /* NULL when out of range */
int match_hash_trace(const match *m, uint64_t *out, int cap); /* hash after each entry */

/* ---- saves --------------------------------------------------------------------------------- */
char *match_save_json(const match *m); /* the save as JSON text; free() it */
bool match_save_file(const match *m, const char *path, char *why, size_t n); /* atomic */
/* Loads a save: replays its log through the rules. NULL + a translated why on any problem
 * (damaged file, other format, newer version, unknown game, bad options, bad action...). */
match *match_load_json(const char *text, size_t len, char *why, size_t n);
match *match_load_file(const char *path, char *why, size_t n);
/* The same from a parsed save (the caller keeps and frees the tree). */
match *match_load_tree(const struct cJSON *root, char *why, size_t n);
/* Writes the save to path atomically now, then after every action, undo and redo (NULL: stop).
 * false (why set) if the first write fails: autosave stays on, failing, and is tried again after
 * every later action, undo and redo and on match_autosave_retry, so saving resumes by itself
 * when it can. A failed write never touches the last good save (fs_write_atomic). */
bool match_autosave(match *m, const char *path, char *why, size_t n);

/* The autosave's status, for the play host to show while it lasts (src/play/play_status.c). */
typedef struct match_save_status {
    bool on;          /* a path is set */
    unsigned id;      /* this autosave's number in the process (a screen sees a new one) */
    fs_status io;     /* io.err: 0 when the save on disk is up to date, else why the last write
                         failed (errno: ENOSPC, EROFS...); failures in a row; recoveries */
    int saved_moves;  /* log entries in the last good save, -1 none yet */
    bool end_unsaved; /* autosave was stopped while failing: the last state never reached disk */
    char why[MATCH_WHY_LEN]; /* the last failure in full (translated), for the log */
} match_save_status;
const match_save_status *match_autosave_status(const match *m);
/* While the autosave fails: writes it again now (the play host calls it every few seconds).
 * true when the save on disk is up to date (also when there is nothing to retry). */
bool match_autosave_retry(match *m);

/* ---- names --------------------------------------------------------------------------------- */
const char *match_level_name(match_level l);         /* "random" "easy" "normal" "hard" */
match_level match_level_from_name(const char *name); /* MATCH_LEVEL_COUNT if unknown */

#endif
