/* test_madcity_full_game.c: four people race a Standard game of Mad City to its end on one
 * screen. Alice has the mouse, Bob the left half of the keyboard (WASD, Space, Q/E), Carol a
 * gamepad (SDL's virtual joystick: stick, A, shoulders) and David is a hard bot. Every human
 * action is a gesture of SDL events that goes through in_translate, in_update and the scene
 * stack as in the app's loop, and the three humans build in the same frames: each seat has its
 * own gesture machine (go there, press, turn, go there, let go) advanced one step per frame.
 * What a human does next is decided by the racing bot's planner (ai/madcity_bot.h) on that
 * seat's view; the test performs it by hand: a tile dragged from the tray to a cell (turned
 * while held), a click on a placed tile, a contractor chip pressed, the tree dragged onto the
 * city, Done and Ready pressed. One human leaves the city unfinished in round 2 so the random
 * fill happens at time-out. Between rounds the scoring scene is shown and everyone presses
 * Ready. At the end: somebody reached the target, every human placed tiles in every round,
 * a claim and a tree grab were made by humans, the results are on screen, and the log replays
 * to the same hash. The one-at-a-time banner is checked too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "games/madcity/bot/madcity_bot.h"
#include "match/match.h"
#include "games/madcity/board/madcity_board_int.h"
#include "play/play.h"
#include "scenes/scenes.h"

enum { DEV_MOUSE, DEV_KEYS, DEV_PAD };
enum { OP_GOTO, OP_DOWN, OP_UP, OP_ROT_CW, OP_ROT_CCW, OP_WAIT };
enum { HUMANS = 3, MAX_OPS = 16, MAX_ROUNDS = MADCITY_MAX_ROUNDS + 1, DRAW_EVERY = 10 };
enum { FILL_ROUND = 2, FILL_SEAT = 1, FILL_QUOTA = 5 }; /* Bob stops after 5 tiles in round 2 */

typedef struct op {
    int kind;
    float x, y;
    int n; /* steps spent in it */
} op;

typedef struct driver {
    int seat, dev;
    madcity_bot_state *plan;
    double clock; /* the planner's clock: it runs fast, the gestures take the real time */
    op ops[MAX_OPS];
    int nops, at;
    bool busy;      /* a gesture in flight (or just finished, not checked yet) */
    int log_before; /* the log's length when the gesture started */
    game_action want;
    int fails;
    bool keys[4]; /* keyboard half: W A S D held */
    float mx, my; /* the mouse */
    uint8_t hand_rot[MADCITY_TILES];
    int round_seen, places_round, look; /* look: frames spent on the scoring scene */
    bool stopped;                       /* leaves the city unfinished this round */
    int gestures;
} driver;

static SDL_Joystick *joy;
static play *P;
static driver drv[HUMANS];
static madcity_board_state L; /* a scratch board: the layout, to know where things are on screen */
static long nsteps;
static int places[MAX_ROUNDS][4], in_round[MAX_ROUNDS];
static int human_claims, human_trees, fills, bot_actions;
static int log_seen;

static const madcity_state *state(void)
{
    return match_state(play_match(P));
}

static void frame_at(int w, int h)
{
    fixture_frame(w, h);
}

static void shot(const char *path)
{
    frame_at(1280, 720);
    assert_true(gfx_screenshot(path));
    printf("screenshot %s\n", path);
}

/* One loop step: SDL events through the input layer, cursors, scenes. */
static void step(void)
{
    fixture_step(1.0 / 120);
    if (++nsteps % DRAW_EVERY == 0) frame_at(640, 360);
}

/* ---- where things are ---------------------------------------------------------------------- */
static void relayout(void)
{
    memset(&L, 0, sizeof L);
    L.p = P;
    L.players = state()->players;
    gfx_rect area = ui_screen_rect();
    area.y += 60; /* play.c's top bar */
    area.h -= 60;
    madcity_board_layout(&L, area, state());
}

static void centre_of(gfx_rect r, float *x, float *y)
{
    *x = r.x + r.w * 0.5f;
    *y = r.y + r.h * 0.5f;
}

static int hand_slot(const madcity_state *s, int seat, int tile)
{
    for (int i = 0; i < s->nhand[seat]; i++)
        if (s->hand[seat][i] == tile) return i;
    return -1;
}

/* ---- devices ------------------------------------------------------------------------------- */
static void push(SDL_Event *e)
{
    assert_int_equal(SDL_PushEvent(e), 1);
}

