/* megacity_position.c: MegaCity's readable JSON position file: read (megacity_load_position, for
 * `citybox score`, the rules pages' figures and the tests) and written (megacity_save_position,
 * what the generic tests load back from every end of self-play). */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- position files ----------------------------------------------------------------------- */
/* {"game":"megacity","players":2,"options":{"simplified":false},"seed":7,"active":1,
 *  "hands":[{"elements":{"steel:cube":2},"contracts":[3],"done":[1],"tokens":1,"park":false,
 *            "platforms":[{"id":4,"side":"A","tower":[["concrete:cube",-40.0,10.0,0.0]]}]}],
 *  "city":[{"id":5,"side":"B","at":[1,0],"owner":0,"contract":1,"tower":[...]},
 *          {"park":0,"at":[0,2],"monument":"glass:cube"}],
 *  "central_monument":"steel:cube","tallest":5,"over":false}
 * Everything not named stays as the seed's setup dealt it; elements come out of the bag.
 * "over": true is a game that has ended (its end stage played out). */

static bool take_from_bag(megacity_state *s, int kind, char *why, size_t n)
{
    if (kind < 0) return game_refuse(why, n, "%s", _("Unknown element (write material:shape)."));
    if (!s->bag[kind]) {
        char kn[40];
        megacity_kind_name(kind, kn, sizeof kn);
        return game_refuse(why, n, _("There are not that many %s elements."), kn);
    }
    s->bag[kind]--;
    return true;
}

/* Takes platform id out of the pile or the offer (the offer is refilled later). */
static bool claim_platform(megacity_state *s, int id, char *why, size_t n)
{
    if (id < 1 || id > MEGACITY_PLATFORMS || s->plat[id - 1].where == MEGACITY_AT_HAND ||
        s->plat[id - 1].where == MEGACITY_AT_CITY)
        return game_refuse(why, n, "%s", _("A platform is missing or named twice."));
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == id) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == id) s->offer[o] = 0;
    return true;
}

/* Removes a contract from the columns and the exceptional row. */
static bool claim_contract(megacity_state *s, int id, char *why, size_t n)
{
    if (id < 1 || id > MEGACITY_CONTRACTS)
        return game_refuse(why, n, _("\"%d\" is not a contract number."), id);
    for (int t = 0; t < MEGACITY_TYPES; t++)
        for (int i = 0; i < s->ncol[t]; i++)
            if (s->col[t][i] == id) {
                memmove(s->col[t] + i, s->col[t] + i + 1, (size_t)(s->ncol[t] - i - 1));
                s->col[t][--s->ncol[t]] = 0;
                return true;
            }
    for (int i = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++)
        if (s->exc[i] == id) {
            s->exc[i] = 0;
            return true;
        }
    if (id <= MEGACITY_STANDARD_CONTRACTS) { /* left in the box by the deal: it joins the game */
        s->revealed++;
        return true;
    }
    return game_refuse(why, n, _("Contract %d is named twice."), id);
}

/* A whole number within lo..hi (a JSON number may be 1e18, -3 or 2.5). */
static bool whole(const cJSON *j, double lo, double hi)
{
    return game_json_whole(j, lo, hi, NULL);
}

static bool holds_contract(const megacity_state *s, int p, int id)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] == id) return true;
    return false;
}

/* A contract goes to one place only: held by one player, or realised by one. Seat p is about to
 * hold it (realised false) or be credited with it (realised true). */
static bool unique_contract(const megacity_state *s, int id, int p, bool realised, char *why,
                            size_t n)
{
    if (id < 1 || id > MEGACITY_CONTRACTS)
        return game_refuse(why, n, _("\"%d\" is not a contract number."), id);
    for (int q = 0; q < s->players; q++) {
        bool h = holds_contract(s, q, id), d = (s->done[q] >> (id - 1)) & 1;
        if (!h && !d) continue;
        if (q == p && (realised ? d : h))
            return game_refuse(why, n, _("Contract %d is listed twice for seat %d."), id, p);
        if (q == p)
            return game_refuse(why, n, _("Contract %d is both held and realised by seat %d."), id,
                               p);
        if (realised && d)
            return game_refuse(
                why, n, _("Contract %d is credited to two players (seats %d and %d)."), id, q, p);
        if (!realised && h)
            return game_refuse(why, n, _("Contract %d is held by two players (seats %d and %d)."),
                               id, q, p);
        return game_refuse(why, n, _("Contract %d is held by seat %d and realised by seat %d."), id,
                           realised ? q : p, realised ? p : q);
    }
    return true;
}

