/* megacity_content.c: MegaCity: Oceania material as data (designed for CityBox: the real element
 * shapes and contract list are not public): 150 building elements, 24 double-sided platforms,
 * parks, 36 contracts and the rewards board. This table is the source of truth;
 * data/megacity/content.json mirrors it (tests/megacity/unit/test_megacity_content.c checks they
 * agree) and docs/rules/megacity.md documents every number. Lengths in metres (M(): millimetres).
 */
#include "games/megacity/rules/megacity_content.h"

#include "core/i18n.h"

/* clang-format off */
#define M(mm) ((mm) / 1000.0)
#define BOX(w, h) {4, {{M(-(w) / 2.0), M(-(h) / 2.0)}, {M((w) / 2.0), M(-(h) / 2.0)}, \
                       {M((w) / 2.0), M((h) / 2.0)}, {M(-(w) / 2.0), M((h) / 2.0)}}}
#define RECT(x0, y0, x1, y1) {4, {{M(x0), M(y0)}, {M(x1), M(y0)}, {M(x1), M(y1)}, {M(x0), M(y1)}}}
/* clang-format on */

const megacity_material_def megacity_materials[MEGACITY_MATERIALS] = {
    {"steel", N_("Steel"), 60.0},
    {"concrete", N_("Concrete"), 40.0},
    {"glass", N_("Glass"), 25.0},
};

/* Each shape: its bounding box (w x h), convex counter-clockwise pieces around the box centre. */
const megacity_physics_shape_def megacity_shapes[MEGACITY_SHAPES] = {
    {"cube", M(20), M(20), 1, {BOX(20, 20)}, false},
    {"small_cube", M(10), M(10), 1, {BOX(10, 10)}, false},
    {"block", M(40), M(20), 1, {BOX(40, 20)}, false},
    {"bar", M(60), M(10), 1, {BOX(60, 10)}, false},
    {"short_bar", M(40), M(10), 1, {BOX(40, 10)}, false},
    {"plank", M(80), M(5), 1, {BOX(80, 5)}, false},
    {"post", M(10), M(50), 1, {BOX(10, 50)}, false},
    {"thin_post", M(6), M(40), 1, {BOX(6, 40)}, false},
    {"arch",
     M(60),
     M(30),
     3,
     {RECT(-30, -15, -15, 5), RECT(15, -15, 30, 5), RECT(-30, 5, 30, 15)},
     false},
    {"small_arch",
     M(40),
     M(20),
     2,
     {{5, {{M(-20), M(-10)}, {M(-8), M(-10)}, {M(0), M(2)}, {M(0), M(10)}, {M(-20), M(10)}}},
      {5, {{M(0), M(2)}, {M(8), M(-10)}, {M(20), M(-10)}, {M(20), M(10)}, {M(0), M(10)}}}},
     false},
    {"window",
     M(40),
     M(30),
     4,
     {RECT(-20, -15, 20, -7), RECT(10, -7, 20, 7), RECT(-20, 7, 20, 15), RECT(-20, -7, -10, 7)},
     true},
    {"roof", M(40), M(20), 1, {{3, {{M(-20), M(-10)}, {M(20), M(-10)}, {M(0), M(10)}}}}, false},
    {"wedge",
     M(30),
     M(15),
     1,
     {{3, {{M(-15), M(-7.5)}, {M(15), M(-7.5)}, {M(-15), M(7.5)}}}},
     false},
};

const char *const megacity_shape_names[MEGACITY_SHAPES] = {
    N_("Cube"),         N_("Small cube"),          N_("Block"),
    N_("Bar"),          N_("Short bar"),           N_("Plank"),
    N_("Post"),         N_("Thin post"),           N_("Arch"),
    N_("Pointed arch"), N_("Block with a window"), N_("Roof"),
    N_("Wedge"),
};

/* How many elements of each shape in each material (steel, concrete, glass): 150 in all. */
const uint8_t megacity_element_counts[MEGACITY_SHAPES][MEGACITY_MATERIALS] = {
    {4, 8, 6}, /* cube */
    {4, 4, 4}, /* small_cube */
    {2, 8, 4}, /* block */
    {6, 2, 2}, /* bar */
    {6, 3, 3}, /* short_bar */
    {6, 2, 6}, /* plank */
    {6, 4, 2}, /* post */
    {6, 0, 4}, /* thin_post */
    {2, 6, 2}, /* arch */
    {4, 2, 4}, /* small_arch */
    {0, 4, 6}, /* window */
    {2, 3, 3}, /* roof */
    {2, 4, 4}, /* wedge */
};

