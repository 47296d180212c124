/* infinitecity_powers.c: the steps of a turn: what each step allows (one predicate per step that
 * says why not), the legal list built from the same predicates, and carrying an action out. Powers
 * begin in infinitecity_begin_power; a step with nothing legal is skipped by infinitecity_advance.
 */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"
#include <stdio.h>
#include <string.h>

static bool tile_at(const infinitecity_state *s, int x, int y, int *slot, char *why, size_t n)
{
    *slot = infinitecity_at(s, x, y);
    if (*slot < 0) return INFINITECITY_REFUSE(_("There is no tile at %d,%d."), x, y);
    return true;
}

/* What a legal list computes once for all its candidates (NULL: each check computes its own). */
typedef struct infinitecity_ctx {
    uint8_t cut[INFINITECITY_TILES];  /* taking the tile away splits the city */
    uint8_t prot[INFINITECITY_TILES]; /* a face-up Power Station or its neighbour */
    bool cuts;
} infinitecity_ctx;

static void ctx_init(const infinitecity_state *s, infinitecity_ctx *c, bool cuts)
{
    c->cuts = cuts;
    if (cuts) infinitecity_cut_tiles(s, c->cut);
    memset(c->prot, 0, sizeof c->prot);
    for (int i = 0; i < s->hi && s->ps_up; i++) {
        if (s->kind[i] != INFINITECITY_POWER || !s->up[i]) continue;
        c->prot[i] = 1;
        for (int d = 0; d < 4; d++) {
            int m =
                infinitecity_at(s, s->tx[i] + infinitecity_dx[d], s->ty[i] + infinitecity_dy[d]);
            if (m >= 0) c->prot[m] = 1;
        }
    }
}

static bool unprotected_c(const infinitecity_state *s, int slot, const infinitecity_ctx *c,
                          char *why, size_t n)
{
    if (c && (!c->prot[slot] || slot == s->src)) return true;
    int p = infinitecity_protector(s, slot, s->src);
    if (p < 0) return true;
    if (p == slot) return INFINITECITY_REFUSE("%s", _("A Power Station is protected."));
    return INFINITECITY_REFUSE(_("That tile is protected by the Power Station at %d,%d."), s->tx[p],
                               s->ty[p]);
}

/* cut: the articulation points when the caller computed them (a legal list), or NULL. */
static bool removable(const infinitecity_state *s, int slot, const infinitecity_ctx *c, char *why,
                      size_t n)
{
    if (s->ncity <= 1) return INFINITECITY_REFUSE("%s", _("The city cannot lose its last tile."));
    if (c && c->cuts ? c->cut[slot] : !infinitecity_connected_without(s, slot, -1))
        return INFINITECITY_REFUSE("%s", _("Taking that tile away would split the city."));
    return true;
}

static bool next_to_src(const infinitecity_state *s, int slot, char *why, size_t n)
{
    if (s->src == INFINITECITY_NONE || !infinitecity_adjacent(s, slot, s->src))
        return INFINITECITY_REFUSE(_("That tile is not next to the %s."),
                                   infinitecity_kind_name(s->kind[s->src]));
    return true;
}

static bool affordable(const infinitecity_state *s, int slot, char *why, size_t n)
{
    if (s->supply[s->cur] == 0 && s->tok[slot][s->cur] == 0)
        return INFINITECITY_REFUSE("%s", _("You have no token left."));
    return true;
}

static int capitol_side(const infinitecity_state *s, int slot)
{
    for (int d = 0; d < 4; d++)
        if (s->tx[slot] == s->tx[s->src] + infinitecity_dx[d] &&
            s->ty[slot] == s->ty[s->src] + infinitecity_dy[d])
            return d;
    return -1;
}

static bool seat_ok(const infinitecity_state *s, int q, char *why, size_t n)
{
    if (q < 0 || q >= s->players || q == s->cur)
        return INFINITECITY_REFUSE("%s", _("Choose another player."));
    return true;
}

