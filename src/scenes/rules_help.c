/* rules_help.c: the rules page viewer (data/rules/<id>/<lang>.md) and the small markdown page it
 * draws (scenes_doc: headings, paragraphs, bullets, numbered items, **bold**, rules, figures),
 * word-wrapped and scrollable. Parsing, loading figures and layout happen on load and on resize,
 * never per frame.
 * A figure is a line `![caption](figures/<game>/<name>.svg|json)`, the file
 * data/rules/<game>/figures/<name>: an SVG is drawn fitted to the text width (gfx_svg caches it by
 * size); a JSON position is loaded with that game's load_position and drawn by its board's figure
 * painter (board_vt.figure), which a `#focus` after the path tells what the example is about
 * (`road_loop.json#road`). The caption, in the page's language, goes under it. */
#include <cjson/cJSON.h>
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/json_load.h"
#include "core/log.h"
#include "games/registry.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ==== the markdown page ===================================================================== */

typedef enum doc_kind {
    DOC_H1,
    DOC_H2,
    DOC_H3,
    DOC_PARA,
    DOC_BULLET,
    DOC_NUMBER,
    DOC_RULE,
    DOC_FIGURE /* an image line: the figure, then its caption's words */
} doc_kind;

typedef struct doc_word {
    int off; /* into words (NUL-terminated) */
    bool bold;
    bool glued; /* no space before it (a **bold** run inside a word) */
    float w;    /* width at the block's size */
    float x, y; /* laid out, relative to the page's top-left */
} doc_word;

typedef struct doc_block {
    doc_kind kind;
    int first, count; /* words */
    char marker[12];  /* "3." for numbered items */
    float y, h;       /* laid out */
    int fig;          /* DOC_FIGURE: index into figs */
    gfx_rect art;     /* DOC_FIGURE: the picture, relative to the page's top-left */
} doc_block;

enum { FIG_PATH = 160 };

typedef struct doc_figure {
    char rel[FIG_PATH];      /* "figures/madcity/road_loop.json", as the page writes it */
    char art[FIG_PATH + 24]; /* the gfx_svg path: data/rules/madcity/figures/road_loop.json */
    char focus[32];          /* positions: what the painter shows ("road"), "" everything */
    bool svg, ok;            /* ok: the file exists and loads (and a painter draws it) */
    float aspect;            /* width / height of an SVG */
    scene_figure_fn paint;   /* positions: the game's board's painter (scene_hooks) */
    void *state;             /* positions: the loaded state (malloc) */
} doc_figure;

struct scenes_doc {
    char *words; /* every word, NUL-terminated one after another */
    doc_word *word;
    int nwords;
    doc_block *block;
    int nblocks;
    doc_figure *fig;
    int nfigs;
    float laid_w, laid_h, content_h;
    gfx_rect page; /* where the page was last drawn (figure rects for tests and scripts) */
    scenes_scroll scroll;
};

static float kind_size(doc_kind k)
{
    switch (k) {
    case DOC_H1: return 34;
    case DOC_H2: return 27;
    case DOC_H3: return 23;
    case DOC_FIGURE: return 17; /* the caption */
    default: return 20;
    }
}

static bool kind_heading(doc_kind k)
{
    return k == DOC_H1 || k == DOC_H2 || k == DOC_H3;
}

scenes_doc *scenes_doc_new(void)
{
    return calloc(1, sizeof(scenes_doc));
}

static void free_figures(scenes_doc *d)
{
    for (int i = 0; i < d->nfigs; i++) free(d->fig[i].state);
    free(d->fig);
    d->fig = NULL;
    d->nfigs = 0;
}

void scenes_doc_free(scenes_doc *d)
{
    if (!d) return;
    free_figures(d);
    free(d->words);
    free(d->word);
    free(d->block);
    free(d);
}

/* Adds the words of text[0..n) to the current block, turning ** into bold switches. */
static void add_words(scenes_doc *d, int *used, const char *text, size_t n, bool *bold)
{
    size_t i = 0;
    bool space_before = true;
    while (i < n) {
        if (isspace((unsigned char)text[i])) {
            space_before = true;
            i++;
            continue;
        }
        if (text[i] == '*' && i + 1 < n && text[i + 1] == '*') {
            *bold = !*bold;
            i += 2;
            continue;
        }
        /* one fragment: up to a space or a ** */
        doc_word *w = &d->word[d->nwords++];
        w->off = *used;
        w->bold = *bold;
        w->glued = !space_before && d->block[d->nblocks - 1].count > 0;
        while (i < n && !isspace((unsigned char)text[i]) &&
               !(text[i] == '*' && i + 1 < n && text[i + 1] == '*'))
            d->words[(*used)++] = text[i++];
        d->words[(*used)++] = 0;
        d->block[d->nblocks - 1].count++;
        space_before = false;
    }
}

