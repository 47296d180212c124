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
#ifndef FC_CLOCK_P20_NUM
#define FC_CLOCK_P20_NUM 1
#endif
#ifndef FC_CLOCK_P20_DEN
#define FC_CLOCK_P20_DEN 2
#endif
#ifndef FC_CLOCK_SLOG_DEN
#define FC_CLOCK_SLOG_DEN 12
#endif

enum {
    FC_STREETS = 40, /* white street spaces: nodes 0..39 */
    FC_PLACES = 14,  /* places: nodes 40..53 */
    FC_NODES = FC_STREETS + FC_PLACES,
    FC_STOPS = 6,     /* yellow bus stops, in line order */
    FC_CITY = 40,     /* CITY cards in the box */
    FC_MAD = 36,      /* MAD cards in the box */
    FC_HAND = 3,      /* a MAD hand is refilled to 3 */
    FC_PLAYS = 3,     /* MAD cards a player may play in the play step of a turn */
    FC_ON_BOARD = 4,  /* CITY cards on the board while the deck lasts */
    FC_PILES = 7,     /* opening hours 9:00 .. 15:00 */
    FC_END = 48,      /* 17:00, in ticks of 10 minutes after 9:00 */
    FC_RED = 34,      /* SLOG's red street space, in front of the market */
    FC_NONE = 0xFF,   /* no seat, no card, no node */
    FC_HIDDEN = 0xFE, /* a MAD card a view may not show */
    /* the bank clock: each press moves 10 minutes, or 20 with odds FC_P20_NUM / FC_P20_DEN;
     * SLOG jumps out on a press with odds 1 / FC_SLOG_DEN while she is in the clock */
    FC_P20_NUM = FC_CLOCK_P20_NUM,
    FC_P20_DEN = FC_CLOCK_P20_DEN,
    FC_SLOG_DEN = FC_CLOCK_SLOG_DEN,
};

/* The option (game_params.opt index) "slog": FC_SLOG_RULEBOOK, her escort takes the cards open at
 * the chosen card's place and she jumps with odds 1 / FC_SLOG_DEN; FC_SLOG_2026_11, CityBox's rules
 * up to November 2026, kept so older saves replay as they were played (never offered): her
 * escort takes the chosen card, open or not, and she jumps with odds 1 / FC_SLOG_DEN_2026_11. */
enum { FC_OPT_SLOG, FC_OPTIONS };
enum { FC_SLOG_RULEBOOK, FC_SLOG_2026_11, FC_SLOG_DEN_2026_11 = 6 };

/* Places (node = FC_STREETS + place). */
enum {
    FC_HOTEL,
    FC_THEATRE,
    FC_BOWL,
    FC_CITYHALL,
    FC_TAILOR,
    FC_RALPH,
    FC_MARKET,
    FC_LIBRARY,
    FC_PARK,
    FC_BANK,
    FC_POST,
    FC_DENTIST,
    FC_ZOO,
    FC_SALON,
};

typedef struct fc_place_def {
    const char *key;     /* text forms and position files: "theatre" */
    const char *name;    /* N_() marked English name (French through the catalog) */
    uint8_t entrance[2]; /* entrance street spaces; [1] == FC_NONE: one entrance only */
    int8_t x, y;         /* where the board draws it (street grid units) */
    const char *to, *by; /* N_() marked phrases for texts: "to the Library", "by the Library" */
} fc_place_def;
extern const fc_place_def fc_places[FC_PLACES];
extern const int8_t fc_street_xy[FC_STREETS][2]; /* street grid: x 0..10, y 0..7 */
extern const uint8_t fc_stops[FC_STOPS];         /* bus stops (street spaces), in line order */
extern const uint64_t fc_adj[FC_NODES];          /* neighbours of each node, as a bit set */

/* The MAD card kinds. */
enum {
    FC_ADD2,
    FC_ADD3,
    FC_ADD4,
    FC_DOUBLE,
    FC_TRADE,
    FC_TAXI,
    FC_UHOH_TAILOR,
    FC_UHOH_CITYHALL,
    FC_UHOH_DENTIST,
    FC_UHOH_LIBRARY,
    FC_PICKPOCKET,
    FC_ZZZ,
    FC_JAM,
    FC_MUGGED,
    FC_NEVER,
    FC_KINDS,
};

