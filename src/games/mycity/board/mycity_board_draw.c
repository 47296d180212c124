/* mycity_board_draw.c: how the My City board looks: a wooden panel with a cream chessboard and
 * landmark art (cached in a layer), zone counters, trays, legal squares, the control overlay
 * and the results highlight. */
#include "core/i18n.h"
#include "games/mycity/board/mycity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define COL_SQ_LIGHT GFX_HEX(0xF4E9D8)
#define COL_SQ_DARK  GFX_HEX(0xE6D3B3)
#define COL_WOOD_HI  GFX_HEX(0xA8714C)
#define COL_WOOD_LO  GFX_HEX(0x6E4429)
#define COL_GOLD     GFX_HEX(0xE9C46A)

static const char *const zone_art[MYCITY_KINDS] = {
    "data/art/mycity/zones/highway_exit.svg", "data/art/mycity/zones/commercial.svg",
    "data/art/mycity/zones/residential.svg",  "data/art/mycity/zones/industrial.svg",
    "data/art/mycity/zones/utilities.svg",    "data/art/mycity/zones/park.svg",
    "data/art/mycity/zones/slum.svg"};

/* Art by landmark id (the same picture for both counter sets); NULL: drawn from shapes. */
static const char *const landmark_art[MYCITY_NLM_IDS] = {
    "data/art/mycity/landmarks/airport.svg",       "data/art/mycity/landmarks/seaport.svg",
    "data/art/mycity/landmarks/train_station.svg", "data/art/mycity/landmarks/subway_station.svg",
    "data/art/mycity/landmarks/city_hall.svg",     "data/art/mycity/landmarks/university.svg",
    "data/art/mycity/landmarks/power_plant.svg",   "data/art/mycity/landmarks/water_plant.svg",
    "data/art/mycity/landmarks/fire_station.svg",  "data/art/mycity/landmarks/police_station.svg",
    "data/art/mycity/landmarks/zoo.svg",           "data/art/mycity/landmarks/aquarium.svg",
    "data/art/mycity/landmarks/stadium.svg",       "data/art/mycity/landmarks/cathedral.svg",
    "data/art/mycity/landmarks/library.svg",       "data/art/mycity/landmarks/museum.svg",
    "data/art/mycity/landmarks/heliport.svg",      "data/art/mycity/landmarks/bus_terminal.svg",
    "data/art/mycity/landmarks/courthouse.svg",    "data/art/mycity/landmarks/town_square.svg",
    "data/art/mycity/landmarks/hospital.svg",      "data/art/mycity/landmarks/post_office.svg",
    "data/art/mycity/landmarks/opera_house.svg",   "data/art/mycity/landmarks/botanical_garden.svg",
    "data/art/mycity/landmarks/city_dump.svg"};

const char *mycity_board_zone_art(int kind)
{
    return kind >= 0 && kind < MYCITY_KINDS ? zone_art[kind] : zone_art[0];
}

/* A soft shadow: a few widening translucent layers. */
void mycity_board_soft_shadow(gfx_rect r, float radius, float spread, float dy, uint8_t alpha)
{
    for (int i = 3; i >= 1; i--) {
        float g = spread * (float)i / 3;
        gfx_rrect((gfx_rect){r.x - g, r.y - g + dy, r.w + 2 * g, r.h + 2 * g}, radius + g,
                  GFX_RGBA(8, 12, 24, (uint8_t)(alpha / 3)));
    }
}

