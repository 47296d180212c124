/* bench.h: hooks the main loop calls when `--bench-ui` measures it. */
#ifndef CB_BENCH_H
#define CB_BENCH_H
#include <stdbool.h>

void bench_begin(bool startup_only); /* startup_only: stop after the first frame */
bool bench_on(void);
bool bench_force_redraw(void); /* frames are drawn back to back (first two phases) */
void bench_frame_start(void);
bool bench_frame_end(void); /* true: the benchmark is over, quit */
bool bench_idle_done(void); /* 10 s of idle measured */
void bench_report(int w, int h, int draw_calls);
/* --scene bench-race:N: measure N frames while racing() (see bench.c) instead of the menu. */
void bench_race_begin(int frames, int (*racing)(void));

#endif
