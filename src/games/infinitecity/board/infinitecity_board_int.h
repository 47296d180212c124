/* infinitecity_board_int.h: what the Infinite City board's files share (infinitecity_board.c:
 * state, input, the vt; infinitecity_board_draw.c: the tile atlas and drawing;
 * infinitecity_board_layout.c: where things are). The tests include it to find where to click
 * (infinitecity_board_live). Nobody else does. */
#ifndef CB_ICB_INT_H
#define CB_ICB_INT_H
#include "games/infinitecity/rules/infinitecity.h"
#include "play/play.h"
#include "ui/ui.h"
#include "ui/ui_camera.h"

enum {
    INFINITECITY_BOARD_STRIP_MAX = 24, /* tiles shown in the strip (a hand grows with Factories) */
    INFINITECITY_BOARD_BUTTONS = GAME_MAX_PLAYERS + 1,
    INFINITECITY_BOARD_CELLS = 512,  /* lit cells (spots and tiles) */
    INFINITECITY_BOARD_PER_CELL = 8, /* actions at one cell (Bank and Stadium name a seat) */
    INFINITECITY_BOARD_ANIMS = 8,
    INFINITECITY_BOARD_MARKS = 8,    /* cells of the last turn outlined */
    INFINITECITY_BOARD_RULER_W = 30, /* the row numbers down the city's left side */
    INFINITECITY_BOARD_RULER_H = 22, /* the column numbers along its top */
};

typedef struct infinitecity_board_cell {
    int x, y, n;
    game_action a[INFINITECITY_BOARD_PER_CELL];
} infinitecity_board_cell;

typedef struct infinitecity_board_anim {
    int slot;
    float t; /* 0..1 */
} infinitecity_board_anim;

typedef struct infinitecity_board_state {
    play *p;
    const game_def *g;
    /* layout (infinitecity_board_layout.c) */
    gfx_rect area, top, city, strip, prompt;
    float tile; /* strip tile size */
    ui_camera cam;
    bool fitted;
    ui_button fit;
    /* the acting seat's decision */
    uint64_t hash;
    int seat; /* acting human seat seen here (-1: none) */
    infinitecity_state act, scratch;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    infinitecity_board_cell cell[INFINITECITY_BOARD_CELLS];
    int ncell;
    int hand_kind[INFINITECITY_BOARD_STRIP_MAX]; /* the strip's tiles (kinds), playable when in
                                                    play_ok */
    bool play_ok[INFINITECITY_BOARD_STRIP_MAX];
    gfx_rect hand_r[INFINITECITY_BOARD_STRIP_MAX];
    float hand_t[INFINITECITY_BOARD_STRIP_MAX]; /* 0..1: a tile just drawn slides in */
    int strip_owner;                            /* the seat whose hand the strip last showed */
    uint8_t strip_had[INFINITECITY_KINDS];      /* its tiles then, per kind */
    int nhand;
    ui_button btn[INFINITECITY_BOARD_BUTTONS];
    game_action btn_a[INFINITECITY_BOARD_BUTTONS];
    char btn_label[INFINITECITY_BOARD_BUTTONS][64];
    int nbtn;
    /* a chooser at a cell with several actions (Bank, Stadium: which seat),
     * infinitecity_board_menu.c */
    int menu_cell;  /* -1: none */
    int menu_focus; /* the choice under the keyboard's or pad's focus, -1 none */
    gfx_rect menu_panel;
    ui_button menu_btn[INFINITECITY_BOARD_PER_CELL];
    char menu_label[INFINITECITY_BOARD_PER_CELL][64];
    /* the last turn's cells (tiles placed, tokens put, tiles chosen), outlined on the city */
    int16_t mark_x[INFINITECITY_BOARD_MARKS], mark_y[INFINITECITY_BOARD_MARKS];
    int nmark;
    /* a hand tile armed by a click or held by a drag: the spots it may go to */
    int armed;   /* strip index, -1 none */
    int pressed; /* strip index pressed, -1 none */
    bool dragging;
    float px, py, dx, dy; /* pointer, and the press */
    int16_t spot_x[INFINITECITY_TILES * 4], spot_y[INFINITECITY_TILES * 4];
    int nspot;
    /* keyboard / pad: a cursor over the choices */
    int cursor; /* index in 0..nhand + ncell (+ spots when armed) - 1; -1 none */
    bool show_cursor;
    /* hover and long press: the tile whose power text shows */
    int hover_slot, hover_kind; /* -1: none */
    float hover_x, hover_y, press_time;
    bool hover_at_cell; /* the hovered tile is in the city (its place is named) */
    bool hover_mute;    /* no text until the pointer moves again (an action, a click) */
    bool pressing_tile;
    bool city_press; /* the board saw the press of this release (not the curtain's) */
    /* animations */
    infinitecity_board_anim anim[INFINITECITY_BOARD_ANIMS];
    bool follow_pending;
    int follow_slot;
    /* the results walk */
    const game_score_line *hl;
} infinitecity_board_state;

