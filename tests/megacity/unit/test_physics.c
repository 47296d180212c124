/* test_physics.c: the Chipmunk2D wrapper for MegaCity towers: bit-identical replays, a 20-element
 * tower that stands still, gentle and hard delivery slides, collapse detection, the geometry of
 * settled towers (height, contacts, supports) and every architectural feature on hand-made
 * towers that pass and fail. Prints (does not assert) the CPU time per frame. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/rules/megacity_content.h"
#include "games/megacity/physics/physics.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define MM(x) ((x) / 1000.0)
#define PI    3.14159265358979323846

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static phys_world *world(void)
{
    phys_desc d = mc_phys_desc();
    phys_world *w = phys_create(&d);
    assert_non_null(w);
    phys_add_platform(w);
    return w;
}

static int put(phys_world *w, mc_shape s, mc_material m, double x_mm, double y_mm, double deg)
{
    int id = phys_add_element(w, s, m, (phys_pose){MM(x_mm), MM(y_mm), deg * PI / 180.0});
    assert_true(id >= 0);
    return id;
}

/* Puts a shape standing on height `base` (mm), its box centred at x: returns the top. */
static double stack(phys_world *w, mc_shape s, mc_material m, double x_mm, double base)
{
    double h = mc_shapes[s].h * 1000.0;
    put(w, s, m, x_mm, base + h / 2, 0);
    return base + h;
}

/* The reference tower: 20 elements, 240 mm (240 floors) on a 120 mm base. */
static void tower20(phys_world *w)
{
    double y = 0;
    stack(w, MC_BLOCK, MC_STEEL, -40, y);
    stack(w, MC_BLOCK, MC_STEEL, 0, y);
    y = stack(w, MC_BLOCK, MC_STEEL, 40, y);
    for (int k = 0; k < 2; k++) {
        stack(w, MC_BLOCK, MC_CONCRETE, -20, y);
        y = stack(w, MC_BLOCK, MC_CONCRETE, 20, y);
    }
    for (int k = 0; k < 4; k++) {
        y = stack(w, MC_BLOCK, MC_CONCRETE, 0, y);
        stack(w, MC_CUBE, MC_GLASS, -10, y);
        y = stack(w, MC_CUBE, MC_GLASS, 10, y);
    }
    stack(w, MC_BLOCK, MC_GLASS, 0, y);
    assert_int_equal(phys_element_count(w), 20);
}

static void settle(phys_world *w)
{
    phys_settle(w, 2400);
    assert_true(phys_asleep(w));
}

static void slide(phys_world *w, double accel)
{
    double xs[1024];
    int n = phys_slide_profile(phys_platform_x(w), accel, 0.3, xs, 1024);
    assert_int_equal(n, 72);
    for (int i = 0; i < n; i++) phys_slide_frame(w, xs[i]);
    phys_slide_end(w);
    phys_settle(w, 1200);
}

static void capture_settled(phys_world *w, phys_tower *t)
{
    settle(w);
    phys_capture(w, t);
    int ids[PHYS_MAX_ELEMENTS];
    assert_int_equal(phys_fallen(w, ids, PHYS_MAX_ELEMENTS), 0);
}

/* ---- world ---------------------------------------------------------------------------------- */
static void test_create_refuses_bad(void **st)
{
    (void)st;
    phys_desc d = {0};
    assert_null(phys_create(&d));
    assert_null(phys_create(NULL));
    d = mc_phys_desc();
    d.n_materials = 9;
    assert_null(phys_create(&d));
    phys_destroy(NULL);
    phys_world *w = world();
    assert_int_equal(phys_add_element(w, MC_SHAPES, 0, (phys_pose){0, 0.1, 0}), -1);
    assert_int_equal(phys_add_element(w, 0, MC_MATERIALS, (phys_pose){0, 0.1, 0}), -1);
    assert_false(phys_remove_element(w, 3));
    assert_true(phys_asleep(w)); /* nothing there */
    phys_destroy(w);
}

