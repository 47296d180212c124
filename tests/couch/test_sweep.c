/* test_sweep.c: every control of every screen answers a mouse, a finger, a key and a pad. The
 * sweep reaches each screen (the menu, settings, about, each game's setup and rules pages, the
 * ladder, the pause overlay, a dialog) and, for each game, positions that cover every kind of
 * decision its board shows (found by playing: a new set of controls on screen is a new kind),
 * then asks the control list (ui_ctl) what the frame drew and checks:
 *   - at 1280x720, 640x360 and 1920x1080, every control lies inside the window and no two
 *     uncovered controls overlap; every disabled control has a reason a player can read;
 *   - at 1280x720, every enabled control, each time on a fresh copy of the screen, does something
 *     (the scene stack, the game, the controls drawn or a widget's value change) when a mouse
 *     presses and releases it (two events, frames apart), when a finger taps it, and, for the
 *     widgets of a focus ring, when the keyboard's Tab brings the focus to it and Enter follows,
 *     and when a pad's right shoulder does and A follows (B for a Back whose page scrolls).
 * Every problem found is printed; the test fails when there is one. test_sweep [scenes|<id>]
 * (ctest sweep_scenes, sweep_<id>). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "couch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ai/ai.h"
#include "club/club.h"
#include "club/ladder.h"
#include "core/hash.h"

typedef scene *(*make_fn)(const char *arg);
static int problems, confirmed;
static SDL_Joystick *pad;

#define PROBLEM(...)                                                                               \
    do {                                                                                           \
        print_message(__VA_ARGS__);                                                                \
        problems++;                                                                                \
    } while (0)

/* ---- frames at a window size ---------------------------------------------------------------- */
static int win_w = 1280, win_h = 720;

static void frame(void)
{
    float s = plat_frame_scale(win_w, win_h, 100);
    in_set_scale(1.0f); /* the window is 1280x720 points: input tests run at that size */
    gfx_begin_frame(win_w, win_h, s);
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static void steps(int n)
{
    for (int i = 0; i < n; i++) fixture_step(1.0 / 120);
    frame();
}

/* ---- what a screen is ------------------------------------------------------------------------ */
static uint64_t mix(uint64_t h, const void *p, size_t n)
{
    return hash_bytes(h, p, n);
}

/* The screen's state as a hash: scenes, the game, the controls drawn and the widgets' values. */
static uint64_t signature(void)
{
    char names[256];
    scene_stack_names(names, sizeof names);
    uint64_t h = mix(HASH_SEED, names, strlen(names));
    scene *top = scene_top();
    for (scene *s = top; s; s = NULL)
        if (strcmp(s->vt->name, "play") == 0) {
            uint64_t mh = match_hash(play_match((play *)s));
            int n = match_log_count(play_match((play *)s));
            h = mix(h, &mh, sizeof mh);
            h = mix(h, &n, sizeof n);
        }
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    for (int i = 0; i < n; i++) {
        const ui_ctl *c = &all[i];
        int r[4] = {(int)c->rect.x, (int)c->rect.y, (int)c->rect.w, (int)c->rect.h};
        h = mix(h, r, sizeof r);
        h = mix(h, c->label, strlen(c->label));
        h = mix(h, &c->enabled, sizeof c->enabled);
        if (!c->widget) continue;
        const ui_base *w = c->widget;
        h = mix(h, &w->focused, sizeof w->focused);
        switch (w->kind) { /* a widget's value (its struct starts with its base) */
        case UI_KIND_TOGGLE: h = mix(h, &((const ui_toggle *)w)->on, sizeof(bool)); break;
        case UI_KIND_SLIDER: h = mix(h, &((const ui_slider *)w)->value, sizeof(float)); break;
        case UI_KIND_STEPPER: h = mix(h, &((const ui_stepper *)w)->index, sizeof(int)); break;
        case UI_KIND_LIST: {
            const ui_list *l = (const ui_list *)w;
            h = mix(h, &l->selected, sizeof l->selected);
            h = mix(h, &l->scroll, sizeof l->scroll);
            break;
        }
        case UI_KIND_TEXTFIELD: {
            const ui_textfield *t = (const ui_textfield *)w;
            h = mix(h, t->text, strlen(t->text));
            h = mix(h, &t->editing, sizeof t->editing);
            break;
        }
        default: break;
        }
    }
    int toasts = ui_toast_count();
    h = mix(h, &confirmed, sizeof confirmed);
    return mix(h, &toasts, sizeof toasts);
}

/* ---- geometry and reasons -------------------------------------------------------------------- */
static bool overlap(gfx_rect a, gfx_rect b)
{
    float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x);
    float h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > 1.5f && h > 1.5f;
}

