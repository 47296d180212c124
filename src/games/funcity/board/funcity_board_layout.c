/* funcity_board_layout.c: where the Fun City board puts things (the city on the left, the bank
 * clock, the open cards and the players on the right, the MAD hand and the choices along the
 * bottom) and what the acting seat may choose, read from the rules' legal list: lit spaces,
 * playable cards, buttons. No rule is decided here: a space is lit because the rules list a GO
 * there, and the way drawn to it is the rules' own shortest walk (funcity_path) and bus line. */
#include "core/i18n.h"
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Where each place is drawn, in street-grid units (x0, y0, x1, y1; a street space is the unit
 * square around its integer point). The rules give the cell (funcity_places[].x, y); the board
 * gives the inner blocks' places the room around it. */
static const float place_box[FUNCITY_PLACES][4] = {
    [FUNCITY_HOTEL] = {-1.45f, 2.55f, -0.55f, 4.45f},
    [FUNCITY_THEATRE] = {0.62f, 2.68f, 4.38f, 4.42f},
    [FUNCITY_BOWL] = {5.62f, 3.3f, 9.38f, 5.0f},
    [FUNCITY_CITYHALL] = {5.62f, 0.62f, 9.38f, 2.95f},
    [FUNCITY_TAILOR] = {10.55f, 2.55f, 11.45f, 4.45f},
    [FUNCITY_RALPH] = {6.6f, -1.45f, 9.4f, -0.58f},
    [FUNCITY_MARKET] = {2.6f, -1.45f, 5.4f, -0.58f},
    [FUNCITY_LIBRARY] = {0.62f, 0.62f, 4.38f, 2.4f},
    [FUNCITY_PARK] = {0.62f, 4.72f, 4.38f, 6.38f},
    [FUNCITY_BANK] = {5.62f, 5.22f, 9.38f, 6.38f},
    [FUNCITY_POST] = {4.6f, 7.58f, 7.4f, 8.45f},
    [FUNCITY_DENTIST] = {10.55f, 4.75f, 11.45f, 6.6f},
    [FUNCITY_ZOO] = {0.4f, 7.58f, 3.4f, 8.45f},
    [FUNCITY_SALON] = {-1.45f, 0.4f, -0.55f, 2.3f},
};

/* The bus line along the ring: from the zoo's corner (s26) up the left side, along the top and
 * down the right side to the bank's corner (s18). */
const uint8_t funcity_board_route[FUNCITY_BOARD_ROUTE] = {26, 27, 28, 29, 30, 31, 32, 33, 0,
                                                          1,  2,  3,  4,  5,  6,  7,  8,  9,
                                                          10, 11, 12, 13, 14, 15, 16, 17, 18};

int funcity_board_route_index(int node)
{
    for (int i = 0; i < FUNCITY_BOARD_ROUTE; i++)
        if (funcity_board_route[i] == node) return i;
    return -1;
}

int funcity_board_stop_of(int node)
{
    return funcity_stop_index(node);
}

