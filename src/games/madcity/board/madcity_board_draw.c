/* madcity_board_draw.c: drawing of the Mad City race screen: tiles as shapes (2x2 coloured
 * areas with building icons and road arms; resting tiles come from madcity_sheets.c), one panel
 * per seat, the sand timer and the tree in the middle, the 3-2-1 start. Between rounds each
 * city's score (zones outlined, longest road traced, the round's points) is madcity_scoring.c. */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- colours ------------------------------------------------------------------------------- */
const uint32_t mdb_area_hex[MAD_NCOLOURS] = {0xF6C945, 0xE0584F, 0x4A90D9, 0x1C4E9E, 0x4CAF50};
const uint32_t mdb_area_dark[MAD_NCOLOURS] = {0xA9781B, 0x8E2A24, 0x1F4F86, 0x0E2D61, 0x2B6E2F};

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
    gfx_color ink = gfx_hexa(mdb_area_dark[colour], 255), lite = gfx_hexa(0xFFF8E8, 255);
    if (colour == MAD_YELLOW) {
        float w = h * 0.8f;
        fquad(f, x - w * 0.5f, y - h * 0.55f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.68f, y - h * 0.5f, x + w * 0.68f, y - h * 0.5f, x, y - h * 1.05f, ink);
        fquad(f, x - w * 0.13f, y - h * 0.3f, x + w * 0.13f, y, ink);
    } else if (colour == MAD_RED) {
        float w = h * 1.0f;
        fquad(f, x + w * 0.18f, y - h * 1.0f, x + w * 0.36f, y - h * 0.4f, ink); /* chimney */
        fquad(f, x - w * 0.5f, y - h * 0.45f, x + w * 0.5f, y, lite);
        ftri(f, x - w * 0.5f, y - h * 0.45f, x - w * 0.1f, y - h * 0.45f, x - w * 0.5f,
             y - h * 0.72f, lite);
        ftri(f, x - w * 0.1f, y - h * 0.45f, x + w * 0.3f, y - h * 0.45f, x - w * 0.1f,
             y - h * 0.72f, lite);
        fquad(f, x - w * 0.35f, y - h * 0.28f, x - w * 0.15f, y - h * 0.1f, ink);
        fquad(f, x + w * 0.1f, y - h * 0.28f, x + w * 0.3f, y - h * 0.1f, ink);
    } else if (colour == MAD_BLUE) {
        float w = h * 0.42f;
        fquad(f, x - w * 0.5f, y - h * 1.1f, x + w * 0.5f, y, lite);
        for (int r = 0; r < 3; r++)
            fquad(f, x - w * 0.25f, y - h * (0.95f - 0.3f * (float)r), x + w * 0.25f,
                  y - h * (0.83f - 0.3f * (float)r), ink);
    }
}

