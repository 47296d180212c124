/* test_audio.c: every recipe renders to clean PCM of the right length; sounds/sounds.json and
 * the built-in copy agree; the mixer glue works on the dummy driver and is a harmless no-op
 * without a device. */
#include "audio/audio.h"
#include "audio/synth.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#define FULL_SCALE 32768.0

static const char *sounds_dir(void)
{
    static char dir[1024];
    const char *data = getenv("CITYBOX_DATA");
    snprintf(dir, sizeof dir, "%s/sounds", data ? data : CITYBOX_SOURCE_DIR);
    return dir;
}

/* Length each sound should have, from what it is for (seconds). */
static const struct {
    double lo, hi;
} expected_seconds[SND_COUNT] = {
    [SND_CLICK] = {0.01, 0.06},  [SND_PICKUP] = {0.1, 0.4},  [SND_DROP] = {0.1, 0.35},
    [SND_ROTATE] = {0.08, 0.25}, [SND_REFUSED] = {0.2, 0.5}, [SND_TICK] = {0.005, 0.04},
    [SND_BELL] = {2.5, 6.0},     [SND_DICE] = {0.3, 0.9},    [SND_COLLAPSE] = {1.0, 2.5},
    [SND_FANFARE] = {0.6, 1.6},
};

typedef struct measure {
    double peak, rms, tail; /* fractions of full scale; tail: mean level of the last 5 ms */
} measure;

/* Renders into a buffer with a guard zone after it: exactly frames * channels samples are
 * written, every channel carries the same signal. */
static measure render_checked(const synth_recipe *r, int rate, int channels, int frames)
{
    enum { GUARD = 64 };
    size_t n = (size_t)frames * (size_t)channels;
    int16_t *buf = malloc((n + GUARD) * sizeof *buf);
    assert_non_null(buf);
    for (size_t i = 0; i < n + GUARD; i++) buf[i] = 0x5a5a;
    assert_true(synth_render(r, rate, channels, buf, frames));
    for (size_t i = n; i < n + GUARD; i++) assert_int_equal(buf[i], 0x5a5a);
    measure m = {0};
    double sum = 0, tail = 0;
    int tail_frames = rate / 200;
    for (int f = 0; f < frames; f++) {
        int16_t v = buf[(size_t)f * channels];
        for (int c = 1; c < channels; c++) assert_int_equal(buf[(size_t)f * channels + c], v);
        double a = fabs(v / FULL_SCALE);
        if (a > m.peak) m.peak = a;
        sum += a * a;
        if (f >= frames - tail_frames) tail += a;
    }
    m.rms = sqrt(sum / frames);
    m.tail = tail / tail_frames;
    free(buf);
    return m;
}

static void test_synth_renders_each_recipe(void **state)
{
    (void)state;
    const synth_bank *b = synth_builtin();
    static const int rates[] = {44100, 48000, 22050};
    for (int k = 0; k < 3; k++) {
        for (int id = 0; id < SND_COUNT; id++) {
            const synth_recipe *r = &b->sounds[id];
            int frames = synth_frames(r, rates[k]);
            double seconds = (double)frames / rates[k];
            if (seconds < expected_seconds[id].lo || seconds > expected_seconds[id].hi)
                fail_msg("%s lasts %.3f s", synth_sound_names[id], seconds);
            measure m = render_checked(r, rates[k], k == 2 ? 1 : 2, frames);
            if (m.peak < 0.1) fail_msg("%s is too quiet: %.3f", synth_sound_names[id], m.peak);
            if (m.peak > 0.9) fail_msg("%s clips: peak %.3f", synth_sound_names[id], m.peak);
            if (m.rms < 0.005) fail_msg("%s is nearly silent", synth_sound_names[id]);
            /* it has died away by its last sample: no cut-off click */
            if (m.tail > 0.01 * m.peak + 1e-4)
                fail_msg("%s is cut off: tail %.4f", synth_sound_names[id], m.tail);
        }
    }
}

