/* ladder.c: the evening ladder's data, its file and its exports. Pure C (no SDL, no GL). */
#include "club/ladder.h"
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/json_load.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LADDER_FORMAT "citybox-ladder"

int ladder_points_for_rank(int rank)
{
    static const int table[] = {5, 3, 2, 1};
    return rank >= 1 && rank <= 4 ? table[rank - 1] : 0;
}

void ladder_clear(ladder *l)
{
    memset(l, 0, sizeof *l);
}

/* name without leading and trailing spaces, cut at a character boundary to fit */
static void clean_name(char out[LADDER_NAME_MAX], const char *name)
{
    memset(out, 0, LADDER_NAME_MAX); /* the bytes after the NUL too: names are compared whole */
    if (!name) return;
    while (*name == ' ' || *name == '\t') name++;
    size_t n = strlen(name);
    while (n > 0 && (name[n - 1] == ' ' || name[n - 1] == '\t')) n--;
    if (n >= LADDER_NAME_MAX) {
        n = LADDER_NAME_MAX - 1;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) n--; /* no half character */
    }
    for (size_t i = 0; i < n; i++) out[i] = (unsigned char)name[i] < 32 ? ' ' : name[i];
    out[n] = 0;
}

static bool same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return false;
    return *a == *b;
}

int ladder_find_player(const ladder *l, const char *name)
{
    char c[LADDER_NAME_MAX];
    clean_name(c, name);
    if (!c[0]) return -1;
    for (int i = 0; i < l->nplayers; i++)
        if (same_name(l->names[i], c)) return i;
    return -1;
}

bool ladder_add_player(ladder *l, const char *name)
{
    char c[LADDER_NAME_MAX];
    clean_name(c, name);
    if (!c[0] || l->nplayers >= LADDER_MAX_PLAYERS || ladder_find_player(l, c) >= 0) return false;
    memcpy(l->names[l->nplayers++], c, sizeof c);
    return true;
}

bool ladder_remove_player(ladder *l, int index)
{
    if (index < 0 || index >= l->nplayers) return false;
    memmove(l->names[index], l->names[index + 1],
            (size_t)(l->nplayers - index - 1) * sizeof l->names[0]);
    l->nplayers--;
    memset(l->names[l->nplayers], 0, sizeof l->names[0]);
    return true;
}

void ladder_start(ladder *l, const char *const *names, int n, const char *started)
{
    ladder_clear(l);
    l->active = true;
    snprintf(l->started, sizeof l->started, "%s", started ? started : "");
    for (int i = 0; i < n; i++) ladder_add_player(l, names[i]);
}

int ladder_find_game(const ladder *l, const char *game_id, uint64_t key)
{
    for (int i = 0; i < l->ngames; i++)
        if (l->games[i].key == key && strcmp(l->games[i].game, game_id) == 0) return i;
    return -1;
}

bool ladder_add_game(ladder *l, const char *game_id, const char *const *names, const int *ranks,
                     int players, uint64_t key, const int *handicaps)
{
    if (!l->active || !game_id || players < 1 || players > LADDER_MAX_SEATS) return false;
    if (l->ngames >= LADDER_MAX_GAMES || ladder_find_game(l, game_id, key) >= 0) return false;
    ladder_game g = {.nseats = players, .key = key};
    snprintf(g.game, sizeof g.game, "%s", game_id);
    int on_list = 0;
    for (int i = 0; i < players; i++) {
        int p = names ? ladder_find_player(l, names[i]) : -1;
        g.seat[i].rank = ranks[i];
        g.seat[i].points = ladder_points_for_rank(ranks[i]);
        g.seat[i].handicap = handicaps ? handicaps[i] : 0;
        if (p >= 0) {
            memcpy(g.seat[i].name, l->names[p], LADDER_NAME_MAX);
            on_list++;
        }
    }
    if (!on_list) return false;
    l->games[l->ngames++] = g;
    return true;
}

static int kind_index(ladder_standings *s, const char *id)
{
    for (int k = 0; k < s->nkinds; k++)
        if (strcmp(s->kind[k], id) == 0) return k;
    if (s->nkinds >= LADDER_MAX_KINDS) return -1;
    snprintf(s->kind[s->nkinds], LADDER_ID_MAX, "%s", id);
    return s->nkinds++;
}

