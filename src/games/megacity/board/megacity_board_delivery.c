/* megacity_board_delivery.c: the delivery slide on screen. The player drags the platform along the
 * track; every 1/120 s frame the platform's x follows the drag (smoothed over whole-pixel
 * steps, speed capped, real jerks kept) and is recorded, so the motion the physics feels is the
 * motion of the hand. The world and its step sequence are megacity_sim_delivery's (recorded tower,
 * megacity_physics_settle, slide frames, megacity_physics_slide_end, dock frames until asleep), so
 * the outcome computed from the recorded xs is what was seen. The same player shows a bot's slide
 * (megacity_bot_slide) and replays the last slide at half speed; a slide being watched skips to its
 * result on a click, Space, Enter or the Skip button. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/log.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* The hand reaches the platform through two first-order filters (40 ms each): whole-pixel steps
 * and frame-rate steps vanish, a real jerk of the hand still shakes it. */
#define HAND_TAU 0.04

void megacity_board_slide_free(megacity_board_data *b)
{
    megacity_physics_destroy(b->slide.w);
    b->slide.w = NULL;
    b->slide.on = false;
}

bool megacity_board_slide_box(const megacity_board_data *b, int id, megacity_physics_bbox *out)
{
    const megacity_board_slide *s = &b->slide;
    if (!s->w || id < 0 || id >= s->pl.n || !megacity_physics_element_alive(s->w, id)) return false;
    int kind = s->pl.el[id].kind;
    megacity_physics_tower t = {
        .shapes = megacity_shapes, .platform_width = MEGACITY_PLATFORM_WIDTH, .n = 1};
    t.e[0].shape = (int16_t)(kind / MEGACITY_MATERIALS);
    t.e[0].material = (int16_t)(kind % MEGACITY_MATERIALS);
    t.e[0].pose = megacity_physics_element_pose(s->w, id);
    *out = megacity_physics_elem_bbox(&t, 0);
    return true;
}

/* The slide's camera after a physics frame: on the platform, zoomed out (never back in) and
 * shifted as little as needed to keep every element in view, fallen or left behind. A flick
 * that tears a tower off its platform shows the pieces falling where they fall. */
static void follow(megacity_board_data *b)
{
    megacity_board_slide *s = &b->slide;
    const gfx_rect st = b->lay.stage;
    const double margin = 12;
    double px = megacity_physics_platform_x(s->w), x0 = px - MEGACITY_PLATFORM_WIDTH / 2,
           x1 = px + MEGACITY_PLATFORM_WIDTH / 2, top = 0;
    megacity_physics_bbox bb;
    for (int id = 0; id < s->pl.n; id++) {
        if (!megacity_board_slide_box(b, id, &bb)) continue;
        x0 = fmin(x0, bb.x0);
        x1 = fmax(x1, bb.x1);
        top = fmax(top, bb.y1);
    }
    double ppm = s->cam_ppm > 0 ? s->cam_ppm : megacity_board_stage_ppm(st);
    ppm = fmin(ppm, megacity_board_tall_ppm((float)ppm, b->lay.frame.oy, st.y, top));
    if ((x1 - x0) * ppm > st.w - 2 * margin) ppm = (st.w - 2 * margin) / (x1 - x0);
    s->cam_ppm = ppm;
    double half = (st.w * 0.5 - margin) / ppm, c = px;
    if (x0 < c - half) c = x0 + half;
    if (x1 > c + half) c = x1 - half;
    s->cam_x = c;
}

static bool begin(megacity_board_data *b, int seat, int plat, int cell, int side,
                  const megacity_plat *pl)
{
    megacity_board_slide_free(b);
    megacity_board_slide *s = &b->slide;
    s->w = megacity_world_new(pl);
    if (!s->w) return false;
    megacity_physics_settle(s->w, MEGACITY_SIM_SETTLE); /* as megacity_sim_delivery does */
    s->on = true;
    s->done = s->held = s->sounded = false;
    s->seat = seat;
    s->plat = plat;
    s->cell = cell;
    s->side = side;
    s->pl = *pl;
    s->n = s->i = s->stage = s->dock = 0;
    s->acc = 0;
    s->x = s->target = 0;
    s->fell = 0;
    s->linger = 0;
    s->result = 0;
    s->contract = 0;
    s->cam_ppm = 0;
    follow(b);
    return true;
}

