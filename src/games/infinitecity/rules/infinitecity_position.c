/* infinitecity_position.c: Infinite City's position files (docs/rules/infinitecity.md, "Position
 * files"): a position at the start of a turn or a finished game, read strictly (known keys once
 * each, whole numbers, kinds by name, quoted back with control characters escaped) and refused
 * exactly when play can never reach it; and written back from a state (save_position). */
#include "core/i18n.h"
#include "core/json_load.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* s quoted for a message (json_quote_word: 40 bytes, control characters as \xNN). */
const char *infinitecity_quote(const char *s, char *out, size_t n)
{
    return json_quote_word(s, out, n);
}

/* Each key of o is one of keys[] (NULL-terminated) and appears once; where names the object. */
static bool keys_ok(const cJSON *o, const char *const *keys, const char *where, char *why, size_t n)
{
    char q[200];
    for (const cJSON *a = o->child; a; a = a->next) {
        bool known = false;
        for (int i = 0; keys[i] && !known; i++)
            known = a->string && strcmp(a->string, keys[i]) == 0;
        if (!known)
            return game_refuse(why, n, _("%s has an unknown key \"%s\"."), where,
                               infinitecity_quote(a->string, q, sizeof q));
        for (const cJSON *b = o->child; b != a; b = b->next)
            if (strcmp(b->string, a->string) == 0)
                return game_refuse(why, n, _("%s has the key \"%s\" twice."), where,
                                   infinitecity_quote(a->string, q, sizeof q));
    }
    return true;
}

static bool kind_list(const cJSON *a, const char *what, int *count, uint8_t *seq, int *nseq,
                      char *why, size_t n)
{
    if (!a) return true;
    if (!cJSON_IsArray(a)) return game_refuse(why, n, _("\"%s\" must be a list of tiles."), what);
    const cJSON *it;
    char q[200];
    cJSON_ArrayForEach(it, a)
    {
        int k = cJSON_IsString(it) ? infinitecity_kind_find(it->valuestring) : -1;
        if (k < 0)
            return game_refuse(why, n, _("\"%s\" holds an unknown kind of tile: \"%s\"."), what,
                               cJSON_IsString(it) ? infinitecity_quote(it->valuestring, q, sizeof q)
                                                  : "?");
        if (*nseq >= INFINITECITY_TILES)
            return game_refuse(why, n, _("\"%s\" holds too many tiles."), what);
        count[k]++;
        seq[(*nseq)++] = (uint8_t)k;
    }
    return true;
}

static bool load_tile(infinitecity_state *t, const cJSON *it, int i, int *count, char *why,
                      size_t n)
{
    static const char *const keys[] = {"at", "kind", "up", "tokens", NULL};
    char where[48], q[200];
    snprintf(where, sizeof where, _("Tile %d of \"tiles\""), i + 1);
    if (!cJSON_IsObject(it)) return game_refuse(why, n, _("%s must be an object."), where);
    if (!keys_ok(it, keys, where, why, n)) return false;
    const cJSON *at = cJSON_GetObjectItemCaseSensitive(it, "at");
    const cJSON *kj = cJSON_GetObjectItemCaseSensitive(it, "kind");
    const cJSON *up = cJSON_GetObjectItemCaseSensitive(it, "up");
    const cJSON *tk = cJSON_GetObjectItemCaseSensitive(it, "tokens");
    int x, y;
    if (!cJSON_IsArray(at) || cJSON_GetArraySize(at) != 2 ||
        !game_json_whole(cJSON_GetArrayItem(at, 0), -1000, 1000, &x) ||
        !game_json_whole(cJSON_GetArrayItem(at, 1), -1000, 1000, &y))
        return game_refuse(why, n, "%s",
                           _("Each tile needs \"at\": [x, y], whole numbers from -1000 to 1000."));
    int k = cJSON_IsString(kj) ? infinitecity_kind_find(kj->valuestring) : -1;
    if (k < 0)
        return game_refuse(why, n, _("The tile at %d,%d has an unknown kind: \"%s\"."), x, y,
                           cJSON_IsString(kj) ? infinitecity_quote(kj->valuestring, q, sizeof q)
                                              : "?");
    if (up && !cJSON_IsBool(up))
        return game_refuse(why, n, _("The tile at %d,%d: \"up\" is true or false."), x, y);
    for (int s = 0; s < INFINITECITY_TILES; s++)
        if (t->kind[s] != INFINITECITY_NONE && t->tx[s] == x && t->ty[s] == y)
            return game_refuse(why, n, _("Two tiles overlap at %d,%d."), x, y);
    int slot = infinitecity_add_tile(t, x, y, k, !cJSON_IsFalse(up));
    count[k]++;
    if (!tk) return true;
    if (!cJSON_IsArray(tk))
        return game_refuse(why, n, _("The tile at %d,%d: \"tokens\" is a list of players."), x, y);
    const cJSON *p;
    cJSON_ArrayForEach(p, tk)
    {
        int seat;
        if (!game_json_whole(p, 1, t->players, &seat))
            return game_refuse(why, n, _("The tile at %d,%d has a token of no player."), x, y);
        if (!t->up[slot])
            return game_refuse(why, n, _("The face-down tile at %d,%d cannot hold tokens."), x, y);
        if (t->tok[slot][seat - 1] >= INFINITECITY_TOKENS)
            return game_refuse(why, n, _("Player %d has more than %d tokens."), seat,
                               INFINITECITY_TOKENS);
        t->tok[slot][seat - 1]++;
    }
    return true;
}

