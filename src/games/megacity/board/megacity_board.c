/* megacity_board.c: the MegaCity: Oceania board plugged into the play host: keeps the acting
 * seat's view and legal actions, turns taps on the market, the city, the supply and the buttons
 * into actions, and hands the workshop (megacity_board_workshop.c) and the slide
 * (megacity_board_delivery.c) their input. Drawing is in megacity_board_draw.c. */
#include "games/megacity/bot/megacity_bot.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

const megacity_state *megacity_board_state(const megacity_board_data *b)
{
    return match_state(play_match(b->p));
}

bool megacity_board_legal(const megacity_board_data *b, game_action a)
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
uint64_t megacity_board_cells_for(const megacity_board_data *b, int kind, int plat, int arg)
{
    uint64_t m = 0;
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        game_action a = kind == MEGACITY_A_DELIVER ? MEGACITY_ACT(MEGACITY_A_DELIVER, plat, c, arg)
                        : kind == MEGACITY_A_MONUMENT ? MEGACITY_ACT(MEGACITY_A_MONUMENT, c, arg, 0)
                                                      : MEGACITY_ACT(kind, c, 0, 0);
        if (megacity_board_legal(b, a)) m |= 1ull << c;
    }
    if (kind == MEGACITY_A_MONUMENT &&
        megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_CENTRAL, arg, 0, 0)))
        m |= 1ull << MEGACITY_CENTRE;
    return m;
}

bool megacity_board_material_legal(const megacity_board_data *b, int m)
{
    for (int sh = 0; sh < MEGACITY_SHAPES; sh++)
        if (megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_MATERIAL, m, sh, 0))) return true;
    return false;
}

int megacity_board_deliver_contract(const megacity_board_data *b, int *nfit)
{
    int fit[3], n = 0;
    if (b->shown >= 0 && b->sel_plat) n = megacity_fitting(&b->view, b->shown, b->sel_plat, fit);
    if (nfit) *nfit = n;
    for (int i = 0; i < n; i++)
        if (fit[i] == b->sel_contract) return fit[i];
    return n ? fit[0] : 0;
}

void megacity_board_submit(megacity_board_data *b, game_action a)
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
static int acting(const megacity_board_data *b, const in_event *ev)
{
    int seat = play_acting_seat(b->p, ev);
    if (seat >= 0 || b->slide.on || !megacity_board_ws_busy(b)) return seat;
    game_turn t = match_turn(play_match(b->p));
    if (t.phase == GAME_PHASE_OVER || t.player < 0 || !play_seat_is_human(b->p, t.player))
        return -1;
    return ev->seat >= 0 && ev->seat != t.player ? -1 : t.player;
}

static int seat_now(const megacity_board_data *b)
{
    in_event any = {.seat = IN_SEAT_ANY};
    return acting(b, &any);
}

static const megacity_plat *plat_of(const megacity_state *s, int id)
{
    return id >= 1 && id <= MEGACITY_PLATFORMS ? &s->plat[id - 1] : NULL;
}

bool megacity_board_mine(const megacity_state *s, int seat, int id)
{
    const megacity_plat *pl = plat_of(s, id);
    return pl && pl->where == MEGACITY_AT_HAND && pl->owner == seat;
}

static bool holds(const megacity_state *s, int seat, int c)
{
    for (int i = 0; i < 3; i++)
        if (c && s->hold[seat][i] == c) return true;
    return false;
}

/* Keeps the selected platform and contract valid for the shown seat. */
static void fix_selection(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    int seat = b->shown;
    if (seat < 0) return;
    if (!megacity_board_mine(s, seat, b->sel_plat)) {
        b->sel_plat = 0;
        for (int id = 1; id <= MEGACITY_PLATFORMS && !b->sel_plat; id++)
            if (megacity_board_mine(s, seat, id)) b->sel_plat = id;
    }
    const megacity_plat *pl = plat_of(s, b->sel_plat);
    if (pl && pl->best && !holds(s, seat, b->sel_contract)) b->sel_contract = pl->best;
    if (holds(s, seat, b->sel_contract)) return;
    b->sel_contract = 0;
    for (int i = 0; i < 3 && pl; i++) { /* one of the platform's type first */
        int c = s->hold[seat][i];
        if (c && megacity_contracts[c - 1].type == megacity_side(s, b->sel_plat)->type) {
            b->sel_contract = c;
            return;
        }
    }
    for (int i = 0; i < 3 && !b->sel_contract; i++) b->sel_contract = s->hold[seat][i];
}

