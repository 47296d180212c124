/* test_wire.c: the phone seats' messages (match/wire.h). The strict parser takes exactly the four
 * kinds of message a phone sends and refuses everything else with a reason (the libFuzzer harness
 * fuzz_wire feeds it the rest); a seat's message carries its hand, and its legal actions only
 * while it may act, each of which the rules read back. That no message carries another seat's
 * secret is generic_wire.c's, over random playouts of every game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/json_load.h"
#include "games/infinitecity/rules/infinitecity.h"
#include "games/registry.h"
#include "match/wire.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TOKEN "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ012-_89"

static bool parse(const char *text, wire_in *in, char *why)
{
    return wire_parse(text, strlen(text), in, why, 160);
}

static void test_good_messages(void **st)
{
    (void)st;
    wire_in in;
    char why[160];
    assert_int_equal(strlen(TOKEN), WIRE_TOKEN_LEN);
    assert_true(parse("{\"t\":\"hello\",\"token\":\"" TOKEN "\"}", &in, why));
    assert_int_equal(in.kind, WIRE_IN_HELLO);
    assert_string_equal(in.token, TOKEN);
    assert_true(parse(" {\"seq\": 12, \"a\": \"play never 2\", \"t\": \"act\"} ", &in, why));
    assert_int_equal(in.kind, WIRE_IN_ACT);
    assert_string_equal(in.act, "play never 2");
    assert_int_equal(in.seq, 12);
    assert_true(parse("{\"t\":\"lang\",\"lang\":\"fr\"}", &in, why));
    assert_string_equal(in.lang, "fr");
    assert_true(parse("{\"t\":\"ping\"}", &in, why));
    assert_int_equal(in.kind, WIRE_IN_PING);
    assert_true(parse("{\"t\":\"join\",\"code\":\"004217\"}", &in, why));
    assert_int_equal(in.kind, WIRE_IN_JOIN);
    assert_string_equal(in.code, "004217");
    assert_true(parse("{\"t\":\"act\",\"a\":\"pose \\u00e9glise\",\"seq\":0}", &in, why));
    assert_string_equal(in.act, "pose \xc3\xa9glise");
}

static void test_bad_messages(void **st)
{
    (void)st;
    static const struct {
        const char *text, *why; /* a part of the reason */
    } bad[] = {
        {"", "empty"},
        {"[1,2]", "not a JSON object"},
        {"\"hello\"", "not a JSON object"},
        {"{\"t\":\"hello\"", "not valid JSON"},
        {"{\"t\":\"ping\"} x", "not valid JSON"},
        {"{}", "\"t\" is not a string"},
        {"{\"t\":7}", "\"t\" is not a string"},
        {"{\"t\":\"quit\"}", "unknown kind \"quit\""},
        {"{\"t\":\"hello\"}", "\"token\" is missing"},
        {"{\"t\":\"ping\",\"x\":1}", "does not have"},
        {"{\"t\":\"hello\",\"token\":\"" TOKEN "\",\"seat\":0}", "does not have"},
        {"{\"t\":\"ping\",\"t\":\"ping\"}", "appears twice"},
        {"{\"t\":\"hello\",\"token\":\"abc\"}", "43 base64url"},
        {"{\"t\":\"hello\",\"token\":\"" TOKEN "a\"}", "too long"},
        {"{\"t\":\"hello\",\"token\":\"abcdefghijklmnopqrstuvwxyzABCDEFGHIJ012+/89\"}",
         "43 base64url"},
        {"{\"t\":\"hello\",\"token\":43}", "not a string"},
        {"{\"t\":\"act\",\"a\":\"\",\"seq\":1}", "empty"},
        {"{\"t\":\"act\",\"a\":\"take\\u0000 2\",\"seq\":1}", "control character"},
        {"{\"t\":\"act\",\"a\":\"take\\u001b[31m\",\"seq\":1}", "control character"},
        {"{\"t\":\"act\",\"a\":\"take 2\"}", "\"seq\" is missing"},
        {"{\"t\":\"act\",\"a\":\"take 2\",\"seq\":-1}", "not a whole number"},
        {"{\"t\":\"act\",\"a\":\"take 2\",\"seq\":2.5}", "not a whole number"},
        {"{\"t\":\"act\",\"a\":\"take 2\",\"seq\":\"3\"}", "not a whole number"},
        {"{\"t\":\"act\",\"a\":\"take 2\",\"seq\":1e300}", "not a whole number"},
        {"{\"t\":\"act\",\"a\":[\"take\"],\"seq\":1}", "\"a\" is not a string"},
        {"{\"t\":\"act\",\"a\":"
         "\"0123456789012345678901234567890123456789012345678901234567890123\","
         "\"seq\":1}",
         "too long"},
        {"{\"t\":\"lang\",\"lang\":\"de\"}", "neither en nor fr"},
        {"{\"t\":\"lang\",\"lang\":null}", "not a string"},
        {"{\"t\":\"join\",\"code\":\"12345\"}", "not six digits"},
        {"{\"t\":\"join\",\"code\":\"12 345\"}", "not six digits"},
        {"{\"t\":\"join\",\"code\":\"1234567\"}", "too long"},
        {"{\"t\":\"join\",\"code\":123456}", "not a string"},
        {"{\"t\":\"join\",\"code\":\"123456\",\"token\":\"x\"}", "does not have"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wire_in in;
        char why[160];
        memset(&in, 0x5a, sizeof in);
        if (parse(bad[i].text, &in, why)) fail_msg("taken: %s", bad[i].text);
        if (!strstr(why, bad[i].why))
            fail_msg("%s: the reason \"%s\" lacks \"%s\"", bad[i].text, why, bad[i].why);
        wire_in zero;
        memset(&zero, 0, sizeof zero);
        assert_memory_equal(&in, &zero, sizeof in); /* nothing half-read survives */
    }
    /* too long, whatever it holds; a NUL inside */
    char big[WIRE_MAX_IN + 2];
    memset(big, ' ', sizeof big);
    memcpy(big, "{\"t\":\"ping\"}", 12);
    wire_in in;
    char why[160];
    assert_true(wire_parse(big, WIRE_MAX_IN, &in, why, sizeof why));
    assert_false(wire_parse(big, WIRE_MAX_IN + 1, &in, why, sizeof why));
    assert_non_null(strstr(why, "longer than 512"));
    assert_false(wire_parse("{\"t\":\"ping\"}\0{}", 15, &in, why, sizeof why));
}

