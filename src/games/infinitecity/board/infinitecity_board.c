/* infinitecity_board.c: the Infinite City board plugged into the play host. Input: a hand tile
 * dragged onto a lit spot (or clicked, then a spot clicked), a lit tile clicked for a power's
 * choice, a chooser when one tile offers several actions (Bank, Stadium: which player), buttons for
 * players and "Stop"; keys and pads move a cursor over the same choices. A click where the
 * rules refuse shows their reason. The city pans and zooms under the shared camera and follows
 * the last tile played. Layout in infinitecity_board_layout.c, drawing in
 * infinitecity_board_draw.c. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/infinitecity/board/infinitecity_board_int.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static infinitecity_board_state *live;

infinitecity_board_state *infinitecity_board_live(void)
{
    return live;
}

static void *board_create(play *p)
{
    infinitecity_board_state *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->p = p;
    b->g = play_game(p);
    b->seat = b->armed = b->pressed = b->menu_cell = b->hover_slot = b->hover_kind = -1;
    b->menu_focus = -1;
    b->strip_owner = -1;
    b->follow_slot = -1;
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        b->anim[i] = (infinitecity_board_anim){-1, 1};
    ui_camera_init(&b->cam, (gfx_rect){0, 0, 1280, 600}, 80, 14, 200); /* names read */
    ui_button_init(&b->fit, (gfx_rect){0}, _("Fit city"), UI_BUTTON_SECONDARY);
    b->fit.shortcut = SDLK_f;
    live = b;
    return b;
}

static void board_destroy(void *vb)
{
    if (vb == live) live = NULL;
    infinitecity_board_atlas_free();
    free(vb);
}

/* ---- actions ------------------------------------------------------------------------------- */
static bool submit(infinitecity_board_state *b, game_action a)
{
    char why[GAME_REASON_LEN];
    if (b->seat < 0) return false;
    int seat = b->seat;
    bool ok = play_submit(b->p, seat, a, why, sizeof why);
    if (!ok) snd_play(SND_REFUSED);
    return ok;
}

static void refuse(infinitecity_board_state *b, game_action a, bool armed_play)
{
    char why[GAME_REASON_LEN] = "", out[GAME_REASON_LEN];
    memcpy(&b->scratch, &b->act, sizeof b->scratch);
    if (armed_play) {
        game_action p = infinitecity_act(INFINITECITY_OP_PLAY, b->hand_kind[b->armed], 0, 0);
        if (b->g->apply(&b->scratch, b->seat, p, why, sizeof why) == GAME_REFUSED) goto show;
    }
    if (b->g->apply(&b->scratch, b->seat, a, why, sizeof why) != GAME_REFUSED) return;
show:
    play_format(b->p, why, out, sizeof out);
    play_toast(b->p, out);
    snd_play(SND_REFUSED);
}

/* The action a click on cell x,y would be in the current step (for the refusal's reason). */
static game_action guess(const infinitecity_board_state *b, int x, int y)
{
    static const uint8_t op_of[INFINITECITY_NSTEPS] = {
        [INFINITECITY_ST_PLACE] = INFINITECITY_OP_PLACE,
        [INFINITECITY_ST_ARBORETUM] = INFINITECITY_OP_RETRIEVE,
        [INFINITECITY_ST_BANK] = INFINITECITY_OP_BANK,
        [INFINITECITY_ST_CAPITOL] = INFINITECITY_OP_TOKEN,
        [INFINITECITY_ST_DISASTER] = INFINITECITY_OP_BURY,
        [INFINITECITY_ST_EMBASSY] = INFINITECITY_OP_TOKEN,
        [INFINITECITY_ST_HOUSING] = INFINITECITY_OP_TOKEN,
        [INFINITECITY_ST_MAUSOLEUM] = INFINITECITY_OP_TAKE,
        [INFINITECITY_ST_PORT] = INFINITECITY_OP_PLACE,
        [INFINITECITY_ST_POST_FROM] = INFINITECITY_OP_MOVE,
        [INFINITECITY_ST_POST_TO] = INFINITECITY_OP_PLACE,
        [INFINITECITY_ST_SECURITY] = INFINITECITY_OP_CLEAR,
        [INFINITECITY_ST_STADIUM] = INFINITECITY_OP_PULL,
        [INFINITECITY_ST_TRANSIT_A] = INFINITECITY_OP_TRANSIT,
        [INFINITECITY_ST_TRANSIT_B] = INFINITECITY_OP_TRANSIT,
    };
    const infinitecity_state *s = &b->act;
    int op = s->step < INFINITECITY_NSTEPS ? op_of[s->step] : 0, arg = 0;
    int at = infinitecity_at(s, x, y);
    if ((op == INFINITECITY_OP_BANK || op == INFINITECITY_OP_PULL) && at >= 0)
        for (int q = 0; q < s->players; q++)
            if (q != b->seat && s->tok[at][q]) arg = q;
    return op ? infinitecity_act(op, arg, x, y) : 0;
}

