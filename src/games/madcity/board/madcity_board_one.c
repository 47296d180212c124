/* madcity_board_one.c: the race screen in "one at a time" (games/madcity/madcity_one.c): the
 * seats build their minutes in turn. Only the builder's panel is shown, large; the other seats
 * are small chips that say "waiting", "building…" or "done" and never show a city. Before a
 * human's minute a "Pass to {name}" card waits for Start, then the 3-2-1; a bot's minute runs
 * at four times the speed (its clock and the rules' ticks alike, so its grab time stays fair)
 * behind a "{name} is building…" card. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>

static const double ONE_COUNTDOWN = 3.0;

static const madcity_state *full(const madcity_board_state *b)
{
    return match_state(play_match(b->p));
}

static const char *name_of(const madcity_board_state *b, int seat)
{
    const setup_seat *s = play_seat(b->p, seat);
    return s ? s->name : "?";
}

gfx_rect madcity_board_one_layout(madcity_board_state *b, gfx_rect r, float centre_w, int ntray)
{
    const madcity_state *s = full(b);
    gfx_rect centre = ui_rect_cut_right(&r, centre_w);
    ui_rect_cut_right(&r, 10);
    gfx_rect strip = ui_rect_cut_bottom(&r, 56);
    ui_rect_cut_bottom(&r, 10);
    int others = s->players - 1, k = 0;
    float cw = (strip.w - 10 * (float)(others - 1)) / (float)(others > 0 ? others : 1);
    for (int q = 0; q < s->players; q++) {
        if (q == s->builder) {
            madcity_board_layout_panel(b, q, r, ntray);
            continue;
        }
        madcity_board_layout_panel(
            b, q, (gfx_rect){strip.x + (float)k++ * (cw + 10), strip.y, cw, strip.h}, ntray);
    }
    return centre;
}

bool madcity_board_one_banner(void *vb, char *out, size_t n)
{
    const madcity_board_state *b = vb;
    const madcity_state *s = full(b);
    if (!madcity_one_building(s)) return false;
    snprintf(out, n, _("%s builds"), name_of(b, s->builder));
    return true;
}

bool madcity_board_one_hidden(const madcity_board_state *b, const madcity_state *s, int seat)
{
    if (!madcity_one_building(s)) return false;
    return seat != s->builder || b->handover || !play_seat_is_human(b->p, seat);
}

void madcity_board_one_watch(madcity_board_state *b, const madcity_state *s)
{
    if (!madcity_one_building(s)) {
        b->handover = false;
        b->one_key = -1;
        return;
    }
    int key = s->round * 8 + s->builder;
    if (key == b->one_key) return;
    b->one_key = key;
    b->dirty = true;
    play_restart_clock(b->p);
    madcity_board_cancel_holds(b);
    int humans = 0;
    for (int q = 0; q < b->players; q++) humans += play_seat_is_human(b->p, q);
    const char *name = name_of(b, s->builder);
    if (play_seat_is_human(b->p, s->builder)) {
        b->handover = true;
        b->countdown = 0;
        if (humans > 1)
            snprintf(b->pass_title, sizeof b->pass_title, _("Pass to %s"), name);
        else
            snprintf(b->pass_title, sizeof b->pass_title, _("%s, your minute"), name);
        ui_button_init(&b->pass, (gfx_rect){0}, _("Start"), UI_BUTTON_PRIMARY);
        b->pass.shortcut = SDLK_RETURN;
    } else {
        b->handover = false;
        b->countdown = 0; /* a bot's minute runs fast (the rules' clock_speed) */
    }
}

static gfx_rect pass_card(const madcity_board_state *b)
{
    float w = fminf(b->area.w - 40, 680), h = 260;
    return (gfx_rect){b->area.x + (b->area.w - w) * 0.5f, b->area.y + (b->area.h - h) * 0.5f, w, h};
}

