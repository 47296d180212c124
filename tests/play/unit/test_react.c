/* test_react.c: reaction windows (src/match/react.c), headless, on Fun City's
 * rules: what the strip SHOWS (when each window opens, how long it runs, whom it lists, who
 * claims when, when it closes) must not depend on the hidden hands, nor on how long a bot
 * thinks; a claim gives the claimant its legal actions; the countdown's end passes for everyone
 * who did not claim. */
#include "match/react.h"

#include "../../funcity/unit/funcity_fixture.h"

/* Two positions that differ only in the MAD hands (three seats: p1 plays, p2 and p3 react). */
#define POS3(h)                                                                                    \
    "{'game':'funcity','players':3,'turn':1,'time':'10:00','seed':7,'board':[1,2,3,6],"            \
    "'pawns':['zoo','hotel','hotel'],'hands':" h "}"
/* as many cards each (refills draw as many from the deck), none of them a reaction in NONE */
static const char *const HANDS_NONE =
    POS3("[['add2','add3','add4'],['add3','add2','double'],['add4','taxi','add2']]");
static const char *const HANDS_ALL =
    POS3("[['add2','add3','add4'],['jam','never','zzz'],['mugged','zzz','never']]");

enum { MAX_SHOWN = 64, TICKS = 2400 }; /* 2400 ticks of 1/20 s: two minutes of play */
#define DT 0.05

typedef struct shown {
    int id;
    double opened, closed, duration;
    uint32_t listed;
    int claims;
    int claim_seat[4];
    double claim_at[4];
} shown;

typedef struct run {
    shown w[MAX_SHOWN];
    int n;
} run;

/* How the seats play a window in a run. */
typedef struct policy {
    uint32_t bots;    /* seats played by bots */
    bool bots_react;  /* a bot reacts with its first card when it has one */
    double think;     /* a bot's search time when it has a choice */
    int claim_seat;   /* a human who claims in window claim_window (-1 none)... */
    int claim_window; /* ...after claim_after seconds, then answers claim_answer */
    double claim_after;
    const char *claim_answer;
} policy;

static void dump(const char *name, const run *a)
{
    if (!getenv("REACT_DUMP")) return;
    for (int i = 0; i < a->n; i++)
        printf("%s #%d %.2f-%.2f listed %x claims %d\n", name, a->w[i].id, a->w[i].opened,
               a->w[i].closed, a->w[i].listed, a->w[i].claims);
}

static bool shown_equal(const run *a, const run *b)
{
    dump("a", a);
    dump("b", b);
    if (a->n != b->n) return false;
    for (int i = 0; i < a->n; i++) {
        const shown *x = &a->w[i], *y = &b->w[i];
        if (x->id != y->id || x->opened != y->opened || x->closed != y->closed ||
            x->duration != y->duration || x->listed != y->listed || x->claims != y->claims)
            return false;
        for (int c = 0; c < x->claims; c++)
            if (x->claim_seat[c] != y->claim_seat[c] || x->claim_at[c] != y->claim_at[c])
                return false;
    }
    return true;
}

/* The player whose turn it is (or SLOG's helper) plays its last legal action: roll, take the
 * bus, the highest place... the same whatever the hands hold. */
static void main_move(funcity_state *s)
{
    static game_action list[GAME_MAX_ACTIONS];
    game_turn t = G->turn(s);
    for (int q = 0; q < s->players; q++)
        if (t.mask >> q & 1) {
            int n = G->legal_actions(s, q, list, GAME_MAX_ACTIONS);
            assert_true(n > 0);
            char why[GAME_REASON_LEN];
            assert_int_not_equal(G->apply(s, q, list[n - 1], why, sizeof why), GAME_REFUSED);
            return;
        }
}

static void apply_ok(funcity_state *s, int seat, game_action a)
{
    char why[GAME_REASON_LEN];
    if (G->apply(s, seat, a, why, sizeof why) == GAME_REFUSED) fail_msg("refused: %s", why);
}

/* What the host does after every change: react_sync, and the strip's record of it. */
static void sync_record(react_win *w, const funcity_state *s, double now, double duration,
                        uint32_t bots, run *out)
{
    bool was_open = w->open;
    if (react_sync(w, G, s, now, duration, bots)) {
        if (was_open && out->n > 0) out->w[out->n - 1].closed = w->closed;
        assert_true(out->n < MAX_SHOWN);
        out->w[out->n++] = (shown){w->id, w->opened, -1, w->duration, w->listed, 0, {0}, {0}};
    } else if (was_open && !w->open) {
        out->w[out->n - 1].closed = w->closed;
    }
}

