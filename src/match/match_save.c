/* match_save.c: saves as JSON (setup + action log) and loading them by replaying the log.
 * Format, version 1 (one log entry per line so a save diffs well):
 *   {"format":"citybox-save","version":1,"game":"mycity","options":{"hex":false},"players":2,
 *    "seats":[{"name":"Ann","kind":"human","level":"normal","colour":0,"symbol":0,
 *              "device":"pad","device_index":0},...],   (device: optional, humans only)
 *    "seed":"1234","ticks":0,"log":[
 *   {"t":0,"s":0,"a":"place Park C4"},
 *   ...]}
 * The seed is a decimal string (JSON numbers lose 64-bit precision). "ticks" (real-time games
 * only) is the time at the moment of the save. Unknown keys are ignored, so a newer build may add
 * some without a version bump; a change old builds would misread bumps the version. */
#include "match/match.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/json_load.h"
#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const FORMAT = "citybox-save";
enum { MAX_TICK_HOURS = 24 };

static cJSON *seats_json(const match *m)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < match_params(m)->players; i++) {
        const match_seat *s = match_seat_at(m, i);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", s->name);
        cJSON_AddStringToObject(o, "kind", s->kind == MATCH_BOT ? "bot" : "human");
        cJSON_AddStringToObject(o, "level", match_level_name(s->level));
        cJSON_AddNumberToObject(o, "colour", s->colour);
        cJSON_AddNumberToObject(o, "symbol", s->symbol);
        if (s->kind == MATCH_HUMAN && s->device[0]) {
            cJSON_AddStringToObject(o, "device", s->device);
            cJSON_AddNumberToObject(o, "device_index", s->device_index);
        }
        cJSON_AddItemToArray(a, o);
    }
    return a;
}

/* Appends s to the growing buffer; false when out of memory (the buffer is then freed). */
static bool append(char **buf, size_t *len, size_t *cap, const char *s)
{
    size_t n = strlen(s);
    if (*len + n + 1 > *cap) {
        size_t c = (*cap + n + 1) * 2;
        char *nb = realloc(*buf, c);
        if (!nb) {
            free(*buf);
            *buf = NULL;
            return false;
        }
        *buf = nb;
        *cap = c;
    }
    memcpy(*buf + *len, s, n + 1);
    *len += n;
    return true;
}

/* "handicaps": [0, 2, 0]: each seat's level, written only when a seat has one (a save without
 * handicaps reads as before and older CityBoxes read it) */
static void add_handicaps(cJSON *root, const game_params *p)
{
    if (!game_handicaps_any(p)) return;
    cJSON *a = cJSON_AddArrayToObject(root, "handicaps");
    for (int i = 0; a && i < p->players; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(p->handicap[i]));
}

/* Reads "handicaps" into p (absent: none); the levels' range is game_validate's. */
static bool parse_handicaps(const cJSON *root, game_params *p, char *why, size_t n)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "handicaps");
    if (!a) return true;
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != p->players) {
        snprintf(why, n, "%s", _("The save's handicaps are not one number per player."));
        return false;
    }
    int i = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        if (!game_json_whole(it, 0, 99, &p->handicap[i])) {
            snprintf(why, n, _("The save's handicap of player %d is not a whole number from 0."),
                     i + 1);
            return false;
        }
        i++;
    }
    return true;
}

char *match_save_json(const match *m)
{
    const game_def *g = match_game(m);
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, match_seed(m));
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", FORMAT);
    cJSON_AddNumberToObject(root, "version", MATCH_SAVE_VERSION);
    cJSON_AddStringToObject(root, "game", g->id);
    cJSON_AddItemToObject(root, "options", game_params_to_json(g, match_params(m)));
    cJSON_AddNumberToObject(root, "players", match_params(m)->players);
    cJSON_AddItemToObject(root, "seats", seats_json(m));
    add_handicaps(root, match_params(m));
    cJSON_AddStringToObject(root, "seed", seed);
    if (g->tick_hz > 0) cJSON_AddNumberToObject(root, "ticks", match_ticks(m));
    char *head = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    if (!head) return NULL;

    char *buf = NULL;
    size_t len = 0, cap = 0;
    head[strlen(head) - 1] = 0; /* drop the closing brace: the log follows */
    bool ok = append(&buf, &len, &cap, head) && append(&buf, &len, &cap, ",\"log\":[");
    free(head);
    for (int i = 0; ok && i < match_log_count(m); i++) {
        const match_entry *e = match_log_at(m, i);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "t", e->tick);
        cJSON_AddNumberToObject(o, "s", e->seat);
        cJSON_AddStringToObject(o, "a", e->text);
        char *line = cJSON_PrintUnformatted(o);
        cJSON_Delete(o);
        ok = line && append(&buf, &len, &cap, i ? ",\n" : "\n") && append(&buf, &len, &cap, line);
        free(line);
    }
    if (ok) ok = append(&buf, &len, &cap, "]}\n");
    return ok ? buf : NULL;
}