static bool load_tower(megacity_state *s, megacity_plat *pl, const cJSON *tower, char *why,
                       size_t n)
{
    if (!tower) return true;
    if (!cJSON_IsArray(tower) || cJSON_GetArraySize(tower) > MEGACITY_TOWER)
        return game_refuse(why, n, _("A tower is a list of at most %d elements."), MEGACITY_TOWER);
    const cJSON *e;
    cJSON_ArrayForEach(e, tower)
    {
        const cJSON *k = cJSON_GetArrayItem(e, 0), *x = cJSON_GetArrayItem(e, 1),
                    *y = cJSON_GetArrayItem(e, 2), *a = cJSON_GetArrayItem(e, 3);
        if (!cJSON_IsArray(e) || !cJSON_IsString(k) || !cJSON_IsNumber(x) || !cJSON_IsNumber(y) ||
            !cJSON_IsNumber(a) || fabs(x->valuedouble) > 61 || y->valuedouble < 0 ||
            y->valuedouble > 800 || fabs(a->valuedouble) > 3600)
            return game_refuse(why, n, "%s",
                               _("A tower element is [\"material:shape\", x mm, y mm, angle]."));
        int kind = megacity_parse_kind(k->valuestring);
        if (!take_from_bag(s, kind, why, n)) return false;
        int ang = (int)lround(a->valuedouble * 10);
        pl->el[pl->n++] = (megacity_el){(uint8_t)kind, 0, (int16_t)lround(x->valuedouble * 10),
                                        (int16_t)lround(y->valuedouble * 10),
                                        (int16_t)(((ang % 3600) + 3600) % 3600)};
    }
    return true;
}

static int side_of(const cJSON *j)
{
    return cJSON_IsString(j) && (j->valuestring[0] == 'B' || j->valuestring[0] == 'b');
}

static bool load_hand(megacity_state *s, int p, const cJSON *h, char *why, size_t n)
{
    if (!cJSON_IsObject(h)) return game_refuse(why, n, "%s", _("Each hand must be an object."));
    const cJSON *it, *els = cJSON_GetObjectItemCaseSensitive(h, "elements");
    cJSON_ArrayForEach(it, els)
    {
        int kind = it->string ? megacity_parse_kind(it->string) : -1;
        if (!whole(it, 0, MEGACITY_KINDS * 10))
            return game_refuse(why, n, "%s", _("Element counts must be whole numbers."));
        for (int i = 0; i < it->valueint; i++) {
            if (!take_from_bag(s, kind, why, n)) return false;
            s->hand[p][kind]++;
        }
    }
    int nh = 0;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "contracts"))
    {
        if (!whole(it, 1, MEGACITY_CONTRACTS) || nh >= 3)
            return game_refuse(why, n, "%s",
                               _("Bad contracts in a hand (at most 3 contract numbers)."));
        if (!unique_contract(s, it->valueint, p, false, why, n) ||
            !claim_contract(s, it->valueint, why, n))
            return false;
        s->hold[p][nh++] = (uint8_t)it->valueint;
    }
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "done"))
    {
        if (!whole(it, 1, MEGACITY_CONTRACTS))
            return game_refuse(why, n, "%s", _("Bad realised contracts in a hand."));
        if (!unique_contract(s, it->valueint, p, true, why, n) ||
            !claim_contract(s, it->valueint, why, n))
            return false;
        s->done[p] |= 1ull << (it->valueint - 1);
    }
    const cJSON *tk = cJSON_GetObjectItemCaseSensitive(h, "tokens");
    if (tk && !whole(tk, 0, 99))
        return game_refuse(why, n, "%s",
                           _("\"tokens\" must be a whole number from 0 to 99 (prestige tokens)."));
    if (tk) s->tokens[p] = (uint8_t)tk->valueint;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "platforms"))
    {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
        if (!whole(id, 1, MEGACITY_PLATFORMS))
            return game_refuse(why, n, "%s", _("Each platform in a hand needs a number \"id\"."));
        if (!claim_platform(s, id->valueint, why, n)) return false;
        megacity_plat *pl = &s->plat[id->valueint - 1];
        pl->where = MEGACITY_AT_HAND;
        pl->owner = (uint8_t)p;
        pl->side = (uint8_t)side_of(cJSON_GetObjectItemCaseSensitive(it, "side"));
        if (!load_tower(s, pl, cJSON_GetObjectItemCaseSensitive(it, "tower"), why, n)) return false;
    }
    return true;
}

