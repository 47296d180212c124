/* ui.h: CityBox widgets. Retained: each widget is a plain struct owned by the scene (no
 * allocation), fed with in_events by `ui_X_event(&w, ev)` and drawn by `ui_X_draw(&w)`.
 * Rectangles are in logical units (gfx.h), so everything scales with the window and UI scale.
 *
 * Scene pattern:
 *   enter:  ui_button_init(&s->play, r, _("Play"), UI_BUTTON_PRIMARY); ui_focus_add(&s->focus,
 *           &s->play.base); ...          (enter() runs again on language change: re-init labels)
 *   event:  if (ui_dialog_event(&s->dlg, ev)) return true;          (modal first)
 *           if (ui_button_event(&s->play, ev) == UI_ACTIVATED) { ...; return true; }
 *           ... every widget ...
 *           return ui_focus_event(&s->focus, ev) != UI_NONE;        (navigation last)
 *   draw:   widgets..., then dialogs.
 * The app (main loop, not the scenes) calls ui_tick(dt) once per simulation tick and
 * ui_draw_overlay() after scene_draw() (tooltips, toasts and seat cursors above everything).
 * Widgets return UI_NONE for hover-only pointer moves, so every widget sees every IN_MOVE.
 * Strings given to widgets are borrowed (keep them alive: _() results and literals are fine). */
#ifndef CB_UI_H
#define CB_UI_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "input/input.h"
#include "render/gfx.h"
#include "ui/theme.h"

/* ---- results ---------------------------------------------------------------------------- */
typedef enum ui_result {
    UI_NONE = 0,  /* not for this widget: pass the event on */
    UI_CONSUMED,  /* used (pressed, hovered with capture, scrolled), nothing to act on */
    UI_CHANGED,   /* the value changed (toggle, slider, list selection, text, stepper) */
    UI_ACTIVATED, /* clicked / Enter: button, list row, text submitted, dialog choice */
    UI_CANCELLED, /* dialog dismissed (Back, Escape, tap outside) */
    UI_DROPPED,   /* ui_drag: a piece landed legally (see ui_drag.last) */
    UI_REFUSED,   /* ui_drag: an illegal drop; the piece flies back (see ui_drag.last.why) */
} ui_result;

typedef enum ui_kind {
    UI_KIND_BUTTON,
    UI_KIND_LIST,
    UI_KIND_TOGGLE,
    UI_KIND_SLIDER,
    UI_KIND_TEXTFIELD,
    UI_KIND_STEPPER,
    UI_KIND_OTHER,
} ui_kind;

/* The common head of every focusable widget (first member, so &w.base works in a focus ring). */
typedef struct ui_base {
    gfx_rect rect; /* where it is, logical units: set it freely to re-layout */
    ui_kind kind;
    bool disabled;  /* greyed, ignores input, skipped by the focus ring (see why) */
    bool hidden;    /* not drawn, ignores input, skipped by the focus ring */
    bool hovered;   /* a pointer is over it */
    bool pressed;   /* a pointer went down on it and is still down */
    bool focused;   /* owns keyboard/gamepad focus (set by ui_focus) */
    int press_seat; /* who pressed (release must come from the same seat and pointer) */
    int press_pointer;
    double press_time;   /* ui_time() at press (long-press tooltips) */
    double change_time;  /* ui_time() of the last change (animations) */
    const char *tooltip; /* translated text shown after a hover delay or long press; NULL none */
    /* Why it is disabled, translated ("Nothing to redo"): while disabled, hovering it shows this
     * instead of the tooltip, and a click or tap on it shows it at once. NULL: the tooltip. */
    const char *why;
    double why_time; /* ui_time() of the last press on it while disabled (shows why at once) */
    int owner;       /* the seat whose control it is (IN_SEAT_ANY: anyone's): the control list */
} ui_base;
/* Disables (with the reason shown on hover or tap) or enables b: the one call for a widget that
 * is sometimes unavailable, e.g. ui_set_disabled(&redo.base, !can_redo, _("Nothing to redo")). */
void ui_set_disabled(ui_base *b, bool disabled, const char *why);

