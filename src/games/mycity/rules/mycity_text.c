/* mycity_text.c: My City text forms: squares ("C4"), counters ("Industrial-3"), actions
 * ("place Industrial-3 C4", "rezone C4 Park-2", "pass") and the JSON position file. */
#include "games/mycity/rules/mycity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

extern const game_def mycity_game;

/* Columns are letters from the left (A..), rows are numbers from the top (1..). */
void mycity_square_name(const mycity_state *s, int sq, char *buf, size_t n)
{
    snprintf(buf, n, "%c%d", 'A' + sq % s->side, sq / s->side + 1);
}

int mycity_parse_square(const mycity_state *s, const char *t)
{
    if (!t || !isalpha((unsigned char)t[0])) return -1;
    int c = toupper((unsigned char)t[0]) - 'A';
    char *end;
    long r = strtol(t + 1, &end, 10);
    if (!isdigit((unsigned char)t[1]) || *end || c < 0 || c >= s->side || r < 1 || r > s->side)
        return -1;
    return (int)(r - 1) * s->side + c;
}

void mycity_counter_name(const mycity_state *s, int kind, int value, bool translated, char *buf,
                         size_t n)
{
    const char *name = mycity_set_of(s)->zone[kind];
    if (translated) name = _(name);
    if (kind == MYCITY_SLUM)
        snprintf(buf, n, "%s", name);
    else
        snprintf(buf, n, "%s-%d", name, value);
}

/* A name matches the set's English name, its translation, or the standard set's name. */
static bool name_is(const char *t, size_t len, const char *eng, const char *std)
{
    const char *c[3] = {eng, _(eng), std};
    for (int i = 0; i < 3; i++)
        if (strlen(c[i]) == len && strncasecmp(t, c[i], len) == 0) return true;
    return false;
}

bool mycity_parse_counter(const mycity_state *s, const char *t, int *kind, int *value)
{
    size_t len = strlen(t);
    const char *dash = strrchr(t, '-');
    int v = 0;
    size_t nlen = len;
    if (dash && dash[1] && strspn(dash + 1, "0123456789") == strlen(dash + 1)) {
        v = atoi(dash + 1);
        nlen = (size_t)(dash - t);
    }
    for (int k = 0; k < MYCITY_KINDS; k++) {
        if (!name_is(t, nlen, mycity_set_of(s)->zone[k], mycity_sets[0].zone[k])) continue;
        if (k == MYCITY_SLUM) {
            if (!s->opt[MYCITY_OPT_SLUMS] || (v != 0 && v != 1)) return false;
            v = 1;
        } else if (v < 1 || v > s->ncount) {
            return false;
        }
        *kind = k;
        *value = v;
        return true;
    }
    return false;
}

int mycity_action_to_text(const void *state, game_action a, char *buf, size_t n)
{
    const mycity_state *s = state;
    char c[48], sq[8];
    int kind = MYCITY_A_KIND(a), k = MYCITY_A_TYPE(a), v = MYCITY_A_VALUE(a), q = MYCITY_A_SQ(a);
    if (kind == MYCITY_ACT_PASS) return snprintf(buf, n, "pass");
    if ((kind != MYCITY_ACT_PLACE && kind != MYCITY_ACT_REZONE) || k >= MYCITY_KINDS || q >= s->nsq)
        return snprintf(buf, n, "?");
    mycity_counter_name(s, k, v, false, c, sizeof c);
    mycity_square_name(s, q, sq, sizeof sq);
    if (kind == MYCITY_ACT_PLACE) return snprintf(buf, n, "place %s %s", c, sq);
    return snprintf(buf, n, "rezone %s %s", sq, c);
}

/* ---- the move log's phrase ------------------------------------------------------------ */
/* Appends ", takes City Hall, Zoo" (or ties for them): the landmarks next to sq whose control
 * the move gave the seat, as the score counts control (mycity_control). */
