/* megacity_board_int.h: what the MegaCity board's files share: state, input and turn actions in
 * megacity_board.c, the hot spots and buttons in megacity_controls.c, the layout and panels in
 * megacity_board_draw.c, the players' list and the last-move marks in megacity_players.c,
 * measured text in megacity_labels.c, building by hand on a live physics world in
 * megacity_workshop.c, the delivery slide (the player's, a bot's, a replay) in
 * megacity_delivery.c. Nobody else includes it but the board's tests. */
#ifndef CB_MEGACITY_BOARD_INT_H
#define CB_MEGACITY_BOARD_INT_H
#include "games/megacity/rules/megacity.h"
#include "games/megacity/rules/megacity_sim.h"
#include "games/megacity/board/megacity_draw.h"
#include "play/play.h"
#include "ui/ui.h"
#include "ui/ui_camera.h"
#include <stdlib.h>

/* Buttons (the focus ring walks them, then the hot spots). */
enum {
    MGB_DRAW,
    MGB_STEEL,
    MGB_CONCRETE,
    MGB_GLASS,
    MGB_FLIP,
    MGB_RENEW,
    MGB_DELIVER,
    MGB_RECYCLE,
    MGB_END,
    MGB_REPLAY,
    MGB_CANCEL,
    MGB_SKIP,
    MGB_NBUTTONS
};

/* Hot spots: things on the board a tap (or Enter on the focused one) acts on. */
typedef enum mgb_hot_kind {
    MGB_HOT_COLUMN,  /* arg: type; the column's top contract */
    MGB_HOT_REORDER, /* arg: type */
    MGB_HOT_EXC,     /* arg: exceptional contract id */
    MGB_HOT_OFFER,   /* arg: platform id */
    MGB_HOT_PLAT,    /* arg: platform id in front of the acting player */
    MGB_HOT_HOLD,    /* arg: contract id held by the acting player */
    MGB_HOT_TRAY,    /* arg: element kind in the acting player's supply */
    MGB_HOT_PICK,    /* arg: element kind left in the bag (taking one element of a material) */
} mgb_hot_kind;

enum { MGB_HOTS = 48 };

typedef struct mgb_hot {
    ui_base base; /* first: the focus ring holds &hot.base */
    mgb_hot_kind kind;
    int arg, count;
} mgb_hot;

typedef enum mgb_mode {
    MGB_BUILD,    /* the workshop: build, standard actions */
    MGB_CELL,     /* delivery: choose a hex */
    MGB_SLIDE,    /* a slide on screen (the player's, a bot's or a replay) */
    MGB_MONUMENT, /* an element chosen as a monument: choose a park */
    MGB_PICK,     /* a material chosen: choose the element (shape) to take from the bag */
} mgb_mode;

typedef struct mgb_layout {
    gfx_rect area, city, market, cols[MC_TYPES], reorder[MC_TYPES], offer[3], exc;
    gfx_rect market_head, offer_head;
    gfx_rect hexes; /* where the hexes are drawn and tapped (inside the city panel) */
    gfx_rect title, tabs, stage, tray, side, holds, check, others, status, buttons;
    mgd_frame frame; /* the workshop's side elevation */
    float ruler_x;
    float icon; /* tray icon side */
} mgb_layout;

/* The live tower of the selected platform (building by hand). */
typedef struct mgb_ws {
    phys_world *w;
    int plat;      /* the platform the world holds, 0 none */
    mega_plat rec; /* its recorded tower when the world was last in step with the rules */
    int side;
    double acc; /* physics time owed (s) */
    /* an element in the hand: from the supply (slot -1) or lifted off the tower */
    bool holding;
    int hold_kind, hold_slot, quarter; /* quarter: clockwise quarter turns on screen */
    float twist;                       /* two-finger twist (radians) not yet a quarter turn */
    float hx, hy;
    /* a released element settling: submitted when the world sleeps */
    bool settling;
    int drop_id, drop_kind, drop_slot, frames;
    unsigned fell_before;         /* elements already on the table when it was released */
    int kinds[PHYS_MAX_ELEMENTS]; /* element kind of each world id */
} mgb_ws;

/* A delivery slide on screen. */
enum { MGB_MAX_BUMPS = 6 }; /* a hex has six neighbours */