static void place_pass(madcity_board_state *b)
{
    gfx_rect c = pass_card(b);
    b->pass.base.rect = (gfx_rect){c.x + c.w * 0.5f - 110, c.y + c.h - 76, 220, 52};
}

bool madcity_board_one_event(madcity_board_state *b, const in_event *ev)
{
    if (!b->handover) return false;
    place_pass(b);
    if (ui_button_event(&b->pass, ev) == UI_ACTIVATED) {
        b->handover = false;
        b->countdown = ONE_COUNTDOWN;
        snd_play(SND_CLICK);
    }
    return true; /* nothing else while the device changes hands */
}

/* A seat's chip: badge, name, and what it is doing (never its city). */
static void draw_chip(const madcity_board_state *b, const madcity_state *s, int q)
{
    gfx_rect r = b->panel[q].r;
    bool building = q == s->builder && !b->handover;
    gfx_rrect(r, UI_RADIUS_M, GFX_RGBA(22, 36, 66, building ? 250 : 215));
    gfx_rrect_outline(r, UI_RADIUS_M, building ? 3 : 2, ui_seat_color(q));
    float cy = r.y + r.h * 0.5f;
    ui_draw_seat_badge(q, r.x + 22, cy, 12);
    gfx_text_styled(name_of(b, q), r.x + 42, cy, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    const char *state = !(s->in_round & (1u << q)) ? _("sits out")
                        : (s->done & (1u << q))    ? _("done")
                        : q == s->builder          ? _("building…")
                                                   : _("waiting");
    gfx_text(state, r.x + r.w - 14, cy, UI_FONT_SMALL, GFX_RIGHT | GFX_MIDDLE,
             building ? UI_COL_ACCENT : UI_COL_TEXT_SOFT);
}

void madcity_board_one_draw(madcity_board_state *b, const madcity_state *s)
{
    if (!madcity_one_building(s)) return;
    for (int q = 0; q < s->players; q++)
        if (q != s->builder) draw_chip(b, s, q);
    const madcity_board_panel *P = &b->panel[s->builder];
    char line[200];
    if (!play_seat_is_human(b->p, s->builder) && !b->handover) {
        gfx_rrect(P->r, UI_RADIUS_M, GFX_RGBA(22, 36, 66, 235));
        gfx_rrect_outline(P->r, UI_RADIUS_M, 3, ui_seat_color(s->builder));
        snprintf(line, sizeof line, _("%s is building…"), name_of(b, s->builder));
        float cx = P->r.x + P->r.w * 0.5f, cy = P->r.y + P->r.h * 0.5f;
        ui_draw_seat_badge(s->builder, cx, cy - 60, 28);
        gfx_text_styled(line, cx, cy, UI_FONT_HEAD, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
        gfx_text(_("Its city stays hidden until the round ends."), cx, cy + 40, UI_FONT_BODY,
                 GFX_CENTER | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    }
    if (!b->handover) return;
    gfx_fill_rect(b->area, GFX_RGBA(8, 12, 24, 200));
    gfx_rect c = pass_card(b);
    gfx_rrect_shadow(c, UI_RADIUS_M, 0, 5, UI_COL_SHADOW);
    gfx_rrect(c, UI_RADIUS_M, GFX_RGBA(22, 36, 66, 255));
    gfx_rrect_outline(c, UI_RADIUS_M, 4, ui_seat_color(s->builder));
    float cx = c.x + c.w * 0.5f;
    ui_draw_seat_badge(s->builder, cx, c.y + 46, 24);
    gfx_text_styled(b->pass_title, cx, c.y + 100, UI_FONT_TITLE, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    snprintf(line, sizeof line, _("%s builds for one minute; the others look away."),
             name_of(b, s->builder));
    gfx_text(line, cx, c.y + 148, UI_FONT_BODY, GFX_CENTER | GFX_MIDDLE, UI_COL_TEXT_SOFT);
    place_pass(b);
    ui_button_draw(&b->pass);
}
