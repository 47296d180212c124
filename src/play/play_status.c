/* play_status.c: the strips over the board (see play_status.h): the autosave's status while it
 * fails, and the seats' handicaps for the whole game. */
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

/* ---- handicaps ------------------------------------------------------------------------------- */
enum { HANDICAP_H = 30 };

bool play_has_handicaps(const play *p)
{
    return game_handicaps_any(match_params(p->m));
}

/* "Handicaps:" then each seat that has one: its badge, name and what it is given */
static void draw_handicaps(const play *p, gfx_rect r)
{
    const game_params *gp = match_params(p->m);
    gfx_fill_rect(r, GFX_RGBA(10, 16, 32, 150));
    float y = r.y + r.h * 0.5f, fs = UI_FONT_SMALL;
    float x = r.x + 12 +
              gfx_text_styled(_("Handicaps:"), r.x + 12, y, fs, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                              UI_COL_TEXT);
    for (int i = 0; i < gp->players; i++) {
        if (!gp->handicap[i]) continue;
        char what[64], line[160];
        game_handicap_text(match_game(p->m), gp->handicap[i], what, sizeof what);
        snprintf(line, sizeof line, "%s %s", play_seat_name(p, i), what);
        ui_draw_seat_badge(i, x + 22, y, 10);
        x += 36 + gfx_text(line, x + 36, y, fs, GFX_LEFT | GFX_MIDDLE, UI_COL_TEXT);
    }
}

/* ---- both ----------------------------------------------------------------------------------- */

static float notice_height(const play *p)
{
    const match_save_status *st = match_autosave_status(p->m);
    bool shown = (st->on && st->io.err) || (st->end_unsaved && p->mode == MODE_RESULTS);
    return shown ? SAVE_NOTICE_H : 0;
}

float play_status_height(const play *p)
{
    return notice_height(p) + (play_has_handicaps(p) ? HANDICAP_H : 0);
}

void play_status_draw(play *p)
{
    gfx_rect a = play_board_area(p); /* the board sits below the strips' room */
    float y = a.y - play_status_height(p);
    if (play_has_handicaps(p)) {
        draw_handicaps(p, (gfx_rect){a.x, y, a.w, HANDICAP_H});
        y += HANDICAP_H;
    }
    char title[300], detail[300];
    if (!notice(p, title, detail, sizeof title)) return;
    save_notice_draw((gfx_rect){a.x, y, a.w, SAVE_NOTICE_H}, title, detail);
}
