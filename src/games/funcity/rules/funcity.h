/* funcity.h: Fun City / Cité en folie internals shared by the rules files, the tests and (later)
 * the board and the bots: the content tables (the city graph, the 40 CITY cards, the 36 MAD
 * cards, the bank clock's odds), the flat state, the steps of a turn and the action encoding.
 * The content is mirrored in data/funcity/content.json (a test checks they agree); the rulings
 * are in docs/rules/funcity.md. */
#ifndef CB_FUNCITY_H
#define CB_FUNCITY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"

/* The bank clock's odds (docs/rules/funcity.md, "The bank clock"). Only tools/funcity_sim.c
 * builds the rules with others, to compare them (its CMake target, FUNCITY_SIM_DEFS). */
#ifndef FUNCITY_CLOCK_P20_NUM
#define FUNCITY_CLOCK_P20_NUM 1
#endif
#ifndef FUNCITY_CLOCK_P20_DEN
#define FUNCITY_CLOCK_P20_DEN 2
#endif
#ifndef FUNCITY_CLOCK_SLOG_DEN
#define FUNCITY_CLOCK_SLOG_DEN 12
#endif

enum {
    FUNCITY_STREETS = 40, /* white street spaces: nodes 0..39 */
    FUNCITY_PLACES = 14,  /* places: nodes 40..53 */
    FUNCITY_NODES = FUNCITY_STREETS + FUNCITY_PLACES,
    FUNCITY_STOPS = 6,     /* yellow bus stops, in line order */
    FUNCITY_CITY = 40,     /* CITY cards in the box */
    FUNCITY_MAD = 36,      /* MAD cards in the box */
    FUNCITY_HAND = 3,      /* a MAD hand is refilled to 3 */
    FUNCITY_PLAYS = 3,     /* MAD cards a player may play in the play step of a turn */
    FUNCITY_ON_BOARD = 4,  /* CITY cards on the board while the deck lasts */
    FUNCITY_PILES = 7,     /* opening hours 9:00 .. 15:00 */
    FUNCITY_END = 48,      /* 17:00, in ticks of 10 minutes after 9:00 */
    FUNCITY_RED = 34,      /* SLOG's red street space, in front of the market */
    FUNCITY_NONE = 0xFF,   /* no seat, no card, no node */
    FUNCITY_HIDDEN = 0xFE, /* a MAD card a view may not show */
    /* the bank clock: each press moves 10 minutes, or 20 with odds FUNCITY_P20_NUM /
     * FUNCITY_P20_DEN; SLOG jumps out on a press with odds 1 / FUNCITY_SLOG_DEN while she is in the
     * clock */
    FUNCITY_P20_NUM = FUNCITY_CLOCK_P20_NUM,
    FUNCITY_P20_DEN = FUNCITY_CLOCK_P20_DEN,
    FUNCITY_SLOG_DEN = FUNCITY_CLOCK_SLOG_DEN,
};

/* The option (game_params.opt index) "slog": FUNCITY_SLOG_RULEBOOK, her escort takes the cards open
 * at the chosen card's place and she jumps with odds 1 / FUNCITY_SLOG_DEN; FUNCITY_SLOG_2026_11,
 * CityBox's rules up to November 2026, kept so older saves replay as they were played (never
 * offered): her escort takes the chosen card, open or not, and she jumps with odds 1 /
 * FUNCITY_SLOG_DEN_2026_11. */
enum { FUNCITY_OPT_SLOG, FUNCITY_OPTIONS };
enum { FUNCITY_SLOG_RULEBOOK, FUNCITY_SLOG_2026_11, FUNCITY_SLOG_DEN_2026_11 = 6 };

/* Places (node = FUNCITY_STREETS + place). */
enum {
    FUNCITY_HOTEL,
    FUNCITY_THEATRE,
    FUNCITY_BOWL,
    FUNCITY_CITYHALL,
    FUNCITY_TAILOR,
    FUNCITY_RALPH,
    FUNCITY_MARKET,
    FUNCITY_LIBRARY,
    FUNCITY_PARK,
    FUNCITY_BANK,
    FUNCITY_POST,
    FUNCITY_DENTIST,
    FUNCITY_ZOO,
    FUNCITY_SALON,
};

