/* megacity_board_workshop.c: building by hand. The selected platform's recorded tower lives in a
 * Chipmunk world (megacity_world_new) stepped at 120 Hz while anything is awake. An element dragged
 * from the supply (or lifted off the tower) turns by quarter turns while held and, released over
 * the platform, falls and settles for real; once the world sleeps its pose is recorded (`build`
 * or `move`) with `move`s for the elements it disturbed, or, if anything fell, the tower goes back
 * to its recorded poses and the element to the supply (a fall while building costs nothing,
 * except at the end of the game: the final building's fall ends the try, a `toppled` action).
 * The live contract checklist reads the same world while it moves, the record at rest. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#define PI_F 3.14159265f

static const megacity_plat *sel_plat(const megacity_board_data *b)
{
    return b->sel_plat ? &b->view.plat[b->sel_plat - 1] : NULL;
}

void megacity_board_ws_free(megacity_board_data *b)
{
    megacity_physics_destroy(b->ws.w);
    b->ws.w = NULL;
    b->ws.plat = 0;
    b->ws.holding = b->ws.settling = false;
}

/* A fresh world from the platform's recorded tower (the rules' truth). */
static void rebuild(megacity_board_data *b)
{
    megacity_board_ws *ws = &b->ws;
    megacity_physics_destroy(ws->w);
    ws->w = NULL;
    ws->plat = b->sel_plat;
    ws->settling = false;
    const megacity_plat *pl = sel_plat(b);
    if (!pl) return;
    ws->rec = *pl;
    ws->side = pl->side;
    ws->w = megacity_world_new(pl);
    for (int i = 0; i < MEGACITY_PHYSICS_MAX_ELEMENTS; i++)
        ws->kinds[i] = i < pl->n ? pl->el[i].kind : 0;
    ws->acc = 0;
}

void megacity_board_ws_sync(megacity_board_data *b)
{
    megacity_board_ws *ws = &b->ws;
    if (ws->holding || ws->settling) return;
    const megacity_plat *pl = sel_plat(b);
    if (!pl) {
        if (ws->w) megacity_board_ws_free(b);
        return;
    }
    if (ws->plat != b->sel_plat || !ws->w || memcmp(&ws->rec, pl, sizeof *pl) != 0) rebuild(b);
}

bool megacity_board_ws_busy(const megacity_board_data *b)
{
    return b->ws.settling || (b->ws.w && !megacity_physics_asleep(b->ws.w));
}

/* The tower the checklist reads: the live world while something moves or is held, else the
 * recorded poses, the ones the rules check (a world at rest can sit a hair from its record,
 * and a port touched by 0.1 mm must tick exactly when the rules say the tower may go). */
void megacity_board_ws_tower(const megacity_board_data *b, megacity_physics_tower *t)
{
    if (b->ws.w && b->ws.plat == b->sel_plat && b->sel_plat &&
        (b->ws.holding || b->ws.settling || !megacity_physics_asleep(b->ws.w))) {
        megacity_physics_capture(b->ws.w, t);
        return;
    }
    megacity_plat empty;
    memset(&empty, 0, sizeof empty);
    const megacity_plat *pl = sel_plat(b);
    megacity_snapshot(pl ? pl : &empty, t);
}

/* ---- screen <-> platform frame ----------------------------------------------------------------
 */
static double to_mx(const megacity_board_data *b, float sx)
{
    return (sx - b->lay.frame.ox) / b->lay.frame.ppm;
}

static double to_my(const megacity_board_data *b, float sy)
{
    return (b->lay.frame.oy - sy) / b->lay.frame.ppm;
}

static double held_angle(int quarter)
{
    return -(double)quarter * (PI_F / 2); /* clockwise on screen = negative in physics */
}

/* The box of element `kind` turned by angle, around its centre. */
static megacity_physics_bbox kind_box(int kind, double angle)
{
    megacity_physics_tower t = {
        .shapes = megacity_shapes, .platform_width = MEGACITY_PLATFORM_WIDTH, .n = 1};
    t.e[0].shape = (int16_t)(kind / MEGACITY_MATERIALS);
    t.e[0].material = (int16_t)(kind % MEGACITY_MATERIALS);
    t.e[0].pose.angle = angle;
    return megacity_physics_elem_bbox(&t, 0);
}

