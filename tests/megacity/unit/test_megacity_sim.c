/* test_megacity_sim.c: MegaCity's shared physics helpers: a dropped element comes to rest on the
 * tower and gives a pose the rules accept as `build`; drops are bit-identical run to run; a
 * careful delivery slide keeps a tower up, a hurried one brings it down; the nudge of a docking
 * platform leaves solid neighbours standing and brings a shaky one down, and the rules' `shaken`
 * action sends what fell to the sea, the rest to the bag, and moves the tallest marker. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/rules/megacity_sim.h"
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;

static megacity_state *mk(void)
{
    megacity_state *s = calloc(1, sizeof *s);
    game_params p;
    game_params_default(G, &p, 2);
    G->setup(s, &p, 5);
    return s;
}

/* Stacks n elements of kind in a column at x by dropping each; returns the platform. */
static megacity_plat column(int kind, int n, double x)
{
    megacity_plat pl;
    memset(&pl, 0, sizeof pl);
    for (int i = 0; i < n; i++) {
        megacity_el e, moved[MEGACITY_TOWER];
        assert_true(megacity_sim_drop(&pl, kind, x, 0, &e, moved));
        for (int k = 0; k < pl.n; k++) pl.el[k] = moved[k];
        pl.el[pl.n++] = e;
    }
    return pl;
}

static void test_drop_rests_on_tower(void **st)
{
    (void)st;
    int cube = megacity_kind_of(MEGACITY_CUBE, MEGACITY_CONCRETE);
    megacity_plat pl = column(cube, 3, -0.02);
    double h = megacity_shapes[MEGACITY_CUBE].h / MEGACITY_UNIT_M;
    for (int i = 0; i < 3; i++) {
        assert_true(abs(pl.el[i].x - -200) <= 5);
        assert_true(abs(pl.el[i].y - (int)(h * (i + 0.5))) <= 5); /* within 0.5 mm */
        assert_true(pl.el[i].a < 20 || pl.el[i].a > 3580);
    }
    megacity_plat again = column(cube, 3, -0.02);
    assert_memory_equal(&pl, &again, sizeof pl); /* bit-identical */
    /* Off the edge: refused. */
    megacity_el e, moved[MEGACITY_TOWER];
    assert_false(megacity_sim_drop(&pl, cube, 0.07, 0, &e, moved));
}

static void test_drop_pose_is_a_legal_build(void **st)
{
    (void)st;
    megacity_state *s = mk();
    int p = s->active, id = 0;
    for (int k = 1; k <= MEGACITY_PLATFORMS && !id; k++)
        if (s->plat[k - 1].where == MEGACITY_AT_OFFER) id = k;
    char why[256];
    game_action a = MEGACITY_ACT(MEGACITY_A_PLATFORM, id, 0, 0);
    assert_int_not_equal(G->apply(s, p, a, why, sizeof why), GAME_REFUSED);
    int kind = -1;
    for (int k = 0; k < MEGACITY_KINDS && kind < 0; k++)
        if (s->hand[p][k]) kind = k;
    if (kind < 0) {
        kind = megacity_kind_of(MEGACITY_CUBE, MEGACITY_STEEL);
        s->hand[p][kind]++;
        s->bag[kind]--;
    }
    megacity_el e, moved[MEGACITY_TOWER];
    assert_true(megacity_sim_drop(&s->plat[id - 1], kind, 0.03, 0, &e, moved));
    megacity_pose_act pa = {id, kind, e.x, e.y, e.a};
    a = megacity_encode_pose(MEGACITY_A_BUILD, &pa);
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED) fail_msg("build refused: %s", why);
    assert_int_equal(s->plat[id - 1].n, 1);
    free(s);
}

static void test_slide_gentle_and_hard(void **st)
{
    (void)st;
    megacity_state *s = mk();
    int plat = 1;
    megacity_plat tall = column(megacity_kind_of(MEGACITY_CUBE, MEGACITY_CONCRETE), 4, 0.0);
    s->plat[0] = tall;
    double xs[MEGACITY_SIM_SLIDE_MAX];
    int n = megacity_sim_slide_profile(0.5, xs, MEGACITY_SIM_SLIDE_MAX);
    assert_true(n > 0 && xs[n - 1] > MEGACITY_SLIDE_DISTANCE - 0.01);
    game_action gentle = megacity_sim_delivery(s, plat, 3, xs, n);
    assert_int_equal(MEGACITY_KIND(gentle), MEGACITY_A_DELIVER);
    n = megacity_sim_slide_profile(12.0, xs, MEGACITY_SIM_SLIDE_MAX);
    game_action hard = megacity_sim_delivery(s, plat, 3, xs, n);
    assert_int_equal(MEGACITY_KIND(hard), MEGACITY_A_COLLAPSE);
    assert_int_equal(megacity_sim_delivery(s, plat, 3, xs, n), hard); /* deterministic */
    free(s);
}

/* A shaky tower from a bot game (seed 103): a plank across a block and an arch, a short bar
 * standing on its end with a small cube on top; pushed left, the bar and cube fall. */
static const megacity_el shaky[] = {{0, 0, 150, 99, 0},
                                    {0, 0, -80, 400, 906},
                                    {0, 0, -500, 199, 900},
                                    {0, 0, -500, 449, 0},
                                    {0, 0, 250, 299, 0}};
static const char *shaky_kinds[] = {"glass:block", "concrete:plank", "concrete:short_bar",
                                    "glass:small_cube", "glass:small_arch"};

/* s with platform 13 (the shaky tower) and 14 (three cubes) standing in the city east and west
 * of cell `at`, where platform 15 was just delivered by seat 0 (phase: after the delivery). */
