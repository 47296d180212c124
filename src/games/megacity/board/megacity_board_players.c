/* megacity_board_players.c: who is who on the MegaCity board. The players' list gives each player's
 * prestige so far (the rules' score of the position: what they would have if the game ended
 * now) and their contracts delivered, tokens, elements and platforms, under a header row that
 * names the columns in words, or in short words with a legend line when words do not fit.
 * What each other player did on their last turn is marked on the board in their colour (the
 * hex, the contract column, the offer slot: megacity_move_marks) until they play again, and the
 * last of it is told in words over the city (the rules' describe). The workshop stays the viewer's
 * own while a bot plays (megacity_board_home_seat). */
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <stdio.h>
#include <string.h>

int megacity_board_home_seat(const megacity_board_data *b)
{
    int v = play_viewer(b->p);
    if (v >= 0) return v;
    if (b->home >= 0) return b->home;
    const match *m = play_match(b->p);
    for (int i = 0; i < match_params(m)->players; i++)
        if (play_seat_is_human(b->p, i)) return i;
    return -1;
}

/* ---- the list ------------------------------------------------------------------------------ */
static const char *const head_words[2][MEGACITY_BOARD_PCOLS] = {
    {N_("Prestige"), N_("Delivered"), N_("Tokens"), N_("Elements"), N_("Platforms")},
    {"\xE2\x98\x85", N_("Deliv."), N_("Tok."), N_("El."), N_("Plat.")},
};

enum { NAME_MIN = 90, BADGE_W = 24, COL_GAP = 8 };
#define HEAD_SIZE 12.0f
#define ROW_SIZE  14.0f

static const char *head_word(int set, int c)
{
    return set == 1 && c == 0 ? head_words[1][0] : _(head_words[set][c]);
}

/* The legend under the short header: the long one when it takes two lines at most. */
static const char *legend(float width)
{
    const char *full = _("\xE2\x98\x85 prestige if the game ended now \xC2\xB7 Deliv. contracts "
                         "delivered \xC2\xB7 Tok. tokens \xC2\xB7 El. elements \xC2\xB7 Plat. "
                         "platforms");
    if (megacity_board_box_height(full, width, HEAD_SIZE) <= 2 * HEAD_SIZE + 0.5f) return full;
    return _("\xE2\x98\x85 prestige \xC2\xB7 Deliv. delivered \xC2\xB7 Tok. tokens \xC2\xB7 El. "
             "elements \xC2\xB7 Plat. platforms");
}

void megacity_board_ptable_make(megacity_board_data *b, float width)
{
    megacity_board_ptable *t = &b->ptable;
    float num = megacity_board_text_w("99", ROW_SIZE, GFX_BOLD);
    for (int set = 0; set < 2; set++) {
        float sum = 0;
        for (int c = 0; c < MEGACITY_BOARD_PCOLS; c++) {
            float w = megacity_board_text_w(head_word(set, c), HEAD_SIZE, GFX_REGULAR);
            t->col_w[c] = (w > num ? w : num) + COL_GAP;
            sum += t->col_w[c];
        }
        t->words = set;
        if (width - sum - BADGE_W >= NAME_MIN) break;
    }
    t->head = HEAD_SIZE + 4;
    t->row = 20;
    t->legend = t->words ? megacity_board_box_height(legend(width), width, HEAD_SIZE) + 4 : 0;
}

float megacity_board_ptable_height(const megacity_board_data *b, int players)
{
    const megacity_board_ptable *t = &b->ptable;
    return 8 + t->head + t->row * (float)players + t->legend + 6;
}

void megacity_board_draw_players(megacity_board_data *b, const megacity_state *s)
{
    const megacity_board_ptable *t = &b->ptable;
    gfx_rect in = b->lay.others;
    ui_draw_panel_dark(in);
    gfx_rect r = ui_rect_inset(in, 8);
    r.y -= 2; /* a little less above the header than around the rest */
    /* the header: each column's name over its numbers, right-aligned */
    gfx_rect head = ui_rect_cut_top(&r, t->head);
    float xs[MEGACITY_BOARD_PCOLS], x = r.x + r.w;
    for (int c = MEGACITY_BOARD_PCOLS - 1; c >= 0; c--) {
        xs[c] = x;
        x -= t->col_w[c];
    }
    float name_w = x - (r.x + BADGE_W) - 4;
    for (int c = 0; c < MEGACITY_BOARD_PCOLS; c++)
        megacity_board_text(b, in, head_word(t->words, c), xs[c], head.y + head.h / 2, HEAD_SIZE,
                            GFX_RIGHT | GFX_MIDDLE, GFX_REGULAR, UI_COL_TEXT_SOFT);
    for (int p = 0; p < s->players; p++) {
        gfx_rect rr = ui_rect_cut_top(&r, t->row);
        float cy = rr.y + rr.h / 2;
        if (p == s->active && s->phase != MEGACITY_PH_OVER)
            gfx_rrect((gfx_rect){rr.x - 4, rr.y, rr.w + 8, rr.h}, UI_RADIUS_S,
                      GFX_RGBA(255, 255, 255, 28));
        ui_draw_seat_badge(p, rr.x + 9, cy, 8);
        const setup_seat *st = play_seat(b->p, p);
        char name[96];
        snprintf(name, sizeof name, "%s", st ? st->name : "?");
        float ns = megacity_board_fit_size(name, name_w, ROW_SIZE, GFX_BOLD);
        megacity_board_ellipsize(name, sizeof name, name_w, ns, GFX_BOLD);
        megacity_board_text(b, in, name, rr.x + BADGE_W, cy, ns, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                            UI_COL_TEXT);
        int done = 0, plats = 0;
        for (int c = 0; c < MEGACITY_CONTRACTS; c++) done += (int)(s->done[p] >> c & 1);
        for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
            plats += s->plat[id - 1].where == MEGACITY_AT_HAND && s->plat[id - 1].owner == p;
        int v[MEGACITY_BOARD_PCOLS] = {b->score.total[p], done, s->tokens[p],
                                       megacity_front_count(s, p), plats};
        for (int c = 0; c < MEGACITY_BOARD_PCOLS; c++) {
            char num[16];
            snprintf(num, sizeof num, "%d", v[c]);
            megacity_board_text(b, in, num, xs[c], cy, ROW_SIZE, GFX_RIGHT | GFX_MIDDLE,
                                c == 0 ? GFX_BOLD : GFX_REGULAR,
                                c == 0 ? UI_COL_ACCENT_HI : UI_COL_TEXT);
        }
    }
    if (t->words)
        megacity_board_text_box(b, in, legend(r.w), (gfx_rect){r.x, r.y + 3, r.w, t->legend},
                                HEAD_SIZE, GFX_LEFT, UI_COL_TEXT_SOFT);
}