void megacity_board_slide_start(megacity_board_data *b, int seat, int plat, int cell,
                                const megacity_state *from, bool live)
{
    const megacity_plat *pl = &from->plat[plat - 1];
    if (!begin(b, seat, plat, cell, pl->side, pl)) return;
    b->slide.hand =
        (megacity_hand){0, 0, seat >= 0 && seat < MEGACITY_MAX_P ? from->steady[seat] : 0};
    b->slide.live = live;
    b->slide.replay = false;
    b->slide.speed = 1;
    ui_toast_clear(); /* "choose a hex" is done: one instruction at a time */
    ui_toast(_("Drag the platform to the city: steady hands!"), UI_TOAST_INFO);
}

void megacity_board_slide_play(megacity_board_data *b, int plat, int cell, int side,
                               const megacity_plat *pl, const double *xs, int n, double speed,
                               int seat)
{
    if (n > MEGACITY_SIM_SLIDE_MAX) n = MEGACITY_SIM_SLIDE_MAX;
    if (!begin(b, seat, plat, cell, side, pl)) return;
    megacity_board_slide *s = &b->slide;
    s->live = false;
    s->replay = true;
    s->speed = speed;
    memcpy(s->xs, xs, sizeof *xs * (size_t)n);
    s->n = n;
    s->stage = 1;
}

static void note_falls(megacity_board_data *b)
{
    megacity_board_slide *s = &b->slide;
    s->fell |= megacity_fallen_mask(s->w);
    if (s->fell && !s->sounded) {
        snd_play(SND_COLLAPSE);
        s->sounded = true;
    }
}

/* The slide is over: the human's outcome is computed from the recorded frames and submitted. */
static void conclude(megacity_board_data *b, bool docked)
{
    megacity_board_slide *s = &b->slide;
    s->stage = 3;
    s->linger = 1.6;
    note_falls(b);
    if (docked && !s->fell) snd_play(SND_DROP);
    if (docked && !s->live && s->speed >= 1) /* a bot's slide: it records its own bump */
        megacity_board_bump_start(b, s->cell, s->seat, false);
    if (!s->live) return;
    /* keep it for Replay */
    b->have_last = true;
    b->last_plat = s->plat;
    b->last_cell = s->cell;
    b->last_side = s->side;
    b->last_pl = s->pl;
    b->last_n = s->n;
    memcpy(b->last_xs, s->xs, sizeof *s->xs * (size_t)s->n);
    game_action a = megacity_sim_delivery(megacity_board_state(b), s->plat, s->cell, s->xs, s->n);
    if (s->contract) a = megacity_with_contract(a, s->contract); /* the contract the player chose */
    int plat, cell, after = 0;
    unsigned mask = 0;
    if (MEGACITY_KIND(a) == MEGACITY_A_COLLAPSE)
        megacity_decode_collapse(a, &plat, &cell, &after, &mask);
    if (mask != (s->fell & ((1u << s->pl.n) - 1)))
        LOG_W("megacity: slide replay differs from the screen (%x vs %x)", mask, s->fell);
    s->result = a;
    b->own_submit = true;
    char why[GAME_REASON_LEN];
    play_submit(b->p, s->seat, a, why, sizeof why);
    b->own_submit = false;
    b->hash = 0;
    ui_toast_clear(); /* the outcome replaces the instructions */
    if (MEGACITY_KIND(a) == MEGACITY_A_DELIVER)
        ui_toast(_("Delivered! The building stands."), UI_TOAST_GOOD);
    else if (!after)
        ui_toast(_("It fell during the slide: everything comes back to you."), UI_TOAST_BAD);
    else
        ui_toast(_("Delivered, but it collapsed in the city."), UI_TOAST_BAD);
    if (docked)
        megacity_board_bump_start(b, s->cell, s->seat, true); /* the neighbours feel the dock */
}