static void control_gained(const mycity_state *before, const mycity_state *after, int seat, int sq,
                           char *buf, size_t n)
{
    char took[2][160] = {"", ""}; /* [0] alone, [1] tied */
    mycity_bits nb;
    mycity_neighbours(after, sq, &nb);
    for (int q = 0; q < after->nsq; q++) {
        if (!mycity_test(&nb, q) || after->sq_kind[q] != MYCITY_SQ_LANDMARK) continue;
        int acc[GAME_MAX_PLAYERS];
        uint32_t was = mycity_control(before, q, acc), now = mycity_control(after, q, acc);
        if ((was & (1u << seat)) || !(now & (1u << seat))) continue;
        int tied = now != (1u << seat);
        size_t len = strlen(took[tied]);
        snprintf(took[tied] + len, sizeof took[tied] - len, "%s%s", len ? ", " : "",
                 _(mycity_set_of(after)->landmark[after->sq_item[q]].name));
    }
    for (int t = 0; t < 2; t++) {
        if (!took[t][0]) continue;
        char part[200];
        snprintf(part, sizeof part, t ? _("ties for %s") : _("takes %s"), took[t]);
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, ", %s", part);
    }
}

/* "Industrial-3 on C4, takes City Hall", "rezones C4 to Park-2", "cannot place: passes". Only
 * what everyone sees: the counter placed is public once it is on the board. */
int mycity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                    size_t n)
{
    const mycity_state *b = before, *s = after;
    int kind = MYCITY_A_KIND(a), k = MYCITY_A_TYPE(a), v = MYCITY_A_VALUE(a), q = MYCITY_A_SQ(a);
    if (!n) return 0;
    buf[0] = 0;
    if (kind == MYCITY_ACT_PASS) return snprintf(buf, n, "%s", _("cannot place: passes"));
    if ((kind != MYCITY_ACT_PLACE && kind != MYCITY_ACT_REZONE) || k >= MYCITY_KINDS || q >= s->nsq)
        return 0;
    char c[64], sq[8];
    mycity_counter_name(s, k, v, true, c, sizeof c);
    mycity_square_name(s, q, sq, sizeof sq);
    if (kind == MYCITY_ACT_PLACE)
        snprintf(buf, n, _("%s on %s"), c, sq);
    else
        snprintf(buf, n, _("rezones %s to %s"), sq, c);
    if (seat >= 0 && seat < s->players) control_gained(b, s, seat, q, buf, n);
    return (int)strlen(buf);
}

bool mycity_action_from_text(const void *state, const char *text, game_action *out, char *why,
                             size_t n)
{
    const mycity_state *s = state;
    char buf[GAME_ACTION_TEXT * 2];
    if (!text || strlen(text) >= sizeof buf)
        return game_refuse(why, n, _("\"%s\" is not a My City action."), text ? "..." : "");
    /* trim and collapse blanks */
    size_t j = 0;
    for (const char *p = text; *p; p++) {
        if (isspace((unsigned char)*p)) {
            if (j && buf[j - 1] != ' ') buf[j++] = ' ';
        } else {
            buf[j++] = *p;
        }
    }
    while (j && buf[j - 1] == ' ') j--;
    buf[j] = 0;
    if (strcasecmp(buf, "pass") == 0) return (*out = MYCITY_ACTION(MYCITY_ACT_PASS, 0, 0, 0)), true;
    char *sp = strchr(buf, ' ');
    if (!sp)
        return game_refuse(why, n, _("\"%s\" is not a My City action: use place, rezone or pass."),
                           buf);
    *sp = 0;
    char *rest = sp + 1;
    int kind;
    if (strcasecmp(buf, "place") == 0)
        kind = MYCITY_ACT_PLACE;
    else if (strcasecmp(buf, "rezone") == 0)
        kind = MYCITY_ACT_REZONE;
    else
        return game_refuse(why, n, _("\"%s\" is not a My City action: use place, rezone or pass."),
                           buf);
    /* place <counter> <square>: the square is the last word; rezone <square> <counter> */
    char *sqt, *ct;
    if (kind == MYCITY_ACT_PLACE) {
        char *last = strrchr(rest, ' ');
        if (!last)
            return game_refuse(why, n, _("\"%s\": write place, a counter and a square."), rest);
        *last = 0;
        ct = rest;
        sqt = last + 1;
    } else {
        char *first = strchr(rest, ' ');
        if (!first)
            return game_refuse(why, n, _("\"%s\": write rezone, a square and a counter."), rest);
        *first = 0;
        sqt = rest;
        ct = first + 1;
    }
    int sq = mycity_parse_square(s, sqt), k, v;
    if (sq < 0) return game_refuse(why, n, _("\"%s\" is not a square of this board."), sqt);
    if (!mycity_parse_counter(s, ct, &k, &v))
        return game_refuse(why, n, _("\"%s\" is not a zone counter of this game."), ct);
    *out = MYCITY_ACTION(kind, k, v, sq);
    return true;
}