/* ---- context ---------------------------------------------------------------------------- */
void ui_init(void); /* resets toasts, tooltips, clock; stops text input */
void ui_shutdown(void);
void ui_tick(double dt); /* advances the UI clock (tooltips, toasts, anims) */
double ui_time(void);    /* seconds of UI clock: the only time widgets use */
bool ui_busy(void);      /* something animates: keep drawing frames */
/* Called from a tick while something on screen moves (a held or flying piece, a highlight
 * cycling): the app keeps drawing frames until two ticks pass without a call, then sleeps.
 * Unlike a board's busy, it does not make the bots wait. */
void ui_keep_frames(void);
/* Asks the sleeping app for a frame in ms milliseconds of wall time, while nothing moves (a
 * phone gone too long: its seat's fallback is due then). The earliest asked wins; asked again
 * after it comes. ui_wake_ms: the app's wait, -1 none asked. */
void ui_wake_in(int ms);
int ui_wake_ms(void);
/* For benchmarks (CITYBOX_LOG_SHOWN set; else nothing): the next frame presented shows what (a
 * phone's tap applied: "tap 1:42"); the app calls ui_presented after each present, which logs
 * "shown WHAT at T ms" on CLOCK_MONOTONIC, the clock another process on the machine reads. */
void ui_mark_shown(const char *what);
bool ui_shown_pending(void);
void ui_presented(void);
bool ui_reduced_motion(void); /* settings' reduced_motion (no shakes, no tumbles) */
bool ui_keyboard_mode(void);  /* last input was keys/gamepad: focus rings shown */
void ui_draw_overlay(void);   /* tooltips, toasts, seat cursors: call last */

/* ---- layout (RectCut style: cut a strip off a rectangle and get it back) ------------------- */
gfx_rect ui_screen_rect(void);                                   /* 0,0,gfx_width,gfx_height */
gfx_rect ui_rect_cut_top(gfx_rect *r, float h);                  /* top strip; r keeps the rest */
gfx_rect ui_rect_cut_bottom(gfx_rect *r, float h);               /* bottom strip */
gfx_rect ui_rect_cut_left(gfx_rect *r, float w);                 /* left strip */
gfx_rect ui_rect_cut_right(gfx_rect *r, float w);                /* right strip */
gfx_rect ui_rect_inset(gfx_rect r, float d);                     /* shrinks by d on every side */
gfx_rect ui_rect_centered(float cx, float cy, float w, float h); /* w x h around a centre */
bool ui_contains(gfx_rect r, float x, float y);                  /* point in rectangle */

/* ---- the controls a frame drew -----------------------------------------------------------
 * While the list is on (tests, a script), every widget drawn adds itself, and boards add what
 * they draw that a player may use (a lit space, a tile to drag to a cell): rectangle, enabled,
 * the reason when disabled, whose control it is. The control sweep and the couch test choose
 * from it what a person would press, tap or drag. Rectangles are window logical units. */
typedef enum ui_ctl_kind {
    UI_CTL_BUTTON, /* press and release on it (buttons, rows, chips, a card to play) */
    UI_CTL_SPOT,   /* a place on a board: press and release on it (a lit space, a cell) */
    UI_CTL_DRAG,   /* press on rect, move, release on `to` (a piece onto a legal place) */
    UI_CTL_FIELD,  /* a widget with a value: toggle, slider, stepper, text field, list */
} ui_ctl_kind;
enum { UI_CTL_LABEL = 64, UI_CTL_MAX = 512 };
typedef struct ui_ctl {
    ui_ctl_kind kind;
    gfx_rect rect, to; /* to: where a drag ends */
    bool enabled;
    int seat;                 /* whose control it is, IN_SEAT_ANY: anyone's (the acting seat) */
    char label[UI_CTL_LABEL]; /* what it says or does */
    const char *why;          /* disabled: the reason a player reads (NULL: none given) */
    const ui_base *widget;    /* the widget, NULL for a board's own control */
    bool covered;             /* under a modal layer drawn later (a dialog, a scene above) */
} ui_ctl;
void ui_ctl_trace(bool on);       /* keep the list (off and free by default) */
bool ui_ctl_tracing(void);        /* boards skip the work when nobody reads it */
void ui_ctl_add(const ui_ctl *c); /* while drawing; copied */
/* A widget drawn into a cached layer (not every frame): listed as if drawn now. */
void ui_ctl_widget(const ui_base *w, ui_ctl_kind kind, const char *label);
int ui_ctl_list(const ui_ctl **out); /* the last complete frame's controls */