/* One 1/120 s frame of the slide: the platform's next x (the hand's, or the recorded one),
 * then the dock watched; the camera follows. */
static void advance(megacity_board_data *b)
{
    megacity_board_slide *s = &b->slide;
    if (s->stage == 1) {
        double x;
        if (s->live) {
            x = megacity_hand_next(&s->hand, s->target);
            s->xs[s->n++] = x;
        } else {
            x = s->xs[s->i++];
        }
        s->x = x;
        megacity_physics_slide_frame(s->w, x);
        bool end = s->live ? (x >= MEGACITY_SLIDE_DISTANCE - 1e-9 || s->n >= MEGACITY_SIM_SLIDE_MAX)
                           : s->i >= s->n;
        if (end) {
            megacity_physics_slide_end(s->w);
            note_falls(b);
            if (s->fell) {
                conclude(b, false);
                return;
            }
            s->stage = 2;
        }
        return;
    }
    if (s->stage == 2) {
        if (s->dock >= MEGACITY_SIM_DOCK || megacity_physics_asleep(s->w)) {
            conclude(b, true);
            return;
        }
        megacity_physics_step(s->w);
        s->dock++;
        note_falls(b);
    }
}

static void frame(megacity_board_data *b)
{
    advance(b);
    if (b->slide.w) follow(b);
}

static float track_len(const megacity_board_data *b)
{
    return b->lay.stage.w * 0.8f;
}

/* Where the held platform should go: the smoothed hand, relative to where it was pressed. */
static void follow_hand(megacity_board_data *b, double dt)
{
    megacity_board_slide *s = &b->slide;
    if (!s->live || !s->held || s->stage != 1) return;
    double k = 1 - exp(-dt / HAND_TAU);
    s->hand_f[0] += (s->hand_x - s->hand_f[0]) * k;
    s->hand_f[1] += (s->hand_f[0] - s->hand_f[1]) * k;
    double t = s->press_target +
               ((float)s->hand_f[1] - s->press_x) / track_len(b) * MEGACITY_SLIDE_DISTANCE;
    s->target = t < 0 ? 0 : t > MEGACITY_SLIDE_DISTANCE ? MEGACITY_SLIDE_DISTANCE : t;
}

void megacity_board_slide_tick(megacity_board_data *b, double dt)
{
    megacity_board_slide *s = &b->slide;
    if (!s->on) return;
    follow_hand(b, dt);
    if (s->stage == 3) {
        if ((s->linger -= dt) <= 0) megacity_board_slide_free(b);
        return;
    }
    if (s->stage == 0) return;
    if (megacity_board_slide_waits(b))
        ui_keep_frames(); /* the clock runs while the hand is the player's */
    s->acc += dt * s->speed;
    int steps = 0;
    while (s->acc >= MEGACITY_PHYSICS_FRAME_DT && steps < 12 && s->stage < 3) {
        frame(b);
        s->acc -= MEGACITY_PHYSICS_FRAME_DT;
        steps++;
    }
    if (steps == 12) s->acc = 0;
}

bool megacity_board_slide_waits(const megacity_board_data *b)
{
    const megacity_board_slide *s = &b->slide;
    return s->on && s->live &&
           (s->stage == 0 ||
            (s->stage == 1 && (s->held || s->target < MEGACITY_SLIDE_DISTANCE - 1e-9)));
}

bool megacity_board_slide_skippable(const megacity_board_data *b)
{
    const megacity_board_slide *s = &b->slide;
    return s->on && s->w && (!s->live || s->stage == 3);
}

/* Plays the rest of a watched slide at once (the same frames, so the same outcome), then shows
 * the result briefly. */
