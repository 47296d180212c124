/* fuzz_settings.c: the settings file (settings_from_text, the text part of settings_load).
 * Whatever the file says, the result is in range. No window, no audio device: only the parser. */
#include "core/log.h"
#include "fuzz_common.h"
#include "platform/settings.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

static bool same(const settings *a, const settings *b) /* field by field: padding differs */
{
    return a->fullscreen == b->fullscreen && a->window_w == b->window_w &&
           a->window_h == b->window_h && a->music_volume == b->music_volume &&
           a->effects_volume == b->effects_volume && !strcmp(a->language, b->language) &&
           a->ui_scale == b->ui_scale && a->reduced_motion == b->reduced_motion &&
           a->bot_pace == b->bot_pace;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    settings s, d;
    bool ok = settings_from_text(&s, text, size);
    free(text);
    settings_defaults(&d);
    if (!ok) FUZZ_CHECK(same(&s, &d)); /* nothing half-read survives */
    FUZZ_CHECK(s.window_w >= 320 && s.window_w <= 16384 && s.window_h >= 240 &&
               s.window_h <= 16384);
    FUZZ_CHECK(s.music_volume >= 0 && s.music_volume <= 100);
    FUZZ_CHECK(s.effects_volume >= 0 && s.effects_volume <= 100);
    FUZZ_CHECK(s.ui_scale >= 100 && s.ui_scale <= 200);
    FUZZ_CHECK((int)s.bot_pace >= PACE_SLOW && (int)s.bot_pace <= PACE_INSTANT);
    FUZZ_CHECK(!strcmp(s.language, "") || !strcmp(s.language, "en") || !strcmp(s.language, "fr"));
    return 0;
}
