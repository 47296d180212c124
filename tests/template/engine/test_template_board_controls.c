/* test_template_board_controls.c: the controls the boards of My City, Mad City and the template
 * draw (the control list, ui_ctl) at the smallest window, 640x360, at 1280x720 and at 1920x1080:
 * every one lies fully inside the window (a drag's place too), and every disabled one says why (the
 * reason a player reads on hover or tap). Bots play with one person, whose turns are played through
 * the host; now and then the person taps one of the board's controls (a counter, a lit square, a
 * breakdown, a button: a press and its release as separate SDL events), so the screens it opens
 * are looked at too. The template's is the check a new game's board starts with. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <stdio.h>
#include <string.h>
#include "match/match.h"
#include "play/play_int.h"

static int W, H;
static long checked, disabled;

static void frame(void)
{
    gfx_begin_frame(W, H, plat_frame_scale(W, H, 100));
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static bool inside(gfx_rect r)
{
    const float e = 0.5f; /* rounding */
    return r.x >= -e && r.y >= -e && r.x + r.w <= gfx_width() + e && r.y + r.h <= gfx_height() + e;
}

/* The last frame's controls: inside the window, and a reason for each disabled one. */
static void check(const char *game, const char *when)
{
    frame(); /* twice: a layer drawn, then the frame with it */
    frame();
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    for (int i = 0; i < n; i++) {
        const ui_ctl *c = &all[i];
        checked++;
        if (!inside(c->rect) || (c->kind == UI_CTL_DRAG && !inside(c->to)))
            fail_msg("%s %dx%d, %s: \"%s\" at %.0f,%.0f %.0fx%.0f (to %.0f,%.0f %.0fx%.0f) is not "
                     "inside the window (%.0fx%.0f units)",
                     game, W, H, when, c->label, c->rect.x, c->rect.y, c->rect.w, c->rect.h,
                     c->to.x, c->to.y, c->to.w, c->to.h, gfx_width(), gfx_height());
        if (c->enabled) continue;
        disabled++;
        if (!c->why || !c->why[0])
            fail_msg("%s %dx%d, %s: \"%s\" is disabled without a reason", game, W, H, when,
                     c->label);
    }
}

static void mouse(bool down, float x, float y)
{
    SDL_Event m;
    SDL_zero(m);
    m.type = SDL_MOUSEMOTION;
    m.motion.x = (int)(x + 0.5f), m.motion.y = (int)(y + 0.5f);
    SDL_PushEvent(&m);
    SDL_Event e = fixture_mouse_button(SDL_BUTTON_LEFT, down, x, y);
    SDL_PushEvent(&e);
    for (int i = 0; i < 3; i++) fixture_step(1.0 / 120);
    frame();
}

/* The person taps the k-th enabled control of the board (not the host's bar), if any. */
static void tap_one(const play *p, int k)
{
    const ui_ctl *all;
    int n = ui_ctl_list(&all), found = 0;
    for (int i = 0; i < n; i++) {
        const ui_ctl *c = &all[i];
        const ui_base *bar[] = {&p->menu.base, &p->moves.base, &p->undo.base, &p->redo.base,
                                &p->rules.base}; /* the host's bar */
        bool host = false;
        for (size_t j = 0; j < sizeof bar / sizeof bar[0]; j++) host |= c->widget == bar[j];
        if (!c->enabled || c->covered || host) continue;
        if (found++ < k) continue;
        float x = c->rect.x + c->rect.w * 0.5f, y = c->rect.y + c->rect.h * 0.5f;
        mouse(true, x, y);
        mouse(false, x, y);
        return;
    }
}

static void play_one(const char *id, int w, int h, uint64_t seed)
{
    W = w, H = h;
    const game_def *g = game_find(id);
    assert_non_null(g);
    int players = g->max_players < 4 ? g->max_players : 4;
    setup_result r = fixture_bots_setup(id, seed, players, BOT_EASY);
    r.seats[0].bot = false; /* a person's view: their hand and controls drawn */
    char why[256], when[64];
    scene *s = play_new(&r, why, sizeof why);
    if (!s) fail_msg("%s", why);
    scene_push(s);
    play *p = (play *)s;
    check(id, "the start");
    int last = 0, looks = 0;
    for (long i = 0; i < 120L * 60 * 30 && !match_is_over(play_match(p)); i++) {
        if (strcmp(scene_top()->vt->name, "play") != 0) scene_pop(); /* a curtain */
        if (play_human_mask(p) & 1u) {
            if (looks % 3 == 1) { /* a tap on the screen instead: what it opens is looked at */
                frame();
                tap_one(p, looks % 7);
                snprintf(when, sizeof when, "after a tap at move %d", last);
                check(id, when);
                looks++;
            }
            game_action acts[GAME_MAX_ACTIONS];
            int n = g->legal_actions(match_state(play_match(p)), 0, acts, GAME_MAX_ACTIONS);
            if (n > 0) play_submit(p, 0, acts[(i / 7) % n], why, sizeof why);
        }
        fixture_step(1.0 / 120);
        if (match_log_count(play_match(p)) >= last + 10 || i % 240 == 120) { /* or 2 s on */
            last = match_log_count(play_match(p));
            snprintf(when, sizeof when, "move %d", last);
            check(id, when);
            looks++;
        }
    }
    for (int i = 0; i < 600; i++) fixture_step(1.0 / 120);
    check(id, "the results");
    scene_clear();
}

static void test_controls_inside_with_reasons(void **st)
{
    (void)st;
    static const char *const games[] = {"mycity", "madcity", "template"};
    static const int sizes[3][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    ui_ctl_trace(true);
    for (int k = 0; k < 3; k++)
        for (int z = 0; z < 3; z++) {
            checked = disabled = 0;
            play_one(games[k], sizes[z][0], sizes[z][1], 11 + (uint64_t)z);
            print_message("%s at %dx%d: %ld controls looked at, %ld disabled, each with its "
                          "reason\n",
                          games[k], sizes[z][0], sizes[z][1], checked, disabled);
            assert_true(checked > 0);
        }
    ui_ctl_trace(false);
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    settings_get()->bot_pace = PACE_INSTANT;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_controls_inside_with_reasons)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