/* Plays the position for TICKS ticks through the window logic the host uses, recording what
 * the strip shows. */
static void play_run(const char *pos, const policy *pol, double duration, run *out)
{
    static funcity_state s;
    char why[GAME_REASON_LEN];
    assert_true(try_load(&s, pos, why, sizeof why));
    react_win w = {0}; /* zeroed once, as the host's calloc does */
    react_reset(&w);
    memset(out, 0, sizeof *out);
    double ready_at[GAME_MAX_PLAYERS] = {0};
    game_action decision[GAME_MAX_PLAYERS] = {0};
    int last_claimant = -1;
    for (int k = 0; k < TICKS && !s.over; k++) {
        double now = k * DT;
        if (!w.open) {
            main_move(&s);
        } else {
            /* bots: a search that takes `think` seconds when there is a choice */
            int b;
            while ((b = react_bot_wanted(&w)) >= 0) {
                game_action list[64];
                int n = G->legal_actions(&s, b, list, 64);
                decision[b] = pol->bots_react && n > 1 ? list[n - 1] : w.pass[b];
                ready_at[b] = now + pol->think;
                react_bot_thinking(&w, b);
            }
            for (int q = 0; q < GAME_MAX_PLAYERS; q++)
                if ((w.bots >> q & 1) && w.bot[q] == REACT_BOT_THINKING && now >= ready_at[q])
                    react_bot_decided(&w, q, decision[q]);
            /* a human's claim */
            if (pol->claim_seat >= 0 && w.id == pol->claim_window && w.claimant < 0 &&
                react_elapsed(&w, now) >= pol->claim_after && (w.pending >> pol->claim_seat & 1))
                assert_true(react_claim(&w, pol->claim_seat, now));
            if (w.claimant == pol->claim_seat && w.claimant >= 0 && w.claimed_at + 0.5 <= now) {
                game_action a = parse(pol->claim_answer);
                apply_ok(&s, w.claimant, a);
                react_answered(&w, pol->claim_seat, a, now);
                sync_record(&w, &s, now, duration, pol->bots, out);
            }
            react_cmd cmd[GAME_MAX_PLAYERS];
            int n = react_due(&w, now, cmd, GAME_MAX_PLAYERS);
            for (int i = 0; i < n; i++) {
                apply_ok(&s, cmd[i].seat, cmd[i].action);
                react_answered(&w, cmd[i].seat, cmd[i].action, now);
                sync_record(&w, &s, now, duration, pol->bots, out);
            }
        }
        if (w.open && w.claimant >= 0 && w.claimant != last_claimant && out->n > 0) {
            shown *x = &out->w[out->n - 1];
            if (x->claims < 4) {
                x->claim_seat[x->claims] = w.claimant;
                x->claim_at[x->claims++] = now;
            }
        }
        last_claimant = w.open ? w.claimant : -1;
        int id = w.id;
        sync_record(&w, &s, now, duration, pol->bots, out); /* after the main move */
        if (w.id != id) last_claimant = -1;
    }
}

static const policy NOBODY = {.bots = 0, .claim_seat = -1};

/* Windows open after every roll and bus ride, however the hands are: the same windows at the
 * same times, listing the same seats, for the same duration. */
static void test_windows_do_not_depend_on_hands(void **st)
{
    (void)st;
    static run a, b;
    play_run(HANDS_NONE, &NOBODY, 3.0, &a);
    play_run(HANDS_ALL, &NOBODY, 3.0, &b);
    assert_true(a.n >= 4);
    for (int i = 0; i < a.n; i++) {
        if (a.w[i].closed >= 0) /* never closed early: the countdown ran out */
            assert_true(a.w[i].closed - a.w[i].opened >= 3.0 - 1e-9);
        assert_true(a.w[i].duration == 3.0);
    }
    assert_true(shown_equal(&a, &b));
}

/* Bots that pass show nothing either, however long the ones with a choice think, as long as
 * they decide before the claim moment (40 % of the countdown: 0.8 s of 2 s; the app caps a
 * window's decision at 0.3 s). */
