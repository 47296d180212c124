/* megacity_board_int.h: what the MegaCity board's files share: state, input and turn actions in
 * megacity_board.c, the hot spots and buttons in megacity_board_controls.c, the layout (view units,
 * a small window's pages) in megacity_board_layout.c, the panels in megacity_board_draw.c, the
 * players' list and the last-move marks in megacity_board_players.c, measured text in
 * megacity_board_labels.c, building by hand on a live physics world in megacity_board_workshop.c,
 * the delivery slide (the player's, a bot's, a replay) in megacity_board_delivery.c, the board's
 * own controls in the control list in megacity_board_ctl.c. Nobody else includes it but the board's
 * tests. */
#ifndef CB_MEGACITY_BOARD_INT_H
#define CB_MEGACITY_BOARD_INT_H
#include "games/megacity/rules/megacity.h"
#include "games/megacity/rules/megacity_sim.h"
#include "games/megacity/board/megacity_board_paint.h"
#include "play/play.h"
#include "ui/ui.h"
#include "ui/ui_camera.h"
#include <stdlib.h>

/* Buttons (the focus ring walks them, then the hot spots). */
enum {
    MEGACITY_BOARD_DRAW,
    MEGACITY_BOARD_STEEL,
    MEGACITY_BOARD_CONCRETE,
    MEGACITY_BOARD_GLASS,
    MEGACITY_BOARD_FLIP,
    MEGACITY_BOARD_RENEW,
    MEGACITY_BOARD_DELIVER,
    MEGACITY_BOARD_RECYCLE,
    MEGACITY_BOARD_END,
    MEGACITY_BOARD_REPLAY,
    MEGACITY_BOARD_CANCEL,
    MEGACITY_BOARD_SKIP,
    MEGACITY_BOARD_TURN, /* on the supply: the quarter turns the next element is picked up with */
    MEGACITY_BOARD_NBUTTONS
};

/* Hot spots: things on the board a tap (or Enter on the focused one) acts on. */
typedef enum megacity_board_hot_kind {
    MEGACITY_BOARD_HOT_COLUMN,  /* arg: type; the column's top contract */
    MEGACITY_BOARD_HOT_REORDER, /* arg: type */
    MEGACITY_BOARD_HOT_EXC,     /* arg: exceptional contract id */
    MEGACITY_BOARD_HOT_OFFER,   /* arg: platform id */
    MEGACITY_BOARD_HOT_PLAT,    /* arg: platform id in front of the acting player */
    MEGACITY_BOARD_HOT_HOLD,    /* arg: contract id held by the acting player */
    MEGACITY_BOARD_HOT_TRAY,    /* arg: element kind in the acting player's supply */
    MEGACITY_BOARD_HOT_PICK, /* arg: element kind left in the bag (taking one element of a material)
                              */
} megacity_board_hot_kind;

enum { MEGACITY_BOARD_HOTS = 48 };

typedef struct megacity_board_hot {
    ui_base base; /* first: the focus ring holds &hot.base */
    megacity_board_hot_kind kind;
    int arg, count;
} megacity_board_hot;

typedef enum megacity_board_mode {
    MEGACITY_BOARD_BUILD,    /* the workshop: build, standard actions */
    MEGACITY_BOARD_CELL,     /* delivery: choose a hex */
    MEGACITY_BOARD_SLIDE,    /* a slide on screen (the player's, a bot's or a replay) */
    MEGACITY_BOARD_MONUMENT, /* an element chosen as a monument: choose a park */
    MEGACITY_BOARD_PICK, /* a material chosen: choose the element (shape) to take from the bag */
} megacity_board_mode;

/* A small window's pages (mgb.compact): one of the board's three parts at a time. */
enum {
    MEGACITY_BOARD_PAGE_WORKSHOP,
    MEGACITY_BOARD_PAGE_MARKET,
    MEGACITY_BOARD_PAGE_CITY,
    MEGACITY_BOARD_PAGES
};

