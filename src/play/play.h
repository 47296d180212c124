/* play.h: the play host, one scene ("play") shared by every game. It owns the match, runs bots
 * on a worker thread at the pace chosen in settings, autosaves after every action, offers
 * undo/redo, pulls the pass-the-device curtain when a human must see something private, and
 * walks through the score at the end. Whose decision is due, reaction windows and real time are
 * the match's table (match/table.h), which the host advances every frame. A game plugs in only its
 * *board*: how to draw a view and how input becomes actions (board_vt). */
#ifndef CB_PLAY_H
#define CB_PLAY_H
#include <stdbool.h>

#include "games/game.h"
#include "match/match.h"
#include "match/match_moves.h"
#include "render/gfx.h"
#include "scenes/scene.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

typedef struct play play;

typedef struct board_vt {
    const char *game_id;
    void *(*create)(play *p); /* the board's own state; play_* gives it what it needs */
    void (*destroy)(void *b);
    /* Draws the game in area (logical units). view is what the viewing seat may see. During
     * the results walk-through, highlight is the score line being shown (NULL: none) and the
     * board outlines what it counts (its ref and group are the game's own). */
    void (*draw)(void *b, gfx_rect area, const void *view, const game_score_line *highlight,
                 float alpha);
    /* Input while a human seat may act: turn it into play_submit() calls. true: consumed. */
    bool (*event)(void *b, gfx_rect area, const in_event *ev);
    void (*tick)(void *b, double dt); /* animations */
    bool (*busy)(void *b);            /* an animation runs */
    /* An action was applied (by anyone): start its animation. before/after: full states. */
    void (*on_action)(void *b, int seat, game_action a, const void *before, const void *after);
    void (*on_reset)(void *b); /* undo, redo or load: drop animations, re-read state */
    /* Optional (NULL: none): draws a position (a state from the game's load_position) inside r
     * with the board's own look, for the figures of the rules page. focus says what the
     * example is about, the board's own word from the page ("road"; "" shows everything). No
     * play host, no board state; keep it cheap per frame (cache what is slow to work out). */
    void (*figure)(const void *state, gfx_rect r, const char *focus);
    /* Optional (NULL: none): the top bar's banner when no single seat has the turn (a race run
     * one seat at a time names its builder); false: the host's own ("Everyone plays"). */
    bool (*banner)(void *b, char *out, size_t n);
    /* Optional (NULL: none), real-time games: which parts of the table's step the board holds
     * now (TABLE_RULES, TABLE_RACERS of match/table.h: a 3-2-1 before the race, a hand-over
     * between builders), and a rules tick was applied (the host's tick, before any racer acts
     * in the same step: a race that just ended is seen before the bots say ready). */
    unsigned (*table_hold)(void *b);
    void (*on_tick)(void *b);
    /* Optional (NULL: across the top of the area): where the reaction windows' strip goes, a
     * place of about 820 x 88 units that hides nothing a person deciding to react needs to see
     * (Fun City: over its clock, not over the streets and the places). */
    gfx_rect (*react_area)(void *b, gfx_rect area);
    /* Optional (NULL: the whole width of a 16:9 window, 1280 logical units): the narrowest area
     * the board lays out well in now. The host opens its move drawer by itself only when the
     * board keeps at least this much width beside it (the "Moves" button opens it anyway). */
    float (*min_width)(void *b);
    /* The board draws nothing under the top bar but what may go over it (a held tile): the host
     * draws the bar first, so that it joins what the screen's cache keeps still under a board
     * that copies its own layer to the screen (Mad City's race: a fifth of a frame's pixels). */
    bool bar_first;
    /* Optional (NULL: the coach and the Hint point at nothing): where action a of seat takes its
     * piece from and where it puts it, in logical units as the last frame laid them out (an
     * empty rect, w 0: that end has no place: a button's action has only `to`). false: the
     * board cannot show it now. */
    bool (*spot)(void *b, int seat, game_action a, gfx_rect *from, gfx_rect *to);
    /* Optional (NULL: the whole area): where the coach's bubble may go, leaving in sight what a
     * learner uses all the time (Infinite City: the city, above the hand). */
    gfx_rect (*coach_area)(void *b, gfx_rect area);
    /* Optional: the move the coach or a Hint points at now for seat (seat -1: none), each frame;
     * a board may help a hand put a piece exactly where that move puts it (MegaCity: an element
     * dropped near the pointed pose, turned as it, settles onto that pose). */
    void (*guide)(void *b, int seat, game_action a);
} board_vt;

/* ---- used by the app (services) ------------------------------------------------------------ */
scene *play_new(const setup_result *r, char *why, size_t n); /* NULL + why if refused */
scene *play_resume(const char *save_path, char *why, size_t n);
/* The game's guided first game (game_def.lesson): its deal, the learner in seat 0 ("Alex", on
 * every device), easy bots, the coach; never autosaved. NULL + why when it has none. */
scene *play_new_lesson(const char *game_id, char *why, size_t n);
/* The saves folder (with its trailing separator; NULL or "": no autosave). A match with a
 * human seat autosaves to DIR/autosave-<game id>.json, one per game; a bots-only one (a demo)
 * to DIR/demo.json, which is never offered for resume. */
