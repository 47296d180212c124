/* infinitecity_board_layout.c: where the Infinite City board puts things (the players' row on top,
 * the city under its camera, the strip at the bottom with the prompt, the hand and the choices) and
 * what the acting seat may choose, read from the rules' legal list: lit cells, playable tiles,
 * buttons. No rule is decided here: a spot is lit because the rules list an action there. */
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

void infinitecity_board_layout(infinitecity_board_state *b, gfx_rect area)
{
    b->area = area;
    gfx_rect r = area;
    b->top = ui_rect_cut_top(&r, 34);
    /* at least 116 units: hand tiles of 76 units stay 57 px and named at 640x360 */
    float sh = fminf(fmaxf(area.h * 0.2f, 116), 150);
    b->strip = ui_rect_cut_bottom(&r, sh);
    b->city = r;
    b->prompt = (gfx_rect){b->strip.x + 12, b->strip.y + 4, b->strip.w - 24, 24};
    b->tile = sh - 40;
    ui_camera_set_view(&b->cam, b->city);
    /* as wide as its label at the buttons' size ("Toute la ville" as well as "Fit city") */
    float fw = fmaxf(120, gfx_text_width(b->fit.label, UI_FONT_BODY, GFX_BOLD) + 40);
    b->fit.base.rect = (gfx_rect){b->strip.x + b->strip.w - 12 - fw, b->strip.y + 34, fw, 40};
}

void infinitecity_board_world_rect(int x, int y, gfx_rect *out)
{
    *out = (gfx_rect){(float)x - 0.5f, (float)y - 0.5f, 1, 1};
}

void infinitecity_board_cell_center(const infinitecity_board_state *b, int x, int y, float *sx,
                                    float *sy)
{
    ui_camera_to_screen(&b->cam, (float)x, (float)y, sx, sy);
}

bool infinitecity_board_cell_at(const infinitecity_board_state *b, float sx, float sy, int *x,
                                int *y)
{
    gfx_rect c = b->city;
    if (sx < c.x || sy < c.y || sx >= c.x + c.w || sy >= c.y + c.h) return false;
    float wx, wy;
    ui_camera_to_world(&b->cam, sx, sy, &wx, &wy);
    *x = (int)lroundf(wx);
    *y = (int)lroundf(wy);
    return true;
}

int infinitecity_board_strip_at(const infinitecity_board_state *b, float sx, float sy)
{
    for (int i = 0; i < b->nhand; i++) {
        gfx_rect r = b->hand_r[i];
        if (sx >= r.x && sy >= r.y && sx < r.x + r.w && sy < r.y + r.h) return i;
    }
    return -1;
}

/* The tiles' box (world units, tile centres), among all tiles or those of seat (-1: all); false
 * when there is none. */
static bool tiles_box(const infinitecity_state *s, int seat, float *x0, float *y0, float *x1,
                      float *y1)
{
    bool any = false;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE || (seat >= 0 && !s->tok[i][seat])) continue;
        float x = s->tx[i], y = s->ty[i];
        if (!any) *x0 = *x1 = x, *y0 = *y1 = y;
        *x0 = fminf(*x0, x), *x1 = fmaxf(*x1, x), *y0 = fminf(*y0, y), *y1 = fmaxf(*y1, y);
        any = true;
    }
    return any;
}

/* The part of the view the tiles may use: not under the column and row numbers. */
static gfx_rect room(const infinitecity_board_state *b)
{
    gfx_rect v = b->cam.view;
    return (gfx_rect){v.x + INFINITECITY_BOARD_RULER_W, v.y + INFINITECITY_BOARD_RULER_H,
                      v.w - INFINITECITY_BOARD_RULER_W, v.h - INFINITECITY_BOARD_RULER_H};
}

/* The zoom at which world fits the room with margin (screen units) on every side. */
static float zoom_to_fit(const infinitecity_board_state *b, gfx_rect world, float margin)
{
    gfx_rect r = room(b);
    return fminf((r.w - 2 * margin) / world.w, (r.h - 2 * margin) / world.h);
}

