/* megacity.c: MegaCity: Oceania rules: setup, turn order, legal actions, views; applying an action
 * is megacity_apply.c. Contract checks and scoring are in megacity_score.c, text forms and position
 * files in megacity_text.c, towers as data and checked pose encodings in megacity_pose.c. A tower
 * is data here: the elements on a platform with their settled poses, sent by the app (build, move)
 * or placed by the rules' box drop (stack, for bots). */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_option_def options[MEGACITY_NOPTS] = {
    {"simplified", N_("Simplified rules"),
     N_("No prestige tokens, exceptional contracts or monuments; the game stops at once; -2 "
        "without your park."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
};

/* ---- the city: axial hex coordinates within 3 of Central Park ----------------------------- */
void megacity_cell_qr(int cell, int *q, int *r)
{
    int i = 0;
    for (int rr = -MEGACITY_RADIUS; rr <= MEGACITY_RADIUS; rr++)
        for (int qq = -MEGACITY_RADIUS; qq <= MEGACITY_RADIUS; qq++) {
            if (abs(qq + rr) > MEGACITY_RADIUS) continue;
            if (i++ == cell) {
                *q = qq;
                *r = rr;
                return;
            }
        }
    *q = *r = 99;
}

int megacity_cell_index(int q, int r)
{
    if (abs(q) > MEGACITY_RADIUS || abs(r) > MEGACITY_RADIUS || abs(q + r) > MEGACITY_RADIUS)
        return -1;
    int i = 0;
    for (int rr = -MEGACITY_RADIUS; rr <= MEGACITY_RADIUS; rr++)
        for (int qq = -MEGACITY_RADIUS; qq <= MEGACITY_RADIUS; qq++) {
            if (abs(qq + rr) > MEGACITY_RADIUS) continue;
            if (qq == q && rr == r) return i;
            i++;
        }
    return -1;
}

bool megacity_adjacent(int a, int b)
{
    int qa, ra, qb, rb;
    megacity_cell_qr(a, &qa, &ra);
    megacity_cell_qr(b, &qb, &rb);
    int dq = qb - qa, dr = rb - ra;
    return (abs(dq) + abs(dr) + abs(dq + dr)) == 2;
}

static bool next_to_tile(const megacity_state *s, int cell)
{
    for (int c = 0; c < MEGACITY_CELLS; c++)
        if (s->cell[c] && megacity_adjacent(c, cell)) return true;
    return false;
}

static bool next_to_park(const megacity_state *s, int cell)
{
    for (int c = 0; c < MEGACITY_CELLS; c++)
        if (s->cell[c] >= MEGACITY_PARK0 && megacity_adjacent(c, cell)) return true;
    return false;
}

/* ---- small helpers ------------------------------------------------------------------------ */
int megacity_kind_of(megacity_shape sh, megacity_material m)
{
    return (int)sh * MEGACITY_MATERIALS + (int)m;
}

const megacity_platform_side *megacity_side(const megacity_state *s, int plat)
{
    return &megacity_platforms[plat - 1].side[s->plat[plat - 1].side & 1];
}

int megacity_limit(const megacity_state *s)
{
    return s->players == 2 ? 3 : 2;
}

int megacity_held_contracts(const megacity_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < 3; i++) n += s->hold[p][i] != 0;
    return n;
}

int megacity_held_platforms(const megacity_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        n += s->plat[i].where == MEGACITY_AT_HAND && s->plat[i].owner == p;
    return n;
}

static int loose(const megacity_state *s, int p)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) n += s->hand[p][k];
    return n;
}

int megacity_front_count(const megacity_state *s, int p)
{
    int n = loose(s, p);
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_HAND && s->plat[i].owner == p) n += s->plat[i].n;
    return n;
}

int megacity_bag_total(const megacity_state *s)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) n += s->bag[k];
    return n;
}

int megacity_bag_material(const megacity_state *s, int m)
{
    int n = 0;
    for (int sh = 0; sh < MEGACITY_SHAPES; sh++) n += s->bag[sh * MEGACITY_MATERIALS + m];
    return n;
}