static void mouse_move(driver *d, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x);
    e.motion.y = (int)lroundf(y);
    e.motion.xrel = e.motion.x - (int)lroundf(d->mx);
    e.motion.yrel = e.motion.y - (int)lroundf(d->my);
    d->mx = x;
    d->my = y;
    push(&e);
}

static void mouse_button(driver *d, int button, bool down)
{
    SDL_Event e = fixture_mouse_button(button, down, d->mx, d->my);
    push(&e);
}

static void mouse_wheel(int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = y;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    push(&e);
}

static void key(SDL_Scancode sc, bool down)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.scancode = sc;
    e.key.keysym.sym = SDL_GetKeyFromScancode(sc);
    push(&e);
}

static void hold_dirs(driver *d, const bool want[4])
{
    static const SDL_Scancode sc[4] = {SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S,
                                       SDL_SCANCODE_D};
    for (int i = 0; i < 4; i++)
        if (want[i] != d->keys[i]) {
            key(sc[i], want[i]);
            d->keys[i] = want[i];
        }
}

static void pad_axes(float kx, float ky)
{
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTX, (Sint16)(32767 * kx));
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, (Sint16)(32767 * ky));
}

/* One step of going to (x, y); true when there. */
static bool go(driver *d, op *o)
{
    if (d->dev == DEV_MOUSE) {
        float dx = o->x - d->mx, dy = o->y - d->my, dist = hypotf(dx, dy);
        if (dist < 0.5f) return true;
        float k = dist > 40 ? 40 / dist : 1; /* a quick hand: 40 units a frame */
        mouse_move(d, d->mx + dx * k, d->my + dy * k);
        return false;
    }
    in_cursor c = in_seat_cursor(d->seat);
    float dx = o->x - c.x, dy = o->y - c.y, dist = hypotf(dx, dy);
    if (d->dev == DEV_KEYS) {
        bool want[4] = {false, false, false, false};
        bool held = d->keys[0] || d->keys[1] || d->keys[2] || d->keys[3];
        if (fabsf(dx) <= 3 && fabsf(dy) <= 3) {
            hold_dirs(d, want);
            return true;
        }
        if (held && fmaxf(fabsf(dx), fabsf(dy)) < 12) { /* let go to slow down, then tap */
            hold_dirs(d, want);
            return false;
        }
        want[0] = (dy < -3), want[2] = (dy > 3), want[1] = (dx < -3), want[3] = (dx > 3);
        hold_dirs(d, want);
        return false;
    }
    if (dist < 4) {
        pad_axes(0, 0);
        return true;
    }
    /* full tilt far away, then a speed that shrinks with the distance (the stick's response is
     * quadratic past its dead zone) */
    float f = fminf(1, fmaxf(0.08f, dist / 40)), k = 0.22f + 0.78f * sqrtf(f);
    pad_axes(k * dx / dist, k * dy / dist);
    if (o->n > 1500)
        fail_msg("pad cursor stuck at %.0f,%.0f going to %.0f,%.0f", c.x, c.y, o->x, o->y);
    return false;
}

/* Runs one step of the driver's current op; true when the op is over. */
static bool run_op(driver *d, op *o)
{
    o->n++;
    switch (o->kind) {
    case OP_GOTO: return go(d, o);
    case OP_DOWN:
    case OP_UP: {
        bool down = o->kind == OP_DOWN;
        if (o->n == 1) {
            if (d->dev == DEV_MOUSE) mouse_button(d, SDL_BUTTON_LEFT, down);
            if (d->dev == DEV_KEYS) key(SDL_SCANCODE_SPACE, down);
            if (d->dev == DEV_PAD) SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, down);
        }
        return o->n >= 2;
    }
    case OP_ROT_CW:
    case OP_ROT_CCW: {
        bool cw = o->kind == OP_ROT_CW;
        if (d->dev == DEV_MOUSE) { /* right click while held turns clockwise, the wheel up back */
            if (o->n == 1 && cw) mouse_button(d, SDL_BUTTON_RIGHT, true);
            if (o->n == 2 && cw) mouse_button(d, SDL_BUTTON_RIGHT, false);
            if (o->n == 1 && !cw) mouse_wheel(1);
        } else if (d->dev == DEV_KEYS) {
            if (o->n == 1) key(cw ? SDL_SCANCODE_E : SDL_SCANCODE_Q, true);
            if (o->n == 2) key(cw ? SDL_SCANCODE_E : SDL_SCANCODE_Q, false);
        } else {
            int b = cw ? SDL_CONTROLLER_BUTTON_RIGHTSHOULDER : SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
            if (o->n == 1) SDL_JoystickSetVirtualButton(joy, b, 1);
            if (o->n == 2) SDL_JoystickSetVirtualButton(joy, b, 0);
        }
        return o->n >= 3;
    }
    default: return o->n >= 20;
    }
}

