/* bare_window.c: the baseline for the start-up budget: a bare SDL2 + OpenGL 3.3 core window
 * that clears and presents one frame, then prints the wall-clock time of that moment (the bench
 * script subtracts its launch time, as for `citybox --bench-ui`) and the CPU cost of empty
 * frames. Not part of the game. */
#include <SDL.h>
#include <epoxy/gl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void)
{
    SDL_Init(SDL_INIT_VIDEO);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_Window *w = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1920,
                                     1080, SDL_WINDOW_OPENGL);
    SDL_GLContext c = SDL_GL_CreateContext(w);
    if (!w || !c) return 1;
    glClearColor(0.1f, 0.2f, 0.3f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    SDL_GL_SwapWindow(w);
    glFinish();
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now); /* the bench script subtracts its launch time */
    long long first_ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
    /* the floor under any frame: clear and present 120 empty frames, CPU time each */
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    for (int i = 0; i < 120; i++) {
        glClear(GL_COLOR_BUFFER_BIT);
        SDL_GL_SwapWindow(w);
        glFinish();
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    double per =
        ((double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6) / 120;
    printf("{\"bench\":\"bare_window\","
           "\"first_frame_realtime_ns\":%lld,\"empty_frame_cpu_ms\":%.2f}\n",
           first_ns, per);
    SDL_GL_DeleteContext(c);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
