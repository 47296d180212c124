/* test_megacity.c: MegaCity: Oceania rules: setup by player count, each standard action and its
 * refusals, hand limits, contract checks on towers settled by the physics from a position file,
 * city placement (Central Park first, contact, radius 3, parks, monuments), collapses, the end
 * of the game (last round, recycle or deliver, empty bag, simplified rules), final scoring with
 * rewards, penalty and tie-break, text forms, checked pose actions, random playouts and
 * determinism. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "games/megacity/rules/megacity.h"
#include <cjson/cJSON.h>
#include <math.h>
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

static game_apply_result act(megacity_state *s, int p, const char *text)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("\"%s\": %s", text, why);
    game_apply_result r = G->apply(s, p, a, why, sizeof why);
    if (r == GAME_REFUSED) fail_msg("\"%s\" refused: %s", text, why);
    return r;
}

/* The action reads but is refused, with a reason, leaving the state untouched. */
static void refused(megacity_state *s, int p, const char *text)
{
    char why[256] = "";
    game_action a;
    if (!G->action_from_text(s, text, &a, why, sizeof why)) fail_msg("\"%s\": %s", text, why);
    megacity_state *keep = malloc(sizeof *keep);
    memcpy(keep, s, sizeof *s);
    if (G->apply(s, p, a, why, sizeof why) != GAME_REFUSED) fail_msg("\"%s\" was accepted", text);
    assert_true(why[0] != 0);
    assert_memory_equal(keep, s, sizeof *s);
    free(keep);
}

static int total_elements(const megacity_state *s)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        n += s->bag[k] + s->ocean[k];
        for (int p = 0; p < s->players; p++) n += s->hand[p][k];
    }
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) n += s->plat[i].n;
    for (int c = 0; c < MEGACITY_CELLS; c++) n += s->monument[c] != 0;
    return n;
}

static int loose(const megacity_state *s, int p)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) n += s->hand[p][k];
    return n;
}

/* Moves platform id to p's hand, side up as given (the offer is refilled from the pile). */
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
    bool found = false;
    for (int t = 0; t < MEGACITY_TYPES; t++)
        for (int i = 0; i < s->ncol[t]; i++)
            if (s->col[t][i] == id) {
                memmove(s->col[t] + i, s->col[t] + i + 1, (size_t)(s->ncol[t] - i - 1));
                s->col[t][--s->ncol[t]] = 0;
                found = true;
            }
    if (!found && id <= MEGACITY_STANDARD_CONTRACTS) s->revealed++;
    for (int i = 0; i < 3; i++)
        if (!s->hold[p][i]) {
            s->hold[p][i] = (uint8_t)id;
            break;
        }
}

static void give_element(megacity_state *s, int p, int kind)
{
    assert_true(s->bag[kind] > 0);
    s->bag[kind]--;
    s->hand[p][kind]++;
}

static int K(const char *name)
{
    int k = megacity_parse_kind(name);
    assert_true(k >= 0);
    return k;
}

static int cell(int q, int r)
{
    int c = megacity_cell_index(q, r);
    assert_true(c >= 0);
    return c;
}

/* ---- setup ------------------------------------------------------------------------------- */
static void test_setup(void **st)
{
    (void)st;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            megacity_state *s = mk(players, 0, seed);
            int offer = 0;
            for (int o = 0; o < 3; o++) offer += s->offer[o] != 0;
            assert_int_equal(offer, 3);
            assert_int_equal(s->npile, MEGACITY_PLATFORMS - 3);
            int revealed = 0;
            for (int t = 0; t < MEGACITY_TYPES; t++) {
                assert_true(s->ncol[t] >= 2);
                revealed += s->ncol[t];
                for (int i = 0; i < s->ncol[t]; i++)
                    assert_int_equal(megacity_contracts[s->col[t][i] - 1].type, t);
            }
            assert_int_equal(revealed, players == 2 ? 12 : players == 3 ? 14 : 16);
            assert_int_equal(s->revealed, revealed);
            for (int p = 0; p < players; p++) assert_int_equal(loose(s, p), p);
            assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
            assert_int_equal(s->max_actions, players == 2 ? 3 : 2);
            assert_int_equal(s->active, 0);
            assert_int_equal(G->turn(s).mask, 1u);
            free(s);
        }
    char why[128];
    game_params p;
    game_params_default(G, &p, 5);
    assert_false(game_validate(G, &p, why, sizeof why));
    game_params_default(G, &p, 1);
    assert_false(game_validate(G, &p, why, sizeof why));
}

