/* services.c: the app's side of the scene hooks: starting, resuming and quitting matches. */
#include "app/services.h"
#include "app/bench.h"
#include "club/club.h"
#include "club/kiosk.h"
#include "club/ladder.h"
#include "ai/racer.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "games/registry.h"
#include "platform/platform.h"
#include "scenes/gallery.h"
#include "play/play.h"
#include "scenes/scenes.h"
#include "input/input.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* ---- saves: one autosave per game (play.h names them), plus the old single autosave.json */
static char legacy[1200];

const char *services_autosave_path(void)
{
    if (!legacy[0]) snprintf(legacy, sizeof legacy, "%sautosave.json", plat_pref_dir());
    return legacy;
}

/* Older versions kept one autosave.json: it becomes the autosave of the game it names (once).
 * A file that cannot be read stays where it is, offered as "a saved game", so resuming it
 * reports it and keeps it aside as before; a game's own save is never overwritten. */
static void migrate_legacy(void)
{
    const char *old = services_autosave_path();
    if (!fs_exists(old)) return;
    char why[256], to[1200];
    match *m = match_load_file(old, why, sizeof why);
    if (!m) return;
    play_autosave_path(match_game(m)->id, true, to, sizeof to);
    match_destroy(m);
    if (!to[0]) return;
    if (!fs_exists(to)) {
        if (rename(old, to) == 0) LOG_I("old autosave moved to %s", to);
    } else {
        char moved[1300];
        fs_keep_aside(old, moved, sizeof moved); /* both kept: the newer per-game one wins */
        LOG_I("old autosave kept as %s (%s has its own)", moved, to);
    }
}

static void save_path(const char *game_id, char *out, size_t n)
{
    if (*game_id)
        play_autosave_path(game_id, true, out, n);
    else
        snprintf(out, n, "%s", services_autosave_path());
}

/* "12 moves, 14:32": how far the game went and when it was saved (local time). */
static void save_fact(const char *path, char *out, size_t n)
{
    char why[256], moves[64] = "", when[16] = "";
    match *m = match_load_file(path, why, sizeof why);
    if (m) {
        int k = match_log_count(m);
        if (k == 1)
            snprintf(moves, sizeof moves, "%s", _("1 move"));
        else
            snprintf(moves, sizeof moves, _("%d moves"), k);
        match_destroy(m);
    }
    struct stat st;
    struct tm tmv;
    if (stat(path, &st) == 0 && localtime_r(&st.st_mtime, &tmv))
        strftime(when, sizeof when, "%H:%M", &tmv);
    snprintf(out, n, "%s%s%s", moves, moves[0] && when[0] ? ", " : "", when);
}

typedef struct saved_sort {
    scene_saved_game g;
    time_t mtime;
} saved_sort;

static int newest_first(const void *a, const void *b)
{
    time_t x = ((const saved_sort *)a)->mtime, y = ((const saved_sort *)b)->mtime;
    return (x < y) - (x > y);
}

static int saved_games(scene_saved_game *out, int cap)
{
    bool organiser = !kiosk_locked(); /* locked: visitors see their own games alone */
    if (organiser) migrate_legacy();
    saved_sort all[SCENE_MAX_SAVED + 1];
    int n = 0;
    char path[1200];
    for (int i = 0; i < game_catalogue_count() && n < SCENE_MAX_SAVED; i++) {
        const game_entry *e = game_catalogue_at(i);
        save_path(e->id, path, sizeof path);
        if (!e->def || !path[0] || !fs_exists(path)) continue;
        all[n] = (saved_sort){0};
        snprintf(all[n].g.game_id, sizeof all[n].g.game_id, "%s", e->id);
        snprintf(all[n].g.name, sizeof all[n].g.name, "%s", _(e->name));
        n++;
    }
    if (organiser && fs_exists(services_autosave_path())) { /* an old save not read */
        all[n] = (saved_sort){0};
        snprintf(all[n].g.name, sizeof all[n].g.name, "%s", _("a saved game"));
        n++;
    }
    for (int i = 0; i < n && out; i++) { /* a count alone needs no facts */
        struct stat st;
        save_path(all[i].g.game_id, path, sizeof path);
        all[i].mtime = stat(path, &st) == 0 ? st.st_mtime : 0;
        save_fact(path, all[i].g.fact, sizeof all[i].g.fact);
    }
    qsort(all, (size_t)n, sizeof *all, newest_first);
    if (n > cap) n = cap;
    for (int i = 0; i < n && out; i++) out[i] = all[i].g;
    return n;
}

static bool has_resume(void)
{
    return saved_games(NULL, SCENE_MAX_SAVED) > 0;
}

