/* game.h: the rules API. Every game is one `const game_def` table of functions over a flat state
 * (no pointers, so copying it with memcpy is a clone), listed in one registry (registry.c).
 * Pure C: no SDL, no GL, no globals. The shared code (the play host, the generic bots, the
 * generic tests, the headless command line) plays every game through this table alone; only
 * the game's own folder and tests/<id>/ use its rules' headers. */
#ifndef CB_GAME_H
#define CB_GAME_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"

enum {
    GAME_MAX_PLAYERS = 6,
    GAME_MAX_OPTIONS = 16,
    GAME_MAX_ACTIONS = 4096, /* capacity the caller gives legal_actions */
    GAME_MAX_SCORE_LINES = 512,
    GAME_REASON_LEN = 160, /* refusal and error messages */
    GAME_ACTION_TEXT = 64, /* longest action text, NUL included */
    GAME_SPECTATOR = -1,   /* viewer index for the public view */
};

/* An action is a small value; each game packs its fields into 64 bits (see the action encoding
 * in its rules/<id>.h) and gives it a text form ("place Industrial-3 C4"). Legal lists are
 * sorted ascending. */
typedef uint64_t game_action;

/* ---- options ------------------------------------------------------------------------------- */
typedef enum game_option_kind { GAME_OPT_BOOL, GAME_OPT_INT, GAME_OPT_CHOICE } game_option_kind;

typedef struct game_option_def {
    const char *key;   /* command line and save key: "hex", "parks" */
    const char *label; /* N_() marked; shown through _() in the setup screen */
    const char *help;  /* N_() marked one-line explanation */
    game_option_kind kind;
    int min, max, def;                /* ints; bools are 0..1; choices index 0..count-1 */
    const char *const *choices;       /* GAME_OPT_CHOICE: keys, NULL-terminated ("8x8", "10x10") */
    const char *const *choice_labels; /* N_() marked labels for the choices, same order; "":
                                       * a key kept so older saves load, never offered */
} game_option_def;

typedef struct game_params {
    int players;               /* number of seats */
    int opt[GAME_MAX_OPTIONS]; /* values, in the order of game_def.options */
    /* Each seat's handicap level (0: none, the default; at most game_def.handicap->max), so a
     * child and an expert can share a table. What a level gives is the game's (game_handicap). */
    int handicap[GAME_MAX_PLAYERS];
} game_params;

/* ---- handicaps ------------------------------------------------------------------------------ */
typedef enum game_handicap_kind {
    GAME_HANDICAP_POINTS,  /* level x step points added at the end (the match adds the line and
                              ranks again: game_score_handicaps); the rules do nothing */
    GAME_HANDICAP_SECONDS, /* a real-time game's rules give the seat level x step more seconds */
    GAME_HANDICAP_STEADY,  /* the rules make the seat's pieces level x step percent steadier */
} game_handicap_kind;

typedef struct game_handicap {
    game_handicap_kind kind;
    int max;           /* highest level (1..): the setup offers none, 1..max */
    int step;          /* what one level is worth: points, seconds or percent */
    const char *shown; /* N_() marked printf format of a level's worth: "+%d points" */
} game_handicap;

/* ---- whose move ---------------------------------------------------------------------------- */
typedef enum game_phase {
    GAME_PHASE_TURN,         /* `player` acts; `mask` == 1u << player */
    GAME_PHASE_REACT,        /* `player` has the turn but others in `mask` may react now */
    GAME_PHASE_SIMULTANEOUS, /* everyone in `mask` acts at once (real-time, with tick) */
    GAME_PHASE_OVER,         /* nobody acts; mask == 0 */
} game_phase;

typedef struct game_turn {
    game_phase phase;
    int player;    /* the player whose turn it is, or -1 */
    uint32_t mask; /* bit i set: seat i may act now */
} game_turn;

/* ---- scoring ------------------------------------------------------------------------------- */
/* Reasons and refusals name a player as {N} (N: seat index, 0-based), never by a colour or a
 * name the rules cannot know; game_format_reason puts the seats' names in. */
typedef struct game_score_line {
    int8_t player;  /* who got the points */
    int16_t points; /* may be negative */
    int16_t ref;    /* game-defined: the landmark square, zone id... for the results screen */
    int16_t group;  /* game-defined: which step of the walk-through (landmarks, bonuses...) */
    char reason[GAME_REASON_LEN]; /* translated text: "City Hall (3): 7 access points vs 5" */
} game_score_line;

