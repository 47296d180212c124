/* madcity_board.c: the Mad City race screen plugged into the play host. Every player builds at
 * once: one panel per seat (city grid + tray), one ui_drag per seat so several devices can each
 * hold a tile; the Park Ranger tree in the middle; the sand timer; a 3-2-1 start; the bots and
 * the sand run on the play host's table (match/table.h); between rounds each panel shows its
 * round's score. The layout is in madcity_board_layout.c, drawing in madcity_board_draw.c (still
 * parts in the layers of madcity_board_layer.c and madcity_board_panel.c, tiles from
 * madcity_board_sheets.c, scoring in madcity_board_scoring.c, the last placements in
 * madcity_board_marks.c); they share madcity_board_int.h. */
#include "match/table.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/madcity/board/madcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static const double RULE_DT = 1.0 / MADCITY_TICK_HZ;
static const double COUNTDOWN = 3.0;

/* ---- queries ------------------------------------------------------------------------------- */
static const madcity_state *full(const madcity_board_state *b)
{
    return match_state(play_match(b->p));
}

static bool racing(const madcity_state *s)
{
    return s->phase == MADCITY_PH_RACE || s->phase == MADCITY_PH_PUZZLE ||
           s->phase == MADCITY_PH_GUIDES;
}

int madcity_board_current_guide(const madcity_state *s)
{
    static const uint8_t order[2][MADCITY_GUIDES] = {{3, 2, 1, 0, 4, 5, 6, 7},
                                                     {7, 6, 5, 4, 0, 1, 2, 3}};
    if (s->phase != MADCITY_PH_GUIDES || !s->guide_dir || s->guide_dir > 2 ||
        s->guide_next >= MADCITY_GUIDES)
        return -1;
    return order[s->guide_dir - 1][s->guide_next];
}

bool madcity_board_seat_acts(const madcity_board_state *b, int seat)
{
    if (seat < 0 || seat >= b->players || !play_seat_is_human(b->p, seat)) return false;
    return (play_human_mask(b->p) & (1u << seat)) != 0;
}

static int panel_at(const madcity_board_state *b, float x, float y)
{
    for (int s = 0; s < b->players; s++)
        if (ui_contains(b->panel[s].r, x, y)) return s;
    return -1;
}

/* ---- actions ------------------------------------------------------------------------------- */
static bool legal_now(madcity_board_state *b, int seat, game_action a, char *why, size_t n)
{
    match_view(play_match(b->p), seat, &b->scratch);
    return b->g->apply(&b->scratch, seat, a, why, n) != GAME_REFUSED;
}

static bool can_drop(void *user, int seat_unused, int piece, int target, int rot, char *why,
                     size_t n)
{
    (void)seat_unused;
    madcity_board_seat *S = user;
    madcity_board_state *b = S->b;
    if (b->countdown > 0 || !madcity_board_seat_acts(b, S->seat)) return false;
    const madcity_state *s = full(b);
    if (!racing(s)) return false;
    if (piece < 0 || piece >= S->drag.npieces) return false;
    if (target == MADCITY_BOARD_TRAY_TARGET) return s->phase == MADCITY_PH_RACE;
    if (target == MADCITY_BOARD_COMMON_TARGET)
        return legal_now(b, S->seat, MADCITY_ACTION(MADCITY_ACT_SWAP, S->piece_tile[piece]), why,
                         n);
    if (target < 0 || target >= s->ncells) return false;
    if (s->phase == MADCITY_PH_PUZZLE)
        return legal_now(b, S->seat, MADCITY_PLACE(S->piece_tile[piece], target, rot & 3), why, n);
    if (s->phase == MADCITY_PH_GUIDES)
        return legal_now(b, S->seat, MADCITY_ACTION(MADCITY_ACT_GUIDE, target << 2 | (rot & 3)),
                         why, n);
    return true;
}

static void refused(madcity_board_state *b, int seat, const char *why)
{
    (void)why;
    b->seat[seat].flash = 1;
}

