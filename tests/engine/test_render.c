/* test_render.c: the renderer on a real (hidden) GL 3.3 context: pixels read back with
 * glReadPixels land where gfx.h promises. Also renders a showcase PNG at scale 1 and 3 for a
 * human to look at (CITYBOX_RENDER_SHOTS=dir, default /tmp). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <SDL.h>
#include <SDL_image.h>
#include <epoxy/gl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "render/gfx.h"

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"

static SDL_Window *win;
static SDL_GLContext ctx;
static char tmp_dir[256];
static int fb_h; /* height of the current frame, for reading rows top-down */

typedef struct px {
    int r, g, b, a;
} px;

static px read_px(int x, int y)
{
    uint8_t p[4];
    glReadPixels(x, fb_h - 1 - y, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, p);
    return (px){p[0], p[1], p[2], p[3]};
}

static bool near(px p, int r, int g, int b, int tol)
{
    return abs(p.r - r) <= tol && abs(p.g - g) <= tol && abs(p.b - b) <= tol;
}

static void begin(int w, int h, float scale)
{
    fb_h = h;
    gfx_begin_frame(w, h, scale);
    gfx_clear(GFX_HEX(0x000000));
}

static void write_file(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmp_dir, sizeof tmp_dir, "/tmp/cb_test_render_%d", (int)getpid());
    mkdir(tmp_dir, 0755);
    write_file("blue.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                           "<rect width='10' height='10' fill='#0000ff'/></svg>");
    write_file("wide.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='10'>"
                           "<rect width='20' height='10' fill='#00ff00'/></svg>");
    write_file("house.svg",
               "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' "
               "height='100'><path d='M10 50 L50 12 L90 50 Z' fill='#c0392b'/>"
               "<rect x='20' y='48' width='60' height='42' fill='#f1c40f' stroke='#333' "
               "stroke-width='3'/><rect x='42' y='62' width='16' height='28' fill='#2c3e50'/>"
               "<circle cx='80' cy='20' r='8' fill='#3498db'/></svg>");
    write_file("bad.svg", "this is not an svg");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    win = SDL_CreateWindow("CityBox render test", 0, 0, 1920, 1200,
                           SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    if (!win) {
        fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
        return -1;
    }
    ctx = SDL_GL_CreateContext(win);
    if (!ctx) {
        fprintf(stderr, "SDL_GL_CreateContext: %s\n", SDL_GetError());
        return -1;
    }
    SDL_GL_MakeCurrent(win, ctx);
    gfx_desc d = {.shader_dir = CITYBOX_SOURCE_DIR "/shaders",
                  .data_dir = tmp_dir,
                  .font_regular = FONT_DIR "DejaVuSans.ttf",
                  .font_bold = FONT_DIR "DejaVuSans-Bold.ttf"};
    return gfx_init(&d) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gfx_shutdown();
    if (ctx) SDL_GL_DeleteContext(ctx);
    if (win) SDL_DestroyWindow(win);
    IMG_Quit();
    SDL_Quit();
    const char *files[] = {"blue.svg", "wide.svg", "house.svg", "bad.svg"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", tmp_dir, files[i]);
        remove(path);
    }
    rmdir(tmp_dir);
    return 0;
}

static void test_bad_shader_dir(void **state)
{
    (void)state;
    gfx_shutdown();
    gfx_desc bad = {.shader_dir = "/nonexistent", .data_dir = tmp_dir};
    assert_false(gfx_init(&bad));
    gfx_desc d = {.shader_dir = CITYBOX_SOURCE_DIR "/shaders",
                  .data_dir = tmp_dir,
                  .font_regular = FONT_DIR "DejaVuSans.ttf",
                  .font_bold = FONT_DIR "DejaVuSans-Bold.ttf"};
    assert_true(gfx_init(&d));
}

static void test_rect_lands(void **state)
{
    (void)state;
    begin(200, 150, 1);
    assert_float_equal(gfx_width(), 200, 1e-4);
    gfx_fill_rect((gfx_rect){10, 20, 30, 40}, GFX_HEX(0xff0000));
    gfx_end_frame();
    assert_true(near(read_px(10, 20), 255, 0, 0, 0)); /* first pixel inside */
    assert_true(near(read_px(39, 59), 255, 0, 0, 0)); /* last pixel inside */
    assert_true(near(read_px(9, 20), 0, 0, 0, 0));    /* crisp edges: nothing outside */
    assert_true(near(read_px(40, 30), 0, 0, 0, 0));
    assert_true(near(read_px(20, 60), 0, 0, 0, 0));
    assert_true(near(read_px(20, 19), 0, 0, 0, 0));

    /* Scale 2: logical units double in pixels. */
    begin(400, 300, 2);
    assert_float_equal(gfx_width(), 200, 1e-4);
    assert_float_equal(gfx_height(), 150, 1e-4);
    gfx_fill_rect((gfx_rect){10, 20, 30, 40}, GFX_HEX(0x00ff00));
    gfx_end_frame();
    assert_true(near(read_px(20, 40), 0, 255, 0, 0));
    assert_true(near(read_px(79, 119), 0, 255, 0, 0));
    assert_true(near(read_px(80, 60), 0, 0, 0, 0));
    assert_true(near(read_px(19, 60), 0, 0, 0, 0));
}

static void test_rrect_corner(void **state)
{
    (void)state;
    begin(200, 150, 1);
    gfx_rrect((gfx_rect){50, 50, 60, 40}, 12, GFX_HEX(0xffffff));
    gfx_rrect_outline((gfx_rect){120, 50, 60, 40}, 12, 3, GFX_HEX(0xffffff));
    gfx_circle(30, 120, 15, GFX_HEX(0x0000ff));
    gfx_end_frame();
    assert_true(near(read_px(50, 50), 0, 0, 0, 0));       /* the corner is cut */
    assert_true(near(read_px(80, 70), 255, 255, 255, 0)); /* the middle is filled */
    assert_true(near(read_px(80, 50), 255, 255, 255, 0)); /* straight top edge */
    px edge = read_px(54, 54);                            /* on the arc: anti-aliased */
    assert_true(edge.r > 0);
    assert_true(near(read_px(150, 70), 0, 0, 0, 0));       /* outline: hollow */
    assert_true(near(read_px(121, 70), 255, 255, 255, 0)); /* outline band */
    assert_true(near(read_px(120, 50), 0, 0, 0, 0));
    assert_true(near(read_px(30, 120), 0, 0, 255, 0));
    assert_true(near(read_px(17, 107), 0, 0, 0, 0)); /* outside the circle, inside its box */
}

static int count_non_bg(int x0, int y0, int w, int h)
{
    int n = 0;
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++) {
            px p = read_px(x, y);
            if (p.r + p.g + p.b > 0) n++;
        }
    return n;
}

