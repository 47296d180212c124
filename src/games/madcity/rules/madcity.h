/* madcity.h: Mad City internals shared by the rules files and the unit test (tiles, flat state,
 * action encoding, city evaluation). The public face is `madcity_game` (game.h). */
#ifndef CB_MADCITY_H
#define CB_MADCITY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"

enum {
    MADCITY_TILES = 54,
    MADCITY_SIDE = 3,      /* the race: a 3x3 city */
    MADCITY_SOLO_SIDE = 4, /* solitaire: a 4x4 city */
    MADCITY_MAX_CELLS = 16,
    MADCITY_MAX_HAND = 16,
    MADCITY_NONE = 0xFF,
    MADCITY_HIDDEN = 0xFE, /* a tile another seat may not see (view) */
    MADCITY_TICK_HZ = 30,
    MADCITY_RACE_SECONDS = 60,
    MADCITY_RACE_TICKS = MADCITY_TICK_HZ * MADCITY_RACE_SECONDS,
    MADCITY_MAX_ROUNDS = 30, /* a game stops after this many rounds whatever the scores */
    MADCITY_SOLO_ROUNDS = 3,
    MADCITY_GUIDES = 8,
    MADCITY_CATS = 9,        /* scoring token categories: 3 colours x 3 bands */
    MADCITY_RANGER_CAP = 50, /* standard game: no tree from this many points */
};

/* Area colours. Areas are numbered NW 0, NE 1, SW 2, SE 3; arms N 1, E 2, S 4, W 8. */
enum {
    MADCITY_YELLOW,
    MADCITY_RED,
    MADCITY_BLUE,
    MADCITY_LAKE,
    MADCITY_PARK,
    MADCITY_NCOLOURS,
    MADCITY_NOCOLOUR = 7
};
enum { MADCITY_ARM_N = 1, MADCITY_ARM_E = 2, MADCITY_ARM_S = 4, MADCITY_ARM_W = 8 };

typedef struct madcity_tile {
    uint8_t colour[4]; /* NW, NE, SW, SE */
    uint8_t bld[4];    /* building icons, 0..3 (lakes and parks 0) */
    uint8_t arms;      /* road arms from the centre to the edge midpoints */
} madcity_tile;

extern const madcity_tile madcity_tiles[MADCITY_TILES]; /* madcity_tiles.c: the source of truth */

/* Option indices, in the order of madcity_game.options. */
enum {
    MADCITY_OPT_GAME,
    MADCITY_OPT_SHORT,
    MADCITY_OPT_VARIANT, /* the extra tile: none, draw 10 or the common tile (decision 17) */
    MADCITY_OPT_DIVIDER, /* the divider, combined with any of the above (decision 16) */
    MADCITY_OPT_SOLO,
    MADCITY_OPT_ONE,
    MADCITY_NOPTS
};
enum { MADCITY_GAME_BASE, MADCITY_GAME_STANDARD };
/* Values of option "variant". MADCITY_VAR_DIVIDER is the key older saves used for the divider alone
 * (before it became an option of its own): it still loads, as divider on and no extra tile, but
 * the setup never offers it. A state's `variant` is NONE, DRAW10 or COMMON, never DIVIDER. */
enum { MADCITY_VAR_NONE, MADCITY_VAR_DIVIDER, MADCITY_VAR_DRAW10, MADCITY_VAR_COMMON };
enum { MADCITY_SOLO_PUZZLE, MADCITY_SOLO_ADVANCED, MADCITY_SOLO_SPEED };

/* What is played, from the options and the player count. */
enum {
    MADCITY_MODE_BASE,
    MADCITY_MODE_STANDARD,
    MADCITY_MODE_PUZZLE,
    MADCITY_MODE_ADVANCED,
    MADCITY_MODE_SPEED
};
enum { MADCITY_PH_READY, MADCITY_PH_RACE, MADCITY_PH_PUZZLE, MADCITY_PH_GUIDES, MADCITY_PH_OVER };

