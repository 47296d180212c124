/* megacity_board_paint.h: how MegaCity's pieces look, with no input and no state of its own:
 * building elements and platforms in side elevation (the workshop, the slide), the height ruler,
 * and the hex city seen from above with every delivered tower standing on its hex (the city view).
 * The board (megacity_board*.c) and the rules page's figures draw through these. Screen units are
 * logical pixels (y down); physics units are metres (y up), converted with `ppm` (pixels per
 * metre) around an origin = the platform top's centre on screen. */
#ifndef CB_MEGACITY_DRAW_H
#define CB_MEGACITY_DRAW_H
#include <stdbool.h>

#include "games/megacity/rules/megacity.h"
#include "games/megacity/physics/megacity_physics.h"
#include "render/gfx.h"

/* ---- side elevation ------------------------------------------------------------------------ */
typedef struct megacity_board_paint_frame {
    float ox, oy; /* screen position of the platform top's centre */
    float ppm;    /* pixels per metre */
} megacity_board_paint_frame;

enum {
    MEGACITY_BOARD_PAINT_PLAIN,
    MEGACITY_BOARD_PAINT_HELD,
    MEGACITY_BOARD_PAINT_BAD,
    MEGACITY_BOARD_PAINT_GHOST
}; /* element marks: normal, lifted, refused, preview */

/* Element `kind` (shape * 3 + material) at pose (metres, platform frame: y up from its top). */
void megacity_board_paint_element(megacity_board_paint_frame f, int kind,
                                  megacity_physics_pose pose, int mark);
/* The platform (id 1..24, side 0/1) shifted by dx metres, with its type colour; with ports, the
 * three technical ports and the vent marked on its top (covered ones drawn filled). */
void megacity_board_paint_platform(megacity_board_paint_frame f, int plat_id, int side, double dx,
                                   bool ports, const megacity_physics_tower *t);
/* A recorded tower: the platform and its elements at their stored poses. */
void megacity_board_paint_tower(megacity_board_paint_frame f, const megacity_plat *pl, int plat_id,
                                bool ports);
/* A ruler at screen x from the platform top up to `floors` floors, ticks every 10 floors,
 * the current height marked (floors_now) and the contract's minimum (floors_min, 0 none). */
void megacity_board_paint_ruler(megacity_board_paint_frame f, float x, int floors_max,
                                int floors_now, int floors_min);
/* The icon of an element kind fitted in r (the supply tray), with its count when > 1. */
void megacity_board_paint_element_icon(int kind, gfx_rect r, int count);

/* ---- the city (top view, hexes around Central Park) ---------------------------------------- */
typedef struct megacity_board_paint_city_cam {
    float zoom;         /* 1: the whole city fits the area */
    float pan_x, pan_y; /* logical pixels */
} megacity_board_paint_city_cam;

/* The ground is seen from a little above: hexes are squashed vertically by this factor (a cell
 * is radius wide and radius * MEGACITY_BOARD_PAINT_CITY_TILT high from its centre); towers stand
 * upright. */
#define MEGACITY_BOARD_PAINT_CITY_TILT 0.72f

/* Centre on screen of city cell (0..36) and the hex radius, for an area and camera. */
void megacity_board_paint_cell_centre(gfx_rect area, megacity_board_paint_city_cam cam, int cell,
                                      float *x, float *y, float *radius);
int megacity_board_paint_cell_at(gfx_rect area, megacity_board_paint_city_cam cam, float x,
                                 float y); /* -1 outside the city */
/* The city: hexes, Central Park, parks with their monuments, every delivered platform with its
 * tower standing on it (side elevation scaled down), the tallest-building marker, owners'
 * colours (seat_colors[p], NULL: defaults). mark_cells (bit per cell, may be 0): cells to
 * highlight (legal drops); hover: -1 none. */
void megacity_board_paint_city(const megacity_state *view, gfx_rect area,
                               megacity_board_paint_city_cam cam, const gfx_color *seat_colors,
                               uint64_t mark_cells, int hover);

/* The same with a ring around each cell whose rings[c] is not transparent (MEGACITY_CELLS colours,
 * NULL none): the hexes the last moves changed, in the mover's colour. */
void megacity_board_paint_city_marked(const megacity_state *view, gfx_rect area,
                                      megacity_board_paint_city_cam cam,
                                      const gfx_color *seat_colors, uint64_t mark_cells, int hover,
                                      const gfx_color *rings);

/* Drawing under a gfx camera that zooms by `zoom` about (ox, oy) (the board in a small window):
 * the clips these functions push are converted to window units. (1, 0, 0): none. */
void megacity_board_paint_set_view(float zoom, float ox, float oy);
void megacity_board_paint_push_clip(gfx_rect r); /* gfx_push_clip of r given in drawn units */

/* Colours: per material and per building type (the platform's face). */
gfx_color megacity_board_paint_material_color(int material);
gfx_color megacity_board_paint_type_color(int type);

#endif