/* The tile predicates, by op, for the step in force. */
static bool check_tile(const infinitecity_state *s, int op, int slot, int arg,
                       const infinitecity_ctx *cut, char *why, size_t n)
{
    const int me = s->cur;
    switch (s->step) {
    case INFINITECITY_ST_TURN:
        if (s->kind[slot] != INFINITECITY_HOTEL || !s->up[slot])
            return INFINITECITY_REFUSE(_("There is no Hotel at %d,%d."), s->tx[slot], s->ty[slot]);
        if (s->tok[slot][me])
            return INFINITECITY_REFUSE("%s", _("You already have a token on that Hotel."));
        if (!s->supply[me]) return INFINITECITY_REFUSE("%s", _("You have no token left."));
        return true;
    case INFINITECITY_ST_ARBORETUM:
        if (!s->tok[slot][me])
            return INFINITECITY_REFUSE("%s", _("You have no token on that tile."));
        return unprotected_c(s, slot, cut, why, n);
    case INFINITECITY_ST_BANK:
        if (s->tok[slot][me])
            return INFINITECITY_REFUSE("%s", _("The Bank swaps with a tile you do not control."));
        if (!seat_ok(s, arg, why, n)) return false;
        if (!s->tok[slot][arg])
            return INFINITECITY_REFUSE(_("{%d} has no token on that tile."), arg);
        return unprotected_c(s, slot, cut, why, n);
    case INFINITECITY_ST_CAPITOL: {
        int side = capitol_side(s, slot);
        if (side < 0) return next_to_src(s, slot, why, n);
        if (s->count & (1u << side))
            return INFINITECITY_REFUSE("%s", _("The Capitol already put a token there."));
        return affordable(s, slot, why, n);
    }
    case INFINITECITY_ST_DISASTER: /* "a tile already in play": face up (a face-down tile is not
                                      yet) */
        if (!s->up[slot])
            return INFINITECITY_REFUSE("%s",
                                       _("A face-down tile is not in play yet: the Disaster Site "
                                         "takes a face-up tile."));
        return unprotected_c(s, slot, cut, why, n) && removable(s, slot, cut, why, n);
    case INFINITECITY_ST_EMBASSY:
        return next_to_src(s, slot, why, n) && unprotected_c(s, slot, cut, why, n) &&
               affordable(s, slot, why, n);
    case INFINITECITY_ST_HOUSING:
        for (int q = 0; q < s->players; q++)
            if (s->tok[slot][q])
                return INFINITECITY_REFUSE("%s", _("Housing needs an empty tile (no tokens)."));
        if (!s->supply[me]) return INFINITECITY_REFUSE("%s", _("You have no token left."));
        return unprotected_c(s, slot, cut, why, n);
    case INFINITECITY_ST_MAUSOLEUM:
        if (slot == s->src)
            return INFINITECITY_REFUSE("%s", _("The Mausoleum takes an adjacent tile."));
        return next_to_src(s, slot, why, n) && unprotected_c(s, slot, cut, why, n) &&
               removable(s, slot, cut, why, n);
    case INFINITECITY_ST_POST_FROM:
        return unprotected_c(s, slot, cut, why, n) && removable(s, slot, cut, why, n);
    case INFINITECITY_ST_SECURITY: {
        int t = 0;
        for (int q = 0; q < s->players; q++) t += s->tok[slot][q];
        if (!t) return INFINITECITY_REFUSE("%s", _("That tile has no tokens."));
        return unprotected_c(s, slot, cut, why, n);
    }
    case INFINITECITY_ST_STADIUM:
        if (slot == s->src)
            return INFINITECITY_REFUSE("%s", _("The Stadium pulls tokens from adjacent tiles."));
        if (!next_to_src(s, slot, why, n)) return false;
        if (arg < 0 || arg >= s->players || !s->tok[slot][arg])
            return INFINITECITY_REFUSE("%s", _("That player has no token on that tile."));
        return unprotected_c(s, slot, cut, why, n);
    case INFINITECITY_ST_TRANSIT_B:
        if (slot == s->target)
            return INFINITECITY_REFUSE("%s", _("Choose a second, different tile."));
        return unprotected_c(s, slot, cut, why, n);
    case INFINITECITY_ST_TRANSIT_A: return unprotected_c(s, slot, cut, why, n);
    default: (void)op; return INFINITECITY_REFUSE("%s", _("That is not a move now."));
    }
}

