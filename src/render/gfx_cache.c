/* gfx_cache.c: the screen layer cache. On llvmpipe (no GPU) a frame costs its fragments: the
 * background, the panels and the boards are several screens of pixels, and from one frame to
 * the next most of them stay the same. A frame's batches for the screen (and its clear) are
 * recorded, and drawn when the frame ends into a screen-sized layer that keeps the previous
 * frame's picture, then copied to the screen (glBlitFramebuffer: one copy). They are compared
 * with the previous frame's (gfx_damage.c): the triangles that differ, in either frame, lie in
 * a few rectangles, the damage, and only the damage is drawn again: every batch that touches a
 * rectangle, clipped to it, in order from the clear. Outside them both frames draw the same
 * triangles in the same order, so the kept pixels are those drawing the frame would give.
 * A frame whose damage covers most of the screen is drawn whole into the layer; a light frame
 * (under two screens of pixels), the first one, or one that repeats too little of the last to
 * pay the copy, goes straight to the screen. Drawing into a target (gfx_target_begin) mid-frame,
 * freeing a texture a recorded batch samples or resetting the atlas
 * (gfx_cache_texture_gone) draws what was recorded first, and the rest of that frame as it
 * comes. CITYBOX_LAYER_CACHE=0 turns the cache off; CITYBOX_LAYER_DEBUG=1 prints what each
 * frame drew (in screens of pixels: what a frame costs on llvmpipe). */
#include "render/gfx_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

uint32_t gfx_tex_gen = 1;
static uint32_t atlas_bumps; /* the part of gfx_tex_gen atlas uploads made */

bool gfx_cache_atlas_alloc(int w, int h, const void *premul_rgba, gfx_atlas_slot *out)
{
    uint32_t before = gfx_tex_gen;
    bool ok = gfx_atlas_alloc(w, h, premul_rgba, out);
    atlas_bumps += gfx_tex_gen - before; /* measured, whatever the atlas counts */
    return ok;
}

static struct {
    bool init, on, debug;
    bool first; /* the run's first frame is still to come */
    gfx_stream s[2];
    int cur;           /* s[cur] is this frame's, s[!cur] the previous one */
    bool in_frame;     /* recording the frame drawn to the screen */
    bool direct;       /* drawn as they come (a target needed the recorded batches drawn) */
    bool direct_layer; /* ... into the layer */
    GLuint fbo, tex;
    int w, h;
    bool kept; /* the layer holds the previous frame's picture */
    /* gfx_cache_resolve's prefix: the batches recorded before a layer was copied to the screen
     * (the background under Mad City's board), kept drawn in the same layer: a frame resolved
     * that way leaves nothing there for the next one to compare with (kept is false after it),
     * and a frame that draws its picture there takes the prefix's place (pre_kept false), so
     * one window-sized texture serves both, never two */
    gfx_stream pre;
    bool pre_kept;         /* the layer holds the prefix (never with kept) */
    double redrawn;        /* screens of pixels the last frame drew again (1: all of it) */
    double direct_area;    /* CITYBOX_LAYER_DEBUG: pixels drawn as they came this frame */
    char direct_list[512]; /* ... and each batch's share, in thousandths of a screen */
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
    free(C.pre.cmds);
    free(C.pre.v);
    for (int i = 0; i < 2; i++) {
        free(C.s[i].cmds);
        free(C.s[i].v);
    }
    gfx_damage_free();
    memset(&C, 0, sizeof C);
}

static void drop_layer(void)
{
    if (C.fbo) glDeleteFramebuffers(1, &C.fbo);
    if (C.tex) glDeleteTextures(1, &C.tex);
    C.fbo = C.tex = 0;
    C.pre_kept = false;
    C.w = C.h = 0;
    C.kept = false;
}

static bool make_layer_from(int w, int h, const void *bgra, GLuint *tex, GLuint *fbo)
{
    glGenTextures(1, tex);
    glBindTexture(GL_TEXTURE_2D, *tex);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, bgra);
    glGenFramebuffers(1, fbo);
    glBindFramebuffer(GL_FRAMEBUFFER, *fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, *tex, 0);
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return ok;
}

/* The layer, w x h, holding bgra (rows top-down) when not NULL. */
static bool ensure_layer_from(int w, int h, const void *bgra)
{
    if (C.fbo && C.w == w && C.h == h) {
        if (bgra) {
            glBindTexture(GL_TEXTURE_2D, C.tex);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
            glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, w, h, GL_BGRA, GL_UNSIGNED_BYTE, bgra);
        }
        return true;
    }
    drop_layer();
    bool ok = make_layer_from(w, h, bgra, &C.tex, &C.fbo);
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

