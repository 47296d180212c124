/* megacity_apply.c: MegaCity: Oceania's actions applied: each action's checks (with the reason a
 * refused one gets), its effects, the end of a turn, the end of the game (last turns, final
 * choices), deliveries and collapses in the city. Setup, turn order, legal lists and views are
 * in megacity.c; rulings in docs/rules/megacity.md. */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- apply -------------------------------------------------------------------------------- */
static void start_final(megacity_state *s, int who)
{
    if (s->simplified) {
        s->phase = MEGACITY_PH_OVER;
        return;
    }
    s->end_stage = 2;
    s->final_done = 0;
    s->phase = MEGACITY_PH_FINAL;
    s->active = (uint8_t)who;
    s->acted = 0;
}

static void trigger_end(megacity_state *s, int turns)
{
    if (s->end_stage) return;
    if (s->simplified) {
        s->phase = MEGACITY_PH_OVER;
        return;
    }
    s->end_stage = 1;
    s->end_turns = (uint8_t)turns;
}

static void next_turn(megacity_state *s)
{
    int next = (s->active + 1) % s->players;
    if (s->end_stage == 2) { /* the final choices go round once */
        s->final_done |= (uint8_t)(1u << s->active);
        for (int k = 0; k < s->players; k++) {
            int q = (s->active + 1 + k) % s->players;
            if (!(s->final_done & (1u << q))) {
                s->active = (uint8_t)q;
                s->phase = MEGACITY_PH_FINAL;
                return;
            }
        }
        s->phase = MEGACITY_PH_OVER;
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
    s->phase = MEGACITY_PH_TURN;
    s->acted = 0;
    if (next == s->first && ++s->rounds >= MEGACITY_MAX_ROUNDS && !s->end_stage) {
        if (s->simplified) {
            s->phase = MEGACITY_PH_OVER;
            return;
        }
        start_final(s, next);
    }
}

static void end_turn(megacity_state *s)
{
    if (s->phase != MEGACITY_PH_OVER && s->end_stage != 2 &&
        megacity_front_count(s, s->active) > MEGACITY_HAND) {
        s->phase = MEGACITY_PH_DISCARD;
        return;
    }
    if (s->phase != MEGACITY_PH_OVER) next_turn(s);
}

static void take_back(megacity_state *s, int p, int plat, int slot)
{
    megacity_plat *pl = &s->plat[plat - 1];
    s->hand[p][pl->el[slot].kind]++;
    memmove(&pl->el[slot], &pl->el[slot + 1], sizeof pl->el[0] * (size_t)(pl->n - slot - 1));
    pl->n--;
    memset(&pl->el[pl->n], 0, sizeof pl->el[0]);
}

static void remove_hold(megacity_state *s, int p, int contract)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] == contract) {
            s->hold[p][i] = 0;
            return;
        }
}

/* A building in the city came down (rulebook: elements on the table leave the game, the rest go
 * back to the bag); the tallest marker moves to the new tallest building, without a token. */
static void fell_in_city(megacity_state *s, int plat, unsigned fell)
{
    megacity_plat *pl = &s->plat[plat - 1];
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
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
        const megacity_plat *q = &s->plat[id - 1],
                            *t = s->tallest ? &s->plat[s->tallest - 1] : NULL;
        if (q->where == MEGACITY_AT_CITY && q->floors > 0 &&
            (!t || q->floors > t->floors || (q->floors == t->floors && q->order < t->order)))
            s->tallest = (uint8_t)id;
    }
}

/* The delivery itself: checks passed; `fell` is the mask of tower slots that fell (0: stood),
 * `after`: they fell once the platform was in the city. Returns a barrier flag. */
