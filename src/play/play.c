/* play.c: the play host scene shared by every game (see play.h): turns, bots, undo and redo, the
 * top bar, input and drawing. New matches and resumed saves start in play_start.c, the move
 * drawer is play_log.c, the final results play_results.c. */
#include "play/play_int.h"
#include "play/play_status.h"
#include "ai/ai.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "ui/ui.h"
#include <SDL_keycode.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- queries for boards -------------------------------------------------------------------- */
const match *play_match(const play *p)
{
    return p->m;
}

const game_def *play_game(const play *p)
{
    return match_game(p->m);
}

const setup_seat *play_seat(const play *p, int seat)
{
    return seat >= 0 && seat < p->setup.params.players ? &p->setup.seats[seat] : NULL;
}

int play_viewer(const play *p)
{
    return p->viewer;
}

bool play_seat_is_human(const play *p, int seat)
{
    const match_seat *s = match_seat_at(p->m, seat);
    /* a bot stands in for a phone gone too long (play_phone.c) */
    return s && s->kind == MATCH_HUMAN && !(p->stand_in >> seat & 1);
}

bool play_reduced_motion(void)
{
    return settings_get()->reduced_motion;
}

static bool board_busy(const play *p)
{
    return p->board->busy && p->board->busy(p->b);
}

uint32_t play_people_acting(const play *p)
{
    if (p->mode != MODE_PLAYING) return 0;
    game_turn t = match_turn(p->m);
    uint32_t mask = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if ((t.mask & (1u << i)) && play_seat_is_human(p, i)) mask |= 1u << i;
    const react_win *w = play_window(p); /* a reaction window: only its claimant acts */
    return w ? react_acting_mask(w, mask) : mask;
}

uint32_t play_human_mask(const play *p)
{
    return board_busy(p) ? 0 : play_people_acting(p);
}

int play_acting_seat(const play *p, const in_event *ev)
{
    uint32_t mask = play_human_mask(p);
    if (ev->seat >= 0) return (mask & (1u << ev->seat)) ? ev->seat : -1;
    game_turn t = match_turn(p->m);
    if (t.player >= 0 && (mask & (1u << t.player))) return t.player;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (mask & (1u << i)) return i;
    return -1;
}

void play_format(const play *p, const char *text, char *out, size_t n)
{
    const char *names[GAME_MAX_PLAYERS];
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) names[i] = p->setup.seats[i].name;
    game_format_reason(text, names, p->setup.params.players, out, n);
}

void play_toast(play *p, const char *text)
{
    (void)p;
    ui_toast(text, UI_TOAST_BAD);
}

const char *play_seat_name(const play *p, int seat)
{
    const setup_seat *s = play_seat(p, seat);
    return s ? s->name : "";
}

/* ---- the turn banner and viewer ------------------------------------------------------------ */
static void refresh_banner(play *p)
{
    game_turn t = match_turn(p->m);
    const setup_seat *s = play_seat(p, t.player);
    int other = -1; /* a person who must decide on someone else's turn (SLOG's helper) */
    if (t.phase == GAME_PHASE_REACT && !play_window(p) && t.mask && !(t.mask >> t.player & 1))
        other = __builtin_ctz(t.mask);
    if (t.phase == GAME_PHASE_OVER)
        snprintf(p->banner, sizeof p->banner, "%s", _("Game over"));
    else if (other >= 0 && play_seat_is_human(p, other))
        snprintf(p->banner, sizeof p->banner, _("%s must choose"), play_seat_name(p, other));
    else if (other >= 0)
        snprintf(p->banner, sizeof p->banner, _("%s is thinking…"), play_seat_name(p, other));
    else if (s && p->setup.lesson && t.player == 0) /* the learner: the coach says "you" */
        snprintf(p->banner, sizeof p->banner, "%s", _("Your turn"));
    else if (s && (play_seat_is_human(p, t.player) || play_window(p))) /* waiting, not thinking */
        snprintf(p->banner, sizeof p->banner, _("%s's turn"), s->name);
    else if (s)
        snprintf(p->banner, sizeof p->banner, _("%s is thinking…"), s->name);
    else if (!p->b || !p->board->banner || !p->board->banner(p->b, p->banner, sizeof p->banner))
        snprintf(p->banner, sizeof p->banner, "%s", _("Everyone plays"));
}

