/* play_phone.c: seats played from a phone's browser (issue 31). A game with a phone seat starts
 * the phone server (net/phone.h) with the play scene and stops it with it. The host stays the
 * authority: each phone seat is sent match/wire.h's message of its own view whenever what it sees
 * may have changed (a move, a turn, a reaction window and its countdown, a phone joining), and its
 * taps come back as actions the host checks and applies as a person's at the screen would be
 * (play_submit; a claim in a reaction window through the table). The shared screen never shows a
 * phone seat's view (play.c's viewer), and while a phone seat has no phone joined the screen shows
 * its QR code in a panel; the top bar's title says "phones on" while the server runs. */
#include "core/hash.h"
#include "core/i18n.h"
#include "core/log.h"
#include "match/wire.h"
#include "net/phone.h"
#include "platform/platform.h"
#include "play/play_int.h"
#include "ui/theme.h"
#include <math.h>
#include <qrencode.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PHONE_LOG_LINES = 6 };

bool play_seat_is_phone(const play *p, int seat)
{
    return seat >= 0 && seat < p->setup.params.players && p->setup.seats[seat].phone &&
           !p->setup.seats[seat].bot;
}

static void wake(void *ud)
{
    (void)ud;
    plat_wake();
}

void play_phone_start(play *p)
{
    int last = -1;
    for (int i = 0; i < p->setup.params.players; i++)
        if (play_seat_is_phone(p, i)) last = i;
    if (last < 0) return;
    char www[1200], why[160];
    snprintf(www, sizeof www, "%s/data/phone", plat_data_dir());
    const char *addr = getenv("CITYBOX_PHONE_ADDR"), *port = getenv("CITYBOX_PHONE_PORT");
    phone_opts o = {.iface = addr && addr[0] ? addr : NULL,
                    .port = port ? atoi(port) : 0,
                    .www = www,
                    .seats = last + 1,
                    .wake = wake};
    p->phones = phone_start(&o, why, sizeof why);
    if (!p->phones) {
        LOG_W("phone seats: %s", why);
        snprintf(p->phone_why, sizeof p->phone_why, _("Phones cannot join: %s"), why);
        return;
    }
    for (int i = 0; i <= last; i++) { /* encoded once, drawn every frame a panel shows */
        char link[PHONE_URL];
        phone_link(p->phones, i, link, sizeof link);
        if (play_seat_is_phone(p, i))
            p->phone_qr[i] = QRcode_encodeString(link, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    }
    /* the links carry the seats' tokens: on the screen only (the QR codes), never in a log */
    LOG_I("phone: %d seats may join at http://%s:%d/", last + 1, phone_address(p->phones),
          phone_port(p->phones));
}

void play_phone_stop(play *p)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        if (p->phone_qr[i]) QRcode_free(p->phone_qr[i]);
        p->phone_qr[i] = NULL;
    }
    phone_stop(p->phones);
    p->phones = NULL;
}

/* May seat act now? Its turn with no animation nor bot's pause under way, or a reaction window
 * whose countdown asks it (a tap there claims: phone_act). Else its page shows no actions. */
static bool phone_may_act(const play *p, int seat)
{
    const react_win *w = play_window(p);
    if (w && w->claimant < 0) return !w->expired && (w->pending >> seat & 1);
    return play_human_mask(p) >> seat & 1;
}

/* What a phone seat sees changes with the log, the turn, a reaction window's state and each
 * quarter second of its countdown, whether it may act now (not during an animation), and a phone
 * joining (it needs its first view). */
static uint64_t seen_key(const play *p, int seat)
{
    game_turn t = match_turn(p->m);
    const react_win *w = play_window(p);
    uint64_t k = (uint64_t)match_log_count(p->m) * 1000003u + t.mask * 31u + (uint64_t)p->mode;
    if (w)
        k = k * 131u + (uint64_t)w->id * 7u + (uint64_t)(w->claimant + 1) * 3u +
            (uint64_t)(react_left(w, table_now(p->table)) * 4.0);
    k = k * 2u + phone_may_act(p, seat); /* an animation over: its actions now */
    return k * 2u + (uint64_t)p->phone_joined[seat];
}

