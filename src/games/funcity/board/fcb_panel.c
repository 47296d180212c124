/* fcb_panel.c: the right-hand panel (the bank clock with its turning hands and SLOG springing
 * out, the time, the dice, the open CITY cards in full, the players) and the strip along the
 * bottom (what the acting seat is asked, its MAD hand, its choices), with each MAD card's whole
 * text on hover, long press or focus. */
#include "core/i18n.h"
#include "games/funcity/board/fcb_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static float qsize(float s)
{
    return fmaxf(7, floorf(s));
}

void fcb_hhmm(float ticks, char *buf, size_t n)
{
    int m = (int)lroundf(ticks * 10) + 9 * 60;
    snprintf(buf, n, "%d:%02d", m / 60, m % 60);
}

/* The bank with its clock: the art's face is centred at (150,120) of 300, radius 60, and SLOG's
 * little door is under it, about (150,210). */
void fcb_draw_clock(float time, float pop, bool slog_in, gfx_rect r)
{
    float s = r.w, cx = r.x + s * 0.5f, cy = r.y + s * 0.4f, fr = s * 0.2f;
    bool art = fcb_art("data/art/funcity/bank_clock.svg");
    if (art) {
        gfx_svg("data/art/funcity/bank_clock.svg", r, UI_COL_WHITE);
    } else {
        gfx_rect body = {r.x + s * 0.08f, r.y + s * 0.2f, s * 0.84f, s * 0.74f};
        gfx_triangle(r.x + s * 0.04f, body.y, r.x + s * 0.96f, body.y, cx, r.y + s * 0.04f,
                     GFX_HEX(0xB8B0A0));
        gfx_fill_rect(body, GFX_HEX(0xD8D0C0));
        for (int i = 0; i < 4; i++)
            gfx_fill_rect((gfx_rect){body.x + s * (0.06f + 0.2f * (float)i), r.y + s * 0.64f,
                                     s * 0.08f, s * 0.26f},
                          GFX_HEX(0xF4F0E6));
        gfx_fill_rect((gfx_rect){r.x + s * 0.04f, r.y + s * 0.92f, s * 0.92f, s * 0.05f},
                      GFX_HEX(0x9C9484));
        gfx_circle(cx, cy, fr * 1.08f, GFX_HEX(0x6B5B4B));
        gfx_circle(cx, cy, fr, GFX_HEX(0xFFFDF5));
        gfx_rrect((gfx_rect){cx - s * 0.07f, r.y + s * 0.63f, s * 0.14f, s * 0.13f}, s * 0.03f,
                  GFX_HEX(0xE76F51));
    }
    for (int h = 1; h <= 12; h++) {
        float a = (float)h / 12 * 6.28318f;
        char t[16];
        snprintf(t, sizeof t, "%d", h);
        gfx_text_styled(t, cx + sinf(a) * fr * 0.78f, cy - cosf(a) * fr * 0.78f, qsize(fr * 0.26f),
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    }
    float minutes = time * 10 + 9 * 60;
    float ha = fmodf(minutes / 60, 12) / 12 * 6.28318f, ma = fmodf(minutes, 60) / 60 * 6.28318f;
    gfx_line(cx, cy, cx + sinf(ha) * fr * 0.5f, cy - cosf(ha) * fr * 0.5f, fmaxf(2, fr * 0.09f),
             UI_COL_INK);
    gfx_line(cx, cy, cx + sinf(ma) * fr * 0.72f, cy - cosf(ma) * fr * 0.72f,
             fmaxf(1.5f, fr * 0.05f), GFX_HEX(0xB23A48));
    gfx_circle(cx, cy, fmaxf(2, fr * 0.07f), UI_COL_INK);
    float dy = r.y + s * 0.7f; /* SLOG's door */
    if (pop < 1) {             /* she springs out of her door and up past the clock */
        float t = fminf(1, pop * 1.6f);
        float up = sinf(t * 3.14159f * 0.5f) * s * 0.5f, sl = s * (0.1f + 0.22f * t);
        gfx_line(cx, dy, cx, dy - up + sl * 0.3f, fmaxf(2, s * 0.015f), GFX_HEX(0x555555));
        fcb_draw_slog(cx, dy - up, sl);
    } else if (slog_in) { /* she waits behind it: a pair of eyes in the door */
        gfx_circle(cx - s * 0.018f, dy, s * 0.012f, UI_COL_WHITE);
        gfx_circle(cx + s * 0.018f, dy, s * 0.012f, UI_COL_WHITE);
    }
}

void fcb_draw_mad(int kind, gfx_rect r, bool lit)
{
    float rad = r.w * 0.08f;
    gfx_rrect((gfx_rect){r.x + 2, r.y + 3, r.w, r.h}, rad, GFX_RGBA(0, 0, 0, 70));
    gfx_rrect(r, rad, kind < 0 ? GFX_HEX(0x9B2226) : UI_COL_PANEL);
    if (kind < 0 && fcb_art("data/art/funcity/mad_back.svg")) {
        gfx_svg("data/art/funcity/mad_back.svg", r, UI_COL_WHITE);
        return;
    }
    gfx_rrect_outline(r, rad, lit ? 3 : 1.5f, lit ? UI_COL_ACCENT : UI_COL_PANEL_EDGE);
    if (kind < 0) { /* the back */
        gfx_text_styled(_("MAD"), r.x + r.w / 2, r.y + r.h / 2, qsize(r.w * 0.26f),
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
        return;
    }
    char path[96];
    snprintf(path, sizeof path, "data/art/funcity/mad/%s.svg", fc_kinds[kind].key);
    gfx_rect art = {r.x + r.w * 0.12f, r.y + r.w * 0.1f, r.w * 0.76f, r.w * 0.76f};
    if (fcb_art(path))
        gfx_svg(path, art, UI_COL_WHITE);
    else
        gfx_rrect(art, art.w * 0.12f, GFX_HEX(0xE76F51));
    const char *name = _(fc_kinds[kind].name);
    gfx_rect band = {r.x + 3, art.y + art.h + 2, r.w - 6, r.y + r.h - art.y - art.h - 5};
    float size = qsize(fminf(band.h * 0.5f, r.w * 0.16f));
    float w = gfx_text_width(name, size, GFX_BOLD);
    if (w > band.w) /* a long name ("EMBOUTEILLAGE !") narrows, down to 6 units */
        size = fmaxf(6, floorf(size * band.w * 0.92f / w * 2) / 2);
    gfx_text_styled(name, band.x + band.w / 2, band.y + band.h / 2, size, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    if (!lit) gfx_rrect(r, rad, GFX_RGBA(40, 40, 40, 50));
}

static void draw_cards_list(const fcb *b, const fc_state *v)
{
    gfx_rect r = b->cards_r;
    float th = qsize(fminf(20, r.h * 0.12f));
    gfx_text_styled(_("Open CITY cards"), r.x, r.y + th * 0.6f, th, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK_SOFT);
    float y = r.y + th * 1.3f, rh = fminf(40, (r.y + r.h - y) / 4);
    for (int c = 0; c < FC_CITY; c++) {
        if (v->cwhere[c] != FC_C_BOARD || y + rh > r.y + r.h + 1) continue;
        const fc_card_def *d = &fc_cards[c];
        gfx_rect row = {r.x, y, r.w, rh - 3};
        bool open = fc_card_open(v, c);
        gfx_rrect(row, 6, open ? UI_COL_PANEL_ALT : GFX_HEX(0xE6DDCF));
        float fs = qsize(fminf(rh * 0.42f, 18));
        char o[16], cl[16], t[40];
        fc_hhmm(d->open, o, sizeof o);
        fc_hhmm(d->close, cl, sizeof cl);
        snprintf(t, sizeof t, "%s-%s", o, cl);
        float pr = row.h * 0.4f, tw = gfx_text_width(t, fs, GFX_REGULAR);
        gfx_circle(row.x + row.w - pr - 4, row.y + row.h / 2, pr, GFX_HEX(0xE9B949));
        char pts[16];
        snprintf(pts, sizeof pts, "%d", d->points);
        gfx_text_styled(pts, row.x + row.w - pr - 4, row.y + row.h / 2, qsize(pr * 1.3f),
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
        float tx = row.x + row.w - 2 * pr - 10;
        gfx_text(t, tx, row.y + row.h / 2, fs, GFX_RIGHT | GFX_MIDDLE,
                 open ? UI_COL_INK : UI_COL_INK_SOFT);
        const char *name = _(fc_places[d->place].name);
        float room = tx - tw - 8 - (row.x + 6), ns = fs;
        float nw = gfx_text_width(name, ns, GFX_BOLD);
        if (nw > room) ns = qsize(ns * room / nw);
        gfx_text_styled(name, row.x + 6, row.y + row.h / 2, ns, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
        y += rh;
    }
}

static void draw_players(const fcb *b, const fc_state *v)
{
    gfx_rect r = b->players_r;
    float rh = r.h / (float)(v->players ? v->players : 1), fs = qsize(fminf(rh * 0.5f, 18));
    for (int q = 0; q < v->players; q++) {
        gfx_rect row = {r.x, r.y + (float)q * rh, r.w, rh - 2};
        if (q == v->cur && !v->over) gfx_rrect(row, 6, GFX_RGBA(244, 162, 89, 90));
        float pr = fminf(row.h * 0.34f, 12);
        ui_draw_seat_badge(q, row.x + pr + 4, row.y + row.h / 2, pr);
        int cards = 0;
        for (int c = 0; c < FC_CITY; c++) cards += v->cwhere[c] == FC_C_OWNER + q;
        char t[64];
        snprintf(t, sizeof t, _("CITY %d"), cards);
        char m[32];
        snprintf(m, sizeof m, _("MAD %d"), v->hand_n[q]);
        float right = row.x + row.w - 4;
        gfx_text(m, right, row.y + row.h / 2, fs, GFX_RIGHT | GFX_MIDDLE, UI_COL_INK_SOFT);
        right -= gfx_text_width(m, fs, GFX_REGULAR) + 10;
        gfx_text(t, right, row.y + row.h / 2, fs, GFX_RIGHT | GFX_MIDDLE, UI_COL_INK);
        right -= gfx_text_width(t, fs, GFX_REGULAR) + 8;
        float nx = row.x + 2 * pr + 10, room = right - nx;
        const char *name = play_seat_name(b->p, q);
        float ns = fs, nw = gfx_text_width(name, ns, GFX_BOLD);
        if (nw > room && room > 0) ns = qsize(ns * room / nw);
        if (room > 10)
            gfx_text_styled(name, nx, row.y + row.h / 2, ns, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
    }
}

void fcb_draw_panel(fcb *b, const fc_state *v)
{
    ui_draw_panel(b->side);
    bool slog_in = v->slog == FC_SLOG_AT_MARKET || v->slog == FC_SLOG_AT_LIBRARY;
    float t = fcb_clock_time(b, v);
    fcb_draw_clock(t, b->pop_t, slog_in, b->clock_r);
    /* beside the clock: the time, the last press, the dice */
    gfx_rect info = {b->clock_r.x + b->clock_r.w + 8, b->clock_r.y,
                     b->side.x + b->side.w - 8 - (b->clock_r.x + b->clock_r.w + 8), b->clock_r.h};
    char hm[16];
    fcb_hhmm(t, hm, sizeof hm);
    float big = qsize(fminf(info.w * 0.3f, info.h * 0.24f));
    gfx_text_styled(hm, info.x + info.w / 2, info.y + big * 0.7f, big, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    float y = info.y + big * 1.4f, fs = qsize(fminf(16, info.w * 0.12f));
    if (v->last_press) {
        char lp[48];
        snprintf(lp, sizeof lp, _("+%d min"), v->last_press);
        gfx_text(lp, info.x + info.w / 2, y, fs, GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
    }
    y += fs * 1.2f;
    gfx_text(_("ends at 17:00"), info.x + info.w / 2, y, fs, GFX_CENTER | GFX_MIDDLE,
             UI_COL_INK_SOFT);
    y += fs * 1.1f;
    float ds = fminf(info.w * 0.4f, info.y + info.h - y - 4);
    for (int i = 0; i < 2; i++) {
        b->dice[i].rect = (gfx_rect){info.x + info.w / 2 - ds - 3 + (float)i * (ds + 6), y, ds, ds};
        if (v->dice[0] || ui_dice_rolling(&b->dice[i])) ui_dice_draw(&b->dice[i]);
    }
    if (v->dice[0] && v->count && !v->over) {
        char cnt[48];
        snprintf(cnt, sizeof cnt, _("move %d"), v->count);
        gfx_text_styled(cnt, info.x + info.w / 2, y + ds + fs * 0.8f, fs, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_INK);
    }
    draw_cards_list(b, v);
    draw_players(b, v);
}

void fcb_draw_strip(fcb *b, const fc_state *v)
{
    (void)v;
    ui_draw_panel_dark(b->strip);
    char buf[256];
    const char *pr = fcb_prompt(b, buf, sizeof buf);
    char out[256];
    play_format(b->p, pr, out, sizeof out);
    float fs = qsize(fminf(b->prompt.h * 0.75f, 18));
    float w = gfx_text_width(out, fs, GFX_BOLD);
    if (w > b->prompt.w) fs = qsize(fs * b->prompt.w / w);
    gfx_text_styled(out, b->prompt.x, b->prompt.y + b->prompt.h / 2 + 2, fs, GFX_LEFT | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_TEXT);
    for (int i = 0; i < b->nhand; i++) {
        fcb_draw_mad(b->hand_kind[i], b->hand_r[i], b->hand_ok[i] && b->seat >= 0);
        if (b->armed == i) gfx_rrect_outline(ui_rect_inset(b->hand_r[i], -4), 8, 3, UI_COL_GOOD);
        if (b->show_cursor && b->cursor == i) ui_draw_focus_ring(b->hand_r[i], 8);
    }
    for (int i = 0; i < b->nbtn; i++) {
        ui_button_draw(&b->btn[i]);
        if (b->show_cursor && b->cursor == b->nhand + i)
            ui_draw_focus_ring(b->btn[i].base.rect, 10);
    }
}

/* The whole text of the MAD card under the pointer, held, or under the keyboard's cursor. */
void fcb_draw_tip(const fcb *b)
{
    int i = b->hover_hand;
    if (i < 0 && b->show_cursor && b->cursor >= 0 && b->cursor < b->nhand) i = b->cursor;
    if (i < 0 || i >= b->nhand) return;
    if (b->pressing && b->press_time < UI_LONG_PRESS) return;
    const fc_kind_def *k = &fc_kinds[b->hand_kind[i]];
    char t[512];
    snprintf(t, sizeof t, "%s\n%s", _(k->name), _(k->text));
    ui_draw_tooltip(t, b->hand_r[i]);
}
