/* funcity_text.c: Fun City's action texts ("play trade p2", "go theatre", "board s26 up"), the move
 * log's phrases and the score with its tie-break (more CITY cards). */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int funcity_action_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state;
    int x = FUNCITY_X(a), y = FUNCITY_Y(a);
    char node[16];
    switch (FUNCITY_TYPE(a)) {
    case FUNCITY_A_PLAY:
        if (x >= FUNCITY_KINDS) break;
        if (y == FUNCITY_NONE) return snprintf(buf, n, "play %s", funcity_kinds[x].key);
        return snprintf(buf, n, "play %s p%d", funcity_kinds[x].key, y + 1);
    case FUNCITY_A_SWAP: return snprintf(buf, n, "swap");
    case FUNCITY_A_ROLL: return snprintf(buf, n, "roll");
    case FUNCITY_A_OBEY: return snprintf(buf, n, "obey");
    case FUNCITY_A_GO:
        funcity_node_name(x, node, sizeof node);
        return snprintf(buf, n, "go %s", node);
    case FUNCITY_A_BUS: return snprintf(buf, n, "bus");
    case FUNCITY_A_BOARD:
        if (x >= FUNCITY_STOPS) break;
        return snprintf(buf, n, "board s%d %s", funcity_stops[x], y ? "up" : "down");
    case FUNCITY_A_PASS: return snprintf(buf, n, "pass");
    case FUNCITY_A_REACT:
        if (x >= FUNCITY_KINDS) break;
        return snprintf(buf, n, "react %s", funcity_kinds[x].key);
    case FUNCITY_A_PICK: return snprintf(buf, n, "pick p%d", x + 1);
    case FUNCITY_A_STOP: return snprintf(buf, n, "stop");
    case FUNCITY_A_SLOG: return snprintf(buf, n, "slog %d", x + 1);
    default: break;
    }
    return snprintf(buf, n, "?");
}

static int seat_arg(const char *w)
{
    char *end;
    if (!w || w[0] != 'p') return -1;
    long v = strtol(w + 1, &end, 10);
    return *end || v < 1 || v > GAME_MAX_PLAYERS ? -1 : (int)v - 1;
}

bool funcity_action_parse(const void *state, const char *text, game_action *out, char *why,
                          size_t n)
{
    (void)state;
    char buf[GAME_ACTION_TEXT], *w[4] = {0};
    snprintf(buf, sizeof buf, "%s", text);
    int nw = 0;
    for (char *tok = strtok(buf, " \t\r\n"); tok && nw < 4; tok = strtok(NULL, " \t\r\n"))
        w[nw++] = tok;
    if (!nw) return game_refuse(why, n, "%s", _("Empty action."));
    const char *v = w[0];
    if (nw == 1) {
        static const struct {
            const char *word;
            int type;
        } bare[] = {{"swap", FUNCITY_A_SWAP}, {"roll", FUNCITY_A_ROLL}, {"obey", FUNCITY_A_OBEY},
                    {"bus", FUNCITY_A_BUS},   {"pass", FUNCITY_A_PASS}, {"stop", FUNCITY_A_STOP}};
        for (size_t i = 0; i < sizeof bare / sizeof bare[0]; i++)
            if (!strcmp(v, bare[i].word)) return *out = FUNCITY_ACT(bare[i].type, 0, 0), true;
    }
    if ((!strcmp(v, "play") || !strcmp(v, "react")) && (nw == 2 || nw == 3)) {
        int k = funcity_kind_find(w[1]);
        if (k < 0) return game_refuse(why, n, _("Unknown MAD card \"%s\"."), w[1]);
        if (!strcmp(v, "react")) {
            if (nw != 2) return game_refuse(why, n, "%s", _("A reaction names no one."));
            return *out = FUNCITY_ACT(FUNCITY_A_REACT, k, 0), true;
        }
        int t = nw == 3 ? seat_arg(w[2]) : FUNCITY_NONE;
        if (t < 0) return game_refuse(why, n, _("Unknown player \"%s\" (p1 to p4)."), w[2]);
        return *out = FUNCITY_ACT(FUNCITY_A_PLAY, k, t), true;
    }
    if (!strcmp(v, "go") && nw == 2) {
        int node = funcity_node_find(w[1]);
        if (node < 0) return game_refuse(why, n, _("Unknown place or space \"%s\"."), w[1]);
        return *out = FUNCITY_ACT(FUNCITY_A_GO, node, 0), true;
    }
    if (!strcmp(v, "board") && nw == 3) {
        int node = funcity_node_find(w[1]), i = node < 0 ? -1 : funcity_stop_index(node);
        if (i < 0) return game_refuse(why, n, _("\"%s\" is not a bus stop."), w[1]);
        if (strcmp(w[2], "up") && strcmp(w[2], "down"))
            return game_refuse(why, n, "%s", _("A bus goes \"up\" or \"down\" the line."));
        return *out = FUNCITY_ACT(FUNCITY_A_BOARD, i, !strcmp(w[2], "up")), true;
    }
    if (!strcmp(v, "pick") && nw == 2) {
        int t = seat_arg(w[1]);
        if (t < 0) return game_refuse(why, n, _("Unknown player \"%s\" (p1 to p4)."), w[1]);
        return *out = FUNCITY_ACT(FUNCITY_A_PICK, t, 0), true;
    }
    if (!strcmp(v, "slog") && nw == 2) {
        char *end;
        long c = strtol(w[1], &end, 10);
        if (*end || c < 1 || c > FUNCITY_CITY)
            return game_refuse(why, n, _("Unknown CITY card \"%s\" (1 to 40)."), w[1]);
        return *out = FUNCITY_ACT(FUNCITY_A_SLOG, c - 1, 0), true;
    }
    return game_refuse(why, n, _("\"%s\" is not a Fun City action."), text);
}

