/* scenes_util.c: what every scene file here shares: the app's hooks, transitions, the dimmed
 * backdrop, scrolling, data paths and the widget lookup for scripted tests. */
#include "platform/platform.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static scene_hooks hooks;

void scenes_set_hooks(const scene_hooks *h)
{
    if (h)
        hooks = *h;
    else
        memset(&hooks, 0, sizeof hooks);
}

const scene_hooks *scenes_hooks(void)
{
    return &hooks;
}

float scenes_ease(float t)
{
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    float u = 1 - t;
    return 1 - u * u * u;
}

void scenes_draw_begin(const scene *s, bool pop)
{
    float e = scenes_ease(s->t_in);
    gfx_push_alpha(e);
    float w = gfx_width(), h = gfx_height();
    gfx_camera cam = {w * 0.5f, h * 0.5f, 1, 0};
    if (pop)
        cam.zoom = 0.94f + 0.06f * e; /* overlays grow into place */
    else
        cam.y -= (1 - e) * 28; /* full screens rise into place */
    gfx_push_camera(cam);
}

void scenes_draw_backdrop(const scene *s)
{
    gfx_push_alpha(scenes_ease(s->t_in));
    ui_draw_background();
    gfx_pop_alpha();
}

void scenes_draw_dim(const scene *s)
{
    gfx_color dim = UI_COL_DIM;
    dim.a = (uint8_t)((float)dim.a * scenes_ease(s->t_in));
    gfx_fill_rect((gfx_rect){0, 0, gfx_width(), gfx_height()}, dim);
}

void scenes_draw_end(void)
{
    gfx_pop_camera();
    gfx_pop_alpha();
}

bool scenes_pointer_kind(const in_event *ev)
{
    return ev->kind == IN_PRESS || ev->kind == IN_RELEASE || ev->kind == IN_MOVE;
}

in_event scenes_clip_event(const in_event *ev, gfx_rect view)
{
    in_event e = *ev;
    if (scenes_pointer_kind(ev) && !ui_contains(view, ev->x, ev->y)) e.x = e.y = -1e6f;
    return e;
}

void scenes_scroll_set_max(scenes_scroll *sc, float content_h, float view_h)
{
    sc->max = content_h > view_h ? content_h - view_h : 0;
    if (sc->y > sc->max) sc->y = sc->max;
    if (sc->y < 0) sc->y = 0;
}

void scenes_scroll_show(scenes_scroll *sc, float top, float bottom, float view_h)
{
    /* top/bottom are content coordinates (0 = top of the content) */
    if (top - 8 < sc->y)
        sc->y = top - 8;
    else if (bottom + 8 > sc->y + view_h)
        sc->y = bottom + 8 - view_h;
    if (sc->y > sc->max) sc->y = sc->max;
    if (sc->y < 0) sc->y = 0;
}

bool scenes_scroll_event(scenes_scroll *sc, gfx_rect view, const in_event *ev)
{
    float before = sc->y;
    switch (ev->kind) {
    case IN_ZOOM: /* the wheel */
        if (!ui_contains(view, ev->x, ev->y) || sc->max <= 0) return false;
        sc->y += ev->amount > 1 ? -60.0f : 60.0f;
        break;
    case IN_PAN:
        if (sc->max <= 0) return false;
        sc->y -= ev->dy;
        break;
    case IN_PRESS:
        sc->pressed = sc->dragging = false; /* a new gesture (even if a release got lost) */
        if (ui_contains(view, ev->x, ev->y)) {
            sc->pressed = true;
            sc->dragging = false;
            sc->press_y = ev->y;
            sc->press_scroll = sc->y;
            sc->press_seat = ev->seat;
            sc->press_pointer = ev->pointer;
        }
        return false; /* widgets still see the press */
    case IN_MOVE:
        if (!sc->pressed || ev->seat != sc->press_seat || ev->pointer != sc->press_pointer)
            return false;
        if (!sc->dragging && fabsf(ev->y - sc->press_y) > 12 && sc->max > 0) sc->dragging = true;
        if (!sc->dragging) return false;
        sc->y = sc->press_scroll - (ev->y - sc->press_y);
        break;
    case IN_RELEASE:
    case IN_CANCEL:
        if (!sc->pressed || ev->seat != sc->press_seat) return false;
        sc->pressed = false;
        if (sc->dragging) {
            sc->dragging = false;
            return true; /* a drag is not a click */
        }
        return false;
    default: return false;
    }
    if (sc->y > sc->max) sc->y = sc->max;
    if (sc->y < 0) sc->y = 0;
    (void)before;
    return true;
}

void scenes_scroll_draw(const scenes_scroll *sc, gfx_rect view, gfx_color bar, gfx_color fade)
{
    if (sc->max <= 0) return;
    float vh = view.h, frac = vh / (vh + sc->max);
    float bh = vh * frac, by = view.y + (vh - bh) * (sc->y / sc->max);
    gfx_rrect((gfx_rect){view.x + view.w - 8, by + 2, 4, bh - 4}, 2, bar);
    if (fade.a == 0) return;
    for (int i = 0; i < 16; i++) { /* fades: more content that way */
        gfx_color c = fade;
        float k = (float)(i + 1) / 16.0f;
        c.a = (uint8_t)((float)fade.a * k * k);
        if (sc->y < sc->max - 1)
            gfx_fill_rect(
                (gfx_rect){view.x, view.y + view.h - 24 + 1.5f * (float)i, view.w - 10, 1.5f}, c);
        if (sc->y > 1)
            gfx_fill_rect((gfx_rect){view.x, view.y + 22.5f - 1.5f * (float)i, view.w - 10, 1.5f},
                          c);
    }
}

void scenes_data_path(char *buf, size_t n, const char *rel)
{
    snprintf(buf, n, "%s/data/%s", plat_data_dir(), rel);
}

const char *scenes_art(char *buf, size_t n, const char *rel)
{
    /* gfx's data_dir is the folder holding data/ (app/loop.c) */
    snprintf(buf, n, "data/art/%s", rel);
    return buf;
}

bool scenes_widget_rect(scene *s, const char *id, gfx_rect *out)
{
    static const char *const mine[] = {"menu",  "setup",   "settings", "pause",       "dialog",
                                       "about", "curtain", "rules",    "resume-pick", "gallery"};
    if (!s || !id) return false;
    for (size_t i = 0; i < sizeof mine / sizeof mine[0]; i++)
        if (strcmp(s->vt->name, mine[i]) == 0) {
            scenes_head *h = (scenes_head *)s;
            return h->find && h->find(s, id, out);
        }
    return false;
}
