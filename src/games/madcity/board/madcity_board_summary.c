/* madcity_board_summary.c: each seat's round between rounds, its breakdown (the rules' own,
 * madcity_round_breakdown: zones, road, Park Ranger, contractors, tokens, the round and the total,
 * the Zones line's zones as chips) in its tray; chips that do not fit go behind an "N more" chip
 * that opens the breakdown over the panel. No text under 12 pixels: where the tray cannot hold
 * it at that size (a small window, six seats) the tray says the round and the total and one
 * chip for the zones, and a press opens the whole breakdown over the board, one seat at a time;
 * a press anywhere closes it. */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* How a seat's breakdown shows: in its tray, opened over its panel, or (no room for 12 pixels)
 * short in its tray and opened over the board. */
typedef enum { SUM_TRAY, SUM_PANEL, SUM_SHORT, SUM_BOARD } sum_mode;

typedef struct sum_geo {
    sum_mode mode;
    gfx_rect box;   /* the background */
    gfx_rect rows;  /* the lines (draw_rows) */
    float fr;       /* their font */
    gfx_rect chips; /* the legend, then the chips */
    float fc;       /* the chips' font (their text at 85 %) */
} sum_geo;

void madcity_board_chip_text(const madcity_chip *c, char *buf, size_t n)
{
    if (c->count > 1)
        snprintf(buf, n, _("%d: %+d ×%d"), c->size, c->points, c->count);
    else
        snprintf(buf, n, _("%d: %+d"), c->size, c->points);
}

void madcity_board_more_text(int hidden, int points, char *buf, size_t n)
{
    snprintf(buf, n, _("%d more: %+d"), hidden, points);
}

/* The one chip of a short breakdown, or an "N more" chip with no chip before it. */
static void zones_text(int zones, int points, char *buf, size_t n)
{
    if (zones > 0)
        snprintf(buf, n, zones == 1 ? _("%d zone: %+d") : _("%d zones: %+d"), zones, points);
    else
        snprintf(buf, n, "%s", _("Details"));
}

static float min_text(void)
{
    return 12.0f / gfx_scale();
}

/* Chips in rows from r's top left at font fs: all of them (true), or as many as leave room for
 * the "N more" chip, then that chip (false). */
static bool place_chips(const madcity_breakdown *bd, gfx_rect r, float fs, madcity_board_chips *o)
{
    float h = fs * 1.35f, x = r.x, y = r.y;
    char t[48];
    o->fs = fs;
    o->n = o->hidden = o->hidden_points = 0;
    for (int i = 0; i < bd->nchips; i++) {
        madcity_board_chip_text(&bd->chip[i], t, sizeof t);
        float w = gfx_text_width(t, fs * 0.85f, GFX_BOLD) + 14;
        if (x + w > r.x + r.w && x > r.x) x = r.x, y += h + 4;
        if (y + h > r.y + r.h || w > r.w) { /* the rest goes behind "N more" */
            for (int j = i; j < bd->nchips; j++) {
                o->hidden += bd->chip[j].count;
                o->hidden_points += bd->chip[j].points * bd->chip[j].count;
            }
            break;
        }
        o->spot[o->n++] = (madcity_board_chip_spot){{x, y, w, h}, i};
        x += w + 4;
    }
    if (!o->hidden) return true;
    /* room for "N more": chips leave from the end until it fits after them */
    for (;;) {
        madcity_board_more_text(o->hidden, o->hidden_points, t, sizeof t);
        float w = gfx_text_width(t, fs * 0.85f, GFX_BOLD) + 14;
        float mx = r.x, my = r.y;
        if (o->n > 0) {
            const gfx_rect *last = &o->spot[o->n - 1].r;
            mx = last->x + last->w + 4, my = last->y;
            if (mx + w > r.x + r.w) mx = r.x, my += h + 4;
        }
        if ((my + h <= r.y + r.h && mx + w <= r.x + r.w) || o->n == 0) {
            o->spot[o->n++] = (madcity_board_chip_spot){{mx, my, w, h}, -1};
            return false;
        }
        const madcity_chip *c = &bd->chip[o->spot[--o->n].chip];
        o->hidden += c->count;
        o->hidden_points += c->points * c->count;
    }
}

