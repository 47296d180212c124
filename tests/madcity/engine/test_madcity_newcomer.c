/* test_madcity_newcomer.c: Mad City for a first-time player. A person's city panel is never
 * smaller than a bot's (2 to 6 players, any seats); the tray's hint stops offering the tree once
 * somebody holds it; the setup screen offers no solitaire choice to two players (and no
 * multi-player options to one), keeps the player's own choice for when it applies again, and
 * gives new bot seats the easy level. With CITYBOX_SHOTS_DIR set, saves the setup screen and a
 * three-player race (one person, two easy bots) in English and French at 1280x720. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/madcity/board/madcity_board_int.h"
#include "games/madcity/rules/madcity.h"
#include "games/registry.h"
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

extern const game_def madcity_game;

static int started;
static setup_result last;

static void on_start(const setup_result *r)
{
    started++;
    last = *r;
}

static void frame(void)
{
    fixture_frame(1280, 720);
}

static void tap_at(float x, float y)
{
    in_kind k[3] = {IN_MOVE, IN_PRESS, IN_RELEASE};
    for (int i = 0; i < 3; i++) {
        in_event e = {.kind = k[i], .seat = IN_SEAT_ANY, .x = x, .y = y};
        scene_dispatch(&e);
    }
}

static bool has(const char *id)
{
    gfx_rect r;
    return scenes_widget_rect(scene_top(), id, &r);
}

static gfx_rect rect_of(const char *id)
{
    gfx_rect r = {0};
    if (!scenes_widget_rect(scene_top(), id, &r)) fail_msg("no widget \"%s\"", id);
    return r;
}

static void click(const char *id)
{
    gfx_rect r = rect_of(id);
    tap_at(r.x + r.w / 2, r.y + r.h / 2);
}

static void click_right(const char *id) /* a stepper's ">" */
{
    gfx_rect r = rect_of(id);
    tap_at(r.x + r.w - 6, r.y + r.h / 2);
}

static int setup(void **state)
{
    (void)state;
    if (fixture_open() != 0) return -1;
    scenes_set_hooks(&(scene_hooks){.start_game = on_start, .seed = 42});
    frame();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return fixture_close();
}

static int each(void **state)
{
    (void)state;
    scene_clear();
    ui_toast_clear();
    started = 0;
    memset(&last, 0, sizeof last);
    i18n_set_language("en");
    frame();
    return 0;
}

/* ---- the race screen ------------------------------------------------------------------------ */
static float area_of(gfx_rect r)
{
    return r.w * r.h;
}

static void test_people_get_the_big_panels(void **state)
{
    (void)state;
    static madcity_state s;
    static madcity_board_state L;
    const gfx_rect area = {0, 60, 1280, 660};
    for (int n = 2; n <= 6; n++) {
        game_params p;
        game_params_default(&madcity_game, &p, n);
        madcity_game.setup(&s, &p, 7);
        for (uint32_t humans = 1; humans < (1u << n) - 1; humans++) {
            memset(&L, 0, sizeof L);
            L.players = n;
            L.humans = humans;
            madcity_board_layout(&L, area, &s);
            for (int h = 0; h < n; h++) {
                if (!(humans & (1u << h))) continue;
                for (int q = 0; q < n; q++) {
                    if (humans & (1u << q)) continue;
                    if (area_of(L.panel[h].r) + 1 < area_of(L.panel[q].r))
                        fail_msg("%d players, people %#x: seat %d (person) %.0f < seat %d (bot) "
                                 "%.0f",
                                 n, humans, h, area_of(L.panel[h].r), q, area_of(L.panel[q].r));
                }
            }
            /* every seat has its own panel */
            for (int a = 0; a < n; a++) {
                assert_true(area_of(L.panel[a].r) > 1000);
                for (int b = a + 1; b < n; b++) {
                    gfx_rect x = L.panel[a].r, y = L.panel[b].r;
                    bool apart = x.x + x.w <= y.x + 0.5f || y.x + y.w <= x.x + 0.5f ||
                                 x.y + x.h <= y.y + 0.5f || y.y + y.h <= x.y + 0.5f;
                    assert_true(apart);
                }
            }
        }
    }
    /* the usual table of a newcomer: three seats, the person first */
    game_params p;
    game_params_default(&madcity_game, &p, 3);
    madcity_game.setup(&s, &p, 7);
    memset(&L, 0, sizeof L);
    L.players = 3;
    L.humans = 1;
    madcity_board_layout(&L, area, &s);
    assert_true(L.panel[0].cell >= L.panel[1].cell && L.panel[0].cell >= L.panel[2].cell);
    assert_true(L.panel[0].cell > L.panel[1].cell);
}

