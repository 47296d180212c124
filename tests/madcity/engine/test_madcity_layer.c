/* test_madcity_layer.c: the race screen's layer of still parts (madcity_board_layer.c) shows
 * exactly what drawing everything each frame shows, and a tile landing draws again only a part of
 * the city it lands in; the round's breakdowns, laid out in six small trays, show numbers that add
 * up (the old trays dropped the chips that did not fit, without a word). Six bots race a Standard
 * game (contractor chips, the tree) with motion on, so tiles fly and turn; every few frames the
 * screen is drawn twice, through the layer and with the layer off (every still part drawn
 * directly), and the two pictures must match. Over the race the layer is never drawn again whole
 * (but once undimmed as the 3-2-1 ends: it holds the board dimmed until then), and the regions
 * drawn again for the bots' actions are a small share of the cities. A bot's panel
 * never shows the tray's hint meant for people
 * ("press Done or grab the tree"), a person's does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/madcity/board/madcity_board_int.h"
#include "games/madcity/rules/madcity.h"
#include "games/registry.h"
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

static play *P;

static const madcity_state *state(void)
{
    return match_state(play_match(P));
}

static int setup(void **st)
{
    (void)st;
    if (fixture_open() != 0) return -1;
    settings_get()->reduced_motion = false; /* tiles fly and turn: the moving parts show */
    return 0;
}

static int teardown(void **st)
{
    (void)st;
    scene_clear();
    return fixture_close();
}

static void new_race(int players, int humans, const char *opt)
{
    scene_clear();
    const game_def *g = game_find("madcity");
    setup_result r = {.seed = 4242};
    snprintf(r.game_id, sizeof r.game_id, "madcity");
    game_params_default(g, &r.params, players);
    char why[256] = "";
    if (opt) assert_true(game_params_set(g, &r.params, opt, why, sizeof why));
    for (int i = 0; i < players; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "Seat %d", i + 1);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = i >= humans;
        r.seats[i].bot_level = 1;
        r.seats[i].device = IN_DEV_MOUSE;
    }
    scene *sc = play_new(&r, why, sizeof why);
    if (!sc) fail_msg("%s", why);
    scene_push(sc);
    P = (play *)sc;
}

/* The frame drawn through the layer and with every still part drawn directly: how many pixels
 * differ by more than a rounding. */