/* A view has its RNG zeroed: reseed it rather than spin on a dead generator. */
static rng_state *live_rng(megacity_state *s)
{
    if (!(s->rng.inc & 1)) rng_seed(&s->rng, 0x6d656761ull ^ (uint64_t)s->rounds << 8);
    return &s->rng;
}

/* One element at random from the bag (among one material when m >= 0); -1 if none. */
int megacity_draw_one(megacity_state *s, int m)
{
    int total = m < 0 ? megacity_bag_total(s) : megacity_bag_material(s, m);
    if (total == 0) return -1;
    int r = (int)rng_below(live_rng(s), (uint32_t)total);
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        if (m >= 0 && k % MEGACITY_MATERIALS != m) continue;
        if (r < s->bag[k]) {
            s->bag[k]--;
            return k;
        }
        r -= s->bag[k];
    }
    return -1;
}

/* Taking a chosen element stirs the bag: one draw of the generator, never read, so the random
 * draws that follow are those of games saved before the element was chosen (the take was random
 * then), and the test games recorded then replay unchanged. */
void megacity_stir(megacity_state *s, int m)
{
    int total = megacity_bag_material(s, m);
    if (total > 0) (void)rng_below(live_rng(s), (uint32_t)total);
}

bool megacity_standard_left(const megacity_state *s)
{
    for (int t = 0; t < MEGACITY_TYPES; t++)
        if (s->ncol[t]) return true;
    return false;
}

static bool holds_standard(const megacity_state *s, int p)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] && !megacity_contracts[s->hold[p][i] - 1].exceptional) return true;
    return false;
}

static bool holds_exceptional(const megacity_state *s, int p)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] && megacity_contracts[s->hold[p][i] - 1].exceptional) return true;
    return false;
}

int megacity_standard_done(const megacity_state *s)
{
    int n = 0;
    for (int p = 0; p < s->players; p++)
        for (int c = 0; c < MEGACITY_STANDARD_CONTRACTS; c++) n += (int)((s->done[p] >> c) & 1);
    return n;
}

/* ---- setup -------------------------------------------------------------------------------- */
/* Handicaps (decision H1): a seat's slide 25 percent steadier a level, up to 75. */
static const game_handicap megacity_handicap = {GAME_HANDICAP_STEADY, 3, 25,
                                                N_("%d%% steadier slide")};

void megacity_init(megacity_state *s, const game_params *p)
{
    memset(s, 0, sizeof *s);
    s->players = (uint8_t)(p->players < 2                ? 2
                           : p->players > MEGACITY_MAX_P ? MEGACITY_MAX_P
                                                         : p->players);
    s->simplified = p->opt[MEGACITY_OPT_SIMPLIFIED] ? 1 : 0;
    s->max_actions = s->players == 2 ? 3 : 2;
    s->phase = MEGACITY_PH_TURN;
    s->post_cell = MEGACITY_NONE;
    s->cell[MEGACITY_CENTRE] = MEGACITY_CENTRAL;
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) s->plat[i].cell = MEGACITY_NONE;
    for (int k = 0; k < MEGACITY_KINDS; k++)
        s->bag[k] = megacity_element_counts[k / MEGACITY_MATERIALS][k % MEGACITY_MATERIALS];
    for (int i = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++)
        s->exc[i] = (uint8_t)(MEGACITY_STANDARD_CONTRACTS + 1 + i);
    for (int q = 0; q < s->players; q++) /* decision H1: 25 percent steadier a level */
        s->steady[q] = (uint8_t)(p->handicap[q] * megacity_handicap.step);
}

