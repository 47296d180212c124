/* setup_view.c: the setup screen's layout and drawing: Back in the shared header with the
 * game's art, name and tagline, the Players panel (one row per seat), the Options panel in as
 * many columns as fit, and Rules and Start at the bottom; the name field's selection. */
#include "core/i18n.h"
#include "scenes/setup_internal.h"
#include <SDL_keycode.h>
#include <math.h>
#include <stdio.h>

static const gfx_color seat_cols[UI_SEAT_COLORS] = {UI_SEAT_COL_0, UI_SEAT_COL_1, UI_SEAT_COL_2,
                                                    UI_SEAT_COL_3, UI_SEAT_COL_4, UI_SEAT_COL_5};

/* ---- layout --------------------------------------------------------------------------------- */

void setup_layout(setup_scene *s)
{
    float W = gfx_width() > 0 ? gfx_width() : 1280, H = gfx_height() > 0 ? gfx_height() : 720;
    bool small = H < 520;
    float m = W < 900 ? 12 : 28, gap = small ? 8 : 10, rowh = small ? 40 : UI_ROW_H;
    float bh = small ? 40 : UI_BUTTON_H, pad = 18, phead = small ? 34 : 44;
    s->head_h = small ? 56 : 86;

    /* Back in the header (as on every screen); Rules and Start in the bottom bar */
    s->back.base.rect = ui_back_rect();
    float by = H - m * 0.6f - bh - 4;
    float bw = fminf(200, (W - 2 * m - 2 * UI_GAP) / 3);
    s->rules.base.rect = (gfx_rect){m, by, bw, bh};
    s->learn.base.rect = (gfx_rect){m + bw + UI_GAP, by, bw, bh};
    s->start.base.rect = (gfx_rect){W - m - bw, by, bw, bh};

    s->view = (gfx_rect){0, s->head_h, W, by - 14 - s->head_h};
    /* seats on top, the options under them in as many columns as fit */
    float cw = fminf(W - 2 * m, 1180);
    float x0 = (W - cw) / 2, sw = cw;
    int ocols = (int)((cw - 2 * pad + UI_GAP) / (400 + UI_GAP));
    if (ocols < 1) ocols = 1;
    ui_base *items[GAME_MAX_OPTIONS + 1 + GAME_MAX_PLAYERS];
    int fixed, shown = setup_grid_items(s, items, &fixed);
    s->grid_items = shown;
    if (ocols > shown) ocols = shown > 0 ? shown : 1;
    /* the items there with the handicaps off fill their columns as ever; the seats' handicap
     * steppers go in rows under them, so turning the switch on moves nothing already shown */
    int frows = (fixed + ocols - 1) / ocols, orows = frows + (shown - fixed + ocols - 1) / ocols;
    float shead = phead + 10; /* the Add button sits in the Players header */
    float seats_h = shead + (float)s->nseats * (rowh + gap) + pad * 0.6f;
    s->seats_panel = (gfx_rect){x0, 8, sw, seats_h};
    float orow = small ? rowh : rowh - 4, ogap = small ? gap : 6;
    float opts_h = phead + fmaxf(1, (float)orows) * (orow + ogap) + pad * 0.6f;
    s->opts_panel = (gfx_rect){x0, 8 + seats_h + UI_GAP, sw, opts_h};
    float content_h = seats_h + UI_GAP + opts_h + 16;
    scenes_scroll_set_max(&s->scroll, content_h, s->view.h);
    float oy = s->view.y - s->scroll.y; /* content -> screen */
    s->seats_panel.y += oy;
    s->opts_panel.y += oy;

    /* one row per seat: badge | name | kind | device | remove */
    float inner = sw - 2 * pad, g = 8;
    float kind_w = fminf(240, inner * 0.27f), dev_w = fminf(280, inner * 0.30f);
    float name_w = fminf(380, inner - rowh * 2 - kind_w - dev_w - 4 * g);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        seat_row *r = &s->seats[i];
        float y = s->seats_panel.y + shead + (float)i * (rowh + gap), x = s->seats_panel.x + pad;
        bool shown = i < s->nseats;
        r->look.base.hidden = r->name.base.hidden = r->kind.base.hidden = !shown;
        r->remove.base.hidden = !shown;
        r->device.base.hidden = !shown || r->kind.index != KIND_HUMAN;
        r->look.base.rect = (gfx_rect){x, y, rowh, rowh};
        x += rowh + g;
        r->name.base.rect = (gfx_rect){x, y, name_w, rowh};
        x += name_w + g;
        r->kind.base.rect = (gfx_rect){x, y, kind_w, rowh};
        x += kind_w + g;
        r->device.base.rect = (gfx_rect){x, y, dev_w, rowh};
        x += dev_w + g;
        r->remove.base.rect = (gfx_rect){s->seats_panel.x + sw - pad - rowh, y, rowh, rowh};
        ui_set_disabled(&r->remove.base, s->nseats <= s->def->min_players, s->why_fewest);
    }
    float add_w = fminf(220, inner * 0.4f), add_h = small ? 32 : 40;
    s->add.base.rect = (gfx_rect){s->seats_panel.x + sw - pad - add_w,
                                  s->seats_panel.y + (shead - add_h) / 2 + 2, add_w, add_h};
    ui_set_disabled(&s->add.base, s->nseats >= s->def->max_players || s->nseats >= GAME_MAX_PLAYERS,
                    s->why_most);

    float ocw = (s->opts_panel.w - 2 * pad - UI_GAP * 1.5f * (float)(ocols - 1)) / (float)ocols;
    for (int k = 0; k < shown; k++) {
        int c = k / frows, r = k % frows; /* down the first column, then the next */
        if (k >= fixed) c = (k - fixed) % ocols, r = frows + (k - fixed) / ocols; /* row by row */
        items[k]->rect = (gfx_rect){s->opts_panel.x + pad + (ocw + UI_GAP * 1.5f) * (float)c,
                                    s->opts_panel.y + phead + (float)r * (orow + ogap), ocw, orow};
    }
}

