/* script.c: scripted input for UI tests (`citybox --script FILE`). Each line is
 *   TIME COMMAND ARGS...        TIME in simulated seconds since start; '#' starts a comment
 * Commands (coordinates in window points, as a mouse would give them):
 *   move X Y | down X Y [right] | up X Y [right] | click X Y [right]
 *   drag X0 Y0 X1 Y1 SECONDS     press, glide, release (mouse)
 *   finger down|move|up ID X Y   touch events (ID: finger number)
 *   key NAME [NAME...]           SDL key names pressed and released: Return Escape Tab Right r,
 *                                with modifiers before the name: ctrl+a ctrl+alt+shift+u
 *   keydown NAME [NAME...]       the same keys pressed and held; keyup NAME [NAME...] releases them
 *   text STRING                  typed text
 *   wheel N                      mouse wheel steps (positive: away from the user)
 *   expect-scene A>B>C           the scene stack must be exactly this, else the run fails
 *   expect-top NAME              the top scene must be NAME
 *   expect-text TEXT             the last frame drew TEXT (within one string: a label, a line)
 *   expect-no-text TEXT          the last frame drew no string holding TEXT
 *   read-text PATH               write the strings the last frame drew, a line each, to PATH (a
 *                                test's other process reads the screen: a phone seat's code)
 *   screenshot PATH              save a PNG of the next frame where nothing moves any more
 *   snap PATH                    save a PNG of the very next frame, moving or not (mid-drag,
 *                                during a countdown)
 *   wait-file PATH               hold the script here until PATH exists (a test's other process
 *                                says "now"); the lines after it come that much later
 *   wait-text SECONDS TEXT       hold the script here until a frame draws TEXT, at most SECONDS
 *                                (then it fails as expect-text would): a bot's turn, which its
 *                                thread ends when the machine lets it, not at a scripted time
 *   quit                         end the run (exit 1 if any expectation failed)
 * Events go through SDL's queue, so they take the same path as real input. */
#include "app/app.h"
#include "core/fsutil.h"
#include "core/log.h"
#include "platform/platform.h"
#include "play/play.h"
#include "render/gfx.h"
#include "scenes/scene.h"
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct script_line {
    double t;
    char cmd[16];
    char args[240];
    int lineno;
} script_line;

typedef struct drag_state {
    bool active;
    double t0, dur;
    float x0, y0, x1, y1;
    bool ease; /* a hand's start and stop (the coach's steady drags), else a constant speed */
} drag_state;

struct app_script {
    script_line *lines;
    int n, next, failures;
    drag_state drag;
    double held;    /* seconds the lines after a wait-file come later than written */
    double wait_t0; /* when the script reached the wait-text it holds at */
    bool waiting;   /* holding at a wait-text since wait_t0 */
    bool quit;
};

app_script *script_load(const char *path, char *why, int n)
{
    size_t len;
    char *text = fs_read_all(path, &len);
    if (!text) {
        snprintf(why, (size_t)n, "cannot read script %s", path);
        return NULL;
    }
    app_script *s = calloc(1, sizeof *s);
    int cap = 0, lineno = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        script_line l = {.lineno = lineno};
        int used = 0;
        if (sscanf(line, " %lf %15s %n", &l.t, l.cmd, &used) < 2) continue;
        snprintf(l.args, sizeof l.args, "%s", line + used);
        for (size_t k = strlen(l.args); k > 0 && (l.args[k - 1] == ' ' || l.args[k - 1] == '\r');)
            l.args[--k] = '\0';
        if (s->n == cap) {
            cap = cap ? cap * 2 : 64;
            s->lines = realloc(s->lines, (size_t)cap * sizeof *s->lines);
        }
        s->lines[s->n++] = l;
    }
    free(text);
    gfx_text_trace(true); /* for expect-text */
    return s;
}

void script_free(app_script *s)
{
    if (!s) return;
    gfx_text_trace(false);
    free(s->lines);
    free(s);
}

int script_failures(const app_script *s)
{
    return s->failures;
}

void script_push_mouse_motion(float x, float y)
{
    SDL_Event e = {.type = SDL_MOUSEMOTION};
    e.motion.x = (int)x;
    e.motion.y = (int)y;
    e.motion.state = 0;
    SDL_PushEvent(&e);
}

void script_push_mouse_button(float x, float y, bool down, int button)
{
    SDL_Event e = {.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP};
    e.button.x = (int)x;
    e.button.y = (int)y;
    e.button.button = (Uint8)button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    SDL_PushEvent(&e);
}

