/* madcity_text.c: Mad City text forms: cells ("B2"), actions ("place 12 B2 r90", "move B2 C3",
 * "rotate B2", "grab tree", "claim road", "done"...) and the JSON position file. */
#include "games/madcity/rules/madcity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

extern const game_def madcity_game;

const char *const madcity_claim_keys[4] = {"road", "houses", "factories", "skyscrapers"};

/* Columns are letters from the left (A..), rows numbers from the top (1..). */
void madcity_cell_name(int side, int cell, char *buf, size_t n)
{
    if (cell < 0 || cell >= side * side)
        snprintf(buf, n, "?");
    else
        snprintf(buf, n, "%c%d", 'A' + cell % side, cell / side + 1);
}

int madcity_parse_cell(int side, const char *t)
{
    if (!t || !isalpha((unsigned char)t[0]) || !isdigit((unsigned char)t[1]) || t[2]) return -1;
    int c = toupper((unsigned char)t[0]) - 'A', r = t[1] - '1';
    if (c < 0 || c >= side || r < 0 || r >= side) return -1;
    return r * side + c;
}

static int parse_tile(const char *t)
{
    if (!t || !*t || strlen(t) > 2 || strspn(t, "0123456789") != strlen(t)) return -1;
    int v = atoi(t);
    return v >= 1 && v <= MADCITY_TILES ? v - 1 : -1;
}

static int parse_rot(const char *t)
{
    static const char *const r[4] = {"r0", "r90", "r180", "r270"};
    for (int i = 0; t && i < 4; i++)
        if (strcasecmp(t, r[i]) == 0) return i;
    return -1;
}

int madcity_action_to_text(const void *state, game_action a, char *buf, size_t n)
{
    const madcity_state *s = state;
    char c1[8], c2[8];
    int kind = MADCITY_A_KIND(a), arg = MADCITY_A_ARG(a);
    if (a >> 28) return snprintf(buf, n, "?");
    switch (kind) {
    case MADCITY_ACT_PLACE:
        madcity_cell_name(s->side, (arg >> 2) & 63, c1, sizeof c1);
        return snprintf(buf, n, "place %d %s r%d", (arg >> 8) + 1, c1, (arg & 3) * 90);
    case MADCITY_ACT_MOVE:
        madcity_cell_name(s->side, (arg >> 4) & 15, c1, sizeof c1);
        madcity_cell_name(s->side, arg & 15, c2, sizeof c2);
        return snprintf(buf, n, "move %s %s", c1, c2);
    case MADCITY_ACT_ROTATE:
    case MADCITY_ACT_RETURN:
        madcity_cell_name(s->side, arg, c1, sizeof c1);
        return snprintf(buf, n, "%s %s", kind == MADCITY_ACT_ROTATE ? "rotate" : "return", c1);
    case MADCITY_ACT_SWAP: return snprintf(buf, n, "swap %d", arg + 1);
    case MADCITY_ACT_CLAIM:
        return snprintf(buf, n, "claim %s", arg < 4 ? madcity_claim_keys[arg] : "?");
    case MADCITY_ACT_TREE: return snprintf(buf, n, "grab tree");
    case MADCITY_ACT_DONE: return snprintf(buf, n, "done");
    case MADCITY_ACT_READY: return snprintf(buf, n, "ready");
    case MADCITY_ACT_GUIDES:
        return snprintf(buf, n, "guides %s", arg ? "bottom-left" : "top-right");
    case MADCITY_ACT_GUIDE:
        madcity_cell_name(s->side, arg >> 2, c1, sizeof c1);
        return snprintf(buf, n, "guide %s r%d", c1, (arg & 3) * 90);
    case MADCITY_ACT_SKIP: return snprintf(buf, n, "guide skip");
    default: return snprintf(buf, n, "?");
    }
}

static bool cell_arg(const madcity_state *s, const char *t, int *c, char *why, size_t n)
{
    *c = madcity_parse_cell(s->side, t);
    if (*c < 0) return game_refuse(why, n, _("\"%s\" is not a cell of this city."), t ? t : "");
    return true;
}

