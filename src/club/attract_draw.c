/* attract_draw.c: what attract mode paints over the scenes: the title card of the game about to
 * be shown (its cover art, name, one-line pitch, players and typical length), the caption strip
 * at the foot of a game in progress, the results banner, the "touch to play" hint, and the slot
 * of the evening's standings (filled by the ladder). */
#include "club/attract_int.h"
#include "club/ladder.h"
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/theme.h"
#include "ui/ui.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* A game's typical length at a club table, in minutes, as its rules table says (0: none). */
int attract_typical_minutes(const char *game_id)
{
    const game_def *g = game_find(game_id);
    return g ? g->typical_minutes : 0;
}

void attract_card_fill(attract_card *c, const game_entry *e)
{
    const game_def *g = e->def;
    char rel[64];
    c->e = e;
    snprintf(rel, sizeof rel, "games/%s.svg", e->id);
    scenes_art(c->art, sizeof c->art, rel);
    if (g->min_players == g->max_players)
        snprintf(c->players, sizeof c->players, _("%d players"), g->min_players);
    else
        snprintf(c->players, sizeof c->players, _("%d to %d players"), g->min_players,
                 g->max_players);
    int minutes = attract_typical_minutes(e->id);
    c->length[0] = 0;
    if (minutes > 0) snprintf(c->length, sizeof c->length, _("about %d minutes"), minutes);
}

void attract_draw_title(const attract_card *c, float alpha, int index, int count)
{
    float W = gfx_width(), H = gfx_height();
    gfx_push_alpha(alpha);
    ui_draw_background();
    float cw = fminf(W - 64, 1000), ch = fminf(H - 64, 520);
    gfx_rect card = {(W - cw) / 2, (H - ch) / 2, cw, ch};
    ui_draw_panel(card);
    float pad = 36, artw = fminf(ch - 2 * pad, cw * 0.4f);
    gfx_rect art = {card.x + pad, card.y + (ch - artw * 0.75f) / 2, artw, artw * 0.75f};
    gfx_svg(c->art, art, UI_COL_WHITE);
    float x = art.x + art.w + pad, w = card.x + card.w - pad - x, y = card.y + pad + 8;
    gfx_text_styled(_("Now showing"), x, y, UI_FONT_BODY, GFX_LEFT | GFX_TOP, GFX_BOLD,
                    UI_COL_ACCENT_LO);
    y += 34;
    gfx_text_styled(_(c->e->name), x, y, UI_FONT_HUGE * (W < 900 ? 0.6f : 0.8f), GFX_LEFT | GFX_TOP,
                    GFX_BOLD, UI_COL_INK);
    y += W < 900 ? 50 : 66;
    y += gfx_text_box(_(c->e->tagline), (gfx_rect){x, y, w, 120}, UI_FONT_HEAD, GFX_LEFT,
                      UI_COL_INK) +
         24;
    gfx_text(c->players, x, y, UI_FONT_LABEL, GFX_LEFT | GFX_TOP, UI_COL_INK_SOFT);
    y += 32;
    if (c->length[0]) gfx_text(c->length, x, y, UI_FONT_LABEL, GFX_LEFT | GFX_TOP, UI_COL_INK_SOFT);
    y += 44;
    gfx_text_box(_("Watch the bots play a few minutes. Touch the screen, click or press any key "
                   "to play it yourself."),
                 (gfx_rect){x, y, w, card.y + card.h - pad - y}, UI_FONT_BODY, GFX_LEFT,
                 UI_COL_INK_SOFT);
    for (int i = 0; i < count; i++) { /* where this game sits in the cycle */
        float cx = W / 2 + ((float)i - (float)(count - 1) / 2) * 22, cy = card.y + card.h + 20;
        if (cy > H - 8) cy = card.y + card.h - 14;
        gfx_circle(cx, cy, i == index ? 6 : 4, i == index ? UI_COL_ACCENT : UI_COL_TEXT_SOFT);
    }
    gfx_pop_alpha();
}

/* The "touch to play" pill at the right end of the caption strip. */
static gfx_rect pill_rect(gfx_rect strip)
{
    const char *t = _("Touch to play");
    float w = gfx_text_width(t, UI_FONT_LABEL, GFX_BOLD) + 40;
    return (gfx_rect){strip.x + strip.w - w - 14, strip.y + (strip.h - 40) / 2, w, 40};
}