/* ---- tokens -------------------------------------------------------------------------------- */
void mycity_board_draw_token(float cx, float cy, float size, int seat, int kind, int value,
                             int shown, float lift)
{
    gfx_color c = ui_seat_color(seat), rim = gfx_mix(c, GFX_HEX(0x000000), 0.38f);
    float rad = size * 0.24f;
    gfx_rect r = ui_rect_centered(cx, cy, size, size);
    if (lift <= 0)
        gfx_rrect((gfx_rect){r.x + 1, r.y + size * 0.09f, r.w, r.h}, rad, GFX_RGBA(20, 12, 4, 80));
    gfx_rrect(r, rad, rim);
    gfx_rect top = {r.x, r.y, r.w, r.h - size * 0.07f};
    gfx_rrect(top, rad, c);
    gfx_rrect(ui_rect_inset(top, size * 0.07f), rad * 0.7f, gfx_mix(c, UI_COL_WHITE, 0.12f));
    gfx_color ink = mycity_board_is_light(c) ? MYCITY_BOARD_COL_NAVY : UI_COL_WHITE;
    /* the access value at the bottom right (red when slums pull it down), its number never
     * under 12 pixels: a small counter's badge grows and its icon steps back to the top left; a
     * tiny one (a tray in a small window) has no number, its row says it */
    float vr = fmaxf(size * 0.19f, mycity_board_min_text() / 1.55f),
          grow = (vr / size - 0.19f) / 0.11f;
    bool number = mycity_board_numbers_fit(size);
    float g = size * (number ? 0.56f - 0.1f * grow : 0.62f);
    float gx = number ? cx - size * (0.05f + 0.06f * grow) : cx,
          gy = number ? cy - size * (0.06f + 0.06f * grow) : cy;
    gfx_svg(zone_art[kind], (gfx_rect){gx - g * 0.5f, gy - g * 0.5f, g, g}, ink);
    if (number) {
        float vx = cx + size * 0.49f - vr, vy = cy + size * 0.45f - vr;
        char num[8];
        snprintf(num, sizeof num, "%d", kind == MYCITY_SLUM ? -1 : shown);
        gfx_circle(vx, vy, vr, UI_COL_WHITE);
        gfx_circle_outline(vx, vy, vr, fmaxf(1, size * 0.025f), rim);
        gfx_text_styled(num, vx, vy, vr * 1.55f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        shown < value || kind == MYCITY_SLUM ? UI_COL_BAD : MYCITY_BOARD_COL_NAVY);
    }
    /* the seat's symbol, top left, so colour is never the only clue */
    ui_draw_seat_symbol(ui_seat_symbol(seat), cx - size * 0.3f, cy - size * 0.3f, size * 0.1f,
                        mycity_board_alpha(ink, 0.85f));
}

/* ---- the static board (cached) ------------------------------------------------------------- */
static void square_shape(const mycity_board_state *b, float cx, float cy, float inset, gfx_color c)
{
    if (b->lay.hex)
        gfx_hexagon(cx, cy, b->lay.hr - inset, true, c);
    else
        gfx_rrect(ui_rect_centered(cx, cy, b->lay.cell - 2 * inset, b->lay.cell - 2 * inset),
                  fmaxf(2, b->lay.cell * 0.06f), c);
}

static void square_outline(const mycity_board_state *b, float cx, float cy, float inset,
                           float thick, gfx_color c)
{
    if (b->lay.hex)
        gfx_hexagon_outline(cx, cy, b->lay.hr - inset, true, thick, c);
    else
        gfx_rrect_outline(
            ui_rect_centered(cx, cy, b->lay.cell - 2 * inset, b->lay.cell - 2 * inset),
            fmaxf(2, b->lay.cell * 0.08f), thick, c);
}

static float art_size(const mycity_board_state *b)
{
    return b->lay.hex ? b->lay.hr * 1.62f : b->lay.cell - 6;
}

static void value_badge(const mycity_board_state *b, float cx, float cy, int value)
{
    float a = art_size(b), r = fmaxf(fmaxf(8, a * 0.16f), mycity_board_min_text() / 1.45f);
    float x = cx + a * 0.5f - r * 0.7f, y = cy - a * 0.5f + r * 0.7f;
    char num[8];
    snprintf(num, sizeof num, "%d", value);
    gfx_circle(x, y + 1.5f, r, GFX_RGBA(20, 12, 4, 90));
    gfx_circle(x, y, r, value < 0 ? UI_COL_BAD : COL_GOLD);
    gfx_circle_outline(x, y, r, fmaxf(1.5f, r * 0.16f), MYCITY_BOARD_COL_NAVY);
    gfx_text_styled(num, x, y, r * 1.45f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    value < 0 ? UI_COL_WHITE : MYCITY_BOARD_COL_NAVY);
}

