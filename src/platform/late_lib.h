/* late_lib.h: a shared library opened when it is first needed instead of at launch. SDL2_mixer
 * and SDL2_image bring some forty libraries of their own (codecs, synthesisers, sound servers);
 * loading and relocating them at launch cost about 10 ms before the first frame, for sound that
 * starts after it and art drawn on a worker thread. The library is Debian's (the package
 * depends on it); when it cannot be opened the caller runs without it (silence, no art). */
#ifndef CITYBOX_LATE_LIB_H
#define CITYBOX_LATE_LIB_H
#include <SDL.h>
#include <stdbool.h>

/* One function: its name in the library and the address of the function pointer to set. */
typedef struct late_sym {
    const char *name;
    void *slot; /* e.g. &mix.Volume, where mix.Volume is int (*)(int, int) */
} late_sym;

typedef struct late_lib {
    const char *soname; /* "libSDL2_mixer-2.0.so.0" */
    const late_sym *syms;
    int nsyms;
    SDL_SpinLock lock;
    int state; /* 0 not tried, 1 open, -1 could not be opened (tried once) */
    void *handle;
} late_lib;

/* Opens the library and sets every function pointer, once (any thread); true when all are
 * set. A failure is logged once and repeated as false. The library stays loaded until exit
 * (unloading codec libraries that keep state of their own is not worth its risks). */
bool late_lib_open(late_lib *lib);

#endif
