/* gfx_target.c: textures behind generation-checked handles, the shared atlas (glyphs and small
 * SVGs), offscreen layers and screenshots. */
#include "render/gfx_internal.h"
#include <SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

typedef struct tex_slot {
    GLuint gl;
    int w, h;
    uint16_t gen;
    bool alive, borrowed, stale_logged;
    bool sampled; /* its GL name was handed out to be drawn with (a target's: see begin) */
} tex_slot;

typedef struct target_slot {
    GLuint fbo;
    gfx_texture tex;
    int w, h;
    uint16_t gen;
    bool alive;
    bool copied; /* copied with gfx_target_copy (a copy layer, unless its texture is drawn with) */
    bool adding; /* drawn into now by gfx_target_begin_add: only where nothing was taken from */
} target_slot;

typedef struct shelf {
    int y, h, x;
} shelf;

typedef struct atlas_page {
    GLuint tex;
    shelf shelves[GFX_ATLAS_SHELVES];
    int nshelf, next_y;
} atlas_page;

enum { ATLAS_MAX_ITEM = GFX_ATLAS_ITEM, SCRATCH = (ATLAS_MAX_ITEM + 2) * (ATLAS_MAX_ITEM + 2) * 4 };

static tex_slot texs[GFX_MAX_TEXTURES];
static target_slot targets[GFX_MAX_TARGETS];
/* Layers freed lately, kept for the next layer of the same size (a board closing and the next
 * one opening make window-sized layers again and again): no new texture each time, and no
 * freed texture that the GL driver keeps referenced for a while (llvmpipe held some layers of
 * closed boards for minutes, a club evening's memory swinging by megabytes). At most
 * SPARE_LAYERS, and together at most two window-sized layers' bytes. */
enum { SPARE_LAYERS = 3 };
typedef struct spare_layer {
    GLuint fbo, tex;
    int w, h;
    unsigned age;
} spare_layer;
static spare_layer spares[SPARE_LAYERS];
static unsigned spare_clock;
static atlas_page pages[GFX_ATLAS_PAGES];
static uint8_t scratch[SCRATCH];
static int tex_cursor;
static int current_target = -1;
uint32_t gfx_atlas_epoch = 1;

void gfx_target_push_state(void);
void gfx_target_pop_state(void);

GLuint gfx_gl_texture_create(int w, int h, const void *premul_rgba)
{
    GLuint t;
    gfx_tex_gen++;
    glGenTextures(1, &t);
    glBindTexture(GL_TEXTURE_2D, t);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, premul_rgba);
    return t;
}

/* ---- handles --------------------------------------------------------------------------------- */

static gfx_texture tex_alloc(GLuint gl, int w, int h, bool borrowed)
{
    for (int k = 0; k < GFX_MAX_TEXTURES; k++) {
        int i = (tex_cursor + k) % GFX_MAX_TEXTURES;
        tex_slot *s = &texs[i];
        if (s->alive) continue;
        tex_cursor = (i + 1) % GFX_MAX_TEXTURES;
        s->gen = (uint16_t)(s->gen + 1);
        if (s->gen == 0) s->gen = 1;
        s->gl = gl;
        s->w = w;
        s->h = h;
        s->alive = true;
        s->borrowed = borrowed;
        s->stale_logged = false;
        s->sampled = false;
        return (gfx_texture){((uint32_t)s->gen << 16) | (uint32_t)i};
    }
    LOG_E("gfx: out of texture handles (%d)", GFX_MAX_TEXTURES);
    return (gfx_texture){0};
}

static tex_slot *tex_get(gfx_texture t)
{
    if (t.id == 0) return NULL;
    uint32_t i = t.id & 0xffffu, gen = t.id >> 16;
    if (i >= GFX_MAX_TEXTURES) return NULL;
    tex_slot *s = &texs[i];
    if (s->alive && s->gen == gen) return s;
    if (!s->stale_logged) {
        LOG_W("gfx: stale texture handle %08x ignored", (unsigned)t.id);
        s->stale_logged = true;
    }
    return NULL;
}

