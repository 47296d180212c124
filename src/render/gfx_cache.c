/* gfx_cache.c: the static-prefix layer cache. On llvmpipe (no GPU) a frame costs its fragments:
 * the background, the panels and the boards are several screens of pixels that rarely change.
 * Each frame's batches (and its clear) are recorded; the batches that repeat the previous
 * frame's exactly (same vertices, state, textures unchanged) are held back instead of drawn.
 * At the first difference, the held-back prefix comes from a screen-sized layer holding the
 * result of that same prefix: one copy (glBlitFramebuffer) instead of its fragments. The layer
 * is redrawn when the prefix shrank, extended when it grew for two frames in a row, so the
 * pixels are exactly those drawing the prefix would give. CITYBOX_LAYER_CACHE=0 turns it off;
 * CITYBOX_LAYER_DEBUG=1 prints each frame's prefix and how much it drew besides (in screens of
 * pixels: what a frame costs on llvmpipe). */
#include "render/gfx_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

uint32_t gfx_tex_gen = 1;

typedef struct stream {
    gfx_batch *cmds;
    int ncmd, capcmd;
    gfx_vertex *v;
    int nv, capv;
    int fb_w, fb_h;
    float scale;
} stream;

static struct {
    bool init, on;
    stream s[2];
    int cur;           /* s[cur] is this frame's, s[!cur] the previous one */
    bool in_frame;     /* recording the frame drawn to the screen */
    bool resolved;     /* the prefix is settled: later batches are drawn as they come */
    double pend_area;  /* real pixels covered by the held-back batches */
    double drawn_area; /* real pixels drawn after the prefix (CITYBOX_LAYER_DEBUG) */
    bool debug;        /* CITYBOX_LAYER_DEBUG: print each frame's prefix and the rest */
    GLuint fbo, tex;
    int w, h;
    int cache_len; /* the layer holds the result of the first cache_len vertices */
    int last_m;    /* the prefix matched last frame */
} C;

static bool grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap) return true;
    int n = *cap ? *cap : 1024;
    while (n < need) n *= 2;
    void *q = realloc(*p, (size_t)n * size);
    if (!q) return false;
    *p = q;
    *cap = n;
    return true;
}

void gfx_cache_shutdown(void)
{
    if (C.fbo) glDeleteFramebuffers(1, &C.fbo);
    if (C.tex) glDeleteTextures(1, &C.tex);
    for (int i = 0; i < 2; i++) {
        free(C.s[i].cmds);
        free(C.s[i].v);
    }
    memset(&C, 0, sizeof C);
}

/* Frees the layer and forgets the previous frame (e.g. the window left the screen). */
static void drop_layer(void)
{
    if (C.fbo) glDeleteFramebuffers(1, &C.fbo);
    if (C.tex) glDeleteTextures(1, &C.tex);
    C.fbo = C.tex = 0;
    C.w = C.h = 0;
    C.cache_len = 0;
}

void gfx_cache_begin_frame(int fb_w, int fb_h, float scale)
{
    if (!C.init) {
        const char *e = getenv("CITYBOX_LAYER_CACHE");
        C.on = !(e && e[0] == '0');
        C.debug = getenv("CITYBOX_LAYER_DEBUG") != NULL;
        C.init = true;
    }
    stream *s = &C.s[C.cur];
    s->ncmd = s->nv = 0;
    s->fb_w = fb_w;
    s->fb_h = fb_h;
    s->scale = scale;
    C.in_frame = C.on;
    C.resolved = false;
    C.pend_area = C.drawn_area = 0;
}

static double tri_area(const gfx_vertex *v, int n, float scale)
{
    double a = 0;
    for (int i = 0; i + 2 < n; i += 3) {
        float ux = v[i + 1].x - v[i].x, uy = v[i + 1].y - v[i].y;
        float wx = v[i + 2].x - v[i].x, wy = v[i + 2].y - v[i].y;
        float cr = ux * wy - uy * wx;
        a += cr < 0 ? -cr : cr;
    }
    return a * 0.5 * (double)scale * (double)scale;
}

