/* play_start.c: how a game reaches the play host: a new match from the setup screen or a save
 * resumed, the devices bound to the seats, each game's board found by its id, and where the
 * match autosaves (one file per game; demos apart). */
#include "core/i18n.h"
#include "core/log.h"
#include "games/list.h"
#include "ai/racer.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "play/play_int.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char save_dir[1100];

const char *play_save_dir(void)
{
    return save_dir;
}

void play_set_autosave(const char *dir)
{
    snprintf(save_dir, sizeof save_dir, "%s", dir ? dir : "");
}

bool play_autosave_path(const char *game_id, bool has_human, char *out, size_t n)
{
    if (n) *out = 0;
    if (!save_dir[0]) return false;
    if (has_human)
        snprintf(out, n, "%sautosave-%s.json", save_dir, game_id);
    else
        snprintf(out, n, "%sdemo.json", save_dir); /* never offered for resume */
    return true;
}

/* ---- boards -------------------------------------------------------------------------------- */
/* From the one registration (the generated games/list.h): a game registered with BOARD gives
 * `const board_vt <id>_board`. */
#define DECLARE(id) extern const board_vt id##_board;
CB_GAMES_BOARD(DECLARE)
#undef DECLARE
#define ENTRY(id) &id##_board,
static const board_vt *const boards[] = {CB_GAMES_BOARD(ENTRY) NULL};
#undef ENTRY

static const board_vt *fallback_board;

void play_set_fallback_board(const board_vt *b)
{
    fallback_board = b;
}

const board_vt *play_board_for(const char *game_id)
{
    for (size_t i = 0; boards[i]; i++)
        if (strcmp(boards[i]->game_id, game_id) == 0) return boards[i];
    return fallback_board;
}

scene_figure_fn play_figure_painter(const char *game_id)
{
    const board_vt *b = play_board_for(game_id);
    return b ? b->figure : NULL;
}

void play_bind_seats(const setup_result *r)
{
    int humans = 0, mouse_users = 0;
    for (int i = 0; i < r->params.players; i++) /* a phone seat plays on its phone, not here */
        if (!r->seats[i].bot && !r->seats[i].phone)
            humans++, mouse_users += r->seats[i].device == IN_DEV_MOUSE;
    in_unbind_all();
    /* everyone on the one mouse (hot-seat, or one player): no binding. A lone player on a pad
     * or a keyboard half is bound too, or the pad would only walk the focus (no cursor). */
    if (mouse_users == humans) return;
    /* touch seats share the window side by side (one: all of it): a finger is the seat's whose
     * zone it lands in */
    int touch = 0, k = 0;
    for (int i = 0; i < r->params.players; i++)
        touch += !r->seats[i].bot && !r->seats[i].phone && r->seats[i].device == IN_DEV_TOUCH_ZONE;
    gfx_rect win = ui_screen_rect();
    for (int i = 0; i < r->params.players; i++) {
        if (r->seats[i].bot || r->seats[i].phone) continue;
        in_binding b = {.device = (in_device)r->seats[i].device,
                        .device_index = r->seats[i].device_index};
        if (b.device == IN_DEV_TOUCH_ZONE) {
            b.zw = win.w / (float)touch, b.zh = win.h;
            b.zx = win.x + b.zw * (float)k++, b.zy = win.y;
        }
        in_bind_seat(i, b);
    }
}

static scene *play_create(match *m, const setup_result *r, const char *from, char *why, size_t n)
{
    const board_vt *board = play_board_for(r->game_id);
    if (!board) {
        snprintf(why, n, "%s", _("This game cannot be played yet."));
        match_destroy(m);
        return NULL;
    }
    play *p = calloc(1, sizeof *p);
    const game_def *g = match_game(m);
    p->base.vt = &play_vt;
    p->m = m;
    p->setup = *r;
    p->board = board;
    p->revealed_seat = -1;
    p->seat_btn_id = -1;
    p->view = calloc(1, g->state_size);
    p->before = calloc(1, g->state_size);
    p->live = calloc(1, sizeof *p->live);
    p->worker = ai_worker_create();
    ai_worker_set_on_done(p->worker, (void (*)(void *))plat_wake, NULL);
    const table_opts o = {settings_get()->react_seconds, play_pace_seconds(), 1.0};
    p->table = table_create(m, &o, racer_find(g));
    table_reset(p->table); /* a resumed game may stand in a reaction window */
    for (int i = 0; i < r->params.players; i++) ui_set_seat_look(i, r->seats[i].colour);
    play_bind_seats(r);
    p->b = board->create(p);
    play_coach_start(p);
    p->drawer_open = play_drawer_default(p);
    play_log_rebuild(p); /* a resumed game shows its last moves */
    play_phone_start(p); /* a seat played from a phone: the server, and its QR code */
    /* each game with a human seat has its own autosave; bots-only games (demos) write apart,
     * so they never replace the player's games */
    for (int i = 0; i < r->params.players; i++) p->has_human |= !r->seats[i].bot;
    /* a lesson is not saved: it never replaces the player's own game of it */
    bool on =
        !r->lesson && play_autosave_path(g->id, p->has_human, p->save_path, sizeof p->save_path);
    if (on && from && !p->has_human) /* a resumed bots-only save carries on where it was */
        snprintf(p->save_path, sizeof p->save_path, "%s", from);
    if (on && !match_autosave(m, p->save_path, why, n)) /* stays on: retried, and said */
        LOG_W("autosave failing from the start: %s", why);
    return &p->base;
}