/* Landmarks without art (the bigger maps' extra eight): a tile in the colour of their type. */
static void landmark_fallback(const mycity_board_state *b, const mycity_state *s, float cx,
                              float cy, int id)
{
    static const gfx_color type_col[MYCITY_NLTYPES] = {GFX_HEX(0x8ECAE6), GFX_HEX(0xE9C46A),
                                                       GFX_HEX(0x5C6B7A), GFX_HEX(0x6A994E)};
    const mycity_landmark_def *L = &mycity_set_of(s)->landmark[id];
    float a = art_size(b);
    gfx_color c = L->type < MYCITY_NLTYPES ? type_col[L->type] : GFX_HEX(0xBC4B51);
    gfx_rrect(ui_rect_centered(cx, cy, a, a), a * 0.14f, c);
    gfx_rrect_outline(ui_rect_centered(cx, cy, a, a), a * 0.14f, fmaxf(1.5f, a * 0.03f),
                      MYCITY_BOARD_COL_NAVY);
    char ini[8] = {0};
    const char *name = _(L->name);
    int n = 0;
    for (const char *q = name; *q && n < 2; q++)
        if ((q == name || q[-1] == ' ') && (unsigned char)*q < 128) ini[n++] = *q;
    gfx_text_styled(ini, cx, cy + a * 0.05f, fmaxf(a * 0.42f, mycity_board_min_text()),
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    mycity_board_is_light(c) || c.g > 140 ? MYCITY_BOARD_COL_NAVY : UI_COL_WHITE);
}

static void draw_landmark(const mycity_board_state *b, const mycity_state *s, int sq, float cx,
                          float cy)
{
    int id = s->sq_item[sq];
    float a = art_size(b);
    if (id < MYCITY_NLM_IDS && landmark_art[id]) {
        gfx_svg(landmark_art[id], ui_rect_centered(cx, cy, a, a), UI_COL_WHITE);
    } else {
        landmark_fallback(b, s, cx, cy, id < MYCITY_NLM_IDS ? id : 0);
    }
    value_badge(b, cx, cy, mycity_set_of(s)->landmark[id < MYCITY_NLM_IDS ? id : 0].value);
}

