/* placeholder: replaced by My City */
#include "games/game.h"
const game_def mycity_game = {.id = "mycity", .name = "My City", .min_players = 2, .max_players = 6};
