/* funcity_board_fixture.h: the Fun City board tests' hands (board_hands.h), the board's own idea of where
 * things are (funcity_board_live) to aim them, keys, its buttons, and waiting for the human's decision. */
#ifndef FUNCITY_BOARD_FIXTURE_H
#define FUNCITY_BOARD_FIXTURE_H
#include "board_hands.h"
#include "games/funcity/board/funcity_board_int.h"

static inline funcity_board_state *fcbt_board(void)
{
    funcity_board_state *b = funcity_board_live();
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

/* Keys, buttons and waiting for the human's decision. */
static inline void key(SDL_Keycode k)
{
    bt_key(k);
}

static inline int button_of(const funcity_board_state *b, game_action a)
{
    for (int i = 0; i < b->nbtn; i++)
        if (b->btn_a[i] == a) return i;
    return -1;
}

static inline void tap_button(const funcity_board_state *b, int i)
{
    gfx_rect r = b->btn[i].base.rect;
    bt_tap(r.x + r.w / 2, r.y + r.h / 2);
}

/* Steps until the human seat may act in step (or any step when step < 0). */
static inline funcity_board_state *wait_for(int step)
{
    funcity_board_state *b = fcbt_board();
    for (int i = 0; i < 30000; i++) {
        const funcity_state *s = match_state(bt_m());
        if (b->seat >= 0 && !s->ch_on && (step < 0 || s->step == step)) return b;
        if (s->over) break;
        int pass = b->seat >= 0 ? button_of(b, FUNCITY_ACT(FUNCITY_A_PASS, 0, 0)) : -1;
        if (pass >= 0) { /* a reaction window asks the human too: no card */
            tap_button(b, pass);
            b = fcbt_board();
            continue;
        }
        bt_step();
        if (i % 20 == 0) b = fcbt_board();
    }
    return b;
}

#endif
