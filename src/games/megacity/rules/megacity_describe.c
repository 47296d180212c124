/* megacity_describe.c: MegaCity: Oceania's moves told to the other players: the move log's phrase
 * of an action (game_def.describe: "takes contract 12 (Public building, 3 prestige)", "delivers
 * P6 for contract 12: +3 prestige, +1 token") and where it left a mark on the board (the hex, the
 * contract column, the offer slot), for the board's last-move marks. Public facts only: the
 * platforms on offer, contracts, elements in front of players and the city are on the table;
 * the pile's order is not (a drawn or refilled platform is named only once it is face up). */
#include "games/megacity/rules/megacity.h"
#include "core/i18n.h"
#include <stdio.h>
#include <string.h>

static int loose_count(const megacity_state *s, int p)
{
    int n = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) n += s->hand[p][k];
    return n;
}

static const char *type_name(const megacity_state *s, int plat)
{
    return _(megacity_type_names[megacity_side(s, plat)->type]);
}

/* ", +1 token" / ", +2 tokens" after a phrase, when the action earned tokens. */
static int tokens_text(const megacity_state *b, const megacity_state *a, int seat, char *buf,
                       size_t n)
{
    int t = a->tokens[seat] - b->tokens[seat];
    if (t <= 0) return snprintf(buf, n, "%s", "");
    return t == 1 ? snprintf(buf, n, "%s", _(", +1 token"))
                  : snprintf(buf, n, _(", +%d tokens"), t);
}

static const char *park_name(int v)
{
    if (v == MEGACITY_CENTRAL) return _(megacity_parks[MEGACITY_PARKS].name);
    if (v >= MEGACITY_PARK0 && v < MEGACITY_PARK0 + MEGACITY_PARKS)
        return _(megacity_parks[v - MEGACITY_PARK0].name);
    return "?";
}

int megacity_describe(const void *before, const void *after, int seat, game_action a, char *buf,
                      size_t n)
{
    const megacity_state *b = before, *s = after;
    int k = MEGACITY_KIND(a), fa = MEGACITY_FA(a), fb = MEGACITY_FB(a);
    if (!buf || n == 0) return 0;
    buf[0] = 0;
    if (seat < 0 || seat >= b->players) return 0;
    char tok[48];
    tokens_text(b, s, seat, tok, sizeof tok);
    int drawn = loose_count(s, seat) - loose_count(b, seat);
    switch (k) {
    case MEGACITY_A_END: return snprintf(buf, n, "%s", _("ends the turn"));
    case MEGACITY_A_CONTRACT: {
        if (fa < 1 || fa > MEGACITY_CONTRACTS) break;
        const megacity_contract *c = &megacity_contracts[fa - 1];
        if (c->exceptional)
            return snprintf(buf, n, _("takes exceptional contract %d (%d prestige)"), fa,
                            c->points);
        return snprintf(buf, n, _("takes contract %d (%s, %d prestige)"), fa,
                        _(megacity_type_names[c->type]), c->points);
    }
    case MEGACITY_A_PLATFORM:
        if (fa < 1 || fa > MEGACITY_PLATFORMS) break;
        return snprintf(buf, n, _("takes platform P%d (%s)"), fa, type_name(s, fa));
    case MEGACITY_A_DRAW:
    case MEGACITY_A_MATERIAL:
        if (drawn <= 0) return snprintf(buf, n, "%s", _("finds the bag empty: the end begins"));
        if (k == MEGACITY_A_MATERIAL && drawn == 1) {
            static const char *const mat[MEGACITY_MATERIALS] = {N_("takes a steel element (%s)"),
                                                                N_("takes a concrete element (%s)"),
                                                                N_("takes a glass element (%s)")};
            return snprintf(buf, n, _(mat[fa % MEGACITY_MATERIALS]),
                            _(megacity_shape_names[MEGACITY_FB(a) % MEGACITY_SHAPES]));
        }
        return drawn == 1 ? snprintf(buf, n, "%s", _("draws 1 element from the bag"))
                          : snprintf(buf, n, _("draws %d elements from the bag"), drawn);
    case MEGACITY_A_FLIP:
        if (fa < 1 || fa > MEGACITY_PLATFORMS) break;
        return snprintf(buf, n, _("turns P%d over (now %s)"), fa, type_name(s, fa));
    case MEGACITY_A_RENEW: return snprintf(buf, n, "%s", _("renews the platforms on offer"));
    case MEGACITY_A_REORDER:
        if (fa >= MEGACITY_TYPES || !b->ncol[fa]) break;
        return snprintf(buf, n, _("puts contract %d at the bottom of its column"), b->col[fa][0]);
    case MEGACITY_A_STACK:
    case MEGACITY_A_BUILD: {
        int plat = fa;
        if (k == MEGACITY_A_BUILD) {
            megacity_pose_act pa;
            if (!megacity_decode_pose(a, &pa)) break;
            plat = pa.plat;
        }
        if (plat < 1 || plat > MEGACITY_PLATFORMS) break;
        int el = s->plat[plat - 1].n;
        return el == 1 ? snprintf(buf, n, _("builds on P%d (1 element)"), plat)
                       : snprintf(buf, n, _("builds on P%d (%d elements)"), plat, el);
    }
    case MEGACITY_A_MOVE: {
        megacity_pose_act pa;
        if (!megacity_decode_pose(a, &pa)) break;
        return snprintf(buf, n, _("moves an element on P%d"), pa.plat);
    }
    case MEGACITY_A_UNBUILD: return snprintf(buf, n, _("takes an element off P%d"), fa);
    case MEGACITY_A_TOPPLE:
        return snprintf(buf, n,
                        _("topples the final building on P%d: the try is over, the elements "
                          "stay in front"),
                        fa);
    case MEGACITY_A_DELIVER:
    case MEGACITY_A_COLLAPSE: {
        int plat = fa, cell = fb, later = 0;
        unsigned mask = 0;
        if (k == MEGACITY_A_COLLAPSE && !megacity_decode_collapse(a, &plat, &cell, &later, &mask))
            break;
        if (plat < 1 || plat > MEGACITY_PLATFORMS) break;
        const megacity_plat *pl = &s->plat[plat - 1];
        if (pl->where != MEGACITY_AT_CITY) /* it fell during the slide */
            return snprintf(buf, n,
                            _("slides P%d to the city, but it falls: the elements come "
                              "back"),
                            plat);
        int c = pl->contract,
            pts = c >= 1 && c <= MEGACITY_CONTRACTS ? megacity_contracts[c - 1].points : 0;
        if (mask)
            return snprintf(buf, n,
                            _("delivers P%d for contract %d: +%d prestige%s, then it collapses "
                              "in the city"),
                            plat, c, pts, tok);
        return snprintf(buf, n, _("delivers P%d for contract %d: +%d prestige%s"), plat, c, pts,
                        tok);
    }
    case MEGACITY_A_SHAKEN: {
        int plat;
        unsigned mask;
        if (!megacity_decode_shaken(a, &plat, &mask)) break;
        return snprintf(buf, n, _("docks so hard that P%d next door collapses"), plat);
    }
    case MEGACITY_A_PARK:
        if (fa >= MEGACITY_CELLS) break;
        return snprintf(buf, n, _("places a park: %s"), park_name(s->cell[fa]));
    case MEGACITY_A_MONUMENT:
        if (fa >= MEGACITY_CELLS) break;
        return snprintf(buf, n, _("raises a monument: %s"), park_name(s->cell[fa]));
    case MEGACITY_A_CENTRAL: return snprintf(buf, n, _("raises a monument in Central Park%s"), tok);
    case MEGACITY_A_RETURN: return snprintf(buf, n, "%s", _("returns an element to the bag"));
    case MEGACITY_A_RECYCLE:
        return snprintf(buf, n, _("recycles every element in front of them%s"), tok);
    default: break;
    }
    return snprintf(buf, n, "%s", _("plays"));
}

