/* fc_legal.c: what Fun City allows now: every legal action of a seat (in the order the rules
 * list them), the same answer for one action without the list, and the most useful refusal reason
 * for an action that is not legal. */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"

int fc_city_cards(const fc_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < FC_CITY; c++) n += s->cwhere[c] == FC_C_OWNER + p;
    return n;
}

static bool is_against(int k)
{
    return k == FC_TRADE || fc_kinds[k].place != FC_NONE || k == FC_PICKPOCKET;
}

/* Can p play kind k at the start of its turn, against target t (FC_NONE when none)? */
static bool can_play(const fc_state *s, int k, int t)
{
    if (s->played >= FC_PLAYS || !s->hand[s->cur][k]) return false;
    if (!is_against(k)) {
        if (t != FC_NONE) return false;
        if (k == FC_DOUBLE) return !s->doubles;
        if (k == FC_TAXI) return !s->taxi;
        return k <= FC_ADD4;
    }
    if (t == FC_NONE || t >= s->players || t == s->cur) return false;
    if (fc_kinds[k].place != FC_NONE) return !s->uhoh[t];
    if (k == FC_PICKPOCKET) return fc_city_cards(s, t) > 0;
    return true;
}

static int reach_list(uint64_t m, game_action *out, int n, int cap)
{
    while (m && n < cap) {
        int b = __builtin_ctzll(m);
        m &= m - 1;
        out[n++] = FC_ACT(FC_A_GO, b, 0);
    }
    return n;
}

static uint64_t move_set(const fc_state *s)
{
    if (s->anywhere) return (1ull << FC_NODES) - 1;
    return fc_reach(s->pawn[s->cur], s->count);
}

/* Every legal action of player, in ascending order. */
int fc_legal(const fc_state *s, int player, game_action *out, int cap)
{
    game_turn t = fc_turn(s);
    if (player < 0 || player >= s->players || !(t.mask >> player & 1)) return 0;
    int n = 0;
#define PUT(a)                                                                                     \
    do {                                                                                           \
        if (n < cap) out[n++] = (a);                                                               \
    } while (0)
    if (s->ch_on) {
        PUT(FC_ACT(FC_A_PASS, 0, 0));
        if (s->hand[player][FC_NEVER]) PUT(FC_ACT(FC_A_REACT, FC_NEVER, 0));
        return n;
    }
    switch (s->step) {
    case FC_ST_START:
        for (int k = 0; k < FC_KINDS; k++) {
            if (can_play(s, k, FC_NONE)) PUT(FC_ACT(FC_A_PLAY, k, FC_NONE));
            for (int q = 0; q < s->players; q++)
                if (can_play(s, k, q)) PUT(FC_ACT(FC_A_PLAY, k, q));
        }
        if (!s->played && !s->swapped && s->hand_n[player] == FC_HAND) PUT(FC_ACT(FC_A_SWAP, 0, 0));
        PUT(FC_ACT(s->uhoh[player] ? FC_A_OBEY : FC_A_ROLL, 0, 0));
        return n;
    case FC_ST_WIN_PRE:
    case FC_ST_WIN_BUS:
        PUT(FC_ACT(FC_A_PASS, 0, 0));
        if (s->step == FC_ST_WIN_BUS) {
            if (s->hand[player][FC_ZZZ]) PUT(FC_ACT(FC_A_REACT, FC_ZZZ, 0));
        } else {
            if (s->hand[player][FC_JAM]) PUT(FC_ACT(FC_A_REACT, FC_JAM, 0));
            if (s->hand[player][FC_MUGGED]) PUT(FC_ACT(FC_A_REACT, FC_MUGGED, 0));
        }
        return n;
    case FC_ST_MOVE:
        n = reach_list(move_set(s), out, n, cap);
        if (!s->anywhere && !s->jams && fc_bus_boardable(s->pawn[player], s->count))
            PUT(FC_ACT(FC_A_BUS, 0, 0));
        return n;
    case FC_ST_BOARD: {
        uint64_t m = fc_bus_boardable(s->pawn[player], s->count);
        for (int i = 0; i < FC_STOPS; i++) {
            if (!(m >> i & 1)) continue;
            if (i > 0) PUT(FC_ACT(FC_A_BOARD, i, 0));
            if (i < FC_STOPS - 1) PUT(FC_ACT(FC_A_BOARD, i, 1));
        }
        return n;
    }
    case FC_ST_RIDE:
        return reach_list(fc_ride_reach(s->bus_stop, s->bus_dir, s->count - s->walked), out, n,
                          cap);
    case FC_ST_PICK:
        for (int q = 0; q < s->players; q++)
            if (q != player && fc_city_cards(s, q)) PUT(FC_ACT(FC_A_PICK, q, 0));
        PUT(FC_ACT(FC_A_STOP, 0, 0));
        return n;
    case FC_ST_SLOG:
        for (int c = 0; c < FC_CITY; c++)
            if (s->cwhere[c] == FC_C_BOARD) PUT(FC_ACT(FC_A_SLOG, c, 0));
        return n;
    default: return n;
    }
#undef PUT
}

