/* test_megacity_layout.c: the MegaCity board as a newcomer first sees it, at 1280x720 (and the
 * same logical layout 1920x1080 and 640x360 get) and at a 125 % interface size, in English and
 * French, with two and four players, at several moments of a game (tests/megacity/data/
 * layout_*.json, cut at the entry named): every label the board draws is at least
 * MEGACITY_BOARD_TEXT_MIN tall, stays inside its panel and overlaps no other label (the old board
 * ran "2 dessous : réordon2 dessous…" into each other, "7+ él.110 ét.", the platform hint into the
 * next column). The "Contracts" heading stays clear of the card stacks, and the action buttons'
 * labels fit on one line at much the same size, the Moves drawer closed or open (FR-5: "Contrats"
 * half under the stack, "Renouveler" and "Finir le tour" a quarter smaller, two-line buttons with
 * Coups). Then what the board says: a greyed Deliver next to a ready checklist gives the rules'
 * reason; during a bot's turn the workshop stays the human's own; the others' last turns are marked
 * in their colour (never the viewer's own moves); each player's prestige is the rules' score; a
 * bot's slide and the slow replay skip to their result on a click. Screenshots:
 * /tmp/h2_layout_<case>_<lang>.png. */
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

static void open_game(const char *file, int keep)
{
    P = mgbt_open(file, keep);
}

/* One frame drawn at logical size w x h (scale: window pixels per logical unit). */
static void frame_at(float w, float h, float scale)
{
    gfx_begin_frame((int)(w * scale), (int)(h * scale), scale);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static bool inside(gfx_rect in, gfx_rect r)
{
    const float e = 1.0f;
    return r.x >= in.x - e && r.y >= in.y - e && r.x + r.w <= in.x + in.w + e &&
           r.y + r.h <= in.y + in.h + e;
}

static bool overlap(gfx_rect a, gfx_rect b)
{
    float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x);
    float h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > 1.0f && h > 2.0f;
}

/* Every label the board drew last frame: big enough, in its panel, clear of the others. */
static int check_labels(const char *what)
{
    const megacity_board_data *b = megacity_board_live();
    int bad = 0;
    for (int i = 0; i < b->nlabels; i++) {
        const megacity_board_label *l = &b->labels[i];
        if (l->size < MEGACITY_BOARD_TEXT_MIN - 0.01f)
            print_error("%s: \"%s\" is %.1f tall\n", what, l->text, (double)l->size), bad++;
        if (!inside(l->within, l->r))
            print_error("%s: \"%s\" (%.0f,%.0f %.0fx%.0f) leaves its panel (%.0f,%.0f %.0fx%.0f)\n",
                        what, l->text, (double)l->r.x, (double)l->r.y, (double)l->r.w,
                        (double)l->r.h, (double)l->within.x, (double)l->within.y,
                        (double)l->within.w, (double)l->within.h),
                bad++;
        for (int j = i + 1; j < b->nlabels; j++)
            if (overlap(l->r, b->labels[j].r))
                print_error("%s: \"%s\" overlaps \"%s\"\n", what, l->text, b->labels[j].text),
                    bad++;
    }
    if (b->nlabels < 20) print_error("%s: only %d labels\n", what, b->nlabels), bad++;
    return bad;
}

static bool drew(const char *start)
{
    const megacity_board_data *b = megacity_board_live();
    for (int i = 0; i < b->nlabels; i++)
        if (strncmp(b->labels[i].text, start, strlen(start)) == 0) return true;
    return false;
}

/* ---- every label fits ------------------------------------------------------------------- */
typedef struct layout_case {
    const char *name, *file;
    int keep;
} layout_case;

static const layout_case cases[] = {
    {"start4", "layout_4p.json", 0},   /* a first turn, four players, nothing in hand */
    {"build4", "layout_4p.json", 104}, /* Alice's turn: a contract, an empty platform */
    {"ready4", "layout_4p.json", 109}, /* Alice's tower is ready to deliver */
    {"post4", "layout_4p.json", 110},  /* just delivered: park, monument or end */
    {"bot4", "layout_4p.json", 111},   /* a bot's turn */
    {"tabs2", "layout_2p.json", 58},   /* two players: three actions, building */
    {"ready2", "layout_2p.json", 66},  /* ready, two players */
    {"late2", "layout_2p.json", 70},   /* a bot's turn later on */
};

static void test_labels_fit(void **state)
{
    (void)state;
    static const char *langs[] = {"en", "fr"};
    static const float sizes[][3] = {{1280, 720, 1}, {1024, 576, 1.25f}};
    int bad = 0;
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            open_game(cases[c].file, cases[c].keep);
            for (int z = 0; z < 2; z++) {
                frame_at(sizes[z][0], sizes[z][1], sizes[z][2]);
                frame_at(sizes[z][0], sizes[z][1], sizes[z][2]); /* in step after the sync */
                char what[96];
                snprintf(what, sizeof what, "%s %s %.0fx%.0f", cases[c].name, langs[l],
                         (double)sizes[z][0], (double)sizes[z][1]);
                bad += check_labels(what);
                if (z == 0 || getenv("MEGA_LAYOUT_SHOTS")) {
                    char shot[256];
                    snprintf(shot, sizeof shot, "/tmp/h2_layout_%s_%s_%d.png", cases[c].name,
                             langs[l], (int)sizes[z][0]);
                    assert_true(gfx_screenshot(shot));
                }
            }
        }
    }
    i18n_set_language("en");
    scene_clear();
    assert_int_equal(bad, 0);
}

