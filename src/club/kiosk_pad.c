/* kiosk_pad.c: the PIN pad ("pin-pad"), a modal card with ten digits, Erase, OK and Cancel; the
 * keyboard's digits, Backspace, Enter and Escape work too. Unlock mode checks the organiser's
 * PIN through kiosk_unlock, which counts wrong PINs and says how long to wait (kiosk.h): the pad
 * keeps none of it, so Cancel and opening it again change nothing; while the wait lasts it shows
 * the time left and takes no key. Choose mode asks for a new PIN twice and locks. The digits are
 * shown as dots, never in clear. */
#include "audio/audio.h"
#include "club/kiosk.h"
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL_keycode.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PAD_KEYS = 12, KEY_ERASE = 9, KEY_ZERO = 10, KEY_OK = 11 };

typedef struct pad_scene {
    scene base;
    scenes_find_fn find;
    kiosk_pad_mode mode;
    ui_button key[PAD_KEYS], cancel;
    ui_focus focus;
    gfx_rect card;
    char pin[KIOSK_PIN_MAX + 1], first[KIOSK_PIN_MAX + 1]; /* first: choose mode's first entry */
    const char *msg;                                       /* N_() text under the dots */
    bool msg_bad;
    char wait_text[128];
} pad_scene;

static const char *const digits[PAD_KEYS] = {"1", "2", "3", "4", "5", "6",
                                             "7", "8", "9", "",  "0", ""};

static const char *pad_title(const pad_scene *p)
{
    if (p->mode == KIOSK_PAD_UNLOCK) return _("Organiser: enter the PIN to unlock");
    return p->first[0] ? _("Type the same PIN again") : _("Choose a PIN of 4 to 8 digits");
}

static void pad_layout(pad_scene *p)
{
    float W = gfx_width() > 0 ? gfx_width() : 1280, H = gfx_height() > 0 ? gfx_height() : 720;
    float k = fminf(72, (H - 300) / 4), gap = 12;
    float title_w = gfx_text_width(pad_title(p), UI_FONT_HEAD, GFX_BOLD) + 64;
    float cw = fminf(fmaxf(fmaxf(3 * k + 2 * gap + 64, 460), title_w), W - 32),
          ch = 150 + 4 * k + 3 * gap + 24 + 52 + 28;
    p->card = ui_rect_centered(W / 2, H / 2, cw, ch);
    float x0 = W / 2 - (3 * k + 2 * gap) / 2, y0 = p->card.y + 150;
    for (int i = 0; i < PAD_KEYS; i++)
        p->key[i].base.rect =
            (gfx_rect){x0 + (float)(i % 3) * (k + gap), y0 + (float)(i / 3) * (k + gap), k, k};
    p->cancel.base.rect = (gfx_rect){W / 2 - 110, y0 + 4 * k + 3 * gap + 24, 220, 52};
    /* a small pad (640x360) has no room for the word: the sign of the key, its tooltip says it */
    const char *erase = _("Erase");
    p->key[KEY_ERASE].label = gfx_text_width(erase, 12, GFX_BOLD) <= k - 14 ? erase : "⌫";
}

static void pad_enter(scene *s)
{
    pad_scene *p = (pad_scene *)s;
    int cur = p->focus.current;
    ui_focus_init(&p->focus);
    for (int i = 0; i < PAD_KEYS; i++) {
        const char *label = i == KEY_ERASE ? _("Erase") : i == KEY_OK ? _("OK") : digits[i];
        ui_button_init(&p->key[i], p->key[i].base.rect, label,
                       i == KEY_OK ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
        ui_focus_add(&p->focus, &p->key[i].base);
    }
    p->key[KEY_ERASE].base.tooltip = _("Erase the last digit (Backspace)");
    ui_button_init(&p->cancel, p->cancel.base.rect, _("Cancel"), UI_BUTTON_SECONDARY);
    ui_focus_add(&p->focus, &p->cancel.base);
    /* no focus at first: Enter means OK until the arrows pick a key */
    ui_focus_set(&p->focus, cur >= 0 && cur < p->focus.count ? p->focus.items[cur] : NULL);
    pad_layout(p);
}

static void say(pad_scene *p, const char *msg, bool bad)
{
    p->msg = msg;
    p->msg_bad = bad;
    if (bad) snd_play(SND_REFUSED);
}

static void pad_ok(pad_scene *p)
{
    if (!kiosk_pin_valid(p->pin)) {
        say(p, N_("A PIN has 4 to 8 digits."), true);
        return;
    }
    if (p->mode == KIOSK_PAD_UNLOCK) {
        kiosk_try r = kiosk_unlock(p->pin);
        memset(p->pin, 0, sizeof p->pin);
        if (r == KIOSK_OPENED) {
            ui_toast(_("Unlocked: Quit and Settings are back."), UI_TOAST_INFO);
            scene_pop();
            return;
        }
        say(p, N_("Wrong PIN."), true);
        return;
    }
    if (!p->first[0]) {
        memcpy(p->first, p->pin, sizeof p->first);
        memset(p->pin, 0, sizeof p->pin);
        say(p, NULL, false);
        return;
    }
    if (strcmp(p->first, p->pin) != 0) {
        memset(p->first, 0, sizeof p->first);
        memset(p->pin, 0, sizeof p->pin);
        say(p, N_("The two PINs differ: choose one again."), true);
        return;
    }
    kiosk_lock(p->pin);
    ui_toast(
        _("Locked for visitors. To unlock: hold the bottom-left corner for 3 seconds, or press "
          "Ctrl+Alt+Shift+U, then type the PIN."),
        UI_TOAST_INFO);
    scene_pop();
}

static bool waiting(const pad_scene *p)
{
    return p->mode == KIOSK_PAD_UNLOCK && kiosk_locked() && kiosk_wait_left() > 0;
}

static void pad_press(pad_scene *p, int i)
{
    if (waiting(p)) return; /* not a digit until the wait is over */
    size_t n = strlen(p->pin);
    if (i == KEY_OK) {
        pad_ok(p);
    } else if (i == KEY_ERASE) {
        if (n) p->pin[n - 1] = 0;
    } else if (n < KIOSK_PIN_MAX) {
        p->pin[n] = digits[i][0];
        p->pin[n + 1] = 0;
        if (p->msg_bad) say(p, NULL, false);
    }
}

static int key_index(int key)
{
    if (key >= SDLK_1 && key <= SDLK_9) return key - SDLK_1;
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) return key - SDLK_KP_1;
    if (key == SDLK_0 || key == SDLK_KP_0) return KEY_ZERO;
    if (key == SDLK_BACKSPACE) return KEY_ERASE;
    return -1;
}

