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

static const game_option_def options[MEGA_NOPTS] = {
    {"simplified", N_("Simplified rules"),
     N_("No prestige tokens, exceptional contracts or monuments; the game stops at once; -2 "
        "without your park."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
};

/* ---- the city: axial hex coordinates within 3 of Central Park ----------------------------- */
void mega_cell_qr(int cell, int *q, int *r)
{
    int i = 0;
    for (int rr = -MEGA_RADIUS; rr <= MEGA_RADIUS; rr++)
        for (int qq = -MEGA_RADIUS; qq <= MEGA_RADIUS; qq++) {
            if (abs(qq + rr) > MEGA_RADIUS) continue;
            if (i++ == cell) {
                *q = qq;
                *r = rr;
                return;
            }
        }
    *q = *r = 99;
}

int mega_cell_index(int q, int r)
{
    if (abs(q) > MEGA_RADIUS || abs(r) > MEGA_RADIUS || abs(q + r) > MEGA_RADIUS) return -1;
    int i = 0;
    for (int rr = -MEGA_RADIUS; rr <= MEGA_RADIUS; rr++)
        for (int qq = -MEGA_RADIUS; qq <= MEGA_RADIUS; qq++) {
            if (abs(qq + rr) > MEGA_RADIUS) continue;
            if (qq == q && rr == r) return i;
            i++;
        }
    return -1;
}

bool mega_adjacent(int a, int b)
{
    int qa, ra, qb, rb;
    mega_cell_qr(a, &qa, &ra);
    mega_cell_qr(b, &qb, &rb);
    int dq = qb - qa, dr = rb - ra;
    return (abs(dq) + abs(dr) + abs(dq + dr)) == 2;
}

static bool next_to_tile(const mega_state *s, int cell)
{
    for (int c = 0; c < MEGA_CELLS; c++)
        if (s->cell[c] && mega_adjacent(c, cell)) return true;
    return false;
}

static bool next_to_park(const mega_state *s, int cell)
{
    for (int c = 0; c < MEGA_CELLS; c++)
        if (s->cell[c] >= MEGA_PARK0 && mega_adjacent(c, cell)) return true;
    return false;
}

/* ---- small helpers ------------------------------------------------------------------------ */
int mega_kind_of(mc_shape sh, mc_material m)
{
    return (int)sh * MC_MATERIALS + (int)m;
}

const mc_side *mega_side(const mega_state *s, int plat)
{
    return &mc_platforms[plat - 1].side[s->plat[plat - 1].side & 1];
}

int mega_limit(const mega_state *s)
{
    return s->players == 2 ? 3 : 2;
}

int mega_held_contracts(const mega_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < 3; i++) n += s->hold[p][i] != 0;
    return n;
}

int mega_held_platforms(const mega_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < MC_PLATFORMS; i++)
        n += s->plat[i].where == MEGA_AT_HAND && s->plat[i].owner == p;
    return n;
}

static int loose(const mega_state *s, int p)
{
    int n = 0;
    for (int k = 0; k < MEGA_KINDS; k++) n += s->hand[p][k];
    return n;
}

int mega_front_count(const mega_state *s, int p)
{
    int n = loose(s, p);
    for (int i = 0; i < MC_PLATFORMS; i++)
        if (s->plat[i].where == MEGA_AT_HAND && s->plat[i].owner == p) n += s->plat[i].n;
    return n;
}

int mega_bag_total(const mega_state *s)
{
    int n = 0;
    for (int k = 0; k < MEGA_KINDS; k++) n += s->bag[k];
    return n;
}

int mega_bag_material(const mega_state *s, int m)
{
    int n = 0;
    for (int sh = 0; sh < MC_SHAPES; sh++) n += s->bag[sh * MC_MATERIALS + m];
    return n;
}

/* A view has its RNG zeroed: reseed it rather than spin on a dead generator. */
static rng_state *live_rng(mega_state *s)
{
    if (!(s->rng.inc & 1)) rng_seed(&s->rng, 0x6d656761ull ^ (uint64_t)s->rounds << 8);
    return &s->rng;
}