/* ---- standard actions ---------------------------------------------------------------------- */
static void test_standard_actions(void **st)
{
    (void)st;
    megacity_state *s = mk(3, 0, 5);
    char text[64];
    /* take contract: only the top of a column */
    int top = s->col[MEGACITY_PUBLIC][0], second = s->col[MEGACITY_PUBLIC][1];
    snprintf(text, sizeof text, "take contract %d", second);
    refused(s, 0, text);
    snprintf(text, sizeof text, "take contract %d", top);
    act(s, 0, text);
    assert_int_equal(s->hold[0][0], top);
    assert_int_equal(s->col[MEGACITY_PUBLIC][0], second);
    /* take platform: the offer refills from the pile */
    int id = s->offer[1], next = s->pile[0];
    snprintf(text, sizeof text, "take platform %d", id);
    assert_int_equal(act(s, 0, text), GAME_OK_BARRIER);
    assert_int_equal(s->plat[id - 1].where, MEGACITY_AT_HAND);
    assert_int_equal(s->offer[1], next);
    /* two actions with three players: the second ends the turn */
    assert_int_equal(s->active, 1);
    refused(s, 0, "draw"); /* not seat 0's turn any more */
    /* draw three, or one of a material */
    int before = loose(s, 1), bag_steel = 0;
    act(s, 1, "draw");
    assert_int_equal(loose(s, 1), before + 3);
    for (int k = MEGACITY_STEEL; k < MEGACITY_KINDS; k += MEGACITY_MATERIALS)
        bag_steel += s->bag[k];
    /* one element of a material: the player chooses which, among those left in the bag */
    int bar = K("steel:bar"), bars = s->bag[bar], held = s->hand[1][bar];
    s->bag[K("steel:arch")] = 0; /* none left: that shape cannot be taken */
    s->ocean[K("steel:arch")] = megacity_element_counts[MEGACITY_ARCH][MEGACITY_STEEL];
    bag_steel -= megacity_element_counts[MEGACITY_ARCH][MEGACITY_STEEL];
    char why[256];
    game_action a;
    assert_true(G->action_from_text(s, "take steel:arch", &a, why, sizeof why));
    assert_int_equal(G->apply(s, 1, a, why, sizeof why), GAME_REFUSED);
    assert_non_null(strstr(why, "steel:arch"));
    assert_false(G->action_from_text(s, "take steel", &a, why, sizeof why)); /* the old random */
    assert_non_null(strstr(why, "take steel:cube"));
    act(s, 1, "take steel:bar");
    assert_int_equal(s->bag[bar], bars - 1);
    assert_int_equal(s->hand[1][bar], held + 1);
    int steel = 0;
    for (int k = MEGACITY_STEEL; k < MEGACITY_KINDS; k += MEGACITY_MATERIALS) steel += s->bag[k];
    assert_int_equal(steel, bag_steel - 1);
    assert_int_equal(s->active, 2);
    /* renew: the offer goes under the pile, three new ones come up */
    uint8_t old[3];
    memcpy(old, s->offer, 3);
    act(s, 2, "renew");
    for (int o = 0; o < 3; o++) {
        assert_int_not_equal(s->offer[o], old[0]);
        assert_int_equal(s->pile[s->npile - 3 + o], old[o]);
    }
    /* reorder: the top card goes to the bottom of its column */
    int t0 = s->col[MEGACITY_INDUSTRIAL][0], n0 = s->ncol[MEGACITY_INDUSTRIAL];
    act(s, 2, "reorder industrial");
    assert_int_equal(s->col[MEGACITY_INDUSTRIAL][n0 - 1], t0);
    assert_int_equal(s->active, 0);
    /* building is free; a platform with elements cannot be turned over, an empty one can */
    int side = s->plat[id - 1].side;
    act(s, 0, "draw");
    int kind = -1;
    for (int k = 0; k < MEGACITY_KINDS && kind < 0; k++)
        if (s->hand[0][k]) kind = k;
    char kn[40];
    megacity_kind_name(kind, kn, sizeof kn);
    snprintf(text, sizeof text, "stack P%d %s", id, kn);
    act(s, 0, text);
    assert_int_equal(s->plat[id - 1].n, 1);
    assert_int_equal(s->active, 0);
    snprintf(text, sizeof text, "flip P%d", id);
    refused(s, 0, text);
    snprintf(text, sizeof text, "unbuild P%d 1", id);
    act(s, 0, text);
    assert_int_equal(s->plat[id - 1].n, 0);
    snprintf(text, sizeof text, "flip P%d", id);
    act(s, 0, text);
    assert_int_equal(s->plat[id - 1].side, side ^ 1);
    assert_int_equal(s->active, 1); /* the second action ended the turn */
    assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
    free(s);
}