static bool load_city(megacity_state *s, const cJSON *city, char *why, size_t n)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, city)
    {
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(it, "at");
        const cJSON *q = cJSON_GetArrayItem(at, 0), *r = cJSON_GetArrayItem(at, 1);
        int cell =
            whole(q, -9, 9) && whole(r, -9, 9) ? megacity_cell_index(q->valueint, r->valueint) : -1;
        if (cell < 0 || s->cell[cell])
            return game_refuse(why, n, "%s", _("A city tile is outside the city or on another."));
        const cJSON *park = cJSON_GetObjectItemCaseSensitive(it, "park");
        if (park) {
            if (!whole(park, 0, s->players - 1))
                return game_refuse(why, n, "%s", _("\"park\" names the player who placed it."));
            s->cell[cell] = (uint8_t)(MEGACITY_PARK0 + park->valueint);
            s->park_placed[park->valueint] = 1;
            const cJSON *m = cJSON_GetObjectItemCaseSensitive(it, "monument");
            if (cJSON_IsString(m)) {
                int kind = megacity_parse_kind(m->valuestring);
                if (!take_from_bag(s, kind, why, n)) return false;
                s->monument[cell] = (uint8_t)(kind + 1);
            }
            continue;
        }
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
        const cJSON *ow = cJSON_GetObjectItemCaseSensitive(it, "owner");
        const cJSON *ct = cJSON_GetObjectItemCaseSensitive(it, "contract");
        if (!whole(id, 1, MEGACITY_PLATFORMS) || !whole(ow, 0, s->players - 1) ||
            !claim_platform(s, id->valueint, why, n))
            return game_refuse(why, n, "%s", _("A city platform needs an id and an owner."));
        megacity_plat *pl = &s->plat[id->valueint - 1];
        pl->where = MEGACITY_AT_CITY;
        pl->owner = (uint8_t)ow->valueint;
        pl->side = (uint8_t)side_of(cJSON_GetObjectItemCaseSensitive(it, "side"));
        pl->cell = (uint8_t)cell;
        pl->order = ++s->delivered;
        s->cell[cell] = (uint8_t)id->valueint;
        if (ct && !whole(ct, 1, MEGACITY_CONTRACTS))
            return game_refuse(why, n, "%s", _("A city platform's \"contract\" is a number."));
        if (ct) {
            if (!unique_contract(s, ct->valueint, pl->owner, true, why, n) ||
                !claim_contract(s, ct->valueint, why, n))
                return false;
            pl->contract = (uint8_t)ct->valueint;
            s->done[pl->owner] |= 1ull << (ct->valueint - 1);
        }
        if (!load_tower(s, pl, cJSON_GetObjectItemCaseSensitive(it, "tower"), why, n)) return false;
        int built = 0;
        for (int i = 0; i < MEGACITY_PLATFORMS; i++)
            built += s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].owner == pl->owner;
        if (built > MEGACITY_CUBES)
            return game_refuse(why, n,
                               _("Seat %d has more than %d buildings in the city: a player has %d "
                                 "cubes, one on each building."),
                               pl->owner, MEGACITY_CUBES, MEGACITY_CUBES);
        pl->floors = (int16_t)megacity_tower_floors(pl);
        if (pl->n > 0 && (!s->tallest || pl->floors > s->plat[s->tallest - 1].floors))
            s->tallest = (uint8_t)id->valueint; /* a collapsed one (no tower) never is */
    }
    return true;
}

/* "tallest": the platform holding the tallest building marker (0 or null: none), as play leaves
 * it after collapses; absent: the tallest standing building, the first listed among equals. A
 * marker on a building not standing in the city, or under a taller one, is refused. */
static bool load_tallest(megacity_state *s, const cJSON *tall, char *why, size_t n)
{
    if (!tall || cJSON_IsNull(tall)) return true;
    int id = 0;
    if (!game_json_whole(tall, 0, MEGACITY_PLATFORMS, &id) ||
        (id && (s->plat[id - 1].where != MEGACITY_AT_CITY || s->plat[id - 1].n == 0)))
        return game_refuse(why, n, "%s",
                           _("\"tallest\" is the number of a platform whose building stands in "
                             "the city, or 0."));
    for (int i = 0; id && i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].n &&
            s->plat[i].floors > s->plat[id - 1].floors)
            return game_refuse(why, n,
                               _("Platform %d's building is taller than platform %d's, which "
                                 "holds the tallest building marker."),
                               i + 1, id);
    s->tallest = (uint8_t)id;
    return true;
}

