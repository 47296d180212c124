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

const mc_material_def mc_materials[MC_MATERIALS] = {
    {"steel", N_("Steel"), 60.0},
    {"concrete", N_("Concrete"), 40.0},
    {"glass", N_("Glass"), 25.0},
};

/* Each shape: its bounding box (w x h), convex counter-clockwise pieces around the box centre. */
const phys_shape_def mc_shapes[MC_SHAPES] = {
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

const char *const mc_shape_names[MC_SHAPES] = {
    N_("Cube"),         N_("Small cube"),          N_("Block"),
    N_("Bar"),          N_("Short bar"),           N_("Plank"),
    N_("Post"),         N_("Thin post"),           N_("Arch"),
    N_("Pointed arch"), N_("Block with a window"), N_("Roof"),
    N_("Wedge"),
};

/* How many elements of each shape in each material (steel, concrete, glass): 150 in all. */
const uint8_t mc_element_counts[MC_SHAPES][MC_MATERIALS] = {
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
const mc_platform mc_platforms[MC_PLATFORMS] = {
    {1, {SIDE(MC_PUBLIC, -40, -5, 35, 15), SIDE(MC_INDUSTRIAL, -35, 10, 25, -12)}},
    {2, {SIDE(MC_PUBLIC, -30, 0, 30, -45), SIDE(MC_COMMERCIAL, -40, -5, 35, 15)}},
    {3, {SIDE(MC_PUBLIC, -20, 5, 30, 48), SIDE(MC_RESIDENTIAL, -45, -15, 15, 38)}},
    {4, {SIDE(MC_INDUSTRIAL, -45, -15, 15, 38), SIDE(MC_COMMERCIAL, -25, 25, 45, 0)}},
    {5, {SIDE(MC_INDUSTRIAL, -10, 15, 40, -35), SIDE(MC_RESIDENTIAL, -30, 0, 30, -45)}},
    {6, {SIDE(MC_COMMERCIAL, -35, 10, 25, -12), SIDE(MC_RESIDENTIAL, -10, 15, 40, -35)}},
    {7, {SIDE(MC_INDUSTRIAL, -25, 25, 45, 0), SIDE(MC_PUBLIC, -45, -20, 40, 10)}},
    {8, {SIDE(MC_COMMERCIAL, -45, -20, 40, 10), SIDE(MC_PUBLIC, -20, 5, 30, 48)}},
    {9, {SIDE(MC_RESIDENTIAL, -40, -5, 35, 15), SIDE(MC_PUBLIC, -35, 10, 25, -12)}},
    {10, {SIDE(MC_COMMERCIAL, -30, 0, 30, -45), SIDE(MC_INDUSTRIAL, -40, -5, 35, 15)}},
    {11, {SIDE(MC_RESIDENTIAL, -20, 5, 30, 48), SIDE(MC_INDUSTRIAL, -45, -15, 15, 38)}},
    {12, {SIDE(MC_RESIDENTIAL, -45, -15, 15, 38), SIDE(MC_COMMERCIAL, -25, 25, 45, 0)}},
    {13, {SIDE(MC_PUBLIC, -10, 15, 40, -35), SIDE(MC_INDUSTRIAL, -30, 0, 30, -45)}},
    {14, {SIDE(MC_PUBLIC, -35, 10, 25, -12), SIDE(MC_COMMERCIAL, -10, 15, 40, -35)}},
    {15, {SIDE(MC_PUBLIC, -25, 25, 45, 0), SIDE(MC_RESIDENTIAL, -45, -20, 40, 10)}},
    {16, {SIDE(MC_INDUSTRIAL, -45, -20, 40, 10), SIDE(MC_COMMERCIAL, -20, 5, 30, 48)}},
    {17, {SIDE(MC_INDUSTRIAL, -40, -5, 35, 15), SIDE(MC_RESIDENTIAL, -35, 10, 25, -12)}},
    {18, {SIDE(MC_COMMERCIAL, -30, 0, 30, -45), SIDE(MC_RESIDENTIAL, -40, -5, 35, 15)}},
    {19, {SIDE(MC_INDUSTRIAL, -20, 5, 30, 48), SIDE(MC_PUBLIC, -45, -15, 15, 38)}},
    {20, {SIDE(MC_COMMERCIAL, -45, -15, 15, 38), SIDE(MC_PUBLIC, -25, 25, 45, 0)}},
    {21, {SIDE(MC_RESIDENTIAL, -10, 15, 40, -35), SIDE(MC_PUBLIC, -30, 0, 30, -45)}},
    {22, {SIDE(MC_COMMERCIAL, -35, 10, 25, -12), SIDE(MC_INDUSTRIAL, -10, 15, 40, -35)}},
    {23, {SIDE(MC_RESIDENTIAL, -25, 25, 45, 0), SIDE(MC_INDUSTRIAL, -45, -20, 40, 10)}},
    {24, {SIDE(MC_RESIDENTIAL, -45, -20, 40, 10), SIDE(MC_COMMERCIAL, -20, 5, 30, 48)}},
};

const mc_park mc_parks[MC_PARKS + 1] = {
    {"harbour", N_("Harbour Park"), false}, {"reef", N_("Reef Park"), false},
    {"lagoon", N_("Lagoon Park"), false},   {"coral", N_("Coral Park"), false},
    {"central", N_("Central Park"), true},
};

/* id, type, elements, "+" (at least that many), minimum floors, features, prestige points.
 * Points = floor(difficulty / 2), at least 1 (docs/rules/megacity.md). 1-32 standard, 33-36
 * exceptional. */
const mc_contract mc_contracts[MC_CONTRACTS] = {
    {1, MC_PUBLIC, 3, false, 40, {MC_FEAT_NONE, MC_FEAT_NONE}, 1, false},
    {2, MC_PUBLIC, 4, false, 50, {MC_FEAT_LOW_ARCH, MC_FEAT_NONE}, 2, false},
    {3, MC_PUBLIC, 4, true, 60, {MC_FEAT_NO_GLASS, MC_FEAT_NONE}, 2, false},
    {4, MC_PUBLIC, 5, false, 70, {MC_FEAT_COURTYARD, MC_FEAT_NONE}, 3, false},
    {5, MC_PUBLIC, 5, true, 80, {MC_FEAT_NO_OVERHANG, MC_FEAT_NONE}, 3, false},
    {6, MC_PUBLIC, 6, false, 90, {MC_FEAT_HIGH_ARCH, MC_FEAT_NONE}, 4, false},
    {7, MC_PUBLIC, 6, true, 100, {MC_FEAT_ON_VENT, MC_FEAT_NONE}, 4, false},
    {8, MC_PUBLIC, 8, false, 120, {MC_FEAT_NO_STEEL, MC_FEAT_NONE}, 5, false},
    {9, MC_INDUSTRIAL, 3, true, 40, {MC_FEAT_NO_CONCRETE, MC_FEAT_NONE}, 1, false},
    {10, MC_INDUSTRIAL, 4, false, 50, {MC_FEAT_ON_VENT, MC_FEAT_NONE}, 2, false},
    {11, MC_INDUSTRIAL, 4, false, 60, {MC_FEAT_NONE, MC_FEAT_NONE}, 2, false},
    {12, MC_INDUSTRIAL, 5, true, 70, {MC_FEAT_LOW_ARCH, MC_FEAT_NONE}, 3, false},
    {13, MC_INDUSTRIAL, 5, false, 80, {MC_FEAT_NO_GLASS, MC_FEAT_NONE}, 3, false},
    {14, MC_INDUSTRIAL, 6, true, 90, {MC_FEAT_COURTYARD, MC_FEAT_NONE}, 4, false},
    {15, MC_INDUSTRIAL, 7, false, 100, {MC_FEAT_NO_OVERHANG, MC_FEAT_NONE}, 4, false},
    {16, MC_INDUSTRIAL, 8, true, 120, {MC_FEAT_HIGH_ARCH, MC_FEAT_NONE}, 5, false},
    {17, MC_COMMERCIAL, 3, false, 50, {MC_FEAT_NO_STEEL, MC_FEAT_NONE}, 2, false},
    {18, MC_COMMERCIAL, 4, true, 50, {MC_FEAT_HIGH_ARCH, MC_FEAT_NONE}, 2, false},
    {19, MC_COMMERCIAL, 4, false, 60, {MC_FEAT_NO_OVERHANG, MC_FEAT_NONE}, 3, false},
    {20, MC_COMMERCIAL, 5, false, 70, {MC_FEAT_NONE, MC_FEAT_NONE}, 3, false},
    {21, MC_COMMERCIAL, 5, true, 80, {MC_FEAT_ON_VENT, MC_FEAT_NONE}, 3, false},
    {22, MC_COMMERCIAL, 6, false, 90, {MC_FEAT_NO_CONCRETE, MC_FEAT_NONE}, 4, false},
    {23, MC_COMMERCIAL, 7, true, 110, {MC_FEAT_LOW_ARCH, MC_FEAT_NONE}, 4, false},
    {24, MC_COMMERCIAL, 8, false, 130, {MC_FEAT_COURTYARD, MC_FEAT_NONE}, 6, false},
    {25, MC_RESIDENTIAL, 3, false, 40, {MC_FEAT_NO_GLASS, MC_FEAT_NONE}, 2, false},
    {26, MC_RESIDENTIAL, 4, true, 50, {MC_FEAT_COURTYARD, MC_FEAT_NONE}, 2, false},
    {27, MC_RESIDENTIAL, 4, false, 60, {MC_FEAT_NO_STEEL, MC_FEAT_NONE}, 2, false},
    {28, MC_RESIDENTIAL, 5, false, 70, {MC_FEAT_HIGH_ARCH, MC_FEAT_NONE}, 3, false},
    {29, MC_RESIDENTIAL, 5, true, 80, {MC_FEAT_NONE, MC_FEAT_NONE}, 2, false},
    {30, MC_RESIDENTIAL, 6, false, 90, {MC_FEAT_LOW_ARCH, MC_FEAT_NONE}, 4, false},
    {31, MC_RESIDENTIAL, 7, true, 100, {MC_FEAT_NO_CONCRETE, MC_FEAT_NONE}, 3, false},
    {32, MC_RESIDENTIAL, 8, false, 120, {MC_FEAT_NO_OVERHANG, MC_FEAT_NONE}, 5, false},
    {33, MC_PUBLIC, 10, true, 160, {MC_FEAT_HIGH_ARCH, MC_FEAT_NO_OVERHANG}, 6, true},
    {34, MC_INDUSTRIAL, 12, false, 150, {MC_FEAT_LOW_ARCH, MC_FEAT_NO_GLASS}, 7, true},
    {35, MC_COMMERCIAL, 10, false, 170, {MC_FEAT_COURTYARD, MC_FEAT_ON_VENT}, 8, true},
    {36, MC_RESIDENTIAL, 11, true, 160, {MC_FEAT_HIGH_ARCH, MC_FEAT_NO_STEEL}, 6, true},
};

const mc_reward mc_rewards[MC_REWARDS] = {
    {0, MC_REWARD_SPECIALISATION, MC_PUBLIC, 1, 2, MC_BY_PRESTIGE},
    {0, MC_REWARD_SPECIALISATION, MC_INDUSTRIAL, 1, 2, MC_BY_PRESTIGE},
    {0, MC_REWARD_SPECIALISATION, MC_COMMERCIAL, 1, 2, MC_BY_PRESTIGE},
    {0, MC_REWARD_SPECIALISATION, MC_RESIDENTIAL, 1, 2, MC_BY_PRESTIGE},
    {0, MC_REWARD_DIVERSITY, -1, 4, 3, MC_BY_ALL_TYPES},
    {0, MC_REWARD_TALLEST, -1, 1, 3, MC_BY_HEIGHT},
    {1, MC_REWARD_SPECIALISATION, MC_PUBLIC, 1, 3, MC_BY_BUILDINGS},
    {1, MC_REWARD_SPECIALISATION, MC_INDUSTRIAL, 1, 3, MC_BY_BUILDINGS},
    {1, MC_REWARD_SPECIALISATION, MC_COMMERCIAL, 1, 3, MC_BY_BUILDINGS},
    {1, MC_REWARD_SPECIALISATION, MC_RESIDENTIAL, 1, 3, MC_BY_BUILDINGS},
    {1, MC_REWARD_DIVERSITY, -1, 4, 2, MC_BY_ALL_TYPES},
    {1, MC_REWARD_TALLEST, -1, 1, 2, MC_BY_HEIGHT},
};

const char *const mc_type_keys[MC_TYPES] = {"public", "industrial", "commercial", "residential"};
const char *const mc_type_names[MC_TYPES] = {N_("Public building"), N_("Industrial building"),
                                             N_("Commercial building"), N_("Residential building")};

const char *const mc_feature_keys[MC_FEATURES] = {"none",     "courtyard",   "no_overhang",
                                                  "no_glass", "no_concrete", "no_steel",
                                                  "on_vent",  "high_arch",   "low_arch"};
const char *const mc_feature_names[MC_FEATURES] = {
    N_("No restriction"),    N_("Courtyard"),   N_("No overhang"),
    N_("No glass"),          N_("No concrete"), N_("No steel"),
    N_("Build on the vent"), N_("High arch"),   N_("Low arch")};

bool mc_element_at(int i, mc_shape *shape, mc_material *material)
{
    if (i < 0) return false;
    for (int s = 0; s < MC_SHAPES; s++)
        for (int m = 0; m < MC_MATERIALS; m++) {
            if (i < mc_element_counts[s][m]) {
                *shape = (mc_shape)s;
                *material = (mc_material)m;
                return true;
            }
            i -= mc_element_counts[s][m];
        }
    return false;
}

static const double mc_density[MC_MATERIALS] = {60.0, 40.0, 25.0};

phys_desc mc_phys_desc(void)
{
    return (phys_desc){.shapes = mc_shapes,
                       .n_shapes = MC_SHAPES,
                       .density = mc_density,
                       .n_materials = MC_MATERIALS,
                       .platform_width = MC_PLATFORM_WIDTH,
                       .platform_thickness = MC_PLATFORM_THICKNESS};
}

int mc_feature_forbids(mc_feature f)
{
    return f == MC_FEAT_NO_GLASS      ? MC_GLASS
           : f == MC_FEAT_NO_CONCRETE ? MC_CONCRETE
           : f == MC_FEAT_NO_STEEL    ? MC_STEEL
                                      : -1;
}

void mc_port_span(const mc_side *s, int port, double *x0, double *x1)
{
    *x0 = s->port_x[port] - MC_PORT_RADIUS;
    *x1 = s->port_x[port] + MC_PORT_RADIUS;
}

void mc_vent_span(const mc_side *s, double *x0, double *x1)
{
    *x0 = s->vent_x - MC_VENT_HALF;
    *x1 = s->vent_x + MC_VENT_HALF;
}
