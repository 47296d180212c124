/* megacity_board_labels.c: the MegaCity board's text, measured before it is drawn. Every label goes
 * through here: it is fitted to the room it has (a smaller size down to MEGACITY_BOARD_TEXT_MIN,
 * else the caller's shorter wording, else wrapped), and its rectangle is noted with the panel it
 * must stay in, so the layout tests can check that no two labels overlap, none leaves its panel and
 * none is smaller than MEGACITY_BOARD_TEXT_MIN, in every language. */
#include "games/megacity/board/megacity_board_int.h"
#include <stdio.h>
#include <string.h>

void megacity_board_labels_begin(megacity_board_data *b)
{
    b->nlabels = 0;
}

static void note(megacity_board_data *b, gfx_rect r, gfx_rect within, float size, const char *t)
{
    if (b->nlabels >= MEGACITY_BOARD_LABELS || !t || !t[0]) return;
    megacity_board_label *l = &b->labels[b->nlabels++];
    l->r = r;
    l->within = within;
    l->size = size;
    snprintf(l->text, sizeof l->text, "%s", t);
}

float megacity_board_text_w(const char *t, float size, gfx_font_style st)
{
    return gfx_text_width(t, size, st);
}

bool megacity_board_fits(const char *t, float w, float size, gfx_font_style st)
{
    return gfx_text_width(t, size, st) <= w;
}

float megacity_board_fit_size(const char *t, float w, float size, gfx_font_style st)
{
    float tw = gfx_text_width(t, size, st);
    if (tw <= w || tw <= 0) return size;
    float s = size * w / tw;
    for (int i = 0; i < 4 && s > MEGACITY_BOARD_TEXT_MIN && gfx_text_width(t, s, st) > w; i++)
        s -= 0.5f;
    return s < MEGACITY_BOARD_TEXT_MIN ? MEGACITY_BOARD_TEXT_MIN : s;
}

float megacity_board_text(megacity_board_data *b, gfx_rect within, const char *t, float x, float y,
                          float size, int align, gfx_font_style st, gfx_color c)
{
    if (!t || !t[0]) return 0;
    float w = gfx_text_width(t, size, st);
    float x0 = align & GFX_CENTER ? x - w / 2 : align & GFX_RIGHT ? x - w : x;
    float y0 = align & GFX_MIDDLE ? y - size / 2 : align & GFX_BOTTOM ? y - size : y;
    note(b, (gfx_rect){x0, y0, w, size}, within, size, t);
    return gfx_text_styled(t, x, y, size, align, st, c);
}

float megacity_board_box_height(const char *t, float w, float size)
{
    return gfx_text_box(t, (gfx_rect){0, 0, w, 10000}, size, GFX_LEFT, (gfx_color){0});
}

float megacity_board_box_fit(const char *t, float w, float h, float size)
{
    float s = size;
    while (s > MEGACITY_BOARD_TEXT_MIN && megacity_board_box_height(t, w, s) > h) s -= 0.5f;
    return s < MEGACITY_BOARD_TEXT_MIN ? MEGACITY_BOARD_TEXT_MIN : s;
}

float megacity_board_text_box(megacity_board_data *b, gfx_rect within, const char *t,
                              gfx_rect megacity_plan_box, float size, int align, gfx_color c)
{
    if (!t || !t[0]) return 0;
    float h = megacity_board_box_height(t, megacity_plan_box.w, size);
    float y0 = megacity_plan_box.y;
    if (align & GFX_MIDDLE) y0 += (megacity_plan_box.h - h) * 0.5f;
    if (align & GFX_BOTTOM) y0 += megacity_plan_box.h - h;
    note(b, (gfx_rect){megacity_plan_box.x, y0, megacity_plan_box.w, h}, within, size, t);
    return gfx_text_box(t, megacity_plan_box, size, align, c);
}

void megacity_board_ellipsize(char *t, size_t cap, float w, float size, gfx_font_style st)
{
    if (megacity_board_fits(t, w, size, st)) return;
    char cut[200];
    size_t n = strlen(t);
    snprintf(cut, sizeof cut, "%s", t);
    while (n > 1) {
        n--;
        while (n > 1 && ((unsigned char)t[n] & 0xC0) == 0x80) n--; /* a whole character */
        snprintf(cut, sizeof cut, "%.*s\xE2\x80\xA6", (int)n, t);
        if (megacity_board_fits(cut, w, size, st)) break;
    }
    snprintf(t, cap, "%s", cut);
}
