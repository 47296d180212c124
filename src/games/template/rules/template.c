/* template.c: "Stone pile", the smallest complete game, and the file a new game starts from.
 *
 * Rules (two players). A pile of stones lies on the table (21 by default). Each player holds two
 * cards, hidden from the other, drawn from a shuffled deck of 18 cards valued 1, 2 or 3 (six of
 * each). On your turn, either
 *   - "take 1" or "take 2": take that many stones from the pile (open, nothing random), or
 *   - "play V": play a card of value V from your hand to take V + 1 stones, then draw a new card
 *     (if the deck is not empty). The card you draw is a secret only you learn.
 * You may never take more stones than the pile holds. When the pile is empty the game ends: one
 * point per stone taken, plus 3 for taking the last stone (option "bonus"). Higher total wins; an
 * equal total is a shared win.
 *
 * Why this game: it touches every part of the rules API with little code. It has options
 * (validate), a seeded random element (the shuffle, done once at setup so undo cannot re-roll
 * it), hidden information (the hands and the deck order: view and determinize), barriers (a draw
 * reveals a card: apply returns GAME_OK_BARRIER, undo stops there), a text form for actions, a
 * score breakdown and a readable position format (load_position).
 *
 * To start a new game: copy this folder, rename the `template_` prefix and `template_game`, add the
 * id to citybox_games() in CMakeLists.txt, and replace the rules piece by piece. The generic tests
 * (tests/unit/test_generic.c) run over every registered game and tell you what is still wrong. */
#include "games/template/rules/template.h"
#include "core/i18n.h"
#include "core/rng.h"
#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Option indices, in the order of the options table below. */
enum { OPT_STONES, OPT_BONUS, N_OPTS };

static const game_option_def template_options[N_OPTS] = {
    [OPT_STONES] = {"stones", N_("Stones"), N_("How many stones the pile starts with."),
                    GAME_OPT_INT, 10, 40, 21, NULL, NULL},
    [OPT_BONUS] = {"bonus", N_("Last stone bonus"), N_("Taking the last stone scores 3 more."),
                   GAME_OPT_BOOL, 0, 1, 1, NULL, NULL},
};

/* Ranges and the player count are checked by game_validate from the tables; validate is for
 * rules between options. (An example: a short pile is only worth playing for the bonus.) */
static bool template_validate(const game_params *p, char *why, size_t n)
{
    if (!p->opt[OPT_BONUS] && p->opt[OPT_STONES] < 12) {
        snprintf(why, n, "%s", _("Without the last stone bonus, start with 12 stones or more."));
        return false;
    }
    return true;
}

/* Keeps a hand sorted so equal hands are equal bytes (the hash must not see card order). */
static void sort_hand(int8_t *h, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
            int8_t t = h[j];
            h[j] = h[j - 1];
            h[j - 1] = t;
        }
}

static void template_setup(void *state, const game_params *p, uint64_t seed)
{
    template_state *s = state;
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->pile = p->opt[OPT_STONES];
    s->bonus = p->opt[OPT_BONUS] ? TEMPLATE_LAST_BONUS : 0;
    s->last_taker = -1;
    for (int i = 0; i < TEMPLATE_DECK; i++) s->deck[i] = (int8_t)(1 + i / TEMPLATE_PER_VALUE);
    rng_shuffle(&s->rng, s->deck, TEMPLATE_DECK, 1);
    s->deck_n = TEMPLATE_DECK;
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        for (int k = 0; k < TEMPLATE_HAND; k++) s->hand[pl][k] = s->deck[--s->deck_n];
        s->hand_n[pl] = TEMPLATE_HAND;
        sort_hand(s->hand[pl], TEMPLATE_HAND);
    }
    for (int i = s->deck_n; i < TEMPLATE_DECK; i++) s->deck[i] = 0; /* dealt cards leave the deck */
}

static game_turn template_turn(const void *state)
{
    const template_state *s = state;
    if (s->pile <= 0) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, s->to_move, 1u << s->to_move};
}

static int template_legal_actions(const void *state, int player, game_action *out, int cap)
{
    const template_state *s = state;
    int n = 0;
    if (s->pile <= 0 || player != s->to_move) return 0;
    for (int k = 1; k <= 2 && n < cap; k++)
        if (k <= s->pile) out[n++] = template_act(TEMPLATE_ACT_TAKE, k);
    /* A hand is sorted, so values come out ascending; skip duplicates to keep the list unique. */
    int prev = 0;
    for (int i = 0; i < s->hand_n[player] && n < cap; i++) {
        int v = s->hand[player][i];
        if (v != prev && v > 0 && v + 1 <= s->pile) out[n++] = template_act(TEMPLATE_ACT_PLAY, v);
        prev = v;
    }
    return n;
}