/* One card for a text: "Theatre 10:00-11:00 (+3)". */
static int card_text(int c, char *buf, size_t n)
{
    char o[8], cl[8];
    funcity_hhmm(funcity_cards[c].open, o, sizeof o);
    funcity_hhmm(funcity_cards[c].close, cl, sizeof cl);
    return snprintf(buf, n, _("%s %s-%s (+%d)"), _(funcity_places[funcity_cards[c].place].name), o,
                    cl, funcity_cards[c].points);
}

/* Appends to buf (len used of n) what fmt says of each card seat gained between two states; fmt
 * takes the card's text, or (who) the seat as {N} and the card's text. */
static int gains(const funcity_state *b, const funcity_state *a, int seat, const char *fmt,
                 bool who, char *buf, size_t n, int len)
{
    char tag[16];
    snprintf(tag, sizeof tag, "{%d}", seat);
    for (int c = 0; c < FUNCITY_CITY && len < (int)n; c++) {
        if (a->cwhere[c] != FUNCITY_C_OWNER + seat || b->cwhere[c] == a->cwhere[c]) continue;
        char card[96];
        card_text(c, card, sizeof card);
        if (who)
            len += snprintf(buf + len, n - (size_t)len, fmt, tag, card);
        else
            len += snprintf(buf + len, n - (size_t)len, fmt, card);
    }
    return len < (int)n ? len : (int)n - 1;
}

/* What happened to the others in the same action, for the log every player reads: the cards they
 * got (a card drawn onto the place where they stand is theirs at once, off-turn; a pickpocket's
 * loot), and SLOG jumping out of the clock at the next turn's press. */
static int others(const funcity_state *b, const funcity_state *a, int seat, char *buf, size_t n,
                  int len)
{
    for (int q = 0; q < a->players; q++) {
        if (q == seat) continue;
        bool loot = false;
        for (int c = 0; c < FUNCITY_CITY; c++)
            loot |= a->cwhere[c] == FUNCITY_C_OWNER + q && b->cwhere[c] >= FUNCITY_C_OWNER &&
                    b->cwhere[c] != a->cwhere[c];
        len = gains(b, a, q, loot ? _("; %s takes %s") : _("; %s gets %s, drawn where they stand"),
                    true, buf, n, len);
    }
    if (a->time != b->time && a->slog_popped && len < (int)n)
        len += snprintf(buf + len, n - (size_t)len, "%s", _("; SLOG jumps out of the clock!"));
    return len < (int)n ? len : (int)n - 1;
}

