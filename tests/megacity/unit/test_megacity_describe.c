/* test_megacity_describe.c: what MegaCity tells the players about moves: the move log's phrase
 * of each action (game_def.describe) in English and French, public facts only (the same phrase
 * from the spectator's views as from the full states, over random games); where a move leaves
 * its mark on the board (megacity_move_marks); and why a delivery is refused
 * (megacity_can_deliver), which must agree with the legal list, since the board shows it beside a
 * greyed Deliver. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/i18n.h"
#include "games/megacity/rules/megacity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_def *G = &megacity_game;

static megacity_state *mk(int players, uint64_t seed)
{
    megacity_state *s = malloc(sizeof *s);
    game_params p;
    game_params_default(G, &p, players);
    G->setup(s, &p, seed);
    return s;
}

static game_action parse(const megacity_state *s, const char *text)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("\"%s\": %s", text, why);
    return a;
}

/* Applies text for p and returns the describe phrase of it. */
static const char *play(megacity_state *s, int p, const char *text)
{
    static char out[256];
    megacity_state *before = malloc(sizeof *before);
    memcpy(before, s, sizeof *s);
    game_action a = parse(s, text);
    char why[256] = "";
    if (G->apply(s, p, a, why, sizeof why) == GAME_REFUSED) fail_msg("\"%s\": %s", text, why);
    int n = G->describe(before, s, p, a, out, sizeof out);
    assert_int_equal(n, (int)strlen(out));
    free(before);
    return out;
}

static void give_platform(megacity_state *s, int p, int id, int side)
{
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == id) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == id) {
            s->offer[o] = s->pile[0];
            s->plat[s->pile[0] - 1].where = MEGACITY_AT_OFFER;
            memmove(s->pile, s->pile + 1, --s->npile);
            s->pile[s->npile] = 0;
        }
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
            break;
        }
}

static void give_element(megacity_state *s, int p, const char *name)
{
    int k = megacity_parse_kind(name);
    assert_true(k >= 0 && s->bag[k] > 0);
    s->bag[k]--;
    s->hand[p][k]++;
}

static char built[256]; /* the phrase of the last build of ready() */