typedef struct megacity_board_layout {
    gfx_rect area;  /* in view units (mgb.zoom) */
    gfx_rect pages; /* compact: the strip of page tabs */
    gfx_rect city, market, cols[MEGACITY_TYPES], reorder[MEGACITY_TYPES], offer[3], exc;
    gfx_rect market_head, offer_head;
    gfx_rect hexes; /* where the hexes are drawn and tapped (inside the city panel) */
    gfx_rect title, tabs, stage, tray, side, holds, check, others, status, buttons;
    megacity_board_paint_frame frame; /* the workshop's side elevation */
    float ruler_x;
    float icon; /* tray icon side */
} megacity_board_layout;

/* The live tower of the selected platform (building by hand). */
typedef struct megacity_board_ws {
    megacity_physics_world *w;
    int plat;          /* the platform the world holds, 0 none */
    megacity_plat rec; /* its recorded tower when the world was last in step with the rules */
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
    unsigned fell_before; /* elements already on the table when it was released */
    int kinds[MEGACITY_PHYSICS_MAX_ELEMENTS]; /* element kind of each world id */
} megacity_board_ws;

/* A delivery slide on screen. */
enum { MEGACITY_BOARD_MAX_BUMPS = 6 }; /* a hex has six neighbours */

typedef struct megacity_board_slide {
    bool on, live, replay, done;
    int seat, plat, cell, side;
    megacity_plat pl; /* the tower as it was before the slide */
    megacity_physics_world *w;
    double xs[MEGACITY_SIM_SLIDE_MAX];
    int n, i;  /* frames recorded (live) or to play; frames played */
    int stage; /* 0 waiting for the drag, 1 sliding, 2 docked and watched, 3 over */
    int dock;  /* frames watched after the slide */
    double acc, speed;
    double x;           /* the platform's x now (m) */
    megacity_hand hand; /* the platform under the hand (live): its steadiness is the seat's */
    double target;      /* where the pointer wants it (live) */
    bool held;          /* the pointer holds the platform */
    float press_x;      /* pointer x at the press */
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
    /* the camera (megacity_board_slide_frame): it follows the platform and zooms out, never back
     * in, to keep every element in view, the fallen ones too */
    double cam_x, cam_ppm;
} megacity_board_slide;

/* A label drawn last frame: where, the panel it must stay in, its size (megacity_board_labels.c).
 */
enum { MEGACITY_BOARD_LABELS = 192 };
#define MEGACITY_BOARD_TEXT_MIN 12.0f /* the smallest text the board draws, logical units */
typedef struct megacity_board_label {
    gfx_rect r, within;
    float size;
    char text[48];
} megacity_board_label;

/* The control list (ui.h, ui_ctl) while a test reads it (megacity_board_ctl.c): where each element
 * of the supply stands when dropped, and where each free top element of the tower may move, worked
 * out under physics once per position; the reasons the disabled controls give. */
enum { MEGACITY_BOARD_CTL_DROPS = MEGACITY_KINDS + MEGACITY_TOWER, MEGACITY_BOARD_CTL_WHYS = 64 };
typedef struct megacity_board_ctl_drop {
    int kind, slot; /* slot -1: from the supply, else the tower's element moved */
    double x, y;    /* the held element's centre where it is let go (metres, platform frame) */
} megacity_board_ctl_drop;
typedef struct megacity_board_ctls {
    uint64_t key; /* the position the drops were worked out for (0: none yet) */
    int ndrop;
    megacity_board_ctl_drop drop[MEGACITY_BOARD_CTL_DROPS];
    int page, nwhy; /* two pages of reasons: the list read holds the last frame's */
    char why[2][MEGACITY_BOARD_CTL_WHYS][GAME_REASON_LEN];
} megacity_board_ctls;

/* The players' list as laid out: its columns and whether its header needs a legend line. */
enum { MEGACITY_BOARD_PCOLS = 5 }; /* prestige, contracts done, tokens, elements, platforms */
typedef struct megacity_board_ptable {
    int words; /* 0: full words in the header, 1: short ones with a legend */
    float col_w[MEGACITY_BOARD_PCOLS]; /* each number column's width */
    float head, row, legend;           /* heights */
} megacity_board_ptable;

