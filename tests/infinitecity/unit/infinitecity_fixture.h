/* infinitecity_fixture.h: helpers of Infinite City's rules tests: positions written inline with single
 * quotes, actions by their text, refusals checked by a part of their reason. */
#ifndef CB_IC_FIXTURE_H
#define CB_IC_FIXTURE_H
#include "games/infinitecity/rules/infinitecity.h"
#define RF_GAME  infinitecity_game
#define RF_STATE infinitecity_state
#include "../../unit/rules_fixture.h"

static inline bool is_legal(const char *text)
{
    static game_action list[GAME_MAX_ACTIONS];
    game_action a = parse(text);
    int n = G->legal_actions(&S, S.cur, list, GAME_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (list[i] == a) return true;
    return false;
}

/* Plays text as the player to move; fails the test when refused or not listed. */
static inline game_apply_result act(const char *text)
{
    char why[GAME_REASON_LEN];
    game_action a = parse(text);
    if (!is_legal(text)) {
        G->apply(&S, S.cur, a, why, sizeof why);
        fail_msg("%s is not legal (step %d): %s", text, S.step, why);
    }
    game_apply_result r = G->apply(&S, S.cur, a, why, sizeof why);
    if (r == GAME_REFUSED) fail_msg("%s refused: %s", text, why);
    return r;
}

static inline void refused(const char *text, const char *part)
{
    char why[GAME_REASON_LEN] = "";
    static infinitecity_state keep;
    memcpy(&keep, &S, sizeof S);
    game_action a = parse(text);
    assert_false(is_legal(text));
    assert_int_equal(G->apply(&S, S.cur, a, why, sizeof why), GAME_REFUSED);
    if (!strstr(why, part)) fail_msg("%s refused with \"%s\", expected \"%s\"", text, why, part);
    assert_memory_equal(&keep, &S, sizeof S);
}

static inline int slot_at(int x, int y)
{
    int s = infinitecity_at(&S, x, y);
    if (s < 0) fail_msg("no tile at %d,%d", x, y);
    return s;
}
static inline int tok(int x, int y, int seat1)
{
    return S.tok[slot_at(x, y)][seat1 - 1];
}
static inline int kind_at(int x, int y)
{
    return S.kind[slot_at(x, y)];
}
static inline int supply(int seat1)
{
    return S.supply[seat1 - 1];
}
static inline int in_hand(int seat1, int kind)
{
    return S.hand[seat1 - 1][kind];
}

/* Every tile and every token accounted for. */
static inline void check_invariants(const infinitecity_state *s)
{
    int tiles = s->deck_n + s->peek_n, kinds[INFINITECITY_KINDS] = {0};
    if (s->step == INFINITECITY_ST_PLACE && s->held < INFINITECITY_KINDS) tiles++, kinds[s->held]++; /* in the air */
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (s->kind[i] != INFINITECITY_NONE) tiles++, kinds[s->kind[i]]++;
    for (int q = 0; q < s->players; q++) {
        tiles += s->hand_n[q];
        int h = 0;
        for (int k = 0; k < INFINITECITY_KINDS; k++) h += s->hand[q][k], kinds[k] += s->hand[q][k];
        assert_int_equal(h, s->hand_n[q]);
        assert_int_equal(infinitecity_total_tokens(s, q) + s->supply[q], INFINITECITY_TOKENS);
    }
    for (int k = 0; k < INFINITECITY_KINDS; k++) {
        tiles += s->out[k];
        kinds[k] += s->out[k] + s->peek[k];
    }
    for (int i = 0; i < s->deck_n; i++) kinds[s->deck[i]]++;
    assert_int_equal(tiles, INFINITECITY_TILES);
    for (int k = 0; k < INFINITECITY_KINDS; k++) assert_int_equal(kinds[k], infinitecity_kinds[k].count);
    assert_true(infinitecity_city_connected(s));
    for (int i = 0; i < INFINITECITY_TILES; i++)
        if (s->kind[i] != INFINITECITY_NONE && !s->up[i])
            for (int q = 0; q < s->players; q++) assert_int_equal(s->tok[i][q], 0);
}

#endif