/* ---- drawing -------------------------------------------------------------------------------- */

static void draw_panel_head(gfx_rect p, const char *title, const char *hint, float phead)
{
    float size = UI_FONT_HEAD * (phead < 40 ? 0.75f : 0.9f);
    float w = gfx_text_styled(title, p.x + 18, p.y + phead / 2 + 2, size, GFX_LEFT | GFX_MIDDLE,
                              GFX_BOLD, UI_COL_INK);
    if (hint)
        gfx_text(hint, p.x + 18 + w + 14, p.y + phead / 2 + 3, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                 UI_COL_INK_SOFT);
}

static void draw_look(const seat_row *r, bool focused)
{
    gfx_rect b = r->look.base.rect;
    float cx = b.x + b.w / 2, cy = b.y + b.h / 2, rad = b.h / 2 - 1;
    gfx_color c = seat_cols[r->look_id % UI_SEAT_COLORS];
    if (r->look.base.hovered || r->look.base.pressed) rad += 1.5f;
    gfx_circle(cx, cy + 2, rad, UI_COL_SHADOW);
    gfx_circle(cx, cy, rad, c);
    gfx_circle_outline(cx, cy, rad, 2, GFX_RGBA(43, 33, 24, 60));
    ui_draw_seat_symbol(r->look_id % UI_SYM_COUNT, cx, cy, rad * 0.55f, UI_COL_INK);
    if (focused && ui_keyboard_mode()) ui_draw_focus_ring(b, b.h / 2);
}