/* The device a resumed seat plays with: the saved one, or the mouse when it is unknown or not
 * connected now (a gamepad that was unplugged). */
static in_device resumed_device(const match_seat *s, int *index)
{
    in_device d;
    *index = 0;
    if (!in_device_from_key(s->device, strlen(s->device), &d)) return IN_DEV_MOUSE;
    if (d == IN_DEV_GAMEPAD && (s->device_index < 0 || s->device_index >= in_gamepad_count())) {
        LOG_I("%s's gamepad %d is not connected: the mouse plays", s->name, s->device_index + 1);
        return IN_DEV_MOUSE;
    }
    *index = d == IN_DEV_GAMEPAD ? s->device_index : 0;
    return d;
}

static void seats_from_setup(const setup_result *r, match_seat *out)
{
    for (int i = 0; i < r->params.players; i++) {
        if (!r->seats[i].bot) {
            snprintf(out[i].device, sizeof out[i].device, "%s",
                     r->seats[i].phone ? "phone" : in_device_key((in_device)r->seats[i].device));
            out[i].device_index = r->seats[i].device_index;
        }
        snprintf(out[i].name, sizeof out[i].name, "%s", r->seats[i].name);
        out[i].kind = r->seats[i].bot ? MATCH_BOT : MATCH_HUMAN;
        out[i].level = (match_level)(r->seats[i].bot_level + MATCH_LEVEL_EASY);
        out[i].colour = r->seats[i].colour;
        out[i].symbol = r->seats[i].symbol;
    }
}

scene *play_new(const setup_result *r, char *why, size_t n)
{
    const game_def *g = game_find(r->game_id);
    match_seat seats[GAME_MAX_PLAYERS] = {0};
    if (!g) {
        snprintf(why, n, _("Unknown game \"%s\"."), r->game_id);
        return NULL;
    }
    seats_from_setup(r, seats);
    match *m = match_create(g, &r->params, seats, r->seed, why, n);
    return m ? play_create(m, r, NULL, why, n) : NULL;
}

scene *play_new_lesson(const char *game_id, char *why, size_t n)
{
    const game_def *g = game_find(game_id);
    if (!g || !g->lesson) {
        snprintf(why, n, "%s", _("This game has no guided first game yet."));
        return NULL;
    }
    const game_lesson *l = g->lesson;
    setup_result r = {.seed = l->seed, .lesson = true};
    snprintf(r.game_id, sizeof r.game_id, "%s", g->id);
    game_params_default(g, &r.params, l->players);
    if (l->options) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", l->options);
        for (char *kv = strtok(buf, ","); kv; kv = strtok(NULL, ","))
            if (!game_params_set(g, &r.params, kv, why, n)) return NULL;
    }
    /* the learner has a name too: "You" made "You's workshop" and "You grabs the tree" (the
     * coach speaks to them: "Your turn", "Your score") */
    static const char *const names[] = {N_("Alex"), N_("Robin"), N_("Sam"),
                                        N_("Kim"),  N_("Lou"),   N_("Max")};
    for (int i = 0; i < l->players && i < GAME_MAX_PLAYERS; i++) {
        setup_seat *s = &r.seats[i];
        snprintf(s->name, sizeof s->name, "%s", _(names[i]));
        s->colour = s->symbol = i;
        s->bot = i > 0;
        s->bot_level = BOT_EASY;
        s->device = IN_DEV_MOUSE;
    }
    return play_new(&r, why, n);
}

scene *play_resume(const char *save_path, char *why, size_t n)
{
    match *m = match_load_file(save_path, why, n);
    if (!m) return NULL;
    setup_result r = {0};
    const game_def *g = match_game(m);
    snprintf(r.game_id, sizeof r.game_id, "%s", g->id);
    r.params = *match_params(m);
    r.seed = match_seed(m);
    for (int i = 0; i < r.params.players; i++) {
        const match_seat *s = match_seat_at(m, i);
        snprintf(r.seats[i].name, sizeof r.seats[i].name, "%s", s->name);
        r.seats[i].bot = s->kind == MATCH_BOT;
        r.seats[i].bot_level = s->level >= MATCH_LEVEL_EASY ? (int)s->level - 1 : 0;
        r.seats[i].colour = s->colour;
        r.seats[i].symbol = s->symbol;
        r.seats[i].device = resumed_device(s, &r.seats[i].device_index);
        r.seats[i].phone = s->kind == MATCH_HUMAN && strcmp(s->device, "phone") == 0;
    }
    return play_create(m, &r, save_path, why, n);
}
