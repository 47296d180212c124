/* kiosk.c: club mode's kiosk lock: the state (kept in the settings file), the PIN's salted
 * hash, and the hooks the main loop calls (quit refusal, the corner long press, key chords). */
#include "club/kiosk.h"
#include "core/hash.h"
#include "core/log.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "scenes/scene.h"
#include "ui/ui.h"
#include <SDL.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

enum { HASH_ROUNDS = 20000 };

static bool pressing;     /* a press on the top-left corner is being timed */
static double press_from; /* ui_time() at the press (simulated time in scripted runs) */
static SDL_FingerID press_finger;
static bool press_is_finger;

bool kiosk_locked(void)
{
    return settings_get()->kiosk_locked;
}

bool kiosk_pin_valid(const char *pin)
{
    size_t n = pin ? strlen(pin) : 0;
    return n >= KIOSK_PIN_MIN && n <= KIOSK_PIN_MAX && strspn(pin, "0123456789") == n;
}

void kiosk_pin_hash(const char *pin, uint64_t salt, char out[40])
{
    uint64_t h = HASH_SEED;
    size_t n = strlen(pin);
    for (int i = 0; i < HASH_ROUNDS; i++) { /* slow enough to make guessing from the file cost */
        h = hash_bytes(h, &salt, sizeof salt);
        h = hash_bytes(h, pin, n);
    }
    snprintf(out, 40, "%016" PRIx64 ":%016" PRIx64, salt, h);
}

bool kiosk_pin_matches(const char *pin, const char *stored)
{
    char mine[40];
    uint64_t salt = 0;
    if (!kiosk_pin_valid(pin) || !stored || sscanf(stored, "%16" SCNx64, &salt) != 1) return false;
    kiosk_pin_hash(pin, salt, mine);
    return strcmp(mine, stored) == 0;
}

static uint64_t fresh_salt(void)
{
    uint64_t s = SDL_GetPerformanceCounter() ^ ((uint64_t)SDL_GetTicks() << 32);
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        uint64_t r = 0;
        if (fread(&r, sizeof r, 1, f) == 1) s ^= r;
        fclose(f);
    }
    return s ? s : 1;
}

static void grab(bool on)
{
    SDL_Window *w = SDL_GL_GetCurrentWindow();
    if (w) SDL_SetWindowKeyboardGrab(w, on ? SDL_TRUE : SDL_FALSE);
}

bool kiosk_lock(const char *pin)
{
    if (!kiosk_pin_valid(pin)) return false;
    settings *s = settings_get();
    kiosk_pin_hash(pin, fresh_salt(), s->kiosk_pin);
    s->kiosk_locked = true;
    s->fullscreen = true;
    settings_apply(); /* saved at once (atomically), fullscreen applied */
    grab(true);
    LOG_I("kiosk: locked");
    return true;
}

bool kiosk_unlock(const char *pin)
{
    settings *s = settings_get();
    if (!s->kiosk_locked) return true;
    if (!kiosk_pin_matches(pin, s->kiosk_pin)) {
        LOG_W("kiosk: wrong PIN, still locked");
        return false;
    }
    s->kiosk_locked = false;
    settings_apply();
    grab(false);
    LOG_I("kiosk: unlocked");
    return true;
}

void kiosk_start(void)
{
    /* SDL2's names (SDL_HINT_ALLOW_ALT_TAB_WHILE_FULLSCREEN does not exist in SDL2: Alt+Tab is
     * governed by ..._WHILE_GRABBED, with the keyboard grabbed while locked) */
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    SDL_SetHint(SDL_HINT_ALLOW_ALT_TAB_WHILE_GRABBED, "0");
    SDL_DisableScreenSaver(); /* SDL_HINT_VIDEO_ALLOW_SCREENSAVER's default, made sure */
    if (!kiosk_locked()) return;
    LOG_I("kiosk: locked (from the settings): fullscreen, no Quit, no Settings");
    if (!plat_fullscreen()) plat_set_fullscreen(true);
    grab(true);
}

bool kiosk_refuse_quit(void)
{
    if (!kiosk_locked()) return false;
    LOG_W("kiosk: quit request refused while locked (the organiser unlocks first)");
    return true;
}

static void open_pad(kiosk_pad_mode mode)
{
    scene *top = scene_top();
    if (top && strcmp(top->vt->name, "pin-pad") == 0) return;
    scene *s = kiosk_pad_new(mode);
    if (s) scene_push(s);
}

static bool in_corner(int x, int y)
{
    return x >= 0 && y >= 0 && x < KIOSK_CORNER && y < KIOSK_CORNER;
}

bool kiosk_sdl_event(const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_KEYDOWN: {
        Uint16 m = ev->key.keysym.mod;
        bool chord = (m & KMOD_CTRL) && (m & KMOD_ALT) && (m & KMOD_SHIFT) && !ev->key.repeat;
        if (chord && ev->key.keysym.sym == SDLK_u && kiosk_locked()) {
            open_pad(KIOSK_PAD_UNLOCK);
            return true;
        }
        if (chord && ev->key.keysym.sym == SDLK_l && !kiosk_locked()) {
            open_pad(KIOSK_PAD_CHOOSE);
            return true;
        }
        return false;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.which == SDL_TOUCH_MOUSEID || ev->button.button != SDL_BUTTON_LEFT) break;
        if (kiosk_locked() && in_corner(ev->button.x, ev->button.y)) {
            pressing = true;
            press_is_finger = false;
            press_from = ui_time();
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (!press_is_finger) pressing = false;
        break;
    case SDL_MOUSEMOTION:
        if (pressing && !press_is_finger && !in_corner(ev->motion.x, ev->motion.y))
            pressing = false;
        break;
    case SDL_FINGERDOWN: {
        int w = 0, h = 0;
        plat_window_size(&w, &h);
        if (kiosk_locked() &&
            in_corner((int)(ev->tfinger.x * (float)w), (int)(ev->tfinger.y * (float)h))) {
            pressing = true;
            press_is_finger = true;
            press_finger = ev->tfinger.fingerId;
            press_from = ui_time();
        }
        break;
    }
    case SDL_FINGERUP:
        if (press_is_finger && ev->tfinger.fingerId == press_finger) pressing = false;
        break;
    default: break;
    }
    return false;
}

void kiosk_poll(void)
{
    if (!pressing) return;
    if (!kiosk_locked()) {
        pressing = false;
        return;
    }
    if (ui_time() - press_from >= KIOSK_HOLD_MS / 1000.0) {
        pressing = false;
        LOG_I("kiosk: corner held %d s: the PIN pad", KIOSK_HOLD_MS / 1000);
        open_pad(KIOSK_PAD_UNLOCK);
    }
}

bool kiosk_busy(void)
{
    return pressing;
}
