/* megacity_bot.c: MegaCity: Oceania's bots: the strategy on a seat's view. In order: deliver a
 * tower that meets a contract (the slide of its level, outcome played by the physics), build
 * the next element of a planned tower (megacity_bot_plan.c; the plan is a function of the face, the
 * contract and the elements at hand, so building it keeps it, and an element that is not part
 * of it is taken back first), take elements back from towers no plan uses, then the standard
 * actions: a contract it can meet, a platform of its type (or turn one over), elements; then
 * `end`. After a delivery: its park, a monument in Central Park or a park, or end; over 15
 * elements: return the least useful; at the end: an exceptional delivery or recycle. Every
 * action is tried on a copy of the view first; a refused one falls back to a listed action. */
#include "games/megacity/bot/megacity_bot.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/hash.h"
#include "core/rng.h"
#include "games/megacity/bot/megacity_bot_plan.h"
#include "games/megacity/rules/megacity_sim.h"

typedef struct bot {
    const megacity_state *v;
    int seat;
    ai_level level;
    rng_state rng;
    game_action *legal;
    int nlegal;
    ai_stop *stop; /* the caller's cancel flag, deadline and work: plans stop, the best action so
                    * far is played; physics budgets scale with its work */
} bot;

static bool listed(const bot *b, game_action a)
{
    for (int i = 0; i < b->nlegal; i++)
        if (b->legal[i] == a) return true;
    return false;
}

static bool own_plat(const megacity_state *v, int seat, int id)
{
    return v->plat[id - 1].where == MEGACITY_AT_HAND && v->plat[id - 1].owner == seat;
}

static int face_type(const megacity_state *v, int id)
{
    return (int)megacity_side(v, id)->type;
}

static int other_type(const megacity_state *v, int id)
{
    return (int)megacity_platforms[id - 1].side[v->plat[id - 1].side ^ 1].type;
}

static int loose_count(const megacity_state *v, int seat)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) n += v->hand[seat][k];
    return n;
}

/* How useful an element is for towers: flat-topped blocks and cubes stack well, posts give
 * height, bars and planks are lintels (worth more when a held contract wants an opening), a
 * roof or wedge only crowns a tower (a second is dead weight); a material a held contract
 * forbids is worth nothing. The least useful goes back to the bag or becomes a monument. */
static int usefulness(const bot *b, int kind)
{
    static const int base[MEGACITY_SHAPES] = {
        [MEGACITY_CUBE] = 90,       [MEGACITY_SMALL_CUBE] = 50, [MEGACITY_BLOCK] = 100,
        [MEGACITY_BAR] = 55,        [MEGACITY_SHORT_BAR] = 60,  [MEGACITY_PLANK] = 40,
        [MEGACITY_POST] = 70,       [MEGACITY_THIN_POST] = 45,  [MEGACITY_ARCH] = 50,
        [MEGACITY_SMALL_ARCH] = 40, [MEGACITY_WINDOW] = 80,     [MEGACITY_ROOF] = 30,
        [MEGACITY_WEDGE] = 25,
    };
    int shape = kind / MEGACITY_MATERIALS, m = kind % MEGACITY_MATERIALS, u = base[shape];
    const uint8_t *h = b->v->hand[b->seat];
    if (shape == MEGACITY_ROOF || shape == MEGACITY_WEDGE) {
        int crowns = 0;
        for (int k = 0; k < MEGACITY_MATERIALS; k++)
            crowns +=
                h[megacity_kind_of(MEGACITY_ROOF, k)] + h[megacity_kind_of(MEGACITY_WEDGE, k)];
        if (crowns > 1) u = 5;
    }
    if (h[kind] > 3) u -= 10 * (h[kind] - 3); /* many copies: less precious */
    for (int i = 0; i < 3; i++) {
        int c = b->v->hold[b->seat][i];
        for (int f = 0; c && f < 2; f++) {
            int ft = megacity_contracts[c - 1].feature[f];
            if (megacity_feature_forbids(ft) == m) u -= 100;
            bool opening = ft == MEGACITY_FEAT_HIGH_ARCH || ft == MEGACITY_FEAT_LOW_ARCH;
            if ((opening && (shape == MEGACITY_ARCH || shape == MEGACITY_SMALL_ARCH)) ||
                ((opening || ft == MEGACITY_FEAT_COURTYARD) &&
                 (shape == MEGACITY_BAR || shape == MEGACITY_PLANK)))
                u += 50;
        }
    }
    return u;
}

