/* funcity_board_city.c: the city. Its still part (the ground, the streets with their white spaces,
 * the bus line and its yellow stops, SLOG's red space, the places with their art and names) is
 * drawn first and the same each frame, so the screen's layer cache (render/gfx_cache.c) keeps its
 * pixels and rasterises only what changed; a layer of our own copied each frame measured worse
 * (a copy sends the rest of the frame past that cache: 21 ms a frame at 1920x1080 against
 * 1.7 ms, tools/bench_frames.sh funcity:walk). The art is rasterised once by the SVG cache.
 * Over it each frame: the open
 * CITY cards on their places, the lit spaces and the way to the one under the pointer, SLOG and
 * the pawns. What is lit comes from the rules' legal list; the way is the rules' own walk. */
#include "core/fsutil.h"
#include "core/i18n.h"
#include "games/funcity/board/funcity_board_int.h"
#include "platform/platform.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define COL_GROUND GFX_HEX(0xDCD3B6)
#define COL_ROAD   GFX_HEX(0x8E8A80)
#define COL_SPACE  GFX_HEX(0xFFFFFF)
#define COL_STOP   GFX_HEX(0xF6C90E)
#define COL_RED    GFX_HEX(0xD63C3C)
#define COL_LIT    GFX_HEX(0x3BB273)

static const uint32_t place_col[FUNCITY_PLACES] = {
    0xE9C46A, 0xC77DFF, 0x8ECAE6, 0xB7B7A4, 0xF4A261, 0xE76F51, 0x90BE6D,
    0xA98467, 0x76C893, 0xADB5BD, 0x6C9BD2, 0x9AD1D4, 0xD4A373, 0xF28482,
};

/* Art that may not be drawn yet (the project draws it alongside): a plain shape meanwhile. */
bool funcity_board_art(const char *path)
{
    static char seen[24][96];
    static bool ok[24];
    static int n;
    for (int i = 0; i < n; i++)
        if (!strcmp(seen[i], path)) return ok[i];
    char full[512];
    snprintf(full, sizeof full, "%s/%s", plat_data_dir(), path);
    bool e = fs_exists(full);
    if (n < 24) {
        snprintf(seen[n], sizeof seen[n], "%s", path);
        ok[n++] = e;
    }
    return e;
}

/* A place's parts: its picture, its name, and where its open cards go. big: the name takes the
 * cards' room too (a long name in a small place), and the cards go over the picture's foot. */
static void place_parts(const funcity_board_state *b, int p, bool big, gfx_rect *art,
                        gfx_rect *name, gfx_rect *cards)
{
    gfx_rect r = funcity_board_place_rect(b, p);
    float pad = b->c * 0.06f;
    if (r.w >= r.h * 1.4f) { /* wide: the picture on the left */
        float a = fminf(r.h - 2 * pad, r.w * 0.36f);
        *art = (gfx_rect){r.x + pad, r.y + (r.h - a) / 2, a, a};
        float x = art->x + a + pad, w = r.x + r.w - pad - x;
        *name = (gfx_rect){x, r.y + pad, w, fminf(r.h * 0.42f, b->c * 0.5f)};
        *cards = (gfx_rect){x, name->y + name->h, w, r.y + r.h - pad - name->y - name->h};
    } else { /* tall: the picture on top */
        float a = fminf(r.w - 2 * pad, r.h * 0.42f);
        *art = (gfx_rect){r.x + (r.w - a) / 2, r.y + pad, a, a};
        *name = (gfx_rect){r.x + pad, art->y + a, r.w - 2 * pad, b->c * 0.62f};
        *cards = (gfx_rect){r.x + pad, name->y + name->h, r.w - 2 * pad,
                            r.y + r.h - pad - name->y - name->h};
    }
    if (big) {
        name->h += cards->h;
        *cards = (gfx_rect){r.x + pad, art->y + art->h * 0.55f, r.w - 2 * pad, art->h * 0.45f};
    }
}

