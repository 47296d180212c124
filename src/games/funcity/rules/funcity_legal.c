/* funcity_legal.c: what Fun City allows now: every legal action of a seat (in the order the rules
 * list them), the same answer for one action without the list, and the most useful refusal reason
 * for an action that is not legal. */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"

int funcity_city_cards(const funcity_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) n += s->cwhere[c] == FUNCITY_C_OWNER + p;
    return n;
}

static bool is_against(int k)
{
    return k == FUNCITY_TRADE || funcity_kinds[k].place != FUNCITY_NONE || k == FUNCITY_PICKPOCKET;
}

/* Can p play kind k at the start of its turn, against target t (FUNCITY_NONE when none)? */
static bool can_play(const funcity_state *s, int k, int t)
{
    if (s->played >= FUNCITY_PLAYS || !s->hand[s->cur][k]) return false;
    if (!is_against(k)) {
        if (t != FUNCITY_NONE) return false;
        if (k == FUNCITY_DOUBLE) return !s->doubles;
        if (k == FUNCITY_TAXI) return !s->taxi;
        return k <= FUNCITY_ADD4;
    }
    if (t == FUNCITY_NONE || t >= s->players || t == s->cur) return false;
    if (funcity_kinds[k].place != FUNCITY_NONE) return !s->uhoh[t];
    if (k == FUNCITY_PICKPOCKET) return funcity_city_cards(s, t) > 0;
    return true;
}

static int reach_list(uint64_t m, game_action *out, int n, int cap)
{
    while (m && n < cap) {
        int b = __builtin_ctzll(m);
        m &= m - 1;
        out[n++] = FUNCITY_ACT(FUNCITY_A_GO, b, 0);
    }
    return n;
}

static uint64_t move_set(const funcity_state *s)
{
    if (s->anywhere) return (1ull << FUNCITY_NODES) - 1;
    return funcity_reach(s->pawn[s->cur], s->count);
}

/* Every legal action of player, in ascending order. */
int funcity_legal(const funcity_state *s, int player, game_action *out, int cap)
{
    game_turn t = funcity_turn(s);
    if (player < 0 || player >= s->players || !(t.mask >> player & 1)) return 0;
    int n = 0;
#define PUT(a)                                                                                     \
    do {                                                                                           \
        if (n < cap) out[n++] = (a);                                                               \
    } while (0)
    if (s->ch_on) {
        PUT(FUNCITY_ACT(FUNCITY_A_PASS, 0, 0));
        if (s->hand[player][FUNCITY_NEVER]) PUT(FUNCITY_ACT(FUNCITY_A_REACT, FUNCITY_NEVER, 0));
        return n;
    }
    switch (s->step) {
    case FUNCITY_ST_START:
        for (int k = 0; k < FUNCITY_KINDS; k++) {
            if (can_play(s, k, FUNCITY_NONE)) PUT(FUNCITY_ACT(FUNCITY_A_PLAY, k, FUNCITY_NONE));
            for (int q = 0; q < s->players; q++)
                if (can_play(s, k, q)) PUT(FUNCITY_ACT(FUNCITY_A_PLAY, k, q));
        }
        if (!s->played && !s->swapped && s->hand_n[player] == FUNCITY_HAND)
            PUT(FUNCITY_ACT(FUNCITY_A_SWAP, 0, 0));
        PUT(FUNCITY_ACT(s->uhoh[player] ? FUNCITY_A_OBEY : FUNCITY_A_ROLL, 0, 0));
        return n;
    case FUNCITY_ST_WIN_PRE:
    case FUNCITY_ST_WIN_BUS:
        PUT(FUNCITY_ACT(FUNCITY_A_PASS, 0, 0));
        if (s->step == FUNCITY_ST_WIN_BUS) {
            if (s->hand[player][FUNCITY_ZZZ]) PUT(FUNCITY_ACT(FUNCITY_A_REACT, FUNCITY_ZZZ, 0));
        } else {
            if (s->hand[player][FUNCITY_JAM]) PUT(FUNCITY_ACT(FUNCITY_A_REACT, FUNCITY_JAM, 0));
            if (s->hand[player][FUNCITY_MUGGED])
                PUT(FUNCITY_ACT(FUNCITY_A_REACT, FUNCITY_MUGGED, 0));
        }
        return n;
    case FUNCITY_ST_MOVE:
        n = reach_list(move_set(s), out, n, cap);
        if (!s->anywhere && !s->jams && funcity_bus_boardable(s->pawn[player], s->count))
            PUT(FUNCITY_ACT(FUNCITY_A_BUS, 0, 0));
        return n;
    case FUNCITY_ST_BOARD: {
        uint64_t m = funcity_bus_boardable(s->pawn[player], s->count);
        for (int i = 0; i < FUNCITY_STOPS; i++) {
            if (!(m >> i & 1)) continue;
            if (i > 0) PUT(FUNCITY_ACT(FUNCITY_A_BOARD, i, 0));
            if (i < FUNCITY_STOPS - 1) PUT(FUNCITY_ACT(FUNCITY_A_BOARD, i, 1));
        }
        return n;
    }
    case FUNCITY_ST_RIDE:
        return reach_list(funcity_ride_reach(s->bus_stop, s->bus_dir, s->count - s->walked), out, n,
                          cap);
    case FUNCITY_ST_PICK:
        for (int q = 0; q < s->players; q++)
            if (q != player && funcity_city_cards(s, q)) PUT(FUNCITY_ACT(FUNCITY_A_PICK, q, 0));
        PUT(FUNCITY_ACT(FUNCITY_A_STOP, 0, 0));
        return n;
    case FUNCITY_ST_SLOG:
        for (int c = 0; c < FUNCITY_CITY; c++)
            if (s->cwhere[c] == FUNCITY_C_BOARD) PUT(FUNCITY_ACT(FUNCITY_A_SLOG, c, 0));
        return n;
    default: return n;
    }
#undef PUT
}