typedef struct game_score {
    int players;
    int total[GAME_MAX_PLAYERS];
    int rank[GAME_MAX_PLAYERS]; /* 1 = first; equal ranks for a true tie after tie-breaks */
    uint32_t winners;           /* bit mask of seats ranked 1 (only meaningful when over) */
    int nlines;
    game_score_line line[GAME_MAX_SCORE_LINES];
} game_score;

/* ---- results of apply ---------------------------------------------------------------------- */
typedef enum game_apply_result {
    GAME_REFUSED = -1, /* not legal: the state is untouched and `why` says why */
    GAME_OK = 0,
    GAME_OK_BARRIER = 1, /* applied, and it revealed hidden information or a random outcome:
                            undo may not step back over it */
} game_apply_result;

/* ---- a guided first game ("Learn to play": play/play_coach.c) ------------------------------ */
enum {
    GAME_LESSON_READ = -1, /* a step that only says something: "Next" goes on */
    GAME_LESSON_ANY = -2,  /* a step that waits for any move of the learner */
};
typedef struct game_lesson_step {
    int kind;         /* the kind of action awaited (game_lesson.kind), or GAME_LESSON_READ/ANY */
    const char *say;  /* N_() marked: one short sentence, what to do now */
    const char *done; /* N_() marked: what that move did (the score lines it changed follow);
                         NULL: the lines alone */
    const char *rule; /* the rules page's heading it teaches, as data/rules/<id>/en.md writes it;
                         the coach opens the page there (the same heading in every language) */
} game_lesson_step;
typedef struct game_lesson {
    uint64_t seed;                /* the fixed deal, chosen so that every step comes up */
    int players;                  /* the learner is seat 0; the others are easy bots */
    const char *options;          /* "key=value,..." (game_params_set), NULL: the defaults */
    int (*kind)(game_action a);   /* an action's kind, as the steps name it */
    const game_lesson_step *step; /* in the order they come up on this deal */
    int nsteps;
    /* A race (a real-time game, where the score moves only when a round is scored): moves are
     * judged by the game's heuristic one move ahead instead of the score, and the clock runs at
     * slow (0 < slow < 1) while the script is on its first slow_steps steps: slow time. */
    bool race;
    double slow;
    int slow_steps;
    /* A race: while the step's kind cannot be played, the coach points at a move of the first of
     * these kinds (> 0; 0 ends the list) that can, instead of any move: a move of another kind
     * never leaves a race's script (only Leave does), so it must not lead the learner astray. */
    int meanwhile[4];
    /* The coach points at the move the game's own bot (normal) would play for the learner, the
     * step's sentence shown when that move is of the step's kind ("meanwhile" otherwise): a
     * building plan no look one move ahead finds (MegaCity). As in a race, a move of another
     * kind then never leaves the script. */
    bool follow_bot;
    int flick_step; /* 1-based: the step whose gesture is a hard flick, not a steady hand (0: none)
                     */
} game_lesson;

struct cJSON;

