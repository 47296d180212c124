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
    INFINITECITY_KINDS = 21,
    INFINITECITY_TILES = 120, /* tiles in the box */
    INFINITECITY_TOKENS = 15, /* tokens per player */
    INFINITECITY_HAND = 5,    /* a hand is refilled to 5 */
    INFINITECITY_FACTORY = 5, /* a Factory draws 5 more */
    INFINITECITY_LIBRARY = 5, /* a Library looks at 5 */
    INFINITECITY_ARBOR = 3,   /* an Arboretum takes back up to 3 tokens */
    INFINITECITY_GRID = 128,  /* the city's cells on a 128 x 128 torus: a connected city of at most
                       120  tiles is narrower than 128, so two tiles never share a cell */
    INFINITECITY_NONE = 0xFF, /* no slot, no kind, no seat */
    INFINITECITY_HIDDEN = 21, /* the kind of a face-down tile (or a hidden tile) in a view */
    INFINITECITY_MAX_HAND = INFINITECITY_TILES,
};

/* The 21 kinds, in the rulebook's (alphabetical) order. */
enum {
    INFINITECITY_ARBORETUM,
    INFINITECITY_BANK,
    INFINITECITY_CAPITOL,
    INFINITECITY_CONSTRUCTION,
    INFINITECITY_DISASTER,
    INFINITECITY_EMBASSY,
    INFINITECITY_FACTORY_K,
    INFINITECITY_HOTEL,
    INFINITECITY_HOUSING,
    INFINITECITY_LIBRARY_K,
    INFINITECITY_MAUSOLEUM,
    INFINITECITY_PLAZA,
    INFINITECITY_POLICE,
    INFINITECITY_PORT,
    INFINITECITY_POSTOFFICE,
    INFINITECITY_POWER,
    INFINITECITY_SECURITY,
    INFINITECITY_SHOPPING,
    INFINITECITY_STADIUM,
    INFINITECITY_TEMPLE,
    INFINITECITY_TRANSIT,
};

typedef struct infinitecity_kind_def {
    const char *key;  /* text forms and position files: "powerstation" */
    const char *name; /* N_() marked: "Power Station" (also accepted in position files) */
    uint8_t count;    /* tiles of this kind in the box */
    uint8_t value;    /* printed points */
    uint8_t silver;   /* 1: silver edge and rings */
    const char *text; /* N_() marked power text */
} infinitecity_kind_def;
extern const infinitecity_kind_def infinitecity_kinds[INFINITECITY_KINDS];
int infinitecity_kind_find(const char *key_or_name); /* -1 if unknown */

/* What the player to move decides now. */
enum {
    INFINITECITY_ST_NONE,         /* nothing asked (between steps, or over) */
    INFINITECITY_ST_TURN,         /* play a tile from the hand ("play K") or a token on a Hotel */
    INFINITECITY_ST_PLACE,        /* put the held tile on a spot ("place X,Y") */
    INFINITECITY_ST_ARBORETUM,    /* "retrieve X,Y" or "done" */
    INFINITECITY_ST_BANK,         /* "bank X,Y pN" */
    INFINITECITY_ST_CAPITOL,      /* "token X,Y": too few tokens for every neighbour, choose */
    INFINITECITY_ST_CONSTRUCTION, /* "play K" from the hand */
    INFINITECITY_ST_DISASTER,     /* "bury X,Y" */
    INFINITECITY_ST_EMBASSY,      /* "token X,Y" */
    INFINITECITY_ST_HOUSING,      /* "token X,Y" */
    INFINITECITY_ST_LIBRARY,      /* "play K" from the tiles looked at */
    INFINITECITY_ST_MAUSOLEUM,    /* "take X,Y" */
    INFINITECITY_ST_PORT,         /* "place X,Y": the deck's top tile face down */
    INFINITECITY_ST_POST_FROM,    /* "move X,Y" */
    INFINITECITY_ST_POST_TO,      /* "place X,Y" */
    INFINITECITY_ST_SECURITY,     /* "clear X,Y" */
    INFINITECITY_ST_SHOPPING,     /* "seat pN" */
    INFINITECITY_ST_STADIUM,      /* "pull X,Y pN" or "done" (after one) */
    INFINITECITY_ST_TEMPLE_SEAT,  /* "seat pN" */
    INFINITECITY_ST_TEMPLE_TAKE,  /* "play K" from that player's hand */
    INFINITECITY_ST_TRANSIT_A,    /* "transit X,Y" */
    INFINITECITY_ST_TRANSIT_B,    /* "transit X,Y" */
    INFINITECITY_NSTEPS
};

