/* synth.h: turns sound recipes (sounds/sounds.json, or the built-in copy) into 16-bit PCM.
 * Pure C with no SDL, so tests render straight into a buffer. The format is explained in
 * sounds/README.md. */
#ifndef CB_SYNTH_H
#define CB_SYNTH_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "audio/audio.h"

enum {
    SYNTH_MAX_PARTS = 16,      /* partials/notes in one sound */
    SYNTH_MAX_CHORDS = 16,     /* chords in the music loop */
    SYNTH_MAX_CHORD_NOTES = 6, /* notes in one chord (the first is the bass) */
    SYNTH_MAX_ARP_STEPS = 16,
};
#define SYNTH_MAX_SECONDS 10.0f /* longest effect */
#define SYNTH_MAX_LOOP    60.0f /* longest music loop */

typedef enum synth_wave { WAVE_SINE, WAVE_SQUARE, WAVE_TRIANGLE, WAVE_SAW, WAVE_NOISE } synth_wave;
typedef enum synth_filter {
    FILTER_NONE,
    FILTER_LOWPASS,
    FILTER_HIGHPASS,
    FILTER_BANDPASS
} synth_filter;

/* One partial or note: an oscillator through an envelope and an optional filter, possibly
 * repeated (rattles, double buzzes). Times in seconds, frequencies in Hz, levels 0..1. */
typedef struct synth_part {
    synth_wave wave;
    float freq, freq_end;  /* freq_end: exponential sweep over duration (0: no sweep) */
    float start, duration; /* duration: note held; the release follows it */
    float attack, decay, sustain, release;
    float volume;
    float vibrato_hz, vibrato_cents;
    synth_filter filter;
    float cutoff, cutoff_end, q; /* cutoff_end: sweep over duration (0: none) */
    float cutoff_env;            /* cutoff *= 1 + cutoff_env * envelope (brass "opening") */
    int repeat;                  /* instances (1: once) */
    float every, jitter;         /* spacing between instances, random part of it (0..1) */
    float gain, pitch;           /* volume and frequency factor from one instance to the next */
} synth_part;

typedef struct synth_recipe {
    float volume;
    int part_count;
    synth_part parts[SYNTH_MAX_PARTS];
} synth_recipe;

/* The menu loop: a chord per bar; pad plays the upper notes, bass the first, arp walks the
 * chord by the pattern (indices into the chord, -1 rests). Tails wrap round: it loops clean. */
typedef struct synth_music {
    float bpm, volume;
    int beats_per_chord;
    int chord_count;
    int chord_size[SYNTH_MAX_CHORDS];
    float chords[SYNTH_MAX_CHORDS][SYNTH_MAX_CHORD_NOTES];
    synth_part pad, bass, arp; /* templates: frequency and timing come from the chords */
    int arp_steps;
    int arp_pattern[SYNTH_MAX_ARP_STEPS];
    int arp_octave; /* arp notes shifted by octaves */
} synth_music;

typedef struct synth_bank {
    synth_recipe sounds[SND_COUNT];
    synth_music music;
} synth_bank;

extern const char *const synth_sound_names[SND_COUNT]; /* "click", "pickup"... JSON keys */

const synth_bank *synth_builtin(void); /* the C copy of sounds/sounds.json */
void synth_part_defaults(synth_part *p);

/* Reads path into bank. Starts from the built-in bank; a sound that is missing or bad keeps its
 * built-in recipe (logged). Returns false with a reason if the file as a whole is unusable. */
bool synth_load_file(const char *path, synth_bank *bank, char *why, int n);
/* Same from JSON text: len bytes followed by a NUL. */
bool synth_load_text(const char *text, size_t len, synth_bank *bank, char *why, int n);

/* Frames (samples per channel) a recipe lasts at rate. */
int synth_frames(const synth_recipe *r, int rate);
int synth_music_frames(const synth_music *m, int rate);
/* Renders into out (frames * channels interleaved S16, same signal on every channel). The
 * peak is kept below full scale. Returns false if out of memory. */
bool synth_render(const synth_recipe *r, int rate, int channels, int16_t *out, int frames);
bool synth_render_music(const synth_music *m, int rate, int channels, int16_t *out, int frames);

/* "A4" -> 440, "C#3", "Bb2"; 0 if not a note name. */
float synth_note_hz(const char *name);

#endif