static void push_finger(const char *what, int id, float x, float y)
{
    int w, h;
    plat_window_size(&w, &h);
    SDL_Event e = {.type = strcmp(what, "down") == 0 ? SDL_FINGERDOWN
                           : strcmp(what, "up") == 0 ? SDL_FINGERUP
                                                     : SDL_FINGERMOTION};
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = x / (float)w;
    e.tfinger.y = y / (float)h;
    e.tfinger.pressure = 1.0f;
    SDL_PushEvent(&e);
}

/* "ctrl+alt+shift+u": the modifiers named before the key, and the key's name. */
static Uint16 key_mods(char **name)
{
    static const struct {
        const char *word;
        Uint16 mod;
    } mods[] = {
        {"ctrl+", KMOD_LCTRL}, {"alt+", KMOD_LALT}, {"shift+", KMOD_LSHIFT}, {"gui+", KMOD_LGUI}};
    Uint16 m = 0;
    for (bool more = true; more;) {
        more = false;
        for (size_t i = 0; i < sizeof mods / sizeof mods[0]; i++)
            if (SDL_strncasecmp(*name, mods[i].word, strlen(mods[i].word)) == 0 &&
                (*name)[strlen(mods[i].word)]) {
                m |= mods[i].mod;
                *name += strlen(mods[i].word);
                more = true;
            }
    }
    return m;
}

/* "key": each named key pressed and released; "keydown" / "keyup": held until released (a
 * keyboard half's cursor moves while its keys are held). A key may carry modifiers: ctrl+a. */
