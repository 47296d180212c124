/* input_pad.c: gamepads and the cursors that move while something is held (see input.h).
 * Gamepads are hot-plugged into stable slots: unplugging pad 0 does not renumber pad 1. A pad
 * bound to a seat drives that seat's on-screen cursor with its stick and d-pad (dead zone, then
 * a curve for fine control, then acceleration while held); A = press/release, B = cancel,
 * shoulders = rotate -1/+1, Start = IN_NAV_MENU, Back = IN_NAV_BACK. The same cursor movement
 * serves the keyboard halves (their direction keys are set in input.c). Unbound, a pad navigates
 * menus: d-pad/stick = arrows (the stick repeats while held), A = accept, B/Back = back, Start =
 * menu, shoulders = rotate. in_update advances all of it by dt; in_active says whether it is
 * moving. The SDL event dispatch (in_translate) and the other devices are in input.c. */
#include "input/input_int.h"
#include <SDL.h>
#include <math.h>
#include <string.h>

enum { MAX_PADS = 8 };

static const float DEADZONE = 0.22f;
static const float CURSOR_SPEED = 360.0f; /* logical units per second at first */
static const float CURSOR_BOOST = 2.2f;   /* extra speed factor reached after ACCEL_TIME */
static const double ACCEL_TIME = 0.6;
static const double NAV_REPEAT_FIRST = 0.4, NAV_REPEAT = 0.13;

typedef struct pad {
    bool used;
    SDL_JoystickID inst;
    SDL_GameController *gc;
    float ax, ay; /* left stick, -1..1 */
    bool dpad[4]; /* held d-pad directions */
    int nav_dir;  /* unbound pad: stick direction being repeated, -1 none */
    double nav_t; /* time to next repeat */
} pad;

static pad pads[MAX_PADS];

void in_pads_close(void)
{
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].gc) SDL_GameControllerClose(pads[i].gc);
    memset(pads, 0, sizeof pads);
}

int in_gamepad_count(void)
{
    int n = 0;
    for (int i = 0; i < MAX_PADS; i++) n += pads[i].used;
    return n;
}

/* ---- gamepads --------------------------------------------------------------------------- */

static int pad_slot(SDL_JoystickID inst, bool create)
{
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].used && pads[i].inst == inst) return i;
    if (!create) return -1;
    for (int i = 0; i < MAX_PADS; i++)
        if (!pads[i].used) {
            pads[i] = (pad){.used = true, .inst = inst, .nav_dir = -1};
            return i;
        }
    return -1;
}

int in_pad_button(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, slot = pad_slot(ev->cbutton.which, true);
    if (slot < 0) return 0;
    bool down = ev->type == SDL_CONTROLLERBUTTONDOWN;
    int seat = in_seat_for(IN_DEV_GAMEPAD, slot);
    pad *p = &pads[slot];
    int b = ev->cbutton.button, dir = -1;
    switch (b) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: dir = DIR_UP; break;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: dir = DIR_DOWN; break;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: dir = DIR_LEFT; break;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: dir = DIR_RIGHT; break;
    default: break;
    }
    if (seat >= 0) {
        cursor *c = &in_cursors[seat];
        if (dir >= 0) {
            p->dpad[dir] = down;
            return 0;
        }
        switch (b) {
        case SDL_CONTROLLER_BUTTON_A:
            if (down == c->down) return 0;
            c->down = down;
            put(out, cap, &n, make(down ? IN_PRESS : IN_RELEASE, seat, c->x, c->y));
            break;
        case SDL_CONTROLLER_BUTTON_B:
            if (down) put(out, cap, &n, make(IN_CANCEL, seat, c->x, c->y));
            break;
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
            if (down) {
                float a = b == SDL_CONTROLLER_BUTTON_LEFTSHOULDER ? -1.0f : 1.0f;
                put(out, cap, &n, amount(IN_ROTATE, seat, c->x, c->y, a));
            }
            break;
        case SDL_CONTROLLER_BUTTON_START:
            if (down) put(out, cap, &n, nav(seat, IN_NAV_MENU, c->x, c->y));
            break;
        case SDL_CONTROLLER_BUTTON_BACK:
            if (down) put(out, cap, &n, nav(seat, IN_NAV_BACK, c->x, c->y));
            break;
        default: break;
        }
        return n;
    }
    if (!down) return 0;
    static const in_nav dir_nav[4] = {IN_NAV_UP, IN_NAV_DOWN, IN_NAV_LEFT, IN_NAV_RIGHT};
    if (dir >= 0) {
        put(out, cap, &n, nav(IN_SEAT_ANY, dir_nav[dir], in_mx, in_my));
        return n;
    }
    switch (b) {
    case SDL_CONTROLLER_BUTTON_A:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_ACCEPT, in_mx, in_my));
        break;
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_BACK:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_BACK, in_mx, in_my));
        break;
    case SDL_CONTROLLER_BUTTON_START:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_MENU, in_mx, in_my));
        break;
    /* A pad that walks the focus (bound to no seat: menus, setup): the shoulders are Tab and
     * Shift+Tab, so every widget of a ring can be reached, even past steppers whose value the
     * d-pad's Left and Right change. */
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_PREV, in_mx, in_my));
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_NEXT, in_mx, in_my));
        break;
    default: break;
    }
    return n;
}