/* Why the game ended (infinitecity_state.end_why). */
enum {
    INFINITECITY_END_NONE,
    INFINITECITY_END_TOKENS,
    INFINITECITY_END_STATIONS,
    INFINITECITY_END_STUCK
};

/* Where the held tile of INFINITECITY_ST_PLACE comes from. */
enum {
    INFINITECITY_FROM_HAND,
    INFINITECITY_FROM_PEEK,
    INFINITECITY_FROM_TEMPLE,
    INFINITECITY_FROM_PORT,
    INFINITECITY_FROM_POST
};

/* Actions: op (bits 40-47), arg (32-39: a kind or a seat), x and y (16-bit two's complement,
 * bits 16-31 and 0-15). */
enum {
    INFINITECITY_OP_PLAY = 1,
    INFINITECITY_OP_HOTEL,
    INFINITECITY_OP_PLACE,
    INFINITECITY_OP_TOKEN,
    INFINITECITY_OP_RETRIEVE,
    INFINITECITY_OP_BANK,
    INFINITECITY_OP_BURY,
    INFINITECITY_OP_TAKE,
    INFINITECITY_OP_CLEAR,
    INFINITECITY_OP_MOVE,
    INFINITECITY_OP_TRANSIT,
    INFINITECITY_OP_PULL,
    INFINITECITY_OP_SEAT,
    INFINITECITY_OP_DONE,
    INFINITECITY_NOPS
};
static inline game_action infinitecity_act(int op, int arg, int x, int y)
{
    return (game_action)(uint8_t)op << 40 | (game_action)(uint8_t)arg << 32 |
           (game_action)(uint16_t)(int16_t)x << 16 | (game_action)(uint16_t)(int16_t)y;
}
#define INFINITECITY_A_OP(a)  ((int)(((a) >> 40) & 0xFF))
#define INFINITECITY_A_ARG(a) ((int)(((a) >> 32) & 0xFF))
#define INFINITECITY_A_X(a)   ((int)(int16_t)(uint16_t)(((a) >> 16) & 0xFFFF))
#define INFINITECITY_A_Y(a)   ((int)(int16_t)(uint16_t)(0xFFFF & (a)))

/* The state. Tiles in the city live in slots (a slot keeps its tile while it stays in the city,
 * moves included); grid[] maps a cell to slot + 1 (0: empty). Hands, the deck and the tiles a
 * Library looks at are kinds. No pointers, no padding. */
