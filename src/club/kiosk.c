/* kiosk.c: club mode's kiosk lock: the state (kept in the settings file: the lock, the PIN's
 * record, the wrong PINs and the wait), the PIN's hash (libsodium's Argon2id), the lock's clock,
 * and the hooks the main loop calls (quit refusal, the corner long press and its ring, chords). */
#include "club/kiosk.h"
#include "club/club.h"
#include "core/fsutil.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "play/play.h"
#include "scenes/scene.h"
#include "ui/theme.h"
#include "ui/ui.h"
#include <SDL.h>
#include <inttypes.h>
#include <math.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

_Static_assert(crypto_pwhash_STRBYTES <= SETTINGS_PIN_LEN, "the settings' PIN record is too short");

static bool pressing;     /* a press on the unlock corner is being timed */
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

/* ---- the PIN's record ---------------------------------------------------------------------- */
static bool sodium_ready(void)
{
    static bool ok;
    if (!ok) ok = sodium_init() >= 0; /* 1: already done; thread-safe, cheap */
    if (!ok) LOG_E("kiosk: libsodium cannot start");
    return ok;
}

bool kiosk_pin_hash(const char *pin, char *out, size_t n)
{
    if (n) out[0] = 0;
    if (!kiosk_pin_valid(pin) || n < crypto_pwhash_STRBYTES || !sodium_ready()) return false;
    return crypto_pwhash_str(out, pin, strlen(pin), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                             crypto_pwhash_MEMLIMIT_INTERACTIVE) == 0;
}

/* The record CityBox 0.1 wrote: "salt:hash", 16 hex digits each, the hash FNV-1a 64 iterated
 * 20,000 times over the salt and the PIN. Read so a lock set then still opens; the first right
 * PIN replaces it (kiosk_unlock). */
static bool is_old_record(const char *record)
{
    return strlen(record) == 33 && record[16] == ':';
}

static bool old_record_matches(const char *pin, const char *record)
{
    uint64_t salt = 0, h = HASH_SEED;
    char mine[40];
    if (sscanf(record, "%16" SCNx64, &salt) != 1) return false;
    for (int i = 0; i < 20000; i++) {
        h = hash_bytes(h, &salt, sizeof salt);
        h = hash_bytes(h, pin, strlen(pin));
    }
    snprintf(mine, sizeof mine, "%016" PRIx64 ":%016" PRIx64, salt, h);
    return strcmp(mine, record) == 0;
}

bool kiosk_pin_matches(const char *pin, const char *record)
{
    if (!kiosk_pin_valid(pin) || !record || !settings_pin_record_ok(record)) return false;
    if (is_old_record(record)) return old_record_matches(pin, record);
    return sodium_ready() && crypto_pwhash_str_verify(record, pin, strlen(pin)) == 0;
}

/* ---- the lock's clock and the wait --------------------------------------------------------- */
static double (*clock_fn)(void);
static double epoch_base; /* kiosk_now() - clock */
static bool based;

static double ticks(void)
{
    return (double)SDL_GetTicks64() / 1000.0;
}

void kiosk_set_clock(double (*clock)(void))
{
    clock_fn = clock;
    based = false;
}

double kiosk_now(void)
{
    double c = clock_fn ? clock_fn() : ticks();
    if (!based) {
        epoch_base = (double)time(NULL) - c;
        based = true;
    }
    return epoch_base + c;
}

int kiosk_wait_after(int fails)
{
    static const int waits[] = {30, 60, 120, 300, 600, 900};
    enum { N = sizeof waits / sizeof waits[0] };
    if (fails <= KIOSK_FREE_TRIES) return 0;
    int i = fails - KIOSK_FREE_TRIES - 1;
    return waits[i < N ? i : N - 1];
}

int kiosk_fails(void)
{
    return settings_get()->kiosk_fails;
}

double kiosk_wait_left(void)
{
    settings *s = settings_get();
    double now = kiosk_now(), left = s->kiosk_wait_until - now;
    if (left <= 0) return 0;
    /* longer than the wait it can be: the clock went back (or the file came from a machine
     * ahead of this one): the wait is counted from now, never beyond its length */
    double most = kiosk_wait_after(s->kiosk_fails) + 1;
    if (left > most) {
        s->kiosk_wait_until = ceil(now + most - 1);
        left = s->kiosk_wait_until - now;
    }
    return left;
}

/* ---- locking and unlocking ----------------------------------------------------------------- */
static void grab(bool on)
{
    SDL_Window *w = SDL_GL_GetCurrentWindow();
    if (w) SDL_SetWindowKeyboardGrab(w, on ? SDL_TRUE : SDL_FALSE);
}

const char *kiosk_save_dir(void)
{
    static char dir[1100];
    if (!kiosk_locked()) return plat_pref_dir();
    snprintf(dir, sizeof dir, "%sclub/", plat_pref_dir());
    if (!fs_mkdirs(dir)) LOG_W("kiosk: cannot make %s: visitors' games will not be saved", dir);
    return dir;
}

/* Games started from now save where the lock says (attract mode sets its own while it runs). */
static void saves_follow_lock(void)
{
    if (!club_attract_active()) play_set_autosave(kiosk_save_dir());
}

bool kiosk_lock(const char *pin)
{
    settings *s = settings_get();
    char record[SETTINGS_PIN_LEN];
    if (!kiosk_pin_hash(pin, record, sizeof record)) return false;
    if (!s->kiosk_locked) s->kiosk_fullscreen_before = s->fullscreen;
    memcpy(s->kiosk_pin, record, sizeof s->kiosk_pin);
    sodium_memzero(record, sizeof record);
    s->kiosk_locked = true;
    s->kiosk_fails = 0;
    s->kiosk_wait_until = 0;
    s->fullscreen = true;
    settings_apply(); /* saved at once (atomically, 0600), fullscreen applied */
    grab(true);
    saves_follow_lock();
    LOG_I("kiosk: locked");
    return true;
}