static bool inside(gfx_rect a, gfx_rect b)
{
    return a.x >= b.x - 0.5f && a.y >= b.y - 0.5f && a.x + a.w <= b.x + b.w + 0.5f &&
           a.y + a.h <= b.y + b.h + 0.5f;
}

static void check_geometry(const char *where)
{
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    float lw = gfx_width(), lh = gfx_height();
    for (int i = 0; i < n; i++) {
        const ui_ctl *a = &all[i];
        if (a->covered) continue;
        if (a->rect.x < -0.5f || a->rect.y < -0.5f || a->rect.x + a->rect.w > lw + 0.5f ||
            a->rect.y + a->rect.h > lh + 0.5f)
            PROBLEM("%s at %dx%d: \"%s\" (%.0f,%.0f %.0fx%.0f) leaves the window (%.0fx%.0f)\n",
                    where, win_w, win_h, a->label, a->rect.x, a->rect.y, a->rect.w, a->rect.h, lw,
                    lh);
        if (!a->enabled && (!a->why || !a->why[0]))
            PROBLEM("%s at %dx%d: \"%s\" is disabled without a reason\n", where, win_w, win_h,
                    a->label);
        for (int j = i + 1; j < n; j++) {
            const ui_ctl *b = &all[j];
            if (b->covered || !overlap(a->rect, b->rect)) continue;
            /* a list's rows, a drag and where it may land, the same widget listed twice */
            if (a->kind == UI_CTL_FIELD || b->kind == UI_CTL_FIELD) continue;
            if (a->kind == UI_CTL_DRAG && b->kind == UI_CTL_DRAG) continue;
            if (a->widget && a->widget == b->widget) continue;
            if (inside(a->rect, b->rect) && memcmp(&a->rect, &b->rect, sizeof a->rect) == 0 &&
                strcmp(a->label, b->label) == 0)
                continue;
            PROBLEM("%s at %dx%d: \"%s\" and \"%s\" overlap\n", where, win_w, win_h, a->label,
                    b->label);
        }
    }
}

/* ---- activation ------------------------------------------------------------------------------ */
typedef enum how { BY_MOUSE, BY_FINGER, BY_KEYS, BY_PAD, HOW_N } how;
static const char *const how_names[HOW_N] = {"a mouse click", "a finger tap", "Tab and Enter",
                                             "the pad's shoulder and A"};

static void push(SDL_Event *e)
{
    SDL_PushEvent(e);
    steps(1);
}