GLuint gfx_texture_gl(gfx_texture t, int *w, int *h)
{
    tex_slot *s = tex_get(t);
    if (!s) return 0;
    if (w) *w = s->w;
    if (h) *h = s->h;
    s->sampled = true;
    return s->gl;
}

gfx_texture gfx_texture_from_rgba(const void *pixels, int w, int h)
{
    if (w <= 0 || h <= 0 || !pixels) return (gfx_texture){0};
    size_t n = (size_t)w * (size_t)h;
    uint8_t *p = malloc(n * 4);
    if (!p) return (gfx_texture){0};
    const uint8_t *s = pixels;
    for (size_t i = 0; i < n; i++) { /* straight in, premultiplied stored */
        unsigned a = s[4 * i + 3];
        p[4 * i] = (uint8_t)((s[4 * i] * a + 127) / 255);
        p[4 * i + 1] = (uint8_t)((s[4 * i + 1] * a + 127) / 255);
        p[4 * i + 2] = (uint8_t)((s[4 * i + 2] * a + 127) / 255);
        p[4 * i + 3] = (uint8_t)a;
    }
    GLuint gl = gfx_gl_texture_create(w, h, p);
    free(p);
    gfx_texture t = tex_alloc(gl, w, h, false);
    if (!t.id) glDeleteTextures(1, &gl);
    return t;
}

void gfx_texture_totals(int *count, long *bytes)
{
    int n = 0;
    long b = 0;
    for (int i = 0; i < GFX_MAX_TEXTURES; i++)
        if (texs[i].alive) {
            n++;
            b += (long)texs[i].w * texs[i].h * 4;
        }
    if (count) *count = n;
    if (bytes) *bytes = b;
}

void gfx_texture_destroy(gfx_texture t)
{
    tex_slot *s = tex_get(t);
    if (!s) return;
    if (s->borrowed) {
        LOG_W("gfx: a target's texture is freed with gfx_target_destroy");
        return;
    }
    gfx_flush();                   /* the batch may still use it */
    gfx_cache_texture_gone(s->gl); /* and so may this frame's recorded batches */
    gfx_tex_gen++;
    glDeleteTextures(1, &s->gl);
    s->alive = false;
    s->gl = 0;
}

void gfx_image(gfx_texture t, gfx_rect dst, gfx_rect uv, float angle, gfx_color tint)
{
    GLuint gl = gfx_texture_gl(t, NULL, NULL);
    if (!gl) return;
    if (uv.w == 0 && uv.h == 0) uv = (gfx_rect){0, 0, 1, 1};
    gfx_quad_tex(gl, dst, angle, uv.x, uv.y, uv.x + uv.w, uv.y + uv.h, tint);
}

/* ---- atlas ----------------------------------------------------------------------------------- */

GLuint gfx_atlas_page(int page)
{
    return page >= 0 && page < GFX_ATLAS_PAGES ? pages[page].tex : 0;
}

static bool page_alloc(atlas_page *pg, int w, int h, int *x, int *y)
{
    for (int i = 0; i < pg->nshelf; i++) {
        shelf *s = &pg->shelves[i];
        if (s->h >= h && s->h <= h + h / 4 + 2 && s->x + w <= GFX_ATLAS_SIZE) {
            *x = s->x;
            *y = s->y;
            s->x += w;
            return true;
        }
    }
    /* New shelves are a little taller than asked, so that items of nearby sizes share them. */
    int step = h <= 32 ? 4 : h <= 128 ? 16 : 64;
    int sh = (h + step - 1) / step * step;
    if (pg->next_y + sh > GFX_ATLAS_SIZE) sh = h;
    if (pg->nshelf >= GFX_ATLAS_SHELVES || pg->next_y + sh > GFX_ATLAS_SIZE) return false;
    shelf *s = &pg->shelves[pg->nshelf++];
    s->y = pg->next_y;
    s->h = sh;
    s->x = w;
    pg->next_y += sh;
    *x = 0;
    *y = s->y;
    return true;
}