/* A text size: whole units, never under the smallest allowed (12 real pixels). */
static float qsize(float s)
{
    return fmaxf(funcity_board_min_text(), floorf(s));
}

/* A name in its box, on one line or two, never under 12 pixels; false (nothing drawn) when it
 * cannot fit: the place's tooltip names it. */
static bool draw_name(const char *text, gfx_rect r, gfx_color col)
{
    char lines[2][FUNCITY_BOARD_LINE];
    int n = 0;
    float size = funcity_board_fit_lines(text, fminf(r.h * 0.62f, 22), r, GFX_BOLD, lines, 2, &n);
    if (!size) return false;
    funcity_board_draw_lines(lines, n, size, r.x + r.w / 2, r.y + r.h / 2, GFX_BOLD, col);
    return true;
}

static bool street_pair(int u, int v)
{
    return u < FUNCITY_STREETS && v < FUNCITY_STREETS && u < v && (funcity_adj[u] >> v & 1);
}

void funcity_board_draw_city_static(funcity_board_state *b)
{
    float c = b->c, sp = funcity_board_space(b);
    gfx_rrect(ui_rect_inset(b->city, -4), c * 0.3f, GFX_HEX(0x3A5A40));
    if (funcity_board_art("data/art/funcity/board_ground.svg"))
        gfx_svg("data/art/funcity/board_ground.svg", b->city, UI_COL_WHITE);
    else
        gfx_rrect(b->city, c * 0.25f, COL_GROUND);
    /* roads under the spaces, doors from the places to their entrances */
    for (int u = 0; u < FUNCITY_STREETS; u++)
        for (int v = u + 1; v < FUNCITY_STREETS; v++) {
            if (!street_pair(u, v)) continue;
            float x0, y0, x1, y1;
            funcity_board_node_center(b, u, &x0, &y0);
            funcity_board_node_center(b, v, &x1, &y1);
            gfx_line(x0, y0, x1, y1, c * 0.96f, COL_ROAD);
        }
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        gfx_rect r = funcity_board_place_rect(b, p);
        for (int e = 0; e < 2; e++) {
            int n = funcity_places[p].entrance[e];
            if (n == FUNCITY_NONE) continue;
            float x, y;
            funcity_board_node_center(b, n, &x, &y);
            float tx = fminf(fmaxf(x, r.x + c * 0.3f), r.x + r.w - c * 0.3f);
            float ty = fminf(fmaxf(y, r.y + c * 0.3f), r.y + r.h - c * 0.3f);
            gfx_line(x, y, tx, ty, c * 0.34f, GFX_HEX(0x7A5230));
        }
    }
    /* the bus line, stop to stop */
    for (int i = 0; i + 1 < FUNCITY_BOARD_ROUTE; i++) {
        float x0, y0, x1, y1;
        funcity_board_node_center(b, funcity_board_route[i], &x0, &y0);
        funcity_board_node_center(b, funcity_board_route[i + 1], &x1, &y1);
        gfx_line(x0, y0, x1, y1, c * 0.14f, COL_STOP);
    }
    for (int n = 0; n < FUNCITY_STREETS; n++) {
        float x, y;
        funcity_board_node_center(b, n, &x, &y);
        gfx_rect r = ui_rect_centered(x, y, sp, sp);
        bool stop = funcity_stop_index(n) >= 0;
        gfx_rrect(r, sp * 0.16f, n == FUNCITY_RED ? COL_RED : stop ? COL_STOP : COL_SPACE);
        gfx_rrect_outline(r, sp * 0.16f, fmaxf(1, c * 0.03f), GFX_HEX(0x5C5A55));
        if (stop) {
            gfx_rect ir = ui_rect_inset(r, sp * 0.14f);
            if (funcity_board_art("data/art/funcity/bus_stop.svg"))
                gfx_svg("data/art/funcity/bus_stop.svg", ir, UI_COL_WHITE);
            else if (sp * 0.3f >= funcity_board_min_text())
                gfx_text_styled(_("BUS"), x, y, floorf(sp * 0.3f), GFX_CENTER | GFX_MIDDLE,
                                GFX_BOLD, UI_COL_INK);
        }
    }
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        gfx_rect r = funcity_board_place_rect(b, p), art, name, cards;
        place_parts(b, p, false, &art, &name, &cards);
        gfx_rrect(ui_rect_inset(r, -1), c * 0.14f, GFX_RGBA(40, 30, 20, 120));
        gfx_rrect(r, c * 0.12f, gfx_mix(GFX_HEX(place_col[p]), UI_COL_PANEL, 0.55f));
        gfx_rrect_outline(r, c * 0.12f, fmaxf(1, c * 0.04f),
                          gfx_hexa(place_col[p] & 0x7F7F7F, 255));
        char path[96];
        snprintf(path, sizeof path, "data/art/funcity/places/%s.svg", funcity_places[p].key);
        if (funcity_board_art(path))
            gfx_svg(path, art, UI_COL_WHITE);
        else
            gfx_rrect(ui_rect_inset(art, art.w * 0.1f), art.w * 0.1f, GFX_HEX(place_col[p]));
        b->name_big[p] = false;
        b->name_shown[p] = draw_name(_(funcity_places[p].name), name, UI_COL_INK);
        if (!b->name_shown[p]) { /* a long name: the cards' room too, else only in the tooltip */
            place_parts(b, p, true, &art, &name, &cards);
            b->name_shown[p] = b->name_big[p] =
                draw_name(_(funcity_places[p].name), name, UI_COL_INK);
        }
    }
}