void funcity_board_layout(funcity_board_state *b, gfx_rect area)
{
    b->area = area;
    gfx_rect r = area;
    float m = funcity_board_min_text(); /* the strip holds a prompt line and cards or two rows of
                                           buttons */
    float sh = fminf(fmaxf(fmaxf(area.h * 0.19f, 84), m * 6.7f), 150);
    b->strip = ui_rect_cut_bottom(&r, sh);
    float side = fminf(fmaxf(r.w * 0.28f, 150), 440);
    float c = fminf((r.w - side - 24) / 14.6f, (r.h - 12) / 10.7f);
    b->c = fmaxf(c, 4);
    b->wide = b->c * 1.8f;
    b->tall = b->c * 1.35f;
    float cw = b->c * 11 + b->wide * 2, ch = b->c * 8 + b->tall * 2;
    float left = r.w - side - 16;
    b->ox = r.x + 8 + fmaxf(0, (left - cw) / 2);
    b->oy = r.y + 6 + fmaxf(0, (r.h - 12 - ch) / 2);
    b->city = (gfx_rect){b->ox, b->oy, cw, ch};
    float sx = b->ox + cw + 12;
    b->side = (gfx_rect){sx, r.y + 6, area.x + area.w - sx - 8, r.h - 12};
    /* the side, from the bottom: a row per player, the four open cards under their heading,
     * then the clock with the time beside it in what is left */
    gfx_rect s = ui_rect_inset(b->side, 8);
    int np = b->act.players ? b->act.players : 4;
    float prow = fmaxf(fminf(30, s.h / 11), m * 1.45f);
    b->players_r = ui_rect_cut_bottom(&s, prow * (float)np + 4);
    float crow = fmaxf(fminf(40, s.h / 10), m * 1.55f), head = m * 1.5f;
    float ck = fmaxf(0, fminf(s.w * 0.6f, s.h - head - FUNCITY_ON_BOARD * crow - 8));
    b->clock_r = (gfx_rect){s.x, s.y, ck, ck};
    ui_rect_cut_top(&s, ck + 4);
    b->cards_r = s;
    b->prompt = (gfx_rect){b->strip.x + 12, b->strip.y + 2, b->strip.w - 24, fminf(26, sh * 0.22f)};
}

void funcity_board_layout_city(funcity_board_state *b, gfx_rect r)
{
    b->c = fmaxf(4, fminf(r.w / 14.6f, r.h / 10.7f));
    b->wide = b->c * 1.8f;
    b->tall = b->c * 1.35f;
    float cw = b->c * 11 + b->wide * 2, ch = b->c * 8 + b->tall * 2;
    b->ox = r.x + (r.w - cw) / 2;
    b->oy = r.y + (r.h - ch) / 2;
    b->city = (gfx_rect){b->ox, b->oy, cw, ch};
}

void funcity_board_grid(const funcity_board_state *b, float gx, float gy, float *sx, float *sy)
{
    float x;
    if (gx < -0.5f)
        x = (gx + 1.5f) * b->wide;
    else if (gx <= 10.5f)
        x = b->wide + (gx + 0.5f) * b->c;
    else
        x = b->wide + 11 * b->c + (gx - 10.5f) * b->wide;
    float y;
    if (gy < -0.5f)
        y = (gy + 1.5f) * b->tall;
    else if (gy <= 7.5f)
        y = b->tall + (gy + 0.5f) * b->c;
    else
        y = b->tall + 8 * b->c + (gy - 7.5f) * b->tall;
    *sx = b->ox + x;
    *sy = b->oy + y;
}

gfx_rect funcity_board_place_rect(const funcity_board_state *b, int place)
{
    const float *p = place_box[place];
    float x0, y0, x1, y1;
    funcity_board_grid(b, p[0], p[1], &x0, &y0);
    funcity_board_grid(b, p[2], p[3], &x1, &y1);
    return (gfx_rect){x0, y0, x1 - x0, y1 - y0};
}

float funcity_board_space(const funcity_board_state *b)
{
    return b->c * 0.84f;
}

void funcity_board_node_center(const funcity_board_state *b, int node, float *sx, float *sy)
{
    if (node < FUNCITY_STREETS) {
        funcity_board_grid(b, funcity_street_xy[node][0], funcity_street_xy[node][1], sx, sy);
        return;
    }
    gfx_rect r = funcity_board_place_rect(b, node - FUNCITY_STREETS);
    *sx = r.x + r.w / 2, *sy = r.y + r.h / 2;
}

int funcity_board_node_at(const funcity_board_state *b, float sx, float sy)
{
    float h = funcity_board_space(b) / 2 + b->c * 0.06f;
    for (int n = 0; n < FUNCITY_STREETS; n++) {
        float x, y;
        funcity_board_node_center(b, n, &x, &y);
        if (fabsf(sx - x) <= h && fabsf(sy - y) <= h) return n;
    }
    for (int p = 0; p < FUNCITY_PLACES; p++)
        if (ui_contains(funcity_board_place_rect(b, p), sx, sy)) return FUNCITY_STREETS + p;
    return -1;
}

