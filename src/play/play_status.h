/* play_status.h: the play host's strips over the board: the seats' handicaps for the whole game,
 * and a notice while the game's autosave fails (play_status_tick and play_status_draw, called by
 * play.c), built on the watch and notice of scenes/save_notice.h. */
#ifndef CB_PLAY_STATUS_H
#define CB_PLAY_STATUS_H
#include "scenes/save_notice.h"

/* The play host (play.c): the game's autosave. */
struct play;
void play_status_tick(struct play *p, double dt);
float play_status_height(const struct play *p); /* the strips' room above the board, 0 none */
void play_status_draw(struct play *p);          /* the strips, while there are any */
bool play_has_handicaps(const struct play *p);  /* a seat has a handicap this game */

#endif
