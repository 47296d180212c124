/* ui_drag.c: drag and drop of pieces with rotation, one held piece per seat. The game says
 * where a piece may land (can_drop); legal targets glow while a piece is held; an illegal drop
 * flies back, shakes and shows the reason. */
#include "audio/audio.h"
#include "ui/ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static const float FOLLOW_RATE = 28.0f; /* 1/s: how fast a held piece catches the pointer */
static const float FLY_RATE = 14.0f;
static const float TURN_RATE = 18.0f;
static const float SHAKE_SECONDS = 0.45f;
static const float QUARTER = UI_PI / 2;

void ui_drag_init(ui_drag *d, ui_can_drop_fn can_drop, ui_draw_piece_fn draw_piece, void *user)
{
    memset(d, 0, sizeof *d);
    d->can_drop = can_drop;
    d->draw_piece = draw_piece;
    d->user = user;
    for (int i = 0; i < UI_DRAG_SLOTS; i++) d->holds[i].piece = d->holds[i].over = -1;
    d->last.piece = d->last.target = -1;
}

int ui_drag_add_piece(ui_drag *d, float cx, float cy, float w, float h, gfx_color c)
{
    if (d->npieces >= UI_DRAG_MAX_PIECES) return -1;
    ui_drag_piece *p = &d->pieces[d->npieces];
    memset(p, 0, sizeof *p);
    p->home_x = p->x = cx;
    p->home_y = p->y = cy;
    p->w = w;
    p->h = h;
    p->target = -1;
    p->owner = IN_SEAT_ANY;
    p->color = c;
    return d->npieces++;
}

int ui_drag_add_target(ui_drag *d, gfx_rect r, bool hex)
{
    if (d->ntargets >= UI_DRAG_MAX_TARGETS) return -1;
    d->targets[d->ntargets] = (ui_drop_target){.r = r, .hex = hex};
    return d->ntargets++;
}

static int slot_of(int seat)
{
    int s = seat + 1;
    return s < 0 || s >= UI_DRAG_SLOTS ? 0 : s;
}

static int held_by_any(const ui_drag *d, int piece)
{
    for (int i = 0; i < UI_DRAG_SLOTS; i++)
        if (d->holds[i].active && d->holds[i].piece == piece) return i;
    return -1;
}

int ui_drag_held(const ui_drag *d, int seat)
{
    const ui_drag_hold *h = &d->holds[slot_of(seat)];
    return h->active ? h->piece : -1;
}

/* Quarter turns the held piece would land with: its rotation plus the snapped twist. */
static int effective_rotation(const ui_drag_hold *h)
{
    int q = (int)lroundf(h->twist / QUARTER);
    return ((h->rotation + q) % 4 + 4) % 4;
}

static bool in_target(const ui_drop_target *t, float x, float y)
{
    if (!t->hex) return ui_contains(t->r, x, y);
    float cx = t->r.x + t->r.w / 2, cy = t->r.y + t->r.h / 2;
    float r = t->r.w / 2, dx = fabsf(x - cx), dy = fabsf(y - cy);
    /* Pointy-top hexagon of circumradius r: inside the 3 slabs. */
    return dx <= r * 0.8660254f && dx * 0.5f + dy * 0.8660254f <= r * 0.8660254f;
}

static int target_at(const ui_drag *d, float x, float y)
{
    for (int i = d->ntargets - 1; i >= 0; i--)
        if (!d->targets[i].disabled && in_target(&d->targets[i], x, y)) return i;
    return -1;
}

static bool ask(const ui_drag *d, int seat, int piece, int target, int rot, char *why, size_t n)
{
    if (why && n) why[0] = 0;
    if (target < 0 || target >= d->ntargets || d->targets[target].disabled) return false;
    return !d->can_drop || d->can_drop(d->user, seat, piece, target, rot, why, n);
}

static void refresh_hold(ui_drag *d, int slot)
{
    ui_drag_hold *h = &d->holds[slot];
    if (!h->active) return;
    int rot = effective_rotation(h);
    for (int t = 0; t < d->ntargets; t++) h->legal[t] = ask(d, slot - 1, h->piece, t, rot, NULL, 0);
}

