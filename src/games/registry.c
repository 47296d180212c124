/* registry.c: the one list of games, and option/param helpers shared by all of them. */
#include "games/game.h"
#include "games/registry.h"
#include "core/hash.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The games come from the one registration (citybox_games() in CMakeLists.txt), expanded from
 * the generated games/list.h: each game's folder provides `const game_def <id>_game`. */
#include "games/list.h"

#define DECLARE(id) extern const game_def id##_game;
CB_GAMES_MENU(DECLARE)
CB_GAMES_EXTRA(DECLARE)
#undef DECLARE

#define ENTRY(id) &id##_game,
/* The menu's games in its order (one with playable false is left out of the menu and cannot be
 * started there). */
static const game_def *const menu[] = {CB_GAMES_MENU(ENTRY)};
/* Registered games not in the menu (the template): the tests and the command line play them. */
static const game_def *const extra[] = {CB_GAMES_EXTRA(ENTRY)};
#undef ENTRY
enum { N_CATALOGUE = sizeof menu / sizeof menu[0], N_EXTRA = sizeof extra / sizeof extra[0] };

int game_catalogue_count(void)
{
    return N_CATALOGUE;
}

const game_entry *game_catalogue_at(int i)
{
    static game_entry entries[N_CATALOGUE]; /* constant once filled: the defs never change */
    if (i < 0 || i >= N_CATALOGUE) return NULL;
    const game_def *g = menu[i];
    entries[i] = (game_entry){g->id, g->name, g->tagline, g->credit, g->playable ? g : NULL};
    return &entries[i];
}

/* Registered games: the menu's games that have rules (today all five are playable; one marked
 * not playable would be played by the command line and the tests, not offered by the menu), then
 * the extra ones (the template: tests and command line only). */
static const game_def *registered(int i)
{
    int k = 0;
    for (int c = 0; c < N_CATALOGUE; c++)
        if ((menu[c]->playable || menu[c]->setup) && k++ == i) return menu[c];
    return i - k >= 0 && i - k < N_EXTRA ? extra[i - k] : NULL;
}

int game_count(void)
{
    int n = 0;
    while (registered(n)) n++;
    return n;
}

const game_def *game_at(int i)
{
    return registered(i);
}

const game_def *game_find(const char *id)
{
    for (int i = 0; registered(i); i++)
        if (strcmp(registered(i)->id, id) == 0) return registered(i);
    return NULL;
}

void game_params_default(const game_def *g, game_params *p, int players)
{
    memset(p, 0, sizeof *p);
    p->players = players;
    for (int i = 0; i < g->n_options && i < GAME_MAX_OPTIONS; i++) p->opt[i] = g->options[i].def;
}

int game_option_index(const game_def *g, const char *key)
{
    for (int i = 0; i < g->n_options; i++)
        if (strcmp(g->options[i].key, key) == 0) return i;
    return -1;
}

static bool parse_bool(const char *v, int *out)
{
    static const char *yes[] = {"1", "true", "on", "yes"}, *no[] = {"0", "false", "off", "no"};
    for (int i = 0; i < 4; i++) {
        if (strcasecmp(v, yes[i]) == 0) return (*out = 1), true;
        if (strcasecmp(v, no[i]) == 0) return (*out = 0), true;
    }
    return false;
}

bool game_params_set(const game_def *g, game_params *p, const char *kv, char *why, size_t n)
{
    char key[64];
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv || (size_t)(eq - kv) >= sizeof key) {
        snprintf(why, n, _("Option \"%s\" is not of the form key=value."), kv);
        return false;
    }
    memcpy(key, kv, (size_t)(eq - kv));
    key[eq - kv] = 0;
    const char *val = eq + 1;
    int idx = game_option_index(g, key);
    if (idx < 0) {
        snprintf(why, n, _("%s has no option \"%s\"."), _(g->name), key);
        return false;
    }
    const game_option_def *o = &g->options[idx];
    int v = 0;
    switch (o->kind) {
    case GAME_OPT_BOOL:
        if (!parse_bool(val, &v)) {
            snprintf(why, n, _("Option %s takes on or off, not \"%s\"."), key, val);
            return false;
        }
        break;
    case GAME_OPT_INT: {
        char *end;
        long l = strtol(val, &end, 10);
        if (!*val || *end || l < o->min || l > o->max) {
            snprintf(why, n, _("Option %s takes a whole number from %d to %d, not \"%s\"."), key,
                     o->min, o->max, val);
            return false;
        }
        v = (int)l;
        break;
    }
    case GAME_OPT_CHOICE: {
        v = -1;
        for (int i = 0; o->choices[i]; i++)
            if (strcmp(o->choices[i], val) == 0) v = i;
        if (v < 0) {
            char list[256] = "";
            for (int i = 0; o->choices[i]; i++) {
                strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
                strncat(list, o->choices[i], sizeof list - strlen(list) - 1);
            }
            snprintf(why, n, _("Option %s takes one of %s, not \"%s\"."), key, list, val);
            return false;
        }
        break;
    }
    }
    p->opt[idx] = v;
    return true;
}

