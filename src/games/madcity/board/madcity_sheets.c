/* madcity_sheets.c: the Mad City tiles drawn from tile sheets, the board's tile cache. A tile
 * is some 250 shapes (700 vertices): six cities and their trays are 45,000 vertices a frame,
 * most of a race frame's cost on a GPU-less machine. A resting tile (no lift, turned by a
 * quarter turn) is drawn once into a sheet (a layer of 8 x 8 tiles of one size) and then copied
 * as one textured quad, snapped to whole pixels like any image; a lifted or turning tile is
 * drawn as shapes (madcity_board_draw.c). The sheets are shared by every board and the rules
 * page's figures; the board frees them when it closes (mdb_sheets_free). */
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <string.h>

enum { SHEETS = 3, SHEET_COLS = 8, SHEET_TILES = SHEET_COLS * SHEET_COLS };
typedef struct tile_sheet {
    gfx_target t;
    float s, scale; /* tile size (logical) and real pixels per unit */
    int cell;       /* pixels per entry */
    int n;
    uint16_t key[SHEET_TILES]; /* tile * 4 + quarter turns */
    unsigned used;
} tile_sheet;
static tile_sheet sheets[SHEETS];
static unsigned sheet_clock;

static tile_sheet *sheet_for(float s, float scale)
{
    tile_sheet *lru = &sheets[0];
    for (int i = 0; i < SHEETS; i++) {
        tile_sheet *sh = &sheets[i];
        bool alive = gfx_target_texture(sh->t).id != 0;
        if (alive && sh->s == s && sh->scale == scale) return sh;
        if (!alive) sh->used = 0;
        if (sh->used < lru->used) lru = sh;
    }
    gfx_target_destroy(lru->t);
    memset(lru, 0, sizeof *lru);
    lru->cell = (int)ceilf(s * 1.04f * scale) + 4;
    lru->t = gfx_target_create(lru->cell * SHEET_COLS, lru->cell * SHEET_COLS);
    if (!gfx_target_texture(lru->t).id) return NULL;
    lru->s = s;
    lru->scale = scale;
    return lru;
}

static bool draw_tile_sheet(int tile, float cx, float cy, float s, float angle)
{
    const float quarter = 1.57079632679f;
    float q = angle / quarter;
    int k = (int)lroundf(q);
    if (fabsf(q - (float)k) > 1e-4f || !gfx_screen_space() || !(s > 0)) return false;
    float sc = gfx_scale();
    tile_sheet *sh = sheet_for(s, sc);
    if (!sh) return false;
    sh->used = ++sheet_clock;
    int key = tile * 4 + (k & 3), e = 0;
    while (e < sh->n && sh->key[e] != key) e++;
    float cell = (float)sh->cell / sc, side = cell * SHEET_COLS;
    float ex = (float)(e % SHEET_COLS) * cell, ey = (float)(e / SHEET_COLS) * cell;
    if (e == sh->n) {
        if (sh->n == SHEET_TILES) return false;
        sh->key[sh->n++] = (uint16_t)key;
        gfx_target_begin(sh->t, sc);
        mdb_draw_tile_shapes(tile, ex + cell * 0.5f, ey + cell * 0.5f, s, angle, 0);
        gfx_target_end();
    }
    gfx_image(gfx_target_texture(sh->t), (gfx_rect){cx - cell * 0.5f, cy - cell * 0.5f, cell, cell},
              (gfx_rect){ex / side, ey / side, cell / side, cell / side}, 0, UI_COL_WHITE);
    return true;
}

void mdb_draw_tile(int tile, float cx, float cy, float s, float angle, float lift)
{
    if (tile < 0 || tile >= MAD_TILES) return;
    if (lift <= 0 && draw_tile_sheet(tile, cx, cy, s, angle)) return;
    mdb_draw_tile_shapes(tile, cx, cy, s, angle, lift);
}

void mdb_sheets_free(void)
{
    for (int i = 0; i < SHEETS; i++) gfx_target_destroy(sheets[i].t);
    memset(sheets, 0, sizeof sheets);
    sheet_clock = 0;
}

int mdb_sheets_live(void)
{
    int n = 0;
    for (int i = 0; i < SHEETS; i++) n += gfx_target_texture(sheets[i].t).id != 0;
    return n;
}
