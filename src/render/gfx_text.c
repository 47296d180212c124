/* gfx_text.c: text from SDL2_ttf through a glyph atlas. Glyphs are rasterised on demand at
 * their real pixel size (style, round(size * scale)) and packed into the shared atlas, so a
 * string is a run of textured quads in the batch, placed on whole pixels (crisp). */
#include "render/gfx_internal.h"
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/log.h"

enum {
    FONT_CACHE = 16,    /* open (style, pixel size) faces */
    GLYPH_SLOTS = 8192, /* open-addressing table, power of two */
    GLYPH_LIMIT = 6000, /* reset the atlas past this many glyphs */
    PX_MAX = 160,       /* larger text is drawn from glyphs of this size, scaled up */
    GLYPH_MAX = 256,    /* largest glyph bitmap the atlas takes */
};

typedef struct font_ent {
    TTF_Font *font;
    int style, px, ascent;
    uint32_t last_use;
} font_ent;

typedef struct glyph {
    uint64_t key; /* 0: empty */
    int16_t page; /* -1: no ink (space) */
    uint16_t ax, ay, aw, ah;
    int16_t ox, oy; /* ink top-left from the pen and the line top, pixels */
    int16_t adv;
} glyph;

static struct {
    bool ttf_inited;
    char path[2][512];
    void *data[2]; /* font files, read once: faces of new sizes open from memory */
    size_t size[2];
    unsigned dpi[2]; /* so that a face of N points is N pixels from line to line */
    bool synth_bold;
    font_ent fonts[FONT_CACHE];
    uint32_t clock;
    glyph glyphs[GLYPH_SLOTS];
    int nglyphs;
    uint8_t pix[GLYPH_MAX * GLYPH_MAX * 4];
} T;

/* ---- the trace of drawn text (tests) ------------------------------------------------------- */

enum { TRACE_RECS = 2048, TRACE_BYTES = 128 * 1024 };
typedef struct trace_frame {
    gfx_text_rec rec[TRACE_RECS];
    char text[TRACE_BYTES];
    int n, used;
    unsigned frame;
} trace_frame;
static trace_frame *trace[2]; /* [0] the frame being drawn, [1] the last complete one */

void gfx_text_trace(bool on)
{
    for (int i = 0; i < 2; i++) {
        if (on && !trace[i]) trace[i] = calloc(1, sizeof *trace[i]);
        if (!on) {
            free(trace[i]);
            trace[i] = NULL;
        }
    }
}

int gfx_text_traced(const gfx_text_rec **recs)
{
    *recs = trace[1] ? trace[1]->rec : NULL;
    return trace[1] ? trace[1]->n : 0;
}

static void trace_text(const char *s, size_t len, float size)
{
    trace_frame *f = trace[0];
    if (!f) return;
    unsigned now = gfx_frame_number();
    if (f->frame != now) { /* a new frame began: the one being drawn becomes the last one */
        if (f->frame) {
            trace[0] = trace[1];
            trace[1] = f;
            f = trace[0];
        }
        f->n = f->used = 0;
        f->frame = now;
    }
    if (f->n == TRACE_RECS || f->used + (int)len + 1 > TRACE_BYTES) return;
    char *copy = f->text + f->used;
    memcpy(copy, s, len);
    copy[len] = '\0';
    f->used += (int)len + 1;
    f->rec[f->n++] = (gfx_text_rec){copy, size * gfx_px_per_unit()};
}

/* ---- UTF-8 ----------------------------------------------------------------------------------- */

static uint32_t utf8_next(const char **ps, const char *end)
{
    const uint8_t *s = (const uint8_t *)*ps;
    uint32_t c = s[0];
    int n = c < 0x80 ? 0 : c < 0xC2 ? -1 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : c < 0xF5 ? 3 : -1;
    if (n <= 0) {
        *ps += 1;
        return n == 0 ? c : 0xFFFD;
    }
    if (end - *ps <= n) { /* cut short by the end of the string */
        *ps = end;
        return 0xFFFD;
    }
    c &= 0x3Fu >> n;
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *ps += i;
            return 0xFFFD;
        }
        c = (c << 6) | (s[i] & 0x3Fu);
    }
    *ps += n + 1;
    if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0xFFFD;
    return c;
}

/* ---- fonts ----------------------------------------------------------------------------------- */

