/* fc_view.c: what each seat may see (its own MAD hand; the sizes of the others; never the order
 * of the decks), the guesses bots make about the rest, and the readable JSON positions of
 * docs/rules/funcity.md ("Position files"). */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <limits.h>
#include <string.h>

extern const game_def funcity_game;

/* The CITY deck in one canonical order that keeps its piles: a view shows which cards are left
 * (everyone saw the others taken or closed) but not their order within a pile. */
static void canonical_deck(fc_state *s)
{
    for (int i = 1; i < s->cdeck_n; i++)
        for (int j = i; j > 0; j--) {
            int a = s->cdeck[j - 1], b = s->cdeck[j];
            if (fc_cards[a].open > fc_cards[b].open ||
                (fc_cards[a].open == fc_cards[b].open && a > b))
                break;
            s->cdeck[j - 1] = (uint8_t)b;
            s->cdeck[j] = (uint8_t)a;
        }
}

void fc_view(const void *state, int viewer, void *out)
{
    fc_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    for (int q = 0; q < v->players; q++)
        if (q != viewer) memset(v->hand[q], 0, sizeof v->hand[q]);
    /* the draw pile: the cards the viewer cannot place, in kind order (a stand-in, so a view
     * can be played on; its contents follow from public cards and the viewer's own hand) */
    memset(v->mdeck, 0, sizeof v->mdeck);
    int i = 0;
    for (int k = 0; k < FC_KINDS && i < v->mdeck_n; k++) {
        int left = fc_kinds[k].count - v->mdisc[k] - (viewer >= 0 ? v->hand[viewer][k] : 0);
        for (int c = 0; c < left && i < v->mdeck_n; c++) v->mdeck[i++] = (uint8_t)k;
    }
    canonical_deck(v);
}

void fc_determinize(void *view_state, int viewer, rng_state *rng)
{
    fc_state *s = view_state;
    rng_seed(&s->rng, rng_next(rng) | (uint64_t)rng_next(rng) << 32);
    /* the CITY deck: each pile shuffled again */
    for (int i = 0; i < s->cdeck_n;) {
        int j = i;
        while (j < s->cdeck_n && fc_cards[s->cdeck[j]].open == fc_cards[s->cdeck[i]].open) j++;
        rng_shuffle(rng, s->cdeck + i, j - i, 1);
        i = j;
    }
    /* the MAD cards nobody shows: the box less the discard pile and the viewer's hand */
    uint8_t pool[FC_MAD];
    int n = 0;
    for (int k = 0; k < FC_KINDS; k++) {
        int left = fc_kinds[k].count - s->mdisc[k] - (viewer >= 0 ? s->hand[viewer][k] : 0);
        for (int c = 0; c < left; c++) pool[n++] = (uint8_t)k;
    }
    rng_shuffle(rng, pool, n, 1);
    int u = 0;
    for (int q = 0; q < s->players; q++) {
        if (q == viewer) continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int c = 0; c < s->hand_n[q] && u < n; c++) s->hand[q][pool[u++]]++;
    }
    for (int i = 0; i < s->mdeck_n && u < n; i++) s->mdeck[i] = pool[u++];
}

/* ---- position files ------------------------------------------------------------------------ */

static bool get_card(const cJSON *it, int *c, char *why, size_t n)
{
    if (!game_json_whole(it, 1, FC_CITY, c))
        return game_refuse(why, n, "%s", _("CITY cards are numbers from 1 to 40."));
    *c -= 1;
    return true;
}

/* Puts every card of the array arr at where; a card already placed is refused. */
static bool put_cards(fc_state *s, const cJSON *arr, int where, bool *seen, char *why, size_t n)
{
    if (!arr) return true;
    if (!cJSON_IsArray(arr))
        return game_refuse(why, n, "%s", _("A list of CITY cards is expected."));
    const cJSON *it;
    cJSON_ArrayForEach(it, arr)
    {
        int c = 0;
        if (!get_card(it, &c, why, n)) return false;
        if (seen[c]) return game_refuse(why, n, _("CITY card %d is listed twice."), c + 1);
        seen[c] = true;
        s->cwhere[c] = (uint8_t)where;
    }
    return true;
}