bool gfx_atlas_alloc(int w, int h, const void *premul_rgba, gfx_atlas_slot *out)
{
    if (w <= 0 || h <= 0 || w > ATLAS_MAX_ITEM || h > ATLAS_MAX_ITEM) return false;
    int pw = w + 2, ph = h + 2, x = 0, y = 0, p;
    for (p = 0; p < GFX_ATLAS_PAGES; p++) {
        if (!pages[p].tex) {
            pages[p].tex = gfx_gl_texture_create(GFX_ATLAS_SIZE, GFX_ATLAS_SIZE, NULL);
            gfx_snapshot_page_new(p);
        }
        if (page_alloc(&pages[p], pw, ph, &x, &y)) break;
    }
    if (p == GFX_ATLAS_PAGES) return false;
    /* Upload with a transparent 1px border so bilinear filtering never bleeds. */
    memset(scratch, 0, (size_t)pw * (size_t)ph * 4);
    for (int r = 0; r < h; r++)
        memcpy(scratch + ((size_t)(r + 1) * (size_t)pw + 1) * 4,
               (const uint8_t *)premul_rgba + (size_t)r * (size_t)w * 4, (size_t)w * 4);
    gfx_tex_gen++;
    glBindTexture(GL_TEXTURE_2D, pages[p].tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexSubImage2D(GL_TEXTURE_2D, 0, x, y, pw, ph, GL_RGBA, GL_UNSIGNED_BYTE, scratch);
    gfx_snapshot_upload(p, x, y, pw, ph, scratch);
    *out = (gfx_atlas_slot){p, x + 1, y + 1, w, h};
    return true;
}

int gfx_atlas_pages(void)
{
    int n = 0;
    for (int p = 0; p < GFX_ATLAS_PAGES; p++) n += pages[p].tex != 0;
    return n;
}

void gfx_atlas_reset(void)
{
    gfx_flush(); /* draws already queued keep their pixels: GL orders the upload after them */
    for (int p = 0; p < GFX_ATLAS_PAGES; p++) pages[p].nshelf = pages[p].next_y = 0;
    gfx_atlas_epoch++;
    gfx_text_atlas_reset();
    LOG_D("gfx: atlas reset");
}

/* ---- targets --------------------------------------------------------------------------------- */

static target_slot *target_get(gfx_target t)
{
    uint32_t i = t.id & 0xffffu, gen = t.id >> 16;
    if (t.id == 0 || i >= GFX_MAX_TARGETS) return NULL;
    target_slot *s = &targets[i];
    return s->alive && s->gen == gen ? s : NULL;
}

gfx_target gfx_target_create(int w_px, int h_px)
{
    if (w_px <= 0 || h_px <= 0) return (gfx_target){0};
    int i;
    for (i = 0; i < GFX_MAX_TARGETS && targets[i].alive; i++) {
    }
    if (i == GFX_MAX_TARGETS) {
        LOG_E("gfx: out of target layers (%d)", GFX_MAX_TARGETS);
        return (gfx_target){0};
    }
    gfx_flush();
    target_slot *s = &targets[i];
    GLuint tex = 0;
    for (int k = 0; k < SPARE_LAYERS && !tex; k++)
        if (spares[k].tex && spares[k].w == w_px && spares[k].h == h_px) {
            tex = spares[k].tex;
            s->fbo = spares[k].fbo;
            memset(&spares[k], 0, sizeof spares[k]);
            gfx_tex_gen++;
            glBindFramebuffer(GL_FRAMEBUFFER, s->fbo); /* cleared below, as a new one */
        }
    if (!tex) {
        tex = gfx_gl_texture_create(w_px, h_px, NULL);
        /* stored as the window's pixels are (BGRA, as the screen cache's layer), so that
         * gfx_target_copy is a copy of rows, not a shader run over every pixel */
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w_px, h_px, 0, GL_BGRA, GL_UNSIGNED_BYTE, NULL);
        glGenFramebuffers(1, &s->fbo);
        glBindFramebuffer(GL_FRAMEBUFFER, s->fbo);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
    }
    GLenum st = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    if (st == GL_FRAMEBUFFER_COMPLETE) {
        GLboolean sc = glIsEnabled(GL_SCISSOR_TEST);
        glDisable(GL_SCISSOR_TEST);
        glClearColor(0, 0, 0, 0);
        glClear(GL_COLOR_BUFFER_BIT);
        if (sc) glEnable(GL_SCISSOR_TEST);
    }
    gfx_view v;
    gfx_get_view(&v);
    glBindFramebuffer(GL_FRAMEBUFFER, v.fbo);
    s->tex = st == GL_FRAMEBUFFER_COMPLETE ? tex_alloc(tex, w_px, h_px, true) : (gfx_texture){0};
    if (!s->tex.id) {
        LOG_E("gfx: cannot make a %dx%d layer (status %x)", w_px, h_px, (unsigned)st);
        glDeleteFramebuffers(1, &s->fbo);
        glDeleteTextures(1, &tex);
        s->fbo = 0;
        return (gfx_target){0};
    }
    s->w = w_px;
    s->h = h_px;
    s->gen = (uint16_t)(s->gen + 1);
    if (s->gen == 0) s->gen = 1;
    s->alive = true;
    s->copied = false;
    return (gfx_target){((uint32_t)s->gen << 16) | (uint32_t)i};
}

