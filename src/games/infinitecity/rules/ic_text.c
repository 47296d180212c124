/* ic_text.c: the text form of actions ("play bank", "place 1,-2", "bank 2,0 p2"), the step
 * prompts, the move log's phrases and the readable position files (docs/rules/infinitecity.md,
 * "Position files"). */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const verbs[IC_NOPS] = {
    [IC_OP_PLAY] = "play",   [IC_OP_HOTEL] = "hotel",       [IC_OP_PLACE] = "place",
    [IC_OP_TOKEN] = "token", [IC_OP_RETRIEVE] = "retrieve", [IC_OP_BANK] = "bank",
    [IC_OP_BURY] = "bury",   [IC_OP_TAKE] = "take",         [IC_OP_CLEAR] = "clear",
    [IC_OP_MOVE] = "move",   [IC_OP_TRANSIT] = "transit",   [IC_OP_PULL] = "pull",
    [IC_OP_SEAT] = "seat",   [IC_OP_DONE] = "done",
};

int ic_action_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state;
    int op = IC_A_OP(a), arg = IC_A_ARG(a), x = IC_A_X(a), y = IC_A_Y(a);
    if (op <= 0 || op >= IC_NOPS) return snprintf(buf, n, "?");
    switch (op) {
    case IC_OP_PLAY: return snprintf(buf, n, "play %s", arg < IC_KINDS ? ic_kinds[arg].key : "?");
    case IC_OP_SEAT: return snprintf(buf, n, "seat p%d", arg + 1);
    case IC_OP_DONE: return snprintf(buf, n, "done");
    case IC_OP_BANK:
    case IC_OP_PULL: return snprintf(buf, n, "%s %d,%d p%d", verbs[op], x, y, arg + 1);
    default: return snprintf(buf, n, "%s %d,%d", verbs[op], x, y);
    }
}

bool ic_action_parse(const void *state, const char *text, game_action *out, char *why, size_t n)
{
    (void)state;
    char verb[16], word[32];
    int used = 0, x, y, p;
    if (sscanf(text, " %15s%n", verb, &used) == 1) {
        const char *rest = text + used;
        int op = 0;
        for (int i = 1; i < IC_NOPS; i++)
            if (strcmp(verb, verbs[i]) == 0) op = i;
        int u2 = 0;
        if (op == IC_OP_DONE && sscanf(rest, " %n", &u2) >= 0 && rest[u2] == 0)
            return *out = ic_act(op, 0, 0, 0), true;
        if (op == IC_OP_PLAY && sscanf(rest, " %31s %n", word, &u2) == 1 && rest[u2] == 0) {
            int k = ic_kind_find(word);
            if (k < 0) return game_refuse(why, n, _("\"%s\" is not a kind of tile."), word);
            return *out = ic_act(op, k, 0, 0), true;
        }
        if (op == IC_OP_SEAT && sscanf(rest, " p%d %n", &p, &u2) == 1 && rest[u2] == 0 && p >= 1 &&
            p <= GAME_MAX_PLAYERS)
            return *out = ic_act(op, p - 1, 0, 0), true;
        bool two = op == IC_OP_BANK || op == IC_OP_PULL;
        if (op && two && sscanf(rest, " %d,%d p%d %n", &x, &y, &p, &u2) == 3 && rest[u2] == 0 &&
            p >= 1 && p <= GAME_MAX_PLAYERS && x >= -30000 && x <= 30000 && y >= -30000 &&
            y <= 30000)
            return *out = ic_act(op, p - 1, x, y), true;
        if (op && !two && op != IC_OP_PLAY && op != IC_OP_SEAT && op != IC_OP_DONE &&
            sscanf(rest, " %d,%d %n", &x, &y, &u2) == 2 && rest[u2] == 0 && x >= -30000 &&
            x <= 30000 && y >= -30000 && y <= 30000)
            return *out = ic_act(op, 0, x, y), true;
    }
    return game_refuse(why, n,
                       _("\"%.40s\" is not a move: write \"play bank\", \"place 1,-2\", "
                         "\"token 0,1\", \"bank 2,0 p2\", \"seat p3\" or \"done\"."),
                       text);
}

