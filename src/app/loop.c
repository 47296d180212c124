/* loop.c: start-up, the main loop and shut-down.
 * Simulation runs in fixed ticks (TICK_HZ); drawing happens at display rate with the fraction
 * between ticks passed to the scenes. When no scene is busy and no cursor moves, the loop
 * blocks in SDL_WaitEvent, so an idle menu costs no CPU. */
#include "app/app.h"
#include "app/bench.h"
#include "app/services.h"
#include "audio/audio.h"
#include "club/kiosk.h"
#include "club/club.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "input/input.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "render/gfx_internal.h" /* the shader binaries' file */
#include "scenes/scene.h"
#include "ui/ui.h"
#include <SDL.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TICK_HZ = 120, MAX_TICKS_PER_FRAME = 12, SCREENSHOT_MAX_FRAMES = 600 };
static const double TICK = 1.0 / TICK_HZ;

static double sim_time;
static char shot_path[1024];

double app_time(void)
{
    return sim_time;
}

static bool shot_now; /* the next frame as it is, busy or not (a countdown, a drag) */

void app_screenshot_request(const char *path)
{
    snprintf(shot_path, sizeof shot_path, "%s", path);
    shot_now = false;
}

void app_screenshot_request_now(const char *path)
{
    app_screenshot_request(path);
    shot_now = true;
}

/* The frame's scale: logical units are 1/720 of the window height, times the UI scale, with a
 * floor that keeps text legible in small windows (plat_frame_scale). */
static float frame_scale(int fb_w, int fb_h)
{
    return plat_frame_scale(fb_w, fb_h, settings_get()->ui_scale);
}

static void update_input_scale(void)
{
    int fw, fh, ww, wh;
    plat_drawable_size(&fw, &fh);
    plat_window_size(&ww, &wh);
    if (wh <= 0) return;
    in_set_scale((float)fh / (float)wh / frame_scale(fw, fh));
}

static void dispatch(const in_event *evs, int n)
{
    for (int i = 0; i < n; i++) scene_dispatch(&evs[i]);
}

/* Returns true when the event asks for a redraw. */
static bool handle_event(const SDL_Event *ev)
{
    in_event out[8];
    if (kiosk_sdl_event(ev)) return true; /* club mode: the unlock's corner press and chords */
    if (club_sdl_event(ev)) return true;  /* club mode: a tap that wakes attract mode */
    switch (ev->type) {
    case SDL_QUIT:
        if (!kiosk_refuse_quit()) plat_request_quit(); /* a locked kiosk stays open */
        return false;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) update_input_scale();
        return true;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        bool alt_enter =
            (k == SDLK_RETURN || k == SDLK_KP_ENTER) && (ev->key.keysym.mod & KMOD_ALT);
        if ((k == SDLK_F11 || alt_enter) && !kiosk_locked()) {
            settings_get()->fullscreen = !plat_fullscreen();
            plat_set_fullscreen(settings_get()->fullscreen);
            settings_apply();
            return true;
        }
        break;
    }
    default: break;
    }
    dispatch(out, in_translate(ev, out, 8));
    return true;
}

static void draw_frame(float alpha)
{
    int fw, fh;
    plat_drawable_size(&fw, &fh);
    gfx_begin_frame(fw, fh, frame_scale(fw, fh));
    gfx_clear(ui_theme()->background);
    scene_draw(alpha);
    club_draw();
    ui_draw_overlay();
    gfx_end_frame();
}

static void on_settings_applied(const settings *s)
{
    static char lang[8] = "?";
    if (strcmp(lang, s->language) != 0) {
        snprintf(lang, sizeof lang, "%s", s->language);
        i18n_set_language(s->language);
        scene_relabel();
    }
    if (s->fullscreen != plat_fullscreen()) plat_set_fullscreen(s->fullscreen);
    snd_set_volumes(s->music_volume, s->effects_volume);
    update_input_scale();
}

/* A file of the cache folder (the shader binaries, the first frame's picture):
 * $XDG_CACHE_HOME/citybox/ (~/.cache/citybox/), or the tests' private folder
 * ($CITYBOX_PREF_DIR). "" when there is no such folder. */
static void cache_path(const char *name, char *out, size_t n)
{
    const char *test = getenv("CITYBOX_PREF_DIR"), *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    char dir[1024] = "";
    if (test && *test)
        snprintf(dir, sizeof dir, "%s", test);
    else if (xdg && xdg[0] == '/') /* the spec: relative values are ignored */
        snprintf(dir, sizeof dir, "%s/citybox", xdg);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.cache/citybox", home);
    if (dir[0] && fs_mkdirs(dir))
        snprintf(out, n, "%s/%s", dir, name);
    else if (n)
        out[0] = 0;
}