kiosk_try kiosk_unlock(const char *pin)
{
    settings *s = settings_get();
    if (!s->kiosk_locked) return KIOSK_OPENED;
    double left = kiosk_wait_left();
    if (left > 0) {
        LOG_W("kiosk: a PIN typed with %.0f s of the wait left was not looked at", ceil(left));
        return KIOSK_WAITING;
    }
    if (!kiosk_pin_matches(pin, s->kiosk_pin)) {
        if (s->kiosk_fails < 1000) s->kiosk_fails++;
        int wait = kiosk_wait_after(s->kiosk_fails);
        s->kiosk_wait_until = wait ? ceil(kiosk_now() + wait) : 0;
        settings_apply(); /* kept: Cancel, the pad again or a restart do not forget it */
        LOG_W("kiosk: wrong PIN (%d in a row), still locked; the pad waits %d s", s->kiosk_fails,
              wait);
        return KIOSK_WRONG;
    }
    if (is_old_record(s->kiosk_pin)) {
        char record[SETTINGS_PIN_LEN];
        if (kiosk_pin_hash(pin, record, sizeof record)) {
            memcpy(s->kiosk_pin, record, sizeof s->kiosk_pin);
            LOG_I("kiosk: the PIN's older record (FNV-1a) replaced by an Argon2id one");
        }
    }
    s->kiosk_locked = false;
    s->kiosk_fails = 0;
    s->kiosk_wait_until = 0;
    s->fullscreen = s->kiosk_fullscreen_before; /* what the organiser had before locking */
    settings_apply();
    grab(false);
    saves_follow_lock();
    LOG_I("kiosk: unlocked");
    return KIOSK_OPENED;
}

void kiosk_start(void)
{
    /* SDL2's names (SDL_HINT_ALLOW_ALT_TAB_WHILE_FULLSCREEN does not exist in SDL2: Alt+Tab is
     * governed by ..._WHILE_GRABBED, with the keyboard grabbed while locked) */
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    SDL_SetHint(SDL_HINT_ALLOW_ALT_TAB_WHILE_GRABBED, "0");
    SDL_DisableScreenSaver(); /* SDL_HINT_VIDEO_ALLOW_SCREENSAVER's default, made sure */
    settings *s = settings_get();
    if (s->kiosk_pin[0]) settings_apply(); /* a file an older CityBox wrote 0644 becomes 0600 */
    if (!kiosk_locked()) return;
    LOG_I("kiosk: locked (from the settings): fullscreen, no Quit, no Settings");
    if (is_old_record(s->kiosk_pin))
        LOG_W("kiosk: the PIN is kept in an older, weaker form: the next unlock replaces it");
    if (s->kiosk_fails) LOG_I("kiosk: %d wrong PINs in a row so far", s->kiosk_fails);
    if (!plat_fullscreen()) plat_set_fullscreen(true);
    grab(true);
}

bool kiosk_refuse_quit(void)
{
    if (!kiosk_locked()) return false;
    LOG_W("kiosk: quit request refused while locked (the organiser unlocks first)");
    return true;
}

/* ---- the unlock corner and the chords ------------------------------------------------------ */
static void open_pad(kiosk_pad_mode mode)
{
    scene *top = scene_top();
    if (top && strcmp(top->vt->name, "pin-pad") == 0) return;
    scene *s = kiosk_pad_new(mode);
    if (s) scene_push(s);
}

/* The bottom-left corner, in window points: no screen has a control there (Back and Menu sit at
 * the top left). */
static bool in_corner(int x, int y)
{
    int w = 0, h = 0;
    plat_window_size(&w, &h);
    return x >= 0 && x < KIOSK_CORNER && y < h && y >= h - KIOSK_CORNER;
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

/* Part of a ring, clockwise from the top: k of a whole turn, in short strokes. */
static void arc(float cx, float cy, float r, float k, float thick, gfx_color c)
{
    enum { STEPS = 60 };
    const float turn = 6.2831853f;
    for (int i = 0; i < STEPS && (float)i < k * STEPS; i++) {
        float a0 = turn * (float)i / STEPS - turn / 4;
        float a1 = turn * fminf((float)(i + 1) / STEPS, k) - turn / 4;
        gfx_line(cx + r * cosf(a0), cy + r * sinf(a0), cx + r * cosf(a1), cy + r * sinf(a1), thick,
                 c);
    }
}

/* While the corner is held: a ring that fills in the 3 seconds, and what it is for. */
void kiosk_draw(void)
{
    if (!pressing) return;
    float k = (float)((ui_time() - press_from) / (KIOSK_HOLD_MS / 1000.0));
    k = k < 0 ? 0 : k > 1 ? 1 : k;
    float H = gfx_height(), r = 30, cx = 16 + r, cy = H - 16 - r;
    gfx_circle(cx, cy, r + 6, GFX_RGBA(10, 16, 32, 215));
    gfx_circle_outline(cx, cy, r, 5, UI_COL_TEXT_SOFT);
    arc(cx, cy, r, k, 6, UI_COL_ACCENT);
    const char *t = _("Organiser: keep holding to unlock");
    float w = gfx_text_width(t, UI_FONT_BODY, GFX_BOLD) + 28;
    gfx_rect box = {cx + r + 14, cy - 20, w, 40};
    gfx_rrect(box, 20, GFX_RGBA(10, 16, 32, 215));
    gfx_text_styled(t, box.x + 14, cy, UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
}