/* The op each step takes on a tile (0: none). */
static int tile_op(int step)
{
    switch (step) {
    case INFINITECITY_ST_TURN: return INFINITECITY_OP_HOTEL;
    case INFINITECITY_ST_ARBORETUM: return INFINITECITY_OP_RETRIEVE;
    case INFINITECITY_ST_BANK: return INFINITECITY_OP_BANK;
    case INFINITECITY_ST_CAPITOL:
    case INFINITECITY_ST_EMBASSY:
    case INFINITECITY_ST_HOUSING: return INFINITECITY_OP_TOKEN;
    case INFINITECITY_ST_DISASTER: return INFINITECITY_OP_BURY;
    case INFINITECITY_ST_MAUSOLEUM: return INFINITECITY_OP_TAKE;
    case INFINITECITY_ST_POST_FROM: return INFINITECITY_OP_MOVE;
    case INFINITECITY_ST_SECURITY: return INFINITECITY_OP_CLEAR;
    case INFINITECITY_ST_STADIUM: return INFINITECITY_OP_PULL;
    case INFINITECITY_ST_TRANSIT_A:
    case INFINITECITY_ST_TRANSIT_B: return INFINITECITY_OP_TRANSIT;
    default: return 0;
    }
}

static bool place_step(int step)
{
    return step == INFINITECITY_ST_PLACE || step == INFINITECITY_ST_PORT ||
           step == INFINITECITY_ST_POST_TO;
}

/* The kinds a "play K" takes from now, or NULL. */
static const uint8_t *play_pool(const infinitecity_state *s)
{
    switch (s->step) {
    case INFINITECITY_ST_TURN:
    case INFINITECITY_ST_CONSTRUCTION: return s->hand[s->cur];
    case INFINITECITY_ST_LIBRARY: return s->peek;
    case INFINITECITY_ST_TEMPLE_TAKE: return s->target < s->players ? s->hand[s->target] : NULL;
    default: return NULL;
    }
}

static bool seat_step(int step)
{
    return step == INFINITECITY_ST_SHOPPING || step == INFINITECITY_ST_TEMPLE_SEAT;
}

static bool not_now(const infinitecity_state *s, char *why, size_t n)
{
    return why ? game_refuse(why, n, _("Not now: %s"), infinitecity_step_prompt(s)) : false;
}

bool infinitecity_check(const infinitecity_state *s, int player, game_action a, char *why, size_t n)
{
    if (s->over) return INFINITECITY_REFUSE("%s", _("The game is over."));
    if (player != s->cur || s->step == INFINITECITY_ST_NONE)
        return INFINITECITY_REFUSE("%s", _("It is not your turn."));
    int op = INFINITECITY_A_OP(a), arg = INFINITECITY_A_ARG(a), x = INFINITECITY_A_X(a),
        y = INFINITECITY_A_Y(a);
    if (a >> 48 || op <= 0 || op >= INFINITECITY_NOPS)
        return INFINITECITY_REFUSE("%s", _("That is not a move of this game."));
    if (op == INFINITECITY_OP_PLAY) {
        const uint8_t *pool = play_pool(s);
        if (!pool || x || y) return not_now(s, why, n);
        if (arg >= INFINITECITY_KINDS)
            return INFINITECITY_REFUSE("%s", _("There is no such tile."));
        if (!s->supply[s->cur]) return INFINITECITY_REFUSE("%s", _("You have no token left."));
        if (!pool[arg]) {
            if (s->step == INFINITECITY_ST_LIBRARY)
                return INFINITECITY_REFUSE(_("The Library shows no %s."),
                                           infinitecity_kind_name(arg));
            if (s->step == INFINITECITY_ST_TEMPLE_TAKE)
                return INFINITECITY_REFUSE(_("{%d} has no %s."), s->target,
                                           infinitecity_kind_name(arg));
            return INFINITECITY_REFUSE(_("You have no %s in your hand."),
                                       infinitecity_kind_name(arg));
        }
        if (s->step == INFINITECITY_ST_LIBRARY && arg == INFINITECITY_LIBRARY_K)
            return INFINITECITY_REFUSE("%s", _("A Library cannot play another Library."));
        return true;
    }
    if (op == INFINITECITY_OP_PLACE) {
        if (!place_step(s->step) || arg) return not_now(s, why, n);
        return infinitecity_spot_ok(s, x, y, why, n);
    }
    if (op == INFINITECITY_OP_SEAT) {
        if (!seat_step(s->step) || x || y) return not_now(s, why, n);
        if (!seat_ok(s, arg, why, n)) return false;
        if (s->step == INFINITECITY_ST_TEMPLE_SEAT && !s->hand_n[arg])
            return INFINITECITY_REFUSE(_("{%d} has no tile in hand."), arg);
        return true;
    }
    if (op == INFINITECITY_OP_DONE) {
        if (a != infinitecity_act(INFINITECITY_OP_DONE, 0, 0, 0) ||
            (s->step != INFINITECITY_ST_ARBORETUM && s->step != INFINITECITY_ST_STADIUM))
            return not_now(s, why, n);
        if (s->step == INFINITECITY_ST_STADIUM && !s->count)
            return INFINITECITY_REFUSE("%s", _("The Stadium must move at least one token."));
        return true;
    }
    if (op != tile_op(s->step)) return not_now(s, why, n);
    if (op != INFINITECITY_OP_BANK && op != INFINITECITY_OP_PULL && arg)
        return INFINITECITY_REFUSE("%s", _("That is not a move of this game."));
    int slot;
    if (!tile_at(s, x, y, &slot, why, n)) return false;
    return check_tile(s, op, slot, arg, NULL, why, n);
}