/* ---- drawing helpers -------------------------------------------------------------------- */
void ui_draw_background(void);                           /* navy felt with a soft pattern */
void ui_draw_panel(gfx_rect r);                          /* cream card with a drop shadow */
void ui_draw_panel_dark(gfx_rect r);                     /* translucent navy card */
void ui_draw_title(const char *text, float cx, float y); /* big bold title on navy, centred */
void ui_draw_focus_ring(gfx_rect r, float radius);       /* the keyboard focus outline */
/* The felt's draws that reach into r (the rest of it is left out): as ui_draw_background within
 * r, for a caller drawing r alone (clipped to it). */
void ui_draw_background_in(gfx_rect r);
/* A tooltip bubble for the widget at `anchor`: under it, above it when there is no room below,
 * beside it when neither fits; never over the anchor, always inside the window. */
void ui_draw_tooltip(const char *text, gfx_rect anchor);
gfx_rect ui_tooltip_rect(const char *text, gfx_rect anchor); /* where ui_draw_tooltip puts it */
/* Everything drawn so far this frame is under a modal layer (a dialog, the dimmed backdrop of
 * an overlay, a scene above): its widgets show no tooltip. Dialogs and the scene stack call it. */
void ui_tooltip_block(void);
const char *ui_tooltip_shown(gfx_rect *where); /* the tooltip of the last overlay, NULL none */
void ui_draw_keycap(const char *text, float cx, float cy, float size); /* "Enter" hint key */

/* ---- seats: colour + symbol ------------------------------------------------------------- */
gfx_color ui_seat_color(int seat);         /* seat's colour (via ui_set_seat_look), ANY: cream */
int ui_seat_symbol(int seat);              /* seat's ui_symbol */
void ui_set_seat_look(int seat, int look); /* seat uses palette colour+symbol `look` (0..5) */
void ui_set_seat_symbol(int seat, int symbol); /* after ui_set_seat_look: a different symbol */
gfx_color ui_palette_color(int colour);        /* UI_SEAT_COL_<colour> (0..5) */
const char *ui_seat_color_name(int look);      /* translated: "Orange"... */
const char *ui_symbol_name(int symbol);        /* translated: "Circle"... */
void ui_draw_seat_symbol(int seat_symbol, float cx, float cy, float r, gfx_color c); /* shape */
void ui_draw_seat_badge(int seat, float cx, float cy, float r); /* colour disc + dark symbol */
void ui_draw_cursors(void); /* every visible seat cursor (gamepad, key halves) */

/* ---- focus ring ------------------------------------------------------------------------- */
enum { UI_FOCUS_MAX = 64 };
typedef struct ui_focus {
    ui_base *items[UI_FOCUS_MAX];
    int count;
    int current; /* index in items, -1 none */
} ui_focus;
void ui_focus_init(ui_focus *f);            /* empty ring */
void ui_focus_add(ui_focus *f, ui_base *w); /* in Tab order */
void ui_focus_set(ui_focus *f, ui_base *w); /* focus w (NULL: none) */
/* The focused widget, or NULL: none, or it became disabled or hidden (a disabled widget never
 * shows focus; Tab then goes on from where it was). */
ui_base *ui_focus_current(const ui_focus *f);
/* Arrows move spatially, Tab/Shift+Tab in order (skipping disabled/hidden); a press focuses the
 * widget under it. Call after the widgets (a focused slider keeps its Left/Right). */
ui_result ui_focus_event(ui_focus *f, const in_event *ev);

/* ---- button ----------------------------------------------------------------------------- */
typedef enum ui_button_style {
    UI_BUTTON_PRIMARY,   /* amber, the main action */
    UI_BUTTON_SECONDARY, /* cream with an ink edge */
    UI_BUTTON_DANGER,    /* red: quit, delete */
    UI_BUTTON_GHOST,     /* text only, on navy */
} ui_button_style;
typedef struct ui_button {
    ui_base base;
    const char *label;
    const char *icon; /* SVG path under the data dir ("data/art/ui/play.svg"), NULL none */
    ui_button_style style;
    int shortcut; /* SDL keycode that clicks it from anywhere (Escape = Back, Return =
                     Accept), 0 none; shown as a key hint */
} ui_button;
void ui_button_init(ui_button *b, gfx_rect r, const char *label, ui_button_style style);
ui_result ui_button_event(ui_button *b, const in_event *ev); /* ACTIVATED: press+release inside,
                                                                Enter when focused, shortcut */
