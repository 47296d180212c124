/* setup.c: the player setup of one game: seats (name, colour + symbol, human or bot with a
 * level, input device) and the game's own options generated from game_def.options; Start
 * validates with game_validate and hands a setup_result to the app. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/registry.h"
#include "input/input.h"
#include "scenes/scenes.h"
#include "scenes/setup_internal.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const kind_labels[KIND_COUNT] = {N_("Human"), N_("Bot ★"), N_("Bot ★★"),
                                                    N_("Bot ★★★")};

/* ---- seats ---------------------------------------------------------------------------------- */

static bool look_used(const setup_scene *s, int look, int except)
{
    for (int i = 0; i < s->nseats; i++)
        if (i != except && s->seats[i].look_id == look) return true;
    return false;
}

static int next_free_look(const setup_scene *s, int from, int except)
{
    for (int k = 1; k <= UI_SEAT_COLORS; k++) {
        int l = (from + k) % UI_SEAT_COLORS;
        if (!look_used(s, l, except)) return l;
    }
    return from;
}

static void default_name(const setup_scene *s, int i, char *buf, size_t n)
{
    bool bot = s->seats[i].kind.index != KIND_HUMAN;
    snprintf(buf, n, bot ? _("Bot %d") : _("Player %d"), i + 1);
}

static void refresh_default_name(setup_scene *s, int i)
{
    seat_row *r = &s->seats[i];
    default_name(s, i, s->default_names[i], sizeof s->default_names[i]);
    r->name.placeholder = s->default_names[i];
    if (r->default_name) ui_textfield_set(&r->name, s->default_names[i]);
}

static void build_devices(setup_scene *s)
{
    int pads = in_gamepad_count();
    if (pads > MAX_PADS_LISTED) pads = MAX_PADS_LISTED;
    s->pads_seen = in_gamepad_count();
    s->ndev = 0;
    s->dev_labels[s->ndev] = N_("Mouse");
    s->dev_kind[s->ndev] = IN_DEV_MOUSE;
    s->dev_idx[s->ndev++] = 0;
    s->dev_labels[s->ndev] = N_("WASD keys");
    s->dev_kind[s->ndev] = IN_DEV_KEYS_LEFT;
    s->dev_idx[s->ndev++] = 0;
    s->dev_labels[s->ndev] = N_("Arrow keys");
    s->dev_kind[s->ndev] = IN_DEV_KEYS_RIGHT;
    s->dev_idx[s->ndev++] = 0;
    for (int p = 0; p < pads; p++) {
        snprintf(s->pad_labels[p], sizeof s->pad_labels[p], _("Gamepad %d"), p + 1);
        s->dev_labels[s->ndev] = s->pad_labels[p];
        s->dev_kind[s->ndev] = IN_DEV_GAMEPAD;
        s->dev_idx[s->ndev++] = p;
    }
    s->dev_labels[s->ndev] = N_("Touch zone");
    s->dev_kind[s->ndev] = IN_DEV_TOUCH_ZONE;
    s->dev_idx[s->ndev++] = 0;
    if (s->def->seat_json) { /* the hand on the player's phone, not on the shared screen */
        s->dev_labels[s->ndev] = N_("Phone");
        s->dev_kind[s->ndev] = SETUP_DEV_PHONE;
        s->dev_idx[s->ndev++] = 0;
    }
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        seat_row *r = &s->seats[i];
        int found = 0; /* a gamepad that went away falls back to the mouse */
        for (int d = 0; d < s->ndev; d++)
            if (s->dev_kind[d] == r->dev && s->dev_idx[d] == r->dev_index) found = d;
        r->dev = s->dev_kind[found];
        r->dev_index = s->dev_idx[found];
        r->device.options = s->dev_labels;
        r->device.count = s->ndev;
        r->device.index = found;
    }
}

