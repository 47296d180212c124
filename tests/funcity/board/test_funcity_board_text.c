/* test_funcity_board_text.c: what the Fun City board writes. At 640x360 (the app lays it out at
 * 0.75 px a unit, plat_frame_scale) and 1280x720 every string the board draws is 12 px or more
 * (the render layer's trace of drawn text), in English and French, with the Moves drawer shut and
 * open, at the start of a turn, while a card waits for its target, after a roll with the way
 * drawn, and at the end; every MAD card's name too, and the open cards' heading stays inside its
 * panel beside the drawer. A MAD card's text shows on hover (after a button's click), on a long
 * press of a finger, on keyboard focus and under a gamepad's cursor, through SDL's events. What
 * was played to speed the move shows beside the dice. The prompt says what the state allows:
 * no bus after a TRAFFIC JAM!, the taxi's anywhere, the UH-OH!'s place, the tie-break only for a
 * tie. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "funcity_board_fixture.h"
#include <cjson/cJSON.h>

extern const board_vt funcity_board;
extern const game_def funcity_game;

/* The board alone drawn at w x h as the app scales it; the smallest text in pixels (and which). */
static float board_text_min(int w, int h, char *which, size_t n)
{
    funcity_board_state *b = fcbt_board();
    float scale = plat_frame_scale(w, h, 100);
    static funcity_state view;
    /* the host's area for the board at this size: one frame of the whole scene */
    gfx_begin_frame(w, h, scale);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    gfx_end_frame();
    gfx_rect area = b->area;
    match_view(bt_m(), play_viewer(BT_P), &view);
    gfx_text_trace(true);
    for (int f = 0; f < 2; f++) { /* the board, then a frame that closes its record */
        gfx_begin_frame(w, h, scale);
        gfx_clear(GFX_HEX(0x000000));
        if (f == 0)
            funcity_board.draw(b, area, &view, NULL, 1);
        else
            gfx_text("-", 0, 0, 40, GFX_LEFT | GFX_TOP, UI_COL_TEXT);
        gfx_end_frame();
    }
    const gfx_text_rec *rec;
    int nrec = gfx_text_traced(&rec);
    float least = 1e9f;
    for (int i = 0; i < nrec; i++)
        if (rec[i].px < least) {
            least = rec[i].px;
            snprintf(which, n, "%s", rec[i].text);
        }
    gfx_text_trace(false);
    return nrec ? least : 0;
}

/* FCBT_SHOTDIR=DIR: the whole screen at 1280x720 and at 640x360 (as the app scales it) saved as
 * DIR/NAME-LANG-SIZE.png, to look at. */
static void shot(const char *name)
{
    const char *dir = getenv("FCBT_SHOTDIR");
    if (!dir) return;
    static const int sizes[2][2] = {{1280, 720}, {640, 360}};
    for (int k = 0; k < 2; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        char path[512];
        snprintf(path, sizeof path, "%s/%s-%s-%dx%d.png", dir, name, i18n_language(), w, h);
        for (int f = 0; f < 2; f++) { /* the second frame: the art rasterised at this size */
            gfx_begin_frame(w, h, plat_frame_scale(w, h, 100));
            gfx_clear(GFX_HEX(0x000000));
            scene_draw(1);
            ui_draw_overlay();
            gfx_end_frame();
        }
        gfx_screenshot(path);
    }
    bt_frame();
}

static void check_small(const char *what)
{
    shot(what);
    static const int sizes[2][2] = {{640, 360}, {1280, 720}};
    char which[128] = "";
    for (int k = 0; k < 2; k++)
        for (int drawer = 0; drawer < 2; drawer++) {
            float px = board_text_min(sizes[k][0], sizes[k][1], which, sizeof which);
            if (k == 0)
                print_message("%s, drawer %s: smallest text %.1f px (\"%s\")\n", what,
                              drawer ? "open" : "shut", px, which);
            if (px < 11.99f)
                fail_msg("%s at %dx%d (drawer %s): \"%s\" is %.1f px", what, sizes[k][0],
                         sizes[k][1], drawer ? "open" : "shut", which, px);
            key(SDLK_l); /* the Moves drawer */
        }
}

/* A game of one human and bots through the states the board can show; the end of a game of bots.
 */
