/* perturb.c: MegaCity's secret perturber for the generic view test (tests/unit/generic_views.c),
 * written from docs/rules/megacity.md. */
#include "generic.h"

#include "games/megacity/rules/megacity.h"
#include <string.h>

/* MegaCity ("hidden: the platform pile (order and faces) and the RNG; hands are in front of
 * the players, and the bag is counts"): the pile shuffled, the faces of its platforms redrawn. */
int perturb_megacity(void *st, int viewer, rng_state *r)
{
    megacity_state *s = st;
    (void)viewer;
    generic_reseed(&s->rng, r);
    int changed = 0;
    uint8_t old[MEGACITY_PLATFORMS];
    memcpy(old, s->pile, sizeof old);
    rng_shuffle(r, s->pile, s->npile, 1);
    for (int i = 0; i < s->npile; i++) {
        changed += old[i] != s->pile[i];
        megacity_plat *pl = &s->plat[s->pile[i] - 1];
        uint8_t side = (uint8_t)rng_below(r, 2);
        changed += side != pl->side;
        pl->side = side;
    }
    return changed;
}

size_t perturb_megacity_size(void)
{
    return sizeof(megacity_state);
}
