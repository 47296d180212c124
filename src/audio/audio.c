/* audio.c: SDL2_mixer glue. Opens the device after the first frame (SDL2_mixer itself is loaded
 * then: platform/late_lib.h), then renders every recipe at the mixer's rate on a worker thread
 * (the effects, then the music loop), so the frames after the first one do not wait for the
 * synthesiser; a sound asked for before it is made is skipped. Every call is a no-op when there
 * is no audio device (or no SDL2_mixer). */
#include "audio/audio.h"
#include "audio/synth.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/late_lib.h"
#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    MUSIC_CHANNEL = 0, /* reserved: effects never take it */
    VOICES = 16,       /* effects may overlap (dice, ticks, drops) */
    MUSIC_FADE_IN_MS = 1500,
    MUSIC_FADE_OUT_MS = 700,
};

/* the SDL2_mixer functions used, loaded with it */
static struct {
    int (*OpenAudioDevice)(int, Uint16, int, int, const char *, int);
    int (*QuerySpec)(int *, Uint16 *, int *);
    void (*CloseAudio)(void);
    int (*AllocateChannels)(int);
    int (*ReserveChannels)(int);
    int (*Volume)(int, int);
    int (*VolumeChunk)(Mix_Chunk *, int);
    Mix_Chunk *(*QuickLoad_RAW)(Uint8 *, Uint32);
    void (*FreeChunk)(Mix_Chunk *);
    int (*Playing)(int);
    Mix_Fading (*FadingChannel)(int);
    int (*HaltChannel)(int);
    int (*FadeInChannel)(int, Mix_Chunk *, int, int);
    int (*FadeOutChannel)(int, int);
    int (*PlayChannel)(int, Mix_Chunk *, int);
} mix;

static const late_sym mix_syms[] = {
    {"Mix_OpenAudioDevice", &mix.OpenAudioDevice},
    {"Mix_QuerySpec", &mix.QuerySpec},
    {"Mix_CloseAudio", &mix.CloseAudio},
    {"Mix_AllocateChannels", &mix.AllocateChannels},
    {"Mix_ReserveChannels", &mix.ReserveChannels},
    {"Mix_Volume", &mix.Volume},
    {"Mix_VolumeChunk", &mix.VolumeChunk},
    {"Mix_QuickLoad_RAW", &mix.QuickLoad_RAW},
    {"Mix_FreeChunk", &mix.FreeChunk},
    {"Mix_Playing", &mix.Playing},
    {"Mix_FadingChannel", &mix.FadingChannel},
    {"Mix_HaltChannel", &mix.HaltChannel},
    {"Mix_FadeInChannel", &mix.FadeInChannel},
    {"Mix_FadeOutChannel", &mix.FadeOutChannel},
    {"Mix_PlayChannel", &mix.PlayChannel},
};
static late_lib mixer = {.soname = "libSDL2_mixer-2.0.so.0",
                         .syms = mix_syms,
                         .nsyms = (int)(sizeof mix_syms / sizeof mix_syms[0])};

typedef struct sound {
    Mix_Chunk *chunk;
    int16_t *pcm; /* owned by us: Mix_QuickLoad_RAW does not copy or free it */
} sound;

static struct {
    bool open;
    bool builtin; /* sounds.json was missing or bad */
    int rate, channels;
    sound fx[SND_COUNT];
    sound music;
    synth_bank *bank; /* the recipes, until the worker has made them */
    SDL_Thread *worker;
    SDL_mutex *lock;   /* guards fx_ready, the volumes, music_ready and music_wanted */
    bool fx_ready;     /* the effects are made (fx[] is not touched again until shutdown) */
    bool music_ready;  /* the loop is rendered */
    bool music_wanted; /* snd_music(true) was last asked */
    int music_volume, effects_volume;
} A = {.music_volume = 60, .effects_volume = 80};

/* Sliders are linear to the eye, the ear is logarithmic: a square law is a fair fit
 * (50 -> -12 dB, 10 -> -40 dB). */
