/* template_bot.c: "Stone pile"'s three levels (see template_bot.h) and the hook ai_choose calls.
 * The search is negamax with alpha-beta over the rules' own apply: the bot plays exactly the
 * code the players do. */
#include "games/template/bot/template_bot.h"
#include <string.h>

extern const game_def template_game;

enum {
    NORMAL_DEPTH = 4,
    HARD_DEPTH = 12,
    HARD_WORLDS = 8,
    NODES = 40000, /* nodes of a hard decision at the level's own budget, all worlds */
    MAXA = 8,      /* take 1, take 2 and three card values at most */
};

typedef struct search {
    ai_stop *stop;
    long nodes_left;
} search;

double template_bot_value(const template_state *s)
{
    int me = s->to_move, other = 1 - me;
    if (s->pile > 0) return s->taken[me] - s->taken[other];
    game_score sc;
    template_game.score(s, &sc);
    double margin = sc.total[me] - sc.total[other];
    return margin + (margin > 0 ? TEMPLATE_BOT_END : margin < 0 ? -TEMPLATE_BOT_END : 0);
}

/* The state after a; false when the rules refuse it (never for a legal action). */
static bool play(const template_state *s, game_action a, template_state *out)
{
    char why[GAME_REASON_LEN];
    *out = *s;
    return template_game.apply(out, s->to_move, a, why, sizeof why) != GAME_REFUSED;
}

/* The value of s for the seat to move, looking depth actions ahead. */
static double negamax(search *x, const template_state *s, int depth, double alpha, double beta)
{
    if (depth == 0 || s->pile <= 0 || x->nodes_left <= 0 || ai_stopped(x->stop))
        return template_bot_value(s);
    x->nodes_left--;
    game_action acts[MAXA];
    int n = template_game.legal_actions(s, s->to_move, acts, MAXA);
    double best = -1e9;
    for (int i = 0; i < n; i++) {
        template_state next;
        if (!play(s, acts[i], &next)) continue;
        double v = -negamax(x, &next, depth - 1, -beta, -alpha);
        if (v > best) best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return best;
}

/* easy: the action taking the most stones now; a card before a take of as many stones. */
static int greedy(const game_action *acts, int n)
{
    int best = 0, most = -1;
    for (int i = 0; i < n; i++) {
        int v = template_act_value(acts[i]);
        int stones = template_act_kind(acts[i]) == TEMPLATE_ACT_PLAY ? v + 1 : v;
        if (stones > most || (stones == most && template_act_kind(acts[i]) == TEMPLATE_ACT_PLAY))
            best = i, most = stones;
    }
    return best;
}

game_action template_bot_choose(const template_state *view, int seat, ai_level level, uint64_t seed,
                                ai_stop *stop)
{
    game_action acts[MAXA];
    int n = template_game.legal_actions(view, seat, acts, MAXA);
    if (n <= 0) return AI_NO_ACTION;
    rng_state rng;
    rng_seed(&rng, seed);
    if (level <= AI_EASY || n == 1) {
        if (level <= AI_EASY && rng_below(&rng, 4) == 0) return acts[rng_below(&rng, (uint32_t)n)];
        return acts[greedy(acts, n)];
    }
    int worlds = level >= AI_HARD ? HARD_WORLDS : 1;
    int depth = level >= AI_HARD ? HARD_DEPTH : NORMAL_DEPTH;
    long per_world = ai_work(stop, level >= AI_HARD ? NODES / HARD_WORLDS : NODES / 20);
    double sum[MAXA] = {0};
    for (int w = 0; w < worlds && !ai_stopped(stop); w++) {
        search x = {stop, per_world};
        template_state world = *view;
        template_game.determinize(&world, seat, &rng); /* the hidden cards, guessed */
        for (int i = 0; i < n; i++) {
            template_state next;
            if (play(&world, acts[i], &next)) sum[i] += -negamax(&x, &next, depth - 1, -1e9, 1e9);
        }
    }
    int best = 0;
    for (int i = 1; i < n; i++)
        if (sum[i] > sum[best] + 1e-9) best = i;
    return acts[best];
}

static game_action choose(const void *view, int seat, ai_level level, uint64_t seed, ai_stop *stop)
{
    return template_bot_choose(view, seat, level, seed, stop);
}

/* The template plays its own bots at easy, normal and hard (random stays the generic one). */
const ai_game_bot template_bot = {
    .game = &template_game,
    .choose = choose,
};
