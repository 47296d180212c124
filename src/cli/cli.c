/* cli.c: the headless command line: bot self-play, replays, score sheets, the entry point that
 * picks the command, and the helpers the commands share (cli_int.h); benchmarks are in
 * cli_bench.c. Everything printed on stdout is one JSON object per line (score: plain text for
 * people), so scripts can read it; messages go to stderr. Deterministic where it can be: selfplay
 * plays through a table as the app does, gives bots playout budgets, never time budgets, and
 * racers (real-time bots) do fixed work on a fixed time step, so the same arguments print the
 * same bytes. */
#include "cli/cli.h"
#include "ai/ai.h"
#include "ai/racer.h"
#include "cli/cli_int.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/json_load.h"
#include "core/rng.h"
#include "match/match.h"
#include "match/table.h"
#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static const char *const commands[] = {"selfplay", "replay", "score", "bench"};

bool cli_is_command(const char *arg)
{
    for (size_t i = 0; arg && i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(arg, commands[i]) == 0) return true;
    return false;
}

int cli_fail(const cli_io *io, const char *msg)
{
    fprintf(io->err, "citybox: %s\n", msg);
    return EXIT_BAD;
}

const game_def *cli_find_game(const cli_io *io, const char *id)
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
        cli_fail(io, why);
    }
    return g;
}

bool cli_parse_int(const char *s, long lo, long hi, long *out)
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

void cli_print_json(const cli_io *io, cJSON *o)
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
    const char *seats = NULL, *handicaps = NULL, *opts[GAME_MAX_OPTIONS * 2];
    int nopts = 0;
    long players = 0;
    if (argc < 3 || argv[2][0] == '-')
        return cli_fail(io, _("selfplay needs a game: selfplay GAME."));
    if (!(a->g = cli_find_game(io, argv[2]))) return EXIT_BAD;
    a->games = 1;
    a->seed = 1;
    for (int i = 3; i < argc; i++) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!v) {
            snprintf(why, sizeof why, _("Unknown or incomplete argument \"%s\"."), k);
            return cli_fail(io, why);
        }
        i++;
        if (strcmp(k, "--players") == 0 && cli_parse_int(v, 1, GAME_MAX_PLAYERS, &n))
            players = n;
        else if (strcmp(k, "--games") == 0 && cli_parse_int(v, 1, 1000000, &n))
            a->games = n;
        else if (strcmp(k, "--playouts") == 0 && cli_parse_int(v, 1, 10000000, &n))
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
        else if (strcmp(k, "--handicaps") == 0)
            handicaps = v;
        else if (strcmp(k, "--option") == 0 && nopts < GAME_MAX_OPTIONS * 2)
            opts[nopts++] = v;
        else
            i = argc + 1;
        if (i > argc) {
            snprintf(why, sizeof why, _("Bad value \"%s\" for %s."), v, k);
            return cli_fail(io, why);
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
                return cli_fail(io, why);
            }
            nseats++;
        }
    }
    if (!players) players = nseats ? nseats : a->g->min_players;
    if (nseats && nseats != players) {
        snprintf(why, sizeof why, _("%d seats given for %ld players."), nseats, players);
        return cli_fail(io, why);
    }
    game_params_default(a->g, &a->params, (int)players);
    for (int i = 0; i < nopts; i++)
        if (!game_params_set(a->g, &a->params, opts[i], why, sizeof why)) return cli_fail(io, why);
    /* --handicaps 0,2: each seat's handicap level, in seat order (game_params.handicap) */
    if (handicaps && *handicaps && !game_handicaps_parse(handicaps, ',', a->params.handicap)) {
        snprintf(why, sizeof why, _("Bad value \"%s\" for %s."), handicaps, "--handicaps");
        return cli_fail(io, why);
    }
    if (!game_validate(a->g, &a->params, why, sizeof why)) return cli_fail(io, why);
    match_default_seats(a->g, (int)players, a->seats);
    for (int i = 0; i < players; i++) {
        a->seats[i].kind = MATCH_BOT;
        a->seats[i].level = nseats ? parsed[i].level : MATCH_LEVEL_EASY;
        snprintf(a->seats[i].name, sizeof a->seats[i].name, "bot-%d-%s", i + 1,
                 match_level_name(a->seats[i].level));
    }
    return 0;
}

/* Which seat acts next: see cli_int.h. */
int cli_next_actor(game_turn t)
{
    if (t.player >= 0 && (t.mask & (1u << t.player))) return t.player;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (t.mask & (1u << i)) return i;
    return -1;
}

