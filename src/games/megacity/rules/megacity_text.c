/* megacity_text.c: MegaCity text forms of actions ("take contract 12", "build P3 steel:cube
 * -12.5 10.0 90.0", "deliver P4 at 1,-2 fell 1-3") and the readable JSON position file. */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void mega_kind_name(int kind, char *buf, size_t n)
{
    if (kind < 0 || kind >= MEGA_KINDS) {
        snprintf(buf, n, "?");
        return;
    }
    snprintf(buf, n, "%s:%s", mc_materials[kind % MC_MATERIALS].key,
             mc_shapes[kind / MC_MATERIALS].key);
}

int mega_parse_kind(const char *t)
{
    const char *colon = strchr(t, ':');
    if (!colon) return -1;
    size_t ml = (size_t)(colon - t);
    for (int m = 0; m < MC_MATERIALS; m++) {
        if (strlen(mc_materials[m].key) != ml || strncasecmp(t, mc_materials[m].key, ml)) continue;
        for (int s = 0; s < MC_SHAPES; s++)
            if (strcasecmp(colon + 1, mc_shapes[s].key) == 0) return s * MC_MATERIALS + m;
    }
    return -1;
}

/* A decimal with at most one digit after the point, in tenths: "-12.5" -> -125. */
static bool parse_tenths(const char *t, int lo, int hi, int *out)
{
    int sign = 1;
    long v = 0;
    if (*t == '-' || *t == '+') sign = *t++ == '-' ? -1 : 1;
    if (!isdigit((unsigned char)*t)) return false;
    int digits = 0;
    while (isdigit((unsigned char)*t) && digits < 6) v = v * 10 + (*t++ - '0'), digits++;
    v *= 10;
    if (*t == '.') {
        t++;
        if (isdigit((unsigned char)*t)) v += *t++ - '0';
    }
    if (*t) return false;
    v *= sign;
    if (v < lo || v > hi) return false;
    *out = (int)v;
    return true;
}

static int tenths(char *buf, size_t n, int v)
{
    return snprintf(buf, n, "%s%d.%d", v < 0 ? "-" : "", abs(v) / 10, abs(v) % 10);
}

static int parse_plat(const char *t)
{
    if (t[0] != 'P' && t[0] != 'p') return -1;
    char *end;
    long v = strtol(t + 1, &end, 10);
    if (!isdigit((unsigned char)t[1]) || *end || v < 1 || v > MC_PLATFORMS) return -1;
    return (int)v;
}

static int parse_cell(const char *t)
{
    char *end;
    long q = strtol(t, &end, 10);
    if (end == t || *end != ',') return -1;
    const char *r0 = end + 1;
    long r = strtol(r0, &end, 10);
    if (end == r0 || *end || labs(q) > 9 || labs(r) > 9) return -1;
    return mega_cell_index((int)q, (int)r);
}

static int cell_text(char *buf, size_t n, int cell)
{
    int q, r;
    mega_cell_qr(cell, &q, &r);
    return snprintf(buf, n, "%d,%d", q, r);
}

/* "1-3,5" <-> a mask of tower slots (1-based in text). */
static void mask_text(unsigned mask, char *buf, size_t n)
{
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < MEGA_TOWER && o < n; i++) {
        if (!(mask & (1u << i))) continue;
        int j = i;
        while (j + 1 < MEGA_TOWER && (mask & (1u << (j + 1)))) j++;
        if (j > i)
            o += (size_t)snprintf(buf + o, n - o, "%s%d-%d", o ? "," : "", i + 1, j + 1);
        else
            o += (size_t)snprintf(buf + o, n - o, "%s%d", o ? "," : "", i + 1);
        i = j;
    }
}

static bool parse_mask(const char *t, unsigned *mask)
{
    *mask = 0;
    while (*t) {
        char *end;
        long a = strtol(t, &end, 10), b;
        if (end == t || a < 1 || a > MEGA_TOWER) return false;
        b = a;
        if (*end == '-') {
            const char *b0 = end + 1;
            b = strtol(b0, &end, 10);
            if (end == b0 || b < a || b > MEGA_TOWER) return false;
        }
        for (long i = a; i <= b; i++) *mask |= 1u << (i - 1);
        if (*end == ',')
            end++;
        else if (*end)
            return false;
        t = end;
    }
    return *mask != 0;
}

