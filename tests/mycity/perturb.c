/* perturb.c: My City's secret perturber for the generic view test (tests/unit/generic_views.c),
 * written from docs/rules/mycity.md. */
#include "generic.h"

#include "games/mycity/rules/mycity.h"
#include <string.h>

/* My City (rules: "view zeroes the RNG; with random zone selection the drawn pair is hidden
 * from every seat but the drawer"): another pair of the drawer's cup, the same size. */
int perturb_mycity(void *st, int viewer, rng_state *r)
{
    mycity_state *s = st;
    generic_reseed(&s->rng, r);
    if (viewer == s->to_move || s->drawn[0] == MYCITY_NONE) return 0;
    uint8_t all[MYCITY_KINDS * 8];
    int n = 0;
    for (int k = 0; k < MYCITY_KINDS; k++)
        for (int v = 1; v <= 6; v++)
            if (s->cup[s->to_move][k] & (1u << v)) all[n++] = (uint8_t)(k << 4 | v);
    int want = s->drawn[1] == MYCITY_NONE ? 1 : 2;
    if (n < want) return 0;
    rng_shuffle(r, all, n, 1);
    uint8_t old[2] = {s->drawn[0], s->drawn[1]};
    generic_sort_u8(all, want);
    s->drawn[0] = all[0];
    s->drawn[1] = want == 2 ? all[1] : MYCITY_NONE;
    return (old[0] != s->drawn[0]) + (old[1] != s->drawn[1]);
}

size_t perturb_mycity_size(void)
{
    return sizeof(mycity_state);
}