/* better first: more points, more wins, fewer games played, then the name */
static int row_cmp(const ladder *l, const ladder_row *a, const ladder_row *b)
{
    if (a->points != b->points) return b->points - a->points;
    if (a->wins != b->wins) return b->wins - a->wins;
    if (a->played != b->played) return a->played - b->played;
    return 0;
}

void ladder_standings_compute(const ladder *l, ladder_standings *out)
{
    memset(out, 0, sizeof *out);
    out->nrows = l->nplayers;
    for (int i = 0; i < l->nplayers; i++) out->row[i].player = i;
    for (int g = 0; g < l->ngames; g++) {
        const ladder_game *gm = &l->games[g];
        int k = kind_index(out, gm->game);
        for (int s = 0; s < gm->nseats; s++) {
            int p = gm->seat[s].name[0] ? ladder_find_player(l, gm->seat[s].name) : -1;
            if (p < 0) continue;
            ladder_row *r = &out->row[p];
            r->points += gm->seat[s].points;
            r->played++;
            if (gm->seat[s].rank == 1) r->wins++;
            if (gm->seat[s].handicap) r->handicapped++;
            if (k >= 0) {
                r->kind_played[k]++;
                if (gm->seat[s].rank == 1) r->kind_wins[k]++;
            }
        }
    }
    /* insertion sort: stable, so equal rows keep the list's order */
    for (int i = 1; i < out->nrows; i++)
        for (int j = i; j > 0 && row_cmp(l, &out->row[j], &out->row[j - 1]) < 0; j--) {
            ladder_row t = out->row[j];
            out->row[j] = out->row[j - 1];
            out->row[j - 1] = t;
        }
    for (int i = 0; i < out->nrows; i++)
        out->row[i].rank =
            i > 0 && row_cmp(l, &out->row[i], &out->row[i - 1]) == 0 ? out->row[i - 1].rank : i + 1;
}

/* ---- the file -------------------------------------------------------------------------------- */
const char *ladder_problem_text(ladder_problem p)
{
    switch (p) {
    case LADDER_BAD_READ: return N_("it cannot be read");
    case LADDER_BAD_JSON: return N_("it is damaged");
    case LADDER_BAD_FORMAT: return N_("it is not a CityBox ladder file");
    case LADDER_BAD_FUTURE: return N_("it comes from a newer version of CityBox");
    case LADDER_BAD_VALUE: return N_("a value in it is wrong");
    case LADDER_OK: break;
    }
    return "";
}

/* What the reader names when a value is wrong (the place in the file, from the strict reader). */
typedef struct reader {
    const cJSON *root;
    char *why;
    size_t n;
} reader;

static bool get_int(const reader *r, const cJSON *o, const char *key, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) {
        snprintf(r->why, r->n, _("\"%s\" is missing"), key);
        return false;
    }
    return json_load_int(r->root, v, lo, hi, out, r->why, r->n);
}

static bool get_str(const reader *r, const cJSON *o, const char *key, char *out, size_t n,
                    bool empty_ok)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    char where[160];
    if (cJSON_IsString(v) && strlen(v->valuestring) < n && (empty_ok || v->valuestring[0])) {
        memcpy(out, v->valuestring, strlen(v->valuestring) + 1);
        return true;
    }
    if (!v) {
        snprintf(r->why, r->n, _("\"%s\" is missing"), key);
    } else {
        json_load_path(r->root, v, where, sizeof where);
        snprintf(r->why, r->n, _("the value at %s is not a text of 1 to %zu bytes"), where, n - 1);
    }
    return false;
}

static ladder_problem bad_at(const reader *r, const cJSON *v, const char *what)
{
    char where[160];
    json_load_path(r->root, v, where, sizeof where);
    snprintf(r->why, r->n, "%s: %s", where[0] ? where : _("the top level"), what);
    return LADDER_BAD_VALUE;
}

