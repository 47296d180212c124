/* test_megacity_pad.c: MegaCity: Oceania played with a gamepad. Alice is the only human and
 * plays on a pad (SDL's virtual joystick); Bob is the play host's normal bot. Everything Alice
 * does on screen goes through virtual-joystick events only, the input layer (her cursor: left
 * stick, A = press/release, shoulders = rotate) and the scene stack, as in the app's loop.
 * 1. The workshop: on her first turn the pad takes a contract (a column's top card) and a
 *    platform (the offer), presses Draw 3, and builds the three elements onto the platform:
 *    A on a supply icon, the stick to the stage, A let go; one is turned with a shoulder.
 * 2. The slides: the position is then seeded with rules actions (a normal bot's decisions for
 *    Alice, applied to the match through play_submit) until Alice may deliver; the pad
 *    delivers (Deliver, A on a green hex, A held on the platform, the stick pushed). A gentle
 *    push (stick at 50 %, eased to 38 % near the city) delivers her first tower standing; later a
 * tall, slender tower slid with the stick slammed full right, full left, full right... collapses.
 * Screenshots: /tmp/h5_pad_workshop.png (the cursor carrying an element over the workshop),
 * /tmp/h5_pad_slide_start.png (the cursor on the platform before the gentle slide, the pad's
 * hint) and /tmp/h5_pad_slide.png (mid-way through the jerky slide, the tower falling). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/megacity/bot/megacity_bot.h"
#include "games/megacity/rules/megacity.h"
#include "match/match.h"
#include "megacity_fixture.h"
#include "play/play.h"
#include "scenes/scenes.h"

enum { ALICE, BOB, MAX_STEPS = 120 * 900 };
#define DT (1.0 / 120)

static play *P;
static SDL_Joystick *joy;
static int pad_index;
static long nsteps;
static bool no_pad;

static const match *M(void)
{
    return play_match(P);
}

static void frame(void)
{
    fixture_frame(1280, 720);
}

static void step(void)
{
    fixture_step(DT);
    nsteps++;
}

static void steps(int n)
{
    for (int i = 0; i < n; i++) step();
}

static void settle(int max)
{
    for (int i = 0; i < max && !mgbt_idle(); i++) step();
}

static bool alice_acts(void)
{
    return !match_is_over(M()) && match_turn(M()).player == ALICE &&
           (play_human_mask(P) & (1u << ALICE));
}

/* Bob's turn plays out on the host's bot (its thread): steps until Alice may act. */
static void wait_for_alice(void)
{
    for (int i = 0; i < MAX_STEPS && !alice_acts() && !match_is_over(M()); i++) {
        step();
        if (mgbt_idle()) SDL_Delay(1);
    }
    settle(1000);
}

/* ---- the pad ------------------------------------------------------------------------------ */
static void stick(float x, float y)
{
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTX, (Sint16)lroundf(32767 * x));
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, (Sint16)lroundf(32767 * y));
}

static void button(int b, bool down)
{
    SDL_JoystickSetVirtualButton(joy, b, down ? 1 : 0);
    steps(3);
}

/* Steers Alice's cursor to (x, y) with the left stick, slowing down near the target. */
static void steer(float x, float y)
{
    for (int i = 0; i < 3000; i++) {
        in_cursor c = in_seat_cursor(ALICE);
        float dx = x - c.x, dy = y - c.y, d = hypotf(dx, dy);
        if (d < 2.0f) break;
        float k = d > 80 ? 1.0f : 0.3f + 0.7f * d / 80;
        stick(k * dx / d, k * dy / d);
        step();
    }
    stick(0, 0);
    steps(2);
    in_cursor c = in_seat_cursor(ALICE);
    if (hypotf(x - c.x, y - c.y) >= 8)
        fail_msg("cursor at %.0f,%.0f, not %.0f,%.0f", c.x, c.y, x, y);
}

static void click_at(float x, float y)
{
    steer(x, y);
    button(SDL_CONTROLLER_BUTTON_A, true);
    button(SDL_CONTROLLER_BUTTON_A, false);
    steps(2);
}

static void click_rect(gfx_rect r)
{
    click_at(r.x + r.w / 2, r.y + r.h / 2);
}