/* The camera so world point (x, y) is at the middle of the room, at zoom z. */
static void go_to(infinitecity_board_state *b, float x, float y, float z, bool animate)
{
    gfx_rect v = b->cam.view, r = room(b);
    x -= (r.x + r.w / 2 - v.x - v.w / 2) / z;
    y -= (r.y + r.h / 2 - v.y - v.h / 2) / z;
    float w = v.w / z, h = v.h / z;
    ui_camera_fit(&b->cam, (gfx_rect){x - w / 2, y - h / 2, w, h}, 0, animate);
}

/* The least move that shows world in the room with margin m, the zoom kept. */
static void follow(infinitecity_board_state *b, gfx_rect world, float m, bool animate)
{
    const ui_camera *c = &b->cam;
    float z = c->moving ? c->to_zoom : c->zoom;
    float cx = c->moving ? c->to_cx : c->cx, cy = c->moving ? c->to_cy : c->cy;
    gfx_rect v = c->view, r = room(b);
    float l = cx + (r.x + m - v.x - v.w / 2) / z, rt = cx + (r.x + r.w - m - v.x - v.w / 2) / z;
    float t = cy + (r.y + m - v.y - v.h / 2) / z, bt = cy + (r.y + r.h - m - v.y - v.h / 2) / z;
    if (world.x < l)
        cx += world.x - l;
    else if (world.x + world.w > rt)
        cx += world.x + world.w - rt;
    if (world.y < t)
        cy += world.y - t;
    else if (world.y + world.h > bt)
        cy += world.y + world.h - bt;
    float w = v.w / z, h = v.h / z;
    ui_camera_fit(&b->cam, (gfx_rect){cx - w / 2, cy - h / 2, w, h}, 0, animate);
}

float infinitecity_board_readable_zoom(void)
{
    return 56 / fmaxf(gfx_scale(), 0.1f); /* 56 px a tile */
}

static void grow(float *x0, float *y0, float *x1, float *y1, float x, float y)
{
    *x0 = fminf(*x0, x), *x1 = fmaxf(*x1, x), *y0 = fminf(*y0, y), *y1 = fmaxf(*y1, y);
}

/* "Fit city": the tiles fill the room, with the spots lit for the choice in hand (a picked
 * tile's spots, a power's targets); the empty ring around the city only where it is lit. A small
 * city is not blown up past 160 units a tile. */
void infinitecity_board_fit(infinitecity_board_state *b, const infinitecity_state *s, bool animate)
{
    float x0, y0, x1, y1;
    if (!tiles_box(s, -1, &x0, &y0, &x1, &y1)) return;
    for (int k = 0; k < b->nspot && b->armed >= 0; k++)
        grow(&x0, &y0, &x1, &y1, b->spot_x[k], b->spot_y[k]);
    for (int k = 0; k < b->ncell && b->armed < 0; k++)
        grow(&x0, &y0, &x1, &y1, (float)b->cell[k].x, (float)b->cell[k].y);
    gfx_rect w = {x0 - 0.5f, y0 - 0.5f, x1 - x0 + 1, y1 - y0 + 1};
    go_to(b, w.x + w.w / 2, w.y + w.h / 2, fminf(zoom_to_fit(b, w, 6), 160), animate);
}

/* The camera is where Fit city would take it (or heading there): the button has nothing to do. */
bool infinitecity_board_is_fit(infinitecity_board_state *b, const infinitecity_state *s)
{
    ui_camera keep = b->cam;
    infinitecity_board_fit(b, s, false);
    ui_camera fit = b->cam;
    b->cam = keep;
    float z = keep.moving ? keep.to_zoom : keep.zoom, cx = keep.moving ? keep.to_cx : keep.cx,
          cy = keep.moving ? keep.to_cy : keep.cy;
    return fabsf(z - fit.zoom) <= 0.01f * fit.zoom && fabsf(cx - fit.cx) * fit.zoom < 2 &&
           fabsf(cy - fit.cy) * fit.zoom < 2;
}

