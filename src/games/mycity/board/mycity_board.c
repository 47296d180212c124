/* mycity_board.c: the My City board plugged into the play host: turns drags, keys and pads
 * into place/rezone actions, keeps the tray pieces in step with the rules, and animates moves.
 * Drawing is in mycity_board_draw.c; both share mycity_board_int.h. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/mycity/board/mycity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { KEY_PREV = '[', KEY_NEXT = ']' };

/* ---- actions ------------------------------------------------------------------------------- */
static game_action action_for(const mycity_board_state *b, int kind, int value, int sq)
{
    const mycity_state *s = &b->act;
    bool rezone = s->opt[MYCITY_OPT_REZONING] && s->sq_kind[sq] < MYCITY_KINDS &&
                  s->sq_owner[sq] == (uint8_t)b->act_seat;
    return MYCITY_ACTION(rezone ? MYCITY_ACT_REZONE : MYCITY_ACT_PLACE, kind, value, sq);
}

static bool is_legal(const mycity_board_state *b, game_action a)
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

/* Legal, or the rules' own refusal: apply on a scratch copy writes why. */
bool mycity_board_check(mycity_board_state *b, int kind, int value, int sq, char *why, size_t n)
{
    if (b->act_seat < 0 || sq < 0) return false;
    game_action a = action_for(b, kind, value, sq);
    if (is_legal(b, a)) return true;
    memcpy(&b->scratch, &b->act, sizeof b->scratch);
    char local[GAME_REASON_LEN];
    if (!why || !n) why = local, n = sizeof local;
    if (b->g->apply(&b->scratch, b->act_seat, a, why, n) != GAME_REFUSED) return true;
    char raw[GAME_REASON_LEN];
    snprintf(raw, sizeof raw, "%s", why);
    play_format(b->p, raw, why, n);
    return false;
}

static bool can_drop(void *user, int seat, int piece, int target, int rotation, char *why, size_t n)
{
    (void)seat;
    (void)rotation;
    mycity_board_state *b = user;
    if (piece < 0 || piece >= b->npick || target < 0 || target >= b->drag.ntargets) return false;
    return mycity_board_check(b, b->pick[piece].kind, b->pick[piece].value, b->target_sq[target],
                              why, n);
}

static void draw_piece(void *user, int piece, float cx, float cy, float angle, float lift)
{
    (void)angle;
    mycity_board_state *b = user;
    if (piece < 0 || piece >= b->npick) return;
    bool sel = b->kb_sel == piece && b->show_sel;
    mycity_board_draw_token(cx, cy - lift * 4, b->lay.tok * (1 + 0.12f * lift), b->act_seat,
                            b->pick[piece].kind, b->pick[piece].value, b->pick[piece].value, lift);
    if (sel && lift < 0.5f)
        gfx_rrect_outline(ui_rect_centered(cx, cy, b->lay.tok + 8, b->lay.tok + 8),
                          b->lay.tok * 0.3f, 3, UI_COL_FOCUS);
}

static int seat_now(const mycity_board_state *b)
{
    in_event any = {.seat = IN_SEAT_ANY};
    return play_acting_seat(b->p, &any);
}

