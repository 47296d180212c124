/* test_scenes.c: the menu scenes on a hidden GL 3.3 window: built, fed in_events (presses at
 * their widgets' rectangles, navigation keys) and drawn at two sizes. */
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
#include "core/i18n.h"
#include "games/registry.h"
#include "input/input.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "scenes/scenes.h"
#include "ui/ui.h"

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"

/* ---- a fake game with one option of each kind ------------------------------------------------ */
static const char *const sizes[] = {"small", "big", NULL};
static const char *const size_labels[] = {"Small", "Big", NULL};
static const game_option_def fake_opts[] = {
    {"parks", "Parks", "Adds parks.", GAME_OPT_BOOL, 0, 1, 0, NULL, NULL},
    {"rounds", "Rounds", "How many rounds.", GAME_OPT_INT, 2, 5, 3, NULL, NULL},
    {"size", "City size", "Small or big.", GAME_OPT_CHOICE, 0, 1, 0, sizes, size_labels},
};

static bool fake_validate(const game_params *p, char *why, size_t n)
{
    if (p->opt[0] && p->opt[2] == 1) {
        snprintf(why, n, "Parks need a small city.");
        return false;
    }
    return true;
}

static const game_def fake_game = {.id = "fake",
                                   .name = "Fake City",
                                   .tagline = "A test game.",
                                   .min_players = 2,
                                   .max_players = 4,
                                   .playable = true,
                                   .options = fake_opts,
                                   .n_options = 3,
                                   .validate = fake_validate};

/* ---- hooks ---------------------------------------------------------------------------------- */
static int started, quits;
static setup_result last;

static void on_start(const setup_result *r)
{
    started++;
    last = *r;
}

static void on_quit(void)
{
    quits++;
}

/* games in progress offered by the fake app (test_menu_resume) */
static int nsaved;
static char resumed[SETUP_ID_LEN];

static int on_saved_games(scene_saved_game *out, int cap)
{
    static const scene_saved_game all[] = {{"mycity", "My City", "12 moves, 14:32"},
                                           {"madcity", "Mad City", "3 moves, 09:05"}};
    int n = nsaved < cap ? nsaved : cap;
    for (int i = 0; i < n && out; i++) out[i] = all[i];
    return n;
}

static void on_resume_game(const char *id)
{
    snprintf(resumed, sizeof resumed, "%s", id);
}

static void on_apply(const settings *s)
{
    i18n_set_language(s->language);
    scene_relabel();
}

/* ---- helpers -------------------------------------------------------------------------------- */
static int fb_w = 1280, fb_h = 720;
static float fb_scale = 1;

