/* funcity.c: Fun City / Cité en folie (Parker Brothers, 1987): setup, the turn in the rulebook's
 * order (press the clock, refill the MAD hand, play MAD cards, roll, move), the reaction windows
 * (TRAFFIC JAM and MUGGED after the roll, Z-Z-Z on the bus, NEVER against any card played at
 * you), SLOG, the CITY cards' hours, the end at 5:00, and the def. What is legal: funcity_legal.c.
 * Rulings: docs/rules/funcity.md. */
#include "games/funcity/rules/funcity.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

bool funcity_card_open(const funcity_state *s, int c)
{
    return funcity_cards[c].open <= s->time && s->time <= funcity_cards[c].close;
}

/* The open cards of a place's board cards, as bits over the 40 cards. */
static uint64_t open_at(const funcity_state *s, int place)
{
    uint64_t m = 0;
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == FUNCITY_C_BOARD && funcity_cards[c].place == place &&
            funcity_card_open(s, c))
            m |= 1ull << c;
    return m;
}

uint64_t funcity_slog_gain(const funcity_state *s, int c, int *points)
{
    /* the rulebook: she goes to that card's place and takes its card, "SEULEMENT durant les
     * heures indiquées": the open cards there, as any arrival; before: that card, open or not */
    uint64_t m =
        s->slog_rules == FUNCITY_SLOG_2026_11 ? 1ull << c : open_at(s, funcity_cards[c].place);
    if (points) {
        *points = 0;
        for (int k = 0; k < FUNCITY_CITY; k++)
            if (m >> k & 1) *points += funcity_cards[k].points;
    }
    return m;
}

static uint8_t opponents(const funcity_state *s)
{
    return (uint8_t)(((1u << s->players) - 1) & ~(1u << s->cur));
}

static void place_pawn(funcity_state *s, int p, int node)
{
    if (s->pawn[p] == node) return;
    s->pawn[p] = (uint8_t)node;
    s->arrived[p] = ++s->stamp;
}

/* The seat that reached node first, FUNCITY_NONE if nobody stands there. */
static int first_at(const funcity_state *s, int node)
{
    int best = FUNCITY_NONE;
    for (int p = 0; p < s->players; p++)
        if (s->pawn[p] == node && (best == FUNCITY_NONE || s->arrived[p] < s->arrived[best]))
            best = p;
    return best;
}

static void draw_mad(funcity_state *s, int p)
{
    if (!s->mdeck_n) { /* the discard pile, shuffled, is the new draw pile */
        for (int k = 0; k < FUNCITY_KINDS; k++)
            for (int i = 0; i < s->mdisc[k]; i++) s->mdeck[s->mdeck_n++] = (uint8_t)k;
        memset(s->mdisc, 0, sizeof s->mdisc);
        s->mdisc_n = 0;
        rng_shuffle(&s->rng, s->mdeck, s->mdeck_n, 1);
    }
    if (!s->mdeck_n) return;
    int k = s->mdeck[--s->mdeck_n];
    s->mdeck[s->mdeck_n] = 0;
    s->hand[p][k]++;
    s->hand_n[p]++;
}

static void discard_mad(funcity_state *s, int p, int k)
{
    s->hand[p][k]--;
    s->hand_n[p]--;
    s->mdisc[k]++;
    s->mdisc_n++;
}

static int board_count(const funcity_state *s)
{
    int n = 0;
    for (int c = 0; c < FUNCITY_CITY; c++) n += s->cwhere[c] == FUNCITY_C_BOARD;
    return n;
}

/* Draws CITY cards until 4 are on the board or the deck is out. A card drawn after its closing
 * time is discarded at once; a card placed where a pawn stands goes, if open, to the player
 * who arrived there first, even off-turn, and another card is drawn. */
void funcity_refill_board(funcity_state *s)
{
    int on = board_count(s);
    while (on < FUNCITY_ON_BOARD && s->cdeck_n) {
        int c = s->cdeck[--s->cdeck_n];
        s->cdeck[s->cdeck_n] = 0;
        if (funcity_cards[c].close < s->time) {
            s->cwhere[c] = FUNCITY_C_CLOSED;
            continue;
        }
        int who = first_at(s, FUNCITY_STREETS + funcity_cards[c].place);
        if (who != FUNCITY_NONE && funcity_card_open(s, c)) {
            s->cwhere[c] = (uint8_t)(FUNCITY_C_OWNER + who);
            continue;
        }
        s->cwhere[c] = FUNCITY_C_BOARD;
        on++;
    }
}

/* The deck in the rulebook's order: seven piles by opening hour, each shuffled, the 9:00 pile
 * on top; then the first four cards go on the board. */
