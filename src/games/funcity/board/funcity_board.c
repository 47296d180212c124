/* funcity_board.c: the Fun City board plugged into the play host. Input: a click or tap on a lit
 * space or place goes there (the rules' shortest way, drawn under the pointer with its length);
 * a click on a lit bus stop asks the direction; a MAD card of the hand is played by a click (its
 * target chosen on the buttons when it needs one); buttons roll, swap, obey an UH-OH!, take the
 * bus, pass or answer a card, pick pockets or stop, and choose SLOG's card. Keys and pads move a
 * cursor over the same choices. A click the rules refuse shows their reason. Layout in
 * funcity_board_layout.c, the city in funcity_board_city.c, the panel and the hand in
 * funcity_board_panel.c, the motion in funcity_board_anim.c. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "games/funcity/board/funcity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static funcity_board_state *live;

funcity_board_state *funcity_board_live(void)
{
    return live;
}

static void *board_create(play *p)
{
    funcity_board_state *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->p = p;
    b->g = play_game(p);
    b->seat = b->armed = b->menu_stop = b->hover_node = b->hover_hand = b->hover_place = -1;
    b->walk_seat = -1;
    for (int i = 0; i < 2; i++) ui_dice_init(&b->dice[i], (gfx_rect){0}, 6, 0);
    funcity_board_anim_reset(b);
    live = b;
    return b;
}

static void board_destroy(void *vb)
{
    funcity_board_state *b = vb;
    if (b == live) live = NULL;
    free(b);
}

/* ---- actions ------------------------------------------------------------------------------- */
static bool submit(funcity_board_state *b, game_action a)
{
    char why[GAME_REASON_LEN];
    if (b->seat < 0) return false;
    bool ok = play_submit(b->p, b->seat, a, why, sizeof why);
    if (!ok) snd_play(SND_REFUSED);
    b->armed = b->menu_stop = -1;
    b->built = false;
    return ok;
}

/* The rules' reason why a is refused now (a toast), nothing if it is legal. */
static void refuse(funcity_board_state *b, game_action a)
{
    char why[GAME_REASON_LEN] = "", out[GAME_REASON_LEN];
    if (b->seat < 0) return;
    memcpy(&b->scratch, &b->act, sizeof b->scratch);
    if (b->g->apply(&b->scratch, b->seat, a, why, sizeof why) != GAME_REFUSED) return;
    play_format(b->p, why, out, sizeof out);
    play_toast(b->p, out);
    snd_play(SND_REFUSED);
}

static void click_hand(funcity_board_state *b, int i)
{
    if (b->seat < 0 || i < 0 || i >= b->nhand) return;
    int k = b->hand_kind[i], n = 0;
    game_action only = 0;
    for (int j = 0; j < b->nlegal; j++) {
        int ty = FUNCITY_TYPE(b->legal[j]);
        if ((ty == FUNCITY_A_PLAY || ty == FUNCITY_A_REACT) && FUNCITY_X(b->legal[j]) == k) {
            only = b->legal[j];
            n++;
        }
    }
    if (!n) {
        bool window =
            b->act.ch_on || b->act.step == FUNCITY_ST_WIN_PRE || b->act.step == FUNCITY_ST_WIN_BUS;
        refuse(b, window ? FUNCITY_ACT(FUNCITY_A_REACT, k, 0)
                         : FUNCITY_ACT(FUNCITY_A_PLAY, k, FUNCITY_NONE));
        return;
    }
    if (n == 1 && (FUNCITY_TYPE(only) == FUNCITY_A_REACT || FUNCITY_Y(only) == FUNCITY_NONE)) {
        submit(b, only);
        return;
    }
    b->armed = b->armed == i ? -1 : i; /* its targets on the buttons */
    b->menu_stop = -1;
    b->built = false;
    snd_play(SND_PICKUP);
}