static ladder_problem parse_game(ladder *l, const reader *r, const cJSON *jg)
{
    ladder_game g = {0};
    char key[32];
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(jg, "seats");
    if (!cJSON_IsObject(jg)) return bad_at(r, jg, _("a game is not an object"));
    if (!get_str(r, jg, "game", g.game, sizeof g.game, false) ||
        !get_str(r, jg, "key", key, sizeof key, false))
        return LADDER_BAD_VALUE;
    if (!cJSON_IsArray(seats)) return bad_at(r, jg, _("\"seats\" is not a list"));
    char *end = NULL;
    g.key = strtoull(key, &end, 10);
    if (!end || *end || key[0] < '0' || key[0] > '9')
        return bad_at(r, cJSON_GetObjectItemCaseSensitive(jg, "key"), _("not a whole number"));
    int n = cJSON_GetArraySize(seats);
    if (n < 1 || n > LADDER_MAX_SEATS) return bad_at(r, seats, _("a game has 1 to 6 seats"));
    g.nseats = n;
    for (int i = 0; i < n; i++) {
        const cJSON *js = cJSON_GetArrayItem(seats, i);
        ladder_seat *s = &g.seat[i];
        if (!cJSON_IsObject(js)) return bad_at(r, js, _("a seat is not an object"));
        if (!get_str(r, js, "name", s->name, sizeof s->name, true) ||
            !get_int(r, js, "rank", 1, LADDER_MAX_SEATS, &s->rank) ||
            !get_int(r, js, "points", 0, 100, &s->points) ||
            (cJSON_GetObjectItemCaseSensitive(js, "handicap") && /* optional: 0 when absent */
             !get_int(r, js, "handicap", 0, 99, &s->handicap)))
            return LADDER_BAD_VALUE;
    }
    if (l->ngames >= LADDER_MAX_GAMES) return bad_at(r, jg, _("too many games for one evening"));
    l->games[l->ngames++] = g;
    return LADDER_OK;
}

static ladder_problem parse(ladder *l, const reader *r)
{
    const cJSON *root = r->root;
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    if (!cJSON_IsObject(root) || !cJSON_IsString(fmt) ||
        strcmp(fmt->valuestring, LADDER_FORMAT) != 0 || !cJSON_IsNumber(ver) ||
        ver->valuedouble < 1 || ver->valuedouble != floor(ver->valuedouble))
        return LADDER_BAD_FORMAT;
    if (ver->valuedouble > LADDER_VERSION) return LADDER_BAD_FUTURE;
    const cJSON *active = cJSON_GetObjectItemCaseSensitive(root, "active");
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(root, "games");
    if (!cJSON_IsBool(active)) return bad_at(r, root, _("\"active\" is not true or false"));
    if (!cJSON_IsArray(players)) return bad_at(r, root, _("\"players\" is not a list"));
    if (!cJSON_IsArray(games)) return bad_at(r, root, _("\"games\" is not a list"));
    if (!get_str(r, root, "started", l->started, sizeof l->started, true)) return LADDER_BAD_VALUE;
    l->active = cJSON_IsTrue(active);
    const cJSON *it;
    cJSON_ArrayForEach(it, players)
    {
        if (!cJSON_IsString(it) || !ladder_add_player(l, it->valuestring))
            return bad_at(r, it, _("not a new player's name"));
    }
    cJSON_ArrayForEach(it, games)
    {
        ladder_problem p = parse_game(l, r, it);
        if (p != LADDER_OK) return p;
    }
    return LADDER_OK;
}

ladder_problem ladder_from_text_why(ladder *l, const char *text, size_t len, char *why, size_t n)
{
    char local[256];
    if (!why || n == 0) why = local, n = sizeof local;
    why[0] = 0;
    ladder_clear(l);
    if (!text) return LADDER_BAD_JSON;
    cJSON *root = json_load_parse(text, len, why, n); /* the strict reader: core/json_load.h */
    if (!root) return LADDER_BAD_JSON;
    reader r = {root, why, n};
    ladder_problem p = parse(l, &r);
    cJSON_Delete(root);
    if (p != LADDER_OK) ladder_clear(l); /* nothing half-read survives */
    return p;
}

ladder_problem ladder_from_text(ladder *l, const char *text, size_t len)
{
    return ladder_from_text_why(l, text, len, NULL, 0);
}

