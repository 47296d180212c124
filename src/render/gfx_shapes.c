/* gfx_shapes.c: anti-aliased shapes into the batch. Rectangles, circles and lines are quads
 * whose edges the fragment shader finds with a signed distance; polygons are filled fans with
 * a one-pixel fringe whose coverage falls from 1 to 0 (cheap: no per-pixel maths). */
#include "render/gfx_internal.h"
#include <math.h>
#include <string.h>

#define PI_F 3.14159265358979f

/* The part [x0, x1] x [y0, y1] (units from the centre) of an unrotated sdf_box's quad. */
static void sdf_part(float cx, float cy, float hw, float hh, float rad, float thick, gfx_color c,
                     float x0, float y0, float x1, float y1)
{
    if (!(x1 > x0) || !(y1 > y0)) return;
    float pxs = gfx_px_per_unit();
    const float lx[4] = {x0, x1, x1, x0}, ly[4] = {y0, y0, y1, y1};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++) {
        gfx_xf_point(cx + lx[i], cy + ly[i], &q[i].x, &q[i].y);
        q[i] = (gfx_vertex){.x = q[i].x,
                            .y = q[i].y,
                            .c = c,
                            .lx = lx[i] * pxs,
                            .ly = ly[i] * pxs,
                            .hw = hw * pxs,
                            .hh = hh * pxs,
                            .rad = rad * pxs,
                            .thick = thick > 0 ? thick * pxs : GFX_FILLED};
    }
    gfx_emit_quad(q, 0, (x1 - x0) * (y1 - y0) * pxs * pxs);
}

/* An unrotated sdf_box's quad (half sizes X, Y with its margin) less the core [k0, k1] x
 * [j0, j1] (units from the centre), which it leaves undrawn: four bands around it. */
static void sdf_ring(float cx, float cy, float hw, float hh, float rad, float thick, gfx_color c,
                     float X, float Y, const float core[4])
{
    float k0 = core[0], j0 = core[1], k1 = core[2], j1 = core[3];
    sdf_part(cx, cy, hw, hh, rad, thick, c, -X, -Y, X, j0);  /* above the core, */
    sdf_part(cx, cy, hw, hh, rad, thick, c, -X, j1, X, Y);   /* below it, */
    sdf_part(cx, cy, hw, hh, rad, thick, c, -X, j0, k0, j1); /* and beside it */
    sdf_part(cx, cy, hw, hh, rad, thick, c, k1, j0, X, j1);
}

/* The whole pixels of [cx - kx, cx + kx] x [cy - ky, cy + ky] (units) drawn by the flat program
 * in colour c; their edges in units from the centre in core[4] (for the ring around them). False
 * when the flat program does not take them (too small: it rides along in the open batch). */
static bool flat_core(float cx, float cy, float kx, float ky, gfx_color c, float core[4])
{
    const gfx_xform *m = &gfx_cur_xf;
    float s = gfx_scale(), X0, Y0, X1, Y1;
    gfx_xf_point(cx - kx, cy - ky, &X0, &Y0);
    gfx_xf_point(cx + kx, cy + ky, &X1, &Y1);
    float x0 = ceilf(X0 * s) / s, y0 = ceilf(Y0 * s) / s;
    float x1 = floorf(X1 * s) / s, y1 = floorf(Y1 * s) / s;
    if (!(x1 > x0) || !(y1 > y0) || !(m->a > 0) || !(m->d > 0)) return false;
    const float xs[4] = {x0, x1, x1, x0}, ys[4] = {y0, y0, y1, y1};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++)
        q[i] = (gfx_vertex){
            .x = xs[i], .y = ys[i], .c = c, .hw = GFX_FAR, .hh = GFX_FAR, .thick = GFX_FILLED};
    if (!gfx_emit_flat_quad(q)) return false;
    core[0] = (x0 - m->tx) / m->a - cx;
    core[1] = (y0 - m->ty) / m->d - cy;
    core[2] = (x1 - m->tx) / m->a - cx;
    core[3] = (y1 - m->ty) / m->d - cy;
    return true;
}

