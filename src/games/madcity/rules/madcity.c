/* madcity.c: Mad City rules: options, setup, turn order, legal actions (and the fast random
 * one), views; the rounds and applying an action are madcity_apply.c. Scoring and cities are in
 * madcity_score.c, text forms and position files in madcity_text.c, one at a time in
 * madcity_one.c, the tiles in madcity_tiles.c. Decisions are numbered in docs/rules/madcity.md. */
#include "games/madcity/rules/madcity.h"
#include "core/i18n.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- options ----------------------------------------------------------------------------- */
static const char *const game_keys[] = {"base", "standard", NULL};
static const char *const game_labels[] = {N_("Base game"), N_("Standard game"), NULL};
/* "divider" is the key of older saves (the divider alone); its empty label keeps it out of the
 * setup, which offers the option "divider" instead (not marked for translation: never shown). */
static const char *const variant_keys[] = {"none", "divider", "draw10", "common", NULL};
static const char *const variant_labels[] = {N_("None"), "", N_("Draw 10, use 9"),
                                             N_("Common tile swap"), NULL};
static const char *const solo_keys[] = {"puzzle", "advanced", "speed", NULL};
static const char *const solo_labels[] = {N_("Puzzle"), N_("Advanced puzzle"), N_("Speed"), NULL};

/* Handicaps (decision H1): a seat gets 10 more seconds a level, up to 30. */
static const game_handicap madcity_handicap = {GAME_HANDICAP_SECONDS, 3, 10, N_("+%d seconds")};