typedef struct mgb_slide {
    bool on, live, replay, done;
    int seat, plat, cell, side;
    mega_plat pl; /* the tower as it was before the slide */
    phys_world *w;
    double xs[MEGA_SIM_SLIDE_MAX];
    int n, i;  /* frames recorded (live) or to play; frames played */
    int stage; /* 0 waiting for the drag, 1 sliding, 2 docked and watched, 3 over */
    int dock;  /* frames watched after the slide */
    double acc, speed;
    double x;      /* the platform's x now (m) */
    double target; /* where the pointer wants it (live) */
    bool held;     /* the pointer holds the platform */
    float press_x; /* pointer x at the press */
    double press_target;
    /* the hand, smoothed per tick (a mouse moves by whole pixels, and only once per drawn
     * frame: fed raw, the platform would jolt at every pixel) */
    float hand_x;
    double hand_f[2];
    unsigned fell; /* elements that have fallen */
    bool sounded;
    double linger;      /* seconds the result stays on screen */
    game_action result; /* what the slide came to */
    int contract;       /* the contract the player's delivery is for */
} mgb_slide;

/* A label drawn last frame: where, the panel it must stay in, its size (megacity_labels.c). */
enum { MGB_LABELS = 192 };
#define MGB_TEXT_MIN 12.0f /* the smallest text the board draws, logical units */
typedef struct mgb_label {
    gfx_rect r, within;
    float size;
    char text[48];
} mgb_label;

/* The players' list as laid out: its columns and whether its header needs a legend line. */
enum { MGB_PCOLS = 5 }; /* prestige, contracts done, tokens, elements, platforms */
typedef struct mgb_ptable {
    int words;               /* 0: full words in the header, 1: short ones with a legend */
    float col_w[MGB_PCOLS];  /* each number column's width */
    float head, row, legend; /* heights */
} mgb_ptable;

/* What each other player did on their last turn: marks on the board in their colour, and the
 * last move told in words (megacity_players.c). */
enum { MGB_MARKS = 24 };
typedef struct mgb_mark {
    int seat;
    mega_move_mark m;
} mgb_mark;

typedef struct mgb {
    play *p;
    const game_def *g;
    mgb_layout lay;
    float scale;
    uint64_t hash, legal_hash;
    int act_seat; /* the human seat acting on this screen, -1 none */
    int shown;    /* the seat whose workshop is shown: the acting human, else the viewer's own */
    int home;     /* the last human seat that acted here, -1 none */
    mega_state view, act;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    mgb_mode mode;
    int sel_plat, sel_contract; /* workshop selection (0 none) */
    int mon_kind;               /* monument mode: the element chosen */
    int pick_mat;               /* pick mode: the material whose elements are offered */
    int hover_cell;
    ui_camera ucam;   /* the city's pan and zoom (world: logical units at zoom 1 from its centre) */
    mgd_city_cam cam; /* the same, as the city drawing takes it (city_cam_sync) */
    ui_button btn[MGB_NBUTTONS];
    mgb_hot hot[MGB_HOTS];
    int nhot;
    ui_focus focus;
    mgb_ws ws;
    mgb_slide slide;
    /* the last slide, for "Replay" */
    bool have_last;
    int last_plat, last_cell, last_side, last_n;
    mega_plat last_pl;
    double last_xs[MEGA_SIM_SLIDE_MAX];
    /* the bump neighbours feel when a platform docks (megacity_bump.c) */
    int bump_cell;
    float bump; /* the ring around them, 1 -> 0 */
    mega_bump bumps[MGB_MAX_BUMPS];
    int nbump, bump_seat;
    bool bump_submit, bump_heard;
    double bump_acc;
    mega_state bump_view; /* the view with the shaken towers at their live poses */
    bool own_submit;      /* the board is submitting (on_action: do not animate it again) */
    /* why Deliver is greyed for the selected platform ("" when it may go), from the rules */
    char deliver_why[GAME_REASON_LEN];
    game_score score; /* the running score (the rules' score of the position), per sync */
    mgb_ptable ptable;
    mgb_mark marks[MGB_MARKS];
    int nmarks, mark_seat;    /* mark_seat: who made the last action */
    char last_move[160];      /* the last move told in words ("takes contract 12 (...)"), "" none */
    int last_seat, last_kind; /* who made it, its kind */
    mgb_label labels[MGB_LABELS];
    int nlabels;
} mgb;

/* megacity_board.c */
mgb *mgb_live(void);   /* the board on screen (the last created, NULL none): for tests */
void mgb_sync(mgb *b); /* view, legal list, layout and hot spots up to date (last area) */
bool mgb_legal(const mgb *b, game_action a);
uint64_t mgb_cells_for(const mgb *b, int kind, int plat, int arg); /* legal cells of a kind */
/* The contract the selected platform would be delivered for: the selected held contract when the
 * building fulfils it, else the default (the most points); 0 none. *nfit: how many it fulfils. */
