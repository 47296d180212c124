/* megacity.c: MegaCity: Oceania rules: setup, turn order, legal actions, apply, views. Contract
 * checks and scoring are in megacity_score.c, text forms and position files in
 * megacity_text.c, towers as data and checked pose encodings in megacity_pose.c. A tower is
 * data here: the elements on a platform with their settled poses, sent by the app (build, move)
 * or placed by the rules' box drop (stack, for bots). */
#include "games/megacity/megacity.h"
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

static int limit(const mega_state *s)
{
    return s->players == 2 ? 3 : 2;
}

static int held_contracts(const mega_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < 3; i++) n += s->hold[p][i] != 0;
    return n;
}

static int held_platforms(const mega_state *s, int p)
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

static int bag_total(const mega_state *s)
{
    int n = 0;
    for (int k = 0; k < MEGA_KINDS; k++) n += s->bag[k];
    return n;
}

static int bag_material(const mega_state *s, int m)
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
static int draw_one(mega_state *s, int m)
{
    int total = m < 0 ? bag_total(s) : bag_material(s, m);
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

static bool standard_left_in_columns(const mega_state *s)
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

static int standard_done(const mega_state *s)
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
            int e = draw_one(s, -1);
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

static void list_deliveries(const mega_state *s, int p, list *l, bool exceptional_only)
{
    for (int id = 1; id <= MC_PLATFORMS; id++) {
        const mega_plat *pl = &s->plat[id - 1];
        if (pl->where != MEGA_AT_HAND || pl->owner != p || !pl->best) continue;
        if (exceptional_only && !mc_contracts[pl->best - 1].exceptional) continue;
        unsigned all = (1u << pl->n) - 1;
        for (int c = 0; c < MEGA_CELLS; c++) {
            if (!delivery_cell_ok(s, c)) continue;
            add(l, MEGA_ACT(MEGA_A_DELIVER, id, c, 0));
            add(l, mega_encode_collapse(id, c, 0, all));
            add(l, mega_encode_collapse(id, c, 1, all));
        }
    }
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
            if (held_contracts(s, p) < limit(s)) {
                for (int t = 0; t < MC_TYPES; t++)
                    if (s->ncol[t]) add(&l, MEGA_ACT(MEGA_A_CONTRACT, s->col[t][0], 0, 0));
                if (s->exc_open && !holds_standard(s, p) && !holds_exceptional(s, p))
                    for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
                        if (s->exc[i]) add(&l, MEGA_ACT(MEGA_A_CONTRACT, s->exc[i], 0, 0));
            }
            if (held_platforms(s, p) < limit(s))
                for (int o = 0; o < 3; o++)
                    if (s->offer[o]) add(&l, MEGA_ACT(MEGA_A_PLATFORM, s->offer[o], 0, 0));
            if (!s->bag_end) {
                add(&l, MEGA_ACT(MEGA_A_DRAW, 0, 0, 0));
                for (int m = 0; m < MC_MATERIALS; m++)
                    if (bag_material(s, m)) add(&l, MEGA_ACT(MEGA_A_MATERIAL, m, 0, 0));
            }
            for (int id = 1; id <= MC_PLATFORMS; id++)
                if (s->plat[id - 1].where == MEGA_AT_HAND && s->plat[id - 1].owner == p &&
                    s->plat[id - 1].n == 0)
                    add(&l, MEGA_ACT(MEGA_A_FLIP, id, 0, 0));
            if (s->npile) add(&l, MEGA_ACT(MEGA_A_RENEW, 0, 0, 0));
            for (int t = 0; t < MC_TYPES; t++)
                if (s->ncol[t] >= 2) add(&l, MEGA_ACT(MEGA_A_REORDER, t, 0, 0));
        }
        if (s->acted == 0 && dlv) list_deliveries(s, p, &l, false);
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
        if (dlv) list_deliveries(s, p, &l, true);
        list_building(s, p, &l, stack);
        break;
    }
    qsort(out, (size_t)l.n, sizeof *out, cmp_act);
    return l.n;
}

static int legal_actions(const void *state, int p, game_action *out, int cap)
{
    return gen(state, p, out, cap, 0);
}