void infinitecity_board_auto_camera(infinitecity_board_state *b, const infinitecity_state *s,
                                    int viewer, bool animate)
{
    float x0, y0, x1, y1, read = infinitecity_board_readable_zoom(),
                          keep = fmaxf(b->cam.zoom, read);
    if (!tiles_box(s, -1, &x0, &y0, &x1, &y1)) return;
    gfx_rect all = {x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2}; /* the spots around, half */
    float z = zoom_to_fit(b, all, 4);
    if (z >= read) { /* the whole city reads: show it all, not larger than now */
        go_to(b, all.x + all.w / 2, all.y + all.h / 2, fminf(z, keep), animate);
        return;
    }
    /* the last tile and its neighbours, with the viewer's own tiles when they fit too */
    gfx_rect last = {0, 0, 0, 0};
    if (s->last != INFINITECITY_NONE && s->kind[s->last] != INFINITECITY_NONE)
        last = (gfx_rect){s->tx[s->last] - 1.5f, s->ty[s->last] - 1.5f, 3, 3};
    else
        last = (gfx_rect){b->cam.cx - 0.5f, b->cam.cy - 0.5f, 1, 1};
    gfx_rect want = last;
    if (viewer >= 0 && viewer < s->players && tiles_box(s, viewer, &x0, &y0, &x1, &y1)) {
        float ux0 = fminf(last.x, x0 - 0.5f), uy0 = fminf(last.y, y0 - 0.5f);
        float ux1 = fmaxf(last.x + last.w, x1 + 0.5f), uy1 = fmaxf(last.y + last.h, y1 + 0.5f);
        gfx_rect u = {ux0, uy0, ux1 - ux0, uy1 - uy0};
        if (zoom_to_fit(b, u, 8) >= read) {
            want = u;
        } else { /* too spread: the last tile stays in view, the view leans to the player's */
            z = fmaxf(fminf(b->cam.zoom, zoom_to_fit(b, last, 8)), read);
            gfx_rect r = room(b);
            float hw = (r.w - 16) / z / 2, hh = (r.h - 16) / z / 2;
            float cx = fminf(fmaxf((x0 + x1) / 2, last.x + last.w - hw), last.x + hw);
            float cy = fminf(fmaxf((y0 + y1) / 2, last.y + last.h - hh), last.y + hh);
            go_to(b, cx, cy, z, animate);
            return;
        }
    }
    float fz = zoom_to_fit(b, want, 8);
    if (fz >= b->cam.zoom)
        follow(b, want, 8, animate); /* the least move, the zoom kept */
    else
        go_to(b, want.x + want.w / 2, want.y + want.h / 2, fmaxf(fz, read), animate);
}

int infinitecity_board_find_cell(const infinitecity_board_state *b, int x, int y)
{
    for (int i = 0; i < b->ncell; i++)
        if (b->cell[i].x == x && b->cell[i].y == y) return i;
    return -1;
}

bool infinitecity_board_is_spot(const infinitecity_board_state *b, int x, int y)
{
    for (int i = 0; i < b->nspot; i++)
        if (b->spot_x[i] == x && b->spot_y[i] == y) return true;
    return false;
}

/* The spots the strip's tile i may go to: "play K" tried on a copy, then its "place" actions. */
void infinitecity_board_compute_spots(infinitecity_board_state *b, int i)
{
    b->nspot = 0;
    if (i < 0 || i >= b->nhand || !b->play_ok[i] || b->seat < 0) return;
    memcpy(&b->scratch, &b->act, sizeof b->scratch);
    game_action a = infinitecity_act(INFINITECITY_OP_PLAY, b->hand_kind[i], 0, 0);
    if (b->g->apply(&b->scratch, b->seat, a, NULL, 0) == GAME_REFUSED) return;
    if (b->scratch.step != INFINITECITY_ST_PLACE) return;
    static game_action buf[GAME_MAX_ACTIONS];
    int n = b->g->legal_actions(&b->scratch, b->seat, buf, GAME_MAX_ACTIONS);
    for (int k = 0; k < n && b->nspot < INFINITECITY_TILES * 4; k++) {
        if (INFINITECITY_A_OP(buf[k]) != INFINITECITY_OP_PLACE) continue;
        b->spot_x[b->nspot] = (int16_t)INFINITECITY_A_X(buf[k]);
        b->spot_y[b->nspot++] = (int16_t)INFINITECITY_A_Y(buf[k]);
    }
}

