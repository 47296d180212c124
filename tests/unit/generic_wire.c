/* generic_wire.c: a phone seat never receives another seat's hidden information (match/wire.h).
 *
 * Along random playouts of every game (default options, and every option drawn at random), before
 * each action and for every seat o, the test builds other worlds that o cannot tell from the real
 * one: the game's perturber (tests/<id>/perturb.c, written from the rules document: it changes
 * exactly what o may not see) and its determinize. The message the phone server would send o
 * (wire_seat_msg: its view, hand, legal actions, scores, turn) must be byte-for-byte the same in
 * every such world. Then the action is applied in each world too: where o's view after it is the
 * same as in the real world, the public log line of that action (wire_log_line: what every phone
 * and the shared screen read) must be the same as well, and o's next message with it. A message
 * that differs tells o something it could not know. Games without hidden information are checked
 * for well-formed messages only. */
#include "generic.h"

#include "core/json_load.h"
#include "match/wire.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WORLDS = 3 };

typedef struct wire_bufs {
    void *before, *after, *alt, *alt_after, *scratch, *va, *vb;
    long messages, worlds, lines;
} wire_bufs;

static const char *names[GAME_MAX_PLAYERS] = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo"};

static char *msg_for(const game_def *g, const void *state, int o, int players, const char *line,
                     wire_bufs *b)
{
    const char *log[1] = {line};
    wire_table t = {.seq = 7,
                    .players = players,
                    .react_ms = 1500,
                    .log = log,
                    .nlog = line && line[0] ? 1 : 0};
    memcpy(t.names, names, sizeof names);
    char *m = wire_seat_msg(g, state, o, &t, b->scratch);
    if (!m) fail_msg("%s: no message for seat %d", g->id, o + 1);
    return m;
}

/* The message is JSON the strict reader takes, and its view is the seat's. */
static void well_formed(const game_def *g, const char *m, int o)
{
    char why[WHY];
    cJSON *root = json_load_parse(m, strlen(m), why, sizeof why);
    if (!root) fail_msg("%s: seat %d's message is not strict JSON: %s", g->id, o + 1, why);
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(root, "seat");
    assert_true(cJSON_IsNumber(seat) && seat->valueint == o);
    assert_true(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(root, "game")));
    if (g->seat_json) assert_true(cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(root, "hand")));
    /* each action a button's words (action_label), seats named: none empty, none left as {N} */
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(root, "actions");
    const cJSON *labels = cJSON_GetObjectItemCaseSensitive(root, "labels");
    if (g->action_label && acts) {
        assert_true(cJSON_IsArray(labels));
        assert_int_equal(cJSON_GetArraySize(labels), cJSON_GetArraySize(acts));
        const cJSON *l;
        cJSON_ArrayForEach(l, labels)
        {
            if (!cJSON_IsString(l) || !l->valuestring[0] || strchr(l->valuestring, '{'))
                fail_msg("%s: seat %d has a button without words: %s", g->id, o + 1, m);
        }
    } else {
        assert_null(labels);
    }
    cJSON_Delete(root);
}

/* A world o cannot tell from b->before, in b->alt; false when the game has no such maker. */
static bool other_world(const game_def *g, wire_bufs *b, int o, int w, rng_state *r)
{
    memcpy(b->alt, b->before, g->state_size);
    perturb_fn perturb = generic_perturber(g);
    if (w % 2 == 0 && perturb) {
        perturb(b->alt, o, r);
        return true;
    }
    if (w % 2 == 1 && g->determinize) {
        rng_state r2;
        rng_seed(&r2, rng_next(r));
        g->determinize(b->alt, o, &r2);
        return true;
    }
    return false;
}

