/* mycity.c: My City rules: options, setup, turn order, legal moves, apply, views. Scoring is in
 * mycity_score.c, text forms and position files in mycity_text.c, counter sets in
 * mycity_sets.c. Rulings are written down in docs/rules/mycity.md. */
#include "games/mycity/rules/mycity.h"
#include "games/mycity/rules/mycity_bytebits.h"
#include "core/hash.h"
#include "core/i18n.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Hot in playouts and bot rollouts, and full of popcounts: built twice, with and without the
 * POPCNT instruction, and the loader picks what the CPU has (same results either way). */
#if defined(__clang__) /* clang wants the clones on the first declaration (in mycity.h): one */
#define MYCITY_HOT
#else
#define MYCITY_HOT __attribute__((target_clones("popcnt", "default")))
#endif

/* ---- masks ------------------------------------------------------------------------------ */
/* Neighbourhoods are computed for a whole set of squares at once by shifts (king moves, rook
 * steps or odd-r hex steps), so "squares next to any Industrial" costs a dozen word operations.
 * An 8x8 board uses one 64-bit word and takes the single-word path. */

static inline void shl(const mycity_bits *a, int k, mycity_bits *o)
{
    o->w[2] = (a->w[2] << k) | (a->w[1] >> (64 - k));
    o->w[1] = (a->w[1] << k) | (a->w[0] >> (64 - k));
    o->w[0] = a->w[0] << k;
}

static inline void shr(const mycity_bits *a, int k, mycity_bits *o)
{
    o->w[0] = (a->w[0] >> k) | (a->w[1] << (64 - k));
    o->w[1] = (a->w[1] >> k) | (a->w[2] << (64 - k));
    o->w[2] = a->w[2] >> k;
}

static inline uint64_t dilate1(const mycity_state *s, uint64_t x)
{
    const int k = s->side;
    const uint64_t nf = s->not_first_col.w[0], nl = s->not_last_col.w[0];
    uint64_t h = x | ((x << 1) & nf) | ((x >> 1) & nl);
    if (s->opt[MYCITY_OPT_HEX]) {
        uint64_t ev = x & s->even_rows.w[0], od = x & ~s->even_rows.w[0];
        uint64_t v = ev | ((ev >> 1) & nl) | od | ((od << 1) & nf);
        return (h | (v << k) | (v >> k)) & s->full.w[0];
    }
    if (s->opt[MYCITY_OPT_REDUCED]) return (h | (x << k) | (x >> k)) & s->full.w[0];
    return (h | (h << k) | (h >> k)) & s->full.w[0];
}

void mycity_dilate(const mycity_state *s, const mycity_bits *in, mycity_bits *out)
{
    if (s->nsq <= 64) {
        out->w[0] = dilate1(s, in->w[0]);
        out->w[1] = out->w[2] = 0;
        return;
    }
    mycity_bits e, w, h, v, up, dn;
    shl(in, 1, &e);
    shr(in, 1, &w);
    for (int i = 0; i < MYCITY_WORDS; i++) {
        h.w[i] = in->w[i] | (e.w[i] & s->not_first_col.w[i]) | (w.w[i] & s->not_last_col.w[i]);
    }
    if (s->opt[MYCITY_OPT_HEX]) {
        mycity_bits ev, od, evw, ode;
        for (int i = 0; i < MYCITY_WORDS; i++) {
            ev.w[i] = in->w[i] & s->even_rows.w[i];
            od.w[i] = in->w[i] & ~s->even_rows.w[i];
        }
        shr(&ev, 1, &evw);
        shl(&od, 1, &ode);
        for (int i = 0; i < MYCITY_WORDS; i++)
            v.w[i] = ev.w[i] | (evw.w[i] & s->not_last_col.w[i]) | od.w[i] |
                     (ode.w[i] & s->not_first_col.w[i]);
    } else if (s->opt[MYCITY_OPT_REDUCED]) {
        v = *in;
    } else {
        v = h;
    }
    shl(&v, s->side, &dn);
    shr(&v, s->side, &up);
    for (int i = 0; i < MYCITY_WORDS; i++) out->w[i] = (h.w[i] | dn.w[i] | up.w[i]) & s->full.w[i];
}

