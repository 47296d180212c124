/* test_play_host.c: what the play host shows a newcomer, on a hidden GL 3.3 window with My City:
 * the move drawer lists a bot's move with the game's own phrase right after it lands (and again
 * after undo and redo); the results name the winner, their lines add up to each total the
 * player reads, and the list scrolls back to its first line (wheel, drag, Home); one Tab goes to
 * one place only (the board's counters, or the host's buttons, never both), and a greyed Undo or
 * Redo says why. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include "core/i18n.h"
#include "input/input.h"
#include "match/match.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "play/play_int.h"
#include "render/gfx.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

static void frame(void)
{
    fixture_frame(1280, 720);
}

static setup_result mycity(bool ann_bot, bool ben_bot)
{
    const game_def *g = game_find("mycity");
    setup_result r = {.seed = 7};
    snprintf(r.game_id, sizeof r.game_id, "mycity");
    game_params_default(g, &r.params, 2);
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Ann");
    snprintf(r.seats[1].name, sizeof r.seats[1].name, "Robot 2");
    r.seats[1].colour = r.seats[1].symbol = 1;
    r.seats[0].bot = ann_bot;
    r.seats[1].bot = ben_bot;
    r.seats[0].bot_level = r.seats[1].bot_level = BOT_EASY;
    return r;
}

static play *start(const setup_result *r)
{
    char why[256] = "";
    scene *s = play_new(r, why, sizeof why);
    assert_non_null(s);
    scene_push(s);
    frame();
    return (play *)s;
}

static void run_until_log(play *p, int n)
{
    for (int i = 0; i < 5000 && match_log_count(play_match(p)) < n; i++) {
        scene_tick(1.0 / 120);
        SDL_Delay(1);
    }
    assert_int_equal(match_log_count(play_match(p)), n);
}

/* Steps (a millisecond of real time each: the bot thinks on its worker thread) until seat 0,
 * a person, may act; at most 10 s. */
static void until_ann_acts(play *p)
{
    for (int i = 0; i < 10000 && !(play_human_mask(p) & 1u); i++) {
        fixture_step(1.0 / 120);
        SDL_Delay(1);
    }
    assert_true(play_human_mask(p) & 1u);
}

static game_action first_legal(play *p, int seat)
{
    game_action acts[GAME_MAX_ACTIONS];
    int n = play_game(p)->legal_actions(match_state(play_match(p)), seat, acts, GAME_MAX_ACTIONS);
    assert_true(n > 0);
    return acts[0];
}

static bool dispatch(in_event ev)
{
    ev.seat = IN_SEAT_ANY;
    return scene_dispatch(&ev);
}

static void click(gfx_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    dispatch((in_event){.kind = IN_MOVE, .x = x, .y = y});
    dispatch((in_event){.kind = IN_PRESS, .x = x, .y = y});
    dispatch((in_event){.kind = IN_RELEASE, .x = x, .y = y});
}

static void tab(void)
{
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_NEXT});
}

/* ---- the move log -------------------------------------------------------------------------- */
static void test_log_shows_the_bots_move(void **st)
{
    (void)st;
    setup_result r = mycity(false, true);
    play *p = start(&r);
    const match *m = play_match(p);
    if (match_turn(m).player == 1) run_until_log(p, 1);
    int before = match_log_count(m);
    char why[GAME_REASON_LEN];
    assert_true(play_submit(p, 0, first_legal(p, 0), why, sizeof why));
    run_until_log(p, before + 2); /* Ann's move, then the bot's answer */
    frame();
    assert_true(play_drawer_is_open(p)); /* 1280 wide: the board leaves it room */
    const match_move *last = play_log_at(p, 0);
    assert_non_null(last);
    assert_int_equal(last->seat, 1);
    assert_int_equal(last->entry, before + 1);
    /* the game's phrase, "Park-4 on E5", not the saved text "place Park-4 E5" */
    const char *text = match_log_at(m, before + 1)->text; /* "place <counter> <square>" */
    char square[8];
    snprintf(square, sizeof square, "%s", strrchr(text, ' ') + 1);
    printf("bot's move: %s -> \"%s\"\n", text, last->text);
    assert_true(strncmp(last->text, "place", 5) != 0);
    assert_non_null(strstr(last->text, " on "));
    assert_non_null(strstr(last->text, square));
    assert_int_equal(play_log_at(p, 1)->seat, 0); /* Ann's before it */
    assert_true(play_log_count(p) >= 2);

    /* undo takes both back, and the list with them; redo brings back the same phrase */
    char phrase[GAME_REASON_LEN];
    snprintf(phrase, sizeof phrase, "%s", last->text);
    int shown = play_log_count(p);
    dispatch((in_event){.kind = IN_KEY, .key = 'z', .mods = KMOD_CTRL});
    assert_int_equal(play_log_count(p), shown - 2);
    dispatch((in_event){.kind = IN_KEY, .key = 'y', .mods = KMOD_CTRL});
    assert_int_equal(play_log_count(p), shown);
    assert_string_equal(play_log_at(p, 0)->text, phrase);

    /* the Moves button (or L) closes the drawer and opens it again */
    dispatch((in_event){.kind = IN_KEY, .key = 'l'});
    assert_false(play_drawer_is_open(p));
    frame();
    dispatch((in_event){.kind = IN_KEY, .key = 'l'});
    assert_true(play_drawer_is_open(p));
    scene_pop_to("menu");
}

