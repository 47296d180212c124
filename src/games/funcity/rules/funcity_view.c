/* funcity_view.c: what each seat may see (its own MAD hand; the sizes of the others; never the
 * order of the decks) and the guesses bots make about the rest. Position files: funcity_position.c.
 */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

/* The CITY deck in one canonical order that keeps its piles: a view shows which cards are left
 * (everyone saw the others taken or closed) but not their order within a pile. */
static void canonical_deck(funcity_state *s)
{
    for (int i = 1; i < s->cdeck_n; i++)
        for (int j = i; j > 0; j--) {
            int a = s->cdeck[j - 1], b = s->cdeck[j];
            if (funcity_cards[a].open > funcity_cards[b].open ||
                (funcity_cards[a].open == funcity_cards[b].open && a > b))
                break;
            s->cdeck[j - 1] = (uint8_t)b;
            s->cdeck[j] = (uint8_t)a;
        }
}

void funcity_view(const void *state, int viewer, void *out)
{
    funcity_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    for (int q = 0; q < v->players; q++)
        if (q != viewer) memset(v->hand[q], 0, sizeof v->hand[q]);
    /* the draw pile: the cards the viewer cannot place, in kind order (a stand-in, so a view
     * can be played on; its contents follow from public cards and the viewer's own hand) */
    memset(v->mdeck, 0, sizeof v->mdeck);
    int i = 0;
    for (int k = 0; k < FUNCITY_KINDS && i < v->mdeck_n; k++) {
        int left = funcity_kinds[k].count - v->mdisc[k] - (viewer >= 0 ? v->hand[viewer][k] : 0);
        for (int c = 0; c < left && i < v->mdeck_n; c++) v->mdeck[i++] = (uint8_t)k;
    }
    canonical_deck(v);
}

void funcity_determinize(void *view_state, int viewer, rng_state *rng)
{
    funcity_state *s = view_state;
    rng_seed(&s->rng, rng_next(rng) | (uint64_t)rng_next(rng) << 32);
    /* the CITY deck: each pile shuffled again */
    for (int i = 0; i < s->cdeck_n;) {
        int j = i;
        while (j < s->cdeck_n && funcity_cards[s->cdeck[j]].open == funcity_cards[s->cdeck[i]].open)
            j++;
        rng_shuffle(rng, s->cdeck + i, j - i, 1);
        i = j;
    }
    /* the MAD cards nobody shows: the box less the discard pile and the viewer's hand */
    uint8_t pool[FUNCITY_MAD];
    int n = 0;
    for (int k = 0; k < FUNCITY_KINDS; k++) {
        int left = funcity_kinds[k].count - s->mdisc[k] - (viewer >= 0 ? s->hand[viewer][k] : 0);
        for (int c = 0; c < left; c++) pool[n++] = (uint8_t)k;
    }
    rng_shuffle(rng, pool, n, 1);
    int u = 0;
    for (int q = 0; q < s->players; q++) {
        if (q == viewer) continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int c = 0; c < s->hand_n[q] && u < n; c++) s->hand[q][pool[u++]]++;
    }
    for (int i = 0; i < s->mdeck_n && u < n; i++) s->mdeck[i] = pool[u++];
}

/* A phone seat's hand (game_def.seat_json): its MAD cards, from its own view. */
cJSON *funcity_seat_json(const void *view, int seat)
{
    const funcity_state *s = view;
    cJSON *o = cJSON_CreateObject(), *cards = o ? cJSON_AddArrayToObject(o, "cards") : NULL;
    bool ok = cards != NULL;
    for (int k = 0; ok && seat >= 0 && seat < s->players && k < FUNCITY_KINDS; k++) {
        if (!s->hand[seat][k]) continue;
        cJSON *c = cJSON_CreateObject();
        ok = c && cJSON_AddItemToArray(cards, c) &&
             cJSON_AddStringToObject(c, "key", funcity_kinds[k].key) &&
             cJSON_AddStringToObject(c, "name", _(funcity_kinds[k].name)) &&
             cJSON_AddStringToObject(c, "text", _(funcity_kinds[k].text)) &&
             cJSON_AddNumberToObject(c, "n", s->hand[seat][k]);
    }
    if (ok) return o;
    cJSON_Delete(o);
    return NULL;
}

/* A phone seat's buttons (game_def.action_label): the shared screen's words for the same moves. */
int funcity_action_label(const void *view, int seat, game_action a, char *buf, size_t n)
{
    const funcity_state *s = view;
    int x = FUNCITY_X(a), y = FUNCITY_Y(a);
    char to[96], who[8];
    switch (FUNCITY_TYPE(a)) {
    case FUNCITY_A_PLAY:
        if (x >= FUNCITY_KINDS) break;
        if (y == FUNCITY_NONE) return snprintf(buf, n, _("Play %s"), _(funcity_kinds[x].name));
        snprintf(who, sizeof who, "{%d}", y);
        return snprintf(buf, n, _("Play %s against %s"), _(funcity_kinds[x].name), who);
    case FUNCITY_A_SWAP: return snprintf(buf, n, "%s", _("Swap all three"));
    case FUNCITY_A_ROLL: return snprintf(buf, n, "%s", _("Roll the dice"));
    case FUNCITY_A_OBEY: {
        int place = seat >= 0 && seat < s->players && s->uhoh[seat] ? s->uhoh[seat] - 1 : 0;
        return snprintf(buf, n, _("UH-OH! Go to %s"), _(funcity_places[place].name));
    }
    case FUNCITY_A_GO: funcity_node_to(x, to, sizeof to); return snprintf(buf, n, _("Go %s"), to);
    case FUNCITY_A_BUS: return snprintf(buf, n, "%s", _("Take the bus"));
    case FUNCITY_A_BOARD:
        if (x >= FUNCITY_STOPS) break;
        return snprintf(buf, n, _("Bus stop %s, towards the %s"),
                        _(funcity_places[funcity_street_place(funcity_stops[x])].by),
                        _(funcity_places[funcity_terminal_place(y)].name));
    case FUNCITY_A_PASS: return snprintf(buf, n, "%s", _("No card: pass"));
    case FUNCITY_A_REACT:
        if (x >= FUNCITY_KINDS) break;
        return snprintf(buf, n, _("Play %s"), _(funcity_kinds[x].name));
    case FUNCITY_A_PICK:
        snprintf(who, sizeof who, "{%d}", x);
        return snprintf(buf, n, _("Pick %s's pocket"), who);
    case FUNCITY_A_STOP: return snprintf(buf, n, "%s", _("Stop picking"));
    case FUNCITY_A_SLOG:
        if (x >= FUNCITY_CITY) break;
        return snprintf(buf, n, _("%s (%d pts)"), _(funcity_places[funcity_cards[x].place].name),
                        funcity_cards[x].points);
    default: break;
    }
    return funcity_action_text(view, a, buf, n);
}