int funcity_board_hand_at(const funcity_board_state *b, float sx, float sy)
{
    for (int i = 0; i < b->nhand; i++)
        if (ui_contains(b->hand_r[i], sx, sy)) return i;
    return -1;
}

static int put(uint8_t *out, uint8_t *bus, int n, int cap, int node, int on_bus)
{
    if (n >= cap) return n;
    out[n] = (uint8_t)node;
    if (bus) bus[n] = (uint8_t)on_bus;
    return n + 1;
}

int funcity_board_go_path(const funcity_state *s, int seat, int node, uint8_t *out, uint8_t *bus,
                          int cap)
{
    int from = s->pawn[seat], n = 0;
    if (s->step == FUNCITY_ST_RIDE) {
        int left = s->count - s->walked;
        for (int k = 1; k <= left; k++) {
            int j = s->bus_dir ? s->bus_stop + k : s->bus_stop - k;
            if (j < 0 || j >= FUNCITY_STOPS) break;
            int d = funcity_dist(funcity_stops[j], node);
            if (d < 0 || d > left - k) continue;
            int a = funcity_board_route_index(funcity_stops[s->bus_stop]),
                z = funcity_board_route_index(funcity_stops[j]);
            int st = z > a ? 1 : -1;
            for (int i = a;; i += st) {
                n = put(out, bus, n, cap, funcity_board_route[i], i != a);
                if (i == z) break;
            }
            uint8_t walk[FUNCITY_BOARD_PATH];
            int w = funcity_path(funcity_stops[j], node, walk, FUNCITY_BOARD_PATH);
            for (int i = 1; i < w; i++) n = put(out, bus, n, cap, walk[i], 0);
            return n;
        }
        return 0;
    }
    if (s->anywhere) {
        n = put(out, bus, n, cap, from, 0);
        return put(out, bus, n, cap, node, 0);
    }
    int w = funcity_path(from, node, out, cap);
    if (bus)
        for (int i = 0; i < w; i++) bus[i] = 0;
    return w;
}

