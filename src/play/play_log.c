/* play_log.c: the play host's move drawer, for every game: the running score of each seat and
 * the moves of the game (the last PLAY_LOG_MAX), newest first, each with the seat's badge and
 * name and the game's own phrase (describe in game.h, or the action's text form). The list
 * scrolls: the wheel, a drag (a finger), Page Up/Down and Home. The host adds a phrase when it
 * applies an action (it holds the states before and after); undo, redo and loads rebuild them by
 * replay (match_moves.h). At the game's end the drawer shows the moves instead of the results
 * when Moves (L) is pressed. */
#include "core/i18n.h"
#include "play/play_int.h"
#include <SDL_keycode.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- the log ------------------------------------------------------------------------------- */
void play_log_rebuild(play *p)
{
    p->nlog = match_recent_moves(p->m, p->log, PLAY_LOG_MAX);
    p->log_age = 1e9; /* nothing new to light up */
    p->live_hash = 0;
}

void play_log_add(play *p, int seat, game_action a, const void *before, const void *after)
{
    const match *m = p->m;
    const match_entry *e = match_log_at(m, match_log_count(m) - 1);
    match_move mv = {.entry = match_log_count(m) - 1, .seat = seat};
    if (!match_move_phrase(match_game(m), before, after, seat, a, e ? e->text : NULL, mv.text,
                           sizeof mv.text))
        return; /* the game leaves this one out (a tile turned in a race) */
    match_move_name_seats(m, mv.text, sizeof mv.text);
    if (p->nlog == PLAY_LOG_MAX) {
        memmove(&p->log[0], &p->log[1], sizeof p->log[0] * (PLAY_LOG_MAX - 1));
        p->nlog--;
    }
    p->log[p->nlog++] = mv;
    p->log_age = 0;
}

void play_log_tick(play *p, double dt)
{
    p->log_age += dt;
    if (p->drawer_open && p->log_age < 1.6) ui_keep_frames(); /* the newest move's glow fades */
}

int play_log_count(const play *p)
{
    return p->nlog;
}

const match_move *play_log_at(const play *p, int i)
{
    return i >= 0 && i < p->nlog ? &p->log[p->nlog - 1 - i] : NULL;
}

const game_score *play_live_score(play *p)
{
    uint64_t h = match_hash(p->m) ^ (uint64_t)match_log_count(p->m) * 0x9E3779B97F4A7C15ull;
    if (!h) h = 1;
    if (h != p->live_hash) {
        match_score(p->m, p->live);
        p->live_hash = h;
    }
    return p->live;
}

/* ---- what the host shows (tests) ----------------------------------------------------------- */
bool play_drawer_is_open(const play *p)
{
    return p->drawer_open;
}

const ui_button *play_button(const play *p, play_button_id id)
{
    const ui_button *const all[PLAY_BTN_COUNT] = {&p->menu,  &p->moves, &p->undo,    &p->redo,
                                                  &p->rules, &p->again, &p->to_menu, &p->ladder};
    return id >= 0 && id < PLAY_BTN_COUNT ? all[id] : NULL;
}

const ui_base *play_focused(const play *p)
{
    return ui_focus_current(&p->focus);
}

bool play_in_results(const play *p)
{
    return p->mode == MODE_RESULTS;
}

/* ---- open or closed ------------------------------------------------------------------------ */
/* What a player chose with the button stays for the next games of the same game this run. */
static struct {
    const game_def *g;
    bool open;
} chosen[16];

void play_drawer_remember(const play *p, bool open)
{
    const game_def *g = play_game(p);
    for (int i = 0; i < (int)(sizeof chosen / sizeof chosen[0]); i++)
        if (chosen[i].g == g || !chosen[i].g) {
            chosen[i].g = g;
            chosen[i].open = open;
            return;
        }
}

/* By itself, the drawer opens where the board keeps the room it asks for (board_vt.min_width)
 * beside it; a race (a real-time game: every seat's city on screen at once) keeps the whole
 * width. The button opens or closes it anywhere. */
