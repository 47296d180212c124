/* mycity_score.c: My City scoring (landmarks, parks, landmark types, zone lines), the ranks (and
 * the optional tie-break), and the bots' one-ply evaluation. */
#include "games/mycity/rules/mycity.h"
#include "core/i18n.h"
#include <stdio.h>
#include <string.h>

enum {
    G_LANDMARKS = MYCITY_G_LANDMARKS,
    G_PARKS = MYCITY_G_PARKS,
    G_TYPES = MYCITY_G_TYPES,
    G_LINES = MYCITY_G_LINES
};

/* A zone's access: its value, -1 for a slum; each adjacent slum takes 1 off, with no floor (the
 * rulebook: zones next to a slum "are worth -1 access points"; a 1 next to two slums is -1). */
int mycity_zone_value(const mycity_state *s, int sq)
{
    int k = s->sq_kind[sq];
    if (k >= MYCITY_KINDS) return 0;
    if (k == MYCITY_SLUM) return -1;
    int v = s->sq_item[sq];
    if (s->opt[MYCITY_OPT_SLUMS] && mycity_any(&s->kind_occ[MYCITY_SLUM])) {
        mycity_bits nb;
        mycity_neighbours(s, sq, &nb);
        for (int i = 0; i < MYCITY_WORDS; i++) nb.w[i] &= s->kind_occ[MYCITY_SLUM].w[i];
        v -= mycity_count(&nb);
    }
    return v;
}

/* Access totals around a square; returns the controllers (highest positive total). */
uint32_t mycity_control(const mycity_state *s, int sq, int acc[GAME_MAX_PLAYERS])
{
    mycity_bits nb;
    mycity_neighbours(s, sq, &nb);
    memset(acc, 0, sizeof(int) * GAME_MAX_PLAYERS);
    for (int i = 0; i < MYCITY_WORDS; i++)
        for (uint64_t m = nb.w[i] & ~s->empty.w[i] & ~s->lm.w[i]; m; m &= m - 1) {
            int z = i * 64 + __builtin_ctzll(m);
            acc[s->sq_owner[z]] += mycity_zone_value(s, z);
        }
    int best = 0;
    for (int p = 0; p < s->players; p++)
        if (acc[p] > best) best = acc[p];
    uint32_t who = 0;
    for (int p = 0; p < s->players && best > 0; p++)
        if (acc[p] == best) who |= 1u << p;
    return who;
}

static void add_line(game_score *o, int player, int points, int ref, int group, const char *text)
{
    if (game_score_add(o, player, points, ref, group, text) && player >= 0)
        o->total[player] += points;
}

/* "{0}: 7, {2}: 5" (players with adjacent zones, best first: a name, then its access, with a colon
 * between them so "Robot 2: 11" never reads as "Robot 211"), or "" when no zone touches it. */
static void access_list(const mycity_state *s, const int acc[], bool any[], char *buf, size_t n)
{
    buf[0] = 0;
    bool used[GAME_MAX_PLAYERS] = {false};
    for (;;) {
        int b = -1;
        for (int p = 0; p < s->players; p++)
            if (any[p] && !used[p] && (b < 0 || acc[p] > acc[b])) b = p;
        if (b < 0) break;
        used[b] = true;
        size_t len = strlen(buf);
        char item[48];
        snprintf(item, sizeof item, _("{%d}: %d"), b, acc[b]); /* {b}: the seat's name */
        snprintf(buf + len, n - len, "%s%s", len ? ", " : "", item);
    }
}

static void players_near(const mycity_state *s, int sq, bool any[])
{
    mycity_bits nb;
    mycity_neighbours(s, sq, &nb);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        any[p] = false;
        if (p >= s->players) continue;
        for (int i = 0; i < MYCITY_WORDS; i++)
            if (nb.w[i] & s->player_occ[p].w[i]) any[p] = true;
    }
}

int mycity_line_step(const mycity_state *s, int sq, int dir, int sign)
{
    int r = sq / s->side, c = sq % s->side, dr, dc;
    if (dir == 0) {
        dr = 0;
        dc = sign;
    } else if (!s->opt[MYCITY_OPT_HEX]) {
        dr = sign;
        dc = 0;
    } else {
        /* odd-r hex axes: dir 1 down-right / up-left, dir 2 down-left / up-right */
        dr = sign;
        bool odd = r & 1;
        if (dir == 1)
            dc = sign > 0 ? (odd ? 1 : 0) : (odd ? 0 : -1);
        else
            dc = sign > 0 ? (odd ? 0 : -1) : (odd ? 1 : 0);
    }
    r += dr;
    c += dc;
    if (r < 0 || c < 0 || r >= s->side || c >= s->side) return -1;
    return r * s->side + c;
}

