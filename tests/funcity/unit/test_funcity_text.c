/* test_funcity_text.c: what Fun City's move log and score say: places and street spaces named as
 * the board names them (never an internal id like "s34"), every CITY card gained off-turn and
 * every SLOG jump in the line of the action that caused it, a pickpocket's loot named, and score
 * lines without card numbers; in English and French. */
#include "funcity_fixture.h"

#include "core/i18n.h"
#include <ctype.h>

static char said[512];

/* Applies text as seat1 and keeps the log's phrase of it (seats named {N}). */
static const char *said_by(int seat1, const char *text)
{
    static funcity_state before;
    memcpy(&before, &S, sizeof S);
    act_as(seat1, text);
    G->describe(&before, &S, seat1 - 1, parse(text), said, sizeof said);
    return said;
}

static void has(const char *text, const char *part)
{
    if (!strstr(text, part)) fail_msg("\"%s\" does not say \"%s\"", text, part);
}

/* An internal street id: "s" and a digit, at the start of a word. */
static bool has_id(const char *t)
{
    for (const char *c = t; *c; c++)
        if (*c == 's' && isdigit((unsigned char)c[1]) && (c == t || !isalnum((unsigned char)c[-1])))
            return true;
    return false;
}

static void test_places_and_streets_named(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','pawns':['s35','hotel']"));
    act("roll");
    all_pass();
    has(said_by(1, "go s34"), "goes to SLOG's red space");
    load(POS2("'time':'10:00','pawns':['s35','hotel']"));
    act("roll");
    all_pass();
    has(said_by(1, "go s1"), "goes to the street by the Library");
    load(POS2("'time':'10:00','pawns':['s35','hotel']"));
    act("roll");
    all_pass();
    has(said_by(1, "go library"), "goes to the Library, takes Library 9:00-11:30 (+1)");
    load(POS2("'time':'10:00','pawns':['s35','hotel']"));
    act("roll");
    all_pass();
    has(said_by(1, "go s35"), "stays where they are");
    /* the bus: where it is boarded, where the ride ends */
    load(POS2("'time':'10:00','pawns':['zoo','hotel']"));
    act("roll");
    S.dice[0] = 3, S.dice[1] = 2;
    all_pass();
    act("bus");
    has(said_by(1, "board s26 up"), "boards the bus at the stop by the Zoo");
    all_pass();
    has(said_by(1, "go s13"), "rides the bus and goes to the bus stop by Ill-Fit Tailors");
    /* in French too */
    i18n_set_language("fr");
    load(POS2("'time':'10:00','pawns':['s35','hotel']"));
    act("roll");
    all_pass();
    has(said_by(1, "go s1"), "va dans la rue près de la Bibliothèque");
    i18n_set_language("en");
}

/* A card drawn onto a place where another player stands is theirs at once: the line of the action
 * that drew it says so. */
static void test_off_turn_cards_in_the_log(void **st)
{
    (void)st;
    load("{'game':'funcity','players':3,'time':'10:00','turn':1,"
         "'pawns':['s19','theatre','theatre'],'board':[1,2,3,9],'taken':[[4],[5,6],[7,8]]}");
    S.arrived[2] = 0; /* player 3 came to the theatre first */
    S.arrived[1] = 5;
    deck_top(12); /* Theatre 10:00-11:00 */
    act("roll");
    all_pass();
    const char *t = said_by(1, "go bank");
    has(t, "goes to the Bank, takes Bank 9:00-11:00 (+2)");
    has(t, "; {2} gets Theatre 10:00-11:00 (+3), drawn where they stand");
    char out[512];
    const char *names[] = {"Alice", "Bob", "Chloé"};
    game_format_reason(t, names, 3, out, sizeof out);
    has(out, "Chloé gets Theatre");
}

static bool popped(const funcity_state *s)
{
    return s->slog_popped;
}

/* SLOG's jump at the next turn's press is in the line of the move that ended the turn; her
 * escort names the place. */
static void test_slog_in_the_log(void **st)
{
    (void)st;
    load("{'game':'funcity','players':3,'time':'10:00','turn':1,'pawns':['hotel','s34','hotel'],"
         "'board':[1,2,3,9],'taken':[[4],[5,6],[7,8]],'slog':'library'}");
    act("roll");
    all_pass();
    static funcity_state before;
    memcpy(&before, &S, sizeof S);
    act_until(1, "go hotel", popped);
    G->describe(&before, &S, 0, parse("go hotel"), said, sizeof said);
    has(said, "stays where they are; SLOG jumps out of the clock!");
    has(said_by(2, "slog 3"), "walks SLOG home, then goes to the Super Duper Market, takes Super "
                              "Duper Market 9:00-12:00 (+1)");
}

static bool face_up(const funcity_state *s)
{
    return s->toss == 1;
}

/* The pickpocket's loot is named in the line of the toss. */
static void test_loot_in_the_log(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','taken':[[4,5,7,8],[11]],'hands':[['pickpocket','add2','add3'],[]]"));
    act("play pickpocket p2");
    static funcity_state before;
    memcpy(&before, &S, sizeof S);
    act_until(2, "pass", face_up);
    G->describe(&before, &S, 1, parse("pass"), said, sizeof said);
    has(said, "the PICKPOCKET lands face up: a card is stolen; {0} takes Ralph's Diner "
              "10:00-11:00 (+3)");
}

/* Score lines name the card by its place and hours, without its number. */
static void test_score_lines(void **st)
{
    (void)st;
    load(POS2("'time':'10:00','taken':[[5],[]]"));
    game_score sc;
    G->score(&S, &sc);
    assert_int_equal(sc.nlines, 1);
    assert_string_equal(sc.line[0].reason, "Dentist, 9:00-10:30");
}

/* No internal id in any phrase of 200 random games, in English and French. */
static void test_no_ids_in_random_games(void **st)
{
    (void)st;
    rng_state r;
    rng_seed(&r, 12);
    char why[GAME_REASON_LEN];
    static funcity_state before;
    long phrases = 0;
    for (int g = 0; g < 200; g++) {
        i18n_set_language(g % 2 ? "fr" : "en");
        game_params p = {.players = 2 + g % 3};
        G->setup(&S, &p, rng_next(&r));
        while (!S.over) {
            int who = __builtin_ctz(G->turn(&S).mask);
            game_action a = G->random_action(&S, who, &r);
            memcpy(&before, &S, sizeof S);
            assert_int_not_equal(G->apply(&S, who, a, why, sizeof why), GAME_REFUSED);
            if (G->describe(&before, &S, who, a, said, sizeof said) > 0) phrases++;
            if (has_id(said)) fail_msg("an internal id in \"%s\"", said);
        }
    }
    i18n_set_language("en");
    assert_true(phrases > 10000);
}

int main(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_places_and_streets_named),
        cmocka_unit_test(test_off_turn_cards_in_the_log),
        cmocka_unit_test(test_slog_in_the_log),
        cmocka_unit_test(test_loot_in_the_log),
        cmocka_unit_test(test_score_lines),
        cmocka_unit_test(test_no_ids_in_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
