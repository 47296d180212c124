/* icb_draw.c: drawing the Infinite City board. The 21 tile faces, the back and the silver ring
 * are rasterised once into an atlas (one layer, 128 px an entry) and drawn as textured quads at
 * any zoom, so panning and zooming a city of 120 tiles rasterises nothing; names, values and
 * tokens are drawn over them. What is lit, protected or counted comes from the rules (the
 * legal list, ic_protector, ic_line_tiles). */
#include "core/i18n.h"
#include "games/infinitecity/board/icb_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { ATLAS_CELL = 128, ATLAS_COLS = 8, ATLAS_ROWS = 3, ATLAS_BACK = IC_KINDS, ATLAS_RING };

static const char *const art[IC_KINDS + 2] = {
    "arboretum",
    "bank",
    "capitol",
    "construction_site",
    "disaster_site",
    "embassy",
    "factory",
    "hotel",
    "housing",
    "library",
    "mausoleum",
    "plaza",
    "police_hq",
    "port",
    "post_office",
    "power_station",
    "security_guardpost",
    "shopping_complex",
    "stadium",
    "temple",
    "transit_station",
    "face_down",
    "silver_ring",
};

static struct {
    gfx_target t;
    bool ok;
    int tries;
} atlas;

static void atlas_build(void)
{
    if (atlas.ok || atlas.tries > 240 || !gfx_screen_space()) return;
    if (!gfx_target_texture(atlas.t).id)
        atlas.t = gfx_target_create(ATLAS_CELL * ATLAS_COLS, ATLAS_CELL * ATLAS_ROWS);
    if (!gfx_target_texture(atlas.t).id) return;
    atlas.tries++;
    gfx_target_begin(atlas.t, 1.0f);
    gfx_target_clear((gfx_rect){0, 0, ATLAS_CELL * ATLAS_COLS, ATLAS_CELL * ATLAS_ROWS});
    for (int i = 0; i < IC_KINDS + 2; i++) {
        char path[96];
        snprintf(path, sizeof path, "data/art/infinitecity/%s.svg", art[i]);
        gfx_svg(path,
                (gfx_rect){(float)(i % ATLAS_COLS * ATLAS_CELL),
                           (float)(i / ATLAS_COLS * ATLAS_CELL), ATLAS_CELL, ATLAS_CELL},
                UI_COL_WHITE);
    }
    gfx_target_end();
    atlas.ok = !gfx_busy(); /* art still rasterising on the worker: build again next frame */
}

void icb_atlas_free(void)
{
    gfx_target_destroy(atlas.t);
    memset(&atlas, 0, sizeof atlas);
}

static void atlas_draw(int entry, gfx_rect r, gfx_color tint)
{
    gfx_texture t = gfx_target_texture(atlas.t);
    if (!t.id || !atlas.ok) { /* no atlas yet (a rules page's figure, drawn into a layer) */
        char path[96];
        snprintf(path, sizeof path, "data/art/infinitecity/%s.svg", art[entry]);
        gfx_svg(path, r, tint);
        return;
    }
    const float fw = 1.0f / ATLAS_COLS, fh = 1.0f / ATLAS_ROWS;
    gfx_image(
        t, r,
        (gfx_rect){(float)(entry % ATLAS_COLS) * fw, (float)(entry / ATLAS_COLS) * fh, fw, fh}, 0,
        tint);
}

/* Font sizes in whole units: a zoom does not make a new set of glyphs every frame. */
static float qsize(float s)
{
    return fmaxf(7, floorf(s));
}

/* Shorter names for small tiles, where the whole name would not fit (NULL: the name itself). */
static const char *const short_names[IC_KINDS] = {
    [IC_CONSTRUCTION] = N_("Construction"),
    [IC_DISASTER] = N_("Disaster"),
    [IC_POLICE] = N_("Police"),
    [IC_POWER] = N_("Power"),
    [IC_SECURITY] = N_("Guardpost"),
    [IC_SHOPPING] = N_("Shopping"),
    [IC_TRANSIT] = N_("Transit"),
};

const char *icb_short_name(int kind, float size)
{
    const char *name = _(ic_kinds[kind].name);
    if (gfx_text_width(name, qsize(size), GFX_BOLD) <= size * 5.6f || !short_names[kind])
        return name;
    return _(short_names[kind]);
}