void ui_drag_refresh(ui_drag *d)
{
    for (int i = 0; i < UI_DRAG_SLOTS; i++) refresh_hold(d, i);
}

static bool piece_hit(const ui_drag_piece *p, float x, float y)
{
    bool odd = p->rotation & 1;
    float w = odd ? p->h : p->w, h = odd ? p->w : p->h;
    return fabsf(x - p->x) <= w / 2 && fabsf(y - p->y) <= h / 2;
}

static int piece_at(const ui_drag *d, int seat, float x, float y)
{
    for (int i = d->npieces - 1; i >= 0; i--) {
        const ui_drag_piece *p = &d->pieces[i];
        if (p->hidden || p->locked || held_by_any(d, i) >= 0) continue;
        if (p->owner != IN_SEAT_ANY && seat != IN_SEAT_ANY && p->owner != seat) continue;
        if (piece_hit(p, x, y)) return i;
    }
    return -1;
}

static void send_home(ui_drag *d, ui_drag_hold *h, bool shake)
{
    ui_drag_piece *p = &d->pieces[h->piece];
    p->flying = true;
    if (shake && !ui_reduced_motion()) p->shake = SHAKE_SECONDS;
    h->active = false;
    h->piece = h->over = -1;
    h->twist = 0;
}

static void update_over(ui_drag *d, ui_drag_hold *h)
{
    h->over = target_at(d, h->px + h->ox, h->py + h->oy);
}

static ui_result drop(ui_drag *d, int slot, float x, float y)
{
    ui_drag_hold *h = &d->holds[slot];
    ui_drag_piece *p = &d->pieces[h->piece];
    h->px = x;
    h->py = y;
    update_over(d, h);
    int rot = effective_rotation(h), target = h->over, seat = slot - 1;
    d->last = (ui_drag_outcome){.seat = seat, .piece = h->piece, .target = target, .rotation = rot};
    if (target < 0) { /* dropped on nothing: back where it was, no fuss */
        send_home(d, h, false);
        snd_play(SND_DROP);
        return UI_CONSUMED;
    }
    if (ask(d, seat, h->piece, target, rot, d->last.why, sizeof d->last.why)) {
        const gfx_rect *r = &d->targets[target].r;
        p->home_x = r->x + r->w / 2;
        p->home_y = r->y + r->h / 2;
        p->rotation = rot;
        p->target = target;
        send_home(d, h, false);
        snd_play(SND_DROP);
        return UI_DROPPED;
    }
    if (!d->last.why[0]) snprintf(d->last.why, sizeof d->last.why, "%s", "\xE2\x9C\x95"); /* ✕ */
    send_home(d, h, true);
    snd_play(SND_REFUSED);
    ui_toast_at(x, y, d->last.why, UI_TOAST_BAD);
    return UI_REFUSED;
}

