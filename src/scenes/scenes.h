/* scenes.h: constructors of the app's menu scenes (menu, setup, settings, pause, dialog, about,
 * curtain, rules) and the hooks through which they ask the app to start, resume or quit. */
#ifndef CB_SCENES_H
#define CB_SCENES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/game.h"
#include "render/gfx.h"
#include "scenes/scene.h"

/* SETUP_NAME_CHARS: a seat's name, typed in the setup (and the evening ladder's names, which
 * must match them) */
enum { SETUP_NAME_LEN = 32, SETUP_ID_LEN = 24, SETUP_NAME_CHARS = 14 };

typedef enum bot_level { BOT_EASY, BOT_NORMAL, BOT_HARD } bot_level;

/* One seat chosen on the setup screen. */
typedef struct setup_seat {
    char name[SETUP_NAME_LEN]; /* UTF-8, never empty */
    int colour;                /* 0..5: theme.h seat colour, distinct per seat */
    int symbol;                /* 0..5: theme.h seat symbol, distinct per seat */
    bool bot;
    int bot_level;    /* bot_level, when bot */
    int device;       /* in_device, when human */
    int device_index; /* gamepad index for IN_DEV_GAMEPAD, else 0 */
    bool phone;       /* human, played from a phone's browser (play/play_phone.c) */
} setup_seat;

/* What the setup screen hands to hooks.start_game: enough to start (and save) a match. */
typedef struct setup_result {
    char game_id[SETUP_ID_LEN];
    game_params params; /* params.players == number of seats */
    uint64_t seed;
    setup_seat seats[GAME_MAX_PLAYERS];
    bool lesson; /* the game's guided first game (game_def.lesson): the coach teaches seat 0 */
} setup_result;

/* A game in progress that the menu offers to resume. */
typedef struct scene_saved_game {
    char game_id[SETUP_ID_LEN]; /* "" for an old save that cannot be read */
    char name[64];              /* the game's name, translated ("My City") */
    char fact[96];              /* short progress, translated ("12 moves, 14:32") */
} scene_saved_game;
enum { SCENE_MAX_SAVED = 8 };

/* Draws a position (a state from the game's load_position) in r, about focus (play.h's
 * board_vt.figure). */
typedef void (*scene_figure_fn)(const void *state, gfx_rect r, const char *focus);

/* Filled by the app. Any hook may be NULL (the matching button then does nothing visible). */
typedef struct scene_hooks {
    bool (*has_resume)(void); /* an autosave exists: menu shows Resume */
    void (*resume)(void);     /* resume the newest autosave */
    /* The games in progress, newest first (at most cap); and resuming one of them by id. */
    int (*saved_games)(scene_saved_game *out, int cap);
    void (*resume_game)(const char *game_id);
    void (*start_game)(const setup_result *r); /* start a match from the setup screen */
    /* Start the game's guided first game ("Learn to play", game_def.lesson; play_new_lesson) */
    void (*start_lesson)(const char *game_id);
    void (*quit)(void); /* leave the app (after the user confirmed) */
    uint64_t seed;      /* != 0: setup uses it (--seed), else the time */
    /* Club mode and its evening ladder (src/club, a layer above scenes and play): open the
     * standings, start attract mode, and count a finished game's human placings (ladder.h's
     * ladder_record_game: true when the game is on tonight's ladder). */
    void (*open_ladder)(void);
    void (*start_club)(void);
    bool (*record_game)(const char *game_id, const char *const *names, const int *ranks,
                        int players, uint64_t key, const int *handicaps);
    /* A game's figure painter for its rules page (its board's board_vt.figure; src/play is a
     * layer above scenes). NULL: the game has none. */
    scene_figure_fn (*figure_painter)(const char *game_id);
} scene_hooks;

void scenes_set_hooks(const scene_hooks *h); /* copied */
const scene_hooks *scenes_hooks(void);

/* ---- constructors: push the result with scene_push() --------------------------------------- */
scene *scene_menu_new(void);                 /* "menu": the five games, settings, about */
scene *scene_setup_new(const char *game_id); /* "setup": NULL if the game is not playable */
scene *scene_settings_new(void);             /* "settings" */
scene *scene_about_new(void);                /* "about" */
scene *scene_pause_new(const char *game_id); /* "pause": overlay on a match (rules of id) */
scene *scene_rules_new(const char *game_id); /* "rules": data/rules/<id>/<lang>.md */
/* The rules page opened at a section, named by its heading as en.md writes it ("A turn"): the
 * page in another language opens at its heading of the same rank. */
