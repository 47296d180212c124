/* funcity_board_text.c: text on the Fun City board at every window size, never under 12 real pixels
 * (the README's promise: 16 units in a 640x360 window, 12 at 1280x720): a string is fitted to its
 * box down to that size, wrapped on its spaces, cut with an ellipsis, or left out where even that
 * cannot fit (a place's name then shows in its tooltip). */
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

float funcity_board_min_text(void)
{
    float s = gfx_scale();
    return s > 0 ? 12.0f / s : 12.0f;
}

float funcity_board_fit(const char *t, float want, float w, gfx_font_style st)
{
    float m = funcity_board_min_text(), s = fmaxf(floorf(want), m);
    float tw = gfx_text_width(t, s, st);
    if (tw > w) s = floorf(s * w / tw * 2) / 2; /* about right; glyphs do not scale exactly */
    while (s >= m && gfx_text_width(t, s, st) > w) s -= 0.5f;
    return s >= m ? s : 0;
}

int funcity_board_wrap(const char *t, float size, float w, gfx_font_style st,
                       char (*out)[FUNCITY_BOARD_LINE], int max)
{
    int n = 0;
    const char *p = t;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        if (n == max) return 0;
        /* the longest run of words from p that fits */
        const char *end = NULL;
        for (const char *q = p;; q++) {
            if (*q == ' ' || !*q) {
                char line[FUNCITY_BOARD_LINE];
                snprintf(line, sizeof line, "%.*s", (int)(q - p), p);
                if (gfx_text_width(line, size, st) > w) break;
                end = q;
            }
            if (!*q) break;
        }
        if (!end) return 0; /* one word wider than the box */
        snprintf(out[n++], FUNCITY_BOARD_LINE, "%.*s", (int)(end - p), p);
        p = end;
    }
    return n;
}

/* The size (down to the smallest allowed) at which t wraps into at most max lines of w that
 * stand in h; 0 when none does. The lines in out, their count in *n. */
float funcity_board_fit_lines(const char *t, float want, gfx_rect box, gfx_font_style st,
                              char (*out)[FUNCITY_BOARD_LINE], int max, int *n)
{
    float m = funcity_board_min_text(), s = fmaxf(floorf(want), m);
    for (;;) {
        int k = funcity_board_wrap(t, s, box.w, st, out, max);
        if (k && (float)k * s * 1.08f <= box.h + 0.5f) {
            *n = k;
            return s;
        }
        if (s <= m) break;
        s = fmaxf(m, s - (s > 24 ? 2 : 1));
    }
    *n = 0;
    return 0;
}

void funcity_board_draw_lines(char (*lines)[FUNCITY_BOARD_LINE], int n, float size, float cx,
                              float cy, gfx_font_style st, gfx_color col)
{
    for (int i = 0; i < n; i++)
        gfx_text_styled(lines[i], cx, cy + ((float)i - (float)(n - 1) / 2) * size * 1.08f, size,
                        GFX_CENTER | GFX_MIDDLE, st, col);
}

const char *funcity_board_elide(const char *t, float size, float w, gfx_font_style st, char *out,
                                size_t n)
{
    snprintf(out, n, "%s", t);
    if (gfx_text_width(out, size, st) <= w) return out;
    size_t len = strlen(out);
    while (len > 0) {
        do len--;
        while (len > 0 && ((unsigned char)out[len] & 0xC0) == 0x80); /* a whole UTF-8 char */
        while (len > 0 && out[len - 1] == ' ') len--;
        snprintf(out + len, n - len, "…");
        if (gfx_text_width(out, size, st) <= w) return out;
    }
    return out;
}
