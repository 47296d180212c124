/* gfx.c: renderer lifetime, the one batch, frames, camera, clip and alpha stacks. */
#include "render/gfx_internal.h"
#include <cglm/cglm.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

enum { STACK_MAX = 16 };

/* Everything a target layer saves and restores: the view and its stacks. */
typedef struct gfx_state {
    gfx_view view;
    mat4 proj;
    mat4 cams[STACK_MAX];
    int ncam;
    int clips[STACK_MAX][4]; /* real pixels from the top-left: x0, y0, x1, y1 */
    int nclip;
    float alphas[STACK_MAX];
    int nalpha;
    float alpha;
} gfx_state;

static struct {
    bool ready;
    GLuint prog[GFX_PROGRAMS], vao, vbo, white;
    GLint u_proj[GFX_PROGRAMS];
    char data_dir[512];
    gfx_vertex verts[GFX_MAX_VERTS];
    int nverts;
    GLuint batch_tex;
    bool textured;    /* the batch holds textured quads: drawn by the textured program */
    bool flat;        /* the batch holds opaque pixel-aligned fills: the flat program */
    float shape_area; /* real pixels covered by the plain shapes of the batch */
    bool scissor_on;  /* the batch is drawn with this scissor (pixels, top-left origin) */
    int scissor[4];
    int draw_calls, last_draw_calls;
    unsigned frames; /* gfx_begin_frame calls */
    gfx_state st, saved;
    bool in_target;
    bool layer_flip; /* drawing the screen's batches into the layer cache, top row first */
    bool clean;      /* the screen holds its clear colour and nothing else yet */
    gfx_color clean_color;
} G;

gfx_xform gfx_cur_xf = {1, 0, 0, 1, 0, 0, 1, false};

/* ---- lifetime -------------------------------------------------------------------------------- */

bool gfx_init(const gfx_desc *desc)
{
    if (G.ready) return true;
    memset(&G, 0, sizeof G);
    snprintf(G.data_dir, sizeof G.data_dir, "%s", desc && desc->data_dir ? desc->data_dir : ".");
    /* Two programs over one vertex format: a batch with no texture skips the texel fetch,
     * the largest cost per pixel on llvmpipe. */
    if (!gfx_programs_make(desc ? desc->shader_dir : NULL, G.prog)) {
        gfx_shutdown();
        return false;
    }
    for (int i = 0; i < GFX_PROGRAMS; i++) G.u_proj[i] = glGetUniformLocation(G.prog[i], "u_proj");
    glUseProgram(G.prog[GFX_PROG_TEX]);
    glUniform1i(glGetUniformLocation(G.prog[GFX_PROG_TEX], "u_tex"), 0);

    glGenVertexArrays(1, &G.vao);
    glGenBuffers(1, &G.vbo);
    glBindVertexArray(G.vao);
    glBindBuffer(GL_ARRAY_BUFFER, G.vbo);
    const GLsizei st = sizeof(gfx_vertex);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, st, (void *)offsetof(gfx_vertex, x));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, st, (void *)offsetof(gfx_vertex, u));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, st, (void *)offsetof(gfx_vertex, c));
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 2, GL_FLOAT, GL_FALSE, st, (void *)offsetof(gfx_vertex, lx));
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 4, GL_FLOAT, GL_FALSE, st, (void *)offsetof(gfx_vertex, hw));
    glEnableVertexAttribArray(5);
    glVertexAttribPointer(5, 1, GL_FLOAT, GL_FALSE, st, (void *)offsetof(gfx_vertex, tex));

    static const uint8_t white[4] = {255, 255, 255, 255};
    G.white = gfx_gl_texture_create(1, 1, white);
    if (!gfx_textures_init() || !gfx_text_init(desc)) {
        gfx_shutdown();
        return false;
    }
    gfx_svg_init();
    G.st.alpha = 1;
    G.st.view.scale = 1;
    G.ready = true;
    LOG_I("gfx: %s, %s", (const char *)glGetString(GL_RENDERER),
          (const char *)glGetString(GL_VERSION));
    return true;
}

