/* match.c: one game in progress: state, action log, undo/redo by replay, ticks and autosave.
 * Saving and loading (JSON) live in match_save.c, on top of the public functions here. */
#include "match/match.h"
#include "core/i18n.h"
#include "core/log.h"
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct match {
    const game_def *g;
    game_params params;
    match_seat seats[GAME_MAX_PLAYERS];
    uint64_t seed;
    void *state;
    uint32_t ticks;
    match_entry *log; /* [0, n_done) played; [n_done, n_log) can be redone */
    int n_log, n_done, cap;
    int floor;       /* entries before floor can never be undone (barriers, time that passed) */
    bool floor_time; /* the floor was last raised by time passing (else by a barrier) */
    char *autosave_path;
    match_save_status save; /* the autosave's status (match_autosave_status) */
};

static const char *const level_names[MATCH_LEVEL_COUNT] = {"random", "easy", "normal", "hard"};

const char *match_level_name(match_level l)
{
    return (l >= 0 && l < MATCH_LEVEL_COUNT) ? level_names[l] : "?";
}

match_level match_level_from_name(const char *name)
{
    for (int i = 0; i < MATCH_LEVEL_COUNT; i++)
        if (name && strcmp(name, level_names[i]) == 0) return (match_level)i;
    return MATCH_LEVEL_COUNT;
}

void match_default_seats(const game_def *g, int players, match_seat *out)
{
    (void)g;
    for (int i = 0; i < players && i < GAME_MAX_PLAYERS; i++) {
        memset(&out[i], 0, sizeof out[i]);
        snprintf(out[i].name, sizeof out[i].name, _("Player %d"), i + 1);
        out[i].kind = MATCH_HUMAN;
        out[i].level = MATCH_LEVEL_NORMAL;
        out[i].colour = i;
        out[i].symbol = i;
    }
}

static bool rules_complete(const game_def *g)
{
    return g->setup && g->turn && g->legal_actions && g->apply && g->view && g->action_to_text &&
           g->action_from_text && g->score && g->state_size > 0;
}

match *match_create(const game_def *g, const game_params *p, const match_seat *seats, uint64_t seed,
                    char *why, size_t n)
{
    if (!g || !rules_complete(g)) {
        snprintf(why, n, _("%s cannot be played yet."), g ? _(g->name) : "?");
        return NULL;
    }
    if (!game_validate(g, p, why, n)) return NULL;
    match *m = calloc(1, sizeof *m);
    if (m) m->save.saved_moves = -1;
    if (!m || !(m->state = malloc(g->state_size))) {
        free(m);
        snprintf(why, n, "%s", _("Out of memory."));
        return NULL;
    }
    m->g = g;
    m->params = *p;
    m->seed = seed;
    if (seats)
        memcpy(m->seats, seats, sizeof m->seats[0] * (size_t)p->players);
    else
        match_default_seats(g, p->players, m->seats);
    for (int i = 0; i < p->players; i++) m->seats[i].name[MATCH_NAME_LEN - 1] = 0;
    g->setup(m->state, &m->params, seed);
    return m;
}

void match_destroy(match *m)
{
    if (!m) return;
    free(m->state);
    free(m->log);
    free(m->autosave_path);
    free(m);
}

const game_def *match_game(const match *m)
{
    return m->g;
}
const game_params *match_params(const match *m)
{
    return &m->params;
}
const match_seat *match_seat_at(const match *m, int seat)
{
    return (seat >= 0 && seat < m->params.players) ? &m->seats[seat] : NULL;
}
uint64_t match_seed(const match *m)
{
    return m->seed;
}
const void *match_state(const match *m)
{
    return m->state;
}
void match_view(const match *m, int viewer, void *out)
{
    m->g->view(m->state, viewer, out);
}
game_turn match_turn(const match *m)
{
    return m->g->turn(m->state);
}
bool match_is_over(const match *m)
{
    return match_turn(m).phase == GAME_PHASE_OVER;
}
void match_score(const match *m, game_score *out)
{
    game_score_handicaps(m->g, &m->params, m->state, out);
}
uint64_t match_hash(const match *m)
{
    return game_hash(m->g, m->state);
}
uint32_t match_ticks(const match *m)
{
    return m->ticks;
}
int match_log_count(const match *m)
{
    return m->n_done;
}
const match_entry *match_log_at(const match *m, int i)
{
    return (i >= 0 && i < m->n_done) ? &m->log[i] : NULL;
}

