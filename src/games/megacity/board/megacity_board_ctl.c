/* megacity_board_ctl.c: the MegaCity board's own controls in the control list (ui.h, ui_ctl), added
 * while it draws when a test reads the list (the buttons are widgets: they add themselves).
 * What a person sensibly uses on each screen: the market's cards, chips and platforms; the
 * platform tabs and the held contracts; each element of the supply dragged to where it stands on
 * the platform (worked out under physics: megacity_board_steady_drop), or tapped after a delivery
 * (a monument) and when over 15 (returned); the tower's free top elements lifted back to the supply
 * or moved to where they stand again; the lit hexes of the city (a delivery, a park, a
 * monument); the platform dragged all the way along the track to the city. A control the rules
 * refuse now is listed greyed with the rules' reason, the one a tap would show. The physics is
 * worked out once per position; with the list off none of this runs. */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

void megacity_board_ctl_free(megacity_board_data *b)
{
    free(b->ctl);
    b->ctl = NULL;
}

static gfx_rect around(float x, float y, float w, float h)
{
    return (gfx_rect){x - w / 2, y - h / 2, w, h};
}

static float centre_x(gfx_rect r)
{
    return r.x + r.w / 2;
}

static float centre_y(gfx_rect r)
{
    return r.y + r.h / 2;
}

/* Adds a control of the acting seat; a greyed one keeps a copy of its reason for a frame. */
static void add(megacity_board_data *b, ui_ctl_kind kind, gfx_rect r, gfx_rect to, bool on,
                const char *why, const char *label)
{
    megacity_board_ctls *c = b->ctl;
    if (r.w <= 0 || r.h <= 0) return; /* not on the page shown */
    ui_ctl k = {.kind = kind,
                .rect = megacity_board_to_screen(b, r), /* the list is in window units */
                .to = megacity_board_to_screen(b, to),
                .enabled = on,
                .seat = b->act_seat};
    if (!on && why && why[0] && c->nwhy < MEGACITY_BOARD_CTL_WHYS) {
        char *w = c->why[c->page][c->nwhy++];
        snprintf(w, GAME_REASON_LEN, "%s", why);
        k.why = w;
    }
    snprintf(k.label, sizeof k.label, "%s", label);
    ui_ctl_add(&k);
}

/* A tap on r that submits action a (greyed with the rules' reason when they refuse it now). */
static void add_action(megacity_board_data *b, gfx_rect r, game_action a)
{
    char label[UI_CTL_LABEL], why[GAME_REASON_LEN] = "";
    b->g->action_to_text(&b->act, a, label, sizeof label);
    bool on = megacity_board_legal(b, a);
    if (!on) megacity_board_refusal(b, a, why, sizeof why);
    add(b, UI_CTL_SPOT, r, (gfx_rect){0}, on, why, label);
}

/* ---- the workshop: drops worked out under physics ----------------------------------------- */
static float to_sx(const megacity_board_data *b, double x)
{
    return b->lay.frame.ox + (float)(x * b->lay.frame.ppm);
}

static float to_sy(const megacity_board_data *b, double y)
{
    return b->lay.frame.oy - (float)(y * b->lay.frame.ppm);
}

/* The quarter turns (clockwise on screen) the workshop gives an element lifted at angle a. */
static int quarter_of(int a)
{
    int q = (int)lround(-(double)a * MEGACITY_UNIT_DEG / 90.0);
    return ((q % 4) + 4) % 4;
}

/* The tower's elements with nothing resting on them (a person lifts from the top). */
static unsigned free_tops(const megacity_physics_tower *t)
{
    unsigned m = 0;
    for (int i = 0; i < t->n; i++) {
        megacity_physics_bbox a = megacity_physics_elem_bbox(t, i);
        bool under = false;
        for (int j = 0; j < t->n && !under; j++) {
            if (j == i) continue;
            megacity_physics_bbox c = megacity_physics_elem_bbox(t, j);
            under = c.x0 < a.x1 - 0.0005 && c.x1 > a.x0 + 0.0005 && c.y0 > a.y0 + 0.001 &&
                    c.y0 >= a.y1 - 0.002;
        }
        if (!under) m |= 1u << i;
    }
    return m;
}

