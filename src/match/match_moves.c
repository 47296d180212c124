/* match_moves.c: phrases for the move log, and the recent ones rebuilt by replay (see
 * match_moves.h). */
#include "match/match_moves.h"
#include "core/log.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int match_move_phrase(const game_def *g, const void *before, const void *after, int seat,
                      game_action a, const char *fallback, char *buf, size_t n)
{
    if (!n) return 0;
    buf[0] = 0;
    if (g->describe) {
        int len = g->describe(before, after, seat, a, buf, n);
        buf[n - 1] = 0;
        return len > 0 ? (int)strlen(buf) : 0;
    }
    if (fallback)
        snprintf(buf, n, "%s", fallback);
    else
        g->action_to_text(before, a, buf, n);
    return (int)strlen(buf);
}

void match_move_name_seats(const match *m, char *text, size_t n)
{
    if (!strchr(text, '{')) return;
    const char *names[GAME_MAX_PLAYERS];
    int count = match_params(m)->players;
    for (int i = 0; i < count; i++) names[i] = match_seat_at(m, i)->name;
    char out[GAME_REASON_LEN];
    game_format_reason(text, names, count, out, sizeof out);
    snprintf(text, n, "%s", out);
}

int match_recent_moves(const match *m, match_move *out, int cap)
{
    const game_def *g = match_game(m);
    int total = match_log_count(m);
    if (cap <= 0 || total == 0) return 0;
    unsigned char *state = malloc(g->state_size), *before = malloc(g->state_size);
    match_move *ring = calloc((size_t)cap, sizeof *ring);
    if (!state || !before || !ring) {
        free(state);
        free(before);
        free(ring);
        return 0;
    }
    /* the same replay as undo's: setup, then each entry at the tick it was applied */
    g->setup(state, match_params(m), match_seed(m));
    uint32_t t = 0;
    int kept = 0;
    char why[GAME_REASON_LEN];
    for (int i = 0; i < total; i++) {
        const match_entry *e = match_log_at(m, i);
        for (; g->tick && t < e->tick; t++) g->tick(state);
        memcpy(before, state, g->state_size);
        if (g->apply(state, e->seat, e->action, why, sizeof why) == GAME_REFUSED) {
            LOG_E("move log: replay of entry %d refused: %s", i + 1, why);
            break;
        }
        char text[sizeof ring->text]; /* not straight into the ring: an action left out of the
                                          log must not wipe the oldest phrase still shown */
        if (match_move_phrase(g, before, state, e->seat, e->action, e->text, text, sizeof text) ==
            0)
            continue;
        match_move *mv = &ring[kept % cap];
        memcpy(mv->text, text, sizeof text);
        match_move_name_seats(m, mv->text, sizeof mv->text);
        mv->entry = i;
        mv->seat = e->seat;
        kept++;
    }
    int n = kept < cap ? kept : cap;
    for (int k = 0; k < n; k++) out[k] = ring[(kept - n + k) % cap];
    free(state);
    free(before);
    free(ring);
    return n;
}
