/* ladder_setup.c: a new evening ("ladder-setup"): one text field per player (up to 16), Add a
 * player, a remove button per name, Start the evening. Names only: no accounts, nothing leaves
 * the machine. Empty fields and repeated names are dropped when the evening starts. */
#include "club/ladder.h"
#include "core/i18n.h"
#include "core/log.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NAME_CHARS = SETUP_NAME_CHARS, ROWS = 8 }; /* a name as a game's setup takes it */

typedef struct setup_scene {
    scene base;
    scenes_find_fn find;
    ui_button back, add, go;
    ui_textfield field[LADDER_MAX_PLAYERS];
    ui_button remove[LADDER_MAX_PLAYERS];
    int n;
    ui_focus focus;
    gfx_rect card;
    char msg[200];
} setup_scene;

static void su_layout(setup_scene *s)
{
    gfx_rect sc = ui_screen_rect();
    float m = sc.w < 900 ? 12 : 32, head = ui_header_h();
    s->back.base.rect = ui_back_rect();
    float cw = fminf(sc.w - 2 * m, 980), fh = 44, gap = 10;
    float colw = (cw - 3 * 24) / 2;
    s->card = (gfx_rect){(sc.w - cw) / 2, head + 8, cw, 56 + ROWS * (fh + gap) + 20};
    for (int i = 0; i < LADDER_MAX_PLAYERS; i++) {
        float x = s->card.x + 24 + (float)(i / ROWS) * (colw + 24);
        float y = s->card.y + 56 + (float)(i % ROWS) * (fh + gap);
        s->field[i].base.rect = (gfx_rect){x + 36, y, colw - 36 - fh - 8, fh};
        s->remove[i].base.rect = (gfx_rect){x + colw - fh, y, fh, fh};
    }
    float bw = 280, by = sc.h - m * 0.75f - UI_BUTTON_H;
    s->add.base.rect = (gfx_rect){sc.w / 2 - bw - UI_GAP / 2, by, bw, UI_BUTTON_H};
    s->go.base.rect = (gfx_rect){sc.w / 2 + UI_GAP / 2, by, bw, UI_BUTTON_H};
}

static void su_refocus(setup_scene *s)
{
    ui_focus_init(&s->focus);
    ui_focus_add(&s->focus, &s->back.base);
    for (int i = 0; i < LADDER_MAX_PLAYERS; i++) {
        s->field[i].base.hidden = s->remove[i].base.hidden = i >= s->n;
        ui_focus_add(&s->focus, &s->field[i].base);
        ui_focus_add(&s->focus, &s->remove[i].base);
    }
    s->add.base.hidden = s->n >= LADDER_MAX_PLAYERS;
    ui_focus_add(&s->focus, &s->add.base);
    ui_focus_add(&s->focus, &s->go.base);
}

static void su_enter(scene *sc)
{
    setup_scene *s = (setup_scene *)sc;
    ui_back_init(&s->back);
    ui_button_init(&s->add, s->add.base.rect, _("Add a player"), UI_BUTTON_SECONDARY);
    ui_button_init(&s->go, s->go.base.rect, _("Start the evening"), UI_BUTTON_PRIMARY);
    s->go.base.tooltip = _("The standings start from zero; every finished game with these "
                           "players adds its placings.");
    for (int i = 0; i < LADDER_MAX_PLAYERS; i++) {
        char keep[UI_TEXT_CAP];
        snprintf(keep, sizeof keep, "%s", s->field[i].text);
        ui_textfield_init(&s->field[i], s->field[i].base.rect, _("Player's name"), NAME_CHARS);
        ui_textfield_set(&s->field[i], keep);
        ui_button_init(&s->remove[i], s->remove[i].base.rect, "×", UI_BUTTON_SECONDARY);
        s->remove[i].base.tooltip = _("Remove this player");
    }
    su_refocus(s);
    su_layout(s);
}

static void remove_at(setup_scene *s, int i)
{
    for (int j = i; j < s->n - 1; j++) ui_textfield_set(&s->field[j], s->field[j + 1].text);
    ui_textfield_set(&s->field[s->n - 1], "");
    if (s->n > 1) s->n--;
    su_refocus(s);
}

static void go(void *user)
{
    setup_scene *s = user;
    const char *names[LADDER_MAX_PLAYERS];
    for (int i = 0; i < s->n; i++) names[i] = s->field[i].text;
    if (!club_ladder_start(names, s->n)) {
        ui_toast(_("The ladder file could not be written."), UI_TOAST_BAD);
        return;
    }
    scene_pop_to("ladder");
}

