/* funcity_position.c: Fun City's position files (docs/rules/funcity.md, "Position files"): the
 * start of a turn (after the press, SLOG and the refill) or a finished game, read strictly (known
 * keys, each once; whole numbers; cards, places and kinds by name) and refused exactly when play
 * can never reach it, the problem named; and written back from a state (save_position). */
#include "core/i18n.h"
#include "core/json_load.h"
#include "games/funcity/rules/funcity.h"
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

extern const game_def funcity_game;

static const char *const slog_words[] = {"market", "street-to-library", "library",
                                         "street-to-market"};

/* s quoted for a message (json_quote_word: 40 bytes, control characters as \xNN). */
static const char *quote(const char *s, char *out, size_t n)
{
    return json_quote_word(s, out, n);
}

/* Every key of j is known and appears once. */
static bool keys_ok(const cJSON *j, char *why, size_t n)
{
    static const char *const keys[] = {"game",   "comment", "players", "options", "time",  "turn",
                                       "over",   "pawns",   "arrival", "slog",    "board", "taken",
                                       "closed", "hands",   "discard", "uhoh",    "seed",  NULL};
    char q[200];
    for (const cJSON *it = j->child; it; it = it->next) {
        int k = 0;
        while (keys[k] && (!it->string || strcmp(keys[k], it->string))) k++;
        if (!keys[k])
            return game_refuse(why, n, _("Unknown key \"%s\" in a Fun City position."),
                               quote(it->string, q, sizeof q));
        for (const cJSON *o = j->child; o != it; o = o->next)
            if (!strcmp(o->string, it->string))
                return game_refuse(why, n, _("The key \"%s\" is given twice."), it->string);
    }
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "funcity")))
        return game_refuse(why, n, "%s", _("\"game\" must be \"funcity\"."));
    return true;
}

/* An array of exactly `len` items (len < 0: any length), or absent (false, no message) */
static bool array_of(const cJSON *a, int len, const char *what, char *why, size_t n, bool *bad)
{
    *bad = false;
    if (!a) return false;
    if (!cJSON_IsArray(a) || (len >= 0 && cJSON_GetArraySize(a) != len)) {
        *bad = true;
        return game_refuse(why, n, "%s", what);
    }
    return true;
}

/* Puts every card of the array arr at where; a card already placed is refused. */
static bool put_cards(funcity_state *s, const cJSON *arr, int where, bool *seen, char *why,
                      size_t n)
{
    bool bad;
    if (!array_of(arr, -1, _("A list of CITY cards is expected."), why, n, &bad)) return !bad;
    const cJSON *it;
    cJSON_ArrayForEach(it, arr)
    {
        int c = 0;
        if (!game_json_whole(it, 1, FUNCITY_CITY, &c))
            return game_refuse(why, n, "%s", _("CITY cards are numbers from 1 to 40."));
        if (seen[--c]) return game_refuse(why, n, _("CITY card %d is listed twice."), c + 1);
        seen[c] = true;
        s->cwhere[c] = (uint8_t)where;
    }
    return true;
}

static bool load_cards(funcity_state *s, const cJSON *j, char *why, size_t n)
{
    bool seen[FUNCITY_CITY] = {false}, bad;
    if (!put_cards(s, cJSON_GetObjectItemCaseSensitive(j, "board"), FUNCITY_C_BOARD, seen, why,
                   n) ||
        !put_cards(s, cJSON_GetObjectItemCaseSensitive(j, "closed"), FUNCITY_C_CLOSED, seen, why,
                   n))
        return false;
    const cJSON *taken = cJSON_GetObjectItemCaseSensitive(j, "taken");
    if (!array_of(taken, s->players, _("\"taken\" lists the CITY cards of each player."), why, n,
                  &bad))
        return !bad;
    for (int q = 0; q < s->players; q++)
        if (!put_cards(s, cJSON_GetArrayItem(taken, q), FUNCITY_C_OWNER + q, seen, why, n))
            return false;
    return true;
}