static void frame(void)
{
    gfx_begin_frame(fb_w, fb_h, fb_scale);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static void send(in_kind k, float x, float y)
{
    in_event e = {.kind = k, .seat = IN_SEAT_ANY, .x = x, .y = y};
    scene_dispatch(&e);
}

static void nav(int key)
{
    in_event e = {.kind = IN_NAV, .seat = IN_SEAT_ANY, .key = key};
    scene_dispatch(&e);
}

static void tap_at(float x, float y)
{
    send(IN_MOVE, x, y);
    send(IN_PRESS, x, y);
    send(IN_RELEASE, x, y);
}

static bool has(const char *id)
{
    gfx_rect r;
    return scenes_widget_rect(scene_top(), id, &r);
}

static gfx_rect rect_of(const char *id)
{
    gfx_rect r = {0};
    if (!scenes_widget_rect(scene_top(), id, &r))
        fail_msg("no widget \"%s\" in %s", id, scene_top()->vt->name);
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

static const char *stack(void)
{
    static char buf[256];
    return scene_stack_names(buf, sizeof buf);
}

static int setup(void **state)
{
    (void)state;
    if (fixture_open() != 0) return -1;
    settings_set_apply_hook(on_apply);
    scenes_set_hooks(&(scene_hooks){.start_game = on_start, .quit = on_quit, .seed = 42});
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
    started = quits = 0;
    memset(&last, 0, sizeof last);
    fb_w = 1280, fb_h = 720, fb_scale = 1;
    frame();
    return 0;
}

/* ---- menu ----------------------------------------------------------------------------------- */
static void test_menu_cards(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    frame();
    for (int i = 0; i < game_catalogue_count(); i++) {
        const game_entry *e = game_catalogue_at(i);
        char id[64];
        snprintf(id, sizeof id, "card:%s", e->id);
        ui_toast_clear();
        click(id);
        bool playable = e->def && e->def->playable;
        if (playable) {
            assert_string_equal(stack(), "menu>setup");
            nav(IN_NAV_BACK);
            assert_string_equal(stack(), "menu");
        } else {
            assert_string_equal(stack(), "menu"); /* refused, with a toast saying so */
            assert_true(ui_toast_count() > 0);
        }
    }
    assert_false(has("resume")); /* no autosave hook */
    frame();
}

/* Resume names the game in progress and resumes that one; with several it opens a list. */
static void test_menu_resume(void **state)
{
    (void)state;
    scenes_set_hooks(&(scene_hooks){.start_game = on_start,
                                    .quit = on_quit,
                                    .seed = 42,
                                    .saved_games = on_saved_games,
                                    .resume_game = on_resume_game});
    nsaved = 1;
    resumed[0] = 0;
    scene_push(scene_menu_new());
    frame();
    click("resume");
    assert_string_equal(resumed, "mycity"); /* straight into the one game */
    assert_string_equal(stack(), "menu");
    nsaved = 2;
    resumed[0] = 0;
    scene_clear();
    scene_push(scene_menu_new());
    frame();
    click("resume");
    assert_string_equal(stack(), "menu>resume-pick");
    assert_true(has("game:mycity") && has("game:madcity"));
    click("back");
    assert_string_equal(stack(), "menu");
    assert_string_equal(resumed, "");
    click("resume");
    click("game:madcity");
    assert_string_equal(resumed, "madcity");
    assert_string_equal(stack(), "menu");
    fb_w = 640, fb_h = 360;
    frame();
    click("resume");
    gfx_rect r = rect_of("game:mycity");
    assert_true(r.x >= 0 && r.x + r.w <= 640 && r.y + r.h <= 360);
    nsaved = 0;
    scenes_set_hooks(&(scene_hooks){.start_game = on_start, .quit = on_quit, .seed = 42});
}

static void test_menu_buttons_and_quit(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    frame();
    click("settings");
    assert_string_equal(stack(), "menu>settings");
    click("back");
    click("about");
    assert_string_equal(stack(), "menu>about");
    frame();
    nav(IN_NAV_BACK);
    assert_string_equal(stack(), "menu");
    click("quit");
    assert_string_equal(stack(), "menu>dialog");
    frame();
    click("cancel");
    assert_string_equal(stack(), "menu");
    assert_int_equal(quits, 0);
    click("quit");
    click("confirm");
    assert_string_equal(stack(), "menu");
    assert_int_equal(quits, 1);
}

static void test_menu_keyboard(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    frame();
    /* Tab through everything and back: the focus ring never leaves the scene */
    for (int i = 0; i < 12; i++) nav(IN_NAV_NEXT);
    for (int i = 0; i < 3; i++) nav(IN_NAV_RIGHT);
    frame();
    nav(IN_NAV_BACK); /* Back on the menu asks to quit */
    assert_string_equal(stack(), "menu>dialog");
    nav(IN_NAV_BACK);
    assert_string_equal(stack(), "menu");
    assert_int_equal(quits, 0);
}

/* ---- setup ---------------------------------------------------------------------------------- */
static void push_setup(void)
{
    scene_push(scene_menu_new());
    scene_push(scene_setup_new_def(&fake_game));
    frame();
}

static void test_setup_seat_limits(void **state)
{
    (void)state;
    push_setup();
    assert_true(has("seat_look:1"));
    assert_false(has("seat_look:2"));
    click("seat_add");
    click("seat_add");
    assert_true(has("seat_look:3"));
    click("seat_add"); /* max is 4 */
    assert_false(has("seat_look:4"));
    frame();
    for (int i = 0; i < 5; i++) click("seat_remove:0"); /* min is 2 */
    assert_true(has("seat_look:1"));
    assert_false(has("seat_look:2"));
    click("start");
    assert_int_equal(started, 1);
    assert_int_equal(last.params.players, 2);
    assert_string_equal(last.game_id, "fake");
    assert_true(last.seed == 42);
}

static void test_setup_colours_distinct(void **state)
{
    (void)state;
    push_setup();
    click("seat_add");
    click("seat_add");
    for (int round = 0; round < 9; round++) {
        char id[32];
        snprintf(id, sizeof id, "seat_look:%d", round % 4);
        click(id);
        click("start");
        assert_int_equal(started, round + 1);
        for (int a = 0; a < 4; a++) {
            assert_in_range(last.seats[a].colour, 0, 5);
            assert_int_equal(last.seats[a].colour, last.seats[a].symbol);
            for (int b = a + 1; b < 4; b++)
                assert_int_not_equal(last.seats[a].colour, last.seats[b].colour);
        }
    }
    frame();
}

static void test_setup_options_map_to_params(void **state)
{
    (void)state;
    push_setup();
    click("start");
    assert_int_equal(started, 1);
    assert_int_equal(last.params.opt[0], 0);
    assert_int_equal(last.params.opt[1], 3);
    assert_int_equal(last.params.opt[2], 0);
    click("opt:parks");
    click_right("opt:rounds");
    click_right("opt:rounds");
    click("start");
    assert_int_equal(started, 2);
    assert_int_equal(last.params.opt[0], 1);
    assert_int_equal(last.params.opt[1], 5);
    click_right("opt:rounds"); /* 5 is the maximum */
    click("start");
    assert_int_equal(last.params.opt[1], 5);
    /* seats: names, bots and devices */
    assert_false(last.seats[0].bot);
    assert_true(last.seats[1].bot);
    assert_string_equal(last.seats[0].name, "Player 1");
    assert_string_equal(last.seats[1].name, "Bot 2");
    assert_int_equal(last.seats[1].bot_level, BOT_EASY); /* a new bot seat: easy */
    click_right("seat_kind:1");                          /* Bot easy -> Bot normal */
    click_right("seat_kind:1");                          /* -> Bot hard */
    click("start");
    assert_true(last.seats[1].bot);
    assert_int_equal(last.seats[1].bot_level, BOT_HARD);
    click_right("seat_kind:1"); /* wraps to Human: a device to choose */
    assert_true(has("seat_device:1"));
    click_right("seat_device:1");
    click("start");
    assert_false(last.seats[1].bot);
    assert_int_equal(last.seats[1].device, IN_DEV_KEYS_LEFT);
    assert_string_equal(last.seats[1].name, "Player 2");
    frame();
}

/* A game with something private to show on a phone (seat_json) offers "Phone" as a seat's device,
 * the last one; a game without does not. */
static struct cJSON *fake_seat_json(const void *view, int seat)
{
    (void)view, (void)seat;
    return NULL;
}

static void test_setup_phone_seat(void **state)
{
    (void)state;
    push_setup(); /* Fake City shows nothing private: no phone among the devices */
    click_right("seat_kind:1"), click_right("seat_kind:1"), click_right("seat_kind:1");
    gfx_rect r = rect_of("seat_device:1");
    for (int i = 0; i < 8; i++) {
        tap_at(r.x + 6, r.y + r.h / 2); /* "<": the devices from the last one down */
        click("start");
        assert_false(last.seats[1].phone);
    }
    scene_pop_to("menu");
    frame();
    game_def hands = fake_game;
    hands.seat_json = fake_seat_json;
    scene_push(scene_setup_new_def(&hands));
    frame();
    click_right("seat_kind:1"), click_right("seat_kind:1"), click_right("seat_kind:1");
    r = rect_of("seat_device:1");
    tap_at(r.x + 6, r.y + r.h / 2); /* from Mouse back to the last device: Phone */
    click("start");
    assert_false(last.seats[1].bot);
    assert_true(last.seats[1].phone);
    assert_int_equal(last.seats[1].device, IN_DEV_MOUSE); /* no device of the screen's */
    assert_false(last.seats[0].phone);
    click_right("seat_device:1"); /* wraps to Mouse: a person at the screen again */
    click("start");
    assert_false(last.seats[1].phone);
    frame();
}

static void test_setup_invalid_is_refused(void **state)
{
    (void)state;
    push_setup();
    click("opt:parks");
    click_right("opt:size"); /* parks + big city: refused by the game */
    ui_toast_clear();
    click("start");
    assert_int_equal(started, 0);
    assert_true(ui_toast_count() > 0);
    assert_string_equal(stack(), "menu>setup");
    frame();
    click("opt:parks"); /* fixed */
    click("start");
    assert_int_equal(started, 1);
    assert_int_equal(last.params.opt[2], 1);
}

static void test_setup_rules_and_back(void **state)
{
    (void)state;
    push_setup();
    click("rules");
    assert_string_equal(stack(), "menu>setup>rules");
    assert_true(has("missing")); /* data/rules/fake.en.md does not exist */
    frame();
    click("back");
    nav(IN_NAV_BACK);
    assert_string_equal(stack(), "menu");
}

/* ---- settings ------------------------------------------------------------------------------- */
static void test_settings_land(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_settings_new());
    frame();
    settings *st = settings_get();
    bool fs = st->fullscreen;
    click("fullscreen");
    assert_int_equal(st->fullscreen, !fs);
    click("fullscreen");
    assert_int_equal(st->fullscreen, fs);
    int scale = st->ui_scale;
    click_right("ui_scale");
    assert_int_equal(st->ui_scale, scale + 25);
    click_right("ui_scale");
    click_right("ui_scale");
    click_right("ui_scale");
    click_right("ui_scale");
    assert_int_equal(st->ui_scale, 200);
    fb_scale = 2; /* the app's frame scale follows ui_scale */
    frame();
    int pace = (int)st->bot_pace;
    click_right("bot_pace");
    assert_int_equal((int)st->bot_pace, pace < PACE_INSTANT ? pace + 1 : pace);
    click("reduced_motion");
    assert_false(st->reduced_motion);
    click("reduced_motion");
    assert_true(st->reduced_motion);
    /* music: a press at the right end of the track, released there */
    gfx_rect r = rect_of("music");
    send(IN_PRESS, r.x + r.w - 3, r.y + r.h / 2);
    send(IN_RELEASE, r.x + r.w - 3, r.y + r.h / 2);
    assert_int_equal(st->music_volume, 100);
    /* language: English, then Français; the hook relabels every scene at once */
    click_right("language");
    assert_string_equal(st->language, "en");
    click_right("language");
    assert_string_equal(st->language, "fr");
    assert_string_equal(i18n_language(), "fr");
    frame();
    click_right("ui_scale"); /* still works after the relabel */
    assert_int_equal(st->ui_scale, 200);
    st->language[0] = 0;
    snprintf(st->language, sizeof st->language, "en");
    settings_apply();
    st->ui_scale = 100;
    fb_scale = 1;
    nav(IN_NAV_BACK);
    assert_string_equal(stack(), "menu");
}

/* ---- pause, dialog, curtain, about, rules ---------------------------------------------------- */
static int confirmed;
static void on_confirm(void *user)
{
    confirmed += *(int *)user;
}

static void test_dialog(void **state)
{
    (void)state;
    static int one = 1;
    confirmed = 0;
    scene_push(scene_menu_new());
    scene_push(scene_dialog_new("Sure?", "Really sure?", "Yes", "No", on_confirm, &one));
    frame();
    nav(IN_NAV_BACK);
    assert_string_equal(stack(), "menu");
    assert_int_equal(confirmed, 0);
    scene_push(scene_dialog_new("Sure?", "Really sure?", "Yes", "No", on_confirm, &one));
    frame();
    click("confirm");
    assert_string_equal(stack(), "menu");
    assert_int_equal(confirmed, 1);
    /* modal: a press outside goes nowhere below */
    scene_push(scene_dialog_new("Notice", "", "OK", NULL, NULL, NULL));
    tap_at(5, 5);
    assert_string_equal(stack(), "menu>dialog");
    click("confirm");
    assert_string_equal(stack(), "menu");
}

static void test_pause(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_about_new()); /* stands in for a board scene */
    scene_push(scene_pause_new("mycity"));
    frame();
    click("rules");
    assert_string_equal(stack(), "menu>about>pause>rules");
    nav(IN_NAV_BACK);
    click("settings");
    assert_string_equal(stack(), "menu>about>pause>settings");
    nav(IN_NAV_BACK);
    click("resume");
    assert_string_equal(stack(), "menu>about");
    scene_push(scene_pause_new("mycity"));
    click("quit");
    click("cancel");
    assert_int_equal(quits, 0);
    click("menu");
    assert_string_equal(stack(), "menu>about>pause>dialog");
    click("confirm");
    assert_string_equal(stack(), "menu");
}

