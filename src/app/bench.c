/* bench.c: `citybox --bench-ui`, two kinds of run. The loop itself is loop.c's.
 *  - The menu, or any scene given with --scene: start-up to the first frame presented, the
 *    frame cost of that scene at the window size given (default 1920x1080) over 240 frames
 *    drawn back to back, then the CPU the idle screen uses over 10 s with the real event wait.
 *    Prints {"bench":"ui",...}.
 *  - A game's busy scene (`--scene bench:GAME:WHAT:N`, started by services.c): the frame cost
 *    of N frames counted while the scene is busy (a race runs, bots move, a tower settles),
 *    every frame drawn and finished, each frame advancing the game by 1/60 s as at 60 frames a
 *    second. Prints {"bench":"frames",...} (tools/bench_frames.sh). `--scene bench-race:N` is
 *    the older race bench (real time between frames; tools/bench_race.sh).
 * Frame CPU is the CPU time of the main thread and of the GL driver's threads (llvmpipe
 * rasterises on its own threads) from the start of a frame until it is finished; bot thinking
 * and art rasterising on worker threads are not frame work (process CPU is printed too). */
#include "app/app.h"
#include "app/bench.h"
#ifdef CITYBOX_HAVE_CALLGRIND_H
#include <valgrind/callgrind.h>
#else /* no valgrind header (./run.sh installs no test packages): statements doing nothing */
#define CALLGRIND_START_INSTRUMENTATION ((void)0)
#define CALLGRIND_STOP_INSTRUMENTATION  ((void)0)
#endif
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    BENCH_FRAMES = 240,   /* the menu run */
    BENCH_MAX = 4000,     /* frames kept for the percentiles */
    BENCH_GL_THREADS = 16 /* driver threads followed */
};
#define BENCH_SIM_LIMIT 300.0 /* a scene run ends after 300 s of game time, counted or not */

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0) return 0;
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Wall-clock time, which the scripts compare with the time they launched us at. */
static long long realtime_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct series {
    double v[BENCH_MAX];
    int n;
} series;

static void series_add(series *s, double v)
{
    if (s->n < BENCH_MAX) s->v[s->n++] = v;
}

double bench_percentile(const double *v, int n, int p)
{
    static double sorted[BENCH_MAX];
    if (n <= 0) return 0;
    if (n > BENCH_MAX) n = BENCH_MAX;
    memcpy(sorted, v, (size_t)n * sizeof sorted[0]);
    qsort(sorted, (size_t)n, sizeof sorted[0], cmp_double);
    int i = p >= 100 ? n - 1 : (n * p) / 100;
    return sorted[i];
}

static double series_pct(const series *s, int p)
{
    return bench_percentile(s->v, s->n, p);
}

static struct {
    bool on, startup_only;
    int phase; /* 0 first frame, 1 busy frames, 2 idle, 3 done */
    double main_wall_ms, main_to_frame_ms;
    long long first_frame_ns; /* CLOCK_REALTIME: scripts subtract the time they launched us */
    long long settled_ns;     /* the same once the first frame's deferred work is done */
    /* this frame's marks */
    bool counting;
    double cpu_mark, proc_mark, wall_mark;
    /* the driver's threads (their CPU clocks) */
    clockid_t gl[BENCH_GL_THREADS];
    int ngl;
    series cpu, proc, wall;
    int frames_seen;
    double idle_cpu_mark, idle_wall_mark, idle_cpu_pct;
    /* a scene run */
    bool scene;
    char game[32], what[32];
    int players, want;
    int (*state)(void); /* > 0 the scene may count, 0 not yet, < 0 over */
    bool need_busy;     /* count only frames the app draws anyway (busy scene, input) */
    bool warm;          /* the art has arrived once */
    char script[1100];
    double sim;
    /* legacy bench-race */
    bool legacy_race;
    bool instrumented; /* callgrind told to start counting */
} b;

