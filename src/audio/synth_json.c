/* synth_json.c: reads sounds/sounds.json into a synth_bank. Strict on names and ranges (a typo
 * in a recipe is logged, and that sound keeps its built-in recipe) so a sound designer sees
 * their mistakes instead of hearing silence. Messages go to the log, in English. */
#include "audio/synth.h"
#include "core/fsutil.h"
#include "core/json_load.h"
#include "core/log.h"
#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SOUNDS_FORMAT  "citybox-sounds"
#define SOUNDS_VERSION 1

static bool fail(char *why, int n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(char *why, int n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (why && n > 0) vsnprintf(why, (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

static bool only_keys(const cJSON *obj, const char *const *keys, char *why, int n)
{
    for (const cJSON *it = obj->child; it; it = it->next) {
        bool known = false;
        for (int i = 0; keys[i] && !known; i++) known = strcmp(it->string, keys[i]) == 0;
        if (!known) return fail(why, n, "unknown key \"%s\"", it->string);
    }
    return true;
}

/* Reads an optional number in [lo, hi]; notes ("A4") are accepted where hz is true. */
static bool get_num(const cJSON *obj, const char *key, float lo, float hi, bool hz, float *out,
                    char *why, int n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!v) return true;
    double d;
    if (cJSON_IsNumber(v)) {
        d = v->valuedouble;
    } else if (hz && cJSON_IsString(v) && synth_note_hz(v->valuestring) > 0) {
        d = synth_note_hz(v->valuestring);
    } else {
        return fail(why, n, "\"%s\" must be a %s", key, hz ? "frequency or a note" : "number");
    }
    if (!(d >= lo && d <= hi)) return fail(why, n, "\"%s\" must be in %g..%g", key, lo, hi);
    *out = (float)d;
    return true;
}

static bool get_int(const cJSON *obj, const char *key, int lo, int hi, int *out, char *why, int n)
{
    float f = (float)*out;
    if (!get_num(obj, key, (float)lo, (float)hi, false, &f, why, n)) return false;
    if (f != (float)(int)f) return fail(why, n, "\"%s\" must be a whole number", key);
    *out = (int)f;
    return true;
}

static bool parse_wave(const cJSON *v, synth_wave *w, char *why, int n)
{
    static const char *const names[] = {"sine", "square", "triangle", "saw", "noise"};
    if (!v) return true;
    for (int i = 0; i < 5 && cJSON_IsString(v); i++) {
        if (strcmp(v->valuestring, names[i]) == 0) {
            *w = (synth_wave)i;
            return true;
        }
    }
    return fail(why, n, "\"wave\" must be sine, square, triangle, saw or noise");
}

static bool parse_filter(const cJSON *f, synth_part *p, char *why, int n)
{
    static const char *const keys[] = {"type", "cutoff", "cutoff_end", "q", "env", NULL};
    static const char *const types[] = {"none", "lowpass", "highpass", "bandpass"};
    if (!f) return true;
    if (!cJSON_IsObject(f)) return fail(why, n, "\"filter\" must be an object");
    if (!only_keys(f, keys, why, n)) return false;
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(f, "type");
    bool ok = false;
    for (int i = 0; i < 4 && cJSON_IsString(t) && !ok; i++) {
        if (strcmp(t->valuestring, types[i]) == 0) p->filter = (synth_filter)i, ok = true;
    }
    if (!ok) return fail(why, n, "filter \"type\" must be lowpass, highpass or bandpass");
    if (!cJSON_GetObjectItemCaseSensitive(f, "cutoff") && p->filter != FILTER_NONE)
        return fail(why, n, "a filter needs a \"cutoff\"");
    return get_num(f, "cutoff", 20, 20000, false, &p->cutoff, why, n) &&
           get_num(f, "cutoff_end", 20, 20000, false, &p->cutoff_end, why, n) &&
           get_num(f, "q", 0.1f, 30, false, &p->q, why, n) &&
           get_num(f, "env", 0, 32, false, &p->cutoff_env, why, n);
}

static bool parse_repeat(const cJSON *r, synth_part *p, char *why, int n)
{
    static const char *const keys[] = {"count", "every", "jitter", "gain", "pitch", NULL};
    if (!r) return true;
    if (!cJSON_IsObject(r)) return fail(why, n, "\"repeat\" must be an object");
    return only_keys(r, keys, why, n) && get_int(r, "count", 1, 64, &p->repeat, why, n) &&
           get_num(r, "every", 0, 2, false, &p->every, why, n) &&
           get_num(r, "jitter", 0, 1, false, &p->jitter, why, n) &&
           get_num(r, "gain", 0, 2, false, &p->gain, why, n) &&
           get_num(r, "pitch", 0.25f, 4, false, &p->pitch, why, n);
}

static bool parse_part(const cJSON *o, synth_part *p, char *why, int n)
{
    static const char *const keys[] = {"wave",     "freq",   "freq_end",   "start",
                                       "duration", "attack", "decay",      "sustain",
                                       "release",  "volume", "vibrato_hz", "vibrato_cents",
                                       "filter",   "repeat", "comment",    NULL};
    synth_part_defaults(p);
    if (!cJSON_IsObject(o)) return fail(why, n, "a part must be an object");
    const float T = SYNTH_MAX_SECONDS;
    return only_keys(o, keys, why, n) &&
           parse_wave(cJSON_GetObjectItemCaseSensitive(o, "wave"), &p->wave, why, n) &&
           get_num(o, "freq", 20, 20000, true, &p->freq, why, n) &&
           get_num(o, "freq_end", 20, 20000, true, &p->freq_end, why, n) &&
           get_num(o, "start", 0, T, false, &p->start, why, n) &&
           get_num(o, "duration", 0, T, false, &p->duration, why, n) &&
           get_num(o, "attack", 0, T, false, &p->attack, why, n) &&
           get_num(o, "decay", 0, T, false, &p->decay, why, n) &&
           get_num(o, "sustain", 0, 1, false, &p->sustain, why, n) &&
           get_num(o, "release", 0, T, false, &p->release, why, n) &&
           get_num(o, "volume", 0, 4, false, &p->volume, why, n) &&
           get_num(o, "vibrato_hz", 0, 20, false, &p->vibrato_hz, why, n) &&
           get_num(o, "vibrato_cents", 0, 100, false, &p->vibrato_cents, why, n) &&
           parse_filter(cJSON_GetObjectItemCaseSensitive(o, "filter"), p, why, n) &&
           parse_repeat(cJSON_GetObjectItemCaseSensitive(o, "repeat"), p, why, n);
}

static bool parse_sound(const cJSON *o, synth_recipe *r, char *why, int n)
{
    static const char *const keys[] = {"volume", "parts", "comment", NULL};
    char sub[200];
    if (!cJSON_IsObject(o)) return fail(why, n, "not an object");
    if (!only_keys(o, keys, why, n)) return false;
    r->volume = 1.0f;
    if (!get_num(o, "volume", 0, 4, false, &r->volume, why, n)) return false;
    const cJSON *parts = cJSON_GetObjectItemCaseSensitive(o, "parts");
    int count = cJSON_GetArraySize(parts);
    if (!cJSON_IsArray(parts) || count < 1 || count > SYNTH_MAX_PARTS)
        return fail(why, n, "\"parts\" must be a list of 1..%d parts", SYNTH_MAX_PARTS);
    r->part_count = count;
    for (int i = 0; i < count; i++) {
        if (!parse_part(cJSON_GetArrayItem(parts, i), &r->parts[i], sub, sizeof sub))
            return fail(why, n, "part %d: %s", i + 1, sub);
    }
    return true;
}

static bool parse_template(const cJSON *m, const char *key, synth_part *p, char *why, int n)
{
    char sub[200];
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(m, key);
    if (!o) {
        synth_part_defaults(p);
        p->volume = 0; /* an absent voice is silent */
        return true;
    }
    if (!parse_part(o, p, sub, sizeof sub)) return fail(why, n, "\"%s\": %s", key, sub);
    if (!cJSON_GetObjectItemCaseSensitive(o, "duration")) p->duration = 0; /* whole chord/step */
    return true;
}

static bool parse_music(const cJSON *m, synth_music *mu, char *why, int n)
{
    static const char *const keys[] = {
        "bpm", "beats_per_chord", "volume",     "chords",  "pad", "bass",
        "arp", "arp_pattern",     "arp_octave", "comment", NULL};
    memset(mu, 0, sizeof *mu);
    mu->volume = 1.0f;
    mu->bpm = 72;
    mu->beats_per_chord = 4;
    if (!cJSON_IsObject(m)) return fail(why, n, "not an object");
    if (!only_keys(m, keys, why, n) || !get_num(m, "bpm", 30, 240, false, &mu->bpm, why, n) ||
        !get_int(m, "beats_per_chord", 1, 16, &mu->beats_per_chord, why, n) ||
        !get_num(m, "volume", 0, 4, false, &mu->volume, why, n) ||
        !get_int(m, "arp_octave", -2, 3, &mu->arp_octave, why, n))
        return false;
    const cJSON *chords = cJSON_GetObjectItemCaseSensitive(m, "chords");
    int count = cJSON_GetArraySize(chords);
    if (!cJSON_IsArray(chords) || count < 1 || count > SYNTH_MAX_CHORDS)
        return fail(why, n, "\"chords\" must be a list of 1..%d chords", SYNTH_MAX_CHORDS);
    mu->chord_count = count;
    for (int c = 0; c < count; c++) {
        const cJSON *ch = cJSON_GetArrayItem(chords, c);
        int size = cJSON_GetArraySize(ch);
        if (!cJSON_IsArray(ch) || size < 1 || size > SYNTH_MAX_CHORD_NOTES)
            return fail(why, n, "chord %d must list 1..%d notes", c + 1, SYNTH_MAX_CHORD_NOTES);
        mu->chord_size[c] = size;
        for (int k = 0; k < size; k++) {
            const cJSON *v = cJSON_GetArrayItem(ch, k);
            float hz = cJSON_IsNumber(v)   ? (float)v->valuedouble
                       : cJSON_IsString(v) ? synth_note_hz(v->valuestring)
                                           : 0;
            if (!(hz >= 20 && hz <= 20000)) return fail(why, n, "chord %d: bad note", c + 1);
            mu->chords[c][k] = hz;
        }
    }
    const cJSON *pat = cJSON_GetObjectItemCaseSensitive(m, "arp_pattern");
    if (pat) {
        int steps = cJSON_GetArraySize(pat);
        if (!cJSON_IsArray(pat) || steps > SYNTH_MAX_ARP_STEPS)
            return fail(why, n, "\"arp_pattern\" must be a list of up to %d steps",
                        SYNTH_MAX_ARP_STEPS);
        mu->arp_steps = steps;
        for (int s = 0; s < steps; s++) {
            const cJSON *v = cJSON_GetArrayItem(pat, s);
            if (!cJSON_IsNumber(v) || v->valuedouble < -1 ||
                v->valuedouble >= SYNTH_MAX_CHORD_NOTES || v->valuedouble != (int)v->valuedouble)
                return fail(why, n, "\"arp_pattern\" holds chord indices (0..%d) or -1",
                            SYNTH_MAX_CHORD_NOTES - 1);
            mu->arp_pattern[s] = (int)v->valuedouble;
        }
    }
    return parse_template(m, "pad", &mu->pad, why, n) &&
           parse_template(m, "bass", &mu->bass, why, n) &&
           parse_template(m, "arp", &mu->arp, why, n);
}

bool synth_load_text(const char *text, size_t len, synth_bank *bank, char *why, int n)
{
    char sub[256];
    *bank = *synth_builtin();
    cJSON *root = json_load_parse(text, len, sub, sizeof sub); /* the strict reader */
    if (!root) return fail(why, n, "%s", sub);
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *sounds = cJSON_GetObjectItemCaseSensitive(root, "sounds");
    bool ok = false;
    if (!cJSON_IsObject(root) || !cJSON_IsString(fmt) || strcmp(fmt->valuestring, SOUNDS_FORMAT))
        fail(why, n, "not a \"%s\" file", SOUNDS_FORMAT);
    else if (!cJSON_IsNumber(ver) || ver->valuedouble != SOUNDS_VERSION)
        fail(why, n, "version must be %d", SOUNDS_VERSION);
    else if (!cJSON_IsObject(sounds))
        fail(why, n, "\"sounds\" must be an object");
    else
        ok = true;
    if (!ok) {
        cJSON_Delete(root);
        return false;
    }
    for (const cJSON *it = sounds->child; it; it = it->next) {
        int id = 0;
        while (id < SND_COUNT && strcmp(it->string, synth_sound_names[id]) != 0) id++;
        if (id == SND_COUNT) LOG_W("sounds.json: unknown sound \"%s\" ignored", it->string);
    }
    for (int id = 0; id < SND_COUNT; id++) {
        const cJSON *s = cJSON_GetObjectItemCaseSensitive(sounds, synth_sound_names[id]);
        synth_recipe r = {0};
        if (!s) {
            LOG_W("sounds.json: no \"%s\": using the built-in recipe", synth_sound_names[id]);
        } else if (!parse_sound(s, &r, sub, sizeof sub)) {
            LOG_W("sounds.json: %s: %s: using the built-in recipe", synth_sound_names[id], sub);
        } else {
            bank->sounds[id] = r;
        }
    }
    const cJSON *music = cJSON_GetObjectItemCaseSensitive(root, "music");
    synth_music mu;
    if (!music) {
        LOG_W("sounds.json: no \"music\": using the built-in loop");
    } else if (!parse_music(music, &mu, sub, sizeof sub)) {
        LOG_W("sounds.json: music: %s: using the built-in loop", sub);
    } else {
        bank->music = mu;
    }
    cJSON_Delete(root);
    return true;
}

bool synth_load_file(const char *path, synth_bank *bank, char *why, int n)
{
    size_t len = 0;
    char *text = fs_read_all(path, &len);
    if (!text) {
        *bank = *synth_builtin();
        return fail(why, n, "cannot be read");
    }
    bool ok = synth_load_text(text, len, bank, why, n);
    free(text);
    return ok;
}
