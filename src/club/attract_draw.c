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

/* A game's typical length at a club table, in minutes. The rules tables (game_def) have no
 * such field yet; until they do, it is kept here, and a game missing from this table shows
 * none (the cycle itself comes from the registry, never from this table). */
static const struct {
    const char *id;
    int minutes;
} lengths[] = {
    {"mycity", 30}, {"madcity", 20}, {"megacity", 45}, {"infinitecity", 30}, {"funcity", 40},
};

int attract_typical_minutes(const char *game_id)
{
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++)
        if (strcmp(lengths[i].id, game_id) == 0) return lengths[i].minutes;
    return 0;
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

/* The "touch to play" pill at the right end of the caption strip; returns its left edge. */
static float hint(gfx_rect strip)
{
    const char *t = _("Touch to play");
    float w = gfx_text_width(t, UI_FONT_LABEL, GFX_BOLD) + 40;
    gfx_rect r = {strip.x + strip.w - w - 14, strip.y + 11, w, 40};
    gfx_rrect(r, 20, UI_COL_ACCENT);
    gfx_text_styled(t, r.x + r.w / 2, r.y + r.h / 2, UI_FONT_LABEL, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    return r.x;
}

/* The largest of three sizes at which text fits room (the smallest, cut by the clip, if none). */
static float fitting(const char *text, const float *sizes, gfx_font_style style, float room)
{
    for (int i = 0; i < 2; i++)
        if (gfx_text_width(text, sizes[i], style) <= room) return sizes[i];
    return sizes[2];
}

/* text, cut at a character boundary with "…" when it is wider than room. */
static void shorten(const char *text, float size, gfx_font_style style, float room, char *out,
                    size_t n)
{
    snprintf(out, n, "%s", text);
    size_t len = strlen(out);
    while (len > 0 && gfx_text_width(out, size, style) > room) {
        do len--;
        while (len > 0 && ((unsigned char)out[len] & 0xC0) == 0x80); /* a whole character */
        if (len + 4 > n) continue;
        memcpy(out + len, "…", 4); /* 3 bytes and the NUL */
    }
}

/* A dark strip at the foot of the board, two lines: who did what, then why it matters; the
 * "touch to play" pill at its right. */
static void strip(const char *top, const char *bottom, int seat, float alpha)
{
    float W = gfx_width(), H = gfx_height();
    float w = fminf(W - 32, 1160), h = bottom[0] ? 96 : 62;
    gfx_rect r = {(W - w) / 2, H - h - 12, w, h};
    gfx_push_alpha(alpha);
    gfx_rrect(r, UI_RADIUS_M, GFX_RGBA(10, 16, 32, 225));
    float x = r.x + 20, right = hint(r) - 16;
    if (seat >= 0) {
        ui_draw_seat_badge(seat, x + 14, r.y + 31, 14);
        x += 40;
    }
    gfx_push_clip(r);
    /* a few fixed sizes (not one per caption: each text size is a face and glyphs of its own) */
    static const float top_sizes[] = {UI_FONT_HEAD, UI_FONT_LABEL, UI_FONT_BODY},
                       low_sizes[] = {UI_FONT_LABEL, UI_FONT_BODY, UI_FONT_SMALL};
    char cut[ATTRACT_TEXT + 96];
    float size = fitting(top, top_sizes, GFX_BOLD, right - x);
    shorten(top, size, GFX_BOLD, right - x, cut, sizeof cut);
    gfx_text_styled(cut, x, r.y + 31, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    if (bottom[0]) {
        float room = r.x + r.w - 20 - x;
        size = fitting(bottom, low_sizes, GFX_REGULAR, room);
        shorten(bottom, size, GFX_REGULAR, room, cut, sizeof cut);
        gfx_text(cut, x, r.y + 70, size, GFX_LEFT | GFX_MIDDLE, UI_COL_WARN);
    }
    gfx_pop_clip();
    gfx_pop_alpha();
}

void attract_draw_caption(const attract_caption *c, float alpha)
{
    char top[ATTRACT_TEXT + 80];
    if (c->seat < 0 || !c->what[0]) {
        strip(_("Watch the bots play, or play yourself."), "", -1, alpha);
        return;
    }
    snprintf(top, sizeof top, _("%s: %s"), c->who, c->what);
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