typedef struct game_def {
    const char *id;      /* "mycity": registry key, save files, command line */
    const char *name;    /* N_() marked display name */
    const char *tagline; /* N_() marked one line for the menu */
    const char *credit;  /* N_() marked: who designed and published it (the About page) */
    int min_players, max_players;
    int typical_minutes; /* a game's usual length at a club table (attract mode); 0: not said */
    size_t state_size;   /* bytes of the flat state; clone is memcpy */
    int tick_hz;         /* > 0 for real-time games (tick is called at this rate) */
    bool hidden_info;    /* some seats see things others may not (curtain, view) */
    bool playable;       /* false: the menu leaves it out and it cannot be started (the tests
                            and the command line still play it); every game is playable today */

    const game_option_def *options; /* n_options entries */
    int n_options;

    /* Checks params (player count, option ranges, combinations). NULL if fine, else a
     * translated message written to why. */
    bool (*validate)(const game_params *p, char *why, size_t n);
    /* Optional, saves only: opts is a save's "options" object and p the params read from it. A
     * save written before an option existed lacks its key (p holds the default): set the value
     * the saved game was played with, or refuse the save (false + translated why) when its
     * game cannot be replayed any more. NULL: a missing key takes its default. */
    bool (*save_options)(game_params *p, const struct cJSON *opts, char *why, size_t n);
    /* Sets up a new game. `state` is state_size bytes; setup zeroes it first. */
    void (*setup)(void *state, const game_params *p, uint64_t seed);
    game_turn (*turn)(const void *state);
    /* Fills out[] with every legal action of player (sorted, unique), returns the count;
     * 0 when the player may not act now. */
    int (*legal_actions)(const void *state, int player, game_action *out, int cap);
    /* Applies an action. Anything not legal is refused with a reason; the state is untouched. */
    game_apply_result (*apply)(void *state, int player, game_action a, char *why, size_t n);
    /* Advances real time by one tick (NULL for turn-based games). */
    void (*tick)(void *state);
    /* Optional, real-time games: whether the rules' clock runs in state (NULL: while the game is
     * not over), and how fast game time runs for a step that starts in state (NULL: 1; humans:
     * bit i set when seat i is a person), e.g. a bot's minute of Mad City's one-at-a-time mode
     * runs four times as fast. The table (match/table.h) ticks at tick_hz x speed while it runs. */
    bool (*clock_runs)(const void *state);
    double (*clock_speed)(const void *state, uint32_t humans);
    /* Copies into out (state_size bytes) what viewer may see: other hands, the draw order and
     * the RNG are hidden. viewer == GAME_SPECTATOR gives the public view. */
    void (*view)(const void *state, int viewer, void *out);
    /* For bots on hidden-information games: fills the hidden parts of a view with one
     * plausible guess drawn from rng. NULL when views hide nothing that matters but the RNG. */
    void (*determinize)(void *view_state, int viewer, rng_state *rng);
    /* Text form of actions. to_text returns the length written. from_text returns false with a
     * translated reason when the text is not an action of this game. */
    int (*action_to_text)(const void *state, game_action a, char *buf, size_t n);
    bool (*action_from_text)(const void *state, const char *text, game_action *out, char *why,
                             size_t n);
    /* Every point with its reason, totals, ranks and winners with the game's tie-breaks. */
    void (*score)(const void *state, game_score *out);
    /* A quick evaluation for bots: higher is better for player (NULL: use score totals). */
    double (*heuristic)(const void *state, int player);
    /* Loads a readable JSON position (documented in docs/rules/<id>.md) into state. It refuses
     * exactly the positions play can never reach, with a message naming the problem. */
    bool (*load_position)(void *state, const struct cJSON *json, char *why, size_t n);
    /* The position file of state (what load_position reads back to an equal state: the same
     * score, turn and legal actions), as a new cJSON object; NULL when out of memory, or where
     * the file format has no words for a moment inside a turn (Fun City's roll or reaction window,
     * Infinite City's power waiting for a choice: those games write turn starts and ends only).
     * Every position a game writes loads back equal (the generic tests). */
    struct cJSON *(*save_position)(const void *state);
    /* Optional: a hash of the state (NULL: FNV-1a over the state bytes). */
    uint64_t (*hash)(const void *state);
    /* Optional, for fast playouts (bench, bot rollouts): one uniformly random legal action of
     * player drawn from rng, without building the legal list. NULL: pick from legal_actions. */
    game_action (*random_action)(const void *state, int player, rng_state *rng);
    /* Optional, for the move log every player reads: a short translated phrase of what seat
     * did, without the seat's name ("Factory 3 on C4", "delivers contract 20: +3 prestige");
     * another seat is named {N} ("looks at the hand of {2}"), as in reasons.
     * before/after are full states around the action; say only what every seat may know (no
     * hidden card). Returns the length written; 0 (or "") leaves the action out of the log
     * (a rotation, one piece of a build the next phrase sums up). NULL: the log shows
     * action_to_text. */
    int (*describe)(const void *before, const void *after, int seat, game_action a, char *buf,
                    size_t n);
    /* Optional, for games whose turn has GAME_PHASE_REACT: the action by which seat lets a
     * reaction window go (Fun City's "pass"). The table (match/table.h, match/react.c) makes
     * such a turn a timed window when this action is legal for every seat asked, and applies it
     * for each seat that did not react in time. NULL: no timed windows. */
    game_action (*react_pass)(const void *state, int seat);
    /* Optional: what seat holds that only it sees (a hand), from seat's own view, as a phone
     * seat's page shows it (match/wire.h), with any public picture the page draws beside it
     * (Infinite City's city): a new cJSON object, NULL when out of memory. NULL: the game has
     * nothing private to show. */
    struct cJSON *(*seat_json)(const void *view, int seat);
    /* Optional: a short translated label of action a for a button of seat's phone page
     * (match/wire.h): "Roll the dice", "Play NEVER!", "Go to the Bank"; another seat is named
     * {N}, as in reasons. From seat's own view only. NULL: the page shows the text form. */
    int (*action_label)(const void *view, int seat, game_action a, char *buf, size_t n);
    /* Optional: what a seat's handicap level gives (game_params.handicap); NULL: none offered. */
    const game_handicap *handicap;
    /* Optional: the guided first game, "Learn to play" (NULL: none). */
    const game_lesson *lesson;
} game_def;

