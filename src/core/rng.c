/* rng.c: PCG32 (O'Neill), chosen for its tiny state and good statistics. */
#include "core/rng.h"
#include <string.h>

uint64_t rng_mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

void rng_seed(rng_state *r, uint64_t seed)
{
    r->state = 0;
    r->inc = (rng_mix64(seed ^ 0x5851f42d4c957f2dull) << 1u) | 1u;
    rng_next(r);
    r->state += rng_mix64(seed);
    rng_next(r);
}

uint32_t rng_next(rng_state *r)
{
    uint64_t old = r->state;
    r->state = old * 6364136223846793005ull + r->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t rng_below(rng_state *r, uint32_t n)
{
    uint32_t threshold = (uint32_t)(-n) % n;
    for (;;) {
        uint32_t x = rng_next(r);
        if (x >= threshold) return x % n;
    }
}

int rng_range(rng_state *r, int lo, int hi)
{
    return lo + (int)rng_below(r, (uint32_t)(hi - lo + 1));
}

double rng_unit(rng_state *r)
{
    return (double)rng_next(r) / 4294967296.0;
}

void rng_shuffle(rng_state *r, void *base, int n, int size)
{
    unsigned char tmp[256], *b = base;
    if (size > (int)sizeof tmp) return;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        if (j == i) continue;
        memcpy(tmp, b + i * size, (size_t)size);
        memcpy(b + i * size, b + j * size, (size_t)size);
        memcpy(b + j * size, tmp, (size_t)size);
    }
}
