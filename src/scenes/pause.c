/* pause.c: the pause overlay over a match: dims the board and offers Resume, Rules, Settings,
 * Main menu and Quit (the last two confirmed first). */
#include "audio/audio.h"
#include "platform/settings.h"
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PAUSE_BUTTONS = 5 };
enum { P_RESUME, P_RULES, P_SETTINGS, P_MENU, P_QUIT };

typedef struct pause_scene {
    scene base;
    scenes_find_fn find;
    char game_id[SETUP_ID_LEN];
    ui_button b[PAUSE_BUTTONS];
    ui_focus focus;
    gfx_rect card;
} pause_scene;

static const char *const pause_ids[PAUSE_BUTTONS] = {"resume", "rules", "settings", "menu", "quit"};

static void pause_layout(pause_scene *p)
{
    float W = gfx_width() > 0 ? gfx_width() : 1280, H = gfx_height() > 0 ? gfx_height() : 720;
    float bh = H < 500 ? 40 : UI_BUTTON_H, gap = H < 500 ? 8 : 12, head = H < 500 ? 54 : 80;
    /* club mode's kiosk lock: no Settings and no Quit for visitors */
    p->b[P_SETTINGS].base.hidden = p->b[P_QUIT].base.hidden = settings_get()->kiosk_locked;
    int shown = PAUSE_BUTTONS - (settings_get()->kiosk_locked ? 2 : 0);
    float cw = fminf(420, W - 32), ch = head + (float)shown * bh + (float)(shown - 1) * gap + 28;
    p->card = ui_rect_centered(W / 2, H / 2, cw, ch);
    for (int i = 0, at = 0; i < PAUSE_BUTTONS; i++)
        if (!p->b[i].base.hidden)
            p->b[i].base.rect = (gfx_rect){
                p->card.x + 32, p->card.y + head + (bh + gap) * (float)at++, cw - 64, bh};
}

static void pause_enter(scene *s)
{
    pause_scene *p = (pause_scene *)s;
    static const char *const labels[PAUSE_BUTTONS] = {N_("Resume"), N_("Rules"), N_("Settings"),
                                                      N_("Main menu"), N_("Quit")};
    static const ui_button_style styles[PAUSE_BUTTONS] = {UI_BUTTON_PRIMARY, UI_BUTTON_SECONDARY,
                                                          UI_BUTTON_SECONDARY, UI_BUTTON_SECONDARY,
                                                          UI_BUTTON_DANGER};
    int cur = p->focus.current;
    ui_focus_init(&p->focus);
    for (int i = 0; i < PAUSE_BUTTONS; i++) {
        ui_button_init(&p->b[i], p->b[i].base.rect, _(labels[i]), styles[i]);
        ui_focus_add(&p->focus, &p->b[i].base);
    }
    p->b[P_MENU].base.tooltip = _("Your game is saved: you can resume it from the main menu.");
    ui_focus_set(&p->focus, p->focus.items[cur >= 0 && cur < PAUSE_BUTTONS ? cur : 0]);
    pause_layout(p);
}

static void to_menu(void *user)
{
    (void)user;
    scene_pop_to("menu");
}

static void quit_app(void *user)
{
    (void)user;
    if (scenes_hooks()->quit) scenes_hooks()->quit();
}

static void pause_activate(pause_scene *p, int i)
{
    switch (i) {
    case P_RESUME: scene_pop(); break;
    case P_RULES: scene_push(scene_rules_new(p->game_id)); break;
    case P_SETTINGS: scene_push(scene_settings_new()); break;
    case P_MENU:
        scene_push(scene_dialog_new(N_("Leave this game?"),
                                    N_("Your game is saved: you can resume it from the main menu."),
                                    N_("Main menu"), N_("Keep playing"), to_menu, NULL));
        break;
    case P_QUIT:
        scene_push(scene_dialog_new(N_("Quit CityBox?"),
                                    N_("Your game is saved: you can resume it next time."),
                                    N_("Quit"), N_("Keep playing"), quit_app, NULL));
        break;
    }
}

static bool pause_event(scene *s, const in_event *ev)
{
    pause_scene *p = (pause_scene *)s;
    pause_layout(p);
    for (int i = 0; i < PAUSE_BUTTONS; i++)
        if (ui_button_event(&p->b[i], ev) == UI_ACTIVATED) {
            pause_activate(p, i);
            return true;
        }
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU)) {
        scene_pop();
        return true;
    }
    ui_focus_event(&p->focus, ev);
    return true; /* modal over the board */
}

static void pause_draw(scene *s, float alpha)
{
    (void)alpha;
    pause_scene *p = (pause_scene *)s;
    pause_layout(p);
    scenes_draw_dim(s);
    scenes_draw_begin(s, true);
    ui_draw_panel(p->card);
    float head = p->b[0].base.rect.y - p->card.y;
    gfx_text_styled(_("Paused"), p->card.x + p->card.w / 2, p->card.y + head / 2,
                    UI_FONT_TITLE * 0.8f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    for (int i = 0; i < PAUSE_BUTTONS; i++) ui_button_draw(&p->b[i]);
    scenes_draw_end();
}

static void pause_destroy(scene *s)
{
    free(s);
}

static bool pause_find(scene *s, const char *id, gfx_rect *out)
{
    pause_scene *p = (pause_scene *)s;
    for (int i = 0; i < PAUSE_BUTTONS; i++)
        if (strcmp(id, pause_ids[i]) == 0) {
            *out = p->b[i].base.rect;
            return true;
        }
    return false;
}

static const scene_vt pause_vt = {
    .name = "pause",
    .opaque = false,
    .enter = pause_enter,
    .event = pause_event,
    .draw = pause_draw,
    .destroy = pause_destroy,
};

scene *scene_pause_new(const char *game_id)
{
    pause_scene *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.vt = &pause_vt;
    p->find = pause_find;
    p->focus.current = -1;
    snprintf(p->game_id, sizeof p->game_id, "%s", game_id ? game_id : "");
    return &p->base;
}
