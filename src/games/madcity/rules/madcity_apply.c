/* madcity_apply.c: Mad City rounds and actions applied: the deal of a round (race hands or the
 * puzzle's guides and drawn tile), the puzzle's draws, the random fill of holes and the end of a
 * round (tree, scoring, next round's seats), each action's checks (with the reason a refused one
 * gets) and its effects, and the race's sand timer (tick). Setup, turn order, legal lists and
 * views are in madcity.c; decisions are numbered in docs/rules/madcity.md. */
#include "games/madcity/rules/madcity.h"
#include "core/i18n.h"
#include <string.h>

/* ---- rounds ------------------------------------------------------------------------------ */
/* A view has its RNG zeroed: give it a fixed one so applying on a view never spins. */
static void live_rng(madcity_state *s)
{
    if (!(s->rng.inc & 1)) rng_seed(&s->rng, 0x6d6164u + s->epoch);
}

static int hand_index(const madcity_state *s, int p, int tile)
{
    for (int i = 0; i < s->nhand[p]; i++)
        if (s->hand[p][i] == tile) return i;
    return -1;
}

static int grid_index(const madcity_state *s, int p, int tile)
{
    for (int c = 0; c < s->ncells; c++)
        if (s->grid[p][c].tile == tile) return c;
    return -1;
}

/* Puzzle: draws one tile among those not out of the bag (city, guides, drawn). */
static uint8_t draw_tile(madcity_state *s)
{
    uint64_t out = 0;
    for (int c = 0; c < s->ncells; c++)
        if (s->grid[0][c].tile < MADCITY_TILES) out |= 1ull << s->grid[0][c].tile;
    for (int g = 0; g < MADCITY_GUIDES; g++)
        if (s->guides[g] < MADCITY_TILES) out |= 1ull << s->guides[g];
    int left = MADCITY_TILES - __builtin_popcountll(out);
    if (left <= 0) return MADCITY_NONE;
    int k = (int)rng_below(&s->rng, (uint32_t)left);
    for (int t = 0; t < MADCITY_TILES; t++)
        if (!(out & (1ull << t)) && k-- == 0) return (uint8_t)t;
    return MADCITY_NONE;
}

/* A new round: every tile back in the bag, a fresh deal for the seats in the round. */
static void deal(madcity_state *s)
{
    live_rng(s);
    s->round++;
    s->epoch++;
    memset(s->grid, MADCITY_NONE, sizeof s->grid);
    memset(s->hand, 0, sizeof s->hand);
    memset(s->nhand, 0, sizeof s->nhand);
    memset(s->claims, 0, sizeof s->claims);
    memset(s->guides, MADCITY_NONE, sizeof s->guides);
    s->done = s->ready = s->swapped = 0;
    s->tree = s->common = s->cur = MADCITY_NONE;
    s->guide_dir = s->guide_next = s->guide_up = 0;
    for (int p = 0; p < s->players; p++) {
        s->before[p] = s->total[p];
        memcpy(s->tokens_before[p], s->tokens[p], MADCITY_CATS);
    }
    uint8_t bag[MADCITY_TILES];
    for (int i = 0; i < MADCITY_TILES; i++) bag[i] = (uint8_t)i;
    rng_shuffle(&s->rng, bag, MADCITY_TILES, 1);
    int next = 0;
    if (s->mode == MADCITY_MODE_PUZZLE || s->mode == MADCITY_MODE_ADVANCED) {
        for (int g = 0; g < MADCITY_GUIDES; g++) s->guides[g] = bag[next++];
        s->cur = bag[next++];
        s->phase = MADCITY_PH_PUZZLE;
        return;
    }
    int each = s->mode == MADCITY_MODE_SPEED ? 16 : s->variant == MADCITY_VAR_DRAW10 ? 10 : 9;
    for (int p = 0; p < s->players; p++) {
        if (!(s->in_round & (1u << p))) continue;
        for (int i = 0; i < each; i++) s->hand[p][s->nhand[p]++] = bag[next++];
        madcity_sort_hand(s, p);
    }
    if (s->variant == MADCITY_VAR_COMMON) s->common = bag[next++];
    s->phase = MADCITY_PH_RACE;
    madcity_one_start(s);
    s->timer = (uint16_t)madcity_race_ticks(s);
}