static doc_block *new_block(scenes_doc *d, doc_kind k)
{
    doc_block *b = &d->block[d->nblocks++];
    memset(b, 0, sizeof *b);
    b->kind = k;
    b->first = d->nwords;
    return b;
}

/* ---- figures ---- */

/* The width / height of an SVG from its viewBox, else its width and height; 0 if neither. */
static float svg_aspect(const char *text)
{
    const char *tag = text ? strstr(text, "<svg") : NULL;
    if (!tag) return 0;
    const char *end = strchr(tag, '>');
    size_t n = end ? (size_t)(end - tag) : strlen(tag);
    char head[1024];
    snprintf(head, sizeof head, "%.*s", (int)(n < sizeof head ? n : sizeof head - 1), tag);
    float x, y, w = 0, h = 0;
    const char *vb = strstr(head, "viewBox=\"");
    if (vb && sscanf(vb + 9, "%f%*[ ,]%f%*[ ,]%f%*[ ,]%f", &x, &y, &w, &h) == 4 && w > 0 && h > 0)
        return w / h;
    const char *pw = strstr(head, " width=\""), *ph = strstr(head, " height=\"");
    if (pw && ph && sscanf(pw + 8, "%f", &w) == 1 && sscanf(ph + 9, "%f", &h) == 1 && w > 0 &&
        h > 0)
        return w / h;
    return 0;
}

/* A position figure: figures/<game>/<name>.json, loaded with that game's load_position. */
static bool load_position_figure(doc_figure *f, const char *text)
{
    char game[32] = "";
    if (sscanf(f->rel, "figures/%31[a-z0-9_]/", game) != 1) return false;
    const game_def *g = game_find(game);
    f->paint = scenes_hooks()->figure_painter ? scenes_hooks()->figure_painter(game) : NULL;
    if (!g || !g->load_position || !f->paint) {
        LOG_W("rules: %s: no figure painter for the game \"%s\"", f->rel, game);
        return false;
    }
    char why[GAME_REASON_LEN] = "";
    cJSON *j = json_load_parse(text, strlen(text), why, sizeof why); /* the strict reader */
    f->state = calloc(1, g->state_size);
    bool ok = j && f->state && g->load_position(f->state, j, why, sizeof why);
    cJSON_Delete(j);
    if (!ok) LOG_W("rules: %s does not load: %s", f->rel, why);
    return ok;
}

/* Reads the figure's file: an SVG's proportions, or a position into a state. */
static void load_figure(doc_figure *f)
{
    size_t n = strlen(f->rel);
    f->svg = n > 4 && strcmp(f->rel + n - 4, ".svg") == 0;
    bool json = n > 5 && strcmp(f->rel + n - 5, ".json") == 0;
    /* only files of a game's figures folder: figures/<game>/<name> is the file
     * data/rules/<game>/figures/<name> */
    char game[32] = "", rel[FIG_PATH + 16], path[1200];
    int name_at = 0;
    if (strncmp(f->rel, "figures/", 8) != 0 || strstr(f->rel, "..") || (!f->svg && !json) ||
        sscanf(f->rel, "figures/%31[a-z0-9_]/%n", game, &name_at) != 1 || name_at == 0) {
        LOG_W("rules: %s is not a figure (figures/<game>/<name>.svg or .json)", f->rel);
        return;
    }
    snprintf(rel, sizeof rel, "rules/%s/figures/%s", game, f->rel + name_at);
    snprintf(f->art, sizeof f->art, "data/%s", rel);
    scenes_data_path(path, sizeof path, rel);
    char *text = fs_read_all(path, NULL);
    if (!text) {
        LOG_W("rules: cannot read the figure %s", path);
        return;
    }
    if (f->svg) {
        f->aspect = svg_aspect(text);
        f->ok = f->aspect > 0;
        if (!f->ok) LOG_W("rules: %s has no viewBox or size", f->rel);
    } else {
        f->ok = load_position_figure(f, text);
    }
    free(text);
}

