/* fcb_fixture.h: the Fun City board tests' hands (board_hands.h) and the board's own idea of
 * where things are (fcb_live) to aim them. */
#ifndef FCB_FIXTURE_H
#define FCB_FIXTURE_H
#include "board_hands.h"
#include "games/funcity/board/fcb_int.h"

static inline fcb *fcbt_board(void)
{
    fcb *b = fcb_live();
    assert_non_null(b);
    bt_frame(); /* lays out and reads the match */
    return b;
}

static inline scene *fcbt_start(uint64_t seed, int players, int humans, int bot_level)
{
    return bt_start("funcity", seed, players, humans, bot_level);
}

static inline scene *fcbt_start_lifted(uint64_t seed, int players, int humans, int bot_level)
{
    return bt_start_lifted("funcity", seed, players, humans, bot_level);
}

#endif