/* Rebuilds the tray pieces and targets when the acting seat, the state or the layout changed. */
static void sync(mycity_board_state *b, gfx_rect area, const mycity_state *view)
{
    const match *m = play_match(b->p);
    int seat = seat_now(b);
    uint64_t h = match_hash(m);
    bool moved = memcmp(&area, &b->lay.area, sizeof area) != 0 || b->scale != gfx_scale();
    if (moved || h != b->hash || view->over != b->lay.over_seen)
        mycity_board_make_layout(b, area, view);
    b->lay.over_seen = view->over;
    if (!moved && h == b->hash && seat == b->act_seat && !b->dirty) return;
    b->hash = h;
    b->scale = gfx_scale();
    b->dirty = false;
    int old_kind = b->kb_sel >= 0 && b->kb_sel < b->npick ? b->pick[b->kb_sel].kind : -1;
    int old_value = old_kind >= 0 ? b->pick[b->kb_sel].value : -1;
    b->act_seat = seat;
    b->npick = 0;
    b->nlegal = 0;
    ui_drag_cancel_all(&b->drag);
    ui_drag_init(&b->drag, can_drop, draw_piece, b);
    if (seat < 0 || view->over || !b->lay.trays) return;
    match_view(m, seat, &b->act);
    b->nlegal = b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS);
    const mycity_state *s = &b->act;
    bool drawn_only = s->opt[MYCITY_OPT_RANDOM] != 0;
    for (int k = 0; k < MYCITY_KINDS; k++)
        for (int v = 6; v >= 1; v--) {
            if (!(s->cup[seat][k] & (1u << v))) continue;
            if (drawn_only) {
                bool in = false;
                for (int i = 0; i < 2; i++) in |= s->drawn[i] == (uint8_t)(k << 4 | v);
                if (!in) continue;
            }
            float x, y;
            mycity_board_slot_center(b, seat, k, v, &x, &y);
            int i = ui_drag_add_piece(&b->drag, x, y, b->lay.tok, b->lay.tok, ui_seat_color(seat));
            if (i < 0 || i >= UI_DRAG_MAX_PIECES) continue;
            b->drag.pieces[i].owner = IN_SEAT_ANY; /* play_acting_seat filters who may act */
            b->pick[i] = (mycity_board_pick){k, v};
            b->npick = i + 1;
        }
    /* Targets: every square (a landmark square only on maps that leave room, for its reason). */
    bool room = s->nsq <= UI_DRAG_MAX_TARGETS;
    for (int sq = 0; sq < s->nsq; sq++) {
        b->sq_target[sq] = -1;
        if (!room && s->sq_kind[sq] == MYCITY_SQ_LANDMARK) continue;
        float x, y;
        mycity_board_sq_center(b, sq, &x, &y);
        float d = b->lay.hex ? 2 * b->lay.hr : b->lay.cell;
        int t = ui_drag_add_target(&b->drag, ui_rect_centered(x, y, d, d), b->lay.hex);
        if (t < 0 || t >= UI_DRAG_MAX_TARGETS) break;
        b->target_sq[t] = sq;
        b->sq_target[sq] = t;
    }
    /* keep the keyboard selection on the same counter when it is still there */
    b->kb_sel = b->npick > 0 ? 0 : -1;
    for (int i = 0; i < b->npick; i++)
        if (b->pick[i].kind == old_kind) {
            b->kb_sel = i;
            if (b->pick[i].value == old_value) break;
        }
    if (b->cur_sq < 0 || b->cur_sq >= s->nsq) b->cur_sq = (s->side / 2) * s->side + s->side / 2 - 1;
}

/* ---- host callbacks ------------------------------------------------------------------------ */
static void *board_create(play *p)
{
    mycity_board_state *b = calloc(1, sizeof *b);
    b->p = p;
    b->g = play_game(p);
    b->act_seat = -1;
    b->kb_sel = -1;
    b->cur_sq = -1;
    b->hover_sq = -1;
    b->hover_seat = -1;
    b->pass_pending = -1;
    b->dirty = true;
    const mycity_state *s = match_state(play_match(p));
    b->ncount = s->ncount;
    ui_drag_init(&b->drag, can_drop, draw_piece, b);
    ui_button_init(&b->control, (gfx_rect){0}, _("Show control"), UI_BUTTON_SECONDARY);
    b->control.shortcut = 'c';
    b->control.base.tooltip = _("Who would control each landmark now (C)");
    return b;
}

static void board_destroy(void *vb)
{
    mycity_board_state *b = vb;
    mycity_board_layer_free(b);
    free(b);
}

static void start_anim(mycity_board_state *b, int sq, int seat)
{
    if (play_reduced_motion()) return;
    int slot = 0;
    for (int i = 0; i < MYCITY_BOARD_ANIMS; i++)
        if (b->anim[i].sq < 0 || b->anim[i].t > b->anim[slot].t) slot = i;
    b->anim[slot] = (mycity_board_anim){sq, seat, 0};
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    mycity_board_state *b = vb;
    (void)before;
    (void)after;
    int kind = MYCITY_A_KIND(a);
    if (kind == MYCITY_ACT_PLACE || kind == MYCITY_ACT_REZONE) {
        start_anim(b, MYCITY_A_SQ(a), seat);
        if (!b->quiet_drop) snd_play(SND_DROP);
    } else if (kind == MYCITY_ACT_PASS) {
        const setup_seat *st = play_seat(b->p, seat);
        char msg[160];
        snprintf(msg, sizeof msg, _("%s cannot place and passes"), st ? st->name : "?");
        ui_toast(msg, UI_TOAST_INFO);
        snprintf(b->pass_note, sizeof b->pass_note, "%s", msg);
        b->pass_seat = seat;
    }
    if (kind != MYCITY_ACT_PASS) b->pass_note[0] = 0;
    b->dirty = true;
}