/* `![caption](path)` alone on a line: the caption and path, and the figure block. */
static bool figure_line(scenes_doc *d, int *used, const char *t, size_t tn)
{
    if (tn < 6 || t[0] != '!' || t[1] != '[' || t[tn - 1] != ')') return false;
    const char *mid = NULL;
    for (size_t i = 2; i + 1 < tn; i++)
        if (t[i] == ']' && t[i + 1] == '(') mid = t + i;
    if (!mid) return false;
    size_t plen = (size_t)(t + tn - 1 - (mid + 2));
    if (plen == 0 || plen >= FIG_PATH) return false;
    doc_figure *grown = realloc(d->fig, sizeof *grown * (size_t)(d->nfigs + 1));
    if (!grown) return false;
    d->fig = grown;
    doc_figure *f = &d->fig[d->nfigs];
    memset(f, 0, sizeof *f);
    snprintf(f->rel, sizeof f->rel, "%.*s", (int)plen, mid + 2);
    char *hash = strchr(f->rel, '#');
    if (hash) {
        snprintf(f->focus, sizeof f->focus, "%s", hash + 1);
        *hash = 0;
    }
    load_figure(f);
    doc_block *b = new_block(d, DOC_FIGURE);
    b->fig = d->nfigs++;
    bool bold = false;
    add_words(d, used, t + 2, (size_t)(mid - t - 2), &bold);
    return true;
}

void scenes_doc_set(scenes_doc *d, const char *md)
{
    if (!md) md = "";
    size_t len = strlen(md);
    free_figures(d);
    free(d->words);
    free(d->word);
    free(d->block);
    /* generous bounds: every byte a word, every line a block */
    size_t lines = 1;
    for (size_t i = 0; i < len; i++) lines += md[i] == '\n';
    d->words = malloc(len * 2 + 16);
    d->word = calloc(len + 1, sizeof *d->word);
    d->block = calloc(lines + 1, sizeof *d->block);
    d->nwords = d->nblocks = 0;
    d->laid_w = -1;
    d->scroll.y = 0;
    if (!d->words || !d->word || !d->block) {
        d->nblocks = 0;
        return;
    }
    int used = 0;
    bool open = false, bold = false; /* a paragraph or item takes continuation lines */
    const char *p = md;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        while (n > 0 && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t')) n--;
        size_t ind = 0;
        while (ind < n && (p[ind] == ' ' || p[ind] == '\t')) ind++;
        const char *t = p + ind;
        size_t tn = n - ind;
        if (tn == 0) {
            open = false;
            bold = false;
        } else if (t[0] == '#') {
            size_t h = 0;
            while (h < tn && t[h] == '#') h++;
            if (h <= 3 && h < tn && t[h] == ' ') {
                new_block(d, h == 1 ? DOC_H1 : h == 2 ? DOC_H2 : DOC_H3);
                bold = false;
                add_words(d, &used, t + h + 1, tn - h - 1, &bold);
                bold = false;
                open = false;
            } else
                goto text;
        } else if (t[0] == '!' && figure_line(d, &used, t, tn)) {
            open = false;
            bold = false;
        } else if (tn >= 3 && strspn(t, "-") >= tn) {
            new_block(d, DOC_RULE);
            open = false;
        } else if ((t[0] == '-' || t[0] == '*') && tn >= 2 && t[1] == ' ') {
            new_block(d, DOC_BULLET);
            bold = false;
            add_words(d, &used, t + 2, tn - 2, &bold);
            open = true;
        } else if (isdigit((unsigned char)t[0])) {
            size_t k = 0;
            while (k < tn && k < 6 && isdigit((unsigned char)t[k])) k++;
            if (k + 1 < tn && t[k] == '.' && t[k + 1] == ' ') {
                doc_block *b = new_block(d, DOC_NUMBER);
                snprintf(b->marker, sizeof b->marker, "%.*s.", (int)k, t);
                bold = false;
                add_words(d, &used, t + k + 2, tn - k - 2, &bold);
                open = true;
            } else
                goto text;
        } else {
        text:
            if (!open) {
                new_block(d, DOC_PARA);
                bold = false;
                open = true;
            }
            add_words(d, &used, t, tn, &bold);
        }
        if (!eol) break;
        p = eol + 1;
    }
}

/* The picture of a figure block at the top of y, fitted to the width and kept on screen:
 * SVGs keep their proportions, positions get a box their painter fills. */
