/* fixture.h: a hidden window with the renderer, input and widgets up, for engine tests that
 * draw scenes. English, reduced motion, default settings otherwise. */
#ifndef CB_TEST_FIXTURE_H
#define CB_TEST_FIXTURE_H
#include <SDL.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdio.h>
#include "core/i18n.h"
#include "input/input.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "games/game.h"
#include "scenes/scene.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

#define FIXTURE_FONT_DIR "/usr/share/fonts/truetype/dejavu/"

static inline int fixture_open(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    if (!plat_init(
            &(plat_desc){.title = "CityBox test", .width = 1280, .height = 720, .hidden = true}))
        return -1;
    char shaders[1200];
    snprintf(shaders, sizeof shaders, "%s/shaders", CITYBOX_SOURCE_DIR);
    if (!gfx_init(&(gfx_desc){.shader_dir = shaders,
                              .data_dir = CITYBOX_SOURCE_DIR,
                              .font_regular = FIXTURE_FONT_DIR "DejaVuSans.ttf",
                              .font_bold = FIXTURE_FONT_DIR "DejaVuSans-Bold.ttf"}))
        return -1;
    in_init();
    ui_init();
    settings_defaults(settings_get());
    settings_get()->reduced_motion = true; /* pushes and pops happen at once */
    return 0;
}

/* Heap in use (glibc's count over every arena and its mmap'd blocks; the GL driver's textures
 * included), kB. llvmpipe's own caches move it in steps of about 5 MB from one machine (and
 * thread count, LP_NUM_THREADS) to another: tests compare it with what a leak would leave. */
static inline long fixture_heap_kb(void)
{
    struct mallinfo2 m = mallinfo2();
    return (long)((m.uordblks + m.hblkhd) / 1024); /* the arenas' and the mmap'd blocks' */
}

/* A game's setup with every seat a bot at level ("Bot 1", "Bot 2"...), as attract mode deals. */
static inline setup_result fixture_bots_setup(const char *game_id, uint64_t seed, int players,
                                              int level)
{
    setup_result r = {.seed = seed};
    snprintf(r.game_id, sizeof r.game_id, "%s", game_id);
    game_params_default(game_find(game_id), &r.params, players);
    for (int i = 0; i < players; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "Bot %d", i + 1);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = true;
        r.seats[i].bot_level = level;
    }
    return r;
}

/* One frame of the scene stack at w x h pixels (logical 1280 wide), with the overlay. */
static inline void fixture_frame(int w, int h)
{
    gfx_begin_frame(w, h, (float)w / 1280.0f);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

/* One step of the app's loop: SDL's events through the input layer and the scenes, the seats'
 * cursors (pads, keyboard halves), then dt seconds of widget and scene time. */
static inline void fixture_step(double dt)
{
    in_event evs[32];
    SDL_Event ev;
    SDL_PumpEvents();
    while (SDL_PollEvent(&ev)) {
        int n = in_translate(&ev, evs, 32);
        for (int i = 0; i < n; i++) scene_dispatch(&evs[i]);
    }
    int n = in_update(dt, evs, 32);
    for (int i = 0; i < n; i++) scene_dispatch(&evs[i]);
    ui_tick(dt);
    scene_tick(dt);
}

/* Gamepads in a test: the hidden test window is never focused (SDL drops pad input without the
 * hint), and the app starts the gamepad subsystem after its first frame (plat_init_late). */
static inline void fixture_enable_pads(void)
{
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    plat_init_late();
}

/* A virtual SDL gamepad standing in for a real one, opened by the input layer (a few steps of
 * dt). NULL when SDL cannot make one (the caller skips). *index: its device index. */
static inline SDL_Joystick *fixture_attach_pad(int *index, double dt)
{
    SDL_VirtualJoystickDesc d;
    SDL_zero(d);
    d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    d.naxes = SDL_CONTROLLER_AXIS_MAX;
    d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    d.name = "CityBox virtual pad";
    *index = SDL_JoystickAttachVirtualEx(&d);
    if (*index < 0) return NULL;
    SDL_Joystick *joy = SDL_JoystickOpen(*index);
    for (int i = 0; i < 4; i++) fixture_step(dt); /* SDL_CONTROLLERDEVICEADDED: opened */
    return joy;
}

/* Steers seat's on-screen cursor to (x, y) with a virtual pad's left stick, slowing down near
 * the target, one step() per stick reading; the stick is let go after. Returns the distance
 * left (under 2.5 once there). */
static inline float fixture_steer(SDL_Joystick *joy, int seat, float x, float y, void (*step)(void))
{
    for (int i = 0; i < 4000; i++) {
        in_cursor c = in_seat_cursor(seat);
        float dx = x - c.x, dy = y - c.y, d = SDL_sqrtf(dx * dx + dy * dy);
        if (d < 2.5f) break;
        float k = d > 60 ? 1 : (0.3f + 0.7f * d / 60) * d / SDL_max(SDL_fabsf(dx), SDL_fabsf(dy));
        SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTX, (Sint16)(32767 * k * dx / d));
        SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, (Sint16)(32767 * k * dy / d));
        step();
    }
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTX, 0);
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 0);
    step();
    step();
    in_cursor c = in_seat_cursor(seat);
    return SDL_sqrtf((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y));
}

/* A mouse button event at window point (x, y), as SDL would queue it. */
static inline SDL_Event fixture_mouse_button(int button, bool down, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = (Uint8)button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = (int)(x + (x < 0 ? -0.5f : 0.5f));
    e.button.y = (int)(y + (y < 0 ? -0.5f : 0.5f));
    return e;
}

static inline int fixture_close(void)
{
    scene_clear();
    ui_shutdown();
    in_shutdown();
    gfx_shutdown();
    plat_shutdown();
    return 0;
}

#endif
