/* attract.c: club mode's attract mode and the visitor's way in.
 *
 * A controller beside the scene stack (the loop gives it raw input first, then a tick and a draw
 * after the scenes'). It cycles through every playable game of the registry: a title card, then
 * a bots-only match (the play host, as `--scene demo:GAME`) shown for seconds_per_game with
 * captions (attract_caption.c) in a band under the board, at a pace a visitor can follow
 * (attract_show.c), its results once counted and long enough to read if it ends, then the next
 * game; after the last one, the evening's standings when the ladder has some. Reading times are
 * fixed (the title card, the results, a round's results, the standings); only test runs of under
 * 10 s a game shorten them. CITYBOX_CLUB_GAMES (tests) names the games of the cycle and their
 * order ("madcity,mycity").
 *
 * Any touch, click, key or pad button asks "Play this game?" (a dialog that gives up after 15 s);
 * Yes opens the game's setup with the visitor's device on seat 1 and bots to the usual count.
 * Visitors' games autosave in a folder of their own (club/ in the preference folder), so they
 * never touch the organiser's games in progress. Attract mode comes back when the stack is back
 * to the menu (setup's Back, the results' Main menu, the pause menu's quit), or after the
 * visitor left the game alone for visitor_idle seconds. */
#include "club/attract_int.h"
#include "club/kiosk.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "core/rng.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "scenes/scenes.h"
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

typedef enum phase { AT_OFF, AT_TITLE, AT_PLAYING, AT_RESULTS, AT_STANDINGS, AT_VISITOR } phase;

enum { USUAL_PLAYERS = 3 };
/* Seconds on screen: the title card; the results once counted (and at most, counting
 * included); a real-time game's round results; the standings; the "Play this game?" prompt. */
static const double TITLE_S = 8, RESULTS_S = 12, RESULTS_MAX_S = 60, ROUND_S = 10, STANDINGS_S = 15,
                    PROMPT_S = 15;

static struct attract {
    phase ph;
    bool prompting; /* the "Play this game?" dialog is up (over the title or the game) */
    scene *prompt;  /* that dialog (compared, never read unless it is the top) */
    bool yes;       /* the visitor said Yes: handled in the next tick */
    int order[ATTRACT_MAX_GAMES], ngames, cur, cycle, shown_in_cycle;
    char options[ATTRACT_MAX_GAMES][64]; /* CITYBOX_CLUB_GAMES's key=value for each (tests) */
    double t, prompt_t, cycle_t;         /* seconds in this phase, in the prompt, in this cycle */
    scene *demo;                         /* the bots' match on show */
    attract_card card;
    attract_caption cap;
    char banner[160];
    double counted_t; /* seconds the results have shown once counted */
    rng_state rng;
    /* the visitor */
    int device, device_index;
    double idle;
    char club_dir[1100];
    /* tuning */
    double seconds_per_game, visitor_idle;
} A = {.seconds_per_game = 180, .visitor_idle = 120};

void club_set_seconds_per_game(double s)
{
    if (s >= 1) A.seconds_per_game = s;
}

void club_set_visitor_idle(double s)
{
    if (s >= 1) A.visitor_idle = s;
}

bool club_attract_active(void)
{
    return A.ph != AT_OFF;
}

/* A reading time: as it is, but shorter in tests' quick cycles (under 10 s a game). */
static double scaled(double s)
{
    double k = A.seconds_per_game / 10;
    return k < 1 ? (s * k > 1.5 ? s * k : 1.5) : s;
}

static long resident_kb(void)
{
    long pages = 0, rss = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return -1;
    if (fscanf(f, "%ld %ld", &pages, &rss) != 2) rss = -1;
    fclose(f);
    return rss < 0 ? -1 : rss * (sysconf(_SC_PAGESIZE) / 1024);
}

/* What the cycle log says about memory: resident, the heap in use, live textures (a long run's
 * growth shows whose it is). */
