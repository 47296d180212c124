/* log.c: stderr + rotated log file; thread-safe enough for one writer per line (stdio locks). */
#include "core/log.h"
#include <stdio.h>
#include <time.h>
#include <sys/stat.h>

static FILE *log_file;
static log_level log_min = LOG_INFO;
static int log_quiet;

enum { LOG_ROTATE_BYTES = 512 * 1024 };

void log_set_file(const char *path)
{
    char old[1024];
    struct stat st;
    log_close();
    if (!path) return;
    if (stat(path, &st) == 0 && st.st_size > LOG_ROTATE_BYTES) {
        snprintf(old, sizeof old, "%s.1", path);
        rename(path, old);
    }
    log_file = fopen(path, "a");
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
    }
}
