/* settings.c: the user's settings as JSON in the preference folder. A file we cannot trust is
 * moved aside (never overwritten, never deleted) and the defaults are used. */
#include "platform/settings.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/json_load.h"
#include "core/log.h"
#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SETTINGS_FORMAT "citybox-settings"

/* A macro, not a const object, so the live copy can start from it (a static initialiser must
 * be a constant expression). Left as written: clang-format 14 (Debian 12) and 19 (Debian 13)
 * lay out a braced list inside a macro differently. */
// clang-format off
#define SETTINGS_DEFAULTS                                                                          \
    {                                                                                              \
        .fullscreen = false, .window_w = 1280, .window_h = 720, .music_volume = 60,                \
        .effects_volume = 80, .language = "", .ui_scale = 100, .reduced_motion = false,            \
        .bot_pace = PACE_NORMAL, .react_seconds = 3, .attract_idle_minutes = 0,                    \
        .phone_gone_seconds = 60, .phone_fallback = PHONE_TO_BOT,                                  \
    }
// clang-format on

static const settings defaults = SETTINGS_DEFAULTS;
static settings live = SETTINGS_DEFAULTS;
static char live_path[1024];
static void (*apply_hook)(const settings *s);

static const char *const pace_names[] = {"slow", "normal", "fast", "instant"};
static const char *const fallback_names[] = {"bot", "curtain"};

/* The latest time a file may name (seconds since 1970): the year 5138. */
static const double SECONDS_MAX = 1e11;

void settings_defaults(settings *s)
{
    *s = defaults;
}

static int clamp_int(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void settings_clamp(settings *s)
{
    s->window_w = clamp_int(s->window_w, 320, 16384);
    s->window_h = clamp_int(s->window_h, 240, 16384);
    s->music_volume = clamp_int(s->music_volume, 0, 100);
    s->effects_volume = clamp_int(s->effects_volume, 0, 100);
    s->ui_scale = clamp_int(s->ui_scale, 100, 200);
    s->react_seconds = clamp_int(s->react_seconds, 2, 6);
    if ((int)s->bot_pace < PACE_SLOW || (int)s->bot_pace > PACE_INSTANT) s->bot_pace = PACE_NORMAL;
    s->attract_idle_minutes = clamp_int(s->attract_idle_minutes, 0, 60);
    if (s->phone_gone_seconds != 0)
        s->phone_gone_seconds = clamp_int(s->phone_gone_seconds, 10, 600);
    if (s->phone_fallback != PHONE_TO_CURTAIN) s->phone_fallback = PHONE_TO_BOT;
    s->language[sizeof s->language - 1] = 0;
    if (strcmp(s->language, "en") != 0 && strcmp(s->language, "fr") != 0) s->language[0] = 0;
    /* a lock needs a PIN record that can open it */
    s->kiosk_pin[sizeof s->kiosk_pin - 1] = 0;
    if (!settings_pin_record_ok(s->kiosk_pin)) {
        s->kiosk_pin[0] = 0;
        s->kiosk_locked = false;
    }
    s->kiosk_fails = clamp_int(s->kiosk_fails, 0, 1000);
    if (!(s->kiosk_wait_until >= 0 && s->kiosk_wait_until <= SECONDS_MAX)) s->kiosk_wait_until = 0;
}

bool settings_pin_record_ok(const char *r)
{
    static const char argon[] = "$argon2id$";
    size_t n = strlen(r);
    if (n == 33 && r[16] == ':' && strspn(r, "0123456789abcdef") == 16 &&
        strspn(r + 17, "0123456789abcdef") == 16)
        return true; /* the older form: kiosk.c replaces it at the next unlock */
    return n > sizeof argon && n < SETTINGS_PIN_LEN && strncmp(r, argon, sizeof argon - 1) == 0 &&
           strspn(r, "$=,+/.-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == n;
}

/* What went wrong with a file, for the log (English) and the message (translated). */
typedef enum problem { BAD_NONE, BAD_READ, BAD_JSON, BAD_FORMAT, BAD_FUTURE, BAD_TYPE } problem;

static const char *problem_text(problem p)
{
    switch (p) {
    case BAD_READ: return N_("it cannot be read");
    case BAD_JSON: return N_("it is damaged");
    case BAD_FORMAT: return N_("it is not a CityBox settings file");
    case BAD_FUTURE: return N_("it comes from a newer version of CityBox");
    case BAD_TYPE: return N_("a value in it has the wrong type");
    case BAD_NONE: break;
    }
    return "";
}

/* A whole number as an int, clamped before the conversion (1e300 must not overflow); 150.5 or
 * "150" is the wrong type, named in why. */
static bool read_int(const cJSON *root, const char *key, int *out, char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!v) return true;
    if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble))
        return json_load_int(root, v, -1e6, 1e6, NULL, why, n); /* false, with the place */
    double d = v->valuedouble;
    *out = d < -1e6 ? -1000000 : d > 1e6 ? 1000000 : (int)d;
    return true;
}

