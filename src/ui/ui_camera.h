/* ui_camera.h: a 2D camera over a board's world (a city with no edges, a map): pan, zoom about a
 * point, fit a rectangle, follow the last move, eased with the settings' reduced motion. Boards
 * keep one, hand it their events, and draw through ui_camera_to_screen. World units are the
 * board's own (a tile is 1 x 1, say); screen units are the UI's logical units. */
#ifndef CITYBOX_UI_CAMERA_H
#define CITYBOX_UI_CAMERA_H

#include "input/input.h"
#include "render/gfx.h"
#include <stdbool.h>

typedef struct ui_camera {
    gfx_rect view;               /* where on screen the world is drawn */
    float cx, cy;                /* the world point at the view's centre */
    float zoom;                  /* screen units per world unit */
    float min_zoom, max_zoom;    /* zoom stays within these */
    gfx_rect bounds;             /* the centre stays inside (w or h 0: anywhere) */
    float to_cx, to_cy, to_zoom; /* where an eased move is heading */
    bool moving;                 /* an eased move is under way (keep frames coming) */
    bool held;                   /* a pointer pressed on empty space: a pan if it moves */
    bool panned;                 /* the held pointer moved far enough to be a pan */
    int held_seat, held_pointer;
    float press_x, press_y;
} ui_camera;

/* The camera looks at world (0, 0) at the given zoom and zoom range. */
void ui_camera_init(ui_camera *c, gfx_rect view, float zoom, float min_zoom, float max_zoom);
void ui_camera_set_view(ui_camera *c, gfx_rect view); /* the layout changed: same centre */
void ui_camera_set_bounds(ui_camera *c, gfx_rect world);

void ui_camera_to_screen(const ui_camera *c, float wx, float wy, float *sx, float *sy);
void ui_camera_to_world(const ui_camera *c, float sx, float sy, float *wx, float *wy);
gfx_rect ui_camera_rect_to_screen(const ui_camera *c, gfx_rect world);
gfx_rect ui_camera_visible(const ui_camera *c); /* the world rectangle the view shows */

/* Immediate moves (they stop an eased one). zoom_at keeps the world point under (sx, sy) there. */
void ui_camera_zoom_at(ui_camera *c, float factor, float sx, float sy);
void ui_camera_pan(ui_camera *c, float dx, float dy); /* screen units: the world follows the hand */

/* Eased moves (instant with reduced motion or animate false). fit shows all of world with a
 * margin (screen units) on every side, within the zoom range; follow moves only as much as needed
 * to bring world fully into view, keeping the zoom unless it cannot fit. */
void ui_camera_fit(ui_camera *c, gfx_rect world, float margin, bool animate);
void ui_camera_follow(ui_camera *c, gfx_rect world, float margin, bool animate);

/* Advances an eased move by dt seconds; true while it moves. */
bool ui_camera_tick(ui_camera *c, float dt);

/* Wheel and pinch zoom (IN_ZOOM), right-drag and two-finger pan (IN_PAN), + and - keys, and a
 * drag that starts on empty space (on_empty: the board's hit test found nothing at a press).
 * Events outside the view are left alone. true: consumed. A press on empty space that is
 * released without moving is not consumed, so the board sees a click. */
bool ui_camera_event(ui_camera *c, const in_event *ev, bool on_empty);

#endif