void gfx_shutdown(void)
{
    gfx_cache_shutdown();
    gfx_svg_shutdown();
    gfx_text_shutdown();
    gfx_textures_shutdown();
    if (G.white) glDeleteTextures(1, &G.white);
    if (G.vbo) glDeleteBuffers(1, &G.vbo);
    if (G.vao) glDeleteVertexArrays(1, &G.vao);
    for (int i = 0; i < GFX_PROGRAMS; i++)
        if (G.prog[i]) glDeleteProgram(G.prog[i]);
    memset(&G, 0, sizeof G);
    gfx_imglib_shutdown();
}

const char *gfx_data_dir(void)
{
    return G.data_dir;
}

GLuint gfx_white_texture(void)
{
    return G.white;
}

/* ---- the batch ------------------------------------------------------------------------------- */

void gfx_count_draw_call(void)
{
    G.draw_calls++;
}

void gfx_draw_batch(const gfx_batch *b, const gfx_vertex *v, int n)
{
    if (b->clear) {
        gfx_color c = v[0].c;
        float a = c.a / 255.0f;
        glDisable(GL_SCISSOR_TEST);
        glClearColor(c.r / 255.0f * a, c.g / 255.0f * a, c.b / 255.0f * a, a);
        glClear(GL_COLOR_BUFFER_BIT);
        return;
    }
    if (n <= 0) return;
    if (b->scissor_on) {
        const int *r = b->scissor;
        bool flip = G.st.view.flip_y || G.layer_flip;
        int y = flip ? r[1] : G.st.view.fb_h - r[3]; /* GL rows go up */
        glEnable(GL_SCISSOR_TEST);
        glScissor(r[0], y, r[2] - r[0], r[3] - r[1]);
    } else {
        glDisable(GL_SCISSOR_TEST);
    }
    glUseProgram(G.prog[b->textured ? GFX_PROG_TEX : b->flat ? GFX_PROG_FLAT : GFX_PROG_SHAPE]);
    if (b->textured) glBindTexture(GL_TEXTURE_2D, b->tex);
    glBindBuffer(GL_ARRAY_BUFFER, G.vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(n * (int)sizeof(gfx_vertex)), v, GL_STREAM_DRAW);
    if (b->flat) glDisable(GL_BLEND); /* opaque: a pixel is a write, not a read and a blend */
    glDrawArrays(GL_TRIANGLES, 0, n);
    if (b->flat) glEnable(GL_BLEND);
    G.draw_calls++;
}

void gfx_flush(void)
{
    if (G.nverts > 0) {
        gfx_batch b = {.textured = G.textured,
                       .flat = G.flat,
                       .scissor_on = G.scissor_on,
                       .tex = G.textured ? (G.batch_tex ? G.batch_tex : G.white) : 0,
                       .n = G.nverts};
        if (G.scissor_on) memcpy(b.scissor, G.scissor, sizeof b.scissor);
        gfx_cache_submit(&b, G.verts);
    }
    G.nverts = 0;
    G.batch_tex = 0;
    G.textured = false;
    G.flat = false;
    G.shape_area = 0;
    G.scissor_on = false;
}

/* The batch must be drawn with the scissor r (NULL: none). */
static void need_scissor(const int *r)
{
    bool same = r ? G.scissor_on && memcmp(r, G.scissor, sizeof G.scissor) == 0 : !G.scissor_on;
    if (same) return;
    if (G.nverts > 0) gfx_flush();
    G.scissor_on = r != NULL;
    if (r) memcpy(G.scissor, r, sizeof G.scissor);
}

/* Plain shapes this large get a batch of their own (cheap program) rather than ride along
 * with textured quads; smaller ones join whatever batch is open. A menu stays 1-3 calls. */