/* One element at random from the bag (among one material when m >= 0); -1 if none. */
int mega_draw_one(mega_state *s, int m)
{
    int total = m < 0 ? mega_bag_total(s) : mega_bag_material(s, m);
    if (total == 0) return -1;
    int r = (int)rng_below(live_rng(s), (uint32_t)total);
    for (int k = 0; k < MEGA_KINDS; k++) {
        if (m >= 0 && k % MC_MATERIALS != m) continue;
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
void mega_stir(mega_state *s, int m)
{
    int total = mega_bag_material(s, m);
    if (total > 0) (void)rng_below(live_rng(s), (uint32_t)total);
}

bool mega_standard_left(const mega_state *s)
{
    for (int t = 0; t < MC_TYPES; t++)
        if (s->ncol[t]) return true;
    return false;
}

static bool holds_standard(const mega_state *s, int p)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] && !mc_contracts[s->hold[p][i] - 1].exceptional) return true;
    return false;
}

static bool holds_exceptional(const mega_state *s, int p)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] && mc_contracts[s->hold[p][i] - 1].exceptional) return true;
    return false;
}

int mega_standard_done(const mega_state *s)
{
    int n = 0;
    for (int p = 0; p < s->players; p++)
        for (int c = 0; c < MC_STANDARD_CONTRACTS; c++) n += (int)((s->done[p] >> c) & 1);
    return n;
}

/* ---- setup -------------------------------------------------------------------------------- */
void mega_init(mega_state *s, const game_params *p)
{
    memset(s, 0, sizeof *s);
    s->players = (uint8_t)(p->players < 2 ? 2 : p->players > MEGA_MAX_P ? MEGA_MAX_P : p->players);
    s->simplified = p->opt[MEGA_OPT_SIMPLIFIED] ? 1 : 0;
    s->max_actions = s->players == 2 ? 3 : 2;
    s->phase = MEGA_PH_TURN;
    s->post_cell = MEGA_NONE;
    s->cell[MEGA_CENTRE] = MEGA_CENTRAL;
    for (int i = 0; i < MC_PLATFORMS; i++) s->plat[i].cell = MEGA_NONE;
    for (int k = 0; k < MEGA_KINDS; k++)
        s->bag[k] = mc_element_counts[k / MC_MATERIALS][k % MC_MATERIALS];
    for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
        s->exc[i] = (uint8_t)(MC_STANDARD_CONTRACTS + 1 + i);
}

static void setup(void *state, const game_params *p, uint64_t seed)
{
    mega_state *s = state;
    mega_init(s, p);
    rng_seed(&s->rng, seed);
    uint8_t ids[MC_PLATFORMS];
    for (int i = 0; i < MC_PLATFORMS; i++) ids[i] = (uint8_t)(i + 1);
    rng_shuffle(&s->rng, ids, MC_PLATFORMS, 1);
    for (int i = 0; i < MC_PLATFORMS; i++) {
        s->plat[ids[i] - 1].side = (uint8_t)rng_below(&s->rng, 2);
        s->pile[i] = ids[i];
    }
    s->npile = MC_PLATFORMS;
    for (int o = 0; o < 3; o++) {
        s->offer[o] = s->pile[0];
        s->plat[s->pile[0] - 1].where = MEGA_AT_OFFER;
        memmove(s->pile, s->pile + 1, --s->npile);
        s->pile[s->npile] = 0;
    }
    /* 12 / 14 / 16 standard contracts, at least two of each type, else shuffle again. */
    int want = s->players == 2 ? 12 : s->players == 3 ? 14 : 16;
    uint8_t deck[MC_STANDARD_CONTRACTS];
    for (;;) {
        for (int i = 0; i < MC_STANDARD_CONTRACTS; i++) deck[i] = (uint8_t)(i + 1);
        rng_shuffle(&s->rng, deck, MC_STANDARD_CONTRACTS, 1);
        int per[MC_TYPES] = {0};
        for (int i = 0; i < want; i++) per[mc_contracts[deck[i] - 1].type]++;
        bool ok = true;
        for (int t = 0; t < MC_TYPES; t++) ok &= per[t] >= 2;
        if (ok) break;
    }
    for (int i = 0; i < want; i++) {
        int t = mc_contracts[deck[i] - 1].type;
        s->col[t][s->ncol[t]++] = deck[i];
    }
    s->revealed = (uint8_t)want;
    /* The first player starts with nothing, the second draws 1, the third 2, the fourth 3. */
    for (int pl = 1; pl < s->players; pl++)
        for (int k = 0; k < pl; k++) {
            int e = mega_draw_one(s, -1);
            if (e >= 0) s->hand[pl][e]++;
        }
    s->first = s->active = 0;
}