typedef struct loop_ctx {
    const app_options *o;
    app_script *script;
    bool offscreen, vsync, headless_run, redraw;
    bool realtime; /* a script on the wall clock (CITYBOX_SCRIPT_REALTIME): phones in the test */
    Uint64 freq, last, t0;
    double acc, dt; /* time owed to the simulation; the last frame's step */
    bool input;     /* a person's event came since the last tick */
    int frames, code;
} loop_ctx;

/* Mouse, touch, keys and pads: what a player waits to see answered. */
static bool is_input(const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
    case SDL_CONTROLLERAXISMOTION: return true;
    default: return false;
    }
}

static void take_event(loop_ctx *c, const SDL_Event *ev)
{
    c->redraw |= handle_event(ev);
    c->input |= is_input(ev);
}

static double startup_ms(const loop_ctx *c)
{
    return (double)(SDL_GetPerformanceCounter() - c->t0) * 1000.0 / (double)c->freq;
}

/* After the first frame is on screen: what it did not need. */
static void after_first_frame(loop_ctx *c)
{
    char path[1100];
    const settings *st = settings_get();
    LOG_I("first frame presented at %.0f ms", startup_ms(c));
    plat_init_late();
    gfx_hold_art(false);
    snprintf(path, sizeof path, "%s/sounds", plat_data_dir());
    snd_init(path); /* the sounds are made on a worker thread: the next frames do not wait */
    snd_set_volumes(st->music_volume, st->effects_volume);
    snd_music(true);
    gfx_programs_save();    /* shaders compiled this run: their binaries for the next start */
    gfx_first_frame_save(); /* and the first frame's picture, when it was drawn, */
    cache_path("glyphs.bin", path, sizeof path);
    gfx_text_keep_glyphs(path); /* and the glyphs it drew */
}

/* One frame: events, simulation ticks, drawing, screenshot, present. */
static void run_frame(loop_ctx *c)
{
    SDL_Event ev;
    bench_input_frame_poll();
    while (SDL_PollEvent(&ev)) take_event(c, &ev);
    kiosk_poll();

    Uint64 now = SDL_GetPerformanceCounter();
    double dt = (double)(now - c->last) / (double)c->freq;
    c->last = now;
    /* scripted runs use simulated time (reproducible), and so do the benchmark's scenes: each
     * frame is 1/60 s of game, as on a 60 Hz screen; a script may run on the wall clock instead
     * (CITYBOX_SCRIPT_REALTIME: people on phones play against the table's real time) */
    if ((c->headless_run && !c->realtime) || bench_fixed_step()) dt = 1.0 / 60.0;
    if (dt > 0.25) dt = 0.25;
    c->dt = dt;
    c->acc += dt;
    int ticks = 0;
    /* A person's event gets its tick in this frame even when less than a tick of time has
     * passed: what follows the pointer (a held piece) moves in ticks, and a frame of none would
     * show the event a frame later. The tick is borrowed (acc goes below zero), so game time
     * keeps pace with the clock. Scripted and benchmark runs step fixed time, untouched. */
    bool owed = c->input && !c->headless_run && !bench_fixed_step();
    c->input = false;
    while ((c->acc >= TICK || owed) && ticks < MAX_TICKS_PER_FRAME) {
        owed = false;
        in_event evs[16];
        if (c->script && !script_step(c->script, sim_time)) plat_request_quit();
        dispatch(evs, in_update(TICK, evs, 16));
        ui_tick(TICK);
        scene_tick(TICK);
        club_tick(TICK);
        sim_time += TICK;
        c->acc -= TICK;
        ticks++;
    }
    if (ticks == MAX_TICKS_PER_FRAME) c->acc = 0;

    bench_draw_start();
    draw_frame(c->acc > 0 ? (float)(c->acc / TICK) : 0.0f); /* below zero: a tick borrowed */
    bench_input_frame_drawn();
    c->frames++;
    if (c->frames == 1) LOG_I("first frame drawn at %.0f ms", startup_ms(c));
    c->redraw = false;
    const app_options *o = c->o;
    bool stable = o->frames ? c->frames >= o->frames
                            : (!scene_busy() && !ui_busy() && !gfx_busy() && c->frames >= 3);
    if (shot_path[0] && (stable || shot_now || c->frames >= SCREENSHOT_MAX_FRAMES) &&
        (!o->screenshot || !c->script)) {
        if (!gfx_screenshot(shot_path)) {
            LOG_E("could not save the screenshot %s", shot_path);
            c->code = 1;
        } else {
            LOG_I("screenshot saved: %s", shot_path);
        }
        shot_path[0] = 0;
        shot_now = false;
        if (o->screenshot && !c->script) plat_request_quit();
    }
    plat_swap();
    if (c->offscreen || bench_on() || bench_input_on() || ui_shown_pending())
        glFinish(); /* the frame's cost is paid before we measure */
    ui_presented();
    if (bench_input_presented()) plat_request_quit();
    if (!c->offscreen && !bench_on() && !c->vsync && !c->headless_run) {
        /* no vsync (Xvfb): do not spin, but an event ends the pause (its frame starts now) */
        SDL_Event next;
        if (SDL_WaitEventTimeout(&next, 8)) take_event(c, &next);
    }
    if (c->frames == 1) {
        bench_first_present();
        bench_input_first_present();
        after_first_frame(c); /* sound is not needed to show the first frame: start it now */
    }
}