static bool get_node(const cJSON *it, int p, int *node, char *why, size_t n)
{
    char q[200];
    if (cJSON_IsNumber(it)) {
        if (!game_json_whole(it, 0, FUNCITY_NODES - 1, node))
            return game_refuse(why, n, _("The pawn of player %d is off the map (%g)."), p + 1,
                               it->valuedouble);
        return true;
    }
    if (!cJSON_IsString(it)) return game_refuse(why, n, _("Player %d has no pawn."), p + 1);
    *node = funcity_node_find(it->valuestring);
    if (*node < 0)
        return game_refuse(why, n, _("The pawn of player %d is on an unknown place \"%s\"."), p + 1,
                           quote(it->valuestring, q, sizeof q));
    return true;
}

static bool load_pawns(funcity_state *s, const cJSON *j, char *why, size_t n)
{
    bool bad;
    const cJSON *pawns = cJSON_GetObjectItemCaseSensitive(j, "pawns");
    bool have =
        array_of(pawns, s->players, _("\"pawns\" lists one pawn per player."), why, n, &bad);
    if (bad) return false;
    for (int q = 0; q < s->players; q++) {
        int node = FUNCITY_STREETS + FUNCITY_HOTEL;
        if (have && !get_node(cJSON_GetArrayItem(pawns, q), q, &node, why, n)) return false;
        s->pawn[q] = (uint8_t)node;
        s->arrived[q] = (uint16_t)q; /* by default the order of the seats */
    }
    s->stamp = (uint16_t)s->players;
    const cJSON *order = cJSON_GetObjectItemCaseSensitive(j, "arrival");
    const char *msg = _("\"arrival\" lists every player's number once, first arrived first.");
    if (!array_of(order, s->players, msg, why, n, &bad)) return !bad;
    bool seen[GAME_MAX_PLAYERS] = {false};
    for (int i = 0; i < s->players; i++) {
        int q = 0;
        if (!game_json_whole(cJSON_GetArrayItem(order, i), 1, s->players, &q) || seen[q - 1])
            return game_refuse(why, n, "%s", msg);
        seen[q - 1] = true;
        s->arrived[q - 1] = (uint16_t)i;
    }
    return true;
}

/* One list of MAD card kinds into counts; the box's counts checked against used. */
static bool load_kinds(const cJSON *h, uint8_t *count, uint8_t *total, int *used, int cap,
                       const char *what, char *why, size_t n)
{
    bool bad;
    if (!array_of(h, -1, what, why, n, &bad)) return !bad;
    if (cJSON_GetArraySize(h) > cap)
        return game_refuse(why, n, _("%s: %d MAD cards; at most %d."), what, cJSON_GetArraySize(h),
                           cap);
    const cJSON *it;
    cJSON_ArrayForEach(it, h)
    {
        int k = cJSON_IsString(it) ? funcity_kind_find(it->valuestring) : -1;
        if (k < 0) return game_refuse(why, n, _("%s: unknown MAD card."), what);
        if (++used[k] > funcity_kinds[k].count)
            return game_refuse(why, n, _("More %s cards than the box's %d."), funcity_kinds[k].key,
                               funcity_kinds[k].count);
        count[k]++;
        (*total)++;
    }
    return true;
}

/* The hands, the discard pile and the draw pile (the rest, shuffled by the seed; without
 * "hands", each player holds 3 cards dealt from it). */
