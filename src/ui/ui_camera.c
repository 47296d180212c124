/* ui_camera.c: see ui_camera.h. */
#include "ui/ui_camera.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>

enum { PAN_SLOP = 6 };           /* screen units a press may wander before it is a pan */
static const float EASE = 10.0f; /* per second: 1 - e^-10t, a move mostly done in 0.3 s */
static const float KEY_ZOOM = 1.25f;

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void keep_in(const ui_camera *c, float *x, float *y, float *z)
{
    *z = clampf(*z, c->min_zoom, c->max_zoom);
    if (c->bounds.w > 0 && c->bounds.h > 0) {
        *x = clampf(*x, c->bounds.x, c->bounds.x + c->bounds.w);
        *y = clampf(*y, c->bounds.y, c->bounds.y + c->bounds.h);
    }
}

static void settle(ui_camera *c)
{
    keep_in(c, &c->cx, &c->cy, &c->zoom);
    c->moving = false;
    c->to_cx = c->cx;
    c->to_cy = c->cy;
    c->to_zoom = c->zoom;
}

void ui_camera_init(ui_camera *c, gfx_rect view, float zoom, float min_zoom, float max_zoom)
{
    *c = (ui_camera){.view = view, .zoom = zoom, .min_zoom = min_zoom, .max_zoom = max_zoom};
    settle(c);
}

void ui_camera_set_view(ui_camera *c, gfx_rect view)
{
    c->view = view;
}

void ui_camera_set_bounds(ui_camera *c, gfx_rect world)
{
    c->bounds = world;
    keep_in(c, &c->cx, &c->cy, &c->zoom);
    keep_in(c, &c->to_cx, &c->to_cy, &c->to_zoom);
}

void ui_camera_to_screen(const ui_camera *c, float wx, float wy, float *sx, float *sy)
{
    *sx = c->view.x + c->view.w * 0.5f + (wx - c->cx) * c->zoom;
    *sy = c->view.y + c->view.h * 0.5f + (wy - c->cy) * c->zoom;
}

void ui_camera_to_world(const ui_camera *c, float sx, float sy, float *wx, float *wy)
{
    *wx = c->cx + (sx - c->view.x - c->view.w * 0.5f) / c->zoom;
    *wy = c->cy + (sy - c->view.y - c->view.h * 0.5f) / c->zoom;
}

gfx_rect ui_camera_rect_to_screen(const ui_camera *c, gfx_rect w)
{
    gfx_rect r;
    ui_camera_to_screen(c, w.x, w.y, &r.x, &r.y);
    r.w = w.w * c->zoom;
    r.h = w.h * c->zoom;
    return r;
}

gfx_rect ui_camera_visible(const ui_camera *c)
{
    gfx_rect r;
    ui_camera_to_world(c, c->view.x, c->view.y, &r.x, &r.y);
    r.w = c->view.w / c->zoom;
    r.h = c->view.h / c->zoom;
    return r;
}

void ui_camera_zoom_at(ui_camera *c, float factor, float sx, float sy)
{
    float wx, wy;
    ui_camera_to_world(c, sx, sy, &wx, &wy);
    c->zoom = clampf(c->zoom * factor, c->min_zoom, c->max_zoom);
    /* the world point (wx, wy) stays under (sx, sy) */
    c->cx = wx - (sx - c->view.x - c->view.w * 0.5f) / c->zoom;
    c->cy = wy - (sy - c->view.y - c->view.h * 0.5f) / c->zoom;
    settle(c);
}

void ui_camera_pan(ui_camera *c, float dx, float dy)
{
    c->cx -= dx / c->zoom;
    c->cy -= dy / c->zoom;
    settle(c);
}

static void go(ui_camera *c, float x, float y, float z, bool animate)
{
    keep_in(c, &x, &y, &z);
    c->to_cx = x;
    c->to_cy = y;
    c->to_zoom = z;
    c->moving = true;
    if (!animate || ui_reduced_motion()) {
        c->cx = x;
        c->cy = y;
        c->zoom = z;
        settle(c);
    }
}

static float fit_zoom(const ui_camera *c, gfx_rect world, float margin)
{
    float w = fmaxf(1e-3f, c->view.w - 2 * margin), h = fmaxf(1e-3f, c->view.h - 2 * margin);
    return fminf(w / fmaxf(world.w, 1e-3f), h / fmaxf(world.h, 1e-3f));
}

void ui_camera_fit(ui_camera *c, gfx_rect world, float margin, bool animate)
{
    go(c, world.x + world.w * 0.5f, world.y + world.h * 0.5f, fit_zoom(c, world, margin), animate);
}

