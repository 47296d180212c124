/* infinitecity_score.c: scoring (groups of 3+, printed values, the silver-ring majority, the
 * tie-break on the largest group), the bots' quick evaluation, views, determinize and the hash. */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

static bool controls(const infinitecity_state *s, int slot, int seat)
{
    return s->kind[slot] != INFINITECITY_NONE && s->tok[slot][seat] > 0;
}

/* Labels each tile seat controls with its group (edge-connected); returns the group count. */
static int groups_of(const infinitecity_state *s, int seat, uint8_t *label, int *size, int *first)
{
    uint8_t stack[INFINITECITY_TILES];
    int ng = 0;
    memset(label, 0xFF, INFINITECITY_TILES);
    for (int i = 0; i < s->hi; i++) {
        if (!controls(s, i, seat) || label[i] != 0xFF) continue;
        int sp = 0;
        stack[sp++] = (uint8_t)i;
        label[i] = (uint8_t)ng;
        size[ng] = 0;
        first[ng] = i;
        while (sp) {
            int t = stack[--sp];
            size[ng]++;
            for (int d = 0; d < 4; d++) {
                int n = infinitecity_at(s, s->tx[t] + infinitecity_dx[d],
                                        s->ty[t] + infinitecity_dy[d]);
                if (n < 0 || !controls(s, n, seat) || label[n] != 0xFF) continue;
                label[n] = (uint8_t)ng;
                stack[sp++] = (uint8_t)n;
            }
        }
        ng++;
    }
    return ng;
}

int infinitecity_largest_group(const infinitecity_state *s, int seat)
{
    uint8_t label[INFINITECITY_TILES];
    int size[INFINITECITY_TILES], first[INFINITECITY_TILES], best = 0;
    int ng = groups_of(s, seat, label, size, first);
    for (int g = 0; g < ng; g++)
        if (size[g] > best) best = size[g];
    return best;
}

/* The tiles a score line counts: its group (INFINITECITY_SG_GROUP, ref a tile of it), its valued
 * tile (INFINITECITY_SG_VALUE) or the silver tiles seat controls (INFINITECITY_SG_SILVER);
 * mask[slot] = 1 for each. Returns how many. The board outlines them in the results walk-through.
 */
int infinitecity_line_tiles(const infinitecity_state *s, int seat, int ref, int group,
                            uint8_t mask[INFINITECITY_TILES])
{
    memset(mask, 0, INFINITECITY_TILES);
    if (seat < 0 || seat >= s->players) return 0;
    int n = 0;
    if (group == INFINITECITY_SG_GROUP && ref >= 0 && ref < INFINITECITY_TILES &&
        controls(s, ref, seat)) {
        uint8_t label[INFINITECITY_TILES];
        int size[INFINITECITY_TILES], first[INFINITECITY_TILES];
        groups_of(s, seat, label, size, first);
        for (int i = 0; i < s->hi; i++)
            if (label[i] == label[ref]) mask[i] = 1, n++;
    } else if (group == INFINITECITY_SG_VALUE && ref >= 0 && ref < INFINITECITY_TILES &&
               controls(s, ref, seat)) {
        mask[ref] = 1, n = 1;
    } else if (group == INFINITECITY_SG_SILVER) {
        for (int i = 0; i < s->hi; i++)
            if (controls(s, i, seat) && s->kind[i] < INFINITECITY_KINDS &&
                infinitecity_kinds[s->kind[i]].silver)
                mask[i] = 1, n++;
    }
    return n;
}

static void line(game_score *o, int seat, int points, int ref, int group, const char *reason)
{
    if (game_score_add(o, seat, points, ref, group, reason)) o->total[seat] += points;
}

/* Scores every player into total[] (and largest[], the tie-break); with out, every line with its
 * reason too (the bots' heuristic needs only the totals: no text, no 90 KB sheet). */
