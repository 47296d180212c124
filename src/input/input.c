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
 *
 * Gamepads (hot-plug slots, buttons, stick) and the cursors that move while a stick or key is
 * held (in_update) are in input_pad.c; what the two files share is in input_int.h. */
#include "input/input.h"
#include "core/i18n.h"
#include "input/input_int.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { MAX_FINGERS = 10 };

static const float RIGHT_DRAG_SLOP = 6.0f;
static const float WHEEL_ZOOM = 1.1f;

typedef struct finger {
    bool used, primary;
    SDL_TouchID touch;
    SDL_FingerID id;
    int seat;
    float x, y;
} finger;

static float scale = 1.0f;
static int win_w, win_h;
static bool text_mode;
bool in_bound[IN_MAX_SEATS];
in_binding in_binds[IN_MAX_SEATS];
cursor in_cursors[IN_MAX_SEATS];
static finger fingers[MAX_FINGERS];
float in_mx, in_my;
static bool left_down, right_down, right_dragged;
static float right_x, right_y;

/* ---- helpers ---------------------------------------------------------------------------- */

void in_bounds(float *w, float *h)
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

int in_seat_for(in_device d, int index)
{
    for (int s = 0; s < IN_MAX_SEATS; s++)
        if (in_bound[s] && in_binds[s].device == d &&
            (d != IN_DEV_GAMEPAD || in_binds[s].device_index == index))
            return s;
    return IN_SEAT_ANY;
}

static int mouse_seat(void)
{
    return in_seat_for(IN_DEV_MOUSE, 0);
}

static void place_cursor(int seat)
{
    float w, h;
    in_bounds(&w, &h);
    in_cursors[seat].x = w * (float)(seat + 1) / (float)(IN_MAX_SEATS + 1);
    in_cursors[seat].y = h * 0.5f;
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
    in_pads_close();
    memset(fingers, 0, sizeof fingers);
    memset(in_cursors, 0, sizeof in_cursors);
    memset(in_bound, 0, sizeof in_bound);
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
    in_bound[seat] = true;
    in_binds[seat] = b;
    memset(&in_cursors[seat], 0, sizeof in_cursors[seat]);
    if (cursor_device(b.device)) place_cursor(seat);
}

