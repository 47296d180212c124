/* gallery.c: the widget gallery (`citybox --gallery`): every ui widget on one screen, live, so
 * designers and testers can see and try them with any device. Also a template for scenes. */
#include "scenes/gallery.h"
#include "scenes/scenes.h"
#include "core/i18n.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CITY_COUNT = 12, PIECES = 3, CELLS = 9 };
static const double TIMER_SECONDS = 20.0;

typedef struct gallery_scene {
    scene base;
    scenes_find_fn find; /* scenes_widget_rect: "back" */
    gfx_rect panel_controls, panel_lists, panel_table, board, tray, help;
    ui_focus focus;
    ui_button back, play, rules, disabled, open_dialog, toast, roll;
    ui_toggle sound;
    ui_slider volume;
    ui_stepper players, bots;
    ui_textfield name;
    ui_list cities;
    ui_dialog dialog;
    ui_drag drag;
    ui_sandtimer timer;
    ui_dice d6, d8;
    double clock;
    uint32_t rng;
    char msg[160];
} gallery_scene;

static const char *const city_names[CITY_COUNT] = {
    "Amsterdam", "Barcelona", "Cape Town", "Dakar",  "Edinburgh", "Florence",
    "Göteborg",  "Helsinki",  "Istanbul",  "Jaipur", "Kyoto",     "Lisbon"};
static const char *const bot_levels[] = {N_("Easy"), N_("Normal"), N_("Hard")};

/* ---- the drag-and-drop demo: three houses on a 3x3 block -------------------------------- */

static bool can_drop(void *user, int seat, int piece, int target, int rotation, char *why, size_t n)
{
    gallery_scene *g = user;
    (void)seat;
    if (target == 4) {
        snprintf(why, n, "%s", _("The fountain stays in the middle."));
        return false;
    }
    for (int i = 0; i < g->drag.npieces; i++)
        if (i != piece && g->drag.pieces[i].target == target) {
            snprintf(why, n, "%s", _("This plot is taken."));
            return false;
        }
    bool corner = target == 0 || target == 2 || target == 6 || target == 8;
    if (corner && rotation != 0) {
        snprintf(why, n, "%s", _("On a corner the door must face the street (turn it up)."));
        return false;
    }
    return true;
}

static void rotated_poly(const float *local, int n, float cx, float cy, float s, float angle,
                         gfx_color c)
{
    float xy[16], cs = cosf(angle), sn = sinf(angle);
    for (int i = 0; i < n && i < 8; i++) {
        float x = local[2 * i] * s, y = local[2 * i + 1] * s;
        xy[2 * i] = cx + x * cs - y * sn;
        xy[2 * i + 1] = cy + x * sn + y * cs;
    }
    gfx_polygon(xy, n, c);
}

/* A house tile: the roof points the way the piece faces, so turns read at a glance. */
static void draw_house(void *user, int piece, float cx, float cy, float angle, float lift)
{
    gallery_scene *g = user;
    const ui_drag_piece *p = &g->drag.pieces[piece];
    float s = p->w * (1.0f + 0.06f * lift);
    gfx_color dark = {(uint8_t)(p->color.r * 0.62f), (uint8_t)(p->color.g * 0.62f),
                      (uint8_t)(p->color.b * 0.62f), 255};
    gfx_rect t = {cx - s / 2, cy - s / 2, s, s};
    gfx_rrect_rotated((gfx_rect){t.x, t.y + 4, t.w, t.h}, s * 0.16f, angle, dark);
    gfx_rrect_rotated(t, s * 0.16f, angle, p->color);
    static const float body[8] = {-0.22f, -0.04f, 0.22f, -0.04f, 0.22f, 0.30f, -0.22f, 0.30f};
    static const float roof[6] = {-0.32f, -0.02f, 0.0f, -0.33f, 0.32f, -0.02f};
    static const float door[8] = {-0.07f, 0.12f, 0.07f, 0.12f, 0.07f, 0.30f, -0.07f, 0.30f};
    rotated_poly(body, 4, cx, cy, s, angle, UI_COL_PANEL);
    rotated_poly(roof, 3, cx, cy, s, angle, GFX_HEX(0xBC4B51));
    rotated_poly(door, 4, cx, cy, s, angle, GFX_HEX(0x1F2A44));
}

/* ---- layout ----------------------------------------------------------------------------- */

