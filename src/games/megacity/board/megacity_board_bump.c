/* megacity_board_bump.c: the nudge the city's buildings feel when a platform docks beside them.
 * Each neighbour's tower is played under physics frame by frame with the rules' own sequence
 * (megacity_bump_*: the same as megacity_sim_bump, which the bots use), so what falls on screen is
 * what the `shaken` action records. While it plays, the city is drawn from the live poses; elements
 * that fell vanish into the sea. After a human's delivery the board submits a `shaken` action
 * for each neighbour that lost elements; a bot submits its own (megacity_sim_shaken). */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <string.h>

void megacity_board_bump_free(megacity_board_data *b)
{
    for (int i = 0; i < b->nbump; i++) megacity_bump_end(&b->bumps[i]);
    b->nbump = 0;
}

void megacity_board_bump_start(megacity_board_data *b, int cell, int seat, bool submit)
{
    megacity_board_bump_free(b);
    const megacity_state *s = megacity_board_state(b);
    b->bump_cell = cell;
    b->bump = 1; /* the ring that shows who felt it */
    b->bump_seat = seat;
    b->bump_submit = submit;
    b->bump_acc = 0;
    b->bump_heard = false;
    for (int c = 0; c < MEGACITY_CELLS && b->nbump < MEGACITY_BOARD_MAX_BUMPS; c++) {
        int plat = megacity_bump_neighbour(s, cell, c);
        if (!plat) continue;
        megacity_bump *m = &b->bumps[b->nbump];
        megacity_bump_start(m, s, plat, megacity_bump_dir(cell, c));
        if (m->w) b->nbump++;
    }
}

/* Every nudge has played out: record what fell, then let go of the worlds. */
static void finish(megacity_board_data *b)
{
    for (int i = 0; i < b->nbump && b->bump_submit; i++) {
        unsigned fell = megacity_bump_fell(&b->bumps[i]);
        if (!fell) continue;
        char why[GAME_REASON_LEN];
        b->own_submit = true;
        play_submit(b->p, b->bump_seat, megacity_encode_shaken(b->bumps[i].plat, fell), why,
                    sizeof why);
        b->own_submit = false;
        b->hash = 0;
    }
    if (b->bump_heard) ui_toast(_("The bump brought a neighbour's building down!"), UI_TOAST_BAD);
    megacity_board_bump_free(b);
}

void megacity_board_bump_tick(megacity_board_data *b, double dt)
{
    if (!b->nbump) return;
    b->bump_acc += dt;
    bool running = true;
    for (int steps = 0; b->bump_acc >= MEGACITY_PHYSICS_FRAME_DT && running && steps < 12;
         steps++) {
        b->bump_acc -= MEGACITY_PHYSICS_FRAME_DT;
        running = false;
        for (int i = 0; i < b->nbump; i++) running |= megacity_bump_step(&b->bumps[i]);
    }
    for (int i = 0; i < b->nbump && !b->bump_heard; i++)
        if (megacity_bump_fell(&b->bumps[i])) {
            snd_play(SND_COLLAPSE);
            b->bump_heard = true;
        }
    if (!running) finish(b);
}

bool megacity_board_bump_busy(const megacity_board_data *b)
{
    return b->nbump > 0;
}

const megacity_state *megacity_board_bump_view(megacity_board_data *b, const megacity_state *s)
{
    if (!b->nbump) return s;
    b->bump_view = *s;
    for (int i = 0; i < b->nbump; i++) {
        const megacity_bump *m = &b->bumps[i];
        megacity_plat *pl = &b->bump_view.plat[m->plat - 1];
        if (pl->n != m->n) continue; /* already changed by the rules */
        double px = megacity_physics_platform_x(m->w);
        int n = 0;
        for (int e = 0; e < m->n; e++) {
            if (megacity_physics_fell(m->w, e)) continue;
            megacity_physics_pose p = megacity_physics_element_pose(m->w, e);
            p.x -= px;
            megacity_el_from_pose(pl->el[e].kind, p, &pl->el[n++]);
        }
        pl->n = (uint8_t)n;
    }
    return &b->bump_view;
}
