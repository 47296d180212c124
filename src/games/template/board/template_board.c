/* template_board.c: "Stone pile"'s board, the smallest complete board and the one a new game's
 * board starts from. It draws the view it is given (the pile, each player's stones, the viewer's
 * own hand; the other hand face down), offers the acting human a button per legal action (the
 * rules' own legal list, so the board never decides what is legal), and submits the one pressed
 * through the play host, which applies it, animates nothing here, autosaves and runs the bots.
 * Everything a player needs is read from the view: no rule is computed here. */
#include "core/i18n.h"
#include "games/template/rules/template.h"
#include "play/play.h"
#include "ui/ui.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { TB_BUTTONS = 4 };

typedef struct template_board_state {
    play *p;
    ui_button act[TB_BUTTONS];
    game_action action[TB_BUTTONS];
    char label[TB_BUTTONS][64];
    int nact, seat; /* the buttons belong to this seat's turn (-1: nobody's here) */
} template_board_state;

static void *board_create(play *p)
{
    template_board_state *b = calloc(1, sizeof *b);
    if (b) b->p = p, b->seat = -1;
    return b;
}

static void board_destroy(void *vb)
{
    free(vb);
}

/* The buttons: one per legal action of the seat to move, when that seat is a human here. */
static void sync_buttons(template_board_state *b, const template_state *v, gfx_rect area)
{
    const game_def *g = play_game(b->p);
    game_action legal[8];
    int seat = v->pile > 0 ? v->to_move : -1, n = 0;
    if (seat >= 0 && (play_human_mask(b->p) >> seat & 1) && play_viewer(b->p) == seat)
        n = g->legal_actions(v, seat, legal, 8);
    b->seat = seat;
    b->nact = n < TB_BUTTONS ? n : TB_BUTTONS;
    float w = fminf(240, (area.w - 40) / (float)(b->nact ? b->nact : 1)) - 12;
    float x = area.x + (area.w - (w + 12) * (float)b->nact + 12) / 2;
    for (int i = 0; i < b->nact; i++) {
        int kind = template_act_kind(legal[i]), val = template_act_value(legal[i]);
        if (kind == TEMPLATE_ACT_TAKE)
            snprintf(b->label[i], sizeof b->label[i], _("Take %d"), val);
        else
            snprintf(b->label[i], sizeof b->label[i], _("Play a %d: take %d"), val, val + 1);
        if (b->action[i] != legal[i] || !b->act[i].label)
            ui_button_init(&b->act[i], (gfx_rect){0}, b->label[i],
                           kind == TEMPLATE_ACT_TAKE ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
        b->act[i].label = b->label[i];
        b->action[i] = legal[i];
        b->act[i].base.rect = (gfx_rect){x + (float)i * (w + 12), area.y + area.h - 76, w, 56};
    }
}

static void draw_card(gfx_rect r, int value)
{
    gfx_rrect(r, 10, value ? UI_COL_PANEL : UI_COL_ACCENT_LO);
    gfx_rrect_outline(r, 10, 2, UI_COL_PANEL_EDGE);
    if (value) {
        char t[8];
        snprintf(t, sizeof t, "%d", value);
        gfx_text_styled(t, r.x + r.w / 2, r.y + r.h / 2, fminf(40, r.h * 0.4f),
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    }
}

static void board_draw(void *vb, gfx_rect area, const void *view, const game_score_line *hl,
                       float alpha)
{
    (void)hl;
    (void)alpha;
    template_board_state *b = vb;
    const template_state *v = view;
    sync_buttons(b, v, area);
    /* the pile: one stone per stone left, in rows */
    char t[96];
    float cx = area.x + area.w / 2, top = area.y + 70, r = 16;
    snprintf(t, sizeof t, _("Stones left: %d"), (int)v->pile);
    gfx_text_styled(t, cx, area.y + 20, 28, GFX_CENTER | GFX_TOP, GFX_BOLD, UI_COL_TEXT);
    for (int i = 0; i < v->pile; i++) {
        int row = i / 10, col = i % 10;
        gfx_circle(cx + ((float)col - 4.5f) * (2 * r + 6), top + r + (float)row * (2 * r + 6), r,
                   UI_COL_SAND);
    }
    /* each player: name, stones taken, hand (the viewer's face up, the other's face down), under
     * the pile and above the buttons: cards of up to 120 units, smaller in a small window */
    int rows = (v->pile + 9) / 10 > 3 ? (v->pile + 9) / 10 : 3;
    float buttons = area.y + area.h - 76, y = top + 180;
    y = fmaxf(fminf(y, buttons - 16 - 40 - 120), top + (float)rows * (2 * r + 6) + 6);
    float ch = fminf(120, buttons - 16 - (y + 40)), cw = ch * 0.7f;
    for (int pl = 0; pl < TEMPLATE_PLAYERS; pl++) {
        const setup_seat *st = play_seat(b->p, pl);
        float x = pl == 0 ? area.x + 30 : area.x + area.w - 330;
        snprintf(t, sizeof t, _("%s, stones taken: %d"), st ? st->name : "?", (int)v->taken[pl]);
        gfx_text_styled(t, x, y, 24, GFX_LEFT | GFX_TOP, GFX_BOLD,
                        pl == v->to_move && v->pile > 0 ? UI_COL_ACCENT_HI : UI_COL_TEXT);
        for (int k = 0; k < v->hand_n[pl]; k++)
            draw_card((gfx_rect){x + (float)k * (cw + 12), y + 40, cw, ch}, v->hand[pl][k]);
    }
    for (int i = 0; i < b->nact; i++) ui_button_draw(&b->act[i]);
}

static bool board_event(void *vb, gfx_rect area, const in_event *ev)
{
    (void)area;
    template_board_state *b = vb;
    for (int i = 0; i < b->nact; i++)
        if (ui_button_event(&b->act[i], ev) == UI_ACTIVATED) {
            char why[GAME_REASON_LEN];
            int seat = play_acting_seat(b->p, ev);
            if (seat == b->seat) play_submit(b->p, seat, b->action[i], why, sizeof why);
            return true;
        }
    return false;
}

static void board_tick(void *vb, double dt)
{
    (void)vb;
    (void)dt;
}

static bool board_busy(void *vb)
{
    (void)vb;
    return false; /* no animations */
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    (void)vb, (void)seat, (void)a, (void)before, (void)after;
}

static void board_on_reset(void *vb)
{
    ((template_board_state *)vb)->nact = 0;
}

const board_vt template_board = {
    .game_id = "template",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
};