/* Atomic: a failed write leaves the file at path as it was; errno says why it failed. */
bool match_save_file(const match *m, const char *path, char *why, size_t n)
{
    char *text = match_save_json(m);
    if (!text) {
        snprintf(why, n, "%s", _("Out of memory."));
        errno = ENOMEM;
        return false;
    }
    bool ok = fs_write_atomic(path, text, strlen(text));
    int e = errno; /* why it failed, for the caller (the autosave's status) */
    if (!ok) {
        char err[128] = "";
        strerror_r(e, err, sizeof err);
        snprintf(why, n, _("Cannot write %s: %s"), path, err);
    }
    free(text);
    errno = ok ? 0 : e;
    return ok;
}

/* ---- loading ------------------------------------------------------------------------------- */
/* The whole number at key of obj (absent: *out untouched), lo..hi; false with why naming the
 * place ("the value at seats[1].colour (2.5) is not a whole number from 0 to 255"). */
static bool opt_int(const cJSON *root, const cJSON *obj, const char *key, int lo, int hi, int *out,
                    char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return !v || json_load_int(root, v, lo, hi, out, why, n);
}

static bool parse_seats(const cJSON *root, const game_def *g, int players, match_seat *seats,
                        char *why, size_t n)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "seats");
    match_default_seats(g, players, seats);
    if (!a) return true;
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != players) {
        snprintf(why, n, _("The save lists %d seats for %d players."),
                 cJSON_IsArray(a) ? cJSON_GetArraySize(a) : 0, players);
        return false;
    }
    for (int i = 0; i < players; i++) {
        const cJSON *s = cJSON_GetArrayItem(a, i);
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(s, "name");
        const cJSON *kind = cJSON_GetObjectItemCaseSensitive(s, "kind");
        const cJSON *level = cJSON_GetObjectItemCaseSensitive(s, "level");
        const cJSON *device = cJSON_GetObjectItemCaseSensitive(s, "device");
        char w[MATCH_WHY_LEN];
        if (!cJSON_IsObject(s) || (kind && !cJSON_IsString(kind)) ||
            (device &&
             (!cJSON_IsString(device) || strlen(device->valuestring) >= sizeof seats[i].device)) ||
            (kind && strcmp(kind->valuestring, "human") && strcmp(kind->valuestring, "bot")) ||
            (level && (!cJSON_IsString(level) ||
                       match_level_from_name(level->valuestring) == MATCH_LEVEL_COUNT))) {
            snprintf(why, n, _("Seat %d of the save is not valid."), i + 1);
            return false;
        }
        if (!opt_int(root, s, "colour", 0, 255, &seats[i].colour, w, sizeof w) ||
            !opt_int(root, s, "symbol", 0, 255, &seats[i].symbol, w, sizeof w) ||
            !opt_int(root, s, "device_index", -1, 255, &seats[i].device_index, w, sizeof w)) {
            snprintf(why, n, _("Seat %d of the save is not valid: %s."), i + 1, w);
            return false;
        }
        if (cJSON_IsString(name))
            snprintf(seats[i].name, sizeof seats[i].name, "%s", name->valuestring);
        if (kind) seats[i].kind = strcmp(kind->valuestring, "bot") ? MATCH_HUMAN : MATCH_BOT;
        if (level) seats[i].level = match_level_from_name(level->valuestring);
        if (device) snprintf(seats[i].device, sizeof seats[i].device, "%s", device->valuestring);
    }
    return true;
}

static bool parse_seed(const cJSON *s, uint64_t *out)
{
    if (!cJSON_IsString(s) || !*s->valuestring || strlen(s->valuestring) > 20) return false;
    for (const char *c = s->valuestring; *c; c++)
        if (*c < '0' || *c > '9') return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s->valuestring, &end, 10);
    if (errno == ERANGE || *end) return false;
    *out = (uint64_t)v;
    return true;
}

/* A tick count from JSON: a whole number from 0 to a day of play. */
static bool parse_tick(const cJSON *t, const game_def *g, uint32_t *out)
{
    double limit = (double)(g->tick_hz > 0 ? g->tick_hz : 1) * 3600.0 * MAX_TICK_HOURS;
    if (!t) return (*out = 0), true;
    if (!cJSON_IsNumber(t) || t->valuedouble < 0 || t->valuedouble > limit ||
        t->valuedouble != (double)(uint32_t)t->valuedouble)
        return false;
    *out = (uint32_t)t->valuedouble;
    return true;
}

static void advance_to(match *m, uint32_t tick)
{
    if (match_game(m)->tick_hz <= 0 || !match_game(m)->tick) return;
    while (match_ticks(m) < tick) match_tick(m);
}