typedef struct fc_kind_def {
    const char *key;  /* "add2", "uhoh-library" */
    const char *name; /* N_() marked title: "ADD 2" */
    uint8_t count;    /* cards of this kind in the box */
    uint8_t place;    /* UH-OH: the place it sends to; else FC_NONE */
    const char *text; /* N_() marked card text */
} fc_kind_def;
extern const fc_kind_def fc_kinds[FC_KINDS];

typedef struct fc_card_def {
    uint8_t place;       /* FC_THEATRE ... */
    uint8_t open, close; /* ticks after 9:00: open while open <= time <= close */
    uint8_t points;
} fc_card_def;
extern const fc_card_def fc_cards[FC_CITY]; /* card n (1-based in texts) is fc_cards[n - 1] */

/* Where a CITY card is (cwhere): the deck, the board, closed (discarded), or a player's. */
enum { FC_C_DECK = 0, FC_C_BOARD = 1, FC_C_CLOSED = 2, FC_C_OWNER = 3 /* + seat */ };

/* SLOG: in the clock, ready to take the street to the library or to the market. */
enum { FC_SLOG_AT_MARKET, FC_SLOG_TO_LIBRARY, FC_SLOG_AT_LIBRARY, FC_SLOG_TO_MARKET };

/* What is asked now. */
enum {
    FC_ST_START,   /* the current player: play MAD cards, swap the hand, then roll (or obey) */
    FC_ST_WIN_PRE, /* reaction window after the roll, before the move: TRAFFIC JAM, MUGGED */
    FC_ST_MOVE,    /* the current player: go somewhere within the count, or announce the bus */
    FC_ST_BOARD,   /* the current player: walk to a stop and board, in a direction */
    FC_ST_WIN_BUS, /* reaction window while the current player rides: Z-Z-Z */
    FC_ST_RIDE,    /* the current player: ride at least one stop, get off, walk on */
    FC_ST_PICK,    /* the current player after a successful PICKPOCKET: pick again or stop */
    FC_ST_SLOG,    /* the SLOG helper (any seat): which of the board's cards to take */
    FC_ST_OVER,
};

/* Action encoding: type << 16 | x << 8 | y. */
enum {
    FC_A_PLAY = 1, /* x kind, y target seat (FC_NONE when none) */
    FC_A_SWAP = 2, /* discard the three MAD cards, draw three */
    FC_A_ROLL = 3,
    FC_A_OBEY = 4,  /* UH-OH: go to its place instead of rolling */
    FC_A_GO = 5,    /* x node */
    FC_A_BUS = 6,   /* "I take the bus" */
    FC_A_BOARD = 7, /* x stop index, y direction (1: up the line, 0: down) */
    FC_A_PASS = 8,  /* a reaction window: no card */
    FC_A_REACT = 9, /* x kind: NEVER, TRAFFIC JAM, MUGGED, Z-Z-Z */
    FC_A_PICK = 10, /* x seat: try to pick this pocket too */
    FC_A_STOP = 11, /* stop picking pockets, keep the loot */
    FC_A_SLOG = 12, /* x card index: escort SLOG, then take that card */
};
#define FC_ACT(t, x, y)                                                                            \
    ((game_action)(((uint32_t)(t) << 16) | ((uint32_t)(x) << 8) | (uint32_t)(y)))
#define FC_TYPE(a) ((int)(((a) >> 16) & 0xFF))
#define FC_X(a)    ((int)(((a) >> 8) & 0xFF))
#define FC_Y(a)    ((int)(0xFF & (a)))