int megacity_board_tower_element_at(const megacity_board_data *b, const megacity_physics_tower *t,
                                    float sx, float sy)
{
    double x = to_mx(b, sx), y = to_my(b, sy), best_y = -1;
    int best = -1;
    for (int i = 0; i < t->n; i++) {
        megacity_physics_bbox bb = megacity_physics_elem_bbox(t, i);
        if (x < bb.x0 || x > bb.x1 || y < bb.y0 || y > bb.y1 || bb.y1 < best_y) continue;
        best_y = bb.y1;
        best = t->e[i].id;
    }
    return best;
}

/* The element of the live tower under a screen point (the highest one), -1 none. */
int megacity_board_ws_element_at(const megacity_board_data *b, float sx, float sy)
{
    if (!b->ws.w) return -1;
    megacity_physics_tower t;
    megacity_physics_capture(b->ws.w, &t);
    return megacity_board_tower_element_at(b, &t, sx, sy);
}

bool megacity_board_steady_drop(const megacity_state *s, int plat, const megacity_plat *pl,
                                int kind, int quarter, megacity_el *rest)
{
    megacity_el megacity_plan_box, moved[MEGACITY_TOWER];
    megacity_boxes bx;
    megacity_tower_boxes(pl, &bx);
    bool steady = megacity_drop_on(s, plat, &bx, kind, quarter & 1, &megacity_plan_box) &&
                  megacity_sim_drop(pl, kind, megacity_plan_box.x * MEGACITY_UNIT_M,
                                    held_angle(quarter), rest, moved);
    for (int i = 0; steady && i < pl->n; i++)
        steady = abs(moved[i].x - pl->el[i].x) <= 5 && abs(moved[i].y - pl->el[i].y) <= 5;
    return steady;
}

bool megacity_board_may_build(const megacity_board_data *b)
{
    int ph = b->view.phase;
    const megacity_plat *pl = sel_plat(b);
    return b->act_seat >= 0 && b->act_seat == b->shown && pl &&
           (ph == MEGACITY_PH_TURN || ph == MEGACITY_PH_FINAL || ph == MEGACITY_PH_DISCARD);
}

/* Elements of the world lying on the table (a recorded tower may not stand for real). */
static unsigned fallen_mask(const megacity_physics_world *w)
{
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS];
    int n = megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS);
    unsigned m = 0;
    for (int i = 0; i < n; i++) m |= ids[i] < 32 ? 1u << ids[i] : 0;
    return m;
}

/* ---- dropping ---------------------------------------------------------------------------------
 */
/* The quarter turns the pointed build (board_vt.guide) holds an element of kind with, on the
 * platform shown; -1 when no build of that element is pointed at there. */
static int guide_quarter(const megacity_board_data *b, int kind)
{
    if (!b->guided || b->guide.what != kind || b->guide.plat != b->sel_plat) return -1;
    megacity_el e = {(uint8_t)kind, 0, 0, 0, (int16_t)b->guide.a};
    int q = (int)lround(-megacity_el_pose(&e).angle / (PI_F / 2));
    return ((q % 4) + 4) % 4;
}

