/* fsutil.h: whole-file reads and atomic writes (temporary file, flush, fsync, rename). */
#ifndef CB_FSUTIL_H
#define CB_FSUTIL_H
#include <stdbool.h>
#include <stddef.h>

/* Reads a whole file, NUL-terminated; *len gets the size without the NUL. Free with free().
 * Returns NULL when the file cannot be read (errno tells why). */
char *fs_read_all(const char *path, size_t *len);

/* Writes data to path.tmp, flushes and fsyncs it, then renames it over path: a crash leaves
 * either the old file or the new one, never half of one. */
bool fs_write_atomic(const char *path, const void *data, size_t len);

/* Moves a bad file aside to path.bad-N (first free N) so it is kept, never overwritten. */
bool fs_keep_aside(const char *path, char *moved_to, size_t n);

bool fs_exists(const char *path);
bool fs_mkdirs(const char *dir); /* mkdir -p */

#endif