/* Brings the view, legal list, selection, hot spots and buttons up to date. */
/* What the board's buttons and hot spots follow besides the match: the slide's stage (its
 * Cancel, the buttons it hides) and whether a slide can be replayed. */
static uint64_t ui_key(const megacity_board_data *b)
{
    const megacity_board_slide *sl = &b->slide;
    return (uint64_t)sl->on | (uint64_t)sl->live << 1 | (uint64_t)sl->stage << 2 |
           (uint64_t)b->have_last << 4;
}

static void sync(megacity_board_data *b, gfx_rect area)
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
    int home = megacity_board_home_seat(b);
    b->shown = seat >= 0 ? seat : home >= 0 ? home : b->view.active;
    if (b->view.phase == MEGACITY_PH_OVER) b->shown = -1;
    b->g->score(&b->view, &b->score);
    b->nlegal = 0;
    if (seat >= 0) {
        memcpy(&b->act, &b->view, sizeof b->act);
        b->nlegal = b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS);
    }
    if (b->view.phase != MEGACITY_PH_POST && b->mode == MEGACITY_BOARD_MONUMENT)
        b->mode = MEGACITY_BOARD_BUILD;
    if (b->mode == MEGACITY_BOARD_CELL &&
        !megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat,
                                  megacity_board_deliver_contract(b, NULL)))
        b->mode = MEGACITY_BOARD_BUILD;
    if (b->mode == MEGACITY_BOARD_PICK && !megacity_board_material_legal(b, b->pick_mat))
        b->mode = MEGACITY_BOARD_BUILD;
    fix_selection(b);
    b->compact = b->view.phase != MEGACITY_PH_OVER && (view.w < 880 || view.h < 430);
    if (b->compact) megacity_board_choose_page(b);
    megacity_board_layout_make(b, view);
    megacity_board_controls_layout(b);
    megacity_board_ws_sync(b);
}

static megacity_board_data *live;

megacity_board_data *megacity_board_live(void)
{
    return live;
}

void megacity_board_sync(megacity_board_data *b)
{
    sync(b, b->screen);
}

static void *board_create(play *p)
{
    megacity_board_data *b = calloc(1, sizeof *b);
    live = b;
    b->p = p;
    b->g = play_game(p);
    b->act_seat = -1;
    b->shown = -1;
    b->home = -1;
    b->zoom = 1;
    megacity_board_marks_clear(b);
    b->hover_cell = -1;
    b->bump_cell = -1;
    ui_camera_init(&b->ucam, (gfx_rect){0, 0, 1, 1}, 1, 1, 3);
    b->cam.zoom = 1;
    megacity_board_controls_init(b);
    return b;
}

/* The city's camera as the drawing takes it; zoomed in, the view never leaves the city, and at
 * zoom 1 the whole city shows, centred. */
static void city_cam_bounds(megacity_board_data *b, float zoom)
{
    ui_camera *c = &b->ucam;
    gfx_rect a = b->lay.hexes;
    ui_camera_set_view(c, a);
    float k = 0.5f * (1 - 1 / zoom);
    float hx = fmaxf(1e-3f, a.w * k), hy = fmaxf(1e-3f, a.h * k);
    ui_camera_set_bounds(c, (gfx_rect){-hx, -hy, 2 * hx, 2 * hy});
}

static void city_cam_sync(megacity_board_data *b)
{
    ui_camera *c = &b->ucam;
    city_cam_bounds(b, c->zoom);
    b->cam.zoom = c->zoom;
    b->cam.pan_x = -c->cx * c->zoom;
    b->cam.pan_y = -c->cy * c->zoom;
}