void madcity_board_layout_chips(const madcity_breakdown *bd, gfx_rect r, float fs,
                                madcity_board_chips *o)
{
    static const float shrink[] = {1.0f, 0.92f, 0.85f};
    for (int k = 0; k < 3; k++)
        if (place_chips(bd, r, fs * shrink[k], o)) return;
}

static void draw_chip(const char *t, gfx_rect r, float fs, gfx_color fill, gfx_color ink)
{
    gfx_rrect(r, r.h * 0.5f, fill);
    gfx_text_styled(t, r.x + r.w * 0.5f, r.y + r.h * 0.5f, fs * 0.85f, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, ink);
}

static void draw_chips(const madcity_breakdown *bd, const madcity_board_chips *L)
{
    char t[48];
    for (int i = 0; i < L->n; i++) {
        const madcity_board_chip_spot *p = &L->spot[i];
        if (p->chip < 0) {
            if (L->n == 1)
                zones_text(L->hidden, L->hidden_points, t, sizeof t);
            else
                madcity_board_more_text(L->hidden, L->hidden_points, t, sizeof t);
            draw_chip(t, p->r, L->fs, UI_COL_ACCENT, UI_COL_INK);
            continue;
        }
        const madcity_chip *c = &bd->chip[p->chip];
        madcity_board_chip_text(c, t, sizeof t);
        draw_chip(t, p->r, L->fs, gfx_hexa(madcity_board_area_hex[c->colour], 255),
                  c->colour == MADCITY_YELLOW ? UI_COL_INK : UI_COL_WHITE);
    }
}

static const char *group_name(int group)
{
    switch (group) {
    case MADCITY_G_ZONES: return _("Zones");
    case MADCITY_G_ROAD: return _("Longest road");
    case MADCITY_G_RANGER: return _("Park Ranger");
    case MADCITY_G_CONTRACTORS: return _("Contractors");
    default: return _("Tokens");
    }
}

/* The box of seat's breakdown: its tray, or (opened by its "N more" chip) the panel under its
 * head. */
static gfx_rect summary_box(const madcity_board_state *b, int seat, bool open)
{
    const madcity_board_panel *P = &b->panel[seat];
    if (open) { /* down to the Ready button, or the panel's foot */
        float top = P->head.y + P->head.h + 6;
        float bottom = b->seat[seat].ready.base.hidden ? P->r.y + P->r.h - 10 : P->button.y - 4;
        return (gfx_rect){P->r.x + 10, top, P->r.w - 20, bottom - top};
    }
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    return r;
}

/* The breakdown's lines from the box's top, at font fs; returns the y under the total. With
 * only_round, the round and the total alone (a short breakdown). */
static float draw_rows(const madcity_breakdown *bd, gfx_rect r, float fs, bool only_round)
{
    float x = r.x + 10, y = r.y + 6, right = r.x + r.w - 10;
    char buf[32];
    for (int k = 0; k < bd->ngroups && !only_round; k++) {
        int v = bd->points[k];
        gfx_text(group_name(bd->group[k]), x, y, fs, GFX_LEFT, UI_COL_INK);
        snprintf(buf, sizeof buf, "%+d", v);
        gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, v < 0 ? UI_COL_BAD : UI_COL_INK);
        y += fs * 1.22f;
    }
    if (!only_round) {
        gfx_line(x, y + 2, right, y + 2, 1.5f, UI_COL_PANEL_EDGE);
        y += 6;
    }
    snprintf(buf, sizeof buf, _("Round %d"), bd->round);
    gfx_text_styled(buf, x, y, fs, GFX_LEFT, GFX_BOLD, UI_COL_INK);
    snprintf(buf, sizeof buf, "%+d", bd->round_points);
    gfx_text_styled(buf, right, y, fs, GFX_RIGHT, GFX_BOLD, UI_COL_INK);
    y += fs * 1.22f;
    gfx_text_styled(_("Total"), x, y, fs * 1.1f, GFX_LEFT, GFX_BOLD, UI_COL_ACCENT_LO);
    snprintf(buf, sizeof buf, "%d", bd->total);
    gfx_text_styled(buf, right, y, fs * 1.1f, GFX_RIGHT, GFX_BOLD, UI_COL_ACCENT_LO);
    return y + fs * 1.5f;
}

