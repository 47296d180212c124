/* ui_screen.c: layout helpers (RectCut style) and the screen header every full screen shares:
 * Back at the top left, the title centred clear of it. One helper, so Back is in the same place
 * on the menu's screens, the rules page, the gallery and in overlays alike. */
#include "core/i18n.h"
#include "ui/ui_internal.h"
#include <SDL.h>
#include <math.h>

/* ---- layout ----------------------------------------------------------------------------- */

gfx_rect ui_screen_rect(void)
{
    float w = gfx_width(), h = gfx_height();
    if (!(w > 0) || !(h > 0)) { /* before the first frame (NaN) or in tests */
        w = 1280;
        h = 720;
    }
    return (gfx_rect){0, 0, w, h};
}

gfx_rect ui_rect_cut_top(gfx_rect *r, float h)
{
    if (h > r->h) h = r->h;
    gfx_rect out = {r->x, r->y, r->w, h};
    r->y += h;
    r->h -= h;
    return out;
}

gfx_rect ui_rect_cut_bottom(gfx_rect *r, float h)
{
    if (h > r->h) h = r->h;
    r->h -= h;
    return (gfx_rect){r->x, r->y + r->h, r->w, h};
}

gfx_rect ui_rect_cut_left(gfx_rect *r, float w)
{
    if (w > r->w) w = r->w;
    gfx_rect out = {r->x, r->y, w, r->h};
    r->x += w;
    r->w -= w;
    return out;
}

gfx_rect ui_rect_cut_right(gfx_rect *r, float w)
{
    if (w > r->w) w = r->w;
    r->w -= w;
    return (gfx_rect){r->x + r->w, r->y, w, r->h};
}

gfx_rect ui_rect_inset(gfx_rect r, float d)
{
    gfx_rect o = {r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
    if (o.w < 0) o.w = 0;
    if (o.h < 0) o.h = 0;
    return o;
}

gfx_rect ui_rect_centered(float cx, float cy, float w, float h)
{
    return (gfx_rect){cx - w / 2, cy - h / 2, w, h};
}

bool ui_contains(gfx_rect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* ---- the screen header ------------------------------------------------------------------ */

static bool short_screen(void)
{
    return ui_screen_rect().h < 500;
}

float ui_header_h(void)
{
    return short_screen() ? 56.0f : 76.0f;
}

static const char *const BACK_ICON = "data/art/ui/back.svg";

static float text_w(const char *s, float size)
{
    float w = gfx_text_width(s, size, GFX_BOLD);
    return w >= 0 && w < 1e6f ? w : 0; /* no renderer yet (tests): 0 */
}

gfx_rect ui_back_rect(void)
{
    gfx_rect s = ui_screen_rect();
    float m = s.w < 900 ? 12.0f : 24.0f, h = short_screen() ? 40.0f : 44.0f;
    /* As wide as "<- Back [Esc]" needs in the language in use, the same on every screen. */
    float need = UI_FONT_BODY * 1.15f + 10 + text_w(_("Back"), UI_FONT_BODY) +
                 text_w(_("Esc"), UI_FONT_SMALL * 0.8f) + 24 + 28;
    float w = fminf(fmaxf(150.0f, need), s.w * 0.26f);
    return (gfx_rect){m, (ui_header_h() - h) / 2 + 2, w, h};
}

void ui_back_init(ui_button *b)
{
    ui_button_init(b, ui_back_rect(), _("Back"), UI_BUTTON_SECONDARY);
    b->shortcut = SDLK_ESCAPE;
    b->icon = BACK_ICON;
}

gfx_rect ui_header_title_rect(void)
{
    gfx_rect s = ui_screen_rect(), b = ui_back_rect();
    float side = b.x + b.w + 12;
    return (gfx_rect){side, 0, fmaxf(0, s.w - 2 * side), ui_header_h()};
}

void ui_draw_header_title(const char *title)
{
    gfx_rect r = ui_header_title_rect();
    float size = fminf(UI_FONT_TITLE, r.h * 0.55f);
    while (size > 18 && text_w(title, size) > r.w) size -= 1;
    float cx = r.x + r.w / 2, cy = r.h / 2 + 2;
    gfx_push_clip(r);
    gfx_text_styled(title, cx, cy + 3, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_SHADOW);
    gfx_text_styled(title, cx, cy, size, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    gfx_pop_clip();
}
