/* test_position_files.c: the position writers (game_def.save_position) of My City, Mad City,
 * MegaCity and the template game. Every position file the project ships for them (tests/<id>/data,
 * the rules pages' figures, the fuzz seeds that load) is loaded, written again and loaded back
 * to an equal game: the same score line for line, the same turn, the same legal actions for
 * every seat (MegaCity: the same score, and the same end; its positions leave the offer, the
 * pile and the contract columns to the setup), and a second writing gives the same text. MegaCity's
 * loader reads what a game that ended needs ("over", and the tallest building marker where play
 * left it after a collapse), refusing a marker play cannot leave; its numbers are whole (the strict
 * reader's rule). The end states of self-play are generic_positions.c's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fsutil.h"
#include "core/json_load.h"
#include "core/rng.h"
#include "games/game.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static game_action acts_a[GAME_MAX_ACTIONS], acts_b[GAME_MAX_ACTIONS];

static bool load(const game_def *g, const char *text, void *state, char *why, size_t n)
{
    cJSON *j = json_load_parse(text, strlen(text), why, n);
    if (!j) return false;
    memset(state, 0, g->state_size);
    bool ok = g->load_position(state, j, why, n);
    cJSON_Delete(j);
    return ok;
}

static char *written(const game_def *g, const void *state)
{
    cJSON *o = g->save_position(state);
    assert_non_null(o);
    char *t = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    assert_non_null(t);
    return t;
}

/* a and b are the same game as far as anyone can tell: score, turn, legal actions (full), or the
 * same score and the same end (not full: a MegaCity position names the hands and the city, and
 * leaves the offer, the pile, the contract columns and a turn's phase to the setup). */
static void same_game(const game_def *g, const void *a, const void *b, const char *what, bool full)
{
    static game_score sa, sb;
    g->score(a, &sa);
    g->score(b, &sb);
    assert_int_equal(sa.players, sb.players);
    assert_int_equal(sa.nlines, sb.nlines);
    for (int i = 0; i < sa.nlines; i++) {
        if (sa.line[i].player != sb.line[i].player || sa.line[i].points != sb.line[i].points ||
            strcmp(sa.line[i].reason, sb.line[i].reason) != 0)
            fail_msg("%s: score line %d: \"%s\" %+d for %d, then \"%s\" %+d for %d", what, i,
                     sa.line[i].reason, sa.line[i].points, sa.line[i].player, sb.line[i].reason,
                     sb.line[i].points, sb.line[i].player);
    }
    for (int p = 0; p < sa.players; p++) {
        assert_int_equal(sa.total[p], sb.total[p]);
        assert_int_equal(sa.rank[p], sb.rank[p]);
    }
    assert_int_equal(sa.winners, sb.winners);
    if (!full && g->turn(a).phase != GAME_PHASE_OVER) {
        assert_int_not_equal(g->turn(b).phase, GAME_PHASE_OVER);
        return;
    }
    game_turn ta = g->turn(a), tb = g->turn(b);
    if (ta.phase != tb.phase || ta.player != tb.player || ta.mask != tb.mask)
        fail_msg("%s: turn %d/%d/%#x, then %d/%d/%#x", what, ta.phase, ta.player, ta.mask, tb.phase,
                 tb.player, tb.mask);
    for (int p = 0; p < sa.players; p++) {
        int na = g->legal_actions(a, p, acts_a, GAME_MAX_ACTIONS);
        int nb = g->legal_actions(b, p, acts_b, GAME_MAX_ACTIONS);
        if (na != nb || memcmp(acts_a, acts_b, sizeof acts_a[0] * (size_t)na) != 0)
            fail_msg("%s: seat %d has %d legal actions, then %d", what, p, na, nb);
    }
}

/* One file: loaded (when the game's loader takes it), written, loaded back, written again. */
static bool round_trip(const game_def *g, const char *path, bool full)
{
    size_t len = 0;
    char *text = fs_read_all(path, &len), why[GAME_REASON_LEN];
    assert_non_null(text);
    void *a = malloc(g->state_size), *b = malloc(g->state_size);
    bool loaded = load(g, text, a, why, sizeof why);
    if (loaded) {
        char *w1 = written(g, a);
        if (!load(g, w1, b, why, sizeof why))
            fail_msg("%s: its written position does not load: %s\n%s", path, why, w1);
        same_game(g, a, b, path, full);
        char *w2 = written(g, b);
        if (strcmp(w1, w2) != 0) fail_msg("%s: written twice, two texts:\n%s\n%s", path, w1, w2);
        free(w1);
        free(w2);
    }
    free(a);
    free(b);
    free(text);
    return loaded;
}

