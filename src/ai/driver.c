/* driver.c: the real-time driver (driver.h): rules' ticks at tick_hz and the racers of the bot
 * seats, for the play host's boards and the command line alike. */
#include "ai/driver.h"

#include <stdlib.h>

#include "ai/racer.h"

/* Time is kept in ticks; a hair of slack so that dt pieces adding up to a whole number of ticks
 * in real numbers give that many ticks despite rounding. */
static const double TICK_SLACK = 1e-9;

struct driver {
    const racer_def *def;
    const game_def *g;
    int players;
    uint32_t humans;               /* bit i: seat i is a person (no racer) */
    void *racer[GAME_MAX_PLAYERS]; /* NULL: a person (or no memory for its racer) */
    double due;                    /* ticks of game time not ticked yet */
    double clock;                  /* the racers' clock, seconds */
    int refused;
    void *view; /* a seat's view, state_size bytes */
};

driver *driver_create(const match *m)
{
    const game_def *g = m ? match_game(m) : NULL;
    const racer_def *def = racer_find(g);
    if (!def) return NULL;
    driver *d = calloc(1, sizeof *d);
    if (!d || !(d->view = malloc(g->state_size))) {
        free(d);
        return NULL;
    }
    d->def = def;
    d->g = g;
    d->players = match_params(m)->players;
    for (int i = 0; i < d->players; i++) {
        const match_seat *s = match_seat_at(m, i);
        if (s->kind == MATCH_HUMAN)
            d->humans |= 1u << i;
        else /* no memory: the seat just does not act */
            d->racer[i] = def->create(i, s->level, match_seed(m) * 31u + (uint64_t)i);
    }
    return d;
}

void driver_destroy(driver *d)
{
    if (!d) return;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (d->racer[i] && d->def->destroy) d->def->destroy(d->racer[i]);
    free(d->view);
    free(d);
}

void driver_restart(driver *d)
{
    if (d) d->due = 0;
}

double driver_clock(const driver *d)
{
    return d ? d->clock : 0;
}

int driver_refused(const driver *d)
{
    return d ? d->refused : 0;
}

static bool over(const driver *d, const void *s)
{
    return d->g->turn(s).phase == GAME_PHASE_OVER;
}

static bool timed(const driver *d, const void *s)
{
    return d->def->timed ? d->def->timed(s) : !over(d, s);
}

static bool running(const driver *d, const void *s)
{
    return d->def->running ? d->def->running(s) : !over(d, s);
}

void driver_advance(driver *d, const match *m, double dt, unsigned run, const driver_host *host)
{
    if (!d || !m || !host || dt < 0) return;
    const racer_def *r = d->def;
    double speed = r->speed ? r->speed(match_state(m), d->humans) : 1.0;
    bool ticks = d->g->tick && d->g->tick_hz > 0;
    if ((run & DRIVER_RULES) && ticks && timed(d, match_state(m))) {
        d->due += dt * speed * d->g->tick_hz;
        while (d->due >= 1 - TICK_SLACK && timed(d, match_state(m))) {
            d->due -= 1;
            host->tick(host->user);
        }
    }
    if (!(run & DRIVER_RACERS) || !running(d, match_state(m))) return;
    d->clock += dt * (r->pace ? r->pace(match_state(m), d->humans, speed) : speed);
    for (int seat = 0; seat < d->players; seat++) {
        if (!d->racer[seat]) continue;
        game_action a;
        match_view(m, seat, d->view);
        if (r->next(d->racer[seat], d->view, d->clock, &a) && !host->submit(host->user, seat, a))
            d->refused++;
        if (!running(d, match_state(m))) return;
    }
}

/* ---- the plain host: the match itself ------------------------------------------------------ */
static void plain_tick(void *user)
{
    match_tick(user);
}

static bool plain_submit(void *user, int seat, game_action a)
{
    char why[GAME_REASON_LEN];
    return match_apply(user, seat, a, why, sizeof why) != GAME_REFUSED;
}

void driver_step(driver *d, match *m)
{
    if (!d || !m) return;
    driver_host h = {plain_tick, plain_submit, m};
    double dt = d->g->tick_hz > 0 ? 1.0 / d->g->tick_hz : 1.0 / 60;
    driver_advance(d, m, dt, DRIVER_ALL, &h);
}
