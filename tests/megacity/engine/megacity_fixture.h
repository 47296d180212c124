/* megacity_fixture.h: what the MegaCity engine tests share to reach the board's targets (hot
 * spots and buttons) by their screen rectangles, whatever device then presses them. */
#ifndef CB_TEST_MEGACITY_FIXTURE_H
#define CB_TEST_MEGACITY_FIXTURE_H
#include "games/megacity/board/megacity_board_int.h"
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "core/fsutil.h"
#include "scenes/scene.h"

/* The live board, in step with the match (a test fails without one: include cmocka.h first). */
static inline megacity_board_data *mgbt_board(void)
{
    megacity_board_data *b = megacity_board_live();
    assert_non_null(b);
    megacity_board_sync(b);
    return b;
}

/* Nothing on the board moves: no slide, no settling tower, no neighbour's bump. */
static inline bool mgbt_idle(void)
{
    const megacity_board_data *b = megacity_board_live();
    return !b->slide.on && !megacity_board_ws_busy(b) && b->bump <= 0 && !megacity_board_bump_busy(b);
}

/* The rectangle of hot spot k (with argument arg, any when arg < 0); false if none is shown. */
static inline bool mgbt_hot(const megacity_board_data *b, megacity_board_hot_kind k, int arg, gfx_rect *r)
{
    *r = (gfx_rect){0};
    for (int i = 0; i < b->nhot; i++)
        if (b->hot[i].kind == k && (arg < 0 || b->hot[i].arg == arg)) {
            *r = b->hot[i].base.rect;
            return true;
        }
    return false;
}

/* The rectangle of button i; false when it is hidden or disabled. */
static inline bool mgbt_button(const megacity_board_data *b, int i, gfx_rect *r)
{
    const ui_button *bt = &b->btn[i];
    *r = (gfx_rect){0};
    if (bt->base.hidden || bt->base.disabled) return false;
    *r = bt->base.rect;
    return true;
}

/* Presses hot spot k (arg) or button i with the device's own press (a tap, a pad click, ...)
 * on its rectangle; false when it is not there to press. */
static inline bool mgbt_press_hot(const megacity_board_data *b, megacity_board_hot_kind k, int arg, void (*press)(gfx_rect))
{
    gfx_rect r;
    if (!mgbt_hot(b, k, arg, &r)) return false;
    press(r);
    return true;
}

static inline bool mgbt_press_button(const megacity_board_data *b, int i, void (*press)(gfx_rect))
{
    gfx_rect r;
    if (!mgbt_button(b, i, &r)) return false;
    press(r);
    return true;
}

/* tests/megacity/data/<file> read as JSON (the caller deletes it). */
static inline cJSON *mgbt_read_json(const char *file)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/tests/megacity/data/%s", CITYBOX_SOURCE_DIR, file);
    size_t len = 0;
    char *text = fs_read_all(path, &len);
    assert_non_null(text);
    cJSON *j = cJSON_Parse(text);
    free(text);
    assert_non_null(j);
    return j;
}

/* Resumes tests/megacity/data/<file> cut after `keep` log entries (all: keep < 0), from a copy
 * in /tmp, as the only scene; the play host. */
static inline play *mgbt_open(const char *file, int keep)
{
    char path[1200];
    cJSON *j = mgbt_read_json(file);
    cJSON *log = cJSON_GetObjectItem(j, "log");
    while (keep >= 0 && cJSON_GetArraySize(log) > keep) cJSON_DeleteItemFromArray(log, keep);
    char *out = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    snprintf(path, sizeof path, "/tmp/mgbt_%d.json", (int)getpid());
    assert_true(fs_write_atomic(path, out, strlen(out)));
    free(out);
    scene_clear();
    char why[256] = "";
    scene *s = play_resume(path, why, sizeof why);
    if (!s) fail_msg("resume: %s", why);
    scene_push(s);
    return (play *)s;
}

/* A test program's main: the window (none: skipped), the bots at their fast pace, the tests. */
static inline int mgbt_main(const struct CMUnitTest *tests, size_t n)
{
    if (fixture_open() != 0) {
        printf("no GL 3.3 window here: skipped\n");
        return 0;
    }
    settings_get()->bot_pace = PACE_FAST;
    int rc = _cmocka_run_group_tests("megacity", tests, n, NULL, NULL);
    fixture_close();
    return rc;
}

#endif