static void check_seat(const game_def *g, wire_bufs *b, int players, int s, game_action a, int o,
                       const char *line, rng_state *r, int step, uint64_t seed)
{
    char *real = msg_for(g, b->before, o, players, NULL, b);
    char *real_next = msg_for(g, b->after, o, players, line, b);
    b->messages += 2;
    if (step % 16 == 0) well_formed(g, real, o);
    g->view(b->after, o, b->va);
    char why[WHY], alt_line[WIRE_LOG_LINE];
    for (int w = 0; g->hidden_info && w < WORLDS * 2; w++) {
        if (!other_world(g, b, o, w, r)) continue;
        char *alt = msg_for(g, b->alt, o, players, NULL, b);
        b->worlds++;
        if (strcmp(real, alt) != 0)
            fail_msg("%s (seed %llu, step %d): seat %d's phone message depends on what it may not "
                     "see:\n real: %.600s\n other world: %.600s",
                     g->id, (unsigned long long)seed, step, o + 1, real, alt);
        free(alt);
        /* the same action there: where o sees the same outcome, o reads the same line */
        memcpy(b->alt_after, b->alt, g->state_size);
        if (g->apply(b->alt_after, s, a, why, sizeof why) == GAME_REFUSED) continue;
        g->view(b->alt_after, o, b->vb);
        if (memcmp(b->va, b->vb, g->state_size) != 0) continue; /* a reveal: o learns the world */
        wire_log_line(g, b->alt, b->alt_after, s, a, names, players, alt_line, sizeof alt_line);
        char *alt_next = msg_for(g, b->alt_after, o, players, alt_line, b);
        b->lines++;
        if (strcmp(line, alt_line) != 0 || strcmp(real_next, alt_next) != 0)
            fail_msg("%s (seed %llu, step %d): after seat %d's move, seat %d's phone reads what it "
                     "may not see:\n real: %s | %.500s\n other world: %s | %.500s",
                     g->id, (unsigned long long)seed, step, s + 1, o + 1, line, real_next, alt_line,
                     alt_next);
        free(alt_next);
    }
    free(real);
    free(real_next);
}

static void check_game(const game_def *g, uint64_t seed, int k, wire_bufs *b)
{
    rng_state r;
    rng_seed(&r, seed);
    game_params p;
    generic_params(g, k, &r, &p);
    g->setup(b->before, &p, seed);
    char why[WHY], line[WIRE_LOG_LINE];
    for (int step = 0; step < 300 && !game_is_over(g, b->before); step++) {
        game_turn t = g->turn(b->before);
        int s = actor(t, &r);
        game_action a;
        if (s < 0 || !game_random_action(g, b->before, s, &r, &a)) {
            if (!g->tick) return;
            g->tick(b->before);
            continue;
        }
        memcpy(b->after, b->before, g->state_size);
        assert_int_not_equal(g->apply(b->after, s, a, why, sizeof why), GAME_REFUSED);
        wire_log_line(g, b->before, b->after, s, a, names, p.players, line, sizeof line);
        for (int o = 0; o < p.players; o++)
            check_seat(g, b, p.players, s, a, o, line, &r, step, seed);
        memcpy(b->before, b->after, g->state_size);
    }
    for (int o = 0; o < p.players; o++) { /* the end, as every phone sees it */
        char *m = msg_for(g, b->before, o, p.players, NULL, b);
        well_formed(g, m, o);
        free(m);
    }
}

void test_wire_leaks_nothing(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        if (g->hidden_info && !generic_perturber(g) && !g->determinize)
            fail_msg("%s hides information but has neither a perturber nor determinize", g->id);
        size_t sz = g->state_size;
        wire_bufs b = {malloc(sz), malloc(sz), malloc(sz), malloc(sz), malloc(sz),
                       malloc(sz), malloc(sz), 0,          0,          0};
        int games = n_playouts() / 500 > 3 ? n_playouts() / 500 : 3;
        for (int k = 0; k < games; k++) check_game(g, 9300 + (uint64_t)k, k, &b);
        print_message("%s: %ld phone messages in %d games, %ld other worlds, %ld log lines "
                      "compared\n",
                      g->id, b.messages, games, b.worlds, b.lines);
        if (g->hidden_info) assert_true(b.worlds > 0 && b.lines > 0);
        free(b.before);
        free(b.after);
        free(b.alt);
        free(b.alt_after);
        free(b.scratch);
        free(b.va);
        free(b.vb);
    }
}