static void test_text(void **state)
{
    (void)state;
    begin(300, 100, 1);
    float w = gfx_text("Cité ★ ♦ ●", 10, 10, 24, GFX_LEFT | GFX_TOP, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(w > 50);
    int ink = count_non_bg(10, 10, (int)w, 24);
    assert_true(ink > 100);
    assert_int_equal(count_non_bg(0, 50, 300, 50), 0); /* nothing below the line */

    float a = gfx_text_width("Hello", 20, GFX_REGULAR);
    float b = gfx_text_width("Hello world", 20, GFX_REGULAR);
    float c = gfx_text_width("Hello", 40, GFX_REGULAR);
    float d = gfx_text_width("Hello", 20, GFX_BOLD);
    assert_true(a > 0);
    assert_true(b > a);
    assert_true(c > 1.8f * a);
    assert_true(d > a);
    assert_float_equal(gfx_text_width("", 20, GFX_REGULAR), 0, 1e-6);

    /* Right alignment ends at x; centre straddles it. */
    begin(300, 100, 1);
    float wr = gfx_text("Right", 290, 50, 20, GFX_RIGHT | GFX_MIDDLE, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(count_non_bg(290 - (int)wr, 40, (int)wr, 20) > 20);
    assert_int_equal(count_non_bg(292, 30, 8, 40), 0);
    assert_int_equal(count_non_bg(0, 30, 290 - (int)wr - 2, 40), 0);

    /* Word wrap: three words that cannot share a 60-unit line make three lines. */
    begin(300, 100, 1);
    float h =
        gfx_text_box("alpha beta gamma", (gfx_rect){10, 0, 70, 100}, 20, 0, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_float_equal(h, 60, 1e-3);
    assert_true(count_non_bg(10, 40, 70, 20) > 10); /* third line */
    float h1 = gfx_text_box("one line", (gfx_rect){10, 0, 280, 100}, 20, 0, GFX_HEX(0xffffff));
    assert_float_equal(h1, 20, 1e-3);
}

static void test_svg(void **state)
{
    (void)state;
    begin(200, 150, 1);
    gfx_svg("blue.svg", (gfx_rect){20, 20, 40, 40}, GFX_HEX(0xffffff));
    /* Aspect ratio kept: a 2:1 image in a square box is centred with bands above/below. */
    gfx_svg("wide.svg", (gfx_rect){100, 20, 40, 40}, GFX_HEX(0xffffff));
    gfx_svg("missing.svg", (gfx_rect){20, 80, 40, 40}, GFX_HEX(0xffffff));
    gfx_svg("bad.svg", (gfx_rect){100, 80, 40, 40}, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(21, 21), 0, 0, 255, 2));
    assert_true(near(read_px(58, 58), 0, 0, 255, 2));
    assert_true(near(read_px(19, 40), 0, 0, 0, 0));
    assert_true(near(read_px(120, 40), 0, 255, 0, 2));
    assert_true(near(read_px(120, 25), 0, 0, 0, 0)); /* band above the wide art */
    px m = read_px(20, 80);                          /* placeholder: magenta frame */
    assert_true(m.r > 200 && m.g < 30 && m.b > 200);
    px m2 = read_px(100, 80);
    assert_true(m2.r > 200 && m2.g < 30 && m2.b > 200);
    /* Tint multiplies. */
    begin(200, 150, 1);
    gfx_svg("blue.svg", (gfx_rect){20, 20, 40, 40}, GFX_RGBA(255, 255, 128, 255));
    gfx_end_frame();
    assert_true(near(read_px(40, 40), 0, 0, 128, 2));
}

static void test_camera(void **state)
{
    (void)state;
    begin(200, 150, 1);
    gfx_camera cam = {500, 300, 2, 0};
    float sx, sy, wx, wy;
    gfx_world_to_screen(cam, 500, 300, &sx, &sy);
    assert_float_equal(sx, 100, 1e-3);
    assert_float_equal(sy, 75, 1e-3);
    gfx_world_to_screen(cam, 510, 300, &sx, &sy);
    assert_float_equal(sx, 120, 1e-3);
    gfx_camera rot = {500, 300, 1.5f, 0.7f};
    gfx_world_to_screen(rot, 523, 289, &sx, &sy);
    gfx_screen_to_world(rot, sx, sy, &wx, &wy);
    assert_float_equal(wx, 523, 1e-2);
    assert_float_equal(wy, 289, 1e-2);

    gfx_push_camera(cam);
    gfx_fill_rect((gfx_rect){510, 305, 5, 5}, GFX_HEX(0xff0000)); /* -> logical 120..130, 85..95 */
    gfx_pop_camera();
    gfx_fill_rect((gfx_rect){0, 0, 4, 4}, GFX_HEX(0x00ff00)); /* popped: logical again */
    gfx_end_frame();
    assert_true(near(read_px(121, 86), 255, 0, 0, 0));
    assert_true(near(read_px(129, 94), 255, 0, 0, 0));
    assert_true(near(read_px(131, 90), 0, 0, 0, 0));
    assert_true(near(read_px(119, 90), 0, 0, 0, 0));
    assert_true(near(read_px(1, 1), 0, 255, 0, 0));
}

static void test_stale_texture(void **state)
{
    (void)state;
    uint8_t white[4 * 4];
    memset(white, 255, sizeof white);
    gfx_texture t = gfx_texture_from_rgba(white, 2, 2);
    assert_int_not_equal(t.id, 0);
    gfx_texture_destroy(t);
    gfx_texture t2 = gfx_texture_from_rgba(white, 2, 2);
    assert_int_not_equal(t2.id, t.id);
    begin(100, 100, 1);
    gfx_image(t, (gfx_rect){10, 10, 30, 30}, (gfx_rect){0}, 0, GFX_HEX(0xffffff));
    gfx_image(t2, (gfx_rect){50, 50, 30, 30}, (gfx_rect){0}, 0, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(25, 25), 0, 0, 0, 0));       /* stale: nothing */
    assert_true(near(read_px(65, 65), 255, 255, 255, 0)); /* live: drawn */
    gfx_texture_destroy(t2);
    gfx_texture_destroy(t2); /* twice: ignored */
}

static void test_target(void **state)
{
    (void)state;
    gfx_target t = gfx_target_create(64, 64);
    assert_int_not_equal(t.id, 0);
    begin(200, 150, 1);
    gfx_fill_rect((gfx_rect){0, 0, 200, 150}, GFX_HEX(0x000040));
    gfx_target_begin(t, 2); /* 32x32 logical */
    gfx_clear(GFX_RGBA(0, 0, 0, 0));
    assert_float_equal(gfx_width(), 32, 1e-4);
    gfx_fill_rect((gfx_rect){0, 0, 16, 8}, GFX_HEX(0xff0000)); /* top-left quarter-width band */
    gfx_target_end();
    assert_float_equal(gfx_width(), 200, 1e-4);
    gfx_image(gfx_target_texture(t), (gfx_rect){100, 20, 64, 64}, (gfx_rect){0}, 0,
              GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(101, 21), 255, 0, 0, 0)); /* top-left stays top-left */
    assert_true(near(read_px(130, 34), 255, 0, 0, 0));
    assert_true(near(read_px(101, 80), 0, 0, 0x40, 0)); /* transparent rest shows the back */
    assert_true(near(read_px(140, 21), 0, 0, 0x40, 0));
    gfx_texture tt = gfx_target_texture(t);
    gfx_target_destroy(t);
    begin(200, 150, 1);
    gfx_image(tt, (gfx_rect){100, 20, 64, 64}, (gfx_rect){0}, 0, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(101, 21), 0, 0, 0, 0));
}

