/* cli.c: the headless command line: bot self-play, replays, score sheets and benchmarks.
 * Everything printed on stdout is one JSON object per line (score: plain text for people), so
 * scripts can read it; messages go to stderr. Deterministic where it can be: selfplay gives bots
 * playout budgets, never time budgets, so the same arguments print the same bytes. */
#include "cli/cli.h"
#include "ai/ai.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/rng.h"
#include "games/megacity/megacity.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    EXIT_BAD = 2,         /* usage, unknown game, bad options, unreadable file */
    MAX_ACTIONS = 200000, /* a selfplay game longer than this is reported unfinished */
    WHY = MATCH_WHY_LEN,
};

typedef struct cli_io {
    FILE *out, *err;
} cli_io;

static const char *const commands[] = {"selfplay", "replay", "score", "bench"};

bool cli_is_command(const char *arg)
{
    for (size_t i = 0; arg && i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(arg, commands[i]) == 0) return true;
    return false;
}

static int fail(const cli_io *io, const char *msg)
{
    fprintf(io->err, "citybox: %s\n", msg);
    return EXIT_BAD;
}

static const game_def *find_game(const cli_io *io, const char *id)
{
    char why[WHY];
    const game_def *g = id ? game_find(id) : NULL;
    if (!g) {
        char list[256] = "";
        for (int i = 0; i < game_count(); i++) {
            strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
            strncat(list, game_at(i)->id, sizeof list - strlen(list) - 1);
        }
        snprintf(why, sizeof why, _("Unknown game \"%s\" (known: %s)."), id ? id : "", list);
        fail(io, why);
    }
    return g;
}

static bool parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    if (!s || !*s) return false;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi) return false;
    *out = v;
    return true;
}

static void hex64(uint64_t h, char *buf)
{
    snprintf(buf, 17, "%016" PRIx64, h);
}

static void print_json(const cli_io *io, cJSON *o)
{
    char *s = cJSON_PrintUnformatted(o);
    if (s) fprintf(io->out, "%s\n", s);
    free(s);
    cJSON_Delete(o);
}

static cJSON *int_array(const int *v, int n)
{
    return cJSON_CreateIntArray(v, n);
}

static cJSON *winners_json(const game_score *s)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < s->players; i++)
        if (s->winners & (1u << i)) cJSON_AddItemToArray(a, cJSON_CreateNumber(i));
    return a;
}

/* ---- selfplay ------------------------------------------------------------------------------ */
typedef struct selfplay_args {
    const game_def *g;
    game_params params;
    match_seat seats[GAME_MAX_PLAYERS];
    long games, playouts;
    uint64_t seed;
    const char *save_dir;
} selfplay_args;

/* "bot:easy", "easy", "random", "bot" (normal), "human" is refused: selfplay has no people. */
static bool parse_seat(const char *s, match_seat *out)
{
    const char *lvl = strncmp(s, "bot:", 4) == 0 ? s + 4 : s;
    match_level l = strcmp(s, "bot") == 0 ? MATCH_LEVEL_NORMAL : match_level_from_name(lvl);
    if (l == MATCH_LEVEL_COUNT) return false;
    out->kind = MATCH_BOT;
    out->level = l;
    return true;
}