ui_result ui_drag_event(ui_drag *d, const in_event *ev)
{
    int slot = slot_of(ev->seat);
    ui_drag_hold *h = &d->holds[slot];
    bool mine = h->active && h->pointer == ev->pointer;
    switch (ev->kind) {
    case IN_PRESS: {
        if (h->active) return UI_NONE;
        int i = piece_at(d, ev->seat, ev->x, ev->y);
        if (i < 0) return UI_NONE;
        ui_drag_piece *p = &d->pieces[i];
        memset(h, 0, sizeof *h);
        h->active = true;
        h->piece = i;
        h->pointer = ev->pointer;
        h->px = ev->x;
        h->py = ev->y;
        h->ox = p->x - ev->x;
        h->oy = p->y - ev->y;
        h->rotation = p->rotation;
        p->flying = false;
        p->shake = 0;
        update_over(d, h);
        refresh_hold(d, slot);
        snd_play(SND_PICKUP);
        return UI_CONSUMED;
    }
    case IN_MOVE:
        if (!mine) return UI_NONE;
        h->px = ev->x;
        h->py = ev->y;
        update_over(d, h);
        return UI_CONSUMED;
    case IN_ROTATE: {
        int step = ev->amount < 0 ? -1 : 1;
        if (h->active) {
            h->rotation = ((h->rotation + step) % 4 + 4) % 4;
            refresh_hold(d, slot);
            snd_play(SND_ROTATE);
            return UI_CONSUMED;
        }
        /* Nothing held: turn a loose piece under the pointer (a tile in hand). */
        int i = piece_at(d, ev->seat, ev->x, ev->y);
        if (i < 0 || d->pieces[i].target >= 0) return UI_NONE;
        d->pieces[i].rotation = ((d->pieces[i].rotation + step) % 4 + 4) % 4;
        snd_play(SND_ROTATE);
        return UI_CONSUMED;
    }
    case IN_TWIST: {
        if (!h->active) return UI_NONE;
        int before = effective_rotation(h);
        h->twist += ev->amount;
        if (effective_rotation(h) != before) {
            refresh_hold(d, slot);
            snd_play(SND_ROTATE);
        }
        return UI_CONSUMED;
    }
    case IN_RELEASE:
        if (!mine) return UI_NONE;
        return drop(d, slot, ev->x, ev->y);
    case IN_CANCEL:
        if (!h->active) return UI_NONE;
        send_home(d, h, false);
        return UI_CONSUMED;
    default: return UI_NONE;
    }
}

void ui_drag_cancel_all(ui_drag *d)
{
    for (int i = 0; i < UI_DRAG_SLOTS; i++)
        if (d->holds[i].active) send_home(d, &d->holds[i], false);
}

/* Moves a toward b by the fraction of an exponential approach over dt. */
static float approach(float a, float b, float rate, double dt)
{
    return a + (b - a) * (1.0f - expf(-rate * (float)dt));
}

/* The angle equal to quarter turns q that is nearest to `from` (no spinning the long way). */
static float nearest_angle(float from, float target)
{
    float twopi = 2 * UI_PI;
    return target + twopi * roundf((from - target) / twopi);
}

void ui_drag_tick(ui_drag *d, double dt)
{
    bool instant = ui_reduced_motion();
    for (int i = 0; i < d->npieces; i++) {
        ui_drag_piece *p = &d->pieces[i];
        int slot = held_by_any(d, i);
        float tx, ty, ta;
        if (slot >= 0) {
            const ui_drag_hold *h = &d->holds[slot];
            tx = h->px + h->ox;
            ty = h->py + h->oy;
            ta = nearest_angle(p->angle, (float)h->rotation * QUARTER) + h->twist;
            p->lift = instant ? 1.0f : approach(p->lift, 1.0f, 20.0f, dt);
        } else {
            tx = p->home_x;
            ty = p->home_y;
            ta = nearest_angle(p->angle, (float)p->rotation * QUARTER);
            p->lift = instant ? 0.0f : approach(p->lift, 0.0f, 12.0f, dt);
            if (p->lift < 0.01f) p->lift = 0;
        }
        float rate = slot >= 0 ? FOLLOW_RATE : FLY_RATE;
        p->x = instant ? tx : approach(p->x, tx, rate, dt);
        p->y = instant ? ty : approach(p->y, ty, rate, dt);
        p->angle = instant ? ta : approach(p->angle, ta, TURN_RATE, dt);
        if (slot < 0 && fabsf(p->x - tx) < 0.5f && fabsf(p->y - ty) < 0.5f) {
            p->x = tx;
            p->y = ty;
            p->flying = false;
        }
        if (fabsf(p->angle - ta) < 0.002f) p->angle = ta;
        if (p->shake > 0) p->shake = instant ? 0 : p->shake - (float)dt;
        if (p->shake < 0) p->shake = 0;
    }
    if (ui_drag_busy(d))
        ui_keep_frames(); /* a held piece follows the pointer, a dropped one flies */
}

