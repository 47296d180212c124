/* ui_play.c: table props: the sand timer (an hourglass whose sand really falls) and dice
 * (a d6 with pips, a d8 with numbers) that tumble to the face the game already rolled. */
#include "audio/audio.h"
#include "ui/ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- sand timer ------------------------------------------------------------------------- */

void ui_sandtimer_init(ui_sandtimer *t, gfx_rect r, double total)
{
    memset(t, 0, sizeof *t);
    t->rect = r;
    t->total = total > 0 ? total : 1;
    t->remaining = t->total;
    t->low_seconds = 10;
}

ui_timer_event ui_sandtimer_set(ui_sandtimer *t, double remaining, double total)
{
    double prev = t->remaining;
    if (total > 0) t->total = total;
    if (remaining < 0) remaining = 0;
    t->remaining = remaining;
    if (remaining > prev) return UI_TIMER_NONE; /* restarted */
    if (prev > 0 && remaining <= 0) {
        snd_play(SND_BELL);
        return UI_TIMER_BELL;
    }
    for (int k = t->low_seconds; k >= 1; k--)
        if (prev > k && remaining <= k) {
            snd_play(SND_TICK);
            return UI_TIMER_TICK;
        }
    return UI_TIMER_NONE;
}

void ui_sandtimer_draw(const ui_sandtimer *t)
{
    gfx_rect r = t->rect;
    double rem = t->remaining < 0 ? 0 : t->remaining;
    float f = t->total > 0 ? (float)(rem / t->total) : 0;
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    bool low = rem <= t->low_seconds && rem > 0, done = rem <= 0;
    float text_h = r.h > 140 ? UI_FONT_HEAD : UI_FONT_BODY;
    gfx_rect g = {r.x, r.y, r.w, r.h - text_h * 1.3f};
    float cx = g.x + g.w / 2, bar = g.h * 0.085f;
    float W = g.w * 0.78f < g.h * 0.52f ? g.w * 0.78f : g.h * 0.52f;
    float top = g.y + bar, bottom = g.y + g.h - bar, neck = (top + bottom) / 2, H = neck - top;
    float neck_w = W * 0.07f;
    float pulse = (low && !ui_reduced_motion()) ? 0.5f + 0.5f * sinf((float)ui_time() * 8.0f) : 0;
    gfx_color sand = low    ? ui__mix(GFX_HEX(0xF08A4B), UI_COL_BAD, pulse)
                     : done ? GFX_HEX(0xD9B56A)
                            : UI_COL_SAND;
    gfx_color wood = UI_COL_WOOD, wood_dark = GFX_HEX(0x5E3A26);

    /* Back posts, then glass, sand, glass shine, front caps. */
    float post = W * 0.07f;
    gfx_rrect((gfx_rect){cx - W / 2 - post * 1.6f, top, post, bottom - top}, post / 2, wood_dark);
    gfx_rrect((gfx_rect){cx + W / 2 + post * 0.6f, top, post, bottom - top}, post / 2, wood_dark);
    gfx_color glass = GFX_RGBA(220, 235, 255, 46);
    gfx_triangle(cx - W / 2, top, cx + W / 2, top, cx + neck_w / 2, neck, glass);
    gfx_triangle(cx - W / 2, top, cx + neck_w / 2, neck, cx - neck_w / 2, neck, glass);
    gfx_triangle(cx - neck_w / 2, neck, cx + neck_w / 2, neck, cx + W / 2, bottom, glass);
    gfx_triangle(cx - neck_w / 2, neck, cx + W / 2, bottom, cx - W / 2, bottom, glass);

    /* Upper sand: a triangle sitting on the neck whose area is f of the bulb. */
    float hu = H * sqrtf(f);
    if (hu > 0.5f) {
        float half = (W / 2) * (hu / H);
        gfx_triangle(cx - half, neck - hu, cx + half, neck - hu, cx, neck, sand);
    }
    /* Lower sand: a heap from the bottom whose area is 1 - f of the bulb. */
    float hl = H * (1.0f - sqrtf(f));
    float heap = 0;
    if (hl > 0.5f) {
        float half_top = (W / 2) * (1.0f - hl / H);
        float xy[8] = {cx - W / 2,    bottom,      cx + W / 2,    bottom,
                       cx + half_top, bottom - hl, cx - half_top, bottom - hl};
        gfx_polygon(xy, 4, sand);
        heap = (hl < H * 0.3f ? hl : H * 0.3f) * 0.45f;
        if (half_top > 1)
            gfx_triangle(cx - half_top, bottom - hl, cx + half_top, bottom - hl, cx,
                         bottom - hl - heap, sand);
    }
    /* The falling stream and a few grains riding it. */
    if (f > 0 && f < 1 && !done) {
        float y1 = bottom - hl - heap;
        gfx_line(cx, neck - 1, cx, y1, W * 0.022f + 1.0f, sand);
        if (!ui_reduced_motion()) {
            for (int i = 0; i < 5; i++) {
                float ph = fmodf((float)ui_time() * 1.7f + (float)i / 5.0f, 1.0f);
                float gy = neck + ph * (y1 - neck), gx = cx + sinf((float)i * 2.1f + ph * 9) * 1.6f;
                gfx_circle(gx, gy, W * 0.018f + 0.8f, ui__mix(sand, GFX_HEX(0xFFFFFF), 0.3f));
            }
        }
    }
    gfx_color rim = GFX_RGBA(235, 245, 255, 150);
    float th = 2.0f;
    gfx_line(cx - W / 2, top, cx - neck_w / 2, neck, th, rim);
    gfx_line(cx + W / 2, top, cx + neck_w / 2, neck, th, rim);
    gfx_line(cx - neck_w / 2, neck, cx - W / 2, bottom, th, rim);
    gfx_line(cx + neck_w / 2, neck, cx + W / 2, bottom, th, rim);
    gfx_line(cx - W * 0.3f, top + H * 0.15f, cx - W * 0.12f, top + H * 0.6f, th * 1.5f,
             GFX_RGBA(255, 255, 255, 70));
    float cap_w = W + post * 4.4f;
    gfx_rrect((gfx_rect){cx - cap_w / 2, g.y + 3, cap_w, bar}, bar * 0.35f, wood_dark);
    gfx_rrect((gfx_rect){cx - cap_w / 2, g.y, cap_w, bar}, bar * 0.35f, wood);
    gfx_rrect((gfx_rect){cx - cap_w / 2, g.y + g.h - bar + 3, cap_w, bar}, bar * 0.35f, wood_dark);
    gfx_rrect((gfx_rect){cx - cap_w / 2, g.y + g.h - bar, cap_w, bar}, bar * 0.35f, wood);

    char buf[16];
    int secs = (int)ceil(rem);
    snprintf(buf, sizeof buf, "%d:%02d", secs / 60, secs % 60);
    gfx_color tc = done ? UI_COL_BAD : low ? ui__mix(UI_COL_WARN, UI_COL_BAD, pulse) : UI_COL_TEXT;
    gfx_text_styled(buf, cx, r.y + r.h - text_h * 0.6f, text_h, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    tc);
}