static int walk(const game_def *g, const char *dir, bool must_load, bool full)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 6 || strcmp(e->d_name + l - 5, ".json") != 0) continue;
        if (!must_load && strncmp(e->d_name, g->id, strlen(g->id)) != 0) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len = 0;
        char *t = fs_read_all(path, &len);
        bool position = t && !strstr(t, "\"log\"");
        free(t);
        if (!position) continue; /* a save, not a position */
        bool ok = round_trip(g, path, full);
        if (must_load && !ok) fail_msg("%s no longer loads", path);
        n += ok;
    }
    closedir(d);
    return n;
}

static void test_shipped_positions_write_and_load_back(void **st)
{
    (void)st;
    static const struct {
        const char *id;
        bool full; /* a position in the middle of a game reads back whole */
    } games[] = {{"mycity", true}, {"madcity", true}, {"megacity", false}, {"template", true}};
    for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
        const game_def *g = game_find(games[i].id);
        bool full = games[i].full;
        assert_non_null(g);
        assert_non_null(g->save_position);
        char dir[512];
        int n = 0;
        snprintf(dir, sizeof dir, "%s/tests/%s/data", CITYBOX_SOURCE_DIR, g->id);
        n += walk(g, dir, true, full);
        snprintf(dir, sizeof dir, "%s/data/rules/%s/figures", CITYBOX_SOURCE_DIR, g->id);
        n += walk(g, dir, true, full);
        snprintf(dir, sizeof dir, "%s/tests/fuzz/seeds/position", CITYBOX_SOURCE_DIR);
        n += walk(g, dir, false, full);
        print_message("%s: %d position files written and loaded back\n", g->id, n);
        assert_true(n >= 1);
    }
}

/* ---- positions in the middle of a game (template, My City: their files say everything) --------
 */
static void test_games_in_progress_write_and_load_back(void **st)
{
    (void)st;
    static const char *const ids[] = {"mycity", "template"};
    for (size_t gi = 0; gi < sizeof ids / sizeof *ids; gi++) {
        const game_def *g = game_find(ids[gi]);
        void *s = malloc(g->state_size), *b = malloc(g->state_size);
        char why[GAME_REASON_LEN], what[96];
        int checked = 0;
        for (int k = 0; k < 40; k++) {
            rng_state r;
            rng_seed(&r, 77 + (uint64_t)k);
            game_params p;
            int span = g->max_players - g->min_players + 1;
            game_params_default(g, &p, g->min_players + k % span);
            for (int i = 0; i < g->n_options && k % 2; i++) { /* odd games: options at random */
                game_params q = p;
                const game_option_def *o = &g->options[i];
                int n = o->kind == GAME_OPT_BOOL  ? 2
                        : o->kind == GAME_OPT_INT ? o->max - o->min + 1
                                                  : o->max + 1;
                q.opt[i] = (o->kind == GAME_OPT_INT ? o->min : 0) + (int)rng_below(&r, (uint32_t)n);
                if (game_validate(g, &q, why, sizeof why)) p = q;
            }
            g->setup(s, &p, 500 + (uint64_t)k);
            for (int step = 0; g->turn(s).phase != GAME_PHASE_OVER && step < 400; step++) {
                if (step % 3 == 0) { /* a position every few moves */
                    char *w = written(g, s);
                    if (!load(g, w, b, why, sizeof why))
                        fail_msg("%s, game %d, move %d: does not load: %s\n%s", g->id, k, step, why,
                                 w);
                    snprintf(what, sizeof what, "%s, game %d, move %d", g->id, k, step);
                    same_game(g, s, b, what, true);
                    free(w);
                    checked++;
                }
                game_action a;
                int seat = g->turn(s).player;
                assert_true(game_random_action(g, s, seat, &r, &a));
                assert_int_not_equal(g->apply(s, seat, a, why, sizeof why), GAME_REFUSED);
            }
        }
        print_message("%s: %d positions of games in progress written and loaded back\n", g->id,
                      checked);
        free(s);
        free(b);
    }
}

