/* funcity_move.c: moving around Fun City. Nodes are street spaces and places; a place neighbours
 * its entrances only, so walking through a place counts it as one space. Reachable sets are 64-bit
 * sets of nodes, grown one space at a time (a few hundred nanoseconds for a whole roll). */
#include "games/funcity/rules/funcity.h"

static int pop_low(uint64_t *m)
{
    int b = __builtin_ctzll(*m);
    *m &= *m - 1;
    return b;
}

uint64_t funcity_reach(int from, int steps)
{
    uint64_t reach = 1ull << from, frontier = reach;
    for (int i = 0; i < steps && frontier; i++) {
        uint64_t next = 0;
        while (frontier) next |= funcity_adj[pop_low(&frontier)];
        frontier = next & ~reach;
        reach |= frontier;
    }
    return reach;
}

int funcity_dist(int from, int to)
{
    uint64_t reach = 1ull << from, frontier = reach;
    for (int d = 0; frontier; d++) {
        if (reach >> to & 1) return d;
        uint64_t next = 0;
        while (frontier) next |= funcity_adj[pop_low(&frontier)];
        frontier = next & ~reach;
        reach |= frontier;
    }
    return -1;
}

uint64_t funcity_bus_boardable(int from, int steps)
{
    uint64_t m = 0;
    if (steps < 2) return 0; /* one space at least to ride after boarding */
    uint64_t reach = funcity_reach(from, steps - 1);
    for (int i = 0; i < FUNCITY_STOPS; i++)
        if (reach >> funcity_stops[i] & 1) m |= 1ull << i;
    return m;
}

uint64_t funcity_ride_reach(int stop, int dir, int steps)
{
    uint64_t m = 0;
    for (int k = 1; k <= steps; k++) {
        int j = dir ? stop + k : stop - k;
        if (j < 0 || j >= FUNCITY_STOPS) break;
        m |= funcity_reach(funcity_stops[j], steps - k);
    }
    return m;
}

int funcity_terminal(int dir)
{
    return funcity_stops[dir ? FUNCITY_STOPS - 1 : 0];
}

int funcity_path(int from, int to, uint8_t *out, int cap)
{
    uint8_t parent[FUNCITY_NODES];
    uint64_t seen = 1ull << from, frontier = seen;
    parent[from] = (uint8_t)from;
    while (frontier && !(seen >> to & 1)) {
        uint64_t next = 0, f = frontier;
        while (f) {
            int u = pop_low(&f);
            uint64_t nb = funcity_adj[u] & ~seen & ~next;
            next |= nb;
            while (nb) parent[pop_low(&nb)] = (uint8_t)u;
        }
        seen |= next;
        frontier = next;
    }
    if (!(seen >> to & 1)) return 0;
    int n = 0;
    for (int v = to;; v = parent[v]) {
        n++;
        if (v == from) break;
    }
    if (n > cap) return 0;
    int i = n;
    for (int v = to;; v = parent[v]) {
        out[--i] = (uint8_t)v;
        if (v == from) break;
    }
    return n;
}