static bool load_tiles(infinitecity_state *t, const cJSON *tiles, int *count, char *why, size_t n)
{
    if (!cJSON_IsArray(tiles) || cJSON_GetArraySize(tiles) < 1)
        return game_refuse(why, n, "%s", _("The position needs \"tiles\": a list of tiles."));
    if (cJSON_GetArraySize(tiles) > INFINITECITY_TILES)
        return game_refuse(why, n, _("The city has more than %d tiles."), INFINITECITY_TILES);
    int i = 0;
    for (const cJSON *it = tiles->child; it; it = it->next, i++)
        if (!load_tile(t, it, i, count, why, n)) return false;
    return true;
}

static bool load_hands_deck(infinitecity_state *t, const cJSON *j, int *count, char *why, size_t n)
{
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    if (hands && (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != t->players))
        return game_refuse(why, n, "%s", _("\"hands\" must give one list of tiles per player."));
    for (int q = 0; hands && q < t->players; q++) {
        uint8_t seq[INFINITECITY_TILES];
        int ns = 0, hc[INFINITECITY_KINDS] = {0};
        char what[24];
        snprintf(what, sizeof what, "hands[%d]", q);
        if (!kind_list(cJSON_GetArrayItem(hands, q), what, hc, seq, &ns, why, n)) return false;
        for (int k = 0; k < INFINITECITY_KINDS; k++) {
            count[k] += hc[k];
            t->hand[q][k] = (uint8_t)hc[k];
        }
        t->hand_n[q] = (uint8_t)ns;
    }
    int ndeck = 0;
    if (!kind_list(cJSON_GetObjectItemCaseSensitive(j, "deck"), "deck", count, t->deck, &ndeck, why,
                   n))
        return false;
    t->deck_n = (uint8_t)ndeck;
    for (int k = 0; k < INFINITECITY_KINDS; k++) {
        if (count[k] > infinitecity_kinds[k].count)
            return game_refuse(why, n, _("%d %s tiles: the box holds %d."), count[k],
                               _(infinitecity_kinds[k].name), infinitecity_kinds[k].count);
        t->out[k] = (uint8_t)(infinitecity_kinds[k].count - count[k]);
    }
    for (int q = 0; q < t->players; q++) {
        int on = infinitecity_total_tokens(t, q);
        if (on > INFINITECITY_TOKENS)
            return game_refuse(why, n, _("Player %d has %d tokens on the city: at most %d."), q + 1,
                               on, INFINITECITY_TOKENS);
        t->supply[q] = (uint8_t)(INFINITECITY_TOKENS - on);
    }
    int placed = 0; /* tiles 128 apart would share a cell: such a city is not one piece */
    for (int i = 0; i < INFINITECITY_TILES; i++)
        placed += t->kind[i] != INFINITECITY_NONE && infinitecity_at(t, t->tx[i], t->ty[i]) == i;
    if (placed != t->ncity || !infinitecity_city_connected(t))
        return game_refuse(why, n, "%s", _("The city must be one piece of edge-connected tiles."));
    return true;
}