static void score_impl(const infinitecity_state *s, game_score *out, int *total, int *largest)
{
    char r[GAME_REASON_LEN];
    int silver[GAME_MAX_PLAYERS] = {0}, most = 0;
    for (int q = 0; q < s->players; q++) {
        uint8_t label[INFINITECITY_TILES];
        int size[INFINITECITY_TILES], first[INFINITECITY_TILES];
        int ng = groups_of(s, q, label, size, first);
        total[q] = largest[q] = 0;
        for (int g = 0; g < ng; g++) {
            if (size[g] > largest[q]) largest[q] = size[g];
            if (size[g] < 3) continue;
            if (!out) {
                total[q] += size[g];
                continue;
            }
            snprintf(r, sizeof r, _("Group of %d tiles at %d,%d"), size[g], s->tx[first[g]],
                     s->ty[first[g]]);
            line(out, q, size[g], first[g], INFINITECITY_SG_GROUP, r);
        }
        for (int i = 0; i < s->hi; i++) {
            if (!controls(s, i, q) || s->kind[i] >= INFINITECITY_KINDS) continue;
            const infinitecity_kind_def *k = &infinitecity_kinds[s->kind[i]];
            silver[q] += k->silver;
            if (!k->value) continue;
            if (!out) {
                total[q] += k->value;
                continue;
            }
            snprintf(r, sizeof r, _("%s at %d,%d"), infinitecity_kind_name(s->kind[i]), s->tx[i],
                     s->ty[i]);
            line(out, q, k->value, i, INFINITECITY_SG_VALUE, r);
        }
        if (silver[q] > most) most = silver[q];
    }
    int leaders = 0;
    for (int q = 0; q < s->players; q++) leaders += most > 0 && silver[q] == most;
    for (int q = 0; q < s->players && most > 0; q++) {
        if (silver[q] != most) continue;
        if (!out) {
            total[q] += most;
            continue;
        }
        if (most == 1)
            snprintf(r, sizeof r, "%s",
                     leaders > 1 ? _("Silver rings: 1 tile, tied for the most")
                                 : _("Silver rings: 1 tile, the most"));
        else
            snprintf(r, sizeof r,
                     leaders > 1 ? _("Silver rings: %d tiles, tied for the most")
                                 : _("Silver rings: %d tiles, the most"),
                     most);
        line(out, q, most, -1, INFINITECITY_SG_SILVER, r);
    }
    if (out)
        for (int q = 0; q < s->players; q++) total[q] = out->total[q];
}

void infinitecity_score(const void *state, game_score *out)
{
    const infinitecity_state *s = state;
    memset(out, 0, sizeof *out);
    out->players = s->players;
    int total[GAME_MAX_PLAYERS], largest[GAME_MAX_PLAYERS];
    score_impl(s, out, total, largest);
    for (int q = 0; q < s->players; q++) {
        out->rank[q] = 1;
        for (int o = 0; o < s->players; o++)
            out->rank[q] += out->total[o] > out->total[q] ||
                            (out->total[o] == out->total[q] && largest[o] > largest[q]);
        if (out->rank[q] == 1 && s->over) out->winners |= 1u << q;
    }
}

/* The player's total against the best other, the tie-break worth a fraction of a point. */
double infinitecity_heuristic(const void *state, int player)
{
    const infinitecity_state *s = state;
    int total[GAME_MAX_PLAYERS], largest[GAME_MAX_PLAYERS];
    score_impl(s, NULL, total, largest);
    double best = -1e9, mine = total[player] + largest[player] * 0.01;
    for (int q = 0; q < s->players; q++)
        if (q != player && total[q] + largest[q] * 0.01 > best) best = total[q] + largest[q] * 0.01;
    return mine - best;
}

/* What viewer may see: its own hand (and, during its Temple, the hand it looks at), the tiles
 * its Library shows; everyone sees the city's face-up tiles, the tokens, the counts. */
void infinitecity_view(const void *state, int viewer, void *out)
{
    const infinitecity_state *s = state;
    infinitecity_state *v = out;
    memcpy(v, s, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    memset(v->deck, 0, sizeof v->deck);
    bool mine = viewer == s->cur && !s->over;
    for (int q = 0; q < GAME_MAX_PLAYERS; q++) {
        bool shown =
            q == viewer || (mine && s->step == INFINITECITY_ST_TEMPLE_TAKE && q == s->target);
        if (!shown) memset(v->hand[q], 0, sizeof v->hand[q]);
    }
    if (!mine) memset(v->peek, 0, sizeof v->peek);
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (v->kind[i] != INFINITECITY_NONE && !v->up[i]) v->kind[i] = INFINITECITY_HIDDEN;
}

/* One plausible world: the tiles viewer cannot see, redrawn from those the box still has. */
void infinitecity_determinize(void *state, int viewer, rng_state *rng)
{
    infinitecity_state *s = state;
    infinitecity_state v;
    infinitecity_view(s, viewer, &v); /* what viewer sees decides what is redrawn */
    int left[INFINITECITY_KINDS];
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        left[k] = infinitecity_kinds[k].count - v.out[k] - v.peek[k];
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (v.kind[i] < INFINITECITY_KINDS) left[v.kind[i]]--;
    for (int q = 0; q < s->players; q++)
        for (int k = 0; k < INFINITECITY_KINDS; k++) left[k] -= v.hand[q][k];
    if (v.step == INFINITECITY_ST_PLACE && v.held < INFINITECITY_KINDS) left[v.held]--;
    uint8_t pool[INFINITECITY_TILES];
    int n = 0;
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < left[k]; c++) pool[n++] = (uint8_t)k;
    rng_shuffle(rng, pool, n, 1);
    int used = 0;
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (v.kind[i] == INFINITECITY_HIDDEN) s->kind[i] = used < n ? pool[used++] : 0;
    bool mine = viewer == s->cur && !s->over;
    for (int q = 0; q < s->players; q++) {
        bool shown =
            q == viewer || (mine && s->step == INFINITECITY_ST_TEMPLE_TAKE && q == s->target);
        if (shown) continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int c = 0; c < s->hand_n[q]; c++) s->hand[q][used < n ? pool[used++] : 0]++;
    }
    if (!mine && s->peek_n) {
        memset(s->peek, 0, sizeof s->peek);
        for (int c = 0; c < s->peek_n; c++) s->peek[used < n ? pool[used++] : 0]++;
    }
    for (int i = 0; i < s->deck_n; i++) s->deck[i] = used < n ? pool[used++] : 0;
    memset(&s->rng, 0, sizeof s->rng);
}