int mega_action_to_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state;
    int k = MEGA_KIND(a), fa = MEGA_FA(a), fb = MEGA_FB(a), fc = MEGA_FC(a);
    char kn[40], c1[16], x[16], y[16], an[16], m[48];
    switch (k) {
    case MEGA_A_END: return snprintf(buf, n, "end");
    case MEGA_A_CONTRACT: return snprintf(buf, n, "take contract %d", fa);
    case MEGA_A_PLATFORM: return snprintf(buf, n, "take platform %d", fa);
    case MEGA_A_DRAW: return snprintf(buf, n, "draw");
    case MEGA_A_MATERIAL:
        mega_kind_name(fa < MC_MATERIALS && fb < MC_SHAPES ? fb * MC_MATERIALS + fa : -1, kn,
                       sizeof kn);
        return snprintf(buf, n, "take %s", kn);
    case MEGA_A_FLIP: return snprintf(buf, n, "flip P%d", fa);
    case MEGA_A_RENEW: return snprintf(buf, n, "renew");
    case MEGA_A_REORDER:
        return snprintf(buf, n, "reorder %s", fa < MC_TYPES ? mc_type_keys[fa] : "?");
    case MEGA_A_STACK:
        mega_kind_name(fb, kn, sizeof kn);
        return snprintf(buf, n, "stack P%d %s%s", fa, kn, fc ? " turned" : "");
    case MEGA_A_UNBUILD: return snprintf(buf, n, "unbuild P%d %d", fa, fb + 1);
    case MEGA_A_DELIVER:
        cell_text(c1, sizeof c1, fb);
        return snprintf(buf, n, "deliver P%d at %s for %d", fa, c1, fc);
    case MEGA_A_PARK: cell_text(c1, sizeof c1, fa); return snprintf(buf, n, "park at %s", c1);
    case MEGA_A_MONUMENT:
        cell_text(c1, sizeof c1, fa);
        mega_kind_name(fb, kn, sizeof kn);
        return snprintf(buf, n, "monument at %s %s", c1, kn);
    case MEGA_A_CENTRAL:
        mega_kind_name(fa, kn, sizeof kn);
        return snprintf(buf, n, "central %s", kn);
    case MEGA_A_RETURN: mega_kind_name(fa, kn, sizeof kn); return snprintf(buf, n, "return %s", kn);
    case MEGA_A_RECYCLE: return snprintf(buf, n, "recycle");
    case MEGA_A_BUILD:
    case MEGA_A_MOVE: {
        mega_pose_act p;
        if (!mega_decode_pose(a, &p)) break;
        tenths(x, sizeof x, p.x);
        tenths(y, sizeof y, p.y);
        tenths(an, sizeof an, p.a);
        if (k == MEGA_A_MOVE)
            return snprintf(buf, n, "move P%d %d %s %s %s", p.plat, p.what + 1, x, y, an);
        mega_kind_name(p.what, kn, sizeof kn);
        return snprintf(buf, n, "build P%d %s %s %s %s", p.plat, kn, x, y, an);
    }
    case MEGA_A_COLLAPSE: {
        int plat, cell, after;
        unsigned mask;
        if (!mega_decode_collapse(a, &plat, &cell, &after, &mask)) break;
        cell_text(c1, sizeof c1, cell);
        mask_text(mask, m, sizeof m);
        return snprintf(buf, n, "deliver P%d at %s for %d %s %s", plat, c1,
                        mega_collapse_contract(a), after ? "collapsed" : "fell", m);
    }
    case MEGA_A_SHAKEN: {
        int plat;
        unsigned mask;
        if (!mega_decode_shaken(a, &plat, &mask)) break;
        mask_text(mask, m, sizeof m);
        return snprintf(buf, n, "shaken P%d fell %s", plat, m);
    }
    case MEGA_A_TOPPLE: return snprintf(buf, n, "toppled P%d", fa);
    default: break;
    }
    return snprintf(buf, n, "?");
}