static void click_node(funcity_board_state *b, int node)
{
    if (b->seat < 0 || node < 0) return;
    const funcity_state *s = &b->act;
    int st = node < FUNCITY_STREETS ? funcity_stop_index(node) : -1;
    if (s->step == FUNCITY_ST_BOARD && !s->ch_on) {
        if (st >= 0 && (b->boardable >> st & 1)) {
            b->menu_stop = st;
            b->armed = -1;
            b->built = false;
            snd_play(SND_PICKUP);
        } else {
            refuse(b, FUNCITY_ACT(FUNCITY_A_BOARD, st >= 0 ? st : 0, st == 0 ? 1 : 0));
        }
        return;
    }
    if (b->go >> node & 1) {
        submit(b, FUNCITY_ACT(FUNCITY_A_GO, node, 0));
        return;
    }
    if (s->step == FUNCITY_ST_SLOG && !s->ch_on &&
        node >= FUNCITY_STREETS) { /* SLOG's card, by place */
        game_action only = 0;
        int n = 0;
        for (int i = 0; i < b->nlegal; i++)
            if (FUNCITY_TYPE(b->legal[i]) == FUNCITY_A_SLOG &&
                funcity_cards[FUNCITY_X(b->legal[i])].place == node - FUNCITY_STREETS)
                only = b->legal[i], n++;
        if (n == 1) submit(b, only); /* several on one place: the buttons tell them apart */
        return;
    }
    if (s->step == FUNCITY_ST_MOVE || s->step == FUNCITY_ST_RIDE)
        refuse(b, FUNCITY_ACT(FUNCITY_A_GO, node, 0));
    else if (s->step == FUNCITY_ST_START && !s->ch_on)
        refuse(b, FUNCITY_ACT(FUNCITY_A_GO, node, 0));
}

static void click_button(funcity_board_state *b, int i)
{
    if (!b->btn_a[i]) { /* Cancel */
        b->armed = b->menu_stop = -1;
        b->built = false;
        return;
    }
    submit(b, b->btn_a[i]);
}

/* ---- keys and pads: a cursor over the hand, the buttons, then the lit spaces -------------- */
static int lit_count(const funcity_board_state *b)
{
    return __builtin_popcountll(b->go) + __builtin_popcount(b->boardable);
}

static int lit_node(const funcity_board_state *b, int k)
{
    for (int n = 0; n < FUNCITY_NODES; n++) {
        int st = n < FUNCITY_STREETS ? funcity_stop_index(n) : -1;
        bool lit = (b->go >> n & 1) || (st >= 0 && (b->boardable >> st & 1));
        if (lit && k-- == 0) return n;
    }
    return -1;
}

static bool key_event(funcity_board_state *b, const in_event *ev)
{
    int n = b->nhand + b->nbtn + lit_count(b);
    if (ev->kind == IN_KEY && ev->key >= '1' && ev->key <= '9') {
        int i = ev->key - '1';
        if (i >= b->nhand || b->seat < 0) return false;
        b->show_cursor = true;
        b->cursor = i;
        click_hand(b, i);
        return true;
    }
    if (ev->kind != IN_NAV || b->seat < 0 || !n) return false;
    switch (ev->key) {
    case IN_NAV_LEFT:
    case IN_NAV_UP:
    case IN_NAV_PREV: b->cursor = b->show_cursor ? (b->cursor + n - 1) % n : 0; break;
    case IN_NAV_RIGHT:
    case IN_NAV_DOWN:
    case IN_NAV_NEXT: b->cursor = b->show_cursor ? (b->cursor + 1) % n : 0; break;
    case IN_NAV_BACK:
        if (b->armed < 0 && b->menu_stop < 0) return false;
        b->armed = b->menu_stop = -1;
        b->built = false;
        return true;
    case IN_NAV_ACCEPT: {
        if (!b->show_cursor) {
            b->cursor = 0;
            break;
        }
        int c = b->cursor;
        if (c < b->nhand)
            click_hand(b, c);
        else if (c < b->nhand + b->nbtn)
            click_button(b, c - b->nhand);
        else
            click_node(b, lit_node(b, c - b->nhand - b->nbtn));
        b->cursor = 0;
        break;
    }
    default: return false;
    }
    b->show_cursor = true;
    b->press_time = 1; /* focus shows a card's text at once */
    return true;
}

/* ---- pointer ------------------------------------------------------------------------------- */
static void hover_at(funcity_board_state *b, float x, float y)
{
    b->px = x, b->py = y;
    int h = funcity_board_hand_at(b, x, y);
    if (h != b->hover_hand) b->press_time = 0;
    b->hover_hand = h;
    int node = h >= 0 ? -1 : funcity_board_node_at(b, x, y);
    b->hover_node = node >= 0 && (b->go >> node & 1) ? node : -1;
    b->hover_place = node >= FUNCITY_STREETS ? node - FUNCITY_STREETS : -1;
}