/* Checks a without changing anything: the reason is written for the player who tried it. */
static bool check(const template_state *s, int player, game_action a, char *why, size_t n)
{
    if (s->pile <= 0) return snprintf(why, n, "%s", _("The game is over.")), false;
    if (player != s->to_move) return snprintf(why, n, "%s", _("It is not your turn.")), false;
    int kind = template_act_kind(a), v = template_act_value(a);
    if (a > 0xffff || (kind != TEMPLATE_ACT_TAKE && kind != TEMPLATE_ACT_PLAY))
        return snprintf(why, n, "%s", _("That is not a move of this game.")), false;
    if (kind == TEMPLATE_ACT_TAKE && (v < 1 || v > 2))
        return snprintf(why, n, "%s", _("You may take 1 or 2 stones.")), false;
    if (kind == TEMPLATE_ACT_PLAY) {
        bool held = false;
        for (int i = 0; i < s->hand_n[player]; i++) held |= s->hand[player][i] == v;
        if (v < 1 || v > TEMPLATE_VALUES || !held)
            return snprintf(why, n, "%s", _("You do not hold that card.")), false;
    }
    int stones = kind == TEMPLATE_ACT_TAKE ? v : v + 1;
    if (stones > s->pile) {
        snprintf(why, n, _("Only %d stones are left."), (int)s->pile);
        return false;
    }
    return true;
}

static game_apply_result template_apply(void *state, int player, game_action a, char *why, size_t n)
{
    template_state *s = state;
    if (!check(s, player, a, why, n)) return GAME_REFUSED;
    game_apply_result res = GAME_OK;
    int v = template_act_value(a), stones = v;
    if (template_act_kind(a) == TEMPLATE_ACT_PLAY) {
        int8_t *h = s->hand[player];
        int i = 0;
        while (h[i] != v) i++;
        h[i] = h[--s->hand_n[player]]; /* remove the card ... */
        h[s->hand_n[player]] = 0;
        s->played[v]++;
        stones = v + 1;
        if (s->deck_n > 0) { /* ... and draw: a secret becomes known to the player: a barrier */
            h[s->hand_n[player]++] = s->deck[--s->deck_n];
            s->deck[s->deck_n] = 0;
            res = GAME_OK_BARRIER;
        }
        sort_hand(h, s->hand_n[player]);
    }
    s->pile -= stones;
    s->taken[player] += stones;
    s->moves++;
    if (s->pile == 0) s->last_taker = player;
    s->to_move = 1 - s->to_move;
    return res;
}

/* What viewer may see: its own hand; of the other hand and the deck only the counts. The RNG
 * is zeroed (a bot must not read the future out of it). */
static void template_view(const void *state, int viewer, void *out)
{
    template_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    memset(v->deck, 0, sizeof v->deck);
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++)
        if (pl != viewer) memset(v->hand[pl], 0, sizeof v->hand[pl]);
}

/* Fills what viewer cannot see with one guess consistent with what it can: the cards not in its
 * hand and not played, shuffled into the other hands and the deck. */
static void template_determinize(void *view_state, int viewer, rng_state *rng)
{
    template_state *s = view_state;
    int8_t pool[TEMPLATE_DECK];
    int n = 0;
    for (int v = 1; v <= TEMPLATE_VALUES; v++) {
        int left = TEMPLATE_PER_VALUE - s->played[v];
        if (viewer >= 0 && viewer < TEMPLATE_PLAYERS)
            for (int i = 0; i < s->hand_n[viewer]; i++) left -= s->hand[viewer][i] == v;
        for (int k = 0; k < left && n < TEMPLATE_DECK; k++) pool[n++] = (int8_t)v;
    }
    rng_shuffle(rng, pool, n, 1);
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        if (pl == viewer) continue;
        for (int i = 0; i < s->hand_n[pl]; i++) s->hand[pl][i] = n > 0 ? pool[--n] : 1;
        sort_hand(s->hand[pl], s->hand_n[pl]);
    }
    for (int i = 0; i < s->deck_n; i++) s->deck[i] = n > 0 ? pool[--n] : 1;
}

