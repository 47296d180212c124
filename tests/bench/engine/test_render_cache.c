/* test_render_cache.c: what start-up and busy frames save on llvmpipe, on a real (hidden)
 * GL 3.3 context: the shader programs' binaries kept between runs (gfx_programs.c), and the
 * screen layer cache (gfx_cache.c, gfx_damage.c) drawing again only what changed, with the
 * pixels drawing the frame whole gives, when a glyph is uploaded or something moves in the
 * middle of the frame. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <SDL.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core/fsutil.h"
#include "platform/platform.h"
#include "render/gfx.h"
#include "render/gfx_internal.h"

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"
enum { W = 1280, H = 720 };

static char tmp[256], shaders[1200];

static bool init_gfx(const char *shader_dir)
{
    return gfx_init(&(gfx_desc){.shader_dir = shader_dir,
                                .data_dir = CITYBOX_SOURCE_DIR,
                                .font_regular = FONT_DIR "DejaVuSans.ttf",
                                .font_bold = FONT_DIR "DejaVuSans-Bold.ttf"});
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmp, sizeof tmp, "/tmp/citybox-render-cache-XXXXXX");
    if (!mkdtemp(tmp)) return -1;
    /* program binaries need Mesa's shader cache, which the test environment turns off */
    unsetenv("MESA_SHADER_CACHE_DISABLE");
    char mesa[400];
    snprintf(mesa, sizeof mesa, "%s/mesa", tmp);
    setenv("MESA_SHADER_CACHE_DIR", mesa, 1);
    setenv("XDG_CACHE_HOME", tmp, 1);
    if (!plat_init(&(plat_desc){.title = "CityBox test", .width = W, .height = H, .hidden = true}))
        return -1;
    snprintf(shaders, sizeof shaders, "%s/shaders", CITYBOX_SOURCE_DIR);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gfx_shutdown();
    plat_shutdown();
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    return system(cmd) == 0 ? 0 : -1;
}

static void red_square_drawn(void)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(GFX_HEX(0x000000));
    gfx_fill_rect((gfx_rect){10, 10, 50, 50}, GFX_HEX(0xff0000));
    gfx_end_frame();
    uint8_t p[4];
    glReadPixels(30, H - 1 - 30, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, p);
    assert_true(p[0] > 250 && p[1] < 5 && p[2] < 5);
}

static void copy_file(const char *from, const char *to)
{
    size_t n;
    char *d = fs_read_all(from, &n);
    assert_non_null(d);
    assert_true(fs_write_atomic(to, d, n));
    free(d);
}

static void test_program_binaries(void **state)
{
    (void)state;
    GLint formats = 0;
    char path[400];
    snprintf(path, sizeof path, "%s/shaders.bin", tmp);
    gfx_program_cache(path);

    /* the first start compiles, and keeps the binaries once its first frame is out */
    assert_true(init_gfx(shaders));
    glGetIntegerv(GL_NUM_PROGRAM_BINARY_FORMATS, &formats);
    if (formats == 0) skip(); /* a driver without program binaries: always compiled */
    assert_false(gfx_programs_loaded());
    red_square_drawn();
    assert_false(fs_exists(path));
    gfx_programs_save();
    assert_true(fs_exists(path));
    gfx_shutdown();

    /* the next one loads them, and they draw */
    assert_true(init_gfx(shaders));
    assert_true(gfx_programs_loaded());
    red_square_drawn();
    gfx_programs_save(); /* nothing compiled: nothing written */
    gfx_shutdown();

    /* a damaged file is compiled past, then written again */
    assert_true(fs_write_atomic(path, "CBPROGS1 damaged", 16));
    assert_true(init_gfx(shaders));
    assert_false(gfx_programs_loaded());
    red_square_drawn();
    gfx_programs_save();
    gfx_shutdown();
    assert_true(init_gfx(shaders));
    assert_true(gfx_programs_loaded());
    gfx_shutdown();

    /* edited shaders are compiled, never replaced by the kept binaries of the old ones */
    char dir[400], from[1300], to[500];
    snprintf(dir, sizeof dir, "%s/shaders", tmp);
    assert_true(fs_mkdirs(dir));
    const char *names[] = {"batch.vert", "batch.frag", "flat.frag", "shape.frag"};
    for (int i = 0; i < 4; i++) {
        snprintf(from, sizeof from, "%s/%s", shaders, names[i]);
        snprintf(to, sizeof to, "%s/%s", dir, names[i]);
        copy_file(from, to);
    }
    FILE *f = fopen(to, "ab"); /* shape.frag */
    assert_non_null(f);
    fputs("// edited\n", f);
    fclose(f);
    assert_true(init_gfx(dir));
    assert_false(gfx_programs_loaded());
    red_square_drawn();
    gfx_shutdown();

    /* nowhere to keep them: compiled every time */
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    assert_false(gfx_programs_loaded());
    gfx_shutdown();
}