static void board_on_reset(void *vb)
{
    mycity_board_state *b = vb;
    for (int i = 0; i < MYCITY_BOARD_ANIMS; i++) b->anim[i].sq = -1;
    ui_drag_cancel_all(&b->drag);
    b->pass_note[0] = 0;
    b->dirty = true;
    b->pass_hash = 0;
    b->pass_pending = -1;
    b->layer_key = 0; /* a loaded game may have other landmarks */
}

static void board_tick(void *vb, double dt)
{
    mycity_board_state *b = vb;
    for (int i = 0; i < MYCITY_BOARD_ANIMS; i++) {
        if (b->anim[i].sq < 0) continue;
        b->anim[i].t += (float)dt / 0.38f;
        if (b->anim[i].t >= 1) b->anim[i].sq = -1;
    }
    if (b->kb_shake > 0) b->kb_shake = fmaxf(0, b->kb_shake - (float)dt * 2.5f);
    ui_drag_tick(&b->drag, dt);
    /* A human who cannot place passes by themselves after a moment (the toast says so). */
    const match *m = play_match(b->p);
    uint64_t h = match_hash(m);
    if (h != b->pass_hash) {
        b->pass_hash = h;
        b->pass_pending = -1;
        game_turn t = match_turn(m);
        game_action a[2];
        if (t.phase == GAME_PHASE_TURN && t.player >= 0 && play_seat_is_human(b->p, t.player)) {
            match_view(m, t.player, &b->scratch);
            int n = b->g->legal_actions(&b->scratch, t.player, a, 2);
            if (n == 1 && a[0] == MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0))
                b->pass_pending = t.player;
            b->pass_wait = 0;
        }
    }
    if (b->pass_pending >= 0 && (b->pass_wait += (float)dt) > 1.0f) {
        int seat = b->pass_pending;
        b->pass_pending = -1;
        play_submit(b->p, seat, MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0), NULL, 0);
    }
}

static bool board_busy(void *vb)
{
    mycity_board_state *b = vb;
    if (b->pass_pending >= 0) return true;
    for (int i = 0; i < MYCITY_BOARD_ANIMS; i++)
        if (b->anim[i].sq >= 0) return true;
    return false;
}

/* ---- input --------------------------------------------------------------------------------- */
static void refuse_at(mycity_board_state *b, int sq, const char *why, int piece)
{
    float x, y;
    mycity_board_sq_center(b, sq, &x, &y);
    ui_toast_at(x, y, why, UI_TOAST_BAD);
    snd_play(SND_REFUSED);
    if (!play_reduced_motion()) {
        b->kb_shake = 1;
        if (piece >= 0 && piece < b->drag.npieces) b->drag.pieces[piece].shake = 0.45f;
    }
}

static void place(mycity_board_state *b, int piece, int sq)
{
    char why[GAME_REASON_LEN] = "";
    if (piece < 0 || piece >= b->npick) {
        refuse_at(b, sq, _("Choose a counter from your tray first (Tab)."), -1);
        return;
    }
    int k = b->pick[piece].kind, v = b->pick[piece].value;
    if (!mycity_board_check(b, k, v, sq, why, sizeof why)) {
        refuse_at(b, sq, why, piece);
        return;
    }
    if (!play_submit(b->p, b->act_seat, action_for(b, k, v, sq), why, sizeof why) &&
        !play_reduced_motion())
        b->kb_shake = 1;
}

static void cycle(mycity_board_state *b, int dir)
{
    if (b->npick <= 0) return;
    b->kb_sel = ((b->kb_sel < 0 ? 0 : b->kb_sel) + dir + b->npick) % b->npick;
    b->show_sel = true;
    snd_play(SND_CLICK);
}