/* Side A then side B: building type, the three technical ports and the vent (centres along the
 * platform top, from its centre). The vent shows the colour of the other side. */
/* clang-format off */
#define SIDE(t, p0, p1, p2, v) {t, {M(p0), M(p1), M(p2)}, M(v)}
/* clang-format on */
const megacity_platform megacity_platforms[MEGACITY_PLATFORMS] = {
    {1, {SIDE(MEGACITY_PUBLIC, -40, -5, 35, 15), SIDE(MEGACITY_INDUSTRIAL, -35, 10, 25, -12)}},
    {2, {SIDE(MEGACITY_PUBLIC, -30, 0, 30, -45), SIDE(MEGACITY_COMMERCIAL, -40, -5, 35, 15)}},
    {3, {SIDE(MEGACITY_PUBLIC, -20, 5, 30, 48), SIDE(MEGACITY_RESIDENTIAL, -45, -15, 15, 38)}},
    {4, {SIDE(MEGACITY_INDUSTRIAL, -45, -15, 15, 38), SIDE(MEGACITY_COMMERCIAL, -25, 25, 45, 0)}},
    {5, {SIDE(MEGACITY_INDUSTRIAL, -10, 15, 40, -35), SIDE(MEGACITY_RESIDENTIAL, -30, 0, 30, -45)}},
    {6,
     {SIDE(MEGACITY_COMMERCIAL, -35, 10, 25, -12), SIDE(MEGACITY_RESIDENTIAL, -10, 15, 40, -35)}},
    {7, {SIDE(MEGACITY_INDUSTRIAL, -25, 25, 45, 0), SIDE(MEGACITY_PUBLIC, -45, -20, 40, 10)}},
    {8, {SIDE(MEGACITY_COMMERCIAL, -45, -20, 40, 10), SIDE(MEGACITY_PUBLIC, -20, 5, 30, 48)}},
    {9, {SIDE(MEGACITY_RESIDENTIAL, -40, -5, 35, 15), SIDE(MEGACITY_PUBLIC, -35, 10, 25, -12)}},
    {10, {SIDE(MEGACITY_COMMERCIAL, -30, 0, 30, -45), SIDE(MEGACITY_INDUSTRIAL, -40, -5, 35, 15)}},
    {11, {SIDE(MEGACITY_RESIDENTIAL, -20, 5, 30, 48), SIDE(MEGACITY_INDUSTRIAL, -45, -15, 15, 38)}},
    {12, {SIDE(MEGACITY_RESIDENTIAL, -45, -15, 15, 38), SIDE(MEGACITY_COMMERCIAL, -25, 25, 45, 0)}},
    {13, {SIDE(MEGACITY_PUBLIC, -10, 15, 40, -35), SIDE(MEGACITY_INDUSTRIAL, -30, 0, 30, -45)}},
    {14, {SIDE(MEGACITY_PUBLIC, -35, 10, 25, -12), SIDE(MEGACITY_COMMERCIAL, -10, 15, 40, -35)}},
    {15, {SIDE(MEGACITY_PUBLIC, -25, 25, 45, 0), SIDE(MEGACITY_RESIDENTIAL, -45, -20, 40, 10)}},
    {16, {SIDE(MEGACITY_INDUSTRIAL, -45, -20, 40, 10), SIDE(MEGACITY_COMMERCIAL, -20, 5, 30, 48)}},
    {17,
     {SIDE(MEGACITY_INDUSTRIAL, -40, -5, 35, 15), SIDE(MEGACITY_RESIDENTIAL, -35, 10, 25, -12)}},
    {18, {SIDE(MEGACITY_COMMERCIAL, -30, 0, 30, -45), SIDE(MEGACITY_RESIDENTIAL, -40, -5, 35, 15)}},
    {19, {SIDE(MEGACITY_INDUSTRIAL, -20, 5, 30, 48), SIDE(MEGACITY_PUBLIC, -45, -15, 15, 38)}},
    {20, {SIDE(MEGACITY_COMMERCIAL, -45, -15, 15, 38), SIDE(MEGACITY_PUBLIC, -25, 25, 45, 0)}},
    {21, {SIDE(MEGACITY_RESIDENTIAL, -10, 15, 40, -35), SIDE(MEGACITY_PUBLIC, -30, 0, 30, -45)}},
    {22,
     {SIDE(MEGACITY_COMMERCIAL, -35, 10, 25, -12), SIDE(MEGACITY_INDUSTRIAL, -10, 15, 40, -35)}},
    {23, {SIDE(MEGACITY_RESIDENTIAL, -25, 25, 45, 0), SIDE(MEGACITY_INDUSTRIAL, -45, -20, 40, 10)}},
    {24, {SIDE(MEGACITY_RESIDENTIAL, -45, -20, 40, 10), SIDE(MEGACITY_COMMERCIAL, -20, 5, 30, 48)}},
};

