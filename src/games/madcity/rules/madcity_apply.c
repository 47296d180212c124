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
        if (s->grid[0][c].tile < MAD_TILES) out |= 1ull << s->grid[0][c].tile;
    for (int g = 0; g < MAD_GUIDES; g++)
        if (s->guides[g] < MAD_TILES) out |= 1ull << s->guides[g];
    int left = MAD_TILES - __builtin_popcountll(out);
    if (left <= 0) return MAD_NONE;
    int k = (int)rng_below(&s->rng, (uint32_t)left);
    for (int t = 0; t < MAD_TILES; t++)
        if (!(out & (1ull << t)) && k-- == 0) return (uint8_t)t;
    return MAD_NONE;
}

/* A new round: every tile back in the bag, a fresh deal for the seats in the round. */
static void deal(madcity_state *s)
{
    live_rng(s);
    s->round++;
    s->epoch++;
    memset(s->grid, MAD_NONE, sizeof s->grid);
    memset(s->hand, 0, sizeof s->hand);
    memset(s->nhand, 0, sizeof s->nhand);
    memset(s->claims, 0, sizeof s->claims);
    memset(s->guides, MAD_NONE, sizeof s->guides);
    s->done = s->ready = s->swapped = 0;
    s->tree = s->common = s->cur = MAD_NONE;
    s->guide_dir = s->guide_next = s->guide_up = 0;
    for (int p = 0; p < s->players; p++) {
        s->before[p] = s->total[p];
        memcpy(s->tokens_before[p], s->tokens[p], MAD_CATS);
    }
    uint8_t bag[MAD_TILES];
    for (int i = 0; i < MAD_TILES; i++) bag[i] = (uint8_t)i;
    rng_shuffle(&s->rng, bag, MAD_TILES, 1);
    int next = 0;
    if (s->mode == MAD_MODE_PUZZLE || s->mode == MAD_MODE_ADVANCED) {
        for (int g = 0; g < MAD_GUIDES; g++) s->guides[g] = bag[next++];
        s->cur = bag[next++];
        s->phase = MAD_PH_PUZZLE;
        return;
    }
    int each = s->mode == MAD_MODE_SPEED ? 16 : s->variant == MAD_VAR_DRAW10 ? 10 : 9;
    for (int p = 0; p < s->players; p++) {
        if (!(s->in_round & (1u << p))) continue;
        for (int i = 0; i < each; i++) s->hand[p][s->nhand[p]++] = bag[next++];
        mad_sort_hand(s, p);
    }
    if (s->variant == MAD_VAR_COMMON) s->common = bag[next++];
    s->timer = MAD_RACE_TICKS;
    s->phase = MAD_PH_RACE;
    mad_one_start(s);
}

/* Time-out (or done) with holes: the tiles left in hand, shuffled, fill the holes in reading
 * order, each as it comes (no rotation). */
static bool random_fill(madcity_state *s)
{
    bool any = false;
    live_rng(s);
    for (int p = 0; p < s->players; p++) {
        if (!(s->in_round & (1u << p)) || mad_filled(s, p) == s->ncells || !s->nhand[p]) continue;
        uint8_t h[MAD_MAX_HAND];
        int n = s->nhand[p];
        memcpy(h, s->hand[p], (size_t)n);
        rng_shuffle(&s->rng, h, n, 1);
        int k = 0;
        for (int c = 0; c < s->ncells && k < n; c++)
            if (s->grid[p][c].tile == MAD_NONE) s->grid[p][c] = (mad_cell){h[k++], 0};
        s->nhand[p] = 0;
        for (int i = k; i < n; i++) s->hand[p][s->nhand[p]++] = h[i];
        mad_sort_hand(s, p);
        any = true;
    }
    if (any) s->epoch++;
    return any;
}

/* After a round is scored: the game ends, or a tie at the top plays again, or a new round. */
void mad_after_round(madcity_state *s)
{
    s->phase = MAD_PH_READY;
    s->ready = 0;
    if (mad_is_solo(s)) {
        if (s->round >= MAD_SOLO_ROUNDS) s->phase = MAD_PH_OVER;
        return;
    }
    int top = -32768;
    for (int p = 0; p < s->players; p++)
        if (s->total[p] > top) top = s->total[p];
    uint32_t leaders = 0;
    for (int p = 0; p < s->players; p++)
        if (s->total[p] == top) leaders |= 1u << p;
    if (s->round >= MAD_MAX_ROUNDS) {
        s->phase = MAD_PH_OVER;
    } else if (top >= s->target) {
        if (__builtin_popcount(leaders) == 1)
            s->phase = MAD_PH_OVER;
        else
            s->in_round = (uint8_t)leaders; /* only the tied leaders play the extra round */
    } else {
        s->in_round = (uint8_t)mad_all_seats(s);
    }
}