static void layout(gallery_scene *g)
{
    gfx_rect s = ui_screen_rect();
    float m = 24, top = fmaxf(92, ui_header_h() + 12), h = s.h - top - m;
    g->back.base.rect = ui_back_rect();
    float w1 = 380, w2 = 300, w3 = s.w - 2 * m - w1 - w2 - 2 * UI_GAP;
    if (w3 < 420) w3 = 420;
    g->panel_controls = (gfx_rect){m, top, w1, h};
    g->panel_lists = (gfx_rect){m + w1 + UI_GAP, top, w2, h};
    g->panel_table = (gfx_rect){m + w1 + w2 + 2 * UI_GAP, top, w3, h};

    /* Controls: a column of widgets. */
    gfx_rect c = ui_rect_inset(g->panel_controls, 20);
    ui_rect_cut_top(&c, 40); /* heading */
    gfx_rect row = ui_rect_cut_top(&c, UI_BUTTON_H);
    float bw = (row.w - UI_GAP) / 2;
    g->play.base.rect = ui_rect_cut_left(&row, bw);
    g->rules.base.rect = ui_rect_cut_right(&row, bw);
    ui_rect_cut_top(&c, 18);
    g->disabled.base.rect = ui_rect_cut_top(&c, 44);
    ui_rect_cut_top(&c, 14);
    g->sound.base.rect = ui_rect_cut_top(&c, 44);
    ui_rect_cut_top(&c, 8);
    g->volume.base.rect = ui_rect_cut_top(&c, 60);
    ui_rect_cut_top(&c, 8);
    g->players.base.rect = ui_rect_cut_top(&c, 50);
    ui_rect_cut_top(&c, 8);
    g->bots.base.rect = ui_rect_cut_top(&c, 50);
    ui_rect_cut_top(&c, 34);
    g->name.base.rect = ui_rect_cut_top(&c, 48);

    /* Lists and messages. */
    gfx_rect l = ui_rect_inset(g->panel_lists, 20);
    ui_rect_cut_top(&l, 40);
    gfx_rect seats = ui_rect_cut_bottom(&l, 62);
    (void)seats;
    g->toast.base.rect = ui_rect_cut_bottom(&l, 46);
    ui_rect_cut_bottom(&l, 12);
    g->open_dialog.base.rect = ui_rect_cut_bottom(&l, 46);
    ui_rect_cut_bottom(&l, 18);
    g->cities.base.rect = l;

    /* The table: board and tray on top, the help line, then dice and the sand timer. */
    gfx_rect t = ui_rect_inset(g->panel_table, 20);
    ui_rect_cut_top(&t, 44);
    float cell = 86, gap = 8, bsz = 3 * cell + 2 * gap, tray_w = 80;
    gfx_rect row_a = ui_rect_cut_top(&t, bsz + 12);
    g->help = ui_rect_cut_top(&t, 52);
    gfx_rect row_b = t;
    float left = row_a.x + (row_a.w - (bsz + 24 + tray_w)) / 2;
    g->board = (gfx_rect){left, row_a.y + 6, bsz, bsz};
    g->tray = (gfx_rect){left + bsz + 24, row_a.y + 2, tray_w, bsz + 8};
    for (int i = 0; i < CELLS && i < g->drag.ntargets; i++)
        g->drag.targets[i].r = (gfx_rect){g->board.x + (float)(i % 3) * (cell + gap),
                                          g->board.y + (float)(i / 3) * (cell + gap), cell, cell};
    for (int i = 0; i < g->drag.npieces; i++) {
        ui_drag_piece *p = &g->drag.pieces[i];
        if (p->target >= 0) {
            const gfx_rect *r = &g->drag.targets[p->target].r;
            p->home_x = r->x + r->w / 2;
            p->home_y = r->y + r->h / 2;
        } else {
            p->home_x = g->tray.x + g->tray.w / 2;
            p->home_y = g->board.y + cell / 2 + (float)i * (cell + gap);
        }
    }
    float tw = 110, dy = row_b.y + row_b.h / 2;
    g->timer.rect = (gfx_rect){row_b.x + row_b.w - tw - 6, row_b.y, tw, row_b.h};
    g->d6.rect = (gfx_rect){row_b.x + 6, dy - 42, 84, 84};
    g->d8.rect = (gfx_rect){row_b.x + 100, dy - 42, 84, 84};
    g->roll.base.rect = (gfx_rect){row_b.x + 200, dy - UI_BUTTON_H / 2, 144, UI_BUTTON_H};
}

static void snap_pieces(gallery_scene *g)
{
    for (int i = 0; i < g->drag.npieces; i++) {
        g->drag.pieces[i].x = g->drag.pieces[i].home_x;
        g->drag.pieces[i].y = g->drag.pieces[i].home_y;
    }
}

