/* infinitecity_tiles.c: the 21 kinds of tile: counts from the rulebook; printed values and silver
 * rings decided by the project where the rulebook's only example leaves them open (Power Station 1
 * and silver, Police HQ 1 and no silver, Construction Site silver are fixed by it). The same
 * table is data/infinitecity/tiles.json (a test checks they agree) and the rules page's
 * table. */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <string.h>
#include <strings.h>

const infinitecity_kind_def infinitecity_kinds[INFINITECITY_KINDS] = {
    {"arboretum", N_("Arboretum"), 4, 1, 0, N_("Take back up to three of your tokens from tiles.")},
    {"bank", N_("Bank"), 6, 0, 1,
     N_("Swap your token on this tile with a token on a tile you do not control.")},
    {"capitol", N_("Capitol"), 1, 2, 1,
     N_("Put a token on each adjacent tile, returning the tokens already there. This overrides "
        "Power Station protection.")},
    {"construction", N_("Construction Site"), 7, 0, 1, N_("Play another tile.")},
    {"disaster", N_("Disaster Site"), 3, 0, 0,
     N_("Put a tile in play at the bottom of the deck; its tokens go back to their owners.")},
    {"embassy", N_("Embassy"), 8, 0, 0,
     N_("Put a token on an adjacent tile, returning the tokens already there.")},
    {"factory", N_("Factory"), 5, 1, 0, N_("After refilling your hand, draw 5 more tiles.")},
    {"hotel", N_("Hotel"), 4, 1, 1,
     N_("Players without a token on this Hotel may put one here instead of playing a tile.")},
    {"housing", N_("Housing"), 10, 0, 0, N_("Put a token on an empty tile.")},
    {"library", N_("Library"), 6, 0, 1,
     N_("Look at the top five tiles of the deck; play one that is not a Library, put the others "
        "at the bottom.")},
    {"mausoleum", N_("Mausoleum"), 6, 1, 0,
     N_("Take an adjacent tile into your hand; its tokens go back to their owners.")},
    {"plaza", N_("Plaza"), 6, 1, 0,
     N_("Every tile must be placed next to a Plaza if possible. This overrides the placement "
        "rules of other tiles.")},
    {"police", N_("Police HQ"), 3, 1, 0,
     N_("When this tile is played, every player must put a token on it.")},
    {"port", N_("Port"), 8, 0, 1, N_("Put the top tile of the deck face down next to any tile.")},
    {"postoffice", N_("Post Office"), 8, 0, 0, N_("Move a tile, with its tokens, to a new place.")},
    {"powerstation", N_("Power Station"), 5, 1, 1,
     N_("Other tiles' texts cannot touch this tile, its neighbours or their tokens. When all five "
        "Power Stations are in play, the game ends at once.")},
    {"security", N_("Security Guardpost"), 9, 0, 0,
     N_("Return all the tokens on a tile of your choice to their owners.")},
    {"shopping", N_("Shopping Complex"), 4, 1, 1, N_("Swap your hand with another player.")},
    {"stadium", N_("Stadium"), 5, 1, 0,
     N_("Move at least one and at most all the tokens of adjacent tiles onto this tile.")},
    {"temple", N_("Temple"), 4, 1, 1,
     N_("Look at another player's hand, take one of their tiles and play it; that player draws "
        "a tile.")},
    {"transit", N_("Transit Station"), 8, 0, 1,
     N_("Swap the places of two tiles, with their tokens.")},
};

int infinitecity_kind_find(const char *key)
{
    if (!key) return -1;
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        if (strcasecmp(key, infinitecity_kinds[k].key) == 0 ||
            strcasecmp(key, infinitecity_kinds[k].name) == 0)
            return k;
    return -1;
}