static void end_round(madcity_state *s)
{
    mad_one_award(s);
    if (mad_is_race(s)) random_fill(s);
    mad_score_round(s, true);
    mad_after_round(s);
}

/* ---- apply ------------------------------------------------------------------------------- */
/* p is done for the round: one at a time, the next builder's minute; the round ends when every
 * seat of it is done. */
static game_apply_result finish(madcity_state *s, int p)
{
    s->done |= (uint8_t)(1u << p);
    if (s->one && mad_one_next(s)) return GAME_OK_BARRIER; /* the next builder's minute */
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
    if (kind != MAD_ACT_READY || arg)
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
    if (left && !(left & (left - 1)) && mad_holds_tree(s, __builtin_ctz(left)))
        return game_refuse(why, n,
                           _("The round goes on: %s holds the Park Ranger tree and may take "
                             "contractors until the timer runs out or says done (a save "
                             "made before this rule cannot be replayed past this point)."),
                           _(mad_player_names[__builtin_ctz(left)]));
    return game_refuse(why, n, "%s", _("The round has already started."));
}

/* The solitaire puzzle: the drawn tile placed on an empty cell. */
static bool check_puzzle(const madcity_state *s, int kind, int arg, char *why, size_t n)
{
    if (kind != MAD_ACT_PLACE)
        return game_refuse(why, n, "%s", _("Solitaire puzzle: place the drawn tile."));
    int t = arg >> 8, c = (arg >> 2) & 63;
    if (arg >> 14 || c >= s->ncells)
        return game_refuse(why, n, "%s", _("That cell is not in your city."));
    if (t != s->cur) return game_refuse(why, n, "%s", _("That is not the tile you drew."));
    char cn[8];
    mad_cell_name(s->side, c, cn, sizeof cn);
    if (s->grid[0][c].tile != MAD_NONE)
        return game_refuse(why, n, _("%s is taken: placed tiles are locked."), cn);
    return true;
}

