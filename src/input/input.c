/* input.c: turns SDL events from every device into seat-tagged in_events (see input.h).
 *
 * Decisions (documented here and in docs):
 * - Mouse: left = press/release. Right click while the left button is held = IN_ROTATE +1
 *   (turn the piece being dragged); a right click on its own = IN_CANCEL (on release); a right
 *   drag = IN_PAN. Wheel = IN_ZOOM (1.1 per notch) around the pointer, but while the left
 *   button is held the wheel rotates instead (down = clockwise).
 * - Keyboard (not bound to a seat): arrows, Tab, Shift+Tab, Enter, Space, Escape = IN_NAV;
 *   R = IN_ROTATE +1 (Shift+R: -1); anything else IN_KEY; text IN_TEXT. Unbound keys carry the
 *   mouse's seat when the mouse is bound (one person at a desk uses both).
 * - Text mode (a text field is focused): Space, R and the keyboard halves' keys type text.
 * - Keyboard halves (a seat bound to IN_DEV_KEYS_LEFT/RIGHT): left = WASD move, Space/LShift
 *   grab, Q/E rotate; right = arrows move, Enter/RShift grab, ',' '.' rotate. These are
 *   physical key positions (scancodes: ZQSD and A/E on AZERTY). Keys of an unbound half keep
 *   their plain meaning.
 * - Touch: the finger's seat is the touch zone it landed in, else the mouse's seat, else ANY.
 *   The first finger of a seat presses/moves/releases (pointer = finger slot + 1); a second
 *   finger of the same seat makes a two-finger gesture: IN_ZOOM (distance ratio), IN_TWIST
 *   (angle change) and IN_PAN (centroid motion), at the centroid. Third fingers are ignored.
 * - Gamepads (hot-plugged): bound to a seat, stick and d-pad move a cursor with acceleration,
 *   A = press/release, B = cancel, shoulders = rotate -1/+1, Start = IN_NAV_MENU, Back =
 *   IN_NAV_BACK. Unbound, a pad navigates menus: d-pad/stick = arrows (repeating), A = accept,
 *   B/Back = back, Start = menu, shoulders = rotate. Slots are stable: unplugging pad 0 does
 *   not renumber pad 1. */
#include "input/input.h"
#include "core/i18n.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { MAX_FINGERS = 10, MAX_PADS = 8, DIR_UP = 0, DIR_DOWN, DIR_LEFT, DIR_RIGHT };

static const float DEADZONE = 0.22f;
static const float CURSOR_SPEED = 360.0f; /* logical units per second at first */
static const float CURSOR_BOOST = 2.2f;   /* extra speed factor reached after ACCEL_TIME */
static const double ACCEL_TIME = 0.6;
static const double NAV_REPEAT_FIRST = 0.4, NAV_REPEAT = 0.13;
static const float RIGHT_DRAG_SLOP = 6.0f;
static const float WHEEL_ZOOM = 1.1f;

typedef struct finger {
    bool used, primary;
    SDL_TouchID touch;
    SDL_FingerID id;
    int seat;
    float x, y;
} finger;

typedef struct pad {
    bool used;
    SDL_JoystickID inst;
    SDL_GameController *gc;
    float ax, ay; /* left stick, -1..1 */
    bool dpad[4]; /* held d-pad directions */
    int nav_dir;  /* unbound pad: stick direction being repeated, -1 none */
    double nav_t; /* time to next repeat */
} pad;

typedef struct cursor {
    float x, y;
    bool down, keys[4], moving;
    double held;
} cursor;

static float scale = 1.0f;
static int win_w, win_h;
static bool text_mode;
static bool bound[IN_MAX_SEATS];
static in_binding binds[IN_MAX_SEATS];
static cursor cursors[IN_MAX_SEATS];
static finger fingers[MAX_FINGERS];
static pad pads[MAX_PADS];
static float mx, my;
static bool left_down, right_down, right_dragged;
static float right_x, right_y;

/* ---- helpers ---------------------------------------------------------------------------- */

