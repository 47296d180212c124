/* infinitecity_text.c: the text form of actions ("play bank", "place 1,-2", "bank 2,0 p2"), the
 * step prompts and the move log's phrases. Position files: infinitecity_position.c. */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const verbs[INFINITECITY_NOPS] = {
    [INFINITECITY_OP_PLAY] = "play",         [INFINITECITY_OP_HOTEL] = "hotel",
    [INFINITECITY_OP_PLACE] = "place",       [INFINITECITY_OP_TOKEN] = "token",
    [INFINITECITY_OP_RETRIEVE] = "retrieve", [INFINITECITY_OP_BANK] = "bank",
    [INFINITECITY_OP_BURY] = "bury",         [INFINITECITY_OP_TAKE] = "take",
    [INFINITECITY_OP_CLEAR] = "clear",       [INFINITECITY_OP_MOVE] = "move",
    [INFINITECITY_OP_TRANSIT] = "transit",   [INFINITECITY_OP_PULL] = "pull",
    [INFINITECITY_OP_SEAT] = "seat",         [INFINITECITY_OP_DONE] = "done",
};

int infinitecity_action_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state;
    int op = INFINITECITY_A_OP(a), arg = INFINITECITY_A_ARG(a), x = INFINITECITY_A_X(a),
        y = INFINITECITY_A_Y(a);
    if (op <= 0 || op >= INFINITECITY_NOPS) return snprintf(buf, n, "?");
    switch (op) {
    case INFINITECITY_OP_PLAY:
        return snprintf(buf, n, "play %s",
                        arg < INFINITECITY_KINDS ? infinitecity_kinds[arg].key : "?");
    case INFINITECITY_OP_SEAT: return snprintf(buf, n, "seat p%d", arg + 1);
    case INFINITECITY_OP_DONE: return snprintf(buf, n, "done");
    case INFINITECITY_OP_BANK:
    case INFINITECITY_OP_PULL: return snprintf(buf, n, "%s %d,%d p%d", verbs[op], x, y, arg + 1);
    default: return snprintf(buf, n, "%s %d,%d", verbs[op], x, y);
    }
}

bool infinitecity_action_parse(const void *state, const char *text, game_action *out, char *why,
                               size_t n)
{
    (void)state;
    char verb[16], word[32];
    int used = 0, x, y, p;
    if (sscanf(text, " %15s%n", verb, &used) == 1) {
        const char *rest = text + used;
        int op = 0;
        for (int i = 1; i < INFINITECITY_NOPS; i++)
            if (strcmp(verb, verbs[i]) == 0) op = i;
        int u2 = 0;
        if (op == INFINITECITY_OP_DONE && sscanf(rest, " %n", &u2) >= 0 && rest[u2] == 0)
            return *out = infinitecity_act(op, 0, 0, 0), true;
        if (op == INFINITECITY_OP_PLAY && sscanf(rest, " %31s %n", word, &u2) == 1 &&
            rest[u2] == 0) {
            int k = infinitecity_kind_find(word);
            char q[200];
            if (k < 0)
                return game_refuse(why, n, _("\"%s\" is not a kind of tile."),
                                   infinitecity_quote(word, q, sizeof q));
            return *out = infinitecity_act(op, k, 0, 0), true;
        }
        if (op == INFINITECITY_OP_SEAT && sscanf(rest, " p%d %n", &p, &u2) == 1 && rest[u2] == 0 &&
            p >= 1 && p <= GAME_MAX_PLAYERS)
            return *out = infinitecity_act(op, p - 1, 0, 0), true;
        bool two = op == INFINITECITY_OP_BANK || op == INFINITECITY_OP_PULL;
        if (op && two && sscanf(rest, " %d,%d p%d %n", &x, &y, &p, &u2) == 3 && rest[u2] == 0 &&
            p >= 1 && p <= GAME_MAX_PLAYERS && x >= -30000 && x <= 30000 && y >= -30000 &&
            y <= 30000)
            return *out = infinitecity_act(op, p - 1, x, y), true;
        if (op && !two && op != INFINITECITY_OP_PLAY && op != INFINITECITY_OP_SEAT &&
            op != INFINITECITY_OP_DONE && sscanf(rest, " %d,%d %n", &x, &y, &u2) == 2 &&
            rest[u2] == 0 && x >= -30000 && x <= 30000 && y >= -30000 && y <= 30000)
            return *out = infinitecity_act(op, 0, x, y), true;
    }
    char q[200];
    return game_refuse(why, n,
                       _("\"%s\" is not a move: write \"play bank\", \"place 1,-2\", "
                         "\"token 0,1\", \"bank 2,0 p2\", \"seat p3\" or \"done\"."),
                       infinitecity_quote(text, q, sizeof q));
}

