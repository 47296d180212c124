/* madcity_board_panel.c: what stays put on the Mad City race screen, drawn into the board's layer
 * (madcity_board_layer.c) and redrawn only where it changed: each seat's panel (frame, head, city
 * lots, tray well and its words, the tiles at rest, the last tile placed, the contractor chips, the
 * guide tiles) and the centre column's still parts (the round, the common tile, the tree at
 * home, the words between rounds). Next to each drawing is its key: a hash of everything that
 * drawing reads, so a change anywhere in it changes the key. What moves (a tile in flight or
 * in hand, flashes, the sand, buttons, the scoring) is drawn over it (madcity_board_draw.c). */
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- keys ------------------------------------------------------------------------------------ */
static uint64_t mix(uint64_t k, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) k = (k ^ b[i]) * 1099511628211ull;
    return k;
}

static uint64_t mix_int(uint64_t k, long v)
{
    return mix(k, &v, sizeof v);
}

static uint64_t mix_str(uint64_t k, const char *s)
{
    return mix(k, s ? s : "", strlen(s ? s : "") + 1);
}

static uint64_t key_start(const madcity_board_state *b)
{
    uint64_t k = 1469598103934665603ull;
    k = mix_str(k, i18n_language());
    return mix(k, &b->scale, sizeof b->scale);
}

/* ---- shared pieces --------------------------------------------------------------------------- */
static const char *seat_name(const madcity_board_state *b, int seat)
{
    const setup_seat *s = play_seat(b->p, seat);
    return s ? s->name : "?";
}

void madcity_board_draw_tree(float cx, float cy, float s, float alpha)
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

static bool held(const madcity_board_seat *S, int k)
{
    for (int h = 0; h < UI_DRAG_SLOTS; h++)
        if (S->drag.holds[h].active && S->drag.holds[h].piece == k) return true;
    return false;
}

static bool still(const madcity_board_seat *S, int k)
{
    const ui_drag_piece *pc = &S->drag.pieces[k];
    const float quarter = 1.57079632679f;
    float q = pc->angle / quarter;
    return !pc->hidden && !pc->flying && pc->shake <= 0 && pc->lift <= 0 && pc->x == pc->home_x &&
           pc->y == pc->home_y && fabsf(q - roundf(q)) <= 1e-4f;
}

/* A tile at rest, in the layer. The tray's tiles go there together: when a tile leaves the
 * tray the others slide along, and the tray is drawn again once, when the last one stops. */
bool madcity_board_piece_rests(const madcity_board_seat *S, int k)
{
    if (held(S, k) || !still(S, k)) return false;
    if (S->piece_cell[k] >= 0) return true;
    for (int j = 0; j < S->drag.npieces; j++)
        if (S->piece_cell[j] < 0 && !held(S, j) && !still(S, j)) return false;
    return true;
}

/* The divider variant hides a bot's city from the human it races (two humans share one screen:
 * they see each other's, as they would peeking over a real divider). */
bool madcity_board_behind_divider(const madcity_board_state *b, const madcity_state *view, int seat)
{
    if (play_seat_is_human(b->p, seat)) return false;
    for (int c = 0; c < view->ncells; c++)
        if (view->grid[seat][c].tile == MADCITY_HIDDEN) return true;
    for (int i = 0; i < view->nhand[seat]; i++)
        if (view->hand[seat][i] == MADCITY_HIDDEN) return true;
    return false;
}

const char *madcity_board_full_hint(const madcity_state *s, int seat, bool done)
{
    if (done) return _("Finished!");
    if (madcity_holds_tree(s, seat) && madcity_may_claim(s, seat))
        return _("Park Ranger: you may still take contractors until time runs out, then press "
                 "Done.");
    bool tree = madcity_tree_open(s, seat);
    return tree ? _("All tiles placed: press Done or grab the tree.")
                : _("All tiles placed: press Done.");
}

/* The words in a seat's tray well once its tiles are all down: a person's hint, never a bot's
 * (its head already says Done). NULL: none. */
const char *madcity_board_tray_words(const madcity_board_state *b, const madcity_state *s, int seat)
{
    bool in = (s->in_round & (1u << seat)) != 0;
    bool done = s->phase == MADCITY_PH_RACE && (s->done & (1u << seat));
    if (s->phase != MADCITY_PH_RACE || !in || s->nhand[seat] != 0 ||
        !play_seat_is_human(b->p, seat))
        return NULL;
    return madcity_board_full_hint(s, seat, done);
}

