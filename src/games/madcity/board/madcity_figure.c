/* madcity_figure.c: a Mad City position drawn for the rules page (board_vt.figure): the first
 * player's city with the board's own tiles, the cells named around the grid (score lines say
 * "Lake at A2"), and what the example is about (focus "zones": the scoring zones outlined with
 * their points; "road": the longest road traced; "ranger": the lakes and parks; "": all of it
 * and the total), with the points written under it from the rules' own score():
 * "Park Ranger: 5 + 3 + 1 + 1 = 10". Working out zones, roads and the score is slow for a
 * frame: it is cached by the state's bytes, the focus and the language, so a frame only draws. */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { G_RANGER = 1, G_ROAD = 2, G_CONTRACTORS = 3, G_ZONES = 4, G_TOKENS = 5 }; /* score.c */
enum { FIG_AREAS = MAD_MAX_CELLS * 4, FIG_LINES = 5, FIG_CACHE = 8 };
enum { SHOW_ZONES = 1, SHOW_ROAD = 2, SHOW_RANGER = 4, SHOW_ALL = 15 }; /* ALL: and the total */

typedef struct fig_mark {
    int zone, points;
    float cx, cy; /* the zone's centre, in area units (0..2 * side) */
} fig_mark;

typedef struct fig_info {
    uint64_t key;
    bool used;
    int side, show;
    mad_cell grid[MAD_MAX_CELLS];
    int zone[FIG_AREAS];
    fig_mark mark[FIG_AREAS];
    int nmarks;
    int road[64], nroad;
    char text[FIG_LINES][GAME_REASON_LEN]; /* the last one is the total */
    int ntext;
} fig_info;

static fig_info cache[FIG_CACHE];
static int cache_next;
static game_score score; /* big: not on the stack */

/* A zone as mdb_zones numbers it: colour, size, and the cell of its first area in reading order
 * (how the rules name a zone, mad_zone.cell). */
typedef struct fig_zone {
    int colour, areas, buildings, cell, first;
    float sx, sy;
    bool taken;
} fig_zone;

static void zone_facts(const fig_info *f, fig_zone *z)
{
    int side = f->side;
    for (int i = 0; i < FIG_AREAS; i++) z[i] = (fig_zone){.colour = -1, .first = 1 << 20};
    for (int a = 0; a < side * side * 4; a++) {
        int root = f->zone[a], cell = a / 4, q = a % 4;
        if (root < 0) continue;
        uint8_t col[4], bld[4], arms;
        mad_tile_turned(f->grid[cell].tile, f->grid[cell].rot, col, bld, &arms);
        int ax = (cell % side) * 2 + (q & 1), ay = (cell / side) * 2 + (q >> 1);
        fig_zone *zz = &z[root];
        zz->colour = col[q];
        zz->areas++;
        zz->buildings += bld[q];
        zz->sx += (float)ax + 0.5f;
        zz->sy += (float)ay + 0.5f;
        if (ay * 8 + ax < zz->first) {
            zz->first = ay * 8 + ax;
            zz->cell = cell;
        }
    }
}

/* "5 + 3 + 1 + 1 = 10" from seat 0's scoring lines of one group, biggest first (as the
 * rulebook adds them up); false if none scores. */
static bool group_sum_text(int group, char *out, size_t n)
{
    int pts[GAME_MAX_SCORE_LINES], k = 0, total = 0;
    for (int i = 0; i < score.nlines; i++) {
        const game_score_line *l = &score.line[i];
        if (l->player != 0 || l->group != group || l->points == 0) continue;
        int j = k++;
        for (; j > 0 && pts[j - 1] < l->points; j--) pts[j] = pts[j - 1];
        pts[j] = l->points;
        total += l->points;
    }
    size_t len = 0;
    snprintf(out, n, "0");
    for (int i = 0; i < k; i++)
        len += (size_t)snprintf(out + len, len < n ? n - len : 0, i ? " + %d" : "%d", pts[i]);
    if (k > 1) snprintf(out + len, len < n ? n - len : 0, " = %d", total);
    return k > 0;
}

static void add_text(fig_info *f, const char *label, const char *value)
{
    if (f->ntext < FIG_LINES)
        snprintf(f->text[f->ntext++], GAME_REASON_LEN, _("%s: %s"), label, value);
}

/* Pairs seat 0's zone lines with the zones they are about: the rules list one line per zone in
 * mad_analyse's order (lakes and parks in the Park Ranger group, the others in zones or tokens). */
