/* megacity_bump.c: the nudge the city's buildings feel when a platform docks beside them. Each
 * neighbour's tower is played under physics frame by frame with the rules' own sequence
 * (mega_bump_*: the same as mega_sim_bump, which the bots use), so what falls on screen is what
 * the `shaken` action records. While it plays, the city is drawn from the live poses; elements
 * that fell vanish into the sea. After a human's delivery the board submits a `shaken` action
 * for each neighbour that lost elements; a bot submits its own (mega_sim_shaken). */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <string.h>

void mgb_bump_free(mgb *b)
{
    for (int i = 0; i < b->nbump; i++) mega_bump_end(&b->bumps[i]);
    b->nbump = 0;
}

void mgb_bump_start(mgb *b, int cell, int seat, bool submit)
{
    mgb_bump_free(b);
    const mega_state *s = mgb_state(b);
    b->bump_cell = cell;
    b->bump = 1; /* the ring that shows who felt it */
    b->bump_seat = seat;
    b->bump_submit = submit;
    b->bump_acc = 0;
    b->bump_heard = false;
    for (int c = 0; c < MEGA_CELLS && b->nbump < MGB_MAX_BUMPS; c++) {
        int plat = mega_bump_neighbour(s, cell, c);
        if (!plat) continue;
        mega_bump *m = &b->bumps[b->nbump];
        mega_bump_start(m, s, plat, mega_bump_dir(cell, c));
        if (m->w) b->nbump++;
    }
}

/* Every nudge has played out: record what fell, then let go of the worlds. */
static void finish(mgb *b)
{
    for (int i = 0; i < b->nbump && b->bump_submit; i++) {
        unsigned fell = mega_bump_fell(&b->bumps[i]);
        if (!fell) continue;
        char why[GAME_REASON_LEN];
        b->own_submit = true;
        play_submit(b->p, b->bump_seat, mega_encode_shaken(b->bumps[i].plat, fell), why,
                    sizeof why);
        b->own_submit = false;
        b->hash = 0;
    }
    if (b->bump_heard) ui_toast(_("The bump brought a neighbour's building down!"), UI_TOAST_BAD);
    mgb_bump_free(b);
}

void mgb_bump_tick(mgb *b, double dt)
{
    if (!b->nbump) return;
    b->bump_acc += dt;
    bool running = true;
    for (int steps = 0; b->bump_acc >= PHYS_FRAME_DT && running && steps < 12; steps++) {
        b->bump_acc -= PHYS_FRAME_DT;
        running = false;
        for (int i = 0; i < b->nbump; i++) running |= mega_bump_step(&b->bumps[i]);
    }
    for (int i = 0; i < b->nbump && !b->bump_heard; i++)
        if (mega_bump_fell(&b->bumps[i])) {
            snd_play(SND_COLLAPSE);
            b->bump_heard = true;
        }
    if (!running) finish(b);
}

bool mgb_bump_busy(const mgb *b)
{
    return b->nbump > 0;
}

const mega_state *mgb_bump_view(mgb *b, const mega_state *s)
{
    if (!b->nbump) return s;
    b->bump_view = *s;
    for (int i = 0; i < b->nbump; i++) {
        const mega_bump *m = &b->bumps[i];
        mega_plat *pl = &b->bump_view.plat[m->plat - 1];
        if (pl->n != m->n) continue; /* already changed by the rules */
        double px = phys_platform_x(m->w);
        int n = 0;
        for (int e = 0; e < m->n; e++) {
            if (phys_fell(m->w, e)) continue;
            phys_pose p = phys_element_pose(m->w, e);
            p.x -= px;
            mega_el_from_pose(pl->el[e].kind, p, &pl->el[n++]);
        }
        pl->n = (uint8_t)n;
    }
    return &b->bump_view;
}