int mgb_deliver_contract(const mgb *b, int *nfit);
bool mgb_material_legal(const mgb *b, int m);         /* some element of material m may be taken */
void mgb_submit(mgb *b, game_action a);               /* play_submit, own */
const mega_state *mgb_state(const mgb *b);            /* the full state now */
bool mgb_mine(const mega_state *s, int seat, int id); /* platform id is in front of seat */

/* megacity_controls.c: hot spots and buttons from the view and the legal list */
void mgb_controls_init(mgb *b);
void mgb_controls_layout(mgb *b);

/* megacity_board_draw.c */
void mgb_layout_make(mgb *b, gfx_rect area);
void mgb_draw(mgb *b, const mega_state *view, const game_score_line *highlight);
/* A contract card in r (its text fitted to the card, noted within `within`). */
void mgb_draw_contract(mgb *b, gfx_rect within, gfx_rect r, int id, bool selected, bool met);

/* megacity_players.c: the players' list (prestige and the rest, with a header that names the
 * columns), the last-move marks and their caption, whose workshop is shown. */
void mgb_ptable_make(mgb *b, float width); /* chooses the header words, sets b->ptable */
float mgb_ptable_height(const mgb *b, int players);
void mgb_draw_players(mgb *b, const mega_state *s);
void mgb_marks_clear(mgb *b);
void mgb_marks_note(mgb *b, int seat, game_action a, const mega_state *before,
                    const mega_state *after);
bool mgb_mark_color(const mgb *b, int what, int arg, gfx_color *c); /* MGB_MK_* below */
enum { MGB_MK_CELL, MGB_MK_COLUMN, MGB_MK_EXC, MGB_MK_OFFER };
void mgb_draw_last_move(mgb *b, gfx_rect city);
int mgb_home_seat(const mgb *b); /* whose workshop to show when no human acts */

/* megacity_labels.c: text measured, fitted and noted (for the layout tests) */
void mgb_labels_begin(mgb *b);
bool mgb_fits(const char *t, float w, float size, gfx_font_style st);
float mgb_text_w(const char *t, float size, gfx_font_style st);
float mgb_fit_size(const char *t, float w, float size, gfx_font_style st); /* >= MGB_TEXT_MIN */
float mgb_text(mgb *b, gfx_rect within, const char *t, float x, float y, float size, int align,
               gfx_font_style st, gfx_color c);
float mgb_box_height(const char *t, float w, float size);
float mgb_box_fit(const char *t, float w, float h, float size); /* the size that fits h */
float mgb_text_box(mgb *b, gfx_rect within, const char *t, gfx_rect box, float size, int align,
                   gfx_color c);

/* megacity_workshop.c */
void mgb_ws_sync(mgb *b); /* world in step with the selected platform */
void mgb_ws_free(mgb *b);
bool mgb_ws_event(mgb *b, const in_event *ev, int seat); /* press/move/release on the workshop */
void mgb_ws_tick(mgb *b, double dt);
int mgb_ws_element_at(const mgb *b, float sx, float sy); /* slot under a point, -1 none */
bool mgb_ws_busy(const mgb *b);
void mgb_ws_draw(mgb *b);
void mgb_ws_draw_held(mgb *b); /* the element in the hand, over everything */
/* The live (or recorded) tower of the selected platform, for the checklist and the ruler. */
void mgb_ws_tower(const mgb *b, phys_tower *t);
void mgb_draw_checklist(mgb *b, gfx_rect r);

/* megacity_delivery.c */
void mgb_slide_start(mgb *b, int seat, int plat, int cell, const mega_state *from, bool live);
void mgb_slide_play(mgb *b, int plat, int cell, int side, const mega_plat *pl, const double *xs,
                    int n, double speed, int seat);
void mgb_slide_free(mgb *b);
bool mgb_slide_event(mgb *b, const in_event *ev);
void mgb_slide_tick(mgb *b, double dt);
bool mgb_slide_skippable(const mgb *b); /* a slide being watched (a bot's, a replay, a result) */
void mgb_slide_skip(mgb *b);            /* to its result at once */
void mgb_slide_draw(mgb *b, gfx_rect r);

/* megacity_bump.c: the neighbours' nudge when a platform docks at `cell`; submit: a human's
 * delivery (the board records what fell as `shaken` actions of seat). */
void mgb_bump_start(mgb *b, int cell, int seat, bool submit);
void mgb_bump_tick(mgb *b, double dt);
bool mgb_bump_busy(const mgb *b);
void mgb_bump_free(mgb *b);
const mega_state *mgb_bump_view(mgb *b, const mega_state *s); /* s, or s with live poses */

#endif