static void test_batching(void **state)
{
    (void)state;
    begin(400, 300, 1);
    for (int i = 0; i < 500; i++) {
        float x = (float)(i % 25) * 16, y = (float)(i / 25) * 15;
        switch (i % 5) {
        case 0: gfx_fill_rect((gfx_rect){x, y, 12, 10}, GFX_HEX(0x3366cc)); break;
        case 1: gfx_rrect((gfx_rect){x, y, 12, 10}, 3, GFX_HEX(0xcc6633)); break;
        case 2: gfx_circle(x + 6, y + 6, 5, GFX_HEX(0x33cc66)); break;
        case 3: gfx_line(x, y, x + 12, y + 10, 2, GFX_HEX(0xcccccc)); break;
        default: gfx_hexagon(x + 6, y + 6, 6, true, GFX_HEX(0xcc33cc)); break;
        }
    }
    gfx_end_frame();
    assert_int_equal(gfx_draw_calls(), 1);

    /* A menu: panels, buttons, labels and icons stay in one batch too. */
    gfx_svg("house.svg", (gfx_rect){0, 0, 32, 32}, GFX_HEX(0xffffff)); /* warm the caches */
    begin(400, 300, 1);
    gfx_rrect((gfx_rect){20, 20, 360, 260}, 16, GFX_HEX(0x202830));
    for (int i = 0; i < 6; i++) {
        gfx_rrect((gfx_rect){40, 40 + 38.0f * i, 320, 30}, 8, GFX_HEX(0x3a4a5a));
        gfx_svg("house.svg", (gfx_rect){48, 43 + 38.0f * i, 24, 24}, GFX_HEX(0xffffff));
        gfx_text("Nouvelle partie", 200, 55 + 38.0f * i, 18, GFX_CENTER | GFX_MIDDLE,
                 GFX_HEX(0xffffff));
    }
    gfx_end_frame();
    /* The big panel is drawn apart by the cheaper shape program; the rest is one batch. */
    assert_int_equal(gfx_draw_calls(), 2);

    /* Clip: axis-aligned quads are clipped on the CPU (no flush); pixels outside stay. */
    begin(200, 150, 1);
    gfx_push_clip((gfx_rect){10, 10, 20, 20});
    gfx_fill_rect((gfx_rect){0, 0, 200, 150}, GFX_HEX(0xff0000));
    gfx_pop_clip();
    gfx_push_alpha(0.5f);
    gfx_fill_rect((gfx_rect){100, 100, 20, 20}, GFX_HEX(0xffffff));
    gfx_pop_alpha();
    gfx_end_frame();
    assert_true(near(read_px(10, 10), 255, 0, 0, 0));
    assert_true(near(read_px(29, 29), 255, 0, 0, 0));
    assert_true(near(read_px(30, 30), 0, 0, 0, 0));
    assert_true(near(read_px(9, 9), 0, 0, 0, 0));
    assert_true(near(read_px(110, 110), 128, 128, 128, 2));
    assert_int_equal(gfx_draw_calls(), 1);

    /* Rotated shapes and polygons use the scissor; nested clips intersect. */
    begin(200, 150, 1);
    gfx_push_clip((gfx_rect){10, 10, 100, 100});
    gfx_push_clip((gfx_rect){50, 50, 100, 100}); /* -> 50..110 */
    gfx_rrect_rotated((gfx_rect){20, 20, 120, 120}, 0, 0.3f, GFX_HEX(0x00ff00));
    gfx_hexagon(80, 80, 60, true, GFX_HEX(0x0000ff));
    gfx_pop_clip();
    gfx_fill_rect((gfx_rect){0, 0, 30, 30}, GFX_HEX(0xff0000)); /* clipped to 10..30 */
    gfx_pop_clip();
    gfx_end_frame();
    assert_true(near(read_px(50, 50), 0, 0, 255, 0));
    assert_true(near(read_px(109, 109), 0, 0, 255, 0));
    assert_true(near(read_px(110, 109), 0, 0, 0, 0));
    assert_true(near(read_px(49, 60), 0, 0, 0, 0));
    assert_true(near(read_px(10, 10), 255, 0, 0, 0));
    assert_true(near(read_px(9, 10), 0, 0, 0, 0));
    assert_true(near(read_px(30, 20), 0, 0, 0, 0));
}