const char *ic_step_prompt(const ic_state *s)
{
    switch (s->step) {
    case IC_ST_TURN: return _("Play a tile from your hand, or put a token on a Hotel.");
    case IC_ST_PLACE: return _("Choose a spot next to the city for the tile.");
    case IC_ST_ARBORETUM: return _("Arboretum: take back one of your tokens, or stop.");
    case IC_ST_BANK: return _("Bank: choose a token on a tile you do not control to swap.");
    case IC_ST_CAPITOL: return _("Capitol: choose an adjacent tile for your token.");
    case IC_ST_CONSTRUCTION: return _("Construction Site: play another tile from your hand.");
    case IC_ST_DISASTER: return _("Disaster Site: choose a tile to put under the deck.");
    case IC_ST_EMBASSY: return _("Embassy: choose an adjacent tile for your token.");
    case IC_ST_HOUSING: return _("Housing: choose an empty tile for your token.");
    case IC_ST_LIBRARY: return _("Library: play one of the tiles you look at.");
    case IC_ST_MAUSOLEUM: return _("Mausoleum: choose an adjacent tile to take into your hand.");
    case IC_ST_PORT: return _("Port: choose a spot for the deck's top tile, face down.");
    case IC_ST_POST_FROM: return _("Post Office: choose a tile to move.");
    case IC_ST_POST_TO: return _("Post Office: choose the tile's new place.");
    case IC_ST_SECURITY: return _("Security Guardpost: choose a tile to clear of tokens.");
    case IC_ST_SHOPPING: return _("Shopping Complex: choose a player to swap hands with.");
    case IC_ST_STADIUM: return _("Stadium: pull a token from an adjacent tile, or stop.");
    case IC_ST_TEMPLE_SEAT: return _("Temple: choose a player whose hand you look at.");
    case IC_ST_TEMPLE_TAKE: return _("Temple: play one of that player's tiles.");
    case IC_ST_TRANSIT_A: return _("Transit Station: choose the first tile to swap.");
    case IC_ST_TRANSIT_B: return _("Transit Station: choose the second tile to swap.");
    default: return _("Nothing to do now.");
    }
}

static const char *kname(int k)
{
    return k >= 0 && k < IC_KINDS ? _(ic_kinds[k].name) : _("face-down tile");
}

int ic_describe(const void *before, const void *after, int seat, game_action a, char *buf, size_t n)
{
    const ic_state *b = before, *s = after;
    (void)seat;
    int op = IC_A_OP(a), arg = IC_A_ARG(a), x = IC_A_X(a), y = IC_A_Y(a);
    int at = ic_at(s, x, y), was = ic_at(b, x, y);
    int k = at >= 0 && s->up[at] ? s->kind[at] : IC_HIDDEN;
    int kb = was >= 0 && b->up[was] ? b->kind[was] : IC_HIDDEN;
    switch (op) {
    case IC_OP_PLAY: return snprintf(buf, n, "%s", ""); /* the placement says it */
    case IC_OP_PLACE:
        if (b->step == IC_ST_PORT)
            return snprintf(buf, n, _("Port: a face-down tile at %d,%d"), x, y);
        if (b->step == IC_ST_POST_TO)
            return snprintf(buf, n, _("Post Office: %s moved to %d,%d"), kname(k), x, y);
        return snprintf(buf, n, _("%s at %d,%d"), kname(k), x, y);
    case IC_OP_HOTEL: return snprintf(buf, n, _("a token on the Hotel at %d,%d"), x, y);
    case IC_OP_TOKEN: return snprintf(buf, n, _("a token on %s at %d,%d"), kname(k), x, y);
    case IC_OP_RETRIEVE: return snprintf(buf, n, _("Arboretum: a token back from %d,%d"), x, y);
    case IC_OP_BANK: return snprintf(buf, n, _("Bank: swaps tokens with {%d} at %d,%d"), arg, x, y);
    case IC_OP_BURY:
        return snprintf(buf, n, _("Disaster Site: %s at %d,%d under the deck"), kname(kb), x, y);
    case IC_OP_TAKE: return snprintf(buf, n, _("Mausoleum: takes the tile at %d,%d"), x, y);
    case IC_OP_CLEAR: return snprintf(buf, n, _("Security Guardpost: clears %d,%d"), x, y);
    case IC_OP_MOVE: return snprintf(buf, n, "%s", "");
    case IC_OP_TRANSIT:
        return b->step == IC_ST_TRANSIT_A ? snprintf(buf, n, "%s", "")
                                          : snprintf(buf, n, _("Transit Station: swaps two tiles"));
    case IC_OP_PULL:
        return snprintf(buf, n, _("Stadium: pulls a token of {%d} from %d,%d"), arg, x, y);
    case IC_OP_SEAT:
        return b->step == IC_ST_SHOPPING
                   ? snprintf(buf, n, _("Shopping Complex: swaps hands with {%d}"), arg)
                   : snprintf(buf, n, _("Temple: looks at the hand of {%d}"), arg);
    case IC_OP_DONE: return snprintf(buf, n, "%s", "");
    default: return snprintf(buf, n, "%s", "");
    }
}