static void seat_widgets(setup_scene *s, int i)
{
    seat_row *r = &s->seats[i];
    int kind = r->kind.count ? r->kind.index : KIND_HUMAN;
    char keep[UI_TEXT_CAP];
    snprintf(keep, sizeof keep, "%s", r->name.text);
    ui_button_init(&r->look, r->look.base.rect, "", UI_BUTTON_SECONDARY);
    r->look.base.tooltip = _("Colour and symbol: click for the next free one.");
    ui_textfield_init(&r->name, r->name.base.rect, "", NAME_CHARS);
    ui_textfield_set(&r->name, keep);
    r->name.base.tooltip = _("The player's name.");
    ui_stepper_init(&r->kind, r->kind.base.rect, NULL, kind_labels, KIND_COUNT, kind);
    r->kind.wrap = true;
    r->kind.base.tooltip = _("A person, or a bot: ★ easy, ★★ normal, ★★★ hard.");
    ui_stepper_init(&r->device, r->device.base.rect, NULL, s->dev_labels, s->ndev, 0);
    r->device.wrap = true;
    r->device.base.tooltip = _("What this player plays with.");
    ui_button_init(&r->remove, r->remove.base.rect, "✕", UI_BUTTON_SECONDARY);
    r->remove.base.tooltip = _("Remove this player");
    refresh_default_name(s, i);
}

static void init_seat(setup_scene *s, int i, int kind)
{
    seat_row *r = &s->seats[i];
    memset(r, 0, sizeof *r);
    r->look_id = look_used(s, i % UI_SEAT_COLORS, i) ? next_free_look(s, i, i) : i % UI_SEAT_COLORS;
    r->default_name = true;
    r->dev = IN_DEV_MOUSE;
    r->kind.index = kind;
    r->kind.count = KIND_COUNT;
    seat_widgets(s, i);
}

/* ---- options -------------------------------------------------------------------------------- */

static int choice_count(const game_option_def *o)
{
    int n = 0;
    while (o->choices && o->choices[n]) n++;
    return n;
}

/* A choice whose label is empty is a key kept so older saves still load (Mad City's
 * variant=divider): never offered. */
static bool kept_for_saves(const game_option_def *o, int v)
{
    return o->kind == GAME_OPT_CHOICE && o->choice_labels && !o->choice_labels[v][0];
}

/* The values of option i that the game accepts for the current number of players (the other
 * options at their defaults); n = how many, out = which (in order). All of them when the
 * defaults themselves are refused (nothing to learn from a trial then). */
static int acceptable(const setup_scene *s, int i, int *out, int cap)
{
    const game_option_def *o = &s->def->options[i];
    int lo = 0, hi = o->kind == GAME_OPT_BOOL ? 1 : choice_count(o) - 1;
    if (o->kind == GAME_OPT_INT) lo = o->min, hi = o->max;
    game_params trial;
    game_params_default(s->def, &trial, s->nseats);
    char why[GAME_REASON_LEN];
    int n = 0;
    for (int v = lo; v <= hi && n < cap; v++) {
        trial.opt[i] = v;
        if (!kept_for_saves(o, v) && game_validate(s->def, &trial, why, sizeof why)) out[n++] = v;
    }
    if (n > 0) return n;
    for (int v = lo; v <= hi && n < cap; v++)
        if (!kept_for_saves(o, v)) out[n++] = v;
    return n;
}

static void option_widgets(setup_scene *s, const game_params *values)
{
    for (int i = 0; i < s->nopts; i++) {
        const game_option_def *o = &s->def->options[i];
        opt_widget *w = &s->opts[i];
        int v = values->opt[i];
        int ok[OPT_CHOICES];
        int nok = acceptable(s, i, ok, OPT_CHOICES);
        bool filter = o->kind != GAME_OPT_INT && choice_count(o) <= OPT_CHOICES;
        if (filter) {
            /* the player's own choice while it applies, else the value shown; refused for this
             * number of players: the default, else the first acceptable one */
            int pick = -1;
            for (int k = 0; k < nok; k++)
                if (ok[k] == w->want) pick = w->want;
            for (int k = 0; pick < 0 && k < nok; k++)
                if (ok[k] == v) pick = v;
            for (int k = 0; pick < 0 && k < nok; k++)
                if (ok[k] == o->def) pick = o->def;
            v = pick >= 0 ? pick : ok[0];
        }
        w->off = filter && nok == 1;
        w->fixed = v;
        w->is_toggle = o->kind == GAME_OPT_BOOL;
        if (w->is_toggle) {
            ui_toggle_init(&w->toggle, w->toggle.base.rect, _(o->label), v != 0);
            w->toggle.base.tooltip = o->help ? _(o->help) : NULL;
        } else if (o->kind == GAME_OPT_INT) {
            ui_stepper_init(&w->stepper, w->stepper.base.rect, _(o->label), NULL,
                            o->max - o->min + 1, v - o->min);
            w->stepper.num_min = o->min;
            w->stepper.base.tooltip = o->help ? _(o->help) : NULL;
        } else {
            const char *const *labels = o->choice_labels ? o->choice_labels : o->choices;
            int index = 0;
            for (int k = 0; k < nok; k++) {
                w->labels[k] = labels[ok[k]];
                w->value[k] = ok[k];
                if (ok[k] == v) index = k;
            }
            w->labels[nok] = NULL;
            ui_stepper_init(&w->stepper, w->stepper.base.rect, _(o->label), w->labels, nok, index);
            w->stepper.base.tooltip = o->help ? _(o->help) : NULL;
        }
        opt_base(w)->hidden = w->off;
    }
}