/* What each other player did on their last turn: marks on the board in their colour, and the
 * last move told in words (megacity_board_players.c). */
enum { MEGACITY_BOARD_MARKS = 24 };
typedef struct megacity_board_mark {
    int seat;
    megacity_move_mark m;
} megacity_board_mark;

typedef struct megacity_board_data {
    play *p;
    const game_def *g;
    megacity_board_layout lay;
    float scale;
    /* A window under one real pixel a unit (960x540, 640x360): the board lays out in view units
     * of one real pixel (zoom window units each) and is drawn zoomed, so its 12-unit text is 12
     * pixels; the action buttons and page tabs, widgets, keep window units. A view too small
     * for the three columns (compact: 640x360) shows one page at a time. */
    float zoom;
    gfx_rect screen; /* the board's area in window units */
    bool compact;
    int page, page_key; /* compact: the page shown; what last chose it */
    ui_button tab[MEGACITY_BOARD_PAGES];
    gfx_rect btn_v[MEGACITY_BOARD_NBUTTONS]; /* the buttons' rectangles in view units */
    uint64_t hash, legal_hash;
    int act_seat; /* the human seat acting on this screen, -1 none */
    int shown;    /* the seat whose workshop is shown: the acting human, else the viewer's own */
    int home;     /* the last human seat that acted here, -1 none */
    megacity_state view, act;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    megacity_board_mode mode;
    int sel_plat, sel_contract; /* workshop selection (0 none) */
    int mon_kind;               /* monument mode: the element chosen */
    int pick_mat;               /* pick mode: the material whose elements are offered */
    int hover_cell;
    ui_camera ucam; /* the city's pan and zoom (world: logical units at zoom 1 from its centre) */
    megacity_board_paint_city_cam cam; /* the same, as the city drawing takes it (city_cam_sync) */
    ui_button btn[MEGACITY_BOARD_NBUTTONS];
    megacity_board_hot hot[MEGACITY_BOARD_HOTS];
    int nhot;
    ui_focus focus;
    megacity_board_ws ws;
    megacity_board_slide slide;
    /* the last slide, for "Replay" */
    bool have_last;
    int last_plat, last_cell, last_side, last_n;
    megacity_plat last_pl;
    double last_xs[MEGACITY_SIM_SLIDE_MAX];
    /* the bump neighbours feel when a platform docks (megacity_board_bump.c) */
    int bump_cell;
    float bump; /* the ring around them, 1 -> 0 */
    megacity_bump bumps[MEGACITY_BOARD_MAX_BUMPS];
    int nbump, bump_seat;
    bool bump_submit, bump_heard;
    double bump_acc;
    megacity_state bump_view; /* the view with the shaken towers at their live poses */
    bool own_submit;          /* the board is submitting (on_action: do not animate it again) */
    /* why Deliver is greyed for the selected platform ("" when it may go), from the rules */
    char deliver_why[GAME_REASON_LEN];
    char btn_why[MEGACITY_BOARD_NBUTTONS]
                [GAME_REASON_LEN]; /* why each greyed button is ("" none) */
    int turn; /* quarter turns clockwise an element picked from the supply starts with */
    /* the build the coach or a Hint points at (board_vt.guide): a drop near it settles onto it */
    bool guided;
    megacity_pose_act guide;
    megacity_board_ctls *ctl; /* the control list's work (NULL until a test turns the list on) */
    game_score score;         /* the running score (the rules' score of the position), per sync */
    megacity_board_ptable ptable;
    megacity_board_mark marks[MEGACITY_BOARD_MARKS];
    int nmarks, mark_seat;    /* mark_seat: who made the last action */
    char last_move[160];      /* the last move told in words ("takes contract 12 (...)"), "" none */
    int last_seat, last_kind; /* who made it, its kind */
    megacity_board_label labels[MEGACITY_BOARD_LABELS];
    int nlabels;
} megacity_board_data;

