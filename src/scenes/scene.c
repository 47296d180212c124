/* scene.c: the scene stack. Pushes slide and fade in; pops play the same backwards, then the
 * scene is destroyed. Scenes under an opaque one are not drawn; those under another scene show
 * no tooltips. */
#include "scenes/scene.h"
#include "platform/settings.h"
#include "render/gfx.h"
#include "ui/ui.h"
#include <stdio.h>
#include <string.h>

enum { STACK_MAX = 16 };
static scene *stack[STACK_MAX];
static int depth;

static const double TRANSITION_SECONDS = 0.22;

static bool reduced_motion(void)
{
    return settings_get()->reduced_motion;
}

void scene_push(scene *s)
{
    if (!s) return;
    if (depth == STACK_MAX) {
        s->vt->destroy(s);
        return;
    }
    s->t_in = reduced_motion() ? 1.0f : 0.0f;
    s->closing = false;
    stack[depth++] = s;
    if (s->vt->enter) s->vt->enter(s);
}

/* Removes the scene at index i (usually the top; a scene that finished leaving may also sit
 * under one pushed meanwhile). The scene that becomes the top is told it resumes. */
static void destroy_at(int i)
{
    scene *s = stack[i];
    bool was_top = i == depth - 1;
    for (int k = i; k < depth - 1; k++) stack[k] = stack[k + 1];
    stack[--depth] = NULL;
    if (s->vt->leave) s->vt->leave(s);
    s->vt->destroy(s);
    if (was_top && depth > 0 && stack[depth - 1]->vt->resume)
        stack[depth - 1]->vt->resume(stack[depth - 1]);
}

static void destroy_top(void)
{
    destroy_at(depth - 1);
}

/* Pops the topmost scene that is not already leaving (so two quick pops close two scenes).
 * With reduced motion, scenes leave at once, those already leaving first. */
void scene_pop(void)
{
    int i = depth - 1;
    while (i >= 0 && stack[i]->closing) i--;
    if (i < 0) return;
    if (reduced_motion()) {
        while (depth > i) destroy_top();
        return;
    }
    stack[i]->closing = true; /* finishes in scene_tick */
}

void scene_replace(scene *s)
{
    if (depth > 0) destroy_top();
    scene_push(s);
}

void scene_pop_to(const char *name)
{
    while (depth > 0 && strcmp(stack[depth - 1]->vt->name, name) != 0) destroy_top();
}

scene *scene_top(void)
{
    /* a closing scene no longer takes input: the one below it does */
    for (int i = depth - 1; i >= 0; i--)
        if (!stack[i]->closing) return stack[i];
    return NULL;
}

int scene_depth(void)
{
    return depth;
}

bool scene_dispatch(const in_event *ev)
{
    scene *s = scene_top();
    return s && s->vt->event ? s->vt->event(s, ev) : false;
}

void scene_skip_entrances(void)
{
    for (int i = 0; i < depth; i++)
        if (!stack[i]->closing) stack[i]->t_in = 1.0f;
}

void scene_tick(double dt)
{
    float step = (float)(dt / TRANSITION_SECONDS);
    for (int i = 0; i < depth; i++) {
        scene *s = stack[i];
        if (s->closing)
            s->t_in -= step;
        else if (s->t_in < 1.0f)
            s->t_in = s->t_in + step > 1.0f ? 1.0f : s->t_in + step;
    }
    /* finished exits, top first */
    for (int i = depth - 1; i >= 0; i--)
        if (stack[i]->closing && stack[i]->t_in <= 0.0f) destroy_at(i);
    for (int i = 0; i < depth; i++)
        if (stack[i]->vt->tick && !stack[i]->closing) stack[i]->vt->tick(stack[i], dt);
}

void scene_draw(float alpha)
{
    int first = 0;
    for (int i = depth - 1; i >= 0; i--)
        if (stack[i]->vt->opaque && stack[i]->t_in >= 1.0f && !stack[i]->closing) {
            first = i;
            break;
        }
    for (int i = first; i < depth; i++) {
        /* a scene drawn over others is modal: only the top one's widgets show tooltips */
        if (i > first) ui_tooltip_block();
        if (stack[i]->vt->draw) stack[i]->vt->draw(stack[i], alpha);
    }
}

bool scene_busy(void)
{
    for (int i = 0; i < depth; i++) {
        scene *s = stack[i];
        if (s->closing || s->t_in < 1.0f) return true;
        if (s->vt->busy && s->vt->busy(s)) return true;
    }
    return false;
}

void scene_clear(void)
{
    while (depth > 0) destroy_top();
}

void scene_relabel(void)
{
    for (int i = 0; i < depth; i++)
        if (stack[i]->vt->enter) stack[i]->vt->enter(stack[i]);
}

const char *scene_stack_names(char *buf, int n)
{
    int used = 0;
    buf[0] = 0;
    for (int i = 0; i < depth && used < n; i++)
        used += snprintf(buf + used, (size_t)(n - used), "%s%s", i ? ">" : "", stack[i]->vt->name);
    return buf;
}