infinitecity_board_state *
infinitecity_board_live(void); /* the board on screen (tests), NULL none */

/* infinitecity_board_menu.c: the chooser */
void infinitecity_board_menu_open(infinitecity_board_state *b, int cell, bool focus);
void infinitecity_board_menu_close(infinitecity_board_state *b);
void infinitecity_board_menu_place(
    infinitecity_board_state *b); /* inside the city's view, never under the hand tray */
/* Input while the chooser is open: true when consumed; *chosen gets the action picked (0). */
bool infinitecity_board_menu_event(infinitecity_board_state *b, const in_event *ev,
                                   game_action *chosen);
void infinitecity_board_menu_draw(const infinitecity_board_state *b);

/* infinitecity_board_layout.c */
void infinitecity_board_layout(infinitecity_board_state *b, gfx_rect area);
void infinitecity_board_sync(infinitecity_board_state *b); /* reads the match: the acting seat's
                                                              legal actions, cells, strip */
void infinitecity_board_world_rect(int x, int y, gfx_rect *out);
void infinitecity_board_cell_center(const infinitecity_board_state *b, int x, int y, float *sx,
                                    float *sy); /* on screen */
bool infinitecity_board_cell_at(const infinitecity_board_state *b, float sx, float sy, int *x,
                                int *y); /* false: off the city */
int infinitecity_board_strip_at(const infinitecity_board_state *b, float sx,
                                float sy); /* strip index or -1 */
void infinitecity_board_fit(infinitecity_board_state *b, const infinitecity_state *s,
                            bool animate); /* "Fit city": the city fills the view */
bool infinitecity_board_is_fit(
    infinitecity_board_state *b,
    const infinitecity_state *s); /* the view is there already: Fit city greyed */
/* After a move: the whole city when it fits at a readable zoom, else the last tile with the
 * viewer's own tiles, else the last tile. */
void infinitecity_board_auto_camera(infinitecity_board_state *b, const infinitecity_state *s,
                                    int viewer, bool animate);
float infinitecity_board_readable_zoom(void); /* a tile's size (units) where its picture reads */
void infinitecity_board_compute_spots(infinitecity_board_state *b,
                                      int strip_index); /* the spots of the armed tile */
bool infinitecity_board_is_spot(const infinitecity_board_state *b, int x, int y);
int infinitecity_board_find_cell(const infinitecity_board_state *b, int x,
                                 int y); /* index in cell[] or -1 */

/* infinitecity_board_draw.c: the city; infinitecity_board_hud.c: the players' row, the strip,
 * banners, texts */
void infinitecity_board_draw(infinitecity_board_state *b, const infinitecity_state *v,
                             const game_score_line *hl);
void infinitecity_board_draw_top(infinitecity_board_state *b, const infinitecity_state *v);
void infinitecity_board_draw_strip(infinitecity_board_state *b, const infinitecity_state *v);
void infinitecity_board_draw_banner(
    infinitecity_board_state *b, const infinitecity_state *v); /* the last round, over the city */
void infinitecity_board_draw_rulers(
    infinitecity_board_state *b); /* column and row numbers: places x,y */
void infinitecity_board_draw_power_text(
    infinitecity_board_state *b,
    const infinitecity_state *v);            /* the hovered or focused tile's power */
bool infinitecity_board_legible(float size); /* text of size units reads (12 px or more) */
void infinitecity_board_draw_tile(int kind, bool up, float cx, float cy, float s, float flip);
void infinitecity_board_tile_image(int kind, bool up, float cx, float cy, float s,
                                   float flip); /* pass 1 */
void infinitecity_board_tile_marks(int kind, bool up, float cx, float cy, float s,
                                   float flip); /* pass 2 */
void infinitecity_board_draw_tokens(const infinitecity_state *s, int slot, float cx, float cy,
                                    float size);
void infinitecity_board_atlas_free(void);
void infinitecity_board_draw_city_cam(const infinitecity_state *v,
                                      const ui_camera *cam); /* no host: figures, bench */
void infinitecity_board_figure(const void *state, gfx_rect r, const char *focus);
const char *infinitecity_board_short_name(int kind,
                                          float size); /* the name that fits a tile of size */

#endif
