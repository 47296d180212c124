/* infinitecity.h: Infinite City internals shared by the rules files, the tests and (later) the
 * board and the bots: the flat state, the tile table, the steps of a turn and the action
 * encoding. The rulings are in docs/rules/infinitecity.md. */
#ifndef CB_INFINITECITY_H
#define CB_INFINITECITY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"

enum {
    IC_KINDS = 21,
    IC_TILES = 120, /* tiles in the box */
    IC_TOKENS = 15, /* tokens per player */
    IC_HAND = 5,    /* a hand is refilled to 5 */
    IC_FACTORY = 5, /* a Factory draws 5 more */
    IC_LIBRARY = 5, /* a Library looks at 5 */
    IC_ARBOR = 3,   /* an Arboretum takes back up to 3 tokens */
    IC_GRID = 128,  /* the city's cells on a 128 x 128 torus: a connected city of at most 120
                       tiles is narrower than 128, so two tiles never share a cell */
    IC_NONE = 0xFF, /* no slot, no kind, no seat */
    IC_HIDDEN = 21, /* the kind of a face-down tile (or a hidden tile) in a view */
    IC_MAX_HAND = IC_TILES,
};

/* The 21 kinds, in the rulebook's (alphabetical) order. */
enum {
    IC_ARBORETUM,
    IC_BANK,
    IC_CAPITOL,
    IC_CONSTRUCTION,
    IC_DISASTER,
    IC_EMBASSY,
    IC_FACTORY_K,
    IC_HOTEL,
    IC_HOUSING,
    IC_LIBRARY_K,
    IC_MAUSOLEUM,
    IC_PLAZA,
    IC_POLICE,
    IC_PORT,
    IC_POSTOFFICE,
    IC_POWER,
    IC_SECURITY,
    IC_SHOPPING,
    IC_STADIUM,
    IC_TEMPLE,
    IC_TRANSIT,
};

typedef struct ic_kind_def {
    const char *key;  /* text forms and position files: "powerstation" */
    const char *name; /* N_() marked: "Power Station" (also accepted in position files) */
    uint8_t count;    /* tiles of this kind in the box */
    uint8_t value;    /* printed points */
    uint8_t silver;   /* 1: silver edge and rings */
    const char *text; /* N_() marked power text */
} ic_kind_def;
extern const ic_kind_def ic_kinds[IC_KINDS];
int ic_kind_find(const char *key_or_name); /* -1 if unknown */

/* What the player to move decides now. */
enum {
    IC_ST_NONE,         /* nothing asked (between steps, or over) */
    IC_ST_TURN,         /* play a tile from the hand ("play K") or a token on a Hotel */
    IC_ST_PLACE,        /* put the held tile on a spot ("place X,Y") */
    IC_ST_ARBORETUM,    /* "retrieve X,Y" or "done" */
    IC_ST_BANK,         /* "bank X,Y pN" */
    IC_ST_CAPITOL,      /* "token X,Y": too few tokens for every neighbour, choose */
    IC_ST_CONSTRUCTION, /* "play K" from the hand */
    IC_ST_DISASTER,     /* "bury X,Y" */
    IC_ST_EMBASSY,      /* "token X,Y" */
    IC_ST_HOUSING,      /* "token X,Y" */
    IC_ST_LIBRARY,      /* "play K" from the tiles looked at */
    IC_ST_MAUSOLEUM,    /* "take X,Y" */
    IC_ST_PORT,         /* "place X,Y": the deck's top tile face down */
    IC_ST_POST_FROM,    /* "move X,Y" */
    IC_ST_POST_TO,      /* "place X,Y" */
    IC_ST_SECURITY,     /* "clear X,Y" */
    IC_ST_SHOPPING,     /* "seat pN" */
    IC_ST_STADIUM,      /* "pull X,Y pN" or "done" (after one) */
    IC_ST_TEMPLE_SEAT,  /* "seat pN" */
    IC_ST_TEMPLE_TAKE,  /* "play K" from that player's hand */
    IC_ST_TRANSIT_A,    /* "transit X,Y" */
    IC_ST_TRANSIT_B,    /* "transit X,Y" */
    IC_NSTEPS
};

/* Why the game ended (ic_state.end_why). */
enum { IC_END_NONE, IC_END_TOKENS, IC_END_STATIONS, IC_END_STUCK };

/* Where the held tile of IC_ST_PLACE comes from. */
enum { IC_FROM_HAND, IC_FROM_PEEK, IC_FROM_TEMPLE, IC_FROM_PORT, IC_FROM_POST };

/* Actions: op (bits 40-47), arg (32-39: a kind or a seat), x and y (16-bit two's complement,
 * bits 16-31 and 0-15). */
