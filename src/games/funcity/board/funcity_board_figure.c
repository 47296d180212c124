/* funcity_board_figure.c: a Fun City position drawn in a rules page: the whole city fitted to the
 * figure, with its open cards, SLOG and the pawns. Focus "example" draws the rulebook's example,
 * the hotel through the Theatre to the Bowl-a-Gnome, numbering the spaces of the rules' own
 * shortest walk (funcity_path); "bus" outlines the bus line's stops; "slog" rings the red space. */
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static void draw_example(const funcity_board_state *b)
{
    uint8_t way[FUNCITY_BOARD_PATH];
    int n = funcity_path(FUNCITY_STREETS + FUNCITY_HOTEL, FUNCITY_STREETS + FUNCITY_BOWL, way,
                         FUNCITY_BOARD_PATH);
    for (int i = 0; i + 1 < n; i++) {
        float x0, y0, x1, y1;
        funcity_board_node_center(b, way[i], &x0, &y0);
        funcity_board_node_center(b, way[i + 1], &x1, &y1);
        gfx_line(x0, y0, x1, y1, b->c * 0.12f, GFX_HEX(0x3BB273));
    }
    for (int i = 1; i < n; i++) {
        float x, y;
        funcity_board_node_center(b, way[i], &x, &y);
        if (way[i] >= FUNCITY_STREETS) y += b->c * 0.3f;
        float r = b->c * 0.27f;
        gfx_circle(x, y, r, GFX_HEX(0x3BB273));
        char t[16];
        snprintf(t, sizeof t, "%d", i);
        gfx_text_styled(t, x, y, fmaxf(funcity_board_min_text(), floorf(r * 1.2f)),
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_WHITE);
    }
}

static void ring(const funcity_board_state *b, int node)
{
    float x, y;
    funcity_board_node_center(b, node, &x, &y);
    gfx_circle_outline(x, y, b->c * 0.62f, fmaxf(2, b->c * 0.08f), UI_COL_ACCENT_LO);
}

void funcity_board_figure(const void *state, gfx_rect r, const char *focus)
{
    static funcity_board_state b;
    memset(&b, 0, sizeof b);
    b.seat = b.armed = b.menu_stop = b.hover_node = b.hover_hand = b.hover_place = b.walk_seat = -1;
    b.clock_t = b.pop_t = b.toss_t = 1;
    const funcity_state *s = state;
    memcpy(&b.act, s, sizeof b.act);
    funcity_board_layout_city(&b, r);
    funcity_board_draw_city_static(&b);
    funcity_board_draw_city_live(&b, s);
    if (focus && !strcmp(focus, "example")) draw_example(&b);
    if (focus && !strcmp(focus, "bus"))
        for (int i = 0; i < FUNCITY_STOPS; i++) ring(&b, funcity_stops[i]);
    if (focus && !strcmp(focus, "slog")) ring(&b, FUNCITY_RED);
}
