/* ai.c: bot levels (random, easy, normal, hard) and the evaluation helpers they share. */
#include "ai/ai_internal.h"
#include "core/i18n.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static const char *const level_names[AI_LEVEL_COUNT] = {"random", "easy", "normal", "hard"};
static const char *const level_labels[AI_LEVEL_COUNT] = {N_("Random"), N_("Easy"), N_("Normal"),
                                                         N_("Hard")};

/* Default MCTS iterations. Hard is sized on My City (2 players, 8x8): about 0.55 s of one core
 * of a slow machine a move, under a second at the 95th percentile. Bigger maps and more seats
 * cost more: a caller that must bound wall time adds budget.seconds. Normal does not search. */
static const int default_playouts[AI_LEVEL_COUNT] = {0, 0, 0, 12000};

const char *ai_level_name(ai_level l)
{
    return (l >= 0 && l < AI_LEVEL_COUNT) ? level_names[l] : "?";
}

const char *ai_level_label(ai_level l)
{
    return (l >= 0 && l < AI_LEVEL_COUNT) ? level_labels[l] : "?";
}

ai_level ai_level_from_name(const char *name)
{
    for (int i = 0; name && i < AI_LEVEL_COUNT; i++)
        if (strcasecmp(name, level_names[i]) == 0) return (ai_level)i;
    return AI_LEVEL_COUNT;
}

ai_budget ai_budget_default(ai_level l)
{
    ai_budget b = {0, 0.0};
    if (l >= 0 && l < AI_LEVEL_COUNT) b.playouts = default_playouts[l];
    return b;
}

double ai_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void ai_stop_init(ai_stop *s, const ai_budget *b, ai_level level, atomic_int *cancel)
{
    *s = (ai_stop){.cancel = cancel, .work = 1};
    if (b && b->seconds > 0) s->deadline = ai_now() + b->seconds;
    if (b && b->playouts > 0) {
        int def = level >= 0 && level < AI_LEVEL_COUNT && default_playouts[level] > 0
                      ? default_playouts[level]
                      : default_playouts[AI_HARD];
        s->work = (double)b->playouts / def;
    }
}

long ai_work(const ai_stop *s, long n)
{
    double w = s ? (double)n * s->work : (double)n;
    return w < 1 ? 1 : w > 1e15 ? (long)1e15 : (long)w;
}

bool ai_stopped(ai_stop *s)
{
    if (!s) return false;
    if (s->stopped) return true;
    if (s->cancel && atomic_load_explicit(s->cancel, memory_order_relaxed)) s->stopped = true;
    /* the clock is read on every 16th poll: bots poll in tight loops */
    if (s->deadline > 0 && (s->polls++ & 15) == 0 && ai_now() >= s->deadline) s->stopped = true;
    return s->stopped;
}

bool ai_should_stop(ai_ctx *c)
{
    return ai_stopped(&c->stop);
}

bool ai_ctx_init(ai_ctx *c, const game_def *g, const void *view, int player, uint64_t seed,
                 const ai_budget *b, atomic_int *cancel)
{
    memset(c, 0, sizeof *c);
    c->g = g;
    c->player = player;
    ai_stop_init(&c->stop, b, AI_HARD, cancel); /* b holds the level's own playouts */
    rng_seed(&c->rng, rng_mix64(seed ^ 0xa1b07c0ffeeULL));
    c->sheet = malloc(sizeof *c->sheet);
    c->tmp = malloc(g->state_size);
    c->legal = malloc(sizeof(game_action) * GAME_MAX_ACTIONS);
    if (!c->sheet || !c->tmp || !c->legal) {
        ai_ctx_free(c);
        return false;
    }
    /* Seat count: the score sheet is the only generic place that says it. */
    int n = g->min_players > 0 ? g->min_players : 2;
    if (g->score) {
        memset(c->sheet, 0, sizeof *c->sheet);
        g->score(view, c->sheet);
        if (c->sheet->players > 0) n = c->sheet->players;
    }
    if (n > GAME_MAX_PLAYERS) n = GAME_MAX_PLAYERS;
    if (player >= n) n = player + 1;
    c->nplayers = n;
    return true;
}

void ai_ctx_free(ai_ctx *c)
{
    free(c->sheet);
    free(c->tmp);
    free(c->legal);
    c->sheet = NULL;
    c->tmp = NULL;
    c->legal = NULL;
}

int ai_actor(const ai_ctx *c, void *s, game_action *legal, int *n)
{
    const game_def *g = c->g;
    /* Real-time games may need ticks before anyone can act; a bounded number keeps a stuck
     * simulation from spinning. */
    for (int t = 0; t <= (g->tick ? 256 : 0); t++) {
        game_turn turn = g->turn(s);
        if (turn.phase == GAME_PHASE_OVER) return -1;
        if (turn.player >= 0 && turn.player < c->nplayers) {
            *n = g->legal_actions(s, turn.player, legal, GAME_MAX_ACTIONS);
            if (*n > 0) return turn.player;
        }
        for (int p = 0; p < c->nplayers; p++) {
            if (p == turn.player || !(turn.mask & (1u << p))) continue;
            *n = g->legal_actions(s, p, legal, GAME_MAX_ACTIONS);
            if (*n > 0) return p;
        }
        if (g->tick) g->tick(s);
    }
    *n = 0;
    return -1;
}