ladder_problem ladder_load_why(ladder *l, const char *path, char *why, size_t n)
{
    char local[256];
    if (!why || n == 0) why = local, n = sizeof local;
    why[0] = 0;
    ladder_clear(l);
    if (!fs_exists(path)) return LADDER_OK;
    size_t len = 0;
    char *text = json_load_read(path, &len, why, n);
    if (!text) return LADDER_BAD_READ;
    ladder_problem p = ladder_from_text_why(l, text, len, why, n);
    free(text);
    return p;
}

ladder_problem ladder_load(ladder *l, const char *path)
{
    return ladder_load_why(l, path, NULL, 0);
}

bool ladder_save(const ladder *l, const char *path)
{
    cJSON *root = cJSON_CreateObject();
    if (!root) return false;
    cJSON_AddStringToObject(root, "format", LADDER_FORMAT);
    cJSON_AddNumberToObject(root, "version", LADDER_VERSION);
    cJSON_AddBoolToObject(root, "active", l->active);
    cJSON_AddStringToObject(root, "started", l->started);
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int i = 0; i < l->nplayers; i++)
        cJSON_AddItemToArray(players, cJSON_CreateString(l->names[i]));
    cJSON *games = cJSON_AddArrayToObject(root, "games");
    for (int g = 0; g < l->ngames; g++) {
        const ladder_game *gm = &l->games[g];
        cJSON *jg = cJSON_CreateObject();
        char key[32];
        snprintf(key, sizeof key, "%" PRIu64, gm->key);
        cJSON_AddStringToObject(jg, "game", gm->game);
        cJSON_AddStringToObject(jg, "key", key);
        cJSON *seats = cJSON_AddArrayToObject(jg, "seats");
        for (int s = 0; s < gm->nseats; s++) {
            cJSON *js = cJSON_CreateObject();
            cJSON_AddStringToObject(js, "name", gm->seat[s].name);
            cJSON_AddNumberToObject(js, "rank", gm->seat[s].rank);
            cJSON_AddNumberToObject(js, "points", gm->seat[s].points);
            if (gm->seat[s].handicap) cJSON_AddNumberToObject(js, "handicap", gm->seat[s].handicap);
            cJSON_AddItemToArray(seats, js);
        }
        cJSON_AddItemToArray(games, jg);
    }
    char *text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    if (!text) return (errno = ENOMEM), false;
    size_t len = strlen(text);
    bool ok = fs_write_atomic(path, text, len);
    int err = ok ? 0 : errno;
    cJSON_free(text);
    errno = err; /* why it failed, for the ladder's status */
    return ok;
}

/* ---- exports --------------------------------------------------------------------------------- */
typedef struct buf {
    char *s;
    size_t n, cap;
} buf;

static void put(buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (need < 0) return;
    if (b->n + (size_t)need + 1 > b->cap) {
        size_t cap = (b->cap ? b->cap * 2 : 1024) + (size_t)need;
        char *s = realloc(b->s, cap);
        if (!s) return;
        b->s = s;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    b->n += (size_t)need;
}

static const char *kind_name(ladder_name_fn fn, const char *id)
{
    const char *n = fn ? fn(id) : NULL;
    return n ? n : id;
}

/* a CSV field: quoted, inner quotes doubled; a leading = + - @ defused for spreadsheets */
static void put_csv(buf *b, const char *s)
{
    put(b, "\"");
    if (*s == '=' || *s == '+' || *s == '-' || *s == '@') put(b, "'");
    for (; *s; s++) put(b, *s == '"' ? "\"\"" : "%c", *s);
    put(b, "\"");
}

char *ladder_csv(const ladder *l, ladder_name_fn game_name)
{
    ladder_standings st;
    ladder_standings_compute(l, &st);
    buf b = {0};
    put_csv(&b, _("Rank"));
    put(&b, ",");
    put_csv(&b, _("Player"));
    put(&b, ",");
    put_csv(&b, _("Points"));
    put(&b, ",");
    put_csv(&b, _("Games"));
    put(&b, ",");
    put_csv(&b, _("Wins"));
    put(&b, ",");
    put_csv(&b, _("Games with a handicap"));
    char head[160];
    for (int k = 0; k < st.nkinds; k++) {
        const char *name = kind_name(game_name, st.kind[k]);
        snprintf(head, sizeof head, _("%s games"), name);
        put(&b, ",");
        put_csv(&b, head);
        snprintf(head, sizeof head, _("%s wins"), name);
        put(&b, ",");
        put_csv(&b, head);
    }
    put(&b, "\r\n");
    for (int i = 0; i < st.nrows; i++) {
        const ladder_row *r = &st.row[i];
        put(&b, "%d,", r->rank);
        put_csv(&b, l->names[r->player]);
        put(&b, ",%d,%d,%d,%d", r->points, r->played, r->wins, r->handicapped);
        for (int k = 0; k < st.nkinds; k++) put(&b, ",%d,%d", r->kind_played[k], r->kind_wins[k]);
        put(&b, "\r\n");
    }
    return b.s;
}

static void put_html(buf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': put(b, "&lt;"); break;
        case '>': put(b, "&gt;"); break;
        case '&': put(b, "&amp;"); break;
        case '"': put(b, "&quot;"); break;
        case '\'': put(b, "&#39;"); break;
        default: put(b, "%c", *s);
        }
    }
}