void megacity_board_slide_skip(megacity_board_data *b)
{
    megacity_board_slide *s = &b->slide;
    if (!megacity_board_slide_skippable(b)) return;
    for (int i = 0; s->stage < 3 && i < MEGACITY_SIM_SLIDE_MAX + MEGACITY_SIM_DOCK + 8; i++)
        frame(b);
    if (s->stage == 3 && s->linger > 0.5) s->linger = 0.5;
    s->acc = 0;
}

bool megacity_board_slide_event(megacity_board_data *b, const in_event *ev)
{
    megacity_board_slide *s = &b->slide;
    if (!s->live || s->stage >= 2) return true; /* watching: input waits */
    if (ev->seat != IN_SEAT_ANY && ev->seat != s->seat) return true;
    switch (ev->kind) {
    case IN_PRESS:
        if (!ui_contains(b->lay.stage, ev->x, ev->y)) return true;
        s->held = true;
        s->press_x = s->hand_x = ev->x;
        s->hand_f[0] = s->hand_f[1] = ev->x;
        s->press_target = s->x;
        if (s->stage == 0) s->stage = 1, s->acc = 0;
        return true;
    case IN_MOVE:
        if (s->held) s->hand_x = ev->x; /* followed, smoothed, by each tick */
        return true;
    case IN_RELEASE: /* the platform goes on to where the hand let go (a flick outruns the
                        smoothing), all the way when the hand went the whole track */
        if (s->held) {
            double t =
                s->press_target + (ev->x - s->press_x) / track_len(b) * MEGACITY_SLIDE_DISTANCE;
            s->target = t < 0 ? 0 : t > MEGACITY_SLIDE_DISTANCE ? MEGACITY_SLIDE_DISTANCE : t;
            if (ev->x - s->press_x > track_len(b) * 0.999f) s->target = MEGACITY_SLIDE_DISTANCE;
        }
        s->held = false;
        return true;
    default: return true;
    }
}

/* ---- drawing ----------------------------------------------------------------------------------
 */
megacity_board_paint_frame megacity_board_slide_frame(const megacity_board_data *b)
{
    const megacity_board_slide *s = &b->slide;
    gfx_rect st = b->lay.stage;
    megacity_board_paint_frame f = b->lay.frame;
    f.ppm = (float)s->cam_ppm;
    f.ox = st.x + st.w * 0.5f - (float)(s->cam_x * s->cam_ppm);
    return f;
}