static int mix_volume(int v)
{
    if (v < 0) v = 0;
    if (v > 100) v = 100;
    return (MIX_MAX_VOLUME * v * v + 5000) / 10000;
}

static bool make_sound(sound *s, int frames)
{
    size_t bytes = (size_t)frames * (size_t)A.channels * sizeof(int16_t);
    s->pcm = malloc(bytes ? bytes : 1);
    if (!s->pcm) return false;
    s->chunk = NULL;
    return true;
}

static bool finish_sound(sound *s, int frames)
{
    Uint32 bytes = (Uint32)((size_t)frames * (size_t)A.channels * sizeof(int16_t));
    s->chunk = mix.QuickLoad_RAW((Uint8 *)s->pcm, bytes);
    return s->chunk != NULL;
}

static void free_sound(sound *s)
{
    if (s->chunk) mix.FreeChunk(s->chunk);
    free(s->pcm);
    *s = (sound){0};
}

static bool render_effect(sound *out, const synth_recipe *r)
{
    int frames = synth_frames(r, A.rate);
    if (frames < 1) frames = 1;
    if (!make_sound(out, frames)) return false;
    if (!synth_render(r, A.rate, A.channels, out->pcm, frames) || !finish_sound(out, frames)) {
        free_sound(out);
        return false;
    }
    return true;
}

static void music_start(bool on)
{
    if (on) {
        if (mix.Playing(MUSIC_CHANNEL) && mix.FadingChannel(MUSIC_CHANNEL) != MIX_FADING_OUT)
            return;
        mix.HaltChannel(MUSIC_CHANNEL);
        mix.FadeInChannel(MUSIC_CHANNEL, A.music.chunk, -1, MUSIC_FADE_IN_MS);
    } else if (mix.Playing(MUSIC_CHANNEL)) {
        mix.FadeOutChannel(MUSIC_CHANNEL, MUSIC_FADE_OUT_MS);
    }
}

