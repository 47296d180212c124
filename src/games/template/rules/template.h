/* template.h: "Stone pile"'s state and actions, shared by its rules (template.c) and its board
 * (board/template_board.c). A new game starts as a copy of this folder (docs/ARCHITECTURE.md). */
#ifndef CB_TEMPLATE_H
#define CB_TEMPLATE_H
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"

enum {
    TEMPLATE_PLAYERS = 2,
    TEMPLATE_HAND = 2,      /* cards in a full hand */
    TEMPLATE_VALUES = 3,    /* card values 1..3 */
    TEMPLATE_PER_VALUE = 6, /* copies of each value */
    TEMPLATE_DECK = TEMPLATE_VALUES * TEMPLATE_PER_VALUE,
    TEMPLATE_LAST_BONUS = 3, /* points for the last stone */
    TEMPLATE_ACT_TAKE = 1,   /* action kinds (the high byte of an action) */
    TEMPLATE_ACT_PLAY = 2,
    TEMPLATE_GROUP_STONES = 0, /* score line groups: one step of the results walk-through each */
    TEMPLATE_GROUP_BONUS = 1,
};

/* The state: flat (no pointers), so memcpy is a clone and the bytes hash the game. Only
 * fixed-width fields, laid out without padding, so two equal games have equal bytes. Cards are
 * values 1..3; 0 is "unknown" in a view. */
typedef struct template_state {
    rng_state rng;                    /* used at setup only; kept so a variant could draw later */
    int32_t pile;                     /* stones left */
    int32_t to_move;                  /* 0 or 1 */
    int32_t last_taker;               /* -1 until the pile is empty */
    int32_t bonus;                    /* option: points for the last stone (0 or 3) */
    int32_t moves;                    /* actions applied so far */
    int32_t taken[TEMPLATE_PLAYERS];  /* stones taken: the score */
    int32_t hand_n[TEMPLATE_PLAYERS]; /* cards in hand (public) */
    int32_t deck_n; /* cards left in the deck (public); the top is deck[deck_n-1] */
    int8_t hand[TEMPLATE_PLAYERS][TEMPLATE_HAND]; /* secret: only the owner sees values */
    int8_t played[4];               /* public: how many cards of each value were played */
    int8_t deck[TEMPLATE_DECK + 6]; /* secret order (+6: no padding at the end) */
} template_state;
/* No padding bytes anywhere: the default hash reads every byte of the state. */
_Static_assert(sizeof(template_state) == offsetof(template_state, deck) + TEMPLATE_DECK + 6,
               "padding");

/* Actions pack a kind and a value into the low 16 bits: sorting by number sorts by kind. */
static inline game_action template_act(int kind, int value)
{
    return (game_action)((unsigned)kind << 8 | (unsigned)value);
}
static inline int template_act_kind(game_action a)
{
    return (int)(a >> 8);
}
static inline int template_act_value(game_action a)
{
    return (int)(a & 0xff);
}

#endif
