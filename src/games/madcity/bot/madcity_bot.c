/* madcity_bot.c: Mad City racing bots. At the start of a round the bot plans its whole city
 * with madcity_search (annealing over placements, rotations and spare tiles) on an objective that
 * knows the mode (base table, longest-road odds, Park Ranger odds, scoring tokens of the
 * Standard game, solitaire tables), then builds it one visible step at a time: place (a tile
 * picked and turned in hand), move, rotate, return, at a pace set by its level. It only reads
 * the view of its seat, and every action it returns is first tried on a copy of that view, so
 * the rules never refuse it. Deterministic: a fixed number of evaluations per level (no
 * wall-clock cap) and one RNG seeded from the bot's seed. */
#include "games/madcity/bot/madcity_bot.h"
#include "games/madcity/bot/madcity_bot_claims.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/madcity/rules/madcity.h"

extern const game_def madcity_game;

/* ---- levels --------------------------------------------------------------------------------- */
typedef struct level_def {
    int iters, restarts;       /* annealing evaluations per restart (CPU budget) */
    bool polish;               /* hill-climb the result to a local optimum */
    bool smart;                /* mode-aware objective (road odds, tokens, ranger odds) */
    double step_lo, step_hi;   /* seconds between two actions */
    double start_lo, start_hi; /* seconds before the first action of a round */
    double ready_lo, ready_hi; /* seconds before saying ready */
    double slip;               /* chance that a tile is placed turned wrong */
    double slip_kept;          /* chance that such a slip is never fixed */
    double ranger_odds;        /* planning weight of lakes and parks (will I get the tree?) */
} level_def;

static const level_def levels[MADCITY_BOT_LEVELS] = {
    /* easy: a quick look, a newcomer's hands (9 tiles in about 35 s), some tiles turned wrong */
    {1200, 1, false, false, 2.8, 3.6, 4.0, 6.0, 1.0, 2.0, 0.25, 0.6, 0.33},
    /* normal: a fair search, steady hands */
    {2500, 3, true, true, 0.9, 1.4, 1.2, 2.0, 0.6, 1.4, 0.05, 0.0, 0.40},
    /* hard: a deep search (8 short anneals, each polished: measured a little better than one
     * long anneal for the same CPU), quick hands */
    {3000, 8, true, true, 0.6, 0.9, 0.8, 1.2, 0.4, 0.9, 0.0, 0.0, 0.60},
};

/* ---- the bot -------------------------------------------------------------------------------- */
typedef struct mine {
    madcity_cell grid[MADCITY_MAX_CELLS];
    uint8_t hand[MADCITY_MAX_HAND];
    uint8_t nhand, claims, swapped;
} mine;

typedef struct objective {
    bool smart, solo, standard, tokens;
    double ranger;    /* weight of lake and park points */
    double token_use; /* a zone that goes to a token: this share of its points */
    uint8_t need[MADCITY_CATS];
} objective;

/* A plan in progress: its inputs (copied from the view at the start) and the best so far. */
typedef struct planner {
    bool active, may_swap;
    int side, cells, n, own, restarts, nhand;
    uint8_t tiles[MADCITY_MAX_HAND + MADCITY_MAX_CELLS + 1];
    uint8_t common;
    uint8_t hand[MADCITY_MAX_HAND];
    madcity_cell grid[MADCITY_MAX_CELLS];
    double left; /* race seconds left when planning started */
    objective o;
    rng_state rng;
    madcity_cell best[MADCITY_MAX_CELLS];
    double bv, cpu;
} planner;

struct madcity_bot_state {
    int seat, level;
    uint64_t seed;
    rng_state rng;
    /* clock */
    double last_now;
    bool clock_seen;
    int stuck; /* calls with the clock standing still (a screen that pauses it) */
    /* ready phase */
    int ready_round; /* round number the READY phase follows; -1 none scheduled */
    double ready_at;
    /* the race */
    int race_round; /* round being built; -1 before the first */
    double next_at; /* earliest time of the next action */
    bool planned;
    planner pl;
    madcity_cell target[MADCITY_MAX_CELLS];
    uint8_t keep_rot[MADCITY_MAX_CELLS]; /* easy: a wrong turn it will not notice (0xFF none) */
    uint8_t swap_out, swap_common;       /* common tile variant: give swap_out for swap_common */
    uint8_t plan_common;                 /* the common tile when planned (MADCITY_NONE: no swap) */
    double plan_value;
    bool claims_decided;
    uint8_t want_claims;
    /* the last action and what it should do to my corner of the view */
    bool pending;
    double pending_since;
    mine before, after;
    /* measures */
    double last_plan_cpu;
    int plans;
};

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double uniform(madcity_bot_state *b, double lo, double hi)
{
    return lo + (hi - lo) * rng_unit(&b->rng);
}