static int template_action_to_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state; /* a richer game may name things from the state ("place Park C4") */
    const char *verb = template_act_kind(a) == TEMPLATE_ACT_TAKE ? "take" : "play";
    return snprintf(buf, n, "%s %d", verb, template_act_value(a));
}

static bool template_action_from_text(const void *state, const char *text, game_action *out,
                                      char *why, size_t n)
{
    (void)state;
    char verb[8];
    int v, used = 0;
    /* Text forms are never translated: they are what saves and scripts hold. */
    if (sscanf(text, " %7s %d %n", verb, &v, &used) == 2 && text[used] == 0 && v >= 1 && v <= 9) {
        if (strcmp(verb, "take") == 0) return *out = template_act(TEMPLATE_ACT_TAKE, v), true;
        if (strcmp(verb, "play") == 0) return *out = template_act(TEMPLATE_ACT_PLAY, v), true;
    }
    snprintf(why, n, _("\"%s\" is not a move: write \"take 1\", \"take 2\" or \"play 3\"."), text);
    return false;
}

static void add_line(game_score *o, int player, int points, int group, const char *reason)
{
    if (o->nlines >= GAME_MAX_SCORE_LINES) return;
    game_score_line *l = &o->line[o->nlines++];
    l->player = (int8_t)player;
    l->points = (int16_t)points;
    l->ref = -1;
    l->group = (int16_t)group;
    snprintf(l->reason, sizeof l->reason, "%s", reason);
    o->total[player] += points;
}

static void template_score(const void *state, game_score *out)
{
    const template_state *s = state;
    memset(out, 0, sizeof *out);
    out->players = TEMPLATE_PLAYERS;
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        char reason[GAME_REASON_LEN];
        snprintf(reason, sizeof reason, _("%d stones taken"), (int)s->taken[pl]);
        add_line(out, pl, s->taken[pl], TEMPLATE_GROUP_STONES, reason);
        if (s->last_taker == pl && s->bonus)
            add_line(out, pl, s->bonus, TEMPLATE_GROUP_BONUS, _("Took the last stone"));
    }
    /* Rank 1 + the number of players strictly ahead: equal totals share a rank. */
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        out->rank[pl] = 1;
        for (int o = 0; o < TEMPLATE_PLAYERS; o++) out->rank[pl] += out->total[o] > out->total[pl];
        if (out->rank[pl] == 1) out->winners |= 1u << pl;
    }
}

static double template_heuristic(const void *state, int player)
{
    const template_state *s = state;
    return s->taken[player] - s->taken[1 - player];
}

/* Position format (for "citybox score" and tests):
 * {"game":"template","pile":5,"to_move":0,"taken":[8,6],"hands":[[1,3],[2]],"deck":[1,2],
 *  "bonus":true,"last":null}. "deck" lists the cards bottom to top; "bonus" defaults to true;
 *  "last" is who took the last stone (null or -1: nobody yet; absent: worked out). Numbers are
 *  whole (5.5 stones is refused). template_save_position writes this format. */
static bool int_array(const cJSON *a, int8_t *out, int cap, int lo, int hi, int *count)
{
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) > cap) return false;
    int n = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        int v = 0;
        if (!game_json_whole(it, lo, hi, &v)) return false;
        out[n++] = (int8_t)v;
    }
    *count = n;
    return true;
}