void mdb_draw_tile_shapes(int tile, float cx, float cy, float s, float angle, float lift)
{
    uint8_t col[4], bld[4], arms;
    mad_tile_turned(tile, 0, col, bld, &arms);
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
        int c = col[q] < MAD_NCOLOURS ? col[q] : 0;
        fquad(&f, qx[q] - 0.25f, qy[q] - 0.25f, qx[q] + 0.25f, qy[q] + 0.25f,
              gfx_hexa(mdb_area_hex[c], 255));
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
        if (c == MAD_LAKE) {
            gfx_color w = GFX_RGBA(170, 210, 255, 150);
            for (int k = -1; k <= 1; k++) {
                float yy = y + 0.08f * (float)k, xx = x + (k == 0 ? 0.04f : -0.03f);
                fline(fr, xx - 0.09f, yy, xx - 0.03f, yy - 0.025f, 0.02f, w);
                fline(fr, xx - 0.03f, yy - 0.025f, xx + 0.03f, yy, 0.02f, w);
                fline(fr, xx + 0.03f, yy, xx + 0.09f, yy - 0.025f, 0.02f, w);
            }
        } else if (c == MAD_PARK) {
            gfx_color dark = gfx_hexa(mdb_area_dark[MAD_PARK], 255), lite = GFX_HEX(0x7BD67F);
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

/* ---- panels -------------------------------------------------------------------------------- */
static const char *seat_name(const mdb *b, int seat)
{
    const setup_seat *s = play_seat(b->p, seat);
    return s ? s->name : "?";
}

static void draw_tree(float cx, float cy, float s, float alpha)
{
    gfx_push_alpha(alpha);
    gfx_color trunk = GFX_HEX(0x8C5A3C), dark = GFX_HEX(0x1F6E3A), mid = GFX_HEX(0x2F9E55),
              lite = GFX_HEX(0x63C97A);
    gfx_rrect(ui_rect_centered(cx, cy + s * 0.32f, s * 0.14f, s * 0.34f), s * 0.03f, trunk);
    gfx_circle(cx, cy + s * 0.47f, s * 0.2f, GFX_RGBA(0, 0, 0, 40));
    gfx_circle(cx - s * 0.17f, cy + s * 0.05f, s * 0.2f, dark);
    gfx_circle(cx + s * 0.17f, cy + s * 0.05f, s * 0.2f, dark);
    gfx_circle(cx, cy - s * 0.18f, s * 0.24f, mid);
    gfx_circle(cx - s * 0.13f, cy + s * 0.0f, s * 0.17f, mid);
    gfx_circle(cx + s * 0.14f, cy + s * 0.02f, s * 0.17f, mid);
    gfx_circle(cx - s * 0.06f, cy - s * 0.25f, s * 0.1f, lite);
    /* the ranger's hat on top */
    gfx_rrect(ui_rect_centered(cx, cy - s * 0.4f, s * 0.3f, s * 0.05f), s * 0.02f,
              GFX_HEX(0xC79A5B));
    gfx_rrect(ui_rect_centered(cx, cy - s * 0.46f, s * 0.16f, s * 0.1f), s * 0.04f,
              GFX_HEX(0xC79A5B));
    gfx_pop_alpha();
}

static void draw_panel(const mdb *b, int seat, const madcity_state *s,
                       const game_score_line *highlight)
{
    const mdb_panel *P = &b->panel[seat];
    const mdb_seat *S = &b->seat[seat];
    gfx_color sc = ui_seat_color(seat);
    bool in = (s->in_round & (1u << seat)) != 0;
    bool done = s->phase == MAD_PH_RACE && (s->done & (1u << seat));
    gfx_rrect((gfx_rect){P->r.x, P->r.y + 4, P->r.w, P->r.h}, UI_RADIUS_M, UI_COL_SHADOW);
    gfx_rrect(P->r, UI_RADIUS_M, GFX_RGBA(22, 36, 66, 235));
    gfx_rrect_outline(P->r, UI_RADIUS_M, 3, gfx_mix(sc, GFX_RGBA(22, 36, 66, 255), 0.35f));
    if (S->flash > 0)
        gfx_rrect_outline(
            P->r, UI_RADIUS_M, 5,
            (gfx_color){UI_COL_BAD.r, UI_COL_BAD.g, UI_COL_BAD.b, (uint8_t)(255 * S->flash)});
    /* head: badge, name, points, state */
    float hy = P->head.y + P->head.h * 0.5f;
    ui_draw_seat_badge(seat, P->head.x + 13, hy, 12);
    const char *name = seat_name(b, seat);
    gfx_text_styled(name, P->head.x + 32, hy, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    float nw = gfx_text_width(name, UI_FONT_LABEL, GFX_BOLD);
    if (!play_seat_is_human(b->p, seat))
        gfx_text(_("bot"), P->head.x + 40 + nw, hy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                 UI_COL_TEXT_SOFT);
    char buf[64];
    snprintf(buf, sizeof buf, _("%d pts"), s->total[seat]);
    gfx_text_styled(buf, P->head.x + P->head.w, hy, UI_FONT_LABEL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_ACCENT);
    float pw = gfx_text_width(buf, UI_FONT_LABEL, GFX_BOLD);
    const char *state = NULL;
    if (s->phase == MAD_PH_RACE && s->tree == seat)
        state = _("Park Ranger");
    else if (done)
        state = _("Done");
    else if (s->phase == MAD_PH_READY && in && (s->ready & (1u << seat)))
        state = _("Ready");
    else if (!in && s->phase != MAD_PH_OVER)
        state = _("Sits out");
    if (state) {
        float w = gfx_text_width(state, UI_FONT_SMALL, GFX_BOLD) + 16;
        gfx_rect pill = {P->head.x + P->head.w - pw - w - 12, hy - 12, w, 24};
        gfx_rrect(pill, 12, s->tree == seat ? GFX_HEX(0x2F9E55) : UI_COL_ACCENT2);
        gfx_text_styled(state, pill.x + w * 0.5f, hy, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_WHITE);
    }
    if (s->tree == seat) {
        float tx = P->head.x + 44 + nw +
                   (play_seat_is_human(b->p, seat)
                        ? 0
                        : gfx_text_width(_("bot"), UI_FONT_SMALL, GFX_REGULAR) + 8);
        draw_tree(tx + 12, hy - 2, 30, 1);
    }
    /* the lots of the grid */
    gfx_rrect(ui_rect_inset(P->grid, -4), UI_RADIUS_S, GFX_RGBA(10, 18, 36, 255));
    for (int c = 0; c < P->side * P->side; c++) {
        gfx_rect cell = {P->grid.x + (float)(c % P->side) * P->cell + 2,
                         P->grid.y + (float)(c / P->side) * P->cell + 2, P->cell - 4, P->cell - 4};
        gfx_rrect(cell, 4, GFX_RGBA(255, 255, 255, 22));
    }
    /* the tray well */
    if (s->phase == MAD_PH_RACE || s->phase == MAD_PH_PUZZLE || s->phase == MAD_PH_GUIDES) {
        gfx_rrect(ui_rect_inset(P->tray, -4), UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
        if (s->phase == MAD_PH_GUIDES && seat == 0) {
            gfx_rect t = P->tray;
            float top = s->guide_dir ? P->tile + 12 : 0;
            gfx_text_box(s->guide_dir ? _("Lay the flipped guide tile on a cell of its column "
                                          "(top guides) or row (side guides), turned as you "
                                          "like, or skip it.")
                                      : _("All 16 tiles are down. Choose where the guide tiles "
                                          "start flipping."),
                         (gfx_rect){t.x + 8, t.y + top + 8, t.w - 16, t.h - top - 16},
                         UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
        }
        if (s->nhand[seat] == 0 && in && s->phase == MAD_PH_RACE)
            gfx_text_box(mdb_full_hint(s, seat, done), ui_rect_inset(P->tray, 8), UI_FONT_SMALL,
                         GFX_CENTER, UI_COL_TEXT_SOFT);
    }
    (void)highlight;
}

const char *mdb_full_hint(const madcity_state *s, int seat, bool done)
{
    if (done) return _("Finished!");
    bool tree = s->mode <= MAD_MODE_STANDARD && s->tree == MAD_NONE &&
                !(s->mode == MAD_MODE_STANDARD && s->before[seat] >= MAD_RANGER_CAP);
    return tree ? _("All tiles placed: press Done or grab the tree.")
                : _("All tiles placed: press Done.");
}

/* Contractor chips (Standard game): road, houses, factories, skyscrapers; claimed ones lit. */
static void draw_claims(const mdb *b, int seat, const madcity_state *s)
{
    static const char *const names[4] = {N_("Road"), N_("Houses"), N_("Factories"), N_("Towers")};
    const mdb_panel *P = &b->panel[seat];
    /* a bot palms its contractors in secret: the round's summary tells what they gave */
    if (P->claims[0].w <= 0 || s->phase != MAD_PH_RACE || !play_seat_is_human(b->p, seat)) return;
    for (int k = 0; k < 4; k++) {
        gfx_rect r = P->claims[k];
        bool on = (s->claims[seat] & (1u << k)) && !(s->claims[seat] & MAD_CLAIMS_HIDDEN);
        gfx_rrect(r, r.h * 0.5f, on ? UI_COL_ACCENT : GFX_RGBA(255, 255, 255, 28));
        gfx_rrect_outline(r, r.h * 0.5f, 2, on ? UI_COL_ACCENT_LO : GFX_RGBA(255, 255, 255, 70));
        gfx_text_styled(_(names[k]), r.x + r.w * 0.5f, r.y + r.h * 0.5f,
                        fminf(UI_FONT_SMALL, r.h * 0.5f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        on ? UI_COL_INK : UI_COL_TEXT_SOFT);
    }
}

/* Solitaire puzzles: the eight guide tiles around the city, face down until flipped. */
static void draw_guides(const mdb *b, const madcity_state *s)
{
    if (s->mode != MAD_MODE_PUZZLE && s->mode != MAD_MODE_ADVANCED) return;
    const mdb_panel *P = &b->panel[0];
    float g = P->cell * 0.6f;
    int cur = mdb_current_guide(s);
    for (int i = 0; i < MAD_GUIDES; i++) {
        if (s->guides[i] == MAD_NONE) continue;
        float cx = i < 4 ? P->grid.x + ((float)i + 0.5f) * P->cell : P->grid.x - P->cell * 0.38f;
        float cy =
            i < 4 ? P->grid.y - P->cell * 0.38f : P->grid.y + ((float)(i - 4) + 0.5f) * P->cell;
        gfx_rect r = ui_rect_centered(cx, cy, g, g);
        if (s->guides[i] < MAD_TILES && (s->guide_up & (1u << i))) {
            mdb_draw_tile(s->guides[i], cx, cy, g, 0, 0);
        } else {
            gfx_rrect(r, 5, GFX_HEX(0x6B4A35));
            gfx_rrect_outline(ui_rect_inset(r, 4), 3, 2, GFX_HEX(0xC79A5B));
        }
        if (i == cur) gfx_rrect_outline(ui_rect_inset(r, -4), 6, 3, UI_COL_FOCUS);
    }
}

static void draw_centre(const mdb *b, const madcity_state *s)
{
    gfx_rect c = b->centre;
    char buf[96];
    if (s->round >= 1 || s->phase == MAD_PH_RACE) {
        snprintf(buf, sizeof buf, _("Round %d"), s->round);
        gfx_text_styled(buf, c.x + c.w * 0.5f, c.y + 8, UI_FONT_HEAD, GFX_CENTER, GFX_BOLD,
                        UI_COL_TEXT);
    }
    if (s->phase != MAD_PH_OVER && s->mode != MAD_MODE_PUZZLE && s->mode != MAD_MODE_ADVANCED)
        ui_sandtimer_draw(&b->timer);
    if (s->common < MAD_TILES && s->phase == MAD_PH_RACE) {
        gfx_rect r = b->common;
        gfx_text(_("Common tile"), r.x + r.w * 0.5f, r.y - 22, UI_FONT_SMALL, GFX_CENTER,
                 UI_COL_TEXT_SOFT);
        mdb_draw_tile(s->common, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w, 0, 0);
    }
    /* the tree: in the middle until someone grabs it */
    if (s->phase == MAD_PH_RACE && s->tree == MAD_NONE && s->mode <= MAD_MODE_STANDARD) {
        const ui_drag_piece *p = &b->tree.pieces[0];
        if (b->tree.npieces > 0) {
            float sz = b->tree_home.w * (1 + 0.1f * p->lift);
            gfx_circle(p->x, p->y + sz * 0.05f, sz * 0.46f, GFX_RGBA(255, 255, 255, 18));
            draw_tree(p->x, p->y - p->lift * 6, sz * 0.8f, 1);
            gfx_text_box(_("Drag the tree onto your full city to be the Park Ranger"),
                         (gfx_rect){c.x, b->tree_home.y + b->tree_home.h + 6, c.w, 80},
                         UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
        }
    } else if (s->phase == MAD_PH_READY) {
        float y = b->timer_rect.y + b->timer_rect.h + 24;
        if (s->round >= 1) {
            int lead = 0;
            for (int i = 1; i < s->players; i++)
                if (s->total[i] > s->total[lead]) lead = i;
            snprintf(buf, sizeof buf, _("%s leads with %d"), seat_name(b, lead), s->total[lead]);
            gfx_text_box(buf, (gfx_rect){c.x, y, c.w, 60}, UI_FONT_BODY, GFX_CENTER, UI_COL_TEXT);
            y += 70;
            snprintf(buf, sizeof buf, _("First to %d points wins"), s->target);
            gfx_text_box(buf, (gfx_rect){c.x, y, c.w, 60}, UI_FONT_SMALL, GFX_CENTER,
                         UI_COL_TEXT_SOFT);
            y += 56;
        }
        gfx_text_box(_("Everyone presses Ready to start the next race"),
                     (gfx_rect){c.x, y, c.w, 80}, UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
    }
}

static void draw_intro(const mdb *b, int seat)
{
    const mdb_panel *P = &b->panel[seat];
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
    const madcity_state *s = match_state(play_match(b->p));
    const char *text =
        s->mode == MAD_MODE_PUZZLE || s->mode == MAD_MODE_ADVANCED
            ? _("Puzzle: one tile at a time is drawn; drag it to an empty cell of your 4x4 city, "
                "turned as you like (R or the wheel while you hold it). Placed tiles stay put.")
        : s->mode == MAD_MODE_SPEED
            ? _("60 seconds to build a 4x4 city from 16 tiles. Drag tiles from here to your "
                "grid; R or the wheel turns a held tile, a click turns a placed one.")
            : _("60 seconds to build a 3x3 city. Drag tiles from here to your grid; R or the "
                "wheel turns a held tile, a click turns a placed one.");
    gfx_text_box(text, ui_rect_inset(r, 8), UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
}

/* Where the seat's held tile may land: legal cells glow softly, the one under it lights up
 * (red when refused); the tray and the common tile light up when the tile is over them. */
static void draw_targets(const mdb *b, int seat)
{
    const ui_drag *d = &b->seat[seat].drag;
    float pulse = play_reduced_motion() ? 1.0f : 0.7f + 0.3f * sinf((float)ui_time() * 6.0f);
    for (int h = 0; h < UI_DRAG_SLOTS; h++) {
        const ui_drag_hold *hd = &d->holds[h];
        if (!hd->active) continue;
        for (int t = 0; t < d->ntargets; t++) {
            const ui_drop_target *tg = &d->targets[t];
            if (tg->disabled) continue;
            gfx_rect r = ui_rect_inset(tg->r, t < MDB_TRAY_TARGET ? 3 : -3);
            if (hd->over == t) {
                gfx_color fill =
                    hd->legal[t] ? GFX_RGBA(216, 251, 224, 70) : GFX_RGBA(225, 85, 84, 90);
                gfx_rrect(r, UI_RADIUS_S, fill);
                gfx_rrect_outline(r, UI_RADIUS_S, 4, hd->legal[t] ? UI_COL_WHITE : UI_COL_BAD);
            } else if (hd->legal[t] && t < MDB_TRAY_TARGET) {
                gfx_rrect_outline(r, UI_RADIUS_S, 2,
                                  GFX_RGBA(216, 251, 224, (uint8_t)(150 * pulse)));
            }
        }
    }
}

/* The divider variant hides a bot's city from the human it races (two humans share one screen:
 * they see each other's, as they would peeking over a real divider). */
static bool behind_divider(const mdb *b, const madcity_state *view, int seat)
{
    if (play_seat_is_human(b->p, seat)) return false;
    for (int c = 0; c < view->ncells; c++)
        if (view->grid[seat][c].tile == MAD_HIDDEN) return true;
    for (int i = 0; i < view->nhand[seat]; i++)
        if (view->hand[seat][i] == MAD_HIDDEN) return true;
    return false;
}

static void draw_divider(const mdb *b, int seat, const madcity_state *s)
{
    const mdb_panel *P = &b->panel[seat];
    gfx_rect r = {P->grid.x, P->grid.y, P->tray.x + P->tray.w - P->grid.x, P->grid.h};
    gfx_rrect(r, UI_RADIUS_M, GFX_HEX(0x6B4A35));
    gfx_rrect_outline(ui_rect_inset(r, 6), UI_RADIUS_S, 3, GFX_HEX(0xC79A5B));
    int placed = 0;
    for (int c = 0; c < s->ncells; c++) placed += s->grid[seat][c].tile != MAD_NONE;
    char buf[96];
    snprintf(buf, sizeof buf, _("Behind the divider: %d of %d tiles placed"), placed, s->ncells);
    gfx_text_box(buf, ui_rect_inset(r, 24), UI_FONT_BODY, GFX_CENTER, UI_COL_PANEL);
}

void mdb_draw(mdb *b, const madcity_state *view, const game_score_line *highlight)
{
    const madcity_state *s = match_state(play_match(b->p));
    bool between = s->phase == MAD_PH_READY || s->phase == MAD_PH_OVER;
    for (int seat = 0; seat < b->players; seat++)
        if (!mdb_one_hidden(b, s, seat)) draw_panel(b, seat, s, highlight);
    for (int seat = 0; seat < b->players; seat++)
        if (!mdb_one_hidden(b, s, seat)) draw_targets(b, seat);
    for (int seat = 0; seat < b->players; seat++) {
        const mdb_seat *S = &b->seat[seat];
        if (mdb_one_hidden(b, s, seat)) continue;
        if (behind_divider(b, view, seat)) {
            draw_divider(b, seat, s);
            continue;
        }
        /* resting pieces (grid and tray) */
        for (int k = 0; k < S->drag.npieces; k++) {
            const ui_drag_piece *pc = &S->drag.pieces[k];
            bool held = false;
            for (int h = 0; h < UI_DRAG_SLOTS; h++)
                held |= S->drag.holds[h].active && S->drag.holds[h].piece == k;
            if (held || pc->hidden) continue;
            float x = pc->x;
            if (pc->shake > 0) x += sinf(pc->shake * 48.0f) * 9.0f * (pc->shake / 0.45f);
            mdb_draw_tile(S->piece_tile[k], x, pc->y, pc->w, pc->angle, pc->lift);
        }
        for (int i = 0; i < MDB_FLASHES; i++) {
            const mdb_flash *f = &b->flash[i];
            if (f->t >= 1 || f->seat != seat || f->cell >= s->ncells) continue;
            const mdb_panel *P = &b->panel[seat];
            gfx_rect cell = {P->grid.x + (float)(f->cell % P->side) * P->cell,
                             P->grid.y + (float)(f->cell / P->side) * P->cell, P->cell, P->cell};
            gfx_color c = ui_seat_color(seat);
            c.a = (uint8_t)(255 * (1 - f->t));
            gfx_rrect_outline(ui_rect_inset(cell, -3 * f->t), 6, 4, c);
        }
        if (between && s->round >= 1) mdb_draw_scoring(b, seat, s, highlight);
        if (s->phase == MAD_PH_READY) {
            if (s->round >= 1)
                mdb_draw_round_summary(b, seat, s);
            else if (play_seat_is_human(b->p, seat))
                draw_intro(b, seat);
        }
        ui_button_draw(&S->ready);
        ui_button_draw(&S->done);
        ui_button_draw(&S->skip);
        ui_button_draw(&S->from_tr);
        ui_button_draw(&S->from_bl);
        draw_claims(b, seat, s);
        if (s->side == MAD_SOLO_SIDE && seat == 0) draw_guides(b, s);
    }
    draw_centre(b, s);
    /* held tiles above everything */
    for (int seat = 0; seat < b->players; seat++) {
        const mdb_seat *S = &b->seat[seat];
        if (mdb_one_hidden(b, s, seat)) continue;
        for (int h = 0; h < UI_DRAG_SLOTS; h++) {
            const ui_drag_hold *hd = &S->drag.holds[h];
            if (!hd->active || hd->piece < 0) continue;
            const ui_drag_piece *pc = &S->drag.pieces[hd->piece];
            mdb_draw_tile(S->piece_tile[hd->piece], pc->x, pc->y, b->panel[seat].cell - 4,
                          pc->angle, pc->lift);
        }
    }
    mdb_keys_draw(b);
    mdb_one_draw(b, s);
    if (b->countdown > 0) {
        int n = (int)ceil(b->countdown);
        float frac = (float)(b->countdown - floor(b->countdown));
        char t[8];
        snprintf(t, sizeof t, "%d", n);
        float cx = b->area.x + b->area.w * 0.5f, cy = b->area.y + b->area.h * 0.5f;
        gfx_fill_rect(b->area, GFX_RGBA(8, 12, 24, 110));
        float sz = UI_FONT_HUGE * 2.2f * (0.8f + 0.4f * frac);
        gfx_circle(cx, cy, sz * 0.75f, GFX_RGBA(244, 162, 89, 230));
        gfx_text_styled(t, cx, cy, sz, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
        gfx_text_styled(_("Get ready to build!"), cx, cy + sz * 0.95f, UI_FONT_HEAD,
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    }
}
