/* test_input.c: SDL events built in memory go through in_translate/in_update; the in_events
 * must carry the right kind, seat and logical coordinates. No window, no wall clock. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "input/input.h"
#include <SDL.h>
#include <math.h>
#include <string.h>

static in_event out[16];

static int feed(SDL_Event *e)
{
    return in_translate(e, out, 16);
}

static int setup(void **state)
{
    (void)state;
    in_init();
    in_set_scale(1.0f);
    in_set_window(1000, 1000);
    return 0;
}

/* The scancode a US keyboard gives for k (SDL's keymap needs an initialised keyboard). */
static SDL_Scancode us_scancode(SDL_Keycode k)
{
    if (k >= SDLK_a && k <= SDLK_z) return (SDL_Scancode)(SDL_SCANCODE_A + (k - SDLK_a));
    switch (k) {
    case SDLK_UP: return SDL_SCANCODE_UP;
    case SDLK_DOWN: return SDL_SCANCODE_DOWN;
    case SDLK_LEFT: return SDL_SCANCODE_LEFT;
    case SDLK_RIGHT: return SDL_SCANCODE_RIGHT;
    case SDLK_RETURN: return SDL_SCANCODE_RETURN;
    case SDLK_SPACE: return SDL_SCANCODE_SPACE;
    case SDLK_TAB: return SDL_SCANCODE_TAB;
    case SDLK_ESCAPE: return SDL_SCANCODE_ESCAPE;
    case SDLK_PERIOD: return SDL_SCANCODE_PERIOD;
    case SDLK_COMMA: return SDL_SCANCODE_COMMA;
    case SDLK_LSHIFT: return SDL_SCANCODE_LSHIFT;
    default: return SDL_SCANCODE_UNKNOWN;
    }
}

static int key(SDL_Keycode k, bool down, int mods)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = us_scancode(k);
    e.key.keysym.mod = (Uint16)mods;
    return feed(&e);
}

static int mouse_button(int button, bool down, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = (Uint8)button;
    e.button.x = x;
    e.button.y = y;
    return feed(&e);
}

static int mouse_move(int x, int y, int dx, int dy)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    e.motion.xrel = dx;
    e.motion.yrel = dy;
    return feed(&e);
}

static int finger(Uint32 type, SDL_FingerID id, float x, float y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = x;
    e.tfinger.y = y;
    return feed(&e);
}

static int pad_button(SDL_JoystickID inst, int button, bool down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.which = inst;
    e.cbutton.button = (Uint8)button;
    return feed(&e);
}

static void test_scale_and_mouse(void **state)
{
    (void)state;
    in_set_scale(0.5f);
    assert_int_equal(mouse_move(200, 100, 10, -4), 1);
    assert_int_equal(out[0].kind, IN_MOVE);
    assert_int_equal(out[0].seat, IN_SEAT_ANY);
    assert_true(fabsf(out[0].x - 100) < 1e-4f && fabsf(out[0].y - 50) < 1e-4f);
    assert_true(fabsf(out[0].dx - 5) < 1e-4f && fabsf(out[0].dy + 2) < 1e-4f);
    assert_int_equal(mouse_button(SDL_BUTTON_LEFT, true, 300, 300), 1);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_true(fabsf(out[0].x - 150) < 1e-4f);
    assert_int_equal(mouse_button(SDL_BUTTON_LEFT, false, 300, 300), 1);
    assert_int_equal(out[0].kind, IN_RELEASE);

    /* Bound: the mouse's events carry its seat, and so do unbound keys. */
    in_bind_seat(2, (in_binding){.device = IN_DEV_MOUSE});
    mouse_button(SDL_BUTTON_LEFT, true, 10, 10);
    assert_int_equal(out[0].seat, 2);
    mouse_button(SDL_BUTTON_LEFT, false, 10, 10);
    key(SDLK_TAB, true, 0);
    assert_int_equal(out[0].seat, 2);
    in_unbind_all();
    mouse_button(SDL_BUTTON_LEFT, true, 10, 10);
    assert_int_equal(out[0].seat, IN_SEAT_ANY);
    mouse_button(SDL_BUTTON_LEFT, false, 10, 10);
}