void ui_button_draw(const ui_button *b);
/* How a button of w x h fits label at size: 1 line at *out_size (shrunk to 3/4), else 2 lines
 * (l1, l2: split at the space nearest the middle, each n bytes) at *out_size, else 1 line with
 * narrower margins down to 12 units, else 0: it does not fit and is clipped. */
int ui_fit_label(const char *label, float w, float h, float size, float *out_size, char *l1,
                 char *l2, size_t n);

/* ---- screen header: Back at the top left, the same place on every screen --------------------- */
float ui_header_h(void);         /* the header strip of a full screen (shorter when small) */
gfx_rect ui_back_rect(void);     /* where Back sits on every screen: the header's left end */
void ui_back_init(ui_button *b); /* a Back button there: "Back", Escape, the back arrow */
/* A screen title centred in the header, shrunk (down to a floor) to stay clear of Back. */
void ui_draw_header_title(const char *title);
/* The room the title may use, centred and clear of Back on both sides. */
gfx_rect ui_header_title_rect(void);

/* ---- list ------------------------------------------------------------------------------- */
typedef void (*ui_list_row_fn)(void *user, int row, gfx_rect r, bool selected, bool hovered);
typedef struct ui_list {
    ui_base base;
    const char *const *items; /* row labels (drawn as given); ignored when draw_row is set */
    int count;
    int selected; /* -1 none */
    float row_h;
    float scroll;            /* logical units scrolled from the top */
    ui_list_row_fn draw_row; /* optional custom row drawing */
    void *user;
    /* gesture state */
    int hover_row;
    float press_y, press_scroll;
    bool drag_scrolling;
} ui_list;
void ui_list_init(ui_list *l, gfx_rect r, const char *const *items, int count);
void ui_list_set_items(ui_list *l, const char *const *items, int count); /* keeps selection */
ui_result ui_list_event(ui_list *l, const in_event *ev); /* CHANGED: selected moved; ACTIVATED:
                                                            Enter or tap on the selected row */
void ui_list_scroll_to(ui_list *l, int row);             /* makes row visible */
void ui_list_draw(const ui_list *l);

/* ---- toggle ----------------------------------------------------------------------------- */
typedef struct ui_toggle {
    ui_base base;
    const char *label;
    bool on;
} ui_toggle;
void ui_toggle_init(ui_toggle *t, gfx_rect r, const char *label, bool on);
ui_result ui_toggle_event(ui_toggle *t, const in_event *ev); /* CHANGED when flipped */
void ui_toggle_draw(const ui_toggle *t);

/* ---- slider ----------------------------------------------------------------------------- */
typedef struct ui_slider {
    ui_base base;
    const char *label;
    float value, min, max, step; /* step 0: continuous */
    const char *fmt;             /* printf for the value shown at the right, e.g. "%.0f%%";
                                    NULL: "%.0f"; "" hides it */
    bool dragging;
} ui_slider;
void ui_slider_init(ui_slider *s, gfx_rect r, const char *label, float min, float max, float step,
                    float value);
ui_result ui_slider_event(ui_slider *s, const in_event *ev); /* CHANGED while dragging, on
                                                                Left/Right when focused */
float ui_slider_value_at(const ui_slider *s, float x);       /* value for a pointer at x */
gfx_rect ui_slider_track(const ui_slider *s);                /* the track's rectangle */
void ui_slider_draw(const ui_slider *s);

/* ---- text field (names) ----------------------------------------------------------------- */
enum { UI_TEXT_CAP = 96 }; /* bytes, with the terminating 0 */
typedef struct ui_textfield {
    ui_base base;
    const char *label;       /* above the field, NULL none */
    const char *placeholder; /* grey text when empty */
    char text[UI_TEXT_CAP];  /* UTF-8 */
    int max_chars;           /* in characters (code points) */
    int caret;               /* byte offset into text, always on a character boundary */
    bool editing;            /* SDL text input started for this field */
} ui_textfield;
void ui_textfield_init(ui_textfield *t, gfx_rect r, const char *placeholder, int max_chars);
void ui_textfield_set(ui_textfield *t, const char *utf8); /* truncated to max_chars */
void ui_textfield_focus(ui_textfield *t,
                        bool on); /* starts/stops SDL text input (ui_focus does it) */
