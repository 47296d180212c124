/* kiosk.h: club mode's kiosk lock. While locked: fullscreen, no Quit and no Settings for
 * visitors (the menu and the pause overlay hide them, Escape on the menu asks nothing), a quit
 * request from the window system (Alt+F4, the close button, SIGTERM) is refused and logged, no
 * screen saver, no minimising on focus loss, Alt+Tab not handled while the keyboard is grabbed.
 * The organiser unlocks with a long press (3 s) on the top-left corner, or the key chord
 * Ctrl+Alt+Shift+U, then the PIN chosen when locking (4 to 8 digits; stored in the settings file
 * as a salted hash, never in clear). Ctrl+Alt+Shift+L (or the ladder screen's button) locks.
 * The lock lives in the settings file, so it survives a restart. */
#ifndef CB_CLUB_KIOSK_H
#define CB_CLUB_KIOSK_H
#include <stdbool.h>
#include <stdint.h>

union SDL_Event;
struct scene;

enum { KIOSK_PIN_MIN = 4, KIOSK_PIN_MAX = 8, KIOSK_HOLD_MS = 3000, KIOSK_CORNER = 64 };

bool kiosk_locked(void);
bool kiosk_pin_valid(const char *pin); /* 4 to 8 digits */
/* "salt:hash" (16 hex digits each) of pin: FNV-1a 64 (core/hash.h) over salt and PIN, iterated */
void kiosk_pin_hash(const char *pin, uint64_t salt, char out[40]);
bool kiosk_pin_matches(const char *pin, const char *stored);
bool kiosk_lock(const char *pin);   /* false: not a valid PIN. Saves the settings, fullscreen */
bool kiosk_unlock(const char *pin); /* false: wrong PIN (logged) */

/* The app's hooks (src/app/loop.c). */
void kiosk_start(void);                          /* after the window: hints, fullscreen if locked */
bool kiosk_refuse_quit(void);                    /* SDL_QUIT: true (and a log line) when locked */
bool kiosk_sdl_event(const union SDL_Event *ev); /* corner press, chords; true: consumed */
void kiosk_poll(void);                           /* each frame: the long press's timer */
bool kiosk_busy(void);                           /* a long press is being timed */

/* The PIN pad (kiosk_pad.c): "pin-pad". */
typedef enum kiosk_pad_mode { KIOSK_PAD_UNLOCK, KIOSK_PAD_CHOOSE } kiosk_pad_mode;
struct scene *kiosk_pad_new(kiosk_pad_mode mode);

#endif