static void test_hand_limits(void **st)
{
    (void)st;
    char text[64];
    megacity_state *s = mk(3, 0, 9);
    /* two contracts, two platforms (three each with two players) */
    give_contract(s, 0, s->col[MEGACITY_PUBLIC][0]);
    give_contract(s, 0, s->col[MEGACITY_COMMERCIAL][0]);
    snprintf(text, sizeof text, "take contract %d", s->col[MEGACITY_RESIDENTIAL][0]);
    refused(s, 0, text);
    give_platform(s, 0, s->offer[0], 0);
    give_platform(s, 0, s->offer[0], 0);
    snprintf(text, sizeof text, "take platform %d", s->offer[0]);
    refused(s, 0, text);
    free(s);
    s = mk(2, 0, 9);
    for (int i = 0; i < 2; i++) give_contract(s, 0, s->col[i][0]);
    snprintf(text, sizeof text, "take contract %d", s->col[MEGACITY_RESIDENTIAL][0]);
    act(s, 0, text);
    free(s);
    /* 15 elements: the excess goes back to the bag at the end of the turn */
    s = mk(3, 0, 3);
    for (int i = 0; i < 14; i++) give_element(s, 0, K(i % 2 ? "concrete:block" : "concrete:cube"));
    act(s, 0, "draw");
    act(s, 0, "end");
    assert_int_equal(s->phase, MEGACITY_PH_DISCARD);
    assert_int_equal(s->active, 0);
    refused(s, 0, "end");
    act(s, 0, "return concrete:cube");
    assert_int_equal(s->phase, MEGACITY_PH_DISCARD);
    act(s, 0, "return concrete:cube");
    assert_int_equal(s->phase, MEGACITY_PH_TURN);
    assert_int_equal(s->active, 1);
    assert_int_equal(megacity_front_count(s, 0), MEGACITY_HAND);
    assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
    free(s);
}

/* ---- contracts on towers settled by the physics ---------------------------------------- */
static megacity_state *load(const char *file)
{
    char path[512], why[256] = "";
    snprintf(path, sizeof path, "%s/tests/megacity/data/%s", CITYBOX_SOURCE_DIR, file);
    size_t len;
    char *text = fs_read_all(path, &len);
    assert_non_null(text);
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    megacity_state *s = malloc(sizeof *s);
    if (!G->load_position(s, j, why, sizeof why)) fail_msg("%s: %s", file, why);
    cJSON_Delete(j);
    free(text);
    return s;
}

/* Settles platform id's tower in a physics world and records the settled poses, as the app
 * does, through "move" actions. */
static void settle_tower(megacity_state *s, int p, int id)
{
    megacity_physics_desc d = megacity_phys_desc();
    megacity_physics_world *w = megacity_physics_create(&d);
    megacity_physics_add_platform(w);
    megacity_physics_tower t;
    megacity_snapshot(&s->plat[id - 1], &t);
    for (int i = 0; i < t.n; i++)
        assert_int_equal(
            megacity_physics_add_element(w, t.e[i].shape, t.e[i].material, t.e[i].pose), i);
    megacity_physics_settle(w, 2400);
    assert_true(megacity_physics_asleep(w));
    int ids[MEGACITY_PHYSICS_MAX_ELEMENTS];
    assert_int_equal(megacity_physics_fallen(w, ids, MEGACITY_PHYSICS_MAX_ELEMENTS), 0);
    for (int i = 0; i < t.n; i++) {
        megacity_physics_pose q = megacity_physics_element_pose(w, i);
        double deg = fmod(q.angle * 180.0 / 3.14159265358979323846 + 360.0, 360.0);
        char text[64];
        snprintf(text, sizeof text, "move P%d %d %.1f %.1f %.1f", id, i + 1, q.x * 1000, q.y * 1000,
                 deg >= 359.95 ? 0.0 : deg);
        act(s, p, text);
    }
    megacity_physics_destroy(w);
}

