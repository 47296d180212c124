/* test_megacity_rulings.c: MegaCity rulings of issue #14 (docs/rules/megacity.md): the element
 * chosen from the bag, the contract a delivery names when a building fulfils several, the final
 * building's one try (a fall while building ends it), the 8 player cubes, the simplified game
 * ending as the bag runs dry, the bots' choices, and position files that describe impossible
 * games (a contract in two places, token counts out of range, more buildings than cubes). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/megacity/bot/megacity_bot.h"
#include "games/megacity/rules/megacity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;

static megacity_state *mk(int players, int simplified, uint64_t seed)
{
    megacity_state *s = malloc(sizeof *s);
    game_params p;
    game_params_default(G, &p, players);
    p.opt[MEGACITY_OPT_SIMPLIFIED] = simplified;
    G->setup(s, &p, seed);
    return s;
}

static void act(megacity_state *s, int p, const char *text)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("\"%s\": %s", text, why);
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED)
        fail_msg("\"%s\" refused: %s", text, why);
}

/* Refused with a reason holding `part`, the state untouched. */
static void refused(megacity_state *s, int p, const char *text, const char *part)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("\"%s\": %s", text, why);
    megacity_state *keep = malloc(sizeof *keep);
    memcpy(keep, s, sizeof *s);
    if (G->apply(s, p, a, why, sizeof why) != GAME_REFUSED) fail_msg("\"%s\" was accepted", text);
    if (!strstr(why, part)) fail_msg("\"%s\": \"%s\" does not say \"%s\"", text, why, part);
    assert_memory_equal(keep, s, sizeof *s);
    free(keep);
}

static int K(const char *name)
{
    int k = megacity_parse_kind(name);
    assert_true(k >= 0);
    return k;
}

static void give_platform(megacity_state *s, int p, int id, int side)
{
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == id) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == id) s->offer[o] = 0;
    s->plat[id - 1].where = MEGACITY_AT_HAND;
    s->plat[id - 1].owner = (uint8_t)p;
    s->plat[id - 1].side = (uint8_t)side;
}

static void give_contract(megacity_state *s, int p, int id)
{
    for (int t = 0; t < MEGACITY_TYPES; t++)
        for (int i = 0; i < s->ncol[t]; i++)
            if (s->col[t][i] == id) {
                memmove(s->col[t] + i, s->col[t] + i + 1, (size_t)(s->ncol[t] - i - 1));
                s->col[t][--s->ncol[t]] = 0;
            }
    for (int i = 0; i < 3; i++)
        if (!s->hold[p][i]) {
            s->hold[p][i] = (uint8_t)id;
            return;
        }
}

static void give_element(megacity_state *s, int p, int kind)
{
    assert_true(s->bag[kind] > 0);
    s->bag[kind]--;
    s->hand[p][kind]++;
}

/* Seat p builds four steel elements, 60 mm high, on platform 13 turned to its industrial side
 * (ports -30 0 30): contract 9 (3+ elements, 40 floors, no concrete, 1 prestige) and contract 11
 * (4 elements, 60 floors, 2 prestige) both fit. */
static void ready_p13(megacity_state *s, int p)
{
    give_platform(s, p, 13, 1);
    give_contract(s, p, 9);
    give_contract(s, p, 11);
    static const char *const els[] = {"steel:bar", "steel:post", "steel:cube", "steel:cube"};
    for (int i = 0; i < 4; i++) give_element(s, p, K(els[i]));
    act(s, p, "build P13 steel:bar 0.0 5.0 0.0");
    act(s, p, "build P13 steel:post 0.0 35.0 0.0");
    act(s, p, "build P13 steel:cube 15.0 20.0 0.0");
    act(s, p, "build P13 steel:cube -15.0 20.0 0.0");
}

