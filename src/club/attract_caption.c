/* attract_caption.c: attract mode's captions. Each move the play host logs (the rules' own
 * describe phrase, play_log_at) becomes "Bob: Park 4 on C4" and, under it, what the move did to
 * the score, worked out by the game's score function on the public (spectator) view before and
 * after: "+3 · Bob now leads with 22 · Ann -2 · City Hall (3): 7 access points vs 5". Only public
 * facts: the phrase says only what every seat may know, and the score is the spectator's. */
#include "club/attract_int.h"
#include "core/i18n.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool attract_caption_init(attract_caption *c, const game_def *g)
{
    memset(c, 0, sizeof *c);
    c->prev = calloc(1, sizeof *c->prev);
    c->now = calloc(1, sizeof *c->now);
    c->view_size = g->state_size;
    c->view = calloc(1, g->state_size ? g->state_size : 1);
    c->last_entry = -1;
    c->seat = -1;
    if (c->prev && c->now && c->view) return true;
    attract_caption_free(c);
    return false;
}

void attract_caption_free(attract_caption *c)
{
    free(c->prev);
    free(c->now);
    free(c->view);
    memset(c, 0, sizeof *c);
    c->last_entry = -1;
    c->seat = -1;
}

static void public_score(attract_caption *c, const match *m, game_score *out)
{
    const game_def *g = match_game(m);
    memset(out, 0, sizeof *out);
    match_view(m, GAME_SPECTATOR, c->view);
    g->score(c->view, out);
}

void attract_caption_reset(attract_caption *c, const match *m)
{
    if (!c->prev) return;
    public_score(c, m, c->prev);
    c->last_entry = match_log_count(m) - 1;
    c->seat = -1;
    c->who[0] = c->what[0] = c->score[0] = 0;
    c->age = 0;
}

static void append(char *out, size_t n, const char *text)
{
    size_t len = strlen(out);
    if (!*text || len + 1 >= n) return;
    snprintf(out + len, n - len, "%s%s", len ? " · " : "", text);
}

static bool has_reason(const game_score *s, int seat, const char *reason)
{
    for (int i = 0; i < s->nlines; i++)
        if (s->line[i].player == seat && strcmp(s->line[i].reason, reason) == 0) return true;
    return false;
}

void attract_caption_score(const game_score *before, const game_score *after, int seat,
                           const char *const *names, int nnames, char *out, size_t n)
{
    char part[ATTRACT_TEXT];
    out[0] = 0;
    int players = after->players < GAME_MAX_PLAYERS ? after->players : GAME_MAX_PLAYERS;
    if (seat < 0 || seat >= players || seat >= nnames) return;
    bool changed = false;
    for (int i = 0; i < players; i++) changed |= after->total[i] != before->total[i];
    if (!changed) return;
    int d = after->total[seat] - before->total[seat];
    if (d != 0) {
        snprintf(part, sizeof part, "%+d", d);
        append(out, n, part);
    }
    /* the lead after the move, seen from the mover */
    int best = -1;
    for (int i = 0; i < players; i++)
        if (i != seat && (best < 0 || after->total[i] > after->total[best])) best = i;
    int mine = after->total[seat];
    if (best < 0 || mine > after->total[best])
        snprintf(part, sizeof part, _("%s now leads with %d"), names[seat], mine);
    else if (mine == after->total[best])
        snprintf(part, sizeof part, _("%s shares the lead at %d"), names[seat], mine);
    else
        snprintf(part, sizeof part, _("%s is at %d; %s leads with %d"), names[seat], mine,
                 best < nnames ? names[best] : "?", after->total[best]);
    append(out, n, part);
    for (int i = 0; i < players && i < nnames; i++) { /* what it cost the others */
        int di = after->total[i] - before->total[i];
        if (i == seat || di == 0) continue;
        snprintf(part, sizeof part, "%s %+d", names[i], di);
        append(out, n, part);
    }
    /* why: the first scoring line the move gave the mover (the rules' own reason) */
    for (int i = 0; i < after->nlines; i++) {
        const game_score_line *l = &after->line[i];
        if (l->player != seat || l->points == 0 || has_reason(before, seat, l->reason)) continue;
        game_format_reason(l->reason, names, nnames, part, sizeof part);
        append(out, n, part);
        break;
    }
}

bool attract_caption_update(attract_caption *c, const play *p)
{
    if (!c->prev || play_log_count(p) == 0) return false;
    const match_move *mv = play_log_at(p, 0);
    if (!mv || mv->entry <= c->last_entry) return false;
    const match *m = play_match(p);
    const char *names[GAME_MAX_PLAYERS];
    int nn = match_params(m)->players;
    if (nn > GAME_MAX_PLAYERS) nn = GAME_MAX_PLAYERS;
    for (int i = 0; i < nn; i++) names[i] = play_seat_name(p, i);
    public_score(c, m, c->now);
    c->last_entry = mv->entry;
    c->seat = mv->seat;
    snprintf(c->who, sizeof c->who, "%s", play_seat_name(p, mv->seat));
    snprintf(c->what, sizeof c->what, "%s", mv->text);
    attract_caption_score(c->prev, c->now, mv->seat, names, nn, c->score, sizeof c->score);
    game_score *t = c->prev; /* now becomes the next move's before */
    c->prev = c->now;
    c->now = t;
    c->age = 0;
    return true;
}
