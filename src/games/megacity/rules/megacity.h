/* megacity.h: MegaCity: Oceania rules internals shared by the rules files and the unit test (flat
 * state, phases, action encoding). The public face is `megacity_game`. Content tables (elements,
 * platforms, contracts, rewards) are in megacity_content.h; rulings in docs/rules/megacity.md. */
#ifndef CB_MEGACITY_H
#define CB_MEGACITY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"
#include "games/game.h"
#include "games/megacity/rules/megacity_content.h"

enum {
    MEGACITY_MAX_P = 4,
    MEGACITY_KINDS = MEGACITY_SHAPES * MEGACITY_MATERIALS, /* element kind = shape * 3 + material */
    MEGACITY_TOWER = 15, /* elements on one platform (the hand limit) */
    MEGACITY_HAND = 15,  /* elements in front of a player */
    MEGACITY_CELLS = 37, /* hexes within 3 of Central Park */
    MEGACITY_RADIUS = 3,
    MEGACITY_CENTRE = 18,     /* cell index of Central Park (0,0) */
    MEGACITY_MAX_ROUNDS = 30, /* safeguard: the end begins after this many rounds */
    MEGACITY_CUBES = 8,       /* player cubes: one on each delivered building, so 8 buildings */
    MEGACITY_NONE = 0xFF,
};

/* Cell contents: 0 empty, 1..24 a platform, MEGACITY_PARK0 + p the park of player p, central. */
enum { MEGACITY_PARK0 = 25, MEGACITY_CENTRAL = 29 };

/* Where a platform is. */
enum { MEGACITY_AT_PILE, MEGACITY_AT_OFFER, MEGACITY_AT_HAND, MEGACITY_AT_CITY };

/* Phases of the active player. */
enum {
    MEGACITY_PH_TURN,    /* standard actions (or one delivery), building, end */
    MEGACITY_PH_POST,    /* after a delivery: park, monument, central monument or end */
    MEGACITY_PH_DISCARD, /* more than 15 elements: return some to the bag */
    MEGACITY_PH_FINAL,   /* end of the game: recycle or deliver an exceptional contract */
    MEGACITY_PH_OVER
};

/* Option indices. */
enum { MEGACITY_OPT_SIMPLIFIED, MEGACITY_NOPTS };

/* Units of stored poses: x and y in 0.1 mm (x from the platform's centre, y from its top),
 * angle in 0.1 degree, 0..3599. */
#define MEGACITY_UNIT_M   0.0001
#define MEGACITY_UNIT_DEG 0.1
enum { MEGACITY_X_MAX = 610, MEGACITY_Y_MAX = 8000, MEGACITY_A_MAX = 3600 };

typedef struct megacity_el {
    uint8_t kind, pad;
    int16_t x, y, a;
} megacity_el;

typedef struct megacity_plat {
    uint8_t where, owner, side, n;
    uint8_t cell, contract; /* city: cell index, contract realised (1..36) */
    uint8_t order, best;    /* city: delivery number; hand: best deliverable contract (cache) */
    int16_t floors;         /* city: standing height in floors (0 once collapsed) */
    uint8_t pad[2];
    megacity_el el[MEGACITY_TOWER];
} megacity_plat;