typedef struct fc_state {
    rng_state rng;
    uint8_t players, cur, first, step, over, last_turn;
    uint8_t time;                       /* ticks of 10 minutes after 9:00, 0..FC_END */
    uint8_t last_press;                 /* minutes of the last press (10 or 20), for the board */
    uint8_t slog_popped;                /* 1: SLOG jumped out on the last press */
    uint8_t slog;                       /* FC_SLOG_* */
    uint8_t pawn[GAME_MAX_PLAYERS];     /* node of each pawn */
    uint16_t arrived[GAME_MAX_PLAYERS]; /* when each pawn reached its node (first come first) */
    uint16_t stamp;
    /* CITY cards */
    uint8_t cwhere[FC_CITY];
    uint8_t cdeck[FC_CITY]; /* top is cdeck[cdeck_n - 1] */
    uint8_t cdeck_n;
    /* MAD cards */
    uint8_t mdeck[FC_MAD]; /* kinds; top is mdeck[mdeck_n - 1] */
    uint8_t mdeck_n;
    uint8_t hand[GAME_MAX_PLAYERS][FC_KINDS];
    uint8_t hand_n[GAME_MAX_PLAYERS];
    uint8_t mdisc[FC_KINDS]; /* face-up discard pile, by kind */
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
    uint8_t loot[FC_CITY], loot_from[FC_CITY], loot_n;
    uint8_t toss;       /* last toss: 0 none, 1 face up (success), 2 face down */
    uint8_t slog_rules; /* the option FC_OPT_SLOG */
    uint32_t moves;
} fc_state;
/* flat, no padding: a clone is memcpy and the hash reads every byte */
_Static_assert(offsetof(fc_state, moves) == offsetof(fc_state, slog_rules) + 1 &&
                   sizeof(fc_state) == offsetof(fc_state, moves) + 4,
               "fc_state: padding");

/* fc_data.c */
int fc_place_find(const char *key); /* key or English name; -1 if unknown */
int fc_kind_find(const char *key);
int fc_node_find(const char *text);              /* "s12" or a place key; -1 if unknown */
int fc_node_name(int node, char *buf, size_t n); /* "s12" or the place key */
const char *fc_node_label(int node); /* translated place name, or NULL for a street space */
int fc_street_place(int node);       /* the place a street space is named after (nearest) */
/* Where a move goes, as the board names it, translated: "to the Library", "to the street by the
 * Library", "to the bus stop by the Zoo", "to SLOG's red space". */
int fc_node_to(int node, char *buf, size_t n);
int fc_stop_index(int node);                  /* index in fc_stops, -1 if not a stop */
void fc_hhmm(int ticks, char *buf, size_t n); /* "10:20" */
int fc_parse_hhmm(const char *text);          /* ticks, -1 if not a time of the day */

/* fc_move.c: the reachable nodes as bit sets. */
uint64_t fc_reach(int from, int steps);               /* nodes within steps (from included) */
int fc_dist(int from, int to);                        /* spaces between two nodes */
uint64_t fc_bus_boardable(int from, int steps);       /* stops to board from (bit = stop index) */
uint64_t fc_ride_reach(int stop, int dir, int steps); /* after boarding: >= 1 stop, then walk */
int fc_terminal(int dir);                             /* the last stop in a direction (node) */
int fc_path(int from, int to, uint8_t *out, int cap); /* a shortest walk, from and to included */

/* funcity.c */
bool fc_card_open(const fc_state *s, int c);
/* What SLOG's escort gets by choosing board card c: the CITY cards taken (bits over the 40
 * cards) under the ruling in force; its points in *points (may be NULL). */
uint64_t fc_slog_gain(const fc_state *s, int c, int *points);
bool fc_do(fc_state *s, int player, game_action a); /* true: chance or a hidden card shown */
game_turn fc_turn(const void *state);
void fc_refill_board(fc_state *s);
void fc_deal_city(fc_state *s);

/* fc_legal.c */
int fc_legal(const fc_state *s, int player, game_action *out, int cap);
bool fc_check(const fc_state *s, int player, game_action a, char *why, size_t n);
int fc_city_cards(const fc_state *s, int p); /* CITY cards player p holds */

/* fc_text.c */
int fc_action_text(const void *state, game_action a, char *buf, size_t n);
bool fc_action_parse(const void *state, const char *text, game_action *out, char *why, size_t n);
int fc_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                size_t n);
void fc_score(const void *state, game_score *out);
/* fc_view.c */
void fc_view(const void *state, int viewer, void *out);
void fc_determinize(void *view_state, int viewer, rng_state *rng);
/* fc_position.c */
bool fc_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *fc_save_position(const void *state);

#endif
