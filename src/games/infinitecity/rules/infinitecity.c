/* infinitecity.c: Infinite City (Brent Keith), listed in the menu as coming: its rules are not
 * written yet, so the def has only what the menu and the About page show. */
#include "core/i18n.h"
#include "games/game.h"

const game_def infinitecity_game = {
    .id = "infinitecity",
    .name = N_("Infinite City"),
    .tagline = N_("Grow a boundless city of powerful tiles."),
    .credit = N_("designed by Brent Keith."),
    .min_players = 2,
    .max_players = 6,
    .playable = false,
};