static int least_useful(const bot *b)
{
    int best = -1, bu = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        if (!b->v->hand[b->seat][k]) continue;
        int u = usefulness(b, k);
        if (best < 0 || u < bu) best = k, bu = u;
    }
    return best;
}

/* ---- the slide ------------------------------------------------------------------------------ */
static double slide_noise(const megacity_state *view, int seat, int plat)
{
    uint64_t h = hash_bytes(HASH_SEED, view, sizeof *view);
    h = hash_bytes(h, &seat, sizeof seat);
    h = hash_bytes(h, &plat, sizeof plat);
    return (double)(rng_mix64(h) >> 11) * (1.0 / 9007199254740992.0);
}

/* The slide of megacity_bot_slide; *outcome is the delivery (to cell 0) of the last profile when it
 * was played to test it, else AI_NO_ACTION. */
static int slide_of(const megacity_state *view, int seat, int plat, ai_level level, double *xs,
                    int cap, game_action *outcome)
{
    double r = slide_noise(view, seat, plat), accel;
    switch (level) {
    case AI_HARD: accel = 0.6 + 0.2 * r; break;
    case AI_NORMAL: accel = 0.8 + 0.5 * r; break;
    default: /* easy (and random): often hurried, now and then far too fast */
        accel = r < 0.2 ? 2.0 + 10.0 * r : 0.5 + 0.2 * r;
        break;
    }
    /* a steadier slide (handicap) caps the bot's hand as it caps a person's */
    if (seat >= 0 && seat < MEGACITY_MAX_P && accel > megacity_steady_accel(view->steady[seat]))
        accel = megacity_steady_accel(view->steady[seat]);
    int n = megacity_sim_slide_profile(accel, xs, cap);
    *outcome = AI_NO_ACTION;
    /* Normal and hard watch the tower and slow down when it wobbles: hard tries half the speed,
     * then a quarter; normal goes straight to a quarter (a slide less to play). */
    int retries = level >= AI_HARD ? 2 : level == AI_NORMAL ? 1 : 0;
    for (int tries = 0; tries < retries && plat >= 1 && plat <= MEGACITY_PLATFORMS; tries++) {
        *outcome = megacity_sim_delivery(view, plat, 0, xs, n);
        if (MEGACITY_KIND(*outcome) != MEGACITY_A_COLLAPSE) break;
        accel *= level >= AI_HARD ? 0.5 : 0.25;
        n = megacity_sim_slide_profile(accel, xs, cap);
        *outcome = AI_NO_ACTION;
    }
    return n;
}

int megacity_bot_slide(const megacity_state *view, int seat, int plat, ai_level level, double *xs,
                       int cap)
{
    game_action unused;
    return slide_of(view, seat, plat, level, xs, cap, &unused);
}

/* ---- delivery ------------------------------------------------------------------------------- */
static int cell_value(const bot *b, int cell)
{
    const megacity_state *v = b->v;
    int val = 0, q, r;
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        if (!megacity_adjacent(c, cell)) continue;
        if (v->cell[c] >= MEGACITY_PARK0 && v->monument[c]) val += 4; /* a point per game */
        if (v->cell[c] >= MEGACITY_PARK0 && v->cell[c] != MEGACITY_CENTRAL && !v->monument[c])
            val += 1;
        if (!v->park_placed[b->seat] && !v->cell[c]) val += 1; /* room for our park */
    }
    megacity_cell_qr(cell, &q, &r);
    return val * 10 - (abs(q) + abs(r) + abs(q + r));
}

