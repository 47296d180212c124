/* fsutil.h: whole-file reads and atomic writes (temporary file, flush, fsync, rename). */
#ifndef CB_FSUTIL_H
#define CB_FSUTIL_H
#include <stdbool.h>
#include <stddef.h>

/* Reads a whole file, NUL-terminated; *len gets the size without the NUL. Free with free().
 * Returns NULL when the file cannot be read (errno tells why). */
char *fs_read_all(const char *path, size_t *len);

/* Writes data to path.tmp, flushes and fsyncs it, then renames it over path (and fsyncs the
 * folder): a crash or a failed write (a full disk, a read-only folder) leaves the old file whole,
 * never half of one, and no path.tmp behind. false with errno saying why (ENOSPC, EROFS...). */
bool fs_write_atomic(const char *path, const void *data, size_t len);
/* The same with the file's permission bits (0600: the owner alone reads it); fs_write_atomic
 * writes 0644. The umask still applies to the bits given. */
bool fs_write_atomic_mode(const char *path, const void *data, size_t len, unsigned mode);

/* The writes of one file that must be kept (a game's autosave, the settings, the ladder): the
 * screens say while they fail, and when they work again. */
typedef struct fs_status {
    int err;             /* 0: the last write worked (or none was tried); else its errno */
    int failures;        /* writes failed in a row */
    unsigned recoveries; /* times a write worked after failing: a screen says "saved again" */
} fs_status;
/* Notes a write's outcome (err: its errno when it failed). Returns true when this changes what
 * a screen says: the first failure, another reason, or the first success after failures. */
bool fs_status_note(fs_status *s, bool ok, int err);

/* What went wrong with a write, in words for a player (translated), to follow "Your game is not
 * being saved: ": "the disk is full" (ENOSPC, EDQUOT), "the folder is read-only" (EROFS, EACCES,
 * EPERM), "the folder is missing" (ENOENT, ENOTDIR), else "the disk cannot be written (...)". */
void fs_write_problem(int err, char *out, size_t n);

/* Tests only: from now on writes by fs_write_atomic to paths beginning with prefix (NULL or "":
 * every path) fail with err as the system would: ENOSPC and EDQUOT after writing half of the
 * temporary file, any other error at once. err 0 ends it. */
void fs_test_fail_writes(const char *prefix, int err);

/* Moves a bad file aside to path.bad-N (first free N) so it is kept, never overwritten. */
bool fs_keep_aside(const char *path, char *moved_to, size_t n);

bool fs_exists(const char *path);
bool fs_mkdirs(const char *dir); /* mkdir -p */

#endif
