/* save_notice.h: saying, at once and in words, that a file a player counts on is not being kept
 * on disk, for as long as it lasts, and saying when it is kept again: a watch that retries the
 * save and a red notice strip. The settings screen and the evening ladder's screen use them; the
 * play host's strip over the board for the game's autosave too (play/play_status.h).
 * Saving is tried again after every action (the match does it) and, while it fails, every
 * SAVE_RETRY_MS by the screen's tick; a timer wakes the app's loop for it when it sleeps, so
 * saving resumes by itself once space is freed or the folder is writable again. */
#ifndef CB_SAVE_NOTICE_H
#define CB_SAVE_NOTICE_H
#include "core/fsutil.h"
#include "render/gfx.h"
#include <stdbool.h>
#include <stdint.h>

enum { SAVE_RETRY_MS = 2000, SAVE_NOTICE_H = 84 };

/* What a screen remembers about one file's writes. Zero it to start. */
typedef struct save_watch {
    double since_try;     /* seconds of ticks since the last retry */
    uint64_t tried_at_ms; /* and on the wall clock (a sleeping loop ticks little) */
    unsigned recoveries;  /* the status's recoveries already said */
    bool started;
} save_watch;

/* Every tick: while s fails, calls retry(user) every SAVE_RETRY_MS (and keeps a wake-up timer
 * armed); when s works again after failing, shows the toast `again` (translated text). */
void save_watch_tick(save_watch *w, const fs_status *s, double dt, bool (*retry)(void *user),
                     void *user, const char *again);

/* The notice: a red strip at the top of r (SAVE_NOTICE_H high with its margins), the title in
 * bold and the detail under it, each on one line (shrunk to fit). Returns the strip's rectangle. */
gfx_rect save_notice_draw(gfx_rect r, const char *title, const char *detail);
/* "<lead>: the disk is full." for the status's error (lead: a translated sentence start). */
void save_notice_title(const fs_status *s, const char *lead, char *out, size_t n);

#endif