/* ---- gestures ------------------------------------------------------------------------------ */
static void add(driver *d, int kind, float x, float y)
{
    assert_true(d->nops < MAX_OPS);
    d->ops[d->nops++] = (op){kind, x, y, 0};
}

static void tap(driver *d, float x, float y)
{
    add(d, OP_GOTO, x, y);
    add(d, OP_DOWN, 0, 0);
    add(d, OP_UP, 0, 0);
}

static void drag(driver *d, float x0, float y0, float x1, float y1, int turns)
{
    add(d, OP_GOTO, x0, y0);
    add(d, OP_DOWN, 0, 0);
    if (turns == 3)
        add(d, OP_ROT_CCW, 0, 0);
    else
        for (int i = 0; i < turns; i++) add(d, OP_ROT_CW, 0, 0);
    add(d, OP_GOTO, x1, y1);
    add(d, OP_UP, 0, 0);
}

/* Turns action a of the driver's seat into a gesture on screen. */
static void gesture(driver *d, game_action a)
{
    const madcity_state *s = state();
    int seat = d->seat, kind = MADCITY_A_KIND(a), arg = MADCITY_A_ARG(a);
    float x0, y0, x1, y1;
    relayout();
    d->nops = d->at = 0;
    d->want = a;
    d->busy = true;
    d->log_before = match_log_count(play_match(P));
    d->gestures++;
    switch (kind) {
    case MADCITY_ACT_PLACE: {
        int tile = arg >> 8, cell = (arg >> 2) & 15, rot = arg & 3;
        madcity_board_tray_slot(&L, seat, hand_slot(s, seat, tile), &x0, &y0);
        madcity_board_cell_centre(&L, seat, cell, &x1, &y1);
        drag(d, x0, y0, x1, y1, (rot - d->hand_rot[tile] + 4) & 3);
        d->hand_rot[tile] = (uint8_t)rot;
        break;
    }
    case MADCITY_ACT_MOVE:
        madcity_board_cell_centre(&L, seat, arg >> 4, &x0, &y0);
        madcity_board_cell_centre(&L, seat, arg & 15, &x1, &y1);
        drag(d, x0, y0, x1, y1, 0);
        break;
    case MADCITY_ACT_ROTATE: /* a click on a placed tile turns it */
        madcity_board_cell_centre(&L, seat, arg, &x0, &y0);
        tap(d, x0, y0);
        break;
    case MADCITY_ACT_RETURN:
        madcity_board_cell_centre(&L, seat, arg, &x0, &y0);
        madcity_board_tray_slot(&L, seat, s->nhand[seat], &x1, &y1);
        d->hand_rot[s->grid[seat][arg].tile] = s->grid[seat][arg].rot;
        drag(d, x0, y0, x1, y1, 0);
        break;
    case MADCITY_ACT_CLAIM:
        centre_of(L.panel[seat].claims[arg], &x0, &y0);
        tap(d, x0, y0);
        break;
    case MADCITY_ACT_TREE:
        centre_of(L.tree_home, &x0, &y0);
        centre_of(L.panel[seat].grid, &x1, &y1);
        drag(d, x0, y0, x1, y1, 0);
        break;
    default: /* done, ready: the panel's button */
        centre_of(L.panel[seat].button, &x0, &y0);
        tap(d, x0, y0);
        break;
    }
}

static bool tree_free_for(const madcity_state *s, int seat)
{
    int n = 0;
    for (int c = 0; c < s->ncells; c++) n += s->grid[seat][c].tile != MADCITY_NONE;
    return s->tree == MADCITY_NONE && n == s->ncells && s->before[seat] < MADCITY_RANGER_CAP;
}

/* What the seat does next, as a person: the planner's choice, with three habits of the test's
 * players (a first claim and a first tree grab by a human, Bob's unfinished city in round 2). */
