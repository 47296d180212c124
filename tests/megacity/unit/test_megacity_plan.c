/* test_megacity_plan.c: MegaCity's tower planner (megacity_bot_plan.c) on hands it once could not
 * plan at the normal level: a low arch, a high arch, a courtyard of eight elements, no
 * concrete, no glass. Each plan is built through the rules one `build` at a time; after each
 * step the planner, asked again, finds the same plan (it depends only on the face, the
 * contract, the multiset of elements and the level); the built tower meets its contract and
 * stands the normal level's slide. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/bot/megacity_bot_plan.h"
#include "games/megacity/rules/megacity_sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;
static char why[GAME_REASON_LEN];

typedef struct item {
    int shape, material, n;
} item;

enum { S = MEGACITY_STEEL, C = MEGACITY_CONCRETE, GL = MEGACITY_GLASS };

/* Random hands of 15 from the bag (the capability measurement) that the planner of before
 * these tests found nothing for at the normal level. */
static const item hand_a[] = {{MEGACITY_CUBE, S, 1},
                              {MEGACITY_SMALL_CUBE, C, 2},
                              {MEGACITY_SMALL_CUBE, GL, 1},
                              {MEGACITY_BLOCK, S, 1},
                              {MEGACITY_BLOCK, GL, 1},
                              {MEGACITY_BAR, S, 1},
                              {MEGACITY_PLANK, GL, 2},
                              {MEGACITY_POST, C, 1},
                              {MEGACITY_POST, GL, 1},
                              {MEGACITY_THIN_POST, GL, 1},
                              {MEGACITY_SMALL_ARCH, GL, 2},
                              {MEGACITY_WEDGE, GL, 1},
                              {0, 0, 0}};
static const item hand_b[] = {
    {MEGACITY_CUBE, C, 1},  {MEGACITY_BAR, S, 1},    {MEGACITY_BAR, C, 1},
    {MEGACITY_PLANK, S, 2}, {MEGACITY_PLANK, GL, 2}, {MEGACITY_THIN_POST, GL, 1},
    {MEGACITY_ARCH, C, 1},  {MEGACITY_ARCH, GL, 2},  {MEGACITY_SMALL_ARCH, GL, 2},
    {MEGACITY_ROOF, C, 1},  {MEGACITY_WEDGE, GL, 1}, {0, 0, 0}};
static const item hand_c[] = {{MEGACITY_BLOCK, C, 1},
                              {MEGACITY_BLOCK, GL, 1},
                              {MEGACITY_SHORT_BAR, S, 1},
                              {MEGACITY_POST, S, 2},
                              {MEGACITY_POST, GL, 1},
                              {MEGACITY_THIN_POST, GL, 1},
                              {MEGACITY_ARCH, S, 1},
                              {MEGACITY_ARCH, C, 2},
                              {MEGACITY_SMALL_ARCH, GL, 2},
                              {MEGACITY_WINDOW, GL, 1},
                              {MEGACITY_ROOF, C, 1},
                              {MEGACITY_ROOF, GL, 1},
                              {0, 0, 0}};

typedef struct plan_case {
    int contract, plat, side;
    const item *hand;
} plan_case;

static const plan_case cases[] = {
    {30, 3, 1, hand_a}, /* residential, 6 elements, 90 floors, low arch */
    {16, 5, 0, hand_b}, /* industrial, 8+ elements, 120 floors, high arch */
    {24, 6, 0, hand_a}, /* commercial, 8 elements, 130 floors, courtyard */
    {31, 3, 1, hand_c}, /* residential, 7+ elements, 100 floors, no concrete */
    {13, 1, 1, hand_c}, /* industrial, 5 elements, 80 floors, no glass */
};

static megacity_state *position(const plan_case *pc)
{
    megacity_state *s = calloc(1, sizeof *s);
    game_params p;
    game_params_default(G, &p, 4);
    G->setup(s, &p, 5);
    megacity_plat *pl = &s->plat[pc->plat - 1];
    pl->where = MEGACITY_AT_HAND;
    pl->owner = 0;
    pl->n = 0;
    pl->side = (uint8_t)pc->side;
    s->hold[0][0] = (uint8_t)pc->contract;
    memset(s->hand[0], 0, sizeof s->hand[0]);
    for (const item *it = pc->hand; it->n; it++)
        s->hand[0][megacity_kind_of((megacity_shape)it->shape, (megacity_material)it->material)] =
            (uint8_t)it->n;
    return s;
}

static void test_plans_build_and_hold(void **st)
{
    (void)st;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const plan_case *pc = &cases[c];
        megacity_state *s = position(pc);
        assert_int_equal(megacity_side(s, pc->plat)->type,
                         megacity_contracts[pc->contract - 1].type);
        megacity_plan plan, again;
        bool found = megacity_bot_plan(s, 0, pc->plat, pc->contract, AI_NORMAL, &plan);
        print_message("contract %d on P%d: %s, %d elements\n", pc->contract, pc->plat,
                      found ? "planned" : "no plan", found ? plan.n : 0);
        assert_true(found);
        for (int i = 0; i < plan.n; i++) {
            const megacity_el *e = &plan.el[i];
            megacity_pose_act pa = {pc->plat, e->kind, e->x, e->y, e->a};
            if (G->apply(s, 0, megacity_encode_pose(MEGACITY_A_BUILD, &pa), why, sizeof why) ==
                GAME_REFUSED)
                fail_msg("contract %d: build %d refused: %s", pc->contract, i, why);
            if (!megacity_bot_plan(s, 0, pc->plat, pc->contract, AI_NORMAL, &again) ||
                memcmp(&again, &plan, sizeof plan) != 0)
                fail_msg("contract %d: another plan after %d builds", pc->contract, i + 1);
        }
        if (!megacity_check_contract(s, pc->plat, pc->contract, why, sizeof why))
            fail_msg("contract %d: the built tower fails: %s", pc->contract, why);
        double xs[MEGACITY_SIM_SLIDE_MAX];
        int nf = megacity_sim_slide_profile(megacity_plan_level(AI_NORMAL)->slide, xs,
                                            MEGACITY_SIM_SLIDE_MAX);
        game_action a = megacity_sim_delivery(s, pc->plat, 0, xs, nf);
        assert_int_not_equal(MEGACITY_KIND(a), MEGACITY_A_COLLAPSE);
        free(s);
    }
}

/* A tower the normal level's physics budget cannot verify (ten elements) is refused before
 * any search. */
static void test_unaffordable_refused(void **st)
{
    (void)st;
    megacity_plan_cache c;
    megacity_plan_cache_init(&c, AI_NORMAL);
    assert_true(megacity_plan_affordable(&c, 8));
    assert_false(megacity_plan_affordable(&c, 10));
    megacity_plan_cache_init(&c, AI_HARD);
    assert_true(megacity_plan_affordable(&c, 12));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plans_build_and_hold),
        cmocka_unit_test(test_unaffordable_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