static game_turn turn(const void *state)
{
    const mega_state *s = state;
    if (s->phase == MEGA_PH_OVER) return (game_turn){GAME_PHASE_OVER, -1, 0};
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

static bool delivery_cell_ok(const mega_state *s, int cell)
{
    if (cell < 0 || cell >= MEGA_CELLS || s->cell[cell]) return false;
    if (!s->delivered) return mega_adjacent(cell, MEGA_CENTRE);
    return next_to_tile(s, cell);
}

static void list_building(const mega_state *s, int p, list *l, bool stack)
{
    for (int id = 1; id <= MC_PLATFORMS; id++) {
        const mega_plat *pl = &s->plat[id - 1];
        if (pl->where != MEGA_AT_HAND || pl->owner != p) continue;
        for (int i = 0; i < pl->n; i++) add(l, MEGA_ACT(MEGA_A_UNBUILD, id, i, 0));
        if (!stack || pl->n >= MEGA_TOWER) continue;
        mega_boxes bx;
        mega_tower_boxes(pl, &bx);
        for (int k = 0; k < MEGA_KINDS; k++) {
            if (!s->hand[p][k]) continue;
            mega_el e;
            for (int rot = 0; rot < 2; rot++)
                if (mega_drop_on(s, id, &bx, k, rot, &e))
                    add(l, MEGA_ACT(MEGA_A_STACK, id, k, rot));
        }
    }
}

int mega_cubes_left(const mega_state *s, int p)
{
    int n = MEGA_CUBES;
    for (int i = 0; i < MC_PLATFORMS; i++)
        n -= s->plat[i].where == MEGA_AT_CITY && s->plat[i].owner == p;
    return n < 0 ? 0 : n;
}

int mega_fitting(const mega_state *s, int p, int plat, int out[3])
{
    const mega_plat *pl = &s->plat[plat - 1];
    if (p < 0 || p >= s->players || pl->where != MEGA_AT_HAND || pl->owner != p || !pl->best)
        return 0;
    int n = 0;
    for (int i = 0; i < 3; i++) {
        int c = s->hold[p][i];
        if (!c || (s->phase == MEGA_PH_FINAL && !mc_contracts[c - 1].exceptional)) continue;
        if (c != pl->best && !mega_check_contract(s, plat, c, NULL, 0)) continue;
        int j = n++;
        for (; j > 0; j--) { /* most points first, then the lowest id */
            const mc_contract *a = &mc_contracts[out[j - 1] - 1], *b = &mc_contracts[c - 1];
            if (a->points > b->points || (a->points == b->points && out[j - 1] < c)) break;
            out[j] = out[j - 1];
        }
        out[j] = c;
    }
    return n;
}

static void list_deliveries(const mega_state *s, int p, list *l)
{
    if (!mega_cubes_left(s, p)) return;
    for (int id = 1; id <= MC_PLATFORMS; id++) {
        const mega_plat *pl = &s->plat[id - 1];
        if (pl->where != MEGA_AT_HAND || pl->owner != p || !pl->best) continue;
        int fit[3], nf = mega_fitting(s, p, id, fit);
        unsigned all = (1u << pl->n) - 1;
        for (int f = 0; f < nf; f++)
            for (int c = 0; c < MEGA_CELLS; c++) {
                if (!delivery_cell_ok(s, c)) continue;
                add(l, MEGA_ACT(MEGA_A_DELIVER, id, c, fit[f]));
                add(l, mega_encode_collapse(id, c, 0, all, fit[f]));
                add(l, mega_encode_collapse(id, c, 1, all, fit[f]));
            }
    }
}

/* Whether p may deliver platform plat now (on some hex), else why not: the first reason in the
 * order a player meets them (the game, the turn, the phase, the actions already taken, the
 * platform, its contracts, the city). mega_can_deliver is true exactly when the legal list holds
 * a delivery of plat (test_megacity_describe checks it over random games). */
bool mega_can_deliver(const mega_state *s, int p, int plat, char *why, size_t n)
{
    if (s->phase == MEGA_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players || p != s->active)
        return game_refuse(why, n, "%s", _("Deliver on your own turn."));
    if (s->phase == MEGA_PH_POST)
        return game_refuse(why, n, "%s", _("One delivery per turn: you have just delivered."));
    if (s->phase == MEGA_PH_DISCARD)
        return game_refuse(why, n, _("You have more than %d elements: return some to the bag."),
                           MEGA_HAND);
    if (s->phase == MEGA_PH_TURN && s->acted)
        return game_refuse(why, n, "%s",
                           _("A delivery takes a whole turn: you have already acted this turn. "
                             "Deliver next turn."));
    if (plat < 1 || plat > MC_PLATFORMS || s->plat[plat - 1].where != MEGA_AT_HAND ||
        s->plat[plat - 1].owner != p)
        return game_refuse(why, n, _("Platform %d is not in front of you."), plat);
    if (!mega_cubes_left(s, p))
        return game_refuse(why, n,
                           _("Your %d cubes are all on buildings in the city: you cannot deliver "
                             "another building."),
                           MEGA_CUBES);
    const mega_plat *pl = &s->plat[plat - 1];
    if (!pl->best) {
        char r[GAME_REASON_LEN] = "";
        for (int i = 0; i < 3; i++)
            if (s->hold[p][i] && !mega_check_contract(s, plat, s->hold[p][i], r, sizeof r)) break;
        if (!r[0]) snprintf(r, sizeof r, "%s", _("You hold no contract for this building."));
        return game_refuse(why, n, "%s", r);
    }
    int fit[3];
    if (s->phase == MEGA_PH_FINAL && !mega_fitting(s, p, plat, fit))
        return game_refuse(why, n, "%s",
                           _("At the end of the game only an exceptional contract may be "
                             "delivered."));
    for (int c = 0; c < MEGA_CELLS; c++)
        if (delivery_cell_ok(s, c)) return true;
    return game_refuse(why, n, "%s", _("No free hex in the city touches a building."));
}

/* Every legal action of p; only != 0 skips the costly kinds other than `only` (apply's check). */
static int gen(const mega_state *s, int p, game_action *out, int cap, int only)
{
    if (s->phase == MEGA_PH_OVER || p != s->active || cap <= 0) return 0;
    list l = {out, 0, cap};
    bool stack = !only || only == MEGA_A_STACK, dlv = !only || only == MEGA_A_DELIVER;
    switch (s->phase) {
    case MEGA_PH_TURN:
        if (s->acted < s->max_actions) {
            if (mega_held_contracts(s, p) < mega_limit(s)) {
                for (int t = 0; t < MC_TYPES; t++)
                    if (s->ncol[t]) add(&l, MEGA_ACT(MEGA_A_CONTRACT, s->col[t][0], 0, 0));
                if (s->exc_open && !holds_standard(s, p) && !holds_exceptional(s, p))
                    for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
                        if (s->exc[i]) add(&l, MEGA_ACT(MEGA_A_CONTRACT, s->exc[i], 0, 0));
            }
            if (mega_held_platforms(s, p) < mega_limit(s))
                for (int o = 0; o < 3; o++)
                    if (s->offer[o]) add(&l, MEGA_ACT(MEGA_A_PLATFORM, s->offer[o], 0, 0));
            if (!s->bag_end) {
                add(&l, MEGA_ACT(MEGA_A_DRAW, 0, 0, 0));
                for (int k = 0; k < MEGA_KINDS; k++) /* the element chosen from the bag */
                    if (s->bag[k])
                        add(&l, MEGA_ACT(MEGA_A_MATERIAL, k % MC_MATERIALS, k / MC_MATERIALS, 0));
            }
            for (int id = 1; id <= MC_PLATFORMS; id++)
                if (s->plat[id - 1].where == MEGA_AT_HAND && s->plat[id - 1].owner == p &&
                    s->plat[id - 1].n == 0)
                    add(&l, MEGA_ACT(MEGA_A_FLIP, id, 0, 0));
            if (s->npile) add(&l, MEGA_ACT(MEGA_A_RENEW, 0, 0, 0));
            for (int t = 0; t < MC_TYPES; t++)
                if (s->ncol[t] >= 2) add(&l, MEGA_ACT(MEGA_A_REORDER, t, 0, 0));
        }
        if (s->acted == 0 && dlv) list_deliveries(s, p, &l);
        list_building(s, p, &l, stack);
        add(&l, MEGA_ACT(MEGA_A_END, 0, 0, 0));
        break;
    case MEGA_PH_POST: {
        int plat = s->cell[s->post_cell];
        if (!s->park_placed[p])
            for (int c = 0; c < MEGA_CELLS; c++)
                if (!s->cell[c] && mega_adjacent(c, s->post_cell) && !next_to_park(s, c))
                    add(&l, MEGA_ACT(MEGA_A_PARK, c, 0, 0));
        if (!s->simplified) {
            for (int c = 0; c < MEGA_CELLS; c++) {
                if (s->cell[c] < MEGA_PARK0 || s->cell[c] == MEGA_CENTRAL || s->monument[c] ||
                    !mega_adjacent(c, s->post_cell))
                    continue;
                for (int k = 0; k < MEGA_KINDS; k++)
                    if (s->hand[p][k]) add(&l, MEGA_ACT(MEGA_A_MONUMENT, c, k, 0));
            }
            if (plat >= 1 && plat <= MC_PLATFORMS &&
                mc_contracts[s->plat[plat - 1].contract - 1].type == MC_PUBLIC)
                for (int k = 0; k < MEGA_KINDS; k++)
                    if (s->hand[p][k]) add(&l, MEGA_ACT(MEGA_A_CENTRAL, k, 0, 0));
        }
        add(&l, MEGA_ACT(MEGA_A_END, 0, 0, 0));
        break;
    }
    case MEGA_PH_DISCARD:
        for (int k = 0; k < MEGA_KINDS; k++)
            if (s->hand[p][k]) add(&l, MEGA_ACT(MEGA_A_RETURN, k, 0, 0));
        list_building(s, p, &l, false);
        break;
    case MEGA_PH_FINAL:
        add(&l, MEGA_ACT(MEGA_A_RECYCLE, 0, 0, 0));
        if (dlv) list_deliveries(s, p, &l);
        list_building(s, p, &l, stack);
        break;
    }
    qsort(out, (size_t)l.n, sizeof *out, cmp_act);
    return l.n;
}

/* Is a among p's legal actions (of its kind only: the costly kinds are not all listed)? */
bool mega_listed(const mega_state *s, int p, game_action a)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    if (!acts) return false;
    int n = gen(s, p, acts, GAME_MAX_ACTIONS, MEGA_KIND(a));
    bool found = bsearch(&a, acts, (size_t)n, sizeof *acts, cmp_act) != NULL;
    free(acts);
    return found;
}

