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

/* What just happened in the game on show, in words: who did what (the rules' describe phrase),
 * then what it did to the score (the game's own score, of the public view). */
typedef struct attract_caption {
    game_score *prev, *now; /* the public score before and after the newest move */
    unsigned char *view;    /* a spectator view, state_size bytes */
    size_t view_size;
    int last_entry; /* the log entry captioned last, -1 none */
    int seat;       /* who acted, -1 none */
    char who[64], what[ATTRACT_TEXT], score[ATTRACT_TEXT];
    double age; /* seconds since it changed */
} attract_caption;

bool attract_caption_init(attract_caption *c, const game_def *g);
void attract_caption_free(attract_caption *c);
/* Starts from m's position: the score to compare against, no caption yet. */
void attract_caption_reset(attract_caption *c, const match *m);
/* Looks at the play host's move log: true when a new move was captioned. */
bool attract_caption_update(attract_caption *c, const play *p);
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
void attract_draw_banner(const char *text, float alpha); /* results: "Ann wins!" */
void attract_draw_standings(float alpha);                /* the ladder's slot */

#endif
