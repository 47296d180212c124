/* gfx_snapshot.c: the first frame's picture kept between runs. A start's first frame is
 * the whole screen's fragments (about 2.6 screens of pixels for the menu: 20-30 ms on llvmpipe
 * at 1080p), and a player's next start draws the very same frame. The first frame is recorded
 * as every frame is (gfx_cache.c); its key is everything its pixels depend on: the batches
 * (programs, scissors, textures) and every vertex, the contents of the atlas pages they sample
 * (the hash of every upload into them), the programs' key (driver names and shader sources)
 * and the size. A worker reads and unpacks the kept file while the window opens; when its key is
 * the frame's, its picture is copied into the layer and onto the screen instead of drawing: the
 * same pixels, the GPU never asked. Otherwise the frame is
 * drawn into the layer, and after it is presented (gfx_first_frame_save) the layer is read back
 * and kept (fs_write_atomic). A frame sampling any other texture (an
 * SVG's, a board's layer) has no key: drawn, nothing kept. A damaged or foreign file is a miss
 * (it is a cache: the next save replaces it). */
#include "render/gfx_internal.h"
#include "core/fsutil.h"
#include "core/hash.h"
#include "core/log.h"
#include <SDL.h>
#include <lz4.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The file: MAGIC, the key (8 bytes), width, height, the compressed size (4 bytes each), the
 * hash of the compressed bytes (8; all little endian), then the picture's BGRA rows top-down,
 * LZ4-compressed (a menu's 8 MB at 1080p are a
 * few hundred KB, read and unpacked in a few ms even from a cold disk). */
static const char MAGIC[8] = {'C', 'B', 'F', 'R', 'A', 'M', 'E', '3'};
enum { HEADER = 36, SIDE_MAX = 8192 };

static struct {
    char path[1100];
    /* the kept picture, read and unpacked by a worker while the window opens */
    SDL_Thread *reader;
    uint8_t *pre;
    uint64_t pre_key;
    int pre_w, pre_h;
    bool keyed; /* the first frame's key is taken: atlas uploads need no hashing any more */
    bool want;  /* the layer holds a first frame worth keeping */
    uint64_t key;
    GLuint fbo;
    int w, h;
    uint64_t page[GFX_ATLAS_PAGES]; /* the hash of every upload into each atlas page */
} F;

static void *read_picture(const char *path, uint64_t *key, int *w, int *h);

static int reader_main(void *unused)
{
    (void)unused;
    F.pre = read_picture(F.path, &F.pre_key, &F.pre_w, &F.pre_h);
    return 0;
}

void gfx_first_frame_cache(const char *path)
{
    snprintf(F.path, sizeof F.path, "%s", path ? path : "");
    if (F.path[0] && !F.reader) F.reader = SDL_CreateThread(reader_main, "citybox-frame", NULL);
}

/* Waits for the reader; the picture it read stays in F.pre. */
static void reader_join(void)
{
    if (!F.reader) return;
    SDL_WaitThread(F.reader, NULL);
    F.reader = NULL;
}

void gfx_first_frame_drop(void)
{
    reader_join();
    free(F.pre);
    F.pre = NULL;
}

bool gfx_snapshot_on(void)
{
    return F.path[0] != 0;
}

void gfx_snapshot_page_new(int page)
{
    if (page >= 0 && page < GFX_ATLAS_PAGES) F.page[page] = 0;
}

void gfx_snapshot_upload(int page, int x, int y, int w, int h, const void *rgba)
{
    if (!F.path[0] || F.keyed || page < 0 || page >= GFX_ATLAS_PAGES) return;
    int at[4] = {x, y, w, h};
    uint64_t k = hash_bytes(F.page[page] ? F.page[page] : HASH_SEED, at, sizeof at);
    F.page[page] = hash_bytes(k, rgba, (size_t)w * (size_t)h * 4);
}

static uint64_t put_batch(uint64_t k, const gfx_batch *b)
{
    int f[8] = {b->clear,      b->textured,   b->flat,       b->scissor_on,
                b->scissor[0], b->scissor[1], b->scissor[2], b->scissor[3]};
    if (!b->scissor_on) f[4] = f[5] = f[6] = f[7] = 0;
    return hash_bytes(k, f, sizeof f);
}