static void test_contract_on_settled_tower(void **st)
{
    (void)st;
    megacity_state *s = load("tower_public.json");
    char why[256];
    /* as written, the elements float 0.5 mm apart: not connected, not deliverable */
    assert_int_equal(s->plat[1].n, 3);
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_int_equal(s->plat[1].best, 0);
    refused(s, 0, "deliver P2 at 1,0");
    settle_tower(s, 0, 2);
    assert_true(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_int_equal(s->plat[1].best, 1);
    assert_int_equal(megacity_tower_floors(&s->plat[1]), 60);
    /* the other checks on the same tower */
    assert_false(megacity_check_contract(s, 2, 2, why, sizeof why)); /* 4 elements and a low arch */
    assert_false(megacity_check_contract(s, 2, 9, why, sizeof why)); /* industrial */
    /* flipping the platform is refused (not empty); a fourth element breaks "exactly 3" */
    refused(s, 0, "flip P2");
    act(s, 0, "build P2 concrete:cube -15.0 20.0 0.0");
    assert_int_equal(s->plat[1].best, 0);
    act(s, 0, "unbuild P2 4");
    assert_int_equal(s->plat[1].best, 1);
    /* the first platform must touch Central Park */
    refused(s, 0, "deliver P2 at 2,0");
    act(s, 0, "deliver P2 at 1,0");
    assert_true(s->done[0] & 1);
    assert_int_equal(s->hold[0][0], 0);
    assert_int_equal(s->plat[1].where, MEGACITY_AT_CITY);
    assert_int_equal(s->plat[1].floors, 60);
    assert_int_equal(s->tallest, 2);
    assert_int_equal(s->tokens[0], 1); /* tallest; steel and glass: not a single material */
    assert_int_equal(s->phase, MEGACITY_PH_POST);
    /* public building: a monument in Central Park for a token */
    refused(s, 0, "central glass:cube");
    act(s, 0, "central concrete:cube");
    assert_int_equal(s->tokens[0], 2);
    assert_int_equal(s->monument[MEGACITY_CENTRE], K("concrete:cube") + 1);
    assert_int_equal(s->active, 1);
    free(s);
}

/* Features and ports on hand-made towers, checked through the rules. */
static void test_contract_checks(void **st)
{
    (void)st;
    char why[256];
    megacity_state *s = mk(2, 0, 4);
    give_platform(s, 0, 2, 0); /* public; ports -30 0 30; vent -45 */
    give_contract(s, 0, 1);
    give_element(s, 0, K("steel:bar"));
    give_element(s, 0, K("steel:post"));
    give_element(s, 0, K("glass:cube"));
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    act(s, 0, "build P2 glass:cube 15.0 20.0 0.0");
    assert_true(megacity_check_contract(s, 2, 1, why, sizeof why));
    /* the bar off the ports: port 3 uncovered */
    act(s, 0, "move P2 1 -8.0 5.0 0.0");
    act(s, 0, "move P2 2 -8.0 35.0 0.0");
    act(s, 0, "move P2 3 7.0 20.0 0.0");
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_non_null(strstr(why, "port 3"));
    /* on the vent without the feature */
    act(s, 0, "move P2 1 -20.0 5.0 0.0");
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    /* off the platform: refused as a pose */
    refused(s, 0, "move P2 1 40.0 5.0 0.0");
    /* too low for contract 1 (40 floors) */
    act(s, 0, "move P2 1 0.0 5.0 0.0");
    act(s, 0, "move P2 2 -25.0 15.0 90.0"); /* the post lying on the bar: 20 floors */
    act(s, 0, "move P2 3 15.0 20.0 0.0");
    assert_false(megacity_check_contract(s, 2, 1, why, sizeof why));
    assert_non_null(strstr(why, "floors"));
    free(s);
}

/* ---- city placement ------------------------------------------------------------------------ */
static void test_city_placement(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    /* a simple contract-free check of the geometry */
    assert_int_equal(megacity_cell_index(0, 0), MEGACITY_CENTRE);
    assert_int_equal(megacity_cell_index(4, 0), -1);
    assert_int_equal(megacity_cell_index(2, 2), -1);
    assert_true(megacity_adjacent(cell(0, 0), cell(1, -1)));
    assert_false(megacity_adjacent(cell(0, 0), cell(1, 1)));
    /* deliverable public tower: contract 1 needs 3 elements and 40 floors */
    give_platform(s, 0, 2, 0);
    give_contract(s, 0, 1);
    for (const char *k = "steel:bar"; k; k = NULL) give_element(s, 0, K(k));
    give_element(s, 0, K("steel:post"));
    give_element(s, 0, K("steel:cube"));
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    act(s, 0, "build P2 steel:cube 15.0 20.0 0.0");
    assert_int_equal(s->plat[1].best, 1);
    char text[64];
    game_action acts[GAME_MAX_ACTIONS];
    int n = G->legal_actions(s, 0, acts, GAME_MAX_ACTIONS);
    int deliveries = 0;
    for (int i = 0; i < n; i++) deliveries += MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER;
    assert_int_equal(deliveries, 6); /* the six cells around Central Park */
    refused(s, 0, "deliver P2 at 0,0");
    refused(s, 0, "deliver P2 at 2,-1");
    assert_false(G->action_from_text(s, "deliver P2 at 4,0", &acts[0], text, sizeof text));
    act(s, 0, "deliver P2 at 1,0");
    assert_int_equal(s->tokens[0], 2); /* tallest + single material (all steel) */
    /* the park: next to the platform just delivered, never next to another park */
    refused(s, 0, "park at 0,1");  /* next to Central Park */
    refused(s, 0, "park at -1,0"); /* not next to the new platform */
    act(s, 0, "park at 2,-1");
    assert_int_equal(s->cell[cell(2, -1)], MEGACITY_PARK0 + 0);
    assert_int_equal(s->active, 1);
    /* seat 1: a delivery must touch a tile; then a monument in the park next to it */
    give_platform(s, 1, 5, 0); /* industrial side: ports -10 15 40, vent -35 */
    give_contract(s, 1, 9);    /* industrial, 3+, 40 floors, no concrete */
    give_element(s, 1, K("glass:bar"));
    give_element(s, 1, K("glass:post"));
    give_element(s, 1, K("glass:cube"));
    give_element(s, 1, K("glass:small_cube"));
    act(s, 1, "build P5 glass:bar 15.0 5.0 0.0");
    act(s, 1, "build P5 glass:post 15.0 35.0 0.0");
    act(s, 1, "build P5 glass:cube 30.0 20.0 0.0");
    assert_int_equal(s->plat[4].best, 9);
    refused(s, 1, "deliver P5 at 3,-3"); /* touches nothing */
    act(s, 1, "deliver P5 at 3,-2");     /* next to the park */
    assert_int_equal(s->tokens[1], 1);   /* single material; 60 floors is not taller than 60 */
    assert_int_equal(s->tallest, 2);
    refused(s, 1, "monument at 2,-1 glass:cube"); /* not in front of seat 1 any more */
    act(s, 1, "monument at 2,-1 glass:small_cube");
    assert_int_equal(s->monument[cell(2, -1)], K("glass:small_cube") + 1);
    assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
    /* both buildings touch the park with a monument: one point each at the end */
    game_score sc;
    G->score(s, &sc);
    int parks[2] = {0, 0};
    for (int i = 0; i < sc.nlines; i++)
        if (sc.line[i].player >= 0 && strstr(sc.line[i].reason, "monument"))
            parks[sc.line[i].player] += sc.line[i].points;
    assert_int_equal(parks[0], 1);
    assert_int_equal(parks[1], 1);
    free(s);
}

/* ---- collapses ----------------------------------------------------------------------------- */
static megacity_state *with_tower(void)
{
    megacity_state *s = mk(2, 0, 8);
    give_platform(s, 0, 2, 0);
    give_contract(s, 0, 1);
    give_element(s, 0, K("steel:bar"));
    give_element(s, 0, K("steel:post"));
    give_element(s, 0, K("glass:cube"));
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    act(s, 0, "build P2 glass:cube 15.0 20.0 0.0");
    assert_int_equal(s->plat[1].best, 1);
    return s;
}

static void test_collapse(void **st)
{
    (void)st;
    /* during the slide: everything back to the owner, platform too; the turn is over */
    megacity_state *s = with_tower();
    act(s, 0, "deliver P2 at 1,0 fell 2-3");
    assert_int_equal(s->plat[1].where, MEGACITY_AT_HAND);
    assert_int_equal(s->plat[1].n, 0);
    assert_int_equal(loose(s, 0), 3);
    assert_int_equal(s->hold[0][0], 1);
    assert_int_equal(s->done[0], 0);
    assert_int_equal(s->active, 1);
    assert_int_equal(s->tokens[0], 0);
    free(s);
    /* after it reached the city: delivered, then fallen elements leave the game, the rest go
     * back to the bag */
    s = with_tower();
    int bag_bar = s->bag[K("steel:bar")];
    act(s, 0, "deliver P2 at 1,0 collapsed 2-3");
    assert_true(s->done[0] & 1);
    assert_int_equal(s->plat[1].where, MEGACITY_AT_CITY);
    assert_int_equal(s->plat[1].n, 0);
    assert_int_equal(s->plat[1].floors, 0);
    assert_int_equal(s->ocean[K("steel:post")], 1);
    assert_int_equal(s->ocean[K("glass:cube")], 1);
    assert_int_equal(s->bag[K("steel:bar")], bag_bar + 1);
    assert_int_equal(s->tallest, 0);
    assert_int_equal(s->tokens[0], 0);
    assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
    assert_int_equal(s->phase, MEGACITY_PH_POST);
    /* a mask past the tower, or a corrupted checked word, is refused */
    free(s);
    s = with_tower();
    refused(s, 0, "deliver P2 at 1,0 fell 4");
    game_action a;
    char why[128];
    assert_true(G->action_from_text(s, "deliver P2 at 1,0 fell 1", &a, why, sizeof why));
    for (int b = 0; b < 64; b++)
        assert_int_equal(G->apply(s, 0, a ^ (1ull << b), why, sizeof why), GAME_REFUSED);
    free(s);
}

/* A build word with any one bit flipped, or plus one, is refused. */
static void test_checked_poses(void **st)
{
    (void)st;
    megacity_state *s = with_tower();
    act(s, 0, "unbuild P2 3");
    game_action a;
    char why[128];
    assert_true(G->action_from_text(s, "build P2 glass:cube 15.0 20.0 0.0", &a, why, sizeof why));
    for (int b = 0; b < 64; b++)
        assert_int_equal(G->apply(s, 0, a ^ (1ull << b), why, sizeof why), GAME_REFUSED);
    assert_int_equal(G->apply(s, 0, a + 1, why, sizeof why), GAME_REFUSED);
    assert_int_equal(G->apply(s, 0, a - 1, why, sizeof why), GAME_REFUSED);
    assert_int_not_equal(G->apply(s, 0, a, why, sizeof why), GAME_REFUSED);
    megacity_pose_act p = {24, MEGACITY_KINDS - 1, -MEGACITY_X_MAX, MEGACITY_Y_MAX,
                           MEGACITY_A_MAX - 1},
                      q;
    assert_true(megacity_decode_pose(megacity_encode_pose(MEGACITY_A_BUILD, &p), &q));
    assert_memory_equal(&p, &q, sizeof p);
    free(s);
}

/* ---- end of the game ----------------------------------------------------------------------- */
/* Marks every revealed standard contract realised by seat 1 but the one p holds. */
static void all_but_one(megacity_state *s, int keep)
{
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        for (int i = 0; i < s->ncol[t]; i++)
            if (s->col[t][i] != keep) s->done[1] |= 1ull << (s->col[t][i] - 1);
        memset(s->col[t], 0, sizeof s->col[t]);
        s->ncol[t] = 0;
    }
    s->exc_open = 1;
}