static void test_synth_is_deterministic(void **state)
{
    (void)state;
    const synth_recipe *r = &synth_builtin()->sounds[SND_DICE];
    int frames = synth_frames(r, 44100);
    int16_t *a = malloc((size_t)frames * 2 * sizeof *a),
            *b = malloc((size_t)frames * 2 * sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    assert_true(synth_render(r, 44100, 2, a, frames));
    assert_true(synth_render(r, 44100, 2, b, frames));
    assert_memory_equal(a, b, (size_t)frames * 2 * sizeof *a);
    free(a);
    free(b);
}

static void test_music_loop(void **state)
{
    (void)state;
    const synth_music *m = &synth_builtin()->music;
    int rate = 44100, frames = synth_music_frames(m, rate);
    double expect = m->chord_count * m->beats_per_chord * 60.0 / m->bpm;
    assert_true(fabs((double)frames / rate - expect) < 0.001);
    assert_true(expect >= 8.0 && expect <= 40.0);
    int16_t *buf = malloc((size_t)frames * 2 * sizeof *buf);
    assert_non_null(buf);
    assert_true(synth_render_music(m, rate, 2, buf, frames));
    double peak = 0, sum = 0;
    for (int f = 0; f < frames; f++) {
        double a = fabs(buf[2 * f] / FULL_SCALE);
        if (a > peak) peak = a;
        sum += a * a;
    }
    assert_true(peak > 0.05 && peak < 0.9);
    assert_true(sqrt(sum / frames) > 0.01);
    /* tails wrap round, so the seam is as smooth as any other step */
    assert_true(abs(buf[2 * (frames - 1)] - buf[0]) < 3000);
    free(buf);
}

static void assert_part_equal(const char *what, int i, const synth_part *a, const synth_part *b)
{
    const float *fa[] = {&a->freq,       &a->freq_end,   &a->start,         &a->duration,
                         &a->attack,     &a->decay,      &a->sustain,       &a->release,
                         &a->volume,     &a->vibrato_hz, &a->vibrato_cents, &a->cutoff,
                         &a->cutoff_end, &a->q,          &a->cutoff_env,    &a->every,
                         &a->jitter,     &a->gain,       &a->pitch};
    const float *fb[] = {&b->freq,       &b->freq_end,   &b->start,         &b->duration,
                         &b->attack,     &b->decay,      &b->sustain,       &b->release,
                         &b->volume,     &b->vibrato_hz, &b->vibrato_cents, &b->cutoff,
                         &b->cutoff_end, &b->q,          &b->cutoff_env,    &b->every,
                         &b->jitter,     &b->gain,       &b->pitch};
    for (size_t k = 0; k < sizeof fa / sizeof fa[0]; k++) {
        if (fabsf(*fa[k] - *fb[k]) > 1e-5f * (1.0f + fabsf(*fb[k])))
            fail_msg("%s part %d field %zu: json %g, built-in %g (run sounds/json2c.py)", what,
                     i + 1, k, *fa[k], *fb[k]);
    }
    if (a->wave != b->wave || a->filter != b->filter || a->repeat != b->repeat)
        fail_msg("%s part %d: wave, filter or repeat differ (run sounds/json2c.py)", what, i + 1);
}

static void test_builtin_matches_json(void **state)
{
    (void)state;
    char path[1100], why[256] = "";
    snprintf(path, sizeof path, "%s/sounds.json", sounds_dir());
    synth_bank *bank = malloc(sizeof *bank);
    assert_non_null(bank);
    if (!synth_load_file(path, bank, why, sizeof why)) fail_msg("%s: %s", path, why);
    const synth_bank *c = synth_builtin();
    for (int id = 0; id < SND_COUNT; id++) {
        const synth_recipe *a = &bank->sounds[id], *b = &c->sounds[id];
        assert_int_equal(a->part_count, b->part_count);
        assert_true(fabsf(a->volume - b->volume) < 1e-6f);
        for (int i = 0; i < a->part_count; i++)
            assert_part_equal(synth_sound_names[id], i, &a->parts[i], &b->parts[i]);
    }
    const synth_music *a = &bank->music, *b = &c->music;
    assert_true(fabsf(a->bpm - b->bpm) < 1e-6f && fabsf(a->volume - b->volume) < 1e-6f);
    assert_int_equal(a->beats_per_chord, b->beats_per_chord);
    assert_int_equal(a->chord_count, b->chord_count);
    for (int k = 0; k < a->chord_count; k++) {
        assert_int_equal(a->chord_size[k], b->chord_size[k]);
        for (int j = 0; j < a->chord_size[k]; j++)
            assert_true(fabsf(a->chords[k][j] - b->chords[k][j]) < 1e-3f);
    }
    assert_part_equal("music pad", 0, &a->pad, &b->pad);
    assert_part_equal("music bass", 0, &a->bass, &b->bass);
    assert_part_equal("music arp", 0, &a->arp, &b->arp);
    assert_int_equal(a->arp_steps, b->arp_steps);
    assert_memory_equal(a->arp_pattern, b->arp_pattern, sizeof a->arp_pattern);
    assert_int_equal(a->arp_octave, b->arp_octave);
    free(bank);
}

static void test_bad_recipes_fall_back(void **state)
{
    (void)state;
    synth_bank *bank = malloc(sizeof *bank);
    assert_non_null(bank);
    char why[256];
    static const char *const broken[] = {
        "",
        "{",
        "[]",
        "{\"format\": \"citybox-sounds\", \"version\": 2, \"sounds\": {}}",
        "{\"format\": \"other\", \"version\": 1, \"sounds\": {}}",
        "{\"format\": \"citybox-sounds\", \"version\": 1, \"sounds\": []}",
    };
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
        why[0] = 0;
        assert_false(synth_load_text(broken[i], strlen(broken[i]), bank, why, sizeof why));
        assert_true(why[0] != 0);
        assert_memory_equal(bank, synth_builtin(), sizeof *bank);
    }
    /* one bad sound keeps its built-in recipe; the good ones are read */
    static const char partly[] =
        "{\"format\": \"citybox-sounds\", \"version\": 1, \"sounds\": {"
        " \"click\": {\"parts\": [{\"atack\": 0.1}]},"
        " \"drop\": {\"parts\": [{\"freq\": 5, \"duration\": 0.1}]},"
        " \"tick\": {\"volume\": 0.3, \"parts\": [{\"freq\": \"A4\", \"wave\": \"square\"}]}},"
        " \"music\": {\"chords\": [[\"Q9\"]]}}";
    assert_true(synth_load_text(partly, sizeof partly - 1, bank, why, sizeof why));
    const synth_bank *c = synth_builtin();
    assert_memory_equal(&bank->sounds[SND_CLICK], &c->sounds[SND_CLICK], sizeof(synth_recipe));
    assert_memory_equal(&bank->sounds[SND_DROP], &c->sounds[SND_DROP], sizeof(synth_recipe));
    assert_memory_equal(&bank->sounds[SND_BELL], &c->sounds[SND_BELL], sizeof(synth_recipe));
    assert_memory_equal(&bank->music, &c->music, sizeof(synth_music));
    assert_int_equal(bank->sounds[SND_TICK].part_count, 1);
    assert_true(fabsf(bank->sounds[SND_TICK].parts[0].freq - 440.0f) < 1e-3f);
    assert_int_equal(bank->sounds[SND_TICK].parts[0].wave, WAVE_SQUARE);
    assert_false(synth_load_file("/nonexistent/sounds.json", bank, why, sizeof why));
    assert_memory_equal(bank, synth_builtin(), sizeof *bank);
    free(bank);
}