static float rows_height(const madcity_breakdown *bd, float fs)
{
    return 12 + ((float)bd->ngroups * 1.22f + 1.22f + 1.5f) * fs;
}

/* What "6: +5" means, over the chips. */
const char *madcity_board_chips_legend(const madcity_breakdown *bd)
{
    for (int i = 0; i < bd->nchips; i++)
        if (bd->chip[i].count > 1) return _("zone size: points (×count)");
    return _("zone size: points");
}

/* The tray's font: its lines, the legend and a row of chips in the tray (opened over the
 * panel, the same font: more rows of chips). */
static float summary_font(const madcity_board_state *b, int seat, const madcity_breakdown *bd)
{
    gfx_rect r = summary_box(b, seat, false);
    float lines = (float)bd->ngroups * 1.22f + 1.22f + 1.5f;
    if (bd->nchips > 0) lines += 1.15f + 1.35f;
    return fminf(UI_FONT_SMALL, (r.h - 22) / lines);
}

static void geometry(const madcity_board_state *b, int seat, const madcity_breakdown *bd,
                     sum_geo *g)
{
    bool open = b->summary_more & (1u << seat);
    float fs = summary_font(b, seat, bd), chips_min = min_text() / 0.85f;
    memset(g, 0, sizeof *g);
    if (fs >= chips_min - 0.01f) { /* the tray, or the panel: the tray's font */
        g->mode = open ? SUM_PANEL : SUM_TRAY;
        g->box = summary_box(b, seat, open);
        g->rows = g->box;
        g->fr = g->fc = fs;
        float y = g->box.y + rows_height(bd, fs);
        g->chips = (gfx_rect){g->box.x + 10, y, g->box.w - 20, g->box.y + g->box.h - y - 6};
        return;
    }
    if (!open) { /* short: the round, the total and one chip */
        g->mode = SUM_SHORT;
        g->box = summary_box(b, seat, false);
        g->rows = g->box;
        g->fr = fmaxf(UI_FONT_SMALL, min_text());
        g->fc = chips_min;
        float y = g->box.y + 6 + g->fr * (1.22f + 1.5f);
        g->chips = (gfx_rect){g->box.x + 10, y, g->box.w - 20, g->box.y + g->box.h - y - 4};
        return;
    }
    /* over the board: a card as big as its lines (left) and its chips (right) */
    g->mode = SUM_BOARD;
    gfx_rect area = ui_rect_inset(b->area, 12);
    float head = UI_FONT_LABEL * 1.6f + 16, foot = fmaxf(UI_FONT_SMALL, min_text()) * 1.5f + 12;
    float room = area.h - head - foot, rows_w = fminf(360, area.w * 0.42f);
    g->fr = fmaxf(fminf(fmaxf(UI_FONT_LABEL, min_text()), (room - 12) / (rows_height(bd, 1) - 12)),
                  min_text());
    g->fc = fmaxf(UI_FONT_LABEL, chips_min);
    float chips_w = fminf(area.w - 56 - rows_w, 480), inner = rows_height(bd, g->fr);
    if (bd->nchips > 0) { /* the legend and the chips' rows, as tall as they come */
        madcity_board_chips all;
        place_chips(bd, (gfx_rect){0, 0, chips_w, 10000}, g->fc, &all);
        float lh = gfx_text_box(madcity_board_chips_legend(bd), (gfx_rect){0, 0, chips_w, 1000},
                                g->fc * 0.85f, GFX_LEFT, (gfx_color){0});
        inner = fmaxf(inner, lh + 8 + all.spot[all.n - 1].r.y + all.spot[all.n - 1].r.h + 6);
    }
    g->box.w = 16 + rows_w + 24 + chips_w + 16;
    g->box.h = head + fminf(inner, room) + foot;
    g->box.x = area.x + (area.w - g->box.w) * 0.5f;
    g->box.y = area.y + (area.h - g->box.h) * 0.5f;
    g->rows = (gfx_rect){g->box.x + 6, g->box.y + head - 6, rows_w + 10, fminf(inner, room)};
    g->chips =
        (gfx_rect){g->box.x + 16 + rows_w + 24, g->box.y + head, chips_w, fminf(inner, room)};
}