const char *play_banner(const play *p)
{
    return p->banner;
}

static int human_count(const play *p)
{
    int n = 0;
    for (int i = 0; i < p->setup.params.players; i++) n += play_seat_is_human(p, i);
    return n;
}

/* Does seat see anything the spectator does not? Then another human must not watch. */
static bool seat_has_private_view(play *p, int seat)
{
    const game_def *g = play_game(p);
    if (!g->hidden_info) return false;
    match_view(p->m, seat, p->view);
    match_view(p->m, GAME_SPECTATOR, p->before);
    return memcmp(p->view, p->before, g->state_size) != 0;
}

/* Whose view is drawn. One person at the screen: theirs. Several: the seat that must decide
 * now, whoever it is (the player to move, SLOG's helper, a window's claimant: it gets the screen
 * and its own device acts); while a reaction window waits for claims, or bots play, or people
 * act at once (a race: its board keeps each seat's panel), only what everyone may see (the
 * spectator view). */
static int pick_seat(play *p)
{
    game_turn t = match_turn(p->m);
    int humans = human_count(p), v = GAME_SPECTATOR;
    if (humans == 1) {
        for (int i = 0; i < p->setup.params.players; i++)
            if (play_seat_is_human(p, i)) v = i;
        return v;
    }
    const react_win *w = play_window(p);
    if (w) return w->claimant >= 0 && play_seat_is_human(p, w->claimant) ? w->claimant : v;
    if (t.phase == GAME_PHASE_SIMULTANEOUS) return v;
    uint32_t acting = 0;
    for (int i = 0; i < p->setup.params.players; i++)
        if ((t.mask >> i & 1) && play_seat_is_human(p, i)) acting |= 1u << i;
    if (t.player >= 0 && acting == 1u << t.player) return t.player;
    if (acting && !(acting & (acting - 1)))
        return __builtin_ctz(acting); /* one seat, not the mover */
    return v;
}

/* ... but a phone seat's hand stays on its phone: the screen shows what everyone may see. */
static int pick_viewer(play *p)
{
    int v = pick_seat(p);
    return play_seat_is_phone(p, v) ? GAME_SPECTATOR : v;
}

/* Picks whose view is drawn; pulls the curtain when a different human must see a secret. */
void play_refresh_viewer(play *p)
{
    int humans = human_count(p);
    int v = pick_viewer(p);
    if (humans > 1 && v >= 0 && v != p->revealed_seat && seat_has_private_view(p, v)) {
        const setup_seat *s = play_seat(p, v);
        p->revealed_seat = v;
        scene_push(scene_curtain_new(s->name, s->colour, s->symbol));
    }
    p->viewer = v;
}

/* ---- undo and redo: why they are greyed ---------------------------------------------------- */
/* A disabled button says why when the pointer rests on it or a tap lands on it (ui.h). */
static void set_enabled(ui_button *b, bool on, const char *why_off)
{
    ui_set_disabled(&b->base, !on, why_off); /* the reason shows on hover or tap (ui.h) */
}

/* The person (other than seat) who may act now, -1 none. */
static int other_person_acting(const play *p, int seat)
{
    game_turn t = match_turn(p->m);
    for (int i = 0; i < p->setup.params.players; i++)
        if ((t.mask >> i & 1) && i != seat && play_seat_is_human(p, i)) return i;
    return -1;
}