static uint64_t drop_key(const megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    int what[4] = {b->sel_plat, b->turn, s->phase, b->shown};
    uint64_t h = hash_bytes(HASH_SEED, what, sizeof what);
    h = hash_bytes(h, &s->plat[b->sel_plat - 1], sizeof s->plat[0]);
    return hash_bytes(h, s->hand[b->shown], sizeof s->hand[0]) | 1;
}

/* Where each element of the supply stands when dropped on the selected platform (turned as the
 * Turn button says), and where each free top element of the tower stands when moved. */
static void work_drops(megacity_board_data *b)
{
    megacity_board_ctls *c = b->ctl;
    uint64_t key = drop_key(b);
    if (c->key == key) return;
    c->key = key;
    c->ndrop = 0;
    const megacity_state *s = &b->view;
    const megacity_plat *pl = &s->plat[b->sel_plat - 1];
    megacity_el rest;
    if (s->phase != MEGACITY_PH_DISCARD && pl->n < MEGACITY_TOWER)
        for (int k = 0; k < MEGACITY_KINDS; k++)
            if (s->hand[b->shown][k] &&
                megacity_board_steady_drop(s, b->sel_plat, pl, k, b->turn, &rest))
                c->drop[c->ndrop++] = (megacity_board_ctl_drop){k, -1, rest.x * MEGACITY_UNIT_M,
                                                                rest.y * MEGACITY_UNIT_M};
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    unsigned tops = free_tops(&t);
    for (int i = 0; i < pl->n; i++) {
        if (!(tops >> i & 1)) continue;
        megacity_plat rest_of = *pl; /* the tower without element i, as the workshop holds it */
        memmove(&rest_of.el[i], &rest_of.el[i + 1], sizeof rest_of.el[0] * (size_t)(pl->n - i - 1));
        rest_of.n--;
        memset(&rest_of.el[rest_of.n], 0, sizeof rest_of.el[0]);
        const megacity_el *e = &pl->el[i];
        if (megacity_board_steady_drop(s, b->sel_plat, &rest_of, e->kind, quarter_of(e->a),
                                       &rest) &&
            abs(rest.x - e->x) > 50) /* somewhere else: 5 mm or more away */
            c->drop[c->ndrop++] = (megacity_board_ctl_drop){e->kind, i, rest.x * MEGACITY_UNIT_M,
                                                            rest.y * MEGACITY_UNIT_M};
    }
}

/* Where a press lifts element i of tower t (its box's centre, else its upper part), false when
 * another element would be picked there. */
static bool lift_point(const megacity_board_data *b, const megacity_physics_tower *t, int i,
                       float *x, float *y)
{
    megacity_physics_bbox bb = megacity_physics_elem_bbox(t, i);
    for (int k = 0; k < 3; k++) {
        double fy = k == 0 ? 0.5 : k == 1 ? 0.75 : 0.25;
        *x = to_sx(b, (bb.x0 + bb.x1) / 2);
        *y = to_sy(b, bb.y0 + (bb.y1 - bb.y0) * fy);
        if (ui_contains(b->lay.stage, *x, *y) && megacity_board_tower_element_at(b, t, *x, *y) == i)
            return true;
    }
    return false;
}

bool megacity_board_unbuild_spot(const megacity_board_data *b, int slot, gfx_rect *from,
                                 gfx_rect *to)
{
    const megacity_plat *pl = &b->view.plat[b->sel_plat - 1];
    megacity_physics_tower t;
    float x, y;
    if (slot < 0 || slot >= pl->n) return false;
    megacity_snapshot(pl, &t);
    if (!(free_tops(&t) >> slot & 1) || !lift_point(b, &t, slot, &x, &y)) return false;
    *from = around(x, y, 4, 4);
    *to = around(centre_x(b->lay.tray), b->lay.tray.y + 14, 6, 6);
    return true;
}