static void test_slots(void **st)
{
    (void)st;
    phys_world *w = world();
    int a = put(w, MC_CUBE, MC_STEEL, -30, 10, 0);
    int b = put(w, MC_CUBE, MC_STEEL, 0, 10, 0);
    int c = put(w, MC_CUBE, MC_STEEL, 30, 10, 0);
    assert_int_equal(a, 0);
    assert_int_equal(b, 1);
    assert_int_equal(c, 2);
    assert_true(phys_remove_element(w, b));
    assert_false(phys_element_alive(w, b));
    assert_int_equal(put(w, MC_SMALL_CUBE, MC_GLASS, 0, 5, 0), 1); /* the lowest free slot */
    assert_int_equal(phys_element_count(w), 3);
    for (int i = 3; i < PHYS_MAX_ELEMENTS; i++) put(w, MC_SMALL_CUBE, MC_GLASS, 0, 30 + 12 * i, 0);
    assert_int_equal(phys_add_element(w, MC_CUBE, 0, (phys_pose){0, 1, 0}), -1); /* full */
    phys_destroy(w); /* ASan checks it all goes */
}

/* Same calls in the same order, two worlds alive at once: identical bytes. */
static void run_script(phys_world *w)
{
    tower20(w);
    put(w, MC_ARCH, MC_CONCRETE, -100, 40, 30); /* off the platform: falls to the table */
    put(w, MC_ROOF, MC_GLASS, 45, 280, 10);
    for (int f = 0; f < 90; f++) phys_step(w);
    slide(w, 2.2);
    phys_remove_element(w, 3);
    for (int f = 0; f < 120; f++) phys_step(w);
}

static void test_determinism(void **st)
{
    (void)st;
    phys_world *a = world(), *b = world();
    run_script(a);
    run_script(b);
    phys_pose pa[PHYS_MAX_ELEMENTS], pb[PHYS_MAX_ELEMENTS];
    phys_poses(a, pa);
    phys_poses(b, pb);
    assert_memory_equal(pa, pb, sizeof pa);
    assert_true(phys_platform_x(a) == phys_platform_x(b));
    double ea = phys_kinetic_energy(a), eb = phys_kinetic_energy(b);
    assert_memory_equal(&ea, &eb, sizeof ea);
    int fa[PHYS_MAX_ELEMENTS], fb[PHYS_MAX_ELEMENTS];
    int na = phys_fallen(a, fa, PHYS_MAX_ELEMENTS);
    assert_int_equal(na, phys_fallen(b, fb, PHYS_MAX_ELEMENTS));
    assert_memory_equal(fa, fb, sizeof(int) * (size_t)na);
    assert_true(na >= 1); /* the arch at least */
    phys_destroy(a);
    /* A third world after the first is gone: still the same (no hidden global state). */
    phys_world *c = world();
    run_script(c);
    phys_pose pc[PHYS_MAX_ELEMENTS];
    phys_poses(c, pc);
    assert_memory_equal(pb, pc, sizeof pb);
    phys_destroy(b);
    phys_destroy(c);
}

/* The 20-element tower, sleeping disabled, from the moment it is built: under 2 mm in 10 s. */
static void test_tower_stands(void **st)
{
    (void)st;
    phys_desc d = mc_phys_desc();
    d.sleep_time = INFINITY;
    phys_world *w = phys_create(&d);
    phys_add_platform(w);
    tower20(w);
    phys_stats s = phys_watch(w, 10 * PHYS_HZ);
    printf("tower of 20, never sleeping, 10 s: drift %.3f mm, rotation %.5f rad, energy %.2g J\n",
           s.max_disp * 1000, s.max_rot, s.end_energy);
    assert_true(s.max_disp < 0.002);
    assert_true(s.max_rot < 0.01);
    assert_false(phys_asleep(w));
    phys_destroy(w);

    w = world(); /* with sleeping: falls asleep soon, and then nothing moves */
    tower20(w);
    int f = phys_settle(w, 2400);
    assert_true(phys_asleep(w));
    assert_true(f < 3 * PHYS_HZ);
    phys_tower t;
    phys_capture(w, &t);
    assert_int_equal(phys_height_floors(&t), 240);
    s = phys_watch(w, 10 * PHYS_HZ);
    assert_true(s.max_disp == 0 && s.end_energy == 0);
    printf("tower of 20 with sleeping: asleep after %d frames (%.2f s)\n", f, (double)f / PHYS_HZ);
    phys_destroy(w);
}

