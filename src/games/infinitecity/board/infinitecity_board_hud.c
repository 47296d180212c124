/* infinitecity_board_hud.c: what the Infinite City board says around the city: the players' row
 * (tokens and tiles left), the strip's prompt and its label ("Top of the deck", a Temple's hand),
 * the last round announced to everyone over the city, the end's reason (and the tie-break only when
 * points tie), the column and row numbers that name places x,y as the move log does, and the
 * power text of a hovered, long-pressed or focused tile (in the hand or the city). No text
 * under 12 px (infinitecity_board_legible). */
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "no tokens", "1 token", "7 tokens": a message for none, one and more (plural-free catalogs). */
static void count_phrase(char *out, size_t n, int count, const char *none, const char *one,
                         const char *more)
{
    if (count == 0)
        snprintf(out, n, "%s", none);
    else if (count == 1)
        snprintf(out, n, "%s", one);
    else
        snprintf(out, n, more, count);
}

/* The end: why, then, when some players tie on points, the tie-break with what each has. */
static void end_text(infinitecity_board_state *b, const infinitecity_state *v, char *t, size_t n)
{
    char reason[256];
    play_format(b->p, infinitecity_end_reason(v, reason, sizeof reason), t, n);
    game_score *sc = malloc(sizeof *sc);
    if (!sc) return;
    infinitecity_score(v, sc);
    for (int q = 0; q < v->players; q++) {
        bool tied = false, first = true;
        for (int o = 0; o < q; o++) tied |= sc->total[o] == sc->total[q];
        if (tied) continue; /* this total was told with an earlier player */
        for (int o = q + 1; o < v->players; o++) tied |= sc->total[o] == sc->total[q];
        if (!tied) continue;
        size_t len = strlen(t);
        snprintf(t + len, n - len, _(" Tied on %d points, the largest group decides:"),
                 sc->total[q]);
        for (int o = q; o < v->players; o++) {
            if (sc->total[o] != sc->total[q]) continue;
            len = strlen(t);
            snprintf(t + len, n - len, first ? " %s %d" : ", %s %d", play_seat_name(b->p, o),
                     infinitecity_largest_group(v, o));
            first = false;
        }
        len = strlen(t);
        snprintf(t + len, n - len, "%s", ".");
    }
    free(sc);
}

/* What the strip shows when it is not the hand: the deck's top (a Library), a player's hand (a
 * Temple), written after its tiles. */