typedef struct funcity_place_def {
    const char *key;     /* text forms and position files: "theatre" */
    const char *name;    /* N_() marked English name (French through the catalog) */
    uint8_t entrance[2]; /* entrance street spaces; [1] == FUNCITY_NONE: one entrance only */
    int8_t x, y;         /* where the board draws it (street grid units) */
    const char *to, *by; /* N_() marked phrases for texts: "to the Library", "by the Library" */
} funcity_place_def;
extern const funcity_place_def funcity_places[FUNCITY_PLACES];
extern const int8_t funcity_street_xy[FUNCITY_STREETS][2]; /* street grid: x 0..10, y 0..7 */
extern const uint8_t funcity_stops[FUNCITY_STOPS]; /* bus stops (street spaces), in line order */
extern const uint64_t funcity_adj[FUNCITY_NODES];  /* neighbours of each node, as a bit set */

/* The MAD card kinds. */
enum {
    FUNCITY_ADD2,
    FUNCITY_ADD3,
    FUNCITY_ADD4,
    FUNCITY_DOUBLE,
    FUNCITY_TRADE,
    FUNCITY_TAXI,
    FUNCITY_UHOH_TAILOR,
    FUNCITY_UHOH_CITYHALL,
    FUNCITY_UHOH_DENTIST,
    FUNCITY_UHOH_LIBRARY,
    FUNCITY_PICKPOCKET,
    FUNCITY_ZZZ,
    FUNCITY_JAM,
    FUNCITY_MUGGED,
    FUNCITY_NEVER,
    FUNCITY_KINDS,
};

typedef struct funcity_kind_def {
    const char *key;  /* "add2", "uhoh-library" */
    const char *name; /* N_() marked title: "ADD 2" */
    uint8_t count;    /* cards of this kind in the box */
    uint8_t place;    /* UH-OH: the place it sends to; else FUNCITY_NONE */
    const char *text; /* N_() marked card text */
} funcity_kind_def;
extern const funcity_kind_def funcity_kinds[FUNCITY_KINDS];

typedef struct funcity_card_def {
    uint8_t place;       /* FUNCITY_THEATRE ... */
    uint8_t open, close; /* ticks after 9:00: open while open <= time <= close */
    uint8_t points;
} funcity_card_def;
extern const funcity_card_def
    funcity_cards[FUNCITY_CITY]; /* card n (1-based in texts) is funcity_cards[n - 1] */

/* Where a CITY card is (cwhere): the deck, the board, closed (discarded), or a player's. */
enum {
    FUNCITY_C_DECK = 0,
    FUNCITY_C_BOARD = 1,
    FUNCITY_C_CLOSED = 2,
    FUNCITY_C_OWNER = 3 /* + seat */
};

/* SLOG: in the clock, ready to take the street to the library or to the market. */
enum {
    FUNCITY_SLOG_AT_MARKET,
    FUNCITY_SLOG_TO_LIBRARY,
    FUNCITY_SLOG_AT_LIBRARY,
    FUNCITY_SLOG_TO_MARKET
};

/* What is asked now. */
enum {
    FUNCITY_ST_START,   /* the current player: play MAD cards, swap the hand, then roll (or obey) */
    FUNCITY_ST_WIN_PRE, /* reaction window after the roll, before the move: TRAFFIC JAM, MUGGED */
    FUNCITY_ST_MOVE,    /* the current player: go somewhere within the count, or announce the bus */
    FUNCITY_ST_BOARD,   /* the current player: walk to a stop and board, in a direction */
    FUNCITY_ST_WIN_BUS, /* reaction window while the current player rides: Z-Z-Z */
    FUNCITY_ST_RIDE,    /* the current player: ride at least one stop, get off, walk on */
    FUNCITY_ST_PICK,    /* the current player after a successful PICKPOCKET: pick again or stop */
    FUNCITY_ST_SLOG,    /* the SLOG helper (any seat): which of the board's cards to take */
    FUNCITY_ST_OVER,
};