static void test_right_button_and_wheel(void **state)
{
    (void)state;
    /* Right click alone cancels (on release). */
    assert_int_equal(mouse_button(SDL_BUTTON_RIGHT, true, 50, 50), 0);
    assert_int_equal(mouse_button(SDL_BUTTON_RIGHT, false, 50, 50), 1);
    assert_int_equal(out[0].kind, IN_CANCEL);
    /* Right click while dragging with the left button rotates. */
    mouse_button(SDL_BUTTON_LEFT, true, 50, 50);
    assert_int_equal(mouse_button(SDL_BUTTON_RIGHT, true, 50, 50), 1);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_true(out[0].amount == 1.0f);
    assert_int_equal(mouse_button(SDL_BUTTON_RIGHT, false, 50, 50), 0);
    /* The wheel rotates while the left button is held (down = clockwise)... */
    SDL_Event w;
    memset(&w, 0, sizeof w);
    w.type = SDL_MOUSEWHEEL;
    w.wheel.y = -1;
    assert_int_equal(feed(&w), 1);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_true(out[0].amount == 1.0f);
    mouse_button(SDL_BUTTON_LEFT, false, 50, 50);
    /* ...and zooms otherwise. */
    w.wheel.y = 1;
    assert_int_equal(feed(&w), 1);
    assert_int_equal(out[0].kind, IN_ZOOM);
    assert_true(fabsf(out[0].amount - 1.1f) < 1e-5f);
    /* A right drag pans and does not cancel. */
    mouse_button(SDL_BUTTON_RIGHT, true, 100, 100);
    assert_int_equal(mouse_move(103, 100, 3, 0), 1); /* inside the slop: only a move */
    assert_int_equal(mouse_move(120, 100, 17, 0), 2);
    assert_int_equal(out[1].kind, IN_PAN);
    assert_true(fabsf(out[1].dx - 20) < 1e-4f);
    assert_int_equal(mouse_button(SDL_BUTTON_RIGHT, false, 120, 100), 0);
    /* Mouse events SDL makes up from touches are ignored (the fingers speak). */
    SDL_Event m;
    memset(&m, 0, sizeof m);
    m.type = SDL_MOUSEBUTTONDOWN;
    m.button.which = SDL_TOUCH_MOUSEID;
    m.button.button = SDL_BUTTON_LEFT;
    assert_int_equal(feed(&m), 0);
}

static void test_keyboard_navigation(void **state)
{
    (void)state;
    struct {
        SDL_Keycode k;
        int mods;
        in_nav nav;
    } cases[] = {
        {SDLK_UP, 0, IN_NAV_UP},         {SDLK_DOWN, 0, IN_NAV_DOWN},
        {SDLK_LEFT, 0, IN_NAV_LEFT},     {SDLK_RIGHT, 0, IN_NAV_RIGHT},
        {SDLK_TAB, 0, IN_NAV_NEXT},      {SDLK_TAB, KMOD_LSHIFT, IN_NAV_PREV},
        {SDLK_RETURN, 0, IN_NAV_ACCEPT}, {SDLK_SPACE, 0, IN_NAV_ACCEPT},
        {SDLK_ESCAPE, 0, IN_NAV_BACK},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(key(cases[i].k, true, cases[i].mods), 1);
        assert_int_equal(out[0].kind, IN_NAV);
        assert_int_equal(out[0].key, cases[i].nav);
        assert_int_equal(key(cases[i].k, false, cases[i].mods), 0);
    }
    assert_int_equal(key(SDLK_r, true, 0), 1);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_true(out[0].amount == 1.0f);
    key(SDLK_r, true, KMOD_LSHIFT);
    assert_true(out[0].amount == -1.0f);
    assert_int_equal(key(SDLK_x, true, 0), 1);
    assert_int_equal(out[0].kind, IN_KEY);
    assert_int_equal(out[0].key, SDLK_x);
    assert_int_equal(key(SDLK_LSHIFT, true, 0), 0); /* a modifier alone says nothing */

    /* In text mode, Space and R are typing; arrows still navigate. */
    in_set_text_mode(true);
    key(SDLK_SPACE, true, 0);
    assert_int_equal(out[0].kind, IN_KEY);
    key(SDLK_r, true, 0);
    assert_int_equal(out[0].kind, IN_KEY);
    key(SDLK_LEFT, true, 0);
    assert_int_equal(out[0].kind, IN_NAV);
    in_set_text_mode(false);

    SDL_Event t;
    memset(&t, 0, sizeof t);
    t.type = SDL_TEXTINPUT;
    strcpy(t.text.text, "é");
    assert_int_equal(feed(&t), 1);
    assert_int_equal(out[0].kind, IN_TEXT);
    assert_string_equal(out[0].text, "é");
}