static void setup(void *state, const game_params *p, uint64_t seed)
{
    megacity_state *s = state;
    megacity_init(s, p);
    rng_seed(&s->rng, seed);
    uint8_t ids[MEGACITY_PLATFORMS];
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) ids[i] = (uint8_t)(i + 1);
    rng_shuffle(&s->rng, ids, MEGACITY_PLATFORMS, 1);
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) {
        s->plat[ids[i] - 1].side = (uint8_t)rng_below(&s->rng, 2);
        s->pile[i] = ids[i];
    }
    s->npile = MEGACITY_PLATFORMS;
    for (int o = 0; o < 3; o++) {
        s->offer[o] = s->pile[0];
        s->plat[s->pile[0] - 1].where = MEGACITY_AT_OFFER;
        memmove(s->pile, s->pile + 1, --s->npile);
        s->pile[s->npile] = 0;
    }
    /* 12 / 14 / 16 standard contracts, at least two of each type, else shuffle again. */
    int want = s->players == 2 ? 12 : s->players == 3 ? 14 : 16;
    uint8_t deck[MEGACITY_STANDARD_CONTRACTS];
    for (;;) {
        for (int i = 0; i < MEGACITY_STANDARD_CONTRACTS; i++) deck[i] = (uint8_t)(i + 1);
        rng_shuffle(&s->rng, deck, MEGACITY_STANDARD_CONTRACTS, 1);
        int per[MEGACITY_TYPES] = {0};
        for (int i = 0; i < want; i++) per[megacity_contracts[deck[i] - 1].type]++;
        bool ok = true;
        for (int t = 0; t < MEGACITY_TYPES; t++) ok &= per[t] >= 2;
        if (ok) break;
    }
    for (int i = 0; i < want; i++) {
        int t = megacity_contracts[deck[i] - 1].type;
        s->col[t][s->ncol[t]++] = deck[i];
    }
    s->revealed = (uint8_t)want;
    /* The first player starts with nothing, the second draws 1, the third 2, the fourth 3. */
    for (int pl = 1; pl < s->players; pl++)
        for (int k = 0; k < pl; k++) {
            int e = megacity_draw_one(s, -1);
            if (e >= 0) s->hand[pl][e]++;
        }
    s->first = s->active = 0;
}

static game_turn turn(const void *state)
{
    const megacity_state *s = state;
    if (s->phase == MEGACITY_PH_OVER) return (game_turn){GAME_PHASE_OVER, -1, 0};
    return (game_turn){GAME_PHASE_TURN, s->active, 1u << s->active};
}

/* ---- legal actions ------------------------------------------------------------------------ */
typedef struct list {
    game_action *out;
    int n, cap;
} list;

static void add(list *l, game_action a)
{
    if (l->n < l->cap) l->out[l->n++] = a;
}

static int cmp_act(const void *a, const void *b)
{
    game_action x = *(const game_action *)a, y = *(const game_action *)b;
    return x < y ? -1 : x > y;
}

static bool delivery_cell_ok(const megacity_state *s, int cell)
{
    if (cell < 0 || cell >= MEGACITY_CELLS || s->cell[cell]) return false;
    if (!s->delivered) return megacity_adjacent(cell, MEGACITY_CENTRE);
    return next_to_tile(s, cell);
}

static void list_building(const megacity_state *s, int p, list *l, bool stack)
{
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        const megacity_plat *pl = &s->plat[id - 1];
        if (pl->where != MEGACITY_AT_HAND || pl->owner != p) continue;
        for (int i = 0; i < pl->n; i++) add(l, MEGACITY_ACT(MEGACITY_A_UNBUILD, id, i, 0));
        if (!stack || pl->n >= MEGACITY_TOWER) continue;
        megacity_boxes bx;
        megacity_tower_boxes(pl, &bx);
        for (int k = 0; k < MEGACITY_KINDS; k++) {
            if (!s->hand[p][k]) continue;
            megacity_el e;
            for (int rot = 0; rot < 2; rot++)
                if (megacity_drop_on(s, id, &bx, k, rot, &e))
                    add(l, MEGACITY_ACT(MEGACITY_A_STACK, id, k, rot));
        }
    }
}

int megacity_cubes_left(const megacity_state *s, int p)
{
    int n = MEGACITY_CUBES;
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        n -= s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].owner == p;
    return n < 0 ? 0 : n;
}