/* Time-out (or done) with holes: the tiles left in hand, shuffled, fill the holes in reading
 * order, each as it comes (no rotation). */
static bool random_fill(madcity_state *s)
{
    bool any = false;
    live_rng(s);
    for (int p = 0; p < s->players; p++) {
        if (!(s->in_round & (1u << p)) || madcity_filled(s, p) == s->ncells || !s->nhand[p])
            continue;
        uint8_t h[MADCITY_MAX_HAND];
        int n = s->nhand[p];
        memcpy(h, s->hand[p], (size_t)n);
        rng_shuffle(&s->rng, h, n, 1);
        int k = 0;
        for (int c = 0; c < s->ncells && k < n; c++)
            if (s->grid[p][c].tile == MADCITY_NONE) s->grid[p][c] = (madcity_cell){h[k++], 0};
        s->nhand[p] = 0;
        for (int i = k; i < n; i++) s->hand[p][s->nhand[p]++] = h[i];
        madcity_sort_hand(s, p);
        any = true;
    }
    if (any) s->epoch++;
    return any;
}

/* After a round is scored: the game ends, or a tie at the top plays again, or a new round. */
void madcity_after_round(madcity_state *s)
{
    s->phase = MADCITY_PH_READY;
    s->ready = 0;
    if (madcity_is_solo(s)) {
        if (s->round >= MADCITY_SOLO_ROUNDS) s->phase = MADCITY_PH_OVER;
        return;
    }
    int top = -32768;
    for (int p = 0; p < s->players; p++)
        if (s->total[p] > top) top = s->total[p];
    uint32_t leaders = 0;
    for (int p = 0; p < s->players; p++)
        if (s->total[p] == top) leaders |= 1u << p;
    if (s->round >= MADCITY_MAX_ROUNDS) {
        s->phase = MADCITY_PH_OVER;
    } else if (top >= s->target) {
        if (__builtin_popcount(leaders) == 1)
            s->phase = MADCITY_PH_OVER;
        else
            s->in_round = (uint8_t)leaders; /* only the tied leaders play the extra round */
    } else {
        s->in_round = (uint8_t)madcity_all_seats(s);
    }
}

static void end_round(madcity_state *s)
{
    madcity_one_award(s);
    if (madcity_is_race(s)) random_fill(s);
    madcity_score_round(s, true);
    madcity_after_round(s);
}

/* ---- apply ------------------------------------------------------------------------------- */
/* p is done for the round: one at a time, the next builder's minute; the round ends when every
 * seat of it is done. */
static game_apply_result finish(madcity_state *s, int p)
{
    s->done |= (uint8_t)(1u << p);
    if (s->one && madcity_one_next(s)) return GAME_OK_BARRIER; /* the next builder's minute */
    if ((s->in_round & ~s->done) == 0) {
        end_round(s);
        return GAME_OK_BARRIER;
    }
    return GAME_OK;
}

static bool check_cell(const madcity_state *s, int c, char *why, size_t n)
{
    if (c < 0 || c >= s->ncells)
        return game_refuse(why, n, "%s", _("That cell is not in your city."));
    return true;
}

/* Between rounds only ready is allowed, once. */
static bool check_ready(const madcity_state *s, int p, int kind, int arg, char *why, size_t n)
{
    if (kind != MADCITY_ACT_READY || arg)
        return game_refuse(why, n, "%s", _("The round is over: say ready to start the next one."));
    if (s->ready & (1u << p))
        return game_refuse(why, n, "%s", _("You are ready already; waiting for the others."));
    return true;
}

/* Ready once the round has started. */
static bool check_late_ready(const madcity_state *s, char *why, size_t n)
{
    /* only the tree holder races on: before decision 7 the round had ended here, so this is
     * where a save of those days stops (the holder was done at its tree) */
    uint32_t left = s->in_round & ~s->done;
    if (left && !(left & (left - 1)) && madcity_holds_tree(s, __builtin_ctz(left)))
        return game_refuse(why, n,
                           _("The round goes on: %s holds the Park Ranger tree and may take "
                             "contractors until the timer runs out or says done (a save "
                             "made before this rule cannot be replayed past this point)."),
                           _(madcity_player_names[__builtin_ctz(left)]));
    return game_refuse(why, n, "%s", _("The round has already started."));
}