static void test_small_text(void **state)
{
    (void)state;
    settings_get()->bot_pace = PACE_FAST;
    static const char *langs[2] = {"en", "fr"};
    for (int l = 0; l < 2; l++) {
        i18n_set_language(langs[l]);
        bool armed = false;
        for (uint64_t seed = 1; seed < 40 && !armed; seed++) {
            fcbt_start_lifted(seed, 3, 1, 0);
            funcity_board_state *b = wait_for(FUNCITY_ST_START);
            if (seed == 1) check_small("the start of a turn");
            for (int h = 0; h < b->nhand && !armed; h++) { /* a card that asks whom */
                int k = b->hand_kind[h];
                for (int i = 0; i < b->nlegal && !armed; i++)
                    if (FUNCITY_TYPE(b->legal[i]) == FUNCITY_A_PLAY &&
                        FUNCITY_X(b->legal[i]) == k && FUNCITY_Y(b->legal[i]) != FUNCITY_NONE) {
                        gfx_rect r = b->hand_r[h];
                        bt_tap(r.x + r.w / 2, r.y + r.h / 2);
                        check_small("a card asking whom");
                        armed = true;
                    }
            }
            b = fcbt_board();
            if (armed) {
                tap_button(b, button_of(b, 0)); /* Cancel: back from the targets */
                b = fcbt_board();
                int r = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0));
                if (r < 0) r = button_of(b, FUNCITY_ACT(FUNCITY_A_OBEY, 0, 0));
                assert_true(r >= 0);
                tap_button(b, r);
                b = wait_for(FUNCITY_ST_MOVE);
                if (b->go) { /* the way to the farthest lit space, with its length */
                    int far = 63 - __builtin_clzll(b->go);
                    float x, y;
                    funcity_board_node_center(b, far, &x, &y);
                    bt_motion(x, y);
                    check_small("a move with its way");
                }
            }
            scene_clear();
        }
        assert_true(armed);
        /* the end of a game of bots */
        fcbt_start(7, 4, 0, 1);
        for (int i = 0; i < 400000 && !match_is_over(bt_m()); i++) bt_step();
        assert_true(match_is_over(bt_m()));
        for (int i = 0; i < 240; i++) bt_step();
        check_small("the end");
        scene_clear();
    }
    i18n_set_language("en");
}

/* The strings the screen draws now (two frames, so the first one's record is complete); the
 * trace stays on until gfx_text_trace(false). */
static int traced_frame(const gfx_text_rec **rec)
{
    gfx_text_trace(true);
    bt_frame();
    bt_frame();
    return gfx_text_traced(rec);
}

/* True when the last frame drew a string containing part (exact: equal to it). */
static bool drawn(const char *part, bool exact)
{
    const gfx_text_rec *rec;
    int n = traced_frame(&rec);
    bool seen = false;
    for (int i = 0; i < n && !seen; i++)
        seen = exact ? !strcmp(rec[i].text, part) : strstr(rec[i].text, part) != NULL;
    gfx_text_trace(false);
    return seen;
}

/* The first two words of kind's text, which only its tooltip draws. */
static const char *tip_words(int kind, char *buf, size_t n)
{
    const char *t = _(funcity_kinds[kind].text), *sp = strchr(t, ' ');
    sp = sp ? strchr(sp + 1, ' ') : NULL;
    snprintf(buf, n, "%.*s", sp ? (int)(sp - t) : (int)strlen(t), t);
    return buf;
}

/* Starts games from seed on until the human's first hand holds a card that asks whom. */
static funcity_board_state *start_with_target_card(uint64_t *seed, int *card)
{
    for (; *seed < 80; (*seed)++) {
        fcbt_start_lifted(*seed, 3, 1, 0);
        funcity_board_state *b = wait_for(FUNCITY_ST_START);
        for (int h = 0; h < b->nhand; h++)
            for (int i = 0; i < b->nlegal; i++)
                if (FUNCITY_TYPE(b->legal[i]) == FUNCITY_A_PLAY &&
                    FUNCITY_X(b->legal[i]) == b->hand_kind[h] &&
                    FUNCITY_Y(b->legal[i]) != FUNCITY_NONE) {
                    *card = h;
                    return b;
                }
        scene_clear();
    }
    fail_msg("no seed deals a card that asks whom");
    return NULL;
}