static int parse_selfplay(const cli_io *io, int argc, char **argv, selfplay_args *a)
{
    char why[WHY];
    const char *seats = NULL, *opts[GAME_MAX_OPTIONS * 2];
    int nopts = 0;
    long players = 0;
    if (argc < 3 || argv[2][0] == '-') return fail(io, _("selfplay needs a game: selfplay GAME."));
    if (!(a->g = find_game(io, argv[2]))) return EXIT_BAD;
    a->games = 1;
    a->seed = 1;
    for (int i = 3; i < argc; i++) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!v) {
            snprintf(why, sizeof why, _("Unknown or incomplete argument \"%s\"."), k);
            return fail(io, why);
        }
        i++;
        if (strcmp(k, "--players") == 0 && parse_int(v, 1, GAME_MAX_PLAYERS, &n))
            players = n;
        else if (strcmp(k, "--games") == 0 && parse_int(v, 1, 1000000, &n))
            a->games = n;
        else if (strcmp(k, "--playouts") == 0 && parse_int(v, 1, 10000000, &n))
            a->playouts = n;
        else if (strcmp(k, "--seed") == 0 && v[0] >= '0' && v[0] <= '9') {
            char *end;
            errno = 0;
            a->seed = strtoull(v, &end, 10);
            if (errno || *end) i = argc + 1;
        } else if (strcmp(k, "--seats") == 0)
            seats = v;
        else if (strcmp(k, "--save-dir") == 0)
            a->save_dir = v;
        else if (strcmp(k, "--option") == 0 && nopts < GAME_MAX_OPTIONS * 2)
            opts[nopts++] = v;
        else
            i = argc + 1;
        if (i > argc) {
            snprintf(why, sizeof why, _("Bad value \"%s\" for %s."), v, k);
            return fail(io, why);
        }
    }
    /* Seats: the count of --seats gives the players unless --players says it. */
    int nseats = 0;
    match_seat parsed[GAME_MAX_PLAYERS];
    if (seats) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", seats);
        for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
            if (nseats == GAME_MAX_PLAYERS || !parse_seat(t, &parsed[nseats])) {
                snprintf(why, sizeof why,
                         _("Bad seat \"%s\": use random, bot:easy, bot:normal or bot:hard."), t);
                return fail(io, why);
            }
            nseats++;
        }
    }
    if (!players) players = nseats ? nseats : a->g->min_players;
    if (nseats && nseats != players) {
        snprintf(why, sizeof why, _("%d seats given for %ld players."), nseats, players);
        return fail(io, why);
    }
    game_params_default(a->g, &a->params, (int)players);
    for (int i = 0; i < nopts; i++)
        if (!game_params_set(a->g, &a->params, opts[i], why, sizeof why)) return fail(io, why);
    if (!game_validate(a->g, &a->params, why, sizeof why)) return fail(io, why);
    match_default_seats(a->g, (int)players, a->seats);
    for (int i = 0; i < players; i++) {
        a->seats[i].kind = MATCH_BOT;
        a->seats[i].level = nseats ? parsed[i].level : MATCH_LEVEL_EASY;
        snprintf(a->seats[i].name, sizeof a->seats[i].name, "bot-%d-%s", i + 1,
                 match_level_name(a->seats[i].level));
    }
    return 0;
}

/* The seat that acts next: the player whose turn it is if it may act, else the lowest seat in
 * the mask (reactions, simultaneous play); -1 when nobody may act now. */
static int next_actor(game_turn t)
{
    if (t.player >= 0 && (t.mask & (1u << t.player))) return t.player;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask & (1u << i)) return i;
    return -1;
}

static game_action bot_move(const match *m, int seat, void *view, long playouts, uint64_t seed)
{
    ai_level level = (ai_level)match_seat_at(m, seat)->level;
    ai_budget b = ai_budget_default(level);
    b.seconds = 0; /* playouts only: same seed, same move, on any machine */
    if (playouts > 0) b.playouts = (int)playouts;
    match_view(m, seat, view);
    return ai_choose(match_game(m), view, seat, level, &b, seed, NULL);
}

/* One bot move of seat; false if it had none (or the rules refused it: a bot bug). */
static bool bot_step(match *m, int seat, void *view, long playouts, uint64_t seed)
{
    char why[WHY];
    uint64_t s = rng_mix64(seed ^ ((uint64_t)match_log_count(m) << 8 | (uint64_t)seat));
    game_action a = bot_move(m, seat, view, playouts, s);
    return a != AI_NO_ACTION && match_apply(m, seat, a, why, sizeof why) != GAME_REFUSED;
}

/* Plays one game to the end; false if it had to stop (stuck or too long). Turn-based: the
 * seat whose turn it is moves. Real time: every seat in the mask moves once, in seat order,
 * then the clock ticks once, so no seat starves the others. */
static bool play_out(match *m, void *view, long playouts, uint64_t seed)
{
    const game_def *g = match_game(m);
    bool real_time = g->tick_hz > 0 && g->tick;
    for (long steps = 0; !match_is_over(m); steps++) {
        if (steps >= MAX_ACTIONS) return false;
        game_turn t = match_turn(m);
        if (real_time && t.phase == GAME_PHASE_SIMULTANEOUS) {
            for (int seat = 0; seat < GAME_MAX_PLAYERS; seat++)
                if (match_turn(m).mask & (1u << seat)) bot_step(m, seat, view, playouts, seed);
            match_tick(m);
            continue;
        }
        int seat = next_actor(t);
        if (seat < 0 || !bot_step(m, seat, view, playouts, seed)) {
            if (!real_time) return false;
            match_tick(m);
        }
    }
    return true;
}