static void workshop(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    if (!megacity_board_may_build(b) || b->mode != MEGACITY_BOARD_BUILD) return;
    work_drops(b);
    megacity_board_ctls *c = b->ctl;
    const megacity_plat *pl = &s->plat[b->sel_plat - 1];
    char label[UI_CTL_LABEL], kn[24];
    for (int d = 0; d < c->ndrop; d++) {
        const megacity_board_ctl_drop *dr = &c->drop[d];
        gfx_rect from = {0}, to = around(to_sx(b, dr->x), to_sy(b, dr->y), 6, 6);
        megacity_kind_name(dr->kind, kn, sizeof kn);
        if (dr->slot < 0) { /* from the supply */
            int i = 0;
            while (i < b->nhot &&
                   !(b->hot[i].kind == MEGACITY_BOARD_HOT_TRAY && b->hot[i].arg == dr->kind))
                i++;
            if (i == b->nhot) continue;
            from = b->hot[i].base.rect;
            snprintf(label, sizeof label, "build P%d %s", b->sel_plat, kn);
        } else {
            megacity_physics_tower t;
            megacity_snapshot(pl, &t);
            float x, y;
            if (!lift_point(b, &t, dr->slot, &x, &y)) continue;
            from = around(x, y, 4, 4);
            snprintf(label, sizeof label, "move P%d %d", b->sel_plat,
                     dr->slot + 1); /* as its text */
        }
        if (!ui_contains(b->lay.stage, centre_x(to), centre_y(to))) continue;
        add(b, UI_CTL_DRAG, from, to, true, NULL, label);
    }
    /* the free top elements back to the supply (a person takes a tower down from the top) */
    for (int i = 0; i < pl->n; i++) {
        gfx_rect from, to;
        if (!megacity_board_unbuild_spot(b, i, &from, &to)) continue;
        game_action a = MEGACITY_ACT(MEGACITY_A_UNBUILD, b->sel_plat, i, 0);
        b->g->action_to_text(&b->act, a, label, sizeof label);
        char why[GAME_REASON_LEN] = "";
        bool on = megacity_board_legal(b, a);
        if (!on) megacity_board_refusal(b, a, why, sizeof why);
        add(b, UI_CTL_DRAG, from, to, on, why, label);
    }
}

/* ---- the rest of the screen ----------------------------------------------------------------- */
static void hexes(megacity_board_data *b, uint64_t cells, const char *what)
{
    char label[UI_CTL_LABEL];
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        if (!(cells >> c & 1)) continue;
        float x, y, r;
        megacity_board_paint_cell_centre(b->lay.hexes, b->cam, c, &x, &y, &r);
        if (!ui_contains(b->lay.hexes, x, y) ||
            megacity_board_paint_cell_at(b->lay.hexes, b->cam, x, y) != c)
            continue;
        int q, rr;
        megacity_cell_qr(c, &q, &rr);
        snprintf(label, sizeof label, "%s %d,%d", what, q, rr);
        add(b, UI_CTL_SPOT, around(x, y, r * 0.8f, r * 0.8f * MEGACITY_BOARD_PAINT_CITY_TILT),
            (gfx_rect){0}, true, NULL, label);
    }
}

