/* theme.h: CityBox's one look. A warm board-game table: deep navy felt, cream card panels, amber
 * and teal accents. Sizes are logical units (gfx.h: 720 units = window height at 100% scale).
 * Seat colours are Okabe-Ito (colour-blind safe) and each seat also has a symbol, so no player
 * depends on colour alone. */
#ifndef CB_THEME_H
#define CB_THEME_H
#include "render/gfx.h"

/* ---- palette ---------------------------------------------------------------------------- */
#define UI_COL_BG         GFX_HEX(0x14213D)           /* table felt: deep navy */
#define UI_COL_BG_TOP     GFX_HEX(0x1D3155)           /* top of the background gradient */
#define UI_COL_BG_DOT     GFX_RGBA(255, 255, 255, 10) /* faint pattern on the felt */
#define UI_COL_PANEL      GFX_HEX(0xFBF3E4)           /* cream card */
#define UI_COL_PANEL_ALT  GFX_HEX(0xF1E4CC)           /* darker cream: wells, tracks, rows */
#define UI_COL_PANEL_EDGE GFX_HEX(0xD9C4A0)           /* card edge */
#define UI_COL_INK        GFX_HEX(0x2B2118)           /* text on cream */
#define UI_COL_INK_SOFT   GFX_HEX(0x6B5B4B)           /* secondary text on cream */
#define UI_COL_TEXT       GFX_HEX(0xFBF3E4)           /* text on navy */
#define UI_COL_TEXT_SOFT  GFX_HEX(0xB8C2D6)           /* secondary text on navy */
#define UI_COL_ACCENT     GFX_HEX(0xF4A259)           /* amber: primary buttons, selection */
#define UI_COL_ACCENT_HI  GFX_HEX(0xF8B877)           /* amber, hovered */
#define UI_COL_ACCENT_LO  GFX_HEX(0xC9742F)           /* amber's shadow edge */
#define UI_COL_ACCENT2    GFX_HEX(0x2A9D8F)           /* teal: toggles on, slider fill */
#define UI_COL_GOOD       GFX_HEX(0x3BB273)           /* legal target, success */
#define UI_COL_BAD        GFX_HEX(0xE15554)           /* refused, danger */
#define UI_COL_WARN       GFX_HEX(0xFFC857)           /* low time */
#define UI_COL_FOCUS      GFX_HEX(0x4CC9F0)           /* keyboard/gamepad focus ring */
#define UI_COL_SHADOW     GFX_RGBA(8, 12, 24, 90)
#define UI_COL_DIM        GFX_RGBA(8, 12, 24, 160) /* behind modal dialogs */
#define UI_COL_DISABLED   GFX_HEX(0xB9B2A6)
#define UI_COL_WOOD       GFX_HEX(0x8C5A3C) /* sand timer frame, dice tray */
#define UI_COL_SAND       GFX_HEX(0xE9C46A)
#define UI_COL_WHITE      GFX_HEX(0xFFFFFF)

/* ---- type (line heights in logical units) ----------------------------------------------- */
#define UI_FONT_SMALL 16.0f
#define UI_FONT_BODY  20.0f
#define UI_FONT_LABEL 22.0f
#define UI_FONT_HEAD  28.0f
#define UI_FONT_TITLE 40.0f
#define UI_FONT_HUGE  64.0f

/* ---- shape and spacing ------------------------------------------------------------------ */
#define UI_RADIUS_S    6.0f
#define UI_RADIUS_M    12.0f
#define UI_RADIUS_L    20.0f
#define UI_PAD         12.0f /* inside a widget */
#define UI_GAP         16.0f /* between widgets */
#define UI_MARGIN      32.0f /* screen edge */
#define UI_BUTTON_H    52.0f
#define UI_ROW_H       44.0f
#define UI_FOCUS_THICK 3.0f
#define UI_SHADOW_DY   4.0f /* drop shadow offset under raised things */

/* ---- timing (seconds) ------------------------------------------------------------------- */
#define UI_TOOLTIP_DELAY 0.6
#define UI_LONG_PRESS    0.5
#define UI_TOAST_SECONDS 2.8

/* ---- seats: colour + symbol ------------------------------------------------------------- */
enum { UI_SEAT_COLORS = 6 };
typedef enum ui_symbol {
    UI_SYM_CIRCLE,
    UI_SYM_SQUARE,
    UI_SYM_TRIANGLE,
    UI_SYM_DIAMOND,
    UI_SYM_STAR,
    UI_SYM_HEXAGON,
    UI_SYM_COUNT
} ui_symbol;

/* Okabe-Ito: orange, sky blue, bluish green, yellow, blue, reddish purple. */
#define UI_SEAT_COL_0 GFX_HEX(0xE69F00)
#define UI_SEAT_COL_1 GFX_HEX(0x56B4E9)
#define UI_SEAT_COL_2 GFX_HEX(0x009E73)
#define UI_SEAT_COL_3 GFX_HEX(0xF0E442)
#define UI_SEAT_COL_4 GFX_HEX(0x0072B2)
#define UI_SEAT_COL_5 GFX_HEX(0xCC79A7)

/* The palette as values, for code that wants a struct (the app clears with background). */
typedef struct ui_theme_t {
    gfx_color background, background_top, panel, panel_alt, panel_edge, ink, ink_soft, text,
        text_soft, accent, accent2, good, bad, warn, focus;
    gfx_color seat[UI_SEAT_COLORS];
    float font_small, font_body, font_label, font_head, font_title;
    float radius_s, radius_m, radius_l, pad, gap, margin, button_h, row_h;
} ui_theme_t;
const ui_theme_t *ui_theme(void); /* the one theme (defined in ui.c) */

#endif
