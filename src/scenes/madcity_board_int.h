/* madcity_board_int.h: what the Mad City board's two files share (state, input and bots in
 * madcity_board.c, drawing in madcity_board_draw.c). Nobody else includes it. */
#ifndef CB_MADCITY_BOARD_INT_H
#define CB_MADCITY_BOARD_INT_H
#include "games/madcity/madcity.h"
#include "scenes/play.h"
#include "ui/ui.h"
#include <stdlib.h>

enum {
    MDB_TRAY_MAX = MAD_MAX_HAND + 1, /* hand tiles (+ the drawn puzzle tile) */
    MDB_PIECES = MDB_TRAY_MAX + MAD_MAX_CELLS,
    MDB_TRAY_TARGET = MAD_MAX_CELLS, /* target index of the tray (return a tile) */
    MDB_COMMON_TARGET,               /* the common tile in the middle (swap variant) */
    MDB_FLASHES = 12,
};

/* One seat's panel: its city grid, its tray, its buttons. */
typedef struct mdb_panel {
    gfx_rect r, head, grid, tray, button;
    gfx_rect claims[4]; /* contractor chips (Standard game), empty otherwise */
    float cell, tile;   /* grid cell side, tray tile side */
    int side;           /* cells per row: 3, or 4 in solitaire */
    int tray_cols;
} mdb_panel;

typedef struct mdb_seat {
    struct mdb *b;
    int seat;
    ui_drag drag; /* this seat's tiles: tray pieces then grid pieces */
    int piece_tile[MDB_PIECES];
    int piece_cell[MDB_PIECES];  /* -1: in the tray */
    uint8_t hand_rot[MAD_TILES]; /* how the player turned tiles still in hand */
    float press_x, press_y;
    bool pressed;
    ui_button done, ready, skip, from_tr, from_bl; /* skip and from_*: advanced puzzle */
    struct mad_bot *bot;                           /* bot seats: ai/madcity_bot */
    float flash;                                   /* a refused action: the panel edge flashes */
    uint64_t key;                                  /* what the pieces were built from */
} mdb_seat;

typedef struct mdb_flash {
    int seat, cell;
    float t; /* 0..1 */
} mdb_flash;

typedef struct mdb_road { /* the longest road of a city, kept while the city stays */
    mad_cell grid[MAD_MAX_CELLS];
    int cells[64], n;
    bool valid;
} mdb_road;

typedef struct mdb {
    play *p;
    const game_def *g;
    gfx_rect area;
    float scale;
    uint64_t hash;
    bool dirty;
    int players;
    madcity_state seat_view, scratch;
    uint8_t lay_phase, lay_side, lay_mode; /* the phase and city size the layout was made for */
    mdb_panel panel[GAME_MAX_PLAYERS];
    mdb_seat seat[GAME_MAX_PLAYERS];
    gfx_rect centre, tree_home, timer_rect, summary, common;
    ui_sandtimer timer;
    /* the tree: one piece, targets the panels */
    ui_drag tree;
    int tree_target_seat[GAME_MAX_PLAYERS];
    int any_seat; /* the seat an unbound pointer's hold acts for, -1 none */
    /* real time */
    double rules_acc, race_clock, bot_clock;
    double countdown; /* seconds of 3-2-1 left (no rules ticks, no input) */
    uint8_t last_phase, last_round;
    bool summary_open;
    double summary_t; /* scoring visuals: seconds since the summary opened */
    game_score score;
    mdb_flash flash[MDB_FLASHES];
    mdb_road road[GAME_MAX_PLAYERS];
    ui_button next;
} mdb;

/* madcity_board.c */
bool mdb_seat_acts(const mdb *b, int seat); /* human, in the round, may act now */

int mdb_current_guide(const madcity_state *s); /* the face-up guide tile's slot, -1 none */

/* madcity_board_draw.c */
/* Draws tile (0-based) centred at (cx, cy), side s, turned by angle radians (rot quarters
 * already included), lift 0..1 (a held tile floats and casts a shadow). */
void mdb_draw_tile(int tile, float cx, float cy, float s, float angle, float lift);
void mdb_draw(mdb *b, const madcity_state *view, const game_score_line *highlight);
/* Areas of a city grouped in zones: zone[cell*4 + area] (same colour, touching by a side). */
int mdb_zones(const mad_cell *grid, int side, int zone[MAD_MAX_CELLS * 4]);
/* The longest road as a list of cells (a trail, cells may repeat); returns its length. */
int mdb_road_path(const mad_cell *grid, int side, int *cells, int cap);

#endif
