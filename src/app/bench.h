/* bench.h: hooks the main loop calls when `--bench-ui` measures it (see bench.c). */
#ifndef CB_BENCH_H
#define CB_BENCH_H
#include <stdbool.h>
#include <stddef.h>

void bench_begin(bool startup_only); /* startup_only: stop after the first frame */
bool bench_on(void);
bool bench_force_redraw(void); /* frames are drawn back to back (first two phases) */
bool bench_fixed_step(void);   /* each frame advances the game by 1/60 s (scene runs) */
/* Before a frame: busy says the app would draw it anyway (a scene busy, input, an event),
 * art_pending that art is still being rasterised. True: this frame is measured. */
bool bench_frame_begin(bool busy, bool art_pending);
/* Runs fn(ctx), a measured frame: `valgrind --tool=callgrind
 * --toggle-collect=bench_measured_frame` counts the instructions of exactly those frames. */
void bench_measured_frame(void (*fn)(void *), void *ctx);
void bench_draw_start(void);     /* the older race bench measures from here */
void bench_first_present(void);  /* the first frame is on screen (presented and finished) */
bool bench_frame_end(double dt); /* after each frame: true when the benchmark is over, quit */
bool bench_idle_done(void);      /* 10 s of idle measured */
void bench_report(const char *scene, int w, int h, int draw_calls);

/* --scene bench:GAME:WHAT:N (services.c): measure N frames of a game's busy scene. state()
 * says whether frames may count (> 0), not yet (0) or the scene is over (< 0); need_busy: only
 * frames the app would draw anyway count, once the art has arrived; script: timed input to
 * play (NULL: none). */
void bench_scene_begin(const char *game, const char *what, int players, int frames,
                       int (*state)(void), bool need_busy, const char *script);
const char *bench_script(void); /* the scene run's input script, NULL if none */
/* --scene bench-race:N: N frames of a race of `players` bots of `game` while racing() > 0,
 * real time between frames (bench.c). */
void bench_race_begin(int frames, int (*racing)(void), const char *game, int players);

/* p in 0..100 of n values (nearest rank below, as the older benches did); 0 when n is 0 */
double bench_percentile(const double *v, int n, int p);

/* --bench-input GAME:WHAT (bench_input.c): input to photons on a game's board. */
bool bench_input_load(const char *script_path, char *why, size_t n);
bool bench_input_on(void);
void bench_input_first_present(void); /* the script's clock starts */
void bench_input_frame_poll(void);    /* a frame starts: its events are polled now */
void bench_input_frame_drawn(void);   /* drawn, not yet presented: its pixels are read */
bool bench_input_presented(void);     /* presented and finished: true when the run is over */
bool bench_input_waiting(void);       /* the benchmark needs the next frame */
void bench_input_report(const char *scene);

#endif