static int legal_actions(const void *state, int p, game_action *out, int cap)
{
    return gen(state, p, out, cap, 0);
}

/* The best contract each platform in a hand fulfils now (most points, then the lowest id): the
 * default a delivery proposes; mega_fitting lists every contract it may name. */
void mega_refresh(mega_state *s)
{
    for (int p = 0; p < s->players; p++) mega_refresh_player(s, p);
}

void mega_refresh_player(mega_state *s, int p)
{
    for (int id = 1; id <= MC_PLATFORMS; id++) {
        mega_plat *pl = &s->plat[id - 1];
        if (pl->owner != p) continue;
        if (pl->where != MEGA_AT_HAND) {
            if (pl->where != MEGA_AT_CITY) pl->best = 0;
            continue;
        }
        int best = 0;
        for (int i = 0; i < 3; i++) {
            int c = s->hold[pl->owner][i];
            if (!c) continue;
            if (best && (mc_contracts[c - 1].points < mc_contracts[best - 1].points ||
                         (mc_contracts[c - 1].points == mc_contracts[best - 1].points && c > best)))
                continue;
            if (mega_check_contract(s, id, c, NULL, 0)) best = c;
        }
        pl->best = (uint8_t)best;
    }
}

/* ---- views -------------------------------------------------------------------------------- */
/* The pile is face down: its order and the sides up are hidden (sorted, side A). */
static void view(const void *state, int viewer, void *out)
{
    mega_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    int n = 0;
    for (int id = 1; id <= MC_PLATFORMS; id++)
        if (v->plat[id - 1].where == MEGA_AT_PILE) {
            v->pile[n++] = (uint8_t)id;
            v->plat[id - 1].side = 0;
        }
    (void)viewer;
}

