/* late_lib.c: see late_lib.h. */
#include "platform/late_lib.h"
#include "core/log.h"
#include <string.h>

bool late_lib_open(late_lib *lib)
{
    SDL_AtomicLock(&lib->lock);
    if (lib->state == 0) {
        lib->handle = SDL_LoadObject(lib->soname);
        bool ok = lib->handle != NULL;
        for (int i = 0; ok && i < lib->nsyms; i++) {
            void *f = SDL_LoadFunction(lib->handle, lib->syms[i].name);
            ok = f != NULL;
            /* a function pointer set from the object pointer the loader returns, as POSIX's
             * dlsym intends (a cast between the two kinds is not ISO C) */
            if (ok) memcpy(lib->syms[i].slot, &f, sizeof f);
        }
        if (!ok) /* a library that opened stays, as an open one does: unloading codec
                  * libraries that set themselves up (OpenMP's runtime) leaks what they made */
            LOG_W("cannot load %s (%s): running without it", lib->soname, SDL_GetError());
        lib->state = ok ? 1 : -1;
    }
    bool ok = lib->state > 0;
    SDL_AtomicUnlock(&lib->lock);
    return ok;
}
