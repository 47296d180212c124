/* megacity_text.c: MegaCity text forms of actions ("take contract 12", "build P3 steel:cube
 * -12.5 10.0 90.0", "deliver P4 at 1,-2 fell 1-3"). The position files are megacity_position.c. */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void megacity_kind_name(int kind, char *buf, size_t n)
{
    if (kind < 0 || kind >= MEGACITY_KINDS) {
        snprintf(buf, n, "?");
        return;
    }
    snprintf(buf, n, "%s:%s", megacity_materials[kind % MEGACITY_MATERIALS].key,
             megacity_shapes[kind / MEGACITY_MATERIALS].key);
}

int megacity_parse_kind(const char *t)
{
    const char *colon = strchr(t, ':');
    if (!colon) return -1;
    size_t ml = (size_t)(colon - t);
    for (int m = 0; m < MEGACITY_MATERIALS; m++) {
        if (strlen(megacity_materials[m].key) != ml ||
            strncasecmp(t, megacity_materials[m].key, ml))
            continue;
        for (int s = 0; s < MEGACITY_SHAPES; s++)
            if (strcasecmp(colon + 1, megacity_shapes[s].key) == 0)
                return s * MEGACITY_MATERIALS + m;
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
    if (!isdigit((unsigned char)t[1]) || *end || v < 1 || v > MEGACITY_PLATFORMS) return -1;
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
    return megacity_cell_index((int)q, (int)r);
}

static int cell_text(char *buf, size_t n, int cell)
{
    int q, r;
    megacity_cell_qr(cell, &q, &r);
    return snprintf(buf, n, "%d,%d", q, r);
}

/* "1-3,5" <-> a mask of tower slots (1-based in text). */
static void mask_text(unsigned mask, char *buf, size_t n)
{
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < MEGACITY_TOWER && o < n; i++) {
        if (!(mask & (1u << i))) continue;
        int j = i;
        while (j + 1 < MEGACITY_TOWER && (mask & (1u << (j + 1)))) j++;
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
        if (end == t || a < 1 || a > MEGACITY_TOWER) return false;
        b = a;
        if (*end == '-') {
            const char *b0 = end + 1;
            b = strtol(b0, &end, 10);
            if (end == b0 || b < a || b > MEGACITY_TOWER) return false;
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

int megacity_action_to_text(const void *state, game_action a, char *buf, size_t n)
{
    (void)state;
    int k = MEGACITY_KIND(a), fa = MEGACITY_FA(a), fb = MEGACITY_FB(a), fc = MEGACITY_FC(a);
    char kn[40], c1[16], x[16], y[16], an[16], m[48];
    switch (k) {
    case MEGACITY_A_END: return snprintf(buf, n, "end");
    case MEGACITY_A_CONTRACT: return snprintf(buf, n, "take contract %d", fa);
    case MEGACITY_A_PLATFORM: return snprintf(buf, n, "take platform %d", fa);
    case MEGACITY_A_DRAW: return snprintf(buf, n, "draw");
    case MEGACITY_A_MATERIAL:
        megacity_kind_name(
            fa < MEGACITY_MATERIALS && fb < MEGACITY_SHAPES ? fb * MEGACITY_MATERIALS + fa : -1, kn,
            sizeof kn);
        return snprintf(buf, n, "take %s", kn);
    case MEGACITY_A_FLIP: return snprintf(buf, n, "flip P%d", fa);
    case MEGACITY_A_RENEW: return snprintf(buf, n, "renew");
    case MEGACITY_A_REORDER:
        return snprintf(buf, n, "reorder %s", fa < MEGACITY_TYPES ? megacity_type_keys[fa] : "?");
    case MEGACITY_A_STACK:
        megacity_kind_name(fb, kn, sizeof kn);
        return snprintf(buf, n, "stack P%d %s%s", fa, kn, fc ? " turned" : "");
    case MEGACITY_A_UNBUILD: return snprintf(buf, n, "unbuild P%d %d", fa, fb + 1);
    case MEGACITY_A_DELIVER:
        cell_text(c1, sizeof c1, fb);
        return snprintf(buf, n, "deliver P%d at %s for %d", fa, c1, fc);
    case MEGACITY_A_PARK: cell_text(c1, sizeof c1, fa); return snprintf(buf, n, "park at %s", c1);
    case MEGACITY_A_MONUMENT:
        cell_text(c1, sizeof c1, fa);
        megacity_kind_name(fb, kn, sizeof kn);
        return snprintf(buf, n, "monument at %s %s", c1, kn);
    case MEGACITY_A_CENTRAL:
        megacity_kind_name(fa, kn, sizeof kn);
        return snprintf(buf, n, "central %s", kn);
    case MEGACITY_A_RETURN:
        megacity_kind_name(fa, kn, sizeof kn);
        return snprintf(buf, n, "return %s", kn);
    case MEGACITY_A_RECYCLE: return snprintf(buf, n, "recycle");
    case MEGACITY_A_BUILD:
    case MEGACITY_A_MOVE: {
        megacity_pose_act p;
        if (!megacity_decode_pose(a, &p)) break;
        tenths(x, sizeof x, p.x);
        tenths(y, sizeof y, p.y);
        tenths(an, sizeof an, p.a);
        if (k == MEGACITY_A_MOVE)
            return snprintf(buf, n, "move P%d %d %s %s %s", p.plat, p.what + 1, x, y, an);
        megacity_kind_name(p.what, kn, sizeof kn);
        return snprintf(buf, n, "build P%d %s %s %s %s", p.plat, kn, x, y, an);
    }
    case MEGACITY_A_COLLAPSE: {
        int plat, cell, after;
        unsigned mask;
        if (!megacity_decode_collapse(a, &plat, &cell, &after, &mask)) break;
        cell_text(c1, sizeof c1, cell);
        mask_text(mask, m, sizeof m);
        return snprintf(buf, n, "deliver P%d at %s for %d %s %s", plat, c1,
                        megacity_collapse_contract(a), after ? "collapsed" : "fell", m);
    }
    case MEGACITY_A_SHAKEN: {
        int plat;
        unsigned mask;
        if (!megacity_decode_shaken(a, &plat, &mask)) break;
        mask_text(mask, m, sizeof m);
        return snprintf(buf, n, "shaken P%d fell %s", plat, m);
    }
    case MEGACITY_A_TOPPLE: return snprintf(buf, n, "toppled P%d", fa);
    default: break;
    }
    return snprintf(buf, n, "?");
}

/* The contract an old save's delivery (written before the action named it) was for: the one the
 * rules then chose, the most points among those the building fulfils. */
static int default_contract(const void *state, int plat)
{
    const megacity_state *s = state;
    if (!s || plat < 1 || plat > MEGACITY_PLATFORMS) return 0;
    int fit[3];
    return megacity_fitting(s, s->plat[plat - 1].owner, plat, fit) ? fit[0] : 0;
}

bool megacity_action_from_text(const void *state, const char *text, game_action *out, char *why,
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
    if (nw == 1 && IS(0, "end")) return (*out = MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "draw")) return (*out = MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "renew")) return (*out = MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0)), true;
    if (nw == 1 && IS(0, "recycle"))
        return (*out = MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0)), true;
    if (IS(0, "take") && nw == 3 && (IS(1, "contract") || IS(1, "platform"))) {
        char *end;
        long id = strtol(w[2], &end, 10);
        int max = IS(1, "contract") ? MEGACITY_CONTRACTS : MEGACITY_PLATFORMS;
        if (*end || id < 1 || id > max)
            return game_refuse(why, n, _("\"%s\" is not a contract or platform number."), w[2]);
        *out =
            MEGACITY_ACT(IS(1, "contract") ? MEGACITY_A_CONTRACT : MEGACITY_A_PLATFORM, id, 0, 0);
        return true;
    }
    if (IS(0, "take") && nw == 2) {
        if ((kind = megacity_parse_kind(w[1])) >= 0)
            return (*out = MEGACITY_ACT(MEGACITY_A_MATERIAL, kind % MEGACITY_MATERIALS,
                                        kind / MEGACITY_MATERIALS, 0)),
                   true;
        for (int m = 0; m < MEGACITY_MATERIALS; m++)
            if (strcasecmp(w[1], megacity_materials[m].key) ==
                0) /* a save from before the choice */
                return game_refuse(why, n,
                                   _("\"take %s\" is the random take of older CityBox versions: "
                                     "the rules now name the element chosen from the bag (\"take "
                                     "%s:cube\"), so a save that has it cannot be replayed."),
                                   w[1], w[1]);
        return game_refuse(why, n, _("\"%s\" is not an element (material:shape)."), w[1]);
    }
    if (IS(0, "flip") && nw == 2 && (plat = parse_plat(w[1])) > 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_FLIP, plat, 0, 0)), true;
    if (IS(0, "reorder") && nw == 2) {
        for (int t = 0; t < MEGACITY_TYPES; t++)
            if (strcasecmp(w[1], megacity_type_keys[t]) == 0)
                return (*out = MEGACITY_ACT(MEGACITY_A_REORDER, t, 0, 0)), true;
        return game_refuse(why, n, _("\"%s\" is not a building type."), w[1]);
    }
    if (IS(0, "stack") && (nw == 3 || (nw == 4 && IS(3, "turned"))) &&
        (plat = parse_plat(w[1])) > 0 && (kind = megacity_parse_kind(w[2])) >= 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_STACK, plat, kind, nw == 4)), true;
    if (IS(0, "unbuild") && nw == 3 && (plat = parse_plat(w[1])) > 0) {
        char *end;
        long slot = strtol(w[2], &end, 10);
        if (!*end && slot >= 1 && slot <= MEGACITY_TOWER)
            return (*out = MEGACITY_ACT(MEGACITY_A_UNBUILD, plat, slot - 1, 0)), true;
    }
    if (IS(0, "deliver") && nw >= 4 && IS(2, "at") && (plat = parse_plat(w[1])) > 0 &&
        (cell = parse_cell(w[3])) >= 0) {
        /* "for N" names the contract; without it (an old save) the most points, as then */
        int i = 4, c;
        if (IS(4, "for")) {
            char *end;
            long id = nw > 5 ? strtol(w[5], &end, 10) : 0;
            if (nw <= 5 || *end || id < 1 || id > MEGACITY_CONTRACTS)
                return game_refuse(why, n, "%s",
                                   _("Write the contract as \"for\" and its number."));
            c = (int)id;
            i = 6;
        } else {
            c = default_contract(state, plat);
        }
        if (nw == i) return (*out = MEGACITY_ACT(MEGACITY_A_DELIVER, plat, cell, c)), true;
        unsigned mask;
        if (nw == i + 2 && (IS(i, "fell") || IS(i, "collapsed")) && parse_mask(w[i + 1], &mask))
            return (*out = megacity_encode_collapse(plat, cell, IS(i, "collapsed"), mask, c)), true;
    }
    if (IS(0, "toppled") && nw == 2 && (plat = parse_plat(w[1])) > 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_TOPPLE, plat, 0, 0)), true;
    if (IS(0, "shaken") && nw == 4 && (plat = parse_plat(w[1])) > 0 && IS(2, "fell")) {
        unsigned mask;
        if (parse_mask(w[3], &mask)) return (*out = megacity_encode_shaken(plat, mask)), true;
    }
    if (IS(0, "park") && nw == 3 && IS(1, "at") && (cell = parse_cell(w[2])) >= 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_PARK, cell, 0, 0)), true;
    if (IS(0, "monument") && nw == 4 && IS(1, "at") && (cell = parse_cell(w[2])) >= 0 &&
        (kind = megacity_parse_kind(w[3])) >= 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_MONUMENT, cell, kind, 0)), true;
    if (IS(0, "central") && nw == 2 && (kind = megacity_parse_kind(w[1])) >= 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_CENTRAL, kind, 0, 0)), true;
    if (IS(0, "return") && nw == 2 && (kind = megacity_parse_kind(w[1])) >= 0)
        return (*out = MEGACITY_ACT(MEGACITY_A_RETURN, kind, 0, 0)), true;
    if ((IS(0, "build") || IS(0, "move")) && nw == 6 && (plat = parse_plat(w[1])) > 0) {
        megacity_pose_act p = {plat, 0, 0, 0, 0};
        bool build = IS(0, "build");
        if (build) {
            if ((p.what = megacity_parse_kind(w[2])) < 0)
                return game_refuse(why, n, _("\"%s\" is not an element (material:shape)."), w[2]);
        } else {
            char *end;
            long slot = strtol(w[2], &end, 10);
            if (*end || slot < 1 || slot > MEGACITY_TOWER)
                return game_refuse(why, n, _("\"%s\" is not an element of a building."), w[2]);
            p.what = (int)slot - 1;
        }
        if (!parse_tenths(w[3], -MEGACITY_X_MAX, MEGACITY_X_MAX, &p.x) ||
            !parse_tenths(w[4], 0, MEGACITY_Y_MAX, &p.y) || !parse_tenths(w[5], -36000, 36000, &v))
            return game_refuse(why, n, "%s",
                               _("Write the pose as x and y in mm (one decimal, x from -61.0 to "
                                 "61.0, y from 0 to 800.0) and the angle in degrees."));
        p.a = ((v % MEGACITY_A_MAX) + MEGACITY_A_MAX) % MEGACITY_A_MAX;
        *out = megacity_encode_pose(build ? MEGACITY_A_BUILD : MEGACITY_A_MOVE, &p);
        return true;
    }
#undef IS
    return game_refuse(why, n, _("\"%s\" is not a MegaCity action."), text);
}
