/* play_status.c: the autosave's status shown over the board, and the watch and notice the
 * settings and ladder screens share (see play_status.h). */
#include "play/play_status.h"
#include "core/i18n.h"
#include "platform/platform.h"
#include "play/play_int.h"
#include "ui/ui.h"
#include <SDL.h>
#include <stdio.h>

/* ---- the watch ------------------------------------------------------------------------------ */
static SDL_atomic_t wake_armed;

static Uint32 wake_up(Uint32 interval, void *user)
{
    (void)interval, (void)user;
    SDL_AtomicSet(&wake_armed, 0);
    plat_wake(); /* one frame, one tick: the watch looks at the clock */
    return 0;
}

void save_watch_tick(save_watch *w, const fs_status *s, double dt, bool (*retry)(void *user),
                     void *user, const char *again)
{
    uint64_t now = SDL_GetTicks64();
    if (!w->started) { /* what happened before this screen opened was said elsewhere, or now */
        w->started = true;
        w->recoveries = s->recoveries;
        w->tried_at_ms = now;
    }
    w->since_try += dt;
    if (s->err &&
        (w->since_try * 1000.0 >= SAVE_RETRY_MS || now - w->tried_at_ms >= SAVE_RETRY_MS)) {
        w->since_try = 0;
        w->tried_at_ms = now;
        retry(user);
    }
    if (s->err && SDL_AtomicCAS(&wake_armed, 0, 1) &&
        !SDL_AddTimer(SAVE_RETRY_MS + 20, wake_up, NULL))
        SDL_AtomicSet(&wake_armed, 0);
    if (!s->err && s->recoveries != w->recoveries) {
        w->recoveries = s->recoveries;
        ui_toast(again, UI_TOAST_GOOD);
    }
}

/* ---- the notice ----------------------------------------------------------------------------- */
/* One line centred in w: shrunk down to 3/4 to fit, clipped beyond. */
static void fit_line(const char *text, float cx, float y, float w, float size, gfx_font_style style,
                     gfx_color c)
{
    float tw = gfx_text_width(text, size, style);
    if (tw > w && tw > 0) size *= w / tw > 0.75f ? w / tw : 0.75f;
    gfx_push_clip((gfx_rect){cx - w / 2, y - size, w, 2 * size});
    gfx_text_styled(text, cx, y, size, GFX_CENTER | GFX_MIDDLE, style, c);
    gfx_pop_clip();
}

gfx_rect save_notice_draw(gfx_rect r, const char *title, const char *detail)
{
    float w = r.w - 24 < 820 ? r.w - 24 : 820, h = detail && detail[0] ? 68 : 44;
    gfx_rect n = {r.x + (r.w - w) / 2, r.y + 10, w, h};
    gfx_rrect((gfx_rect){n.x, n.y + 3, n.w, n.h}, 10, UI_COL_SHADOW);
    gfx_rrect(n, 10, GFX_RGBA(150, 32, 38, 242));
    gfx_rrect_outline(n, 10, 2, UI_COL_BAD);
    float cx = n.x + n.w / 2, inner = n.w - 32;
    fit_line(title, cx, n.y + 23, inner, UI_FONT_LABEL, GFX_BOLD, UI_COL_WHITE);
    if (detail && detail[0])
        fit_line(detail, cx, n.y + 49, inner, UI_FONT_SMALL, GFX_REGULAR, UI_COL_TEXT);
    return n;
}

void save_notice_title(const fs_status *s, const char *lead, char *out, size_t n)
{
    char problem[160];
    fs_write_problem(s->err, problem, sizeof problem);
    /* TRANSLATORS: a sentence start, then what went wrong: "Your game is not being saved: the
     * disk is full." */
    snprintf(out, n, _("%s: %s."), lead, problem);
}

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