/* ---- the acting seat's choices ------------------------------------------------------------- */
static void add_button(funcity_board_state *b, game_action a, const char *label, bool secondary)
{
    if (b->nbtn >= FUNCITY_BOARD_BUTTONS) return;
    int i = b->nbtn++;
    snprintf(b->btn_label[i], sizeof b->btn_label[i], "%s", label);
    if (b->btn_a[i] != a || !b->btn[i].label)
        ui_button_init(&b->btn[i], (gfx_rect){0}, b->btn_label[i],
                       secondary ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
    b->btn[i].label = b->btn_label[i];
    b->btn_a[i] = a;
}

/* A button's width for its label at the size the button draws it (UI_FONT_BODY under 48 units
 * high): never narrowed below it, so the label is never shrunk under 12 pixels. */
static float button_w(const char *label)
{
    return fminf(300, gfx_text_width(label, UI_FONT_BODY, GFX_BOLD) + 30);
}

/* The widest word of t at size (bold). */
static float widest_word(const char *t, float size)
{
    float w = 0;
    for (const char *p = t; *p;) {
        int len = (int)strcspn(p, " ");
        char word[FUNCITY_BOARD_LINE];
        snprintf(word, sizeof word, "%.*s", len, p);
        w = fmaxf(w, gfx_text_width(word, size, GFX_BOLD));
        p += len;
        while (*p == ' ') p++;
    }
    return w;
}

/* The prompt on one or two lines (a longer one cut on the second). */
static void place_prompt(funcity_board_state *b)
{
    gfx_rect s = b->strip;
    float m = funcity_board_min_text();
    char buf[256], text[256];
    play_format(b->p, funcity_board_prompt(b, buf, sizeof buf), text, sizeof text);
    gfx_rect pb = {s.x + 12, s.y + 2, s.w - 24, m * 2.3f};
    b->prompt_size =
        funcity_board_fit_lines(text, fmaxf(18, m), pb, GFX_BOLD, b->prompt_line, 2, &b->nprompt);
    if (!b->nprompt) {
        char lines[8][FUNCITY_BOARD_LINE], more[2 * FUNCITY_BOARD_LINE];
        int n = funcity_board_wrap(text, m, pb.w, GFX_BOLD, lines, 8);
        b->prompt_size = m;
        b->nprompt = n > 2 ? 2 : n;
        for (int i = 0; i < b->nprompt; i++)
            memcpy(b->prompt_line[i], lines[i], FUNCITY_BOARD_LINE);
        if (n > 2) {
            snprintf(more, sizeof more, "%s %s", lines[1], lines[2]);
            funcity_board_elide(more, m, pb.w, GFX_BOLD, b->prompt_line[1], FUNCITY_BOARD_LINE);
        }
    }
    int n = b->nprompt ? b->nprompt : 1;
    b->prompt = (gfx_rect){pb.x, pb.y, pb.w, (float)n * b->prompt_size * 1.08f + 4};
}

/* The hand's card width: a card as tall as the strip allows with its picture above its name;
 * else wider with the picture beside the name; else the name alone, as wide as its longest word
 * at the smallest size; room: at most this (then narrower, the name only in the tooltip). */
static float hand_width(const funcity_board_state *b, float ch, float room)
{
    float m = funcity_board_min_text(), words = 0, gap = 8, cw = ch * 0.8f;
    bool both = true;
    for (int i = 0; i < b->nhand; i++) {
        words = fmaxf(words, widest_word(_(funcity_kinds[b->hand_kind[i]].name), m) + 12);
        both = both && funcity_board_mad_shows_both(b->hand_kind[i], (gfx_rect){0, 0, cw, ch});
    }
    if (!b->nhand || (both && (cw + gap) * (float)b->nhand <= room)) return cw;
    cw = ch + words; /* the picture on the left */
    both = true;
    for (int i = 0; i < b->nhand; i++)
        both = both && funcity_board_mad_shows_both(b->hand_kind[i], (gfx_rect){0, 0, cw, ch});
    if (both && (cw + gap) * (float)b->nhand <= room) return cw;
    if ((words + gap) * (float)b->nhand <= room) return words;
    return fmaxf(20, room / (float)b->nhand - gap);
}

/* The strip: the prompt, the buttons on the right (in two rows when one row leaves the hand too
 * little room), the hand in what is left. */
static void place_strip(funcity_board_state *b)
{
    place_prompt(b);
    gfx_rect s = b->strip;
    float m = funcity_board_min_text(), gap = 8;
    float top = b->prompt.y + b->prompt.h + 4, h = s.y + s.h - top - 6;
    float ch = h, words = 0;
    for (int i = 0; i < b->nhand; i++)
        words = fmaxf(words, widest_word(_(funcity_kinds[b->hand_kind[i]].name), m) + 12);
    int rows = 1, split = b->nbtn;
    float row[2] = {0, 0};
    for (int i = 0; i < b->nbtn; i++) row[0] += button_w(b->btn_label[i]) + gap;
    if (b->nbtn > 1 && (words + gap) * (float)b->nhand > s.w - 36 - row[0]) {
        rows = 2, split = (b->nbtn + 1) / 2, row[0] = 0;
        for (int i = 0; i < b->nbtn; i++) row[i >= split] += button_w(b->btn_label[i]) + gap;
    }
    float cw = hand_width(b, ch, s.w - 36 - fmaxf(row[0], row[1]));
    b->hand_size = 0;
    for (int i = 0; i < b->nhand; i++) {
        b->hand_r[i] = (gfx_rect){s.x + 12 + (float)i * (cw + gap), top + (h - ch) / 2, cw, ch};
        float ns = funcity_board_mad_name_size(b->hand_kind[i], b->hand_r[i]);
        if (ns > 0 && (b->hand_size == 0 || ns < b->hand_size)) b->hand_size = ns;
    }
    float bh = fminf(44, (h - (float)(rows - 1) * 6) / (float)rows);
    float x = s.x + s.w - 12 - row[0];
    for (int i = 0; i < b->nbtn; i++) {
        if (i == split) x = s.x + s.w - 12 - row[1];
        float y = rows == 1 ? top + (h - bh) / 2 : top + (float)(i >= split) * (bh + 6);
        float w = button_w(b->btn_label[i]);
        b->btn[i].base.rect = (gfx_rect){x, y, w, bh};
        x += w + gap;
    }
}

static void fill_buttons(funcity_board_state *b)
{
    char lab[72];
    const funcity_state *s = &b->act;
    if (b->menu_stop >= 0) {
        for (int i = 0; i < b->nlegal; i++) {
            game_action a = b->legal[i];
            if (FUNCITY_TYPE(a) != FUNCITY_A_BOARD || FUNCITY_X(a) != b->menu_stop) continue;
            snprintf(lab, sizeof lab, _("Bus towards the %s"),
                     _(funcity_places[funcity_terminal_place(FUNCITY_Y(a))].name));
            add_button(b, a, lab, false);
        }
        add_button(b, 0, _("Cancel"), true);
        return;
    }
    if (b->armed >= 0) {
        int k = b->hand_kind[b->armed];
        for (int i = 0; i < b->nlegal; i++) {
            game_action a = b->legal[i];
            if (FUNCITY_TYPE(a) != FUNCITY_A_PLAY || FUNCITY_X(a) != k ||
                FUNCITY_Y(a) == FUNCITY_NONE)
                continue;
            snprintf(lab, sizeof lab, _("Against %s"), play_seat_name(b->p, FUNCITY_Y(a)));
            add_button(b, a, lab, false);
        }
        add_button(b, 0, _("Cancel"), true);
        return;
    }
    /* the rest in the rules' words (funcity_action_label, the phone page's too); a move on the
     * board (a street, a place, a bus stop) is chosen there, a card from the hand */
    const char *names[GAME_MAX_PLAYERS];
    for (int q = 0; q < s->players; q++) names[q] = play_seat_name(b->p, q);
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        int t = FUNCITY_TYPE(a);
        if (t == FUNCITY_A_GO || t == FUNCITY_A_BOARD || t == FUNCITY_A_PLAY) continue;
        char raw[GAME_REASON_LEN];
        funcity_action_label(s, b->seat, a, raw, sizeof raw);
        game_format_reason(raw, names, s->players, lab, sizeof lab);
        add_button(b, a, lab, t == FUNCITY_A_SWAP || t == FUNCITY_A_PASS || t == FUNCITY_A_STOP);
    }
}