static void send_view(play *p, int seat)
{
    const game_def *g = play_game(p);
    char lines[PHONE_LOG_LINES][WIRE_LOG_LINE];
    const char *log[PHONE_LOG_LINES];
    int n = play_log_count(p), k = 0;
    for (int i = n < PHONE_LOG_LINES ? n - 1 : PHONE_LOG_LINES - 1; i >= 0; i--) {
        const match_move *mv = play_log_at(p, i); /* 0: the newest */
        if (!mv) continue;
        snprintf(lines[k], sizeof lines[k], "%s: %s", play_seat_name(p, mv->seat), mv->text);
        log[k] = lines[k];
        k++;
    }
    const react_win *w = play_window(p);
    wire_table t = {.seq = match_log_count(p->m),
                    .players = p->setup.params.players,
                    /* in quarter seconds: a view a quarter second, not one a frame */
                    .react_ms = w && w->claimant < 0
                                    ? 250 * (int)(react_left(w, table_now(p->table)) * 4.0)
                                    : -1,
                    .hold = !phone_may_act(p, seat),
                    .log = log,
                    .nlog = k};
    for (int i = 0; i < t.players; i++) t.names[i] = play_seat_name(p, i);
    char *msg = wire_seat_msg(g, match_state(p->m), seat, &t, p->before);
    if (!msg) return;
    uint64_t h = hash_bytes(HASH_SEED, msg, strlen(msg));
    if (h != p->phone_sent[seat]) /* the same view again (a key that moved, nothing new) */
        phone_send(p->phones, seat, msg);
    p->phone_sent[seat] = h;
    free(msg);
}

static void refused(play *p, int seat, const char *why)
{
    char *msg = wire_refused_msg(why);
    LOG_I("phone: %s's tap refused: %s", play_seat_name(p, seat), why);
    if (msg) phone_send(p->phones, seat, msg);
    free(msg);
    p->phone_sent[seat] = 0; /* the view again after it: the page enables its buttons */
    p->phone_key[seat] = 0;
}

/* A phone's tap: the action on the state it saw, if its seat may play it now. */
static void phone_act(play *p, int seat, const wire_in *in)
{
    const game_def *g = play_game(p);
    char why[GAME_REASON_LEN] = "";
    game_action a;
    if (in->seq != match_log_count(p->m) || p->mode != MODE_PLAYING) {
        refused(p, seat, "stale");
        return;
    }
    if (!g->action_from_text(match_state(p->m), in->act, &a, why, sizeof why)) {
        refused(p, seat, why);
        return;
    }
    const react_win *w = play_window(p);
    if (w && w->claimant < 0) { /* a window's countdown: a pass is waiting; else a claim */
        if (g->react_pass && a == g->react_pass(match_state(p->m), seat)) return;
        if (!table_claim(p->table, seat)) {
            refused(p, seat, _("Too late: the window is closed."));
            return;
        }
        LOG_I("phone: %s claims the window", play_seat_name(p, seat));
    }
    if (!(play_human_mask(p) >> seat & 1)) {
        refused(p, seat, _("Not now: wait for your turn."));
        return;
    }
    LOG_I("phone: %s plays %s", play_seat_name(p, seat), in->act);
    if (!play_submit(p, seat, a, why, sizeof why)) refused(p, seat, why);
}