/* ---- legal lists ---- */
static int add(game_action *out, int n, int cap, game_action a)
{
    if (n < cap) out[n] = a;
    return n + 1;
}

static int tile_actions(const infinitecity_state *s, int op, int slot, const infinitecity_ctx *cut,
                        game_action *out, int n, int cap)
{
    int x = s->tx[slot], y = s->ty[slot];
    if (op == INFINITECITY_OP_BANK || op == INFINITECITY_OP_PULL) {
        for (int q = 0; q < s->players && n < cap; q++)
            if (check_tile(s, op, slot, q, cut, NULL, 0))
                n = add(out, n, cap, infinitecity_act(op, q, x, y));
        return n;
    }
    if (check_tile(s, op, slot, 0, cut, NULL, 0))
        n = add(out, n, cap, infinitecity_act(op, 0, x, y));
    return n;
}

/* The legal actions (unsorted), at most cap of them (stops there); with_done: "done" too. */
static int legal_impl(const infinitecity_state *s, game_action *out, int cap, bool with_done)
{
    int n = 0;
    const uint8_t *pool = play_pool(s);
    if (pool && s->supply[s->cur])
        for (int k = 0; k < INFINITECITY_KINDS && n < cap; k++)
            if (pool[k] && !(s->step == INFINITECITY_ST_LIBRARY && k == INFINITECITY_LIBRARY_K))
                n = add(out, n, cap, infinitecity_act(INFINITECITY_OP_PLAY, k, 0, 0));
    if (place_step(s->step)) {
        int16_t xs[4 * INFINITECITY_TILES], ys[4 * INFINITECITY_TILES];
        int m = infinitecity_spots(
            s, xs, ys, cap - n < 4 * INFINITECITY_TILES ? cap - n : 4 * INFINITECITY_TILES);
        for (int i = 0; i < m; i++)
            n = add(out, n, cap, infinitecity_act(INFINITECITY_OP_PLACE, 0, xs[i], ys[i]));
    }
    if (seat_step(s->step))
        for (int q = 0; q < s->players && n < cap; q++)
            if (q != s->cur && (s->step == INFINITECITY_ST_SHOPPING || s->hand_n[q]))
                n = add(out, n, cap, infinitecity_act(INFINITECITY_OP_SEAT, q, 0, 0));
    int op = tile_op(s->step);
    if (op) {
        bool near = s->step == INFINITECITY_ST_CAPITOL || s->step == INFINITECITY_ST_EMBASSY ||
                    s->step == INFINITECITY_ST_MAUSOLEUM || s->step == INFINITECITY_ST_STADIUM;
        if (near) { /* four candidates: each check on its own */
            for (int d = 0; d < 4 && n < cap; d++) {
                int t = infinitecity_at(s, s->tx[s->src] + infinitecity_dx[d],
                                        s->ty[s->src] + infinitecity_dy[d]);
                if (t >= 0) n = tile_actions(s, op, t, NULL, out, n, cap);
            }
        } else if (s->step == INFINITECITY_ST_TURN) { /* Hotels only */
            for (int t = 0; t < s->hi && n < cap && s->hotels; t++)
                if (s->kind[t] == INFINITECITY_HOTEL && s->up[t])
                    n = tile_actions(s, op, t, NULL, out, n, cap);
        } else {
            infinitecity_ctx c; /* worth it for a whole list, not for the first target */
            if (cap > 2)
                ctx_init(s, &c,
                         s->step == INFINITECITY_ST_DISASTER ||
                             s->step == INFINITECITY_ST_POST_FROM);
            for (int t = 0; t < s->hi && n < cap; t++)
                if (s->kind[t] != INFINITECITY_NONE)
                    n = tile_actions(s, op, t, cap > 2 ? &c : NULL, out, n, cap);
        }
    }
    if (with_done &&
        (s->step == INFINITECITY_ST_ARBORETUM || (s->step == INFINITECITY_ST_STADIUM && s->count)))
        n = add(out, n, cap, infinitecity_act(INFINITECITY_OP_DONE, 0, 0, 0));
    return n < cap ? n : cap;
}

