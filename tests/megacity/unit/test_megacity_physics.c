/* test_megacity_physics.c: the Chipmunk2D wrapper for MegaCity towers: bit-identical replays, a
 * 20-element tower that stands still, gentle and hard delivery slides, collapse detection, the
 * geometry of settled towers (height, contacts, supports) and every architectural feature on
 * hand-made towers that pass and fail. Prints (does not assert) the CPU time per frame. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/rules/megacity_content.h"
#include "games/megacity/physics/megacity_physics.h"
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

static megacity_physics_world *world(void)
{
    megacity_physics_desc d = megacity_phys_desc();
    megacity_physics_world *w = megacity_physics_create(&d);
    assert_non_null(w);
    megacity_physics_add_platform(w);
    return w;
}

static int put(megacity_physics_world *w, megacity_shape s, megacity_material m, double x_mm,
               double y_mm, double deg)
{
    int id = megacity_physics_add_element(
        w, s, m, (megacity_physics_pose){MM(x_mm), MM(y_mm), deg * PI / 180.0});
    assert_true(id >= 0);
    return id;
}

/* Puts a shape standing on height `base` (mm), its box centred at x: returns the top. */
static double stack(megacity_physics_world *w, megacity_shape s, megacity_material m, double x_mm,
                    double base)
{
    double h = megacity_shapes[s].h * 1000.0;
    put(w, s, m, x_mm, base + h / 2, 0);
    return base + h;
}

/* The reference tower: 20 elements, 240 mm (240 floors) on a 120 mm base. */
static void tower20(megacity_physics_world *w)
{
    double y = 0;
    stack(w, MEGACITY_BLOCK, MEGACITY_STEEL, -40, y);
    stack(w, MEGACITY_BLOCK, MEGACITY_STEEL, 0, y);
    y = stack(w, MEGACITY_BLOCK, MEGACITY_STEEL, 40, y);
    for (int k = 0; k < 2; k++) {
        stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, -20, y);
        y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 20, y);
    }
    for (int k = 0; k < 4; k++) {
        y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 0, y);
        stack(w, MEGACITY_CUBE, MEGACITY_GLASS, -10, y);
        y = stack(w, MEGACITY_CUBE, MEGACITY_GLASS, 10, y);
    }
    stack(w, MEGACITY_BLOCK, MEGACITY_GLASS, 0, y);
    assert_int_equal(megacity_physics_element_count(w), 20);
}

static void settle(megacity_physics_world *w)
{
    megacity_physics_settle(w, 2400);
    assert_true(megacity_physics_asleep(w));
}

static void slide(megacity_physics_world *w, double accel)
{
    double xs[1024];
    int n = megacity_physics_slide_profile(megacity_physics_platform_x(w), accel, 0.3, xs, 1024);
    assert_int_equal(n, 72);
    for (int i = 0; i < n; i++) megacity_physics_slide_frame(w, xs[i]);
    megacity_physics_slide_end(w);
    megacity_physics_settle(w, 1200);
}

static void capture_settled(megacity_physics_world *w, megacity_physics_tower *t)
{
    settle(w);
    megacity_physics_capture(w, t);
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS];
    assert_int_equal(megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS), 0);
}

/* ---- world ---------------------------------------------------------------------------------- */
static void test_create_refuses_bad(void **st)
{
    (void)st;
    megacity_physics_desc d = {0};
    assert_null(megacity_physics_create(&d));
    assert_null(megacity_physics_create(NULL));
    d = megacity_phys_desc();
    d.n_materials = 9;
    assert_null(megacity_physics_create(&d));
    megacity_physics_destroy(NULL);
    megacity_physics_world *w = world();
    assert_int_equal(
        megacity_physics_add_element(w, MEGACITY_SHAPES, 0, (megacity_physics_pose){0, 0.1, 0}),
        -1);
    assert_int_equal(
        megacity_physics_add_element(w, 0, MEGACITY_MATERIALS, (megacity_physics_pose){0, 0.1, 0}),
        -1);
    assert_false(megacity_physics_remove_element(w, 3));
    assert_true(megacity_physics_asleep(w)); /* nothing there */
    megacity_physics_destroy(w);
}

