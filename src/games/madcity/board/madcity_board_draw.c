/* madcity_board_draw.c: drawing of the Mad City race screen: tiles as shapes (2x2 coloured
 * areas with building icons and road arms; resting tiles come from madcity_board_sheets.c), and the
 * frame: the still parts copied from their layer (madcity_board_layer.c, drawn by
 * madcity_board_panel.c), then what moves over them: tiles in flight, turning or in hand, where a
 * held tile may land, flashes, buttons, the sand timer, the 3-2-1 start. Between rounds each city's
 * score (zones outlined, longest road traced, the round's breakdown) is madcity_board_scoring.c. */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- colours ------------------------------------------------------------------------------- */
const uint32_t madcity_board_area_hex[MADCITY_NCOLOURS] = {0xF6C945, 0xE0584F, 0x4A90D9, 0x1C4E9E,
                                                           0x4CAF50};
const uint32_t madcity_board_area_dark[MADCITY_NCOLOURS] = {0xA9781B, 0x8E2A24, 0x1F4F86, 0x0E2D61,
                                                            0x2B6E2F};

/* ---- a tile in its own frame: (-0.5..0.5)^2, turned and scaled onto the screen ------------- */
typedef struct frame {
    float cx, cy, s, c, sn;
} frame;

static void fp(const frame *f, float x, float y, float *ox, float *oy)
{
    *ox = f->cx + (x * f->c - y * f->sn) * f->s;
    *oy = f->cy + (x * f->sn + y * f->c) * f->s;
}

static void fquad(const frame *f, float x0, float y0, float x1, float y1, gfx_color col)
{
    float p[8];
    fp(f, x0, y0, &p[0], &p[1]);
    fp(f, x1, y0, &p[2], &p[3]);
    fp(f, x1, y1, &p[4], &p[5]);
    fp(f, x0, y1, &p[6], &p[7]);
    gfx_polygon(p, 4, col);
}

static void ftri(const frame *f, float x0, float y0, float x1, float y1, float x2, float y2,
                 gfx_color col)
{
    float a, b, c, d, e, g;
    fp(f, x0, y0, &a, &b);
    fp(f, x1, y1, &c, &d);
    fp(f, x2, y2, &e, &g);
    gfx_triangle(a, b, c, d, e, g, col);
}

static void fline(const frame *f, float x0, float y0, float x1, float y1, float w, gfx_color col)
{
    float a, b, c, d;
    fp(f, x0, y0, &a, &b);
    fp(f, x1, y1, &c, &d);
    gfx_line(a, b, c, d, w * f->s, col);
}

static void fcircle(const frame *f, float x, float y, float r, gfx_color col)
{
    float a, b;
    fp(f, x, y, &a, &b);
    gfx_circle(a, b, r * f->s, col);
}

/* Building icons: houses (a roof), factories (saw-tooth roof and a chimney), skyscrapers
 * (tall towers with windows). x, y: the icon's foot centre; h: its height. */
static void icon(const frame *f, int colour, float x, float y, float h)
{
    gfx_color ink = gfx_hexa(madcity_board_area_dark[colour], 255), lite = gfx_hexa(0xFFF8E8, 255);
    if (colour == MADCITY_YELLOW) {
        float w = h * 0.8f;
        fquad(f, x - w * 0.5f, y - h * 0.55f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.68f, y - h * 0.5f, x + w * 0.68f, y - h * 0.5f, x, y - h * 1.05f, ink);
        fquad(f, x - w * 0.13f, y - h * 0.3f, x + w * 0.13f, y, ink);
    } else if (colour == MADCITY_RED) {
        float w = h * 1.0f;
        fquad(f, x + w * 0.18f, y - h * 1.0f, x + w * 0.36f, y - h * 0.4f, ink); /* chimney */
        fquad(f, x - w * 0.5f, y - h * 0.45f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.5f, y - h * 0.45f, x - w * 0.1f, y - h * 0.45f, x - w * 0.5f,
             y - h * 0.72f, lite);
        ftri(f, x - w * 0.1f, y - h * 0.45f, x + w * 0.3f, y - h * 0.45f, x - w * 0.1f,
             y - h * 0.72f, lite);
        fquad(f, x - w * 0.35f, y - h * 0.28f, x - w * 0.15f, y - h * 0.1f, ink);
        fquad(f, x + w * 0.1f, y - h * 0.28f, x + w * 0.3f, y - h * 0.1f, ink);
    } else if (colour == MADCITY_BLUE) {
        float w = h * 0.42f;
        fquad(f, x - w * 0.5f, y - h * 1.1f, x + w * 0.5f, y, lite);
        for (int r = 0; r < 3; r++)
            fquad(f, x - w * 0.25f, y - h * (0.95f - 0.3f * (float)r), x + w * 0.25f,
                  y - h * (0.83f - 0.3f * (float)r), ink);
    }
}

