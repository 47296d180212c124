/* megacity_board_paint.c: how MegaCity's pieces look (see megacity_board_paint.h). Everything is a
 * filled convex polygon per piece with a thin darker outline and a lighter top edge, drawn through
 * the batch (no textures), so it stays crisp at any scale and costs a few draw calls. */
#include "games/megacity/board/megacity_board_paint.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/theme.h"
#include "ui/ui.h"

#define SQRT3 1.7320508f

/* ---- colours ------------------------------------------------------------------------------- */
static const uint32_t MAT_FILL[MEGACITY_MATERIALS] = {0x8A96A6, 0xB9AD9B, 0x66E4F2};
static const uint32_t MAT_EDGE[MEGACITY_MATERIALS] = {0x3E4C5C, 0x5E5446, 0x2C7F92};
static const uint32_t MAT_LITE[MEGACITY_MATERIALS] = {0xDCE6F0, 0xDDD4C6, 0xE8FBFF};
static const uint8_t MAT_ALPHA[MEGACITY_MATERIALS] = {255, 255, 185};
static const uint32_t TYPE_FILL[MEGACITY_TYPES] = {0x3D7DD8, 0xE69F00, 0xCC79A7, 0xE8D44D};
static const uint32_t TYPE_DARK[MEGACITY_TYPES] = {0x1E4A8C, 0x8A5E00, 0x7E3F66, 0x8C7A16};

gfx_color megacity_board_paint_material_color(int material)
{
    if (material < 0 || material >= MEGACITY_MATERIALS) return UI_COL_DISABLED;
    return gfx_hexa(MAT_FILL[material], MAT_ALPHA[material]);
}

gfx_color megacity_board_paint_type_color(int type)
{
    if (type < 0 || type >= MEGACITY_TYPES) return UI_COL_DISABLED;
    return GFX_HEX(TYPE_FILL[type]);
}

/* ---- frame helpers -------------------------------------------------------------------------- */
static float sx(megacity_board_paint_frame f, double x)
{
    return f.ox + (float)(x * f.ppm);
}

static float sy(megacity_board_paint_frame f, double y)
{
    return f.oy - (float)(y * f.ppm);
}

/* A piece vertex in the platform frame (metres) for an element at pose. */
static void pose_point(megacity_physics_pose p, double lx, double ly, double *x, double *y)
{
    double c = cos(p.angle), s = sin(p.angle);
    *x = p.x + lx * c - ly * s;
    *y = p.y + lx * s + ly * c;
}

static bool in_piece(const megacity_physics_piece *pc, double x, double y)
{
    for (int i = 0; i < pc->n; i++) {
        int j = (i + 1) % pc->n;
        double ex = pc->v[j][0] - pc->v[i][0], ey = pc->v[j][1] - pc->v[i][1];
        if (ex * (y - pc->v[i][1]) - ey * (x - pc->v[i][0]) < 0) return false;
    }
    return true;
}

/* Calls `seg` for each piece of the shape's outline not shared with another of its pieces
 * (an arch's three rectangles show as one outline), in the element's frame. */
typedef void (*seg_fn)(void *megacity_plan_ctx, double x0, double y0, double x1, double y1,
                       double nx, double ny);

static void outline(const megacity_physics_shape_def *sd, seg_fn seg, void *megacity_plan_ctx)
{
    for (int p = 0; p < sd->n_pieces; p++) {
        const megacity_physics_piece *pc = &sd->piece[p];
        for (int i = 0; i < pc->n; i++) {
            int j = (i + 1) % pc->n;
            double ax = pc->v[i][0], ay = pc->v[i][1], bx = pc->v[j][0], by = pc->v[j][1];
            double ex = bx - ax, ey = by - ay, len = sqrt(ex * ex + ey * ey);
            if (len < 1e-9) continue;
            double nx = ey / len, ny = -ex / len; /* outward (counter-clockwise pieces) */
            double ts[2 + MEGACITY_PHYSICS_MAX_PIECES * MEGACITY_PHYSICS_MAX_VERTS];
            int nt = 0;
            ts[nt++] = 0;
            ts[nt++] = 1;
            for (int q = 0; q < sd->n_pieces; q++) {
                if (q == p) continue;
                for (int k = 0; k < sd->piece[q].n; k++) {
                    double vx = sd->piece[q].v[k][0] - ax, vy = sd->piece[q].v[k][1] - ay;
                    double t = (vx * ex + vy * ey) / (len * len);
                    if (fabs(vx * ny - vy * nx) < 1e-7 && t > 1e-6 && t < 1 - 1e-6) ts[nt++] = t;
                }
            }
            for (int a = 1; a < nt; a++) /* insertion sort: few values */
                for (int b = a; b > 0 && ts[b] < ts[b - 1]; b--) {
                    double tmp = ts[b];
                    ts[b] = ts[b - 1];
                    ts[b - 1] = tmp;
                }
            for (int k = 0; k + 1 < nt; k++) {
                if (ts[k + 1] - ts[k] < 1e-6) continue;
                double tm = (ts[k] + ts[k + 1]) / 2, eps = 1e-5;
                double mx = ax + ex * tm + nx * eps, my = ay + ey * tm + ny * eps;
                bool inner = false;
                for (int q = 0; q < sd->n_pieces && !inner; q++)
                    if (q != p && in_piece(&sd->piece[q], mx, my)) inner = true;
                if (!inner)
                    seg(megacity_plan_ctx, ax + ex * ts[k], ay + ey * ts[k], ax + ex * ts[k + 1],
                        ay + ey * ts[k + 1], nx, ny);
            }
        }
    }
}

