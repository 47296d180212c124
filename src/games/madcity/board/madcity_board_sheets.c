/* madcity_board_sheets.c: the Mad City tiles drawn from tile sheets, the board's tile cache. A tile
 * is some 250 shapes (700 vertices): six cities and their trays are 45,000 vertices a frame,
 * most of a race frame's cost on a GPU-less machine. A resting tile (no lift, turned by a
 * quarter turn) is drawn once into a sheet (a layer of 8 tiles across and up to 24 down, of one
 * size; the stalest entry is traded when it is full) and then copied as one textured quad,
 * snapped to whole pixels like any image, on the screen or into the board's layer of still
 * parts (entries made before that layer is drawn: layers do not nest); a lifted or turning tile
 * is drawn as shapes (madcity_board_draw.c). The sheets are shared by every board and the rules
 * page's figures; the board frees them when it closes (madcity_board_sheets_free). */
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <string.h>

/* a sheet is 8 entries wide and up to 24 high (as many as 2048 pixels hold): six trays and
 * cities turn the 54 tiles every way, and a sheet that fills up trades entries (a trade makes
 * the screen's cache draw again what it held) */
enum {
    SHEETS = 4, /* a four-player race shows cities and trays at up to four sizes */
    SHEET_COLS = 8,
    SHEET_ROWS = 24,
    SHEET_TILES = SHEET_COLS * SHEET_ROWS,
    SHEET_PIXELS = 2048
};
typedef struct tile_sheet {
    gfx_target t;
    float s, scale;            /* tile size (logical) and real pixels per unit */
    int cell;                  /* pixels per entry */
    int rows, n;               /* entries: rows * SHEET_COLS at most */
    uint16_t key[SHEET_TILES]; /* tile * 4 + quarter turns */
    unsigned entry_used[SHEET_TILES];
    unsigned frame; /* gfx_frame_number() when last drawn from (the stalest sheet is traded) */
} tile_sheet;
static tile_sheet sheets[SHEETS];
static unsigned sheet_clock;
static int sheets_made; /* since start (tests: a sheet is not traded every frame) */
static bool in_layer;   /* madcity_board_sheets_layer */

static tile_sheet *sheet_for(float s, float scale)
{
    tile_sheet *lru = &sheets[0];
    for (int i = 0; i < SHEETS; i++) {
        tile_sheet *sh = &sheets[i];
        bool alive = gfx_target_texture(sh->t).id != 0;
        if (alive && sh->s == s && sh->scale == scale) return sh;
        if (!alive) sh->frame = 0;
        if (sh->frame < lru->frame) lru = sh;
    }
    /* Every sheet is in use this frame or the last: a size more than the sheets hold is drawn
     * as shapes. Trading a sheet each frame made and freed megabytes of layers at 60 frames a
     * second (club mode's soak saw memory swing by tens of megabytes). */
    if (gfx_target_texture(lru->t).id && gfx_frame_number() - lru->frame <= 1) return NULL;
    gfx_target_destroy(lru->t);
    memset(lru, 0, sizeof *lru);
    lru->cell = (int)ceilf(s * 1.04f * scale) + 4;
    lru->rows = SHEET_PIXELS / lru->cell;
    lru->rows = lru->rows > SHEET_ROWS   ? SHEET_ROWS
                : lru->rows < SHEET_COLS ? SHEET_COLS
                                         : lru->rows;
    lru->t = gfx_target_create(lru->cell * SHEET_COLS, lru->cell * lru->rows);
    if (!gfx_target_texture(lru->t).id) return NULL;
    sheets_made++;
    lru->s = s;
    lru->scale = scale;
    return lru;
}

/* The sheet entry of tile turned by angle at side s, made if need be (prepare; never while a
 * layer is being drawn: layers do not nest). NULL when it cannot be had. */