#define BIG_AREA (192.0f * 192.0f)

static gfx_vertex *reserve(int n, GLuint tex, float area_px, bool flat)
{
    G.clean = false;
    if (G.nverts > 0 && flat != G.flat) {
        gfx_flush();
    } else if (tex) {
        if (G.batch_tex && tex != G.batch_tex)
            gfx_flush();
        else if (!G.textured && G.shape_area >= BIG_AREA)
            gfx_flush();
    } else if (G.textured && area_px >= BIG_AREA) {
        gfx_flush();
    }
    if (G.nverts + n > GFX_MAX_VERTS) {
        GLuint keep = G.batch_tex;
        bool textured = G.textured;
        gfx_flush();
        G.batch_tex = keep;
        G.textured = textured;
    }
    G.flat = flat;
    if (tex) {
        G.batch_tex = tex;
        G.textured = true;
    } else {
        G.shape_area += area_px;
    }
    gfx_vertex *v = G.verts + G.nverts;
    G.nverts += n;
    return v;
}

gfx_vertex *gfx_reserve(int n, GLuint tex, float area_px)
{
    need_scissor(G.st.nclip ? G.st.clips[G.st.nclip - 1] : NULL);
    return reserve(n, tex, area_px, false);
}

static void lerp_vertex(const gfx_vertex *q, float tx, float ty, float x, float y, gfx_vertex *o)
{
    *o = q[0];
    o->x = x;
    o->y = y;
    o->u = q[0].u + tx * (q[1].u - q[0].u) + ty * (q[3].u - q[0].u);
    o->v = q[0].v + tx * (q[1].v - q[0].v) + ty * (q[3].v - q[0].v);
    o->lx = q[0].lx + tx * (q[1].lx - q[0].lx) + ty * (q[3].lx - q[0].lx);
    o->ly = q[0].ly + tx * (q[1].ly - q[0].ly) + ty * (q[3].ly - q[0].ly);
}

/* Quads (corners clockwise from the top-left) that stay axis-aligned are clipped here on the
 * CPU, so clips do not break the batch; others fall back on the scissor, and so do quads whose
 * corners differ in colour (a gradient: lerp_vertex keeps the first corner's colour, and colours
 * interpolated at the clip's corners would round to bytes). */
static void emit_quad(const gfx_vertex *q, GLuint tex, float area_px, bool flat)
{
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    bool aligned = q[0].y == q[1].y && q[1].x == q[2].x && q[2].y == q[3].y && q[3].x == q[0].x;
    for (int i = 1; i < 4 && aligned; i++) aligned = memcmp(&q[i].c, &q[0].c, sizeof q[0].c) == 0;
    if (G.st.nclip == 0 || !aligned || q[1].x <= q[0].x || q[3].y <= q[0].y) {
        need_scissor(G.st.nclip ? G.st.clips[G.st.nclip - 1] : NULL);
        gfx_vertex *v = reserve(6, tex, area_px, flat);
        for (int i = 0; i < 6; i++) v[i] = q[idx[i]];
        return;
    }
    const int *c = G.st.clips[G.st.nclip - 1];
    float s = G.st.view.scale;
    float cx0 = c[0] / s, cy0 = c[1] / s, cx1 = c[2] / s, cy1 = c[3] / s;
    float x0 = q[0].x, y0 = q[0].y, x1 = q[2].x, y1 = q[2].y;
    float nx0 = x0 > cx0 ? x0 : cx0, ny0 = y0 > cy0 ? y0 : cy0;
    float nx1 = x1 < cx1 ? x1 : cx1, ny1 = y1 < cy1 ? y1 : cy1;
    if (nx1 <= nx0 || ny1 <= ny0) return; /* clipped away */
    /* Inside the clip: any batch scissor that is this clip, or none, will do. */
    if (G.scissor_on && memcmp(G.scissor, c, sizeof G.scissor) != 0) need_scissor(NULL);
    gfx_vertex r[4];
    float iw = 1.0f / (x1 - x0), ih = 1.0f / (y1 - y0);
    lerp_vertex(q, (nx0 - x0) * iw, (ny0 - y0) * ih, nx0, ny0, &r[0]);
    lerp_vertex(q, (nx1 - x0) * iw, (ny0 - y0) * ih, nx1, ny0, &r[1]);
    lerp_vertex(q, (nx1 - x0) * iw, (ny1 - y0) * ih, nx1, ny1, &r[2]);
    lerp_vertex(q, (nx0 - x0) * iw, (ny1 - y0) * ih, nx0, ny1, &r[3]);
    gfx_vertex *v = reserve(6, tex, area_px, flat);
    for (int i = 0; i < 6; i++) v[i] = r[idx[i]];
}

