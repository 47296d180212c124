/* couch.h: a table of people for the board tests. Several human seats on different devices (the
 * mouse, a finger on a touch zone, the left and right halves of the keyboard, virtual gamepads)
 * play a whole game through SDL's event queue, each gesture chosen by a seeded random player
 * among the controls the screen drew for the seat that may act (the control list, ui_ctl): a
 * press and its release as separate events a few frames apart, a drag, a finger tap, a cursor
 * steered and its grab key or A button. After every gesture it checks what a table would see:
 *   - the game never stalls: while a person may act, the move count grows within
 *     COUCH_PATIENCE gestures;
 *   - no hand is drawn outside its curtain: with several people the view drawn is the public
 *     one or the one of the seat whose curtain was lifted, and a reaction window waiting for
 *     claims shows the public view;
 *   - every seat the rules let act has at least one enabled control of its own (or the acting
 *     seat's) on screen, inside the window, that its device can reach;
 *   - undo never crosses a barrier;
 *   - the window stays opaque: its pixels have an alpha channel (platform/window.c) and every
 *     pixel drawn keeps alpha at 1 (a compositor would show the desktop through the others).
 * The curtain is lifted by its seat's own device. couch_play plays a game to its end. */
#ifndef COUCH_H
#define COUCH_H
#include "fixture.h"
#include <epoxy/gl.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "core/rng.h"
#include "match/match.h"
#include "play/play_int.h"
#include "scenes/scenes.h"

enum { COUCH_PATIENCE = 150, COUCH_MAX_GESTURES = 40000 };
#define COUCH_DT (1.0 / 120)

typedef enum couch_dev {
    COUCH_BOT = -1,
    COUCH_MOUSE,
    COUCH_TOUCH,
    COUCH_KEYS_LEFT,
    COUCH_KEYS_RIGHT,
    COUCH_PAD,
} couch_dev;

typedef struct couch {
    play *p;
    int players, humans;
    couch_dev dev[GAME_MAX_PLAYERS];
    SDL_Joystick *joy[GAME_MAX_PLAYERS];
    int joy_index[GAME_MAX_PLAYERS]; /* the virtual joystick's device index */
    rng_state rng;
    long steps, gestures, since_progress, undos, curtains, claims, drags, presses, idle;
    long by_dev[5];
    int last_log;
    uint32_t last_ticks;
    float mx, my;
    char last_what[160]; /* the last gesture, for a failure's message */
} couch;

static couch *COUCH_NOW; /* the couch fixture_steer's step callback advances */
static const char *const couch_dev_names[5] = {"mouse", "touch", "left keys", "right keys", "pad"};

static inline void couch_step(couch *c)
{
    fixture_step(COUCH_DT);
    if (++c->steps % 6 == 0) fixture_frame(1280, 720);
}

static inline void couch_step_now(void)
{
    couch_step(COUCH_NOW);
}

static inline void couch_steps(couch *c, int n)
{
    for (int i = 0; i < n; i++) couch_step(c);
}

static inline void couch_push(couch *c, SDL_Event *e)
{
    SDL_PushEvent(e);
    couch_step(c);
}

static inline void couch_motion(couch *c, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x);
    e.motion.y = (int)lroundf(y);
    e.motion.xrel = e.motion.x - (int)lroundf(c->mx);
    e.motion.yrel = e.motion.y - (int)lroundf(c->my);
    c->mx = x, c->my = y;
    couch_push(c, &e);
}

static inline void couch_finger(couch *c, Uint32 type, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.tfinger.touchId = 7;
    e.tfinger.fingerId = 1;
    e.tfinger.x = x / 1280.0f;
    e.tfinger.y = y / 720.0f;
    e.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    couch_push(c, &e);
}

static inline void couch_key(couch *c, SDL_Scancode sc, bool down)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.scancode = sc;
    e.key.keysym.sym = SDL_GetKeyFromScancode(sc);
    couch_push(c, &e);
}