/* A MAD card's whole text: on hover after a click on a button (its release once held every text
 * back), on a finger's long press, on keyboard focus. */
static void test_card_text_shows(void **state)
{
    (void)state;
    settings_get()->bot_pace = PACE_FAST;
    uint64_t seed = 1;
    int h = 0;
    char words[64];
    funcity_board_state *b = start_with_target_card(&seed, &h);
    gfx_rect r = b->hand_r[h];
    bt_tap(r.x + r.w / 2, r.y + r.h / 2); /* it asks whom */
    b = fcbt_board();
    assert_int_equal(b->armed, h);
    int cancel = button_of(b, 0);
    assert_true(cancel >= 0);
    tap_button(b, cancel); /* a press and a release on the button */
    b = fcbt_board();
    int other = h == 0 ? 1 : 0;
    gfx_rect o = b->hand_r[other];
    bt_motion(o.x + o.w / 2, o.y + o.h / 2); /* one move onto another card, one frame */
    if (!drawn(tip_words(b->hand_kind[other], words, sizeof words), false))
        fail_msg("hover after a button's click: no text \"%s\"", words);
    shot("hover");
    bt_motion(b->city.x + 4, b->city.y + 4);
    assert_false(drawn(words, false));
    /* a finger held on a card */
    bt_finger = 1;
    bt_button(true, r.x + r.w / 2, r.y + r.h / 2);
    assert_false(drawn(tip_words(b->hand_kind[h], words, sizeof words), false)); /* a tap yet */
    for (int i = 0; i < 80; i++) bt_step();                                      /* 0.67 s */
    if (!drawn(words, false)) fail_msg("long press: no text \"%s\"", words);
    bt_button(false, r.x + r.w / 2, r.y + r.h / 2);
    bt_step();
    bt_finger = 0;
    assert_int_equal(match_log_count(bt_m()) > 0, 1);
    /* keyboard focus */
    key(SDLK_RIGHT);
    b = fcbt_board();
    assert_int_equal(b->cursor, 0);
    if (!drawn(tip_words(b->hand_kind[0], words, sizeof words), false))
        fail_msg("keyboard focus: no text \"%s\"", words);
    scene_clear();
}

/* Under a gamepad's cursor: the seat that plays with the pad steers onto a card. */
static void test_card_text_on_pad(void **state)
{
    (void)state;
    int index = -1;
    SDL_Joystick *joy = fixture_attach_pad(&index, BT_DT);
    if (!joy) {
        print_message("no virtual joystick (%s): skipped\n", SDL_GetError());
        skip();
    }
    bt_pad_seat = 0;
    fcbt_start(5, 2, 2, 0); /* two humans: the pad's seat and the mouse's */
    funcity_board_state *b = NULL;
    for (int i = 0; i < 20000; i++) {
        bt_lift_curtain();
        b = fcbt_board();
        const funcity_state *s = match_state(bt_m());
        if (b->seat == 0 && s->step == FUNCITY_ST_START && !s->ch_on) break;
        int pass = b->seat >= 0 ? button_of(b, FUNCITY_ACT(FUNCITY_A_PASS, 0, 0)) : -1;
        if (pass >= 0) tap_button(b, pass);
        if (b->seat == 1) { /* the other human rolls and stays */
            int roll = button_of(b, FUNCITY_ACT(FUNCITY_A_ROLL, 0, 0)), at = s->pawn[1];
            if (roll >= 0) {
                tap_button(b, roll);
            } else if (b->go >> at & 1) {
                float x, y;
                funcity_board_node_center(b, at, &x, &y);
                bt_tap(x, y);
            }
        }
        bt_step();
    }
    assert_int_equal(b->seat, 0);
    gfx_rect r = b->hand_r[1];
    assert_true(fixture_steer(joy, 0, r.x + r.w / 2, r.y + r.h / 2, bt_step) < 2.5f);
    char words[64];
    if (!drawn(tip_words(b->hand_kind[1], words, sizeof words), false))
        fail_msg("the pad's cursor: no text \"%s\"", words);
    scene_clear();
    bt_pad_seat = -1;
    SDL_JoystickClose(joy);
    SDL_JoystickDetachVirtual(index);
}