/* The cell a seat placed its last tile on, while that tile lies there at rest; -1 none. */
static int marked_cell(const madcity_board_state *b, const madcity_state *s, int seat)
{
    const madcity_board_mark *m = &b->mark[seat];
    if (m->cell < 0 || m->cell >= s->ncells || s->grid[seat][m->cell].tile != m->tile) return -1;
    if (s->phase != MADCITY_PH_RACE && s->phase != MADCITY_PH_PUZZLE &&
        s->phase != MADCITY_PH_GUIDES)
        return -1;
    const madcity_board_seat *S = &b->seat[seat];
    for (int k = 0; k < S->drag.npieces; k++)
        if (S->piece_cell[k] == m->cell) return madcity_board_piece_rests(S, k) ? m->cell : -1;
    return -1;
}

/* ---- a panel ------------------------------------------------------------------------------- */
static const char *head_state(const madcity_state *s, int seat)
{
    bool in = (s->in_round & (1u << seat)) != 0;
    if (s->phase == MADCITY_PH_RACE && s->tree == seat) return _("Park Ranger");
    if (s->phase == MADCITY_PH_RACE && (s->done & (1u << seat)))
        return !s->one && madcity_left(s, seat) == 0 ? _("Time's up") : _("Done"); /* H1 */
    if (s->phase == MADCITY_PH_READY && in && (s->ready & (1u << seat))) return _("Ready");
    if (!in && s->phase != MADCITY_PH_OVER) return _("Sits out");
    return NULL;
}