/* A two-player game of id set up from seed: its state and a scratch state, both to free(). */
static const game_def *start(const char *id, uint64_t seed, game_params *p, void **s,
                             void **scratch)
{
    const game_def *g = game_find(id);
    assert_non_null(g);
    game_params_default(g, p, 2);
    *s = malloc(g->state_size);
    *scratch = malloc(g->state_size);
    g->setup(*s, p, seed);
    return g;
}

/* Fun City, two seats: each seat's message has its own hand; the legal actions only on its turn,
 * and each one of them the rules read back and take. */
static void test_seat_message(void **st)
{
    (void)st;
    game_params p;
    void *s, *scratch;
    const game_def *g = start("funcity", 42, &p, &s, &scratch);
    const char *log[] = {"Ann: rolls a 4"};
    wire_table t = {
        .seq = 3, .names = {"Ann", "Bob"}, .players = 2, .react_ms = -1, .log = log, .nlog = 1};
    game_turn turn = g->turn(s);
    for (int seat = 0; seat < 2; seat++) {
        char *m = wire_seat_msg(g, s, seat, &t, scratch), why[160];
        assert_non_null(m);
        cJSON *root = json_load_parse(m, strlen(m), why, sizeof why);
        assert_non_null(root);
        assert_int_equal(cJSON_GetObjectItem(root, "seq")->valueint, 3);
        assert_string_equal(cJSON_GetArrayItem(cJSON_GetObjectItem(root, "log"), 0)->valuestring,
                            "Ann: rolls a 4");
        const cJSON *cards = cJSON_GetObjectItem(cJSON_GetObjectItem(root, "hand"), "cards");
        int n = 0;
        for (const cJSON *c = cards ? cards->child : NULL; c; c = c->next)
            n += cJSON_GetObjectItem(c, "n")->valueint;
        assert_int_equal(n, 3); /* a MAD hand of three, the seat's own */
        const cJSON *acts = cJSON_GetObjectItem(root, "actions");
        bool mine = turn.mask >> seat & 1;
        assert_true(cJSON_IsBool(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "turn"), "mine")));
        if (!mine) assert_null(acts);
        for (const cJSON *a = mine ? acts->child : NULL; a; a = a->next) {
            game_action act;
            void *c = malloc(g->state_size);
            memcpy(c, s, g->state_size);
            assert_true(g->action_from_text(c, a->valuestring, &act, why, sizeof why));
            assert_int_not_equal(g->apply(c, seat, act, why, sizeof why), GAME_REFUSED);
            free(c);
        }
        if (mine) assert_true(cJSON_GetArraySize(acts) > 0);
        cJSON_Delete(root);
        free(m);
    }
    assert_null(wire_seat_msg(g, s, 2, &t, scratch)); /* no such seat */
    char *r = wire_refused_msg("Not \"now\": wait");
    assert_string_equal(r, "{\"t\":\"refused\",\"why\":\"Not \\\"now\\\": wait\"}");
    free(r);
    free(s);
    free(scratch);
}