/* DOUBLE, ADD and TAXI! played this turn show beside the dice: "×2 +3 TAXI!". */
static void test_played_shows(void **state)
{
    (void)state;
    bool shown = false;
    for (uint64_t seed = 1; seed < 80 && !shown; seed++) {
        fcbt_start_lifted(seed, 2, 1, 0);
        funcity_board_state *b = wait_for(FUNCITY_ST_START);
        for (int h = 0; h < b->nhand && !shown; h++) {
            int k = b->hand_kind[h];
            if (!(k <= FUNCITY_ADD4 || k == FUNCITY_DOUBLE || k == FUNCITY_TAXI) || !b->hand_ok[h])
                continue;
            char want[32];
            if (k == FUNCITY_DOUBLE)
                snprintf(want, sizeof want, "×2");
            else if (k == FUNCITY_TAXI)
                snprintf(want, sizeof want, "%s", _(funcity_kinds[FUNCITY_TAXI].name));
            else
                snprintf(want, sizeof want, "+%d", 2 + k - FUNCITY_ADD2);
            char said[64];
            snprintf(said, sizeof said, "this turn: %s", want);
            assert_false(drawn(want, true) || drawn(said, true));
            gfx_rect r = b->hand_r[h];
            bt_tap(r.x + r.w / 2, r.y + r.h / 2);
            assert_int_equal(
                FUNCITY_TYPE(match_log_at(bt_m(), match_log_count(bt_m()) - 1)->action),
                FUNCITY_A_PLAY);
            if (!drawn(want, true) && !drawn(said, true))
                fail_msg("%s played: no \"%s\" beside the dice", _(funcity_kinds[k].name), want);
            shot("played");
            shown = true;
        }
        scene_clear();
    }
    assert_true(shown);
}

/* ---- the prompt, on states of the rules ------------------------------------------------------ */
static funcity_state P;

static void pos(const char *sq)
{
    char buf[1024], why[GAME_REASON_LEN];
    size_t i = 0;
    for (; sq[i] && i + 1 < sizeof buf; i++) buf[i] = sq[i] == '\'' ? '"' : sq[i];
    buf[i] = 0;
    cJSON *j = cJSON_Parse(buf);
    if (!j || !funcity_game.load_position(&P, j, why, sizeof why)) fail_msg("%s: %s", sq, why);
    cJSON_Delete(j);
}

static void play_as(int seat, const char *text)
{
    game_action a;
    char why[GAME_REASON_LEN];
    if (!funcity_game.action_from_text(&P, text, &a, why, sizeof why) ||
        funcity_game.apply(&P, seat, a, why, sizeof why) == GAME_REFUSED)
        fail_msg("%s: %s", text, why);
}

/* The board's prompt for seat 1 in P. */
static const char *prompt_of(funcity_board_state *b, char *buf, size_t n)
{
    memcpy(&b->act, &P, sizeof P);
    b->seat = P.over ? -1 : 0;
    b->armed = b->menu_stop = -1;
    b->nlegal = funcity_game.legal_actions(&P, 0, b->legal, GAME_MAX_ACTIONS);
    return funcity_board_prompt(b, buf, n);
}

