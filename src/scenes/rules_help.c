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
    ui_button learn; /* "Learn to play" at the header's right end (hidden: no lesson) */
    gfx_rect view;
    bool missing;
    int go_heading; /* the section to open at (-1: the top) */
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
    gfx_rect b = r->back.base.rect; /* Learn to play mirrors Back */
    r->learn.base.rect = (gfx_rect){s.w - b.x - b.w, b.y, b.w, b.h};
    float pw = fminf(s.w - 2 * m, 920);
    r->view = (gfx_rect){(s.w - pw) / 2, head + 4, pw, s.h - head - 4 - m};
}

static void rules_enter(scene *s)
{
    rules_scene *r = (rules_scene *)s;
    const char *name = r->entry ? _(r->entry->name) : r->id;
    snprintf(r->title, sizeof r->title, _("Rules: %s"), name);
    ui_back_init(&r->back);
    ui_button_init(&r->learn, (gfx_rect){0}, _("Learn to play"), UI_BUTTON_SECONDARY);
    r->learn.base.tooltip = _("A guided first game against a gentle bot: a coach shows each rule.");
    const game_def *g = game_find(r->id);
    /* over a game (a lesson's coach opened it, or a game paused), the page goes back to it
     * rather than start another */
    char stack[256];
    scene_stack_names(stack, sizeof stack);
    r->learn.base.hidden =
        !g || !g->lesson || !scenes_hooks()->start_lesson || strstr(stack, "play");
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
        if (r->go_heading >= 0) scenes_doc_go_heading(r->doc, r->go_heading);
        r->go_heading = -1; /* a change of language later keeps the place scrolled to */
    }
    rules_layout(r);
}

static bool rules_event(scene *s, const in_event *ev)
{
    rules_scene *r = (rules_scene *)s;
    rules_layout(r);
    /* Tab (or Shift+Tab) puts the focus on Back, Enter then goes back; the arrows scroll */
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_NEXT || ev->key == IN_NAV_PREV)) {
        bool on_back = r->back.base.focused, on_learn = r->learn.base.focused;
        r->back.base.focused = !on_back && (!on_learn || r->learn.base.hidden);
        r->learn.base.focused = on_back && !r->learn.base.hidden;
        return true;
    }
    if (!r->learn.base.hidden && ui_button_event(&r->learn, ev) == UI_ACTIVATED) {
        scenes_hooks()->start_lesson(r->id);
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
    if (!r->learn.base.hidden) {
        ui_button_draw(&r->learn);
        if (r->learn.base.focused && ui_keyboard_mode())
            ui_draw_focus_ring(r->learn.base.rect, UI_RADIUS_M);
    }
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
    else if (strcmp(id, "learn") == 0 && !r->learn.base.hidden)
        *out = r->learn.base.rect;
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
    r->go_heading = -1;
    return &r->base;
}

/* The page of id in lang, as text (malloc; NULL: none). */
static char *page_text(const char *id, const char *lang)
{
    char rel[96], path[1200];
    snprintf(rel, sizeof rel, "rules/%s/%s.md", id, lang);
    scenes_data_path(path, sizeof path, rel);
    return fs_read_all(path, NULL);
}

/* The headings (## and ###, as the page's sections) of a page: the rank of `want` among them
 * (-1: not there), or with want NULL the text of the one of rank `rank` into out. */
static int heading_rank(const char *text, const char *want, int rank, char *out, size_t n)
{
    int k = 0;
    for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        if (strncmp(l, "##", 2) != 0) continue;
        const char *h = l + strspn(l, "#");
        h += strspn(h, " ");
        size_t len = strcspn(h, "\r\n");
        while (len && h[len - 1] == ' ') len--;
        if (want && strlen(want) == len && strncmp(h, want, len) == 0) return k;
        if (!want && k == rank) {
            snprintf(out, n, "%.*s", (int)len, h);
            return k;
        }
        k++;
    }
    return -1;
}

bool scenes_rules_heading(const char *game_id, const char *heading, char *out, size_t n)
{
    char *en = page_text(game_id, "en");
    int rank = en && heading ? heading_rank(en, heading, 0, NULL, 0) : -1;
    free(en);
    if (rank < 0) return false;
    char *page = page_text(game_id, i18n_language());
    bool ok = page && heading_rank(page, NULL, rank, out, n) == rank;
    free(page);
    if (!ok) snprintf(out, n, "%s", heading); /* no page in this language: the English one */
    return true;
}

scene *scene_rules_new_at(const char *game_id, const char *heading)
{
    rules_scene *r = (rules_scene *)scene_rules_new(game_id);
    char *en = r && heading ? page_text(game_id, "en") : NULL;
    if (en) r->go_heading = heading_rank(en, heading, 0, NULL, 0);
    free(en);
    return r ? &r->base : NULL;
}