static tile_sheet *entry(int tile, float s, float angle, bool prepare, int *e_out, float *cell_out)
{
    const float quarter = 1.57079632679f;
    float q = angle / quarter;
    int k = (int)lroundf(q);
    if (fabsf(q - (float)k) > 1e-4f || !(s > 0)) return NULL;
    if (prepare ? !gfx_screen_space() : !(gfx_screen_space() || in_layer)) return NULL;
    float sc = gfx_scale();
    tile_sheet *sh = NULL;
    for (int i = 0; i < SHEETS && !sh; i++)
        if (gfx_target_texture(sheets[i].t).id && sheets[i].s == s && sheets[i].scale == sc)
            sh = &sheets[i];
    if (!sh && in_layer) return NULL;
    if (!sh) sh = sheet_for(s, sc);
    if (!sh) return NULL;
    sh->frame = gfx_frame_number();
    ++sheet_clock;
    int key = tile * 4 + (k & 3), e = 0;
    while (e < sh->n && sh->key[e] != key) e++;
    float cell = (float)sh->cell / sc;
    if (e == sh->n) {
        if (in_layer) return NULL;
        bool fresh = sh->n < sh->rows * SHEET_COLS;
        if (fresh) {
            sh->n++;
        } else { /* full (six cities and their trays turn many tiles): the stalest entry goes */
            e = 0;
            for (int i = 1; i < sh->n; i++)
                if (sh->entry_used[i] < sh->entry_used[e]) e = i;
        }
        float ex = (float)(e % SHEET_COLS) * cell, ey = (float)(e / SHEET_COLS) * cell;
        sh->key[e] = (uint16_t)key;
        /* a new entry: the tiles already copied from the sheet stay as they were */
        if (fresh)
            gfx_target_begin_add(sh->t, sc);
        else
            gfx_target_begin(sh->t, sc);
        gfx_target_clear((gfx_rect){ex, ey, cell, cell});
        madcity_board_draw_tile_shapes(tile, ex + cell * 0.5f, ey + cell * 0.5f, s, angle, 0);
        gfx_target_end();
    }
    sh->entry_used[e] = sheet_clock;
    *e_out = e;
    *cell_out = cell;
    return sh;
}

static bool draw_tile_sheet(int tile, float cx, float cy, float s, float angle)
{
    int e;
    float cell;
    tile_sheet *sh = entry(tile, s, angle, false, &e, &cell);
    if (!sh) return false;
    float sw = cell * SHEET_COLS, shh = cell * (float)sh->rows;
    float ex = (float)(e % SHEET_COLS) * cell, ey = (float)(e / SHEET_COLS) * cell;
    gfx_image(gfx_target_texture(sh->t), (gfx_rect){cx - cell * 0.5f, cy - cell * 0.5f, cell, cell},
              (gfx_rect){ex / sw, ey / shh, cell / sw, cell / shh}, 0, UI_COL_WHITE);
    return true;
}

void madcity_board_sheets_prepare(int tile, float s, float angle)
{
    int e;
    float cell;
    if (tile >= 0 && tile < MADCITY_TILES) entry(tile, s, angle, true, &e, &cell);
}

void madcity_board_sheets_layer(bool on)
{
    in_layer = on;
}

void madcity_board_draw_tile(int tile, float cx, float cy, float s, float angle, float lift)
{
    if (tile < 0 || tile >= MADCITY_TILES) return;
    if (lift <= 0 && draw_tile_sheet(tile, cx, cy, s, angle)) return;
    madcity_board_draw_tile_shapes(tile, cx, cy, s, angle, lift);
}

void madcity_board_sheets_free(void)
{
    for (int i = 0; i < SHEETS; i++) gfx_target_destroy(sheets[i].t);
    memset(sheets, 0, sizeof sheets);
    sheet_clock = 0;
}

int madcity_board_sheets_made(void)
{
    return sheets_made;
}

int madcity_board_sheets_live(void)
{
    int n = 0;
    for (int i = 0; i < SHEETS; i++) n += gfx_target_texture(sheets[i].t).id != 0;
    return n;
}