/* The legend's box over the chips (wrapped in their width) and the chips under it. */
static gfx_rect legend_and_chips(const madcity_breakdown *bd, const sum_geo *g, gfx_rect *chips)
{
    gfx_rect lg = {g->chips.x, g->chips.y, g->chips.w, 1000};
    lg.h = g->mode == SUM_BOARD ? gfx_text_box(madcity_board_chips_legend(bd), lg, g->fc * 0.85f,
                                               GFX_LEFT, (gfx_color){0})
                                : g->fc * 1.15f;
    *chips = g->chips;
    chips->y += lg.h + (g->mode == SUM_BOARD ? 8 : 0);
    chips->h -= lg.h + (g->mode == SUM_BOARD ? 8 : 0);
    return lg;
}

static void layout(const madcity_board_state *b, int seat, const madcity_state *s,
                   madcity_breakdown *bd, madcity_board_chips *chips, sum_geo *g)
{
    madcity_round_breakdown(s, &b->score, seat, bd);
    geometry(b, seat, bd, g);
    memset(chips, 0, sizeof *chips);
    if (g->mode == SUM_SHORT) { /* every zone behind one chip that opens the breakdown */
        chips->fs = g->fc;
        for (int i = 0; i < bd->nchips; i++) {
            chips->hidden += bd->chip[i].count;
            chips->hidden_points += bd->chip[i].count * bd->chip[i].points;
        }
        if (!bd->nchips) return;
        char t[48];
        zones_text(chips->hidden, chips->hidden_points, t, sizeof t);
        float w = fminf(gfx_text_width(t, g->fc * 0.85f, GFX_BOLD) + 14, g->chips.w);
        chips->spot[chips->n++] =
            (madcity_board_chip_spot){{g->chips.x, g->chips.y, w, g->fc * 1.35f}, -1};
        return;
    }
    gfx_rect r;
    legend_and_chips(bd, g, &r);
    if (g->mode == SUM_BOARD)
        place_chips(bd, r, g->fc, chips);
    else
        madcity_board_layout_chips(bd, r, g->fc, chips);
}

void madcity_board_summary_layout(const madcity_board_state *b, int seat, const madcity_state *s,
                                  madcity_breakdown *bd, madcity_board_chips *chips)
{
    sum_geo g;
    layout(b, seat, s, bd, chips, &g);
}

/* Between rounds: the round's points of one seat, line by line, in its tray (or its short
 * breakdown there, the whole one over the board once opened: drawn last,
 * madcity_board_draw_summaries). */