static void find_marks(fig_info *f, fig_zone *z)
{
    mad_city city;
    mad_analyse(f->grid, f->side, &city);
    int ranger = 0, zones = 0;
    for (int i = 0; i < city.nzones; i++) {
        const mad_zone *mz = &city.zone[i];
        const game_score_line *l = NULL;
        for (int k = 0, seen = 0; k < score.nlines && !l; k++) {
            const game_score_line *c = &score.line[k];
            bool park = mz->colour >= MAD_LAKE;
            bool kind = park ? c->group == G_RANGER && c->ref >= 0
                             : c->group == G_ZONES || c->group == G_TOKENS;
            if (c->player == 0 && kind && seen++ == (park ? ranger : zones)) l = c;
        }
        mz->colour >= MAD_LAKE ? ranger++ : zones++;
        if (!l || l->points == 0 ||
            !(f->show & (mz->colour >= MAD_LAKE ? SHOW_RANGER : SHOW_ZONES)))
            continue;
        for (int r = 0; r < FIG_AREAS; r++) {
            fig_zone *c = &z[r];
            if (c->taken || c->colour != mz->colour || c->areas != mz->areas ||
                c->buildings != mz->buildings || c->cell != mz->cell)
                continue;
            c->taken = true;
            f->mark[f->nmarks++] =
                (fig_mark){r, l->points, c->sx / (float)c->areas, c->sy / (float)c->areas};
            break;
        }
    }
}

static void work_out(fig_info *f, const madcity_state *s, const char *focus)
{
    f->show = !focus || !*focus              ? SHOW_ALL
              : strcmp(focus, "zones") == 0  ? SHOW_ZONES
              : strcmp(focus, "road") == 0   ? SHOW_ROAD
              : strcmp(focus, "ranger") == 0 ? SHOW_RANGER
                                             : SHOW_ALL;
    f->side = s->side == MAD_SOLO_SIDE ? MAD_SOLO_SIDE : MAD_SIDE;
    memcpy(f->grid, s->grid[0], sizeof f->grid);
    mdb_zones(f->grid, f->side, f->zone);
    mad_score(s, &score); /* the rules' own score(), as the results screen shows it */
    static fig_zone z[FIG_AREAS];
    zone_facts(f, z);
    f->nmarks = f->ntext = 0;
    find_marks(f, z);
    char v[GAME_REASON_LEN];
    if (f->show & SHOW_ZONES) {
        group_sum_text(G_ZONES, v, sizeof v);
        add_text(f, _("Zones"), v);
    }
    if (group_sum_text(G_RANGER, v, sizeof v) ? (f->show & SHOW_RANGER) : f->show == SHOW_RANGER)
        add_text(f, _("Park Ranger"), v);
    if (!(f->show & SHOW_ROAD)) return;
    f->nroad = mdb_road_path(f->grid, f->side, f->road, 64);
    int road = mad_longest_road(f->grid, f->side), bonus = 0;
    bool has_bonus = false;
    for (int i = 0; i < score.nlines; i++)
        if (score.line[i].player == 0 && score.line[i].group == G_ROAD)
            bonus += score.line[i].points, has_bonus = true;
    if (has_bonus)
        snprintf(v, sizeof v, _("%d tiles, %+d"), road, bonus);
    else
        snprintf(v, sizeof v, _("%d tiles, no bonus"), road);
    add_text(f, _("Longest road"), v);
    if (f->show != SHOW_ALL) return;
    bool contractors = false;
    int c = 0;
    for (int i = 0; i < score.nlines; i++)
        if (score.line[i].player == 0 && score.line[i].group == G_CONTRACTORS)
            c += score.line[i].points, contractors = true;
    snprintf(v, sizeof v, "%+d", c);
    if (contractors) add_text(f, _("Contractors"), v);
    snprintf(v, sizeof v, "%d", score.total[0]);
    add_text(f, _("Total"), v);
}

static const fig_info *info_for(const madcity_state *s, const char *focus)
{
    const char *lang = i18n_language();
    if (!focus) focus = "";
    uint64_t key = hash_bytes(hash_bytes(HASH_SEED, s, sizeof *s), lang, strlen(lang) + 1);
    key = hash_bytes(key, focus, strlen(focus));
    for (int i = 0; i < FIG_CACHE; i++)
        if (cache[i].used && cache[i].key == key) return &cache[i];
    fig_info *f = &cache[cache_next];
    cache_next = (cache_next + 1) % FIG_CACHE;
    memset(f, 0, sizeof *f);
    f->key = key;
    f->used = true;
    work_out(f, s, focus);
    return f;
}

/* ---- drawing ---- */

/* The zone of the area at area coordinates (ax, ay), -2 off the grid. */
static int zone_at(const fig_info *f, int ax, int ay)
{
    int n = 2 * f->side;
    if (ax < 0 || ay < 0 || ax >= n || ay >= n) return -2;
    return f->zone[((ay / 2) * f->side + ax / 2) * 4 + (ay & 1) * 2 + (ax & 1)];
}