/* ---- handicaps ------------------------------------------------------------------------------- */

static void handicap_widgets_init(setup_scene *s)
{
    handicap_widgets *h = &s->hc;
    const game_handicap *d = s->def->handicap;
    h->offered = d && d->max > 0;
    if (!h->offered) return;
    int levels = d->max < HANDICAP_LEVELS ? d->max : HANDICAP_LEVELS;
    h->labels[0] = N_("No handicap");
    for (int l = 1; l <= levels; l++) {
        game_handicap_text(s->def, l, h->text[l], sizeof h->text[l]);
        h->labels[l] = h->text[l];
    }
    h->labels[levels + 1] = NULL;
    bool on = h->on.on;
    ui_toggle_init(&h->on, h->on.base.rect, _("Handicaps"), on);
    h->on.base.tooltip = _("Give a seat a head start, so a child and an expert can share a table.");
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        int keep = h->seat[i].count ? h->seat[i].index : 0;
        ui_stepper_init(&h->seat[i], h->seat[i].base.rect, h->names[i], h->labels, levels + 1,
                        keep <= levels ? keep : 0);
        h->seat[i].base.tooltip = _("What this seat is given; shown above the board all game.");
        h->seat[i].base.hidden = !on || i >= s->nseats;
    }
}

int setup_grid_items(setup_scene *s, ui_base **items, int *fixed)
{
    int n = 0;
    for (int i = 0; i < s->nopts; i++)
        if (!s->opts[i].off) items[n++] = opt_base(&s->opts[i]);
    if (s->hc.offered) items[n++] = &s->hc.on.base;
    *fixed = n;
    if (!s->hc.offered) return n;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        handicap_widgets *h = &s->hc;
        h->seat[i].base.hidden = !h->on.on || i >= s->nseats;
        if (h->seat[i].base.hidden) continue;
        /* the label follows the name as it is typed */
        const char *nm = s->seats[i].name.text[0] ? s->seats[i].name.text : s->default_names[i];
        snprintf(h->names[i], sizeof h->names[i], _("Handicap of %s"), nm);
        items[n++] = &h->seat[i].base;
    }
    return n;
}

static void read_params(const setup_scene *s, game_params *p)
{
    game_params_default(s->def, p, s->nseats);
    for (int i = 0; i < s->nopts; i++) {
        const game_option_def *o = &s->def->options[i];
        const opt_widget *w = &s->opts[i];
        if (w->off)
            p->opt[i] = w->fixed;
        else if (w->is_toggle)
            p->opt[i] = w->toggle.on ? 1 : 0;
        else if (o->kind == GAME_OPT_INT)
            p->opt[i] = o->min + w->stepper.index;
        else
            p->opt[i] = w->stepper.index >= 0 && w->stepper.index < w->stepper.count
                            ? w->value[w->stepper.index]
                            : o->def;
    }
    for (int i = 0; s->hc.offered && s->hc.on.on && i < s->nseats; i++)
        p->handicap[i] = s->hc.seat[i].index;
}

/* ---- labels --------------------------------------------------------------------------------- */

