/* gallery.h: the widget gallery scene (`citybox --gallery`): every ui widget on one screen. */
#ifndef CB_GALLERY_H
#define CB_GALLERY_H
#include "scenes/scene.h"

scene *scene_gallery_new(void); /* a new gallery scene, ready to push */

#endif
