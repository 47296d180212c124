/* gfx_damage.c: what changed from one frame's screen batches to the next (for gfx_cache.c).
 * The batches both frames start with and end with, whole and alike (same state, vertices and
 * textures), are unchanged. Between them the two frames' triangles are matched in order, a
 * greedy diff: alike triangles pair up; where they differ, the closest place the two meet again
 * (a triangle looked up by its hash further on in the other frame) ends a run of lost ones.
 * A rectangle goes round each run of lost triangles, in either frame; rectangles that touch are
 * merged, then the closest ones until there are at most GFX_DAMAGE_RECTS. The matched triangles
 * keep their order, so a pixel outside every rectangle is covered by the same triangles in the
 * same order in both frames: its colour has not changed. A clear among the differences, or a
 * diff that would take too long, is "all changed". */
#include "render/gfx_internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { RAW = 64 }; /* rectangles kept before merging down */

/* Whether a texture may read differently now: an atlas page only changes when the atlas is
 * reset (new glyphs and art go to space no earlier batch samples), the white texel never; any
 * other texture whenever a texture is made, redrawn or freed (a freed name may come back as
 * another texture). A batch without texture reads none. */
static bool same_state(const gfx_batch *a, const gfx_batch *b)
{
    if (a->clear != b->clear || a->textured != b->textured || a->flat != b->flat ||
        a->tex != b->tex || a->atlas != b->atlas || a->scissor_on != b->scissor_on)
        return false;
    if (a->textured && !a->clear && a->tex_gen != b->tex_gen) return false;
    return !a->scissor_on || memcmp(a->scissor, b->scissor, sizeof a->scissor) == 0;
}

static bool same_cmd(const gfx_stream *s, const gfx_cmd *a, const gfx_stream *p, const gfx_cmd *b)
{
    return same_state(&a->b, &b->b) && a->b.n == b->b.n &&
           (a->b.n == 0 ||
            memcmp(s->v + a->b.first, p->v + b->b.first, (size_t)a->b.n * sizeof(gfx_vertex)) == 0);
}

bool gfx_cmd_same(const gfx_stream *s, const gfx_cmd *a, const gfx_stream *p, const gfx_cmd *b)
{
    return same_cmd(s, a, p, b);
}

void gfx_grow_box(float box[4], const gfx_vertex *v, int n, float sc)
{
    for (int i = 0; i < n; i++) {
        float x = v[i].x * sc, y = v[i].y * sc;
        if (x < box[0]) box[0] = x;
        if (y < box[1]) box[1] = y;
        if (x > box[2]) box[2] = x;
        if (y > box[3]) box[3] = y;
    }
}

typedef struct rects {
    int n;
    float r[RAW][4];
} rects;

static float area(const float *r)
{
    return (r[2] - r[0]) * (r[3] - r[1]);
}

static void unite(float *a, const float *b)
{
    a[0] = fminf(a[0], b[0]);
    a[1] = fminf(a[1], b[1]);
    a[2] = fmaxf(a[2], b[2]);
    a[3] = fmaxf(a[3], b[3]);
}

/* Merges the two rectangles whose union adds the fewest pixels. */
static void merge_closest(rects *R)
{
    int bi = 0, bj = 1;
    float best = 1e30f;
    for (int i = 0; i < R->n; i++)
        for (int j = i + 1; j < R->n; j++) {
            float u[4] = {R->r[i][0], R->r[i][1], R->r[i][2], R->r[i][3]};
            unite(u, R->r[j]);
            float cost = area(u) - area(R->r[i]) - area(R->r[j]);
            if (cost < best) best = cost, bi = i, bj = j;
        }
    unite(R->r[bi], R->r[bj]);
    memcpy(R->r[bj], R->r[--R->n], sizeof R->r[0]);
}

static void add(rects *R, const float box[4])
{
    if (box[2] < box[0] || box[3] < box[1]) return; /* no vertex */
    if (R->n == RAW) merge_closest(R);
    /* one pixel more around: the antialiased edges */
    float *r = R->r[R->n++];
    r[0] = floorf(box[0]) - 1;
    r[1] = floorf(box[1]) - 1;
    r[2] = ceilf(box[2]) + 1;
    r[3] = ceilf(box[3]) + 1;
}

