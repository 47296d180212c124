/* placeholder: replaced by the template game */
#include "games/game.h"
const game_def template_game = {.id = "template", .name = "Template", .min_players = 2, .max_players = 2};