static void test_keyboard_halves(void **state)
{
    (void)state;
    in_bind_seat(1, (in_binding){.device = IN_DEV_KEYS_LEFT});
    in_bind_seat(3, (in_binding){.device = IN_DEV_KEYS_RIGHT});
    in_cursor c1 = in_seat_cursor(1), c3 = in_seat_cursor(3);
    assert_true(c1.visible && c3.visible);
    assert_false(in_seat_cursor(0).visible);

    /* W moves seat 1's cursor up while held; nothing is emitted by the key itself. */
    assert_int_equal(key(SDLK_w, true, 0), 0);
    int n = in_update(0.02, out, 16);
    assert_int_equal(n, 1);
    assert_int_equal(out[0].kind, IN_MOVE);
    assert_int_equal(out[0].seat, 1);
    assert_true(out[0].dy < 0 && out[0].dx == 0);
    assert_true(in_active());
    float early = -out[0].dy;
    for (int i = 0; i < 30; i++) in_update(0.02, out, 16);
    n = in_update(0.02, out, 16);
    assert_int_equal(n, 1);
    assert_true(-out[0].dy > early * 1.5f); /* acceleration */
    key(SDLK_w, false, 0);
    assert_int_equal(in_update(0.1, out, 16), 0);
    assert_false(in_active());

    c1 = in_seat_cursor(1);
    assert_int_equal(key(SDLK_SPACE, true, 0), 1);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_int_equal(out[0].seat, 1);
    assert_true(out[0].x == c1.x && out[0].y == c1.y);
    assert_true(in_seat_cursor(1).down);
    assert_int_equal(key(SDLK_SPACE, false, 0), 1);
    assert_int_equal(out[0].kind, IN_RELEASE);
    key(SDLK_q, true, 0);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_int_equal(out[0].seat, 1);
    assert_true(out[0].amount == -1.0f);

    /* Physical keys: on AZERTY the key at W's place types 'z' and still moves seat 1 up. */
    SDL_Event az;
    memset(&az, 0, sizeof az);
    az.type = SDL_KEYDOWN;
    az.key.keysym.sym = SDLK_z;
    az.key.keysym.scancode = SDL_SCANCODE_W;
    assert_int_equal(feed(&az), 0);
    assert_int_equal(in_update(0.02, out, 16), 1);
    assert_true(out[0].dy < 0);
    az.type = SDL_KEYUP;
    feed(&az);

    /* The right half: arrows move seat 3 (not navigation), Enter grabs, '.' rotates. */
    assert_int_equal(key(SDLK_RIGHT, true, 0), 0);
    n = in_update(0.1, out, 16);
    assert_int_equal(n, 1);
    assert_int_equal(out[0].seat, 3);
    assert_true(out[0].dx > 0);
    key(SDLK_RIGHT, false, 0);
    key(SDLK_RETURN, true, 0);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_int_equal(out[0].seat, 3);
    key(SDLK_RETURN, false, 0);
    key(SDLK_PERIOD, true, 0);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_true(out[0].amount == 1.0f);
    /* Keys of no half keep their meaning. */
    key(SDLK_TAB, true, 0);
    assert_int_equal(out[0].kind, IN_NAV);

    /* Unbound again: arrows navigate. */
    in_unbind_all();
    key(SDLK_RIGHT, true, 0);
    assert_int_equal(out[0].kind, IN_NAV);
    assert_int_equal(out[0].key, IN_NAV_RIGHT);
    key(SDLK_RIGHT, false, 0);
}

