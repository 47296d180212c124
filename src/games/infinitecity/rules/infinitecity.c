/* infinitecity.c: Infinite City (Brent Keith): setup, whose turn, the end of a turn and of the
 * game, apply, and the def. A turn is a sequence of actions: play a tile from the hand (or a
 * token on a Hotel), place it, then one action per choice of each power set off (ic_powers.c),
 * in the order the tiles were played or turned up; the hand is refilled when nothing is left
 * to do. Rulings: docs/rules/infinitecity.md. */
#include "games/infinitecity/rules/infinitecity.h"
#include "core/i18n.h"
#include <stdlib.h>
#include <string.h>

static void ic_setup(void *state, const game_params *p, uint64_t seed)
{
    ic_state *s = state;
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->players = (uint8_t)p->players;
    memset(s->kind, IC_NONE, sizeof s->kind);
    s->src = s->held = s->target = s->end_seat = s->end_who = s->last = IC_NONE;
    for (int k = 0, i = 0; k < IC_KINDS; k++)
        for (int c = 0; c < ic_kinds[k].count; c++) s->deck[i++] = (uint8_t)k;
    rng_shuffle(&s->rng, s->deck, IC_TILES, 1);
    s->deck_n = IC_TILES;
    for (int q = 0; q < s->players && q < GAME_MAX_PLAYERS; q++) {
        s->supply[q] = IC_TOKENS;
        bool unused;
        ic_draw(s, q, IC_HAND, &unused);
    }
    static const int cross[5][2] = {{0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (int i = 0; i < 5; i++) {
        int k = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        ic_add_tile(s, cross[i][0], cross[i][1], k, false);
    }
    s->last = IC_NONE;
    s->first = s->cur = (uint8_t)rng_below(&s->rng, s->players);
    s->step = IC_ST_TURN;
}

static game_turn ic_turn(const void *state)
{
    const ic_state *s = state;
    if (s->over) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, s->cur, 1u << s->cur};
}

void ic_draw(ic_state *s, int seat, int n, bool *revealed)
{
    for (int i = 0; i < n && s->deck_n; i++) {
        int k = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        s->hand[seat][k]++;
        s->hand_n[seat]++;
        *revealed = true;
    }
}

void ic_to_bottom(ic_state *s, int kind)
{
    memmove(s->deck + 1, s->deck, s->deck_n);
    s->deck[0] = (uint8_t)kind;
    s->deck_n++;
}

void ic_return_tokens(ic_state *s, int slot)
{
    for (int q = 0; q < s->players; q++) {
        s->supply[q] = (uint8_t)(s->supply[q] + s->tok[slot][q]);
        s->tok[slot][q] = 0;
    }
}

void ic_drop_pending(ic_state *s, int slot)
{
    int k = 0;
    for (int i = 0; i < s->npend; i++)
        if (s->pend[i] != slot) s->pend[k++] = s->pend[i];
    for (int i = k; i < s->npend; i++) s->pend[i] = 0;
    s->npend = (uint8_t)k;
}

/* A token of seat on slot, from its supply; a face-down tile turns up and its power waits. */
bool ic_put_token(ic_state *s, int slot, int seat, bool *revealed)
{
    if (!s->supply[seat]) return false;
    s->supply[seat]--;
    s->tok[slot][seat]++;
    if (!s->supply[seat]) {
        s->dry = 1; /* "unless it places another tile": none does for the rest of the turn */
        if (!s->ending) {
            s->ending = 1;
            s->end_seat = s->cur;
            s->end_who = (uint8_t)seat;
        }
    }
    if (!s->up[slot]) {
        s->up[slot] = 1;
        s->last = (uint8_t)slot;
        *revealed = true;
        if (s->kind[slot] == IC_POWER) s->ps_up++;
        if (s->kind[slot] == IC_PLAZA) s->plazas++;
        if (s->kind[slot] == IC_HOTEL) s->hotels++;
        s->pend[s->npend++] = (uint8_t)slot;
    }
    return true;
}

bool ic_can_play(const ic_state *s, int seat)
{
    if (!s->supply[seat]) return false;
    if (s->hand_n[seat]) return true;
    for (int i = 0; i < s->hi && s->hotels; i++)
        if (s->kind[i] == IC_HOTEL && s->up[i] && !s->tok[i][seat]) return true;
    return false;
}

static void game_over(ic_state *s, int why)
{
    s->over = 1;
    s->end_why = (uint8_t)why;
    s->dry = 0;
    s->step = IC_ST_NONE;
    s->src = s->held = s->target = IC_NONE;
    s->npend = 0;
    memset(s->pend, 0, sizeof s->pend);
}

/* The end of cur's turn: refill (and the Factories), then the next seat that can play; a seat
 * that cannot passes (and refills). */
static void end_turn(ic_state *s, bool *revealed)
{
    int me = s->cur;
    if (s->hand_n[me] < IC_HAND) ic_draw(s, me, IC_HAND - s->hand_n[me], revealed);
    ic_draw(s, me, IC_FACTORY * s->factory, revealed);
    s->factory = 0;
    s->dry = 0;
    int passes = 0;
    for (;;) {
        int p = (s->cur + 1) % s->players;
        if (s->ending && p == s->end_seat) return game_over(s, IC_END_TOKENS);
        s->cur = (uint8_t)p;
        if (ic_can_play(s, p)) {
            s->step = IC_ST_TURN;
            return;
        }
        int before = s->deck_n;
        if (s->supply[p] && s->hand_n[p] < IC_HAND) ic_draw(s, p, IC_HAND - s->hand_n[p], revealed);
        passes = s->deck_n != before ? 0 : passes + 1;
        if (passes >= s->players) return game_over(s, IC_END_STUCK); /* nobody can play */
    }
}

void ic_advance(ic_state *s, bool *revealed)
{
    while (!s->over) {
        if (s->ps_up >= ic_kinds[IC_POWER].count) return game_over(s, IC_END_STATIONS);
        if (s->step != IC_ST_NONE) return;
        if (s->npend) {
            int slot = s->pend[0];
            memmove(s->pend, s->pend + 1, --s->npend);
            s->pend[s->npend] = 0;
            ic_begin_power(s, slot, revealed);
            if (s->step == IC_ST_NONE) s->src = IC_NONE;
            continue;
        }
        end_turn(s, revealed);
    }
}

static int ic_legal_actions(const void *state, int player, game_action *out, int cap)
{
    int n = ic_legal(state, player, out, cap);
    game_sort_actions(out, n);
    return n;
}

static game_apply_result ic_apply(void *state, int player, game_action a, char *why, size_t n)
{
    ic_state *s = state;
    if (!ic_check(s, player, a, why, n)) return GAME_REFUSED;
    bool revealed = ic_do(s, a);
    ic_advance(s, &revealed);
    s->moves++;
    return revealed ? GAME_OK_BARRIER : GAME_OK;
}

static game_action ic_random_action(const void *state, int player, rng_state *rng)
{
    const ic_state *s = state;
    return player == s->cur && !s->over ? ic_random(s, rng) : 0;
}

const game_def infinitecity_game = {
    .id = "infinitecity",
    .name = N_("Infinite City"),
    .tagline = N_("Grow a boundless city of powerful tiles."),
    .credit = N_("designed by Brent Keith."),
    .min_players = 2,
    .max_players = 6,
    .typical_minutes = 30,
    .state_size = sizeof(ic_state),
    .hidden_info = true,
    .playable = true,
    .setup = ic_setup,
    .turn = ic_turn,
    .legal_actions = ic_legal_actions,
    .apply = ic_apply,
    .view = ic_view,
    .determinize = ic_determinize,
    .action_to_text = ic_action_text,
    .action_from_text = ic_action_parse,
    .score = ic_score,
    .heuristic = ic_heuristic,
    .load_position = ic_load_position,
    .save_position = ic_save_position,
    .hash = ic_hash,
    .random_action = ic_random_action,
    .describe = ic_describe,
};
