/* funcity_board_anim.c: chance on the table and pawns on the move. The dice tumble to the rules'
 * roll, the clock's hands turn through the press (10 or 20 minutes), SLOG jumps out of the clock
 * onto the red space, a PICKPOCKET! card is tossed and lands face up or down, and a pawn walks its
 * way space by space (faster on the bus). All of it is read from the states before and after an
 * action; with reduced motion everything lands at once and only the sounds remain. */
#include "audio/audio.h"
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <string.h>

enum { WALK_SPEED = 7, BUS_SPEED = 14 }; /* spaces a second */

void funcity_board_anim_reset(funcity_board_state *b)
{
    b->npath = 0;
    b->walk_seat = -1;
    b->walk_t = 0;
    b->clock_t = b->pop_t = b->toss_t = 1;
    for (int i = 0; i < 2; i++) b->dice[i].roll_left = 0, b->dice[i].shown = b->dice[i].face;
}

static void set_die(ui_dice *d, int face, bool motion)
{
    if (face < 1 || face > 6) return;
    if (motion) {
        ui_dice_roll(d, face);
    } else {
        d->face = d->shown = face;
        d->roll_left = 0;
    }
}

/* The way a pawn went from s0 to s1 on action a, as nodes (bus marks the bus ride). */
static int way(const funcity_state *s0, const funcity_state *s1, int q, game_action a, uint8_t *out,
               uint8_t *bus)
{
    int from = s0->pawn[q], to = s1->pawn[q], ty = FUNCITY_TYPE(a);
    if (ty == FUNCITY_A_GO && q == s0->cur) {
        int n = funcity_board_go_path(s0, q, to, out, bus, FUNCITY_BOARD_PATH);
        if (n >= 2 && out[n - 1] == to) return n;
    }
    bool riding = s0->step == FUNCITY_ST_WIN_BUS || (s0->ch_on && s0->ch_kind == FUNCITY_ZZZ);
    int a0 = funcity_board_route_index(from), z = funcity_board_route_index(to);
    if (riding && a0 >= 0 && z >= 0 && a0 != z) { /* Z-Z-Z: on to the end of the line */
        int n = 0, st = z > a0 ? 1 : -1;
        for (int i = a0;; i += st) {
            out[n] = funcity_board_route[i];
            bus[n++] = i != a0;
            if (i == z) break;
        }
        return n;
    }
    if (ty == FUNCITY_A_GO || ty == FUNCITY_A_BOARD || ty == FUNCITY_A_OBEY ||
        ty == FUNCITY_A_SLOG) {
        int n = funcity_path(from, to, out, FUNCITY_BOARD_PATH);
        if (n >= 2) {
            memset(bus, 0, (size_t)n);
            return n;
        }
    }
    out[0] = (uint8_t)from, out[1] = (uint8_t)to; /* a swap, a taxi: one hop */
    bus[0] = bus[1] = 0;
    return 2;
}

void funcity_board_anim_action(funcity_board_state *b, int seat, game_action a,
                               const funcity_state *s0, const funcity_state *s1)
{
    (void)seat;
    bool motion = !play_reduced_motion();
    bool sound = false;
    if (FUNCITY_TYPE(a) == FUNCITY_A_ROLL && s1->dice[0]) {
        set_die(&b->dice[0], s1->dice[0], motion);
        set_die(&b->dice[1], s1->dice[1], motion);
        if (!motion) snd_play(SND_DICE);
        sound = true;
    }
    if (s1->time != s0->time) {
        b->clock_from = s0->time;
        b->clock_to = s1->time;
        b->clock_t = motion ? 0 : 1;
        snd_play(SND_TICK);
        sound = true;
    }
    if (s1->slog_popped && s1->slog != s0->slog) {
        b->pop_t = motion ? 0 : 1;
        snd_play(SND_BELL);
        sound = true;
    }
    bool tossed = FUNCITY_TYPE(a) == FUNCITY_A_PICK ||
                  (FUNCITY_TYPE(a) == FUNCITY_A_PLAY && FUNCITY_X(a) == FUNCITY_PICKPOCKET) ||
                  (s0->ch_on && s0->ch_kind == FUNCITY_PICKPOCKET);
    if (s1->toss && tossed && !s1->ch_on) { /* the chain is over: the card was tossed */
        b->toss = s1->toss;
        b->toss_t = motion ? 0 : 1;
        snd_play(SND_ROTATE);
        sound = true;
    }
    for (int q = 0; q < s1->players; q++) {
        if (s0->pawn[q] == s1->pawn[q]) continue;
        if (b->npath && b->walk_seat >= 0 && b->walk_seat != q) continue; /* one walk at a time */
        b->npath = way(s0, s1, q, a, b->path, b->path_bus);
        b->walk_seat = q;
        b->walk_t = motion ? 0 : (float)b->npath;
        if (!motion) b->npath = 0;
        snd_play(SND_PICKUP);
        sound = true;
    }
    if (!sound) snd_play(SND_CLICK);
}

static float ease(float t)
{
    return t < 0.5f ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
}

void funcity_board_anim_tick(funcity_board_state *b, double dt)
{
    float f = (float)dt;
    for (int i = 0; i < 2; i++) ui_dice_tick(&b->dice[i], dt);
    if (b->clock_t < 1) b->clock_t = fminf(1, b->clock_t + f / 0.7f);
    if (b->pop_t < 1) b->pop_t = fminf(1, b->pop_t + f / 0.9f);
    if (b->toss_t < 1) b->toss_t = fminf(1, b->toss_t + f / 0.8f);
    if (b->npath >= 2) {
        int i = (int)b->walk_t;
        bool on_bus = i + 1 < b->npath && b->path_bus[i + 1];
        b->walk_t += f * (on_bus ? BUS_SPEED : WALK_SPEED);
        if ((int)b->walk_t != i && (int)b->walk_t < b->npath - 1) snd_play(SND_TICK);
        if (b->walk_t >= (float)(b->npath - 1)) {
            b->npath = 0;
            b->walk_seat = -1;
            snd_play(SND_DROP);
        }
    } else {
        b->npath = 0;
    }
}

bool funcity_board_anim_busy(const funcity_board_state *b)
{
    return b->npath >= 2 || b->clock_t < 1 || b->pop_t < 1 || b->toss_t < 1 ||
           ui_dice_rolling(&b->dice[0]) || ui_dice_rolling(&b->dice[1]);
}

bool funcity_board_walk_pos(const funcity_board_state *b, int seat, float *x, float *y)
{
    if (b->npath < 2 || seat != b->walk_seat) return false;
    int i = (int)b->walk_t;
    if (i >= b->npath - 1) i = b->npath - 2;
    float t = ease(fminf(1, b->walk_t - (float)i));
    float x0, y0, x1, y1;
    funcity_board_node_center(b, b->path[i], &x0, &y0);
    funcity_board_node_center(b, b->path[i + 1], &x1, &y1);
    float hop = b->path_bus[i + 1] ? 0 : sinf(t * 3.14159f) * b->c * 0.18f;
    *x = x0 + (x1 - x0) * t;
    *y = y0 + (y1 - y0) * t - hop;
    return true;
}

float funcity_board_clock_time(const funcity_board_state *b, const funcity_state *v)
{
    if (b->clock_t >= 1) return v->time;
    return b->clock_from + (b->clock_to - b->clock_from) * ease(b->clock_t);
}