int infinitecity_legal(const infinitecity_state *s, int player, game_action *out, int cap)
{
    if (s->over || player != s->cur || s->step == INFINITECITY_ST_NONE) return 0;
    return legal_impl(s, out, cap, true);
}

game_action infinitecity_random(const infinitecity_state *s, rng_state *rng)
{
    int x, y;
    if ((s->step == INFINITECITY_ST_PLACE || s->step == INFINITECITY_ST_PORT ||
         s->step == INFINITECITY_ST_POST_TO) &&
        infinitecity_random_spot(s, rng, &x, &y))
        return infinitecity_act(INFINITECITY_OP_PLACE, 0, x, y);
    /* steps over any tile of the city: a slot drawn until one passes (each legal tile, and
     * the Arboretum's "done", equally likely); the full list when that takes too long */
    int op = tile_op(s->step);
    bool any_tile = op && op != INFINITECITY_OP_HOTEL && op != INFINITECITY_OP_BANK &&
                    op != INFINITECITY_OP_PULL && s->step != INFINITECITY_ST_CAPITOL &&
                    s->step != INFINITECITY_ST_EMBASSY && s->step != INFINITECITY_ST_MAUSOLEUM;
    for (int tries = 0; any_tile && tries < 48; tries++) {
        int done = s->step == INFINITECITY_ST_ARBORETUM;
        int t = (int)rng_below(rng, (uint32_t)(s->hi + done));
        if (t == s->hi) return infinitecity_act(INFINITECITY_OP_DONE, 0, 0, 0);
        if (s->kind[t] != INFINITECITY_NONE && check_tile(s, op, t, 0, NULL, NULL, 0))
            return infinitecity_act(op, 0, s->tx[t], s->ty[t]);
    }
    game_action buf[GAME_MAX_ACTIONS];
    int n = legal_impl(s, buf, GAME_MAX_ACTIONS, true);
    return n ? buf[rng_below(rng, (uint32_t)n)] : 0;
}

/* ---- powers ---- */
/* Whether the step has a target (0 or 1; Transit: 0 to 2), "done" not counted. */
static int count_targets(const infinitecity_state *s)
{
    game_action buf[2];
    /* without stations every tile may go, and a city of 2+ tiles has one that splits nothing */
    if (s->step == INFINITECITY_ST_POST_FROM && !s->ps_up && s->ncity > 1) return 1;
    return legal_impl(s, buf, s->step == INFINITECITY_ST_TRANSIT_A ? 2 : 1, false);
}