static void resume_game(const char *game_id)
{
    char why[256], path[1200];
    save_path(game_id ? game_id : "", path, sizeof path);
    scene *s = play_resume(path, why, sizeof why);
    if (s) {
        scene_push(s);
        return;
    }
    /* A damaged autosave is reported and kept aside, never overwritten. */
    char moved[1300] = "";
    fs_keep_aside(path, moved, sizeof moved);
    char msg[1700];
    if (moved[0])
        snprintf(msg, sizeof msg, _("The saved game could not be resumed: %s It was kept as %s."),
                 why, moved);
    else /* nothing there to keep (gone since the menu listed it) */
        snprintf(msg, sizeof msg, _("The saved game could not be resumed: %s"), why);
    services_notice(msg);
}

static void resume(void) /* the newest game in progress */
{
    scene_saved_game g;
    if (saved_games(&g, 1) == 1) resume_game(g.game_id);
}

static void start_now(const setup_result *r)
{
    char why[256];
    scene *s = play_new(r, why, sizeof why);
    if (!s) {
        services_notice(why);
        return;
    }
    scene_push(s);
}

static setup_result pending; /* the game waiting for "Discard?" */

static void discard_and_start(void *user)
{
    (void)user;
    char path[1200];
    save_path(pending.game_id, path, sizeof path);
    if (path[0] && remove(path) == 0) LOG_I("discarded %s", path);
    start_now(&pending);
}

/* Starting a game whose previous one is still in progress asks first: Discard starts afresh,
 * Keep goes back (the old game stays on the menu's Resume). Bots-only games touch no save. */
static void start_game(const setup_result *r)
{
    bool human = false;
    for (int i = 0; i < r->params.players; i++) human |= !r->seats[i].bot;
    migrate_legacy();
    char path[1200] = "";
    if (human) save_path(r->game_id, path, sizeof path);
    if (!path[0] || !fs_exists(path)) {
        start_now(r);
        return;
    }
    const game_def *g = game_find(r->game_id);
    char fact[96], msg[512];
    save_fact(path, fact, sizeof fact);
    snprintf(msg, sizeof msg, _("Discard the %s game in progress (%s)?"),
             g ? _(g->name) : r->game_id, fact);
    pending = *r;
    scene_push(scene_dialog_new(N_("Start a new game?"), msg, N_("Discard"), N_("Keep"),
                                discard_and_start, NULL));
}

/* "play:GAME,KEY=VALUE,...": game options, seats=D+D+... one per seat with D one of mouse,
 * left, right (keyboard halves), pad (gamepad 0), phone (a phone's browser), bot: the devices the
 * setup screen would bind, and handicaps=L+L+... the seats' handicap levels. False (logged) on a
 * bad item. */
static bool quick_extras(const game_def *g, setup_result *r, const char *extra)
{
    char buf[256], why[256];
    int levels[GAME_MAX_PLAYERS] = {0};
    bool handicaps = false;
    snprintf(buf, sizeof buf, "%s", extra);
    for (char *it = strtok(buf, ","); it; it = strtok(NULL, ",")) {
        if (strncmp(it, "handicaps=", 10) == 0) {
            if (!(handicaps = game_handicaps_parse(it + 10, '+', levels)))
                return LOG_E("handicaps: cannot read %s", it), false;
            continue;
        }
        if (strncmp(it, "seats=", 6) != 0) {
            if (!game_params_set(g, &r->params, it, why, sizeof why))
                return LOG_E("%s", why), false;
            continue;
        }
        int n = 0;
        for (char *d = it + 6; *d && n < GAME_MAX_PLAYERS; n++) {
            size_t len = strcspn(d, "+");
            in_device dev = IN_DEV_MOUSE;
            bool bot = len == 3 && strncmp(d, "bot", 3) == 0;
            bool phone = len == 5 && strncmp(d, "phone", 5) == 0;
            if (!bot && !phone && (!in_device_from_key(d, len, &dev) || dev == IN_DEV_TOUCH_ZONE))
                return LOG_E("seats: unknown device in %s", it), false;
            r->seats[n].bot = bot;
            r->seats[n].phone = phone;
            r->seats[n].device = dev;
            d += len + (d[len] == '+');
        }
        if (n < g->min_players) return LOG_E("seats: too few in %s", it), false;
        int keep[GAME_MAX_OPTIONS];
        memcpy(keep, r->params.opt, sizeof keep);
        game_params_default(g, &r->params, n);
        memcpy(r->params.opt, keep, sizeof keep);
    }
    if (handicaps) memcpy(r->params.handicap, levels, sizeof levels); /* after seats= resets them */
    return game_validate(g, &r->params, why, sizeof why) || (LOG_E("%s", why), false);
}