typedef struct edge_ctx {
    megacity_board_paint_frame f;
    megacity_physics_pose pose;
    float dx, dy; /* screen offset (the lifted element) */
    float thick;
    gfx_color ink, lite;
    int pass; /* 0 outline, 1 highlight */
} edge_ctx;

static void edge_seg(void *vctx, double x0, double y0, double x1, double y1, double nx, double ny)
{
    edge_ctx *c = vctx;
    double ax, ay, bx, by;
    pose_point(c->pose, x0, y0, &ax, &ay);
    pose_point(c->pose, x1, y1, &bx, &by);
    double cs = cos(c->pose.angle), sn = sin(c->pose.angle);
    double wny = nx * sn + ny * cs; /* the normal's world y: > 0 faces up */
    float x0s = sx(c->f, ax) + c->dx, y0s = sy(c->f, ay) + c->dy;
    float x1s = sx(c->f, bx) + c->dx, y1s = sy(c->f, by) + c->dy;
    if (c->pass == 0) {
        gfx_line(x0s, y0s, x1s, y1s, c->thick, c->ink);
    } else if (wny > 0.5) { /* a highlight just inside the top edges */
        float in = c->thick * 1.6f;
        double wnx = nx * cs - ny * sn;
        float ox = -(float)wnx * in, oy = (float)wny * in; /* inward on screen */
        gfx_line(x0s + ox, y0s + oy, x1s + ox, y1s + oy, c->thick * 1.2f, c->lite);
    }
}

/* The pieces of an element filled at pose with screen offset (dx, dy). */
static void fill_pieces(megacity_board_paint_frame f, const megacity_physics_shape_def *sd,
                        megacity_physics_pose pose, float dx, float dy, gfx_color c)
{
    for (int p = 0; p < sd->n_pieces; p++) {
        float xy[2 * MEGACITY_PHYSICS_MAX_VERTS];
        const megacity_physics_piece *pc = &sd->piece[p];
        for (int i = 0; i < pc->n; i++) {
            double x, y;
            pose_point(pose, pc->v[i][0], pc->v[i][1], &x, &y);
            xy[2 * i] = sx(f, x) + dx;
            xy[2 * i + 1] = sy(f, y) + dy;
        }
        gfx_polygon(xy, pc->n, c);
    }
}

/* The part of a convex polygon where a*x + b*y >= c (Sutherland-Hodgman, one plane). */
static int clip_half(const double *in, int n, double a, double b, double c, double *out)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        double di = a * in[2 * i] + b * in[2 * i + 1] - c;
        double dj = a * in[2 * j] + b * in[2 * j + 1] - c;
        if (di >= 0) out[2 * m] = in[2 * i], out[2 * m + 1] = in[2 * i + 1], m++;
        if ((di >= 0) != (dj >= 0)) {
            double t = di / (di - dj);
            out[2 * m] = in[2 * i] + (in[2 * j] - in[2 * i]) * t;
            out[2 * m + 1] = in[2 * i + 1] + (in[2 * j + 1] - in[2 * i + 1]) * t;
            m++;
        }
    }
    return m;
}

/* A diagonal band across the element (u = x + y in units of the shape's half size, between
 * u0 and u1), clipped to each piece: steel's sheen, glass's reflections. */
static void band(megacity_board_paint_frame f, const megacity_physics_shape_def *sd,
                 megacity_physics_pose pose, float dx, float dy, double u0, double u1, gfx_color c)
{
    double s = (sd->w + sd->h) / 2;
    for (int p = 0; p < sd->n_pieces; p++) {
        const megacity_physics_piece *pc = &sd->piece[p];
        double a[2 * (MEGACITY_PHYSICS_MAX_VERTS + 2)], b[2 * (MEGACITY_PHYSICS_MAX_VERTS + 2)];
        for (int i = 0; i < pc->n; i++) a[2 * i] = pc->v[i][0], a[2 * i + 1] = pc->v[i][1];
        int n = clip_half(a, pc->n, 1, 1, u0 * s, b);
        n = clip_half(b, n, -1, -1, -u1 * s, a);
        if (n < 3) continue;
        float xy[2 * (MEGACITY_PHYSICS_MAX_VERTS + 2)];
        for (int i = 0; i < n; i++) {
            double x, y;
            pose_point(pose, a[2 * i], a[2 * i + 1], &x, &y);
            xy[2 * i] = sx(f, x) + dx;
            xy[2 * i + 1] = sy(f, y) + dy;
        }
        gfx_polygon(xy, n, c);
    }
}