static void drop(megacity_board_data *b)
{
    megacity_board_ws *ws = &b->ws;
    double angle = held_angle(ws->quarter);
    megacity_physics_bbox bb = kind_box(ws->hold_kind, angle);
    double x = to_mx(b, ws->hx), y = to_my(b, ws->hy), hand_y = y;
    double lim = MEGACITY_PLATFORM_WIDTH * 0.5 + 0.02;
    x = x < -lim ? -lim : x > lim ? lim : x;
    megacity_physics_tower t;
    megacity_physics_capture(ws->w, &t);
    double top = 0;
    for (int i = 0; i < t.n; i++) {
        megacity_physics_bbox e = megacity_physics_elem_bbox(&t, i);
        if (e.x1 > x + bb.x0 && e.x0 < x + bb.x1 && e.y1 > top) top = e.y1;
    }
    if (y + bb.y0 < top + 0.0005) y = top - bb.y0 + 0.0005;
    if (guide_quarter(b, ws->hold_kind) == ws->quarter && ws->hold_slot < 0) {
        /* let go near the pointed build, turned as it: released just above its rest pose, as
         * the planner dropped it (from the hand's height it may land on a neighbour and tip) */
        megacity_el ge = {(uint8_t)b->guide.what, 0, (int16_t)b->guide.x, (int16_t)b->guide.y,
                          (int16_t)b->guide.a};
        megacity_physics_pose gp = megacity_el_pose(&ge);
        if (fabs(x - gp.x) < 0.006 && fabs(hand_y - gp.y) < 0.012) {
            x = gp.x;
            y = gp.y + 0.0005;
            angle = gp.angle;
        }
    }
    int id = megacity_physics_add_element(ws->w, ws->hold_kind / MEGACITY_MATERIALS,
                                          ws->hold_kind % MEGACITY_MATERIALS,
                                          (megacity_physics_pose){x, y, angle});
    int want = ws->hold_slot >= 0 ? ws->hold_slot : ws->rec.n;
    if (id != want) { /* the world and the record disagree: start again from the record */
        rebuild(b);
        return;
    }
    ws->kinds[id] = ws->hold_kind;
    ws->settling = true;
    ws->drop_id = id;
    ws->drop_kind = ws->hold_kind;
    ws->drop_slot = ws->hold_slot;
    ws->frames = 0;
    ws->fell_before = fallen_mask(ws->w);
    snd_play(SND_DROP);
}

static bool same_pose(const megacity_el *a, const megacity_el *b)
{
    int da = abs(a->a - b->a);
    if (da > MEGACITY_A_MAX / 2) da = MEGACITY_A_MAX - da;
    return abs(a->x - b->x) <= 2 && abs(a->y - b->y) <= 2 && da <= 5;
}

static megacity_el settled(const megacity_board_data *b, int id, int kind)
{
    megacity_physics_pose p = megacity_physics_element_pose(b->ws.w, id);
    p.x -= megacity_physics_platform_x(b->ws.w);
    megacity_el e;
    megacity_el_from_pose(kind, p, &e);
    return e;
}

static bool submit_pose(megacity_board_data *b, int akind, int what, const megacity_el *e)
{
    megacity_pose_act pa = {b->ws.plat, what, e->x, e->y, e->a};
    b->own_submit = true;
    char why[GAME_REASON_LEN];
    bool ok = play_submit(b->p, b->act_seat, megacity_encode_pose(akind, &pa), why, sizeof why);
    b->own_submit = false;
    return ok;
}

/* The pointed build (board_vt.guide) this drop comes close to: the same element on the same
 * platform, its settled pose within 6 mm and 6 degrees of the pointed one (a hand cannot drop
 * to a tenth of a millimetre; the pointed pose was found standing by the bot's planner). */
static bool near_guide(const megacity_board_data *b, const megacity_el *e)
{
    const megacity_pose_act *g = &b->guide;
    if (!b->guided || g->plat != b->ws.plat || g->what != e->kind) return false;
    int da = abs(e->a - g->a);
    if (da > MEGACITY_A_MAX / 2) da = MEGACITY_A_MAX - da;
    return abs(e->x - g->x) <= 60 && abs(e->y - g->y) <= 60 && da <= 60;
}

gfx_rect megacity_board_ws_guide_rect(const megacity_board_data *b, const megacity_pose_act *g)
{
    const megacity_board_paint_frame *f = &b->lay.frame;
    if (b->sel_plat != g->plat || b->lay.stage.w <= 0) return (gfx_rect){0, 0, 0, 0};
    megacity_el e = {(uint8_t)g->what, 0, (int16_t)g->x, (int16_t)g->y, (int16_t)g->a};
    megacity_physics_pose p = megacity_el_pose(&e);
    megacity_physics_bbox bb = kind_box(g->what, p.angle);
    float x = f->ox + (float)(p.x * f->ppm), y = f->oy - (float)((p.y + 0.001) * f->ppm);
    float w = (float)((bb.x1 - bb.x0) * f->ppm), h = (float)((bb.y1 - bb.y0) * f->ppm);
    return (gfx_rect){x - w / 2, y - h / 2, w, h};
}