static void deliver(megacity_state *s, int p, int plat, int cell, unsigned fell, int after, int c)
{
    megacity_plat *pl = &s->plat[plat - 1];
    if (fell && !after) { /* collapsed during the slide: everything back, the turn is over */
        while (pl->n) take_back(s, p, plat, pl->n - 1);
        if (s->end_stage == 2)
            next_turn(s);
        else
            end_turn(s);
        return;
    }
    remove_hold(s, p, c);
    s->done[p] |= 1ull << (c - 1);
    pl->where = MEGACITY_AT_CITY;
    pl->cell = (uint8_t)cell;
    pl->contract = (uint8_t)c;
    pl->order = ++s->delivered;
    pl->best = 0;
    s->cell[cell] = (uint8_t)plat;
    bool single = pl->n > 0;
    for (int i = 1; i < pl->n; i++)
        single &= pl->el[i].kind % MEGACITY_MATERIALS == pl->el[0].kind % MEGACITY_MATERIALS;
    if (!s->simplified && single) s->tokens[p]++;
    if (fell) { /* it stood on delivery, then came down in the city */
        fell_in_city(s, plat, fell);
    } else {
        pl->floors = (int16_t)megacity_tower_floors(pl);
        if (!s->tallest || pl->floors > s->plat[s->tallest - 1].floors) {
            s->tallest = (uint8_t)plat;
            if (!s->simplified) s->tokens[p]++;
        }
    }
    s->phase = MEGACITY_PH_POST;
    s->post_cell = (uint8_t)cell;
    if (megacity_standard_done(s) >= s->revealed) trigger_end(s, s->players);
}

/* A reason for a refused enumerable action. */
static bool explain(const megacity_state *s, int p, game_action a, char *why, size_t n)
{
    int k = MEGACITY_KIND(a), fa = MEGACITY_FA(a);
    if (k < MEGACITY_A_END || k >= MEGACITY_A_BUILD ||
        MEGACITY_ACT(k, fa, MEGACITY_FB(a), MEGACITY_FC(a)) != a)
        return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
    switch (s->phase) {
    case MEGACITY_PH_POST:
        if (k != MEGACITY_A_PARK && k != MEGACITY_A_MONUMENT && k != MEGACITY_A_CENTRAL &&
            k != MEGACITY_A_END)
            return game_refuse(why, n, "%s",
                               _("After a delivery you may place a park, a monument, a monument "
                                 "in Central Park, or end your turn."));
        break;
    case MEGACITY_PH_DISCARD:
        return game_refuse(why, n, _("You have more than %d elements: return some to the bag."),
                           MEGACITY_HAND);
    case MEGACITY_PH_FINAL:
        if (k != MEGACITY_A_RECYCLE && k != MEGACITY_A_DELIVER && k != MEGACITY_A_STACK &&
            k != MEGACITY_A_UNBUILD)
            return game_refuse(why, n, "%s",
                               _("The game is ending: recycle your elements or deliver an "
                                 "exceptional contract."));
        break;
    default: break;
    }
    if (s->phase == MEGACITY_PH_TURN && k <= MEGACITY_A_REORDER && k != MEGACITY_A_END &&
        s->acted >= s->max_actions)
        return game_refuse(why, n, _("You have taken your %d actions this turn."), s->max_actions);
    switch (k) {
    case MEGACITY_A_CONTRACT:
        if (megacity_held_contracts(s, p) >= megacity_limit(s))
            return game_refuse(why, n, _("You may hold at most %d contracts."), megacity_limit(s));
        if (fa > MEGACITY_STANDARD_CONTRACTS && fa <= MEGACITY_CONTRACTS)
            return game_refuse(why, n, "%s",
                               _("Exceptional contracts are for players without a standard "
                                 "contract, once every standard contract is taken, one at a "
                                 "time."));
        return game_refuse(why, n, _("Contract %d is not on top of a column."), fa);
    case MEGACITY_A_PLATFORM:
        if (megacity_held_platforms(s, p) >= megacity_limit(s))
            return game_refuse(why, n, _("You may hold at most %d platforms."), megacity_limit(s));
        return game_refuse(why, n, _("Platform %d is not in the offer."), fa);
    case MEGACITY_A_FLIP:
        return game_refuse(why, n, _("You have no empty platform %d to turn over."), fa);
    case MEGACITY_A_MATERIAL: {
        int fb = MEGACITY_FB(a);
        if (fa >= MEGACITY_MATERIALS || fb >= MEGACITY_SHAPES)
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (s->bag_end)
            return game_refuse(why, n, "%s", _("The bag ran dry: no more elements are taken."));
        char kn[40];
        megacity_kind_name(megacity_kind_of((megacity_shape)fb, (megacity_material)fa), kn,
                           sizeof kn);
        if (!megacity_bag_material(s, fa))
            return game_refuse(why, n,
                               _("None of that material (%s) is left in the bag: draw three "
                                 "at random instead."),
                               _(megacity_materials[fa].name));
        return game_refuse(why, n, _("No %s is left in the bag: choose another shape."), kn);
    }
    case MEGACITY_A_DELIVER: {
        if (!megacity_can_deliver(s, p, fa, why, n)) return false;
        int fit[3], nf = megacity_fitting(s, p, fa, fit), c = MEGACITY_FC(a);
        bool fits = false;
        for (int i = 0; i < nf; i++) fits |= fit[i] == c;
        if (!fits)
            return game_refuse(why, n,
                               _("This building does not fulfil contract %d, or you do not hold "
                                 "it: name a contract you hold that it fulfils."),
                               c);
        return game_refuse(why, n, "%s", _("That platform cannot be delivered there."));
    }
    case MEGACITY_A_PARK:
        return game_refuse(why, n, "%s",
                           _("Your park goes next to the platform you just delivered, never "
                             "next to another park."));
    default: break;
    }
    return game_refuse(why, n, "%s", _("That action is not allowed now."));
}

