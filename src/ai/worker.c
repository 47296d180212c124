/* worker.c: one background thread per bot seat, so the window keeps drawing while a bot thinks. */
#include "ai/ai_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef enum { W_IDLE, W_RUNNING, W_DONE } wstate;

struct ai_worker {
    pthread_mutex_t lock;
    pthread_t thread;
    bool joinable;
    wstate state;
    atomic_int cancel; /* read by the search every few playouts */
    void (*on_done)(void *user);
    void *user;
    /* The search's inputs, owned by the worker while it runs. */
    const game_def *g;
    void *view;
    size_t view_cap;
    int player;
    ai_level level;
    ai_budget budget;
    uint64_t seed;
    game_action result;
};

static void *run(void *arg)
{
    ai_worker *w = arg;
    game_action a = ai_choose(w->g, w->view, w->player, w->level, &w->budget, w->seed, &w->cancel);
    pthread_mutex_lock(&w->lock);
    bool cancelled = atomic_load(&w->cancel) != 0;
    if (!cancelled) {
        w->result = a;
        w->state = W_DONE;
    }
    void (*cb)(void *) = w->on_done;
    void *user = w->user;
    pthread_mutex_unlock(&w->lock);
    if (!cancelled && cb) cb(user);
    return NULL;
}

ai_worker *ai_worker_create(void)
{
    ai_worker *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    if (pthread_mutex_init(&w->lock, NULL) != 0) {
        free(w);
        return NULL;
    }
    return w;
}

static void join(ai_worker *w)
{
    if (w->joinable) pthread_join(w->thread, NULL);
    w->joinable = false;
}

void ai_worker_cancel(ai_worker *w)
{
    if (!w) return;
    atomic_store(&w->cancel, 1);
    join(w);
    w->state = W_IDLE;
}

void ai_worker_destroy(ai_worker *w)
{
    if (!w) return;
    ai_worker_cancel(w);
    pthread_mutex_destroy(&w->lock);
    free(w->view);
    free(w);
}

void ai_worker_set_on_done(ai_worker *w, void (*on_done)(void *user), void *user)
{
    pthread_mutex_lock(&w->lock);
    w->on_done = on_done;
    w->user = user;
    pthread_mutex_unlock(&w->lock);
}

bool ai_worker_start(ai_worker *w, const game_def *g, const void *view_state, int player,
                     ai_level level, const ai_budget *budget, uint64_t seed)
{
    if (!w || !g || !view_state || ai_worker_busy(w)) return false;
    join(w); /* a thread that finished and was collected, or was never started */
    if (w->view_cap < g->state_size) {
        void *v = realloc(w->view, g->state_size);
        if (!v) return false;
        w->view = v;
        w->view_cap = g->state_size;
    }
    memcpy(w->view, view_state, g->state_size);
    w->g = g;
    w->player = player;
    w->level = level;
    w->budget = budget ? *budget : (ai_budget){0, 0.0};
    w->seed = seed;
    atomic_store(&w->cancel, 0);
    w->state = W_RUNNING;
    if (pthread_create(&w->thread, NULL, run, w) != 0) {
        w->state = W_IDLE;
        return false;
    }
    w->joinable = true;
    return true;
}

bool ai_worker_poll(ai_worker *w, game_action *out)
{
    if (!w) return false;
    pthread_mutex_lock(&w->lock);
    bool done = w->state == W_DONE;
    game_action a = w->result;
    pthread_mutex_unlock(&w->lock);
    if (!done) return false;
    join(w); /* the thread has finished its work; joining costs nothing now */
    w->state = W_IDLE;
    if (out) *out = a;
    return true;
}

bool ai_worker_thinking(ai_worker *w)
{
    if (!w) return false;
    pthread_mutex_lock(&w->lock);
    bool running = w->state == W_RUNNING;
    pthread_mutex_unlock(&w->lock);
    return running;
}

bool ai_worker_busy(ai_worker *w)
{
    if (!w) return false;
    pthread_mutex_lock(&w->lock);
    bool busy = w->state != W_IDLE;
    pthread_mutex_unlock(&w->lock);
    return busy;
}
