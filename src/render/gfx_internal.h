/* gfx_internal.h: state shared by the renderer's files (batch, textures, atlas, text, SVG).
 * Not for use outside src/render. */
#ifndef CB_GFX_INTERNAL_H
#define CB_GFX_INTERNAL_H
#include <epoxy/gl.h>
#include <stdbool.h>
#include <stdint.h>
#include "render/gfx.h"

/* SDL2_image, loaded when first needed (gfx_imglib.c); NULL when it cannot be loaded */
struct SDL_Surface;
struct SDL_RWops;
typedef struct gfx_imglib_fns {
    struct SDL_Surface *(*LoadSizedSVG_RW)(struct SDL_RWops *src, int width, int height);
    int (*SavePNG)(struct SDL_Surface *surface, const char *file);
    void (*Quit)(void);
} gfx_imglib_fns;
const gfx_imglib_fns *gfx_imglib(void);
void gfx_imglib_shutdown(void);

/* One vertex of the batch. Colours are straight alpha; the vertex shader premultiplies, and
 * every texture holds premultiplied alpha, so blending is (ONE, ONE_MINUS_SRC_ALPHA).
 * Every primitive is a rounded box seen through its signed distance (in real pixels), so the
 * fragment shader has no branches (llvmpipe runs both sides of a branch):
 *  - SDF shapes: local = pixels from the centre; half size, radius, thickness (FILLED: solid);
 *  - polygon fringes: local.x = 1.5 - coverage, half = (1, 1): coverage interpolates linearly;
 *  - textured quads: local = 0, half = FAR: coverage 1, colour times the texel (tex = 1). */
typedef struct gfx_vertex {
    float x, y;       /* logical units (after the camera) */
    float u, v;       /* texture coordinates */
    gfx_color c;      /* straight alpha */
    float lx, ly;     /* position relative to the shape centre, in real pixels */
    float hw, hh;     /* half size in pixels */
    float rad, thick; /* corner radius and outline thickness in pixels */
    float tex;        /* 1: multiply by the texture */
} gfx_vertex;

#define GFX_FILLED 1e6f /* thickness of a filled shape */
#define GFX_FAR    1e4f /* half size of a textured quad: always inside */

enum {
    GFX_MAX_VERTS = 6 * 8192, /* 8192 quads per draw call */
    GFX_ATLAS_SIZE = 1024,    /* atlas pages (glyphs and SVGs up to GFX_ATLAS_ITEM) */
    GFX_ATLAS_ITEM = 512,
    GFX_ATLAS_PAGES = 8, /* made on demand; small pages keep the first frame quick */
    GFX_ATLAS_SHELVES = 256,
    GFX_MAX_TEXTURES = 1024, /* texture handle pool */
    GFX_MAX_TARGETS = 32,
};

/* ---- gfx_programs.c: the shader programs, their binaries kept between runs ---- */
/* Where the binaries are kept (call before gfx_init; NULL or "": nowhere, always compile). */
void gfx_program_cache(const char *path);
/* Where the first frame's picture is kept between runs (gfx_snapshot.c; call before the window:
 * a worker reads the kept picture meanwhile; NULL or "": nowhere, always drawn), keeping it once
 * the first frame is presented, and dropping what was read (when gfx_init will not run). */
void gfx_first_frame_cache(const char *path);
void gfx_first_frame_save(void);
void gfx_first_frame_drop(void);
/* gfx_text.c: a worker opens the fonts and renders the glyphs listed in the file list (the last
 * start's first frame) while the window opens; call before the window, with gfx_desc's fonts.
 * gfx_init joins it; _cancel when gfx_init will not run. keep_glyphs writes the list (after the
 * first frame). */
void gfx_text_prewarm(const char *regular, const char *bold, const char *list);
void gfx_text_prewarm_cancel(void);
void gfx_text_keep_glyphs(const char *path);
/* The programs, one per fragment shader over batch.vert: textured quads and shapes between them
 * (batch.frag), plain shapes (shape.frag: no texel fetch), and big opaque axis-aligned fills
 * (flat.frag: the colour alone, drawn without blending). */
enum { GFX_PROG_TEX, GFX_PROG_SHAPE, GFX_PROG_FLAT, GFX_PROGRAMS };
bool gfx_programs_make(const char *shader_dir, GLuint out[GFX_PROGRAMS]);
void gfx_programs_save(void);    /* keeps the binaries of programs compiled this run */
bool gfx_programs_loaded(void);  /* this gfx_init loaded them from the kept binaries */
uint64_t gfx_programs_key(void); /* the driver's names and the shaders' sources, hashed */

