/* gfx_svg.c: SVG art rasterised by SDL2_image at the exact pixel size it is drawn at, kept in a
 * small LRU keyed by (path, width, height). Rasters up to GFX_ATLAS_ITEM live in the shared atlas
 * (no texture switch between icons and text); large ones get their own texture.
 * With gfx_set_async_art(true) (the app), rasterising happens on a worker thread: a new piece of
 * art appears a frame or two after it is first drawn instead of holding up that frame (the first
 * frame of the menu would otherwise wait for every cover). gfx_busy() tells the loop to keep
 * drawing until it has arrived. Tests keep the default: synchronous, pixels at once. */
#include "render/gfx_internal.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

enum { SVG_CACHE = 64, SVG_MAX_PX = 4096, SVG_PATH = 256 };

typedef struct svg_ent {
    char path[SVG_PATH];
    int req_w, req_h;           /* the size asked for (0, 0 for a file that failed) */
    int w, h;                   /* the raster: fits in req keeping the aspect ratio */
    bool used, failed, pending; /* pending: the worker is rasterising it */
    gfx_atlas_slot slot;
    uint32_t epoch; /* atlas epoch of slot; 0: own texture */
    GLuint tex;
    uint32_t last_use;
} svg_ent;

static svg_ent cache[SVG_CACHE];
static uint32_t svg_clock;

long gfx_svg_own_bytes(int *count)
{
    long b = 0;
    int n = 0;
    for (int i = 0; i < SVG_CACHE; i++)
        if (cache[i].used && cache[i].tex) b += (long)cache[i].w * cache[i].h * 4, n++;
    if (count) *count = n;
    return b;
}

/* ---- the worker: jobs in, premultiplied pixels out ---- */
typedef struct svg_job {
    int ent;      /* cache index */
    uint32_t gen; /* cache generation when asked: a job for an evicted entry is dropped */
    char full[1024];
    int req_w, req_h;
    int w, h;    /* result */
    uint8_t *px; /* result (malloc), NULL: failed */
    bool done;
} svg_job;

enum { SVG_JOBS = 32 };
static struct {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    svg_job jobs[SVG_JOBS];
    int njobs;
    bool quit, async, hold; /* hold: queue jobs but start none yet (the first frame) */
    uint32_t gen[SVG_CACHE];
} W;

static uint8_t *load_premultiplied(const char *full, int req_w, int req_h, int *w, int *h);

static int worker_main(void *unused)
{
    (void)unused;
    SDL_LockMutex(W.lock);
    while (!W.quit) {
        svg_job *job = NULL;
        for (int i = 0; i < W.njobs && !job; i++)
            if (!W.jobs[i].done && !W.jobs[i].px) job = &W.jobs[i];
        if (!job || W.hold) {
            SDL_CondWait(W.wake, W.lock);
            continue;
        }
        svg_job copy = *job;
        job->done = true; /* taken: the result lands in place below */
        SDL_UnlockMutex(W.lock);
        int w = 0, h = 0;
        uint8_t *px = load_premultiplied(copy.full, copy.req_w, copy.req_h, &w, &h);
        SDL_LockMutex(W.lock);
        for (int i = 0; i < W.njobs; i++)
            if (W.jobs[i].ent == copy.ent && W.jobs[i].gen == copy.gen && W.jobs[i].done &&
                !W.jobs[i].px) {
                W.jobs[i].px = px ? px : (uint8_t *)1; /* 1: finished, failed */
                W.jobs[i].w = w;
                W.jobs[i].h = h;
                px = NULL;
                break;
            }
        free(px == (uint8_t *)1 ? NULL : px);
    }
    SDL_UnlockMutex(W.lock);
    return 0;
}

void gfx_hold_art(bool hold)
{
    if (!W.thread) return;
    SDL_LockMutex(W.lock);
    W.hold = hold;
    SDL_CondSignal(W.wake);
    SDL_UnlockMutex(W.lock);
}

void gfx_set_async_art(bool on)
{
    if (on && !W.thread) {
        W.lock = SDL_CreateMutex();
        W.wake = SDL_CreateCond();
        W.quit = false;
        W.thread = W.lock && W.wake ? SDL_CreateThread(worker_main, "citybox-svg", NULL) : NULL;
    }
    W.async = on && W.thread;
}

bool gfx_busy(void)
{
    for (int i = 0; i < SVG_CACHE; i++)
        if (cache[i].pending) return true;
    return false;
}

