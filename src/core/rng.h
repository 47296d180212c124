/* rng.h: a small seeded generator whose state lives inside game states (PCG32). */
#ifndef CB_RNG_H
#define CB_RNG_H
#include <stdint.h>

typedef struct rng_state {
    uint64_t state;
    uint64_t inc;
} rng_state;

void rng_seed(rng_state *r, uint64_t seed);   /* same seed, same sequence */
uint32_t rng_next(rng_state *r);              /* uniform 32 bits */
uint32_t rng_below(rng_state *r, uint32_t n); /* uniform in [0, n), n > 0, unbiased */
int rng_range(rng_state *r, int lo, int hi);  /* uniform in [lo, hi] */
double rng_unit(rng_state *r);                /* uniform in [0, 1) */
void rng_shuffle(rng_state *r, void *base, int n, int size); /* Fisher-Yates */
uint64_t rng_mix64(uint64_t x); /* splitmix64 finaliser: derive seeds */

#endif