void madcity_board_draw_round_summary(madcity_board_state *b, int seat, const madcity_state *s)
{
    madcity_breakdown bd;
    madcity_board_chips chips;
    sum_geo g;
    layout(b, seat, s, &bd, &chips, &g);
    b->more_chip[seat] = (gfx_rect){0};
    if (g.mode == SUM_BOARD) {
        b->overlay_seat = seat;
        g.box = summary_box(b, seat, false); /* the tray stays short under it */
        g.mode = SUM_SHORT;
    }
    bool panel = g.mode == SUM_PANEL;
    gfx_rrect(g.box, UI_RADIUS_S, GFX_RGBA(251, 243, 228, panel ? 250 : 235));
    if (bd.sits_out) {
        gfx_text_box(_("Sits out the tie-break round."),
                     (gfx_rect){g.box.x + 10, g.box.y + 6, g.box.w - 20, g.box.h - 12},
                     fmaxf(g.fr, min_text()), GFX_LEFT, UI_COL_INK_SOFT);
        return;
    }
    draw_rows(&bd, g.rows, g.fr, g.mode == SUM_SHORT);
    if (g.mode == SUM_SHORT) { /* a press on it opens the whole breakdown */
        b->more_chip[seat] = g.box;
        if (b->overlay_seat == seat) return;
        if (bd.nchips)
            draw_chips(&bd, &chips);
        else
            draw_chip(_("Details"),
                      (gfx_rect){g.chips.x, g.chips.y,
                                 gfx_text_width(_("Details"), g.fc * 0.85f, GFX_BOLD) + 14,
                                 g.fc * 1.35f},
                      g.fc, UI_COL_ACCENT, UI_COL_INK);
        return;
    }
    if (bd.nchips > 0)
        gfx_text(madcity_board_chips_legend(&bd), g.chips.x, g.chips.y, g.fc * 0.85f, GFX_LEFT,
                 UI_COL_INK_SOFT);
    draw_chips(&bd, &chips);
    for (int i = 0; i < chips.n; i++)
        if (chips.spot[i].chip < 0) b->more_chip[seat] = chips.spot[i].r;
    if (panel) b->more_chip[seat] = b->panel[seat].r;
}

/* The breakdown opened over the board (a small window), over everything else. */
void madcity_board_draw_summary_over(madcity_board_state *b, const madcity_state *s)
{
    int seat = b->overlay_seat;
    if (seat < 0 || seat >= b->players) return;
    madcity_breakdown bd;
    madcity_board_chips chips;
    sum_geo g;
    layout(b, seat, s, &bd, &chips, &g);
    if (g.mode != SUM_BOARD) return;
    ui_tooltip_block(); /* what is under it cannot be pressed */
    gfx_fill_rect(b->area, MADCITY_BOARD_DIM);
    gfx_rrect(g.box, UI_RADIUS_M, GFX_RGBA(251, 243, 228, 255));
    gfx_rrect_outline(g.box, UI_RADIUS_M, 3, ui_seat_color(seat));
    const setup_seat *st = play_seat(b->p, seat);
    char buf[96];
    snprintf(buf, sizeof buf, _("%s: round %d"), st ? st->name : "?", bd.round);
    ui_draw_seat_badge(seat, g.box.x + 30, g.box.y + 16 + UI_FONT_LABEL * 0.6f, 12);
    gfx_text_styled(buf, g.box.x + 50, g.box.y + 16 + UI_FONT_LABEL * 0.6f, UI_FONT_LABEL,
                    GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    draw_rows(&bd, g.rows, g.fr, false);
    gfx_rect r;
    gfx_rect lg = legend_and_chips(&bd, &g, &r);
    if (bd.nchips > 0)
        gfx_text_box(madcity_board_chips_legend(&bd), lg, g.fc * 0.85f, GFX_LEFT, UI_COL_INK_SOFT);
    draw_chips(&bd, &chips);
    gfx_text(_("Press anywhere to close"), g.box.x + g.box.w - 16, g.box.y + g.box.h - 10,
             fmaxf(UI_FONT_SMALL, min_text()), GFX_RIGHT | GFX_BOTTOM, UI_COL_INK_SOFT);
    b->more_chip[seat] = b->area;
    if (ui_ctl_tracing())
        ui_ctl_add(&(ui_ctl){.kind = UI_CTL_BUTTON,
                             .rect = g.box,
                             .enabled = true,
                             .seat = IN_SEAT_ANY,
                             .label = "close the breakdown"});
}

bool madcity_board_summary_press(madcity_board_state *b, float x, float y)
{
    int over = b->overlay_seat;
    if (over >= 0 && over < b->players) { /* opened over the board: any press closes it */
        b->summary_more = 0;
        b->overlay_seat = -1;
        return true;
    }
    for (int seat = 0; seat < b->players; seat++) {
        bool open = b->summary_more & (1u << seat);
        if (ui_contains(b->more_chip[seat], x, y) ||
            (open && ui_contains(b->panel[seat].r, x, y))) {
            b->summary_more ^= 1u << seat;
            return true;
        }
    }
    return false;
}