/* Infinite City's page draws the city from its message: every tile at its place, a face-down one
 * unnamed, the tokens of each seat; the seat placing a tile is told which and what to do, the other
 * seat neither; every spot it may choose is a free cell its actions name; the seats' colours. */
static void test_city_message(void **st)
{
    (void)st;
    game_params p;
    infinitecity_state *s;
    void *scratch;
    const game_def *g = start("infinitecity", 7, &p, (void **)&s, &scratch);
    char why[160];
    int cur = s->cur, k = 0;
    while (k < INFINITECITY_KINDS && !s->hand[cur][k]) k++;
    assert_true(k < INFINITECITY_KINDS);
    assert_int_not_equal(
        g->apply(s, cur, infinitecity_act(INFINITECITY_OP_PLAY, k, 0, 0), why, sizeof why),
        GAME_REFUSED);
    assert_int_equal(s->step, INFINITECITY_ST_PLACE);
    wire_table t = {.seq = 1,
                    .names = {"Ann", "Bob"},
                    .colors = {"#e07a1f", "#3a7bd5"},
                    .players = 2,
                    .react_ms = -1};
    for (int seat = 0; seat < 2; seat++) {
        char *m = wire_seat_msg(g, s, seat, &t, scratch);
        assert_non_null(m);
        cJSON *root = json_load_parse(m, strlen(m), why, sizeof why);
        assert_non_null(root);
        const cJSON *colors = cJSON_GetObjectItem(root, "colors");
        assert_int_equal(cJSON_GetArraySize(colors), 2);
        assert_string_equal(cJSON_GetArrayItem(colors, 1)->valuestring, "#3a7bd5");
        const cJSON *hand = cJSON_GetObjectItem(root, "hand"),
                    *city = cJSON_GetObjectItem(hand, "city");
        int tiles = 0;
        for (int i = 0; i < s->hi; i++) tiles += s->kind[i] != INFINITECITY_NONE;
        assert_true(tiles > 0);
        assert_int_equal(cJSON_GetArraySize(city), tiles);
        for (const cJSON *c = city->child; c; c = c->next) {
            int x = cJSON_GetArrayItem(c, 0)->valueint, y = cJSON_GetArrayItem(c, 1)->valueint;
            int slot = infinitecity_at(s, x, y);
            assert_true(slot >= 0);
            const char *name = cJSON_GetArrayItem(c, 2)->valuestring;
            if (s->up[slot])
                assert_string_equal(name, infinitecity_kinds[s->kind[slot]].name);
            else
                assert_string_equal(name, "");
            const cJSON *tok = cJSON_GetArrayItem(c, 3);
            assert_int_equal(cJSON_GetArraySize(tok), 2);
            for (int q = 0; q < 2; q++)
                assert_int_equal(cJSON_GetArrayItem(tok, q)->valueint, s->tok[slot][q]);
        }
        const cJSON *held = cJSON_GetObjectItem(hand, "held"),
                    *prompt = cJSON_GetObjectItem(hand, "prompt");
        if (seat != cur) {
            assert_null(held);
            assert_null(prompt);
            assert_null(cJSON_GetObjectItem(root, "actions"));
        } else {
            assert_string_equal(held->valuestring, infinitecity_kinds[k].name);
            assert_string_equal(prompt->valuestring,
                                "Choose a spot next to the city for the tile.");
            const cJSON *acts = cJSON_GetObjectItem(root, "actions");
            assert_true(cJSON_GetArraySize(acts) > 0);
            for (const cJSON *a = acts->child; a; a = a->next) {
                int x, y;
                assert_int_equal(sscanf(a->valuestring, "place %d,%d", &x, &y), 2);
                assert_int_equal(infinitecity_at(s, x, y), -1); /* a free cell */
            }
            char want[80];
            snprintf(want, sizeof want, "Put %s at ", infinitecity_kinds[k].name);
            const cJSON *label = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "labels"), 0);
            assert_memory_equal(label->valuestring, want, strlen(want));
        }
        cJSON_Delete(root);
        free(m);
    }
    t.colors[0] = NULL; /* a table without colours sends none */
    char *m = wire_seat_msg(g, s, 0, &t, scratch);
    assert_null(strstr(m, "\"colors\""));
    free(m);
    free(s);
    free(scratch);
}