/* ---- results ------------------------------------------------------------------------------- */
static play *finished_game(void)
{
    setup_result r = mycity(true, true); /* two bots play it out */
    play *p = start(&r);
    for (int i = 0; i < 60000 && !play_in_results(p); i++) {
        scene_tick(1.0 / 60);
        if (i % 8 == 0) SDL_Delay(1);
    }
    assert_true(play_in_results(p));
    frame();
    return p;
}

static void test_results_add_up_and_name_the_winner(void **st)
{
    (void)st;
    play *p = finished_game();
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_ACCEPT}); /* skip the walk-through */
    assert_false(play_results_counting(p));
    frame();
    game_score sc;
    match_score(play_match(p), &sc);
    const play_row *rows;
    int n = play_results_rows(p, &rows), seen_lines = 0, seats = 0, prev_rank = 0;
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        if (rows[i].kind != PLAY_ROW_SEAT) continue;
        int sum = 0, k = i + 1;
        for (; k < n && rows[k].kind == PLAY_ROW_LINE; k++) {
            assert_int_equal(rows[k].seat, rows[i].seat);
            assert_int_equal(rows[k].points, sc.line[rows[k].line].points);
            sum += rows[k].points;
            seen_lines++;
        }
        if (rows[i].seat < 0) continue; /* the lines nobody scores: all worth 0 */
        seats++;
        /* the lines under a seat add up to the total shown beside its name */
        assert_int_equal(sum, rows[i].points);
        assert_int_equal(rows[i].points, sc.total[rows[i].seat]);
        assert_true(sc.rank[rows[i].seat] >= prev_rank); /* standings order */
        prev_rank = sc.rank[rows[i].seat];
    }
    assert_int_equal(seats, 2);
    assert_int_equal(seen_lines, sc.nlines); /* every line, once */
    char banner[256];
    play_results_banner(p, banner, sizeof banner);
    printf("results: %d-%d, \"%s\"\n", sc.total[0], sc.total[1], banner);
    if (sc.winners == 3u)
        assert_string_equal(banner, "Ann and Robot 2 share the win!");
    else
        assert_string_equal(banner, sc.winners == 1u ? "Ann wins!" : "Robot 2 wins!");
    scene_pop_to("menu");
}