void funcity_deal_city(funcity_state *s)
{
    int n = 0;
    for (int h = FUNCITY_PILES - 1; h >= 0; h--) {
        int start = n;
        for (int c = 0; c < FUNCITY_CITY; c++)
            if (s->cwhere[c] == FUNCITY_C_DECK && funcity_cards[c].open == h * 6)
                s->cdeck[n++] = (uint8_t)c;
        rng_shuffle(&s->rng, s->cdeck + start, n - start, 1);
    }
    s->cdeck_n = (uint8_t)n;
    funcity_refill_board(s);
}

/* Player p takes the cards of the set m (then the board is refilled). */
static void take_cards(funcity_state *s, int p, uint64_t m)
{
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (m >> c & 1) s->cwhere[c] = (uint8_t)(FUNCITY_C_OWNER + p);
    if (m) funcity_refill_board(s);
}

static void take_open_cards(funcity_state *s, int p, int node)
{
    if (node >= FUNCITY_STREETS) take_cards(s, p, open_at(s, node - FUNCITY_STREETS));
}

static void begin_turn(funcity_state *s);

static void end_turn(funcity_state *s)
{
    if (s->last_turn) {
        s->over = 1;
        s->step = FUNCITY_ST_OVER;
        return;
    }
    s->cur = (uint8_t)((s->cur + 1) % s->players);
    begin_turn(s);
}

static void continue_start(funcity_state *s)
{
    while (s->hand_n[s->cur] < FUNCITY_HAND && (s->mdeck_n || s->mdisc_n)) draw_mad(s, s->cur);
    s->step = FUNCITY_ST_START;
}

static void slog_home(funcity_state *s)
{
    s->slog = s->slog == FUNCITY_SLOG_TO_LIBRARY ? FUNCITY_SLOG_AT_LIBRARY : FUNCITY_SLOG_AT_MARKET;
}

/* The helper h reached SLOG; ret 0: then the start of cur's turn goes on, 1: cur's turn ends. */
static void start_slog(funcity_state *s, int h, int ret)
{
    if (!board_count(s)) { /* nothing to take: she is escorted home all the same */
        slog_home(s);
        if (ret)
            end_turn(s);
        else
            continue_start(s);
        return;
    }
    s->slog_helper = (uint8_t)h;
    s->slog_ret = (uint8_t)ret;
    s->step = FUNCITY_ST_SLOG;
}

static void begin_turn(funcity_state *s)
{
    s->played = s->swapped = s->adds = s->doubles = s->taxi = s->jams = s->mugged = 0;
    s->dice[0] = s->dice[1] = 0;
    s->count = s->anywhere = s->walked = 0;
    s->bus_stop = s->bus_dir = 0;
    s->win_mask = 0;
    s->loot_n = 0;
    s->toss = 0;
    /* 1: the banker presses the clock */
    int ticks = rng_below(&s->rng, FUNCITY_P20_DEN) < FUNCITY_P20_NUM ? 2 : 1;
    s->last_press = (uint8_t)(ticks * 10);
    s->time = (uint8_t)(s->time + ticks > FUNCITY_END ? FUNCITY_END : s->time + ticks);
    if (s->time == FUNCITY_END) s->last_turn = 1;
    for (int c = 0; c < FUNCITY_CITY; c++)
        if (s->cwhere[c] == FUNCITY_C_BOARD && funcity_cards[c].close < s->time)
            s->cwhere[c] = FUNCITY_C_CLOSED;
    funcity_refill_board(s);
    s->slog_popped = 0;
    if ((s->slog == FUNCITY_SLOG_AT_MARKET || s->slog == FUNCITY_SLOG_AT_LIBRARY) &&
        rng_below(&s->rng, s->slog_rules == FUNCITY_SLOG_2026_11 ? FUNCITY_SLOG_DEN_2026_11
                                                                 : FUNCITY_SLOG_DEN) == 0) {
        s->slog++; /* out on the red space, on her way to the other home */
        s->slog_popped = 1;
        int h = first_at(s, FUNCITY_RED);
        if (h != FUNCITY_NONE) return start_slog(s, h, 0);
    }
    /* 2: refill the MAD hand */
    continue_start(s);
}