bool madcity_board_submit(madcity_board_state *b, int seat, game_action a)
{
    char why[GAME_REASON_LEN];
    if (play_submit(b->p, seat, a, why, sizeof why)) return true;
    refused(b, seat, why);
    return false;
}

/* A drop of piece on target with rotation rot became legal in the drag: turn it into actions. */
static void drop_actions(madcity_board_state *b, int seat, int piece, int target, int rot,
                         float travel);

void madcity_board_dropped(madcity_board_state *b, int seat, int piece, int target, int rot,
                           float travel)
{
    drop_actions(b, seat, piece, target, rot, travel);
    b->seat[seat].key = 0; /* the pieces go where the rules say, whatever happened */
}

static void drop_actions(madcity_board_state *b, int seat, int piece, int target, int rot,
                         float travel)
{
    madcity_board_seat *S = &b->seat[seat];
    int tile = S->piece_tile[piece], from = S->piece_cell[piece];
    const madcity_state *s = full(b);
    if (target == MADCITY_BOARD_COMMON_TARGET) {
        madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_SWAP, tile));
        return;
    }
    if (s->phase == MADCITY_PH_GUIDES) {
        if (target < s->ncells)
            madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_GUIDE, target << 2 | rot));
        return;
    }
    if (from < 0) {
        if (target == MADCITY_BOARD_TRAY_TARGET) {
            S->hand_rot[tile] = (uint8_t)rot;
            return;
        }
        S->hand_rot[tile] = (uint8_t)rot;
        if (s->phase == MADCITY_PH_RACE && s->grid[seat][target].tile != MADCITY_NONE &&
            !madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_RETURN, target)))
            return;
        madcity_board_submit(b, seat, MADCITY_PLACE(tile, target, rot));
        return;
    }
    int old = s->grid[seat][from].rot;
    if (target == MADCITY_BOARD_TRAY_TARGET) {
        S->hand_rot[tile] = (uint8_t)rot;
        madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_RETURN, from));
        return;
    }
    if (target == from) {
        int k = (rot - old + 4) & 3;
        if (k == 0 && travel < 12) k = 1; /* a click on a placed tile turns it */
        for (int i = 0; i < k; i++)
            if (!madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_ROTATE, from))) break;
        return;
    }
    if (!madcity_board_submit(b, seat, MADCITY_MOVE(from, target))) return;
    int k = (rot - old + 4) & 3;
    for (int i = 0; i < k; i++)
        if (!madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_ROTATE, target))) break;
}

/* ---- pieces -------------------------------------------------------------------------------- */
static void draw_piece(void *user, int piece, float cx, float cy, float angle, float lift)
{
    madcity_board_seat *S = user;
    if (piece < 0 || piece >= S->drag.npieces) return;
    float size = S->drag.pieces[piece].w;
    madcity_board_draw_tile(S->piece_tile[piece], cx, cy, size, angle, lift);
}