typedef struct megacity_state {
    rng_state rng;
    uint64_t done[MEGACITY_MAX_P]; /* bit id-1: contracts realised */
    uint8_t players, simplified, active, phase;
    uint8_t acted, max_actions, post_cell, end_stage;  /* end_stage: 0, 1 last turns, 2 final */
    uint8_t end_turns, final_done, delivered, tallest; /* tallest: platform id, 0 none */
    uint8_t rounds, first, npile, exc_open;
    uint8_t pile[MEGACITY_PLATFORMS];
    uint8_t offer[3];
    uint8_t ncol[MEGACITY_TYPES];
    uint8_t col[MEGACITY_TYPES][16];
    uint8_t exc[MEGACITY_EXCEPTIONAL_CONTRACTS]; /* exceptional contract ids still free, 0 taken */
    uint8_t hold[MEGACITY_MAX_P][3];             /* contracts in front of each player, 0 none */
    uint8_t tokens[MEGACITY_MAX_P];
    uint8_t recycled[MEGACITY_MAX_P];
    uint8_t park_placed[MEGACITY_MAX_P];
    uint8_t bag[MEGACITY_KINDS];
    uint8_t ocean[MEGACITY_KINDS];
    uint8_t hand[MEGACITY_MAX_P][MEGACITY_KINDS];
    uint8_t cell[MEGACITY_CELLS];
    uint8_t monument[MEGACITY_CELLS]; /* parks: kind + 1 of the monument, 0 none */
    uint8_t revealed, bag_end;        /* standard contracts in play; the bag ran dry */
    /* Handicaps (decision H1): each seat's slide is this many percent steadier; all zero
     * without handicaps (the bytes were padding: hashes of such games are unchanged). */
    uint8_t steady[MEGACITY_MAX_P];
    uint8_t pad[7 - MEGACITY_MAX_P];
    megacity_plat plat[MEGACITY_PLATFORMS]; /* platform id - 1 */
} megacity_state;
_Static_assert(sizeof(megacity_state) == 504 + MEGACITY_PLATFORMS * sizeof(megacity_plat),
               "padding");

extern const game_lesson megacity_lesson; /* megacity_lesson.c: "Learn to play" */

/* ---- actions: kind in bits 59-63 ---------------------------------------------------------- */
enum {
    MEGACITY_A_END = 1,
    MEGACITY_A_CONTRACT, /* a: contract id */
    MEGACITY_A_PLATFORM, /* a: platform id */
    MEGACITY_A_DRAW,     /* three at random */
    MEGACITY_A_MATERIAL, /* a: material, b: shape (the element chosen from the bag) */
    MEGACITY_A_FLIP,     /* a: platform id */
    MEGACITY_A_RENEW,    /* the offer goes under the pile */
    MEGACITY_A_REORDER,  /* a: type */
    MEGACITY_A_STACK,    /* a: platform, b: kind, c: 0 as drawn / 1 turned 90 degrees */
    MEGACITY_A_UNBUILD,  /* a: platform, b: slot */
    MEGACITY_A_DELIVER,  /* a: platform, b: cell, c: contract fulfilled; the building stood */
    MEGACITY_A_PARK,     /* a: cell */
    MEGACITY_A_MONUMENT, /* a: cell, b: kind */
    MEGACITY_A_CENTRAL,  /* a: kind */
    MEGACITY_A_RETURN,   /* a: kind */
    MEGACITY_A_RECYCLE,  /* final choice */
    MEGACITY_A_BUILD,    /* checked: platform, kind, pose */
    MEGACITY_A_MOVE,     /* checked: platform, slot, pose */
    MEGACITY_A_COLLAPSE, /* checked: platform, cell, when (0 in the slide, 1 after), fell mask,
                        contract */
    MEGACITY_A_SHAKEN, /* checked: a neighbour's platform, the mask of its slots the dock felled */
    MEGACITY_A_TOPPLE, /* checked: a: platform; the final building fell while being built */
    MEGACITY_A_KINDS
};
#define MEGACITY_ACT(k, a, b, c)                                                                   \
    (((game_action)(k) << 59) | ((game_action)(a) << 16) | ((game_action)(b) << 8) |               \
     (game_action)(c))
#define MEGACITY_KIND(x) ((int)((x) >> 59))
#define MEGACITY_FA(x)   ((int)(((x) >> 16) & 0xFFFF))
#define MEGACITY_FB(x)   ((int)(((x) >> 8) & 0xFF))
#define MEGACITY_FC(x)   ((int)(0xFF & (x)))

