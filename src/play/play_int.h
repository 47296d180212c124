/* play_int.h: what the play host's files share: the scene's state (play.c: the scene, turns,
 * bots, undo; play_log.c: the move log and running score in the side drawer; play_results.c:
 * the final results panel). Nobody else includes it: boards use play.h. */
#ifndef CB_PLAY_INT_H
#define CB_PLAY_INT_H
#include "match/match_moves.h"
#include "ai/ai.h"
#include "play/play.h"
#include "match/table.h"
#include "ui/ui.h"

enum { PHONE_LOG_LINES = 6 }; /* the public log's newest lines a phone's page shows */

enum {
    BAR_H = 60,
    PLAY_LOG_MAX = 400,     /* moves the drawer lists (it scrolls) */
    DRAWER_W = 256,         /* the move drawer's width (logical units) */
    RESULTS_W = 400,        /* the results panel's width */
    PLAY_REACT_CHOICES = 8, /* a claimant's choices the strip offers */
};

typedef enum play_mode { MODE_PLAYING, MODE_RESULTS } play_mode;

/* The coach of a guided first game (play_coach.c), and the pointer a Hint leaves on the board. */
enum { PLAY_COACH_TEXT = 3 * GAME_REASON_LEN, PLAY_COACH_MAX_STEPS = 32 };
typedef struct play_coach {
    const game_lesson *lesson;         /* NULL: not a lesson (the Hint's pointer still works) */
    int step;                          /* the step shown (nsteps: the script is over) */
    int done_at[PLAY_COACH_MAX_STEPS]; /* moves in the log when each step was done: an undo
                                          to fewer brings the step back */
    bool quiet;                        /* the learner left the script: it says nothing */
    char text[PLAY_COACH_TEXT];        /* the bubble: what the last move did (soft)... */
    char say[GAME_REASON_LEN * 2];     /* ...and what to do now (bright) */
    char after[PLAY_COACH_TEXT];       /* what the last step done did (its score lines)... */
    char after_lines[PLAY_COACH_TEXT]; /* ...without the new total, once others have moved */
    int after_log;                     /* the moves in the log then */
    unsigned char *explain_from;       /* the state before the step's move: the learner's moves
                                          that follow it in the same turn add to what it did */
    bool explaining;
    const char *explain_done;
    bool ended;        /* the score's walk is over: the end is said */
    int logged;        /* the last step written to the log (tests read it) */
    uint64_t for_hash; /* the state the pointer and text were worked out for */
    int for_step;
    bool pointing; /* a move is pointed at: its seat and action */
    int point_seat;
    game_action point, point_then; /* and the move that goes with it (LESSON_NO_MOVE: none) */
    int hint_log; /* a Hint's pointer stays while the log has this many moves (-1: none) */
    ui_button rule, next, leave;
    char rule_label[96];
    gfx_rect bubble;
    gfx_rect from, to; /* where the pointer was drawn last (w 0: nothing) */
    /* a lesson that follows the bot: its move for the position of bot_for (0: none yet) */
    uint64_t bot_for;
    game_action bot_move;
} play_coach;

struct play {
    scene base;
    match *m;
    setup_result setup;
    const board_vt *board;
    void *b;
    table *table; /* whose decision is due, reaction windows, real time (match/table.h) */
    ai_worker *worker;
    table_ask ask;     /* the decision the worker is thinking about */
    bool asking;       /* the worker thinks for the table */
    int viewer;        /* seat whose view is drawn */
    int revealed_seat; /* the human seat the curtain was last lifted for */
    unsigned char *view, *before;
    play_mode mode;
    game_score score;
    int walk; /* results: score lines shown so far */
    double walk_t;
    bool fanfare_done;
    ui_button menu, hint, moves, undo, redo, rules;
    ai_worker *hint_worker; /* the Hint's own bot (play_hint.c), made on the first press */
    bool hinting;           /* it thinks */
    int hint_for, hint_log; /* for this seat, at this many moves */
    play_coach coach;
    ui_button again, to_menu;
    ui_button ladder; /* results: the evening's standings, when this game is on the ladder */
    bool on_ladder;
    ui_focus focus;
    char title[96], banner[160];
    char undo_reason[GAME_REASON_LEN]; /* Undo's disabled reason, when it names people */
    char save_path[1200];              /* this match's autosave, "" none */
    bool has_human;