/* ---- apply -------------------------------------------------------------------------------- */
static void start_final(mega_state *s, int who)
{
    if (s->simplified) {
        s->phase = MEGA_PH_OVER;
        return;
    }
    s->end_stage = 2;
    s->final_done = 0;
    s->phase = MEGA_PH_FINAL;
    s->active = (uint8_t)who;
    s->acted = 0;
}

static void trigger_end(mega_state *s, int turns)
{
    if (s->end_stage) return;
    if (s->simplified) {
        s->phase = MEGA_PH_OVER;
        return;
    }
    s->end_stage = 1;
    s->end_turns = (uint8_t)turns;
}

static void next_turn(mega_state *s)
{
    int next = (s->active + 1) % s->players;
    if (s->end_stage == 2) { /* the final choices go round once */
        s->final_done |= (uint8_t)(1u << s->active);
        for (int k = 0; k < s->players; k++) {
            int q = (s->active + 1 + k) % s->players;
            if (!(s->final_done & (1u << q))) {
                s->active = (uint8_t)q;
                s->phase = MEGA_PH_FINAL;
                return;
            }
        }
        s->phase = MEGA_PH_OVER;
        return;
    }
    if (s->end_stage == 1) {
        if (s->end_turns == 0) {
            start_final(s, next);
            return;
        }
        s->end_turns--;
    }
    s->active = (uint8_t)next;
    s->phase = MEGA_PH_TURN;
    s->acted = 0;
    if (next == s->first && ++s->rounds >= MEGA_MAX_ROUNDS && !s->end_stage) {
        if (s->simplified) {
            s->phase = MEGA_PH_OVER;
            return;
        }
        start_final(s, next);
    }
}

static void end_turn(mega_state *s)
{
    if (s->phase != MEGA_PH_OVER && s->end_stage != 2 &&
        mega_front_count(s, s->active) > MEGA_HAND) {
        s->phase = MEGA_PH_DISCARD;
        return;
    }
    if (s->phase != MEGA_PH_OVER) next_turn(s);
}

static void take_back(mega_state *s, int p, int plat, int slot)
{
    mega_plat *pl = &s->plat[plat - 1];
    s->hand[p][pl->el[slot].kind]++;
    memmove(&pl->el[slot], &pl->el[slot + 1], sizeof pl->el[0] * (size_t)(pl->n - slot - 1));
    pl->n--;
    memset(&pl->el[pl->n], 0, sizeof pl->el[0]);
}

static void remove_hold(mega_state *s, int p, int contract)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] == contract) {
            s->hold[p][i] = 0;
            return;
        }
}

/* A building in the city came down (rulebook: elements on the table leave the game, the rest go
 * back to the bag); the tallest marker moves to the new tallest building, without a token. */
static void fell_in_city(mega_state *s, int plat, unsigned fell)
{
    mega_plat *pl = &s->plat[plat - 1];
    for (int i = 0; i < pl->n; i++) {
        if (fell & (1u << i))
            s->ocean[pl->el[i].kind]++;
        else
            s->bag[pl->el[i].kind]++;
    }
    memset(pl->el, 0, sizeof pl->el);
    pl->n = 0;
    pl->floors = 0;
    if (s->tallest != plat) return;
    s->tallest = 0;
    for (int id = 1; id <= MC_PLATFORMS; id++) {
        const mega_plat *q = &s->plat[id - 1], *t = s->tallest ? &s->plat[s->tallest - 1] : NULL;
        if (q->where == MEGA_AT_CITY && q->floors > 0 &&
            (!t || q->floors > t->floors || (q->floors == t->floors && q->order < t->order)))
            s->tallest = (uint8_t)id;
    }
}

/* The delivery itself: checks passed; `fell` is the mask of tower slots that fell (0: stood),
 * `after`: they fell once the platform was in the city. Returns a barrier flag. */
