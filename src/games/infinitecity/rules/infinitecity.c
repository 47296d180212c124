/* infinitecity.c: Infinite City (Brent Keith): setup, whose turn, the end of a turn and of the
 * game, apply, and the def. A turn is a sequence of actions: play a tile from the hand (or a
 * token on a Hotel), place it, then one action per choice of each power set off
 * (infinitecity_powers.c), in the order the tiles were played or turned up; the hand is refilled
 * when nothing is left to do. Rulings: docs/rules/infinitecity.md. */
#include "games/infinitecity/rules/infinitecity.h"
#include "core/i18n.h"
#include <stdlib.h>
#include <string.h>

static void infinitecity_setup(void *state, const game_params *p, uint64_t seed)
{
    infinitecity_state *s = state;
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->players = (uint8_t)p->players;
    memset(s->kind, INFINITECITY_NONE, sizeof s->kind);
    s->src = s->held = s->target = s->end_seat = s->end_who = s->last = INFINITECITY_NONE;
    for (int k = 0, i = 0; k < INFINITECITY_KINDS; k++)
        for (int c = 0; c < infinitecity_kinds[k].count; c++) s->deck[i++] = (uint8_t)k;
    rng_shuffle(&s->rng, s->deck, INFINITECITY_TILES, 1);
    s->deck_n = INFINITECITY_TILES;
    for (int q = 0; q < s->players && q < GAME_MAX_PLAYERS; q++) {
        s->supply[q] = INFINITECITY_TOKENS;
        bool unused;
        infinitecity_draw(s, q, INFINITECITY_HAND, &unused);
    }
    static const int cross[5][2] = {{0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (int i = 0; i < 5; i++) {
        int k = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        infinitecity_add_tile(s, cross[i][0], cross[i][1], k, false);
    }
    s->last = INFINITECITY_NONE;
    s->first = s->cur = (uint8_t)rng_below(&s->rng, s->players);
    s->step = INFINITECITY_ST_TURN;
}

static game_turn infinitecity_turn(const void *state)
{
    const infinitecity_state *s = state;
    if (s->over) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, s->cur, 1u << s->cur};
}

void infinitecity_draw(infinitecity_state *s, int seat, int n, bool *revealed)
{
    for (int i = 0; i < n && s->deck_n; i++) {
        int k = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        s->hand[seat][k]++;
        s->hand_n[seat]++;
        *revealed = true;
    }
}

void infinitecity_to_bottom(infinitecity_state *s, int kind)
{
    memmove(s->deck + 1, s->deck, s->deck_n);
    s->deck[0] = (uint8_t)kind;
    s->deck_n++;
}

void infinitecity_return_tokens(infinitecity_state *s, int slot)
{
    for (int q = 0; q < s->players; q++) {
        s->supply[q] = (uint8_t)(s->supply[q] + s->tok[slot][q]);
        s->tok[slot][q] = 0;
    }
}

void infinitecity_drop_pending(infinitecity_state *s, int slot)
{
    int k = 0;
    for (int i = 0; i < s->npend; i++)
        if (s->pend[i] != slot) s->pend[k++] = s->pend[i];
    for (int i = k; i < s->npend; i++) s->pend[i] = 0;
    s->npend = (uint8_t)k;
}

/* A token of seat on slot, from its supply; a face-down tile turns up and its power waits. */
bool infinitecity_put_token(infinitecity_state *s, int slot, int seat, bool *revealed)
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
        if (s->kind[slot] == INFINITECITY_POWER) s->ps_up++;
        if (s->kind[slot] == INFINITECITY_PLAZA) s->plazas++;
        if (s->kind[slot] == INFINITECITY_HOTEL) s->hotels++;
        s->pend[s->npend++] = (uint8_t)slot;
    }
    return true;
}

bool infinitecity_can_play(const infinitecity_state *s, int seat)
{
    if (!s->supply[seat]) return false;
    if (s->hand_n[seat]) return true;
    for (int i = 0; i < s->hi && s->hotels; i++)
        if (s->kind[i] == INFINITECITY_HOTEL && s->up[i] && !s->tok[i][seat]) return true;
    return false;
}