static void board_destroy(void *vb)
{
    megacity_board_data *b = vb;
    megacity_board_ws_free(b);
    megacity_board_slide_free(b);
    megacity_board_bump_free(b);
    megacity_board_ctl_free(b);
    if (live == b) live = NULL;
    free(b);
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    megacity_board_data *b = vb;
    int k = MEGACITY_KIND(a);
    b->hash = 0; /* re-sync */
    megacity_board_marks_note(b, seat, a, before, after);
    if ((k == MEGACITY_A_DELIVER || k == MEGACITY_A_COLLAPSE) && !b->own_submit &&
        !play_seat_is_human(b->p, seat)) {
        int plat = MEGACITY_FA(a), cell = MEGACITY_FB(a), after_flag;
        unsigned mask;
        if (k == MEGACITY_A_COLLAPSE) megacity_decode_collapse(a, &plat, &cell, &after_flag, &mask);
        const match_seat *ms = match_seat_at(play_match(b->p), seat);
        megacity_state v;
        b->g->view(before, seat, &v);
        static double xs[MEGACITY_SIM_SLIDE_MAX];
        int n = megacity_bot_slide(&v, seat, plat, ms ? (ai_level)ms->level : AI_NORMAL, xs,
                                   MEGACITY_SIM_SLIDE_MAX);
        const megacity_state *bs = before;
        if (!play_reduced_motion() && n > 0)
            megacity_board_slide_play(b, plat, cell, bs->plat[plat - 1].side, &bs->plat[plat - 1],
                                      xs, n, 1.0, seat);
    }
    if (k == MEGACITY_A_END || k == MEGACITY_A_PARK || k == MEGACITY_A_MONUMENT ||
        k == MEGACITY_A_CENTRAL || k == MEGACITY_A_MATERIAL)
        b->mode = MEGACITY_BOARD_BUILD;
}

static void board_on_reset(void *vb)
{
    megacity_board_data *b = vb;
    megacity_board_slide_free(b);
    megacity_board_bump_free(b);
    b->ws.holding = b->ws.settling = false;
    b->ws.plat = 0; /* rebuild the world */
    b->mode = MEGACITY_BOARD_BUILD;
    b->hash = 0;
    megacity_board_marks_clear(b);
}

static void board_tick(void *vb, double dt)
{
    megacity_board_data *b = vb;
    megacity_board_ws_tick(b, dt);
    megacity_board_slide_tick(b, dt);
    if (b->bump > 0) b->bump = fmaxf(0, b->bump - (float)dt * 2.0f);
    megacity_board_bump_tick(b, dt);
}

static bool board_busy(void *vb)
{
    megacity_board_data *b = vb;
    return (b->slide.on && !megacity_board_slide_waits(b)) || megacity_board_ws_busy(b) ||
           b->bump > 0 || megacity_board_bump_busy(b);
}

/* ---- input --------------------------------------------------------------------------------- */
static void start_delivery(megacity_board_data *b)
{
    int nfit, c = megacity_board_deliver_contract(b, &nfit);
    if (!megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat, c)) return;
    b->mode = MEGACITY_BOARD_CELL;
    b->sel_contract = c;
    if (nfit > 1)
        ui_toast(_("It fulfils several of your contracts: tap the one to deliver (most points "
                   "chosen), then a hex"),
                 UI_TOAST_INFO);
    else
        ui_toast(_("Choose a hex for the building (green)"), UI_TOAST_INFO);
}

/* A material chosen: its elements left in the bag are offered in the supply's place. */
static void start_pick(megacity_board_data *b, int m)
{
    b->mode = MEGACITY_BOARD_PICK;
    b->pick_mat = m;
    ui_toast(_("Choose the element to take from the bag"), UI_TOAST_INFO);
}