static gfx_rect figure_art(const scenes_doc *d, const doc_block *bl, float width, float height,
                           float y)
{
    const doc_figure *f = &d->fig[bl->fig];
    float max_h = fmaxf(120, height * 0.8f), w = width, h;
    if (f->svg && f->ok) {
        h = w / f->aspect;
        if (h > max_h) h = max_h, w = h * f->aspect;
    } else {
        h = fminf(fmaxf(220, width * 0.5f), fmaxf(160, height * 0.8f));
        if (!f->ok) h = 90; /* a missing figure: a slim placeholder with its file name */
    }
    return (gfx_rect){roundf((width - w) * 0.5f), y, w, roundf(h)};
}

static void doc_layout(scenes_doc *d, float width, float height)
{
    float y = 0;
    for (int b = 0; b < d->nblocks; b++) {
        doc_block *bl = &d->block[b];
        float size = kind_size(bl->kind), line = roundf(size * 1.3f);
        float indent = (bl->kind == DOC_BULLET || bl->kind == DOC_NUMBER) ? 30 : 0;
        if (kind_heading(bl->kind) && b > 0) y += bl->kind == DOC_H3 ? 8 : 16;
        bl->y = y;
        if (bl->kind == DOC_RULE) {
            bl->h = 20;
            y += bl->h;
            continue;
        }
        float x = indent, ly = y;
        if (bl->kind == DOC_FIGURE) {
            if (b > 0) y += 6, ly = y;
            bl->y = y;
            bl->art = figure_art(d, bl, width, height, y);
            ly = y + bl->art.h + 8;
        }
        float space = size * 0.28f;
        for (int i = 0; i < bl->count; i++) {
            doc_word *w = &d->word[bl->first + i];
            gfx_font_style st = (w->bold || kind_heading(bl->kind)) ? GFX_BOLD : GFX_REGULAR;
            w->w = gfx_text_width(d->words + w->off, size, st);
            float gap = (i == 0 || w->glued) ? 0 : space;
            if (i > 0 && x + gap + w->w > width && x > indent) {
                /* wrap; a glued fragment drags nothing along (rare: **bold**, in a word) */
                ly += line;
                x = indent;
                gap = 0;
            }
            w->x = x + gap;
            w->y = ly;
            x = w->x + w->w;
        }
        bl->h = ly + line - y;
        if (bl->kind == DOC_FIGURE) {
            if (bl->count == 0) bl->h = bl->art.h;
            /* the caption's lines are centred under the picture */
            for (int i = 0; i < bl->count;) {
                int j = i;
                float ly0 = d->word[bl->first + i].y, right = 0;
                while (j < bl->count && d->word[bl->first + j].y == ly0) {
                    right = d->word[bl->first + j].x + d->word[bl->first + j].w;
                    j++;
                }
                float dx = roundf((width - right) * 0.5f);
                for (int k = i; k < j; k++) d->word[bl->first + k].x += dx;
                i = j;
            }
        }
        bool item = bl->kind == DOC_BULLET || bl->kind == DOC_NUMBER;
        bool next_item = b + 1 < d->nblocks &&
                         (d->block[b + 1].kind == DOC_BULLET || d->block[b + 1].kind == DOC_NUMBER);
        y += bl->h + (bl->kind == DOC_H1       ? 16
                      : kind_heading(bl->kind) ? 6
                      : item && next_item      ? 6
                                               : 12);
    }
    d->content_h = y;
    d->laid_w = width;
    d->laid_h = height;
}

static const float DOC_PAD = 28;

static void draw_figure(const doc_figure *f, gfx_rect r)
{
    if (f->ok && f->svg) {
        gfx_svg(f->art, r, UI_COL_WHITE);
    } else if (f->ok) {
        f->paint(f->state, r, f->focus);
    } else {
        gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(43, 33, 24, 18));
        gfx_rrect_outline(r, UI_RADIUS_S, 2, UI_COL_PANEL_EDGE);
        char msg[FIG_PATH + 64];
        snprintf(msg, sizeof msg, _("Figure not found: %s"), f->rel);
        gfx_text_box(msg, ui_rect_inset(r, 12), UI_FONT_SMALL, GFX_CENTER, UI_COL_INK_SOFT);
    }
}

int scenes_doc_figures(const scenes_doc *d, bool *ok, int cap)
{
    for (int i = 0; i < d->nfigs && i < cap; i++) ok[i] = d->fig[i].ok;
    return d->nfigs;
}

bool scenes_doc_figure_rect(const scenes_doc *d, int i, gfx_rect *out)
{
    if (i < 0 || i >= d->nfigs || d->laid_w < 0) return false;
    for (int b = 0; b < d->nblocks; b++) {
        const doc_block *bl = &d->block[b];
        if (bl->kind != DOC_FIGURE || bl->fig != i) continue;
        *out = (gfx_rect){d->page.x + bl->art.x, d->page.y - d->scroll.y + bl->art.y, bl->art.w,
                          bl->art.h};
        return true;
    }
    return false;
}