static void setup(void *state, const game_params *p, uint64_t seed)
{
    funcity_state *s = state;
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->players = (uint8_t)p->players;
    s->slog_rules = (uint8_t)p->opt[FUNCITY_OPT_SLOG];
    s->slog = FUNCITY_SLOG_AT_MARKET;
    s->slog_helper = FUNCITY_NONE;
    for (int q = 0; q < s->players; q++) {
        s->pawn[q] = FUNCITY_STREETS + FUNCITY_HOTEL;
        s->arrived[q] = (uint16_t)q; /* the windows of the hotel, in seat order */
    }
    s->stamp = (uint16_t)s->players;
    for (int k = 0, i = 0; k < FUNCITY_KINDS; k++)
        for (int c = 0; c < funcity_kinds[k].count; c++) s->mdeck[i++] = (uint8_t)k;
    s->mdeck_n = FUNCITY_MAD;
    rng_shuffle(&s->rng, s->mdeck, FUNCITY_MAD, 1);
    for (int q = 0; q < s->players; q++)
        for (int i = 0; i < FUNCITY_HAND; i++) draw_mad(s, q);
    funcity_deal_city(s);
    /* the highest roll starts: one fair draw among the seats */
    s->first = s->cur = (uint8_t)rng_below(&s->rng, s->players);
    begin_turn(s);
}

static int chain_seat(const funcity_state *s)
{
    return s->ch_nevers % 2 ? s->ch_by : s->ch_target;
}

game_turn funcity_turn(const void *state)
{
    const funcity_state *s = state;
    if (s->over) return (game_turn){GAME_PHASE_OVER, -1, 0};
    if (s->ch_on) return (game_turn){GAME_PHASE_REACT, s->cur, 1u << chain_seat(s)};
    if (s->step == FUNCITY_ST_SLOG)
        return (game_turn){s->slog_helper == s->cur ? GAME_PHASE_TURN : GAME_PHASE_REACT, s->cur,
                           1u << s->slog_helper};
    if (s->step == FUNCITY_ST_WIN_PRE || s->step == FUNCITY_ST_WIN_BUS)
        return (game_turn){GAME_PHASE_REACT, s->cur, s->win_mask};
    return (game_turn){GAME_PHASE_TURN, s->cur, 1u << s->cur};
}

static void reopen_window(funcity_state *s, int step)
{
    s->step = (uint8_t)step;
    s->win_mask = opponents(s);
}

static void close_pre_window(funcity_state *s)
{
    int base = s->dice[0] + s->dice[1];
    s->anywhere = s->taxi && base % 2 && !s->jams;
    int count = base * (s->doubles ? 2 : 1) + s->adds;
    for (int j = 0; j < s->jams; j++) count /= 2;
    s->count = (uint8_t)(count > 255 ? 255 : count);
    s->step = FUNCITY_ST_MOVE;
}

/* The end of a move on node: the open cards of a place are taken, SLOG is met on her space. */
static void finish_move(funcity_state *s, int node)
{
    place_pawn(s, s->cur, node);
    take_open_cards(s, s->cur, node);
    if (node == FUNCITY_RED &&
        (s->slog == FUNCITY_SLOG_TO_LIBRARY || s->slog == FUNCITY_SLOG_TO_MARKET))
        return start_slog(s, s->cur, 1);
    end_turn(s);
}

static void return_loot(funcity_state *s)
{
    for (int i = 0; i < s->loot_n; i++)
        s->cwhere[s->loot[i]] = (uint8_t)(FUNCITY_C_OWNER + s->loot_from[i]);
    s->loot_n = 0;
}

/* A card played against someone, after the NEVERs: cancelled when their number is odd. */
static bool resolve_chain(funcity_state *s)
{
    bool chance = false, cancelled = s->ch_nevers % 2;
    int k = s->ch_kind, by = s->ch_by, t = s->ch_target;
    s->ch_on = 0;
    if (k == FUNCITY_TRADE) {
        if (!cancelled) {
            int a = s->pawn[by], b = s->pawn[t];
            s->pawn[by] = (uint8_t)b;
            s->pawn[t] = (uint8_t)a;
            s->arrived[by] = ++s->stamp;
            s->arrived[t] = ++s->stamp;
        }
        s->step = FUNCITY_ST_START;
    } else if (funcity_kinds[k].place != FUNCITY_NONE) {
        if (!cancelled) s->uhoh[t] = (uint8_t)(funcity_kinds[k].place + 1);
        s->step = FUNCITY_ST_START;
    } else if (k == FUNCITY_PICKPOCKET) {
        s->step = FUNCITY_ST_START;
        if (cancelled) {
            s->loot_n = 0; /* the attempts before this one are kept */
        } else {
            chance = true;
            if (rng_below(&s->rng, 2) == 0) { /* face up */
                s->toss = 1;
                int have = funcity_city_cards(s, t), pick = (int)rng_below(&s->rng, (uint32_t)have);
                for (int c = 0; c < FUNCITY_CITY; c++)
                    if (s->cwhere[c] == FUNCITY_C_OWNER + t && pick-- == 0) {
                        s->cwhere[c] = (uint8_t)(FUNCITY_C_OWNER + by);
                        s->loot[s->loot_n] = (uint8_t)c;
                        s->loot_from[s->loot_n++] = (uint8_t)t;
                        break;
                    }
                s->step = FUNCITY_ST_PICK;
            } else {
                s->toss = 2;
                return_loot(s);
            }
        }
    } else if (k == FUNCITY_JAM) {
        if (!cancelled) s->jams++;
        reopen_window(s, FUNCITY_ST_WIN_PRE);
    } else if (k == FUNCITY_MUGGED) {
        if (!cancelled) {
            s->mugged = 1;
            end_turn(s);
        } else {
            reopen_window(s, FUNCITY_ST_WIN_PRE);
        }
    } else if (k == FUNCITY_ZZZ) {
        if (!cancelled) {
            place_pawn(s, s->cur, funcity_terminal(s->bus_dir));
            end_turn(s);
        } else {
            reopen_window(s, FUNCITY_ST_WIN_BUS);
        }
    }
    return chance;
}

