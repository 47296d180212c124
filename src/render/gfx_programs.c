/* gfx_programs.c: the renderer's two shader programs (batch.vert with batch.frag or
 * shape.frag), and their linked binaries kept between runs. Compiling GLSL costs a start-up
 * about 6 ms on Mesa (its compiler sets itself up on the first compile, even when its own
 * shader cache then knows the program); loading a program binary costs well under 1 ms. The
 * binaries are kept in one file (gfx_program_cache) with a key made of the driver's names and
 * the shaders' sources, so a new driver or edited shaders compile afresh; the driver refuses a
 * binary it did not make, which compiles afresh too. */
#include "render/gfx_internal.h"
#include "core/fsutil.h"
#include "core/log.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PROGRAMS = GFX_PROGRAMS, BINARY_MAX = 4 << 20 };
static const char MAGIC[8] = {'C', 'B', 'P', 'R', 'O', 'G', 'S', '1'};
static const char *const FRAGMENT[PROGRAMS] = {"batch.frag", "shape.frag", "flat.frag"};

static struct {
    char path[1100];
    bool save;   /* compiled this run: keep the binaries */
    bool loaded; /* the programs came from the kept binaries */
    uint64_t key;
    GLuint prog[PROGRAMS];
} P;

void gfx_program_cache(const char *path)
{
    snprintf(P.path, sizeof P.path, "%s", path ? path : "");
}

static char *read_text(const char *dir, const char *name)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/%s", dir ? dir : "shaders", name);
    size_t len;
    char *s = fs_read_all(path, &len);
    if (!s) LOG_E("gfx: cannot read shader %s", path);
    return s;
}

static GLuint compile(GLenum type, const char *src, const char *name)
{
    GLuint sh = glCreateShader(type);
    glShaderSource(sh, 1, &src, NULL);
    glCompileShader(sh);
    GLint ok = 0;
    glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char info[2048];
        glGetShaderInfoLog(sh, sizeof info, NULL, info);
        LOG_E("gfx: shader %s does not compile:\n%s", name, info);
        glDeleteShader(sh);
        return 0;
    }
    return sh;
}

static GLuint link(GLuint vs, GLuint fs, const char *name, bool retrievable)
{
    GLuint prog = glCreateProgram();
    glAttachShader(prog, vs);
    glAttachShader(prog, fs);
    if (retrievable) glProgramParameteri(prog, GL_PROGRAM_BINARY_RETRIEVABLE_HINT, GL_TRUE);
    glLinkProgram(prog);
    glDetachShader(prog, vs);
    glDetachShader(prog, fs);
    GLint ok = 0;
    glGetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (!ok) {
        char info[2048];
        glGetProgramInfoLog(prog, sizeof info, NULL, info);
        LOG_E("gfx: shader program %s does not link:\n%s", name, info);
        glDeleteProgram(prog);
        return 0;
    }
    return prog;
}