static void bounds(float *w, float *h)
{
    int ww = win_w, wh = win_h;
    if (ww <= 0 || wh <= 0) {
        SDL_Window *win = SDL_GL_GetCurrentWindow();
        if (win) SDL_GetWindowSize(win, &ww, &wh);
    }
    if (ww <= 0 || wh <= 0) {
        *w = 1280.0f;
        *h = 720.0f;
        return;
    }
    *w = (float)ww * scale;
    *h = (float)wh * scale;
}

static int seat_for(in_device d, int index)
{
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (bound[s] && binds[s].device == d &&
            (d != IN_DEV_GAMEPAD || binds[s].device_index == index))
            return s;
    return IN_SEAT_ANY;
}

static int mouse_seat(void)
{
    return seat_for(IN_DEV_MOUSE, 0);
}

static bool put(in_event *out, int cap, int *n, in_event e)
{
    if (*n >= cap) return false;
    out[(*n)++] = e;
    return true;
}

static in_event make(in_kind k, int seat, float x, float y)
{
    in_event e;
    memset(&e, 0, sizeof e);
    e.kind = k;
    e.seat = seat;
    e.x = x;
    e.y = y;
    return e;
}

static in_event nav(int seat, in_nav n, float x, float y)
{
    in_event e = make(IN_NAV, seat, x, y);
    e.key = (int)n;
    return e;
}

static in_event amount(in_kind k, int seat, float x, float y, float a)
{
    in_event e = make(k, seat, x, y);
    e.amount = a;
    return e;
}

static void place_cursor(int seat)
{
    float w, h;
    bounds(&w, &h);
    cursors[seat].x = w * (float)(seat + 1) / (float)(IN_MAX_SEATS + 1);
    cursors[seat].y = h * 0.5f;
}

static bool cursor_device(in_device d)
{
    return d == IN_DEV_GAMEPAD || d == IN_DEV_KEYS_LEFT || d == IN_DEV_KEYS_RIGHT;
}

/* ---- lifetime and configuration --------------------------------------------------------- */

void in_init(void)
{
    in_shutdown();
    scale = 1.0f;
    win_w = win_h = 0;
}

void in_shutdown(void)
{
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].gc) SDL_GameControllerClose(pads[i].gc);
    memset(pads, 0, sizeof pads);
    memset(fingers, 0, sizeof fingers);
    memset(cursors, 0, sizeof cursors);
    memset(bound, 0, sizeof bound);
    left_down = right_down = right_dragged = false;
    text_mode = false;
}

void in_set_scale(float logical_per_window_point)
{
    if (logical_per_window_point > 0.0f) scale = logical_per_window_point;
}

void in_set_window(int w_points, int h_points)
{
    win_w = w_points;
    win_h = h_points;
}

void in_set_text_mode(bool on)
{
    text_mode = on;
}

void in_bind_seat(int seat, in_binding b)
{
    if (seat < 0 || seat >= IN_MAX_SEATS) return;
    bound[seat] = true;
    binds[seat] = b;
    memset(&cursors[seat], 0, sizeof cursors[seat]);
    if (cursor_device(b.device)) place_cursor(seat);
}

void in_unbind_all(void)
{
    memset(bound, 0, sizeof bound);
    memset(cursors, 0, sizeof cursors);
}

int in_gamepad_count(void)
{
    int n = 0;
    for (int i = 0; i < MAX_PADS; i++) n += pads[i].used;
    return n;
}

const char *in_device_name(in_device d)
{
    switch (d) {
    case IN_DEV_MOUSE: return _("Mouse");
    case IN_DEV_GAMEPAD: return _("Gamepad");
    case IN_DEV_KEYS_LEFT: return _("Keyboard, left half (WASD)");
    case IN_DEV_KEYS_RIGHT: return _("Keyboard, right half (arrows)");
    case IN_DEV_TOUCH_ZONE: return _("Touch zone");
    }
    return "?";
}

in_cursor in_seat_cursor(int seat)
{
    in_cursor c = {0};
    if (seat < 0 || seat >= IN_MAX_SEATS || !bound[seat]) return c;
    c.visible = cursor_device(binds[seat].device);
    c.down = cursors[seat].down;
    c.x = cursors[seat].x;
    c.y = cursors[seat].y;
    return c;
}