/* Everything that does not change during a match, drawn with the panel's corner at (ox, oy). */
static void draw_static(mycity_board_state *b, const mycity_state *s, float ox, float oy)
{
    mycity_board_layout L = b->lay; /* a shifted copy: the layer's origin is the panel's corner */
    float dx = ox - L.panel.x, dy = oy - L.panel.y;
    gfx_rect p = {ox, oy, L.panel.w, L.panel.h};
    float rad = L.frame * 0.5f;
    gfx_rrect(p, rad, COL_WOOD_LO);
    gfx_rrect((gfx_rect){p.x, p.y, p.w, p.h - 4}, rad, UI_COL_WOOD);
    for (int i = 0; i < 9; i++) { /* wood grain */
        float y = p.y + L.frame * 0.2f + (p.h - L.frame * 0.4f) * (float)i / 8.0f;
        gfx_line(p.x + rad, y, p.x + p.w - rad, y + ((i & 1) ? 2 : -2), 1.2f,
                 GFX_RGBA(60, 34, 18, 28));
    }
    gfx_rrect_outline(ui_rect_inset(p, 2), rad - 2, 2, mycity_board_alpha(COL_WOOD_HI, 0.8f));
    gfx_rect g = {L.grid.x + dx, L.grid.y + dy, L.grid.w, L.grid.h};
    gfx_rrect(ui_rect_inset(g, -5), 6, COL_WOOD_LO);
    gfx_rrect(ui_rect_inset(g, -3), 5, GFX_HEX(0xD9C4A0));
    mycity_board_state tmp = *b;
    tmp.lay.grid = g;
    for (int sq = 0; sq < s->nsq; sq++) {
        float cx, cy;
        mycity_board_sq_center(&tmp, sq, &cx, &cy);
        int r = sq / s->side, c = sq % s->side;
        gfx_color col = ((r + c) & 1) ? COL_SQ_DARK : COL_SQ_LIGHT;
        if (L.hex) col = (r % 3 == c % 3) ? COL_SQ_DARK : COL_SQ_LIGHT;
        if (L.hex)
            gfx_hexagon(cx, cy, L.hr - 1, true, col);
        else
            gfx_fill_rect(ui_rect_centered(cx, cy, L.cell, L.cell), col);
    }
    if (!L.hex)
        for (int i = 1; i < s->side; i++) {
            float t = (float)i * L.cell;
            gfx_line(g.x + t, g.y, g.x + t, g.y + g.h, 1, GFX_RGBA(120, 84, 50, 40));
            gfx_line(g.x, g.y + t, g.x + g.w, g.y + t, 1, GFX_RGBA(120, 84, 50, 40));
        }
    /* coordinates: letters above and below, numbers left and right */
    float fs = fmaxf(fminf(L.frame * 0.62f, 20), mycity_board_min_text());
    gfx_color cc = GFX_HEX(0xF6E7C8);
    for (int i = 0; i < s->side; i++) {
        char t[12]; /* room for any int: gcc 14 checks the range */
        float cx, cy;
        snprintf(t, sizeof t, "%c", 'A' + i);
        mycity_board_sq_center(&tmp, i, &cx, &cy);
        gfx_text_styled(t, cx, p.y + L.frame * 0.5f, fs, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, cc);
        mycity_board_sq_center(&tmp, (s->side - 1) * s->side + i, &cx, &cy);
        gfx_text_styled(t, cx, p.y + p.h - L.frame * 0.5f - 2, fs, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, cc);
        snprintf(t, sizeof t, "%d", i + 1);
        mycity_board_sq_center(&tmp, i * s->side, &cx, &cy);
        gfx_text_styled(t, p.x + L.frame * 0.5f, cy, fs, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, cc);
        gfx_text_styled(t, p.x + p.w - L.frame * 0.5f, cy, fs, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        cc);
    }
    for (int sq = 0; sq < s->nsq; sq++) {
        if (s->sq_kind[sq] != MYCITY_SQ_LANDMARK) continue;
        float cx, cy;
        mycity_board_sq_center(&tmp, sq, &cx, &cy);
        draw_landmark(&tmp, s, sq, cx, cy);
    }
}

void mycity_board_layer_free(mycity_board_state *b)
{
    if (b->layer.id) gfx_target_destroy(b->layer);
    b->layer.id = 0;
    b->layer_key = 0;
}

static uint64_t layer_key(const mycity_board_state *b, const mycity_state *s, int w, int h)
{
    uint64_t k = 1469598103934665603ull;
    const uint8_t *parts[] = {s->sq_kind, s->sq_item};
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < s->nsq; i++) {
            uint8_t v = parts[p][i];
            if (p == 0)
                v = v == MYCITY_SQ_LANDMARK;
            else if (s->sq_kind[i] != MYCITY_SQ_LANDMARK)
                v = 0;
            k = (k ^ v) * 1099511628211ull;
        }
    k = (k ^ (uint64_t)w) * 1099511628211ull;
    k = (k ^ (uint64_t)h) * 1099511628211ull;
    k = (k ^ (uint64_t)(b->lay.grid.x - b->lay.panel.x)) * 1099511628211ull;
    k = (k ^ (uint64_t)s->opt[MYCITY_OPT_SET]) * 1099511628211ull;
    k = (k ^ (uint64_t)(unsigned char)i18n_language()[0]) * 1099511628211ull; /* initials */
    return k | 1;
}