/* Whether another of the seat's platforms also fulfils contract c now. */
static bool fits_elsewhere(const bot *b, int plat, int c)
{
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        if (id == plat || !own_plat(b->v, b->seat, id) || !b->v->plat[id - 1].best) continue;
        int fit[3], n = megacity_fitting(b->v, b->seat, id, fit);
        for (int i = 0; i < n; i++)
            if (fit[i] == c) return true;
    }
    return false;
}

/* The delivery to make: the most prestige, and when a building fulfils more than one held
 * contract, the one no other ready building could take (the other stays deliverable), then the
 * best hex. Each legal delivery names its contract. */
static game_action deliver(bot *b, bool exceptional_only)
{
    int best_plat = 0, best_cell = -1, best_c = 0, bv = 0;
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        if (MEGACITY_KIND(a) != MEGACITY_A_DELIVER) continue;
        int plat = MEGACITY_FA(a), cell = MEGACITY_FB(a), c = MEGACITY_FC(a);
        if (c < 1 || c > MEGACITY_CONTRACTS ||
            (exceptional_only && !megacity_contracts[c - 1].exceptional))
            continue;
        int val = megacity_contracts[c - 1].points * 1000 + cell_value(b, cell) -
                  (fits_elsewhere(b, plat, c) ? 500 : 0);
        if (best_cell < 0 || val > bv) best_plat = plat, best_cell = cell, best_c = c, bv = val;
    }
    if (best_cell < 0) return AI_NO_ACTION;
    double *xs = malloc(sizeof *xs * MEGACITY_SIM_SLIDE_MAX);
    if (!xs) return MEGACITY_ACT(MEGACITY_A_DELIVER, best_plat, best_cell, best_c);
    game_action out;
    int n = slide_of(b->v, b->seat, best_plat, b->level, xs, MEGACITY_SIM_SLIDE_MAX, &out);
    int plat, cell, after;
    unsigned mask;
    if (out == AI_NO_ACTION) /* not played yet (easy), or the last try is to play */
        out = megacity_sim_delivery(b->v, best_plat, best_cell, xs, n);
    else if (MEGACITY_KIND(out) != MEGACITY_A_COLLAPSE) /* the same slide, told for its cell */
        out = MEGACITY_ACT(MEGACITY_A_DELIVER, best_plat, best_cell, best_c);
    else if (megacity_decode_collapse(out, &plat, &cell, &after, &mask))
        out = megacity_encode_collapse(best_plat, best_cell, after, mask, best_c);
    free(xs);
    return megacity_with_contract(out, best_c);
}

/* ---- building ------------------------------------------------------------------------------- */
typedef struct target {
    int plat, contract;
    megacity_plan plan;
} target;

static bool prefix_of(const megacity_plat *pl, const megacity_plan *p)
{
    if (pl->n > p->n) return false;
    for (int i = 0; i < pl->n; i++)
        if (memcmp(&pl->el[i], &p->el[i], sizeof pl->el[i]) != 0) return false;
    return true;
}

/* The search a decision plans with: the bot's level, one level up once its hands are nearly
 * full (13 of 15 elements in front of it: the elements it has did not make a tower at its own
 * level, and drawing more would only cycle them), two when full (up to hard's); the tower
 * must still stand the bot's own slide. The front count does not change while a tower
 * is built, so the plan stays the same from one build step to the next. */
ai_level megacity_bot_search_level(const megacity_state *view, int seat, ai_level level)
{
    if (level >= AI_HARD || level < AI_EASY) return level;
    int front = megacity_front_count(view, seat);
    int up = front >= MEGACITY_HAND ? 2 : front >= MEGACITY_HAND - 2 ? 1 : 0;
    return level + up > AI_HARD ? AI_HARD : (ai_level)(level + up);
}