bool madcity_action_from_text(const void *state, const char *text, game_action *out, char *why,
                              size_t n)
{
    const madcity_state *s = state;
    char buf[GAME_ACTION_TEXT * 2], *w[5] = {NULL};
    int nw = 0;
    if (!text || strlen(text) >= sizeof buf)
        return game_refuse(why, n, _("\"%s\" is not a Mad City action."), text ? "..." : "");
    snprintf(buf, sizeof buf, "%s", text);
    for (char *p = strtok(buf, " \t\r\n"); p; p = strtok(NULL, " \t\r\n")) {
        if (nw == 5) return game_refuse(why, n, _("\"%s\" is not a Mad City action."), text);
        w[nw++] = p;
    }
    if (!nw)
        return game_refuse(
            why, n, "%s",
            _("Write an action: place, move, rotate, return, swap, claim, grab tree, "
              "done, ready."));
    const char *k = w[0];
    int c1, c2;
#define WORDS(x)                                                                                   \
    if (nw != (x))                                                                                 \
    return game_refuse(why, n, _("\"%s\": wrong number of words for this action."), text)
    if (strcasecmp(k, "place") == 0) {
        WORDS(4);
        int t = parse_tile(w[1]), r = parse_rot(w[3]);
        if (t < 0) return game_refuse(why, n, _("\"%s\" is not a tile number (1 to 54)."), w[1]);
        if (!cell_arg(s, w[2], &c1, why, n)) return false;
        if (r < 0)
            return game_refuse(why, n, _("\"%s\" is not a rotation: r0, r90, r180 or r270."), w[3]);
        *out = MADCITY_PLACE(t, c1, r);
    } else if (strcasecmp(k, "move") == 0) {
        WORDS(3);
        if (!cell_arg(s, w[1], &c1, why, n) || !cell_arg(s, w[2], &c2, why, n)) return false;
        *out = MADCITY_MOVE(c1, c2);
    } else if (strcasecmp(k, "rotate") == 0 || strcasecmp(k, "return") == 0) {
        WORDS(2);
        if (!cell_arg(s, w[1], &c1, why, n)) return false;
        *out = MADCITY_ACTION(
            tolower((unsigned char)k[1]) == 'o' ? MADCITY_ACT_ROTATE : MADCITY_ACT_RETURN, c1);
    } else if (strcasecmp(k, "swap") == 0) {
        WORDS(2);
        int t = parse_tile(w[1]);
        if (t < 0) return game_refuse(why, n, _("\"%s\" is not a tile number (1 to 54)."), w[1]);
        *out = MADCITY_ACTION(MADCITY_ACT_SWAP, t);
    } else if (strcasecmp(k, "claim") == 0) {
        WORDS(2);
        int c = -1;
        for (int i = 0; i < 4; i++)
            if (strcasecmp(w[1], madcity_claim_keys[i]) == 0) c = i;
        if (c < 0)
            return game_refuse(
                why, n, _("\"%s\" is not a contractor: road, houses, factories or skyscrapers."),
                w[1]);
        *out = MADCITY_ACTION(MADCITY_ACT_CLAIM, c);
    } else if (strcasecmp(k, "grab") == 0) {
        WORDS(2);
        if (strcasecmp(w[1], "tree") != 0)
            return game_refuse(why, n, _("\"%s\": the only thing to grab is the tree."), w[1]);
        *out = MADCITY_ACTION(MADCITY_ACT_TREE, 0);
    } else if (strcasecmp(k, "done") == 0 || strcasecmp(k, "ready") == 0) {
        WORDS(1);
        *out = MADCITY_ACTION(
            tolower((unsigned char)k[0]) == 'd' ? MADCITY_ACT_DONE : MADCITY_ACT_READY, 0);
    } else if (strcasecmp(k, "guides") == 0) {
        WORDS(2);
        if (strcasecmp(w[1], "top-right") == 0)
            *out = MADCITY_ACTION(MADCITY_ACT_GUIDES, 0);
        else if (strcasecmp(w[1], "bottom-left") == 0)
            *out = MADCITY_ACTION(MADCITY_ACT_GUIDES, 1);
        else
            return game_refuse(why, n, _("\"%s\": start from top-right or bottom-left."), w[1]);
    } else if (strcasecmp(k, "guide") == 0) {
        if (nw == 2 && strcasecmp(w[1], "skip") == 0) {
            *out = MADCITY_ACTION(MADCITY_ACT_SKIP, 0);
            return true;
        }
        WORDS(3);
        int r = parse_rot(w[2]);
        if (!cell_arg(s, w[1], &c1, why, n)) return false;
        if (r < 0)
            return game_refuse(why, n, _("\"%s\" is not a rotation: r0, r90, r180 or r270."), w[2]);
        *out = MADCITY_ACTION(MADCITY_ACT_GUIDE, c1 << 2 | r);
    } else {
        return game_refuse(
            why, n,
            _("\"%s\" is not a Mad City action: use place, move, rotate, return, swap, "
              "claim, grab tree, done or ready."),
            k);
    }
#undef WORDS
    return true;
}

