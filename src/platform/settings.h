/* settings.h: the user's settings, kept as JSON in the preference folder (SDL_GetPrefPath),
 * written atomically and readable by their owner alone (0600: the kiosk's PIN record is there). A
 * corrupt, unreadable or future-version file is reported, moved aside (never overwritten) and
 * defaults are used. */
#ifndef CB_SETTINGS_H
#define CB_SETTINGS_H
#include <stdbool.h>
#include <stddef.h>

enum {
    SETTINGS_VERSION = 1,
    SETTINGS_PIN_LEN = 128, /* the PIN record: libsodium's crypto_pwhash_STRBYTES */
};

typedef enum bot_pace { PACE_SLOW, PACE_NORMAL, PACE_FAST, PACE_INSTANT } bot_pace;
/* What plays a phone seat whose phone is gone for longer than phone_gone_seconds (play_phone.c) */
typedef enum phone_fallback { PHONE_TO_BOT, PHONE_TO_CURTAIN } phone_fallback;

typedef struct settings {
    bool fullscreen;
    int window_w, window_h; /* last windowed size */
    int music_volume;       /* 0..100 */
    int effects_volume;     /* 0..100 */
    char language[8];       /* "" = system, "en", "fr" */
    int ui_scale;           /* percent, 100..200 */
    bool reduced_motion;    /* no scene slides, no shakes, instant animations */
    bot_pace bot_pace;
    int react_seconds;        /* reaction windows' countdown (match/react.h), 2..6 s */
    int attract_idle_minutes; /* club mode: attract mode after this idle time on the menu; 0 off */
    /* a phone seat whose phone is gone this long (10..600 s; 0: wait for it) is played by a
     * bot (normal) or at the screen behind the curtain until its phone comes back */
    int phone_gone_seconds;
    phone_fallback phone_fallback;
    /* club mode's kiosk lock (src/club/kiosk.h): all of it survives a restart */
    bool kiosk_locked;
    /* the organiser's PIN as crypto_pwhash_str gives it ("$argon2id$v=19$m=...$salt$hash"), or
     * the older "salt:hash" (16 hex digits each, FNV-1a) kiosk.c replaces at the next unlock;
     * "" none */
    char kiosk_pin[SETTINGS_PIN_LEN];
    int kiosk_fails;              /* wrong PINs in a row since the last unlock (0..KIOSK_FAILS) */
    double kiosk_wait_until;      /* seconds since 1970 (UTC) before which the pad takes no PIN */
    bool kiosk_fullscreen_before; /* the organiser's fullscreen when locking: back at the unlock */
} settings;

void settings_defaults(settings *s);
/* Loads path into s. Missing file: defaults, returns true. Bad file: defaults, a log line, the
 * file moved aside to path.bad-N, message (translated) in why, returns false. */
bool settings_load(settings *s, const char *path, char *why, int n);
/* The text part of settings_load: the settings in text (len bytes followed by a NUL) over the
 * defaults, clamped; false (s then holds the defaults) when the text cannot be trusted. */
bool settings_from_text(settings *s, const char *text, size_t len);
bool settings_save(const settings *s, const char *path); /* atomic */
void settings_clamp(settings *s);                        /* ranges after load or edit */
/* A kiosk PIN record a lock may keep: crypto_pwhash_str's Argon2id form, or the older one. */
bool settings_pin_record_ok(const char *record);

/* The live settings of the running app (scenes read and edit them, then call settings_apply). */
settings *settings_get(void);
void settings_apply(void); /* saves to the preference file, then the app's hook applies it */
/* Called by settings_apply after saving; the app sets it to apply the language, the window and
 * the volumes (platform sits below audio: it does not call it). */
void settings_set_apply_hook(void (*hook)(const settings *s));
void settings_set_path(const char *path);
/* Whether the live settings are kept on disk: err 0 when the last save worked (settings_apply
 * saves; a failed save, a full disk or a read-only folder, leaves the old file whole and is said
 * by the settings screen while it lasts). */
const struct fs_status *settings_save_status(void);
/* While saving fails: saves the live settings again now (the settings screen calls it every few
 * seconds); true when they are kept. */
bool settings_retry_save(void);

#endif