static const char *undo_why(play *p)
{
    switch (match_undo_blocked(p->m)) {
    case MATCH_UNDO_TIME: return _("Undo is off: in a race, time has passed since the last move.");
    case MATCH_UNDO_SECRET:
        return _("Undo is off: a move since showed something hidden or left to chance, and that "
                 "cannot be taken back.");
    case MATCH_UNDO_OTHER: {
        int owner = match_undo_owner(p->m), now = other_person_acting(p, owner);
        snprintf(p->undo_reason, sizeof p->undo_reason,
                 _("Undo is off: %s has the turn now, so %s's move stands."),
                 play_seat_name(p, now), play_seat_name(p, owner));
        return p->undo_reason;
    }
    case MATCH_UNDO_NOTHING:
    default: return _("Nothing to take back yet: Undo takes back your last move.");
    }
}

static void refresh_undo(play *p)
{
    play_hint_refresh(p);
    set_enabled(&p->undo, match_can_undo(p->m), undo_why(p));
    set_enabled(&p->redo, match_can_redo(p->m),
                _("Nothing to play again: Redo brings back a move you took back."));
    /* the host's focus never rests on a button that cannot be used */
    const ui_base *f = ui_focus_current(&p->focus);
    if (f && (f->disabled || f->hidden)) ui_focus_set(&p->focus, NULL);
}

/* ---- acting -------------------------------------------------------------------------------- */
static void after_change(play *p)
{
    refresh_banner(p);
    play_refresh_viewer(p);
    refresh_undo(p);
    if (match_is_over(p->m) && p->mode != MODE_RESULTS) {
        p->mode = MODE_RESULTS;
        match_score(p->m, &p->score);
        p->walk = 0;
        p->walk_t = 0;
        p->fanfare_done = false;
        play_results_build(p);
        if (p->save_path[0]) {
            char done[1300];
            snprintf(done, sizeof done, "%s%s.json", play_save_dir(),
                     p->has_human ? "last-game" : "last-demo");
            match_autosave(p->m, NULL, NULL, 0);
            rename(p->save_path, done); /* a finished game is not offered for resume */
        }
    }
}

bool play_apply(play *p, int seat, game_action a, char *why, size_t n)
{
    const game_def *g = play_game(p);
    memcpy(p->before, match_state(p->m), g->state_size);
    if (match_apply(p->m, seat, a, why, n) == GAME_REFUSED) return false;
    table_applied(p->table, seat, a); /* windows and bots' turns follow the new state */
    play_log_add(p, seat, a, p->before, match_state(p->m));
    if (p->board->on_action) p->board->on_action(p->b, seat, a, p->before, match_state(p->m));
    play_coach_applied(p, seat, a, p->before, match_state(p->m));
    after_change(p);
    return true;
}

bool play_submit(play *p, int seat, game_action a, char *why, size_t n)
{
    char local[GAME_REASON_LEN];
    if (!why) why = local, n = sizeof local;
    why[0] = 0;
    if (p->mode != MODE_PLAYING || !play_seat_is_human(p, seat)) {
        snprintf(why, n, "%s", _("It is not your turn."));
        return false;
    }
    if (!play_apply(p, seat, a, why, n)) {
        char raw[GAME_REASON_LEN];
        snprintf(raw, sizeof raw, "%s", why);
        play_format(p, raw, why, n);
        snd_play(SND_REFUSED);
        ui_toast(why, UI_TOAST_BAD);
        return false;
    }
    return true;
}

/* ---- the table: bots, reaction windows and real time (match/table.h) ----------------------- */
static bool host_apply(void *user, int seat, game_action a)
{
    play *p = user;
    char why[GAME_REASON_LEN];
    if (play_apply(p, seat, a, why, sizeof why)) return true;
    LOG_E("%s's move refused: %s", play_seat_name(p, seat), why);
    return false;
}

static void host_tick(void *user)
{
    play *p = user;
    if (p->mode != MODE_PLAYING) return;
    match_tick(p->m);
    if (p->board->on_tick) p->board->on_tick(p->b);
    after_change(p);
}