/* Rebuilds one seat's pieces from the view; pieces keep their place on screen and fly home. */
static void sync_seat(madcity_board_state *b, int seat, const madcity_state *s)
{
    madcity_board_seat *S = &b->seat[seat];
    ui_drag old = S->drag;
    int old_tile[MADCITY_BOARD_PIECES], old_cell[MADCITY_BOARD_PIECES];
    memcpy(old_tile, S->piece_tile, sizeof old_tile);
    memcpy(old_cell, S->piece_cell, sizeof old_cell);
    ui_drag_init(&S->drag, can_drop, draw_piece, S);
    const madcity_board_panel *P = &b->panel[seat];
    int nt = 0;
    uint8_t tray[MADCITY_BOARD_TRAY_MAX];
    if (s->phase == MADCITY_PH_PUZZLE && seat == 0 && s->cur < MADCITY_TILES) tray[nt++] = s->cur;
    int gi = madcity_board_current_guide(s);
    if (gi >= 0 && s->guides[gi] < MADCITY_TILES) tray[nt++] = s->guides[gi];
    for (int i = 0; i < s->nhand[seat] && nt < MADCITY_BOARD_TRAY_MAX; i++)
        if (s->hand[seat][i] < MADCITY_TILES) tray[nt++] = s->hand[seat][i];
    for (int i = 0; i < nt; i++) {
        float x, y;
        madcity_board_tray_slot(b, seat, i, &x, &y);
        int k = ui_drag_add_piece(&S->drag, x, y, P->tile, P->tile, UI_COL_PANEL);
        if (k < 0) break;
        S->piece_tile[k] = tray[i];
        S->piece_cell[k] = -1;
        S->drag.pieces[k].rotation = S->hand_rot[tray[i]] & 3;
        S->drag.pieces[k].locked = s->phase == MADCITY_PH_PUZZLE && s->nhand[seat] > 0;
    }
    for (int c = 0; c < s->ncells && c < MADCITY_MAX_CELLS; c++) {
        madcity_cell cell = s->grid[seat][c];
        if (cell.tile >= MADCITY_TILES) continue;
        float x, y;
        madcity_board_cell_centre(b, seat, c, &x, &y);
        float sz = P->cell - 4;
        int k = ui_drag_add_piece(&S->drag, x, y, sz, sz, UI_COL_PANEL);
        if (k < 0) break;
        S->piece_tile[k] = cell.tile;
        S->piece_cell[k] = c;
        S->drag.pieces[k].rotation = cell.rot & 3;
        S->drag.pieces[k].target = c;
        S->drag.pieces[k].locked = s->phase == MADCITY_PH_PUZZLE || s->phase == MADCITY_PH_GUIDES;
    }
    for (int c = 0; c < s->ncells && c < MADCITY_MAX_CELLS; c++) {
        float x, y;
        madcity_board_cell_centre(b, seat, c, &x, &y);
        ui_drag_add_target(&S->drag, ui_rect_centered(x, y, P->cell, P->cell), false);
    }
    while (S->drag.ntargets < MADCITY_BOARD_TRAY_TARGET) { /* solitaire has 16 cells; the race 9 */
        int t = ui_drag_add_target(&S->drag, (gfx_rect){-9999, -9999, 1, 1}, false);
        S->drag.targets[t].disabled = true;
    }
    ui_drag_add_target(&S->drag, P->tray, false);
    bool common = s->common < MADCITY_TILES && s->phase == MADCITY_PH_RACE;
    int ct =
        ui_drag_add_target(&S->drag, common ? b->common : (gfx_rect){-9999, -9999, 1, 1}, false);
    if (ct >= 0) S->drag.targets[ct].disabled = !common;
    /* a tile still held (something else changed, as the common tile) stays in hand */
    for (int h = 0; h < UI_DRAG_SLOTS; h++) {
        const ui_drag_hold *oh = &old.holds[h];
        if (!oh->active || oh->piece < 0) continue;
        for (int k = 0; k < S->drag.npieces; k++)
            if (S->piece_tile[k] == old_tile[oh->piece] &&
                S->piece_cell[k] == old_cell[oh->piece]) {
                S->drag.holds[h] = *oh;
                S->drag.holds[h].piece = k;
                break;
            }
    }
    ui_drag_refresh(&S->drag);
    /* carry the old positions over: a dropped tile glides to its new home */
    for (int k = 0; k < S->drag.npieces; k++)
        for (int j = 0; j < old.npieces; j++) {
            if (old_tile[j] != S->piece_tile[k]) continue;
            ui_drag_piece *np = &S->drag.pieces[k];
            const ui_drag_piece *op = &old.pieces[j];
            float w = np->w;
            np->x = op->x;
            np->y = op->y;
            np->angle = op->angle;
            np->lift = op->lift;
            np->flying = np->x != np->home_x || np->y != np->home_y;
            np->w = np->h = w;
            break;
        }
}

