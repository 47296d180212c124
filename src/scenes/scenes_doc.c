/* scenes_doc.c: a scenes_doc page laid out (word-wrapped at the view's width, figures fitted),
 * scrolled and drawn. The layout happens on the first draw and on resize, never per frame. */
#include "core/i18n.h"
#include "scenes/scenes_doc_int.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        float size = doc_kind_size(bl->kind), line = roundf(size * 1.3f);
        float indent = (bl->kind == DOC_BULLET || bl->kind == DOC_NUMBER) ? 30 : 0;
        if (doc_kind_heading(bl->kind) && b > 0) y += bl->kind == DOC_H3 ? 8 : 16;
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
            gfx_font_style st = (w->bold || doc_kind_heading(bl->kind)) ? GFX_BOLD : GFX_REGULAR;
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
        y += bl->h + (bl->kind == DOC_H1           ? 16
                      : doc_kind_heading(bl->kind) ? 6
                      : item && next_item          ? 6
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

void scenes_doc_go_heading(scenes_doc *d, int ordinal)
{
    d->go_heading = ordinal;
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
    for (int b = 0, k = 0; b < d->nblocks && d->go_heading >= 0; b++) {
        if (d->block[b].kind != DOC_H2 && d->block[b].kind != DOC_H3) continue;
        if (k++ < d->go_heading) continue;
        d->scroll.y = fminf(d->scroll.max, fmaxf(0, d->block[b].y - 8));
        d->go_heading = -1;
    }
    d->go_heading = -1;
    gfx_push_clip((gfx_rect){view.x, view.y + 4, view.w, view.h - 8});
    float top = page.y - d->scroll.y;
    for (int b = 0; b < d->nblocks; b++) {
        const doc_block *bl = &d->block[b];
        if (top + bl->y > view.y + view.h) break;
        if (top + bl->y + bl->h < view.y) continue;
        float size = doc_kind_size(bl->kind);
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
            gfx_font_style st = (w->bold || doc_kind_heading(bl->kind)) ? GFX_BOLD : GFX_REGULAR;
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