bool play_drawer_default(const play *p)
{
    const game_def *g = play_game(p);
    for (int i = 0; i < (int)(sizeof chosen / sizeof chosen[0]) && chosen[i].g; i++)
        if (chosen[i].g == g) return chosen[i].open;
    float need = p->board->min_width && p->b ? p->board->min_width(p->b) : 1280.0f;
    /* and a window big enough to read both (a small one keeps the board as large as it can) */
    bool big = gfx_width() * gfx_scale() >= 1100;
    return g->tick_hz <= 0 && big && gfx_width() - DRAWER_W >= need;
}

/* ---- drawing ------------------------------------------------------------------------------- */
gfx_rect play_drawer_rect(void)
{
    return (gfx_rect){gfx_width() - DRAWER_W, BAR_H, DRAWER_W, gfx_height() - BAR_H};
}

/* text clipped to width w (names are short, but a long one must not run into the points) */
static void text_clipped(const char *t, float x, float y, float w, float size, int style,
                         gfx_color c)
{
    gfx_push_clip((gfx_rect){x, y - size, w, size * 2});
    gfx_text_styled(t, x, y, size, GFX_LEFT | GFX_MIDDLE, (gfx_font_style)style, c);
    gfx_pop_clip();
}

static float draw_scores(play *p, gfx_rect r)
{
    const game_score *sc = play_live_score(p);
    const game_def *g = play_game(p);
    float x = r.x + 12, y = r.y + 12, right = r.x + r.w - 12;
    gfx_text_styled(_("Score"), x, y, UI_FONT_LABEL, GFX_LEFT | GFX_TOP, GFX_BOLD, UI_COL_TEXT);
    y += UI_FONT_LABEL + 2;
    /* My City and MegaCity count the board as it stands; a race banks whole rounds */
    const char *what = p->mode == MODE_RESULTS ? _("final")
                       : g->tick_hz > 0        ? _("rounds scored so far")
                                               : _("if the game ended now");
    y += gfx_text_box(what, (gfx_rect){x, y, right - x, 40}, UI_FONT_SMALL, GFX_LEFT | GFX_TOP,
                      UI_COL_TEXT_SOFT) +
         8;
    int turn = match_turn(p->m).player;
    for (int s = 0; s < p->setup.params.players; s++) {
        float cy = y + 13;
        if (s == turn)
            gfx_rrect((gfx_rect){r.x + 4, y, r.w - 8, 26}, UI_RADIUS_S,
                      GFX_RGBA(255, 255, 255, 28));
        ui_draw_seat_badge(s, x + 9, cy, 9);
        char pts[32];
        snprintf(pts, sizeof pts, "%d", sc->total[s]);
        float pw = gfx_text_styled(pts, right, cy, UI_FONT_BODY, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                                   UI_COL_TEXT);
        text_clipped(play_seat_name(p, s), x + 24, cy, right - pw - 12 - (x + 24), UI_FONT_BODY,
                     GFX_REGULAR, UI_COL_TEXT);
        y += 28;
    }
    return y + 6;
}

/* ---- scrolling the moves ------------------------------------------------------------------- */
static void clamp_scroll(play *p)
{
    float most = p->log_h - p->log_view.h;
    if (p->log_scroll > most) p->log_scroll = most;
    if (p->log_scroll < 0) p->log_scroll = 0;
}

bool play_drawer_event(play *p, const in_event *ev)
{
    gfx_rect v = p->log_view;
    bool inside = v.h > 0 && ui_contains(v, ev->x, ev->y);
    switch (ev->kind) {
    case IN_ZOOM: /* the wheel: a step is three lines */
        if (!inside) return false;
        p->log_scroll += ev->amount > 1 ? -3 * UI_FONT_SMALL : 3 * UI_FONT_SMALL;
        break;
    case IN_PRESS:
        if (!inside) return false;
        p->log_pressed = true, p->log_dragging = false;
        p->log_press_y = ev->y, p->log_scroll0 = p->log_scroll;
        return false; /* a press alone may still be the board's */
    case IN_MOVE:
        if (!p->log_pressed) return false;
        if (fabsf(ev->y - p->log_press_y) > 8) p->log_dragging = true;
        if (!p->log_dragging) return false;
        p->log_scroll = p->log_scroll0 - (ev->y - p->log_press_y);
        break;
    case IN_RELEASE: {
        bool dragged = p->log_dragging;
        p->log_pressed = p->log_dragging = false;
        return dragged;
    }
    case IN_KEY:
        if (ev->key == SDLK_PAGEUP)
            p->log_scroll -= v.h * 0.8f;
        else if (ev->key == SDLK_PAGEDOWN)
            p->log_scroll += v.h * 0.8f;
        else if (ev->key == SDLK_HOME)
            p->log_scroll = 0;
        else
            return false;
        break;
    default: return false;
    }
    clamp_scroll(p);
    return true;
}

