/* icb_int.h: what the Infinite City board's files share (icb_board.c: state, input, the vt;
 * icb_draw.c: the tile atlas and drawing; icb_layout.c: where things are). The tests include it
 * to find where to click (icb_live). Nobody else does. */
#ifndef CB_ICB_INT_H
#define CB_ICB_INT_H
#include "games/infinitecity/rules/infinitecity.h"
#include "play/play.h"
#include "ui/ui.h"
#include "ui/ui_camera.h"

enum {
    ICB_STRIP_MAX = 24, /* tiles shown in the strip (a hand grows with Factories) */
    ICB_BUTTONS = GAME_MAX_PLAYERS + 1,
    ICB_CELLS = 512,  /* lit cells (spots and tiles) */
    ICB_PER_CELL = 8, /* actions at one cell (Bank and Stadium name a seat) */
    ICB_ANIMS = 8,
    ICB_MARKS = 8,    /* cells of the last turn outlined */
    ICB_RULER_W = 30, /* the row numbers down the city's left side */
    ICB_RULER_H = 22, /* the column numbers along its top */
};

typedef struct icb_cell {
    int x, y, n;
    game_action a[ICB_PER_CELL];
} icb_cell;

typedef struct icb_anim {
    int slot;
    float t; /* 0..1 */
} icb_anim;

typedef struct icb {
    play *p;
    const game_def *g;
    /* layout (icb_layout.c) */
    gfx_rect area, top, city, strip, prompt;
    float tile; /* strip tile size */
    ui_camera cam;
    bool fitted;
    ui_button fit;
    /* the acting seat's decision */
    uint64_t hash;
    int seat; /* acting human seat seen here (-1: none) */
    ic_state act, scratch;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    icb_cell cell[ICB_CELLS];
    int ncell;
    int hand_kind[ICB_STRIP_MAX]; /* the strip's tiles (kinds), playable when in play_ok */
    bool play_ok[ICB_STRIP_MAX];
    gfx_rect hand_r[ICB_STRIP_MAX];
    float hand_t[ICB_STRIP_MAX]; /* 0..1: a tile just drawn slides in */
    int strip_owner;             /* the seat whose hand the strip last showed */
    uint8_t strip_had[IC_KINDS]; /* its tiles then, per kind */
    int nhand;
    ui_button btn[ICB_BUTTONS];
    game_action btn_a[ICB_BUTTONS];
    char btn_label[ICB_BUTTONS][64];
    int nbtn;
    /* a chooser at a cell with several actions (Bank, Stadium: which seat), icb_menu.c */
    int menu_cell;  /* -1: none */
    int menu_focus; /* the choice under the keyboard's or pad's focus, -1 none */
    gfx_rect menu_panel;
    ui_button menu_btn[ICB_PER_CELL];
    char menu_label[ICB_PER_CELL][64];
    /* the last turn's cells (tiles placed, tokens put, tiles chosen), outlined on the city */
    int16_t mark_x[ICB_MARKS], mark_y[ICB_MARKS];
    int nmark;
    /* a hand tile armed by a click or held by a drag: the spots it may go to */
    int armed;   /* strip index, -1 none */
    int pressed; /* strip index pressed, -1 none */
    bool dragging;
    float px, py, dx, dy; /* pointer, and the press */
    int16_t spot_x[IC_TILES * 4], spot_y[IC_TILES * 4];
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
    icb_anim anim[ICB_ANIMS];
    bool follow_pending;
    int follow_slot;
    /* the results walk */
    const game_score_line *hl;
} icb;

icb *icb_live(void); /* the board on screen (tests), NULL none */

/* icb_menu.c: the chooser */
void icb_menu_open(icb *b, int cell, bool focus);
void icb_menu_close(icb *b);
void icb_menu_place(icb *b); /* inside the city's view, never under the hand tray */
/* Input while the chooser is open: true when consumed; *chosen gets the action picked (0). */
bool icb_menu_event(icb *b, const in_event *ev, game_action *chosen);
void icb_menu_draw(const icb *b);

/* icb_layout.c */
void icb_layout(icb *b, gfx_rect area);
void icb_sync(icb *b); /* reads the match: the acting seat's legal actions, cells, strip */
void icb_world_rect(int x, int y, gfx_rect *out);
void icb_cell_center(const icb *b, int x, int y, float *sx, float *sy); /* on screen */
bool icb_cell_at(const icb *b, float sx, float sy, int *x, int *y);     /* false: off the city */
int icb_strip_at(const icb *b, float sx, float sy);                     /* strip index or -1 */
void icb_fit(icb *b, const ic_state *s, bool animate); /* "Fit city": the city fills the view */
bool icb_is_fit(icb *b, const ic_state *s); /* the view is there already: Fit city greyed */
/* After a move: the whole city when it fits at a readable zoom, else the last tile with the
 * viewer's own tiles, else the last tile. */
void icb_auto_camera(icb *b, const ic_state *s, int viewer, bool animate);
float icb_readable_zoom(void);                   /* a tile's size (units) where its picture reads */
void icb_compute_spots(icb *b, int strip_index); /* the spots of the armed tile */
bool icb_is_spot(const icb *b, int x, int y);
int icb_find_cell(const icb *b, int x, int y); /* index in cell[] or -1 */

/* icb_draw.c: the city; icb_hud.c: the players' row, the strip, banners, texts */
void icb_draw(icb *b, const ic_state *v, const game_score_line *hl);
void icb_draw_top(icb *b, const ic_state *v);
void icb_draw_strip(icb *b, const ic_state *v);
void icb_draw_banner(icb *b, const ic_state *v);     /* the last round, over the city */
void icb_draw_rulers(icb *b);                        /* column and row numbers: places x,y */
void icb_draw_power_text(icb *b, const ic_state *v); /* the hovered or focused tile's power */
bool icb_legible(float size);                        /* text of size units reads (12 px or more) */
void icb_draw_tile(int kind, bool up, float cx, float cy, float s, float flip);
void icb_tile_image(int kind, bool up, float cx, float cy, float s, float flip); /* pass 1 */
void icb_tile_marks(int kind, bool up, float cx, float cy, float s, float flip); /* pass 2 */
void icb_draw_tokens(const ic_state *s, int slot, float cx, float cy, float size);
void icb_atlas_free(void);
void icb_draw_city_cam(const ic_state *v, const ui_camera *cam); /* no host: figures, bench */
void icb_figure(const void *state, gfx_rect r, const char *focus);
const char *icb_short_name(int kind, float size); /* the name that fits a tile of size */

#endif