static bool template_load_position(void *state, const cJSON *json, char *why, size_t n)
{
    template_state s;
    memset(&s, 0, sizeof s);
    s.last_taker = -1;
    const cJSON *pile = cJSON_GetObjectItemCaseSensitive(json, "pile");
    const cJSON *to_move = cJSON_GetObjectItemCaseSensitive(json, "to_move");
    const cJSON *taken = cJSON_GetObjectItemCaseSensitive(json, "taken");
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(json, "hands");
    const cJSON *deck = cJSON_GetObjectItemCaseSensitive(json, "deck");
    const cJSON *bonus = cJSON_GetObjectItemCaseSensitive(json, "bonus");
    const cJSON *last = cJSON_GetObjectItemCaseSensitive(json, "last");
    int tm = 0;
    if (!game_json_whole(pile, 0, 1000, &s.pile)) {
        snprintf(why, n, "%s", _("The position needs \"pile\": the stones left."));
        return false;
    }
    if (to_move && !game_json_whole(to_move, 0, TEMPLATE_PLAYERS - 1, &tm)) goto bad;
    s.to_move = tm;
    s.bonus = cJSON_IsFalse(bonus) ? 0 : TEMPLATE_LAST_BONUS;
    if (cJSON_IsArray(taken)) {
        if (cJSON_GetArraySize(taken) != TEMPLATE_PLAYERS) goto bad;
        for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
            const cJSON *t = cJSON_GetArrayItem(taken, pl);
            if (!game_json_whole(t, 0, 1000, &s.taken[pl])) goto bad;
        }
    }
    if (cJSON_IsArray(hands)) {
        if (cJSON_GetArraySize(hands) != TEMPLATE_PLAYERS) goto bad;
        for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
            int c = 0;
            if (!int_array(cJSON_GetArrayItem(hands, pl), s.hand[pl], TEMPLATE_HAND, 1,
                           TEMPLATE_VALUES, &c))
                goto bad;
            s.hand_n[pl] = c;
            sort_hand(s.hand[pl], c);
        }
    }
    if (deck) {
        int c = 0;
        if (!int_array(deck, s.deck, TEMPLATE_DECK, 1, TEMPLATE_VALUES, &c)) goto bad;
        s.deck_n = c;
    }
    /* Played cards are whatever of the 18 is not in a hand or the deck. */
    for (int v = 1; v <= TEMPLATE_VALUES; v++) {
        int seen = 0;
        for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++)
            for (int i = 0; i < s.hand_n[pl]; i++) seen += s.hand[pl][i] == v;
        for (int i = 0; i < s.deck_n; i++) seen += s.deck[i] == v;
        if (seen > TEMPLATE_PER_VALUE) goto bad;
        s.played[v] = (int8_t)(TEMPLATE_PER_VALUE - seen);
    }
    int last_v = -1; /* null or -1: nobody yet */
    if (last && !cJSON_IsNull(last) && !game_json_whole(last, -1, TEMPLATE_PLAYERS - 1, &last_v))
        goto bad;
    if (last_v >= 0)
        s.last_taker = last_v;
    else if (s.pile == 0 && (s.taken[0] || s.taken[1]))
        s.last_taker = 1 - s.to_move; /* whoever moved last */
    memcpy(state, &s, sizeof s);
    return true;
bad:
    snprintf(why, n, "%s",
             _("The position's \"taken\", \"hands\" or \"deck\" do not fit this game."));
    return false;
}

static cJSON *int_list(const int8_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; a && i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

/* The position file of a state: what template_load_position reads back to the same game. */
static cJSON *template_save_position(const void *state)
{
    const template_state *s = state;
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddStringToObject(o, "game", "template");
    cJSON_AddNumberToObject(o, "pile", s->pile);
    cJSON_AddNumberToObject(o, "to_move", s->to_move);
    cJSON *taken = cJSON_AddArrayToObject(o, "taken"), *hands = cJSON_AddArrayToObject(o, "hands");
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        cJSON_AddItemToArray(taken, cJSON_CreateNumber(s->taken[pl]));
        cJSON_AddItemToArray(hands, int_list(s->hand[pl], s->hand_n[pl]));
    }
    cJSON_AddItemToObject(o, "deck", int_list(s->deck, s->deck_n)); /* bottom to top */
    cJSON_AddBoolToObject(o, "bonus", s->bonus != 0);
    if (s->last_taker >= 0)
        cJSON_AddNumberToObject(o, "last", s->last_taker);
    else
        cJSON_AddNullToObject(o, "last");
    return o;
}

const game_def template_game = {
    .id = "template",
    .name = N_("Stone pile"),
    .tagline = N_("The template game: take stones, play secret cards."),
    .min_players = TEMPLATE_PLAYERS,
    .max_players = TEMPLATE_PLAYERS,
    .typical_minutes = 10,
    .state_size = sizeof(template_state),
    .tick_hz = 0,
    .hidden_info = true,
    .playable = true,
    .options = template_options,
    .n_options = N_OPTS,
    .validate = template_validate,
    .setup = template_setup,
    .turn = template_turn,
    .legal_actions = template_legal_actions,
    .apply = template_apply,
    .tick = NULL,
    .view = template_view,
    .determinize = template_determinize,
    .action_to_text = template_action_to_text,
    .action_from_text = template_action_from_text,
    .score = template_score,
    .heuristic = template_heuristic,
    .load_position = template_load_position,
    .save_position = template_save_position,
    .hash = NULL, /* FNV-1a over the bytes: fine for a flat state without padding */
};