static int cmd_selfplay(const cli_io *io, int argc, char **argv)
{
    selfplay_args a;
    memset(&a, 0, sizeof a);
    int rc = parse_selfplay(io, argc, argv, &a);
    if (rc) return rc;
    int players = a.params.players, wins[GAME_MAX_PLAYERS] = {0}, draws = 0, unfinished = 0;
    long total_actions = 0;
    void *view = malloc(a.g->state_size);
    char why[WHY];
    if (!view) return fail(io, _("Out of memory."));
    for (long k = 0; k < a.games; k++) {
        uint64_t seed = a.seed + (uint64_t)k;
        match *m = match_create(a.g, &a.params, a.seats, seed, why, sizeof why);
        if (!m) {
            free(view);
            return fail(io, why);
        }
        bool finished = play_out(m, view, a.playouts, seed);
        game_score sc;
        match_score(m, &sc);
        char seed_s[24], hash[17];
        snprintf(seed_s, sizeof seed_s, "%" PRIu64, seed);
        hex64(match_hash(m), hash);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "game", a.g->id);
        cJSON_AddNumberToObject(o, "index", (double)k);
        cJSON_AddStringToObject(o, "seed", seed_s);
        cJSON_AddBoolToObject(o, "finished", finished);
        cJSON_AddNumberToObject(o, "actions", match_log_count(m));
        if (a.g->tick_hz > 0) cJSON_AddNumberToObject(o, "ticks", match_ticks(m));
        cJSON_AddItemToObject(o, "scores", int_array(sc.total, players));
        cJSON_AddItemToObject(o, "winners", winners_json(&sc));
        cJSON_AddStringToObject(o, "hash", hash);
        print_json(io, o);
        total_actions += match_log_count(m);
        int nw = 0, w = -1;
        for (int i = 0; i < players; i++)
            if (sc.winners & (1u << i)) nw++, w = i;
        if (!finished)
            unfinished++;
        else if (nw == 1)
            wins[w]++;
        else
            draws++;
        if (a.save_dir) {
            char path[1024];
            snprintf(path, sizeof path, "%s/%s-%s.json", a.save_dir, a.g->id, seed_s);
            if (!fs_mkdirs(a.save_dir) || !match_save_file(m, path, why, sizeof why)) {
                match_destroy(m);
                free(view);
                return fail(io, why);
            }
        }
        match_destroy(m);
    }
    free(view);
    cJSON *s = cJSON_CreateObject();
    cJSON *seats = cJSON_CreateArray();
    for (int i = 0; i < players; i++) {
        char name[32];
        snprintf(name, sizeof name, "bot:%s", match_level_name(a.seats[i].level));
        cJSON_AddItemToArray(seats, cJSON_CreateString(name));
    }
    cJSON_AddStringToObject(s, "summary", "selfplay");
    cJSON_AddStringToObject(s, "game", a.g->id);
    cJSON_AddNumberToObject(s, "games", (double)a.games);
    cJSON_AddItemToObject(s, "seats", seats);
    cJSON_AddItemToObject(s, "wins", int_array(wins, players));
    cJSON_AddNumberToObject(s, "draws", draws);
    cJSON_AddNumberToObject(s, "unfinished", unfinished);
    cJSON_AddNumberToObject(s, "actions", (double)total_actions);
    print_json(io, s);
    return 0;
}

/* ---- replay -------------------------------------------------------------------------------- */
static match *load_or_fail(const cli_io *io, const char *path)
{
    char why[WHY];
    match *m = match_load_file(path, why, sizeof why);
    if (!m) {
        char msg[WHY + 1100];
        snprintf(msg, sizeof msg, "%s: %s", path, why);
        fail(io, msg);
    }
    return m;
}