/* The contract an old save's delivery (written before the action named it) was for: the one the
 * rules then chose, the most points among those the building fulfils. */
static int default_contract(const void *state, int plat)
{
    const mega_state *s = state;
    if (!s || plat < 1 || plat > MC_PLATFORMS) return 0;
    int fit[3];
    return mega_fitting(s, s->plat[plat - 1].owner, plat, fit) ? fit[0] : 0;
}

bool mega_action_from_text(const void *state, const char *text, game_action *out, char *why,
                           size_t n)
{
    char buf[GAME_ACTION_TEXT * 2], *w[8];
    if (!text || strlen(text) >= sizeof buf)
        return game_refuse(why, n, "%s", _("That is not a MegaCity action."));
    snprintf(buf, sizeof buf, "%s", text);
    int nw = 0;
    for (char *tok = strtok(buf, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        if (nw == 8) return game_refuse(why, n, _("\"%s\" is not a MegaCity action."), text);
        w[nw++] = tok;
    }
    if (nw == 0) return game_refuse(why, n, "%s", _("Empty action."));
#define IS(i, s) (nw > (i) && strcasecmp(w[i], s) == 0)
    int plat, kind, cell, v;
    if (nw == 1 && IS(0, "end")) return (*out = MEGA_ACT(MEGA_A_END, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "draw")) return (*out = MEGA_ACT(MEGA_A_DRAW, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "renew")) return (*out = MEGA_ACT(MEGA_A_RENEW, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "recycle")) return (*out = MEGA_ACT(MEGA_A_RECYCLE, 0, 0, 0)), true;
    if (IS(0, "take") && nw == 3 && (IS(1, "contract") || IS(1, "platform"))) {
        char *end;
        long id = strtol(w[2], &end, 10);
        int max = IS(1, "contract") ? MC_CONTRACTS : MC_PLATFORMS;
        if (*end || id < 1 || id > max)
            return game_refuse(why, n, _("\"%s\" is not a contract or platform number."), w[2]);
        *out = MEGA_ACT(IS(1, "contract") ? MEGA_A_CONTRACT : MEGA_A_PLATFORM, id, 0, 0);
        return true;
    }
    if (IS(0, "take") && nw == 2) {
        if ((kind = mega_parse_kind(w[1])) >= 0)
            return (*out = MEGA_ACT(MEGA_A_MATERIAL, kind % MC_MATERIALS, kind / MC_MATERIALS, 0)),
                   true;
        for (int m = 0; m < MC_MATERIALS; m++)
            if (strcasecmp(w[1], mc_materials[m].key) == 0) /* a save from before the choice */
                return game_refuse(why, n,
                                   _("\"take %s\" is the random take of older CityBox versions: "
                                     "the rules now name the element chosen from the bag (\"take "
                                     "%s:cube\"), so a save that has it cannot be replayed."),
                                   w[1], w[1]);
        return game_refuse(why, n, _("\"%s\" is not an element (material:shape)."), w[1]);
    }
    if (IS(0, "flip") && nw == 2 && (plat = parse_plat(w[1])) > 0)
        return (*out = MEGA_ACT(MEGA_A_FLIP, plat, 0, 0)), true;
    if (IS(0, "reorder") && nw == 2) {
        for (int t = 0; t < MC_TYPES; t++)
            if (strcasecmp(w[1], mc_type_keys[t]) == 0)
                return (*out = MEGA_ACT(MEGA_A_REORDER, t, 0, 0)), true;
        return game_refuse(why, n, _("\"%s\" is not a building type."), w[1]);
    }
    if (IS(0, "stack") && (nw == 3 || (nw == 4 && IS(3, "turned"))) &&
        (plat = parse_plat(w[1])) > 0 && (kind = mega_parse_kind(w[2])) >= 0)
        return (*out = MEGA_ACT(MEGA_A_STACK, plat, kind, nw == 4)), true;
    if (IS(0, "unbuild") && nw == 3 && (plat = parse_plat(w[1])) > 0) {
        char *end;
        long slot = strtol(w[2], &end, 10);
        if (!*end && slot >= 1 && slot <= MEGA_TOWER)
            return (*out = MEGA_ACT(MEGA_A_UNBUILD, plat, slot - 1, 0)), true;
    }
    if (IS(0, "deliver") && nw >= 4 && IS(2, "at") && (plat = parse_plat(w[1])) > 0 &&
        (cell = parse_cell(w[3])) >= 0) {
        /* "for N" names the contract; without it (an old save) the most points, as then */
        int i = 4, c;
        if (IS(4, "for")) {
            char *end;
            long id = nw > 5 ? strtol(w[5], &end, 10) : 0;
            if (nw <= 5 || *end || id < 1 || id > MC_CONTRACTS)
                return game_refuse(why, n, "%s",
                                   _("Write the contract as \"for\" and its number."));
            c = (int)id;
            i = 6;
        } else {
            c = default_contract(state, plat);
        }
        if (nw == i) return (*out = MEGA_ACT(MEGA_A_DELIVER, plat, cell, c)), true;
        unsigned mask;
        if (nw == i + 2 && (IS(i, "fell") || IS(i, "collapsed")) && parse_mask(w[i + 1], &mask))
            return (*out = mega_encode_collapse(plat, cell, IS(i, "collapsed"), mask, c)), true;
    }
    if (IS(0, "toppled") && nw == 2 && (plat = parse_plat(w[1])) > 0)
        return (*out = MEGA_ACT(MEGA_A_TOPPLE, plat, 0, 0)), true;
    if (IS(0, "shaken") && nw == 4 && (plat = parse_plat(w[1])) > 0 && IS(2, "fell")) {
        unsigned mask;
        if (parse_mask(w[3], &mask)) return (*out = mega_encode_shaken(plat, mask)), true;
    }
    if (IS(0, "park") && nw == 3 && IS(1, "at") && (cell = parse_cell(w[2])) >= 0)
        return (*out = MEGA_ACT(MEGA_A_PARK, cell, 0, 0)), true;
    if (IS(0, "monument") && nw == 4 && IS(1, "at") && (cell = parse_cell(w[2])) >= 0 &&
        (kind = mega_parse_kind(w[3])) >= 0)
        return (*out = MEGA_ACT(MEGA_A_MONUMENT, cell, kind, 0)), true;
    if (IS(0, "central") && nw == 2 && (kind = mega_parse_kind(w[1])) >= 0)
        return (*out = MEGA_ACT(MEGA_A_CENTRAL, kind, 0, 0)), true;
    if (IS(0, "return") && nw == 2 && (kind = mega_parse_kind(w[1])) >= 0)
        return (*out = MEGA_ACT(MEGA_A_RETURN, kind, 0, 0)), true;
    if ((IS(0, "build") || IS(0, "move")) && nw == 6 && (plat = parse_plat(w[1])) > 0) {
        mega_pose_act p = {plat, 0, 0, 0, 0};
        bool build = IS(0, "build");
        if (build) {
            if ((p.what = mega_parse_kind(w[2])) < 0)
                return game_refuse(why, n, _("\"%s\" is not an element (material:shape)."), w[2]);
        } else {
            char *end;
            long slot = strtol(w[2], &end, 10);
            if (*end || slot < 1 || slot > MEGA_TOWER)
                return game_refuse(why, n, _("\"%s\" is not an element of a building."), w[2]);
            p.what = (int)slot - 1;
        }
        if (!parse_tenths(w[3], -MEGA_X_MAX, MEGA_X_MAX, &p.x) ||
            !parse_tenths(w[4], 0, MEGA_Y_MAX, &p.y) || !parse_tenths(w[5], -36000, 36000, &v))
            return game_refuse(why, n, "%s",
                               _("Write the pose as x and y in mm (one decimal, x from -61.0 to "
                                 "61.0, y from 0 to 800.0) and the angle in degrees."));
        p.a = ((v % MEGA_A_MAX) + MEGA_A_MAX) % MEGA_A_MAX;
        *out = mega_encode_pose(build ? MEGA_A_BUILD : MEGA_A_MOVE, &p);
        return true;
    }
#undef IS
    return game_refuse(why, n, _("\"%s\" is not a MegaCity action."), text);
}

/* ---- position files ----------------------------------------------------------------------- */
/* {"game":"megacity","players":2,"options":{"simplified":false},"seed":7,"active":1,
 *  "hands":[{"elements":{"steel:cube":2},"contracts":[3],"done":[1],"tokens":1,"park":false,
 *            "platforms":[{"id":4,"side":"A","tower":[["concrete:cube",-40.0,10.0,0.0]]}]}],
 *  "city":[{"id":5,"side":"B","at":[1,0],"owner":0,"contract":1,"tower":[...]},
 *          {"park":0,"at":[0,2],"monument":"glass:cube"}],
 *  "central_monument":"steel:cube","tallest":5}
 * Everything not named stays as the seed's setup dealt it; elements come out of the bag. */

static bool take_from_bag(mega_state *s, int kind, char *why, size_t n)
{
    if (kind < 0) return game_refuse(why, n, "%s", _("Unknown element (write material:shape)."));
    if (!s->bag[kind]) {
        char kn[40];
        mega_kind_name(kind, kn, sizeof kn);
        return game_refuse(why, n, _("There are not that many %s elements."), kn);
    }
    s->bag[kind]--;
    return true;
}

/* Takes platform id out of the pile or the offer (the offer is refilled later). */
static bool claim_platform(mega_state *s, int id, char *why, size_t n)
{
    if (id < 1 || id > MC_PLATFORMS || s->plat[id - 1].where == MEGA_AT_HAND ||
        s->plat[id - 1].where == MEGA_AT_CITY)
        return game_refuse(why, n, "%s", _("A platform is missing or named twice."));
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == id) {
            memmove(s->pile + i, s->pile + i + 1, (size_t)(s->npile - i - 1));
            s->pile[--s->npile] = 0;
        }
    for (int o = 0; o < 3; o++)
        if (s->offer[o] == id) s->offer[o] = 0;
    return true;
}