void madcity_board_draw_building(int colour, float x, float y, float h)
{
    frame f = {x, y, 1, 1, 0};
    icon(&f, colour, 0, 0, h);
}

void madcity_board_draw_tile_shapes(int tile, float cx, float cy, float s, float angle, float lift)
{
    uint8_t col[4], bld[4], arms;
    madcity_tile_turned(tile, 0, col, bld, &arms);
    frame f = {cx, cy - lift * 5, s * (1 + 0.06f * lift), cosf(angle), sinf(angle)};
    if (lift > 0.01f) {
        frame sh = f;
        sh.cy += 6 + 6 * lift;
        fquad(&sh, -0.5f, -0.5f, 0.5f, 0.5f, GFX_RGBA(0, 0, 0, (uint8_t)(60 + 40 * lift)));
    }
    fquad(&f, -0.52f, -0.52f, 0.52f, 0.52f, GFX_HEX(0x2B2118));
    static const float qx[4] = {-0.25f, 0.25f, -0.25f, 0.25f},
                       qy[4] = {-0.25f, -0.25f, 0.25f, 0.25f};
    for (int q = 0; q < 4; q++) {
        int c = col[q] < MADCITY_NCOLOURS ? col[q] : 0;
        fquad(&f, qx[q] - 0.25f, qy[q] - 0.25f, qx[q] + 0.25f, qy[q] + 0.25f,
              gfx_hexa(madcity_board_area_hex[c], 255));
    }
    /* soft seams between areas of different colours */
    gfx_color seam = GFX_RGBA(43, 33, 24, 90);
    if (col[0] != col[1]) fline(&f, 0, -0.5f, 0, 0, 0.015f, seam);
    if (col[2] != col[3]) fline(&f, 0, 0, 0, 0.5f, 0.015f, seam);
    if (col[0] != col[2]) fline(&f, -0.5f, 0, 0, 0, 0.015f, seam);
    if (col[1] != col[3]) fline(&f, 0, 0, 0.5f, 0, 0.015f, seam);
    for (int q = 0; q < 4; q++) {
        int c = col[q];
        /* icons stay upright whatever the tile's turn: they are drawn in an unturned frame
         * centred on the area */
        float ucx, ucy;
        fp(&f, qx[q], qy[q], &ucx, &ucy);
        frame up = {ucx, ucy, f.s, 1, 0};
        const frame *fr = &up;
        float x = 0, y = 0;
        if (c == MADCITY_LAKE) {
            gfx_color w = GFX_RGBA(170, 210, 255, 150);
            for (int k = -1; k <= 1; k++) {
                float yy = y + 0.08f * (float)k, xx = x + (k == 0 ? 0.04f : -0.03f);
                fline(fr, xx - 0.09f, yy, xx - 0.03f, yy - 0.025f, 0.02f, w);
                fline(fr, xx - 0.03f, yy - 0.025f, xx + 0.03f, yy, 0.02f, w);
                fline(fr, xx + 0.03f, yy, xx + 0.09f, yy - 0.025f, 0.02f, w);
            }
        } else if (c == MADCITY_PARK) {
            gfx_color dark = gfx_hexa(madcity_board_area_dark[MADCITY_PARK], 255),
                      lite = GFX_HEX(0x7BD67F);
            static const float tx[3] = {-0.08f, 0.09f, 0.0f}, ty[3] = {-0.07f, -0.03f, 0.09f};
            for (int k = 0; k < 3; k++) {
                fcircle(fr, x + tx[k], y + ty[k] + 0.02f, 0.065f, dark);
                fcircle(fr, x + tx[k], y + ty[k], 0.06f, lite);
            }
        } else if (bld[q] > 0) {
            int n = bld[q] > 3 ? 3 : bld[q];
            static const float ox[3][3] = {{0, 0, 0}, {-0.08f, 0.08f, 0}, {-0.11f, 0.11f, 0}};
            static const float oy[3][3] = {{0.07f, 0, 0}, {0.07f, 0.07f, 0}, {0.0f, 0.0f, 0.13f}};
            float h = n == 1 ? 0.17f : 0.13f;
            for (int k = 0; k < n; k++) icon(fr, c, x + ox[n - 1][k], y + oy[n - 1][k], h);
        }
    }
    /* roads: asphalt arms from the centre, a dashed white line on them */
    static const float ax[4] = {0, 0.5f, 0, -0.5f}, ay[4] = {-0.5f, 0, 0.5f, 0};
    gfx_color asphalt = GFX_HEX(0x4A4A52), edge = GFX_HEX(0x2B2B30), paint = GFX_HEX(0xF5F1E6);
    if (arms) {
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k)) fline(&f, 0, 0, ax[k], ay[k], 0.15f, edge);
        fcircle(&f, 0, 0, 0.085f, edge);
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k)) fline(&f, 0, 0, ax[k], ay[k], 0.11f, asphalt);
        fcircle(&f, 0, 0, 0.065f, asphalt);
        for (int k = 0; k < 4; k++)
            if (arms & (1 << k))
                fline(&f, ax[k] * 0.3f, ay[k] * 0.3f, ax[k] * 0.62f, ay[k] * 0.62f, 0.022f, paint);
    }
}