/* The threads of llvmpipe ("llvmpipe-0"...), whose CPU is part of every frame. */
static void find_gl_threads(void)
{
    DIR *d = opendir("/proc/self/task");
    if (!d) return;
    b.ngl = 0;
    struct dirent *e;
    while ((e = readdir(d)) && b.ngl < BENCH_GL_THREADS) {
        int tid = atoi(e->d_name);
        if (tid <= 0) continue;
        char path[64], comm[32] = "";
        snprintf(path, sizeof path, "/proc/self/task/%d/comm", tid);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        if (!fgets(comm, sizeof comm, f)) comm[0] = 0;
        fclose(f);
        if (strncmp(comm, "llvmpipe", 8) != 0) continue;
        /* the kernel's per-thread CPU clock (what pthread_getcpuclockid gives) */
        b.gl[b.ngl++] = (clockid_t)((~(unsigned)tid << 3) | 6u);
    }
    closedir(d);
}

static double frame_cpu_now(void)
{
    double t = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    for (int i = 0; i < b.ngl; i++) t += clock_ms(b.gl[i]);
    return t;
}

void bench_begin(bool startup_only)
{
    b.on = true;
    b.startup_only = startup_only;
    b.main_wall_ms = clock_ms(CLOCK_MONOTONIC);
}

bool bench_on(void)
{
    return b.on;
}

void bench_race_begin(int frames, int (*racing)(void), const char *game, int players)
{
    b.legacy_race = true;
    b.scene = true;
    b.state = racing;
    b.want = frames < 10 ? 10 : frames > BENCH_MAX ? BENCH_MAX : frames;
    snprintf(b.game, sizeof b.game, "%s", game);
    snprintf(b.what, sizeof b.what, "race");
    b.players = players;
}

void bench_scene_begin(const char *game, const char *what, int players, int frames,
                       int (*state)(void), bool need_busy, const char *script)
{
    b.scene = true;
    b.state = state;
    b.need_busy = need_busy;
    b.players = players;
    b.want = frames < 1 ? 1 : frames > BENCH_MAX ? BENCH_MAX : frames;
    snprintf(b.game, sizeof b.game, "%s", game);
    snprintf(b.what, sizeof b.what, "%s", what);
    snprintf(b.script, sizeof b.script, "%s", script ? script : "");
}

const char *bench_script(void)
{
    return b.on && b.script[0] ? b.script : NULL;
}

bool bench_force_redraw(void)
{
    return b.on && b.phase <= 1;
}

bool bench_fixed_step(void)
{
    return b.on && b.scene && !b.legacy_race;
}

bool bench_frame_begin(bool busy, bool art_pending)
{
    b.counting = false;
    if (!b.on || b.phase != 1) return false;
    if (!art_pending) b.warm = true;
    if (b.scene) {
        int st = b.state ? b.state() : -1;
        b.counting = st > 0 && (!b.need_busy || (busy && b.warm));
    } else {
        b.counting = true;
    }
    if (b.counting && !b.instrumented) {
        /* under `valgrind --tool=callgrind --instr-atstart=no` (tests/perf/gate.sh) the counting
         * starts here: what comes before runs uninstrumented, several times faster */
        CALLGRIND_START_INSTRUMENTATION;
        b.instrumented = true;
    }
    if (b.counting) {
        b.proc_mark = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        b.wall_mark = clock_ms(CLOCK_MONOTONIC);
        b.cpu_mark = frame_cpu_now();
    }
    return b.counting;
}

void bench_measured_frame(void (*fn)(void *), void *ctx)
{
    fn(ctx);
}

void bench_draw_start(void)
{
    if (b.counting && b.legacy_race) { /* it measured drawing and presenting only */
        b.proc_mark = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        b.wall_mark = clock_ms(CLOCK_MONOTONIC);
        b.cpu_mark = frame_cpu_now();
    }
}

void bench_first_present(void)
{
    if (!b.on || b.phase != 0) return;
    /* start-up's count ends here (tests/perf/gate.sh): not the sound and art threads after it */
    if (b.startup_only) CALLGRIND_STOP_INSTRUMENTATION;
    b.main_to_frame_ms = clock_ms(CLOCK_MONOTONIC) - b.main_wall_ms;
    b.first_frame_ns = realtime_ns();
}