/* ---- scene ------------------------------------------------------------------------------ */

static void gallery_enter(scene *s)
{
    gallery_scene *g = (gallery_scene *)s;
    /* enter() also runs on a language change: keep values, renew labels. */
    bool first = g->play.label == NULL;
    gfx_rect z = {0, 0, 10, 10};
    if (first) {
        ui_button_init(&g->play, z, NULL, UI_BUTTON_PRIMARY);
        ui_button_init(&g->rules, z, NULL, UI_BUTTON_SECONDARY);
        ui_button_init(&g->disabled, z, NULL, UI_BUTTON_SECONDARY);
        ui_button_init(&g->open_dialog, z, NULL, UI_BUTTON_SECONDARY);
        ui_button_init(&g->toast, z, NULL, UI_BUTTON_SECONDARY);
        ui_button_init(&g->roll, z, NULL, UI_BUTTON_PRIMARY);
        ui_toggle_init(&g->sound, z, NULL, true);
        ui_slider_init(&g->volume, z, NULL, 0, 100, 5, 70);
        ui_stepper_init(&g->players, z, NULL, NULL, 5, 2);
        g->players.num_min = 2;
        ui_stepper_init(&g->bots, z, NULL, bot_levels, 3, 1);
        g->bots.wrap = true;
        ui_textfield_init(&g->name, z, NULL, 16);
        ui_textfield_set(&g->name, "Chloé");
        ui_list_init(&g->cities, z, city_names, CITY_COUNT);
        g->cities.selected = 2;
        ui_drag_init(&g->drag, can_drop, draw_house, g);
        for (int i = 0; i < CELLS; i++) ui_drag_add_target(&g->drag, z, false);
        static const int looks[PIECES] = {0, 2, 4};
        for (int i = 0; i < PIECES; i++)
            ui_drag_add_piece(&g->drag, 0, 0, 64, 64, ui_palette_color(looks[i]));
        g->drag.pieces[1].rotation = 1; /* one starts turned: it must be turned to fit a corner */
        ui_sandtimer_init(&g->timer, z, TIMER_SECONDS);
        ui_dice_init(&g->d6, z, 6, 5);
        ui_dice_init(&g->d8, z, 8, 7);
        g->rng = 20261121u;

        ui_focus_init(&g->focus);
        ui_base *order[] = {&g->back.base,     &g->play.base,        &g->rules.base,
                            &g->disabled.base, &g->sound.base,       &g->volume.base,
                            &g->players.base,  &g->bots.base,        &g->name.base,
                            &g->cities.base,   &g->open_dialog.base, &g->toast.base,
                            &g->roll.base};
        for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
            ui_focus_add(&g->focus, order[i]);
    }
    ui_back_init(&g->back);
    g->play.label = _("Play");
    g->play.icon = "data/art/ui/play.svg";
    g->play.shortcut = SDLK_p;
    g->play.base.tooltip = _("Starts a game. Shortcut: P");
    g->rules.label = _("Rules");
    g->rules.icon = "data/art/ui/help.svg";
    g->rules.base.tooltip = _("Hover, or hold a finger on a control, to see its tip.");
    g->disabled.label = _("Not yet");
    g->disabled.icon = "data/art/ui/lock.svg";
    ui_set_disabled(&g->disabled.base, true,
                    _("Disabled: it says why when pointed at, and the keyboard skips it."));
    g->open_dialog.label = _("Open a dialog");
    g->open_dialog.icon = "data/art/ui/info.svg";
    g->toast.label = _("Show a toast");
    g->roll.label = _("Roll");
    g->roll.icon = "data/art/ui/dice.svg";
    g->roll.shortcut = SDLK_d;
    g->roll.base.tooltip = _("Rolls both dice. Shortcut: D");
    g->sound.label = _("Sound effects");
    g->volume.label = _("Music volume");
    g->volume.fmt = "%.0f%%";
    g->volume.base.tooltip = _("Drag, or focus it and use Left and Right.");
    g->players.label = _("Players");
    g->bots.label = _("Bots");
    g->name.label = _("Your name");
    g->name.placeholder = _("Type a name");
    layout(g);
    if (first) snap_pieces(g);
}

static void open_dialog(gallery_scene *g)
{
    static const char *labels[2];
    labels[0] = _("Play again");
    labels[1] = _("Not now");
    ui_dialog_open(&g->dialog, _("Round over"),
                   _("Chloé wins with 42 points. Dialogs are modal: Escape, B or a tap outside "
                     "closes them."),
                   labels, 2);
}