/* The end as the shared screen scores it: a handicap's points in the scores, the winners. */
static void test_end_message(void **st)
{
    (void)st;
    game_params p;
    void *s, *scratch;
    const game_def *g = start("infinitecity", 3, &p, &s, &scratch);
    game_action acts[GAME_MAX_ACTIONS];
    char why[160];
    for (int k = 0; k < 5000 && !game_is_over(g, s); k++) {
        game_turn turn = g->turn(s);
        int seat = turn.player;
        assert_true(g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS) > 0);
        assert_int_not_equal(g->apply(s, seat, acts[0], why, sizeof why), GAME_REFUSED);
    }
    assert_true(game_is_over(g, s));
    game_score raw, with;
    g->score(s, &raw);
    p.handicap[1] = 3;
    game_score_handicaps(g, &p, s, &with);
    wire_table t = {.seq = 1, .names = {"Ann", "Bob"}, .players = 2, .params = &p, .react_ms = -1};
    char *m = wire_seat_msg(g, s, 0, &t, scratch);
    cJSON *root = json_load_parse(m, strlen(m), why, sizeof why);
    assert_non_null(root);
    const cJSON *sc = cJSON_GetObjectItem(root, "scores"),
                *w = cJSON_GetObjectItem(root, "winners");
    assert_int_equal(cJSON_GetArrayItem(sc, 0)->valueint, raw.total[0]);
    assert_int_equal(cJSON_GetArrayItem(sc, 1)->valueint, raw.total[1] + 6); /* +2 a level */
    uint32_t sent = 0;
    for (const cJSON *i = w->child; i; i = i->next) sent |= 1u << i->valueint;
    assert_true(sent != 0);
    assert_int_equal(sent, with.winners);
    cJSON_Delete(root);
    free(m);
    free(s);
    free(scratch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_messages), cmocka_unit_test(test_bad_messages),
        cmocka_unit_test(test_seat_message),  cmocka_unit_test(test_city_message),
        cmocka_unit_test(test_end_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
