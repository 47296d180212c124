/* save_notice.c: the watch and the notice that say a file is not being kept (save_notice.h). */
#include "scenes/save_notice.h"
#include "core/i18n.h"
#include "platform/platform.h"
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
