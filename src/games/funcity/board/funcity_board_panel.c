/* funcity_board_panel.c: the right-hand panel (the bank clock with its turning hands and SLOG
 * springing out, the time, the dice, the open CITY cards in full, the players) and the strip along
 * the bottom (what the acting seat is asked, its MAD hand, its choices), with each MAD card's whole
 * text on hover, long press or focus. */
#include "core/i18n.h"
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* A text size: whole units, never under the smallest allowed (12 real pixels). */
static float qsize(float s)
{
    return fmaxf(funcity_board_min_text(), floorf(s));
}

void funcity_board_hhmm(float ticks, char *buf, size_t n)
{
    int m = (int)lroundf(ticks * 10) + 9 * 60;
    snprintf(buf, n, "%d:%02d", m / 60, m % 60);
}

/* The bank with its clock: the art's face is centred at (150,120) of 300, radius 60, and SLOG's
 * little door is under it, about (150,210). */
void funcity_board_draw_clock(float time, float pop, bool slog_in, gfx_rect r)
{
    float s = r.w, cx = r.x + s * 0.5f, cy = r.y + s * 0.4f, fr = s * 0.2f;
    bool art = funcity_board_art("data/art/funcity/bank_clock.svg");
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
    bool numerals = fr * 0.26f >= funcity_board_min_text(); /* else ticks: no numeral under 12 px */
    for (int h = 1; h <= 12; h++) {
        float a = (float)h / 12 * 6.28318f, sa = sinf(a), ca = cosf(a);
        char t[16];
        snprintf(t, sizeof t, "%d", h);
        if (numerals)
            gfx_text_styled(t, cx + sa * fr * 0.78f, cy - ca * fr * 0.78f, floorf(fr * 0.26f),
                            GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
        else
            gfx_line(cx + sa * fr * 0.7f, cy - ca * fr * 0.7f, cx + sa * fr * 0.88f,
                     cy - ca * fr * 0.88f, fmaxf(1, fr * (h % 3 ? 0.04f : 0.08f)), UI_COL_INK);
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
        funcity_board_draw_slog(cx, dy - up, sl);
    } else if (slog_in) { /* she waits behind it: a pair of eyes in the door */
        gfx_circle(cx - s * 0.018f, dy, s * 0.012f, UI_COL_WHITE);
        gfx_circle(cx + s * 0.018f, dy, s * 0.012f, UI_COL_WHITE);
    }
}

/* How a MAD card of kind lays out in r: its picture (art) and its name's lines in band at size;
 * the name on up to three lines and never under 12 pixels. Returns 2: picture and name, 1: the
 * name alone (the card too small for both), 0: the picture alone (its tooltip names it). */
static int mad_layout(int kind, gfx_rect r, float cap, gfx_rect *art, gfx_rect *band, float *size,
                      char (*lines)[FUNCITY_BOARD_LINE], int *n)
{
    if (cap <= 0) cap = 1e6f;
    const char *name = _(funcity_kinds[kind].name);
    float a = fminf(r.w * 0.76f, r.h * 0.62f);
    *art = (gfx_rect){r.x + (r.w - a) / 2, r.y + r.w * 0.08f, a, a};
    *band = (gfx_rect){r.x + 4, art->y + a + 2, r.w - 8, r.y + r.h - art->y - a - 5};
    if (r.w > r.h * 1.15f) { /* a wide card: the picture on the left */
        a = r.h - 8;
        *art = (gfx_rect){r.x + 4, r.y + 4, a, a};
        *band = (gfx_rect){art->x + a + 4, r.y + 4, r.x + r.w - art->x - a - 8, r.h - 8};
    }
    *size =
        funcity_board_fit_lines(name, fminf(cap, fminf(band->h * 0.5f, fmaxf(r.w, r.h) * 0.13f)),
                                *band, GFX_BOLD, lines, 3, n);
    if (*size) return 2;
    *band = ui_rect_inset(r, 4);
    *size = funcity_board_fit_lines(name, fminf(cap, fminf(band->h * 0.3f, r.w * 0.2f)), *band,
                                    GFX_BOLD, lines, 3, n);
    if (*size) return 1;
    a = fminf(r.w, r.h) - 8;
    *art = ui_rect_centered(r.x + r.w / 2, r.y + r.h / 2, a, a);
    return 0;
}

bool funcity_board_mad_shows_both(int kind, gfx_rect r)
{
    gfx_rect art, band;
    char lines[3][FUNCITY_BOARD_LINE];
    int n;
    float size;
    return mad_layout(kind, r, 0, &art, &band, &size, lines, &n) == 2;
}

float funcity_board_mad_name_size(int kind, gfx_rect r)
{
    gfx_rect art, band;
    char lines[3][FUNCITY_BOARD_LINE];
    int n;
    float size;
    return mad_layout(kind, r, 0, &art, &band, &size, lines, &n) ? size : 0;
}

/* A MAD card: its picture and its name; on a small card the picture gives way to the name, on a
 * tiny one the name to the picture. */
void funcity_board_draw_mad(int kind, gfx_rect r, bool lit, float cap)
{
    float rad = fminf(r.w, r.h) * 0.08f;
    gfx_rrect((gfx_rect){r.x + 2, r.y + 3, r.w, r.h}, rad, GFX_RGBA(0, 0, 0, 70));
    gfx_rrect(r, rad, kind < 0 ? GFX_HEX(0x9B2226) : UI_COL_PANEL);
    if (kind < 0 && funcity_board_art("data/art/funcity/mad_back.svg")) {
        gfx_svg("data/art/funcity/mad_back.svg", r, UI_COL_WHITE);
        return;
    }
    gfx_rrect_outline(r, rad, lit ? 3 : 1.5f, lit ? UI_COL_ACCENT : UI_COL_PANEL_EDGE);
    if (kind < 0) { /* the back */
        float bs = floorf(fminf(r.w, r.h) * 0.26f);
        if (bs >= funcity_board_min_text())
            gfx_text_styled(_("MAD"), r.x + r.w / 2, r.y + r.h / 2, bs, GFX_CENTER | GFX_MIDDLE,
                            GFX_BOLD, UI_COL_TEXT);
        return;
    }
    char path[96], lines[3][FUNCITY_BOARD_LINE];
    snprintf(path, sizeof path, "data/art/funcity/mad/%s.svg", funcity_kinds[kind].key);
    gfx_rect art, band;
    float size;
    int n, how = mad_layout(kind, r, cap, &art, &band, &size, lines, &n);
    if (how != 1) {
        if (funcity_board_art(path))
            gfx_svg(path, art, UI_COL_WHITE);
        else
            gfx_rrect(art, art.w * 0.12f, GFX_HEX(0xE76F51));
    } else { /* the card's colour where the picture was */
        gfx_rrect((gfx_rect){r.x + 3, r.y + 3, r.w - 6, fmaxf(3, r.h * 0.08f)}, rad,
                  GFX_HEX(0xE76F51));
    }
    if (how)
        funcity_board_draw_lines(lines, n, size, band.x + band.w / 2, band.y + band.h / 2, GFX_BOLD,
                                 UI_COL_INK);
    if (!lit) gfx_rrect(r, rad, GFX_RGBA(40, 40, 40, 50));
}

/* A points badge of radius pr centred at (x, y): the number never under 12 pixels. */
static void badge(int points, float x, float y, float pr)
{
    gfx_circle(x, y, pr, GFX_HEX(0xE9B949));
    char pts[16];
    snprintf(pts, sizeof pts, "%d", points);
    gfx_text_styled(pts, x, y, qsize(pr * 1.3f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

static void draw_cards_list(const funcity_board_state *b, const funcity_state *v)
{
    gfx_rect r = b->cards_r;
    float m = funcity_board_min_text(), th = fmaxf(m, floorf(fminf(20, r.h * 0.12f)));
    /* the heading: whole, else smaller, else its short form ("Cartes de CITÉ EN FOLIE
     * ouvertes" is wider than the panel beside the Moves drawer) */
    const char *head = _("Open CITY cards");
    float hs = funcity_board_fit(head, th, r.w, GFX_BOLD);
    if (!hs) head = _("Open cards"), hs = funcity_board_fit(head, th, r.w, GFX_BOLD);
    char cut[64];
    if (!hs) head = funcity_board_elide(head, hs = m, r.w, GFX_BOLD, cut, sizeof cut);
    gfx_text_styled(head, r.x, r.y + th * 0.6f, hs, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK_SOFT);
    float y = r.y + th * 1.3f, rh = fmaxf(m * 1.45f, fminf(40, (r.y + r.h - y) / 4));
    float fs = qsize(fminf((rh - 3) * 0.5f, 18)),
          pr = fminf(fmaxf((rh - 3) * 0.42f, m * 0.72f), (rh - 3) / 2);
    /* the names at one size, the largest that every row's room allows (else cut); a panel too
     * narrow for a name beside its hours shows the name alone (the hours are in the city's
     * tags, or the place's tooltip) */
    float ns = fs, least = gfx_text_width("Bank…", m, GFX_BOLD);
    bool hours = true;
    for (int pass = 0; pass < 2; pass++) {
        ns = fs;
        for (int c = 0; c < FUNCITY_CITY; c++) {
            if (v->cwhere[c] != FUNCITY_C_BOARD) continue;
            char o[16], cl[16], t[40];
            funcity_hhmm(funcity_cards[c].open, o, sizeof o);
            funcity_hhmm(funcity_cards[c].close, cl, sizeof cl);
            snprintf(t, sizeof t, "%s-%s", o, cl);
            float room = r.w - 2 * pr - 14 - (hours ? gfx_text_width(t, fs, GFX_REGULAR) + 10 : 0);
            float f = funcity_board_fit(_(funcity_places[funcity_cards[c].place].name), fs, room,
                                        GFX_BOLD);
            ns = fminf(ns, f ? f : m);
            if (room < least) hours = false;
        }
        if (hours) break;
    }
    for (int c = 0; c < FUNCITY_CITY; c++) {
        if (v->cwhere[c] != FUNCITY_C_BOARD || y + rh > r.y + r.h + 1) continue;
        const funcity_card_def *d = &funcity_cards[c];
        gfx_rect row = {r.x, y, r.w, rh - 3};
        bool open = funcity_card_open(v, c);
        gfx_rrect(row, 6, open ? UI_COL_PANEL_ALT : GFX_HEX(0xE6DDCF));
        char o[16], cl[16], t[40], name[64];
        funcity_hhmm(d->open, o, sizeof o);
        funcity_hhmm(d->close, cl, sizeof cl);
        snprintf(t, sizeof t, "%s-%s", o, cl);
        badge(d->points, row.x + row.w - pr - 3, row.y + row.h / 2, pr); /* inside the row */
        float tx = row.x + row.w - 2 * pr - 10, tw = 0;
        if (hours) {
            tw = gfx_text_width(t, fs, GFX_REGULAR) + 8;
            gfx_text(t, tx, row.y + row.h / 2, fs, GFX_RIGHT | GFX_MIDDLE,
                     open ? UI_COL_INK : UI_COL_INK_SOFT);
        }
        funcity_board_elide(_(funcity_places[d->place].name), ns, tx - tw - (row.x + 6), GFX_BOLD,
                            name, sizeof name);
        gfx_text_styled(name, row.x + 6, row.y + row.h / 2, ns, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        open ? UI_COL_INK : UI_COL_INK_SOFT);
        y += rh;
    }
}

static void draw_players(const funcity_board_state *b, const funcity_state *v)
{
    gfx_rect r = b->players_r;
    float rh = r.h / (float)(v->players ? v->players : 1), fs = qsize(fminf(rh * 0.5f, 18));
    for (int q = 0; q < v->players; q++) {
        gfx_rect row = {r.x, r.y + (float)q * rh, r.w, rh - 2};
        if (q == v->cur && !v->over) gfx_rrect(row, 6, GFX_RGBA(244, 162, 89, 90));
        float pr = fminf(row.h * 0.34f, 12);
        ui_draw_seat_badge(q, row.x + pr + 4, row.y + row.h / 2, pr);
        int cards = 0;
        for (int c = 0; c < FUNCITY_CITY; c++) cards += v->cwhere[c] == FUNCITY_C_OWNER + q;
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
        char name[64];
        funcity_board_elide(play_seat_name(b->p, q), fs, room, GFX_BOLD, name, sizeof name);
        if (room > funcity_board_min_text())
            gfx_text_styled(name, nx, row.y + row.h / 2, fs, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
    }
}

/* What was played this turn to speed the move, for everyone to see: "×2 +5 TAXI!", a halving
 * for each TRAFFIC JAM!. Empty when nothing. */
static void played_this_turn(const funcity_state *v, char *buf, size_t n)
{
    int len = 0;
    buf[0] = 0;
    if (v->over || v->step == FUNCITY_ST_SLOG) return;
    if (v->doubles) len += snprintf(buf + len, n - (size_t)len, "×2 ");
    if (v->adds && len < (int)n) len += snprintf(buf + len, n - (size_t)len, "+%d ", v->adds);
    if (v->taxi && len < (int)n)
        len += snprintf(buf + len, n - (size_t)len, "%s ", _(funcity_kinds[FUNCITY_TAXI].name));
    for (int j = 0; j < v->jams && len < (int)n; j++)
        len += snprintf(buf + len, n - (size_t)len, "½ ");
    if (len > 0 && len < (int)n) buf[len - 1] = 0;
}

void funcity_board_draw_panel(funcity_board_state *b, const funcity_state *v)
{
    ui_draw_panel(b->side);
    bool slog_in = v->slog == FUNCITY_SLOG_AT_MARKET || v->slog == FUNCITY_SLOG_AT_LIBRARY;
    float t = funcity_board_clock_time(b, v), m = funcity_board_min_text();
    if (b->clock_r.w > 8) funcity_board_draw_clock(t, b->pop_t, slog_in, b->clock_r);
    /* beside the clock: the time, the last press, the dice, what was played on them */
    gfx_rect info = {b->clock_r.x + b->clock_r.w + 8, b->clock_r.y,
                     b->side.x + b->side.w - 8 - (b->clock_r.x + b->clock_r.w + 8), b->clock_r.h};
    char hm[16], lp[48], cnt[48], played[96];
    funcity_board_hhmm(t, hm, sizeof hm);
    float big = funcity_board_fit(hm, fminf(info.w * 0.3f, info.h * 0.24f), info.w, GFX_BOLD);
    if (!big) big = m;
    gfx_text_styled(hm, info.x + info.w / 2, info.y + big * 0.7f, big, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    float y = info.y + big * 1.4f, fs = qsize(fminf(16, info.w * 0.12f)), bottom = info.y + info.h;
    played_this_turn(v, played, sizeof played);
    bool rolled = v->dice[0] && v->count && !v->over;
    snprintf(cnt, sizeof cnt, _("move %d"), v->count);
    snprintf(lp, sizeof lp, _("+%d min"), v->last_press);
    /* what the dice and their lines need; the press and the end hour only where room is left */
    float dice_min = m * 1.6f, lines = (float)(rolled + (played[0] != 0)) * fs * 1.3f;
    bool show_press = v->last_press && bottom - y - dice_min - lines >= fs * 1.2f;
    if (show_press) {
        gfx_text(lp, info.x + info.w / 2, y, fs, GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
        y += fs * 1.2f;
    }
    if (bottom - y - dice_min - lines >= fs * 1.1f) {
        const char *ends = _("ends at 17:00");
        float es = funcity_board_fit(ends, fs, info.w, GFX_REGULAR);
        if (es)
            gfx_text(ends, info.x + info.w / 2, y, es, GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
        y += fs * 1.1f;
    }
    float ds = fmaxf(8, fminf(info.w * 0.4f, bottom - y - lines - 4));
    for (int i = 0; i < 2; i++) {
        b->dice[i].rect = (gfx_rect){info.x + info.w / 2 - ds - 3 + (float)i * (ds + 6), y, ds, ds};
        if (v->dice[0] || ui_dice_rolling(&b->dice[i])) ui_dice_draw(&b->dice[i]);
    }
    y += ds + fs * 0.8f;
    if (rolled) {
        gfx_text_styled(cnt, info.x + info.w / 2, y, fs, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
        y += fs * 1.3f;
    }
    if (played[0]) { /* TAXI!, ADD, DOUBLE played this turn, TRAFFIC JAM!s against it */
        char said[96];
        snprintf(said, sizeof said, _("this turn: %s"), played);
        float ps = funcity_board_fit(said, fs, info.w - 12, GFX_BOLD);
        if (ps)
            snprintf(played, sizeof played, "%s", said);
        else
            ps = funcity_board_fit(played, fs, info.w - 12, GFX_BOLD);
        if (ps) {
            float w = gfx_text_width(played, ps, GFX_BOLD) + 12;
            gfx_rrect(ui_rect_centered(info.x + info.w / 2, y, w, ps * 1.35f), 6,
                      GFX_HEX(0xF6C90E));
            gfx_text_styled(played, info.x + info.w / 2, y, ps, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
        }
    }
    draw_cards_list(b, v);
    draw_players(b, v);
}

void funcity_board_draw_strip(funcity_board_state *b, const funcity_state *v)
{
    (void)v;
    ui_draw_panel_dark(b->strip);
    for (int i = 0; i < b->nprompt; i++)
        gfx_text_styled(b->prompt_line[i], b->prompt.x,
                        b->prompt.y + 2 + ((float)i + 0.5f) * b->prompt_size * 1.08f,
                        b->prompt_size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    for (int i = 0; i < b->nhand; i++) {
        funcity_board_draw_mad(b->hand_kind[i], b->hand_r[i], b->hand_ok[i] && b->seat >= 0,
                               b->hand_size);
        if (b->armed == i) gfx_rrect_outline(ui_rect_inset(b->hand_r[i], -4), 8, 3, UI_COL_GOOD);
        if (b->show_cursor && b->cursor == i) ui_draw_focus_ring(b->hand_r[i], 8);
    }
    for (int i = 0; i < b->nbtn; i++) { /* the board's cursor is the button's focus */
        b->btn[i].base.focused = b->show_cursor && b->cursor == b->nhand + i;
        ui_button_draw(&b->btn[i]);
        if (b->btn[i].base.focused) ui_draw_focus_ring(b->btn[i].base.rect, 10);
    }
}

/* The MAD card under the pointer, held or under the keyboard's cursor: its whole text; a place
 * whose name the city had no room for: its name and its open cards. */
void funcity_board_draw_tip(const funcity_board_state *b)
{
    int i = b->hover_hand;
    if (i < 0 && b->show_cursor && b->cursor >= 0 && b->cursor < b->nhand) i = b->cursor;
    if (b->pressing && b->press_time < UI_LONG_PRESS) return; /* a tap, not a long press */
    char t[512];
    if (i >= 0 && i < b->nhand) {
        const funcity_kind_def *k = &funcity_kinds[b->hand_kind[i]];
        snprintf(t, sizeof t, _("%s: %s"), _(k->name), _(k->text)); /* one paragraph */
        ui_draw_tooltip(t, b->hand_r[i]);
        return;
    }
    int p = b->hover_place;
    if (p < 0 || p >= FUNCITY_PLACES || (b->name_shown[p] && b->hours_shown[p])) return;
    int len = snprintf(t, sizeof t, "%s", _(funcity_places[p].name));
    static const char *const seps[2] = {N_(": "), N_("; ")}; /* before the first card, then */
    int k = 0;
    for (int c = 0; c < FUNCITY_CITY && len < (int)sizeof t; c++) {
        if (b->act.cwhere[c] != FUNCITY_C_BOARD || funcity_cards[c].place != p) continue;
        char o[8], cl[8];
        funcity_hhmm(funcity_cards[c].open, o, sizeof o);
        funcity_hhmm(funcity_cards[c].close, cl, sizeof cl);
        len += snprintf(t + len, sizeof t - (size_t)len, _("%s%s-%s, %d points"), _(seps[k]), o, cl,
                        funcity_cards[c].points);
        k = 1;
    }
    ui_draw_tooltip(t, funcity_board_place_rect(b, p));
}
