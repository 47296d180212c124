/* ic_city.c: the city with no edges: cells, slots, neighbours, Power Station protection,
 * connectivity and the spots where a tile may go (the Plaza rule). */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <stdio.h>
#include <string.h>

const int ic_dx[4] = {0, 1, 0, -1}, ic_dy[4] = {-1, 0, 1, 0};

int ic_at(const ic_state *s, int x, int y)
{
    int g = s->grid[ic_cell(x, y)];
    if (!g) return -1;
    g--;
    return s->tx[g] == x && s->ty[g] == y ? g : -1;
}

int ic_add_tile(ic_state *s, int x, int y, int kind, bool up)
{
    int slot = 0;
    while (slot < IC_TILES && s->kind[slot] != IC_NONE) slot++; /* the lowest free */
    if (slot >= IC_TILES) return -1;
    s->kind[slot] = (uint8_t)kind;
    s->up[slot] = up;
    memset(s->tok[slot], 0, sizeof s->tok[slot]);
    s->ncity++;
    if (slot >= s->hi) s->hi = (uint8_t)(slot + 1);
    ic_drop(s, slot, x, y);
    if (up && kind == IC_POWER) s->ps_up++;
    if (up && kind == IC_PLAZA) s->plazas++;
    if (up && kind == IC_HOTEL) s->hotels++;
    return slot;
}

void ic_lift(ic_state *s, int slot)
{
    s->grid[ic_cell(s->tx[slot], s->ty[slot])] = 0;
}

void ic_drop(ic_state *s, int slot, int x, int y)
{
    s->tx[slot] = (int16_t)x;
    s->ty[slot] = (int16_t)y;
    s->grid[ic_cell(x, y)] = (uint8_t)(slot + 1);
    s->last = (uint8_t)slot;
}

void ic_free_slot(ic_state *s, int slot)
{
    if (s->grid[ic_cell(s->tx[slot], s->ty[slot])] == slot + 1)
        s->grid[ic_cell(s->tx[slot], s->ty[slot])] = 0;
    if (s->up[slot] && s->kind[slot] == IC_POWER) s->ps_up--;
    if (s->up[slot] && s->kind[slot] == IC_PLAZA) s->plazas--;
    if (s->up[slot] && s->kind[slot] == IC_HOTEL) s->hotels--;
    s->kind[slot] = IC_NONE;
    s->up[slot] = 0;
    s->tx[slot] = s->ty[slot] = 0;
    memset(s->tok[slot], 0, sizeof s->tok[slot]);
    s->ncity--;
    while (s->hi && s->kind[s->hi - 1] == IC_NONE) s->hi--;
    if (s->last == slot) s->last = IC_NONE;
    ic_drop_pending(s, slot);
}

bool ic_adjacent(const ic_state *s, int a, int b)
{
    int dx = s->tx[a] - s->tx[b], dy = s->ty[a] - s->ty[b];
    return (dx == 0 && (dy == 1 || dy == -1)) || (dy == 0 && (dx == 1 || dx == -1));
}

static bool is_station(const ic_state *s, int slot)
{
    return slot >= 0 && s->up[slot] && s->kind[slot] == IC_POWER;
}

int ic_protector(const ic_state *s, int slot, int src)
{
    if (slot == src || slot < 0 || !s->ps_up) return -1;
    if (is_station(s, slot)) return slot;
    for (int d = 0; d < 4; d++) {
        int n = ic_at(s, s->tx[slot] + ic_dx[d], s->ty[slot] + ic_dy[d]);
        if (is_station(s, n) && n != src) return n;
    }
    return -1;
}

static bool in_city(const ic_state *s, int slot, int skip)
{
    return slot != skip && s->kind[slot] != IC_NONE &&
           s->grid[ic_cell(s->tx[slot], s->ty[slot])] == slot + 1;
}

/* Taking slot away keeps the city whole when its neighbours still reach each other: a search
 * from one of them that stops as soon as it has met all the others (a leaf: at once). */
