/* attract_input.c: the raw input club mode sees before the scenes do (club_sdl_event): any
 * touch, click, key or pad button during the show asks "Play this game?" and goes no further
 * (nor does its release, nor, for a touch, the mouse events SDL makes from it); moves and wheels
 * are swallowed so the show stays untouched. Every input also restarts the idle timers: the
 * visitor's (attract.c) and the menu's, after which attract mode starts by itself when the
 * organiser turned that on (a real-time timer: the loop sleeps on an idle menu and asks
 * club_wake_ms how long it may). Ctrl+Shift+L leaves club mode. */
#include "club/attract_int.h"
#include "club/kiosk.h"
#include "platform/settings.h"
#include "scenes/scene.h"
#include <SDL.h>
#include <string.h>

enum { TOUCH_QUIET_MS = 500 };

static struct {
    Uint64 last_input_ms;     /* the menu's idle timer */
    bool eat_release;         /* the release of the click, key or button that woke the show */
    Uint64 touch_quiet_until; /* a touch that woke the show: its finger and mouse echoes */
} I;

void attract_input_idle_restart(void)
{
    I.last_input_ms = SDL_GetTicks64();
}

static bool is_input(Uint32 type)
{
    return type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP || type == SDL_MOUSEMOTION ||
           type == SDL_MOUSEWHEEL || type == SDL_FINGERDOWN || type == SDL_FINGERUP ||
           type == SDL_FINGERMOTION || type == SDL_KEYDOWN || type == SDL_KEYUP ||
           type == SDL_TEXTINPUT || type == SDL_CONTROLLERBUTTONDOWN ||
           type == SDL_CONTROLLERBUTTONUP || type == SDL_CONTROLLERAXISMOTION ||
           type == SDL_MULTIGESTURE;
}

static bool touch_kind(const union SDL_Event *ev)
{
    Uint32 t = ev->type;
    if (t == SDL_FINGERDOWN || t == SDL_FINGERUP || t == SDL_FINGERMOTION) return true;
    if (t == SDL_MOUSEBUTTONDOWN || t == SDL_MOUSEBUTTONUP)
        return ev->button.which == SDL_TOUCH_MOUSEID;
    return t == SDL_MOUSEMOTION && ev->motion.which == SDL_TOUCH_MOUSEID;
}

bool club_sdl_event(const union SDL_Event *ev)
{
    Uint32 type = ev->type;
    if (!is_input(type)) return false;
    I.last_input_ms = SDL_GetTicks64();
    attract_touched();
    if (!club_attract_active()) return false;
    Uint16 mod = ev->key.keysym.mod;
    if (type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_l && (mod & KMOD_CTRL) &&
        (mod & KMOD_SHIFT) && !(mod & KMOD_ALT)) {
        /* the organiser's way out; locked, a visitor cannot leave the show */
        if (!kiosk_locked()) club_attract_stop();
        return true;
    }
    if (touch_kind(ev) && I.last_input_ms < I.touch_quiet_until) return true;
    if (I.eat_release &&
        (type == SDL_MOUSEBUTTONUP || type == SDL_KEYUP || type == SDL_CONTROLLERBUTTONUP)) {
        I.eat_release = false;
        return true;
    }
    if (!attract_showing()) return false;
    switch (type) {
    /* A lone visitor on the mouse seat plays with the mouse, touch (no zone claims it) and the
     * keyboard's arrows and Enter alike; a pad is a device of its own. */
    case SDL_MOUSEBUTTONDOWN:
    case SDL_FINGERDOWN:
        if (touch_kind(ev)) {
            I.touch_quiet_until = I.last_input_ms + TOUCH_QUIET_MS;
            attract_ask(IN_DEV_MOUSE, 0, "touch");
            return true;
        }
        attract_ask(IN_DEV_MOUSE, 0, "mouse");
        break;
    case SDL_KEYDOWN:
        if (ev->key.repeat) return true;
        attract_ask(IN_DEV_MOUSE, 0, "keyboard");
        break;
    case SDL_CONTROLLERBUTTONDOWN: attract_ask(IN_DEV_GAMEPAD, 0, "pad"); break;
    default: return true; /* moves and wheels: the show goes on untouched */
    }
    I.eat_release = true;
    return true;
}

int club_wake_ms(void)
{
    int minutes = settings_get()->attract_idle_minutes;
    scene *top = scene_top();
    if (club_attract_active() || minutes <= 0 || scene_depth() != 1 || !top ||
        strcmp(top->vt->name, "menu") != 0)
        return -1;
    Uint64 due = I.last_input_ms + (Uint64)minutes * 60000u, now = SDL_GetTicks64();
    return now >= due ? 0 : (int)(due - now);
}