/* Pose-carrying actions (build, move) and partial collapses cannot be listed (a continuum, or
 * 2^15 subsets): their 45-bit payload is protected by a 14-bit check so that a corrupted
 * action word is refused, never read as another pose. */
typedef struct megacity_pose_act {
    int plat; /* 1..24 */
    int what; /* build: element kind; move: slot 0..14 */
    int x, y, a;
} megacity_pose_act;
game_action megacity_encode_pose(int kind, const megacity_pose_act *p);
bool megacity_decode_pose(game_action act, megacity_pose_act *p); /* false: bad check or range */
game_action megacity_encode_collapse(int plat, int cell, int after, unsigned mask, int contract);
bool megacity_decode_collapse(game_action act, int *plat, int *cell, int *after, unsigned *mask);
int megacity_collapse_contract(game_action act); /* the contract a collapse action names, 0 none */
game_action megacity_encode_shaken(int plat, unsigned mask);
bool megacity_decode_shaken(game_action act, int *plat, unsigned *mask);

/* ---- towers as data (megacity_pose.c) ---------------------------------------------------- */
/* The boxes of a tower's elements in pose units (x0, x1, top), for the rules' box drop. */
typedef struct megacity_boxes {
    int n;
    int x0[MEGACITY_TOWER], x1[MEGACITY_TOWER], top[MEGACITY_TOWER];
} megacity_boxes;
void megacity_tower_boxes(const megacity_plat *pl, megacity_boxes *b);
/* The rest pose of `kind` (turned 90 degrees when rot) dropped by the box drop; false if it
 * fits nowhere. */
bool megacity_drop_on(const megacity_state *s, int plat, const megacity_boxes *bx, int kind,
                      int rot, megacity_el *out);
bool megacity_drop_pose(const megacity_state *s, int plat, int kind, int rot, megacity_el *out);
bool megacity_pose_plausible(int kind, int x, int y,
                             int a); /* within the edges, not below the top */

/* ---- helpers ------------------------------------------------------------------------------ */
void megacity_cell_qr(int cell, int *q, int *r);
int megacity_cell_index(int q, int r); /* -1 outside the city */
bool megacity_adjacent(int a, int b);
const megacity_platform_side *megacity_side(const megacity_state *s, int plat);
void megacity_snapshot(const megacity_plat *pl, megacity_physics_tower *t);
int megacity_tower_floors(const megacity_plat *pl);
/* The contract checks of a tower on its platform; false with a translated reason. */
bool megacity_check_contract(const megacity_state *s, int plat, int contract, char *why, size_t n);
/* A contract's requirements one by one, for the board's checklist: megacity_check_contract passes
 * exactly when every item is met (it reads the same items). */
enum {
    MEGACITY_CHK_TYPE,     /* the platform type: have = the side's type, need = the contract's */
    MEGACITY_CHK_ELEMENTS, /* have = elements, need = the contract's (at_least: or more) */
    MEGACITY_CHK_FLOORS,   /* have = floors, need = at least */
    MEGACITY_CHK_FEATURE,  /* need = the feature (MEGACITY_FEAT_*); one item per feature of the card
                            */
    MEGACITY_CHK_PORTS, /* have = technical ports covered, need = MEGACITY_PORTS; which = the first
                       uncovered port (1-based), 0 none */
    MEGACITY_CHK_VENT,  /* nothing on the vent (absent when a feature asks for the vent) */
    MEGACITY_CHK_CONNECTED, /* every element touches another */
    MEGACITY_CHK_WITHIN,    /* nothing past the platform's edges */
    MEGACITY_CHECKS = 9,    /* at most this many items */
};
typedef struct megacity_check_item {
    int kind; /* MEGACITY_CHK_* */
    bool met, at_least;
    int have, need, which;
} megacity_check_item;
/* The checklist of contract (1-based) for tower t standing on side (the platform's, or the
 * workshop's live tower), in the order the board lists it; returns the number of items. */