void megacity_board_slide_draw(megacity_board_data *b, gfx_rect st)
{
    megacity_board_slide *s = &b->slide;
    if (!s->on || !s->w) return;
    megacity_board_paint_frame f = megacity_board_slide_frame(b);
    double px = megacity_physics_platform_x(s->w);
    float cx = st.x + st.w * 0.5f;
    megacity_board_push_clip(b, st);
    gfx_gradient_rect(st, GFX_HEX(0xBFE0EE), GFX_HEX(0xEFE6D6));
    float table = f.oy + (float)(MEGACITY_PLATFORM_THICKNESS * f.ppm);
    gfx_fill_rect((gfx_rect){st.x, table, st.w, st.y + st.h - table}, GFX_HEX(0x9C7A5B));
    for (int k = -4; k <= 70; k++) { /* table marks every 1 cm scroll past */
        float x = f.ox + (float)(k * 0.01 * f.ppm);
        if (x < st.x - 2 || x > st.x + st.w + 2) continue;
        gfx_line(x, table + 2, x, table + (k % 10 ? 8 : 16), 2, GFX_HEX(0x6E4F36));
    }
    gfx_fill_rect((gfx_rect){st.x, table, st.w, 3}, GFX_HEX(0x6E4F36));
    megacity_physics_tower t;
    megacity_physics_capture(s->w, &t);
    megacity_board_paint_platform(f, s->plat, s->side, px, false, &t);
    for (int id = 0; id < s->pl.n; id++)
        if (megacity_physics_element_alive(s->w, id))
            megacity_board_paint_element(
                f, s->pl.el[id].kind, megacity_physics_element_pose(s->w, id),
                megacity_physics_fell(s->w, id) ? MEGACITY_BOARD_PAINT_BAD
                                                : MEGACITY_BOARD_PAINT_PLAIN);
    gfx_pop_clip();
    gfx_rrect_outline(st, UI_RADIUS_S, 2, UI_COL_PANEL_EDGE);
    /* the track: workshop -> city, the platform's progress */
    gfx_rect tr = {st.x + st.w * 0.1f, st.y + 16, track_len(b), 10};
    gfx_rrect(tr, 5, GFX_RGBA(20, 33, 61, 120));
    float prog = (float)(px / MEGACITY_SLIDE_DISTANCE);
    gfx_rrect((gfx_rect){tr.x, tr.y, tr.w * fminf(1, fmaxf(0, prog)), tr.h}, 5, UI_COL_ACCENT);
    gfx_circle(tr.x + tr.w * prog, tr.y + 5, 11, UI_COL_ACCENT);
    gfx_circle_outline(tr.x + tr.w * prog, tr.y + 5, 11, 2, UI_COL_ACCENT_LO);
    megacity_board_text(b, st, _("City"), tr.x + tr.w + 8, tr.y + 5,
                        megacity_board_fit_size(_("City"), st.x + st.w - (tr.x + tr.w + 12),
                                                UI_FONT_SMALL, GFX_BOLD),
                        GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    const char *msg = NULL;
    char buf[160];
    const setup_seat *seat = play_seat(b->p, s->seat);
    if (s->stage == 3) /* the result, whoever slid */
        msg = s->fell ? _("Collapse!") : _("It stands!");
    else if (s->replay && s->speed < 1)
        msg = _("Replay at half speed");
    else if (s->replay && seat) {
        snprintf(buf, sizeof buf, _("%s slides a building to the city"), seat->name);
        msg = buf;
    } else if (s->replay)
        msg = _("The bot slides its building to the city");
    else if (s->stage == 0 && seat && seat->device == IN_DEV_GAMEPAD)
        msg = _("Hold A on the platform, push the stick right");
    else if (s->stage == 0)
        msg = _("Press on the platform and drag it to the right");
    else if (s->stage == 1) {
        snprintf(buf, sizeof buf, _("%.1f s left"),
                 (double)(MEGACITY_SIM_SLIDE_MAX - s->n) * MEGACITY_PHYSICS_FRAME_DT);
        msg = buf;
    } else
        msg = _("Docked: will it hold?");
    /* a long message takes a second line rather than shrinking out of sight */
    gfx_rect megacity_plan_box = {st.x + 12, st.y + 34, st.w - 24, 2 * UI_FONT_LABEL};
    float size = megacity_board_fit_size(msg, megacity_plan_box.w, UI_FONT_LABEL, GFX_BOLD), bottom;
    if (!megacity_board_fits(msg, megacity_plan_box.w, size, GFX_BOLD))
        size = megacity_board_box_fit(msg, megacity_plan_box.w, megacity_plan_box.h, 18);
    if (megacity_board_fits(msg, megacity_plan_box.w, size, GFX_BOLD)) {
        megacity_board_text(b, st, msg, cx, megacity_plan_box.y + size / 2, size,
                            GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                            s->stage == 3 && s->fell ? UI_COL_BAD : UI_COL_INK);
        bottom = megacity_plan_box.y + size;
    } else
        bottom = megacity_plan_box.y + megacity_board_text_box(b, st, msg, megacity_plan_box, size,
                                                               GFX_CENTER, UI_COL_INK);
    if (megacity_board_slide_skippable(b) && s->stage < 3) { /* under the message, over the sky */
        const char *hint = _("Click, Space or Enter to skip");
        megacity_board_text(b, st, hint, cx, bottom + 14,
                            megacity_board_fit_size(hint, st.w - 24, 14, GFX_REGULAR),
                            GFX_CENTER | GFX_MIDDLE, GFX_REGULAR, UI_COL_INK_SOFT);
    }
}