static bool pad_hot(megacity_board_hot_kind k, int arg)
{
    return mgbt_press_hot(mgbt_board(), k, arg, click_rect);
}

static bool pad_button(int i)
{
    return mgbt_press_button(mgbt_board(), i, click_rect);
}

static int log_count(int seat, const char *prefix)
{
    int n = 0;
    for (int i = 0; i < match_log_count(M()); i++) {
        const match_entry *e = match_log_at(M(), i);
        if (e->seat == seat && strncmp(e->text, prefix, strlen(prefix)) == 0) n++;
    }
    return n;
}

static void shot(const char *path)
{
    frame();
    assert_true(gfx_screenshot(path));
    print_message("screenshot %s\n", path);
}

/* ---- 1. the workshop ------------------------------------------------------------------------ */
/* Carries the supply's element `kind` onto the platform at x (metres from its centre), just
 * over what is there; q shoulder presses on the way. True if a `build` was recorded. */
static bool pad_build(int kind, double x, int q, const char *shot_path)
{
    gfx_rect tr;
    if (!mgbt_hot(mgbt_board(), MEGACITY_BOARD_HOT_TRAY, kind, &tr)) return false;
    int before = log_count(ALICE, "build");
    steer(tr.x + tr.w / 2, tr.y + tr.h / 2);
    button(SDL_CONTROLLER_BUTTON_A, true);
    assert_true(mgbt_board()->ws.holding);
    const megacity_board_data *b = mgbt_board();
    float sx = b->lay.frame.ox + (float)(x * b->lay.frame.ppm);
    steer(sx, b->lay.stage.y + b->lay.stage.h * 0.35f);
    for (int i = 0; i < abs(q); i++) {
        int sh = q > 0 ? SDL_CONTROLLER_BUTTON_RIGHTSHOULDER : SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
        button(sh, true);
        button(sh, false);
    }
    if (q) assert_int_equal(mgbt_board()->ws.quarter, (q % 4 + 4) % 4);
    /* down to just over the tower's top */
    megacity_physics_tower t;
    megacity_board_ws_tower(mgbt_board(), &t);
    float top = b->lay.frame.oy - (float)(megacity_physics_tower_height(&t) * b->lay.frame.ppm);
    steer(sx, top - 30);
    if (shot_path) shot(shot_path);
    button(SDL_CONTROLLER_BUTTON_A, false);
    settle(4 * MEGACITY_SIM_SETTLE);
    return log_count(ALICE, "build") > before;
}

static void test_pad_workshop(void **st)
{
    (void)st;
    if (no_pad) skip();
    wait_for_alice();
    assert_true(alice_acts());
    frame();
    assert_true(in_seat_cursor(ALICE).visible);
    const megacity_state *s = match_state(M());
    /* a contract: the top card of the first column */
    int col = -1;
    for (int t = 0; t < MEGACITY_TYPES && col < 0; t++)
        if (s->ncol[t]) col = t;
    assert_true(col >= 0);
    assert_true(pad_hot(MEGACITY_BOARD_HOT_COLUMN, col));
    assert_int_equal(log_count(ALICE, "take contract"), 1);
    /* a platform: the first of the offer */
    int offered = s->offer[0];
    assert_true(pad_hot(MEGACITY_BOARD_HOT_OFFER, offered));
    assert_int_equal(log_count(ALICE, "take platform"), 1);
    settle(1000);
    int plat = mgbt_board()->sel_plat;
    assert_int_equal(plat, offered); /* its tab is selected */
    /* three elements from the bag */
    assert_true(pad_button(MEGACITY_BOARD_DRAW));
    settle(1000);
    int kinds[3], nk = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++)
        for (int i = 0; i < s->hand[ALICE][k] && nk < 3; i++) kinds[nk++] = k;
    assert_int_equal(nk, 3);
    /* the third standard action ended her turn: she builds on the next one (building is free) */
    assert_int_equal(match_turn(M()).player, BOB);
    wait_for_alice();
    assert_true(alice_acts());
    assert_int_equal(mgbt_board()->sel_plat, plat);
    print_message("Alice takes a contract, P%d and draws; she builds kinds %d %d %d\n",
                  mgbt_board()->sel_plat, kinds[0], kinds[1], kinds[2]);
    /* built by the pad: left, right (turned a quarter), then across; a drop that falls off
     * comes back to the supply and is tried again nearer the middle */
    static const double xs[3] = {-0.025, 0.025, 0.0};
    int built = 0;
    for (int i = 0; i < 3; i++) {
        bool ok = false;
        for (int tries = 0; tries < 3 && !ok; tries++)
            ok = pad_build(kinds[i], xs[i] * (1.0 - 0.4 * tries), i == 1 ? 1 : 0,
                           i == 2 && tries == 0 ? "/tmp/h5_pad_workshop.png" : NULL);
        built += ok;
    }
    const megacity_plat *pl = &s->plat[mgbt_board()->sel_plat - 1];
    print_message("the pad built %d elements on P%d (tower: %d el., %d fl.)\n", built,
                  mgbt_board()->sel_plat, pl->n, megacity_tower_floors(pl));
    assert_int_equal(built, 3);
    assert_int_equal(pl->n, 3);
    assert_int_equal(log_count(ALICE, "build"), 3);
}

