/* bench_input.c: `citybox --bench-input GAME:WHAT`, input to photons. The app runs as a player
 * runs it (real time, its own idle waits and frame pacing) on a game's board, and a thread
 * plays a timed script of mouse events into SDL's queue at their wall-clock times, as a real
 * mouse would: between frames, during one, or while the app sleeps. For each event the script
 * measures, the latency is from the moment it entered the queue to the end of the present
 * (swap and glFinish) of the first frame whose pixels around the pointer differ from the last
 * frame drawn before it: a counter lifted or following a drag, a button pressed, a tile
 * landing. The pixels are read back from the frame about to be presented (the squares of
 * BENCH_INPUT_BOX points round the pointer before and after the event, and what lies between),
 * so what counts is what the screen shows, whatever part of the program drew it. Prints
 * {"bench":"input",...}; tools/bench_input.sh runs every game's board.
 *
 * Script (tests/bench/GAME-input.script): lines "SECONDS down|move|up X Y [quiet]", the time
 * from the first frame presented, X Y in window points; "quiet" events are played but not
 * measured (a press on empty space shows nothing). Measured events must be at least 100 ms
 * apart, so that each one's frames are its own. */
#include "app/app.h"
#include "app/bench.h"
#include "core/fsutil.h"
#include "core/log.h"
#include "platform/platform.h"
#include <SDL.h>
#include <math.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    BENCH_INPUT_MAX = 512, /* events in a script */
    BENCH_INPUT_BOX = 96,  /* points: the square around the pointer that is compared */
};
#define BENCH_INPUT_GIVE_UP 1.0 /* s: an event that shows nothing by then is counted as such */

typedef struct in_line {
    double t; /* s after the first frame */
    int kind; /* 0 move, 1 down, 2 up */
    float x, y;
    bool measured;
} in_line;

static struct {
    bool on;
    in_line ev[BENCH_INPUT_MAX];
    int n;
    Uint64 freq, start; /* perf counter: the first frame presented */
    SDL_Thread *thread;
    SDL_atomic_t pushed; /* events pushed so far (the thread's progress) */
    SDL_atomic_t ready;  /* 1 + the measured event whose picture before it has been read */
    Uint64 push_at[BENCH_INPUT_MAX];
    int cur;       /* the measured event being followed */
    bool have_ref; /* ref: its square in the last frame drawn before it was pushed */
    uint8_t *ref, *now;
    size_t cap, ref_bytes;
    Uint64 frame_poll; /* this frame's event poll */
    bool frame_shows;  /* this frame shows the followed event's effect */
    double lat[BENCH_INPUT_MAX];
    int nlat, shown_nothing;
    bool done;
} I;

static double secs(Uint64 a, Uint64 b)
{
    return (double)(b - a) / (double)I.freq;
}

bool bench_input_load(const char *path, char *why, size_t n)
{
    size_t len;
    char *text = fs_read_all(path, &len);
    if (!text) return snprintf(why, n, "cannot read %s", path), false;
    I.n = 0;
    double last_measured = -1;
    int lineno = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char kind[16] = "", quiet[16] = "";
        in_line l = {0};
        int got = sscanf(line, " %lf %15s %f %f %15s", &l.t, kind, &l.x, &l.y, quiet);
        if (got <= 0) continue;
        l.kind = strcmp(kind, "move") == 0 ? 0 : strcmp(kind, "down") == 0 ? 1 : 2;
        l.measured = got == 4;
        if (got < 4 || (got == 5 && strcmp(quiet, "quiet") != 0) ||
            (l.kind == 2 && strcmp(kind, "up") != 0) || I.n == BENCH_INPUT_MAX ||
            (I.n > 0 && l.t < I.ev[I.n - 1].t) || (l.measured && l.t < last_measured + 0.099)) {
            snprintf(why, n, "%s line %d: cannot read it (or out of order, or too close)", path,
                     lineno);
            free(text);
            return false;
        }
        if (l.measured) last_measured = l.t;
        I.ev[I.n++] = l;
    }
    free(text);
    I.on = I.n > 0;
    if (!I.on) snprintf(why, n, "%s: no events", path);
    return I.on;
}