/* A click (or Enter: focus the chooser's first choice) on cell x,y of the city. */
static void click_cell(infinitecity_board_state *b, int x, int y, bool by_key)
{
    if (b->seat < 0) return;
    if (b->armed >= 0) {
        int k = b->hand_kind[b->armed];
        if (infinitecity_board_is_spot(b, x, y)) {
            b->armed = -1;
            b->nspot = 0;
            if (submit(b, infinitecity_act(INFINITECITY_OP_PLAY, k, 0, 0)))
                submit(b, infinitecity_act(INFINITECITY_OP_PLACE, 0, x, y));
        } else {
            refuse(b, infinitecity_act(INFINITECITY_OP_PLACE, 0, x, y), true);
        }
        return;
    }
    int c = infinitecity_board_find_cell(b, x, y);
    if (c >= 0 && b->cell[c].n == 1) {
        submit(b, b->cell[c].a[0]);
    } else if (c >= 0) {
        infinitecity_board_menu_open(b, c, by_key);
    } else {
        game_action a = guess(b, x, y);
        if (a)
            refuse(b, a, false);
        else if (infinitecity_at(&b->act, x, y) >= 0 && b->act.step == INFINITECITY_ST_TURN)
            play_toast(b->p, infinitecity_step_prompt(&b->act));
    }
}

static void arm(infinitecity_board_state *b, int i)
{
    if (b->seat < 0 || i < 0 || i >= b->nhand) return;
    if (!b->play_ok[i]) {
        if (b->act.step == INFINITECITY_ST_LIBRARY && b->hand_kind[i] == INFINITECITY_LIBRARY_K)
            refuse(b, infinitecity_act(INFINITECITY_OP_PLAY, b->hand_kind[i], 0, 0), false);
        else
            snd_play(SND_REFUSED);
        return;
    }
    if (b->armed == i) {
        b->armed = -1;
        b->nspot = 0;
        return;
    }
    b->armed = i;
    infinitecity_board_compute_spots(b, i);
    snd_play(SND_PICKUP);
    if (!b->nspot) { /* nothing to place (never expected): play it and let the rules ask */
        b->armed = -1;
        submit(b, infinitecity_act(INFINITECITY_OP_PLAY, b->hand_kind[i], 0, 0));
    }
}

/* ---- keys and pads: a cursor over hand, buttons, then the lit cells (or the armed spots) ---- */
static int ncursor(const infinitecity_board_state *b)
{
    return b->nhand + b->nbtn + (b->armed >= 0 ? b->nspot : b->ncell);
}

static void cursor_follow(infinitecity_board_state *b)
{
    int k = b->cursor - b->nhand - b->nbtn, x, y;
    b->hover_mute = false;
    b->hover_at_cell = false;
    if (b->cursor >= 0 && b->cursor < b->nhand) { /* a hand tile: its text, beside it */
        gfx_rect r = b->hand_r[b->cursor];
        b->hover_kind = b->hand_kind[b->cursor];
        b->hover_slot = -1;
        b->press_time = 1;
        b->hover_x = r.x + r.w / 2, b->hover_y = r.y;
        return;
    }
    if (k < 0) {
        b->hover_kind = b->hover_slot = -1;
        return;
    }
    if (b->armed >= 0 && k < b->nspot)
        x = b->spot_x[k], y = b->spot_y[k];
    else if (b->armed < 0 && k < b->ncell)
        x = b->cell[k].x, y = b->cell[k].y;
    else
        return;
    gfx_rect w;
    infinitecity_board_world_rect(x, y, &w);
    ui_camera_follow(&b->cam, w, 24, true);
    int slot = infinitecity_at(&b->act, x, y);
    b->hover_kind = slot >= 0 && b->act.up[slot] ? b->act.kind[slot] : -1;
    b->hover_slot = slot;
    b->hover_at_cell = slot >= 0;
    b->press_time = 1; /* focus shows the power's text at once */
    infinitecity_board_cell_center(b, x, y, &b->hover_x, &b->hover_y);
}