/* The solitaire puzzle: the drawn tile placed on an empty cell. */
static bool check_puzzle(const madcity_state *s, int kind, int arg, char *why, size_t n)
{
    if (kind != MADCITY_ACT_PLACE)
        return game_refuse(why, n, "%s", _("Solitaire puzzle: place the drawn tile."));
    int t = arg >> 8, c = (arg >> 2) & 63;
    if (arg >> 14 || c >= s->ncells)
        return game_refuse(why, n, "%s", _("That cell is not in your city."));
    if (t != s->cur) return game_refuse(why, n, "%s", _("That is not the tile you drew."));
    char cn[8];
    madcity_cell_name(s->side, c, cn, sizeof cn);
    if (s->grid[0][c].tile != MADCITY_NONE)
        return game_refuse(why, n, _("%s is taken: placed tiles are locked."), cn);
    return true;
}

/* The guide tiles: where to start flipping, then each laid on its line or skipped. */
static bool check_guides(const madcity_state *s, int kind, int arg, char *why, size_t n)
{
    int gi = madcity_current_guide(s);
    if (kind == MADCITY_ACT_GUIDES) {
        if (gi >= 0 || s->guide_dir)
            return game_refuse(why, n, "%s", _("The guide tiles are already being flipped."));
        if (arg > 1) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    }
    if (gi < 0)
        return game_refuse(why, n, "%s",
                           _("Choose where to start flipping guide tiles: top-right or "
                             "bottom-left."));
    if (kind == MADCITY_ACT_SKIP) {
        if (arg) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    }
    if (kind != MADCITY_ACT_GUIDE)
        return game_refuse(why, n, "%s", _("Lay the guide tile on its row or column, or skip it."));
    int c = arg >> 2;
    if (!check_cell(s, c, why, n)) return false;
    if (!madcity_guide_line(s, gi, c)) {
        char cn[8];
        madcity_cell_name(s->side, c, cn, sizeof cn);
        return game_refuse(why, n,
                           gi < 4 ? _("%s is not in the guide tile's column.")
                                  : _("%s is not in the guide tile's row."),
                           cn);
    }
    return true;
}

/* A tile of the hand on an empty cell. */
static bool check_place(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    int t = arg >> 8, c = (arg >> 2) & 63;
    if (arg >> 14 || t >= MADCITY_TILES)
        return game_refuse(why, n, "%s", _("There is no such tile."));
    if (!check_cell(s, c, why, n)) return false;
    if (hand_index(s, p, t) < 0)
        return game_refuse(why, n, _("Tile %d is not in your hand."), t + 1);
    char cn[8];
    madcity_cell_name(s->side, c, cn, sizeof cn);
    if (s->grid[p][c].tile != MADCITY_NONE)
        return game_refuse(why, n, _("%s already holds a tile."), cn);
    return true;
}

/* A placed tile moved to another cell. */
static bool check_move(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    int f = arg >> 4, t = arg & 15;
    if (arg >> 8 || !check_cell(s, f, why, n) || !check_cell(s, t, why, n))
        return game_refuse(why, n, "%s", _("That cell is not in your city."));
    char cn[8], cn2[8];
    madcity_cell_name(s->side, f, cn, sizeof cn);
    madcity_cell_name(s->side, t, cn2, sizeof cn2);
    if (s->grid[p][f].tile == MADCITY_NONE) return game_refuse(why, n, _("%s is empty."), cn);
    if (f == t) return game_refuse(why, n, _("The tile is already on %s."), cn2);
    return true;
}

/* A swap with the common tile, once a round. */
static bool check_swap(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    if (s->variant != MADCITY_VAR_COMMON)
        return game_refuse(why, n, "%s", _("There is no common tile in this game."));
    if (s->swapped & (1u << p))
        return game_refuse(why, n, "%s", _("You have swapped with the common tile this round."));
    if (arg >= MADCITY_TILES || (hand_index(s, p, arg) < 0 && grid_index(s, p, arg) < 0))
        return game_refuse(why, n, _("Tile %d is not yours."), arg + 1);
    return true;
}