static void spare_free(spare_layer *sp)
{
    if (sp->fbo) glDeleteFramebuffers(1, &sp->fbo);
    if (sp->tex) glDeleteTextures(1, &sp->tex);
    memset(sp, 0, sizeof *sp);
}

/* Keeps a freed layer's texture and framebuffer for reuse (see spares); false: free them. */
static bool keep_spare(GLuint fbo, GLuint tex, int w, int h)
{
    gfx_view v;
    gfx_get_view(&v);
    long screen = current_target < 0 ? (long)v.fb_w * v.fb_h : 1920L * 1080L;
    if ((long)w * h > screen) return false;
    spare_layer *oldest = &spares[0];
    for (int k = 0; k < SPARE_LAYERS; k++) {
        if (!spares[k].tex) {
            oldest = &spares[k];
            break;
        }
        if (spares[k].age < oldest->age) oldest = &spares[k];
    }
    spare_free(oldest);
    *oldest = (spare_layer){fbo, tex, w, h, ++spare_clock};
    long bytes = 0; /* two window-sized layers at most: the oldest others go */
    for (int k = 0; k < SPARE_LAYERS; k++) bytes += (long)spares[k].w * spares[k].h;
    while (bytes > 2 * screen) {
        spare_layer *o = NULL;
        for (int k = 0; k < SPARE_LAYERS; k++)
            if (spares[k].tex && &spares[k] != oldest && (!o || spares[k].age < o->age))
                o = &spares[k];
        if (!o) break;
        bytes -= (long)o->w * o->h;
        spare_free(o);
    }
    return true;
}

void gfx_target_destroy(gfx_target t)
{
    target_slot *s = target_get(t);
    if (!s) return;
    if (current_target == (int)(s - targets)) gfx_target_end();
    gfx_flush();
    tex_slot *ts = tex_get(s->tex);
    gfx_tex_gen++;
    if (ts) {
        gfx_cache_texture_gone(ts->gl); /* this frame's recorded batches drawing it go first */
        if (keep_spare(s->fbo, ts->gl, s->w, s->h))
            s->fbo = 0; /* kept whole for the next layer of its size */
        else
            glDeleteTextures(1, &ts->gl);
        ts->alive = false;
    }
    if (s->fbo) glDeleteFramebuffers(1, &s->fbo);
    s->fbo = 0;
    s->alive = false;
}