static void on_button(megacity_board_data *b, int i)
{
    switch (i) {
    case MEGACITY_BOARD_DRAW:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0));
        break;
    case MEGACITY_BOARD_STEEL:
    case MEGACITY_BOARD_CONCRETE:
    case MEGACITY_BOARD_GLASS: start_pick(b, i - MEGACITY_BOARD_STEEL); break;
    case MEGACITY_BOARD_FLIP:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_FLIP, b->sel_plat, 0, 0));
        break;
    case MEGACITY_BOARD_RENEW:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0));
        break;
    case MEGACITY_BOARD_DELIVER: start_delivery(b); break;
    case MEGACITY_BOARD_RECYCLE:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0));
        break;
    case MEGACITY_BOARD_END: megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0)); break;
    case MEGACITY_BOARD_REPLAY:
        if (b->have_last)
            megacity_board_slide_play(b, b->last_plat, b->last_cell, b->last_side, &b->last_pl,
                                      b->last_xs, b->last_n, 0.5, -1);
        break;
    case MEGACITY_BOARD_CANCEL:
        if (b->slide.on) megacity_board_slide_free(b);
        b->mode = MEGACITY_BOARD_BUILD;
        break;
    case MEGACITY_BOARD_SKIP: megacity_board_slide_skip(b); break;
    case MEGACITY_BOARD_TURN:
        b->turn = (b->turn + 1) % 4;
        snd_play(SND_ROTATE);
        break;
    }
    b->hash = 0;
}

/* A tap (or Enter) on a hot spot. */

/* Building without a pointer: the element goes where the rules' box drop would put it, then
 * falls under the physics (megacity_sim_drop) so the recorded pose is one that stands; a drop that
 * would disturb or knock anything down is refused with a message instead. */
static void keyboard_build(megacity_board_data *b, const megacity_state *s, int kind)
{
    megacity_el rest;
    if (!megacity_board_steady_drop(s, b->sel_plat, &s->plat[b->sel_plat - 1], kind, b->turn,
                                    &rest)) {
        ui_toast(_("No steady place for this element: drag it instead."), UI_TOAST_BAD);
        return;
    }
    megacity_pose_act pa = {b->sel_plat, kind, rest.x, rest.y, rest.a};
    megacity_board_submit(b, megacity_encode_pose(MEGACITY_A_BUILD, &pa));
}

static void on_hot(megacity_board_data *b, const megacity_board_hot *h)
{
    const megacity_state *s = &b->view;
    switch (h->kind) {
    case MEGACITY_BOARD_HOT_COLUMN:
        if (s->ncol[h->arg])
            megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_CONTRACT, s->col[h->arg][0], 0, 0));
        break;
    case MEGACITY_BOARD_HOT_REORDER:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_REORDER, h->arg, 0, 0));
        break;
    case MEGACITY_BOARD_HOT_EXC:
    case MEGACITY_BOARD_HOT_OFFER:
        megacity_board_submit(b,
                              MEGACITY_ACT(h->kind == MEGACITY_BOARD_HOT_EXC ? MEGACITY_A_CONTRACT
                                                                             : MEGACITY_A_PLATFORM,
                                           h->arg, 0, 0));
        break;
    case MEGACITY_BOARD_HOT_PLAT:
        b->sel_plat = h->arg;
        b->sel_contract = 0;
        if (b->mode == MEGACITY_BOARD_CELL) b->mode = MEGACITY_BOARD_BUILD;
        snd_play(SND_CLICK);
        break;
    case MEGACITY_BOARD_HOT_HOLD:
        b->sel_contract = h->arg;
        snd_play(SND_CLICK);
        break;
    case MEGACITY_BOARD_HOT_PICK:
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_MATERIAL, h->arg % MEGACITY_MATERIALS,
                                              h->arg / MEGACITY_MATERIALS, 0));
        b->mode = MEGACITY_BOARD_BUILD;
        break;
    case MEGACITY_BOARD_HOT_TRAY:
        if (s->phase == MEGACITY_PH_DISCARD) {
            megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_RETURN, h->arg, 0, 0));
        } else if (s->phase == MEGACITY_PH_POST) {
            if (!megacity_board_cells_for(b, MEGACITY_A_MONUMENT, 0, h->arg)) {
                ui_toast(_("No park here can take a monument."), UI_TOAST_BAD);
                break;
            }
            b->mode = MEGACITY_BOARD_MONUMENT;
            b->mon_kind = h->arg;
            ui_toast(_("Choose a park for the monument"), UI_TOAST_INFO);
        } else if (megacity_board_legal(b,
                                        MEGACITY_ACT(MEGACITY_A_STACK, b->sel_plat, h->arg, 0))) {
            keyboard_build(b, s, h->arg);
        }
        break;
    }
    b->hash = 0;
}