/* Contractor claims (bits); MADCITY_CLAIMS_HIDDEN in a view: another seat's fist. */
enum {
    MADCITY_CLAIM_ROAD = 1,
    MADCITY_CLAIM_HOUSES = 2,
    MADCITY_CLAIM_FACTORIES = 4,
    MADCITY_CLAIM_SKYSCRAPERS = 8,
    MADCITY_CLAIMS_HIDDEN = 0x80,
};

/* Actions: bits 24-27 kind, the rest per kind. Kinds ascend in the order listed so the legal
 * list comes out sorted when generated kind by kind.
 *   PLACE   tile<<8 | cell<<2 | rot     (race hands; puzzle: the drawn tile)
 *   MOVE    from<<4 | to                (to empty: a move; to a tile: a swap)
 *   ROTATE  cell                        (a quarter turn clockwise)
 *   RETURN  cell                        (back to the hand)
 *   SWAP    tile                        (common tile variant)
 *   CLAIM   claim bit index 0..3
 *   TREE, DONE, READY
 *   GUIDES  0 from the top-right guide, 1 from the bottom-left one (advanced puzzle)
 *   GUIDE   cell<<2 | rot               (lay the face-up guide tile on that cell)
 *   SKIP    (put the face-up guide tile back) */
enum {
    MADCITY_ACT_PLACE = 1,
    MADCITY_ACT_MOVE,
    MADCITY_ACT_ROTATE,
    MADCITY_ACT_RETURN,
    MADCITY_ACT_SWAP,
    MADCITY_ACT_CLAIM,
    MADCITY_ACT_TREE,
    MADCITY_ACT_DONE,
    MADCITY_ACT_READY,
    MADCITY_ACT_GUIDES,
    MADCITY_ACT_GUIDE,
    MADCITY_ACT_SKIP,
};
#define MADCITY_ACTION(kind, arg) (((game_action)(kind) << 24) | (game_action)(arg))
#define MADCITY_A_KIND(a)         ((int)(((a) >> 24) & 0xF))
#define MADCITY_A_ARG(a)          ((int)(0xFFFFFF & (a)))
#define MADCITY_PLACE(t, c, r)    MADCITY_ACTION(MADCITY_ACT_PLACE, (t) << 8 | (c) << 2 | (r))
#define MADCITY_MOVE(f, t)        MADCITY_ACTION(MADCITY_ACT_MOVE, (f) << 4 | (t))

typedef struct madcity_cell {
    uint8_t tile; /* 0..53, MADCITY_NONE empty, MADCITY_HIDDEN in a view behind the divider */
    uint8_t rot;  /* quarter turns clockwise */
} madcity_cell;

typedef struct madcity_state {
    rng_state rng;
    uint16_t timer;  /* race ticks left */
    uint16_t target; /* points that end the game */
    uint16_t epoch;  /* random reveals so far (deals, draws, fills, flips) */
    uint8_t players, mode, variant, side, ncells;
    uint8_t phase;
    uint8_t round;    /* 1-based number of the current (or last scored) round; 0 before the first */
    uint8_t in_round; /* seats in the current (or next) round: everyone, or the tied leaders */
    uint8_t done;     /* seats finished this round (done, or holding the tree) */
    uint8_t ready;    /* READY phase: seats that said ready */
    uint8_t tree;     /* seat holding the Park Ranger tree this round, MADCITY_NONE */
    uint8_t swapped;  /* seats that used the common tile this round */
    uint8_t common;   /* the face-up common tile (variant), MADCITY_NONE */
    uint8_t cur;      /* puzzle: the drawn tile to place, MADCITY_NONE */
    uint8_t guide_dir;  /* advanced: 0 not chosen, 1 from top-right, 2 from bottom-left */
    uint8_t guide_next; /* advanced: guides handled so far (0..8) */
    uint8_t guide_up;   /* bit i: guide i is face up (or back in the bag) */
    uint8_t divider;    /* 1: the divider variant (2 players), with any extra tile */
    uint8_t guides[MADCITY_GUIDES]; /* 0-3 above columns A-D, 4-7 left of rows 1-4 */
    uint8_t claims[GAME_MAX_PLAYERS];
    uint8_t nhand[GAME_MAX_PLAYERS];
    uint8_t hand[GAME_MAX_PLAYERS][MADCITY_MAX_HAND]; /* sorted ascending */
    madcity_cell grid[GAME_MAX_PLAYERS][MADCITY_MAX_CELLS];
    uint8_t tokens[GAME_MAX_PLAYERS][MADCITY_CATS];        /* zones still required per category */
    uint8_t tokens_before[GAME_MAX_PLAYERS][MADCITY_CATS]; /* the same at the round's start */
    int16_t total[GAME_MAX_PLAYERS];
    int16_t before[GAME_MAX_PLAYERS]; /* totals at the start of the current/last round */
    int16_t hist[MADCITY_MAX_ROUNDS][GAME_MAX_PLAYERS]; /* points of each round */
    /* One at a time (option): the seats build their minutes in turn. All zero otherwise, so
     * the hash of a race of the other modes is the one of the state without these bytes. */
    uint8_t one;                     /* 1: one at a time */
    uint8_t builder;                 /* one at a time, race: the seat building its minute */
    uint8_t one_spare[2];            /* keeps the layout free of padding */
    uint16_t grab[GAME_MAX_PLAYERS]; /* tree grab: ticks into the seat's own minute + 1; 0 none */
    /* Handicaps (game_params.handicap): each seat's race ticks beyond the minute. All zero
     * without handicaps, so such a game's hash is the one of the state without these bytes. */
    uint16_t extra[GAME_MAX_PLAYERS];
    uint8_t extra_spare[4]; /* keeps the layout free of padding */
} madcity_state;

