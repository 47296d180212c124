/* madcity_board_int.h: what the Mad City board's files share (state, input and bots in
 * madcity_board.c, the layout in madcity_board_layout.c, drawing in madcity_board_draw.c over the
 * layers of still parts of madcity_board_layer.c (drawn by madcity_board_panel.c), the tile sheets
 * of madcity_board_sheets.c, the scoring of madcity_board_scoring.c and the round's breakdown of
 * madcity_board_summary.c, the last tile
 * each seat placed (madcity_board_marks.c), keyboard play, one at a time and the rules page's
 * figure). Nobody else includes it. */
#ifndef CB_MADCITY_BOARD_INT_H
#define CB_MADCITY_BOARD_INT_H
#include "games/madcity/rules/madcity.h"
#include "play/play.h"
#include "ui/ui.h"
#include <stdlib.h>

enum {
    MADCITY_BOARD_TRAY_MAX = MADCITY_MAX_HAND + 1, /* hand tiles (+ the drawn puzzle tile) */
    MADCITY_BOARD_PIECES = MADCITY_BOARD_TRAY_MAX + MADCITY_MAX_CELLS,
    MADCITY_BOARD_TRAY_TARGET = MADCITY_MAX_CELLS, /* target index of the tray (return a tile) */
    MADCITY_BOARD_COMMON_TARGET, /* the common tile in the middle (swap variant) */
    MADCITY_BOARD_FLASHES = 12,
    MADCITY_BOARD_KB_DONE =
        MADCITY_MAX_CELLS + MADCITY_BOARD_TRAY_MAX, /* keyboard focus on the Done / Ready button */
};

/* One seat's panel: its city grid, its tray, its buttons. */
typedef struct madcity_board_panel {
    gfx_rect r, head, grid, tray, button;
    gfx_rect claims[4]; /* contractor chips (Standard game), empty otherwise */
    bool claim_icons;   /* no room for their words at 12 pixels: a road and buildings */
    float cell, tile;   /* grid cell side, tray tile side */
    int side;           /* cells per row: 3, or 4 in solitaire */
    int tray_cols;
} madcity_board_panel;

typedef struct madcity_board_seat {
    struct madcity_board_state *b;
    int seat;
    ui_drag drag; /* this seat's tiles: tray pieces then grid pieces */
    int piece_tile[MADCITY_BOARD_PIECES];
    int piece_cell[MADCITY_BOARD_PIECES]; /* -1: in the tray */
    uint8_t hand_rot[MADCITY_TILES];      /* how the player turned tiles still in hand */
    float press_x, press_y;
    bool pressed;
    ui_button done, ready, skip, from_tr, from_bl; /* skip and from_*: advanced puzzle */
    float flash;                                   /* a refused action: the panel edge flashes */
    uint64_t key;                                  /* what the pieces were built from */
} madcity_board_seat;

typedef struct madcity_board_flash {
    int seat, cell;
    float t; /* 0..1 */
} madcity_board_flash;

typedef struct madcity_board_mark { /* the last tile a seat placed (madcity_board_panel.c draws it)
                                     */
    int cell;                       /* -1 none */
    int tile;
} madcity_board_mark;

/* The still parts of the screen in one layer (madcity_board_layer.c): the felt, the panels'
 * frames (drawn again whole when a frame changes) and the contents over them in regions: each
 * panel's parts (madcity_board_panel_parts: head, tray, cells) seat after seat, then the centre
 * column; a region is drawn again (its felt, frames and contents) when its key changes. */
enum { MADCITY_BOARD_REGIONS = GAME_MAX_PLAYERS * (2 + MADCITY_MAX_CELLS) + 1 };
typedef struct madcity_board_layer {
    gfx_target t;                      /* the layer */
    uint64_t frames[GAME_MAX_PLAYERS]; /* the frame keys the layer was drawn with */
    bool dimmed;      /* the 3-2-1: t holds the board dimmed, what moves drawn in */
    uint64_t dim_key; /* what moved when it was dimmed */
    int w, h, n;      /* pixels (the framebuffer's), regions */
    float scale;
    gfx_rect rect[MADCITY_BOARD_REGIONS];
    uint64_t key[MADCITY_BOARD_REGIONS];
} madcity_board_layer;

