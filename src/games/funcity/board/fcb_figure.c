/* fcb_figure.c: a Fun City position drawn in a rules page: the whole city fitted to the figure,
 * with its open cards, SLOG and the pawns. Focus "example" draws the rulebook's example, the
 * hotel through the Theatre to the Bowl-a-Gnome, numbering the spaces of the rules' own
 * shortest walk (fc_path); "bus" outlines the bus line's stops; "slog" rings the red space. */
#include "games/funcity/board/fcb_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static void draw_example(const fcb *b)
{
    uint8_t way[FCB_PATH];
    int n = fc_path(FC_STREETS + FC_HOTEL, FC_STREETS + FC_BOWL, way, FCB_PATH);
    for (int i = 0; i + 1 < n; i++) {
        float x0, y0, x1, y1;
        fcb_node_center(b, way[i], &x0, &y0);
        fcb_node_center(b, way[i + 1], &x1, &y1);
        gfx_line(x0, y0, x1, y1, b->c * 0.12f, GFX_HEX(0x3BB273));
    }
    for (int i = 1; i < n; i++) {
        float x, y;
        fcb_node_center(b, way[i], &x, &y);
        if (way[i] >= FC_STREETS) y += b->c * 0.3f;
        float r = b->c * 0.27f;
        gfx_circle(x, y, r, GFX_HEX(0x3BB273));
        char t[16];
        snprintf(t, sizeof t, "%d", i);
        gfx_text_styled(t, x, y, fmaxf(fcb_min_text(), floorf(r * 1.2f)), GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_WHITE);
    }
}

static void ring(const fcb *b, int node)
{
    float x, y;
    fcb_node_center(b, node, &x, &y);
    gfx_circle_outline(x, y, b->c * 0.62f, fmaxf(2, b->c * 0.08f), UI_COL_ACCENT_LO);
}

void fcb_figure(const void *state, gfx_rect r, const char *focus)
{
    static fcb b;
    memset(&b, 0, sizeof b);
    b.seat = b.armed = b.menu_stop = b.hover_node = b.hover_hand = b.hover_place = b.walk_seat = -1;
    b.clock_t = b.pop_t = b.toss_t = 1;
    const fc_state *s = state;
    memcpy(&b.act, s, sizeof b.act);
    fcb_layout_city(&b, r);
    fcb_draw_city_static(&b);
    fcb_draw_city_live(&b, s);
    if (focus && !strcmp(focus, "example")) draw_example(&b);
    if (focus && !strcmp(focus, "bus"))
        for (int i = 0; i < FC_STOPS; i++) ring(&b, fc_stops[i]);
    if (focus && !strcmp(focus, "slog")) ring(&b, FC_RED);
}