/* Big opaque fills on whole pixels take the flat program (no blending), and the same pixels. */
static void test_flat_fills(void **state)
{
    (void)state;
    begin(400, 300, 1);
    gfx_fill_rect((gfx_rect){10, 20, 300, 200}, GFX_HEX(0x3366cc)); /* flat: own batch */
    gfx_gradient_rect((gfx_rect){0, 230, 400, 70}, GFX_HEX(0x000000), GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(10, 20), 0x33, 0x66, 0xcc, 0));
    assert_true(near(read_px(309, 219), 0x33, 0x66, 0xcc, 0));
    assert_true(near(read_px(9, 20), 0, 0, 0, 0)); /* crisp edges */
    assert_true(near(read_px(310, 100), 0, 0, 0, 0));
    assert_true(near(read_px(100, 220), 0, 0, 0, 0));
    assert_true(read_px(200, 232).r < 16 && read_px(200, 298).r > 240); /* the gradient runs */
    assert_int_equal(gfx_draw_calls(), 2);                              /* the clear is no draw */

    /* the screen's own clear colour on a screen holding nothing else: nothing to draw; once
     * something is there, the same fill covers it */
    begin(400, 300, 1);
    gfx_fill_rect((gfx_rect){0, 100, 400, 200}, GFX_HEX(0x000000));
    gfx_end_frame();
    assert_int_equal(gfx_draw_calls(), 0);
    begin(400, 300, 1);
    gfx_fill_rect((gfx_rect){20, 120, 40, 40}, GFX_HEX(0xff0000));
    gfx_fill_rect((gfx_rect){0, 100, 400, 200}, GFX_HEX(0x000000));
    gfx_end_frame();
    assert_true(near(read_px(30, 130), 0, 0, 0, 0));

    /* a fractional edge keeps its anti-aliased coverage (the shape program) */
    begin(400, 300, 1);
    gfx_fill_rect((gfx_rect){10.5f, 20, 300, 200}, GFX_HEX(0xffffff));
    gfx_end_frame();
    px half = read_px(10, 100);
    assert_true(half.r > 100 && half.r < 160);
}

