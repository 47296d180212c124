/* loop.c: start-up, the main loop and shut-down.
 * Simulation runs in fixed ticks (TICK_HZ); drawing happens at display rate with the fraction
 * between ticks passed to the scenes. When no scene is busy and no cursor moves, the loop
 * blocks in SDL_WaitEvent, so an idle menu costs no CPU. */
#include "app/app.h"
#include "app/bench.h"
#include "app/services.h"
#include "audio/audio.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "input/input.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "scenes/scene.h"
#include "ui/ui.h"
#include <SDL.h>
#include <SDL_image.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <string.h>

enum { TICK_HZ = 120, MAX_TICKS_PER_FRAME = 12, SCREENSHOT_MAX_FRAMES = 600 };
static const double TICK = 1.0 / TICK_HZ;

static double sim_time;
static char shot_path[1024];

double app_time(void)
{
    return sim_time;
}

void app_screenshot_request(const char *path)
{
    snprintf(shot_path, sizeof shot_path, "%s", path);
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
    switch (ev->type) {
    case SDL_QUIT: plat_request_quit(); return false;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) update_input_scale();
        return true;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        bool alt_enter =
            (k == SDLK_RETURN || k == SDLK_KP_ENTER) && (ev->key.keysym.mod & KMOD_ALT);
        if (k == SDLK_F11 || alt_enter) {
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
    update_input_scale();
}

int app_run(const app_options *o)
{
    char why[256] = "", path[1200];
    int code = 0;

    snprintf(path, sizeof path, "%scitybox.log", plat_state_dir());
    log_set_file(path);
    LOG_I("CityBox %s starting", CITYBOX_VERSION);

    /* settings live in the XDG config folder; before 0.1 they sat beside the saves, and a file
     * there is read once (then written to the new place) so nobody loses their settings */
    char old[1200];
    snprintf(path, sizeof path, "%ssettings.json", plat_config_dir());
    snprintf(old, sizeof old, "%ssettings.json", plat_pref_dir());
    settings_set_path(path);
    const char *from = fs_exists(path) || !fs_exists(old) ? path : old;
    bool settings_ok = settings_load(settings_get(), from, why, sizeof why);
    if (from == old && settings_ok && settings_save(settings_get(), path))
        LOG_I("settings: moved from %s to %s", old, path);
    settings *st = settings_get();
    if (o->lang) snprintf(st->language, sizeof st->language, "%s", o->lang);
    i18n_set_language(st->language);

    plat_desc pd = {.title = "CityBox",
                    .width = o->windowed ? o->width : st->window_w,
                    .height = o->windowed ? o->height : st->window_h,
                    .fullscreen = o->fullscreen || (st->fullscreen && !o->windowed),
                    .hidden = o->hidden};
    Uint64 t0 = SDL_GetPerformanceCounter();
#define STARTUP_MS()                                                                               \
    ((double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency())
    if (!plat_init(&pd)) return 1;
    double t_video = STARTUP_MS();
    char shaders[1100];
    snprintf(shaders, sizeof shaders, "%s/shaders", plat_data_dir());
    if (!gfx_init(&(gfx_desc){.shader_dir = shaders,
                              .data_dir = plat_data_dir(),
                              .font_regular = CITYBOX_FONT_REGULAR,
                              .font_bold = CITYBOX_FONT_BOLD}))
        plat_fatal(_("CityBox could not set up its renderer. See the log file in %s"),
                   plat_state_dir());
    gfx_set_async_art(true); /* the first frame does not wait for every piece of art, */
    gfx_hold_art(true);      /* nor share the two cores with its rasterising */
    double t_gfx = STARTUP_MS();
    in_init();
    ui_init();
    update_input_scale();
    settings_set_apply_hook(on_settings_applied);
    services_init();
    if (!services_start_scene(o->scene)) {
        fprintf(stderr, _("citybox: unknown scene \"%s\"\n"), o->scene);
        code = 2;
        goto out;
    }
    if (!settings_ok) services_notice(why);
    LOG_I("start-up: window+GL %.0f ms, renderer %.0f ms, scenes %.0f ms", t_video, t_gfx - t_video,
          STARTUP_MS() - t_gfx);

    app_script *script = NULL;
    if (o->script) {
        script = script_load(o->script, why, sizeof why);
        if (!script) {
            fprintf(stderr, "citybox: %s\n", why);
            code = 2;
            goto out;
        }
    }
    if (o->screenshot) app_screenshot_request(o->screenshot);

    bool offscreen = strcmp(SDL_GetCurrentVideoDriver(), "offscreen") == 0;
    bool vsync = SDL_GL_GetSwapInterval() != 0;
    bool headless_run = o->screenshot || script;
    Uint64 freq = SDL_GetPerformanceFrequency(), last = SDL_GetPerformanceCounter();
    double acc = 0;
    int frames = 0;
    bool redraw = true;

    while (!plat_quit_requested()) {
        SDL_Event ev;
        bool busy = scene_busy() || ui_busy() || gfx_busy() || in_active() || redraw ||
                    headless_run || bench_force_redraw();
        if (!busy) {
            /* Idle: sleep until something happens (the benchmark wakes up to end itself). */
            if (bench_on() ? SDL_WaitEventTimeout(&ev, 500) : SDL_WaitEvent(&ev))
                redraw |= handle_event(&ev);
            /* the time asleep is not simulated, but the woken frame runs one tick, so what the
             * event started (a piece picked up) moves at once and keeps frames coming */
            last = SDL_GetPerformanceCounter() - (Uint64)(TICK * (double)freq);
            if (bench_idle_done()) break;
            if (!redraw && !scene_busy() && !ui_busy() && !gfx_busy() && !in_active()) continue;
        }
        while (SDL_PollEvent(&ev)) redraw |= handle_event(&ev);

        Uint64 now = SDL_GetPerformanceCounter();
        double dt = (double)(now - last) / (double)freq;
        last = now;
        if (headless_run) dt = 1.0 / 60.0; /* scripted runs use simulated time: reproducible */
        if (dt > 0.25) dt = 0.25;
        acc += dt;
        int ticks = 0;
        while (acc >= TICK && ticks < MAX_TICKS_PER_FRAME) {
            in_event evs[16];
            if (script && !script_step(script, sim_time)) plat_request_quit();
            dispatch(evs, in_update(TICK, evs, 16));
            ui_tick(TICK);
            scene_tick(TICK);
            sim_time += TICK;
            acc -= TICK;
            ticks++;
        }
        if (ticks == MAX_TICKS_PER_FRAME) acc = 0;

        bench_frame_start();
        draw_frame((float)(acc / TICK));
        frames++;
        if (frames == 1) LOG_I("first frame drawn at %.0f ms", STARTUP_MS());
        redraw = false;
        bool stable = o->frames ? frames >= o->frames
                                : (!scene_busy() && !ui_busy() && !gfx_busy() && frames >= 3);
        if (shot_path[0] && (stable || frames >= SCREENSHOT_MAX_FRAMES) &&
            (!o->screenshot || !script)) {
            if (!gfx_screenshot(shot_path)) {
                LOG_E("could not save the screenshot %s", shot_path);
                code = 1;
            } else {
                LOG_I("screenshot saved: %s", shot_path);
            }
            shot_path[0] = 0;
            if (o->screenshot && !script) plat_request_quit();
        }
        plat_swap();
        if (offscreen || bench_on())
            glFinish(); /* the frame's cost is paid before we measure */
        else if (!vsync && !headless_run)
            SDL_Delay(8);  /* no vsync (Xvfb): do not spin */
        if (frames == 1) { /* sound is not needed to show the first frame: start it now */
            LOG_I("first frame presented at %.0f ms", STARTUP_MS());
            plat_init_late();
            gfx_hold_art(false);
            snprintf(path, sizeof path, "%s/sounds", plat_data_dir());
            snd_init(path);
            snd_set_volumes(st->music_volume, st->effects_volume);
            snd_music(true);
        }
        if (bench_frame_end()) break;
    }
    if (bench_on()) {
        int fw, fh;
        plat_drawable_size(&fw, &fh);
        bench_report(fw, fh, gfx_draw_calls());
    }
    if (script) {
        code = script_failures(script) ? 1 : code;
        script_free(script);
    }
out:
    services_shutdown();
    scene_clear();
    ui_shutdown();
    in_shutdown();
    snd_shutdown();
    gfx_shutdown();
    IMG_Quit(); /* screenshots and SVGs may have started SDL_image */
    plat_shutdown();
    LOG_I("CityBox stopped (exit %d)", code);
    log_close();
    return code;
}