static bool neighbours_joined(const ic_state *s, int slot, int skip)
{
    int nb[4], k = 0;
    for (int d = 0; d < 4; d++) {
        int m = ic_at(s, s->tx[slot] + ic_dx[d], s->ty[slot] + ic_dy[d]);
        if (m >= 0 && m != skip) nb[k++] = m;
    }
    if (k <= 1) return true;
    uint8_t stack[IC_TILES], seen[IC_TILES] = {0};
    int sp = 0, left = k - 1;
    seen[slot] = 1;
    seen[nb[0]] = 1;
    stack[sp++] = (uint8_t)nb[0];
    while (sp) {
        int t = stack[--sp];
        for (int d = 0; d < 4; d++) {
            int m = ic_at(s, s->tx[t] + ic_dx[d], s->ty[t] + ic_dy[d]);
            if (m < 0 || m == skip || seen[m]) continue;
            seen[m] = 1;
            for (int i = 1; i < k; i++)
                if (nb[i] == m && --left == 0) return true;
            stack[sp++] = (uint8_t)m;
        }
    }
    return false;
}

bool ic_connected_without(const ic_state *s, int slot, int skip)
{
    if (slot >= 0 && in_city(s, slot, skip)) return neighbours_joined(s, slot, skip);
    uint8_t stack[IC_TILES], seen[IC_TILES] = {0};
    int want = 0, start = -1;
    for (int i = 0; i < s->hi; i++)
        if (i != slot && in_city(s, i, skip)) {
            want++;
            if (start < 0) start = i;
        }
    if (want <= 1) return true;
    int sp = 0, got = 1;
    stack[sp++] = (uint8_t)start;
    seen[start] = 1;
    while (sp) {
        int t = stack[--sp];
        for (int d = 0; d < 4; d++) {
            int n = ic_at(s, s->tx[t] + ic_dx[d], s->ty[t] + ic_dy[d]);
            if (n < 0 || n == slot || n == skip || seen[n]) continue;
            seen[n] = 1;
            got++;
            stack[sp++] = (uint8_t)n;
        }
    }
    return got == want;
}

bool ic_city_connected(const ic_state *s)
{
    return ic_connected_without(s, -1, -1);
}

/* The slot lifted by a Post Office (off the grid while it travels), or -1. */
static int lifted(const ic_state *s)
{
    return s->step == IC_ST_POST_TO ? s->target : -1;
}

static bool next_to_plaza(const ic_state *s, int x, int y)
{
    for (int d = 0; d < 4; d++) {
        int n = ic_at(s, x + ic_dx[d], y + ic_dy[d]);
        if (n >= 0 && s->up[n] && s->kind[n] == IC_PLAZA) return true;
    }
    return false;
}

static bool next_to_city(const ic_state *s, int x, int y)
{
    for (int d = 0; d < 4; d++)
        if (ic_at(s, x + ic_dx[d], y + ic_dy[d]) >= 0) return true;
    return false;
}

static bool old_spot(const ic_state *s, int x, int y)
{
    int l = lifted(s);
    return l >= 0 && s->tx[l] == x && s->ty[l] == y;
}

/* Whether a free spot next to a face-up Plaza exists (then every tile must go next to one). */
static bool plaza_spot_free(const ic_state *s)
{
    if (!s->plazas) return false;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] != IC_PLAZA || !s->up[i] || !in_city(s, i, lifted(s))) continue;
        for (int d = 0; d < 4; d++) {
            int x = s->tx[i] + ic_dx[d], y = s->ty[i] + ic_dy[d];
            if (ic_at(s, x, y) < 0 && !old_spot(s, x, y)) return true;
        }
    }
    return false;
}

int ic_spots(const ic_state *s, int16_t *xs, int16_t *ys, int cap)
{
    bool plaza = plaza_spot_free(s);
    int n = 0, skip = lifted(s);
    for (int i = 0; i < s->hi && n < cap; i++) {
        if (!in_city(s, i, skip)) continue;
        for (int d = 0; d < 4 && n < cap; d++) {
            int x = s->tx[i] + ic_dx[d], y = s->ty[i] + ic_dy[d];
            if (ic_at(s, x, y) >= 0 || old_spot(s, x, y)) continue;
            /* listed once: from its neighbour with the lowest slot */
            bool first = true;
            for (int e = 0; e < 4 && first; e++) {
                int m = ic_at(s, x + ic_dx[e], y + ic_dy[e]);
                first = m < 0 || m >= i;
            }
            if (!first) continue;
            if (plaza && !next_to_plaza(s, x, y)) continue;
            xs[n] = (int16_t)x;
            ys[n] = (int16_t)y;
            n++;
        }
    }
    return n;
}