/* ---- what moves ---------------------------------------------------------------------------- */
/* Where the seat's held tile may land: legal cells glow softly, the one under it lights up
 * (red when refused); the tray and the common tile light up when the tile is over them. */
static void draw_targets(const madcity_board_state *b, int seat)
{
    const ui_drag *d = &b->seat[seat].drag;
    float pulse = play_reduced_motion() ? 1.0f : 0.7f + 0.3f * sinf((float)ui_time() * 6.0f);
    for (int h = 0; h < UI_DRAG_SLOTS; h++) {
        const ui_drag_hold *hd = &d->holds[h];
        if (!hd->active) continue;
        for (int t = 0; t < d->ntargets; t++) {
            const ui_drop_target *tg = &d->targets[t];
            if (tg->disabled) continue;
            gfx_rect r = ui_rect_inset(tg->r, t < MADCITY_BOARD_TRAY_TARGET ? 3 : -3);
            if (hd->over == t) {
                gfx_color fill =
                    hd->legal[t] ? GFX_RGBA(216, 251, 224, 70) : GFX_RGBA(225, 85, 84, 90);
                gfx_rrect(r, UI_RADIUS_S, fill);
                gfx_rrect_outline(r, UI_RADIUS_S, 4, hd->legal[t] ? UI_COL_WHITE : UI_COL_BAD);
            } else if (hd->legal[t] && t < MADCITY_BOARD_TRAY_TARGET) {
                gfx_rrect_outline(r, UI_RADIUS_S, 2,
                                  GFX_RGBA(216, 251, 224, (uint8_t)(150 * pulse)));
            }
        }
    }
}

/* A refused action: the panel's edge flashes red. */
static void draw_refusal(const madcity_board_state *b, int seat)
{
    const madcity_board_seat *S = &b->seat[seat];
    if (S->flash <= 0) return;
    gfx_rrect_outline(
        b->panel[seat].r, UI_RADIUS_M, 5,
        (gfx_color){UI_COL_BAD.r, UI_COL_BAD.g, UI_COL_BAD.b, (uint8_t)(255 * S->flash)});
}

/* The tiles of a seat that are not at rest (flying home, turning, shaking, lifted). */
static void draw_moving_pieces(const madcity_board_state *b, int seat)
{
    const madcity_board_seat *S = &b->seat[seat];
    for (int k = 0; k < S->drag.npieces; k++) {
        const ui_drag_piece *pc = &S->drag.pieces[k];
        bool held = false;
        for (int h = 0; h < UI_DRAG_SLOTS; h++)
            held |= S->drag.holds[h].active && S->drag.holds[h].piece == k;
        if (held || pc->hidden || madcity_board_piece_rests(S, k)) continue;
        float x = pc->x;
        if (pc->shake > 0) x += sinf(pc->shake * 48.0f) * 9.0f * (pc->shake / 0.45f);
        madcity_board_draw_tile(S->piece_tile[k], x, pc->y, pc->w, pc->angle, pc->lift);
    }
}