int match_hash_trace(const match *m, uint64_t *out, int cap)
{
    int k = 0;
    for (; k < m->n_done && k < cap; k++) out[k] = m->log[k].hash;
    return k;
}

/* Writes the autosave now and notes how it went; the log says when saving starts failing, why
 * changes and when it works again (not every failed write). */
static bool autosave_now(match *m)
{
    if (!m->autosave_path) return true;
    match_save_status *st = &m->save;
    char why[MATCH_WHY_LEN];
    errno = 0;
    bool ok = match_save_file(m, m->autosave_path, why, sizeof why);
    int err = ok ? 0 : errno ? errno : ENOMEM;
    int failed_before = st->io.failures;
    if (fs_status_note(&st->io, ok, err)) {
        if (ok)
            LOG_I("autosave to %s works again (after %d failed writes)", m->autosave_path,
                  failed_before);
        else
            LOG_W("autosave to %s failed: %s (tried again after every move and on a timer)",
                  m->autosave_path, why);
    }
    if (ok)
        st->saved_moves = m->n_done, st->why[0] = 0;
    else
        snprintf(st->why, sizeof st->why, "%s", why);
    return ok;
}

bool match_autosave(match *m, const char *path, char *why, size_t n)
{
    match_save_status *st = &m->save;
    if (m->autosave_path && st->io.err) autosave_now(m); /* a last try before it stops */
    bool unsaved = m->autosave_path && st->io.err;
    free(m->autosave_path);
    m->autosave_path = NULL;
    if (!path && unsaved) { /* stopped while failing: why and the last good save stay said */
        st->on = false;
        st->end_unsaved = true;
        return true;
    }
    memset(st, 0, sizeof *st);
    st->saved_moves = -1;
    if (!path) return true;
    if (!(m->autosave_path = strdup(path))) {
        snprintf(why, n, "%s", _("Out of memory."));
        return false;
    }
    static atomic_uint ids;
    st->on = true;
    st->id = atomic_fetch_add(&ids, 1) + 1;
    if (autosave_now(m)) return true;
    snprintf(why, n, "%s", st->why);
    return false;
}

const match_save_status *match_autosave_status(const match *m)
{
    return &m->save;
}

bool match_autosave_retry(match *m)
{
    if (!m->autosave_path || !m->save.io.err) return true;
    return autosave_now(m);
}

game_apply_result match_apply(match *m, int seat, game_action a, char *why, size_t n)
{
    if (seat < 0 || seat >= m->params.players) {
        snprintf(why, n, _("There is no seat %d in this game."), seat + 1);
        return GAME_REFUSED;
    }
    if (m->n_done == m->cap) {
        int cap = m->cap ? m->cap * 2 : 64;
        match_entry *nl = realloc(m->log, sizeof *nl * (size_t)cap);
        if (!nl) {
            snprintf(why, n, "%s", _("Out of memory."));
            return GAME_REFUSED;
        }
        m->log = nl;
        m->cap = cap;
    }
    match_entry e = {.tick = m->ticks, .seat = seat, .action = a};
    m->g->action_to_text(m->state, a, e.text, sizeof e.text); /* before: it may read the state */
    game_apply_result r = m->g->apply(m->state, seat, a, why, n);
    if (r == GAME_REFUSED) return r;
    e.barrier = r == GAME_OK_BARRIER;
    e.hash = match_hash(m);
    m->log[m->n_done++] = e;
    m->n_log = m->n_done; /* a new action drops whatever could have been redone */
    if (e.barrier) m->floor = m->n_done, m->floor_time = false;
    autosave_now(m);
    return r;
}

game_apply_result match_apply_text(match *m, int seat, const char *text, char *why, size_t n)
{
    game_action a;
    if (!m->g->action_from_text(m->state, text, &a, why, n)) return GAME_REFUSED;
    return match_apply(m, seat, a, why, n);
}

void match_tick(match *m)
{
    if (!m->g->tick || m->g->tick_hz <= 0) return;
    m->g->tick(m->state);
    m->ticks++;
    m->floor = m->n_done; /* time that passed cannot be taken back */
    m->floor_time = true;
    m->n_log = m->n_done;
}