bool bench_input_on(void)
{
    return I.on;
}

static void push(const in_line *l)
{
    if (l->kind == 0)
        script_push_mouse_motion(l->x, l->y);
    else
        script_push_mouse_button(l->x, l->y, l->kind == 1, SDL_BUTTON_LEFT);
}

/* The mouse: each event at its time, its push time kept before it enters the queue. A measured
 * event also waits until the app has read the picture before it (a loaded machine may still be
 * drawing the last one's effect): the rest of the script moves later by as much, so a drag keeps
 * its pace, and no event is lost to a frame that was never read. */
static int injector(void *unused)
{
    (void)unused;
    double shift = 0; /* s: how much later than written the script now runs */
    for (int i = 0; i < I.n; i++) {
        if (I.ev[i].measured) {
            double asked = secs(I.start, SDL_GetPerformanceCounter());
            while (SDL_AtomicGet(&I.ready) <= i &&
                   secs(I.start, SDL_GetPerformanceCounter()) - asked < BENCH_INPUT_GIVE_UP * 5)
                SDL_Delay(1);
            double late = secs(I.start, SDL_GetPerformanceCounter()) - (I.ev[i].t + shift);
            if (late > 0) shift += late;
        }
        for (;;) {
            double ahead = I.ev[i].t + shift - secs(I.start, SDL_GetPerformanceCounter());
            if (ahead <= 0) break;
            if (ahead > 0.002)
                SDL_Delay((Uint32)((ahead - 0.001) * 1000.0));
            else
                SDL_Delay(0); /* the last millisecond: yield, do not oversleep */
        }
        I.push_at[i] = SDL_GetPerformanceCounter();
        SDL_AtomicSet(&I.pushed, i + 1);
        push(&I.ev[i]);
    }
    return 0;
}

void bench_input_first_present(void)
{
    if (!I.on || I.thread) return;
    I.freq = SDL_GetPerformanceFrequency();
    I.start = SDL_GetPerformanceCounter();
    I.cur = -1;
    I.thread = SDL_CreateThread(injector, "citybox-bench-input", NULL);
    if (!I.thread) LOG_E("bench-input: no thread (%s)", SDL_GetError());
}

/* The next measured event at or after i (I.n when none). */
static int next_measured(int i)
{
    while (i < I.n && !I.ev[i].measured) i++;
    return i;
}

void bench_input_frame_poll(void)
{
    if (I.on) I.frame_poll = SDL_GetPerformanceCounter();
}

/* The followed event's square in the frame drawn (before it is presented). */
void bench_input_frame_drawn(void)
{
    I.frame_shows = false;
    if (!I.on || !I.thread || I.done) return;
    if (I.cur < 0) I.cur = next_measured(0), I.have_ref = false;
    if (I.cur >= I.n) return;
    int fw, fh, ww, wh;
    plat_drawable_size(&fw, &fh);
    plat_window_size(&ww, &wh);
    float sx = ww > 0 ? (float)fw / (float)ww : 1, sy = wh > 0 ? (float)fh / (float)wh : 1;
    /* the square round the pointer before the event and the one after, and what lies between:
     * where what the pointer holds starts to move (a counter eased towards the pointer shows
     * the move first where it was) */
    const in_line *l = &I.ev[I.cur], *was = I.cur > 0 ? &I.ev[I.cur - 1] : l;
    float half = (float)BENCH_INPUT_BOX * 0.5f;
    float x0 = fminf(l->x, was->x) - half, x1 = fmaxf(l->x, was->x) + half;
    float y0 = fminf(l->y, was->y) - half, y1 = fmaxf(l->y, was->y) + half;
    int x = (int)(x0 * sx), w = (int)((x1 - x0) * sx), h = (int)((y1 - y0) * sy);
    int y = fh - (int)(y1 * sy); /* GL rows go up */
    w = w > fw ? fw : w;
    h = h > fh ? fh : h;
    x = x < 0 ? 0 : x + w > fw ? fw - w : x;
    y = y < 0 ? 0 : y + h > fh ? fh - h : y;
    size_t bytes = (size_t)w * (size_t)h * 4;
    if (bytes > I.cap) {
        free(I.ref);
        free(I.now);
        I.ref = malloc(bytes), I.now = malloc(bytes);
        I.cap = I.ref && I.now ? bytes : 0;
    }
    if (!I.cap) return;
    if (I.have_ref && bytes != I.ref_bytes) I.have_ref = false; /* the window changed size */
    I.ref_bytes = bytes;
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(x, y, w, h, GL_RGBA, GL_UNSIGNED_BYTE, I.now);
    /* was the event in the queue when this frame polled? */
    bool after = SDL_AtomicGet(&I.pushed) > I.cur && I.push_at[I.cur] <= I.frame_poll;
    if (!after) { /* the picture before it */
        memcpy(I.ref, I.now, bytes);
        I.have_ref = true;
        SDL_AtomicSet(&I.ready, I.cur + 1);
        return;
    }
    if (!I.have_ref) { /* pushed before any frame was read for it: it cannot be judged */
        I.shown_nothing++;
        I.cur = next_measured(I.cur + 1);
        I.have_ref = false;
        return;
    }
    I.frame_shows = memcmp(I.ref, I.now, bytes) != 0;
}