static void start_chain(funcity_state *s, int k, int by, int t)
{
    s->ch_on = 1;
    s->ch_kind = (uint8_t)k;
    s->ch_by = (uint8_t)by;
    s->ch_target = (uint8_t)t;
    s->ch_nevers = 0;
}

/* Applies a legal action; true when chance came into play or a seat was shown something hidden
 * from it: a MAD card played from a hidden hand (on one's turn or in answer), a card drawn. */
bool funcity_do(funcity_state *s, int player, game_action a)
{
    int type = FUNCITY_TYPE(a), x = FUNCITY_X(a), y = FUNCITY_Y(a);
    int mn = s->mdeck_n, cn = s->cdeck_n;
    bool shown = type == FUNCITY_A_PLAY || type == FUNCITY_A_REACT;
    bool chance = false;
    rng_state r0 = s->rng;
    if (s->ch_on) {
        if (type == FUNCITY_A_REACT) {
            discard_mad(s, player, FUNCITY_NEVER);
            s->ch_nevers++;
        } else {
            chance = resolve_chain(s);
        }
    } else {
        switch (type) {
        case FUNCITY_A_PLAY:
            discard_mad(s, player, x);
            s->played++;
            if (x <= FUNCITY_ADD4)
                s->adds = (uint8_t)(s->adds + 2 + x - FUNCITY_ADD2);
            else if (x == FUNCITY_DOUBLE)
                s->doubles = 1;
            else if (x == FUNCITY_TAXI)
                s->taxi = 1;
            else
                start_chain(s, x, player, y);
            break;
        case FUNCITY_A_SWAP:
            for (int k = 0; k < FUNCITY_KINDS; k++)
                while (s->hand[player][k]) discard_mad(s, player, k);
            for (int i = 0; i < FUNCITY_HAND; i++) draw_mad(s, player);
            s->swapped = 1;
            break;
        case FUNCITY_A_ROLL:
            s->dice[0] = (uint8_t)(1 + rng_below(&s->rng, 6));
            s->dice[1] = (uint8_t)(1 + rng_below(&s->rng, 6));
            reopen_window(s, FUNCITY_ST_WIN_PRE);
            break;
        case FUNCITY_A_OBEY: {
            int place = s->uhoh[player] - 1;
            s->uhoh[player] = 0;
            finish_move(s, FUNCITY_STREETS + place);
            break;
        }
        case FUNCITY_A_PASS:
            s->win_mask = (uint8_t)(s->win_mask & ~(1u << player));
            if (!s->win_mask) {
                if (s->step == FUNCITY_ST_WIN_PRE)
                    close_pre_window(s);
                else
                    s->step = FUNCITY_ST_RIDE;
            }
            break;
        case FUNCITY_A_REACT:
            discard_mad(s, player, x);
            start_chain(s, x, player, s->cur);
            break;
        case FUNCITY_A_GO: finish_move(s, x); break;
        case FUNCITY_A_BUS: s->step = FUNCITY_ST_BOARD; break;
        case FUNCITY_A_BOARD:
            s->walked = (uint8_t)funcity_dist(s->pawn[player], funcity_stops[x]);
            place_pawn(s, player, funcity_stops[x]);
            s->bus_stop = (uint8_t)x;
            s->bus_dir = (uint8_t)y;
            reopen_window(s, FUNCITY_ST_WIN_BUS);
            break;
        case FUNCITY_A_PICK: start_chain(s, FUNCITY_PICKPOCKET, player, x); break;
        case FUNCITY_A_STOP:
            s->loot_n = 0;
            s->step = FUNCITY_ST_START;
            break;
        case FUNCITY_A_SLOG: {
            int h = s->slog_helper;
            uint64_t gain = funcity_slog_gain(s, x, NULL);
            place_pawn(s, h, FUNCITY_STREETS + funcity_cards[x].place);
            slog_home(s);
            s->slog_helper = FUNCITY_NONE;
            take_cards(s, h, gain);
            if (s->slog_ret)
                end_turn(s);
            else
                continue_start(s);
            break;
        }
        default: break;
        }
    }
    return chance || shown || s->mdeck_n != mn || s->cdeck_n != cn ||
           memcmp(&s->rng, &r0, sizeof r0);
}

