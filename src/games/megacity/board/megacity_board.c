/* megacity_board.c: the MegaCity: Oceania board plugged into the play host: keeps the acting
 * seat's view and legal actions, turns taps on the market, the city, the supply and the buttons
 * into actions, and hands the workshop (megacity_workshop.c) and the slide
 * (megacity_delivery.c) their input. Drawing is in megacity_board_draw.c. */
#include "games/megacity/bot/megacity_bot.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

const mega_state *mgb_state(const mgb *b)
{
    return match_state(play_match(b->p));
}

bool mgb_legal(const mgb *b, game_action a)
{
    int lo = 0, hi = b->nlegal - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (b->legal[mid] == a) return true;
        if (b->legal[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}

/* Cells c for which the legal list holds action (kind, plat or c, ...): deliveries (arg: the
 * platform), parks, monuments (arg: the element kind). */
uint64_t mgb_cells_for(const mgb *b, int kind, int plat, int arg)
{
    uint64_t m = 0;
    for (int c = 0; c < MEGA_CELLS; c++) {
        game_action a = kind == MEGA_A_DELIVER    ? MEGA_ACT(MEGA_A_DELIVER, plat, c, arg)
                        : kind == MEGA_A_MONUMENT ? MEGA_ACT(MEGA_A_MONUMENT, c, arg, 0)
                                                  : MEGA_ACT(kind, c, 0, 0);
        if (mgb_legal(b, a)) m |= 1ull << c;
    }
    if (kind == MEGA_A_MONUMENT && mgb_legal(b, MEGA_ACT(MEGA_A_CENTRAL, arg, 0, 0)))
        m |= 1ull << MEGA_CENTRE;
    return m;
}

bool mgb_material_legal(const mgb *b, int m)
{
    for (int sh = 0; sh < MC_SHAPES; sh++)
        if (mgb_legal(b, MEGA_ACT(MEGA_A_MATERIAL, m, sh, 0))) return true;
    return false;
}

int mgb_deliver_contract(const mgb *b, int *nfit)
{
    int fit[3], n = 0;
    if (b->shown >= 0 && b->sel_plat) n = mega_fitting(&b->view, b->shown, b->sel_plat, fit);
    if (nfit) *nfit = n;
    for (int i = 0; i < n; i++)
        if (fit[i] == b->sel_contract) return fit[i];
    return n ? fit[0] : 0;
}

void mgb_submit(mgb *b, game_action a)
{
    if (b->act_seat < 0) return;
    b->own_submit = true;
    char why[GAME_REASON_LEN];
    if (play_submit(b->p, b->act_seat, a, why, sizeof why)) snd_play(SND_CLICK);
    b->own_submit = false;
}

/* The seat this input acts for. The host holds input while the board is busy; the workshop's
 * tower settling under physics keeps the board busy (frames must come) but must not hold the
 * player's hands, so then the turn's human seat still acts. */
static int acting(const mgb *b, const in_event *ev)
{
    int seat = play_acting_seat(b->p, ev);
    if (seat >= 0 || b->slide.on || !mgb_ws_busy(b)) return seat;
    game_turn t = match_turn(play_match(b->p));
    if (t.phase == GAME_PHASE_OVER || t.player < 0 || !play_seat_is_human(b->p, t.player))
        return -1;
    return ev->seat >= 0 && ev->seat != t.player ? -1 : t.player;
}

static int seat_now(const mgb *b)
{
    in_event any = {.seat = IN_SEAT_ANY};
    return acting(b, &any);
}

static const mega_plat *plat_of(const mega_state *s, int id)
{
    return id >= 1 && id <= MC_PLATFORMS ? &s->plat[id - 1] : NULL;
}

bool mgb_mine(const mega_state *s, int seat, int id)
{
    const mega_plat *pl = plat_of(s, id);
    return pl && pl->where == MEGA_AT_HAND && pl->owner == seat;
}

static bool holds(const mega_state *s, int seat, int c)
{
    for (int i = 0; i < 3; i++)
        if (c && s->hold[seat][i] == c) return true;
    return false;
}

/* Keeps the selected platform and contract valid for the shown seat. */
static void fix_selection(mgb *b)
{
    const mega_state *s = &b->view;
    int seat = b->shown;
    if (seat < 0) return;
    if (!mgb_mine(s, seat, b->sel_plat)) {
        b->sel_plat = 0;
        for (int id = 1; id <= MC_PLATFORMS && !b->sel_plat; id++)
            if (mgb_mine(s, seat, id)) b->sel_plat = id;
    }
    const mega_plat *pl = plat_of(s, b->sel_plat);
    if (pl && pl->best && !holds(s, seat, b->sel_contract)) b->sel_contract = pl->best;
    if (holds(s, seat, b->sel_contract)) return;
    b->sel_contract = 0;
    for (int i = 0; i < 3 && pl; i++) { /* one of the platform's type first */
        int c = s->hold[seat][i];
        if (c && mc_contracts[c - 1].type == mega_side(s, b->sel_plat)->type) {
            b->sel_contract = c;
            return;
        }
    }
    for (int i = 0; i < 3 && !b->sel_contract; i++) b->sel_contract = s->hold[seat][i];
}

/* Brings the view, legal list, selection, hot spots and buttons up to date. */
/* What the board's buttons and hot spots follow besides the match: the slide's stage (its
 * Cancel, the buttons it hides) and whether a slide can be replayed. */
static uint64_t ui_key(const mgb *b)
{
    const mgb_slide *sl = &b->slide;
    return (uint64_t)sl->on | (uint64_t)sl->live << 1 | (uint64_t)sl->stage << 2 |
           (uint64_t)b->have_last << 4;
}

static void sync(mgb *b, gfx_rect area)
{
    const match *m = play_match(b->p);
    int seat = b->slide.on ? b->act_seat : seat_now(b);
    uint64_t h = match_hash(m) ^ rng_mix64(ui_key(b) + 1);
    bool moved = memcmp(&area, &b->screen, sizeof area) != 0 || b->scale != gfx_scale();
    if (!moved && h == b->hash && seat == b->act_seat) return;
    b->hash = h;
    b->scale = gfx_scale();
    b->screen = area;
    b->zoom = b->scale > 0 && b->scale < 1 ? 1 / b->scale : 1;
    gfx_rect view = {area.x, area.y, area.w / b->zoom, area.h / b->zoom};
    b->act_seat = seat;
    match_view(m, seat >= 0 ? seat : GAME_SPECTATOR, &b->view);
    /* the workshop on screen: the acting human's; while a bot plays, still the viewer's own */
    if (seat >= 0) b->home = seat;
    int home = mgb_home_seat(b);
    b->shown = seat >= 0 ? seat : home >= 0 ? home : b->view.active;
    if (b->view.phase == MEGA_PH_OVER) b->shown = -1;
    b->g->score(&b->view, &b->score);
    b->nlegal = 0;
    if (seat >= 0) {
        memcpy(&b->act, &b->view, sizeof b->act);
        b->nlegal = b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS);
    }
    if (b->view.phase != MEGA_PH_POST && b->mode == MGB_MONUMENT) b->mode = MGB_BUILD;
    if (b->mode == MGB_CELL &&
        !mgb_cells_for(b, MEGA_A_DELIVER, b->sel_plat, mgb_deliver_contract(b, NULL)))
        b->mode = MGB_BUILD;
    if (b->mode == MGB_PICK && !mgb_material_legal(b, b->pick_mat)) b->mode = MGB_BUILD;
    fix_selection(b);
    b->compact = b->view.phase != MEGA_PH_OVER && (view.w < 880 || view.h < 430);
    if (b->compact) mgb_choose_page(b);
    mgb_layout_make(b, view);
    mgb_controls_layout(b);
    mgb_ws_sync(b);
}

static mgb *live;

mgb *mgb_live(void)
{
    return live;
}

void mgb_sync(mgb *b)
{
    sync(b, b->screen);
}

static void *board_create(play *p)
{
    mgb *b = calloc(1, sizeof *b);
    live = b;
    b->p = p;
    b->g = play_game(p);
    b->act_seat = -1;
    b->shown = -1;
    b->home = -1;
    b->zoom = 1;
    mgb_marks_clear(b);
    b->hover_cell = -1;
    b->bump_cell = -1;
    ui_camera_init(&b->ucam, (gfx_rect){0, 0, 1, 1}, 1, 1, 3);
    b->cam.zoom = 1;
    mgb_controls_init(b);
    return b;
}

/* The city's camera as the drawing takes it; zoomed in, the view never leaves the city, and at
 * zoom 1 the whole city shows, centred. */
static void city_cam_bounds(mgb *b, float zoom)
{
    ui_camera *c = &b->ucam;
    gfx_rect a = b->lay.hexes;
    ui_camera_set_view(c, a);
    float k = 0.5f * (1 - 1 / zoom);
    float hx = fmaxf(1e-3f, a.w * k), hy = fmaxf(1e-3f, a.h * k);
    ui_camera_set_bounds(c, (gfx_rect){-hx, -hy, 2 * hx, 2 * hy});
}

static void city_cam_sync(mgb *b)
{
    ui_camera *c = &b->ucam;
    city_cam_bounds(b, c->zoom);
    b->cam.zoom = c->zoom;
    b->cam.pan_x = -c->cx * c->zoom;
    b->cam.pan_y = -c->cy * c->zoom;
}

static void board_destroy(void *vb)
{
    mgb *b = vb;
    mgb_ws_free(b);
    mgb_slide_free(b);
    mgb_bump_free(b);
    mgb_ctl_free(b);
    if (live == b) live = NULL;
    free(b);
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    mgb *b = vb;
    int k = MEGA_KIND(a);
    b->hash = 0; /* re-sync */
    mgb_marks_note(b, seat, a, before, after);
    if ((k == MEGA_A_DELIVER || k == MEGA_A_COLLAPSE) && !b->own_submit &&
        !play_seat_is_human(b->p, seat)) {
        int plat = MEGA_FA(a), cell = MEGA_FB(a), after_flag;
        unsigned mask;
        if (k == MEGA_A_COLLAPSE) mega_decode_collapse(a, &plat, &cell, &after_flag, &mask);
        const match_seat *ms = match_seat_at(play_match(b->p), seat);
        mega_state v;
        b->g->view(before, seat, &v);
        static double xs[MEGA_SIM_SLIDE_MAX];
        int n = mega_bot_slide(&v, seat, plat, ms ? (ai_level)ms->level : AI_NORMAL, xs,
                               MEGA_SIM_SLIDE_MAX);
        const mega_state *bs = before;
        if (!play_reduced_motion() && n > 0)
            mgb_slide_play(b, plat, cell, bs->plat[plat - 1].side, &bs->plat[plat - 1], xs, n, 1.0,
                           seat);
    }
    if (k == MEGA_A_END || k == MEGA_A_PARK || k == MEGA_A_MONUMENT || k == MEGA_A_CENTRAL ||
        k == MEGA_A_MATERIAL)
        b->mode = MGB_BUILD;
}

static void board_on_reset(void *vb)
{
    mgb *b = vb;
    mgb_slide_free(b);
    mgb_bump_free(b);
    b->ws.holding = b->ws.settling = false;
    b->ws.plat = 0; /* rebuild the world */
    b->mode = MGB_BUILD;
    b->hash = 0;
    mgb_marks_clear(b);
}

static void board_tick(void *vb, double dt)
{
    mgb *b = vb;
    mgb_ws_tick(b, dt);
    mgb_slide_tick(b, dt);
    if (b->bump > 0) b->bump = fmaxf(0, b->bump - (float)dt * 2.0f);
    mgb_bump_tick(b, dt);
}

static bool board_busy(void *vb)
{
    mgb *b = vb;
    return (b->slide.on && !mgb_slide_waits(b)) || mgb_ws_busy(b) || b->bump > 0 ||
           mgb_bump_busy(b);
}

/* ---- input --------------------------------------------------------------------------------- */
static void start_delivery(mgb *b)
{
    int nfit, c = mgb_deliver_contract(b, &nfit);
    if (!mgb_cells_for(b, MEGA_A_DELIVER, b->sel_plat, c)) return;
    b->mode = MGB_CELL;
    b->sel_contract = c;
    if (nfit > 1)
        ui_toast(_("It fulfils several of your contracts: tap the one to deliver (most points "
                   "chosen), then a hex"),
                 UI_TOAST_INFO);
    else
        ui_toast(_("Choose a hex for the building (green)"), UI_TOAST_INFO);
}

/* A material chosen: its elements left in the bag are offered in the supply's place. */
static void start_pick(mgb *b, int m)
{
    b->mode = MGB_PICK;
    b->pick_mat = m;
    ui_toast(_("Choose the element to take from the bag"), UI_TOAST_INFO);
}

static void on_button(mgb *b, int i)
{
    switch (i) {
    case MGB_DRAW: mgb_submit(b, MEGA_ACT(MEGA_A_DRAW, 0, 0, 0)); break;
    case MGB_STEEL:
    case MGB_CONCRETE:
    case MGB_GLASS: start_pick(b, i - MGB_STEEL); break;
    case MGB_FLIP: mgb_submit(b, MEGA_ACT(MEGA_A_FLIP, b->sel_plat, 0, 0)); break;
    case MGB_RENEW: mgb_submit(b, MEGA_ACT(MEGA_A_RENEW, 0, 0, 0)); break;
    case MGB_DELIVER: start_delivery(b); break;
    case MGB_RECYCLE: mgb_submit(b, MEGA_ACT(MEGA_A_RECYCLE, 0, 0, 0)); break;
    case MGB_END: mgb_submit(b, MEGA_ACT(MEGA_A_END, 0, 0, 0)); break;
    case MGB_REPLAY:
        if (b->have_last)
            mgb_slide_play(b, b->last_plat, b->last_cell, b->last_side, &b->last_pl, b->last_xs,
                           b->last_n, 0.5, -1);
        break;
    case MGB_CANCEL:
        if (b->slide.on) mgb_slide_free(b);
        b->mode = MGB_BUILD;
        break;
    case MGB_SKIP: mgb_slide_skip(b); break;
    case MGB_TURN:
        b->turn = (b->turn + 1) % 4;
        snd_play(SND_ROTATE);
        break;
    }
    b->hash = 0;
}

/* A tap (or Enter) on a hot spot. */

/* Building without a pointer: the element goes where the rules' box drop would put it, then
 * falls under the physics (mega_sim_drop) so the recorded pose is one that stands; a drop that
 * would disturb or knock anything down is refused with a message instead. */
static void keyboard_build(mgb *b, const mega_state *s, int kind)
{
    mega_el rest;
    if (!mgb_steady_drop(s, b->sel_plat, &s->plat[b->sel_plat - 1], kind, b->turn, &rest)) {
        ui_toast(_("No steady place for this element: drag it instead."), UI_TOAST_BAD);
        return;
    }
    mega_pose_act pa = {b->sel_plat, kind, rest.x, rest.y, rest.a};
    mgb_submit(b, mega_encode_pose(MEGA_A_BUILD, &pa));
}

static void on_hot(mgb *b, const mgb_hot *h)
{
    const mega_state *s = &b->view;
    switch (h->kind) {
    case MGB_HOT_COLUMN:
        if (s->ncol[h->arg]) mgb_submit(b, MEGA_ACT(MEGA_A_CONTRACT, s->col[h->arg][0], 0, 0));
        break;
    case MGB_HOT_REORDER: mgb_submit(b, MEGA_ACT(MEGA_A_REORDER, h->arg, 0, 0)); break;
    case MGB_HOT_EXC:
    case MGB_HOT_OFFER:
        mgb_submit(
            b, MEGA_ACT(h->kind == MGB_HOT_EXC ? MEGA_A_CONTRACT : MEGA_A_PLATFORM, h->arg, 0, 0));
        break;
    case MGB_HOT_PLAT:
        b->sel_plat = h->arg;
        b->sel_contract = 0;
        if (b->mode == MGB_CELL) b->mode = MGB_BUILD;
        snd_play(SND_CLICK);
        break;
    case MGB_HOT_HOLD:
        b->sel_contract = h->arg;
        snd_play(SND_CLICK);
        break;
    case MGB_HOT_PICK:
        mgb_submit(b, MEGA_ACT(MEGA_A_MATERIAL, h->arg % MC_MATERIALS, h->arg / MC_MATERIALS, 0));
        b->mode = MGB_BUILD;
        break;
    case MGB_HOT_TRAY:
        if (s->phase == MEGA_PH_DISCARD) {
            mgb_submit(b, MEGA_ACT(MEGA_A_RETURN, h->arg, 0, 0));
        } else if (s->phase == MEGA_PH_POST) {
            if (!mgb_cells_for(b, MEGA_A_MONUMENT, 0, h->arg)) {
                ui_toast(_("No park here can take a monument."), UI_TOAST_BAD);
                break;
            }
            b->mode = MGB_MONUMENT;
            b->mon_kind = h->arg;
            ui_toast(_("Choose a park for the monument"), UI_TOAST_INFO);
        } else if (mgb_legal(b, MEGA_ACT(MEGA_A_STACK, b->sel_plat, h->arg, 0))) {
            keyboard_build(b, s, h->arg);
        }
        break;
    }
    b->hash = 0;
}

static bool city_tap(mgb *b, int cell)
{
    if (cell < 0) return false;
    const mega_state *s = &b->view;
    if (b->mode == MGB_CELL) {
        int c = mgb_deliver_contract(b, NULL);
        if (!(mgb_cells_for(b, MEGA_A_DELIVER, b->sel_plat, c) >> cell & 1)) {
            ui_toast(_("The building cannot go there."), UI_TOAST_BAD);
            snd_play(SND_REFUSED);
            return true;
        }
        b->mode = MGB_BUILD;
        mgb_slide_start(b, b->act_seat, b->sel_plat, cell, mgb_state(b), true);
        b->slide.contract = c;
        return true;
    }
    if (b->mode == MGB_MONUMENT) {
        if (cell == MEGA_CENTRE)
            mgb_submit(b, MEGA_ACT(MEGA_A_CENTRAL, b->mon_kind, 0, 0));
        else
            mgb_submit(b, MEGA_ACT(MEGA_A_MONUMENT, cell, b->mon_kind, 0));
        return true;
    }
    if (s->phase == MEGA_PH_POST) {
        mgb_submit(b, MEGA_ACT(MEGA_A_PARK, cell, 0, 0));
        return true;
    }
    return false;
}

static bool hot_event(mgb *b, const in_event *ev)
{
    if (ev->kind != IN_RELEASE && ev->kind != IN_PRESS) return false;
    for (int i = 0; i < b->nhot; i++) {
        mgb_hot *h = &b->hot[i];
        if (!ui_contains(h->base.rect, ev->x, ev->y)) continue;
        if (ev->kind == IN_RELEASE) on_hot(b, h);
        return true;
    }
    return false;
}

static bool board_event(void *vb, gfx_rect area, const in_event *win)
{
    mgb *b = vb;
    sync(b, area);
    /* the buttons and page tabs take window units; everything else the board's view units */
    in_event view = *win;
    const in_event *ev = &view;
    mgb_from_screen(b, &view.x, &view.y);
    view.dx /= b->zoom;
    view.dy /= b->zoom;
    for (int i = 0; b->compact && i < MGB_PAGES; i++)
        if (ui_button_event(&b->tab[i], win) == UI_ACTIVATED) {
            b->page = i;
            b->hash = 0;
            return true;
        }
    if (b->slide.on) {
        for (int i = MGB_CANCEL; i <= MGB_SKIP; i++)
            if (!b->btn[i].base.hidden && ui_button_event(&b->btn[i], win) == UI_ACTIVATED) {
                on_button(b, i);
                return true;
            }
        /* watching a slide (a bot's, a replay, a result): a click, Space or Enter skips it */
        if (mgb_slide_skippable(b) &&
            (ev->kind == IN_PRESS || (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT))) {
            mgb_slide_skip(b);
            return true;
        }
        return mgb_slide_event(b, ev);
    }
    bool city = mgb_on_page(b, MGB_PAGE_CITY);
    if (city && (ev->kind == IN_MOVE || ev->kind == IN_PRESS))
        b->hover_cell = mgd_cell_at(b->lay.hexes, b->cam, ev->x, ev->y);
    if (city && ev->kind != IN_KEY && (ui_contains(b->lay.city, ev->x, ev->y) || b->ucam.held)) {
        /* pan and zoom the city; zoomed in, a drag that starts anywhere on it pans (a press
         * released where it was is still a tap on a hex) */
        city_cam_bounds(b, b->ucam.max_zoom); /* the zoom may change: clamp after it */
        bool used = ui_camera_event(&b->ucam, ev, b->ucam.zoom > 1.001f);
        city_cam_sync(b);
        if (used) return true;
    }
    int seat = acting(b, ev);
    if (seat < 0 || seat != b->act_seat) return false;
    for (int i = 0; i < MGB_NBUTTONS; i++)
        if (ui_button_event(&b->btn[i], win) == UI_ACTIVATED) {
            on_button(b, i);
            return true;
        }
    if (mgb_ws_event(b, ev, seat)) return true;
    if (city && ev->kind == IN_RELEASE && ui_contains(b->lay.city, ev->x, ev->y) &&
        city_tap(b, mgd_cell_at(b->lay.hexes, b->cam, ev->x, ev->y)))
        return true;
    if (hot_event(b, ev)) return true;
    if (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT) {
        ui_base *f = ui_focus_current(&b->focus);
        for (int i = 0; i < b->nhot; i++)
            if (f == &b->hot[i].base) {
                on_hot(b, &b->hot[i]);
                return true;
            }
    }
    if (ev->kind == IN_NAV && ev->key == IN_NAV_BACK && b->mode != MGB_BUILD) {
        b->mode = MGB_BUILD;
        return true;
    }
    return ui_focus_event(&b->focus, win) != UI_NONE;
}

static void board_draw(void *vb, gfx_rect area, const void *vview, const game_score_line *highlight,
                       float alpha)
{
    (void)alpha;
    mgb *b = vb;
    sync(b, area);
    /* the board in view units, zoomed to its area (a small window); its buttons over it */
    float k = b->zoom, ox = b->screen.x, oy = b->screen.y;
    gfx_camera cam = {ox + (gfx_width() * 0.5f - ox) / k, oy + (gfx_height() * 0.5f - oy) / k, k,
                      0};
    bool zoomed = k != 1;
    mgd_set_view(k, ox, oy);
    if (zoomed) gfx_push_camera(cam);
    mgb_draw(b, vview, highlight);
    if (zoomed) gfx_pop_camera();
    if (b->view.phase != MEGA_PH_OVER) {
        for (int i = 0; b->compact && i < MGB_PAGES; i++) ui_button_draw(&b->tab[i]);
        for (int i = 0; i < MGB_NBUTTONS; i++) ui_button_draw(&b->btn[i]);
        mgb_ctl_list(b); /* the board's own controls, while a test reads them */
        if (zoomed) gfx_push_camera(cam);
        mgb_draw_top(b);
        if (zoomed) gfx_pop_camera();
    }
    mgd_set_view(1, 0, 0);
}

const board_vt megacity_board = {
    .game_id = "megacity",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
};