uint64_t infinitecity_hash(const void *state)
{
    return hash_bytes(HASH_SEED, state, offsetof(infinitecity_state, grid)); /* the grid follows */
}

/* What the page draws its map of the city from, all public: "city", a tile as [x, y, name ("" face
 * down), tokens of each seat]; "last", the tile last placed, moved or turned up ([x, y]); on the
 * seat's own turn "prompt", what it decides now, and "held", the tile it is placing. The spots and
 * tiles it may choose are in its actions' text ("place 1,-2"). */
static bool add_city(cJSON *o, const infinitecity_state *s, int seat)
{
    cJSON *city = cJSON_AddArrayToObject(o, "city");
    bool ok = city != NULL;
    for (int i = 0; ok && i < s->hi; i++) {
        if (s->kind[i] == INFINITECITY_NONE) continue;
        bool up = s->up[i] && s->kind[i] < INFINITECITY_KINDS;
        cJSON *t = cJSON_CreateArray(), *tok = NULL;
        ok = t && cJSON_AddItemToArray(city, t) &&
             cJSON_AddItemToArray(t, cJSON_CreateNumber(s->tx[i])) &&
             cJSON_AddItemToArray(t, cJSON_CreateNumber(s->ty[i])) &&
             cJSON_AddItemToArray(
                 t, cJSON_CreateString(up ? _(infinitecity_kinds[s->kind[i]].name) : "")) &&
             (tok = cJSON_CreateArray()) && cJSON_AddItemToArray(t, tok);
        for (int p = 0; ok && p < s->players; p++)
            ok = cJSON_AddItemToArray(tok, cJSON_CreateNumber(s->tok[i][p]));
    }
    if (ok && s->last < s->hi && s->kind[s->last] != INFINITECITY_NONE) {
        int xy[2] = {s->tx[s->last], s->ty[s->last]};
        ok = cJSON_AddItemToObject(o, "last", cJSON_CreateIntArray(xy, 2));
    }
    if (ok && !s->over && s->cur == seat) {
        ok = cJSON_AddStringToObject(o, "prompt", infinitecity_step_prompt(s)) != NULL;
        if (ok && s->step == INFINITECITY_ST_PLACE)
            ok = cJSON_AddStringToObject(o, "held", infinitecity_kind_name(s->held)) != NULL;
    }
    return ok;
}

/* A phone seat's hand (game_def.seat_json): its tiles, from its own view, and the city. */
cJSON *infinitecity_seat_json(const void *view, int seat)
{
    const infinitecity_state *s = view;
    cJSON *o = cJSON_CreateObject(), *tiles = o ? cJSON_AddArrayToObject(o, "tiles") : NULL;
    bool ok = tiles != NULL;
    for (int k = 0; ok && seat >= 0 && seat < s->players && k < INFINITECITY_KINDS; k++) {
        if (!s->hand[seat][k]) continue;
        const infinitecity_kind_def *d = &infinitecity_kinds[k];
        cJSON *c = cJSON_CreateObject();
        ok = c && cJSON_AddItemToArray(tiles, c) && cJSON_AddStringToObject(c, "key", d->key) &&
             cJSON_AddStringToObject(c, "name", _(d->name)) &&
             cJSON_AddStringToObject(c, "text", _(d->text)) &&
             cJSON_AddNumberToObject(c, "value", d->value) &&
             cJSON_AddNumberToObject(c, "n", s->hand[seat][k]);
    }
    ok = ok && add_city(o, s, seat);
    if (ok) return o;
    cJSON_Delete(o);
    return NULL;
}