/* ---- mouse ------------------------------------------------------------------------------ */

static int mouse_event(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, seat = mouse_seat();
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        if (ev->motion.which == SDL_TOUCH_MOUSEID) return 0; /* fingers speak for themselves */
        mx = (float)ev->motion.x * scale;
        my = (float)ev->motion.y * scale;
        in_event e = make(IN_MOVE, seat, mx, my);
        e.dx = (float)ev->motion.xrel * scale;
        e.dy = (float)ev->motion.yrel * scale;
        put(out, cap, &n, e);
        if (right_down && !left_down) {
            if (!right_dragged && hypotf(mx - right_x, my - right_y) > RIGHT_DRAG_SLOP) {
                right_dragged = true;
                e.dx = mx - right_x; /* the slop is part of the pan */
                e.dy = my - right_y;
            }
            if (right_dragged) {
                e.kind = IN_PAN;
                put(out, cap, &n, e);
            }
        }
        return n;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        if (ev->button.which == SDL_TOUCH_MOUSEID) return 0;
        bool down = ev->type == SDL_MOUSEBUTTONDOWN;
        mx = (float)ev->button.x * scale;
        my = (float)ev->button.y * scale;
        if (ev->button.button == SDL_BUTTON_LEFT) {
            left_down = down;
            put(out, cap, &n, make(down ? IN_PRESS : IN_RELEASE, seat, mx, my));
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            if (down && left_down) {
                put(out, cap, &n, amount(IN_ROTATE, seat, mx, my, 1.0f));
            } else if (down) {
                right_down = true;
                right_dragged = false;
                right_x = mx;
                right_y = my;
            } else if (right_down) {
                if (!right_dragged) put(out, cap, &n, make(IN_CANCEL, seat, mx, my));
                right_down = right_dragged = false;
            }
        } else if (ev->button.button == SDL_BUTTON_X1 && down) {
            put(out, cap, &n, nav(seat, IN_NAV_BACK, mx, my));
        }
        return n;
    }
    case SDL_MOUSEWHEEL: {
        if (ev->wheel.which == SDL_TOUCH_MOUSEID) return 0;
        float y = ev->wheel.preciseY != 0.0f ? ev->wheel.preciseY : (float)ev->wheel.y;
        if (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
        if (y == 0.0f) return 0;
        if (left_down)
            put(out, cap, &n, amount(IN_ROTATE, seat, mx, my, y > 0 ? -1.0f : 1.0f));
        else
            put(out, cap, &n, amount(IN_ZOOM, seat, mx, my, powf(WHEEL_ZOOM, y)));
        return n;
    }
    }
    return 0;
}

/* ---- keyboard --------------------------------------------------------------------------- */

static bool is_modifier(SDL_Keycode k)
{
    return k == SDLK_LSHIFT || k == SDLK_RSHIFT || k == SDLK_LCTRL || k == SDLK_RCTRL ||
           k == SDLK_LALT || k == SDLK_RALT || k == SDLK_LGUI || k == SDLK_RGUI ||
           k == SDLK_CAPSLOCK || k == SDLK_MODE;
}

typedef enum half_role { ROLE_NONE, ROLE_DIR, ROLE_GRAB, ROLE_ROT } half_role;

/* What key k means to a keyboard half; *arg is the direction or rotation. Physical keys
 * (scancodes), so the left half is ZQSD + A/E on a French keyboard, where the hands are. */