enum {
    IC_OP_PLAY = 1,
    IC_OP_HOTEL,
    IC_OP_PLACE,
    IC_OP_TOKEN,
    IC_OP_RETRIEVE,
    IC_OP_BANK,
    IC_OP_BURY,
    IC_OP_TAKE,
    IC_OP_CLEAR,
    IC_OP_MOVE,
    IC_OP_TRANSIT,
    IC_OP_PULL,
    IC_OP_SEAT,
    IC_OP_DONE,
    IC_NOPS
};
static inline game_action ic_act(int op, int arg, int x, int y)
{
    return (game_action)(uint8_t)op << 40 | (game_action)(uint8_t)arg << 32 |
           (game_action)(uint16_t)(int16_t)x << 16 | (game_action)(uint16_t)(int16_t)y;
}
#define IC_A_OP(a)  ((int)(((a) >> 40) & 0xFF))
#define IC_A_ARG(a) ((int)(((a) >> 32) & 0xFF))
#define IC_A_X(a)   ((int)(int16_t)(uint16_t)(((a) >> 16) & 0xFFFF))
#define IC_A_Y(a)   ((int)(int16_t)(uint16_t)(0xFFFF & (a)))

/* The state. Tiles in the city live in slots (a slot keeps its tile while it stays in the city,
 * moves included); grid[] maps a cell to slot + 1 (0: empty). Hands, the deck and the tiles a
 * Library looks at are kinds. No pointers, no padding. */
typedef struct ic_state {
    rng_state rng; /* used at setup only (the shuffle, the first player) */
    uint16_t moves;
    uint8_t players, cur, first, over;
    uint8_t step;     /* IC_ST_* */
    uint8_t src;      /* slot of the tile whose power is being carried out, IC_NONE */
    uint8_t held;     /* IC_ST_PLACE: the kind being played (IC_HIDDEN for a Port's tile) */
    uint8_t from;     /* IC_FROM_* */
    uint8_t count;    /* Arboretum: tokens taken; Stadium: tokens pulled; Capitol: sides done */
    uint8_t target;   /* Temple's seat; Post Office's lifted slot; Transit's first slot */
    uint8_t factory;  /* Factories played this turn */
    uint8_t ending;   /* 1: a supply ran empty: the others play once more */
    uint8_t end_seat; /* whose turn it was then */
    uint8_t ps_up;    /* Power Stations face up in the city */
    uint8_t npend;    /* powers waiting to be carried out (slots, in order) */
    uint8_t ncity, deck_n, peek_n;
    uint8_t last;    /* slot of the last tile placed, moved or turned up (IC_NONE) */
    uint8_t hi;      /* slots in use are below hi (loops stop there) */
    uint8_t plazas;  /* Plazas face up in the city */
    uint8_t hotels;  /* Hotels face up in the city */
    uint8_t dry;     /* 1: a supply ran empty this turn: no text places a tile any more */
    uint8_t end_who; /* ending: the player whose supply ran empty first (IC_NONE) */
    uint8_t end_why; /* over: IC_END_* */
    uint8_t pad_[1]; /* zero: keeps the layout free of padding */
    uint8_t supply[GAME_MAX_PLAYERS];
    uint8_t hand_n[GAME_MAX_PLAYERS];
    uint8_t hand[GAME_MAX_PLAYERS][IC_KINDS + 1]; /* counts per kind; [IC_HIDDEN] unused */
    uint8_t peek[IC_KINDS + 1];                   /* the Library's tiles (the player to move) */
    uint8_t out[IC_KINDS + 1]; /* tiles out of the game (a position file's unlisted tiles) */
    uint8_t deck[IC_TILES];    /* kinds, bottom first; the top is deck[deck_n - 1] */
    uint8_t pend[IC_TILES];
    int16_t tx[IC_TILES], ty[IC_TILES];
    uint8_t kind[IC_TILES]; /* IC_NONE: a free slot; IC_HIDDEN: face down in a view */
    uint8_t up[IC_TILES];   /* 1: face up */
    uint8_t tok[IC_TILES][GAME_MAX_PLAYERS];
    uint8_t grid[IC_GRID * IC_GRID]; /* derived from the slots: left out of the hash */
} ic_state;
_Static_assert(sizeof(ic_state) == offsetof(ic_state, grid) + IC_GRID * IC_GRID,
               "ic_state has padding at its end");
_Static_assert(offsetof(ic_state, tx) % 2 == 0, "ic_state: tx misaligned");

/* Score line groups (game_score_line.group); ref is the slot of the tile (a group's first). */
enum { IC_SG_GROUP, IC_SG_VALUE, IC_SG_SILVER };

/* A refusal with its reason, the reason only translated and formatted when someone reads it
 * (the legal lists ask the same predicates without a reason). Needs `why` and `n` in scope. */