/* ---- position files ---- */
static bool kind_list(const cJSON *a, const char *what, int *count, uint8_t *seq, int *nseq,
                      char *why, size_t n)
{
    if (!a) return true;
    if (!cJSON_IsArray(a)) return game_refuse(why, n, _("\"%s\" must be a list of tiles."), what);
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        int k = cJSON_IsString(it) ? ic_kind_find(it->valuestring) : -1;
        if (k < 0)
            return game_refuse(why, n, _("\"%s\" holds an unknown kind of tile: \"%.40s\"."), what,
                               cJSON_IsString(it) ? it->valuestring : "?");
        if (*nseq >= IC_TILES) return game_refuse(why, n, _("\"%s\" holds too many tiles."), what);
        count[k]++;
        seq[(*nseq)++] = (uint8_t)k;
    }
    return true;
}

static bool int_in(const cJSON *j, int lo, int hi, int *out)
{
    return game_json_whole(j, lo, hi, out);
}

static bool load_tiles(ic_state *t, const cJSON *tiles, int *count, char *why, size_t n)
{
    if (!cJSON_IsArray(tiles) || cJSON_GetArraySize(tiles) < 1)
        return game_refuse(why, n, "%s", _("The position needs \"tiles\": a list of tiles."));
    if (cJSON_GetArraySize(tiles) > IC_TILES)
        return game_refuse(why, n, _("The city has more than %d tiles."), IC_TILES);
    const cJSON *it;
    cJSON_ArrayForEach(it, tiles)
    {
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(it, "at");
        const cJSON *kj = cJSON_GetObjectItemCaseSensitive(it, "kind");
        const cJSON *up = cJSON_GetObjectItemCaseSensitive(it, "up");
        const cJSON *tk = cJSON_GetObjectItemCaseSensitive(it, "tokens");
        int x, y;
        if (!cJSON_IsArray(at) || cJSON_GetArraySize(at) != 2 ||
            !int_in(cJSON_GetArrayItem(at, 0), -1000, 1000, &x) ||
            !int_in(cJSON_GetArrayItem(at, 1), -1000, 1000, &y))
            return game_refuse(
                why, n, "%s",
                _("Each tile needs \"at\": [x, y], whole numbers from -1000 to 1000."));
        int k = cJSON_IsString(kj) ? ic_kind_find(kj->valuestring) : -1;
        if (k < 0)
            return game_refuse(why, n, _("The tile at %d,%d has an unknown kind: \"%.40s\"."), x, y,
                               cJSON_IsString(kj) ? kj->valuestring : "?");
        if (up && !cJSON_IsBool(up))
            return game_refuse(why, n, _("The tile at %d,%d: \"up\" is true or false."), x, y);
        for (int i = 0; i < IC_TILES; i++)
            if (t->kind[i] != IC_NONE && t->tx[i] == x && t->ty[i] == y)
                return game_refuse(why, n, _("Two tiles overlap at %d,%d."), x, y);
        int slot = ic_add_tile(t, x, y, k, !cJSON_IsFalse(up));
        count[k]++;
        if (!tk) continue;
        if (!cJSON_IsArray(tk))
            return game_refuse(why, n, _("The tile at %d,%d: \"tokens\" is a list of players."), x,
                               y);
        const cJSON *q;
        cJSON_ArrayForEach(q, tk)
        {
            int seat;
            if (!int_in(q, 1, t->players, &seat))
                return game_refuse(why, n, _("The tile at %d,%d has a token of no player."), x, y);
            if (!t->up[slot])
                return game_refuse(why, n, _("The face-down tile at %d,%d cannot hold tokens."), x,
                                   y);
            if (t->tok[slot][seat - 1] >= IC_TOKENS)
                return game_refuse(why, n, _("Player %d has more than %d tokens."), seat,
                                   IC_TOKENS);
            t->tok[slot][seat - 1]++;
        }
    }
    return true;
}