/* A frame of several batches (plain shapes and text, over two screens of pixels) that do not
 * change, then a letter at a size it was never drawn at: a glyph uploaded into the atlas. */
static void static_then_glyph(int size)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(GFX_HEX(0x203040));
    for (int i = 0; i < 3; i++) {
        gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(200, 40 * i, 90, 120));
        gfx_text("Static text", 100, 100 + 60 * (float)i, 30, GFX_LEFT, GFX_HEX(0xffffff));
    }
    gfx_text("Q", 600, 400, (float)size, GFX_LEFT, GFX_HEX(0xffff00));
    gfx_end_frame();
}

static uint8_t *read_frame(void)
{
    uint8_t *p = malloc((size_t)W * H * 4);
    assert_non_null(p);
    glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, p);
    return p;
}

static void test_prefix_kept_across_uploads(void **state)
{
    (void)state;
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    static_then_glyph(40); /* drawn whole: nothing to compare with */
    uint8_t *first = read_frame();
    static_then_glyph(41); /* the layer is made */
    for (int size = 42; size < 48; size++) {
        static_then_glyph(size);
        /* only the letter's corner is drawn again: the rest is the layer's (before, the glyph
         * uploaded by the previous frame made every batch differ: all four screens drawn) */
        assert_true(gfx_cache_redrawn() > 0 && gfx_cache_redrawn() < 0.02);
    }
    static_then_glyph(40); /* the same picture as the first frame, mostly from the layer */
    assert_true(gfx_cache_redrawn() < 0.02);
    uint8_t *again = read_frame();
    assert_memory_equal(first, again, (size_t)W * H * 4);
    free(first);
    free(again);
    gfx_shutdown();
}

/* Over two screens of panels, a square moving in the middle of the frame, then more panels and
 * text drawn over everything: a busy board between a static background and static side panels. */
static void moving_square(int k, int h)
{
    gfx_begin_frame(W, h, 1);
    gfx_clear(GFX_HEX(0x102030));
    gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(40, 80, 120, 200));
    gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(90, 40, 60, 100));
    gfx_rrect((gfx_rect){200 + 7.5f * (float)k, 300, 60, 60}, 12, GFX_HEX(0xffcc00));
    for (int i = 0; i < 3; i++) {
        gfx_rrect((gfx_rect){900, 60 + 200 * (float)i, 340, 180}, 16, GFX_RGBA(230, 230, 220, 230));
        gfx_text("Side panel", 920, 90 + 200 * (float)i, 28, GFX_LEFT, GFX_HEX(0x202020));
    }
    gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(0, 0, 0, 40)); /* a veil over everything */
    gfx_end_frame();
}