/* No padding anywhere: a state's bytes are all its own (hashes and memcmp read them). */
_Static_assert(sizeof(madcity_state) == 16 + 6 + 18 + 8 + 12 + 6 * 16 + 6 * 16 * 2 + 2 * 6 * 9 +
                                            2 * 6 * 2 + 2 * 6 * MADCITY_MAX_ROUNDS + 4 + 2 * 6 +
                                            2 * 6 + 4,
               "madcity_state has padding");

/* ---- tiles and cities (madcity_tiles.c, madcity_score.c) ---- */
/* A tile as it lies: colours and buildings by area after rot quarter turns, and its arms. */
void madcity_tile_turned(int tile, int rot, uint8_t colour[4], uint8_t bld[4], uint8_t *arms);
int madcity_colour_of(char c); /* 'Y','R','B','L','P' -> colour, -1 */
extern const char madcity_colour_letters[MADCITY_NCOLOURS + 1]; /* "YRBLP" */

/* A city's areas live on an 8x8 bitboard: bit 8 * area row + area column, where quarter q
 * (NW 0, NE 1, SW 2, SE 3) of cell c is at area row 2 * (c / side) + (q >> 1), column
 * 2 * (c % side) + (q & 1). */
static inline int madcity_area_bit(int side, int cell, int q)
{
    return (2 * (cell / side) + (q >> 1)) * 8 + 2 * (cell % side) + (q & 1);
}

typedef struct madcity_zone {
    uint8_t colour, areas, buildings, cell; /* cell: the grid cell of its first area */
    /* The round's scoring (madcity_round_cities; 0 from madcity_analyse): the points this zone
     * earns (lakes and parks for the Park Ranger, zones by the table), whether it earns any, and
     * whether its band went to a token instead (standard game and solitaire). */
    int8_t points;
    uint8_t scores, token, spare;
    uint64_t mask; /* its areas (madcity_area_bit) */
} madcity_zone;

enum { MADCITY_ROAD_PATH = 32 }; /* a trail uses each of the <= 24 links of a 4x4 city once */

typedef struct madcity_city {
    int nzones;
    madcity_zone
        zone[MADCITY_MAX_CELLS * 4]; /* in reading order of their first area, then colour */
    int road;                        /* distinct tiles on the longest road */
    int biggest[3];                  /* most buildings in one zone: yellow, red, blue */
    /* The longest road the rules counted, cell by cell (a trail: a cell crossed twice is
     * listed twice): road distinct cells, road_len entries; 0 without a road. */
    int road_len;
    uint8_t road_path[MADCITY_ROAD_PATH];
} madcity_city;