static bool key_event(infinitecity_board_state *b, const in_event *ev)
{
    int n = ncursor(b);
    if (ev->kind == IN_KEY && ev->key >= '1' && ev->key <= '9') {
        int i = ev->key - '1';
        if (i < b->nhand && b->seat >= 0) {
            arm(b, i);
            b->show_cursor = true;
            b->cursor = b->armed >= 0 && b->nspot ? b->nhand + b->nbtn : i;
            cursor_follow(b);
        }
        return i < b->nhand;
    }
    if (ev->kind == IN_NAV && (b->seat < 0 || !n)) { /* nothing to choose: arrows pan */
        float d = 80;
        switch (ev->key) {
        case IN_NAV_LEFT: ui_camera_pan(&b->cam, d, 0); return true;
        case IN_NAV_RIGHT: ui_camera_pan(&b->cam, -d, 0); return true;
        case IN_NAV_UP: ui_camera_pan(&b->cam, 0, d); return true;
        case IN_NAV_DOWN: ui_camera_pan(&b->cam, 0, -d); return true;
        default: return false;
        }
    }
    if (ev->kind != IN_NAV) return false;
    switch (ev->key) {
    case IN_NAV_LEFT:
    case IN_NAV_UP:
    case IN_NAV_PREV: b->cursor = b->show_cursor ? (b->cursor + n - 1) % n : 0; break;
    case IN_NAV_RIGHT:
    case IN_NAV_DOWN:
    case IN_NAV_NEXT: b->cursor = b->show_cursor ? (b->cursor + 1) % n : 0; break;
    case IN_NAV_BACK:
        if (b->armed < 0) return false;
        b->armed = -1, b->nspot = 0, b->cursor = 0;
        return true;
    case IN_NAV_ACCEPT: {
        if (!b->show_cursor) {
            b->cursor = 0;
            break;
        }
        int c = b->cursor;
        if (c < b->nhand) {
            arm(b, c);
            if (b->armed >= 0) b->cursor = b->nhand + b->nbtn;
        } else if (c < b->nhand + b->nbtn) {
            submit(b, b->btn_a[c - b->nhand]);
        } else {
            int k = c - b->nhand - b->nbtn;
            if (b->armed >= 0 && k < b->nspot)
                click_cell(b, b->spot_x[k], b->spot_y[k], true);
            else if (b->armed < 0 && k < b->ncell)
                click_cell(b, b->cell[k].x, b->cell[k].y, true);
        }
        break;
    }
    default: return false;
    }
    b->show_cursor = true;
    if (b->cursor >= ncursor(b)) b->cursor = 0;
    cursor_follow(b);
    return true;
}

/* ---- pointer ------------------------------------------------------------------------------- */
/* The tile under the pointer (a hand tile, or a face-up tile of the city) shows its power's text
 * after a short hover; nothing under it, or a moved pointer after an action, clears it. */
static void hover_at(infinitecity_board_state *b, float x, float y)
{
    b->hover_x = x, b->hover_y = y;
    b->hover_mute = false;
    int i = infinitecity_board_strip_at(b, x, y), cx, cy, slot = -1, kind = -1;
    if (i >= 0) { /* a hand tile's text stands above the hand, not over its neighbours */
        kind = b->hand_kind[i];
        b->hover_x = b->hand_r[i].x + b->hand_r[i].w / 2, b->hover_y = b->hand_r[i].y - 6;
    } else if (infinitecity_board_cell_at(b, x, y, &cx, &cy) &&
               (slot = infinitecity_at(&b->act, cx, cy)) >= 0 && b->act.up[slot])
        kind = b->act.kind[slot];
    if (kind != b->hover_kind || slot != b->hover_slot) b->press_time = 0;
    b->hover_kind = kind;
    b->hover_slot = slot;
    b->hover_at_cell = i < 0 && slot >= 0;
}