/* ---- the market's heading and the action buttons (FR-5) ---------------------------------- */
/* The "Contracts" heading clear of the cards stacked under each column's top one (their edges
 * peek out 2 units each above it). */
static int check_heading(const char *what)
{
    const megacity_board_data *b = megacity_board_live();
    const megacity_state *s = &b->view;
    int bad = 0;
    for (int i = 0; i < b->nlabels; i++) {
        const megacity_board_label *l = &b->labels[i];
        if (strcmp(l->text, _("Contracts")) != 0) continue;
        for (int t = 0; t < MEGACITY_TYPES; t++) {
            int under = s->ncol[t] - 1 < 2 ? s->ncol[t] - 1 : 2;
            gfx_rect c = b->lay.cols[t];
            gfx_rect stack = {c.x, c.y - 2.0f * (float)under, c.w + 2.0f * (float)under, c.h};
            if (under > 0 && overlap(l->r, stack))
                print_error("%s: \"%s\" runs under column %d's stack\n", what, l->text, t), bad++;
        }
        return bad;
    }
    return 0;
}

/* The action buttons as drawn: each label on one line, none shrunk much more than another (the
 * button draws a label too wide for it at (w - 24) / width of its size, down to 3/4, then on two
 * lines). */
static int check_buttons(const char *what)
{
    const megacity_board_data *b = megacity_board_live();
    float lo = 1, hi = 0;
    int bad = 0;
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++) {
        const ui_button *bt = &b->btn[i];
        if (bt->base.hidden) continue;
        float lw = gfx_text_width(bt->label, UI_FONT_BODY, GFX_BOLD);
        float f = fminf(1, (bt->base.rect.w - 24) / lw);
        if (f < 0.75f)
            print_error("%s: \"%s\" does not fit its button (%.2f)\n", what, bt->label, (double)f),
                bad++;
        lo = fminf(lo, f), hi = fmaxf(hi, f);
    }
    if (hi - lo > 0.12f)
        print_error("%s: button labels drawn at %.0f%% to %.0f%% of their size\n", what,
                    (double)(lo * 100), (double)(hi * 100)),
            bad++;
    return bad;
}

static void press_at(gfx_rect r)
{
    in_event ev = {.kind = IN_PRESS, .seat = IN_SEAT_ANY, .x = r.x + r.w / 2, .y = r.y + r.h / 2};
    scene_dispatch(&ev);
    ev.kind = IN_RELEASE;
    scene_dispatch(&ev);
}

static void test_heading_and_buttons(void **state)
{
    (void)state;
    static const char *langs[] = {"en", "fr"};
    int bad = 0;
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            open_game(cases[c].file, cases[c].keep);
            for (int drawer = 0; drawer < 2; drawer++) { /* Moves closed, then open */
                frame_at(1280, 720, 1);
                if (play_drawer_is_open(P) != (drawer != 0)) /* it remembers the last game's */
                    press_at(play_button(P, PLAY_BTN_MOVES)->base.rect);
                frame_at(1280, 720, 1);
                frame_at(1280, 720, 1);
                assert_int_equal(play_drawer_is_open(P), drawer != 0);
                char what[96];
                snprintf(what, sizeof what, "%s %s%s", cases[c].name, langs[l],
                         drawer ? " with Moves" : "");
                bad += check_heading(what) + check_buttons(what) + check_labels(what);
                if (drawer && strcmp(cases[c].name, "tabs2") == 0) {
                    char shot[128];
                    snprintf(shot, sizeof shot, "/tmp/h2_layout_moves_%s.png", langs[l]);
                    assert_true(gfx_screenshot(shot));
                }
            }
        }
    }
    i18n_set_language("en");
    scene_clear();
    assert_int_equal(bad, 0);
}

/* ---- what the board says ---------------------------------------------------------------- */
static void settle(void)
{
    frame_at(1280, 720, 1);
    for (int i = 0; i < 120 * 5 && !mgbt_idle(); i++) fixture_step(DT);
    frame_at(1280, 720, 1);
    frame_at(1280, 720, 1);
}