const megacity_park megacity_parks[MEGACITY_PARKS + 1] = {
    {"harbour", N_("Harbour Park"), false}, {"reef", N_("Reef Park"), false},
    {"lagoon", N_("Lagoon Park"), false},   {"coral", N_("Coral Park"), false},
    {"central", N_("Central Park"), true},
};

/* id, type, elements, "+" (at least that many), minimum floors, features, prestige points.
 * Points = floor(difficulty / 2), at least 1 (docs/rules/megacity.md). 1-32 standard, 33-36
 * exceptional. */
const megacity_contract megacity_contracts[MEGACITY_CONTRACTS] = {
    {1, MEGACITY_PUBLIC, 3, false, 40, {MEGACITY_FEAT_NONE, MEGACITY_FEAT_NONE}, 1, false},
    {2, MEGACITY_PUBLIC, 4, false, 50, {MEGACITY_FEAT_LOW_ARCH, MEGACITY_FEAT_NONE}, 2, false},
    {3, MEGACITY_PUBLIC, 4, true, 60, {MEGACITY_FEAT_NO_GLASS, MEGACITY_FEAT_NONE}, 2, false},
    {4, MEGACITY_PUBLIC, 5, false, 70, {MEGACITY_FEAT_COURTYARD, MEGACITY_FEAT_NONE}, 3, false},
    {5, MEGACITY_PUBLIC, 5, true, 80, {MEGACITY_FEAT_NO_OVERHANG, MEGACITY_FEAT_NONE}, 3, false},
    {6, MEGACITY_PUBLIC, 6, false, 90, {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NONE}, 4, false},
    {7, MEGACITY_PUBLIC, 6, true, 100, {MEGACITY_FEAT_ON_VENT, MEGACITY_FEAT_NONE}, 4, false},
    {8, MEGACITY_PUBLIC, 8, false, 120, {MEGACITY_FEAT_NO_STEEL, MEGACITY_FEAT_NONE}, 5, false},
    {9,
     MEGACITY_INDUSTRIAL,
     3,
     true,
     40,
     {MEGACITY_FEAT_NO_CONCRETE, MEGACITY_FEAT_NONE},
     1,
     false},
    {10, MEGACITY_INDUSTRIAL, 4, false, 50, {MEGACITY_FEAT_ON_VENT, MEGACITY_FEAT_NONE}, 2, false},
    {11, MEGACITY_INDUSTRIAL, 4, false, 60, {MEGACITY_FEAT_NONE, MEGACITY_FEAT_NONE}, 2, false},
    {12, MEGACITY_INDUSTRIAL, 5, true, 70, {MEGACITY_FEAT_LOW_ARCH, MEGACITY_FEAT_NONE}, 3, false},
    {13, MEGACITY_INDUSTRIAL, 5, false, 80, {MEGACITY_FEAT_NO_GLASS, MEGACITY_FEAT_NONE}, 3, false},
    {14, MEGACITY_INDUSTRIAL, 6, true, 90, {MEGACITY_FEAT_COURTYARD, MEGACITY_FEAT_NONE}, 4, false},
    {15,
     MEGACITY_INDUSTRIAL,
     7,
     false,
     100,
     {MEGACITY_FEAT_NO_OVERHANG, MEGACITY_FEAT_NONE},
     4,
     false},
    {16,
     MEGACITY_INDUSTRIAL,
     8,
     true,
     120,
     {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NONE},
     5,
     false},
    {17, MEGACITY_COMMERCIAL, 3, false, 50, {MEGACITY_FEAT_NO_STEEL, MEGACITY_FEAT_NONE}, 2, false},
    {18, MEGACITY_COMMERCIAL, 4, true, 50, {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NONE}, 2, false},
    {19,
     MEGACITY_COMMERCIAL,
     4,
     false,
     60,
     {MEGACITY_FEAT_NO_OVERHANG, MEGACITY_FEAT_NONE},
     3,
     false},
    {20, MEGACITY_COMMERCIAL, 5, false, 70, {MEGACITY_FEAT_NONE, MEGACITY_FEAT_NONE}, 3, false},
    {21, MEGACITY_COMMERCIAL, 5, true, 80, {MEGACITY_FEAT_ON_VENT, MEGACITY_FEAT_NONE}, 3, false},
    {22,
     MEGACITY_COMMERCIAL,
     6,
     false,
     90,
     {MEGACITY_FEAT_NO_CONCRETE, MEGACITY_FEAT_NONE},
     4,
     false},
    {23, MEGACITY_COMMERCIAL, 7, true, 110, {MEGACITY_FEAT_LOW_ARCH, MEGACITY_FEAT_NONE}, 4, false},
    {24,
     MEGACITY_COMMERCIAL,
     8,
     false,
     130,
     {MEGACITY_FEAT_COURTYARD, MEGACITY_FEAT_NONE},
     6,
     false},
    {25,
     MEGACITY_RESIDENTIAL,
     3,
     false,
     40,
     {MEGACITY_FEAT_NO_GLASS, MEGACITY_FEAT_NONE},
     2,
     false},
    {26,
     MEGACITY_RESIDENTIAL,
     4,
     true,
     50,
     {MEGACITY_FEAT_COURTYARD, MEGACITY_FEAT_NONE},
     2,
     false},
    {27,
     MEGACITY_RESIDENTIAL,
     4,
     false,
     60,
     {MEGACITY_FEAT_NO_STEEL, MEGACITY_FEAT_NONE},
     2,
     false},
    {28,
     MEGACITY_RESIDENTIAL,
     5,
     false,
     70,
     {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NONE},
     3,
     false},
    {29, MEGACITY_RESIDENTIAL, 5, true, 80, {MEGACITY_FEAT_NONE, MEGACITY_FEAT_NONE}, 2, false},
    {30,
     MEGACITY_RESIDENTIAL,
     6,
     false,
     90,
     {MEGACITY_FEAT_LOW_ARCH, MEGACITY_FEAT_NONE},
     4,
     false},
    {31,
     MEGACITY_RESIDENTIAL,
     7,
     true,
     100,
     {MEGACITY_FEAT_NO_CONCRETE, MEGACITY_FEAT_NONE},
     3,
     false},
    {32,
     MEGACITY_RESIDENTIAL,
     8,
     false,
     120,
     {MEGACITY_FEAT_NO_OVERHANG, MEGACITY_FEAT_NONE},
     5,
     false},
    {33,
     MEGACITY_PUBLIC,
     10,
     true,
     160,
     {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NO_OVERHANG},
     6,
     true},
    {34,
     MEGACITY_INDUSTRIAL,
     12,
     false,
     150,
     {MEGACITY_FEAT_LOW_ARCH, MEGACITY_FEAT_NO_GLASS},
     7,
     true},
    {35,
     MEGACITY_COMMERCIAL,
     10,
     false,
     170,
     {MEGACITY_FEAT_COURTYARD, MEGACITY_FEAT_ON_VENT},
     8,
     true},
    {36,
     MEGACITY_RESIDENTIAL,
     11,
     true,
     160,
     {MEGACITY_FEAT_HIGH_ARCH, MEGACITY_FEAT_NO_STEEL},
     6,
     true},
};