/* megacity_board.c */
megacity_board_data *
megacity_board_live(void); /* the board on screen (the last created, NULL none): for tests */
gfx_rect megacity_board_to_screen(const megacity_board_data *b,
                                  gfx_rect r); /* view units -> window units */
void megacity_board_from_screen(const megacity_board_data *b, float *x,
                                float *y); /* window units -> view units */
void megacity_board_push_clip(const megacity_board_data *b,
                              gfx_rect r); /* a clip given in view units */
bool megacity_board_on_page(const megacity_board_data *b,
                            int page); /* that part of the board is shown */
void megacity_board_sync(
    megacity_board_data *b); /* view, legal list, layout and hot spots up to date (last area) */
bool megacity_board_legal(const megacity_board_data *b, game_action a);
uint64_t megacity_board_cells_for(const megacity_board_data *b, int kind, int plat,
                                  int arg); /* legal cells of a kind */
/* The contract the selected platform would be delivered for: the selected held contract when the
 * building fulfils it, else the default (the most points); 0 none. *nfit: how many it fulfils. */
int megacity_board_deliver_contract(const megacity_board_data *b, int *nfit);
bool megacity_board_material_legal(const megacity_board_data *b,
                                   int m); /* some element of material m may be taken */
void megacity_board_submit(megacity_board_data *b, game_action a);        /* play_submit, own */
const megacity_state *megacity_board_state(const megacity_board_data *b); /* the full state now */
bool megacity_board_mine(const megacity_state *s, int seat,
                         int id); /* platform id is in front of seat */

/* megacity_board_controls.c: hot spots and buttons from the view and the legal list */
void megacity_board_controls_init(megacity_board_data *b);
void megacity_board_controls_layout(megacity_board_data *b);
/* The action buttons btn[idx[0..n-1]] in rows of three at the bottom of r: each as wide as its
 * label needs, the room left shared out; a row short of room shrinks its labels alike (a long
 * "Renouveler" no longer drawn a quarter smaller than "Verre" beside it). */
enum { MEGACITY_BOARD_BTN_H = 38, MEGACITY_BOARD_BTN_GAP = 5 };
float megacity_board_label_w(const char *label); /* a button label's width at its size */
void megacity_board_button_rows(gfx_rect r, ui_button *btn, const int *idx, int n);
/* Why action a is refused to the acting seat now: the rules' own reason (what a tap shows). */
void megacity_board_refusal(megacity_board_data *b, game_action a, char *out, size_t n);

/* megacity_board_layout.c: view units, pages, the layout */
enum {                               /* heights, view units */
       MEGACITY_BOARD_CARD_H = 96,   /* a contract card */
       MEGACITY_BOARD_CHIP_H = 30,   /* a column's reorder chip: two short lines */
       MEGACITY_BOARD_HEAD_H = 18,   /* a panel's heading */
       MEGACITY_BOARD_TRAY_H = 132,  /* the supply */
       MEGACITY_BOARD_TABS_H = 58,   /* the platform tabs */
       MEGACITY_BOARD_STATUS_H = 36, /* what to do now: two lines */
       MEGACITY_BOARD_STACK_H =
           5, /* the cards under a column's top one peek out above it (2 px each) */
       MEGACITY_BOARD_TABS_COMPACT_H = 40, /* the platform tabs of a small window: two lines */
       MEGACITY_BOARD_CHECK_COMPACT_H =
           36, /* a small window's checklist: what is missing, on two lines */
};
void megacity_board_choose_page(
    megacity_board_data *b); /* compact: the page the moment calls for */
gfx_rect megacity_board_to_screen(const megacity_board_data *b,
                                  gfx_rect r); /* view units -> window units */
void megacity_board_from_screen(const megacity_board_data *b, float *x,
                                float *y); /* window units -> view units */
void megacity_board_push_clip(const megacity_board_data *b,
                              gfx_rect r); /* a clip given in view units */
