/* perturb.c: Fun City's secret perturber for the generic view test (tests/unit/generic_views.c),
 * written from docs/rules/funcity.md ("Hidden information"): the MAD draw pile and the other
 * players' MAD hands (their sizes are public) are pooled and dealt again, and each pile of the
 * CITY deck is shuffled again (which cards are left is public, their order is not). */
#include "generic.h"

#include "games/funcity/rules/funcity.h"
#include <string.h>

int perturb_funcity(void *st, int viewer, rng_state *r)
{
    funcity_state *s = st, old;
    memcpy(&old, s, sizeof old);
    generic_reseed(&s->rng, r);
    uint8_t pool[FUNCITY_MAD];
    int n = 0;
    for (int i = 0; i < s->mdeck_n; i++) pool[n++] = s->mdeck[i];
    for (int q = 0; q < s->players; q++)
        for (int k = 0; q != viewer && k < FUNCITY_KINDS; k++)
            for (int c = 0; c < s->hand[q][k]; c++) pool[n++] = (uint8_t)k;
    rng_shuffle(r, pool, n, 1);
    int u = 0;
    for (int i = 0; i < s->mdeck_n; i++) s->mdeck[i] = pool[u++];
    for (int q = 0; q < s->players; q++) {
        if (q == viewer) continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int c = 0; c < s->hand_n[q]; c++) s->hand[q][pool[u++]]++;
    }
    for (int i = 0; i < s->cdeck_n;) {
        int j = i;
        while (j < s->cdeck_n && funcity_cards[s->cdeck[j]].open == funcity_cards[s->cdeck[i]].open)
            j++;
        rng_shuffle(r, s->cdeck + i, j - i, 1);
        i = j;
    }
    return memcmp(old.mdeck, s->mdeck, sizeof s->mdeck) ||
           memcmp(old.hand, s->hand, sizeof s->hand) ||
           memcmp(old.cdeck, s->cdeck, sizeof s->cdeck);
}

size_t perturb_funcity_size(void)
{
    return sizeof(funcity_state);
}