static bool replay_log(match *m, const cJSON *log, char *why, size_t n)
{
    const game_def *g = match_game(m);
    int players = match_params(m)->players, i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, log)
    {
        i++;
        const cJSON *s = cJSON_GetObjectItemCaseSensitive(e, "s");
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(e, "a");
        uint32_t tick;
        if (!cJSON_IsObject(e) || !cJSON_IsNumber(s) || !cJSON_IsString(a) ||
            !parse_tick(cJSON_GetObjectItemCaseSensitive(e, "t"), g, &tick)) {
            snprintf(why, n, _("Entry %d of the log is damaged."), i);
            return false;
        }
        if (s->valuedouble < 0 || s->valuedouble >= players ||
            s->valuedouble != (double)s->valueint) {
            snprintf(why, n, _("Entry %d of the log (\"%s\") names seat %g, but there are %d."), i,
                     a->valuestring, s->valuedouble, players);
            return false;
        }
        if (g->tick_hz > 0 && tick < match_ticks(m)) {
            snprintf(why, n, _("Entry %d of the log (\"%s\") goes back in time."), i,
                     a->valuestring);
            return false;
        }
        advance_to(m, tick);
        char reason[GAME_REASON_LEN];
        if (match_apply_text(m, s->valueint, a->valuestring, reason, sizeof reason) ==
            GAME_REFUSED) {
            snprintf(why, n, _("Entry %d of the log (\"%s\") cannot be played: %s"), i,
                     a->valuestring, reason);
            return false;
        }
    }
    return true;
}

match *match_load_json(const char *text, size_t len, char *why, size_t n)
{
    char w[256];
    if (!text || len == 0) {
        snprintf(why, n, "%s", _("The save file is empty."));
        return NULL;
    }
    cJSON *root = json_load_parse(text, len, w, sizeof w);
    if (!root) {
        snprintf(why, n, _("The save file cannot be read: %s."), w);
        return NULL;
    }
    match *m = match_load_tree(root, why, n);
    cJSON_Delete(root);
    return m;
}

match *match_load_tree(const cJSON *root, char *why, size_t n)
{
    match *m = NULL;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *version = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(root, "game");
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
    const cJSON *log = cJSON_GetObjectItemCaseSensitive(root, "log");
    const game_def *g = NULL;
    game_params p;
    match_seat seats[GAME_MAX_PLAYERS];
    uint64_t seed = 0;
    uint32_t ticks = 0;
    if (!cJSON_IsObject(root) || !cJSON_IsString(format) || strcmp(format->valuestring, FORMAT)) {
        snprintf(why, n, "%s", _("This is not a CityBox save file."));
        return NULL;
    }
    char w[MATCH_WHY_LEN];
    int nplayers = 0;
    if (!cJSON_IsNumber(version) || version->valuedouble < 1) {
        snprintf(why, n, "%s", _("The save file has no valid format version."));
        return NULL;
    }
    if (!json_load_int(root, version, 1, 1e9, NULL, w, sizeof w)) {
        snprintf(why, n, _("The save file has no valid format version: %s."), w);
        return NULL;
    }
    if (version->valuedouble > MATCH_SAVE_VERSION) {
        snprintf(why, n,
                 _("This save comes from a newer CityBox (format version %g; this one reads up "
                   "to %d)."),
                 version->valuedouble, MATCH_SAVE_VERSION);
        return NULL;
    }
    if (!cJSON_IsString(game)) {
        snprintf(why, n, "%s", _("The save does not say which game it is."));
        return NULL;
    }
    if (!(g = game_find(game->valuestring))) {
        char id[64];
        json_quote(id, sizeof id, game->valuestring, strlen(game->valuestring));
        snprintf(why, n, _("The save is for a game this CityBox does not know: \"%s\"."), id);
        return NULL;
    }
    if (!players) {
        snprintf(why, n, "%s", _("The save does not give a valid number of players."));
        return NULL;
    }
    if (!json_load_int(root, players, 1, GAME_MAX_PLAYERS, &nplayers, w, sizeof w)) {
        snprintf(why, n, _("The save does not give a valid number of players: %s."), w);
        return NULL;
    }
    game_params_default(g, &p, nplayers);
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(root, "options");
    if (!game_params_from_json(g, &p, opts, why, n)) return NULL;
    if (g->save_options && !g->save_options(&p, opts, why, n)) return NULL; /* older saves */
    if (!parse_seats(root, g, p.players, seats, why, n)) return NULL;
    if (!parse_handicaps(root, &p, why, n)) return NULL;
    if (!parse_seed(cJSON_GetObjectItemCaseSensitive(root, "seed"), &seed)) {
        snprintf(why, n, "%s", _("The save's seed is missing or not a whole number."));
        return NULL;
    }
    if (!parse_tick(cJSON_GetObjectItemCaseSensitive(root, "ticks"), g, &ticks)) {
        snprintf(why, n, "%s", _("The save's tick count is not valid."));
        return NULL;
    }
    if (!cJSON_IsArray(log)) {
        snprintf(why, n, "%s", _("The save has no action log."));
        return NULL;
    }
    if (!(m = match_create(g, &p, seats, seed, why, n))) return NULL;
    if (!replay_log(m, log, why, n)) {
        match_destroy(m);
        return NULL;
    }
    advance_to(m, ticks);
    return m;
}

match *match_load_file(const char *path, char *why, size_t n)
{
    size_t len = 0;
    char *text = json_load_read(path, &len, why, n);
    if (!text) return NULL;
    match *m = match_load_json(text, len, why, n);
    free(text);
    return m;
}