bool gfx_target_leaves_recorded(GLuint tex)
{
    for (int i = 0; tex && i < GFX_MAX_TARGETS; i++) {
        const target_slot *s = &targets[i];
        const tex_slot *ts = s->alive ? tex_get(s->tex) : NULL;
        if (ts && ts->gl == tex) return (s->copied && !ts->sampled) || s->adding;
    }
    return false;
}

static void target_begin(gfx_target t, float scale, bool reuses);

void gfx_target_begin(gfx_target t, float scale)
{
    target_begin(t, scale, true);
}

void gfx_target_begin_add(gfx_target t, float scale)
{
    target_begin(t, scale, false);
}

static void target_begin(gfx_target t, float scale, bool reuses)
{
    target_slot *s = target_get(t);
    if (!s) {
        LOG_W("gfx: gfx_target_begin on a stale layer");
        return;
    }
    if (current_target >= 0) {
        LOG_W("gfx: layers do not nest");
        return;
    }
    gfx_target_push_state();
    /* Its pixels change: batches that drew with its texture must not pass for the same as
     * before in the screen's cache. A layer that was never drawn with (only copied to the screen
     * by gfx_target_copy, which the cache never holds back), or drawn to only where nothing was
     * taken from yet (gfx_target_begin_add), leaves the screen's cache alone. */
    tex_slot *ts = tex_get(s->tex);
    if (!ts || (ts->sampled && reuses)) gfx_tex_gen++;
    current_target = (int)(s - targets);
    s->adding = !reuses; /* gfx_target_leaves_recorded: the screen's cache keeps recording */
    /* Row 0 of the layer is its logical top, so its texture reads like any loaded image. */
    gfx_set_view(&(gfx_view){s->fbo, s->w, s->h, scale > 0 ? scale : 1, true});
}

void gfx_target_end(void)
{
    if (current_target < 0) return;
    targets[current_target].adding = false;
    current_target = -1;
    gfx_target_pop_state();
}

bool gfx_in_target(void)
{
    return current_target >= 0;
}

gfx_texture gfx_target_texture(gfx_target t)
{
    target_slot *s = target_get(t);
    return s ? s->tex : (gfx_texture){0};
}

/* r in real pixels of the current view, rounded as gfx_push_clip rounds, within the view */
static void pixel_rect(gfx_rect r, float sc, int w, int h, int out[4])
{
    int x0 = (int)floorf(r.x * sc + 0.5f), x1 = (int)floorf((r.x + r.w) * sc + 0.5f);
    int y0 = (int)floorf(r.y * sc + 0.5f), y1 = (int)floorf((r.y + r.h) * sc + 0.5f);
    out[0] = x0 < 0 ? 0 : x0 > w ? w : x0;
    out[1] = y0 < 0 ? 0 : y0 > h ? h : y0;
    out[2] = x1 < out[0] ? out[0] : x1 > w ? w : x1;
    out[3] = y1 < out[1] ? out[1] : y1 > h ? h : y1;
}

void gfx_target_clear(gfx_rect r)
{
    if (current_target < 0) {
        LOG_W("gfx: gfx_target_clear outside a layer");
        return;
    }
    gfx_flush(); /* what was drawn before the clear stays under it */
    gfx_view v;
    gfx_get_view(&v);
    int p[4];
    pixel_rect(r, v.scale, v.fb_w, v.fb_h, p);
    if (p[2] <= p[0] || p[3] <= p[1]) return;
    /* a layer's row 0 is its logical top: no flip; the next batch sets its own scissor */
    glEnable(GL_SCISSOR_TEST);
    glScissor(p[0], p[1], p[2] - p[0], p[3] - p[1]);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
}