bool ui_drag_busy(const ui_drag *d)
{
    for (int i = 0; i < UI_DRAG_SLOTS; i++)
        if (d->holds[i].active) return true;
    for (int i = 0; i < d->npieces; i++) {
        const ui_drag_piece *p = &d->pieces[i];
        float rest = nearest_angle(p->angle, (float)p->rotation * QUARTER);
        if (p->flying || p->shake > 0 || p->lift > 0 || fabsf(p->angle - rest) > 0.002f)
            return true;
    }
    return false;
}

/* ---- drawing ---------------------------------------------------------------------------- */

static void draw_target_shape(const ui_drop_target *t, gfx_color fill, gfx_color edge, float thick)
{
    float cx = t->r.x + t->r.w / 2, cy = t->r.y + t->r.h / 2;
    if (t->hex) {
        gfx_hexagon(cx, cy, t->r.w / 2, true, fill);
        if (thick > 0) gfx_hexagon_outline(cx, cy, t->r.w / 2, true, thick, edge);
    } else {
        gfx_rrect(t->r, UI_RADIUS_S, fill);
        if (thick > 0) gfx_rrect_outline(t->r, UI_RADIUS_S, thick, edge);
    }
}

void ui_drag_draw_targets(const ui_drag *d)
{
    bool any_held = false;
    for (int s = 0; s < UI_DRAG_SLOTS; s++) any_held |= d->holds[s].active;
    float pulse = ui_reduced_motion() ? 1.0f : 0.75f + 0.25f * sinf((float)ui_time() * 6.0f);
    for (int t = 0; t < d->ntargets; t++) {
        const ui_drop_target *tg = &d->targets[t];
        if (tg->disabled) {
            draw_target_shape(tg, GFX_RGBA(43, 33, 24, 40), GFX_RGBA(0, 0, 0, 0), 0);
            continue;
        }
        draw_target_shape(tg, GFX_RGBA(255, 255, 255, 34), GFX_RGBA(255, 255, 255, 70), 2);
        if (!any_held) continue;
        /* One highlight per target: the best news among the seats holding something. */
        bool legal = false, over_ok = false, over_bad = false;
        gfx_color seat_col = UI_COL_GOOD;
        for (int s = 0; s < UI_DRAG_SLOTS; s++) {
            const ui_drag_hold *h = &d->holds[s];
            if (!h->active) continue;
            if (h->legal[t]) legal = true;
            if (h->over == t) {
                if (h->legal[t])
                    over_ok = true;
                else
                    over_bad = true;
                seat_col = s > 0 ? ui_seat_color(s - 1) : UI_COL_GOOD;
            }
        }
        (void)seat_col;
        gfx_color mint = GFX_HEX(0xD8FBE0);
        if (over_ok) {
            draw_target_shape(tg, ui__alpha(mint, 0.6f), UI_COL_WHITE, 4);
        } else if (over_bad) {
            draw_target_shape(tg, ui__alpha(UI_COL_BAD, 0.45f), UI_COL_BAD, 4);
        } else if (legal) {
            draw_target_shape(tg, ui__alpha(mint, 0.18f + 0.22f * pulse),
                              ui__alpha(UI_COL_WHITE, 0.5f + 0.5f * pulse), 3);
        }
    }
}

static void rot(float a, float x, float y, float *ox, float *oy)
{
    float c = cosf(a), s = sinf(a);
    *ox = x * c - y * s;
    *oy = x * s + y * c;
}