static void test_touch_zones(void **state)
{
    (void)state;
    in_set_window(1280, 720);
    in_bind_seat(0,
                 (in_binding){.device = IN_DEV_TOUCH_ZONE, .zx = 0, .zy = 0, .zw = 640, .zh = 720});
    in_bind_seat(
        1, (in_binding){.device = IN_DEV_TOUCH_ZONE, .zx = 640, .zy = 0, .zw = 640, .zh = 720});
    assert_int_equal(finger(SDL_FINGERDOWN, 7, 0.25f, 0.5f), 1);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_int_equal(out[0].seat, 0);
    assert_true(fabsf(out[0].x - 320) < 1e-3f && fabsf(out[0].y - 360) < 1e-3f);
    assert_true(out[0].pointer > 0);
    int p0 = out[0].pointer;
    /* Another player's finger at the same time, in the other zone: its own press. */
    assert_int_equal(finger(SDL_FINGERDOWN, 8, 0.75f, 0.5f), 1);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_int_equal(out[0].seat, 1);
    /* A finger keeps its seat even when it wanders into the other zone. */
    assert_int_equal(finger(SDL_FINGERMOTION, 7, 0.6f, 0.5f), 1);
    assert_int_equal(out[0].kind, IN_MOVE);
    assert_int_equal(out[0].seat, 0);
    assert_int_equal(out[0].pointer, p0);
    assert_int_equal(finger(SDL_FINGERUP, 7, 0.6f, 0.5f), 1);
    assert_int_equal(out[0].kind, IN_RELEASE);
    assert_int_equal(out[0].seat, 0);
    assert_int_equal(finger(SDL_FINGERUP, 8, 0.75f, 0.5f), 1);
    assert_int_equal(out[0].seat, 1);
    in_unbind_all();
    /* No zone: unbound touches are IN_SEAT_ANY. */
    finger(SDL_FINGERDOWN, 9, 0.1f, 0.1f);
    assert_int_equal(out[0].seat, IN_SEAT_ANY);
    finger(SDL_FINGERUP, 9, 0.1f, 0.1f);
}

static const in_event *find(int n, in_kind k)
{
    for (int i = 0; i < n; i++)
        if (out[i].kind == k) return &out[i];
    return NULL;
}

static void test_pinch_twist_pan(void **state)
{
    (void)state;
    /* Window 1000x1000 points at scale 1: normalised 0.4 -> 400 units. */
    assert_int_equal(finger(SDL_FINGERDOWN, 1, 0.4f, 0.5f), 1);
    assert_int_equal(finger(SDL_FINGERDOWN, 2, 0.6f, 0.5f), 0); /* second finger: a gesture */
    /* Finger 2 swings a quarter turn clockwise around finger 1 at the same distance. */
    int n = finger(SDL_FINGERMOTION, 2, 0.4f, 0.7f);
    const in_event *tw = find(n, IN_TWIST), *pan = find(n, IN_PAN);
    assert_non_null(tw);
    assert_true(fabsf(tw->amount - 1.5707963f) < 1e-3f);
    assert_null(find(n, IN_ZOOM)); /* same distance: no zoom */
    assert_null(find(n, IN_MOVE)); /* only the first finger moves a pointer */
    assert_non_null(pan);
    assert_true(fabsf(pan->dx + 100) < 1e-2f && fabsf(pan->dy - 100) < 1e-2f);
    assert_true(fabsf(pan->x - 400) < 1e-2f && fabsf(pan->y - 600) < 1e-2f); /* centroid */
    /* Spread: distance 200 -> 400 doubles the zoom. */
    n = finger(SDL_FINGERMOTION, 2, 0.4f, 0.9f);
    const in_event *z = find(n, IN_ZOOM);
    assert_non_null(z);
    assert_true(fabsf(z->amount - 2.0f) < 1e-3f);
    assert_null(find(n, IN_TWIST));
    /* The first finger still moves its pointer during the gesture. */
    n = finger(SDL_FINGERMOTION, 1, 0.41f, 0.5f);
    assert_non_null(find(n, IN_MOVE));
    assert_int_equal(finger(SDL_FINGERUP, 2, 0.4f, 0.9f), 0);
    assert_int_equal(finger(SDL_FINGERUP, 1, 0.41f, 0.5f), 1);
    assert_int_equal(out[0].kind, IN_RELEASE);
}