static int imax(int a, int b)
{
    return a > b ? a : b;
}

/* A card's shadow less what its opaque body covers: the same picture as the whole shadow. */
static void shadowed_cards(bool whole, float fade, uint8_t *out)
{
    begin(300, 200, 1);
    gfx_fill_rect((gfx_rect){0, 0, 300, 200}, GFX_HEX(0x14213d));
    gfx_push_alpha(fade);
    for (int i = 0; i < 2; i++) {
        gfx_rect r = {20 + 140.0f * i, 30.5f, 120, 140};
        if (whole)
            gfx_rrect((gfx_rect){r.x + 2, r.y + 6, r.w, r.h}, 16, GFX_RGBA(4, 8, 20, 120));
        else
            gfx_rrect_shadow(r, 16, 2, 6, GFX_RGBA(4, 8, 20, 120));
        gfx_rrect(r, 16, GFX_HEX(0xfbf3e4));
    }
    gfx_pop_alpha();
    gfx_end_frame();
    glReadPixels(0, 0, 300, 200, GL_RGBA, GL_UNSIGNED_BYTE, out);
}

static void test_shadow(void **state)
{
    (void)state;
    static uint8_t a[300 * 200 * 4], b[300 * 200 * 4];
    const float fades[] = {1.0f, 0.5f};
    for (int f = 0; f < 2; f++) {
        shadowed_cards(true, fades[f], a);
        shadowed_cards(false, fades[f], b);
        /* the parts interpolate the shape's coordinates over other triangles: a rounding
         * step apart at most */
        int worst = 0;
        for (size_t i = 0; i < sizeof a; i++) worst = imax(worst, abs((int)a[i] - (int)b[i]));
        assert_in_range(worst, 0, 1);
    }
    /* and the shadow is there: below the first card's bottom edge */
    fb_h = 200;
    shadowed_cards(false, 1, a);
    assert_true(read_px(80, 173).r < 0x14);
}

