/* megacity_bot_plan.h: the tower planner's insides, shared by megacity_bot_plan.c (the beam search
 * on a box model), megacity_bot_verify.c (plans replayed through the physics, with a cache of
 * settled prefixes and a work budget) and megacity_bot_span.c (lintels: bars and planks laid across
 * two supports, and the openings they make). Not for other callers: see megacity_bot.h. */
#ifndef CB_MEGACITY_PLAN_H
#define CB_MEGACITY_PLAN_H
#include "games/megacity/bot/megacity_bot.h"

/* Box-model units are pose units (0.1 mm). */
enum {
    MEGACITY_PLAN_TOUCH = 3, /* 0.3 mm contact tolerance */
    MEGACITY_PLAN_SETTLE =
        2, /* the height a box-model tower may lose settling (elements sink ~0.1 mm) */
    MEGACITY_PLAN_HALF = 598, /* half the platform less 0.2 mm, so settling keeps elements on it */
    MEGACITY_PLAN_XS = 256,   /* candidate centres per element */
    MEGACITY_PLAN_CACHE = 1024,  /* settled drops remembered in one decision */
    MEGACITY_PLAN_BEAM_MAX = 64, /* the widest beam a level may have */
};

typedef struct megacity_plan_tuning {
    int beam, grid, margin, verify, extra; /* extra: elements beyond a "+" contract's count */
    double margin_weight;
    double slide; /* the acceleration (m/s^2) a planned tower must stand */
    int budget;   /* physics work for one decision (megacity_plan_cache), in drop units */
} megacity_plan_tuning;

typedef struct megacity_plan_box {
    int16_t x0, x1, y0, y1, cx;
    uint8_t kind, rot;
} megacity_plan_box;

typedef struct megacity_plan_node {
    int n;
    megacity_plan_box b[MEGACITY_TOWER];
    uint8_t used[MEGACITY_KINDS];
    double margin; /* sum of how far elements sit inside their supports */
    double score;
    uint64_t hash, sig; /* sig: the multiset of (kind, rot) used, for the beam's diversity */
} megacity_plan_node;

/* Drops already played in this decision: a tree of (parent, kind, x, rot) -> settled pose, so a
 * tower whose first elements were settled before replays only the rest, and one whose prefix
 * failed is rejected without physics. `budget` is the physics work left (a count, never a
 * clock): a drop of an element on k others costs 2 + k, a slide check 4 + 2 n. The cache only
 * saves work: a plan is the first tower (in the search's order) that holds, whatever was
 * cached, so a plan found with a smaller budget is the one a larger budget finds. */
typedef struct megacity_plan_entry {
    int16_t parent, x;
    uint8_t kind, rot, ok, slide; /* slide: 0 not checked, 1 stood, 2 fell */
    megacity_el e;
} megacity_plan_entry;

typedef struct megacity_plan_cache {
    int n, budget, spent;
    ai_stop *stop; /* cancelled or past its deadline: no more physics work (NULL: none) */
    double slide;  /* the acceleration (m/s^2) the plans must stand: the level's, or more */
    megacity_plan_entry e[MEGACITY_PLAN_CACHE];
} megacity_plan_cache;

typedef struct megacity_plan_ctx {
    const megacity_state *view;
    int plat, contract;
    const megacity_contract *c;
    const megacity_platform_side *side;
    const megacity_plan_tuning *lv;
    uint8_t avail[MEGACITY_KINDS];
    uint8_t korder[MEGACITY_KINDS]; /* kinds by kh, tallest first */
    int kh[MEGACITY_KINDS];         /* the most height an element of the kind can add */
    int16_t com_dx[MEGACITY_KINDS]
                  [2]; /* megacity_plan_mass by kind and rot (turned shapes are symmetric) */
    double mass[MEGACITY_KINDS];
    int ports[MEGACITY_PORTS], vent0, vent1;
    int floors_u; /* the box-model height a tower needs: the floors and MEGACITY_PLAN_SETTLE */
    bool on_vent, no_overhang;
    double sway; /* the lean (over g) a tower must stand: megacity_plan_stable */
    int feat;    /* the opening-type feature to aim for (courtyard, arches), else NONE */
    megacity_state *scratch;
    megacity_plan_cache *cache;
} megacity_plan_ctx;

const megacity_plan_tuning *megacity_plan_level(ai_level level);
int megacity_plan_shape_of(int kind);
bool megacity_plan_is_arch(int kind, int rot);
bool megacity_plan_sloped(int kind);

/* megacity_bot_verify.c: replays the box-model tower nd through the physics (megacity_sim_drop,
 * drop by drop), checks the settled tower against the contract and the whole slide; true with the
 * settled plan. */
bool megacity_plan_verify(const megacity_plan_ctx *cx, const megacity_plan_node *nd,
                          megacity_plan *out);
void megacity_plan_cache_init(megacity_plan_cache *c, ai_level level);
/* False when no tower of n elements can be verified with the work left (nothing cached). */
bool megacity_plan_affordable(const megacity_plan_cache *c, int n);

/* Like megacity_bot_plan, sharing `cache` (NULL: a fresh one) between the plans of one decision. */
bool megacity_plan_plan(const megacity_state *view, int seat, int plat, int contract,
                        ai_level level, megacity_plan_cache *cache, megacity_plan *out);

/* megacity_bot_stable.c: true when every element of nd, with the load of everything resting on
 * it, has its centre of mass over what holds it up, far enough in that leaning it by cx->sway
 * (a lateral acceleration over g) does not tip it. */
bool megacity_plan_stable(const megacity_plan_ctx *cx, const megacity_plan_node *nd);
/* An element of `kind` unturned: its mass (side-elevation area times density) and how far
 * right of its box's centre its centre of mass lies, in box units (a wedge's is off). */
void megacity_plan_mass(int kind, double *mass, int *com_dx);

/* megacity_bot_span.c: lintels. */
/* Adds to xs (n used, cap) the centres that lay a w-wide element across two supports of equal
 * height with a gap between them; returns the new count. */
int megacity_plan_span_xs(const megacity_plan_node *nd, int w, int *xs, int n, int cap);
/* Ground walls with a gap for a lintel or a courtyard: centres that leave `gap` beside a box. */
int megacity_plan_gap_xs(const megacity_plan_node *nd, int w, int *xs, int n, int cap);
/* An opening on the box model made by a lintel (a box resting on two supports with a sealed
 * gap under it): MEGACITY_FEAT_LOW_ARCH when its floor is the platform, MEGACITY_FEAT_HIGH_ARCH
 * when it is an element; true if nd has one of kind feat. */
bool megacity_plan_span_opening(const megacity_plan_node *nd, int feat);
/* Two supports of equal height with a gap that an unused long element could bridge (a lintel
 * to come), for the search's score. */
bool megacity_plan_span_ready(const megacity_plan_ctx *cx, const megacity_plan_node *nd);

#endif