/* The Capitol's sides still to do; fills sides with the slots (or -1). */
static void capitol_auto(infinitecity_state *s, bool *revealed)
{
    int need = 0, side[4];
    for (int d = 0; d < 4; d++) {
        side[d] = (s->count & (1u << d)) ? -1
                                         : infinitecity_at(s, s->tx[s->src] + infinitecity_dx[d],
                                                           s->ty[s->src] + infinitecity_dy[d]);
        if (side[d] >= 0 && !s->tok[side[d]][s->cur]) need++;
    }
    if (need > s->supply[s->cur]) return; /* a choice: the step stays */
    int src = s->src;
    for (int d = 0; d < 4; d++) {
        if (side[d] < 0 || s->src != src) continue;
        infinitecity_return_tokens(s, side[d]);
        infinitecity_put_token(s, side[d], s->cur, revealed);
        s->count |= (uint8_t)(1u << d);
    }
    s->step = INFINITECITY_ST_NONE;
}

static void library_rest(infinitecity_state *s)
{
    for (int k = 0; k < INFINITECITY_KINDS; k++)
        while (s->peek[k]) {
            s->peek[k]--;
            s->peek_n--;
            infinitecity_to_bottom(s, k);
        }
}

void infinitecity_begin_power(infinitecity_state *s, int slot, bool *revealed)
{
    const int me = s->cur;
    s->src = (uint8_t)slot;
    s->count = 0;
    s->step = INFINITECITY_ST_NONE;
    switch (s->kind[slot]) {
    case INFINITECITY_ARBORETUM: s->step = INFINITECITY_ST_ARBORETUM; break;
    case INFINITECITY_BANK:
        if (s->tok[slot][me]) s->step = INFINITECITY_ST_BANK;
        break;
    case INFINITECITY_CAPITOL:
        s->step = INFINITECITY_ST_CAPITOL;
        capitol_auto(s, revealed);
        break;
    case INFINITECITY_CONSTRUCTION:
        if (!s->dry && s->supply[me] && s->hand_n[me]) s->step = INFINITECITY_ST_CONSTRUCTION;
        break;
    case INFINITECITY_DISASTER: s->step = INFINITECITY_ST_DISASTER; break;
    case INFINITECITY_EMBASSY: s->step = INFINITECITY_ST_EMBASSY; break;
    case INFINITECITY_FACTORY_K: s->factory++; break;
    case INFINITECITY_HOUSING: s->step = INFINITECITY_ST_HOUSING; break;
    case INFINITECITY_LIBRARY_K:
        if (s->dry || !s->supply[me] || !s->deck_n) break;
        for (int i = 0; i < INFINITECITY_LIBRARY && s->deck_n; i++) {
            s->peek[s->deck[--s->deck_n]]++;
            s->deck[s->deck_n] = 0;
            s->peek_n++;
        }
        *revealed = true;
        if (s->peek_n > s->peek[INFINITECITY_LIBRARY_K])
            s->step = INFINITECITY_ST_LIBRARY;
        else
            library_rest(s); /* only Libraries: nothing to play */
        break;
    case INFINITECITY_MAUSOLEUM: s->step = INFINITECITY_ST_MAUSOLEUM; break;
    case INFINITECITY_POLICE:
        for (int k = 1; k < s->players; k++) {
            int q = (me + k) % s->players;
            if (s->supply[q]) infinitecity_put_token(s, slot, q, revealed);
        }
        break;
    case INFINITECITY_PORT:
        if (!s->dry && s->deck_n) s->step = INFINITECITY_ST_PORT;
        break;
    case INFINITECITY_POSTOFFICE: s->step = INFINITECITY_ST_POST_FROM; break;
    case INFINITECITY_SECURITY: s->step = INFINITECITY_ST_SECURITY; break;
    case INFINITECITY_SHOPPING: s->step = INFINITECITY_ST_SHOPPING; break;
    case INFINITECITY_STADIUM: s->step = INFINITECITY_ST_STADIUM; break;
    case INFINITECITY_TEMPLE:
        if (!s->dry && s->supply[me]) s->step = INFINITECITY_ST_TEMPLE_SEAT;
        break;
    case INFINITECITY_TRANSIT: s->step = INFINITECITY_ST_TRANSIT_A; break;
    default: break; /* Hotel, Plaza, Power Station: nothing to carry out now */
    }
    if (s->step == INFINITECITY_ST_TRANSIT_A && count_targets(s) < 2)
        s->step = INFINITECITY_ST_NONE;
    if (s->step != INFINITECITY_ST_NONE && count_targets(s) <= 0) s->step = INFINITECITY_ST_NONE;
}