bool game_validate(const game_def *g, const game_params *p, char *why, size_t n)
{
    if (p->players < g->min_players || p->players > g->max_players) {
        snprintf(why, n, _("%s is for %d to %d players, not %d."), _(g->name), g->min_players,
                 g->max_players, p->players);
        return false;
    }
    for (int i = 0; i < g->n_options; i++) {
        const game_option_def *o = &g->options[i];
        int max = o->max;
        if (o->kind == GAME_OPT_BOOL) max = 1;
        if (o->kind == GAME_OPT_CHOICE) {
            max = 0;
            while (o->choices[max]) max++;
            max--;
        }
        int min = o->kind == GAME_OPT_INT ? o->min : 0;
        if (p->opt[i] < min || p->opt[i] > max) {
            snprintf(why, n, _("Option %s is out of range."), o->key);
            return false;
        }
    }
    int hmax = g->handicap ? g->handicap->max : 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (p->handicap[i] < 0 || p->handicap[i] > hmax || (i >= p->players && p->handicap[i])) {
            snprintf(why, n, _("The handicap of player %d is out of range."), i + 1);
            return false;
        }
    return g->validate ? g->validate(p, why, n) : true;
}

const game_handicap game_handicap_points = {GAME_HANDICAP_POINTS, 5, 2, N_("+%d points")};

void game_handicap_text(const game_def *g, int level, char *out, size_t n)
{
    if (!g->handicap || level <= 0) {
        snprintf(out, n, "%s", "");
        return;
    }
    /* the format is the game's own N_() string with one %d */
    snprintf(out, n, _(g->handicap->shown), level * g->handicap->step);
}

bool game_handicaps_any(const game_params *p)
{
    for (int i = 0; i < p->players && i < GAME_MAX_PLAYERS; i++)
        if (p->handicap[i]) return true;
    return false;
}

bool game_handicaps_parse(const char *list, char sep, int levels[GAME_MAX_PLAYERS])
{
    int n = 0;
    memset(levels, 0, sizeof(int) * GAME_MAX_PLAYERS);
    for (const char *d = list; d && *d; n++) {
        char *end;
        long v = strtol(d, &end, 10);
        if (end == d || n == GAME_MAX_PLAYERS || v < 0 || v > 99 || (*end && *end != sep))
            return false;
        levels[n] = (int)v;
        d = end + (*end == sep);
    }
    return n > 0;
}

void game_score_handicaps(const game_def *g, const game_params *p, const void *state,
                          game_score *out)
{
    g->score(state, out);
    if (!g->handicap || g->handicap->kind != GAME_HANDICAP_POINTS) return;
    int game_rank[GAME_MAX_PLAYERS], np = out->players, any = 0;
    for (int i = 0; i < np && i < GAME_MAX_PLAYERS; i++) {
        game_rank[i] = out->rank[i];
        int pts = p->handicap[i] * g->handicap->step;
        if (pts <= 0) continue;
        char what[64], reason[GAME_REASON_LEN];
        game_handicap_text(g, p->handicap[i], what, sizeof what);
        snprintf(reason, sizeof reason, _("Handicap: %s"), what);
        game_score_add(out, i, pts, -1, -1, reason);
        out->total[i] += pts;
        any = 1;
    }
    if (!any) return;
    /* ranks again: more points first; equal totals keep the game's order (its tie-breaks) */
    bool over = out->winners != 0;
    out->winners = 0;
    for (int i = 0; i < np && i < GAME_MAX_PLAYERS; i++) {
        int r = 1;
        for (int j = 0; j < np && j < GAME_MAX_PLAYERS; j++)
            if (out->total[j] > out->total[i] ||
                (out->total[j] == out->total[i] && game_rank[j] < game_rank[i]))
                r++;
        out->rank[i] = r;
        if (r == 1 && over) out->winners |= 1u << i;
    }
}

uint64_t game_hash(const game_def *g, const void *state)
{
    if (g->hash) return g->hash(state);
    return hash_bytes(HASH_SEED, state, g->state_size);
}