/* ---- dice ------------------------------------------------------------------------------- */

static const double ROLL_SECONDS = 0.9;
enum { ROLL_STEPS = 11 };

static uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

void ui_dice_init(ui_dice *d, gfx_rect r, int sides, int face)
{
    memset(d, 0, sizeof *d);
    d->rect = r;
    d->sides = sides == 8 ? 8 : 6;
    d->face = d->shown = face < 1 ? 1 : face > d->sides ? d->sides : face;
}

/* Face shown at step k of the tumble: pseudo-random, never the same twice in a row. */
static int tumble_face(const ui_dice *d, int k)
{
    int f = 1 + (int)(mix32(d->seq + (uint32_t)k * 0x9E3779B9U) % (uint32_t)d->sides);
    int prev =
        k > 0 ? 1 + (int)(mix32(d->seq + (uint32_t)(k - 1) * 0x9E3779B9U) % (uint32_t)d->sides) : 0;
    if (f == prev) f = f % d->sides + 1;
    return f;
}

static int step_at(const ui_dice *d)
{
    double p = 1.0 - d->roll_left / ROLL_SECONDS; /* 0..1 */
    double eased = 1.0 - (1.0 - p) * (1.0 - p);   /* faces change fast, then slow down */
    int k = (int)(eased * ROLL_STEPS);
    return k >= ROLL_STEPS ? ROLL_STEPS - 1 : k;
}