typedef struct madcity_board_layer_stats { /* since the program started (tests) */
    int full;                              /* whole layers drawn (a frame changed) */
    int undimmed;                          /* ... drawn again to undim it (the 3-2-1 ending) */
    int regions;                           /* regions drawn again */
    int seat[GAME_MAX_PLAYERS + 1];        /* regions drawn again per seat; [players]: the centre */
    double pixels;                         /* logical area drawn again, whole layers included */
} madcity_board_layer_stats;

typedef struct madcity_board_chip_spot { /* a chip of the round's breakdown where it is drawn */
    gfx_rect r;
    int chip; /* index in madcity_breakdown.chip; -1: the "N more" chip */
} madcity_board_chip_spot;

typedef struct madcity_board_chips {
    float fs; /* the font size they fit at */
    int n;
    madcity_board_chip_spot spot[MADCITY_BD_CHIPS + 1];
    int hidden, hidden_points; /* zones behind "N more" and their points */
} madcity_board_chips;

typedef struct madcity_board_cities { /* the round's cities as the rules scored them
                                         (madcity_round_cities) */
    uint64_t key;                     /* hash of the state they were worked out from */
    bool valid;
    madcity_city city[GAME_MAX_PLAYERS];
} madcity_board_cities;

typedef struct madcity_board_state {
    play *p;
    const game_def *g;
    gfx_rect area;
    float scale;
    uint64_t hash;
    bool dirty;
    int players;
    uint32_t humans; /* seats played by people when p is NULL (layout tests); else from p */
    madcity_state scratch;
    uint8_t lay_phase, lay_side, lay_mode; /* the phase and city size the layout was made for */
    madcity_board_panel panel[GAME_MAX_PLAYERS];
    madcity_board_seat seat[GAME_MAX_PLAYERS];
    gfx_rect centre, tree_home, timer_rect, summary, common;
    ui_sandtimer timer;
    /* the tree: one piece, targets the panels */
    ui_drag tree;
    int tree_target_seat[GAME_MAX_PLAYERS];
    int any_seat; /* the seat an unbound pointer's hold acts for, -1 none */
    /* real time */
    double countdown; /* seconds of 3-2-1 left (no rules ticks, no input) */
    uint8_t last_phase, last_round;
    bool summary_open;
    double summary_t; /* scoring visuals: seconds since the summary opened */
    game_score score;
    madcity_board_flash flash[MADCITY_BOARD_FLASHES];
    madcity_board_cities cities;
    ui_button next;
    uint32_t summary_more;                /* seats whose breakdown is opened over their panel */
    gfx_rect more_chip[GAME_MAX_PLAYERS]; /* where a press opens (closes) each seat's breakdown */
    int overlay_seat; /* the breakdown opened over the board (a small window), -1 none */
    /* one at a time (madcity_board_one.c) */
    int one_key;   /* round*8 + builder the hand-over was made for, -1 none */
    bool handover; /* "Pass to {name}": waiting for the next builder's Start */
    ui_button pass;
    char pass_title[128];
    /* keyboard-only play of an unbound seat (madcity_board_keys.c) */
    bool kb_on;   /* a navigation key was used: the focus frame shows */
    int kb_seat;  /* the human seat the keyboard acts for, -1 none */
    int kb_pos;   /* grid cell, MADCITY_MAX_CELLS + tray slot, or MADCITY_BOARD_KB_DONE */
    int kb_piece; /* the picked piece (the seat's drag pieces), -1 none */
    int kb_rot;   /* its rotation */
    madcity_board_mark mark[GAME_MAX_PLAYERS];
    madcity_board_layer layer;
} madcity_board_state;

