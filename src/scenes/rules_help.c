/* rules_help.c: the rules page viewer: data/rules/<id>/<lang>.md in a scenes_doc (the page:
 * scenes_doc_read.c reads it, scenes_doc.c lays it out and draws it), under the shared header with
 * Back. */
#include "core/fsutil.h"
#include "core/i18n.h"
#include "core/log.h"
#include "games/registry.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rules_scene {
    scene base;
    scenes_find_fn find;
    char id[SETUP_ID_LEN];
    const game_entry *entry;
    char title[160];
    scenes_doc *doc;
    ui_button back;
    gfx_rect view;
    bool missing;
} rules_scene;

static const game_entry *find_entry(const char *id)
{
    for (int i = 0; i < game_catalogue_count(); i++)
        if (strcmp(game_catalogue_at(i)->id, id) == 0) return game_catalogue_at(i);
    return NULL;
}

static void rules_layout(rules_scene *r)
{
    gfx_rect s = ui_screen_rect();
    float m = s.w < 900 ? 12 : 24, head = ui_header_h();
    r->back.base.rect = ui_back_rect();
    float pw = fminf(s.w - 2 * m, 920);
    r->view = (gfx_rect){(s.w - pw) / 2, head + 4, pw, s.h - head - 4 - m};
}

static void rules_enter(scene *s)
{
    rules_scene *r = (rules_scene *)s;
    const char *name = r->entry ? _(r->entry->name) : r->id;
    snprintf(r->title, sizeof r->title, _("Rules: %s"), name);
    ui_back_init(&r->back);
    char rel[96], path[1200];
    const char *langs[2] = {i18n_language(), "en"};
    char *text = NULL;
    for (int i = 0; i < 2 && !text; i++) {
        snprintf(rel, sizeof rel, "rules/%s/%s.md", r->id, langs[i]);
        scenes_data_path(path, sizeof path, rel);
        text = fs_read_all(path, NULL);
    }
    r->missing = !text;
    if (!text) {
        char msg[1024];
        snprintf(msg, sizeof msg, "# %s\n\n%s\n\n%s\n\n- data/rules/%s/%s.md\n", name,
                 _("The rules page of this game is not written yet."),
                 _("CityBox looks for it in this file:"), r->id, i18n_language());
        scenes_doc_set(r->doc, msg);
    } else {
        scenes_doc_set(r->doc, text);
        free(text);
    }
    rules_layout(r);
}

static bool rules_event(scene *s, const in_event *ev)
{
    rules_scene *r = (rules_scene *)s;
    rules_layout(r);
    /* Tab (or Shift+Tab) puts the focus on Back, Enter then goes back; the arrows scroll */
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_NEXT || ev->key == IN_NAV_PREV)) {
        r->back.base.focused = !r->back.base.focused;
        return true;
    }
    if (ui_button_event(&r->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    if (scenes_doc_event(r->doc, r->view, ev)) return true;
    return ev->kind == IN_PRESS || ev->kind == IN_NAV;
}

static void rules_draw(scene *s, float alpha)
{
    (void)alpha;
    rules_scene *r = (rules_scene *)s;
    rules_layout(r);
    scenes_draw_backdrop(s);
    scenes_draw_begin(s, false);
    ui_draw_header_title(r->title);
    ui_button_draw(&r->back);
    if (r->back.base.focused && ui_keyboard_mode())
        ui_draw_focus_ring(r->back.base.rect, UI_RADIUS_M);
    ui_draw_panel(r->view);
    scenes_doc_draw(r->doc, r->view);
    scenes_draw_end();
}

static void rules_destroy(scene *s)
{
    rules_scene *r = (rules_scene *)s;
    scenes_doc_free(r->doc);
    free(r);
}

static bool rules_find(scene *s, const char *id, gfx_rect *out)
{
    rules_scene *r = (rules_scene *)s;
    if (strcmp(id, "back") == 0)
        *out = r->back.base.rect;
    else if (strcmp(id, "page") == 0)
        *out = r->view;
    else if (strcmp(id, "missing") == 0 && r->missing)
        *out = r->view;
    else if (strncmp(id, "figure", 6) == 0 && isdigit((unsigned char)id[6]))
        return scenes_doc_figure_rect(r->doc, atoi(id + 6), out);
    else
        return false;
    return true;
}

static const scene_vt rules_vt = {
    .name = "rules",
    .opaque = true,
    .enter = rules_enter,
    .event = rules_event,
    .draw = rules_draw,
    .destroy = rules_destroy,
};

scene *scene_rules_new(const char *game_id)
{
    if (!game_id) return NULL;
    rules_scene *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->doc = scenes_doc_new();
    if (!r->doc) {
        free(r);
        return NULL;
    }
    r->base.vt = &rules_vt;
    r->find = rules_find;
    snprintf(r->id, sizeof r->id, "%s", game_id);
    r->entry = find_entry(game_id);
    return &r->base;
}
