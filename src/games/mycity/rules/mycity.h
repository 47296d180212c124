/* mycity.h: My City internals shared by the rules files and the unit test (flat state, masks,
 * counter sets, action encoding). The public face is `mycity_game` in game.h's registry. */
#ifndef CB_MYCITY_H
#define CB_MYCITY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"

enum {
    MYCITY_WORDS = 3, /* 144 bits: a 12x12 board; an 8x8 board lives in w[0] alone */
    MYCITY_MAX_SIDE = 12,
    MYCITY_MAX_SQ = 144,
    MYCITY_TYPES = 6,      /* zone types */
    MYCITY_SLUM = 6,       /* the slum counter's type index (slums variant) */
    MYCITY_KINDS = 7,      /* zone types + slum */
    MYCITY_LANDMARKS = 24, /* per counter set: 16 standard + 8 for the bigger maps */
    MYCITY_DUMP = 24,      /* landmark id of the city dump */
    MYCITY_NLM_IDS = 25,
    MYCITY_NONE = 0xFF,
    MYCITY_HIDDEN = 0xFE, /* a drawn counter another seat may not see */
    MYCITY_REZONES = 3,
    MYCITY_LINE = 5, /* zone scoring: an unbroken line of at least this many zones */
};

/* Option indices, in the order of mycity_game.options. */
enum {
    MYCITY_OPT_SET,
    MYCITY_OPT_MAP,
    MYCITY_OPT_HEX,
    MYCITY_OPT_REDUCED,
    MYCITY_OPT_RANDOM,
    MYCITY_OPT_REZONING,
    MYCITY_OPT_DUMP,
    MYCITY_OPT_SLUMS,
    MYCITY_OPT_TYPES,
    MYCITY_OPT_LINES,
    MYCITY_OPT_PARKS,
    MYCITY_OPT_TIEBREAK, /* the old CityBox tie-break (off: equal prestige shares the win) */
    MYCITY_NOPTS
};

/* Landmark types for the landmark type scoring variant (the dump has none). */
enum {
    MYCITY_TRANSPORT,
    MYCITY_CIVIC,
    MYCITY_SERVICES,
    MYCITY_RECREATION,
    MYCITY_NLTYPES,
    MYCITY_NOTYPE = 255
};

/* Action: bits 24-25 kind, 20-23 zone type, 16-19 access rank (1..6; slum 1), 0-7 square.
 * Kinds ascend place < rezone < pass, so generating type, value, square in ascending order
 * gives the sorted legal list without a sort. */
enum { MYCITY_ACT_PLACE = 1, MYCITY_ACT_REZONE = 2, MYCITY_ACT_PASS = 3 };
#define MYCITY_ACTION(kind, type, value, sq)                                                       \
    (((game_action)(kind) << 24) | ((game_action)(type) << 20) | ((game_action)(value) << 16) |    \
     (game_action)(sq))
#define MYCITY_A_KIND(a)  ((int)(((a) >> 24) & 0xF))
#define MYCITY_A_TYPE(a)  ((int)(((a) >> 20) & 0xF))
#define MYCITY_A_VALUE(a) ((int)(((a) >> 16) & 0xF))
#define MYCITY_A_SQ(a)    ((int)(0xFF & (a)))

typedef struct mycity_bits {
    uint64_t w[MYCITY_WORDS];
} mycity_bits;

/* A square's content: sq_kind[] is MYCITY_NONE (empty), MYCITY_SQ_LANDMARK or a zone kind 0..6. */
enum { MYCITY_SQ_LANDMARK = 7 };

typedef struct mycity_state {
    rng_state rng;
    uint16_t moves;   /* actions applied */
    uint16_t npasses; /* passes so far in the game */
    uint8_t players, side, nsq, to_move;
    uint8_t over, first, ncount; /* ncount: counters per zone type (4 on 8x8, else 5) */
    uint8_t opt[MYCITY_NOPTS];
    uint8_t rezones_left[GAME_MAX_PLAYERS];
    uint8_t start_roll[GAME_MAX_PLAYERS]; /* each player's last d8 for the first turn */
    uint8_t start_rounds;                 /* rounds of that roll (ties among the highest) */
    uint8_t drawn[2];  /* random zone selection: to_move's pair as kind<<4|value, MYCITY_NONE */
    uint8_t last_pass; /* seat that passed last (forced skip), MYCITY_NONE */
    uint8_t spare[7];  /* always 0: keeps the arrays below 8-byte aligned, no padding */
    uint8_t cup[GAME_MAX_PLAYERS][MYCITY_KINDS]; /* bit v set: the player still holds value v */
    uint8_t sq_kind[MYCITY_MAX_SQ];
    uint8_t sq_owner[MYCITY_MAX_SQ]; /* zone owner, MYCITY_NONE */
    uint8_t sq_item[MYCITY_MAX_SQ];  /* zone value (1..6; slum 1) or landmark id */
    mycity_bits full;                /* every square of the board */
    mycity_bits not_first_col, not_last_col, even_rows; /* for shift-based neighbour masks */
    mycity_bits empty;
    mycity_bits lm;                     /* landmark squares */
    mycity_bits kind_occ[MYCITY_KINDS]; /* zones of each kind, anyone's */
    mycity_bits player_occ[GAME_MAX_PLAYERS];
    mycity_bits allowed[MYCITY_KINDS]; /* cache: empty squares open to each kind (mycity_refresh) */
} mycity_state;
/* No padding bytes: the default state hash reads every byte. */
_Static_assert(offsetof(mycity_state, full) == 536, "mycity_state has padding");
_Static_assert(sizeof(mycity_state) == 536 + sizeof(mycity_bits) * 26, "mycity_state has padding");

