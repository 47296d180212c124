/* infinitecity_board_draw.c: drawing the Infinite City board. The 21 tile faces, the back and the
 * silver ring are rasterised once into an atlas (one layer, 128 px an entry) and drawn as textured
 * quads at any zoom, so panning and zooming a city of 120 tiles rasterises nothing; names, values
 * and tokens are drawn over them. What is lit, protected or counted comes from the rules (the legal
 * list, infinitecity_protector, infinitecity_line_tiles). */
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum {
    ATLAS_CELL = 128,
    ATLAS_COLS = 8,
    ATLAS_ROWS = 3,
    ATLAS_BACK = INFINITECITY_KINDS,
    ATLAS_RING
};

static const char *const art[INFINITECITY_KINDS + 2] = {
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
    for (int i = 0; i < INFINITECITY_KINDS + 2; i++) {
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

void infinitecity_board_atlas_free(void)
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

bool infinitecity_board_legible(float size)
{
    return floorf(size) * gfx_scale() >= 12 - 1e-3f; /* the README's promise: 12 px or more */
}

/* Shorter names for small tiles, where the whole name would not fit (NULL: the name itself). */
static const char *const short_names[INFINITECITY_KINDS] = {
    [INFINITECITY_CONSTRUCTION] = N_("Construction"),
    [INFINITECITY_DISASTER] = N_("Disaster"),
    [INFINITECITY_POLICE] = N_("Police"),
    [INFINITECITY_POWER] = N_("Power"),
    [INFINITECITY_SECURITY] = N_("Guardpost"),
    [INFINITECITY_SHOPPING] = N_("Shopping"),
    [INFINITECITY_TRANSIT] = N_("Transit"),
};

const char *infinitecity_board_short_name(int kind, float size)
{
    const char *name = _(infinitecity_kinds[kind].name);
    if (gfx_text_width(name, qsize(size), GFX_BOLD) <= size * 5.6f || !short_names[kind])
        return name;
    return _(short_names[kind]);
}

/* A tile in two passes, so a city's tiles are one textured draw (the atlas) and the marks
 * over them another (shapes and text share the renderer's atlas). */
void infinitecity_board_tile_image(int kind, bool up, float cx, float cy, float s, float flip)
{
    float w = s * fabsf(flip);
    gfx_rect r = {cx - w / 2, cy - s / 2, w, s};
    bool face = up && kind >= 0 && kind < INFINITECITY_KINDS && flip >= 0;
    atlas_draw(face ? kind : ATLAS_BACK, r, UI_COL_WHITE);
    if (face && fabsf(flip) >= 0.9f && s >= 20 && infinitecity_kinds[kind].silver) { /* top right */
        float rs = s * 0.3f;
        atlas_draw(ATLAS_RING, (gfx_rect){r.x + s - rs - s * 0.03f, r.y + s * 0.03f, rs, rs},
                   UI_COL_WHITE);
    }
}

void infinitecity_board_tile_marks(int kind, bool up, float cx, float cy, float s, float flip)
{
    bool face = up && kind >= 0 && kind < INFINITECITY_KINDS && flip >= 0;
    if (!face || fabsf(flip) < 0.9f || s < 20) return;
    gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
    const infinitecity_kind_def *k = &infinitecity_kinds[kind];
    /* the name on a dark band along the bottom (from 32 px: smaller, it would not read) */
    gfx_rect band = {r.x + s * 0.05f, r.y + s * 0.76f, s * 0.9f, s * 0.2f};
    float ns = floorf(s * 0.17f);
    const char *name = infinitecity_board_short_name(kind, ns);
    float tw = gfx_text_width(name, fmaxf(ns, 1), GFX_BOLD);
    if (tw > band.w - 2) ns = floorf(ns * (band.w - 2) / tw);
    if (s >= 32 &&
        infinitecity_board_legible(ns)) { /* smaller, the picture and the tooltip say it */
        gfx_rrect(band, s * 0.05f, GFX_RGBA(20, 26, 44, 200));
        gfx_text_styled(name, cx, band.y + band.h / 2, ns, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_TEXT);
    }
    if (k->value) { /* the printed value, top left (the badge alone when it would not read) */
        float br = s * 0.14f, bx = r.x + s * 0.16f, by = r.y + s * 0.16f;
        gfx_circle(bx, by, br, UI_COL_PANEL);
        gfx_circle_outline(bx, by, br, fmaxf(1, s * 0.025f), UI_COL_INK);
        char t[8];
        snprintf(t, sizeof t, "%d", k->value);
        if (infinitecity_board_legible(s * 0.22f))
            gfx_text_styled(t, bx, by, qsize(s * 0.22f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_INK);
    }
}

void infinitecity_board_draw_tile(int kind, bool up, float cx, float cy, float s, float flip)
{
    infinitecity_board_tile_image(kind, up, cx, cy, s, flip);
    infinitecity_board_tile_marks(kind, up, cx, cy, s, flip);
}

void infinitecity_board_draw_tokens(const infinitecity_state *s, int slot, float cx, float cy,
                                    float size)
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
        float br = r * 0.55f, fs = fmaxf(br * 1.6f, 12 / fmaxf(gfx_scale(), 0.1f));
        if (c > 1 && size >= 28 && fs <= r * 1.6f) { /* the count, where it reads */
            char t[8];
            snprintf(t, sizeof t, "%d", c);
            br = fmaxf(br, fs * 0.62f);
            gfx_circle(x + r * 0.8f, y + r * 0.8f, br, UI_COL_INK);
            gfx_text_styled(t, x + r * 0.8f, y + r * 0.8f, qsize(fs), GFX_CENTER | GFX_MIDDLE,
                            GFX_BOLD, UI_COL_TEXT);
        } else if (c > 1) { /* too small to read a number: a dot per extra token */
            for (int d = 1; d < c && d < 4; d++)
                gfx_circle(x - r + (float)d * r * 0.55f, y + r * 1.2f, fmaxf(1.5f, r * 0.22f),
                           UI_COL_TEXT);
        }
    }
}

static float anim_flip(const infinitecity_board_state *b, int slot)
{
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        if (b->anim[i].slot == slot && b->anim[i].t < 1) {
            float t = b->anim[i].t; /* back shrinks, face grows */
            return t < 0.5f ? -(1 - 2 * t) : 2 * t - 1;
        }
    return 1;
}

static bool power_step(int step)
{
    return step != INFINITECITY_ST_NONE && step != INFINITECITY_ST_TURN &&
           step != INFINITECITY_ST_PLACE && step != INFINITECITY_ST_CONSTRUCTION &&
           step != INFINITECITY_ST_LIBRARY && step != INFINITECITY_ST_TEMPLE_TAKE &&
           step != INFINITECITY_ST_SHOPPING && step != INFINITECITY_ST_TEMPLE_SEAT &&
           step != INFINITECITY_ST_PORT;
}

/* The last turn's cells: a sand outline with a small tag, under the lit choices. */
static void draw_marks(infinitecity_board_state *b)
{
    float z = b->cam.zoom, s = z * 0.94f;
    for (int k = 0; k < b->nmark; k++) {
        float cx, cy;
        ui_camera_to_screen(&b->cam, (float)b->mark_x[k], (float)b->mark_y[k], &cx, &cy);
        gfx_rect r = {cx - s / 2 - 3, cy - s / 2 - 3, s + 6, s + 6};
        gfx_rrect_outline(r, s * 0.13f, fmaxf(3, s * 0.05f), k ? UI_COL_WARN : UI_COL_SAND);
        if (k == 0) gfx_circle(r.x + r.w - 4, r.y + 4, fmaxf(4, s * 0.07f), UI_COL_SAND);
    }
}

static void draw_city(infinitecity_board_state *b, const infinitecity_state *v,
                      const game_score_line *hl)
{
    float z = b->cam.zoom, s = z * 0.94f;
    gfx_rect vis = ui_camera_visible(&b->cam);
    uint8_t mask[INFINITECITY_TILES];
    int nmask = hl ? infinitecity_line_tiles(v, hl->player, hl->ref, hl->group, mask) : 0;
    /* protection, when a power is being carried out: the tiles a station keeps from it */
    bool prot = power_step(v->step) && v->src < INFINITECITY_TILES && v->ps_up;
    int seen[INFINITECITY_TILES], n = 0;
    float sx[INFINITECITY_TILES], sy[INFINITECITY_TILES], fl[INFINITECITY_TILES];
    for (int i = 0; i < v->hi; i++) { /* pass 1: the tiles' pictures, one texture */
        if (v->kind[i] == INFINITECITY_NONE) continue;
        float x = v->tx[i], y = v->ty[i];
        if (x < vis.x - 1 || y < vis.y - 1 || x > vis.x + vis.w + 1 || y > vis.y + vis.h + 1)
            continue;
        ui_camera_to_screen(&b->cam, x, y, &sx[n], &sy[n]);
        fl[n] = anim_flip(b, i);
        infinitecity_board_tile_image(v->kind[i], v->up[i] || fl[n] < 1, sx[n], sy[n], s, fl[n]);
        seen[n++] = i;
    }
    for (int k = 0; k < n; k++) { /* pass 2: names, values, tokens, zones, outlines */
        int i = seen[k];
        float cx = sx[k], cy = sy[k], f = fl[k];
        infinitecity_board_tile_marks(v->kind[i], v->up[i] || f < 1, cx, cy, s, f);
        if (prot && infinitecity_protector(v, i, v->src) >= 0) {
            gfx_rect r = {cx - z / 2, cy - z / 2, z, z};
            gfx_rrect(r, z * 0.1f, GFX_RGBA(76, 201, 240, 70));
            gfx_rrect_outline(r, z * 0.1f, fmaxf(2, z * 0.04f), UI_COL_FOCUS);
        }
        if (f >= 0.9f) infinitecity_board_draw_tokens(v, i, cx, cy, s);
        if (hl && nmask && !mask[i])
            gfx_rrect((gfx_rect){cx - s / 2, cy - s / 2, s, s}, s * 0.1f, UI_COL_DIM);
        else if (hl && nmask)
            gfx_rrect_outline((gfx_rect){cx - s / 2 - 3, cy - s / 2 - 3, s + 6, s + 6}, s * 0.12f,
                              4, UI_COL_ACCENT);
    }
    if (!hl) draw_marks(b);
    if (b->seat < 0 || hl) return;
    /* the lit choices */
    for (int c = 0; c < b->ncell && b->armed < 0; c++) {
        float cx, cy;
        ui_camera_to_screen(&b->cam, (float)b->cell[c].x, (float)b->cell[c].y, &cx, &cy);
        gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
        bool hotel = INFINITECITY_A_OP(b->cell[c].a[0]) == INFINITECITY_OP_HOTEL;
        gfx_color col = hotel ? UI_COL_ACCENT2 : UI_COL_GOOD;
        if (infinitecity_at(v, b->cell[c].x, b->cell[c].y) < 0)
            gfx_rrect(r, s * 0.1f, gfx_hexa(0x3BB273, 110));
        gfx_rrect_outline(r, s * 0.1f, fmaxf(3, s * 0.06f), col);
        if (hotel) { /* where your token would go: a faded badge with a plus, not a token */
            float gr = s * 0.16f, gx = cx, gy = cy - s * 0.28f;
            gfx_push_alpha(0.4f);
            ui_draw_seat_badge(b->seat, gx, gy, gr);
            gfx_pop_alpha();
            gfx_circle_outline(gx, gy, gr + 2, 2.5f, UI_COL_ACCENT2);
            float px = gx + gr * 0.95f, py = gy + gr * 0.8f, pr = fmaxf(6, gr * 0.62f);
            gfx_circle(px, py, pr, UI_COL_ACCENT2);
            gfx_fill_rect((gfx_rect){px - pr * 0.6f, py - pr * 0.15f, pr * 1.2f, pr * 0.3f},
                          UI_COL_INK);
            gfx_fill_rect((gfx_rect){px - pr * 0.15f, py - pr * 0.6f, pr * 0.3f, pr * 1.2f},
                          UI_COL_INK);
        }
    }
    int px = 0, py = 0; /* the spot under a dragged tile glows brighter */
    bool over = b->dragging && infinitecity_board_cell_at(b, b->px, b->py, &px, &py);
    for (int k = 0; k < b->nspot; k++) {
        float cx, cy;
        ui_camera_to_screen(&b->cam, (float)b->spot_x[k], (float)b->spot_y[k], &cx, &cy);
        gfx_rect r = {cx - s / 2, cy - s / 2, s, s};
        bool under = over && px == b->spot_x[k] && py == b->spot_y[k];
        gfx_rrect(r, s * 0.1f, gfx_hexa(0x3BB273, under ? 220 : 110));
        gfx_rrect_outline(r, s * 0.1f, fmaxf(3, s * 0.06f), UI_COL_GOOD);
    }
}

static void draw_cursor(infinitecity_board_state *b)
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
        infinitecity_board_cell_center(b, x, y, &cx, &cy);
        float z = b->cam.zoom;
        r = (gfx_rect){cx - z / 2, cy - z / 2, z, z};
    }
    gfx_rrect_outline((gfx_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, 10, UI_FOCUS_THICK + 1,
                      UI_COL_FOCUS);
}