/* The guide tiles: where to start flipping, then each laid on its line or skipped. */
static bool check_guides(const madcity_state *s, int kind, int arg, char *why, size_t n)
{
    int gi = mad_current_guide(s);
    if (kind == MAD_ACT_GUIDES) {
        if (gi >= 0 || s->guide_dir)
            return game_refuse(why, n, "%s", _("The guide tiles are already being flipped."));
        if (arg > 1) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    }
    if (gi < 0)
        return game_refuse(why, n, "%s",
                           _("Choose where to start flipping guide tiles: top-right or "
                             "bottom-left."));
    if (kind == MAD_ACT_SKIP) {
        if (arg) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    }
    if (kind != MAD_ACT_GUIDE)
        return game_refuse(why, n, "%s", _("Lay the guide tile on its row or column, or skip it."));
    int c = arg >> 2;
    if (!check_cell(s, c, why, n)) return false;
    if (!mad_guide_line(s, gi, c)) {
        char cn[8];
        mad_cell_name(s->side, c, cn, sizeof cn);
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
    if (arg >> 14 || t >= MAD_TILES) return game_refuse(why, n, "%s", _("There is no such tile."));
    if (!check_cell(s, c, why, n)) return false;
    if (hand_index(s, p, t) < 0)
        return game_refuse(why, n, _("Tile %d is not in your hand."), t + 1);
    char cn[8];
    mad_cell_name(s->side, c, cn, sizeof cn);
    if (s->grid[p][c].tile != MAD_NONE)
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
    mad_cell_name(s->side, f, cn, sizeof cn);
    mad_cell_name(s->side, t, cn2, sizeof cn2);
    if (s->grid[p][f].tile == MAD_NONE) return game_refuse(why, n, _("%s is empty."), cn);
    if (f == t) return game_refuse(why, n, _("The tile is already on %s."), cn2);
    return true;
}

/* A swap with the common tile, once a round. */
static bool check_swap(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    if (s->variant != MAD_VAR_COMMON)
        return game_refuse(why, n, "%s", _("There is no common tile in this game."));
    if (s->swapped & (1u << p))
        return game_refuse(why, n, "%s", _("You have swapped with the common tile this round."));
    if (arg >= MAD_TILES || (hand_index(s, p, arg) < 0 && grid_index(s, p, arg) < 0))
        return game_refuse(why, n, _("Tile %d is not yours."), arg + 1);
    return true;
}

/* A contractor taken (Standard game). */
static bool check_claim(const madcity_state *s, int p, int arg, char *why, size_t n)
{
    if (s->mode != MAD_MODE_STANDARD)
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
    if (s->mode > MAD_MODE_STANDARD)
        return game_refuse(why, n, "%s", _("There is no Park Ranger tree in solitaire."));
    if (s->tree != MAD_NONE)
        return game_refuse(why, n, _("%s has the Park Ranger tree already."),
                           _(mad_player_names[s->tree]));
    if (mad_holds_tree(s, p))
        return game_refuse(why, n, "%s", _("You have grabbed the Park Ranger tree already."));
    if (s->mode == MAD_MODE_STANDARD && s->before[p] >= MAD_RANGER_CAP)
        return game_refuse(why, n,
                           _("With %d points you may not take the Park Ranger tree (50 "
                             "or more)."),
                           s->before[p]);
    if (mad_filled(s, p) < s->ncells)
        return game_refuse(why, n, "%s",
                           _("Finish your city first: the tree is for a complete grid."));
    return true;
}

static bool check(const madcity_state *s, int p, game_action a, char *why, size_t n)
{
    char cn[8];
    if (s->phase == MAD_PH_OVER) return game_refuse(why, n, "%s", _("The game is over."));
    if (p < 0 || p >= s->players) return game_refuse(why, n, "%s", _("There is no such player."));
    if (a >> 28) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
    int kind = MAD_A_KIND(a), arg = MAD_A_ARG(a);
    if (!(s->in_round & (1u << p)))
        return game_refuse(why, n, "%s",
                           _("You are not playing this round: only the tied leaders "
                             "play it."));
    if (s->phase == MAD_PH_READY) return check_ready(s, p, kind, arg, why, n);
    if (kind == MAD_ACT_READY) return check_late_ready(s, why, n);
    if (s->phase == MAD_PH_PUZZLE) return check_puzzle(s, kind, arg, why, n);
    if (s->phase == MAD_PH_GUIDES) return check_guides(s, kind, arg, why, n);
    /* the race */
    if (s->one && p != s->builder && !(s->done & (1u << p)))
        return game_refuse(why, n, _("It is %s's minute to build: wait for your turn."),
                           _(mad_player_names[s->builder]));
    if (s->done & (1u << p))
        return game_refuse(why, n, "%s",
                           s->tree == p ? _("You hold the Park Ranger tree: your city is finished.")
                                        : _("You are done for this round."));
    bool building = kind <= MAD_ACT_SWAP;
    if (building && mad_holds_tree(s, p))
        return game_refuse(why, n, "%s", _("You hold the Park Ranger tree: you may not build."));
    const mad_cell *g = s->grid[p];
    switch (kind) {
    case MAD_ACT_PLACE: return check_place(s, p, arg, why, n);
    case MAD_ACT_MOVE: return check_move(s, p, arg, why, n);
    case MAD_ACT_ROTATE:
    case MAD_ACT_RETURN:
        if (!check_cell(s, arg, why, n)) return false;
        mad_cell_name(s->side, arg, cn, sizeof cn);
        if (g[arg].tile == MAD_NONE) return game_refuse(why, n, _("%s is empty."), cn);
        return true;
    case MAD_ACT_SWAP: return check_swap(s, p, arg, why, n);
    case MAD_ACT_CLAIM: return check_claim(s, p, arg, why, n);
    case MAD_ACT_TREE: return check_tree(s, p, arg, why, n);
    case MAD_ACT_DONE:
        if (arg) return game_refuse(why, n, "%s", _("That is not a Mad City action."));
        return true;
    default: return game_refuse(why, n, "%s", _("That action is not possible during the race."));
    }
}

game_apply_result mad_apply(void *state, int p, game_action a, char *why, size_t n)
{
    madcity_state *s = state;
    if (!check(s, p, a, why, n)) return GAME_REFUSED;
    int kind = MAD_A_KIND(a), arg = MAD_A_ARG(a);
    mad_cell *g = s->grid[p];
    switch (kind) {
    case MAD_ACT_READY:
        s->ready |= (uint8_t)(1u << p);
        if ((s->in_round & ~s->ready) == 0) {
            deal(s);
            return GAME_OK_BARRIER;
        }
        return GAME_OK;
    case MAD_ACT_PLACE: {
        int t = arg >> 8, c = (arg >> 2) & 63, r = arg & 3;
        g[c] = (mad_cell){(uint8_t)t, (uint8_t)r};
        if (s->phase == MAD_PH_PUZZLE) {
            s->cur = MAD_NONE;
            if (mad_filled(s, 0) == s->ncells) {
                if (s->mode == MAD_MODE_ADVANCED) {
                    s->phase = MAD_PH_GUIDES;
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
        int i = hand_index(s, p, t);
        memmove(&s->hand[p][i], &s->hand[p][i + 1], (size_t)(s->nhand[p] - i - 1));
        s->nhand[p]--;
        return GAME_OK;
    }
    case MAD_ACT_MOVE: {
        int f = arg >> 4, t = arg & 15;
        mad_cell x = g[f];
        g[f] = g[t];
        g[t] = x;
        return GAME_OK;
    }
    case MAD_ACT_ROTATE: g[arg].rot = (uint8_t)((g[arg].rot + 1) & 3); return GAME_OK;
    case MAD_ACT_RETURN:
        s->hand[p][s->nhand[p]++] = g[arg].tile;
        g[arg] = (mad_cell){MAD_NONE, 0};
        mad_sort_hand(s, p);
        return GAME_OK;
    case MAD_ACT_SWAP: {
        int i = hand_index(s, p, arg);
        if (i < 0) {
            int c = grid_index(s, p, arg);
            g[c] = (mad_cell){MAD_NONE, 0};
            s->hand[p][s->nhand[p]++] = s->common;
        } else {
            s->hand[p][i] = s->common;
        }
        s->common = (uint8_t)arg;
        s->swapped |= (uint8_t)(1u << p);
        mad_sort_hand(s, p);
        return GAME_OK;
    }
    case MAD_ACT_CLAIM:
        s->claims[p] |= (uint8_t)(1u << arg);
        /* the tree holder with no contractor left has nothing more to do (decision 7) */
        if (mad_holds_tree(s, p) && (s->claims[p] & 0xF) == 0xF) return finish(s, p);
        return GAME_OK;
    case MAD_ACT_TREE:
        if (s->one) /* timed on the grabber's own clock */
            s->grab[p] = (uint16_t)(MAD_RACE_TICKS - s->timer + 1);
        else
            s->tree = (uint8_t)p;
        /* the tree ends the holder's building, not the race: in the Standard game it may still
         * take contractors until the timer runs out or it says done (decision 7). Grabbing it
         * shows everyone that the grabber's hidden city is complete: a barrier. */
        if (s->mode == MAD_MODE_STANDARD && (s->claims[p] & 0xF) != 0xF) return GAME_OK_BARRIER;
        finish(s, p);
        return GAME_OK_BARRIER;
    case MAD_ACT_DONE: return finish(s, p);
    case MAD_ACT_GUIDES:
        s->guide_dir = (uint8_t)(arg + 1);
        s->guide_next = 0;
        s->guide_up |= (uint8_t)(1u << mad_current_guide(s));
        s->epoch++;
        return GAME_OK_BARRIER;
    case MAD_ACT_GUIDE:
    case MAD_ACT_SKIP: {
        int gi = mad_current_guide(s);
        if (kind == MAD_ACT_GUIDE) {
            g[arg >> 2] = (mad_cell){s->guides[gi], (uint8_t)(arg & 3)};
            s->guides[gi] = MAD_NONE; /* now part of the city */
        }
        s->guide_next++;
        if (s->guide_next >= MAD_GUIDES) {
            end_round(s);
            return GAME_OK_BARRIER;
        }
        s->guide_up |= (uint8_t)(1u << mad_current_guide(s));
        s->epoch++;
        return GAME_OK_BARRIER;
    }
    default: return GAME_REFUSED; /* unreachable: check() knows every kind */
    }
}

/* The sand timer: one tick of real time. A race ends when it runs out. */
void mad_tick(void *state)
{
    madcity_state *s = state;
    if (s->phase != MAD_PH_RACE || s->timer == 0) return;
    if (--s->timer > 0) return;
    if (s->one) { /* the builder's minute is over */
        s->done |= (uint8_t)(1u << s->builder);
        if (mad_one_next(s)) return;
    }
    end_round(s);
}
