/* test_template.c: "Stone pile"'s rules and bots, the tests a new game copies with its folder:
 * set-up, each refusal and its reason, a card's draw as a barrier, what a view hides, the score
 * lines adding up to the totals, the text forms, the position file read back to the same game,
 * and the bots: the last stones taken when they can be, the same choice for the same seed, a
 * legal action when stopped at once, and hard stronger than easy and normal over whole games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ai.h"
#include "games/game.h"
#include "games/template/bot/template_bot.h"
#include "games/template/rules/template.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

extern const game_def template_game;
static const game_def *G = &template_game;

static void new_game(template_state *s, uint64_t seed, const char *opt)
{
    game_params p;
    char why[GAME_REASON_LEN];
    game_params_default(G, &p, 2);
    if (opt) assert_true(game_params_set(G, &p, opt, why, sizeof why));
    assert_true(game_validate(G, &p, why, sizeof why));
    G->setup(s, &p, seed);
}

/* A position from its file text (the format template_load_position documents). */
static void position(template_state *s, const char *text)
{
    char why[GAME_REASON_LEN] = "";
    cJSON *j = cJSON_Parse(text);
    assert_non_null(j);
    bool ok = G->load_position(s, j, why, sizeof why);
    cJSON_Delete(j);
    if (!ok) fail_msg("position refused: %s", why);
}

static void refused(template_state *s, int player, game_action a, const char *reason)
{
    char why[GAME_REASON_LEN] = "";
    template_state before = *s;
    assert_int_equal(G->apply(s, player, a, why, sizeof why), GAME_REFUSED);
    assert_string_equal(why, reason);
    assert_memory_equal(&before, s, sizeof before); /* a refused move changes nothing */
}

static void test_setup(void **unused)
{
    (void)unused;
    template_state s;
    new_game(&s, 7, NULL);
    assert_int_equal(s.pile, 21);
    assert_int_equal(s.bonus, TEMPLATE_LAST_BONUS);
    assert_int_equal(s.deck_n, TEMPLATE_DECK - 4);
    int count[4] = {0};
    for (int p = 0; p < 2; p++) {
        assert_int_equal(s.hand_n[p], 2);
        assert_true(s.hand[p][0] <= s.hand[p][1]); /* sorted: equal hands are equal bytes */
        for (int i = 0; i < 2; i++) count[s.hand[p][i]]++;
    }
    for (int i = 0; i < s.deck_n; i++) count[s.deck[i]]++;
    for (int v = 1; v <= 3; v++) assert_int_equal(count[v], TEMPLATE_PER_VALUE);
    game_turn t = G->turn(&s);
    assert_int_equal(t.phase, GAME_PHASE_TURN);
    assert_int_equal(t.player, 0);
}

static void test_options(void **unused)
{
    (void)unused;
    game_params p;
    char why[GAME_REASON_LEN] = "";
    game_params_default(G, &p, 2);
    assert_true(game_params_set(G, &p, "bonus=0", why, sizeof why));
    assert_true(game_params_set(G, &p, "stones=10", why, sizeof why));
    assert_false(game_validate(G, &p, why, sizeof why));
    assert_string_equal(why, "Without the last stone bonus, start with 12 stones or more.");
    assert_false(game_params_set(G, &p, "stones=41", why, sizeof why)); /* out of the table */
}

static void test_refusals(void **unused)
{
    (void)unused;
    template_state s;
    position(&s, "{\"pile\":2,\"to_move\":0,\"taken\":[10,9],\"hands\":[[1,3],[2,2]],"
                 "\"deck\":[1]}");
    refused(&s, 1, template_act(TEMPLATE_ACT_TAKE, 1), "It is not your turn.");
    refused(&s, 0, template_act(TEMPLATE_ACT_TAKE, 3), "You may take 1 or 2 stones.");
    refused(&s, 0, template_act(TEMPLATE_ACT_PLAY, 2), "You do not hold that card.");
    refused(&s, 0, template_act(TEMPLATE_ACT_PLAY, 3), "Only 2 stones are left.");
    refused(&s, 0, template_act(7, 1), "That is not a move of this game.");
    game_action acts[8];
    assert_int_equal(G->legal_actions(&s, 0, acts, 8), 3); /* take 1, take 2, play 1 */
    assert_int_equal(G->legal_actions(&s, 1, acts, 8), 0);
}

