/* madcity_board_marks.c: the last tile each seat placed, which its panel marks
 * (madcity_board_panel.c) until that seat places another: noted as actions come (a bot's as much as
 * a person's), and found again in the log when the board is made for a resumed game or after an
 * undo. */
#include "games/madcity/board/madcity_board_int.h"

/* The cell an action lays a tile on (a placement, a move or swap, a guide tile), -1 none. */
int madcity_board_placed_cell(game_action a)
{
    switch (MADCITY_A_KIND(a)) {
    case MADCITY_ACT_PLACE: return (MADCITY_A_ARG(a) >> 2) & 63;
    case MADCITY_ACT_MOVE: return MADCITY_A_ARG(a) & 15;
    case MADCITY_ACT_GUIDE: return (MADCITY_A_ARG(a) >> 2) & 63;
    default: return -1;
    }
}

static void set_mark(madcity_board_state *b, const madcity_state *s, int seat, int cell)
{
    if (seat < 0 || seat >= GAME_MAX_PLAYERS) return;
    bool ok = cell >= 0 && cell < s->ncells && s->grid[seat][cell].tile < MADCITY_TILES;
    b->mark[seat] = (madcity_board_mark){ok ? cell : -1, ok ? s->grid[seat][cell].tile : -1};
}

/* From the log (a board made for a resumed game, or after an undo): each seat's last placement
 * that still lies where it was put. */
void madcity_board_marks_from_log(madcity_board_state *b)
{
    const match *m = play_match(b->p);
    const madcity_state *s = match_state(m);
    uint32_t found = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) b->mark[i] = (madcity_board_mark){-1, -1};
    for (int i = match_log_count(m) - 1; i >= 0 && found != (1u << b->players) - 1; i--) {
        const match_entry *e = match_log_at(m, i);
        int cell = e ? madcity_board_placed_cell(e->action) : -1;
        if (cell < 0 || e->seat < 0 || e->seat >= b->players || (found & (1u << e->seat))) continue;
        found |= 1u << e->seat;
        set_mark(b, s, e->seat, cell);
    }
}

void madcity_board_mark_action(madcity_board_state *b, const void *after, int seat, game_action a)
{
    int cell = madcity_board_placed_cell(a);
    if (cell >= 0) set_mark(b, after, seat, cell);
}

/* The Hint's and the coach's pointer (board_vt.spot): Ready, Done, the tree onto the seat's city,
 * a tile turned (its cell); a placement from the seat's tray (its piece's place) to a
 * cell, a move from cell to cell, a guide tile to its cell. */
bool madcity_board_spot(void *vb, int seat, game_action a, gfx_rect *from, gfx_rect *to)
{
    madcity_board_state *b = vb;
    *from = *to = (gfx_rect){0, 0, 0, 0};
    if (seat < 0 || seat >= GAME_MAX_PLAYERS) return false;
    const madcity_board_panel *P = &b->panel[seat];
    const madcity_board_seat *S = &b->seat[seat];
    switch (MADCITY_A_KIND(a)) { /* a button, the tree onto the city, a tile turned */
    case MADCITY_ACT_READY: *to = S->ready.base.rect; return to->w > 0;
    case MADCITY_ACT_DONE: *to = S->done.base.rect; return to->w > 0;
    case MADCITY_ACT_TREE:
        *from = b->tree_home;
        *to = P->grid;
        return from->w > 0 && to->w > 0;
    default: break;
    }
    int cell = MADCITY_A_KIND(a) == MADCITY_ACT_ROTATE ? MADCITY_A_ARG(a) & 63
                                                       : madcity_board_placed_cell(a);
    if (cell < 0) return false;
    if (P->grid.w <= 0 || P->cell <= 0) return false;
    float x, y, c = P->cell;
    madcity_board_cell_centre(b, seat, cell, &x, &y);
    *to = (gfx_rect){x - c / 2, y - c / 2, c, c};
    if (MADCITY_A_KIND(a) == MADCITY_ACT_PLACE) {
        int tile = MADCITY_A_ARG(a) >> 8;
        for (int i = 0; i < S->drag.npieces; i++) {
            const ui_drag_piece *q = &S->drag.pieces[i];
            if (S->piece_tile[i] != tile || S->piece_cell[i] >= 0 || q->hidden) continue;
            *from = (gfx_rect){q->home_x - q->w / 2, q->home_y - q->h / 2, q->w, q->h};
        }
    } else if (MADCITY_A_KIND(a) == MADCITY_ACT_MOVE) {
        madcity_board_cell_centre(b, seat, (MADCITY_A_ARG(a) >> 4) & 15, &x, &y);
        *from = (gfx_rect){x - c / 2, y - c / 2, c, c};
    }
    return true;
}
