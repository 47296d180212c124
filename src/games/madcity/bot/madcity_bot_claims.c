/* madcity_bot_claims.c: the racing bots' contractors in the Standard game: which ones to claim
 * against what the other cities show, and what a holder of the Park Ranger tree still does
 * (decision 7: the tree ends building, not contractors). Split from madcity_bot.c; the bot's
 * RNG is passed in, so its draws come in the same order as before. */
#include "games/madcity/bot/madcity_bot_claims.h"

/* Standard game contractors: my complete city against what the others show, with a margin
 * for what they may still build. */
uint8_t madcity_choose_claims(const madcity_state *v, int seat, int level, rng_state *rng)
{
    if (v->mode != MADCITY_MODE_STANDARD) return 0;
    madcity_city me;
    madcity_analyse(v->grid[seat], v->side, &me);
    int mine_k[4] = {me.road, me.biggest[0], me.biggest[1], me.biggest[2]};
    /* thresholds: values a planned city rarely loses with (measured over planned cities) */
    static const int bar[MADCITY_BOT_LEVELS][4] = {{4, 9, 7, 6}, {6, 13, 10, 9}, {5, 12, 9, 8}};
    int opp[4] = {0, 0, 0, 0};
    for (int q = 0; q < v->players; q++) {
        if (q == seat || !(v->in_round & (1u << q))) continue;
        madcity_city c;
        madcity_analyse(v->grid[q], v->side, &c);
        int est[4] = {c.road, c.biggest[0], c.biggest[1], c.biggest[2]};
        if (!((v->done >> q) & 1)) {
            /* not finished: what is still in hand may join a zone */
            int add[4] = {0, 0, 0, 0};
            int hidden = 0;
            for (int i = 0; i < v->nhand[q]; i++) {
                int t = v->hand[q][i];
                if (t >= MADCITY_TILES) {
                    hidden++;
                    continue;
                }
                add[0]++;
                for (int a = 0; a < 4; a++)
                    if (madcity_tiles[t].colour[a] <= MADCITY_BLUE)
                        add[1 + madcity_tiles[t].colour[a]] += madcity_tiles[t].bld[a];
            }
            for (int c2 = 0; c2 < v->ncells; c2++) hidden += v->grid[q][c2].tile == MADCITY_HIDDEN;
            est[0] += add[0] / 2 + hidden / 2;
            for (int k = 1; k < 4; k++) est[k] += add[k] / 2 + hidden;
        }
        for (int k = 0; k < 4; k++)
            if (est[k] > opp[k]) opp[k] = est[k];
    }
    uint8_t want = 0;
    for (int k = 0; k < 4; k++) {
        if (v->claims[seat] & (1u << k)) continue;
        if (level == MADCITY_BOT_EASY) {
            if (mine_k[k] >= bar[0][k] && rng_unit(rng) < 0.4) want |= (uint8_t)(1u << k);
            continue;
        }
        if (mine_k[k] >= bar[level][k] && mine_k[k] >= opp[k]) want |= (uint8_t)(1u << k);
    }
    return want;
}

/* ---- holding the tree (Standard game) ---------------------------------------------------------
 * The tree ends my building, not my contractors (decision 7). Normal and hard keep watching and
 * palm a contractor when it pays: once every other city of the round is final and in sight
 * (done, complete, not behind the divider), each one no other city beats (a tie is +3); while the
 * others still build or hide, in the last HOLDER_LAST seconds, the ones choose_claims' margins
 * allow. Easy (and one at a time, where the others' cities are hidden) decides at once. Done
 * when nothing is left to decide. */
static const double HOLDER_LAST = 5.0;

static bool others_final(const madcity_state *v, int seat)
{
    for (int q = 0; q < v->players; q++) {
        if (q == seat || !(v->in_round & (1u << q))) continue;
        if (!((v->done >> q) & 1)) return false;
        for (int c = 0; c < v->ncells; c++)
            if (v->grid[q][c].tile >= MADCITY_TILES) return false; /* a hole or a hidden tile */
    }
    return true;
}

static uint8_t sure_claims(const madcity_state *v, int seat)
{
    madcity_city c;
    madcity_analyse(v->grid[seat], v->side, &c);
    int mine_k[4] = {c.road, c.biggest[0], c.biggest[1], c.biggest[2]}, best[4] = {0, 0, 0, 0};
    for (int q = 0; q < v->players; q++) {
        if (q == seat || !(v->in_round & (1u << q))) continue;
        madcity_analyse(v->grid[q], v->side, &c);
        int k4[4] = {c.road, c.biggest[0], c.biggest[1], c.biggest[2]};
        for (int k = 0; k < 4; k++)
            if (k4[k] > best[k]) best[k] = k4[k];
    }
    uint8_t want = 0;
    for (int k = 0; k < 4; k++)
        if (mine_k[k] >= best[k]) want |= (uint8_t)(1u << k);
    return want;
}

bool madcity_holder_step(const madcity_state *v, int seat, int level, rng_state *rng, bool *decided,
                         uint8_t *decision, game_action *out)
{
    uint8_t left = (uint8_t)(~v->claims[seat] & 0xF);
    if (v->mode != MADCITY_MODE_STANDARD || !left) {
        *out = MADCITY_ACTION(MADCITY_ACT_DONE, 0);
        return true;
    }
    bool final = others_final(v, seat);
    bool last = (double)madcity_left(v, seat) / MADCITY_TICK_HZ < HOLDER_LAST;
    bool at_once = level == MADCITY_BOT_EASY || v->one;
    uint8_t want = 0;
    if (at_once) {
        if (!*decided) *decision = madcity_choose_claims(v, seat, level, rng);
        *decided = true;
        want = *decision;
    } else if (final) {
        want = sure_claims(v, seat);
    } else if (last) {
        want = madcity_choose_claims(v, seat, level, rng);
    }
    want &= left;
    if (want) {
        *out = MADCITY_ACTION(MADCITY_ACT_CLAIM, __builtin_ctz(want));
        return true;
    }
    if (at_once || final || last) {
        *out = MADCITY_ACTION(MADCITY_ACT_DONE, 0);
        return true;
    }
    return false;
}