static void test_deliver_reason(void **state)
{
    (void)state;
    open_game("layout_4p.json", 109);
    settle();
    megacity_board_data *b = mgbt_board();
    assert_int_equal(b->act_seat, 0);
    assert_int_equal(b->sel_plat, 11);
    assert_false(b->btn[MEGACITY_BOARD_DELIVER].base.disabled);
    assert_true(drew("Ready to deliver"));
    /* one action taken: the checklist is still all green, Deliver greys, and says why */
    char why[GAME_REASON_LEN];
    assert_true(play_submit(P, 0, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0), why, sizeof why));
    settle();
    b = mgbt_board();
    assert_true(b->btn[MEGACITY_BOARD_DELIVER].base.disabled);
    char want[GAME_REASON_LEN];
    assert_false(megacity_can_deliver(match_state(play_match(P)), 0, 11, want, sizeof want));
    assert_string_equal(b->deliver_why, want);
    assert_true(drew("Ready, but Deliver waits"));
    char start[40];
    snprintf(start, sizeof start, "%.30s", want);
    assert_true(drew(start));
    assert_string_equal(b->btn[MEGACITY_BOARD_DELIVER].base.why, want);
    assert_int_equal(check_labels("deliver reason"), 0);
    assert_true(gfx_screenshot("/tmp/h2_deliver_reason.png"));
    scene_clear();
}

static void test_bot_turn_keeps_workshop(void **state)
{
    (void)state;
    open_game("layout_4p.json", 111); /* Chloé (a bot) to play */
    frame_at(1280, 720, 1);
    frame_at(1280, 720, 1);
    megacity_board_data *b = mgbt_board();
    assert_int_equal(match_turn(play_match(P)).player, 1);
    assert_int_equal(b->act_seat, -1);
    assert_int_equal(b->shown, 0); /* Alice's own workshop, not Chloé's */
    const megacity_state *s = match_state(play_match(P));
    int tray = 0;
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == MEGACITY_BOARD_HOT_TRAY) tray += b->hot[i].count;
    int alice = 0;
    for (int k = 0; k < MEGACITY_KINDS; k++) alice += s->hand[0][k];
    assert_int_equal(tray, alice);
    assert_true(drew("Alice's workshop"));
    scene_clear();
}

/* Bots play a few turns on the host: their moves are marked in their colour and told. */
static void test_last_move_and_prestige(void **state)
{
    (void)state;
    settings_get()->bot_pace = PACE_FAST;
    settings_get()->reduced_motion = false; /* the bots' slides play, to be skipped */
    open_game("layout_4p.json", 110);       /* Alice ends her turn, the three bots play */
    frame_at(1280, 720, 1);
    char why[GAME_REASON_LEN];
    assert_true(play_submit(P, 0, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0), why, sizeof why));
    for (int i = 0; i < 120 * 120; i++) {
        fixture_step(DT);
        megacity_board_data *b = megacity_board_live();
        if (megacity_board_slide_skippable(b)) { /* a bot's slide: a click skips it to its result */
            frame_at(1280, 720, 1);
            assert_true(drew("Click, Space or Enter to skip"));
            b->slide.acc = 0;
            in_event ev = {.kind = IN_PRESS, .seat = IN_SEAT_ANY, .x = 640, .y = 400};
            scene_dispatch(&ev);
            int steps = 0;
            while (b->slide.on && steps < 120) fixture_step(DT), steps++;
            assert_true(steps < 90); /* half a second of result, not the whole slide */
        }
        if (match_turn(play_match(P)).player == 0 && mgbt_idle()) break;
        if (i % 8 == 0) frame_at(1280, 720, 1);
        if (mgbt_idle()) SDL_Delay(1); /* a bot thinks on its thread: leave it the core */
    }
    assert_int_equal(match_turn(play_match(P)).player, 0);
    settle();
    megacity_board_data *b = mgbt_board();
    assert_true(b->last_move[0] != 0);
    assert_true(b->last_seat >= 1);
    assert_true(b->nmarks > 0);
    assert_true(drew("Last move: "));
    /* the players' list shows each one's prestige: the rules' score */
    game_score sc;
    match_score(play_match(P), &sc);
    for (int p = 0; p < 4; p++) {
        char num[16];
        snprintf(num, sizeof num, "%d", sc.total[p]);
        assert_int_equal(b->score.total[p], sc.total[p]);
        assert_true(drew(num));
    }
    assert_true(drew("Prestige") || drew("\xE2\x98\x85"));
    assert_true(gfx_screenshot("/tmp/h2_last_move.png"));
    /* Alice's own moves are not marked for her; the others' last turns stay marked */
    int others = b->nmarks;
    const megacity_state *now = match_state(play_match(P));
    int t = 0;
    while (t < MEGACITY_TYPES && !now->ncol[t]) t++;
    assert_true(t < MEGACITY_TYPES);
    assert_true(play_submit(P, 0, MEGACITY_ACT(MEGACITY_A_CONTRACT, now->col[t][0], 0, 0), why,
                            sizeof why));
    assert_int_equal(b->nmarks, others + 1);
    gfx_color c, alice = ui_seat_color(0);
    assert_false(megacity_board_mark_color(b, MEGACITY_BOARD_MK_COLUMN, t, &c) && c.r == alice.r &&
                 c.g == alice.g && c.b == alice.b);
    assert_true(b->last_seat >= 1); /* the caption still tells another player's move */
    settings_get()->reduced_motion = true;
    scene_clear();
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_labels_fit),
        cmocka_unit_test(test_heading_and_buttons),
        cmocka_unit_test(test_deliver_reason),
        cmocka_unit_test(test_bot_turn_keeps_workshop),
        cmocka_unit_test(test_last_move_and_prestige),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