const megacity_reward megacity_rewards[MEGACITY_REWARDS] = {
    {0, MEGACITY_REWARD_SPECIALISATION, MEGACITY_PUBLIC, 1, 2, MEGACITY_BY_PRESTIGE},
    {0, MEGACITY_REWARD_SPECIALISATION, MEGACITY_INDUSTRIAL, 1, 2, MEGACITY_BY_PRESTIGE},
    {0, MEGACITY_REWARD_SPECIALISATION, MEGACITY_COMMERCIAL, 1, 2, MEGACITY_BY_PRESTIGE},
    {0, MEGACITY_REWARD_SPECIALISATION, MEGACITY_RESIDENTIAL, 1, 2, MEGACITY_BY_PRESTIGE},
    {0, MEGACITY_REWARD_DIVERSITY, -1, 4, 3, MEGACITY_BY_ALL_TYPES},
    {0, MEGACITY_REWARD_TALLEST, -1, 1, 3, MEGACITY_BY_HEIGHT},
    {1, MEGACITY_REWARD_SPECIALISATION, MEGACITY_PUBLIC, 1, 3, MEGACITY_BY_BUILDINGS},
    {1, MEGACITY_REWARD_SPECIALISATION, MEGACITY_INDUSTRIAL, 1, 3, MEGACITY_BY_BUILDINGS},
    {1, MEGACITY_REWARD_SPECIALISATION, MEGACITY_COMMERCIAL, 1, 3, MEGACITY_BY_BUILDINGS},
    {1, MEGACITY_REWARD_SPECIALISATION, MEGACITY_RESIDENTIAL, 1, 3, MEGACITY_BY_BUILDINGS},
    {1, MEGACITY_REWARD_DIVERSITY, -1, 4, 2, MEGACITY_BY_ALL_TYPES},
    {1, MEGACITY_REWARD_TALLEST, -1, 1, 2, MEGACITY_BY_HEIGHT},
};