static void hover_clear(infinitecity_board_state *b)
{
    b->hover_kind = b->hover_slot = -1;
    b->press_time = 0;
    b->hover_mute = true;
}

static bool board_event(void *vb, gfx_rect area, const in_event *ev)
{
    infinitecity_board_state *b = vb;
    infinitecity_board_layout(b, area);
    infinitecity_board_sync(b);
    if (ui_button_event(&b->fit, ev) == UI_ACTIVATED) {
        infinitecity_board_fit(b, &b->act, true);
        return true;
    }
    bool may = b->seat >= 0 &&
               (ev->kind == IN_ZOOM || ev->kind == IN_PAN || play_acting_seat(b->p, ev) == b->seat);
    game_action chosen;
    if (infinitecity_board_menu_event(b, ev, &chosen)) {
        if (chosen && may) submit(b, chosen);
        if (ev->kind == IN_PRESS || ev->kind == IN_RELEASE) hover_clear(b);
        return true;
    }
    if (may)
        for (int i = 0; i < b->nbtn; i++)
            if (ui_button_event(&b->btn[i], ev) == UI_ACTIVATED) {
                submit(b, b->btn_a[i]);
                return true;
            }
    if ((ev->kind == IN_NAV || ev->kind == IN_KEY) && key_event(b, ev)) return true;
    switch (ev->kind) {
    case IN_MOVE:
        b->px = ev->x, b->py = ev->y;
        if (b->pressed >= 0 && !b->dragging && hypotf(ev->x - b->dx, ev->y - b->dy) > 10 && may) {
            b->dragging = true;
            if (b->armed != b->pressed) {
                b->armed = -1;
                arm(b, b->pressed);
            }
            if (b->armed < 0) b->dragging = false, b->pressed = -1;
        }
        if (b->dragging) return true;
        if (b->pressed < 0) hover_at(b, ev->x, ev->y);
        break;
    case IN_PRESS: {
        b->px = b->dx = ev->x, b->py = b->dy = ev->y;
        b->show_cursor = false;
        int i = infinitecity_board_strip_at(b, ev->x, ev->y);
        if (i >= 0) {
            b->pressed = i;
            hover_at(b, ev->x, ev->y);
            b->press_time = 0;
            return true;
        }
        hover_at(b, ev->x, ev->y);
        b->pressing_tile = b->hover_kind >= 0;
        b->press_time = 0;
        b->city_press = true;
        break;
    }
    case IN_RELEASE:
    case IN_CANCEL:
        if (b->pressed >= 0) {
            int i = b->pressed, x, y;
            bool was_drag = b->dragging;
            bool read = !was_drag && b->hover_kind >= 0 && b->press_time >= UI_LONG_PRESS;
            b->pressed = -1;
            b->dragging = false;
            if (read) return true; /* a long press read the tile's text: it plays nothing */
            hover_clear(b);
            if (ev->kind == IN_CANCEL || !may) {
                b->armed = -1, b->nspot = 0;
                return true;
            }
            if (was_drag) {
                if (infinitecity_board_cell_at(b, ev->x, ev->y, &x, &y)) click_cell(b, x, y, false);
                b->armed = -1, b->nspot = 0;
            } else {
                arm(b, i);
            }
            return true;
        }
        break;
    default: break;
    }
    bool on_empty = ev->kind == IN_PRESS && infinitecity_board_strip_at(b, ev->x, ev->y) < 0;
    if (ui_camera_event(&b->cam, ev, on_empty)) {
        if (ev->kind == IN_RELEASE || ev->kind == IN_CANCEL || b->cam.panned)
            b->pressing_tile = b->city_press = false;
        return true;
    }
    if (ev->kind == IN_RELEASE) {
        bool long_press = b->pressing_tile && b->press_time >= UI_LONG_PRESS;
        bool mine = b->city_press;
        b->pressing_tile = b->city_press = false;
        if (!mine) return false; /* its press lifted the curtain, or landed elsewhere */
        int x, y;
        if (!long_press && may && infinitecity_board_cell_at(b, ev->x, ev->y, &x, &y)) {
            hover_clear(b);
            click_cell(b, x, y, false);
            return true;
        }
        return long_press;
    }
    return ev->kind == IN_PRESS &&
           infinitecity_board_cell_at(b, ev->x, ev->y, &(int){0}, &(int){0});
}