static void test_damage_in_the_middle(void **state)
{
    (void)state;
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    enum { FRAMES = 8 };
    uint8_t *ref[FRAMES];
    for (int k = 0; k < FRAMES; k++) { /* each frame drawn whole: after a frame of another size */
        moving_square(k, H - 1);
        moving_square(k, H);
        assert_true(gfx_cache_redrawn() == 1);
        ref[k] = read_frame();
    }
    moving_square(0, H);
    moving_square(0, H); /* the layer holds it */
    for (int k = 0; k < FRAMES; k++) {
        moving_square(k, H);
        /* only round the square, old and new place, though the frame goes on over it and the
         * veil covers the screen (before: the prefix ended at the square, and the panels,
         * text and veil after it, 2.3 screens, were drawn every frame) */
        if (k > 0) assert_true(gfx_cache_redrawn() > 0 && gfx_cache_redrawn() < 0.01);
        uint8_t *got = read_frame();
        assert_memory_equal(got, ref[k], (size_t)W * H * 4); /* the pixels of drawing it whole */
        free(got);
        free(ref[k]);
    }
    gfx_shutdown();
}

/* A board building a layer (its tile atlas) in the middle of the first frame of a scene, then
 * drawing with it: the tiles must be on screen that frame and the next, as drawn without the
 * cache (attract mode's Infinite City showed an empty city: the atlas was built mid-frame). */
static void layer_frame(gfx_target t, bool build)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(GFX_HEX(0x102030));
    for (int i = 0; i < 3; i++)
        gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(40, 60 + 20 * i, 120, 200));
    if (build) {
        gfx_target_begin(t, 1.0f);
        gfx_target_clear((gfx_rect){0, 0, 64, 64});
        gfx_fill_rect((gfx_rect){0, 0, 64, 64}, GFX_HEX(0xff2020));
        gfx_target_end();
    }
    gfx_image(gfx_target_texture(t), (gfx_rect){100, 100, 200, 200}, (gfx_rect){0, 0, 1, 1}, 0,
              GFX_HEX(0xffffff));
    gfx_end_frame();
}

static void test_layer_built_mid_frame(void **state)
{
    (void)state;
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    gfx_target t = gfx_target_create(64, 64);
    assert_true(gfx_target_texture(t).id != 0);
    for (int i = 0; i < 3; i++) { /* the scene before: the same background, no tiles */
        gfx_begin_frame(W, H, 1);
        gfx_clear(GFX_HEX(0x102030));
        for (int k = 0; k < 3; k++)
            gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(40, 60 + 20 * k, 120, 200));
        gfx_end_frame();
    }
    for (int f = 0; f < 3; f++) {
        layer_frame(t, f == 0);
        uint8_t px[4];
        glReadPixels(200, H - 200, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
        if (px[0] < 200 || px[1] > 80)
            fail_msg("frame %d: %d,%d,%d at the tile", f, px[0], px[1], px[2]);
    }
    gfx_target_destroy(t);
    gfx_shutdown();
}

/* A race's frame: the felt and a bar with a button, then a layer copied over the lower part of
 * the screen (a board's own, gfx_target_copy), then a piece moving over it. The part before the
 * copy (the prefix) is kept in a layer of its own: when its button lights, only that is drawn
 * again there, and the screen shows the lit button, the felt and the bar around the copy, and
 * the copy. */
static void race_frame(gfx_target t, bool lit, int k)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(GFX_HEX(0x14213d));
    gfx_gradient_rect((gfx_rect){0, 0, W, 400}, GFX_HEX(0x1d3155), GFX_HEX(0x14213d));
    gfx_fill_rect((gfx_rect){0, 0, W, 90}, GFX_RGBA(10, 16, 32, 200));
    gfx_rrect((gfx_rect){1000, 20, 120, 50}, 8, lit ? GFX_HEX(0xfbf3e4) : GFX_HEX(0x807a70));
    gfx_target_copy(t, (gfx_rect){20, 100, W - 40, H - 120});
    gfx_rrect((gfx_rect){100 + 10.0f * (float)k, 300, 80, 80}, 10, GFX_HEX(0xffcc00));
    gfx_end_frame();
}