static void test_gamepad(void **state)
{
    (void)state;
    const SDL_JoystickID pad = 42;
    /* Unbound: the pad navigates menus. */
    assert_int_equal(pad_button(pad, SDL_CONTROLLER_BUTTON_A, true), 1);
    assert_int_equal(out[0].kind, IN_NAV);
    assert_int_equal(out[0].key, IN_NAV_ACCEPT);
    assert_int_equal(out[0].seat, IN_SEAT_ANY);
    pad_button(pad, SDL_CONTROLLER_BUTTON_DPAD_UP, true);
    assert_int_equal(out[0].key, IN_NAV_UP);
    pad_button(pad, SDL_CONTROLLER_BUTTON_DPAD_UP, false);
    pad_button(pad, SDL_CONTROLLER_BUTTON_B, true);
    assert_int_equal(out[0].key, IN_NAV_BACK);
    assert_int_equal(in_gamepad_count(), 1);

    /* Bound to seat 4: a cursor, A presses, shoulders rotate, B cancels, Start = menu. */
    in_bind_seat(4, (in_binding){.device = IN_DEV_GAMEPAD, .device_index = 0});
    in_cursor c = in_seat_cursor(4);
    assert_true(c.visible);
    assert_int_equal(pad_button(pad, SDL_CONTROLLER_BUTTON_A, true), 1);
    assert_int_equal(out[0].kind, IN_PRESS);
    assert_int_equal(out[0].seat, 4);
    assert_true(out[0].x == c.x && out[0].y == c.y);
    assert_true(in_seat_cursor(4).down);
    pad_button(pad, SDL_CONTROLLER_BUTTON_A, false);
    assert_int_equal(out[0].kind, IN_RELEASE);
    pad_button(pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, true);
    assert_int_equal(out[0].kind, IN_ROTATE);
    assert_true(out[0].amount == 1.0f);
    pad_button(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
    assert_true(out[0].amount == -1.0f);
    pad_button(pad, SDL_CONTROLLER_BUTTON_B, true);
    assert_int_equal(out[0].kind, IN_CANCEL);
    pad_button(pad, SDL_CONTROLLER_BUTTON_START, true);
    assert_int_equal(out[0].kind, IN_NAV);
    assert_int_equal(out[0].key, IN_NAV_MENU);

    /* The stick moves the cursor, faster the longer it is held. */
    SDL_Event ax;
    memset(&ax, 0, sizeof ax);
    ax.type = SDL_CONTROLLERAXISMOTION;
    ax.caxis.which = pad;
    ax.caxis.axis = SDL_CONTROLLER_AXIS_LEFTX;
    ax.caxis.value = 32767;
    assert_int_equal(feed(&ax), 0);
    assert_int_equal(in_update(0.05, out, 16), 1);
    assert_int_equal(out[0].seat, 4);
    assert_true(out[0].dx > 0);
    assert_true(in_seat_cursor(4).x > c.x);
    ax.caxis.value = 3000; /* inside the dead zone */
    feed(&ax);
    assert_int_equal(in_update(0.05, out, 16), 0);

    /* Unplugged while holding: the gesture is cancelled. */
    pad_button(pad, SDL_CONTROLLER_BUTTON_A, true);
    SDL_Event rm;
    memset(&rm, 0, sizeof rm);
    rm.type = SDL_CONTROLLERDEVICEREMOVED;
    rm.cdevice.which = pad;
    assert_int_equal(feed(&rm), 1);
    assert_int_equal(out[0].kind, IN_CANCEL);
    assert_int_equal(out[0].seat, 4);
    assert_int_equal(in_gamepad_count(), 0);
}

static void test_unbound_stick_repeats(void **state)
{
    (void)state;
    SDL_Event ax;
    memset(&ax, 0, sizeof ax);
    ax.type = SDL_CONTROLLERAXISMOTION;
    ax.caxis.which = 5;
    ax.caxis.axis = SDL_CONTROLLER_AXIS_LEFTY;
    ax.caxis.value = 32767;
    feed(&ax);
    int navs = 0;
    for (int i = 0; i < 100; i++) { /* one second at 100 Hz */
        int n = in_update(0.01, out, 16);
        for (int k = 0; k < n; k++) {
            assert_int_equal(out[k].kind, IN_NAV);
            assert_int_equal(out[k].key, IN_NAV_DOWN);
            navs++;
        }
    }
    /* First at once, next after 0.4 s, then every 0.13 s: 1 + 1 + 4 = 6 in one second. */
    assert_in_range(navs, 5, 7);
}

static void test_device_names(void **state)
{
    (void)state;
    for (int d = IN_DEV_MOUSE; d <= IN_DEV_TOUCH_ZONE; d++) {
        const char *n = in_device_name((in_device)d);
        assert_non_null(n);
        assert_true(n[0] != 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_scale_and_mouse, setup),
        cmocka_unit_test_setup(test_right_button_and_wheel, setup),
        cmocka_unit_test_setup(test_keyboard_navigation, setup),
        cmocka_unit_test_setup(test_keyboard_halves, setup),
        cmocka_unit_test_setup(test_touch_zones, setup),
        cmocka_unit_test_setup(test_pinch_twist_pan, setup),
        cmocka_unit_test_setup(test_gamepad, setup),
        cmocka_unit_test_setup(test_unbound_stick_repeats, setup),
        cmocka_unit_test_setup(test_device_names, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
