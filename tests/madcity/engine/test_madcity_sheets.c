/* test_madcity_sheets.c: Mad City's tile sheets (madcity_sheets.c) are a cache, not a churn. A
 * four-player race in club mode showed tiles at four sizes a frame while three sheets held them:
 * each frame traded sheets, making and freeing layers of several megabytes at every frame (the
 * club soak saw resident memory swing by tens of megabytes). Tiles at five sizes, frame after
 * frame: the sheets are made once, the size they cannot hold is drawn as shapes, and freeing
 * them leaves none. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "fixture.h"
#include "games/madcity/board/madcity_board_int.h"
#include "match/match.h"
#include "play/play.h"
#include "scenes/scenes.h"

static void frame_of_sizes(const float *sizes, int n)
{
    gfx_begin_frame(1280, 720, 1);
    gfx_clear(GFX_HEX(0x000000));
    for (int k = 0; k < n; k++)
        for (int t = 0; t < 6; t++)
            mdb_draw_tile(t, 60 + 120 * (float)t, 60 + 130 * (float)k, sizes[k], 0, 0);
    gfx_end_frame();
}

static void test_sheets_are_not_traded_every_frame(void **st)
{
    (void)st;
    const float sizes[] = {66.333f, 82, 95.5f, 105, 58};
    int before = mdb_sheets_made();
    for (int f = 0; f < 30; f++) frame_of_sizes(sizes, 5);
    int made = mdb_sheets_made() - before;
    printf("30 frames of tiles at 5 sizes: %d sheets made, %d live\n", made, mdb_sheets_live());
    assert_true(made >= 1);
    assert_true(made <= 4); /* one per sheet, once */
    assert_true(mdb_sheets_live() <= 4);
    /* the sizes change for good (another layout): the stale sheets are traded, once each */
    const float other[] = {40, 44};
    before = mdb_sheets_made();
    for (int f = 0; f < 30; f++) frame_of_sizes(other, 2);
    assert_true(mdb_sheets_made() - before <= 2);
    mdb_sheets_free();
    assert_int_equal(mdb_sheets_live(), 0);
}

static void test_sheets_freed_give_memory_back(void **st)
{
    (void)st;
    const float sizes[] = {66.333f, 82, 95.5f, 105};
    long before = 0;
    for (int round = 0; round < 12; round++) {
        if (round == 2) before = fixture_heap_kb();
        for (int f = 0; f < 4; f++) frame_of_sizes(sizes, 4);
        mdb_sheets_free();
        frame_of_sizes(sizes, 0);
    }
    long after = fixture_heap_kb();
    printf("heap in use %ld kB, then %ld kB after 10 boards' sheets made and freed\n", before,
           after);
    assert_true(after - before < 8 * 1024);
}

/* A whole board, as attract mode shows it: four bots racing for some seconds of frames, then
 * the board closed; five times. The heap must not keep what a closed board used. */
static void bots_race(double seconds)
{
    setup_result r = fixture_bots_setup("madcity", 20261126, 4, 1);
    char why[256] = "";
    scene *s = play_new(&r, why, sizeof why);
    assert_non_null(s);
    scene_push(s);
    for (int f = 0; f < (int)(seconds * 30); f++) {
        fixture_step(1.0 / 30);
        fixture_frame(1280, 720);
    }
    scene_clear();
    fixture_frame(1280, 720);
}

static void test_closed_boards_leave_nothing(void **st)
{
    (void)st;
    bots_race(8);
    long first = fixture_heap_kb();
    for (int i = 0; i < 4; i++) {
        bots_race(8);
        printf("board %d closed: heap in use %ld kB\n", i + 2, fixture_heap_kb());
    }
    long last = fixture_heap_kb();
    printf("heap in use after the first board %ld kB, after five %ld kB\n", first, last);
    assert_true(last - first < 6 * 1024);
}

int main(void)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_sheets_are_not_traded_every_frame),
                                       cmocka_unit_test(test_sheets_freed_give_memory_back),
                                       cmocka_unit_test(test_closed_boards_leave_nothing)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
