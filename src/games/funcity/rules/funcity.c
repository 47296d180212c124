/* funcity.c: Fun City / Cité en folie (Parker Brothers, 1987), listed in the menu as coming: its
 * rules are not written yet, so the def has only what the menu and the About page show. */
#include "core/i18n.h"
#include "games/game.h"

const game_def funcity_game = {
    .id = "funcity",
    .name = N_("Fun City"),
    .tagline = N_("Race around town before the shops close."),
    .credit = N_("Parker Brothers, 1987."),
    .min_players = 2,
    .max_players = 4,
    .playable = false,
};