static float attract_foot;
static bool attract_watched;

void play_set_attract(float foot, bool watched)
{
    attract_foot = foot;
    attract_watched = watched;
}

static table_opts table_options(const play *p)
{
    /* bots only (a demo): nobody at the screen holds a card, windows go at the bots' pace */
    double pace = play_pace_seconds();
    return (table_opts){p->has_human ? settings_get()->react_seconds : pace, pace,
                        play_coach_time_scale(p)};
}

void play_restart_clock(play *p)
{
    table_restart_clock(p->table);
}

/* The worker thinks for the table one decision at a time: taken when ready, the next one asked. */
static void drive_bots(play *p)
{
    game_action a;
    if (p->asking && ai_worker_poll(p->worker, &a)) {
        p->asking = false;
        table_answer(p->table, &p->ask, a);
    }
    if (p->asking || ai_worker_busy(p->worker) || !table_ask_next(p->table, &p->ask)) return;
    ai_level level = (ai_level)p->ask.level;
    ai_budget budget = ai_budget_default(level);
    /* never keep people waiting: a turn within a second, a window's decision well before the
     * bots' claim moment (40 % of a countdown of at least 2 s) */
    budget.seconds = p->ask.window ? 0.3 : 1.0;
    match_view(p->m, p->ask.seat, p->view);
    p->asking =
        ai_worker_start(p->worker, play_game(p), p->view, p->ask.seat, level, &budget, p->ask.seed);
    if (!p->asking) table_drop_asks(p->table); /* asked again next frame */
}

static void cancel_bot(play *p)
{
    if (p->asking) ai_worker_cancel(p->worker);
    game_action ignored;
    while (ai_worker_busy(p->worker) && !ai_worker_poll(p->worker, &ignored)) {
    }
    p->asking = false;
    table_drop_asks(p->table);
}

static void reset_board(play *p)
{
    table_reset(p->table);
    if (p->board->on_reset) p->board->on_reset(p->b);
    p->mode = MODE_PLAYING;
    play_log_rebuild(p);
    after_change(p);
}

/* ---- scene --------------------------------------------------------------------------------- */
static void layout(play *p)
{
    gfx_rect r = ui_screen_rect(), bar = ui_rect_cut_top(&r, BAR_H);
    bar = ui_rect_inset(bar, 8);
    p->menu.base.rect = ui_rect_cut_left(&bar, 120);
    p->rules.base.rect = ui_rect_cut_right(&bar, 120);
    ui_rect_cut_right(&bar, 8);
    p->redo.base.rect = ui_rect_cut_right(&bar, 110);
    ui_rect_cut_right(&bar, 8);
    p->undo.base.rect = ui_rect_cut_right(&bar, 110);
    ui_rect_cut_right(&bar, 8);
    p->moves.base.rect = ui_rect_cut_right(&bar, 120);
    ui_rect_cut_right(&bar, 8);
    p->hint.base.rect = ui_rect_cut_right(&bar, 100);
    p->moves.base.hidden = false; /* at the end it switches between the moves and the results */
    p->drawer_open = play_drawer_default(p);
    gfx_rect res = play_results_rect();
    float bw = (res.w - 44) / 2, by = res.y + res.h - 16 - 52;
    p->again.base.rect = (gfx_rect){res.x + 16, by, bw, 52};
    p->to_menu.base.rect = (gfx_rect){res.x + 28 + bw, by, bw, 52};
    p->ladder.base.rect = (gfx_rect){res.x + 16, by - 12 - 44, res.w - 32, 44};
    p->ladder.base.hidden = p->mode != MODE_RESULTS || !p->on_ladder;
}