static void element_at(megacity_board_paint_frame f, int kind, megacity_physics_pose pose, int mark,
                       float lift)
{
    if (kind < 0 || kind >= MEGACITY_KINDS) return;
    int mat = kind % MEGACITY_MATERIALS;
    const megacity_physics_shape_def *sd = &megacity_shapes[kind / MEGACITY_MATERIALS];
    gfx_color fill = megacity_board_paint_material_color(mat), ink = gfx_hexa(MAT_EDGE[mat], 230);
    gfx_color lite = gfx_hexa(MAT_LITE[mat], mat == MEGACITY_GLASS ? 200 : 150);
    float thick = fmaxf(0.6f, fminf(2.0f, f.ppm * 0.0004f));
    float dy = 0;
    if (mark == MEGACITY_BOARD_PAINT_HELD) {
        float off = fmaxf(3.0f, lift);
        fill_pieces(f, sd, pose, off * 0.6f, off * 1.2f, GFX_RGBA(8, 12, 24, 40));
        fill_pieces(f, sd, pose, off * 0.9f, off * 1.6f, GFX_RGBA(8, 12, 24, 30));
        dy = -off * 0.5f;
    }
    if (mark == MEGACITY_BOARD_PAINT_BAD) {
        fill = gfx_mix(fill, GFX_HEX(0xE15554), 0.55f);
        fill.a = (uint8_t)fmaxf(fill.a, 200);
        ink = GFX_HEX(0x9E1F1F);
    }
    if (mark == MEGACITY_BOARD_PAINT_GHOST) gfx_push_alpha(0.45f);
    fill_pieces(f, sd, pose, 0, dy, fill);
    if (mat == MEGACITY_GLASS) {
        band(f, sd, pose, 0, dy, -0.55, -0.38, GFX_RGBA(255, 255, 255, 95));
        band(f, sd, pose, 0, dy, -0.3, -0.24, GFX_RGBA(255, 255, 255, 80));
    } else if (mat == MEGACITY_STEEL) {
        band(f, sd, pose, 0, dy, -1.2, -0.1, GFX_RGBA(255, 255, 255, 38));
        band(f, sd, pose, 0, dy, 0.25, 0.4, GFX_RGBA(255, 255, 255, 30));
    }
    edge_ctx c = {f, pose, 0, dy, thick, ink, lite, 1};
    outline(sd, edge_seg, &c);
    c.pass = 0;
    outline(sd, edge_seg, &c);
    if (mark == MEGACITY_BOARD_PAINT_GHOST) gfx_pop_alpha();
}

void megacity_board_paint_element(megacity_board_paint_frame f, int kind,
                                  megacity_physics_pose pose, int mark)
{
    element_at(f, kind, pose, mark, f.ppm * 0.004f);
}

/* ---- type glyphs (shapes, for colour-blind players) ----------------------------------------- */
static void type_glyph(int type, float cx, float cy, float s, gfx_color c)
{
    float h = s * 0.5f;
    switch (type) {
    case MEGACITY_PUBLIC: /* a pediment on three columns */
        gfx_triangle(cx - h, cy - h * 0.35f, cx + h, cy - h * 0.35f, cx, cy - h, c);
        for (int i = -1; i <= 1; i++)
            gfx_fill_rect(
                (gfx_rect){cx + i * h * 0.7f - h * 0.13f, cy - h * 0.25f, h * 0.26f, h * 1.0f}, c);
        gfx_fill_rect((gfx_rect){cx - h, cy + h * 0.8f, 2 * h, h * 0.2f}, c);
        break;
    case MEGACITY_INDUSTRIAL: /* saw-tooth roof and a chimney */
        gfx_fill_rect((gfx_rect){cx - h, cy, 2 * h, h}, c);
        gfx_triangle(cx - h, cy, cx - h, cy - h * 0.6f, cx - h * 0.2f, cy, c);
        gfx_triangle(cx - h * 0.2f, cy, cx - h * 0.2f, cy - h * 0.6f, cx + h * 0.6f, cy, c);
        gfx_fill_rect((gfx_rect){cx + h * 0.6f, cy - h, h * 0.3f, h}, c);
        break;
    case MEGACITY_COMMERCIAL: { /* a diamond (a shop sign) */
        const float p[8] = {cx, cy - h, cx + h * 0.8f, cy, cx, cy + h, cx - h * 0.8f, cy};
        gfx_polygon(p, 4, c);
        break;
    }
    default: /* residential: a house */
        gfx_triangle(cx - h, cy - h * 0.05f, cx + h, cy - h * 0.05f, cx, cy - h, c);
        gfx_fill_rect((gfx_rect){cx - h * 0.7f, cy - h * 0.1f, h * 1.4f, h * 1.1f}, c);
        break;
    }
}

