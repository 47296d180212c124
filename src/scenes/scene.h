/* scene.h: scenes on a stack (menu, setup, game, pause, dialog, settings...). The top scene
 * gets input; scenes below an opaque one are not drawn. Pushes and pops animate (a short
 * slide and fade, off with reduced motion). */
#ifndef CB_SCENE_H
#define CB_SCENE_H
#include <stdbool.h>
#include "input/input.h"

typedef struct scene scene;

typedef struct scene_vt {
    const char *name;                            /* for logs and scripted tests: "menu" */
    bool opaque;                                 /* covers the whole screen */
    void (*enter)(scene *s);                     /* on push (and when the language changes) */
    void (*leave)(scene *s);                     /* on pop, before destroy */
    void (*resume)(scene *s);                    /* the scene above was popped */
    bool (*event)(scene *s, const in_event *ev); /* true: consumed */
    void (*tick)(scene *s, double dt);           /* fixed-rate simulation step */
    void (*draw)(scene *s, float alpha);         /* alpha: 0..1 between ticks, for interpolation */
    bool (*busy)(scene *s);                      /* true: something moves, keep drawing frames */
    void (*destroy)(scene *s);                   /* free the scene (and s itself) */
} scene_vt;

struct scene {
    const scene_vt *vt;
    float t_in;   /* 0..1 entrance animation, advanced by the stack */
    bool closing; /* popping: plays the exit animation then is destroyed */
};

void scene_push(scene *s);
void scene_pop(void);                /* pops the top scene (animated) */
void scene_replace(scene *s);        /* pop then push */
void scene_pop_to(const char *name); /* pops until the named scene is on top */
scene *scene_top(void);
int scene_depth(void);
bool scene_dispatch(const in_event *ev);
/* The scenes on the stack are there at once, without their entrance (the first screen at launch:
 * its first frame shows it, where a fade from nothing showed an empty frame first). */
void scene_skip_entrances(void);
void scene_tick(double dt);
void scene_draw(float alpha);
bool scene_busy(void);
void scene_clear(void);                          /* destroys every scene (shutdown) */
void scene_relabel(void);                        /* calls enter() again on all: language changed */
const char *scene_stack_names(char *buf, int n); /* "menu>setup": for tests and logs */

#endif