static bool own_platform(const megacity_state *s, int p, int plat)
{
    return plat >= 1 && plat <= MEGACITY_PLATFORMS && s->plat[plat - 1].where == MEGACITY_AT_HAND &&
           s->plat[plat - 1].owner == p;
}

static bool check(const megacity_state *s, int p, game_action a, char *why, size_t n)
{
    if (s->phase == MEGACITY_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players || p != s->active)
        return game_refuse(why, n, _("It is not your turn: {%d} is to play."), s->active);
    int k = MEGACITY_KIND(a);
    if (k == MEGACITY_A_BUILD || k == MEGACITY_A_MOVE) {
        megacity_pose_act pa;
        if (!megacity_decode_pose(a, &pa))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (s->phase != MEGACITY_PH_TURN && s->phase != MEGACITY_PH_FINAL)
            return game_refuse(why, n, "%s", _("You cannot build now."));
        if (!own_platform(s, p, pa.plat))
            return game_refuse(why, n, _("Platform %d is not in front of you."), pa.plat);
        const megacity_plat *pl = &s->plat[pa.plat - 1];
        int kind;
        if (k == MEGACITY_A_BUILD) {
            if (pl->n >= MEGACITY_TOWER)
                return game_refuse(why, n, _("A building has at most %d elements."),
                                   MEGACITY_TOWER);
            if (!s->hand[p][pa.what])
                return game_refuse(why, n, "%s", _("You have no such element in front of you."));
            kind = pa.what;
        } else {
            if (pa.what >= pl->n)
                return game_refuse(why, n, _("Platform %d has no element %d."), pa.plat,
                                   pa.what + 1);
            kind = pl->el[pa.what].kind;
        }
        if (!megacity_pose_plausible(kind, pa.x, pa.y, pa.a))
            return game_refuse(why, n, "%s", _("That pose is off the platform or below its top."));
        return true;
    }
    if (k == MEGACITY_A_COLLAPSE) {
        int plat, cell, after;
        unsigned mask;
        if (!megacity_decode_collapse(a, &plat, &cell, &after, &mask))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (!own_platform(s, p, plat) || mask >> s->plat[plat - 1].n)
            return game_refuse(why, n, "%s", _("Those elements are not on that platform."));
        /* the same delivery standing must be legal */
        game_action standing =
            MEGACITY_ACT(MEGACITY_A_DELIVER, plat, cell, megacity_collapse_contract(a));
        if (!megacity_listed(s, p, standing)) return explain(s, p, standing, why, n);
        return true;
    }
    if (k == MEGACITY_A_TOPPLE) {
        int plat = MEGACITY_FA(a);
        if (MEGACITY_ACT(k, plat, 0, 0) != a)
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        if (s->phase != MEGACITY_PH_FINAL)
            return game_refuse(why, n, "%s",
                               _("Only the final building's fall ends a try: at other times a "
                                 "fall while building costs nothing."));
        if (!own_platform(s, p, plat))
            return game_refuse(why, n, _("Platform %d is not in front of you."), plat);
        return true;
    }
    if (k == MEGACITY_A_SHAKEN) {
        int plat;
        unsigned mask;
        if (!megacity_decode_shaken(a, &plat, &mask))
            return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
        const megacity_plat *pl = &s->plat[plat - 1];
        if (s->phase != MEGACITY_PH_POST || pl->where != MEGACITY_AT_CITY ||
            !megacity_adjacent(pl->cell, s->post_cell))
            return game_refuse(why, n, "%s",
                               _("Only a building next to the one just delivered can be shaken."));
        if (mask >> pl->n)
            return game_refuse(why, n, "%s", _("Those elements are not on that platform."));
        return true;
    }
    if (megacity_listed(s, p, a)) return true;
    return explain(s, p, a, why, n);
}

