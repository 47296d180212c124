/* fixture.h: a hidden window with the renderer, input and widgets up, for engine tests that
 * draw scenes. English, reduced motion, default settings otherwise. */
#ifndef CB_TEST_FIXTURE_H
#define CB_TEST_FIXTURE_H
#include <stdio.h>
#include "core/i18n.h"
#include "input/input.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "scenes/scene.h"
#include "ui/ui.h"

#define FIXTURE_FONT_DIR "/usr/share/fonts/truetype/dejavu/"

static inline int fixture_open(void)
{
    i18n_init(CITYBOX_LOCALE_DIR);
    i18n_set_language("en");
    if (!plat_init(
            &(plat_desc){.title = "CityBox test", .width = 1280, .height = 720, .hidden = true}))
        return -1;
    char shaders[1200];
    snprintf(shaders, sizeof shaders, "%s/shaders", CITYBOX_SOURCE_DIR);
    if (!gfx_init(&(gfx_desc){.shader_dir = shaders,
                              .data_dir = CITYBOX_SOURCE_DIR,
                              .font_regular = FIXTURE_FONT_DIR "DejaVuSans.ttf",
                              .font_bold = FIXTURE_FONT_DIR "DejaVuSans-Bold.ttf"}))
        return -1;
    in_init();
    ui_init();
    settings_defaults(settings_get());
    settings_get()->reduced_motion = true; /* pushes and pops happen at once */
    return 0;
}

static inline int fixture_close(void)
{
    scene_clear();
    ui_shutdown();
    in_shutdown();
    gfx_shutdown();
    plat_shutdown();
    return 0;
}

#endif