/* After the present of a frame (swapped and finished). True when the run is over. */
bool bench_input_presented(void)
{
    if (!I.on || !I.thread || I.done) return I.done;
    Uint64 now = SDL_GetPerformanceCounter();
    if (I.cur >= 0 && I.cur < I.n && SDL_AtomicGet(&I.pushed) > I.cur) {
        double waited = secs(I.push_at[I.cur], now);
        if (I.frame_shows || waited > BENCH_INPUT_GIVE_UP) {
            if (getenv("CITYBOX_BENCH_INPUT_DEBUG"))
                fprintf(stderr, "bench-input: event %d (%s at %.0f,%.0f): %s after %.1f ms\n",
                        I.cur,
                        I.ev[I.cur].kind == 0   ? "move"
                        : I.ev[I.cur].kind == 1 ? "down"
                                                : "up",
                        (double)I.ev[I.cur].x, (double)I.ev[I.cur].y,
                        I.frame_shows ? "shown" : "nothing", waited * 1000.0);
            if (I.frame_shows)
                I.lat[I.nlat++] = waited * 1000.0;
            else
                I.shown_nothing++, LOG_W("bench-input: event %d showed nothing", I.cur);
            I.cur = next_measured(I.cur + 1);
            I.have_ref = false;
        }
    }
    /* over when every event was played and every measured one followed */
    I.done = SDL_AtomicGet(&I.pushed) == I.n && I.cur >= I.n;
    return I.done;
}

/* Frames the benchmark needs although nothing moves: one to take the picture before the next
 * event (the app may go to sleep right after showing the last one), and every frame while an
 * event pushed has not shown yet (an event that shows nothing would otherwise wait forever). */
bool bench_input_waiting(void)
{
    if (!I.on || !I.thread || I.done) return false;
    if (I.cur < 0) return true;
    return I.cur < I.n && (!I.have_ref || SDL_AtomicGet(&I.pushed) > I.cur);
}

void bench_input_report(const char *scene)
{
    if (!I.on) return;
    if (I.thread) SDL_WaitThread(I.thread, NULL);
    I.thread = NULL;
    double p50 = bench_percentile(I.lat, I.nlat, 50), p95 = bench_percentile(I.lat, I.nlat, 95);
    double max = bench_percentile(I.lat, I.nlat, 100);
    printf("{\"bench\":\"input\",\"scene\":\"%s\",\"events\":%d,\"measured\":%d,"
           "\"showed_nothing\":%d,\"latency_ms_p50\":%.2f,\"latency_ms_p95\":%.2f,"
           "\"latency_ms_max\":%.2f,\"budget_ms_p95\":20}\n",
           scene, I.n, I.nlat, I.shown_nothing, p50, p95, max);
    fflush(stdout);
    free(I.ref);
    free(I.now);
    I.ref = I.now = NULL;
    I.cap = 0;
}
