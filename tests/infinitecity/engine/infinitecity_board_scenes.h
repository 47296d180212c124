/* infinitecity_board_scenes.h: Infinite City board tests started from a situation a game reaches (a chooser, the
 * last round, the end...): random games are played on a match, seat 1 a person and the others
 * bots, until a test's condition holds with seat 1 to act (or the game over); the match is
 * saved and resumed in the real play host (play_resume), as the menu's Resume does. */
#ifndef INFINITECITY_BOARD_SCENES_H
#define INFINITECITY_BOARD_SCENES_H
#include "infinitecity_board_fixture.h"

#include "core/rng.h"
#include "platform/platform.h"

/* A situation wanted at state s (the full state). */
typedef bool (*icbs_want)(const infinitecity_state *s);

/* The first save, over seeds from seed0, of a game of `players` in which want(s) holds; seat 1
 * a person with device ("mouse", "pad"), the others easy bots. prefer: a kind seat 1 plays when
 * it holds one (-1: none), so a power comes up often. NULL when none of 400 games got there. */
static inline char *icbs_find(int players, uint64_t seed0, const char *device, int prefer,
                              icbs_want want)
{
    const game_def *g = game_find("infinitecity");
    game_params p;
    game_params_default(g, &p, players);
    match_seat seats[GAME_MAX_PLAYERS];
    match_default_seats(g, players, seats);
    static const char *names[] = {"Alice", "Bob", "Chloé", "David", "Emma", "Félix"};
    for (int q = 0; q < players; q++) {
        snprintf(seats[q].name, sizeof seats[q].name, "%s", names[q]);
        seats[q].kind = q ? MATCH_BOT : MATCH_HUMAN;
        seats[q].level = MATCH_LEVEL_EASY;
        seats[q].colour = seats[q].symbol = q;
    }
    snprintf(seats[0].device, sizeof seats[0].device, "%s", device);
    static game_action list[GAME_MAX_ACTIONS];
    for (uint64_t seed = seed0; seed < seed0 + 400; seed++) {
        char why[256];
        match *m = match_create(g, &p, seats, seed, why, sizeof why);
        assert_non_null(m);
        rng_state r;
        rng_seed(&r, seed * 31 + 7);
        for (int n = 0; n < 4000; n++) {
            const infinitecity_state *s = match_state(m);
            if ((s->over || s->cur == 0) && want(s)) {
                char *json = match_save_json(m);
                match_destroy(m);
                return json;
            }
            if (s->over) break;
            int k = g->legal_actions(s, s->cur, list, GAME_MAX_ACTIONS), pick = -1;
            for (int i = 0; i < k && s->cur == 0 && prefer >= 0; i++)
                if (list[i] == infinitecity_act(INFINITECITY_OP_PLAY, prefer, 0, 0)) pick = i;
            game_action a = list[pick >= 0 ? pick : (int)rng_below(&r, (uint32_t)k)];
            assert_int_not_equal(match_apply(m, s->cur, a, why, sizeof why), GAME_REFUSED);
        }
        match_destroy(m);
    }
    return NULL;
}

/* The save json resumed in the play host (freed): written to /tmp/infinitecity_board_save_<name>.json, kept as
 * found (the app resumes it for screenshots), and played from a copy the host autosaves to. */
static inline scene *icbs_resume(char *json, const char *name)
{
    assert_non_null(json);
    char path[256];
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "/tmp/icb_%s_%s.json", k ? "play" : "save", name);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(json, f);
        fclose(f);
    }
    free(json);
    char why[256] = "";
    scene *s = play_resume(path, why, sizeof why);
    if (!s) fail_msg("play_resume: %s", why);
    scene_push(s);
    BT_P = (play *)s;
    for (int i = 0; i < 4; i++) bt_step();
    bt_frame();
    return s;
}

/* Frames and taps at the app's own scale for a bt_w x bt_h window (plat_frame_scale: 0.75 px a
 * unit at 640x360, so text of 16 units is 12 px), as the real window draws it; board_hands.h's
 * bt_frame keeps 1280 units across whatever the size. */
static bool icbs_app;

static inline float icbs_px(void)
{
    return icbs_app ? plat_frame_scale(bt_w, bt_h, 100) : bt_k();
}

/* A frame of the scenes (what a screenshot takes). */
static inline void icbs_draw(void)
{
    if (!icbs_app) {
        bt_frame();
        return;
    }
    gfx_begin_frame(bt_w, bt_h, icbs_px());
    gfx_clear(GFX_HEX(0x000000));
    scene_draw(1);
    ui_draw_overlay();
    gfx_end_frame();
}

static inline void icbs_flush_trace(void);
/* A frame of the scenes whose text icbs_drew reads. */
static inline void icbs_frame(void)
{
    icbs_draw();
    icbs_flush_trace();
}

/* The app's window of w x h: frames, the input's scale and taps to match (0: back to the
 * fixture's 1280 x 720). */
static inline void icbs_window(int w, int h)
{
    icbs_app = w > 0;
    bt_w = w > 0 ? w : 1280, bt_h = h > 0 ? h : 720;
    in_set_scale(1.0f / icbs_px() * (icbs_app ? 1.0f : bt_k()));
    icbs_draw();
}

static inline infinitecity_board_state *icbs_board(void)
{
    infinitecity_board_state *b = infinitecity_board_live();
    assert_non_null(b);
    icbs_draw();
    return b;
}

static inline void icbs_push(SDL_Event *e)
{
    SDL_PushEvent(e);
    fixture_step(BT_DT);
}

/* A mouse press and, some frames later, its release at logical (x, y). */
static inline void icbs_tap(float x, float y)
{
    float k = icbs_px();
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)lroundf(x * k), e.motion.y = (int)lroundf(y * k);
    icbs_push(&e);
    e = fixture_mouse_button(SDL_BUTTON_LEFT, true, x * k, y * k);
    icbs_push(&e);
    fixture_step(BT_DT);
    e = fixture_mouse_button(SDL_BUTTON_LEFT, false, x * k, y * k);
    icbs_push(&e);
    fixture_step(BT_DT);
}

/* The render layer hands over a frame's text once the next frame draws some: one more frame
 * with a word off screen makes the frame just drawn the "last complete" one. */
static inline void icbs_flush_trace(void)
{
    gfx_begin_frame(bt_w, bt_h, icbs_px());
    gfx_text_styled("x", -1000, -1000, 16, GFX_LEFT, GFX_REGULAR, GFX_HEX(0xFFFFFF));
    gfx_end_frame();
}

/* The texts of the last icbs_frame: whether one contains part (and its height in pixels). */
static inline bool icbs_drew(const char *part, float *px)
{
    const gfx_text_rec *rec;
    int n = gfx_text_traced(&rec);
    for (int i = 0; i < n; i++)
        if (strstr(rec[i].text, part)) {
            if (px) *px = rec[i].px;
            return true;
        }
    return false;
}

#endif