madcity_bot_state *madcity_bot_new(int seat, int level, uint64_t seed)
{
    madcity_bot_state *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->seat = seat < 0 ? 0 : seat >= GAME_MAX_PLAYERS ? GAME_MAX_PLAYERS - 1 : seat;
    b->level = level < 0 ? 0 : level >= MADCITY_BOT_LEVELS ? MADCITY_BOT_LEVELS - 1 : level;
    b->seed = seed;
    rng_seed(&b->rng, rng_mix64(seed ^ (0x6d6164626f74ull + (uint64_t)b->seat)));
    b->ready_round = -1;
    b->race_round = -1;
    b->swap_out = b->swap_common = MADCITY_NONE;
    return b;
}

void madcity_bot_free(madcity_bot_state *b)
{
    free(b);
}

double madcity_bot_last_plan_seconds(const madcity_bot_state *b)
{
    return b ? b->last_plan_cpu : 0;
}

int madcity_bot_plans(const madcity_bot_state *b)
{
    return b ? b->plans : 0;
}

/* ---- the objective -------------------------------------------------------------------------- */

/* Base game: +3 for the longest road of the round; the odds grow with the length (opponents'
 * planned cities reach 4-6 tiles). */
static const double road_odds[10] = {0, 0.2, 0.5, 0.9, 1.5, 2.1, 2.5, 2.8, 2.9, 3.0};

static double city_objective(const madcity_cell *g, int side, void *vctx)
{
    const objective *o = vctx;
    if (!o->smart) return madcity_city_value(g, side);
    madcity_city c;
    madcity_analyse(g, side, &c);
    uint8_t need[MADCITY_CATS];
    memcpy(need, o->need, sizeof need);
    double v = 0;
    for (int i = 0; i < c.nzones; i++) {
        const madcity_zone *z = &c.zone[i];
        if (z->colour >= MADCITY_LAKE) {
            v += o->ranger * madcity_ranger_points(z->areas, o->solo);
            continue;
        }
        int band = madcity_band(z->colour, z->buildings);
        double pts = madcity_zone_table(z->colour, z->buildings);
        /* shaping: a zone one building short of its next band */
        v += 0.25 * (madcity_zone_table(z->colour, z->buildings + 1) - pts);
        if (o->tokens && band) {
            uint8_t *n = &need[z->colour * 3 + band - 1];
            if (*n) {
                (*n)--;
                v += o->token_use * pts;
                continue;
            }
        }
        v += pts;
    }
    if (o->solo)
        v += madcity_solo_road_points(c.road);
    else if (o->standard)
        v += 0.25 * c.road; /* only through the road contractor */
    else
        v += road_odds[c.road < 9 ? c.road : 9];
    return v;
}

static bool tree_possible(const madcity_state *v, int seat)
{
    return v->mode <= MADCITY_MODE_STANDARD && v->tree == MADCITY_NONE &&
           !madcity_holds_tree(v, seat) &&
           !(v->mode == MADCITY_MODE_STANDARD && v->before[seat] >= MADCITY_RANGER_CAP);
}

static void make_objective(const madcity_bot_state *b, const madcity_state *v, objective *o)
{
    const level_def *L = &levels[b->level];
    memset(o, 0, sizeof *o);
    o->smart = L->smart;
    o->solo = madcity_is_solo(v);
    o->standard = v->mode == MADCITY_MODE_STANDARD;
    o->tokens = o->standard || o->solo;
    o->ranger = o->solo ? 1.0 : tree_possible(v, b->seat) ? L->ranger_odds : 0.0;
    /* a token flipped now lets later zones of that category score: worth something, more so
     * early in the game */
    o->token_use = o->solo ? 0.2 : 0.35;
    memcpy(o->need, v->tokens[b->seat], MADCITY_CATS);
}