int funcity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                     size_t n)
{
    const funcity_state *b = before, *s = after;
    int x = FUNCITY_X(a), y = FUNCITY_Y(a), len = 0;
    char more[GAME_REASON_LEN], to[96];
    more[0] = 0;
    gains(b, s, seat, _(", takes %s"), false, more, sizeof more, 0);
    switch (FUNCITY_TYPE(a)) {
    case FUNCITY_A_PLAY:
        if (y == FUNCITY_NONE)
            len = snprintf(buf, n, _("plays %s"), _(funcity_kinds[x].name));
        else
            len = snprintf(buf, n, _("plays %s against {%d}"), _(funcity_kinds[x].name), y);
        break;
    case FUNCITY_A_SWAP: len = snprintf(buf, n, "%s", _("swaps the three MAD cards")); break;
    case FUNCITY_A_ROLL:
        len = snprintf(buf, n, _("rolls %d and %d"), s->dice[0], s->dice[1]);
        break;
    case FUNCITY_A_OBEY:
        funcity_node_to(FUNCITY_STREETS + b->uhoh[seat] - 1, to, sizeof to);
        len = snprintf(buf, n, _("goes %s (UH-OH!)%s"), to, more);
        break;
    case FUNCITY_A_GO:
        funcity_node_to(x, to, sizeof to);
        if (x == b->pawn[seat])
            len = snprintf(buf, n, _("stays where they are%s"), more);
        else if (b->step == FUNCITY_ST_RIDE)
            len = snprintf(buf, n, _("rides the bus and goes %s%s"), to, more);
        else
            len = snprintf(buf, n, _("goes %s%s"), to, more);
        break;
    case FUNCITY_A_BUS: len = snprintf(buf, n, "%s", _("takes the bus")); break;
    case FUNCITY_A_BOARD:
        len = snprintf(buf, n, _("boards the bus at the stop %s"),
                       _(funcity_places[funcity_street_place(funcity_stops[x])].by));
        break;
    case FUNCITY_A_REACT: len = snprintf(buf, n, _("plays %s"), _(funcity_kinds[x].name)); break;
    case FUNCITY_A_PICK: len = snprintf(buf, n, _("tries to pick the pocket of {%d}"), x); break;
    case FUNCITY_A_STOP: len = snprintf(buf, n, "%s", _("stops picking pockets")); break;
    case FUNCITY_A_SLOG:
        funcity_node_to(FUNCITY_STREETS + funcity_cards[x].place, to, sizeof to);
        len = snprintf(buf, n, _("walks SLOG home, then goes %s%s"), to, more);
        break;
    case FUNCITY_A_PASS:
        if (b->ch_on && b->ch_kind == FUNCITY_PICKPOCKET && s->toss == 1 && !(b->ch_nevers % 2))
            len = snprintf(buf, n, "%s", _("the PICKPOCKET lands face up: a card is stolen"));
        else if (b->ch_on && b->ch_kind == FUNCITY_PICKPOCKET && s->toss == 2 &&
                 !(b->ch_nevers % 2))
            len = snprintf(buf, n, "%s", _("the PICKPOCKET lands face down: the loot goes back"));
        else
            buf[0] = 0;
        break;
    default: buf[0] = 0; break;
    }
    if (len < 0) len = 0;
    if (len >= (int)n) len = (int)n - 1;
    if (len > 0 || FUNCITY_TYPE(a) == FUNCITY_A_PASS) {
        int start = len;
        len = others(b, s, seat, buf, n, len);
        if (start == 0 && len > 2) { /* a pass said nothing itself: the news alone */
            memmove(buf, buf + 2, (size_t)(len - 1));
            len -= 2;
        }
    }
    return len;
}

void funcity_score(const void *state, game_score *out)
{
    const funcity_state *s = state;
    memset(out, 0, sizeof *out);
    out->players = s->players;
    int cards[GAME_MAX_PLAYERS] = {0};
    for (int c = 0; c < FUNCITY_CITY; c++) {
        if (s->cwhere[c] < FUNCITY_C_OWNER) continue;
        int p = s->cwhere[c] - FUNCITY_C_OWNER;
        char o[8], cl[8], reason[GAME_REASON_LEN];
        funcity_hhmm(funcity_cards[c].open, o, sizeof o);
        funcity_hhmm(funcity_cards[c].close, cl, sizeof cl);
        snprintf(reason, sizeof reason, _("%s, %s-%s"),
                 _(funcity_places[funcity_cards[c].place].name), o, cl);
        game_score_add(out, p, funcity_cards[c].points, c, 0, reason);
        out->total[p] += funcity_cards[c].points;
        cards[p]++;
    }
    /* ranks: points, then more CITY cards (more errands done); still equal: shared */
    for (int p = 0; p < s->players; p++) {
        out->rank[p] = 1;
        for (int q = 0; q < s->players; q++)
            if (out->total[q] > out->total[p] ||
                (out->total[q] == out->total[p] && cards[q] > cards[p]))
                out->rank[p]++;
        if (out->rank[p] == 1) out->winners |= 1u << p;
    }
}