typedef struct infinitecity_state {
    rng_state rng; /* used at setup only (the shuffle, the first player) */
    uint16_t moves;
    uint8_t players, cur, first, over;
    uint8_t step;  /* INFINITECITY_ST_* */
    uint8_t src;   /* slot of the tile whose power is being carried out, INFINITECITY_NONE */
    uint8_t held;  /* INFINITECITY_ST_PLACE: the kind being played (INFINITECITY_HIDDEN for a Port's
                      tile) */
    uint8_t from;  /* INFINITECITY_FROM_* */
    uint8_t count; /* Arboretum: tokens taken; Stadium: tokens pulled; Capitol: sides done */
    uint8_t target;   /* Temple's seat; Post Office's lifted slot; Transit's first slot */
    uint8_t factory;  /* Factories played this turn */
    uint8_t ending;   /* 1: a supply ran empty: the others play once more */
    uint8_t end_seat; /* whose turn it was then */
    uint8_t ps_up;    /* Power Stations face up in the city */
    uint8_t npend;    /* powers waiting to be carried out (slots, in order) */
    uint8_t ncity, deck_n, peek_n;
    uint8_t last;    /* slot of the last tile placed, moved or turned up (INFINITECITY_NONE) */
    uint8_t hi;      /* slots in use are below hi (loops stop there) */
    uint8_t plazas;  /* Plazas face up in the city */
    uint8_t hotels;  /* Hotels face up in the city */
    uint8_t dry;     /* 1: a supply ran empty this turn: no text places a tile any more */
    uint8_t end_who; /* ending: the player whose supply ran empty first (INFINITECITY_NONE) */
    uint8_t end_why; /* over: INFINITECITY_END_* */
    uint8_t pad_[1]; /* zero: keeps the layout free of padding */
    uint8_t supply[GAME_MAX_PLAYERS];
    uint8_t hand_n[GAME_MAX_PLAYERS];
    uint8_t hand[GAME_MAX_PLAYERS]
                [INFINITECITY_KINDS + 1]; /* counts per kind; [INFINITECITY_HIDDEN] unused */
    uint8_t peek[INFINITECITY_KINDS + 1]; /* the Library's tiles (the player to move) */
    uint8_t
        out[INFINITECITY_KINDS + 1];  /* tiles out of the game (a position file's unlisted tiles) */
    uint8_t deck[INFINITECITY_TILES]; /* kinds, bottom first; the top is deck[deck_n - 1] */
    uint8_t pend[INFINITECITY_TILES];
    int16_t tx[INFINITECITY_TILES], ty[INFINITECITY_TILES];
    uint8_t kind[INFINITECITY_TILES]; /* INFINITECITY_NONE: a free slot; INFINITECITY_HIDDEN: face
                                         down in a view */
    uint8_t up[INFINITECITY_TILES];   /* 1: face up */
    uint8_t tok[INFINITECITY_TILES][GAME_MAX_PLAYERS];
    uint8_t grid[INFINITECITY_GRID *
                 INFINITECITY_GRID]; /* derived from the slots: left out of the hash */
} infinitecity_state;
_Static_assert(sizeof(infinitecity_state) ==
                   offsetof(infinitecity_state, grid) + INFINITECITY_GRID * INFINITECITY_GRID,
               "infinitecity_state has padding at its end");
_Static_assert(offsetof(infinitecity_state, tx) % 2 == 0, "infinitecity_state: tx misaligned");

/* Score line groups (game_score_line.group); ref is the slot of the tile (a group's first). */
enum { INFINITECITY_SG_GROUP, INFINITECITY_SG_VALUE, INFINITECITY_SG_SILVER };

/* A refusal with its reason, the reason only translated and formatted when someone reads it
 * (the legal lists ask the same predicates without a reason). Needs `why` and `n` in scope. */
#define INFINITECITY_REFUSE(...) ((why) ? game_refuse(why, n, __VA_ARGS__) : false)

/* ---- the city (infinitecity_city.c) ---- */
static inline int infinitecity_cell(int x, int y)
{
    return (int)(((unsigned)y & (INFINITECITY_GRID - 1)) << 7 |
                 ((unsigned)x & (INFINITECITY_GRID - 1)));
}
extern const int infinitecity_dx[4],
    infinitecity_dy[4]; /* north, east, south, west (y grows southwards) */
int infinitecity_at(const infinitecity_state *s, int x, int y); /* slot at x,y or -1 */
int infinitecity_add_tile(infinitecity_state *s, int x, int y, int kind, bool up);
void infinitecity_lift(infinitecity_state *s, int slot); /* off the grid, the slot kept */
void infinitecity_drop(infinitecity_state *s, int slot, int x, int y);
void infinitecity_free_slot(infinitecity_state *s,
                            int slot); /* off the city; tokens must be gone */
bool infinitecity_adjacent(const infinitecity_state *s, int a, int b);
/* The face-up Power Station protecting slot against the power of slot src (itself or a
 * neighbour), or -1. Protection covers the station, its four neighbours and their tokens. */
int infinitecity_protector(const infinitecity_state *s, int slot, int src);
/* Whether the city without slot (and without the lifted slot skip) is still one piece. */
bool infinitecity_connected_without(const infinitecity_state *s, int slot, int skip);
bool infinitecity_city_connected(const infinitecity_state *s);
/* cut[slot] = 1 when taking slot away would split the city (articulation points). */
void infinitecity_cut_tiles(const infinitecity_state *s, uint8_t cut[INFINITECITY_TILES]);
/* A spot drawn uniformly among infinitecity_spots' without listing them; false when there is none.
 */