void gfx_emit_quad(const gfx_vertex *q, GLuint tex, float area_px)
{
    emit_quad(q, tex, area_px, false);
}

/* An opaque quad, axis-aligned with its edges on pixel boundaries (the caller checks): drawn by
 * the flat program without blending. Clipping keeps it so (clips are whole pixels). */
bool gfx_emit_flat_quad(const gfx_vertex *q)
{
    float s = G.st.view.scale, area = (q[2].x - q[0].x) * (q[2].y - q[0].y) * s * s;
    if (area < BIG_AREA) return false; /* a small one rides along in whatever batch is open */
    emit_quad(q, 0, area, true);
    return true;
}

gfx_color gfx_apply_alpha(gfx_color c)
{
    if (G.st.alpha < 1) c.a = (uint8_t)(c.a * G.st.alpha + 0.5f);
    return c;
}

float gfx_px_per_unit(void)
{
    return G.st.view.scale * gfx_cur_xf.zoom;
}

void gfx_xf_point(float x, float y, float *ox, float *oy)
{
    const gfx_xform *m = &gfx_cur_xf;
    *ox = m->a * x + m->c * y + m->tx;
    *oy = m->b * x + m->d * y + m->ty;
}

/* ---- frames and views ------------------------------------------------------------------------ */

static void proj_all(const float *proj) /* every program; the textured one stays in use */
{
    for (int i = GFX_PROGRAMS - 1; i >= 0; i--) {
        glUseProgram(G.prog[i]);
        glUniformMatrix4fv(G.u_proj[i], 1, GL_FALSE, proj);
    }
}

static void set_proj(void)
{
    proj_all((const float *)G.st.proj);
}

/* The screen's batches go to fbo (the layer cache: row 0 is the top, like the window's own
 * buffer, so that copying it back is a plain copy), or back to the screen (fbo 0). */
void gfx_layer_view(GLuint fbo)
{
    G.layer_flip = fbo != 0;
    if (fbo) {
        mat4 proj;
        glm_ortho(0, gfx_width(), 0, gfx_height(), -1, 1, proj);
        proj_all((const float *)proj);
    } else {
        set_proj();
    }
    glBindFramebuffer(GL_FRAMEBUFFER, fbo);
}

static void update_xform(void)
{
    gfx_xform *x = &gfx_cur_xf;
    if (G.st.ncam == 0) {
        *x = (gfx_xform){1, 0, 0, 1, 0, 0, 1, false};
        return;
    }
    mat4 *m = &G.st.cams[G.st.ncam - 1];
    x->a = (*m)[0][0];
    x->b = (*m)[0][1];
    x->c = (*m)[1][0];
    x->d = (*m)[1][1];
    x->tx = (*m)[3][0];
    x->ty = (*m)[3][1];
    x->zoom = sqrtf(x->a * x->a + x->b * x->b);
    x->rotated = fabsf(x->b) > 1e-6f || fabsf(x->c) > 1e-6f;
}