/* Puts the held tile (or the Port's, or the Post Office's) at x,y. */
static void place(infinitecity_state *s, int x, int y, bool *revealed)
{
    if (s->step == INFINITECITY_ST_POST_TO) {
        infinitecity_drop(s, s->target, x, y);
        s->target = INFINITECITY_NONE;
        s->step = INFINITECITY_ST_NONE;
        return;
    }
    if (s->step == INFINITECITY_ST_PORT) {
        int k = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        infinitecity_add_tile(s, x, y, k, false);
        s->step = INFINITECITY_ST_NONE;
        return;
    }
    int slot = infinitecity_add_tile(s, x, y, s->held, true);
    s->held = INFINITECITY_NONE;
    s->step = INFINITECITY_ST_NONE;
    if (slot < 0) return;
    s->pend[s->npend++] = (uint8_t)slot;
    infinitecity_put_token(s, slot, s->cur, revealed);
}

/* One function per kind of action: each carries it out and ends or moves on the power's step. */

/* A tile taken to be placed: from the hand, the Library's five or the Temple's seat. */
static void play_tile(infinitecity_state *s, int arg, bool *rev)
{
    if (s->step == INFINITECITY_ST_LIBRARY) {
        s->peek[arg]--;
        s->peek_n--;
        library_rest(s);
        s->from = INFINITECITY_FROM_PEEK;
    } else if (s->step == INFINITECITY_ST_TEMPLE_TAKE) {
        s->hand[s->target][arg]--;
        s->hand_n[s->target]--;
        infinitecity_draw(s, s->target, 1, rev);
        s->from = INFINITECITY_FROM_TEMPLE;
        s->target = INFINITECITY_NONE;
    } else {
        s->hand[s->cur][arg]--;
        s->hand_n[s->cur]--;
        s->from = INFINITECITY_FROM_HAND;
    }
    s->held = (uint8_t)arg;
    s->step = INFINITECITY_ST_PLACE;
    *rev = true; /* a tile out of a hidden hand (or the Library's five) is shown to all */
}

/* A token put on slot: the Capitol's next side, the Embassy's swap, or any other one. */
static void token(infinitecity_state *s, int slot, bool *rev)
{
    if (s->step == INFINITECITY_ST_CAPITOL) {
        int side = capitol_side(s, slot);
        infinitecity_return_tokens(s, slot);
        infinitecity_put_token(s, slot, s->cur, rev);
        s->count |= (uint8_t)(1u << side);
        capitol_auto(s, rev);
        if (s->step == INFINITECITY_ST_CAPITOL && count_targets(s) <= 0)
            s->step = INFINITECITY_ST_NONE;
        return;
    }
    if (s->step == INFINITECITY_ST_EMBASSY) infinitecity_return_tokens(s, slot);
    s->step = INFINITECITY_ST_NONE;
    infinitecity_put_token(s, slot, s->cur, rev);
}

/* The Arboretum: one of my tokens back to my supply. */
static void retrieve(infinitecity_state *s, int slot)
{
    s->tok[slot][s->cur]--;
    s->supply[s->cur]++;
    if (++s->count >= INFINITECITY_ARBOR || count_targets(s) <= 0) s->step = INFINITECITY_ST_NONE;
}

/* The Bank: my token on the Bank swaps with seat's token on slot. */
static void bank(infinitecity_state *s, int slot, int seat)
{
    const int me = s->cur;
    s->tok[s->src][me]--;
    s->tok[s->src][seat]++;
    s->tok[slot][seat]--;
    s->tok[slot][me]++;
    s->step = INFINITECITY_ST_NONE;
}

/* The Disaster: a face-up tile under the draw pile (everyone saw it go). */
static void bury(infinitecity_state *s, int slot)
{
    infinitecity_return_tokens(s, slot);
    infinitecity_to_bottom(s, s->kind[slot]);
    infinitecity_free_slot(s, slot);
    s->step = INFINITECITY_ST_NONE;
}