static void test_slots(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    int a = put(w, MEGACITY_CUBE, MEGACITY_STEEL, -30, 10, 0);
    int b = put(w, MEGACITY_CUBE, MEGACITY_STEEL, 0, 10, 0);
    int c = put(w, MEGACITY_CUBE, MEGACITY_STEEL, 30, 10, 0);
    assert_int_equal(a, 0);
    assert_int_equal(b, 1);
    assert_int_equal(c, 2);
    assert_true(megacity_physics_remove_element(w, b));
    assert_false(megacity_physics_element_alive(w, b));
    assert_int_equal(put(w, MEGACITY_SMALL_CUBE, MEGACITY_GLASS, 0, 5, 0),
                     1); /* the lowest free slot */
    assert_int_equal(megacity_physics_element_count(w), 3);
    for (int i = 3; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        put(w, MEGACITY_SMALL_CUBE, MEGACITY_GLASS, 0, 30 + 12 * i, 0);
    assert_int_equal(
        megacity_physics_add_element(w, MEGACITY_CUBE, 0, (megacity_physics_pose){0, 1, 0}),
        -1);                     /* full */
    megacity_physics_destroy(w); /* ASan checks it all goes */
}

/* Same calls in the same order, two worlds alive at once: identical bytes. */
static void run_script(megacity_physics_world *w)
{
    tower20(w);
    put(w, MEGACITY_ARCH, MEGACITY_CONCRETE, -100, 40,
        30); /* off the platform: falls to the table */
    put(w, MEGACITY_ROOF, MEGACITY_GLASS, 45, 280, 10);
    for (int f = 0; f < 90; f++) megacity_physics_step(w);
    slide(w, 2.2);
    megacity_physics_remove_element(w, 3);
    for (int f = 0; f < 120; f++) megacity_physics_step(w);
}

static void test_determinism(void **st)
{
    (void)st;
    megacity_physics_world *a = world(), *b = world();
    run_script(a);
    run_script(b);
    megacity_physics_pose pa[MEGACITY_PHYSICS_MAX_ELEMENTS], pb[MEGACITY_PHYSICS_MAX_ELEMENTS];
    megacity_physics_poses(a, pa);
    megacity_physics_poses(b, pb);
    assert_memory_equal(pa, pb, sizeof pa);
    assert_true(megacity_physics_platform_x(a) == megacity_physics_platform_x(b));
    double ea = megacity_physics_kinetic_energy(a), eb = megacity_physics_kinetic_energy(b);
    assert_memory_equal(&ea, &eb, sizeof ea);
    int fa[MEGACITY_PHYSICS_MAX_ELEMENTS], fb[MEGACITY_PHYSICS_MAX_ELEMENTS];
    int na = megacity_physics_fallen(a, fa, MEGACITY_PHYSICS_MAX_ELEMENTS);
    assert_int_equal(na, megacity_physics_fallen(b, fb, MEGACITY_PHYSICS_MAX_ELEMENTS));
    assert_memory_equal(fa, fb, sizeof(int) * (size_t)na);
    assert_true(na >= 1); /* the arch at least */
    megacity_physics_destroy(a);
    /* A third world after the first is gone: still the same (no hidden global state). */
    megacity_physics_world *c = world();
    run_script(c);
    megacity_physics_pose pc[MEGACITY_PHYSICS_MAX_ELEMENTS];
    megacity_physics_poses(c, pc);
    assert_memory_equal(pb, pc, sizeof pb);
    megacity_physics_destroy(b);
    megacity_physics_destroy(c);
}

/* The 20-element tower, sleeping disabled, from the moment it is built: under 2 mm in 10 s. */
static void test_tower_stands(void **st)
{
    (void)st;
    megacity_physics_desc d = megacity_phys_desc();
    d.sleep_time = INFINITY;
    megacity_physics_world *w = megacity_physics_create(&d);
    megacity_physics_add_platform(w);
    tower20(w);
    megacity_physics_stats s = megacity_physics_watch(w, 10 * MEGACITY_PHYSICS_HZ);
    printf("tower of 20, never sleeping, 10 s: drift %.3f mm, rotation %.5f rad, energy %.2g J\n",
           s.max_disp * 1000, s.max_rot, s.end_energy);
    assert_true(s.max_disp < 0.002);
    assert_true(s.max_rot < 0.01);
    assert_false(megacity_physics_asleep(w));
    megacity_physics_destroy(w);

    w = world(); /* with sleeping: falls asleep soon, and then nothing moves */
    tower20(w);
    int f = megacity_physics_settle(w, 2400);
    assert_true(megacity_physics_asleep(w));
    assert_true(f < 3 * MEGACITY_PHYSICS_HZ);
    megacity_physics_tower t;
    megacity_physics_capture(w, &t);
    assert_int_equal(megacity_physics_height_floors(&t), 240);
    s = megacity_physics_watch(w, 10 * MEGACITY_PHYSICS_HZ);
    assert_true(s.max_disp == 0 && s.end_energy == 0);
    printf("tower of 20 with sleeping: asleep after %d frames (%.2f s)\n", f,
           (double)f / MEGACITY_PHYSICS_HZ);
    megacity_physics_destroy(w);
}

static void test_slides(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    tower20(w);
    settle(w);
    slide(w, 1.5);
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS];
    assert_int_equal(megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS), 0);
    megacity_physics_tower t;
    megacity_physics_capture(w, &t);
    assert_int_equal(megacity_physics_height_floors(&t), 240);
    assert_true(fabs(megacity_physics_platform_x(w) - 0.5 * 1.5 * 0.3 * 0.3 * 2) <
                1e-6); /* 13.5 cm */
    /* Still the same building: narrowing steps, no openings, all in contact. */
    double t0 = cpu_now();
    assert_true(megacity_physics_feature_no_overhang(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    assert_false(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_courtyard(&t));
    double t1 = cpu_now();
    assert_true(megacity_physics_all_connected(&t));
    assert_true(megacity_physics_within_platform(&t));
    printf("features of the 20-element tower checked in %.2f ms\n", (t1 - t0) * 1e3);
    assert_true(megacity_physics_asleep(w));
    megacity_physics_destroy(w);

    w = world(); /* the same gentle slide given as velocities */
    tower20(w);
    settle(w);
    for (int f = 1; f <= 72; f++) {
        double t = f / (double)MEGACITY_PHYSICS_HZ;
        megacity_physics_slide_frame_velocity(w, t <= 0.3 ? 1.5 * t : 1.5 * (0.6 - t));
    }
    megacity_physics_slide_end(w);
    megacity_physics_settle(w, 1200);
    assert_int_equal(megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS), 0);
    assert_true(fabs(megacity_physics_platform_x(w) - 0.135) < 0.002);
    megacity_physics_destroy(w);

    w = world();
    tower20(w);
    settle(w);
    slide(w, 2.5);
    int n = megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS);
    printf("hard slide (2.5 m/s^2 for 0.3 s): %d of 20 elements in the sea\n", n);
    assert_true(n >= 3);
    megacity_physics_capture(w, &t);
    assert_true(megacity_physics_height_floors(&t) < 200);
    megacity_physics_destroy(w);
}

