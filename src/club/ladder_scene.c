/* ladder_scene.c: the app's evening ladder (loaded once from the preference folder, saved after
 * every change) and the standings screen ("ladder"): rank, player, points, games, wins and each
 * game's played/won, the points table, New evening, Export (CSV and a printable HTML page next
 * to the ladder file, the paths shown) and Lock for visitors. While the kiosk is locked visitors
 * only see the standings. */
#include "club/kiosk.h"
#include "club/ladder.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "games/registry.h"
#include "platform/platform.h"
#include "scenes/save_notice.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static ladder the_ladder; /* big (every game of the evening): static, not on a stack */
static bool loaded, broken;
static ladder_problem problem;
static char path[1100];

const char *club_ladder_path(void)
{
    if (!path[0]) snprintf(path, sizeof path, "%sladder.json", plat_pref_dir());
    return path;
}

ladder *club_ladder(void)
{
    if (loaded) return &the_ladder;
    loaded = true;
    problem = ladder_load(&the_ladder, club_ladder_path());
    broken = problem != LADDER_OK;
    if (broken)
        LOG_W("ladder: %s: %s; it is kept as it is and nothing is recorded until a new evening",
              club_ladder_path(), ladder_problem_text(problem));
    else if (the_ladder.active)
        LOG_I("ladder: evening of %s, %d players, %d games", the_ladder.started,
              the_ladder.nplayers, the_ladder.ngames);
    return &the_ladder;
}

bool club_ladder_broken(void)
{
    club_ladder();
    return broken;
}

static fs_status save_status;

const fs_status *club_ladder_save_status(void)
{
    return &save_status;
}

/* The evening in memory to its file; a failure keeps it in memory (the standings shown) and the
 * file on disk whole, and is said by the ladder screen and the results until a save works. */
bool club_ladder_commit(void)
{
    if (club_ladder_broken()) return false;
    bool ok = ladder_save(&the_ladder, club_ladder_path());
    int err = ok ? 0 : errno;
    if (fs_status_note(&save_status, ok, err)) {
        if (ok)
            LOG_I("ladder: saved again to %s", club_ladder_path());
        else
            LOG_W("ladder: could not save %s: %s (kept in memory, tried again)", club_ladder_path(),
                  strerror(err));
    }
    return ok;
}

bool club_ladder_retry_save(void)
{
    return !save_status.err || club_ladder_commit();
}

bool club_ladder_has_standings(void)
{
    const ladder *l = club_ladder();
    return !broken && l->active && l->nplayers > 0 && l->ngames > 0;
}