/* Number keys pick a zone type; pressing it again steps through that type's values. */
static void pick_kind(mycity_board_state *b, int kind)
{
    int first = -1, next = -1;
    for (int i = 0; i < b->npick; i++) {
        if (b->pick[i].kind != kind) continue;
        if (first < 0) first = i;
        if (next < 0 && b->kb_sel >= 0 && i > b->kb_sel && b->pick[b->kb_sel].kind == kind)
            next = i;
    }
    if (first < 0) return;
    b->kb_sel = next >= 0 ? next : first;
    b->show_sel = true;
    snd_play(SND_CLICK);
}

static void move_cursor(mycity_board_state *b, int dc, int dr)
{
    int n = b->lay.side;
    if (n <= 0) return;
    if (b->cur_sq < 0) b->cur_sq = 0;
    int r = b->cur_sq / n + dr, c = b->cur_sq % n + dc;
    r = r < 0 ? 0 : r >= n ? n - 1 : r;
    c = c < 0 ? 0 : c >= n ? n - 1 : c;
    b->cur_sq = r * n + c;
    b->show_cursor = true;
    b->show_sel = true;
}

static bool key_event(mycity_board_state *b, const in_event *ev)
{
    if (ev->kind == IN_NAV) {
        switch (ev->key) {
        case IN_NAV_UP: move_cursor(b, 0, -1); return true;
        case IN_NAV_DOWN: move_cursor(b, 0, 1); return true;
        case IN_NAV_LEFT: move_cursor(b, -1, 0); return true;
        case IN_NAV_RIGHT: move_cursor(b, 1, 0); return true;
        case IN_NAV_NEXT: cycle(b, 1); return true;
        case IN_NAV_PREV: cycle(b, -1); return true;
        case IN_NAV_ACCEPT:
            if (b->act_seat < 0) return false;
            b->show_cursor = b->show_sel = true;
            place(b, b->kb_sel, b->cur_sq);
            return true;
        default: return false;
        }
    }
    if (ev->kind == IN_KEY && !(ev->mods & 0x0cc0)) { /* no Ctrl, Alt or GUI */
        if (ev->key == KEY_NEXT)
            cycle(b, 1);
        else if (ev->key == KEY_PREV)
            cycle(b, -1);
        else if (ev->key >= '1' && ev->key < '1' + MYCITY_KINDS)
            pick_kind(b, ev->key - '1');
        else
            return false;
        return true;
    }
    return false;
}

/* Which tray counter is under the pointer (its name is shown in the hint line). */
static void tray_hover(mycity_board_state *b, const mycity_state *s, float x, float y)
{
    b->hover_seat = -1;
    if (!b->lay.trays) return;
    for (int seat = 0; seat < s->players; seat++) {
        if (!(b->lay.full >> seat & 1) || !ui_contains(b->lay.tray[seat], x, y)) continue;
        for (int k = 0; k < b->lay.kcols; k++)
            for (int v = 1; v <= (k == MYCITY_SLUM ? 1 : s->ncount); v++) {
                float cx, cy;
                mycity_board_slot_center(b, seat, k, v, &cx, &cy);
                if (fabsf(x - cx) > b->lay.step * 0.5f || fabsf(y - cy) > b->lay.step * 0.5f)
                    continue;
                if (!(s->cup[seat][k] & (1u << v))) return;
                b->hover_seat = seat;
                b->hover_kind = k;
                b->hover_value = v;
                return;
            }
    }
}