static void setup_enter(scene *sc)
{
    setup_scene *s = (setup_scene *)sc;
    int cur = s->focus.current;
    const char *name = s->entry ? _(s->entry->name) : _(s->def->name);
    snprintf(s->title, sizeof s->title, "%s", name);
    if (s->def->min_players == s->def->max_players)
        snprintf(s->players_hint, sizeof s->players_hint, _("%d players"), s->def->min_players);
    else
        snprintf(s->players_hint, sizeof s->players_hint, _("%d to %d players"),
                 s->def->min_players, s->def->max_players);
    snprintf(s->why_fewest, sizeof s->why_fewest, _("Fewest players for this game: %d"),
             s->def->min_players);
    int most = s->def->max_players < GAME_MAX_PLAYERS ? s->def->max_players : GAME_MAX_PLAYERS;
    snprintf(s->why_most, sizeof s->why_most, _("Most players for this game: %d"), most);
    snprintf(s->subtitle, sizeof s->subtitle, "%s",
             s->entry ? _(s->entry->tagline) : (s->def->tagline ? _(s->def->tagline) : ""));

    game_params now;
    read_params(s, &now); /* the constructor made the option widgets: keep their values */
    build_devices(s);
    for (int i = 0; i < s->nseats; i++) {
        int dev_choice = s->seats[i].device.index;
        seat_widgets(s, i);
        s->seats[i].device.index = dev_choice < s->ndev ? dev_choice : 0;
    }
    option_widgets(s, &now);
    handicap_widgets_init(s);
    ui_button_init(&s->add, s->add.base.rect, _("+ Add player"), UI_BUTTON_SECONDARY);
    ui_button_init(&s->rules, s->rules.base.rect, _("Rules"), UI_BUTTON_SECONDARY);
    ui_back_init(&s->back);
    ui_button_init(&s->start, s->start.base.rect, _("Start"), UI_BUTTON_PRIMARY);
    s->rules.base.tooltip = _("How to play this game.");
    ui_button_init(&s->learn, s->learn.base.rect, _("Learn to play"), UI_BUTTON_SECONDARY);
    s->learn.base.tooltip = _("A guided first game against a gentle bot: a coach shows each rule.");
    s->learn.base.hidden = !s->def->lesson || !scenes_hooks()->start_lesson;
    s->start.base.tooltip = _("Start the game with these players and options.");

    ui_focus_init(&s->focus);
    for (int i = 0; i < s->nseats; i++) {
        seat_row *r = &s->seats[i];
        ui_focus_add(&s->focus, &r->look.base);
        ui_focus_add(&s->focus, &r->name.base);
        ui_focus_add(&s->focus, &r->kind.base);
        ui_focus_add(&s->focus, &r->device.base);
        ui_focus_add(&s->focus, &r->remove.base);
    }
    ui_focus_add(&s->focus, &s->add.base);
    ui_focus_add(&s->focus, &s->start.base); /* before the options: the ring caps at 48 */
    ui_focus_add(&s->focus, &s->rules.base);
    ui_focus_add(&s->focus, &s->learn.base);
    ui_focus_add(&s->focus, &s->back.base);
    for (int i = 0; i < s->nopts; i++) ui_focus_add(&s->focus, opt_base(&s->opts[i]));
    if (s->hc.offered) {
        ui_focus_add(&s->focus, &s->hc.on.base);
        for (int i = 0; i < s->nseats; i++) ui_focus_add(&s->focus, &s->hc.seat[i].base);
    }
    setup_layout(s);
    if (cur >= 0 && cur < s->focus.count)
        ui_focus_set(&s->focus, s->focus.items[cur]);
    else
        ui_focus_set(&s->focus, &s->start.base);
}

/* ---- actions -------------------------------------------------------------------------------- */

static void add_seat(setup_scene *s)
{
    if (s->nseats >= s->def->max_players || s->nseats >= GAME_MAX_PLAYERS) return;
    int i = s->nseats++;
    s->seats[i].look_id = -1;
    init_seat(s, i, KIND_EASY); /* a newcomer's first opponents: easy */
    s->seats[i].look_id =
        next_free_look(s, i == 0 ? UI_SEAT_COLORS - 1 : s->seats[i - 1].look_id, i);
    s->seats[i].device.options = s->dev_labels;
    s->seats[i].device.count = s->ndev;
    s->message[0] = 0;
    setup_enter(&s->base); /* rebuilds the focus ring with the new row */
    ui_focus_set(&s->focus, &s->seats[i].name.base);
}