static int deliveries_for(const megacity_state *s, int p, int plat, int contract)
{
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    int n = G->legal_actions(s, p, acts, GAME_MAX_ACTIONS), found = 0;
    for (int i = 0; i < n; i++)
        found += MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER && MEGACITY_FA(acts[i]) == plat &&
                 (!contract || MEGACITY_FC(acts[i]) == contract);
    free(acts);
    return found;
}

/* ---- 1. one element of a material: the player chooses it ------------------------------- */
static void test_take_chosen_element(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 4);
    /* the legal list offers each shape of each material left in the bag, nothing random */
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    int n = G->legal_actions(s, 0, acts, GAME_MAX_ACTIONS), takes = 0;
    for (int i = 0; i < n; i++) takes += MEGACITY_KIND(acts[i]) == MEGACITY_A_MATERIAL;
    int kinds = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) kinds += s->bag[k] > 0;
    assert_int_equal(takes, kinds);
    free(acts);
    /* the same choice from any seed: the element named, whatever the generator */
    for (uint64_t seed = 1; seed < 6; seed++) {
        megacity_state *t = mk(2, 0, seed);
        act(t, 0, "take glass:window");
        assert_int_equal(t->hand[0][K("glass:window")], 1);
        free(t);
    }
    /* a shape none of which is left is refused, saying so */
    s->ocean[K("concrete:roof")] += s->bag[K("concrete:roof")];
    s->bag[K("concrete:roof")] = 0;
    refused(s, 0, "take concrete:roof", "concrete:roof");
    free(s);
}

/* ---- 4. a building that fulfils two held contracts: the player names one ---------------- */
static void test_deliver_choice(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    ready_p13(s, 0);
    int fit[3];
    assert_int_equal(megacity_fitting(s, 0, 13, fit), 2);
    assert_int_equal(fit[0], 11); /* the most points first: the board's default */
    assert_int_equal(fit[1], 9);
    assert_true(deliveries_for(s, 0, 13, 11) > 0);
    assert_true(deliveries_for(s, 0, 13, 9) > 0);
    s->acted = 0;
    refused(s, 0, "deliver P13 at 1,0 for 12", "contract 12"); /* not held */
    act(s, 0, "deliver P13 at 1,0 for 9");                     /* the smaller one, chosen */
    assert_true(s->done[0] >> (9 - 1) & 1);
    assert_false(s->done[0] >> (11 - 1) & 1);
    assert_int_equal(s->plat[12].contract, 9);
    assert_true(s->hold[0][0] == 11 || s->hold[0][1] == 11 || s->hold[0][2] == 11);
    free(s);
    /* a save written before the choice ("deliver P13 at 1,0") reads as the most points */
    s = mk(2, 0, 8);
    ready_p13(s, 0);
    char why[256];
    game_action a;
    assert_true(G->action_from_text(s, "deliver P13 at 1,0", &a, why, sizeof why));
    assert_int_equal(megacity_deliver_contract(a), 11);
    free(s);
}

/* ---- 4. the bot names the contract it delivers for ------------------------------------ */
static void test_bot_contract(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    ready_p13(s, 0);
    game_action a = megacity_bot_choose(s, 0, AI_NORMAL, 1, NULL);
    assert_true(MEGACITY_KIND(a) == MEGACITY_A_DELIVER || MEGACITY_KIND(a) == MEGACITY_A_COLLAPSE);
    assert_int_equal(megacity_deliver_contract(a), 11);
    free(s);
}