static void deliver(mega_state *s, int p, int plat, int cell, unsigned fell, int after)
{
    mega_plat *pl = &s->plat[plat - 1];
    if (fell && !after) { /* collapsed during the slide: everything back, the turn is over */
        while (pl->n) take_back(s, p, plat, pl->n - 1);
        if (s->end_stage == 2)
            next_turn(s);
        else
            end_turn(s);
        return;
    }
    int c = pl->best;
    remove_hold(s, p, c);
    s->done[p] |= 1ull << (c - 1);
    pl->where = MEGA_AT_CITY;
    pl->cell = (uint8_t)cell;
    pl->contract = (uint8_t)c;
    pl->order = ++s->delivered;
    pl->best = 0;
    s->cell[cell] = (uint8_t)plat;
    bool single = pl->n > 0;
    for (int i = 1; i < pl->n; i++)
        single &= pl->el[i].kind % MC_MATERIALS == pl->el[0].kind % MC_MATERIALS;
    if (!s->simplified && single) s->tokens[p]++;
    if (fell) { /* it stood on delivery, then came down in the city */
        fell_in_city(s, plat, fell);
    } else {
        pl->floors = (int16_t)mega_tower_floors(pl);
        if (!s->tallest || pl->floors > s->plat[s->tallest - 1].floors) {
            s->tallest = (uint8_t)plat;
            if (!s->simplified) s->tokens[p]++;
        }
    }
    s->phase = MEGA_PH_POST;
    s->post_cell = (uint8_t)cell;
    if (standard_done(s) >= s->revealed) trigger_end(s, s->players);
}

static bool listed(const mega_state *s, int p, game_action a)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    if (!acts) return false;
    int n = gen(s, p, acts, GAME_MAX_ACTIONS, MEGA_KIND(a));
    bool found = bsearch(&a, acts, (size_t)n, sizeof *acts, cmp_act) != NULL;
    free(acts);
    return found;
}

/* A reason for a refused enumerable action. */
static bool explain(const mega_state *s, int p, game_action a, char *why, size_t n)
{
    int k = MEGA_KIND(a), fa = MEGA_FA(a);
    if (k < MEGA_A_END || k >= MEGA_A_BUILD || MEGA_ACT(k, fa, MEGA_FB(a), MEGA_FC(a)) != a)
        return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
    switch (s->phase) {
    case MEGA_PH_POST:
        if (k != MEGA_A_PARK && k != MEGA_A_MONUMENT && k != MEGA_A_CENTRAL && k != MEGA_A_END)
            return game_refuse(why, n, "%s",
                               _("After a delivery you may place a park, a monument, a monument "
                                 "in Central Park, or end your turn."));
        break;
    case MEGA_PH_DISCARD:
        return game_refuse(why, n, _("You have more than %d elements: return some to the bag."),
                           MEGA_HAND);
    case MEGA_PH_FINAL:
        if (k != MEGA_A_RECYCLE && k != MEGA_A_DELIVER && k != MEGA_A_STACK && k != MEGA_A_UNBUILD)
            return game_refuse(why, n, "%s",
                               _("The game is ending: recycle your elements or deliver an "
                                 "exceptional contract."));
        break;
    default: break;
    }
    if (s->phase == MEGA_PH_TURN && k <= MEGA_A_REORDER && k != MEGA_A_END &&
        s->acted >= s->max_actions)
        return game_refuse(why, n, _("You have taken your %d actions this turn."), s->max_actions);
    switch (k) {
    case MEGA_A_CONTRACT:
        if (held_contracts(s, p) >= limit(s))
            return game_refuse(why, n, _("You may hold at most %d contracts."), limit(s));
        if (fa > MC_STANDARD_CONTRACTS && fa <= MC_CONTRACTS)
            return game_refuse(why, n, "%s",
                               _("Exceptional contracts are for players without a standard "
                                 "contract, once every standard contract is taken, one at a "
                                 "time."));
        return game_refuse(why, n, _("Contract %d is not on top of a column."), fa);
    case MEGA_A_PLATFORM:
        if (held_platforms(s, p) >= limit(s))
            return game_refuse(why, n, _("You may hold at most %d platforms."), limit(s));
        return game_refuse(why, n, _("Platform %d is not in the offer."), fa);
    case MEGA_A_FLIP:
        return game_refuse(why, n, _("You have no empty platform %d to turn over."), fa);
    case MEGA_A_DELIVER:
        if (s->phase == MEGA_PH_TURN && s->acted)
            return game_refuse(why, n, "%s",
                               _("A delivery is a whole turn: you have already taken an "
                                 "action."));
        if (fa >= 1 && fa <= MC_PLATFORMS && s->plat[fa - 1].where == MEGA_AT_HAND &&
            s->plat[fa - 1].owner == p && !s->plat[fa - 1].best) {
            char r[GAME_REASON_LEN] = "";
            for (int i = 0; i < 3; i++)
                if (s->hold[p][i] && !mega_check_contract(s, fa, s->hold[p][i], r, sizeof r)) break;
            if (!r[0]) snprintf(r, sizeof r, "%s", _("You hold no contract for this building."));
            return game_refuse(why, n, "%s", r);
        }
        return game_refuse(why, n, "%s", _("That platform cannot be delivered there."));
    case MEGA_A_PARK:
        return game_refuse(why, n, "%s",
                           _("Your park goes next to the platform you just delivered, never "
                             "next to another park."));
    default: break;
    }
    return game_refuse(why, n, "%s", _("That action is not allowed now."));
}