/* Removes a contract from the columns and the exceptional row. */
static bool claim_contract(mega_state *s, int id, char *why, size_t n)
{
    if (id < 1 || id > MC_CONTRACTS)
        return game_refuse(why, n, _("\"%d\" is not a contract number."), id);
    for (int t = 0; t < MC_TYPES; t++)
        for (int i = 0; i < s->ncol[t]; i++)
            if (s->col[t][i] == id) {
                memmove(s->col[t] + i, s->col[t] + i + 1, (size_t)(s->ncol[t] - i - 1));
                s->col[t][--s->ncol[t]] = 0;
                return true;
            }
    for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
        if (s->exc[i] == id) {
            s->exc[i] = 0;
            return true;
        }
    if (id <= MC_STANDARD_CONTRACTS) { /* left in the box by the deal: it joins the game */
        s->revealed++;
        return true;
    }
    return game_refuse(why, n, _("Contract %d is named twice."), id);
}

/* A whole number within lo..hi (a JSON number may be 1e18, -3 or 2.5). */
static bool whole(const cJSON *j, double lo, double hi)
{
    return game_json_whole(j, lo, hi, NULL);
}

static bool holds_contract(const mega_state *s, int p, int id)
{
    for (int i = 0; i < 3; i++)
        if (s->hold[p][i] == id) return true;
    return false;
}