/* ---- 2. the slides ------------------------------------------------------------------------ */
typedef struct tower_shape {
    int n, floors;
    double h, w; /* height and footprint (m) */
} tower_shape;

static tower_shape shape_of(const megacity_plat *pl)
{
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    tower_shape sh = {pl->n, megacity_tower_floors(pl), megacity_physics_tower_height(&t), 0};
    double x0 = 1, x1 = -1;
    for (int i = 0; i < t.n; i++) {
        megacity_physics_bbox bb = megacity_physics_elem_bbox(&t, i);
        x0 = fmin(x0, bb.x0), x1 = fmax(x1, bb.x1);
    }
    sh.w = t.n ? x1 - x0 : 0;
    return sh;
}

static bool tall(const megacity_plat *pl)
{
    tower_shape sh = shape_of(pl);
    return sh.h >= 0.07 && sh.h >= 1.2 * sh.w; /* slender: taller than 1.2 times its width */
}

static bool squat(const megacity_plat *pl)
{
    tower_shape sh = shape_of(pl);
    return sh.h <= sh.w; /* no taller than wide */
}

/* Alice's seat plays a normal bot's decisions as rules actions until she may deliver a tall
 * tower (want_tall) or a squat one (the gentle slide: one that a steady hand keeps up whatever
 * the planner made of her elements): returns its platform and the bot's hex, 0 if the game
 * ended. */
static int seed_until_delivery(bool want_tall, int *cell)
{
    for (int guard = 0; guard < 2000; guard++) {
        wait_for_alice();
        if (match_is_over(M())) return 0;
        megacity_state v;
        match_view(M(), ALICE, &v);
        uint64_t seed = match_seed(M()) * 31u + (uint64_t)match_log_count(M());
        game_action a = megacity_bot_choose(&v, ALICE, AI_NORMAL, seed, NULL);
        int k = MEGACITY_KIND(a);
        if (k == MEGACITY_A_DELIVER || k == MEGACITY_A_COLLAPSE) {
            int plat = MEGACITY_FA(a), after;
            unsigned mask;
            *cell = MEGACITY_FB(a);
            if (k == MEGACITY_A_COLLAPSE) megacity_decode_collapse(a, &plat, cell, &after, &mask);
            if (want_tall ? tall(&v.plat[plat - 1]) : squat(&v.plat[plat - 1])) return plat;
        }
        char why[GAME_REASON_LEN];
        if (!play_submit(P, ALICE, a, why, sizeof why) &&
            !play_submit(P, ALICE, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0), why, sizeof why))
            fail_msg("seeding: %s", why);
        settle(4 * MEGACITY_SIM_SETTLE);
    }
    return 0;
}

/* The pad delivers plat at cell: the tab, Deliver, A on the hex, A held on the platform and
 * the stick pushed (gently, or slammed back and forth). Returns the delivery's log text. */