static bool load_mad(funcity_state *s, const cJSON *j, char *why, size_t n)
{
    int used[FUNCITY_KINDS] = {0};
    bool bad;
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    bool have = array_of(hands, s->players, _("\"hands\" lists one hand of MAD cards per player."),
                         why, n, &bad);
    if (bad) return false;
    for (int q = 0; have && q < s->players; q++) {
        char what[64];
        snprintf(what, sizeof what, _("Hand of player %d"), q + 1);
        const cJSON *h = cJSON_GetArrayItem(hands, q);
        if (!cJSON_IsArray(h)) return game_refuse(why, n, _("Hand of player %d: a list."), q + 1);
        if (!load_kinds(h, s->hand[q], &s->hand_n[q], used, FUNCITY_HAND, what, why, n))
            return false;
    }
    if (!load_kinds(cJSON_GetObjectItemCaseSensitive(j, "discard"), s->mdisc, &s->mdisc_n, used,
                    FUNCITY_MAD, _("\"discard\", the MAD cards played"), why, n))
        return false;
    for (int k = 0; k < FUNCITY_KINDS; k++)
        for (int c = used[k]; c < funcity_kinds[k].count; c++) s->mdeck[s->mdeck_n++] = (uint8_t)k;
    rng_shuffle(&s->rng, s->mdeck, s->mdeck_n, 1);
    if (!have && s->mdeck_n < FUNCITY_HAND * s->players)
        return game_refuse(why, n, "%s",
                           _("Too few MAD cards are left to deal 3 to each player: list the "
                             "hands."));
    for (int q = 0; !have && q < s->players; q++)
        for (int i = 0; i < FUNCITY_HAND; i++) {
            int k = s->mdeck[--s->mdeck_n];
            s->mdeck[s->mdeck_n] = 0;
            s->hand[q][k]++;
            s->hand_n[q]++;
        }
    return true;
}

static bool load_uhoh_slog(funcity_state *s, const cJSON *j, char *why, size_t n)
{
    bool bad;
    char q[200];
    const cJSON *uh = cJSON_GetObjectItemCaseSensitive(j, "uhoh");
    if (array_of(uh, s->players, _("\"uhoh\" gives each player's waiting UH-OH! place, or null."),
                 why, n, &bad))
        for (int p = 0; p < s->players; p++) {
            const cJSON *u = cJSON_GetArrayItem(uh, p);
            if (cJSON_IsNull(u)) continue;
            int place = cJSON_IsString(u) ? funcity_place_find(u->valuestring) : -1, k = 0;
            if (place < 0)
                return game_refuse(why, n, _("UH-OH of player %d: unknown place."), p + 1);
            while (k < FUNCITY_KINDS && funcity_kinds[k].place != place) k++;
            if (k == FUNCITY_KINDS)
                return game_refuse(why, n,
                                   _("UH-OH of player %d: no UH-OH! card sends anyone to %s."),
                                   p + 1, quote(u->valuestring, q, sizeof q));
            s->uhoh[p] = (uint8_t)(place + 1);
        }
    if (bad) return false;
    const cJSON *sl = cJSON_GetObjectItemCaseSensitive(j, "slog");
    if (!sl) return true;
    for (int i = 0; i < 4; i++)
        if (cJSON_IsString(sl) && !strcmp(sl->valuestring, slog_words[i])) {
            s->slog = (uint8_t)i;
            return true;
        }
    return game_refuse(why, n, "%s",
                       _("\"slog\" is market, library, street-to-library or street-to-market."));
}

static bool parse(funcity_state *s, const cJSON *j, char *why, size_t n)
{
    if (!cJSON_IsObject(j)) return game_refuse(why, n, "%s", _("A position is a JSON object."));
    if (!keys_ok(j, why, n)) return false;
    int players = 0, seed = 1, turn = 1, t;
    if (!game_json_whole(cJSON_GetObjectItemCaseSensitive(j, "players"), 2, 4, &players))
        return game_refuse(why, n, "%s", _("\"players\": Fun City is for 2 to 4 players."));
    s->players = (uint8_t)players;
    game_params prm;
    game_params_default(&funcity_game, &prm, players);
    if (!game_params_from_json(&funcity_game, &prm, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n))
        return false;
    s->slog_rules = (uint8_t)prm.opt[FUNCITY_OPT_SLOG];
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(j, "seed");
    if (it && !game_json_whole(it, 0, INT_MAX, &seed))
        return game_refuse(why, n, "%s",
                           _("\"seed\" must be a whole number from 0 to 2147483647."));
    rng_seed(&s->rng, (uint64_t)seed);
    it = cJSON_GetObjectItemCaseSensitive(j, "time");
    if (!(t = cJSON_IsString(it) ? funcity_parse_hhmm(it->valuestring) : -1) || t < 0)
        return game_refuse(why, n, "%s",
                           t ? _("\"time\": what the clock shows, 9:10 to 17:00 (5:00), on the "
                                 "ten minutes, as \"10:20\".")
                             : _("\"time\": the clock shows 9:00 only before the first turn; "
                                 "every turn starts with a press, so a turn starts at 9:10 or "
                                 "later."));
    s->time = (uint8_t)t;
    it = cJSON_GetObjectItemCaseSensitive(j, "turn");
    if (it && !game_json_whole(it, 1, players, &turn))
        return game_refuse(why, n, "%s", _("\"turn\" is the number of the player to move."));
    s->first = s->cur = (uint8_t)(turn - 1);
    it = cJSON_GetObjectItemCaseSensitive(j, "over");
    if (it && !cJSON_IsBool(it)) return game_refuse(why, n, "%s", _("\"over\" is true or false."));
    s->over = (uint8_t)cJSON_IsTrue(it);
    return load_pawns(s, j, why, n) && load_cards(s, j, why, n) && load_mad(s, j, why, n) &&
           load_uhoh_slog(s, j, why, n);
}