static bool own_platform(const mega_state *s, int p, int plat)
{
    return plat >= 1 && plat <= MC_PLATFORMS && s->plat[plat - 1].where == MEGA_AT_HAND &&
           s->plat[plat - 1].owner == p;
}

static bool check(const mega_state *s, int p, game_action a, char *why, size_t n)
{
    if (s->phase == MEGA_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players || p != s->active)
        return game_refuse(why, n, _("It is not your turn: {%d} is to play."), s->active);
    int k = MEGA_KIND(a);
    if (k == MEGA_A_BUILD || k == MEGA_A_MOVE) {
        mega_pose_act pa;
        if (!mega_decode_pose(a, &pa))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (s->phase != MEGA_PH_TURN && s->phase != MEGA_PH_FINAL)
            return game_refuse(why, n, "%s", _("You cannot build now."));
        if (!own_platform(s, p, pa.plat))
            return game_refuse(why, n, _("Platform %d is not in front of you."), pa.plat);
        const mega_plat *pl = &s->plat[pa.plat - 1];
        int kind;
        if (k == MEGA_A_BUILD) {
            if (pl->n >= MEGA_TOWER)
                return game_refuse(why, n, _("A building has at most %d elements."), MEGA_TOWER);
            if (!s->hand[p][pa.what])
                return game_refuse(why, n, "%s", _("You have no such element in front of you."));
            kind = pa.what;
        } else {
            if (pa.what >= pl->n)
                return game_refuse(why, n, _("Platform %d has no element %d."), pa.plat,
                                   pa.what + 1);
            kind = pl->el[pa.what].kind;
        }
        if (!mega_pose_plausible(kind, pa.x, pa.y, pa.a))
            return game_refuse(why, n, "%s", _("That pose is off the platform or below its top."));
        return true;
    }
    if (k == MEGA_A_COLLAPSE) {
        int plat, cell, after;
        unsigned mask;
        if (!mega_decode_collapse(a, &plat, &cell, &after, &mask))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (!own_platform(s, p, plat) || mask >> s->plat[plat - 1].n)
            return game_refuse(why, n, "%s", _("Those elements are not on that platform."));
        /* the same delivery standing must be legal */
        if (!listed(s, p, MEGA_ACT(MEGA_A_DELIVER, plat, cell, 0)))
            return explain(s, p, MEGA_ACT(MEGA_A_DELIVER, plat, cell, 0), why, n);
        return true;
    }
    if (k == MEGA_A_SHAKEN) {
        int plat;
        unsigned mask;
        if (!mega_decode_shaken(a, &plat, &mask))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        const mega_plat *pl = &s->plat[plat - 1];
        if (s->phase != MEGA_PH_POST || pl->where != MEGA_AT_CITY ||
            !mega_adjacent(pl->cell, s->post_cell))
            return game_refuse(why, n, "%s",
                               _("Only a building next to the one just delivered can be shaken."));
        if (mask >> pl->n)
            return game_refuse(why, n, "%s", _("Those elements are not on that platform."));
        return true;
    }
    if (listed(s, p, a)) return true;
    return explain(s, p, a, why, n);
}

