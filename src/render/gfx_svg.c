/* gfx_svg.c: SVG art rasterised by SDL2_image at the exact pixel size it is drawn at, kept in a
 * small LRU keyed by (path, width, height). Rasters up to GFX_ATLAS_ITEM live in the shared atlas
 * (no texture switch between icons and text); large ones get their own texture. */
#include "render/gfx_internal.h"
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "core/log.h"

enum { SVG_CACHE = 64, SVG_MAX_PX = 4096, SVG_PATH = 256 };

typedef struct svg_ent {
    char path[SVG_PATH];
    int req_w, req_h; /* the size asked for (0, 0 for a file that failed) */
    int w, h;         /* the raster: fits in req keeping the aspect ratio */
    bool used, failed;
    gfx_atlas_slot slot;
    uint32_t epoch; /* atlas epoch of slot; 0: own texture */
    GLuint tex;
    uint32_t last_use;
} svg_ent;

static svg_ent cache[SVG_CACHE];
static uint32_t svg_clock;

void gfx_svg_init(void)
{
    memset(cache, 0, sizeof cache);
    svg_clock = 0;
}

static void ent_free(svg_ent *e)
{
    if (e->tex) {
        gfx_flush();
        glDeleteTextures(1, &e->tex);
    }
    memset(e, 0, sizeof *e);
}

void gfx_svg_shutdown(void)
{
    for (int i = 0; i < SVG_CACHE; i++)
        if (cache[i].tex) glDeleteTextures(1, &cache[i].tex);
    memset(cache, 0, sizeof cache);
}

void gfx_svg_new_frame(void) {}

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
    svg_ent *v = &cache[0];
    for (int i = 0; i < SVG_CACHE; i++) {
        if (!cache[i].used) return &cache[i];
        if (cache[i].last_use < v->last_use) v = &cache[i];
    }
    ent_free(v);
    return v;
}

/* Places e's premultiplied pixels in the atlas or in a texture of their own. */
static void store(svg_ent *e, const uint8_t *px)
{
    if (e->w <= GFX_ATLAS_ITEM && e->h <= GFX_ATLAS_ITEM) {
        if (!gfx_atlas_alloc(e->w, e->h, px, &e->slot)) {
            gfx_atlas_reset();
            if (!gfx_atlas_alloc(e->w, e->h, px, &e->slot)) goto own;
        }
        e->epoch = gfx_atlas_epoch;
        return;
    }
own:
    e->epoch = 0;
    e->tex = gfx_gl_texture_create(e->w, e->h, px);
}

static bool rasterise(svg_ent *e)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", gfx_data_dir(), e->path);
    SDL_RWops *rw = SDL_RWFromFile(full, "rb");
    if (!rw) return false;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, e->req_w, e->req_h);
    SDL_RWclose(rw);
    if (!s) return false;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (!c) return false;
    bool ok = c->w > 0 && c->h > 0 && c->w <= SVG_MAX_PX && c->h <= SVG_MAX_PX;
    if (ok) { /* RGBA32 surfaces are never RLE: no lock needed */
        e->w = c->w;
        e->h = c->h;
        for (int y = 0; y < c->h; y++) { /* premultiply in place, then pack rows */
            uint8_t *row = (uint8_t *)c->pixels + (size_t)y * (size_t)c->pitch;
            for (int x = 0; x < c->w; x++) {
                unsigned a = row[4 * x + 3];
                for (int k = 0; k < 3; k++)
                    row[4 * x + k] = (uint8_t)((row[4 * x + k] * a + 127) / 255);
            }
            if (y > 0)
                memmove((uint8_t *)c->pixels + (size_t)y * (size_t)c->w * 4, row, (size_t)c->w * 4);
        }
        store(e, c->pixels);
    }
    SDL_FreeSurface(c);
    return ok;
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
            LOG_W("gfx: cannot load SVG %s/%s: %s", gfx_data_dir(), path, IMG_GetError());
            e->req_w = e->req_h = 0;
            e->failed = true;
            e->last_use = ++svg_clock;
            gfx_placeholder(dst);
            return;
        }
    }
    e->last_use = ++svg_clock;
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