/* ---- position files ----------------------------------------------------------------------- */
/* {"game":"mycity","players":3,"options":{"slums":true,"map":"8x8"},"to_move":1,
 *  "rezones_left":[3,2,3],"finished":false,"seed":1,"drawn":["Park-2","Slum"],"board":[["L:City
 * Hall","R:Industrial-3",".",...],...]}. mycity_save_position writes this format. */

static int parse_landmark(const mycity_state *s, const char *t)
{
    for (int id = 0; id < MYCITY_NLM_IDS; id++)
        if (name_is(t, strlen(t), mycity_set_of(s)->landmark[id].name,
                    mycity_sets[0].landmark[id].name))
            return id;
    return -1;
}

static int parse_player(const mycity_state *s, char c)
{
    static const char initials[] = "RBGYPO";
    int p = -1;
    if (c >= '1' && c <= '6') p = c - '1';
    const char *f = strchr(initials, toupper((unsigned char)c));
    if (c && f) p = (int)(f - initials);
    return p < s->players ? p : -1;
}

static bool load_cells(mycity_state *s, const cJSON *board, char *why, size_t n)
{
    if (!cJSON_IsArray(board) || cJSON_GetArraySize(board) != s->side) {
        if (why) snprintf(why, n, _("The board must be a list of %d rows."), s->side);
        return false;
    }
    for (int r = 0; r < s->side; r++) {
        const cJSON *row = cJSON_GetArrayItem(board, r);
        if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != s->side) {
            if (why) snprintf(why, n, _("Row %d must be a list of %d squares."), r + 1, s->side);
            return false;
        }
        for (int c = 0; c < s->side; c++) {
            const cJSON *cell = cJSON_GetArrayItem(row, c);
            int sq = r * s->side + c, k, v;
            char sqn[8];
            mycity_square_name(s, sq, sqn, sizeof sqn);
            const char *t = cJSON_IsString(cell) ? cell->valuestring : NULL;
            if (!t) return game_refuse(why, n, _("Square %s must be a string."), sqn);
            if (!*t || strcmp(t, ".") == 0) continue;
            if (strlen(t) < 3 || t[1] != ':')
                return game_refuse(why, n,
                                   _("\"%s\" is not a square content: use ., L:Landmark or "
                                     "R:Counter."),
                                   t);
            if (t[0] == 'L' || t[0] == 'l') {
                int id = parse_landmark(s, t + 2);
                if (id < 0)
                    return game_refuse(why, n, _("\"%s\" is not a landmark of this set."), t + 2);
                s->sq_kind[sq] = MYCITY_SQ_LANDMARK;
                s->sq_item[sq] = (uint8_t)id;
                mycity_clear(&s->empty, sq);
                mycity_set(&s->lm, sq);
                continue;
            }
            int p = parse_player(s, t[0]);
            if (p < 0) return game_refuse(why, n, _("\"%s\": no such player in this game."), t);
            if (!mycity_parse_counter(s, t + 2, &k, &v))
                return game_refuse(why, n, _("\"%s\" is not a zone counter of this game."), t + 2);
            if (!(s->cup[p][k] & (1u << v))) {
                if (why)
                    snprintf(why, n, _("Player %d has only one %s (again at %s)."), p + 1, t + 2,
                             sqn);
                return false;
            }
            s->sq_kind[sq] = (uint8_t)k;
            s->sq_owner[sq] = (uint8_t)p;
            s->sq_item[sq] = (uint8_t)v;
            s->cup[p][k] &= (uint8_t)(~(1u << v));
            mycity_clear(&s->empty, sq);
            mycity_set(&s->kind_occ[k], sq);
            mycity_set(&s->player_occ[p], sq);
        }
    }
    /* the city must obey the placement rule */
    for (int sq = 0; sq < s->nsq; sq++) {
        int k = s->sq_kind[sq];
        if (k >= MYCITY_KINDS) continue;
        mycity_bits nb;
        mycity_neighbours(s, sq, &nb);
        for (int o = 0; o < s->nsq; o++)
            if (mycity_test(&nb, o) && s->sq_kind[o] == k) {
                char a[8], b[8];
                mycity_square_name(s, sq, a, sizeof a);
                mycity_square_name(s, o, b, sizeof b);
                const char *kn = _(mycity_set_of(s)->zone[k]);
                if (why) snprintf(why, n, _("%s at %s would be next to %s at %s."), kn, a, kn, b);
                return false;
            }
    }
    return true;
}

