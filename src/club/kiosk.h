/* kiosk.h: club mode's kiosk lock. While locked: fullscreen, no Quit and no Settings for
 * visitors (the menu and the pause overlay hide them, Escape on the menu asks nothing), a quit
 * request from the window system (Alt+F4, the close button, SIGTERM) is refused and logged, no
 * screen saver, no minimising on focus loss, Alt+Tab not handled while the keyboard is grabbed,
 * and games save apart (club/ in the saves folder): the menu offers visitors their own games,
 * never the organiser's.
 * The organiser unlocks with a long press (3 s, a ring fills) on the bottom-left corner, or the
 * key chord Ctrl+Alt+Shift+U, then the PIN chosen when locking (4 to 8 digits). The PIN is kept in
 * the settings file as libsodium's crypto_pwhash_str (Argon2id, interactive limits), never in
 * clear. Wrong PINs are counted in the settings file too, with the time before which the pad takes
 * none: after the third wrong PIN in a row the pad waits 30 s, and after each further one longer
 * (kiosk_wait_after), across Cancel, reopening the pad and restarts. Ctrl+Alt+Shift+L (or the
 * ladder screen's button) locks. The lock lives in the settings file, so it survives a restart.
 * What it stops: visitors at the screen. Not someone with a shell or who can reboot the machine
 * (README.md, Club mode). */
#ifndef CB_CLUB_KIOSK_H
#define CB_CLUB_KIOSK_H
#include <stdbool.h>
#include <stddef.h>

union SDL_Event;
struct scene;

enum {
    KIOSK_PIN_MIN = 4,
    KIOSK_PIN_MAX = 8,
    KIOSK_HOLD_MS = 3000,
    KIOSK_CORNER = 64,    /* the unlock corner's side, in window points */
    KIOSK_FREE_TRIES = 2, /* wrong PINs in a row before the pad starts to wait */
};

bool kiosk_locked(void);
bool kiosk_pin_valid(const char *pin); /* 4 to 8 digits */
/* The record of pin to keep (crypto_pwhash_str: Argon2id, interactive limits, a fresh salt);
 * false when pin is not a valid PIN or libsodium fails (out of memory). */
bool kiosk_pin_hash(const char *pin, char *out, size_t n);
/* Whether pin opens record (crypto_pwhash_str_verify; the older FNV-1a form too). */
bool kiosk_pin_matches(const char *pin, const char *record);
bool kiosk_lock(const char *pin); /* false: not a valid PIN. Saves the settings, fullscreen */

typedef enum kiosk_try {
    KIOSK_OPENED,  /* the right PIN: unlocked, the organiser's fullscreen setting back */
    KIOSK_WRONG,   /* a wrong PIN: counted (and saved), perhaps a wait from now */
    KIOSK_WAITING, /* a PIN typed while the pad waits: not even looked at */
} kiosk_try;
kiosk_try kiosk_unlock(const char *pin); /* logged either way */
/* Seconds before the pad takes a PIN again (0: now), on the lock's clock. */
double kiosk_wait_left(void);
/* The wait after the fails-th wrong PIN in a row: none for the first KIOSK_FREE_TRIES, then 30 s,
 * 1, 2, 5, 10 and 15 minutes (and 15 from then on). */
int kiosk_wait_after(int fails);
int kiosk_fails(void); /* wrong PINs in a row since the last unlock */

/* The lock's clock: seconds since 1970 (UTC), the wall clock read once then moved on by a
 * monotonic one (changing the system clock during a run does not shorten a wait). Scripted runs
 * give it their simulated seconds (the app's loop): clock() is then the seconds since start. */
double kiosk_now(void);
void kiosk_set_clock(double (*clock)(void)); /* NULL: SDL's monotonic ticks */

/* The folder games are saved to now: the saves folder, or its club/ folder while locked (and in
 * attract mode's visitor games). Ends with a separator. */
const char *kiosk_save_dir(void);

/* The app's hooks (src/app/loop.c). */
void kiosk_start(void);                          /* after the window: hints, fullscreen if locked */
bool kiosk_refuse_quit(void);                    /* SDL_QUIT: true (and a log line) when locked */
bool kiosk_sdl_event(const union SDL_Event *ev); /* corner press, chords; true: consumed */
void kiosk_poll(void);                           /* each frame: the long press's timer */
bool kiosk_busy(void);                           /* a long press is being timed */
void kiosk_draw(void); /* the long press's ring (club_draw calls it, over the scenes) */

/* The PIN pad (kiosk_pad.c): "pin-pad". */
typedef enum kiosk_pad_mode { KIOSK_PAD_UNLOCK, KIOSK_PAD_CHOOSE } kiosk_pad_mode;
struct scene *kiosk_pad_new(kiosk_pad_mode mode);

#endif
