/* log.c: stderr + rotated log file; thread-safe enough for one writer per line (stdio locks). */
#include "core/log.h"
#include <stdio.h>
#include <time.h>
#include <sys/stat.h>

static FILE *log_file;
static char log_path[1024];
static log_level log_min = LOG_INFO;
static int log_quiet;

enum { LOG_ROTATE_BYTES = 512 * 1024 };

/* Opens path for appending, first moving it to path.1 when it passed the size limit. Called
 * at start and again from log_msg when a long session (a club demo loop) fills the file. */
void log_set_file(const char *path)
{
    char old[1100];
    struct stat st;
    log_close();
    if (!path) return;
    if (path != log_path) snprintf(log_path, sizeof log_path, "%s", path);
    if (stat(log_path, &st) == 0 && st.st_size > LOG_ROTATE_BYTES) {
        snprintf(old, sizeof old, "%s.1", log_path);
        rename(log_path, old);
    }
    log_file = fopen(log_path, "a");
}

void log_set_level(log_level min)
{
    log_min = min;
}

void log_set_quiet(int quiet)
{
    log_quiet = quiet;
}

void log_close(void)
{
    if (log_file) fclose(log_file);
    log_file = NULL;
}

void log_msg(log_level lvl, const char *fmt, ...)
{
    static const char *names[] = {"debug", "info", "warn", "error"};
    char line[2048];
    va_list ap;
    if (lvl < log_min) return;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (!log_quiet || lvl >= LOG_ERROR) fprintf(stderr, "citybox %s: %s\n", names[lvl], line);
    if (log_file) {
        char stamp[32];
        time_t now = time(NULL);
        struct tm tmv;
        gmtime_r(&now, &tmv);
        strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tmv);
        fprintf(log_file, "%s %s: %s\n", stamp, names[lvl], line);
        fflush(log_file);
        if (ftell(log_file) > LOG_ROTATE_BYTES) log_set_file(log_path);
    }
}
