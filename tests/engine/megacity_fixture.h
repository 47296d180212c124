/* megacity_fixture.h: what the MegaCity engine tests share to reach the board's targets (hot
 * spots and buttons) by their screen rectangles, whatever device then presses them. */
#ifndef CB_TEST_MEGACITY_FIXTURE_H
#define CB_TEST_MEGACITY_FIXTURE_H
#include "scenes/megacity_board_int.h"

/* The rectangle of hot spot k (with argument arg, any when arg < 0); false if none is shown. */
static inline bool mgbt_hot(const mgb *b, mgb_hot_kind k, int arg, gfx_rect *r)
{
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == k && (arg < 0 || b->hot[i].arg == arg)) {
            *r = b->hot[i].base.rect;
            return true;
        }
    return false;
}

/* The rectangle of button i; false when it is hidden or disabled. */
static inline bool mgbt_button(const mgb *b, int i, gfx_rect *r)
{
    const ui_button *bt = &b->btn[i];
    if (bt->base.hidden || bt->base.disabled) return false;
    *r = bt->base.rect;
    return true;
}

#endif
