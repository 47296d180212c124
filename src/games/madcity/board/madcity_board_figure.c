/* madcity_board_figure.c: a Mad City position drawn for the rules page (board_vt.figure): the first
 * player's city with the board's own tiles, the cells named around the grid (score lines say
 * "Lake at A2"), and what the example is about (focus "zones": the scoring zones outlined with
 * their points; "road": the longest road traced; "ranger": the lakes and parks; "": all of it
 * and the total), with the points written under it from the rules' own score():
 * "Park Ranger: 5 + 3 + 1 + 1 = 10". The zones and the road are the rules' own
 * (madcity_round_cities; a zone line's ref is its zone). Working them out and the score is slow for
 * a frame: it is cached by the state's bytes, the focus and the language, so a frame only draws. */
#include "core/hash.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum {
    G_RANGER = MADCITY_G_RANGER,
    G_ROAD = MADCITY_G_ROAD,
    G_CONTRACTORS = MADCITY_G_CONTRACTORS,
    G_ZONES = MADCITY_G_ZONES,
    G_TOKENS = MADCITY_G_TOKENS,
};
enum { FIG_AREAS = MADCITY_MAX_CELLS * 4, FIG_LINES = 5, FIG_CACHE = 8 };
enum { SHOW_ZONES = 1, SHOW_ROAD = 2, SHOW_RANGER = 4, SHOW_ALL = 15 }; /* ALL: and the total */

typedef struct fig_mark {
    int zone, points;
    float cx, cy; /* the zone's centre, in area units (0..2 * side) */
} fig_mark;

typedef struct fig_info {
    uint64_t key;
    bool used;
    int side, show;
    madcity_cell grid[MADCITY_MAX_CELLS];
    madcity_city city; /* seat 0's, as the rules scored it */
    fig_mark mark[FIG_AREAS];
    int nmarks;
    char text[FIG_LINES][GAME_REASON_LEN]; /* the last one is the total */
    int ntext;
} fig_info;

static fig_info cache[FIG_CACHE];
static int cache_next;
static game_score score; /* big: not on the stack */

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

/* Marks the zones of seat 0's zone lines that give points (a zone line's ref is its zone),
 * with their points at their centres. */
static void find_marks(fig_info *f)
{
    for (int k = 0; k < score.nlines && f->nmarks < FIG_AREAS; k++) {
        const game_score_line *l = &score.line[k];
        bool kind = l->group == G_RANGER || l->group == G_ZONES || l->group == G_TOKENS;
        if (l->player != 0 || !kind || l->ref < 0 || l->ref >= f->city.nzones || !l->points)
            continue;
        const madcity_zone *z = &f->city.zone[l->ref];
        if (!(f->show & (z->colour >= MADCITY_LAKE ? SHOW_RANGER : SHOW_ZONES))) continue;
        float sx = 0, sy = 0;
        for (uint64_t m = z->mask; m; m &= m - 1) {
            int bit = __builtin_ctzll(m);
            sx += (float)(bit % 8) + 0.5f;
            sy += (float)(bit / 8) + 0.5f;
        }
        f->mark[f->nmarks++] =
            (fig_mark){l->ref, l->points, sx / (float)z->areas, sy / (float)z->areas};
    }
}

static void work_out(fig_info *f, const madcity_state *s, const char *focus)
{
    f->show = !focus || !*focus              ? SHOW_ALL
              : strcmp(focus, "zones") == 0  ? SHOW_ZONES
              : strcmp(focus, "road") == 0   ? SHOW_ROAD
              : strcmp(focus, "ranger") == 0 ? SHOW_RANGER
                                             : SHOW_ALL;
    f->side = s->side == MADCITY_SOLO_SIDE ? MADCITY_SOLO_SIDE : MADCITY_SIDE;
    memcpy(f->grid, s->grid[0], sizeof f->grid);
    static madcity_city cities[GAME_MAX_PLAYERS];
    madcity_round_cities(s, cities);
    f->city = cities[0];
    if (!(s->in_round & 1u)) madcity_analyse(f->grid, f->side, &f->city); /* not scored */
    madcity_score(s, &score); /* the rules' own score(), as the results screen shows it */
    f->nmarks = f->ntext = 0;
    find_marks(f);
    char v[GAME_REASON_LEN];
    if (f->show & SHOW_ZONES) {
        group_sum_text(G_ZONES, v, sizeof v);
        add_text(f, _("Zones"), v);
    }
    if (group_sum_text(G_RANGER, v, sizeof v) ? (f->show & SHOW_RANGER) : f->show == SHOW_RANGER)
        add_text(f, _("Park Ranger"), v);
    if (!(f->show & SHOW_ROAD)) return;
    int road = f->city.road, bonus = 0;
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

/* Whether the area at area coordinates (ax, ay) is in zone z (never off the grid). */
static bool zone_at(const fig_info *f, int ax, int ay, int z)
{
    int n = 2 * f->side;
    if (ax < 0 || ay < 0 || ax >= n || ay >= n) return false;
    return (f->city.zone[z].mask >> (ay * 8 + ax)) & 1u;
}

/* A scoring zone: lightened, and its border drawn where the next area is another zone. */
static void outline(const fig_info *f, int z, float gx, float gy, float half)
{
    int n = 2 * f->side;
    for (int ay = 0; ay < n; ay++)
        for (int ax = 0; ax < n; ax++) {
            if (!zone_at(f, ax, ay, z)) continue;
            float x = gx + (float)ax * half, y = gy + (float)ay * half;
            gfx_fill_rect((gfx_rect){x, y, half, half}, GFX_RGBA(255, 255, 255, 60));
            float w = fmaxf(2.5f, half * 0.06f);
            if (!zone_at(f, ax - 1, ay, z)) gfx_line(x, y, x, y + half, w, UI_COL_WHITE);
            if (!zone_at(f, ax + 1, ay, z))
                gfx_line(x + half, y, x + half, y + half, w, UI_COL_WHITE);
            if (!zone_at(f, ax, ay - 1, z)) gfx_line(x, y, x + half, y, w, UI_COL_WHITE);
            if (!zone_at(f, ax, ay + 1, z))
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
    const uint8_t *road = f->city.road_path;
    for (int i = 0; i < f->city.road_len; i++) {
        float x = gx + ((float)(road[i] % f->side) + 0.5f) * cell;
        float y = gy + ((float)(road[i] / f->side) + 0.5f) * cell;
        if (i + 1 < f->city.road_len) {
            float x1 = gx + ((float)(road[i + 1] % f->side) + 0.5f) * cell;
            float y1 = gy + ((float)(road[i + 1] / f->side) + 0.5f) * cell;
            gfx_line(x, y, x1, y1, w, GFX_RGBA(244, 162, 89, 225));
        }
        gfx_circle(x, y, dot, UI_COL_ACCENT_LO);
    }
}

void madcity_board_figure(const void *state, gfx_rect r, const char *focus)
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
        if (f->grid[c].tile < MADCITY_TILES)
            madcity_board_draw_tile(f->grid[c].tile, gx + ((float)(c % f->side) + 0.5f) * cell,
                                    gy + ((float)(c / f->side) + 0.5f) * cell, cell - 3,
                                    (float)f->grid[c].rot * 1.57079633f, 0);
    for (int i = 0; i < f->nmarks; i++) outline(f, f->mark[i].zone, gx, gy, cell * 0.5f);
    if ((f->show & SHOW_ROAD) && f->city.road_len > 1) trace(f, gx, gy, cell);
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