void funcity_board_sync(funcity_board_state *b)
{
    const match *m = play_match(b->p);
    int viewer = play_viewer(b->p);
    uint64_t h = match_hash(m) ^ (uint64_t)match_log_count(m) << 48 ^ (uint64_t)(viewer + 2) << 40;
    game_turn t = match_turn(m);
    int seat = viewer >= 0 && (t.mask >> viewer & 1) && (play_human_mask(b->p) >> viewer & 1)
                   ? viewer
                   : -1;
    if (h == b->hash && seat == b->seat && b->built) {
        place_strip(b);
        return;
    }
    if (h != b->hash || seat != b->seat) b->armed = b->menu_stop = -1; /* a new decision */
    b->hash = h;
    b->built = true;
    b->seat = seat;
    match_view(m, viewer, &b->act);
    b->nlegal = seat >= 0 ? b->g->legal_actions(&b->act, seat, b->legal, GAME_MAX_ACTIONS) : 0;
    b->go = 0;
    b->boardable = 0;
    b->nbtn = 0;
    for (int i = 0; i < b->nlegal; i++) {
        game_action a = b->legal[i];
        if (FUNCITY_TYPE(a) == FUNCITY_A_GO) b->go |= 1ull << FUNCITY_X(a);
        if (FUNCITY_TYPE(a) == FUNCITY_A_BOARD) b->boardable |= (uint8_t)(1u << FUNCITY_X(a));
    }
    /* the strip: the viewer's own MAD hand, a card at a time */
    b->nhand = 0;
    const funcity_state *s = &b->act;
    if (viewer >= 0 && viewer < s->players && !s->over)
        for (int k = 0; k < FUNCITY_KINDS; k++)
            for (int c = 0; c < s->hand[viewer][k] && b->nhand < FUNCITY_BOARD_HAND; c++) {
                b->hand_kind[b->nhand] = k;
                b->hand_ok[b->nhand] = false;
                for (int i = 0; i < b->nlegal; i++) {
                    int ty = FUNCITY_TYPE(b->legal[i]);
                    if ((ty == FUNCITY_A_PLAY || ty == FUNCITY_A_REACT) &&
                        FUNCITY_X(b->legal[i]) == k)
                        b->hand_ok[b->nhand] = true;
                }
                b->nhand++;
            }
    fill_buttons(b);
    int nc = b->nhand + b->nbtn + __builtin_popcountll(b->go) + __builtin_popcount(b->boardable);
    if (b->cursor >= nc) b->cursor = 0;
    place_strip(b);
}

