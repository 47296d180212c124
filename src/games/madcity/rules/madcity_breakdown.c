/* madcity_breakdown.c: one seat's round as the board's breakdown shows it between rounds, worked
 * out from the score lines (madcity_score) and the round's cities (madcity_round_cities): a line
 * per group (zones, longest road, Park Ranger, then contractors and tokens when they count), each
 * zone of the Zones line that scores as a chip (its colour, its size and its points; equal chips
 * counted together), the round's points and the total. Every number on it comes from here, and
 * they add up: the groups make the round, the chips make the Zones line (test_madcity_breakdown;
 * the Park Ranger's lakes and parks among them made the chips add up to more than "Zones"). */
#include "games/madcity/rules/madcity.h"
#include <string.h>

static int shown_group(int group)
{
    switch (group) {
    case MADCITY_G_ZONES: return 0;
    case MADCITY_G_ROAD: return 1;
    case MADCITY_G_RANGER: return 2;
    case MADCITY_G_CONTRACTORS: return 3;
    case MADCITY_G_TOKENS: return 4;
    default: return -1;
    }
}

static void add_chip(madcity_breakdown *o, const madcity_zone *z, int points)
{
    for (int i = 0; i < o->nchips; i++) {
        madcity_chip *c = &o->chip[i];
        if (c->colour == z->colour && c->size == z->buildings && c->points == points) {
            c->count++;
            return;
        }
    }
    if (o->nchips < MADCITY_BD_CHIPS)
        o->chip[o->nchips++] = (madcity_chip){z->colour, z->buildings, 1, (int16_t)points};
}

void madcity_round_breakdown(const madcity_state *s, const game_score *sc, int seat,
                             madcity_breakdown *o)
{
    static const int order[MADCITY_BD_GROUPS] = {MADCITY_G_ZONES, MADCITY_G_ROAD, MADCITY_G_RANGER,
                                                 MADCITY_G_CONTRACTORS, MADCITY_G_TOKENS};
    memset(o, 0, sizeof *o);
    if (seat < 0 || seat >= s->players) return;
    o->round = s->round;
    o->total = s->total[seat];
    bool any[MADCITY_BD_GROUPS] = {false};
    int sum[MADCITY_BD_GROUPS] = {0};
    for (int i = 0; i < sc->nlines; i++) {
        const game_score_line *l = &sc->line[i];
        int g = l->player == seat ? shown_group(l->group) : -1;
        if (g < 0) continue;
        any[g] = true;
        sum[g] += l->points;
    }
    o->sits_out = !(s->in_round & (1u << seat)) && !any[0];
    /* zones, road and ranger always; contractors and tokens when the game has them */
    for (int g = 0; g < MADCITY_BD_GROUPS; g++) {
        if (g >= 3 && !any[g]) continue;
        o->group[o->ngroups] = order[g];
        o->points[o->ngroups++] = sum[g];
        o->round_points += sum[g];
    }
    /* the chips: each zone line that scores */
    madcity_city city[GAME_MAX_PLAYERS];
    madcity_round_cities(s, city);
    const madcity_city *c = &city[seat];
    for (int i = 0; i < sc->nlines; i++) {
        const game_score_line *l = &sc->line[i];
        if (l->player != seat || l->group != MADCITY_G_ZONES || l->points == 0) continue;
        if (l->ref >= 0 && l->ref < c->nzones) add_chip(o, &c->zone[l->ref], l->points);
    }
}
