/* icb_layout.c: where the Infinite City board puts things (the players' row on top, the city
 * under its camera, the strip at the bottom with the prompt, the hand and the choices) and what
 * the acting seat may choose, read from the rules' legal list: lit cells, playable tiles,
 * buttons. No rule is decided here: a spot is lit because the rules list an action there. */
#include "core/i18n.h"
#include "games/infinitecity/board/icb_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

void icb_layout(icb *b, gfx_rect area)
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
    b->fit.base.rect = (gfx_rect){b->strip.x + b->strip.w - 132, b->strip.y + 34, 120, 40};
}

void icb_world_rect(int x, int y, gfx_rect *out)
{
    *out = (gfx_rect){(float)x - 0.5f, (float)y - 0.5f, 1, 1};
}

void icb_cell_center(const icb *b, int x, int y, float *sx, float *sy)
{
    ui_camera_to_screen(&b->cam, (float)x, (float)y, sx, sy);
}

bool icb_cell_at(const icb *b, float sx, float sy, int *x, int *y)
{
    gfx_rect c = b->city;
    if (sx < c.x || sy < c.y || sx >= c.x + c.w || sy >= c.y + c.h) return false;
    float wx, wy;
    ui_camera_to_world(&b->cam, sx, sy, &wx, &wy);
    *x = (int)lroundf(wx);
    *y = (int)lroundf(wy);
    return true;
}

int icb_strip_at(const icb *b, float sx, float sy)
{
    for (int i = 0; i < b->nhand; i++) {
        gfx_rect r = b->hand_r[i];
        if (sx >= r.x && sy >= r.y && sx < r.x + r.w && sy < r.y + r.h) return i;
    }
    return -1;
}

void icb_fit(icb *b, const ic_state *s, bool animate)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0, any = 0;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == IC_NONE) continue;
        if (!any || s->tx[i] < minx) minx = s->tx[i];
        if (!any || s->tx[i] > maxx) maxx = s->tx[i];
        if (!any || s->ty[i] < miny) miny = s->ty[i];
        if (!any || s->ty[i] > maxy) maxy = s->ty[i];
        any = 1;
    }
    /* one empty row of spots around it */
    gfx_rect w = {(float)minx - 1.5f, (float)miny - 1.5f, (float)(maxx - minx) + 3,
                  (float)(maxy - miny) + 3};
    ui_camera_fit(&b->cam, w, 8, animate);
}

int icb_find_cell(const icb *b, int x, int y)
{
    for (int i = 0; i < b->ncell; i++)
        if (b->cell[i].x == x && b->cell[i].y == y) return i;
    return -1;
}

bool icb_is_spot(const icb *b, int x, int y)
{
    for (int i = 0; i < b->nspot; i++)
        if (b->spot_x[i] == x && b->spot_y[i] == y) return true;
    return false;
}

/* The spots the strip's tile i may go to: "play K" tried on a copy, then its "place" actions. */
void icb_compute_spots(icb *b, int i)
{
    b->nspot = 0;
    if (i < 0 || i >= b->nhand || !b->play_ok[i] || b->seat < 0) return;
    memcpy(&b->scratch, &b->act, sizeof b->scratch);
    game_action a = ic_act(IC_OP_PLAY, b->hand_kind[i], 0, 0);
    if (b->g->apply(&b->scratch, b->seat, a, NULL, 0) == GAME_REFUSED) return;
    if (b->scratch.step != IC_ST_PLACE) return;
    static game_action buf[GAME_MAX_ACTIONS];
    int n = b->g->legal_actions(&b->scratch, b->seat, buf, GAME_MAX_ACTIONS);
    for (int k = 0; k < n && b->nspot < IC_TILES * 4; k++) {
        if (IC_A_OP(buf[k]) != IC_OP_PLACE) continue;
        b->spot_x[b->nspot] = (int16_t)IC_A_X(buf[k]);
        b->spot_y[b->nspot++] = (int16_t)IC_A_Y(buf[k]);
    }
}

static void add_button(icb *b, game_action a, const char *label)
{
    if (b->nbtn >= ICB_BUTTONS) return;
    int i = b->nbtn++;
    snprintf(b->btn_label[i], sizeof b->btn_label[i], "%s", label);
    if (b->btn_a[i] != a || !b->btn[i].label)
        ui_button_init(&b->btn[i], (gfx_rect){0}, b->btn_label[i],
                       IC_A_OP(a) == IC_OP_DONE ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
    b->btn[i].label = b->btn_label[i];
    b->btn_a[i] = a;
}

/* The strip's tiles: the viewer's hand, or the tiles a Library or a Temple offers. */
static void fill_strip(icb *b, const ic_state *v, int viewer)
{
    b->nhand = 0;
    const uint8_t *counts = NULL;
    if (b->seat >= 0 && v->step == IC_ST_LIBRARY)
        counts = v->peek;
    else if (b->seat >= 0 && v->step == IC_ST_TEMPLE_TAKE && v->target < v->players)
        counts = v->hand[v->target];
    else if (viewer >= 0 && viewer < v->players && !v->over)
        counts = v->hand[viewer];
    /* tiles new in the viewer's own hand (drawn) slide in; any other change shows at once */
    int owner = counts == v->hand[viewer < 0 ? 0 : viewer] && viewer >= 0 ? viewer : -1;
    bool same = owner >= 0 && owner == b->strip_owner;
    bool motion = !play_reduced_motion();
    for (int k = 0; counts && k < IC_KINDS; k++)
        for (int c = 0; c < counts[k] && b->nhand < ICB_STRIP_MAX; c++) {
            b->hand_kind[b->nhand] = k;
            b->play_ok[b->nhand] = false;
            b->hand_t[b->nhand] = same && motion && c >= b->strip_had[k] ? 0 : 1;
            b->nhand++;
        }
    b->strip_owner = owner;
    for (int k = 0; k < IC_KINDS; k++) b->strip_had[k] = counts && owner >= 0 ? counts[k] : 0;
    for (int i = 0; i < b->nlegal; i++) {
        if (IC_A_OP(b->legal[i]) != IC_OP_PLAY) continue;
        for (int h = 0; h < b->nhand; h++)
            if (b->hand_kind[h] == IC_A_ARG(b->legal[i])) b->play_ok[h] = true;
    }
}

static void place_strip(icb *b)
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

void icb_sync(icb *b)
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
    match_view(m, viewer, &b->act);
    b->nlegal = seat >= 0 ? b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS) : 0;
    b->ncell = 0;
    b->nbtn = 0;
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        int op = IC_A_OP(a);
        if (op == IC_OP_PLAY) continue;
        if (op == IC_OP_SEAT) {
            char lab[64];
            snprintf(lab, sizeof lab, "%s", play_seat_name(b->p, IC_A_ARG(a)));
            add_button(b, a, lab);
            continue;
        }
        if (op == IC_OP_DONE) {
            add_button(b, a, _("Stop"));
            continue;
        }
        int x = IC_A_X(a), y = IC_A_Y(a), c = icb_find_cell(b, x, y);
        if (c < 0 && b->ncell < ICB_CELLS) {
            c = b->ncell++;
            b->cell[c] = (icb_cell){.x = x, .y = y};
        }
        if (c >= 0 && b->cell[c].n < ICB_PER_CELL) b->cell[c].a[b->cell[c].n++] = a;
    }
    fill_strip(b, &b->act, viewer);
    b->armed = b->pressed = b->menu_cell = -1;
    b->dragging = false;
    b->nspot = 0;
    if (b->cursor >= b->nhand + b->ncell + b->nbtn) b->cursor = 0;
    place_strip(b);
}