static bool pad_event(scene *s, const in_event *ev)
{
    pad_scene *p = (pad_scene *)s;
    pad_layout(p);
    if (ev->kind == IN_KEY && key_index(ev->key) >= 0) {
        pad_press(p, key_index(ev->key));
        return true;
    }
    for (int i = 0; i < PAD_KEYS; i++)
        if (ui_button_event(&p->key[i], ev) == UI_ACTIVATED) {
            pad_press(p, i);
            return true;
        }
    if (ui_button_event(&p->cancel, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && ev->key == IN_NAV_BACK)) {
        scene_pop();
        return true;
    }
    /* Enter means OK unless the arrows put the focus ring on a key */
    if (ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT && !ui_focus_current(&p->focus)) {
        pad_press(p, KEY_OK);
        return true;
    }
    ui_focus_event(&p->focus, ev);
    return true; /* modal */
}

static void pad_draw(scene *s, float alpha)
{
    (void)alpha;
    pad_scene *p = (pad_scene *)s;
    pad_layout(p);
    scenes_draw_dim(s);
    scenes_draw_begin(s, true);
    ui_draw_panel(p->card);
    float cx = p->card.x + p->card.w / 2;
    gfx_text_styled(pad_title(p), cx, p->card.y + 40, UI_FONT_HEAD, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    /* one dot per digit typed, empty rings up to the shortest PIN */
    int n = (int)strlen(p->pin), shown = n > KIOSK_PIN_MIN ? n : KIOSK_PIN_MIN;
    float r = 9, step = 30, x0 = cx - step * (float)(shown - 1) / 2, y = p->card.y + 88;
    for (int i = 0; i < shown; i++) {
        if (i < n)
            gfx_circle(x0 + step * (float)i, y, r, UI_COL_INK);
        else
            gfx_circle_outline(x0 + step * (float)i, y, r, 2, UI_COL_INK_SOFT);
    }
    const char *msg = p->msg ? _(p->msg) : NULL;
    bool wait = waiting(p);
    if (wait) {
        int left = (int)ceil(kiosk_wait_left());
        if (left > 90)
            snprintf(p->wait_text, sizeof p->wait_text, _("Too many wrong PINs: wait %d min."),
                     (left + 59) / 60);
        else
            snprintf(p->wait_text, sizeof p->wait_text, _("Too many wrong PINs: wait %d s."), left);
        msg = p->wait_text;
    }
    if (msg)
        gfx_text(msg, cx, p->card.y + 124, UI_FONT_BODY, GFX_CENTER | GFX_MIDDLE,
                 p->msg_bad || wait ? UI_COL_BAD : UI_COL_INK_SOFT);
    for (int i = 0; i < PAD_KEYS; i++) ui_button_draw(&p->key[i]);
    ui_button_draw(&p->cancel);
    scenes_draw_end();
}

static bool pad_busy(scene *s)
{
    return waiting((pad_scene *)s); /* the countdown */
}

static void pad_destroy(scene *s)
{
    pad_scene *p = (pad_scene *)s;
    memset(p->pin, 0, sizeof p->pin);
    memset(p->first, 0, sizeof p->first);
    free(s);
}

static bool pad_find(scene *s, const char *id, gfx_rect *out)
{
    pad_scene *p = (pad_scene *)s;
    pad_layout(p);
    if (strcmp(id, "cancel") == 0) {
        *out = p->cancel.base.rect;
        return true;
    }
    for (int i = 0; i < PAD_KEYS; i++) {
        const char *name = i == KEY_ERASE ? "erase" : i == KEY_OK ? "ok" : digits[i];
        if (strcmp(id, name) == 0) {
            *out = p->key[i].base.rect;
            return true;
        }
    }
    return false;
}

static const scene_vt pad_vt = {
    .name = "pin-pad",
    .opaque = false,
    .enter = pad_enter,
    .event = pad_event,
    .draw = pad_draw,
    .busy = pad_busy,
    .destroy = pad_destroy,
};

scene *kiosk_pad_new(kiosk_pad_mode mode)
{
    pad_scene *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.vt = &pad_vt;
    p->find = pad_find;
    p->mode = mode;
    p->focus.current = -1;
    return &p->base;
}