/* ---- MegaCity: what an ended game needs --------------------------------------------------- */
static const char *CITY =
    "{\"game\":\"megacity\",\"players\":2,%s\"city\":["
    "{\"id\":3,\"side\":\"A\",\"at\":[0,-1],\"owner\":0,\"tower\":[[\"concrete:block\",0,10,0]]},"
    "{\"id\":5,\"side\":\"A\",\"at\":[1,-1],\"owner\":1,\"tower\":[[\"concrete:block\",0,10,0],"
    "[\"concrete:block\",0,30,0],[\"concrete:block\",0,50,0]]},"
    "{\"id\":6,\"side\":\"A\",\"at\":[-1,0],\"owner\":1,\"tower\":[]}]}";

static bool mega(const char *extra, void *s, char *why, size_t n)
{
    char text[2048];
    snprintf(text, sizeof text, CITY, extra);
    return load(game_find("megacity"), text, s, why, n);
}

static void test_megacity_ended_games(void **st)
{
    (void)st;
    const game_def *g = game_find("megacity");
    void *s = malloc(g->state_size);
    char why[GAME_REASON_LEN];
    static game_score sc;
    assert_true(mega("", s, why, sizeof why));
    assert_int_not_equal(g->turn(s).phase, GAME_PHASE_OVER);
    g->score(s, &sc);
    bool tallest_to_1 = false; /* the three blocks: the tallest, owner 1 */
    for (int i = 0; i < sc.nlines; i++)
        tallest_to_1 |= strstr(sc.line[i].reason, "Tallest") && sc.line[i].player == 1;
    assert_true(tallest_to_1);
    /* a game that ended */
    assert_true(mega("\"over\":true,", s, why, sizeof why));
    assert_int_equal(g->turn(s).phase, GAME_PHASE_OVER);
    for (int p = 0; p < 2; p++)
        assert_int_equal(g->legal_actions(s, p, acts_a, GAME_MAX_ACTIONS), 0);
    /* the marker where play left it, or nowhere */
    assert_true(mega("\"tallest\":5,", s, why, sizeof why));
    assert_true(mega("\"tallest\":0,", s, why, sizeof why));
    g->score(s, &sc);
    for (int i = 0; i < sc.nlines; i++) assert_null(strstr(sc.line[i].reason, "Tallest"));
    /* where play cannot leave it: a collapsed building, a hand, under a taller one */
    assert_false(mega("\"tallest\":6,", s, why, sizeof why));
    assert_non_null(strstr(why, "whose building stands in the city"));
    assert_false(mega("\"tallest\":9,", s, why, sizeof why));
    assert_false(mega("\"tallest\":3,", s, why, sizeof why));
    assert_non_null(strstr(why, "Platform 5's building is taller than platform 3's"));
    assert_false(mega("\"tallest\":2.5,", s, why, sizeof why));
    /* a collapsed building listed first never takes the marker (it did before) */
    char text[1024];
    snprintf(text, sizeof text,
             "{\"game\":\"megacity\",\"players\":2,\"city\":[{\"id\":6,\"at\":[-1,0],\"owner\":1,"
             "\"tower\":[]}]}");
    assert_true(load(g, text, s, why, sizeof why));
    g->score(s, &sc);
    for (int i = 0; i < sc.nlines; i++) assert_null(strstr(sc.line[i].reason, "Tallest"));
    /* whole numbers */
    const char *bad[] = {
        "{\"game\":\"megacity\",\"players\":2.5}",
        "{\"game\":\"megacity\",\"players\":2,\"active\":0.5}",
        "{\"game\":\"megacity\",\"players\":2,\"city\":[{\"id\":3,\"at\":[0.5,-1],\"owner\":0}]}",
        "{\"game\":\"megacity\",\"players\":2,\"city\":[{\"id\":3.5,\"at\":[0,-1],\"owner\":0}]}",
        "{\"game\":\"megacity\",\"players\":2,\"city\":[{\"id\":3,\"at\":[0,-1],\"owner\":0.5}]}",
        "{\"game\":\"megacity\",\"players\":2,\"city\":[{\"park\":1.5,\"at\":[0,-1]}]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        if (load(g, bad[i], s, why, sizeof why)) fail_msg("accepted: %s", bad[i]);
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_positions_write_and_load_back),
        cmocka_unit_test(test_games_in_progress_write_and_load_back),
        cmocka_unit_test(test_megacity_ended_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