/* Why a action is not legal now: the most useful of the rules' refusals. */
static bool refuse(const funcity_state *s, int player, game_action a, char *why, size_t n)
{
    game_turn t = funcity_turn(s);
    int type = FUNCITY_TYPE(a), x = FUNCITY_X(a);
    if (s->over) return game_refuse(why, n, "%s", _("The game is over."));
    if (player < 0 || player >= s->players || !(t.mask >> player & 1))
        return game_refuse(why, n, "%s", _("It is not your move."));
    if ((type == FUNCITY_A_PLAY || type == FUNCITY_A_REACT) && x < FUNCITY_KINDS &&
        !s->hand[player][x])
        return game_refuse(why, n, _("You have no %s card."), _(funcity_kinds[x].name));
    if (s->ch_on || s->step == FUNCITY_ST_WIN_PRE || s->step == FUNCITY_ST_WIN_BUS)
        return game_refuse(why, n, "%s",
                           _("A card was just played: answer with a card that fits, or pass."));
    switch (s->step) {
    case FUNCITY_ST_START:
        if (type == FUNCITY_A_PLAY && s->played >= FUNCITY_PLAYS)
            return game_refuse(why, n, "%s", _("You have already played 3 MAD cards this turn."));
        if (type == FUNCITY_A_PLAY && x < FUNCITY_KINDS &&
            (x == FUNCITY_ZZZ || x == FUNCITY_JAM || x == FUNCITY_MUGGED || x == FUNCITY_NEVER))
            return game_refuse(why, n, "%s", _("That card is played on another player's turn."));
        if (type == FUNCITY_A_PLAY && x == FUNCITY_PICKPOCKET)
            return game_refuse(why, n, "%s",
                               _("A PICKPOCKET needs an opponent who has CITY cards."));
        if (type == FUNCITY_A_PLAY && x < FUNCITY_KINDS && funcity_kinds[x].place != FUNCITY_NONE)
            return game_refuse(why, n, "%s",
                               _("An UH-OH! goes to an opponent who has no UH-OH! waiting."));
        if (type == FUNCITY_A_PLAY)
            return game_refuse(why, n, "%s",
                               _("That card cannot be played like that now (one DOUBLE and one "
                                 "TAXI a turn; cards against someone name an opponent)."));
        if (type == FUNCITY_A_SWAP)
            return game_refuse(why, n, "%s",
                               _("You may swap your three MAD cards only before playing any."));
        if (type == FUNCITY_A_ROLL && s->uhoh[player])
            return game_refuse(why, n, "%s",
                               _("An UH-OH! sends you to its place this turn: you do not roll."));
        return game_refuse(why, n, "%s", _("First play your MAD cards if you wish, then roll."));
    case FUNCITY_ST_MOVE:
    case FUNCITY_ST_RIDE:
        if (type == FUNCITY_A_GO && x < FUNCITY_NODES) {
            int d = funcity_dist(s->pawn[player], x);
            return game_refuse(why, n, _("That is %d spaces away; you may move %d."), d,
                               s->count - s->walked);
        }
        if (type == FUNCITY_A_BUS)
            return game_refuse(why, n, "%s",
                               _("No bus this turn: a stop must be in reach with a space to "
                                 "spare, and a TRAFFIC JAM or a TAXI ride forbids it."));
        return game_refuse(why, n, "%s", _("Choose where to go."));
    case FUNCITY_ST_BOARD:
        return game_refuse(why, n, "%s",
                           _("Board at a stop within your count, towards a next stop."));
    case FUNCITY_ST_PICK:
        return game_refuse(why, n, "%s",
                           _("Name an opponent who has CITY cards to pick again, or stop."));
    case FUNCITY_ST_SLOG:
        return game_refuse(why, n, "%s", _("Choose one of the CITY cards on the board."));
    default: return game_refuse(why, n, "%s", _("That is not a move of this game."));
    }
}

