/* megacity_score.c: MegaCity contract checks on a tower (platform type, element count, height,
 * the rulebook's building rules, architectural features), final scoring with rewards, the
 * leftover penalty and the tie-break, and the bots' evaluation. */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <stdio.h>
#include <string.h>

enum { G_CONTRACTS, G_TOKENS, G_PARKS, G_REWARDS, G_PENALTY };

bool megacity_feature_ok(const megacity_physics_tower *t, const megacity_platform_side *side, int f)
{
    double v0, v1;
    megacity_vent_span(side, &v0, &v1);
    switch (f) {
    case MEGACITY_FEAT_NONE: return true;
    case MEGACITY_FEAT_COURTYARD: return megacity_physics_feature_courtyard(t);
    case MEGACITY_FEAT_NO_OVERHANG: return megacity_physics_feature_no_overhang(t);
    case MEGACITY_FEAT_NO_GLASS: return megacity_physics_feature_no_material(t, MEGACITY_GLASS);
    case MEGACITY_FEAT_NO_CONCRETE:
        return megacity_physics_feature_no_material(t, MEGACITY_CONCRETE);
    case MEGACITY_FEAT_NO_STEEL: return megacity_physics_feature_no_material(t, MEGACITY_STEEL);
    case MEGACITY_FEAT_ON_VENT: return megacity_physics_feature_on_vent(t, v0, v1);
    case MEGACITY_FEAT_HIGH_ARCH: return megacity_physics_feature_high_arch(t);
    case MEGACITY_FEAT_LOW_ARCH: return megacity_physics_feature_low_arch(t);
    }
    return false;
}

/* The items in the board's order: type, elements, floors, the features, ports, vent,
 * connected, within. Evaluated in the order the refusals are tried (type, elements, floors,
 * within, connected, ports, vent, features); with stop, evaluation ends at the first item not
 * met (*failed: its slot) and the later slots are left unevaluated (kind -1). */
enum { S_TYPE, S_ELEMENTS, S_FLOORS, S_FEAT0, S_FEAT1, S_PORTS, S_VENT, S_CONNECTED, S_WITHIN };

static void evaluate(const megacity_physics_tower *t, const megacity_platform_side *side,
                     const megacity_contract *c, megacity_check_item slot[MEGACITY_CHECKS],
                     bool stop, int *failed)
{
    for (int i = 0; i < MEGACITY_CHECKS; i++) slot[i] = (megacity_check_item){.kind = -1};
    *failed = -1;
    bool on_vent = c->feature[0] == MEGACITY_FEAT_ON_VENT || c->feature[1] == MEGACITY_FEAT_ON_VENT;
    static const int order[MEGACITY_CHECKS] = {S_TYPE,  S_ELEMENTS, S_FLOORS, S_WITHIN, S_CONNECTED,
                                               S_PORTS, S_VENT,     S_FEAT0,  S_FEAT1};
    for (int i = 0; i < MEGACITY_CHECKS; i++) {
        megacity_check_item *it = &slot[order[i]];
        switch (order[i]) {
        case S_TYPE:
            *it = (megacity_check_item){
                MEGACITY_CHK_TYPE, side->type == c->type, false, side->type, c->type, 0};
            break;
        case S_ELEMENTS:
            *it = (megacity_check_item){MEGACITY_CHK_ELEMENTS,
                                        c->plus ? t->n >= c->elements : t->n == c->elements,
                                        c->plus,
                                        t->n,
                                        c->elements,
                                        0};
            break;
        case S_FLOORS: {
            int floors = t->n ? megacity_physics_height_floors(t) : 0;
            *it = (megacity_check_item){
                MEGACITY_CHK_FLOORS, floors >= c->floors, true, floors, c->floors, 0};
            break;
        }
        case S_WITHIN:
            *it = (megacity_check_item){
                MEGACITY_CHK_WITHIN, megacity_physics_within_platform(t), false, 0, 0, 0};
            break;
        case S_CONNECTED:
            *it = (megacity_check_item){MEGACITY_CHK_CONNECTED,
                                        t->n > 0 && megacity_physics_all_connected(t),
                                        false,
                                        0,
                                        0,
                                        0};
            break;
        case S_PORTS: {
            int covered = 0, first = 0;
            for (int k = 0; k < MEGACITY_PORTS; k++) {
                double x0, x1;
                megacity_port_span(side, k, &x0, &x1);
                if (megacity_physics_touches_platform(t, x0, x1))
                    covered++;
                else if (!first)
                    first = k + 1;
            }
            *it = (megacity_check_item){MEGACITY_CHK_PORTS,
                                        covered == MEGACITY_PORTS,
                                        false,
                                        covered,
                                        MEGACITY_PORTS,
                                        first};
            break;
        }
        case S_VENT: {
            if (on_vent) continue; /* a feature asks for the vent */
            double v0, v1;
            megacity_vent_span(side, &v0, &v1);
            *it = (megacity_check_item){
                MEGACITY_CHK_VENT, !megacity_physics_touches_platform(t, v0, v1), false, 0, 0, 0};
            break;
        }
        default: { /* S_FEAT0, S_FEAT1 */
            int f = c->feature[order[i] - S_FEAT0];
            if (order[i] == S_FEAT1 && f == MEGACITY_FEAT_NONE) continue;
            *it = (megacity_check_item){
                MEGACITY_CHK_FEATURE, t->n > 0 && megacity_feature_ok(t, side, f), false, 0, f, 0};
            break;
        }
        }
        if (!it->met && *failed < 0) {
            *failed = order[i];
            if (stop) return;
        }
    }
}