/* The tower to build now: a planned tower for a held contract on one of the seat's platforms
 * (a started one that is on its plan first, then the most prestige). Started platforms are
 * planned first: once one is on its plan nothing else can win, so the others are not planned.
 * The plans of one decision share a cache of settled drops (megacity_plan_cache), each with its
 * level's physics budget (a shared one let a failing platform starve the next one, decision after
 * decision); a contract with a plan is not planned on a second platform. */
static bool choose_target(bot *b, target *t, bool exceptional_only)
{
    const megacity_state *v = b->v;
    ai_level lv = megacity_bot_search_level(v, b->seat, b->level);
    int bv = -1, plans = 0, max_plans = b->level >= AI_HARD ? 4 : b->level == AI_NORMAL ? 3 : 2;
    uint64_t found = 0; /* bit c: contract c has a plan */
    megacity_plan p;
    megacity_plan_cache *cache = malloc(sizeof *cache);
    if (!cache) return false;
    megacity_plan_cache_init(cache, lv);
    cache->stop = b->stop;
    cache->budget = (int)ai_work(b->stop, cache->budget);
    cache->slide =
        fmax(cache->slide, megacity_plan_level(b->level)->slide); /* the slide it will make */
    for (int pass = 0; pass < 2 && bv < 1000; pass++)
        for (int id = 1; id <= MEGACITY_PLATFORMS && plans < max_plans; id++) {
            if (!own_plat(v, b->seat, id) || v->plat[id - 1].best) continue;
            if ((v->plat[id - 1].n > 0) != (pass == 0)) continue;
            for (int i = 0; i < 3 && plans < max_plans; i++) {
                int c = v->hold[b->seat][i];
                if (!c || (int)megacity_contracts[c - 1].type != face_type(v, id)) continue;
                if (exceptional_only && !megacity_contracts[c - 1].exceptional) continue;
                if (found >> c & 1) continue;
                plans++;
                cache->spent = 0; /* each plan its whole budget; what is cached is shared */
                if (!megacity_plan_plan(v, b->seat, id, c, lv, cache, &p)) continue;
                found |= 1ull << c;
                int val = megacity_contracts[c - 1].points * 10 +
                          (v->plat[id - 1].n && prefix_of(&v->plat[id - 1], &p) ? 1000 : 0);
                if (val > bv) {
                    bv = val;
                    t->plat = id;
                    t->contract = c;
                    t->plan = p;
                }
            }
        }
    free(cache);
    return bv >= 0;
}

/* The next build (or unbuild) step toward the target's plan. */
static game_action build_step(const bot *b, const target *t)
{
    const megacity_plat *pl = &b->v->plat[t->plat - 1];
    if (!prefix_of(pl, &t->plan)) return MEGACITY_ACT(MEGACITY_A_UNBUILD, t->plat, pl->n - 1, 0);
    const megacity_el *e = &t->plan.el[pl->n];
    megacity_pose_act pa = {t->plat, e->kind, e->x, e->y, e->a};
    return megacity_encode_pose(MEGACITY_A_BUILD, &pa);
}

/* Takes back the top element of a tower that is not the target and cannot be delivered. */
static game_action clear_other(const bot *b, int keep)
{
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        const megacity_plat *pl = &b->v->plat[id - 1];
        if (id == keep || !own_plat(b->v, b->seat, id) || !pl->n || pl->best) continue;
        return MEGACITY_ACT(MEGACITY_A_UNBUILD, id, pl->n - 1, 0);
    }
    return AI_NO_ACTION;
}

/* ---- standard actions ----------------------------------------------------------------------- */
/* Is there a platform for type t: 2 face up, 1 to turn over, 0 none. */
static int platform_for(const bot *b, int t)
{
    int best = 0;
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        if (!own_plat(b->v, b->seat, id) || b->v->plat[id - 1].best) continue;
        if (face_type(b->v, id) == t) return 2;
        if (!b->v->plat[id - 1].n && other_type(b->v, id) == t) best = 1;
    }
    return best;
}

