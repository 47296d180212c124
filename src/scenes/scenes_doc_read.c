/* scenes_doc_read.c: a scenes_doc page read from Markdown by md4c (Debian's libmd4c,
 * CommonMark): headings, paragraphs, bullets, numbered items, **bold**, rules and figures. A
 * figure is an image alone on its line, `![caption](figures/<game>/<name>.svg|json)`, the file
 * data/rules/<game>/figures/<name>: an SVG (its proportions read here) or a JSON position loaded
 * with that game's load_position, for its board's figure painter (scene_hooks.figure_painter),
 * which a `#focus` after the path tells what the example is about (`road_loop.json#road`). The
 * caption, in the page's language, goes under it. Parsing and loading figures happen when a page
 * is set, never per frame. */
#include <cjson/cJSON.h>
#include <md4c.h>
#include "core/fsutil.h"
#include "core/json_load.h"
#include "core/log.h"
#include "games/registry.h"
#include "scenes/scenes_doc_int.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

scenes_doc *scenes_doc_new(void)
{
    scenes_doc *d = calloc(1, sizeof(scenes_doc));
    if (d) d->go_heading = -1;
    return d;
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

/* The page being read by md4c (md4c.h: a SAX-like parser of CommonMark; its callbacks below
 * turn blocks and spans into doc blocks and words). */
typedef struct md_reader {
    scenes_doc *d;
    const char *md; /* the page's text */
    size_t len;
    int figure; /* inside an image that is a figure: its text is the caption */
    int used;   /* bytes of d->words used */
    int cap;    /* blocks allocated */
    int strong; /* depth of **strong** spans: their words are bold */
    bool space; /* the text so far ends with a space (or a block began): no glue */
    bool item;  /* a list item's block is open and its first paragraph continues it */
    bool open;  /* a block takes text (false after a heading, a rule or a figure ends) */
    int lists;  /* depth of lists */
    bool ordered[8];
    unsigned next[8]; /* ordered: the number of the next item */
    char delim[8];    /* ordered: '.' or ')' */
} md_reader;

static doc_block *new_block(md_reader *r, doc_kind k)
{
    scenes_doc *d = r->d;
    if (d->nblocks == r->cap) {
        int cap = r->cap ? 2 * r->cap : 64;
        doc_block *grown = realloc(d->block, sizeof *grown * (size_t)cap);
        if (!grown) return NULL;
        d->block = grown;
        r->cap = cap;
    }
    doc_block *b = &d->block[d->nblocks++];
    memset(b, 0, sizeof *b);
    b->kind = k;
    b->first = d->nwords;
    r->space = true;
    r->open = true;
    return b;
}

/* Adds the words of text[0..n) to the current block (a paragraph when none takes text). A word
 * that follows the last one with no space between (a **bold** run inside a word) is glued. */
static void add_words(md_reader *r, const char *text, size_t n)
{
    scenes_doc *d = r->d;
    size_t i = 0;
    while (i < n) {
        if (isspace((unsigned char)text[i])) {
            r->space = true;
            i++;
            continue;
        }
        if (!r->open && !new_block(r, DOC_PARA)) return;
        doc_word *w = &d->word[d->nwords++];
        w->off = r->used;
        w->bold = r->strong > 0;
        w->glued = !r->space && d->block[d->nblocks - 1].count > 0;
        while (i < n && !isspace((unsigned char)text[i])) d->words[r->used++] = text[i++];
        d->words[r->used++] = 0;
        d->block[d->nblocks - 1].count++;
        r->space = false;
    }
}

/* An entity (`&amp;`, `&#233;`, `&#xE9;`) as UTF-8 in out (at most 4 bytes); 0 for a named
 * one it does not know (then shown as written). Returns the length. */
static size_t entity(const char *t, size_t n, char *out)
{
    static const struct {
        const char *name, *utf8;
    } named[] = {{"&amp;", "&"},   {"&lt;", "<"},          {"&gt;", ">"},
                 {"&quot;", "\""}, {"&nbsp;", "\xC2\xA0"}, {"&apos;", "'"}};
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
        if (strlen(named[i].name) == n && memcmp(named[i].name, t, n) == 0) {
            size_t k = strlen(named[i].utf8);
            memcpy(out, named[i].utf8, k);
            return k;
        }
    if (n < 4 || t[1] != '#') return 0;
    char num[16];
    snprintf(num, sizeof num, "%.*s", (int)(n - 3), t + 2);
    unsigned long c =
        num[0] == 'x' || num[0] == 'X' ? strtoul(num + 1, NULL, 16) : strtoul(num, NULL, 10);
    if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
    if (c < 0x80) return out[0] = (char)c, 1;
    if (c < 0x800) return out[0] = (char)(0xC0 | c >> 6), out[1] = (char)(0x80 | (c & 63)), 2;
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | c >> 12), out[1] = (char)(0x80 | (c >> 6 & 63));
        return out[2] = (char)(0x80 | (c & 63)), 3;
    }
    out[0] = (char)(0xF0 | c >> 18), out[1] = (char)(0x80 | (c >> 12 & 63));
    out[2] = (char)(0x80 | (c >> 6 & 63)), out[3] = (char)(0x80 | (c & 63));
    return 4;
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