static bool touch(const float *a, const float *b)
{
    return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/* Within NEAR pixels: a run's next triangle continues its box (a word's letters, a shape's
 * parts); further away it starts a box of its own. */
enum { NEAR = 16 };
static bool near(const float *a, const float *b)
{
    return a[0] - NEAR <= b[2] && b[0] <= a[2] + NEAR && a[1] - NEAR <= b[3] && b[1] <= a[3] + NEAR;
}

/* One frame's triangles between the common head and tail: each one's batch, first vertex and
 * hash, and a table from hash to triangles (in order) to find where the frames meet again. */
typedef struct side {
    const gfx_stream *s;
    int *batch, *vert, *next; /* per triangle; next: the next one in its hash bucket */
    uint64_t *hash;
    bool *lost;  /* per triangle: not matched in the other frame */
    int *bucket; /* first triangle of each of the nb buckets, -1 none */
    int n, cap, nb, bcap;
} side;

static void *grow_to(void *p, size_t n, bool *ok)
{
    void *q = *ok ? realloc(p, n) : NULL;
    if (!q) *ok = false;
    return q ? q : p;
}

static uint64_t tri_hash(const gfx_vertex *v, GLuint tex)
{
    uint32_t w[3 * sizeof(gfx_vertex) / 4];
    memcpy(w, v, sizeof w);
    uint64_t h = 0x9E3779B97F4A7C15ull ^ tex;
    for (size_t i = 0; i < sizeof w / 4; i++) h = (h ^ w[i]) * 0x100000001B3ull;
    return h ^ (h >> 29);
}

static bool side_make(side *d, const gfx_stream *s, int c0, int c1)
{
    d->s = s;
    d->n = 0;
    int n = 0;
    for (int i = c0; i < c1; i++) n += s->cmds[i].b.n / 3;
    bool ok = true;
    if (n > d->cap) {
        d->batch = grow_to(d->batch, (size_t)n * sizeof *d->batch, &ok);
        d->vert = grow_to(d->vert, (size_t)n * sizeof *d->vert, &ok);
        d->next = grow_to(d->next, (size_t)n * sizeof *d->next, &ok);
        d->hash = grow_to(d->hash, (size_t)n * sizeof *d->hash, &ok);
        d->lost = grow_to(d->lost, (size_t)n * sizeof *d->lost, &ok);
        if (!ok) return false;
        d->cap = n;
    }
    int nb = 64;
    while (nb < 2 * n) nb *= 2;
    if (nb > d->bcap) {
        d->bucket = grow_to(d->bucket, (size_t)nb * sizeof *d->bucket, &ok);
        if (!ok) return false;
        d->bcap = nb;
    }
    for (int i = c0; i < c1; i++)
        for (int k = 0; k < s->cmds[i].b.n / 3; k++) {
            d->batch[d->n] = i;
            d->vert[d->n] = s->cmds[i].b.first + 3 * k;
            d->hash[d->n] = tri_hash(s->v + d->vert[d->n], s->cmds[i].b.tex);
            d->n++;
        }
    /* chains in increasing order (filled backwards) */
    int mask = nb - 1;
    for (int i = 0; i < nb; i++) d->bucket[i] = -1;
    for (int k = d->n - 1; k >= 0; k--) {
        int h = (int)(d->hash[k] & (uint64_t)mask);
        d->next[k] = d->bucket[h];
        d->bucket[h] = k;
    }
    d->nb = nb;
    return true;
}

enum { LOOKAHEAD = 64, WORK = 300000 }; /* triangles looked ahead; lookups before giving up */

static bool tri_same(const side *a, int i, const side *b, int j)
{
    return a->hash[i] == b->hash[j] &&
           same_state(&a->s->cmds[a->batch[i]].b, &b->s->cmds[b->batch[j]].b) &&
           memcmp(a->s->v + a->vert[i], b->s->v + b->vert[j], 3 * sizeof(gfx_vertex)) == 0;
}

/* The first triangle of d at or after `from` that is the same as triangle k of o; -1 none. */
static int find_from(const side *d, int from, const side *o, int k, int *work)
{
    for (int t = d->bucket[o->hash[k] & (uint64_t)(d->nb - 1)]; t >= 0; t = d->next[t]) {
        if (++*work > WORK) return -1;
        if (t >= from && tri_same(d, t, o, k)) return t;
    }
    return -1;
}

/* Matches the two sides' triangles in order, a greedy diff: where they differ, the closest
 * place they meet again (a triangle of one found further on in the other, looked up by hash)
 * ends the run of lost ones. False when it would take too long: all is lost. */
static bool match(side *a, side *b)
{
    int i = 0, j = 0, work = 0;
    if (a->n > 0) memset(a->lost, 0, (size_t)a->n * sizeof *a->lost); /* lost is NULL when n */
    if (b->n > 0) memset(b->lost, 0, (size_t)b->n * sizeof *b->lost); /* is 0 */
    while (i < a->n && j < b->n) {
        if (tri_same(a, i, b, j)) {
            i++, j++;
            continue;
        }
        int di = -1, dj = -1;
        for (int x = 0; x < LOOKAHEAD && i + x < a->n; x++) { /* a's next ones, found in b */
            if (di >= 0 && x >= di + dj) break;
            int t = find_from(b, j, a, i + x, &work);
            if (work > WORK) return false;
            if (t >= 0 && (di < 0 || x + t - j < di + dj)) di = x, dj = t - j;
        }
        for (int y = 0; y < LOOKAHEAD && j + y < b->n; y++) { /* b's next ones, found in a */
            if (di >= 0 && y >= di + dj) break;
            int t = find_from(a, i, b, j + y, &work);
            if (work > WORK) return false;
            if (t >= 0 && (di < 0 || t - i + y < di + dj)) di = t - i, dj = y;
        }
        if (di < 0) { /* they do not meet again close by: both differ here */
            di = LOOKAHEAD < a->n - i ? LOOKAHEAD : a->n - i;
            dj = LOOKAHEAD < b->n - j ? LOOKAHEAD : b->n - j;
        }
        for (int k = 0; k < di; k++) a->lost[i + k] = true;
        for (int k = 0; k < dj; k++) b->lost[j + k] = true;
        i += di, j += dj;
    }
    for (; i < a->n; i++) a->lost[i] = true;
    for (; j < b->n; j++) b->lost[j] = true;
    return true;
}

/* Boxes round each run of lost triangles of a side, a run split where its next triangle lies
 * apart from the box so far (the lit squares of a board are drawn one after the other, but
 * one box round all of them would redraw the whole board); the kept part of its area. */
static double lost_boxes(rects *R, const side *d)
{
    double kept = 0;
    for (int k = 0; k < d->n;) {
        const gfx_cmd *c = &d->s->cmds[d->batch[k]];
        if (!d->lost[k]) {
            kept += c->b.n ? c->area * 3.0 / c->b.n : 0;
            k++;
            continue;
        }
        float box[4] = {1e30f, 1e30f, -1e30f, -1e30f};
        for (; k < d->n && d->lost[k]; k++) {
            float t[4] = {1e30f, 1e30f, -1e30f, -1e30f};
            gfx_grow_box(t, d->s->v + d->vert[k], 3, d->s->scale);
            if (t[2] < t[0]) continue; /* no area */
            if (box[2] >= box[0] && !near(box, t)) {
                add(R, box);
                memcpy(box, t, sizeof box);
            } else {
                unite(box, t);
            }
        }
        add(R, box);
    }
    return kept;
}

static side A, B;
static rects R;

void gfx_damage_free(void)
{
    side *both[2] = {&A, &B};
    for (int i = 0; i < 2; i++) {
        free(both[i]->batch);
        free(both[i]->vert);
        free(both[i]->next);
        free(both[i]->hash);
        free(both[i]->lost);
        free(both[i]->bucket);
        memset(both[i], 0, sizeof *both[i]);
    }
}

void gfx_damage_find(const gfx_stream *s, const gfx_stream *p, gfx_damage *d)
{
    memset(d, 0, sizeof *d);
    int ns = s->ncmd, np = p->ncmd, head = 0, tail = 0;
    while (head < ns && head < np && same_cmd(s, &s->cmds[head], p, &p->cmds[head])) head++;
    while (tail < ns - head && tail < np - head &&
           same_cmd(s, &s->cmds[ns - 1 - tail], p, &p->cmds[np - 1 - tail]))
        tail++;
    for (int i = 0; i < ns; i++)
        if (i < head || i >= ns - tail) d->kept += s->cmds[i].area;
    if (head == ns && head == np) {
        d->same = true;
        return;
    }
    for (int i = head; i < ns - tail; i++) d->all |= s->cmds[i].b.clear;
    for (int i = head; i < np - tail; i++) d->all |= p->cmds[i].b.clear;
    if (d->all || !side_make(&A, s, head, ns - tail) || !side_make(&B, p, head, np - tail) ||
        !match(&A, &B)) {
        d->all = true;
        return;
    }
    R.n = 0;
    d->kept += lost_boxes(&R, &A);
    lost_boxes(&R, &B);
    /* merge what touches, then the closest down to the limit */
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < R.n && !again; i++)
            for (int j = i + 1; j < R.n && !again; j++)
                if (touch(R.r[i], R.r[j])) {
                    unite(R.r[i], R.r[j]);
                    memcpy(R.r[j], R.r[--R.n], sizeof R.r[0]);
                    again = true;
                }
    }
    while (R.n > GFX_DAMAGE_RECTS) merge_closest(&R);
    for (int i = 0; i < R.n; i++) {
        int *r = d->r[d->n];
        r[0] = R.r[i][0] < 0 ? 0 : (int)R.r[i][0];
        r[1] = R.r[i][1] < 0 ? 0 : (int)R.r[i][1];
        r[2] = R.r[i][2] > (float)s->fb_w ? s->fb_w : (int)R.r[i][2];
        r[3] = R.r[i][3] > (float)s->fb_h ? s->fb_h : (int)R.r[i][3];
        if (r[2] <= r[0] || r[3] <= r[1]) continue; /* off screen */
        d->area += (double)(r[2] - r[0]) * (double)(r[3] - r[1]);
        d->n++;
    }
}
