/* test_megacity_flick.c: MegaCity's delivery slide flicked as fast as a pointer goes (issue 26,
 * FR-6: "three 70 px steps in 0.1 s made the whole tower vanish in one frame, and the replay
 * showed an empty platform"). Alice resumes the two-human game of tests/megacity/data/
 * deliver_p8.json, her tower on P8 ready; through SDL's queue her mouse presses Deliver, taps
 * the hex east of Central Park, presses on the platform and flicks it: three 70 px motions
 * 1/30 s apart (a slow machine's frames, 4 physics frames each), then lets go. Checks, in every
 * frame drawn until the result has gone: every element of the tower is drawn inside the stage
 * (the camera zooms out to keep the pieces left behind or fallen), each piece the outcome says
 * fell is seen fallen in several frames; the platform goes on to where the hand let go (the
 * smoothing of the hand does not swallow a flick) and a second drag takes it the rest of the
 * way. Then Bob presses Replay: the replay at half speed shows the same collapse, every frame.
 * Screenshots: /tmp/megacity_flick_live.png (mid-collapse) and /tmp/megacity_flick_replay.png. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/megacity/rules/megacity.h"
#include "match/match.h"
#include "megacity_fixture.h"
#include "play/play.h"
#include "scenes/scenes.h"

#define FRAME_DT (1.0 / 30) /* a slow machine: 4 physics frames a drawn frame */

static play *P;

static void frame(void)
{
    fixture_frame(1280, 720);
}

static void step(double dt)
{
    fixture_step(dt);
    frame();
}

static void push(SDL_Event e, double dt)
{
    SDL_PushEvent(&e);
    step(dt);
}

static void motion(float x, float y, double dt)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x);
    e.motion.y = (int)lroundf(y);
    push(e, dt);
}

static void button(bool down, float x, float y, double dt)
{
    push(fixture_mouse_button(SDL_BUTTON_LEFT, down, x, y), dt);
}

static void click(float x, float y)
{
    motion(x, y, 1.0 / 60);
    button(true, x, y, 1.0 / 60);
    button(false, x, y, 1.0 / 60);
    step(1.0 / 60);
}

static void click_rect(gfx_rect r)
{
    click(r.x + r.w / 2, r.y + r.h / 2);
}

/* What the slide's frames showed: frames drawn, frames with an element outside the stage,
 * frames in which each element was seen fallen inside it. */
typedef struct seen {
    int frames, out;
    int fallen[MEGACITY_TOWER];
} seen;

static void look(seen *v)
{
    const megacity_board_data *b = megacity_board_live();
    const megacity_board_slide *s = &b->slide;
    if (!s->on || !s->w) return;
    v->frames++;
    megacity_board_paint_frame f = megacity_board_slide_frame(b);
    gfx_rect st = b->lay.stage;
    bool out = false;
    megacity_physics_bbox bb;
    for (int id = 0; id < s->pl.n; id++) {
        if (!megacity_board_slide_box(b, id, &bb)) continue;
        float x0 = f.ox + (float)(bb.x0 * f.ppm), x1 = f.ox + (float)(bb.x1 * f.ppm);
        float y0 = f.oy - (float)(bb.y1 * f.ppm), y1 = f.oy - (float)(bb.y0 * f.ppm);
        bool in =
            x0 >= st.x - 1 && x1 <= st.x + st.w + 1 && y0 >= st.y - 1 && y1 <= st.y + st.h + 1;
        out |= !in;
        if (in && megacity_physics_fell(s->w, id)) v->fallen[id]++;
    }
    v->out += out;
}

/* Frames of dt until the slide is over (the result shown and gone), looking at each. */
static void watch(seen *v, double dt, const char *shot, int shot_at)
{
    for (int i = 0; i < 2000 && megacity_board_live()->slide.on; i++) {
        step(dt);
        look(v);
        if (shot && v->frames == shot_at) assert_true(gfx_screenshot(shot));
    }
    assert_false(megacity_board_live()->slide.on);
}

static void check_collapse_seen(const seen *v, unsigned fell, const char *what)
{
    print_message("%s: %d frames, %d with an element out of view; seen fallen:", what, v->frames,
                  v->out);
    for (int i = 0; i < MEGACITY_TOWER; i++)
        if (fell >> i & 1) print_message(" %d (%d frames)", i, v->fallen[i]);
    print_message("\n");
    assert_int_equal(v->out, 0);
    for (int i = 0; i < MEGACITY_TOWER; i++)
        if (fell >> i & 1) assert_true(v->fallen[i] >= 3);
}