bool game_random_action(const game_def *g, const void *state, int player, rng_state *rng,
                        game_action *out)
{
    if (g->random_action) {
        if (!(g->turn(state).mask & (1u << player))) return false;
        *out = g->random_action(state, player, rng);
        return true;
    }
    game_action list[GAME_MAX_ACTIONS];
    int n = g->legal_actions(state, player, list, GAME_MAX_ACTIONS);
    if (n <= 0) return false;
    *out = list[rng_below(rng, (uint32_t)n)];
    return true;
}

bool game_is_over(const game_def *g, const void *state)
{
    return g->turn(state).phase == GAME_PHASE_OVER;
}

static int cmp_action(const void *a, const void *b)
{
    game_action x = *(const game_action *)a, y = *(const game_action *)b;
    return x < y ? -1 : x > y;
}

void game_sort_actions(game_action *a, int n)
{
    if (n > 1) qsort(a, (size_t)n, sizeof *a, cmp_action);
}

bool game_json_whole(const cJSON *j, double lo, double hi, int *out)
{
    if (!cJSON_IsNumber(j)) return false;
    double v = j->valuedouble;
    /* every test is false for NaN; the range is checked before any conversion */
    if (!(v >= lo && v <= hi && v >= INT_MIN && v <= INT_MAX) || v != (double)(long long)v)
        return false;
    if (out) *out = (int)v;
    return true;
}

void game_format_reason(const char *text, const char *const *names, int nnames, char *out, size_t n)
{
    size_t o = 0;
    if (n == 0) return;
    for (const char *c = text; *c && o + 1 < n;) {
        char *end;
        if (c[0] == '{' && c[1] >= '0' && c[1] <= '9') {
            long seat = strtol(c + 1, &end, 10);
            if (*end == '}' && seat >= 0 && seat < GAME_MAX_PLAYERS) {
                char name[64];
                if (names && seat < nnames && names[seat])
                    snprintf(name, sizeof name, "%s", names[seat]);
                else
                    snprintf(name, sizeof name, _("Player %d"), (int)seat + 1);
                o += (size_t)snprintf(out + o, n - o, "%s", name);
                if (o >= n) o = n - 1;
                c = end + 1;
                continue;
            }
        }
        out[o++] = *c++;
    }
    out[o] = 0;
}

bool game_refuse(char *why, size_t n, const char *fmt, ...)
{
    if (why && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return false;
}

bool game_params_from_json(const game_def *g, game_params *p, const cJSON *opts, char *why,
                           size_t n)
{
    if (!opts) return true; /* all defaults */
    if (!cJSON_IsObject(opts))
        return game_refuse(why, n, "%s", _("\"options\" must be an object of key: value."));
    const cJSON *it;
    cJSON_ArrayForEach(it, opts)
    {
        char kv[256], val[128];
        if (cJSON_IsBool(it))
            snprintf(val, sizeof val, "%s", cJSON_IsTrue(it) ? "on" : "off");
        else if (cJSON_IsNumber(it) && it->valuedouble == (double)it->valueint)
            snprintf(val, sizeof val, "%d", it->valueint);
        else if (cJSON_IsString(it))
            snprintf(val, sizeof val, "%.100s", it->valuestring);
        else
            return game_refuse(why, n, _("Option %s has a value of the wrong kind."),
                               it->string ? it->string : "?");
        snprintf(kv, sizeof kv, "%.100s=%s", it->string ? it->string : "", val);
        if (!game_params_set(g, p, kv, why, n)) return false;
    }
    return true;
}

cJSON *game_params_to_json(const game_def *g, const game_params *p)
{
    cJSON *o = cJSON_CreateObject();
    for (int i = 0; o && i < g->n_options && i < GAME_MAX_OPTIONS; i++) {
        const game_option_def *d = &g->options[i];
        int v = p->opt[i];
        if (d->kind == GAME_OPT_BOOL)
            cJSON_AddBoolToObject(o, d->key, v != 0);
        else if (d->kind == GAME_OPT_INT)
            cJSON_AddNumberToObject(o, d->key, v);
        else
            cJSON_AddStringToObject(o, d->key, d->choices[v]);
    }
    return o;
}

cJSON *game_position_start(const game_def *g, const game_params *p)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddStringToObject(o, "game", g->id);
    cJSON_AddNumberToObject(o, "players", p->players);
    cJSON_AddItemToObject(o, "options", game_params_to_json(g, p));
    return o;
}

game_score_line *game_score_add(game_score *o, int player, int points, int ref, int group,
                                const char *reason)
{
    if (!o || o->nlines >= GAME_MAX_SCORE_LINES) return NULL;
    game_score_line *l = &o->line[o->nlines++];
    l->player = (int8_t)player;
    l->points = (int16_t)points;
    l->ref = (int16_t)ref;
    l->group = (int16_t)group;
    snprintf(l->reason, sizeof l->reason, "%s", reason);
    return l;
}