static void decide(driver *d)
{
    const madcity_state *s = state();
    int seat = d->seat;
    if (s->round != d->round_seen) {
        d->round_seen = s->round;
        d->places_round = 0;
        d->look = 0;
        d->stopped = false;
        if (s->phase == MADCITY_PH_RACE) memset(d->hand_rot, 0, sizeof d->hand_rot);
    }
    if (!(s->in_round & (1u << seat))) return;
    if (s->phase == MADCITY_PH_READY) {
        if (s->ready & (1u << seat)) return;
        if (s->round >= 1 && ++d->look < 150 + 40 * seat) return; /* a look at the scores */
        gesture(d, MADCITY_ACTION(MADCITY_ACT_READY, 0));
        return;
    }
    if (s->phase != MADCITY_PH_RACE || s->timer >= MADCITY_RACE_TICKS || (s->done & (1u << seat)) ||
        d->stopped)
        return;
    static madcity_state view;
    match_view(play_match(P), seat, &view);
    d->clock += 0.25;
    game_action a;
    if (!madcity_bot_next(d->plan, &view, d->clock, &a)) return;
    int kind = MADCITY_A_KIND(a);
    if (s->round == FILL_ROUND && seat == FILL_SEAT && d->places_round >= FILL_QUOTA) {
        d->stopped = true; /* Bob looks away: the time-out fills his city */
        return;
    }
    if ((kind == MADCITY_ACT_DONE || kind == MADCITY_ACT_TREE) && !human_claims)
        a = MADCITY_ACTION(MADCITY_ACT_CLAIM, 0); /* palm the road contractor first */
    else if (kind == MADCITY_ACT_DONE && !human_trees && tree_free_for(s, seat))
        a = MADCITY_ACTION(MADCITY_ACT_TREE, 0);
    if (MADCITY_A_KIND(a) == MADCITY_ACT_CLAIM && (s->claims[seat] & (1u << MADCITY_A_ARG(a))))
        return;
    gesture(d, a);
}

/* The gesture is over: did the rules get what the person meant? */
static void check_gesture(driver *d)
{
    const match *m = play_match(P);
    const madcity_state *s = state();
    int kind = MADCITY_A_KIND(d->want), got = 0;
    bool exact = false;
    for (int i = d->log_before; i < match_log_count(m); i++) {
        const match_entry *e = match_log_at(m, i);
        if (e->seat != d->seat) continue;
        got++;
        exact |= e->action == d->want;
    }
    d->busy = false;
    if (exact) {
        d->fails = 0;
        if (kind == MADCITY_ACT_PLACE) d->places_round++;
        if (kind == MADCITY_ACT_CLAIM) human_claims++;
        if (kind == MADCITY_ACT_TREE) human_trees++;
        return;
    }
    /* the race may have moved on under the gesture (the tree taken, the round over) */
    if ((kind == MADCITY_ACT_TREE && s->tree != MADCITY_NONE) || s->phase != MADCITY_PH_RACE)
        return;
    char text[64];
    play_game(P)->action_to_text(s, d->want, text, sizeof text);
    if (++d->fails >= 3)
        fail_msg("seat %d (%s): the gesture for \"%s\" gave %d other actions, 3 times", d->seat,
                 d->dev == DEV_MOUSE  ? "mouse"
                 : d->dev == DEV_KEYS ? "keys"
                                      : "pad",
                 text, got);
}

static void drive(driver *d)
{
    if (d->at < d->nops) {
        if (run_op(d, &d->ops[d->at])) d->at++;
        return;
    }
    if (d->busy) {
        check_gesture(d);
        return;
    }
    decide(d);
}

/* New log entries: count places per round and seat; humans' entries must come from a gesture. */
static void watch_log(void)
{
    const match *m = play_match(P);
    const madcity_state *s = state();
    for (; log_seen < match_log_count(m); log_seen++) {
        const match_entry *e = match_log_at(m, log_seen);
        if (e->seat == 3) {
            bot_actions++;
        } else {
            if (!drv[e->seat].busy)
                fail_msg("seat %d acted outside a gesture: %s", e->seat, e->text);
        }
        if (MADCITY_A_KIND(e->action) == MADCITY_ACT_PLACE && s->round < MAX_ROUNDS)
            places[s->round][e->seat]++;
    }
}

static int filled(const madcity_state *s, int seat)
{
    int n = 0;
    for (int c = 0; c < s->ncells; c++) n += s->grid[seat][c].tile != MADCITY_NONE;
    return n;
}