static bool ensure_layer(int w, int h)
{
    return ensure_layer_from(w, h, NULL);
}

void gfx_cache_begin_frame(int fb_w, int fb_h, float scale)
{
    if (!C.init) {
        const char *e = getenv("CITYBOX_LAYER_CACHE");
        C.on = !(e && e[0] == '0');
        C.debug = getenv("CITYBOX_LAYER_DEBUG") != NULL;
        C.init = true;
        C.first = C.on && gfx_snapshot_on();
    }
    gfx_stream *s = &C.s[C.cur];
    s->ncmd = s->nv = 0;
    s->fb_w = fb_w;
    s->fb_h = fb_h;
    s->scale = scale;
    s->whole = true;
    C.in_frame = C.on;
    C.direct = C.direct_layer = false;
}

/* ---- drawing --------------------------------------------------------------------------------- */

/* The layer's rows run top-down (gfx_layer_view), so are its scissor's. */
static void clear_rect(const int r[4], gfx_color c)
{
    float a = c.a / 255.0f;
    glEnable(GL_SCISSOR_TEST);
    glScissor(r[0], r[1], r[2] - r[0], r[3] - r[1]);
    glClearColor(c.r / 255.0f * a, c.g / 255.0f * a, c.b / 255.0f * a, a);
    glClear(GL_COLOR_BUFFER_BIT);
}

static void draw_cmd(const gfx_stream *s, const gfx_cmd *c)
{
    gfx_draw_batch(&c->b, s->v + c->b.first, c->b.n);
}

/* The whole frame so far into the layer fbo (from a transparent layer when it does not clear). */
static void draw_all_to_layer(GLuint fbo, const gfx_stream *s)
{
    gfx_layer_view(fbo);
    if (!s->ncmd || !s->cmds[0].b.clear) {
        int all[4] = {0, 0, s->fb_w, s->fb_h};
        clear_rect(all, (gfx_color){0, 0, 0, 0});
    }
    for (int i = 0; i < s->ncmd; i++) draw_cmd(s, &s->cmds[i]);
    gfx_layer_view(0);
}

/* Only the damage r (pixels from the top-left) of the layer fbo: every batch touching it,
 * clipped to it. */
static void redraw_in(GLuint fbo, const gfx_stream *s, const int r[4])
{
    gfx_layer_view(fbo);
    if (!s->ncmd || !s->cmds[0].b.clear) clear_rect(r, (gfx_color){0, 0, 0, 0});
    for (int i = 0; i < s->ncmd; i++) {
        const gfx_cmd *c = &s->cmds[i];
        if (c->b.clear) {
            clear_rect(r, s->v[c->b.first].c);
            continue;
        }
        if (c->x1 <= (float)r[0] || c->x0 >= (float)r[2] || c->y1 <= (float)r[1] ||
            c->y0 >= (float)r[3])
            continue;
        gfx_batch b = c->b;
        int q[4] = {r[0], r[1], r[2], r[3]};
        if (b.scissor_on) {
            q[0] = q[0] > b.scissor[0] ? q[0] : b.scissor[0];
            q[1] = q[1] > b.scissor[1] ? q[1] : b.scissor[1];
            q[2] = q[2] < b.scissor[2] ? q[2] : b.scissor[2];
            q[3] = q[3] < b.scissor[3] ? q[3] : b.scissor[3];
            if (q[2] <= q[0] || q[3] <= q[1]) continue;
        }
        b.scissor_on = true;
        memcpy(b.scissor, q, sizeof q);
        gfx_draw_batch(&b, s->v + b.first, b.n);
    }
    gfx_layer_view(0);
}