bool megacity_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    const cJSON *j = json;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "megacity") != 0))
        return game_refuse(why, n, "%s", _("This position is not a MegaCity position."));
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(j, "players");
    game_params p;
    if (pl && !whole(pl, 1, GAME_MAX_PLAYERS))
        return game_refuse(why, n, "%s", _("\"players\" must be a whole number of players."));
    game_params_default(&megacity_game, &p, pl ? pl->valueint : 0);
    if (!game_params_from_json(&megacity_game, &p, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n) ||
        !game_validate(&megacity_game, &p, why, n))
        return false;
    megacity_state *t = malloc(sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory."));
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    uint64_t sd = cJSON_IsNumber(seed) && seed->valuedouble >= 0 && seed->valuedouble < 1e15
                      ? (uint64_t)seed->valuedouble
                      : 1;
    megacity_game.setup(t, &p, sd);
    bool ok = true;
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    if (hands) {
        if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != t->players) {
            ok = game_refuse(why, n, "%s", _("\"hands\" must give one hand per player."));
        } else {
            memset(t->hand, 0, sizeof t->hand); /* the dealt elements go back to the bag */
            for (int k = 0; k < MEGACITY_KINDS; k++)
                t->bag[k] = megacity_element_counts[k / MEGACITY_MATERIALS][k % MEGACITY_MATERIALS];
            for (int i = 0; ok && i < t->players; i++)
                ok = load_hand(t, i, cJSON_GetArrayItem(hands, i), why, n);
        }
    }
    if (ok) ok = load_city(t, cJSON_GetObjectItemCaseSensitive(j, "city"), why, n);
    const cJSON *cm = cJSON_GetObjectItemCaseSensitive(j, "central_monument");
    if (ok && cJSON_IsString(cm)) {
        int kind = megacity_parse_kind(cm->valuestring);
        ok = take_from_bag(t, kind, why, n);
        if (ok) t->monument[MEGACITY_CENTRE] = (uint8_t)(kind + 1);
    }
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(j, "active");
    if (ok && act) {
        if (!whole(act, 0, t->players - 1))
            ok = game_refuse(why, n, "%s", _("\"active\" must be a seat number."));
        else
            t->active = (uint8_t)act->valueint;
    }
    if (ok) ok = load_tallest(t, cJSON_GetObjectItemCaseSensitive(j, "tallest"), why, n);
    if (ok) {
        for (int o = 0; o < 3; o++) /* refill the offer */
            if (!t->offer[o] && t->npile) {
                t->offer[o] = t->pile[0];
                t->plat[t->pile[0] - 1].where = MEGACITY_AT_OFFER;
                memmove(t->pile, t->pile + 1, --t->npile);
                t->pile[t->npile] = 0;
            }
        bool cols = false;
        for (int c = 0; c < MEGACITY_TYPES; c++) cols |= t->ncol[c] > 0;
        if (!cols && !t->simplified) t->exc_open = 1;
        if (t->simplified && megacity_bag_total(t) == 0)
            t->phase = MEGACITY_PH_OVER; /* stops at once */
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "over"))) t->phase = MEGACITY_PH_OVER;
        megacity_refresh(t);
        memcpy(state, t, sizeof *t);
    }
    free(t);
    return ok;
}

/* ---- writing --------------------------------------------------------------------------------- */
static cJSON *tower_json(const megacity_plat *pl)
{
    cJSON *t = cJSON_CreateArray();
    for (int i = 0; t && i < pl->n; i++) {
        char kind[40];
        megacity_kind_name(pl->el[i].kind, kind, sizeof kind);
        cJSON *e = cJSON_CreateArray();
        cJSON_AddItemToArray(e, cJSON_CreateString(kind));
        cJSON_AddItemToArray(e, cJSON_CreateNumber(pl->el[i].x / 10.0)); /* mm */
        cJSON_AddItemToArray(e, cJSON_CreateNumber(pl->el[i].y / 10.0));
        cJSON_AddItemToArray(e, cJSON_CreateNumber(pl->el[i].a / 10.0)); /* degrees */
        cJSON_AddItemToArray(t, e);
    }
    return t;
}