typedef struct mycity_landmark_def {
    const char *name; /* N_() marked; English name is the key in files and action text */
    int8_t value;
    uint8_t type;
} mycity_landmark_def;

typedef struct mycity_counter_set {
    const char *key;   /* "standard", "space" */
    const char *label; /* N_() */
    const char *zone[MYCITY_KINDS];
    mycity_landmark_def landmark[MYCITY_NLM_IDS];
} mycity_counter_set;

extern const mycity_counter_set mycity_sets[];
extern const int mycity_nsets;
extern const char *const mycity_ltype_names[MYCITY_NLTYPES]; /* N_() marked */

/* ---- masks (mycity.c) ---- */
void mycity_dilate(const mycity_state *s, const mycity_bits *in,
                   mycity_bits *out);                                    /* in + neighbours */
void mycity_neighbours(const mycity_state *s, int sq, mycity_bits *out); /* without sq */
static inline bool mycity_test(const mycity_bits *b, int sq)
{
    return (b->w[sq >> 6] >> (sq & 63)) & 1u;
}
static inline void mycity_set(mycity_bits *b, int sq)
{
    b->w[sq >> 6] |= 1ull << (sq & 63);
}
static inline void mycity_clear(mycity_bits *b, int sq)
{
    b->w[sq >> 6] &= ~(1ull << (sq & 63));
}
static inline bool mycity_any(const mycity_bits *b)
{
    return (b->w[0] | b->w[1] | b->w[2]) != 0;
}
/* Population count without a library call (the baseline x86-64 target has no popcnt). */
static inline int mycity_pop64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}
static inline int mycity_count(const mycity_bits *b)
{
    return mycity_pop64(b->w[0]) +
           (b->w[1] | b->w[2] ? mycity_pop64(b->w[1]) + mycity_pop64(b->w[2]) : 0);
}

/* ---- rules helpers ---- */
const mycity_counter_set *mycity_set_of(const mycity_state *s);
int mycity_zone_value(const mycity_state *s, int sq); /* effective access (slums applied) */
/* Who controls square sq (a landmark, or an empty square for parks) as the score counts it:
 * acc[p] = the access of p's zones around it; returns the seats with the highest positive total
 * (bits; 0 nobody). The board draws these very numbers. */
uint32_t mycity_control(const mycity_state *s, int sq, int acc[GAME_MAX_PLAYERS]);
/* Score line groups (game_score_line.group); ref is the landmark or park square, the landmark
 * type, or the first square of a zone line. */
enum { MYCITY_G_LANDMARKS, MYCITY_G_PARKS, MYCITY_G_TYPES, MYCITY_G_LINES };
/* What score line l counts, for the results walk-through: the squares to light (hl) and those
 * to outline strongly (key): a landmark or park and the zones around it, the landmarks of a
 * type the player controls, the squares of a zone line. */
void mycity_line_squares(const mycity_state *s, const game_score_line *l, mycity_bits *hl,
                         mycity_bits *key);
bool mycity_player_can_place(const mycity_state *s, int p); /* with the whole cup */
void mycity_square_name(const mycity_state *s, int sq, char *buf, size_t n); /* "C4" */
int mycity_parse_square(const mycity_state *s, const char *t);               /* -1 if not one */
void mycity_counter_name(const mycity_state *s, int kind, int value, bool translated, char *buf,
                         size_t n); /* "Industrial-3", "Slum" */
bool mycity_parse_counter(const mycity_state *s, const char *t, int *kind, int *value);
void mycity_finish_position(mycity_state *s); /* recompute over / to_move after a loaded position */
void mycity_init_board(mycity_state *s, const game_params *p);
void mycity_refresh(mycity_state *s); /* recomputes allowed[] after the board changed */
/* The next square along a zone-scoring line: dir 0 rows, 1 and 2 the other axes (columns, or
 * the two hex diagonals); sign +1/-1. -1 off the board. */
int mycity_line_step(const mycity_state *s, int sq, int dir, int sign);
/* A uniformly random legal action of the player to move, without building the list (fast
 * random playouts for bots); same distribution as a uniform pick from legal_actions. */
game_action mycity_random_action(const mycity_state *s, rng_state *rng);
extern const game_lesson mycity_lesson; /* mycity_lesson.c: "Learn to play" */

/* ---- game_def functions split over files ---- */
void mycity_score(const void *state, game_score *out);
double mycity_heuristic(const void *state, int player);
int mycity_action_to_text(const void *state, game_action a, char *buf, size_t n);
int mycity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                    size_t n); /* the move log's phrase (game.h describe) */
bool mycity_action_from_text(const void *state, const char *text, game_action *out, char *why,
                             size_t n);
bool mycity_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *mycity_save_position(const void *state); /* what mycity_load_position reads back */
bool mycity_validate(const game_params *p, char *why, size_t n);
bool mycity_save_options(game_params *p, const struct cJSON *opts, char *why, size_t n);

#endif