void gfx_set_view(const gfx_view *v)
{
    gfx_flush();
    if (v->fbo != 0 && gfx_cache_recording()) { /* batches sampling it are drawn first */
        GLint tex = 0;
        glBindFramebuffer(GL_FRAMEBUFFER, v->fbo);
        glGetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                                              GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME, &tex);
        gfx_cache_before_target((GLuint)tex);
    }
    G.st.view = *v;
    float lw = v->fb_w / v->scale, lh = v->fb_h / v->scale;
    if (v->flip_y)
        glm_ortho(0, lw, 0, lh, -1, 1, G.st.proj);
    else
        glm_ortho(0, lw, lh, 0, -1, 1, G.st.proj);
    glBindFramebuffer(GL_FRAMEBUFFER, v->fbo);
    glViewport(0, 0, v->fb_w, v->fb_h);
    set_proj();
    G.st.ncam = G.st.nclip = G.st.nalpha = 0;
    G.st.alpha = 1;
    update_xform();
}

void gfx_get_view(gfx_view *v)
{
    *v = G.st.view;
}

/* Target layers save the whole state of the frame and give it back at the end. */
void gfx_target_push_state(void);
void gfx_target_pop_state(void);
void gfx_target_push_state(void)
{
    gfx_flush();
    G.saved = G.st;
    G.in_target = true;
    /* a layer is drawn as itself: not faded by the screen's alpha (a scene fading in when a
     * board caches its art would cache it transparent), nor clipped by the screen's clips */
    G.st.alpha = 1;
    G.st.nalpha = 0;
    G.st.nclip = 0;
}

void gfx_target_pop_state(void)
{
    gfx_flush();
    G.in_target = false;
    gfx_set_view(&G.saved.view);
    G.st = G.saved;
    set_proj();
    update_xform();
}

unsigned gfx_frame_number(void)
{
    return G.frames;
}

void gfx_begin_frame(int fb_w, int fb_h, float scale)
{
    if (!(scale > 0)) scale = 1;
    if (fb_w < 1) fb_w = 1;
    if (fb_h < 1) fb_h = 1;
    G.draw_calls = 0;
    G.frames++;
    G.clean = false;
    G.nverts = 0;
    G.batch_tex = 0;
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); /* premultiplied alpha everywhere */
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(G.vao);
    gfx_cache_begin_frame(fb_w, fb_h, scale);
    gfx_set_view(&(gfx_view){0, fb_w, fb_h, scale, false});
    gfx_svg_new_frame();
}

void gfx_end_frame(void)
{
    gfx_flush();
    gfx_cache_end_frame();
    glDisable(GL_SCISSOR_TEST);
    G.last_draw_calls = G.draw_calls;
}

void gfx_clear(gfx_color c)
{
    gfx_flush();
    gfx_vertex v[3] = {{.c = c}};
    gfx_batch b = {.clear = true, .n = 3};
    gfx_cache_submit(&b, v);
    G.clean = G.st.view.fbo == 0 && !G.in_target && c.a == 255;
    G.clean_color = c;
}

void gfx_screen_dirty(void)
{
    G.clean = false;
}

bool gfx_screen_clean(gfx_color c)
{
    gfx_color k = G.clean_color;
    return G.clean && G.st.view.fbo == 0 && !G.in_target && c.r == k.r && c.g == k.g &&
           c.b == k.b && c.a == k.a;
}

float gfx_width(void)
{
    return G.st.view.fb_w / G.st.view.scale;
}

float gfx_height(void)
{
    return G.st.view.fb_h / G.st.view.scale;
}

float gfx_scale(void)
{
    return G.st.view.scale > 0 ? G.st.view.scale : 1;
}

int gfx_draw_calls(void)
{
    return G.last_draw_calls;
}

/* ---- camera ---------------------------------------------------------------------------------- */