static const char *memory_line(void)
{
    static char line[240];
    int ntex = 0;
    long tex_bytes = 0;
    gfx_texture_totals(&ntex, &tex_bytes);
    long heap = -1;
#ifdef __GLIBC__
    struct mallinfo2 m = mallinfo2();
    heap = (long)((m.uordblks + m.hblkhd) / 1024); /* the arenas and the mmap'd blocks */
#endif
    int nsvg = 0;
    long svg = gfx_svg_own_bytes(&nsvg);
    snprintf(
        line, sizeof line,
        "resident memory %ld kB (heap in use %ld kB, %d textures %ld kB, %d SVG rasters %ld kB, "
        "%d atlas pages)",
        resident_kb(), heap, ntex, tex_bytes / 1024, nsvg, svg / 1024, gfx_atlas_pages());
    return line;
}

/* ---- the cycle ----------------------------------------------------------------------------- */
static bool showable(const game_entry *e)
{
    return e && e->def && e->def->playable && play_board_for(e->id);
}

/* Every playable game in the menu's order, or those CITYBOX_CLUB_GAMES names (tests): game ids
 * separated by commas, each with its options after a slash ("madcity/short=1,mycity"). */
static void build_order(void)
{
    A.ngames = 0;
    memset(A.options, 0, sizeof A.options);
    const char *only = getenv("CITYBOX_CLUB_GAMES");
    if (only && *only) {
        char list[256], *save = NULL;
        snprintf(list, sizeof list, "%s", only);
        for (char *id = strtok_r(list, ",", &save); id && A.ngames < ATTRACT_MAX_GAMES;
             id = strtok_r(NULL, ",", &save)) {
            char *opts = strchr(id, '/');
            if (opts) *opts++ = 0;
            for (int i = 0; i < game_catalogue_count(); i++)
                if (strcmp(game_catalogue_at(i)->id, id) == 0 && showable(game_catalogue_at(i))) {
                    snprintf(A.options[A.ngames], sizeof A.options[0], "%s", opts ? opts : "");
                    A.order[A.ngames++] = i;
                }
        }
        if (A.ngames) return;
    }
    for (int i = 0; i < game_catalogue_count() && A.ngames < ATTRACT_MAX_GAMES; i++)
        if (showable(game_catalogue_at(i))) A.order[A.ngames++] = i;
}

static const game_entry *current(void)
{
    return A.ngames ? game_catalogue_at(A.order[A.cur % A.ngames]) : NULL;
}

static void drop_demo(void)
{
    attract_caption_free(&A.cap);
    play_set_attract(0, false);
    ui_toast_clear(); /* what the game said is not the next screen's */
    if (!A.demo) return;
    A.demo = NULL;
    scene_pop_to("menu"); /* at once, no animation: the title card covers the change */
#ifdef __GLIBC__
    /* A game's board and its layers (window-sized textures in llvmpipe) go back to the system:
     * glibc keeps freed heap memory, which hours of games in turn would pile up as resident
     * memory the app no longer uses. */
    malloc_trim(0);
#endif
}

static void log_cycle_list(void)
{
    char list[256] = "";
    for (int i = 0; i < A.ngames; i++) {
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s", i ? " " : "",
                 game_catalogue_at(A.order[i])->id);
    }
    LOG_I("club: attract cycle of %d games: %s", A.ngames, list);
}

static void show_title(void)
{
    drop_demo();
    A.ph = AT_TITLE;
    A.t = 0;
    const game_entry *e = current();
    if (!e) return;
    attract_card_fill(&A.card, e);
    LOG_I("club: showing %s (cycle %d, game %d of %d, %s)", e->id, A.cycle + 1,
          A.cur % A.ngames + 1, A.ngames, memory_line());
}

