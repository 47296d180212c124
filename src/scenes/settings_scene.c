/* settings_scene.c: the settings screen. Every change lands in settings_get() and is applied and
 * saved with settings_apply() at once (volume drags: live while dragging, saved on release). */
#include "audio/audio.h"
#include "core/i18n.h"
#include "platform/settings.h"
#include "scenes/save_notice.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SCALE_STEPS = 5 };

static const char *const lang_codes[] = {"", "en", "fr"};
static const char *const lang_labels[] = {N_("System"), "English", "Français"};
static const char *const scale_labels[SCALE_STEPS] = {N_("100%"), N_("125%"), N_("150%"),
                                                      N_("175%"), N_("200%")};
static const char *const pace_labels[] = {N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant")};
static const char *const react_labels[] = {"2 s", "3 s", "4 s", "5 s", "6 s"}; /* from 2 s */
/* club mode: attract mode after this many idle minutes on the menu (0: off) */
static const int idle_minutes[] = {0, 2, 5, 10};
static const char *const idle_labels[] = {N_("Off"), "2", "5", "10"};
/* a phone seat whose phone is gone: wait for it, or after a minute or three a bot or the curtain
 * (settings.phone_gone_seconds and phone_fallback) */
enum { PHONE_CHOICES = 5 };
static const int phone_seconds[PHONE_CHOICES] = {0, 60, 180, 60, 180};
static const phone_fallback phone_to[PHONE_CHOICES] = {PHONE_TO_BOT, PHONE_TO_BOT, PHONE_TO_BOT,
                                                       PHONE_TO_CURTAIN, PHONE_TO_CURTAIN};
static const char *const phone_labels[PHONE_CHOICES] = {
    N_("Wait for it"), N_("Bot after 1 min"), N_("Bot after 3 min"), N_("Curtain after 1 min"),
    N_("Curtain after 3 min")};

typedef struct settings_scene {
    scene base;
    scenes_find_fn find;
    ui_toggle fullscreen, reduced;
    ui_slider music, effects;
    ui_stepper language, scale, pace, react, idle, phone;
    ui_button back;
    ui_focus focus;
    ui_base *rows[10];
    scenes_scroll scroll;
    gfx_rect panel, view;
    save_watch saving; /* the settings file: retried while it fails, said (save_notice.h) */
} settings_scene;

/* Back in the header (ui_back_rect, as on every screen), the ten rows in one panel under it.
 * The rows shrink (down to ROW_MIN) so that the panel fits the screen at every interface size
 * and window: at 200% (640 x 360 units) too. Only a screen smaller than that scrolls. */
enum { ROWS = 10, NOTICE_H = SAVE_NOTICE_H };
static const float ROW_MAX = 48, ROW_MIN = 32;

static void settings_layout(settings_scene *t)
{
    gfx_rect scr = ui_screen_rect();
    float W = scr.w, H = scr.h, head = ui_header_h();
    bool small = H < 500;
    float mx = W < 900 ? 12 : 24, mb = small ? 8 : 16, pad = small ? 10 : 20;
    float gap = H < 420 ? 4 : small ? 8 : 12;
    float pw = fminf(W - 2 * mx, 680);
    head += settings_save_status()->err ? NOTICE_H : 0; /* the notice goes under the header */
    float avail = H - head - mb;                        /* the panel's room */
    float rowh = (avail - 2 * pad - (ROWS - 1) * gap) / ROWS;
    rowh = fmaxf(ROW_MIN, fminf(ROW_MAX, rowh));
    float content = ROWS * rowh + (ROWS - 1) * gap;
    float ph = fminf(content + 2 * pad, avail);
    float py = head + fmaxf(0, (avail - ph) * 0.3f); /* a little below the header, not centred */
    t->panel = (gfx_rect){(W - pw) / 2, py, pw, ph};
    t->view = ui_rect_inset(t->panel, 4);
    scenes_scroll_set_max(&t->scroll, content + 2 * (pad - 4), t->view.h);
    float y = t->panel.y + pad - t->scroll.y;
    for (int i = 0; i < ROWS; i++) {
        t->rows[i]->rect = (gfx_rect){t->panel.x + 20, y, pw - 40, rowh};
        y += rowh + gap;
    }
    t->back.base.rect = ui_back_rect();
}

static int scale_index(int pct)
{
    int i = (pct - 100 + 12) / 25;
    return i < 0 ? 0 : i >= SCALE_STEPS ? SCALE_STEPS - 1 : i;
}

static int lang_index(const char *code)
{
    for (int i = 0; i < 3; i++)
        if (strcmp(code, lang_codes[i]) == 0) return i;
    return 0;
}

static void settings_enter(scene *s)
{
    settings_scene *t = (settings_scene *)s;
    const settings *st = settings_get();
    int cur = t->focus.current;
    ui_toggle_init(&t->fullscreen, t->fullscreen.base.rect, _("Fullscreen"), st->fullscreen);
    ui_slider_init(&t->music, t->music.base.rect, _("Music"), 0, 100, 5, (float)st->music_volume);
    ui_slider_init(&t->effects, t->effects.base.rect, _("Sound effects"), 0, 100, 5,
                   (float)st->effects_volume);
    t->music.fmt = t->effects.fmt = _("%.0f%%"); /* French: a space before % */
    ui_stepper_init(&t->language, t->language.base.rect, _("Language"), lang_labels, 3,
                    lang_index(st->language));
    ui_stepper_init(&t->scale, t->scale.base.rect, _("Interface size"), scale_labels, SCALE_STEPS,
                    scale_index(st->ui_scale));
    ui_toggle_init(&t->reduced, t->reduced.base.rect, _("Reduced motion"), st->reduced_motion);
    ui_stepper_init(&t->pace, t->pace.base.rect, _("Bot speed"), pace_labels, 4, (int)st->bot_pace);
    ui_stepper_init(&t->react, t->react.base.rect, _("Reaction time"), react_labels, 5,
                    st->react_seconds - 2);
    int idle = 0;
    for (int i = 0; i < 4; i++)
        if (idle_minutes[i] == st->attract_idle_minutes) idle = i;
    ui_stepper_init(&t->idle, t->idle.base.rect, _("Attract mode after idle minutes"), idle_labels,
                    4, idle);
    int gone = 0;
    for (int i = 0; i < PHONE_CHOICES; i++)
        if (phone_seconds[i] == st->phone_gone_seconds &&
            (!phone_seconds[i] || phone_to[i] == st->phone_fallback))
            gone = i;
    ui_stepper_init(&t->phone, t->phone.base.rect, _("A phone gone too long"), phone_labels,
                    PHONE_CHOICES, gone);
    t->phone.base.tooltip = _("Phone seats: who plays the seat while its phone stays away. It "
                              "goes back to the phone when it returns.");
    ui_back_init(&t->back);
    t->idle.base.tooltip = _("Club mode: after this many minutes with nobody at the menu, the "
                             "games show themselves.");
    t->fullscreen.base.tooltip = _("Fill the whole screen (F11 switches too).");
    t->music.base.tooltip = _("Volume of the background music.");
    t->effects.base.tooltip = _("Volume of clicks, dice, bells and other sounds.");
    t->language.base.tooltip = _("System follows your computer's language.");
    t->scale.base.tooltip = _("Makes every button and text bigger.");
    t->reduced.base.tooltip = _("No slides, shakes or tumbling dice.");
    t->pace.base.tooltip = _("How long bots pause so you can follow their moves.");
    t->react.base.tooltip = _("How long everyone has to claim a reaction to a card or a roll.");
    ui_base *rows[ROWS] = {
        &t->fullscreen.base, &t->music.base, &t->effects.base, &t->language.base, &t->scale.base,
        &t->reduced.base,    &t->pace.base,  &t->react.base,   &t->idle.base,     &t->phone.base};
    memcpy(t->rows, rows, sizeof rows);
    ui_focus_init(&t->focus);
    for (int i = 0; i < ROWS; i++) ui_focus_add(&t->focus, rows[i]);
    ui_focus_add(&t->focus, &t->back.base);
    ui_focus_set(&t->focus, t->focus.items[cur >= 0 && cur < t->focus.count ? cur : 0]);
    settings_layout(t);
}

static void show_focused(settings_scene *t)
{
    ui_base *f = ui_focus_current(&t->focus);
    for (int i = 0; i < ROWS; i++)
        if (f == t->rows[i]) {
            float top = f->rect.y + t->scroll.y - t->view.y;
            scenes_scroll_show(&t->scroll, top, top + f->rect.h, t->view.h);
            settings_layout(t);
        }
}

static bool settings_event(scene *s, const in_event *ev)
{
    settings_scene *t = (settings_scene *)s;
    settings *st = settings_get();
    settings_layout(t);
    if (ui_button_event(&t->back, ev) == UI_ACTIVATED ||
        (ev->kind == IN_NAV && (ev->key == IN_NAV_BACK || ev->key == IN_NAV_MENU))) {
        scene_pop();
        return true;
    }
    bool sliding = t->music.dragging || t->effects.dragging;
    if (sliding) t->scroll.pressed = t->scroll.dragging = false; /* the slider took that press */
    if (!sliding && scenes_scroll_event(&t->scroll, t->view, ev)) {
        settings_layout(t);
        return true;
    }
    in_event ce = scenes_clip_event(ev, t->view);
    ui_result r;
    if ((r = ui_toggle_event(&t->fullscreen, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->fullscreen = t->fullscreen.on;
            settings_apply();
        }
        return true;
    }
    ui_slider *sl[2] = {&t->music, &t->effects};
    for (int i = 0; i < 2; i++) {
        bool was = sl[i]->dragging;
        /* a drag keeps going outside the panel: give the slider the real event */
        r = ui_slider_event(sl[i], was ? ev : &ce);
        if (r == UI_NONE && !was) continue;
        int v = (int)lroundf(sl[i]->value);
        if (i == 0)
            st->music_volume = v;
        else
            st->effects_volume = v;
        if (r == UI_CHANGED) snd_set_volumes(st->music_volume, st->effects_volume);
        if ((r == UI_CHANGED && !sl[i]->dragging) || (was && !sl[i]->dragging)) {
            settings_apply();
            if (i == 1) snd_play(SND_CLICK); /* hear the new level */
        }
        if (r != UI_NONE || was) return true;
    }
    if ((r = ui_stepper_event(&t->language, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            snprintf(st->language, sizeof st->language, "%s", lang_codes[t->language.index]);
            settings_apply(); /* the app's hook switches the language and relabels every scene */
        }
        return true;
    }
    if ((r = ui_stepper_event(&t->scale, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->ui_scale = 100 + 25 * t->scale.index;
            settings_apply();
        }
        return true;
    }
    if ((r = ui_toggle_event(&t->reduced, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->reduced_motion = t->reduced.on;
            settings_apply();
        }
        return true;
    }
    if ((r = ui_stepper_event(&t->pace, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->bot_pace = (bot_pace)t->pace.index;
            settings_apply();
        }
        return true;
    }
    if ((r = ui_stepper_event(&t->react, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->react_seconds = 2 + t->react.index;
            settings_apply();
        }
        return true;
    }
    if ((r = ui_stepper_event(&t->idle, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->attract_idle_minutes = idle_minutes[t->idle.index];
            settings_apply();
        }
        return true;
    }
    if ((r = ui_stepper_event(&t->phone, &ce)) != UI_NONE) {
        if (r == UI_CHANGED) {
            st->phone_gone_seconds = phone_seconds[t->phone.index];
            st->phone_fallback = phone_to[t->phone.index];
            settings_apply();
        }
        return true;
    }
    r = ui_focus_event(&t->focus, ev);
    if (r != UI_NONE && ev->kind == IN_NAV) show_focused(t);
    return r != UI_NONE;
}

static void settings_draw(scene *s, float alpha)
{
    (void)alpha;
    settings_scene *t = (settings_scene *)s;
    settings_layout(t);
    scenes_draw_backdrop(s);
    scenes_draw_begin(s, false);
    ui_draw_header_title(_("Settings"));
    ui_button_draw(&t->back);
    ui_draw_panel(t->panel);
    gfx_push_clip(t->view);
    ui_toggle_draw(&t->fullscreen);
    ui_slider_draw(&t->music);
    ui_slider_draw(&t->effects);
    ui_stepper_draw(&t->language);
    ui_stepper_draw(&t->scale);
    ui_toggle_draw(&t->reduced);
    ui_stepper_draw(&t->pace);
    ui_stepper_draw(&t->react);
    ui_stepper_draw(&t->idle);
    ui_stepper_draw(&t->phone);
    gfx_pop_clip();
    if (settings_save_status()->err) { /* said for as long as it lasts */
        char title[300];
        save_notice_title(settings_save_status(), _("The settings could not be kept"), title,
                          sizeof title);
        save_notice_draw((gfx_rect){0, ui_header_h(), ui_screen_rect().w, NOTICE_H}, title,
                         _("They apply now; CityBox keeps trying to save them, and they are "
                           "lost when it closes if it never can."));
    }
    scenes_scroll_draw(&t->scroll, t->view, GFX_RGBA(43, 33, 24, 70), GFX_RGBA(251, 243, 228, 255));
    scenes_draw_end();
}

static bool retry_settings(void *user)
{
    (void)user;
    return settings_retry_save();
}

static void settings_tick(scene *s, double dt)
{
    settings_scene *t = (settings_scene *)s;
    save_watch_tick(&t->saving, settings_save_status(), dt, retry_settings, NULL,
                    _("The settings are kept again."));
}

static void settings_destroy(scene *s)
{
    free(s);
}

static bool settings_find(scene *s, const char *id, gfx_rect *out)
{
    settings_scene *t = (settings_scene *)s;
    static const char *const ids[] = {
        "fullscreen",     "music",    "effects",          "language",     "ui_scale",
        "reduced_motion", "bot_pace", "reaction_seconds", "attract_idle", "phone_gone"};
    settings_layout(t);
    if (strcmp(id, "back") == 0) {
        *out = t->back.base.rect;
        return true;
    }
    if (strcmp(id, "panel") == 0) {
        *out = t->panel;
        return true;
    }
    for (int i = 0; i < ROWS; i++)
        if (strcmp(id, ids[i]) == 0) {
            /* scrolled into view first, as a player would */
            float top = t->rows[i]->rect.y + t->scroll.y - t->view.y;
            scenes_scroll_show(&t->scroll, top, top + t->rows[i]->rect.h, t->view.h);
            settings_layout(t);
            *out = t->rows[i]->rect;
            return true;
        }
    return false;
}

static const scene_vt settings_vt = {
    .name = "settings",
    .opaque = true,
    .enter = settings_enter,
    .event = settings_event,
    .tick = settings_tick,
    .draw = settings_draw,
    .destroy = settings_destroy,
};

scene *scene_settings_new(void)
{
    settings_scene *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.vt = &settings_vt;
    t->find = settings_find;
    t->focus.current = -1;
    ui_base *rows[ROWS] = {
        &t->fullscreen.base, &t->music.base, &t->effects.base, &t->language.base, &t->scale.base,
        &t->reduced.base,    &t->pace.base,  &t->react.base,   &t->idle.base,     &t->phone.base};
    memcpy(t->rows, rows, sizeof rows);
    return &t->base;
}