/* What play can never reach, the problem named. The position is the start of the `turn`
 * player's turn (after the press, SLOG and the refill), or a finished game. */
static bool reachable(const funcity_state *s, char *why, size_t n)
{
    char at[8], hh[8];
    funcity_hhmm(s->time, at, sizeof at);
    if (s->over && s->time != FUNCITY_END)
        return game_refuse(why, n,
                           _("\"over\" at %s: the game ends only after the last turn, at 17:00 "
                             "(5:00)."),
                           at);
    int on = 0, left = 0, low_left = FUNCITY_PILES, cur_hand = s->hand_n[s->cur];
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == FUNCITY_C_DECK && funcity_cards[c].open / 6 < low_left)
            low_left = funcity_cards[c].open / 6;
    for (int c = 0; c < FUNCITY_CITY; c++) {
        int w = s->cwhere[c];
        if (w == FUNCITY_C_DECK) {
            left++;
            continue;
        }
        if (funcity_cards[c].open / 6 > low_left) {
            for (int d = 0; d < FUNCITY_CITY; d++)
                if (s->cwhere[d] == FUNCITY_C_DECK && funcity_cards[d].open / 6 == low_left) {
                    funcity_hhmm(funcity_cards[d].open, hh, sizeof hh);
                    return game_refuse(why, n,
                                       _("CITY card %d is out of the deck but card %d, of the "
                                         "earlier %s pile, is still in it: the deck is drawn pile "
                                         "by pile."),
                                       c + 1, d + 1, hh);
                }
        }
        funcity_hhmm(funcity_cards[c].close, hh, sizeof hh);
        if (w == FUNCITY_C_CLOSED && funcity_cards[c].close >= s->time)
            return game_refuse(why, n,
                               _("CITY card %d is closed at %s, but it is open until %s: a card "
                                 "is discarded only after its closing hour."),
                               c + 1, at, hh);
        if (w == FUNCITY_C_BOARD && funcity_cards[c].close < s->time)
            return game_refuse(why, n, _("CITY card %d closed at %s but is on the board."), c + 1,
                               hh);
        if (w >= FUNCITY_C_OWNER && funcity_cards[c].open > s->time &&
            s->slog_rules == FUNCITY_SLOG_RULEBOOK) {
            funcity_hhmm(funcity_cards[c].open, hh, sizeof hh);
            return game_refuse(why, n,
                               _("Player %d has CITY card %d, which opens at %s, at %s: a card is "
                                 "taken only while open."),
                               w - FUNCITY_C_OWNER + 1, c + 1, hh, at);
        }
        on += w == FUNCITY_C_BOARD;
    }
    if (on > FUNCITY_ON_BOARD || (on < FUNCITY_ON_BOARD && left))
        return game_refuse(why, n,
                           _("%d CITY cards on the board: there are always 4 while the "
                             "deck lasts."),
                           on);
    if (!s->over && cur_hand != FUNCITY_HAND)
        return game_refuse(why, n,
                           _("Player %d is to move holding %d MAD cards: the turn's refill gives 3 "
                             "before anything is played."),
                           s->cur + 1, cur_hand);
    for (int q = 0; q < s->players; q++) {
        int node = s->pawn[q];
        if (node == FUNCITY_RED &&
            (s->slog == FUNCITY_SLOG_TO_LIBRARY || s->slog == FUNCITY_SLOG_TO_MARKET))
            return game_refuse(why, n,
                               _("Player %d stands on SLOG's red space while she waits there: "
                                 "whoever stops there, or stands there when she jumps, walks her "
                                 "home at once."),
                               q + 1);
        for (int c = 0; node >= FUNCITY_STREETS && c < FUNCITY_CITY; c++)
            if (s->cwhere[c] == FUNCITY_C_BOARD &&
                FUNCITY_STREETS + funcity_cards[c].place == node && funcity_card_open(s, c) &&
                funcity_cards[c].open == 0 && s->slog_rules == FUNCITY_SLOG_RULEBOOK)
                return game_refuse(why, n,
                                   _("CITY card %d, open since 9:00, lies at %s under the pawn of "
                                     "player %d: a pawn takes the open cards where it stops or "
                                     "where they are drawn."),
                                   c + 1, funcity_node_label(node), q + 1);
    }
    /* a turn starts with a press of 10 minutes or more, and each turn played takes at most its
     * own pawn out of the hotel (a swap of places moves none out): at most time - 1 by now */
    int away = 0;
    for (int q = 0; q < s->players; q++) away += s->pawn[q] != FUNCITY_STREETS + FUNCITY_HOTEL;
    if (!s->over && away > s->time - 1)
        return game_refuse(why, n,
                           _("At %s at most %d turns have been played (each starts with a press "
                             "of 10 minutes or more), so at most %d pawns have left the hotel, "
                             "not %d."),
                           at, s->time - 1, s->time - 1, away);
    if (s->time == 1) { /* 9:10: the first turn's press, nothing played yet */
        bool fresh = s->mdisc_n == 0 &&
                     (s->slog == FUNCITY_SLOG_AT_MARKET || s->slog == FUNCITY_SLOG_TO_LIBRARY);
        for (int q = 0; q < s->players; q++)
            fresh = fresh && s->pawn[q] == FUNCITY_STREETS + FUNCITY_HOTEL &&
                    s->hand_n[q] == FUNCITY_HAND && !s->uhoh[q];
        for (int c = 0; c < FUNCITY_CITY; c++)
            fresh = fresh && (s->cwhere[c] == FUNCITY_C_DECK || s->cwhere[c] == FUNCITY_C_BOARD);
        if (!fresh)
            return game_refuse(why, n, "%s",
                               _("At 9:10 the first turn has just begun: every pawn in the "
                                 "hotel, 3 MAD cards in every hand, nothing played, taken or "
                                 "closed."));
    }
    return true;
}