static void test_slides(void **st)
{
    (void)st;
    phys_world *w = world();
    tower20(w);
    settle(w);
    slide(w, 1.5);
    int ids[PHYS_MAX_ELEMENTS];
    assert_int_equal(phys_fallen(w, ids, PHYS_MAX_ELEMENTS), 0);
    phys_tower t;
    phys_capture(w, &t);
    assert_int_equal(phys_height_floors(&t), 240);
    assert_true(fabs(phys_platform_x(w) - 0.5 * 1.5 * 0.3 * 0.3 * 2) < 1e-6); /* 13.5 cm */
    /* Still the same building: narrowing steps, no openings, all in contact. */
    double t0 = cpu_now();
    assert_true(phys_feature_no_overhang(&t));
    assert_false(phys_feature_low_arch(&t));
    assert_false(phys_feature_high_arch(&t));
    assert_false(phys_feature_courtyard(&t));
    double t1 = cpu_now();
    assert_true(phys_all_connected(&t));
    assert_true(phys_within_platform(&t));
    printf("features of the 20-element tower checked in %.2f ms\n", (t1 - t0) * 1e3);
    assert_true(phys_asleep(w));
    phys_destroy(w);

    w = world(); /* the same gentle slide given as velocities */
    tower20(w);
    settle(w);
    for (int f = 1; f <= 72; f++) {
        double t = f / (double)PHYS_HZ;
        phys_slide_frame_velocity(w, t <= 0.3 ? 1.5 * t : 1.5 * (0.6 - t));
    }
    phys_slide_end(w);
    phys_settle(w, 1200);
    assert_int_equal(phys_fallen(w, ids, PHYS_MAX_ELEMENTS), 0);
    assert_true(fabs(phys_platform_x(w) - 0.135) < 0.002);
    phys_destroy(w);

    w = world();
    tower20(w);
    settle(w);
    slide(w, 2.5);
    int n = phys_fallen(w, ids, PHYS_MAX_ELEMENTS);
    printf("hard slide (2.5 m/s^2 for 0.3 s): %d of 20 elements in the sea\n", n);
    assert_true(n >= 3);
    phys_capture(w, &t);
    assert_true(phys_height_floors(&t) < 200);
    phys_destroy(w);
}

/* Fallen elements are listed (ascending), the others are still on the platform. */
static void test_collapse_list(void **st)
{
    (void)st;
    phys_world *w = world();
    int keep = put(w, MC_CUBE, MC_STEEL, 0, 10, 0);
    int off = put(w, MC_CUBE, MC_STEEL, -75, 10, 0);   /* past the left edge (-60 mm) */
    int tip = put(w, MC_PLANK, MC_STEEL, 75, 2.5, 0);  /* 25 mm on, 55 mm off: tips over */
    int high = put(w, MC_POST, MC_GLASS, -100, 60, 0); /* dropped beside the platform */
    phys_settle(w, 1200);
    int ids[PHYS_MAX_ELEMENTS];
    int n = phys_fallen(w, ids, PHYS_MAX_ELEMENTS);
    assert_int_equal(n, 3);
    assert_int_equal(ids[0], off);
    assert_int_equal(ids[1], tip);
    assert_int_equal(ids[2], high);
    assert_false(phys_fell(w, keep));
    assert_true(phys_fell(w, tip));
    assert_int_equal(phys_fallen(w, ids, 1), 3); /* the count even when cap is short */
    phys_remove_element(w, off);
    assert_int_equal(phys_fallen(w, ids, PHYS_MAX_ELEMENTS), 2);
    phys_destroy(w);
}

/* Removing a support wakes the tower: what it held comes down onto the platform. */
static void test_remove_wakes(void **st)
{
    (void)st;
    phys_world *w = world();
    put(w, MC_CUBE, MC_CONCRETE, -25, 10, 0);
    int right = put(w, MC_CUBE, MC_CONCRETE, 25, 10, 0);
    int lintel = put(w, MC_PLANK, MC_CONCRETE, 0, 22.5, 0);
    settle(w);
    assert_true(phys_remove_element(w, right));
    assert_false(phys_asleep(w));
    phys_settle(w, 1200);
    phys_pose p = phys_element_pose(w, lintel);
    assert_true(fabs(p.angle) > 0.1); /* tipped onto the platform */
    assert_false(phys_fell(w, lintel));
    phys_destroy(w);
}