char *ladder_html(const ladder *l, ladder_name_fn game_name)
{
    ladder_standings st;
    ladder_standings_compute(l, &st);
    buf b = {0};
    put(&b, "<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">\n<title>",
        i18n_language());
    put_html(&b, _("CityBox: the evening's standings"));
    put(&b, "</title>\n<style>body{font-family:sans-serif;margin:2em}"
            "table{border-collapse:collapse}th,td{border:1px solid #888;padding:.3em .7em}"
            "td.n{text-align:right}th{background:#eee}@media print{body{margin:0}}</style>\n"
            "</head><body>\n<h1>");
    put_html(&b, _("CityBox: the evening's standings"));
    put(&b, "</h1>\n<p>");
    if (l->started[0]) {
        char line[160];
        snprintf(line, sizeof line, _("Evening started %s."), l->started);
        put_html(&b, line);
        put(&b, " ");
    }
    char games[96];
    snprintf(games, sizeof games, _("Games played: %d."), l->ngames);
    put_html(&b, games);
    put(&b, " ");
    put_html(&b, _("Points per placing: 1st 5, 2nd 3, 3rd 2, 4th 1; tied players each score the "
                   "place they share."));
    put(&b, "</p>\n<table>\n<tr><th>");
    put_html(&b, _("Rank"));
    put(&b, "</th><th>");
    put_html(&b, _("Player"));
    put(&b, "</th><th>");
    put_html(&b, _("Points"));
    put(&b, "</th><th>");
    put_html(&b, _("Games"));
    put(&b, "</th><th>");
    put_html(&b, _("Wins"));
    put(&b, "</th>");
    for (int k = 0; k < st.nkinds; k++) {
        put(&b, "<th>");
        put_html(&b, kind_name(game_name, st.kind[k]));
        put(&b, "</th>");
    }
    put(&b, "</tr>\n");
    for (int i = 0; i < st.nrows; i++) {
        const ladder_row *r = &st.row[i];
        put(&b, "<tr><td class=\"n\">%d</td><td>", r->rank);
        put_html(&b, l->names[r->player]);
        if (r->handicapped) {
            char with[64];
            snprintf(with, sizeof with, _("with a handicap: %d"), r->handicapped);
            put(&b, " <small>(");
            put_html(&b, with);
            put(&b, ")</small>");
        }
        put(&b, "</td><td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d</td>",
            r->points, r->played, r->wins);
        for (int k = 0; k < st.nkinds; k++) {
            char cell[64];
            /* TRANSLATORS: a cell of the printed ladder: games played, wins */
            snprintf(cell, sizeof cell, _("played %d, won %d"), r->kind_played[k], r->kind_wins[k]);
            put(&b, "<td>");
            put_html(&b, r->kind_played[k] ? cell : "–");
            put(&b, "</td>");
        }
        put(&b, "</tr>\n");
    }
    put(&b, "</table>\n</body></html>\n");
    return b.s;
}

bool ladder_export(const ladder *l, const char *csv_path, const char *html_path,
                   ladder_name_fn game_name)
{
    char *csv = ladder_csv(l, game_name), *html = ladder_html(l, game_name);
    bool ok = csv && html && fs_write_atomic(csv_path, csv, strlen(csv)) &&
              fs_write_atomic(html_path, html, strlen(html));
    free(csv);
    free(html);
    return ok;
}