static void add_button(infinitecity_board_state *b, game_action a, const char *label)
{
    if (b->nbtn >= INFINITECITY_BOARD_BUTTONS) return;
    int i = b->nbtn++;
    snprintf(b->btn_label[i], sizeof b->btn_label[i], "%s", label);
    if (b->btn_a[i] != a || !b->btn[i].label)
        ui_button_init(&b->btn[i], (gfx_rect){0}, b->btn_label[i],
                       INFINITECITY_A_OP(a) == INFINITECITY_OP_DONE ? UI_BUTTON_SECONDARY
                                                                    : UI_BUTTON_PRIMARY);
    b->btn[i].label = b->btn_label[i];
    b->btn_a[i] = a;
}

/* The strip's tiles: the viewer's hand, or the tiles a Library or a Temple offers. */
static void fill_strip(infinitecity_board_state *b, const infinitecity_state *v, int viewer)
{
    b->nhand = 0;
    const uint8_t *counts = NULL;
    if (b->seat >= 0 && v->step == INFINITECITY_ST_LIBRARY)
        counts = v->peek;
    else if (b->seat >= 0 && v->step == INFINITECITY_ST_TEMPLE_TAKE && v->target < v->players)
        counts = v->hand[v->target];
    else if (viewer >= 0 && viewer < v->players && !v->over)
        counts = v->hand[viewer];
    /* tiles new in the viewer's own hand (drawn) slide in; any other change shows at once */
    int owner = counts == v->hand[viewer < 0 ? 0 : viewer] && viewer >= 0 ? viewer : -1;
    bool same = owner >= 0 && owner == b->strip_owner;
    bool motion = !play_reduced_motion();
    for (int k = 0; counts && k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < counts[k] && b->nhand < INFINITECITY_BOARD_STRIP_MAX; c++) {
            b->hand_kind[b->nhand] = k;
            b->play_ok[b->nhand] = false;
            b->hand_t[b->nhand] = same && motion && c >= b->strip_had[k] ? 0 : 1;
            b->nhand++;
        }
    b->strip_owner = owner;
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        b->strip_had[k] = counts && owner >= 0 ? counts[k] : 0;
    for (int i = 0; i < b->nlegal; i++) {
        if (INFINITECITY_A_OP(b->legal[i]) != INFINITECITY_OP_PLAY) continue;
        for (int h = 0; h < b->nhand; h++)
            if (b->hand_kind[h] == INFINITECITY_A_ARG(b->legal[i])) b->play_ok[h] = true;
    }
}

static void place_strip(infinitecity_board_state *b)
{
    float s = b->tile, gap = 8, x = b->strip.x + 12, y = b->strip.y + 32;
    float room = b->strip.w - 160 - 24;
    float bw = 0;
    for (int i = 0; i < b->nbtn; i++)
        bw += fminf(180, gfx_text_width(b->btn_label[i], UI_FONT_BODY, GFX_BOLD) + 40) + 8;
    room -= bw;
    if (b->nhand > 0 && (s + gap) * (float)b->nhand > room)
        s = fmaxf(24, room / (float)b->nhand - gap);
    for (int i = 0; i < b->nhand; i++)
        b->hand_r[i] = (gfx_rect){x + (float)i * (s + gap), y + (b->tile - s) / 2, s, s};
    x += (s + gap) * (float)b->nhand + 8;
    for (int i = 0; i < b->nbtn; i++) {
        float w = fminf(180, gfx_text_width(b->btn_label[i], UI_FONT_BODY, GFX_BOLD) + 40);
        b->btn[i].base.rect = (gfx_rect){x, y + b->tile / 2 - 22, w, 44};
        x += w + 8;
    }
}