/* The actions, one function each; do_apply picks one by the action's kind. The state was
 * checked (check above): they only carry the action out. */

/* A contract taken from a column (the next one moves up) or from the exceptional ones. */
static void take_contract(megacity_state *s, int p, int id)
{
    s->acted++;
    for (int i = 0; i < 3; i++)
        if (!s->hold[p][i]) {
            s->hold[p][i] = (uint8_t)id;
            break;
        }
    if (id > MEGACITY_STANDARD_CONTRACTS) {
        for (int i = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++)
            if (s->exc[i] == id) s->exc[i] = 0;
    } else {
        int t = megacity_contracts[id - 1].type;
        memmove(s->col[t], s->col[t] + 1, --s->ncol[t]);
        s->col[t][s->ncol[t]] = 0;
        if (!megacity_standard_left(s) && !s->simplified) s->exc_open = 1;
    }
}

/* A platform taken from the offer; the pile's top refills the place (a barrier: it is new). */
static game_apply_result take_platform(megacity_state *s, int p, int id)
{
    game_apply_result res = GAME_OK;
    s->acted++;
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == id) {
            s->offer[o] = 0;
            if (s->npile) {
                s->offer[o] = s->pile[0];
                s->plat[s->pile[0] - 1].where = MEGACITY_AT_OFFER;
                memmove(s->pile, s->pile + 1, --s->npile);
                s->pile[s->npile] = 0;
                res = GAME_OK_BARRIER;
            }
        }
    s->plat[id - 1].where = MEGACITY_AT_HAND;
    s->plat[id - 1].owner = (uint8_t)p;
    return res;
}

/* Simplified rules: the game stops at once when the bag is empty. */
static game_apply_result after_draw(megacity_state *s, game_apply_result res)
{
    if (s->simplified && megacity_bag_total(s) == 0) s->phase = MEGACITY_PH_OVER;
    return res;
}

/* Three elements drawn blind; an empty bag starts the end instead. */
static game_apply_result draw_three(megacity_state *s, int p)
{
    s->acted++;
    if (megacity_bag_total(s) == 0) {
        if (!s->end_stage) s->bag_end = 1; /* no more drawing, even if elements come back */
        trigger_end(s, s->players - 1);    /* the others play a last turn */
        return GAME_OK;
    }
    for (int i = 0; i < 3; i++) {
        int e = megacity_draw_one(s, -1);
        if (e >= 0) s->hand[p][e]++;
    }
    return after_draw(s, GAME_OK_BARRIER);
}