const char *infinitecity_step_prompt(const infinitecity_state *s)
{
    switch (s->step) {
    case INFINITECITY_ST_TURN: return _("Play a tile from your hand, or put a token on a Hotel.");
    case INFINITECITY_ST_PLACE: return _("Choose a spot next to the city for the tile.");
    case INFINITECITY_ST_ARBORETUM: return _("Arboretum: take back one of your tokens, or stop.");
    case INFINITECITY_ST_BANK:
        return _("Bank: choose a token on a tile you do not control to swap.");
    case INFINITECITY_ST_CAPITOL: return _("Capitol: choose an adjacent tile for your token.");
    case INFINITECITY_ST_CONSTRUCTION:
        return _("Construction Site: play another tile from your hand.");
    case INFINITECITY_ST_DISASTER: return _("Disaster Site: choose a tile to put under the deck.");
    case INFINITECITY_ST_EMBASSY: return _("Embassy: choose an adjacent tile for your token.");
    case INFINITECITY_ST_HOUSING: return _("Housing: choose an empty tile for your token.");
    case INFINITECITY_ST_LIBRARY: return _("Library: play one of the tiles you look at.");
    case INFINITECITY_ST_MAUSOLEUM:
        return _("Mausoleum: choose an adjacent tile to take into your hand.");
    case INFINITECITY_ST_PORT: return _("Port: choose a spot for the deck's top tile, face down.");
    case INFINITECITY_ST_POST_FROM: return _("Post Office: choose a tile to move.");
    case INFINITECITY_ST_POST_TO: return _("Post Office: choose the tile's new place.");
    case INFINITECITY_ST_SECURITY:
        return _("Security Guardpost: choose a tile to clear of tokens.");
    case INFINITECITY_ST_SHOPPING:
        return _("Shopping Complex: choose a player to swap hands with.");
    case INFINITECITY_ST_STADIUM: return _("Stadium: pull a token from an adjacent tile, or stop.");
    case INFINITECITY_ST_TEMPLE_SEAT: return _("Temple: choose a player whose hand you look at.");
    case INFINITECITY_ST_TEMPLE_TAKE: return _("Temple: play one of that player's tiles.");
    case INFINITECITY_ST_TRANSIT_A: return _("Transit Station: choose the first tile to swap.");
    case INFINITECITY_ST_TRANSIT_B: return _("Transit Station: choose the second tile to swap.");
    default: return _("Nothing to do now.");
    }
}

const char *infinitecity_kind_name(int k)
{
    return k >= 0 && k < INFINITECITY_KINDS ? _(infinitecity_kinds[k].name) : _("face-down tile");
}

/* The kind everyone sees at slot of s: its name face up, "face-down tile" otherwise. */
static int seen_kind(const infinitecity_state *s, int slot)
{
    return slot >= 0 && slot < INFINITECITY_TILES && s->kind[slot] < INFINITECITY_KINDS &&
                   s->up[slot]
               ? s->kind[slot]
               : INFINITECITY_HIDDEN;
}

const char *infinitecity_end_reason(const infinitecity_state *s, char *buf, size_t n)
{
    if (!s->over)
        snprintf(buf, n, "%s", "");
    else if (s->end_why == INFINITECITY_END_STATIONS)
        snprintf(buf, n, "%s", _("The game is over: all five Power Stations are in play."));
    else if (s->end_why == INFINITECITY_END_TOKENS && s->end_who < s->players)
        snprintf(buf, n,
                 _("The game is over: {%d} placed their last token, and everyone else played "
                   "once more."),
                 s->end_who);
    else
        snprintf(buf, n, "%s", _("The game is over: nobody could play any more."));
    return buf;
}

/* The phrase of a power's choice, the same in the move log and on a phone's button: b is the
 * state the choice is made on, at the name of what it sees at x,y. -1: not one of these. */
static int choice_phrase(const infinitecity_state *b, int op, int arg, int x, int y, const char *at,
                         char *buf, size_t n)
{
    switch (op) {
    case INFINITECITY_OP_HOTEL: return snprintf(buf, n, _("a token on the Hotel at %d,%d"), x, y);
    case INFINITECITY_OP_RETRIEVE:
        return snprintf(buf, n, _("Arboretum: a token back from %d,%d"), x, y);
    case INFINITECITY_OP_BANK:
        return snprintf(buf, n, _("Bank: swaps tokens with {%d} at %d,%d"), arg, x, y);
    case INFINITECITY_OP_BURY:
        return snprintf(buf, n, _("Disaster Site: %s at %d,%d under the deck"), at, x, y);
    case INFINITECITY_OP_TAKE:
        return snprintf(buf, n, _("Mausoleum: takes %s at %d,%d into the hand"), at, x, y);
    case INFINITECITY_OP_CLEAR:
        return snprintf(buf, n, _("Security Guardpost: clears %d,%d"), x, y);
    case INFINITECITY_OP_PULL:
        return snprintf(buf, n, _("Stadium: pulls a token of {%d} from %d,%d"), arg, x, y);
    case INFINITECITY_OP_SEAT:
        return b->step == INFINITECITY_ST_SHOPPING
                   ? snprintf(buf, n, _("Shopping Complex: swaps hands with {%d}"), arg)
                   : snprintf(buf, n, _("Temple: looks at the hand of {%d}"), arg);
    default: return -1;
    }
}