static uint64_t seat_key(const madcity_state *s, int seat)
{
    uint64_t h = 1469598103934665603ull;
    const uint8_t *parts[3] = {(const uint8_t *)s->grid[seat], s->hand[seat], &s->phase};
    size_t sizes[3] = {sizeof s->grid[seat], sizeof s->hand[seat], 1};
    for (int k = 0; k < 3; k++)
        for (size_t i = 0; i < sizes[k]; i++) h = (h ^ parts[k][i]) * 1099511628211ull;
    h = (h ^ s->nhand[seat]) * 1099511628211ull;
    h = (h ^ s->cur) * 1099511628211ull;
    h = (h ^ s->common) * 1099511628211ull;
    h = (h ^ (uint64_t)(s->guide_dir << 8 | s->guide_next)) * 1099511628211ull;
    return h;
}

static void sync(madcity_board_state *b, gfx_rect area)
{
    const madcity_state *s = full(b);
    bool moved = memcmp(&area, &b->area, sizeof area) != 0 || b->scale != gfx_scale();
    if (moved || b->dirty) madcity_board_layout(b, area, s);
    for (int seat = 0; seat < b->players; seat++) {
        uint64_t k = seat_key(s, seat);
        if (!moved && !b->dirty && k == b->seat[seat].key) continue;
        b->seat[seat].key = k;
        sync_seat(b, seat, s);
    }
    if (moved || b->dirty) {
        ui_drag_init(&b->tree, NULL, NULL, b);
        gfx_rect t = b->tree_home;
        ui_drag_add_piece(&b->tree, t.x + t.w * 0.5f, t.y + t.h * 0.5f, t.w, t.h, UI_COL_GOOD);
        for (int seat = 0; seat < b->players; seat++) {
            b->tree_target_seat[seat] = seat;
            ui_drag_add_target(&b->tree, b->panel[seat].r, false);
        }
    }
    b->dirty = false;
}

/* ---- real time ---------------------------------------------------------------------------- */
static void watch_phase(madcity_board_state *b);

/* ---- host callbacks ------------------------------------------------------------------------ */
static void *board_create(play *p)
{
    madcity_board_state *b = calloc(1, sizeof *b);
    b->p = p;
    b->g = play_game(p);
    const madcity_state *s = match_state(play_match(p));
    b->players = s->players;
    b->dirty = true;
    b->any_seat = -1;
    b->one_key = b->overlay_seat = -1;
    b->kb_seat = b->kb_piece = -1;
    b->last_phase = s->phase;
    b->last_round = s->round;
    ui_sandtimer_init(&b->timer, (gfx_rect){0}, MADCITY_RACE_SECONDS);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        madcity_board_seat *S = &b->seat[i];
        S->b = b;
        S->seat = i;
        ui_drag_init(&S->drag, can_drop, draw_piece, S);
        ui_button_init(&S->done, (gfx_rect){0}, _("Done"), UI_BUTTON_SECONDARY);
        ui_button_init(&S->ready, (gfx_rect){0}, _("Ready"), UI_BUTTON_PRIMARY);
        ui_button_init(&S->skip, (gfx_rect){0}, _("Skip this guide"), UI_BUTTON_SECONDARY);
        ui_button_init(&S->from_tr, (gfx_rect){0}, _("From the top right"), UI_BUTTON_PRIMARY);
        ui_button_init(&S->from_bl, (gfx_rect){0}, _("From the bottom left"), UI_BUTTON_PRIMARY);
    }
    if (s->phase == MADCITY_PH_RACE && !s->one) b->countdown = COUNTDOWN; /* resumed: get ready */
    if (s->phase == MADCITY_PH_READY && s->round >= 1) {
        b->summary_open = true;
        match_score(play_match(p), &b->score);
    }
    madcity_board_marks_from_log(b);
    return b;
}