/* ---- position files ---------------------------------------------------------------------- */
/* See docs/rules/madcity.md: {"game":"madcity","players":2,"options":{"game":"standard"},
 * "history":[[12,9]],"tokens":[[5,3,2,5,1,0,2,1,0],...],"tree":1,"claims":[["road"],[]],
 * "cities":[[["12 r90","3","."],[...],[...]],...]} */

static bool int_in(const cJSON *x, int lo, int hi)
{
    return cJSON_IsNumber(x) && x->valuedouble >= lo && x->valuedouble <= hi &&
           x->valuedouble == (double)(int)x->valuedouble;
}

static bool load_city(madcity_state *s, int p, const cJSON *rows, uint64_t *seen, char *why,
                      size_t n)
{
    char msg[GAME_REASON_LEN];
    if (!cJSON_IsArray(rows) || cJSON_GetArraySize(rows) != s->side) {
        snprintf(msg, sizeof msg, _("City %d must be a list of %d rows."), p + 1, s->side);
        return game_refuse(why, n, "%s", msg);
    }
    for (int r = 0; r < s->side; r++) {
        const cJSON *row = cJSON_GetArrayItem(rows, r);
        if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != s->side) {
            snprintf(msg, sizeof msg, _("City %d, row %d must be a list of %d cells."), p + 1,
                     r + 1, s->side);
            return game_refuse(why, n, "%s", msg);
        }
        for (int c = 0; c < s->side; c++) {
            const cJSON *x = cJSON_GetArrayItem(row, c);
            if (!cJSON_IsString(x))
                return game_refuse(why, n, "%s",
                                   _("A cell is a string: \"12 r90\", \"12\" or \".\"."));
            char t[32], *rot;
            snprintf(t, sizeof t, "%s", x->valuestring);
            if (strcmp(t, ".") == 0 || !t[0]) continue;
            rot = strchr(t, ' ');
            if (rot) *rot++ = 0;
            int tile = parse_tile(t), ro = rot ? parse_rot(rot) : 0;
            if (tile < 0 || ro < 0)
                return game_refuse(why, n,
                                   _("\"%s\" is not a cell: write \"12 r90\", \"12\" or \".\"."),
                                   x->valuestring);
            if (*seen & (1ull << tile)) return game_refuse(why, n, _("Tile %s is used twice."), t);
            *seen |= 1ull << tile;
            s->grid[p][r * s->side + c] = (madcity_cell){(uint8_t)tile, (uint8_t)ro};
        }
    }
    return true;
}

