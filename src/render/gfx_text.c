/* gfx_text.c: text from SDL2_ttf through a glyph atlas. Glyphs are rasterised on demand at
 * their real pixel size (style, round(size * scale)) and packed into the shared atlas, so a
 * string is a run of textured quads in the batch, placed on whole pixels (crisp). */
#include "render/gfx_internal.h"
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/fsutil.h"
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

static bool warm_join(void);
static void warm_free(void);

/* TTF and the two faces into T (which it clears first). */
static bool text_open(const char *regular, const char *bold)
{
    memset(&T, 0, sizeof T);
    if (!TTF_WasInit()) {
        if (TTF_Init() != 0) {
            LOG_E("gfx: TTF_Init: %s", TTF_GetError());
            return false;
        }
        T.ttf_inited = true;
    }
    const char *reg = regular ? regular : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
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

bool gfx_text_init(const gfx_desc *desc)
{
    if (warm_join()) return true; /* the worker opened them */
    return text_open(desc ? desc->font_regular : NULL, desc ? desc->font_bold : NULL);
}

void gfx_text_atlas_reset(void)
{
    memset(T.glyphs, 0, sizeof T.glyphs);
    T.nglyphs = 0;
}

void gfx_text_shutdown(void)
{
    warm_free();
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

/* The glyph's metrics into g, and its ink (premultiplied white, cropped) into pix, *w x *h; 0 x 0
 * when it has none. No GL: the start-up worker calls it too. */
static void render(font_ent *f, uint32_t cp, glyph *g, uint8_t *pix, int *w, int *h)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0, adv = 0;
    *w = *h = 0;
    TTF_GlyphMetrics32(f->font, cp, &minx, &maxx, &miny, &maxy, &adv);
    g->adv = (int16_t)adv;
    g->page = -1;
    if (cp == ' ' || cp == 0xA0 || cp == '\t') return;
    SDL_Surface *s = TTF_RenderGlyph32_Blended(f->font, cp, (SDL_Color){255, 255, 255, 255});
    if (!s) return;
    SDL_Surface *c = s->format->format == SDL_PIXELFORMAT_ARGB8888
                         ? s
                         : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
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
        int cw = x1 - x0 + 1, ch = y1 - y0 + 1;
        if (x1 >= 0 && cw <= GLYPH_MAX && ch <= GLYPH_MAX) {
            for (int y = 0; y < ch; y++) {
                const uint32_t *row =
                    (const uint32_t *)((const uint8_t *)c->pixels + (y + y0) * c->pitch) + x0;
                uint8_t *d = pix + (size_t)y * (size_t)cw * 4;
                for (int x = 0; x < cw; x++) { /* premultiplied white */
                    uint8_t a = (uint8_t)(row[x] >> 24);
                    d[4 * x] = d[4 * x + 1] = d[4 * x + 2] = d[4 * x + 3] = a;
                }
            }
            /* SDL_ttf starts the line at min(0, minx) and lifts it when a glyph rises above
             * the ascent. */
            int cell_x = minx < 0 ? minx : 0;
            int cell_y = maxy > f->ascent ? f->ascent - maxy : 0;
            g->ox = (int16_t)(cell_x + x0);
            g->oy = (int16_t)(cell_y + y0);
            *w = cw;
            *h = ch;
        }
        if (c != s) SDL_FreeSurface(c);
    }
    SDL_FreeSurface(s);
}

/* The ink of a rendered glyph into the atlas; false when the atlas is full. */
static bool place(glyph *g, const uint8_t *pix, int w, int h)
{
    if (!w || !h) return true;
    gfx_atlas_slot sl;
    if (!gfx_cache_atlas_alloc(w, h, pix, &sl)) return false;
    g->page = (int16_t)sl.page;
    g->ax = (uint16_t)sl.x;
    g->ay = (uint16_t)sl.y;
    g->aw = (uint16_t)w;
    g->ah = (uint16_t)h;
    return true;
}

static bool rasterise(font_ent *f, uint32_t cp, glyph *g)
{
    int w, h;
    render(f, cp, g, T.pix, &w, &h);
    return place(g, T.pix, w, h);
}

/* ---- the first screen's glyphs, rendered while the window opens ----------------------------- */
/* Opening the window and GL takes the main thread about 60 ms; the first frame's text then cost
 * it about 5 ms more, FreeType and HarfBuzz rendering a few hundred glyphs one by one. So a
 * worker started before the window (gfx_text_prewarm) opens the fonts and renders the glyphs
 * the last start's first frame drew (their keys kept in a file, gfx_text_keep_glyphs); the main
 * thread joins it when the renderer starts (it has long finished) and only places them in the
 * atlas. Until joined, T belongs to the worker. */
enum { WARM_MAX = 1024 };
static const char WARM_MAGIC[8] = {'C', 'B', 'G', 'L', 'Y', 'P', 'H', '1'};
typedef struct warm_glyph {
    uint64_t key;
    glyph g;
    int w, h;
    uint8_t *pix; /* w x h premultiplied, NULL: no ink */
} warm_glyph;
static struct {
    SDL_Thread *thread;
    char regular[512], bold[512], list[1100];
    bool has_bold, opened;
    warm_glyph *g;
    int n;
} W;