bool gfx_target_copy(gfx_target t, gfx_rect r)
{
    target_slot *s = target_get(t);
    gfx_view v;
    gfx_get_view(&v);
    bool into_layer = current_target >= 0;
    if (!s || (into_layer ? &targets[current_target] == s : v.fbo != 0) || s->w != v.fb_w ||
        s->h != v.fb_h || gfx_apply_alpha(GFX_RGBA(0, 0, 0, 255)).a != 255)
        return false;
    const gfx_xform *x = &gfx_cur_xf; /* no camera: logical units as they are */
    if (x->a != 1 || x->b != 0 || x->c != 0 || x->d != 1 || x->tx != 0 || x->ty != 0) return false;
    gfx_flush();
    gfx_screen_dirty();
    s->copied = true;
    int p[4];
    pixel_rect(r, v.scale, v.fb_w, v.fb_h, p);
    GLuint dst = into_layer ? v.fbo : gfx_cache_resolve(p); /* recorded draws go first */
    bool flip = !into_layer && dst == 0;
    if (p[2] <= p[0] || p[3] <= p[1]) return true;
    glBindFramebuffer(GL_READ_FRAMEBUFFER, s->fbo);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, dst);
    glDisable(GL_SCISSOR_TEST);
    /* layers' rows run from the logical top, the screen's from the bottom: flipped onto the
     * screen (as the screen cache's copy: a copy of rows) */
    int d1 = flip ? v.fb_h - p[1] : p[1], d3 = flip ? v.fb_h - p[3] : p[3];
    glBlitFramebuffer(p[0], p[1], p[2], p[3], p[0], d1, p[2], d3, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, v.fbo);
    gfx_count_draw_call();
    return true;
}

/* ---- lifetime and screenshots ---------------------------------------------------------------- */

bool gfx_textures_init(void)
{
    memset(texs, 0, sizeof texs);
    memset(targets, 0, sizeof targets);
    memset(pages, 0, sizeof pages);
    memset(spares, 0, sizeof spares);
    current_target = -1;
    return true;
}

void gfx_textures_shutdown(void)
{
    for (int k = 0; k < SPARE_LAYERS; k++) spare_free(&spares[k]);
    for (int i = 0; i < GFX_MAX_TARGETS; i++)
        if (targets[i].fbo) glDeleteFramebuffers(1, &targets[i].fbo);
    for (int i = 0; i < GFX_MAX_TEXTURES; i++)
        if (texs[i].alive && texs[i].gl) glDeleteTextures(1, &texs[i].gl);
    for (int p = 0; p < GFX_ATLAS_PAGES; p++)
        if (pages[p].tex) glDeleteTextures(1, &pages[p].tex);
    memset(texs, 0, sizeof texs);
    memset(targets, 0, sizeof targets);
    memset(pages, 0, sizeof pages);
    current_target = -1;
}

bool gfx_screenshot(const char *png_path)
{
    gfx_flush();
    gfx_view v;
    gfx_get_view(&v);
    if (current_target >= 0 || v.fbo != 0) {
        LOG_W("gfx: screenshot inside a layer");
        return false;
    }
    int w = v.fb_w, h = v.fb_h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    uint8_t *buf = malloc((size_t)w * (size_t)h * 4);
    bool ok = false;
    if (s && buf) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
        glReadBuffer(GL_BACK);
        if (glGetError() != GL_NO_ERROR) glReadBuffer(GL_FRONT);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, buf);
        for (int y = 0; y < h; y++) { /* GL rows go up, PNG rows go down */
            uint8_t *dst = (uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
            memcpy(dst, buf + (size_t)(h - 1 - y) * (size_t)w * 4, (size_t)w * 4);
            for (int x = 0; x < w; x++) dst[4 * x + 3] = 255;
        }
        const gfx_imglib_fns *img = gfx_imglib();
        ok = img && img->SavePNG(s, png_path) == 0;
        if (!ok) LOG_E("gfx: cannot save %s: %s", png_path, SDL_GetError());
    }
    free(buf);
    if (s) SDL_FreeSurface(s);
    return ok;
}