static void test_results_scroll_back_to_the_first_line(void **st)
{
    (void)st;
    play *p = finished_game();
    /* during the walk-through the list follows the line being counted */
    for (int i = 0; i < 4000 && play_results_counting(p); i++) {
        scene_tick(1.0 / 60);
        frame();
    }
    assert_false(play_results_counting(p));
    frame();
    assert_int_equal(play_results_first_visible(p), 0); /* at the end: from the top */
    gfx_rect l = play_results_list(p);
    float x = l.x + l.w / 2, y = l.y + l.h / 2;
    /* End shows the last lines; Home goes back to the first */
    dispatch((in_event){.kind = IN_KEY, .key = SDLK_END});
    frame();
    int last_page = play_results_first_visible(p);
    assert_true(last_page > 0);
    dispatch((in_event){.kind = IN_KEY, .key = SDLK_HOME});
    frame();
    assert_int_equal(play_results_first_visible(p), 0);
    /* the wheel: down a few notches, then up again */
    for (int i = 0; i < 3; i++)
        dispatch((in_event){.kind = IN_ZOOM, .x = x, .y = y, .amount = 1.0f / 1.1f});
    frame();
    assert_true(play_results_first_visible(p) > 0);
    for (int i = 0; i < 30; i++)
        dispatch((in_event){.kind = IN_ZOOM, .x = x, .y = y, .amount = 1.1f});
    frame();
    assert_int_equal(play_results_first_visible(p), 0);
    /* a drag: pull the list up, then down */
    dispatch((in_event){.kind = IN_PRESS, .x = x, .y = y});
    for (int k = 1; k <= 10; k++)
        dispatch((in_event){.kind = IN_MOVE, .x = x, .y = y - 30.0f * (float)k, .dy = -30});
    dispatch((in_event){.kind = IN_RELEASE, .x = x, .y = y - 300});
    frame();
    assert_true(play_results_first_visible(p) > 0);
    dispatch((in_event){.kind = IN_PRESS, .x = x, .y = l.y + 10});
    for (int k = 1; k <= 20; k++)
        dispatch((in_event){.kind = IN_MOVE, .x = x, .y = l.y + 10 + 40.0f * (float)k, .dy = 40});
    dispatch((in_event){.kind = IN_RELEASE, .x = x, .y = l.y + 810});
    frame();
    assert_int_equal(play_results_first_visible(p), 0);
    /* the arrow keys scroll too */
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_DOWN});
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_DOWN});
    frame();
    assert_true(play_results_first_visible(p) > 0);
    scene_pop_to("menu");
}

/* ---- keyboard focus ------------------------------------------------------------------------ */
static void test_tab_goes_to_one_place(void **st)
{
    (void)st;
    setup_result r = mycity(false, false); /* two humans on one mouse: nothing moves by itself */
    play *p = start(&r);
    const match *m = play_match(p);
    char why[GAME_REASON_LEN];
    const ui_button *undo = play_button(p, PLAY_BTN_UNDO), *redo = play_button(p, PLAY_BTN_REDO);
    /* nothing played yet: both greyed, and each says why */
    assert_true(undo->base.disabled && redo->base.disabled);
    printf("undo: %s\nredo: %s\n", undo->base.why, redo->base.why);
    assert_string_equal(undo->base.why,
                        "Nothing to take back yet: Undo takes back your last move.");
    assert_string_equal(redo->base.why,
                        "Nothing to play again: Redo brings back a move you took back.");
    int seat = match_turn(m).player;
    assert_true(play_submit(p, seat, first_legal(p, seat), why, sizeof why));
    frame();
    /* two people: the other one has the turn now, so the move stands (neither takes back the
     * other's move), and Undo says so */
    assert_true(undo->base.disabled);
    char want[160];
    snprintf(want, sizeof want, "Undo is off: %s has the turn now, so %s's move stands.",
             play_seat_name(p, 1 - seat), play_seat_name(p, seat));
    assert_string_equal(undo->base.why, want);
    scene_pop_to("menu");
    /* one person and a bot: Undo takes back the person's move and the bot's reply */
    r = mycity(false, true);
    p = start(&r);
    m = play_match(p);
    undo = play_button(p, PLAY_BTN_UNDO), redo = play_button(p, PLAY_BTN_REDO);
    until_ann_acts(p);
    int base = match_log_count(m);
    assert_true(play_submit(p, 0, first_legal(p, 0), why, sizeof why));
    until_ann_acts(p);
    frame();
    int played = match_log_count(m);
    assert_true(played > base);
    assert_false(undo->base.disabled);
    /* the mouse clicks Undo, then Redo: the click leaves the host's focus on Redo, which is
     * greyed once everything is played again */
    click(undo->base.rect);
    assert_int_equal(match_log_count(m), base);
    frame();
    click(redo->base.rect);
    assert_int_equal(match_log_count(m), played);
    assert_true(redo->base.disabled);
    frame();
    /* no focus on a greyed button */
    assert_null(play_focused(p));
    /* one Tab: a counter of the tray (the board takes it), and no host button focused */
    tab();
    frame();
    assert_null(play_focused(p));
    /* a focused host button loses the focus when Tab goes to the board */
    const ui_button *moves = play_button(p, PLAY_BTN_MOVES);
    click(moves->base.rect); /* the drawer closes and opens again: the button has the focus */
    frame();
    click(moves->base.rect);
    frame();
    assert_ptr_equal(play_focused(p), &moves->base);
    tab(); /* one Tab: the board's counters only */
    frame();
    assert_null(play_focused(p));
    scene_pop_to("menu");

    /* where the board takes no keys (the results), Tab walks the host's buttons */
    p = finished_game();
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_ACCEPT});
    tab();
    frame();
    assert_non_null(play_focused(p));
    assert_false(play_focused(p)->disabled);
    scene_pop_to("menu");
}