/* madcity_board.c */
bool madcity_board_seat_acts(const madcity_board_state *b,
                             int seat); /* human, in the round, may act now */

int madcity_board_current_guide(
    const madcity_state *s); /* the face-up guide tile's slot, -1 none */
bool madcity_board_submit(madcity_board_state *b, int seat,
                          game_action a); /* through the host; a refusal flashes */
/* piece of seat dropped on target (a cell, MADCITY_BOARD_TRAY_TARGET...) turned rot: the actions */
void madcity_board_dropped(madcity_board_state *b, int seat, int piece, int target, int rot,
                           float travel);

/* madcity_board_marks.c: the last tile each seat placed (b->mark) */
int madcity_board_placed_cell(game_action a); /* the cell an action lays a tile on, -1 none */
bool madcity_board_spot(void *b, int seat, game_action a, gfx_rect *from, gfx_rect *to);
void madcity_board_mark_action(madcity_board_state *b, const void *after, int seat,
                               game_action a); /* after the action */
void madcity_board_marks_from_log(
    madcity_board_state *b); /* from the match's log (a new board, an undo) */

/* madcity_board_layout.c */
/* Lays the screen out for state s in area: the panels, the centre column, the tree and the
 * timer (tests call it on a scratch mdb with p set to find where things are). */
void madcity_board_layout(madcity_board_state *b, gfx_rect area, const madcity_state *s);
void madcity_board_layout_panel(madcity_board_state *b, int s, gfx_rect r, int ntray);
void madcity_board_tray_slot(const madcity_board_state *b, int s, int i, float *x, float *y);
void madcity_board_cell_centre(const madcity_board_state *b, int s, int cell, float *x, float *y);

/* madcity_board_keys.c: keyboard-only play for unbound seats (IN_SEAT_ANY): Tab picks the
 * seat, arrows move a focus over its city, tray and button, Enter/Space picks and drops, R
 * turns the picked tile (or the focused one) */
bool madcity_board_keys_event(madcity_board_state *b, const in_event *ev);
void madcity_board_keys_draw(const madcity_board_state *b);
void madcity_board_cancel_holds(madcity_board_state *b); /* every held tile and the tree go back */

/* madcity_board_one.c: one at a time (the seats build their minutes in turn) */
/* The race screen of one minute: the builder's panel large, the others as small chips; returns
 * the centre column (timer, tree). */
gfx_rect madcity_board_one_layout(madcity_board_state *b, gfx_rect r, float centre_w, int ntray);
/* The top bar's banner while one seat builds its minute ("Alice builds"); false otherwise (the
 * host's own banner). b is the board (board_vt.banner). */
bool madcity_board_one_banner(void *b, char *out, size_t n);
bool madcity_board_one_hidden(const madcity_board_state *b, const madcity_state *s,
                              int seat); /* no panel, no tiles */
void madcity_board_one_watch(madcity_board_state *b,
                             const madcity_state *s); /* a new builder: hand over, 3-2-1 */
bool madcity_board_one_event(madcity_board_state *b,
                             const in_event *ev); /* the Start button; swallows the rest */
void madcity_board_one_draw(madcity_board_state *b,
                            const madcity_state *s); /* chips, "Pass to", "X is building" */

/* madcity_board_draw.c */
extern const uint32_t madcity_board_area_hex[MADCITY_NCOLOURS],
    madcity_board_area_dark[MADCITY_NCOLOURS]; /* area colours */
/* A tile drawn as shapes (madcity_board_draw_tile's arguments): the art the sheets cache. */
void madcity_board_draw_tile_shapes(int tile, float cx, float cy, float s, float angle, float lift);
/* The race screen: the layer of still parts (or those parts drawn directly when no layer can be
 * used), then what moves. */
void madcity_board_draw(madcity_board_state *b, const madcity_state *view,
                        const game_score_line *highlight);

/* madcity_board_panel.c: the still parts, each with the key of everything it reads */
/* The tray's words once every tile of seat is down: finished, or press Done (and grab the tree
 * while it is still there for this seat). Translated. */
