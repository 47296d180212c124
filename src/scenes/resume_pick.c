/* resume_pick.c: which game in progress to resume, when several are (the menu's Resume): one
 * button per game, newest first, with its progress ("My City: 12 moves, 14:32"), on a card over
 * the dimmed menu, and Back at the top left as on every screen. */
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct pick_scene {
    scene base;
    scenes_find_fn find;
    scene_saved_game saved[SCENE_MAX_SAVED];
    char labels[SCENE_MAX_SAVED][192];
    int n;
    ui_button b[SCENE_MAX_SAVED], back;
    ui_focus focus;
    gfx_rect card;
} pick_scene;

static void pick_layout(pick_scene *p)
{
    float W = gfx_width() > 0 ? gfx_width() : 1280, H = gfx_height() > 0 ? gfx_height() : 720;
    float bh = H < 500 ? 36 : UI_BUTTON_H, gap = H < 500 ? 6 : 12, head = H < 500 ? 46 : 80;
    int rows = p->n > 0 ? p->n : 1;
    float cw = fminf(560, W - 32), top = ui_header_h();
    float ch = fminf(head + (float)rows * bh + (float)(rows - 1) * gap + 24, H - top - 8);
    /* centred, but never under Back (top left, where it is on every screen) */
    p->card = ui_rect_centered(W / 2, fmaxf(H / 2, top + ch / 2), cw, ch);
    for (int i = 0; i < p->n; i++)
        p->b[i].base.rect =
            (gfx_rect){p->card.x + 24, p->card.y + head + (bh + gap) * (float)i, cw - 48, bh};
    p->back.base.rect = ui_back_rect();
}

static void pick_enter(scene *s)
{
    pick_scene *p = (pick_scene *)s;
    const scene_hooks *h = scenes_hooks();
    p->n = h->saved_games ? h->saved_games(p->saved, SCENE_MAX_SAVED) : 0;
    int cur = p->focus.current;
    ui_focus_init(&p->focus);
    for (int i = 0; i < p->n; i++) {
        if (p->saved[i].fact[0])
            snprintf(p->labels[i], sizeof p->labels[i], _("%s — %s"), p->saved[i].name,
                     p->saved[i].fact);
        else
            snprintf(p->labels[i], sizeof p->labels[i], "%s", p->saved[i].name);
        ui_button_init(&p->b[i], p->b[i].base.rect, p->labels[i],
                       i == 0 ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
        ui_focus_add(&p->focus, &p->b[i].base);
    }
    ui_back_init(&p->back);
    ui_focus_add(&p->focus, &p->back.base);
    ui_focus_set(&p->focus, p->focus.items[cur >= 0 && cur < p->focus.count ? cur : 0]);
    pick_layout(p);
}

static bool pick_event(scene *s, const in_event *ev)
{
    pick_scene *p = (pick_scene *)s;
    pick_layout(p);
    for (int i = 0; i < p->n; i++)
        if (ui_button_event(&p->b[i], ev) == UI_ACTIVATED) {
            char id[SETUP_ID_LEN];
            snprintf(id, sizeof id, "%s", p->saved[i].game_id);
            void (*resume_game)(const char *) = scenes_hooks()->resume_game;
            scene_pop(); /* p may be freed here */
            if (resume_game) resume_game(id);
            return true;
        }
    if (ui_button_event(&p->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    ui_focus_event(&p->focus, ev);
    return true; /* modal over the menu */
}

static void pick_draw(scene *s, float alpha)
{
    (void)alpha;
    pick_scene *p = (pick_scene *)s;
    pick_layout(p);
    scenes_draw_dim(s);
    scenes_draw_begin(s, true);
    ui_draw_panel(p->card);
    float head = p->n ? p->b[0].base.rect.y - p->card.y : p->card.h;
    gfx_text_styled(_("Which game do you resume?"), p->card.x + p->card.w / 2, p->card.y + head / 2,
                    gfx_height() < 500 ? 20 : UI_FONT_TITLE * 0.7f, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    for (int i = 0; i < p->n; i++) ui_button_draw(&p->b[i]);
    ui_button_draw(&p->back);
    scenes_draw_end();
}

static void pick_destroy(scene *s)
{
    free(s);
}

/* "back", or "game:<id>" */
static bool pick_find(scene *s, const char *id, gfx_rect *out)
{
    pick_scene *p = (pick_scene *)s;
    if (strcmp(id, "back") == 0) {
        *out = p->back.base.rect;
        return true;
    }
    for (int i = 0; i < p->n; i++)
        if (strncmp(id, "game:", 5) == 0 && strcmp(p->saved[i].game_id, id + 5) == 0) {
            *out = p->b[i].base.rect;
            return true;
        }
    return false;
}

static const scene_vt pick_vt = {
    .name = "resume-pick",
    .opaque = false,
    .enter = pick_enter,
    .event = pick_event,
    .draw = pick_draw,
    .destroy = pick_destroy,
};

scene *scene_resume_pick_new(void)
{
    pick_scene *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.vt = &pick_vt;
    p->find = pick_find;
    p->focus.current = -1;
    return &p->base;
}