bool funcity_load_position(void *state, const cJSON *j, char *why, size_t n)
{
    funcity_state *s = state, tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.slog_helper = FUNCITY_NONE;
    if (!parse(&tmp, j, why, n) || !reachable(&tmp, why, n)) return false;
    funcity_deal_city(&tmp); /* the deck in its piles, each shuffled by the seed */
    if (tmp.time >= FUNCITY_END) tmp.last_turn = 1;
    tmp.step = tmp.over ? FUNCITY_ST_OVER : FUNCITY_ST_START;
    memcpy(s, &tmp, sizeof tmp);
    return true;
}

/* ---- writing --------------------------------------------------------------------------------- */

static bool add_node(cJSON *arr, int node)
{
    char name[16];
    funcity_node_name(node, name, sizeof name);
    return cJSON_AddItemToArray(arr, cJSON_CreateString(name));
}

static cJSON *cards_where(const funcity_state *s, int where)
{
    cJSON *a = cJSON_CreateArray();
    for (int c = 0; a && c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == where && !cJSON_AddItemToArray(a, cJSON_CreateNumber(c + 1)))
            return cJSON_Delete(a), NULL;
    return a;
}

static cJSON *kinds_json(const uint8_t *count)
{
    cJSON *a = cJSON_CreateArray();
    for (int k = 0; a && k < FUNCITY_KINDS; k++)
        for (int i = 0; i < count[k]; i++)
            if (!cJSON_AddItemToArray(a, cJSON_CreateString(funcity_kinds[k].key)))
                return cJSON_Delete(a), NULL;
    return a;
}

