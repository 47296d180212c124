/* icb_fixture.h: the Infinite City board tests' hands: a play scene of the real host, SDL mouse
 * and finger events through the input layer, and the board's own idea of where things are
 * (icb_live) to aim them. */
#ifndef ICB_FIXTURE_H
#define ICB_FIXTURE_H
#include "fixture.h"
#include <math.h>
#include <string.h>
#include "games/infinitecity/board/icb_int.h"
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

#define ICBT_DT (1.0 / 120)
static play *ICBT_P;
static long icbt_steps;
static int icbt_w = 1280, icbt_h = 720;
static int icbt_finger; /* 1: the next gestures are a finger's, 0: the mouse's */

static inline const match *icbt_m(void)
{
    return play_match(ICBT_P);
}

static inline void icbt_frame(void)
{
    fixture_frame(icbt_w, icbt_h);
}

static inline void icbt_step(void)
{
    fixture_step(ICBT_DT);
    if (++icbt_steps % 240 == 0) icbt_frame();
}

static inline void icbt_push(SDL_Event *e)
{
    SDL_PushEvent(e);
    icbt_step();
}

/* logical units -> window points (the window is icbt_w wide, logical 1280 wide) */
static inline float icbt_k(void)
{
    return (float)icbt_w / 1280.0f;
}

static inline void icbt_motion(float x, float y)
{
    static int lx, ly;
    SDL_Event e;
    SDL_zero(e);
    if (icbt_finger) {
        e.type = SDL_FINGERMOTION;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * icbt_k() / (float)icbt_w;
        e.tfinger.y = y * icbt_k() / (float)icbt_h;
        e.tfinger.pressure = 1;
        icbt_push(&e);
        return;
    }
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x * icbt_k());
    e.motion.y = (int)lroundf(y * icbt_k());
    e.motion.xrel = e.motion.x - lx;
    e.motion.yrel = e.motion.y - ly;
    lx = e.motion.x, ly = e.motion.y;
    icbt_push(&e);
}

static inline void icbt_button(bool down, float x, float y)
{
    if (icbt_finger) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_FINGERDOWN : SDL_FINGERUP;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * icbt_k() / (float)icbt_w;
        e.tfinger.y = y * icbt_k() / (float)icbt_h;
        e.tfinger.pressure = down ? 1 : 0;
        icbt_push(&e);
        return;
    }
    icbt_motion(x, y);
    SDL_Event e = fixture_mouse_button(SDL_BUTTON_LEFT, down, x * icbt_k(), y * icbt_k());
    icbt_push(&e);
}

static inline void icbt_tap(float x, float y)
{
    icbt_button(true, x, y);
    icbt_button(false, x, y);
    icbt_step();
}

static inline void icbt_drag(float x0, float y0, float x1, float y1)
{
    icbt_button(true, x0, y0);
    for (int i = 1; i <= 6; i++)
        icbt_motion(x0 + (x1 - x0) * (float)i / 6, y0 + (y1 - y0) * (float)i / 6);
    icbt_button(false, x1, y1);
    icbt_step();
}

static inline icb *icbt_board(void)
{
    icb *b = icb_live();
    assert_non_null(b);
    icbt_frame(); /* lays out and reads the match */
    return b;
}

static inline scene *icbt_start(uint64_t seed, int players, int humans, int bot_level)
{
    const game_def *g = game_find("infinitecity");
    assert_non_null(g);
    setup_result r = {.seed = seed};
    snprintf(r.game_id, sizeof r.game_id, "infinitecity");
    game_params_default(g, &r.params, players);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Félix"};
    for (int i = 0; i < players; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i >= humans;
        r.seats[i].bot_level = bot_level;
        r.seats[i].device = IN_DEV_MOUSE;
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("play_new: %s", why);
    scene_push(s);
    ICBT_P = (play *)s;
    icbt_frame();
    return s;
}

static inline bool icbt_lift_curtain(void);
/* A started game with its first curtain lifted (hot-seat: the first human's). */
static inline scene *icbt_start_lifted(uint64_t seed, int players, int humans, int bot_level)
{
    scene *s = icbt_start(seed, players, humans, bot_level);
    for (int i = 0; i < 4; i++) icbt_step();
    icbt_lift_curtain();
    icbt_frame();
    return s;
}

/* The curtain between humans: wait out its guard, then tap it away. */
static inline bool icbt_lift_curtain(void)
{
    if (strcmp(scene_top()->vt->name, "curtain") != 0) return false;
    SDL_Delay(320);
    icbt_tap(640, 400);
    icbt_step();
    return true;
}

#endif