/* The --verify checks: each adds {"name": true/false} to o; returns how many failed. */
static int verify(const match *m, const char *text, cJSON *o)
{
    const game_def *g = match_game(m);
    char why[WHY];
    int failed = 0;
    /* save -> load -> save gives the same bytes and the same hash trace */
    char *a = match_save_json(m);
    match *m2 = a ? match_load_json(a, strlen(a), why, sizeof why) : NULL;
    char *b = m2 ? match_save_json(m2) : NULL;
    bool same_save = a && b && strcmp(a, b) == 0;
    /* informational: a file written by hand or with extra keys ("expect") may differ */
    cJSON_AddBoolToObject(o, "same_as_file", a && strcmp(a, text) == 0);
    bool same_trace =
        m2 && match_log_count(m2) == match_log_count(m) && match_hash(m2) == match_hash(m);
    for (int i = 0; same_trace && i < match_log_count(m); i++)
        same_trace = match_log_at(m, i)->hash == match_log_at(m2, i)->hash;
    /* clone: a memcpy is an independent copy */
    void *c = malloc(g->state_size);
    bool clone_ok = c != NULL;
    if (c) {
        memcpy(c, match_state(m), g->state_size);
        clone_ok = game_hash(g, c) == match_hash(m);
        game_turn t = g->turn(c);
        int seat = next_actor(t);
        game_action acts[8];
        if (seat >= 0 && g->legal_actions(c, seat, acts, 8) > 0) {
            uint64_t before = match_hash(m);
            clone_ok &= g->apply(c, seat, acts[0], why, sizeof why) != GAME_REFUSED;
            clone_ok &= match_hash(m) == before;
        }
        free(c);
    }
    cJSON_AddBoolToObject(o, "save_round_trip", same_save);
    cJSON_AddBoolToObject(o, "hash_trace", same_trace);
    cJSON_AddBoolToObject(o, "clone", clone_ok);
    failed = !same_save + !same_trace + !clone_ok;
    free(a);
    free(b);
    match_destroy(m2);
    return failed;
}

static int cmd_replay(const cli_io *io, int argc, char **argv)
{
    bool check = false;
    const char *path = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--verify") == 0)
            check = true;
        else if (!path && argv[i][0] != '-')
            path = argv[i];
        else {
            char why[WHY];
            snprintf(why, sizeof why, _("Unknown or incomplete argument \"%s\"."), argv[i]);
            return fail(io, why);
        }
    }
    if (!path) return fail(io, _("replay needs a save file: replay FILE [--verify]."));
    match *m = load_or_fail(io, path);
    if (!m) return EXIT_BAD;
    game_score sc;
    match_score(m, &sc);
    char hash[17];
    hex64(match_hash(m), hash);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "game", match_game(m)->id);
    cJSON_AddNumberToObject(o, "actions", match_log_count(m));
    cJSON_AddBoolToObject(o, "over", match_is_over(m));
    cJSON_AddItemToObject(o, "scores", int_array(sc.total, sc.players));
    cJSON_AddItemToObject(o, "winners", winners_json(&sc));
    cJSON_AddStringToObject(o, "hash", hash);
    int rc = 0;
    if (check) {
        char *text = fs_read_all(path, NULL);
        int failed = verify(m, text ? text : "", o);
        free(text);
        cJSON_AddBoolToObject(o, "verified", failed == 0);
        rc = failed ? 1 : 0;
    }
    print_json(io, o);
    match_destroy(m);
    return rc;
}

/* ---- score --------------------------------------------------------------------------------- */
static void print_score(const cli_io *io, const game_def *g, const game_score *s,
                        const char names[][MATCH_NAME_LEN])
{
    const char *name_list[GAME_MAX_PLAYERS];
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) name_list[i] = names[i];
    fprintf(io->out, "%s\n", _(g->name));
    for (int i = 0; i < s->nlines; i++) {
        const game_score_line *l = &s->line[i];
        bool someone = l->player >= 0 && l->player < s->players; /* -1: a note for nobody */
        char reason[GAME_REASON_LEN + 128];
        game_format_reason(l->reason, name_list, s->players, reason, sizeof reason);
        fprintf(io->out, "  %-16s %+5d  %s\n", someone ? names[l->player] : "-", l->points, reason);
    }
    fprintf(io->out, "%s\n", _("Totals:"));
    for (int p = 0; p < s->players; p++)
        fprintf(io->out, "  %-16s %5d  #%d\n", names[p], s->total[p], s->rank[p]);
    fprintf(io->out, "%s", _("Winners:"));
    for (int p = 0; p < s->players; p++)
        if (s->winners & (1u << p)) fprintf(io->out, " %s", names[p]);
    fprintf(io->out, "\n");
}