static void test_end_game(void **st)
{
    (void)st;
    megacity_state *s = with_tower(); /* contract 1 in hand, deliverable */
    all_but_one(s, 1);
    give_element(s, 0, K("glass:cube"));
    act(s, 0, "deliver P2 at 1,0");
    assert_int_equal(s->end_stage, 1);
    act(s, 0, "end");
    /* one more full turn each, exceptional contracts only without a standard one */
    assert_int_equal(s->active, 1);
    act(s, 1, "take contract 33");
    refused(s, 1, "take contract 34"); /* one exceptional at a time */
    act(s, 1, "end");
    assert_int_equal(s->active, 0);
    act(s, 0, "draw");
    act(s, 0, "end");
    /* then recycle or deliver, once each, starting with the next player */
    assert_int_equal(s->phase, MEGACITY_PH_FINAL);
    assert_int_equal(s->active, 1);
    refused(s, 1, "draw");
    act(s, 1, "recycle");
    assert_int_equal(s->tokens[1], 1);
    assert_int_equal(loose(s, 1), 0);
    assert_int_equal(s->active, 0);
    int left = megacity_front_count(s, 0);
    assert_true(left >= 4);
    act(s, 0, "recycle");
    assert_int_equal(G->turn(s).phase, GAME_PHASE_OVER);
    assert_int_equal(megacity_front_count(s, 0), 0);
    assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
    free(s);

    /* simplified rules: the game stops at once */
    s = mk(2, 1, 8);
    give_platform(s, 0, 2, 0);
    give_contract(s, 0, 1);
    give_element(s, 0, K("steel:bar"));
    give_element(s, 0, K("steel:post"));
    give_element(s, 0, K("steel:cube"));
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 steel:post 0.0 35.0 0.0");
    act(s, 0, "build P2 steel:cube 15.0 20.0 0.0");
    all_but_one(s, 1);
    s->exc_open = 0;
    act(s, 0, "deliver P2 at 1,0");
    assert_int_equal(G->turn(s).phase, GAME_PHASE_OVER);
    assert_int_equal(s->tokens[0], 0); /* no prestige tokens in the simplified game */
    free(s);

    /* the bag runs dry: the others play a last turn, then the final choices */
    s = mk(3, 0, 2);
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        s->ocean[k] += s->bag[k];
        s->bag[k] = 0;
    }
    act(s, 0, "draw");
    assert_int_equal(s->end_stage, 1);
    refused(s, 0, "draw");
    s->bag[K("glass:cube")] = 1; /* an element back in the bag: still no drawing */
    s->ocean[K("glass:cube")]--;
    refused(s, 0, "take glass:cube");
    act(s, 0, "end");
    act(s, 1, "end");
    act(s, 2, "end");
    assert_int_equal(s->phase, MEGACITY_PH_FINAL);
    assert_int_equal(s->active, 0);
    act(s, 0, "recycle");
    act(s, 1, "recycle");
    act(s, 2, "recycle");
    assert_int_equal(G->turn(s).phase, GAME_PHASE_OVER);
    free(s);
}