static const char *pad_deliver(int plat, int cell, bool jerky, const char *shot_path)
{
    static char text[96];
    if (mgbt_board()->sel_plat != plat) assert_true(pad_hot(MEGACITY_BOARD_HOT_PLAT, plat));
    assert_int_equal(mgbt_board()->sel_plat, plat);
    assert_true(pad_button(MEGACITY_BOARD_DELIVER));
    assert_int_equal(mgbt_board()->mode, MEGACITY_BOARD_CELL);
    float x, y;
    megacity_board_paint_cell_centre(mgbt_board()->lay.hexes, mgbt_board()->cam, cell, &x, &y,
                                     NULL);
    click_at(x, y);
    megacity_board_data *b = mgbt_board();
    assert_true(b->slide.on && b->slide.live && b->slide.stage == 0);
    /* the workshop's buttons give way to the slide's Cancel */
    assert_true(mgbt_board()->btn[MEGACITY_BOARD_DELIVER].base.hidden &&
                mgbt_board()->btn[MEGACITY_BOARD_DRAW].base.hidden);
    assert_false(mgbt_board()->btn[MEGACITY_BOARD_CANCEL].base.hidden);
    int before = match_log_count(M());
    /* A held on the platform (the middle of the stage, where the slide shows it) */
    gfx_rect stg = b->lay.stage;
    steer(stg.x + stg.w / 2, b->lay.frame.oy + 6);
    if (!jerky) shot("/tmp/h5_pad_slide_start.png"); /* the pad's hint, the cursor on it */
    button(SDL_CONTROLLER_BUTTON_A, true);
    assert_true(b->slide.held && b->slide.stage == 1);
    assert_true(mgbt_board()->btn[MEGACITY_BOARD_CANCEL].base.hidden); /* sliding: no way back */
    float press_x = in_seat_cursor(ALICE).x;
    bool shot_done = !shot_path;
    double peak = 0;
    for (int i = 0; i < 2 * MEGACITY_SIM_SLIDE_MAX && b->slide.on && b->slide.stage < 2; i++) {
        /* gentle: a small push, eased off near the city (the dock stops the platform dead) */
        double prog = b->slide.x / MEGACITY_SLIDE_DISTANCE;
        float sx = prog < 0.6 ? 0.5f : prog < 0.9 ? 0.5f - 0.45f * (float)(prog - 0.6) : 0.36f;
        if (jerky) { /* full right 0.3 s, full left 0.15 s, and again */
            int ph = i % 54;
            sx = ph < 36 ? 1.0f : -1.0f;
        }
        stick(sx, 0);
        step();
        if (!shot_done && b->slide.x > MEGACITY_SLIDE_DISTANCE * 0.35) {
            shot(shot_path);
            shot_done = true;
        }
    }
    stick(0, 0);
    const megacity_board_slide *sl = &b->slide;
    int at = 0;
    for (int i = 1; i + 2 < sl->n; i++) { /* the sharpest acceleration before the dock (m/s2) */
        double acc = fabs(sl->xs[i + 1] - 2 * sl->xs[i] + sl->xs[i - 1]) / (DT * DT);
        if (acc > peak) peak = acc, at = i;
    }
    if (getenv("H5_VERBOSE"))
        for (int i = at - 3; i <= at + 3; i++)
            if (i >= 0 && i < sl->n) print_message("    xs[%d] = %.5f\n", i, sl->xs[i]);
    print_message("  %s slide: %d frames (%.2f s), peak %.1f m/s2\n", jerky ? "jerky" : "gentle",
                  sl->n, sl->n * DT, peak);
    /* the platform went as far as the stick carried the cursor (the drag's path) */
    float carried = in_seat_cursor(ALICE).x - press_x, track = stg.w * 0.8f;
    print_message("  the cursor went %.0f px right (the track: %.0f px)\n", carried, track);
    if (!jerky) assert_true(carried >= track * 0.99f && carried <= track + 40);
    button(SDL_CONTROLLER_BUTTON_A, false);
    for (int i = 0; i < 4 * MEGACITY_SIM_SLIDE_MAX && match_log_count(M()) == before; i++) step();
    settle(4 * MEGACITY_SIM_SLIDE_MAX);
    assert_true(match_log_count(M()) > before);
    const match_entry *e = match_log_at(M(), before);
    assert_int_equal(e->seat, ALICE);
    snprintf(text, sizeof text, "%s", e->text);
    return text;
}