static bool city_tap(megacity_board_data *b, int cell)
{
    if (cell < 0) return false;
    const megacity_state *s = &b->view;
    if (b->mode == MEGACITY_BOARD_CELL) {
        int c = megacity_board_deliver_contract(b, NULL);
        if (!(megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat, c) >> cell & 1)) {
            ui_toast(_("The building cannot go there."), UI_TOAST_BAD);
            snd_play(SND_REFUSED);
            return true;
        }
        b->mode = MEGACITY_BOARD_BUILD;
        megacity_board_slide_start(b, b->act_seat, b->sel_plat, cell, megacity_board_state(b),
                                   true);
        b->slide.contract = c;
        return true;
    }
    if (b->mode == MEGACITY_BOARD_MONUMENT) {
        if (cell == MEGACITY_CENTRE)
            megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_CENTRAL, b->mon_kind, 0, 0));
        else
            megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_MONUMENT, cell, b->mon_kind, 0));
        return true;
    }
    if (s->phase == MEGACITY_PH_POST) {
        megacity_board_submit(b, MEGACITY_ACT(MEGACITY_A_PARK, cell, 0, 0));
        return true;
    }
    return false;
}

static bool hot_event(megacity_board_data *b, const in_event *ev)
{
    if (ev->kind != IN_RELEASE && ev->kind != IN_PRESS) return false;
    for (int i = 0; i < b->nhot; i++) {
        megacity_board_hot *h = &b->hot[i];
        if (!ui_contains(h->base.rect, ev->x, ev->y)) continue;
        if (ev->kind == IN_RELEASE) on_hot(b, h);
        return true;
    }
    return false;
}

static bool board_event(void *vb, gfx_rect area, const in_event *win)
{
    megacity_board_data *b = vb;
    sync(b, area);
    /* the buttons and page tabs take window units; everything else the board's view units */
    in_event view = *win;
    const in_event *ev = &view;
    megacity_board_from_screen(b, &view.x, &view.y);
    view.dx /= b->zoom;
    view.dy /= b->zoom;
    for (int i = 0; b->compact && i < MEGACITY_BOARD_PAGES; i++)
        if (ui_button_event(&b->tab[i], win) == UI_ACTIVATED) {
            b->page = i;
            b->hash = 0;
            return true;
        }
    if (b->slide.on) {
        for (int i = MEGACITY_BOARD_CANCEL; i <= MEGACITY_BOARD_SKIP; i++)
            if (!b->btn[i].base.hidden && ui_button_event(&b->btn[i], win) == UI_ACTIVATED) {
                on_button(b, i);
                return true;
            }
        /* watching a slide (a bot's, a replay, a result): a click, Space or Enter skips it */
        if (megacity_board_slide_skippable(b) &&
            (ev->kind == IN_PRESS || (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT))) {
            megacity_board_slide_skip(b);
            return true;
        }
        return megacity_board_slide_event(b, ev);
    }
    bool city = megacity_board_on_page(b, MEGACITY_BOARD_PAGE_CITY);
    if (city && (ev->kind == IN_MOVE || ev->kind == IN_PRESS))
        b->hover_cell = megacity_board_paint_cell_at(b->lay.hexes, b->cam, ev->x, ev->y);
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
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++)
        if (ui_button_event(&b->btn[i], win) == UI_ACTIVATED) {
            on_button(b, i);
            return true;
        }
    if (megacity_board_ws_event(b, ev, seat)) return true;
    if (city && ev->kind == IN_RELEASE && ui_contains(b->lay.city, ev->x, ev->y) &&
        city_tap(b, megacity_board_paint_cell_at(b->lay.hexes, b->cam, ev->x, ev->y)))
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
    if (ev->kind == IN_NAV && ev->key == IN_NAV_BACK && b->mode != MEGACITY_BOARD_BUILD) {
        b->mode = MEGACITY_BOARD_BUILD;
        return true;
    }
    return ui_focus_event(&b->focus, win) != UI_NONE;
}