static void strip_label(infinitecity_board_state *b, const infinitecity_state *v)
{
    if (b->seat < 0 || b->nhand == 0) return;
    char t[96];
    if (v->step == INFINITECITY_ST_LIBRARY)
        snprintf(t, sizeof t, "%s", _("Top of the deck"));
    else if (v->step == INFINITECITY_ST_TEMPLE_TAKE && v->target < v->players)
        snprintf(t, sizeof t, _("%s's hand"), play_seat_name(b->p, v->target));
    else
        return;
    gfx_rect last = b->hand_r[b->nhand - 1];
    float x = last.x + last.w + 14, y = last.y + last.h / 2;
    float w = gfx_text_width(t, UI_FONT_SMALL, GFX_BOLD) + 20;
    gfx_rrect((gfx_rect){x, y - 14, w, 28}, 14, UI_COL_ACCENT2);
    gfx_text_styled(t, x + 10, y, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    gfx_line(x - 10, y, x, y, 2, UI_COL_ACCENT2);
}

void infinitecity_board_draw_top(infinitecity_board_state *b, const infinitecity_state *v)
{
    gfx_rect r = b->top;
    gfx_fill_rect(r, GFX_RGBA(8, 12, 24, 120));
    float w = r.w / (float)(v->players ? v->players : 1);
    char t[128];
    for (int q = 0; q < v->players; q++) {
        float x = r.x + (float)q * w + 8, cy = r.y + r.h / 2;
        if (q == v->cur && !v->over)
            gfx_rrect((gfx_rect){x - 4, r.y + 3, w - 8, r.h - 6}, 8, GFX_RGBA(255, 255, 255, 40));
        ui_draw_seat_badge(q, x + 12, cy, 11);
        char tk[48], ti[48];
        count_phrase(tk, sizeof tk, v->supply[q], _("no tokens"), _("1 token"), _("%d tokens"));
        count_phrase(ti, sizeof ti, v->hand_n[q], _("no tiles"), _("1 tile"), _("%d tiles"));
        snprintf(t, sizeof t, _("%s: %s, %s"), play_seat_name(b->p, q), tk, ti);
        gfx_font_style fs = q == v->cur && !v->over ? GFX_BOLD : GFX_REGULAR;
        if (gfx_text_width(t, UI_FONT_SMALL, fs) > w - 40) {
            /* narrow (five or six players): the name, then a token and a tile with counts */
            char n1[8], n2[8];
            snprintf(n1, sizeof n1, "%d", (int)v->supply[q]);
            snprintf(n2, sizeof n2, "%d", (int)v->hand_n[q]);
            float right = x + w - 12, w2 = gfx_text_width(n2, UI_FONT_SMALL, GFX_BOLD);
            float w1 = gfx_text_width(n1, UI_FONT_SMALL, GFX_BOLD);
            float tx2 = right - w2, ix2 = tx2 - 12, tx1 = ix2 - 12 - w1, ix1 = tx1 - 10;
            gfx_rrect((gfx_rect){ix2 - 7, cy - 8, 14, 16}, 3, GFX_HEX(0x34487A));
            gfx_rrect_outline((gfx_rect){ix2 - 7, cy - 8, 14, 16}, 3, 1.5f, UI_COL_SAND);
            gfx_text_styled(n2, tx2, cy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_TEXT);
            gfx_circle(ix1, cy, 7, ui_seat_color(q));
            gfx_circle_outline(ix1, cy, 7, 1.5f, UI_COL_INK);
            gfx_text_styled(n1, tx1, cy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_TEXT);
            gfx_push_clip((gfx_rect){x + 28, r.y, ix1 - 12 - x - 28, r.h});
            gfx_text_styled(play_seat_name(b->p, q), x + 28, cy, UI_FONT_SMALL,
                            GFX_LEFT | GFX_MIDDLE, fs, UI_COL_TEXT);
            gfx_pop_clip();
            continue;
        }
        gfx_push_clip((gfx_rect){x + 28, r.y, w - 40, r.h});
        gfx_text_styled(t, x + 28, cy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE, fs, UI_COL_TEXT);
        gfx_pop_clip();
    }
}

void infinitecity_board_draw_strip(infinitecity_board_state *b, const infinitecity_state *v)
{
    gfx_rect r = b->strip;
    gfx_fill_rect(r, GFX_RGBA(8, 12, 24, 170));
    char t[256];
    if (b->seat >= 0) {
        const char *pr = infinitecity_step_prompt(&b->act);
        bool hotel = false;
        for (int c = 0; c < b->ncell; c++)
            hotel |= INFINITECITY_A_OP(b->cell[c].a[0]) == INFINITECITY_OP_HOTEL;
        if (b->armed >= 0)
            snprintf(t, sizeof t, "%s", _("Choose a lit spot next to the city for the tile."));
        else if (hotel && v->step == INFINITECITY_ST_TURN)
            snprintf(t, sizeof t, "%s %s", pr, _("Lit Hotels take a token instead."));
        else
            snprintf(t, sizeof t, "%s", pr);
    } else if (v->over) { /* why it ended; the tie-break only when points tie */
        end_text(b, v, t, sizeof t);
    } else {
        snprintf(t, sizeof t, "%s", play_banner(b->p));
    }
    char deck[64];
    snprintf(deck, sizeof deck, _("Deck: %d"), (int)v->deck_n);
    float dw = gfx_text_width(deck, UI_FONT_SMALL, GFX_REGULAR) + 16;
    float room = b->prompt.w - dw, size = UI_FONT_BODY;
    if (gfx_text_width(t, size, GFX_BOLD) > room) size = UI_FONT_SMALL;
    if (v->over) { /* no hand any more: why it ended has the strip, left of "Fit city" */
        gfx_rect box = {b->prompt.x, b->prompt.y + 2, b->fit.base.rect.x - b->prompt.x - 12,
                        b->strip.h - 12};
        float fs = UI_FONT_BODY; /* smaller when it would run out of the strip */
        if (gfx_text_box(t, (gfx_rect){-10000, -10000, box.w, 1000}, fs, GFX_LEFT,
                         GFX_RGBA(0, 0, 0, 0)) > box.h)
            fs = UI_FONT_SMALL;
        gfx_text_box(t, box, fs, GFX_LEFT, UI_COL_TEXT);
    } else {
        gfx_push_clip((gfx_rect){b->prompt.x, b->prompt.y, room, b->prompt.h});
        gfx_text_styled(t, b->prompt.x, b->prompt.y + b->prompt.h / 2, size, GFX_LEFT | GFX_MIDDLE,
                        GFX_BOLD, b->seat >= 0 ? UI_COL_ACCENT_HI : UI_COL_TEXT);
        gfx_pop_clip();
    }
    gfx_text_styled(deck, b->prompt.x + b->prompt.w, b->prompt.y + b->prompt.h / 2, UI_FONT_SMALL,
                    GFX_RIGHT | GFX_MIDDLE, GFX_REGULAR, UI_COL_TEXT_SOFT);
    for (int i = 0; i < b->nhand; i++) {
        gfx_rect h = b->hand_r[i];
        if (b->dragging && i == b->pressed) {
            gfx_rrect(h, h.w * 0.1f, GFX_RGBA(255, 255, 255, 30));
            continue;
        }
        /* armed: lifted; pressed: half lifted at once (the press shows before a drag starts) */
        float lift = i == b->armed ? 8 : i == b->pressed ? 4 : 0, in = b->hand_t[i];
        gfx_push_alpha(in);
        infinitecity_board_draw_tile(b->hand_kind[i], true, h.x + h.w / 2,
                                     h.y + h.h / 2 - lift + (1 - in) * 40, h.w, 1);
        gfx_pop_alpha();
        if (b->seat >= 0 && !b->play_ok[i])
            gfx_rrect(h, h.w * 0.1f, GFX_RGBA(8, 12, 24, 110));
        else if (b->seat >= 0)
            gfx_rrect_outline((gfx_rect){h.x - 2, h.y - 2 - lift, h.w + 4, h.h + 4}, h.w * 0.12f,
                              i == b->armed ? 4 : 2, i == b->armed ? UI_COL_ACCENT : UI_COL_GOOD);
    }
    strip_label(b, v);
    for (int i = 0; i < b->nbtn; i++) { /* the board's cursor is the button's focus */
        b->btn[i].base.focused = b->show_cursor && b->seat >= 0 && b->cursor == b->nhand + i;
        ui_button_draw(&b->btn[i]);
    }
    ui_set_disabled(&b->fit.base, infinitecity_board_is_fit(b, &b->act),
                    _("The whole city is in view already"));
    ui_button_draw(&b->fit);
}

void infinitecity_board_draw_banner(infinitecity_board_state *b, const infinitecity_state *v)
{
    int who;
    if (!infinitecity_last_round(v, &who) || who < 0 || who >= v->players) return;
    char t[256];
    snprintf(t, sizeof t,
             _("Last round: %s placed their last token; everyone else plays once more."),
             play_seat_name(b->p, who));
    float size = UI_FONT_BODY, room = b->city.w - 24;
    if (gfx_text_width(t, size, GFX_BOLD) + 32 > room) size = UI_FONT_SMALL;
    gfx_rect r = {b->city.x + 12, b->city.y + 26, room, 34};
    float w = fminf(room, gfx_text_width(t, size, GFX_BOLD) + 32);
    r.x = b->city.x + (b->city.w - w) / 2, r.w = w;
    if (gfx_text_width(t, size, GFX_BOLD) + 32 > room) { /* two lines */
        r.h = 56;
        gfx_rrect(r, 12, GFX_RGBA(120, 40, 20, 230));
        gfx_rrect_outline(r, 12, 2, UI_COL_WARN);
        gfx_text_box(t, (gfx_rect){r.x + 12, r.y + 6, r.w - 24, r.h - 8}, size, GFX_CENTER,
                     UI_COL_TEXT);
        return;
    }
    gfx_rrect(r, 12, GFX_RGBA(120, 40, 20, 230));
    gfx_rrect_outline(r, 12, 2, UI_COL_WARN);
    gfx_text_styled(t, r.x + r.w / 2, r.y + r.h / 2, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
}

/* Column numbers along the top of the view and row numbers down its left side, every k-th
 * where they would crowd: the places "x,y" the move log names. */
void infinitecity_board_draw_rulers(infinitecity_board_state *b)
{
    float z = b->cam.zoom, fs = UI_FONT_SMALL;
    gfx_rect vis = ui_camera_visible(&b->cam), c = b->city;
    int every = 1;
    while (z * (float)every < gfx_text_width("-88", fs, GFX_REGULAR) + 6) every *= 2;
    gfx_fill_rect((gfx_rect){c.x, c.y, c.w, INFINITECITY_BOARD_RULER_H}, GFX_RGBA(8, 12, 24, 140));
    gfx_fill_rect((gfx_rect){c.x, c.y + INFINITECITY_BOARD_RULER_H, INFINITECITY_BOARD_RULER_W,
                             c.h - INFINITECITY_BOARD_RULER_H},
                  GFX_RGBA(8, 12, 24, 140));
    char t[16];
    for (int x = (int)floorf(vis.x); x <= (int)ceilf(vis.x + vis.w); x++) {
        if (x % every) continue;
        float sx, sy;
        ui_camera_to_screen(&b->cam, (float)x, 0, &sx, &sy);
        if (sx < c.x + 38 || sx > c.x + c.w - 10) continue;
        snprintf(t, sizeof t, "%d", x);
        gfx_text_styled(t, sx, c.y + INFINITECITY_BOARD_RULER_H / 2, fs, GFX_CENTER | GFX_MIDDLE,
                        GFX_REGULAR, UI_COL_TEXT_SOFT);
    }
    int every_y = 1;
    while (z * (float)every_y < fs + 4) every_y *= 2;
    for (int y = (int)floorf(vis.y); y <= (int)ceilf(vis.y + vis.h); y++) {
        if (y % every_y) continue;
        float sx, sy;
        ui_camera_to_screen(&b->cam, 0, (float)y, &sx, &sy);
        if (sy < c.y + 30 || sy > c.y + c.h - 8) continue;
        snprintf(t, sizeof t, "%d", y);
        gfx_text_styled(t, c.x + INFINITECITY_BOARD_RULER_W / 2, sy, fs, GFX_CENTER | GFX_MIDDLE,
                        GFX_REGULAR, UI_COL_TEXT_SOFT);
    }
}

void infinitecity_board_draw_power_text(infinitecity_board_state *b, const infinitecity_state *v)
{
    int k = b->hover_kind;
    if (k < 0 || k >= INFINITECITY_KINDS || b->dragging || b->hover_mute) return;
    if (b->press_time < 0.35f) return;
    const infinitecity_kind_def *d = &infinitecity_kinds[k];
    char head[128], sub[128], pts[48];
    int slot = b->hover_slot;
    if (b->hover_at_cell && slot >= 0 && slot < INFINITECITY_TILES &&
        v->kind[slot] != INFINITECITY_NONE)
        snprintf(head, sizeof head, _("%s at %d,%d"), _(d->name), v->tx[slot], v->ty[slot]);
    else
        snprintf(head, sizeof head, "%s", _(d->name));
    count_phrase(pts, sizeof pts, d->value, _("No points"), _("1 point"), _("%d points"));
    if (d->silver)
        snprintf(sub, sizeof sub, _("%s, silver ring"), pts);
    else
        snprintf(sub, sizeof sub, "%s", pts);
    float w = 320, tx = b->hover_x + 18, ty = b->hover_y + 18;
    float th = gfx_text_box(_(d->text), (gfx_rect){-10000, -10000, w - 24, 400}, UI_FONT_SMALL,
                            GFX_LEFT, GFX_RGBA(0, 0, 0, 0));
    float h = th + 64;
    if (tx + w > b->area.x + b->area.w) tx = b->hover_x - w - 18;
    if (ty + h > b->area.y + b->area.h || b->hover_y > b->strip.y - 8) /* above a hand tile */
        ty = b->hover_y - h - 12;
    if (ty < b->area.y) ty = b->area.y + 4;
    if (tx < b->area.x) tx = b->area.x + 4;
    gfx_rect r = {tx, ty, w, h};
    gfx_rrect_shadow(r, UI_RADIUS_M, 0, UI_SHADOW_DY, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_M, UI_COL_PANEL);
    gfx_rrect_outline(r, UI_RADIUS_M, 2, UI_COL_PANEL_EDGE);
    gfx_text_styled(head, r.x + 12, r.y + 10, UI_FONT_BODY, GFX_LEFT | GFX_TOP, GFX_BOLD,
                    UI_COL_INK);
    gfx_text_styled(sub, r.x + 12, r.y + 34, UI_FONT_SMALL, GFX_LEFT | GFX_TOP, GFX_REGULAR,
                    UI_COL_INK_SOFT);
    gfx_text_box(_(d->text), (gfx_rect){r.x + 12, r.y + 56, w - 24, 400}, UI_FONT_SMALL, GFX_LEFT,
                 UI_COL_INK);
}