/* What the acting seat is asked, or whose turn it is. */
const char *funcity_board_prompt(const funcity_board_state *b, char *buf, size_t n)
{
    const funcity_state *s = &b->act;
    if (s->over) {                /* the tie-break is said only when the best score is shared */
        static game_score scores; /* large: not on the stack */
        game_score *sc = &scores;
        b->g->score(s, sc);
        int best = -1, tied = 0, wins = __builtin_popcount(sc->winners);
        for (int q = 0; q < s->players; q++)
            if (sc->total[q] > best) best = sc->total[q];
        for (int q = 0; q < s->players; q++) tied += sc->total[q] == best;
        const char *end = _("The clock shows 17:00: the day is over.");
        if (tied < 2)
            snprintf(buf, n, "%s", end);
        else if (wins == 1)
            snprintf(buf, n, "%s %s", end, _("Equal points: the more CITY cards wins."));
        else
            snprintf(buf, n, "%s %s", end, _("Equal points and CITY cards: the win is shared."));
        return buf;
    }
    if (b->seat < 0) return snprintf(buf, n, "%s", play_banner(b->p)), buf;
    if (b->menu_stop >= 0) return snprintf(buf, n, "%s", _("Which way does your bus go?")), buf;
    if (b->armed >= 0) return snprintf(buf, n, "%s", _("Play it against whom?")), buf;
    if (s->ch_on) {
        snprintf(buf, n, _("%s played %s against %s: answer with NEVER! or pass."),
                 play_seat_name(b->p, s->ch_by), _(funcity_kinds[s->ch_kind].name),
                 play_seat_name(b->p, s->ch_target));
        return buf;
    }
    const char *t = "";
    switch (s->step) {
    case FUNCITY_ST_START:
        if (s->uhoh[b->seat]) {
            snprintf(buf, n,
                     _("UH-OH! You must go %s this turn (play MAD cards first if you wish)."),
                     _(funcity_places[s->uhoh[b->seat] - 1].to));
            return buf;
        }
        t = _("Play up to 3 MAD cards, or swap all three, then roll.");
        break;
    case FUNCITY_ST_WIN_PRE:
        t = _("A roll was made: play TRAFFIC JAM! or MUGGED!, or pass.");
        break;
    case FUNCITY_ST_WIN_BUS: t = _("A player rides the bus: play Z-Z-Z, or pass."); break;
    case FUNCITY_ST_MOVE: { /* as the legal actions say: the taxi's anywhere, the bus or not */
        bool bus = false;
        for (int i = 0; i < b->nlegal; i++) bus |= b->legal[i] == FUNCITY_ACT(FUNCITY_A_BUS, 0, 0);
        if (s->anywhere)
            snprintf(buf, n, "%s", _("Taxi: go anywhere: click any space or place."));
        else if (bus)
            snprintf(buf, n,
                     _("Move up to %d spaces: click a lit space or place (or take the bus)."),
                     s->count);
        else
            snprintf(buf, n, _("Move up to %d spaces: click a lit space or place."), s->count);
        return buf;
    }
    case FUNCITY_ST_BOARD: t = _("Click a lit bus stop to board there."); break;
    case FUNCITY_ST_RIDE:
        snprintf(buf, n, _("Ride at least one stop, then get off and walk: %d spaces in all."),
                 s->count - s->walked);
        return buf;
    case FUNCITY_ST_PICK:
        t = _("The PICKPOCKET! landed face up: pick another pocket or stop.");
        break;
    case FUNCITY_ST_SLOG: t = _("You escorted SLOG: choose the CITY card you go to take."); break;
    default: break;
    }
    snprintf(buf, n, "%s", t);
    return buf;
}