gfx_rect play_board_area(const play *p)
{
    gfx_rect r = ui_screen_rect();
    ui_rect_cut_top(&r, BAR_H);
    ui_rect_cut_top(&r, play_status_height(p)); /* a failing autosave's notice, above the board */
    r.h -= attract_foot;                        /* club mode's captions, under the board */
    if (p->mode == MODE_RESULTS)
        r.w -= p->end_moves ? DRAWER_W : RESULTS_W;
    else if (p->drawer_open)
        r.w -= DRAWER_W;
    return r;
}

static void play_enter(scene *s)
{
    play *p = (play *)s;
    ui_button_init(&p->menu, (gfx_rect){0}, _("Menu"), UI_BUTTON_SECONDARY);
    p->menu.shortcut = 0;
    ui_button_init(&p->hint, (gfx_rect){0}, _("Hint"), UI_BUTTON_SECONDARY);
    p->hint.shortcut = 'h';
    p->hint.base.tooltip = _("What the bot would play now for you, and why (H)");
    ui_button_init(&p->moves, (gfx_rect){0}, _("Moves"), UI_BUTTON_SECONDARY);
    p->moves.shortcut = 'l';
    p->moves.base.tooltip = _("Show or hide the recent moves and the score (L)");
    ui_button_init(&p->undo, (gfx_rect){0}, _("Undo"), UI_BUTTON_SECONDARY);
    ui_button_init(&p->redo, (gfx_rect){0}, _("Redo"), UI_BUTTON_SECONDARY);
    ui_button_init(&p->rules, (gfx_rect){0}, _("Rules"), UI_BUTTON_SECONDARY);
    p->rules.shortcut = SDLK_F1;
    p->rules.base.tooltip = _("This game's rules (F1)");
    ui_button_init(&p->again, (gfx_rect){0}, _("Play again"), UI_BUTTON_PRIMARY);
    ui_button_init(&p->to_menu, (gfx_rect){0}, _("Main menu"), UI_BUTTON_SECONDARY);
    ui_button_init(&p->ladder, (gfx_rect){0}, _("Tonight's ladder"), UI_BUTTON_SECONDARY);
    p->ladder.base.tooltip = _("Tonight's standings: points per placing, games and wins.");
    ui_focus_init(&p->focus);
    ui_focus_add(&p->focus, &p->menu.base);
    ui_focus_add(&p->focus, &p->hint.base);
    ui_focus_add(&p->focus, &p->moves.base);
    p->undo.base.tooltip = _("Take back your last move (Ctrl+Z)");
    p->redo.base.tooltip = _("Play the move again (Ctrl+Y)");
    ui_focus_add(&p->focus, &p->undo.base);
    ui_focus_add(&p->focus, &p->redo.base);
    ui_focus_add(&p->focus, &p->rules.base);
    ui_focus_add(&p->focus, &p->again.base);
    ui_focus_add(&p->focus, &p->to_menu.base);
    ui_focus_add(&p->focus, &p->ladder.base);
    play_coach_enter(p);
    snprintf(p->title, sizeof p->title, "%s", _(play_game(p)->name));
    if (p->phones) /* the indicator: phones may join while it shows */
        snprintf(p->title, sizeof p->title, _("%s · phones on"), _(play_game(p)->name));
    snd_music(false); /* the menu's music stops while people play */
    after_change(p);
    play_log_rebuild(p); /* phrases in the language now in use */
    if (p->mode == MODE_RESULTS) {
        match_score(p->m, &p->score); /* the score's reasons too */
        play_results_build(p);
    }
}

static void do_undo(play *p)
{
    cancel_bot(p);
    play_hint_cancel(p);
    if (match_undo(p->m)) snd_play(SND_CLICK);
    reset_board(p);
    play_coach_reset(p);
}

static void do_redo(play *p)
{
    cancel_bot(p);
    play_hint_cancel(p);
    if (match_redo(p->m)) snd_play(SND_CLICK);
    reset_board(p);
    play_coach_reset(p);
}