static int legal_actions(const void *state, int player, game_action *out, int cap)
{
    int n = funcity_legal(state, player, out, cap);
    game_sort_actions(out, n);
    return n;
}

static game_apply_result apply(void *state, int player, game_action a, char *why, size_t n)
{
    funcity_state *s = state;
    if (!funcity_check(s, player, a, why, n)) return GAME_REFUSED;
    /* a view has no RNG (view zeroes it): a bot trying moves on a view rolls its own dice */
    if (!(s->rng.inc & 1)) rng_seed(&s->rng, (uint64_t)s->moves * 0x9e3779b97f4a7c15ull + 1);
    bool barrier = funcity_do(s, player, a);
    s->moves++;
    return barrier ? GAME_OK_BARRIER : GAME_OK;
}

static game_action random_action(const void *state, int player, rng_state *rng)
{
    game_action acts[128];
    int n = funcity_legal(state, player, acts, 128);
    return n ? acts[rng_below(rng, (uint32_t)n)] : 0;
}

static bool validate(const game_params *p, char *why, size_t n)
{
    if (p->players < 2 || p->players > 4)
        return game_refuse(why, n, "%s", _("Fun City is for 2 to 4 players."));
    return true;
}

static const char *const slog_keys[] = {"rulebook", "2026-11", NULL};
static const char *const slog_labels[] = {N_("The rulebook's"), ""};
static const game_option_def funcity_options[FUNCITY_OPTIONS] = {
    [FUNCITY_OPT_SLOG] = {.key = "slog",
                          .label = N_("SLOG"),
                          .help =
                              N_("Her escort takes a CITY card only during its hours; she jumps "
                                 "out of the clock once in 12 presses."),
                          .kind = GAME_OPT_CHOICE,
                          .max = 1,
                          .choices = slog_keys,
                          .choice_labels = slog_labels},
};

/* Saves written before the option (CityBox up to November 2026) lack its key: SLOG jumped once in 6
 * presses and her escort took any card, so they keep those rules and replay as they were
 * played. */
static bool save_options(game_params *p, const struct cJSON *opts, char *why, size_t n)
{
    (void)why;
    (void)n;
    if (!cJSON_GetObjectItemCaseSensitive(opts, "slog"))
        p->opt[FUNCITY_OPT_SLOG] = FUNCITY_SLOG_2026_11;
    return true;
}

/* A reaction window (a CITY card's owner, SLOG, a MAD card) is let go by PASS. */
static game_action react_pass(const void *state, int seat)
{
    (void)state;
    (void)seat;
    return FUNCITY_ACT(FUNCITY_A_PASS, 0, 0);
}

const game_def funcity_game = {
    .id = "funcity",
    .name = N_("Fun City"),
    .tagline = N_("Race around town before the shops close."),
    .credit = N_("Parker Brothers, 1987."),
    .min_players = 2,
    .max_players = 4,
    .typical_minutes = 40,
    .state_size = sizeof(funcity_state),
    .hidden_info = true,
    .playable = true,
    .options = funcity_options,
    .n_options = FUNCITY_OPTIONS,
    .validate = validate,
    .save_options = save_options,
    .setup = setup,
    .turn = funcity_turn,
    .legal_actions = legal_actions,
    .apply = apply,
    .view = funcity_view,
    .determinize = funcity_determinize,
    .action_to_text = funcity_action_text,
    .action_from_text = funcity_action_parse,
    .score = funcity_score,
    .load_position = funcity_load_position,
    .save_position = funcity_save_position,
    .random_action = random_action,
    .describe = funcity_describe,
    .seat_json = funcity_seat_json,
    .action_label = funcity_action_label,
    .react_pass = react_pass,
    .handicap = &game_handicap_points, /* added at the end by the match */
    .lesson = &funcity_lesson,
};
