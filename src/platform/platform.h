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
/* The smallest window CityBox lets itself be made (points); a smaller --windowed grows to it. */
enum { PLAT_MIN_WINDOW_W = 640, PLAT_MIN_WINDOW_H = 360 };
/* Pixels per logical unit for a framebuffer of fb_w x fb_h pixels at ui_scale percent: the height
 * is 720 units at 100% (so 1280x720 pixels draw at 1.0), never fewer than 640 x 360 units at a
 * large UI scale, and never under PLAT_MIN_PX_PER_UNIT pixels a unit, so body text (20 units)
 * is at least 15 px and small text (16 units) 12 px: a small window gets a roomier layout, like a
 * larger interface size, instead of shrinking text out of legibility. */
#define PLAT_MIN_PX_PER_UNIT 0.75f
float plat_frame_scale(int fb_w, int fb_h, int ui_scale);
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