static void game_over(infinitecity_state *s, int why)
{
    s->over = 1;
    s->end_why = (uint8_t)why;
    s->dry = 0;
    s->step = INFINITECITY_ST_NONE;
    s->src = s->held = s->target = INFINITECITY_NONE;
    s->npend = 0;
    memset(s->pend, 0, sizeof s->pend);
}

/* The end of cur's turn: refill (and the Factories), then the next seat that can play; a seat
 * that cannot passes (and refills). */
static void end_turn(infinitecity_state *s, bool *revealed)
{
    int me = s->cur;
    if (s->hand_n[me] < INFINITECITY_HAND)
        infinitecity_draw(s, me, INFINITECITY_HAND - s->hand_n[me], revealed);
    infinitecity_draw(s, me, INFINITECITY_FACTORY * s->factory, revealed);
    s->factory = 0;
    s->dry = 0;
    int passes = 0;
    for (;;) {
        int p = (s->cur + 1) % s->players;
        if (s->ending && p == s->end_seat) return game_over(s, INFINITECITY_END_TOKENS);
        s->cur = (uint8_t)p;
        if (infinitecity_can_play(s, p)) {
            s->step = INFINITECITY_ST_TURN;
            return;
        }
        int before = s->deck_n;
        if (s->supply[p] && s->hand_n[p] < INFINITECITY_HAND)
            infinitecity_draw(s, p, INFINITECITY_HAND - s->hand_n[p], revealed);
        passes = s->deck_n != before ? 0 : passes + 1;
        if (passes >= s->players) return game_over(s, INFINITECITY_END_STUCK); /* nobody can play */
    }
}

void infinitecity_advance(infinitecity_state *s, bool *revealed)
{
    while (!s->over) {
        if (s->ps_up >= infinitecity_kinds[INFINITECITY_POWER].count)
            return game_over(s, INFINITECITY_END_STATIONS);
        if (s->step != INFINITECITY_ST_NONE) return;
        if (s->npend) {
            int slot = s->pend[0];
            memmove(s->pend, s->pend + 1, --s->npend);
            s->pend[s->npend] = 0;
            infinitecity_begin_power(s, slot, revealed);
            if (s->step == INFINITECITY_ST_NONE) s->src = INFINITECITY_NONE;
            continue;
        }
        end_turn(s, revealed);
    }
}

static int infinitecity_legal_actions(const void *state, int player, game_action *out, int cap)
{
    int n = infinitecity_legal(state, player, out, cap);
    game_sort_actions(out, n);
    return n;
}

static game_apply_result infinitecity_apply(void *state, int player, game_action a, char *why,
                                            size_t n)
{
    infinitecity_state *s = state;
    if (!infinitecity_check(s, player, a, why, n)) return GAME_REFUSED;
    bool revealed = infinitecity_do(s, a);
    infinitecity_advance(s, &revealed);
    s->moves++;
    return revealed ? GAME_OK_BARRIER : GAME_OK;
}

static game_action infinitecity_random_action(const void *state, int player, rng_state *rng)
{
    const infinitecity_state *s = state;
    return player == s->cur && !s->over ? infinitecity_random(s, rng) : 0;
}

const game_def infinitecity_game = {
    .id = "infinitecity",
    .name = N_("Infinite City"),
    .tagline = N_("Grow a boundless city of powerful tiles."),
    .credit = N_("designed by Brent Keith."),
    .min_players = 2,
    .max_players = 6,
    .typical_minutes = 30,
    .state_size = sizeof(infinitecity_state),
    .hidden_info = true,
    .playable = true,
    .setup = infinitecity_setup,
    .turn = infinitecity_turn,
    .legal_actions = infinitecity_legal_actions,
    .apply = infinitecity_apply,
    .view = infinitecity_view,
    .determinize = infinitecity_determinize,
    .action_to_text = infinitecity_action_text,
    .action_from_text = infinitecity_action_parse,
    .score = infinitecity_score,
    .heuristic = infinitecity_heuristic,
    .load_position = infinitecity_load_position,
    .save_position = infinitecity_save_position,
    .hash = infinitecity_hash,
    .random_action = infinitecity_random_action,
    .describe = infinitecity_describe,
    .seat_json = infinitecity_seat_json,
    .action_label = infinitecity_action_label,
    .handicap = &game_handicap_points, /* added at the end by the match */
    .lesson = &infinitecity_lesson,
};