/* At the end the Moves button (and L) shows the game's moves instead of the results, and back;
 * the list holds the whole game and scrolls with the wheel, a drag and Page Down, through SDL's
 * event queue (the newcomer could not scroll back to a card won during the bots' turns). */
static void push_key(SDL_Keycode k)
{
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    SDL_PushEvent(&e);
    fixture_step(1.0 / 60);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    fixture_step(1.0 / 60);
    frame();
}

static void test_moves_after_the_end(void **st)
{
    (void)st;
    play *p = finished_game();
    dispatch((in_event){.kind = IN_NAV, .key = IN_NAV_ACCEPT}); /* skip the walk-through */
    frame();
    const ui_button *moves = play_button(p, PLAY_BTN_MOVES);
    assert_false(moves->base.hidden);
    assert_true(play_log_count(p) > 20); /* the whole game, not the last eight moves */
    push_key(SDLK_l);
    assert_true(p->end_moves);
    assert_true(gfx_screenshot("/tmp/moves_after_end.png"));
    gfx_rect v = p->log_view;
    assert_true(v.h > 0 && p->log_h > v.h);
    SDL_Event w = {.type = SDL_MOUSEWHEEL};
    SDL_Event mv = {.type = SDL_MOUSEMOTION};
    mv.motion.x = (int)(v.x + v.w / 2), mv.motion.y = (int)(v.y + v.h / 2);
    SDL_PushEvent(&mv);
    w.wheel.y = -2; /* toward the user: down the list */
    SDL_PushEvent(&w);
    fixture_step(1.0 / 60);
    frame();
    float wheeled = p->log_scroll;
    assert_true(wheeled > 0);
    SDL_Event b = fixture_mouse_button(SDL_BUTTON_LEFT, true, v.x + v.w / 2, v.y + v.h - 20);
    SDL_PushEvent(&b);
    fixture_step(1.0 / 60);
    for (int k = 1; k <= 6; k++) {
        mv.motion.y = (int)(v.y + v.h - 20 - 30.0f * (float)k);
        mv.motion.yrel = -30;
        SDL_PushEvent(&mv);
        fixture_step(1.0 / 60);
    }
    b = fixture_mouse_button(SDL_BUTTON_LEFT, false, v.x + v.w / 2, v.y + v.h - 200);
    SDL_PushEvent(&b);
    fixture_step(1.0 / 60);
    frame();
    assert_true(p->log_scroll > wheeled); /* dragged up: further down the list */
    push_key(SDLK_HOME);
    assert_true(p->log_scroll == 0);
    push_key(SDLK_PAGEDOWN);
    assert_true(p->log_scroll > 0);
    push_key(SDLK_l); /* the results again */
    assert_false(p->end_moves);
    assert_false(play_button(p, PLAY_BTN_AGAIN)->base.hidden);
    scene_pop_to("menu");
}

static int setup(void **state)
{
    (void)state;
    if (fixture_open() != 0) return -1;
    settings_get()->bot_pace = PACE_INSTANT;
    play_set_autosave(NULL);
    scene_push(scene_menu_new());
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return fixture_close();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_shows_the_bots_move),
        cmocka_unit_test(test_results_add_up_and_name_the_winner),
        cmocka_unit_test(test_results_scroll_back_to_the_first_line),
        cmocka_unit_test(test_tab_goes_to_one_place),
        cmocka_unit_test(test_moves_after_the_end),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