void setup_draw(scene *sc, float alpha)
{
    (void)alpha;
    setup_scene *s = (setup_scene *)sc;
    setup_layout(s);
    scenes_draw_backdrop(sc);
    scenes_draw_begin(sc, false);
    bool small = s->head_h < 80;

    /* header: game name over its tagline, art at the left, between Back and the mirror of it */
    char art[96], rel[64];
    snprintf(rel, sizeof rel, "games/%s.svg", s->def->id);
    gfx_rect hr = ui_header_title_rect();
    hr.h = s->head_h;
    float ah = s->head_h - 20, aw = ah * 1.33f + 16;
    float tsize = small ? 28 : UI_FONT_TITLE, ssize = small ? 16 : 18, smin = 15;
    /* Never tiny: the art goes first when the tagline does not fit beside it, then the tagline
     * itself (the menu card shows it) and the title sits alone in the middle. */
    if (gfx_text_width(s->subtitle, smin, GFX_REGULAR) > hr.w - aw) aw = 0;
    float room = hr.w - aw;
    while (tsize > 18 && gfx_text_width(s->title, tsize, GFX_BOLD) > room) tsize -= 1;
    while (ssize > smin && gfx_text_width(s->subtitle, ssize, GFX_REGULAR) > room) ssize -= 1;
    bool sub = gfx_text_width(s->subtitle, ssize, GFX_REGULAR) <= room;
    float tw = fminf(room, fmaxf(gfx_text_width(s->title, tsize, GFX_BOLD),
                                 sub ? gfx_text_width(s->subtitle, ssize, GFX_REGULAR) : 0));
    float hx = hr.x + (hr.w - (aw + tw)) / 2;
    float ty = !sub ? 10 + ah * 0.5f : small ? 6 + tsize * 0.5f : 10 + ah * 0.42f;
    if (aw > 0) {
        gfx_rect ar = {hx, 10, aw - 16, ah};
        gfx_rrect(ar, UI_RADIUS_M, GFX_HEX(0x2B4570));
        gfx_svg(scenes_art(art, sizeof art, rel), ar, UI_COL_WHITE);
    }
    gfx_push_clip(hr);
    gfx_text_styled(s->title, hx + aw, ty, tsize, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    if (sub)
        gfx_text(s->subtitle, hx + aw, ty + tsize * 0.55f + (small ? 2 : 4), ssize,
                 GFX_LEFT | GFX_TOP, UI_COL_TEXT_SOFT);
    gfx_pop_clip();

    float phead = small ? 34 : 44;
    gfx_push_clip(s->view);
    ui_draw_panel(s->seats_panel);
    draw_panel_head(s->seats_panel, _("Players"), s->players_hint, phead + 10);
    ui_base *f = ui_focus_current(&s->focus);
    for (int i = 0; i < s->nseats; i++) {
        seat_row *r = &s->seats[i];
        gfx_rect row = r->look.base.rect;
        gfx_rect band = {s->seats_panel.x + 8, row.y - 3, s->seats_panel.w - 16, row.h + 6};
        gfx_rrect(band, UI_RADIUS_M, i % 2 ? GFX_RGBA(0, 0, 0, 0) : GFX_RGBA(43, 33, 24, 12));
        draw_look(r, f == &r->look.base);
        ui_textfield_draw(&r->name);
        if (r->name_all) { /* the whole name selected (setup_name_selection) */
            gfx_rect n = r->name.base.rect;
            float tw =
                fminf(gfx_text_width(r->name.text, UI_FONT_LABEL, GFX_REGULAR) + 6, n.w - 24);
            gfx_rrect((gfx_rect){n.x + 9, n.y + n.h / 2 - UI_FONT_LABEL * 0.65f, tw,
                                 UI_FONT_LABEL * 1.3f},
                      3, GFX_RGBA(80, 140, 230, 90));
        }
        ui_stepper_draw(&r->kind);
        if (!r->device.base.hidden)
            ui_stepper_draw(&r->device);
        else {
            gfx_rect d = r->device.base.rect;
            gfx_text(_("plays by itself"), d.x + d.w / 2, d.y + d.h / 2, UI_FONT_SMALL,
                     GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
        }
        ui_button_draw(&r->remove);
    }
    ui_button_draw(&s->add);

    ui_draw_panel(s->opts_panel);
    draw_panel_head(s->opts_panel, _("Options"), NULL, phead);
    if (s->grid_items == 0) /* setup_layout ran at the top of this draw */
        gfx_text(_("This game has no options."), s->opts_panel.x + 18, s->opts_panel.y + phead + 22,
                 UI_FONT_BODY, GFX_LEFT | GFX_MIDDLE, UI_COL_INK_SOFT);
    for (int i = 0; i < s->nopts; i++) {
        opt_widget *w = &s->opts[i];
        if (w->is_toggle)
            ui_toggle_draw(&w->toggle);
        else
            ui_stepper_draw(&w->stepper);
    }
    if (s->hc.offered) {
        ui_toggle_draw(&s->hc.on);
        for (int i = 0; i < s->nseats; i++) ui_stepper_draw(&s->hc.seat[i]);
    }
    gfx_pop_clip();
    scenes_scroll_draw(&s->scroll, s->view, GFX_RGBA(255, 255, 255, 90), GFX_RGBA(20, 33, 61, 255));

    ui_button_draw(&s->back);
    ui_button_draw(&s->rules);
    if (!s->learn.base.hidden) ui_button_draw(&s->learn);
    ui_button_draw(&s->start);
    if (s->message[0]) {
        gfx_rect st = s->start.base.rect,
                 rl = s->learn.base.hidden ? s->rules.base.rect : s->learn.base.rect;
        float x0 = rl.x + rl.w + 16, x1 = st.x - 16;
        gfx_rect box = {x0, st.y, x1 - x0, st.h};
        if (box.w > 120) {
            gfx_rrect(box, UI_RADIUS_M, UI_COL_BAD);
            gfx_text_box(s->message, ui_rect_inset(box, 6), UI_FONT_SMALL + 2,
                         GFX_CENTER | GFX_MIDDLE, UI_COL_WHITE);
        }
    }
    scenes_draw_end();
}

/* ---- the name field's selection ------------------------------------------------------------ */
/* The name field's whole text as a selection (the field itself has none): a press on a default
 * name ("Player 1": a click or Enter on it) or Ctrl+A selects it; typing, pasting or erasing then
 * replaces it; Home, End or an arrow keeps the text. true: the event was taken here. */
bool setup_name_selection(seat_row *r, const in_event *ev)
{
    if (!r->name.editing) {
        r->name_all = false;
        return false;
    }
    bool ctrl = (ev->mods & (KMOD_CTRL | KMOD_GUI)) != 0;
    if (ev->kind == IN_KEY && ctrl && ev->key == SDLK_a) {
        r->name_all = r->name.text[0] != 0;
        return true;
    }
    if (!r->name_all) return false;
    bool erase = ev->kind == IN_KEY && (ev->key == SDLK_BACKSPACE || ev->key == SDLK_DELETE);
    bool paste = ev->kind == IN_KEY && ctrl && ev->key == SDLK_v;
    if (ev->kind == IN_TEXT || erase || paste) {
        r->name_all = false;
        ui_textfield_set(&r->name, "");
        r->default_name = false;
        return erase; /* the text typed or pasted goes in after */
    }
    if ((ev->kind == IN_KEY && (ev->key == SDLK_HOME || ev->key == SDLK_END)) ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_LEFT || ev->key == IN_NAV_RIGHT)) ||
        ev->kind == IN_PRESS)
        r->name_all = false;
    return false;
}