/* A box (rounded, outlined, rotated by angle about its centre) as one SDF quad. */
static void sdf_box(float cx, float cy, float hw, float hh, float rad, float thick, float angle,
                    gfx_color c)
{
    if (!(hw > 0) || !(hh > 0)) return;
    c = gfx_apply_alpha(c);
    if (c.a == 0) return;
    float pxs = gfx_px_per_unit();
    float e = 1.0f / pxs; /* one real pixel of margin for the outer half of the edge */
    float m = hw < hh ? hw : hh;
    if (rad > m) rad = m;
    if (rad < 0) rad = 0;
    if (thick < 0) thick = 0;
    /* an outline's hollow, past its band and its corners by a pixel, is never lit: only the
     * four bands around it are drawn (a cell's outline is otherwise a cell of pixels) */
    float k = (rad > thick ? rad : thick) + e, kx = hw - k, ky = hh - k;
    if (thick > 0 && angle == 0 && kx * ky * 4 * pxs * pxs >= 1024) {
        sdf_ring(cx, cy, hw, hh, rad, thick, c, hw + e, hh + e, (float[4]){-kx, -ky, kx, ky});
        return;
    }
    /* an opaque fill's core, a pixel inside its edges and corners, is lit whole: its whole
     * pixels are a flat fill (no blending, no distance), the SDF only the band around it */
    float core[4];
    if (thick == 0 && angle == 0 && c.a == 255 && !gfx_cur_xf.rotated &&
        flat_core(cx, cy, kx, ky, c, core)) {
        sdf_ring(cx, cy, hw, hh, rad, thick, c, hw + e, hh + e, core);
        return;
    }
    float ca = 1, sa = 0;
    if (angle != 0) {
        ca = cosf(angle);
        sa = sinf(angle);
    }
    static const float sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++) {
        float lx = sx[i] * (hw + e), ly = sy[i] * (hh + e);
        gfx_xf_point(cx + ca * lx - sa * ly, cy + sa * lx + ca * ly, &q[i].x, &q[i].y);
        q[i].u = q[i].v = 0;
        q[i].c = c;
        q[i].lx = lx * pxs;
        q[i].ly = ly * pxs;
        q[i].hw = hw * pxs;
        q[i].hh = hh * pxs;
        q[i].rad = rad * pxs;
        q[i].thick = thick > 0 ? thick * pxs : GFX_FILLED;
        q[i].tex = 0;
    }
    gfx_emit_quad(q, 0, (hw + e) * (hh + e) * 4 * pxs * pxs);
}

void gfx_rrect_shadow(gfx_rect body, float radius, float dx, float dy, gfx_color c)
{
    float hw = body.w * 0.5f, hh = body.h * 0.5f, m = hw < hh ? hw : hh;
    gfx_rect at = {body.x + dx, body.y + dy, body.w, body.h};
    /* under a fade the body is see-through: the whole shadow */
    bool faded = gfx_apply_alpha(GFX_RGBA(0, 0, 0, 255)).a != 255;
    if (faded || gfx_cur_xf.rotated || !(hw > 0) || !(hh > 0)) {
        gfx_rrect(at, radius, c);
        return;
    }
    c = gfx_apply_alpha(c);
    if (c.a == 0) return;
    float rad = radius < 0 ? 0 : radius > m ? m : radius;
    float e = 1.0f / gfx_px_per_unit(), X = hw + e, Y = hh + e;
    /* the body's core, which it covers whole, seen from the shadow's centre */
    float k0 = fmaxf(-X, -hw + rad - dx), k1 = fminf(X, hw - rad - dx);
    float j0 = fmaxf(-Y, -hh + rad - dy), j1 = fminf(Y, hh - rad - dy);
    float cx = at.x + hw, cy = at.y + hh;
    if (!(k1 > k0) || !(j1 > j0)) {
        sdf_part(cx, cy, hw, hh, rad, 0, c, -X, -Y, X, Y);
        return;
    }
    sdf_ring(cx, cy, hw, hh, rad, 0, c, X, Y, (float[4]){k0, j0, k1, j1});
}

static void fringe_vertex(gfx_vertex *v, float x, float y, gfx_color c, float cov)
{
    *v = (gfx_vertex){
        .x = x, .y = y, .c = c, .lx = 1.5f - cov, .hw = 1, .hh = 1, .thick = GFX_FILLED};
}