const char *const megacity_type_keys[MEGACITY_TYPES] = {"public", "industrial", "commercial",
                                                        "residential"};
const char *const megacity_type_names[MEGACITY_TYPES] = {
    N_("Public building"), N_("Industrial building"), N_("Commercial building"),
    N_("Residential building")};

const char *const megacity_feature_keys[MEGACITY_FEATURES] = {
    "none",     "courtyard", "no_overhang", "no_glass", "no_concrete",
    "no_steel", "on_vent",   "high_arch",   "low_arch"};
const char *const megacity_feature_names[MEGACITY_FEATURES] = {
    N_("No restriction"),    N_("Courtyard"),   N_("No overhang"),
    N_("No glass"),          N_("No concrete"), N_("No steel"),
    N_("Build on the vent"), N_("High arch"),   N_("Low arch")};

bool megacity_element_at(int i, megacity_shape *shape, megacity_material *material)
{
    if (i < 0) return false;
    for (int s = 0; s < MEGACITY_SHAPES; s++)
        for (int m = 0; m < MEGACITY_MATERIALS; m++) {
            if (i < megacity_element_counts[s][m]) {
                *shape = (megacity_shape)s;
                *material = (megacity_material)m;
                return true;
            }
            i -= megacity_element_counts[s][m];
        }
    return false;
}

static const double megacity_density[MEGACITY_MATERIALS] = {60.0, 40.0, 25.0};

megacity_physics_desc megacity_phys_desc(void)
{
    return (megacity_physics_desc){.shapes = megacity_shapes,
                                   .n_shapes = MEGACITY_SHAPES,
                                   .density = megacity_density,
                                   .n_materials = MEGACITY_MATERIALS,
                                   .platform_width = MEGACITY_PLATFORM_WIDTH,
                                   .platform_thickness = MEGACITY_PLATFORM_THICKNESS};
}

int megacity_feature_forbids(megacity_feature f)
{
    return f == MEGACITY_FEAT_NO_GLASS      ? MEGACITY_GLASS
           : f == MEGACITY_FEAT_NO_CONCRETE ? MEGACITY_CONCRETE
           : f == MEGACITY_FEAT_NO_STEEL    ? MEGACITY_STEEL
                                            : -1;
}

void megacity_port_span(const megacity_platform_side *s, int port, double *x0, double *x1)
{
    *x0 = s->port_x[port] - MEGACITY_PORT_RADIUS;
    *x1 = s->port_x[port] + MEGACITY_PORT_RADIUS;
}

void megacity_vent_span(const megacity_platform_side *s, double *x0, double *x1)
{
    *x0 = s->vent_x - MEGACITY_VENT_HALF;
    *x1 = s->vent_x + MEGACITY_VENT_HALF;
}