void gfx_svg_init(void)
{
    memset(cache, 0, sizeof cache);
    svg_clock = 0;
}

static void ent_free(svg_ent *e)
{
    if (e->tex) {
        gfx_flush();
        gfx_cache_texture_gone(e->tex); /* this frame's batches drawing it go first */
        gfx_tex_gen++;
        glDeleteTextures(1, &e->tex);
    }
    memset(e, 0, sizeof *e);
}

void gfx_svg_shutdown(void)
{
    if (W.thread) {
        SDL_LockMutex(W.lock);
        W.quit = true;
        SDL_CondSignal(W.wake);
        SDL_UnlockMutex(W.lock);
        SDL_WaitThread(W.thread, NULL);
        for (int i = 0; i < W.njobs; i++)
            if (W.jobs[i].px && W.jobs[i].px != (uint8_t *)1) free(W.jobs[i].px);
        SDL_DestroyCond(W.wake);
        SDL_DestroyMutex(W.lock);
    }
    memset(&W, 0, sizeof W);
    for (int i = 0; i < SVG_CACHE; i++)
        if (cache[i].tex) glDeleteTextures(1, &cache[i].tex);
    memset(cache, 0, sizeof cache);
}

static void store(svg_ent *e, const uint8_t *px);

/* Collects the worker's finished rasters into the cache (GL work stays on this thread). */
void gfx_svg_new_frame(void)
{
    if (!W.thread) return;
    SDL_LockMutex(W.lock);
    for (int i = 0; i < W.njobs;) {
        svg_job *j = &W.jobs[i];
        if (!j->px) {
            i++;
            continue;
        }
        svg_ent *e = &cache[j->ent];
        if (W.gen[j->ent] == j->gen && e->pending) {
            e->pending = false;
            if (j->px == (uint8_t *)1) {
                LOG_W("gfx: cannot load SVG %s", j->full);
                e->req_w = e->req_h = 0;
                e->failed = true;
            } else {
                e->w = j->w;
                e->h = j->h;
                store(e, j->px);
            }
        }
        if (j->px != (uint8_t *)1) free(j->px);
        W.jobs[i] = W.jobs[--W.njobs];
    }
    SDL_UnlockMutex(W.lock);
}

/* Queues e for the worker; false when the queue is full (then it is done at once). */
static bool queue(svg_ent *e, const char *full)
{
    SDL_LockMutex(W.lock);
    bool ok = W.njobs < SVG_JOBS;
    if (ok) {
        int idx = (int)(e - cache);
        svg_job *j = &W.jobs[W.njobs++];
        memset(j, 0, sizeof *j);
        j->ent = idx;
        j->gen = ++W.gen[idx];
        snprintf(j->full, sizeof j->full, "%s", full);
        j->req_w = e->req_w;
        j->req_h = e->req_h;
        e->pending = true;
        SDL_CondSignal(W.wake);
    }
    SDL_UnlockMutex(W.lock);
    return ok;
}

static svg_ent *find(const char *path, int w, int h)
{
    for (int i = 0; i < SVG_CACHE; i++) {
        svg_ent *e = &cache[i];
        if (e->used && e->req_w == w && e->req_h == h && strcmp(e->path, path) == 0) return e;
    }
    return NULL;
}

static svg_ent *victim(void)
{
    svg_ent *v = NULL;
    for (int i = 0; i < SVG_CACHE; i++) {
        if (!cache[i].used) return &cache[i];
        if (!cache[i].pending && (!v || cache[i].last_use < v->last_use)) v = &cache[i];
    }
    if (!v) v = &cache[0]; /* everything pending (cannot happen with 64 slots and 32 jobs) */
    if (W.thread) W.gen[v - cache]++; /* a job still running for it will be dropped */
    ent_free(v);
    return v;
}

/* Places e's premultiplied pixels in the atlas or in a texture of their own. */
static void store(svg_ent *e, const uint8_t *px)
{
    if (e->w <= GFX_ATLAS_ITEM && e->h <= GFX_ATLAS_ITEM) {
        if (!gfx_cache_atlas_alloc(e->w, e->h, px, &e->slot)) {
            gfx_cache_texture_gone(0); /* this frame's batches read the atlas as it was */
            gfx_atlas_reset();
            if (!gfx_cache_atlas_alloc(e->w, e->h, px, &e->slot)) goto own;
        }
        e->epoch = gfx_atlas_epoch;
        return;
    }
own:
    e->epoch = 0;
    e->tex = gfx_gl_texture_create(e->w, e->h, px);
}

