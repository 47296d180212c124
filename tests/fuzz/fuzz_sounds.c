/* fuzz_sounds.c: sound recipes (sounds/sounds.json) through synth_load_text, then the start of
 * one sound (picked from the input's length) rendered at the device's rate, so values the loader
 * accepts are also values the synthesiser survives. (Not the music: a loop renders every note
 * whole, wrapping around, which would make a run take 40 ms.) */
#include "audio/audio.h"
#include "audio/synth.h"
#include "core/log.h"
#include "fuzz_common.h"

enum { RATE = 44100, MAX_FRAMES = 2048 };

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    synth_bank *bank = malloc(sizeof *bank);
    int16_t *pcm = malloc(MAX_FRAMES * sizeof *pcm);
    if (text && bank && pcm) {
        char why[256];
        why[0] = 0;
        if (synth_load_text(text, size, bank, why, sizeof why)) {
            const synth_recipe *r = &bank->sounds[size % SND_COUNT];
            int frames = synth_frames(r, RATE);
            FUZZ_CHECK(frames >= 0);
            synth_render(r, RATE, 1, pcm, frames < MAX_FRAMES ? frames : MAX_FRAMES);
            FUZZ_CHECK(synth_music_frames(&bank->music, RATE) >= 0);
        } else {
            FUZZ_CHECK(why[0]); /* a reason, always */
        }
    }
    free(pcm);
    free(bank);
    free(text);
    return 0;
}