/* Why a action is not legal now: the most useful of the rules' refusals. */
static bool refuse(const fc_state *s, int player, game_action a, char *why, size_t n)
{
    game_turn t = fc_turn(s);
    int type = FC_TYPE(a), x = FC_X(a);
    if (s->over) return game_refuse(why, n, "%s", _("The game is over."));
    if (player < 0 || player >= s->players || !(t.mask >> player & 1))
        return game_refuse(why, n, "%s", _("It is not your move."));
    if ((type == FC_A_PLAY || type == FC_A_REACT) && x < FC_KINDS && !s->hand[player][x])
        return game_refuse(why, n, _("You have no %s card."), _(fc_kinds[x].name));
    if (s->ch_on || s->step == FC_ST_WIN_PRE || s->step == FC_ST_WIN_BUS)
        return game_refuse(why, n, "%s",
                           _("A card was just played: answer with a card that fits, or pass."));
    switch (s->step) {
    case FC_ST_START:
        if (type == FC_A_PLAY && s->played >= FC_PLAYS)
            return game_refuse(why, n, "%s", _("You have already played 3 MAD cards this turn."));
        if (type == FC_A_PLAY && x < FC_KINDS &&
            (x == FC_ZZZ || x == FC_JAM || x == FC_MUGGED || x == FC_NEVER))
            return game_refuse(why, n, "%s", _("That card is played on another player's turn."));
        if (type == FC_A_PLAY && x == FC_PICKPOCKET)
            return game_refuse(why, n, "%s",
                               _("A PICKPOCKET needs an opponent who has CITY cards."));
        if (type == FC_A_PLAY && x < FC_KINDS && fc_kinds[x].place != FC_NONE)
            return game_refuse(why, n, "%s",
                               _("An UH-OH! goes to an opponent who has no UH-OH! waiting."));
        if (type == FC_A_PLAY)
            return game_refuse(why, n, "%s",
                               _("That card cannot be played like that now (one DOUBLE and one "
                                 "TAXI a turn; cards against someone name an opponent)."));
        if (type == FC_A_SWAP)
            return game_refuse(why, n, "%s",
                               _("You may swap your three MAD cards only before playing any."));
        if (type == FC_A_ROLL && s->uhoh[player])
            return game_refuse(why, n, "%s",
                               _("An UH-OH! sends you to its place this turn: you do not roll."));
        return game_refuse(why, n, "%s", _("First play your MAD cards if you wish, then roll."));
    case FC_ST_MOVE:
    case FC_ST_RIDE:
        if (type == FC_A_GO && x < FC_NODES) {
            int d = fc_dist(s->pawn[player], x);
            return game_refuse(why, n, _("That is %d spaces away; you may move %d."), d,
                               s->count - s->walked);
        }
        if (type == FC_A_BUS)
            return game_refuse(why, n, "%s",
                               _("No bus this turn: a stop must be in reach with a space to "
                                 "spare, and a TRAFFIC JAM or a TAXI ride forbids it."));
        return game_refuse(why, n, "%s", _("Choose where to go."));
    case FC_ST_BOARD:
        return game_refuse(why, n, "%s",
                           _("Board at a stop within your count, towards a next stop."));
    case FC_ST_PICK:
        return game_refuse(why, n, "%s",
                           _("Name an opponent who has CITY cards to pick again, or stop."));
    case FC_ST_SLOG:
        return game_refuse(why, n, "%s", _("Choose one of the CITY cards on the board."));
    default: return game_refuse(why, n, "%s", _("That is not a move of this game."));
    }
}

/* Is a legal for player? The same answers as fc_legal, without building the list. */
static bool is_legal(const fc_state *s, int player, game_action a)
{
    int type = FC_TYPE(a), x = FC_X(a), y = FC_Y(a);
    if (a >> 24) return false;
    game_turn t = fc_turn(s);
    if (player < 0 || player >= s->players || !(t.mask >> player & 1)) return false;
    if (s->ch_on)
        return a == FC_ACT(FC_A_PASS, 0, 0) ||
               (a == FC_ACT(FC_A_REACT, FC_NEVER, 0) && s->hand[player][FC_NEVER]);
    switch (s->step) {
    case FC_ST_START:
        if (type == FC_A_PLAY) return x < FC_KINDS && can_play(s, x, y);
        if (type == FC_A_SWAP)
            return !x && !y && !s->played && !s->swapped && s->hand_n[player] == FC_HAND;
        return a == FC_ACT(s->uhoh[player] ? FC_A_OBEY : FC_A_ROLL, 0, 0);
    case FC_ST_WIN_PRE:
    case FC_ST_WIN_BUS:
        if (a == FC_ACT(FC_A_PASS, 0, 0)) return true;
        if (type != FC_A_REACT || y || x >= FC_KINDS || !s->hand[player][x]) return false;
        return s->step == FC_ST_WIN_BUS ? x == FC_ZZZ : x == FC_JAM || x == FC_MUGGED;
    case FC_ST_MOVE:
        if (type == FC_A_GO) return !y && x < FC_NODES && (move_set(s) >> x & 1);
        return a == FC_ACT(FC_A_BUS, 0, 0) && !s->anywhere && !s->jams &&
               fc_bus_boardable(s->pawn[player], s->count);
    case FC_ST_BOARD:
        return type == FC_A_BOARD && x < FC_STOPS && y <= 1 && (y ? x < FC_STOPS - 1 : x > 0) &&
               (fc_bus_boardable(s->pawn[player], s->count) >> x & 1);
    case FC_ST_RIDE:
        return type == FC_A_GO && !y && x < FC_NODES &&
               (fc_ride_reach(s->bus_stop, s->bus_dir, s->count - s->walked) >> x & 1);
    case FC_ST_PICK:
        if (type == FC_A_PICK) return !y && x < s->players && x != player && fc_city_cards(s, x);
        return a == FC_ACT(FC_A_STOP, 0, 0);
    case FC_ST_SLOG: return type == FC_A_SLOG && !y && x < FC_CITY && s->cwhere[x] == FC_C_BOARD;
    default: return false;
    }
}

bool fc_check(const fc_state *s, int player, game_action a, char *why, size_t n)
{
    return is_legal(s, player, a) || refuse(s, player, a, why, n);
}