static cJSON *platform_json(const megacity_plat *pl, int id)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "id", id);
    cJSON_AddStringToObject(o, "side", pl->side ? "B" : "A");
    if (pl->where == MEGACITY_AT_CITY) {
        int q, r;
        megacity_cell_qr(pl->cell, &q, &r);
        cJSON *at = cJSON_AddArrayToObject(o, "at");
        cJSON_AddItemToArray(at, cJSON_CreateNumber(q));
        cJSON_AddItemToArray(at, cJSON_CreateNumber(r));
        cJSON_AddNumberToObject(o, "owner", pl->owner);
        if (pl->contract) cJSON_AddNumberToObject(o, "contract", pl->contract);
    }
    cJSON_AddItemToObject(o, "tower", tower_json(pl));
    return o;
}

static cJSON *hand_json(const megacity_state *s, int p)
{
    cJSON *h = cJSON_CreateObject(), *els = cJSON_AddObjectToObject(h, "elements");
    for (int k = 0; k < MEGACITY_KINDS; k++)
        if (s->hand[p][k]) {
            char kind[40];
            megacity_kind_name(k, kind, sizeof kind);
            cJSON_AddNumberToObject(els, kind, s->hand[p][k]);
        }
    cJSON *held = cJSON_AddArrayToObject(h, "contracts"), *done = cJSON_AddArrayToObject(h, "done");
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i]) cJSON_AddItemToArray(held, cJSON_CreateNumber(s->hold[p][i]));
    uint64_t in_city = 0; /* realised contracts the city's platforms name */
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].owner == p && s->plat[i].contract)
            in_city |= 1ull << (s->plat[i].contract - 1);
    for (int c = 0; c < MEGACITY_CONTRACTS; c++)
        if ((s->done[p] >> c & 1) && !(in_city >> c & 1))
            cJSON_AddItemToArray(done, cJSON_CreateNumber(c + 1));
    cJSON_AddNumberToObject(h, "tokens", s->tokens[p]);
    cJSON *plats = cJSON_AddArrayToObject(h, "platforms");
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_HAND && s->plat[i].owner == p)
            cJSON_AddItemToArray(plats, platform_json(&s->plat[i], i + 1));
    return h;
}

/* The position file of a state, as megacity_load_position reads it: every hand (elements, contracts
 * held and realised, tokens, platforms with their towers), the city (its platforms in the order
 * they were delivered, parks and monuments), the central monument, the tallest building marker
 * and whether the game is over. Poses are written in the units they are kept in (0.1 mm, 0.1
 * degree), so they read back exactly. What the score never reads (the pile, the offer, the
 * contract columns, the ocean) is left to the setup of the default seed. */
cJSON *megacity_save_position(const void *state)
{
    const megacity_state *s = state;
    game_params p;
    game_params_default(&megacity_game, &p, s->players);
    p.opt[MEGACITY_OPT_SIMPLIFIED] = s->simplified;
    cJSON *o = game_position_start(&megacity_game, &p);
    if (!o) return NULL;
    cJSON_AddNumberToObject(o, "active", s->active);
    cJSON *hands = cJSON_AddArrayToObject(o, "hands"), *city = cJSON_AddArrayToObject(o, "city");
    for (int q = 0; q < s->players; q++) cJSON_AddItemToArray(hands, hand_json(s, q));
    for (int order = 1; order <= s->delivered; order++) /* in the order of delivery */
        for (int i = 0; i < MEGACITY_PLATFORMS; i++)
            if (s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].order == order)
                cJSON_AddItemToArray(city, platform_json(&s->plat[i], i + 1));
    char kind[40];
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        if (s->cell[c] < MEGACITY_PARK0 || s->cell[c] >= MEGACITY_CENTRAL) continue;
        int q, r;
        megacity_cell_qr(c, &q, &r);
        cJSON *park = cJSON_CreateObject(), *at = cJSON_AddArrayToObject(park, "at");
        cJSON_AddNumberToObject(park, "park", s->cell[c] - MEGACITY_PARK0);
        cJSON_AddItemToArray(at, cJSON_CreateNumber(q));
        cJSON_AddItemToArray(at, cJSON_CreateNumber(r));
        if (s->monument[c]) {
            megacity_kind_name(s->monument[c] - 1, kind, sizeof kind);
            cJSON_AddStringToObject(park, "monument", kind);
        }
        cJSON_AddItemToArray(city, park);
    }
    if (s->monument[MEGACITY_CENTRE]) {
        megacity_kind_name(s->monument[MEGACITY_CENTRE] - 1, kind, sizeof kind);
        cJSON_AddStringToObject(o, "central_monument", kind);
    }
    cJSON_AddNumberToObject(o, "tallest", s->tallest);
    if (s->phase == MEGACITY_PH_OVER) cJSON_AddBoolToObject(o, "over", true);
    return o;
}
