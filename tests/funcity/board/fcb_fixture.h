/* fcb_fixture.h: the Fun City board tests' hands: a play scene of the real host, SDL mouse
 * and finger events through the input layer, and the board's own idea of where things are
 * (fcb_live) to aim them. */
#ifndef FCB_FIXTURE_H
#define FCB_FIXTURE_H
#include "fixture.h"
#include <math.h>
#include <string.h>
#include "games/funcity/board/fcb_int.h"
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

#define FCBT_DT (1.0 / 120)
static play *FCBT_P;
static long fcbt_steps;
static int fcbt_w = 1280, fcbt_h = 720;
static int fcbt_finger;        /* 1: the next gestures are a finger's, 0: the mouse's */
static int fcbt_pad_seat = -1; /* the seat that plays with the (virtual) gamepad, -1 none */

static inline const match *fcbt_m(void)
{
    return play_match(FCBT_P);
}

static inline void fcbt_frame(void)
{
    fixture_frame(fcbt_w, fcbt_h);
}

static inline void fcbt_step(void)
{
    fixture_step(FCBT_DT);
    if (++fcbt_steps % 240 == 0) fcbt_frame();
}

static inline void fcbt_push(SDL_Event *e)
{
    SDL_PushEvent(e);
    fcbt_step();
}

/* logical units -> window points (the window is fcbt_w wide, logical 1280 wide) */
static inline float fcbt_k(void)
{
    return (float)fcbt_w / 1280.0f;
}

static inline void fcbt_motion(float x, float y)
{
    static int lx, ly;
    SDL_Event e;
    SDL_zero(e);
    if (fcbt_finger) {
        e.type = SDL_FINGERMOTION;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * fcbt_k() / (float)fcbt_w;
        e.tfinger.y = y * fcbt_k() / (float)fcbt_h;
        e.tfinger.pressure = 1;
        fcbt_push(&e);
        return;
    }
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x * fcbt_k());
    e.motion.y = (int)lroundf(y * fcbt_k());
    e.motion.xrel = e.motion.x - lx;
    e.motion.yrel = e.motion.y - ly;
    lx = e.motion.x, ly = e.motion.y;
    fcbt_push(&e);
}

static inline void fcbt_button(bool down, float x, float y)
{
    if (fcbt_finger) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_FINGERDOWN : SDL_FINGERUP;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * fcbt_k() / (float)fcbt_w;
        e.tfinger.y = y * fcbt_k() / (float)fcbt_h;
        e.tfinger.pressure = down ? 1 : 0;
        fcbt_push(&e);
        return;
    }
    fcbt_motion(x, y);
    SDL_Event e = fixture_mouse_button(SDL_BUTTON_LEFT, down, x * fcbt_k(), y * fcbt_k());
    fcbt_push(&e);
}

static inline void fcbt_tap(float x, float y)
{
    fcbt_button(true, x, y);
    fcbt_button(false, x, y);
    fcbt_step();
}

static inline void fcbt_drag(float x0, float y0, float x1, float y1)
{
    fcbt_button(true, x0, y0);
    for (int i = 1; i <= 6; i++)
        fcbt_motion(x0 + (x1 - x0) * (float)i / 6, y0 + (y1 - y0) * (float)i / 6);
    fcbt_button(false, x1, y1);
    fcbt_step();
}

static inline fcb *fcbt_board(void)
{
    fcb *b = fcb_live();
    assert_non_null(b);
    fcbt_frame(); /* lays out and reads the match */
    return b;
}

static inline scene *fcbt_start(uint64_t seed, int players, int humans, int bot_level)
{
    const game_def *g = game_find("funcity");
    assert_non_null(g);
    setup_result r = {.seed = seed};
    snprintf(r.game_id, sizeof r.game_id, "funcity");
    game_params_default(g, &r.params, players);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Félix"};
    for (int i = 0; i < players; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i >= humans;
        r.seats[i].bot_level = bot_level;
        r.seats[i].device = i == fcbt_pad_seat ? IN_DEV_GAMEPAD : IN_DEV_MOUSE;
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("play_new: %s", why);
    scene_push(s);
    FCBT_P = (play *)s;
    fcbt_frame();
    return s;
}

static inline bool fcbt_lift_curtain(void);
/* A started game with its first curtain lifted (hot-seat: the first human's). */
static inline scene *fcbt_start_lifted(uint64_t seed, int players, int humans, int bot_level)
{
    scene *s = fcbt_start(seed, players, humans, bot_level);
    for (int i = 0; i < 4; i++) fcbt_step();
    fcbt_lift_curtain();
    fcbt_frame();
    return s;
}

/* The curtain between humans: wait out its guard, then tap it away. */
static inline bool fcbt_lift_curtain(void)
{
    if (strcmp(scene_top()->vt->name, "curtain") != 0) return false;
    SDL_Delay(320);
    fcbt_tap(640, 400);
    fcbt_step();
    return true;
}

#endif
