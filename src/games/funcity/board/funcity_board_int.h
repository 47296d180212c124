/* funcity_board_int.h: what the Fun City board's files share (funcity_board.c: the vt, input and
 * actions; funcity_board_anim.c: the walks, the dice, the clock and SLOG; funcity_board_layout.c:
 * where things are and what the acting seat may choose, read from the rules' legal list;
 * funcity_board_city.c: the city (streets, places, bus line) and what moves over it;
 * funcity_board_panel.c: the bank clock, the open cards, the players and the MAD hand;
 * funcity_board_text.c: text never under 12 pixels). The tests include it to find where to click
 * (funcity_board_live). Nobody else does. */
#ifndef CB_FCB_INT_H
#define CB_FCB_INT_H
#include "games/funcity/rules/funcity.h"
#include "play/play.h"
#include "ui/ui.h"

enum {
    FUNCITY_BOARD_BUTTONS = 10,
    FUNCITY_BOARD_HAND =
        FUNCITY_MAD, /* the strip shows the acting seat's hand (3, more while picking) */
    FUNCITY_BOARD_PATH = 64,
    FUNCITY_BOARD_ROUTE = 27, /* the bus line's street spaces, stop to stop */
    FUNCITY_BOARD_LINE = 96,  /* one line of wrapped text */
};

typedef struct funcity_board_state {
    play *p;
    const game_def *g;
    /* layout (funcity_board_layout.c) */
    gfx_rect area, city, side, strip, prompt, clock_r, cards_r, players_r;
    char prompt_line[2][FUNCITY_BOARD_LINE]; /* the prompt as drawn: its lines and their size */
    int nprompt;
    float prompt_size;
    bool name_shown[FUNCITY_PLACES]; /* the city drew the place's name (else its tooltip says it) */
    bool name_big[FUNCITY_PLACES];   /* ... over the room of its cards (they go over the picture) */
    bool hours_shown[FUNCITY_PLACES]; /* its cards' tags show their hours (else its tooltip does) */
    float c, ox, oy, wide, tall;      /* cell, the city's top left, the outer columns and rows */
    /* the acting seat's decision */
    uint64_t hash; /* the match seen (built false: the buttons are to be made again) */
    bool built;
    int seat; /* acting human seat seen here (-1: none) */
    funcity_state act, scratch;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    uint64_t go;       /* nodes a GO action may reach */
    uint8_t boardable; /* stops with a BOARD action (bit = stop index) */
    int hand_kind[FUNCITY_BOARD_HAND];
    bool hand_ok[FUNCITY_BOARD_HAND];
    gfx_rect hand_r[FUNCITY_BOARD_HAND];
    int nhand;
    float hand_size; /* the hand's names, all at one size */
    ui_button btn[FUNCITY_BOARD_BUTTONS];
    game_action btn_a[FUNCITY_BOARD_BUTTONS];
    char btn_label[FUNCITY_BOARD_BUTTONS][72];
    int nbtn;
    int armed;     /* hand index whose targets the buttons offer, -1 none */
    int menu_stop; /* stop index whose directions the buttons offer, -1 none */
    /* hover, long press, keyboard */
    int hover_node, hover_hand, hover_place; /* -1: none */
    float px, py, press_time;
    bool pressing, city_press;
    int cursor; /* over hand, buttons, then the lit nodes; -1 none */
    bool show_cursor;
    /* animations (funcity_board_anim.c) */
    uint8_t path[FUNCITY_BOARD_PATH];
    uint8_t path_bus[FUNCITY_BOARD_PATH]; /* 1: this step is a bus ride */
    int npath, walk_seat;
    float walk_t; /* spaces walked so far */
    ui_dice dice[2];
    float clock_t, clock_from, clock_to; /* hands turning: 0..1, times in ticks */
    float pop_t;                         /* SLOG jumping out of the clock, 0..1 */
    float toss_t;
    int toss;
    float tick_acc;
    const game_score_line *hl;
} funcity_board_state;

funcity_board_state *funcity_board_live(void); /* the board on screen (tests), NULL none */

/* funcity_board_layout.c */
void funcity_board_layout(funcity_board_state *b, gfx_rect area);
void funcity_board_layout_city(funcity_board_state *b,
                               gfx_rect r); /* the city alone fitted to r (figures) */
void funcity_board_sync(
    funcity_board_state *b); /* reads the match: the acting seat's legal actions, hand, buttons */