/* Steers seat's keyboard-half cursor to (x, y): a direction key held while far, tapped near. */
static inline void couch_steer_keys(couch *c, int seat, float x, float y)
{
    bool left = c->dev[seat] == COUCH_KEYS_LEFT;
    SDL_Scancode up = left ? SDL_SCANCODE_W : SDL_SCANCODE_UP,
                 down = left ? SDL_SCANCODE_S : SDL_SCANCODE_DOWN,
                 lt = left ? SDL_SCANCODE_A : SDL_SCANCODE_LEFT,
                 rt = left ? SDL_SCANCODE_D : SDL_SCANCODE_RIGHT;
    for (int i = 0; i < 300; i++) {
        in_cursor k = in_seat_cursor(seat);
        float dx = x - k.x, dy = y - k.y;
        if (fabsf(dx) < 4 && fabsf(dy) < 4) return;
        SDL_Scancode keys[2];
        int n = 0;
        if (fabsf(dx) >= 4) keys[n++] = dx > 0 ? rt : lt;
        if (fabsf(dy) >= 4) keys[n++] = dy > 0 ? down : up;
        float far = fmaxf(fabsf(dx), fabsf(dy));
        int hold = far > 240 ? 10 : far > 80 ? 4 : 1;
        for (int j = 0; j < n; j++) couch_key(c, keys[j], true);
        couch_steps(c, hold - 1);
        for (int j = 0; j < n; j++) couch_key(c, keys[j], false);
    }
}

static inline void couch_to(couch *c, int seat, float x, float y)
{
    switch (c->dev[seat]) {
    case COUCH_MOUSE: couch_motion(c, x, y); break;
    case COUCH_KEYS_LEFT:
    case COUCH_KEYS_RIGHT: couch_steer_keys(c, seat, x, y); break;
    case COUCH_PAD:
        COUCH_NOW = c;
        fixture_steer(c->joy[seat], seat, x, y, couch_step_now);
        break;
    default: break;
    }
}

/* seat's press (down) or release at (x, y), with its own device. */
static inline void couch_grab(couch *c, int seat, bool down, float x, float y)
{
    switch (c->dev[seat]) {
    case COUCH_MOUSE: {
        couch_motion(c, x, y);
        SDL_Event b = fixture_mouse_button(SDL_BUTTON_LEFT, down, x, y);
        couch_push(c, &b);
        break;
    }
    case COUCH_TOUCH: couch_finger(c, down ? SDL_FINGERDOWN : SDL_FINGERUP, x, y); break;
    case COUCH_KEYS_LEFT:
    case COUCH_KEYS_RIGHT:
        couch_steer_keys(c, seat, x, y);
        couch_key(c, c->dev[seat] == COUCH_KEYS_LEFT ? SDL_SCANCODE_SPACE : SDL_SCANCODE_RETURN,
                  down);
        break;
    case COUCH_PAD:
        couch_to(c, seat, x, y);
        SDL_JoystickSetVirtualButton(c->joy[seat], SDL_CONTROLLER_BUTTON_A, down ? 1 : 0);
        couch_step(c);
        couch_step(c);
        break;
    default: break;
    }
}

/* The seat's whole gesture on control k: a press and its release a few frames later, or a drag. */
static inline void couch_use(couch *c, int seat, const ui_ctl *k)
{
    float x = k->rect.x + k->rect.w * 0.5f, y = k->rect.y + k->rect.h * 0.5f;
    couch_grab(c, seat, true, x, y);
    couch_steps(c, 2);
    if (k->kind == UI_CTL_DRAG) {
        float tx = k->to.x + k->to.w * 0.5f, ty = k->to.y + k->to.h * 0.5f;
        for (int i = 1; i <= 4; i++) {
            float px = x + (tx - x) * (float)i / 4, py = y + (ty - y) * (float)i / 4;
            if (c->dev[seat] == COUCH_TOUCH)
                couch_finger(c, SDL_FINGERMOTION, px, py);
            else
                couch_to(c, seat, px, py);
        }
        x = tx, y = ty;
        c->drags++;
    } else {
        c->presses++;
    }
    couch_grab(c, seat, false, x, y);
    couch_steps(c, 2);
    c->by_dev[c->dev[seat]]++;
}