/* ---- the host's calls ---------------------------------------------------------------------- */
static void board_draw(void *vb, gfx_rect area, const void *view, const game_score_line *hl,
                       float alpha)
{
    (void)alpha;
    infinitecity_board_state *b = vb;
    const infinitecity_state *v = view;
    infinitecity_board_layout(b, area);
    infinitecity_board_sync(b);
    if (!b->fitted) { /* the whole city, unless its tiles would be too small to read */
        infinitecity_board_auto_camera(b, v, play_viewer(b->p), false);
        b->fitted = true;
    }
    if (hl != b->hl) { /* the walk-through shows the tiles of each line */
        b->hl = hl;
        uint8_t mask[INFINITECITY_TILES];
        if (hl && infinitecity_line_tiles(v, hl->player, hl->ref, hl->group, mask)) {
            float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
            for (int i = 0; i < v->hi; i++)
                if (mask[i]) {
                    x0 = fminf(x0, v->tx[i]), x1 = fmaxf(x1, v->tx[i]);
                    y0 = fminf(y0, v->ty[i]), y1 = fmaxf(y1, v->ty[i]);
                }
            ui_camera_follow(&b->cam, (gfx_rect){x0 - 0.5f, y0 - 0.5f, x1 - x0 + 1, y1 - y0 + 1},
                             16, true);
        }
    }
    infinitecity_board_draw(b, v, hl);
}

static void board_tick(void *vb, double dt)
{
    infinitecity_board_state *b = vb;
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        if (b->anim[i].t < 1) b->anim[i].t = fminf(1, b->anim[i].t + (float)dt / 0.35f);
    ui_camera_tick(&b->cam, (float)dt);
    for (int i = 0; i < b->nhand; i++)
        if (b->hand_t[i] < 1) b->hand_t[i] = fminf(1, b->hand_t[i] + (float)dt / 0.3f);
    if (b->hover_kind >= 0) b->press_time += (float)dt;
}

static bool board_busy(void *vb)
{
    infinitecity_board_state *b = vb;
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        if (b->anim[i].t < 1) return true;
    for (int i = 0; i < b->nhand; i++)
        if (b->hand_t[i] < 1) return true;
    return b->cam.moving;
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    (void)seat;
    infinitecity_board_state *b = vb;
    const infinitecity_state *s0 = before, *s1 = after;
    bool motion = !play_reduced_motion();
    int flips = 0;
    for (int i = 0; i < s1->hi; i++) {
        if (s1->kind[i] == INFINITECITY_NONE || !s1->up[i]) continue;
        bool was = i < s0->hi && s0->kind[i] != INFINITECITY_NONE && s0->up[i];
        bool moved = was && (s0->tx[i] != s1->tx[i] || s0->ty[i] != s1->ty[i]);
        if (was && !moved) continue;
        flips++;
        if (!motion) continue;
        int k = 0;
        for (int j = 0; j < INFINITECITY_BOARD_ANIMS; j++)
            if (b->anim[j].t >= 1) k = j;
        b->anim[k] = (infinitecity_board_anim){i, was ? 0.5f : 0};
    }
    int op = INFINITECITY_A_OP(a);
    if (op == INFINITECITY_OP_PLACE)
        snd_play(SND_DROP);
    else if (flips)
        snd_play(SND_ROTATE);
    else if (op != INFINITECITY_OP_PLAY)
        snd_play(SND_CLICK);
    if (s1->last != INFINITECITY_NONE && s1->last != s0->last &&
        s1->kind[s1->last] != INFINITECITY_NONE)
        infinitecity_board_auto_camera(b, s1, play_viewer(b->p), motion);
    b->hover_kind = b->hover_slot = -1; /* the text leaves with the move (the pointer moves next) */
    b->hover_mute = true;
    b->hash = 0;
}