/* Unit offset directions (miters) of a convex polygon's corners, pointing outwards, scaled so
 * that moving a corner by d along its miter moves both its edges by d. */
static void miters(const float *p, int n, float *o)
{
    float area = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        area += p[2 * i] * p[2 * j + 1] - p[2 * j] * p[2 * i + 1];
    }
    float sgn = area > 0 ? 1.0f : -1.0f;
    for (int i = 0; i < n; i++) {
        int a = (i + n - 1) % n, b = (i + 1) % n;
        float e0x = p[2 * i] - p[2 * a], e0y = p[2 * i + 1] - p[2 * a + 1];
        float e1x = p[2 * b] - p[2 * i], e1y = p[2 * b + 1] - p[2 * i + 1];
        float l0 = sqrtf(e0x * e0x + e0y * e0y), l1 = sqrtf(e1x * e1x + e1y * e1y);
        if (l0 < 1e-9f) l0 = 1e-9f;
        if (l1 < 1e-9f) l1 = 1e-9f;
        float n0x = sgn * e0y / l0, n0y = -sgn * e0x / l0;
        float n1x = sgn * e1y / l1, n1y = -sgn * e1x / l1;
        float mx = n0x + n1x, my = n0y + n1y;
        float ml = sqrtf(mx * mx + my * my);
        if (ml < 1e-6f) {
            mx = n0x;
            my = n0y;
        } else {
            mx /= ml;
            my /= ml;
        }
        float k = mx * n0x + my * n0y;
        k = k > 0.5f ? 1.0f / k : 2.0f; /* limit spikes at sharp corners */
        o[2 * i] = mx * k;
        o[2 * i + 1] = my * k;
    }
}

/* Strip between two loops of n points (closed), with their coverages. */
static void strip(const float *a, float ca, const float *b, float cb, int n, gfx_color c)
{
    gfx_vertex *v = gfx_reserve(6 * n, 0, 0);
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        fringe_vertex(v++, a[2 * i], a[2 * i + 1], c, ca);
        fringe_vertex(v++, a[2 * j], a[2 * j + 1], c, ca);
        fringe_vertex(v++, b[2 * j], b[2 * j + 1], c, cb);
        fringe_vertex(v++, a[2 * i], a[2 * i + 1], c, ca);
        fringe_vertex(v++, b[2 * j], b[2 * j + 1], c, cb);
        fringe_vertex(v++, b[2 * i], b[2 * i + 1], c, cb);
    }
}

static void offset_loop(const float *p, const float *o, int n, float d, float *out)
{
    for (int i = 0; i < 2 * n; i++) out[i] = p[i] + o[i] * d;
}

enum { POLY_MAX = 64 };

/* Convex polygon in local units; thick > 0 draws only an outline inside its edge. */
static void poly(const float *xy, int n, float thick, gfx_color c)
{
    if (n < 3 || n > POLY_MAX) return;
    c = gfx_apply_alpha(c);
    if (c.a == 0) return;
    float p[2 * POLY_MAX], o[2 * POLY_MAX], a[2 * POLY_MAX], b[2 * POLY_MAX];
    for (int i = 0; i < n; i++) gfx_xf_point(xy[2 * i], xy[2 * i + 1], &p[2 * i], &p[2 * i + 1]);
    miters(p, n, o);
    float px = 1.0f / gfx_scale(); /* one real pixel in logical units */
    float h = 0.5f * px;
    if (thick <= 0) {
        /* The fan covers the exact polygon and the fringe fades over one pixel outside it, so
         * shapes drawn edge to edge (a star from triangles) show no seam. */
        float area = 0; /* shoelace, in real pixels */
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area += p[2 * i] * p[2 * j + 1] - p[2 * j] * p[2 * i + 1];
        }
        area = fabsf(area) * 0.5f / (px * px);
        gfx_vertex *v = gfx_reserve(3 * (n - 2), 0, area);
        for (int i = 1; i < n - 1; i++) {
            fringe_vertex(v++, p[0], p[1], c, 1);
            fringe_vertex(v++, p[2 * i], p[2 * i + 1], c, 1);
            fringe_vertex(v++, p[2 * i + 2], p[2 * i + 3], c, 1);
        }
        offset_loop(p, o, n, px, a);
        strip(a, 0, p, 1, n, c);
        return;
    }
    float t = thick * gfx_cur_xf.zoom;
    if (t < px) { /* thinner than a pixel: fade instead */
        c.a = (uint8_t)(c.a * t / px + 0.5f);
        t = px;
    }
    offset_loop(p, o, n, h, a);
    offset_loop(p, o, n, -h, b);
    strip(a, 0, b, 1, n, c); /* outer fringe */
    offset_loop(p, o, n, -(t - h), a);
    strip(b, 1, a, 1, n, c);
    offset_loop(p, o, n, -(t + h), b);
    strip(a, 1, b, 0, n, c); /* inner fringe */
}

