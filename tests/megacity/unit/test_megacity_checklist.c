/* test_megacity_checklist.c: the workshop's contract checklist is the rules' own check. Over
 * random games, for every platform with a tower and every contract, megacity_checklist says "all
 * met" exactly when megacity_check_contract passes (and the refusal names an unmet item), with the
 * tower's real numbers; and on a hand-made tower each item flips as the tower changes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/rules/megacity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;

/* Checks every contract on platform plat; returns how many it meets. */
static int check_platform(const megacity_state *s, int plat)
{
    const megacity_plat *pl = &s->plat[plat - 1];
    int met_all = 0;
    for (int c = 1; c <= MEGACITY_CONTRACTS; c++) {
        megacity_check_item it[MEGACITY_CHECKS];
        int n = megacity_checklist(s, plat, c, it);
        const megacity_contract *k = &megacity_contracts[c - 1];
        assert_true(n >= 7 && n <= MEGACITY_CHECKS);
        bool all = true, vent = false;
        int features = 0;
        for (int i = 0; i < n; i++) {
            all &= it[i].met;
            vent |= it[i].kind == MEGACITY_CHK_VENT;
            features += it[i].kind == MEGACITY_CHK_FEATURE;
            if (i) assert_true(it[i].kind >= it[i - 1].kind); /* the board's order */
            if (it[i].kind == MEGACITY_CHK_ELEMENTS) {
                assert_int_equal(it[i].have, pl->n);
                assert_int_equal(it[i].need, k->elements);
            }
            if (it[i].kind == MEGACITY_CHK_FLOORS) {
                assert_int_equal(it[i].have, megacity_tower_floors(pl));
                assert_int_equal(it[i].need, k->floors);
            }
            if (it[i].kind == MEGACITY_CHK_PORTS)
                assert_int_equal(it[i].met, it[i].have == MEGACITY_PORTS && it[i].which == 0);
        }
        assert_int_equal(features, k->feature[1] == MEGACITY_FEAT_NONE ? 1 : 2);
        assert_int_equal(vent, k->feature[0] != MEGACITY_FEAT_ON_VENT &&
                                   k->feature[1] != MEGACITY_FEAT_ON_VENT);
        char why[256] = "";
        bool ok = megacity_check_contract(s, plat, c, why, sizeof why);
        assert_int_equal(all, ok);
        assert_int_equal(ok, why[0] == 0);
        met_all += ok;
    }
    return met_all;
}

static void test_checklist_is_the_check(void **st)
{
    (void)st;
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    megacity_state *s = malloc(sizeof *s);
    int towers = 0, passes = 0;
    for (int g = 0; g < 5; g++) {
        game_params p;
        game_params_default(G, &p, 2 + g % 3);
        G->setup(s, &p, 100 + (uint64_t)g);
        rng_state r;
        rng_seed(&r, (uint64_t)g * 13 + 1);
        char why[256];
        for (int steps = 0; G->turn(s).phase != GAME_PHASE_OVER && steps < 400; steps++) {
            int who = G->turn(s).player;
            int n = G->legal_actions(s, who, acts, GAME_MAX_ACTIONS);
            assert_true(n > 0);
            game_action pick = acts[rng_below(&r, (uint32_t)n)];
            for (int i = 0; i < n; i++) /* deliveries when there are some: delivered towers */
                if (MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER) pick = acts[i];
            assert_int_not_equal(G->apply(s, who, pick, why, sizeof why), GAME_REFUSED);
            if (steps % 20) continue;
            for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
                if (s->plat[id - 1].n > 0) {
                    passes += check_platform(s, id);
                    towers++;
                }
        }
    }
    print_message("checklists of %d towers x %d contracts; %d met\n", towers, MEGACITY_CONTRACTS,
                  passes);
    assert_true(towers > 50);
    free(s);
    free(acts);
}

static game_apply_result act(megacity_state *s, int p, const char *text)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    return G->apply(s, p, a, why, sizeof why);
}

/* The item of kind (the first one), or NULL. */
static const megacity_check_item *item(const megacity_check_item *it, int n, int kind)
{
    for (int i = 0; i < n; i++)
        if (it[i].kind == kind) return &it[i];
    return NULL;
}

/* test_megacity's hand-made tower on platform 2 (public; ports -30 0 30; vent -45). */
static void test_hand_made_tower(void **st)
{
    (void)st;
    megacity_state *s = malloc(sizeof *s);
    game_params p;
    game_params_default(G, &p, 2);
    G->setup(s, &p, 4);
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == 2) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == 2) {
            s->offer[o] = s->pile[0];
            s->plat[s->pile[0] - 1].where = MEGACITY_AT_OFFER;
            memmove(s->pile, s->pile + 1, --s->npile);
            s->pile[s->npile] = 0;
        }
    s->plat[1].where = MEGACITY_AT_HAND;
    s->plat[1].owner = 0;
    s->plat[1].side = 0;
    static const char *const kinds[3] = {"steel:bar", "steel:post", "glass:cube"};
    for (int i = 0; i < 3; i++) {
        int k = megacity_parse_kind(kinds[i]);
        assert_true(k >= 0 && s->bag[k] > 0);
        if (k < 0) return; /* (tells -O3 the index is in range) */
        s->bag[k]--;
        s->hand[0][k]++;
    }
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    act(s, 0, "build P2 glass:cube 15.0 20.0 0.0");
    megacity_check_item it[MEGACITY_CHECKS];
    int n = megacity_checklist(s, 2, 1, it);
    for (int i = 0; i < n; i++) assert_true(it[i].met);
    assert_true(megacity_check_contract(s, 2, 1, NULL, 0));
    /* the bar off the ports: port 3 uncovered, 2 of 3 */
    act(s, 0, "move P2 1 -8.0 5.0 0.0");
    act(s, 0, "move P2 2 -8.0 35.0 0.0");
    act(s, 0, "move P2 3 7.0 20.0 0.0");
    n = megacity_checklist(s, 2, 1, it);
    const megacity_check_item *ports = item(it, n, MEGACITY_CHK_PORTS);
    assert_non_null(ports);
    assert_false(ports->met);
    assert_int_equal(ports->have, 2);
    assert_int_equal(ports->which, 3);
    char why[256];
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_non_null(strstr(why, "port 3"));
    /* on the vent without the feature */
    act(s, 0, "move P2 1 -20.0 5.0 0.0");
    n = megacity_checklist(s, 2, 1, it);
    assert_false(item(it, n, MEGACITY_CHK_VENT)->met);
    /* a post lying on the bar: 20 floors, too low for contract 1 */
    act(s, 0, "move P2 1 0.0 5.0 0.0");
    act(s, 0, "move P2 2 -25.0 15.0 90.0");
    act(s, 0, "move P2 3 15.0 20.0 0.0");
    n = megacity_checklist(s, 2, 1, it);
    const megacity_check_item *floors = item(it, n, MEGACITY_CHK_FLOORS);
    assert_false(floors->met);
    assert_int_equal(floors->have, megacity_tower_floors(&s->plat[1]));
    assert_true(floors->have < floors->need);
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_non_null(strstr(why, "floors"));
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_checklist_is_the_check),
        cmocka_unit_test(test_hand_made_tower),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
