/* scenes_doc_int.h: the page of scenes_doc (scenes.h) shared by its reader (scenes_doc_read.c:
 * Markdown by md4c, figures) and its layout and drawing (scenes_doc.c). */
#ifndef CB_SCENES_DOC_INT_H
#define CB_SCENES_DOC_INT_H
#include "scenes/scenes.h"
#include <stdbool.h>

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
    int go_heading; /* scroll to the section with this many headings (##, ###) before it: -1 none */
};

static inline float doc_kind_size(doc_kind k)
{
    switch (k) {
    case DOC_H1: return 34;
    case DOC_H2: return 27;
    case DOC_H3: return 23;
    case DOC_FIGURE: return 17; /* the caption */
    default: return 20;
    }
}

static inline bool doc_kind_heading(doc_kind k)
{
    return k == DOC_H1 || k == DOC_H2 || k == DOC_H3;
}

#endif