static int open_contracts(const bot *b)
{
    int n = 0;
    for (int i = 0; i < 3; i++) n += b->v->hold[b->seat][i] != 0;
    return n;
}

static double contract_value(bot *b, int c)
{
    const megacity_contract *ct = &megacity_contracts[c - 1];
    double v = ct->points - 0.45 * ct->elements - ct->floors / 60.0;
    if (ct->exceptional) v -= 2;
    int pf = platform_for(b, ct->type);
    v += pf == 2 ? 2.0 : pf == 1 ? 1.2 : 0;
    for (int o = 0; o < 3; o++)
        if (b->v->offer[o] && face_type(b->v, b->v->offer[o]) == (int)ct->type) v += 0.5;
    for (int f = 0; f < 2; f++) {
        int ft = ct->feature[f];
        if (ft == MEGACITY_FEAT_HIGH_ARCH || ft == MEGACITY_FEAT_LOW_ARCH ||
            ft == MEGACITY_FEAT_COURTYARD)
            v -= b->level >= AI_HARD ? 1.0 : 0.5;
    }
    if (b->level <= AI_EASY) v += 3.0 * rng_unit(&b->rng); /* a rough guess */
    return v;
}

static game_action take_contract(bot *b)
{
    game_action best = AI_NO_ACTION;
    double bv = -1e9;
    for (int i = 0; i < b->nlegal; i++) {
        if (MEGACITY_KIND(b->legal[i]) != MEGACITY_A_CONTRACT) continue;
        double val = contract_value(b, MEGACITY_FA(b->legal[i]));
        if (val > bv) bv = val, best = b->legal[i];
    }
    return best;
}

/* Does a held contract need platform id's face up: its type, and no other platform has it? */
static bool face_needed(const bot *b, int id)
{
    int t = face_type(b->v, id);
    bool held = false;
    for (int i = 0; i < 3; i++) {
        int c = b->v->hold[b->seat][i];
        held |= c && (int)megacity_contracts[c - 1].type == t;
    }
    for (int o = 1; held && o <= MEGACITY_PLATFORMS; o++)
        if (o != id && own_plat(b->v, b->seat, o) && !b->v->plat[o - 1].best &&
            face_type(b->v, o) == t)
            return false;
    return held;
}

/* A platform for a held contract with none: turn one over (never away from a face another held
 * contract needs: two contracts sharing one platform would turn it back and forth), take one
 * from the offer, renew. */
static game_action get_platform(const bot *b)
{
    bool room = megacity_held_platforms(b->v, b->seat) < megacity_limit(b->v); /* the hand limit */
    for (int i = 0; i < 3; i++) {
        int c = b->v->hold[b->seat][i], ready = 0;
        if (!c) continue;
        for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
            ready |= own_plat(b->v, b->seat, id) && b->v->plat[id - 1].best == c;
        int t = megacity_contracts[c - 1].type;
        if (ready || platform_for(b, t) == 2) continue; /* its tower is built, or it has one */
        for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
            if (own_plat(b->v, b->seat, id) && !b->v->plat[id - 1].n && other_type(b->v, id) == t &&
                !face_needed(b, id) && listed(b, MEGACITY_ACT(MEGACITY_A_FLIP, id, 0, 0)))
                return MEGACITY_ACT(MEGACITY_A_FLIP, id, 0, 0);
        if (!room) continue; /* nothing to take, and renewing would only turn the offer */
        game_action flip_later = AI_NO_ACTION;
        for (int o = 0; o < 3; o++) {
            int id = b->v->offer[o];
            game_action a = MEGACITY_ACT(MEGACITY_A_PLATFORM, id, 0, 0);
            if (!id || !listed(b, a)) continue;
            if (face_type(b->v, id) == t) return a;
            if (other_type(b->v, id) == t) flip_later = a;
        }
        if (flip_later != AI_NO_ACTION) return flip_later;
        if (listed(b, MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0)))
            return MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0);
    }
    return AI_NO_ACTION;
}