const char *madcity_board_full_hint(const madcity_state *s, int seat, bool done);
/* What seat's tray well says now: the hint above for a person, nothing for a bot. NULL none. */
const char *madcity_board_tray_words(const madcity_board_state *b, const madcity_state *s,
                                     int seat);
bool madcity_board_piece_rests(const madcity_board_seat *S,
                               int k); /* at home, still: drawn in the layer */
bool madcity_board_behind_divider(const madcity_board_state *b, const madcity_state *view,
                                  int seat);
void madcity_board_draw_tree(float cx, float cy, float s, float alpha);
bool madcity_board_tree_rests(const madcity_board_state *b,
                              const madcity_state *s);            /* at home in the middle, still */
void madcity_board_draw_tree_piece(const madcity_board_state *b); /* where it is, with its words */
/* A panel in two layers: its frame (shadow, card, outline, city lots, tray well; the intro, the
 * divider and the guide tiles: what changes with the phase) under its contents (head, tiles at
 * rest, the last placement, the tray's words, the contractor chips). */
void madcity_board_draw_panel_frame(const madcity_board_state *b, int seat, const madcity_state *s,
                                    const madcity_state *view);
uint64_t madcity_board_panel_frame_key(const madcity_board_state *b, int seat,
                                       const madcity_state *s, const madcity_state *view);
gfx_rect madcity_board_panel_extent(const madcity_board_state *b,
                                    int seat); /* all it draws, shadow included */
void madcity_board_draw_panel_contents(const madcity_board_state *b, int seat,
                                       const madcity_state *s, const madcity_state *view);
void madcity_board_prepare_panel_static(const madcity_board_state *b,
                                        int seat); /* its tiles' sheet entries */
/* A panel's contents in parts: its head, its tray (with the contractor chips) and each cell of
 * its city, each with a rectangle and the key of what is drawn there. */
enum { MADCITY_BOARD_PART_HEAD, MADCITY_BOARD_PART_TRAY, MADCITY_BOARD_PART_CELL0 };
int madcity_board_panel_parts(const madcity_board_state *b, int seat);
gfx_rect madcity_board_panel_part_rect(const madcity_board_state *b, int seat, int part);
uint64_t madcity_board_panel_part_key(const madcity_board_state *b, int seat, int part,
                                      const madcity_state *s, const madcity_state *view);
void madcity_board_draw_centre_static(const madcity_board_state *b, const madcity_state *s);
uint64_t madcity_board_centre_key(const madcity_board_state *b, const madcity_state *s);

/* madcity_board_layer.c */
/* The 3-2-1 before a race dims the board (the moving parts too: nothing moves then). */
#define MADCITY_BOARD_DIM GFX_RGBA(8, 12, 24, 110)
/* Seconds of the 3-2-1 left when the layer is drawn again undimmed, for the race: about a frame
 * (the frames left are dimmed as they are drawn: a screen of blending each). */
#define MADCITY_BOARD_UNDIM 0.02
typedef void (*madcity_board_moving_fn)(madcity_board_state *b, const madcity_state *s,
                                        const madcity_state *view);
enum { MADCITY_BOARD_LAYER_NONE, MADCITY_BOARD_LAYER_COPIED, MADCITY_BOARD_LAYER_DIMMED };
/* Brings the layer up to date (only the regions whose key changed) and copies it to the board's
 * area: MADCITY_BOARD_LAYER_COPIED (draw what moves over it); during the 3-2-1 (b->countdown), the
 * layer with moving(...) drawn in and dimmed, kept so while they stay the same:
 * MADCITY_BOARD_LAYER_DIMMED (draw the count only); MADCITY_BOARD_LAYER_NONE when no layer can be
 * used (not screen space, no layer: draw the still parts). */
int madcity_board_layer_draw(madcity_board_state *b, const madcity_state *s,
                             const madcity_state *view, madcity_board_moving_fn moving);
