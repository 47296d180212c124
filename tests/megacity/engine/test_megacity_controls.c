/* test_megacity_controls.c: the MegaCity board's controls in the control list (ui.h, ui_ctl), the
 * list the couch test and the control sweep choose from.
 * 1. Every greyed MegaCity control says why, in the player's language (English and French): at
 *    a game's first turn Deliver (no tower yet: issue 26) and Flip (no platform), then in every
 *    position of the layout games and the delivery game, in each of the board's modes (choosing
 *    a hex, an element of a material, the slide waiting for the hand).
 * 2. What the list offers does what it says, through SDL's mouse: every drag of the workshop (an
 *    element of the supply onto the platform, a free top element moved, one lifted back into the
 *    supply) records that action; the lit hexes start the slide there; the slide's drag delivers.
 * 3. With the list off the board adds nothing and keeps nothing for it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "games/megacity/rules/megacity.h"
#include "match/match.h"
#include "megacity_fixture.h"
#include "play/play.h"
#include "scenes/scenes.h"

#define DT (1.0 / 120)

static play *P;

static void frame(void)
{
    fixture_frame(1280, 720);
}

static void settle(void)
{
    frame();
    for (int i = 0; i < 120 * 6 && !mgbt_idle(); i++) fixture_step(DT);
    frame();
    frame();
}

static bool is_megacity(const megacity_board_data *b, const ui_ctl *k)
{
    if (!k->widget) return true; /* the board's own */
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++)
        if (k->widget == &b->btn[i].base) return true;
    return false;
}

/* Every greyed MegaCity control drawn last frame has a reason; returns how many lack one. */
static int check_reasons(const char *what, int *greyed)
{
    const megacity_board_data *b = megacity_board_live();
    const ui_ctl *all;
    int n = ui_ctl_list(&all), bad = 0;
    for (int i = 0; i < n; i++) {
        const ui_ctl *k = &all[i];
        if (k->enabled || !is_megacity(b, k)) continue;
        (*greyed)++;
        if (!k->why || !k->why[0])
            print_error("%s: \"%s\" is greyed without a reason\n", what, k->label), bad++;
    }
    return bad;
}

static const ui_ctl *find(const char *label_start, ui_ctl_kind kind)
{
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    for (int i = 0; i < n; i++)
        if (all[i].kind == kind && all[i].enabled &&
            strncmp(all[i].label, label_start, strlen(label_start)) == 0)
            return &all[i];
    return NULL;
}

/* ---- the mouse --------------------------------------------------------------------------------
 */
static void push(SDL_Event e)
{
    SDL_PushEvent(&e);
    fixture_step(DT);
    frame();
}

static void motion(float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x);
    e.motion.y = (int)lroundf(y);
    push(e);
}

/* A control used as the couch uses it: press on rect, (a drag: four moves to `to`), release. */
static void use(const ui_ctl *c)
{
    ui_ctl k = *c;
    float x = k.rect.x + k.rect.w / 2, y = k.rect.y + k.rect.h / 2;
    motion(x, y);
    push(fixture_mouse_button(SDL_BUTTON_LEFT, true, x, y));
    fixture_step(DT);
    if (k.kind == UI_CTL_DRAG) {
        float tx = k.to.x + k.to.w / 2, ty = k.to.y + k.to.h / 2;
        for (int i = 1; i <= 4; i++)
            motion(x + (tx - x) * (float)i / 4, y + (ty - y) * (float)i / 4);
        x = tx, y = ty;
    }
    push(fixture_mouse_button(SDL_BUTTON_LEFT, false, x, y));
    fixture_step(DT);
}

static void use_button(int i)
{
    gfx_rect r;
    assert_true(mgbt_button(mgbt_board(), i, &r));
    ui_ctl k = {.kind = UI_CTL_BUTTON, .rect = r};
    use(&k);
    frame();
    frame();
}

/* ---- 1. reasons ------------------------------------------------------------------------------ */
static void test_first_turn_reasons(void **state)
{
    (void)state;
    P = mgbt_open("layout_4p.json", 0);
    settle();
    megacity_board_data *b = mgbt_board();
    assert_int_equal(b->sel_plat, 0);
    const ui_base *d = &b->btn[MEGACITY_BOARD_DELIVER].base, *f = &b->btn[MEGACITY_BOARD_FLIP].base;
    assert_true(d->disabled && !d->hidden && f->disabled && !f->hidden);
    assert_non_null(d->why);
    print_message("Deliver: %s\nFlip: %s\n", d->why, f->why ? f->why : "(none)");
    assert_non_null(strstr(d->why, "take a platform"));
    assert_non_null(f->why);
    int greyed = 0;
    assert_int_equal(check_reasons("first turn", &greyed), 0);
    assert_true(greyed >= 2);
    scene_clear();
}

typedef struct pos {
    const char *file;
    int keep;
} pos;