static void roll(gallery_scene *g)
{
    /* The game owns randomness; here a tiny LCG stands in for the game's RNG. */
    g->rng = g->rng * 1664525u + 1013904223u;
    ui_dice_roll(&g->d6, 1 + (int)((g->rng >> 16) % 6));
    g->rng = g->rng * 1664525u + 1013904223u;
    ui_dice_roll(&g->d8, 1 + (int)((g->rng >> 16) % 8));
}

static bool gallery_event(scene *s, const in_event *ev)
{
    gallery_scene *g = (gallery_scene *)s;
    layout(g);
    ui_result r = ui_dialog_event(&g->dialog, ev);
    if (r == UI_ACTIVATED || r == UI_CANCELLED) {
        const char *what =
            r == UI_ACTIVATED && g->dialog.choice == 0 ? _("Play again") : _("Not now");
        snprintf(g->msg, sizeof g->msg, _("You chose: %s"), what);
        ui_toast(g->msg, UI_TOAST_INFO);
        return true;
    }
    if (r != UI_NONE) return true;
    if (ui_button_event(&g->back, ev) == UI_ACTIVATED) {
        scene_pop();
        return true;
    }

    r = ui_drag_event(&g->drag, ev);
    if (r == UI_DROPPED) {
        snprintf(g->msg, sizeof g->msg, _("House placed on plot %d"), g->drag.last.target + 1);
        ui_toast(g->msg, UI_TOAST_GOOD);
    }
    if (r != UI_NONE) return true;

    if (ui_button_event(&g->play, ev) == UI_ACTIVATED) {
        ui_toast(_("Let's play!"), UI_TOAST_GOOD);
        return true;
    }
    if (ui_button_event(&g->rules, ev) == UI_ACTIVATED) {
        ui_toast(_("The rules open here in the real menu."), UI_TOAST_INFO);
        return true;
    }
    if (ui_button_event(&g->disabled, ev) != UI_NONE) return true;
    if (ui_button_event(&g->open_dialog, ev) == UI_ACTIVATED) {
        open_dialog(g);
        return true;
    }
    if (ui_button_event(&g->toast, ev) == UI_ACTIVATED) {
        ui_toast(_("Toasts fade away on their own."), UI_TOAST_INFO);
        return true;
    }
    if (ui_button_event(&g->roll, ev) == UI_ACTIVATED) {
        roll(g);
        return true;
    }
    ui_result rs[] = {ui_toggle_event(&g->sound, ev),    ui_slider_event(&g->volume, ev),
                      ui_stepper_event(&g->players, ev), ui_stepper_event(&g->bots, ev),
                      ui_textfield_event(&g->name, ev),  ui_list_event(&g->cities, ev)};
    bool used = false;
    for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++) used |= rs[i] != UI_NONE;
    if (rs[5] == UI_ACTIVATED) {
        snprintf(g->msg, sizeof g->msg, _("Off to %s!"), city_names[g->cities.selected]);
        ui_toast(g->msg, UI_TOAST_GOOD);
    }
    if (used) return true;
    if (ui_focus_event(&g->focus, ev) != UI_NONE) return true;
    if (ev->kind == IN_NAV && ev->key == IN_NAV_BACK) {
        scene_pop();
        return true;
    }
    return false;
}

static void gallery_tick(scene *s, double dt)
{
    gallery_scene *g = (gallery_scene *)s;
    g->clock += dt;
    ui_drag_tick(&g->drag, dt);
    ui_dice_tick(&g->d6, dt);
    ui_dice_tick(&g->d8, dt);
    double left = TIMER_SECONDS - fmod(g->clock, TIMER_SECONDS);
    ui_sandtimer_set(&g->timer, left, TIMER_SECONDS);
}

static void heading(gfx_rect panel, const char *text, bool dark)
{
    gfx_text_styled(text, panel.x + 20, panel.y + 20, UI_FONT_HEAD * 0.8f, GFX_LEFT | GFX_TOP,
                    GFX_BOLD, dark ? UI_COL_TEXT : UI_COL_INK);
}

