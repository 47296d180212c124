/* scene.c: the scene stack. Pushes slide and fade in; pops play the same backwards, then the
 * scene is destroyed. Scenes under an opaque one are not drawn. */
#include "scenes/scene.h"
#include "platform/settings.h"
#include "render/gfx.h"
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

static void destroy_top(void)
{
    scene *s = stack[--depth];
    stack[depth] = NULL;
    if (s->vt->leave) s->vt->leave(s);
    s->vt->destroy(s);
    if (depth > 0 && stack[depth - 1]->vt->resume) stack[depth - 1]->vt->resume(stack[depth - 1]);
}

void scene_pop(void)
{
    if (depth == 0) return;
    scene *s = stack[depth - 1];
    if (reduced_motion() || s->closing) {
        destroy_top();
        return;
    }
    s->closing = true; /* finishes in scene_tick */
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
    while (depth > 0 && stack[depth - 1]->closing && stack[depth - 1]->t_in <= 0.0f) destroy_top();
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
    for (int i = first; i < depth; i++)
        if (stack[i]->vt->draw) stack[i]->vt->draw(stack[i], alpha);
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