/* ---- what moves over it -------------------------------------------------------------------- */
void funcity_board_draw_pawn(int seat, float cx, float cy, float r)
{
    if (funcity_board_art(
            "data/art/funcity/pawn.svg")) { /* the silhouette in the seat's colour, outlined */
        float s = r * 2.7f;
        gfx_svg("data/art/funcity/pawn.svg", ui_rect_centered(cx + r * 0.12f, cy + r * 0.14f, s, s),
                GFX_RGBA(0, 0, 0, 90));
        gfx_svg("data/art/funcity/pawn.svg", ui_rect_centered(cx, cy, s * 1.16f, s * 1.12f),
                UI_COL_INK);
        gfx_svg("data/art/funcity/pawn.svg", ui_rect_centered(cx, cy, s, s), ui_seat_color(seat));
        ui_draw_seat_symbol(ui_seat_symbol(seat), cx, cy + r * 0.42f, r * 0.42f, UI_COL_INK);
        return;
    }
    gfx_circle(cx + r * 0.1f, cy + r * 0.16f, r * 1.05f, GFX_RGBA(0, 0, 0, 90));
    gfx_circle(cx, cy, r + fmaxf(1, r * 0.15f), UI_COL_INK);
    ui_draw_seat_badge(seat, cx, cy, r);
}