static void play_again(play *p)
{
    setup_result r = p->setup;
    r.lesson = false; /* the lesson's deal is one: the next game is the player's own */
    r.seed = r.seed * 6364136223846793005ull + 1442695040888963407ull;
    char why[MATCH_WHY_LEN];
    scene *next = play_new(&r, why, sizeof why);
    if (next)
        scene_replace(next);
    else
        ui_toast(why, UI_TOAST_BAD);
}

static bool play_event(scene *s, const in_event *ev)
{
    play *p = (play *)s;
    layout(p);
    p->again.base.hidden = p->to_menu.base.hidden = p->mode != MODE_RESULTS || p->end_moves;
    if (ui_button_event(&p->moves, ev) == UI_ACTIVATED) {
        if (p->mode == MODE_RESULTS) { /* the moves that led here, or the results again */
            p->end_moves = !p->end_moves;
            return true;
        }
        p->drawer_open = !p->drawer_open;
        play_drawer_remember(p, p->drawer_open);
        return true;
    }
    if ((p->mode == MODE_PLAYING ? p->drawer_open : p->end_moves) && play_drawer_event(p, ev))
        return true;
    if (ui_button_event(&p->menu, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_MENU || ev->key == IN_NAV_BACK)) ||
        (ev->kind == IN_KEY && ev->key == 27 /* Escape */)) {
        scene_push(scene_pause_new(play_game(p)->id));
        return true;
    }
    if (ui_button_event(&p->rules, ev) == UI_ACTIVATED) {
        scene_push(scene_rules_new(play_game(p)->id));
        return true;
    }
    if (!p->hint.base.hidden && ui_button_event(&p->hint, ev) == UI_ACTIVATED) {
        play_hint_ask(p, ev->seat);
        return true;
    }
    bool ctrl = ev->kind == IN_KEY && (ev->mods & 0x00c0); /* KMOD_CTRL */
    ui_result undo = ui_button_event(&p->undo, ev), redo = ui_button_event(&p->redo, ev);
    if (undo == UI_ACTIVATED || (ctrl && ev->key == 'z')) {
        /* a person on their own device takes back only their own move */
        if (ev->seat >= 0 && match_can_undo(p->m) && !match_can_undo_for(p->m, ev->seat)) {
            char msg[GAME_REASON_LEN];
            snprintf(msg, sizeof msg, _("Undo takes back your own move: this one is %s's."),
                     play_seat_name(p, match_undo_owner(p->m)));
            ui_toast(msg, UI_TOAST_BAD);
            return true;
        }
        do_undo(p);
        return true;
    }
    if (redo == UI_ACTIVATED || (ctrl && ev->key == 'y')) {
        do_redo(p);
        return true;
    }
    if (play_coach_event(p, ev)) return true;
    if (p->mode == MODE_RESULTS && !p->end_moves) {
        if (ui_button_event(&p->again, ev) == UI_ACTIVATED) {
            play_again(p);
            return true;
        }
        if (ui_button_event(&p->to_menu, ev) == UI_ACTIVATED) {
            scene_pop_to("menu");
            return true;
        }
        if (p->on_ladder && ui_button_event(&p->ladder, ev) == UI_ACTIVATED) {
            if (scenes_hooks()->open_ladder) scenes_hooks()->open_ladder();
            return true;
        }
        if ((ev->kind == IN_PRESS ||
             (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT && !ui_focus_current(&p->focus))) &&
            p->walk < p->score.nlines) {
            p->walk = p->score.nlines; /* skip the walk-through */
            return true;
        }
        if (play_results_event(p, ev)) return true;
    } else if (play_react_event(p, ev)) {
        return true;
    } else if (p->board->event && p->board->event(p->b, play_board_area(p), ev)) {
        /* Keys go to one place: what the board took (Tab picks a counter, arrows move its
         * cursor) leaves the host's focus ring, so no button looks focused at the same time. */
        if (ev->kind == IN_NAV || ev->kind == IN_KEY) ui_focus_set(&p->focus, NULL);
        return true;
    }
    return ui_focus_event(&p->focus, ev) != UI_NONE;
}