static TTF_Font *open_face(int style, int pt, unsigned dpi)
{
    SDL_RWops *rw = SDL_RWFromConstMem(T.data[style], (int)T.size[style]);
    return rw ? TTF_OpenFontDPIRW(rw, 1, pt, dpi, dpi) : NULL;
}

/* Reads the font file; returns the DPI at which a face of N points is N pixels high. */
static unsigned load_face(int style, const char *path)
{
    snprintf(T.path[style], sizeof T.path[style], "%s", path);
    T.data[style] = SDL_LoadFile(path, &T.size[style]);
    if (!T.data[style]) return 0;
    TTF_Font *f = open_face(style, 100, 72);
    if (!f) {
        SDL_free(T.data[style]);
        T.data[style] = NULL;
        return 0;
    }
    int h = TTF_FontHeight(f);
    TTF_CloseFont(f);
    return h > 0 ? (unsigned)(72.0 * 100.0 / h + 0.5) : 72;
}

bool gfx_text_init(const gfx_desc *desc)
{
    memset(&T, 0, sizeof T);
    if (!TTF_WasInit()) {
        if (TTF_Init() != 0) {
            LOG_E("gfx: TTF_Init: %s", TTF_GetError());
            return false;
        }
        T.ttf_inited = true;
    }
    const char *reg = desc && desc->font_regular
                          ? desc->font_regular
                          : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    const char *bold = desc && desc->font_bold ? desc->font_bold : NULL;
    T.dpi[0] = load_face(0, reg);
    if (!T.dpi[0]) LOG_E("gfx: cannot open font %s: %s (no text)", reg, SDL_GetError());
    T.dpi[1] = bold ? load_face(1, bold) : 0;
    if (!T.dpi[1]) { /* no bold face: embolden the regular one */
        if (bold) LOG_W("gfx: cannot open font %s: regular used in bold", bold);
        snprintf(T.path[1], sizeof T.path[1], "%s", reg);
        T.data[1] = T.data[0];
        T.size[1] = T.size[0];
        T.dpi[1] = T.dpi[0];
        T.synth_bold = true;
    }
    return true;
}

void gfx_text_atlas_reset(void)
{
    memset(T.glyphs, 0, sizeof T.glyphs);
    T.nglyphs = 0;
}

void gfx_text_shutdown(void)
{
    for (int i = 0; i < FONT_CACHE; i++)
        if (T.fonts[i].font) TTF_CloseFont(T.fonts[i].font);
    if (T.data[1] != T.data[0]) SDL_free(T.data[1]);
    SDL_free(T.data[0]);
    if (T.ttf_inited) TTF_Quit();
    memset(&T, 0, sizeof T);
}

static font_ent *font_get(int style, int px)
{
    style = style == GFX_BOLD ? 1 : 0;
    if (!T.dpi[style]) return NULL;
    font_ent *victim = &T.fonts[0];
    T.clock++;
    for (int i = 0; i < FONT_CACHE; i++) {
        font_ent *f = &T.fonts[i];
        if (f->font && f->style == style && f->px == px) {
            f->last_use = T.clock;
            return f;
        }
        if (!f->font || (victim->font && f->last_use < victim->last_use)) victim = f;
    }
    if (victim->font) TTF_CloseFont(victim->font);
    victim->font = open_face(style, px, T.dpi[style]);
    if (!victim->font) {
        LOG_E("gfx: cannot open font %s: %s", T.path[style], TTF_GetError());
        T.dpi[style] = 0;
        return NULL;
    }
    if (style == 1 && T.synth_bold) TTF_SetFontStyle(victim->font, TTF_STYLE_BOLD);
    victim->style = style;
    victim->px = px;
    victim->ascent = TTF_FontAscent(victim->font);
    victim->last_use = T.clock;
    return victim;
}

/* ---- glyphs ---------------------------------------------------------------------------------- */