/* A contract goes to one place only: held by one player, or realised by one. Seat p is about to
 * hold it (realised false) or be credited with it (realised true). */
static bool unique_contract(const mega_state *s, int id, int p, bool realised, char *why, size_t n)
{
    if (id < 1 || id > MC_CONTRACTS)
        return game_refuse(why, n, _("\"%d\" is not a contract number."), id);
    for (int q = 0; q < s->players; q++) {
        bool h = holds_contract(s, q, id), d = (s->done[q] >> (id - 1)) & 1;
        if (!h && !d) continue;
        if (q == p && (realised ? d : h))
            return game_refuse(why, n, _("Contract %d is listed twice for seat %d."), id, p);
        if (q == p)
            return game_refuse(why, n, _("Contract %d is both held and realised by seat %d."), id,
                               p);
        if (realised && d)
            return game_refuse(
                why, n, _("Contract %d is credited to two players (seats %d and %d)."), id, q, p);
        if (!realised && h)
            return game_refuse(why, n, _("Contract %d is held by two players (seats %d and %d)."),
                               id, q, p);
        return game_refuse(why, n, _("Contract %d is held by seat %d and realised by seat %d."), id,
                           realised ? q : p, realised ? p : q);
    }
    return true;
}

static bool load_tower(mega_state *s, mega_plat *pl, const cJSON *tower, char *why, size_t n)
{
    if (!tower) return true;
    if (!cJSON_IsArray(tower) || cJSON_GetArraySize(tower) > MEGA_TOWER)
        return game_refuse(why, n, _("A tower is a list of at most %d elements."), MEGA_TOWER);
    const cJSON *e;
    cJSON_ArrayForEach(e, tower)
    {
        const cJSON *k = cJSON_GetArrayItem(e, 0), *x = cJSON_GetArrayItem(e, 1),
                    *y = cJSON_GetArrayItem(e, 2), *a = cJSON_GetArrayItem(e, 3);
        if (!cJSON_IsArray(e) || !cJSON_IsString(k) || !cJSON_IsNumber(x) || !cJSON_IsNumber(y) ||
            !cJSON_IsNumber(a) || fabs(x->valuedouble) > 61 || y->valuedouble < 0 ||
            y->valuedouble > 800 || fabs(a->valuedouble) > 3600)
            return game_refuse(why, n, "%s",
                               _("A tower element is [\"material:shape\", x mm, y mm, angle]."));
        int kind = mega_parse_kind(k->valuestring);
        if (!take_from_bag(s, kind, why, n)) return false;
        int ang = (int)lround(a->valuedouble * 10);
        pl->el[pl->n++] = (mega_el){(uint8_t)kind, 0, (int16_t)lround(x->valuedouble * 10),
                                    (int16_t)lround(y->valuedouble * 10),
                                    (int16_t)(((ang % 3600) + 3600) % 3600)};
    }
    return true;
}