static bool board_event(void *vb, gfx_rect area, const in_event *ev)
{
    mycity_board_state *b = vb;
    mycity_state *view = &b->ev_view;
    match_view(play_match(b->p), play_viewer(b->p), view);
    sync(b, area, view);
    if (b->lay.trays) {
        b->control.base.rect = b->lay.button;
        if (ui_button_event(&b->control, ev) == UI_ACTIVATED) {
            b->show_control = !b->show_control;
            b->control.label = b->show_control ? _("Hide control") : _("Show control");
            snd_play(SND_CLICK);
            return true;
        }
    }
    if (ev->kind == IN_MOVE || ev->kind == IN_PRESS) {
        b->hover_sq = mycity_board_sq_at(b, ev->x, ev->y);
        tray_hover(b, view, ev->x, ev->y);
        if (ev->kind == IN_PRESS) b->show_cursor = false;
    }
    int seat = play_acting_seat(b->p, ev);
    if (seat < 0 || seat != b->act_seat) {
        /* someone else's turn: arrows still move the cursor to read the squares */
        if (ev->kind == IN_NAV && ev->key <= IN_NAV_RIGHT) return key_event(b, ev);
        return false;
    }
    bool held = ui_drag_held(&b->drag, ev->seat) >= 0;
    if (ev->kind == IN_ROTATE || ev->kind == IN_TWIST) { /* counters have no rotation */
        if (!held && ev->kind == IN_ROTATE) cycle(b, ev->amount < 0 ? -1 : 1);
        return true;
    }
    ui_result r = ui_drag_event(&b->drag, ev);
    const ui_drag_outcome *o = &b->drag.last;
    if (r == UI_DROPPED) {
        int sq = o->target >= 0 && o->target < b->drag.ntargets ? b->target_sq[o->target] : -1;
        if (sq >= 0 && o->piece >= 0 && o->piece < b->npick) {
            b->kb_sel = o->piece;
            b->cur_sq = sq;
            b->quiet_drop = true; /* ui_drag already played the drop */
            char why[GAME_REASON_LEN];
            int k = b->pick[o->piece].kind, v = b->pick[o->piece].value;
            play_submit(b->p, b->act_seat, action_for(b, k, v, sq), why, sizeof why);
            b->quiet_drop = false;
        }
        return true;
    }
    if (r == UI_REFUSED) { /* ui_drag showed the reason by the pointer and shook the piece */
        if (o->target >= 0 && o->target < b->drag.ntargets) b->cur_sq = b->target_sq[o->target];
        return true;
    }
    if (r != UI_NONE) {
        if (ev->kind == IN_RELEASE && held && o->target < 0 && o->piece >= 0 &&
            o->piece < b->npick) {
            b->kb_sel = o->piece; /* a tap on a counter picks it; a tap on a square places it */
            b->show_sel = true;
        }
        return true;
    }
    /* A counter shown selected (its squares lit) is placed by a tap on a square, whoever picked
     * it: a tap, Tab, a number key, or this player's last placement (kept for the next turn). */
    if (ev->kind == IN_RELEASE && mycity_board_selected(b) && b->hover_sq >= 0) {
        b->cur_sq = b->hover_sq;
        place(b, b->kb_sel, b->hover_sq);
        return true;
    }
    if (ev->kind == IN_PRESS && b->hover_sq >= 0) return true;
    return key_event(b, ev);
}

static float board_min_width(void *vb)
{
    return mycity_board_min_width(vb);
}

/* ---- drawing entry ------------------------------------------------------------------------- */
static void board_draw(void *vb, gfx_rect area, const void *vview, const game_score_line *highlight,
                       float alpha)
{
    (void)alpha;
    mycity_board_state *b = vb;
    const mycity_state *view = vview;
    sync(b, area, view);
    b->control.base.rect = b->lay.button;
    b->control.base.hidden = !b->lay.trays;
    mycity_board_draw(b, view, highlight);
}

/* The coach's and the Hint's pointer: a placement takes the counter from seat's tray to its
 * square; a rezoning (or a pass) has only its square (or nothing). */
static bool board_spot(void *bp, int seat, game_action a, gfx_rect *from, gfx_rect *to)
{
    mycity_board_state *b = bp;
    const mycity_board_layout *L = &b->lay;
    *from = *to = (gfx_rect){0, 0, 0, 0};
    if (L->side <= 0 || seat < 0 || seat >= L->players || MYCITY_A_KIND(a) == MYCITY_ACT_PASS)
        return false;
    float x, y, c = L->hex ? L->hr * 1.7f : L->cell;
    mycity_board_sq_center(b, MYCITY_A_SQ(a), &x, &y);
    *to = (gfx_rect){x - c / 2, y - c / 2, c, c};
    if (MYCITY_A_KIND(a) == MYCITY_ACT_PLACE && L->trays && (L->full >> seat & 1)) {
        mycity_board_slot_center(b, seat, MYCITY_A_TYPE(a), MYCITY_A_VALUE(a), &x, &y);
        *from = (gfx_rect){x - L->step / 2, y - L->step / 2, L->step, L->step};
    }
    return true;
}

const board_vt mycity_board = {
    .game_id = "mycity",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
    .min_width = board_min_width,
    .spot = board_spot,
};