bool infinitecity_random_spot(const infinitecity_state *s, rng_state *rng, int *x, int *y);
/* The spots where the held tile may go now (Plaza rule, Post Office's old spot), xs/ys filled
 * up to cap; returns the count. */
int infinitecity_spots(const infinitecity_state *s, int16_t *xs, int16_t *ys, int cap);
bool infinitecity_spot_ok(const infinitecity_state *s, int x, int y, char *why, size_t n);
int infinitecity_total_tokens(const infinitecity_state *s, int seat); /* on the city */

/* ---- the turn (infinitecity.c, infinitecity_powers.c) ---- */
int infinitecity_legal(const infinitecity_state *s, int player, game_action *out,
                       int cap); /* unsorted */
game_action infinitecity_random(const infinitecity_state *s,
                                rng_state *rng); /* uniform among the legal */
bool infinitecity_check(const infinitecity_state *s, int player, game_action a, char *why,
                        size_t n);
/* Carries out a checked action; returns true when it revealed something hidden (barrier). */
bool infinitecity_do(infinitecity_state *s, game_action a);
void infinitecity_advance(infinitecity_state *s, bool *revealed);
void infinitecity_begin_power(infinitecity_state *s, int slot, bool *revealed);
bool infinitecity_put_token(infinitecity_state *s, int slot, int seat,
                            bool *revealed); /* flips a face-down tile */
void infinitecity_return_tokens(infinitecity_state *s, int slot);
void infinitecity_draw(infinitecity_state *s, int seat, int n, bool *revealed);
void infinitecity_to_bottom(infinitecity_state *s, int kind);
bool infinitecity_can_play(const infinitecity_state *s, int seat);
void infinitecity_drop_pending(infinitecity_state *s, int slot);

/* ---- texts, positions, score, views (infinitecity_text.c, infinitecity_score.c) ---- */
int infinitecity_action_text(const void *state, game_action a, char *buf, size_t n);
bool infinitecity_action_parse(const void *state, const char *text, game_action *out, char *why,
                               size_t n);
extern const game_lesson infinitecity_lesson; /* infinitecity_lesson.c: "Learn to play" */
int infinitecity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                          size_t n);
bool infinitecity_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *infinitecity_save_position(const void *state);
/* s quoted for a message: at most 40 characters, control characters written \xNN. */
const char *infinitecity_quote(const char *s, char *out, size_t n);
void infinitecity_score(const void *state, game_score *out);
double infinitecity_heuristic(const void *state, int player);
void infinitecity_view(const void *state, int viewer, void *out);
struct cJSON *infinitecity_seat_json(const void *view, int seat); /* a phone seat's hand */
/* The translated name of kind k, "face-down tile" for any other k (a hidden or face-down tile). */
const char *infinitecity_kind_name(int k);
int infinitecity_action_label(const void *view, int seat, game_action a, char *buf, size_t n);
void infinitecity_determinize(void *state, int viewer, rng_state *rng);
uint64_t infinitecity_hash(const void *state);
const char *
infinitecity_step_prompt(const infinitecity_state *s); /* translated one-line prompt of the step */
/* The last round: true while every other player plays once more after a supply ran empty
 * (the game not over yet); *who (may be NULL) gets the player whose supply ran empty first. */
static inline bool infinitecity_last_round(const infinitecity_state *s, int *who)
{
    if (who) *who = s->ending ? s->end_who : -1;
    return s->ending && !s->over;
}
/* Why the game ended, one translated sentence ("" while it goes on); {N} names a player. */
const char *infinitecity_end_reason(const infinitecity_state *s, char *buf, size_t n);
/* Largest group of tiles seat controls (the tie-break) and the group sizes through sizes. */
int infinitecity_largest_group(const infinitecity_state *s, int seat);
/* The tiles a score line (seat, ref, group) counts, as mask[slot] = 1; returns how many. */
int infinitecity_line_tiles(const infinitecity_state *s, int seat, int ref, int group,
                            uint8_t mask[INFINITECITY_TILES]);

#endif