/* ---- 5. the final building: a fall while building ends the one try --------------------- */
static void test_final_topple(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    give_platform(s, 0, 2, 0);
    give_contract(s, 0, 33);
    give_element(s, 0, K("steel:bar"));
    give_element(s, 0, K("glass:window"));
    give_element(s, 0, K("steel:post"));
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    refused(s, 0, "toppled P2", "costs nothing"); /* during the game a fall costs nothing */
    s->end_stage = 2;
    s->phase = MEGACITY_PH_FINAL;
    act(s, 0, "build P2 glass:window 0.0 25.0 0.0");
    refused(s, 0, "toppled P5", "not in front of you");
    int tokens = s->tokens[0];
    act(s, 0, "toppled P2");
    assert_int_equal(s->plat[1].n, 0);
    assert_int_equal(s->hand[0][K("steel:bar")], 1); /* back in front: they cost points */
    assert_int_equal(s->hand[0][K("glass:window")], 1);
    assert_int_equal(s->tokens[0], tokens); /* not a recycling: no token */
    assert_false(s->recycled[0]);
    assert_int_equal(s->active, 1); /* the turn passed: the try is over */
    assert_true(s->final_done & 1);
    act(s, 1, "recycle");
    assert_int_equal(s->phase, MEGACITY_PH_OVER);
    free(s);
}

/* ---- 6. eight cubes: at most eight buildings each ------------------------------------ */
static void test_cubes(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    static const int cells[] = {12, 13, 17, 19, 23, 24, 11, 25}; /* around Central Park */
    for (int i = 0; i < MEGACITY_CUBES; i++) {
        int id = i + 1;
        give_platform(s, 0, id, 0);
        s->plat[id - 1].where = MEGACITY_AT_CITY;
        s->plat[id - 1].cell = (uint8_t)cells[i];
        s->plat[id - 1].order = ++s->delivered;
        s->cell[cells[i]] = (uint8_t)id;
    }
    assert_int_equal(megacity_cubes_left(s, 0), 0);
    assert_int_equal(megacity_cubes_left(s, 1), MEGACITY_CUBES);
    ready_p13(s, 0);
    s->acted = 0;
    char why[256];
    assert_false(megacity_can_deliver(s, 0, 13, why, sizeof why));
    assert_non_null(strstr(why, "cubes"));
    assert_int_equal(deliveries_for(s, 0, 13, 0), 0);
    refused(s, 0, "deliver P13 at 2,-2 for 11", "cubes");
    /* one building fewer in the city: a cube is free, the delivery is legal */
    s->cell[cells[7]] = 0;
    s->plat[7].where = MEGACITY_AT_PILE;
    s->pile[s->npile++] = 8;
    assert_int_equal(megacity_cubes_left(s, 0), 1);
    assert_true(megacity_can_deliver(s, 0, 13, why, sizeof why));
    assert_true(deliveries_for(s, 0, 13, 11) > 0);
    free(s);
}

/* ---- 7. simplified rules: the game stops at once when the bag is empty --------------- */
static void test_simplified_bag_empty(void **st)
{
    (void)st;
    for (int simplified = 0; simplified < 2; simplified++) {
        megacity_state *s = mk(2, simplified, 5);
        for (int k = 0; k < MEGACITY_KINDS; k++) {
            s->ocean[k] += s->bag[k];
            s->bag[k] = 0;
        }
        s->bag[K("steel:cube")] = 1;
        s->ocean[K("steel:cube")]--;
        act(s, 0, "take steel:cube");
        if (simplified) {
            assert_int_equal(s->phase, MEGACITY_PH_OVER); /* at once, the turn not finished */
        } else { /* the standard game ends only when someone draws from the empty bag */
            assert_int_equal(s->phase, MEGACITY_PH_TURN);
            assert_int_equal(s->end_stage, 0);
        }
        free(s);
    }
    /* three drawn at random empty it the same way */
    megacity_state *s = mk(2, 1, 5);
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        s->ocean[k] += s->bag[k];
        s->bag[k] = 0;
    }
    s->bag[K("glass:cube")] = 2;
    s->ocean[K("glass:cube")] -= 2;
    act(s, 0, "draw");
    assert_int_equal(s->phase, MEGACITY_PH_OVER);
    free(s);
}

/* ---- loaders: impossible games refused with a message that names the problem --------- */
static void bad_position(const char *json, const char *part)
{
    cJSON *j = cJSON_Parse(json);
    assert_non_null(j);
    megacity_state *s = malloc(sizeof *s);
    char why[256] = "";
    if (G->load_position(s, j, why, sizeof why)) fail_msg("accepted: %s", json);
    if (!strstr(why, part)) fail_msg("%s: \"%s\" does not say \"%s\"", json, why, part);
    cJSON_Delete(j);
    free(s);
}

