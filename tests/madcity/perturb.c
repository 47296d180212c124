/* perturb.c: Mad City's secret perturber for the generic view test (tests/unit/generic_views.c),
 * written from docs/rules/madcity.md. */
#include "generic.h"

#include "games/madcity/rules/madcity.h"
#include <string.h>

/* Mad City ("views hide the RNG, other players' contractors during the race, and face-down
 * guide tiles"; the divider: "the other city and hand show as hidden tiles" during the race;
 * one at a time, while anyone builds: every other seat's tiles, grab time and contractors):
 * new contractors, and the identities (and rotations) of every tile the viewer cannot see,
 * exchanged with the tiles in the bag, the positions kept. */
int perturb_madcity(void *st, int viewer, rng_state *r)
{
    madcity_state *s = st;
    generic_reseed(&s->rng, r);
    int changed = 0;
    bool race = s->phase == MADCITY_PH_RACE;
    uint8_t *slot[MADCITY_TILES + MADCITY_GUIDES];
    uint8_t *rot[MADCITY_TILES + MADCITY_GUIDES];
    int ns = 0;
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (s->guides[g] != MADCITY_NONE && !(s->guide_up & (1u << g))) {
            rot[ns] = NULL;
            slot[ns++] = &s->guides[g];
        }
    for (int q = 0; q < s->players; q++) {
        if (q == viewer) continue;
        if (race && s->mode == MADCITY_MODE_STANDARD) {
            uint8_t c = (uint8_t)rng_below(r, 16);
            changed += c != s->claims[q];
            s->claims[q] = c;
        }
        bool behind = race && (s->variant == MADCITY_VAR_DIVIDER || s->one);
        if (!behind) continue;
        if (s->one) s->grab[q] = (uint16_t)rng_below(r, 4000);
        for (int i = 0; i < s->nhand[q]; i++) {
            rot[ns] = NULL;
            slot[ns++] = &s->hand[q][i];
        }
        for (int c = 0; c < s->ncells; c++)
            if (s->grid[q][c].tile != MADCITY_NONE) {
                rot[ns] = &s->grid[q][c].rot;
                slot[ns++] = &s->grid[q][c].tile;
            }
    }
    uint64_t somewhere = 0; /* tiles in a hand, a city, a guide, the common or current tile */
    for (int q = 0; q < s->players; q++) {
        for (int i = 0; i < s->nhand[q]; i++) somewhere |= 1ull << s->hand[q][i];
        for (int c = 0; c < s->ncells; c++)
            if (s->grid[q][c].tile < MADCITY_TILES) somewhere |= 1ull << s->grid[q][c].tile;
    }
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (s->guides[g] < MADCITY_TILES) somewhere |= 1ull << s->guides[g];
    if (s->common < MADCITY_TILES) somewhere |= 1ull << s->common;
    if (s->cur < MADCITY_TILES) somewhere |= 1ull << s->cur;
    uint8_t pool[MADCITY_TILES + MADCITY_GUIDES];
    int np = 0;
    for (int i = 0; i < ns; i++) pool[np++] = *slot[i];
    for (int t = 0; t < MADCITY_TILES; t++)
        if (!(somewhere & (1ull << t))) pool[np++] = (uint8_t)t; /* the bag */
    rng_shuffle(r, pool, np, 1);
    for (int i = 0; i < ns; i++) {
        changed += *slot[i] != pool[i];
        *slot[i] = pool[i];
        if (rot[i]) *rot[i] = (uint8_t)rng_below(r, 4);
    }
    for (int q = 0; q < s->players; q++)
        generic_sort_u8(s->hand[q], s->nhand[q]); /* kept ascending */
    return changed;
}

size_t perturb_madcity_size(void)
{
    return sizeof(madcity_state);
}
