/* attract_caption.c: attract mode's captions. Each move the play host logs (the rules' own
 * describe phrase, play_log_at) becomes "Bob places a tile on B2" (a phrase that starts with a
 * verb makes a sentence with the name) or "Bob: Park-4 on C4" (one that names a thing) and, under
 * it, what the move did to the score, worked out by the game's score function on the public
 * (spectator) view before and after: "+3 · Bob now leads with 22 · Ann -2 · City Hall (3): 7
 * access points vs 5". Only public facts: the phrase says only what every seat may know, and the
 * score is the spectator's. A caption stays at least ATTRACT_CAPTION_S seconds (a race's moves
 * come faster than anyone reads: the next caption tells the newest move and what changed since).
 * Between the rounds of a real-time game the caption says the round is over and what it gave
 * each seat. */
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
    c->round_from = calloc(1, sizeof *c->round_from);
    c->view_size = g->state_size;
    c->view = calloc(1, g->state_size ? g->state_size : 1);
    c->last_entry = -1;
    c->seat = -1;
    if (c->prev && c->now && c->round_from && c->view) return true;
    attract_caption_free(c);
    return false;
}

void attract_caption_free(attract_caption *c)
{
    free(c->prev);
    free(c->now);
    free(c->round_from);
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
    memcpy(c->round_from, c->prev, sizeof *c->prev);
    c->last_entry = match_log_count(m) - 1;
    c->seat = -1;
    c->who[0] = c->what[0] = c->score[0] = 0;
    c->age = 0;
}

/* text after " · " at the end of out, when the whole of it fits (never half a part) */
static void append(char *out, size_t n, const char *text)
{
    size_t len = strlen(out), sep = len ? strlen(" · ") : 0, k = strlen(text);
    if (!k || len + sep + k + 1 > n) return;
    memcpy(out + len, " · ", sep);
    memcpy(out + len + sep, text, k + 1);
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

/* The first word of a phrase, when it is one of the words (the language's articles: a translated
 * list) that begin a phrase naming a thing rather than an action. */
static bool starts_with_article(const char *what)
{
    /* TRANSLATORS: the articles a move's phrase may start with (separated by spaces): a phrase
     * that starts with one names a thing ("a token on the Hotel"), not an action, and attract
     * mode's caption then puts it after the player's name and a colon. */
    const char *list = _("a an the");
    size_t n = strcspn(what, " \xe2"); /* up to a space or an apostrophe (l’) */
    if (strncmp(what + n, "’", strlen("’")) == 0) n += strlen("’");
    for (const char *w = list; *w;) {
        size_t k = strcspn(w, " ");
        if (k == n && strncmp(w, what, n) == 0) return true;
        w += k;
        while (*w == ' ') w++;
    }
    return false;
}

bool attract_caption_joins(const char *what)
{
    unsigned char c0 = (unsigned char)what[0], c1 = (unsigned char)what[1];
    bool lower = (c0 >= 'a' && c0 <= 'z') ||
                 (c0 == 0xC3 && c1 >= 0x9F && c1 <= 0xBF); /* é, è, à, ç... (Latin-1 lower) */
    return lower && !starts_with_article(what);
}

void attract_caption_line(const attract_caption *c, char *out, size_t n)
{
    if (!c->what[0])
        snprintf(out, n, "%s", c->who);
    else if (!c->who[0])
        snprintf(out, n, "%s", c->what);
    else if (attract_caption_joins(c->what))
        snprintf(out, n, _("%s %s"), c->who, c->what); /* "Bob places a tile on B2" */
    else
        snprintf(out, n, _("%s: %s"), c->who, c->what); /* "Bob: Park-4 on C4" */
}

void attract_caption_round_start(attract_caption *c, const match *m)
{
    if (c->round_from) public_score(c, m, c->round_from);
}

void attract_caption_round_end(attract_caption *c, const play *p)
{
    const match *m = play_match(p);
    if (!c->round_from) return;
    public_score(c, m, c->now);
    int players = c->now->players < GAME_MAX_PLAYERS ? c->now->players : GAME_MAX_PLAYERS;
    char part[ATTRACT_TEXT];
    c->score[0] = 0;
    int best = 0;
    for (int i = 0; i < players; i++) {
        snprintf(part, sizeof part, "%s %+d", play_seat_name(p, i),
                 c->now->total[i] - c->round_from->total[i]);
        append(c->score, sizeof c->score, part);
        if (c->now->total[i] > c->now->total[best]) best = i;
    }
    int tied = 0;
    for (int i = 0; i < players; i++) tied += c->now->total[i] == c->now->total[best];
    if (tied == 1)
        snprintf(part, sizeof part, _("%s leads with %d"), play_seat_name(p, best),
                 c->now->total[best]);
    else
        snprintf(part, sizeof part, _("%d players share the lead at %d"), tied,
                 c->now->total[best]);
    if (players > 0) append(c->score, sizeof c->score, part);
    snprintf(c->who, sizeof c->who, "%s", "");
    snprintf(c->what, sizeof c->what, "%s", _("The round is over: what it gave each player"));
    c->seat = -1;
    c->round = true;
    c->age = 0;
    memcpy(c->prev, c->now, sizeof *c->prev); /* the next move's before */
    c->last_entry = match_log_count(m) - 1;
}

bool attract_caption_update(attract_caption *c, const play *p)
{
    if (!c->prev || play_log_count(p) == 0) return false;
    if (c->age < ATTRACT_CAPTION_S && (c->seat >= 0 || c->round)) return false; /* still read */
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
    c->round = false;
    snprintf(c->who, sizeof c->who, "%s", play_seat_name(p, mv->seat));
    snprintf(c->what, sizeof c->what, "%s", mv->text);
    attract_caption_score(c->prev, c->now, mv->seat, names, nn, c->score, sizeof c->score);
    game_score *t = c->prev; /* now becomes the next move's before */
    c->prev = c->now;
    c->now = t;
    c->age = 0;
    return true;
}