int megacity_fitting(const megacity_state *s, int p, int plat, int out[3])
{
    const megacity_plat *pl = &s->plat[plat - 1];
    if (p < 0 || p >= s->players || pl->where != MEGACITY_AT_HAND || pl->owner != p || !pl->best)
        return 0;
    int n = 0;
    for (int i = 0; i < 3; i++) {
        int c = s->hold[p][i];
        if (!c || (s->phase == MEGACITY_PH_FINAL && !megacity_contracts[c - 1].exceptional))
            continue;
        if (c != pl->best && !megacity_check_contract(s, plat, c, NULL, 0)) continue;
        int j = n++;
        for (; j > 0; j--) { /* most points first, then the lowest id */
            const megacity_contract *a = &megacity_contracts[out[j - 1] - 1],
                                    *b = &megacity_contracts[c - 1];
            if (a->points > b->points || (a->points == b->points && out[j - 1] < c)) break;
            out[j] = out[j - 1];
        }
        out[j] = c;
    }
    return n;
}

static void list_deliveries(const megacity_state *s, int p, list *l)
{
    if (!megacity_cubes_left(s, p)) return;
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        const megacity_plat *pl = &s->plat[id - 1];
        if (pl->where != MEGACITY_AT_HAND || pl->owner != p || !pl->best) continue;
        int fit[3], nf = megacity_fitting(s, p, id, fit);
        unsigned all = (1u << pl->n) - 1;
        for (int f = 0; f < nf; f++)
            for (int c = 0; c < MEGACITY_CELLS; c++) {
                if (!delivery_cell_ok(s, c)) continue;
                add(l, MEGACITY_ACT(MEGACITY_A_DELIVER, id, c, fit[f]));
                add(l, megacity_encode_collapse(id, c, 0, all, fit[f]));
                add(l, megacity_encode_collapse(id, c, 1, all, fit[f]));
            }
    }
}

/* Whether p may deliver platform plat now (on some hex), else why not: the first reason in the
 * order a player meets them (the game, the turn, the phase, the actions already taken, the
 * platform, its contracts, the city). megacity_can_deliver is true exactly when the legal list
 * holds a delivery of plat (test_megacity_describe checks it over random games). */
bool megacity_can_deliver(const megacity_state *s, int p, int plat, char *why, size_t n)
{
    if (s->phase == MEGACITY_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players || p != s->active)
        return game_refuse(why, n, "%s", _("Deliver on your own turn."));
    if (s->phase == MEGACITY_PH_POST)
        return game_refuse(why, n, "%s", _("One delivery per turn: you have just delivered."));
    if (s->phase == MEGACITY_PH_DISCARD)
        return game_refuse(why, n, _("You have more than %d elements: return some to the bag."),
                           MEGACITY_HAND);
    if (s->phase == MEGACITY_PH_TURN && s->acted)
        return game_refuse(why, n, "%s",
                           _("A delivery takes a whole turn: you have already acted this turn. "
                             "Deliver next turn."));
    if (plat < 1 || plat > MEGACITY_PLATFORMS || s->plat[plat - 1].where != MEGACITY_AT_HAND ||
        s->plat[plat - 1].owner != p)
        return game_refuse(why, n, _("Platform %d is not in front of you."), plat);
    if (!megacity_cubes_left(s, p))
        return game_refuse(why, n,
                           _("Your %d cubes are all on buildings in the city: you cannot deliver "
                             "another building."),
                           MEGACITY_CUBES);
    const megacity_plat *pl = &s->plat[plat - 1];
    if (!pl->best) {
        char r[GAME_REASON_LEN] = "";
        for (int i = 0; i < 3; i++)
            if (s->hold[p][i] && !megacity_check_contract(s, plat, s->hold[p][i], r, sizeof r))
                break;
        if (!r[0]) snprintf(r, sizeof r, "%s", _("You hold no contract for this building."));
        return game_refuse(why, n, "%s", r);
    }
    int fit[3];
    if (s->phase == MEGACITY_PH_FINAL && !megacity_fitting(s, p, plat, fit))
        return game_refuse(why, n, "%s",
                           _("At the end of the game only an exceptional contract may be "
                             "delivered."));
    for (int c = 0; c < MEGACITY_CELLS; c++)
        if (delivery_cell_ok(s, c)) return true;
    return game_refuse(why, n, "%s", _("No free hex in the city touches a building."));
}