/* A quick match for screenshots, demos and tests: two humans and two bots ("play:GAME"), or
 * bots only ("demo:GAME"); "play:GAME,..." sets options and seats (quick_extras). The seed is
 * fixed so pictures are reproducible. */
static scene *quick_match(const char *arg, bool bots_only)
{
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Farid"};
    size_t id_len = strcspn(arg, ",");
    const char *extra = arg + id_len;
    setup_result r = {.seed = 20261121};
    if (id_len >= sizeof r.game_id) return NULL;
    memcpy(r.game_id, arg, id_len); /* r is zeroed: the id stays terminated */
    const game_def *g = game_find(r.game_id);
    if (!g) return NULL;
    int n = g->max_players < 4 ? g->max_players : 4;
    game_params_default(g, &r.params, n);
    for (int i = 0; i < n; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = i;
        r.seats[i].symbol = i;
        r.seats[i].bot = bots_only || i >= 2;
        r.seats[i].bot_level = 1;
        r.seats[i].device = IN_DEV_MOUSE;
    }
    if (*extra) {
        for (int i = n; i < GAME_MAX_PLAYERS; i++) {
            snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
            r.seats[i].colour = r.seats[i].symbol = i;
            r.seats[i].bot_level = 1;
        }
        if (!quick_extras(g, &r, extra + 1)) return NULL;
    }
    char why[256];
    scene *s = play_new(&r, why, sizeof why);
    if (!s) LOG_E("%s", why);
    return s;
}

/* bench-race: 1 while the top scene's race runs (the rules' clock runs: game_def.clock_runs), 0
 * between races, -1 once the game is over (or the race screen is gone, or its game has no
 * racers). */
static int race_running(void)
{
    scene *top = scene_top();
    if (!top || strcmp(top->vt->name, "play") != 0) return -1;
    const match *m = play_match((play *)top);
    const game_def *g = match_game(m);
    if (!racer_find(g) || match_is_over(m)) return -1;
    return g->clock_runs ? g->clock_runs(match_state(m)) : 1;
}

/* The first playable game with racers (a real-time race), as many bots as it seats. */
static scene *bench_race(int frames)
{
    const game_def *g = NULL;
    for (int i = 0; i < game_count() && !g; i++)
        if (game_at(i)->playable && racer_find(game_at(i))) g = game_at(i);
    if (!g) return NULL;
    char quick[160];
    int n = snprintf(quick, sizeof quick, "%s,seats=bot", g->id);
    for (int i = 1; i < g->max_players && n > 0 && (size_t)n < sizeof quick; i++)
        n += snprintf(quick + n, sizeof quick - (size_t)n, "+bot");
    bench_race_begin(frames, race_running, g->id, g->max_players);
    return quick_match(quick, true);
}

/* A bench scene from a saved game: frames count while the game is on (and the app draws them
 * anyway: bots move, something animates, input), once the play screen has slid in; -1 once it
 * is over or the play screen is gone. */
static int game_running(void)
{
    scene *top = scene_top();
    if (!top || strcmp(top->vt->name, "play") != 0) return -1;
    if (match_is_over(play_match((play *)top))) return -1;
    return top->t_in >= 1 ? 1 : 0;
}

/* "bench:GAME:WHAT:N" (with --bench-ui; tools/bench_frames.sh): N frames of a game's busy
 * scene. WHAT "race": the game's race with six bots (a game with racers). Any other WHAT is a
 * saved game, tests/bench/GAME-WHAT.json in the source tree (see tests/bench/README.md), and
 * its timed input GAME-WHAT.script if there is one (the player's hands: a drag). The bench never
 * touches the player's saves. */
static scene *bench_scene(const char *arg)
{
    char game[32] = "", what[32] = "";
    int frames = 600, used = 0;
    if (sscanf(arg, "%31[^:]:%31[^:]%n", game, what, &used) < 2) return NULL;
    if (arg[used] == ':') frames = atoi(arg + used + 1);
    if (frames <= 0) return NULL;
    play_set_autosave(NULL);
    const game_def *g = game_find(game);
    if (!g) return NULL;
    if (strcmp(what, "race") == 0) {
        if (!racer_find(g)) return NULL;
        char quick[64];
        snprintf(quick, sizeof quick, "%s,seats=bot+bot+bot+bot+bot+bot", game);
        bench_scene_begin(game, what, 6, frames, race_running, false, NULL);
        return quick_match(quick, true);
    }
    char path[1200], script[1200], why[256];
    snprintf(path, sizeof path, "%s/tests/bench/%s-%s.json", plat_data_dir(), game, what);
    snprintf(script, sizeof script, "%s/tests/bench/%s-%s.script", plat_data_dir(), game, what);
    scene *s = play_resume(path, why, sizeof why);
    if (!s) {
        LOG_E("bench: %s: %s", path, why);
        return NULL;
    }
    int players = match_params(play_match((play *)s))->players;
    bench_scene_begin(game, what, players, frames, game_running, true,
                      fs_exists(script) ? script : NULL);
    return s;
}

