/* generic_positions.c: every end of self-play is a position file that loads back. For each game,
 * games of `citybox selfplay` (the command line's own loop: real-time games through the match's
 * table and their racers, turn-based ones through ai_choose) at several player counts, option
 * sets and bot levels (random, easy, normal at their default budgets; hard too with a playout
 * budget) are saved, replayed from their saves, and their final state written with the game's
 * save_position; the text goes through the strict reader and the game's load_position, and the
 * loaded game must score exactly as the match did (every total, rank and winner), be over, and
 * offer nobody an action. A game without save_position yet is named in a note.
 * The games run for about CITYBOX_POSITION_SECONDS (20 by default) per game, 3 at least. */
#include "generic.h"

#include "cli/cli.h"
#include "core/fsutil.h"
#include "core/json_load.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double budget_s(void)
{
    const char *e = getenv("CITYBOX_POSITION_SECONDS");
    return e && atof(e) > 0 ? atof(e) : 20.0;
}

/* Run k of `citybox selfplay`: one game into dir. Even runs: random, easy and normal bots at
 * their default budgets; odd runs: every level, hard included, on 60 playouts (the app's hard
 * bot on a budget that keeps the test short). Odd runs also draw the options at random. */
static void selfplay(const game_def *g, int k, const char *dir, int *players)
{
    static const char *const levels[] = {"random", "easy", "normal", "hard"};
    rng_state r;
    rng_seed(&r, 4242 + (uint64_t)k);
    game_params p;
    generic_params(g, k, &r, &p); /* odd k: random options */
    *players = p.players;
    char np[8], seed[24], seats[128] = "", opts[GAME_MAX_OPTIONS][96];
    char *argv[16 + 2 * GAME_MAX_OPTIONS];
    int argc = 0;
    snprintf(np, sizeof np, "%d", p.players);
    snprintf(seed, sizeof seed, "%d", 9000 + k * 17);
    for (int i = 0; i < p.players; i++) {
        int level = k % 2 ? (k / 2 + i) % 4 : (k / 2 + i) % 3;
        snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", i ? "," : "",
                 levels[level]);
    }
    const char *fixed[] = {"citybox", "selfplay", g->id, "--players",  np, "--games", "1", "--seed",
                           seed,      "--seats",  seats, "--save-dir", dir};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) argv[argc++] = (char *)fixed[i];
    if (k % 2) {
        argv[argc++] = "--playouts";
        argv[argc++] = "60";
    }
    for (int i = 0; i < g->n_options && i < GAME_MAX_OPTIONS; i++) {
        const game_option_def *d = &g->options[i];
        int v = p.opt[i];
        if (d->kind == GAME_OPT_CHOICE)
            snprintf(opts[i], sizeof opts[i], "%s=%s", d->key, d->choices[v]);
        else
            snprintf(opts[i], sizeof opts[i], "%s=%d", d->key, v);
        argv[argc++] = "--option";
        argv[argc++] = opts[i];
    }
    argv[argc] = NULL;
    char *said = NULL;
    size_t said_len = 0;
    FILE *out = fopen("/dev/null", "w"), *err = open_memstream(&said, &said_len);
    assert_non_null(out);
    assert_non_null(err);
    int rc = cli_run(argc, argv, out, err);
    fclose(out);
    fclose(err);
    if (rc != 0) fail_msg("%s: selfplay %s (seats %s) failed: %s", g->id, seed, seats, said);
    free(said);
}

static void print_score(const char *what, const game_score *s)
{
    print_message("%s:", what);
    for (int p = 0; p < s->players; p++) print_message(" %d (#%d)", s->total[p], s->rank[p]);
    print_message(", winners %#x\n", s->winners);
    for (int i = 0; i < s->nlines; i++)
        print_message("  %d %+d %s\n", s->line[i].player, s->line[i].points, s->line[i].reason);
}

/* The end of the match in path, written with save_position and loaded back. */
static void check_end(const game_def *g, const char *path, void *loaded)
{
    char why[MATCH_WHY_LEN];
    match *m = match_load_file(path, why, sizeof why);
    if (!m) fail_msg("%s: a selfplay save does not load: %s: %s", g->id, path, why);
    if (!match_is_over(m)) fail_msg("%s: the selfplay game %s did not end", g->id, path);
    cJSON *pos = g->save_position(match_state(m));
    assert_non_null(pos);
    char *text = cJSON_PrintUnformatted(pos);
    cJSON_Delete(pos);
    assert_non_null(text);
    /* as `citybox score` reads a file: the strict reader, then the game's loader */
    cJSON *tree = json_load_parse(text, strlen(text), why, sizeof why);
    if (!tree)
        fail_msg("%s: a written position is refused by the reader: %s\n%s", g->id, why, text);
    memset(loaded, 0, g->state_size);
    if (!g->load_position(loaded, tree, why, sizeof why))
        fail_msg("%s: the end of %s does not load as a position: %s\n%s", g->id, path, why, text);
    cJSON_Delete(tree);
    static game_score want, got;
    match_score(m, &want);
    g->score(loaded, &got);
    bool same = want.players == got.players && want.winners == got.winners;
    for (int p = 0; same && p < want.players; p++)
        same = want.total[p] == got.total[p] && want.rank[p] == got.rank[p];
    if (!same) {
        print_score("the match", &want);
        print_score("the position", &got);
        fail_msg("%s: the end of %s scores differently as a position\n%s", g->id, path, text);
    }
    if (g->turn(loaded).phase != GAME_PHASE_OVER)
        fail_msg("%s: the end of %s is not over as a position\n%s", g->id, path, text);
    for (int p = 0; p < want.players; p++)
        if (g->legal_actions(loaded, p, acts_buf(), GAME_MAX_ACTIONS) != 0)
            fail_msg("%s: seat %d may still act in the end of %s as a position", g->id, p, path);
    free(text);
    match_destroy(m);
}

void test_end_positions_load_back(void **st)
{
    (void)st;
    FOR_EACH_GAME(g)
    {
        if (!g->save_position) {
            print_message("note: %s has no save_position yet: its self-play ends are not "
                          "checked as positions\n",
                          g->id);
            continue;
        }
        char dir[] = "/tmp/citybox-positions-XXXXXX";
        assert_non_null(mkdtemp(dir));
        void *loaded = malloc(g->state_size);
        assert_non_null(loaded);
        int games = 0, by_players[GAME_MAX_PLAYERS + 1] = {0};
        double t0 = now_s();
        for (int k = 0; k < 120 && (k < 3 || now_s() - t0 < budget_s()); k++) {
            int players = 0;
            selfplay(g, k, dir, &players);
            DIR *d = opendir(dir);
            assert_non_null(d);
            struct dirent *e;
            while ((e = readdir(d))) {
                if (e->d_name[0] == '.') continue;
                char path[512];
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
                check_end(g, path, loaded);
                unlink(path);
                games++;
                by_players[players]++;
            }
            closedir(d);
        }
        print_message("%s: %d ends of self-play written and loaded back as positions (", g->id,
                      games);
        for (int n = 1; n <= GAME_MAX_PLAYERS; n++)
            if (by_players[n]) print_message(" %d at %d players", by_players[n], n);
        print_message(" ), same score and over, in %.1f s\n", now_s() - t0);
        assert_true(games >= 3);
        free(loaded);
        rmdir(dir);
    }
}
