/* test_mycity_click.c: My City's click-to-place, through SDL's event queue (couch.h). Four people
 * on four devices (the mouse, a finger, the right half of the keyboard, a gamepad) each place
 * their first counter by a tap on it then a tap on a lit square. On their next turn the board
 * still shows a counter selected and its squares lit (the player's last choice, or the first of
 * a type used up): a press and its release on one of those squares must place it, by every
 * device (FR-2 of the play-through of 2026-12-01: the squares lit, the click did nothing). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "couch.h"
#include <stdio.h>
#include <string.h>

/* The lit squares the frame listed for seat (a selected counter's places), and the counters. */
static int controls(int seat, ui_ctl_kind kind, ui_ctl *out, int cap)
{
    fixture_frame(1280, 720);
    const ui_ctl *all;
    int n = ui_ctl_list(&all), k = 0;
    for (int i = 0; i < n && k < cap; i++)
        if (all[i].kind == kind && all[i].enabled && !all[i].covered &&
            (all[i].seat == IN_SEAT_ANY || all[i].seat == seat))
            out[k++] = all[i];
    return k;
}

static int moves_of(const couch *c, int seat)
{
    const match *m = play_match(c->p);
    int n = 0;
    for (int i = 0; i < match_log_count(m); i++)
        if (match_log_at(m, i)->seat == seat) n++;
    return n;
}

/* Waits for seat's turn (lifting a curtain with the seat's own device). */
static void await_turn(couch *c, int seat)
{
    for (int i = 0; i < 600; i++) {
        if (strcmp(scene_top()->vt->name, "curtain") == 0)
            couch_use(c, seat, &(ui_ctl){.kind = UI_CTL_BUTTON, .rect = {600, 380, 80, 40}});
        else if (play_human_mask(c->p) >> seat & 1)
            return;
        couch_steps(c, 6);
    }
    fail_msg("seat %d never got its turn", seat + 1);
}

static void test_click_to_place_every_device(void **st)
{
    (void)st;
    static const couch_dev dev[4] = {COUCH_MOUSE, COUCH_TOUCH, COUCH_KEYS_RIGHT, COUCH_PAD};
    couch c;
    couch_start(&c, "mycity", 2026120102, 4, dev, BOT_EASY);
    static ui_ctl ctl[UI_CTL_MAX];
    for (int round = 0; round < 2; round++)
        for (int seat = 0; seat < 4; seat++) {
            await_turn(&c, seat);
            int before = moves_of(&c, seat);
            if (round == 0) { /* a tap on a counter picks it */
                int n = controls(seat, UI_CTL_DRAG, ctl, UI_CTL_MAX);
                if (n == 0) {
                    couch_dump(&c);
                    fail_msg("seat %d: no counter to pick", seat + 1);
                }
                couch_use(&c, seat, &(ui_ctl){.kind = UI_CTL_BUTTON, .rect = ctl[0].rect});
            }
            int n = controls(seat, UI_CTL_SPOT, ctl, UI_CTL_MAX);
            if (n == 0)
                fail_msg("round %d, seat %d (%s): no counter selected, no square lit", round + 1,
                         seat + 1, couch_dev_names[dev[seat]]);
            ui_ctl k = ctl[(seat * 7 + round * 3) % n];
            couch_use(&c, seat, &k);
            couch_steps(&c, 4);
            if (moves_of(&c, seat) != before + 1)
                fail_msg("round %d, seat %d (%s): a press and release on the lit square \"%s\" "
                         "placed nothing",
                         round + 1, seat + 1, couch_dev_names[dev[seat]], k.label);
        }
    couch_report(&c, "mycity", 2026120102);
    couch_finish(&c);
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    settings_get()->bot_pace = PACE_FAST;
    fixture_enable_pads();
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_click_to_place_every_device)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
