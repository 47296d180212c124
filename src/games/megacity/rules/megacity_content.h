/* megacity_content.h: MegaCity: Oceania material as data tables (no rules yet): the 150 building
 * elements (shapes in side elevation, materials, counts), the 24 double-sided platforms with
 * their technical ports and vents, the parks, the 36 contracts and the rewards board. Decisions
 * and drawings: docs/rules/megacity.md. data/megacity/content.json mirrors these tables. */
#ifndef CB_MEGACITY_CONTENT_H
#define CB_MEGACITY_CONTENT_H
#include <stdbool.h>
#include <stdint.h>

#include "games/megacity/physics/physics.h"

typedef enum mc_material { MC_STEEL, MC_CONCRETE, MC_GLASS, MC_MATERIALS } mc_material;

typedef enum mc_shape {
    MC_CUBE,
    MC_SMALL_CUBE,
    MC_BLOCK,
    MC_BAR,
    MC_SHORT_BAR,
    MC_PLANK,
    MC_POST,
    MC_THIN_POST,
    MC_ARCH,
    MC_SMALL_ARCH,
    MC_WINDOW,
    MC_ROOF,
    MC_WEDGE,
    MC_SHAPES
} mc_shape;

typedef enum mc_type { MC_PUBLIC, MC_INDUSTRIAL, MC_COMMERCIAL, MC_RESIDENTIAL, MC_TYPES } mc_type;

typedef enum mc_feature {
    MC_FEAT_NONE, /* "no restriction" */
    MC_FEAT_COURTYARD,
    MC_FEAT_NO_OVERHANG,
    MC_FEAT_NO_GLASS,
    MC_FEAT_NO_CONCRETE,
    MC_FEAT_NO_STEEL,
    MC_FEAT_ON_VENT,
    MC_FEAT_HIGH_ARCH,
    MC_FEAT_LOW_ARCH,
    MC_FEATURES
} mc_feature;

enum {
    MC_ELEMENTS = 150,
    MC_PLATFORMS = 24,
    MC_PARKS = 4, /* plus Central Park, the last entry of mc_parks */
    MC_STANDARD_CONTRACTS = 32,
    MC_EXCEPTIONAL_CONTRACTS = 4,
    MC_CONTRACTS = 36, /* standard 0..31, exceptional 32..35 */
    MC_PORTS = 3,
    MC_REWARDS = 12, /* 6 per side of the rewards board */
};

#define MC_PLATFORM_WIDTH     0.120 /* the platform seen from the side, metres */
#define MC_PLATFORM_THICKNESS 0.006
#define MC_PORT_RADIUS        0.005 /* a technical port covers centre +- this on the top */
#define MC_VENT_HALF          0.008 /* the vent covers centre +- this */

typedef struct mc_material_def {
    const char *key;  /* "steel" */
    const char *name; /* N_() marked */
    double density;   /* kg per m^2 of side elevation */
} mc_material_def;

typedef struct mc_side {
    mc_type type;
    double port_x[MC_PORTS]; /* centres along the top, from the platform's centre (m) */
    double vent_x;
} mc_side;

typedef struct mc_platform {
    int id; /* 1..24 */
    mc_side side[2];
} mc_platform;

typedef struct mc_park {
    const char *key;
    const char *name; /* N_() marked */
    bool central;
} mc_park;

typedef struct mc_contract {
    int id; /* 1..36 */
    mc_type type;
    int elements; /* exactly this many, or at least this many when plus */
    bool plus;
    int floors;            /* minimum height (1 floor = 1 mm) */
    mc_feature feature[2]; /* the second is MC_FEAT_NONE on standard contracts */
    int points;            /* prestige */
    bool exceptional;
} mc_contract;

typedef enum mc_reward_kind {
    MC_REWARD_SPECIALISATION,
    MC_REWARD_DIVERSITY,
    MC_REWARD_TALLEST
} mc_reward_kind;

typedef enum mc_reward_basis {
    MC_BY_PRESTIGE,  /* most prestige icons on completed contracts of the type; none on a tie */
    MC_BY_BUILDINGS, /* most buildings delivered of the type; none on a tie */
    MC_BY_ALL_TYPES, /* every player with a building of each of the four types */
    MC_BY_HEIGHT     /* the owner of the tallest building at the end */
} mc_reward_basis;

typedef struct mc_reward {
    int side; /* 0: standard side (*), 1: simplified side (**) */
    mc_reward_kind kind;
    int type; /* mc_type for specialisation, -1 otherwise */
    int tiles;
    int points;
    mc_reward_basis basis;
} mc_reward;

extern const mc_material_def mc_materials[MC_MATERIALS];
extern const phys_shape_def mc_shapes[MC_SHAPES];
extern const char *const mc_shape_names[MC_SHAPES]; /* N_() marked */
extern const uint8_t mc_element_counts[MC_SHAPES][MC_MATERIALS];
extern const mc_platform mc_platforms[MC_PLATFORMS];
extern const mc_park mc_parks[MC_PARKS + 1];
extern const mc_contract mc_contracts[MC_CONTRACTS];
extern const mc_reward mc_rewards[MC_REWARDS];

extern const char *const mc_type_keys[MC_TYPES];  /* "public" ... */
extern const char *const mc_type_names[MC_TYPES]; /* N_() marked */
extern const char *const mc_feature_keys[MC_FEATURES];
extern const char *const mc_feature_names[MC_FEATURES]; /* N_() marked */

/* The i-th of the 150 elements (0..149, shape-major, then steel, concrete, glass): the order
 * the bag is filled in. False when i is out of range. */
bool mc_element_at(int i, mc_shape *shape, mc_material *material);
/* A physics description for one platform of MegaCity (shapes, densities, platform size). */
phys_desc mc_phys_desc(void);
/* The interval a port or the vent covers on the platform top, in metres. */
/* The material a "no glass / concrete / steel" feature forbids; -1 for the other features. */
int mc_feature_forbids(mc_feature f);
void mc_port_span(const mc_side *s, int port, double *x0, double *x1);
void mc_vent_span(const mc_side *s, double *x0, double *x1);

#endif
