/* test_megacity_sim.c: MegaCity's shared physics helpers: a dropped element comes to rest on the
 * tower and gives a pose the rules accept as `build`; drops are bit-identical run to run; a
 * careful delivery slide keeps a tower up, a hurried one brings it down. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/megacity_sim.h"
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;

static mega_state *mk(void)
{
    mega_state *s = calloc(1, sizeof *s);
    game_params p;
    game_params_default(G, &p, 2);
    G->setup(s, &p, 5);
    return s;
}

/* Stacks n elements of kind in a column at x by dropping each; returns the platform. */
static mega_plat column(int kind, int n, double x)
{
    mega_plat pl;
    memset(&pl, 0, sizeof pl);
    for (int i = 0; i < n; i++) {
        mega_el e, moved[MEGA_TOWER];
        assert_true(mega_sim_drop(&pl, kind, x, 0, &e, moved));
        for (int k = 0; k < pl.n; k++) pl.el[k] = moved[k];
        pl.el[pl.n++] = e;
    }
    return pl;
}

static void test_drop_rests_on_tower(void **st)
{
    (void)st;
    int cube = mega_kind_of(MC_CUBE, MC_CONCRETE);
    mega_plat pl = column(cube, 3, -0.02);
    double h = mc_shapes[MC_CUBE].h / MEGA_UNIT_M;
    for (int i = 0; i < 3; i++) {
        assert_true(abs(pl.el[i].x - -200) <= 5);
        assert_true(abs(pl.el[i].y - (int)(h * (i + 0.5))) <= 5); /* within 0.5 mm */
        assert_true(pl.el[i].a < 20 || pl.el[i].a > 3580);
    }
    mega_plat again = column(cube, 3, -0.02);
    assert_memory_equal(&pl, &again, sizeof pl); /* bit-identical */
    /* Off the edge: refused. */
    mega_el e, moved[MEGA_TOWER];
    assert_false(mega_sim_drop(&pl, cube, 0.07, 0, &e, moved));
}

static void test_drop_pose_is_a_legal_build(void **st)
{
    (void)st;
    mega_state *s = mk();
    int p = s->active, id = 0;
    for (int k = 1; k <= MC_PLATFORMS && !id; k++)
        if (s->plat[k - 1].where == MEGA_AT_OFFER) id = k;
    char why[256];
    game_action a = MEGA_ACT(MEGA_A_PLATFORM, id, 0, 0);
    assert_int_not_equal(G->apply(s, p, a, why, sizeof why), GAME_REFUSED);
    int kind = -1;
    for (int k = 0; k < MEGA_KINDS && kind < 0; k++)
        if (s->hand[p][k]) kind = k;
    if (kind < 0) {
        kind = mega_kind_of(MC_CUBE, MC_STEEL);
        s->hand[p][kind]++;
        s->bag[kind]--;
    }
    mega_el e, moved[MEGA_TOWER];
    assert_true(mega_sim_drop(&s->plat[id - 1], kind, 0.03, 0, &e, moved));
    mega_pose_act pa = {id, kind, e.x, e.y, e.a};
    a = mega_encode_pose(MEGA_A_BUILD, &pa);
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED) fail_msg("build refused: %s", why);
    assert_int_equal(s->plat[id - 1].n, 1);
    free(s);
}

static void test_slide_gentle_and_hard(void **st)
{
    (void)st;
    mega_state *s = mk();
    int plat = 1;
    mega_plat tall = column(mega_kind_of(MC_CUBE, MC_CONCRETE), 4, 0.0);
    s->plat[0] = tall;
    double xs[MEGA_SIM_SLIDE_MAX];
    int n = mega_sim_slide_profile(0.5, xs, MEGA_SIM_SLIDE_MAX);
    assert_true(n > 0 && xs[n - 1] > MEGA_SLIDE_DISTANCE - 0.01);
    game_action gentle = mega_sim_delivery(s, plat, 3, xs, n);
    assert_int_equal(MEGA_KIND(gentle), MEGA_A_DELIVER);
    n = mega_sim_slide_profile(12.0, xs, MEGA_SIM_SLIDE_MAX);
    game_action hard = mega_sim_delivery(s, plat, 3, xs, n);
    assert_int_equal(MEGA_KIND(hard), MEGA_A_COLLAPSE);
    assert_int_equal(mega_sim_delivery(s, plat, 3, xs, n), hard); /* deterministic */
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drop_rests_on_tower),
        cmocka_unit_test(test_drop_pose_is_a_legal_build),
        cmocka_unit_test(test_slide_gentle_and_hard),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
