/* mycity_board_marks.c: what helps a newcomer read the My City board: the legend of the
 * counters' icons (under the trays), and the last moves marked on the board (the newest with an
 * amber ring; the others' moves since your own with a thin white one), so a bot's move never
 * lands unseen. */
#include "core/i18n.h"
#include "games/mycity/board/mycity_board_int.h"
#include <math.h>
#include <stdio.h>

enum { ICON = 22, ROW = 26, PAD = 8 };

static int legend_kinds(const mycity_state *s)
{
    return MYCITY_TYPES + (s->opt[MYCITY_OPT_SLUMS] ? 1 : 0);
}

static const char *explain(void)
{
    return _("Number: access points. Corner symbol: the owner. Amber ring: the last move.");
}

/* Items flow in rows: icon, name, a gap. Returns the rows used (x ends where each item starts). */
static int flow(const mycity_state *s, float w, float *xs, int *rows_of)
{
    const mycity_counter_set *set = mycity_set_of(s);
    float x = 0;
    int row = 0;
    for (int k = 0; k < legend_kinds(s); k++) {
        float iw = ICON + 6 + gfx_text_width(_(set->zone[k]), UI_FONT_SMALL, GFX_REGULAR);
        if (x > 0 && x + iw > w) x = 0, row++;
        xs[k] = x;
        rows_of[k] = row;
        x += iw + 16;
    }
    return row + 1;
}

float mycity_board_legend_height(const mycity_state *s, float w)
{
    float xs[MYCITY_KINDS];
    int rows_of[MYCITY_KINDS];
    int rows = flow(s, w - 2 * PAD, xs, rows_of);
    float eh = gfx_text_box(explain(), (gfx_rect){0, 0, w - 2 * PAD, 1000}, UI_FONT_SMALL,
                            GFX_LEFT | GFX_TOP, (gfx_color){0});
    return PAD + (float)rows * ROW + 4 + eh + PAD;
}

void mycity_board_draw_legend(const mycity_board_state *b, const mycity_state *s)
{
    gfx_rect r = b->lay.legend;
    if (r.h <= 0) return;
    gfx_rrect(r, UI_RADIUS_M, GFX_RGBA(255, 255, 255, 16));
    const mycity_counter_set *set = mycity_set_of(s);
    float xs[MYCITY_KINDS];
    int rows_of[MYCITY_KINDS];
    int rows = flow(s, r.w - 2 * PAD, xs, rows_of);
    for (int k = 0; k < legend_kinds(s); k++) {
        float x = r.x + PAD + xs[k], cy = r.y + PAD + (float)rows_of[k] * ROW + ROW * 0.5f;
        gfx_rect icon = {x, cy - ICON * 0.5f, ICON, ICON};
        gfx_rrect(icon, 5, UI_COL_PANEL);
        gfx_svg(mycity_board_zone_art(k), ui_rect_inset(icon, 3), GFX_HEX(0x1F2A44));
        gfx_text(_(set->zone[k]), x + ICON + 6, cy, UI_FONT_SMALL, GFX_LEFT | GFX_MIDDLE,
                 UI_COL_TEXT);
    }
    gfx_text_box(explain(),
                 (gfx_rect){r.x + PAD, r.y + PAD + (float)rows * ROW + 4, r.w - 2 * PAD,
                            r.h - 2 * PAD - (float)rows * ROW - 4},
                 UI_FONT_SMALL, GFX_LEFT | GFX_TOP, UI_COL_TEXT_SOFT);
}

/* ---- the last moves ------------------------------------------------------------------------ */
static void ring(const mycity_board_state *b, int sq, float inset, float thick, gfx_color c)
{
    float cx, cy;
    mycity_board_sq_center(b, sq, &cx, &cy);
    if (b->lay.hex) {
        gfx_hexagon_outline(cx, cy, b->lay.hr - inset, true, thick, c);
        return;
    }
    float d = b->lay.cell - 2 * inset;
    gfx_rrect_outline(ui_rect_centered(cx, cy, d, d), fmaxf(3, d * 0.14f), thick, c);
}

void mycity_board_draw_last_moves(const mycity_board_state *b, const mycity_state *s)
{
    const match *m = play_match(b->p);
    int n = match_log_count(m), viewer = play_viewer(b->p), seen = 0;
    float thick = fmaxf(3, b->lay.cell * 0.06f);
    /* the newest move, and the others' before it back to the viewer's own (a round at most) */
    for (int i = n - 1; i >= 0 && seen < s->players - 1; i--, seen++) {
        const match_entry *e = match_log_at(m, i);
        if (i < n - 1 && (e->seat == viewer || match_log_at(m, n - 1)->seat == viewer)) break;
        int kind = MYCITY_A_KIND(e->action), sq = MYCITY_A_SQ(e->action);
        if ((kind != MYCITY_ACT_PLACE && kind != MYCITY_ACT_REZONE) || sq >= s->nsq) continue;
        if (i == n - 1) {
            ring(b, sq, -2, thick + 2, GFX_HEX(0x2B2118));
            ring(b, sq, -1, thick, UI_COL_ACCENT);
        } else {
            ring(b, sq, 0, 4, GFX_RGBA(31, 42, 68, 130)); /* dark under white: seen on cream */
            ring(b, sq, 1, 2, GFX_RGBA(255, 255, 255, 230));
        }
    }
}
