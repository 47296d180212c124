/* about.c: version, credits (the games' designers and publishers, the libraries, the fonts) and
 * where the log file is, for bug reports. The page is a scenes_doc rebuilt in enter(). */
#include "core/i18n.h"
#include "games/registry.h"
#include "platform/platform.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct about_scene {
    scene base;
    scenes_find_fn find;
    scenes_doc *doc;
    ui_button back;
    gfx_rect view;
    char text[8192];
} about_scene;

static void about_layout(about_scene *a)
{
    gfx_rect s = ui_screen_rect();
    float m = s.w < 900 ? 12 : 24, head = ui_header_h();
    a->back.base.rect = ui_back_rect();
    float pw = fminf(s.w - 2 * m, 880);
    a->view = (gfx_rect){(s.w - pw) / 2, head + 4, pw, s.h - head - 4 - m};
}

static void about_enter(scene *s)
{
    about_scene *a = (about_scene *)s;
    ui_back_init(&a->back);
    char version[96], games[3072] = "";
    snprintf(version, sizeof version, _("Version %s"), CITYBOX_VERSION);
    for (int i = 0; i < game_catalogue_count(); i++) { /* each game's own name and credit */
        const game_entry *e = game_catalogue_at(i);
        size_t at = strlen(games);
        snprintf(games + at, sizeof games - at, "- **%s** — %s\n", _(e->name),
                 e->credit ? _(e->credit) : "");
    }
    snprintf(a->text, sizeof a->text,
             "# CityBox\n"
             "**%s**\n\n%s\n\n"
             "## %s\n"
             "%s\n"
             "%s\n\n"
             "## %s\n"
             "%s\n\n"
             "- **%scitybox.log**\n\n"
             "## %s\n"
             "- SDL2, SDL2_image, SDL2_ttf, SDL2_mixer\n"
             "- cglm, libepoxy\n"
             "- Chipmunk2D\n"
             "- cJSON\n"
             "- GNU gettext\n"
             "- %s\n",
             version, _("Five city board games on one screen, for one player or a whole table."),
             _("The games"), games,
             _("The games belong to their authors and publishers; CityBox is a fan-made companion "
               "for playing them together."),
             _("Reporting a problem"), _("Please attach the log file to your report. It is here:"),
             plat_state_dir(), _("Built with"), _("DejaVu fonts"));
    scenes_doc_set(a->doc, a->text);
    about_layout(a);
}

static bool about_event(scene *s, const in_event *ev)
{
    about_scene *a = (about_scene *)s;
    about_layout(a);
    /* Tab (or Shift+Tab) puts the focus on Back, Enter then goes back; the arrows scroll */
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_NEXT || ev->key == IN_NAV_PREV)) {
        a->back.base.focused = !a->back.base.focused;
        return true;
    }
    if (ui_button_event(&a->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    if (scenes_doc_event(a->doc, a->view, ev)) return true;
    return ev->kind == IN_PRESS || ev->kind == IN_NAV;
}

static void about_draw(scene *s, float alpha)
{
    (void)alpha;
    about_scene *a = (about_scene *)s;
    about_layout(a);
    scenes_draw_backdrop(s);
    scenes_draw_begin(s, false);
    ui_draw_header_title(_("About"));
    ui_button_draw(&a->back);
    if (a->back.base.focused && ui_keyboard_mode())
        ui_draw_focus_ring(a->back.base.rect, UI_RADIUS_M);
    ui_draw_panel(a->view);
    scenes_doc_draw(a->doc, a->view);
    scenes_draw_end();
}

static void about_destroy(scene *s)
{
    about_scene *a = (about_scene *)s;
    scenes_doc_free(a->doc);
    free(a);
}

static bool about_find(scene *s, const char *id, gfx_rect *out)
{
    about_scene *a = (about_scene *)s;
    if (strcmp(id, "back") == 0)
        *out = a->back.base.rect;
    else if (strcmp(id, "page") == 0)
        *out = a->view;
    else
        return false;
    return true;
}

static const scene_vt about_vt = {
    .name = "about",
    .opaque = true,
    .enter = about_enter,
    .event = about_event,
    .draw = about_draw,
    .destroy = about_destroy,
};

scene *scene_about_new(void)
{
    about_scene *a = calloc(1, sizeof *a);
    if (!a) return NULL;
    a->doc = scenes_doc_new();
    if (!a->doc) {
        free(a);
        return NULL;
    }
    a->base.vt = &about_vt;
    a->find = about_find;
    return &a->base;
}