static void test_card_draw_is_a_barrier(void **unused)
{
    (void)unused;
    template_state s;
    char why[GAME_REASON_LEN];
    position(&s, "{\"pile\":9,\"hands\":[[1,3],[2]],\"deck\":[2]}");
    assert_int_equal(G->apply(&s, 0, template_act(TEMPLATE_ACT_PLAY, 3), why, sizeof why),
                     GAME_OK_BARRIER);
    assert_int_equal(s.pile, 5);
    assert_int_equal(s.taken[0], 4);
    assert_int_equal(s.hand_n[0], 2); /* the 2 drawn from the deck */
    assert_int_equal(s.hand[0][0], 1);
    assert_int_equal(s.hand[0][1], 2);
    assert_int_equal(s.deck_n, 0);
    assert_int_equal(G->apply(&s, 1, template_act(TEMPLATE_ACT_PLAY, 2), why, sizeof why),
                     GAME_OK); /* the deck is empty: nothing drawn, nothing revealed */
    assert_int_equal(s.hand_n[1], 0);
}

static void test_view_hides(void **unused)
{
    (void)unused;
    template_state s, v;
    new_game(&s, 11, NULL);
    G->view(&s, 0, &v);
    assert_memory_equal(v.hand[0], s.hand[0], sizeof s.hand[0]);
    for (int i = 0; i < 2; i++) assert_int_equal(v.hand[1][i], 0);
    for (int i = 0; i < TEMPLATE_DECK; i++) assert_int_equal(v.deck[i], 0);
    assert_int_equal(v.deck_n, s.deck_n); /* counts are public */
}

static void test_score_lines_add_up(void **unused)
{
    (void)unused;
    template_state s;
    char why[GAME_REASON_LEN];
    position(&s, "{\"pile\":2,\"to_move\":1,\"taken\":[10,9],\"hands\":[[],[]],\"deck\":[]}");
    assert_int_equal(G->apply(&s, 1, template_act(TEMPLATE_ACT_TAKE, 2), why, sizeof why), GAME_OK);
    assert_int_equal(G->turn(&s).phase, GAME_PHASE_OVER);
    game_score sc;
    G->score(&s, &sc);
    int sum[2] = {0};
    for (int i = 0; i < sc.nlines; i++) sum[sc.line[i].player] += sc.line[i].points;
    assert_int_equal(sum[0], sc.total[0]);
    assert_int_equal(sum[1], sc.total[1]);
    assert_int_equal(sc.total[0], 10);
    assert_int_equal(sc.total[1], 11 + TEMPLATE_LAST_BONUS);
    assert_int_equal(sc.winners, 2u);
    assert_int_equal(sc.rank[0], 2);
    assert_string_equal(sc.line[sc.nlines - 1].reason, "Took the last stone");
}

static void test_text_forms(void **unused)
{
    (void)unused;
    template_state s;
    new_game(&s, 3, NULL);
    char buf[32], why[GAME_REASON_LEN];
    game_action a = 0;
    G->action_to_text(&s, template_act(TEMPLATE_ACT_PLAY, 3), buf, sizeof buf);
    assert_string_equal(buf, "play 3");
    assert_true(G->action_from_text(&s, "take 2", &a, why, sizeof why));
    assert_int_equal(a, template_act(TEMPLATE_ACT_TAKE, 2));
    assert_false(G->action_from_text(&s, "jump 3", &a, why, sizeof why));
    assert_string_equal(why,
                        "\"jump 3\" is not a move: write \"take 1\", \"take 2\" or \"play 3\".");
}

static void test_position_round_trip(void **unused)
{
    (void)unused;
    template_state s, back;
    char why[GAME_REASON_LEN];
    new_game(&s, 5, NULL);
    assert_int_not_equal(G->apply(&s, 0, template_act(TEMPLATE_ACT_TAKE, 2), why, sizeof why),
                         GAME_REFUSED);
    cJSON *j = G->save_position(&s);
    assert_non_null(j);
    assert_true(G->load_position(&back, j, why, sizeof why));
    cJSON_Delete(j);
    memset(&s.rng, 0, sizeof s.rng); /* the position file does not carry the generator */
    back.moves = s.moves;            /* nor the count of moves */
    assert_memory_equal(&s, &back, sizeof s);
}

