/* window.c: the SDL window and its OpenGL 3.3 core context, paths, and fatal errors. */
#include "platform/platform.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include <SDL.h>
#include <epoxy/gl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SDL_Window *window;
static SDL_GLContext context;
static bool quit_requested;
static Uint32 wake_event;

_Noreturn void plat_fatal(const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    LOG_E("%s", msg);
    plat_alert(msg, window);
    plat_shutdown();
    exit(1);
}

/* Requested GL version: 3.3 core; CITYBOX_GL_VERSION=M.m overrides it so the failure path
 * (message box, clean exit) can be tested on a machine that has 3.3. */
static void gl_version(int *major, int *minor)
{
    const char *v = getenv("CITYBOX_GL_VERSION");
    *major = 3;
    *minor = 3;
    if (v && sscanf(v, "%d.%d", major, minor) != 2) *major = 3, *minor = 3;
}

bool plat_init(const plat_desc *d)
{
    int major, minor;
    SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0");
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0"); /* touches arrive as fingers only */
    /* gamepads are set up after the first frame (plat_init_late): their scan is not needed to
     * show it */
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        char msg[512];
        snprintf(msg, sizeof msg, _("CityBox could not start its video system (%s)."),
                 SDL_GetError());
        LOG_E("%s", msg);
        plat_alert(msg, NULL);
        return false;
    }
    wake_event = SDL_RegisterEvents(1);
    gl_version(&major, &minor);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, major);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, minor);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (d->fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (d->hidden) flags |= SDL_WINDOW_HIDDEN;
    /* Pixels with an alpha channel, as the screen cache's layer has (gfx_cache.c): Mesa's
     * llvmpipe then copies the layer to the window as rows. Into a window without alpha (SDL 3's
     * choice by default, so Debian 13's sdl2-compat) it runs a shader over every pixel instead:
     * 13 ms more a frame at 1920x1080. What CityBox draws leaves alpha at 1 (an opaque clear,
     * premultiplied blending), so the window stays opaque. Without such pixels: none asked. */
    for (int alpha = 8; alpha >= 0 && !context; alpha -= 8) {
        SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, alpha);
        if (window) SDL_DestroyWindow(window);
        window = SDL_CreateWindow(d->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                  d->width, d->height, flags);
        if (window) context = SDL_GL_CreateContext(window);
    }
    if (!window || !context) {
        char msg[512];
        snprintf(msg, sizeof msg,
                 _("CityBox needs OpenGL %d.%d, which this computer's graphics driver does not "
                   "provide (%s). Updating the graphics driver usually fixes this."),
                 major, minor, SDL_GetError());
        LOG_E("%s", msg);
        /* the useless window goes first, so the message box is the only CityBox window */
        if (window) SDL_DestroyWindow(window);
        window = NULL;
        plat_alert(msg, NULL);
        plat_shutdown();
        return false;
    }
    if (SDL_GL_SetSwapInterval(1) != 0) LOG_I("vsync not available (%s)", SDL_GetError());
    LOG_I("OpenGL %s, %s", (const char *)glGetString(GL_VERSION),
          (const char *)glGetString(GL_RENDERER));
    SDL_SetWindowMinimumSize(window, PLAT_MIN_WINDOW_W, PLAT_MIN_WINDOW_H);
    return true;
}

void plat_init_late(void)
{
    /* connected pads then arrive as SDL_CONTROLLERDEVICEADDED events, like hot-plugged ones */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        LOG_W("no gamepad support: %s", SDL_GetError());
}

void plat_shutdown(void)
{
    if (context) SDL_GL_DeleteContext(context);
    if (window) SDL_DestroyWindow(window);
    context = NULL;
    window = NULL;
    SDL_Quit();
}

void plat_swap(void)
{
    SDL_GL_SwapWindow(window);
}

void plat_drawable_size(int *w, int *h)
{
    SDL_GL_GetDrawableSize(window, w, h);
}

void plat_window_size(int *w, int *h)
{
    SDL_GetWindowSize(window, w, h);
}

float plat_frame_scale(int fb_w, int fb_h, int ui_scale)
{
    if (fb_w <= 0 || fb_h <= 0) return 1.0f;
    float s = (float)fb_h / 720.0f * (float)(ui_scale > 0 ? ui_scale : 100) / 100.0f;
    float most = fminf((float)fb_w / 640.0f, (float)fb_h / 360.0f); /* keep 640 x 360 units */
    if (s > most) s = most;
    if (s < PLAT_MIN_PX_PER_UNIT) s = PLAT_MIN_PX_PER_UNIT;
    return s;
}

void plat_set_fullscreen(bool on)
{
    if (window) SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

bool plat_fullscreen(void)
{
    return window && (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP);
}

void plat_request_quit(void)
{
    quit_requested = true;
    plat_wake();
}

bool plat_quit_requested(void)
{
    return quit_requested;
}

void plat_wake(void)
{
    SDL_Event ev;
    if (wake_event == (Uint32)-1 || wake_event == 0) return;
    SDL_zero(ev);
    ev.type = wake_event;
    SDL_PushEvent(&ev);
}
