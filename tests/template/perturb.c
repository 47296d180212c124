/* perturb.c: the template's secret perturber for the generic view test
 * (tests/unit/generic_views.c), written from its rules: what the rules hide, changed. A new game
 * copies this file: a game with hidden information and no perturber fails generic_<id>.
 * Rules: values in other hands and the deck's order are secret. */
#include "generic.h"

#include "games/template/rules/template.h"
#include <string.h>

int perturb_template(void *st, int viewer, rng_state *r)
{
    template_state *s = st;
    generic_reseed(&s->rng, r);
    int8_t pool[64];
    int n = 0;
    for (int p = 0; p < TEMPLATE_PLAYERS; p++)
        for (int i = 0; p != viewer && i < s->hand_n[p]; i++) pool[n++] = s->hand[p][i];
    for (int i = 0; i < s->deck_n; i++) pool[n++] = s->deck[i];
    rng_shuffle(r, pool, n, 1);
    int k = 0, changed = 0;
    for (int p = 0; p < TEMPLATE_PLAYERS; p++)
        for (int i = 0; p != viewer && i < s->hand_n[p]; i++) {
            changed += s->hand[p][i] != pool[k];
            s->hand[p][i] = pool[k++];
        }
    for (int i = 0; i < s->deck_n; i++) {
        changed += s->deck[i] != pool[k];
        s->deck[i] = pool[k++];
    }
    for (int p = 0; p < TEMPLATE_PLAYERS; p++)
        generic_sort_u8((uint8_t *)s->hand[p], s->hand_n[p]); /* values 1..3 */
    return changed;
}

size_t perturb_template_size(void)
{
    return sizeof(template_state);
}