/* The world sleeps: record what the drop came to. */
static void finish(megacity_board_data *b)
{
    megacity_board_ws *ws = &b->ws;
    ws->settling = false;
    unsigned fell = fallen_mask(ws->w);
    if ((fell & ~ws->fell_before) ||
        !megacity_physics_asleep(ws->w)) { /* the drop made something fall */
        if (megacity_board_state(b)->phase == MEGACITY_PH_FINAL) { /* the one try is over */
            megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_TOPPLE, ws->plat, 0, 0));
            ui_toast(_("Your final building fell: the try is over, the elements stay in front of "
                       "you."),
                     UI_TOAST_BAD);
            snd_play(SND_COLLAPSE);
            rebuild(b);
            return;
        }
        ui_toast(_("It fell off: the element is back in your supply."), UI_TOAST_BAD);
        snd_play(SND_REFUSED);
        rebuild(b);
        return;
    }
    megacity_plat old = ws->rec;
    megacity_el e = settled(b, ws->drop_id, ws->drop_kind);
    if (ws->drop_slot < 0 && near_guide(b, &e)) { /* the pointed pose, exactly */
        const megacity_pose_act *g = &b->guide;
        e = (megacity_el){(uint8_t)g->what, 0, (int16_t)g->x, (int16_t)g->y, (int16_t)g->a};
        if (submit_pose(b, MEGACITY_A_BUILD, ws->drop_kind, &e))
            ws->rec = megacity_board_state(b)->plat[ws->plat - 1];
        b->hash = 0;
        rebuild(b); /* the world at the recorded poses */
        return;
    }
    bool ok = ws->drop_slot >= 0 ? submit_pose(b, MEGACITY_A_MOVE, ws->drop_slot, &e)
                                 : submit_pose(b, MEGACITY_A_BUILD, ws->drop_kind, &e);
    for (int i = 0; ok && i < old.n; i++) {
        if (i == ws->drop_id || (fell >> i & 1)) continue;
        megacity_el now = settled(b, i, old.el[i].kind);
        if (!same_pose(&now, &old.el[i])) ok = submit_pose(b, MEGACITY_A_MOVE, i, &now);
    }
    if (!ok) {
        rebuild(b);
        return;
    }
    ws->rec = megacity_board_state(b)->plat[ws->plat - 1]; /* in step with the rules again */
    b->hash = 0;
}

void megacity_board_ws_tick(megacity_board_data *b, double dt)
{
    megacity_board_ws *ws = &b->ws;
    if (!ws->w) return;
    if (!ws->settling && megacity_physics_asleep(ws->w)) {
        ws->acc = 0;
        return;
    }
    ws->acc += dt;
    int steps = 0;
    while (ws->acc >= MEGACITY_PHYSICS_FRAME_DT && steps < 8) {
        megacity_physics_step(ws->w);
        ws->acc -= MEGACITY_PHYSICS_FRAME_DT;
        ws->frames++;
        steps++;
    }
    if (steps == 8) ws->acc = 0;
    if (ws->settling && (megacity_physics_asleep(ws->w) || ws->frames > 3 * MEGACITY_SIM_SETTLE))
        finish(b);
}

/* ---- input ------------------------------------------------------------------------------------
 */
static int tray_kind_at(const megacity_board_data *b, float x, float y)
{
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == MEGACITY_BOARD_HOT_TRAY && ui_contains(b->hot[i].base.rect, x, y))
            return b->hot[i].arg;
    return -1;
}