bool madcity_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    madcity_state *s = state;
    const cJSON *j = (const cJSON *)json;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "madcity") != 0))
        return game_refuse(why, n, "%s", _("This position is not a Mad City position."));
    const cJSON *cities = cJSON_GetObjectItemCaseSensitive(j, "cities");
    if (!cJSON_IsArray(cities) || cJSON_GetArraySize(cities) < 1 ||
        cJSON_GetArraySize(cities) > GAME_MAX_PLAYERS)
        return game_refuse(why, n, "%s",
                           _("A Mad City position needs \"cities\": one city per player."));
    int np = cJSON_GetArraySize(cities);
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(j, "players");
    if (pl && (!int_in(pl, 1, GAME_MAX_PLAYERS) || pl->valueint != np))
        return game_refuse(why, n, "%s", _("\"players\" must match the number of cities."));
    game_params p;
    game_params_default(&madcity_game, &p, np);
    if (!game_params_from_json(&madcity_game, &p, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n))
        return false;
    if (!game_validate(&madcity_game, &p, why, n)) return false;
    madcity_state tmp;
    madcity_init(&tmp, &p);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    rng_seed(&tmp.rng, int_in(seed, 0, 2000000000) ? (uint64_t)seed->valueint : 1);
    /* earlier rounds: points per player per round */
    const cJSON *hist = cJSON_GetObjectItemCaseSensitive(j, "history");
    if (hist) {
        if (!cJSON_IsArray(hist) || cJSON_GetArraySize(hist) >= MADCITY_MAX_ROUNDS)
            return game_refuse(why, n, "%s", _("\"history\" must be a list of rounds."));
        int r = 0;
        const cJSON *round;
        cJSON_ArrayForEach(round, hist)
        {
            if (!cJSON_IsArray(round) || cJSON_GetArraySize(round) != np)
                return game_refuse(why, n, "%s",
                                   _("Each round of \"history\" gives one number per player."));
            for (int q = 0; q < np; q++) {
                const cJSON *x = cJSON_GetArrayItem(round, q);
                if (!int_in(x, -100, 200))
                    return game_refuse(why, n, "%s",
                                       _("Each round of \"history\" gives one number per player."));
                tmp.hist[r][q] = (int16_t)x->valueint;
                tmp.total[q] = (int16_t)(tmp.total[q] + x->valueint);
            }
            r++;
        }
        tmp.round = (uint8_t)r;
    }
    tmp.round++;
    if (madcity_is_solo(&tmp) && tmp.round > MADCITY_SOLO_ROUNDS)
        return game_refuse(why, n, "%s", _("Solitaire has three rounds."));
    const cJSON *tok = cJSON_GetObjectItemCaseSensitive(j, "tokens");
    if (tok) {
        if (!cJSON_IsArray(tok) || cJSON_GetArraySize(tok) != np)
            return game_refuse(why, n, "%s", _("\"tokens\" gives nine numbers per player."));
        for (int q = 0; q < np; q++) {
            const cJSON *t = cJSON_GetArrayItem(tok, q);
            if (!cJSON_IsArray(t) || cJSON_GetArraySize(t) != MADCITY_CATS)
                return game_refuse(why, n, "%s", _("\"tokens\" gives nine numbers per player."));
            for (int k = 0; k < MADCITY_CATS; k++) {
                const cJSON *x = cJSON_GetArrayItem(t, k);
                if (!int_in(x, 0, madcity_token_need[k]))
                    return game_refuse(why, n, "%s",
                                       _("A token count is at most the rulebook's requirement."));
                tmp.tokens[q][k] = (uint8_t)x->valueint;
            }
        }
    }
    const cJSON *tree = cJSON_GetObjectItemCaseSensitive(j, "tree");
    if (tree && !cJSON_IsNull(tree)) {
        if (!int_in(tree, 0, np) || madcity_is_solo(&tmp))
            return game_refuse(why, n, "%s",
                               _("\"tree\" is the number of the player holding it, or 0."));
        tmp.tree = tree->valueint ? (uint8_t)(tree->valueint - 1) : MADCITY_NONE;
    }
    const cJSON *claims = cJSON_GetObjectItemCaseSensitive(j, "claims");
    if (claims) {
        if (!cJSON_IsArray(claims) || cJSON_GetArraySize(claims) != np ||
            tmp.mode != MADCITY_MODE_STANDARD)
            return game_refuse(
                why, n, "%s",
                _("\"claims\" lists each player's contractors (Standard game only)."));
        for (int q = 0; q < np; q++) {
            const cJSON *c = cJSON_GetArrayItem(claims, q), *x;
            if (!cJSON_IsArray(c))
                return game_refuse(
                    why, n, "%s",
                    _("\"claims\" lists each player's contractors (Standard game only)."));
            cJSON_ArrayForEach(x, c)
            {
                int k = -1;
                for (int i = 0; i < 4 && cJSON_IsString(x); i++)
                    if (strcmp(x->valuestring, madcity_claim_keys[i]) == 0) k = i;
                if (k < 0)
                    return game_refuse(
                        why, n, "%s", _("A contractor is road, houses, factories or skyscrapers."));
                tmp.claims[q] |= (uint8_t)(1u << k);
            }
        }
    }
    uint64_t seen = 0;
    for (int q = 0; q < np; q++)
        if (!load_city(&tmp, q, cJSON_GetArrayItem(cities, q), &seen, why, n)) return false;
    /* the round as built: score it as at the end of the race (holes stay holes) */
    for (int q = 0; q < np; q++) {
        tmp.before[q] = tmp.total[q];
        memcpy(tmp.tokens_before[q], tmp.tokens[q], MADCITY_CATS);
    }
    tmp.phase = MADCITY_PH_RACE;
    madcity_score_round(&tmp, true);
    madcity_after_round(&tmp);
    memcpy(s, &tmp, sizeof tmp);
    return true;
}