/* ---- checks -------------------------------------------------------------------------------- */
static inline bool couch_private(couch *c, int seat)
{
    const game_def *g = play_game(c->p);
    if (!g->hidden_info) return false;
    void *a = malloc(g->state_size), *b = malloc(g->state_size);
    match_view(play_match(c->p), seat, a);
    match_view(play_match(c->p), GAME_SPECTATOR, b);
    bool priv = memcmp(a, b, g->state_size) != 0;
    free(a);
    free(b);
    return priv;
}

/* What the screen shows: with several people, nobody's secrets but those of the seat whose
 * curtain was lifted; while a window waits for claims, only the public view. */
static inline void couch_check_view(couch *c)
{
    play *p = c->p;
    if (c->humans < 2 || strcmp(scene_top()->vt->name, "play") != 0) return;
    int v = play_viewer(p);
    const react_win *w = play_window(p);
    if (w && w->claimant < 0 && v != GAME_SPECTATOR)
        fail_msg("a reaction window waits for claims and the screen shows seat %d's view (after "
                 "%s)",
                 v + 1, c->last_what);
    if (v >= 0 && v != p->revealed_seat && couch_private(c, v))
        fail_msg("seat %d's private view is drawn without its curtain (after %s)", v + 1,
                 c->last_what);
}

/* Undo, pressed by seat: whatever it takes back, no barrier is among it. */
static inline void couch_undo(couch *c, int seat, const ui_ctl *k)
{
    const match *m = play_match(c->p);
    int n = match_log_count(m), floor = 0;
    for (int i = 0; i < n; i++)
        if (match_log_at(m, i)->barrier) floor = i + 1;
    couch_use(c, seat, k);
    if (match_log_count(m) < n) {
        c->undos++;
        if (match_log_count(m) < floor)
            fail_msg("undo went back to %d entries, over a barrier at %d", match_log_count(m),
                     floor);
    }
}

/* ---- the random player ---------------------------------------------------------------------- */
static inline bool couch_host_button(const couch *c, const ui_ctl *k, bool *undo)
{
    const play *p = c->p;
    *undo = k->widget == &p->undo.base;
    return k->widget == &p->menu.base || k->widget == &p->rules.base ||
           k->widget == &p->moves.base || k->widget == &p->redo.base || *undo;
}

/* People who may act now: the rules' mask (a window: its claimant), and in a window waiting for
 * claims every person it asks. */
static inline uint32_t couch_may_act(const couch *c)
{
    uint32_t may = play_human_mask(c->p);
    const react_win *w = play_window(c->p);
    if (w && w->claimant < 0)
        for (int s = 0; s < c->players; s++)
            if ((w->pending >> s & 1) && c->dev[s] != COUCH_BOT) may |= 1u << s;
    return may;
}

static inline void couch_dump(couch *c)
{
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    game_turn t = match_turn(play_match(c->p));
    print_message("turn phase %d player %d mask %x, human mask %x; %d controls:\n", t.phase,
                  t.player, t.mask, play_human_mask(c->p), n);
    for (int i = 0; i < n; i++)
        print_message("  %s \"%s\" seat %d %s%s at %.0f,%.0f %.0fx%.0f\n",
                      all[i].kind == UI_CTL_DRAG ? "drag" : "press", all[i].label, all[i].seat,
                      all[i].enabled ? "on" : "off", all[i].covered ? " covered" : "",
                      all[i].rect.x, all[i].rect.y, all[i].rect.w, all[i].rect.h);
}

/* One gesture by a person who may act, chosen among the controls drawn for them; time passes
 * when nobody may. */
