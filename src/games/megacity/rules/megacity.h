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
    MEGA_MAX_P = 4,
    MEGA_KINDS = MC_SHAPES * MC_MATERIALS, /* element kind = shape * 3 + material */
    MEGA_TOWER = 15,                       /* elements on one platform (the hand limit) */
    MEGA_HAND = 15,                        /* elements in front of a player */
    MEGA_CELLS = 37,                       /* hexes within 3 of Central Park */
    MEGA_RADIUS = 3,
    MEGA_CENTRE = 18,     /* cell index of Central Park (0,0) */
    MEGA_MAX_ROUNDS = 30, /* safeguard: the end begins after this many rounds */
    MEGA_CUBES = 8,       /* player cubes: one on each delivered building, so 8 buildings */
    MEGA_NONE = 0xFF,
};

/* Cell contents: 0 empty, 1..24 a platform, MEGA_PARK0 + p the park of player p, central. */
enum { MEGA_PARK0 = 25, MEGA_CENTRAL = 29 };

/* Where a platform is. */
enum { MEGA_AT_PILE, MEGA_AT_OFFER, MEGA_AT_HAND, MEGA_AT_CITY };

/* Phases of the active player. */
enum {
    MEGA_PH_TURN,    /* standard actions (or one delivery), building, end */
    MEGA_PH_POST,    /* after a delivery: park, monument, central monument or end */
    MEGA_PH_DISCARD, /* more than 15 elements: return some to the bag */
    MEGA_PH_FINAL,   /* end of the game: recycle or deliver an exceptional contract */
    MEGA_PH_OVER
};

/* Option indices. */
enum { MEGA_OPT_SIMPLIFIED, MEGA_NOPTS };

/* Units of stored poses: x and y in 0.1 mm (x from the platform's centre, y from its top),
 * angle in 0.1 degree, 0..3599. */
#define MEGA_UNIT_M   0.0001
#define MEGA_UNIT_DEG 0.1
enum { MEGA_X_MAX = 610, MEGA_Y_MAX = 8000, MEGA_A_MAX = 3600 };

typedef struct mega_el {
    uint8_t kind, pad;
    int16_t x, y, a;
} mega_el;

typedef struct mega_plat {
    uint8_t where, owner, side, n;
    uint8_t cell, contract; /* city: cell index, contract realised (1..36) */
    uint8_t order, best;    /* city: delivery number; hand: best deliverable contract (cache) */
    int16_t floors;         /* city: standing height in floors (0 once collapsed) */
    uint8_t pad[2];
    mega_el el[MEGA_TOWER];
} mega_plat;

typedef struct mega_state {
    rng_state rng;
    uint64_t done[MEGA_MAX_P]; /* bit id-1: contracts realised */
    uint8_t players, simplified, active, phase;
    uint8_t acted, max_actions, post_cell, end_stage;  /* end_stage: 0, 1 last turns, 2 final */
    uint8_t end_turns, final_done, delivered, tallest; /* tallest: platform id, 0 none */
    uint8_t rounds, first, npile, exc_open;
    uint8_t pile[MC_PLATFORMS];
    uint8_t offer[3];
    uint8_t ncol[MC_TYPES];
    uint8_t col[MC_TYPES][16];
    uint8_t exc[MC_EXCEPTIONAL_CONTRACTS]; /* exceptional contract ids still free, 0 taken */
    uint8_t hold[MEGA_MAX_P][3];           /* contracts in front of each player, 0 none */
    uint8_t tokens[MEGA_MAX_P];
    uint8_t recycled[MEGA_MAX_P];
    uint8_t park_placed[MEGA_MAX_P];
    uint8_t bag[MEGA_KINDS];
    uint8_t ocean[MEGA_KINDS];
    uint8_t hand[MEGA_MAX_P][MEGA_KINDS];
    uint8_t cell[MEGA_CELLS];
    uint8_t monument[MEGA_CELLS];      /* parks: kind + 1 of the monument, 0 none */
    uint8_t revealed, bag_end, pad[7]; /* standard contracts in play; the bag ran dry */
    mega_plat plat[MC_PLATFORMS];      /* platform id - 1 */
} mega_state;
_Static_assert(sizeof(mega_state) == 504 + MC_PLATFORMS * sizeof(mega_plat), "padding");