static void board_destroy(void *vb)
{
    madcity_board_state *b = vb;
    madcity_board_layer_free(b);
    madcity_board_sheets_free(); /* the tile cache: the next board makes its own */
    free(b);
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    madcity_board_state *b = vb;
    (void)before;
    int kind = MADCITY_A_KIND(a);
    watch_phase(b); /* a racer's action after the race ended: the summary first */
    if (kind == MADCITY_ACT_TREE) {
        const setup_seat *st = play_seat(b->p, seat);
        char msg[160];
        snprintf(msg, sizeof msg, _("%s grabs the Park Ranger tree!"), st ? st->name : "?");
        /* over the new Park Ranger's city (the top of the screen is the round's title) */
        gfx_rect r = seat >= 0 && seat < b->players ? b->panel[seat].r : b->centre;
        if (r.w <= 0) r = b->centre;
        ui_toast_at(r.x + r.w * 0.5f, r.y + r.h - 8, msg, UI_TOAST_GOOD);
        b->dirty = true;
    } else if (kind == MADCITY_ACT_DONE) {
        snd_play(SND_CLICK);
    }
    madcity_board_mark_action(b, after, seat, a);
    if (kind == MADCITY_ACT_PLACE || kind == MADCITY_ACT_MOVE) {
        if (!play_seat_is_human(b->p, seat)) snd_play(SND_DROP);
        int cell = madcity_board_placed_cell(a);
        int slot = 0;
        for (int i = 0; i < MADCITY_BOARD_FLASHES; i++)
            if (b->flash[i].t >= 1 || b->flash[i].t > b->flash[slot].t) slot = i;
        if (!play_reduced_motion()) b->flash[slot] = (madcity_board_flash){seat, cell, 0};
    }
}

void madcity_board_cancel_holds(madcity_board_state *b)
{
    for (int i = 0; i < b->players; i++) ui_drag_cancel_all(&b->seat[i].drag);
    ui_drag_cancel_all(&b->tree);
}

static void board_on_reset(void *vb)
{
    madcity_board_state *b = vb;
    madcity_board_cancel_holds(b);
    b->dirty = true;
    const madcity_state *s = full(b);
    b->last_phase = s->phase;
    b->last_round = s->round;
    madcity_board_marks_from_log(b);
}

/* Phase changes: the deal starts the 3-2-1, the end of a race opens the round summary. */
static void watch_phase(madcity_board_state *b)
{
    const madcity_state *s = full(b);
    if (s->phase == b->last_phase && s->round == b->last_round) return;
    if (s->phase == MADCITY_PH_RACE && b->last_phase != MADCITY_PH_RACE) {
        b->countdown = s->one ? 0 : COUNTDOWN; /* one at a time: each builder's own 3-2-1 */
        play_restart_clock(b->p);
        b->summary_open = false;
        b->summary_more = 0;
        b->overlay_seat = -1;
        memset(b->seat[0].hand_rot, 0, sizeof b->seat[0].hand_rot);
        for (int i = 0; i < b->players; i++) memset(b->seat[i].hand_rot, 0, MADCITY_TILES);
        snd_play(SND_CLICK);
    }
    if ((s->phase == MADCITY_PH_READY || s->phase == MADCITY_PH_OVER) && s->round >= 1 &&
        (b->last_phase == MADCITY_PH_RACE || b->last_phase == MADCITY_PH_PUZZLE ||
         b->last_phase == MADCITY_PH_GUIDES)) {
        madcity_board_cancel_holds(b);
        match_score(play_match(b->p), &b->score);
        b->summary_open = s->phase == MADCITY_PH_READY;
        b->summary_t = 0;
    }
    b->last_phase = s->phase;
    b->last_round = s->round;
    b->dirty = true;
}

enum { SUMMARY_ANIM_SECONDS = 20 }; /* the longest summary: 16 zones and the road */