static int side_of(const cJSON *j)
{
    return cJSON_IsString(j) && (j->valuestring[0] == 'B' || j->valuestring[0] == 'b');
}

static bool load_hand(mega_state *s, int p, const cJSON *h, char *why, size_t n)
{
    if (!cJSON_IsObject(h)) return game_refuse(why, n, "%s", _("Each hand must be an object."));
    const cJSON *it, *els = cJSON_GetObjectItemCaseSensitive(h, "elements");
    cJSON_ArrayForEach(it, els)
    {
        int kind = it->string ? mega_parse_kind(it->string) : -1;
        if (!whole(it, 0, MEGA_KINDS * 10))
            return game_refuse(why, n, "%s", _("Element counts must be whole numbers."));
        for (int i = 0; i < it->valueint; i++) {
            if (!take_from_bag(s, kind, why, n)) return false;
            s->hand[p][kind]++;
        }
    }
    int nh = 0;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "contracts"))
    {
        if (!whole(it, 1, MC_CONTRACTS) || nh >= 3)
            return game_refuse(why, n, "%s",
                               _("Bad contracts in a hand (at most 3 contract numbers)."));
        if (!unique_contract(s, it->valueint, p, false, why, n) ||
            !claim_contract(s, it->valueint, why, n))
            return false;
        s->hold[p][nh++] = (uint8_t)it->valueint;
    }
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "done"))
    {
        if (!whole(it, 1, MC_CONTRACTS))
            return game_refuse(why, n, "%s", _("Bad realised contracts in a hand."));
        if (!unique_contract(s, it->valueint, p, true, why, n) ||
            !claim_contract(s, it->valueint, why, n))
            return false;
        s->done[p] |= 1ull << (it->valueint - 1);
    }
    const cJSON *tk = cJSON_GetObjectItemCaseSensitive(h, "tokens");
    if (tk && !whole(tk, 0, 99))
        return game_refuse(why, n, "%s",
                           _("\"tokens\" must be a whole number from 0 to 99 (prestige tokens)."));
    if (tk) s->tokens[p] = (uint8_t)tk->valueint;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(h, "platforms"))
    {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
        if (!cJSON_IsNumber(id))
            return game_refuse(why, n, "%s", _("Each platform in a hand needs a number \"id\"."));
        if (!claim_platform(s, id->valueint, why, n)) return false;
        mega_plat *pl = &s->plat[id->valueint - 1];
        pl->where = MEGA_AT_HAND;
        pl->owner = (uint8_t)p;
        pl->side = (uint8_t)side_of(cJSON_GetObjectItemCaseSensitive(it, "side"));
        if (!load_tower(s, pl, cJSON_GetObjectItemCaseSensitive(it, "tower"), why, n)) return false;
    }
    return true;
}