/* ---- platform ------------------------------------------------------------------------------- */
void megacity_board_paint_platform(megacity_board_paint_frame f, int plat_id, int side, double dx,
                                   bool ports, const megacity_physics_tower *t)
{
    if (plat_id < 1 || plat_id > MEGACITY_PLATFORMS) return;
    const megacity_platform_side *sd = &megacity_platforms[plat_id - 1].side[side ? 1 : 0];
    const megacity_platform_side *other = &megacity_platforms[plat_id - 1].side[side ? 0 : 1];
    float x0 = sx(f, dx - MEGACITY_PLATFORM_WIDTH / 2),
          x1 = sx(f, dx + MEGACITY_PLATFORM_WIDTH / 2);
    float y0 = sy(f, 0), y1 = sy(f, -MEGACITY_PLATFORM_THICKNESS);
    float th = y1 - y0, r = fminf(th * 0.3f, 4.0f);
    gfx_color fill = megacity_board_paint_type_color(sd->type), dark = GFX_HEX(TYPE_DARK[sd->type]);
    gfx_rrect((gfx_rect){x0 + 1, y0 + th * 0.25f, x1 - x0, th}, r, GFX_RGBA(8, 12, 24, 70));
    gfx_rrect((gfx_rect){x0, y0, x1 - x0, th}, r, dark);
    gfx_rrect((gfx_rect){x0 + 1, y0 + 1, x1 - x0 - 2, th - 2}, r, fill);
    gfx_fill_rect((gfx_rect){x0 + r, y0 + 1, x1 - x0 - 2 * r, fmaxf(1, th * 0.12f)},
                  gfx_mix(fill, UI_COL_WHITE, 0.45f));
    float gs = th * 0.7f;
    if (gs >= 6) {
        gfx_color gc = gfx_mix(dark, fill, 0.2f);
        type_glyph(sd->type, x0 + th * 0.9f, (y0 + y1) / 2, gs, gc);
        type_glyph(sd->type, x1 - th * 0.9f, (y0 + y1) / 2, gs, gc);
    }
    if (!ports) return;
    float depth = fmaxf(2.0f, th * 0.35f);
    /* the vent: a grille showing the other side's colour */
    double v0, v1;
    megacity_vent_span(sd, &v0, &v1);
    float g0 = sx(f, dx + v0), g1 = sx(f, dx + v1);
    gfx_fill_rect((gfx_rect){g0, y0, g1 - g0, depth}, GFX_HEX(TYPE_DARK[other->type]));
    gfx_fill_rect((gfx_rect){g0 + 1, y0 + 1, g1 - g0 - 2, depth - 1.5f},
                  megacity_board_paint_type_color(other->type));
    int bars = 5;
    for (int i = 1; i < bars; i++) {
        float x = g0 + (g1 - g0) * (float)i / bars;
        gfx_line(x, y0, x, y0 + depth, fmaxf(1, (g1 - g0) * 0.05f), GFX_HEX(0x2B2F36));
    }
    for (int p = 0; p < MEGACITY_PORTS; p++) {
        double a0, a1;
        megacity_port_span(sd, p, &a0, &a1);
        bool on = t && megacity_physics_touches_platform(t, a0, a1);
        float px0 = sx(f, dx + a0), px1 = sx(f, dx + a1);
        gfx_rrect((gfx_rect){px0, y0, px1 - px0, depth}, depth * 0.3f, GFX_HEX(0x23262B));
        gfx_color lamp = on ? GFX_HEX(0x8CF28C) : GFX_HEX(0x55606B);
        gfx_rrect((gfx_rect){px0 + 1.5f, y0 + 0.5f, px1 - px0 - 3, depth - 1.5f}, depth * 0.25f,
                  lamp);
        if (on)
            gfx_circle((px0 + px1) / 2, y0 + depth * 0.4f, (px1 - px0) * 0.22f,
                       GFX_RGBA(255, 255, 255, 170));
    }
}

void megacity_board_paint_tower(megacity_board_paint_frame f, const megacity_plat *pl, int plat_id,
                                bool ports)
{
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    megacity_board_paint_platform(f, plat_id, pl->side, 0, ports, &t);
    for (int i = 0; i < pl->n; i++)
        megacity_board_paint_element(f, pl->el[i].kind, t.e[i].pose, MEGACITY_BOARD_PAINT_PLAIN);
}