bool megacity_board_ws_event(megacity_board_data *b, const in_event *ev, int seat)
{
    megacity_board_ws *ws = &b->ws;
    (void)seat;
    if (ws->settling)
        return (ev->kind == IN_PRESS || ev->kind == IN_RELEASE) &&
               (ui_contains(b->lay.stage, ev->x, ev->y) || ui_contains(b->lay.tray, ev->x, ev->y));
    if (ws->holding) {
        switch (ev->kind) {
        case IN_MOVE:
            ws->hx = ev->x;
            ws->hy = ev->y;
            return true;
        case IN_ROTATE:
            ws->quarter = (ws->quarter + (ev->amount < 0 ? 3 : 1)) % 4;
            snd_play(SND_ROTATE);
            return true;
        case IN_TWIST: /* two fingers: a quarter turn for every 90 degrees of twist */
            ws->twist += ev->amount;
            for (; ws->twist > PI_F / 4; ws->twist -= PI_F / 2)
                ws->quarter = (ws->quarter + 1) % 4, snd_play(SND_ROTATE);
            for (; ws->twist < -PI_F / 4; ws->twist += PI_F / 2)
                ws->quarter = (ws->quarter + 3) % 4, snd_play(SND_ROTATE);
            return true;
        case IN_CANCEL:
            ws->holding = false;
            if (ws->hold_slot >= 0) rebuild(b);
            return true;
        case IN_RELEASE:
            ws->hx = ev->x;
            ws->hy = ev->y;
            ws->holding = false;
            if (ui_contains(b->lay.stage, ev->x, ev->y) && ws->w) {
                drop(b);
            } else if (ws->hold_slot >= 0) { /* lifted off and put back in the supply */
                int slot = ws->hold_slot;
                rebuild(b);
                megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_UNBUILD, b->sel_plat, slot, 0));
            }
            return true;
        default: return true;
        }
    }
    if (ev->kind != IN_PRESS || !megacity_board_may_build(b) || b->mode != MEGACITY_BOARD_BUILD)
        return false;
    if (b->view.phase != MEGACITY_PH_DISCARD) {
        int k = tray_kind_at(b, ev->x, ev->y);
        if (k >= 0) {
            if (sel_plat(b)->n >= MEGACITY_TOWER) return false;
            *ws =
                (megacity_board_ws){.w = ws->w, .plat = ws->plat, .rec = ws->rec, .side = ws->side};
            for (int i = 0; i < ws->rec.n; i++) ws->kinds[i] = ws->rec.el[i].kind;
            ws->holding = true;
            ws->hold_kind = k;
            ws->hold_slot = -1;
            int gq = guide_quarter(b, k); /* as the pointed build, else as the Turn button */
            ws->quarter = gq >= 0 ? gq : b->turn;
            ws->hx = ev->x;
            ws->hy = ev->y;
            snd_play(SND_PICKUP);
            return true;
        }
    }
    if (!ui_contains(b->lay.stage, ev->x, ev->y)) return false;
    int id = megacity_board_ws_element_at(b, ev->x, ev->y);
    if (id < 0 || id >= ws->rec.n) return false;
    megacity_physics_pose p = megacity_physics_element_pose(ws->w, id);
    int q = (int)lround(-p.angle / (PI_F / 2));
    ws->quarter = ((q % 4) + 4) % 4;
    ws->twist = 0;
    megacity_physics_remove_element(ws->w, id);
    ws->holding = true;
    ws->hold_kind = ws->rec.el[id].kind;
    ws->hold_slot = id;
    ws->hx = ev->x;
    ws->hy = ev->y;
    snd_play(SND_PICKUP);
    return true;
}

/* ---- drawing ----------------------------------------------------------------------------------
 */