/* A scoring zone: lightened, and its border drawn where the next area is another zone. */
static void outline(const fig_info *f, int z, float gx, float gy, float half)
{
    int n = 2 * f->side;
    for (int ay = 0; ay < n; ay++)
        for (int ax = 0; ax < n; ax++) {
            if (zone_at(f, ax, ay) != z) continue;
            float x = gx + (float)ax * half, y = gy + (float)ay * half;
            gfx_fill_rect((gfx_rect){x, y, half, half}, GFX_RGBA(255, 255, 255, 60));
            float w = fmaxf(2.5f, half * 0.06f);
            if (zone_at(f, ax - 1, ay) != z) gfx_line(x, y, x, y + half, w, UI_COL_WHITE);
            if (zone_at(f, ax + 1, ay) != z)
                gfx_line(x + half, y, x + half, y + half, w, UI_COL_WHITE);
            if (zone_at(f, ax, ay - 1) != z) gfx_line(x, y, x + half, y, w, UI_COL_WHITE);
            if (zone_at(f, ax, ay + 1) != z)
                gfx_line(x, y + half, x + half, y + half, w, UI_COL_WHITE);
        }
}

static void badge(float x, float y, float r, int points)
{
    char t[12];
    snprintf(t, sizeof t, "%+d", points);
    gfx_circle(x, y + 2, r, GFX_RGBA(0, 0, 0, 70));
    gfx_circle(x, y, r, UI_COL_PANEL);
    gfx_circle_outline(x, y, r, fmaxf(2, r * 0.14f), UI_COL_INK);
    gfx_text_styled(t, x, y, r * 1.05f, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
}

static void trace(const fig_info *f, float gx, float gy, float cell)
{
    float w = fmaxf(5, cell * 0.09f), dot = fmaxf(5, cell * 0.07f);
    for (int i = 0; i < f->nroad; i++) {
        float x = gx + ((float)(f->road[i] % f->side) + 0.5f) * cell;
        float y = gy + ((float)(f->road[i] / f->side) + 0.5f) * cell;
        if (i + 1 < f->nroad) {
            float x1 = gx + ((float)(f->road[i + 1] % f->side) + 0.5f) * cell;
            float y1 = gy + ((float)(f->road[i + 1] / f->side) + 0.5f) * cell;
            gfx_line(x, y, x1, y1, w, GFX_RGBA(244, 162, 89, 225));
        }
        gfx_circle(x, y, dot, UI_COL_ACCENT_LO);
    }
}

void mdb_figure(const void *state, gfx_rect r, const char *focus)
{
    const fig_info *f = info_for(state, focus);
    float fs = fminf(20, fmaxf(14, r.h * 0.055f)), lh = roundf(fs * 1.3f);
    float text_h = (float)f->ntext * lh + 10, label = roundf(fs * 1.1f);
    float side = fminf(r.w - 2 * label, r.h - text_h - label);
    if (side < 40) return;
    float cell = floorf(side / (float)f->side), grid = cell * (float)f->side;
    float gx = roundf(r.x + (r.w - grid) * 0.5f + label * 0.5f), gy = r.y + label;
    /* the city's lot, the cell names around it */
    gfx_rrect((gfx_rect){gx - 6, gy - 6, grid + 12, grid + 12}, UI_RADIUS_S,
              GFX_RGBA(22, 36, 66, 255));
    for (int i = 0; i < f->side; i++) {
        char t[12] = {(char)('A' + i), 0};
        gfx_text_styled(t, gx + ((float)i + 0.5f) * cell, gy - 8, fs * 0.85f,
                        GFX_CENTER | GFX_BOTTOM, GFX_BOLD, UI_COL_INK_SOFT);
        snprintf(t, sizeof t, "%d", i + 1);
        gfx_text_styled(t, gx - 10, gy + ((float)i + 0.5f) * cell, fs * 0.85f,
                        GFX_RIGHT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK_SOFT);
    }
    for (int c = 0; c < f->side * f->side; c++)
        if (f->grid[c].tile < MAD_TILES)
            mdb_draw_tile(f->grid[c].tile, gx + ((float)(c % f->side) + 0.5f) * cell,
                          gy + ((float)(c / f->side) + 0.5f) * cell, cell - 3,
                          (float)f->grid[c].rot * 1.57079633f, 0);
    for (int i = 0; i < f->nmarks; i++) outline(f, f->mark[i].zone, gx, gy, cell * 0.5f);
    if (f->nroad > 1) trace(f, gx, gy, cell);
    for (int i = 0; i < f->nmarks; i++)
        badge(gx + f->mark[i].cx * cell * 0.5f, gy + f->mark[i].cy * cell * 0.5f,
              fmaxf(11, cell * 0.13f), f->mark[i].points);
    /* the points, under the city */
    float y = gy + grid + 16;
    for (int i = 0; i < f->ntext; i++) {
        bool total = f->show == SHOW_ALL && i == f->ntext - 1;
        gfx_text_styled(f->text[i], r.x + r.w * 0.5f, y, fs, GFX_CENTER | GFX_TOP,
                        total ? GFX_BOLD : GFX_REGULAR, total ? UI_COL_ACCENT_LO : UI_COL_INK);
        y += lh;
    }
}