int in_pad_added(const SDL_Event *ev)
{
    SDL_GameController *gc = SDL_GameControllerOpen(ev->cdevice.which);
    if (!gc) return 0;
    SDL_JoystickID inst = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(gc));
    int slot = pad_slot(inst, false);
    if (slot >= 0 && pads[slot].gc) {
        SDL_GameControllerClose(gc); /* already open: SDL counts opens */
        return 0;
    }
    slot = pad_slot(inst, true);
    if (slot < 0)
        SDL_GameControllerClose(gc);
    else
        pads[slot].gc = gc;
    return 0;
}

int in_pad_removed(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, slot = pad_slot(ev->cdevice.which, false);
    if (slot < 0) return 0;
    int seat = in_seat_for(IN_DEV_GAMEPAD, slot);
    if (seat >= 0 && in_cursors[seat].down) {
        in_cursors[seat].down = false;
        put(out, cap, &n, make(IN_CANCEL, seat, in_cursors[seat].x, in_cursors[seat].y));
    }
    if (pads[slot].gc) SDL_GameControllerClose(pads[slot].gc);
    memset(&pads[slot], 0, sizeof pads[slot]);
    return n;
}

int in_pad_axis(const SDL_Event *ev)
{
    int slot = pad_slot(ev->caxis.which, true);
    if (slot < 0) return 0;
    float v = (float)ev->caxis.value / 32767.0f;
    v = v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
    if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX) pads[slot].ax = v;
    if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY) pads[slot].ay = v;
    return 0;
}

/* ---- cursors and menu navigation over time (in_update) ---------------------------------- */

/* Stick value past the dead zone, rescaled to 0..1 and curved for fine control. */
static float stick(float v)
{
    float a = fabsf(v);
    if (a < DEADZONE) return 0.0f;
    a = (a - DEADZONE) / (1.0f - DEADZONE);
    return (v < 0 ? -1.0f : 1.0f) * a * a;
}

static int update_cursor(int seat, double dt, in_event *out, int cap, int *n)
{
    cursor *c = &in_cursors[seat];
    float vx = 0, vy = 0;
    const bool *keys = c->keys;
    if (in_binds[seat].device == IN_DEV_GAMEPAD) {
        int slot = in_binds[seat].device_index;
        if (slot < 0 || slot >= MAX_PADS || !pads[slot].used) {
            c->moving = false;
            return 0;
        }
        keys = pads[slot].dpad;
        vx = stick(pads[slot].ax);
        vy = stick(pads[slot].ay);
    }
    vx += (float)keys[DIR_RIGHT] - (float)keys[DIR_LEFT];
    vy += (float)keys[DIR_DOWN] - (float)keys[DIR_UP];
    float len = hypotf(vx, vy);
    if (len < 1e-4f) {
        c->moving = false;
        c->held = 0;
        return 0;
    }
    if (len > 1.0f) {
        vx /= len;
        vy /= len;
    }
    c->held += dt;
    double ramp = c->held >= ACCEL_TIME ? 1.0 : c->held / ACCEL_TIME;
    float speed = CURSOR_SPEED * (1.0f + (CURSOR_BOOST - 1.0f) * (float)ramp);
    float w, h;
    in_bounds(&w, &h);
    float ox = c->x, oy = c->y;
    c->x += vx * speed * (float)dt;
    c->y += vy * speed * (float)dt;
    c->x = c->x < 0 ? 0 : c->x > w ? w : c->x;
    c->y = c->y < 0 ? 0 : c->y > h ? h : c->y;
    c->moving = true;
    in_event e = make(IN_MOVE, seat, c->x, c->y);
    e.dx = c->x - ox;
    e.dy = c->y - oy;
    if (e.dx != 0.0f || e.dy != 0.0f) put(out, cap, n, e);
    return 0;
}

/* An unbound pad's stick navigates like arrow keys, repeating while held. */
static void update_pad_nav(pad *p, double dt, in_event *out, int cap, int *n)
{
    static const in_nav navs[4] = {IN_NAV_UP, IN_NAV_DOWN, IN_NAV_LEFT, IN_NAV_RIGHT};
    float x = p->ax, y = p->ay;
    int dir = -1;
    if (fabsf(x) > 0.5f || fabsf(y) > 0.5f)
        dir = fabsf(x) > fabsf(y) ? (x < 0 ? DIR_LEFT : DIR_RIGHT) : (y < 0 ? DIR_UP : DIR_DOWN);
    if (dir != p->nav_dir) {
        p->nav_dir = dir;
        p->nav_t = NAV_REPEAT_FIRST;
        if (dir >= 0) put(out, cap, n, nav(IN_SEAT_ANY, navs[dir], in_mx, in_my));
        return;
    }
    if (dir < 0) return;
    p->nav_t -= dt;
    if (p->nav_t <= 0) {
        p->nav_t += NAV_REPEAT;
        put(out, cap, n, nav(IN_SEAT_ANY, navs[dir], in_mx, in_my));
    }
}

int in_update(double dt, in_event *out, int cap)
{
    int n = 0;
    if (!out || cap <= 0) return 0;
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (in_bound[s] && cursor_device(in_binds[s].device)) update_cursor(s, dt, out, cap, &n);
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].used && in_seat_for(IN_DEV_GAMEPAD, i) < 0)
            update_pad_nav(&pads[i], dt, out, cap, &n);
    return n;
}

bool in_active(void)
{
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (in_bound[s] && in_cursors[s].moving) return true;
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].used && pads[i].nav_dir >= 0 && in_seat_for(IN_DEV_GAMEPAD, i) < 0) return true;
    return false;
}