/* A tile in two passes, so a city's tiles are one textured draw (the atlas) and the marks
 * over them another (shapes and text share the renderer's atlas). */
void icb_tile_image(int kind, bool up, float cx, float cy, float s, float flip)
{
    float w = s * fabsf(flip);
    gfx_rect r = {cx - w / 2, cy - s / 2, w, s};
    bool face = up && kind >= 0 && kind < IC_KINDS && flip >= 0;
    atlas_draw(face ? kind : ATLAS_BACK, r, UI_COL_WHITE);
    if (face && fabsf(flip) >= 0.9f && s >= 20 && ic_kinds[kind].silver) { /* top right */
        float rs = s * 0.3f;
        atlas_draw(ATLAS_RING, (gfx_rect){r.x + s - rs - s * 0.03f, r.y + s * 0.03f, rs, rs},
                   UI_COL_WHITE);
    }
}

void icb_tile_marks(int kind, bool up, float cx, float cy, float s, float flip)
{
    bool face = up && kind >= 0 && kind < IC_KINDS && flip >= 0;
    if (!face || fabsf(flip) < 0.9f || s < 20) return;
    gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
    const ic_kind_def *k = &ic_kinds[kind];
    /* the name on a dark band along the bottom (from 32 px: smaller, it would not read) */
    gfx_rect band = {r.x + s * 0.05f, r.y + s * 0.77f, s * 0.9f, s * 0.19f};
    float ns = floorf(s * 0.16f);
    const char *name = icb_short_name(kind, ns);
    float tw = gfx_text_width(name, fmaxf(ns, 1), GFX_BOLD);
    if (tw > band.w - 2) ns = floorf(ns * (band.w - 2) / tw);
    if (s >= 32 && ns >= 7) {
        gfx_rrect(band, s * 0.05f, GFX_RGBA(20, 26, 44, 200));
        gfx_text_styled(name, cx, band.y + band.h / 2, ns, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_TEXT);
    }
    if (k->value) { /* the printed value, top left */
        float br = s * 0.14f, bx = r.x + s * 0.16f, by = r.y + s * 0.16f;
        gfx_circle(bx, by, br, UI_COL_PANEL);
        gfx_circle_outline(bx, by, br, fmaxf(1, s * 0.025f), UI_COL_INK);
        char t[8];
        snprintf(t, sizeof t, "%d", k->value);
        gfx_text_styled(t, bx, by, qsize(s * 0.22f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    }
}

void icb_draw_tile(int kind, bool up, float cx, float cy, float s, float flip)
{
    icb_tile_image(kind, up, cx, cy, s, flip);
    icb_tile_marks(kind, up, cx, cy, s, flip);
}

void icb_draw_tokens(const ic_state *s, int slot, float cx, float cy, float size)
{
    int seats[GAME_MAX_PLAYERS], n = 0;
    for (int q = 0; q < s->players; q++)
        if (s->tok[slot][q]) seats[n++] = q;
    if (!n) return;
    int cols = n <= 3 ? n : 3, rows = (n + cols - 1) / cols;
    float r = size * (n <= 3 ? 0.14f : 0.12f), step = r * 2.3f;
    float y0 = cy - (float)(rows - 1) * step / 2 - size * 0.02f;
    for (int i = 0; i < n; i++) {
        int row = i / cols, inrow = row == rows - 1 ? n - row * cols : cols;
        float x = cx + ((float)(i % cols) - (float)(inrow - 1) / 2) * step;
        float y = y0 + (float)row * step;
        gfx_circle(x, y, r + fmaxf(1, r * 0.18f), UI_COL_INK);
        ui_draw_seat_badge(seats[i], x, y, r);
        int c = s->tok[slot][seats[i]];
        if (c > 1 && size >= 28) {
            char t[8];
            snprintf(t, sizeof t, "%d", c);
            float br = r * 0.55f;
            gfx_circle(x + r * 0.8f, y + r * 0.8f, br, UI_COL_INK);
            gfx_text_styled(t, x + r * 0.8f, y + r * 0.8f, qsize(br * 1.6f),
                            GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
        }
    }
}

static float anim_flip(const icb *b, int slot)
{
    for (int i = 0; i < ICB_ANIMS; i++)
        if (b->anim[i].slot == slot && b->anim[i].t < 1) {
            float t = b->anim[i].t; /* back shrinks, face grows */
            return t < 0.5f ? -(1 - 2 * t) : 2 * t - 1;
        }
    return 1;
}

static bool power_step(int step)
{
    return step != IC_ST_NONE && step != IC_ST_TURN && step != IC_ST_PLACE &&
           step != IC_ST_CONSTRUCTION && step != IC_ST_LIBRARY && step != IC_ST_TEMPLE_TAKE &&
           step != IC_ST_SHOPPING && step != IC_ST_TEMPLE_SEAT && step != IC_ST_PORT;
}

static void draw_city(icb *b, const ic_state *v, const game_score_line *hl)
{
    float z = b->cam.zoom, s = z * 0.94f;
    gfx_rect vis = ui_camera_visible(&b->cam);
    uint8_t mask[IC_TILES];
    int nmask = hl ? ic_line_tiles(v, hl->player, hl->ref, hl->group, mask) : 0;
    /* protection, when a power is being carried out: the tiles a station keeps from it */
    bool prot = power_step(v->step) && v->src < IC_TILES && v->ps_up;
    int seen[IC_TILES], n = 0;
    float sx[IC_TILES], sy[IC_TILES], fl[IC_TILES];
    for (int i = 0; i < v->hi; i++) { /* pass 1: the tiles' pictures, one texture */
        if (v->kind[i] == IC_NONE) continue;
        float x = v->tx[i], y = v->ty[i];
        if (x < vis.x - 1 || y < vis.y - 1 || x > vis.x + vis.w + 1 || y > vis.y + vis.h + 1)
            continue;
        ui_camera_to_screen(&b->cam, x, y, &sx[n], &sy[n]);
        fl[n] = anim_flip(b, i);
        icb_tile_image(v->kind[i], v->up[i] || fl[n] < 1, sx[n], sy[n], s, fl[n]);
        seen[n++] = i;
    }
    for (int k = 0; k < n; k++) { /* pass 2: names, values, tokens, zones, outlines */
        int i = seen[k];
        float cx = sx[k], cy = sy[k], f = fl[k];
        icb_tile_marks(v->kind[i], v->up[i] || f < 1, cx, cy, s, f);
        if (prot && ic_protector(v, i, v->src) >= 0) {
            gfx_rect r = {cx - z / 2, cy - z / 2, z, z};
            gfx_rrect(r, z * 0.1f, GFX_RGBA(76, 201, 240, 70));
            gfx_rrect_outline(r, z * 0.1f, fmaxf(2, z * 0.04f), UI_COL_FOCUS);
        }
        if (f >= 0.9f) icb_draw_tokens(v, i, cx, cy, s);
        if (hl && nmask && !mask[i])
            gfx_rrect((gfx_rect){cx - s / 2, cy - s / 2, s, s}, s * 0.1f, UI_COL_DIM);
        else if (hl && nmask)
            gfx_rrect_outline((gfx_rect){cx - s / 2 - 3, cy - s / 2 - 3, s + 6, s + 6}, s * 0.12f,
                              4, UI_COL_ACCENT);
    }
    if (b->seat < 0 || hl) return;
    /* the lit choices */
    for (int c = 0; c < b->ncell && b->armed < 0; c++) {
        float cx, cy;
        ui_camera_to_screen(&b->cam, (float)b->cell[c].x, (float)b->cell[c].y, &cx, &cy);
        gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
        bool hotel = IC_A_OP(b->cell[c].a[0]) == IC_OP_HOTEL;
        gfx_color col = hotel ? UI_COL_ACCENT2 : UI_COL_GOOD;
        if (ic_at(v, b->cell[c].x, b->cell[c].y) < 0)
            gfx_rrect(r, s * 0.1f, gfx_hexa(0x3BB273, 110));
        gfx_rrect_outline(r, s * 0.1f, fmaxf(3, s * 0.06f), col);
        if (hotel) {
            ui_draw_seat_badge(b->seat, cx, cy - s * 0.3f, s * 0.14f);
        }
    }
    int px = 0, py = 0; /* the spot under a dragged tile glows brighter */
    bool over = b->dragging && icb_cell_at(b, b->px, b->py, &px, &py);
    for (int k = 0; k < b->nspot; k++) {
        float cx, cy;
        ui_camera_to_screen(&b->cam, (float)b->spot_x[k], (float)b->spot_y[k], &cx, &cy);
        gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
        bool under = over && px == b->spot_x[k] && py == b->spot_y[k];
        gfx_rrect(r, s * 0.1f, gfx_hexa(0x3BB273, under ? 220 : 110));
        gfx_rrect_outline(r, s * 0.1f, fmaxf(3, s * 0.06f), UI_COL_GOOD);
    }
    /* the chooser at a cell with several actions */
    if (b->menu_cell >= 0)
        for (int i = 0; i < b->cell[b->menu_cell].n; i++) ui_button_draw(&b->menu_btn[i]);
}

static void draw_top(icb *b, const ic_state *v)
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
        snprintf(t, sizeof t, _("%s: %d tokens, %d tiles"), play_seat_name(b->p, q),
                 (int)v->supply[q], (int)v->hand_n[q]);
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

static void draw_strip(icb *b, const ic_state *v)
{
    gfx_rect r = b->strip;
    gfx_fill_rect(r, GFX_RGBA(8, 12, 24, 170));
    char t[256];
    if (b->seat >= 0) {
        const char *pr = ic_step_prompt(&b->act);
        bool hotel = false;
        for (int c = 0; c < b->ncell; c++) hotel |= IC_A_OP(b->cell[c].a[0]) == IC_OP_HOTEL;
        if (b->armed >= 0)
            snprintf(t, sizeof t, "%s", _("Choose a lit spot next to the city for the tile."));
        else if (hotel && v->step == IC_ST_TURN)
            snprintf(t, sizeof t, "%s %s", pr, _("Lit Hotels take a token instead."));
        else
            snprintf(t, sizeof t, "%s", pr);
    } else if (v->over) { /* the tie-break, with what each player has for it */
        int n =
            snprintf(t, sizeof t, "%s", _("The game is over. A tie goes to the largest group:"));
        for (int q = 0; q < v->players && n > 0 && (size_t)n < sizeof t; q++)
            n += snprintf(t + n, sizeof t - (size_t)n, q ? ", %s %d" : " %s %d",
                          play_seat_name(b->p, q), ic_largest_group(v, q));
    } else {
        snprintf(t, sizeof t, "%s", play_banner(b->p));
    }
    char deck[64];
    snprintf(deck, sizeof deck, _("Deck: %d"), (int)v->deck_n);
    float dw = gfx_text_width(deck, UI_FONT_SMALL, GFX_REGULAR) + 16;
    float room = b->prompt.w - dw, size = UI_FONT_BODY;
    if (gfx_text_width(t, size, GFX_BOLD) > room) size = UI_FONT_SMALL;
    if (v->over) { /* no hand any more: the tie-break has the strip */
        gfx_text_box(t, (gfx_rect){b->prompt.x, b->prompt.y + 2, room, b->strip.h - 12},
                     UI_FONT_BODY, GFX_LEFT, UI_COL_TEXT);
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
        float lift = i == b->armed ? 8 : 0, in = b->hand_t[i]; /* a drawn tile slides in */
        gfx_push_alpha(in);
        icb_draw_tile(b->hand_kind[i], true, h.x + h.w / 2, h.y + h.h / 2 - lift + (1 - in) * 40,
                      h.w, 1);
        gfx_pop_alpha();
        if (b->seat >= 0 && !b->play_ok[i])
            gfx_rrect(h, h.w * 0.1f, GFX_RGBA(8, 12, 24, 110));
        else if (b->seat >= 0)
            gfx_rrect_outline((gfx_rect){h.x - 2, h.y - 2 - lift, h.w + 4, h.h + 4}, h.w * 0.12f,
                              i == b->armed ? 4 : 2, i == b->armed ? UI_COL_ACCENT : UI_COL_GOOD);
    }
    for (int i = 0; i < b->nbtn; i++) ui_button_draw(&b->btn[i]);
    ui_button_draw(&b->fit);
}

static void draw_cursor(icb *b)
{
    if (!b->show_cursor || b->cursor < 0 || b->seat < 0) return;
    gfx_rect r;
    int c = b->cursor;
    if (c < b->nhand) {
        r = b->hand_r[c];
    } else if (c < b->nhand + b->nbtn) {
        r = b->btn[c - b->nhand].base.rect;
    } else {
        int k = c - b->nhand - b->nbtn, x, y;
        if (b->armed >= 0 && k < b->nspot)
            x = b->spot_x[k], y = b->spot_y[k];
        else if (b->armed < 0 && k < b->ncell)
            x = b->cell[k].x, y = b->cell[k].y;
        else
            return;
        float cx, cy;
        icb_cell_center(b, x, y, &cx, &cy);
        float z = b->cam.zoom;
        r = (gfx_rect){cx - z / 2, cy - z / 2, z, z};
    }
    gfx_rrect_outline((gfx_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, 10, UI_FOCUS_THICK + 1,
                      UI_COL_FOCUS);
}

static void draw_power_text(icb *b)
{
    int k = b->hover_kind;
    if (k < 0 || k >= IC_KINDS || b->dragging || b->press_time < 0.35f) return;
    const ic_kind_def *d = &ic_kinds[k];
    char head[128];
    snprintf(head, sizeof head, "%s", _(d->name));
    char sub[128];
    if (d->silver)
        snprintf(sub, sizeof sub, _("%d points, silver ring"), d->value);
    else
        snprintf(sub, sizeof sub, _("%d points"), d->value);
    float w = 320, tx = b->hover_x + 18, ty = b->hover_y + 18;
    gfx_rect box = {0, 0, w - 24, 400};
    float th = gfx_text_box(_(d->text), (gfx_rect){-10000, -10000, w - 24, 400}, UI_FONT_SMALL,
                            GFX_LEFT, GFX_RGBA(0, 0, 0, 0));
    float h = th + 64;
    if (tx + w > b->area.x + b->area.w) tx = b->hover_x - w - 18;
    if (ty + h > b->area.y + b->area.h) ty = b->area.y + b->area.h - h - 4;
    if (tx < b->area.x) tx = b->area.x + 4;
    gfx_rect r = {tx, ty, w, h};
    gfx_rrect((gfx_rect){r.x, r.y + UI_SHADOW_DY, r.w, r.h}, UI_RADIUS_M, UI_COL_SHADOW);
    gfx_rrect(r, UI_RADIUS_M, UI_COL_PANEL);
    gfx_rrect_outline(r, UI_RADIUS_M, 2, UI_COL_PANEL_EDGE);
    gfx_text_styled(head, r.x + 12, r.y + 10, UI_FONT_BODY, GFX_LEFT | GFX_TOP, GFX_BOLD,
                    UI_COL_INK);
    gfx_text_styled(sub, r.x + 12, r.y + 34, UI_FONT_SMALL, GFX_LEFT | GFX_TOP, GFX_REGULAR,
                    UI_COL_INK_SOFT);
    box.x = r.x + 12, box.y = r.y + 56;
    gfx_text_box(_(d->text), box, UI_FONT_SMALL, GFX_LEFT, UI_COL_INK);
}

/* The city alone under camera cam, with no play host (the rules page's figures, the frame
 * bench): tiles, tokens and protection as the board draws them, nothing lit. */
void icb_draw_city_cam(const ic_state *v, const ui_camera *cam)
{
    static icb fb;
    memset(&fb, 0, sizeof fb);
    fb.seat = fb.armed = fb.pressed = fb.menu_cell = fb.hover_kind = -1;
    for (int i = 0; i < ICB_ANIMS; i++) fb.anim[i] = (icb_anim){-1, 1};
    fb.cam = *cam;
    fb.city = cam->view;
    atlas_build();
    gfx_push_clip(cam->view);
    draw_city(&fb, v, NULL);
    gfx_pop_clip();
}

void icb_draw(icb *b, const ic_state *v, const game_score_line *hl)
{
    atlas_build();
    gfx_push_clip(b->city);
    draw_city(b, v, hl);
    gfx_pop_clip();
    draw_top(b, v);
    draw_strip(b, v);
    draw_cursor(b);
    if (b->dragging && b->pressed >= 0 && b->pressed < b->nhand) {
        float s = fminf(fmaxf(b->cam.zoom, 40), 120);
        icb_draw_tile(b->hand_kind[b->pressed], true, b->px, b->py, s, 1);
    }
    if (!v->over && !hl) draw_power_text(b);
}