static megacity_state *city(int *at)
{
    megacity_state *s = mk();
    int c13 = megacity_cell_index(1, 0), c15 = megacity_cell_index(2, 0),
        c14 = megacity_cell_index(3, 0);
    megacity_plat *p13 = &s->plat[12], *p14 = &s->plat[13], *p15 = &s->plat[14];
    memset(p13->el, 0, sizeof p13->el);
    for (int i = 0; i < 5; i++) {
        p13->el[i] = shaky[i];
        p13->el[i].kind = (uint8_t)megacity_parse_kind(shaky_kinds[i]);
    }
    p13->n = 5;
    *p14 = column(megacity_kind_of(MEGACITY_CUBE, MEGACITY_CONCRETE), 3, 0.0);
    int order = 1, cells[3] = {c13, c14, c15};
    megacity_plat *pls[3] = {p13, p14, p15};
    for (int i = 0; i < 3; i++) {
        pls[i]->where = MEGACITY_AT_CITY;
        pls[i]->owner = (uint8_t)(i == 1);
        pls[i]->cell = (uint8_t)cells[i];
        pls[i]->order = (uint8_t)order++;
        pls[i]->floors = (int16_t)megacity_tower_floors(pls[i]);
        s->cell[cells[i]] = (uint8_t)(13 + i);
    }
    s->tallest = 13;
    p14->floors = 30; /* taller than 15, lower than 13 */
    p15->floors = 20;
    s->phase = MEGACITY_PH_POST;
    s->active = 0;
    s->post_cell = (uint8_t)c15;
    *at = c15;
    return s;
}

static void test_bump_fells_shaky_neighbours_only(void **st)
{
    (void)st;
    int at;
    megacity_state *s = city(&at);
    int c13 = s->plat[12].cell, c14 = s->plat[13].cell;
    assert_int_equal(megacity_bump_dir(at, c13), -1); /* west of the newcomer: pushed left */
    assert_int_equal(megacity_bump_dir(at, c14), 1);
    assert_int_equal(megacity_sim_bump(s, 14, 1), 0); /* three cubes shrug it off */
    unsigned fell = megacity_sim_bump(s, 13, -1);
    assert_int_equal(fell, 0xC);                          /* the bar and the cube on it */
    assert_int_equal(megacity_sim_bump(s, 13, -1), fell); /* bit for bit */
    /* frame by frame (the board) is the same as at once (the bots) */
    megacity_bump b;
    megacity_bump_start(&b, s, 13, -1);
    int frames = 0;
    while (megacity_bump_step(&b)) frames++;
    assert_int_equal(megacity_bump_fell(&b), fell);
    assert_true(frames > MEGACITY_BUMP_FRAMES &&
                frames <= MEGACITY_BUMP_FRAMES + MEGACITY_SIM_DOCK);
    megacity_bump_end(&b);
    game_action a = megacity_sim_shaken(s);
    assert_int_equal(a, megacity_encode_shaken(13, 0xC));
    free(s);
}

static void test_shaken_rules(void **st)
{
    (void)st;
    int at;
    megacity_state *s = city(&at);
    char why[256], text[64];
    game_action a = megacity_encode_shaken(13, 0xC), b;
    G->action_to_text(s, a, text, sizeof text);
    assert_string_equal(text, "shaken P13 fell 3-4");
    assert_true(G->action_from_text(s, text, &b, why, sizeof why));
    assert_int_equal(b, a);
    /* refused: a platform not next to the delivery, elements it does not have, another turn */
    megacity_state t = *s;
    t.post_cell = (uint8_t)megacity_cell_index(-3, 0);
    assert_int_equal(G->apply(&t, 0, a, why, sizeof why), GAME_REFUSED);
    assert_int_equal(G->apply(s, 0, megacity_encode_shaken(13, 0x40), why, sizeof why),
                     GAME_REFUSED);
    t = *s;
    t.phase = MEGACITY_PH_TURN;
    assert_int_equal(G->apply(&t, 0, a, why, sizeof why), GAME_REFUSED);
    uint8_t ocean[MEGACITY_KINDS], bag[MEGACITY_KINDS];
    memcpy(ocean, s->ocean, sizeof ocean);
    memcpy(bag, s->bag, sizeof bag);
    assert_int_not_equal(G->apply(s, 0, a, why, sizeof why), GAME_REFUSED);
    assert_int_equal(s->phase, MEGACITY_PH_POST); /* the deliverer still chooses park or monument */
    assert_int_equal(s->plat[12].n, 0);
    assert_int_equal(s->plat[12].floors, 0);
    assert_int_equal(s->plat[12].where, MEGACITY_AT_CITY); /* the platform stays */
    for (int i = 0; i < 5; i++) {
        int k = megacity_parse_kind(shaky_kinds[i]);
        bool sea = i == 2 || i == 3;
        assert_int_equal(s->ocean[k] - ocean[k], sea);
        ocean[k] += sea;
        assert_int_equal(s->bag[k] - bag[k], !sea);
        bag[k] += !sea;
    }
    assert_int_equal(s->tallest, 14); /* the marker moves, no token */
    assert_int_equal(s->tokens[1], 0);
    assert_int_equal(G->apply(s, 0, a, why, sizeof why), GAME_REFUSED); /* nothing left */
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drop_rests_on_tower),
        cmocka_unit_test(test_drop_pose_is_a_legal_build),
        cmocka_unit_test(test_slide_gentle_and_hard),
        cmocka_unit_test(test_bump_fells_shaky_neighbours_only),
        cmocka_unit_test(test_shaken_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