static bool rasterise(font_ent *f, uint32_t cp, glyph *g)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0, adv = 0;
    TTF_GlyphMetrics32(f->font, cp, &minx, &maxx, &miny, &maxy, &adv);
    g->adv = (int16_t)adv;
    g->page = -1;
    if (cp == ' ' || cp == 0xA0 || cp == '\t') return true;
    SDL_Surface *s = TTF_RenderGlyph32_Blended(f->font, cp, (SDL_Color){255, 255, 255, 255});
    if (!s) return true;
    SDL_Surface *c = s->format->format == SDL_PIXELFORMAT_ARGB8888
                         ? s
                         : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    bool ok = true;
    if (c) {
        /* Crop to the ink: the surface is a whole line high. */
        int x0 = c->w, y0 = c->h, x1 = -1, y1 = -1;
        for (int y = 0; y < c->h; y++) {
            const uint32_t *row = (const uint32_t *)((const uint8_t *)c->pixels + y * c->pitch);
            for (int x = 0; x < c->w; x++) {
                if ((row[x] >> 24) == 0) continue;
                if (x < x0) x0 = x;
                if (x > x1) x1 = x;
                if (y < y0) y0 = y;
                if (y > y1) y1 = y;
            }
        }
        int w = x1 - x0 + 1, h = y1 - y0 + 1;
        if (x1 >= 0 && w <= GLYPH_MAX && h <= GLYPH_MAX) {
            for (int y = 0; y < h; y++) {
                const uint32_t *row =
                    (const uint32_t *)((const uint8_t *)c->pixels + (y + y0) * c->pitch) + x0;
                uint8_t *d = T.pix + (size_t)y * (size_t)w * 4;
                for (int x = 0; x < w; x++) { /* premultiplied white */
                    uint8_t a = (uint8_t)(row[x] >> 24);
                    d[4 * x] = d[4 * x + 1] = d[4 * x + 2] = d[4 * x + 3] = a;
                }
            }
            gfx_atlas_slot sl;
            if (gfx_cache_atlas_alloc(w, h, T.pix, &sl)) {
                /* SDL_ttf starts the line at min(0, minx) and lifts it when a glyph rises
                 * above the ascent. */
                int cell_x = minx < 0 ? minx : 0;
                int cell_y = maxy > f->ascent ? f->ascent - maxy : 0;
                g->page = (int16_t)sl.page;
                g->ax = (uint16_t)sl.x;
                g->ay = (uint16_t)sl.y;
                g->aw = (uint16_t)w;
                g->ah = (uint16_t)h;
                g->ox = (int16_t)(cell_x + x0);
                g->oy = (int16_t)(cell_y + y0);
            } else {
                ok = false; /* atlas full */
            }
        }
        if (c != s) SDL_FreeSurface(c);
    }
    SDL_FreeSurface(s);
    return ok;
}

static const glyph *glyph_get(font_ent *f, uint32_t cp)
{
    uint64_t key = ((uint64_t)(f->style + 1) << 48) | ((uint64_t)f->px << 24) | cp;
    uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 51) & (GLYPH_SLOTS - 1);
    for (;;) {
        glyph *g = &T.glyphs[h];
        if (g->key == key) return g;
        if (g->key == 0) break;
        h = (h + 1) & (GLYPH_SLOTS - 1);
    }
    if (T.nglyphs >= GLYPH_LIMIT) {
        gfx_cache_texture_gone(0); /* this frame's batches read the atlas as it was */
        gfx_atlas_reset();
        return glyph_get(f, cp);
    }
    uint32_t draw_cp = cp;
    if (cp != ' ' && !TTF_GlyphIsProvided32(f->font, cp)) draw_cp = 0xFFFD;
    glyph g = {.key = key};
    if (!rasterise(f, draw_cp, &g)) {
        gfx_cache_texture_gone(0); /* this frame's batches read the atlas as it was */
        gfx_atlas_reset();         /* every page is full: start again (queued draws are flushed) */
        return glyph_get(f, cp);
    }
    T.glyphs[h] = g;
    T.nglyphs++;
    return &T.glyphs[h];
}

/* ---- layout ---------------------------------------------------------------------------------- */

typedef struct text_run {
    font_ent *f;
    float upp; /* local units per glyph pixel */
} text_run;

static bool run_setup(float size, int style, text_run *r)
{
    float pxs = gfx_px_per_unit();
    int px = (int)floorf(size * pxs + 0.5f);
    if (px < 1) px = 1;
    r->upp = 1.0f / pxs;
    if (px > PX_MAX) {
        r->upp = size / PX_MAX;
        px = PX_MAX;
    }
    r->f = font_get(style, px);
    return r->f != NULL;
}