/* Is a legal for player? The same answers as funcity_legal, without building the list. */
static bool is_legal(const funcity_state *s, int player, game_action a)
{
    int type = FUNCITY_TYPE(a), x = FUNCITY_X(a), y = FUNCITY_Y(a);
    if (a >> 24) return false;
    game_turn t = funcity_turn(s);
    if (player < 0 || player >= s->players || !(t.mask >> player & 1)) return false;
    if (s->ch_on)
        return a == FUNCITY_ACT(FUNCITY_A_PASS, 0, 0) ||
               (a == FUNCITY_ACT(FUNCITY_A_REACT, FUNCITY_NEVER, 0) &&
                s->hand[player][FUNCITY_NEVER]);
    switch (s->step) {
    case FUNCITY_ST_START:
        if (type == FUNCITY_A_PLAY) return x < FUNCITY_KINDS && can_play(s, x, y);
        if (type == FUNCITY_A_SWAP)
            return !x && !y && !s->played && !s->swapped && s->hand_n[player] == FUNCITY_HAND;
        return a == FUNCITY_ACT(s->uhoh[player] ? FUNCITY_A_OBEY : FUNCITY_A_ROLL, 0, 0);
    case FUNCITY_ST_WIN_PRE:
    case FUNCITY_ST_WIN_BUS:
        if (a == FUNCITY_ACT(FUNCITY_A_PASS, 0, 0)) return true;
        if (type != FUNCITY_A_REACT || y || x >= FUNCITY_KINDS || !s->hand[player][x]) return false;
        return s->step == FUNCITY_ST_WIN_BUS ? x == FUNCITY_ZZZ
                                             : x == FUNCITY_JAM || x == FUNCITY_MUGGED;
    case FUNCITY_ST_MOVE:
        if (type == FUNCITY_A_GO) return !y && x < FUNCITY_NODES && (move_set(s) >> x & 1);
        return a == FUNCITY_ACT(FUNCITY_A_BUS, 0, 0) && !s->anywhere && !s->jams &&
               funcity_bus_boardable(s->pawn[player], s->count);
    case FUNCITY_ST_BOARD:
        return type == FUNCITY_A_BOARD && x < FUNCITY_STOPS && y <= 1 &&
               (y ? x < FUNCITY_STOPS - 1 : x > 0) &&
               (funcity_bus_boardable(s->pawn[player], s->count) >> x & 1);
    case FUNCITY_ST_RIDE:
        return type == FUNCITY_A_GO && !y && x < FUNCITY_NODES &&
               (funcity_ride_reach(s->bus_stop, s->bus_dir, s->count - s->walked) >> x & 1);
    case FUNCITY_ST_PICK:
        if (type == FUNCITY_A_PICK)
            return !y && x < s->players && x != player && funcity_city_cards(s, x);
        return a == FUNCITY_ACT(FUNCITY_A_STOP, 0, 0);
    case FUNCITY_ST_SLOG:
        return type == FUNCITY_A_SLOG && !y && x < FUNCITY_CITY && s->cwhere[x] == FUNCITY_C_BOARD;
    default: return false;
    }
}

bool funcity_check(const funcity_state *s, int player, game_action a, char *why, size_t n)
{
    return is_legal(s, player, a) || refuse(s, player, a, why, n);
}