/* Every legal action of p; only != 0 skips the costly kinds other than `only` (apply's check). */
static int gen(const megacity_state *s, int p, game_action *out, int cap, int only)
{
    if (s->phase == MEGACITY_PH_OVER || p != s->active || cap <= 0) return 0;
    list l = {out, 0, cap};
    bool stack = !only || only == MEGACITY_A_STACK, dlv = !only || only == MEGACITY_A_DELIVER;
    switch (s->phase) {
    case MEGACITY_PH_TURN:
        if (s->acted < s->max_actions) {
            if (megacity_held_contracts(s, p) < megacity_limit(s)) {
                for (int t = 0; t < MEGACITY_TYPES; t++)
                    if (s->ncol[t]) add(&l, MEGACITY_ACT(MEGACITY_A_CONTRACT, s->col[t][0], 0, 0));
                if (s->exc_open && !holds_standard(s, p) && !holds_exceptional(s, p))
                    for (int i = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++)
                        if (s->exc[i]) add(&l, MEGACITY_ACT(MEGACITY_A_CONTRACT, s->exc[i], 0, 0));
            }
            if (megacity_held_platforms(s, p) < megacity_limit(s))
                for (int o = 0; o < 3; o++)
                    if (s->offer[o]) add(&l, MEGACITY_ACT(MEGACITY_A_PLATFORM, s->offer[o], 0, 0));
            if (!s->bag_end) {
                add(&l, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0));
                for (int k = 0; k < MEGACITY_KINDS; k++) /* the element chosen from the bag */
                    if (s->bag[k])
                        add(&l, MEGACITY_ACT(MEGACITY_A_MATERIAL, k % MEGACITY_MATERIALS,
                                             k / MEGACITY_MATERIALS, 0));
            }
            for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
                if (s->plat[id - 1].where == MEGACITY_AT_HAND && s->plat[id - 1].owner == p &&
                    s->plat[id - 1].n == 0)
                    add(&l, MEGACITY_ACT(MEGACITY_A_FLIP, id, 0, 0));
            if (s->npile) add(&l, MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0));
            for (int t = 0; t < MEGACITY_TYPES; t++)
                if (s->ncol[t] >= 2) add(&l, MEGACITY_ACT(MEGACITY_A_REORDER, t, 0, 0));
        }
        if (s->acted == 0 && dlv) list_deliveries(s, p, &l);
        list_building(s, p, &l, stack);
        add(&l, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0));
        break;
    case MEGACITY_PH_POST: {
        int plat = s->cell[s->post_cell];
        if (!s->park_placed[p])
            for (int c = 0; c < MEGACITY_CELLS; c++)
                if (!s->cell[c] && megacity_adjacent(c, s->post_cell) && !next_to_park(s, c))
                    add(&l, MEGACITY_ACT(MEGACITY_A_PARK, c, 0, 0));
        if (!s->simplified) {
            for (int c = 0; c < MEGACITY_CELLS; c++) {
                if (s->cell[c] < MEGACITY_PARK0 || s->cell[c] == MEGACITY_CENTRAL ||
                    s->monument[c] || !megacity_adjacent(c, s->post_cell))
                    continue;
                for (int k = 0; k < MEGACITY_KINDS; k++)
                    if (s->hand[p][k]) add(&l, MEGACITY_ACT(MEGACITY_A_MONUMENT, c, k, 0));
            }
            if (plat >= 1 && plat <= MEGACITY_PLATFORMS &&
                megacity_contracts[s->plat[plat - 1].contract - 1].type == MEGACITY_PUBLIC)
                for (int k = 0; k < MEGACITY_KINDS; k++)
                    if (s->hand[p][k]) add(&l, MEGACITY_ACT(MEGACITY_A_CENTRAL, k, 0, 0));
        }
        add(&l, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0));
        break;
    }
    case MEGACITY_PH_DISCARD:
        for (int k = 0; k < MEGACITY_KINDS; k++)
            if (s->hand[p][k]) add(&l, MEGACITY_ACT(MEGACITY_A_RETURN, k, 0, 0));
        list_building(s, p, &l, false);
        break;
    case MEGACITY_PH_FINAL:
        add(&l, MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0));
        if (dlv) list_deliveries(s, p, &l);
        list_building(s, p, &l, stack);
        break;
    }
    qsort(out, (size_t)l.n, sizeof *out, cmp_act);
    return l.n;
}

