/* registry.h: the menu's catalogue of the games (the registration's MENU list, in its order). */
#ifndef CB_REGISTRY_H
#define CB_REGISTRY_H
#include "games/game.h"

typedef struct game_entry {
    const char *id;
    const char *name;    /* N_() marked */
    const char *tagline; /* N_() marked */
    const char *credit;  /* N_() marked */
    const game_def *def; /* NULL when the game is not playable: the menu leaves it out */
} game_entry;

int game_catalogue_count(void);
const game_entry *game_catalogue_at(int i);

#endif