static int score_position(const cli_io *io, const char *path, const cJSON *root)
{
    char why[WHY], names[GAME_MAX_PLAYERS][MATCH_NAME_LEN];
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "game");
    const game_def *g = find_game(io, cJSON_IsString(id) ? id->valuestring : "");
    if (!g) return EXIT_BAD;
    void *state = calloc(1, g->state_size ? g->state_size : 1);
    game_score *s = malloc(sizeof *s);
    int rc = 0;
    if (!state || !s) {
        rc = fail(io, _("Out of memory."));
    } else if (!g->load_position || !g->score) {
        snprintf(why, sizeof why, _("%s cannot read positions yet."), _(g->name));
        rc = fail(io, why);
    } else if (!g->load_position(state, root, why, sizeof why)) {
        char msg[WHY + 1100];
        snprintf(msg, sizeof msg, "%s: %s", path, why);
        rc = fail(io, msg);
    } else {
        g->score(state, s);
        for (int i = 0; i < GAME_MAX_PLAYERS; i++)
            snprintf(names[i], sizeof names[i], _("Player %d"), i + 1);
        print_score(io, g, s, (const char(*)[MATCH_NAME_LEN])names);
    }
    free(state);
    free(s);
    return rc;
}

static int cmd_score(const cli_io *io, int argc, char **argv)
{
    char why[WHY + 1100];
    if (argc != 3) return fail(io, _("score needs one file: score FILE."));
    const char *path = argv[2];
    size_t len = 0;
    char *text = fs_read_all(path, &len);
    if (!text) {
        char err[128] = "";
        strerror_r(errno, err, sizeof err);
        snprintf(why, sizeof why, _("Cannot read %s: %s"), path, err);
        return fail(io, why);
    }
    cJSON *root = cJSON_ParseWithLength(text, len);
    int rc = 0;
    if (cJSON_IsObject(root) && !cJSON_GetObjectItemCaseSensitive(root, "log")) {
        rc = score_position(io, path, root);
    } else {
        char w[WHY];
        match *m = match_load_json(text, len, w, sizeof w);
        if (!m) {
            snprintf(why, sizeof why, "%s: %s", path, w);
            rc = fail(io, why);
        } else {
            game_score *s = malloc(sizeof *s);
            char names[GAME_MAX_PLAYERS][MATCH_NAME_LEN];
            for (int i = 0; i < match_params(m)->players; i++)
                snprintf(names[i], sizeof names[i], "%s", match_seat_at(m, i)->name);
            if (s) {
                match_score(m, s);
                print_score(io, match_game(m), s, (const char(*)[MATCH_NAME_LEN])names);
            }
            free(s);
            match_destroy(m);
        }
    }
    cJSON_Delete(root);
    free(text);
    return rc;
}

/* ---- bench --------------------------------------------------------------------------------- */
static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Random playouts straight on the rules table for about `seconds` of this thread's CPU time
 * (one core, whatever else the machine does). fast: the game's random_action hook (what bot
 * rollouts use); otherwise a uniform pick from the full legal list. */
static void bench_random(const game_def *g, const game_params *p, double seconds, bool fast,
                         double *aps, double *gps)
{
    void *s = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 42);
    long actions = 0, games = 0;
    double t0 = cpu_s(), t = t0;
    while (s && acts && t - t0 < seconds) {
        g->setup(s, p, rng_next(&r));
        for (int steps = 0; steps < MAX_ACTIONS; steps++) {
            game_turn turn = g->turn(s); /* once per step: it is part of what we measure */
            if (turn.phase == GAME_PHASE_OVER) break;
            int seat = next_actor(turn);
            game_action a = 0;
            bool ok;
            if (fast && g->random_action) {
                ok = seat >= 0;
                if (ok) a = g->random_action(s, seat, &r);
            } else if (fast) {
                ok = seat >= 0 && game_random_action(g, s, seat, &r, &a);
            } else {
                int n = seat >= 0 ? g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS) : 0;
                ok = n > 0;
                if (ok) a = acts[rng_below(&r, (uint32_t)n)];
            }
            if (!ok) {
                if (!g->tick) break;
                g->tick(s);
                continue;
            }
            g->apply(s, seat, a, why, sizeof why);
            actions++;
        }
        games++;
        if ((games & 63) == 0 || !fast) t = cpu_s(); /* reading the clock is not free either */
    }
    *aps = (double)actions / (t - t0);
    *gps = (double)games / (t - t0);
    free(s);
    free(acts);
}

