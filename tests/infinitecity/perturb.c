/* perturb.c: Infinite City's secret perturber for the generic view test
 * (tests/unit/generic_views.c), written from docs/rules/infinitecity.md ("Hidden information": the
 * deck's order and tiles, the face-down tiles of the city, the other players' hands, except the
 * hand a Temple looks at for the player of that Temple, and the tiles a Library shows, seen by its
 * player only). The hidden tiles are pooled and dealt again into the same places, the counts kept.
 */
#include "generic.h"

#include "games/infinitecity/rules/infinitecity.h"
#include <string.h>

int perturb_infinitecity(void *st, int viewer, rng_state *r)
{
    infinitecity_state *s = st;
    generic_reseed(&s->rng, r);
    bool active = viewer == s->cur && !s->over;
    uint8_t pool[INFINITECITY_TILES];
    int n = 0;
    for (int i = 0; i < s->deck_n; i++) pool[n++] = s->deck[i];
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (s->kind[i] != INFINITECITY_NONE && !s->up[i]) pool[n++] = s->kind[i];
    bool hide[GAME_MAX_PLAYERS] = {false};
    for (int q = 0; q < s->players; q++) {
        hide[q] =
            q != viewer && !(active && s->step == INFINITECITY_ST_TEMPLE_TAKE && q == s->target);
        for (int k = 0; hide[q] && k < INFINITECITY_KINDS; k++)
            for (int c = 0; c < s->hand[q][k]; c++) pool[n++] = (uint8_t)k;
    }
    bool peek = !active;
    for (int k = 0; peek && k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < s->peek[k]; c++) pool[n++] = (uint8_t)k;
    rng_shuffle(r, pool, n, 1);
    infinitecity_state old;
    memcpy(&old, s, sizeof old);
    int u = 0;
    for (int i = 0; i < s->deck_n; i++) s->deck[i] = pool[u++];
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (s->kind[i] != INFINITECITY_NONE && !s->up[i]) s->kind[i] = pool[u++];
    for (int q = 0; q < s->players; q++) {
        if (!hide[q]) continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int c = 0; c < s->hand_n[q]; c++) s->hand[q][pool[u++]]++;
    }
    if (peek && s->peek_n) {
        memset(s->peek, 0, sizeof s->peek);
        for (int c = 0; c < s->peek_n; c++) s->peek[pool[u++]]++;
    }
    return memcmp(&old, s, offsetof(infinitecity_state, grid)) != 0 &&
           (memcmp(old.deck, s->deck, sizeof s->deck) ||
            memcmp(old.hand, s->hand, sizeof s->hand) ||
            memcmp(old.kind, s->kind, sizeof s->kind) || memcmp(old.peek, s->peek, sizeof s->peek));
}

size_t perturb_infinitecity_size(void)
{
    return sizeof(infinitecity_state);
}
