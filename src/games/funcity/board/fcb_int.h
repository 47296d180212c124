/* fcb_int.h: what the Fun City board's files share (fcb_board.c: the vt, input and actions;
 * fcb_anim.c: the walks, the dice, the clock and SLOG; fcb_layout.c: where things are and what
 * the acting seat may choose, read from the rules' legal list; fcb_city.c: the city (streets,
 * places, bus line) and what moves over it; fcb_panel.c: the bank clock,
 * the open cards, the players and the MAD hand; fcb_text.c: text never under 12 pixels). The tests
 * include it to find where to click (fcb_live). Nobody else does. */
#ifndef CB_FCB_INT_H
#define CB_FCB_INT_H
#include "games/funcity/rules/funcity.h"
#include "play/play.h"
#include "ui/ui.h"

enum {
    FCB_BUTTONS = 10,
    FCB_HAND = FC_MAD, /* the strip shows the acting seat's hand (3, more while picking) */
    FCB_PATH = 64,
    FCB_ROUTE = 27, /* the bus line's street spaces, stop to stop */
    FCB_LINE = 96,  /* one line of wrapped text */
};

typedef struct fcb {
    play *p;
    const game_def *g;
    /* layout (fcb_layout.c) */
    gfx_rect area, city, side, strip, prompt, clock_r, cards_r, players_r;
    char prompt_line[2][FCB_LINE]; /* the prompt as drawn: its lines and their size */
    int nprompt;
    float prompt_size;
    bool name_shown[FC_PLACES];  /* the city drew the place's name (else its tooltip says it) */
    bool name_big[FC_PLACES];    /* ... over the room of its cards (they go over the picture) */
    bool hours_shown[FC_PLACES]; /* its cards' tags show their hours (else its tooltip does) */
    float c, ox, oy, wide, tall; /* cell, the city's top left, the outer columns and rows */
    /* the acting seat's decision */
    uint64_t hash; /* the match seen (built false: the buttons are to be made again) */
    bool built;
    int seat; /* acting human seat seen here (-1: none) */
    fc_state act, scratch;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    uint64_t go;       /* nodes a GO action may reach */
    uint8_t boardable; /* stops with a BOARD action (bit = stop index) */
    int hand_kind[FCB_HAND];
    bool hand_ok[FCB_HAND];
    gfx_rect hand_r[FCB_HAND];
    int nhand;
    float hand_size; /* the hand's names, all at one size */
    ui_button btn[FCB_BUTTONS];
    game_action btn_a[FCB_BUTTONS];
    char btn_label[FCB_BUTTONS][72];
    int nbtn;
    int armed;     /* hand index whose targets the buttons offer, -1 none */
    int menu_stop; /* stop index whose directions the buttons offer, -1 none */
    /* hover, long press, keyboard */
    int hover_node, hover_hand, hover_place; /* -1: none */
    float px, py, press_time;
    bool pressing, city_press;
    int cursor; /* over hand, buttons, then the lit nodes; -1 none */
    bool show_cursor;
    /* animations (fcb_anim.c) */
    uint8_t path[FCB_PATH];
    uint8_t path_bus[FCB_PATH]; /* 1: this step is a bus ride */
    int npath, walk_seat;
    float walk_t; /* spaces walked so far */
    ui_dice dice[2];
    float clock_t, clock_from, clock_to; /* hands turning: 0..1, times in ticks */
    float pop_t;                         /* SLOG jumping out of the clock, 0..1 */
    float toss_t;
    int toss;
    float tick_acc;
    const game_score_line *hl;
} fcb;

fcb *fcb_live(void); /* the board on screen (tests), NULL none */

/* fcb_layout.c */
void fcb_layout(fcb *b, gfx_rect area);
void fcb_layout_city(fcb *b, gfx_rect r); /* the city alone fitted to r (figures) */
void fcb_sync(fcb *b); /* reads the match: the acting seat's legal actions, hand, buttons */
void fcb_grid(const fcb *b, float gx, float gy, float *sx, float *sy); /* grid -> screen */
void fcb_node_center(const fcb *b, int node, float *sx, float *sy);
gfx_rect fcb_place_rect(const fcb *b, int place);  /* on screen */
float fcb_space(const fcb *b);                     /* a street space's side */
int fcb_node_at(const fcb *b, float sx, float sy); /* node under the point, -1 none */
int fcb_hand_at(const fcb *b, float sx, float sy);
int fcb_stop_of(int node);                 /* stop index or -1 */
extern const uint8_t fcb_route[FCB_ROUTE]; /* the bus line's street spaces, in line order */
int fcb_route_index(int node);             /* -1: not on the line */
/* The way a GO takes (walk, or ride then walk) from the state's pawn; n nodes, 0: none. */
int fcb_go_path(const fc_state *s, int seat, int node, uint8_t *out, uint8_t *bus, int cap);
const char *fcb_prompt(const fcb *b, char *buf, size_t n);
bool fcb_layout_check(const fcb *b, char *why, size_t n); /* tests: nothing overlaps */

/* fcb_anim.c */
void fcb_anim_action(fcb *b, int seat, game_action a, const fc_state *s0, const fc_state *s1);
void fcb_anim_tick(fcb *b, double dt);
bool fcb_anim_busy(const fcb *b);
void fcb_anim_reset(fcb *b);
bool fcb_walk_pos(const fcb *b, int seat, float *x, float *y); /* false: not walking */
float fcb_clock_time(const fcb *b, const fc_state *v);         /* ticks shown now */

/* fcb_city.c */
void fcb_draw_city(fcb *b, const fc_state *v);
void fcb_draw_city_static(fcb *b); /* streets, places and names: the same each frame */
void fcb_draw_city_live(fcb *b, const fc_state *v);
void fcb_draw_pawn(int seat, float cx, float cy, float r);
void fcb_draw_slog(float cx, float cy, float s);
bool fcb_art(const char *path); /* the art file is there (else a plain shape) */
void fcb_figure(const void *state, gfx_rect r, const char *focus);

/* fcb_text.c: never under 12 real pixels */
float fcb_min_text(void); /* the smallest text size allowed now, in units */
/* The size from want down to the smallest at which t fits w; 0 when even that does not. */
float fcb_fit(const char *t, float want, float w, gfx_font_style st);
/* t in lines no wider than w at size (words kept whole); their count, 0 when a word is wider
 * than w or more than max lines are needed. */
int fcb_wrap(const char *t, float size, float w, gfx_font_style st, char (*out)[FCB_LINE], int max);
float fcb_fit_lines(const char *t, float want, gfx_rect box, gfx_font_style st,
                    char (*out)[FCB_LINE], int max, int *n);
void fcb_draw_lines(char (*lines)[FCB_LINE], int n, float size, float cx, float cy,
                    gfx_font_style st, gfx_color col);
const char *fcb_elide(const char *t, float size, float w, gfx_font_style st, char *out, size_t n);

/* fcb_panel.c */
void fcb_draw_panel(fcb *b, const fc_state *v);
void fcb_draw_strip(fcb *b, const fc_state *v);
void fcb_draw_clock(float time, float pop, bool slog_in, gfx_rect r);
/* cap: the name's size at most (the hand's cards alike), 0: none */
void fcb_draw_mad(int kind, gfx_rect r, bool lit, float cap);
bool fcb_mad_shows_both(int kind, gfx_rect r); /* its picture and its name fit in r */
float fcb_mad_name_size(int kind, gfx_rect r); /* the size its name is drawn at, 0: not drawn */
void fcb_draw_tip(const fcb *b);
void fcb_hhmm(float ticks, char *buf, size_t n);

#endif