static half_role half_key(in_device half, SDL_Scancode k, int *arg)
{
    if (half == IN_DEV_KEYS_LEFT) {
        switch (k) {
        case SDL_SCANCODE_W: *arg = DIR_UP; return ROLE_DIR;
        case SDL_SCANCODE_S: *arg = DIR_DOWN; return ROLE_DIR;
        case SDL_SCANCODE_A: *arg = DIR_LEFT; return ROLE_DIR;
        case SDL_SCANCODE_D: *arg = DIR_RIGHT; return ROLE_DIR;
        case SDL_SCANCODE_SPACE:
        case SDL_SCANCODE_LSHIFT: return ROLE_GRAB;
        case SDL_SCANCODE_Q: *arg = -1; return ROLE_ROT;
        case SDL_SCANCODE_E: *arg = 1; return ROLE_ROT;
        default: return ROLE_NONE;
        }
    }
    switch (k) {
    case SDL_SCANCODE_UP: *arg = DIR_UP; return ROLE_DIR;
    case SDL_SCANCODE_DOWN: *arg = DIR_DOWN; return ROLE_DIR;
    case SDL_SCANCODE_LEFT: *arg = DIR_LEFT; return ROLE_DIR;
    case SDL_SCANCODE_RIGHT: *arg = DIR_RIGHT; return ROLE_DIR;
    case SDL_SCANCODE_RETURN:
    case SDL_SCANCODE_KP_ENTER:
    case SDL_SCANCODE_RSHIFT: return ROLE_GRAB;
    case SDL_SCANCODE_COMMA: *arg = -1; return ROLE_ROT;
    case SDL_SCANCODE_PERIOD: *arg = 1; return ROLE_ROT;
    default: return ROLE_NONE;
    }
}

/* A key of a bound keyboard half: true if it was handled. */
static bool half_event(const SDL_Event *ev, in_event *out, int cap, int *n)
{
    bool down = ev->type == SDL_KEYDOWN;
    SDL_Scancode k = ev->key.keysym.scancode;
    static const in_device halves[2] = {IN_DEV_KEYS_LEFT, IN_DEV_KEYS_RIGHT};
    for (int h = 0; h < 2; h++) {
        int seat = seat_for(halves[h], 0), arg = 0;
        if (seat < 0) continue;
        half_role role = half_key(halves[h], k, &arg);
        if (role == ROLE_NONE) continue;
        cursor *c = &cursors[seat];
        if (role == ROLE_DIR) {
            c->keys[arg] = down;
        } else if (role == ROLE_GRAB) {
            if (ev->key.repeat) return true;
            if (down == c->down) return true;
            c->down = down;
            put(out, cap, n, make(down ? IN_PRESS : IN_RELEASE, seat, c->x, c->y));
        } else if (down && !ev->key.repeat) {
            put(out, cap, n, amount(IN_ROTATE, seat, c->x, c->y, (float)arg));
        }
        return true;
    }
    return false;
}