static void run_frame_cb(void *c)
{
    run_frame(c);
}

/* Settings from the XDG config folder (before 0.1 they sat beside the saves: a file there is
 * read once, then written to the new place, so nobody loses their settings), and the language.
 * False when the file was refused (why says why; the defaults are used). */
static bool load_settings(const app_options *o, char *why, size_t n)
{
    char path[1200], old[1200];
    snprintf(path, sizeof path, "%ssettings.json", plat_config_dir());
    snprintf(old, sizeof old, "%ssettings.json", plat_pref_dir());
    settings_set_path(path);
    const char *from = fs_exists(path) || !fs_exists(old) ? path : old;
    bool ok = settings_load(settings_get(), from, why, n);
    if (from == old && ok && settings_save(settings_get(), path))
        LOG_I("settings: moved from %s to %s", old, path);
    settings *st = settings_get();
    if (o->lang) snprintf(st->language, sizeof st->language, "%s", o->lang);
    i18n_set_language(st->language);
    return ok;
}

/* The window and GL context; meanwhile workers render the first screen's glyphs and read the
 * kept first frame. False: no window (said by plat_init). */
static bool open_window(const plat_desc *pd)
{
    char path[1100];
    cache_path("glyphs.bin", path, sizeof path);
    gfx_text_prewarm(CITYBOX_FONT_REGULAR, CITYBOX_FONT_BOLD, path);
    const char *keep = getenv("CITYBOX_FIRST_FRAME_CACHE"); /* 0: always drawn */
    cache_path("first-frame.bin", path, sizeof path);
    gfx_first_frame_cache(keep && keep[0] == '0' ? "" : path); /* its picture read meanwhile */
    if (plat_init(pd)) return true;
    gfx_text_prewarm_cancel();
    gfx_first_frame_drop();
    return false;
}

/* The renderer, with the shader binaries the last start kept. */
static void open_renderer(void)
{
    char shaders[1100], path[1100];
    snprintf(shaders, sizeof shaders, "%s/shaders", plat_data_dir());
    cache_path("shaders.bin", path, sizeof path);
    gfx_program_cache(path);
    if (!gfx_init(&(gfx_desc){.shader_dir = shaders,
                              .data_dir = plat_data_dir(),
                              .font_regular = CITYBOX_FONT_REGULAR,
                              .font_bold = CITYBOX_FONT_BOLD}))
        plat_fatal(_("CityBox could not set up its renderer. See the log file in %s"),
                   plat_state_dir());
    gfx_set_async_art(true); /* the first frame does not wait for every piece of art, */
    gfx_hold_art(true);      /* nor share the two cores with its rasterising */
}