bool ic_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    const cJSON *j = json;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "infinitecity") != 0))
        return game_refuse(why, n, "%s", _("This position is not an Infinite City position."));
    int players;
    if (!int_in(cJSON_GetObjectItemCaseSensitive(j, "players"), 2, GAME_MAX_PLAYERS, &players))
        return game_refuse(why, n, "%s", _("\"players\" must be a number from 2 to 6."));
    ic_state *t = malloc(sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory."));
    memset(t, 0, sizeof *t);
    t->players = (uint8_t)players;
    memset(t->kind, IC_NONE, sizeof t->kind);
    t->src = t->held = t->target = t->end_seat = t->last = IC_NONE;
    rng_seed(&t->rng, 1);
    int count[IC_KINDS] = {0}, ndeck = 0;
    bool ok = load_tiles(t, cJSON_GetObjectItemCaseSensitive(j, "tiles"), count, why, n);
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    if (ok && hands && (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != players))
        ok = game_refuse(why, n, "%s", _("\"hands\" must give one list of tiles per player."));
    for (int q = 0; ok && hands && q < players; q++) {
        uint8_t seq[IC_TILES];
        int ns = 0, hc[IC_KINDS] = {0};
        char what[24];
        snprintf(what, sizeof what, "hands[%d]", q);
        ok = kind_list(cJSON_GetArrayItem(hands, q), what, hc, seq, &ns, why, n);
        for (int k = 0; ok && k < IC_KINDS; k++) {
            count[k] += hc[k];
            t->hand[q][k] = (uint8_t)hc[k];
        }
        t->hand_n[q] = (uint8_t)ns;
    }
    if (ok)
        ok = kind_list(cJSON_GetObjectItemCaseSensitive(j, "deck"), "deck", count, t->deck, &ndeck,
                       why, n);
    t->deck_n = (uint8_t)ndeck;
    for (int k = 0; ok && k < IC_KINDS; k++)
        if (count[k] > ic_kinds[k].count)
            ok = game_refuse(why, n, _("%d %s tiles: the box holds %d."), count[k],
                             _(ic_kinds[k].name), ic_kinds[k].count);
    for (int k = 0; ok && k < IC_KINDS; k++) t->out[k] = (uint8_t)(ic_kinds[k].count - count[k]);
    for (int q = 0; ok && q < players; q++) {
        int on = ic_total_tokens(t, q);
        if (on > IC_TOKENS)
            ok = game_refuse(why, n, _("Player %d has %d tokens on the city: at most %d."), q + 1,
                             on, IC_TOKENS);
        t->supply[q] = (uint8_t)(IC_TOKENS - on);
        if (ok && t->deck_n && t->hand_n[q] < IC_HAND)
            ok = game_refuse(why, n,
                             _("Player %d holds %d tiles: hands are refilled to %d while the deck "
                               "has tiles."),
                             q + 1, t->hand_n[q], IC_HAND);
    }
    int placed = 0; /* tiles 128 apart would share a cell: such a city is not one piece */
    for (int i = 0; i < IC_TILES; i++)
        placed += t->kind[i] != IC_NONE && ic_at(t, t->tx[i], t->ty[i]) == i;
    if (ok && (placed != t->ncity || !ic_city_connected(t)))
        ok = game_refuse(why, n, "%s", _("The city must be one piece of edge-connected tiles."));
    int tm = 1;
    const cJSON *tmj = cJSON_GetObjectItemCaseSensitive(j, "to_move");
    if (ok && tmj && !int_in(tmj, 1, players, &tm))
        ok = game_refuse(why, n, "%s", _("\"to_move\" must be a player number."));
    if (ok) {
        t->cur = t->first = (uint8_t)(tm - 1);
        bool anyone = false;
        for (int q = 0; q < players; q++) anyone |= ic_can_play(t, q);
        const cJSON *over = cJSON_GetObjectItemCaseSensitive(j, "over");
        if (cJSON_IsTrue(over) || !anyone || t->ps_up >= ic_kinds[IC_POWER].count) {
            t->over = 1;
        } else if (!ic_can_play(t, t->cur)) {
            ok = game_refuse(why, n, _("Player %d is to move but cannot play."), tm);
        } else {
            t->step = IC_ST_TURN;
            for (int q = 0; q < players; q++)
                if (!t->supply[q]) t->ending = 1, t->end_seat = t->cur;
        }
    }
    if (ok) memcpy(state, t, sizeof *t);
    free(t);
    return ok;
}