/* ---- the last moves ------------------------------------------------------------------------ */
void megacity_board_marks_clear(megacity_board_data *b)
{
    b->nmarks = 0;
    b->mark_seat = -1;
    b->last_move[0] = 0;
    b->last_seat = -1;
}

static bool building(int kind)
{
    return kind == MEGACITY_A_STACK || kind == MEGACITY_A_BUILD || kind == MEGACITY_A_MOVE ||
           kind == MEGACITY_A_UNBUILD;
}

void megacity_board_marks_note(megacity_board_data *b, int seat, game_action a,
                               const megacity_state *before, const megacity_state *after)
{
    int k = MEGACITY_KIND(a);
    bool new_turn = seat != b->mark_seat;
    b->mark_seat = seat;
    if (new_turn) { /* this seat's previous turn is old news: its marks go */
        int n = 0;
        for (int i = 0; i < b->nmarks; i++)
            if (b->marks[i].seat != seat) b->marks[n++] = b->marks[i];
        b->nmarks = n;
    }
    megacity_board_mark mk = {seat, {0}};
    megacity_move_marks(before, a, &mk.m);
    if (mk.m.cell >= 0 || mk.m.column >= 0 || mk.m.exc || mk.m.offer >= 0) {
        if (b->nmarks == MEGACITY_BOARD_MARKS) {
            memmove(b->marks, b->marks + 1, sizeof b->marks[0] * (MEGACITY_BOARD_MARKS - 1));
            b->nmarks--;
        }
        b->marks[b->nmarks++] = mk;
    }
    /* the caption: another player's last move but the turn's end, a build not hiding what came
     * before it in the same turn */
    int home = megacity_board_home_seat(b);
    if (home >= 0 && seat == home) return;
    bool same_turn = !new_turn && b->last_seat == seat;
    if (k == MEGACITY_A_END || (building(k) && same_turn && !building(b->last_kind))) return;
    if (megacity_game.describe(before, after, seat, a, b->last_move, sizeof b->last_move) <= 0)
        return;
    b->last_seat = seat;
    b->last_kind = k;
}

/* The colour of the newest mark at a place, made by another player than the viewer: each
 * player's last turn stays marked until that player moves again. */
bool megacity_board_mark_color(const megacity_board_data *b, int what, int arg, gfx_color *c)
{
    int home = megacity_board_home_seat(b);
    for (int i = b->nmarks - 1; i >= 0; i--) {
        const megacity_move_mark *m = &b->marks[i].m;
        if (home >= 0 && b->marks[i].seat == home) continue; /* your own moves you know */
        bool hit = what == MEGACITY_BOARD_MK_CELL     ? m->cell == arg
                   : what == MEGACITY_BOARD_MK_COLUMN ? m->column == arg
                   : what == MEGACITY_BOARD_MK_EXC    ? m->exc == arg
                                                      : m->offer == arg || m->offer == 3;
        if (hit) {
            *c = ui_seat_color(b->marks[i].seat);
            return true;
        }
    }
    return false;
}

/* The last move in words, over the top of the city, on a dark band. */
void megacity_board_draw_last_move(megacity_board_data *b, gfx_rect city)
{
    if (!b->last_move[0]) return;
    char buf[240];
    const setup_seat *st = play_seat(b->p, b->last_seat);
    snprintf(buf, sizeof buf, _("Last move: %s %s"), st ? st->name : "?", b->last_move);
    gfx_rect megacity_plan_box = {city.x + 10, city.y + 6, city.w - 20, 34};
    float size = megacity_board_box_fit(buf, megacity_plan_box.w, megacity_plan_box.h, 13);
    float h = megacity_board_box_height(buf, megacity_plan_box.w, size);
    gfx_rrect((gfx_rect){city.x + 4, city.y + 3, city.w - 8, h + 7}, UI_RADIUS_S,
              GFX_RGBA(10, 20, 40, 170));
    gfx_rect dot = {city.x + 4, city.y + 3, 4, h + 7};
    gfx_fill_rect(dot, ui_seat_color(b->last_seat >= 0 ? b->last_seat : 0));
    megacity_board_text_box(
        b, city, buf, (gfx_rect){megacity_plan_box.x, megacity_plan_box.y, megacity_plan_box.w, h},
        size, GFX_LEFT, UI_COL_TEXT);
}
