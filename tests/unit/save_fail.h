/* save_fail.h: what the save-failure tests share: ways to make the saves folder fail and mend it,
 * injected (fsutil's test hook: any user) or real (a tmpfs of a few KB filled up, or remounted
 * read-only: root only, as CI runs; the tests skip with a note otherwise). */
#ifndef CB_TEST_SAVE_FAIL_H
#define CB_TEST_SAVE_FAIL_H
#include "core/fsutil.h"
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct save_fail {
    const char *name;
    char dir[256];     /* the saves folder, with no trailing slash */
    bool real;         /* a tmpfs mounted at dir */
    int err;           /* what a write gets while broken */
    const char *words; /* what the player reads: fs_write_problem's phrase */
    void (*broke)(struct save_fail *f);
    void (*mend)(struct save_fail *f);
} save_fail;

static inline void sf_inject(save_fail *f)
{
    fs_test_fail_writes(f->dir, f->err);
}

static inline void sf_stop(save_fail *f)
{
    (void)f;
    fs_test_fail_writes(NULL, 0);
}

static inline int sf_run(const char *fmt, const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, fmt, dir);
    return system(cmd);
}

/* A real full disk: a filler file takes every free block of the tmpfs. */
static inline void sf_fill(save_fail *f)
{
    char path[300];
    snprintf(path, sizeof path, "%s/filler", f->dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    static const char block[4096];
    if (fd >= 0) {
        while (write(fd, block, sizeof block) > 0) {
        }
        while (write(fd, block, 1) > 0) { /* the last bytes of a partial block */
        }
        close(fd);
    }
}

static inline void sf_unfill(save_fail *f)
{
    char path[300];
    snprintf(path, sizeof path, "%s/filler", f->dir);
    unlink(path);
}

static inline void sf_ro(save_fail *f)
{
    sf_run("mount -o remount,ro %s", f->dir);
}

static inline void sf_rw(save_fail *f)
{
    sf_run("mount -o remount,rw %s", f->dir);
}

/* A fresh saves folder for f: a tmpfs of 64 KiB when real (false: cannot, the caller skips). */
static inline bool sf_open(save_fail *f)
{
    snprintf(f->dir, sizeof f->dir, "/tmp/citybox-savefail-XXXXXX");
    if (!mkdtemp(f->dir)) return false;
    if (!f->real) return true;
    if (geteuid() != 0 ||
        sf_run("mount -t tmpfs -o size=64k,mode=0755 citybox-test %s 2>/dev/null", f->dir) != 0) {
        rmdir(f->dir);
        return false;
    }
    return true;
}

static inline void sf_close(save_fail *f)
{
    if (f->real) {
        sf_rw(f);
        sf_run("umount %s", f->dir);
    } else {
        sf_run("rm -rf %s", f->dir);
    }
    rmdir(f->dir);
}

/* The four ways: injected or real, a full disk or a read-only folder. */
static inline save_fail sf_kind(int i)
{
    static const save_fail kinds[] = {
        {"injected full disk", "", false, ENOSPC, "the disk is full", sf_inject, sf_stop},
        {"injected read-only folder", "", false, EROFS, "the folder is read-only", sf_inject,
         sf_stop},
        {"tmpfs full", "", true, ENOSPC, "the disk is full", sf_fill, sf_unfill},
        {"tmpfs read-only", "", true, EROFS, "the folder is read-only", sf_ro, sf_rw},
    };
    return kinds[i];
}
enum { SF_KINDS = 4 };

/* Whether the real kinds can run here (root, tmpfs); says why not once. */
static inline bool sf_real_ok(void)
{
    static int ok = -1;
    if (ok < 0) {
        save_fail f = sf_kind(2);
        ok = sf_open(&f);
        if (ok)
            sf_close(&f);
        else
            printf("note: not root or no tmpfs here (euid %d): the real full disk and read-only "
                   "folder are skipped; CI runs them as root\n",
                   (int)geteuid());
    }
    return ok == 1;
}

#endif