void megacity_board_ws_draw(megacity_board_data *b)
{
    const megacity_board_layout *L = &b->lay;
    megacity_board_ws *ws = &b->ws;
    megacity_board_paint_frame f = L->frame;
    gfx_rect st = L->stage;
    megacity_board_push_clip(b, st);
    gfx_gradient_rect(st, GFX_HEX(0xCFE8F3), GFX_HEX(0xF3EBDD));
    float table = f.oy + (float)(MEGACITY_PLATFORM_THICKNESS * f.ppm);
    gfx_fill_rect((gfx_rect){st.x, table, st.w, st.y + st.h - table}, GFX_HEX(0x9C7A5B));
    gfx_fill_rect((gfx_rect){st.x, table, st.w, 3}, GFX_HEX(0x6E4F36));
    megacity_physics_tower t;
    megacity_board_ws_tower(b, &t);
    const megacity_plat *pl = sel_plat(b);
    if (pl) {
        const megacity_state *s = &b->view;
        const megacity_contract *c =
            b->sel_contract ? &megacity_contracts[b->sel_contract - 1] : NULL;
        int fmax = (int)((f.oy - st.y - 8) / f.ppm / MEGACITY_PHYSICS_FLOOR_M);
        megacity_board_paint_ruler(f, L->ruler_x, fmax,
                                   t.n ? megacity_physics_height_floors(&t) : 0, c ? c->floors : 0);
        megacity_board_paint_platform(f, b->sel_plat, pl->side, 0, true, &t);
        if (ws->w && ws->plat == b->sel_plat) {
            for (int id = 0; id < MEGACITY_PHYSICS_MAX_ELEMENTS; id++)
                if (megacity_physics_element_alive(ws->w, id))
                    megacity_board_paint_element(
                        f, ws->kinds[id], megacity_physics_element_pose(ws->w, id),
                        megacity_physics_fell(ws->w, id) ? MEGACITY_BOARD_PAINT_BAD
                                                         : MEGACITY_BOARD_PAINT_PLAIN);
        } else {
            megacity_board_paint_tower(f, pl, b->sel_plat, true);
        }
        (void)s;
    } else {
        gfx_text_box(b->shown >= 0 ? _("No platform yet: take one from the offer.") : "",
                     ui_rect_inset(st, 40), UI_FONT_BODY, GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
    }
    if (ws->holding) { /* the held element at the pointer, and where it would fall */
        double ang = held_angle(ws->quarter);
        megacity_physics_pose p = {to_mx(b, ws->hx), to_my(b, ws->hy), ang};
        if (ui_contains(st, ws->hx, ws->hy))
            gfx_line(ws->hx, ws->hy, ws->hx, f.oy, 1.5f, GFX_RGBA(43, 33, 24, 70));
        megacity_board_paint_element(f, ws->hold_kind, p, MEGACITY_BOARD_PAINT_HELD);
    }
    gfx_pop_clip();
    gfx_rrect_outline(st, UI_RADIUS_S, 2, UI_COL_PANEL_EDGE);
}

/* The held element over the rest of the board (drawn last, above the panels). */
void megacity_board_ws_draw_held(megacity_board_data *b)
{
    const megacity_board_ws *ws = &b->ws;
    if (!ws->holding || ui_contains(b->lay.stage, ws->hx, ws->hy)) return;
    megacity_physics_pose p = {to_mx(b, ws->hx), to_my(b, ws->hy), held_angle(ws->quarter)};
    megacity_board_paint_element(b->lay.frame, ws->hold_kind, p, MEGACITY_BOARD_PAINT_HELD);
}

/* ---- the live contract checklist ------------------------------------------------------------- */
static void check_line(megacity_board_data *b, gfx_rect within, gfx_rect *r, bool ok,
                       const char *text, float size)
{
    gfx_rect row = ui_rect_cut_top(r, size + 4);
    float cy = row.y + (size + 4) * 0.5f;
    float mark =
        fmaxf(MEGACITY_BOARD_TEXT_MIN, size * 0.8f); /* no text under 12, a glyph neither */
    gfx_circle(row.x + size * 0.5f, cy, fmaxf(size * 0.45f, mark * 0.56f),
               ok ? UI_COL_GOOD : GFX_HEX(0xD8CBB6));
    gfx_text_styled(ok ? "\xE2\x9C\x93" : "\xE2\x9C\x97", row.x + size * 0.5f, cy, mark,
                    GFX_CENTER | GFX_MIDDLE, GFX_BOLD, ok ? UI_COL_WHITE : UI_COL_INK_SOFT);
    float x = row.x + size + 8, w = row.x + row.w - x;
    megacity_board_text(b, within, text, x, cy, megacity_board_fit_size(text, w, size, GFX_REGULAR),
                        GFX_LEFT | GFX_MIDDLE, GFX_REGULAR, ok ? UI_COL_INK : UI_COL_INK_SOFT);
}

/* The checklist's foot: ready, not yet, or ready but not now with the rules' reason; returns
 * the height it needs (draw false: measured only). */
static float check_foot(megacity_board_data *b, gfx_rect within, gfx_rect r, bool all, bool draw)
{
    bool why = all && b->deliver_why[0] && b->shown == b->act_seat;
    const char *t = !all                ? _("Not ready yet")
                    : why               ? b->deliver_why
                    : b->deliver_why[0] ? _("Ready to deliver on your turn")
                                        : _("Ready to deliver");
    gfx_color c = !all ? UI_COL_INK_SOFT : b->deliver_why[0] ? UI_COL_INK : UI_COL_GOOD;
    if (!why) {
        float size = megacity_board_fit_size(t, r.w, 14, GFX_BOLD);
        if (draw)
            megacity_board_text(b, within, t, r.x, r.y + size / 2 + 2, size, GFX_LEFT | GFX_MIDDLE,
                                GFX_BOLD, c);
        return size + 4;
    }
    /* ready, but not now: why */
    const char *head = _("Ready, but Deliver waits:");
    float hs = megacity_board_fit_size(head, r.w, 13, GFX_BOLD),
          h = megacity_board_box_height(t, r.w, 13);
    if (!draw) return hs + 1 + h;
    megacity_board_text(b, within, head, r.x, r.y + hs / 2, hs, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_GOOD);
    gfx_rect megacity_plan_box = {r.x, r.y + hs + 1, r.w, r.h - hs - 1};
    megacity_board_text_box(b, within, t, megacity_plan_box,
                            megacity_board_box_fit(t, megacity_plan_box.w, megacity_plan_box.h, 13),
                            GFX_LEFT, c);
    return hs + 1 + h;
}

static void item_text(const megacity_check_item *k, char *buf, size_t n)
{
    switch (k->kind) {
    case MEGACITY_CHK_TYPE:
        snprintf(buf, n, _("Platform: %s"), _(megacity_type_names[k->need]));
        break;
    case MEGACITY_CHK_ELEMENTS:
        snprintf(buf, n,
                 k->at_least ? _("At least %d elements (%d)") : _("Exactly %d elements (%d)"),
                 k->need, k->have);
        break;
    case MEGACITY_CHK_FLOORS:
        snprintf(buf, n, _("At least %d floors (%d)"), k->need, k->have);
        break;
    case MEGACITY_CHK_FEATURE: snprintf(buf, n, "%s", _(megacity_feature_names[k->need])); break;
    case MEGACITY_CHK_PORTS: snprintf(buf, n, _("Technical ports covered (%d/3)"), k->have); break;
    case MEGACITY_CHK_VENT: snprintf(buf, n, "%s", _("Nothing on the vent")); break;
    case MEGACITY_CHK_CONNECTED: snprintf(buf, n, "%s", _("Every element touches another")); break;
    default: snprintf(buf, n, "%s", _("Nothing past the platform's edges")); break;
    }
}

void megacity_board_draw_checklist(megacity_board_data *b, gfx_rect r)
{
    gfx_rect in = r;
    ui_draw_panel(r);
    r = ui_rect_inset(r, 9);
    const megacity_plat *pl = sel_plat(b);
    int cid = b->sel_contract;
    gfx_rect head = ui_rect_cut_top(&r, 22);
    if (!pl || !cid) {
        const char *h = _("Contract checklist");
        megacity_board_text(b, in, h, head.x, head.y + 10,
                            megacity_board_fit_size(h, head.w, 18, GFX_BOLD), GFX_LEFT | GFX_MIDDLE,
                            GFX_BOLD, UI_COL_INK);
        const char *t = !pl ? _("Take a platform to build on.") : _("Take a contract to aim for.");
        megacity_board_text_box(b, in, t, r, megacity_board_box_fit(t, r.w, r.h, UI_FONT_SMALL),
                                GFX_LEFT, UI_COL_INK_SOFT);
        return;
    }
    const megacity_platform_side *side = &megacity_platforms[b->sel_plat - 1].side[pl->side];
    megacity_physics_tower t;
    megacity_board_ws_tower(b, &t);
    char buf[160];
    snprintf(buf, sizeof buf, _("P%d for contract %d"), b->sel_plat, cid);
    megacity_board_text(b, in, buf, head.x, head.y + 10,
                        megacity_board_fit_size(buf, head.w, 18, GFX_BOLD), GFX_LEFT | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_INK);
    /* the rules' own checks (megacity_checklist_tower), on the tower as it stands in the workshop
     */
    megacity_check_item it[MEGACITY_CHECKS];
    int n = megacity_checklist_tower(&t, side, cid, it), unmet = 0;
    for (int i = 0; i < n; i++) unmet += !it[i].met;
    float foot = check_foot(b, in, r, unmet == 0, false) + 3, room = r.h - foot;
    float sz = fmaxf(MEGACITY_BOARD_TEXT_MIN, fminf(15, room / (float)n - 4));
    int rows = (int)(room / (sz + 4));
    if (rows >= n) {
        for (int i = 0; i < n; i++) {
            item_text(&it[i], buf, sizeof buf);
            check_line(b, in, &r, it[i].met, buf, sz);
        }
    } else { /* short of room: what is missing first, the rest counted on one line */
        int shown = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < n && shown < rows - 1; i++)
                if (it[i].met == (pass == 1)) {
                    item_text(&it[i], buf, sizeof buf);
                    check_line(b, in, &r, it[i].met, buf, sz);
                    it[i].kind = -1, shown++;
                }
        int rest_met = 0, rest = 0;
        for (int i = 0; i < n; i++)
            if (it[i].kind >= 0) rest++, rest_met += it[i].met;
        if (rest) {
            if (rest_met == rest)
                snprintf(buf, sizeof buf, shown ? _("%d more checks met") : _("All %d checks met"),
                         rest);
            else
                snprintf(buf, sizeof buf, _("%d more checks, %d not met"), rest, rest - rest_met);
            check_line(b, in, &r, rest_met == rest, buf, sz);
        }
    }
    ui_rect_cut_top(&r, 3);
    check_foot(b, in, r, unmet == 0, true);
}