static bool su_event(scene *sc, const in_event *ev)
{
    setup_scene *s = (setup_scene *)sc;
    su_layout(s);
    if (ui_button_event(&s->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    for (int i = 0; i < s->n; i++) {
        if (ui_button_event(&s->remove[i], ev) == UI_ACTIVATED) {
            remove_at(s, i);
            return true;
        }
        ui_result r = ui_textfield_event(&s->field[i], ev);
        if (r == UI_ACTIVATED && i + 1 < s->n) ui_focus_set(&s->focus, &s->field[i + 1].base);
        if (r != UI_NONE) {
            if (ev->kind == IN_PRESS) ui_focus_set(&s->focus, &s->field[i].base);
            return true;
        }
    }
    if (ui_button_event(&s->add, ev) == UI_ACTIVATED && s->n < LADDER_MAX_PLAYERS) {
        s->n++;
        su_refocus(s);
        ui_focus_set(&s->focus, &s->field[s->n - 1].base);
        return true;
    }
    if (ui_button_event(&s->go, ev) == UI_ACTIVATED) {
        int named = 0;
        for (int i = 0; i < s->n; i++) named += s->field[i].text[0] != 0;
        if (!named) {
            ui_toast(_("Type at least one player's name."), UI_TOAST_BAD);
            return true;
        }
        const ladder *l = club_ladder();
        if (l->active && l->ngames > 0 && !club_ladder_broken())
            scene_push(scene_dialog_new(N_("Start a new evening?"),
                                        N_("The current standings will be cleared. Export them "
                                           "first if you want to keep them."),
                                        N_("Start the evening"), N_("Cancel"), go, s));
        else
            go(s);
        return true;
    }
    return ui_focus_event(&s->focus, ev) != UI_NONE;
}

static void su_draw(scene *sc, float alpha)
{
    (void)alpha;
    setup_scene *s = (setup_scene *)sc;
    su_layout(s);
    scenes_draw_backdrop(sc);
    scenes_draw_begin(sc, false);
    ui_draw_header_title(_("Tonight's players"));
    ui_button_draw(&s->back);
    ui_draw_panel(s->card);
    gfx_text(_("One name per player: no account, nothing leaves this computer."), s->card.x + 24,
             s->card.y + 28, UI_FONT_BODY, GFX_MIDDLE, UI_COL_INK_SOFT);
    char num[16];
    for (int i = 0; i < s->n; i++) {
        gfx_rect f = s->field[i].base.rect;
        snprintf(num, sizeof num, "%d", i + 1);
        gfx_text_styled(num, f.x - 18, f.y + f.h / 2, UI_FONT_LABEL, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_INK_SOFT);
        ui_textfield_draw(&s->field[i]);
        ui_button_draw(&s->remove[i]);
    }
    ui_button_draw(&s->add);
    ui_button_draw(&s->go);
    scenes_draw_end();
}

static void su_destroy(scene *sc)
{
    setup_scene *s = (setup_scene *)sc;
    for (int i = 0; i < LADDER_MAX_PLAYERS; i++) ui_textfield_focus(&s->field[i], false);
    free(sc);
}

static bool su_find(scene *sc, const char *id, gfx_rect *out)
{
    setup_scene *s = (setup_scene *)sc;
    su_layout(s);
    int i = -1;
    if (strcmp(id, "back") == 0)
        *out = s->back.base.rect;
    else if (strcmp(id, "add") == 0)
        *out = s->add.base.rect;
    else if (strcmp(id, "start") == 0)
        *out = s->go.base.rect;
    else if (sscanf(id, "name:%d", &i) == 1 && i >= 0 && i < s->n)
        *out = s->field[i].base.rect;
    else
        return false;
    return true;
}

static const scene_vt setup_vt = {
    .name = "ladder-setup",
    .opaque = true,
    .enter = su_enter,
    .event = su_event,
    .draw = su_draw,
    .destroy = su_destroy,
};

scene *ladder_setup_new(void)
{
    setup_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.vt = &setup_vt;
    s->find = su_find;
    s->focus.current = -1;
    const ladder *l = club_ladder();
    s->n = l->active && l->nplayers > 0 ? l->nplayers : 4;
    for (int i = 0; i < s->n && l->active; i++)
        snprintf(s->field[i].text, sizeof s->field[i].text, "%s", l->names[i]);
    return &s->base;
}
