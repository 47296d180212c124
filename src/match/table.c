/* table.c: a match at the table (table.h): bots' turns, reaction windows and real time. */
#include "match/table.h"

#include <stdlib.h>
#include <string.h>

#include "core/log.h"
#include "core/rng.h"

/* Time is kept in ticks; a hair of slack so that dt pieces adding up to a whole number of ticks
 * in real numbers give that many ticks despite rounding. */
static const double TICK_SLACK = 1e-9;

typedef enum ask_state { ASK_NONE, ASK_OUT, ASK_READY } ask_state;

struct table {
    match *m;
    const game_def *g;
    table_opts o;
    int players;
    uint32_t humans; /* bit i: seat i is a person */
    bool watched;    /* table_set_watched */
    double now;      /* seconds of table time */
    double since;    /* seconds since the last action */
    /* real time */
    const racer_def *rd;
    void *racer[GAME_MAX_PLAYERS]; /* NULL: a person (or no memory for its racer) */
    double due;                    /* ticks of game time not ticked yet */
    double rclock;                 /* the racers' clock, seconds */
    int refused;
    void *view; /* a seat's view, state_size bytes */
    /* the bots' turn */
    bool closing; /* the PASSes of a window's end are being applied: the countdown was the pause */
    unsigned ask_id;
    ask_state turn;
    int turn_seat;
    int turn_log;       /* log count the decision was asked at */
    uint32_t turn_tick; /* and the tick */
    game_action turn_action;
    /* reaction windows */
    react_win win;
};

static const void *state_of(const table *t)
{
    return match_state(t->m);
}

table *table_create(match *m, const table_opts *o, const racer_def *racers)
{
    if (!m) return NULL;
    table *t = calloc(1, sizeof *t);
    const game_def *g = match_game(m);
    if (!t || !(t->view = malloc(g->state_size))) {
        free(t);
        return NULL;
    }
    t->m = m;
    t->g = g;
    t->o = *o;
    t->players = match_params(m)->players;
    t->turn_seat = -1;
    react_reset(&t->win);
    t->rd = racers && racers->game == g ? racers : NULL;
    for (int i = 0; i < t->players; i++) {
        const match_seat *s = match_seat_at(m, i);
        if (s->kind == MATCH_HUMAN)
            t->humans |= 1u << i;
        else if (t->rd) /* no memory: the seat just does not act */
            t->racer[i] = t->rd->create(i, s->level, match_seed(m) * 31u + (uint64_t)i);
    }
    return t;
}

void table_set_stand_ins(table *t, uint32_t bots)
{
    uint32_t people = 0;
    for (int i = 0; i < t->players; i++)
        if (match_seat_at(t->m, i)->kind == MATCH_HUMAN) people |= 1u << i;
    t->humans = people & ~bots; /* a turn asked before is dropped by check_turn */
}

void table_destroy(table *t)
{
    if (!t) return;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t->racer[i] && t->rd->destroy) t->rd->destroy(t->racer[i]);
    free(t->view);
    free(t);
}

void table_set_opts(table *t, const table_opts *o)
{
    t->o = *o;
}

void table_set_watched(table *t, bool watched)
{
    t->watched = watched;
}

double table_now(const table *t)
{
    return t->now;
}

double table_racer_clock(const table *t)
{
    return t->rclock;
}

int table_refused(const table *t)
{
    return t->refused;
}

const react_win *table_window(const table *t)
{
    return t->win.open ? &t->win : NULL;
}

void table_restart_clock(table *t)
{
    t->due = 0;
}

/* ---- whose decision ------------------------------------------------------------------------ */
static uint32_t bot_mask(const table *t)
{
    return ((1u << t->players) - 1) & ~t->humans;
}

/* The bot seat that must take a turn decision now, -1 none: the turn's player if it may act,
 * else the first bot seat asked (SLOG's helper); racing games' simultaneous phase belongs to
 * the racers. Never during a window (its bots decide as the window's). */
static int turn_bot(const table *t)
{
    if (t->win.open) return -1;
    game_turn tn = match_turn(t->m);
    if (tn.phase == GAME_PHASE_OVER || !tn.mask) return -1;
    if (tn.phase == GAME_PHASE_SIMULTANEOUS && t->rd) return -1;
    uint32_t bots = tn.mask & bot_mask(t);
    if (tn.player >= 0 && (bots >> tn.player & 1)) return tn.player;
    for (int i = 0; i < t->players; i++)
        if (bots >> i & 1) return i;
    return -1;
}

