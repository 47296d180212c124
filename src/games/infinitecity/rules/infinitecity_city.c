/* infinitecity_city.c: the city with no edges: cells, slots, neighbours, Power Station protection,
 * connectivity and the spots where a tile may go (the Plaza rule). */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <stdio.h>
#include <string.h>

const int infinitecity_dx[4] = {0, 1, 0, -1}, infinitecity_dy[4] = {-1, 0, 1, 0};

int infinitecity_at(const infinitecity_state *s, int x, int y)
{
    int g = s->grid[infinitecity_cell(x, y)];
    if (!g) return -1;
    g--;
    return s->tx[g] == x && s->ty[g] == y ? g : -1;
}

int infinitecity_add_tile(infinitecity_state *s, int x, int y, int kind, bool up)
{
    int slot = 0;
    while (slot < INFINITECITY_TILES && s->kind[slot] != INFINITECITY_NONE)
        slot++; /* the lowest free */
    if (slot >= INFINITECITY_TILES) return -1;
    s->kind[slot] = (uint8_t)kind;
    s->up[slot] = up;
    memset(s->tok[slot], 0, sizeof s->tok[slot]);
    s->ncity++;
    if (slot >= s->hi) s->hi = (uint8_t)(slot + 1);
    infinitecity_drop(s, slot, x, y);
    if (up && kind == INFINITECITY_POWER) s->ps_up++;
    if (up && kind == INFINITECITY_PLAZA) s->plazas++;
    if (up && kind == INFINITECITY_HOTEL) s->hotels++;
    return slot;
}

void infinitecity_lift(infinitecity_state *s, int slot)
{
    s->grid[infinitecity_cell(s->tx[slot], s->ty[slot])] = 0;
}

void infinitecity_drop(infinitecity_state *s, int slot, int x, int y)
{
    s->tx[slot] = (int16_t)x;
    s->ty[slot] = (int16_t)y;
    s->grid[infinitecity_cell(x, y)] = (uint8_t)(slot + 1);
    s->last = (uint8_t)slot;
}

void infinitecity_free_slot(infinitecity_state *s, int slot)
{
    if (s->grid[infinitecity_cell(s->tx[slot], s->ty[slot])] == slot + 1)
        s->grid[infinitecity_cell(s->tx[slot], s->ty[slot])] = 0;
    if (s->up[slot] && s->kind[slot] == INFINITECITY_POWER) s->ps_up--;
    if (s->up[slot] && s->kind[slot] == INFINITECITY_PLAZA) s->plazas--;
    if (s->up[slot] && s->kind[slot] == INFINITECITY_HOTEL) s->hotels--;
    s->kind[slot] = INFINITECITY_NONE;
    s->up[slot] = 0;
    s->tx[slot] = s->ty[slot] = 0;
    memset(s->tok[slot], 0, sizeof s->tok[slot]);
    s->ncity--;
    while (s->hi && s->kind[s->hi - 1] == INFINITECITY_NONE) s->hi--;
    if (s->last == slot) s->last = INFINITECITY_NONE;
    infinitecity_drop_pending(s, slot);
}

bool infinitecity_adjacent(const infinitecity_state *s, int a, int b)
{
    int dx = s->tx[a] - s->tx[b], dy = s->ty[a] - s->ty[b];
    return (dx == 0 && (dy == 1 || dy == -1)) || (dy == 0 && (dx == 1 || dx == -1));
}

static bool is_station(const infinitecity_state *s, int slot)
{
    return slot >= 0 && s->up[slot] && s->kind[slot] == INFINITECITY_POWER;
}

int infinitecity_protector(const infinitecity_state *s, int slot, int src)
{
    if (slot == src || slot < 0 || !s->ps_up) return -1;
    if (is_station(s, slot)) return slot;
    for (int d = 0; d < 4; d++) {
        int n =
            infinitecity_at(s, s->tx[slot] + infinitecity_dx[d], s->ty[slot] + infinitecity_dy[d]);
        if (is_station(s, n) && n != src) return n;
    }
    return -1;
}

static bool in_city(const infinitecity_state *s, int slot, int skip)
{
    return slot != skip && s->kind[slot] != INFINITECITY_NONE &&
           s->grid[infinitecity_cell(s->tx[slot], s->ty[slot])] == slot + 1;
}

/* Taking slot away keeps the city whole when its neighbours still reach each other: a search
 * from one of them that stops as soon as it has met all the others (a leaf: at once). */