void in_unbind_all(void)
{
    memset(in_bound, 0, sizeof in_bound);
    memset(in_cursors, 0, sizeof in_cursors);
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

static const char *const device_keys[] = {
    [IN_DEV_MOUSE] = "mouse",      [IN_DEV_GAMEPAD] = "pad",      [IN_DEV_KEYS_LEFT] = "left",
    [IN_DEV_KEYS_RIGHT] = "right", [IN_DEV_TOUCH_ZONE] = "touch",
};
enum { NKEYS = sizeof device_keys / sizeof device_keys[0] };

const char *in_device_key(in_device d)
{
    return (int)d >= 0 && (int)d < NKEYS ? device_keys[d] : "";
}

bool in_device_from_key(const char *key, size_t len, in_device *out)
{
    for (int d = 0; d < NKEYS; d++)
        if (strlen(device_keys[d]) == len && strncmp(key, device_keys[d], len) == 0)
            return (*out = (in_device)d), true;
    return false;
}

in_cursor in_seat_cursor(int seat)
{
    in_cursor c = {0};
    if (seat < 0 || seat >= IN_MAX_SEATS || !in_bound[seat]) return c;
    c.visible = cursor_device(in_binds[seat].device);
    c.down = in_cursors[seat].down;
    c.x = in_cursors[seat].x;
    c.y = in_cursors[seat].y;
    return c;
}

/* ---- mouse ------------------------------------------------------------------------------ */

static int mouse_event(const SDL_Event *ev, in_event *out, int cap)
{
    int n = 0, seat = mouse_seat();
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        if (ev->motion.which == SDL_TOUCH_MOUSEID) return 0; /* fingers speak for themselves */
        in_mx = (float)ev->motion.x * scale;
        in_my = (float)ev->motion.y * scale;
        in_event e = make(IN_MOVE, seat, in_mx, in_my);
        e.dx = (float)ev->motion.xrel * scale;
        e.dy = (float)ev->motion.yrel * scale;
        put(out, cap, &n, e);
        if (right_down && !left_down) {
            if (!right_dragged && hypotf(in_mx - right_x, in_my - right_y) > RIGHT_DRAG_SLOP) {
                right_dragged = true;
                e.dx = in_mx - right_x; /* the slop is part of the pan */
                e.dy = in_my - right_y;
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
        in_mx = (float)ev->button.x * scale;
        in_my = (float)ev->button.y * scale;
        if (ev->button.button == SDL_BUTTON_LEFT) {
            left_down = down;
            put(out, cap, &n, make(down ? IN_PRESS : IN_RELEASE, seat, in_mx, in_my));
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            if (down && left_down) {
                put(out, cap, &n, amount(IN_ROTATE, seat, in_mx, in_my, 1.0f));
            } else if (down) {
                right_down = true;
                right_dragged = false;
                right_x = in_mx;
                right_y = in_my;
            } else if (right_down) {
                if (!right_dragged) put(out, cap, &n, make(IN_CANCEL, seat, in_mx, in_my));
                right_down = right_dragged = false;
            }
        } else if (ev->button.button == SDL_BUTTON_X1 && down) {
            put(out, cap, &n, nav(seat, IN_NAV_BACK, in_mx, in_my));
        }
        return n;
    }
    case SDL_MOUSEWHEEL: {
        if (ev->wheel.which == SDL_TOUCH_MOUSEID) return 0;
        float y = ev->wheel.preciseY != 0.0f ? ev->wheel.preciseY : (float)ev->wheel.y;
        if (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
        if (y == 0.0f) return 0;
        if (left_down)
            put(out, cap, &n, amount(IN_ROTATE, seat, in_mx, in_my, y > 0 ? -1.0f : 1.0f));
        else
            put(out, cap, &n, amount(IN_ZOOM, seat, in_mx, in_my, powf(WHEEL_ZOOM, y)));
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
        int seat = in_seat_for(halves[h], 0), arg = 0;
        if (seat < 0) continue;
        half_role role = half_key(halves[h], k, &arg);
        if (role == ROLE_NONE) continue;
        cursor *c = &in_cursors[seat];
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
    case SDLK_UP: e = nav(seat, IN_NAV_UP, in_mx, in_my); break;
    case SDLK_DOWN: e = nav(seat, IN_NAV_DOWN, in_mx, in_my); break;
    case SDLK_LEFT: e = nav(seat, IN_NAV_LEFT, in_mx, in_my); break;
    case SDLK_RIGHT: e = nav(seat, IN_NAV_RIGHT, in_mx, in_my); break;
    case SDLK_TAB: e = nav(seat, shift ? IN_NAV_PREV : IN_NAV_NEXT, in_mx, in_my); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: e = nav(seat, IN_NAV_ACCEPT, in_mx, in_my); break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK: e = nav(seat, IN_NAV_BACK, in_mx, in_my); break;
    case SDLK_SPACE:
        if (text_mode) goto plain;
        e = nav(seat, IN_NAV_ACCEPT, in_mx, in_my);
        break;
    case SDLK_r:
        if (text_mode || (mods & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) goto plain;
        if (rep) return 0;
        e = amount(IN_ROTATE, seat, in_mx, in_my, shift ? -1.0f : 1.0f);
        break;
    default:
    plain:
        if (is_modifier(k)) return 0;
        e = make(IN_KEY, seat, in_mx, in_my);
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
        const in_binding *b = &in_binds[s];
        if (in_bound[s] && b->device == IN_DEV_TOUCH_ZONE && x >= b->zx && y >= b->zy &&
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
    in_bounds(&w, &h);
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

/* ---- the entry point (in_update, the other one, is in input_pad.c) ---------------------- */

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
        in_event e = make(IN_TEXT, mouse_seat(), in_mx, in_my);
        snprintf(e.text, sizeof e.text, "%s", ev->text.text);
        out[0] = e;
        return 1;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: return finger_event(ev, out, cap);
    case SDL_CONTROLLERDEVICEADDED: return in_pad_added(ev);
    case SDL_CONTROLLERDEVICEREMOVED: return in_pad_removed(ev, out, cap);
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: return in_pad_button(ev, out, cap);
    case SDL_CONTROLLERAXISMOTION: return in_pad_axis(ev);
    default: return 0;
    }
}