/* A contractor taken (Standard game). */
static bool check_claim(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    if (s->mode != MADCITY_MODE_STANDARD)
        return game_refuse(why, n, "%s", _("Contractors are only in the Standard game."));
    if (arg > 3) return game_refuse(why, n, "%s", _("There is no such contractor."));
    if (s->claims[p] & (1u << arg))
        return game_refuse(why, n, "%s", _("You hold that contractor already."));
    return true;
}

/* The Park Ranger tree grabbed: a complete grid, under 50 points, nobody's yet. */
static bool check_tree(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    if (arg) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
    if (s->mode > MADCITY_MODE_STANDARD)
        return game_refuse(why, n, "%s", _("There is no Park Ranger tree in solitaire."));
    if (s->tree != MADCITY_NONE)
        return game_refuse(why, n, _("%s has the Park Ranger tree already."),
                           _(madcity_player_names[s->tree]));
    if (madcity_holds_tree(s, p))
        return game_refuse(why, n, "%s", _("You have grabbed the Park Ranger tree already."));
    if (s->mode == MADCITY_MODE_STANDARD && s->before[p] >= MADCITY_RANGER_CAP)
        return game_refuse(why, n,
                           _("With %d points you may not take the Park Ranger tree (50 "
                             "or more)."),
                           s->before[p]);
    if (madcity_filled(s, p) < s->ncells)
        return game_refuse(why, n, "%s",
                           _("Finish your city first: the tree is for a complete grid."));
    return true;
}

static bool check(const madcity_state *s, int p, game_action a, char *why, size_t n)
{
    char cn[8];
    if (s->phase == MADCITY_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players) return game_refuse(why, n, "%s", _("There is no such player."));
    if (a >> 28) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
    int kind = MADCITY_A_KIND(a), arg = MADCITY_A_ARG(a);
    if (!(s->in_round & (1u << p)))
        return game_refuse(why, n, "%s",
                           _("You are not playing this round: only the tied leaders "
                             "play it."));
    if (s->phase == MADCITY_PH_READY) return check_ready(s, p, kind, arg, why, n);
    if (kind == MADCITY_ACT_READY) return check_late_ready(s, why, n);
    if (s->phase == MADCITY_PH_PUZZLE) return check_puzzle(s, kind, arg, why, n);
    if (s->phase == MADCITY_PH_GUIDES) return check_guides(s, kind, arg, why, n);
    /* the race */
    if (s->one && p != s->builder && !(s->done & (1u << p)))
        return game_refuse(why, n, _("It is %s's minute to build: wait for your turn."),
                           _(madcity_player_names[s->builder]));
    if (s->done & (1u << p))
        return game_refuse(why, n, "%s",
                           s->tree == p ? _("You hold the Park Ranger tree: your city is finished.")
                           : madcity_left(s, p) == 0 ? _("Your time is up for this round.")
                                                     : _("You are done for this round."));
    bool building = kind <= MADCITY_ACT_SWAP;
    if (building && madcity_holds_tree(s, p))
        return game_refuse(why, n, "%s", _("You hold the Park Ranger tree: you may not build."));
    const madcity_cell *g = s->grid[p];
    switch (kind) {
    case MADCITY_ACT_PLACE: return check_place(s, p, arg, why, n);
    case MADCITY_ACT_MOVE: return check_move(s, p, arg, why, n);
    case MADCITY_ACT_ROTATE:
    case MADCITY_ACT_RETURN:
        if (!check_cell(s, arg, why, n)) return false;
        madcity_cell_name(s->side, arg, cn, sizeof cn);
        if (g[arg].tile == MADCITY_NONE) return game_refuse(why, n, _("%s is empty."), cn);
        return true;
    case MADCITY_ACT_SWAP: return check_swap(s, p, arg, why, n);
    case MADCITY_ACT_CLAIM: return check_claim(s, p, arg, why, n);
    case MADCITY_ACT_TREE: return check_tree(s, p, arg, why, n);
    case MADCITY_ACT_DONE:
        if (arg) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    default: return game_refuse(why, n, "%s", _("That action is not possible during the race."));
    }
}