/* "drawn" (random zones): the one or two counters the player to move drew from their cup, instead
 * of a draw from "seed". */
static bool load_drawn(mycity_state *s, const cJSON *d, char *why, size_t n)
{
    if (!d) return true;
    int count = cJSON_GetArraySize(d);
    if (!s->opt[MYCITY_OPT_RANDOM] || s->over || !cJSON_IsArray(d) || count < 1 || count > 2)
        return game_refuse(why, n, "%s",
                           _("\"drawn\" lists the one or two counters the player to move drew "
                             "(random zones, before the end)."));
    uint8_t pair[2] = {MYCITY_NONE, MYCITY_NONE};
    for (int i = 0; i < count; i++) {
        const cJSON *c = cJSON_GetArrayItem(d, i);
        int k, v;
        if (!cJSON_IsString(c) || !mycity_parse_counter(s, c->valuestring, &k, &v) ||
            !(s->cup[s->to_move][k] & (1u << v)) || (i == 1 && pair[0] == (uint8_t)(k << 4 | v)))
            return game_refuse(why, n,
                               _("\"%s\" is not a counter left in the cup of the player "
                                 "to move."),
                               cJSON_IsString(c) ? c->valuestring : "?");
        pair[i] = (uint8_t)(k << 4 | v);
    }
    s->drawn[0] = pair[0] < pair[1] ? pair[0] : pair[1]; /* the order a draw keeps */
    s->drawn[1] = pair[0] < pair[1] ? pair[1] : pair[0];
    return true;
}

bool mycity_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    mycity_state *s = state;
    const cJSON *j = (const cJSON *)json;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "mycity") != 0))
        return game_refuse(why, n, "%s", _("This position is not a My City position."));
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(j, "players");
    game_params p;
    int np = 0;
    if (pl && !game_json_whole(pl, 1, GAME_MAX_PLAYERS, &np))
        return game_refuse(why, n, "%s", _("\"players\" must be a whole number of players."));
    game_params_default(&mycity_game, &p, np);
    if (!game_params_from_json(&mycity_game, &p, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n))
        return false;
    if (!game_validate(&mycity_game, &p, why, n)) return false;
    mycity_state tmp;
    mycity_init_board(&tmp, &p);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    if (seed && (!cJSON_IsNumber(seed) || !(seed->valuedouble >= 0 && seed->valuedouble < 1e15) ||
                 (double)(uint64_t)seed->valuedouble != seed->valuedouble))
        return game_refuse(why, n, "%s", _("\"seed\" must be a whole number from 0 to 10^15."));
    rng_seed(&tmp.rng, seed ? (uint64_t)seed->valuedouble : 1);
    if (!load_cells(&tmp, cJSON_GetObjectItemCaseSensitive(j, "board"), why, n)) return false;
    const cJSON *tm = cJSON_GetObjectItemCaseSensitive(j, "to_move");
    if (tm) {
        int v = 0;
        if (!game_json_whole(tm, 1, tmp.players, &v))
            return game_refuse(why, n, "%s", _("\"to_move\" must be a player number."));
        tmp.to_move = tmp.first = (uint8_t)(v - 1);
    }
    const cJSON *rz = cJSON_GetObjectItemCaseSensitive(j, "rezones_left");
    if (rz) {
        if (!cJSON_IsArray(rz) || cJSON_GetArraySize(rz) != tmp.players)
            return game_refuse(why, n, "%s",
                               _("\"rezones_left\" must give one number per player."));
        for (int i = 0; i < tmp.players; i++) {
            const cJSON *x = cJSON_GetArrayItem(rz, i);
            int v = 0;
            if (!game_json_whole(x, 0, MYCITY_REZONES, &v))
                return game_refuse(why, n, "%s",
                                   _("\"rezones_left\" must give one number per player."));
            tmp.rezones_left[i] = tmp.opt[MYCITY_OPT_REZONING] ? (uint8_t)v : 0;
        }
    }
    mycity_finish_position(&tmp);
    /* "finished": true declares the city complete (end-of-game scoring such as parks). */
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "finished"))) {
        tmp.over = 1;
        tmp.drawn[0] = tmp.drawn[1] = MYCITY_NONE;
    }
    if (!load_drawn(&tmp, cJSON_GetObjectItemCaseSensitive(j, "drawn"), why, n)) return false;
    memcpy(s, &tmp, sizeof tmp);
    return true;
}