/* The zone line of p that starts at sq in direction d (sq is p's and the square before it is
 * not): its length (0 if sq starts none) and its last square in *end. */
static int line_from(const mycity_state *s, int p, int sq, int d, int *end)
{
    int prev = mycity_line_step(s, sq, d, -1);
    if (s->sq_owner[sq] != p || (prev >= 0 && s->sq_owner[prev] == p)) return 0;
    int len = 1;
    *end = sq;
    for (int q = mycity_line_step(s, sq, d, 1); q >= 0 && s->sq_owner[q] == p;
         q = mycity_line_step(s, q, d, 1))
        len++, *end = q;
    return len;
}

static int line_dirs(const mycity_state *s)
{
    return s->opt[MYCITY_OPT_HEX] ? 3 : 2;
}

static void score_lines(const mycity_state *s, game_score *o)
{
    for (int p = 0; p < s->players; p++)
        for (int d = 0; d < line_dirs(s); d++)
            for (int sq = 0; sq < s->nsq; sq++) {
                int end = sq, len = line_from(s, p, sq, d, &end);
                if (len < MYCITY_LINE) continue;
                char a[8], b[8], text[GAME_REASON_LEN];
                mycity_square_name(s, sq, a, sizeof a);
                mycity_square_name(s, end, b, sizeof b);
                snprintf(text, sizeof text, _("Line of %d zones from %s to %s"), len, a, b);
                add_line(o, p, 1, sq, G_LINES, text);
            }
}

typedef struct tiebreak {
    int landmarks, access;
} tiebreak;

void mycity_score(const void *state, game_score *o)
{
    const mycity_state *s = state;
    const mycity_counter_set *set = mycity_set_of(s);
    memset(o, 0, sizeof *o);
    o->players = s->players;
    tiebreak tb[GAME_MAX_PLAYERS] = {{0, 0}};
    int types[GAME_MAX_PLAYERS][MYCITY_NLTYPES] = {{0}};
    char list[GAME_REASON_LEN], sqn[8], text[GAME_REASON_LEN];
    int acc[GAME_MAX_PLAYERS];
    bool any[GAME_MAX_PLAYERS];
    for (int sq = 0; sq < s->nsq; sq++) {
        if (s->sq_kind[sq] != MYCITY_SQ_LANDMARK) continue;
        const mycity_landmark_def *L = &set->landmark[s->sq_item[sq]];
        uint32_t who = mycity_control(s, sq, acc);
        players_near(s, sq, any);
        access_list(s, acc, any, list, sizeof list);
        mycity_square_name(s, sq, sqn, sizeof sqn);
        if (list[0])
            snprintf(text, sizeof text, _("%s (%d) at %s — access %s"), _(L->name), L->value, sqn,
                     list);
        else
            snprintf(text, sizeof text, _("%s (%d) at %s — no adjacent zones"), _(L->name),
                     L->value, sqn);
        if (!who) add_line(o, -1, 0, sq, G_LANDMARKS, text);
        for (int p = 0; p < s->players; p++) {
            if (!(who & (1u << p))) continue;
            add_line(o, p, L->value, sq, G_LANDMARKS, text);
            if (L->value > 0) tb[p].landmarks++;
            if (L->type < MYCITY_NLTYPES) types[p][L->type]++;
        }
    }
    if (s->opt[MYCITY_OPT_PARKS] && s->over)
        for (int sq = 0; sq < s->nsq; sq++) {
            if (!mycity_test(&s->empty, sq)) continue;
            uint32_t who = mycity_control(s, sq, acc);
            if (!who) continue;
            players_near(s, sq, any);
            access_list(s, acc, any, list, sizeof list);
            mycity_square_name(s, sq, sqn, sizeof sqn);
            snprintf(text, sizeof text, _("Park at %s (1) — access %s"), sqn, list);
            for (int p = 0; p < s->players; p++)
                if (who & (1u << p)) add_line(o, p, 1, sq, G_PARKS, text);
        }
    if (s->opt[MYCITY_OPT_TYPES])
        for (int t = 0; t < MYCITY_NLTYPES; t++) {
            int best = 0;
            for (int p = 0; p < s->players; p++)
                if (types[p][t] > best) best = types[p][t];
            if (!best) continue;
            snprintf(text, sizeof text, _("Most %s landmarks (%d)"), _(mycity_ltype_names[t]),
                     best);
            for (int p = 0; p < s->players; p++)
                if (types[p][t] == best) add_line(o, p, 1, t, G_TYPES, text);
        }
    if (s->opt[MYCITY_OPT_LINES]) score_lines(s, o);
    for (int sq = 0; sq < s->nsq; sq++)
        if (s->sq_kind[sq] < MYCITY_KINDS) tb[s->sq_owner[sq]].access += mycity_zone_value(s, sq);
    /* Rank: prestige; equal prestige shares the rank and the win (the rulebook: "the highest
     * score wins"). The tie-break option goes on to landmarks controlled, then access points
     * on the board. */
    const bool tiebreak = s->opt[MYCITY_OPT_TIEBREAK] != 0;
    for (int p = 0; p < s->players; p++) {
        int better = 0;
        for (int q = 0; q < s->players; q++) {
            if (o->total[q] != o->total[p]) {
                better += o->total[q] > o->total[p];
            } else if (!tiebreak) {
                continue;
            } else if (tb[q].landmarks != tb[p].landmarks) {
                better += tb[q].landmarks > tb[p].landmarks;
            } else {
                better += tb[q].access > tb[p].access;
            }
        }
        o->rank[p] = 1 + better;
        if (o->rank[p] == 1) o->winners |= 1u << p;
    }
}

