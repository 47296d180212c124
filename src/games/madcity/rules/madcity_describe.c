/* madcity_describe.c: Mad City's phrases for the move log every player reads (game_def.describe):
 * "places a tile on B2", "turns the tile on C1", "grabs the Park Ranger tree"... Public facts
 * only: a cell is named only where every seat sees that city (not behind the divider, not while
 * it is built alone in one at a time), and a contractor claim never says which. */
#include "games/madcity/rules/madcity.h"
#include "core/i18n.h"
#include <stdio.h>
#include <string.h>

extern const game_def madcity_game;

/* seat's cell as every seat sees it: true when the public view shows the tile there */
static bool cell_public(const madcity_state *s, int seat, int cell)
{
    madcity_state v;
    if (seat < 0 || seat >= s->players || cell < 0 || cell >= s->ncells) return false;
    madcity_game.view(s, GAME_SPECTATOR, &v);
    return v.grid[seat][cell].tile < MADCITY_TILES;
}

int madcity_describe(const void *before_v, const void *after_v, int seat, game_action a, char *buf,
                     size_t n)
{
    const madcity_state *before = before_v, *after = after_v;
    int kind = MADCITY_A_KIND(a), arg = MADCITY_A_ARG(a);
    char c1[8], c2[8];
    switch (kind) {
    case MADCITY_ACT_PLACE: {
        int cell = (arg >> 2) & 63;
        madcity_cell_name(after->side, cell, c1, sizeof c1);
        return cell_public(after, seat, cell) ? snprintf(buf, n, _("places a tile on %s"), c1)
                                              : snprintf(buf, n, "%s", _("places a tile"));
    }
    case MADCITY_ACT_MOVE: {
        int from = (arg >> 4) & 15, to = arg & 15;
        madcity_cell_name(after->side, from, c1, sizeof c1);
        madcity_cell_name(after->side, to, c2, sizeof c2);
        if (!cell_public(after, seat, to)) return snprintf(buf, n, "%s", _("moves a tile"));
        bool swap = before->grid[seat][to].tile != MADCITY_NONE;
        return snprintf(buf, n,
                        swap ? _("swaps the tiles on %s and %s") : _("moves a tile from %s to %s"),
                        c1, c2);
    }
    case MADCITY_ACT_ROTATE:
        madcity_cell_name(after->side, arg, c1, sizeof c1);
        return cell_public(after, seat, arg) ? snprintf(buf, n, _("turns the tile on %s"), c1)
                                             : snprintf(buf, n, "%s", _("turns a tile"));
    case MADCITY_ACT_RETURN:
        madcity_cell_name(after->side, arg, c1, sizeof c1);
        return cell_public(before, seat, arg) ? snprintf(buf, n, _("takes back the tile on %s"), c1)
                                              : snprintf(buf, n, "%s", _("takes back a tile"));
    case MADCITY_ACT_SWAP: return snprintf(buf, n, "%s", _("swaps a tile for the common tile"));
    case MADCITY_ACT_CLAIM: return snprintf(buf, n, "%s", _("claims a contractor"));
    case MADCITY_ACT_TREE: return snprintf(buf, n, "%s", _("grabs the Park Ranger tree"));
    case MADCITY_ACT_DONE: return snprintf(buf, n, "%s", _("has finished building"));
    case MADCITY_ACT_READY: return snprintf(buf, n, "%s", _("is ready for the next race"));
    case MADCITY_ACT_GUIDES:
        return snprintf(buf, n, "%s",
                        arg ? _("flips the guide tiles from the bottom left")
                            : _("flips the guide tiles from the top right"));
    case MADCITY_ACT_GUIDE:
        madcity_cell_name(after->side, arg >> 2, c1, sizeof c1);
        return snprintf(buf, n, _("lays the guide tile on %s"), c1);
    case MADCITY_ACT_SKIP: return snprintf(buf, n, "%s", _("puts the guide tile back"));
    default: return snprintf(buf, n, "?");
    }
}