/* Measures (draw false) or draws one line of len bytes with its top-left at (x, y). */
static float run_line(const text_run *r, const char *s, size_t len, float x, float y, bool draw,
                      gfx_color c)
{
    const char *end = s + len;
    uint32_t prev = 0;
    int pen = 0;
    while (s < end && *s) {
        uint32_t cp = utf8_next(&s, end);
        if (cp == '\n' || cp == '\r') continue;
        if (prev) pen += TTF_GetFontKerningSizeGlyphs32(r->f->font, prev, cp);
        const glyph *g = glyph_get(r->f, cp);
        if (draw && g->page >= 0) {
            const float inv = 1.0f / GFX_ATLAS_SIZE;
            gfx_rect dst = {x + (float)(pen + g->ox) * r->upp, y + (float)g->oy * r->upp,
                            g->aw * r->upp, g->ah * r->upp};
            gfx_quad_tex(gfx_atlas_page(g->page), dst, 0, g->ax * inv, g->ay * inv,
                         (g->ax + g->aw) * inv, (g->ay + g->ah) * inv, c);
        }
        pen += g->adv;
        prev = cp;
    }
    return (float)pen * r->upp;
}

float gfx_text_styled(const char *utf8, float x, float y, float size, int align,
                      gfx_font_style style, gfx_color c)
{
    text_run r;
    if (!utf8 || !(size > 0) || !run_setup(size, style, &r)) return 0;
    size_t len = strlen(utf8);
    float w = run_line(&r, utf8, len, 0, 0, false, c);
    if (align & GFX_CENTER) x -= w * 0.5f;
    if (align & GFX_RIGHT) x -= w;
    if (align & GFX_MIDDLE) y -= size * 0.5f;
    if (align & GFX_BOTTOM) y -= size;
    if (gfx_apply_alpha(c).a) {
        run_line(&r, utf8, len, x, y, true, c);
        trace_text(utf8, len, size);
    }
    return w;
}

float gfx_text(const char *utf8, float x, float y, float size, int align, gfx_color c)
{
    return gfx_text_styled(utf8, x, y, size, align, GFX_REGULAR, c);
}

float gfx_text_width(const char *utf8, float size, gfx_font_style style)
{
    text_run r;
    if (!utf8 || !(size > 0) || !run_setup(size, style, &r)) return 0;
    return run_line(&r, utf8, strlen(utf8), 0, 0, false, (gfx_color){0});
}

/* Greedy word wrap: calls line() for each line (start, length); returns the line count. */
static int wrap(const text_run *r, const char *s, float max_w,
                void (*line)(void *, const char *, size_t, int), void *ud)
{
    int n = 0;
    while (*s) {
        const char *brk = NULL, *p = s;
        for (;;) {
            const char *q = p;
            while (*q && *q != ' ' && *q != '\n') q++;
            if (brk && run_line(r, s, (size_t)(q - s), 0, 0, false, (gfx_color){0}) > max_w)
                break; /* the word ending at q overflows: cut before it */
            brk = q;
            if (*q != ' ') break;
            p = q + 1;
        }
        if (line) line(ud, s, (size_t)(brk - s), n);
        n++;
        s = brk;
        if (*s == '\n')
            s++;
        else
            while (*s == ' ') s++;
    }
    return n;
}

typedef struct box_ctx {
    const text_run *r;
    gfx_rect box;
    float size, y0;
    int align;
    gfx_color c;
} box_ctx;

static void box_line(void *ud, const char *s, size_t len, int i)
{
    box_ctx *b = ud;
    float x = b->box.x, y = b->y0 + (float)i * b->size;
    if (b->align & (GFX_CENTER | GFX_RIGHT)) {
        float w = run_line(b->r, s, len, 0, 0, false, b->c);
        x += (b->align & GFX_CENTER) ? (b->box.w - w) * 0.5f : b->box.w - w;
    }
    run_line(b->r, s, len, x, y, true, b->c);
}

float gfx_text_box(const char *utf8, gfx_rect box, float size, int align, gfx_color c)
{
    text_run r;
    if (!utf8 || !(size > 0) || !run_setup(size, GFX_REGULAR, &r)) return 0;
    int n = wrap(&r, utf8, box.w, NULL, NULL);
    float h = (float)n * size;
    box_ctx b = {&r, box, size, box.y, align, c};
    if (align & GFX_MIDDLE) b.y0 += (box.h - h) * 0.5f;
    if (align & GFX_BOTTOM) b.y0 += box.h - h;
    if (gfx_apply_alpha(c).a) {
        wrap(&r, utf8, box.w, box_line, &b);
        trace_text(utf8, strlen(utf8), size);
    }
    return h;
}