bool ic_spot_ok(const ic_state *s, int x, int y, char *why, size_t n)
{
    if (x < -30000 || x > 30000 || y < -30000 || y > 30000)
        return IC_REFUSE("%s", _("That spot is too far away."));
    if (ic_at(s, x, y) >= 0) return IC_REFUSE(_("%d,%d already holds a tile."), x, y);
    if (old_spot(s, x, y))
        return IC_REFUSE("%s", _("The Post Office must move the tile to a new place."));
    if (!next_to_city(s, x, y))
        return IC_REFUSE(_("%d,%d is not next to a tile of the city."), x, y);
    if (!next_to_plaza(s, x, y) && plaza_spot_free(s))
        return IC_REFUSE("%s",
                         _("A spot next to a Plaza is free: the tile must go next to a Plaza."));
    return true;
}

int ic_total_tokens(const ic_state *s, int seat)
{
    int t = 0;
    for (int i = 0; i < s->hi; i++)
        if (s->kind[i] != IC_NONE) t += s->tok[i][seat];
    return t;
}

void ic_cut_tiles(const ic_state *s, uint8_t cut[IC_TILES])
{
    uint8_t disc[IC_TILES] = {0}, low[IC_TILES], parent[IC_TILES], dir[IC_TILES], stack[IC_TILES];
    memset(cut, 0, IC_TILES);
    int root = -1, skip = lifted(s);
    for (int i = 0; i < s->hi && root < 0; i++)
        if (in_city(s, i, skip)) root = i;
    if (root < 0) return;
    int sp = 0, timer = 0, children = 0;
    stack[sp++] = (uint8_t)root;
    disc[root] = low[root] = (uint8_t)++timer;
    parent[root] = IC_NONE;
    dir[root] = 0;
    while (sp) {
        int v = stack[sp - 1];
        if (dir[v] < 4) {
            int d = dir[v]++;
            int u = ic_at(s, s->tx[v] + ic_dx[d], s->ty[v] + ic_dy[d]);
            if (u < 0 || u == skip) continue;
            if (!disc[u]) {
                parent[u] = (uint8_t)v;
                disc[u] = low[u] = (uint8_t)++timer;
                dir[u] = 0;
                stack[sp++] = (uint8_t)u;
                children += v == root;
            } else if (u != parent[v] && disc[u] < low[v]) {
                low[v] = disc[u];
            }
            continue;
        }
        sp--;
        int p = parent[v];
        if (p == IC_NONE) continue;
        if (low[v] < low[p]) low[p] = low[v];
        if (p != root && low[v] >= disc[p]) cut[p] = 1;
    }
    cut[root] = children > 1;
}

/* Uniform over the spots by rejection: a tile and a side drawn at random reach a spot with a
 * probability proportional to its number of neighbours in the city (or Plazas, when the Plaza
 * rule is in force), so a spot is kept with probability 1 / that number. */
bool ic_random_spot(const ic_state *s, rng_state *rng, int *x, int *y)
{
    bool plaza = plaza_spot_free(s);
    uint8_t from[IC_TILES];
    int n = 0, skip = lifted(s);
    for (int i = 0; i < s->hi && plaza; i++) /* a few Plazas: listed; else any slot is drawn */
        if (in_city(s, i, skip) && s->kind[i] == IC_PLAZA && s->up[i]) from[n++] = (uint8_t)i;
    if (!plaza) n = s->hi;
    if (!n || s->ncity < 1) return false;
    for (int tries = 0; tries < 4000; tries++) {
        uint32_t r = rng_below(rng, (uint32_t)n * 4);
        int t = plaza ? from[r >> 2] : (int)(r >> 2), d = (int)(r & 3);
        if (!plaza && !in_city(s, t, skip)) continue;
        int sx = s->tx[t] + ic_dx[d], sy = s->ty[t] + ic_dy[d];
        if (ic_at(s, sx, sy) >= 0 || old_spot(s, sx, sy)) continue;
        int k = 0;
        for (int e = 0; e < 4; e++) {
            int m = ic_at(s, sx + ic_dx[e], sy + ic_dy[e]);
            k += m >= 0 && (!plaza || (s->kind[m] == IC_PLAZA && s->up[m]));
        }
        if (k > 1 && rng_below(rng, (uint32_t)k) != 0) continue;
        *x = sx;
        *y = sy;
        return true;
    }
    int16_t xs[4 * IC_TILES], ys[4 * IC_TILES]; /* (never in practice) the slow way */
    int m = ic_spots(s, xs, ys, 4 * IC_TILES);
    if (!m) return false;
    m = (int)rng_below(rng, (uint32_t)m);
    *x = xs[m];
    *y = ys[m];
    return true;
}