bool scenes_doc_event(scenes_doc *d, gfx_rect view, const in_event *ev)
{
    float inner_h = view.h - 2 * DOC_PAD;
    scenes_scroll_set_max(&d->scroll, d->content_h, inner_h);
    if (scenes_scroll_event(&d->scroll, view, ev)) return true;
    float step = 0;
    if (ev->kind == IN_NAV && ev->key == IN_NAV_UP)
        step = -60;
    else if (ev->kind == IN_NAV && ev->key == IN_NAV_DOWN)
        step = 60;
    else if (ev->kind == IN_KEY && ev->key == SDLK_PAGEUP)
        step = -(inner_h - 40);
    else if (ev->kind == IN_KEY && ev->key == SDLK_PAGEDOWN)
        step = inner_h - 40;
    else if (ev->kind == IN_KEY && ev->key == SDLK_SPACE)
        step = inner_h - 40;
    else if (ev->kind == IN_KEY && ev->key == SDLK_HOME)
        step = -1e9f;
    else if (ev->kind == IN_KEY && ev->key == SDLK_END)
        step = 1e9f;
    if (step == 0) return false;
    d->scroll.y = fminf(d->scroll.max, fmaxf(0, d->scroll.y + step));
    return true;
}

void scenes_doc_draw(scenes_doc *d, gfx_rect view)
{
    gfx_rect page = ui_rect_inset(view, DOC_PAD);
    if (page.w != d->laid_w || page.h != d->laid_h) doc_layout(d, page.w, page.h);
    d->page = page;
    scenes_scroll_set_max(&d->scroll, d->content_h, page.h);
    gfx_push_clip((gfx_rect){view.x, view.y + 4, view.w, view.h - 8});
    float top = page.y - d->scroll.y;
    for (int b = 0; b < d->nblocks; b++) {
        const doc_block *bl = &d->block[b];
        if (top + bl->y > view.y + view.h) break;
        if (top + bl->y + bl->h < view.y) continue;
        float size = kind_size(bl->kind);
        gfx_color ink = bl->kind == DOC_H1 ? UI_COL_ACCENT_LO : UI_COL_INK;
        if (bl->kind == DOC_RULE) {
            gfx_fill_rect((gfx_rect){page.x, top + bl->y + 9, page.w, 2}, UI_COL_PANEL_EDGE);
            continue;
        }
        if (bl->kind == DOC_FIGURE) {
            draw_figure(&d->fig[bl->fig],
                        (gfx_rect){page.x + bl->art.x, top + bl->art.y, bl->art.w, bl->art.h});
            ink = UI_COL_INK_SOFT;
        }
        if (bl->kind == DOC_BULLET)
            gfx_circle(page.x + 12, top + bl->y + size * 0.62f, 4, UI_COL_ACCENT);
        if (bl->kind == DOC_NUMBER)
            gfx_text_styled(bl->marker, page.x + 24, top + bl->y + 1, size, GFX_RIGHT | GFX_TOP,
                            GFX_BOLD, UI_COL_ACCENT_LO);
        for (int i = 0; i < bl->count; i++) {
            const doc_word *w = &d->word[bl->first + i];
            float y = top + w->y;
            if (y > view.y + view.h || y + size < view.y) continue;
            gfx_font_style st = (w->bold || kind_heading(bl->kind)) ? GFX_BOLD : GFX_REGULAR;
            gfx_text_styled(d->words + w->off, page.x + w->x, y, size, GFX_LEFT | GFX_TOP, st, ink);
        }
        if (bl->kind == DOC_H1)
            gfx_fill_rect((gfx_rect){page.x, top + bl->y + bl->h + 1, 64, 3}, UI_COL_ACCENT);
    }
    gfx_pop_clip();
    if (d->scroll.max > 0) {
        float frac = page.h / (page.h + d->scroll.max);
        float bh = view.h * frac, by = view.y + (view.h - bh) * (d->scroll.y / d->scroll.max);
        gfx_rrect((gfx_rect){view.x + view.w - 9, by + 4, 5, bh - 8}, 2.5f,
                  GFX_RGBA(43, 33, 24, 70));
    }
}

/* ==== the rules scene ======================================================================= */