    /* the move drawer (play_log.c) */
    bool drawer_open;
    bool end_moves; /* the game is over and the drawer shows the moves instead of the results */
    match_move log[PLAY_LOG_MAX]; /* recent moves with a phrase, oldest first */
    int nlog;
    float log_scroll, log_h;        /* the move list scrolled down by, and its whole height */
    gfx_rect log_view;              /* the move list's window on screen (last frame) */
    float log_press_y, log_scroll0; /* a press on the list: where, and the scroll then */
    bool log_pressed, log_dragging;
    double log_age;     /* seconds since the newest move came in (its highlight fades) */
    game_score *live;   /* the running score, worked out again when the state changes */
    uint64_t live_hash; /* state hash live was computed for (0: not yet) */

    /* the results panel (play_results.c) */
    play_row rows[GAME_MAX_SCORE_LINES + GAME_MAX_PLAYERS + 1];
    int nrows;
    float row_h[GAME_MAX_SCORE_LINES + GAME_MAX_PLAYERS + 1]; /* measured at row_w */
    float row_w, list_h, scroll, press_y, press_scroll;
    gfx_rect list; /* the scrolling list's rectangle (last frame) */
    bool pressing, drag_scrolling, user_scrolled;
    int shown_walk;    /* walk value the list last followed */
    int first_visible; /* the first row the list showed (last frame) */
    int pointed_line;  /* the score line under the pointer (the board lights it), -1 none */

    /* reaction windows (match/react.c and the table run them; play_react.c: the strip, claims) */
    ui_button seat_btn[GAME_MAX_PLAYERS];
    char seat_label[GAME_MAX_PLAYERS][96];
    int seat_btn_id;  /* the window the seat buttons were built for (a press survives events) */
    int window_heard; /* the last window whose opening made a sound */
    game_action choice[PLAY_REACT_CHOICES];
    ui_button choice_btn[PLAY_REACT_CHOICES];
    char choice_label[PLAY_REACT_CHOICES][GAME_REASON_LEN];
    int nchoice, choice_for, choice_id; /* the choices were built for this claimant and window */
    int choice_sel;                     /* the choice keys and a gamepad's pad move to */

    /* phone seats (play_phone.c): the server while a seat is a phone's, what each phone saw */
    struct phone_server *phones;
    bool phone_joined[GAME_MAX_PLAYERS];
    uint64_t phone_key[GAME_MAX_PLAYERS];  /* what the last view was made from */
    uint64_t phone_sent[GAME_MAX_PLAYERS]; /* the hash of the last message sent */
    void *phone_qr[GAME_MAX_PLAYERS];      /* each seat's link as a QR code (libqrencode's
                                              QRcode), made once with the server */
    char phone_why[200];                   /* the server could not start: said on the screen */
    char phone_lang[GAME_MAX_PLAYERS][3];  /* each page's language ("" until it says) */
    /* the last moves' phrases in the other language, for pages not in the screen's */
    match_move phone_moves[PHONE_LOG_LINES];
    int phone_nmoves, phone_moves_at; /* how many; for which log count (-1: none) */
    char phone_moves_lang[3];
    /* a phone gone longer than the setting (settings.phone_gone_seconds): its seat is played
     * meanwhile by a bot (stand_in) or at the screen behind the curtain (at_screen), until
     * the phone comes back */
    uint64_t phone_gone_ms[GAME_MAX_PLAYERS]; /* SDL_GetTicks64 when it went; 0: here */
    uint32_t stand_in, at_screen;
    bool phone_covered; /* an overlay over the table (a menu, the curtain): taps wait */
};