/* Seat 0 with P2 (public side) and the three steel elements of contract 1 built: deliverable. */
static megacity_state *ready(void)
{
    megacity_state *s = mk(2, 8);
    give_platform(s, 0, 2, 0);
    give_contract(s, 0, 1);
    give_element(s, 0, "steel:bar");
    give_element(s, 0, "steel:post");
    give_element(s, 0, "steel:cube");
    play(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    play(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    snprintf(built, sizeof built, "%s", play(s, 0, "build P2 steel:cube 15.0 20.0 0.0"));
    assert_int_equal(s->plat[1].best, 1);
    return s;
}

/* ---- the phrases ------------------------------------------------------------------------ */
static void test_phrases(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 8);
    int top = s->col[MEGACITY_PUBLIC][0];
    char want[160];
    snprintf(want, sizeof want, "takes contract %d (Public building, %d prestige)", top,
             megacity_contracts[top - 1].points);
    char text[64];
    snprintf(text, sizeof text, "take contract %d", top);
    assert_string_equal(play(s, 0, text), want);
    int id = s->offer[1];
    snprintf(text, sizeof text, "take platform %d", id);
    snprintf(want, sizeof want, "takes platform P%d (%s)", id,
             megacity_type_names[megacity_platforms[id - 1].side[s->plat[id - 1].side].type]);
    assert_string_equal(play(s, 0, text), want);
    assert_string_equal(play(s, 0, "draw"), "draws 3 elements from the bag");
    assert_string_equal(play(s, 1, "take glass:arch"), "takes a glass element (Arch)");
    assert_string_equal(play(s, 1, "renew"), "renews the platforms on offer");
    int under = s->col[MEGACITY_INDUSTRIAL][0];
    snprintf(want, sizeof want, "puts contract %d at the bottom of its column", under);
    assert_string_equal(play(s, 1, "reorder industrial"), want);
    assert_int_equal(s->active, 0);
    assert_string_equal(play(s, 0, "end"), "ends the turn");
    free(s);

    /* a delivery with its prestige and tokens, the park after it */
    s = ready();
    assert_string_equal(built, "builds on P2 (3 elements)");
    assert_string_equal(play(s, 0, "deliver P2 at 1,0"),
                        "delivers P2 for contract 1: +1 prestige, +2 tokens");
    assert_string_equal(play(s, 0, "park at 2,-1"), "places a park: Harbour Park");
    free(s);
    /* fell in the slide; collapsed in the city */
    s = ready();
    assert_string_equal(play(s, 0, "deliver P2 at 1,0 fell 2-3"),
                        "slides P2 to the city, but it falls: the elements come back");
    free(s);
    s = ready();
    assert_string_equal(
        play(s, 0, "deliver P2 at 1,0 collapsed 2-3"),
        "delivers P2 for contract 1: +1 prestige, +1 token, then it collapses in the city");
    free(s);

    /* French, when the catalogue is built */
    const char *build = getenv("CITYBOX_BUILD");
    if (!build) return;
    char locale[512];
    snprintf(locale, sizeof locale, "%s/locale", build);
    i18n_init(locale);
    i18n_set_language("fr");
    s = ready();
    assert_string_equal(play(s, 0, "deliver P2 at 1,0"),
                        "livre P2 pour le contrat 1\xC2\xA0: +1 de prestige, +2 jetons");
    assert_string_equal(play(s, 0, "park at 2,-1"), "pose son parc\xC2\xA0: Parc du Port");
    free(s);
    i18n_set_language("en");
}

/* ---- public facts only, over random games ----------------------------------------------- */
static void test_public_only(void **st)
{
    (void)st;
    megacity_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    megacity_state *vb = malloc(sizeof *vb), *va = malloc(sizeof *va);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    int kinds[MEGACITY_A_KINDS] = {0};
    for (int game = 0; game < 12; game++) {
        game_params p;
        game_params_default(G, &p, 2 + game % 3);
        G->setup(s, &p, 100 + (uint64_t)game);
        rng_state rng;
        rng_seed(&rng, 7 + (uint64_t)game);
        for (int step = 0; step < 400 && !game_is_over(G, s); step++) {
            game_turn t = G->turn(s);
            int n = G->legal_actions(s, t.player, acts, GAME_MAX_ACTIONS);
            assert_true(n > 0);
            /* deliveries and parks now and then, else the city stays empty */
            game_action a = acts[rng_below(&rng, (uint32_t)n)];
            for (int i = 0; i < n; i++)
                if (MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER && rng_below(&rng, 2)) a = acts[i];
            memcpy(before, s, sizeof *s);
            char why[256];
            assert_int_not_equal(G->apply(s, t.player, a, why, sizeof why), GAME_REFUSED);
            char full[256], pub[256];
            G->describe(before, s, t.player, a, full, sizeof full);
            G->view(before, GAME_SPECTATOR, vb);
            G->view(s, GAME_SPECTATOR, va);
            G->describe(vb, va, t.player, a, pub, sizeof pub);
            assert_string_equal(full, pub);
            assert_true(strlen(full) > 4);
            assert_null(strchr(full, '%'));
            assert_null(strstr(full, "plays")); /* the fallback: every kind has its phrase */
            kinds[MEGACITY_KIND(a)]++;
            /* where it leaves its mark */
            megacity_move_mark m;
            megacity_move_marks(before, a, &m);
            if (MEGACITY_KIND(a) == MEGACITY_A_DELIVER) {
                assert_int_equal(m.cell, MEGACITY_FB(a));
                assert_int_equal(s->cell[m.cell], MEGACITY_FA(a));
            }
            if (MEGACITY_KIND(a) == MEGACITY_A_PARK)
                assert_int_equal(s->cell[m.cell], MEGACITY_PARK0 + t.player);
            if (MEGACITY_KIND(a) == MEGACITY_A_CONTRACT && m.column >= 0)
                assert_int_equal(before->col[m.column][0], MEGACITY_FA(a));
            if (MEGACITY_KIND(a) == MEGACITY_A_PLATFORM)
                assert_int_equal(before->offer[m.offer], m.plat);
        }
    }
    assert_true(kinds[MEGACITY_A_DELIVER] > 0 && kinds[MEGACITY_A_PARK] > 0 &&
                kinds[MEGACITY_A_CONTRACT] > 0);
    free(s), free(before), free(vb), free(va), free(acts);
}

/* ---- why a delivery is refused ---------------------------------------------------------- */
static bool listed(const megacity_state *s, int p, int plat)
{
    static game_action acts[GAME_MAX_ACTIONS];
    int n = G->legal_actions(s, p, acts, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER && MEGACITY_FA(acts[i]) == plat)
            return true;
    return false;
}

static void test_deliver_reason(void **st)
{
    (void)st;
    i18n_set_language("en");
    char why[GAME_REASON_LEN] = "";
    megacity_state *s = ready();
    assert_true(megacity_can_deliver(s, 0, 2, why, sizeof why));
    /* the checklist says "ready", yet an action taken this turn rules the delivery out */
    play(s, 0, "take steel:cube");
    assert_int_equal(s->plat[1].best, 1);
    assert_false(megacity_can_deliver(s, 0, 2, why, sizeof why));
    assert_non_null(strstr(why, "whole turn"));
    assert_non_null(strstr(why, "next turn"));
    /* the refused delivery says the same */
    char why2[GAME_REASON_LEN] = "";
    megacity_state keep;
    memcpy(&keep, s, sizeof keep);
    assert_int_equal(G->apply(s, 0, parse(s, "deliver P2 at 1,0"), why2, sizeof why2),
                     GAME_REFUSED);
    assert_string_equal(why, why2);
    /* not your turn; a platform that is not yours; no contract met */
    assert_false(megacity_can_deliver(s, 1, 2, why, sizeof why));
    assert_non_null(strstr(why, "your own turn"));
    play(s, 0, "end");
    play(s, 1, "end");
    assert_true(megacity_can_deliver(s, 0, 2, why, sizeof why));
    assert_false(megacity_can_deliver(s, 0, 3, why, sizeof why));
    play(s, 0, "unbuild P2 3");
    assert_false(megacity_can_deliver(s, 0, 2, why, sizeof why));
    assert_string_equal(why, "Contract 1 needs exactly 3 elements, not 2.");
    free(s);

    /* it agrees with the legal list over random games, for every platform in front */
    s = malloc(sizeof *s);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    int yes = 0, no = 0;
    for (int game = 0; game < 8; game++) {
        game_params p;
        game_params_default(G, &p, 2 + game % 3);
        G->setup(s, &p, 900 + (uint64_t)game);
        rng_state rng;
        rng_seed(&rng, 3 + (uint64_t)game);
        for (int step = 0; step < 300 && !game_is_over(G, s); step++) {
            game_turn t = G->turn(s);
            for (int who = 0; who < s->players; who++)
                for (int id = 1; id <= MEGACITY_PLATFORMS; id++) {
                    if (s->plat[id - 1].where != MEGACITY_AT_HAND || s->plat[id - 1].owner != who)
                        continue;
                    bool ok = megacity_can_deliver(s, who, id, why, sizeof why);
                    assert_int_equal(ok, listed(s, who, id));
                    if (!ok) assert_true(why[0] != 0);
                    ok ? yes++ : no++;
                }
            int n = G->legal_actions(s, t.player, acts, GAME_MAX_ACTIONS);
            game_action a = acts[rng_below(&rng, (uint32_t)n)];
            /* a take lists each shape of a material: as often as one action, as before the
             * choice, so that random towers still get built */
            for (int again = 0; again < 12 && MEGACITY_KIND(a) == MEGACITY_A_MATERIAL; again++)
                a = acts[rng_below(&rng, (uint32_t)n)];
            assert_int_not_equal(G->apply(s, t.player, a, why, sizeof why), GAME_REFUSED);
        }
    }
    print_message("deliverable %d, refused %d\n", yes, no);
    assert_true(yes > 0 && no > 0);
    free(s), free(acts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_phrases),
        cmocka_unit_test(test_public_only),
        cmocka_unit_test(test_deliver_reason),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