static void draw_moves(play *p, gfx_rect r, float y)
{
    float x = r.x + 12, right = r.x + r.w - 12, bottom = r.y + r.h - 8;
    gfx_line(x, y, right, y, 1, GFX_RGBA(255, 255, 255, 40));
    y += 10;
    gfx_text_styled(p->mode == MODE_RESULTS ? _("The game's moves") : _("Recent moves"), x, y,
                    UI_FONT_LABEL, GFX_LEFT | GFX_TOP, GFX_BOLD, UI_COL_TEXT);
    y += UI_FONT_LABEL + 8;
    if (p->nlog == 0) {
        p->log_view = (gfx_rect){0};
        gfx_text(_("No moves yet."), x, y, UI_FONT_SMALL, GFX_LEFT | GFX_TOP, UI_COL_TEXT_SOFT);
        return;
    }
    p->log_view = (gfx_rect){r.x, y, r.w, bottom - y};
    gfx_push_clip(p->log_view);
    float top = y;
    y -= p->log_scroll;
    for (int i = 0; i < p->nlog; i++) { /* the newest first */
        const match_move *mv = play_log_at(p, i);
        gfx_rect box = {x + 24, y + UI_FONT_SMALL + 4, right - x - 24, 200};
        float th = gfx_text_box(mv->text, box, UI_FONT_SMALL, GFX_LEFT | GFX_TOP, (gfx_color){0});
        float h = UI_FONT_SMALL + 6 + th + 8;
        if (y + h < top || y > bottom) { /* out of sight: measured, not drawn */
            y += h + 4;
            continue;
        }
        if (i == 0) { /* the last move: lit, glowing for a moment after it lands */
            float glow = (float)fmax(0.0, 1.0 - p->log_age / 1.6);
            gfx_rrect((gfx_rect){r.x + 4, y - 4, r.w - 8, h}, UI_RADIUS_S,
                      gfx_mix(GFX_RGBA(255, 255, 255, 30), GFX_RGBA(244, 162, 89, 110), glow));
        }
        gfx_push_alpha(i == 0 ? 1.0f : i < 8 ? 0.85f - 0.05f * (float)i : 0.5f);
        ui_draw_seat_badge(mv->seat, x + 9, y + UI_FONT_SMALL * 0.5f + 2, 9);
        text_clipped(play_seat_name(p, mv->seat), x + 24, y + UI_FONT_SMALL * 0.5f + 2,
                     right - x - 24, UI_FONT_SMALL, GFX_BOLD, UI_COL_TEXT);
        gfx_text_box(mv->text, box, UI_FONT_SMALL, GFX_LEFT | GFX_TOP,
                     i == 0 ? UI_COL_TEXT : UI_COL_TEXT_SOFT);
        gfx_pop_alpha();
        y += h + 4;
    }
    gfx_pop_clip();
    p->log_h = y + p->log_scroll - top;
    clamp_scroll(p);
    if (p->log_h > p->log_view.h) { /* a thin bar: where the view is in the whole list */
        float k = p->log_view.h / p->log_h;
        gfx_rect bar = {right + 4, top + p->log_scroll * k, 3, p->log_view.h * k};
        gfx_rrect(bar, 1.5f, GFX_RGBA(255, 255, 255, 70));
    }
}

void play_drawer_draw(play *p)
{
    gfx_rect r = play_drawer_rect();
    r = (gfx_rect){r.x + 4, r.y + 8, r.w - 12, r.h - 16};
    ui_draw_panel_dark(r);
    float y = draw_scores(p, r);
    draw_moves(p, r, y);
}