/* play_start.c: each person's device bound to their seat (none when all share the mouse); a
 * phone seat has none. Again when a seat moves from its phone to the screen and back. */
void play_bind_seats(const setup_result *r);

/* play.c */
extern const scene_vt play_vt;
/* The seats people play that may act now, as play_human_mask but during an animation too. */
uint32_t play_people_acting(const play *p);
gfx_rect play_board_area(const play *p);
bool play_apply(play *p, int seat, game_action a, char *why, size_t n); /* any seat, logged */
void play_refresh_viewer(play *p); /* whose view is drawn; the curtain when a secret shows */

/* play_react.c */
double play_pace_seconds(void);                     /* the bots' pause after a move (settings) */
const react_win *play_window(const play *p);        /* the open reaction window, NULL: none */
bool play_react_event(play *p, const in_event *ev); /* claims and the claimant's choice */
void play_react_draw(play *p);                      /* the strip */
/* Where seat plays reaction a on the strip: its claim button, then its choice (the coach's and the
 * Hint's pointer); false: no window, or a is not to be played there now. */
bool play_react_spot(const play *p, int seat, game_action a, gfx_rect *to);

/* play_phone.c: seats played from a phone's browser (net/phone.h, match/wire.h) */
bool play_seat_is_phone(const play *p, int seat);
void play_phone_start(play *p); /* the server, when a seat is a phone's */
void play_phone_stop(play *p);
void play_phone_tick(play *p, bool covered);  /* taps in (not while covered), views out */
bool play_phone_busy(const play *p);          /* a countdown the phones follow */
void play_phone_draw(play *p, gfx_rect area); /* join panels (QR codes), the indicator */

/* play_hint.c */
void play_hint_refresh(play *p);             /* shown, enabled, and why not */
void play_hint_ask(play *p, int pressed_by); /* pressed_by: the device's seat, -1 shared */
void play_hint_tick(play *p);                /* a hint worked out is said */
void play_hint_cancel(play *p);              /* undo, redo, a covered screen, the end */

/* play_coach.c */
void play_coach_start(play *p); /* a lesson's first step (setup.lesson) */
/* seat played a (before, after: full states): the step it was waiting for is done, or the
 * learner left the script */
void play_coach_applied(play *p, int seat, game_action a, const void *before, const void *after);
void play_coach_reset(play *p); /* undo, redo: the steps done after the moves left go back */
void play_coach_point(play *p, int seat,
                      game_action a);               /* a Hint's move, pointed at on the board */
bool play_coach_event(play *p, const in_event *ev); /* its buttons */
void play_coach_draw(play *p, gfx_rect area);       /* the pointer and the bubble */
void play_coach_enter(play *p); /* its buttons (labels in the language now in use), focus ring */
void play_coach_free(play *p);
/* How fast the real-time clock runs: a race's lesson runs its first steps in slow time (its
 * game_lesson.slow), else 1. */
double play_coach_time_scale(const play *p);

/* play_start.c */
const char *play_save_dir(void); /* with its trailing separator, "" none */

/* play_log.c */
void play_log_rebuild(play *p); /* after undo, redo or a load: replayed from the match */
void play_log_add(play *p, int seat, game_action a, const void *before, const void *after);
void play_log_tick(play *p, double dt);
const game_score *play_live_score(play *p);
gfx_rect play_drawer_rect(void);
void play_drawer_draw(play *p);
bool play_drawer_event(play *p, const in_event *ev); /* the move list's wheel, drag and keys */
bool play_drawer_default(const play *p);             /* open now? (the choice made, or room) */
void play_drawer_remember(const play *p, bool open); /* the player's choice, for this game */

/* play_results.c */
void play_results_build(play *p); /* after match_score filled p->score */
bool play_results_event(play *p, const in_event *ev);
void play_results_draw(play *p);
gfx_rect play_results_rect(void);

#endif