/* An image: a figure block (its caption the image's text, which follows), the file its src. */
static void add_figure(md_reader *r, const MD_ATTRIBUTE *src)
{
    scenes_doc *d = r->d;
    doc_figure *grown = realloc(d->fig, sizeof *grown * (size_t)(d->nfigs + 1));
    if (!grown) return;
    d->fig = grown;
    doc_figure *f = &d->fig[d->nfigs];
    memset(f, 0, sizeof *f);
    size_t n = src->size < FIG_PATH ? src->size : FIG_PATH - 1;
    memcpy(f->rel, src->text, n);
    f->rel[n] = 0;
    char *hash = strchr(f->rel, '#');
    if (hash) {
        snprintf(f->focus, sizeof f->focus, "%s", hash + 1);
        *hash = 0;
    }
    /* the paragraph that holds only the image becomes the figure */
    doc_block *b = r->open && d->nblocks > 0 && d->block[d->nblocks - 1].kind == DOC_PARA &&
                           d->block[d->nblocks - 1].count == 0
                       ? &d->block[d->nblocks - 1]
                       : new_block(r, DOC_PARA);
    if (!b) return;
    load_figure(f);
    b->kind = DOC_FIGURE;
    b->fig = d->nfigs++;
    r->space = true;
}

static bool d_last_empty(const md_reader *r)
{
    return r->d->nblocks > 0 && r->d->block[r->d->nblocks - 1].count == 0;
}

static int enter_block(MD_BLOCKTYPE type, void *detail, void *user)
{
    md_reader *r = user;
    switch (type) {
    case MD_BLOCK_H: {
        unsigned level = ((MD_BLOCK_H_DETAIL *)detail)->level;
        return new_block(r, level <= 1 ? DOC_H1 : level == 2 ? DOC_H2 : DOC_H3) ? 0 : -1;
    }
    case MD_BLOCK_UL:
    case MD_BLOCK_OL:
        if (r->lists < 8) {
            r->ordered[r->lists] = type == MD_BLOCK_OL;
            if (type == MD_BLOCK_OL) {
                const MD_BLOCK_OL_DETAIL *ol = detail;
                r->next[r->lists] = ol->start;
                r->delim[r->lists] = ol->mark_delimiter;
            }
        }
        r->lists++;
        return 0;
    case MD_BLOCK_LI: {
        int l = r->lists > 8 ? 7 : r->lists - 1;
        bool number = l >= 0 && r->ordered[l];
        doc_block *b = new_block(r, number ? DOC_NUMBER : DOC_BULLET);
        if (!b) return -1;
        if (number) snprintf(b->marker, sizeof b->marker, "%u%c", r->next[l]++, r->delim[l]);
        r->item = true;
        return 0;
    }
    case MD_BLOCK_HR:
        if (!new_block(r, DOC_RULE)) return -1;
        r->open = false;
        return 0;
    case MD_BLOCK_P:
    case MD_BLOCK_CODE:
    case MD_BLOCK_TR:
        /* an item's first paragraph is the item's own text */
        if (r->item && d_last_empty(r)) return r->item = false, 0;
        r->item = false;
        return new_block(r, DOC_PARA) ? 0 : -1;
    default: return 0; /* the document, quotes, tables and cells: their paragraphs say it */
    }
}