/* Fallen elements are listed (ascending), the others are still on the platform. */
static void test_collapse_list(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    int keep = put(w, MEGACITY_CUBE, MEGACITY_STEEL, 0, 10, 0);
    int off = put(w, MEGACITY_CUBE, MEGACITY_STEEL, -75, 10, 0); /* past the left edge (-60 mm) */
    int tip =
        put(w, MEGACITY_PLANK, MEGACITY_STEEL, 75, 2.5, 0); /* 25 mm on, 55 mm off: tips over */
    int high = put(w, MEGACITY_POST, MEGACITY_GLASS, -100, 60, 0); /* dropped beside the platform */
    megacity_physics_settle(w, 1200);
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS];
    int n = megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS);
    assert_int_equal(n, 3);
    assert_int_equal(ids[0], off);
    assert_int_equal(ids[1], tip);
    assert_int_equal(ids[2], high);
    assert_false(megacity_physics_fell(w, keep));
    assert_true(megacity_physics_fell(w, tip));
    assert_int_equal(megacity_physics_fallen(w, ids, 1), 3); /* the count even when cap is short */
    megacity_physics_remove_element(w, off);
    assert_int_equal(megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS), 2);
    megacity_physics_destroy(w);
}

/* Removing a support wakes the tower: what it held comes down onto the platform. */
static void test_remove_wakes(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    put(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -25, 10, 0);
    int right = put(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 25, 10, 0);
    int lintel = put(w, MEGACITY_PLANK, MEGACITY_CONCRETE, 0, 22.5, 0);
    settle(w);
    assert_true(megacity_physics_remove_element(w, right));
    assert_false(megacity_physics_asleep(w));
    megacity_physics_settle(w, 1200);
    megacity_physics_pose p = megacity_physics_element_pose(w, lintel);
    assert_true(fabs(p.angle) > 0.1); /* tipped onto the platform */
    assert_false(megacity_physics_fell(w, lintel));
    megacity_physics_destroy(w);
}