static void key_mod(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    push(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    push(&e);
}

static void key(SDL_Keycode k)
{
    key_mod(k, 0);
}

static void pad_button(int b)
{
    SDL_JoystickSetVirtualButton(pad, b, 1);
    steps(2);
    SDL_JoystickSetVirtualButton(pad, b, 0);
    steps(2);
}

/* Brings the focus ring to the control with Tab (keys) or the right shoulder (pad); false when
 * it never gets there. */
static bool focus_to(const ui_ctl *c, int nth, how h, const ui_base **fresh)
{
    for (int i = 0; i < 100; i++) {
        const ui_ctl *all;
        int n = ui_ctl_list(&all), seen = 0;
        const ui_base *at = NULL, *w = NULL;
        for (int k = 0; k < n; k++) {
            if (all[k].widget && all[k].widget->focused) at = all[k].widget;
            /* the same control on this fresh copy of the screen: the nth of its label (a page
             * that scrolls to the focus moves the rectangles, not the order) */
            if (all[k].widget && !strcmp(all[k].label, c->label) && seen++ == nth)
                w = all[k].widget;
        }
        if (!w) {
            return false;
        }
        *fresh = w;
        if (at == w) return true;
        if (h == BY_KEYS)
            key(SDLK_TAB);
        else /* the pad's shoulder walks the ring as Tab does (its d-pad changes steppers) */
            pad_button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    }
    return false;
}

typedef enum use_result { USED, SKIPPED, UNREACHABLE } use_result;

/* On a game's screen the board takes Tab (its pieces) and a pad plays through its cursor (the
 * couch test): the host's buttons answer their keys instead. */
static use_result host_key(const ui_base *w, how h)
{
    scene *top = scene_top();
    if (!top || strcmp(top->vt->name, "play") != 0) return UNREACHABLE;
    if (h == BY_PAD) return SKIPPED;
    const play *p = (const play *)top;
    if (w == &play_button(p, PLAY_BTN_MENU)->base)
        key(SDLK_ESCAPE);
    else if (w == &play_button(p, PLAY_BTN_UNDO)->base)
        key_mod(SDLK_z, KMOD_LCTRL);
    else if (w == &play_button(p, PLAY_BTN_REDO)->base)
        key_mod(SDLK_y, KMOD_LCTRL);
    else if (w->kind == UI_KIND_BUTTON && ((const ui_button *)w)->shortcut)
        key(((const ui_button *)w)->shortcut);
    else
        return UNREACHABLE;
    steps(3);
    return USED;
}

static use_result use(const ui_ctl *c, int nth, how h)
{
    float x = c->rect.x + c->rect.w / 2, y = c->rect.y + c->rect.h / 2;
    if (h == BY_MOUSE || h == BY_FINGER) {
        SDL_Event e;
        SDL_zero(e);
        if (h == BY_MOUSE) {
            e.type = SDL_MOUSEMOTION, e.motion.x = (int)x, e.motion.y = (int)y;
            push(&e);
            e = fixture_mouse_button(SDL_BUTTON_LEFT, true, x, y);
        } else {
            e.type = SDL_FINGERDOWN, e.tfinger.touchId = 3, e.tfinger.fingerId = 1;
            e.tfinger.x = x / 1280.0f, e.tfinger.y = y / 720.0f, e.tfinger.pressure = 1;
        }
        push(&e);
        steps(2);
        if (h == BY_MOUSE) {
            e = fixture_mouse_button(SDL_BUTTON_LEFT, false, x, y);
        } else {
            e.type = SDL_FINGERUP;
            e.tfinger.pressure = 0;
        }
        push(&e);
        steps(3);
        return USED;
    }
    const ui_base *w = NULL;
    if (!focus_to(c, nth, h, &w)) {
        if (!w) return UNREACHABLE;
        /* a pad's B is Back: the button Escape clicks (a page whose arrows scroll) */
        if (h == BY_PAD && w->kind == UI_KIND_BUTTON &&
            ((const ui_button *)w)->shortcut == SDLK_ESCAPE) {
            pad_button(SDL_CONTROLLER_BUTTON_B);
            steps(3);
            return USED;
        }
        return host_key(w, h);
    }
    if (h == BY_KEYS)
        key(SDLK_RETURN);
    else
        pad_button(SDL_CONTROLLER_BUTTON_A);
    steps(3);
    return USED;
}

/* A screen made afresh for each activation. */
typedef struct screen {
    const char *name;
    make_fn make;
    const char *arg;
} screen;

static settings saved_settings; /* each use starts from the same settings (a slider's value) */

static void open_screen(const screen *s)
{
    if (club_attract_active()) club_attract_stop();
    *settings_get() = saved_settings;
    i18n_set_language(saved_settings.language);
    scene_clear();
    scene_push(scene_menu_new());
    scene *sc = s->make(s->arg);
    if (sc) scene_push(sc);
    steps(8);
    ui_toast_clear(); /* each use starts clean: the same message again is a new toast */
}

/* Is a control a host button of the play screen that leaves it (the sweep of those is the
 * pause and menu screens')? */
static void sweep(const screen *s)
{
    static const int sizes[3][2] = {{1280, 720}, {640, 360}, {1920, 1080}};
    for (int k = 0; k < 3; k++) {
        win_w = sizes[k][0], win_h = sizes[k][1];
        open_screen(s);
        frame();
        check_geometry(s->name);
    }
    win_w = 1280, win_h = 720;
    open_screen(s);
    frame();
    const ui_ctl *all;
    int n = ui_ctl_list(&all);
    ui_ctl list[UI_CTL_MAX];
    memcpy(list, all, sizeof list[0] * (size_t)n);
    int used = 0;
    for (int i = 0; i < n; i++) {
        const ui_ctl *c = &list[i];
        int nth = 0; /* which of the controls of its label it is, in drawing order */
        for (int k = 0; k < i; k++) nth += list[k].widget && !strcmp(list[k].label, c->label);
        if (!c->enabled || c->covered || c->kind == UI_CTL_DRAG) continue;
        for (int h = 0; h < HOW_N; h++) {
            if ((h == BY_KEYS || h == BY_PAD) && !c->widget) continue; /* boards: couch test */
            open_screen(s);
            frame();
            uint64_t before = signature();
            use_result u = use(c, nth, (how)h);
            if (u == SKIPPED) continue;
            if (u == UNREACHABLE)
                PROBLEM("%s: \"%s\" cannot be reached by %s\n", s->name, c->label, how_names[h]);
            else if (signature() == before)
                PROBLEM("%s: \"%s\" does nothing by %s\n", s->name, c->label, how_names[h]);
            used++;
        }
    }
    print_message("%s: %d controls, %d uses\n", s->name, n, used);
}

/* ---- screens ----------------------------------------------------------------------------------
 */
static scene *make_settings(const char *a)
{
    (void)a;
    return scene_settings_new();
}
static scene *make_about(const char *a)
{
    (void)a;
    return scene_about_new();
}
static scene *make_setup(const char *id)
{
    return scene_setup_new(id);
}
static scene *make_rules(const char *id)
{
    return scene_rules_new(id);
}
static scene *make_ladder(const char *a)
{
    (void)a;
    return ladder_scene_new();
}
static scene *make_none(const char *a)
{
    (void)a;
    return NULL; /* the menu itself */
}
static void on_confirm(void *user)
{
    (void)user;
    confirmed++;
}
static scene *make_dialog(const char *a)
{
    (void)a;
    return scene_dialog_new(N_("Quit CityBox?"), N_("See you soon at the table!"), N_("Quit"),
                            N_("Stay"), on_confirm, NULL);
}

static char save_path[GAME_MAX_PLAYERS * 8][256];
static scene *make_saved(const char *path)
{
    char why[MATCH_WHY_LEN];
    scene *s = play_resume(path, why, sizeof why);
    if (!s) fail_msg("%s: %s", path, why);
    return s;
}

static scene *make_pause(const char *path)
{
    scene *s = make_saved(path);
    scene_push(s);
    return scene_pause_new(play_game((play *)s)->id);
}

/* Positions of game g that show the board's kinds of decisions: a person (seat 0, the mouse)
 * and bots play; each new set of control labels (their first words) is a new kind, saved. */
static int find_positions(const game_def *g, int cap)
{
    uint64_t kinds[32];
    int nk = 0, saved = 0;
    for (uint64_t seed = 1; seed <= 3 && saved < cap; seed++) {
        setup_result r =
            fixture_bots_setup(g->id, seed, g->min_players > 2 ? g->min_players : 2, BOT_EASY);
        r.seats[0].bot = false;
        char why[256];
        scene_clear();
        scene_push(scene_menu_new());
        scene *sc = play_new(&r, why, sizeof why);
        if (!sc) fail_msg("%s", why);
        scene_push(sc);
        play *p = (play *)sc;
        couch c = {.p = p, .players = r.params.players, .humans = 1};
        for (int i = 0; i < GAME_MAX_PLAYERS; i++) c.dev[i] = i ? COUCH_BOT : COUCH_MOUSE;
        rng_seed(&c.rng, seed);
        for (int gest = 0; gest < 400 && !match_is_over(play_match(p)) && saved < cap; gest++) {
            if ((play_human_mask(p) & 1u) && strcmp(scene_top()->vt->name, "play") == 0) {
                frame();
                const ui_ctl *all;
                int n = ui_ctl_list(&all);
                uint64_t k = HASH_SEED;
                for (int i = 0; i < n; i++) {
                    if (!all[i].enabled || all[i].covered) continue;
                    char word[16] = "";
                    sscanf(all[i].label, "%15s", word);
                    k ^= hash_bytes(HASH_SEED, word, strlen(word)) + (uint64_t)all[i].kind;
                }
                bool seen = false;
                for (int i = 0; i < nk; i++) seen |= kinds[i] == k;
                if (!seen && nk < 32) {
                    kinds[nk++] = k;
                    snprintf(save_path[saved], sizeof save_path[saved], "/tmp/cb_sweep_%s_%d.json",
                             g->id, saved);
                    match_save_file(play_match(p), save_path[saved], why, sizeof why);
                    saved++;
                }
            }
            couch_gesture(&c);
        }
    }
    scene_clear();
    return saved;
}

static const char *only;

/* The app's hooks (services.c): Start opens the game, Quit is counted. */
static void hook_start(const setup_result *r)
{
    char why[256];
    scene *s = play_new(r, why, sizeof why);
    if (s) scene_push(s);
}
static void hook_quit(void)
{
    confirmed++;
}

static void test_sweep(void **st)
{
    (void)st;
    ui_ctl_trace(true);
    scene_curtain_set_guard(0);
    if (!strcmp(only, "scenes")) {
        const screen screens[] = {{"the menu", make_none, NULL},
                                  {"settings", make_settings, NULL},
                                  {"about", make_about, NULL},
                                  {"the evening ladder", make_ladder, NULL},
                                  {"a dialog", make_dialog, NULL}};
        for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) sweep(&screens[i]);
        for (int i = 0; i < game_count(); i++) {
            const game_def *g = game_at(i);
            if (!g->playable || strcmp(g->id, "template") == 0) continue;
            char name[64];
            snprintf(name, sizeof name, "%s's setup", g->id);
            sweep(&(screen){name, make_setup, g->id});
            snprintf(name, sizeof name, "%s's rules", g->id);
            sweep(&(screen){name, make_rules, g->id});
        }
    } else {
        const game_def *g = game_find(only);
        assert_non_null(g);
        int n = find_positions(g, 6);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            char name[64];
            snprintf(name, sizeof name, "%s, position %d", g->id, i + 1);
            sweep(&(screen){name, make_saved, save_path[i]});
        }
        char name[64];
        snprintf(name, sizeof name, "%s's pause", g->id);
        sweep(&(screen){name, make_pause, save_path[0]});
        for (int i = 0; i < n; i++) remove(save_path[i]);
    }
    scene_clear();
    ui_ctl_trace(false);
    print_message("%d problems\n", problems);
    assert_int_equal(problems, 0);
}

int main(int argc, char **argv)
{
    only = argc > 1 ? argv[1] : "scenes";
    if (fixture_open() != 0) return 1;
    settings_get()->bot_pace = PACE_INSTANT;
    play_set_autosave(NULL);
    scenes_set_hooks(&(scene_hooks){.start_game = hook_start, .quit = hook_quit, .seed = 5});
    fixture_enable_pads();
    int index;
    pad = fixture_attach_pad(&index, 1.0 / 120);
    if (!pad) {
        print_message("no virtual joystick: skipped\n");
        return 77;
    }
    saved_settings = *settings_get();
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_sweep)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    fixture_close();
    return rc;
}