/* A time in seconds since 1970, a whole number from 0 to SECONDS_MAX. */
static bool read_seconds(const cJSON *root, const char *key, double *out, char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!v) return true;
    double d = cJSON_IsNumber(v) ? v->valuedouble : -1;
    if (!(d >= 0 && d <= SECONDS_MAX && d == floor(d))) {
        snprintf(why, n, _("the value at %s is not a whole number from %.0f to %.0f"), key, 0.0,
                 SECONDS_MAX);
        return false;
    }
    *out = d;
    return true;
}

static bool read_bool(const cJSON *root, const char *key, bool *out, char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!v) return true;
    if (!cJSON_IsBool(v)) {
        snprintf(why, n, _("the value at %s is not true or false"), key);
        return false;
    }
    *out = cJSON_IsTrue(v);
    return true;
}

static bool read_string(const cJSON *root, const char *key, const cJSON **out, char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);
    *out = v;
    if (!v || cJSON_IsString(v)) return true;
    snprintf(why, n, _("the value at %s is not a text"), key);
    return false;
}

/* Missing keys keep their defaults (an older file); unknown keys are ignored (a newer build's
 * extras); an unknown language or pace is an out-of-range value: clamped, not fatal. What went
 * wrong, with its place in the file, goes to detail. */
static problem parse(const char *text, size_t len, settings *s, char *detail, size_t dn)
{
    cJSON *root = json_load_parse(text, len, detail, dn); /* the strict reader: core/json_load.h */
    if (!root) return BAD_JSON;
    problem p = BAD_NONE;
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *lang = NULL, *pace = NULL, *pin = NULL, *fallback = NULL;
    if (!cJSON_IsObject(root) || !cJSON_IsString(fmt) ||
        strcmp(fmt->valuestring, SETTINGS_FORMAT) != 0 || !cJSON_IsNumber(ver) ||
        ver->valuedouble < 1 || ver->valuedouble != floor(ver->valuedouble)) {
        p = BAD_FORMAT;
    } else if (ver->valuedouble > SETTINGS_VERSION) {
        p = BAD_FUTURE;
    } else if (!read_bool(root, "fullscreen", &s->fullscreen, detail, dn) ||
               !read_int(root, "window_w", &s->window_w, detail, dn) ||
               !read_int(root, "window_h", &s->window_h, detail, dn) ||
               !read_int(root, "music_volume", &s->music_volume, detail, dn) ||
               !read_int(root, "effects_volume", &s->effects_volume, detail, dn) ||
               !read_int(root, "ui_scale", &s->ui_scale, detail, dn) ||
               !read_bool(root, "reduced_motion", &s->reduced_motion, detail, dn) ||
               !read_int(root, "reaction_seconds", &s->react_seconds, detail, dn) ||
               !read_bool(root, "kiosk_locked", &s->kiosk_locked, detail, dn) ||
               !read_int(root, "kiosk_fails", &s->kiosk_fails, detail, dn) ||
               !read_seconds(root, "kiosk_wait_until", &s->kiosk_wait_until, detail, dn) ||
               !read_bool(root, "kiosk_fullscreen_before", &s->kiosk_fullscreen_before, detail,
                          dn) ||
               !read_int(root, "attract_idle_minutes", &s->attract_idle_minutes, detail, dn) ||
               !read_string(root, "language", &lang, detail, dn) ||
               !read_string(root, "bot_pace", &pace, detail, dn) ||
               !read_string(root, "kiosk_pin", &pin, detail, dn) ||
               !read_int(root, "phone_gone_seconds", &s->phone_gone_seconds, detail, dn) ||
               !read_string(root, "phone_fallback", &fallback, detail, dn)) {
        p = BAD_TYPE;
    } else {
        if (lang) {
            size_t n = strlen(lang->valuestring);
            if (n < sizeof s->language)
                memcpy(s->language, lang->valuestring, n + 1);
            else
                s->language[0] = 0;
        }
        if (pin) snprintf(s->kiosk_pin, sizeof s->kiosk_pin, "%s", pin->valuestring);
        if (fallback)
            s->phone_fallback = strcmp(fallback->valuestring, fallback_names[PHONE_TO_CURTAIN]) == 0
                                    ? PHONE_TO_CURTAIN
                                    : PHONE_TO_BOT;
        if (pace) {
            s->bot_pace = PACE_NORMAL;
            for (int i = 0; i < 4; i++) {
                if (strcmp(pace->valuestring, pace_names[i]) == 0) s->bot_pace = (bot_pace)i;
            }
        }
    }
    cJSON_Delete(root);
    return p;
}

/* The defaults, then what text says (clamped); the defaults alone when it cannot be trusted. */
static problem load_text(settings *s, const char *text, size_t len, char *detail, size_t dn)
{
    settings_defaults(s);
    if (text) detail[0] = 0; /* else: why it could not be read */
    problem p = text ? parse(text, len, s, detail, dn) : BAD_READ;
    if (p == BAD_NONE)
        settings_clamp(s);
    else
        settings_defaults(s); /* nothing half-read survives */
    return p;
}