/* Adding an element on a sleeping tower wakes it; it settles again, taller. Fallen elements
 * are not part of the captured building. */
static void test_add_wakes(void **st)
{
    (void)st;
    phys_world *w = world();
    double y = stack(w, MC_BLOCK, MC_CONCRETE, 0, 0);
    y = stack(w, MC_CUBE, MC_CONCRETE, 0, y);
    settle(w);
    stack(w, MC_CUBE, MC_GLASS, 0, y + 5); /* dropped from 5 mm */
    assert_false(phys_asleep(w));
    settle(w);
    int off = put(w, MC_SMALL_CUBE, MC_STEEL, -90, 20, 0);
    phys_settle(w, 1200);
    assert_true(phys_fell(w, off));
    phys_tower t;
    phys_capture(w, &t);
    assert_int_equal(t.n, 3);
    assert_int_equal(phys_height_floors(&t), 60);
    assert_true(phys_all_connected(&t));
    phys_destroy(w);
}

/* ---- geometry ------------------------------------------------------------------------------- */
static void test_height_contacts(void **st)
{
    (void)st;
    phys_world *w = world();
    double y = stack(w, MC_CUBE, MC_CONCRETE, 0, 0);
    y = stack(w, MC_CUBE, MC_CONCRETE, 0, y);
    stack(w, MC_CUBE, MC_GLASS, 0, y);
    phys_tower t;
    capture_settled(w, &t);
    assert_int_equal(t.n, 3);
    assert_int_equal(phys_height_floors(&t), 60);
    phys_bbox b = phys_tower_bbox(&t);
    assert_true(fabs(b.x0 + 0.010) < 1e-4 && fabs(b.x1 - 0.010) < 1e-4);
    assert_true(fabs(b.y0) < 1e-4);
    assert_int_equal(phys_material_count(&t, MC_CONCRETE), 2);
    assert_int_equal(phys_material_count(&t, MC_GLASS), 1);
    phys_contact c[16];
    int n = phys_contacts(&t, c, 16);
    assert_int_equal(n, 3);
    int seen = 0;
    for (int k = 0; k < n; k++) {
        assert_int_equal(c[k].kind, PHYS_SUPPORT);
        if (c[k].a == 0 && c[k].b == -1) seen |= 1;
        if (c[k].a == 1 && c[k].b == 0) seen |= 2;
        if (c[k].a == 2 && c[k].b == 1) seen |= 4;
    }
    assert_int_equal(seen, 7);
    assert_true(phys_all_connected(&t));
    assert_true(phys_within_platform(&t));
    assert_true(phys_touches_platform(&t, MM(-5), MM(5)));
    assert_false(phys_touches_platform(&t, MM(15), MM(40)));
    phys_destroy(w);

    w = world(); /* a lone cube apart; a post leaning on a cube is a side contact */
    put(w, MC_CUBE, MC_CONCRETE, -40, 10, 0);
    put(w, MC_CUBE, MC_CONCRETE, 10, 10, 0);
    put(w, MC_CUBE, MC_CONCRETE, 40, 10, 0);
    put(w, MC_THIN_POST, MC_STEEL, 20 + 3 + 0.2, 20, 0);
    capture_settled(w, &t);
    assert_false(phys_all_connected(&t));
    n = phys_contacts(&t, c, 16);
    int lean = 0;
    for (int k = 0; k < n; k++) lean += c[k].kind == PHYS_LEAN;
    assert_true(lean >= 1);
    phys_destroy(w);
}