void megacity_move_marks(const megacity_state *before, game_action a, megacity_move_mark *m)
{
    *m = (megacity_move_mark){.cell = -1, .column = -1, .offer = -1};
    int k = MEGACITY_KIND(a), fa = MEGACITY_FA(a), fb = MEGACITY_FB(a);
    switch (k) {
    case MEGACITY_A_CONTRACT:
        if (fa < 1 || fa > MEGACITY_CONTRACTS) return;
        if (megacity_contracts[fa - 1].exceptional)
            m->exc = fa;
        else
            m->column = megacity_contracts[fa - 1].type;
        return;
    case MEGACITY_A_REORDER:
        if (fa < MEGACITY_TYPES) m->column = fa;
        return;
    case MEGACITY_A_PLATFORM:
        for (int o = 0; o < 3; o++)
            if (before->offer[o] == fa) m->offer = o;
        m->plat = fa;
        return;
    case MEGACITY_A_RENEW: m->offer = 3; return;
    case MEGACITY_A_FLIP:
    case MEGACITY_A_STACK:
    case MEGACITY_A_UNBUILD: m->plat = fa; return;
    case MEGACITY_A_BUILD:
    case MEGACITY_A_MOVE: {
        megacity_pose_act pa;
        if (megacity_decode_pose(a, &pa)) m->plat = pa.plat;
        return;
    }
    case MEGACITY_A_DELIVER:
        m->plat = fa;
        m->cell = fb < MEGACITY_CELLS ? fb : -1;
        return;
    case MEGACITY_A_COLLAPSE: {
        int plat, cell, later;
        unsigned mask;
        if (!megacity_decode_collapse(a, &plat, &cell, &later, &mask)) return;
        m->plat = plat;
        m->cell = later ? cell : -1; /* fell in the slide: nothing reached the city */
        return;
    }
    case MEGACITY_A_SHAKEN: {
        int plat;
        unsigned mask;
        if (!megacity_decode_shaken(a, &plat, &mask)) return;
        m->plat = plat;
        m->cell =
            before->plat[plat - 1].where == MEGACITY_AT_CITY ? before->plat[plat - 1].cell : -1;
        return;
    }
    case MEGACITY_A_PARK:
    case MEGACITY_A_MONUMENT: m->cell = fa < MEGACITY_CELLS ? fa : -1; return;
    case MEGACITY_A_CENTRAL: m->cell = MEGACITY_CENTRE; return;
    default: return;
    }
}
