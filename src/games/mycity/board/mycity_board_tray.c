/* mycity_board_tray.c: the My City board's right column: each player's tray of counters (rows
 * by value, columns by zone type; in a small window the player to move's tray alone, the others
 * as chips), and the hint line with how to play. */
#include "core/i18n.h"
#include "games/mycity/board/mycity_board_int.h"
#include <math.h>
#include <stdio.h>

/* ---- trays --------------------------------------------------------------------------------- */
static int counters_left(const mycity_state *s, int seat)
{
    int left = 0;
    for (int k = 0; k < MYCITY_KINDS; k++) left += __builtin_popcount(s->cup[seat][k]);
    return left;
}

/* A small window: a seat not to move is a chip, its name and the counters it has left. */
static void draw_chip(const mycity_board_state *b, const mycity_state *s, int seat)
{
    gfx_rect r = b->lay.tray[seat];
    float fs = fmaxf(UI_FONT_SMALL, mycity_board_min_text()), cy = r.y + r.h * 0.5f;
    mycity_board_soft_shadow(r, UI_RADIUS_M, 4, 2, 60);
    gfx_rrect(r, UI_RADIUS_M, GFX_HEX(0xE9DFCF));
    gfx_rrect(r, UI_RADIUS_M, mycity_board_alpha(ui_seat_color(seat), 0.35f));
    ui_draw_seat_badge(seat, r.x + 16, cy, 10);
    char text[16];
    snprintf(text, sizeof text, "%d", counters_left(s, seat));
    float rw =
        gfx_text_styled(text, r.x + r.w - 8, cy, fs, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    const setup_seat *st = play_seat(b->p, seat);
    gfx_push_clip((gfx_rect){r.x + 30, r.y, r.w - 44 - rw, r.h});
    gfx_text_styled(st ? st->name : "?", r.x + 30, cy, fs, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK);
    gfx_pop_clip();
}

void mycity_board_draw_tray(mycity_board_state *b, const mycity_state *s, int seat, bool to_move)
{
    if (!(b->lay.full >> seat & 1)) {
        draw_chip(b, s, seat);
        return;
    }
    gfx_rect r = b->lay.tray[seat];
    gfx_color sc = ui_seat_color(seat);
    if (to_move)
        mycity_board_soft_shadow(r, UI_RADIUS_M, 10, 4, 120);
    else
        mycity_board_soft_shadow(r, UI_RADIUS_M, 5, 3, 70);
    gfx_rrect(r, UI_RADIUS_M, to_move ? UI_COL_PANEL : GFX_HEX(0xE9DFCF));
    gfx_rrect((gfx_rect){r.x, r.y, r.w, 34}, UI_RADIUS_M,
              mycity_board_alpha(sc, to_move ? 0.9f : 0.35f));
    gfx_fill_rect((gfx_rect){r.x, r.y + 22, r.w, 12}, UI_COL_PANEL);
    gfx_fill_rect((gfx_rect){r.x, r.y + 22, r.w, 12},
                  mycity_board_alpha(sc, to_move ? 0.9f : 0.35f));
    if (to_move) gfx_rrect_outline(ui_rect_inset(r, -2), UI_RADIUS_M + 2, 3, sc);
    const setup_seat *st = play_seat(b->p, seat);
    ui_draw_seat_badge(seat, r.x + 18, r.y + 17, 11);
    gfx_color ink = !to_move                    ? UI_COL_INK
                    : mycity_board_is_light(sc) ? MYCITY_BOARD_COL_NAVY
                                                : UI_COL_WHITE;
    char text[64];
    snprintf(text, sizeof text, _("%d left"), counters_left(s, seat));
    float rw = gfx_text_styled(text, r.x + r.w - 10, r.y + 17, UI_FONT_SMALL,
                               GFX_RIGHT | GFX_MIDDLE, GFX_BOLD, ink);
    char rezonings[48] = "";
    if (s->opt[MYCITY_OPT_REZONING]) { /* beside the name, or under the counters when it needs room
                                        */
        snprintf(rezonings, sizeof rezonings, _("rezonings: %d"), s->rezones_left[seat]);
        float zw = 14 + gfx_text_width(rezonings, UI_FONT_SMALL, GFX_REGULAR);
        float name_w = gfx_text_width(st ? st->name : "?", UI_FONT_BODY, GFX_BOLD);
        if (r.w - 48 - rw - 26 - zw >= fminf(name_w, 80)) {
            gfx_text_styled(rezonings, r.x + r.w - 24 - rw, r.y + 17, UI_FONT_SMALL,
                            GFX_RIGHT | GFX_MIDDLE, GFX_REGULAR, ink);
            rw += zw;
            rezonings[0] = 0;
        }
    }
    float nx = r.x + 34, room = r.w - 48 - rw - 26;
    gfx_push_clip((gfx_rect){nx, r.y, room, 34});
    float nw = gfx_text_styled(st ? st->name : "?", nx, r.y + 17, UI_FONT_BODY,
                               GFX_LEFT | GFX_MIDDLE, GFX_BOLD, ink);
    gfx_pop_clip();
    if (!play_seat_is_human(b->p, seat))
        gfx_svg("data/art/ui/bot.svg", (gfx_rect){nx + fminf(nw, room) + 6, r.y + 8, 18, 18},
                mycity_board_alpha(ink, 0.8f));
    /* the counters: columns by zone type, rows by value (highest on top) */
    bool acting = seat == b->act_seat && b->npick > 0;
    bool random = s->opt[MYCITY_OPT_RANDOM] != 0;
    for (int k = 0; k < b->lay.kcols; k++)
        for (int v = (k == MYCITY_SLUM ? 1 : s->ncount); v >= 1; v--) {
            float x, y;
            mycity_board_slot_center(b, seat, k, v, &x, &y);
            bool have = s->cup[seat][k] & (1u << v);
            if (!have) {
                gfx_rrect_outline(ui_rect_centered(x, y, b->lay.tok, b->lay.tok),
                                  b->lay.tok * 0.24f, 1.5f, GFX_RGBA(107, 91, 75, 70));
                continue;
            }
            bool piece = false;
            for (int i = 0; acting && i < b->npick; i++)
                piece |= b->pick[i].kind == k && b->pick[i].value == v;
            if (piece) continue; /* ui_drag draws it */
            float a =
                random && seat == s->to_move && (s->drawn[0] != MYCITY_HIDDEN) && acting ? 0.3f : 1;
            gfx_push_alpha(a);
            mycity_board_draw_token(x, y, b->lay.tok, seat, k, v, v, 0);
            gfx_pop_alpha();
        }
    for (int v = s->ncount; v >= 1 && b->lay.label_w > 0; v--) { /* the rows' values */
        float x, y;
        mycity_board_slot_center(b, seat, 0, v, &x, &y);
        snprintf(text, sizeof text, "%d", v);
        gfx_text_styled(text, x - b->lay.step * 0.5f - b->lay.label_w * 0.5f, y,
                        mycity_board_min_text(), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK_SOFT);
    }
    const char *note = NULL;
    char sel[64];
    if (random && seat == s->to_move && !s->over && s->drawn[0] == MYCITY_HIDDEN)
        note = _("drew two counters");
    else if (random && acting)
        note = _("use one of the two you drew");
    else if (acting && mycity_board_selected(b)) {
        mycity_counter_name(s, b->pick[b->kb_sel].kind, b->pick[b->kb_sel].value, true, sel,
                            sizeof sel);
        note = sel;
    } else if (rezonings[0]) {
        note = rezonings;
    }
    float lx, ly; /* the lowest slot: is there room for a line under it? */
    mycity_board_slot_center(b, seat, 0, 1, &lx, &ly);
    if (note && r.y + r.h - (ly + b->lay.tok * 0.5f) >= UI_FONT_SMALL + 4)
        gfx_text_styled(note, r.x + r.w * 0.5f, r.y + r.h - 6, UI_FONT_SMALL,
                        GFX_CENTER | GFX_BOTTOM, GFX_BOLD, UI_COL_INK_SOFT);
}

/* One line about the square under the pointer or cursor; else what to do now. */
void mycity_board_draw_hint(mycity_board_state *b, const mycity_state *s)
{
    gfx_rect h = b->lay.hint;
    char text[200];
    int sq = b->show_cursor ? b->cur_sq : b->hover_sq;
    text[0] = 0;
    if (sq >= 0 && sq < s->nsq) {
        char name[48], sqn[8];
        mycity_square_name(s, sq, sqn, sizeof sqn);
        if (s->sq_kind[sq] == MYCITY_SQ_LANDMARK) {
            const mycity_landmark_def *L = &mycity_set_of(s)->landmark[s->sq_item[sq]];
            snprintf(text, sizeof text, _("%s: %s, %d prestige"), sqn, _(L->name), L->value);
        } else if (s->sq_kind[sq] < MYCITY_KINDS) {
            const setup_seat *st = play_seat(b->p, s->sq_owner[sq]);
            mycity_counter_name(s, s->sq_kind[sq], s->sq_item[sq], true, name, sizeof name);
            snprintf(text, sizeof text, _("%s: %s of %s, access %d"), sqn, name,
                     st ? st->name : "?", mycity_zone_value(s, sq));
        } else {
            snprintf(text, sizeof text, _("%s: empty"), sqn);
        }
    } else if (b->hover_seat >= 0 && b->hover_seat < s->players) {
        char name[48];
        const setup_seat *st = play_seat(b->p, b->hover_seat);
        mycity_counter_name(s, b->hover_kind, b->hover_value, true, name, sizeof name);
        snprintf(text, sizeof text, _("%s (%s)"), name, st ? st->name : "?");
    } else if (b->pass_note[0]) {
        snprintf(text, sizeof text, "%s", b->pass_note);
    }
    if (text[0]) { /* one line: wrapped in two when the column is narrow */
        float w = gfx_text_width(text, UI_FONT_BODY, GFX_BOLD);
        if (w <= h.w || h.h >= 40)
            gfx_text_styled(text, h.x, h.y + 4, UI_FONT_BODY, GFX_LEFT | GFX_TOP, GFX_BOLD,
                            UI_COL_TEXT);
        else
            gfx_text_box(text, (gfx_rect){h.x, h.y + 2, h.w, 48}, UI_FONT_SMALL, GFX_LEFT | GFX_TOP,
                         UI_COL_TEXT);
    }
    const char *how = b->act_seat >= 0
                          ? _("Drag a counter to a lit square, or tap it then a square. Keys: "
                              "arrows, Tab, Enter. C: control.")
                          : _("Arrows or the pointer: read a square. C: who controls what.");
    gfx_text_box(how, b->lay.how, UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
}
