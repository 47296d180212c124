/* megacity_content.h: MegaCity: Oceania material as data tables (no rules yet): the 150 building
 * elements (shapes in side elevation, materials, counts), the 24 double-sided platforms with
 * their technical ports and vents, the parks, the 36 contracts and the rewards board. Decisions
 * and drawings: docs/rules/megacity.md. data/megacity/content.json mirrors these tables. */
#ifndef CB_MEGACITY_CONTENT_H
#define CB_MEGACITY_CONTENT_H
#include <stdbool.h>
#include <stdint.h>

#include "games/megacity/physics/megacity_physics.h"

typedef enum megacity_material {
    MEGACITY_STEEL,
    MEGACITY_CONCRETE,
    MEGACITY_GLASS,
    MEGACITY_MATERIALS
} megacity_material;

typedef enum megacity_shape {
    MEGACITY_CUBE,
    MEGACITY_SMALL_CUBE,
    MEGACITY_BLOCK,
    MEGACITY_BAR,
    MEGACITY_SHORT_BAR,
    MEGACITY_PLANK,
    MEGACITY_POST,
    MEGACITY_THIN_POST,
    MEGACITY_ARCH,
    MEGACITY_SMALL_ARCH,
    MEGACITY_WINDOW,
    MEGACITY_ROOF,
    MEGACITY_WEDGE,
    MEGACITY_SHAPES
} megacity_shape;

typedef enum megacity_type {
    MEGACITY_PUBLIC,
    MEGACITY_INDUSTRIAL,
    MEGACITY_COMMERCIAL,
    MEGACITY_RESIDENTIAL,
    MEGACITY_TYPES
} megacity_type;

typedef enum megacity_feature {
    MEGACITY_FEAT_NONE, /* "no restriction" */
    MEGACITY_FEAT_COURTYARD,
    MEGACITY_FEAT_NO_OVERHANG,
    MEGACITY_FEAT_NO_GLASS,
    MEGACITY_FEAT_NO_CONCRETE,
    MEGACITY_FEAT_NO_STEEL,
    MEGACITY_FEAT_ON_VENT,
    MEGACITY_FEAT_HIGH_ARCH,
    MEGACITY_FEAT_LOW_ARCH,
    MEGACITY_FEATURES
} megacity_feature;

enum {
    MEGACITY_ELEMENTS = 150,
    MEGACITY_PLATFORMS = 24,
    MEGACITY_PARKS = 4, /* plus Central Park, the last entry of megacity_parks */
    MEGACITY_STANDARD_CONTRACTS = 32,
    MEGACITY_EXCEPTIONAL_CONTRACTS = 4,
    MEGACITY_CONTRACTS = 36, /* standard 0..31, exceptional 32..35 */
    MEGACITY_PORTS = 3,
    MEGACITY_REWARDS = 12, /* 6 per side of the rewards board */
};

#define MEGACITY_PLATFORM_WIDTH     0.120 /* the platform seen from the side, metres */
#define MEGACITY_PLATFORM_THICKNESS 0.006
#define MEGACITY_PORT_RADIUS        0.005 /* a technical port covers centre +- this on the top */
#define MEGACITY_VENT_HALF          0.008 /* the vent covers centre +- this */

typedef struct megacity_material_def {
    const char *key;  /* "steel" */
    const char *name; /* N_() marked */
    double density;   /* kg per m^2 of side elevation */
} megacity_material_def;

typedef struct megacity_platform_side {
    megacity_type type;
    double port_x[MEGACITY_PORTS]; /* centres along the top, from the platform's centre (m) */
    double vent_x;
} megacity_platform_side;

typedef struct megacity_platform {
    int id; /* 1..24 */
    megacity_platform_side side[2];
} megacity_platform;

typedef struct megacity_park {
    const char *key;
    const char *name; /* N_() marked */
    bool central;
} megacity_park;

typedef struct megacity_contract {
    int id; /* 1..36 */
    megacity_type type;
    int elements; /* exactly this many, or at least this many when plus */
    bool plus;
    int floors;                  /* minimum height (1 floor = 1 mm) */
    megacity_feature feature[2]; /* the second is MEGACITY_FEAT_NONE on standard contracts */
    int points;                  /* prestige */
    bool exceptional;
} megacity_contract;

typedef enum megacity_reward_kind {
    MEGACITY_REWARD_SPECIALISATION,
    MEGACITY_REWARD_DIVERSITY,
    MEGACITY_REWARD_TALLEST
} megacity_reward_kind;

typedef enum megacity_reward_basis {
    MEGACITY_BY_PRESTIGE,  /* most prestige icons on completed contracts of the type; none on a tie
                            */
    MEGACITY_BY_BUILDINGS, /* most buildings delivered of the type; none on a tie */
    MEGACITY_BY_ALL_TYPES, /* every player with a building of each of the four types */
    MEGACITY_BY_HEIGHT     /* the owner of the tallest building at the end */
} megacity_reward_basis;

typedef struct megacity_reward {
    int side; /* 0: standard side (*), 1: simplified side (**) */
    megacity_reward_kind kind;
    int type; /* megacity_type for specialisation, -1 otherwise */
    int tiles;
    int points;
    megacity_reward_basis basis;
} megacity_reward;

extern const megacity_material_def megacity_materials[MEGACITY_MATERIALS];
extern const megacity_physics_shape_def megacity_shapes[MEGACITY_SHAPES];
extern const char *const megacity_shape_names[MEGACITY_SHAPES]; /* N_() marked */
extern const uint8_t megacity_element_counts[MEGACITY_SHAPES][MEGACITY_MATERIALS];
extern const megacity_platform megacity_platforms[MEGACITY_PLATFORMS];
extern const megacity_park megacity_parks[MEGACITY_PARKS + 1];
extern const megacity_contract megacity_contracts[MEGACITY_CONTRACTS];
extern const megacity_reward megacity_rewards[MEGACITY_REWARDS];

extern const char *const megacity_type_keys[MEGACITY_TYPES];  /* "public" ... */
extern const char *const megacity_type_names[MEGACITY_TYPES]; /* N_() marked */
extern const char *const megacity_feature_keys[MEGACITY_FEATURES];
extern const char *const megacity_feature_names[MEGACITY_FEATURES]; /* N_() marked */

/* The i-th of the 150 elements (0..149, shape-major, then steel, concrete, glass): the order
 * the bag is filled in. False when i is out of range. */
bool megacity_element_at(int i, megacity_shape *shape, megacity_material *material);
/* A physics description for one platform of MegaCity (shapes, densities, platform size). */
megacity_physics_desc megacity_phys_desc(void);
/* The interval a port or the vent covers on the platform top, in metres. */
/* The material a "no glass / concrete / steel" feature forbids; -1 for the other features. */
int megacity_feature_forbids(megacity_feature f);
void megacity_port_span(const megacity_platform_side *s, int port, double *x0, double *x1);
void megacity_vent_span(const megacity_platform_side *s, double *x0, double *x1);

#endif