static void board_draw(void *vb, gfx_rect area, const void *vview, const game_score_line *highlight,
                       float alpha)
{
    (void)alpha;
    megacity_board_data *b = vb;
    sync(b, area);
    /* the board in view units, zoomed to its area (a small window); its buttons over it */
    float k = b->zoom, ox = b->screen.x, oy = b->screen.y;
    gfx_camera cam = {ox + (gfx_width() * 0.5f - ox) / k, oy + (gfx_height() * 0.5f - oy) / k, k,
                      0};
    bool zoomed = k != 1;
    megacity_board_paint_set_view(k, ox, oy);
    if (zoomed) gfx_push_camera(cam);
    megacity_board_draw(b, vview, highlight);
    if (zoomed) gfx_pop_camera();
    if (b->view.phase != MEGACITY_PH_OVER) {
        for (int i = 0; b->compact && i < MEGACITY_BOARD_PAGES; i++) ui_button_draw(&b->tab[i]);
        for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++) ui_button_draw(&b->btn[i]);
        megacity_board_ctl_list(b); /* the board's own controls, while a test reads them */
        if (zoomed) gfx_push_camera(cam);
        megacity_board_draw_top(b);
        if (zoomed) gfx_pop_camera();
    }
    megacity_board_paint_set_view(1, 0, 0);
}

/* A hot spot of kind k about arg, in window units (w 0: none shown). */
static gfx_rect hot_rect(const megacity_board_data *b, megacity_board_hot_kind k, int arg)
{
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == k && b->hot[i].arg == arg && !b->hot[i].base.hidden)
            return megacity_board_to_screen(b, b->hot[i].base.rect);
    return (gfx_rect){0, 0, 0, 0};
}

/* A hex of the city, in window units. */
static gfx_rect cell_spot(const megacity_board_data *b, int cell)
{
    float x, y, r;
    megacity_board_paint_cell_centre(b->lay.hexes, b->cam, cell, &x, &y, &r);
    return megacity_board_to_screen(b, (gfx_rect){x - r * 0.6f, y - r * 0.45f, r * 1.2f, r * 0.9f});
}

/* The Hint's pointer: an action's button (draw, a material, flip, renew, deliver, end...), the
 * offered platform or the contract taken, an element of the supply and its place on the
 * platform shown (else that platform, to show it), an element lifted off back to the supply, a
 * delivery's platform, Deliver, its hex and its slide, a park's hex, a monument's element then its
 * park, an element returned. */