/* ---- registry and generic helpers (games/registry.c) ---------------------------------------- */
int game_count(void);
const game_def *game_at(int i);
const game_def *game_find(const char *id);

void game_params_default(const game_def *g, game_params *p, int players);
/* Parses "key=value" into p (bool: 0/1/true/false/on/off; choice: its key). */
bool game_params_set(const game_def *g, game_params *p, const char *kv, char *why, size_t n);
int game_option_index(const game_def *g, const char *key); /* -1 if unknown */
bool game_validate(const game_def *g, const game_params *p, char *why, size_t n);
uint64_t game_hash(const game_def *g, const void *state);
/* A uniformly random legal action of player (random_action, or a pick from legal_actions);
 * false when player may not act. */
bool game_random_action(const game_def *g, const void *state, int player, rng_state *rng,
                        game_action *out);
bool game_is_over(const game_def *g, const void *state);
/* Writes a translated reason into why (when why is not NULL) and returns false, so rules can
 * say `return game_refuse(why, n, _("%s is not empty."), sq);`. */
bool game_refuse(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Sorts n actions in ascending order (a legal list in a fixed order whatever built it). */
void game_sort_actions(game_action *a, int n);
/* A JSON number that is a whole number within lo..hi (a position file may say 1e18, -3, 2.5 or
 * NaN; converting those to int is undefined behaviour). out (may be NULL) gets it. */
bool game_json_whole(const struct cJSON *j, double lo, double hi, int *out);
/* Sets p's options from a JSON object of key: value (bool, whole number or choice key), as
 * saves and position files write them; false + why on an unknown key or a bad value. */
bool game_params_from_json(const game_def *g, game_params *p, const struct cJSON *opts, char *why,
                           size_t n);
/* The other way: every option of p as key: value (what saves and position files write); a new
 * cJSON object, NULL when out of memory. */
struct cJSON *game_params_to_json(const game_def *g, const game_params *p);
/* The head of a position file, for save_position: {"game": id, "players": n, "options": {...}};
 * NULL when out of memory. */
struct cJSON *game_position_start(const game_def *g, const game_params *p);
/* Appends a score line (totals untouched; the game decides what counts); NULL when full. */
game_score_line *game_score_add(game_score *o, int player, int points, int ref, int group,
                                const char *reason);
/* The score of state with the seats' handicaps of p: g->score, then for GAME_HANDICAP_POINTS a
 * line "Handicap: +N points" (group -1, ref -1: no part of the board) for each seat that has one,
 * and the ranks again by the new totals (equal new totals keep the game's own order, its
 * tie-breaks; equal in both share a rank). Other kinds and no handicap: g->score alone. */
void game_score_handicaps(const game_def *g, const game_params *p, const void *state,
                          game_score *out);
/* The turn-based games' handicap: +2 points a level, five levels (My City, Fun City, Infinite
 * City share it). */
extern const game_handicap game_handicap_points;
/* A seat's handicap level in words ("+4 points"; "" for none), translated. */
void game_handicap_text(const game_def *g, int level, char *out, size_t n);
bool game_handicaps_any(const game_params *p); /* a seat in play has a handicap */
/* "0<sep>2<sep>...": each seat's level in seat order into levels (the rest 0), as the command
 * line and the quick match write them; false when it is not such a list (ranges: game_validate). */
bool game_handicaps_parse(const char *list, char sep, int levels[GAME_MAX_PLAYERS]);
/* Copies text to out, replacing each {N} by names[N] (or "Player N+1" when names is NULL). */
void game_format_reason(const char *text, const char *const *names, int nnames, char *out,
                        size_t n);

#endif