/* Rasterises an SVG file to premultiplied, tightly packed RGBA (malloc). No GL: runs on the
 * worker thread too. NULL if the file cannot be read or drawn. */
static uint8_t *load_premultiplied(const char *full, int req_w, int req_h, int *w, int *h)
{
    const gfx_imglib_fns *img = gfx_imglib();
    SDL_RWops *rw = img ? SDL_RWFromFile(full, "rb") : NULL;
    if (!rw) return NULL;
    SDL_Surface *s = img->LoadSizedSVG_RW(rw, req_w, req_h);
    SDL_RWclose(rw);
    if (!s) return NULL;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (!c) return NULL;
    uint8_t *out = NULL;
    if (c->w > 0 && c->h > 0 && c->w <= SVG_MAX_PX && c->h <= SVG_MAX_PX)
        out = malloc((size_t)c->w * (size_t)c->h * 4);
    if (out) { /* RGBA32 surfaces are never RLE: no lock needed */
        *w = c->w;
        *h = c->h;
        for (int y = 0; y < c->h; y++) {
            const uint8_t *row = (const uint8_t *)c->pixels + (size_t)y * (size_t)c->pitch;
            uint8_t *dst = out + (size_t)y * (size_t)c->w * 4;
            for (int x = 0; x < c->w; x++) {
                unsigned a = row[4 * x + 3];
                for (int k = 0; k < 3; k++)
                    dst[4 * x + k] = (uint8_t)((row[4 * x + k] * a + 127) / 255);
                dst[4 * x + 3] = (uint8_t)a;
            }
        }
    }
    SDL_FreeSurface(c);
    return out;
}

/* Fills e now, or queues it for the worker (then e->pending). false if the file is bad. */
static bool rasterise(svg_ent *e)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", gfx_data_dir(), e->path);
    /* A cached layer is drawn once and kept: art drawn into one must be there at once. */
    if (W.async && !gfx_in_target() && queue(e, full)) return true;
    uint8_t *px = load_premultiplied(full, e->req_w, e->req_h, &e->w, &e->h);
    if (!px) return false;
    store(e, px);
    free(px);
    return true;
}

void gfx_svg_rotated(const char *path, gfx_rect dst, float angle, gfx_color tint)
{
    if (!path || !(dst.w > 0) || !(dst.h > 0)) return;
    if (strlen(path) >= SVG_PATH || find(path, 0, 0)) {
        gfx_placeholder(dst);
        return;
    }
    float pxs = gfx_px_per_unit();
    int w = (int)floorf(dst.w * pxs + 0.5f), h = (int)floorf(dst.h * pxs + 0.5f);
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    if (w > SVG_MAX_PX) w = SVG_MAX_PX;
    if (h > SVG_MAX_PX) h = SVG_MAX_PX;
    svg_ent *e = find(path, w, h);
    if (e && e->epoch && e->epoch != gfx_atlas_epoch) { /* its atlas space was reset */
        ent_free(e);
        e = NULL;
    }
    if (!e) {
        e = victim();
        snprintf(e->path, sizeof e->path, "%s", path);
        e->used = true;
        e->req_w = w;
        e->req_h = h;
        if (!rasterise(e)) {
            LOG_W("gfx: cannot load SVG %s/%s: %s", gfx_data_dir(), path, SDL_GetError());
            e->req_w = e->req_h = 0;
            e->failed = true;
            e->last_use = ++svg_clock;
            gfx_placeholder(dst);
            return;
        }
    }
    e->last_use = ++svg_clock;
    if (e->pending) return; /* arriving from the worker in a frame or two */
    /* Centre the raster (which kept the art's aspect ratio) in dst. */
    float lw = e->w / pxs, lh = e->h / pxs;
    gfx_rect r = {dst.x + (dst.w - lw) * 0.5f, dst.y + (dst.h - lh) * 0.5f, lw, lh};
    if (e->epoch) {
        const float inv = 1.0f / GFX_ATLAS_SIZE;
        gfx_quad_tex(gfx_atlas_page(e->slot.page), r, angle, e->slot.x * inv, e->slot.y * inv,
                     (e->slot.x + e->slot.w) * inv, (e->slot.y + e->slot.h) * inv, tint);
    } else {
        gfx_quad_tex(e->tex, r, angle, 0, 0, 1, 1, tint);
    }
}

void gfx_svg(const char *path, gfx_rect dst, gfx_color tint)
{
    gfx_svg_rotated(path, dst, 0, tint);
}