/* Adding an element on a sleeping tower wakes it; it settles again, taller. Fallen elements
 * are not part of the captured building. */
static void test_add_wakes(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    double y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 0, 0);
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 0, y);
    settle(w);
    stack(w, MEGACITY_CUBE, MEGACITY_GLASS, 0, y + 5); /* dropped from 5 mm */
    assert_false(megacity_physics_asleep(w));
    settle(w);
    int off = put(w, MEGACITY_SMALL_CUBE, MEGACITY_STEEL, -90, 20, 0);
    megacity_physics_settle(w, 1200);
    assert_true(megacity_physics_fell(w, off));
    megacity_physics_tower t;
    megacity_physics_capture(w, &t);
    assert_int_equal(t.n, 3);
    assert_int_equal(megacity_physics_height_floors(&t), 60);
    assert_true(megacity_physics_all_connected(&t));
    megacity_physics_destroy(w);
}

/* ---- geometry ------------------------------------------------------------------------------- */
static void test_height_contacts(void **st)
{
    (void)st;
    megacity_physics_world *w = world();
    double y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 0, 0);
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 0, y);
    stack(w, MEGACITY_CUBE, MEGACITY_GLASS, 0, y);
    megacity_physics_tower t;
    capture_settled(w, &t);
    assert_int_equal(t.n, 3);
    assert_int_equal(megacity_physics_height_floors(&t), 60);
    megacity_physics_bbox b = megacity_physics_tower_bbox(&t);
    assert_true(fabs(b.x0 + 0.010) < 1e-4 && fabs(b.x1 - 0.010) < 1e-4);
    assert_true(fabs(b.y0) < 1e-4);
    assert_int_equal(megacity_physics_material_count(&t, MEGACITY_CONCRETE), 2);
    assert_int_equal(megacity_physics_material_count(&t, MEGACITY_GLASS), 1);
    megacity_physics_contact c[16];
    int n = megacity_physics_contacts(&t, c, 16);
    assert_int_equal(n, 3);
    int seen = 0;
    for (int k = 0; k < n; k++) {
        assert_int_equal(c[k].kind, MEGACITY_PHYSICS_SUPPORT);
        if (c[k].a == 0 && c[k].b == -1) seen |= 1;
        if (c[k].a == 1 && c[k].b == 0) seen |= 2;
        if (c[k].a == 2 && c[k].b == 1) seen |= 4;
    }
    assert_int_equal(seen, 7);
    assert_true(megacity_physics_all_connected(&t));
    assert_true(megacity_physics_within_platform(&t));
    assert_true(megacity_physics_touches_platform(&t, MM(-5), MM(5)));
    assert_false(megacity_physics_touches_platform(&t, MM(15), MM(40)));
    megacity_physics_destroy(w);

    w = world(); /* a lone cube apart; a post leaning on a cube is a side contact */
    put(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -40, 10, 0);
    put(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 10, 10, 0);
    put(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 40, 10, 0);
    put(w, MEGACITY_THIN_POST, MEGACITY_STEEL, 20 + 3 + 0.2, 20, 0);
    capture_settled(w, &t);
    assert_false(megacity_physics_all_connected(&t));
    n = megacity_physics_contacts(&t, c, 16);
    int lean = 0;
    for (int k = 0; k < n; k++) lean += c[k].kind == MEGACITY_PHYSICS_LEAN;
    assert_true(lean >= 1);
    megacity_physics_destroy(w);
}