/* "last_round": {"by": N, "turn": M}: player N's supply ran empty first, in player M's turn. */
static bool load_last_round(infinitecity_state *t, const cJSON *lr, char *why, size_t n)
{
    static const char *const keys[] = {"by", "turn", NULL};
    int by = 0, turn = 0;
    if (lr) {
        if (!cJSON_IsObject(lr) || !keys_ok(lr, keys, "\"last_round\"", why, n) ||
            !game_json_whole(cJSON_GetObjectItemCaseSensitive(lr, "by"), 1, t->players, &by) ||
            !game_json_whole(cJSON_GetObjectItemCaseSensitive(lr, "turn"), 1, t->players, &turn))
            return why && *why ? false
                               : game_refuse(why, n, "%s",
                                             _("\"last_round\" is {\"by\": a player, \"turn\": a "
                                               "player}."));
    } else {
        for (int q = t->players - 1; q >= 0; q--)
            if (!t->supply[q]) by = q + 1;                 /* the first seat with an empty supply */
        turn = (t->cur + t->players - 1) % t->players + 1; /* the player before to move */
    }
    if (!by) return true;
    t->ending = 1;
    t->end_who = (uint8_t)(by - 1);
    t->end_seat = (uint8_t)(turn - 1);
    return true;
}

bool infinitecity_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    static const char *const keys[] = {"game",  "comment", "players", "to_move",    "over",
                                       "tiles", "hands",   "deck",    "last_round", NULL};
    const cJSON *j = json;
    if (why && n) why[0] = 0;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    if (!keys_ok(j, keys, _("The position"), why, n)) return false;
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(j, "comment");
    if (c && !cJSON_IsString(c)) return game_refuse(why, n, "%s", _("\"comment\" is a text."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "infinitecity") != 0))
        return game_refuse(why, n, "%s", _("This position is not an Infinite City position."));
    int players;
    if (!game_json_whole(cJSON_GetObjectItemCaseSensitive(j, "players"), 2, GAME_MAX_PLAYERS,
                         &players))
        return game_refuse(why, n, "%s", _("\"players\" must be a number from 2 to 6."));
    const cJSON *over = cJSON_GetObjectItemCaseSensitive(j, "over");
    if (over && !cJSON_IsBool(over))
        return game_refuse(why, n, "%s", _("\"over\" is true or false."));
    infinitecity_state *t = calloc(1, sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory."));
    t->players = (uint8_t)players;
    memset(t->kind, INFINITECITY_NONE, sizeof t->kind);
    t->src = t->held = t->target = t->end_seat = t->end_who = t->last = INFINITECITY_NONE;
    rng_seed(&t->rng, 1);
    int count[INFINITECITY_KINDS] = {0}, tm = 1;
    bool ok = load_tiles(t, cJSON_GetObjectItemCaseSensitive(j, "tiles"), count, why, n) &&
              load_hands_deck(t, j, count, why, n);
    const cJSON *tmj = cJSON_GetObjectItemCaseSensitive(j, "to_move");
    if (ok && tmj && !game_json_whole(tmj, 1, players, &tm))
        ok = game_refuse(why, n, "%s", _("\"to_move\" must be a player number."));
    t->cur = t->first = (uint8_t)(tm - 1);
    ok = ok && load_last_round(t, cJSON_GetObjectItemCaseSensitive(j, "last_round"), why, n);
    if (ok) {
        bool anyone = false;
        for (int q = 0; q < players; q++) anyone |= infinitecity_can_play(t, q);
        int prev = (t->cur + players - 1) % players;
        if (t->ps_up >= infinitecity_kinds[INFINITECITY_POWER].count) {
            t->over = 1, t->end_why = INFINITECITY_END_STATIONS;
        } else if (cJSON_IsTrue(over) || !anyone || (t->ending && t->cur == t->end_seat)) {
            t->over = 1, t->end_why = t->ending ? INFINITECITY_END_TOKENS : INFINITECITY_END_STUCK;
        } else if (!infinitecity_can_play(t, t->cur)) {
            ok = game_refuse(why, n, _("Player %d is to move but cannot play."), tm);
        } else if (t->deck_n && t->supply[prev] && t->hand_n[prev] < INFINITECITY_HAND) {
            /* the player before ended a turn (or passed with tokens) and refilled: only a
             * player with no token left passes without drawing */
            ok = game_refuse(why, n,
                             _("Player %d has a hand of %d after their turn while the deck has "
                               "tiles: a hand is refilled to %d at the end of each turn."),
                             prev + 1, t->hand_n[prev], INFINITECITY_HAND);
        } else {
            t->step = INFINITECITY_ST_TURN;
        }
    }
    if (ok) memcpy(state, t, sizeof *t);
    free(t);
    return ok;
}