static void play_tick(scene *s, double dt)
{
    play *p = (play *)s;
    play_status_tick(p, dt); /* a failing autosave is tried again, under an overlay too */
    /* Covered by an overlay (pause, rules, settings, a dialog, the curtain): the match is frozen,
     * for every game: the table's time stops (no clock, no window countdown, no racer), no board
     * time, no bot thinking (a search under way is dropped and asked again, with the same seed,
     * once the match shows again) and no bot move. */
    /* phones' taps in, their views out; under an overlay phones still join and leave (one
     * coming back lifts its seat's curtain) but their taps wait */
    play_phone_tick(p, scene_top() != s);
    if (scene_top() != s) {
        cancel_bot(p);
        play_hint_cancel(p);
        return;
    }
    play_log_tick(p, dt);
    if (p->board->tick) p->board->tick(p->b, dt);
    if (p->mode == MODE_PLAYING) {
        /* an animation holds the bots' next move; a board may hold its clock (a 3-2-1) */
        unsigned run = TABLE_ALL & ~(board_busy(p) ? TABLE_TURNS : 0u);
        if (p->board->table_hold) run &= ~p->board->table_hold(p->b);
        const table_opts o = table_options(p);
        table_set_opts(p->table, &o);
        table_set_watched(p->table, attract_watched && !p->has_human); /* club mode */
        table_advance(p->table, dt, run, &(table_host){host_apply, host_tick, p});
        drive_bots(p);
        play_hint_tick(p);
        const react_win *w = play_window(p);
        if (w && w->id != p->window_heard) {
            p->window_heard = w->id;
            snd_play(SND_CLICK);
            ui_keep_frames();
        }
    }
    if (p->mode == MODE_RESULTS && p->walk < p->score.nlines) {
        p->walk_t += dt;
        double step = play_reduced_motion() ? 0.4 : 0.9;
        if (p->walk_t >= step) {
            p->walk_t = 0;
            p->walk++;
            snd_play(SND_CLICK);
        }
    }
    if (p->mode == MODE_RESULTS && p->walk >= p->score.nlines && !p->fanfare_done) {
        p->fanfare_done = true;
        snd_play(SND_FANFARE);
    }
}

static bool play_busy(scene *s)
{
    play *p = (play *)s;
    return board_busy(p) || p->asking || p->hinting || play_phone_busy(p) ||
           (p->mode == MODE_PLAYING && table_busy(p->table)) ||
           (p->mode == MODE_PLAYING && match_turn(p->m).mask && !play_human_mask(p)) ||
           (p->mode == MODE_RESULTS && !p->fanfare_done);
}

/* The game's name and the turn banner between Menu and the buttons on the right: the banner in
 * the middle of the room left; when both do not fit (a narrow window, a large interface), the
 * name goes first, then the banner's text shrinks (to 3/4) and, last, is cut. */