static void determinize(void *view_state, int viewer, rng_state *rng)
{
    mega_state *s = view_state;
    (void)viewer;
    rng_shuffle(rng, s->pile, s->npile, 1);
    for (int i = 0; i < s->npile; i++) s->plat[s->pile[i] - 1].side = (uint8_t)rng_below(rng, 2);
    uint64_t seed = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
    rng_seed(&s->rng, seed);
}

static bool validate(const game_params *p, char *why, size_t n)
{
    if (p->players < 2 || p->players > MEGA_MAX_P)
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
    .max_players = MEGA_MAX_P,
    .typical_minutes = 45,
    .state_size = sizeof(mega_state),
    .tick_hz = 0,
    .hidden_info = true,
    .playable = true,
    .options = options,
    .n_options = MEGA_NOPTS,
    .validate = validate,
    .setup = setup,
    .turn = turn,
    .legal_actions = legal_actions,
    .apply = mega_apply,
    .tick = NULL,
    .view = view,
    .determinize = determinize,
    .action_to_text = mega_action_to_text,
    .action_from_text = mega_action_from_text,
    .score = mega_score,
    .heuristic = mega_heuristic,
    .load_position = mega_load_position,
    .save_position = mega_save_position,
    .hash = NULL,
    .random_action = NULL,
    .describe = mega_describe,
};