void play_phone_tick(play *p)
{
    if (!p->phones) return;
    phone_event e;
    while (phone_poll(p->phones, &e)) {
        switch (e.kind) {
        case PHONE_JOINED:
            p->phone_joined[e.seat] = true;
            p->phone_key[e.seat] = p->phone_sent[e.seat] = 0; /* its first view */
            LOG_I("phone: %s joined", play_seat_name(p, e.seat));
            char said[96];
            snprintf(said, sizeof said, _("%s plays from a phone"), play_seat_name(p, e.seat));
            ui_toast(said, UI_TOAST_GOOD);
            break;
        case PHONE_LEFT:
            p->phone_joined[e.seat] = phone_connected(p->phones, e.seat);
            LOG_I("phone: %s's phone left (%s)", play_seat_name(p, e.seat), e.why);
            if (!p->phone_joined[e.seat]) {
                char said[96];
                snprintf(said, sizeof said, _("%s's phone left: scan the code again"),
                         play_seat_name(p, e.seat));
                ui_toast(said, UI_TOAST_INFO);
            }
            break;
        case PHONE_REFUSED: LOG_I("phone: a connection refused: %s", e.why); break;
        case PHONE_MSG:
            if (e.in.kind == WIRE_IN_ACT && play_seat_is_phone(p, e.seat))
                phone_act(p, e.seat, &e.in);
            break;
        }
        ui_keep_frames();
    }
    for (int i = 0; i < p->setup.params.players; i++) {
        if (!play_seat_is_phone(p, i) || !p->phone_joined[i]) continue;
        uint64_t k = seen_key(p, i);
        if (k == p->phone_key[i]) continue;
        p->phone_key[i] = k;
        send_view(p, i);
    }
}

bool play_phone_busy(const play *p)
{
    const react_win *w = play_window(p);
    return p->phones && w && w->open; /* a countdown the phones follow */
}

/* A QR code, its dark modules as squares, in the square r on white. */
static void draw_qr(const QRcode *q, gfx_rect r)
{
    gfx_fill_rect(r, GFX_HEX(0xFFFFFF));
    if (!q) return;
    int n = q->width;
    float m = r.w / (float)(n + 8); /* a quiet zone of four modules */
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n;) {
            if (!(q->data[y * n + x] & 1)) {
                x++;
                continue;
            }
            int run = 1; /* a run of dark modules in a row: one rectangle */
            while (x + run < n && (q->data[y * n + x + run] & 1)) run++;
            gfx_fill_rect((gfx_rect){r.x + (float)(x + 4) * m, r.y + (float)(y + 4) * m,
                                     (float)run * m + 0.3f, m + 0.3f},
                          GFX_HEX(0x000000));
            x += run;
        }
}

/* The join panels of the phone seats nobody has joined yet, and the server's dot. */
void play_phone_draw(play *p, gfx_rect area)
{
    if (p->phone_why[0]) {
        gfx_text_box(p->phone_why, (gfx_rect){area.x + 16, area.y + 8, area.w - 32, 60},
                     UI_FONT_SMALL, GFX_LEFT, UI_COL_BAD);
        return;
    }
    if (!p->phones) return; /* the indicator, while it runs: the title ("· phones on") */
    int waiting = 0;
    for (int i = 0; i < p->setup.params.players; i++)
        waiting += play_seat_is_phone(p, i) && !p->phone_joined[i];
    if (!waiting || p->mode != MODE_PLAYING) return;
    float pw = 300, ph = 400, gap = 16, total = (float)waiting * (pw + gap) - gap;
    float x = area.x + (area.w - total) / 2, y = area.y + (area.h - ph) / 2;
    if (x < area.x) x = area.x, pw = (area.w - gap * (float)(waiting - 1)) / (float)waiting;
    for (int i = 0; i < p->setup.params.players; i++) {
        if (!play_seat_is_phone(p, i) || p->phone_joined[i]) continue;
        gfx_rect r = {x, y, pw, ph};
        ui_draw_panel(r);
        char head[96], shown[PHONE_URL];
        snprintf(head, sizeof head, _("%s: scan to play on your phone"), play_seat_name(p, i));
        gfx_text_box(head, (gfx_rect){r.x + 14, r.y + 12, r.w - 28, 56}, UI_FONT_BODY, GFX_CENTER,
                     UI_COL_INK);
        float side = fminf(r.w - 40, r.h - 150);
        draw_qr(p->phone_qr[i], (gfx_rect){r.x + (r.w - side) / 2, r.y + 72, side, side});
        /* the address to type, without the token (the code carries it) */
        snprintf(shown, sizeof shown, "%s:%d", phone_address(p->phones), phone_port(p->phones));
        gfx_text(shown, r.x + r.w / 2, r.y + 72 + side + 24, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE,
                 UI_COL_INK_SOFT);
        x += pw + gap;
    }
}