/* The element chosen from the bag (listed only while there). */
static game_apply_result draw_material(megacity_state *s, int p, int material, int shape)
{
    s->acted++;
    int kind = megacity_kind_of((megacity_shape)shape, (megacity_material)material);
    megacity_stir(s, material);
    s->bag[kind]--;
    s->hand[p][kind]++;
    return after_draw(s, GAME_OK);
}

/* The offer goes under the pile and three new platforms come up. */
static void renew_offer(megacity_state *s)
{
    s->acted++;
    for (int o = 0; o < 3; o++)
        if (s->offer[o]) {
            s->pile[s->npile++] = s->offer[o];
            s->plat[s->offer[o] - 1].where = MEGACITY_AT_PILE;
            s->offer[o] = 0;
        }
    for (int o = 0; o < 3 && s->npile; o++) {
        s->offer[o] = s->pile[0];
        s->plat[s->pile[0] - 1].where = MEGACITY_AT_OFFER;
        memmove(s->pile, s->pile + 1, --s->npile);
        s->pile[s->npile] = 0;
    }
}

/* A column's top contract goes to its bottom. */
static void reorder_column(megacity_state *s, int col)
{
    s->acted++;
    uint8_t top = s->col[col][0];
    memmove(s->col[col], s->col[col] + 1, s->ncol[col] - 1u);
    s->col[col][s->ncol[col] - 1] = top;
}

/* An element stacked where the rules' drop puts it (a bot's building step). */
static void stack_element(megacity_state *s, int p, int plat, int kind, int spot)
{
    megacity_el e;
    megacity_drop_pose(s, plat, kind, spot, &e);
    megacity_plat *pl = &s->plat[plat - 1];
    pl->el[pl->n++] = e;
    s->hand[p][kind]--;
}

/* An element built at a pose, or one already built moved to another. */
static void place_element(megacity_state *s, int p, game_action a, bool build)
{
    megacity_pose_act pa;
    megacity_decode_pose(a, &pa);
    megacity_plat *pl = &s->plat[pa.plat - 1];
    int slot = pa.what;
    if (build) {
        s->hand[p][pa.what]--;
        slot = pl->n++;
        pl->el[slot].kind = (uint8_t)pa.what;
    }
    pl->el[slot].x = (int16_t)pa.x;
    pl->el[slot].y = (int16_t)pa.y;
    pl->el[slot].a = (int16_t)pa.a;
}

/* A delivery, standing or with the elements that fell (a collapse). */
static void deliver_action(megacity_state *s, int p, game_action a)
{
    int plat = MEGACITY_FA(a), cell = MEGACITY_FB(a), after = 0;
    unsigned mask = 0;
    if (MEGACITY_KIND(a) == MEGACITY_A_COLLAPSE)
        megacity_decode_collapse(a, &plat, &cell, &after, &mask);
    deliver(s, p, plat, cell, mask, after, megacity_deliver_contract(a));
}

/* The post-delivery steps (park, monument, central monument) end with this. */
static game_apply_result post_done(megacity_state *s)
{
    if (s->end_stage == 2)
        next_turn(s);
    else
        end_turn(s);
    return GAME_OK;
}

/* A central monument: the one it replaces goes back to the bag; a token for the builder. */
static game_apply_result build_central(megacity_state *s, int p, int kind)
{
    if (s->monument[MEGACITY_CENTRE]) s->bag[s->monument[MEGACITY_CENTRE] - 1]++;
    s->monument[MEGACITY_CENTRE] = (uint8_t)(kind + 1);
    s->hand[p][kind]--;
    s->tokens[p]++;
    return post_done(s);
}

/* Every element in front of p and on its platforms back to the bag, a token, the turn ends. */
static void recycle(megacity_state *s, int p)
{
    for (int kk = 0; kk < MEGACITY_KINDS; kk++) {
        s->bag[kk] += s->hand[p][kk];
        s->hand[p][kk] = 0;
    }
    for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
        if (own_platform(s, p, id))
            while (s->plat[id - 1].n) {
                take_back(s, p, id, s->plat[id - 1].n - 1);
                for (int kk = 0; kk < MEGACITY_KINDS; kk++) {
                    s->bag[kk] += s->hand[p][kk];
                    s->hand[p][kk] = 0;
                }
            }
    s->tokens[p]++;
    s->recycled[p] = 1;
    next_turn(s);
}