static bool neighbours_joined(const infinitecity_state *s, int slot, int skip)
{
    int nb[4], k = 0;
    for (int d = 0; d < 4; d++) {
        int m =
            infinitecity_at(s, s->tx[slot] + infinitecity_dx[d], s->ty[slot] + infinitecity_dy[d]);
        if (m >= 0 && m != skip) nb[k++] = m;
    }
    if (k <= 1) return true;
    uint8_t stack[INFINITECITY_TILES], seen[INFINITECITY_TILES] = {0};
    int sp = 0, left = k - 1;
    seen[slot] = 1;
    seen[nb[0]] = 1;
    stack[sp++] = (uint8_t)nb[0];
    while (sp) {
        int t = stack[--sp];
        for (int d = 0; d < 4; d++) {
            int m =
                infinitecity_at(s, s->tx[t] + infinitecity_dx[d], s->ty[t] + infinitecity_dy[d]);
            if (m < 0 || m == skip || seen[m]) continue;
            seen[m] = 1;
            for (int i = 1; i < k; i++)
                if (nb[i] == m && --left == 0) return true;
            stack[sp++] = (uint8_t)m;
        }
    }
    return false;
}

bool infinitecity_connected_without(const infinitecity_state *s, int slot, int skip)
{
    if (slot >= 0 && in_city(s, slot, skip)) return neighbours_joined(s, slot, skip);
    uint8_t stack[INFINITECITY_TILES], seen[INFINITECITY_TILES] = {0};
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
            int n =
                infinitecity_at(s, s->tx[t] + infinitecity_dx[d], s->ty[t] + infinitecity_dy[d]);
            if (n < 0 || n == slot || n == skip || seen[n]) continue;
            seen[n] = 1;
            got++;
            stack[sp++] = (uint8_t)n;
        }
    }
    return got == want;
}

bool infinitecity_city_connected(const infinitecity_state *s)
{
    return infinitecity_connected_without(s, -1, -1);
}

/* The slot lifted by a Post Office (off the grid while it travels), or -1. */
static int lifted(const infinitecity_state *s)
{
    return s->step == INFINITECITY_ST_POST_TO ? s->target : -1;
}

static bool next_to_plaza(const infinitecity_state *s, int x, int y)
{
    for (int d = 0; d < 4; d++) {
        int n = infinitecity_at(s, x + infinitecity_dx[d], y + infinitecity_dy[d]);
        if (n >= 0 && s->up[n] && s->kind[n] == INFINITECITY_PLAZA) return true;
    }
    return false;
}

static bool next_to_city(const infinitecity_state *s, int x, int y)
{
    for (int d = 0; d < 4; d++)
        if (infinitecity_at(s, x + infinitecity_dx[d], y + infinitecity_dy[d]) >= 0) return true;
    return false;
}

static bool old_spot(const infinitecity_state *s, int x, int y)
{
    int l = lifted(s);
    return l >= 0 && s->tx[l] == x && s->ty[l] == y;
}

/* Whether a free spot next to a face-up Plaza exists (then every tile must go next to one). */
static bool plaza_spot_free(const infinitecity_state *s)
{
    if (!s->plazas) return false;
    for (int i = 0; i < s->hi; i++) {
        if (s->kind[i] != INFINITECITY_PLAZA || !s->up[i] || !in_city(s, i, lifted(s))) continue;
        for (int d = 0; d < 4; d++) {
            int x = s->tx[i] + infinitecity_dx[d], y = s->ty[i] + infinitecity_dy[d];
            if (infinitecity_at(s, x, y) < 0 && !old_spot(s, x, y)) return true;
        }
    }
    return false;
}