static inline void couch_gesture(couch *c)
{
    play *p = c->p;
    const char *top = scene_top()->vt->name;
    if (strcmp(top, "curtain") == 0) { /* its seat lifts it, with its own device */
        int s =
            p->revealed_seat >= 0 && c->dev[p->revealed_seat] != COUCH_BOT ? p->revealed_seat : 0;
        couch_use(c, s, &(ui_ctl){.kind = UI_CTL_BUTTON, .rect = {600, 380, 80, 40}});
        c->curtains++;
        snprintf(c->last_what, sizeof c->last_what, "lifting the curtain");
        return;
    }
    if (strcmp(top, "play") != 0) { /* an overlay opened by a host button: back to the game */
        couch_key(c, SDL_SCANCODE_ESCAPE, true);
        couch_key(c, SDL_SCANCODE_ESCAPE, false);
        couch_steps(c, 30);
        return;
    }
    fixture_frame(1280, 720); /* the list of what this frame shows */
    uint32_t may = couch_may_act(c);
    if (!may || play_in_results(p)) {
        couch_steps(c, 6);
        c->idle++;
        return;
    }
    int seats[GAME_MAX_PLAYERS], ns = 0;
    for (int s = 0; s < c->players; s++)
        if (may >> s & 1) seats[ns++] = s;
    const ui_ctl *all;
    int n = ui_ctl_list(&all), pick[UI_CTL_MAX], np = 0, undo_at = -1;
    /* every seat that may act has something of its own to press, or a greyed control of its own
     * saying why it must wait (Mad City's Done during the 3-2-1) */
    for (int k = 0; k < ns; k++) {
        int own = 0;
        for (int i = 0; i < n; i++) {
            const ui_ctl *q = &all[i];
            bool undo;
            own += (q->enabled || (q->why && q->why[0])) && !q->covered &&
                   !couch_host_button(c, q, &undo) &&
                   (q->seat == IN_SEAT_ANY || q->seat == seats[k]) && q->rect.x >= 0 &&
                   q->rect.y >= 0 && q->rect.x + q->rect.w <= 1280 && q->rect.y + q->rect.h <= 720;
        }
        if (!own) {
            couch_dump(c);
            fail_msg("seat %d may act but has no control it can reach (after %s)", seats[k] + 1,
                     c->last_what);
        }
    }
    int seat = seats[rng_below(&c->rng, (uint32_t)ns)];
    for (int i = 0; i < n; i++) {
        const ui_ctl *k = &all[i];
        bool undo;
        if (!k->enabled || k->covered || (k->seat != IN_SEAT_ANY && k->seat != seat)) continue;
        if (k->rect.x < 0 || k->rect.y < 0 || k->rect.x + k->rect.w > 1280 ||
            k->rect.y + k->rect.h > 720)
            continue;
        if (couch_host_button(c, k, &undo)) {
            if (undo) undo_at = i;
            continue;
        }
        pick[np++] = i;
    }
    c->gestures++;
    if (undo_at >= 0 && rng_below(&c->rng, 25) == 0) {
        snprintf(c->last_what, sizeof c->last_what, "seat %d pressing Undo", seat + 1);
        couch_undo(c, seat, &all[undo_at]);
        return;
    }
    if (!np) {
        snprintf(c->last_what, sizeof c->last_what, "seat %d finding nothing to press", seat + 1);
        couch_steps(c, 6);
        c->since_progress++;
        return;
    }
    const ui_ctl k = all[pick[rng_below(&c->rng, (uint32_t)np)]];
    snprintf(c->last_what, sizeof c->last_what, "seat %d (%s) %s \"%s\" at %.0f,%.0f", seat + 1,
             couch_dev_names[c->dev[seat]], k.kind == UI_CTL_DRAG ? "dragging" : "pressing",
             k.label, k.rect.x + k.rect.w / 2, k.rect.y + k.rect.h / 2);
    const react_win *w = play_window(p);
    int window = w ? w->id : -1;
    couch_use(c, seat, &k);
    w = play_window(p);
    if (w && w->id == window && w->claimant == seat) c->claims++;
}

/* The frame just drawn has no pixel a compositor would blend with the desktop (alpha under 1),
 * when the window's pixels have alpha at all. */
static inline void couch_check_opaque(couch *c)
{
    GLint bits = 0;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glGetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, GL_BACK_LEFT,
                                          GL_FRAMEBUFFER_ATTACHMENT_ALPHA_SIZE, &bits);
    if (bits == 0) return;
    int w, h;
    plat_drawable_size(&w, &h);
    uint8_t *px = malloc((size_t)w * (size_t)h * 4);
    assert_non_null(px);
    glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, px);
    long see_through = 0, first = -1;
    for (long i = 0; i < (long)w * h; i++)
        if (px[4 * i + 3] != 255 && see_through++ == 0) first = i;
    free(px);
    if (see_through)
        fail_msg("%ld pixels of the window are see-through (the first at %ld,%ld; after %s)",
                 see_through, first % w, h - 1 - first / w, c->last_what);
}

