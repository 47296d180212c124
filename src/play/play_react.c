/* play_react.c: reaction windows on screen (the logic is react.c). A strip under the top bar:
 * "Any reaction? (3 s)", a countdown bar, and every asked seat: a human's button "Alice: react",
 * a bot's name. It looks the same whether or not anyone can react.
 *
 * Claiming, from one's own seat:
 *   - click or tap the seat's button on the strip;
 *   - a seat bound to its own device (a gamepad's A, a keyboard half's grab key: Space/Left
 *     Shift or Enter/Right Shift) presses anywhere below the top bar;
 *   - the keys 1 to 6 claim for the 1st to 6th seat; Enter (or an unbound gamepad's A) claims
 *     when one human only is asked.
 * The claimant then sees its choices (Pass and its legal cards) on the strip, behind the curtain
 * when other humans share the screen: a click or tap, or Left/Right (Tab, a gamepad's pad) and
 * Enter (A); the board lets it act too (it is the acting seat). */
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/settings.h"
#include "play/play_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { STRIP_H = 88, SEAT_BTN_H = 34 };

static double pace_override = -1;

void play_set_pace(double seconds)
{
    pace_override = seconds;
}

double play_pace_seconds(void)
{
    static const double pace[] = {1.4, 0.7, 0.25, 0.0};
    return pace_override >= 0 ? pace_override : pace[settings_get()->bot_pace];
}

const react_win *play_window(const play *p)
{
    return p->mode == MODE_PLAYING ? table_window(p->table) : NULL;
}

bool play_react_shown(const play *p, play_react_info *out)
{
    const react_win *w = play_window(p);
    if (!w) return false;
    double now = table_now(p->table);
    *out = (play_react_info){w->id,       w->listed,          w->pending,
                             w->claimant, react_left(w, now), w->duration};
    return true;
}

/* ---- input --------------------------------------------------------------------------------- */
static gfx_rect strip_rect(const play *p)
{
    gfx_rect a = play_board_area(p);
    if (p->board->react_area && p->b) {
        gfx_rect r = p->board->react_area(p->b, a);
        if (r.w > 0) return (gfx_rect){r.x, r.y, r.w, STRIP_H};
    }
    float w = fminf(a.w - 24, 820);
    return (gfx_rect){a.x + (a.w - w) / 2, a.y + 8, w, STRIP_H};
}

/* A seat that claims and chooses at the shared screen: a person's, not a bot's nor a phone's
 * (a phone seat claims on its phone: play_phone.c). */
static bool at_screen(const play *p, int seat)
{
    return play_seat_is_human(p, seat) && !play_seat_is_phone(p, seat);
}

static bool claim(play *p, int seat)
{
    if (!at_screen(p, seat) || !table_claim(p->table, seat)) return false;
    snd_play(SND_CLICK);
    p->revealed_seat = -1;  /* the curtain always goes up for a claimant when others share the */
    play_refresh_viewer(p); /* screen: they may have been looking at it */
    return true;
}

static int human_listed(const play *p, int *only)
{
    const react_win *w = play_window(p);
    int n = 0;
    for (int s = 0; w && s < GAME_MAX_PLAYERS; s++)
        if ((w->pending >> s & 1) && at_screen(p, s)) n++, *only = s;
    return n;
}