static void next_game(void)
{
    A.cur++;
    A.shown_in_cycle++;
    if (A.shown_in_cycle < A.ngames) {
        show_title();
        return;
    }
    drop_demo();
    LOG_I("club: cycle %d done in %.0f s, %s", A.cycle + 1, A.cycle_t, memory_line());
    A.cycle++;
    A.shown_in_cycle = 0;
    A.cycle_t = 0;
    A.cur = 0;
    if (club_ladder_has_standings()) {
        A.ph = AT_STANDINGS;
        A.t = 0;
        LOG_I("club: showing the evening's standings");
        return;
    }
    show_title();
}

static void start_demo(void)
{
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Farid"};
    const game_entry *e = current();
    const game_def *g = e->def;
    setup_result r = {.seed = rng_next(&A.rng) | (uint64_t)rng_next(&A.rng) << 32};
    snprintf(r.game_id, sizeof r.game_id, "%s", e->id);
    int n = USUAL_PLAYERS < g->min_players ? g->min_players : USUAL_PLAYERS;
    if (n > g->max_players) n = g->max_players;
    game_params_default(g, &r.params, n);
    char opts[64], *save = NULL, why[256];
    snprintf(opts, sizeof opts, "%s", A.options[A.cur % A.ngames]);
    for (char *kv = strtok_r(opts, "/", &save); kv; kv = strtok_r(NULL, "/", &save))
        if (!game_params_set(g, &r.params, kv, why, sizeof why))
            LOG_E("club: CITYBOX_CLUB_GAMES: %s: %s", kv, why);
    /* a real-time game's bots at a newcomer's hands (Mad City's easy bot fills its city in
     * about 32 s of the 60-second race); turn-based bots play well, at the host's pause */
    bot_level level = g->tick_hz > 0 ? BOT_EASY : BOT_NORMAL;
    for (int i = 0; i < n; i++)
        r.seats[i] = (setup_seat){.colour = i, .symbol = i, .bot = true, .bot_level = level};
    for (int i = 0; i < n; i++) snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
    play_set_autosave(NULL); /* a demo keeps no save */
    scene *s = play_new(&r, why, sizeof why);
    if (!s || !attract_caption_init(&A.cap, g)) {
        LOG_E("club: %s cannot be shown: %s", e->id, s ? "out of memory" : why);
        if (s) s->vt->destroy(s);
        next_game();
        return;
    }
    play_set_attract(ATTRACT_FOOT, true); /* the captions' band; watched as by people */
    ui_toast_clear();
    scene_push(s);
    A.demo = s;
    A.ph = AT_PLAYING;
    A.t = 0;
    attract_show_reset();
    attract_caption_reset(&A.cap, play_match((play *)s));
    attract_pace_borrow();
}

static void enter_attract(void)
{
    build_order();
    attract_pace_borrow();
    A.prompting = A.yes = false;
    if (!A.ngames) {
        LOG_E("club: no playable game to show");
        club_attract_stop();
        return;
    }
    show_title();
}

void club_attract_start(void)
{
    if (A.ph != AT_OFF) return;
    scene_pop_to("menu");
    if (!A.rng.state) rng_seed(&A.rng, (uint64_t)SDL_GetPerformanceCounter());
    snprintf(A.club_dir, sizeof A.club_dir, "%sclub/", plat_pref_dir());
    A.cur = A.cycle = A.shown_in_cycle = 0;
    A.cycle_t = 0;
    build_order();
    log_cycle_list();
    enter_attract();
}

void club_attract_stop(void)
{
    if (A.ph == AT_OFF) return;
    LOG_I("club: attract mode off");
    A.ph = AT_OFF; /* first: the saves folder follows the lock again (kiosk_save_dir) */
    play_set_autosave(kiosk_save_dir());
    drop_demo();
    scene_pop_to("menu");
    A.prompting = A.yes = false;
    attract_pace_give_back();
    attract_input_idle_restart();
    ui_toast_clear();
    /* the menu says again what is saved (a show's pops told it with the saves off) */
    scene *top = scene_top();
    if (top && top->vt->resume) top->vt->resume(top);
}

/* ---- the visitor --------------------------------------------------------------------------- */
static void said_yes(void *user)
{
    (void)user;
    A.yes = true; /* the dialog is closing: act in the next tick, not inside its event */
}