/* The least move of the centre along one axis that shows [lo, hi] with margin m at zoom z. */
static float follow_axis(float centre, float lo, float hi, float half_view, float m, float z)
{
    float half = half_view / z, pad = m / z;
    if (hi - lo + 2 * pad >= 2 * half) return (lo + hi) * 0.5f; /* too big: centre it */
    if (lo - pad < centre - half) return lo - pad + half;
    if (hi + pad > centre + half) return hi + pad - half;
    return centre;
}

void ui_camera_follow(ui_camera *c, gfx_rect world, float margin, bool animate)
{
    float z = c->moving ? c->to_zoom : c->zoom;
    float from_x = c->moving ? c->to_cx : c->cx, from_y = c->moving ? c->to_cy : c->cy;
    z = fminf(z, fmaxf(c->min_zoom, fit_zoom(c, world, margin)));
    float x = follow_axis(from_x, world.x, world.x + world.w, c->view.w * 0.5f, margin, z);
    float y = follow_axis(from_y, world.y, world.y + world.h, c->view.h * 0.5f, margin, z);
    if (x != from_x || y != from_y || z != (c->moving ? c->to_zoom : c->zoom))
        go(c, x, y, z, animate);
}

bool ui_camera_tick(ui_camera *c, float dt)
{
    if (!c->moving) return false;
    float k = 1 - expf(-EASE * dt);
    c->cx += (c->to_cx - c->cx) * k;
    c->cy += (c->to_cy - c->cy) * k;
    /* zoom eases in log space, so zooming in and out feel the same */
    c->zoom = expf(logf(c->zoom) + (logf(c->to_zoom) - logf(c->zoom)) * k);
    float near = 0.25f / c->zoom; /* a quarter of a screen unit */
    if (fabsf(c->to_cx - c->cx) < near && fabsf(c->to_cy - c->cy) < near &&
        fabsf(c->to_zoom - c->zoom) < c->zoom * 1e-3f) {
        c->cx = c->to_cx;
        c->cy = c->to_cy;
        c->zoom = c->to_zoom;
        settle(c);
        return true; /* this frame still moved */
    }
    return true;
}

static bool inside(const ui_camera *c, float x, float y)
{
    return x >= c->view.x && y >= c->view.y && x < c->view.x + c->view.w &&
           y < c->view.y + c->view.h;
}

bool ui_camera_event(ui_camera *c, const in_event *ev, bool on_empty)
{
    bool same = c->held && ev->seat == c->held_seat && ev->pointer == c->held_pointer;
    switch (ev->kind) {
    case IN_ZOOM:
        if (!inside(c, ev->x, ev->y) || ev->amount <= 0) return false;
        ui_camera_zoom_at(c, ev->amount, ev->x, ev->y);
        return true;
    case IN_PAN:
        if (!inside(c, ev->x, ev->y) && !same) return false;
        ui_camera_pan(c, ev->dx, ev->dy);
        return true;
    case IN_KEY: {
        bool in = ev->key == SDLK_PLUS || ev->key == SDLK_EQUALS || ev->key == SDLK_KP_PLUS;
        bool out = ev->key == SDLK_MINUS || ev->key == SDLK_KP_MINUS;
        if (!in && !out) return false;
        ui_camera_zoom_at(c, in ? KEY_ZOOM : 1 / KEY_ZOOM, c->view.x + c->view.w * 0.5f,
                          c->view.y + c->view.h * 0.5f);
        return true;
    }
    case IN_PRESS:
        if (!on_empty || !inside(c, ev->x, ev->y)) return false;
        c->held = true;
        c->panned = false;
        c->held_seat = ev->seat;
        c->held_pointer = ev->pointer;
        c->press_x = ev->x;
        c->press_y = ev->y;
        return false; /* the board still sees the press (a click on empty space) */
    case IN_MOVE:
        if (!same) return false;
        if (!c->panned && hypotf(ev->x - c->press_x, ev->y - c->press_y) < PAN_SLOP) return true;
        if (!c->panned) { /* the slop is paid back, so the world stays under the hand */
            ui_camera_pan(c, ev->x - c->press_x, ev->y - c->press_y);
            c->panned = true;
            return true;
        }
        ui_camera_pan(c, ev->dx, ev->dy);
        return true;
    case IN_RELEASE:
    case IN_CANCEL:
        if (!same) return false;
        c->held = false;
        return c->panned; /* a pan's release is not a click */
    default: return false;
    }
}