/* One function per kind of action (check() accepted it already); each says whether the others
 * must see it at once (GAME_OK_BARRIER). */

static game_apply_result ready(madcity_state *s, int p)
{
    s->ready |= (uint8_t)(1u << p);
    if ((s->in_round & ~s->ready) != 0) return GAME_OK;
    deal(s);
    return GAME_OK_BARRIER;
}

/* A tile placed: the puzzle's common tile (the next one drawn, or the round's end), or one from
 * the hand. */
static game_apply_result place(madcity_state *s, int p, int arg)
{
    int t = arg >> 8, c = (arg >> 2) & 63, r = arg & 3;
    s->grid[p][c] = (madcity_cell){(uint8_t)t, (uint8_t)r};
    if (s->phase != MADCITY_PH_PUZZLE) {
        int i = hand_index(s, p, t);
        memmove(&s->hand[p][i], &s->hand[p][i + 1], (size_t)(s->nhand[p] - i - 1));
        s->nhand[p]--;
        return GAME_OK;
    }
    s->cur = MADCITY_NONE;
    if (madcity_filled(s, 0) == s->ncells) {
        if (s->mode == MADCITY_MODE_ADVANCED) {
            s->phase = MADCITY_PH_GUIDES;
            return GAME_OK;
        }
        end_round(s);
        return GAME_OK_BARRIER;
    }
    live_rng(s);
    s->cur = draw_tile(s);
    s->epoch++;
    return GAME_OK_BARRIER;
}

static game_apply_result move(madcity_state *s, int p, int arg)
{
    madcity_cell *g = s->grid[p];
    int f = arg >> 4, t = arg & 15;
    madcity_cell x = g[f];
    g[f] = g[t];
    g[t] = x;
    return GAME_OK;
}

static game_apply_result return_tile(madcity_state *s, int p, int arg)
{
    madcity_cell *g = s->grid[p];
    s->hand[p][s->nhand[p]++] = g[arg].tile;
    g[arg] = (madcity_cell){MADCITY_NONE, 0};
    madcity_sort_hand(s, p);
    return GAME_OK;
}

/* The common tile swapped with tile arg, from the hand or the grid. */
static game_apply_result swap(madcity_state *s, int p, int arg)
{
    int i = hand_index(s, p, arg);
    if (i < 0) {
        int c = grid_index(s, p, arg);
        s->grid[p][c] = (madcity_cell){MADCITY_NONE, 0};
        s->hand[p][s->nhand[p]++] = s->common;
    } else {
        s->hand[p][i] = s->common;
    }
    s->common = (uint8_t)arg;
    s->swapped |= (uint8_t)(1u << p);
    madcity_sort_hand(s, p);
    return GAME_OK;
}

static game_apply_result claim(madcity_state *s, int p, int arg)
{
    s->claims[p] |= (uint8_t)(1u << arg);
    /* the tree holder with no contractor left has nothing more to do (decision 7) */
    if (madcity_holds_tree(s, p) && (s->claims[p] & 0xF) == 0xF) return finish(s, p);
    return GAME_OK;
}

static game_apply_result tree(madcity_state *s, int p)
{
    if (s->one) /* timed on the grabber's own clock */
        s->grab[p] = (uint16_t)(madcity_race_ticks(s) - s->timer + 1);
    else
        s->tree = (uint8_t)p;
    /* the tree ends the holder's building, not the race: in the Standard game it may still
     * take contractors until the timer runs out or it says done (decision 7). Grabbing it
     * shows everyone that the grabber's hidden city is complete: a barrier. */
    if (s->mode == MADCITY_MODE_STANDARD && (s->claims[p] & 0xF) != 0xF) return GAME_OK_BARRIER;
    finish(s, p);
    return GAME_OK_BARRIER;
}

static game_apply_result guides(madcity_state *s, int arg)
{
    s->guide_dir = (uint8_t)(arg + 1);
    s->guide_next = 0;
    s->guide_up |= (uint8_t)(1u << madcity_current_guide(s));
    s->epoch++;
    return GAME_OK_BARRIER;
}

