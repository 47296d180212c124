/* test_mycity_control.c: the board's control overlay draws the rules' mycity_control, and that is
 * what the score counts: over random games (every variant), at every move, each landmark's
 * controllers from mycity_control are exactly the seats its score lines pay, with its value; at the
 * end the parks likewise; and the access totals are the sums of the adjacent zones' values, each
 * worked out here from the rulebook's text (an independent check of mycity_zone_value). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/rng.h"
#include "games/game.h"
#include "games/mycity/rules/mycity.h"
#include <stdio.h>
#include <string.h>

extern const game_def mycity_game;
static const game_def *G = &mycity_game;
static game_action acts[GAME_MAX_ACTIONS];
static game_score sc;

static void new_game(mycity_state *s, int players, uint64_t seed, const char *const *opts)
{
    char why[GAME_REASON_LEN];
    game_params p;
    game_params_default(G, &p, players);
    for (int i = 0; opts && opts[i]; i++)
        assert_true(game_params_set(G, &p, opts[i], why, sizeof why));
    assert_true(game_validate(G, &p, why, sizeof why));
    G->setup(s, &p, seed);
}

/* A zone's access from the rulebook's words alone: "A Slum is worth -1 Access points. All Zone
 * counters adjacent to the Slum are worth -1 Access Points": its printed value, minus one per
 * adjacent slum, with no floor (issue 14: the rules once floored it at 0). */
static int access_of(const mycity_state *s, int z)
{
    if (s->sq_kind[z] == MYCITY_SLUM) return -1;
    mycity_bits nb;
    mycity_neighbours(s, z, &nb);
    int v = s->sq_item[z];
    for (int o = 0; o < s->nsq; o++)
        if (mycity_test(&nb, o) && s->sq_kind[o] == MYCITY_SLUM) v--;
    return v;
}

/* Access around sq summed square by square from the zones' values (no bit tricks). */
static void access_by_hand(const mycity_state *s, int sq, int acc[GAME_MAX_PLAYERS])
{
    mycity_bits nb;
    mycity_neighbours(s, sq, &nb);
    memset(acc, 0, sizeof(int) * GAME_MAX_PLAYERS);
    for (int z = 0; z < s->nsq; z++)
        if (mycity_test(&nb, z) && s->sq_kind[z] < MYCITY_KINDS) {
            assert_int_equal(mycity_zone_value(s, z), access_of(s, z));
            acc[s->sq_owner[z]] += access_of(s, z);
        }
}

/* The seats paid by the lines of group about square sq, and checks each pays `value`. */
static uint32_t paid(int group, int sq, int value, int *nlines)
{
    uint32_t who = 0;
    *nlines = 0;
    for (int i = 0; i < sc.nlines; i++) {
        const game_score_line *l = &sc.line[i];
        if (l->group != group || l->ref != sq) continue;
        ++*nlines;
        if (l->player < 0) {
            assert_int_equal(l->points, 0);
            continue;
        }
        assert_int_equal(l->points, value);
        who |= 1u << l->player;
    }
    return who;
}

static void check_position(const mycity_state *s)
{
    G->score(s, &sc);
    int acc[GAME_MAX_PLAYERS], mine[GAME_MAX_PLAYERS], n;
    for (int sq = 0; sq < s->nsq; sq++) {
        bool landmark = s->sq_kind[sq] == MYCITY_SQ_LANDMARK;
        bool park = s->opt[MYCITY_OPT_PARKS] && s->over && mycity_test(&s->empty, sq);
        if (!landmark && !park) continue;
        uint32_t who = mycity_control(s, sq, acc);
        access_by_hand(s, sq, mine);
        assert_memory_equal(acc, mine, sizeof acc);
        int best = 0;
        for (int p = 0; p < s->players; p++)
            if (acc[p] > best) best = acc[p];
        for (int p = 0; p < s->players; p++)
            assert_int_equal(!!(who & (1u << p)), best > 0 && acc[p] == best);
        if (landmark) {
            int value = mycity_set_of(s)->landmark[s->sq_item[sq]].value;
            assert_int_equal(paid(MYCITY_G_LANDMARKS, sq, value, &n), who);
            assert_int_equal(n, who ? __builtin_popcount(who) : 1); /* "nobody" is a line */
        } else {
            assert_int_equal(paid(MYCITY_G_PARKS, sq, 1, &n), who);
        }
    }
}

/* What the results walk-through lights for each score line is what the line counted: a zone
 * line's squares are the player's, in a row of at least MYCITY_LINE, as many as its text says; a
 * landmark line outlines its landmark; a type line outlines landmarks the player controls. */
static void check_lines_drawn(const mycity_state *s)
{
    G->score(s, &sc);
    for (int i = 0; i < sc.nlines; i++) {
        const game_score_line *l = &sc.line[i];
        mycity_bits hl, key;
        mycity_line_squares(s, l, &hl, &key);
        int nkey = 0, acc[GAME_MAX_PLAYERS];
        for (int sq = 0; sq < s->nsq; sq++) {
            if (!mycity_test(&key, sq)) continue;
            assert_true(mycity_test(&hl, sq));
            nkey++;
            if (l->group == MYCITY_G_LINES) assert_int_equal(s->sq_owner[sq], l->player);
            if (l->group == MYCITY_G_TYPES)
                assert_true(mycity_control(s, sq, acc) >> l->player & 1);
        }
        if (l->group == MYCITY_G_LANDMARKS || l->group == MYCITY_G_PARKS) {
            assert_int_equal(nkey, 1);
            assert_true(mycity_test(&key, l->ref));
        } else if (l->group == MYCITY_G_LINES) {
            int len = 0;
            assert_int_equal(sscanf(l->reason, "Line of %d", &len), 1);
            assert_true(len >= MYCITY_LINE && nkey >= len); /* two lines may start on one square */
        } else {
            assert_true(nkey >= 1);
        }
    }
}

static void test_control_is_the_score(void **st)
{
    (void)st;
    static const char *const combos[][6] = {
        {NULL},
        {"reduced=on", NULL},
        {"hex=on", "slums=on", "lines=on", NULL},
        {"random=on", "rezoning=on", NULL},
        {"dump=on", "parks=on", "types=on", NULL},
        {"map=10x10", "random=on", "slums=on", "parks=on", NULL},
        {"set=space", "rezoning=on", "lines=on", "parks=on", NULL},
    };
    rng_state r;
    rng_seed(&r, 2024);
    mycity_state s;
    int positions = 0;
    for (size_t o = 0; o < sizeof combos / sizeof combos[0]; o++)
        for (int g = 0; g < 12; g++) {
            new_game(&s, 2 + g % 5, 500 + (uint64_t)g, combos[o]);
            for (int moves = 0; G->turn(&s).phase != GAME_PHASE_OVER; moves++) {
                assert_true(moves < 2000);
                check_position(&s);
                positions++;
                game_turn t = G->turn(&s);
                int n = G->legal_actions(&s, t.player, acts, GAME_MAX_ACTIONS);
                assert_true(n > 0);
                char why[GAME_REASON_LEN] = "";
                if (G->apply(&s, t.player, acts[rng_below(&r, (uint32_t)n)], why, sizeof why) < 0)
                    fail_msg("legal refused: %s", why);
            }
            check_position(&s);
            check_lines_drawn(&s);
        }
    assert_true(positions > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_control_is_the_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