static void draw_bar_text(play *p)
{
    game_turn t = match_turn(p->m);
    float left = p->menu.base.rect.x + p->menu.base.rect.w + 16,
          right = (!p->hint.base.hidden   ? p->hint.base.rect.x
                   : p->moves.base.hidden ? p->undo.base.rect.x
                                          : p->moves.base.rect.x) -
                  16;
    float badge = t.player >= 0 ? 30.0f : 0.0f, size = UI_FONT_LABEL;
    float tw = gfx_text_width(p->title, UI_FONT_LABEL, GFX_BOLD);
    float w = gfx_text_width(p->banner, size, GFX_BOLD);
    bool title = tw + 24 + badge + w <= right - left;
    if (title)
        gfx_text_styled(p->title, left, BAR_H * 0.5f, UI_FONT_LABEL, GFX_LEFT | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_TEXT_SOFT);
    float lo = left + (title ? tw + 24 : 0), room = right - lo - badge;
    if (w > room && w > 0) {
        size *= room / w > 0.75f ? room / w : 0.75f;
        w = gfx_text_width(p->banner, size, GFX_BOLD);
    }
    float cx = gfx_width() * 0.5f; /* the middle of the window, or of the room left */
    if (cx + w * 0.5f > right) cx = right - w * 0.5f;
    if (cx - w * 0.5f - badge < lo) cx = lo + badge + w * 0.5f;
    if (t.player >= 0) ui_draw_seat_badge(t.player, cx - w * 0.5f - 22, BAR_H * 0.5f, 14);
    gfx_push_clip((gfx_rect){lo, 0, right - lo, BAR_H});
    gfx_text_styled(p->banner, cx, BAR_H * 0.5f, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    gfx_pop_clip();
}

/* The top bar: Menu, the game's name and who acts, Hint, Moves, Undo, Redo, Rules. */
static void draw_bar(play *p)
{
    gfx_rect bar = {0, 0, gfx_width(), BAR_H};
    gfx_fill_rect(bar, GFX_RGBA(10, 16, 32, 200));
    ui_button_draw(&p->menu);
    if (!p->hint.base.hidden) ui_button_draw(&p->hint);
    if (!p->moves.base.hidden) ui_button_draw(&p->moves);
    ui_button_draw(&p->undo);
    ui_button_draw(&p->redo);
    ui_button_draw(&p->rules);
    draw_bar_text(p);
}

static void play_draw(scene *s, float alpha)
{
    play *p = (play *)s;
    layout(p);
    ui_draw_background();
    match_view(p->m, p->viewer, p->view);
    const game_score_line *highlight = NULL;
    if (p->mode == MODE_RESULTS && p->walk > 0 && p->walk <= p->score.nlines)
        highlight = &p->score.line[p->walk - 1];
    if (p->mode == MODE_RESULTS && p->walk >= p->score.nlines && p->pointed_line >= 0 &&
        p->pointed_line < p->score.nlines) /* the line under the pointer in the list */
        highlight = &p->score.line[p->pointed_line];
    gfx_rect area = play_board_area(p);
    if (p->board->bar_first) draw_bar(p);
    p->board->draw(p->b, area, p->view, highlight, alpha);
    if ((p->mode == MODE_PLAYING && p->drawer_open) || (p->mode == MODE_RESULTS && p->end_moves))
        play_drawer_draw(p);
    play_react_draw(p);
    play_phone_draw(p, area);
    play_coach_draw(p, area);
    play_status_draw(p); /* "Your game is not being saved: ..." while it lasts */
    if (!p->board->bar_first) draw_bar(p);
    if (p->mode == MODE_RESULTS && !p->end_moves) {
        play_results_draw(p);
        p->again.base.hidden = p->to_menu.base.hidden = false;
        ui_button_draw(&p->again);
        ui_button_draw(&p->to_menu);
        if (p->on_ladder) ui_button_draw(&p->ladder);
    }
    if (ui_keyboard_mode()) {
        ui_base *f = ui_focus_current(&p->focus);
        if (f && !f->hidden && !f->disabled) ui_draw_focus_ring(f->rect, UI_RADIUS_M);
    }
}

static void play_destroy(scene *s)
{
    play *p = (play *)s;
    cancel_bot(p);
    play_phone_stop(p);
    ai_worker_destroy(p->worker);
    ai_worker_destroy(p->hint_worker);
    play_coach_free(p);
    table_destroy(p->table);
    if (p->board->destroy) p->board->destroy(p->b);
    match_destroy(p->m);
    in_unbind_all();
    snd_music(true);
    free(p->view);
    free(p->before);
    free(p->live);
    free(p);
}

const scene_vt play_vt = {
    .name = "play",
    .opaque = true,
    .enter = play_enter,
    .event = play_event,
    .tick = play_tick,
    .draw = play_draw,
    .busy = play_busy,
    .destroy = play_destroy,
};