static void draw_flashes(const madcity_board_state *b, int seat, const madcity_state *s)
{
    for (int i = 0; i < MADCITY_BOARD_FLASHES; i++) {
        const madcity_board_flash *f = &b->flash[i];
        if (f->t >= 1 || f->seat != seat || f->cell >= s->ncells) continue;
        const madcity_board_panel *P = &b->panel[seat];
        gfx_rect cell = {P->grid.x + (float)(f->cell % P->side) * P->cell,
                         P->grid.y + (float)(f->cell / P->side) * P->cell, P->cell, P->cell};
        gfx_color c = ui_seat_color(seat);
        c.a = (uint8_t)(255 * (1 - f->t));
        gfx_rrect_outline(ui_rect_inset(cell, -3 * f->t), 6, 4, c);
    }
}

/* The 3-2-1: the board dimmed (unless the layer has it dimmed already), the count, the words. */
static void draw_countdown(const madcity_board_state *b, bool dim)
{
    int n = (int)ceil(b->countdown);
    float frac = (float)(b->countdown - floor(b->countdown));
    char t[8];
    snprintf(t, sizeof t, "%d", n);
    float cx = b->area.x + b->area.w * 0.5f, cy = b->area.y + b->area.h * 0.5f;
    if (dim) gfx_fill_rect(b->area, MADCITY_BOARD_DIM);
    float sz = UI_FONT_HUGE * 2.2f * (0.8f + 0.4f * frac);
    gfx_circle(cx, cy, sz * 0.75f, GFX_RGBA(244, 162, 89, 230));
    gfx_text_styled(t, cx, cy, sz, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    gfx_text_styled(_("Get ready to build!"), cx, cy + sz * 0.95f, UI_FONT_HEAD,
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
}

/* What moves (or may change from frame to frame), over the still parts. */
static void draw_moving(madcity_board_state *b, const madcity_state *s, const madcity_state *view,
                        const game_score_line *highlight)
{
    bool between = s->phase == MADCITY_PH_READY || s->phase == MADCITY_PH_OVER;
    b->overlay_seat = -1; /* a seat's summary says when its breakdown is over the board */
    for (int seat = 0; seat < b->players; seat++) {
        if (madcity_board_one_hidden(b, s, seat)) continue;
        draw_refusal(b, seat);
        draw_targets(b, seat);
    }
    for (int seat = 0; seat < b->players; seat++) {
        const madcity_board_seat *S = &b->seat[seat];
        if (madcity_board_one_hidden(b, s, seat)) continue;
        if (!madcity_board_behind_divider(b, view, seat)) {
            draw_moving_pieces(b, seat);
            draw_flashes(b, seat, s);
            if (between && s->round >= 1) madcity_board_draw_scoring(b, seat, s, highlight);
            if (s->phase == MADCITY_PH_READY && s->round >= 1)
                madcity_board_draw_round_summary(b, seat, s);
        }
        ui_button_draw(&S->ready);
        ui_button_draw(&S->done);
        ui_button_draw(&S->skip);
        ui_button_draw(&S->from_tr);
        ui_button_draw(&S->from_bl);
    }
    if (s->phase != MADCITY_PH_OVER && s->mode != MADCITY_MODE_PUZZLE &&
        s->mode != MADCITY_MODE_ADVANCED)
        ui_sandtimer_draw(&b->timer);
    if (s->phase == MADCITY_PH_RACE && s->tree == MADCITY_NONE &&
        s->mode <= MADCITY_MODE_STANDARD && b->tree.npieces > 0 && !madcity_board_tree_rests(b, s))
        madcity_board_draw_tree_piece(b);
    /* held tiles above everything */
    for (int seat = 0; seat < b->players; seat++) {
        const madcity_board_seat *S = &b->seat[seat];
        if (madcity_board_one_hidden(b, s, seat)) continue;
        for (int h = 0; h < UI_DRAG_SLOTS; h++) {
            const ui_drag_hold *hd = &S->drag.holds[h];
            if (!hd->active || hd->piece < 0) continue;
            const ui_drag_piece *pc = &S->drag.pieces[hd->piece];
            madcity_board_draw_tile(S->piece_tile[hd->piece], pc->x, pc->y, b->panel[seat].cell - 4,
                                    pc->angle, pc->lift);
        }
    }
    madcity_board_one_draw(b, s);
}

static void moving_in_countdown(madcity_board_state *b, const madcity_state *s,
                                const madcity_state *view)
{
    draw_moving(b, s, view, NULL);
}

/* The control list (ui_ctl), every frame while it is on: the still parts are drawn into a layer
 * only when they change. Each person's tiles to place, panel buttons and contractor chips; the
 * Park Ranger tree for a complete city. */
static void list_controls(madcity_board_state *b, const madcity_state *s)
{
    if (!ui_ctl_tracing() || b->overlay_seat >= 0) return; /* covered by a breakdown */
    for (int seat = 0; seat < b->players; seat++)          /* a press opens or closes a breakdown */
        if (s->phase == MADCITY_PH_READY && b->more_chip[seat].w > 0)
            ui_ctl_add(&(ui_ctl){.kind = UI_CTL_BUTTON,
                                 .rect = b->more_chip[seat],
                                 .enabled = true,
                                 .seat = IN_SEAT_ANY,
                                 .label = "breakdown"});
    for (int seat = 0; seat < b->players; seat++) {
        madcity_board_seat *S = &b->seat[seat];
        if (!play_seat_is_human(b->p, seat) || madcity_board_one_hidden(b, s, seat)) continue;
        if (b->countdown <= 0) ui_drag_controls(&S->drag, seat); /* the 3-2-1: no tile moves */
        ui_button *bt[5] = {&S->ready, &S->done, &S->skip, &S->from_tr, &S->from_bl};
        for (int k = 0; k < 5; k++) {
            bt[k]->base.owner = seat;
            ui_ctl_widget(&bt[k]->base, UI_CTL_BUTTON, bt[k]->label);
        }
        bool chips =
            s->phase == MADCITY_PH_RACE && b->countdown <= 0 && madcity_board_seat_acts(b, seat);
        for (int k = 0; chips && k < 4; k++) {
            const gfx_rect *r = &b->panel[seat].claims[k];
            if (r->w <= 0 || (s->claims[seat] & (1u << k))) continue;
            ui_ctl c = {.kind = UI_CTL_SPOT, .rect = *r, .enabled = true, .seat = seat};
            snprintf(c.label, sizeof c.label, "contractor %d", k + 1);
            ui_ctl_add(&c);
        }
        if (s->phase == MADCITY_PH_RACE && b->countdown <= 0 && s->tree == MADCITY_NONE &&
            s->mode <= MADCITY_MODE_STANDARD && madcity_board_seat_acts(b, seat) &&
            madcity_filled(s, seat) == s->ncells && !madcity_holds_tree(s, seat))
            ui_ctl_add(&(ui_ctl){.kind = UI_CTL_DRAG,
                                 .rect = b->tree_home,
                                 .to = b->panel[seat].grid,
                                 .enabled = true,
                                 .seat = seat,
                                 .label = "Park Ranger tree"});
    }
}

void madcity_board_draw(madcity_board_state *b, const madcity_state *view,
                        const game_score_line *highlight)
{
    const madcity_state *s = match_state(play_match(b->p));
    /* the still parts: the layer, or drawn here when it cannot be used */
    int layer = madcity_board_layer_draw(b, s, view, moving_in_countdown);
    if (layer == MADCITY_BOARD_LAYER_DIMMED) { /* the 3-2-1: all but the count is in the copy */
        draw_countdown(b, false);
        list_controls(b, s);
        return;
    }
    if (layer == MADCITY_BOARD_LAYER_NONE) {
        for (int seat = 0; seat < b->players; seat++)
            if (!madcity_board_one_hidden(b, s, seat)) {
                madcity_board_draw_panel_frame(b, seat, s, view);
                madcity_board_draw_panel_contents(b, seat, s, view);
            }
        madcity_board_draw_centre_static(b, s);
    }
    draw_moving(b, s, view, highlight);
    madcity_board_keys_draw(b);
    if (b->countdown > 0) draw_countdown(b, true);
    madcity_board_draw_summary_over(b, s);
    list_controls(b, s);
}