static void push_keys(char *names, bool down, bool up)
{
    for (char *k = strtok(names, " "); k; k = strtok(NULL, " ")) {
        Uint16 mod = key_mods(&k);
        SDL_Keycode code = SDL_GetKeyFromName(k);
        if (code == SDLK_UNKNOWN) {
            LOG_W("script: unknown key %s", k);
            continue;
        }
        SDL_Event e = {.type = SDL_KEYDOWN};
        e.key.keysym.sym = code;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(code);
        e.key.keysym.mod = mod;
        e.key.state = SDL_PRESSED;
        if (down) SDL_PushEvent(&e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        if (up) SDL_PushEvent(&e);
    }
}

/* "coach": a learner doing what a lesson's coach (or a Hint) points at, with the mouse;
 * "coach-button NAME": the coach's Next, Rule or Leave pressed and released. */
static void run_coach(app_script *s, script_line *l, double t)
{
    const char *a = l->args;
    float x, y;
    if (strcmp(l->cmd, "coach") == 0) {
        /* a learner doing what the lesson's coach points at, with the mouse: the piece dragged
         * to its spot (over 0.4 s, or the seconds given: `coach 2.5`; 0.2 s when the step asks
         * for a flick), a spot alone clicked, else the coach's Next pressed; nothing once the
         * game is over */
        scene *top = scene_top();
        gfx_rect from = {0}, to = {0}, next = {0};
        bool in_play = top && strcmp(top->vt->name, "play") == 0;
        bool points = in_play && play_coach_spot((play *)top, &from, &to, NULL, 0);
        float fx = from.x + from.w / 2, fy = from.y + from.h / 2, tx = to.x + to.w / 2,
              ty = to.y + to.h / 2;
        if (in_play && play_in_results((play *)top)) {
            printf("script line %d: coach: the game is over\n", l->lineno);
        } else if (points && from.w > 0 && to.w > 0) {
            /* coach 2.5: a steady hand (a slide) that eases in and out as a hand does; a flick
             * (the step asks for one) is 0.2 s at a constant speed, a jolt at both ends */
            double secs = a && *a ? atof(a) : 0.4;
            bool flick = play_coach_flick((play *)top);
            if (flick) secs = 0.2;
            s->drag = (drag_state){true, t,     secs > 0.05 && secs < 30 ? secs : 0.4, fx, fy, tx,
                                   ty,   !flick};
            script_push_mouse_motion(fx, fy);
            script_push_mouse_button(fx, fy, true, SDL_BUTTON_LEFT);
            printf("script line %d: coach: drag %.0f,%.0f to %.0f,%.0f\n", l->lineno, fx, fy, tx,
                   ty);
        } else if (points && to.w > 0) {
            script_push_mouse_motion(tx, ty);
            script_push_mouse_button(tx, ty, true, SDL_BUTTON_LEFT);
            script_push_mouse_button(tx, ty, false, SDL_BUTTON_LEFT);
            printf("script line %d: coach: click %.0f,%.0f\n", l->lineno, tx, ty);
        } else if (in_play && play_coach_button((play *)top, "next", &next)) {
            x = next.x + next.w / 2, y = next.y + next.h / 2;
            script_push_mouse_motion(x, y);
            script_push_mouse_button(x, y, true, SDL_BUTTON_LEFT);
            script_push_mouse_button(x, y, false, SDL_BUTTON_LEFT);
            printf("script line %d: coach: next %.0f,%.0f\n", l->lineno, x, y);
        } else { /* the others play, or a step waits for its moment */
            printf("script line %d: coach: nothing to do now\n", l->lineno);
        }
        fflush(stdout);
    } else { /* coach-button next, rule, leave: pressed, released */
        scene *top = scene_top();
        gfx_rect r;
        if (top && strcmp(top->vt->name, "play") == 0 && play_coach_button((play *)top, a, &r)) {
            x = r.x + r.w / 2, y = r.y + r.h / 2;
            script_push_mouse_motion(x, y);
            script_push_mouse_button(x, y, true, SDL_BUTTON_LEFT);
            script_push_mouse_button(x, y, false, SDL_BUTTON_LEFT);
            printf("script line %d: coach-button %s: %.0f,%.0f\n", l->lineno, a, x, y);
        } else {
            printf("script line %d: coach-button %s: FAILED (not shown)\n", l->lineno, a);
            s->failures++;
        }
        fflush(stdout);
    }
}

/* Whether the last frame drew a string holding text. */
static bool text_drawn(const char *text)
{
    const gfx_text_rec *rec;
    int n = gfx_text_traced(&rec);
    for (int i = 0; i < n; i++)
        if (strstr(rec[i].text, text)) return true;
    return false;
}

/* wait-text's TEXT, after its SECONDS. */
static const char *wait_text_of(const char *args)
{
    char *end;
    (void)strtod(args, &end);
    while (*end == ' ') end++;
    return end;
}

static void run_line(app_script *s, script_line *l, double t)
{
    float x = 0, y = 0, x1 = 0, y1 = 0, dur = 0;
    char word[64] = "", buf[240];
    int id = 0;
    const char *a = l->args;
    int right = strstr(a, "right") ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
    if (strcmp(l->cmd, "move") == 0 && sscanf(a, "%f %f", &x, &y) == 2) {
        script_push_mouse_motion(x, y);
    } else if (strcmp(l->cmd, "down") == 0 && sscanf(a, "%f %f", &x, &y) == 2) {
        script_push_mouse_motion(x, y);
        script_push_mouse_button(x, y, true, right);
    } else if (strcmp(l->cmd, "up") == 0 && sscanf(a, "%f %f", &x, &y) == 2) {
        script_push_mouse_button(x, y, false, right);
    } else if (strcmp(l->cmd, "click") == 0 && sscanf(a, "%f %f", &x, &y) == 2) {
        script_push_mouse_motion(x, y);
        script_push_mouse_button(x, y, true, right);
        script_push_mouse_button(x, y, false, right);
    } else if (strcmp(l->cmd, "drag") == 0 &&
               sscanf(a, "%f %f %f %f %f", &x, &y, &x1, &y1, &dur) == 5) {
        s->drag = (drag_state){true, t, dur > 0.01 ? dur : 0.01, x, y, x1, y1, false};
        script_push_mouse_motion(x, y);
        script_push_mouse_button(x, y, true, SDL_BUTTON_LEFT);
    } else if (strcmp(l->cmd, "finger") == 0 &&
               sscanf(a, "%63s %d %f %f", word, &id, &x, &y) == 4) {
        push_finger(word, id, x, y);
    } else if (strcmp(l->cmd, "key") == 0 || strcmp(l->cmd, "keydown") == 0 ||
               strcmp(l->cmd, "keyup") == 0) {
        snprintf(buf, sizeof buf, "%s", a);
        push_keys(buf, strcmp(l->cmd, "keyup") != 0, strcmp(l->cmd, "keydown") != 0);
    } else if (strcmp(l->cmd, "text") == 0) {
        SDL_Event e = {.type = SDL_TEXTINPUT};
        snprintf(e.text.text, sizeof e.text.text, "%.31s", a);
        SDL_PushEvent(&e);
    } else if (strcmp(l->cmd, "wheel") == 0 && sscanf(a, "%f", &x) == 1) {
        SDL_Event e = {.type = SDL_MOUSEWHEEL};
        e.wheel.y = (Sint32)x;
        e.wheel.preciseY = x;
        SDL_PushEvent(&e);
    } else if (strcmp(l->cmd, "expect-scene") == 0 || strcmp(l->cmd, "expect-top") == 0) {
        char names[256];
        scene_stack_names(names, sizeof names);
        const scene *top = scene_top();
        bool ok = strcmp(l->cmd, "expect-scene") == 0 ? strcmp(names, a) == 0
                                                      : (top && strcmp(top->vt->name, a) == 0);
        printf("script line %d: %s %s: %s (stack %s)\n", l->lineno, l->cmd, a, ok ? "ok" : "FAILED",
               names);
        fflush(stdout);
        if (!ok) s->failures++;
    } else if (strcmp(l->cmd, "expect-text") == 0 || strcmp(l->cmd, "expect-no-text") == 0 ||
               strcmp(l->cmd, "wait-text") == 0) {
        const gfx_text_rec *rec;
        int n = gfx_text_traced(&rec);
        bool wait = strcmp(l->cmd, "wait-text") == 0,
             want = wait || strcmp(l->cmd, "expect-text") == 0;
        if (wait) a = wait_text_of(a);
        bool drawn = text_drawn(a);
        if (wait)
            printf("script line %d: wait-text %s: %s after %.1f s\n", l->lineno, a,
                   drawn ? "drawn" : "FAILED, not drawn", s->waiting ? t - s->wait_t0 : 0.0);
        else
            printf("script line %d: %s %s: %s\n", l->lineno, l->cmd, a,
                   drawn == want ? "ok" : "FAILED");
        s->waiting = false;
        if (drawn != want) {
            printf("  the last frame drew:");
            for (int k = 0; k < n && k < 40; k++) printf(" \"%s\"", rec[k].text);
            printf("\n");
            s->failures++;
        }
        fflush(stdout);
    } else if (strcmp(l->cmd, "read-text") == 0) {
        const gfx_text_rec *rec;
        int n = gfx_text_traced(&rec);
        size_t len = 0, cap = 1;
        for (int i = 0; i < n; i++) cap += strlen(rec[i].text) + 1;
        char *all = malloc(cap);
        for (int i = 0; all && i < n; i++) len += (size_t)sprintf(all + len, "%s\n", rec[i].text);
        if (!all || !fs_write_atomic(a, all, len)) {
            printf("script line %d: read-text %s: FAILED (cannot write it)\n", l->lineno, a);
            s->failures++;
        }
        free(all);
    } else if (strcmp(l->cmd, "coach") == 0 || strcmp(l->cmd, "coach-button") == 0) {
        run_coach(s, l, t);
    } else if (strcmp(l->cmd, "screenshot") == 0) {
        app_screenshot_request(a);
    } else if (strcmp(l->cmd, "snap") == 0) {
        app_screenshot_request_now(a);
    } else if (strcmp(l->cmd, "quit") == 0) {
        s->quit = true;
    } else if (strcmp(l->cmd, "wait-file") ==
               0) { /* script_step held it until the file was there */
    } else {
        printf("script line %d: cannot read \"%s %s\"\n", l->lineno, l->cmd, a);
        s->failures++;
    }
}

bool script_step(app_script *s, double t)
{
    if (s->drag.active) {
        double k = (t - s->drag.t0) / s->drag.dur;
        if (k > 1) k = 1;
        if (s->drag.ease) /* smootherstep: the speed and the push both start and end at 0 */
            k = k * k * k * (k * (k * 6 - 15) + 10);
        float x = s->drag.x0 + (float)k * (s->drag.x1 - s->drag.x0);
        float y = s->drag.y0 + (float)k * (s->drag.y1 - s->drag.y0);
        script_push_mouse_motion(x, y);
        if (k >= 1) {
            script_push_mouse_button(x, y, false, SDL_BUTTON_LEFT);
            s->drag.active = false;
        }
    }
    while (!s->quit && s->next < s->n && s->lines[s->next].t + s->held <= t + 1e-9) {
        script_line *l = &s->lines[s->next];
        if (strcmp(l->cmd, "wait-text") == 0 && !text_drawn(wait_text_of(l->args))) {
            if (!s->waiting) s->waiting = true, s->wait_t0 = t;
            if (t - s->wait_t0 < atof(l->args)) { /* held here until drawn, or the limit */
                s->held = t - l->t;
                break;
            }
        }
        if (strcmp(l->cmd, "wait-file") == 0) { /* held here until the file exists */
            if (!fs_exists(l->args)) {
                s->held = t - l->t;
                break;
            }
            printf("script line %d: wait-file %s: there\n", l->lineno, l->args);
            fflush(stdout);
        }
        run_line(s, &s->lines[s->next++], t);
    }
    return !s->quit && (s->next < s->n || s->drag.active);
}