/* Best tile and turn for each empty cell, one hand tile at a time (the quick plan). */
static void greedy_fill(madcity_cell *g, int side, const uint8_t *tiles, int n, const objective *o)
{
    int cells = side * side;
    for (int i = 0; i < n; i++) {
        double best = -1e18;
        int bc = -1, br = 0;
        for (int c = 0; c < cells; c++) {
            if (g[c].tile != MADCITY_NONE) continue;
            for (int r = 0; r < 4; r++) {
                g[c] = (madcity_cell){tiles[i], (uint8_t)r};
                double val = city_objective(g, side, (void *)o);
                if (val > best) best = val, bc = c, br = r;
            }
            g[c] = (madcity_cell){MADCITY_NONE, 0};
        }
        if (bc < 0) return;
        g[bc] = (madcity_cell){tiles[i], (uint8_t)br};
    }
}

/* First-improvement hill climb over single turns and pair swaps until nothing helps. */
static double polish(madcity_cell *g, int side, const objective *o, double v)
{
    int cells = side * side;
    for (int pass = 0; pass < 8; pass++) {
        bool better = false;
        for (int a = 0; a < cells; a++) {
            for (int r = 1; r < 4; r++) {
                madcity_cell keep = g[a];
                g[a].rot = (uint8_t)((g[a].rot + r) & 3);
                double nv = city_objective(g, side, (void *)o);
                if (nv > v + 1e-9) {
                    v = nv;
                    better = true;
                } else {
                    g[a] = keep;
                }
            }
            for (int c = a + 1; c < cells; c++) {
                madcity_cell x = g[a], y = g[c];
                double bestv = v;
                int brx = -1, bry = -1;
                for (int rx = 0; rx < 4; rx++)
                    for (int ry = 0; ry < 4; ry++) {
                        g[a] = (madcity_cell){y.tile, (uint8_t)ry};
                        g[c] = (madcity_cell){x.tile, (uint8_t)rx};
                        double nv = city_objective(g, side, (void *)o);
                        if (nv > bestv + 1e-9) bestv = nv, brx = rx, bry = ry;
                    }
                if (brx >= 0) {
                    g[a] = (madcity_cell){y.tile, (uint8_t)bry};
                    g[c] = (madcity_cell){x.tile, (uint8_t)brx};
                    v = bestv;
                    better = true;
                } else {
                    g[a] = x;
                    g[c] = y;
                }
            }
        }
        if (!better) break;
    }
    return v;
}

/* ---- reading the view ------------------------------------------------------------------------ */
static void read_mine(const madcity_state *v, int seat, mine *m)
{
    memset(m, 0, sizeof *m);
    memcpy(m->grid, v->grid[seat], sizeof m->grid);
    m->nhand = v->nhand[seat];
    memcpy(m->hand, v->hand[seat], m->nhand);
    m->claims = v->claims[seat];
    m->swapped = (uint8_t)((v->swapped >> seat) & 1);
}