static void remove_seat(setup_scene *s, int i)
{
    if (s->nseats <= s->def->min_players || i < 0 || i >= s->nseats) return;
    for (int k = i; k + 1 < s->nseats; k++) {
        s->seats[k] = s->seats[k + 1];
        s->hc.seat[k].index = s->hc.seat[k + 1].index; /* a handicap stays with its player */
        /* rows moved up: their default names follow their new number */
    }
    s->nseats--;
    memset(&s->seats[s->nseats], 0, sizeof s->seats[s->nseats]);
    s->hc.seat[s->nseats].index = 0;
    s->message[0] = 0;
    s->focus.current = -1;
    setup_enter(&s->base);
    ui_focus_set(&s->focus, i < s->nseats ? &s->seats[i].remove.base : &s->add.base);
}

/* Ends name editing (SDL text input) before another scene takes the keyboard. */
static void stop_editing(setup_scene *s)
{
    ui_base *f = ui_focus_current(&s->focus);
    if (f && f->kind == UI_KIND_TEXTFIELD) ui_focus_set(&s->focus, &s->start.base);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (s->seats[i].name.editing) ui_textfield_focus(&s->seats[i].name, false);
}

static void start_game(setup_scene *s)
{
    setup_result r;
    memset(&r, 0, sizeof r);
    snprintf(r.game_id, sizeof r.game_id, "%s", s->def->id);
    read_params(s, &r.params);
    char why[GAME_REASON_LEN] = "";
    if (!game_validate(s->def, &r.params, why, sizeof why)) {
        snprintf(s->message, sizeof s->message, "%s",
                 why[0] ? why : _("These options cannot be combined."));
        ui_toast(s->message, UI_TOAST_BAD);
        snd_play(SND_REFUSED);
        return;
    }
    for (int i = 0; i < s->nseats; i++) {
        const seat_row *row = &s->seats[i];
        setup_seat *o = &r.seats[i];
        const char *nm = row->name.text;
        while (*nm == ' ') nm++;
        SDL_utf8strlcpy(o->name, *nm ? nm : s->default_names[i], sizeof o->name); /* whole chars */
        o->colour = o->symbol = row->look_id;
        o->bot = row->kind.index != KIND_HUMAN;
        o->bot_level = o->bot ? row->kind.index - KIND_EASY : 0;
        o->phone = !o->bot && s->dev_kind[row->device.index] == SETUP_DEV_PHONE;
        o->device = o->bot || o->phone ? IN_DEV_MOUSE : s->dev_kind[row->device.index];
        o->device_index = o->bot ? 0 : s->dev_idx[row->device.index];
    }
    const scene_hooks *h = scenes_hooks();
    r.seed = h->seed
                 ? h->seed
                 : ((uint64_t)time(NULL) * 6364136223846793005ull) ^ SDL_GetPerformanceCounter();
    s->message[0] = 0;
    stop_editing(s);
    if (h->start_game) h->start_game(&r);
}

/* ---- events --------------------------------------------------------------------------------- */

static void show_focused(setup_scene *s)
{
    ui_base *f = ui_focus_current(&s->focus);
    if (!f || f == &s->back.base || f == &s->rules.base || f == &s->start.base ||
        f == &s->learn.base)
        return;
    float top = f->rect.y + s->scroll.y - s->view.y;
    scenes_scroll_show(&s->scroll, top, top + f->rect.h, s->view.h);
    setup_layout(s);
}

static bool seat_event(setup_scene *s, int i, const in_event *ev)
{
    seat_row *r = &s->seats[i];
    bool was_editing = r->name.editing;
    if (setup_name_selection(r, ev)) return true;
    ui_result res;
    if ((res = ui_button_event(&r->look, ev)) != UI_NONE) {
        if (res == UI_ACTIVATED) r->look_id = next_free_look(s, r->look_id, i);
        return true;
    }
    if ((res = ui_textfield_event(&r->name, ev)) != UI_NONE) {
        if (res == UI_CHANGED) {
            r->default_name = false;
            s->message[0] = 0;
        }
        /* a click (or Enter) that starts editing a default name selects it: typing replaces it */
        if (!was_editing && r->name.editing && r->default_name) r->name_all = true;
        return true;
    }
    if ((res = ui_stepper_event(&r->kind, ev)) != UI_NONE) {
        if (res == UI_CHANGED) {
            refresh_default_name(s, i);
            s->message[0] = 0;
            setup_layout(s);
        }
        return true;
    }
    if ((res = ui_stepper_event(&r->device, ev)) != UI_NONE) {
        if (res == UI_CHANGED) {
            r->dev = s->dev_kind[r->device.index];
            r->dev_index = s->dev_idx[r->device.index];
        }
        return true;
    }
    if ((res = ui_button_event(&r->remove, ev)) != UI_NONE) {
        if (res == UI_ACTIVATED) remove_seat(s, i);
        return true;
    }
    return false;
}