/* Decision times (ms) of one level over positions taken from random games. */
static cJSON *bench_bot(const game_def *g, const game_params *p, ai_level level, int decisions)
{
    void *s = malloc(g->state_size), *view = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    double *ms = calloc((size_t)decisions, sizeof *ms);
    char why[GAME_REASON_LEN];
    rng_state r;
    rng_seed(&r, 7);
    int n = 0;
    while (s && view && acts && ms && n < decisions) {
        g->setup(s, p, rng_next(&r));
        int skip = (int)rng_below(&r, 30);
        for (int steps = 0; steps < MAX_ACTIONS && !game_is_over(g, s) && n < decisions; steps++) {
            int seat = next_actor(g->turn(s));
            int k = seat >= 0 ? g->legal_actions(s, seat, acts, GAME_MAX_ACTIONS) : 0;
            if (k <= 0) {
                if (!g->tick) break;
                g->tick(s);
                continue;
            }
            if (steps == skip) { /* time one decision somewhere in the game, then move on */
                ai_budget b = ai_budget_default(level);
                g->view(s, seat, view);
                double t0 = now_s();
                ai_choose(g, view, seat, level, &b, rng_next(&r), NULL);
                ms[n++] = (now_s() - t0) * 1000.0;
                break;
            }
            g->apply(s, seat, acts[rng_below(&r, (uint32_t)k)], why, sizeof why);
        }
    }
    cJSON *o = cJSON_CreateObject();
    if (n > 0) {
        qsort(ms, (size_t)n, sizeof *ms, cmp_double);
        double p50 = ms[n / 2], p95 = ms[(n * 95) / 100 < n ? (n * 95) / 100 : n - 1];
        cJSON_AddNumberToObject(o, "p50", (double)(long)(p50 * 1000) / 1000);
        cJSON_AddNumberToObject(o, "p95", (double)(long)(p95 * 1000) / 1000);
    }
    cJSON_AddNumberToObject(o, "n", n);
    free(s);
    free(view);
    free(acts);
    free(ms);
    return o;
}

/* MegaCity: the decisions that build (each plans a tower) in a game of bots of one level; random
 * positions almost never hold a plannable tower, so bot_ms says little about planning. Also every
 * decision of those games (a decision that finds no plan can cost more than one that builds).
 * CPU time of this thread, so a busy machine does not inflate it. */
static void add_stats(cJSON *o, const char *p50, const char *p95, const char *max, double *ms,
                      int n)
{
    if (n <= 0) return;
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    if (p50) cJSON_AddNumberToObject(o, p50, (double)(long)(ms[n / 2] * 1000) / 1000);
    cJSON_AddNumberToObject(o, p95, (double)(long)(ms[(n * 95) / 100] * 1000) / 1000);
    cJSON_AddNumberToObject(o, max, (double)(long)(ms[n - 1] * 1000) / 1000);
}

static cJSON *bench_mega_plans(const game_def *g, const game_params *p, ai_level level, int builds)
{
    enum { ALL_CAP = 4000 };
    void *s = malloc(g->state_size), *view = malloc(g->state_size);
    double *ms = calloc((size_t)builds, sizeof *ms), *all = calloc(ALL_CAP, sizeof *all);
    char why[GAME_REASON_LEN];
    int n = 0, na = 0;
    for (uint64_t seed = 1; s && view && ms && all && n < builds && seed <= 4; seed++) {
        g->setup(s, p, seed);
        for (int steps = 0; steps < 3000 && !game_is_over(g, s) && n < builds; steps++) {
            int seat = next_actor(g->turn(s));
            if (seat < 0) break;
            g->view(s, seat, view);
            double t0 = cpu_s();
            game_action a =
                ai_choose(g, view, seat, level, NULL, seed * 131 + (uint64_t)steps, NULL);
            double t = (cpu_s() - t0) * 1000.0;
            if (a == AI_NO_ACTION || g->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) break;
            if (MEGA_KIND(a) == MEGA_A_BUILD) ms[n++] = t;
            if (na < ALL_CAP) all[na++] = t;
        }
    }
    cJSON *o = cJSON_CreateObject();
    add_stats(o, "p50", "p95", "max", ms, n);
    cJSON_AddNumberToObject(o, "n", n);
    add_stats(o, NULL, "all_p95", "all_max", all, na);
    cJSON_AddNumberToObject(o, "all_n", na);
    free(s);
    free(view);
    free(ms);
    free(all);
    return o;
}