static void test_flick(void **state)
{
    (void)state;
    P = mgbt_open("deliver_p8.json", -1);
    for (int i = 0; i < 600 && (i < 30 || !mgbt_idle()); i++) step(1.0 / 60);
    assert_true(mgbt_idle());
    megacity_board_data *b = mgbt_board();
    assert_int_equal(b->act_seat, 0);
    assert_int_equal(b->sel_plat, 8);
    int n0 = match_log_count(play_match(P));

    /* Deliver, then the hex east of Central Park (1,0) */
    gfx_rect r = {0};
    assert_true(mgbt_button(b, MEGACITY_BOARD_DELIVER, &r));
    click_rect(r);
    float hx, hy, hr;
    megacity_board_paint_cell_centre(b->lay.hexes, b->cam, megacity_cell_index(1, 0), &hx, &hy,
                                     &hr);
    click(hx, hy);
    b = mgbt_board();
    assert_true(b->slide.on && b->slide.live && b->slide.stage == 0);
    assert_false(play_seat_is_human(P, 0) && !(play_human_mask(P) & 1)); /* the hand is hers */

    /* the flick: pressed on the platform, three 70 px steps in 0.1 s, let go */
    megacity_board_paint_frame f = megacity_board_slide_frame(b);
    float px = f.ox - 40, py = f.oy + 6;
    seen live = {0};
    motion(px, py, 1.0 / 60);
    button(true, px, py, FRAME_DT);
    look(&live);
    for (int k = 1; k <= 3; k++) {
        motion(px + 70.0f * (float)k, py, FRAME_DT);
        look(&live);
    }
    button(false, px + 210, py, FRAME_DT);
    look(&live);
    /* the platform goes on to where the hand let go: 210 px of the track */
    double want = 210.0 / (b->lay.stage.w * 0.8) * MEGACITY_SLIDE_DISTANCE;
    for (int i = 0; i < 30; i++) {
        step(FRAME_DT);
        look(&live);
        if (i == 2) assert_true(gfx_screenshot("/tmp/mega_flick_live.png"));
    }
    assert_true(b->slide.on && b->slide.stage == 1);
    print_message("the hand let go at %.3f m, the platform stopped at %.3f m\n", want, b->slide.x);
    assert_true(fabs(b->slide.x - want) < 0.01);
    assert_true(megacity_board_slide_waits(b)); /* short of the city: the rest is hers to drag */

    /* the rest of the track, a steady drag */
    f = megacity_board_slide_frame(b);
    px = f.ox + (float)(b->slide.x * f.ppm) - 40;
    motion(px, py, FRAME_DT);
    button(true, px, py, FRAME_DT);
    float track = b->lay.stage.w * 0.8f + 20;
    for (int k = 1; k <= 20; k++) {
        motion(px + track * (float)k / 20, py, FRAME_DT);
        look(&live);
    }
    button(false, px + track, py, FRAME_DT);
    watch(&live, FRAME_DT, NULL, 0);

    /* what the slide came to: it fell (the fastest flick brings this tower down) */
    const match *m = play_match(P);
    assert_int_equal(match_log_count(m), n0 + 1);
    game_action a = match_log_at(m, n0)->action;
    int plat, cell, after;
    unsigned fell;
    assert_int_equal(MEGACITY_KIND(a), MEGACITY_A_COLLAPSE);
    assert_true(megacity_decode_collapse(a, &plat, &cell, &after, &fell));
    assert_int_equal(plat, 8);
    assert_true(fell != 0);
    check_collapse_seen(&live, fell, "live");

    /* Bob's turn: Replay shows the same slide at half speed, the collapse in view */
    for (int i = 0; i < 60; i++) step(1.0 / 60);
    b = mgbt_board();
    assert_int_equal(b->act_seat, 1);
    assert_true(mgbt_button(b, MEGACITY_BOARD_REPLAY, &r));
    click_rect(r);
    assert_true(b->slide.on && b->slide.replay);
    seen replay = {0};
    look(&replay);
    watch(&replay, FRAME_DT, "/tmp/mega_flick_replay.png", 12);
    check_collapse_seen(&replay, fell, "replay");
    scene_clear();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flick),
    };
    return mgbt_main(tests, sizeof tests / sizeof tests[0]);
}