/* source: what the visitor touched ("mouse", "touch", "keyboard", "pad"), for the log. */
void attract_ask(int device, int device_index, const char *source)
{
    const game_entry *e = current();
    if (!e || A.prompting) return;
    if (A.ph == AT_TITLE || A.ph == AT_STANDINGS) {
        start_demo(); /* the dialog asks over the game itself */
        if (A.ph != AT_PLAYING) return;
    }
    A.device = device;
    A.device_index = device_index;
    char msg[512];
    snprintf(msg, sizeof msg,
             _("%s: %s, %s. You play against friendly bots; the setup screen "
               "lets you add friends."),
             _(e->name), A.card.players, A.card.length[0] ? A.card.length : "");
    scene *d =
        scene_dialog_new(N_("Play this game?"), msg, N_("Yes"), N_("Not now"), said_yes, NULL);
    if (!d) return;
    scene_push(d);
    A.prompt = d;
    A.prompting = true;
    A.prompt_t = 0;
    LOG_I("club: a visitor touched in (%s): Play %s?", source, e->id);
}

static void visitor_path(const char *game_id, char *out, size_t n)
{
    snprintf(out, n, "%sautosave-%s.json", A.club_dir, game_id);
}

static void open_setup(void)
{
    const game_entry *e = current();
    A.yes = A.prompting = false;
    drop_demo();
    attract_pace_give_back();
    char path[1300];
    if (fs_mkdirs(A.club_dir)) {
        play_set_autosave(A.club_dir);
        visitor_path(e->id, path, sizeof path);
        remove(path); /* a visitor never meets the last one's game: no "Discard?" */
    }
    int n = USUAL_PLAYERS;
    scene *s = scene_setup_new_visitor(e->id, A.device, A.device_index, n);
    if (!s) {
        LOG_E("club: no setup for %s", e->id);
        enter_attract();
        return;
    }
    scene_push(s);
    A.ph = AT_VISITOR;
    A.idle = 0;
    LOG_I("club: visitor's setup for %s (device %s)", e->id, in_device_key((in_device)A.device));
}

/* The visitor's moves in the game on top (for the log: the tests read it). */
static int visitor_moves(int *total)
{
    scene *top = scene_top();
    *total = 0;
    if (!top || strcmp(top->vt->name, "play") != 0) return 0;
    const match *m = play_match((play *)top);
    int k = 0;
    *total = match_log_count(m);
    for (int i = 0; i < *total; i++) {
        const match_entry *en = match_log_at(m, i);
        if (en && play_seat_is_human((play *)top, en->seat)) k++;
    }
    return k;
}

static void visitor_left(const char *why)
{
    int total, mine = visitor_moves(&total);
    LOG_I("club: the visitor left (%s) after %d moves, %d of them by people", why, total, mine);
    scene_pop_to("menu");
    char path[1300];
    visitor_path(current()->id, path, sizeof path);
    remove(path); /* an abandoned game is not offered to the next visitor */
    play_set_autosave(NULL);
    build_order();
    attract_pace_borrow();
    A.prompting = A.yes = false;
    if (!A.ngames) {
        club_attract_stop();
        return;
    }
    next_game(); /* the visitor has seen this one */
}

static void visitor_tick(double dt)
{
    A.idle += dt;
    scene *top = scene_top();
    if (scene_depth() <= 1) {
        visitor_left("back to the menu");
        return;
    }
    bool results = top && strcmp(top->vt->name, "play") == 0 && play_in_results((play *)top);
    double limit = results ? (A.visitor_idle < 30 ? A.visitor_idle : 30) : A.visitor_idle;
    if (A.idle >= limit) visitor_left(results ? "results seen" : "idle");
}

/* ---- the loop's hooks ---------------------------------------------------------------------- */
bool attract_showing(void) /* the cycle is on screen (title, game, results, standings) */
{
    return A.ph != AT_OFF && A.ph != AT_VISITOR && !A.prompting;
}

