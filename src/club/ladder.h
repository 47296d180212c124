/* ladder.h: the evening ladder of club mode. The organiser starts an evening with the players'
 * names (no accounts; nothing leaves the machine); every finished game with human seats whose
 * names are on the list adds its placings. Points per placing: 1st 5, 2nd 3, 3rd 2, 4th 1, then
 * 0; tied players each score the place they tie for (two players sharing 1st get 5 each).
 * Standings: points, then wins, then fewer games, then the name.
 *
 * ladder.c is pure C (no SDL): the data, the JSON file (written atomically: temporary file,
 * fsync, rename; a file that cannot be trusted is reported and never overwritten), the CSV and
 * the printable HTML page. ladder_scene.c holds the app's one ladder and its screens. */
#ifndef CB_CLUB_LADDER_H
#define CB_CLUB_LADDER_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    LADDER_MAX_PLAYERS = 16,
    LADDER_NAME_MAX = 48, /* bytes with the NUL (24 characters of any script) */
    LADDER_MAX_GAMES = 400,
    LADDER_MAX_SEATS = 6,
    LADDER_MAX_KINDS = 8, /* different games (My City, Mad City...) in one evening */
    LADDER_ID_MAX = 24,
    LADDER_VERSION = 1,
};

typedef struct ladder_seat {
    char name[LADDER_NAME_MAX]; /* "" : a bot or a guest not on the list */
    int rank;                   /* 1 = first */
    int points;
    int handicap; /* the seat's handicap level in that game (game_params.handicap), 0 none */
} ladder_seat;

typedef struct ladder_game {
    char game[LADDER_ID_MAX]; /* the game's id ("mycity") */
    uint64_t key;             /* the finished match's fingerprint: a game counts once */
    int nseats;
    ladder_seat seat[LADDER_MAX_SEATS];
} ladder_game;

typedef struct ladder {
    bool active; /* an evening is under way */
    char started[32];
    int nplayers;
    char names[LADDER_MAX_PLAYERS][LADDER_NAME_MAX];
    int ngames;
    ladder_game games[LADDER_MAX_GAMES];
} ladder;

typedef struct ladder_row {
    int player; /* index in names */
    int rank;   /* 1 = top; equal for equal points, wins and games */
    int points, played, wins;
    int handicapped; /* games played with a handicap */
    int kind_played[LADDER_MAX_KINDS], kind_wins[LADDER_MAX_KINDS];
} ladder_row;

typedef struct ladder_standings {
    int nrows;
    ladder_row row[LADDER_MAX_PLAYERS];
    int nkinds; /* the games played this evening, in the order first seen */
    char kind[LADDER_MAX_KINDS][LADDER_ID_MAX];
} ladder_standings;

/* The points of a placing (rank 1 = first): 5, 3, 2, 1, then 0. */
int ladder_points_for_rank(int rank);

void ladder_clear(ladder *l);
/* A new evening with these names (trimmed; empty and repeated names dropped, at most 16). */
void ladder_start(ladder *l, const char *const *names, int n, const char *started);
int ladder_find_player(const ladder *l, const char *name); /* -1 none (case-insensitive ASCII) */
bool ladder_add_player(ladder *l, const char *name);       /* false: full, empty or already in */
bool ladder_remove_player(ladder *l, int index);

/* The recorded game of this id and key, -1 none. */
int ladder_find_game(const ladder *l, const char *game_id, uint64_t key);
/* Adds a finished game: names[i] is seat i's player name (NULL or "" for a bot), ranks[i] its
 * placing (1 = first; with the seats' handicaps counted), handicaps[i] its handicap level (NULL:
 * none). Returns false (nothing added) when no evening is on, no seat is a player
 * of the list, the game's key was already recorded, or the ladder is full. */
bool ladder_add_game(ladder *l, const char *game_id, const char *const *names, const int *ranks,
                     int players, uint64_t key, const int *handicaps);

void ladder_standings_compute(const ladder *l, ladder_standings *out);

/* The file. Missing: an empty ladder, true. Bad: false with the reason in why (English for
 * the log, the caller translates with ladder_problem_text) and l cleared. */
typedef enum ladder_problem {
    LADDER_OK,
    LADDER_BAD_READ,
    LADDER_BAD_JSON,
    LADDER_BAD_FORMAT,
    LADDER_BAD_FUTURE,
    LADDER_BAD_VALUE,
} ladder_problem;
ladder_problem ladder_load(ladder *l, const char *path);
ladder_problem ladder_from_text(ladder *l, const char *text, size_t len);
/* The same, with what is wrong and where in why (translated: "the value at games[3].seats[0].rank
 * (1.5) is not a whole number from 1 to 6"; "" when nothing is). The file is read by the strict
 * reader (core/json_load.h): control characters in a string and keys named twice are refused. */
ladder_problem ladder_load_why(ladder *l, const char *path, char *why, size_t n);
ladder_problem ladder_from_text_why(ladder *l, const char *text, size_t len, char *why, size_t n);
const char *ladder_problem_text(ladder_problem p);   /* N_() marked: pass through _() */
bool ladder_save(const ladder *l, const char *path); /* atomic; false: errno says why */

/* Exports (atomic writes too). game_name turns a game id into the name shown (may be NULL). */
typedef const char *(*ladder_name_fn)(const char *game_id);
char *ladder_csv(const ladder *l, ladder_name_fn game_name);  /* malloc'd text */
char *ladder_html(const ladder *l, ladder_name_fn game_name); /* malloc'd text */
bool ladder_export(const ladder *l, const char *csv_path, const char *html_path,
                   ladder_name_fn game_name);

/* ---- the app's ladder (ladder_scene.c, ladder_setup.c; not pure) ------------------------------
 */
struct scene;
ladder *club_ladder(void);          /* loaded from <pref dir>/ladder.json on first use */
bool club_ladder_broken(void);      /* the file could not be trusted: kept, never written */
const char *club_ladder_path(void); /* the JSON file; the exports sit beside it */
bool club_ladder_commit(void);      /* saves (atomic); false when broken or failing */
/* Whether tonight's ladder is kept on disk: err 0 when the last save worked. A failed save (a full
 * disk, a read-only folder) keeps the evening in memory, the file on disk whole, and is said by
 * the ladder screen and the results while it lasts; every later change and the ladder screen
 * (every few seconds) try again. */
const struct fs_status *club_ladder_save_status(void);
bool club_ladder_retry_save(void);    /* while failing: saves again now; true when kept */
bool club_ladder_has_standings(void); /* an evening with players and a finished game */
/* A finished game (the play host's results): names[i] of seat i (NULL for a bot), ranks[i]
 * (1 = first); counted once per key. Logs and shows a toast when it was added. True when the
 * game is on the evening's ladder (added now or before): the results then offer the standings. */
bool ladder_record_game(const char *game_id, const char *const *names, const int *ranks,
                        int players, uint64_t key, const int *handicaps);
/* A compact standings card (title and the first rows) in the rectangle, for attract mode. */
void club_ladder_draw_card(float x, float y, float w, float h);
/* A new evening with these names; a broken file is first moved aside (kept, not overwritten). */
bool club_ladder_start(const char *const *names, int n);
struct scene *ladder_scene_new(void); /* "ladder": the standings */
struct scene *ladder_setup_new(void); /* "ladder-setup": the players' names */
#endif