static void redraw(const gfx_stream *s, const int r[4])
{
    redraw_in(C.fbo, s, r);
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

/* ---- the frame ------------------------------------------------------------------------------- */

/* Draws what was recorded now, and the rest of the frame as it comes: into the layer, so that
 * the next frame has it to compare with, unless the layer holds a race's prefix, which the next
 * frame copies again (such a frame goes straight to the screen: the same pixels drawn). */
static void go_direct(void)
{
    const gfx_stream *s = &C.s[C.cur];
    C.direct = true;
    C.direct_layer = !C.pre_kept && ensure_layer(s->fb_w, s->fb_h);
    if (C.direct_layer) {
        draw_all_to_layer(C.fbo, s);
    } else {
        gfx_layer_view(0);
        for (int i = 0; i < s->ncmd; i++) draw_cmd(s, &s->cmds[i]);
    }
}

static void draw_now(const gfx_batch *b, const gfx_vertex *v)
{
    if (C.direct_layer) gfx_layer_view(C.fbo);
    gfx_draw_batch(b, v, b->n);
    if (C.direct_layer) gfx_layer_view(0);
}

double gfx_cache_redrawn(void)
{
    return C.redrawn;
}

bool gfx_cache_recording(void)
{
    return C.in_frame && !C.direct;
}

void gfx_cache_before_target(GLuint tex)
{
    /* A layer drawn mid-frame: what was recorded is drawn first, the rest of the frame as it
     * comes. (Going direct only when a recorded batch sampled the layer left a board's tile
     * atlas, built on the frame a scene came in, blank on screen: attract mode's Infinite City.
     * Such layers are rebuilt on rare frames, so those frames alone skip the cache.) Not for a
     * layer that is only ever copied to the screen, which no batch reads: Mad City's panels are
     * drawn again on most frames of a race, and going direct there drew the background, a whole
     * screen, on each of them (race p95 at 1080p 7 -> 22 ms); its copy resolves the frame with
     * the prefix kept in the layer instead (gfx_cache_resolve). */
    if (C.in_frame && !C.direct && !gfx_target_leaves_recorded(tex)) go_direct();
}

/* The recorded prefix equals the one kept drawn in the layer. */
static bool prefix_kept(const gfx_stream *s)
{
    const gfx_stream *p = &C.pre;
    if (!C.pre_kept || !C.fbo || p->ncmd != s->ncmd || p->fb_w != s->fb_w || p->fb_h != s->fb_h ||
        p->scale != s->scale)
        return false;
    for (int i = 0; i < s->ncmd; i++)
        if (!gfx_cmd_same(s, &s->cmds[i], p, &p->cmds[i])) return false;
    return true;
}

/* Keeps the recorded prefix drawn in the layer (false: no memory or no layer), in place of the
 * last frame's picture. A prefix that changed a little (a button of the bar above a race) is
 * drawn again where it changed. */
static bool keep_prefix(const gfx_stream *s)
{
    gfx_stream *p = &C.pre;
    bool had =
        C.pre_kept && C.fbo && p->fb_w == s->fb_w && p->fb_h == s->fb_h && p->scale == s->scale;
    C.pre_kept = false;
    C.kept = false;
    if (!ensure_layer(s->fb_w, s->fb_h)) return false;
    gfx_damage d = {0};
    if (had) gfx_damage_find(s, p, &d);
    double screen = (double)s->fb_w * (double)s->fb_h;
    if (had && !d.all && d.area <= 0.5 * screen) {
        for (int i = 0; i < d.n; i++) redraw_in(C.fbo, s, d.r[i]);
    } else {
        draw_all_to_layer(C.fbo, s);
    }
    if (!grow((void **)&p->cmds, &p->capcmd, s->ncmd, sizeof *p->cmds) ||
        !grow((void **)&p->v, &p->capv, s->nv, sizeof *p->v))
        return false;
    if (s->ncmd > 0) memcpy(p->cmds, s->cmds, (size_t)s->ncmd * sizeof *s->cmds);
    if (s->nv > 0) memcpy(p->v, s->v, (size_t)s->nv * sizeof *s->v);
    p->ncmd = s->ncmd;
    p->nv = s->nv;
    p->fb_w = s->fb_w;
    p->fb_h = s->fb_h;
    p->scale = s->scale;
    C.pre_kept = true;
    return true;
}

/* The prefix (in the layer) onto the screen, but for the rectangle `under` (pixels from the
 * top-left) that the caller's copy covers next. */
static void blit_prefix(const gfx_stream *s, const int under[4])
{
    int W = s->fb_w, H = s->fb_h, u[4] = {0, 0, 0, 0};
    if (under) {
        u[0] = under[0] < 0 ? 0 : under[0];
        u[1] = under[1] < 0 ? 0 : under[1];
        u[2] = under[2] > W ? W : under[2];
        u[3] = under[3] > H ? H : under[3];
    }
    int band[4][4] = {
        {0, 0, W, u[1]}, {0, u[3], W, H}, {0, u[1], u[0], u[3]}, {u[2], u[1], W, u[3]}};
    if (u[2] <= u[0] || u[3] <= u[1]) { /* nothing covered: all of it */
        memset(band, 0, sizeof band);
        band[0][2] = W;
        band[0][3] = H;
    }
    glBindFramebuffer(GL_READ_FRAMEBUFFER, C.fbo);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glDisable(GL_SCISSOR_TEST);
    for (int i = 0; i < 4; i++) {
        const int *b = band[i];
        if (b[2] <= b[0] || b[3] <= b[1]) continue;
        /* the layer's rows run top-down, the screen's bottom-up: rows copied, not shaded */
        glBlitFramebuffer(b[0], b[3], b[2], b[1], b[0], H - b[3], b[2], H - b[1],
                          GL_COLOR_BUFFER_BIT, GL_NEAREST);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    gfx_count_draw_call();
}

GLuint gfx_cache_resolve(const int under[4])
{
    if (!C.in_frame) return 0;
    gfx_stream *s = &C.s[C.cur];
    if (!C.direct) {
        /* what was recorded goes to the screen now, the rest as it comes: from the prefix
         * layer when the same prefix was drawn there before (a race: the background under the
         * board's own layers), one copy instead of its fragments */
        C.direct = true;
        C.direct_layer = false;
        if (prefix_kept(s) || keep_prefix(s)) {
            blit_prefix(s, under);
        } else {
            gfx_layer_view(0);
            for (int i = 0; i < s->ncmd; i++) draw_cmd(s, &s->cmds[i]);
        }
    }
    s->whole = false; /* pixels from outside the batches: the next frame cannot compare */
    return C.direct_layer ? C.fbo : 0;
}

void gfx_cache_texture_gone(GLuint tex)
{
    gfx_cache_before_target(tex);
}

static void draw_straight(const gfx_stream *s)
{
    gfx_layer_view(0);
    for (int i = 0; i < s->ncmd; i++) draw_cmd(s, &s->cmds[i]);
    C.kept = false;
    C.redrawn = 1;
}

/* The first frame of a run: its kept picture when it has one (gfx_snapshot.c), else drawn into
 * the layer, for gfx_first_frame_save to keep. False: drawn as any other frame. */
static bool first_frame(const gfx_stream *s)
{
    C.first = false;
    uint64_t key;
    if (!gfx_snapshot_key(s, &key)) return false;
    void *picture = gfx_snapshot_load(key, s->fb_w, s->fb_h);
    bool kept = picture != NULL, ok = ensure_layer_from(s->fb_w, s->fb_h, picture);
    free(picture);
    if (!ok) return false;
    if (!kept) draw_all_to_layer(C.fbo, s);
    blit();
    C.kept = true;
    C.redrawn = kept ? 0 : 1;
    if (kept) LOG_I("gfx: the first frame is the picture kept from the last start");
    if (!kept) gfx_snapshot_want(key, C.fbo, C.w, C.h);
    if (C.debug) fprintf(stderr, "layer: first frame, %s\n", kept ? "kept picture" : "drawn");
    return true;
}

static void finish(gfx_stream *s, const gfx_stream *p)
{
    double screen = (double)s->fb_w * (double)s->fb_h, total = 0;
    for (int i = 0; i < s->ncmd; i++) total += s->cmds[i].area;
    bool before = p->whole && p->fb_w == s->fb_w && p->fb_h == s->fb_h && p->scale == s->scale;
    if (C.first && first_frame(s)) return;
    if (total < 2.0 * screen || !before) {
        /* a light frame, or the first one (of this size): straight to the screen */
        draw_straight(s);
        if (C.debug) fprintf(stderr, "layer: none, %.2f screens drawn\n", total / screen);
        return;
    }
    gfx_damage d;
    gfx_damage_find(s, p, &d);
    bool kept = C.kept && C.w == s->fb_w && C.h == s->fb_h;
    if (kept && d.same) {
        blit();
        C.redrawn = 0;
        if (C.debug) fprintf(stderr, "layer: unchanged, 0 screens drawn of %.2f\n", total / screen);
        return;
    }
    if (kept && !d.all && d.area <= 0.5 * screen) {
        for (int i = 0; i < d.n; i++) redraw(s, d.r[i]);
        blit();
        C.redrawn = d.area / screen;
        if (C.debug) {
            fprintf(stderr, "layer: damage %.3f screen in %d:", C.redrawn, d.n);
            for (int i = 0; i < d.n; i++)
                fprintf(stderr, " %dx%d+%d+%d", d.r[i][2] - d.r[i][0], d.r[i][3] - d.r[i][1],
                        d.r[i][0], d.r[i][1]);
            fprintf(stderr, " of %.2f screens\n", total / screen);
        }
        return;
    }
    /* drawn whole; into the layer when enough of it repeats the last frame to pay the copy */
    bool was_kept = C.kept;
    if (d.kept < 2.0 * screen || !ensure_layer(s->fb_w, s->fb_h)) {
        draw_straight(s);
        if (C.debug) fprintf(stderr, "layer: none, %.2f screens drawn\n", total / screen);
        return;
    }
    draw_all_to_layer(C.fbo, s);
    blit();
    C.kept = true;
    C.redrawn = 1;
    if (C.debug)
        fprintf(stderr, "layer: whole, %.2f screens drawn (%s, damage %.2f in %d)\n",
                total / screen,
                !was_kept ? "nothing kept"
                : d.all   ? "all changed"
                          : "large damage",
                d.area / screen, d.n);
}

void gfx_cache_end_frame(void)
{
    gfx_stream *s = &C.s[C.cur];
    if (!C.in_frame) { /* nothing recorded: the next frame cannot compare with this one */
        s->ncmd = s->nv = 0;
        s->fb_w = 0;
        s->whole = false;
        C.kept = false;
    } else if (C.direct) {
        C.kept = C.direct_layer;
        C.redrawn = 1;
        if (C.direct_layer) blit();
        if (C.debug) /* what came after the target, in screens of pixels, batch by batch */
            fprintf(stderr,
                    "layer: drawn as it came (a target sampled mid-frame): %.3f screens%s\n",
                    C.direct_area / ((double)s->fb_w * s->fb_h), C.direct_list);
        C.direct_area = 0;
        C.direct_list[0] = 0;
    } else {
        finish(s, &C.s[C.cur ^ 1]);
    }
    if (C.kept) C.pre_kept = false; /* the frame's picture took the layer from the prefix */
    C.in_frame = false;
    C.cur ^= 1;
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

/* A batch for the screen (b->n vertices at v; b->clear: a clear, v holds its colour). */
void gfx_cache_submit(gfx_batch *b, const gfx_vertex *v)
{
    gfx_view view;
    gfx_get_view(&view);
    if (!C.in_frame || view.fbo != 0 || gfx_in_target()) {
        gfx_draw_batch(b, v, b->n);
        return;
    }
    gfx_stream *s = &C.s[C.cur];
    if (!grow((void **)&s->cmds, &s->capcmd, s->ncmd + 1, sizeof *s->cmds) ||
        !grow((void **)&s->v, &s->capv, s->nv + b->n, sizeof *s->v)) {
        if (!C.direct) go_direct(); /* out of memory: what was recorded, then as it comes */
        s->whole = false;
        draw_now(b, v);
        return;
    }
    /* the white texel (shapes in a textured batch) never changes */
    b->atlas = b->textured && b->tex && b->tex == gfx_white_texture();
    for (int p = 0; b->textured && p < GFX_ATLAS_PAGES && !b->atlas; p++)
        b->atlas = b->tex && b->tex == gfx_atlas_page(p);
    /* other textures: any texture made, redrawn or freed, but not an upload into the atlas */
    b->tex_gen = !b->atlas                       ? gfx_tex_gen - atlas_bumps
                 : b->tex == gfx_white_texture() ? 0
                                                 : gfx_atlas_epoch;
    b->first = s->nv;
    gfx_cmd *c = &s->cmds[s->ncmd++];
    c->b = *b;
    float box[4] = {1e30f, 1e30f, -1e30f, -1e30f};
    if (b->clear) {
        box[0] = box[1] = 0;
        box[2] = (float)s->fb_w;
        box[3] = (float)s->fb_h;
        c->area = (double)s->fb_w * (double)s->fb_h;
    } else {
        gfx_grow_box(box, v, b->n, s->scale);
        c->area = tri_area(v, b->n, s->scale);
    }
    c->x0 = box[0];
    c->y0 = box[1];
    c->x1 = box[2];
    c->y1 = box[3];
    if (b->n > 0) memcpy(s->v + s->nv, v, (size_t)b->n * sizeof *v);
    s->nv += b->n;
    if (!C.direct) return;
    draw_now(b, v);
    if (C.debug) {
        size_t at = strlen(C.direct_list);
        C.direct_area += c->area;
        snprintf(C.direct_list + at, sizeof C.direct_list - at, " %s%.0f",
                 b->textured ? "t"
                 : b->flat   ? "f"
                             : "s",
                 1000 * c->area / ((double)s->fb_w * s->fb_h));
    }
}