/* The Mausoleum: a tile into my hand. */
static void take(infinitecity_state *s, int slot, bool *rev)
{
    infinitecity_return_tokens(s, slot);
    if (!s->up[slot]) *rev = true; /* the player learns what it was */
    s->hand[s->cur][s->kind[slot]]++;
    s->hand_n[s->cur]++;
    infinitecity_free_slot(s, slot);
    s->step = INFINITECITY_ST_NONE;
}

/* The Transit's two picks: the first remembered, the second swaps places with it. */
static void transit(infinitecity_state *s, int slot, int x, int y)
{
    if (s->step == INFINITECITY_ST_TRANSIT_A) {
        s->target = (uint8_t)slot;
        s->step = INFINITECITY_ST_TRANSIT_B;
        return;
    }
    int o = s->target, ox = s->tx[o], oy = s->ty[o];
    infinitecity_drop(s, o, x, y);
    infinitecity_drop(s, slot, ox, oy);
    s->target = INFINITECITY_NONE;
    s->step = INFINITECITY_ST_NONE;
}

/* The Stadium: seat's token pulled from slot onto the Stadium. */
static void pull(infinitecity_state *s, int slot, int seat)
{
    s->tok[slot][seat]--;
    s->tok[s->src][seat]++;
    s->count++;
    if (count_targets(s) <= 0) s->step = INFINITECITY_ST_NONE;
}

/* A seat chosen: the Shopping Mall swaps hands with it, the Temple takes from its hand next. */
static void seat_chosen(infinitecity_state *s, int seat, bool *rev)
{
    const int me = s->cur;
    if (s->step == INFINITECITY_ST_SHOPPING) {
        uint8_t h[INFINITECITY_KINDS + 1], hn = s->hand_n[me];
        memcpy(h, s->hand[me], sizeof h);
        memcpy(s->hand[me], s->hand[seat], sizeof h);
        memcpy(s->hand[seat], h, sizeof h);
        s->hand_n[me] = s->hand_n[seat];
        s->hand_n[seat] = hn;
        s->step = INFINITECITY_ST_NONE;
    } else {
        s->target = (uint8_t)seat;
        s->step = INFINITECITY_ST_TEMPLE_TAKE;
    }
    *rev = true;
}

bool infinitecity_do(infinitecity_state *s, game_action a)
{
    bool rev = false;
    int arg = INFINITECITY_A_ARG(a), x = INFINITECITY_A_X(a), y = INFINITECITY_A_Y(a);
    int slot = infinitecity_at(s, x, y);
    switch (INFINITECITY_A_OP(a)) {
    case INFINITECITY_OP_PLAY: play_tile(s, arg, &rev); break;
    case INFINITECITY_OP_PLACE: place(s, x, y, &rev); break;
    case INFINITECITY_OP_HOTEL:
        infinitecity_put_token(s, slot, s->cur, &rev);
        s->step = INFINITECITY_ST_NONE;
        break;
    case INFINITECITY_OP_TOKEN: token(s, slot, &rev); break;
    case INFINITECITY_OP_RETRIEVE: retrieve(s, slot); break;
    case INFINITECITY_OP_BANK: bank(s, slot, arg); break;
    case INFINITECITY_OP_BURY: bury(s, slot); break;
    case INFINITECITY_OP_TAKE: take(s, slot, &rev); break;
    case INFINITECITY_OP_CLEAR:
        infinitecity_return_tokens(s, slot);
        s->step = INFINITECITY_ST_NONE;
        break;
    case INFINITECITY_OP_MOVE:
        infinitecity_lift(s, slot);
        s->target = (uint8_t)slot;
        s->step = INFINITECITY_ST_POST_TO;
        break;
    case INFINITECITY_OP_TRANSIT: transit(s, slot, x, y); break;
    case INFINITECITY_OP_PULL: pull(s, slot, arg); break;
    case INFINITECITY_OP_SEAT: seat_chosen(s, arg, &rev); break;
    case INFINITECITY_OP_DONE: s->step = INFINITECITY_ST_NONE; break;
    default: break;
    }
    if (s->step == INFINITECITY_ST_NONE) s->src = INFINITECITY_NONE;
    return rev;
}