static bool meet(gfx_rect a, gfx_rect c)
{
    return a.x < c.x + c.w - 0.5f && c.x < a.x + a.w - 0.5f && a.y < c.y + c.h - 0.5f &&
           c.y < a.y + a.h - 0.5f;
}

static bool inside(gfx_rect in, gfx_rect r)
{
    return r.x >= in.x - 0.5f && r.y >= in.y - 0.5f && r.x + r.w <= in.x + in.w + 0.5f &&
           r.y + r.h <= in.y + in.h + 0.5f;
}

bool funcity_board_layout_check(const funcity_board_state *b, char *why, size_t n)
{
    gfx_rect parts[4] = {b->city, b->side, b->strip, b->clock_r};
    for (int i = 0; i < 3; i++)
        if (!inside(b->area, parts[i]))
            return snprintf(why, n, "part %d outside the area", i), false;
    if (meet(b->city, b->side) || meet(b->city, b->strip) || meet(b->side, b->strip))
        return snprintf(why, n, "city, side and strip overlap"), false;
    if (!inside(b->side, b->clock_r) || !inside(b->side, b->cards_r) ||
        !inside(b->side, b->players_r) || meet(b->cards_r, b->players_r))
        return snprintf(why, n, "side panel parts"), false;
    float sp = funcity_board_space(b);
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        gfx_rect r = funcity_board_place_rect(b, p);
        if (!inside(b->city, r)) return snprintf(why, n, "place %d outside the city", p), false;
        for (int q = p + 1; q < FUNCITY_PLACES; q++)
            if (meet(r, funcity_board_place_rect(b, q)))
                return snprintf(why, n, "places %d and %d overlap", p, q), false;
        for (int s = 0; s < FUNCITY_STREETS; s++) {
            float x, y;
            funcity_board_node_center(b, s, &x, &y);
            if (meet(r, ui_rect_centered(x, y, sp, sp)))
                return snprintf(why, n, "place %d covers street s%d", p, s), false;
        }
    }
    for (int i = 0; i < b->nhand + b->nbtn; i++) {
        gfx_rect r = i < b->nhand ? b->hand_r[i] : b->btn[i - b->nhand].base.rect;
        if (!inside(b->strip, r)) return snprintf(why, n, "strip item %d outside", i), false;
        for (int j = i + 1; j < b->nhand + b->nbtn; j++) {
            gfx_rect q = j < b->nhand ? b->hand_r[j] : b->btn[j - b->nhand].base.rect;
            if (meet(r, q)) return snprintf(why, n, "strip items %d and %d overlap", i, j), false;
        }
    }
    return true;
}
