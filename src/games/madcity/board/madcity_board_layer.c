/* madcity_board_layer.c: the race screen's still parts (madcity_board_panel.c) kept in a layer of
 * the framebuffer's size and copied to the screen each frame in one go; what moves is drawn over
 * them. The layer holds the felt under the board, each panel's frame and the contents over them,
 * in regions: each panel's head, tray and city cells, and the centre column, each with the key
 * of what it shows. A tile landing in a city changes one cell's key: that cell's rectangle alone
 * is drawn again, clipped to it (the felt's draws that reach into it, the frames and contents of
 * the panels that do). With six cities on a 1920x1080 screen and no GPU, the screen's cache used
 * to draw the whole board again at each landing: some 55 ms. The layer is drawn again whole only
 * when a frame changes (the phase, the layout). A second window-sized layer, the felt and the
 * frames to copy back under a region, cost 8.3 MB at 1080p (llvmpipe makes its pixels resident)
 * for what a region's few small draws give. During the 3-2-1 (nothing moves) the layer itself
 * holds the board dimmed, a screen of blending saved each frame, and is drawn again whole,
 * undimmed, in its last frame: a third layer for the dimmed board cost 8.3 MB more for
 * the whole game (kept as a spare once freed, the first 3-2-1 onwards). */
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <string.h>

bool madcity_board_layer_off;
static madcity_board_layer_stats stats;

madcity_board_layer_stats madcity_board_layer_get_stats(void)
{
    return stats;
}

/* This frame's regions: each panel's parts, seat after seat, then the centre column. */
typedef struct regions {
    int n;
    gfx_rect rect[MADCITY_BOARD_REGIONS];
    uint64_t key[MADCITY_BOARD_REGIONS];
    int8_t seat[MADCITY_BOARD_REGIONS]; /* b->players: the centre */
} regions;

static gfx_rect centre_rect(const madcity_board_state *b)
{
    return ui_rect_inset(b->centre, -6);
}

static void list_regions(const madcity_board_state *b, const madcity_state *s,
                         const madcity_state *view, regions *R)
{
    R->n = 0;
    for (int seat = 0; seat < b->players; seat++) {
        bool hidden = madcity_board_one_hidden(b, s, seat);
        for (int part = 0;
             part < madcity_board_panel_parts(b, seat) && R->n < MADCITY_BOARD_REGIONS - 1;
             part++) {
            R->rect[R->n] = madcity_board_panel_part_rect(b, seat, part);
            R->key[R->n] = hidden ? 2 : madcity_board_panel_part_key(b, seat, part, s, view);
            R->seat[R->n++] = (int8_t)seat;
        }
    }
    R->rect[R->n] = centre_rect(b);
    R->key[R->n] = madcity_board_centre_key(b, s);
    R->seat[R->n++] = (int8_t)b->players;
}

