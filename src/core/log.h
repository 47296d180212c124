/* log.h: one logger for the whole app: stderr, plus a rotated file in the preference folder. */
#ifndef CB_LOG_H
#define CB_LOG_H
#include <stdarg.h>

typedef enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR } log_level;

void log_set_file(const char *path); /* rotate path -> path.1 if large, then append to it */
void log_set_level(log_level min);   /* messages below min are dropped (default LOG_INFO) */
void log_set_quiet(int quiet);       /* 1: nothing on stderr (headless CLI keeps stdout clean) */
void log_close(void);
void log_msg(log_level lvl, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#define LOG_D(...) log_msg(LOG_DEBUG, __VA_ARGS__)
#define LOG_I(...) log_msg(LOG_INFO, __VA_ARGS__)
#define LOG_W(...) log_msg(LOG_WARN, __VA_ARGS__)
#define LOG_E(...) log_msg(LOG_ERROR, __VA_ARGS__)

#endif