int infinitecity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                          size_t n)
{
    const infinitecity_state *b = before, *s = after;
    (void)seat;
    int op = INFINITECITY_A_OP(a), arg = INFINITECITY_A_ARG(a), x = INFINITECITY_A_X(a),
        y = INFINITECITY_A_Y(a);
    int at = infinitecity_at(s, x, y), was = infinitecity_at(b, x, y);
    int k = at >= 0 && s->up[at] ? s->kind[at] : INFINITECITY_HIDDEN;
    int kb = was >= 0 && b->up[was] ? b->kind[was] : INFINITECITY_HIDDEN;
    switch (op) {
    case INFINITECITY_OP_PLAY: return snprintf(buf, n, "%s", ""); /* the placement says it */
    case INFINITECITY_OP_PLACE:
        if (b->step == INFINITECITY_ST_PORT)
            return snprintf(buf, n, _("Port: a face-down tile at %d,%d"), x, y);
        if (b->step == INFINITECITY_ST_POST_TO && b->target < INFINITECITY_TILES)
            return snprintf(buf, n, _("Post Office: moves %s from %d,%d to %d,%d"),
                            infinitecity_kind_name(k), b->tx[b->target], b->ty[b->target], x, y);
        return snprintf(buf, n, _("%s at %d,%d"), infinitecity_kind_name(k), x, y);
    case INFINITECITY_OP_TOKEN:
        return snprintf(buf, n, _("a token on %s at %d,%d"), infinitecity_kind_name(k), x, y);
    case INFINITECITY_OP_MOVE: return snprintf(buf, n, "%s", "");
    case INFINITECITY_OP_TRANSIT:
        if (b->step == INFINITECITY_ST_TRANSIT_A || b->target >= INFINITECITY_TILES)
            return snprintf(buf, n, "%s", "");
        return snprintf(buf, n, _("Transit Station: swaps %s at %d,%d with %s at %d,%d"),
                        infinitecity_kind_name(seen_kind(b, b->target)), b->tx[b->target],
                        b->ty[b->target], infinitecity_kind_name(kb), x, y);
    case INFINITECITY_OP_DONE: return snprintf(buf, n, "%s", "");
    default: {
        int len = choice_phrase(b, op, arg, x, y, infinitecity_kind_name(kb), buf, n);
        return len >= 0 ? len : snprintf(buf, n, "%s", "");
    }
    }
}

/* A phone seat's buttons (game_def.action_label), in the move log's words. */
int infinitecity_action_label(const void *view, int seat, game_action a, char *buf, size_t n)
{
    const infinitecity_state *s = view;
    (void)seat;
    int op = INFINITECITY_A_OP(a), arg = INFINITECITY_A_ARG(a), x = INFINITECITY_A_X(a),
        y = INFINITECITY_A_Y(a);
    const char *at = infinitecity_kind_name(seen_kind(s, infinitecity_at(s, x, y)));
    int len = choice_phrase(s, op, arg, x, y, at, buf, n);
    if (len >= 0) return len;
    switch (op) {
    case INFINITECITY_OP_PLAY:
        return snprintf(buf, n, _("Play %s"),
                        infinitecity_kind_name(arg < INFINITECITY_KINDS ? arg : -1));
    case INFINITECITY_OP_PLACE:
        return snprintf(buf, n, _("Put %s at %d,%d"), infinitecity_kind_name(s->held), x, y);
    case INFINITECITY_OP_TOKEN: return snprintf(buf, n, _("a token on %s at %d,%d"), at, x, y);
    case INFINITECITY_OP_MOVE: return snprintf(buf, n, _("Post Office: %s at %d,%d"), at, x, y);
    case INFINITECITY_OP_TRANSIT:
        return snprintf(buf, n, _("Transit Station: %s at %d,%d"), at, x, y);
    case INFINITECITY_OP_DONE: return snprintf(buf, n, "%s", _("Done"));
    default: return infinitecity_action_text(view, a, buf, n);
    }
}
