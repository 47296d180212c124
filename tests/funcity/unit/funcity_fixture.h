/* funcity_fixture.h: helpers of Fun City's rules tests: positions written inline with single quotes,
 * actions by their text (played by a given seat, 1-based), refusals checked by a part of their
 * reason, and chance found by trying seeds (the same seeds every run). */
#ifndef CB_FC_FIXTURE_H
#define CB_FC_FIXTURE_H
#include "games/funcity/rules/funcity.h"
#define RF_GAME  funcity_game
#define RF_STATE funcity_state
#include "../../unit/rules_fixture.h"

static inline bool legal_for(int seat1, const char *text)
{
    static game_action list[GAME_MAX_ACTIONS];
    game_action a = parse(text);
    int n = G->legal_actions(&S, seat1 - 1, list, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (list[i] == a) return true;
    return false;
}

/* Plays text as seat1; fails the test when refused or not listed. */
static inline game_apply_result act_as(int seat1, const char *text)
{
    char why[GAME_REASON_LEN];
    game_action a = parse(text);
    if (!legal_for(seat1, text)) {
        G->apply(&S, seat1 - 1, a, why, sizeof why);
        fail_msg("p%d %s is not legal (step %d): %s", seat1, text, S.step, why);
    }
    game_apply_result r = G->apply(&S, seat1 - 1, a, why, sizeof why);
    if (r == GAME_REFUSED) fail_msg("p%d %s refused: %s", seat1, text, why);
    return r;
}

/* The player to move plays text. */
static inline game_apply_result act(const char *text)
{
    return act_as(S.cur + 1, text);
}

/* Every seat of the open reaction window passes. */
static inline void all_pass(void)
{
    for (int guard = 0; guard < 16; guard++) {
        game_turn t = G->turn(&S);
        if (t.phase != GAME_PHASE_REACT || S.ch_on) return;
        for (int q = 0; q < S.players; q++)
            if (t.mask >> q & 1) {
                act_as(q + 1, "pass");
                break;
            }
    }
}

static inline void refused_as(int seat1, const char *text, const char *part)
{
    char why[GAME_REASON_LEN] = "";
    static funcity_state keep;
    memcpy(&keep, &S, sizeof S);
    game_action a = parse(text);
    assert_false(legal_for(seat1, text));
    assert_int_equal(G->apply(&S, seat1 - 1, a, why, sizeof why), GAME_REFUSED);
    if (!strstr(why, part)) fail_msg("%s refused with \"%s\", expected \"%s\"", text, why, part);
    assert_memory_equal(&keep, &S, sizeof S);
}

static inline int node(const char *name)
{
    int n = funcity_node_find(name);
    if (n < 0) fail_msg("no node %s", name);
    return n;
}

static inline int owner(int card1)
{
    int w = S.cwhere[card1 - 1];
    return w >= FUNCITY_C_OWNER ? w - FUNCITY_C_OWNER + 1 : 0;
}

/* Puts CITY card card1 on top of the deck (it is drawn next). */
static inline void deck_top(int card1)
{
    int c = card1 - 1;
    for (int i = 0; i < S.cdeck_n; i++)
        if (S.cdeck[i] == c) {
            memmove(S.cdeck + i, S.cdeck + i + 1, (size_t)(S.cdeck_n - i - 1));
            S.cdeck[S.cdeck_n - 1] = (uint8_t)c;
            return;
        }
    fail_msg("card %d is not in the deck", card1);
}

/* Applies text as seat1 from copies of S reseeded with 0, 1, 2...; keeps the first result for
 * which want(S) holds (chance found, not forced: the same seed every run). */
static inline void act_until(int seat1, const char *text, bool (*want)(const funcity_state *))
{
    funcity_state keep;
    memcpy(&keep, &S, sizeof S);
    for (uint64_t seed = 0; seed < 2000; seed++) {
        memcpy(&S, &keep, sizeof S);
        rng_seed(&S.rng, seed);
        act_as(seat1, text);
        if (want(&S)) return;
    }
    fail_msg("no seed gives the wanted outcome of %s", text);
}

/* Two players, player 1 to move, the Bank, Post Office, market and Library 9:00 cards out. */
#define POS2(x) "{'game':'funcity','players':2,'turn':1,'board':[1,2,3,6]," x "}"
/* At 10:00 with City Hall's 10:00 card out: the other 9:00 cards are taken (the deck is drawn
 * pile by pile). */
#define AT10(x)                                                                                    \
    "{'game':'funcity','players':2,'turn':1,'time':'10:00','board':[1,2,3,9],"                     \
    "'taken':[[4,5],[6,7,8]]," x "}"
/* At 11:00, two Ralph's Diner cards out (11: 10:00-11:00, 17: 11:00-13:00): the 9:00 and 10:00
 * cards closed or taken. */
#define AT11(x)                                                                                    \
    "{'game':'funcity','players':2,'turn':1,'time':'11:00','board':[11,17,1,3],"                   \
    "'closed':[2,4,5,7],'taken':[[6,8,9,10],[12,13,14,15]]," x "}"

#endif
