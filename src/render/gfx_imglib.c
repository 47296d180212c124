/* gfx_imglib.c: SDL2_image (SVG art, PNG screenshots), loaded when first needed: the art is
 * rasterised on a worker thread after the first frame, so the library and the image codecs it
 * brings are not loaded before it (platform/late_lib.h). */
#include "render/gfx_internal.h"
#include "platform/late_lib.h"

static gfx_imglib_fns img;
static const late_sym img_syms[] = {
    {"IMG_LoadSizedSVG_RW", &img.LoadSizedSVG_RW},
    {"IMG_SavePNG", &img.SavePNG},
    {"IMG_Quit", &img.Quit},
};
static late_lib lib = {.soname = "libSDL2_image-2.0.so.0",
                       .syms = img_syms,
                       .nsyms = (int)(sizeof img_syms / sizeof img_syms[0])};

const gfx_imglib_fns *gfx_imglib(void)
{
    return late_lib_open(&lib) ? &img : NULL;
}

void gfx_imglib_shutdown(void)
{
    if (lib.state > 0) img.Quit(); /* screenshots and SVGs may have started it */
}