/* ---- scoring ------------------------------------------------------------------------------- */
static int lines_of(const game_score *sc, int p, const char *what)
{
    int v = 0;
    for (int i = 0; i < sc->nlines; i++)
        if (sc->line[i].player == p && strstr(sc->line[i].reason, what)) v += sc->line[i].points;
    return v;
}

static void test_scoring(void **st)
{
    (void)st;
    megacity_state *s = mk(3, 0, 1);
    memset(s->hand, 0, sizeof s->hand);
    /* seat 0: one contract of each type (1, 9, 17, 25: 1+1+2+2) -> diversity */
    s->done[0] = (1ull << 0) | (1ull << 8) | (1ull << 16) | (1ull << 24);
    /* seat 1: contract 8 (public, 5) and 16 (industrial, 5) */
    s->done[1] = (1ull << 7) | (1ull << 15);
    /* seat 2: contract 24 (commercial, 6) and 32 (residential 5) and 25 (2): tied residential?
     * no: 5 + 2 = 7 residential vs seat 0's 2 */
    s->done[2] = (1ull << 23) | (1ull << 31) | (1ull << 24);
    s->tokens[0] = 3;
    /* a tallest building of seat 1 */
    s->plat[0].where = MEGACITY_AT_CITY;
    s->plat[0].owner = 1;
    s->plat[0].floors = 90;
    s->plat[0].cell = (uint8_t)cell(1, 0);
    s->cell[cell(1, 0)] = 1;
    s->tallest = 1;
    /* seat 2 holds 7 elements: -3 */
    s->hand[2][0] = 7;
    game_score sc;
    G->score(s, &sc);
    assert_int_equal(lines_of(&sc, 0, "Contract"), 6);
    assert_int_equal(lines_of(&sc, 0, "Diversity"), 3);
    assert_int_equal(lines_of(&sc, 0, "tokens"), 3);
    assert_int_equal(sc.total[0], 12);
    assert_int_equal(lines_of(&sc, 1, "Specialisation"), 4); /* public and industrial */
    assert_int_equal(lines_of(&sc, 1, "Tallest"), 3);
    assert_int_equal(sc.total[1], 17);
    assert_int_equal(lines_of(&sc, 2, "Specialisation"), 4); /* commercial and residential */
    assert_int_equal(lines_of(&sc, 2, "left over"), -3);
    assert_int_equal(sc.total[2], 13 + 4 - 3);
    assert_int_equal(sc.rank[1], 1);
    assert_int_equal(sc.winners, 2u);
    /* a tie on specialisation gives nobody the reward: public 5 (contract 8) against 4 + 1 */
    s->done[0] &= ~1ull;
    s->done[1] &= ~(1ull << 7);
    s->done[1] |= (1ull << 6) | 1ull;
    s->done[2] |= 1ull << 7;
    G->score(s, &sc);
    assert_int_equal(lines_of(&sc, 1, "Specialisation reward: Public"), 0);
    assert_int_equal(lines_of(&sc, 2, "Specialisation reward: Public"), 0);
    assert_int_equal(lines_of(&sc, 1, "Specialisation reward: Industrial"), 2);
    /* tie on totals: the tied player with the taller own building wins */
    memset(s, 0, sizeof *s);
    s->players = 2;
    s->done[0] = 1ull << 7;  /* public 5 */
    s->done[1] = 1ull << 15; /* industrial 5 */
    s->plat[3] = (megacity_plat){.where = MEGACITY_AT_CITY, .owner = 1, .floors = 50};
    s->plat[4] = (megacity_plat){.where = MEGACITY_AT_CITY, .owner = 0, .floors = 40};
    G->score(s, &sc);
    assert_int_equal(sc.total[0], sc.total[1]);
    assert_int_equal(sc.rank[1], 1);
    assert_int_equal(sc.rank[0], 2);
    s->plat[4].floors = 50; /* a true tie */
    G->score(s, &sc);
    assert_int_equal(sc.rank[0], 1);
    assert_int_equal(sc.rank[1], 1);
    assert_int_equal(sc.winners, 3u);
    /* simplified: rewards by buildings, -2 without the park */
    s->simplified = 1;
    s->park_placed[0] = 1;
    G->score(s, &sc);
    assert_int_equal(lines_of(&sc, 1, "Park"), -2);
    assert_int_equal(lines_of(&sc, 0, "Park"), 0);
    assert_int_equal(lines_of(&sc, 0, "Specialisation"), 3);
    free(s);
}