static void draw_pill(gfx_rect r)
{
    gfx_rrect(r, 20, UI_COL_ACCENT);
    gfx_text_styled(_("Touch to play"), r.x + r.w / 2, r.y + r.h / 2, UI_FONT_LABEL,
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

/* text on at most max lines of width w (cut at spaces: a no-break space holds "Chloé :"
 * together); the number of lines, -1 when it does not fit. */
static int wrap(const char *text, float size, gfx_font_style style, float w, char (*lines)[320],
                int max)
{
    int n = 0;
    const char *p = text;
    while (*p == ' ') p++;
    while (*p) {
        if (n == max) return -1;
        /* the longest run of whole words from p that fits */
        size_t best = 0, k = 0;
        char buf[320];
        for (;;) {
            size_t word = k;
            while (p[word] == ' ') word++;
            while (p[word] && p[word] != ' ') word++;
            if (word >= sizeof buf) break;
            memcpy(buf, p, word);
            buf[word] = 0;
            if (gfx_text_width(buf, size, style) > w) break;
            best = k = word;
            if (!p[word]) break;
        }
        if (!best) return -1; /* one word wider than the line */
        memcpy(lines[n], p, best);
        lines[n][best] = 0;
        n++;
        p += best;
        while (*p == ' ') p++;
    }
    return n;
}

/* The parts of text (" · " between them) without the last: false when there is one part. */
static bool drop_last_part(char *text)
{
    char *cut = NULL;
    for (char *q = strstr(text, " · "); q; q = strstr(q + 1, " · ")) cut = q;
    if (!cut) return false;
    *cut = 0;
    return true;
}

void attract_band_layout(const char *top, const char *low, bool badge, attract_band *b)
{
    float W = gfx_width(), H = gfx_height();
    memset(b, 0, sizeof *b);
    b->strip = (gfx_rect){16, H - ATTRACT_FOOT + 6, W - 32, ATTRACT_FOOT - 12};
    b->pill = pill_rect(b->strip);
    b->text_x = b->strip.x + 20 + (badge ? 40 : 0);
    b->text_w = b->pill.x - 18 - b->text_x;
    float room = b->strip.h - 12;
    /* the largest pair of sizes at which each text fits two lines and both fit the strip */
    static const float tops[] = {UI_FONT_HEAD, UI_FONT_LABEL, UI_FONT_BODY, 18, UI_FONT_SMALL};
    char lowbuf[ATTRACT_TEXT];
    snprintf(lowbuf, sizeof lowbuf, "%s", low);
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < sizeof tops / sizeof tops[0]; i++) {
            float ts = tops[i], ls = fmaxf(UI_FONT_SMALL, fminf(ts - 4, UI_FONT_BODY));
            int max_top = pass ? 3 : 2;
            int nt = wrap(top, ts, GFX_BOLD, b->text_w, b->top, max_top);
            int nl = lowbuf[0] ? wrap(lowbuf, ls, GFX_REGULAR, b->text_w, b->low, 2) : 0;
            if (nt < 0 || nl < 0 || (float)nt * ts * 1.2f + (float)nl * ls * 1.2f > room) continue;
            b->top_size = ts, b->low_size = ls, b->ntop = nt, b->nlow = nl;
            return;
        }
        /* the smallest size cannot hold it all: the score's last parts go first (the change
         * and the lead come first, the reasons last), the top text may take three lines */
        while (pass == 0 && drop_last_part(lowbuf)) {
            float ls = UI_FONT_SMALL;
            int nt = wrap(top, ls, GFX_BOLD, b->text_w, b->top, 2);
            int nl = wrap(lowbuf, ls, GFX_REGULAR, b->text_w, b->low, 2);
            if (nt > 0 && nl >= 0 && (float)(nt + nl) * ls * 1.2f <= room) {
                b->top_size = b->low_size = ls, b->ntop = nt, b->nlow = nl;
                b->dropped = true;
                return;
            }
        }
        lowbuf[0] = 0;
    }
    /* last resort (a phrase no game writes): the top text's first line, cut */
    b->cut = true;
    b->top_size = UI_FONT_SMALL;
    b->ntop = 1;
    snprintf(b->top[0], sizeof b->top[0], "%s", top);
    size_t len = strlen(b->top[0]);
    while (len > 0 && gfx_text_width(b->top[0], UI_FONT_SMALL, GFX_BOLD) > b->text_w) {
        do len--;
        while (len > 0 && ((unsigned char)b->top[0][len] & 0xC0) == 0x80);
        b->top[0][len] = 0;
    }
}

/* The dark strip in the band at the foot of the screen: who did what (bold), then what it did
 * to the score, each on one or two lines; the seat's badge at its left, "touch to play" at its
 * right. */
static void strip(const char *top, const char *bottom, int seat, float alpha)
{
    attract_band b;
    attract_band_layout(top, bottom, seat >= 0, &b);
    gfx_push_alpha(alpha);
    gfx_rrect(b.strip, UI_RADIUS_M, GFX_RGBA(10, 16, 32, 235));
    float cy = b.strip.y + b.strip.h / 2;
    if (seat >= 0) ui_draw_seat_badge(seat, b.strip.x + 34, cy, 14);
    draw_pill(b.pill);
    float lh_t = b.top_size * 1.2f, lh_l = b.low_size * 1.2f;
    float y = cy - ((float)b.ntop * lh_t + (float)b.nlow * lh_l) / 2;
    for (int i = 0; i < b.ntop; i++, y += lh_t)
        gfx_text_styled(b.top[i], b.text_x, y + lh_t / 2, b.top_size, GFX_LEFT | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_TEXT);
    for (int i = 0; i < b.nlow; i++, y += lh_l)
        gfx_text(b.low[i], b.text_x, y + lh_l / 2, b.low_size, GFX_LEFT | GFX_MIDDLE, UI_COL_WARN);
    gfx_pop_alpha();
}

void attract_draw_caption(const attract_caption *c, float alpha)
{
    char top[ATTRACT_TEXT + 80];
    if ((c->seat < 0 && !c->round) || !c->what[0]) {
        strip(_("Watch the bots play, or play yourself."), "", -1, alpha);
        return;
    }
    attract_caption_line(c, top, sizeof top);
    float fade = c->age < 0.3 ? (float)(c->age / 0.3) : 1.0f;
    strip(top, c->score, c->seat, alpha * (0.4f + 0.6f * fade));
}

void attract_draw_banner(const char *text, float alpha)
{
    strip(text, _("Touch the screen to play it yourself."), -1, alpha);
}

void attract_draw_standings(float alpha)
{
    float W = gfx_width(), H = gfx_height();
    gfx_push_alpha(alpha);
    ui_draw_background();
    gfx_rect card = {(W - fminf(W - 64, 900)) / 2, 32, fminf(W - 64, 900), H - 64};
    ui_draw_panel(card);
    gfx_text_styled(_("Tonight's standings"), card.x + card.w / 2, card.y + 40, UI_FONT_TITLE,
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    /* the ladder draws its table in the rest of the card */
    club_ladder_draw_card(card.x + 24, card.y + 80, card.w - 48, card.h - 104);
    gfx_pop_alpha();
}