static bool rules_complete(const game_def *g)
{
    return g->setup && g->turn && g->legal_actions && g->apply && g->view && g->score;
}

static int cmd_bench(const cli_io *io, int argc, char **argv)
{
    const game_def *games[32];
    int ng = 0;
    long decisions = 5;
    for (int i = 2; i < argc; i++) {
        long v;
        if (strcmp(argv[i], "--decisions") == 0 && i + 1 < argc &&
            parse_int(argv[i + 1], 1, 10000, &v)) {
            decisions = v;
            i++;
        } else if (argv[i][0] == '-') {
            char why[WHY];
            snprintf(why, sizeof why, _("Unknown or incomplete argument \"%s\"."), argv[i]);
            return fail(io, why);
        } else {
            if (!(games[ng] = find_game(io, argv[i]))) return EXIT_BAD;
            if (ng < 31) ng++;
        }
    }
    if (ng == 0)
        for (int i = 0; i < game_count() && ng < 32; i++) games[ng++] = game_at(i);
    for (int i = 0; i < ng; i++) {
        const game_def *g = games[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "game", g->id);
        if (!rules_complete(g)) {
            cJSON_AddStringToObject(o, "skipped", "rules not written yet");
            print_json(io, o);
            continue;
        }
        game_params p;
        game_params_default(g, &p, g->min_players > 2 ? g->min_players : 2);
        if (p.players > g->max_players) p.players = g->max_players;
        double aps, gps;
        bench_random(g, &p, 0.5, true, &aps, &gps);
        cJSON_AddNumberToObject(o, "players", p.players);
        cJSON_AddNumberToObject(o, "random_actions_per_s", (double)(long)aps);
        cJSON_AddNumberToObject(o, "random_games_per_s", (double)(long)(gps * 10) / 10);
        bench_random(g, &p, 0.5, false, &aps, &gps);
        cJSON_AddNumberToObject(o, "random_games_per_s_legal_list", (double)(long)(gps * 10) / 10);
        cJSON *bots = cJSON_CreateObject();
        for (int l = AI_EASY; l <= AI_HARD; l++)
            cJSON_AddItemToObject(bots, ai_level_name((ai_level)l),
                                  bench_bot(g, &p, (ai_level)l, (int)decisions));
        cJSON_AddItemToObject(o, "bot_ms", bots);
        if (strcmp(g->id, "megacity") == 0) {
            cJSON *plans = cJSON_CreateObject();
            for (int l = AI_EASY; l <= AI_HARD; l++)
                cJSON_AddItemToObject(plans, ai_level_name((ai_level)l),
                                      bench_mega_plans(g, &p, (ai_level)l, 40));
            cJSON_AddItemToObject(o, "tower_plan_ms", plans);
        }
        print_json(io, o);
        fflush(io->out);
    }
    return 0;
}

/* ---- entry --------------------------------------------------------------------------------- */
int cli_run(int argc, char **argv, FILE *out, FILE *err)
{
    cli_io io = {out, err};
    if (argc < 2 || !cli_is_command(argv[1]))
        return fail(&io, _("Commands: selfplay GAME, replay FILE, score FILE, bench [GAME...]."));
    int rc;
    if (strcmp(argv[1], "selfplay") == 0)
        rc = cmd_selfplay(&io, argc, argv);
    else if (strcmp(argv[1], "replay") == 0)
        rc = cmd_replay(&io, argc, argv);
    else if (strcmp(argv[1], "score") == 0)
        rc = cmd_score(&io, argc, argv);
    else
        rc = cmd_bench(&io, argc, argv);
    fflush(out);
    return rc;
}

int cli_main(int argc, char **argv)
{
    return cli_run(argc, argv, stdout, stderr);
}