static void camera_matrix(gfx_camera cam, mat4 m)
{
    float zoom = cam.zoom > 0 ? cam.zoom : 1;
    glm_mat4_identity(m);
    glm_translate(m, (vec3){gfx_width() * 0.5f, gfx_height() * 0.5f, 0});
    if (cam.angle != 0) glm_rotate_z(m, cam.angle, m);
    glm_scale(m, (vec3){zoom, zoom, 1});
    glm_translate(m, (vec3){-cam.x, -cam.y, 0});
}

void gfx_push_camera(gfx_camera cam)
{
    if (G.st.ncam >= STACK_MAX) {
        LOG_W("gfx: camera stack full");
        return;
    }
    camera_matrix(cam, G.st.cams[G.st.ncam++]);
    update_xform();
}

bool gfx_screen_space(void)
{
    return G.st.ncam == 0 && !G.in_target && G.st.view.fbo == 0;
}

void gfx_pop_camera(void)
{
    if (G.st.ncam > 0) G.st.ncam--;
    update_xform();
}

void gfx_world_to_screen(gfx_camera cam, float wx, float wy, float *sx, float *sy)
{
    mat4 m;
    vec4 p = {wx, wy, 0, 1}, r;
    camera_matrix(cam, m);
    glm_mat4_mulv(m, p, r);
    *sx = r[0];
    *sy = r[1];
}

void gfx_screen_to_world(gfx_camera cam, float sx, float sy, float *wx, float *wy)
{
    mat4 m, inv;
    vec4 p = {sx, sy, 0, 1}, r;
    camera_matrix(cam, m);
    glm_mat4_inv(m, inv);
    glm_mat4_mulv(inv, p, r);
    *wx = r[0];
    *wy = r[1];
}

/* ---- clip and alpha -------------------------------------------------------------------------- */

void gfx_push_clip(gfx_rect r)
{
    if (G.st.nclip >= STACK_MAX) {
        LOG_W("gfx: clip stack full");
        return;
    }
    float sc = G.st.view.scale;
    int x0 = (int)floorf(r.x * sc + 0.5f), x1 = (int)floorf((r.x + r.w) * sc + 0.5f);
    int y0 = (int)floorf(r.y * sc + 0.5f), y1 = (int)floorf((r.y + r.h) * sc + 0.5f);
    const int *p = G.st.nclip > 0 ? G.st.clips[G.st.nclip - 1] : NULL;
    if (p) { /* nested clips intersect */
        if (x0 < p[0]) x0 = p[0];
        if (y0 < p[1]) y0 = p[1];
        if (x1 > p[2]) x1 = p[2];
        if (y1 > p[3]) y1 = p[3];
    }
    if (x1 < x0) x1 = x0;
    if (y1 < y0) y1 = y0;
    /* No flush: the next draws pick the scissor or are clipped on the CPU. */
    int *c = G.st.clips[G.st.nclip++];
    c[0] = x0;
    c[1] = y0;
    c[2] = x1;
    c[3] = y1;
}

bool gfx_clip_rect(gfx_rect *out)
{
    if (G.st.nclip == 0) return false;
    const int *c = G.st.clips[G.st.nclip - 1];
    float sc = G.st.view.scale > 0 ? G.st.view.scale : 1;
    *out = (gfx_rect){c[0] / sc, c[1] / sc, (c[2] - c[0]) / sc, (c[3] - c[1]) / sc};
    return true;
}

void gfx_pop_clip(void)
{
    if (G.st.nclip > 0) G.st.nclip--;
}

void gfx_push_alpha(float a)
{
    if (G.st.nalpha >= STACK_MAX) {
        LOG_W("gfx: alpha stack full");
        return;
    }
    G.st.alphas[G.st.nalpha++] = G.st.alpha;
    if (a < 0) a = 0;
    if (a > 1) a = 1;
    G.st.alpha *= a;
}

void gfx_pop_alpha(void)
{
    if (G.st.nalpha > 0) G.st.alpha = G.st.alphas[--G.st.nalpha];
}