static bool get_node(const cJSON *it, int p, int *node, char *why, size_t n)
{
    if (cJSON_IsNumber(it)) {
        if (!game_json_whole(it, 0, FC_NODES - 1, node))
            return game_refuse(why, n, _("The pawn of player %d is off the map (%g)."), p + 1,
                               it->valuedouble);
        return true;
    }
    if (!cJSON_IsString(it)) return game_refuse(why, n, _("Player %d has no pawn."), p + 1);
    *node = fc_node_find(it->valuestring);
    if (*node < 0)
        return game_refuse(why, n, _("The pawn of player %d is on an unknown place \"%s\"."), p + 1,
                           it->valuestring);
    return true;
}

static bool load_hands(fc_state *s, const cJSON *hands, char *why, size_t n)
{
    if (!hands) return true;
    if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != s->players)
        return game_refuse(why, n, "%s", _("\"hands\" lists one hand of MAD cards per player."));
    int used[FC_KINDS] = {0};
    for (int q = 0; q < s->players; q++) {
        const cJSON *h = cJSON_GetArrayItem(hands, q), *it;
        if (!cJSON_IsArray(h)) return game_refuse(why, n, _("Hand of player %d: a list."), q + 1);
        if (cJSON_GetArraySize(h) > FC_HAND)
            return game_refuse(why, n, _("Player %d holds %d MAD cards; a hand has at most %d."),
                               q + 1, cJSON_GetArraySize(h), FC_HAND);
        cJSON_ArrayForEach(it, h)
        {
            int k = cJSON_IsString(it) ? fc_kind_find(it->valuestring) : -1;
            if (k < 0) return game_refuse(why, n, _("Hand of player %d: unknown MAD card."), q + 1);
            if (++used[k] > fc_kinds[k].count)
                return game_refuse(why, n, _("More %s cards than the box's %d."), fc_kinds[k].key,
                                   fc_kinds[k].count);
            s->hand[q][k]++;
            s->hand_n[q]++;
        }
    }
    return true;
}

static bool load_rest(fc_state *s, const cJSON *j, char *why, size_t n)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(j, "time");
    s->time = 0;
    if (it) {
        int t = cJSON_IsString(it) ? fc_parse_hhmm(it->valuestring) : -1;
        if (t < 0)
            return game_refuse(why, n, "%s",
                               _("Impossible time: the clock shows 9:00 to 17:00 (5:00), on the "
                                 "ten minutes, as \"10:20\"."));
        s->time = (uint8_t)t;
    }
    const cJSON *pawns = cJSON_GetObjectItemCaseSensitive(j, "pawns");
    if (pawns && (!cJSON_IsArray(pawns) || cJSON_GetArraySize(pawns) != s->players))
        return game_refuse(why, n, "%s", _("\"pawns\" lists one pawn per player."));
    for (int q = 0; q < s->players; q++) {
        int node = FC_STREETS + FC_HOTEL;
        if (pawns && !get_node(cJSON_GetArrayItem(pawns, q), q, &node, why, n)) return false;
        s->pawn[q] = (uint8_t)node;
        s->arrived[q] = (uint16_t)q; /* the order of the list is the order of arrival */
    }
    s->stamp = (uint16_t)s->players;
    bool seen[FC_CITY] = {false};
    if (!put_cards(s, cJSON_GetObjectItemCaseSensitive(j, "board"), FC_C_BOARD, seen, why, n) ||
        !put_cards(s, cJSON_GetObjectItemCaseSensitive(j, "closed"), FC_C_CLOSED, seen, why, n))
        return false;
    const cJSON *taken = cJSON_GetObjectItemCaseSensitive(j, "taken");
    if (taken && (!cJSON_IsArray(taken) || cJSON_GetArraySize(taken) != s->players))
        return game_refuse(why, n, "%s", _("\"taken\" lists the CITY cards of each player."));
    for (int q = 0; taken && q < s->players; q++)
        if (!put_cards(s, cJSON_GetArrayItem(taken, q), FC_C_OWNER + q, seen, why, n)) return false;
    int on = 0, left = 0;
    for (int c = 0; c < FC_CITY; c++) {
        left += s->cwhere[c] == FC_C_DECK;
        if (s->cwhere[c] != FC_C_BOARD) continue;
        on++;
        if (fc_cards[c].close < s->time) {
            char cl[8];
            fc_hhmm(fc_cards[c].close, cl, sizeof cl);
            return game_refuse(why, n, _("CITY card %d closed at %s but is on the board."), c + 1,
                               cl);
        }
    }
    if (on > FC_ON_BOARD || (on < FC_ON_BOARD && left))
        return game_refuse(why, n,
                           _("%d CITY cards on the board: there are always 4 while the "
                             "deck lasts."),
                           on);
    if (!load_hands(s, cJSON_GetObjectItemCaseSensitive(j, "hands"), why, n)) return false;
    const cJSON *uh = cJSON_GetObjectItemCaseSensitive(j, "uhoh");
    for (int q = 0; cJSON_IsArray(uh) && q < s->players && q < cJSON_GetArraySize(uh); q++) {
        const cJSON *u = cJSON_GetArrayItem(uh, q);
        if (cJSON_IsNull(u)) continue;
        int p = cJSON_IsString(u) ? fc_place_find(u->valuestring) : -1;
        if (p < 0) return game_refuse(why, n, _("UH-OH of player %d: unknown place."), q + 1);
        s->uhoh[q] = (uint8_t)(p + 1);
    }
    const cJSON *sl = cJSON_GetObjectItemCaseSensitive(j, "slog");
    if (sl) {
        static const char *const where[] = {"market", "street-to-library", "library",
                                            "street-to-market"};
        int k = -1;
        for (int i = 0; i < 4 && cJSON_IsString(sl); i++)
            if (!strcmp(sl->valuestring, where[i])) k = i;
        if (k < 0)
            return game_refuse(why, n, "%s",
                               _("\"slog\" is market, library, street-to-library or "
                                 "street-to-market."));
        s->slog = (uint8_t)k;
    }
    return true;
}

