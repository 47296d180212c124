/* fuzz_action_text.c: the text form of actions, as saves, scripts and the command line type them:
 * each game's action_from_text on a freshly set-up game or a few random moves in, then
 * match_apply_text on the same game. Input: the game's id on the first line (fuzz_game), then a
 * byte: the number of players, of random moves (0..7) and the seat that types; the rest is the
 * text.
 * Checked: a parsed action's text form parses back to the same action; apply either plays it or
 * refuses it with a reason and leaves the state untouched; so does match_apply_text. */
#include "core/log.h"
#include "core/rng.h"
#include "fuzz_common.h"
#include "games/game.h"
#include "match/match.h"
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

/* A seat that may act now: the player whose turn it is, else the lowest seat in the mask. */
static int acting_seat(game_turn t)
{
    if (t.player >= 0 && (t.mask & (1u << t.player))) return t.player;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask & (1u << i)) return i;
    return -1;
}

/* Plays `moves` uniformly random legal actions (a real-time game whose seats may not act waits
 * a tick). */
static void random_moves(const game_def *g, match *m, int moves, uint64_t seed)
{
    rng_state rng;
    rng_seed(&rng, seed);
    for (int k = 0, guard = 0; k < moves && guard < 64 && !match_is_over(m); guard++) {
        int seat = acting_seat(match_turn(m));
        game_action a;
        if (seat < 0 || !game_random_action(g, match_state(m), seat, &rng, &a)) {
            if (g->tick_hz <= 0) break;
            match_tick(m);
            continue;
        }
        char why[MATCH_WHY_LEN];
        if (match_apply(m, seat, a, why, sizeof why) != GAME_REFUSED) k++;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const game_def *g = fuzz_game(&data, &size);
    if (!g || size < 1) return 0;
    int span = g->max_players - g->min_players + 1;
    int players = g->min_players + (data[0] & 7) % span;
    int moves = (data[0] >> 3) & 7;
    int typist = (data[0] >> 6) % players;
    char *text = fuzz_text(data + 1, size - 1);
    game_params p;
    game_params_default(g, &p, players);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, players, seats);
    char why[MATCH_WHY_LEN];
    match *m = text ? match_create(g, &p, seats, 1234, why, sizeof why) : NULL;
    void *state = malloc(g->state_size), *before = malloc(g->state_size);
    if (!m || !state || !before) goto out;
    random_moves(g, m, moves, 99 + (uint64_t)moves);

    memcpy(state, match_state(m), g->state_size);
    game_action a;
    why[0] = 0;
    if (g->action_from_text(state, text, &a, why, sizeof why)) {
        char buf[GAME_ACTION_TEXT], why2[MATCH_WHY_LEN];
        int n = g->action_to_text(state, a, buf, sizeof buf);
        FUZZ_CHECK(n >= 0 && memchr(buf, 0, sizeof buf));
        game_action b;
        /* what to_text writes, from_text reads back to the same action */
        FUZZ_CHECK(g->action_from_text(state, buf, &b, why2, sizeof why2) && b == a);
        int seat = acting_seat(g->turn(state));
        if (seat < 0) seat = typist;
        memcpy(before, state, g->state_size);
        if (g->apply(state, seat, a, why2, sizeof why2) == GAME_REFUSED)
            FUZZ_CHECK(memcmp(state, before, g->state_size) == 0);
    } else {
        FUZZ_CHECK(memchr(why, 0, sizeof why) && why[0]); /* a message, always */
    }

    /* the same text through the match, as a save's log or a script plays it */
    uint64_t hash = match_hash(m);
    int count = match_log_count(m);
    if (match_apply_text(m, typist, text, why, sizeof why) == GAME_REFUSED) {
        FUZZ_CHECK(match_hash(m) == hash && match_log_count(m) == count);
    } else {
        FUZZ_CHECK(match_log_count(m) == count + 1);
        const match_entry *e = match_log_at(m, count);
        FUZZ_CHECK(e && memchr(e->text, 0, sizeof e->text));
    }
out:
    match_destroy(m);
    free(before);
    free(state);
    free(text);
    return 0;
}