static bool setup_event(scene *sc, const in_event *ev)
{
    setup_scene *s = (setup_scene *)sc;
    setup_layout(s);
    if (in_gamepad_count() != s->pads_seen) setup_enter(sc);

    if (ui_button_event(&s->start, ev) == UI_ACTIVATED) {
        start_game(s);
        return true;
    }
    if (ui_button_event(&s->back, ev) == UI_ACTIVATED) {
        scene_pop();
        return true;
    }
    if (ui_button_event(&s->rules, ev) == UI_ACTIVATED) {
        stop_editing(s);
        scene_push(scene_rules_new(s->def->id));
        return true;
    }
    if (!s->learn.base.hidden && ui_button_event(&s->learn, ev) == UI_ACTIVATED) {
        stop_editing(s);
        scenes_hooks()->start_lesson(s->def->id);
        return true;
    }
    if (scenes_scroll_event(&s->scroll, s->view, ev)) {
        setup_layout(s);
        return true;
    }
    in_event ce = scenes_clip_event(ev, s->view);
    for (int i = 0; i < s->nseats; i++)
        if (seat_event(s, i, &ce)) return true;
    ui_result res;
    if ((res = ui_button_event(&s->add, &ce)) != UI_NONE) {
        if (res == UI_ACTIVATED) add_seat(s);
        return true;
    }
    for (int i = 0; i < s->nopts; i++) {
        opt_widget *w = &s->opts[i];
        res = w->is_toggle ? ui_toggle_event(&w->toggle, &ce) : ui_stepper_event(&w->stepper, &ce);
        if (res != UI_NONE) {
            if (res == UI_CHANGED) {
                game_params p;
                read_params(s, &p);
                w->want = p.opt[i]; /* the player's choice: kept while it applies */
                s->message[0] = 0;
            }
            return true;
        }
    }
    if (s->hc.offered && (res = ui_toggle_event(&s->hc.on, &ce)) != UI_NONE) {
        if (res == UI_CHANGED) {
            s->message[0] = 0;
            setup_enter(&s->base); /* the seats' steppers come and go in the focus ring */
            if (s->hc.on.on && s->nseats > 0) { /* the steppers under it scrolled into view */
                gfx_rect last = s->hc.seat[s->nseats - 1].base.rect;
                float top = s->hc.on.base.rect.y + s->scroll.y - s->view.y;
                float bottom = last.y + last.h + s->scroll.y - s->view.y;
                scenes_scroll_show(&s->scroll, top, bottom, s->view.h);
                setup_layout(s);
            }
        }
        return true;
    }
    for (int i = 0; s->hc.offered && s->hc.on.on && i < s->nseats; i++)
        if ((res = ui_stepper_event(&s->hc.seat[i], &ce)) != UI_NONE) {
            s->message[0] = 0;
            return true;
        }
    if (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU)) {
        scene_pop();
        return true;
    }
    res = ui_focus_event(&s->focus, ev);
    if (res != UI_NONE && ev->kind == IN_NAV) show_focused(s);
    return res != UI_NONE;
}

static void setup_destroy(scene *sc)
{
    setup_scene *s = (setup_scene *)sc;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (s->seats[i].name.editing) ui_textfield_focus(&s->seats[i].name, false);
    free(sc);
}

static void setup_leave(scene *sc)
{
    stop_editing((setup_scene *)sc);
}

