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

/* The bulb: half-width at distance y from the neck (0..H). It widens over the first KNEE of
 * the height, then stays straight, like a real hourglass. */
static const float KNEE = 0.62f;

static float bulb_half(float y, float H, float W, float neck)
{
    float k = y / (KNEE * H);
    if (k >= 1) return W / 2;
    float e = 1 - (1 - k) * (1 - k); /* a soft curve out of the neck */
    return neck / 2 + (W / 2 - neck / 2) * e;
}

/* Sand (or glass) between distances y0 < y1 from the neck in one bulb (dir -1 up, +1 down):
 * one convex polygon (the bulb's width is a concave function of the distance). */
static void bulb_fill(float cx, float neck_y, float dir, float y0, float y1, float H, float W,
                      float neck, gfx_color c)
{
    enum { N = 14 };
    if (y1 - y0 < 0.25f) return;
    float xy[4 * N];
    for (int i = 0; i < N; i++) {
        float y = y0 + (y1 - y0) * (float)i / (N - 1), h = bulb_half(y, H, W, neck);
        xy[2 * i] = cx + h; /* down the right side... */
        xy[2 * i + 1] = neck_y + dir * y;
        xy[4 * N - 2 - 2 * i] = cx - h; /* ...and back up the left */
        xy[4 * N - 1 - 2 * i] = neck_y + dir * y;
    }
    gfx_polygon(xy, 2 * N, c);
}

/* Area of the bulb from the neck out to distance y (numerically; 24 steps is plenty). */
static float bulb_area(float y, float H, float W, float neck)
{
    enum { STEPS = 24 };
    float a = 0, dy = y / STEPS;
    for (int i = 0; i < STEPS; i++) a += 2 * bulb_half((i + 0.5f) * dy, H, W, neck) * dy;
    return a;
}

/* Distance from the neck that holds `frac` of the bulb's sand (bisection on the area). */
static float bulb_level(float frac, float H, float W, float neck)
{
    float total = bulb_area(H, H, W, neck), lo = 0, hi = H;
    for (int i = 0; i < 18; i++) {
        float mid = (lo + hi) / 2;
        if (bulb_area(mid, H, W, neck) < frac * total)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
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
    float cx = g.x + g.w / 2, bar = g.h * 0.075f;
    float W = g.w * 0.7f < g.h * 0.5f ? g.w * 0.7f : g.h * 0.5f;
    float top = g.y + bar, bottom = g.y + g.h - bar, neck_y = (top + bottom) / 2;
    float H = neck_y - top - 2, neck = W * 0.09f;
    bool moving = !ui_reduced_motion();
    float pulse = (low && moving) ? 0.5f + 0.5f * sinf((float)ui_time() * 8.0f) : 0;
    gfx_color sand = low    ? ui__mix(GFX_HEX(0xF08A4B), UI_COL_BAD, pulse)
                     : done ? GFX_HEX(0xD9B56A)
                            : UI_COL_SAND;
    gfx_color wood = UI_COL_WOOD, wood_dark = GFX_HEX(0x5E3A26);

    /* Posts behind the glass. */
    float post = W * 0.075f, px = W / 2 + post * 1.2f;
    gfx_rrect((gfx_rect){cx - px - post / 2, top, post, bottom - top}, post / 2, wood_dark);
    gfx_rrect((gfx_rect){cx + px - post / 2, top, post, bottom - top}, post / 2, wood_dark);
    /* Glass. */
    gfx_color glass = GFX_RGBA(205, 225, 255, 40);
    bulb_fill(cx, neck_y, -1, 0, H, H, W, neck, glass);
    bulb_fill(cx, neck_y, 1, 0, H, H, W, neck, glass);

    /* Sand: the upper bulb holds f of it, sitting on the neck; the lower holds the rest, from
     * the bottom up. With the same bulb shape both levels are the same distance from the neck. */
    float level = bulb_level(f, H, W, neck);
    bulb_fill(cx, neck_y, -1, 0, level, H, W, neck, sand);
    if (level > 2) /* the hollow the draining sand digs in the upper surface */
        gfx_triangle(cx - bulb_half(level, H, W, neck) * 0.5f, neck_y - level, cx,
                     neck_y - level + level * 0.18f, cx + bulb_half(level, H, W, neck) * 0.5f,
                     neck_y - level, glass);
    bulb_fill(cx, neck_y, 1, level, H, H, W, neck, sand);
    float heap = 0;
    if (level < H - 1) { /* a heap on the lower sand */
        float hw = bulb_half(level, H, W, neck) * 0.8f;
        heap = (H - level) * 0.22f;
        if (heap > H * 0.16f) heap = H * 0.16f;
        gfx_triangle(cx - hw, neck_y + level, cx + hw, neck_y + level, cx, neck_y + level - heap,
                     sand);
    }
    /* The falling stream and a few grains riding it. */
    if (f > 0 && f < 1 && !done) {
        float y1 = neck_y + level - heap;
        gfx_line(cx, neck_y - 2, cx, y1, W * 0.02f + 1.0f, sand);
        if (moving)
            for (int i = 0; i < 5; i++) {
                float ph = fmodf((float)ui_time() * 1.7f + (float)i / 5.0f, 1.0f);
                float gy = neck_y + ph * (y1 - neck_y);
                float gx = cx + sinf((float)i * 2.1f + ph * 9) * 1.8f;
                gfx_circle(gx, gy, W * 0.017f + 0.8f, ui__mix(sand, GFX_HEX(0xFFFFFF), 0.35f));
            }
    }
    /* Glass rims and a shine. */
    gfx_color rim = GFX_RGBA(235, 245, 255, 140);
    enum { RIM = 8 };
    for (int side = -1; side <= 1; side += 2)
        for (int i = 0; i < RIM; i++) {
            float a = H * (float)i / RIM, b = H * (float)(i + 1) / RIM;
            float ha = bulb_half(a, H, W, neck), hb = bulb_half(b, H, W, neck);
            gfx_line(cx - ha, neck_y + side * a, cx - hb, neck_y + side * b, 2, rim);
            gfx_line(cx + ha, neck_y + side * a, cx + hb, neck_y + side * b, 2, rim);
        }
    gfx_line(cx - W * 0.3f, top + H * 0.12f, cx - W * 0.3f, top + H * 0.5f, 3,
             GFX_RGBA(255, 255, 255, 60));
    gfx_line(cx - W * 0.3f, bottom - H * 0.12f, cx - W * 0.3f, bottom - H * 0.35f, 3,
             GFX_RGBA(255, 255, 255, 45));
    /* Caps. */
    float cap_w = W + post * 5.0f;
    for (int k = 0; k < 2; k++) {
        float y = k == 0 ? g.y : g.y + g.h - bar;
        gfx_rrect((gfx_rect){cx - cap_w / 2, y + 3, cap_w, bar}, bar * 0.4f, wood_dark);
        gfx_rrect((gfx_rect){cx - cap_w / 2, y, cap_w, bar}, bar * 0.4f, wood);
        gfx_rrect((gfx_rect){cx - cap_w / 2 + 4, y + 2, cap_w - 8, bar * 0.3f}, bar * 0.15f,
                  GFX_RGBA(255, 255, 255, 40));
    }

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