bool club_ladder_start(const char *const *names, int n)
{
    club_ladder();
    if (broken) {
        char moved[1200];
        if (!fs_keep_aside(club_ladder_path(), moved, sizeof moved)) return false;
        LOG_I("ladder: the damaged file was kept as %s", moved);
        broken = false;
    }
    char when[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    ladder_start(&the_ladder, names, n, when);
    LOG_I("ladder: a new evening with %d players", the_ladder.nplayers);
    club_ladder_commit(); /* a failure is kept in memory, retried and said by the ladder screen */
    return true;
}

bool ladder_record_game(const char *game_id, const char *const *names, const int *ranks,
                        int players, uint64_t key, const int *handicaps)
{
    ladder *l = club_ladder();
    if (broken || !l->active) return false;
    if (!ladder_add_game(l, game_id, names, ranks, players, key, handicaps)) /* shown again */
        return ladder_find_game(l, game_id, key) >= 0;
    /* said once the file holds it, so a log line means the game survives a kill -9 */
    if (club_ladder_commit()) {
        LOG_I("ladder: recorded game %d (%s)", l->ngames, game_id);
        ui_toast(_("Placings added to the evening's ladder."), UI_TOAST_GOOD);
    } else { /* counted in memory, tried again: the ladder screen says so while it lasts */
        LOG_I("ladder: counted game %d (%s) in memory only", l->ngames, game_id);
        char title[300];
        save_notice_title(&save_status, _("Placings added, but the ladder could not be saved"),
                          title, sizeof title);
        ui_toast(title, UI_TOAST_BAD);
    }
    return true;
}

static const char *game_name(const char *id)
{
    for (int i = 0; i < game_catalogue_count(); i++)
        if (strcmp(game_catalogue_at(i)->id, id) == 0) return _(game_catalogue_at(i)->name);
    return NULL;
}

/* ---- the standings screen ---------------------------------------------------------------- */
enum { KINDS_SHOWN = 5, NOTICE_H = SAVE_NOTICE_H };

typedef struct ladder_scene {
    scene base;
    scenes_find_fn find;
    ui_button back, start, export_, lock;
    ui_focus focus;
    gfx_rect table;
    char exported[2400];
    save_watch saving; /* the ladder file: retried while it fails, said (save_notice.h) */
} ladder_scene;

static void ls_layout(ladder_scene *s)
{
    gfx_rect sc = ui_screen_rect();
    float m = sc.w < 900 ? 12 : 32, head = ui_header_h();
    s->back.base.rect = ui_back_rect();
    float bw = 260, bh = UI_BUTTON_H, by = sc.h - m * 0.75f - bh;
    ui_button *row[3] = {&s->start, &s->export_, &s->lock};
    int n = 0;
    for (int i = 0; i < 3; i++) n += !row[i]->base.hidden;
    float x = (sc.w - ((float)n * bw + (float)(n - 1) * UI_GAP)) / 2;
    for (int i = 0; i < 3; i++) {
        if (row[i]->base.hidden) continue;
        row[i]->base.rect = (gfx_rect){x, by, bw, bh};
        x += bw + UI_GAP;
    }
    float tw = fminf(sc.w - 2 * m, 1100);
    head += save_status.err ? NOTICE_H : 0; /* the notice goes under the header */
    s->table = (gfx_rect){(sc.w - tw) / 2, head + 8, tw, by - head - 48}; /* room for the paths */
}

static void ls_enter(scene *sc)
{
    ladder_scene *s = (ladder_scene *)sc;
    ui_back_init(&s->back);
    ui_button_init(&s->start, s->start.base.rect, _("New evening"), UI_BUTTON_PRIMARY);
    ui_button_init(&s->export_, s->export_.base.rect, _("Export"), UI_BUTTON_SECONDARY);
    ui_button_init(&s->lock, s->lock.base.rect, _("Lock for visitors"), UI_BUTTON_SECONDARY);
    s->start.base.tooltip = _("Type the names of tonight's players.");
    s->export_.base.tooltip = /* once exported, the line under the table says it */
        s->exported[0] ? NULL
                       : _("Write the standings as a spreadsheet (CSV) and a printable page.");
    s->lock.base.tooltip = _("Fullscreen, no Quit and no Settings until the organiser's PIN.");
    bool locked = kiosk_locked();
    s->start.base.hidden = s->lock.base.hidden = locked;
    s->export_.base.hidden = locked || !club_ladder()->active;
    ui_focus_init(&s->focus);
    ui_focus_add(&s->focus, &s->back.base);
    ui_focus_add(&s->focus, &s->start.base);
    ui_focus_add(&s->focus, &s->export_.base);
    ui_focus_add(&s->focus, &s->lock.base);
    ls_layout(s);
}

static void ls_resume(scene *sc)
{
    ls_enter(sc); /* a new evening, a lock or an unlock changed what is shown */
}

static void do_export(ladder_scene *s)
{
    char csv[1200], html[1200];
    const char *j = club_ladder_path();
    size_t n = strlen(j) > 5 ? strlen(j) - 5 : 0; /* without ".json" */
    snprintf(csv, sizeof csv, "%.*s.csv", (int)n, j);
    snprintf(html, sizeof html, "%.*s.html", (int)n, j);
    if (ladder_export(club_ladder(), csv, html, game_name)) {
        snprintf(s->exported, sizeof s->exported, _("Exported: %s and %s"), csv, html);
        s->export_.base.tooltip = NULL; /* the line says it now (the tooltip would cover it) */
        LOG_I("ladder: exported %s and %s", csv, html);
        ui_toast(_("The standings were exported."), UI_TOAST_GOOD);
    } else {
        snprintf(s->exported, sizeof s->exported, _("Could not write %s."), csv);
        ui_toast(s->exported, UI_TOAST_BAD);
    }
}

static bool ls_event(scene *sc, const in_event *ev)
{
    ladder_scene *s = (ladder_scene *)sc;
    ls_layout(s);
    if (ui_button_event(&s->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    if (ui_button_event(&s->start, ev) == UI_ACTIVATED) {
        scene_push(ladder_setup_new());
        return true;
    }
    if (ui_button_event(&s->export_, ev) == UI_ACTIVATED) {
        do_export(s);
        return true;
    }
    if (ui_button_event(&s->lock, ev) == UI_ACTIVATED) {
        scene_push(kiosk_pad_new(KIOSK_PAD_CHOOSE));
        return true;
    }
    return ui_focus_event(&s->focus, ev) != UI_NONE;
}

/* text centred on cx, shrunk (down to 60 %) to fit in w */
static void fit_text(const char *text, float cx, float y, float w, float size, gfx_font_style style,
                     gfx_color c)
{
    float tw = gfx_text_width(text, size, style);
    if (tw > w) size = fmaxf(size * 0.6f, size * w / tw);
    gfx_text_styled(text, cx, y, size, GFX_CENTER | GFX_MIDDLE, style, c);
}

static void draw_message(gfx_rect t, const char *msg)
{
    gfx_text(msg, t.x + t.w / 2, t.y + t.h / 2, UI_FONT_BODY, GFX_CENTER | GFX_MIDDLE,
             UI_COL_INK_SOFT);
}

/* The standings' columns (rank, player, points, games, wins, then played / won per game) and
 * their rows, from y down to the bottom of t: the ladder screen's table and attract mode's card. */
static void standings_rows(const ladder *l, const ladder_standings *st, gfx_rect t, float y)
{
    char line[64];
    float x = t.x + 24;
    int kinds = st->nkinds < KINDS_SHOWN ? st->nkinds : KINDS_SHOWN;
    float cname = x + 60, cpts = x + 320, cgames = cpts + 100, cwins = cgames + 90;
    float ck = cwins + 60, kw = kinds ? (t.x + t.w - 24 - ck) / (float)kinds : 0;
    gfx_text_styled(_("Rank"), x, y, UI_FONT_SMALL, GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    gfx_text_styled(_("Player"), cname, y, UI_FONT_SMALL, GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    gfx_text_styled(_("Points"), cpts, y, UI_FONT_SMALL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK);
    gfx_text_styled(_("Games"), cgames, y, UI_FONT_SMALL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK);
    gfx_text_styled(_("Wins"), cwins, y, UI_FONT_SMALL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK);
    for (int k = 0; k < kinds; k++) {
        const char *n = game_name(st->kind[k]);
        fit_text(n ? n : st->kind[k], ck + kw * ((float)k + 0.5f), y - 9, kw - 10, UI_FONT_SMALL,
                 GFX_BOLD, UI_COL_INK);
        /* TRANSLATORS: under each game's name in the standings: the cells read "2 / 1" */
        fit_text(_("played / won"), ck + kw * ((float)k + 0.5f), y + 9, kw - 10, 13, GFX_REGULAR,
                 UI_COL_INK_SOFT);
    }
    y += 22;
    gfx_rect rule = {x, y, t.w - 48, 2};
    gfx_rrect(rule, 1, UI_COL_PANEL_EDGE);
    float row = st->nrows > 10 ? 26 : 34, size = st->nrows > 10 ? UI_FONT_BODY : UI_FONT_LABEL;
    y += 4;
    for (int i = 0; i < st->nrows && y + row <= t.y + t.h - 30; i++, y += row) {
        const ladder_row *r = &st->row[i];
        if (i % 2) gfx_rrect((gfx_rect){x - 8, y, t.w - 32, row}, 4, UI_COL_PANEL_ALT);
        float my = y + row / 2;
        snprintf(line, sizeof line, "%d", r->rank);
        gfx_text_styled(line, x + 14, my, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        r->rank == 1 && r->points > 0 ? UI_COL_ACCENT_LO : UI_COL_INK_SOFT);
        float nw = gfx_text(l->names[r->player], cname, my, size, GFX_MIDDLE, UI_COL_INK);
        if (r->handicapped) { /* said beside the name, so the standings hide nothing */
            snprintf(line, sizeof line, _("with a handicap: %d"), r->handicapped);
            gfx_text(line, cname + nw + 10, my + 1, UI_FONT_SMALL, GFX_MIDDLE, UI_COL_INK_SOFT);
        }
        snprintf(line, sizeof line, "%d", r->points);
        gfx_text_styled(line, cpts, my, size, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
        snprintf(line, sizeof line, "%d", r->played);
        gfx_text(line, cgames, my, size, GFX_RIGHT | GFX_MIDDLE, UI_COL_INK);
        snprintf(line, sizeof line, "%d", r->wins);
        gfx_text(line, cwins, my, size, GFX_RIGHT | GFX_MIDDLE, UI_COL_INK);
        for (int k = 0; k < kinds; k++) {
            snprintf(line, sizeof line, "%d / %d", r->kind_played[k], r->kind_wins[k]);
            fit_text(r->kind_played[k] ? line : "–", ck + kw * ((float)k + 0.5f), my, kw - 10,
                     UI_FONT_BODY, GFX_REGULAR, UI_COL_INK);
        }
    }
}

static void draw_table(ladder_scene *s)
{
    gfx_rect t = s->table;
    const ladder *l = club_ladder();
    ladder_standings st;
    ladder_standings_compute(l, &st);
    ui_draw_panel(t);
    char line[600];
    if (club_ladder_broken()) {
        snprintf(line, sizeof line,
                 _("The ladder file cannot be used: %s. It is kept as it is; a new evening "
                   "starts a fresh file."),
                 _(ladder_problem_text(problem)));
        draw_message(t, line);
        return;
    }
    if (!l->active) {
        draw_message(t, _("No evening under way: the organiser starts one with the players' "
                          "names."));
        return;
    }
    float x = t.x + 24, y = t.y + 30;
    snprintf(line, sizeof line, _("Evening started %s."), l->started);
    gfx_text(line, x, y, UI_FONT_BODY, GFX_MIDDLE, UI_COL_INK_SOFT);
    y += 28;
    gfx_text(_("Points per placing: 1st 5, 2nd 3, 3rd 2, 4th 1; tied players each score the "
               "place they share."),
             x, y, UI_FONT_SMALL, GFX_MIDDLE, UI_COL_INK_SOFT);
    y += 34;
    standings_rows(l, &st, t, y);
    snprintf(line, sizeof line, _("Games played: %d."), l->ngames);
    gfx_text(line, x, t.y + t.h - 18, UI_FONT_SMALL, GFX_MIDDLE, UI_COL_INK_SOFT);
}

/* A compact standings card for attract mode: the same columns and rows. */
void club_ladder_draw_card(float x, float y, float w, float h)
{
    gfx_rect r = {x, y, w, h};
    ui_draw_panel(r);
    ladder_standings st;
    ladder_standings_compute(club_ladder(), &st);
    standings_rows(club_ladder(), &st, r, y + 30);
}

static void ls_draw(scene *sc, float alpha)
{
    (void)alpha;
    ladder_scene *s = (ladder_scene *)sc;
    ls_layout(s);
    scenes_draw_backdrop(sc);
    scenes_draw_begin(sc, false);
    ui_draw_header_title(_("Evening ladder"));
    ui_button_draw(&s->back);
    draw_table(s);
    if (save_status.err) { /* said for as long as it lasts */
        char title[300];
        save_notice_title(&save_status, _("Tonight's ladder could not be saved"), title,
                          sizeof title);
        save_notice_draw((gfx_rect){0, ui_header_h(), ui_screen_rect().w, NOTICE_H}, title,
                         _("The standings below are kept in memory and CityBox keeps trying to "
                           "save them; they are lost when it closes if it never can."));
    }
    if (s->exported[0]) /* the paths, on two lines if need be, in the room kept under the table */
        gfx_text_box(s->exported,
                     (gfx_rect){s->table.x, s->table.y + s->table.h + 6, s->table.w, 40},
                     UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
    ui_button_draw(&s->start);
    ui_button_draw(&s->export_);
    ui_button_draw(&s->lock);
    scenes_draw_end();
}

static bool retry_ladder(void *user)
{
    (void)user;
    return club_ladder_retry_save();
}

static void ls_tick(scene *sc, double dt)
{
    ladder_scene *s = (ladder_scene *)sc;
    save_watch_tick(&s->saving, &save_status, dt, retry_ladder, NULL,
                    _("Tonight's ladder is saved again."));
}

static void ls_destroy(scene *sc)
{
    free(sc);
}

static bool ls_find(scene *sc, const char *id, gfx_rect *out)
{
    ladder_scene *s = (ladder_scene *)sc;
    ls_layout(s);
    const ui_button *b = strcmp(id, "back") == 0     ? &s->back
                         : strcmp(id, "start") == 0  ? &s->start
                         : strcmp(id, "export") == 0 ? &s->export_
                         : strcmp(id, "lock") == 0   ? &s->lock
                                                     : NULL;
    if (!b || b->base.hidden) return false;
    *out = b->base.rect;
    return true;
}

static const scene_vt ladder_vt = {
    .name = "ladder",
    .opaque = true,
    .enter = ls_enter,
    .resume = ls_resume,
    .event = ls_event,
    .tick = ls_tick,
    .draw = ls_draw,
    .destroy = ls_destroy,
};

scene *ladder_scene_new(void)
{
    ladder_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.vt = &ladder_vt;
    s->find = ls_find;
    s->focus.current = -1;
    club_ladder();
    return &s->base;
}