static game_apply_result do_apply(mega_state *s, int p, game_action a)
{
    int k = MEGA_KIND(a), fa = MEGA_FA(a), fb = MEGA_FB(a), fc = MEGA_FC(a);
    game_apply_result res = GAME_OK;
    switch (k) {
    case MEGA_A_END:
        if (s->phase == MEGA_PH_POST && s->end_stage == 2)
            next_turn(s);
        else
            end_turn(s);
        return GAME_OK;
    case MEGA_A_CONTRACT: {
        s->acted++;
        for (int i = 0; i < 3; i++)
            if (!s->hold[p][i]) {
                s->hold[p][i] = (uint8_t)fa;
                break;
            }
        if (fa > MC_STANDARD_CONTRACTS) {
            for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
                if (s->exc[i] == fa) s->exc[i] = 0;
        } else {
            int t = mc_contracts[fa - 1].type;
            memmove(s->col[t], s->col[t] + 1, --s->ncol[t]);
            s->col[t][s->ncol[t]] = 0;
            if (!standard_left_in_columns(s) && !s->simplified) s->exc_open = 1;
        }
        break;
    }
    case MEGA_A_PLATFORM:
        s->acted++;
        for (int o = 0; o < 3; o++)
            if (s->offer[o] == fa) {
                s->offer[o] = 0;
                if (s->npile) {
                    s->offer[o] = s->pile[0];
                    s->plat[s->pile[0] - 1].where = MEGA_AT_OFFER;
                    memmove(s->pile, s->pile + 1, --s->npile);
                    s->pile[s->npile] = 0;
                    res = GAME_OK_BARRIER;
                }
            }
        s->plat[fa - 1].where = MEGA_AT_HAND;
        s->plat[fa - 1].owner = (uint8_t)p;
        break;
    case MEGA_A_DRAW:
    case MEGA_A_MATERIAL: {
        s->acted++;
        int m = k == MEGA_A_MATERIAL ? fa : -1;
        if (m >= 0 && bag_material(s, m) == 0) m = -1;
        if (bag_total(s) == 0) {
            if (!s->end_stage) s->bag_end = 1; /* no more drawing, even if elements come back */
            trigger_end(s, s->players - 1);    /* the others play a last turn */
            break;
        }
        for (int i = 0; i < (m >= 0 ? 1 : 3); i++) {
            int e = draw_one(s, m);
            if (e >= 0) s->hand[p][e]++;
        }
        res = GAME_OK_BARRIER;
        break;
    }
    case MEGA_A_FLIP:
        s->acted++;
        s->plat[fa - 1].side ^= 1;
        break;
    case MEGA_A_RENEW: {
        s->acted++;
        for (int o = 0; o < 3; o++)
            if (s->offer[o]) {
                s->pile[s->npile++] = s->offer[o];
                s->plat[s->offer[o] - 1].where = MEGA_AT_PILE;
                s->offer[o] = 0;
            }
        for (int o = 0; o < 3 && s->npile; o++) {
            s->offer[o] = s->pile[0];
            s->plat[s->pile[0] - 1].where = MEGA_AT_OFFER;
            memmove(s->pile, s->pile + 1, --s->npile);
            s->pile[s->npile] = 0;
        }
        res = GAME_OK_BARRIER;
        break;
    }
    case MEGA_A_REORDER: {
        s->acted++;
        uint8_t top = s->col[fa][0];
        memmove(s->col[fa], s->col[fa] + 1, s->ncol[fa] - 1u);
        s->col[fa][s->ncol[fa] - 1] = top;
        break;
    }
    case MEGA_A_STACK: {
        mega_el e;
        mega_drop_pose(s, fa, fb, fc, &e);
        mega_plat *pl = &s->plat[fa - 1];
        pl->el[pl->n++] = e;
        s->hand[p][fb]--;
        break;
    }
    case MEGA_A_BUILD:
    case MEGA_A_MOVE: {
        mega_pose_act pa;
        mega_decode_pose(a, &pa);
        mega_plat *pl = &s->plat[pa.plat - 1];
        int slot = pa.what;
        if (k == MEGA_A_BUILD) {
            s->hand[p][pa.what]--;
            slot = pl->n++;
            pl->el[slot].kind = (uint8_t)pa.what;
        }
        pl->el[slot].x = (int16_t)pa.x;
        pl->el[slot].y = (int16_t)pa.y;
        pl->el[slot].a = (int16_t)pa.a;
        break;
    }
    case MEGA_A_UNBUILD:
        take_back(s, p, fa, fb);
        if (s->phase == MEGA_PH_DISCARD && mega_front_count(s, p) <= MEGA_HAND) next_turn(s);
        break;
    case MEGA_A_DELIVER:
    case MEGA_A_COLLAPSE: {
        int plat = fa, cell = fb, after = 0;
        unsigned mask = 0;
        if (k == MEGA_A_COLLAPSE) mega_decode_collapse(a, &plat, &cell, &after, &mask);
        deliver(s, p, plat, cell, mask, after);
        if (s->phase == MEGA_PH_POST && s->simplified && !s->park_placed[p]) break;
        break;
    }
    case MEGA_A_SHAKEN: {
        int plat;
        unsigned mask;
        mega_decode_shaken(a, &plat, &mask);
        fell_in_city(s, plat, mask);
        break;
    }
    case MEGA_A_PARK:
        s->cell[fa] = (uint8_t)(MEGA_PARK0 + p);
        s->park_placed[p] = 1;
        goto post_done;
    case MEGA_A_MONUMENT:
        s->monument[fa] = (uint8_t)(fb + 1);
        s->hand[p][fb]--;
        goto post_done;
    case MEGA_A_CENTRAL:
        if (s->monument[MEGA_CENTRE]) s->bag[s->monument[MEGA_CENTRE] - 1]++;
        s->monument[MEGA_CENTRE] = (uint8_t)(fa + 1);
        s->hand[p][fa]--;
        s->tokens[p]++;
        goto post_done;
    case MEGA_A_RETURN:
        s->hand[p][fa]--;
        s->bag[fa]++;
        if (mega_front_count(s, p) <= MEGA_HAND) next_turn(s);
        break;
    case MEGA_A_RECYCLE:
        for (int kk = 0; kk < MEGA_KINDS; kk++) {
            s->bag[kk] += s->hand[p][kk];
            s->hand[p][kk] = 0;
        }
        for (int id = 1; id <= MC_PLATFORMS; id++)
            if (own_platform(s, p, id))
                while (s->plat[id - 1].n) {
                    take_back(s, p, id, s->plat[id - 1].n - 1);
                    for (int kk = 0; kk < MEGA_KINDS; kk++) {
                        s->bag[kk] += s->hand[p][kk];
                        s->hand[p][kk] = 0;
                    }
                }
        s->tokens[p]++;
        s->recycled[p] = 1;
        next_turn(s);
        break;
    }
    return res;
post_done:
    if (s->end_stage == 2)
        next_turn(s);
    else
        end_turn(s);
    return GAME_OK;
}

static game_apply_result apply(void *state, int p, game_action a, char *why, size_t n)
{
    mega_state *s = state;
    if (!check(s, p, a, why, n)) return GAME_REFUSED;
    mega_state *t = malloc(sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory.")), GAME_REFUSED;
    memcpy(t, s, sizeof *t);
    game_apply_result r = do_apply(t, p, a);
    /* the last standard action ends the turn (build before or between them) */
    if (t->phase == MEGA_PH_TURN && t->active == p && t->acted >= t->max_actions) end_turn(t);
    mega_refresh_player(t, p);
    memcpy(s, t, sizeof *t);
    free(t);
    return r;
}

/* The best contract each platform in a hand fulfils now (most points, then the lowest id). */
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
    .min_players = 2,
    .max_players = MEGA_MAX_P,
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
    .apply = apply,
    .tick = NULL,
    .view = view,
    .determinize = determinize,
    .action_to_text = mega_action_to_text,
    .action_from_text = mega_action_from_text,
    .score = mega_score,
    .heuristic = mega_heuristic,
    .load_position = mega_load_position,
    .hash = NULL,
    .random_action = NULL,
};