bool megacity_board_on_page(const megacity_board_data *b,
                            int page); /* that part of the board is shown */
void megacity_board_layout_make(megacity_board_data *b, gfx_rect area);
/* The workshop's scale for a stage (pixels per metre), before a tall tower zooms it out, and the
 * scale that keeps a tower `height` metres tall in view under top_y. */
float megacity_board_stage_ppm(gfx_rect stage);
float megacity_board_tall_ppm(float ppm, float oy, float top_y, double height);

/* megacity_board_draw.c */
void megacity_board_draw(megacity_board_data *b, const megacity_state *view,
                         const game_score_line *highlight);
void megacity_board_draw_top(
    megacity_board_data *b); /* over the buttons: the element in the hand, the focus ring */
/* A contract card in r (its text fitted to the card, noted within `within`). */
void megacity_board_draw_contract(megacity_board_data *b, gfx_rect within, gfx_rect r, int id,
                                  bool selected, bool met);

/* megacity_board_players.c: the players' list (prestige and the rest, with a header that names the
 * columns), the last-move marks and their caption, whose workshop is shown. */
void megacity_board_ptable_make(megacity_board_data *b,
                                float width); /* chooses the header words, sets b->ptable */
float megacity_board_ptable_height(const megacity_board_data *b, int players);
void megacity_board_draw_players(megacity_board_data *b, const megacity_state *s);
void megacity_board_marks_clear(megacity_board_data *b);
void megacity_board_marks_note(megacity_board_data *b, int seat, game_action a,
                               const megacity_state *before, const megacity_state *after);
bool megacity_board_mark_color(const megacity_board_data *b, int what, int arg,
                               gfx_color *c); /* MEGACITY_BOARD_MK_* below */
enum {
    MEGACITY_BOARD_MK_CELL,
    MEGACITY_BOARD_MK_COLUMN,
    MEGACITY_BOARD_MK_EXC,
    MEGACITY_BOARD_MK_OFFER
};
void megacity_board_draw_last_move(megacity_board_data *b, gfx_rect city);
int megacity_board_home_seat(
    const megacity_board_data *b); /* whose workshop to show when no human acts */

/* megacity_board_labels.c: text measured, fitted and noted (for the layout tests) */
void megacity_board_labels_begin(megacity_board_data *b);
bool megacity_board_fits(const char *t, float w, float size, gfx_font_style st);
float megacity_board_text_w(const char *t, float size, gfx_font_style st);
float megacity_board_fit_size(const char *t, float w, float size,
                              gfx_font_style st); /* >= MEGACITY_BOARD_TEXT_MIN */
float megacity_board_text(megacity_board_data *b, gfx_rect within, const char *t, float x, float y,
                          float size, int align, gfx_font_style st, gfx_color c);
float megacity_board_box_height(const char *t, float w, float size);
/* t cut to width w with an ellipsis ("Maximil…"), keeping at least one character. */
void megacity_board_ellipsize(char *t, size_t cap, float w, float size, gfx_font_style st);
float megacity_board_box_fit(const char *t, float w, float h,
                             float size); /* the size that fits h */
float megacity_board_text_box(megacity_board_data *b, gfx_rect within, const char *t,
                              gfx_rect megacity_plan_box, float size, int align, gfx_color c);

/* megacity_board_workshop.c */
void megacity_board_ws_sync(megacity_board_data *b); /* world in step with the selected platform */
void megacity_board_ws_free(megacity_board_data *b);
bool megacity_board_ws_event(megacity_board_data *b, const in_event *ev,
                             int seat); /* press/move/release on the workshop */
void megacity_board_ws_tick(megacity_board_data *b, double dt);
/* The pointed build's place on the workshop stage (the selected platform's), empty if none. */
gfx_rect megacity_board_ws_guide_rect(const megacity_board_data *b, const megacity_pose_act *g);
int megacity_board_ws_element_at(const megacity_board_data *b, float sx,
                                 float sy); /* slot under a point, -1 none */