/* ---- ruler ---------------------------------------------------------------------------------- */
void megacity_board_paint_ruler(megacity_board_paint_frame f, float x, int floors_max,
                                int floors_now, int floors_min)
{
    if (floors_max < 1) floors_max = 1;
    float fpx = (float)(MEGACITY_PHYSICS_FLOOR_M * f.ppm); /* pixels per floor */
    float top = f.oy - floors_max * fpx;
    gfx_color ink = UI_COL_TEXT_SOFT;
    gfx_line(x, f.oy, x, top, 2, ink);
    int step = fpx >= 3 ? 1 : fpx >= 0.8f ? 5 : 10;
    float lab = fminf(UI_FONT_SMALL, fmaxf(12.0f, fpx * 10 * 0.6f)); /* 12: the least text */
    for (int k = 0; k <= floors_max; k += step) {
        float y = f.oy - k * fpx;
        bool ten = k % 10 == 0, five = k % 5 == 0;
        float len = ten ? 12.0f : five ? 8.0f : 4.0f;
        gfx_line(x - len, y, x, y, ten ? 1.5f : 1.0f, ink);
        if (ten && (k % (fpx * 10 >= lab ? 10 : 20) == 0)) {
            char b[16];
            snprintf(b, sizeof b, "%d", k);
            gfx_text(b, x - len - 3, y, lab, GFX_RIGHT | GFX_MIDDLE, ink);
        }
    }
    if (floors_min > 0) {
        float y = f.oy - floors_min * fpx;
        for (float d = x + 2; d < x + 60; d += 8) gfx_line(d, y, d + 4, y, 2, UI_COL_WARN);
        gfx_triangle(x + 2, y, x + 12, y - 6, x + 12, y + 6, UI_COL_WARN);
        char b[16];
        snprintf(b, sizeof b, "%d", floors_min);
        gfx_text_styled(b, x + 14, y - 2, lab, GFX_LEFT | GFX_BOTTOM, GFX_BOLD, UI_COL_WARN);
    }
    if (floors_now > 0) {
        float y = f.oy - floors_now * fpx;
        bool ok = floors_min <= 0 || floors_now >= floors_min;
        gfx_color c = ok ? UI_COL_GOOD : UI_COL_ACCENT;
        gfx_line(x - 14, y, x + 4, y, 3, c);
        gfx_triangle(x - 24, y - 7, x - 24, y + 7, x - 14, y, c);
        char b[16];
        snprintf(b, sizeof b, "%d", floors_now);
        float w = gfx_text_width(b, lab, GFX_BOLD) + 10;
        gfx_rrect((gfx_rect){x - 26 - w, y - lab * 0.6f, w, lab * 1.2f}, lab * 0.3f, c);
        gfx_text_styled(b, x - 26 - w / 2, y, lab, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    }
}

/* ---- supply icon ---------------------------------------------------------------------------- */
void megacity_board_paint_element_icon(int kind, gfx_rect r, int count)
{
    if (kind < 0 || kind >= MEGACITY_KINDS) return;
    const megacity_physics_shape_def *sd = &megacity_shapes[kind / MEGACITY_MATERIALS];
    float pad = fminf(r.w, r.h) * 0.12f;
    float ppm = fminf((r.w - 2 * pad) / (float)sd->w, (r.h - 2 * pad) / (float)sd->h);
    megacity_board_paint_frame f = {r.x + r.w / 2, r.y + r.h / 2, ppm};
    element_at(f, kind, (megacity_physics_pose){0, 0, 0}, MEGACITY_BOARD_PAINT_PLAIN, 0);
    if (count > 1) {
        char b[16];
        snprintf(b, sizeof b, "%d", count);
        float s = fmaxf(14.5f, fminf(r.h * 0.34f, UI_FONT_SMALL)); /* its digits 12 at least */
        float w = fmaxf(s, gfx_text_width(b, s, GFX_BOLD) + s * 0.4f);
        gfx_rrect((gfx_rect){r.x + r.w - w, r.y, w, s}, s * 0.5f, UI_COL_ACCENT);
        gfx_text_styled(b, r.x + r.w - w / 2, r.y + s / 2, s * 0.85f, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_INK);
    }
}

/* ---- the city ------------------------------------------------------------------------------- */
/* Pointy-top hexes seen from a little above: the ground is squashed by TILT, the towers stand
 * up in side elevation, and the layout leaves room above the back row for them. */
#define TILT MEGACITY_BOARD_PAINT_CITY_TILT
#define HEAD 2.0f /* hex radii of headroom above the back row */

static void city_layout(gfx_rect area, megacity_board_paint_city_cam cam, float *cx, float *cy,
                        float *rad)
{
    float zoom = cam.zoom > 0 ? cam.zoom : 1;
    float r = fminf(area.w / (SQRT3 * 7.3f), area.h / (13.2f * TILT + HEAD)); /* the sea too */
    *rad = r * zoom;
    *cx = area.x + area.w / 2 + cam.pan_x;
    *cy = area.y + area.h / 2 + HEAD * 0.5f * r * zoom + cam.pan_y;
}

void megacity_board_paint_cell_centre(gfx_rect area, megacity_board_paint_city_cam cam, int cell,
                                      float *x, float *y, float *radius)
{
    float cx, cy, r;
    city_layout(area, cam, &cx, &cy, &r);
    int q, rr;
    megacity_cell_qr(cell, &q, &rr);
    *x = cx + r * SQRT3 * ((float)q + (float)rr / 2);
    *y = cy + r * 1.5f * TILT * (float)rr;
    if (radius) *radius = r;
}

int megacity_board_paint_cell_at(gfx_rect area, megacity_board_paint_city_cam cam, float x, float y)
{
    float cx, cy, r;
    city_layout(area, cam, &cx, &cy, &r);
    if (!(r > 0)) return -1;
    float px = (x - cx) / r, py = (y - cy) / (r * TILT);
    float fq = SQRT3 / 3 * px - py / 3, fr = py * 2 / 3, fs = -fq - fr;
    float rq = roundf(fq), rr = roundf(fr), rs = roundf(fs);
    float dq = fabsf(rq - fq), dr = fabsf(rr - fr), ds = fabsf(rs - fs);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return megacity_cell_index((int)rq, (int)rr);
}

/* A hex of the squashed ground (pointy: flat = false), filled or as a ring r_in..r. */
static void hex_pts(float x, float y, float r, bool flat, float *p)
{
    for (int i = 0; i < 6; i++) {
        float a = 1.0471976f * (float)i + (flat ? 0 : 0.5235988f);
        p[2 * i] = x + r * cosf(a);
        p[2 * i + 1] = y + r * sinf(a) * TILT;
    }
}

static void ground_hex(float x, float y, float r, bool flat, gfx_color c)
{
    float p[12];
    hex_pts(x, y, r, flat, p);
    gfx_polygon(p, 6, c);
}

static void ground_ring(float x, float y, float r, float r_in, gfx_color c)
{
    float o[12], in[12];
    hex_pts(x, y, r, false, o);
    hex_pts(x, y, r_in, false, in);
    for (int i = 0; i < 6; i++) {
        int j = (i + 1) % 6;
        const float q[8] = {o[2 * i],  o[2 * i + 1],  o[2 * j],  o[2 * j + 1],
                            in[2 * j], in[2 * j + 1], in[2 * i], in[2 * i + 1]};
        gfx_polygon(q, 4, c);
    }
}

/* A tile with some thickness: its edge shows below it. */
static void tile(float x, float y, float r, float depth, gfx_color edge, gfx_color top)
{
    ground_hex(x, y + depth, r, false, edge);
    ground_hex(x, y, r, false, top);
}

static gfx_color seat_col(const gfx_color *seat_colors, int p)
{
    if (seat_colors) return seat_colors[p];
    return ui_palette_color(p);
}

static void tree(float x, float y, float s)
{
    gfx_circle(x + s * 0.15f, y + s * 0.35f, s * 0.7f, GFX_RGBA(20, 50, 20, 80));
    gfx_circle(x, y, s * 0.7f, GFX_HEX(0x2E7D32));
    gfx_circle(x - s * 0.2f, y - s * 0.2f, s * 0.35f, GFX_HEX(0x5CBF60));
}

static void park(float x, float y, float r, bool central)
{
    tile(x, y, r * 0.95f, r * 0.08f, GFX_HEX(0x3E7F37), GFX_HEX(0x5DAE4F));
    ground_hex(x, y, r * 0.8f, false, GFX_HEX(0x6CC05C));
    if (central) {
        float t = TILT;
        gfx_rrect((gfx_rect){x - r * 0.34f, y - r * 0.34f * t, r * 0.68f, r * 0.68f * t}, r * 0.34f,
                  GFX_HEX(0xD9D2C0));
        gfx_rrect((gfx_rect){x - r * 0.27f, y - r * 0.27f * t, r * 0.54f, r * 0.54f * t}, r * 0.27f,
                  GFX_HEX(0x4FB3D9));
        gfx_rrect((gfx_rect){x - r * 0.05f, y - r * 0.3f, r * 0.1f, r * 0.3f}, r * 0.05f,
                  GFX_RGBA(220, 245, 255, 220));
        gfx_circle(x, y - r * 0.3f, r * 0.08f, GFX_RGBA(235, 250, 255, 230));
        for (int i = 0; i < 6; i++) {
            float a = (float)i * 1.0472f + 0.5236f;
            tree(x + cosf(a) * r * 0.58f, y + sinf(a) * r * 0.58f * t, r * 0.12f);
        }
    } else {
        tree(x - r * 0.45f, y + r * 0.2f, r * 0.13f);
        tree(x + r * 0.48f, y + r * 0.24f, r * 0.11f);
        tree(x + r * 0.1f, y - r * 0.42f, r * 0.1f);
    }
}

static void rubble(float x, float y, float r, unsigned seed)
{
    static const uint32_t col[3] = {0x8A96A6, 0xB9AD9B, 0x66E4F2};
    for (int i = 0; i < 8; i++) {
        seed = seed * 1103515245u + 12345u;
        float a = (float)(seed >> 8 & 1023) / 1024.0f * 6.283f;
        float d = (float)(seed >> 18 & 255) / 255.0f * r * 0.42f;
        float s = r * (0.1f + (float)(seed & 7) * 0.015f);
        gfx_rrect_rotated(
            (gfx_rect){x + cosf(a) * d - s, y + sinf(a) * d * TILT - s * 0.4f, 2 * s, s * 0.8f},
            s * 0.1f, a * 0.5f, gfx_hexa(col[i % 3], i % 3 == 2 ? 200 : 255));
    }
}

static void crown(float x, float y, float s)
{
    const float p[10] = {x - s,        y, x + s,         y,     x + s,
                         y - s * 0.9f, x, y - s * 0.35f, x - s, y - s * 0.9f};
    gfx_polygon(p, 5, GFX_HEX(0xF6C945));
    gfx_triangle(x - s * 0.45f, y - s * 0.3f, x + s * 0.45f, y - s * 0.3f, x, y - s * 1.1f,
                 GFX_HEX(0xF6C945));
    gfx_line(x - s, y, x + s, y, s * 0.2f, GFX_HEX(0xA9781B));
    gfx_circle(x, y - s * 1.1f, s * 0.16f, GFX_HEX(0xE15554));
}

/* A player cube (rulebook: one on each delivered building, in its owner's colour), its bottom
 * centred at (x, y), s wide, drawn a little from above. */
static void player_cube(float x, float y, float s, gfx_color c)
{
    gfx_color dark = {(uint8_t)(c.r * 0.55f), (uint8_t)(c.g * 0.55f), (uint8_t)(c.b * 0.55f), 255};
    gfx_color lite = {(uint8_t)fminf(255, c.r + 60.0f), (uint8_t)fminf(255, c.g + 60.0f),
                      (uint8_t)fminf(255, c.b + 60.0f), 255};
    float h = s * 0.3f;
    const float top[8] = {x - s / 2, y - s, x, y - s - h / 2, x + s / 2, y - s, x, y - s + h / 2};
    gfx_fill_rect((gfx_rect){x - s / 2 - 1, y - s - h / 2 - 1, s + 2, s + h / 2 + 2},
                  GFX_HEX(0x1B1B1B));
    gfx_fill_rect((gfx_rect){x - s / 2, y - s, s / 2, s}, c);
    gfx_fill_rect((gfx_rect){x, y - s, s / 2, s}, dark);
    gfx_polygon(top, 4, lite);
}

/* The tower's frame on its hex: the platform top a little below the hex centre. */
static megacity_board_paint_frame tower_frame(float x, float y, float r)
{
    return (megacity_board_paint_frame){x, y + r * 0.3f, r * 1.4f / (float)MEGACITY_PLATFORM_WIDTH};
}

static void ground(const megacity_state *view, int c, float x, float y, float r,
                   const gfx_color *seat_colors)
{
    int v = view->cell[c];
    if (v == MEGACITY_CENTRAL) {
        park(x, y, r, true);
    } else if (v >= MEGACITY_PARK0 && v < MEGACITY_PARK0 + MEGACITY_MAX_P) {
        park(x, y, r, false);
        ground_ring(x, y, r * 0.95f, r * 0.82f, seat_col(seat_colors, v - MEGACITY_PARK0));
        ground_ring(x, y, r * 0.83f, r * 0.8f, GFX_HEX(0x3E7F37));
    } else if (v >= 1 && v <= MEGACITY_PLATFORMS) {
        int type = megacity_side(view, v)->type;
        tile(x, y, r * 0.95f, r * 0.1f, GFX_HEX(TYPE_DARK[type]),
             megacity_board_paint_type_color(type));
        if (view->plat[v - 1].owner < MEGACITY_MAX_P) {
            ground_ring(x, y, r * 0.95f, r * 0.84f, seat_col(seat_colors, view->plat[v - 1].owner));
            ground_ring(x, y, r * 0.85f, r * 0.81f, GFX_HEX(TYPE_DARK[type]));
        }
        type_glyph(type, x - r * 0.52f, y - r * 0.2f, r * 0.28f, GFX_HEX(TYPE_DARK[type]));
    } else {
        ground_hex(x, y, r * 0.93f, false, GFX_HEX(0x2B88B3));
        gfx_line(x - r * 0.38f, y + r * 0.2f, x - r * 0.12f, y + r * 0.16f, r * 0.045f,
                 GFX_RGBA(255, 255, 255, 55));
        gfx_line(x + r * 0.08f, y - r * 0.18f, x + r * 0.34f, y - r * 0.22f, r * 0.045f,
                 GFX_RGBA(255, 255, 255, 55));
    }
    if (view->monument[c]) {
        float s = r * (c == MEGACITY_CENTRE ? 0.3f : 0.42f);
        float my = c == MEGACITY_CENTRE ? y - r * 0.45f : y - r * 0.1f;
        megacity_board_paint_element_icon(view->monument[c] - 1,
                                          (gfx_rect){x - s / 2, my - s / 2, s, s}, 1);
    }
}

void megacity_board_paint_city(const megacity_state *view, gfx_rect area,
                               megacity_board_paint_city_cam cam, const gfx_color *seat_colors,
                               uint64_t mark_cells, int hover)
{
    megacity_board_paint_city_marked(view, area, cam, seat_colors, mark_cells, hover, NULL);
}

/* A gfx camera the caller drew under (window = origin + zoom * (drawn - origin)): clips, given
 * in logical units, are converted. */
static struct {
    float zoom, ox, oy;
} view_xf = {1, 0, 0};

void megacity_board_paint_set_view(float zoom, float ox, float oy)
{
    view_xf.zoom = zoom;
    view_xf.ox = ox;
    view_xf.oy = oy;
}

void megacity_board_paint_push_clip(gfx_rect r)
{
    float k = view_xf.zoom;
    gfx_push_clip((gfx_rect){view_xf.ox + (r.x - view_xf.ox) * k,
                             view_xf.oy + (r.y - view_xf.oy) * k, r.w * k, r.h * k});
}

void megacity_board_paint_city_marked(const megacity_state *view, gfx_rect area,
                                      megacity_board_paint_city_cam cam,
                                      const gfx_color *seat_colors, uint64_t mark_cells, int hover,
                                      const gfx_color *rings)
{
    float cx, cy, r;
    city_layout(area, cam, &cx, &cy, &r);
    megacity_board_paint_push_clip(area);
    /* the lagoon */
    ground_hex(cx, cy + r * 0.25f, r * 6.75f, true, GFX_HEX(0x12506E));
    ground_hex(cx, cy, r * 6.75f, true, GFX_HEX(0x1B6A8E));
    ground_hex(cx, cy, r * 6.35f, true, GFX_HEX(0x2079A1));
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        float x, y;
        megacity_board_paint_cell_centre(area, cam, c, &x, &y, NULL);
        ground(view, c, x, y, r, seat_colors);
        if ((mark_cells >> c) & 1) {
            ground_hex(x, y, r * 0.9f, false, GFX_RGBA(120, 255, 170, 70));
            ground_ring(x, y, r * 0.92f, r * 0.8f, UI_COL_GOOD);
        }
    }
    for (int c = 0; rings && c < MEGACITY_CELLS; c++) { /* the last moves, under the towers */
        if (!rings[c].a) continue;
        float x, y;
        megacity_board_paint_cell_centre(area, cam, c, &x, &y, NULL);
        ground_ring(x, y, r * 1.05f, r * 0.84f, GFX_RGBA(255, 255, 255, 210));
        ground_ring(x, y, r * 1.0f, r * 0.88f, rings[c]);
    }
    if (hover >= 0 && hover < MEGACITY_CELLS) {
        float x, y;
        megacity_board_paint_cell_centre(area, cam, hover, &x, &y, NULL);
        ground_ring(x, y, r * 1.0f, r * 0.86f, UI_COL_WHITE);
    }
    /* towers, back rows first so front towers stand before them */
    for (int c = 0; c < MEGACITY_CELLS; c++) {
        int v = view->cell[c];
        if (v < 1 || v > MEGACITY_PLATFORMS) continue;
        const megacity_plat *pl = &view->plat[v - 1];
        float x, y;
        megacity_board_paint_cell_centre(area, cam, c, &x, &y, NULL);
        gfx_color own =
            pl->owner < MEGACITY_MAX_P ? seat_col(seat_colors, pl->owner) : UI_COL_WHITE;
        if (pl->floors <= 0) { /* the cube stays with the platform it marks */
            rubble(x, y + r * 0.1f, r, (unsigned)c * 7919u + 17u);
            player_cube(x + r * 0.4f, y + r * 0.15f, r * 0.2f, own);
            continue;
        }
        megacity_board_paint_frame f = tower_frame(x, y, r);
        megacity_physics_tower t;
        megacity_snapshot(pl, &t);
        megacity_board_paint_platform(f, v, pl->side, 0, false, NULL);
        for (int i = 0; i < pl->n; i++)
            megacity_board_paint_element(f, pl->el[i].kind, t.e[i].pose,
                                         MEGACITY_BOARD_PAINT_PLAIN);
        float top = sy(f, megacity_physics_tower_height(&t));
        player_cube(x + r * 0.12f, top + 1, r * 0.2f, own); /* on the roof, as the rulebook */
        if (view->tallest == v) crown(x - r * 0.12f, top - r * 0.1f, r * 0.2f);
    }
    gfx_pop_clip();
}