/* ---- gfx.c: batch and transform ---- */
typedef struct gfx_xform {
    float a, b, c, d, tx, ty; /* logical = (a*x + c*y + tx, b*x + d*y + ty) */
    float zoom;               /* uniform scale of the transform */
    bool rotated;             /* b or c non-zero: no pixel snapping */
} gfx_xform;

extern gfx_xform gfx_cur_xf;

float gfx_px_per_unit(void); /* real pixels per local unit (scale * zoom) */
void gfx_flush(void);        /* draws what the batch holds */
/* Room for n vertices. tex: the texture they sample (0: a plain shape covering area_px real
 * pixels; large plain shapes are batched apart, drawn by the cheaper program without texture). */
gfx_vertex *gfx_reserve(int n, GLuint tex, float area_px);
/* A quad, corners clockwise from the top-left: clipped on the CPU when axis-aligned. */
void gfx_emit_quad(const gfx_vertex *q, GLuint tex, float area_px);
/* The same for an opaque quad whose edges lie on pixel boundaries: false (nothing drawn) when
 * it is too small to be worth a batch of its own. */
bool gfx_emit_flat_quad(const gfx_vertex *q);
/* True while the screen holds only its clear colour c (a fill of it there changes nothing). */
bool gfx_screen_clean(gfx_color c);
void gfx_screen_dirty(void); /* something reached the screen other than through a batch */
gfx_color gfx_apply_alpha(gfx_color c); /* alpha stack */
void gfx_xf_point(float x, float y, float *ox, float *oy);
/* A textured quad: corners of dst in local units, rotated by angle about dst's centre. */
void gfx_quad_tex(GLuint tex, gfx_rect dst, float angle, float u0, float v0, float u1, float v1,
                  gfx_color c);
/* Frame/target state used by gfx_target_begin/end. */
typedef struct gfx_view {
    GLuint fbo;
    int fb_w, fb_h;
    float scale;
    bool flip_y; /* rendering into a target: row 0 is the logical top */
} gfx_view;
void gfx_set_view(const gfx_view *v);
void gfx_get_view(gfx_view *v);
void gfx_placeholder(gfx_rect dst);
const char *gfx_data_dir(void);
GLuint gfx_white_texture(void);
bool gfx_in_target(void); /* drawing into a cached layer (gfx_target_begin) */

/* ---- gfx_target.c: textures, targets, atlas, screenshot ---- */
bool gfx_textures_init(void);
void gfx_textures_shutdown(void);
GLuint gfx_texture_gl(gfx_texture t, int *w, int *h); /* 0 if stale */
GLuint gfx_gl_texture_create(int w, int h, const void *premul_rgba);

/* Atlas allocation: a rect of w x h pixels (plus a 1px transparent border uploaded with it).
 * Returns false when every page is full: call gfx_atlas_reset() and retry. */
typedef struct gfx_atlas_slot {
    int page, x, y, w, h;
} gfx_atlas_slot;
bool gfx_atlas_alloc(int w, int h, const void *premul_rgba, gfx_atlas_slot *out);
void gfx_atlas_reset(void); /* flushes, forgets every glyph and SVG slot */
GLuint gfx_atlas_page(int page);
extern uint32_t gfx_atlas_epoch; /* bumped by each reset */

/* ---- gfx_cache.c: the static-prefix layer cache (see there) ---- */
typedef struct gfx_batch {
    bool clear;      /* a clear: the colour is the first vertex's */
    bool textured;   /* drawn by the textured program */
    bool flat;       /* drawn by the flat program, without blending (opaque, pixel-aligned) */
    bool scissor_on; /* scissor: pixels from the top-left, x0, y0, x1, y1 */
    int scissor[4];
    GLuint tex;
    bool atlas;       /* tex is an atlas page or the white texel: only a reset changes it */
    uint32_t tex_gen; /* when recorded: gfx_atlas_epoch for those (0: white), else gfx_tex_gen */
    int first, n;     /* its vertices in the frame's stream */
} gfx_batch;
extern uint32_t gfx_tex_gen; /* bumped whenever a texture's pixels may change */
void gfx_draw_batch(const gfx_batch *b, const gfx_vertex *v, int n); /* gfx.c: draws now */
void gfx_count_draw_call(void);
void gfx_layer_view(GLuint fbo); /* gfx.c: screen batches into the layer cache (0: back) */
/* A frame's batches for the screen, as recorded (gfx_cache.c) and compared (gfx_damage.c). */
typedef struct gfx_cmd {
    gfx_batch b;
    float x0, y0, x1, y1; /* its triangles' bounds, real pixels from the top-left */
    double area;          /* real pixels its triangles cover (a clear: the screen) */
} gfx_cmd;
typedef struct gfx_stream {
    gfx_cmd *cmds;
    int ncmd, capcmd;
    gfx_vertex *v;
    int nv, capv;
    int fb_w, fb_h;
    float scale;
    bool whole; /* every batch of the frame was recorded: the next frame may compare */
} gfx_stream;
void gfx_cache_begin_frame(int fb_w, int fb_h, float scale);
void gfx_cache_submit(gfx_batch *b, const gfx_vertex *v);
void gfx_cache_end_frame(void);
void gfx_cache_shutdown(void);
/* Recorded screen batches are drawn when the frame ends: before a target they sample is drawn
 * into, or a texture they sample is freed, or the atlas is reset (tex 0: any texture), call
 * these so that they are drawn first (the rest of that frame is then drawn as it comes). */