static bool setup_find(scene *sc, const char *id, gfx_rect *out)
{
    setup_scene *s = (setup_scene *)sc;
    setup_layout(s);
    const ui_base *b = NULL;
    int i = -1;
    const char *colon = strchr(id, ':');
    if (colon) i = atoi(colon + 1);
    bool seat_ok = i >= 0 && i < s->nseats;
    if (strcmp(id, "start") == 0)
        b = &s->start.base;
    else if (strcmp(id, "back") == 0)
        b = &s->back.base;
    else if (strcmp(id, "rules") == 0)
        b = &s->rules.base;
    else if (strcmp(id, "learn") == 0)
        b = &s->learn.base;
    else if (strcmp(id, "seat_add") == 0)
        b = &s->add.base;
    else if (strncmp(id, "seat_look:", 10) == 0 && seat_ok)
        b = &s->seats[i].look.base;
    else if (strncmp(id, "seat_name:", 10) == 0 && seat_ok)
        b = &s->seats[i].name.base;
    else if (strncmp(id, "seat_kind:", 10) == 0 && seat_ok)
        b = &s->seats[i].kind.base;
    else if (strncmp(id, "seat_device:", 12) == 0 && seat_ok)
        b = &s->seats[i].device.base;
    else if (strncmp(id, "seat_remove:", 12) == 0 && seat_ok)
        b = &s->seats[i].remove.base;
    else if (strcmp(id, "handicaps") == 0 && s->hc.offered)
        b = &s->hc.on.base;
    else if (strncmp(id, "handicap:", 9) == 0 && seat_ok && s->hc.offered)
        b = &s->hc.seat[i].base;
    else if (strncmp(id, "opt:", 4) == 0) {
        int k = game_option_index(s->def, id + 4);
        if (k >= 0 && k < s->nopts) b = opt_base(&s->opts[k]);
    }
    if (!b || b->hidden) return false;
    if (b != &s->start.base && b != &s->back.base && b != &s->rules.base && b != &s->learn.base) {
        float top = b->rect.y + s->scroll.y - s->view.y; /* scrolled into view first */
        scenes_scroll_show(&s->scroll, top, top + b->rect.h, s->view.h);
        setup_layout(s);
    }
    *out = b->rect;
    return true;
}

static const scene_vt setup_vt = {
    .name = "setup",
    .opaque = true,
    .enter = setup_enter,
    .leave = setup_leave,
    .event = setup_event,
    .draw = setup_draw,
    .destroy = setup_destroy,
};

scene *scene_setup_new_def(const game_def *def)
{
    if (!def) return NULL;
    setup_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.vt = &setup_vt;
    s->find = setup_find;
    s->def = def;
    s->focus.current = -1;
    for (int i = 0; i < game_catalogue_count(); i++)
        if (strcmp(game_catalogue_at(i)->id, def->id) == 0) s->entry = game_catalogue_at(i);
    s->nopts = def->n_options < GAME_MAX_OPTIONS ? def->n_options : GAME_MAX_OPTIONS;
    for (int i = 0; i < s->nopts; i++) s->opts[i].want = -1;
    build_devices(s);
    int n = def->min_players > 2 ? def->min_players : 2;
    if (n > def->max_players) n = def->max_players;
    if (n > GAME_MAX_PLAYERS) n = GAME_MAX_PLAYERS;
    if (n < 1) n = 1;
    for (int i = 0; i < n; i++) {
        s->nseats = i + 1;
        s->seats[i].look_id = -1;
        init_seat(s, i, i == 0 ? KIND_HUMAN : KIND_EASY);
        s->seats[i].look_id = i;
    }
    game_params p;
    game_params_default(def, &p, n);
    option_widgets(s, &p);
    return &s->base;
}

scene *scene_setup_new(const char *game_id)
{
    /* registered but not playable (rules without a board yet): no setup screen */
    const game_def *g = game_id ? game_find(game_id) : NULL;
    return g && g->playable ? scene_setup_new_def(g) : NULL;
}

scene *scene_setup_new_visitor(const char *game_id, int device, int device_index, int players)
{
    scene *sc = scene_setup_new(game_id);
    if (!sc) return NULL;
    setup_scene *s = (setup_scene *)sc;
    int most = s->def->max_players < GAME_MAX_PLAYERS ? s->def->max_players : GAME_MAX_PLAYERS;
    int n = players < s->def->min_players ? s->def->min_players : players;
    if (n > most) n = most;
    for (int i = s->nseats; i < n; i++) { /* bots, as the constructor adds them */
        s->nseats = i + 1;
        s->seats[i].look_id = -1;
        init_seat(s, i, KIND_EASY);
        s->seats[i].look_id = i;
    }
    s->seats[0].dev = device; /* the visitor plays with what they touched */
    s->seats[0].dev_index = device_index;
    build_devices(s);
    return sc;
}