static void print_scores(const madcity_state *s, const char *when)
{
    printf("%s round %d:", when, s->round);
    for (int q = 0; q < s->players; q++)
        printf(" %s %d (+%d)", play_seat(P, q)->name, s->total[q], s->total[q] - s->before[q]);
    printf("\n");
}

static void open_pad(int *index)
{
    joy = fixture_attach_pad(index, 1.0 / 120);
    if (!joy) {
        print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
        skip();
    }
    assert_int_equal(in_gamepad_count(), 1);
}

static void test_four_seats_race_a_standard_game(void **st)
{
    (void)st;
    int index;
    open_pad(&index);
    settings_get()->bot_pace = PACE_FAST;
    const game_def *g = game_find("madcity");
    setup_result r = {.seed = 20261121};
    snprintf(r.game_id, sizeof r.game_id, "madcity");
    game_params_default(g, &r.params, 4);
    r.params.opt[MADCITY_OPT_GAME] = MADCITY_GAME_STANDARD;
    static const char *names[] = {"Alice", "Bob", "Carol", "David"};
    static const int devices[] = {IN_DEV_MOUSE, IN_DEV_KEYS_LEFT, IN_DEV_GAMEPAD, IN_DEV_MOUSE};
    for (int i = 0; i < 4; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i == 3;
        r.seats[i].bot_level = 2; /* hard (0 easy, 1 normal, 2 hard) */
        r.seats[i].device = devices[i];
    }
    char why[256] = "";
    scene *sc = play_new(&r, why, sizeof why);
    assert_non_null(sc);
    scene_push(sc);
    P = (play *)sc;
    const madcity_state *s = state();
    assert_int_equal(s->mode, MADCITY_MODE_STANDARD);
    static const int devs[HUMANS] = {DEV_MOUSE, DEV_KEYS, DEV_PAD};
    for (int i = 0; i < HUMANS; i++) {
        drv[i] = (driver){.seat = i, .dev = devs[i], .round_seen = -1, .mx = 640, .my = 400};
        drv[i].plan = madcity_bot_new(i, MADCITY_BOT_HARD, 777u + (uint64_t)i);
    }
    frame_at(640, 360);
    clock_t t0 = clock();
    bool shot_race = false, shot_summary = false;
    int prev_filled = 0, prev_timer = 0, last_round = 0, summary_frames = 0;
    uint8_t prev_phase = s->phase;
    while (s->phase != MADCITY_PH_OVER) {
        if (nsteps > 120L * 60 * 40) fail_msg("no game end after %ld steps", nsteps);
        for (int i = 0; i < HUMANS; i++) drive(&drv[i]);
        step();
        watch_log();
        if (s->phase == MADCITY_PH_RACE && s->round < MAX_ROUNDS) in_round[s->round] = s->in_round;
        /* the race in progress, everybody building: Alice and Carol each hold a tile */
        if (!shot_race && s->phase == MADCITY_PH_RACE && s->round == 1 && places[1][0] >= 3 &&
            places[1][1] >= 1 && places[1][2] >= 1 && places[1][3] >= 1 &&
            (in_seat_cursor(2).down || in_seat_cursor(1).down)) {
            shot("/tmp/h2_race.png");
            shot_race = true;
        }
        if (prev_phase == MADCITY_PH_RACE && s->phase != MADCITY_PH_RACE) { /* a round was scored */
            int fill_now = filled(s, FILL_SEAT);
            if (s->round == FILL_ROUND) {
                printf("round %d ends at %d ticks left; Bob had %d cells, now %d\n", s->round,
                       prev_timer, prev_filled, fill_now);
                if (prev_timer <= 1 && prev_filled < s->ncells && fill_now == s->ncells) fills++;
            }
            print_scores(s, "after");
            last_round = s->round;
            summary_frames = 0;
        }
        if (s->phase == MADCITY_PH_READY && s->round == 1 && !shot_summary &&
            ++summary_frames == 130) {
            shot("/tmp/h2_scoring.png");
            shot_summary = true;
        }
        prev_filled = filled(s, FILL_SEAT);
        prev_timer = s->timer;
        prev_phase = s->phase;
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    (void)last_round;
    /* the results: the walk-through runs, a click skips it, the winner is shown */
    for (int i = 0; i < 120; i++) step();
    drv[0].nops = drv[0].at = 0;
    tap(&drv[0], 300, 300);
    while (drv[0].at < drv[0].nops) {
        run_op(&drv[0], &drv[0].ops[drv[0].at]) ? drv[0].at++ : 0;
        step();
    }
    for (int i = 0; i < 60; i++) step();
    shot("/tmp/h2_results.png");

    game_score score;
    match_score(play_match(P), &score);
    int top = 0;
    printf("game over after %d rounds, %ld steps (%.1f game seconds), %.1f s of CPU\n", s->round,
           nsteps, (double)nsteps / 120, secs);
    for (int q = 0; q < 4; q++) {
        printf("  %-6s %3d%s  places per round:", play_seat(P, q)->name, score.total[q],
               (score.winners & (1u << q)) ? " winner" : "");
        for (int k = 1; k <= s->round; k++) printf(" %d", places[k][q]);
        printf("\n");
        if (score.total[q] > top) top = score.total[q];
    }
    printf("human gestures: mouse %d, keys %d, pad %d; bot actions %d; human claims %d, trees %d, "
           "fills %d\n",
           drv[0].gestures, drv[1].gestures, drv[2].gestures, bot_actions, human_claims,
           human_trees, fills);
    assert_true(top >= s->target);
    assert_true(score.winners != 0);
    for (int k = 1; k <= s->round; k++)
        for (int q = 0; q < HUMANS; q++)
            if (in_round[k] & (1 << q))
                if (places[k][q] < 1) fail_msg("%s placed nothing in round %d", names[q], k);
    assert_true(human_claims >= 1);
    assert_true(human_trees >= 1);
    assert_int_equal(fills, 1);
    assert_true(shot_race && shot_summary);
    /* the log replays to the same game */
    char *json = match_save_json(play_match(P));
    assert_non_null(json);
    match *again = match_load_json(json, strlen(json), why, sizeof why);
    if (!again) fail_msg("the log does not replay: %s", why);
    assert_true(match_hash(again) == match_hash(play_match(P)));
    assert_true(match_is_over(again));
    match_destroy(again);
    free(json);
    for (int i = 0; i < HUMANS; i++) madcity_bot_free(drv[i].plan);
    scene_clear();
    SDL_JoystickClose(joy);
    SDL_JoystickDetachVirtual(index);
}

/* One at a time: the top bar names who builds, never "Everyone plays" (English and French). */
static void test_one_at_a_time_banner_names_the_builder(void **st)
{
    (void)st;
    const game_def *g = game_find("madcity");
    setup_result r = {.seed = 7};
    snprintf(r.game_id, sizeof r.game_id, "madcity");
    game_params_default(g, &r.params, 3);
    r.params.opt[MADCITY_OPT_ONE] = 1;
    static const char *names[] = {"Alice", "Bob", "David"};
    for (int i = 0; i < 3; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i == 2;
        r.seats[i].device = IN_DEV_MOUSE;
    }
    char why[256] = "", banner[160];
    scene *sc = play_new(&r, why, sizeof why);
    assert_non_null(sc);
    scene_push(sc);
    P = (play *)sc;
    relayout();
    assert_false(
        madcity_board_one_banner(&L, banner, sizeof banner)); /* before the race: the host's */
    for (int i = 0; i < 2; i++)
        assert_true(play_submit(P, i, MADCITY_ACTION(MADCITY_ACT_READY, 0), why, sizeof why));
    for (int i = 0; i < 120 * 5 && state()->phase != MADCITY_PH_RACE; i++) step();
    assert_int_equal(state()->phase, MADCITY_PH_RACE);
    assert_int_equal(state()->builder, 0);
    assert_true(madcity_board_one_banner(&L, banner, sizeof banner));
    printf("one at a time banner: %s\n", banner);
    assert_string_equal(banner, "Alice builds");
    assert_string_equal(play_banner(P), "Alice builds"); /* the top bar says it too */
    i18n_set_language("fr");
    assert_true(madcity_board_one_banner(&L, banner, sizeof banner));
    printf("in French: %s\n", banner);
    assert_string_equal(banner, "Alice construit");
    i18n_set_language("en");
    assert_true(play_submit(P, 0, MADCITY_ACTION(MADCITY_ACT_DONE, 0), why, sizeof why));
    assert_int_equal(state()->builder, 1);
    assert_true(madcity_board_one_banner(&L, banner, sizeof banner));
    assert_string_equal(banner, "Bob builds");
    assert_string_equal(play_banner(P), "Bob builds");
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    /* the test window is hidden, so never focused: SDL drops pad input without this */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    plat_init_late();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_at_a_time_banner_names_the_builder),
        cmocka_unit_test(test_four_seats_race_a_standard_game),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