void madcity_analyse(const madcity_cell *grid, int side,
                     madcity_city *out); /* zones + longest road */
int madcity_longest_road(const madcity_cell *grid, int side);
/* The zone (index into c->zone) holding quarter q of cell, -1 for an empty cell. */
int madcity_zone_at(const madcity_city *c, int side, int cell, int q);
/* Every seat's city as round s->round was scored (between rounds and at the end): the zones
 * with their points, the road and its path; seats not in the round get nzones 0. The round's
 * score lines about a zone (groups Park Ranger, zones and tokens) have ref = its index. */
void madcity_round_cities(const madcity_state *s, madcity_city city[GAME_MAX_PLAYERS]);
/* Score line groups (game_score_line.group) */
enum {
    MADCITY_G_ROUNDS,
    MADCITY_G_RANGER,
    MADCITY_G_ROAD,
    MADCITY_G_CONTRACTORS,
    MADCITY_G_ZONES,
    MADCITY_G_TOKENS
};
int madcity_zone_table(int colour, int buildings); /* base-game points of a zone */
int madcity_band(int colour, int buildings);       /* 0 none, 1..3 scoring band */
int madcity_ranger_points(int areas, bool solo);   /* a lake or park zone */
int madcity_solo_road_points(int length);
extern const uint8_t madcity_token_need[MADCITY_CATS]; /* 5 3 2 / 5 1 0 / 2 1 0 */

/* Base-table value of a city for bots and searches: zones + road/ranger hints. */
double madcity_city_value(const madcity_cell *grid, int side);
/* Searches an arrangement of `tiles` (n >= side*side tile ids; the best side*side are used)
 * maximising f, by annealing with `iters` evaluations; writes the best grid found. */
typedef double (*madcity_objective)(const madcity_cell *grid, int side, void *ctx);
double madcity_search(madcity_cell *grid, int side, const uint8_t *tiles, int n,
                      madcity_objective f, void *ctx, int iters, rng_state *rng);

/* ---- rules helpers ---- */
void madcity_init(madcity_state *s, const game_params *p); /* everything but the RNG and the deal */
void madcity_score_round(madcity_state *s, bool update);   /* scores s->round for the seats in it */
void madcity_after_round(madcity_state *s);                /* game end or next round's seats */
void madcity_cell_name(int side, int cell, char *buf, size_t n); /* "B2" */
int madcity_parse_cell(int side, const char *t);                 /* -1 if not one */
bool madcity_is_solo(const madcity_state *s);
bool madcity_is_race(const madcity_state *s); /* a timed round (multi-player or speed) */
/* The race, seat p: holds the Park Ranger tree (one at a time: has grabbed it on its own clock).
 * The holder builds no more but, in the Standard game, may still take contractors until the
 * timer runs out or it says done (decision 7). */
bool madcity_holds_tree(const madcity_state *s, int p);
/* The tree is still there for p (nobody holds it, p may have it: the 50-point rule)... */
bool madcity_tree_open(const madcity_state *s, int p);
bool madcity_tree_allowed(const madcity_state *s,
                          int p); /* ...and p's grid is full: p may grab it */
/* p may take a contractor now: Standard game, p racing and not done, one still in p's hand. */
bool madcity_may_claim(const madcity_state *s, int p);
/* A uniformly random legal action of p, without building the list (fast playouts; the
 * game_def leaves .random_action NULL until the generic test ticks real-time games). */
game_action madcity_random_action(const madcity_state *s, int p, rng_state *rng);
/* High scores (the list itself is the app's): true when a solitaire game is over, with its
 * mode key ("puzzle", "advanced", "speed") and final score (the sum of the three rounds). */