static int warm_main(void *unused)
{
    (void)unused;
    W.opened = text_open(W.regular, W.has_bold ? W.bold : NULL);
    size_t len = 0;
    uint8_t *d = W.opened && W.list[0] ? SDL_LoadFile(W.list, &len) : NULL;
    size_t n = d && len >= 8 && memcmp(d, WARM_MAGIC, 8) == 0 ? (len - 8) / 8 : 0;
    if (n > WARM_MAX) n = WARM_MAX;
    W.g = n ? calloc(n, sizeof *W.g) : NULL;
    for (size_t i = 0; W.g && i < n; i++) {
        uint64_t key = 0;
        for (int b = 0; b < 8; b++) key |= (uint64_t)d[8 + 8 * i + (size_t)b] << (8 * b);
        int style = (int)(key >> 48) - 1, px = (int)(key >> 24 & 0xFFFFFF);
        uint32_t cp = (uint32_t)(key & 0xFFFFFF);
        if (style < 0 || style > 1 || px < 1 || px > PX_MAX || cp > 0x10FFFF) continue;
        font_ent *f = font_get(style ? GFX_BOLD : GFX_REGULAR, px);
        if (!f) continue;
        warm_glyph *wg = &W.g[W.n];
        wg->key = key;
        wg->g.key = key;
        uint32_t draw_cp = cp;
        if (cp != ' ' && !TTF_GlyphIsProvided32(f->font, cp)) draw_cp = 0xFFFD;
        render(f, draw_cp, &wg->g, T.pix, &wg->w, &wg->h);
        size_t bytes = (size_t)wg->w * (size_t)wg->h * 4;
        if (bytes && !(wg->pix = malloc(bytes))) continue;
        if (bytes) memcpy(wg->pix, T.pix, bytes);
        W.n++;
    }
    SDL_free(d);
    return 0;
}

void gfx_text_prewarm(const char *regular, const char *bold, const char *list)
{
    if (W.thread) return;
    snprintf(W.regular, sizeof W.regular, "%s",
             regular ? regular : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    W.has_bold = bold != NULL;
    snprintf(W.bold, sizeof W.bold, "%s", bold ? bold : "");
    snprintf(W.list, sizeof W.list, "%s", list ? list : "");
    W.thread = SDL_CreateThread(warm_main, "citybox-glyphs", NULL);
}

/* Waits for the worker; true when it opened the fonts (T is ready). */
static bool warm_join(void)
{
    if (!W.thread) return false;
    SDL_WaitThread(W.thread, NULL);
    W.thread = NULL;
    if (W.n) LOG_I("gfx: %d glyphs of the first screen rendered while the window opened", W.n);
    return W.opened;
}

static void warm_free(void)
{
    for (int i = 0; i < W.n; i++) free(W.g[i].pix);
    free(W.g);
    W.g = NULL;
    W.n = 0;
}

void gfx_text_prewarm_cancel(void)
{
    if (warm_join()) gfx_text_shutdown();
    warm_free();
}

/* The worker's glyph of key: its metrics into g, its ink in *pix (w x h). */
static bool warm_take(uint64_t key, glyph *g, const uint8_t **pix, int *w, int *h)
{
    for (int i = 0; i < W.n; i++)
        if (W.g[i].key == key) {
            *g = W.g[i].g;
            *pix = W.g[i].pix;
            *w = W.g[i].w;
            *h = W.g[i].h;
            return true;
        }
    return false;
}

void gfx_text_keep_glyphs(const char *path)
{
    if (!path || !path[0]) return;
    uint8_t *d = malloc(8 + 8 * (size_t)WARM_MAX);
    if (!d) return;
    memcpy(d, WARM_MAGIC, 8);
    int n = 0, known = 0; /* known: glyphs the worker rendered from the list */
    for (int i = 0; i < GLYPH_SLOTS && n < WARM_MAX; i++)
        if (T.glyphs[i].key) {
            for (int b = 0; b < 8; b++)
                d[8 + 8 * (size_t)n + (size_t)b] = (uint8_t)(T.glyphs[i].key >> (8 * b));
            n++;
            for (int k = 0; k < W.n; k++) known += W.g[k].key == T.glyphs[i].key;
        }
    /* the same glyphs as the list the worker read: nothing to write */
    if (n != W.n || known != n) fs_write_atomic(path, d, 8 + 8 * (size_t)n);
    free(d);
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
    glyph g = {.key = key};
    const uint8_t *pix;
    int w, hh;
    bool ok;
    if (warm_take(key, &g, &pix, &w, &hh)) { /* rendered by the start-up worker */
        ok = place(&g, pix, w, hh);
    } else {
        uint32_t draw_cp = cp;
        if (cp != ' ' && !TTF_GlyphIsProvided32(f->font, cp)) draw_cp = 0xFFFD;
        ok = rasterise(f, draw_cp, &g);
    }
    if (!ok) {
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