static bool add(cJSON *o, const char *key, cJSON *item)
{
    return item && cJSON_AddItemToObject(o, key, item);
}

/* The start of a turn (nothing played yet) or a finished game; NULL in the middle of a turn
 * (the file has no words for a roll, a window or a card being answered) or out of memory. */
cJSON *funcity_save_position(const void *state)
{
    const funcity_state *s = state;
    if (!s->over &&
        (s->step != FUNCITY_ST_START || s->ch_on || s->played || s->swapped || s->loot_n))
        return NULL;
    cJSON *j = cJSON_CreateObject(), *opts = NULL;
    char hhmm[8];
    funcity_hhmm(s->time, hhmm, sizeof hhmm);
    const char *const *slog_keys = funcity_game.options[FUNCITY_OPT_SLOG].choices;
    bool ok = j && add(j, "game", cJSON_CreateString("funcity")) &&
              add(j, "players", cJSON_CreateNumber(s->players)) &&
              add(j, "options", opts = cJSON_CreateObject()) &&
              add(opts, "slog", cJSON_CreateString(slog_keys[s->slog_rules & 1])) &&
              add(j, "time", cJSON_CreateString(hhmm)) &&
              add(j, "turn", cJSON_CreateNumber(s->cur + 1)) &&
              add(j, "over", cJSON_CreateBool(s->over)) &&
              add(j, "slog", cJSON_CreateString(slog_words[s->slog & 3]));
    cJSON *pawns = ok ? cJSON_CreateArray() : NULL, *order = NULL;
    ok = ok && add(j, "pawns", pawns);
    for (int q = 0; ok && q < s->players; q++) ok = add_node(pawns, s->pawn[q]);
    /* the order of arrival, when it is not the seats' */
    int by[GAME_MAX_PLAYERS], sorted = 1;
    for (int q = 0; q < s->players; q++) {
        int i = q;
        while (i > 0 && s->arrived[by[i - 1]] > s->arrived[q]) by[i] = by[i - 1], i--;
        by[i] = q;
    }
    for (int i = 0; i < s->players; i++) sorted &= by[i] == i;
    if (ok && !sorted) ok = add(j, "arrival", order = cJSON_CreateArray());
    for (int i = 0; ok && order && i < s->players; i++)
        ok = cJSON_AddItemToArray(order, cJSON_CreateNumber(by[i] + 1));
    ok = ok && add(j, "board", cards_where(s, FUNCITY_C_BOARD)) &&
         add(j, "closed", cards_where(s, FUNCITY_C_CLOSED));
    cJSON *taken = ok ? cJSON_CreateArray() : NULL, *hands = NULL, *uhoh = NULL;
    ok = ok && add(j, "taken", taken) && add(j, "hands", hands = cJSON_CreateArray());
    for (int q = 0; ok && q < s->players; q++)
        ok = cJSON_AddItemToArray(taken, cards_where(s, FUNCITY_C_OWNER + q)) &&
             cJSON_AddItemToArray(hands, kinds_json(s->hand[q]));
    ok = ok && add(j, "discard", kinds_json(s->mdisc));
    bool any = false;
    for (int q = 0; q < s->players; q++) any |= s->uhoh[q] != 0;
    if (ok && any) ok = add(j, "uhoh", uhoh = cJSON_CreateArray());
    for (int q = 0; ok && uhoh && q < s->players; q++)
        ok = cJSON_AddItemToArray(uhoh, s->uhoh[q]
                                            ? cJSON_CreateString(funcity_places[s->uhoh[q] - 1].key)
                                            : cJSON_CreateNull());
    if (!ok) cJSON_Delete(j), j = NULL;
    return j;
}