/* Many sizes overflow the atlas: it resets, and what is drawn next is still right. */
static void test_atlas_pressure(void **state)
{
    (void)state;
    begin(600, 600, 1);
    for (int i = 0; i < 60; i++) { /* 16 rasters this big fill a page; there are 3 */
        float sz = 440 + (float)i;
        gfx_svg("blue.svg", (gfx_rect){0, 0, sz, sz}, GFX_HEX(0xffffff));
        gfx_text("Pressure ★", 0, 0, 8 + (float)i * 3, 0, GFX_HEX(0xffffff));
    }
    gfx_end_frame();
    begin(300, 100, 1);
    gfx_svg("blue.svg", (gfx_rect){10, 10, 40, 40}, GFX_HEX(0xffffff));
    float w = gfx_text("Encore", 60, 10, 30, 0, GFX_HEX(0xffffff));
    gfx_end_frame();
    assert_true(near(read_px(30, 30), 0, 0, 255, 2));
    assert_true(count_non_bg(60, 10, (int)w, 30) > 100);
}

static void test_screenshot(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/shot.png", tmp_dir);
    begin(160, 120, 1);
    gfx_fill_rect((gfx_rect){0, 0, 80, 60}, GFX_HEX(0xff8000));
    gfx_end_frame();
    assert_true(gfx_screenshot(path));
    SDL_Surface *s = IMG_Load(path);
    assert_non_null(s);
    assert_int_equal(s->w, 160);
    assert_int_equal(s->h, 120);
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    const uint8_t *p = c->pixels; /* row 0 is the top */
    assert_int_equal(p[0], 255);
    assert_int_equal(p[1], 128);
    assert_int_equal(p[2], 0);
    const uint8_t *q = (const uint8_t *)c->pixels + 100 * c->pitch + 100 * 4;
    assert_int_equal(q[0], 0);
    SDL_FreeSurface(c);
    SDL_FreeSurface(s);
    remove(path);
}

