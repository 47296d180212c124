/* infinitecity_board_menu.c: the "which token?" chooser of the Infinite City board. A tile that
 * offers several actions (a Stadium or a Bank next to a tile with several players' tokens) opens a
 * small panel of one button per player, placed inside the city's view where it fits (under the
 * tile, else above it, else beside it), never under the hand tray. A press on a choice and its
 * release choose it (mouse, finger, a pad's cursor); a press anywhere else closes it and clicks
 * nothing; arrows move a focus ring over the choices, Enter picks, Escape closes. */
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include <math.h>
#include <stdio.h>

enum { PAD = 8, HEAD = 28, GAP = 4, BUTTON_W = 180 };

void infinitecity_board_menu_open(infinitecity_board_state *b, int c, bool focus)
{
    b->menu_cell = c;
    b->menu_focus = focus ? 0 : -1;
    for (int i = 0; i < b->cell[c].n; i++) {
        snprintf(b->menu_label[i], sizeof b->menu_label[i], "%s",
                 play_seat_name(b->p, INFINITECITY_A_ARG(b->cell[c].a[i])));
        ui_button_init(&b->menu_btn[i], (gfx_rect){0}, b->menu_label[i], UI_BUTTON_PRIMARY);
    }
    infinitecity_board_menu_place(b);
}

void infinitecity_board_menu_close(infinitecity_board_state *b)
{
    b->menu_cell = b->menu_focus = -1;
}

void infinitecity_board_menu_place(infinitecity_board_state *b)
{
    if (b->menu_cell < 0) return;
    const infinitecity_board_cell *cl = &b->cell[b->menu_cell];
    int n = cl->n;
    gfx_rect v = {b->city.x + 4, b->city.y + 4, b->city.w - 8, b->city.h - 8};
    float bh = 42; /* the buttons shrink when six of them would not fit the view */
    if (HEAD + 2 * PAD + (float)n * (bh + GAP) - GAP > v.h)
        bh = fmaxf(30, (v.h - HEAD - 2 * PAD + GAP) / (float)n - GAP);
    float w = BUTTON_W + 2 * PAD, h = HEAD + 2 * PAD + (float)n * (bh + GAP) - GAP;
    float cx, cy, half = b->cam.zoom / 2;
    infinitecity_board_cell_center(b, cl->x, cl->y, &cx, &cy);
    float x = cx - w / 2, y = cy + half + 6;      /* under the tile */
    if (y + h > v.y + v.h) y = cy - half - 6 - h; /* above it */
    if (y < v.y) {                                /* beside it */
        y = cy - h / 2;
        x = cx + half + 6;
        if (x + w > v.x + v.w) x = cx - half - 6 - w;
    }
    x = fmaxf(v.x, fminf(x, v.x + v.w - w));
    y = fmaxf(v.y, fminf(y, v.y + v.h - h));
    b->menu_panel = (gfx_rect){x, y, w, h};
    for (int i = 0; i < n; i++) {
        b->menu_btn[i].base.rect =
            (gfx_rect){x + PAD, y + PAD + HEAD + (float)i * (bh + GAP), BUTTON_W, bh};
        b->menu_btn[i].base.focused = i == b->menu_focus;
    }
}

static bool over(gfx_rect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool infinitecity_board_menu_event(infinitecity_board_state *b, const in_event *ev,
                                   game_action *chosen)
{
    *chosen = 0;
    if (b->menu_cell < 0) return false;
    infinitecity_board_menu_place(b);
    const infinitecity_board_cell *cl = &b->cell[b->menu_cell];
    for (int i = 0; i < cl->n; i++)
        if (ui_button_event(&b->menu_btn[i], ev) == UI_ACTIVATED) {
            *chosen = cl->a[i];
            infinitecity_board_menu_close(b);
            return true;
        }
    int n = cl->n;
    switch (ev->kind) {
    case IN_PRESS: /* on the panel: the buttons have it; elsewhere: closes, clicks nothing */
        if (!over(b->menu_panel, ev->x, ev->y)) infinitecity_board_menu_close(b);
        return true;
    case IN_RELEASE:
    case IN_CANCEL: return true; /* the release of a press the chooser took */
    case IN_NAV:
        switch (ev->key) {
        case IN_NAV_UP:
        case IN_NAV_LEFT:
        case IN_NAV_PREV: b->menu_focus = b->menu_focus <= 0 ? n - 1 : b->menu_focus - 1; break;
        case IN_NAV_DOWN:
        case IN_NAV_RIGHT:
        case IN_NAV_NEXT: b->menu_focus = (b->menu_focus + 1) % n; break;
        case IN_NAV_ACCEPT:
            if (b->menu_focus >= 0) {
                *chosen = cl->a[b->menu_focus];
                infinitecity_board_menu_close(b);
            } else {
                b->menu_focus = 0;
            }
            return true;
        case IN_NAV_BACK: infinitecity_board_menu_close(b); return true;
        default: return false;
        }
        infinitecity_board_menu_place(b);
        return true;
    default: return false;
    }
}

void infinitecity_board_menu_draw(const infinitecity_board_state *b)
{
    if (b->menu_cell < 0) return;
    gfx_rect r = b->menu_panel;
    gfx_rrect_shadow(r, UI_RADIUS_M, 0, UI_SHADOW_DY, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_M, UI_COL_PANEL);
    gfx_rrect_outline(r, UI_RADIUS_M, 2, UI_COL_PANEL_EDGE);
    gfx_text_styled(_("Whose token?"), r.x + r.w / 2, r.y + PAD + HEAD / 2 - 2, UI_FONT_SMALL,
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    for (int i = 0; i < b->cell[b->menu_cell].n; i++) ui_button_draw(&b->menu_btn[i]);
}
