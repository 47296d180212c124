/* synth.c: renders recipes (oscillator -> envelope -> filter, summed) into 16-bit PCM.
 * Deterministic: noise and jitter come from a seeded generator, so a recipe always gives the
 * same samples and tests can measure them. */
#include "audio/synth.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TWO_PI     6.283185307179586
#define MAX_REPEAT 64
#define PEAK_LIMIT 0.891f /* -1 dBFS: the safety ceiling of a rendered sound */
#define CONTROL    16     /* samples between envelope, pitch and filter updates */
#define SINE_SIZE  4096

const char *const synth_sound_names[SND_COUNT] = {
    [SND_CLICK] = "click",     [SND_PICKUP] = "pickup",   [SND_DROP] = "drop",
    [SND_ROTATE] = "rotate",   [SND_REFUSED] = "refused", [SND_TICK] = "tick",
    [SND_BELL] = "bell",       [SND_DICE] = "dice",       [SND_COLLAPSE] = "collapse",
    [SND_FANFARE] = "fanfare",
};

void synth_part_defaults(synth_part *p)
{
    *p = (synth_part){
        .wave = WAVE_SINE,
        .freq = 440.0f,
        .duration = 0.1f,
        .attack = 0.002f,
        .sustain = 1.0f,
        .release = 0.05f,
        .volume = 1.0f,
        .q = 0.707f,
        .repeat = 1,
        .gain = 1.0f,
        .pitch = 1.0f,
    };
}

static uint32_t rng_next(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x ? x : 0x6d2b79f5u;
}

static float rng_signed(uint32_t *s) /* uniform in [-1, 1) */
{
    return (float)(rng_next(s) >> 8) * (2.0f / 16777216.0f) - 1.0f;
}

static uint32_t part_seed(int index)
{
    return 0x9e3779b9u * (uint32_t)(index + 1) ^ 0x5bd1e995u;
}

/* Start times of each instance of a repeated part (jitter drawn from the part's seed). */
static int instance_starts(const synth_part *p, uint32_t seed, double *starts)
{
    int count = p->repeat < 1 ? 1 : p->repeat > MAX_REPEAT ? MAX_REPEAT : p->repeat;
    uint32_t s = seed ^ 0xa5a5a5a5u;
    double t = p->start;
    for (int i = 0; i < count; i++) {
        starts[i] = t;
        t += p->every * (1.0 + p->jitter * rng_signed(&s));
    }
    return count;
}

static double part_length(const synth_part *p)
{
    return (double)p->duration + p->release;
}

int synth_frames(const synth_recipe *r, int rate)
{
    double end = 0;
    double starts[MAX_REPEAT];
    for (int i = 0; i < r->part_count; i++) {
        int n = instance_starts(&r->parts[i], part_seed(i), starts);
        for (int k = 0; k < n; k++) {
            double e = starts[k] + part_length(&r->parts[i]);
            if (e > end) end = e;
        }
    }
    if (end > SYNTH_MAX_SECONDS) end = SYNTH_MAX_SECONDS;
    return (int)ceil(end * rate);
}

static double music_chord_seconds(const synth_music *m)
{
    return m->beats_per_chord * 60.0 / m->bpm;
}

int synth_music_frames(const synth_music *m, int rate)
{
    if (m->bpm <= 0 || m->chord_count <= 0) return 0;
    double len = music_chord_seconds(m) * m->chord_count;
    if (len > SYNTH_MAX_LOOP) len = SYNTH_MAX_LOOP;
    return (int)lround(len * rate);
}

/* PolyBLEP: smooths the jump of a saw or square so high notes do not alias into hiss. */
static double polyblep(double t, double dt)
{
    if (t < dt) {
        t /= dt;
        return t + t - t * t - 1.0;
    }
    if (t > 1.0 - dt) {
        t = (t - 1.0) / dt;
        return t * t + t + t + 1.0;
    }
    return 0.0;
}

/* Table sine with linear interpolation (error below 1e-6): sin() per sample dominated the
 * music render time. */
static double fast_sine(double phase)
{
    static float table[SINE_SIZE + 1];
    static bool ready;
    if (!ready) {
        for (int i = 0; i <= SINE_SIZE; i++) table[i] = (float)sin(TWO_PI * i / SINE_SIZE);
        ready = true;
    }
    double x = phase * SINE_SIZE;
    int i = (int)x;
    double fr = x - i;
    return table[i] + (table[i + 1] - table[i]) * fr;
}