static void board_tick(void *vb, double dt)
{
    madcity_board_state *b = vb;
    watch_phase(b);
    madcity_board_one_watch(b, full(b));
    /* The 3-2-1 counts down here; until it ends (and during a hand-over) the host's table holds
     * the sand and the racers (board_table_hold). */
    if (!b->handover && b->countdown > 0) {
        int before = (int)ceil(b->countdown);
        b->countdown -= dt;
        int after = (int)ceil(b->countdown);
        if (after != before) snd_play(after > 0 ? SND_TICK : SND_BELL);
        if (b->countdown < 0) b->countdown = 0;
    }
    if (b->summary_open) b->summary_t += dt;
    /* the summary's zones are outlined one by one (0.9 s each, then the road): frames keep
     * coming while that plays, then the screen sleeps */
    if (b->summary_open && b->summary_t < SUMMARY_ANIM_SECONDS) ui_keep_frames();
    for (int i = 0; i < b->players; i++) {
        ui_drag_tick(&b->seat[i].drag, dt);
        if (b->seat[i].flash > 0) {
            b->seat[i].flash = fmaxf(0, b->seat[i].flash - (float)dt * 2);
            ui_keep_frames();
        }
    }
    ui_drag_tick(&b->tree, dt);
    for (int i = 0; i < MADCITY_BOARD_FLASHES; i++)
        if (b->flash[i].t < 1) {
            b->flash[i].t = fminf(1, b->flash[i].t + (float)dt / 0.45f);
            ui_keep_frames();
        }
    const madcity_state *s = full(b);
    double left = s->phase == MADCITY_PH_READY ? MADCITY_RACE_SECONDS : 0,
           total = MADCITY_RACE_SECONDS;
    /* with handicaps the seats' clocks differ: the sand shows the one of the seat still building
     * whose time ends first (the strip above the board says who has more) */
    int first = madcity_first_out(s);
    if (first >= 0) {
        left = madcity_left(s, first) * RULE_DT;
        total = (MADCITY_RACE_TICKS + s->extra[first]) * RULE_DT;
    }
    ui_sandtimer_set(&b->timer, left, total);
}

/* The sand runs unless a hand-over ("Pass to {name}": nothing runs until the next builder
 * presses Start) or the 3-2-1 holds it; the bots start when the 3-2-1 ends. */
static unsigned board_table_hold(void *vb)
{
    const madcity_board_state *b = vb;
    return b->handover || b->countdown > 0 ? TABLE_RULES | TABLE_RACERS : 0u;
}

/* A tick of the sand: the race that just ended opens its summary before the bots say ready. */
static void board_on_tick(void *vb)
{
    watch_phase(vb);
}

static bool board_busy(void *vb)
{
    (void)vb;
    return false; /* humans build while anything moves: the race never waits */
}

/* ---- input --------------------------------------------------------------------------------- */
/* Which buttons a seat's panel shows now, and where. */
static void place_buttons(madcity_board_state *b, int seat)
{
    const madcity_state *s = full(b);
    madcity_board_seat *S = &b->seat[seat];
    const madcity_board_panel *P = &b->panel[seat];
    bool in = (s->in_round & (1u << seat)) != 0, human = play_seat_is_human(b->p, seat);
    S->ready.base.rect = S->done.base.rect = S->skip.base.rect = S->from_bl.base.rect = P->button;
    S->from_tr.base.rect =
        (gfx_rect){P->button.x, P->button.y - P->button.h - 10, P->button.w, P->button.h};
    S->ready.base.hidden =
        !(human && s->phase == MADCITY_PH_READY && in && !(s->ready & (1u << seat)));
    S->done.base.hidden = !(human && s->phase == MADCITY_PH_RACE && in &&
                            !(s->done & (1u << seat)) && !madcity_board_one_hidden(b, s, seat));
    ui_set_disabled(&S->done.base, b->countdown > 0, _("The race has not started yet"));
    bool guides = human && s->phase == MADCITY_PH_GUIDES;
    S->skip.base.hidden = !(guides && s->guide_dir);
    S->from_tr.base.hidden = S->from_bl.base.hidden = !(guides && !s->guide_dir);
    /* the keyboard's focus, when it is on this seat: Ready in the pause, Done in the race */
    bool kb = b->kb_on && b->kb_seat == seat && b->countdown <= 0 && !b->handover;
    S->ready.base.focused = kb && s->phase == MADCITY_PH_READY;
    S->done.base.focused = kb && s->phase == MADCITY_PH_RACE && b->kb_pos == MADCITY_BOARD_KB_DONE;
}