/* Is a among p's legal actions (of its kind only: the costly kinds are not all listed)? */
bool megacity_listed(const megacity_state *s, int p, game_action a)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    if (!acts) return false;
    int n = gen(s, p, acts, GAME_MAX_ACTIONS, MEGACITY_KIND(a));
    bool found = bsearch(&a, acts, (size_t)n, sizeof *acts, cmp_act) != NULL;
    free(acts);
    return found;
}

static int legal_actions(const void *state, int p, game_action *out, int cap)
{
    return gen(state, p, out, cap, 0);
}

/* The best contract each platform in a hand fulfils now (most points, then the lowest id): the
 * default a delivery proposes; megacity_fitting lists every contract it may name. */
void megacity_refresh(megacity_state *s)
{
    for (int p = 0; p < s->players; p++) megacity_refresh_player(s, p);
}

void megacity_refresh_player(megacity_state *s, int p)
{
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        megacity_plat *pl = &s->plat[id - 1];
        if (pl->owner != p) continue;
        if (pl->where != MEGACITY_AT_HAND) {
            if (pl->where != MEGACITY_AT_CITY) pl->best = 0;
            continue;
        }
        int best = 0;
        for (int i = 0; i < 3; i++) {
            int c = s->hold[pl->owner][i];
            if (!c) continue;
            if (best && (megacity_contracts[c - 1].points < megacity_contracts[best - 1].points ||
                         (megacity_contracts[c - 1].points == megacity_contracts[best - 1].points &&
                          c > best)))
                continue;
            if (megacity_check_contract(s, id, c, NULL, 0)) best = c;
        }
        pl->best = (uint8_t)best;
    }
}

/* ---- views -------------------------------------------------------------------------------- */
/* The pile is face down: its order and the sides up are hidden (sorted, side A). */
static void view(const void *state, int viewer, void *out)
{
    megacity_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    int n = 0;
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
        if (v->plat[id - 1].where == MEGACITY_AT_PILE) {
            v->pile[n++] = (uint8_t)id;
            v->plat[id - 1].side = 0;
        }
    (void)viewer;
}

static void determinize(void *view_state, int viewer, rng_state *rng)
{
    megacity_state *s = view_state;
    (void)viewer;
    rng_shuffle(rng, s->pile, s->npile, 1);
    for (int i = 0; i < s->npile; i++) s->plat[s->pile[i] - 1].side = (uint8_t)rng_below(rng, 2);
    uint64_t seed = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
    rng_seed(&s->rng, seed);
}

static bool validate(const game_params *p, char *why, size_t n)
{
    if (p->players < 2 || p->players > MEGACITY_MAX_P)
        return game_refuse(why, n, _("MegaCity: Oceania is for 2 to 4 players, not %d."),
                           p->players);
    return true;
}

const game_def megacity_game = {
    .id = "megacity",
    .name = N_("MegaCity: Oceania"),
    .tagline = N_("Stack towers that must survive the slide."),
    .credit = N_("designed by Jonathan Gilmour and Brian Lewis, published by Hasbro."),
    .min_players = 2,
    .max_players = MEGACITY_MAX_P,
    .typical_minutes = 45,
    .state_size = sizeof(megacity_state),
    .tick_hz = 0,
    .hidden_info = true,
    .playable = true,
    .options = options,
    .n_options = MEGACITY_NOPTS,
    .handicap = &megacity_handicap,
    .validate = validate,
    .setup = setup,
    .turn = turn,
    .legal_actions = legal_actions,
    .apply = megacity_apply,
    .tick = NULL,
    .view = view,
    .determinize = determinize,
    .action_to_text = megacity_action_to_text,
    .action_from_text = megacity_action_from_text,
    .score = megacity_score,
    .heuristic = megacity_heuristic,
    .lesson = &megacity_lesson,
    .load_position = megacity_load_position,
    .save_position = megacity_save_position,
    .hash = NULL,
    .random_action = NULL,
    .describe = megacity_describe,
};