/* Draws the panel from the layer, re-rendering it when the size or the landmarks changed. */
static void draw_board_layer(mycity_board_state *b, const mycity_state *s)
{
    gfx_rect p = b->lay.panel;
    float sc = gfx_scale();
    int w = (int)ceilf(p.w * sc), h = (int)ceilf(p.h * sc);
    uint64_t key = layer_key(b, s, w, h);
    if (key != b->layer_key || !b->layer.id) {
        if (b->layer.id) gfx_target_destroy(b->layer);
        b->layer = gfx_target_create(w, h);
        b->layer_key = key;
        if (b->layer.id) {
            gfx_target_begin(b->layer, sc);
            draw_static(b, s, 0, 0);
            gfx_target_end();
        }
    }
    if (b->layer.id)
        gfx_image(gfx_target_texture(b->layer), (gfx_rect){p.x, p.y, (float)w / sc, (float)h / sc},
                  (gfx_rect){0, 0, 0, 0}, 0, UI_COL_WHITE);
    else
        draw_static(b, s, p.x, p.y); /* no layer: draw it every frame */
}

/* ---- the city ------------------------------------------------------------------------------ */
static float token_size(const mycity_board_state *b)
{
    return b->lay.hex ? b->lay.hr * 1.45f : b->lay.cell * 0.84f;
}

static void draw_zones(const mycity_board_state *b, const mycity_state *s)
{
    float ts = token_size(b);
    for (int sq = 0; sq < s->nsq; sq++) {
        int k = s->sq_kind[sq];
        if (k >= MYCITY_KINDS) continue;
        float cx, cy, size = ts, a = 1;
        mycity_board_sq_center(b, sq, &cx, &cy);
        for (int i = 0; i < MYCITY_BOARD_ANIMS; i++)
            if (b->anim[i].sq == sq) { /* drops in: falls, shrinks to size, fades in */
                float t = b->anim[i].t, e = 1 - (1 - t) * (1 - t);
                size = ts * (1.35f - 0.35f * e);
                cy -= (1 - e) * ts * 0.5f;
                a = fminf(1, t * 3);
            }
        gfx_push_alpha(a);
        mycity_board_draw_token(cx, cy, size, s->sq_owner[sq], k, s->sq_item[sq],
                                mycity_zone_value(s, sq), 0);
        gfx_pop_alpha();
    }
}

/* Who would control each landmark now (the rules' mycity_control, as the score counts it): a ring
 * in the leader's colour and a strip of access totals (symbol + number per player) across the
 * bottom of the landmark. */
static void draw_control(const mycity_board_state *b, const mycity_state *s)
{
    float a = art_size(b);
    for (int sq = 0; sq < s->nsq; sq++) {
        if (s->sq_kind[sq] != MYCITY_SQ_LANDMARK) continue;
        int acc[GAME_MAX_PLAYERS], order[GAME_MAX_PLAYERS], n = 0;
        uint32_t who = mycity_control(s, sq, acc);
        float cx, cy;
        mycity_board_sq_center(b, sq, &cx, &cy);
        if (who) {
            bool tie = (who & (who - 1)) != 0;
            gfx_color rc = tie ? UI_COL_WHITE : ui_seat_color(__builtin_ctz(who));
            square_outline(b, cx, cy, 1, fmaxf(3, a * 0.07f), rc);
        }
        for (int p = 0; p < s->players; p++)
            if (acc[p] > 0) order[n++] = p;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && acc[order[j]] > acc[order[j - 1]]; j--) {
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        if (!n) continue;
        int per_row = a > 100 ? 3 : 2, rows = (n + per_row - 1) / per_row;
        float eh = fmaxf(fmaxf(14, a * 0.25f), mycity_board_min_text() / 0.95f),
              ew = a / (float)per_row;
        gfx_rect band = {cx - a * 0.5f, cy + a * 0.5f - eh * (float)rows - 2, a,
                         eh * (float)rows + 2};
        gfx_rrect(band, 4, GFX_RGBA(20, 24, 36, 200));
        for (int i = 0; i < n; i++) {
            int p = order[i];
            float ex = band.x + ew * ((float)(i % per_row) + 0.5f),
                  ey = band.y + 1 + eh * ((float)(i / per_row) + 0.5f);
            char num[8];
            snprintf(num, sizeof num, "%d", acc[p]);
            ui_draw_seat_badge(p, ex - eh * 0.42f, ey, eh * 0.36f);
            gfx_text_styled(num, ex + eh * 0.05f, ey, eh * 0.95f, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            (who & (1u << p)) ? COL_GOLD : UI_COL_WHITE);
        }
    }
}