#define IC_REFUSE(...) ((why) ? game_refuse(why, n, __VA_ARGS__) : false)

/* ---- the city (ic_city.c) ---- */
static inline int ic_cell(int x, int y)
{
    return (int)(((unsigned)y & (IC_GRID - 1)) << 7 | ((unsigned)x & (IC_GRID - 1)));
}
extern const int ic_dx[4], ic_dy[4];        /* north, east, south, west (y grows southwards) */
int ic_at(const ic_state *s, int x, int y); /* slot at x,y or -1 */
int ic_add_tile(ic_state *s, int x, int y, int kind, bool up);
void ic_lift(ic_state *s, int slot); /* off the grid, the slot kept */
void ic_drop(ic_state *s, int slot, int x, int y);
void ic_free_slot(ic_state *s, int slot); /* off the city; tokens must be gone */
bool ic_adjacent(const ic_state *s, int a, int b);
/* The face-up Power Station protecting slot against the power of slot src (itself or a
 * neighbour), or -1. Protection covers the station, its four neighbours and their tokens. */
int ic_protector(const ic_state *s, int slot, int src);
/* Whether the city without slot (and without the lifted slot skip) is still one piece. */
bool ic_connected_without(const ic_state *s, int slot, int skip);
bool ic_city_connected(const ic_state *s);
/* cut[slot] = 1 when taking slot away would split the city (articulation points). */
void ic_cut_tiles(const ic_state *s, uint8_t cut[IC_TILES]);
/* A spot drawn uniformly among ic_spots' without listing them; false when there is none. */
bool ic_random_spot(const ic_state *s, rng_state *rng, int *x, int *y);
/* The spots where the held tile may go now (Plaza rule, Post Office's old spot), xs/ys filled
 * up to cap; returns the count. */
int ic_spots(const ic_state *s, int16_t *xs, int16_t *ys, int cap);
bool ic_spot_ok(const ic_state *s, int x, int y, char *why, size_t n);
int ic_total_tokens(const ic_state *s, int seat); /* on the city */

/* ---- the turn (infinitecity.c, ic_powers.c) ---- */
int ic_legal(const ic_state *s, int player, game_action *out, int cap); /* unsorted */
game_action ic_random(const ic_state *s, rng_state *rng); /* uniform among the legal */
bool ic_check(const ic_state *s, int player, game_action a, char *why, size_t n);
/* Carries out a checked action; returns true when it revealed something hidden (barrier). */
bool ic_do(ic_state *s, game_action a);
void ic_advance(ic_state *s, bool *revealed);
void ic_begin_power(ic_state *s, int slot, bool *revealed);
bool ic_put_token(ic_state *s, int slot, int seat, bool *revealed); /* flips a face-down tile */
void ic_return_tokens(ic_state *s, int slot);
void ic_draw(ic_state *s, int seat, int n, bool *revealed);
void ic_to_bottom(ic_state *s, int kind);
bool ic_can_play(const ic_state *s, int seat);
void ic_drop_pending(ic_state *s, int slot);

/* ---- texts, positions, score, views (ic_text.c, ic_score.c) ---- */
int ic_action_text(const void *state, game_action a, char *buf, size_t n);
bool ic_action_parse(const void *state, const char *text, game_action *out, char *why, size_t n);
int ic_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                size_t n);
bool ic_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *ic_save_position(const void *state);
/* s quoted for a message: at most 40 characters, control characters written \xNN. */
const char *ic_quote(const char *s, char *out, size_t n);
void ic_score(const void *state, game_score *out);
double ic_heuristic(const void *state, int player);
void ic_view(const void *state, int viewer, void *out);
void ic_determinize(void *state, int viewer, rng_state *rng);
uint64_t ic_hash(const void *state);
const char *ic_step_prompt(const ic_state *s); /* translated one-line prompt of the step */
/* The last round: true while every other player plays once more after a supply ran empty
 * (the game not over yet); *who (may be NULL) gets the player whose supply ran empty first. */
static inline bool ic_last_round(const ic_state *s, int *who)
{
    if (who) *who = s->ending ? s->end_who : -1;
    return s->ending && !s->over;
}
/* Why the game ended, one translated sentence ("" while it goes on); {N} names a player. */
const char *ic_end_reason(const ic_state *s, char *buf, size_t n);
/* Largest group of tiles seat controls (the tie-break) and the group sizes through sizes. */
int ic_largest_group(const ic_state *s, int seat);
/* The tiles a score line (seat, ref, group) counts, as mask[slot] = 1; returns how many. */
int ic_line_tiles(const ic_state *s, int seat, int ref, int group, uint8_t mask[IC_TILES]);

#endif