bool gfx_snapshot_key(const gfx_stream *s, uint64_t *out)
{
    if (!F.path[0] || F.keyed) return false;
    F.keyed = true; /* the run's first frame only */
    if (s->fb_w <= 0 || s->fb_h <= 0 || s->fb_w > SIDE_MAX || s->fb_h > SIDE_MAX) return false;
    uint64_t k = gfx_programs_key();
    int size[2] = {s->fb_w, s->fb_h};
    k = hash_bytes(k, size, sizeof size);
    k = hash_bytes(k, &s->scale, sizeof s->scale);
    for (int i = 0; i < s->ncmd; i++) {
        const gfx_batch *b = &s->cmds[i].b;
        k = put_batch(k, b);
        if (b->textured) { /* the texture by its contents: the white texel or an atlas page */
            int page = -2;
            if (b->tex == gfx_white_texture()) page = -1;
            for (int p = 0; p < GFX_ATLAS_PAGES && page == -2; p++)
                if (b->tex && b->tex == gfx_atlas_page(p)) page = p;
            if (page == -2) return false; /* pixels this file does not know */
            k = hash_bytes(k, &page, sizeof page);
            if (page >= 0) k = hash_bytes(k, &F.page[page], sizeof F.page[page]);
        }
        k = hash_bytes(k, s->v + b->first, (size_t)b->n * sizeof *s->v);
    }
    *out = k;
    return true;
}

static uint64_t get64(const uint8_t *p)
{
    return (uint64_t)gfx_get32(p) | (uint64_t)gfx_get32(p + 4) << 32;
}

static void put64(uint8_t *p, uint64_t v)
{
    gfx_put32(p, (uint32_t)v);
    gfx_put32(p + 4, (uint32_t)(v >> 32));
}

/* The picture the file holds, checked whole (its packed bytes' hash, its size), with its key
 * and size; NULL when there is none. */
static void *read_picture(const char *path, uint64_t *key, int *w, int *h)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    uint8_t hd[HEADER];
    bool ok = fread(hd, 1, HEADER, f) == HEADER && memcmp(hd, MAGIC, 8) == 0;
    *key = ok ? get64(hd + 8) : 0;
    *w = ok ? (int)gfx_get32(hd + 16) : 0;
    *h = ok ? (int)gfx_get32(hd + 20) : 0;
    ok = ok && *w > 0 && *h > 0 && *w <= SIDE_MAX && *h <= SIDE_MAX;
    size_t bytes = ok ? (size_t)*w * (size_t)*h * 4 : 0, packed = ok ? gfx_get32(hd + 24) : 0;
    ok = ok && packed > 0 && packed <= (size_t)LZ4_compressBound((int)bytes);
    uint8_t *z = ok ? malloc(packed + 1) : NULL, *px = ok ? malloc(bytes) : NULL;
    /* exactly the packed picture: a file cut short or with more after it is not this one */
    ok = z && px && fread(z, 1, packed + 1, f) == packed;
    fclose(f);
    ok = ok && hash_bytes(HASH_SEED, z, packed) == get64(hd + 28); /* no damaged picture */
    ok = ok &&
         LZ4_decompress_safe((const char *)z, (char *)px, (int)packed, (int)bytes) == (int)bytes;
    free(z);
    if (!ok) {
        free(px);
        return NULL;
    }
    return px;
}

void *gfx_snapshot_load(uint64_t key, int w, int h)
{
    reader_join();
    void *px = F.pre;
    F.pre = NULL;
    if (px && F.pre_key == key && F.pre_w == w && F.pre_h == h) return px;
    free(px);
    return NULL;
}

void gfx_snapshot_want(uint64_t key, GLuint fbo, int w, int h)
{
    F.want = true;
    F.key = key;
    F.fbo = fbo;
    F.w = w;
    F.h = h;
}

void gfx_first_frame_save(void)
{
    gfx_first_frame_drop(); /* a picture read and not used */
    if (!F.want) return;
    F.want = false;
    size_t bytes = (size_t)F.w * (size_t)F.h * 4;
    int bound = LZ4_compressBound((int)bytes);
    uint8_t *px = malloc(bytes), *d = bound > 0 ? malloc(HEADER + (size_t)bound) : NULL;
    if (!px || !d) {
        free(px);
        free(d);
        return;
    }
    /* the layer's rows run top-down, as they go back into it */
    glBindFramebuffer(GL_READ_FRAMEBUFFER, F.fbo);
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadPixels(0, 0, F.w, F.h, GL_BGRA, GL_UNSIGNED_BYTE, px);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    int packed = LZ4_compress_default((const char *)px, (char *)d + HEADER, (int)bytes, bound);
    free(px);
    memcpy(d, MAGIC, 8);
    put64(d + 8, F.key);
    gfx_put32(d + 16, (uint32_t)F.w);
    gfx_put32(d + 20, (uint32_t)F.h);
    gfx_put32(d + 24, (uint32_t)(packed > 0 ? packed : 0));
    put64(d + 28, hash_bytes(HASH_SEED, d + HEADER, (size_t)(packed > 0 ? packed : 0)));
    if (packed <= 0 || !fs_write_atomic(F.path, d, HEADER + (size_t)packed))
        LOG_W("gfx: cannot keep the first frame in %s", F.path);
    free(d);
}