void ai_margins(ai_ctx *c, const void *s, double *m)
{
    double h[GAME_MAX_PLAYERS];
    int np = c->nplayers;
    if (c->g->heuristic) {
        for (int p = 0; p < np; p++) h[p] = c->g->heuristic(s, p);
    } else if (c->g->score) {
        c->g->score(s, c->sheet);
        for (int p = 0; p < np; p++) h[p] = c->sheet->total[p];
    } else {
        for (int p = 0; p < np; p++) h[p] = 0;
    }
    for (int p = 0; p < np; p++) {
        double best = -INFINITY;
        for (int q = 0; q < np; q++)
            if (q != p && h[q] > best) best = h[q];
        m[p] = np > 1 ? h[p] - best : h[p];
    }
}

void ai_terminal(ai_ctx *c, const void *s, double *r)
{
    for (int p = 0; p < c->nplayers; p++) r[p] = 0;
    if (!c->g->score) return;
    c->g->score(s, c->sheet);
    int k = 0;
    for (int p = 0; p < c->nplayers; p++) k += (c->sheet->winners >> p) & 1u;
    for (int p = 0; p < c->nplayers && k > 0; p++)
        if (c->sheet->winners & (1u << p)) r[p] = 1.0 / k;
}

double ai_one_ply(ai_ctx *c, const void *s, int p, game_action a)
{
    char why[GAME_REASON_LEN];
    memcpy(c->tmp, s, c->g->state_size);
    if (c->g->apply(c->tmp, p, a, why, sizeof why) == GAME_REFUSED) return -1e300;
    double m[GAME_MAX_PLAYERS];
    ai_margins(c, c->tmp, m);
    if (game_is_over(c->g, c->tmp)) {
        double r[GAME_MAX_PLAYERS];
        ai_terminal(c, c->tmp, r);
        /* A finished game outranks any estimate; the margin still orders equal outcomes. */
        return (r[p] * 2.0 - 1.0) * 1e12 + m[p];
    }
    return m[p];
}

/* ---- levels -------------------------------------------------------------------------------- */

static game_action choose_random(ai_ctx *c, const game_action *legal, int n)
{
    return legal[rng_below(&c->rng, (uint32_t)n)];
}

static double gaussian(rng_state *r)
{
    double u = rng_unit(r), v = rng_unit(r);
    return sqrt(-2.0 * log(1.0 - u)) * cos(6.283185307179586 * v);
}

/* Greedy one ply. noise > 0 blurs the values by that fraction of their spread (easy). */
static game_action choose_greedy(ai_ctx *c, const void *view, const game_action *legal, int n,
                                 double noise)
{
    double *val = malloc(sizeof(double) * (size_t)n);
    if (!val) return legal[0];
    double sum = 0, sum2 = 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        val[i] = ai_one_ply(c, view, c->player, legal[i]);
        if (fabs(val[i]) < 1e11) sum += val[i], sum2 += val[i] * val[i], k++;
    }
    double sd = k > 1 ? sqrt(fmax(0.0, sum2 / k - (sum / k) * (sum / k))) : 0.0;
    game_action best = legal[0];
    double bestv = -INFINITY;
    int ties = 0;
    for (int i = 0; i < n; i++) {
        double v = val[i];
        if (noise > 0 && fabs(v) < 1e11) v += noise * sd * gaussian(&c->rng);
        if (v > bestv + 1e-9) {
            bestv = v, best = legal[i], ties = 1;
        } else if (v > bestv - 1e-9 && rng_below(&c->rng, (uint32_t)++ties) == 0) {
            best = legal[i]; /* reservoir choice among equal values: no bias to low actions */
        }
    }
    free(val);
    return best;
}

game_action ai_choose(const game_def *g, const void *view_state, int player, ai_level level,
                      const ai_budget *budget, uint64_t seed, atomic_int *cancel)
{
    if (!g || !view_state || !g->legal_actions || !g->apply || !g->turn || player < 0 ||
        player >= GAME_MAX_PLAYERS)
        return AI_NO_ACTION;
    if (level < 0 || level >= AI_LEVEL_COUNT) level = AI_NORMAL;
    /* a game with bots of its own (MegaCity builds towers with the physics) plays them at
     * every level but random, which stays generic */
    const ai_game_bot *own = ai_game_bot_for(g);
    if (level != AI_RANDOM && own && own->choose) {
        ai_stop stop;
        ai_stop_init(&stop, budget, level, cancel);
        return own->choose(view_state, player, level, seed, &stop);
    }
    ai_budget b = ai_budget_default(level);
    if (budget && budget->playouts > 0) b.playouts = budget->playouts;
    if (budget && budget->seconds > 0) b.seconds = budget->seconds;

    ai_ctx c;
    if (!ai_ctx_init(&c, g, view_state, player, seed, &b, cancel)) return AI_NO_ACTION;
    game_action out = AI_NO_ACTION;
    int n = g->legal_actions(view_state, player, c.legal, GAME_MAX_ACTIONS);
    if (n == 1) {
        out = c.legal[0];
    } else if (n > 1) {
        switch (level) {
        case AI_RANDOM: out = choose_random(&c, c.legal, n); break;
        case AI_EASY:
            /* A quarter of the time a random move, otherwise a blurred greedy one. */
            if (rng_below(&c.rng, 4) == 0)
                out = choose_random(&c, c.legal, n);
            else
                out = choose_greedy(&c, view_state, c.legal, n, 1.0);
            break;
        case AI_NORMAL: out = choose_greedy(&c, view_state, c.legal, n, 0.0); break;
        default: {
            game_action *root = malloc(sizeof(game_action) * (size_t)n);
            if (root) {
                memcpy(root, c.legal, sizeof(game_action) * (size_t)n);
                out = ai_mcts(&c, view_state, root, n, b.playouts, level);
                free(root);
            } else {
                out = c.legal[0];
            }
        }
        }
    }
    ai_ctx_free(&c);
    return out;
}