/* The worker: the effects first (they are short), then the music loop. */
static int audio_worker(void *unused)
{
    (void)unused;
    Uint64 t0 = SDL_GetPerformanceCounter();
    sound fx[SND_COUNT] = {0};
    for (int id = 0; id < SND_COUNT; id++) {
        if (!render_effect(&fx[id], &A.bank->sounds[id]))
            LOG_W("audio: sound \"%s\" could not be made", synth_sound_names[id]);
    }
    SDL_LockMutex(A.lock);
    for (int id = 0; id < SND_COUNT; id++) {
        A.fx[id] = fx[id];
        if (A.fx[id].chunk) mix.VolumeChunk(A.fx[id].chunk, mix_volume(A.effects_volume));
    }
    A.fx_ready = true;
    SDL_UnlockMutex(A.lock);
    LOG_I("audio: %d Hz, %d channels, %d sounds made in %.0f ms", A.rate, A.channels, SND_COUNT,
          (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
              (double)SDL_GetPerformanceFrequency());

    int frames = synth_music_frames(&A.bank->music, A.rate);
    sound s = {0};
    bool ok = frames > 0 && make_sound(&s, frames);
    ok = ok && synth_render_music(&A.bank->music, A.rate, A.channels, s.pcm, frames) &&
         finish_sound(&s, frames);
    SDL_LockMutex(A.lock);
    if (ok) {
        A.music = s;
        A.music_ready = true;
        if (A.music_wanted) music_start(true);
    } else {
        free_sound(&s);
        LOG_W("audio: the music loop could not be made");
    }
    SDL_UnlockMutex(A.lock);
    return 0;
}

static void load_bank(const char *sounds_dir, synth_bank *bank)
{
    char path[1024], why[256];
    if (!sounds_dir || !*sounds_dir) {
        *bank = *synth_builtin();
        A.builtin = true;
        return;
    }
    snprintf(path, sizeof path, "%s/sounds.json", sounds_dir);
    if (!synth_load_file(path, bank, why, sizeof why)) {
        LOG_W("audio: %s: %s: using the built-in sounds", path, why);
        A.builtin = true;
    }
}

bool snd_init(const char *sounds_dir)
{
    Uint16 format = 0;
    if (A.open) return true;
    A.builtin = false;
    if (!late_lib_open(&mixer)) return false; /* logged: running silent */
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        LOG_W("no audio device: running silent (%s)", SDL_GetError());
        return false;
    }
    /* Only the rate may differ from what we ask: SDL converts format and channels for us. Every
     * recipe is mono (the same samples on each channel), so the mixer runs mono: half the memory
     * for the rendered sounds and the 27 s music loop (2.4 MB instead of 4.8). */
    if (mix.OpenAudioDevice(44100, AUDIO_S16SYS, 1, 1024, NULL, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE) !=
            0 ||
        !mix.QuerySpec(&A.rate, &format, &A.channels)) {
        LOG_W("no audio device: running silent (%s)", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    if (format != AUDIO_S16SYS || A.channels < 1) {
        LOG_W("no audio device: running silent (unexpected format 0x%x)", format);
        mix.CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    A.open = true;
    mix.AllocateChannels(VOICES);
    mix.ReserveChannels(1);

    /* the recipes are read now (snd_status says at once if they were damaged), the sounds are
     * made on the worker */
    A.bank = malloc(sizeof *A.bank);
    A.fx_ready = A.music_ready = A.music_wanted = false;
    A.lock = SDL_CreateMutex();
    if (A.bank) load_bank(sounds_dir, A.bank);
    if (A.bank && A.lock) A.worker = SDL_CreateThread(audio_worker, "citybox-audio", NULL);
    if (!A.worker) LOG_W("audio: no sounds (%s)", SDL_GetError());
    mix.Volume(MUSIC_CHANNEL, mix_volume(A.music_volume));
    return true;
}

void snd_shutdown(void)
{
    if (!A.open) return;
    if (A.worker) SDL_WaitThread(A.worker, NULL);
    A.worker = NULL;
    free(A.bank);
    A.bank = NULL;
    mix.HaltChannel(-1);
    for (int id = 0; id < SND_COUNT; id++) free_sound(&A.fx[id]);
    free_sound(&A.music);
    if (A.lock) SDL_DestroyMutex(A.lock);
    A.lock = NULL;
    A.fx_ready = A.music_ready = A.music_wanted = false;
    mix.CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    A.open = false;
}

void snd_play(snd_id id)
{
    if (!A.open || !A.lock || id < 0 || id >= SND_COUNT) return;
    SDL_LockMutex(A.lock);
    Mix_Chunk *c = A.fx_ready ? A.fx[id].chunk : NULL; /* not made yet: skipped */
    SDL_UnlockMutex(A.lock);
    if (c) mix.PlayChannel(-1, c, 0); /* all channels busy: this one is skipped */
}

void snd_set_volumes(int music, int effects)
{
    music = music < 0 ? 0 : music > 100 ? 100 : music;
    effects = effects < 0 ? 0 : effects > 100 ? 100 : effects;
    if (A.lock) SDL_LockMutex(A.lock); /* the worker reads them when its sounds are made */
    A.music_volume = music;
    A.effects_volume = effects;
    for (int id = 0; A.open && A.fx_ready && id < SND_COUNT; id++) {
        if (A.fx[id].chunk) mix.VolumeChunk(A.fx[id].chunk, mix_volume(A.effects_volume));
    }
    if (A.lock) SDL_UnlockMutex(A.lock);
    if (A.open) mix.Volume(MUSIC_CHANNEL, mix_volume(music));
}

void snd_music(bool on)
{
    if (!A.open || !A.lock) return;
    SDL_LockMutex(A.lock);
    A.music_wanted = on;
    if (A.music_ready) music_start(on);
    SDL_UnlockMutex(A.lock);
}

bool snd_available(void)
{
    return A.open;
}

const char *snd_status(void)
{
    if (!A.open) return _("No audio device was found: CityBox runs without sound.");
    if (A.builtin) return _("The sound recipes could not be read: the built-in sounds are used.");
    return "";
}