static game_apply_result do_apply(megacity_state *s, int p, game_action a)
{
    int k = MEGACITY_KIND(a), fa = MEGACITY_FA(a), fb = MEGACITY_FB(a), fc = MEGACITY_FC(a);
    switch (k) {
    case MEGACITY_A_END:
        if (s->phase == MEGACITY_PH_POST && s->end_stage == 2)
            next_turn(s);
        else
            end_turn(s);
        return GAME_OK;
    case MEGACITY_A_CONTRACT: take_contract(s, p, fa); return GAME_OK;
    case MEGACITY_A_PLATFORM: return take_platform(s, p, fa);
    case MEGACITY_A_DRAW: return draw_three(s, p);
    case MEGACITY_A_MATERIAL: return draw_material(s, p, fa, fb);
    case MEGACITY_A_FLIP:
        s->acted++;
        s->plat[fa - 1].side ^= 1;
        return GAME_OK;
    case MEGACITY_A_RENEW: renew_offer(s); return GAME_OK_BARRIER;
    case MEGACITY_A_REORDER: reorder_column(s, fa); return GAME_OK;
    case MEGACITY_A_STACK: stack_element(s, p, fa, fb, fc); return GAME_OK;
    case MEGACITY_A_BUILD:
    case MEGACITY_A_MOVE: place_element(s, p, a, k == MEGACITY_A_BUILD); return GAME_OK;
    case MEGACITY_A_UNBUILD:
        take_back(s, p, fa, fb);
        if (s->phase == MEGACITY_PH_DISCARD && megacity_front_count(s, p) <= MEGACITY_HAND)
            next_turn(s);
        return GAME_OK;
    case MEGACITY_A_DELIVER:
    case MEGACITY_A_COLLAPSE: deliver_action(s, p, a); return GAME_OK;
    case MEGACITY_A_SHAKEN: {
        int plat;
        unsigned mask;
        megacity_decode_shaken(a, &plat, &mask);
        fell_in_city(s, plat, mask);
        return GAME_OK;
    }
    case MEGACITY_A_TOPPLE: /* the one try failed: the elements come back, the turn passes */
        while (s->plat[fa - 1].n) take_back(s, p, fa, s->plat[fa - 1].n - 1);
        next_turn(s);
        return GAME_OK;
    case MEGACITY_A_PARK:
        s->cell[fa] = (uint8_t)(MEGACITY_PARK0 + p);
        s->park_placed[p] = 1;
        return post_done(s);
    case MEGACITY_A_MONUMENT:
        s->monument[fa] = (uint8_t)(fb + 1);
        s->hand[p][fb]--;
        return post_done(s);
    case MEGACITY_A_CENTRAL: return build_central(s, p, fa);
    case MEGACITY_A_RETURN:
        s->hand[p][fa]--;
        s->bag[fa]++;
        if (megacity_front_count(s, p) <= MEGACITY_HAND) next_turn(s);
        return GAME_OK;
    case MEGACITY_A_RECYCLE: recycle(s, p); return GAME_OK;
    }
    return GAME_OK;
}

game_apply_result megacity_apply(void *state, int p, game_action a, char *why, size_t n)
{
    megacity_state *s = state;
    if (!check(s, p, a, why, n)) return GAME_REFUSED;
    megacity_state *t = malloc(sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory.")), GAME_REFUSED;
    memcpy(t, s, sizeof *t);
    game_apply_result r = do_apply(t, p, a);
    /* the last standard action ends the turn (build before or between them) */
    if (t->phase == MEGACITY_PH_TURN && t->active == p && t->acted >= t->max_actions) end_turn(t);
    megacity_refresh_player(t, p);
    memcpy(s, t, sizeof *t);
    free(t);
    return r;
}