static bool load_city(mega_state *s, const cJSON *city, char *why, size_t n)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, city)
    {
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(it, "at");
        const cJSON *q = cJSON_GetArrayItem(at, 0), *r = cJSON_GetArrayItem(at, 1);
        int cell = cJSON_IsNumber(q) && cJSON_IsNumber(r) && fabs(q->valuedouble) < 10 &&
                           fabs(r->valuedouble) < 10
                       ? mega_cell_index(q->valueint, r->valueint)
                       : -1;
        if (cell < 0 || s->cell[cell])
            return game_refuse(why, n, "%s", _("A city tile is outside the city or on another."));
        const cJSON *park = cJSON_GetObjectItemCaseSensitive(it, "park");
        if (park) {
            if (!cJSON_IsNumber(park) || park->valueint < 0 || park->valueint >= s->players)
                return game_refuse(why, n, "%s", _("\"park\" names the player who placed it."));
            s->cell[cell] = (uint8_t)(MEGA_PARK0 + park->valueint);
            s->park_placed[park->valueint] = 1;
            const cJSON *m = cJSON_GetObjectItemCaseSensitive(it, "monument");
            if (cJSON_IsString(m)) {
                int kind = mega_parse_kind(m->valuestring);
                if (!take_from_bag(s, kind, why, n)) return false;
                s->monument[cell] = (uint8_t)(kind + 1);
            }
            continue;
        }
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
        const cJSON *ow = cJSON_GetObjectItemCaseSensitive(it, "owner");
        const cJSON *ct = cJSON_GetObjectItemCaseSensitive(it, "contract");
        if (!cJSON_IsNumber(id) || !cJSON_IsNumber(ow) || ow->valueint < 0 ||
            ow->valueint >= s->players || !claim_platform(s, id->valueint, why, n))
            return game_refuse(why, n, "%s", _("A city platform needs an id and an owner."));
        mega_plat *pl = &s->plat[id->valueint - 1];
        pl->where = MEGA_AT_CITY;
        pl->owner = (uint8_t)ow->valueint;
        pl->side = (uint8_t)side_of(cJSON_GetObjectItemCaseSensitive(it, "side"));
        pl->cell = (uint8_t)cell;
        pl->order = ++s->delivered;
        s->cell[cell] = (uint8_t)id->valueint;
        if (ct && !whole(ct, 1, MC_CONTRACTS))
            return game_refuse(why, n, "%s", _("A city platform's \"contract\" is a number."));
        if (ct) {
            if (!unique_contract(s, ct->valueint, pl->owner, true, why, n) ||
                !claim_contract(s, ct->valueint, why, n))
                return false;
            pl->contract = (uint8_t)ct->valueint;
            s->done[pl->owner] |= 1ull << (ct->valueint - 1);
        }
        if (!load_tower(s, pl, cJSON_GetObjectItemCaseSensitive(it, "tower"), why, n)) return false;
        int built = 0;
        for (int i = 0; i < MC_PLATFORMS; i++)
            built += s->plat[i].where == MEGA_AT_CITY && s->plat[i].owner == pl->owner;
        if (built > MEGA_CUBES)
            return game_refuse(why, n,
                               _("Seat %d has more than %d buildings in the city: a player has %d "
                                 "cubes, one on each building."),
                               pl->owner, MEGA_CUBES, MEGA_CUBES);
        pl->floors = (int16_t)mega_tower_floors(pl);
        if (!s->tallest || pl->floors > s->plat[s->tallest - 1].floors)
            s->tallest = (uint8_t)id->valueint;
    }
    return true;
}