static void draw_head(const madcity_board_state *b, int seat, const madcity_state *s)
{
    const madcity_board_panel *P = &b->panel[seat];
    float hy = P->head.y + P->head.h * 0.5f;
    ui_draw_seat_badge(seat, P->head.x + 13, hy, 12);
    const char *name = seat_name(b, seat);
    gfx_text_styled(name, P->head.x + 32, hy, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    float nw = gfx_text_width(name, UI_FONT_LABEL, GFX_BOLD);
    bool human = play_seat_is_human(b->p, seat);
    if (!human)
        gfx_text(_("bot"), P->head.x + 40 + nw, hy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                 UI_COL_TEXT_SOFT);
    char buf[64];
    snprintf(buf, sizeof buf, _("%d pts"), s->total[seat]);
    gfx_text_styled(buf, P->head.x + P->head.w, hy, UI_FONT_LABEL, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_ACCENT);
    float pw = gfx_text_width(buf, UI_FONT_LABEL, GFX_BOLD);
    const char *state = head_state(s, seat);
    if (state) {
        float w = gfx_text_width(state, UI_FONT_SMALL, GFX_BOLD) + 16;
        gfx_rect pill = {P->head.x + P->head.w - pw - w - 12, hy - 12, w, 24};
        gfx_rrect(pill, 12, s->tree == seat ? GFX_HEX(0x2F9E55) : UI_COL_ACCENT2);
        gfx_text_styled(state, pill.x + w * 0.5f, hy, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_WHITE);
    }
    if (s->tree == seat) {
        float tx = P->head.x + 44 + nw +
                   (human ? 0 : gfx_text_width(_("bot"), UI_FONT_SMALL, GFX_REGULAR) + 8);
        madcity_board_draw_tree(tx + 12, hy - 2, 30, 1);
    }
}

/* Contractor chips (Standard game): road, houses, factories, skyscrapers; claimed ones lit. */
static const char *const claim_names[4] = {N_("Road"), N_("Houses"), N_("Factories"), N_("Towers")};

static bool claims_shown(const madcity_board_state *b, int seat, const madcity_state *s)
{
    /* a bot palms its contractors in secret: the round's summary tells what they gave */
    return b->panel[seat].claims[0].w > 0 && s->phase == MADCITY_PH_RACE &&
           play_seat_is_human(b->p, seat);
}

static void draw_claims(const madcity_board_state *b, int seat, const madcity_state *s)
{
    if (!claims_shown(b, seat, s)) return;
    const madcity_board_panel *P = &b->panel[seat];
    for (int k = 0; k < 4; k++) {
        gfx_rect r = P->claims[k];
        bool on = (s->claims[seat] & (1u << k)) && !(s->claims[seat] & MADCITY_CLAIMS_HIDDEN);
        gfx_rrect(r, r.h * 0.5f, on ? UI_COL_ACCENT : GFX_RGBA(255, 255, 255, 28));
        gfx_rrect_outline(r, r.h * 0.5f, 2, on ? UI_COL_ACCENT_LO : GFX_RGBA(255, 255, 255, 70));
        if (P->claim_icons) { /* a small window: a road, a house, a factory, a skyscraper */
            float cx = r.x + r.w * 0.5f, cy = r.y + r.h * 0.5f, h = r.h * 0.62f;
            if (k == 0) {
                gfx_line(cx - r.w * 0.3f, cy, cx + r.w * 0.3f, cy, h * 0.5f, GFX_HEX(0x3A3F47));
                gfx_line(cx - r.w * 0.12f, cy, cx + r.w * 0.12f, cy, h * 0.1f, UI_COL_WHITE);
            } else {
                madcity_board_draw_building(k - 1, cx, cy + h * 0.5f, h);
            }
            continue;
        }
        gfx_text_styled(_(claim_names[k]), r.x + r.w * 0.5f, r.y + r.h * 0.5f,
                        fminf(UI_FONT_SMALL, r.h * 0.5f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        on ? UI_COL_INK : UI_COL_TEXT_SOFT);
    }
}

/* Solitaire puzzles: the eight guide tiles around the city, face down until flipped. */
static bool guides_shown(const madcity_state *s, int seat)
{
    return seat == 0 && s->side == MADCITY_SOLO_SIDE &&
           (s->mode == MADCITY_MODE_PUZZLE || s->mode == MADCITY_MODE_ADVANCED);
}

static void draw_guides(const madcity_board_state *b, const madcity_state *s)
{
    const madcity_board_panel *P = &b->panel[0];
    float g = P->cell * 0.6f;
    int cur = madcity_board_current_guide(s);
    for (int i = 0; i < MADCITY_GUIDES; i++) {
        if (s->guides[i] == MADCITY_NONE) continue;
        float cx = i < 4 ? P->grid.x + ((float)i + 0.5f) * P->cell : P->grid.x - P->cell * 0.38f;
        float cy =
            i < 4 ? P->grid.y - P->cell * 0.38f : P->grid.y + ((float)(i - 4) + 0.5f) * P->cell;
        gfx_rect r = ui_rect_centered(cx, cy, g, g);
        if (s->guides[i] < MADCITY_TILES && (s->guide_up & (1u << i))) {
            madcity_board_draw_tile(s->guides[i], cx, cy, g, 0, 0);
        } else {
            gfx_rrect(r, 5, GFX_HEX(0x6B4A35));
            gfx_rrect_outline(ui_rect_inset(r, 4), 3, 2, GFX_HEX(0xC79A5B));
        }
        if (i == cur) gfx_rrect_outline(ui_rect_inset(r, -4), 6, 3, UI_COL_FOCUS);
    }
}

/* What to do, in a person's tray before the first race (short: a small tray). */
static const char *intro_text(const madcity_state *s, bool shortly)
{
    bool puzzle = s->mode == MADCITY_MODE_PUZZLE || s->mode == MADCITY_MODE_ADVANCED;
    if (shortly)
        return puzzle ? _("Drag each tile drawn to an empty cell of your city.")
               : s->mode == MADCITY_MODE_SPEED
                   ? _("60 seconds to build a 4x4 city: drag tiles to it.")
                   : _("60 seconds to build a 3x3 city: drag tiles to it.");
    return puzzle ? _("Puzzle: one tile at a time is drawn; drag it to an empty cell of your 4x4 "
                      "city, turned as you like (R or the wheel while you hold it). Placed tiles "
                      "stay put.")
           : s->mode == MADCITY_MODE_SPEED
               ? _("60 seconds to build a 4x4 city from 16 tiles. Drag tiles from here to your "
                   "grid; R or the wheel turns a held tile, a click turns a placed one.")
               : _("60 seconds to build a 3x3 city. Drag tiles from here to your grid; R or the "
                   "wheel turns a held tile, a click turns a placed one.");
}

static bool intro_shown(const madcity_board_state *b, int seat, const madcity_state *s)
{
    return s->phase == MADCITY_PH_READY && s->round < 1 && play_seat_is_human(b->p, seat);
}

static void draw_intro(const madcity_board_state *b, int seat, const madcity_state *s)
{
    const madcity_board_panel *P = &b->panel[seat];
    gfx_rect r = P->tray;
    r.h = P->button.y - r.y - 4;
    gfx_rrect(r, UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
    gfx_rect in = ui_rect_inset(r, 8);
    const char *text = intro_text(s, false);
    if (gfx_text_box(text, in, UI_FONT_SMALL, GFX_LEFT, (gfx_color){0}) > in.h)
        text = intro_text(s, true); /* a small tray: the words that fit */
    gfx_push_clip(r);
    gfx_text_box(text, in, UI_FONT_SMALL, GFX_LEFT, UI_COL_TEXT_SOFT);
    gfx_pop_clip();
}

static void draw_divider(const madcity_board_state *b, int seat, const madcity_state *s)
{
    const madcity_board_panel *P = &b->panel[seat];
    gfx_rect r = {P->grid.x, P->grid.y, P->tray.x + P->tray.w - P->grid.x, P->grid.h};
    gfx_rrect(r, UI_RADIUS_M, GFX_HEX(0x6B4A35));
    gfx_rrect_outline(ui_rect_inset(r, 6), UI_RADIUS_S, 3, GFX_HEX(0xC79A5B));
    int placed = 0;
    for (int c = 0; c < s->ncells; c++) placed += s->grid[seat][c].tile != MADCITY_NONE;
    char buf[96];
    snprintf(buf, sizeof buf, _("Behind the divider: %d of %d tiles placed"), placed, s->ncells);
    gfx_text_box(buf, ui_rect_inset(r, 24), UI_FONT_BODY, GFX_CENTER, UI_COL_PANEL);
}

/* The last tile a seat placed: a thin ring in its colour and a dot in the cell's corner, until
 * it places another (the race flashes each placement; this stays). */
static void draw_mark(const madcity_board_state *b, int seat, int cell)
{
    const madcity_board_panel *P = &b->panel[seat];
    gfx_rect r = {P->grid.x + (float)(cell % P->side) * P->cell + 2,
                  P->grid.y + (float)(cell / P->side) * P->cell + 2, P->cell - 4, P->cell - 4};
    gfx_color c = ui_seat_color(seat);
    gfx_rrect_outline(r, 4, fmaxf(2, P->cell * 0.025f), c);
    float d = fmaxf(4, P->cell * 0.07f);
    gfx_circle(r.x + r.w - d * 1.1f, r.y + d * 1.1f, d + 1.5f, GFX_RGBA(10, 18, 36, 220));
    gfx_circle(r.x + r.w - d * 1.1f, r.y + d * 1.1f, d, c);
}

void madcity_board_draw_panel_frame(const madcity_board_state *b, int seat, const madcity_state *s,
                                    const madcity_state *view)
{
    const madcity_board_panel *P = &b->panel[seat];
    gfx_color sc = ui_seat_color(seat);
    gfx_rrect((gfx_rect){P->r.x, P->r.y + 4, P->r.w, P->r.h}, UI_RADIUS_M, UI_COL_SHADOW);
    gfx_rrect(P->r, UI_RADIUS_M, GFX_RGBA(22, 36, 66, 235));
    gfx_rrect_outline(P->r, UI_RADIUS_M, 3, gfx_mix(sc, GFX_RGBA(22, 36, 66, 255), 0.35f));
    /* the lots of the grid */
    gfx_rrect(ui_rect_inset(P->grid, -4), UI_RADIUS_S, GFX_RGBA(10, 18, 36, 255));
    for (int c = 0; c < P->side * P->side; c++) {
        gfx_rect cell = {P->grid.x + (float)(c % P->side) * P->cell + 2,
                         P->grid.y + (float)(c / P->side) * P->cell + 2, P->cell - 4, P->cell - 4};
        gfx_rrect(cell, 4, GFX_RGBA(255, 255, 255, 22));
    }
    /* the tray well */
    if (s->phase == MADCITY_PH_RACE || s->phase == MADCITY_PH_PUZZLE ||
        s->phase == MADCITY_PH_GUIDES) {
        gfx_rrect(ui_rect_inset(P->tray, -4), UI_RADIUS_S, GFX_RGBA(255, 255, 255, 16));
        if (s->phase == MADCITY_PH_GUIDES && seat == 0) {
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
    }
    if (intro_shown(b, seat, s)) draw_intro(b, seat, s);
    if (madcity_board_behind_divider(b, view, seat)) draw_divider(b, seat, s);
    if (guides_shown(s, seat)) draw_guides(b, s);
}

void madcity_board_draw_panel_contents(const madcity_board_state *b, int seat,
                                       const madcity_state *s, const madcity_state *view)
{
    const madcity_board_panel *P = &b->panel[seat];
    const madcity_board_seat *S = &b->seat[seat];
    draw_head(b, seat, s);
    const char *words = madcity_board_tray_words(b, s, seat);
    if (words)
        gfx_text_box(words, ui_rect_inset(P->tray, 8), UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
    if (!madcity_board_behind_divider(b, view, seat)) {
        for (int k = 0; k < S->drag.npieces; k++) {
            if (!madcity_board_piece_rests(S, k)) continue;
            const ui_drag_piece *pc = &S->drag.pieces[k];
            madcity_board_draw_tile(S->piece_tile[k], pc->x, pc->y, pc->w, pc->angle, 0);
        }
        int m = marked_cell(b, s, seat);
        if (m >= 0) draw_mark(b, seat, m);
    }
    draw_claims(b, seat, s);
}

void madcity_board_prepare_panel_static(const madcity_board_state *b, int seat)
{
    const madcity_board_seat *S = &b->seat[seat];
    for (int k = 0; k < S->drag.npieces; k++)
        if (madcity_board_piece_rests(S, k))
            madcity_board_sheets_prepare(S->piece_tile[k], S->drag.pieces[k].w,
                                         S->drag.pieces[k].angle);
}

/* ---- a panel's parts: its frame, head, tray and each city cell, each with its rectangle and its
 * key. A part's rectangle holds what its key is about: a change of anything drawn there changes
 * the key (the frame's rectangle is the whole panel, its key what all of it shows). */
int madcity_board_panel_parts(const madcity_board_state *b, int seat)
{
    return MADCITY_BOARD_PART_CELL0 + b->panel[seat].side * b->panel[seat].side;
}

gfx_rect madcity_board_panel_extent(const madcity_board_state *b, int seat)
{
    return ui_rect_inset(b->panel[seat].r, -6); /* its shadow and outline */
}

gfx_rect madcity_board_panel_part_rect(const madcity_board_state *b, int seat, int part)
{
    const madcity_board_panel *P = &b->panel[seat];
    if (part == MADCITY_BOARD_PART_HEAD) return ui_rect_inset(P->head, -4);
    if (part == MADCITY_BOARD_PART_TRAY) {
        gfx_rect r = ui_rect_inset(P->tray, -6);
        for (int k = 0; k < 4; k++) {
            gfx_rect c = P->claims[k];
            if (c.w <= 0) continue;
            float x1 = fmaxf(r.x + r.w, c.x + c.w + 2), y1 = fmaxf(r.y + r.h, c.y + c.h + 2);
            r.x = fminf(r.x, c.x - 2), r.y = fminf(r.y, c.y - 2);
            r.w = x1 - r.x, r.h = y1 - r.y;
        }
        return r;
    }
    int c = part - MADCITY_BOARD_PART_CELL0;
    return (gfx_rect){P->grid.x + (float)(c % P->side) * P->cell - 1,
                      P->grid.y + (float)(c / P->side) * P->cell - 1, P->cell + 2, P->cell + 2};
}

static bool meets(gfx_rect a, gfx_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The tiles at rest that reach into r (whichever part they belong to). */
static uint64_t mix_pieces(uint64_t k, const madcity_board_seat *S, gfx_rect r)
{
    for (int i = 0; i < S->drag.npieces; i++) {
        if (!madcity_board_piece_rests(S, i)) continue;
        const ui_drag_piece *pc = &S->drag.pieces[i];
        float half = pc->w * 0.55f;
        if (!meets(r, (gfx_rect){pc->x - half, pc->y - half, 2 * half, 2 * half})) continue;
        float at[4] = {pc->x, pc->y, pc->w, pc->angle};
        k = mix_int(k, S->piece_tile[i]);
        k = mix(k, at, sizeof at);
    }
    return k;
}

uint64_t madcity_board_panel_frame_key(const madcity_board_state *b, int seat,
                                       const madcity_state *s, const madcity_state *view)
{
    const madcity_board_panel *P = &b->panel[seat];
    uint64_t k = key_start(b);
    k = mix(k, P, sizeof *P);
    gfx_color sc = ui_seat_color(seat);
    k = mix(k, &sc, sizeof sc);
    k = mix_int(k, s->phase);
    k = mix_int(k, s->mode);
    k = mix_int(k, intro_shown(b, seat, s));
    if (s->phase == MADCITY_PH_GUIDES && seat == 0) k = mix_int(k, 10 + (s->guide_dir != 0));
    bool divider = madcity_board_behind_divider(b, view, seat);
    k = mix_int(k, divider);
    if (divider) {
        for (int c = 0; c < s->ncells; c++) k = mix_int(k, s->grid[seat][c].tile != MADCITY_NONE);
        k = mix_int(k, s->ncells);
    }
    if (guides_shown(s, seat)) {
        k = mix(k, s->guides, sizeof s->guides);
        k = mix_int(k, s->guide_up);
        k = mix_int(k, madcity_board_current_guide(s));
    }
    return k | 1;
}

uint64_t madcity_board_panel_part_key(const madcity_board_state *b, int seat, int part,
                                      const madcity_state *s, const madcity_state *view)
{
    uint64_t k = key_start(b);
    k = mix_int(k, part);
    if (part == MADCITY_BOARD_PART_HEAD) {
        k = mix_int(k, ui_seat_symbol(seat));
        k = mix_int(k, play_seat_is_human(b->p, seat));
        k = mix_str(k, seat_name(b, seat));
        k = mix_int(k, s->total[seat]);
        k = mix_str(k, head_state(s, seat));
        k = mix_int(k, s->tree == seat);
        return k | 1;
    }
    if (madcity_board_behind_divider(b, view, seat)) { /* the frame has the city; the chips stay */
        if (part == MADCITY_BOARD_PART_TRAY && claims_shown(b, seat, s))
            k = mix_int(k, 1000 + s->claims[seat]);
        return k | 1;
    }
    const madcity_board_seat *S = &b->seat[seat];
    k = mix_pieces(k, S, madcity_board_panel_part_rect(b, seat, part));
    if (part == MADCITY_BOARD_PART_TRAY) {
        k = mix_str(k, madcity_board_tray_words(b, s, seat));
        if (claims_shown(b, seat, s)) k = mix_int(k, 1000 + s->claims[seat]);
    } else {
        k = mix_int(k, marked_cell(b, s, seat) == part - MADCITY_BOARD_PART_CELL0);
    }
    return k | 1;
}

/* ---- the centre column --------------------------------------------------------------------- */
static bool tree_home(const madcity_board_state *b, const madcity_state *s)
{
    return s->phase == MADCITY_PH_RACE && s->tree == MADCITY_NONE &&
           s->mode <= MADCITY_MODE_STANDARD && b->tree.npieces > 0;
}

/* The tree at home in the middle (nobody holds it, it is not flying back). */
bool madcity_board_tree_rests(const madcity_board_state *b, const madcity_state *s)
{
    if (!tree_home(b, s)) return false;
    const ui_drag_piece *p = &b->tree.pieces[0];
    for (int h = 0; h < UI_DRAG_SLOTS; h++)
        if (b->tree.holds[h].active) return false;
    return !p->flying && p->lift <= 0 && p->x == p->home_x && p->y == p->home_y;
}

/* The tree in the middle and its words (at home or wherever it is dragged). */
void madcity_board_draw_tree_piece(const madcity_board_state *b)
{
    const ui_drag_piece *p = &b->tree.pieces[0];
    float sz = b->tree_home.w * (1 + 0.1f * p->lift);
    gfx_circle(p->x, p->y + sz * 0.05f, sz * 0.46f, GFX_RGBA(255, 255, 255, 18));
    madcity_board_draw_tree(p->x, p->y - p->lift * 6, sz * 0.8f, 1);
    gfx_rect c = b->centre, r = {c.x, b->tree_home.y + b->tree_home.h + 6, c.w, 0};
    r.h = c.y + c.h - r.y;
    const char *words = _("Drag the tree onto your full city to be the Park Ranger");
    if (gfx_text_box(words, r, UI_FONT_SMALL, GFX_CENTER, (gfx_color){0}) > r.h)
        words = _("The tree: to a full city"); /* a small window */
    gfx_text_box(words, r, UI_FONT_SMALL, GFX_CENTER, UI_COL_TEXT_SOFT);
}

static int leader(const madcity_state *s)
{
    int lead = 0;
    for (int i = 1; i < s->players; i++)
        if (s->total[i] > s->total[lead]) lead = i;
    return lead;
}

void madcity_board_draw_centre_static(const madcity_board_state *b, const madcity_state *s)
{
    gfx_rect c = b->centre;
    char buf[96];
    if (s->round >= 1 || s->phase == MADCITY_PH_RACE) {
        snprintf(buf, sizeof buf, _("Round %d"), s->round);
        gfx_text_styled(buf, c.x + c.w * 0.5f, c.y + 8, UI_FONT_HEAD, GFX_CENTER, GFX_BOLD,
                        UI_COL_TEXT);
    }
    if (s->common < MADCITY_TILES && s->phase == MADCITY_PH_RACE) {
        gfx_rect r = b->common;
        gfx_text(_("Common tile"), r.x + r.w * 0.5f, r.y - 22, UI_FONT_SMALL, GFX_CENTER,
                 UI_COL_TEXT_SOFT);
        madcity_board_draw_tile(s->common, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w, 0, 0);
    }
    if (tree_home(b, s)) {
        if (madcity_board_tree_rests(b, s)) madcity_board_draw_tree_piece(b);
    } else if (s->phase == MADCITY_PH_READY) {
        /* who leads, the target, what to do; in a small window the lines that fit, what to do
         * first */
        char lead_text[96], target[96];
        const char *line[3] = {NULL, NULL, _("Everyone presses Ready to start the next race")};
        static const float size[3] = {UI_FONT_BODY, UI_FONT_SMALL, UI_FONT_SMALL},
                           gap[3] = {10, 14, 0};
        if (s->round >= 1) {
            int lead = leader(s);
            snprintf(lead_text, sizeof lead_text, _("%s leads with %d"), seat_name(b, lead),
                     s->total[lead]);
            snprintf(target, sizeof target, _("First to %d points wins"), s->target);
            line[0] = lead_text, line[1] = target;
        }
        float y = b->timer_rect.y + b->timer_rect.h + 24, room = c.y + c.h - y, h[3] = {0};
        static const int priority[3] = {2, 0, 1};
        for (int k = 0; k < 3; k++) {
            int i = priority[k];
            if (!line[i]) continue;
            h[i] = gfx_text_box(line[i], (gfx_rect){c.x, 0, c.w, 1000}, size[i], GFX_CENTER,
                                (gfx_color){0});
            if (h[i] > room)
                line[i] = NULL;
            else
                room -= h[i] + gap[i];
        }
        for (int i = 0; i < 3; i++) {
            if (!line[i]) continue;
            gfx_text_box(line[i], (gfx_rect){c.x, y, c.w, h[i]}, size[i], GFX_CENTER,
                         i == 0 ? UI_COL_TEXT : UI_COL_TEXT_SOFT);
            y += h[i] + gap[i];
        }
    }
}

uint64_t madcity_board_centre_key(const madcity_board_state *b, const madcity_state *s)
{
    uint64_t k = key_start(b);
    k = mix(k, &b->centre, sizeof b->centre);
    k = mix(k, &b->common, sizeof b->common);
    k = mix(k, &b->tree_home, sizeof b->tree_home);
    k = mix(k, &b->timer_rect, sizeof b->timer_rect);
    k = mix_int(k, s->round);
    k = mix_int(k, s->phase);
    k = mix_int(k, s->mode);
    k = mix_int(k, s->common);
    k = mix_int(k, tree_home(b, s));
    bool rests = madcity_board_tree_rests(b, s);
    k = mix_int(k, rests);
    if (rests) {
        const ui_drag_piece *p = &b->tree.pieces[0];
        float at[2] = {p->x, p->y};
        k = mix(k, at, sizeof at);
    }
    if (s->phase == MADCITY_PH_READY && s->round >= 1) {
        int lead = leader(s);
        k = mix_str(k, seat_name(b, lead));
        k = mix_int(k, s->total[lead]);
        k = mix_int(k, s->target);
    }
    return k | 1;
}
