/* curtain.c: the pass-the-device curtain. An opaque cover in the next seat's colour and symbol
 * hides the board (and the last player's secrets) until the next player taps or presses Enter. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A press that arrives this soon after the curtain came up is the previous player's: ignore it. */
static double guard_seconds = 0.3;

void scene_curtain_set_guard(double seconds)
{
    guard_seconds = seconds;
}

typedef struct curtain_scene {
    scene base;
    scenes_find_fn find;
    char name[64];
    int colour, symbol;
    char turn[160], hand[200];
    const char *tap;
    uint64_t shown_ms; /* SDL_GetTicks64 when it came up (wall clock: idle frames do not tick) */
    bool shown;
    bool done;
} curtain_scene;

static gfx_color seat_colour(int look)
{
    static const gfx_color c[UI_SEAT_COLORS] = {UI_SEAT_COL_0, UI_SEAT_COL_1, UI_SEAT_COL_2,
                                                UI_SEAT_COL_3, UI_SEAT_COL_4, UI_SEAT_COL_5};
    return c[(look % UI_SEAT_COLORS + UI_SEAT_COLORS) % UI_SEAT_COLORS];
}

static bool is_light(gfx_color c)
{
    return 0.299f * c.r + 0.587f * c.g + 0.114f * c.b > 150;
}

static void curtain_enter(scene *s)
{
    curtain_scene *c = (curtain_scene *)s;
    snprintf(c->turn, sizeof c->turn, _("%s's turn"), c->name);
    snprintf(c->hand, sizeof c->hand, _("Hand the device to %s."), c->name);
    c->tap = _("Tap to reveal");
    if (!c->shown) c->shown_ms = SDL_GetTicks64();
    c->shown = true;
}

static void reveal(curtain_scene *c)
{
    if (c->done) return;
    c->done = true;
    snd_play(SND_CLICK);
    scene_pop();
}

static bool curtain_event(scene *s, const in_event *ev)
{
    curtain_scene *c = (curtain_scene *)s;
    bool early = (double)(SDL_GetTicks64() - c->shown_ms) < guard_seconds * 1000;
    if (!early && ev->kind == IN_PRESS)
        reveal(c);
    else if (!early && ev->kind == IN_NAV && ev->key == IN_NAV_ACCEPT)
        reveal(c);
    return true; /* nothing below may be touched while it is covered */
}

static void curtain_draw(scene *s, float alpha)
{
    (void)alpha;
    curtain_scene *c = (curtain_scene *)s;
    float W = gfx_width(), H = gfx_height();
    gfx_color col = seat_colour(c->colour);
    gfx_color ink = is_light(col) ? UI_COL_INK : UI_COL_WHITE;
    gfx_color soft = ink;
    soft.a = 200;
    /* opaque at once: the board below must never show through, even while sliding in */
    gfx_fill_rect((gfx_rect){0, 0, W, H}, col);
    /* a soft stripe pattern so it reads as a cover, not a blank screen */
    gfx_color stripe = is_light(col) ? GFX_RGBA(0, 0, 0, 14) : GFX_RGBA(255, 255, 255, 14);
    for (float x = -H; x < W; x += 64) gfx_line(x, H, x + H, 0, 22, stripe);

    scenes_draw_begin(s, false);
    float R = fminf(W, H) * 0.16f, cy = H * 0.36f;
    gfx_circle(W / 2, cy + 6, R * 1.08f, GFX_RGBA(0, 0, 0, 40));
    gfx_circle(W / 2, cy, R * 1.08f, is_light(col) ? UI_COL_INK : UI_COL_PANEL);
    ui_draw_seat_symbol(c->symbol, W / 2, cy, R * 0.62f, col);

    float big = fminf(UI_FONT_HUGE, W / 14), mid = fminf(UI_FONT_HEAD, W / 26);
    gfx_text_styled(c->turn, W / 2, cy + R * 1.08f + 24, big, GFX_CENTER | GFX_TOP, GFX_BOLD, ink);
    gfx_text(c->hand, W / 2, cy + R * 1.08f + 24 + big + 12, mid, GFX_CENTER | GFX_TOP, soft);

    float tw = gfx_text_width(c->tap, UI_FONT_LABEL, GFX_BOLD) + 48;
    gfx_rect pill = {(W - tw) / 2, H - 40 - 56, tw, 52};
    gfx_rrect(pill, 26, is_light(col) ? UI_COL_INK : UI_COL_PANEL);
    gfx_text_styled(c->tap, W / 2, pill.y + 26, UI_FONT_LABEL, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    col);
    scenes_draw_end();
}

static void curtain_destroy(scene *s)
{
    free(s);
}

static bool curtain_find(scene *s, const char *id, gfx_rect *out)
{
    (void)s;
    if (strcmp(id, "reveal") != 0) return false;
    *out = (gfx_rect){0, 0, gfx_width(), gfx_height()};
    return true;
}

static const scene_vt curtain_vt = {
    .name = "curtain",
    .opaque = true,
    .enter = curtain_enter,
    .event = curtain_event,
    .draw = curtain_draw,
    .destroy = curtain_destroy,
};

scene *scene_curtain_new(const char *player_name, int colour, int symbol)
{
    curtain_scene *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->base.vt = &curtain_vt;
    c->find = curtain_find;
    snprintf(c->name, sizeof c->name, "%s", player_name && *player_name ? player_name : "?");
    c->colour = colour;
    c->symbol = symbol;
    return &c->base;
}
