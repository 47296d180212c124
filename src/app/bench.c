/* bench.c: `citybox --bench-ui`: start-up to first frame, frame CPU time of the menu at the
 * window size given (default 1920x1080) with every frame redrawn, and the CPU an idle menu uses
 * over 10 s with the real event wait. Prints one JSON object. The loop itself is loop.c's. */
#include "app/app.h"
#include "app/bench.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { BENCH_FRAMES = 240, BENCH_RACE_MAX = 4000 };

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double wall_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static struct {
    bool on;
    int phase; /* 0 first frame, 1 busy frames, 2 idle, 3 done */
    double main_to_frame_ms;
    long long first_frame_ns; /* CLOCK_REALTIME: scripts subtract the time they launched us */
    double frame_cpu[BENCH_RACE_MAX];
    int nframes;
    double cpu_mark, t_mark, idle_cpu_pct;
    double main_wall;
    bool startup_only;
    int (*racing)(void); /* --scene bench-race:N: frames count while > 0; < 0: game over */
    int race_frames;
} b;

/* `citybox --bench-ui --scene bench-race:N` (services.c starts a race of six bots): the frame
 * CPU time of the Mad City race screen, measured over N frames drawn back to back while a race
 * runs (the ready phase and the 3-2-1 are not counted; fewer if the game ends first); no idle
 * phase; prints
 * {"bench":"race",...} and quits. */
void bench_race_begin(int frames, int (*racing)(void))
{
    b.racing = racing;
    b.race_frames = frames < 10 ? 10 : frames > BENCH_RACE_MAX ? BENCH_RACE_MAX : frames;
}

void bench_begin(bool startup_only)
{
    b.on = true;
    b.startup_only = startup_only;
    b.main_wall = wall_now();
}

bool bench_on(void)
{
    return b.on;
}

bool bench_force_redraw(void)
{
    return b.on && b.phase <= 1;
}

void bench_frame_start(void)
{
    if (b.on) b.cpu_mark = cpu_now();
}

/* Called after each presented frame; returns true when the benchmark is finished. */
bool bench_frame_end(void)
{
    if (!b.on) return false;
    double cpu = cpu_now();
    switch (b.phase) {
    case 0:
        b.main_to_frame_ms = (wall_now() - b.main_wall) * 1000.0;
        {
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            b.first_frame_ns = (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
        }
        b.phase = 1;
        return b.startup_only;
    case 1:
        if (b.racing) {
            int r = b.racing();
            if (r < 0) return true; /* the game is over: report the frames measured */
            if (r == 0) break;
            b.frame_cpu[b.nframes++] = (cpu - b.cpu_mark) * 1000.0;
            if (b.nframes < b.race_frames) break;
            b.phase = 3;
            return true;
        }
        b.frame_cpu[b.nframes++] = (cpu - b.cpu_mark) * 1000.0;
        if (b.nframes == BENCH_FRAMES) {
            b.phase = 2;
            b.cpu_mark = cpu_now();
            b.t_mark = wall_now();
        }
        break;
    default: break;
    }
    return false;
}

/* Idle phase: the loop waits for events with this timeout so the benchmark can end. */
bool bench_idle_done(void)
{
    if (!b.on || b.phase != 2) return false;
    double wall = wall_now() - b.t_mark;
    if (wall < 10.0) return false;
    b.idle_cpu_pct = (cpu_now() - b.cpu_mark) / wall * 100.0;
    b.phase = 3;
    return true;
}

void bench_report(int w, int h, int draw_calls)
{
    if (!b.on) return;
    static double sorted[BENCH_RACE_MAX];
    memcpy(sorted, b.frame_cpu, sizeof sorted);
    qsort(sorted, (size_t)b.nframes, sizeof sorted[0], cmp_double);
    double p50 = b.nframes ? sorted[b.nframes / 2] : 0;
    double p95 = b.nframes ? sorted[(b.nframes * 95) / 100] : 0;
    if (b.racing) {
        printf("{\"bench\":\"race\",\"players\":6,\"width\":%d,\"height\":%d,"
               "\"race_frame_cpu_ms_p50\":%.2f,\"race_frame_cpu_ms_p95\":%.2f,\"frames\":%d,"
               "\"draw_calls\":%d}\n",
               w, h, p50, p95, b.nframes, draw_calls);
        fflush(stdout);
        return;
    }
    printf("{\"bench\":\"ui\",\"width\":%d,\"height\":%d,"
           "\"main_to_first_frame_ms\":%.1f,\"first_frame_realtime_ns\":%lld,"
           "\"menu_frame_cpu_ms_p50\":%.2f,"
           "\"menu_frame_cpu_ms_p95\":%.2f,\"frames\":%d,\"draw_calls\":%d,"
           "\"idle_cpu_percent\":%.2f}\n",
           w, h, b.main_to_frame_ms, b.first_frame_ns, p50, p95, b.nframes, draw_calls,
           b.idle_cpu_pct);
    fflush(stdout);
}

int app_bench_ui(const app_options *o)
{
    app_options run = *o;
    if (!run.windowed) run.width = 1920, run.height = 1080, run.windowed = true;
    bench_begin(o->frames == 1); /* --frames 1: start-up only */
    return app_run(&run);
}