static void test_note_names(void **state)
{
    (void)state;
    assert_true(fabsf(synth_note_hz("A4") - 440.0f) < 1e-3f);
    assert_true(fabsf(synth_note_hz("C4") - 261.6256f) < 1e-3f);
    assert_true(fabsf(synth_note_hz("A#4") - 466.1638f) < 1e-3f);
    assert_true(fabsf(synth_note_hz("Bb3") - 233.0819f) < 1e-3f);
    assert_true(fabsf(synth_note_hz("A0") - 27.5f) < 1e-3f);
    assert_true(synth_note_hz("H2") == 0 && synth_note_hz("A") == 0 && synth_note_hz("A44") == 0);
    assert_true(synth_note_hz("") == 0 && synth_note_hz(NULL) == 0 && synth_note_hz("a4") == 0);
}

static void play_everything(void)
{
    for (int id = 0; id < SND_COUNT; id++) snd_play((snd_id)id);
    snd_play((snd_id)-1);
    snd_play(SND_COUNT);
    snd_set_volumes(0, 0);
    snd_set_volumes(100, 100);
    snd_set_volumes(-5, 500);
    snd_music(true);
    snd_music(true);
    snd_music(false);
    snd_music(true);
}

static void test_mixer_with_dummy_driver(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    assert_true(snd_init(sounds_dir()));
    assert_true(snd_available());
    assert_string_equal(snd_status(), "");
    assert_true(snd_init(sounds_dir())); /* twice is harmless */
    play_everything();
    SDL_Delay(150); /* let the music worker finish and start the loop */
    play_everything();
    snd_shutdown();
    assert_false(snd_available());
    snd_shutdown();

    /* no recipe file: the built-in sounds, and it says so */
    assert_true(snd_init("/nonexistent"));
    assert_true(snd_status()[0] != 0);
    play_everything();
    snd_shutdown();
}

static void test_no_device_is_silent(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    assert_false(snd_init(sounds_dir()));
    assert_false(snd_available());
    assert_true(snd_status()[0] != 0);
    play_everything();
    snd_shutdown();
    snd_shutdown();
    assert_false(snd_available());
    setenv("SDL_AUDIODRIVER", "dummy", 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_synth_renders_each_recipe),
        cmocka_unit_test(test_synth_is_deterministic),
        cmocka_unit_test(test_music_loop),
        cmocka_unit_test(test_builtin_matches_json),
        cmocka_unit_test(test_bad_recipes_fall_back),
        cmocka_unit_test(test_note_names),
        cmocka_unit_test(test_mixer_with_dummy_driver),
        cmocka_unit_test(test_no_device_is_silent),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
