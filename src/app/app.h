/* app.h: the application layer: options from the command line, the main loop, scripted input
 * for UI tests, and the UI benchmark. */
#ifndef CB_APP_H
#define CB_APP_H
#include <stdbool.h>
#include <stdint.h>

typedef struct app_options {
    bool fullscreen, windowed;
    int width, height;
    const char *lang;       /* NULL: settings or system */
    const char *screenshot; /* save a PNG after the first stable frame (or --frames), exit */
    int frames;             /* with --screenshot: exactly after this many frames */
    const char *script;     /* timed input events (see script.c) */
    const char *scene;      /* start scene: "menu", "gallery", "settings", "setup:mycity"... */
    bool bench_ui;
    bool hidden;                                     /* no visible window (benchmarks) */
    bool club;                                       /* start in club mode's attract mode */
    double club_seconds_per_game, club_visitor_idle; /* 0: club mode's defaults */
} app_options;

typedef struct app_script app_script;

/* script.c */
app_script *script_load(const char *path, char *why, int n);
void script_free(app_script *s);
/* Runs the script events due at simulated time t (seconds): pushes SDL events, checks
 * expectations. Returns false once the script has ended (quit or last line done). */
bool script_step(app_script *s, double t);
int script_failures(const app_script *s);
/* A mouse event into SDL's queue, window points (also the input benchmark's mouse) */
void script_push_mouse_motion(float x, float y);
void script_push_mouse_button(float x, float y, bool down, int button);

/* loop.c */
int app_run(const app_options *o); /* opens the window, runs scenes until quit; exit code */
void app_screenshot_request(const char *path);     /* a PNG once nothing moves any more */
void app_screenshot_request_now(const char *path); /* the very next frame, busy or not */
double app_time(void);                             /* simulated seconds since start */

/* bench.c */
int app_bench_ui(const app_options *o);

#endif