ui_result ui_textfield_event(ui_textfield *t, const in_event *ev); /* CHANGED on edit,
                                                                      ACTIVATED on Enter */
void ui_textfield_draw(const ui_textfield *t);
int ui_utf8_count(const char *s); /* code points in a UTF-8 string */

/* ---- stepper / choice: "<  value  >" ---------------------------------------------------- */
typedef struct ui_stepper {
    ui_base base;
    const char *label;          /* at the left, NULL none */
    const char *const *options; /* msgids (N_), translated when drawn; NULL: numbers */
    int count;                  /* number of options (or of numbers) */
    int index;                  /* current option */
    int num_min;                /* options NULL: shows num_min + index */
    const char *num_fmt;        /* options NULL: printf for the number ("%d players"), NULL "%d" */
    bool wrap;                  /* past the end goes back to the start */
} ui_stepper;
void ui_stepper_init(ui_stepper *s, gfx_rect r, const char *label, const char *const *options,
                     int count, int index);
ui_result ui_stepper_event(ui_stepper *s, const in_event *ev); /* CHANGED */
void ui_stepper_draw(const ui_stepper *s);

/* ---- dialog (modal) --------------------------------------------------------------------- */
enum { UI_DIALOG_MAX_BUTTONS = 3 };
typedef struct ui_dialog {
    bool open;
    const char *title, *message;
    ui_button buttons[UI_DIALOG_MAX_BUTTONS]; /* [0] primary, at the right */
    int nbuttons;
    int choice; /* after ACTIVATED: button index; after CANCELLED: -1 */
    ui_focus focus;
    double open_time;
} ui_dialog;
void ui_dialog_open(ui_dialog *d, const char *title, const char *message, const char *const *labels,
                    int n); /* n buttons, labels[0] primary */
void ui_dialog_close(ui_dialog *d);
ui_result ui_dialog_event(ui_dialog *d, const in_event *ev); /* open: consumes everything;
                                                              Back/B/tap outside: CANCELLED */
void ui_dialog_draw(ui_dialog *d);                           /* dims the screen, draws the card */

/* ---- toasts (messages that fade) -------------------------------------------------------- */
typedef enum ui_toast_kind { UI_TOAST_INFO, UI_TOAST_GOOD, UI_TOAST_BAD } ui_toast_kind;
void ui_toast(const char *msg, ui_toast_kind kind); /* top centre of the screen */
void ui_toast_at(float x, float y, const char *msg, ui_toast_kind kind); /* near a point */
void ui_toast_clear(void);
int ui_toast_count(void); /* live toasts (tests) */

/* ---- drag and drop of pieces with rotation --------------------------------------------- */
enum { UI_DRAG_MAX_PIECES = 64, UI_DRAG_MAX_TARGETS = 128, UI_DRAG_SLOTS = IN_MAX_SEATS + 1 };
/* Asks the game whether `seat` may drop `piece` on `target` turned `rotation` quarter turns
 * clockwise (0..3). On false, writes a short translated reason into why. */
typedef bool (*ui_can_drop_fn)(void *user, int seat, int piece, int target, int rotation, char *why,
                               size_t n);
/* Optional custom piece drawing; angle in radians (already includes rotation), lift 0..1. */
typedef void (*ui_draw_piece_fn)(void *user, int piece, float cx, float cy, float angle,
                                 float lift);