static void test_no_overhang(void **st)
{
    (void)st;
    phys_tower t;
    phys_world *w = world(); /* a plain stack */
    double y = stack(w, MC_BLOCK, MC_CONCRETE, 0, 0);
    y = stack(w, MC_CUBE, MC_CONCRETE, -10, y);
    capture_settled(w, &t);
    assert_true(phys_feature_no_overhang(&t));
    phys_destroy(w);

    w = world(); /* a plank laid on one cube sticks out 30 mm each side */
    y = stack(w, MC_CUBE, MC_CONCRETE, 0, 0);
    stack(w, MC_PLANK, MC_CONCRETE, 0, y);
    capture_settled(w, &t);
    assert_false(phys_feature_no_overhang(&t));
    phys_destroy(w);

    w = world(); /* a lintel on two cubes whose outer faces meet its ends: a bridge, allowed */
    stack(w, MC_CUBE, MC_CONCRETE, -30, 0);
    y = stack(w, MC_CUBE, MC_CONCRETE, 30, 0);
    stack(w, MC_PLANK, MC_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(phys_feature_no_overhang(&t));
    phys_destroy(w);

    w = world(); /* a cube 5 mm past the edge of the block under it */
    y = stack(w, MC_BLOCK, MC_CONCRETE, 0, 0);
    stack(w, MC_CUBE, MC_CONCRETE, 15, y);
    capture_settled(w, &t);
    assert_false(phys_feature_no_overhang(&t));
    phys_destroy(w);
}

static void test_materials_and_vent(void **st)
{
    (void)st;
    const mc_side *side = &mc_platforms[0].side[0]; /* ports -40, -5, 35; vent at 15 */
    double v0, v1;
    mc_vent_span(side, &v0, &v1);
    phys_tower t;
    phys_world *w = world();
    stack(w, MC_CUBE, MC_STEEL, -40, 0);
    stack(w, MC_CUBE, MC_CONCRETE, -5, 0);
    stack(w, MC_CUBE, MC_CONCRETE, 35, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_no_material(&t, MC_GLASS));
    assert_false(phys_feature_no_material(&t, MC_STEEL));
    assert_false(phys_feature_no_material(&t, MC_CONCRETE));
    for (int p = 0; p < MC_PORTS; p++) {
        double x0, x1;
        mc_port_span(side, p, &x0, &x1);
        assert_true(phys_touches_platform(&t, x0, x1));
    }
    assert_false(phys_feature_on_vent(&t, v0, v1));
    phys_destroy(w);

    w = world(); /* a block reaching over the vent's edge from x = -5 .. 35 mm */
    stack(w, MC_BLOCK, MC_GLASS, 15 - 20 + 10, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_on_vent(&t, v0, v1));
    assert_true(phys_feature_no_material(&t, MC_STEEL));
    phys_destroy(w);

    w = world(); /* overhanging the vent, held by other elements, does not touch it */
    stack(w, MC_CUBE, MC_CONCRETE, -5, 0);
    double y = stack(w, MC_CUBE, MC_CONCRETE, 35, 0);
    stack(w, MC_BLOCK, MC_CONCRETE, 15, y);
    capture_settled(w, &t);
    assert_false(phys_feature_on_vent(&t, v0, v1));
    phys_destroy(w);
}

static void test_arches_courtyard(void **st)
{
    (void)st;
    phys_tower t;
    phys_world *w = world(); /* the arch element on the platform: a low arch */
    stack(w, MC_ARCH, MC_CONCRETE, 0, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_low_arch(&t));
    assert_false(phys_feature_high_arch(&t));
    assert_false(phys_feature_courtyard(&t));
    phys_destroy(w);

    w = world(); /* a lintel on two cubes: a low arch too */
    stack(w, MC_CUBE, MC_CONCRETE, -30, 0);
    double y = stack(w, MC_CUBE, MC_CONCRETE, 30, 0);
    stack(w, MC_PLANK, MC_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(phys_feature_low_arch(&t));
    assert_false(phys_feature_courtyard(&t));
    assert_false(phys_feature_high_arch(&t));
    phys_destroy(w);

    w = world(); /* the same walls without the lintel: a courtyard, open to the sky */
    stack(w, MC_CUBE, MC_CONCRETE, -30, 0);
    stack(w, MC_CUBE, MC_CONCRETE, 30, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_courtyard(&t));
    assert_false(phys_feature_low_arch(&t));
    phys_destroy(w);

    w = world(); /* walls too low (10 mm) for a ground storey: no courtyard */
    stack(w, MC_SMALL_CUBE, MC_CONCRETE, -30, 0);
    stack(w, MC_SMALL_CUBE, MC_CONCRETE, 30, 0);
    capture_settled(w, &t);
    assert_false(phys_feature_courtyard(&t));
    phys_destroy(w);

    w = world(); /* walls 6 mm apart: too narrow a courtyard */
    stack(w, MC_CUBE, MC_CONCRETE, -13, 0);
    stack(w, MC_CUBE, MC_CONCRETE, 13, 0);
    capture_settled(w, &t);
    assert_false(phys_feature_courtyard(&t));
    phys_destroy(w);

    w = world(); /* an arch on a block: a high arch, not a low one */
    y = stack(w, MC_BLOCK, MC_CONCRETE, -20, 0);
    stack(w, MC_BLOCK, MC_CONCRETE, 20, 0);
    stack(w, MC_ARCH, MC_GLASS, 0, y);
    capture_settled(w, &t);
    assert_true(phys_feature_high_arch(&t));
    assert_false(phys_feature_low_arch(&t));
    phys_destroy(w);

    w = world(); /* a window block counts as a high arch, wherever it stands */
    stack(w, MC_WINDOW, MC_GLASS, 0, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_high_arch(&t));
    assert_false(phys_feature_low_arch(&t));
    phys_destroy(w);

    w = world(); /* the pointed arch on a block: upper level */
    y = stack(w, MC_BLOCK, MC_STEEL, 0, 0);
    stack(w, MC_SMALL_ARCH, MC_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(phys_feature_high_arch(&t));
    phys_destroy(w);

    w = world(); /* a plain stack has none of them */
    y = stack(w, MC_BLOCK, MC_CONCRETE, 0, 0);
    y = stack(w, MC_CUBE, MC_CONCRETE, 0, y);
    stack(w, MC_ROOF, MC_CONCRETE, 0, y);
    capture_settled(w, &t);
    assert_false(phys_feature_high_arch(&t));
    assert_false(phys_feature_low_arch(&t));
    assert_false(phys_feature_courtyard(&t));
    phys_destroy(w);

    w = world(); /* a courtyard between two window blocks, which are high arches too */
    stack(w, MC_WINDOW, MC_GLASS, -30, 0);
    stack(w, MC_WINDOW, MC_GLASS, 30, 0);
    capture_settled(w, &t);
    assert_true(phys_feature_courtyard(&t));
    assert_true(phys_feature_high_arch(&t));
    assert_false(phys_feature_low_arch(&t));
    phys_destroy(w);
}

/* ---- speed (printed, not asserted) ---------------------------------------------------------- */
static void test_speed(void **st)
{
    (void)st;
    phys_desc d = mc_phys_desc();
    d.sleep_time = INFINITY; /* keep it awake: the cost of a tower that moves */
    phys_world *w = phys_create(&d);
    phys_add_platform(w);
    tower20(w);
    int frames = 1200;
    double t0 = cpu_now();
    for (int f = 0; f < frames; f++) phys_step(w);
    double awake = (cpu_now() - t0) / frames * 1e6;
    phys_destroy(w);

    phys_world *city[12];
    for (int k = 0; k < 12; k++) {
        city[k] = world();
        tower20(city[k]);
        settle(city[k]);
    }
    frames = 20000;
    t0 = cpu_now();
    for (int f = 0; f < frames; f++)
        for (int k = 0; k < 12; k++) phys_step(city[k]);
    double rest = (cpu_now() - t0) / frames * 1e6;
    for (int k = 0; k < 12; k++) {
        assert_true(phys_asleep(city[k]));
        phys_destroy(city[k]);
    }
    printf("speed: one 20-element tower awake %.1f us/frame (budget 150); city of 12 towers "
           "asleep %.2f us/frame (budget 20)\n",
           awake, rest);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_refuses_bad),
        cmocka_unit_test(test_slots),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_tower_stands),
        cmocka_unit_test(test_slides),
        cmocka_unit_test(test_collapse_list),
        cmocka_unit_test(test_remove_wakes),
        cmocka_unit_test(test_add_wakes),
        cmocka_unit_test(test_height_contacts),
        cmocka_unit_test(test_no_overhang),
        cmocka_unit_test(test_materials_and_vent),
        cmocka_unit_test(test_arches_courtyard),
        cmocka_unit_test(test_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