/* The current guide placed into the city (GUIDE) or left out (SKIP); then the next one. */
static game_apply_result guide(madcity_state *s, int p, int kind, int arg)
{
    int gi = madcity_current_guide(s);
    if (kind == MADCITY_ACT_GUIDE) {
        s->grid[p][arg >> 2] = (madcity_cell){s->guides[gi], (uint8_t)(arg & 3)};
        s->guides[gi] = MADCITY_NONE; /* now part of the city */
    }
    s->guide_next++;
    if (s->guide_next >= MADCITY_GUIDES) {
        end_round(s);
        return GAME_OK_BARRIER;
    }
    s->guide_up |= (uint8_t)(1u << madcity_current_guide(s));
    s->epoch++;
    return GAME_OK_BARRIER;
}

game_apply_result madcity_apply(void *state, int p, game_action a, char *why, size_t n)
{
    madcity_state *s = state;
    if (!check(s, p, a, why, n)) return GAME_REFUSED;
    int kind = MADCITY_A_KIND(a), arg = MADCITY_A_ARG(a);
    switch (kind) {
    case MADCITY_ACT_READY: return ready(s, p);
    case MADCITY_ACT_PLACE: return place(s, p, arg);
    case MADCITY_ACT_MOVE: return move(s, p, arg);
    case MADCITY_ACT_ROTATE:
        s->grid[p][arg].rot = (uint8_t)((s->grid[p][arg].rot + 1) & 3);
        return GAME_OK;
    case MADCITY_ACT_RETURN: return return_tile(s, p, arg);
    case MADCITY_ACT_SWAP: return swap(s, p, arg);
    case MADCITY_ACT_CLAIM: return claim(s, p, arg);
    case MADCITY_ACT_TREE: return tree(s, p);
    case MADCITY_ACT_DONE: return finish(s, p);
    case MADCITY_ACT_GUIDES: return guides(s, arg);
    case MADCITY_ACT_GUIDE:
    case MADCITY_ACT_SKIP: return guide(s, p, kind, arg);
    default: return GAME_REFUSED; /* unreachable: check() knows every kind */
    }
}

/* The most extra time a seat of the round has (handicaps). */
static int extra_max(const madcity_state *s)
{
    int most = 0;
    for (int p = 0; p < s->players; p++)
        if ((s->in_round & (1u << p)) && s->extra[p] > most) most = s->extra[p];
    return most;
}

int madcity_race_ticks(const madcity_state *s)
{
    return MADCITY_RACE_TICKS + (s->one ? s->extra[s->builder] : extra_max(s));
}

int madcity_left(const madcity_state *s, int p)
{
    if (s->phase != MADCITY_PH_RACE) return 0;
    if (s->one) /* one at a time: the builder's clock; the others' minutes are to come */
        return p == s->builder ? s->timer : MADCITY_RACE_TICKS + s->extra[p];
    int slack = extra_max(s) - s->extra[p]; /* the clock's ticks beyond p's time */
    return s->timer > slack ? s->timer - slack : 0;
}

int madcity_first_out(const madcity_state *s)
{
    int first = -1;
    for (int p = 0; s->phase == MADCITY_PH_RACE && p < s->players; p++)
        if (((s->in_round & ~s->done) >> p & 1) && (!s->one || p == s->builder) &&
            (first < 0 || madcity_left(s, p) < madcity_left(s, first)))
            first = p;
    return first;
}

/* Seats whose own time is over (handicaps gave others more) are done; the round ends when no
 * seat is left building. */
static bool time_up(madcity_state *s)
{
    if (s->one) return false;
    for (int p = 0; p < s->players; p++)
        if ((s->in_round & ~s->done & (1u << p)) && madcity_left(s, p) == 0)
            s->done |= (uint8_t)(1u << p);
    return (s->in_round & ~s->done) == 0;
}

/* The sand timer: one tick of real time. A race ends when it runs out. */
void madcity_tick(void *state)
{
    madcity_state *s = state;
    if (s->phase != MADCITY_PH_RACE || s->timer == 0) return;
    if (--s->timer > 0) {
        if (time_up(s)) end_round(s);
        return;
    }
    if (s->one) { /* the builder's minute is over */
        s->done |= (uint8_t)(1u << s->builder);
        if (madcity_one_next(s)) return;
    }
    end_round(s);
}