typedef struct ui_drag_piece {
    float home_x, home_y; /* where it rests (centre); set by the game or by a legal drop */
    float w, h;
    int rotation; /* resting quarter turns 0..3 */
    int target;   /* target it rests on, -1 none */
    int owner;    /* seat allowed to pick it, IN_SEAT_ANY anyone */
    bool locked;  /* cannot be picked up */
    bool hidden;
    gfx_color color;   /* default drawing */
    const char *label; /* default drawing: short text on the piece, NULL none */
    /* animation (ui_drag_tick) */
    float x, y, angle, lift, shake;
    bool flying;
} ui_drag_piece;
typedef struct ui_drop_target {
    gfx_rect r; /* hex: the hexagon inscribed in r (radius r.w/2, pointy top) */
    bool hex;
    bool disabled;
} ui_drop_target;
typedef struct ui_drag_hold {
    bool active;
    int piece, pointer;
    float px, py; /* pointer */
    float ox, oy; /* grab offset: piece centre - pointer */
    int rotation; /* quarter turns 0..3 while held */
    float twist;  /* continuous twist (radians) not yet snapped */
    int over;     /* target under the piece centre, -1 none */
    bool legal[UI_DRAG_MAX_TARGETS];
} ui_drag_hold;
typedef struct ui_drag_outcome {
    int seat, piece, target, rotation;
    char why[160];
} ui_drag_outcome;
typedef struct ui_drag {
    ui_drag_piece pieces[UI_DRAG_MAX_PIECES];
    int npieces;
    ui_drop_target targets[UI_DRAG_MAX_TARGETS];
    int ntargets;
    ui_drag_hold holds[UI_DRAG_SLOTS]; /* index seat + 1 (IN_SEAT_ANY uses 0) */
    ui_can_drop_fn can_drop;
    ui_draw_piece_fn draw_piece;
    void *user;
    ui_drag_outcome last; /* filled on UI_DROPPED / UI_REFUSED */
} ui_drag;
void ui_drag_init(ui_drag *d, ui_can_drop_fn can_drop, ui_draw_piece_fn draw_piece, void *user);
int ui_drag_add_piece(ui_drag *d, float cx, float cy, float w, float h, gfx_color c); /* index */
int ui_drag_add_target(ui_drag *d, gfx_rect r, bool hex);                             /* index */
ui_result ui_drag_event(ui_drag *d, const in_event *ev); /* PRESS picks, MOVE follows, ROTATE
                                                            and TWIST turn, RELEASE drops */
void ui_drag_tick(ui_drag *d, double dt);                /* follow, fly back, shake, settle */
int ui_drag_held(const ui_drag *d, int seat);            /* piece held by seat, -1 none */
void ui_drag_refresh(ui_drag *d);                        /* re-ask can_drop (game state changed) */
void ui_drag_cancel_all(ui_drag *d);                     /* every held piece flies home */
bool ui_drag_busy(const ui_drag *d);                     /* held or animating */
void ui_drag_draw_targets(const ui_drag *d);             /* legal ones glow while a piece is held */
void ui_drag_draw_pieces(const ui_drag *d);              /* resting first, held on top */
/* The control list (ui_ctl): each piece that may be picked, dragged to each place the game lets
 * it go as it rests (up to UI_DRAG_CTL_TARGETS), for seat (IN_SEAT_ANY: the piece's owner).
 * ui_drag_draw_pieces does it; a board that draws its pieces itself calls it. */
enum { UI_DRAG_CTL_TARGETS = 16 };
void ui_drag_controls(const ui_drag *d, int seat);

/* ---- sand timer ------------------------------------------------------------------------- */
typedef enum ui_timer_event { UI_TIMER_NONE, UI_TIMER_TICK, UI_TIMER_BELL } ui_timer_event;
typedef struct ui_sandtimer {
    gfx_rect rect;
    double remaining, total; /* seconds, from the caller */
    int low_seconds;         /* ticks and warning colour at or under this (default 10) */
} ui_sandtimer;
void ui_sandtimer_init(ui_sandtimer *t, gfx_rect r, double total);
/* Sets the time left; returns TICK when a whole second at or under low_seconds was crossed
 * (plays SND_TICK), BELL when zero was reached (plays SND_BELL). Time going up resets. */
ui_timer_event ui_sandtimer_set(ui_sandtimer *t, double remaining, double total);
void ui_sandtimer_draw(const ui_sandtimer *t);

/* ---- dice ------------------------------------------------------------------------------- */
typedef struct ui_dice {
    gfx_rect rect;
    int sides;        /* 6: pips, 8: number on a diamond */
    int face;         /* the result (given by the caller, from the game's RNG) */
    int shown;        /* the face drawn now (tumbling) */
    double roll_left; /* seconds of animation left */
    uint32_t seq;     /* tumble sequence (deterministic from the face and roll count) */
    int rolls;
} ui_dice;
void ui_dice_init(ui_dice *d, gfx_rect r, int sides, int face);
void ui_dice_roll(ui_dice *d, int final_face); /* starts the tumble to final_face; SND_DICE */
void ui_dice_tick(ui_dice *d, double dt);
bool ui_dice_rolling(const ui_dice *d);
void ui_dice_draw(const ui_dice *d);

#endif