void ui_dice_roll(ui_dice *d, int final_face)
{
    d->face = final_face < 1 ? 1 : final_face > d->sides ? d->sides : final_face;
    d->rolls++;
    d->seq = mix32((uint32_t)d->face * 2654435761U ^ (uint32_t)d->rolls * 40503U);
    snd_play(SND_DICE);
    if (ui_reduced_motion()) {
        d->roll_left = 0;
        d->shown = d->face;
        return;
    }
    d->roll_left = ROLL_SECONDS;
    d->shown = tumble_face(d, 0);
}

void ui_dice_tick(ui_dice *d, double dt)
{
    if (d->roll_left <= 0) {
        d->shown = d->face;
        return;
    }
    d->roll_left -= dt;
    if (d->roll_left <= 0) {
        d->roll_left = 0;
        d->shown = d->face;
        return;
    }
    d->shown = tumble_face(d, step_at(d));
}

bool ui_dice_rolling(const ui_dice *d)
{
    return d->roll_left > 0;
}

static void pips(int face, float cx, float cy, float s, float angle, float r, gfx_color c)
{
    /* Pip positions on a 3x3 grid (-1..1), per face. */
    static const signed char layout[7][7][2] = {
        {{0}},
        {{0, 0}},
        {{-1, -1}, {1, 1}},
        {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
    };
    float cs = cosf(angle), sn = sinf(angle);
    for (int i = 0; i < face && face <= 6; i++) {
        float x = layout[face][i][0] * s, y = layout[face][i][1] * s;
        gfx_circle(cx + x * cs - y * sn, cy + x * sn + y * cs, r, c);
    }
}

void ui_dice_draw(const ui_dice *d)
{
    gfx_rect r = d->rect;
    float size = (r.w < r.h ? r.w : r.h) * 0.8f, cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    float angle = 0, hop = 0;
    if (d->roll_left > 0) {
        float p = (float)(1.0 - d->roll_left / ROLL_SECONDS);
        float spin = (d->seq & 1) ? 1.0f : -1.0f;
        angle = spin * (1.0f - p) * (1.0f - p) * 7.0f;
        hop = fabsf(sinf(p * UI_PI * 3.0f)) * (1.0f - p) * size * 0.35f;
    }
    int face = d->shown >= 1 && d->shown <= d->sides ? d->shown : d->face;
    /* Shadow stays on the table; the die hops above it. */
    float sh = 1.0f - hop / (size * 0.5f);
    gfx_rrect(
        ui_rect_centered(cx + 4, cy + size * 0.5f + 2, size * (0.8f + 0.2f * sh), size * 0.16f),
        size * 0.08f, GFX_RGBA(0, 0, 0, (uint8_t)(60 * sh + 20)));
    cy -= hop;
    if (d->sides == 6) {
        gfx_rect b = ui_rect_centered(cx, cy, size, size);
        gfx_rrect_rotated((gfx_rect){b.x, b.y + size * 0.06f, b.w, b.h}, size * 0.2f, angle,
                          GFX_HEX(0xD8CBB5));
        gfx_rrect_rotated(b, size * 0.2f, angle, GFX_HEX(0xFFFDF7));
        gfx_rrect_rotated(ui_rect_inset(b, size * 0.07f), size * 0.15f, angle, GFX_HEX(0xFBF3E4));
        gfx_color pip = face == 1 ? UI_COL_BAD : UI_COL_INK;
        pips(face, cx, cy, size * 0.26f, angle, size * (face == 1 ? 0.11f : 0.085f), pip);
        return;
    }
    /* d8: an octahedron seen point-on: a diamond with a lit upper facet. */
    float R = size * 0.62f, c = cosf(angle), s = sinf(angle), xy[8], dark[8];
    const float px[4] = {0, 0.86f, 0, -0.86f}, py[4] = {-1, 0, 1, 0};
    for (int i = 0; i < 4; i++) {
        float x = px[i] * R, y = py[i] * R;
        xy[2 * i] = cx + x * c - y * s;
        xy[2 * i + 1] = cy + x * s + y * c;
        dark[2 * i] = xy[2 * i];
        dark[2 * i + 1] = xy[2 * i + 1] + size * 0.06f;
    }
    gfx_polygon(dark, 4, GFX_HEX(0x1D6F66));
    gfx_polygon(xy, 4, UI_COL_ACCENT2);
    gfx_triangle(xy[0], xy[1], xy[2], xy[3], xy[6], xy[7], GFX_HEX(0x37B3A4));
    char buf[4];
    snprintf(buf, sizeof buf, "%d", face);
    gfx_text_styled(buf, cx, cy + size * 0.02f, size * 0.42f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_WHITE);
}