static void test_bot_thinking_does_not_show(void **st)
{
    (void)st;
    static run a, b;
    policy quick = {.bots = 0x6, .think = 0.0, .claim_seat = -1};
    policy slow = {.bots = 0x6, .think = 0.7, .claim_seat = -1};
    play_run(HANDS_NONE, &quick, 2.0, &a);
    play_run(HANDS_ALL, &slow, 2.0, &b);
    assert_true(a.n >= 4);
    assert_true(shown_equal(&a, &b));
}

/* A bot still thinking at the claim moment holds the countdown there until it decides: the game
 * does not depend on how fast the machine thinks (the same windows, claims and cards as with a
 * quick bot, only later), so the app and `citybox selfplay` play the same game. */
static void test_slow_bot_holds_the_claim_moment(void **st)
{
    (void)st;
    static run a, c;
    policy quick = {.bots = 0x6, .bots_react = true, .think = 0.0, .claim_seat = -1};
    policy late = {.bots = 0x6, .bots_react = true, .think = 5.0, .claim_seat = -1};
    play_run(HANDS_ALL, &quick, 2.0, &a);
    play_run(HANDS_ALL, &late, 2.0, &c);
    assert_true(a.n >= 2 && c.n >= 2);
    int n = a.n < c.n ? a.n : c.n, claims = 0;
    for (int i = 0; i < n; i++) { /* the same windows in the same order, claimed by the same */
        assert_int_equal(a.w[i].listed, c.w[i].listed);
        assert_int_equal(a.w[i].claims, c.w[i].claims);
        for (int k = 0; k < a.w[i].claims; k++) {
            assert_int_equal(a.w[i].claim_seat[k], c.w[i].claim_seat[k]);
            assert_true(c.w[i].claim_at[k] - c.w[i].opened >= 5.0 - 1e-9); /* held */
            claims++;
        }
    }
    assert_true(claims > 0);
}

/* A bot that reacts claims at a fixed moment of the countdown, not when it finished thinking;
 * and reacting shows (the test can see a difference when there is one). */
static void test_bot_reaction_claims_at_a_fixed_moment(void **st)
{
    (void)st;
    static run a, b, none;
    policy quick = {.bots = 0x6, .bots_react = true, .think = 0.1, .claim_seat = -1};
    policy slow = {.bots = 0x6, .bots_react = true, .think = 0.7, .claim_seat = -1};
    play_run(HANDS_NONE, &quick, 2.0, &none);
    play_run(HANDS_ALL, &quick, 2.0, &a);
    play_run(HANDS_ALL, &slow, 2.0, &b);
    assert_false(shown_equal(&none, &a)); /* cards were played: that shows */
    assert_true(a.w[0].claims == 1);
    assert_true(a.w[0].claim_at[0] - a.w[0].opened >= REACT_BOT_CLAIM_AT * 2.0 - 1e-9);
    assert_true(a.w[0].claim_at[0] - a.w[0].opened < REACT_BOT_CLAIM_AT * 2.0 + DT + 1e-9);
    assert_true(shown_equal(&a, &b));
}

/* A human who claims and passes looks the same whether they held a card or not. */
static void test_claim_then_pass_does_not_depend_on_hands(void **st)
{
    (void)st;
    static run a, b;
    policy claim = {.bots = 0x4,
                    .claim_seat = 1,
                    .claim_window = 1,
                    .claim_after = 1.0,
                    .claim_answer = "pass"};
    play_run(HANDS_NONE, &claim, 3.0, &a);
    play_run(HANDS_ALL, &claim, 3.0, &b);
    assert_int_equal(a.w[0].claims, 1);
    assert_int_equal(a.w[0].claim_seat[0], 1);
    /* the countdown stopped during the claim and went on after it */
    assert_true(a.w[0].closed - a.w[0].opened >= 3.0 + 0.5 - 1e-9);
    assert_true(shown_equal(&a, &b));
}