static double oscillator(synth_wave w, double phase, double dt, uint32_t *noise)
{
    switch (w) {
    case WAVE_SINE: return fast_sine(phase);
    case WAVE_TRIANGLE:
        if (phase < 0.25) return 4.0 * phase;
        if (phase < 0.75) return 2.0 - 4.0 * phase;
        return 4.0 * phase - 4.0;
    case WAVE_SAW: {
        double p = phase + 0.5; /* starts at zero, not at -1: no click on the first sample */
        if (p >= 1.0) p -= 1.0;
        return 2.0 * p - 1.0 - polyblep(p, dt);
    }
    case WAVE_SQUARE: {
        double p2 = phase + 0.5;
        if (p2 >= 1.0) p2 -= 1.0;
        return (phase < 0.5 ? 1.0 : -1.0) + polyblep(phase, dt) - polyblep(p2, dt);
    }
    case WAVE_NOISE: return rng_signed(noise);
    }
    return 0.0;
}

/* ADSR with exponential decay and release (each reaches -60 dB at its stated time), which is
 * how struck and plucked things die away; the attack is linear. */
static double envelope(const synth_part *p, double t)
{
    double attack = p->attack > 0 ? p->attack : 1e-4;
    double held = t < p->duration ? t : p->duration;
    double lvl;
    if (held < attack) {
        lvl = held / attack;
    } else if (p->decay > 0) {
        lvl = p->sustain + (1.0 - p->sustain) * exp(-6.9 * (held - attack) / p->decay);
    } else {
        lvl = p->sustain;
    }
    if (t > p->duration) {
        if (p->release <= 0) return 0.0;
        lvl *= exp(-6.9 * (t - p->duration) / p->release);
    }
    return lvl;
}

typedef struct svf {
    double ic1, ic2, a1, a2, a3, k;
} svf;

static void svf_tune(svf *f, double fc, double q, int rate)
{
    double nyq = 0.45 * rate;
    if (fc < 20.0) fc = 20.0;
    if (fc > nyq) fc = nyq;
    double g = tan(TWO_PI * 0.5 * fc / rate);
    f->k = 1.0 / (q > 0.05 ? q : 0.05);
    f->a1 = 1.0 / (1.0 + g * (g + f->k));
    f->a2 = g * f->a1;
    f->a3 = g * f->a2;
}

/* Zavalishin's trapezoidal state-variable filter: stable under fast cutoff sweeps. */
static double svf_run(svf *f, synth_filter type, double v0)
{
    double v3 = v0 - f->ic2;
    double v1 = f->a1 * f->ic1 + f->a2 * v3;
    double v2 = f->ic2 + f->a2 * f->ic1 + f->a3 * v3;
    f->ic1 = 2.0 * v1 - f->ic1;
    f->ic2 = 2.0 * v2 - f->ic2;
    switch (type) {
    case FILTER_LOWPASS: return v2;
    case FILTER_HIGHPASS: return v0 - f->k * v1 - v2;
    case FILTER_BANDPASS: return f->k * v1; /* unity gain at the centre */
    case FILTER_NONE: break;
    }
    return v0;
}

typedef struct note {
    const synth_part *p;
    double start;     /* seconds */
    double f0, f1;    /* frequency at note-on and at the end of the held part */
    double cut_scale; /* cutoff factor (repeats follow their pitch) */
    double volume;
    uint32_t seed;
} note;

/* Control values (envelope, pitch, filter) are computed every CONTROL samples and the envelope
 * is interpolated in between: the music loop renders in a fraction of the time, inaudibly. */
static void render_note(const note *n, float *acc, int frames, int rate, bool wrap)
{
    const synth_part *p = n->p;
    long first = lround(n->start * rate);
    long len = (long)ceil(part_length(p) * rate);
    double dur = p->duration > 0 ? p->duration : 1e-6;
    double phase = 0.0;
    uint32_t noise = n->seed | 1u;
    svf f = {0};
    double cut0 = p->cutoff * n->cut_scale;
    double cut1 = (p->cutoff_end > 0 ? p->cutoff_end : p->cutoff) * n->cut_scale;
    double sweep = log(n->f1 / n->f0), cut_sweep = cut0 > 0 ? log(cut1 / cut0) : 0.0;
    long at = first;
    if (wrap) at = ((at % frames) + frames) % frames;
    double env1 = envelope(p, 0.0);
    for (long i = 0; i < len; i += CONTROL) {
        double t = (double)i / rate, x = t / dur < 1.0 ? t / dur : 1.0;
        long block = len - i < CONTROL ? len - i : CONTROL;
        double env0 = env1;
        env1 = envelope(p, (double)(i + block) / rate);
        double freq = n->f0 * exp(sweep * x);
        if (p->vibrato_cents > 0) {
            double depth = p->vibrato_cents * (t < 0.2 ? t / 0.2 : 1.0); /* vibrato eases in */
            freq *= exp2(depth / 1200.0 * sin(TWO_PI * p->vibrato_hz * t));
        }
        double dt = freq / rate;
        if (p->filter != FILTER_NONE)
            svf_tune(&f, cut0 * exp(cut_sweep * x) * (1.0 + p->cutoff_env * env0), p->q, rate);
        double denv = (env1 - env0) / (double)block;
        for (long j = 0; j < block; j++, at++) {
            if (at >= frames) {
                if (!wrap) return;
                at = 0;
            }
            double s = oscillator(p->wave, phase, dt, &noise);
            phase += dt;
            if (phase >= 1.0) phase -= 1.0;
            if (p->filter != FILTER_NONE) s = svf_run(&f, p->filter, s);
            if (at >= 0) acc[at] += (float)(s * (env0 + denv * (double)j) * n->volume);
        }
    }
}