/* ---- the results highlight ----------------------------------------------------------------- */
static void draw_results_highlight(mycity_board_state *b, const mycity_state *s,
                                   const game_score_line *l)
{
    mycity_bits hl, key;
    mycity_line_squares(s, l, &hl, &key); /* what the rules counted */
    float ts = token_size(b), thick = fmaxf(3, b->lay.cell * 0.06f);
    for (int sq = 0; sq < s->nsq; sq++) {
        float cx, cy;
        mycity_board_sq_center(b, sq, &cx, &cy);
        if (!mycity_test(&hl, sq)) {
            square_shape(b, cx, cy, 0, GFX_RGBA(24, 18, 12, 150));
            continue;
        }
        if (mycity_test(&key, sq)) {
            square_outline(b, cx, cy, -2, thick + 1, UI_COL_ACCENT);
        } else if (s->sq_kind[sq] < MYCITY_KINDS) {
            bool mine = s->sq_owner[sq] == l->player;
            gfx_rrect_outline(ui_rect_centered(cx, cy, ts + 6, ts + 6), ts * 0.28f,
                              mine ? thick : thick * 0.6f,
                              mine ? UI_COL_WHITE : GFX_RGBA(255, 255, 255, 150));
        }
    }
}

/* ---- legal squares, cursor ----------------------------------------------------------------- */
/* A lit square of the selected counter: a press and release there places it (the control list). */
static void list_spot(const mycity_board_state *b, const mycity_state *s, int sq)
{
    if (!ui_ctl_tracing()) return;
    float cx, cy, d = b->lay.hex ? 2 * b->lay.hr : b->lay.cell;
    mycity_board_sq_center(b, sq, &cx, &cy);
    ui_ctl c = {.kind = UI_CTL_SPOT,
                .rect = ui_rect_centered(cx, cy, d * 0.8f, d * 0.8f),
                .enabled = true,
                .seat = IN_SEAT_ANY};
    char name[48], sqn[8];
    mycity_counter_name(s, b->pick[b->kb_sel].kind, b->pick[b->kb_sel].value, false, name,
                        sizeof name);
    mycity_square_name(s, sq, sqn, sizeof sqn);
    snprintf(c.label, sizeof c.label, "%s at %s", name, sqn);
    ui_ctl_add(&c);
}