static bool board_event(void *vb, gfx_rect area, const in_event *ev)
{
    funcity_board_state *b = vb;
    funcity_board_layout(b, area);
    funcity_board_sync(b);
    bool may = b->seat >= 0 && play_acting_seat(b->p, ev) == b->seat;
    /* a press ends with its release wherever the release goes (a button takes it below): a press
     * left open would hold back every card's text as if a long press were under way */
    bool long_press = b->pressing && b->press_time >= UI_LONG_PRESS, mine = b->city_press;
    if (ev->kind == IN_RELEASE || ev->kind == IN_CANCEL) b->pressing = b->city_press = false;
    if (may)
        for (int i = 0; i < b->nbtn; i++)
            if (ui_button_event(&b->btn[i], ev) == UI_ACTIVATED) {
                click_button(b, i);
                return true;
            }
    if ((ev->kind == IN_NAV || ev->kind == IN_KEY) && may && key_event(b, ev)) return true;
    switch (ev->kind) {
    case IN_MOVE:
        b->show_cursor = false;
        hover_at(b, ev->x, ev->y);
        return false;
    case IN_PRESS:
        b->show_cursor = false;
        hover_at(b, ev->x, ev->y);
        b->pressing = true;
        b->press_time = 0;
        b->city_press = b->hover_hand >= 0 || ui_contains(b->city, ev->x, ev->y);
        return b->city_press;
    case IN_RELEASE:
    case IN_CANCEL: {
        if (!mine || ev->kind == IN_CANCEL) return false;
        if (long_press) { /* it showed the card's text; a finger leaves no hover behind */
            b->hover_hand = b->hover_place = -1;
            return true;
        }
        if (!may) return true;
        int h = funcity_board_hand_at(b, ev->x, ev->y);
        if (h >= 0) {
            click_hand(b, h);
            return true;
        }
        click_node(b, funcity_board_node_at(b, ev->x, ev->y));
        return true;
    }
    default: return false;
    }
}

/* ---- drawing ------------------------------------------------------------------------------- */
static void draw_toss(const funcity_board_state *b)
{
    if (b->toss_t >= 1) return;
    float cx = b->city.x + b->city.w / 2, cy = b->city.y + b->city.h / 2, s = b->c * 2.2f;
    float t = b->toss_t, up = sinf(fminf(1, t * 1.3f) * 3.14159f) * b->c * 2;
    float flip = cosf(t * 3.14159f * 5);
    bool face = t > 0.77f ? b->toss == 1 : flip > 0;
    gfx_rect r = {cx - s * 0.36f * fabsf(flip), cy - s / 2 - up, s * 0.72f * fabsf(flip), s};
    if (r.w > 2) funcity_board_draw_mad(face ? FUNCITY_PICKPOCKET : -1, r, false, 0);
    if (t > 0.77f) {
        const char *msg =
            b->toss == 1 ? _("Face up: a card is stolen!") : _("Face down: all back!");
        float fs = fmaxf(funcity_board_min_text(), floorf(b->c * 0.45f));
        gfx_rect m =
            ui_rect_centered(cx, cy + s * 0.7f, gfx_text_width(msg, fs, GFX_BOLD) + 24, fs * 1.7f);
        gfx_rrect(m, 8, GFX_RGBA(20, 26, 44, 220));
        gfx_text_styled(msg, cx, cy + s * 0.7f, fs, GFX_CENTER | GFX_MIDDLE, GFX_BOLD, UI_COL_TEXT);
    }
}

static void draw_highlight(const funcity_board_state *b, const game_score_line *hl)
{
    if (!hl || hl->ref < 0 || hl->ref >= FUNCITY_CITY) return;
    gfx_rect r = funcity_board_place_rect(b, funcity_cards[hl->ref].place);
    gfx_rrect_outline(ui_rect_inset(r, -4), b->c * 0.16f, fmaxf(3, b->c * 0.08f), UI_COL_ACCENT);
}

/* The control list (ui_ctl): the acting seat's playable MAD cards, the spaces and places it may
 * go to, the stops it may board at; the buttons list themselves. */
static void list_controls(const funcity_board_state *b)
{
    if (!ui_ctl_tracing() || b->seat < 0) return;
    for (int i = 0; i < b->nhand; i++)
        if (b->hand_ok[i])
            ui_ctl_add(&(ui_ctl){.kind = UI_CTL_SPOT,
                                 .rect = b->hand_r[i],
                                 .enabled = true,
                                 .seat = b->seat,
                                 .label = "MAD card"});
    float s = funcity_board_space(b) * 0.8f;
    for (int node = 0; node < FUNCITY_NODES; node++) {
        int stop = funcity_board_stop_of(node);
        if (!(b->go >> node & 1) && !(stop >= 0 && (b->boardable >> stop & 1))) continue;
        float x, y;
        funcity_board_node_center(b, node, &x, &y);
        ui_ctl c = {.kind = UI_CTL_SPOT,
                    .rect = ui_rect_centered(x, y, s, s),
                    .enabled = true,
                    .seat = b->seat};
        snprintf(c.label, sizeof c.label, "%s %d", b->go >> node & 1 ? "go" : "board at", node);
        ui_ctl_add(&c);
    }
}