int megacity_checklist_tower(const megacity_physics_tower *t, const megacity_platform_side *side,
                             int contract, megacity_check_item out[MEGACITY_CHECKS])
{
    megacity_check_item slot[MEGACITY_CHECKS];
    int failed, n = 0;
    evaluate(t, side, &megacity_contracts[contract - 1], slot, false, &failed);
    for (int i = 0; i < MEGACITY_CHECKS; i++)
        if (slot[i].kind >= 0) out[n++] = slot[i];
    return n;
}

int megacity_checklist(const megacity_state *s, int plat, int contract,
                       megacity_check_item out[MEGACITY_CHECKS])
{
    megacity_physics_tower t;
    megacity_snapshot(&s->plat[plat - 1], &t);
    return megacity_checklist_tower(&t, megacity_side(s, plat), contract, out);
}

bool megacity_check_contract(const megacity_state *s, int plat, int contract, char *why, size_t n)
{
    const megacity_contract *c = &megacity_contracts[contract - 1];
    megacity_physics_tower t;
    megacity_snapshot(&s->plat[plat - 1], &t);
    megacity_check_item slot[MEGACITY_CHECKS];
    int failed;
    evaluate(&t, megacity_side(s, plat), c, slot, true, &failed);
    if (failed < 0) return true;
    const megacity_check_item *it = &slot[failed];
    switch (it->kind) {
    case MEGACITY_CHK_TYPE:
        return game_refuse(why, n, _("Contract %d needs a %s platform."), contract,
                           _(megacity_type_names[c->type]));
    case MEGACITY_CHK_ELEMENTS:
        return game_refuse(why, n,
                           c->plus ? _("Contract %d needs at least %d elements, not %d.")
                                   : _("Contract %d needs exactly %d elements, not %d."),
                           contract, c->elements, it->have);
    case MEGACITY_CHK_FLOORS:
        return game_refuse(why, n, _("Contract %d needs %d floors; the building has %d."), contract,
                           c->floors, it->have);
    case MEGACITY_CHK_WITHIN:
        return game_refuse(why, n, "%s", _("The building passes the edges of its platform."));
    case MEGACITY_CHK_CONNECTED:
        return game_refuse(why, n, "%s", _("Every element must touch another element."));
    case MEGACITY_CHK_PORTS:
        return game_refuse(why, n, _("Technical port %d is not covered."), it->which);
    case MEGACITY_CHK_VENT:
        return game_refuse(why, n, "%s", _("No element may stand on the vent."));
    default:
        return game_refuse(why, n, _("Contract %d needs: %s."), contract,
                           _(megacity_feature_names[it->need]));
    }
}

/* ---- score -------------------------------------------------------------------------------- */
static void add_line(game_score *o, int player, int points, int ref, int group, const char *text)
{
    if (game_score_add(o, player, points, ref, group, text) && player >= 0)
        o->total[player] += points;
}

/* A player's tallest standing building, in floors (the tie-break). */
static int own_tallest(const megacity_state *s, int p)
{
    int best = 0;
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_CITY && s->plat[i].owner == p &&
            s->plat[i].floors > best)
            best = s->plat[i].floors;
    return best;
}