static const game_option_def options[MADCITY_NOPTS] = {
    {"game", N_("Game"),
     N_("Base game to 150 points, or the Standard game to 100 with scoring tokens and "
        "contractors."),
     GAME_OPT_CHOICE, 0, 1, 0, game_keys, game_labels},
    {"short", N_("Short game"), N_("The base game ends at 100 points instead of 150."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"variant", N_("Extra tile"),
     N_("2 to 5 players: draw 10 tiles and use 9, or draw 9 and swap once with a common tile "
        "(one or the other). Goes with the divider."),
     GAME_OPT_CHOICE, 0, 3, 0, variant_keys, variant_labels},
    {"divider", N_("Divider"),
     N_("Two players: neither sees the other's city while building. Goes with an extra tile."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"solo", N_("Solitaire"), N_("The solitaire game played by one player, over three rounds."),
     GAME_OPT_CHOICE, 0, 2, 0, solo_keys, solo_labels},
    {"one_at_a_time", N_("One at a time"),
     N_("For a group with one mouse: each player builds their minute in turn while the others' "
        "cities stay hidden; the soonest tree grab on its own clock gets the tree."),
     GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
};

const char *const madcity_player_names[GAME_MAX_PLAYERS] = {
    N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"), N_("Purple"), N_("Orange")};

bool madcity_validate(const game_params *p, char *why, size_t n)
{
    if (p->players < 1 || p->players > GAME_MAX_PLAYERS) {
        snprintf(why, n, _("Mad City is for 1 to 6 players, not %d."), p->players);
        return false;
    }
    int v = p->opt[MADCITY_OPT_VARIANT];
    bool divider =
        p->opt[MADCITY_OPT_DIVIDER] || v == MADCITY_VAR_DIVIDER; /* the old key: decision 16 */
    bool extra = v == MADCITY_VAR_DRAW10 || v == MADCITY_VAR_COMMON;
    if (p->players == 1 && (extra || divider)) {
        snprintf(why, n, "%s", _("The variants are for two or more players, not for solitaire."));
        return false;
    }
    if (divider && p->players != 2) {
        snprintf(why, n, "%s", _("The divider variant is for two players."));
        return false;
    }
    if (extra && p->players > 5) {
        snprintf(why, n, "%s", _("The extra tile variants are for 2 to 5 players."));
        return false;
    }
    if (p->opt[MADCITY_OPT_ONE] && p->players == 1) {
        snprintf(why, n, "%s", _("One at a time is for two or more players."));
        return false;
    }
    if (p->opt[MADCITY_OPT_ONE] && (divider || v == MADCITY_VAR_COMMON)) {
        snprintf(why, n, "%s",
                 _("One at a time hides the cities already, and a common tile would show the "
                   "earlier builders' swaps: leave the divider off and choose no extra tile or "
                   "Draw 10."));
        return false;
    }
    if (p->players > 1 && p->opt[MADCITY_OPT_SOLO] != 0) {
        snprintf(why, n, "%s", _("The solitaire games are for one player."));
        return false;
    }
    if (p->players == 1 &&
        (p->opt[MADCITY_OPT_GAME] != MADCITY_GAME_BASE || p->opt[MADCITY_OPT_SHORT])) {
        snprintf(why, n, "%s",
                 _("The Standard game and the short game are for two or more players."));
        return false;
    }
    if (p->players > 1 && p->opt[MADCITY_OPT_SHORT] &&
        p->opt[MADCITY_OPT_GAME] == MADCITY_GAME_STANDARD) {
        snprintf(why, n, "%s", _("The Standard game already plays to 100 points."));
        return false;
    }
    return true;
}

/* ---- helpers ------------------------------------------------------------------------------- */
bool madcity_is_solo(const madcity_state *s)
{
    return s->mode >= MADCITY_MODE_PUZZLE;
}

bool madcity_is_race(const madcity_state *s)
{
    return s->mode <= MADCITY_MODE_STANDARD || s->mode == MADCITY_MODE_SPEED;
}

bool madcity_solo_result(const madcity_state *s, const char **mode_key, int *score)
{
    if (!madcity_is_solo(s) || s->phase != MADCITY_PH_OVER) return false;
    if (mode_key) *mode_key = solo_keys[s->mode - MADCITY_MODE_PUZZLE];
    if (score) *score = s->total[0];
    return true;
}

uint32_t madcity_all_seats(const madcity_state *s)
{
    return (1u << s->players) - 1;
}

void madcity_init(madcity_state *s, const game_params *p)
{
    memset(s, 0, sizeof *s);
    s->players = (uint8_t)(p->players < 1 ? 1 : p->players > 6 ? 6 : p->players);
    if (s->players == 1)
        s->mode = (uint8_t)(MADCITY_MODE_PUZZLE +
                            (p->opt[MADCITY_OPT_SOLO] > 2 ? 0 : p->opt[MADCITY_OPT_SOLO]));
    else
        s->mode = p->opt[MADCITY_OPT_GAME] == MADCITY_GAME_STANDARD ? MADCITY_MODE_STANDARD
                                                                    : MADCITY_MODE_BASE;
    int v = p->opt[MADCITY_OPT_VARIANT];
    s->variant = (uint8_t)(s->players > 1 && (v == MADCITY_VAR_DRAW10 || v == MADCITY_VAR_COMMON)
                               ? v
                               : MADCITY_VAR_NONE);
    s->divider =
        (uint8_t)(s->players == 2 && (p->opt[MADCITY_OPT_DIVIDER] || v == MADCITY_VAR_DIVIDER));
    s->side = madcity_is_solo(s) ? MADCITY_SOLO_SIDE : MADCITY_SIDE;
    s->ncells = (uint8_t)(s->side * s->side);
    s->target = s->mode == MADCITY_MODE_BASE && !p->opt[MADCITY_OPT_SHORT] ? 150 : 100;
    s->phase = MADCITY_PH_READY;
    s->one = (uint8_t)(s->players > 1 && p->opt[MADCITY_OPT_ONE] != 0);
    s->in_round = (uint8_t)madcity_all_seats(s);
    for (int q = 0; q < s->players; q++) /* decision H1: a level is 10 more seconds */
        s->extra[q] = (uint16_t)(p->handicap[q] * madcity_handicap.step * MADCITY_TICK_HZ);
    s->tree = s->common = s->cur = MADCITY_NONE;
    memset(s->grid, MADCITY_NONE, sizeof s->grid);
    memset(s->guides, MADCITY_NONE, sizeof s->guides);
    for (int q = 0; q < s->players; q++) {
        memcpy(s->tokens[q], madcity_token_need, MADCITY_CATS);
        memcpy(s->tokens_before[q], madcity_token_need, MADCITY_CATS);
    }
}

static void setup(void *state, const game_params *p, uint64_t seed)
{
    madcity_state *s = state;
    madcity_init(s, p);
    rng_seed(&s->rng, seed);
}

void madcity_sort_hand(madcity_state *s, int p)
{
    uint8_t *h = s->hand[p];
    for (int i = 1; i < s->nhand[p]; i++)
        for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
            uint8_t t = h[j];
            h[j] = h[j - 1];
            h[j - 1] = t;
        }
}

int madcity_filled(const madcity_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < s->ncells; c++) n += s->grid[p][c].tile != MADCITY_NONE;
    return n;
}

static game_turn turn(const void *state)
{
    const madcity_state *s = state;
    switch (s->phase) {
    case MADCITY_PH_READY:
        return (game_turn){GAME_PHASE_SIMULTANEOUS, -1, (uint32_t)(s->in_round & ~s->ready)};
    case MADCITY_PH_RACE: /* one at a time: the builder alone (no player: no curtain, the board
                           * hands over itself) */
        return (game_turn){GAME_PHASE_SIMULTANEOUS, -1,
                           (uint32_t)(s->in_round & ~s->done) &
                               (s->one ? 1u << s->builder : 0xFFu)};
    case MADCITY_PH_PUZZLE:
    case MADCITY_PH_GUIDES: return (game_turn){GAME_PHASE_TURN, 0, 1};
    default: return (game_turn){GAME_PHASE_OVER, -1, 0};
    }
}

/* ---- legal actions ------------------------------------------------------------------------ */
static bool may_act(const madcity_state *s, int p)
{
    return p >= 0 && p < s->players && (turn(s).mask & (1u << p));
}

bool madcity_holds_tree(const madcity_state *s, int p)
{
    if (p < 0 || p >= s->players) return false;
    return s->tree == p || (s->one && s->phase == MADCITY_PH_RACE && s->grab[p] != 0);
}

bool madcity_tree_open(const madcity_state *s, int p)
{
    return s->mode <= MADCITY_MODE_STANDARD && s->tree == MADCITY_NONE &&
           !madcity_holds_tree(s, p) &&
           !(s->mode == MADCITY_MODE_STANDARD && s->before[p] >= MADCITY_RANGER_CAP);
}

bool madcity_tree_allowed(const madcity_state *s, int p)
{
    return madcity_tree_open(s, p) && madcity_filled(s, p) == s->ncells;
}

bool madcity_may_claim(const madcity_state *s, int p)
{
    return s->mode == MADCITY_MODE_STANDARD && s->phase == MADCITY_PH_RACE && may_act(s, p) &&
           (s->claims[p] & 0xF) != 0xF;
}

/* Guide i's line: cells of its column (top guides) or row (side guides). */
bool madcity_guide_line(const madcity_state *s, int g, int cell)
{
    return g < 4 ? cell % s->side == g : cell / s->side == g - 4;
}

static const uint8_t guide_order[2][MADCITY_GUIDES] = {{3, 2, 1, 0, 4, 5, 6, 7},
                                                       {7, 6, 5, 4, 0, 1, 2, 3}};

int madcity_current_guide(const madcity_state *s)
{
    if (!s->guide_dir || s->guide_next >= MADCITY_GUIDES) return -1;
    return guide_order[s->guide_dir - 1][s->guide_next];
}

static int legal_actions(const void *state, int p, game_action *out, int cap)
{
    const madcity_state *s = state;
    if (!may_act(s, p) || cap <= 0) return 0;
    int n = 0;
#define PUT(x)                                                                                     \
    do {                                                                                           \
        if (n < cap) out[n++] = (x);                                                               \
    } while (0)
    const madcity_cell *g = s->grid[p];
    switch (s->phase) {
    case MADCITY_PH_READY: PUT(MADCITY_ACTION(MADCITY_ACT_READY, 0)); break;
    case MADCITY_PH_PUZZLE:
        for (int c = 0; c < s->ncells; c++)
            if (g[c].tile == MADCITY_NONE)
                for (int r = 0; r < 4; r++) PUT(MADCITY_PLACE(s->cur, c, r));
        break;
    case MADCITY_PH_GUIDES: {
        int gi = madcity_current_guide(s);
        if (gi < 0) {
            PUT(MADCITY_ACTION(MADCITY_ACT_GUIDES, 0));
            PUT(MADCITY_ACTION(MADCITY_ACT_GUIDES, 1));
            break;
        }
        for (int c = 0; c < s->ncells; c++)
            if (madcity_guide_line(s, gi, c))
                for (int r = 0; r < 4; r++) PUT(MADCITY_ACTION(MADCITY_ACT_GUIDE, c << 2 | r));
        PUT(MADCITY_ACTION(MADCITY_ACT_SKIP, 0));
        break;
    }
    case MADCITY_PH_RACE:
        if (!madcity_holds_tree(s, p)) { /* the tree holder builds no more (decision 7) */
            for (int i = 0; i < s->nhand[p]; i++)
                for (int c = 0; c < s->ncells; c++)
                    if (g[c].tile == MADCITY_NONE)
                        for (int r = 0; r < 4; r++) PUT(MADCITY_PLACE(s->hand[p][i], c, r));
            for (int f = 0; f < s->ncells; f++)
                if (g[f].tile != MADCITY_NONE)
                    for (int c = 0; c < s->ncells; c++)
                        if (c != f) PUT(MADCITY_MOVE(f, c));
            for (int f = 0; f < s->ncells; f++)
                if (g[f].tile != MADCITY_NONE) PUT(MADCITY_ACTION(MADCITY_ACT_ROTATE, f));
            for (int f = 0; f < s->ncells; f++)
                if (g[f].tile != MADCITY_NONE) PUT(MADCITY_ACTION(MADCITY_ACT_RETURN, f));
            if (s->variant == MADCITY_VAR_COMMON && !(s->swapped & (1u << p)) &&
                s->common != MADCITY_NONE) {
                uint64_t own = 0;
                for (int i = 0; i < s->nhand[p]; i++) own |= 1ull << s->hand[p][i];
                for (int c = 0; c < s->ncells; c++)
                    if (g[c].tile < MADCITY_TILES) own |= 1ull << g[c].tile;
                for (; own; own &= own - 1)
                    PUT(MADCITY_ACTION(MADCITY_ACT_SWAP, __builtin_ctzll(own)));
            }
        }
        if (s->mode == MADCITY_MODE_STANDARD)
            for (int k = 0; k < 4; k++)
                if (!(s->claims[p] & (1u << k))) PUT(MADCITY_ACTION(MADCITY_ACT_CLAIM, k));
        if (madcity_tree_allowed(s, p)) PUT(MADCITY_ACTION(MADCITY_ACT_TREE, 0));
        PUT(MADCITY_ACTION(MADCITY_ACT_DONE, 0));
        break;
    default: break;
    }
#undef PUT
    return n;
}

/* One uniformly random legal action of p without building the list (fast playouts): the
 * same list as legal_actions, counted kind by kind, then the k-th entry is rebuilt. */
game_action madcity_random_action(const madcity_state *s, int p, rng_state *rng)
{
    if (!may_act(s, p)) return 0;
    const madcity_cell *g = s->grid[p];
    int empty[MADCITY_MAX_CELLS], full[MADCITY_MAX_CELLS], ne = 0, nf = 0;
    for (int c = 0; c < s->ncells; c++) {
        if (g[c].tile == MADCITY_NONE)
            empty[ne++] = c;
        else
            full[nf++] = c;
    }
    switch (s->phase) {
    case MADCITY_PH_READY: return MADCITY_ACTION(MADCITY_ACT_READY, 0);
    case MADCITY_PH_PUZZLE: {
        int k = (int)rng_below(rng, (uint32_t)(ne * 4));
        return MADCITY_PLACE(s->cur, empty[k / 4], k % 4);
    }
    case MADCITY_PH_GUIDES: {
        int gi = madcity_current_guide(s);
        if (gi < 0) return MADCITY_ACTION(MADCITY_ACT_GUIDES, rng_below(rng, 2));
        int k = (int)rng_below(rng, (uint32_t)(s->side * 4 + 1));
        if (k == s->side * 4) return MADCITY_ACTION(MADCITY_ACT_SKIP, 0);
        int i = k / 4, c = gi < 4 ? i * s->side + gi : (gi - 4) * s->side + i;
        return MADCITY_ACTION(MADCITY_ACT_GUIDE, c << 2 | (k % 4));
    }
    case MADCITY_PH_RACE: {
        bool build = !madcity_holds_tree(s, p); /* the holder: claims and done only */
        if (!build) ne = nf = 0;
        int nh = s->nhand[p];
        int nplace = nh * ne * 4, nmove = nf * (s->ncells - 1);
        int nswap = build && s->variant == MADCITY_VAR_COMMON && !(s->swapped & (1u << p)) &&
                            s->common != MADCITY_NONE
                        ? nh + nf
                        : 0;
        int nclaim = s->mode == MADCITY_MODE_STANDARD ? 4 - __builtin_popcount(s->claims[p]) : 0;
        int ntree = madcity_tree_allowed(s, p);
        int k =
            (int)rng_below(rng, (uint32_t)(nplace + nmove + 2 * nf + nswap + nclaim + ntree + 1));
        if (k < nplace) return MADCITY_PLACE(s->hand[p][k / (ne * 4)], empty[(k / 4) % ne], k % 4);
        if ((k -= nplace) < nmove) {
            int f = full[k / (s->ncells - 1)], t = k % (s->ncells - 1);
            return MADCITY_MOVE(f, t >= f ? t + 1 : t);
        }
        if ((k -= nmove) < nf) return MADCITY_ACTION(MADCITY_ACT_ROTATE, full[k]);
        if ((k -= nf) < nf) return MADCITY_ACTION(MADCITY_ACT_RETURN, full[k]);
        if ((k -= nf) < nswap) {
            if (k < nh) return MADCITY_ACTION(MADCITY_ACT_SWAP, s->hand[p][k]);
            return MADCITY_ACTION(MADCITY_ACT_SWAP, g[full[k - nh]].tile);
        }
        if ((k -= nswap) < nclaim) {
            for (int c = 0; c < 4; c++)
                if (!(s->claims[p] & (1u << c)) && k-- == 0)
                    return MADCITY_ACTION(MADCITY_ACT_CLAIM, c);
        }
        if ((k -= nclaim) < ntree) return MADCITY_ACTION(MADCITY_ACT_TREE, 0);
        return MADCITY_ACTION(MADCITY_ACT_DONE, 0);
    }
    default: return 0;
    }
}

/* ---- views ----------------------------------------------------------------------------------- */
static bool divider_hides(const madcity_state *s, int viewer, int q)
{
    return s->divider && s->phase == MADCITY_PH_RACE && q != viewer;
}

static void view(const void *state, int viewer, void *out)
{
    madcity_state *v = out;
    memcpy(v, state, sizeof *v);
    memset(&v->rng, 0, sizeof v->rng);
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (v->guides[g] != MADCITY_NONE && !(v->guide_up & (1u << g)))
            v->guides[g] = MADCITY_HIDDEN;
    for (int q = 0; q < v->players; q++) {
        if (v->phase == MADCITY_PH_RACE && q != viewer && v->mode == MADCITY_MODE_STANDARD)
            v->claims[q] = MADCITY_CLAIMS_HIDDEN;
        if (!divider_hides(v, viewer, q)) continue;
        for (int i = 0; i < v->nhand[q]; i++) v->hand[q][i] = MADCITY_HIDDEN;
        for (int c = 0; c < v->ncells; c++)
            if (v->grid[q][c].tile != MADCITY_NONE)
                v->grid[q][c] = (madcity_cell){MADCITY_HIDDEN, 0};
    }
    madcity_one_hide(v, viewer);
}

/* Fills what the view hid with one guess: unseen tiles for hidden ones, random claims. */
static void determinize(void *view_state, int viewer, rng_state *rng)
{
    madcity_state *s = view_state;
    uint64_t seen = 0;
    for (int q = 0; q < s->players; q++) {
        for (int i = 0; i < s->nhand[q]; i++)
            if (s->hand[q][i] < MADCITY_TILES) seen |= 1ull << s->hand[q][i];
        for (int c = 0; c < s->ncells; c++)
            if (s->grid[q][c].tile < MADCITY_TILES) seen |= 1ull << s->grid[q][c].tile;
    }
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (s->guides[g] < MADCITY_TILES) seen |= 1ull << s->guides[g];
    if (s->common < MADCITY_TILES) seen |= 1ull << s->common;
    if (s->cur < MADCITY_TILES) seen |= 1ull << s->cur;
    uint8_t pool[MADCITY_TILES];
    int np = 0;
    for (int t = 0; t < MADCITY_TILES; t++)
        if (!(seen & (1ull << t))) pool[np++] = (uint8_t)t;
    rng_shuffle(rng, pool, np, 1);
    int k = 0;
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (s->guides[g] == MADCITY_HIDDEN && k < np) s->guides[g] = pool[k++];
    for (int q = 0; q < s->players; q++) {
        if (s->claims[q] == MADCITY_CLAIMS_HIDDEN) s->claims[q] = (uint8_t)rng_below(rng, 16);
        for (int i = 0; i < s->nhand[q]; i++)
            if (s->hand[q][i] == MADCITY_HIDDEN && k < np) s->hand[q][i] = pool[k++];
        madcity_sort_hand(s, q);
        for (int c = 0; c < s->ncells; c++)
            if (s->grid[q][c].tile == MADCITY_HIDDEN && k < np)
                s->grid[q][c] = (madcity_cell){pool[k++], (uint8_t)rng_below(rng, 4)};
    }
    (void)viewer;
    uint64_t seed = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
    rng_seed(&s->rng, seed);
}

static game_action random_action(const void *state, int player, rng_state *rng)
{
    return madcity_random_action(state, player, rng);
}

/* The sand runs in the race only. */
static bool clock_runs(const void *state)
{
    return ((const madcity_state *)state)->phase == MADCITY_PH_RACE;
}

/* One at a time: a bot's minute runs MADCITY_BOT_MINUTE_SPEED times as fast (the sand and its
 * racer's clock alike, so its grab time stays fair); a person's minute at the real pace. */
static double clock_speed(const void *state, uint32_t humans)
{
    const madcity_state *s = state;
    bool human = s->builder < GAME_MAX_PLAYERS && (humans & (1u << s->builder));
    return madcity_one_building(s) && !human ? MADCITY_BOT_MINUTE_SPEED : 1.0;
}

const game_def madcity_game = {
    .id = "madcity",
    .name = N_("Mad City"),
    .tagline = N_("Build a 3x3 city in a frantic 60-second race."),
    .credit = N_("designed by Kane Klenko."),
    .min_players = 1,
    .max_players = 6,
    .typical_minutes = 20,
    .state_size = sizeof(madcity_state),
    .tick_hz = MADCITY_TICK_HZ,
    .hidden_info = true,
    .playable = true,
    .options = options,
    .n_options = MADCITY_NOPTS,
    .handicap = &madcity_handicap,
    .validate = madcity_validate,
    .setup = setup,
    .turn = turn,
    .legal_actions = legal_actions,
    .apply = madcity_apply,
    .tick = madcity_tick,
    .clock_runs = clock_runs,
    .clock_speed = clock_speed,
    .view = view,
    .determinize = determinize,
    .action_to_text = madcity_action_to_text,
    .action_from_text = madcity_action_from_text,
    .score = madcity_score,
    .heuristic = madcity_heuristic,
    .load_position = madcity_load_position,
    .save_position = madcity_save_position,
    .hash = madcity_hash,
    .random_action = random_action,
    .describe = madcity_describe,
    .lesson = &madcity_lesson,
};