void play_set_autosave(const char *dir);
bool play_autosave_path(const char *game_id, bool has_human, char *out, size_t n); /* false: off */
const board_vt *play_board_for(const char *game_id); /* NULL: no board yet */
/* The rules pages' painter of a game's positions (its board's figure; scene_hooks.figure_painter)
 */
scene_figure_fn play_figure_painter(const char *game_id);
/* Tests of the host: the board of a game that has none yet (NULL: none). */
void play_set_fallback_board(const board_vt *b);

/* ---- used by boards ------------------------------------------------------------------------ */
const match *play_match(const play *p);
const game_def *play_game(const play *p);
const setup_seat *play_seat(const play *p, int seat);
int play_viewer(const play *p);         /* the seat whose view is drawn (-1 spectator) */
const char *play_banner(const play *p); /* the top bar's text ("Alice's turn") */
bool play_seat_is_human(const play *p, int seat);
/* Seats that may act now and are human and not waiting for a bot or an animation. A board
 * lets ev->seat act if it is in this mask (IN_SEAT_ANY means the current turn's seat). */
uint32_t play_human_mask(const play *p);
int play_acting_seat(const play *p, const in_event *ev); /* -1 if this input may not act */
/* Submits an action: refused ones return false with the reason in why (translated) and the
 * host shows it as a toast; the board shakes the piece. */
bool play_submit(play *p, int seat, game_action a, char *why, size_t n);
/* Real time is the table's (match/table.h), driven by the host: a board that starts a new race
 * or a builder's minute drops the part of a tick accumulated so far. */
void play_restart_clock(play *p);
void play_toast(play *p, const char *text); /* a short message over the board */
/* Seat's name ("Alice"; "" when out of range). */
const char *play_seat_name(const play *p, int seat);
/* Puts the seats' names into a rules text ({N} -> the name of seat N; see game.h). */
void play_format(const play *p, const char *text, char *out, size_t n);
bool play_reduced_motion(void);

/* ---- what the host shows (the tests read it) ------------------------------------------------ */
/* The move drawer: the recent moves with their phrases (0: the newest), and whether it is open
 * (the "Moves" button or L toggles it; it opens by itself when the board keeps room). */
int play_log_count(const play *p);
const match_move *play_log_at(const play *p, int i);
bool play_drawer_is_open(const play *p);
/* The host's buttons: which one the host's focus ring is on (NULL: none), and each by name. */
typedef enum play_button_id {
    PLAY_BTN_MENU,
    PLAY_BTN_MOVES,
    PLAY_BTN_UNDO,
    PLAY_BTN_REDO,
    PLAY_BTN_RULES,
    PLAY_BTN_AGAIN,
    PLAY_BTN_TO_MENU,
    PLAY_BTN_LADDER,
    PLAY_BTN_COUNT
} play_button_id;
const ui_button *play_button(const play *p, play_button_id id);
const ui_base *play_focused(const play *p);
/* Where the coach of a lesson (or a Hint) points, as drawn in the last frame: the piece and the
 * spot (w 0: none), and the coach's words; false: it points at nothing. */
bool play_coach_spot(const play *p, gfx_rect *from, gfx_rect *to, char *text, size_t n);
/* Its buttons "next", "rule" (the rules page at the step's section) and "leave", when shown. */
bool play_coach_button(const play *p, const char *which, gfx_rect *out);
/* The lesson's step shown asks for a hard flick, not a steady hand (game_lesson.flick_step). */
bool play_coach_flick(const play *p);
/* The final results as rows: each seat in rank order with its total, then its score lines (they
 * add up to the total); lines that score for nobody come last under seat -1. */
typedef enum play_row_kind { PLAY_ROW_SEAT, PLAY_ROW_LINE } play_row_kind;
typedef struct play_row {
    play_row_kind kind;
    int seat;   /* -1: lines nobody scores */
    int line;   /* PLAY_ROW_LINE: index in the game's score */
    int points; /* the line's points, or the seat's total */
} play_row;
/* A reaction window (match/react.h): listed seats, those that have not answered, the seat
 * choosing after a claim (-1 none), the countdown's seconds left and length. false: none. */
typedef struct play_react_info {
    int id;
    uint32_t listed, pending;
    int claimant;
    double left, duration;
} play_react_info;
bool play_react_shown(const play *p, play_react_info *out);
bool play_in_results(const play *p);
int play_results_rows(const play *p, const play_row **rows);
int play_results_first_visible(const play *p); /* the first row the panel shows (last frame) */
bool play_results_counting(const play *p);     /* the walk through the lines is still going */
void play_results_banner(const play *p, char *out, size_t n); /* "Ann wins!", "...share the win!" */
gfx_rect play_results_list(const play *p); /* the scrolling list's rectangle (last frame) */

/* The bots' pause after a move, in seconds, instead of the bot speed setting (club mode's
 * attract mode draws one per move so bots play like a person); below 0: the setting again. */
void play_set_pace(double seconds);
/* Club mode's attract mode: foot units at the bottom of the screen left to its captions (the
 * board's area ends above them), and people watching a bots-only match (its clocks run at a
 * person's pace: table_opts.watched). 0, false: none. */
void play_set_attract(float foot, bool watched);

#endif