static uint64_t ask_seed(const table *t, int seat, bool window)
{
    uint64_t k = (uint64_t)match_log_count(t->m) << 8 | (uint64_t)seat;
    return rng_mix64(match_seed(t->m) ^ k ^ (window ? 0x3c0ffee0000ULL : 0));
}

static table_ask make_ask(table *t, int seat, bool window)
{
    const match_seat *s = match_seat_at(t->m, seat);
    /* a person's seat a bot stands in for (table_set_stand_ins) plays at normal strength */
    match_level level = s->kind == MATCH_BOT ? s->level : MATCH_LEVEL_NORMAL;
    return (table_ask){seat, level, ask_seed(t, seat, window), window, t->ask_id};
}

/* A turn decision asked for an earlier state (an action or a tick came since) is dropped. */
static void check_turn(table *t)
{
    if (t->turn == ASK_NONE) return;
    if (t->turn_log != match_log_count(t->m) || t->turn_tick != match_ticks(t->m) ||
        turn_bot(t) != t->turn_seat) {
        t->turn = ASK_NONE;
        t->turn_seat = -1;
        t->ask_id++;
    }
}

bool table_ask_next(table *t, table_ask *out)
{
    int seat = react_bot_wanted(&t->win);
    if (seat >= 0) {
        react_bot_thinking(&t->win, seat);
        *out = make_ask(t, seat, true);
        return true;
    }
    check_turn(t);
    seat = turn_bot(t);
    if (seat < 0 || t->turn != ASK_NONE) return false;
    t->turn = ASK_OUT;
    t->turn_seat = seat;
    t->turn_log = match_log_count(t->m);
    t->turn_tick = match_ticks(t->m);
    *out = make_ask(t, seat, false);
    return true;
}

void table_answer(table *t, const table_ask *ask, game_action a)
{
    if (ask->id != t->ask_id) return;
    if (ask->window) {
        react_bot_decided(&t->win, ask->seat, a);
    } else if (t->turn == ASK_OUT && ask->seat == t->turn_seat) {
        t->turn = ASK_READY;
        t->turn_action = a;
    }
}

void table_drop_asks(table *t)
{
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        if (t->win.bot[s] == REACT_BOT_THINKING) t->win.bot[s] = REACT_BOT_WANTED;
    if (t->turn == ASK_OUT) {
        t->turn = ASK_NONE;
        t->turn_seat = -1;
    }
    t->ask_id++;
}

/* ---- windows ------------------------------------------------------------------------------- */
static void sync_window(table *t)
{
    const void *s = state_of(t);
    game_turn tn = t->g->turn(s);
    /* a window that asks a person runs the setting's countdown; bots alone, the bots' pace */
    double duration = (tn.mask & t->humans) ? t->o.react_seconds : t->o.pace;
    int before = t->win.id;
    react_sync(&t->win, t->g, s, t->now, duration, bot_mask(t));
    if (t->win.id != before) t->ask_id++; /* decisions asked for the last window are stale */
}

bool table_claim(table *t, int seat)
{
    if (seat < 0 || seat >= t->players || !(t->humans >> seat & 1)) return false;
    return react_claim(&t->win, seat, t->now);
}

void table_applied(table *t, int seat, game_action a)
{
    react_answered(&t->win, seat, a, t->now);
    if (!t->closing) t->since = 0; /* the bots' pace: after a move, not after a window's end */
    sync_window(t);
    check_turn(t);
}

void table_reset(table *t)
{
    react_reset(&t->win);
    t->turn = ASK_NONE;
    t->turn_seat = -1;
    t->ask_id++;
    t->since = 0;
    sync_window(t);
}

static void run_window(table *t, const table_host *h)
{
    react_cmd cmd[GAME_MAX_PLAYERS];
    int n = react_due(&t->win, t->now, cmd, GAME_MAX_PLAYERS);
    int id = t->win.id;
    t->closing = t->win.expired;
    for (int i = 0; i < n && t->win.open && t->win.id == id; i++)
        if (!h->apply(h->user, cmd[i].seat, cmd[i].action)) {
            t->refused++;
            LOG_E("reaction window: seat %d's answer refused", cmd[i].seat + 1);
        }
    t->closing = false;
    if (n && t->win.open && t->win.id == id && t->win.expired) { /* a PASS was refused */
        react_close(&t->win, t->now);
        sync_window(t);
    }
}

/* ---- real time ----------------------------------------------------------------------------- */
static bool clock_runs_in(const table *t, const void *s)
{
    if (t->g->turn(s).phase == GAME_PHASE_OVER) return false;
    return t->g->clock_runs ? t->g->clock_runs(s) : true;
}