/* The element of material m to take from the bag: the most useful shape still there for the
 * held contracts (an arch or a lintel when one wants an opening), a shape not yet in front of
 * the bot first. -1 when the bag has none of m. */
static int pick_shape(const bot *b, int m)
{
    int best = -1, bu = 0;
    for (int sh = 0; sh < MEGACITY_SHAPES; sh++) {
        int k = megacity_kind_of((megacity_shape)sh, (megacity_material)m);
        if (!b->v->bag[k]) continue;
        int u = usefulness(b, k) + (b->v->hand[b->seat][k] ? 0 : 10);
        if (best < 0 || u > bu) best = sh, bu = u;
    }
    return best;
}

/* Elements: three at random, or one of a material a held contract allows when nearly full. */
static game_action get_elements(const bot *b)
{
    int front = megacity_front_count(b->v, b->seat);
    /* Full with no plan: draw all the same, the least useful go back to the bag (a cycle). */
    if ((front <= MEGACITY_HAND - 3 || front >= MEGACITY_HAND) &&
        listed(b, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0)))
        return MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0);
    static const int pref[MEGACITY_MATERIALS] = {MEGACITY_CONCRETE, MEGACITY_STEEL, MEGACITY_GLASS};
    for (int k = 0; k < MEGACITY_MATERIALS; k++) {
        int m = pref[k], ok = 1;
        for (int i = 0; i < 3; i++) {
            int c = b->v->hold[b->seat][i];
            for (int f = 0; c && f < 2; f++)
                if (megacity_feature_forbids(megacity_contracts[c - 1].feature[f]) == m) ok = 0;
        }
        int sh = ok ? pick_shape(b, m) : -1;
        if (sh >= 0 && listed(b, MEGACITY_ACT(MEGACITY_A_MATERIAL, m, sh, 0)))
            return MEGACITY_ACT(MEGACITY_A_MATERIAL, m, sh, 0);
    }
    return AI_NO_ACTION;
}

static game_action standard_action(bot *b)
{
    const megacity_state *v = b->v;
    if (v->acted >= v->max_actions) return AI_NO_ACTION;
    int want = b->level <= AI_EASY ? 1 : 2;
    game_action a = AI_NO_ACTION;
    if (open_contracts(b) == 0) a = take_contract(b);
    if (a == AI_NO_ACTION) a = get_platform(b);
    int loose = loose_count(v, b->seat);
    /* A second contract once there is material, or another way out when stuck full. */
    if (a == AI_NO_ACTION && v->acted == 0 &&
        ((open_contracts(b) < want && loose >= 4) || megacity_front_count(v, b->seat) >= 12))
        a = take_contract(b);
    if (a == AI_NO_ACTION && open_contracts(b) > 0) a = get_elements(b);
    return a;
}

/* ---- phases --------------------------------------------------------------------------------- */
static game_action post_delivery(const bot *b)
{
    /* first what the dock's nudge brought down next door, as the board records a human's */
    game_action shaken = megacity_sim_shaken(b->v);
    if (shaken) return shaken;
    int best = -1, bv = -1;
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        if (MEGACITY_KIND(a) != MEGACITY_A_PARK) continue;
        int val = 0;
        for (int c = 0; c < MEGACITY_CELLS; c++)
            if (megacity_adjacent(c, MEGACITY_FA(a)) && b->v->cell[c] >= 1 &&
                b->v->cell[c] <= MEGACITY_PLATFORMS)
                val += 2;
        if (val > bv) bv = val, best = i;
    }
    if (best >= 0) return b->legal[best];
    int k = least_useful(b);
    if (k >= 0 && listed(b, MEGACITY_ACT(MEGACITY_A_CENTRAL, k, 0, 0)))
        return MEGACITY_ACT(MEGACITY_A_CENTRAL, k, 0, 0);
    for (int c = 0; k >= 0 && c < MEGACITY_CELLS; c++)
        if (listed(b, MEGACITY_ACT(MEGACITY_A_MONUMENT, c, k, 0)))
            return MEGACITY_ACT(MEGACITY_A_MONUMENT, c, k, 0);
    return MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0);
}