/* The position file of a state, as mycity_load_position reads it: the options, whose turn, the
 * rezonings left, "finished" once the game is over, the pair drawn (random zones) and the board
 * (seats by number). The cups follow from the board. */
cJSON *mycity_save_position(const void *state)
{
    const mycity_state *s = state;
    game_params p;
    game_params_default(&mycity_game, &p, s->players);
    for (int i = 0; i < MYCITY_NOPTS && i < GAME_MAX_OPTIONS; i++) p.opt[i] = s->opt[i];
    cJSON *o = game_position_start(&mycity_game, &p);
    if (!o) return NULL;
    cJSON_AddNumberToObject(o, "to_move", s->to_move + 1);
    cJSON *rz = cJSON_AddArrayToObject(o, "rezones_left");
    for (int i = 0; i < s->players; i++)
        cJSON_AddItemToArray(rz, cJSON_CreateNumber(s->rezones_left[i]));
    if (s->over) cJSON_AddBoolToObject(o, "finished", true);
    if (s->opt[MYCITY_OPT_RANDOM] && !s->over && s->drawn[0] < MYCITY_HIDDEN) {
        cJSON *d = cJSON_AddArrayToObject(o, "drawn");
        for (int i = 0; i < 2; i++) {
            char name[48];
            if (s->drawn[i] >= MYCITY_HIDDEN) continue;
            mycity_counter_name(s, s->drawn[i] >> 4, s->drawn[i] & 15, false, name, sizeof name);
            cJSON_AddItemToArray(d, cJSON_CreateString(name));
        }
    }
    cJSON *board = cJSON_AddArrayToObject(o, "board");
    for (int r = 0; r < s->side; r++) {
        cJSON *row = cJSON_CreateArray();
        for (int c = 0; row && c < s->side; c++) {
            int sq = r * s->side + c, k = s->sq_kind[sq];
            char cell[64] = ".", name[48];
            if (k == MYCITY_SQ_LANDMARK) {
                snprintf(cell, sizeof cell, "L:%s",
                         mycity_set_of(s)->landmark[s->sq_item[sq]].name);
            } else if (k < MYCITY_KINDS) {
                mycity_counter_name(s, k, s->sq_item[sq], false, name, sizeof name);
                snprintf(cell, sizeof cell, "%d:%s", s->sq_owner[sq] + 1, name);
            }
            cJSON_AddItemToArray(row, cJSON_CreateString(cell));
        }
        cJSON_AddItemToArray(board, row);
    }
    return o;
}

/* Saves written before the tie-break option (CityBox up to issue 14) lack its key: their games
 * were played with the tie-break, so they keep it. Their City Dump was always on the board,
 * where the rulebook's draw from the cup now puts other landmarks on other squares for the same
 * seed: such a save cannot be replayed and is refused, saying why. */
bool mycity_save_options(game_params *p, const struct cJSON *opts, char *why, size_t n)
{
    if (cJSON_GetObjectItemCaseSensitive((const cJSON *)opts, "tiebreak")) return true;
    if (p->opt[MYCITY_OPT_DUMP])
        return game_refuse(why, n, "%s",
                           _("This save comes from an older CityBox, where the City Dump was "
                             "always on the board: with the rulebook's draw from the cup its "
                             "landmarks would not be where they were. Start a new game."));
    p->opt[MYCITY_OPT_TIEBREAK] = 1;
    return true;
}
