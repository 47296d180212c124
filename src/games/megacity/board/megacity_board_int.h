/* megacity_board_int.h: what the MegaCity board's files share: state, input and turn actions in
 * megacity_board.c, the hot spots and buttons in megacity_controls.c, the layout (view units,
 * a small window's pages) in megacity_layout.c, the panels in megacity_board_draw.c, the
 * players' list and the last-move marks in megacity_players.c, measured text in
 * megacity_labels.c, building by hand on a live physics world in megacity_workshop.c, the
 * delivery slide (the player's, a bot's, a replay) in megacity_delivery.c, the board's own
 * controls in the control list in megacity_ctl.c. Nobody else includes it but the board's
 * tests. */
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
    MGB_TURN, /* on the supply: the quarter turns the next element is picked up with */
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

/* A small window's pages (mgb.compact): one of the board's three parts at a time. */
enum { MGB_PAGE_WORKSHOP, MGB_PAGE_MARKET, MGB_PAGE_CITY, MGB_PAGES };

typedef struct mgb_layout {
    gfx_rect area;  /* in view units (mgb.zoom) */
    gfx_rect pages; /* compact: the strip of page tabs */
    gfx_rect city, market, cols[MC_TYPES], reorder[MC_TYPES], offer[3], exc;
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
    /* the camera (mgb_slide_frame): it follows the platform and zooms out, never back in, to
     * keep every element in view, the fallen ones too */
    double cam_x, cam_ppm;
} mgb_slide;

/* A label drawn last frame: where, the panel it must stay in, its size (megacity_labels.c). */
enum { MGB_LABELS = 192 };
#define MGB_TEXT_MIN 12.0f /* the smallest text the board draws, logical units */
typedef struct mgb_label {
    gfx_rect r, within;
    float size;
    char text[48];
} mgb_label;

/* The control list (ui.h, ui_ctl) while a test reads it (megacity_ctl.c): where each element of
 * the supply stands when dropped, and where each free top element of the tower may move, worked
 * out under physics once per position; the reasons the disabled controls give. */
enum { MGB_CTL_DROPS = MEGA_KINDS + MEGA_TOWER, MGB_CTL_WHYS = 64 };
typedef struct mgb_ctl_drop {
    int kind, slot; /* slot -1: from the supply, else the tower's element moved */
    double x, y;    /* the held element's centre where it is let go (metres, platform frame) */
} mgb_ctl_drop;
typedef struct mgb_ctls {
    uint64_t key; /* the position the drops were worked out for (0: none yet) */
    int ndrop;
    mgb_ctl_drop drop[MGB_CTL_DROPS];
    int page, nwhy; /* two pages of reasons: the list read holds the last frame's */
    char why[2][MGB_CTL_WHYS][GAME_REASON_LEN];
} mgb_ctls;

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
    /* A window under one real pixel a unit (960x540, 640x360): the board lays out in view units
     * of one real pixel (zoom window units each) and is drawn zoomed, so its 12-unit text is 12
     * pixels; the action buttons and page tabs, widgets, keep window units. A view too small
     * for the three columns (compact: 640x360) shows one page at a time. */
    float zoom;
    gfx_rect screen; /* the board's area in window units */
    bool compact;
    int page, page_key; /* compact: the page shown; what last chose it */
    ui_button tab[MGB_PAGES];
    gfx_rect btn_v[MGB_NBUTTONS]; /* the buttons' rectangles in view units */
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
    char btn_why[MGB_NBUTTONS][GAME_REASON_LEN]; /* why each greyed button is ("" none) */
    int turn;         /* quarter turns clockwise an element picked from the supply starts with */
    mgb_ctls *ctl;    /* the control list's work (NULL until a test turns the list on) */
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
mgb *mgb_live(void); /* the board on screen (the last created, NULL none): for tests */
gfx_rect mgb_to_screen(const mgb *b, gfx_rect r);       /* view units -> window units */
void mgb_from_screen(const mgb *b, float *x, float *y); /* window units -> view units */
void mgb_push_clip(const mgb *b, gfx_rect r);           /* a clip given in view units */
bool mgb_on_page(const mgb *b, int page);               /* that part of the board is shown */
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
/* The action buttons btn[idx[0..n-1]] in rows of three at the bottom of r: each as wide as its
 * label needs, the room left shared out; a row short of room shrinks its labels alike (a long
 * "Renouveler" no longer drawn a quarter smaller than "Verre" beside it). */
enum { MGB_BTN_H = 38, MGB_BTN_GAP = 5 };
float mgb_label_w(const char *label); /* a button label's width at its size */
void mgb_button_rows(gfx_rect r, ui_button *btn, const int *idx, int n);
/* Why action a is refused to the acting seat now: the rules' own reason (what a tap shows). */
void mgb_refusal(mgb *b, game_action a, char *out, size_t n);