/* Action encoding: type << 16 | x << 8 | y. */
enum {
    FUNCITY_A_PLAY = 1, /* x kind, y target seat (FUNCITY_NONE when none) */
    FUNCITY_A_SWAP = 2, /* discard the three MAD cards, draw three */
    FUNCITY_A_ROLL = 3,
    FUNCITY_A_OBEY = 4,  /* UH-OH: go to its place instead of rolling */
    FUNCITY_A_GO = 5,    /* x node */
    FUNCITY_A_BUS = 6,   /* "I take the bus" */
    FUNCITY_A_BOARD = 7, /* x stop index, y direction (1: up the line, 0: down) */
    FUNCITY_A_PASS = 8,  /* a reaction window: no card */
    FUNCITY_A_REACT = 9, /* x kind: NEVER, TRAFFIC JAM, MUGGED, Z-Z-Z */
    FUNCITY_A_PICK = 10, /* x seat: try to pick this pocket too */
    FUNCITY_A_STOP = 11, /* stop picking pockets, keep the loot */
    FUNCITY_A_SLOG = 12, /* x card index: escort SLOG, then take that card */
};
#define FUNCITY_ACT(t, x, y)                                                                       \
    ((game_action)(((uint32_t)(t) << 16) | ((uint32_t)(x) << 8) | (uint32_t)(y)))
#define FUNCITY_TYPE(a) ((int)(((a) >> 16) & 0xFF))
#define FUNCITY_X(a)    ((int)(((a) >> 8) & 0xFF))
#define FUNCITY_Y(a)    ((int)(0xFF & (a)))

typedef struct funcity_state {
    rng_state rng;
    uint8_t players, cur, first, step, over, last_turn;
    uint8_t time;                       /* ticks of 10 minutes after 9:00, 0..FUNCITY_END */
    uint8_t last_press;                 /* minutes of the last press (10 or 20), for the board */
    uint8_t slog_popped;                /* 1: SLOG jumped out on the last press */
    uint8_t slog;                       /* FUNCITY_SLOG_* */
    uint8_t pawn[GAME_MAX_PLAYERS];     /* node of each pawn */
    uint16_t arrived[GAME_MAX_PLAYERS]; /* when each pawn reached its node (first come first) */
    uint16_t stamp;
    /* CITY cards */
    uint8_t cwhere[FUNCITY_CITY];
    uint8_t cdeck[FUNCITY_CITY]; /* top is cdeck[cdeck_n - 1] */
    uint8_t cdeck_n;
    /* MAD cards */
    uint8_t mdeck[FUNCITY_MAD]; /* kinds; top is mdeck[mdeck_n - 1] */
    uint8_t mdeck_n;
    uint8_t hand[GAME_MAX_PLAYERS][FUNCITY_KINDS];
    uint8_t hand_n[GAME_MAX_PLAYERS];
    uint8_t mdisc[FUNCITY_KINDS]; /* face-up discard pile, by kind */
    uint8_t mdisc_n;
    uint8_t uhoh[GAME_MAX_PLAYERS]; /* pending UH-OH place + 1, 0: none */
    /* this turn */
    uint8_t played, swapped, adds, doubles, taxi, jams, mugged;
    uint8_t dice[2];
    uint8_t count;    /* spaces the move may use (after ADD, DOUBLE, jams) */
    uint8_t anywhere; /* TAXI on an odd roll */
    uint8_t walked;   /* spaces used walking to the bus stop */
    uint8_t bus_stop, bus_dir;
    uint8_t win_mask; /* a reaction window: seats that have not answered yet */
    /* a MAD card played against someone, waiting for NEVERs */
    uint8_t ch_on, ch_kind, ch_by, ch_target, ch_nevers, ch_ret;
    /* SLOG's helper choosing a card, and what comes after (0: the start of cur's turn) */
    uint8_t slog_helper, slog_ret;
    /* PICKPOCKET: the cards stolen this turn and their owners */
    uint8_t loot[FUNCITY_CITY], loot_from[FUNCITY_CITY], loot_n;
    uint8_t toss;       /* last toss: 0 none, 1 face up (success), 2 face down */
    uint8_t slog_rules; /* the option FUNCITY_OPT_SLOG */
    uint32_t moves;
} funcity_state;
/* flat, no padding: a clone is memcpy and the hash reads every byte */
_Static_assert(offsetof(funcity_state, moves) == offsetof(funcity_state, slog_rules) + 1 &&
                   sizeof(funcity_state) == offsetof(funcity_state, moves) + 4,
               "funcity_state: padding");