static void test_prefix_redrawn_where_it_changed(void **state)
{
    (void)state;
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    gfx_target t = gfx_target_create(W, H);
    assert_true(gfx_target_texture(t).id != 0);
    gfx_target_begin(t, 1);
    gfx_clear(GFX_HEX(0x2060a0));
    gfx_target_end();
    uint8_t px[4];
    for (int f = 0; f < 6; f++) {
        bool lit = f >= 3;
        race_frame(t, lit, f);
        glReadPixels(1060, H - 45, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* the button */
        if (lit ? px[0] < 240 : (px[0] < 120 || px[0] > 136))
            fail_msg("frame %d: the button shows %d,%d,%d", f, px[0], px[1], px[2]);
        glReadPixels(10, H - 300, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* felt beside the copy */
        if (px[2] < 0x3d || px[2] > 0x55 || px[0] > 0x1d)
            fail_msg("frame %d: the felt shows %d,%d,%d", f, px[0], px[1], px[2]);
        glReadPixels(600, H - 600, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* the copy */
        if (px[0] != 0x20 || px[1] != 0x60 || px[2] != 0xa0)
            fail_msg("frame %d: the copy shows %d,%d,%d", f, px[0], px[1], px[2]);
        glReadPixels(140 + 10 * f, H - 340, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* the piece */
        if (px[0] != 0xff || px[1] != 0xcc)
            fail_msg("frame %d: the piece shows %d,%d,%d", f, px[0], px[1], px[2]);
    }
    gfx_target_destroy(t);
    gfx_shutdown();
}

/* A frame of another screen, drawn whole into the screen cache's layer (three screens of red,
 * the same twice: the second repeats enough of the first to be kept). */
static void other_frame(void)
{
    gfx_begin_frame(W, H, 1);
    gfx_clear(GFX_HEX(0x800000));
    for (int i = 0; i < 3; i++) gfx_fill_rect((gfx_rect){0, 0, W, H}, GFX_RGBA(200, 0, 0, 128));
    gfx_end_frame();
}

/* The prefix and the other frames' picture share the screen cache's one layer: after frames
 * drawn whole into it, the race's next frame draws its prefix there again instead of copying
 * the other screen's red. */
static void test_prefix_after_a_kept_picture(void **state)
{
    (void)state;
    gfx_program_cache(NULL);
    assert_true(init_gfx(shaders));
    gfx_target t = gfx_target_create(W, H);
    assert_true(gfx_target_texture(t).id != 0);
    gfx_target_begin(t, 1);
    gfx_clear(GFX_HEX(0x2060a0));
    gfx_target_end();
    uint8_t px[4];
    for (int f = 0; f < 8; f++) {
        bool race = f < 2 || f >= 5;
        if (!race) {
            other_frame();
            glReadPixels(10, H - 50, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
            if (px[0] < 150 || px[2] > 10)
                fail_msg("frame %d: the other screen shows %d,%d,%d", f, px[0], px[1], px[2]);
            continue;
        }
        race_frame(t, false, f);
        glReadPixels(1060, H - 45, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* the button */
        if (px[0] < 120 || px[0] > 136)
            fail_msg("frame %d: the button shows %d,%d,%d", f, px[0], px[1], px[2]);
        glReadPixels(10, H - 300, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* felt beside the copy */
        if (px[2] < 0x3d || px[2] > 0x55 || px[0] > 0x1d)
            fail_msg("frame %d: the felt shows %d,%d,%d", f, px[0], px[1], px[2]);
        glReadPixels(10, H - 50, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px); /* the bar */
        if (px[0] > 0x30) fail_msg("frame %d: the bar shows %d,%d,%d", f, px[0], px[1], px[2]);
    }
    gfx_target_destroy(t);
    gfx_shutdown();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_program_binaries),
        cmocka_unit_test(test_prefix_kept_across_uploads),
        cmocka_unit_test(test_damage_in_the_middle),
        cmocka_unit_test(test_layer_built_mid_frame),
        cmocka_unit_test(test_prefix_redrawn_where_it_changed),
        cmocka_unit_test(test_prefix_after_a_kept_picture),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