/* Plays c's game to its end; fails on a stall, a hand shown, undo over a barrier, a window a
 * compositor would see through. */
static inline void couch_play(couch *c)
{
    const match *m = play_match(c->p);
    c->last_log = match_log_count(m);
    c->last_ticks = match_ticks(m);
    for (long i = 0; !match_is_over(m); i++) {
        if (c->gestures > COUCH_MAX_GESTURES || i > COUCH_MAX_GESTURES * 4)
            fail_msg("no end after %ld gestures (%d moves)", c->gestures, match_log_count(m));
        bool person = couch_may_act(c) != 0;
        couch_gesture(c);
        couch_check_view(c);
        if (i % 50 == 0) {
            fixture_frame(1280, 720);
            couch_check_opaque(c);
        }
        if (match_log_count(m) != c->last_log || match_ticks(m) != c->last_ticks) {
            c->last_log = match_log_count(m);
            c->last_ticks = match_ticks(m);
            c->since_progress = 0;
        } else if (person && ++c->since_progress > COUCH_PATIENCE) {
            couch_dump(c);
            fail_msg("stalled: %ld gestures without a move while a person may act (last: %s)",
                     c->since_progress, c->last_what);
        }
    }
    fixture_frame(1280, 720); /* the results */
    couch_check_opaque(c);
}

/* A game of players seats, dev[i] the device of seat i (COUCH_BOT: a bot at bot_level). Pads get
 * virtual joysticks. The control list is on. */
static inline void couch_start(couch *c, const char *id, uint64_t seed, int players,
                               const couch_dev *dev, int bot_level)
{
    memset(c, 0, sizeof *c);
    rng_seed(&c->rng, seed * 7919u + 17);
    c->players = players;
    const game_def *g = game_find(id);
    assert_non_null(g);
    setup_result r = {.seed = seed};
    snprintf(r.game_id, sizeof r.game_id, "%s", id);
    game_params_default(g, &r.params, players);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Félix"};
    static const int devices[5] = {IN_DEV_MOUSE, IN_DEV_TOUCH_ZONE, IN_DEV_KEYS_LEFT,
                                   IN_DEV_KEYS_RIGHT, IN_DEV_GAMEPAD};
    int pads = 0;
    for (int i = 0; i < players; i++) {
        c->dev[i] = dev[i];
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = dev[i] == COUCH_BOT;
        r.seats[i].bot_level = bot_level;
        if (dev[i] == COUCH_BOT) continue;
        c->humans++;
        r.seats[i].device = devices[dev[i]];
        if (dev[i] == COUCH_PAD) {
            int index;
            c->joy[i] = fixture_attach_pad(&index, COUCH_DT);
            c->joy_index[i] = index;
            if (!c->joy[i]) {
                print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
                skip();
            }
            r.seats[i].device_index = pads++;
        }
    }
    ui_ctl_trace(true);
    scene_curtain_set_guard(0);
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("play_new: %s", why);
    scene_push(s);
    c->p = (play *)s;
    fixture_frame(1280, 720);
}

static inline void couch_report(const couch *c, const char *id, uint64_t seed)
{
    print_message("%s seed %llu: %d moves, %ld gestures (%ld presses, %ld drags; mouse %ld, touch "
                  "%ld, left keys %ld, right keys %ld, pad %ld), %ld curtains, %ld claims, %ld "
                  "undos\n",
                  id, (unsigned long long)seed, match_log_count(play_match(c->p)), c->gestures,
                  c->presses, c->drags, c->by_dev[0], c->by_dev[1], c->by_dev[2], c->by_dev[3],
                  c->by_dev[4], c->curtains, c->claims, c->undos);
}

static inline void couch_finish(couch *c)
{
    scene_clear();
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (c->joy[i]) {
            SDL_JoystickClose(c->joy[i]);
            SDL_JoystickDetachVirtual(c->joy_index[i]);
            c->joy[i] = NULL;
        }
    for (int i = 0; i < 8; i++) fixture_step(COUCH_DT); /* the pads' removal reaches the input */
    ui_ctl_trace(false);
    scene_curtain_set_guard(0.3);
}

#endif
