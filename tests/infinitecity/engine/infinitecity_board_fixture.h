/* infinitecity_board_fixture.h: the Infinite City board tests' hands (board_hands.h) and the board's own idea of
 * where things are (infinitecity_board_live) to aim them. */
#ifndef INFINITECITY_BOARD_FIXTURE_H
#define INFINITECITY_BOARD_FIXTURE_H
#include "board_hands.h"
#include "games/infinitecity/board/infinitecity_board_int.h"

static inline infinitecity_board_state *icbt_board(void)
{
    infinitecity_board_state *b = infinitecity_board_live();
    assert_non_null(b);
    bt_frame(); /* lays out and reads the match */
    return b;
}

/* A key pressed and released, as SDL queues them (a step after each). */
static inline void icbt_key(SDL_Keycode k)
{
    bt_key(k);
}

static inline scene *icbt_start(uint64_t seed, int players, int humans, int bot_level)
{
    return bt_start("infinitecity", seed, players, humans, bot_level);
}

static inline scene *icbt_start_lifted(uint64_t seed, int players, int humans, int bot_level)
{
    return bt_start_lifted("infinitecity", seed, players, humans, bot_level);
}

#endif