/* The final choice "deliver": an exceptional contract only, one try. */
static void test_final_exceptional(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 8);
    give_platform(s, 0, 2, 0); /* public; ports -30 0 30; vent -45 */
    give_contract(s, 0, 33);   /* public, 10+, 160 floors, high arch + no overhang */
    give_element(s, 0, K("steel:bar"));
    give_element(s, 0, K("glass:window"));
    give_element(s, 0, K("steel:post"));
    static const char *cubes[] = {"steel", "concrete", "glass"};
    for (int i = 0; i < 8; i++) {
        char k[40];
        snprintf(k, sizeof k, "%s:small_cube", cubes[i % 3]);
        give_element(s, 0, K(k));
    }
    s->end_stage = 2; /* as if the last standard contract had just been realised */
    s->phase = MEGACITY_PH_FINAL;
    act(s, 0, "build P2 steel:bar 0.0 5.0 0.0");
    act(s, 0, "build P2 glass:window 0.0 25.0 0.0");
    for (int i = 0; i < 8; i++) {
        char t[64];
        snprintf(t, sizeof t, "build P2 %s:small_cube 0.0 %d.0 0.0", cubes[i % 3], 45 + 10 * i);
        act(s, 0, t);
    }
    char why[256];
    assert_false(megacity_check_contract(s, 2, 33, why, sizeof why)); /* 10 elements, 120 floors */
    assert_non_null(strstr(why, "floors"));
    act(s, 0, "build P2 steel:post 0.0 145.0 0.0");
    if (!megacity_check_contract(s, 2, 33, why, sizeof why)) fail_msg("%s", why);
    assert_int_equal(s->plat[1].best, 33);
    refused(s, 0, "draw");
    act(s, 0, "deliver P2 at 0,1");
    assert_true(s->done[0] >> 32 & 1);
    assert_int_equal(s->phase, MEGACITY_PH_POST);
    act(s, 0, "end");
    assert_int_equal(s->active, 1);
    assert_int_equal(s->phase, MEGACITY_PH_FINAL);
    refused(s, 1, "deliver P2 at 1,0");
    act(s, 1, "recycle");
    assert_int_equal(G->turn(s).phase, GAME_PHASE_OVER);
    game_score sc;
    G->score(s, &sc);
    assert_int_equal(lines_of(&sc, 0, "Contract 33"), 6);
    assert_int_equal(lines_of(&sc, 0, "Tallest"), 3);
    free(s);
}

