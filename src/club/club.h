/* club.h: club mode, for a board-game club's table. Attract mode (attract*.c) cycles through
 * every playable game of the registry with bots playing at a pace a person can follow, a title
 * card per game and captions saying what just happened; any touch, click, key or pad button asks
 * "Play this game?" and opens its setup for the visitor plus bots; attract mode comes back by
 * itself after the visitor's game. The app's loop feeds it raw input first (club_sdl_event) and
 * gives it a tick and a draw after the scenes'. The kiosk lock and the evening ladder
 * (kiosk*.c, ladder*.c) live beside it. */
#ifndef CB_CLUB_H
#define CB_CLUB_H
#include <stdbool.h>

union SDL_Event;

/* ---- attract mode (attract.c) -------------------------------------------------------------- */
/* Starts attract mode over whatever is on screen (the stack goes back to the menu first). */
void club_attract_start(void);
/* Leaves club mode for the organiser (Ctrl+Shift+L, or the kiosk's unlock): back to the menu. */
void club_attract_stop(void);
bool club_attract_active(void); /* club mode on (showing games, asking, or a visitor playing) */
/* Time tuning (command line, tests): seconds each game is shown (default 180) and the idle
 * seconds after which a visitor's game gives way to attract mode again (default 120). */
void club_set_seconds_per_game(double s);
void club_set_visitor_idle(double s);

/* ---- the app's loop calls these ------------------------------------------------------------- */
bool club_sdl_event(const union SDL_Event *ev); /* true: eaten (a tap that wakes attract mode) */
void club_tick(double dt);                      /* after the scenes' tick */
void club_draw(void);                           /* after the scenes, before the overlays */
bool club_busy(void);                           /* frames must keep coming */
/* Milliseconds the idle loop may sleep before the menu's "attract mode after idle minutes"
 * is due; -1: sleep until an event. */
int club_wake_ms(void);
void club_shutdown(void); /* restores the settings club mode borrowed, frees its memory */

/* ---- the evening ladder (ladder*.c) --------------------------------------------------------- */
/* True when the evening has standings to show: attract mode then adds a standings card to its
 * cycle (ladder_scene.c). */
bool club_ladder_has_standings(void);

#endif