bool gfx_cache_recording(void);
void gfx_cache_before_target(GLuint tex);
/* Drawing into tex's layer now changes nothing a batch recorded this frame reads, so the cache
 * keeps recording: a copy layer's texture (the layer only gfx_target_copy'd, its texture never
 * drawn with), or a layer drawn into with gfx_target_begin_add (only where nothing was taken
 * from yet: Mad City's tile sheets gain an entry when a tile first shows at a new size or turn,
 * and going direct then drew a whole race frame as it came, 24 ms at 1080p). */
bool gfx_target_leaves_recorded(GLuint tex);
void gfx_cache_texture_gone(GLuint tex);
/* Before pixels reach the screen other than through batches (gfx_target_copy): the recorded
 * batches are drawn now, the rest of the frame as it comes, and the next frame does not compare
 * with this one. Returns the framebuffer the screen's pixels go to now: 0 (the window, rows
 * from the bottom) or the cache's layer (rows from the top). */
GLuint gfx_cache_resolve(const int under[4]); /* under: what the copy covers next (or NULL) */
/* gfx_atlas_alloc for the renderer's files: the cache knows an upload into the atlas changes no
 * pixel an earlier batch reads, so other textures' batches still compare equal. */
bool gfx_cache_atlas_alloc(int w, int h, const void *premul_rgba, gfx_atlas_slot *out);
double gfx_cache_redrawn(void); /* the area the last frame drew again, in screens (1: all) */

/* Little-endian numbers in the renderer's kept files (shaders.bin, first-frame.bin). */
static inline uint32_t gfx_get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline void gfx_put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* ---- gfx_snapshot.c: the first frame's picture kept between runs ---- */
bool gfx_snapshot_on(void);           /* a file to keep it in was given (gfx_first_frame_cache) */
void gfx_snapshot_page_new(int page); /* a new atlas page: transparent */
void gfx_snapshot_upload(int page, int x, int y, int w, int h, const void *rgba); /* into it */
/* The key of a recorded frame's pixels; false when it samples a texture the atlas did not fill. */
bool gfx_snapshot_key(const gfx_stream *s, uint64_t *key);
/* The kept picture of key, w x h, BGRA rows top-down (free it); NULL: none. Read by the worker
 * gfx_first_frame_cache started (waited for here). */
void *gfx_snapshot_load(uint64_t key, int w, int h);
/* The layer fbo holds the first frame of key: gfx_first_frame_save keeps it. */
void gfx_snapshot_want(uint64_t key, GLuint fbo, int w, int h);

/* ---- gfx_damage.c: what changed from one frame to the next ---- */
enum { GFX_DAMAGE_RECTS = 8 };
typedef struct gfx_damage {
    bool same; /* nothing changed */
    bool all;  /* a clear changed: the whole screen */
    int n;     /* rectangles around what changed, pixels from the top-left: x0, y0, x1, y1 */
    int r[GFX_DAMAGE_RECTS][4];
    double area; /* their pixels */
    double kept; /* real pixels of the batches that repeat the previous frame */
} gfx_damage;
void gfx_damage_find(const gfx_stream *s, const gfx_stream *prev, gfx_damage *d);
void gfx_damage_free(void);
/* Grows box (x0, y0, x1, y1) by the n vertices at v, at sc real pixels per unit. */
/* The same batch, drawing the same pixels (gfx_damage.c). */
bool gfx_cmd_same(const gfx_stream *s, const gfx_cmd *a, const gfx_stream *p, const gfx_cmd *b);
void gfx_grow_box(float box[4], const gfx_vertex *v, int n, float sc);

/* ---- gfx_text.c ---- */
bool gfx_text_init(const gfx_desc *desc);
void gfx_text_shutdown(void);
void gfx_text_atlas_reset(void);

/* ---- gfx_svg.c ---- */
void gfx_svg_init(void);
void gfx_svg_shutdown(void);
void gfx_svg_new_frame(void);

#endif