static void draw_legal(mycity_board_state *b, const mycity_state *s)
{
    float pulse = play_reduced_motion() ? 1 : 0.75f + 0.25f * sinf((float)ui_time() * 6);
    const ui_drag_hold *hold = NULL;
    for (int i = 0; i < UI_DRAG_SLOTS; i++)
        if (b->drag.holds[i].active) hold = &b->drag.holds[i];
    bool kb = !hold && mycity_board_selected(b);
    if (!hold && !kb) return;
    for (int t = 0; t < b->drag.ntargets; t++) {
        int sq = b->target_sq[t];
        bool ok = hold ? hold->legal[t]
                       : mycity_board_check(b, b->pick[b->kb_sel].kind, b->pick[b->kb_sel].value,
                                            sq, NULL, 0);
        bool over = hold && hold->over == t;
        float cx, cy;
        mycity_board_sq_center(b, sq, &cx, &cy);
        bool zone = s->sq_kind[sq] < MYCITY_KINDS;
        if (ok) {
            gfx_color c = zone ? UI_COL_ACCENT : UI_COL_GOOD; /* amber: a rezoning */
            if (zone) { /* a rezoning: a ring around the counter */
                float ts = token_size(b) + 8;
                gfx_rect tr = ui_rect_centered(cx, cy, ts, ts);
                gfx_rrect_outline(tr, ts * 0.3f, over ? 5 : 4,
                                  mycity_board_alpha(c, over ? 1 : pulse));
                gfx_rrect_outline(ui_rect_inset(tr, -2), ts * 0.3f + 2, 1.5f,
                                  mycity_board_alpha(UI_COL_WHITE, 0.8f));
                if (kb) list_spot(b, s, sq);
                continue;
            }
            square_shape(b, cx, cy, 3, mycity_board_alpha(c, over ? 0.6f : 0.18f * pulse + 0.06f));
            square_outline(b, cx, cy, 2, over ? 4 : 2.5f, mycity_board_alpha(c, over ? 1 : pulse));
            if (kb) list_spot(b, s, sq);
        } else if (over) {
            square_shape(b, cx, cy, 3, mycity_board_alpha(UI_COL_BAD, 0.35f));
            square_outline(b, cx, cy, 2, 4, UI_COL_BAD);
        }
    }
}

static void draw_cursor(mycity_board_state *b, const mycity_state *s)
{
    if (!b->show_cursor || b->cur_sq < 0 || b->cur_sq >= s->nsq) return;
    float cx, cy;
    mycity_board_sq_center(b, b->cur_sq, &cx, &cy);
    if (b->act_seat >= 0 && b->kb_sel >= 0 && b->kb_sel < b->npick &&
        s->sq_kind[b->cur_sq] == MYCITY_NONE) {
        bool ok = mycity_board_check(b, b->pick[b->kb_sel].kind, b->pick[b->kb_sel].value,
                                     b->cur_sq, NULL, 0);
        gfx_push_alpha(ok ? 0.75f : 0.35f);
        float shake = b->kb_shake > 0 ? sinf(b->kb_shake * 40) * 6 * b->kb_shake : 0;
        mycity_board_draw_token(cx + shake, cy, token_size(b), b->act_seat, b->pick[b->kb_sel].kind,
                                b->pick[b->kb_sel].value, b->pick[b->kb_sel].value, 0);
        gfx_pop_alpha();
    }
    float pulse = play_reduced_motion() ? 1 : 0.8f + 0.2f * sinf((float)ui_time() * 5);
    square_outline(b, cx, cy, -1, 5, mycity_board_alpha(UI_COL_FOCUS, pulse));
}

/* ---- the whole board ----------------------------------------------------------------------- */
void mycity_board_draw(mycity_board_state *b, const mycity_state *s,
                       const game_score_line *highlight)
{
    const mycity_board_layout *L = &b->lay;
    mycity_board_soft_shadow(L->panel, L->frame * 0.5f, 14, 8, 150);
    draw_board_layer(b, s);
    draw_zones(b, s);
    if (!highlight) mycity_board_draw_last_moves(b, s);
    if (b->show_control && L->trays) draw_control(b, s);
    if (L->trays && b->act_seat >= 0) draw_legal(b, s);
    if (highlight) draw_results_highlight(b, s, highlight);
    if (L->trays) {
        if (b->act_seat >= 0) draw_cursor(b, s);
        for (int i = 0; i < s->players; i++) mycity_board_draw_tray(b, s, i, i == s->to_move);
        mycity_board_draw_legend(b, s);
        ui_drag_draw_pieces(&b->drag);
        ui_button_draw(&b->control);
        mycity_board_draw_hint(b, s);
    }
}