/* The showcase a human looks at: every primitive, text sizes and styles, SVG. */
static void showcase(float scale, const char *name)
{
    const int lw = 640, lh = 400;
    begin((int)(lw * scale), (int)(lh * scale), scale);
    gfx_fill_rect((gfx_rect){0, 0, 320, 400}, GFX_HEX(0x1d2430));
    gfx_fill_rect((gfx_rect){320, 0, 320, 400}, GFX_HEX(0xf4efe6));
    gfx_rrect((gfx_rect){12, 12, 90, 50}, 10, GFX_HEX(0x2e86de));
    gfx_rrect_outline((gfx_rect){112, 12, 90, 50}, 10, 2, GFX_HEX(0xfeca57));
    gfx_rrect_outline((gfx_rect){212, 12, 90, 50}, 25, 1, GFX_HEX(0xffffff));
    gfx_rrect_rotated((gfx_rect){30, 80, 60, 40}, 8, 0.4f, GFX_HEX(0xee5253));
    gfx_circle(150, 100, 22, GFX_HEX(0x10ac84));
    gfx_circle_outline(210, 100, 22, 3, GFX_HEX(0xff9ff3));
    gfx_circle(260, 100, 3, GFX_HEX(0xffffff));
    gfx_circle(275, 100, 1.5f, GFX_HEX(0xffffff));
    for (int i = 0; i < 8; i++) {
        float a = (float)i * 0.39f;
        gfx_line(20, 150, 20 + 120 * cosf(a), 150 + 120 * sinf(a), 0.5f + (float)i * 0.5f,
                 GFX_HEX(0xc8d6e5));
    }
    gfx_hexagon(190, 170, 26, true, GFX_HEX(0x5f27cd));
    gfx_hexagon_outline(250, 170, 26, false, 3, GFX_HEX(0x48dbfb));
    gfx_triangle(150, 230, 200, 290, 110, 280, GFX_HEX(0xff6b6b));
    float poly[] = {220, 230, 280, 240, 300, 280, 250, 300, 215, 270};
    gfx_polygon(poly, 5, GFX_HEX(0x1dd1a1));
    gfx_push_alpha(0.5f);
    gfx_fill_rect((gfx_rect){12, 300, 100, 40}, GFX_HEX(0xffffff));
    gfx_pop_alpha();
    gfx_svg("house.svg", (gfx_rect){130, 310, 64, 64}, GFX_HEX(0xffffff));
    gfx_svg("house.svg", (gfx_rect){200, 326, 32, 32}, GFX_HEX(0xffffff));
    gfx_svg_rotated("house.svg", (gfx_rect){240, 326, 32, 32}, 0.5f, GFX_HEX(0xffffff));
    gfx_svg("missing.svg", (gfx_rect){280, 326, 32, 32}, GFX_HEX(0xffffff));
    /* Shapes drawn edge to edge must show no seam: a star as in ui.c, squares of 2 triangles. */
    float inner[10], outer[10];
    for (int i = 0; i < 5; i++) {
        float ao = -1.5708f + (float)i * 1.2566f, ai = ao + 0.6283f;
        outer[2 * i] = 360 + 28 * cosf(ao);
        outer[2 * i + 1] = 265 + 28 * sinf(ao);
        inner[2 * i] = 360 + 12.6f * cosf(ai);
        inner[2 * i + 1] = 265 + 12.6f * sinf(ai);
    }
    gfx_polygon(inner, 5, GFX_HEX(0xe1b12c));
    for (int i = 0; i < 5; i++) {
        int p = (i + 4) % 5;
        gfx_triangle(outer[2 * i], outer[2 * i + 1], inner[2 * i], inner[2 * i + 1], inner[2 * p],
                     inner[2 * p + 1], GFX_HEX(0xe1b12c));
    }
    for (int k = 0; k < 2; k++) {
        gfx_color sq = k ? GFX_RGBA(30, 60, 200, 110) : GFX_HEX(0x2d3436);
        float x = 405 + 60.0f * (float)k;
        gfx_triangle(x, 240, x + 45, 243, x + 42, 290, sq);
        gfx_triangle(x, 240, x + 42, 290, x + 3, 287, sq);
    }

    /* A camera (zoom and rotation) inside a clip: a small hex board with a label. */
    gfx_push_clip((gfx_rect){330, 300, 300, 95});
    gfx_fill_rect((gfx_rect){330, 300, 300, 95}, GFX_HEX(0xdfe6e9));
    gfx_camera cam = {0, 0, 1.5f, 0.3f};
    float cx, cy;
    gfx_screen_to_world(cam, 480, 347, &cx, &cy);
    cam.x = -cx;
    cam.y = -cy;
    gfx_push_camera(cam);
    for (int q = -3; q <= 3; q++)
        for (int r = -2; r <= 2; r++) {
            float hx = 17.3f * ((float)q + 0.5f * (float)r), hy = 15.0f * (float)r;
            gfx_hexagon(hx, hy, 9.5f, true, (q + r) & 1 ? GFX_HEX(0x74b9ff) : GFX_HEX(0x55efc4));
            gfx_hexagon_outline(hx, hy, 10, true, 1, GFX_HEX(0x2d3436));
        }
    gfx_text_styled("Oceania", 0, 0, 12, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, GFX_HEX(0x2d3436));
    gfx_pop_camera();
    gfx_pop_clip();

    const char *s = "Cité en folie — Hôtel de Ville ★";
    float y = 10;
    const float sizes[3] = {12, 18, 30};
    for (int i = 0; i < 3; i++) {
        gfx_text(s, 330, y, sizes[i], 0, GFX_HEX(0x222222));
        y += sizes[i] + 2;
        gfx_text_styled(s, 330, y, sizes[i], 0, GFX_BOLD, GFX_HEX(0x222222));
        y += sizes[i] + 6;
    }
    gfx_text("♦ ● ★ àéèêëîïôùûüç ÀÉÈ Œœ «»", 330, y, 16, 0, GFX_HEX(0xc0392b));
    y += 24;
    gfx_text_box("Placez vos tuiles pour bâtir la plus belle ville : chaque monument rapporte "
                 "des points à la fin de la partie.",
                 (gfx_rect){330, y, 300, 100}, 15, GFX_CENTER, GFX_HEX(0x333333));
    gfx_text("Light on dark ★", 12, 350, 16, 0, GFX_HEX(0xffffff));
    gfx_text_styled("Bold on dark", 12, 370, 16, 0, GFX_BOLD, GFX_HEX(0xfeca57));
    gfx_end_frame();
    char path[512];
    const char *dir = getenv("CITYBOX_RENDER_SHOTS");
    snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : "/tmp", name);
    assert_true(gfx_screenshot(path));
    printf("showcase: %s (draw calls %d)\n", path, gfx_draw_calls());
}

static void test_showcase(void **state)
{
    (void)state;
    showcase(1, "citybox_render_s1.png");
    showcase(3, "citybox_render_s3.png");
    showcase(1.5f, "citybox_render_s15.png");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rect_lands),     cmocka_unit_test(test_rrect_corner),
        cmocka_unit_test(test_text),           cmocka_unit_test(test_svg),
        cmocka_unit_test(test_camera),         cmocka_unit_test(test_stale_texture),
        cmocka_unit_test(test_target),         cmocka_unit_test(test_batching),
        cmocka_unit_test(test_atlas_pressure), cmocka_unit_test(test_screenshot),
        cmocka_unit_test(test_showcase),       cmocka_unit_test(test_bad_shader_dir),
        cmocka_unit_test(test_flat_fills),     cmocka_unit_test(test_shadow),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
