/* fsutil.c: file helpers shared by saves, settings and logs: whole reads, atomic writes (and a
 * test hook that makes them fail as a full disk or a read-only folder would), the status of a
 * file that must be kept and its problem in words. */
#include "core/fsutil.h"
#include "core/i18n.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *fs_read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (!f) return NULL;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static char fail_prefix[1024];
static int fail_err;

void fs_test_fail_writes(const char *prefix, int err)
{
    snprintf(fail_prefix, sizeof fail_prefix, "%s", prefix ? prefix : "");
    fail_err = err;
}

/* The injected failure for path (tests), 0 none. */
static int injected(const char *path)
{
    return fail_err && strncmp(path, fail_prefix, strlen(fail_prefix)) == 0 ? fail_err : 0;
}

/* Gives up on the temporary file: closed (fd >= 0) and removed; errno stays the cause. */
static bool give_up(int fd, const char *tmp, int err)
{
    if (fd >= 0) close(fd);
    unlink(tmp);
    errno = err;
    return false;
}

/* The folder holding path, fsynced so the rename itself survives a power cut (best effort). */
static void sync_folder(const char *path)
{
    char dir[1024];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    (void)fsync(fd);
    close(fd);
}

bool fs_write_atomic(const char *path, const void *data, size_t len)
{
    return fs_write_atomic_mode(path, data, len, 0644);
}

bool fs_write_atomic_mode(const char *path, const void *data, size_t len, unsigned mode)
{
    char tmp[1024];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        errno = ENAMETOOLONG;
        return false;
    }
    int fake = injected(path);
    bool fake_full = fake == ENOSPC || fake == EDQUOT;
    if (fake && !fake_full) {
        errno = fake;
        return false;
    }
    unlink(tmp); /* a stale one would keep its own mode: the file is created with mode */
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, (mode_t)mode);
    if (fd < 0) return false;
    const char *p = data;
    size_t left = fake_full ? len / 2 : len; /* a full disk takes part of it, then refuses */
    while (left > 0) {
        ssize_t w = write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR) continue;
            return give_up(fd, tmp, errno);
        }
        p += w;
        left -= (size_t)w;
    }
    if (fake_full) return give_up(fd, tmp, fake);
    if (fsync(fd) != 0) return give_up(fd, tmp, errno);
    if (close(fd) != 0) return give_up(-1, tmp, errno);
    if (rename(tmp, path) != 0) return give_up(-1, tmp, errno);
    sync_folder(path);
    return true;
}

bool fs_status_note(fs_status *s, bool ok, int err)
{
    if (ok) {
        bool was = s->err != 0;
        s->recoveries += was;
        s->err = 0;
        s->failures = 0;
        return was;
    }
    err = err ? err : EIO;
    bool news = s->err != err;
    s->err = err;
    s->failures++;
    return news;
}

void fs_write_problem(int err, char *out, size_t n)
{
    char sys[128] = "";
    switch (err) {
    case ENOSPC:
    case EDQUOT: snprintf(out, n, "%s", _("the disk is full")); return;
    case EROFS:
    case EACCES:
    case EPERM: snprintf(out, n, "%s", _("the folder is read-only")); return;
    case ENOENT:
    case ENOTDIR: snprintf(out, n, "%s", _("the folder is missing")); return;
    default:
        strerror_r(err, sys, sizeof sys);
        snprintf(out, n, _("the disk cannot be written (%s)"), sys);
    }
}

bool fs_keep_aside(const char *path, char *moved_to, size_t n)
{
    char dst[1024];
    for (int i = 1; i < 1000; i++) {
        snprintf(dst, sizeof dst, "%s.bad-%d", path, i);
        if (fs_exists(dst)) continue;
        if (rename(path, dst) != 0) return false;
        if (moved_to && n) snprintf(moved_to, n, "%s", dst);
        return true;
    }
    return false;
}

bool fs_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

bool fs_mkdirs(const char *dir)
{
    char buf[1024];
    size_t len = strlen(dir);
    if (len == 0 || len >= sizeof buf) return false;
    memcpy(buf, dir, len + 1);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) return false;
        *p = '/';
    }
    return mkdir(buf, 0755) == 0 || errno == EEXIST;
}