static uint64_t fnv(uint64_t h, const char *s)
{
    for (; s && *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ull;
    return (h ^ 0xff) * 1099511628211ull; /* a separator: "ab"+"c" is not "a"+"bc" */
}

/* The programs from the kept binaries; false (nothing made) when any is missing or refused. */
static bool load_binaries(GLuint out[PROGRAMS])
{
    size_t len = 0;
    uint8_t *d = P.path[0] ? (uint8_t *)fs_read_all(P.path, &len) : NULL;
    bool ok = d && len >= 16 && memcmp(d, MAGIC, 8) == 0;
    uint64_t key = 0;
    for (int i = 0; ok && i < 8; i++) key |= (uint64_t)d[8 + i] << (8 * i);
    ok = ok && key == P.key;
    size_t at = 16;
    for (int i = 0; i < PROGRAMS; i++) out[i] = 0;
    for (int i = 0; ok && i < PROGRAMS; i++) {
        ok = at + 8 <= len;
        uint32_t format = ok ? gfx_get32(d + at) : 0, n = ok ? gfx_get32(d + at + 4) : 0;
        ok = ok && n > 0 && n <= len - at - 8;
        if (!ok) break;
        out[i] = glCreateProgram();
        glProgramBinary(out[i], format, d + at + 8, (GLsizei)n);
        GLint linked = 0;
        glGetProgramiv(out[i], GL_LINK_STATUS, &linked);
        ok = linked != 0;
        at += 8 + n;
    }
    free(d);
    if (!ok) {
        for (int i = 0; i < PROGRAMS; i++)
            if (out[i]) glDeleteProgram(out[i]);
        if (len) LOG_I("gfx: the kept shader binaries do not fit: compiling");
    }
    return ok;
}

bool gfx_programs_make(const char *shader_dir, GLuint out[GFX_PROGRAMS])
{
    char *vert = read_text(shader_dir, "batch.vert");
    char *frag[PROGRAMS];
    GLuint prog[PROGRAMS] = {0};
    bool ok = vert != NULL;
    for (int i = 0; i < PROGRAMS; i++) ok = (frag[i] = read_text(shader_dir, FRAGMENT[i])) && ok;
    P.loaded = P.save = false;
    if (ok) {
        GLint formats = 0;
        glGetIntegerv(GL_NUM_PROGRAM_BINARY_FORMATS, &formats);
        uint64_t k = 1469598103934665603ull;
        k = fnv(k, (const char *)glGetString(GL_VENDOR));
        k = fnv(k, (const char *)glGetString(GL_RENDERER));
        k = fnv(k, (const char *)glGetString(GL_VERSION));
        k = fnv(k, vert);
        for (int i = 0; i < PROGRAMS; i++) k = fnv(k, frag[i]);
        P.key = k;
        bool cache = formats > 0 && P.path[0];
        P.loaded = cache && load_binaries(prog);
        if (!P.loaded) {
            GLuint vs = compile(GL_VERTEX_SHADER, vert, "batch.vert"); /* once for both */
            for (int i = 0; i < PROGRAMS && vs; i++) {
                GLuint fs = compile(GL_FRAGMENT_SHADER, frag[i], FRAGMENT[i]);
                prog[i] = fs ? link(vs, fs, FRAGMENT[i], cache) : 0;
                if (fs) glDeleteShader(fs);
            }
            if (vs) glDeleteShader(vs);
            P.save = cache;
            for (int i = 0; i < PROGRAMS; i++) P.save = P.save && prog[i];
        }
        for (int i = 0; i < PROGRAMS; i++) ok = ok && prog[i];
    }
    free(vert);
    for (int i = 0; i < PROGRAMS; i++) free(frag[i]);
    if (!ok) {
        for (int i = 0; i < PROGRAMS; i++)
            if (prog[i]) glDeleteProgram(prog[i]);
        P.save = false;
        return false;
    }
    for (int i = 0; i < PROGRAMS; i++) P.prog[i] = out[i] = prog[i];
    return true;
}

uint64_t gfx_programs_key(void)
{
    return P.key;
}

bool gfx_programs_loaded(void)
{
    return P.loaded;
}

/* Keeps the binaries of programs compiled this run (after the first frame: it waits for
 * nothing). Written beside and renamed over the file, so a reader never sees half of one. */
void gfx_programs_save(void)
{
    if (!P.save) return;
    P.save = false;
    size_t cap = 16, at = 16;
    GLint n[PROGRAMS] = {0};
    for (int i = 0; i < PROGRAMS; i++) {
        glGetProgramiv(P.prog[i], GL_PROGRAM_BINARY_LENGTH, &n[i]);
        if (n[i] <= 0 || n[i] > BINARY_MAX) return;
        cap += 8 + (size_t)n[i];
    }
    uint8_t *d = malloc(cap);
    if (!d) return;
    memcpy(d, MAGIC, 8);
    for (int i = 0; i < 8; i++) d[8 + i] = (uint8_t)(P.key >> (8 * i));
    for (int i = 0; i < PROGRAMS; i++) {
        GLenum format = 0;
        GLsizei got = 0;
        glGetProgramBinary(P.prog[i], n[i], &got, &format, d + at + 8);
        if (got <= 0) {
            free(d);
            return;
        }
        gfx_put32(d + at, format);
        gfx_put32(d + at + 4, (uint32_t)got);
        at += 8 + (size_t)got;
    }
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.tmp", P.path);
    FILE *f = fopen(tmp, "wb");
    bool ok = f && fwrite(d, 1, at, f) == at;
    if (f) ok = fclose(f) == 0 && ok;
    if (ok && rename(tmp, P.path) != 0) ok = false;
    if (!ok) {
        remove(tmp);
        LOG_W("gfx: cannot keep the shader binaries in %s", P.path);
    }
    free(d);
}