/* The bots' decisions: what the table asks, answered at once with a playout budget only (no
 * wall-clock cap), so the same seed gives the same game on any machine. */
typedef struct decider {
    void *view;
    long playouts;
} decider;

static game_action decide(void *user, const match *m, const table_ask *ask)
{
    decider *d = user;
    ai_level level = (ai_level)ask->level;
    ai_budget b = ai_budget_default(level);
    if (d->playouts > 0) b.playouts = (int)d->playouts;
    match_view(m, ask->seat, d->view);
    return ai_choose(match_game(m), d->view, ask->seat, level, &b, ask->seed, NULL);
}

/* Plays one game to the end through a table (match/table.h), as the app does: the same bot
 * seeds, reaction windows and real-time race. false if it had to stop (stuck or too long). */
static bool play_out(match *m, void *view, long playouts)
{
    const table_opts o = {.react_seconds = REACT_DEFAULT_SECONDS, .pace = 0};
    table *t = table_create(m, &o, racer_find(match_game(m)));
    decider d = {view, playouts};
    bool done = t && table_play_out(t, decide, &d, MAX_ACTIONS * 4L);
    table_destroy(t);
    return done;
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
    if (!view) return cli_fail(io, _("Out of memory."));
    for (long k = 0; k < a.games; k++) {
        uint64_t seed = a.seed + (uint64_t)k;
        match *m = match_create(a.g, &a.params, a.seats, seed, why, sizeof why);
        if (!m) {
            free(view);
            return cli_fail(io, why);
        }
        bool finished = play_out(m, view, a.playouts);
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
        cli_print_json(io, o);
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
                return cli_fail(io, why);
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
    cli_print_json(io, s);
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
        cli_fail(io, msg);
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
        int seat = cli_next_actor(t);
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
            return cli_fail(io, why);
        }
    }
    if (!path) return cli_fail(io, _("replay needs a save file: replay FILE [--verify]."));
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
    cli_print_json(io, o);
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
    const game_def *g = cli_find_game(io, cJSON_IsString(id) ? id->valuestring : "");
    if (!g) return EXIT_BAD;
    void *state = calloc(1, g->state_size ? g->state_size : 1);
    game_score *s = malloc(sizeof *s);
    int rc = 0;
    if (!state || !s) {
        rc = cli_fail(io, _("Out of memory."));
    } else if (!g->load_position || !g->score) {
        snprintf(why, sizeof why, _("%s cannot read positions yet."), _(g->name));
        rc = cli_fail(io, why);
    } else if (!g->load_position(state, root, why, sizeof why)) {
        char msg[WHY + 1100];
        snprintf(msg, sizeof msg, "%s: %s", path, why);
        rc = cli_fail(io, msg);
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
    char why[WHY + 1100], w[WHY];
    if (argc != 3) return cli_fail(io, _("score needs one file: score FILE."));
    const char *path = argv[2];
    size_t len = 0;
    char *text = json_load_read(path, &len, why, sizeof why);
    if (!text) return cli_fail(io, why);
    /* One tree for both kinds of file, bounded (core/json_load.h), freed before the scoring. */
    cJSON *root = json_load_parse(text, len, w, sizeof w);
    free(text);
    int rc = 0;
    if (!root) {
        snprintf(why, sizeof why, _("%s cannot be read: %s."), path, w);
        rc = cli_fail(io, why);
    } else if (cJSON_IsObject(root) && !cJSON_GetObjectItemCaseSensitive(root, "log")) {
        rc = score_position(io, path, root);
    } else {
        match *m = match_load_tree(root, w, sizeof w);
        if (!m) {
            snprintf(why, sizeof why, "%s: %s", path, w);
            rc = cli_fail(io, why);
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
    return rc;
}

/* ---- entry --------------------------------------------------------------------------------- */
int cli_run(int argc, char **argv, FILE *out, FILE *err)
{
    cli_io io = {out, err};
    if (argc < 2 || !cli_is_command(argv[1]))
        return cli_fail(&io,
                        _("Commands: selfplay GAME, replay FILE, score FILE, bench [GAME...]."));
    int rc;
    if (strcmp(argv[1], "selfplay") == 0)
        rc = cmd_selfplay(&io, argc, argv);
    else if (strcmp(argv[1], "replay") == 0)
        rc = cmd_replay(&io, argc, argv);
    else if (strcmp(argv[1], "score") == 0)
        rc = cmd_score(&io, argc, argv);
    else
        rc = cli_bench(&io, argc, argv);
    fflush(out);
    return rc;
}

int cli_main(int argc, char **argv)
{
    return cli_run(argc, argv, stdout, stderr);
}