static void default_piece(const ui_drag_piece *p, float cx, float cy, float angle, float lift)
{
    float grow = 1.0f + 0.08f * lift;
    gfx_rect r = ui_rect_centered(cx, cy, p->w * grow, p->h * grow);
    float rad = (p->w < p->h ? p->w : p->h) * 0.16f;
    gfx_color dark = ui__mix(p->color, GFX_HEX(0x000000), 0.35f);
    gfx_rrect_rotated((gfx_rect){r.x, r.y + 4, r.w, r.h}, rad, angle, dark);
    gfx_rrect_rotated(r, rad, angle, p->color);
    gfx_rrect_rotated(ui_rect_inset(r, r.w * 0.12f), rad * 0.6f, angle,
                      ui__alpha(GFX_HEX(0xFFFFFF), 0.18f));
    /* A notch on the piece's "top" edge so its rotation is always readable. */
    float nx, ny, hx, hy;
    rot(angle, 0, -r.h / 2 + r.h * 0.17f, &nx, &ny);
    rot(angle, 0, -r.h / 2 + r.h * 0.05f, &hx, &hy);
    float s = r.w * 0.11f, lx, ly, qx, qy;
    rot(angle, -s, 0, &lx, &ly);
    rot(angle, s, 0, &qx, &qy);
    gfx_triangle(cx + hx, cy + hy, cx + nx + lx, cy + ny + ly, cx + nx + qx, cy + ny + qy, dark);
    if (p->label)
        gfx_text_styled(p->label, cx, cy + r.h * 0.06f, r.h * 0.34f, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, dark);
}

static void draw_piece(const ui_drag *d, int i)
{
    const ui_drag_piece *p = &d->pieces[i];
    if (p->hidden) return;
    float x = p->x, y = p->y - 6.0f * p->lift;
    if (p->shake > 0) x += sinf(p->shake * 48.0f) * 9.0f * (p->shake / SHAKE_SECONDS);
    if (p->lift > 0) { /* shadow on the table grows as the piece rises */
        float gw = p->w * (1 + 0.15f * p->lift), gh = p->h * (1 + 0.15f * p->lift);
        gfx_rrect_rotated(ui_rect_centered(p->x + 6 * p->lift, p->y + 10 * p->lift, gw, gh),
                          p->w * 0.2f, p->angle, GFX_RGBA(0, 0, 0, (uint8_t)(70 * p->lift)));
    }
    if (d->draw_piece)
        d->draw_piece(d->user, i, x, y, p->angle, p->lift);
    else
        default_piece(p, x, y, p->angle, p->lift);
}

void ui_drag_controls(const ui_drag *d, int seat)
{
    if (!ui_ctl_tracing() || !d->can_drop) return;
    char why[160];
    for (int i = 0; i < d->npieces; i++) {
        const ui_drag_piece *p = &d->pieces[i];
        if (p->locked || p->hidden || p->flying || held_by_any(d, i) >= 0) continue;
        int who = seat != IN_SEAT_ANY ? seat : p->owner, listed = 0;
        for (int t = 0; t < d->ntargets && listed < UI_DRAG_CTL_TARGETS; t++) {
            if (d->targets[t].disabled || t == p->target) continue;
            if (!d->can_drop(d->user, who, i, t, p->rotation, why, sizeof why)) continue;
            ui_ctl c = {.kind = UI_CTL_DRAG,
                        .rect = ui_rect_centered(p->home_x, p->home_y, p->w, p->h),
                        .to = d->targets[t].r,
                        .enabled = true,
                        .seat = who};
            snprintf(c.label, sizeof c.label, "%s", p->label ? p->label : "");
            ui_ctl_add(&c);
            listed++;
        }
    }
}

void ui_drag_draw_pieces(const ui_drag *d)
{
    ui_drag_controls(d, IN_SEAT_ANY);
    for (int i = 0; i < d->npieces; i++)
        if (held_by_any(d, i) < 0 && !d->pieces[i].flying) draw_piece(d, i);
    for (int i = 0; i < d->npieces; i++) /* flying home: above resting ones */
        if (held_by_any(d, i) < 0 && d->pieces[i].flying) draw_piece(d, i);
    for (int s = 0; s < UI_DRAG_SLOTS; s++) {
        const ui_drag_hold *h = &d->holds[s];
        if (!h->active) continue;
        draw_piece(d, h->piece);
        if (s > 0) { /* whose hand: a small badge by the piece */
            const ui_drag_piece *p = &d->pieces[h->piece];
            ui_draw_seat_badge(s - 1, p->x + p->w / 2, p->y - p->h / 2 - 6, 11);
        }
    }
}
