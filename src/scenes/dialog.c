/* dialog.c: the modal confirmation scene (title, message, confirm/cancel, a callback). Texts are
 * kept as given and translated in enter(), so a language switch relabels an open dialog. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct dialog_scene {
    scene base;
    scenes_find_fn find;
    char title[128], message[512], confirm[64], cancel[64];
    bool has_cancel;
    void (*on_confirm)(void *user);
    void *user;
    ui_dialog dlg;
    const char *labels[2];
    bool done;
} dialog_scene;

/* _("") would be the catalogue's header */
static const char *tr(const char *s)
{
    return *s ? _(s) : "";
}

static void dialog_enter(scene *s)
{
    dialog_scene *d = (dialog_scene *)s;
    d->labels[0] = tr(d->confirm);
    d->labels[1] = d->has_cancel ? tr(d->cancel) : NULL;
    ui_dialog_open(&d->dlg, tr(d->title), tr(d->message), d->labels, d->has_cancel ? 2 : 1);
}

static void dialog_finish(dialog_scene *d, bool confirmed)
{
    if (d->done) return;
    d->done = true;
    void (*cb)(void *) = d->on_confirm;
    void *user = d->user;
    /* pop first: with reduced motion d is freed at once, and the callback may pop further */
    scene_pop();
    if (confirmed && cb) cb(user);
}

static bool dialog_event(scene *s, const in_event *ev)
{
    dialog_scene *d = (dialog_scene *)s;
    if (d->done) return true;
    ui_result r = ui_dialog_event(&d->dlg, ev);
    if (r == UI_ACTIVATED) {
        /* one button: it is the confirmation; two: the first confirms, the second cancels */
        dialog_finish(d, d->dlg.choice == 0);
    } else if (r == UI_CANCELLED) {
        dialog_finish(d, false);
    }
    return true; /* modal: nothing below gets input */
}

static void dialog_draw(scene *s, float alpha)
{
    (void)alpha;
    dialog_scene *d = (dialog_scene *)s;
    scenes_draw_begin(s, true);
    ui_dialog_draw(&d->dlg);
    scenes_draw_end();
}

static void dialog_destroy(scene *s)
{
    free(s);
}

static bool dialog_find(scene *s, const char *id, gfx_rect *out)
{
    dialog_scene *d = (dialog_scene *)s;
    int i = strcmp(id, "confirm") == 0 ? 0 : strcmp(id, "cancel") == 0 ? 1 : -1;
    if (i < 0 || i >= d->dlg.nbuttons) return false;
    *out = d->dlg.buttons[i].base.rect;
    return true;
}

static const scene_vt dialog_vt = {
    .name = "dialog",
    .opaque = false,
    .enter = dialog_enter,
    .event = dialog_event,
    .draw = dialog_draw,
    .destroy = dialog_destroy,
};

scene *scene_dialog_new(const char *title, const char *message, const char *confirm,
                        const char *cancel, void (*on_confirm)(void *user), void *user)
{
    dialog_scene *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    d->base.vt = &dialog_vt;
    d->find = dialog_find;
    snprintf(d->title, sizeof d->title, "%s", title ? title : "");
    snprintf(d->message, sizeof d->message, "%s", message ? message : "");
    snprintf(d->confirm, sizeof d->confirm, "%s", confirm ? confirm : N_("OK"));
    d->has_cancel = cancel != NULL;
    if (cancel) snprintf(d->cancel, sizeof d->cancel, "%s", cancel);
    d->on_confirm = on_confirm;
    d->user = user;
    return &d->base;
}