bool madcity_solo_result(const madcity_state *s, const char **mode_key, int *score);
extern const char *const madcity_claim_keys[4]; /* "road", "houses", "factories", "skyscrapers" */
extern const char *const madcity_player_names[GAME_MAX_PLAYERS];
/* Shared by madcity.c and madcity_apply.c. */
uint32_t madcity_all_seats(const madcity_state *s);               /* every seat's bit */
void madcity_sort_hand(madcity_state *s, int p);                  /* ascending */
int madcity_filled(const madcity_state *s, int p);                /* tiles in p's city */
bool madcity_guide_line(const madcity_state *s, int g, int cell); /* cell in guide g's column/row */
int madcity_current_guide(const madcity_state *s); /* advanced: the guide to handle, -1 none yet */
game_apply_result madcity_apply(void *state, int p, game_action a, char *why, size_t n);
void madcity_tick(void *state); /* the sand timer: one tick of real time */
/* Handicaps give a seat extra seconds (decision H1): the race's clock starts at the minute plus
 * the most extra time of a seat in it, and each seat stops when its own time is over. */
int madcity_race_ticks(const madcity_state *s);  /* what the clock starts the race (or minute) at */
int madcity_left(const madcity_state *s, int p); /* ticks p has left to build (0: over) */
/* The seat still building whose time ends first (the one the sand shows), -1 none. */
int madcity_first_out(const madcity_state *s);

/* ---- one at a time (madcity_one.c) ---- */
/* The seats build in turn: a seat's minute is its own 60 s clock; the soonest tree grab on its
 * own clock takes the tree at the end of the round. */
bool madcity_one_building(const madcity_state *s); /* one at a time and a race under way */
/* One at a time: how much faster a bot's minute runs than a person's (the rules' clock_speed). */
#define MADCITY_BOT_MINUTE_SPEED 4.0
void madcity_one_start(madcity_state *s); /* the deal: the first seat of the round builds */
/* The builder is done (done, tree or time): the next seat of the round builds; false when
 * every seat of the round has built (the round ends). */
bool madcity_one_next(madcity_state *s);
void madcity_one_award(madcity_state *s);            /* round end: the tree to the soonest grab */
void madcity_one_hide(madcity_state *v, int viewer); /* view: the other cities while building */
uint64_t madcity_hash(const void *state);

extern const game_lesson madcity_lesson; /* madcity_lesson.c: "Learn to play" */

/* ---- game_def functions split over files ---- */
void madcity_score(const void *state, game_score *out);
double madcity_heuristic(const void *state, int player);
int madcity_action_to_text(const void *state, game_action a, char *buf, size_t n);
bool madcity_action_from_text(const void *state, const char *text, game_action *out, char *why,
                              size_t n);
bool madcity_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *madcity_save_position(const void *state); /* what madcity_load_position reads back */
bool madcity_validate(const game_params *p, char *why, size_t n);
/* One seat's round as its breakdown shows it between rounds (madcity_breakdown.c), from the
 * score lines sc (madcity_score of s) and the round's cities: a line per group (zones, longest
 * road, Park Ranger; contractors and tokens when they count), each zone of the Zones line that
 * scores as a chip (equal chips counted together: count zones of that colour and size scoring
 * points each). The groups' points add up to round_points (the round's points, s->hist), the chips
 * to the Zones line: the Park Ranger's lakes and parks are its own line, never among the chips. */
enum { MADCITY_BD_GROUPS = 5, MADCITY_BD_CHIPS = MADCITY_MAX_CELLS * 4 };
typedef struct madcity_chip {
    uint8_t colour; /* MADCITY_YELLOW, MADCITY_RED or MADCITY_BLUE */
    uint8_t size;   /* buildings */
    uint8_t count;  /* zones alike */
    int16_t points; /* each */
} madcity_chip;
typedef struct madcity_breakdown {
    int round, total, round_points;
    bool sits_out; /* not in a tie-break round */
    int ngroups;
    int group[MADCITY_BD_GROUPS]; /* MADCITY_G_*, in the order shown */
    int points[MADCITY_BD_GROUPS];
    int nchips;
    madcity_chip chip[MADCITY_BD_CHIPS];
} madcity_breakdown;
void madcity_round_breakdown(const madcity_state *s, const game_score *sc, int seat,
                             madcity_breakdown *o);
/* The move log's phrase of what seat did (madcity_describe.c; game_def.describe). */
int madcity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                     size_t n);
/* Round lines for the score breakdown (madcity_score.c). */
void madcity_round_lines(const madcity_state *s, game_score *out);

#endif