void attract_touched(void)
{
    A.idle = 0;
}

void club_tick(double dt)
{
    if (A.ph == AT_OFF) {
        int ms = club_wake_ms();
        if (ms == 0) {
            LOG_I("club: attract mode after %d idle minutes on the menu",
                  settings_get()->attract_idle_minutes);
            club_attract_start();
        }
        return;
    }
    if (A.yes) {
        open_setup();
        return;
    }
    if (A.ph == AT_VISITOR) {
        visitor_tick(dt);
        return;
    }
    if (A.prompting) {
        scene *top = scene_top();
        A.prompt_t += dt;
        if (top != A.prompt || top->closing) { /* Not now (or Back): the show goes on */
            A.prompting = false;
            LOG_I("club: the visitor said not now");
        } else if (A.prompt_t >= PROMPT_S) {
            scene_pop();
            A.prompting = false;
            LOG_I("club: nobody answered: the show goes on");
        }
        return; /* the game under the dialog waits */
    }
    A.t += dt;
    A.cycle_t += dt;
    switch (A.ph) {
    case AT_TITLE:
        if (A.t >= scaled(TITLE_S)) start_demo();
        break;
    case AT_PLAYING: {
        if (!attract_show_is_top(A.demo)) break; /* someone else's scene on top: wait */
        play *p = (play *)A.demo;
        A.cap.age += dt;
        attract_show_tick(p, &A.cap, dt, scaled(ROUND_S), &A.rng);
        if (scene_top() == A.demo) attract_caption_update(&A.cap, p);
        if (play_in_results(p)) {
            play_results_banner(p, A.banner, sizeof A.banner);
            LOG_I("club: %s is over: %s", current()->id, A.banner);
            ui_toast_clear(); /* the game's last messages are not the results' */
            A.ph = AT_RESULTS;
            A.t = A.counted_t = 0;
        } else if (A.t >= A.seconds_per_game) {
            LOG_I("club: %s shown for %.0f s", current()->id, A.t);
            next_game();
        }
        break;
    }
    case AT_RESULTS: /* read once counted: the walk through the lines first */
        if (!play_results_counting((play *)A.demo)) A.counted_t += dt;
        if (A.counted_t >= scaled(RESULTS_S) || A.t >= RESULTS_MAX_S) {
            LOG_I("club: %s's results shown for %.0f s (%.0f s once counted)", current()->id, A.t,
                  A.counted_t);
            next_game();
        }
        break;
    case AT_STANDINGS:
        if (A.t >= scaled(STANDINGS_S) || !club_ladder_has_standings()) {
            LOG_I("club: the standings shown for %.0f s", A.t);
            show_title();
        }
        break;
    default: break;
    }
}

static float fade_in(double t)
{
    return t < 0.4 ? (float)(t / 0.4) : 1.0f;
}

static void draw_show(void)
{
    if (A.ph == AT_OFF || A.ph == AT_VISITOR || A.prompting) return;
    ui_tooltip_block(); /* no tooltip of what lies under the show (the menu, the board) */
    float a = fade_in(A.t);
    switch (A.ph) {
    case AT_TITLE:
        attract_draw_title(&A.card, 1.0f, A.cur % (A.ngames ? A.ngames : 1), A.ngames);
        break;
    case AT_PLAYING:
        if (attract_show_is_top(A.demo)) attract_draw_caption(&A.cap, 1.0f);
        break;
    case AT_RESULTS: attract_draw_banner(A.banner, a); break;
    case AT_STANDINGS: attract_draw_standings(1.0f); break;
    default: break;
    }
}

void club_draw(void)
{
    draw_show();
    kiosk_draw(); /* the unlock corner's ring, over everything */
}

bool club_busy(void)
{
    return A.ph != AT_OFF || club_wake_ms() == 0;
}

void club_shutdown(void)
{
    attract_pace_give_back();
    attract_caption_free(&A.cap);
    A.demo = NULL;
    A.ph = AT_OFF;
}