/* funcity_data.c */
int funcity_place_find(const char *key); /* key or English name; -1 if unknown */
int funcity_kind_find(const char *key);
int funcity_node_find(const char *text);              /* "s12" or a place key; -1 if unknown */
int funcity_node_name(int node, char *buf, size_t n); /* "s12" or the place key */
const char *funcity_node_label(int node); /* translated place name, or NULL for a street space */
int funcity_street_place(int node);       /* the place a street space is named after (nearest) */
/* Where a move goes, as the board names it, translated: "to the Library", "to the street by the
 * Library", "to the bus stop by the Zoo", "to SLOG's red space". */
int funcity_node_to(int node, char *buf, size_t n);
int funcity_stop_index(int node);                  /* index in funcity_stops, -1 if not a stop */
void funcity_hhmm(int ticks, char *buf, size_t n); /* "10:20" */
int funcity_parse_hhmm(const char *text);          /* ticks, -1 if not a time of the day */

/* funcity_move.c: the reachable nodes as bit sets. */
uint64_t funcity_reach(int from, int steps);         /* nodes within steps (from included) */
int funcity_dist(int from, int to);                  /* spaces between two nodes */
uint64_t funcity_bus_boardable(int from, int steps); /* stops to board from (bit = stop index) */
uint64_t funcity_ride_reach(int stop, int dir,
                            int steps); /* after boarding: >= 1 stop, then walk */
int funcity_terminal(int dir);          /* the last stop in a direction (node) */
int funcity_terminal_place(int dir);    /* the place nearest it: what the direction is called */
int funcity_path(int from, int to, uint8_t *out,
                 int cap); /* a shortest walk, from and to included */

/* funcity.c */
bool funcity_card_open(const funcity_state *s, int c);
/* What SLOG's escort gets by choosing board card c: the CITY cards taken (bits over the 40
 * cards) under the ruling in force; its points in *points (may be NULL). */
uint64_t funcity_slog_gain(const funcity_state *s, int c, int *points);
bool funcity_do(funcity_state *s, int player,
                game_action a); /* true: chance or a hidden card shown */
game_turn funcity_turn(const void *state);
void funcity_refill_board(funcity_state *s);
void funcity_deal_city(funcity_state *s);

/* funcity_legal.c */
int funcity_legal(const funcity_state *s, int player, game_action *out, int cap);
bool funcity_check(const funcity_state *s, int player, game_action a, char *why, size_t n);
int funcity_city_cards(const funcity_state *s, int p); /* CITY cards player p holds */

/* funcity_text.c */
int funcity_action_text(const void *state, game_action a, char *buf, size_t n);
extern const game_lesson funcity_lesson; /* funcity_lesson.c: "Learn to play" */
bool funcity_action_parse(const void *state, const char *text, game_action *out, char *why,
                          size_t n);
int funcity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                     size_t n);
void funcity_score(const void *state, game_score *out);
/* funcity_view.c */
void funcity_view(const void *state, int viewer, void *out);
struct cJSON *funcity_seat_json(const void *view, int seat); /* a phone seat's hand */
int funcity_action_label(const void *view, int seat, game_action a, char *buf, size_t n);
void funcity_determinize(void *view_state, int viewer, rng_state *rng);
/* funcity_position.c */
bool funcity_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *funcity_save_position(const void *state);

#endif
