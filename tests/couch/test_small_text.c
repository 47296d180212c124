/* test_small_text.c: at the smallest window, 640x360, no text on a game's screen is under 12 real
 * pixels (README: "text is never under 12 pixels"). The game is played by bots and drawn as the
 * app draws that window (853x480 logical units at 0.75 pixels each): at its start, every few
 * moves, and on its results; every string drawn is measured (gfx_text_trace). One ctest per
 * game: test_small_text <id> (small_text_<id>). Prints the smallest text and where it was. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "match/match.h"
#include "play/play.h"

static const game_def *G;
enum { W = 640, H = 360 };

static void frame_small(void)
{
    gfx_begin_frame(W, H, plat_frame_scale(W, H, 100));
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

typedef struct smallest {
    float px;
    char text[96], when[48];
    int looks;
} smallest;

static void measure(smallest *m, const char *when)
{
    frame_small(); /* twice: layers drawn, then the frame with them */
    frame_small();
    const gfx_text_rec *r;
    int n = gfx_text_traced(&r);
    for (int i = 0; i < n; i++)
        if (r[i].px < m->px) {
            m->px = r[i].px;
            snprintf(m->text, sizeof m->text, "%s", r[i].text);
            snprintf(m->when, sizeof m->when, "%s", when);
        }
    m->looks++;
}

static void test_text_at_640x360(void **st)
{
    (void)st;
    smallest m = {.px = 1e9f};
    gfx_text_trace(true);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        int players = G->max_players < 4 ? G->max_players : 4;
        setup_result r = fixture_bots_setup(G->id, seed, players, BOT_EASY);
        r.seats[0].bot = false; /* a person's view: their hand and controls drawn */
        char why[256];
        scene *s = play_new(&r, why, sizeof why);
        if (!s) fail_msg("%s", why);
        scene_push(s);
        play *p = (play *)s;
        measure(&m, "the start");
        int last = 0;
        for (long i = 0; i < 120L * 60 * 30 && !match_is_over(play_match(p)); i++) {
            if (strcmp(scene_top()->vt->name, "play") != 0) scene_pop(); /* a curtain */
            if (play_human_mask(p) & 1u) { /* the person plays the first legal action */
                game_action acts[GAME_MAX_ACTIONS];
                int n = G->legal_actions(match_state(play_match(p)), 0, acts, GAME_MAX_ACTIONS);
                if (n > 0) play_submit(p, 0, acts[(i / 7) % n], why, sizeof why);
            }
            fixture_step(1.0 / 120);
            if (match_log_count(play_match(p)) >= last + 12) {
                last = match_log_count(play_match(p));
                char when[48];
                snprintf(when, sizeof when, "move %d", last);
                measure(&m, when);
            }
        }
        for (int i = 0; i < 600; i++) fixture_step(1.0 / 120);
        measure(&m, "the results");
        scene_clear();
    }
    gfx_text_trace(false);
    print_message("%s at 640x360: %d screens, smallest text %.1f px (\"%s\", %s)\n", G->id, m.looks,
                  m.px, m.text, m.when);
    if (m.px < 12.0f - 0.01f)
        fail_msg("%s: \"%s\" drawn at %.1f px (%s): under 12", G->id, m.text, m.px, m.when);
}

int main(int argc, char **argv)
{
    G = game_find(argc > 1 ? argv[1] : "mycity");
    if (!G) return 1;
    if (fixture_open() != 0) return 1;
    settings_get()->bot_pace = PACE_INSTANT;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_text_at_640x360)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