static void test_hint_after_the_tree(void **state)
{
    (void)state;
    static madcity_state s;
    game_params p;
    game_params_default(&madcity_game, &p, 3);
    madcity_game.setup(&s, &p, 3);
    assert_non_null(strstr(madcity_board_full_hint(&s, 0, false), "tree"));
    s.tree = 1; /* Bot 2 took it */
    assert_null(strstr(madcity_board_full_hint(&s, 0, false), "tree"));
    assert_string_equal(madcity_board_full_hint(&s, 0, false), "All tiles placed: press Done.");
    assert_string_equal(madcity_board_full_hint(&s, 0, true), "Finished!");
    i18n_set_language("fr");
    assert_null(strstr(madcity_board_full_hint(&s, 0, false), "arbre"));
    s.tree = MADCITY_NONE;
    assert_non_null(strstr(madcity_board_full_hint(&s, 0, false), "arbre"));
    i18n_set_language("en");
    /* the Standard game: 50 points or more, no tree for this seat */
    game_params_default(&madcity_game, &p, 3);
    p.opt[MADCITY_OPT_GAME] = MADCITY_GAME_STANDARD;
    madcity_game.setup(&s, &p, 3);
    s.before[0] = MADCITY_RANGER_CAP;
    assert_null(strstr(madcity_board_full_hint(&s, 0, false), "tree"));
    assert_non_null(strstr(madcity_board_full_hint(&s, 1, false), "tree"));
    /* holding the tree in the race (Standard game): contractors until time runs out (decision 7;
     * the old hint said only "press Done") */
    s.before[0] = 0;
    s.phase = MADCITY_PH_RACE;
    s.tree = 1;
    assert_non_null(strstr(madcity_board_full_hint(&s, 1, false), "contractors"));
    assert_null(strstr(madcity_board_full_hint(&s, 0, false), "contractors"));
    s.claims[1] = 0xF; /* nothing left to take */
    assert_null(strstr(madcity_board_full_hint(&s, 1, false), "contractors"));
}

/* ---- the setup screen ----------------------------------------------------------------------- */
/* Two variants at once (decisions 16-17): the divider is a toggle of its own next to the extra
 * tile, and the extra tile's stepper never offers the older saves' "divider" value (its label
 * is empty: the setup skips it, so one step right from None is Draw 10). */
static void test_setup_combines_variants(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_setup_new("madcity"));
    frame();
    assert_true(has("opt:divider"));
    assert_true(has("opt:variant"));
    click("opt:divider");
    click_right("opt:variant");
    frame();
    click("start");
    assert_int_equal(started, 1);
    assert_int_equal(last.params.players, 2);
    assert_int_equal(last.params.opt[MADCITY_OPT_DIVIDER], 1);
    assert_int_equal(last.params.opt[MADCITY_OPT_VARIANT], MADCITY_VAR_DRAW10);
    click_right("opt:variant"); /* the common tile, still with the divider */
    click("start");
    assert_int_equal(started, 2);
    assert_int_equal(last.params.opt[MADCITY_OPT_DIVIDER], 1);
    assert_int_equal(last.params.opt[MADCITY_OPT_VARIANT], MADCITY_VAR_COMMON);
    /* three players: no divider, the extra tile stays */
    click("seat_add");
    frame();
    assert_false(has("opt:divider"));
    click("start");
    assert_int_equal(started, 3);
    assert_int_equal(last.params.opt[MADCITY_OPT_DIVIDER], 0);
    assert_int_equal(last.params.opt[MADCITY_OPT_VARIANT], MADCITY_VAR_COMMON);
}