void funcity_board_draw_slog(float cx, float cy, float s)
{
    if (funcity_board_art("data/art/funcity/slog.svg")) {
        gfx_svg("data/art/funcity/slog.svg", ui_rect_centered(cx, cy, s, s), UI_COL_WHITE);
        return;
    }
    gfx_circle(cx, cy, s * 0.42f, GFX_HEX(0x7BC043));
    gfx_circle_outline(cx, cy, s * 0.42f, fmaxf(1, s * 0.05f), UI_COL_INK);
    if (s * 0.22f >= funcity_board_min_text())
        gfx_text_styled("SLOG", cx, cy, floorf(s * 0.22f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
}

/* Where pawn i of n at a node stands. */
static void pawn_spot(const funcity_board_state *b, int node, int i, int n, float *x, float *y)
{
    float cx, cy;
    funcity_board_node_center(b, node, &cx, &cy);
    float d = n > 1 ? b->c * 0.2f : 0;
    if (node >= FUNCITY_STREETS) { /* in a place: rows from its top left corner */
        gfx_rect r = funcity_board_place_rect(b, node - FUNCITY_STREETS);
        float st = b->c * 0.46f;
        int cols = (int)fmaxf(1, floorf((r.w - b->c * 0.1f) / st));
        if (cols > n) cols = n;
        *x = r.x + r.w / 2 + ((float)(i % cols) - (float)(cols - 1) / 2) * st;
        *y = r.y + b->c * 0.3f + (float)(i / cols) * st;
        return;
    }
    static const float ox[4] = {-1, 1, -1, 1}, oy[4] = {-1, -1, 1, 1};
    *x = cx + ox[i & 3] * d;
    *y = cy + oy[i & 3] * d;
}

/* A CITY card on its place: its hours and a points badge; where the hours cannot be 12 pixels
 * high, the badge alone (the hours are in the panel's list and the place's tooltip). Returns the
 * width used. */
static float draw_card_tag(const funcity_board_state *b, int card, float x, float y, float w,
                           float h, bool lit, bool open)
{
    const funcity_card_def *d = &funcity_cards[card];
    char o[16], cl[16], t[40], pts[16];
    funcity_hhmm(d->open, o, sizeof o);
    funcity_hhmm(d->close, cl, sizeof cl);
    snprintf(t, sizeof t, "%s-%s", o, cl);
    snprintf(pts, sizeof pts, "%d", d->points);
    float pr = h * 0.4f, tw = w - 2 * pr - h * 0.3f,
          ts = funcity_board_fit(t, h * 0.52f, tw, GFX_BOLD);
    gfx_color fill = lit ? GFX_HEX(0xFFF4C2) : open ? UI_COL_PANEL : GFX_HEX(0xD9D0BE);
    if (!ts) { /* the badge alone, as large as its number needs */
        pr = fmaxf(h / 2, funcity_board_min_text() * 0.72f);
        gfx_circle(x + pr, y + h / 2, pr + fmaxf(1, b->c * 0.03f), UI_COL_INK);
        gfx_circle(x + pr, y + h / 2, pr, lit ? GFX_HEX(0xFFF4C2) : GFX_HEX(0xE9B949));
        if (!open) gfx_circle(x + pr, y + h / 2, pr, GFX_RGBA(255, 255, 255, 110));
        gfx_text_styled(pts, x + pr, y + h / 2, qsize(pr * 1.3f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
        return 2 * pr;
    }
    gfx_rect r = {x, y, w, h};
    gfx_rrect(r, h * 0.2f, fill);
    gfx_rrect_outline(r, h * 0.2f, fmaxf(1, b->c * 0.025f), UI_COL_INK);
    gfx_circle(x + w - pr - h * 0.1f, y + h / 2, pr, GFX_HEX(0xE9B949));
    gfx_text_styled(pts, x + w - pr - h * 0.1f, y + h / 2, qsize(pr * 1.4f),
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    gfx_text_styled(t, x + h * 0.12f + tw / 2, y + h / 2, ts, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_INK);
    return w;
}

static void draw_cards(funcity_board_state *b, const funcity_state *v)
{
    float m = funcity_board_min_text();
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        b->hours_shown[p] = true;
        int list[FUNCITY_ON_BOARD + 2], n = 0;
        for (int c = 0; c < FUNCITY_CITY && n < FUNCITY_ON_BOARD + 2; c++)
            if (v->cwhere[c] == FUNCITY_C_BOARD && funcity_cards[c].place == p) list[n++] = c;
        if (!n) continue;
        gfx_rect art, name, cr;
        place_parts(b, p, b->name_big[p], &art, &name, &cr);
        float h = fminf(fmaxf(b->c * 0.42f, m * 1.5f), cr.h / (float)((n + 1) / 2 > 1 ? 2 : 1) - 2);
        float need = gfx_text_width("00:00-00:00", fmaxf(h * 0.52f, m), GFX_BOLD) + h * 1.1f;
        float w = fminf(fmaxf(b->c * 1.6f, need), cr.w);
        int per_row = (int)fmaxf(1, floorf((cr.w + 3) / (w + 3)));
        if (per_row < n && cr.h < 2 * h + 2) w = fmaxf(h * 2.4f, (cr.w - 3 * (float)(n - 1)) / n);
        per_row = (int)fmaxf(1, floorf((cr.w + 3) / (w + 3)));
        bool lit = b->act.step == FUNCITY_ST_SLOG && b->seat >= 0;
        if (b->name_big[p] ||
            !funcity_board_fit("00:00-00:00", h * 0.52f, w - h * 1.1f, GFX_BOLD)) {
            b->hours_shown[p] = false;
            /* badges alone, in the cards' room and inside the place, from the left */
            gfx_rect r = funcity_board_place_rect(b, p);
            float d = fminf(fmaxf(h, m * 1.44f), fminf(r.w, r.h) - 4);
            float y = fmaxf(r.y + 2, fminf(cr.y + cr.h - d, r.y + r.h - d - 2)), x = cr.x;
            for (int i = 0; i < n; i++) {
                if (x + d > r.x + r.w - 2) x = cr.x, y = fmaxf(r.y + 2, y - d - 1);
                x += draw_card_tag(b, list[i], x, y, d, d, lit, funcity_card_open(v, list[i])) + 2;
            }
            continue;
        }
        for (int i = 0; i < n; i++) {
            float x = cr.x + (float)(i % per_row) * (w + 3);
            float y = cr.y + cr.h - h - (float)(i / per_row) * (h + 2);
            draw_card_tag(b, list[i], x, y, w, h, lit, funcity_card_open(v, list[i]));
        }
    }
}

static int cursor_node(const funcity_board_state *b)
{
    if (!b->show_cursor || b->cursor < b->nhand + b->nbtn) return -1;
    int k = b->cursor - b->nhand - b->nbtn;
    for (int n = 0; n < FUNCITY_NODES; n++) {
        bool lit = (b->go >> n & 1) ||
                   (funcity_stop_index(n) >= 0 && (b->boardable >> funcity_stop_index(n) & 1));
        if (lit && k-- == 0) return n;
    }
    return -1;
}

static gfx_rect node_rect(const funcity_board_state *b, int n)
{
    if (n >= FUNCITY_STREETS) return funcity_board_place_rect(b, n - FUNCITY_STREETS);
    float x, y, sp = funcity_board_space(b);
    funcity_board_node_center(b, n, &x, &y);
    return ui_rect_centered(x, y, sp, sp);
}

static void draw_lit(funcity_board_state *b)
{
    float sp = funcity_board_space(b); /* no pulse: an idle board draws no frames (it sleeps) */
    for (int n = 0; n < FUNCITY_NODES; n++) {
        int st = n < FUNCITY_STREETS ? funcity_stop_index(n) : -1;
        bool lit = (b->go >> n & 1) || (st >= 0 && (b->boardable >> st & 1));
        if (!lit || b->npath) continue;
        gfx_rect r = node_rect(b, n);
        gfx_rrect_outline(ui_rect_inset(r, -3), sp * 0.22f, fmaxf(3, b->c * 0.1f),
                          GFX_HEX(0x1E8C4E));
    }
    int cur = cursor_node(b);
    if (cur >= 0) ui_draw_focus_ring(ui_rect_inset(node_rect(b, cur), -6), sp * 0.25f);
    if (b->menu_stop >= 0) /* the stop whose direction the buttons ask */
        gfx_rrect_outline(ui_rect_inset(node_rect(b, funcity_stops[b->menu_stop]), -6), sp * 0.25f,
                          fmaxf(3, b->c * 0.1f), UI_COL_ACCENT);
    int target = b->hover_node >= 0 ? b->hover_node : cur;
    if (target < 0 || !(b->go >> target & 1) || b->seat < 0 || b->npath) return;
    uint8_t way[FUNCITY_BOARD_PATH], bus[FUNCITY_BOARD_PATH];
    int n = funcity_board_go_path(&b->act, b->seat, target, way, bus, FUNCITY_BOARD_PATH);
    for (int i = 0; i + 1 < n; i++) {
        float x0, y0, x1, y1;
        funcity_board_node_center(b, way[i], &x0, &y0);
        funcity_board_node_center(b, way[i + 1], &x1, &y1);
        gfx_line(x0, y0, x1, y1, b->c * 0.12f, bus[i + 1] ? GFX_HEX(0xE07A00) : COL_LIT);
    }
    for (int i = 1; i < n; i++) {
        float x, y;
        funcity_board_node_center(b, way[i], &x, &y);
        gfx_circle(x, y, b->c * 0.1f, bus[i] ? GFX_HEX(0xE07A00) : COL_LIT);
    }
    if (n >= 2) { /* the way's length, never under 12 pixels */
        float x, y;
        funcity_board_node_center(b, target, &x, &y);
        char t[16];
        snprintf(t, sizeof t, "%d", b->act.anywhere ? 1 : n - 1);
        float r = fmaxf(b->c * 0.3f, funcity_board_min_text() * 0.75f), cy = y - b->c * 0.55f;
        if (cy - r < b->city.y) cy = y + b->c * 0.55f; /* under it at the city's top edge */
        gfx_circle(x, cy, r, UI_COL_INK);
        gfx_text_styled(t, x, cy, qsize(r * 1.2f), GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    }
}

static void draw_slog_and_pawns(funcity_board_state *b, const funcity_state *v)
{
    float x, y;
    if (v->slog == FUNCITY_SLOG_TO_LIBRARY || v->slog == FUNCITY_SLOG_TO_MARKET) {
        if (b->pop_t >= 1) {
            funcity_board_node_center(b, FUNCITY_RED, &x, &y);
            funcity_board_draw_slog(x + b->c * 0.3f, y - b->c * 0.3f, b->c * 0.9f);
        }
    } else {
        gfx_rect art, name, cards; /* at home: beside the door of the place's picture */
        place_parts(b, v->slog == FUNCITY_SLOG_AT_LIBRARY ? FUNCITY_LIBRARY : FUNCITY_MARKET, false,
                    &art, &name, &cards);
        funcity_board_draw_slog(art.x + art.w * 0.12f, art.y + art.h * 0.2f, b->c * 0.62f);
    }
    float pr = b->c * 0.2f;
    for (int node = 0; node < FUNCITY_NODES; node++) {
        int at[GAME_MAX_PLAYERS], n = 0;
        for (int q = 0; q < v->players; q++)
            if (v->pawn[q] == node && q != b->walk_seat) at[n++] = q;
        for (int i = 0; i < n; i++) {
            pawn_spot(b, node, i, n, &x, &y);
            funcity_board_draw_pawn(at[i], x, y, n > 1 && node < FUNCITY_STREETS ? pr * 0.8f : pr);
        }
    }
    if (funcity_board_walk_pos(b, b->walk_seat, &x, &y)) {
        int i = (int)b->walk_t;
        if (i + 1 < b->npath && b->path_bus[i + 1] && funcity_board_art("data/art/funcity/bus.svg"))
            gfx_svg("data/art/funcity/bus.svg", ui_rect_centered(x, y + b->c * 0.1f, b->c, b->c),
                    UI_COL_WHITE); /* riding: the bus under the pawn */
        funcity_board_draw_pawn(b->walk_seat, x, y, pr * 1.1f);
    }
}

void funcity_board_draw_city_live(funcity_board_state *b, const funcity_state *v)
{
    draw_cards(b, v);
    draw_lit(b);
    draw_slog_and_pawns(b, v);
}

void funcity_board_draw_city(funcity_board_state *b, const funcity_state *v)
{
    funcity_board_draw_city_static(b);
    funcity_board_draw_city_live(b, v);
}