static int leave_block(MD_BLOCKTYPE type, void *detail, void *user)
{
    (void)detail;
    md_reader *r = user;
    if (type == MD_BLOCK_UL || type == MD_BLOCK_OL) r->lists--;
    if (type != MD_BLOCK_DOC) r->open = false, r->item = false; /* what follows starts anew */
    return 0;
}

/* Whether the image whose source is src stands alone on its line of the page (a figure); an
 * image inside a sentence is read as its text. A source md4c had to rewrite (escapes) is not in
 * the page's text: not a figure. */
static bool alone_on_line(const md_reader *r, const MD_ATTRIBUTE *src)
{
    const char *p = src->text, *end = r->md + r->len;
    if (p < r->md || p >= end) return false;
    const char *a = p, *b = p;
    while (a > r->md && a[-1] != '\n') a--;
    while (b < end && *b != '\n') b++;
    while (a < b && isspace((unsigned char)*a)) a++;
    while (b > a && isspace((unsigned char)b[-1])) b--;
    if (b - a < 6 || a[0] != '!' || a[1] != '[' || b[-1] != ')') return false;
    for (const char *q = a + 2; q + 1 < b; q++)
        if (q[0] == '!' && q[1] == '[') return false; /* two images on the line */
    return true;
}

static int enter_span(MD_SPANTYPE type, void *detail, void *user)
{
    md_reader *r = user;
    if (type == MD_SPAN_STRONG) r->strong++;
    if (type == MD_SPAN_IMG &&
        (r->figure || alone_on_line(r, &((MD_SPAN_IMG_DETAIL *)detail)->src))) {
        if (r->figure++ == 0) add_figure(r, &((MD_SPAN_IMG_DETAIL *)detail)->src);
    }
    return 0;
}

static int leave_span(MD_SPANTYPE type, void *detail, void *user)
{
    (void)detail;
    md_reader *r = user;
    if (type == MD_SPAN_STRONG) r->strong--;
    if (type == MD_SPAN_IMG && r->figure > 0 && --r->figure == 0)
        r->open = false; /* text after the figure is a paragraph of its own */
    return 0;
}

static int text(MD_TEXTTYPE type, const MD_CHAR *t, MD_SIZE n, void *user)
{
    md_reader *r = user;
    char buf[4];
    switch (type) {
    case MD_TEXT_BR:
    case MD_TEXT_SOFTBR: r->space = true; break;
    case MD_TEXT_ENTITY: {
        size_t k = entity(t, n, buf);
        add_words(r, k ? buf : t, k ? k : n);
        break;
    }
    case MD_TEXT_NULLCHAR: add_words(r, "\xEF\xBF\xBD", 3); break;
    default: add_words(r, t, n); break; /* plain, code, raw HTML shown as written */
    }
    return 0;
}

void scenes_doc_set(scenes_doc *d, const char *md)
{
    if (!md) md = "";
    size_t len = strlen(md);
    free_figures(d);
    free(d->words);
    free(d->word);
    free(d->block);
    d->block = NULL;
    /* every byte a word at most (an entity or a NUL grows to 4 bytes from at least 3) */
    d->words = malloc(len * 2 + 16);
    d->word = calloc(len + 1, sizeof *d->word);
    d->nwords = d->nblocks = 0;
    d->laid_w = -1;
    d->scroll.y = 0;
    if (!d->words || !d->word) return;
    md_reader r = {.d = d, .md = md, .len = len};
    const MD_PARSER parser = {.flags = MD_FLAG_NOHTML,
                              .enter_block = enter_block,
                              .leave_block = leave_block,
                              .enter_span = enter_span,
                              .leave_span = leave_span,
                              .text = text};
    if (md_parse(md, (MD_SIZE)len, &parser, &r) != 0) LOG_W("rules: the page could not be read");
}
