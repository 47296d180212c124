/* attract_int.h: what attract mode's files share (attract.c: the cycle and the visitor's way
 * in; attract_caption.c: the captions; attract_draw.c: the title card, caption strip and
 * standings slot). Nobody else includes it: the app uses club.h. */
#ifndef CB_ATTRACT_INT_H
#define CB_ATTRACT_INT_H
#include "club/club.h"
#include "games/game.h"
#include "games/registry.h"
#include "play/play.h"
#include <stdbool.h>
#include <stddef.h>

enum { ATTRACT_TEXT = 320, ATTRACT_MAX_GAMES = 8 };
/* Seconds a caption stays at least; the band at the foot of a game on show, in units (the
 * board's area ends above it: play_set_attract). */
#define ATTRACT_CAPTION_S 2.0
#define ATTRACT_FOOT      100.0f

/* What just happened in the game on show, in words: who did what (the rules' describe phrase),
 * then what it did to the score (the game's own score, of the public view). */
typedef struct attract_caption {
    game_score *prev, *now; /* the public score before and after the newest move */
    game_score *round_from; /* at the start of a real-time game's round */
    unsigned char *view;    /* a spectator view, state_size bytes */
    size_t view_size;
    int last_entry; /* the log entry captioned last, -1 none */
    int seat;       /* who acted, -1 none */
    char who[64], what[ATTRACT_TEXT], score[ATTRACT_TEXT];
    bool round; /* the caption of a round's end */
    double age; /* seconds since it changed */
} attract_caption;

bool attract_caption_init(attract_caption *c, const game_def *g);
void attract_caption_free(attract_caption *c);
/* Starts from m's position: the score to compare against, no caption yet. */
void attract_caption_reset(attract_caption *c, const match *m);
/* Looks at the play host's move log: true when a new move was captioned (a caption younger
 * than ATTRACT_CAPTION_S stays). */
bool attract_caption_update(attract_caption *c, const play *p);
/* The caption's first line: "Bob places a tile on B2", "Bob: Park-4 on C4" (joins: whether the
 * phrase makes a sentence after the name: it starts with a verb, in lower case, not an
 * article). */
void attract_caption_line(const attract_caption *c, char *out, size_t n);
bool attract_caption_joins(const char *what);
/* A real-time game's round starts (the score to compare against) and ends (the caption says
 * what it gave each seat and who leads). */
void attract_caption_round_start(attract_caption *c, const match *m);
void attract_caption_round_end(attract_caption *c, const play *p);
/* The score part of a caption from two public scores (tests call it): deltas, the lead, and
 * the reason of a score line the move added for seat. names: the seats' names. */
void attract_caption_score(const game_score *before, const game_score *after, int seat,
                           const char *const *names, int nnames, char *out, size_t n);

/* attract.c, for attract_input.c: the show is on screen (not the prompt, not a visitor); an input
 * came (the visitor's idle timer restarts); ask "Play this game?" for the game on show, the
 * visitor playing with device (in_device) and device_index; source names it for the log. */
bool attract_showing(void);
void attract_touched(void);
void attract_ask(int device, int device_index, const char *source);
/* attract_input.c: the menu's idle timer starts again (club mode was left). */
void attract_input_idle_restart(void);

/* attract_show.c: the game on show: the bots' pace (borrowed from the settings while attract
 * mode runs), a real-time game's rounds and the hold of each round's results. */
void attract_pace_borrow(void);
void attract_pace_give_back(void); /* also the play host's attract band and watching */
void attract_show_reset(void);     /* a new game on show */
void attract_show_tick(play *p, attract_caption *cap, double dt, double round_s, rng_state *rng);
bool attract_show_is_top(const scene *demo); /* the game on show, or its hold, is the top */

/* The title card of one game: name, tagline, players, typical length (attract_draw.c). */
typedef struct attract_card {
    const game_entry *e;
    char art[96];
    char players[64], length[64];
} attract_card;
void attract_card_fill(attract_card *c, const game_entry *e);
int attract_typical_minutes(const char *game_id); /* 0: not known */
/* alpha: 0..1 fade; left: seconds before the game starts (shown as dots). */
void attract_draw_title(const attract_card *c, float alpha, int index, int count);
void attract_draw_caption(const attract_caption *c, float alpha);
/* The caption band's layout (the tests read it): the strip, the pill, the lines and their sizes
 * (never under 16 units: 12 pixels at the smallest window); dropped: the score's last parts were
 * left out; cut: the top text was cut (no game's phrase should be). */
typedef struct attract_band {
    gfx_rect strip, pill;
    float text_x, text_w, top_size, low_size;
    int ntop, nlow;
    char top[3][ATTRACT_TEXT], low[2][ATTRACT_TEXT];
    bool dropped, cut;
} attract_band;
void attract_band_layout(const char *top, const char *low, bool badge, attract_band *b);
void attract_draw_banner(const char *text, float alpha); /* results: "Ann wins!" */
void attract_draw_standings(float alpha);                /* the ladder's slot */

#endif