/* ---- public shapes --------------------------------------------------------------------------- */

/* An opaque fill, not rotated, whose edges fall on pixel boundaries needs no edge coverage:
 * the flat program draws it without blending, the same pixels for a fraction of the cost on
 * llvmpipe (a screen's felt is most of a menu frame's pixels). */
static bool flat_fill(gfx_rect r, gfx_color top, gfx_color bottom)
{
    if (top.a != 255 || bottom.a != 255 || gfx_cur_xf.rotated) return false;
    /* the felt's colour on a screen that holds only that colour: nothing to draw */
    bool same = memcmp(&top, &bottom, sizeof top) == 0 && gfx_screen_clean(top);
    float s = gfx_scale(), x0, y0, x1, y1;
    gfx_xf_point(r.x, r.y, &x0, &y0);
    gfx_xf_point(r.x + r.w, r.y + r.h, &x1, &y1);
    if (!(x1 > x0) || !(y1 > y0)) return false;
    const float px[4] = {x0 * s, y0 * s, x1 * s, y1 * s};
    for (int i = 0; i < 4; i++)
        if (fabsf(px[i] - roundf(px[i])) > 1e-3f) return false;
    if (same) return true;
    const float xs[4] = {x0, x1, x1, x0}, ys[4] = {y0, y0, y1, y1};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++)
        q[i] = (gfx_vertex){.x = xs[i],
                            .y = ys[i],
                            .c = i < 2 ? top : bottom,
                            .hw = GFX_FAR,
                            .hh = GFX_FAR,
                            .thick = GFX_FILLED};
    return gfx_emit_flat_quad(q);
}

void gfx_fill_rect(gfx_rect r, gfx_color c)
{
    if (flat_fill(r, gfx_apply_alpha(c), gfx_apply_alpha(c))) return;
    sdf_box(r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w * 0.5f, r.h * 0.5f, 0, 0, 0, c);
}

void gfx_gradient_rect(gfx_rect r, gfx_color top, gfx_color bottom)
{
    top = gfx_apply_alpha(top);
    bottom = gfx_apply_alpha(bottom);
    if (top.a == 0 && bottom.a == 0) return;
    if (flat_fill(r, top, bottom)) return;
    float pxs = gfx_px_per_unit();
    const float xs[4] = {r.x, r.x + r.w, r.x + r.w, r.x}, ys[4] = {r.y, r.y, r.y + r.h, r.y + r.h};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++) {
        gfx_xf_point(xs[i], ys[i], &q[i].x, &q[i].y);
        q[i] = (gfx_vertex){.x = q[i].x,
                            .y = q[i].y,
                            .c = i < 2 ? top : bottom,
                            .hw = GFX_FAR,
                            .hh = GFX_FAR,
                            .thick = GFX_FILLED};
    }
    gfx_emit_quad(q, 0, r.w * r.h * pxs * pxs);
}

void gfx_rrect(gfx_rect r, float radius, gfx_color c)
{
    sdf_box(r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w * 0.5f, r.h * 0.5f, radius, 0, 0, c);
}

void gfx_rrect_outline(gfx_rect r, float radius, float thick, gfx_color c)
{
    if (!(thick > 0)) return;
    sdf_box(r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w * 0.5f, r.h * 0.5f, radius, thick, 0, c);
}

void gfx_rrect_rotated(gfx_rect r, float radius, float angle, gfx_color c)
{
    sdf_box(r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.w * 0.5f, r.h * 0.5f, radius, 0, angle, c);
}