/* The options a state was set up with (madcity_init's reading, backwards). */
static void state_params(const madcity_state *s, game_params *p)
{
    game_params_default(&madcity_game, p, s->players);
    bool solo = madcity_is_solo(s);
    p->opt[MADCITY_OPT_GAME] =
        s->mode == MADCITY_MODE_STANDARD ? MADCITY_GAME_STANDARD : MADCITY_GAME_BASE;
    p->opt[MADCITY_OPT_SHORT] = s->mode == MADCITY_MODE_BASE && s->target == 100;
    p->opt[MADCITY_OPT_VARIANT] = s->variant;
    p->opt[MADCITY_OPT_DIVIDER] = s->divider;
    p->opt[MADCITY_OPT_SOLO] = solo ? s->mode - MADCITY_MODE_PUZZLE : 0;
    p->opt[MADCITY_OPT_ONE] = s->one;
}

static cJSON *numbers(const void *v, bool wide, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; a && i < n; i++)
        cJSON_AddItemToArray(
            a, cJSON_CreateNumber(wide ? ((const int16_t *)v)[i] : ((const uint8_t *)v)[i]));
    return a;
}

/* The position file of a state, as madcity_load_position reads it: the last round scored (or the
 * round under way, as it stands) with the rounds before it as "history", each seat's tokens
 * and the tree as they were at that round's start, its contractors and its cities. A seat that
 * sat out the round (an extra round for the tied leaders) shows an empty city. */
cJSON *madcity_save_position(const void *state)
{
    const madcity_state *s = state;
    game_params p;
    state_params(s, &p);
    int last = s->round >= 1 ? s->round : 1; /* the round the cities belong to */
    cJSON *o = game_position_start(&madcity_game, &p);
    if (!o) return NULL;
    cJSON *hist = cJSON_AddArrayToObject(o, "history"), *tok = cJSON_AddArrayToObject(o, "tokens");
    for (int r = 0; r < last - 1 && r < MADCITY_MAX_ROUNDS; r++)
        cJSON_AddItemToArray(hist, numbers(s->hist[r], true, s->players));
    for (int q = 0; q < s->players; q++)
        cJSON_AddItemToArray(tok, numbers(s->tokens_before[q], false, MADCITY_CATS));
    if (!madcity_is_solo(s))
        cJSON_AddNumberToObject(o, "tree", s->tree < s->players ? s->tree + 1 : 0);
    if (s->mode == MADCITY_MODE_STANDARD) {
        cJSON *claims = cJSON_AddArrayToObject(o, "claims");
        for (int q = 0; claims && q < s->players; q++) {
            cJSON *c = cJSON_CreateArray();
            for (int k = 0; c && k < 4; k++)
                if (s->claims[q] & (1u << k))
                    cJSON_AddItemToArray(c, cJSON_CreateString(madcity_claim_keys[k]));
            cJSON_AddItemToArray(claims, c);
        }
    }
    static const char *const rot[4] = {"r0", "r90", "r180", "r270"};
    cJSON *cities = cJSON_AddArrayToObject(o, "cities");
    for (int q = 0; q < s->players; q++) {
        bool in = s->in_round & (1u << q);
        cJSON *rows = cJSON_CreateArray();
        for (int r = 0; rows && r < s->side; r++) {
            cJSON *row = cJSON_CreateArray();
            for (int c = 0; row && c < s->side; c++) {
                madcity_cell x = s->grid[q][r * s->side + c];
                char t[16] = ".";
                if (in && x.tile < MADCITY_TILES)
                    snprintf(t, sizeof t, "%d %s", x.tile + 1, rot[x.rot & 3]);
                cJSON_AddItemToArray(row, cJSON_CreateString(t));
            }
            cJSON_AddItemToArray(rows, row);
        }
        cJSON_AddItemToArray(cities, rows);
    }
    return o;
}