void funcity_board_grid(const funcity_board_state *b, float gx, float gy, float *sx,
                        float *sy); /* grid -> screen */
void funcity_board_node_center(const funcity_board_state *b, int node, float *sx, float *sy);
gfx_rect funcity_board_place_rect(const funcity_board_state *b, int place); /* on screen */
float funcity_board_space(const funcity_board_state *b); /* a street space's side */
int funcity_board_node_at(const funcity_board_state *b, float sx,
                          float sy); /* node under the point, -1 none */
int funcity_board_hand_at(const funcity_board_state *b, float sx, float sy);
int funcity_board_stop_of(int node); /* stop index or -1 */
extern const uint8_t
    funcity_board_route[FUNCITY_BOARD_ROUTE]; /* the bus line's street spaces, in line order */
int funcity_board_route_index(int node);      /* -1: not on the line */
/* The way a GO takes (walk, or ride then walk) from the state's pawn; n nodes, 0: none. */
int funcity_board_go_path(const funcity_state *s, int seat, int node, uint8_t *out, uint8_t *bus,
                          int cap);
const char *funcity_board_prompt(const funcity_board_state *b, char *buf, size_t n);
bool funcity_board_layout_check(const funcity_board_state *b, char *why,
                                size_t n); /* tests: nothing overlaps */

/* funcity_board_anim.c */
void funcity_board_anim_action(funcity_board_state *b, int seat, game_action a,
                               const funcity_state *s0, const funcity_state *s1);
void funcity_board_anim_tick(funcity_board_state *b, double dt);
bool funcity_board_anim_busy(const funcity_board_state *b);
void funcity_board_anim_reset(funcity_board_state *b);
bool funcity_board_walk_pos(const funcity_board_state *b, int seat, float *x,
                            float *y); /* false: not walking */
float funcity_board_clock_time(const funcity_board_state *b,
                               const funcity_state *v); /* ticks shown now */

/* funcity_board_city.c */
void funcity_board_draw_city(funcity_board_state *b, const funcity_state *v);
void funcity_board_draw_city_static(
    funcity_board_state *b); /* streets, places and names: the same each frame */
void funcity_board_draw_city_live(funcity_board_state *b, const funcity_state *v);
void funcity_board_draw_pawn(int seat, float cx, float cy, float r);
void funcity_board_draw_slog(float cx, float cy, float s);
bool funcity_board_art(const char *path); /* the art file is there (else a plain shape) */
void funcity_board_figure(const void *state, gfx_rect r, const char *focus);

/* funcity_board_text.c: never under 12 real pixels */
float funcity_board_min_text(void); /* the smallest text size allowed now, in units */
/* The size from want down to the smallest at which t fits w; 0 when even that does not. */
float funcity_board_fit(const char *t, float want, float w, gfx_font_style st);
/* t in lines no wider than w at size (words kept whole); their count, 0 when a word is wider
 * than w or more than max lines are needed. */
int funcity_board_wrap(const char *t, float size, float w, gfx_font_style st,
                       char (*out)[FUNCITY_BOARD_LINE], int max);
float funcity_board_fit_lines(const char *t, float want, gfx_rect box, gfx_font_style st,
                              char (*out)[FUNCITY_BOARD_LINE], int max, int *n);
void funcity_board_draw_lines(char (*lines)[FUNCITY_BOARD_LINE], int n, float size, float cx,
                              float cy, gfx_font_style st, gfx_color col);
const char *funcity_board_elide(const char *t, float size, float w, gfx_font_style st, char *out,
                                size_t n);

/* funcity_board_panel.c */
void funcity_board_draw_panel(funcity_board_state *b, const funcity_state *v);
void funcity_board_draw_strip(funcity_board_state *b, const funcity_state *v);
void funcity_board_draw_clock(float time, float pop, bool slog_in, gfx_rect r);
/* cap: the name's size at most (the hand's cards alike), 0: none */
void funcity_board_draw_mad(int kind, gfx_rect r, bool lit, float cap);
bool funcity_board_mad_shows_both(int kind, gfx_rect r); /* its picture and its name fit in r */
float funcity_board_mad_name_size(int kind,
                                  gfx_rect r); /* the size its name is drawn at, 0: not drawn */
void funcity_board_draw_tip(const funcity_board_state *b);
void funcity_board_hhmm(float ticks, char *buf, size_t n);

#endif