/* The claimant's choices, with their labels (the rules' own phrase for each). */
static void build_choices(play *p, const react_win *w)
{
    const game_def *g = play_game(p);
    p->nchoice = react_choices(w, g, match_state(p->m), p->choice, PLAY_REACT_CHOICES);
    for (int i = 0; i < p->nchoice; i++) {
        char raw[GAME_REASON_LEN] = "";
        if (i > 0 && g->describe) {
            char why[GAME_REASON_LEN];
            memcpy(p->before, match_state(p->m), g->state_size);
            if (g->apply(p->before, w->claimant, p->choice[i], why, sizeof why) != GAME_REFUSED)
                g->describe(match_state(p->m), p->before, w->claimant, p->choice[i], raw,
                            sizeof raw);
        }
        if (i > 0 && !raw[0]) g->action_to_text(match_state(p->m), p->choice[i], raw, sizeof raw);
        if (i == 0) snprintf(raw, sizeof raw, "%s", _("Pass"));
        play_format(p, raw, p->choice_label[i], sizeof p->choice_label[i]);
        if (p->choice_label[i][0] >= 'a' && p->choice_label[i][0] <= 'z')
            p->choice_label[i][0] = (char)(p->choice_label[i][0] - 'a' + 'A');
        ui_button_init(&p->choice_btn[i], (gfx_rect){0}, p->choice_label[i],
                       i == 0 ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
        p->choice_btn[i].base.owner = w->claimant;
    }
}

/* Built once per claim (the labels apply each choice to a copy of the state). */
static void ensure_choices(play *p, const react_win *w)
{
    if (w->claimant < 0 || (p->choice_for == w->claimant && p->choice_id == w->id)) return;
    build_choices(p, w);
    p->choice_for = w->claimant;
    p->choice_id = w->id;
    p->choice_sel = 0;
}

/* The seat buttons are built once per window and only placed again after that: a button built
 * anew forgets the press it saw, and its release would click nothing (a mouse press and its
 * release are separate events). */
static void build_seat_buttons(play *p, const react_win *w)
{
    if (p->seat_btn_id == w->id) return;
    p->seat_btn_id = w->id;
    for (int s = 0; s < GAME_MAX_PLAYERS; s++) {
        char *label = p->seat_label[s];
        bool human = at_screen(p, s); /* a bot's name only: it claims by itself */
        if (human)
            snprintf(label, sizeof p->seat_label[s], _("%s: react"), play_seat_name(p, s));
        else
            snprintf(label, sizeof p->seat_label[s], "%s", play_seat_name(p, s));
        ui_button_init(&p->seat_btn[s], (gfx_rect){0}, label,
                       human ? UI_BUTTON_SECONDARY : UI_BUTTON_GHOST);
        p->seat_btn[s].base.owner = s; /* claimed from that seat's own device */
        if (human && s < 6) p->seat_btn[s].shortcut = '1' + s; /* keys 1 to 6 by seat */
        if (human)
            p->seat_btn[s].base.tooltip = _("Stop the countdown to play a card or pass (keys 1 to "
                                            "6 by seat, or your own controller's A)");
    }
}

static void layout_buttons(play *p, const react_win *w)
{
    gfx_rect r = strip_rect(p);
    float x = r.x + 14, y = r.y + 40;
    if (w->claimant >= 0) {
        ensure_choices(p, w);
        for (int i = 0; i < p->nchoice; i++) {
            float bw = gfx_text_width(p->choice_label[i], UI_FONT_BODY, GFX_BOLD) + 36;
            p->choice_btn[i].base.rect = (gfx_rect){x, y, bw, SEAT_BTN_H};
            x += bw + 10;
        }
        return;
    }
    build_seat_buttons(p, w);
    int order[GAME_MAX_PLAYERS], n = react_order(w, p->setup.params.players, order);
    for (int i = 0; i < n; i++) {
        int s = order[i];
        float bw = gfx_text_width(p->seat_label[s], UI_FONT_BODY, GFX_BOLD) + 36;
        x += 30; /* the seat's badge */
        p->seat_btn[s].base.rect = (gfx_rect){x, y, bw, SEAT_BTN_H};
        p->seat_btn[s].base.disabled = !(w->pending >> s & 1); /* claimed, then passed */
        x += bw + 10;
    }
}

bool play_react_event(play *p, const in_event *ev)
{
    const react_win *w = play_window(p);
    if (!w) return false;
    layout_buttons(p, w);
    if (w->claimant >= 0) {
        if (!at_screen(p, w->claimant)) return false;
        if (ev->seat >= 0 && ev->seat != w->claimant) return false;
        for (int i = 0; i < p->nchoice; i++)
            if (ui_button_event(&p->choice_btn[i], ev) == UI_ACTIVATED) {
                play_submit(p, w->claimant, p->choice[i], NULL, 0);
                return true;
            }
        if (ev->kind != IN_NAV || p->nchoice < 1) return false; /* the board may take it too */
        int step = ev->key == IN_NAV_RIGHT || ev->key == IN_NAV_NEXT  ? 1
                   : ev->key == IN_NAV_LEFT || ev->key == IN_NAV_PREV ? p->nchoice - 1
                                                                      : 0;
        p->choice_sel = (p->choice_sel + step) % p->nchoice;
        if (ev->key == IN_NAV_ACCEPT)
            play_submit(p, w->claimant, p->choice[p->choice_sel], NULL, 0);
        return step || ev->key == IN_NAV_ACCEPT;
    }
    int only = -1;
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        if ((w->pending >> s & 1) && at_screen(p, s) && (ev->seat < 0 || ev->seat == s) &&
            ui_button_event(&p->seat_btn[s], ev) == UI_ACTIVATED)
            return claim(p, s);
    if (ev->kind == IN_PRESS && ev->seat >= 0 && ev->y > BAR_H && claim(p, ev->seat)) return true;
    if (ev->kind == IN_KEY && ev->key >= '1' && ev->key <= '6' && !(ev->mods & 0x0fc3) &&
        claim(p, ev->key - '1'))
        return true;
    if (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT && ev->seat < 0 &&
        human_listed(p, &only) == 1 && claim(p, only))
        return true;
    return false; /* the board shows, but nobody may act on it (play_human_mask) */
}

/* ---- drawing ------------------------------------------------------------------------------- */
void play_react_draw(play *p)
{
    const react_win *w = play_window(p);
    if (!w) return;
    layout_buttons(p, w);
    gfx_rect r = strip_rect(p);
    ui_draw_panel_dark(r);
    double left = react_left(w, table_now(p->table)),
           frac = w->duration > 0 ? left / w->duration : 0;
    int secs = (int)ceil(left - 1e-6);
    if (play_reduced_motion()) frac = w->duration > 0 ? secs / w->duration : 0; /* no glide */
    char title[160];
    if (w->claimant >= 0)
        snprintf(title, sizeof title, _("%s is choosing…"), play_seat_name(p, w->claimant));
    else
        snprintf(title, sizeof title, _("Any reaction? (%d s)"), secs);
    gfx_text_styled(title, r.x + 14, r.y + 20, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    bool mine = w->claimant >= 0 && at_screen(p, w->claimant) &&
                (p->viewer == w->claimant || p->viewer == GAME_SPECTATOR);
    if (mine) {
        for (int i = 0; i < p->nchoice; i++) ui_button_draw(&p->choice_btn[i]);
        if (ui_keyboard_mode() && p->choice_sel < p->nchoice)
            ui_draw_focus_ring(p->choice_btn[p->choice_sel].base.rect, UI_RADIUS_M);
    } else if (w->claimant < 0) {
        int order[GAME_MAX_PLAYERS], n = react_order(w, p->setup.params.players, order);
        for (int i = 0; i < n; i++) {
            int s = order[i];
            gfx_rect b = p->seat_btn[s].base.rect;
            if (at_screen(p, s)) /* a bot's name only: nothing to press */
                ui_button_draw(&p->seat_btn[s]);
            else
                gfx_text_styled(p->seat_label[s], b.x + b.w / 2, b.y + b.h / 2, UI_FONT_BODY,
                                GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
            ui_draw_seat_badge(s, b.x - 16, b.y + b.h / 2, 12);
        }
    }
    /* the countdown bar, along the strip's foot */
    gfx_rect bar = {r.x + 14, r.y + r.h - 10, r.w - 28, 5};
    gfx_fill_rect(bar, GFX_RGBA(255, 255, 255, 40));
    bar.w *= (float)frac;
    gfx_fill_rect(bar,
                  w->claimant >= 0 ? GFX_RGBA(200, 200, 200, 200) : GFX_RGBA(255, 190, 60, 255));
}

bool play_react_spot(const play *p, int seat, game_action a, gfx_rect *to)
{
    const react_win *w = play_window(p);
    if (!w) return false;
    if (w->claimant >= 0) { /* the claimant's choices */
        if (w->claimant != seat || p->choice_for != seat || p->choice_id != w->id) return false;
        for (int i = 0; i < p->nchoice; i++)
            if (p->choice[i] == a) *to = p->choice_btn[i].base.rect;
        return to->w > 0;
    }
    if (p->seat_btn_id != w->id || !(w->pending >> seat & 1)) return false;
    *to = p->seat_btn[seat].base.rect; /* first the claim: the seat's button stops the countdown */
    return to->w > 0;
}
