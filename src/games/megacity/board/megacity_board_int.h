/* megacity_board_int.h: what the MegaCity board's files share: state, input and turn actions in
 * megacity_board.c, the panels in megacity_board_draw.c, building by hand on a live physics
 * world in megacity_workshop.c, the delivery slide (the player's, a bot's, a replay) in
 * megacity_delivery.c. Nobody else includes it. */
#ifndef CB_MEGACITY_BOARD_INT_H
#define CB_MEGACITY_BOARD_INT_H
#include "games/megacity/rules/megacity.h"
#include "games/megacity/rules/megacity_sim.h"
#include "games/megacity/board/megacity_draw.h"
#include "play/play.h"
#include "ui/ui.h"
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
} mgb_mode;

typedef struct mgb_layout {
    gfx_rect area, city, market, cols[MC_TYPES], reorder[MC_TYPES], offer[3], exc;
    gfx_rect hexes; /* where the hexes are drawn and tapped (inside the city panel) */
    gfx_rect tabs, stage, tray, side, holds, check, others, buttons;
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
} mgb_slide;

typedef struct mgb {
    play *p;
    const game_def *g;
    mgb_layout lay;
    float scale;
    uint64_t hash, legal_hash;
    int act_seat; /* the human seat acting on this screen, -1 none */
    int shown;    /* the seat whose workshop is shown */
    mega_state view, act;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    mgb_mode mode;
    int sel_plat, sel_contract; /* workshop selection (0 none) */
    int mon_kind;               /* monument mode: the element chosen */
    int hover_cell;
    mgd_city_cam cam;
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
} mgb;

/* megacity_board.c */
mgb *mgb_live(void);   /* the board on screen (the last created, NULL none): for tests */
void mgb_sync(mgb *b); /* view, legal list, layout and hot spots up to date (last area) */
bool mgb_legal(const mgb *b, game_action a);
uint64_t mgb_cells_for(const mgb *b, int kind, int plat, int arg); /* legal cells of a kind */
void mgb_submit(mgb *b, game_action a);                            /* play_submit, own */
const mega_state *mgb_state(const mgb *b);                         /* the full state now */

/* megacity_board_draw.c */
void mgb_layout_make(mgb *b, gfx_rect area);
void mgb_draw(mgb *b, const mega_state *view, const game_score_line *highlight);
void mgb_draw_contract(gfx_rect r, int id, bool selected, bool met);

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
void mgb_slide_draw(mgb *b, gfx_rect r);

/* megacity_bump.c: the neighbours' nudge when a platform docks at `cell`; submit: a human's
 * delivery (the board records what fell as `shaken` actions of seat). */
void mgb_bump_start(mgb *b, int cell, int seat, bool submit);
void mgb_bump_tick(mgb *b, double dt);
bool mgb_bump_busy(const mgb *b);
void mgb_bump_free(mgb *b);
const mega_state *mgb_bump_view(mgb *b, const mega_state *s); /* s, or s with live poses */

#endif
