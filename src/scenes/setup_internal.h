/* setup_internal.h: the setup scene's state, shared by setup.c (seats, options, events) and
 * setup_view.c (layout and drawing). Nobody else includes it. */
#ifndef CB_SETUP_INTERNAL_H
#define CB_SETUP_INTERNAL_H
#include "games/game.h"
#include "games/registry.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

enum { KIND_HUMAN, KIND_EASY, KIND_NORMAL, KIND_HARD, KIND_COUNT };
enum { MAX_DEVICES = 4 + 4 + 1, MAX_PADS_LISTED = 4, NAME_CHARS = SETUP_NAME_CHARS };
/* The device "Phone" (a seat played from a phone's browser: play/play_phone.c), beside the
 * in_device values; offered by games with something private to show there (game_def.seat_json) */
enum { SETUP_DEV_PHONE = 100 };

typedef struct seat_row {
    ui_button look; /* the colour + symbol badge: click for the next free one */
    ui_textfield name;
    ui_stepper kind;
    ui_stepper device;
    ui_button remove;
    int look_id;
    bool default_name;  /* not typed by the user: follows the language and the kind */
    bool name_all;      /* the name's whole text is selected: typing or erasing replaces it */
    int dev, dev_index; /* in_device and gamepad index */
} seat_row;

/* The name field's whole text as a selection (the field itself has none): a click or Enter on a
 * default name ("Player 1") or Ctrl+A selects it; typing, pasting or erasing then replaces it;
 * Home, End or an arrow keeps the text. true: the event was taken here (setup_view.c). */
bool setup_name_selection(seat_row *r, const in_event *ev);

enum { OPT_CHOICES = 16 }; /* choices of one option the setup can hide one by one */

typedef struct opt_widget {
    bool is_toggle;
    ui_toggle toggle;
    ui_stepper stepper;
    /* the choices offered for the number of players (those game_validate accepts with the
     * other options at their defaults): a choice option's stepper shows labels[] whose values
     * are value[]; an option with a single acceptable value is hidden (it does not apply) */
    const char *labels[OPT_CHOICES + 1];
    int value[OPT_CHOICES];
    bool off; /* hidden: the option holds its only acceptable value */
    int fixed;
    int want; /* the player's own choice, kept for when it applies again; -1 none */
} opt_widget;

/* Handicaps (games with a game_handicap): a "Handicaps" switch, off by default, and while it is
 * on one stepper per seat under the options ("Handicap of Alice: +4 points"). */
enum { HANDICAP_LEVELS = 10 };
typedef struct handicap_widgets {
    bool offered;
    ui_toggle on;
    ui_stepper seat[GAME_MAX_PLAYERS];
    const char *labels[HANDICAP_LEVELS + 2]; /* none, then each level's worth */
    char text[HANDICAP_LEVELS + 1][40];
    char names[GAME_MAX_PLAYERS][96];
} handicap_widgets;

typedef struct setup_scene {
    scene base;
    scenes_find_fn find;
    const game_def *def;
    const game_entry *entry;
    seat_row seats[GAME_MAX_PLAYERS];
    int nseats;
    opt_widget opts[GAME_MAX_OPTIONS];
    int nopts;
    handicap_widgets hc;
    int grid_items; /* widgets in the Options panel (setup_layout) */
    ui_button add, rules, back, start;
    ui_button learn; /* "Learn to play": the game's guided first game (hidden: none) */
    ui_focus focus;
    scenes_scroll scroll;
    gfx_rect view, seats_panel, opts_panel;
    float head_h;
    /* input devices offered (rebuilt when gamepads come and go) */
    const char *dev_labels[MAX_DEVICES];
    int dev_kind[MAX_DEVICES], dev_idx[MAX_DEVICES], ndev, pads_seen;
    char pad_labels[MAX_PADS_LISTED][32];
    char title[128], players_hint[96], subtitle[160];
    char why_fewest[96], why_most[96]; /* why Remove and Add are disabled */
    char message[GAME_REASON_LEN];     /* why Start was refused, shown until the next change */
    char default_names[GAME_MAX_PLAYERS][SETUP_NAME_LEN];
} setup_scene;

static inline ui_base *opt_base(opt_widget *w)
{
    return w->is_toggle ? &w->toggle.base : &w->stepper.base;
}

/* The widgets of the Options panel in order: the game's options shown, then the handicaps'
 * switch and its steppers; returns how many (items has room for GAME_MAX_OPTIONS + 1 +
 * GAME_MAX_PLAYERS). *fixed: how many of them are there whether the switch is on
 * or off (the layout keeps those in place, so the switch does not move under the finger). */
int setup_grid_items(setup_scene *s, ui_base **items, int *fixed);
void setup_layout(setup_scene *s);       /* every widget's rectangle for the screen size */
void setup_draw(scene *sc, float alpha); /* the scene's draw */

#endif