int infinitecity_spots(const infinitecity_state *s, int16_t *xs, int16_t *ys, int cap)
{
    bool plaza = plaza_spot_free(s);
    int n = 0, skip = lifted(s);
    for (int i = 0; i < s->hi && n < cap; i++) {
        if (!in_city(s, i, skip)) continue;
        for (int d = 0; d < 4 && n < cap; d++) {
            int x = s->tx[i] + infinitecity_dx[d], y = s->ty[i] + infinitecity_dy[d];
            if (infinitecity_at(s, x, y) >= 0 || old_spot(s, x, y)) continue;
            /* listed once: from its neighbour with the lowest slot */
            bool first = true;
            for (int e = 0; e < 4 && first; e++) {
                int m = infinitecity_at(s, x + infinitecity_dx[e], y + infinitecity_dy[e]);
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

bool infinitecity_spot_ok(const infinitecity_state *s, int x, int y, char *why, size_t n)
{
    if (x < -30000 || x > 30000 || y < -30000 || y > 30000)
        return INFINITECITY_REFUSE("%s", _("That spot is too far away."));
    if (infinitecity_at(s, x, y) >= 0)
        return INFINITECITY_REFUSE(_("%d,%d already holds a tile."), x, y);
    if (old_spot(s, x, y))
        return INFINITECITY_REFUSE("%s", _("The Post Office must move the tile to a new place."));
    if (!next_to_city(s, x, y))
        return INFINITECITY_REFUSE(_("%d,%d is not next to a tile of the city."), x, y);
    if (!next_to_plaza(s, x, y) && plaza_spot_free(s))
        return INFINITECITY_REFUSE(
            "%s", _("A spot next to a Plaza is free: the tile must go next to a Plaza."));
    return true;
}

int infinitecity_total_tokens(const infinitecity_state *s, int seat)
{
    int t = 0;
    for (int i = 0; i < s->hi; i++)
        if (s->kind[i] != INFINITECITY_NONE) t += s->tok[i][seat];
    return t;
}

void infinitecity_cut_tiles(const infinitecity_state *s, uint8_t cut[INFINITECITY_TILES])
{
    uint8_t disc[INFINITECITY_TILES] = {0}, low[INFINITECITY_TILES], parent[INFINITECITY_TILES],
            dir[INFINITECITY_TILES], stack[INFINITECITY_TILES];
    memset(cut, 0, INFINITECITY_TILES);
    int root = -1, skip = lifted(s);
    for (int i = 0; i < s->hi && root < 0; i++)
        if (in_city(s, i, skip)) root = i;
    if (root < 0) return;
    int sp = 0, timer = 0, children = 0;
    stack[sp++] = (uint8_t)root;
    disc[root] = low[root] = (uint8_t)++timer;
    parent[root] = INFINITECITY_NONE;
    dir[root] = 0;
    while (sp) {
        int v = stack[sp - 1];
        if (dir[v] < 4) {
            int d = dir[v]++;
            int u =
                infinitecity_at(s, s->tx[v] + infinitecity_dx[d], s->ty[v] + infinitecity_dy[d]);
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
        if (p == INFINITECITY_NONE) continue;
        if (low[v] < low[p]) low[p] = low[v];
        if (p != root && low[v] >= disc[p]) cut[p] = 1;
    }
    cut[root] = children > 1;
}

/* Uniform over the spots by rejection: a tile and a side drawn at random reach a spot with a
 * probability proportional to its number of neighbours in the city (or Plazas, when the Plaza
 * rule is in force), so a spot is kept with probability 1 / that number. */
bool infinitecity_random_spot(const infinitecity_state *s, rng_state *rng, int *x, int *y)
{
    bool plaza = plaza_spot_free(s);
    uint8_t from[INFINITECITY_TILES];
    int n = 0, skip = lifted(s);
    for (int i = 0; i < s->hi && plaza; i++) /* a few Plazas: listed; else any slot is drawn */
        if (in_city(s, i, skip) && s->kind[i] == INFINITECITY_PLAZA && s->up[i])
            from[n++] = (uint8_t)i;
    if (!plaza) n = s->hi;
    if (!n || s->ncity < 1) return false;
    for (int tries = 0; tries < 4000; tries++) {
        uint32_t r = rng_below(rng, (uint32_t)n * 4);
        int t = plaza ? from[r >> 2] : (int)(r >> 2), d = (int)(r & 3);
        if (!plaza && !in_city(s, t, skip)) continue;
        int sx = s->tx[t] + infinitecity_dx[d], sy = s->ty[t] + infinitecity_dy[d];
        if (infinitecity_at(s, sx, sy) >= 0 || old_spot(s, sx, sy)) continue;
        int k = 0;
        for (int e = 0; e < 4; e++) {
            int m = infinitecity_at(s, sx + infinitecity_dx[e], sy + infinitecity_dy[e]);
            k += m >= 0 && (!plaza || (s->kind[m] == INFINITECITY_PLAZA && s->up[m]));
        }
        if (k > 1 && rng_below(rng, (uint32_t)k) != 0) continue;
        *x = sx;
        *y = sy;
        return true;
    }
    int16_t xs[4 * INFINITECITY_TILES],
        ys[4 * INFINITECITY_TILES]; /* (never in practice) the slow way */
    int m = infinitecity_spots(s, xs, ys, 4 * INFINITECITY_TILES);
    if (!m) return false;
    m = (int)rng_below(rng, (uint32_t)m);
    *x = xs[m];
    *y = ys[m];
    return true;
}