/* The claimant, alone, gets its legal actions (PASS and its cards); the others wait. */
static void test_claim_gives_legal_actions(void **st)
{
    (void)st;
    load(HANDS_ALL);
    act("roll");
    react_win w = {0}; /* zeroed once, as the host's calloc does */
    react_reset(&w);
    assert_true(react_sync(&w, G, &S, 0.0, 3.0, 0));
    assert_int_equal(w.listed, 0x6);
    assert_int_equal(react_acting_mask(&w, 0x6), 0); /* nobody acts before a claim */
    assert_false(react_claim(&w, 0, 0.5));           /* not asked */
    assert_true(react_claim(&w, 1, 0.5));
    assert_false(react_claim(&w, 2, 0.6)); /* one claim at a time */
    assert_int_equal(react_acting_mask(&w, 0x6), 0x2);
    game_action out[16] = {0};
    int n = react_choices(&w, G, &S, out, 16);
    assert_int_equal(n, 2); /* pass, and the one card for this window (not NEVER nor Z-Z-Z) */
    assert_true(out[0] == parse("pass"));
    assert_true(out[1] == parse("react jam"));
    assert_true(react_left(&w, 10.0) == 2.5); /* stopped at 0.5 s */
    /* the claimant plays its card: the window closes, a NEVER chain opens against p1 */
    apply_ok(&S, 1, out[1]);
    react_answered(&w, 1, out[1], 1.0);
    assert_false(w.open);
    assert_true(react_sync(&w, G, &S, 1.0, 3.0, 0));
    assert_int_equal(w.listed, 0x1);
    assert_int_equal(w.id, 2);
}

/* When the countdown ends, every seat that did not claim passes, in seat order from the
 * player's left, and the game moves on. */
static void test_timeout_passes_for_everyone(void **st)
{
    (void)st;
    load(HANDS_ALL);
    act("roll");
    react_win w = {0}; /* zeroed once, as the host's calloc does */
    react_reset(&w);
    assert_true(react_sync(&w, G, &S, 10.0, 2.0, 0x4));
    react_bot_decided(&w, 2, parse("pass"));
    react_cmd cmd[GAME_MAX_PLAYERS];
    assert_int_equal(react_due(&w, 11.99, cmd, GAME_MAX_PLAYERS), 0); /* not early */
    int n = react_due(&w, 12.0, cmd, GAME_MAX_PLAYERS);
    assert_int_equal(n, 2);
    assert_int_equal(cmd[0].seat, 1);
    assert_int_equal(cmd[1].seat, 2);
    for (int i = 0; i < n; i++) {
        assert_true(cmd[i].action == parse("pass"));
        apply_ok(&S, cmd[i].seat, cmd[i].action);
        react_answered(&w, cmd[i].seat, cmd[i].action, 12.0);
        /* the host syncs after every action: the window stays until the last PASS is in */
        assert_false(react_sync(&w, G, &S, 12.0, 2.0, 0x4));
        assert_int_equal(w.open, i < n - 1);
        assert_int_equal(w.id, 1);
    }
    assert_false(w.open);
    assert_true(w.closed == 12.0);
    assert_int_equal(S.step, FUNCITY_ST_MOVE);
    assert_int_equal(react_acting_mask(&w, 0x1), 0x1); /* no window: the turn's mask again */
}

/* SLOG's helper choosing a card is a decision, not a window (PASS is not legal there). */
static void test_slog_choice_is_not_a_window(void **st)
{
    (void)st;
    load(HANDS_NONE);
    S.step = FUNCITY_ST_SLOG;
    S.slog_helper = 1;
    game_turn t = G->turn(&S);
    assert_int_equal(t.phase, GAME_PHASE_REACT);
    assert_false(react_is_window(G, &S, NULL));
    S.step = FUNCITY_ST_WIN_BUS;
    S.win_mask = 0x6;
    game_action pass[GAME_MAX_PLAYERS] = {0};
    assert_true(react_is_window(G, &S, pass));
    assert_true(pass[1] == G->react_pass(&S, 1) && pass[2] == G->react_pass(&S, 2));
    /* a game that names no pass action has no timed windows, whatever its actions' texts */
    game_def quiet = *G;
    quiet.react_pass = NULL;
    assert_false(react_is_window(&quiet, &S, NULL));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_windows_do_not_depend_on_hands),
        cmocka_unit_test(test_bot_thinking_does_not_show),
        cmocka_unit_test(test_slow_bot_holds_the_claim_moment),
        cmocka_unit_test(test_bot_reaction_claims_at_a_fixed_moment),
        cmocka_unit_test(test_claim_then_pass_does_not_depend_on_hands),
        cmocka_unit_test(test_claim_gives_legal_actions),
        cmocka_unit_test(test_timeout_passes_for_everyone),
        cmocka_unit_test(test_slog_choice_is_not_a_window),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