/* ---- actions: kind in bits 59-63 ---------------------------------------------------------- */
enum {
    MEGA_A_END = 1,
    MEGA_A_CONTRACT, /* a: contract id */
    MEGA_A_PLATFORM, /* a: platform id */
    MEGA_A_DRAW,     /* three at random */
    MEGA_A_MATERIAL, /* a: material, b: shape (the element chosen from the bag) */
    MEGA_A_FLIP,     /* a: platform id */
    MEGA_A_RENEW,    /* the offer goes under the pile */
    MEGA_A_REORDER,  /* a: type */
    MEGA_A_STACK,    /* a: platform, b: kind, c: 0 as drawn / 1 turned 90 degrees */
    MEGA_A_UNBUILD,  /* a: platform, b: slot */
    MEGA_A_DELIVER,  /* a: platform, b: cell, c: contract fulfilled; the building stood */
    MEGA_A_PARK,     /* a: cell */
    MEGA_A_MONUMENT, /* a: cell, b: kind */
    MEGA_A_CENTRAL,  /* a: kind */
    MEGA_A_RETURN,   /* a: kind */
    MEGA_A_RECYCLE,  /* final choice */
    MEGA_A_BUILD,    /* checked: platform, kind, pose */
    MEGA_A_MOVE,     /* checked: platform, slot, pose */
    MEGA_A_COLLAPSE, /* checked: platform, cell, when (0 in the slide, 1 after), fell mask,
                        contract */
    MEGA_A_SHAKEN,   /* checked: a neighbour's platform, the mask of its slots the dock felled */
    MEGA_A_TOPPLE,   /* checked: a: platform; the final building fell while being built */
    MEGA_A_KINDS
};
#define MEGA_ACT(k, a, b, c)                                                                       \
    (((game_action)(k) << 59) | ((game_action)(a) << 16) | ((game_action)(b) << 8) |               \
     (game_action)(c))
#define MEGA_KIND(x) ((int)((x) >> 59))
#define MEGA_FA(x)   ((int)(((x) >> 16) & 0xFFFF))
#define MEGA_FB(x)   ((int)(((x) >> 8) & 0xFF))
#define MEGA_FC(x)   ((int)(0xFF & (x)))

/* Pose-carrying actions (build, move) and partial collapses cannot be listed (a continuum, or
 * 2^15 subsets): their 45-bit payload is protected by a 14-bit check so that a corrupted
 * action word is refused, never read as another pose. */
typedef struct mega_pose_act {
    int plat; /* 1..24 */
    int what; /* build: element kind; move: slot 0..14 */
    int x, y, a;
} mega_pose_act;
game_action mega_encode_pose(int kind, const mega_pose_act *p);
bool mega_decode_pose(game_action act, mega_pose_act *p); /* false: bad check or range */
game_action mega_encode_collapse(int plat, int cell, int after, unsigned mask, int contract);
bool mega_decode_collapse(game_action act, int *plat, int *cell, int *after, unsigned *mask);
int mega_collapse_contract(game_action act); /* the contract a collapse action names, 0 none */
game_action mega_encode_shaken(int plat, unsigned mask);
bool mega_decode_shaken(game_action act, int *plat, unsigned *mask);

/* ---- towers as data (megacity_pose.c) ---------------------------------------------------- */
/* The boxes of a tower's elements in pose units (x0, x1, top), for the rules' box drop. */
typedef struct mega_boxes {
    int n;
    int x0[MEGA_TOWER], x1[MEGA_TOWER], top[MEGA_TOWER];
} mega_boxes;
void mega_tower_boxes(const mega_plat *pl, mega_boxes *b);
/* The rest pose of `kind` (turned 90 degrees when rot) dropped by the box drop; false if it
 * fits nowhere. */
bool mega_drop_on(const mega_state *s, int plat, const mega_boxes *bx, int kind, int rot,
                  mega_el *out);
bool mega_drop_pose(const mega_state *s, int plat, int kind, int rot, mega_el *out);
bool mega_pose_plausible(int kind, int x, int y, int a); /* within the edges, not below the top */

/* ---- helpers ------------------------------------------------------------------------------ */
void mega_cell_qr(int cell, int *q, int *r);
int mega_cell_index(int q, int r); /* -1 outside the city */
bool mega_adjacent(int a, int b);
const mc_side *mega_side(const mega_state *s, int plat);
void mega_snapshot(const mega_plat *pl, phys_tower *t);
int mega_tower_floors(const mega_plat *pl);
/* The contract checks of a tower on its platform; false with a translated reason. */
bool mega_check_contract(const mega_state *s, int plat, int contract, char *why, size_t n);
/* A contract's requirements one by one, for the board's checklist: mega_check_contract passes
 * exactly when every item is met (it reads the same items). */