/* ---- writing ---- */
/* Adds item to the array a; false (item freed) when out of memory. Containers are attached to
 * their parent before they are filled, so a failure frees everything with the root. */
static bool push(cJSON *a, cJSON *item)
{
    if (a && item && cJSON_AddItemToArray(a, item)) return true;
    cJSON_Delete(item);
    return false;
}

static bool kinds_json(cJSON *a, const uint8_t *seq, int n)
{
    for (int i = 0; i < n; i++)
        if (!push(a, cJSON_CreateString(infinitecity_kinds[seq[i]].key))) return false;
    return a != NULL;
}

static bool hand_json(cJSON *a, const uint8_t *counts)
{
    uint8_t seq[INFINITECITY_TILES];
    int n = 0;
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < counts[k] && n < INFINITECITY_TILES; c++) seq[n++] = (uint8_t)k;
    return kinds_json(a, seq, n);
}

static bool tile_json(cJSON *o, const infinitecity_state *s, int i)
{
    cJSON *at = cJSON_AddArrayToObject(o, "at"), *tk = NULL;
    bool ok = push(at, cJSON_CreateNumber(s->tx[i])) && push(at, cJSON_CreateNumber(s->ty[i])) &&
              cJSON_AddStringToObject(o, "kind", infinitecity_kinds[s->kind[i]].key);
    if (ok && !s->up[i]) ok = cJSON_AddFalseToObject(o, "up") != NULL;
    for (int q = 0; ok && q < s->players; q++)
        for (int c = 0; ok && c < s->tok[i][q]; c++) {
            if (!tk) ok = (tk = cJSON_AddArrayToObject(o, "tokens")) != NULL;
            ok = ok && push(tk, cJSON_CreateNumber(q + 1));
        }
    return ok;
}

/* The start of a turn or a finished game; NULL in the middle of a turn (a tile held, a power
 * waiting for a choice: the file has no words for those) or out of memory. Tiles in slot
 * order, so the score sheet names each group by the same tile. */
cJSON *infinitecity_save_position(const void *state)
{
    const infinitecity_state *s = state;
    if (!s->over && (s->step != INFINITECITY_ST_TURN || s->npend || s->peek_n)) return NULL;
    cJSON *j = cJSON_CreateObject();
    bool ok = cJSON_AddStringToObject(j, "game", "infinitecity") &&
              cJSON_AddNumberToObject(j, "players", s->players) &&
              cJSON_AddNumberToObject(j, "to_move", s->cur + 1) &&
              cJSON_AddBoolToObject(j, "over", s->over != 0);
    cJSON *tiles = ok ? cJSON_AddArrayToObject(j, "tiles") : NULL;
    for (int i = 0; tiles && ok && i < s->hi; i++)
        if (s->kind[i] < INFINITECITY_KINDS && infinitecity_at(s, s->tx[i], s->ty[i]) == i) {
            cJSON *t = cJSON_CreateObject();
            ok = push(tiles, t) && tile_json(t, s, i);
        }
    cJSON *hands = ok && tiles ? cJSON_AddArrayToObject(j, "hands") : NULL;
    for (int q = 0; hands && ok && q < s->players; q++) {
        cJSON *h = cJSON_CreateArray();
        ok = push(hands, h) && hand_json(h, s->hand[q]);
    }
    ok = ok && hands && kinds_json(cJSON_AddArrayToObject(j, "deck"), s->deck, s->deck_n);
    if (ok && s->ending) {
        cJSON *lr = cJSON_AddObjectToObject(j, "last_round");
        ok = lr && cJSON_AddNumberToObject(lr, "by", s->end_who + 1) &&
             cJSON_AddNumberToObject(lr, "turn", s->end_seat + 1);
    }
    if (!ok) cJSON_Delete(j), j = NULL;
    return j;
}
