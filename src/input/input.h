/* input.h: one model for every device. Each *seat* (player) is bound to a pointer source: the
 * mouse, a gamepad-driven cursor, a keyboard half, or a touch zone of the screen. Everything
 * above this layer sees "seat 2 pressed at (x, y)", never the device. Coordinates are in the
 * renderer's logical units (see gfx.h). */
#ifndef CB_INPUT_H
#define CB_INPUT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

union SDL_Event;

enum { IN_MAX_SEATS = 6, IN_SEAT_ANY = -1 };

typedef enum in_device {
    IN_DEV_MOUSE,      /* the system mouse (and touch when no zone claims it) */
    IN_DEV_GAMEPAD,    /* device_index: which connected gamepad (0, 1, ...) */
    IN_DEV_KEYS_LEFT,  /* WASD to move the cursor, Q/E rotate, Space/LShift grab */
    IN_DEV_KEYS_RIGHT, /* arrows to move, ',' '.' rotate, Enter/RShift grab */
    IN_DEV_TOUCH_ZONE, /* fingers inside zone (a rectangle of the screen) */
} in_device;

typedef enum in_kind {
    IN_PRESS,   /* pointer down (left button, finger, gamepad A, keyboard-half grab) */
    IN_RELEASE, /* pointer up */
    IN_MOVE,    /* pointer moved (dx, dy relative) */
    IN_CANCEL,  /* the gesture was cancelled (right button while dragging, B, Escape) */
    IN_ROTATE,  /* rotate what is held or focused: amount = +1 clockwise quarter, -1 anti */
    IN_TWIST,   /* two-finger twist: angle in radians since last event */
    IN_ZOOM,    /* wheel or pinch: amount = scale factor (>1 zoom in) around (x, y) */
    IN_PAN,     /* two-finger or right-drag pan: dx, dy */
    IN_NAV,     /* focus navigation: key = one of in_nav */
    IN_TEXT,    /* text typed (UTF-8 in text) for a focused text field */
    IN_KEY,     /* any other key: key = SDL keycode, for shortcuts and text editing */
} in_kind;

typedef enum in_nav {
    IN_NAV_UP,
    IN_NAV_DOWN,
    IN_NAV_LEFT,
    IN_NAV_RIGHT,
    IN_NAV_ACCEPT,
    IN_NAV_BACK,
    IN_NAV_NEXT,
    IN_NAV_PREV,
    IN_NAV_MENU,
} in_nav;

typedef struct in_event {
    in_kind kind;
    int seat;    /* the seat bound to the device, or IN_SEAT_ANY for unbound devices */
    int pointer; /* pointer id within the seat (fingers), 0 otherwise */
    float x, y;  /* logical units */
    float dx, dy;
    float amount; /* rotate steps, twist radians, zoom factor */
    int key;      /* in_nav for IN_NAV, SDL keycode for IN_KEY */
    int mods;     /* SDL key modifiers */
    char text[32];
} in_event;

typedef struct in_binding {
    in_device device;
    int device_index;     /* gamepad index */
    float zx, zy, zw, zh; /* touch zone, logical units */
} in_binding;

typedef struct in_cursor {
    bool visible; /* drawn on screen (gamepad and keyboard halves have visible cursors) */
    bool down;
    float x, y;
} in_cursor;

void in_init(void);
void in_shutdown(void);
void in_set_scale(float logical_per_window_point); /* window points -> logical units */
void in_set_window(int w_points, int h_points);    /* window size (touch coords, cursor bounds);
                                                      0,0: asked from the GL window */
void in_set_text_mode(bool on);                    /* a text field is focused: Space, R and the
                                                      keyboard halves type instead (ui does it) */
void in_bind_seat(int seat, in_binding b);         /* several seats act at once */
void in_unbind_all(void);                          /* back to: everything is IN_SEAT_ANY */
/* Turns one SDL event into zero or more in_events; returns how many were written. */
int in_translate(const union SDL_Event *ev, in_event *out, int cap);
/* Advances gamepad/keyboard cursors by dt seconds (they move while a stick or key is held);
 * writes resulting IN_MOVE events. Returns how many. */
int in_update(double dt, in_event *out, int cap);
bool in_active(void);               /* a cursor is moving: keep frames coming */
in_cursor in_seat_cursor(int seat); /* where to draw a seat's cursor */
int in_gamepad_count(void);
const char *in_device_name(in_device d); /* translated, for the setup screen */
/* A device's stable key ("mouse", "pad", "left", "right", "touch"): saves and --scene seats. */
const char *in_device_key(in_device d);
bool in_device_from_key(const char *key, size_t len, in_device *out); /* the first len chars */

#endif