static bool buttons_event(madcity_board_state *b, const in_event *ev)
{
    const madcity_state *s = full(b);
    for (int seat = 0; seat < b->players; seat++) {
        madcity_board_seat *S = &b->seat[seat];
        if (!play_seat_is_human(b->p, seat)) continue;
        if (ev->seat >= 0 && ev->seat != seat) continue;
        place_buttons(b, seat);
        ui_button *bt[5] = {&S->ready, &S->done, &S->skip, &S->from_tr, &S->from_bl};
        const game_action act[5] = {
            MADCITY_ACTION(MADCITY_ACT_READY, 0), MADCITY_ACTION(MADCITY_ACT_DONE, 0),
            MADCITY_ACTION(MADCITY_ACT_SKIP, 0), MADCITY_ACTION(MADCITY_ACT_GUIDES, 0),
            MADCITY_ACTION(MADCITY_ACT_GUIDES, 1)};
        for (int k = 0; k < 5; k++)
            if (ui_button_event(bt[k], ev) == UI_ACTIVATED) {
                madcity_board_submit(b, seat, act[k]);
                return true;
            }
        /* contractor chips: a press claims (secretly, for good) */
        if (ev->kind == IN_PRESS && s->phase == MADCITY_PH_RACE && b->countdown <= 0)
            for (int k = 0; k < 4; k++) {
                const gfx_rect *r = &b->panel[seat].claims[k];
                if (r->w <= 0 || !ui_contains(*r, ev->x, ev->y)) continue;
                if (!(s->claims[seat] & (1u << k)))
                    madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_CLAIM, k));
                return true;
            }
    }
    return false;
}

static bool tree_event(madcity_board_state *b, const in_event *ev)
{
    const madcity_state *s = full(b);
    if (s->phase != MADCITY_PH_RACE || b->countdown > 0 || s->tree != MADCITY_NONE ||
        s->mode > MADCITY_MODE_STANDARD)
        return false;
    ui_result r = ui_drag_event(&b->tree, ev);
    if (r == UI_DROPPED || r == UI_REFUSED) {
        int t = b->tree.last.target;
        int seat = t >= 0 && t < b->players ? b->tree_target_seat[t] : -1;
        if (seat >= 0 && (ev->seat < 0 || ev->seat == seat) && madcity_board_seat_acts(b, seat))
            madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_TREE, 0));
        b->dirty = true; /* the tree goes back to the middle until the state says otherwise */
        return true;
    }
    return r != UI_NONE;
}

/* The seat an event acts for: its bound seat, else the panel under the pointer (or the panel
 * whose tile the unbound pointer holds). */
static int event_seat(madcity_board_state *b, const in_event *ev)
{
    if (ev->seat >= 0) return ev->seat;
    if (b->any_seat >= 0 && ui_drag_held(&b->seat[b->any_seat].drag, IN_SEAT_ANY) >= 0)
        return b->any_seat;
    return panel_at(b, ev->x, ev->y);
}