void madcity_board_layer_free(madcity_board_state *b);
extern bool madcity_board_layer_off; /* tests: draw everything directly, to compare */
madcity_board_layer_stats madcity_board_layer_get_stats(void);

/* madcity_board_sheets.c: resting tiles copied from tile sheets (cached layers of tile art) */
/* Draws tile (0-based) centred at (cx, cy), side s, turned by angle radians (rot quarters
 * already included), lift 0..1 (a held tile floats and casts a shadow). */
void madcity_board_draw_tile(int tile, float cx, float cy, float s, float angle, float lift);
int madcity_board_sheets_made(void); /* sheets made since start (tests) */
void madcity_board_sheets_free(
    void); /* frees every sheet (the board closes); they come back on demand */
/* Makes the sheet entry of a resting tile now (outside any layer), so that madcity_board_draw_tile
 * can copy it while the board's layer is drawn. */
void madcity_board_sheets_prepare(int tile, float s, float angle);
/* While the board's layer (the screen's size and scale, no camera) is drawn: resting tiles are
 * copied from sheet entries already made, or drawn as shapes. */
void madcity_board_sheets_layer(bool on);
int madcity_board_sheets_live(void); /* sheets holding a texture now (tests) */

/* madcity_board_scoring.c */
/* Between rounds: seat's city with the zones that score outlined one by one and its longest
 * road traced (or only what highlight, a score line, is about), all as the rules scored the
 * round (madcity_round_cities: zones with their points, the road's trail; a zone line's ref is the
 * zone's index). */
void madcity_board_draw_scoring(madcity_board_state *b, int seat, const madcity_state *s,
                                const game_score_line *highlight);

/* A building of colour (MADCITY_YELLOW houses, MADCITY_RED factories, MADCITY_BLUE skyscrapers),
 * its foot's centre at (x, y), h high. */
void madcity_board_draw_building(int colour, float x, float y, float h);

/* madcity_board_summary.c */
/* Between rounds: seat's points of the round, line by line, in its tray (the rules' breakdown,
 * madcity_round_breakdown): the groups, the round, the total, a legend and the zones as chips;
 * where the tray has no room for 12 pixels, the round, the total and one chip for the zones. */
void madcity_board_draw_round_summary(madcity_board_state *b, int seat, const madcity_state *s);
/* The breakdown a press opened over the board (no room in the tray), drawn over everything. */
void madcity_board_draw_summary_over(madcity_board_state *b, const madcity_state *s);
/* The chips of bd in rows in r at font fs, smaller (down to 85 %) until all fit; else as many
 * as fit and an "N more: +P" chip (the zones left out and their points), which opens the
 * breakdown over the whole panel. */
void madcity_board_layout_chips(const madcity_breakdown *bd, gfx_rect r, float fs,
                                madcity_board_chips *o);
/* seat's breakdown and its chips where madcity_board_draw_round_summary puts them */
void madcity_board_summary_layout(const madcity_board_state *b, int seat, const madcity_state *s,
                                  madcity_breakdown *bd, madcity_board_chips *chips);
/* A chip's words: "6: +5", "2: +2 ×3" */
void madcity_board_chip_text(const madcity_chip *c, char *buf, size_t n);
void madcity_board_more_text(int hidden, int points, char *buf, size_t n); /* "3 more: +7" */
const char *madcity_board_chips_legend(const madcity_breakdown *bd);       /* "zone size: points" */
/* A press between rounds: an "N more" chip opens that seat's breakdown over its panel (a short
 * breakdown's tray: over the board), a press on an opened one closes it (any press, over the
 * board). true when it did. */
bool madcity_board_summary_press(madcity_board_state *b, float x, float y);

/* madcity_board_figure.c: a position drawn for the rules page (board_vt.figure; focus: "zones",
 * "road", "ranger" or "" for all) */
void madcity_board_figure(const void *state, gfx_rect r, const char *focus);

#endif