static void test_bad_positions(void **st)
{
    (void)st;
    bad_position("{\"players\":2,\"hands\":[{\"done\":[3]},{\"done\":[3]}]}",
                 "Contract 3 is credited to two players");
    bad_position("{\"players\":2,\"hands\":[{\"contracts\":[3]},{\"done\":[3]}]}",
                 "Contract 3 is held by seat 0 and realised by seat 1");
    bad_position("{\"players\":2,\"hands\":[{\"done\":[3]},{\"contracts\":[3]}]}",
                 "Contract 3 is held by seat 1 and realised by seat 0");
    bad_position("{\"players\":2,\"hands\":[{\"contracts\":[3,3]},{}]}",
                 "Contract 3 is listed twice");
    bad_position("{\"players\":2,\"hands\":[{\"done\":[5,5]},{}]}", "Contract 5 is listed twice");
    bad_position("{\"players\":2,\"hands\":[{\"contracts\":[4]},{\"contracts\":[4]}]}",
                 "Contract 4 is held by two players");
    bad_position("{\"players\":2,\"hands\":[{\"done\":[1]},{}],"
                 "\"city\":[{\"id\":5,\"at\":[1,0],\"owner\":1,\"contract\":1}]}",
                 "Contract 1 is credited to two players");
    bad_position("{\"players\":2,\"hands\":[{\"done\":[1]},{}],"
                 "\"city\":[{\"id\":5,\"at\":[1,0],\"owner\":0,\"contract\":1}]}",
                 "Contract 1 is listed twice");
    bad_position("{\"players\":2,\"hands\":[{\"tokens\":1e18},{}]}", "\"tokens\"");
    bad_position("{\"players\":2,\"hands\":[{\"tokens\":-3},{}]}", "\"tokens\"");
    bad_position("{\"players\":2,\"hands\":[{\"tokens\":2.5},{}]}", "\"tokens\"");
    bad_position("{\"players\":2,\"hands\":[{\"elements\":{\"steel:cube\":1e18}},{}]}",
                 "whole numbers");
    /* nine buildings for one player: only eight cubes */
    char city[1024] = "{\"players\":2,\"city\":[";
    static const int q[] = {1, 0, -1, -1, 0, 1, 2, 2, -2}, r[] = {0, 1, 1, 0, -1, -1, 0, -1, 1};
    for (int i = 0; i < 9; i++) {
        char one[96];
        snprintf(one, sizeof one, "%s{\"id\":%d,\"at\":[%d,%d],\"owner\":0}", i ? "," : "", i + 1,
                 q[i], r[i]);
        strncat(city, one, sizeof city - strlen(city) - 1);
    }
    strncat(city, "]}", sizeof city - strlen(city) - 1);
    bad_position(city, "more than 8 buildings");
    /* eight load */
    cJSON *j = cJSON_Parse("{\"players\":2,\"tokens\":0,\"hands\":[{\"tokens\":3,\"done\":[2]},"
                           "{\"contracts\":[4]}],\"city\":[{\"id\":5,\"at\":[1,0],\"owner\":1,"
                           "\"contract\":6}]}");
    megacity_state *s = malloc(sizeof *s);
    char why[256] = "";
    if (!G->load_position(s, j, why, sizeof why)) fail_msg("%s", why);
    assert_int_equal(s->tokens[0], 3);
    cJSON_Delete(j);
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_take_chosen_element),
        cmocka_unit_test(test_deliver_choice),
        cmocka_unit_test(test_bot_contract),
        cmocka_unit_test(test_final_topple),
        cmocka_unit_test(test_cubes),
        cmocka_unit_test(test_simplified_bag_empty),
        cmocka_unit_test(test_bad_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
