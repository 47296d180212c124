/* play_status.c: the autosave's status shown over the board (see play_status.h). */
#include "play/play_status.h"
#include "core/i18n.h"
#include "platform/platform.h"
#include "play/play_int.h"
#include "ui/ui.h"
#include <SDL.h>
#include <stdio.h>

/* ---- the play host -------------------------------------------------------------------------- */
/* One play scene shows at a time: its watch (a new autosave starts a new one). */
static struct {
    unsigned id;
    save_watch w;
} host;

static bool retry_match(void *m)
{
    return match_autosave_retry(m);
}

void play_status_tick(play *p, double dt)
{
    const match_save_status *st = match_autosave_status(p->m);
    if (host.id != st->id) {
        host.id = st->id;
        host.w = (save_watch){0};
    }
    if (st->on)
        save_watch_tick(&host.w, &st->io, dt, retry_match, p->m,
                        _("Your game is being saved again."));
}

/* What the host says now: title and detail; false when nothing. */
static bool notice(const play *p, char *title, char *detail, size_t n)
{
    const match_save_status *st = match_autosave_status(p->m);
    if (st->on && st->io.err) {
        save_notice_title(&st->io, _("Your game is not being saved"), title, n);
        if (st->saved_moves > 0)
            snprintf(detail, n,
                     _("CityBox tries again after every move and every few seconds. The last save "
                       "kept, after move %d, is untouched."),
                     st->saved_moves);
        else
            snprintf(detail, n, "%s",
                     _("CityBox tries again after every move and every few seconds."));
        return true;
    }
    if (!st->on && st->end_unsaved && p->mode == MODE_RESULTS) {
        save_notice_title(&st->io, _("The end of this game was not saved"), title, n);
        if (st->saved_moves > 0)
            snprintf(detail, n, _("Its file keeps the game up to move %d."), st->saved_moves);
        else
            detail[0] = 0;
        return true;
    }
    return false;
}

float play_status_height(const play *p)
{
    const match_save_status *st = match_autosave_status(p->m);
    bool shown = (st->on && st->io.err) || (st->end_unsaved && p->mode == MODE_RESULTS);
    return shown ? SAVE_NOTICE_H : 0;
}

void play_status_draw(play *p)
{
    char title[300], detail[300];
    if (!notice(p, title, detail, sizeof title)) return;
    gfx_rect a = play_board_area(p); /* the board sits below the notice's room */
    save_notice_draw((gfx_rect){a.x, a.y - SAVE_NOTICE_H, a.w, SAVE_NOTICE_H}, title, detail);
}
