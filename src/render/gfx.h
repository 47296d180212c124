/* gfx.h: the 2D renderer. Immediate-mode calls that append to one batch (few draw calls),
 * in *logical units*: the framebuffer divided by the frame's scale (window height / 720 times
 * the user's UI scale), so layouts are written once and stay crisp at any size: text and SVG
 * art are rasterised at their size on screen in real pixels. OpenGL 3.3 core via libepoxy. */
#ifndef CB_GFX_H
#define CB_GFX_H
#include <stdbool.h>
#include <stdint.h>

typedef struct gfx_color {
    uint8_t r, g, b, a;
} gfx_color;
typedef struct gfx_rect {
    float x, y, w, h;
} gfx_rect;
typedef struct gfx_texture {
    uint32_t id;
} gfx_texture; /* 0 = none; generation-checked */
typedef struct gfx_target {
    uint32_t id;
} gfx_target; /* offscreen layer for static art */
typedef struct gfx_camera {
    float x, y, zoom, angle;
} gfx_camera; /* world point at centre */
/* Angles (camera, rotated shapes, images, SVG) are in radians, clockwise on screen (y down).
 * A camera zoom of 0 means 1. Colours are straight (not premultiplied) alpha. */

typedef enum gfx_align {
    GFX_LEFT = 0,
    GFX_CENTER = 1,
    GFX_RIGHT = 2, /* horizontal */
    GFX_TOP = 0,
    GFX_MIDDLE = 4,
    GFX_BOTTOM = 8, /* vertical, or-ed in */
} gfx_align;

typedef enum gfx_font_style { GFX_REGULAR = 0, GFX_BOLD = 1 } gfx_font_style;

typedef struct gfx_desc {
    const char *shader_dir;               /* folder with the .vert/.frag files */
    const char *data_dir;                 /* folder that SVG paths are relative to */
    const char *font_regular, *font_bold; /* TTF paths (Debian's DejaVu) */
} gfx_desc;

#define GFX_RGBA(r, g, b, a) ((gfx_color){(r), (g), (b), (a)})
#define GFX_HEX(h)           ((gfx_color){((h) >> 16) & 255, ((h) >> 8) & 255, 255 & (h), 255})
/* a + (b - a) * t on every channel, alpha included; t in 0..1 */
static inline gfx_color gfx_mix(gfx_color a, gfx_color b, float t)
{
    return (gfx_color){(uint8_t)(a.r + (b.r - a.r) * t), (uint8_t)(a.g + (b.g - a.g) * t),
                       (uint8_t)(a.b + (b.b - a.b) * t), (uint8_t)(a.a + (b.a - a.a) * t)};
}
static inline gfx_color gfx_hexa(uint32_t h, uint8_t a) /* 0xRRGGBB with alpha a */
{
    gfx_color c = GFX_HEX(h);
    c.a = a;
    return c;
}

/* ---- lifetime and frame -------------------------------------------------------------------- */
bool gfx_init(const gfx_desc *desc);                   /* needs a current GL 3.3 context */
void gfx_shutdown(void);                               /* frees every GL object and cache */
void gfx_begin_frame(int fb_w, int fb_h, float scale); /* scale: real pixels per logical unit */
void gfx_end_frame(void);                              /* flushes the batch */
unsigned gfx_frame_number(void); /* frames begun so far: caches tell this frame from others */
void gfx_clear(gfx_color c);     /* clears the whole framebuffer */
float gfx_width(void);           /* logical width of this frame */
float gfx_height(void);          /* logical height of this frame */
float gfx_scale(void);           /* real pixels per logical unit */
int gfx_draw_calls(void);        /* draw calls in the last frame */

/* ---- camera (world -> logical units) and clipping ------------------------------------------ */
void gfx_push_camera(gfx_camera cam); /* later draws are in world units */
void gfx_pop_camera(void);
void gfx_screen_to_world(gfx_camera cam, float sx, float sy, float *wx, float *wy);
void gfx_world_to_screen(gfx_camera cam, float wx, float wy, float *sx, float *sy);
void gfx_push_clip(gfx_rect r);    /* scissor, in logical units */
bool gfx_clip_rect(gfx_rect *out); /* the clip in force (logical units); false: none */
void gfx_pop_clip(void);
void gfx_push_alpha(float a); /* multiplies alpha of later draws */
void gfx_pop_alpha(void);

/* ---- shapes (anti-aliased edges) ----------------------------------------------------------- */
void gfx_fill_rect(gfx_rect r, gfx_color c);
void gfx_gradient_rect(gfx_rect r, gfx_color top, gfx_color bottom);
/* vertical, one quad */                               /* plain filled rectangle */
void gfx_rrect(gfx_rect r, float radius, gfx_color c); /* rounded, filled */
/* The shadow of a rounded card body drawn next, opaque, over it: body's shape moved by (dx, dy),
 * less what the body will cover (on llvmpipe a card's shadow under it is a card of pixels).
 * Under a fade (the alpha stack below 1) the body shows through: the whole shadow is drawn. */