scene *scene_rules_new_at(const char *game_id, const char *heading);
/* That heading as the page in the language now in use writes it; false: no such heading. */
bool scenes_rules_heading(const char *game_id, const char *heading, char *out, size_t n);
/* "curtain": opaque cover in a seat's colour and symbol until tapped (pass the device). */
scene *scene_curtain_new(const char *player_name, int colour, int symbol);
/* Tests that drive many hand-overs: how long a press right after the curtain came up is taken
 * for the previous player's and ignored (0.3 s; wall clock). */
void scene_curtain_set_guard(double seconds);
/* "dialog": modal confirmation. title, message and labels may be N_() msgids (translated by
 * the dialog, so a language switch relabels it) or already final text; cancel may be NULL
 * (a single button). on_confirm runs after the dialog started closing; it may push or pop. */
scene *scene_dialog_new(const char *title, const char *message, const char *confirm,
                        const char *cancel, void (*on_confirm)(void *user), void *user);
/* "resume-pick": which game in progress to resume (the menu's Resume with several saves). */
scene *scene_resume_pick_new(void);
/* "setup" for a club visitor (club mode): seat 1 is a person playing with device (in_device)
 * and device_index, then easy bots up to players (within the game's limits). */
scene *scene_setup_new_visitor(const char *game_id, int device, int device_index, int players);
/* "setup" for any game table (tests, custom games); NULL if def is NULL. */
scene *scene_setup_new_def(const game_def *def);

/* ---- for scripted tests ------------------------------------------------------------------- */
/* Where widget `id` of one of these scenes is, in logical units, as last laid out: "start",
 * "back", "card:mycity", "seat_add", "seat_look:0", "opt:hex"... (see each file's find()).
 * False for an unknown id, a hidden widget or a scene not made here. */
bool scenes_widget_rect(scene *s, const char *id, gfx_rect *out);

/* ---- shared by the scene files ------------------------------------------------------------ */
typedef bool (*scenes_find_fn)(scene *s, const char *id, gfx_rect *out);
/* Every scene made here starts with this head (so scenes_widget_rect can ask it). */
typedef struct scenes_head {
    scene base;
    scenes_find_fn find;
} scenes_head;

float scenes_ease(float t_in);                    /* 0..1 entrance, eased out */
void scenes_draw_begin(const scene *s, bool pop); /* alpha and slide (or zoom) from t_in */
void scenes_draw_end(void);
void scenes_draw_backdrop(const scene *s);    /* the felt, fading with t_in (cross-fades) */
void scenes_draw_dim(const scene *s);         /* dims what is below a modal card, with t_in */
bool scenes_pointer_kind(const in_event *ev); /* press, release or move: has x, y */
/* A copy of ev moved far away when it falls outside view (so hover clears, nothing hits). */
in_event scenes_clip_event(const in_event *ev, gfx_rect view);
/* Scroll by wheel, two-finger pan and drag inside view. True when ev was used for scrolling. */
typedef struct scenes_scroll {
    float y, max;  /* offset from the top, and its largest value */
    bool dragging; /* a press inside moved far enough to become a drag */
    bool pressed;
    float press_y, press_scroll;
    int press_seat, press_pointer;
} scenes_scroll;
bool scenes_scroll_event(scenes_scroll *sc, gfx_rect view, const in_event *ev);
void scenes_scroll_set_max(scenes_scroll *sc, float content_h, float view_h);
void scenes_scroll_show(scenes_scroll *sc, float top, float bottom, float view_h); /* y range */
/* The thin scroll bar at the right of view and a soft fade at an edge with more content. */
void scenes_scroll_draw(const scenes_scroll *sc, gfx_rect view, gfx_color bar, gfx_color fade);
void scenes_data_path(char *buf, size_t n, const char *rel);  /* plat_data_dir()/data/rel */
const char *scenes_art(char *buf, size_t n, const char *rel); /* gfx_svg path of art/rel */

/* A scrollable Markdown page as data/rules/README.md describes it (read by md4c in
 * scenes_doc_read.c, laid out and drawn by scenes_doc.c). */
typedef struct scenes_doc scenes_doc;
scenes_doc *scenes_doc_new(void);
void scenes_doc_free(scenes_doc *d);
void scenes_doc_set(scenes_doc *d, const char *markdown); /* copies and parses (not per frame) */
bool scenes_doc_event(scenes_doc *d, gfx_rect view, const in_event *ev); /* scrolling */
void scenes_doc_draw(scenes_doc *d, gfx_rect view);                      /* lays out if needed */
/* The next draw scrolls to the section after `ordinal` headings (## and ###), 0: the first. */
void scenes_doc_go_heading(scenes_doc *d, int ordinal);
/* Figures of a page (image lines): how many, ok[i] whether figure i's file exists and loads; and
 * where figure i was last drawn (logical units). */
int scenes_doc_figures(const scenes_doc *d, bool *ok, int cap);
bool scenes_doc_figure_rect(const scenes_doc *d, int i, gfx_rect *out);

#endif
