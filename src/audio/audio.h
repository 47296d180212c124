/* audio.h: sound effects and music through SDL2_mixer. Every sound is synthesised by the
 * project at start (recipes in sounds/). No audio device: the app runs silent, with a log line. */
#ifndef CB_AUDIO_H
#define CB_AUDIO_H
#include <stdbool.h>

typedef enum snd_id {
    SND_CLICK,
    SND_PICKUP,
    SND_DROP,
    SND_ROTATE,
    SND_REFUSED,
    SND_TICK,
    SND_BELL,
    SND_DICE,
    SND_COLLAPSE,
    SND_FANFARE,
    SND_COUNT
} snd_id;

bool snd_init(const char *sounds_dir); /* false (and silent) without a device; never fatal */
void snd_shutdown(void);
void snd_play(snd_id id);
void snd_set_volumes(int music, int effects); /* 0..100 */
void snd_music(bool on);                      /* a gentle synthesised loop for menus */
bool snd_available(void);
/* One translated line for the settings screen: why there is no sound, or "" when all is well. */
const char *snd_status(void);

#endif