static bool board_event(void *vb, gfx_rect area, const in_event *ev)
{
    madcity_board_state *b = vb;
    sync(b, area);
    if (madcity_board_one_event(b, ev)) return true;
    if (madcity_board_keys_event(b, ev)) return true;
    if (ev->kind == IN_PRESS && b->overlay_seat >= 0 &&
        madcity_board_summary_press(b, ev->x, ev->y))
        return true; /* a breakdown over the board: closed before anything under it is pressed */
    if (buttons_event(b, ev)) return true;
    if (b->countdown > 0) return ev->kind == IN_PRESS;
    if (ev->kind == IN_PRESS && b->summary_open && madcity_board_summary_press(b, ev->x, ev->y))
        return true;
    if (tree_event(b, ev)) return true;
    int seat = event_seat(b, ev);
    if (seat < 0 || seat >= b->players || !madcity_board_seat_acts(b, seat)) return false;
    madcity_board_seat *S = &b->seat[seat];
    const madcity_state *s = full(b);
    if (!racing(s)) return false;
    if (ev->kind == IN_PRESS) {
        S->press_x = ev->x;
        S->press_y = ev->y;
        if (ev->seat < 0) b->any_seat = seat;
    }
    bool held = ui_drag_held(&S->drag, ev->seat) >= 0;
    if (ev->kind == IN_ROTATE && !held) { /* R over a placed tile turns it in place */
        for (int c = 0; c < s->ncells; c++) {
            float x, y;
            madcity_board_cell_centre(b, seat, c, &x, &y);
            float h = b->panel[seat].cell * 0.5f;
            if (fabsf(ev->x - x) < h && fabsf(ev->y - y) < h &&
                s->grid[seat][c].tile != MADCITY_NONE && s->phase == MADCITY_PH_RACE) {
                int k = ev->amount < 0 ? 3 : 1;
                for (int i = 0; i < k; i++)
                    madcity_board_submit(b, seat, MADCITY_ACTION(MADCITY_ACT_ROTATE, c));
                return true;
            }
        }
    }
    ui_result r = ui_drag_event(&S->drag, ev);
    if (ev->kind == IN_ROTATE && r == UI_CONSUMED && !held) { /* a tray tile turned */
        for (int k = 0; k < S->drag.npieces; k++)
            if (S->piece_cell[k] < 0)
                S->hand_rot[S->piece_tile[k]] = (uint8_t)S->drag.pieces[k].rotation;
    }
    if (r == UI_DROPPED) {
        const ui_drag_outcome *o = &S->drag.last;
        float travel = hypotf(ev->x - S->press_x, ev->y - S->press_y);
        madcity_board_dropped(b, seat, o->piece, o->target, o->rotation, travel);
        return true;
    }
    if (r == UI_REFUSED) {
        refused(b, seat, S->drag.last.why);
        return true;
    }
    return r != UI_NONE;
}

static void board_draw(void *vb, gfx_rect area, const void *vview, const game_score_line *highlight,
                       float alpha)
{
    (void)alpha;
    madcity_board_state *b = vb;
    sync(b, area);
    for (int seat = 0; seat < b->players; seat++) place_buttons(b, seat);
    madcity_board_draw(b, vview, highlight);
}

/* The coach's bubble (a lesson's learner is seat 0) stays off the learner's panel (its city, its
 * tray, its button) and the centre (the sand, the tree): over the others' panels when there is
 * room, else beside the learner's, else anywhere. */
static gfx_rect board_coach_area(void *vb, gfx_rect area)
{
    const madcity_board_state *b = vb;
    gfx_rect own = b->panel[0].r, mid = b->centre;
    float end = area.x + area.w, right = own.x + own.w, past = fmaxf(right, mid.x + mid.w);
    if (own.w <= 0) return area;
    if (end - past >= 420) return (gfx_rect){past, area.y, end - past, area.h};
    if (end - right >= 420) return (gfx_rect){right, area.y, end - right, area.h};
    return area;
}

const board_vt madcity_board = {
    .game_id = "madcity",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
    .figure = madcity_board_figure,
    .banner = madcity_board_one_banner,
    .table_hold = board_table_hold,
    .bar_first = true,
    .on_tick = board_on_tick,
    .coach_area = board_coach_area,
    .spot = madcity_board_spot,
};