/* "bench-input:GAME:WHAT" (tools/bench_input.sh): input to photons on a game's board, the
 * saved game tests/bench/GAME-WHAT.json or, with WHAT "quick", a quick match of a mouse seat and
 * a bot; the mouse plays tests/bench/GAME-input.script (bench_input.c). */
static scene *bench_input_scene(const char *arg)
{
    char game[32] = "", what[32] = "", path[1200], why[256];
    if (sscanf(arg, "%31[^:]:%31s", game, what) < 2 || !game_find(game)) return NULL;
    play_set_autosave(NULL);
    snprintf(path, sizeof path, "%s/tests/bench/%s-input.script", plat_data_dir(), game);
    if (!bench_input_load(path, why, sizeof why)) {
        LOG_E("bench: %s", why);
        return NULL;
    }
    if (strcmp(what, "quick") == 0) {
        char quick[64];
        snprintf(quick, sizeof quick, "%s,seats=mouse+bot", game);
        return quick_match(quick, false);
    }
    snprintf(path, sizeof path, "%s/tests/bench/%s-%s.json", plat_data_dir(), game, what);
    scene *s = play_resume(path, why, sizeof why);
    if (!s) LOG_E("bench: %s: %s", path, why);
    return s;
}

static void quit(void)
{
    plat_request_quit();
}

/* "Learn to play": the game's guided first game, never saved (no save to ask about). */
static void start_lesson(const char *game_id)
{
    char why[256];
    scene *s = play_new_lesson(game_id, why, sizeof why);
    if (!s) {
        services_notice(why);
        return;
    }
    scene_push(s);
}

static void open_ladder(void)
{
    scene_push(ladder_scene_new());
}

void services_init(void)
{
    scenes_set_hooks(&(scene_hooks){.has_resume = has_resume,
                                    .resume = resume,
                                    .saved_games = saved_games,
                                    .resume_game = resume_game,
                                    .start_game = start_game,
                                    .start_lesson = start_lesson,
                                    .quit = quit,
                                    .open_ladder = open_ladder,
                                    .start_club = club_attract_start,
                                    .record_game = ladder_record_game,
                                    .figure_painter = play_figure_painter});
    play_set_autosave(kiosk_save_dir()); /* locked: the visitors' own folder */
}

void services_shutdown(void) {}

void services_notice(const char *message)
{
    scene_push(scene_dialog_new(N_("Notice"), message, N_("OK"), NULL, NULL, NULL));
}

bool services_start_scene(const char *name)
{
    const char *colon = strchr(name, ':');
    char base[32];
    snprintf(base, sizeof base, "%.*s", colon ? (int)(colon - name) : (int)strlen(name), name);
    const char *arg = colon ? colon + 1 : NULL;
    scene_push(scene_menu_new());
    if (strcmp(base, "menu") == 0) return true;
    if (strcmp(base, "resume") == 0) { /* what the menu's Resume button does ("resume:GAME") */
        if (arg)
            resume_game(arg);
        else
            resume();
        return true;
    }
    scene *s = NULL;
    if (strcmp(base, "gallery") == 0)
        s = scene_gallery_new();
    else if (strcmp(base, "settings") == 0)
        s = scene_settings_new();
    else if (strcmp(base, "about") == 0)
        s = scene_about_new();
    else if (strcmp(base, "setup") == 0 && arg)
        s = scene_setup_new(arg);
    else if (strcmp(base, "rules") == 0 && arg)
        s = scene_rules_new(arg);
    else if (strcmp(base, "play") == 0 && arg)
        s = quick_match(arg, false);
    else if (strcmp(base, "lesson") == 0 && arg) { /* what "Learn to play" opens */
        char why[256];
        if (!(s = play_new_lesson(arg, why, sizeof why))) LOG_E("%s", why);
    } else if (strcmp(base, "demo") == 0 && arg)
        s = quick_match(arg, true);
    else if (strcmp(base, "bench-race") == 0) /* with --bench-ui: tools/bench_race.sh */
        s = bench_race(arg ? atoi(arg) : 600);
    else if (strcmp(base, "bench") == 0 && arg) /* with --bench-ui: tools/bench_frames.sh */
        s = bench_scene(arg);
    else if (strcmp(base, "bench-input") == 0 && arg) /* tools/bench_input.sh */
        s = bench_input_scene(arg);
    if (!s) return false;
    scene_push(s);
    return true;
}
