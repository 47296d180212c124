/* madcity_board_keys.c: the Mad City board played with the keyboard alone, for seats no device
 * is bound to (events of IN_SEAT_ANY). Tab / Shift+Tab choose which human seat the keyboard
 * acts for; the arrows move a focus frame over that seat's city, its tray (right of the city)
 * and its Done / Ready button (below); Enter or Space picks the tile under the focus and drops
 * it where the focus is then (a cell: place or move; the tray: take back; where it came from:
 * put down); R turns the picked tile, or the focused tile of the city. A mouse press hides the
 * frame again. Actions go through the same drop code as the mouse (madcity_board.c). */
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>

static const madcity_state *full(const madcity_board_state *b)
{
    return match_state(play_match(b->p));
}

static int tray_count(const madcity_board_seat *S)
{
    int n = 0;
    for (int k = 0; k < S->drag.npieces; k++) n += S->piece_cell[k] < 0;
    return n;
}

static int piece_at(const madcity_board_seat *S, int pos)
{
    int tray = 0;
    for (int k = 0; k < S->drag.npieces; k++) {
        if (pos < MADCITY_MAX_CELLS && S->piece_cell[k] == pos) return k;
        if (pos >= MADCITY_MAX_CELLS && S->piece_cell[k] < 0 && tray++ == pos - MADCITY_MAX_CELLS)
            return k;
    }
    return -1;
}

static int piece_of_tile(const madcity_board_seat *S, int tile)
{
    for (int k = 0; k < S->drag.npieces; k++)
        if (S->piece_tile[k] == tile) return k;
    return -1;
}

/* The next human seat (dir +1 / -1 from `from`) that may act now, -1 none. */
static int next_seat(const madcity_board_state *b, int from, int dir)
{
    for (int i = 1; i <= b->players; i++) {
        int q = ((from < 0 ? (dir > 0 ? -1 : 0) : from) + dir * i + 2 * b->players) % b->players;
        if (madcity_board_seat_acts(b, q)) return q;
    }
    return -1;
}

/* One arrow step over the city (side x side), the tray (tray_cols wide, right of the city) and
 * the button below both. */
static int step(const madcity_board_state *b, int seat, int pos, int key)
{
    const madcity_board_panel *P = &b->panel[seat];
    int side = P->side, cols = P->tray_cols > 0 ? P->tray_cols : 1;
    int nt = tray_count(&b->seat[seat]);
    if (pos == MADCITY_BOARD_KB_DONE)
        return key == IN_NAV_UP ? (nt ? MADCITY_MAX_CELLS + nt - 1 : side * (side - 1)) : pos;
    if (pos < MADCITY_MAX_CELLS) {
        int c = pos % side, r = pos / side;
        switch (key) {
        case IN_NAV_LEFT: return c > 0 ? pos - 1 : pos;
        case IN_NAV_RIGHT:
            if (c < side - 1) return pos + 1;
            return nt ? MADCITY_MAX_CELLS + (r * cols < nt ? r * cols : nt - 1) : pos;
        case IN_NAV_UP: return r > 0 ? pos - side : pos;
        default: return r < side - 1 ? pos + side : MADCITY_BOARD_KB_DONE;
        }
    }
    int i = pos - MADCITY_MAX_CELLS, c = i % cols, r = i / cols;
    switch (key) {
    case IN_NAV_LEFT: return c > 0 ? pos - 1 : (r < side ? r : side - 1) * side + side - 1;
    case IN_NAV_RIGHT: return c < cols - 1 && i + 1 < nt ? pos + 1 : pos;
    case IN_NAV_UP: return r > 0 ? pos - cols : pos;
    default: return i + cols < nt ? pos + cols : MADCITY_BOARD_KB_DONE;
    }
}

static gfx_rect focus_rect(const madcity_board_state *b, int seat, int pos)
{
    const madcity_board_panel *P = &b->panel[seat];
    float x, y;
    if (pos == MADCITY_BOARD_KB_DONE) return P->button;
    if (pos < MADCITY_MAX_CELLS) {
        madcity_board_cell_centre(b, seat, pos, &x, &y);
        return ui_rect_centered(x, y, P->cell, P->cell);
    }
    madcity_board_tray_slot(b, seat, pos - MADCITY_MAX_CELLS, &x, &y);
    return ui_rect_centered(x, y, P->tile + 4, P->tile + 4);
}