static double cmd_area(const stream *s, const gfx_batch *b, int n)
{
    if (n <= 0) return 0;
    if (b->clear) return (double)s->fb_w * s->fb_h;
    return tri_area(s->v + b->first, n, s->scale);
}

static bool ensure_layer(int w, int h)
{
    if (C.fbo && C.w == w && C.h == h) return true;
    drop_layer();
    glGenTextures(1, &C.tex);
    glBindTexture(GL_TEXTURE_2D, C.tex);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, NULL);
    glGenFramebuffers(1, &C.fbo);
    glBindFramebuffer(GL_FRAMEBUFFER, C.fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, C.tex, 0);
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!ok) {
        LOG_W("gfx: no layer cache (%dx%d)", w, h);
        drop_layer();
        C.on = false;
        return false;
    }
    C.w = w;
    C.h = h;
    return true;
}

/* Draws the vertices [a, b) of this frame's stream to the bound framebuffer. */
static void draw_range(int a, int b)
{
    const stream *s = &C.s[C.cur];
    for (int i = 0; i < s->ncmd; i++) {
        const gfx_batch *c = &s->cmds[i];
        int lo = c->first > a ? c->first : a, hi = c->first + c->n < b ? c->first + c->n : b;
        if (hi <= lo) continue;
        gfx_draw_batch(c, s->v + lo, hi - lo);
    }
}