int megacity_checklist_tower(const megacity_physics_tower *t, const megacity_platform_side *side,
                             int contract, megacity_check_item out[MEGACITY_CHECKS]);
/* The same for platform plat (1-based) as it stands in s. */
int megacity_checklist(const megacity_state *s, int plat, int contract,
                       megacity_check_item out[MEGACITY_CHECKS]);
/* One architectural feature (MEGACITY_FEAT_*) on a tower standing on `side` (the checklist uses
 * it). */
bool megacity_feature_ok(const megacity_physics_tower *t, const megacity_platform_side *side,
                         int feature);
int megacity_front_count(const megacity_state *s, int p); /* loose + on its platforms */
int megacity_kind_of(megacity_shape sh, megacity_material m);
void megacity_kind_name(int kind, char *buf, size_t n); /* "steel:cube" */
int megacity_parse_kind(const char *t);                 /* -1 if not one */
void megacity_refresh(megacity_state *s);               /* recomputes the deliverable caches */
void megacity_refresh_player(megacity_state *s, int p); /* only p's platforms */
void megacity_init(megacity_state *s, const game_params *p);

/* Shared by megacity.c and megacity_apply.c (the hand limits, the bag, the legal list). */
int megacity_bag_material(const megacity_state *s, int m);
int megacity_bag_total(const megacity_state *s);
int megacity_draw_one(megacity_state *s, int m);
void megacity_stir(megacity_state *s, int m); /* the generator step of a chosen take (megacity.c) */
bool megacity_listed(const megacity_state *s, int p, game_action a); /* in the legal list */
int megacity_held_contracts(const megacity_state *s, int p);
int megacity_held_platforms(const megacity_state *s, int p);
int megacity_limit(const megacity_state *s);
int megacity_standard_done(const megacity_state *s);
bool megacity_standard_left(const megacity_state *s);
game_apply_result megacity_apply(void *state, int p, game_action a, char *why, size_t n);

/* Whether p may deliver platform plat now (on some hex): false with the reason the board shows
 * beside a greyed Deliver (megacity.c). */
bool megacity_can_deliver(const megacity_state *s, int p, int plat, char *why, size_t n);
/* The contracts p holds that platform plat fulfils now and may be delivered for in this phase
 * (most points first, then the lowest id: out[0] is the default); returns how many (0..3). */
int megacity_fitting(const megacity_state *s, int p, int plat, int out[3]);
/* Player cubes p has left (MEGACITY_CUBES less the buildings p has in the city). */
int megacity_cubes_left(const megacity_state *s, int p);
/* The contract a delivery action (deliver or collapse) names, 0 none. */
int megacity_deliver_contract(game_action a);
/* The same delivery (deliver or collapse) naming contract c instead. */
game_action megacity_with_contract(game_action a, int c);

/* ---- the move log and the last-move marks (megacity_describe.c) ---------------------------- */
/* game_def.describe: a short translated phrase of what seat did, public facts only. */
int megacity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                      size_t n);
/* Where an action leaves its mark on the board, read from the state before it. */
typedef struct megacity_move_mark {
    int cell;   /* the city hex it changed (delivery, park, monument, shaken building), -1 */
    int column; /* the contract column (type) it took from or reordered, -1 */
    int exc;    /* the exceptional contract it took, 0 */
    int offer;  /* the offer slot (0..2) it took a platform from, 3: the whole offer, -1 */
    int plat;   /* the platform it was about, 0 */
} megacity_move_mark;
void megacity_move_marks(const megacity_state *before, game_action a, megacity_move_mark *out);

/* game_def functions split over files */
void megacity_score(const void *state, game_score *out);
double megacity_heuristic(const void *state, int player);
int megacity_action_to_text(const void *state, game_action a, char *buf, size_t n);
bool megacity_action_from_text(const void *state, const char *text, game_action *out, char *why,
                               size_t n);
bool megacity_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *
megacity_save_position(const void *state); /* what megacity_load_position reads back */

extern const game_def megacity_game;

#endif
