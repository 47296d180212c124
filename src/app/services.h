/* services.h: what the app offers the scenes: start scenes by name, start and resume matches,
 * notices. Fills the scene hooks (scenes.h). */
#ifndef CB_SERVICES_H
#define CB_SERVICES_H
#include <stdbool.h>

void services_init(void);
void services_shutdown(void);
bool services_start_scene(const char *name); /* "menu", "gallery", "setup:mycity"... */
void services_notice(const char *message);   /* a modal notice with an OK button */
const char *services_autosave_path(void);    /* older versions' single autosave.json */

#endif