void mycity_neighbours(const mycity_state *s, int sq, mycity_bits *out)
{
    mycity_bits one = {{0, 0, 0}};
    mycity_set(&one, sq);
    mycity_dilate(s, &one, out);
    mycity_clear(out, sq);
}

static inline int first_bit(const mycity_bits *b)
{
    for (int i = 0; i < MYCITY_WORDS; i++)
        if (b->w[i]) return i * 64 + __builtin_ctzll(b->w[i]);
    return -1;
}

/* ---- options ------------------------------------------------------------------------------ */
static const char *const set_keys[] = {"standard", "space", NULL};
static const char *const set_labels[] = {N_("Standard"), N_("Space colony"), NULL};
static const char *const map_keys[] = {"8x8", "10x10", "12x12", NULL};
static const char *const map_labels[] = {N_("8x8 (chessboard)"), N_("10x10"), N_("12x12"), NULL};

static const game_option_def options[MYCITY_NOPTS] = {
    {"set", N_("Counter set"), N_("Names and values of the landmarks and zones."), GAME_OPT_CHOICE,
     0, 1, 0, set_keys, set_labels},
    {"map", N_("Map size"), N_("Bigger maps use five counters per zone type and more landmarks."),
     GAME_OPT_CHOICE, 0, 2, 0, map_keys, map_labels},
    {"hex", N_("Hex map"), N_("Hexagonal squares: every square has six neighbours."), GAME_OPT_BOOL,
     0, 1, 0, NULL, NULL},
    {"reduced", N_("Reduced adjacency"),
     N_("Only squares that share a side are adjacent (not diagonals)."), GAME_OPT_BOOL, 0, 1, 0,
     NULL, NULL},
    {"random", N_("Random zone selection"),
     N_("Draw two random counters from your cup each turn, use one, return the other."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"rezoning", N_("Rezoning"),
     N_("Three times per game, as your move, replace one of your zones with one from your cup."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"dump", N_("City dump"),
     N_("A landmark worth -1 prestige point joins the cup: one landmark may stay out."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"slums", N_("Slums"),
     N_("Each player gets a Slum worth -1 access; zones next to it lose 1 access each."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"types", N_("Landmark type scoring"),
     N_("+1 prestige for controlling the most landmarks of a type."), GAME_OPT_BOOL, 0, 1, 0, NULL,
     NULL},
    {"lines", N_("Zone scoring"),
     N_("+1 prestige for each unbroken straight line of five or more of your zones."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"parks", N_("Parks rule"),
     N_("Empty squares at the end become parks worth 1 prestige point to their controller."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"tiebreak", N_("Tie-break"),
     N_("Equal prestige: most landmarks controlled, then most access wins (the rulebook shares "
        "the win)."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
};

bool mycity_validate(const game_params *p, char *why, size_t n)
{
    if (p->players < 2 || p->players > GAME_MAX_PLAYERS) {
        snprintf(why, n, _("My City is for 2 to 6 players, not %d."), p->players);
        return false;
    }
    if (p->opt[MYCITY_OPT_SET] < 0 || p->opt[MYCITY_OPT_SET] >= mycity_nsets ||
        p->opt[MYCITY_OPT_MAP] < 0 || p->opt[MYCITY_OPT_MAP] > 2) {
        snprintf(why, n, "%s", _("Unknown counter set or map size."));
        return false;
    }
    if (p->opt[MYCITY_OPT_HEX] && p->opt[MYCITY_OPT_REDUCED]) {
        snprintf(why, n, "%s",
                 _("Reduced adjacency has no effect on a hex map: choose one or the other."));
        return false;
    }
    return true;
}

/* ---- setup -------------------------------------------------------------------------------- */
const mycity_counter_set *mycity_set_of(const mycity_state *s)
{
    return &mycity_sets[s->opt[MYCITY_OPT_SET] < mycity_nsets ? s->opt[MYCITY_OPT_SET] : 0];
}

/* Board geometry, full cups and rezonings: everything but landmarks, rolls and turn order. */
void mycity_init_board(mycity_state *s, const game_params *p)
{
    memset(s, 0, sizeof *s);
    s->players = (uint8_t)(p->players < 2 ? 2 : p->players > 6 ? 6 : p->players);
    for (int i = 0; i < MYCITY_NOPTS; i++) s->opt[i] = (uint8_t)(p->opt[i] > 0 ? p->opt[i] : 0);
    if (s->opt[MYCITY_OPT_SET] >= mycity_nsets) s->opt[MYCITY_OPT_SET] = 0;
    if (s->opt[MYCITY_OPT_MAP] > 2) s->opt[MYCITY_OPT_MAP] = 0;
    if (s->opt[MYCITY_OPT_HEX]) s->opt[MYCITY_OPT_REDUCED] = 0;
    static const uint8_t sides[3] = {8, 10, 12}, counts[3] = {4, 5, 5};
    s->side = sides[s->opt[MYCITY_OPT_MAP]];
    s->ncount = counts[s->opt[MYCITY_OPT_MAP]];
    s->nsq = (uint8_t)(s->side * s->side);
    for (int sq = 0; sq < s->nsq; sq++) {
        int r = sq / s->side, c = sq % s->side;
        mycity_set(&s->full, sq);
        if (c != 0) mycity_set(&s->not_first_col, sq);
        if (c != s->side - 1) mycity_set(&s->not_last_col, sq);
        if (r % 2 == 0) mycity_set(&s->even_rows, sq);
        s->sq_kind[sq] = s->sq_owner[sq] = MYCITY_NONE;
    }
    s->empty = s->full;
    for (int pl = 0; pl < s->players; pl++) {
        for (int k = 0; k < MYCITY_TYPES; k++)
            s->cup[pl][k] = (uint8_t)(((1u << s->ncount) - 1) << 1);
        s->cup[pl][MYCITY_SLUM] = s->opt[MYCITY_OPT_SLUMS] ? 2 : 0;
        s->rezones_left[pl] = s->opt[MYCITY_OPT_REZONING] ? MYCITY_REZONES : 0;
    }
    s->drawn[0] = s->drawn[1] = MYCITY_NONE;
    s->last_pass = MYCITY_NONE;
}

static void put_landmark(mycity_state *s, int sq, int id)
{
    s->sq_kind[sq] = MYCITY_SQ_LANDMARK;
    s->sq_item[sq] = (uint8_t)id;
    mycity_clear(&s->empty, sq);
    mycity_set(&s->lm, sq);
}

/* Random zone selection: the player to move draws two counters (one if only one is left). */
static void draw_pair(mycity_state *s, rng_state *rng)
{
    uint8_t all[MYCITY_KINDS * 8];
    int n = 0, p = s->to_move;
    for (int k = 0; k < MYCITY_KINDS; k++)
        for (int v = 1; v <= 6; v++)
            if (s->cup[p][k] & (1u << v)) all[n++] = (uint8_t)(k << 4 | v);
    s->drawn[0] = s->drawn[1] = MYCITY_NONE;
    if (n == 0) return;
    int i = (int)rng_below(rng, (uint32_t)n);
    s->drawn[0] = all[i];
    if (n == 1) return;
    int j = (int)rng_below(rng, (uint32_t)n - 1);
    if (j >= i) j++;
    s->drawn[1] = all[j];
    if (s->drawn[1] < s->drawn[0]) {
        uint8_t t = s->drawn[0];
        s->drawn[0] = s->drawn[1];
        s->drawn[1] = t;
    }
}

static void setup(void *state, const game_params *p, uint64_t seed)
{
    mycity_state *s = state;
    mycity_init_board(s, p);
    rng_seed(&s->rng, seed);
    /* Landmark cup: the 16 of the rulebook (all 24 on the bigger maps), plus the City Dump
     * when it is in play ("add this to the landmark counterset"). Two landmarks are drawn per
     * row, so what stays in the cup is left out: on 8x8, 17 for 16 places, one of the 17 (the
     * dump as likely as any other). Shuffling the cup and taking from the front is the draw. */
    int npool = s->side == 8 ? 16 : MYCITY_LANDMARKS; /* 2 x side are drawn: 16, 20 or 24 */
    uint8_t pool[MYCITY_LANDMARKS + 1];
    for (int i = 0; i < npool; i++) pool[i] = (uint8_t)i;
    if (s->opt[MYCITY_OPT_DUMP]) pool[npool++] = MYCITY_DUMP;
    rng_shuffle(&s->rng, pool, npool, 1);
    int next = 0;
    for (int r = 0; r < s->side; r++) {
        int a = rng_range(&s->rng, 1, s->side), b;
        do b = rng_range(&s->rng, 1, s->side);
        while (b == a);
        if (b < a) {
            int t = a;
            a = b;
            b = t;
        }
        put_landmark(s, r * s->side + a - 1, pool[next++]);
        put_landmark(s, r * s->side + b - 1, pool[next++]);
    }
    /* Each player rolls a d8; those tied for the highest roll again. */
    const int np = s->players < GAME_MAX_PLAYERS ? s->players : GAME_MAX_PLAYERS;
    uint32_t in = (1u << np) - 1;
    while (__builtin_popcount(in) > 1) {
        int best = 0;
        s->start_rounds++;
        for (int i = 0; i < np; i++)
            if (in & (1u << i)) {
                s->start_roll[i] = (uint8_t)rng_range(&s->rng, 1, 8);
                if (s->start_roll[i] > best) best = s->start_roll[i];
            }
        for (int i = 0; i < np; i++)
            if ((in & (1u << i)) && s->start_roll[i] != best) in &= ~(1u << i);
    }
    s->first = s->to_move = (uint8_t)__builtin_ctz(in);
    mycity_refresh(s);
    if (s->opt[MYCITY_OPT_RANDOM]) draw_pair(s, &s->rng);
}

static game_turn turn(const void *state)
{
    const mycity_state *s = state;
    if (s->over) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, s->to_move, 1u << s->to_move};
}

/* ---- legal moves -------------------------------------------------------------------------- */
/* Values of kind k the player may put down now: the cup, or the drawn pair. */
static inline unsigned avail(const mycity_state *s, int p, int k)
{
    if (!s->opt[MYCITY_OPT_RANDOM]) return s->cup[p][k];
    unsigned m = 0;
    for (int i = 0; i < 2; i++)
        if (s->drawn[i] != MYCITY_NONE && s->drawn[i] != MYCITY_HIDDEN && (s->drawn[i] >> 4) == k)
            m |= 1u << (s->drawn[i] & 15);
    return m & s->cup[p][k];
}

static inline void allowed_for(const mycity_state *s, int k, mycity_bits *out)
{
    *out = s->allowed[k];
}

MYCITY_HOT void mycity_refresh(mycity_state *s)
{
    for (int k = 0; k < MYCITY_KINDS; k++) {
        mycity_bits d;
        mycity_dilate(s, &s->kind_occ[k], &d);
        for (int i = 0; i < MYCITY_WORDS; i++) s->allowed[k].w[i] = s->empty.w[i] & ~d.w[i];
    }
}

static bool can_place_now(const mycity_state *s, int p)
{
    for (int k = 0; k < MYCITY_KINDS; k++) {
        if (!avail(s, p, k)) continue;
        mycity_bits a;
        allowed_for(s, k, &a);
        if (mycity_any(&a)) return true;
    }
    return false;
}

bool mycity_player_can_place(const mycity_state *s, int p)
{
    for (int k = 0; k < MYCITY_KINDS; k++) {
        if (!s->cup[p][k]) continue;
        mycity_bits a;
        allowed_for(s, k, &a);
        if (mycity_any(&a)) return true;
    }
    return false;
}

/* Every value of one kind on every square of `sqs`, sorted (value-major): the hot loop of
 * random playouts. The squares are listed once, a byte of the mask at a time (table lookup,
 * no bit walk), then each value's run is that list OR-ed with the value's action bits. */
static int emit(game_action *restrict out, int n, int cap, game_action base, unsigned vals,
                const mycity_bits *sqs)
{
    uint8_t sq[MYCITY_MAX_SQ + 8];
    int cnt = 0;
    for (int i = 0; i < MYCITY_WORDS; i++) {
        uint64_t w = sqs->w[i];
        if (!w) continue;
        for (int at = i * 64; at < i * 64 + 64; at += 8, w >>= 8) { /* fixed trip: predictable */
            unsigned byte = (unsigned)(w & 255u);
            uint64_t packed = mycity_bytebits[byte] + 0x0101010101010101ull * (uint64_t)at;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            memcpy(sq + cnt, &packed, 8);
#else
            for (int j = 0; j < 8; j++) sq[cnt + j] = (uint8_t)(packed >> (8 * j));
#endif
            cnt += mycity_bytecount[byte];
        }
    }
    for (unsigned v = vals; v; v &= v - 1) {
        game_action b = base | ((game_action)__builtin_ctz(v) << 16);
        int len = cnt < cap - n ? cnt : cap - n, k = 0;
        game_action *restrict o = out + n;
        for (; k + 4 <= len; k += 4) {
            o[k] = b | sq[k];
            o[k + 1] = b | sq[k + 1];
            o[k + 2] = b | sq[k + 2];
            o[k + 3] = b | sq[k + 3];
        }
        for (; k < len; k++) o[k] = b | sq[k];
        n += len;
    }
    return n;
}

static int legal_actions(const void *state, int p, game_action *out, int cap)
{
    const mycity_state *s = state;
    if (s->over || p != s->to_move || cap <= 0) return 0;
    int n = 0;
    bool placed = false;
    for (int k = 0; k < MYCITY_KINDS; k++) {
        unsigned vals = avail(s, p, k);
        if (!vals) continue;
        mycity_bits a;
        allowed_for(s, k, &a);
        if (!mycity_any(&a)) continue;
        placed = true;
        n = emit(out, n, cap, MYCITY_ACTION(MYCITY_ACT_PLACE, k, 0, 0), vals, &a);
    }
    if (s->rezones_left[p] && mycity_any(&s->player_occ[p])) {
        for (int k = 0; k < MYCITY_KINDS; k++) {
            unsigned vals = avail(s, p, k);
            if (!vals) continue;
            mycity_bits d, a;
            mycity_dilate(s, &s->kind_occ[k], &d);
            /* same-kind zones are never adjacent, so dilate minus the set is "next to one" */
            for (int i = 0; i < MYCITY_WORDS; i++)
                a.w[i] = s->player_occ[p].w[i] & ~(d.w[i] & ~s->kind_occ[k].w[i]);
            n = emit(out, n, cap, MYCITY_ACTION(MYCITY_ACT_REZONE, k, 0, 0), vals, &a);
        }
    }
    if (!placed && n < cap) out[n++] = MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0);
    return n;
}

/* A uniformly random legal action without listing them all (bots' random playouts): the same
 * distribution as picking from legal_actions, at a fraction of the cost. 0 if none. */
static int nth_bit(const mycity_bits *b, int r)
{
    for (int i = 0; i < MYCITY_WORDS; i++) {
        uint64_t w = b->w[i];
        int c = mycity_pop64(w);
        if (r >= c) {
            r -= c;
            continue;
        }
        for (int at = 0;; at += 8) {
            unsigned byte = (unsigned)(w >> at) & 255u;
            if (r < mycity_bytecount[byte])
                return i * 64 + at + (int)((mycity_bytebits[byte] >> (8 * r)) & 255u);
            r -= mycity_bytecount[byte];
        }
    }
    return -1;
}

MYCITY_HOT game_action mycity_random_action(const mycity_state *s, rng_state *rng)
{
    if (s->over) return 0;
    const int p = s->to_move;
    int count[2][MYCITY_KINDS], nv[2][MYCITY_KINDS], per[2][MYCITY_KINDS], total = 0;
    mycity_bits sets[2][MYCITY_KINDS];
    bool placed = false;
    const int kinds = s->rezones_left[p] ? 2 : 1;
    for (int k = 0; k < MYCITY_KINDS; k++) count[1][k] = 0;
    for (int kind = 0; kind < kinds; kind++)
        for (int k = 0; k < MYCITY_KINDS; k++) {
            unsigned vals = avail(s, p, k);
            nv[kind][k] = mycity_pop64(vals);
            count[kind][k] = 0;
            if (!vals) continue;
            if (kind == 0) {
                sets[0][k] = s->allowed[k];
            } else {
                mycity_bits d;
                mycity_dilate(s, &s->kind_occ[k], &d);
                for (int i = 0; i < MYCITY_WORDS; i++)
                    sets[1][k].w[i] = s->player_occ[p].w[i] & ~(d.w[i] & ~s->kind_occ[k].w[i]);
            }
            per[kind][k] = mycity_count(&sets[kind][k]);
            count[kind][k] = nv[kind][k] * per[kind][k];
            total += count[kind][k];
            if (kind == 0 && count[0][k]) placed = true;
        }
    int r = (int)rng_below(rng, (uint32_t)(total + !placed));
    for (int kind = 0; kind < kinds; kind++)
        for (int k = 0; k < MYCITY_KINDS; k++) {
            if (r >= count[kind][k]) {
                r -= count[kind][k];
                continue;
            }
            int j = r / per[kind][k];
            unsigned vals = avail(s, p, k);
            while (j--) vals &= vals - 1;
            return MYCITY_ACTION(kind ? MYCITY_ACT_REZONE : MYCITY_ACT_PLACE, k,
                                 __builtin_ctz(vals), nth_bit(&sets[kind][k], r % per[kind][k]));
        }
    return MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0);
}

/* ---- apply -------------------------------------------------------------------------------- */
static bool has_counter(const mycity_state *s, int p, int k, int v, char *why, size_t n)
{
    char name[48];
    if (k < 0 || k >= MYCITY_KINDS || v < 1 || v > (k == MYCITY_SLUM ? 1 : s->ncount) ||
        (k == MYCITY_SLUM && !s->opt[MYCITY_OPT_SLUMS]))
        return game_refuse(why, n, "%s", _("That is not a zone counter of this game."));
    if (!(s->cup[p][k] & (1u << v))) {
        mycity_counter_name(s, k, v, true, name, sizeof name);
        return game_refuse(why, n, _("You have no %s left."), name);
    }
    if (s->opt[MYCITY_OPT_RANDOM] && !(avail(s, p, k) & (1u << v))) {
        mycity_counter_name(s, k, v, true, name, sizeof name);
        return game_refuse(why, n, _("%s is not one of the two counters you drew."), name);
    }
    return true;
}

/* No zone next to another zone of the same kind, anyone's (the square itself excluded). */
static bool adjacency_ok(const mycity_state *s, int k, int sq, char *why, size_t n)
{
    if (mycity_test(&s->allowed[k], sq)) return true; /* the common case: an empty square */
    mycity_bits nb;
    mycity_neighbours(s, sq, &nb);
    for (int i = 0; i < MYCITY_WORDS; i++) nb.w[i] &= s->kind_occ[k].w[i];
    int other = first_bit(&nb);
    if (other < 0) return true;
    char a[24], b[24];
    mycity_square_name(s, sq, a, sizeof a);
    mycity_square_name(s, other, b, sizeof b);
    const char *kn = _(mycity_set_of(s)->zone[k]);
    return game_refuse(why, n, _("%s at %s would be next to %s at %s."), kn, a, kn, b);
}

static void put_zone(mycity_state *s, int p, int k, int v, int sq)
{
    s->sq_kind[sq] = (uint8_t)k;
    s->sq_owner[sq] = (uint8_t)p;
    s->sq_item[sq] = (uint8_t)v;
    s->cup[p][k] &= (uint8_t)(~(1u << v));
    mycity_clear(&s->empty, sq);
    mycity_set(&s->kind_occ[k], sq);
    mycity_set(&s->player_occ[p], sq);
}

static bool check(const mycity_state *s, int p, game_action a, char *why, size_t n)
{
    char sqn[24];
    if (s->over) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players || p != s->to_move)
        return game_refuse(why, n, _("It is not your turn: {%d} is to play."), s->to_move);
    if (a >> 26) return game_refuse(why, n, "%s", _("That is not a My City action."));
    int kind = MYCITY_A_KIND(a), k = MYCITY_A_TYPE(a), v = MYCITY_A_VALUE(a), sq = MYCITY_A_SQ(a);
    if (kind == MYCITY_ACT_PASS) {
        if (a != MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0))
            return game_refuse(why, n, "%s", _("That is not a My City action."));
        if (can_place_now(s, p))
            return game_refuse(why, n, "%s", _("You can still place a zone, so you may not pass."));
        return true;
    }
    if (kind != MYCITY_ACT_PLACE && kind != MYCITY_ACT_REZONE)
        return game_refuse(why, n, "%s", _("That is not a My City action."));
    if (sq >= s->nsq || (a & 0xFF00))
        return game_refuse(why, n, "%s", _("That square is not on the board."));
    if (kind == MYCITY_ACT_REZONE) {
        if (!s->opt[MYCITY_OPT_REZONING])
            return game_refuse(why, n, "%s", _("Rezoning is not played in this game."));
        if (!s->rezones_left[p])
            return game_refuse(why, n, "%s", _("You have used your three rezonings."));
        if (s->sq_owner[sq] != p) {
            mycity_square_name(s, sq, sqn, sizeof sqn);
            return game_refuse(why, n, _("%s is not one of your zones."), sqn);
        }
    } else if (s->sq_kind[sq] == MYCITY_SQ_LANDMARK) {
        mycity_square_name(s, sq, sqn, sizeof sqn);
        return game_refuse(why, n, _("%s is not empty: %s stands there."), sqn,
                           _(mycity_set_of(s)->landmark[s->sq_item[sq]].name));
    } else if (!mycity_test(&s->empty, sq)) {
        mycity_square_name(s, sq, sqn, sizeof sqn);
        return game_refuse(why, n, _("%s is not empty."), sqn);
    }
    return has_counter(s, p, k, v, why, n) && adjacency_ok(s, k, sq, why, n);
}

static void end_turn(mycity_state *s)
{
    s->moves++;
    s->drawn[0] = s->drawn[1] = MYCITY_NONE;
    unsigned can = 0; /* kinds that fit somewhere */
    for (int k = 0; k < MYCITY_KINDS; k++)
        if (mycity_any(&s->allowed[k])) can |= 1u << k;
    bool someone = false;
    for (int p = 0; p < s->players && !someone; p++)
        for (int k = 0; k < MYCITY_KINDS; k++)
            if (s->cup[p][k] && (can & (1u << k))) someone = true;
    if (!mycity_any(&s->empty) || !someone) {
        s->over = 1;
        return;
    }
    s->to_move = (uint8_t)((s->to_move + 1) % s->players);
}

MYCITY_HOT static game_apply_result apply(void *state, int p, game_action a, char *why, size_t n)
{
    mycity_state *s = state;
    if (!check(s, p, a, why, n)) return GAME_REFUSED;
    int kind = MYCITY_A_KIND(a), k = MYCITY_A_TYPE(a), v = MYCITY_A_VALUE(a), sq = MYCITY_A_SQ(a);
    if (kind == MYCITY_ACT_PASS) {
        s->last_pass = (uint8_t)p;
        s->npasses++;
    } else {
        if (kind == MYCITY_ACT_REZONE) {
            int ok = s->sq_kind[sq], ov = s->sq_item[sq];
            s->cup[p][ok] |= (uint8_t)(1u << ov);
            mycity_clear(&s->kind_occ[ok], sq);
            mycity_clear(&s->player_occ[p], sq);
            mycity_set(&s->empty, sq);
            s->rezones_left[p]--;
        }
        put_zone(s, p, k, v, sq);
        if (kind == MYCITY_ACT_REZONE) {
            mycity_refresh(s);
        } else { /* a placement only closes its square, and its neighbours to its kind */
            mycity_bits nb;
            mycity_neighbours(s, sq, &nb);
            for (int j = 0; j < MYCITY_KINDS; j++) mycity_clear(&s->allowed[j], sq);
            for (int i = 0; i < MYCITY_WORDS; i++) s->allowed[k].w[i] &= ~nb.w[i];
        }
    }
    end_turn(s);
    if (!s->opt[MYCITY_OPT_RANDOM]) return GAME_OK;
    /* random zones: the counter used was one of the hidden pair, shown now (a barrier even when
     * it ends the game); then the next pair is drawn */
    if (s->over) return GAME_OK_BARRIER;
    /* A view has its RNG zeroed: never spin on it (bots determinize first, see below). */
    if (!(s->rng.inc & 1)) rng_seed(&s->rng, (uint64_t)s->moves * 0x9e3779b97f4a7c15ull);
    draw_pair(s, &s->rng);
    return GAME_OK_BARRIER;
}

/* Called after a loaded position: decides whether the city is finished and draws if needed. */
void mycity_finish_position(mycity_state *s)
{
    mycity_refresh(s);
    s->over = 0;
    bool someone = false;
    for (int p = 0; p < s->players; p++) someone |= mycity_player_can_place(s, p);
    if (!mycity_any(&s->empty) || !someone) s->over = 1;
    s->drawn[0] = s->drawn[1] = MYCITY_NONE;
    if (!s->over && s->opt[MYCITY_OPT_RANDOM]) draw_pair(s, &s->rng);
}

/* ---- views -------------------------------------------------------------------------------- */
static void view(const void *state, int viewer, void *out)
{
    mycity_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    if (viewer != v->to_move || viewer == GAME_SPECTATOR)
        for (int i = 0; i < 2; i++)
            if (v->drawn[i] != MYCITY_NONE) v->drawn[i] = MYCITY_HIDDEN;
}

static void determinize(void *view_state, int viewer, rng_state *rng)
{
    mycity_state *s = view_state;
    uint64_t seed = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
    if (s->drawn[0] == MYCITY_HIDDEN || s->drawn[1] == MYCITY_HIDDEN) {
        bool two = s->drawn[1] != MYCITY_NONE;
        draw_pair(s, rng);
        if (!two) s->drawn[1] = MYCITY_NONE;
    }
    rng_seed(&s->rng, seed);
}

/* The state's meaning, not its bytes: derived masks and caches are left out, so the hash (save
 * files, golden games) survives layout changes and new caches. */
static uint64_t hash(const void *state)
{
    const mycity_state *s = state;
    uint64_t h = HASH_SEED;
    h = hash_bytes(h, &s->rng.state, sizeof s->rng.state);
    h = hash_bytes(h, &s->rng.inc, sizeof s->rng.inc);
    const uint8_t head[] = {s->players,
                            s->side,
                            s->to_move,
                            s->over,
                            s->first,
                            s->drawn[0],
                            s->drawn[1],
                            s->last_pass,
                            (uint8_t)s->moves,
                            (uint8_t)(s->moves >> 8),
                            (uint8_t)s->npasses,
                            (uint8_t)(s->npasses >> 8)};
    h = hash_bytes(h, head, sizeof head);
    /* the options known before the tie-break option, then that one only when on, so the
     * hashes of games without it stay what they were (golden games, saves' checks) */
    h = hash_bytes(h, s->opt, MYCITY_OPT_TIEBREAK);
    if (s->opt[MYCITY_OPT_TIEBREAK]) h = hash_bytes(h, &s->opt[MYCITY_OPT_TIEBREAK], 1);
    h = hash_bytes(h, s->rezones_left, sizeof s->rezones_left);
    h = hash_bytes(h, s->cup, sizeof s->cup);
    h = hash_bytes(h, s->sq_kind, s->nsq);
    h = hash_bytes(h, s->sq_owner, s->nsq);
    return hash_bytes(h, s->sq_item, s->nsq);
}

static game_action random_action(const void *state, int player, rng_state *rng)
{
    (void)player; /* only the player to move may act; game_random_action checked the mask */
    return mycity_random_action(state, rng);
}

const game_def mycity_game = {
    .id = "mycity",
    .name = N_("My City"),
    .tagline = N_("Claim landmarks with zones on a chessboard city."),
    .credit = N_("the public-domain game played on a chessboard, from the free \"My City\" "
                 "rules sheet; not Reiner Knizia's My City (Kosmos, 2020)."),
    .min_players = 2,
    .max_players = 6,
    .typical_minutes = 30,
    .state_size = sizeof(mycity_state),
    .tick_hz = 0,
    .hidden_info = true, /* only with random zone selection; the flag is per game */
    .playable = true,
    .options = options,
    .n_options = MYCITY_NOPTS,
    .validate = mycity_validate,
    .save_options = mycity_save_options,
    .setup = setup,
    .turn = turn,
    .legal_actions = legal_actions,
    .apply = apply,
    .tick = NULL,
    .view = view,
    .determinize = determinize,
    .action_to_text = mycity_action_to_text,
    .action_from_text = mycity_action_from_text,
    .score = mycity_score,
    .heuristic = mycity_heuristic,
    .load_position = mycity_load_position,
    .save_position = mycity_save_position,
    .hash = hash,
    .random_action = random_action,
    .describe = mycity_describe,
    .handicap = &game_handicap_points, /* added at the end by the match */
    .lesson = &mycity_lesson,
};