static void render_part(const synth_part *p, int index, double offset, double scale, float *acc,
                        int frames, int rate, bool wrap)
{
    double starts[MAX_REPEAT];
    uint32_t seed = part_seed(index);
    int count = instance_starts(p, seed, starts);
    double vol = p->volume, pitch = scale;
    for (int k = 0; k < count; k++) {
        double f0 = p->freq * pitch;
        double f1 = (p->freq_end > 0 ? p->freq_end : p->freq) * pitch;
        if (f0 < 1.0) f0 = 1.0;
        if (f1 < 1.0) f1 = 1.0;
        note n = {p, offset + starts[k], f0, f1, pitch / scale, vol, seed + 7919u * (uint32_t)k};
        render_note(&n, acc, frames, rate, wrap);
        vol *= p->gain;
        pitch *= p->pitch;
    }
}

/* Float mix -> S16 on every channel, scaled down if it would pass the safety ceiling. */
static void to_pcm(float *acc, int frames, float volume, int channels, int16_t *out)
{
    float peak = 0;
    for (int i = 0; i < frames; i++) {
        float a = fabsf(acc[i] * volume);
        if (a > peak) peak = a;
    }
    float scale = peak > PEAK_LIMIT ? volume * PEAK_LIMIT / peak : volume;
    for (int i = 0; i < frames; i++) {
        long v = lroundf(acc[i] * scale * 32767.0f);
        if (v > 32767) v = 32767;
        if (v < -32767) v = -32767;
        for (int c = 0; c < channels; c++) out[(size_t)i * channels + c] = (int16_t)v;
    }
}

bool synth_render(const synth_recipe *r, int rate, int channels, int16_t *out, int frames)
{
    float *acc = calloc(frames > 0 ? (size_t)frames : 1, sizeof *acc);
    if (!acc) return false;
    for (int i = 0; i < r->part_count && i < SYNTH_MAX_PARTS; i++)
        render_part(&r->parts[i], i, 0.0, 1.0, acc, frames, rate, false);
    to_pcm(acc, frames, r->volume, channels, out);
    free(acc);
    return true;
}

bool synth_render_music(const synth_music *m, int rate, int channels, int16_t *out, int frames)
{
    if (frames <= 0) return false;
    float *acc = calloc((size_t)frames, sizeof *acc);
    if (!acc) return false;
    double chord_len = music_chord_seconds(m);
    double step = m->arp_steps > 0 ? chord_len / m->arp_steps : chord_len;
    double octave = pow(2.0, m->arp_octave);
    for (int c = 0; c < m->chord_count && c < SYNTH_MAX_CHORDS; c++) {
        double t0 = c * chord_len;
        int size = m->chord_size[c];
        for (int k = 0; k < size; k++) {
            synth_part p = k == 0 ? m->bass : m->pad;
            if (p.volume <= 0) continue;
            if (p.duration <= 0) p.duration = (float)chord_len;
            p.freq = m->chords[c][k];
            p.freq_end = 0;
            p.repeat = 1;
            render_part(&p, c * 8 + k, t0, 1.0, acc, frames, rate, true);
        }
        for (int s = 0; s < m->arp_steps && m->arp.volume > 0; s++) {
            int idx = m->arp_pattern[s];
            if (idx < 0 || idx >= size) continue;
            synth_part p = m->arp;
            if (p.duration <= 0) p.duration = (float)step;
            p.freq = (float)(m->chords[c][idx] * octave);
            p.freq_end = 0;
            p.repeat = 1;
            render_part(&p, 1000 + c * 32 + s, t0 + s * step, 1.0, acc, frames, rate, true);
        }
    }
    to_pcm(acc, frames, m->volume, channels, out);
    free(acc);
    return true;
}

float synth_note_hz(const char *name)
{
    static const int semis[7] = {9, 11, 0, 2, 4, 5, 7}; /* A B C D E F G from C */
    if (!name || name[0] < 'A' || name[0] > 'G') return 0;
    int semi = semis[name[0] - 'A'];
    const char *p = name + 1;
    if (*p == '#')
        semi++, p++;
    else if (*p == 'b')
        semi--, p++;
    if (*p < '0' || *p > '8' || p[1] != 0) return 0;
    int midi = (*p - '0' + 1) * 12 + semi;
    return (float)(440.0 * pow(2.0, (midi - 69) / 12.0));
}