/* The same in tower t (the one under the point with the highest top), as the workshop picks. */
int megacity_board_tower_element_at(const megacity_board_data *b, const megacity_physics_tower *t,
                                    float sx, float sy);
bool megacity_board_may_build(
    const megacity_board_data *b); /* the acting seat builds on its selected platform now */
/* Where `kind`, turned `quarter` quarter turns clockwise, stands when dropped on tower pl of
 * platform plat: the rules' box drop, checked under physics (it comes to rest and nothing it
 * lands on moves); false when there is no such place. */
bool megacity_board_steady_drop(const megacity_state *s, int plat, const megacity_plat *pl,
                                int kind, int quarter, megacity_el *rest);
bool megacity_board_ws_busy(const megacity_board_data *b);
void megacity_board_ws_draw(megacity_board_data *b);
void megacity_board_ws_draw_held(
    megacity_board_data *b); /* the element in the hand, over everything */
/* The live (or recorded) tower of the selected platform, for the checklist and the ruler. */
void megacity_board_ws_tower(const megacity_board_data *b, megacity_physics_tower *t);
void megacity_board_draw_checklist(megacity_board_data *b, gfx_rect r);
void megacity_board_draw_check_summary(megacity_board_data *b,
                                       gfx_rect r); /* a small window's: two lines */

/* megacity_board_delivery.c */
void megacity_board_slide_start(megacity_board_data *b, int seat, int plat, int cell,
                                const megacity_state *from, bool live);
void megacity_board_slide_play(megacity_board_data *b, int plat, int cell, int side,
                               const megacity_plat *pl, const double *xs, int n, double speed,
                               int seat);
void megacity_board_slide_free(megacity_board_data *b);
bool megacity_board_slide_event(megacity_board_data *b, const in_event *ev);
void megacity_board_slide_tick(megacity_board_data *b, double dt);
bool megacity_board_slide_skippable(
    const megacity_board_data *b); /* a slide being watched (a bot's, a replay, a result) */
/* The player's own slide waits for their hand (not yet pressed, held, or let go short of the
 * city): the board is not busy then, the player acts. */
bool megacity_board_slide_waits(const megacity_board_data *b);
void megacity_board_slide_skip(megacity_board_data *b); /* to its result at once */
void megacity_board_slide_draw(megacity_board_data *b, gfx_rect r);
megacity_board_paint_frame megacity_board_slide_frame(
    const megacity_board_data *b); /* the slide's camera: where the platform is drawn */
/* The box of element id of the slide's tower where it is now, on the table's frame (fallen
 * ones too); false when there is none. */
bool megacity_board_slide_box(const megacity_board_data *b, int id, megacity_physics_bbox *out);

/* megacity_board_ctl.c: the board's own controls added to the control list while it is on (the
 * market, the tabs and held contracts, the supply dragged to where its elements stand, the
 * tower's free elements lifted or moved, the lit hexes, the slide); nothing when it is off. */
void megacity_board_ctl_list(megacity_board_data *b);
/* Where a hand lifts free top element slot of the selected platform's tower and where it lets it
 * go in the supply (board units), as the control list's drag: false when it cannot be lifted. */
bool megacity_board_unbuild_spot(const megacity_board_data *b, int slot, gfx_rect *from,
                                 gfx_rect *to);
void megacity_board_ctl_free(megacity_board_data *b);

/* megacity_board_bump.c: the neighbours' nudge when a platform docks at `cell`; submit: a human's
 * delivery (the board records what fell as `shaken` actions of seat). */
void megacity_board_bump_start(megacity_board_data *b, int cell, int seat, bool submit);
void megacity_board_bump_tick(megacity_board_data *b, double dt);
bool megacity_board_bump_busy(const megacity_board_data *b);
void megacity_board_bump_free(megacity_board_data *b);
const megacity_state *
megacity_board_bump_view(megacity_board_data *b,
                         const megacity_state *s); /* s, or s with live poses */

#endif