/* megacity_layout.c: view units, pages, the layout */
enum {                    /* heights, view units */
       MGB_CARD_H = 96,   /* a contract card */
       MGB_CHIP_H = 30,   /* a column's reorder chip: two short lines */
       MGB_HEAD_H = 18,   /* a panel's heading */
       MGB_TRAY_H = 132,  /* the supply */
       MGB_TABS_H = 58,   /* the platform tabs */
       MGB_STATUS_H = 36, /* what to do now: two lines */
       MGB_STACK_H = 5,   /* the cards under a column's top one peek out above it (2 px each) */
       MGB_TABS_COMPACT_H = 40,  /* the platform tabs of a small window: two lines */
       MGB_CHECK_COMPACT_H = 36, /* a small window's checklist: what is missing, on two lines */
};
void mgb_choose_page(mgb *b);                           /* compact: the page the moment calls for */
gfx_rect mgb_to_screen(const mgb *b, gfx_rect r);       /* view units -> window units */
void mgb_from_screen(const mgb *b, float *x, float *y); /* window units -> view units */
void mgb_push_clip(const mgb *b, gfx_rect r);           /* a clip given in view units */
bool mgb_on_page(const mgb *b, int page);               /* that part of the board is shown */
void mgb_layout_make(mgb *b, gfx_rect area);
/* The workshop's scale for a stage (pixels per metre), before a tall tower zooms it out, and the
 * scale that keeps a tower `height` metres tall in view under top_y. */
float mgb_stage_ppm(gfx_rect stage);
float mgb_tall_ppm(float ppm, float oy, float top_y, double height);

/* megacity_board_draw.c */
void mgb_draw(mgb *b, const mega_state *view, const game_score_line *highlight);
void mgb_draw_top(mgb *b); /* over the buttons: the element in the hand, the focus ring */
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
/* t cut to width w with an ellipsis ("Maximil…"), keeping at least one character. */
void mgb_ellipsize(char *t, size_t cap, float w, float size, gfx_font_style st);
float mgb_box_fit(const char *t, float w, float h, float size); /* the size that fits h */
float mgb_text_box(mgb *b, gfx_rect within, const char *t, gfx_rect box, float size, int align,
                   gfx_color c);

/* megacity_workshop.c */
void mgb_ws_sync(mgb *b); /* world in step with the selected platform */
void mgb_ws_free(mgb *b);
bool mgb_ws_event(mgb *b, const in_event *ev, int seat); /* press/move/release on the workshop */
void mgb_ws_tick(mgb *b, double dt);
int mgb_ws_element_at(const mgb *b, float sx, float sy); /* slot under a point, -1 none */
/* The same in tower t (the one under the point with the highest top), as the workshop picks. */
int mgb_tower_element_at(const mgb *b, const phys_tower *t, float sx, float sy);
bool mgb_may_build(const mgb *b); /* the acting seat builds on its selected platform now */
/* Where `kind`, turned `quarter` quarter turns clockwise, stands when dropped on tower pl of
 * platform plat: the rules' box drop, checked under physics (it comes to rest and nothing it
 * lands on moves); false when there is no such place. */
bool mgb_steady_drop(const mega_state *s, int plat, const mega_plat *pl, int kind, int quarter,
                     mega_el *rest);
bool mgb_ws_busy(const mgb *b);
void mgb_ws_draw(mgb *b);
void mgb_ws_draw_held(mgb *b); /* the element in the hand, over everything */
/* The live (or recorded) tower of the selected platform, for the checklist and the ruler. */
void mgb_ws_tower(const mgb *b, phys_tower *t);
void mgb_draw_checklist(mgb *b, gfx_rect r);
void mgb_draw_check_summary(mgb *b, gfx_rect r); /* a small window's: two lines */

/* megacity_delivery.c */
void mgb_slide_start(mgb *b, int seat, int plat, int cell, const mega_state *from, bool live);
void mgb_slide_play(mgb *b, int plat, int cell, int side, const mega_plat *pl, const double *xs,
                    int n, double speed, int seat);
void mgb_slide_free(mgb *b);
bool mgb_slide_event(mgb *b, const in_event *ev);
void mgb_slide_tick(mgb *b, double dt);
bool mgb_slide_skippable(const mgb *b); /* a slide being watched (a bot's, a replay, a result) */
/* The player's own slide waits for their hand (not yet pressed, held, or let go short of the
 * city): the board is not busy then, the player acts. */
bool mgb_slide_waits(const mgb *b);
void mgb_slide_skip(mgb *b); /* to its result at once */
void mgb_slide_draw(mgb *b, gfx_rect r);
mgd_frame mgb_slide_frame(const mgb *b); /* the slide's camera: where the platform is drawn */
/* The box of element id of the slide's tower where it is now, on the table's frame (fallen
 * ones too); false when there is none. */
bool mgb_slide_box(const mgb *b, int id, phys_bbox *out);

/* megacity_ctl.c: the board's own controls added to the control list while it is on (the
 * market, the tabs and held contracts, the supply dragged to where its elements stand, the
 * tower's free elements lifted or moved, the lit hexes, the slide); nothing when it is off. */
void mgb_ctl_list(mgb *b);
void mgb_ctl_free(mgb *b);

/* megacity_bump.c: the neighbours' nudge when a platform docks at `cell`; submit: a human's
 * delivery (the board records what fell as `shaken` actions of seat). */
void mgb_bump_start(mgb *b, int cell, int seat, bool submit);
void mgb_bump_tick(mgb *b, double dt);
bool mgb_bump_busy(const mgb *b);
void mgb_bump_free(mgb *b);
const mega_state *mgb_bump_view(mgb *b, const mega_state *s); /* s, or s with live poses */

#endif