static int key_event(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0;
    if (!text_mode && half_event(ev, out, cap, &n)) return n;
    if (ev->type != SDL_KEYDOWN) return 0;
    SDL_Keycode k = ev->key.keysym.sym;
    int mods = ev->key.keysym.mod, seat = mouse_seat();
    bool shift = (mods & KMOD_SHIFT) != 0, rep = ev->key.repeat != 0;
    in_event e;
    switch (k) {
    case SDLK_UP: e = nav(seat, IN_NAV_UP, mx, my); break;
    case SDLK_DOWN: e = nav(seat, IN_NAV_DOWN, mx, my); break;
    case SDLK_LEFT: e = nav(seat, IN_NAV_LEFT, mx, my); break;
    case SDLK_RIGHT: e = nav(seat, IN_NAV_RIGHT, mx, my); break;
    case SDLK_TAB: e = nav(seat, shift ? IN_NAV_PREV : IN_NAV_NEXT, mx, my); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: e = nav(seat, IN_NAV_ACCEPT, mx, my); break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK: e = nav(seat, IN_NAV_BACK, mx, my); break;
    case SDLK_SPACE:
        if (text_mode) goto plain;
        e = nav(seat, IN_NAV_ACCEPT, mx, my);
        break;
    case SDLK_r:
        if (text_mode || (mods & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) goto plain;
        if (rep) return 0;
        e = amount(IN_ROTATE, seat, mx, my, shift ? -1.0f : 1.0f);
        break;
    default:
    plain:
        if (is_modifier(k)) return 0;
        e = make(IN_KEY, seat, mx, my);
        e.key = (int)k;
        break;
    }
    e.mods = mods;
    put(out, cap, &n, e);
    return n;
}

/* ---- touch ------------------------------------------------------------------------------ */

static int finger_slot(SDL_TouchID t, SDL_FingerID id)
{
    for (int i = 0; i < MAX_FINGERS; i++)
        if (fingers[i].used && fingers[i].touch == t && fingers[i].id == id) return i;
    return -1;
}

static int touch_seat(float x, float y)
{
    for (int s = 0; s < IN_MAX_SEATS; s++) {
        const in_binding *b = &binds[s];
        if (bound[s] && b->device == IN_DEV_TOUCH_ZONE && x >= b->zx && y >= b->zy &&
            x < b->zx + b->zw && y < b->zy + b->zh)
            return s;
    }
    return mouse_seat();
}

/* The other finger of slot's seat (for a two-finger gesture), -1 none. */
static int partner(int slot)
{
    for (int i = 0; i < MAX_FINGERS; i++)
        if (i != slot && fingers[i].used && fingers[i].seat == fingers[slot].seat) return i;
    return -1;
}

static int finger_event(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0;
    float w, h;
    bounds(&w, &h);
    const SDL_TouchFingerEvent *t = &ev->tfinger;
    float x = t->x * w, y = t->y * h;
    int slot = finger_slot(t->touchId, t->fingerId);
    if (ev->type == SDL_FINGERDOWN) {
        if (slot >= 0) return 0;
        for (int i = 0; i < MAX_FINGERS && slot < 0; i++)
            if (!fingers[i].used) slot = i;
        if (slot < 0) return 0;
        finger *f = &fingers[slot];
        *f = (finger){.used = true,
                      .touch = t->touchId,
                      .id = t->fingerId,
                      .seat = touch_seat(x, y),
                      .x = x,
                      .y = y};
        int others = 0;
        for (int i = 0; i < MAX_FINGERS; i++)
            others += i != slot && fingers[i].used && fingers[i].seat == f->seat;
        if (others == 0) {
            f->primary = true;
            in_event e = make(IN_PRESS, f->seat, x, y);
            e.pointer = slot + 1;
            put(out, cap, &n, e);
        } else if (others >= 2) {
            f->used = false; /* a third finger of one seat means nothing */
        }
        return n;
    }
    if (slot < 0) return 0;
    finger *f = &fingers[slot];
    if (ev->type == SDL_FINGERMOTION) {
        float ox = f->x, oy = f->y;
        f->x = x;
        f->y = y;
        if (f->primary) {
            in_event e = make(IN_MOVE, f->seat, x, y);
            e.pointer = slot + 1;
            e.dx = x - ox;
            e.dy = y - oy;
            put(out, cap, &n, e);
        }
        int p = partner(slot);
        if (p >= 0) {
            const finger *o = &fingers[p];
            float vx0 = ox - o->x, vy0 = oy - o->y, vx1 = x - o->x, vy1 = y - o->y;
            float d0 = hypotf(vx0, vy0), d1 = hypotf(vx1, vy1);
            float cx = (x + o->x) * 0.5f, cy = (y + o->y) * 0.5f;
            if (d0 > 1.0f && d1 > 1.0f) {
                float zoom = d1 / d0;
                float twist = atan2f(vy1, vx1) - atan2f(vy0, vx0);
                const float pi = 3.14159265358979f;
                if (twist > pi) twist -= 2.0f * pi;
                if (twist < -pi) twist += 2.0f * pi;
                if (fabsf(zoom - 1.0f) > 1e-4f)
                    put(out, cap, &n, amount(IN_ZOOM, f->seat, cx, cy, zoom));
                if (fabsf(twist) > 1e-5f)
                    put(out, cap, &n, amount(IN_TWIST, f->seat, cx, cy, twist));
            }
            in_event e = make(IN_PAN, f->seat, cx, cy);
            e.dx = (x - ox) * 0.5f;
            e.dy = (y - oy) * 0.5f;
            if (e.dx != 0.0f || e.dy != 0.0f) put(out, cap, &n, e);
        }
        return n;
    }
    if (ev->type == SDL_FINGERUP) {
        if (f->primary) {
            in_event e = make(IN_RELEASE, f->seat, x, y);
            e.pointer = slot + 1;
            put(out, cap, &n, e);
        }
        f->used = false;
    }
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

static int pad_button(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, slot = pad_slot(ev->cbutton.which, true);
    if (slot < 0) return 0;
    bool down = ev->type == SDL_CONTROLLERBUTTONDOWN;
    int seat = seat_for(IN_DEV_GAMEPAD, slot);
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
        cursor *c = &cursors[seat];
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
        put(out, cap, &n, nav(IN_SEAT_ANY, dir_nav[dir], mx, my));
        return n;
    }
    switch (b) {
    case SDL_CONTROLLER_BUTTON_A: put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_ACCEPT, mx, my)); break;
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_BACK:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_BACK, mx, my));
        break;
    case SDL_CONTROLLER_BUTTON_START:
        put(out, cap, &n, nav(IN_SEAT_ANY, IN_NAV_MENU, mx, my));
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        put(out, cap, &n, amount(IN_ROTATE, IN_SEAT_ANY, mx, my, -1.0f));
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        put(out, cap, &n, amount(IN_ROTATE, IN_SEAT_ANY, mx, my, 1.0f));
        break;
    default: break;
    }
    return n;
}