static game_action bot(const template_state *s, ai_level level, uint64_t seed)
{
    template_state v;
    ai_stop stop;
    G->view(s, s->to_move, &v);
    ai_stop_init(&stop, NULL, level, NULL);
    return template_bot_choose(&v, s->to_move, level, seed, &stop);
}

static void test_bot_takes_the_last_stones(void **unused)
{
    (void)unused;
    template_state s;
    /* 3 left: playing the 2 takes all three and the bonus; taking 2 would leave the last one */
    position(&s, "{\"pile\":3,\"taken\":[8,10],\"hands\":[[2,3],[1,1]],\"deck\":[1,1]}");
    for (ai_level l = AI_NORMAL; l <= AI_HARD; l++)
        assert_int_equal(bot(&s, l, 1), template_act(TEMPLATE_ACT_PLAY, 2));
    /* ai_choose hands the template's decisions to its own bot: the same action for a seed */
    template_state v;
    G->view(&s, 0, &v);
    assert_int_equal(ai_choose(G, &v, 0, AI_HARD, NULL, 9, NULL), bot(&s, AI_HARD, 9));
}

static void test_bot_stopped_is_legal(void **unused)
{
    (void)unused;
    template_state s, v;
    new_game(&s, 21, NULL);
    G->view(&s, 0, &v);
    atomic_int cancel = 1;
    ai_stop stop;
    ai_stop_init(&stop, NULL, AI_HARD, &cancel);
    game_action a = template_bot_choose(&v, 0, AI_HARD, 4, &stop);
    char why[GAME_REASON_LEN];
    assert_int_not_equal(G->apply(&s, 0, a, why, sizeof why), GAME_REFUSED);
    assert_int_equal(template_bot_choose(&v, 1, AI_HARD, 4, NULL), AI_NO_ACTION); /* not 1's turn */
}

/* One game, seat 0 at level a and seat 1 at level b; the winners' mask. */
static unsigned play_game(uint64_t seed, ai_level a, ai_level b)
{
    template_state s;
    char why[GAME_REASON_LEN];
    new_game(&s, seed, NULL);
    for (int guard = 0; G->turn(&s).phase != GAME_PHASE_OVER; guard++) {
        assert_true(guard < 100);
        game_action act = bot(&s, s.to_move == 0 ? a : b, seed * 131 + (uint64_t)s.moves);
        assert_int_not_equal(G->apply(&s, s.to_move, act, why, sizeof why), GAME_REFUSED);
    }
    game_score sc;
    G->score(&s, &sc);
    return sc.winners;
}

/* Wins (a shared win a half) of level a against level b over 20 deals, each from both seats. */
static double match(ai_level a, ai_level b)
{
    double wins = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        unsigned w0 = play_game(seed, a, b), w1 = play_game(seed, b, a);
        wins += (w0 & 1u ? (w0 == 3u ? 0.5 : 1.0) : 0.0) + (w1 & 2u ? (w1 == 3u ? 0.5 : 1.0) : 0.0);
    }
    return wins;
}

static void test_bot_strength(void **unused)
{
    (void)unused;
    double hard_easy = match(AI_HARD, AI_EASY), hard_normal = match(AI_HARD, AI_NORMAL),
           normal_easy = match(AI_NORMAL, AI_EASY);
    print_message("of 40: hard-easy %.1f, hard-normal %.1f, normal-easy %.1f\n", hard_easy,
                  hard_normal, normal_easy);
    /* measured 30.5, 25.5 and 22 (deterministic: the same every run); the cards' luck keeps the
     * margins modest, a broken search falls to half */
    assert_true(hard_easy >= 27);
    assert_true(hard_normal >= 22);
    assert_true(normal_easy >= 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_card_draw_is_a_barrier),
        cmocka_unit_test(test_view_hides),
        cmocka_unit_test(test_score_lines_add_up),
        cmocka_unit_test(test_text_forms),
        cmocka_unit_test(test_position_round_trip),
        cmocka_unit_test(test_bot_takes_the_last_stones),
        cmocka_unit_test(test_bot_stopped_is_legal),
        cmocka_unit_test(test_bot_strength),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