static game_action discard(const bot *b)
{
    int k = least_useful(b);
    if (k >= 0) return MEGACITY_ACT(MEGACITY_A_RETURN, k, 0, 0);
    return clear_other(b, 0); /* only towers left: take one element back */
}

static game_action turn_action(bot *b)
{
    const megacity_state *v = b->v;
    bool final = v->phase == MEGACITY_PH_FINAL;
    if (final || v->acted == 0) {
        game_action a = deliver(b, final);
        if (a != AI_NO_ACTION) return a;
    }
    target t;
    bool planned = (!final || open_contracts(b)) && choose_target(b, &t, final);
    if (planned) return build_step(b, &t);
    if (final) return MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0);
    game_action a = clear_other(b, 0);
    if (a != AI_NO_ACTION) return a;
    a = standard_action(b);
    return a != AI_NO_ACTION ? a : MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0);
}

static game_action fallback(const bot *b)
{
    static const int order[] = {MEGACITY_A_END, MEGACITY_A_RECYCLE, MEGACITY_A_RETURN,
                                MEGACITY_A_UNBUILD};
    for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
        for (int i = 0; i < b->nlegal; i++)
            if (MEGACITY_KIND(b->legal[i]) == order[k]) return b->legal[i];
    return b->legal[0];
}

game_action megacity_bot_choose(const megacity_state *view, int seat, ai_level level, uint64_t seed,
                                ai_stop *stop)
{
    const game_def *g = &megacity_game;
    if (!view || seat < 0 || seat >= view->players || view->phase == MEGACITY_PH_OVER ||
        view->active != seat)
        return AI_NO_ACTION;
    bot b = {view, seat, level, {0}, NULL, 0, stop};
    rng_seed(&b.rng, seed ^ rng_mix64(hash_bytes(HASH_SEED, view, sizeof *view)));
    b.legal = malloc(sizeof *b.legal * GAME_MAX_ACTIONS);
    megacity_state *scratch = malloc(sizeof *scratch);
    game_action out = AI_NO_ACTION;
    if (!b.legal || !scratch) goto done;
    b.nlegal = g->legal_actions(view, seat, b.legal, GAME_MAX_ACTIONS);
    if (b.nlegal <= 0) goto done;
    switch (view->phase) {
    case MEGACITY_PH_POST: out = post_delivery(&b); break;
    case MEGACITY_PH_DISCARD: out = discard(&b); break;
    default: out = turn_action(&b); break;
    }
    memcpy(scratch, view, sizeof *scratch);
    if (out == AI_NO_ACTION || g->apply(scratch, seat, out, NULL, 0) == GAME_REFUSED)
        out = fallback(&b);
done:
    free(b.legal);
    free(scratch);
    return out;
}

static game_action choose(const void *view, int seat, ai_level level, uint64_t seed, ai_stop *stop)
{
    return megacity_bot_choose(view, seat, level, seed, stop);
}

static bool tower_step(game_action a)
{
    return MEGACITY_KIND(a) == MEGACITY_A_BUILD;
}

/* MegaCity plays its own bots (towers built under the physics) at every level but random;
 * `citybox bench megacity` times the tower-building decisions on their own. */
const ai_game_bot megacity_bot = {
    .game = &megacity_game,
    .choose = choose,
    .bench_counts = tower_step,
    .bench_label = "tower_plan_ms",
};