/* Enter / Space: the button, or pick, or drop. */
static void accept(madcity_board_state *b, const madcity_state *s)
{
    int seat = b->kb_seat;
    madcity_board_seat *S = &b->seat[seat];
    if (s->phase == MADCITY_PH_READY) {
        madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_READY, 0));
        return;
    }
    if (b->kb_pos == MADCITY_BOARD_KB_DONE) {
        if (s->phase == MADCITY_PH_RACE)
            madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_DONE, 0));
        return;
    }
    if (b->kb_piece < 0) {
        int k = piece_at(S, b->kb_pos);
        if (k < 0 || S->drag.pieces[k].locked) return;
        b->kb_piece = S->piece_tile[k];
        b->kb_rot = S->drag.pieces[k].rotation & 3;
        return;
    }
    int k = piece_of_tile(S, b->kb_piece);
    b->kb_piece = -1;
    if (k < 0) return;
    int target = b->kb_pos < MADCITY_MAX_CELLS ? b->kb_pos : MADCITY_BOARD_TRAY_TARGET;
    if (target < s->ncells || (target == MADCITY_BOARD_TRAY_TARGET && s->phase == MADCITY_PH_RACE))
        madcity_board_dropped(b, seat, k, target, b->kb_rot, 100);
}

bool madcity_board_keys_event(madcity_board_state *b, const in_event *ev)
{
    if (ev->seat != IN_SEAT_ANY) return false;
    if (ev->kind == IN_PRESS) { /* the mouse again */
        b->kb_on = false;
        b->kb_piece = -1;
        return false;
    }
    int key = ev->key;
    bool nav =
        ev->kind == IN_NAV &&
        (key == IN_NAV_UP || key == IN_NAV_DOWN || key == IN_NAV_LEFT || key == IN_NAV_RIGHT ||
         key == IN_NAV_NEXT || key == IN_NAV_PREV || key == IN_NAV_ACCEPT);
    if (!nav && !(ev->kind == IN_ROTATE && b->kb_on)) return false;
    const madcity_state *s = full(b);
    if (s->phase == MADCITY_PH_OVER) return false;
    if (b->countdown > 0 || b->handover) return true;
    if (b->kb_seat < 0 || b->kb_seat >= b->players || !madcity_board_seat_acts(b, b->kb_seat)) {
        b->kb_seat = next_seat(b, b->kb_seat, 1);
        b->kb_piece = -1;
    }
    if (b->kb_seat < 0) return false;
    if (!b->kb_on) { /* the first key shows where the focus is */
        b->kb_on = true;
        if (key != IN_NAV_ACCEPT) return true;
    }
    int nt = tray_count(&b->seat[b->kb_seat]);
    if (b->kb_pos >= MADCITY_MAX_CELLS && b->kb_pos != MADCITY_BOARD_KB_DONE &&
        b->kb_pos - MADCITY_MAX_CELLS >= nt)
        b->kb_pos = nt ? MADCITY_MAX_CELLS + nt - 1 : 0; /* the tray got shorter */
    if (b->kb_pos < MADCITY_MAX_CELLS && b->kb_pos >= s->ncells) b->kb_pos = 0;
    if (ev->kind == IN_ROTATE) {
        int k = ev->amount < 0 ? 3 : 1;
        if (b->kb_piece >= 0)
            b->kb_rot = (b->kb_rot + k) & 3;
        else if (b->kb_pos < s->ncells && s->phase == MADCITY_PH_RACE &&
                 s->grid[b->kb_seat][b->kb_pos].tile != MADCITY_NONE)
            for (int i = 0; i < k; i++)
                madcity_board_submit(b, b->kb_seat, MADCITY_ACTION(MADCITY_ACT_ROTATE, b->kb_pos));
        return true;
    }
    switch (key) {
    case IN_NAV_NEXT:
    case IN_NAV_PREV: {
        int q = next_seat(b, b->kb_seat, key == IN_NAV_NEXT ? 1 : -1);
        if (q >= 0 && q != b->kb_seat) b->kb_seat = q, b->kb_piece = -1;
        break;
    }
    case IN_NAV_ACCEPT: accept(b, s); break;
    default: b->kb_pos = step(b, b->kb_seat, b->kb_pos, key); break;
    }
    return true;
}

void madcity_board_keys_draw(const madcity_board_state *b)
{
    if (!b->kb_on || b->handover || b->countdown > 0 || !madcity_board_seat_acts(b, b->kb_seat))
        return;
    const madcity_state *s = full(b);
    if (s->phase == MADCITY_PH_OVER) return;
    int pos = s->phase == MADCITY_PH_READY ? MADCITY_BOARD_KB_DONE : b->kb_pos;
    gfx_rect r = focus_rect(b, b->kb_seat, pos);
    gfx_rrect_outline(ui_rect_inset(r, -4), 8, 4, UI_COL_ACCENT);
    if (b->kb_piece < 0) return;
    float size = fminf(r.w, r.h) - 8;
    madcity_board_draw_tile(b->kb_piece, r.x + r.w * 0.5f, r.y + r.h * 0.5f, size,
                            (float)b->kb_rot * 1.5707963f, 1);
}