static void test_pad_gentle_slide(void **st)
{
    (void)st;
    if (no_pad) skip();
    int cell = -1, plat = seed_until_delivery(false, &cell);
    assert_true(plat > 0);
    tower_shape sh = shape_of(&((const megacity_state *)match_state(M()))->plat[plat - 1]);
    print_message("gentle: P%d, %d el., %d fl., %.0f mm high, %.0f mm wide (step %ld)\n", plat,
                  sh.n, sh.floors, sh.h * 1000, sh.w * 1000, nsteps);
    const char *t = pad_deliver(plat, cell, false, NULL);
    print_message("  the log: %s\n", t);
    assert_non_null(strstr(t, "deliver"));
    assert_null(strstr(t, " fell "));
    assert_null(strstr(t, " collapsed "));
    const megacity_plat *pl = &((const megacity_state *)match_state(M()))->plat[plat - 1];
    assert_int_equal(pl->where, MEGACITY_AT_CITY);
    assert_true(pl->floors > 0);
}

static void test_pad_jerky_slide(void **st)
{
    (void)st;
    if (no_pad) skip();
    int cell = -1, plat = seed_until_delivery(true, &cell);
    assert_true(plat > 0);
    tower_shape sh = shape_of(&((const megacity_state *)match_state(M()))->plat[plat - 1]);
    print_message("jerky: P%d, %d el., %d fl., %.0f mm high, %.0f mm wide (step %ld)\n", plat, sh.n,
                  sh.floors, sh.h * 1000, sh.w * 1000, nsteps);
    const char *t = pad_deliver(plat, cell, true, "/tmp/h5_pad_slide.png");
    print_message("  the log: %s\n", t);
    assert_true(strstr(t, " fell ") || strstr(t, " collapsed "));
}

/* A pad game saved and resumed: Alice is on her pad again (a cursor, her seat bound), not on
 * the mouse that every resumed seat used to get. */
static void test_pad_resumed(void **st)
{
    (void)st;
    if (no_pad) skip();
    const char *path = "/tmp/h5_pad_resume.json";
    char *json = match_save_json(M());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(json, f);
    fclose(f);
    free(json);
    uint64_t h = match_hash(M());
    scene_clear();
    in_unbind_all();
    assert_false(in_seat_cursor(ALICE).visible);
    char why[256] = "";
    scene *s = play_resume(path, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    P = (play *)s;
    frame();
    assert_int_equal(match_hash(M()), h);
    assert_true(in_seat_cursor(ALICE).visible);
    assert_int_equal(play_seat(P, ALICE)->device, IN_DEV_GAMEPAD);
    print_message("resumed: Alice on gamepad %d\n", play_seat(P, ALICE)->device_index + 1);
}

static int group_setup(void **st)
{
    (void)st;
    settings_get()->bot_pace = PACE_FAST;
    joy = fixture_attach_pad(&pad_index, DT);
    if (!joy) {
        print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
        no_pad = true;
        return 0;
    }
    const game_def *g = game_find("megacity");
    setup_result r = {.seed = 20261121};
    snprintf(r.game_id, sizeof r.game_id, "megacity");
    game_params_default(g, &r.params, 2);
    static const char *names[] = {"Alice", "Bob"};
    for (int i = 0; i < 2; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i == BOB;
        r.seats[i].bot_level = 1; /* normal */
        r.seats[i].device = i == ALICE ? IN_DEV_GAMEPAD : IN_DEV_MOUSE;
        r.seats[i].device_index = 0; /* the first pad */
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    P = (play *)s;
    frame();
    return 0;
}

static int group_teardown(void **st)
{
    (void)st;
    print_message("%ld steps, log %d\n", nsteps, P ? match_log_count(M()) : 0);
    scene_clear();
    if (joy) {
        SDL_JoystickClose(joy);
        SDL_JoystickDetachVirtual(pad_index);
    }
    return 0;
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pad_workshop),
        cmocka_unit_test(test_pad_gentle_slide),
        cmocka_unit_test(test_pad_jerky_slide),
        cmocka_unit_test(test_pad_resumed),
    };
    int rc = cmocka_run_group_tests(tests, group_setup, group_teardown);
    fixture_close();
    return rc;
}