static void test_every_greyed_control_says_why(void **state)
{
    (void)state;
    static const pos cases[] = {
        {"layout_4p.json", 0},   {"layout_4p.json", 104}, {"layout_4p.json", 109},
        {"layout_4p.json", 110}, {"layout_4p.json", 111}, {"layout_2p.json", 58},
        {"layout_2p.json", 66},  {"layout_2p.json", 70},  {"deliver_p8.json", -1}};
    static const char *langs[] = {"en", "fr"};
    int bad = 0, greyed = 0, modes = 0;
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            char what[96];
            snprintf(what, sizeof what, "%s@%d %s", cases[c].file, cases[c].keep, langs[l]);
            P = mgbt_open(cases[c].file, cases[c].keep);
            settle();
            bad += check_reasons(what, &greyed);
            megacity_board_data *b = mgbt_board();
            gfx_rect r;
            if (mgbt_button(b, MEGACITY_BOARD_STEEL, &r)) { /* choosing the element of a material */
                use_button(MEGACITY_BOARD_STEEL);
                assert_int_equal(megacity_board_live()->mode, MEGACITY_BOARD_PICK);
                bad += check_reasons(what, &greyed);
                use_button(MEGACITY_BOARD_CANCEL);
                modes++;
            }
            if (mgbt_button(mgbt_board(), MEGACITY_BOARD_DELIVER, &r)) { /* a hex, then the slide */
                use_button(MEGACITY_BOARD_DELIVER);
                assert_int_equal(megacity_board_live()->mode, MEGACITY_BOARD_CELL);
                bad += check_reasons(what, &greyed);
                const ui_ctl *hex = find("deliver at", UI_CTL_SPOT);
                assert_non_null(hex);
                use(hex);
                frame();
                frame();
                assert_true(megacity_board_live()->slide.on &&
                            megacity_board_live()->slide.stage == 0);
                assert_non_null(find("slide P", UI_CTL_DRAG));
                bad += check_reasons(what, &greyed);
                use_button(MEGACITY_BOARD_CANCEL);
                modes++;
            }
        }
    }
    i18n_set_language("en");
    print_message("%d greyed controls looked at, %d modes\n", greyed, modes);
    assert_true(modes >= 4);
    assert_int_equal(bad, 0);
    scene_clear();
}

/* ---- 2. the list's drags and taps do what they say --------------------------------------------
 */
static void test_drags_do_what_they_say(void **state)
{
    (void)state;
    P = mgbt_open("layout_2p.json", 58);
    settle();
    /* the workshop's drags, each tried on a fresh copy of the position */
    char labels[40][UI_CTL_LABEL];
    int n = 0;
    const ui_ctl *all;
    int nall = ui_ctl_list(&all);
    for (int i = 0; i < nall && n < 40; i++)
        if (all[i].kind == UI_CTL_DRAG && all[i].enabled && !all[i].widget)
            snprintf(labels[n++], UI_CTL_LABEL, "%s", all[i].label);
    int kinds[3] = {0}; /* build, move, unbuild */
    for (int i = 0; i < n; i++) {
        P = mgbt_open("layout_2p.json", 58);
        settle();
        const ui_ctl *k = find(labels[i], UI_CTL_DRAG);
        assert_non_null(k);
        int before = match_log_count(play_match(P));
        use(k);
        settle();
        const match *m = play_match(P);
        if (match_log_count(m) <= before) fail_msg("\"%s\" recorded nothing", labels[i]);
        const char *text = match_log_at(m, before)->text;
        print_message("%s -> %s\n", labels[i], text);
        char want[UI_CTL_LABEL + 1];
        snprintf(want, sizeof want, "%s ", labels[i]); /* the label, then the pose */
        assert_true(strncmp(text, want, strlen(want)) == 0 || strcmp(text, labels[i]) == 0);
        kinds[strncmp(labels[i], "build", 5) == 0  ? 0
              : strncmp(labels[i], "move", 4) == 0 ? 1
                                                   : 2]++;
    }
    print_message("%d builds, %d moves, %d unbuilds\n", kinds[0], kinds[1], kinds[2]);
    assert_true(kinds[0] >= 1 && kinds[1] >= 1 && kinds[2] >= 1);

    /* a delivery: the lit hex, then the slide dragged to the city */
    P = mgbt_open("deliver_p8.json", -1);
    settle();
    int before = match_log_count(play_match(P));
    use_button(MEGACITY_BOARD_DELIVER);
    const ui_ctl *hex = find("deliver at 1,0", UI_CTL_SPOT);
    assert_non_null(hex);
    use(hex);
    frame();
    frame();
    megacity_board_data *b = mgbt_board();
    assert_true(b->slide.on && b->slide.cell == megacity_cell_index(1, 0));
    const ui_ctl *slide = find("slide P8", UI_CTL_DRAG);
    assert_non_null(slide);
    use(slide);
    for (int i = 0; i < 120 * 20 && b->slide.on; i++) fixture_step(DT);
    settle();
    const match *m = play_match(P);
    assert_int_equal(match_log_count(m), before + 1);
    assert_true(strncmp(match_log_at(m, before)->text, "deliver P8 at 1,0", 17) == 0);
    scene_clear();
}

/* ---- 3. off -----------------------------------------------------------------------------------
 */
static void test_off_costs_nothing(void **state)
{
    (void)state;
    ui_ctl_trace(false);
    P = mgbt_open("layout_2p.json", 58);
    settle();
    const ui_ctl *all;
    assert_int_equal(ui_ctl_list(&all), 0);
    assert_null(mgbt_board()->ctl);
    scene_clear();
    ui_ctl_trace(true);
}

int main(void)
{
    ui_ctl_trace(true);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_turn_reasons),
        cmocka_unit_test(test_every_greyed_control_says_why),
        cmocka_unit_test(test_drags_do_what_they_say),
        cmocka_unit_test(test_off_costs_nothing),
    };
    int rc = mgbt_main(tests, sizeof tests / sizeof tests[0]);
    ui_ctl_trace(false);
    return rc;
}