static void board_on_reset(void *vb)
{
    infinitecity_board_state *b = vb;
    for (int i = 0; i < INFINITECITY_BOARD_ANIMS; i++)
        b->anim[i] = (infinitecity_board_anim){-1, 1};
    b->hash = 0;
    b->armed = b->pressed = -1;
    infinitecity_board_menu_close(b);
    b->dragging = false;
    b->nspot = 0;
}

/* A position drawn in a rules page: the whole city fitted to r. */
void infinitecity_board_figure(const void *state, gfx_rect r, const char *focus)
{
    (void)focus;
    const infinitecity_state *s = state;
    ui_camera cam;
    ui_camera_init(&cam, r, 64, 4, 72);
    int minx = 0, maxx = 0, miny = 0, maxy = 0, any = 0;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE) continue;
        if (!any || s->tx[i] < minx) minx = s->tx[i];
        if (!any || s->tx[i] > maxx) maxx = s->tx[i];
        if (!any || s->ty[i] < miny) miny = s->ty[i];
        if (!any || s->ty[i] > maxy) maxy = s->ty[i];
        any = 1;
    }
    ui_camera_fit(&cam,
                  (gfx_rect){(float)minx - 0.5f, (float)miny - 0.5f, (float)(maxx - minx) + 1,
                             (float)(maxy - miny) + 1},
                  4, false);
    infinitecity_board_draw_city_cam(s, &cam);
}

static float board_min_width(void *vb)
{
    (void)vb;
    return 900;
}

/* The coach's and the Hint's pointer: a hand tile played (from), a cell chosen (to: a place, a
 * token, a tile taken or cleared), or the button of a choice (to). */
static bool board_spot(void *vb, int seat, game_action a, gfx_rect *from, gfx_rect *to)
{
    infinitecity_board_state *b = vb;
    *from = *to = (gfx_rect){0, 0, 0, 0};
    if (seat != b->seat) return false; /* the strip and the choices are the acting seat's */
    for (int i = 0; i < b->nbtn; i++)
        if (b->btn_a[i] == a && !b->btn[i].base.hidden) {
            *to = b->btn[i].base.rect;
            return true;
        }
    int op = INFINITECITY_A_OP(a);
    if (op == INFINITECITY_OP_PLAY) {
        for (int i = 0; i < b->nhand; i++)
            if (b->hand_kind[i] == INFINITECITY_A_ARG(a)) {
                *from = b->hand_r[i];
                return true;
            }
        return false;
    }
    if (op == INFINITECITY_OP_SEAT || op == INFINITECITY_OP_DONE) return false;
    float x, y, s = b->cam.zoom;
    int cx = INFINITECITY_A_X(a), cy = INFINITECITY_A_Y(a);
    infinitecity_board_cell_center(b, cx, cy, &x, &y);
    *to = (gfx_rect){x - s / 2, y - s / 2, s, s};
    gfx_rect well = ui_rect_inset(b->city, 8);
    if (to->x >= well.x && to->y >= well.y && to->x + s <= well.x + well.w &&
        to->y + s <= well.y + well.h)
        return true;
    /* out of sight, or at the edge: the camera brings it in, the pointer follows */
    gfx_rect cell;
    infinitecity_board_world_rect(cx, cy, &cell);
    ui_camera_follow(&b->cam, cell, 24, !play_reduced_motion());
    return false;
}

/* The coach's bubble goes over the city, never over the hand and the choices below it. */
static gfx_rect board_coach_area(void *vb, gfx_rect area)
{
    const infinitecity_board_state *b = vb;
    return b->city.w > 0 ? b->city : area;
}

const board_vt infinitecity_board = {
    .spot = board_spot,
    .coach_area = board_coach_area,
    .game_id = "infinitecity",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
    .min_width = board_min_width,
    .figure = infinitecity_board_figure,
};
