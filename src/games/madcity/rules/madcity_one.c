/* madcity_one.c: Mad City "one at a time" (an option for groups with one mouse): the seats of a
 * round build their minutes in turn, in seat order, each on its own 60-second clock, while the
 * other cities stay hidden; a tree grab is timed on the grabber's own clock and the soonest
 * grab takes the tree when the round ends. Decisions in docs/rules/madcity.md (O1-O7). */
#include "core/hash.h"
#include "games/madcity/rules/madcity.h"
#include <stddef.h>
#include <string.h>

bool madcity_one_building(const madcity_state *s)
{
    return s->one && s->phase == MADCITY_PH_RACE;
}

/* The first seat of the round not done yet, from seat `from` on; MADCITY_NONE if none. */
static uint8_t next_builder(const madcity_state *s, int from)
{
    for (int p = from; p < s->players; p++)
        if ((s->in_round & ~s->done) & (1u << p)) return (uint8_t)p;
    return MADCITY_NONE;
}

void madcity_one_start(madcity_state *s)
{
    if (!s->one) return;
    memset(s->grab, 0, sizeof s->grab);
    s->builder = next_builder(s, 0);
    if (s->builder == MADCITY_NONE) s->builder = 0;
}

bool madcity_one_next(madcity_state *s)
{
    uint8_t b = next_builder(s, s->builder + 1);
    if (b == MADCITY_NONE) b = next_builder(s, 0);
    if (b == MADCITY_NONE) {
        s->builder = 0;
        return false;
    }
    s->builder = b;
    s->timer = (uint16_t)madcity_race_ticks(s); /* a fresh minute (and its extra seconds) */
    return true;
}

void madcity_one_award(madcity_state *s)
{
    if (!s->one) return;
    s->tree = MADCITY_NONE;
    int best = 0;
    for (int p = 0; p < s->players; p++) /* seat order breaks a tie: the earlier builder */
        if ((s->in_round & (1u << p)) && s->grab[p] && (!best || s->grab[p] < best)) {
            best = s->grab[p];
            s->tree = (uint8_t)p;
        }
}

void madcity_one_hide(madcity_state *v, int viewer)
{
    if (!madcity_one_building(v)) return;
    for (int q = 0; q < v->players; q++) {
        if (q == viewer) continue;
        int n = v->nhand[q];
        for (int c = 0; c < v->ncells; c++) n += v->grid[q][c].tile != MADCITY_NONE;
        if (n > MADCITY_MAX_HAND) n = MADCITY_MAX_HAND;
        v->nhand[q] = (uint8_t)n; /* every tile back in a hidden hand: nothing of the city shows */
        memset(v->hand[q], 0, sizeof v->hand[q]);
        memset(v->hand[q], MADCITY_HIDDEN, (size_t)n);
        memset(v->grid[q], MADCITY_NONE, sizeof v->grid[q]);
        v->grab[q] = 0;
    }
}

/* FNV-1a over the state; the one-at-a-time bytes only when used, so the hashes of the other
 * modes (golden games, traces) are those of the state before the option existed. */
uint64_t madcity_hash(const void *state)
{
    const madcity_state *s = state;
    size_t head = offsetof(madcity_state, one);
    static const uint8_t zero[sizeof(madcity_state) - offsetof(madcity_state, one)];
    uint64_t h = hash_bytes(HASH_SEED, s, head);
    if (memcmp((const uint8_t *)s + head, zero, sizeof zero) != 0)
        h = hash_bytes(h, (const uint8_t *)s + head, sizeof zero);
    return h;
}