static void board_draw(void *vb, gfx_rect area, const void *view, const game_score_line *hl,
                       float alpha)
{
    (void)alpha;
    funcity_board_state *b = vb;
    const funcity_state *v = view;
    funcity_board_layout(b, area);
    funcity_board_sync(b);
    funcity_board_draw_city(b, v);
    draw_highlight(b, hl);
    funcity_board_draw_panel(b, v);
    funcity_board_draw_strip(b, v);
    draw_toss(b);
    funcity_board_draw_tip(b);
    list_controls(b);
}

static void board_tick(void *vb, double dt)
{
    funcity_board_state *b = vb;
    funcity_board_anim_tick(b, dt);
    if (b->pressing || b->hover_hand >= 0) b->press_time += (float)dt;
    /* a press held on the hand or the city: frames until its long press shows the text, without
     * waiting for another event (the host's busy would stop input; the UI's frames do not) */
    if (b->pressing && b->city_press && b->press_time < UI_LONG_PRESS + 0.1f) ui_keep_frames();
}

static bool board_busy(void *vb)
{
    return funcity_board_anim_busy(vb);
}

static void board_on_action(void *vb, int seat, game_action a, const void *before,
                            const void *after)
{
    funcity_board_state *b = vb;
    funcity_board_anim_action(b, seat, a, before, after);
    b->built = false;
}

static void board_on_reset(void *vb)
{
    funcity_board_state *b = vb;
    funcity_board_anim_reset(b);
    b->armed = b->menu_stop = -1;
    b->built = false;
    b->hash = 0;
}

static float board_min_width(void *vb)
{
    (void)vb;
    return 1180;
}

/* The reaction strip goes over the city's top, not over the clock and the dice beside it: the
 * roll just made stays in sight while people decide. */
static gfx_rect board_react_area(void *vb, gfx_rect area)
{
    funcity_board_state *b = vb;
    funcity_board_layout(b, area);
    return (gfx_rect){b->city.x + 8, b->city.y + 8, b->city.w - 16, 88};
}

/* The Hint's pointer: a button of the acting seat (roll, swap, the bus, a target, a direction,
 * pass), a MAD card of the hand, the street or place a walk ends on, or the stop a ride starts
 * from (its directions are buttons once it is chosen). */
static bool board_spot(void *vb, int seat, game_action a, gfx_rect *from, gfx_rect *to)
{
    funcity_board_state *b = vb;
    *from = *to = (gfx_rect){0, 0, 0, 0};
    if (seat != b->seat) return false; /* the buttons and the hand are the acting seat's */
    for (int i = 0; i < b->nbtn; i++)
        if (b->btn_a[i] == a && !b->btn[i].base.hidden) {
            *to = b->btn[i].base.rect;
            return true;
        }
    int t = FUNCITY_TYPE(a);
    if (t == FUNCITY_A_PLAY) {
        for (int i = 0; i < b->nhand; i++)
            if (b->hand_kind[i] == FUNCITY_X(a)) {
                *to = b->hand_r[i];
                return true;
            }
    } else if (t == FUNCITY_A_GO || t == FUNCITY_A_BOARD) { /* a bus stop: its street, first */
        int node = t == FUNCITY_A_GO ? FUNCITY_X(a) : funcity_stops[FUNCITY_X(a) % FUNCITY_STOPS];
        float x, y;
        funcity_board_node_center(b, node, &x, &y);
        *to = node < FUNCITY_STREETS ? (gfx_rect){x - b->c / 2, y - b->c / 2, b->c, b->c}
                                     : funcity_board_place_rect(b, node - FUNCITY_STREETS);
        return true;
    }
    return false;
}

/* The coach's bubble goes over the city, never over the hand, the buttons or the clock. */
static gfx_rect board_coach_area(void *vb, gfx_rect area)
{
    const funcity_board_state *b = vb;
    return b->city.w > 0 ? b->city : area;
}

const board_vt funcity_board = {
    .game_id = "funcity",
    .create = board_create,
    .destroy = board_destroy,
    .draw = board_draw,
    .event = board_event,
    .tick = board_tick,
    .busy = board_busy,
    .on_action = board_on_action,
    .on_reset = board_on_reset,
    .min_width = board_min_width,
    .figure = funcity_board_figure,
    .react_area = board_react_area,
    .spot = board_spot,
    .coach_area = board_coach_area,
};