static long compare_ways(int w, int h)
{
    static const char *a = "/tmp/test_madcity_layer_a.png", *b = "/tmp/test_madcity_layer_b.png";
    madcity_board_layer_off = false;
    fixture_frame(w, h);
    assert_true(gfx_screenshot(a));
    madcity_board_layer_off = true;
    fixture_frame(w, h);
    assert_true(gfx_screenshot(b));
    madcity_board_layer_off = false;
    SDL_Surface *x = IMG_Load(a), *y = IMG_Load(b);
    assert_non_null(x);
    assert_non_null(y);
    SDL_Surface *xc = SDL_ConvertSurfaceFormat(x, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_Surface *yc = SDL_ConvertSurfaceFormat(y, SDL_PIXELFORMAT_RGBA32, 0);
    assert_int_equal(xc->w, yc->w);
    assert_int_equal(xc->h, yc->h);
    long bad = 0;
    for (int row = 0; row < xc->h; row++) {
        const uint8_t *p = (const uint8_t *)xc->pixels + (size_t)row * (size_t)xc->pitch;
        const uint8_t *q = (const uint8_t *)yc->pixels + (size_t)row * (size_t)yc->pitch;
        for (int i = 0; i < xc->w * 4; i++) bad += abs((int)p[i] - (int)q[i]) > 3;
    }
    SDL_FreeSurface(x);
    SDL_FreeSurface(y);
    SDL_FreeSurface(xc);
    SDL_FreeSurface(yc);
    return bad;
}

/* Between rounds, each seat's breakdown as the board lays it out in its tray (six seats at
 * 1280x720: little room): the chips shown and the "N more" chip's points make the Zones line;
 * opened over the panel, every chip shows. */
static int check_breakdowns(void)
{
    static madcity_board_state L;
    memset(&L, 0, sizeof L);
    L.p = P;
    L.players = state()->players;
    madcity_board_layout(&L, (gfx_rect){0, 60, 1280, 660}, state());
    match_score(play_match(P), &L.score);
    int hidden = 0, squeezed = 0;
    for (int seat = 0; seat < L.players; seat++) {
        L.seat[seat].ready.base.hidden = true;
        for (int open = 0; open < 2; open++) {
            L.summary_more = open ? 1u << seat : 0;
            madcity_breakdown bd;
            madcity_board_chips chips;
            madcity_board_summary_layout(&L, seat, state(), &bd, &chips);
            int lines = 0, seen = 0, more = 0;
            for (int k = 0; k < bd.ngroups; k++)
                if (bd.group[k] == MADCITY_G_ZONES) lines += bd.points[k];
            for (int i = 0; i < chips.n; i++) {
                if (chips.spot[i].chip < 0) {
                    more++;
                    continue;
                }
                const madcity_chip *c = &bd.chip[chips.spot[i].chip];
                seen += c->points * c->count;
            }
            assert_int_equal(seen + chips.hidden_points, lines);
            assert_int_equal(more, chips.hidden > 0);
            if (open) assert_int_equal(chips.hidden, 0); /* opened: every zone shows */
            hidden += !open && chips.hidden > 0;
            /* a tray with room for a chip or two: the rest behind "N more", the sums right */
            if (open || bd.nchips < 3) continue;
            madcity_board_layout_chips(&bd, (gfx_rect){0, 0, 130, 20}, 14, &chips);
            seen = 0;
            for (int i = 0; i < chips.n; i++)
                if (chips.spot[i].chip >= 0)
                    seen += bd.chip[chips.spot[i].chip].points * bd.chip[chips.spot[i].chip].count;
            assert_true(chips.hidden > 0 && chips.spot[chips.n - 1].chip < 0);
            assert_int_equal(seen + chips.hidden_points, lines);
            squeezed++;
        }
    }
    assert_true(squeezed > 0);
    return hidden;
}

static void test_layer_shows_what_drawing_shows(void **st)
{
    (void)st;
    new_race(6, 0, "game=standard");
    madcity_board_layer_stats before = madcity_board_layer_get_stats();
    int checks = 0, actions = 0, steps = 0, full_mark = -1, log_seen = 0;
    long worst = 0;
    double race_pixels = 0;
    const madcity_state *s = state();
    uint8_t prev = s->phase;
    while (s->round < 2 && steps < 60 * 90) {
        fixture_step(1.0 / 60);
        steps++;
        madcity_board_layer_stats was = madcity_board_layer_get_stats();
        if (steps % 23 == 0) {
            long bad = compare_ways(1280, 720);
            if (bad > worst) worst = bad;
            checks++;
        } else {
            fixture_frame(1280, 720);
        }
        madcity_board_layer_stats now = madcity_board_layer_get_stats();
        int n = match_log_count(play_match(P));
        if (s->phase == MADCITY_PH_RACE && prev == MADCITY_PH_RACE) {
            /* within a race: the layer is never drawn whole, only parts of it */
            if (now.full != full_mark)
                fail_msg("the layer was drawn whole during the race (step %d)", steps);
            race_pixels += now.pixels - was.pixels - (now.undimmed - was.undimmed) * 1280.0 * 720;
            actions += n - log_seen;
        }
        if (s->phase == MADCITY_PH_READY && prev == MADCITY_PH_RACE)
            printf("%d of 6 breakdowns had an \"N more\" chip\n", check_breakdowns());
        full_mark = now.full; /* a deal draws it whole: the cities are new */
        log_seen = n;
        prev = s->phase;
    }
    madcity_board_layer_stats after = madcity_board_layer_get_stats();
    printf("%d comparisons, worst %ld pixels apart; %d actions in the race, %d regions drawn "
           "again (%.0f units^2), %d whole layers, %d undimmed\n",
           checks, worst, actions, after.regions - before.regions, after.pixels - before.pixels,
           after.full - before.full, after.undimmed - before.undimmed);
    assert_true(after.undimmed - before.undimmed >= 1); /* each 3-2-1 ends so */
    assert_true(checks > 20);
    assert_true(worst < 1280 * 720 / 2000); /* a rounding here and there, no stale tile */
    assert_true(actions > 20);
    /* the area drawn again per action (a placement redraws its cell, and its tray when the tiles
     * left there have slid along; a turn its cell): less than half a city panel (six panels of
     * about 525 x 206 units at 1280x720), where the whole board was drawn again before */
    double per_action = race_pixels / actions;
    printf("%.0f units^2 drawn again per action\n", per_action);
    assert_true(per_action < 525.0 * 206 / 2);
}

static void test_hint_only_on_peoples_panels(void **st)
{
    (void)st;
    new_race(3, 1, NULL);
    static madcity_state s;
    s = *state();
    s.phase = MADCITY_PH_RACE;
    s.in_round = 7;
    s.nhand[0] = s.nhand[1] = 0; /* a person and a bot with every tile down */
    static madcity_board_state L;
    memset(&L, 0, sizeof L);
    L.p = P;
    L.players = 3;
    assert_non_null(madcity_board_tray_words(&L, &s, 0));
    assert_non_null(strstr(madcity_board_tray_words(&L, &s, 0), "tree"));
    assert_null(
        madcity_board_tray_words(&L, &s, 1)); /* the old board said "press Done or grab the tree" */
    s.done = 2;
    assert_null(madcity_board_tray_words(&L, &s, 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layer_shows_what_drawing_shows),
        cmocka_unit_test(test_hint_only_on_peoples_panels),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
