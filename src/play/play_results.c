/* play_results.c: the final results panel of the play host, for every game: a banner naming the
 * winner (or the tie), the standings (rank, badge, name, points in their own columns), and every
 * score line grouped under its seat, adding up to the seat's total, in a list that scrolls
 * (wheel, drag, arrows, Page Up/Down, Home/End). While the host walks through the lines (the
 * board lights what each counts), they appear in their places and the list follows them. */
#include "core/i18n.h"
#include "play/play_int.h"
#include <SDL_keycode.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { SEAT_ROW_H = 32, STAND_ROW_H = 30, BANNER_H = 48, STEP = 48 };

gfx_rect play_results_rect(void)
{
    return (gfx_rect){gfx_width() - RESULTS_W + 8, BAR_H + 10, RESULTS_W - 20,
                      gfx_height() - BAR_H - 22};
}

static int line_seat(const play *p, int line)
{
    int s = p->score.line[line].player;
    return s >= 0 && s < p->score.players ? s : -1;
}

/* Seats in the order of the standings: by rank, then by seat. */
static int seats_by_rank(const play *p, int order[GAME_MAX_PLAYERS])
{
    int n = p->score.players;
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && p->score.rank[order[j]] < p->score.rank[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    return n;
}

static void add_group(play *p, int seat)
{
    int head = p->nrows;
    p->rows[p->nrows++] = (play_row){PLAY_ROW_SEAT, seat, -1, 0};
    for (int i = 0; i < p->score.nlines; i++) {
        if (line_seat(p, i) != seat) continue;
        p->rows[p->nrows++] = (play_row){PLAY_ROW_LINE, seat, i, p->score.line[i].points};
        p->rows[head].points += p->score.line[i].points;
    }
    if (seat < 0 && p->nrows == head + 1) p->nrows = head; /* no line for nobody: no group */
}

void play_results_build(play *p)
{
    int order[GAME_MAX_PLAYERS];
    int n = seats_by_rank(p, order);
    /* club mode's evening ladder: the human seats' placings (a match counts once, by its seed
     * and final state) */
    const char *names[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; i < n; i++)
        if (match_seat_at(p->m, i) && match_seat_at(p->m, i)->kind == MATCH_HUMAN)
            names[i] = match_seat_at(p->m, i)->name;
    bool (*record)(const char *, const char *const *, const int *, int, uint64_t, const int *) =
        scenes_hooks()->record_game;
    p->on_ladder =
        record && record(play_game(p)->id, names, p->score.rank, n,
                         match_seed(p->m) ^ match_hash(p->m), match_params(p->m)->handicap);
    p->nrows = 0;
    for (int i = 0; i < n; i++) add_group(p, order[i]);
    add_group(p, -1);
    p->row_w = 0; /* measure again */
    p->scroll = 0;
    p->user_scrolled = p->pressing = p->drag_scrolling = false;
    p->shown_walk = -1;
    p->first_visible = 0;
    p->pointed_line = -1;
}

/* The score line of the list row at (x, y), -1 none. */
static int line_at(const play *p, float x, float y)
{
    if (!ui_contains(p->list, x, y)) return -1;
    float top = p->list.y - p->scroll;
    for (int i = 0; i < p->nrows; i++) {
        if (y >= top && y < top + p->row_h[i])
            return p->rows[i].kind == PLAY_ROW_LINE ? p->rows[i].line : -1;
        top += p->row_h[i];
    }
    return -1;
}

int play_results_rows(const play *p, const play_row **rows)
{
    if (rows) *rows = p->rows;
    return p->mode == MODE_RESULTS ? p->nrows : 0;
}

int play_results_first_visible(const play *p)
{
    return p->first_visible;
}

bool play_results_counting(const play *p)
{
    return p->mode == MODE_RESULTS && p->walk < p->score.nlines;
}

/* ---- layout and scrolling ------------------------------------------------------------------ */
static float line_text_w(const play *p)
{
    return p->list.w - 84;
}

static void measure(play *p)
{
    float w = line_text_w(p);
    if (w == p->row_w) return;
    p->row_w = w;
    p->list_h = 0;
    for (int i = 0; i < p->nrows; i++) {
        const play_row *r = &p->rows[i];
        float h = SEAT_ROW_H + (i ? 8 : 0); /* a little air above each seat's group */
        if (r->kind == PLAY_ROW_LINE) {
            char text[GAME_REASON_LEN + 64];
            play_format(p, p->score.line[r->line].reason, text, sizeof text);
            h = gfx_text_box(text, (gfx_rect){0, 0, w, 1000}, UI_FONT_SMALL, GFX_LEFT | GFX_TOP,
                             (gfx_color){0}) +
                10;
            if (h < 26) h = 26;
        }
        p->row_h[i] = h;
        p->list_h += h;
    }
}

static float max_scroll(const play *p)
{
    float m = p->list_h - p->list.h;
    return m > 0 ? m : 0;
}

static void clamp_scroll(play *p)
{
    float m = max_scroll(p);
    if (p->scroll > m) p->scroll = m;
    if (p->scroll < 0) p->scroll = 0;
}

static void scroll_by(play *p, float d)
{
    p->scroll += d;
    p->user_scrolled = true;
    clamp_scroll(p);
}

/* Keeps row i in view (the walk-through follows the line it counts). */
static void show_row(play *p, int i)
{
    float top = 0;
    for (int k = 0; k < i; k++) top += p->row_h[k];
    float bottom = top + p->row_h[i];
    if (i > 0 && p->rows[i - 1].kind == PLAY_ROW_SEAT) top -= p->row_h[i - 1]; /* its seat too */
    if (top < p->scroll) p->scroll = top;
    if (bottom > p->scroll + p->list.h) p->scroll = bottom - p->list.h;
    clamp_scroll(p);
}

bool play_results_event(play *p, const in_event *ev)
{
    bool inside = ui_contains(p->list, ev->x, ev->y);
    switch (ev->kind) {
    case IN_ZOOM:
        if (!inside || ev->amount <= 0) return false;
        scroll_by(p, -logf(ev->amount) / logf(1.1f) * STEP);
        return true;
    case IN_PAN:
        if (!inside) return false;
        scroll_by(p, -ev->dy);
        return true;
    case IN_PRESS:
        if (!inside) return false;
        p->pressing = true;
        p->drag_scrolling = false;
        p->press_y = ev->y;
        p->press_scroll = p->scroll;
        return true;
    case IN_MOVE:
        p->pointed_line = ev->pointer == 0 ? line_at(p, ev->x, ev->y) : -1;
        if (!p->pressing) return false;
        if (fabsf(ev->y - p->press_y) > 6) p->drag_scrolling = true;
        if (p->drag_scrolling) {
            p->scroll = p->press_scroll - (ev->y - p->press_y);
            p->user_scrolled = true;
            clamp_scroll(p);
        }
        return true;
    case IN_RELEASE:
    case IN_CANCEL:
        if (!p->pressing) return false;
        if (!p->drag_scrolling && ev->kind == IN_RELEASE) /* a tap: light that line */
            p->pointed_line = line_at(p, ev->x, ev->y);
        p->pressing = p->drag_scrolling = false;
        return true;
    case IN_NAV:
        if (ev->key == IN_NAV_UP) return scroll_by(p, -STEP), true;
        if (ev->key == IN_NAV_DOWN) return scroll_by(p, STEP), true;
        return false;
    case IN_KEY:
        switch (ev->key) {
        case SDLK_PAGEUP: scroll_by(p, -(p->list.h - STEP)); return true;
        case SDLK_PAGEDOWN: scroll_by(p, p->list.h - STEP); return true;
        case SDLK_HOME: scroll_by(p, -1e9f); return true;
        case SDLK_END: scroll_by(p, 1e9f); return true;
        default: return false;
        }
    default: return false;
    }
}

/* ---- drawing ------------------------------------------------------------------------------- */
static void points_text(int pts, char *buf, size_t n)
{
    snprintf(buf, n, pts == 1 || pts == -1 ? _("%d point") : _("%d points"), pts);
}

gfx_rect play_results_list(const play *p)
{
    return p->list;
}

/* "Alice wins!", "Alice and Ben share the win!" (several winners: equal ranks), or nothing. */
void play_results_banner(const play *p, char *out, size_t n)
{
    uint32_t w = p->score.winners;
    int count = 0, last = -1;
    for (int s = 0; s < p->score.players; s++)
        if (w & (1u << s)) count++, last = s;
    if (count == 0) {
        snprintf(out, n, "%s", _("Game over"));
        return;
    }
    if (count == 1) {
        snprintf(out, n, _("%s wins!"), play_seat_name(p, last));
        return;
    }
    char names[256] = "";
    int k = 0;
    for (int s = 0; s < p->score.players; s++) {
        if (!(w & (1u << s))) continue;
        size_t at = strlen(names);
        const char *sep = k == 0 ? "" : s == last ? _(" and ") : ", ";
        snprintf(names + at, sizeof names - at, "%s%s", sep, play_seat_name(p, s));
        k++;
    }
    snprintf(out, n, _("%s share the win!"), names);
}

static void clipped(const char *t, float x, float y, float w, float size, gfx_font_style st,
                    gfx_color c)
{
    gfx_push_clip((gfx_rect){x, y - size, w, size * 2});
    gfx_text_styled(t, x, y, size, GFX_LEFT | GFX_MIDDLE, st, c);
    gfx_pop_clip();
}

static float draw_banner(const play *p, gfx_rect panel, bool counting)
{
    gfx_rect b = {panel.x + 10, panel.y + 10, panel.w - 20, BANNER_H};
    char text[320];
    if (counting) {
        gfx_rrect(b, UI_RADIUS_S, UI_COL_PANEL_ALT);
        gfx_text_styled(_("Counting the points…"), b.x + b.w / 2, b.y + 15, UI_FONT_LABEL,
                        GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_INK_SOFT);
        gfx_text(_("Click or press Enter to see them all"), b.x + b.w / 2, b.y + 36, UI_FONT_SMALL,
                 GFX_CENTER | GFX_MIDDLE, UI_COL_INK_SOFT);
        return b.y + b.h;
    }
    play_results_banner(p, text, sizeof text);
    gfx_rrect(b, UI_RADIUS_S, UI_COL_ACCENT);
    float size = UI_FONT_HEAD, tw = gfx_text_width(text, size, GFX_BOLD);
    if (tw > b.w - 56) size *= (b.w - 56) / tw; /* long names: smaller, still one line */
    tw = gfx_text_width(text, size, GFX_BOLD);
    float x = b.x + (b.w - tw - 30) / 2;
    gfx_text_styled("★", x, b.y + b.h / 2, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    gfx_text_styled(text, x + 30, b.y + b.h / 2, size, GFX_LEFT | GFX_MIDDLE, GFX_BOLD, UI_COL_INK);
    return b.y + b.h;
}

/* The standings: rank, badge, name, points, each in its own column. */
static float draw_standings(const play *p, gfx_rect panel, float y, bool counting,
                            const int *running)
{
    int order[GAME_MAX_PLAYERS];
    int n = seats_by_rank(p, order);
    float x = panel.x + 16, right = panel.x + panel.w - 16;
    y += 8;
    for (int i = 0; i < n; i++) {
        int s = counting ? i : order[i]; /* no ranks before every point is counted */
        float cy = y + STAND_ROW_H * 0.5f;
        bool first = !counting && p->score.rank[s] == 1;
        if (first)
            gfx_rrect((gfx_rect){x - 6, y + 1, right - x + 12, STAND_ROW_H - 2}, UI_RADIUS_S,
                      GFX_HEX(0xFCE3C4));
        char rank[16] = "";
        if (!counting) snprintf(rank, sizeof rank, "%d", p->score.rank[s]);
        gfx_text_styled(rank, x + 12, cy, UI_FONT_BODY, GFX_CENTER | GFX_MIDDLE, GFX_BOLD,
                        first ? UI_COL_ACCENT_LO : UI_COL_INK_SOFT);
        ui_draw_seat_badge(s, x + 40, cy, 11);
        char pts[48];
        points_text(counting ? running[s] : p->score.total[s], pts, sizeof pts);
        float pw = gfx_text_styled(pts, right, cy, UI_FONT_BODY, GFX_RIGHT | GFX_MIDDLE, GFX_BOLD,
                                   UI_COL_INK);
        clipped(play_seat_name(p, s), x + 58, cy, right - pw - 16 - (x + 58), UI_FONT_BODY,
                first ? GFX_BOLD : GFX_REGULAR, UI_COL_INK);
        y += STAND_ROW_H;
    }
    return y;
}

static void draw_row(const play *p, int i, gfx_rect r, const int *running, int current)
{
    const play_row *row = &p->rows[i];
    float x = r.x, right = r.x + r.w;
    if (row->kind == PLAY_ROW_SEAT) {
        gfx_rect band = {x, r.y + r.h - SEAT_ROW_H, r.w, SEAT_ROW_H - 2};
        float cy = band.y + band.h / 2;
        gfx_rrect(band, UI_RADIUS_S, UI_COL_PANEL_ALT);
        char pts[48] = "";
        if (row->seat >= 0) {
            ui_draw_seat_badge(row->seat, x + 16, cy, 10);
            points_text(running[row->seat], pts, sizeof pts);
        }
        float pw = gfx_text_styled(pts, right - 10, cy, UI_FONT_BODY, GFX_RIGHT | GFX_MIDDLE,
                                   GFX_BOLD, UI_COL_INK);
        const char *name = row->seat >= 0 ? play_seat_name(p, row->seat) : _("Scores for nobody");
        clipped(name, x + (row->seat >= 0 ? 34 : 10), cy, right - pw - 20 - (x + 34), UI_FONT_BODY,
                GFX_BOLD, UI_COL_INK);
        return;
    }
    if (row->line >= p->walk) { /* not counted yet: its place waits */
        gfx_rrect((gfx_rect){x + 34, r.y + 8, (r.w - 110) * 0.6f, 8}, 4, UI_COL_PANEL_ALT);
        return;
    }
    if (row->line == current || row->line == p->pointed_line)
        gfx_rrect((gfx_rect){x + 2, r.y + 1, r.w - 4, r.h - 2}, UI_RADIUS_S, GFX_HEX(0xFCE3C4));
    char text[GAME_REASON_LEN + 64], pts[16];
    play_format(p, p->score.line[row->line].reason, text, sizeof text);
    gfx_text_box(text, (gfx_rect){x + 34, r.y + 5, line_text_w(p), r.h}, UI_FONT_SMALL,
                 GFX_LEFT | GFX_TOP, UI_COL_INK);
    snprintf(pts, sizeof pts, "%+d", row->points);
    gfx_text_styled(pts, right - 10, r.y + 5, UI_FONT_BODY, GFX_RIGHT | GFX_TOP, GFX_BOLD,
                    row->points > 0   ? UI_COL_INK
                    : row->points < 0 ? UI_COL_BAD
                                      : UI_COL_INK_SOFT);
}

static void draw_list(play *p, const int *running, int current)
{
    gfx_rect l = p->list;
    gfx_push_clip(l);
    float y = l.y - p->scroll;
    p->first_visible = -1;
    for (int i = 0; i < p->nrows; i++) {
        float h = p->row_h[i];
        if (y + h > l.y && y < l.y + l.h) {
            if (p->first_visible < 0) p->first_visible = i;
            draw_row(p, i, (gfx_rect){l.x, y, l.w - 10, h}, running, current);
        }
        y += h;
    }
    gfx_pop_clip();
    if (p->first_visible < 0) p->first_visible = 0;
    if (max_scroll(p) > 0) { /* a scroll bar: there is more than the list shows */
        float track = l.h, bar = fmaxf(30, track * l.h / p->list_h);
        float at = l.y + (track - bar) * (p->scroll / max_scroll(p));
        gfx_rrect((gfx_rect){l.x + l.w - 5, l.y, 5, track}, 2.5f, UI_COL_PANEL_ALT);
        gfx_rrect((gfx_rect){l.x + l.w - 5, at, 5, bar}, 2.5f, UI_COL_INK_SOFT);
    }
}

void play_results_draw(play *p)
{
    gfx_rect panel = play_results_rect();
    ui_draw_panel(panel);
    bool counting = p->walk < p->score.nlines;
    int running[GAME_MAX_PLAYERS] = {0}, current = counting && p->walk > 0 ? p->walk - 1 : -1;
    for (int i = 0; i < p->score.nlines && i < p->walk; i++) {
        int s = line_seat(p, i);
        if (s >= 0) running[s] += p->score.line[i].points;
    }
    if (!counting) /* every line counted: the game's own totals */
        for (int s = 0; s < p->score.players; s++) running[s] = p->score.total[s];
    float y = draw_banner(p, panel, counting);
    y = draw_standings(p, panel, y, counting, running);
    y += 6;
    gfx_line(panel.x + 16, y, panel.x + panel.w - 16, y, 2, UI_COL_PANEL_EDGE);
    y += 8;
    gfx_text(_("Where the points come from"), panel.x + 16, y, UI_FONT_SMALL, GFX_LEFT | GFX_TOP,
             UI_COL_INK_SOFT);
    y += UI_FONT_SMALL + 6;
    float bottom = (p->on_ladder ? p->ladder.base.rect.y : p->again.base.rect.y) - 10;
    p->list = (gfx_rect){panel.x + 10, y, panel.w - 20, bottom - y};
    measure(p);
    clamp_scroll(p);
    if (p->shown_walk != p->walk) { /* follow the walk, unless the player scrolls */
        p->shown_walk = p->walk;
        if (!p->user_scrolled && counting && current >= 0)
            for (int i = 0; i < p->nrows; i++)
                if (p->rows[i].kind == PLAY_ROW_LINE && p->rows[i].line == current) show_row(p, i);
        if (!counting && !p->user_scrolled) p->scroll = 0; /* the end: from the winner down */
    }
    draw_list(p, running, current);
}
