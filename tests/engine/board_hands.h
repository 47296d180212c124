/* board_hands.h: a board test's hands, for every game's board tests: a play scene of the real
 * host (bt_start: named players, humans first, then bots; one seat may play with a gamepad),
 * SDL mouse and finger events through the input layer (bt_tap, bt_drag...), steps and frames,
 * and the curtain between humans lifted as a person would. The game's own fixture adds where
 * its board draws things (infinitecity_board_fixture.h, funcity_board_fixture.h). */
#ifndef BOARD_HANDS_H
#define BOARD_HANDS_H
#include "fixture.h"
#include <math.h>
#include <string.h>
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

#define BT_DT (1.0 / 120)
static play *BT_P;
static long bt_steps;
static int bt_w = 1280, bt_h = 720;
static int bt_finger;        /* 1: the next gestures are a finger's, 0: the mouse's */
static int bt_pad_seat = -1; /* the seat that plays with the (virtual) gamepad, -1 none */

static inline const match *bt_m(void)
{
    return play_match(BT_P);
}

static inline void bt_frame(void)
{
    fixture_frame(bt_w, bt_h);
}

static inline void bt_step(void)
{
    fixture_step(BT_DT);
    if (++bt_steps % 240 == 0) bt_frame();
}

static inline void bt_push(SDL_Event *e)
{
    SDL_PushEvent(e);
    bt_step();
}

/* A key pressed and released, as SDL queues them (a step after each). */
static inline void bt_key(SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    bt_push(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    bt_push(&e);
}

/* logical units -> window points (the window is bt_w wide, logical 1280 wide) */
static inline float bt_k(void)
{
    return (float)bt_w / 1280.0f;
}

static inline void bt_motion(float x, float y)
{
    static int lx, ly;
    SDL_Event e;
    SDL_zero(e);
    if (bt_finger) {
        e.type = SDL_FINGERMOTION;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * bt_k() / (float)bt_w;
        e.tfinger.y = y * bt_k() / (float)bt_h;
        e.tfinger.pressure = 1;
        bt_push(&e);
        return;
    }
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x * bt_k());
    e.motion.y = (int)lroundf(y * bt_k());
    e.motion.xrel = e.motion.x - lx;
    e.motion.yrel = e.motion.y - ly;
    lx = e.motion.x, ly = e.motion.y;
    bt_push(&e);
}

static inline void bt_button(bool down, float x, float y)
{
    if (bt_finger) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_FINGERDOWN : SDL_FINGERUP;
        e.tfinger.touchId = 1;
        e.tfinger.fingerId = 1;
        e.tfinger.x = x * bt_k() / (float)bt_w;
        e.tfinger.y = y * bt_k() / (float)bt_h;
        e.tfinger.pressure = down ? 1 : 0;
        bt_push(&e);
        return;
    }
    bt_motion(x, y);
    SDL_Event e = fixture_mouse_button(SDL_BUTTON_LEFT, down, x * bt_k(), y * bt_k());
    bt_push(&e);
}

static inline void bt_tap(float x, float y)
{
    bt_button(true, x, y);
    bt_button(false, x, y);
    bt_step();
}

static inline void bt_drag(float x0, float y0, float x1, float y1)
{
    bt_button(true, x0, y0);
    for (int i = 1; i <= 6; i++)
        bt_motion(x0 + (x1 - x0) * (float)i / 6, y0 + (y1 - y0) * (float)i / 6);
    bt_button(false, x1, y1);
    bt_step();
}

static inline scene *bt_start(const char *id, uint64_t seed, int players, int humans, int bot_level)
{
    const game_def *g = game_find(id);
    assert_non_null(g);
    setup_result r = {.seed = seed};
    snprintf(r.game_id, sizeof r.game_id, "%s", id);
    game_params_default(g, &r.params, players);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Félix"};
    for (int i = 0; i < players; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i >= humans;
        r.seats[i].bot_level = bot_level;
        r.seats[i].device = i == bt_pad_seat ? IN_DEV_GAMEPAD : IN_DEV_MOUSE;
    }
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("play_new: %s", why);
    scene_push(s);
    BT_P = (play *)s;
    bt_frame();
    return s;
}

static inline bool bt_lift_curtain(void);
/* A started game with its first curtain lifted (hot-seat: the first human's). */
static inline scene *bt_start_lifted(const char *id, uint64_t seed, int players, int humans,
                                     int bot_level)
{
    scene *s = bt_start(id, seed, players, humans, bot_level);
    for (int i = 0; i < 4; i++) bt_step();
    bt_lift_curtain();
    bt_frame();
    return s;
}

/* The curtain between humans: wait out its guard, then tap it away. */
static inline bool bt_lift_curtain(void)
{
    if (strcmp(scene_top()->vt->name, "curtain") != 0) return false;
    SDL_Delay(320);
    bt_tap(640, 400);
    bt_step();
    return true;
}

#endif