/* ---- text forms ---------------------------------------------------------------------------- */
static void test_text(void **st)
{
    (void)st;
    megacity_state *s = mk(2, 0, 3);
    static const char *forms[] = {"end",
                                  "take contract 12",
                                  "take platform 7",
                                  "draw",
                                  "take glass:arch",
                                  "flip P7",
                                  "renew",
                                  "reorder residential",
                                  "stack P3 steel:cube",
                                  "stack P3 concrete:post turned",
                                  "unbuild P3 2",
                                  "deliver P4 at 1,-2 for 12",
                                  "deliver P4 at 1,-2 for 9 fell 1-3,5",
                                  "deliver P24 at -3,3 for 33 collapsed 1,3,5,7,9,11,13,15",
                                  "toppled P4",
                                  "park at 0,2",
                                  "monument at -1,2 glass:window",
                                  "central steel:small_arch",
                                  "return concrete:block",
                                  "recycle",
                                  "build P3 steel:cube -12.5 10.0 90.0",
                                  "build P24 concrete:small_cube -61.0 800.0 359.9",
                                  "move P3 2 0.0 35.0 0.0"};
    char why[256], back[GAME_ACTION_TEXT];
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        game_action a;
        if (!G->action_from_text(s, forms[i], &a, why, sizeof why))
            fail_msg("%s: %s", forms[i], why);
        int len = G->action_to_text(s, a, back, sizeof back);
        assert_true(len > 0 && len < GAME_ACTION_TEXT);
        assert_string_equal(back, forms[i]);
    }
    static const char *bad[] = {"take contract 40",
                                "flip 7",
                                "stack P3 steel:dome",
                                "deliver P4 at 4,0",
                                "deliver P4 at 1,0 fell 16",
                                "build P3 steel:cube 70.0 10.0 0",
                                "build P3 steel:cube 1.25 1 0",
                                "move P3 0 1 1 1",
                                "park 0,1",
                                "take wood",
                                "take glass",
                                "take glass:dome",
                                "deliver P4 at 1,0 for 37",
                                "deliver P4 at 1,0 for",
                                "toppled 4",
                                "reorder houses"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        game_action a;
        why[0] = 0;
        if (G->action_from_text(s, bad[i], &a, why, sizeof why)) fail_msg("read \"%s\"", bad[i]);
        assert_true(why[0] != 0);
    }
    /* angles read modulo a turn */
    game_action a, b;
    assert_true(G->action_from_text(s, "build P3 steel:cube 1 2 -90", &a, why, sizeof why));
    assert_true(G->action_from_text(s, "build P3 steel:cube 1.0 2.0 270.0", &b, why, sizeof why));
    assert_true(a == b);
    free(s);
}

/* ---- random playouts and determinism --------------------------------------------------------- */
static uint64_t playout(int players, int simplified, uint64_t seed, int *steps, int *deliveries)
{
    megacity_state *s = mk(players, simplified, seed);
    rng_state r;
    rng_seed(&r, seed * 31 + 7);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    char why[256];
    *steps = 0;
    while (G->turn(s).phase != GAME_PHASE_OVER) {
        assert_true(*steps < 20000);
        int p = G->turn(s).player;
        int n = G->legal_actions(s, p, acts, GAME_MAX_ACTIONS);
        assert_true(n > 0);
        /* prefer deliveries, so that random games reach the end by contracts too */
        game_action pick = acts[rng_below(&r, (uint32_t)n)];
        for (int i = 0; i < n; i++)
            if (MEGACITY_KIND(acts[i]) == MEGACITY_A_DELIVER) pick = acts[i];
        if (MEGACITY_KIND(pick) == MEGACITY_A_DELIVER) (*deliveries)++;
        assert_int_not_equal(G->apply(s, p, pick, why, sizeof why), GAME_REFUSED);
        assert_int_equal(total_elements(s), MEGACITY_ELEMENTS);
        (*steps)++;
    }
    uint64_t h = game_hash(G, s);
    game_score sc;
    G->score(s, &sc);
    assert_true(sc.winners != 0);
    free(acts);
    free(s);
    return h;
}

static void test_playouts(void **st)
{
    (void)st;
    int deliveries = 0, longest = 0;
    for (int k = 0; k < 60; k++) {
        int steps, d = 0;
        uint64_t h = playout(2 + k % 3, k % 5 == 4, (uint64_t)k + 1, &steps, &d);
        deliveries += d;
        if (steps > longest) longest = steps;
        int steps2, d2 = 0;
        assert_true(playout(2 + k % 3, k % 5 == 4, (uint64_t)k + 1, &steps2, &d2) == h);
        assert_int_equal(steps, steps2);
    }
    print_message("60 random games: %d deliveries, longest %d actions\n", deliveries, longest);
    assert_true(deliveries > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_standard_actions),
        cmocka_unit_test(test_hand_limits),
        cmocka_unit_test(test_contract_on_settled_tower),
        cmocka_unit_test(test_contract_checks),
        cmocka_unit_test(test_city_placement),
        cmocka_unit_test(test_collapse),
        cmocka_unit_test(test_checked_poses),
        cmocka_unit_test(test_end_game),
        cmocka_unit_test(test_scoring),
        cmocka_unit_test(test_final_exceptional),
        cmocka_unit_test(test_text),
        cmocka_unit_test(test_playouts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