/* The city alone under camera cam, with no play host (the rules page's figures, the frame
 * bench): tiles, tokens and protection as the board draws them, nothing lit. */
void infinitecity_board_draw_city_cam(const infinitecity_state *v, const ui_camera *cam)
{
    static infinitecity_board_state fb;
    memset(&fb, 0, sizeof fb);
    fb.seat = fb.armed = fb.pressed = fb.menu_cell = fb.hover_kind = -1;
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        fb.anim[i] = (infinitecity_board_anim){-1, 1};
    fb.cam = *cam;
    fb.city = cam->view;
    atlas_build();
    gfx_push_clip(cam->view);
    draw_city(&fb, v, NULL);
    gfx_pop_clip();
}

/* The control list (ui_ctl): the acting seat's playable hand tiles, the cells lit for it, and
 * the spots of the tile it armed; the buttons and the chooser list themselves. */
static void list_controls(const infinitecity_board_state *b)
{
    if (!ui_ctl_tracing() || b->seat < 0 || b->menu_cell >= 0) return;
    for (int i = 0; i < b->nhand; i++)
        if (b->play_ok[i])
            ui_ctl_add(&(ui_ctl){.kind = UI_CTL_SPOT,
                                 .rect = b->hand_r[i],
                                 .enabled = true,
                                 .seat = b->seat,
                                 .label = "hand tile"});
    float x0, y0, x1, y1;
    infinitecity_board_cell_center(b, 0, 0, &x0, &y0);
    infinitecity_board_cell_center(b, 1, 0, &x1, &y1);
    float size = fmaxf(8, (x1 - x0) * 0.8f);
    for (int k = 0; k < b->ncell + (b->armed >= 0 ? b->nspot : 0); k++) {
        int x = k < b->ncell ? b->cell[k].x : b->spot_x[k - b->ncell];
        int y = k < b->ncell ? b->cell[k].y : b->spot_y[k - b->ncell];
        float cx, cy;
        infinitecity_board_cell_center(b, x, y, &cx, &cy);
        gfx_rect r = ui_rect_centered(cx, cy, size, size);
        if (cx < b->city.x || cy < b->city.y || cx >= b->city.x + b->city.w ||
            cy >= b->city.y + b->city.h)
            continue; /* out of the view: the camera must move first */
        ui_ctl c = {.kind = UI_CTL_SPOT, .rect = r, .enabled = true, .seat = b->seat};
        snprintf(c.label, sizeof c.label, "%s %d,%d", k < b->ncell ? "cell" : "spot", x, y);
        ui_ctl_add(&c);
    }
}

void infinitecity_board_draw(infinitecity_board_state *b, const infinitecity_state *v,
                             const game_score_line *hl)
{
    atlas_build();
    gfx_push_clip(b->city);
    draw_city(b, v, hl);
    infinitecity_board_draw_rulers(b);
    infinitecity_board_draw_banner(b, v);
    gfx_pop_clip();
    infinitecity_board_draw_top(b, v);
    infinitecity_board_draw_strip(b, v);
    draw_cursor(b);
    infinitecity_board_menu_place(b);
    infinitecity_board_menu_draw(b);
    if (b->dragging && b->pressed >= 0 && b->pressed < b->nhand) {
        float s = fminf(fmaxf(b->cam.zoom, 40), 120);
        infinitecity_board_draw_tile(b->hand_kind[b->pressed], true, b->px, b->py, s, 1);
    }
    if (!v->over && !hl) infinitecity_board_draw_power_text(b, v);
    list_controls(b);
}
