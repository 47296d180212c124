/* platform.h: the window, the GL 3.3 context, paths and fatal errors. */
#ifndef CB_PLATFORM_H
#define CB_PLATFORM_H
#include <stdbool.h>

typedef struct plat_desc {
    const char *title;
    int width, height; /* window size in points */
    bool fullscreen;
    bool hidden; /* headless runs: no need to show (offscreen driver) */
} plat_desc;

bool plat_init(const plat_desc *d); /* SDL video + GL 3.3 core; message box if it fails */
void plat_init_late(void);          /* after the first frame: gamepads */
void plat_shutdown(void);
void plat_swap(void);
void plat_drawable_size(int *w, int *h); /* framebuffer pixels */
void plat_window_size(int *w, int *h);   /* window points */
void plat_set_fullscreen(bool on);
bool plat_fullscreen(void);
void plat_request_quit(void);
bool plat_quit_requested(void);
void plat_wake(void); /* wakes the event wait (from a worker thread) */
/* paths.c: every folder ends with '/'; see paths.c for the XDG layout */
const char *plat_pref_dir(void);   /* saves: SDL_GetPrefPath ($XDG_DATA_HOME) */
const char *plat_config_dir(void); /* settings: $XDG_CONFIG_HOME/citybox/ */
const char *plat_state_dir(void);  /* the log: $XDG_STATE_HOME/citybox/ */
const char *plat_data_dir(void);   /* folder with data/, shaders/, sounds/ */
const char *plat_locale_dir(void);
_Noreturn void plat_fatal(const char *fmt, ...); /* log + alert, then exit(1) */
/* alert.c: shows msg in a message box over parent (may be NULL), or with the desktop's dialog
 * tools when SDL cannot; the caller has logged it (stderr and the log file) already. */
struct SDL_Window;
void plat_alert(const char *msg, struct SDL_Window *parent);

#endif