void gfx_circle(float cx, float cy, float radius, gfx_color c)
{
    sdf_box(cx, cy, radius, radius, radius, 0, 0, c);
}

void gfx_circle_outline(float cx, float cy, float radius, float thick, gfx_color c)
{
    if (!(thick > 0)) return;
    sdf_box(cx, cy, radius, radius, radius, thick, 0, c);
}

void gfx_line(float x0, float y0, float x1, float y1, float thick, gfx_color c)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-6f || !(thick > 0)) return;
    sdf_box((x0 + x1) * 0.5f, (y0 + y1) * 0.5f, len * 0.5f, thick * 0.5f, 0, 0, atan2f(dy, dx), c);
}

void gfx_triangle(float x0, float y0, float x1, float y1, float x2, float y2, gfx_color c)
{
    const float p[6] = {x0, y0, x1, y1, x2, y2};
    poly(p, 3, 0, c);
}

void gfx_polygon(const float *xy, int n, gfx_color c)
{
    if (xy) poly(xy, n, 0, c);
}

static void hex_points(float cx, float cy, float radius, bool pointy, float *p)
{
    for (int i = 0; i < 6; i++) {
        float a = PI_F / 3 * (float)i + (pointy ? PI_F / 6 : 0.0f);
        p[2 * i] = cx + radius * cosf(a);
        p[2 * i + 1] = cy + radius * sinf(a);
    }
}

void gfx_hexagon(float cx, float cy, float radius, bool pointy, gfx_color c)
{
    float p[12];
    hex_points(cx, cy, radius, pointy, p);
    poly(p, 6, 0, c);
}

void gfx_hexagon_outline(float cx, float cy, float radius, bool pointy, float thick, gfx_color c)
{
    if (!(thick > 0)) return;
    float p[12];
    hex_points(cx, cy, radius, pointy, p);
    poly(p, 6, thick, c);
}

/* ---- textured quads -------------------------------------------------------------------------- */

void gfx_quad_tex(GLuint tex, gfx_rect dst, float angle, float u0, float v0, float u1, float v1,
                  gfx_color c)
{
    c = gfx_apply_alpha(c);
    if (c.a == 0 || !tex) return;
    float hw = dst.w * 0.5f, hh = dst.h * 0.5f, cx = dst.x + hw, cy = dst.y + hh;
    float ca = 1, sa = 0;
    if (angle != 0) {
        ca = cosf(angle);
        sa = sinf(angle);
    }
    static const float sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
    float us[4] = {u0, u1, u1, u0}, vs[4] = {v0, v0, v1, v1};
    gfx_vertex q[4];
    for (int i = 0; i < 4; i++) {
        float lx = sx[i] * hw, ly = sy[i] * hh;
        gfx_xf_point(cx + ca * lx - sa * ly, cy + sa * lx + ca * ly, &q[i].x, &q[i].y);
        q[i] = (gfx_vertex){.x = q[i].x,
                            .y = q[i].y,
                            .u = us[i],
                            .v = vs[i],
                            .c = c,
                            .hw = GFX_FAR,
                            .hh = GFX_FAR,
                            .thick = GFX_FILLED,
                            .tex = 1};
    }
    if (angle == 0 && !gfx_cur_xf.rotated) { /* land texels on pixels: crisp art and text */
        float s = gfx_scale();
        float dx = floorf(q[0].x * s + 0.5f) / s - q[0].x;
        float dy = floorf(q[0].y * s + 0.5f) / s - q[0].y;
        for (int i = 0; i < 4; i++) {
            q[i].x += dx;
            q[i].y += dy;
        }
    }
    gfx_emit_quad(q, tex, 0);
}

void gfx_placeholder(gfx_rect r)
{
    gfx_color m = GFX_RGBA(255, 0, 255, 255);
    gfx_fill_rect(r, GFX_RGBA(255, 0, 255, 64));
    float t = (r.w < r.h ? r.w : r.h) * 0.06f;
    if (t < 1) t = 1;
    gfx_rrect_outline(r, 0, t, m);
    gfx_line(r.x, r.y, r.x + r.w, r.y + r.h, t, m);
    gfx_line(r.x + r.w, r.y, r.x, r.y + r.h, t, m);
}