int app_run(const app_options *o)
{
    char why[256] = "", path[1200];
    int code = 0;

    snprintf(path, sizeof path, "%scitybox.log", plat_state_dir());
    log_set_file(path);
    LOG_I("CityBox %s starting", CITYBOX_VERSION);

    bool settings_ok = load_settings(o, why, sizeof why);
    settings *st = settings_get();

    plat_desc pd = {.title = "CityBox",
                    .width = o->windowed ? o->width : st->window_w,
                    .height = o->windowed ? o->height : st->window_h,
                    .fullscreen = o->fullscreen || (st->fullscreen && !o->windowed),
                    .hidden = o->hidden};
    Uint64 t0 = SDL_GetPerformanceCounter();
#define STARTUP_MS()                                                                               \
    ((double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency())
    if (!open_window(&pd)) return 1;
    double t_video = STARTUP_MS();
    open_renderer();
    double t_gfx = STARTUP_MS();
    in_init();
    ui_init();
    update_input_scale();
    settings_set_apply_hook(on_settings_applied);
    if (o->screenshot || o->script) kiosk_set_clock(app_time); /* simulated, as the rest */
    kiosk_start();
    services_init();
    if (!services_start_scene(o->scene)) {
        fprintf(stderr, _("citybox: unknown scene \"%s\"\n"), o->scene);
        code = 2;
        goto out;
    }
    /* the first screen is there in the first frame: a player who starts CityBox sees the menu
     * at once (its entrance began from nothing, so the first frame was an empty screen, which
     * the start-up benchmark then timed) */
    scene_skip_entrances();
    if (!settings_ok) services_notice(why);
    if (o->club_seconds_per_game > 0) club_set_seconds_per_game(o->club_seconds_per_game);
    if (o->club_visitor_idle > 0) club_set_visitor_idle(o->club_visitor_idle);
    if (o->club) club_attract_start();
    LOG_I("start-up: window+GL %.0f ms, renderer %.0f ms, scenes %.0f ms", t_video, t_gfx - t_video,
          STARTUP_MS() - t_gfx);

    app_script *script = NULL;
    const char *script_path = o->script ? o->script : bench_script();
    if (script_path) {
        script = script_load(script_path, why, sizeof why);
        if (!script) {
            fprintf(stderr, "citybox: %s\n", why);
            code = 2;
            goto out;
        }
    }
    if (o->screenshot) app_screenshot_request(o->screenshot);

    loop_ctx c = {.o = o,
                  .script = script,
                  .offscreen = strcmp(SDL_GetCurrentVideoDriver(), "offscreen") == 0,
                  .vsync = SDL_GL_GetSwapInterval() != 0,
                  .headless_run = o->screenshot || script,
                  .realtime = script && getenv("CITYBOX_SCRIPT_REALTIME"),
                  .freq = SDL_GetPerformanceFrequency(),
                  .last = SDL_GetPerformanceCounter(),
                  .redraw = true,
                  .t0 = t0};

    while (!plat_quit_requested()) {
        SDL_Event ev;
        bool wanted = scene_busy() || ui_busy() || gfx_busy() || in_active() || kiosk_busy() ||
                      club_busy() || c.redraw || bench_input_waiting();
        if (!wanted && c.realtime) { /* a frame at least every 16 ms: the script's clock */
            if (SDL_WaitEventTimeout(&ev, 16)) take_event(&c, &ev);
        } else if (!wanted && !c.headless_run && !bench_force_redraw()) {
            /* Idle: sleep until something happens (the benchmark wakes up to end itself). */
            int wake = club_wake_ms(); /* attract mode after idle minutes on the menu */
            int asked = ui_wake_ms();  /* a deadline a scene asked for (ui_wake_in) */
            if (asked >= 0 && (wake < 0 || asked < wake)) wake = asked;
            if (bench_on()  ? SDL_WaitEventTimeout(&ev, 500)
                : wake >= 0 ? SDL_WaitEventTimeout(&ev, wake + 1)
                            : SDL_WaitEvent(&ev))
                take_event(&c, &ev);
            /* the time asleep is not simulated, but the woken frame runs one tick, so what the
             * event started (a piece picked up) moves at once and keeps frames coming */
            c.last = SDL_GetPerformanceCounter() - (Uint64)(TICK * (double)c.freq);
            if (bench_idle_done()) break;
            if (!c.redraw && !scene_busy() && !ui_busy() && !gfx_busy() && !in_active() &&
                !club_busy())
                continue;
        }
        if (!bench_on()) {
            run_frame(&c);
            continue;
        }
        /* the benchmark counts the frames the app would draw anyway: a busy scene, input */
        SDL_PumpEvents();
        wanted |= SDL_PeepEvents(NULL, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0;
        if (bench_frame_begin(wanted, gfx_busy()))
            bench_measured_frame(run_frame_cb, &c);
        else
            run_frame(&c);
        if (bench_frame_end(c.dt)) break;
    }
    code = c.code;
    bench_input_report(o->scene);
    if (bench_on()) {
        int fw, fh;
        plat_drawable_size(&fw, &fh);
        bench_report(o->scene, fw, fh, gfx_draw_calls());
    }
    if (script) {
        code = script_failures(script) ? 1 : code;
        script_free(script);
    }
out:
    club_shutdown();
    services_shutdown();
    scene_clear();
    ui_shutdown();
    in_shutdown();
    snd_shutdown();
    gfx_shutdown();
    plat_shutdown();
    LOG_I("CityBox stopped (exit %d)", code);
    log_close();
    return code;
}