static bool board_spot(void *vb, int seat, game_action a, gfx_rect *from, gfx_rect *to)
{
    megacity_board_data *b = vb;
    *from = *to = (gfx_rect){0, 0, 0, 0};
    if (seat != b->act_seat) return false; /* the buttons and the workshop are the acting seat's */
    int btn = -1, k = MEGACITY_KIND(a), fa = MEGACITY_FA(a);
    megacity_pose_act pose;
    switch (k) {
    case MEGACITY_A_END: btn = MEGACITY_BOARD_END; break;
    case MEGACITY_A_DRAW: btn = MEGACITY_BOARD_DRAW; break;
    case MEGACITY_A_MATERIAL: btn = MEGACITY_BOARD_STEEL + fa % MEGACITY_MATERIALS; break;
    case MEGACITY_A_FLIP: btn = MEGACITY_BOARD_FLIP; break;
    case MEGACITY_A_RENEW: btn = MEGACITY_BOARD_RENEW; break;
    case MEGACITY_A_RECYCLE: btn = MEGACITY_BOARD_RECYCLE; break;
    case MEGACITY_A_DELIVER: /* its platform shown, Deliver, its hex, then the slide */
        if (b->slide.on && b->slide.live && b->slide.plat == fa) {
            gfx_rect st = b->lay.stage; /* the platform's side to the track's end, steadily */
            *from = megacity_board_to_screen(
                b, (gfx_rect){st.x + st.w * 0.1f, st.y + st.h * 0.5f, 8, 8});
            *to = megacity_board_to_screen(
                b, (gfx_rect){st.x + st.w * 0.9f + 4, st.y + st.h * 0.5f, 8, 8});
            return b->slide.stage <= 1;
        }
        if (b->mode == MEGACITY_BOARD_CELL && b->sel_plat == fa) {
            *to = cell_spot(b, MEGACITY_FB(a));
            return to->w > 0;
        }
        if (b->sel_plat != fa)
            *to = hot_rect(b, MEGACITY_BOARD_HOT_PLAT, fa);
        else
            btn = MEGACITY_BOARD_DELIVER;
        break;
    case MEGACITY_A_PLATFORM: *to = hot_rect(b, MEGACITY_BOARD_HOT_OFFER, fa); break;
    case MEGACITY_A_PARK: *to = cell_spot(b, fa); break; /* the green hex it goes on */
    case MEGACITY_A_MONUMENT:
    case MEGACITY_A_CENTRAL: { /* the element in the supply, then its park */
        int kind = k == MEGACITY_A_CENTRAL ? fa : MEGACITY_FB(a);
        if (b->mode == MEGACITY_BOARD_MONUMENT && b->mon_kind == kind)
            *to = cell_spot(b, k == MEGACITY_A_CENTRAL ? MEGACITY_CENTRE : fa);
        else
            *to = hot_rect(b, MEGACITY_BOARD_HOT_TRAY, kind);
        break;
    }
    case MEGACITY_A_RETURN: *to = hot_rect(b, MEGACITY_BOARD_HOT_TRAY, fa); break;
    case MEGACITY_A_UNBUILD: /* lifted off the tower shown, back to the supply */
        if (b->sel_plat == fa && megacity_board_unbuild_spot(b, MEGACITY_FB(a), from, to)) {
            *from = megacity_board_to_screen(b, *from);
            *to = megacity_board_to_screen(b, *to);
        } else {
            *to = hot_rect(b, MEGACITY_BOARD_HOT_PLAT, fa);
        }
        break;
    case MEGACITY_A_REORDER: *to = hot_rect(b, MEGACITY_BOARD_HOT_REORDER, fa); break;
    case MEGACITY_A_CONTRACT: /* a column's top card, or an exceptional contract */
        *to = hot_rect(b, MEGACITY_BOARD_HOT_EXC, fa);
        for (int t = 0; t < MEGACITY_TYPES && to->w <= 0; t++)
            if (b->view.ncol[t] && b->view.col[t][0] == fa)
                *to = hot_rect(b, MEGACITY_BOARD_HOT_COLUMN, t);
        break;
    case MEGACITY_A_STACK:
        *from = hot_rect(b, MEGACITY_BOARD_HOT_TRAY, MEGACITY_FB(a));
        *to = hot_rect(b, MEGACITY_BOARD_HOT_PLAT, fa);
        break;
    case MEGACITY_A_BUILD: /* onto its place on the stage, once its platform is the one shown */
        if (megacity_decode_pose(a, &pose)) {
            *to = megacity_board_ws_guide_rect(b, &pose);
            if (to->w > 0) {
                *to = megacity_board_to_screen(b, *to);
                *from = hot_rect(b, MEGACITY_BOARD_HOT_TRAY, pose.what);
            } else {
                *to = hot_rect(b, MEGACITY_BOARD_HOT_PLAT, pose.plat);
            }
        }
        break;
    default: break;
    }
    if (btn >= 0 && !b->btn[btn].base.hidden) *to = b->btn[btn].base.rect;
    return to->w > 0;
}

static void board_guide(void *vb, int seat, game_action a)
{
    megacity_board_data *b = vb;
    b->guided = seat >= 0 && seat == b->act_seat && MEGACITY_KIND(a) == MEGACITY_A_BUILD &&
                megacity_decode_pose(a, &b->guide);
}

const board_vt megacity_board = {
    .spot = board_spot,
    .guide = board_guide,
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