bool settings_from_text(settings *s, const char *text, size_t len)
{
    char detail[256] = "";
    return load_text(s, text, len, detail, sizeof detail) == BAD_NONE;
}

bool settings_load(settings *s, const char *path, char *why, int n)
{
    size_t len = 0;
    char moved[1100], detail[256] = "", reason[400];
    if (why && n > 0) why[0] = 0;
    settings_defaults(s);
    if (!fs_exists(path)) return true;
    char *text = json_load_read(path, &len, detail, sizeof detail);
    problem p = load_text(s, text, len, detail, sizeof detail);
    free(text);
    if (p == BAD_NONE) return true;
    /* "it is damaged (the key "ui_scale" appears twice at the top level)" */
    if (detail[0])
        snprintf(reason, sizeof reason, "%s (%s)", _(problem_text(p)), detail);
    else
        snprintf(reason, sizeof reason, "%s", _(problem_text(p)));
    if (fs_keep_aside(path, moved, sizeof moved)) {
        LOG_W("settings: %s: %s (%s); kept as %s, using defaults", path, problem_text(p), detail,
              moved);
        if (why && n > 0)
            snprintf(why, (size_t)n,
                     _("The settings were reset because %s. The old file was kept as %s."), reason,
                     moved);
    } else {
        LOG_W("settings: %s: %s (%s); could not move it aside, using defaults", path,
              problem_text(p), detail);
        if (why && n > 0)
            snprintf(why, (size_t)n, _("The settings were reset because %s."), reason);
    }
    return false;
}

bool settings_save(const settings *s, const char *path)
{
    settings c = *s;
    settings_clamp(&c);
    cJSON *root = cJSON_CreateObject();
    if (!root) return false;
    cJSON_AddStringToObject(root, "format", SETTINGS_FORMAT);
    cJSON_AddNumberToObject(root, "version", SETTINGS_VERSION);
    cJSON_AddBoolToObject(root, "fullscreen", c.fullscreen);
    cJSON_AddNumberToObject(root, "window_w", c.window_w);
    cJSON_AddNumberToObject(root, "window_h", c.window_h);
    cJSON_AddNumberToObject(root, "music_volume", c.music_volume);
    cJSON_AddNumberToObject(root, "effects_volume", c.effects_volume);
    cJSON_AddStringToObject(root, "language", c.language);
    cJSON_AddNumberToObject(root, "ui_scale", c.ui_scale);
    cJSON_AddBoolToObject(root, "reduced_motion", c.reduced_motion);
    cJSON_AddStringToObject(root, "bot_pace", pace_names[c.bot_pace]);
    cJSON_AddNumberToObject(root, "reaction_seconds", c.react_seconds);
    cJSON_AddNumberToObject(root, "attract_idle_minutes", c.attract_idle_minutes);
    cJSON_AddNumberToObject(root, "phone_gone_seconds", c.phone_gone_seconds);
    cJSON_AddStringToObject(root, "phone_fallback", fallback_names[c.phone_fallback]);
    if (c.kiosk_locked || c.kiosk_pin[0] || c.kiosk_fails) {
        cJSON_AddBoolToObject(root, "kiosk_locked", c.kiosk_locked);
        cJSON_AddStringToObject(root, "kiosk_pin", c.kiosk_pin);
        cJSON_AddNumberToObject(root, "kiosk_fails", c.kiosk_fails);
        cJSON_AddNumberToObject(root, "kiosk_wait_until", ceil(c.kiosk_wait_until));
        cJSON_AddBoolToObject(root, "kiosk_fullscreen_before", c.kiosk_fullscreen_before);
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text) return false;
    size_t len = strlen(text);
    char *out = malloc(len + 2);
    bool ok = false;
    int err = ENOMEM;
    if (out) {
        memcpy(out, text, len);
        out[len] = '\n';
        ok = fs_write_atomic_mode(path, out, len + 1, 0600); /* the PIN record: the owner's */
        err = ok ? 0 : errno;
        free(out);
    }
    cJSON_free(text);
    if (!ok) LOG_W("settings: could not save %s: %s", path, strerror(err));
    errno = err; /* why, for settings_apply's status */
    return ok;
}

settings *settings_get(void)
{
    return &live;
}

void settings_set_path(const char *path)
{
    snprintf(live_path, sizeof live_path, "%s", path ? path : "");
}

void settings_set_apply_hook(void (*hook)(const settings *s))
{
    apply_hook = hook;
}

static fs_status save_status;

const fs_status *settings_save_status(void)
{
    return &save_status;
}

/* The live settings to their file; the status says whether they are kept. */
static bool save_live(void)
{
    if (!live_path[0]) return true;
    bool ok = settings_save(&live, live_path);
    if (fs_status_note(&save_status, ok, ok ? 0 : errno) && ok)
        LOG_I("settings: saved again to %s", live_path);
    return ok;
}

bool settings_retry_save(void)
{
    return !save_status.err || save_live();
}

void settings_apply(void)
{
    settings_clamp(&live);
    save_live();
    if (apply_hook) apply_hook(&live);
}