static void test_no_overhang(void **st)
{
    (void)st;
    megacity_physics_tower t;
    megacity_physics_world *w = world(); /* a plain stack */
    double y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 0, 0);
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -10, y);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_no_overhang(&t));
    megacity_physics_destroy(w);

    w = world(); /* a plank laid on one cube sticks out 30 mm each side */
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 0, 0);
    stack(w, MEGACITY_PLANK, MEGACITY_CONCRETE, 0, y);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_no_overhang(&t));
    megacity_physics_destroy(w);

    w = world(); /* a lintel on two cubes whose outer faces meet its ends: a bridge, allowed */
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -30, 0);
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 30, 0);
    stack(w, MEGACITY_PLANK, MEGACITY_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_no_overhang(&t));
    megacity_physics_destroy(w);

    w = world(); /* a cube 5 mm past the edge of the block under it */
    y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 0, 0);
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 15, y);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_no_overhang(&t));
    megacity_physics_destroy(w);
}

static void test_materials_and_vent(void **st)
{
    (void)st;
    const megacity_platform_side *side =
        &megacity_platforms[0].side[0]; /* ports -40, -5, 35; vent at 15 */
    double v0, v1;
    megacity_vent_span(side, &v0, &v1);
    megacity_physics_tower t;
    megacity_physics_world *w = world();
    stack(w, MEGACITY_CUBE, MEGACITY_STEEL, -40, 0);
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -5, 0);
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 35, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_no_material(&t, MEGACITY_GLASS));
    assert_false(megacity_physics_feature_no_material(&t, MEGACITY_STEEL));
    assert_false(megacity_physics_feature_no_material(&t, MEGACITY_CONCRETE));
    for (int p = 0; p < MEGACITY_PORTS; p++) {
        double x0, x1;
        megacity_port_span(side, p, &x0, &x1);
        assert_true(megacity_physics_touches_platform(&t, x0, x1));
    }
    assert_false(megacity_physics_feature_on_vent(&t, v0, v1));
    megacity_physics_destroy(w);

    w = world(); /* a block reaching over the vent's edge from x = -5 .. 35 mm */
    stack(w, MEGACITY_BLOCK, MEGACITY_GLASS, 15 - 20 + 10, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_on_vent(&t, v0, v1));
    assert_true(megacity_physics_feature_no_material(&t, MEGACITY_STEEL));
    megacity_physics_destroy(w);

    w = world(); /* overhanging the vent, held by other elements, does not touch it */
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -5, 0);
    double y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 35, 0);
    stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 15, y);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_on_vent(&t, v0, v1));
    megacity_physics_destroy(w);
}