/* A small window's checklist (compact): over the stage, the contract aimed at and how many of its
 * checks are met, then the first one missing (or, all met, whether Deliver may go now). */
void megacity_board_draw_check_summary(megacity_board_data *b, gfx_rect r)
{
    gfx_rect in = r;
    ui_draw_panel(r);
    r = ui_rect_inset(r, 4);
    r.x += 4, r.w -= 8;
    const megacity_plat *pl = sel_plat(b);
    int cid = b->sel_contract;
    char head[160], line[160] = "";
    megacity_check_item it[MEGACITY_CHECKS];
    int n = 0, unmet = 0, first = -1;
    if (pl && cid) {
        megacity_physics_tower t;
        megacity_board_ws_tower(b, &t);
        n = megacity_checklist_tower(&t, &megacity_platforms[b->sel_plat - 1].side[pl->side], cid,
                                     it);
        for (int i = 0; i < n; i++)
            if (!it[i].met && unmet++ == 0) first = i;
        snprintf(head, sizeof head, _("P%d for contract %d: %d of %d checks met"), b->sel_plat, cid,
                 n - unmet, n);
        if (first >= 0)
            item_text(&it[first], line, sizeof line);
        else
            snprintf(line, sizeof line, "%s",
                     b->deliver_why[0] && b->shown == b->act_seat ? b->deliver_why
                                                                  : _("Ready to deliver"));
    } else {
        snprintf(head, sizeof head, "%s",
                 !pl ? _("Take a platform to build on.") : _("Take a contract to aim for."));
    }
    float h = r.h / 2, s1 = megacity_board_fit_size(head, r.w, 14, GFX_BOLD);
    float s2 = megacity_board_fit_size(line, r.w, 13, GFX_REGULAR);
    megacity_board_ellipsize(head, sizeof head, r.w, s1, GFX_BOLD);
    megacity_board_ellipsize(line, sizeof line, r.w, s2, GFX_REGULAR);
    megacity_board_text(b, in, head, r.x, r.y + h / 2, s1, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                        UI_COL_INK);
    if (line[0])
        megacity_board_text(b, in, line, r.x, r.y + h * 1.5f, s2, GFX_LEFT | GFX_MIDDLE,
                            GFX_REGULAR,
                            first >= 0 || b->deliver_why[0] ? UI_COL_INK_SOFT : UI_COL_GOOD);
}