static void test_setup_offers_what_applies(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_setup_new("madcity"));
    frame();
    /* two players: no solitaire */
    assert_true(has("seat_look:1"));
    assert_false(has("seat_look:2"));
    assert_false(has("opt:solo"));
    assert_true(has("opt:game"));
    assert_true(has("opt:variant"));
    assert_true(has("opt:one_at_a_time"));
    click("start");
    assert_int_equal(started, 1);
    assert_int_equal(last.params.players, 2);
    assert_int_equal(last.params.opt[MADCITY_OPT_SOLO], 0);
    /* new bot seats are easy; a player's own choice stays */
    assert_true(last.seats[1].bot);
    assert_int_equal(last.seats[1].bot_level, 0);
    click_right("seat_kind:1"); /* easy -> normal */
    click("seat_add");
    click("start");
    assert_int_equal(started, 2);
    assert_int_equal(last.seats[1].bot_level, 1);
    assert_true(last.seats[2].bot);
    assert_int_equal(last.seats[2].bot_level, 0);
    click("seat_remove:2");
    /* one player: the solitaire games, not the options of a table */
    click("seat_remove:1");
    frame();
    assert_false(has("seat_look:1"));
    assert_true(has("opt:solo"));
    assert_false(has("opt:variant"));
    assert_false(has("opt:one_at_a_time"));
    assert_false(has("opt:game"));
    assert_false(has("opt:short"));
    click_right("opt:solo"); /* puzzle -> advanced puzzle */
    click("start");
    assert_int_equal(started, 3);
    assert_int_equal(last.params.players, 1);
    assert_int_equal(last.params.opt[MADCITY_OPT_SOLO], 1);
    /* back to two: the solitaire choice does not apply (and Start is not refused) ... */
    click("seat_add");
    frame();
    assert_false(has("opt:solo"));
    click("start");
    assert_int_equal(started, 4);
    assert_int_equal(last.params.opt[MADCITY_OPT_SOLO], 0);
    /* ... and comes back when the player is alone again */
    click("seat_remove:1");
    click("start");
    assert_int_equal(started, 5);
    assert_int_equal(last.params.opt[MADCITY_OPT_SOLO], 1);
    /* six players: the divider (two players) and the extra tiles (2 to 5) are not offered */
    for (int i = 0; i < 5; i++) click("seat_add");
    frame();
    assert_true(has("seat_look:5"));
    assert_false(has("opt:variant"));
    click("start");
    assert_int_equal(started, 6);
    assert_int_equal(last.params.opt[MADCITY_OPT_VARIANT], MADCITY_VAR_NONE);
    /* every game's setup starts with an easy bot next to the person */
    for (int i = 0; i < game_catalogue_count(); i++) {
        const game_def *g = game_catalogue_at(i)->def;
        if (!g || !g->playable || g->max_players < 2) continue;
        scene_clear();
        scene_push(scene_menu_new());
        scene_push(scene_setup_new_def(g));
        frame();
        click("start");
        assert_true(last.seats[1].bot);
        assert_int_equal(last.seats[1].bot_level, 0);
    }
}

/* ---- pictures ------------------------------------------------------------------------------- */
static void test_shots(void **state)
{
    (void)state;
    const char *dir = getenv("CITYBOX_SHOTS_DIR");
    if (!dir) skip();
    const char *langs[] = {"en", "fr"};
    for (int l = 0; l < 2; l++) {
        char path[512];
        i18n_set_language(langs[l]);
        scene_clear();
        scene_push(scene_menu_new());
        scene_push(scene_setup_new("madcity"));
        click("seat_add");
        frame();
        snprintf(path, sizeof path, "%s/madcity-setup-3-%s.png", dir, langs[l]);
        assert_true(gfx_screenshot(path));
        scene_clear();
        setup_result r = {.seed = 5};
        snprintf(r.game_id, sizeof r.game_id, "madcity");
        game_params_default(&madcity_game, &r.params, 3);
        static const char *names[] = {"Alice", "Bot 2", "Bot 3"};
        for (int i = 0; i < 3; i++) {
            snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", names[i]);
            r.seats[i].colour = r.seats[i].symbol = i;
            r.seats[i].bot = i > 0;
            r.seats[i].bot_level = 0;
            r.seats[i].device = IN_DEV_MOUSE;
        }
        char why[256] = "";
        scene *sc = play_new(&r, why, sizeof why);
        assert_non_null(sc);
        scene_push(sc);
        const madcity_state *s = match_state(play_match((play *)sc));
        frame();
        /* Alice presses Ready (where the layout puts her button) */
        static madcity_board_state L;
        memset(&L, 0, sizeof L);
        L.p = (play *)sc;
        L.players = 3;
        gfx_rect area = ui_screen_rect();
        area.y += 60; /* play.c's top bar */
        area.h -= 60;
        madcity_board_layout(&L, area, s);
        gfx_rect b = L.panel[0].button;
        for (int i = 0; i < 120 * 60 && s->phase == MADCITY_PH_READY; i++) {
            if (!(s->ready & 1) && i % 30 == 10) tap_at(b.x + b.w / 2, b.y + b.h / 2);
            fixture_step(1.0 / 60);
        }
        for (int i = 0; i < 60 * 40 && s->phase == MADCITY_PH_RACE; i++) fixture_step(1.0 / 60);
        frame();
        snprintf(path, sizeof path, "%s/madcity-race-3-%s.png", dir, langs[l]);
        assert_true(gfx_screenshot(path));
        scene_clear();
    }
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_people_get_the_big_panels, each),
        cmocka_unit_test_setup(test_hint_after_the_tree, each),
        cmocka_unit_test_setup(test_setup_combines_variants, each),
        cmocka_unit_test_setup(test_setup_offers_what_applies, each),
        cmocka_unit_test_setup(test_shots, each),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