static void test_curtain(void **state)
{
    (void)state;
    scene_push(scene_menu_new());
    scene_push(scene_curtain_new("Alice", 3, 3));
    tap_at(640, 360); /* too soon: the last player's tap must not reveal */
    assert_string_equal(stack(), "menu>curtain");
    frame();
    SDL_Delay(350);
    tap_at(640, 360);
    assert_string_equal(stack(), "menu");
    scene_push(scene_curtain_new("Bob", 4, 4));
    SDL_Delay(350);
    nav(IN_NAV_BACK); /* Back does not reveal */
    assert_string_equal(stack(), "menu>curtain");
    nav(IN_NAV_ACCEPT);
    assert_string_equal(stack(), "menu");
}

static void test_doc_and_small_screens(void **state)
{
    (void)state;
    scenes_doc *d = scenes_doc_new();
    scenes_doc_set(d, "# Title\n\nSome **bold** words and a long paragraph that goes on and on "
                      "so it wraps.\n\n## Section\n- one\n- two **2**,\n  continued\n1. first\n"
                      "---\n###  not a heading? still text\n**unclosed bold\n");
    gfx_begin_frame(640, 360, 1);
    scenes_doc_draw(d, (gfx_rect){10, 10, 300, 200});
    gfx_end_frame();
    in_event e = {.kind = IN_KEY, .key = SDLK_END};
    assert_true(scenes_doc_event(d, (gfx_rect){10, 10, 300, 200}, &e));
    scenes_doc_set(d, "");
    scenes_doc_free(d);

    /* every scene at 200 % (360 logical units high) and on a 4K screen */
    const int sizes[][2] = {{1280, 720}, {3840, 2160}, {800, 600}};
    const float scales[] = {2, 3, 600.0f / 720 * 2};
    for (int k = 0; k < 3; k++) {
        fb_w = sizes[k][0], fb_h = sizes[k][1], fb_scale = scales[k];
        scene_push(scene_menu_new());
        frame();
        scene_push(scene_setup_new_def(&fake_game));
        click("seat_add");
        click("seat_add");
        frame();
        assert_true(has("start"));
        nav(IN_NAV_BACK);
        scene_push(scene_settings_new());
        frame();
        nav(IN_NAV_BACK);
        scene_push(scene_about_new());
        frame();
        nav(IN_NAV_BACK);
        scene_push(scene_rules_new("mycity"));
        frame();
        nav(IN_NAV_BACK);
        scene_push(scene_pause_new("mycity"));
        frame();
        nav(IN_NAV_BACK);
        assert_string_equal(stack(), "menu");
        scene_clear();
    }
}