static void test_arches_courtyard(void **st)
{
    (void)st;
    megacity_physics_tower t;
    megacity_physics_world *w = world(); /* the arch element on the platform: a low arch */
    stack(w, MEGACITY_ARCH, MEGACITY_CONCRETE, 0, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_low_arch(&t));
    assert_false(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_courtyard(&t));
    megacity_physics_destroy(w);

    w = world(); /* a lintel on two cubes: a low arch too */
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -30, 0);
    double y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 30, 0);
    stack(w, MEGACITY_PLANK, MEGACITY_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_low_arch(&t));
    assert_false(megacity_physics_feature_courtyard(&t));
    assert_false(megacity_physics_feature_high_arch(&t));
    megacity_physics_destroy(w);

    w = world(); /* the same walls without the lintel: a courtyard, open to the sky */
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -30, 0);
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 30, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_courtyard(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    megacity_physics_destroy(w);

    w = world(); /* walls too low (10 mm) for a ground storey: no courtyard */
    stack(w, MEGACITY_SMALL_CUBE, MEGACITY_CONCRETE, -30, 0);
    stack(w, MEGACITY_SMALL_CUBE, MEGACITY_CONCRETE, 30, 0);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_courtyard(&t));
    megacity_physics_destroy(w);

    w = world(); /* walls 6 mm apart: too narrow a courtyard */
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, -13, 0);
    stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 13, 0);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_courtyard(&t));
    megacity_physics_destroy(w);

    w = world(); /* an arch on a block: a high arch, not a low one */
    y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, -20, 0);
    stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 20, 0);
    stack(w, MEGACITY_ARCH, MEGACITY_GLASS, 0, y);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    megacity_physics_destroy(w);

    w = world(); /* a window block counts as a high arch, wherever it stands */
    stack(w, MEGACITY_WINDOW, MEGACITY_GLASS, 0, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    megacity_physics_destroy(w);

    w = world(); /* the pointed arch on a block: upper level */
    y = stack(w, MEGACITY_BLOCK, MEGACITY_STEEL, 0, 0);
    stack(w, MEGACITY_SMALL_ARCH, MEGACITY_STEEL, 0, y);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_high_arch(&t));
    megacity_physics_destroy(w);

    w = world(); /* a plain stack has none of them */
    y = stack(w, MEGACITY_BLOCK, MEGACITY_CONCRETE, 0, 0);
    y = stack(w, MEGACITY_CUBE, MEGACITY_CONCRETE, 0, y);
    stack(w, MEGACITY_ROOF, MEGACITY_CONCRETE, 0, y);
    capture_settled(w, &t);
    assert_false(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    assert_false(megacity_physics_feature_courtyard(&t));
    megacity_physics_destroy(w);

    w = world(); /* a courtyard between two window blocks, which are high arches too */
    stack(w, MEGACITY_WINDOW, MEGACITY_GLASS, -30, 0);
    stack(w, MEGACITY_WINDOW, MEGACITY_GLASS, 30, 0);
    capture_settled(w, &t);
    assert_true(megacity_physics_feature_courtyard(&t));
    assert_true(megacity_physics_feature_high_arch(&t));
    assert_false(megacity_physics_feature_low_arch(&t));
    megacity_physics_destroy(w);
}

/* ---- speed (printed, not asserted) ---------------------------------------------------------- */
static void test_speed(void **st)
{
    (void)st;
    megacity_physics_desc d = megacity_phys_desc();
    d.sleep_time = INFINITY; /* keep it awake: the cost of a tower that moves */
    megacity_physics_world *w = megacity_physics_create(&d);
    megacity_physics_add_platform(w);
    tower20(w);
    int frames = 1200;
    double t0 = cpu_now();
    for (int f = 0; f < frames; f++) megacity_physics_step(w);
    double awake = (cpu_now() - t0) / frames * 1e6;
    megacity_physics_destroy(w);

    megacity_physics_world *city[12];
    for (int k = 0; k < 12; k++) {
        city[k] = world();
        tower20(city[k]);
        settle(city[k]);
    }
    frames = 20000;
    t0 = cpu_now();
    for (int f = 0; f < frames; f++)
        for (int k = 0; k < 12; k++) megacity_physics_step(city[k]);
    double rest = (cpu_now() - t0) / frames * 1e6;
    for (int k = 0; k < 12; k++) {
        assert_true(megacity_physics_asleep(city[k]));
        megacity_physics_destroy(city[k]);
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