void gfx_rrect_shadow(gfx_rect body, float radius, float dx, float dy, gfx_color c);
void gfx_rrect_outline(gfx_rect r, float radius, float thick, gfx_color c);
void gfx_rrect_rotated(gfx_rect r, float radius, float angle, gfx_color c); /* about centre */
void gfx_circle(float cx, float cy, float radius, gfx_color c);
void gfx_circle_outline(float cx, float cy, float radius, float thick, gfx_color c);
void gfx_line(float x0, float y0, float x1, float y1, float thick, gfx_color c);
void gfx_triangle(float x0, float y0, float x1, float y1, float x2, float y2, gfx_color c);
void gfx_polygon(const float *xy, int n, gfx_color c); /* convex, n <= 64 */
void gfx_hexagon(float cx, float cy, float radius, bool pointy, gfx_color c);
void gfx_hexagon_outline(float cx, float cy, float radius, bool pointy, float thick, gfx_color c);

/* ---- text (SDL2_ttf glyph atlas; UTF-8) ---------------------------------------------------- */
/* Draws text with its anchor at (x, y) per align; size is the line height in logical units.
 * Returns the width drawn. */
float gfx_text(const char *utf8, float x, float y, float size, int align, gfx_color c);
float gfx_text_styled(const char *utf8, float x, float y, float size, int align,
                      gfx_font_style style, gfx_color c);
float gfx_text_width(const char *utf8, float size, gfx_font_style style);
/* Word-wrapped paragraph in a box; returns the height used. */
float gfx_text_box(const char *utf8, gfx_rect box, float size, int align, gfx_color c);
/* What text the last complete frame drew (screen and layers alike), for tests: a script's
 * expect-text, the smallest glyph on a board. Off (and free) until gfx_text_trace(true). */
typedef struct gfx_text_rec {
    const char *text; /* valid until the next frame ends */
    float px;         /* line height in real pixels */
} gfx_text_rec;
void gfx_text_trace(bool on);
int gfx_text_traced(const gfx_text_rec **recs); /* count; the last complete frame's records */

/* ---- textures and SVG art ------------------------------------------------------------------ */
/* Draws the SVG at data_dir/path fitted to dst, rasterised at dst's real pixel size (cached by
 * path and size). A missing file logs once and draws a visible placeholder. */
void gfx_svg(const char *path, gfx_rect dst, gfx_color tint);
void gfx_svg_rotated(const char *path, gfx_rect dst, float angle, gfx_color tint);
void gfx_set_async_art(bool on); /* rasterise new SVG art on a worker thread (the app) */
bool gfx_busy(void);             /* art is still being rasterised: keep drawing frames */
void gfx_hold_art(bool hold);    /* async art waits (the first frame keeps both cores) */
gfx_texture gfx_texture_from_rgba(const void *pixels, int w, int h);
void gfx_texture_destroy(gfx_texture t);
void gfx_image(gfx_texture t, gfx_rect dst, gfx_rect uv, float angle, gfx_color tint);
/* Live textures (layers included) and their pixels' bytes: what a long run's log watches. */
void gfx_texture_totals(int *count, long *bytes);
long gfx_svg_own_bytes(int *count); /* SVG rasters too large for the atlas: their bytes */
int gfx_atlas_pages(void);          /* atlas pages made so far (4 MB each, 8 at most) */

/* ---- cached layers ------------------------------------------------------------------------- */
gfx_target gfx_target_create(int w_px, int h_px);
void gfx_target_destroy(gfx_target t);
void gfx_target_begin(gfx_target t, float scale); /* draws go into the layer until _end */
void gfx_target_end(void);
/* gfx_target_begin for drawing only where nothing was taken from the layer since it was made
 * (a new entry of an atlas): draws already made with it stay valid, so the screen's cache of
 * repeated draws keeps them (gfx_target_begin makes it draw them again). */
void gfx_target_begin_add(gfx_target t, float scale);
gfx_texture gfx_target_texture(gfx_target t);
/* Between gfx_target_begin and _end: makes r (logical units, the pixels gfx_push_clip(r) would
 * keep) of the layer transparent again, so that part can be drawn anew. */
void gfx_target_clear(gfx_rect r);
/* Copies the pixels of layer t under r (logical units) to the same place where draws go now: the
 * screen, or between gfx_target_begin and _end the layer being drawn. They replace what is
 * there (no blending): one copy instead of drawing the layer as an image, for an opaque layer
 * of the framebuffer's size drawn at the frame's scale (a cache of part of the screen). On the
 * screen, the draws held back by the screen's static-prefix cache go first, and the draws after
 * the copy are drawn as they come. Only with no camera and no alpha (a pushed clip does not
 * apply); false (nothing copied) otherwise, or when t and the destination differ in size. */
bool gfx_target_copy(gfx_target t, gfx_rect r);
/* Draws land on the screen in logical units: no camera and no layer being drawn (a cache of
 * screen pixels may be used). */
bool gfx_screen_space(void);

/* ---- screenshots --------------------------------------------------------------------------- */
bool gfx_screenshot(const char *png_path); /* reads the back buffer of the finished frame */

#endif