/* With CITYBOX_SCENES_SHOTS=dir, saves PNGs of the overlays a human should look at. */
static void test_shots(void **state)
{
    (void)state;
    const char *dir = getenv("CITYBOX_SCENES_SHOTS");
    if (!dir) skip();
    char path[512];
    const char *lang[] = {"en", "fr"};
    for (int l = 0; l < 2; l++) {
        i18n_set_language(lang[l]);
        scene_push(scene_menu_new());
        scene_push(scene_setup_new("mycity"));
        scene_push(scene_pause_new("mycity"));
        frame();
        snprintf(path, sizeof path, "%s/pause_%s.png", dir, lang[l]);
        assert_true(gfx_screenshot(path));
        click("quit");
        frame();
        snprintf(path, sizeof path, "%s/dialog_%s.png", dir, lang[l]);
        assert_true(gfx_screenshot(path));
        scene_clear();
        scene_push(scene_menu_new());
        scene_push(scene_curtain_new("Alice", l ? 3 : 1, l ? 3 : 1));
        frame();
        snprintf(path, sizeof path, "%s/curtain_%s.png", dir, lang[l]);
        assert_true(gfx_screenshot(path));
        scene_clear();
        scene_push(scene_menu_new());
        scene_push(scene_setup_new_def(&fake_game));
        for (int i = 0; i < 2; i++) click("seat_add");
        click_right("seat_kind:2");
        click_right("seat_kind:2");
        click("opt:parks");
        click_right("opt:size");
        click("start");
        frame();
        snprintf(path, sizeof path, "%s/setup_refused_%s.png", dir, lang[l]);
        assert_true(gfx_screenshot(path));
        scene_clear();
    }
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_menu_cards, each),
        cmocka_unit_test_setup(test_menu_resume, each),
        cmocka_unit_test_setup(test_menu_buttons_and_quit, each),
        cmocka_unit_test_setup(test_menu_keyboard, each),
        cmocka_unit_test_setup(test_setup_seat_limits, each),
        cmocka_unit_test_setup(test_setup_colours_distinct, each),
        cmocka_unit_test_setup(test_setup_options_map_to_params, each),
        cmocka_unit_test_setup(test_setup_phone_seat, each),
        cmocka_unit_test_setup(test_setup_invalid_is_refused, each),
        cmocka_unit_test_setup(test_setup_rules_and_back, each),
        cmocka_unit_test_setup(test_settings_land, each),
        cmocka_unit_test_setup(test_dialog, each),
        cmocka_unit_test_setup(test_pause, each),
        cmocka_unit_test_setup(test_curtain, each),
        cmocka_unit_test_setup(test_doc_and_small_screens, each),
        cmocka_unit_test_setup(test_shots, each),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