static void gallery_draw(scene *s, float alpha)
{
    (void)alpha;
    gallery_scene *g = (gallery_scene *)s;
    layout(g);
    ui_draw_background();
    gfx_rect scr = ui_screen_rect();
    gfx_rect back = g->back.base.rect;
    float tx = back.x + back.w + 20, hy = back.y + back.h / 2;
    float tw = gfx_text_styled(_("Widget gallery"), tx, hy, UI_FONT_TITLE, GFX_LEFT | GFX_MIDDLE,
                               GFX_BOLD, UI_COL_TEXT);
    float sx = tx + tw + 40;
    gfx_text_box(_("Every CityBox control in one place: try the mouse, touch, keys or a gamepad."),
                 (gfx_rect){sx, hy - 26, scr.w - 24 - sx, 52}, UI_FONT_BODY, GFX_RIGHT | GFX_MIDDLE,
                 UI_COL_TEXT_SOFT);
    ui_button_draw(&g->back);

    ui_draw_panel(g->panel_controls);
    heading(g->panel_controls, _("Controls"), false);
    ui_button_draw(&g->play);
    ui_button_draw(&g->rules);
    ui_button_draw(&g->disabled);
    ui_toggle_draw(&g->sound);
    ui_slider_draw(&g->volume);
    ui_stepper_draw(&g->players);
    ui_stepper_draw(&g->bots);
    ui_textfield_draw(&g->name);
    gfx_rect hint = ui_rect_inset(g->panel_controls, 20);
    hint = ui_rect_cut_bottom(&hint, 44);
    gfx_text_box(_("Tab and the arrows move the focus, Enter or A activates, Escape or B goes "
                   "back."),
                 hint, UI_FONT_SMALL, GFX_LEFT | GFX_BOTTOM, UI_COL_INK_SOFT);

    ui_draw_panel(g->panel_lists);
    heading(g->panel_lists, _("Lists and messages"), false);
    ui_list_draw(&g->cities);
    ui_button_draw(&g->open_dialog);
    ui_button_draw(&g->toast);
    gfx_rect p = ui_rect_inset(g->panel_lists, 20);
    float sy = p.y + p.h - 28, step = p.w / 6;
    for (int i = 0; i < IN_MAX_SEATS; i++)
        ui_draw_seat_badge(i, p.x + step * ((float)i + 0.5f), sy, 20);

    ui_draw_panel_dark(g->panel_table);
    heading(g->panel_table, _("On the table"), true);
    gfx_rect b = ui_rect_inset(g->board, -10);
    gfx_rrect((gfx_rect){b.x, b.y + 5, b.w, b.h}, UI_RADIUS_M, GFX_HEX(0x2F4A2A));
    gfx_rrect(b, UI_RADIUS_M, GFX_HEX(0x6A994E));
    ui_drag_draw_targets(&g->drag);
    /* The fountain on the middle plot (the illegal target of the demo). */
    gfx_rect mid = g->drag.targets[4].r;
    float fx = mid.x + mid.w / 2, fy = mid.y + mid.h / 2;
    gfx_circle(fx, fy, mid.w * 0.36f, GFX_HEX(0xC9BBA4));
    gfx_circle(fx, fy, mid.w * 0.28f, GFX_HEX(0x8ECAE6));
    gfx_circle(fx, fy, mid.w * 0.08f, UI_COL_WHITE);
    gfx_text_box(_("Drag a house onto a plot. Turn it with a right click, R, the wheel, Q/E "
                   "or a two-finger twist."),
                 g->help, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    gfx_rrect(g->tray, UI_RADIUS_M, GFX_RGBA(255, 255, 255, 18));
    gfx_rrect_outline(g->tray, UI_RADIUS_M, 1.5f, GFX_RGBA(255, 255, 255, 40));
    ui_sandtimer_draw(&g->timer);
    ui_dice_draw(&g->d6);
    ui_dice_draw(&g->d8);
    ui_button_draw(&g->roll);
    ui_drag_draw_pieces(&g->drag);
    ui_dialog_draw(&g->dialog);
}

static bool gallery_busy(scene *s)
{
    (void)s;
    return true; /* the sand timer always runs */
}

static void gallery_leave(scene *s)
{
    gallery_scene *g = (gallery_scene *)s;
    ui_textfield_focus(&g->name, false);
}

static void gallery_destroy(scene *s)
{
    free(s);
}

static bool gallery_find(scene *s, const char *id, gfx_rect *out)
{
    gallery_scene *g = (gallery_scene *)s;
    layout(g);
    if (strcmp(id, "back") != 0) return false;
    *out = g->back.base.rect;
    return true;
}

static const scene_vt gallery_vt = {
    .name = "gallery",
    .opaque = true,
    .enter = gallery_enter,
    .leave = gallery_leave,
    .event = gallery_event,
    .tick = gallery_tick,
    .draw = gallery_draw,
    .busy = gallery_busy,
    .destroy = gallery_destroy,
};

scene *scene_gallery_new(void)
{
    gallery_scene *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->base.vt = &gallery_vt;
    g->find = gallery_find;
    return &g->base;
}