typedef struct rules_scene {
    scene base;
    scenes_find_fn find;
    char id[SETUP_ID_LEN];
    const game_entry *entry;
    char title[160];
    scenes_doc *doc;
    ui_button back;
    gfx_rect view;
    bool missing;
} rules_scene;

static const game_entry *find_entry(const char *id)
{
    for (int i = 0; i < game_catalogue_count(); i++)
        if (strcmp(game_catalogue_at(i)->id, id) == 0) return game_catalogue_at(i);
    return NULL;
}

static void rules_layout(rules_scene *r)
{
    gfx_rect s = ui_screen_rect();
    float m = s.w < 900 ? 12 : 24, head = ui_header_h();
    r->back.base.rect = ui_back_rect();
    float pw = fminf(s.w - 2 * m, 920);
    r->view = (gfx_rect){(s.w - pw) / 2, head + 4, pw, s.h - head - 4 - m};
}

static void rules_enter(scene *s)
{
    rules_scene *r = (rules_scene *)s;
    const char *name = r->entry ? _(r->entry->name) : r->id;
    snprintf(r->title, sizeof r->title, _("Rules: %s"), name);
    ui_back_init(&r->back);
    char rel[96], path[1200];
    const char *langs[2] = {i18n_language(), "en"};
    char *text = NULL;
    for (int i = 0; i < 2 && !text; i++) {
        snprintf(rel, sizeof rel, "rules/%s/%s.md", r->id, langs[i]);
        scenes_data_path(path, sizeof path, rel);
        text = fs_read_all(path, NULL);
    }
    r->missing = !text;
    if (!text) {
        char msg[1024];
        snprintf(msg, sizeof msg, "# %s\n\n%s\n\n%s\n\n- data/rules/%s/%s.md\n", name,
                 _("The rules page of this game is not written yet."),
                 _("CityBox looks for it in this file:"), r->id, i18n_language());
        scenes_doc_set(r->doc, msg);
    } else {
        scenes_doc_set(r->doc, text);
        free(text);
    }
    rules_layout(r);
}

static bool rules_event(scene *s, const in_event *ev)
{
    rules_scene *r = (rules_scene *)s;
    rules_layout(r);
    /* Tab (or Shift+Tab) puts the focus on Back, Enter then goes back; the arrows scroll */
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_NEXT || ev->key == IN_NAV_PREV)) {
        r->back.base.focused = !r->back.base.focused;
        return true;
    }
    if (ui_button_event(&r->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    if (scenes_doc_event(r->doc, r->view, ev)) return true;
    return ev->kind == IN_PRESS || ev->kind == IN_NAV;
}

static void rules_draw(scene *s, float alpha)
{
    (void)alpha;
    rules_scene *r = (rules_scene *)s;
    rules_layout(r);
    scenes_draw_backdrop(s);
    scenes_draw_begin(s, false);
    ui_draw_header_title(r->title);
    ui_button_draw(&r->back);
    if (r->back.base.focused && ui_keyboard_mode())
        ui_draw_focus_ring(r->back.base.rect, UI_RADIUS_M);
    ui_draw_panel(r->view);
    scenes_doc_draw(r->doc, r->view);
    scenes_draw_end();
}

static void rules_destroy(scene *s)
{
    rules_scene *r = (rules_scene *)s;
    scenes_doc_free(r->doc);
    free(r);
}

static bool rules_find(scene *s, const char *id, gfx_rect *out)
{
    rules_scene *r = (rules_scene *)s;
    if (strcmp(id, "back") == 0)
        *out = r->back.base.rect;
    else if (strcmp(id, "page") == 0)
        *out = r->view;
    else if (strcmp(id, "missing") == 0 && r->missing)
        *out = r->view;
    else if (strncmp(id, "figure", 6) == 0 && isdigit((unsigned char)id[6]))
        return scenes_doc_figure_rect(r->doc, atoi(id + 6), out);
    else
        return false;
    return true;
}

static const scene_vt rules_vt = {
    .name = "rules",
    .opaque = true,
    .enter = rules_enter,
    .event = rules_event,
    .draw = rules_draw,
    .destroy = rules_destroy,
};

scene *scene_rules_new(const char *game_id)
{
    if (!game_id) return NULL;
    rules_scene *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->doc = scenes_doc_new();
    if (!r->doc) {
        free(r);
        return NULL;
    }
    r->base.vt = &rules_vt;
    r->find = rules_find;
    snprintf(r->id, sizeof r->id, "%s", game_id);
    r->entry = find_entry(game_id);
    return &r->base;
}
