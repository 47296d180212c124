/* ui_controls.c: the list of controls each frame drew (ui.h, "the controls a frame drew"). Two
 * buffers: the frame being drawn and the last complete one, swapped when the frame ends (the
 * overlay is drawn last in every frame: ui_draw_overlay calls ui__ctl_frame_end). Off and free
 * unless a test or a script turns it on. */
#include "ui/ui_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ctl_frame {
    ui_ctl c[UI_CTL_MAX];
    int n;
} ctl_frame;
static ctl_frame *frames[2]; /* [0] the frame being drawn, [1] the last complete one */

void ui_ctl_trace(bool on)
{
    for (int i = 0; i < 2; i++) {
        if (on && !frames[i]) frames[i] = calloc(1, sizeof *frames[i]);
        if (!on) {
            free(frames[i]);
            frames[i] = NULL;
        }
    }
}

bool ui_ctl_tracing(void)
{
    return frames[0] != NULL;
}

/* Only what a clip leaves on screen of a control can be pressed: a control scrolled out of a
 * list's view is not on screen, one half in view is that half. */
static bool clipped(gfx_rect *r)
{
    gfx_rect c;
    if (!gfx_clip_rect(&c)) return true;
    float x0 = fmaxf(r->x, c.x), y0 = fmaxf(r->y, c.y);
    float x1 = fminf(r->x + r->w, c.x + c.w), y1 = fminf(r->y + r->h, c.y + c.h);
    if (x1 - x0 < 1 || y1 - y0 < 1) return false;
    *r = (gfx_rect){x0, y0, x1 - x0, y1 - y0};
    return true;
}

void ui_ctl_add(const ui_ctl *c)
{
    ctl_frame *f = frames[0];
    if (!f || f->n >= UI_CTL_MAX) return;
    ui_ctl k = *c;
    if (!clipped(&k.rect)) return;
    f->c[f->n++] = k;
}

int ui_ctl_list(const ui_ctl **out)
{
    *out = frames[1] ? frames[1]->c : NULL;
    return frames[1] ? frames[1]->n : 0;
}

void ui__ctl_frame_end(void)
{
    if (!frames[0]) return;
    ctl_frame *done = frames[0];
    frames[0] = frames[1];
    frames[1] = done;
    frames[0]->n = 0;
}

void ui_ctl_widget(const ui_base *w, ui_ctl_kind kind, const char *label)
{
    ui__ctl(w, kind, label);
}

void ui__ctl_cover(void)
{
    for (int i = 0; frames[0] && i < frames[0]->n; i++) frames[0]->c[i].covered = true;
}

void ui__ctl(const ui_base *b, ui_ctl_kind kind, const char *label)
{
    if (!frames[0] || b->hidden || b->rect.w <= 0 || b->rect.h <= 0) return;
    ui_ctl c = {.kind = kind,
                .rect = b->rect,
                .enabled = !b->disabled,
                .seat = b->owner,
                .why = b->disabled ? b->why : NULL,
                .widget = b};
    snprintf(c.label, sizeof c.label, "%s", label ? label : "");
    ui_ctl_add(&c);
}