static bool meet(gfx_rect a, gfx_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Draws r of the layer again, clipped to r: the felt as the host draws it, the frames of the
 * panels that reach into r (a guide tile in one drawn as shapes, not from the sheets), then
 * their contents and the centre column's, in order. */
static void redraw_rect(const madcity_board_state *b, const madcity_state *s,
                        const madcity_state *view, gfx_rect r)
{
    bool in[GAME_MAX_PLAYERS];
    for (int seat = 0; seat < b->players; seat++)
        in[seat] =
            !madcity_board_one_hidden(b, s, seat) && meet(madcity_board_panel_extent(b, seat), r);
    gfx_push_clip(r);
    madcity_board_sheets_layer(false);
    ui_draw_background_in(r);
    for (int seat = 0; seat < b->players; seat++)
        if (in[seat]) madcity_board_draw_panel_frame(b, seat, s, view);
    madcity_board_sheets_layer(true);
    for (int seat = 0; seat < b->players; seat++)
        if (in[seat]) madcity_board_draw_panel_contents(b, seat, s, view);
    if (meet(centre_rect(b), r)) madcity_board_draw_centre_static(b, s);
    gfx_pop_clip();
    stats.pixels += (double)r.w * r.h;
}

/* What the moving parts show during the 3-2-1 (nothing moves then: the count's start and the
 * buttons' states). */
static uint64_t moving_key(const madcity_board_state *b, const madcity_state *s)
{
    uint64_t k = 1469598103934665603ull;
#define MIX(p, n)                                                                                  \
    do {                                                                                           \
        const uint8_t *m_ = (const uint8_t *)(p);                                                  \
        for (size_t i_ = 0; i_ < (n); i_++) k = (k ^ m_[i_]) * 1099511628211ull;                   \
    } while (0)
    MIX(&b->timer, sizeof b->timer);
    for (int i = 0; i < b->players; i++) {
        const madcity_board_seat *S = &b->seat[i];
        const ui_button *bt[5] = {&S->ready, &S->done, &S->skip, &S->from_tr, &S->from_bl};
        for (int j = 0; j < 5; j++) {
            bool f[5] = {bt[j]->base.hidden, bt[j]->base.disabled, bt[j]->base.hovered,
                         bt[j]->base.pressed, bt[j]->base.focused};
            MIX(&bt[j]->base.rect, sizeof bt[j]->base.rect);
            MIX(f, sizeof f);
        }
    }
    int one[3] = {b->handover, s->builder, s->done};
    MIX(one, sizeof one);
#undef MIX
    return k | 1;
}

void madcity_board_layer_free(madcity_board_state *b)
{
    gfx_target_destroy(b->layer.t);
    memset(&b->layer, 0, sizeof b->layer);
}

int madcity_board_layer_draw(madcity_board_state *b, const madcity_state *s,
                             const madcity_state *view, madcity_board_moving_fn moving)
{
    madcity_board_layer *L = &b->layer;
    if (madcity_board_layer_off || !gfx_screen_space()) return MADCITY_BOARD_LAYER_NONE;
    float sc = gfx_scale();
    int w = (int)lroundf(gfx_width() * sc), h = (int)lroundf(gfx_height() * sc);
    if (L->w != w || L->h != h || L->scale != sc || !gfx_target_texture(L->t).id) {
        madcity_board_layer_free(b);
        L->t = gfx_target_create(w, h);
        L->w = w;
        L->h = h;
        L->scale = sc;
        if (!gfx_target_texture(L->t).id) {
            madcity_board_layer_free(b); /* tried again next frame; drawn directly meanwhile */
            return MADCITY_BOARD_LAYER_NONE;
        }
    }
    static regions R;
    list_regions(b, s, view, &R);
    /* the whole layer again when a frame changed */
    bool full = L->n != R.n || memcmp(L->rect, R.rect, sizeof R.rect[0] * (size_t)R.n) != 0;
    for (int seat = 0; seat < b->players; seat++) {
        uint64_t k = madcity_board_one_hidden(b, s, seat)
                         ? 2
                         : madcity_board_panel_frame_key(b, seat, s, view);
        full |= k != L->frames[seat];
        L->frames[seat] = k;
    }
    bool any = full;
    for (int i = 0; i < R.n && !any; i++) any = R.key[i] != L->key[i];
    /* the 3-2-1 but for its last moment: the layer dimmed, with what moves (nothing moves then)
     * drawn in; a layer dimmed is drawn again whole when anything in it changes, and once the
     * 3-2-1 is nearly over (the frames left are dimmed as they are drawn) */
    bool dim = b->countdown > MADCITY_BOARD_UNDIM && moving;
    uint64_t mk = dim ? moving_key(b, s) : 0;
    bool restore = L->dimmed && (any || !dim || mk != L->dim_key);
    if (restore) full = any = true;
    if (any) {
        for (int i = 0; i < b->players; i++)
            if (!madcity_board_one_hidden(b, s, i)) madcity_board_prepare_panel_static(b, i);
        gfx_target_begin(L->t, sc);
        madcity_board_sheets_layer(true);
        if (full) {
            redraw_rect(b, s, view, (gfx_rect){0, 0, gfx_width(), gfx_height()});
            stats.full += !restore;
            stats.undimmed += restore;
        } else {
            for (int i = 0; i < R.n; i++) {
                if (R.key[i] == L->key[i]) continue;
                redraw_rect(b, s, view, R.rect[i]);
                stats.regions++;
                stats.seat[R.seat[i]]++;
            }
        }
        madcity_board_sheets_layer(false);
        gfx_target_end();
    }
    L->n = R.n;
    memcpy(L->rect, R.rect, sizeof R.rect[0] * (size_t)R.n);
    memcpy(L->key, R.key, sizeof R.key[0] * (size_t)R.n);
    if (dim && (any || !L->dimmed)) {
        gfx_target_begin(L->t, sc);
        moving(b, s, view);
        gfx_fill_rect(b->area, MADCITY_BOARD_DIM);
        gfx_target_end();
        L->dim_key = mk;
    }
    L->dimmed = dim;
    int done = dim ? MADCITY_BOARD_LAYER_DIMMED : MADCITY_BOARD_LAYER_COPIED;
    if (gfx_target_copy(L->t, b->area)) return done;
    /* not a plain screen (faded, say): the layer as an image of the area */
    gfx_rect a = b->area;
    float fw = (float)w / sc, fh = (float)h / sc;
    gfx_image(gfx_target_texture(L->t), a, (gfx_rect){a.x / fw, a.y / fh, a.w / fw, a.h / fh}, 0,
              UI_COL_WHITE);
    return done;
}