static void hots(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    char label[UI_CTL_LABEL], why[GAME_REASON_LEN];
    int nfit = 0, dc = megacity_board_deliver_contract(b, &nfit);
    for (int i = 0; i < b->nhot; i++) {
        const megacity_board_hot *h = &b->hot[i];
        gfx_rect r = h->base.rect;
        switch (h->kind) {
        case MEGACITY_BOARD_HOT_COLUMN:
            if (b->mode == MEGACITY_BOARD_BUILD)
                add_action(b, r, MEGACITY_ACT(MEGACITY_A_CONTRACT, s->col[h->arg][0], 0, 0));
            break;
        case MEGACITY_BOARD_HOT_REORDER:
            if (b->mode == MEGACITY_BOARD_BUILD)
                add_action(b, r, MEGACITY_ACT(MEGACITY_A_REORDER, h->arg, 0, 0));
            break;
        case MEGACITY_BOARD_HOT_EXC:
            if (b->mode == MEGACITY_BOARD_BUILD)
                add_action(b, r, MEGACITY_ACT(MEGACITY_A_CONTRACT, h->arg, 0, 0));
            break;
        case MEGACITY_BOARD_HOT_OFFER:
            if (b->mode == MEGACITY_BOARD_BUILD)
                add_action(b, r, MEGACITY_ACT(MEGACITY_A_PLATFORM, h->arg, 0, 0));
            break;
        case MEGACITY_BOARD_HOT_PLAT: /* another of one's platforms to build on */
            if (h->arg == b->sel_plat ||
                (b->mode != MEGACITY_BOARD_BUILD && b->mode != MEGACITY_BOARD_CELL))
                break;
            snprintf(label, sizeof label, "select P%d", h->arg);
            add(b, UI_CTL_SPOT, r, (gfx_rect){0}, true, NULL, label);
            break;
        case MEGACITY_BOARD_HOT_HOLD: /* the contract to aim for, or to deliver for when several fit
                                       */
            if (h->arg == (nfit > 1 ? dc : b->sel_contract)) break;
            if (b->mode != MEGACITY_BOARD_BUILD && !(b->mode == MEGACITY_BOARD_CELL && nfit > 1))
                break;
            snprintf(label, sizeof label, "choose contract %d", h->arg);
            add(b, UI_CTL_SPOT, r, (gfx_rect){0}, true, NULL, label);
            break;
        case MEGACITY_BOARD_HOT_PICK:
            add_action(b, r,
                       MEGACITY_ACT(MEGACITY_A_MATERIAL, h->arg % MEGACITY_MATERIALS,
                                    h->arg / MEGACITY_MATERIALS, 0));
            break;
        case MEGACITY_BOARD_HOT_TRAY:
            if (b->mode != MEGACITY_BOARD_BUILD) break;
            if (s->phase == MEGACITY_PH_DISCARD) {
                add_action(b, r, MEGACITY_ACT(MEGACITY_A_RETURN, h->arg, 0, 0));
            } else if (s->phase == MEGACITY_PH_POST) { /* a monument: then a park for it */
                char kn[24];
                megacity_kind_name(h->arg, kn, sizeof kn);
                snprintf(label, sizeof label, "monument %s", kn);
                bool on = megacity_board_cells_for(b, MEGACITY_A_MONUMENT, 0, h->arg) != 0;
                snprintf(why, sizeof why, "%s", _("No park here can take a monument."));
                add(b, UI_CTL_SPOT, r, (gfx_rect){0}, on, why, label);
            }
            break;
        }
    }
}

/* The player's slide waiting for the hand: the platform dragged all the way to the city. */
static void slide(megacity_board_data *b)
{
    megacity_board_paint_frame f = megacity_board_slide_frame(b);
    double px = megacity_physics_platform_x(b->slide.w);
    float half = (float)(MEGACITY_PLATFORM_WIDTH / 2 * f.ppm);
    float cx = f.ox + (float)(px * f.ppm) - half * 0.5f,
          cy = f.oy + (float)(MEGACITY_PLATFORM_THICKNESS * f.ppm) * 0.5f;
    gfx_rect from = around(cx, cy, 6, 6);
    gfx_rect to = around(cx + b->lay.stage.w * 0.8f + 20, cy, 6, 6);
    char label[UI_CTL_LABEL];
    snprintf(label, sizeof label, "slide P%d to the city", b->slide.plat);
    add(b, UI_CTL_DRAG, from, to, true, NULL, label);
}

void megacity_board_ctl_list(megacity_board_data *b)
{
    if (!ui_ctl_tracing()) return;
    if (!b->ctl) b->ctl = calloc(1, sizeof *b->ctl);
    if (!b->ctl) return;
    b->ctl->page ^= 1; /* the list read now points into the other page */
    b->ctl->nwhy = 0;
    const megacity_state *s = &b->view;
    if (b->act_seat < 0 || b->act_seat != b->shown || s->phase == MEGACITY_PH_OVER) return;
    if (b->slide.on) {
        if (megacity_board_slide_waits(b) && !b->slide.held) slide(b);
        return;
    }
    if (b->ws.holding || b->ws.settling) return;
    hots(b);
    workshop(b);
    switch (b->mode) {
    case MEGACITY_BOARD_CELL:
        hexes(b,
              megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat,
                                       megacity_board_deliver_contract(b, NULL)),
              "deliver at");
        break;
    case MEGACITY_BOARD_MONUMENT:
        hexes(b, megacity_board_cells_for(b, MEGACITY_A_MONUMENT, 0, b->mon_kind), "monument at");
        break;
    case MEGACITY_BOARD_BUILD:
        if (s->phase == MEGACITY_PH_POST)
            hexes(b, megacity_board_cells_for(b, MEGACITY_A_PARK, 0, 0), "park at");
        break;
    default: break;
    }
}