/* Called after each frame is finished; returns true when the benchmark is over. */
bool bench_frame_end(double dt)
{
    if (!b.on) return false;
    if (b.counting) {
        double cpu = frame_cpu_now(), wall = clock_ms(CLOCK_MONOTONIC);
        series_add(&b.cpu, cpu - b.cpu_mark);
        series_add(&b.wall, wall - b.wall_mark);
        series_add(&b.proc, clock_ms(CLOCK_PROCESS_CPUTIME_ID) - b.proc_mark);
        b.counting = false;
    }
    b.frames_seen++;
    switch (b.phase) {
    case 0:
        b.settled_ns = realtime_ns();
        find_gl_threads(); /* the context and its threads exist by now */
        b.phase = 1;
        return b.startup_only;
    case 1:
        if (b.scene) {
            b.sim += dt;
            if (b.cpu.n >= b.want || b.sim > BENCH_SIM_LIMIT) return (b.phase = 3), true;
            if (b.state && b.state() < 0) return (b.phase = 3), true; /* over: what we have */
            if (b.frames_seen % 120 == 0) find_gl_threads();
            break;
        }
        if (b.cpu.n == BENCH_FRAMES) {
            b.phase = 2;
            b.idle_cpu_mark = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
            b.idle_wall_mark = clock_ms(CLOCK_MONOTONIC);
        }
        break;
    default: break;
    }
    return false;
}

/* Idle phase: the loop waits for events with a timeout so the benchmark can end. */
bool bench_idle_done(void)
{
    if (!b.on || b.phase != 2) return false;
    double wall = clock_ms(CLOCK_MONOTONIC) - b.idle_wall_mark;
    if (wall < 10000.0) return false;
    b.idle_cpu_pct = (clock_ms(CLOCK_PROCESS_CPUTIME_ID) - b.idle_cpu_mark) / wall * 100.0;
    b.phase = 3;
    return true;
}

void bench_report(const char *scene, int w, int h, int draw_calls)
{
    if (!b.on) return;
    double p50 = series_pct(&b.cpu, 50), p95 = series_pct(&b.cpu, 95);
    if (b.legacy_race) {
        printf("{\"bench\":\"race\",\"players\":6,\"width\":%d,\"height\":%d,"
               "\"race_frame_cpu_ms_p50\":%.2f,\"race_frame_cpu_ms_p95\":%.2f,\"frames\":%d,"
               "\"draw_calls\":%d}\n",
               w, h, series_pct(&b.proc, 50), series_pct(&b.proc, 95), b.proc.n, draw_calls);
    } else if (b.scene) {
        printf("{\"bench\":\"frames\",\"scene\":\"%s:%s\",\"players\":%d,\"width\":%d,"
               "\"height\":%d,\"frames\":%d,\"frame_cpu_ms_p50\":%.2f,\"frame_cpu_ms_p95\":%.2f,"
               "\"frame_cpu_ms_max\":%.2f,\"process_cpu_ms_p50\":%.2f,"
               "\"process_cpu_ms_p95\":%.2f,\"wall_ms_p50\":%.2f,\"wall_ms_p95\":%.2f,"
               "\"draw_calls\":%d,\"gl_threads\":%d}\n",
               b.game, b.what, b.players, w, h, b.cpu.n, p50, p95, series_pct(&b.cpu, 100),
               series_pct(&b.proc, 50), series_pct(&b.proc, 95), series_pct(&b.wall, 50),
               series_pct(&b.wall, 95), draw_calls, b.ngl);
    } else {
        /* the menu's figures keep their names; "scene" says which screen it was */
        printf("{\"bench\":\"ui\",\"scene\":\"%s\",\"width\":%d,\"height\":%d,"
               "\"main_to_first_frame_ms\":%.1f,\"first_frame_realtime_ns\":%lld,"
               "\"after_first_frame_realtime_ns\":%lld,\"menu_frame_cpu_ms_p50\":%.2f,\"menu_frame_"
               "cpu_ms_p95\":%.2f,"
               "\"process_cpu_ms_p50\":%.2f,\"process_cpu_ms_p95\":%.2f,\"frames\":%d,"
               "\"draw_calls\":%d,\"idle_cpu_percent\":%.2f}\n",
               scene, w, h, b.main_to_frame_ms, b.first_frame_ns, b.settled_ns, p50, p95,
               series_pct(&b.proc, 50), series_pct(&b.proc, 95), b.cpu.n, draw_calls,
               b.idle_cpu_pct);
    }
    fflush(stdout);
}

int app_bench_ui(const app_options *o)
{
    app_options run = *o;
    if (!run.windowed) run.width = 1920, run.height = 1080, run.windowed = true;
    bench_begin(o->frames == 1); /* --frames 1: start-up only */
    return app_run(&run);
}