/* The cells of the last turn (its latest actions of one seat that name a tile still in the
 * city: a tile placed, a token put, a tile chosen), newest first. */
static void mark_last_turn(infinitecity_board_state *b, const match *m)
{
    b->nmark = 0;
    int n = match_log_count(m), seat = -1;
    for (int i = n - 1; i >= 0 && i >= n - 24 && b->nmark < INFINITECITY_BOARD_MARKS; i--) {
        const match_entry *e = match_log_at(m, i);
        if (seat >= 0 && e->seat != seat) break;
        seat = e->seat;
        game_action a = e->action;
        int op = INFINITECITY_A_OP(a), x = INFINITECITY_A_X(a), y = INFINITECITY_A_Y(a);
        if (op == INFINITECITY_OP_PLAY || op == INFINITECITY_OP_SEAT ||
            op == INFINITECITY_OP_DONE || op == INFINITECITY_OP_MOVE)
            continue;
        if (infinitecity_at(&b->act, x, y) < 0) continue;
        bool dup = false;
        for (int k = 0; k < b->nmark; k++) dup |= b->mark_x[k] == x && b->mark_y[k] == y;
        if (dup) continue;
        b->mark_x[b->nmark] = (int16_t)x;
        b->mark_y[b->nmark++] = (int16_t)y;
    }
}

void infinitecity_board_sync(infinitecity_board_state *b)
{
    const match *m = play_match(b->p);
    int viewer = play_viewer(b->p);
    uint64_t h = match_hash(m) ^ (uint64_t)match_log_count(m) << 48 ^ (uint64_t)(viewer + 2) << 40;
    game_turn t = match_turn(m);
    int seat = t.player >= 0 && (play_human_mask(b->p) >> t.player & 1) && viewer == t.player
                   ? t.player
                   : -1;
    if (h == b->hash && seat == b->seat) {
        place_strip(b);
        return;
    }
    b->hash = h;
    b->seat = seat;
    b->hover_kind = b->hover_slot = -1; /* a move or a new turn: the text leaves */
    b->hover_mute = true;
    match_view(m, viewer, &b->act);
    mark_last_turn(b, m);
    b->nlegal = seat >= 0 ? b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS) : 0;
    b->ncell = 0;
    b->nbtn = 0;
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        int op = INFINITECITY_A_OP(a);
        if (op == INFINITECITY_OP_PLAY) continue;
        if (op == INFINITECITY_OP_SEAT) {
            char lab[64];
            snprintf(lab, sizeof lab, "%s", play_seat_name(b->p, INFINITECITY_A_ARG(a)));
            add_button(b, a, lab);
            continue;
        }
        if (op == INFINITECITY_OP_DONE) {
            add_button(b, a, _("Stop"));
            continue;
        }
        int x = INFINITECITY_A_X(a), y = INFINITECITY_A_Y(a),
            c = infinitecity_board_find_cell(b, x, y);
        if (c < 0 && b->ncell < INFINITECITY_BOARD_CELLS) {
            c = b->ncell++;
            b->cell[c] = (infinitecity_board_cell){.x = x, .y = y};
        }
        if (c >= 0 && b->cell[c].n < INFINITECITY_BOARD_PER_CELL) b->cell[c].a[b->cell[c].n++] = a;
    }
    fill_strip(b, &b->act, viewer);
    b->armed = b->pressed = -1;
    infinitecity_board_menu_close(b);
    b->dragging = false;
    b->nspot = 0;
    if (b->cursor >= b->nhand + b->ncell + b->nbtn) b->cursor = 0;
    place_strip(b);
}