enum {
    MEGA_CHK_TYPE,      /* the platform type: have = the side's type, need = the contract's */
    MEGA_CHK_ELEMENTS,  /* have = elements, need = the contract's (at_least: or more) */
    MEGA_CHK_FLOORS,    /* have = floors, need = at least */
    MEGA_CHK_FEATURE,   /* need = the feature (MC_FEAT_*); one item per feature of the card */
    MEGA_CHK_PORTS,     /* have = technical ports covered, need = MC_PORTS; which = the first
                           uncovered port (1-based), 0 none */
    MEGA_CHK_VENT,      /* nothing on the vent (absent when a feature asks for the vent) */
    MEGA_CHK_CONNECTED, /* every element touches another */
    MEGA_CHK_WITHIN,    /* nothing past the platform's edges */
    MEGA_CHECKS = 9,    /* at most this many items */
};
typedef struct mega_check_item {
    int kind; /* MEGA_CHK_* */
    bool met, at_least;
    int have, need, which;
} mega_check_item;
/* The checklist of contract (1-based) for tower t standing on side (the platform's, or the
 * workshop's live tower), in the order the board lists it; returns the number of items. */
int mega_checklist_tower(const phys_tower *t, const mc_side *side, int contract,
                         mega_check_item out[MEGA_CHECKS]);
/* The same for platform plat (1-based) as it stands in s. */
int mega_checklist(const mega_state *s, int plat, int contract, mega_check_item out[MEGA_CHECKS]);
/* One architectural feature (MC_FEAT_*) on a tower standing on `side` (the checklist uses it). */
bool mega_feature_ok(const phys_tower *t, const mc_side *side, int feature);
int mega_front_count(const mega_state *s, int p); /* loose + on its platforms */
int mega_kind_of(mc_shape sh, mc_material m);
void mega_kind_name(int kind, char *buf, size_t n); /* "steel:cube" */
int mega_parse_kind(const char *t);                 /* -1 if not one */
void mega_refresh(mega_state *s);                   /* recomputes the deliverable caches */
void mega_refresh_player(mega_state *s, int p);     /* only p's platforms */
void mega_init(mega_state *s, const game_params *p);

/* Shared by megacity.c and megacity_apply.c (the hand limits, the bag, the legal list). */
int mega_bag_material(const mega_state *s, int m);
int mega_bag_total(const mega_state *s);
int mega_draw_one(mega_state *s, int m);
void mega_stir(mega_state *s, int m); /* the generator step of a chosen take (megacity.c) */
bool mega_listed(const mega_state *s, int p, game_action a); /* in the legal list */
int mega_held_contracts(const mega_state *s, int p);
int mega_held_platforms(const mega_state *s, int p);
int mega_limit(const mega_state *s);
int mega_standard_done(const mega_state *s);
bool mega_standard_left(const mega_state *s);
game_apply_result mega_apply(void *state, int p, game_action a, char *why, size_t n);

/* Whether p may deliver platform plat now (on some hex): false with the reason the board shows
 * beside a greyed Deliver (megacity.c). */
bool mega_can_deliver(const mega_state *s, int p, int plat, char *why, size_t n);
/* The contracts p holds that platform plat fulfils now and may be delivered for in this phase
 * (most points first, then the lowest id: out[0] is the default); returns how many (0..3). */
int mega_fitting(const mega_state *s, int p, int plat, int out[3]);
/* Player cubes p has left (MEGA_CUBES less the buildings p has in the city). */
int mega_cubes_left(const mega_state *s, int p);
/* The contract a delivery action (deliver or collapse) names, 0 none. */
int mega_deliver_contract(game_action a);
/* The same delivery (deliver or collapse) naming contract c instead. */
game_action mega_with_contract(game_action a, int c);

/* ---- the move log and the last-move marks (megacity_describe.c) ---------------------------- */
/* game_def.describe: a short translated phrase of what seat did, public facts only. */
int mega_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                  size_t n);
/* Where an action leaves its mark on the board, read from the state before it. */
typedef struct mega_move_mark {
    int cell;   /* the city hex it changed (delivery, park, monument, shaken building), -1 */
    int column; /* the contract column (type) it took from or reordered, -1 */
    int exc;    /* the exceptional contract it took, 0 */
    int offer;  /* the offer slot (0..2) it took a platform from, 3: the whole offer, -1 */
    int plat;   /* the platform it was about, 0 */
} mega_move_mark;
void mega_move_marks(const mega_state *before, game_action a, mega_move_mark *out);

/* game_def functions split over files */
void mega_score(const void *state, game_score *out);
double mega_heuristic(const void *state, int player);
int mega_action_to_text(const void *state, game_action a, char *buf, size_t n);
bool mega_action_from_text(const void *state, const char *text, game_action *out, char *why,
                           size_t n);
bool mega_load_position(void *state, const struct cJSON *json, char *why, size_t n);
struct cJSON *mega_save_position(const void *state); /* what mega_load_position reads back */

extern const game_def megacity_game;

#endif