/* ---- undo / redo: replay the log from setup (states are small; logs are short) ------------- */
static bool any_human(const match *m)
{
    for (int i = 0; i < m->params.players; i++)
        if (m->seats[i].kind == MATCH_HUMAN) return true;
    return false;
}

static int human_count(const match *m)
{
    int n = 0;
    for (int i = 0; i < m->params.players; i++) n += m->seats[i].kind == MATCH_HUMAN;
    return n;
}

/* The last undoable human entry (-1 none): the one undo would take back, with the bot replies
 * after it. */
static int last_human_entry(const match *m)
{
    for (int k = m->n_done - 1; k >= m->floor; k--)
        if (m->seats[m->log[k].seat].kind == MATCH_HUMAN) return k;
    return -1;
}

/* With several people at the table, a move is its player's to take back, and only while no one
 * else has the turn: once another person may act, it stands. (In a race everyone acts at once:
 * there the owner's device says whose undo it is, and time passing ends it anyway.) */
static bool another_person_acts(const match *m, int owner)
{
    if (human_count(m) < 2) return false;
    game_turn t = m->g->turn(m->state);
    if (t.phase == GAME_PHASE_SIMULTANEOUS) return false;
    for (int i = 0; i < m->params.players; i++)
        if ((t.mask >> i & 1) && i != owner && m->seats[i].kind == MATCH_HUMAN) return true;
    return false;
}

/* The number of entries to keep when seat (-1: whoever asks) undoes, or -1 if it may not. */
static int undo_target_for(const match *m, int seat)
{
    if (!any_human(m)) return m->n_done > m->floor ? m->n_done - 1 : -1;
    int k = last_human_entry(m);
    if (k < 0) return -1;
    int owner = m->log[k].seat;
    if ((seat >= 0 && seat != owner) || another_person_acts(m, owner)) return -1;
    return k;
}

static int undo_target(const match *m)
{
    return undo_target_for(m, -1);
}

bool match_can_undo(const match *m)
{
    return undo_target(m) >= 0;
}

bool match_can_undo_for(const match *m, int seat)
{
    return undo_target_for(m, seat) >= 0;
}

int match_undo_owner(const match *m)
{
    int k = any_human(m) ? last_human_entry(m) : -1;
    return k >= 0 ? m->log[k].seat : -1;
}

match_undo_block match_undo_blocked(const match *m)
{
    if (undo_target(m) >= 0) return MATCH_UNDO_FREE;
    if (any_human(m) && last_human_entry(m) >= 0) return MATCH_UNDO_OTHER;
    if (m->floor == 0) return MATCH_UNDO_NOTHING;
    return m->floor_time ? MATCH_UNDO_TIME : MATCH_UNDO_SECRET;
}

static void replay_to(match *m, int k)
{
    uint32_t ticks = m->ticks, t = 0;
    char why[GAME_REASON_LEN];
    m->g->setup(m->state, &m->params, m->seed);
    for (int i = 0; i < k; i++) {
        for (; t < m->log[i].tick; t++) m->g->tick(m->state);
        game_apply_result r =
            m->g->apply(m->state, m->log[i].seat, m->log[i].action, why, sizeof why);
        if (r == GAME_REFUSED) LOG_E("replay of entry %d refused: %s", i + 1, why);
    }
    for (; t < ticks && m->g->tick; t++) m->g->tick(m->state);
    m->n_done = k;
}

bool match_undo(match *m)
{
    int k = undo_target(m);
    if (k < 0) return false;
    replay_to(m, k);
    autosave_now(m);
    return true;
}

bool match_can_redo(const match *m)
{
    return m->n_done < m->n_log;
}

static void redo_one(match *m)
{
    char why[GAME_REASON_LEN];
    const match_entry *e = &m->log[m->n_done];
    if (m->g->apply(m->state, e->seat, e->action, why, sizeof why) == GAME_REFUSED)
        LOG_E("redo of entry %d refused: %s", m->n_done + 1, why);
    m->n_done++;
}

bool match_redo(match *m)
{
    if (!match_can_redo(m)) return false;
    if (!any_human(m)) {
        redo_one(m);
    } else {
        /* Up to and including the next human action, then the bot replies that followed it. */
        bool human_done = false;
        while (m->n_done < m->n_log) {
            bool human = m->seats[m->log[m->n_done].seat].kind == MATCH_HUMAN;
            if (human && human_done) break;
            human_done |= human;
            redo_one(m);
        }
    }
    autosave_now(m);
    return true;
}