static void test_prompts(void **state)
{
    (void)state;
    fcbt_start_lifted(3, 2, 1, 0);
    funcity_board_state *b = fcbt_board();
    char t[256];
    /* after a TRAFFIC JAM!: no bus, and the prompt does not offer it */
    pos("{'players':2,'time':'10:00','board':[1,2,3,6],'pawns':['zoo','hotel'],"
        "'hands':[['add2','add3','add4'],['jam']]}");
    play_as(0, "roll");
    P.dice[0] = P.dice[1] = 3;
    play_as(1, "react jam");
    play_as(0, "pass");
    play_as(1, "pass");
    assert_int_equal(P.step, FUNCITY_ST_MOVE);
    prompt_of(b, t, sizeof t);
    assert_string_equal(t, "Move up to 3 spaces: click a lit space or place.");
    /* the bus on offer: said */
    pos("{'players':2,'time':'10:00','board':[1,2,3,6],'pawns':['zoo','hotel'],"
        "'hands':[['add2','add3','add4'],[]]}");
    play_as(0, "roll");
    P.dice[0] = P.dice[1] = 3;
    play_as(1, "pass");
    assert_non_null(strstr(prompt_of(b, t, sizeof t), "(or take the bus)"));
    /* TAXI! on an odd roll: anywhere */
    pos("{'players':2,'time':'10:00','board':[1,2,3,6],'pawns':['zoo','hotel'],"
        "'hands':[['taxi','add3','add4'],[]]}");
    play_as(0, "play taxi");
    play_as(0, "roll");
    P.dice[0] = 2, P.dice[1] = 3;
    play_as(1, "pass");
    assert_true(P.anywhere);
    assert_string_equal(prompt_of(b, t, sizeof t), "Taxi: go anywhere: click any space or place.");
    /* an UH-OH! names its place */
    pos("{'players':2,'time':'10:00','board':[1,2,3,6],'uhoh':['dentist',null],"
        "'hands':[['add2','add3','add4'],[]]}");
    assert_non_null(strstr(prompt_of(b, t, sizeof t), "You must go to the Dentist this turn"));
    /* the end: the tie-break only when the best score is shared */
    static const char *closed = "'closed':[1,2,3,4,8,9,10,13,14,15,16,17,18,19,20,21,22,23,24,"
                                "25,26,27,28,29,30,31,32,33,34,35,36,38,40]";
    char j[512];
    snprintf(j, sizeof j,
             "{'players':2,'time':'17:00','over':true,'board':[37,39],'taken':[[12,11,6],[5,7]],"
             "%s}",
             closed);
    pos(j);
    assert_string_equal(prompt_of(b, t, sizeof t), "The clock shows 17:00: the day is over.");
    snprintf(j, sizeof j,
             "{'players':2,'time':'17:00','over':true,'board':[37,39],'taken':[[12,11],[5,6,7]],"
             "%s}",
             closed);
    pos(j);
    assert_non_null(strstr(prompt_of(b, t, sizeof t), "Equal points: the more CITY cards wins."));
    scene_clear();
}

/* In French at 1280x720 beside the Moves drawer: the open cards' heading inside its panel, every
 * MAD card's name on a hand card at 12 px or more ("UH-OH ! Rage de dents" was 6). */
static void test_french_labels_fit(void **state)
{
    (void)state;
    i18n_set_language("fr");
    fcbt_start_lifted(3, 2, 1, 0);
    funcity_board_state *b = wait_for(FUNCITY_ST_START);
    key(SDLK_l); /* the Moves drawer */
    b = fcbt_board();
    const gfx_text_rec *rec;
    int n = traced_frame(&rec);
    bool head = false;
    for (int i = 0; i < n; i++)
        if (!strncmp(rec[i].text, "Cartes", 6)) {
            float w = gfx_text_width(rec[i].text, rec[i].px / gfx_scale(), GFX_BOLD);
            if (w > b->cards_r.w + 1)
                fail_msg("\"%s\" is %.0f wide in a panel of %.0f", rec[i].text, w, b->cards_r.w);
            head = true;
        }
    assert_true(head);
    for (int k = 0; k < FUNCITY_KINDS; k++) {
        gfx_begin_frame(bt_w, bt_h, 1);
        funcity_board_draw_mad(k, b->hand_r[0], true, 0);
        gfx_end_frame();
        gfx_begin_frame(bt_w, bt_h, 1);
        gfx_text("-", 0, 0, 40, GFX_LEFT | GFX_TOP, UI_COL_TEXT);
        gfx_end_frame();
        n = gfx_text_traced(&rec);
        for (int i = 0; i < n; i++)
            if (rec[i].px < 11.99f)
                fail_msg("%s: \"%s\" at %.1f px", funcity_kinds[k].key, rec[i].text, rec[i].px);
    }
    gfx_text_trace(false);
    scene_clear();
    i18n_set_language("en");
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_text),       cmocka_unit_test(test_card_text_shows),
        cmocka_unit_test(test_card_text_on_pad), cmocka_unit_test(test_played_shows),
        cmocka_unit_test(test_prompts),          cmocka_unit_test(test_french_labels_fit),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