/* One-ply evaluation: projected landmark prestige (a shared lead counts half) plus a small
 * reward for each access point of margin, own minus the best opponent. */
double mycity_heuristic(const void *state, int player)
{
    const mycity_state *s = state;
    if (player < 0 || player >= s->players) return 0;
    double proj[GAME_MAX_PLAYERS] = {0};
    int acc[GAME_MAX_PLAYERS];
    const mycity_counter_set *set = mycity_set_of(s);
    for (int i = 0; i < MYCITY_WORDS; i++)
        for (uint64_t m = s->lm.w[i]; m; m &= m - 1) {
            int sq = i * 64 + __builtin_ctzll(m);
            int v = set->landmark[s->sq_item[sq]].value;
            uint32_t who = mycity_control(s, sq, acc);
            int n = __builtin_popcount(who);
            for (int p = 0; p < s->players; p++) {
                if (who & (1u << p)) proj[p] += n == 1 ? v : (double)v / n;
                int margin = 0;
                for (int q = 0; q < s->players; q++)
                    if (q != p && acc[p] - acc[q] < margin) margin = acc[p] - acc[q];
                if (who & (1u << p)) {
                    int second = 0;
                    for (int q = 0; q < s->players; q++)
                        if (q != p && acc[q] > second) second = acc[q];
                    margin = acc[p] - second;
                }
                proj[p] += 0.05 * v * (margin > 4 ? 4 : margin < -4 ? -4 : margin);
            }
        }
    if (s->over) {
        game_score sc;
        mycity_score(s, &sc);
        for (int p = 0; p < s->players; p++) proj[p] = sc.total[p];
    }
    double best = -1e9;
    for (int q = 0; q < s->players; q++)
        if (q != player && proj[q] > best) best = proj[q];
    return proj[player] - best;
}

void mycity_line_squares(const mycity_state *s, const game_score_line *l, mycity_bits *hl,
                         mycity_bits *key)
{
    memset(hl, 0, sizeof *hl);
    memset(key, 0, sizeof *key);
    if (l->group == G_LANDMARKS || l->group == G_PARKS) {
        if (l->ref < 0 || l->ref >= s->nsq) return;
        mycity_set(key, l->ref); /* the square, and the zones around it whose access counted */
        mycity_neighbours(s, l->ref, hl);
        for (int z = 0; z < s->nsq; z++)
            if (mycity_test(hl, z) && s->sq_kind[z] >= MYCITY_KINDS) mycity_clear(hl, z);
        mycity_set(hl, l->ref);
    } else if (l->group == G_TYPES) { /* the landmarks of the type the player controls */
        for (int sq = 0; sq < s->nsq; sq++) {
            int acc[GAME_MAX_PLAYERS];
            if (s->sq_kind[sq] != MYCITY_SQ_LANDMARK ||
                mycity_set_of(s)->landmark[s->sq_item[sq]].type != l->ref || l->player < 0 ||
                !(mycity_control(s, sq, acc) & (1u << l->player)))
                continue;
            mycity_set(key, sq);
            mycity_set(hl, sq);
        }
    } else if (l->group == G_LINES && l->ref >= 0 && l->ref < s->nsq && l->player >= 0) {
        for (int d = 0; d < line_dirs(s); d++) { /* the line(s) scored from that square */
            int end = l->ref;
            if (line_from(s, l->player, l->ref, d, &end) < MYCITY_LINE) continue;
            for (int q = l->ref; q >= 0; q = q == end ? -1 : mycity_line_step(s, q, d, 1))
                mycity_set(key, q), mycity_set(hl, q);
        }
    }
}