bool mega_load_position(void *state, const struct cJSON *json, char *why, size_t n)
{
    const cJSON *j = json;
    if (!cJSON_IsObject(j))
        return game_refuse(why, n, "%s", _("A position must be a JSON object."));
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    if (g && (!cJSON_IsString(g) || strcmp(g->valuestring, "megacity") != 0))
        return game_refuse(why, n, "%s", _("This position is not a MegaCity position."));
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(j, "players");
    game_params p;
    game_params_default(&megacity_game, &p,
                        cJSON_IsNumber(pl) && fabs(pl->valuedouble) < 100 ? pl->valueint : 0);
    if (!game_params_from_json(&megacity_game, &p, cJSON_GetObjectItemCaseSensitive(j, "options"),
                               why, n) ||
        !game_validate(&megacity_game, &p, why, n))
        return false;
    mega_state *t = malloc(sizeof *t);
    if (!t) return game_refuse(why, n, "%s", _("Out of memory."));
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    uint64_t sd = cJSON_IsNumber(seed) && seed->valuedouble >= 0 && seed->valuedouble < 1e15
                      ? (uint64_t)seed->valuedouble
                      : 1;
    megacity_game.setup(t, &p, sd);
    bool ok = true;
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    if (hands) {
        if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != t->players) {
            ok = game_refuse(why, n, "%s", _("\"hands\" must give one hand per player."));
        } else {
            memset(t->hand, 0, sizeof t->hand); /* the dealt elements go back to the bag */
            for (int k = 0; k < MEGA_KINDS; k++)
                t->bag[k] = mc_element_counts[k / MC_MATERIALS][k % MC_MATERIALS];
            for (int i = 0; ok && i < t->players; i++)
                ok = load_hand(t, i, cJSON_GetArrayItem(hands, i), why, n);
        }
    }
    if (ok) ok = load_city(t, cJSON_GetObjectItemCaseSensitive(j, "city"), why, n);
    const cJSON *cm = cJSON_GetObjectItemCaseSensitive(j, "central_monument");
    if (ok && cJSON_IsString(cm)) {
        int kind = mega_parse_kind(cm->valuestring);
        ok = take_from_bag(t, kind, why, n);
        if (ok) t->monument[MEGA_CENTRE] = (uint8_t)(kind + 1);
    }
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(j, "active");
    if (ok && act) {
        if (!cJSON_IsNumber(act) || act->valueint < 0 || act->valueint >= t->players)
            ok = game_refuse(why, n, "%s", _("\"active\" must be a seat number."));
        else
            t->active = (uint8_t)act->valueint;
    }
    if (ok) {
        for (int o = 0; o < 3; o++) /* refill the offer */
            if (!t->offer[o] && t->npile) {
                t->offer[o] = t->pile[0];
                t->plat[t->pile[0] - 1].where = MEGA_AT_OFFER;
                memmove(t->pile, t->pile + 1, --t->npile);
                t->pile[t->npile] = 0;
            }
        bool cols = false;
        for (int c = 0; c < MC_TYPES; c++) cols |= t->ncol[c] > 0;
        if (!cols && !t->simplified) t->exc_open = 1;
        if (t->simplified && mega_bag_total(t) == 0) t->phase = MEGA_PH_OVER; /* stops at once */
        mega_refresh(t);
        memcpy(state, t, sizeof *t);
    }
    free(t);
    return ok;
}