static bool same_mine(const mine *a, const mine *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

static bool in_hand(const madcity_state *v, int seat, int tile)
{
    for (int i = 0; i < v->nhand[seat]; i++)
        if (v->hand[seat][i] == tile) return true;
    return false;
}

static int cell_of(const madcity_state *v, int seat, int tile)
{
    for (int c = 0; c < v->ncells; c++)
        if (v->grid[seat][c].tile == tile) return c;
    return -1;
}

/* Lake and park points of a city for its holder. */
static int ranger_points(const madcity_cell *g, int side, bool solo)
{
    madcity_city c;
    madcity_analyse(g, side, &c);
    int pts = 0;
    for (int i = 0; i < c.nzones; i++)
        if (c.zone[i].colour >= MADCITY_LAKE) pts += madcity_ranger_points(c.zone[i].areas, solo);
    return pts;
}

/* ---- planning -------------------------------------------------------------------------------- */
/* Plans the whole city from the tiles this seat holds (hand and grid), with the common tile as
 * an extra candidate when a swap is still possible. The work is split in restarts (one anneal,
 * polished) run one per call, so a table of hard bots never freezes a frame for long; the
 * inputs are copied at the start, so the result does not depend on how the calls fall. */
static void plan_start(madcity_bot_state *b, const madcity_state *v)
{
    planner *P = &b->pl;
    const int seat = b->seat;
    memset(P, 0, sizeof *P);
    P->active = true;
    P->side = v->side;
    P->cells = v->ncells;
    make_objective(b, v, &P->o);
    for (int c = 0; c < P->cells; c++)
        if (v->grid[seat][c].tile < MADCITY_TILES) P->tiles[P->n++] = v->grid[seat][c].tile;
    for (int i = 0; i < v->nhand[seat]; i++)
        if (v->hand[seat][i] < MADCITY_TILES) P->tiles[P->n++] = v->hand[seat][i];
    P->own = P->n;
    P->may_swap = b->level > MADCITY_BOT_EASY && v->variant == MADCITY_VAR_COMMON &&
                  v->common < MADCITY_TILES && !((v->swapped >> seat) & 1);
    P->common = P->may_swap ? v->common : MADCITY_NONE;
    if (P->may_swap) P->tiles[P->n++] = v->common;
    memcpy(P->grid, v->grid[seat], sizeof P->grid);
    P->nhand = v->nhand[seat];
    memcpy(P->hand, v->hand[seat], sizeof P->hand);
    P->left = madcity_left(v, seat) / (double)MADCITY_TICK_HZ;
    P->bv = -1e18;
    rng_seed(&P->rng, rng_mix64(b->seed ^ ((uint64_t)v->round << 32) ^ (uint64_t)v->epoch ^
                                ((uint64_t)b->plans << 48)));
}

static void plan_finish(madcity_bot_state *b)
{
    planner *P = &b->pl;
    const level_def *L = &levels[b->level];
    const int cells = P->cells;
    madcity_cell *best = P->best;
    /* Late in the race a re-plan that needs many steps may not finish: keep what lies and fill
     * the holes instead when the full plan would not fit in the time left. */
    int steps = 0, placed = 0;
    for (int c = 0; c < cells; c++) {
        steps += best[c].tile != P->grid[c].tile ? 1 + (best[c].rot != 0) : 0;
        placed += P->grid[c].tile != MADCITY_NONE;
    }
    if (placed > 0 && steps * L->step_hi + 2.0 > P->left) {
        madcity_cell g[MADCITY_MAX_CELLS];
        memcpy(g, P->grid, sizeof g);
        greedy_fill(g, P->side, P->hand, P->nhand, &P->o);
        memcpy(best, g, sizeof g);
        P->bv = city_objective(g, P->side, &P->o);
        P->may_swap = false;
    }
    memcpy(b->target, best, sizeof b->target);
    memset(b->keep_rot, 0xFF, sizeof b->keep_rot);
    b->plan_value = P->bv;
    b->swap_out = b->swap_common = MADCITY_NONE;
    b->plan_common = P->common;
    if (P->may_swap) {
        bool uses_common = false;
        for (int c = 0; c < cells; c++) uses_common |= best[c].tile == P->common;
        /* give the tile of mine the plan leaves out */
        for (int i = 0; uses_common && i < P->own && b->swap_out == MADCITY_NONE; i++) {
            bool used = false;
            for (int c = 0; c < cells; c++) used |= best[c].tile == P->tiles[i];
            if (!used) b->swap_out = P->tiles[i];
        }
        if (b->swap_out != MADCITY_NONE) b->swap_common = P->common;
    }
    b->planned = true;
    b->claims_decided = false;
    b->want_claims = 0;
    b->plans++;
    b->last_plan_cpu = P->cpu;
    P->active = false;
}

/* One restart of the plan; true when the plan is ready. */
static bool plan_work(madcity_bot_state *b)
{
    planner *P = &b->pl;
    if (!P->active) return true;
    double t0 = cpu_seconds();
    const level_def *L = &levels[b->level];
    const int side = P->side, cells = P->cells, n = P->n;
    madcity_cell g[MADCITY_MAX_CELLS];
    uint8_t order[sizeof P->tiles];
    memcpy(order, P->tiles, (size_t)n);
    rng_shuffle(&P->rng, order, n, 1);
    double val;
    if (n >= cells) {
        val = madcity_search(g, side, order, n, city_objective, &P->o, L->iters, &P->rng);
        if (L->polish) val = polish(g, side, &P->o, val);
    } else { /* a hand-made position with too few tiles: fill what we can */
        for (int c = 0; c < MADCITY_MAX_CELLS; c++) g[c] = (madcity_cell){MADCITY_NONE, 0};
        greedy_fill(g, side, order, n, &P->o);
        val = city_objective(g, side, &P->o);
    }
    if (val > P->bv) P->bv = val, memcpy(P->best, g, sizeof g[0] * (size_t)cells);
    P->restarts++;
    P->cpu += cpu_seconds() - t0;
    if (P->restarts < L->restarts && n >= cells) return false;
    t0 = cpu_seconds();
    plan_finish(b);
    b->last_plan_cpu = P->cpu + (cpu_seconds() - t0);
    return true;
}

/* Does the plan still fit the tiles this seat holds? */
static bool plan_valid(const madcity_bot_state *b, const madcity_state *v)
{
    for (int c = 0; c < v->ncells; c++) {
        int t = b->target[c].tile;
        if (t == MADCITY_NONE) continue;
        if (in_hand(v, b->seat, t) || cell_of(v, b->seat, t) >= 0) continue;
        if (t == b->swap_common && v->common == t && !((v->swapped >> b->seat) & 1)) continue;
        return false;
    }
    return true;
}

/* ---- claims and the tree (the contractors: madcity_bot_claims.c) ------------------------------
 */
static uint8_t choose_claims(madcity_bot_state *b, const madcity_state *v)
{
    return madcity_choose_claims(v, b->seat, b->level, &b->rng);
}

/* How much taking the tree is worth now: my lakes and parks, and (hard) the others' I deny. */
static double tree_worth(const madcity_bot_state *b, const madcity_state *v)
{
    bool solo = madcity_is_solo(v);
    double w = ranger_points(v->grid[b->seat], v->side, solo);
    if (b->level == MADCITY_BOT_HARD && v->players > 1) {
        double deny = 0;
        for (int q = 0; q < v->players; q++) {
            if (q == b->seat || !(v->in_round & (1u << q))) continue;
            int p = ranger_points(v->grid[q], v->side, solo);
            if (p > deny) deny = p;
        }
        w += deny / (v->players - 1);
    }
    return w;
}

/* ---- the next step of the plan -------------------------------------------------------------- */
/* The next building step towards the target, or false when the city is as planned. *work gets
 * how many quarter turns the step takes in hand (pacing). */
static bool build_step(madcity_bot_state *b, const madcity_state *v, game_action *out, int *turns)
{
    const int seat = b->seat, cells = v->ncells;
    const madcity_cell *g = v->grid[seat];
    *turns = 0;
    /* the common tile first: first come, first served */
    if (b->swap_out != MADCITY_NONE && !((v->swapped >> seat) & 1) && v->common == b->swap_common) {
        *out = MADCITY_ACTION(MADCITY_ACT_SWAP, b->swap_out);
        return true;
    }
    /* tiles that lie where another one belongs: move them (a swap if the cell is taken), or
     * return those the plan does not use */
    for (int c = 0; c < cells; c++) {
        if (g[c].tile == MADCITY_NONE || g[c].tile == b->target[c].tile) continue;
        for (int d = 0; d < cells; d++)
            if (b->target[d].tile == g[c].tile) {
                *out = MADCITY_MOVE(c, d);
                return true;
            }
        *out = MADCITY_ACTION(MADCITY_ACT_RETURN, c);
        return true;
    }
    /* place: cells in a human-ish order (reading order from a random start) */
    int start = (int)rng_below(&b->rng, (uint32_t)cells);
    for (int k = 0; k < cells; k++) {
        int c = (start + k) % cells;
        int t = b->target[c].tile;
        if (g[c].tile != MADCITY_NONE || t == MADCITY_NONE || !in_hand(v, seat, t)) continue;
        int rot = b->target[c].rot;
        const level_def *L = &levels[b->level];
        if (L->slip > 0 && rng_unit(&b->rng) < L->slip) {
            rot = (int)rng_below(&b->rng, 4);
            if (rng_unit(&b->rng) < L->slip_kept) b->keep_rot[c] = (uint8_t)rot;
        }
        *turns = rot;
        *out = MADCITY_PLACE(t, c, rot);
        return true;
    }
    /* turns to fix */
    for (int c = 0; c < cells; c++) {
        if (g[c].tile == MADCITY_NONE || g[c].tile != b->target[c].tile) continue;
        int want = b->keep_rot[c] != 0xFF ? b->keep_rot[c] : b->target[c].rot;
        if (g[c].rot != want) {
            *out = MADCITY_ACTION(MADCITY_ACT_ROTATE, c);
            return true;
        }
    }
    return false;
}

/* Hard: with a full grid and an opponent about to finish, take the tree now when the lakes and
 * parks are worth more than the steps left. */
static bool grab_early(madcity_bot_state *b, const madcity_state *v)
{
    if (b->level != MADCITY_BOT_HARD || !tree_possible(v, b->seat) || madcity_is_solo(v))
        return false;
    if (madcity_filled(v, b->seat) < v->ncells) return false;
    bool threat = false;
    for (int q = 0; q < v->players; q++)
        if (q != b->seat && (v->in_round & (1u << q)) && !((v->done >> q) & 1) &&
            madcity_filled(v, q) >= v->ncells - 1)
            threat = true;
    if (!threat) return false;
    objective o;
    make_objective(b, v, &o);
    o.ranger = 0;
    double now_v = city_objective(v->grid[b->seat], v->side, &o);
    double plan_v = city_objective(b->target, v->side, &o);
    double worth = tree_worth(b, v);
    return worth > 0 && worth >= plan_v - now_v;
}

/* Easy leaves the tree to a newcomer: it takes it only for lakes and parks worth at least
 * EASY_TREE_WORTH points, and not before EASY_TREE_AFTER seconds of the race (it waits, its city
 * complete, until then). */
static const double EASY_TREE_WORTH = 9.0, EASY_TREE_AFTER = 45.0;

static bool easy_waits(const madcity_bot_state *b, const madcity_state *v)
{
    if (b->level != MADCITY_BOT_EASY || v->one || madcity_is_solo(v) || !tree_possible(v, b->seat))
        return false;
    double elapsed = (double)(madcity_race_ticks(v) - (int)v->timer) / MADCITY_TICK_HZ;
    return elapsed < EASY_TREE_AFTER && tree_worth(b, v) >= EASY_TREE_WORTH;
}

/* The finishing moves: claims, then the tree or done. */
static game_action finish(madcity_bot_state *b, const madcity_state *v, bool force_tree)
{
    const int seat = b->seat;
    if (!b->claims_decided) {
        b->want_claims = choose_claims(b, v);
        b->claims_decided = true;
    }
    for (int k = 0; k < 4; k++)
        if ((b->want_claims & (1u << k)) && !(v->claims[seat] & (1u << k)))
            return MADCITY_ACTION(MADCITY_ACT_CLAIM, k);
    if (tree_possible(v, seat) && madcity_filled(v, seat) == v->ncells && !madcity_is_solo(v)) {
        bool take;
        if (force_tree)
            take = true;
        else if (b->level ==
                 MADCITY_BOT_EASY) /* only when clearly worth it (and late: easy_waits) */
            take = tree_worth(b, v) >= EASY_TREE_WORTH;
        else
            take = tree_worth(b, v) > 0;
        if (take) return MADCITY_ACTION(MADCITY_ACT_TREE, 0);
    }
    return MADCITY_ACTION(MADCITY_ACT_DONE, 0);
}

/* ---- holding the tree (Standard game): madcity_bot_claims.c ---------------------------------- */
static bool holder_step(madcity_bot_state *b, const madcity_state *v, game_action *out)
{
    return madcity_holder_step(v, b->seat, b->level, &b->rng, &b->claims_decided, &b->want_claims,
                               out);
}

/* ---- the frame call ------------------------------------------------------------------------- */
static void schedule(madcity_bot_state *b, double now, double lo, double hi)
{
    b->next_at = now + uniform(b, lo, hi);
}

static bool emit(madcity_bot_state *b, const madcity_state *v, game_action a, double now,
                 game_action *out)
{
    /* tried on a copy of the view first: what the rules refuse is never returned */
    madcity_state tmp;
    memcpy(&tmp, v, sizeof tmp);
    if (madcity_game.apply(&tmp, b->seat, a, NULL, 0) == GAME_REFUSED) return false;
    read_mine(v, b->seat, &b->before);
    read_mine(&tmp, b->seat, &b->after);
    b->pending = true;
    b->pending_since = now;
    *out = a;
    return true;
}

/* Something changed under the bot: plan again (from what lies), act after a short look. */
static bool replan(madcity_bot_state *b, const madcity_state *v, double now)
{
    plan_start(b, v);
    plan_work(b);
    schedule(b, now, 0.3, 0.6);
    return false;
}

bool madcity_bot_next(madcity_bot_state *b, const void *view_state, double now, game_action *out)
{
    if (!b || !view_state || !out) return false;
    const madcity_state *v = view_state;
    const int seat = b->seat;
    const level_def *L = &levels[b->level];
    if (seat >= v->players) return false;

    /* a clock that jumps back (a new round restarts it) keeps the waits already running */
    if (b->clock_seen && now < b->last_now) {
        double back = b->last_now - now;
        b->next_at -= back;
        b->ready_at -= back;
        b->pending_since -= back;
    }
    b->stuck = b->clock_seen && now == b->last_now ? b->stuck + 1 : 0;
    b->last_now = now;
    b->clock_seen = true;

    if (!(v->in_round & (1u << seat))) return false;

    if (v->phase == MADCITY_PH_READY) {
        b->pending = false;
        if ((v->ready >> seat) & 1) return false;
        if (b->ready_round != v->round) {
            b->ready_round = v->round;
            b->ready_at = now + uniform(b, L->ready_lo, L->ready_hi);
        }
        /* a screen that holds the clock still between rounds: go after ~3 s of frames */
        if (now < b->ready_at && b->stuck < 180) return false;
        return emit(b, v, MADCITY_ACTION(MADCITY_ACT_READY, 0), now, out);
    }
    if (v->phase != MADCITY_PH_RACE || ((v->done >> seat) & 1)) {
        b->pending = false;
        return false;
    }
    if (v->one && v->builder != seat) { /* one at a time: plan when my minute starts */
        b->pending = false;
        b->race_round = -1;
        return false;
    }

    /* a new round: plan at once, act after a human start delay */
    if (b->race_round != v->round) {
        b->race_round = v->round;
        b->pending = false;
        plan_start(b, v);
        plan_work(b);
        schedule(b, now, L->start_lo, L->start_hi);
        return false;
    }
    if (madcity_holds_tree(v, seat)) { /* no more building: contractors, then done */
        mine m;
        read_mine(v, seat, &m);
        if (b->pending && same_mine(&m, &b->before) && now - b->pending_since < 1.0) return false;
        b->pending = false;
        if (now < b->next_at) return false;
        game_action a;
        if (!holder_step(b, v, &a)) {
            schedule(b, now, 0.4, 0.7);
            return false;
        }
        if (!emit(b, v, a, now, out) && !emit(b, v, MADCITY_ACTION(MADCITY_ACT_DONE, 0), now, out))
            return false;
        schedule(b, now, L->step_lo * 0.6, L->step_hi * 0.6);
        return true;
    }
    if (b->pl.active) { /* the plan goes on, one restart per call */
        plan_work(b);
        return false;
    }

    /* did my last action land as expected? */
    mine m;
    read_mine(v, seat, &m);
    if (b->pending) {
        if (same_mine(&m, &b->after)) {
            b->pending = false;
        } else if (same_mine(&m, &b->before) && now - b->pending_since < 1.0) {
            return false; /* not applied yet */
        } else {
            b->pending = false;
            if (!plan_valid(b, v) || !same_mine(&m, &b->before)) {
                return replan(b, v, now);
            }
        }
    } else if (b->planned && !plan_valid(b, v)) {
        return replan(b, v, now);
    }
    if (b->plan_common != MADCITY_NONE && !((v->swapped >> seat) & 1) &&
        v->common != b->plan_common) {
        return replan(b, v, now); /* someone swapped the common tile */
    }
    if (now < b->next_at) return false;

    game_action a;
    int turns = 0;
    if (!build_step(b, v, &a, &turns)) {
        if (easy_waits(b, v)) {
            schedule(b, now, 0.8, 1.2);
            return false;
        }
        a = finish(b, v, false);
    } else if (grab_early(b, v))
        a = finish(b, v, true), turns = 0;
    bool ok = emit(b, v, a, now, out);
    if (!ok && MADCITY_A_KIND(a) != MADCITY_ACT_DONE) {
        /* should not happen: say done (and start afresh if even that fails) */
        ok = emit(b, v, MADCITY_ACTION(MADCITY_ACT_DONE, 0), now, out);
    }
    if (!ok) return replan(b, v, now);
    int kind = MADCITY_A_KIND(a);
    double lo = L->step_lo, hi = L->step_hi;
    if (kind == MADCITY_ACT_ROTATE || kind == MADCITY_ACT_CLAIM) lo *= 0.6, hi *= 0.6;
    lo += 0.08 * turns;
    hi += 0.08 * turns;
    if (hi > L->step_hi + 0.3) hi = L->step_hi + 0.3;
    schedule(b, now, lo, hi);
    return ok;
}
