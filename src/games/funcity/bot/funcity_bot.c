/* funcity_bot.c: Fun City's three levels (see funcity_bot.h) and the hook ai_choose calls. */
#include "games/funcity/bot/funcity_bot.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAXA = GAME_MAX_ACTIONS,
    HARD_CANDS = 6,     /* normal's best actions hard plays on */
    ROLLOUT_ACTS = 400, /* a bound on one rollout (a round is about 10 actions a seat) */
};

#ifndef FUNCITY_BOARD_PRIOR
#define FUNCITY_BOARD_PRIOR 1.0 /* weight of normal's score in hard's choice */
#endif
#ifndef FUNCITY_BOARD_ROUNDS
#define FUNCITY_BOARD_ROUNDS 1 /* rounds a rollout plays after the turn */
#endif

/* Worlds each candidate is played in, by player count (p95 under a second over whole games). */
static const int hard_worlds[GAME_MAX_PLAYERS + 1] = {0, 0, 64, 48, 40};

static double gaussian(rng_state *r)
{
    double u = rng_unit(r), v = rng_unit(r);
    return sqrt(-2.0 * log(1.0 - u)) * cos(6.283185307179586 * v);
}

/* The seat that acts in s (the current player first, then the reaction mask in seat order) and
 * its legal actions. -1 when the game is over. */
static int actor(const funcity_state *s, game_action *acts, int *n)
{
    game_turn t = funcity_turn(s);
    if (t.phase == GAME_PHASE_OVER) return -1;
    for (int i = 0; i < s->players; i++) {
        int q = (t.player + i) % s->players;
        if (t.mask >> q & 1) {
            *n = funcity_legal(s, q, acts, MAXA);
            if (*n > 0) return q;
        }
    }
    return -1;
}

static int argmax(const double *v, int n)
{
    int b = 0;
    for (int i = 1; i < n; i++)
        if (v[i] > v[b] + 1e-9) b = i;
    return b;
}

/* The normal policy's action for q in s (acts: its n legal actions). */
static game_action normal_pick(const funcity_board_ctx *c, const funcity_state *s, int q,
                               const game_action *acts, int n, double *buf)
{
    if (n == 1) return acts[0];
    funcity_board_score(c, s, q, acts, n, buf);
    return acts[argmax(buf, n)];
}

/* Plays s on with the normal policy for every seat until the round after this turn is done (the
 * player to move changes players times) or the game ends. */
static void rollout(const funcity_board_ctx *c, funcity_state *s, game_action *acts, double *buf)
{
    int changes = 0, last = s->cur;
    for (int i = 0; i < ROLLOUT_ACTS && !s->over; i++) {
        int n = 0, q = actor(s, acts, &n);
        if (q < 0) break;
        funcity_do(s, q, normal_pick(c, s, q, acts, n, buf));
        if (s->cur != last) {
            last = s->cur;
            if (++changes >= s->players * FUNCITY_BOARD_ROUNDS) break;
        }
    }
}

typedef struct cand {
    game_action a;
    double v, sum;
} cand;

static int by_value(const void *x, const void *y)
{
    double a = ((const cand *)x)->v, b = ((const cand *)y)->v;
    return a < b ? 1 : a > b ? -1 : 0;
}

static game_action hard_pick(const funcity_board_ctx *c, const funcity_state *view, int seat,
                             cand *cs, int n, rng_state *rng, ai_stop *stop, game_action *acts,
                             double *buf)
{
    int m = n < HARD_CANDS ? n : HARD_CANDS;
    funcity_state *world = malloc(sizeof *world), *s = malloc(sizeof *s);
    if (!world || !s) {
        free(world);
        free(s);
        return cs[0].a;
    }
    int worlds = 0, W = (int)ai_work(stop, hard_worlds[view->players]);
    for (int w = 0; w < W && !ai_stopped(stop); w++) {
        memcpy(world, view, sizeof *world);
        funcity_determinize(world, seat, rng);
        for (int i = 0; i < m; i++) {
            memcpy(s, world, sizeof *s);
            funcity_do(s, seat, cs[i].a);
            rollout(c, s, acts, buf);
            cs[i].sum += funcity_board_eval(c, s, seat);
        }
        worlds++;
    }
    game_action out = cs[0].a;
    double best = -INFINITY;
    for (int i = 0; i < m && worlds; i++) {
        /* normal's score is a prior: the worlds must show a clear gain to overrule it */
        double v = cs[i].sum / worlds + FUNCITY_BOARD_PRIOR * cs[i].v;
        if (v > best) best = v, out = cs[i].a;
    }
    free(world);
    free(s);
    return out;
}

game_action funcity_bot_choose(const funcity_state *view, int seat, ai_level level, uint64_t seed,
                               ai_stop *stop)
{
    if (!view || seat < 0 || seat >= view->players || view->over) return AI_NO_ACTION;
    game_action *acts = malloc(sizeof(game_action) * MAXA * 2);
    double *buf = malloc(sizeof(double) * MAXA);
    cand *cs = malloc(sizeof(cand) * MAXA);
    funcity_board_ctx *c = malloc(sizeof *c);
    game_action out = AI_NO_ACTION;
    if (!acts || !buf || !cs || !c) goto done;
    int n = funcity_legal(view, seat, acts, MAXA);
    if (n <= 1) {
        out = n ? acts[0] : AI_NO_ACTION;
        goto done;
    }
    rng_state rng;
    rng_seed(&rng, rng_mix64(seed ^ 0xf0c17ULL));
    funcity_board_ctx_init(c);
    funcity_board_score(c, view, seat, acts, n, buf);
    for (int i = 0; i < n; i++) {
        cs[i].a = acts[i];
        cs[i].v = buf[i];
        cs[i].sum = 0;
        if (level <= AI_EASY) cs[i].v += 0.8 * gaussian(&rng);
    }
    /* a stable order: equal scores keep the legal list's order */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && by_value(&cs[j - 1], &cs[j]) > 0; j--) {
            cand t = cs[j];
            cs[j] = cs[j - 1];
            cs[j - 1] = t;
        }
    out = cs[0].a;
    if (level <= AI_EASY && rng_below(&rng, 8) == 0)
        out = acts[rng_below(&rng, (uint32_t)n)]; /* a slip */
    else if (level >= AI_HARD)
        out = hard_pick(c, view, seat, cs, n, &rng, stop, acts + MAXA, buf);
done:
    free(acts);
    free(buf);
    free(cs);
    free(c);
    return out;
}

static game_action choose(const void *view, int seat, ai_level level, uint64_t seed, ai_stop *stop)
{
    return funcity_bot_choose(view, seat, level, seed, stop);
}

/* Fun City plays its own bots at easy, normal and hard (random stays the generic one). */
const ai_game_bot funcity_bot = {
    .game = &funcity_game,
    .choose = choose,
};