static int pad_added(const SDL_Event *ev)
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

static int pad_removed(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, slot = pad_slot(ev->cdevice.which, false);
    if (slot < 0) return 0;
    int seat = seat_for(IN_DEV_GAMEPAD, slot);
    if (seat >= 0 && cursors[seat].down) {
        cursors[seat].down = false;
        put(out, cap, &n, make(IN_CANCEL, seat, cursors[seat].x, cursors[seat].y));
    }
    if (pads[slot].gc) SDL_GameControllerClose(pads[slot].gc);
    memset(&pads[slot], 0, sizeof pads[slot]);
    return n;
}

static int pad_axis(const SDL_Event *ev)
{
    int slot = pad_slot(ev->caxis.which, true);
    if (slot < 0) return 0;
    float v = (float)ev->caxis.value / 32767.0f;
    v = v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
    if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX) pads[slot].ax = v;
    if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY) pads[slot].ay = v;
    return 0;
}

/* ---- the two entry points --------------------------------------------------------------- */

int in_translate(const union SDL_Event *ev, in_event *out, int cap)
{
    if (!ev || !out || cap <= 0) return 0;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL: return mouse_event(ev, out, cap);
    case SDL_KEYDOWN:
    case SDL_KEYUP: return key_event(ev, out, cap);
    case SDL_TEXTINPUT: {
        in_event e = make(IN_TEXT, mouse_seat(), mx, my);
        snprintf(e.text, sizeof e.text, "%s", ev->text.text);
        out[0] = e;
        return 1;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: return finger_event(ev, out, cap);
    case SDL_CONTROLLERDEVICEADDED: return pad_added(ev);
    case SDL_CONTROLLERDEVICEREMOVED: return pad_removed(ev, out, cap);
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: return pad_button(ev, out, cap);
    case SDL_CONTROLLERAXISMOTION: return pad_axis(ev);
    default: return 0;
    }
}

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
    cursor *c = &cursors[seat];
    float vx = 0, vy = 0;
    const bool *keys = c->keys;
    if (binds[seat].device == IN_DEV_GAMEPAD) {
        int slot = binds[seat].device_index;
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
    bounds(&w, &h);
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
        if (dir >= 0) put(out, cap, n, nav(IN_SEAT_ANY, navs[dir], mx, my));
        return;
    }
    if (dir < 0) return;
    p->nav_t -= dt;
    if (p->nav_t <= 0) {
        p->nav_t += NAV_REPEAT;
        put(out, cap, n, nav(IN_SEAT_ANY, navs[dir], mx, my));
    }
}

int in_update(double dt, in_event *out, int cap)
{
    int n = 0;
    if (!out || cap <= 0) return 0;
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (bound[s] && cursor_device(binds[s].device)) update_cursor(s, dt, out, cap, &n);
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].used && seat_for(IN_DEV_GAMEPAD, i) < 0)
            update_pad_nav(&pads[i], dt, out, cap, &n);
    return n;
}

bool in_active(void)
{
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (bound[s] && cursors[s].moving) return true;
    for (int i = 0; i < MAX_PADS; i++)
        if (pads[i].used && pads[i].nav_dir >= 0 && seat_for(IN_DEV_GAMEPAD, i) < 0) return true;
    return false;
}
