/* input_int.h: what input.c (events of every device, seat bindings) and input_pad.c (gamepads,
 * held-key and stick cursors, in_update) share: seat bindings and cursors, the last mouse
 * position, and small in_event builders. Nobody outside src/input includes it. */
#ifndef CB_INPUT_INT_H
#define CB_INPUT_INT_H
#include "input/input.h"
#include <string.h>

enum { DIR_UP = 0, DIR_DOWN, DIR_LEFT, DIR_RIGHT };

typedef struct cursor {
    float x, y;
    bool down, keys[4], moving;
    double held;
} cursor;

/* ---- input.c: seats and the mouse ---- */
extern bool in_bound[IN_MAX_SEATS];       /* in_bind_seat was called for the seat */
extern in_binding in_binds[IN_MAX_SEATS]; /* its device */
extern cursor in_cursors[IN_MAX_SEATS];   /* its cursor (gamepad and keyboard-half seats) */
extern float in_mx, in_my;                /* last mouse position, logical units */

void in_bounds(float *w, float *h);      /* screen size in logical units */
int in_seat_for(in_device d, int index); /* the seat bound to a device, IN_SEAT_ANY none */

static inline bool put(in_event *out, int cap, int *n, in_event e)
{
    if (*n >= cap) return false;
    out[(*n)++] = e;
    return true;
}

static inline in_event make(in_kind k, int seat, float x, float y)
{
    in_event e;
    memset(&e, 0, sizeof e);
    e.kind = k;
    e.seat = seat;
    e.x = x;
    e.y = y;
    return e;
}

static inline in_event nav(int seat, in_nav n, float x, float y)
{
    in_event e = make(IN_NAV, seat, x, y);
    e.key = (int)n;
    return e;
}

static inline in_event amount(in_kind k, int seat, float x, float y, float a)
{
    in_event e = make(k, seat, x, y);
    e.amount = a;
    return e;
}

static inline bool cursor_device(in_device d)
{
    return d == IN_DEV_GAMEPAD || d == IN_DEV_KEYS_LEFT || d == IN_DEV_KEYS_RIGHT;
}

/* ---- input_pad.c: gamepad events (in_translate hands them over) ---- */
void in_pads_close(void);
int in_pad_added(const union SDL_Event *ev);
int in_pad_removed(const union SDL_Event *ev, in_event *out, int cap);
int in_pad_button(const union SDL_Event *ev, in_event *out, int cap);
int in_pad_axis(const union SDL_Event *ev);

#endif