bool fc_load_position(void *state, const cJSON *j, char *why, size_t n)
{
    fc_state *s = state, tmp;
    memset(&tmp, 0, sizeof tmp);
    if (!cJSON_IsObject(j)) return game_refuse(why, n, "%s", _("A position is a JSON object."));
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(j, "players");
    int players = 0, seed_v = 1, turn_v = 1;
    if (!game_json_whole(pl, 2, 4, &players))
        return game_refuse(why, n, "%s", _("\"players\": Fun City is for 2 to 4 players."));
    tmp.players = (uint8_t)players;
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    if (seed && !game_json_whole(seed, 0, INT_MAX, &seed_v))
        return game_refuse(why, n, "%s",
                           _("\"seed\" must be a whole number from 0 to 2147483647."));
    rng_seed(&tmp.rng, (uint64_t)seed_v);
    game_params prm;
    game_params_default(&funcity_game, &prm, players);
    if (!game_params_from_json(&funcity_game, &prm, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n))
        return false;
    tmp.slog_rules = (uint8_t)prm.opt[FC_OPT_SLOG];
    tmp.slog_helper = FC_NONE;
    if (!load_rest(&tmp, j, why, n)) return false;
    const cJSON *turn = cJSON_GetObjectItemCaseSensitive(j, "turn");
    if (turn && !game_json_whole(turn, 1, tmp.players, &turn_v))
        return game_refuse(why, n, "%s", _("\"turn\" is the number of the player to move."));
    tmp.first = tmp.cur = (uint8_t)(turn_v - 1);
    /* the MAD cards not in a hand make the draw pile */
    for (int k = 0; k < FC_KINDS; k++) {
        int left = fc_kinds[k].count;
        for (int q = 0; q < tmp.players; q++) left -= tmp.hand[q][k];
        for (int c = 0; c < left; c++) tmp.mdeck[tmp.mdeck_n++] = (uint8_t)k;
    }
    rng_shuffle(&tmp.rng, tmp.mdeck, tmp.mdeck_n, 1);
    fc_deal_city(&tmp);
    if (tmp.time >= FC_END) tmp.last_turn = 1;
    tmp.step = FC_ST_START;
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "over"))) {
        tmp.over = 1;
        tmp.step = FC_ST_OVER;
    }
    memcpy(s, &tmp, sizeof tmp);
    return true;
}