void megacity_score(const void *state, game_score *o)
{
    const megacity_state *s = state;
    char buf[GAME_REASON_LEN];
    memset(o, 0, sizeof *o);
    o->players = s->players;
    int side = s->simplified ? 1 : 0;
    int spec_pts = 0, div_pts = 0, tall_pts = 0;
    for (int i = 0; i < MEGACITY_REWARDS; i++) {
        if (megacity_rewards[i].side != side) continue;
        if (megacity_rewards[i].kind == MEGACITY_REWARD_SPECIALISATION)
            spec_pts = megacity_rewards[i].points;
        if (megacity_rewards[i].kind == MEGACITY_REWARD_DIVERSITY)
            div_pts = megacity_rewards[i].points;
        if (megacity_rewards[i].kind == MEGACITY_REWARD_TALLEST)
            tall_pts = megacity_rewards[i].points;
    }
    int per_type[MEGACITY_MAX_P][MEGACITY_TYPES] = {{0}},
        built[MEGACITY_MAX_P][MEGACITY_TYPES] = {{0}};
    for (int p = 0; p < s->players; p++) {
        for (int c = 0; c < MEGACITY_CONTRACTS; c++) {
            if (!((s->done[p] >> c) & 1)) continue;
            const megacity_contract *ct = &megacity_contracts[c];
            per_type[p][ct->type] += ct->points;
            built[p][ct->type]++;
            snprintf(buf, sizeof buf, _("Contract %d (%s): %d prestige"), ct->id,
                     _(megacity_type_names[ct->type]), ct->points);
            add_line(o, p, ct->points, ct->id, G_CONTRACTS, buf);
        }
        if (s->tokens[p]) {
            snprintf(buf, sizeof buf, _("Prestige tokens: %d"), s->tokens[p]);
            add_line(o, p, s->tokens[p], -1, G_TOKENS, buf);
        }
    }
    /* Parks with a monument: one token per adjacent building, per park. */
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        if (s->cell[c] < MEGACITY_PARK0 || !s->monument[c]) continue;
        for (int d = 0; d < MEGACITY_CELLS; d++) {
            int id = s->cell[d];
            if (id < 1 || id > MEGACITY_PLATFORMS || !megacity_adjacent(c, d)) continue;
            const megacity_plat *pl = &s->plat[id - 1];
            if (pl->floors <= 0) continue; /* collapsed: no building any more */
            const char *park = s->cell[c] == MEGACITY_CENTRAL
                                   ? megacity_parks[MEGACITY_PARKS].name
                                   : megacity_parks[s->cell[c] - MEGACITY_PARK0].name;
            snprintf(buf, sizeof buf, _("Platform %d next to %s with a monument"), id, _(park));
            add_line(o, pl->owner, 1, c, G_PARKS, buf);
        }
    }
    /* Rewards. */
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        int best = -1, who = -1, ties = 0;
        for (int p = 0; p < s->players; p++) {
            int v = side ? built[p][t] : per_type[p][t];
            if (v > best)
                best = v, who = p, ties = 0;
            else if (v == best)
                ties++;
        }
        if (best > 0 && !ties) {
            snprintf(buf, sizeof buf, _("Specialisation reward: %s"), _(megacity_type_names[t]));
            add_line(o, who, spec_pts, t, G_REWARDS, buf);
        }
    }
    for (int p = 0; p < s->players; p++) {
        bool all = true;
        for (int t = 0; t < MEGACITY_TYPES; t++) all &= built[p][t] > 0;
        if (all) add_line(o, p, div_pts, -1, G_REWARDS, _("Diversity reward: all four types"));
    }
    if (s->tallest) {
        const megacity_plat *pl = &s->plat[s->tallest - 1];
        snprintf(buf, sizeof buf, _("Tallest building reward: platform %d, %d floors"), s->tallest,
                 pl->floors);
        add_line(o, pl->owner, tall_pts, s->tallest, G_REWARDS, buf);
    }
    /* Leftover elements: -1 per started batch of 3; simplified: -2 without the park. */
    for (int p = 0; p < s->players; p++) {
        int left = megacity_front_count(s, p);
        if (left) {
            snprintf(buf, sizeof buf, _("Elements left over: %d"), left);
            add_line(o, p, -((left + 2) / 3), -1, G_PENALTY, buf);
        }
        if (s->simplified && !s->park_placed[p])
            add_line(o, p, -2, -1, G_PENALTY, _("Park not placed in the city"));
    }
    /* Ranks: total, then the tallest own building. */
    for (int p = 0; p < s->players; p++) {
        int better = 0;
        for (int q = 0; q < s->players; q++)
            if (o->total[q] > o->total[p] ||
                (o->total[q] == o->total[p] && own_tallest(s, q) > own_tallest(s, p)))
                better++;
        o->rank[p] = 1 + better;
        if (o->rank[p] == 1) o->winners |= 1u << p;
    }
}

/* Bots: prestige so far, plus progress: deliverable buildings and held contracts. */
double megacity_heuristic(const void *state, int player)
{
    const megacity_state *s = state;
    game_score sc;
    megacity_score(s, &sc);
    double v = sc.total[player];
    for (int i = 0; i < MEGACITY_PLATFORMS; i++)
        if (s->plat[i].where == MEGACITY_AT_HAND && s->plat[i].owner == player) {
            v += 0.2 + 0.02 * s->plat[i].n;
            if (s->plat[i].best) v += 0.8 * megacity_contracts[s->plat[i].best - 1].points;
        }
    for (int i = 0; i < 3; i++)
        if (s->hold[player][i]) v += 0.3;
    return v;
}