static void blit(void)
{
    glBindFramebuffer(GL_READ_FRAMEBUFFER, C.fbo);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glDisable(GL_SCISSOR_TEST);
    /* the layer's row 0 is the top: flipped here, so that both buffers' rows run the same way
     * in memory and the driver copies rows instead of running a shader */
    glBlitFramebuffer(0, C.h, C.w, 0, 0, 0, C.w, C.h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    gfx_count_draw_call();
}

/* The first m vertices of this frame repeat the previous frame's and are not drawn yet. */
static void resolve(int m)
{
    C.resolved = true;
    const stream *s = &C.s[C.cur];
    if (C.debug)
        fprintf(stderr, "layer: m %d of %d (cmd %d) area %.2f screens, cache %d", m, s->nv, s->ncmd,
                C.pend_area / ((double)s->fb_w * s->fb_h), C.cache_len);
    /* a copy costs about one screen of cheap fragments: worth it from two screens on */
    bool worth = m > 0 && C.pend_area >= 2.0 * (double)s->fb_w * (double)s->fb_h;
    bool fits = C.cache_len > 0 && C.cache_len <= m && C.w == s->fb_w && C.h == s->fb_h;
    if (worth && fits) {
        if (C.cache_len < m && m == C.last_m) { /* the prefix grew and stays: add to the layer */
            gfx_layer_view(C.fbo);
            draw_range(C.cache_len, m);
            gfx_layer_view(0);
            C.cache_len = m;
        }
        blit();
        draw_range(C.cache_len, m); /* what grew only this frame */
    } else if (worth && ensure_layer(s->fb_w, s->fb_h)) {
        /* (re)drawing the layer costs what drawing the prefix would, plus one copy */
        gfx_layer_view(C.fbo);
        if (!s->cmds[0].clear) {
            glDisable(GL_SCISSOR_TEST);
            glClearColor(0, 0, 0, 0);
            glClear(GL_COLOR_BUFFER_BIT);
        }
        draw_range(0, m);
        gfx_layer_view(0);
        C.cache_len = m;
        blit();
    } else {
        draw_range(0, m);
        if (m < C.cache_len) C.cache_len = 0;
    }
    C.last_m = m;
}

/* Whether a texture may read differently now: an atlas page only changes when the atlas is
 * reset (new glyphs and art go to space no earlier batch samples), the white texel never; any
 * other texture whenever a texture is made, redrawn or freed (a freed name may come back as
 * another texture). A batch without texture reads none. */
static bool same_batch(const gfx_batch *a, const gfx_batch *b)
{
    if (a->clear != b->clear || a->textured != b->textured || a->tex != b->tex ||
        a->atlas != b->atlas || a->scissor_on != b->scissor_on)
        return false;
    if (a->textured && !a->clear && a->tex_gen != b->tex_gen) return false;
    return !a->scissor_on || memcmp(a->scissor, b->scissor, sizeof a->scissor) == 0;
}

static int common_verts(const gfx_vertex *a, const gfx_vertex *b, int n)
{
    int i = 0;
    while (i < n && memcmp(&a[i], &b[i], sizeof *a) == 0) i++;
    return i - i % 3;
}

/* Settles the prefix now (a layer is about to be drawn into, or the frame ends). */
void gfx_cache_resolve(void)
{
    if (C.in_frame && !C.resolved) resolve(C.s[C.cur].nv);
}

void gfx_cache_end_frame(void)
{
    gfx_cache_resolve();
    if (C.debug && C.in_frame) { /* what the frame drew besides the prefix */
        const stream *s = &C.s[C.cur];
        fprintf(stderr, ", then %.2f screens drawn\n", C.drawn_area / ((double)s->fb_w * s->fb_h));
    }
    if (!C.in_frame) { /* nothing recorded: the next frame cannot match this one */
        C.s[C.cur].ncmd = C.s[C.cur].nv = 0;
        C.s[C.cur].fb_w = 0;
    }
    C.in_frame = false;
    C.cur ^= 1;
}

/* A batch for the screen (b->n vertices at v; b->clear: a clear, v holds its colour). */
void gfx_cache_submit(gfx_batch *b, const gfx_vertex *v)
{
    gfx_view view;
    gfx_get_view(&view);
    if (!C.in_frame || view.fbo != 0 || gfx_in_target()) {
        gfx_cache_resolve();
        gfx_draw_batch(b, v, b->n);
        return;
    }
    stream *s = &C.s[C.cur];
    if (!grow((void **)&s->cmds, &s->capcmd, s->ncmd + 1, sizeof *s->cmds) ||
        !grow((void **)&s->v, &s->capv, s->nv + b->n, sizeof *s->v)) {
        gfx_cache_resolve();
        C.in_frame = false; /* out of memory: draw the rest directly */
        gfx_draw_batch(b, v, b->n);
        return;
    }
    /* the white texel (shapes in a textured batch) never changes */
    b->atlas = b->textured && b->tex && b->tex == gfx_white_texture();
    for (int p = 0; b->textured && p < GFX_ATLAS_PAGES && !b->atlas; p++)
        b->atlas = b->tex && b->tex == gfx_atlas_page(p);
    b->tex_gen = !b->atlas ? gfx_tex_gen : b->tex == gfx_white_texture() ? 0 : gfx_atlas_epoch;
    b->first = s->nv;
    s->cmds[s->ncmd++] = *b;
    memcpy(s->v + s->nv, v, (size_t)b->n * sizeof *v);
    s->nv += b->n;
    if (C.resolved) {
        if (C.debug) C.drawn_area += cmd_area(s, b, b->n);
        gfx_draw_batch(b, v, b->n);
        return;
    }
    const stream *p = &C.s[C.cur ^ 1];
    int i = s->ncmd - 1, m = 0;
    bool frame_same = p->fb_w == s->fb_w && p->fb_h == s->fb_h && p->scale == s->scale;
    if (frame_same && i < p->ncmd && same_batch(b, &p->cmds[i]) && p->cmds[i].first == b->first) {
        const gfx_batch *pb = &p->cmds[i];
        m = common_verts(v, p->v + pb->first, b->n < pb->n ? b->n : pb->n);
        if (m == b->n && b->n == pb->n) { /* the same batch: hold it back */
            C.pend_area += cmd_area(s, b, b->n);
            return;
        }
    }
    C.pend_area += cmd_area(s, b, m);
    resolve(b->first + m);
    if (C.debug) C.drawn_area += cmd_area(s, b, b->n) - cmd_area(s, b, m);
    if (m < b->n) gfx_draw_batch(b, v + m, b->n - m);
}