bool table_clock_runs(const table *t)
{
    return t->g->tick && t->g->tick_hz > 0 && clock_runs_in(t, state_of(t));
}

static bool racers_run(const table *t, const void *s)
{
    if (!t->rd) return false;
    if (t->rd->running) return t->rd->running(s);
    return t->g->turn(s).phase != GAME_PHASE_OVER;
}

static void run_real_time(table *t, double dt, unsigned run, const table_host *h)
{
    const void *s = state_of(t);
    uint32_t people = t->watched ? (1u << t->players) - 1 : t->humans;
    double speed = t->g->clock_speed ? t->g->clock_speed(s, people) : 1.0;
    if (t->o.time_scale > 0) dt *= t->o.time_scale; /* slow time */
    if ((run & TABLE_RULES) && table_clock_runs(t)) {
        t->due += dt * speed * t->g->tick_hz;
        while (t->due >= 1 - TICK_SLACK && table_clock_runs(t)) {
            t->due -= 1;
            h->tick(h->user);
        }
    }
    if (!(run & TABLE_RACERS) || !racers_run(t, state_of(t))) return;
    s = state_of(t);
    t->rclock += dt * (t->rd->pace ? t->rd->pace(s, people, speed) : speed);
    for (int seat = 0; seat < t->players; seat++) {
        if (!t->racer[seat]) continue;
        game_action a;
        match_view(t->m, seat, t->view);
        if (t->rd->next(t->racer[seat], t->view, t->rclock, &a) && !h->apply(h->user, seat, a))
            t->refused++;
        if (!racers_run(t, state_of(t))) return;
    }
}

void table_advance(table *t, double dt, unsigned run, const table_host *h)
{
    if (!t || !h || dt < 0) return;
    t->now += dt;
    t->since += dt;
    if (t->g->tick && t->g->tick_hz > 0) run_real_time(t, dt, run, h);
    if (t->win.open && (run & TABLE_WINDOWS)) run_window(t, h);
    check_turn(t);
    if (t->turn == ASK_READY && (run & TABLE_TURNS) && t->since >= t->o.pace - 1e-9) {
        int seat = t->turn_seat;
        game_action a = t->turn_action;
        t->turn = ASK_NONE;
        t->turn_seat = -1;
        t->ask_id++;
        if (a != (game_action)UINT64_MAX && !h->apply(h->user, seat, a)) {
            t->refused++;
            LOG_W("bot move of seat %d refused", seat + 1);
        }
    }
}

bool table_busy(const table *t)
{
    const void *s = state_of(t);
    if (t->g->tick && t->g->tick_hz > 0 && (table_clock_runs(t) || racers_run(t, s)) &&
        (table_clock_runs(t) || (t->g->turn(s).mask & bot_mask(t))))
        return true;
    if (t->win.open && (t->win.claimant < 0 || !(t->humans >> t->win.claimant & 1))) return true;
    return t->turn != ASK_NONE || turn_bot(t) >= 0 || react_bot_wanted(&t->win) >= 0;
}

/* ---- the command line ---------------------------------------------------------------------- */
static bool plain_apply(void *user, int seat, game_action a)
{
    table *t = user;
    char why[GAME_REASON_LEN];
    if (match_apply(t->m, seat, a, why, sizeof why) == GAME_REFUSED) {
        LOG_W("selfplay: seat %d's %llu refused: %s", seat + 1, (unsigned long long)a, why);
        return false;
    }
    table_applied(t, seat, a);
    return true;
}

static void plain_tick(void *user)
{
    table *t = user;
    match_tick(t->m);
}

void table_step(table *t)
{
    const table_host h = {plain_apply, plain_tick, t};
    table_advance(t, t->g->tick_hz > 0 ? 1.0 / t->g->tick_hz : 0.25, TABLE_ALL, &h);
}

bool table_play_out(table *t, table_decide_fn decide, void *user, long max_steps)
{
    long idle = 0;
    for (long step = 0; !match_is_over(t->m); step++) {
        if (step >= max_steps) return false;
        table_ask ask;
        while (table_ask_next(t, &ask)) table_answer(t, &ask, decide(user, t->m, &ask));
        int log = match_log_count(t->m);
        uint32_t ticks = match_ticks(t->m);
        table_step(t);
        bool moved = match_log_count(t->m) != log || match_ticks(t->m) != ticks;
        idle = moved ? 0 : idle + 1;
        if (idle > 100000) return false; /* nothing applied and no time ran for hours: stuck */
    }
    return true;
}
