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
#include "core/json_load.h"
#include "core/log.h"
#include "match/wire.h"
#include "net/phone.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "play/play_int.h"
#include "ui/theme.h"
#include "ui/ui.h"
#include <math.h>
#include <SDL_timer.h>
#include <qrencode.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Was seat set up to play from a phone (whether its phone is here or not)? */
static bool phone_seat(const play *p, int seat)
{
    return seat >= 0 && seat < p->setup.params.players && p->setup.seats[seat].phone &&
           !p->setup.seats[seat].bot;
}

/* ... and is it played from there now: not at the screen while its phone is gone too long */
bool play_seat_is_phone(const play *p, int seat)
{
    return phone_seat(p, seat) && !(p->at_screen >> seat & 1);
}

static void wake(void *ud)
{
    (void)ud;
    plat_wake();
}

void play_phone_start(play *p)
{
    int last = -1;
    p->phone_moves_at = -1;
    for (int i = 0; i < p->setup.params.players; i++)
        if (phone_seat(p, i)) last = i;
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
        if (phone_seat(p, i))
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
    if (p->phone_covered) return false; /* a menu or a curtain over the table: it is paused */
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

/* The page's language when it is not the screen's ("fr" at an English table), else NULL: its
 * message is then made with _() in that language (i18n_thread_language). */
static const char *page_language(const play *p, int seat)
{
    const char *l = p->phone_lang[seat];
    return l[0] && strcmp(l, i18n_language()) != 0 ? l : NULL;
}

/* The newest public log lines, oldest first: the screen's drawer's (play_log.c), or for a page in
 * the other language rebuilt by replay in it (once per move, shared by such pages). */
static int log_lines(play *p, const char *lang, char lines[][WIRE_LOG_LINE], const char **log)
{
    const match_move *mv[PHONE_LOG_LINES];
    int k = 0;
    if (!lang) {
        int n = play_log_count(p);
        for (int i = n < PHONE_LOG_LINES ? n - 1 : PHONE_LOG_LINES - 1; i >= 0; i--)
            if ((mv[k] = play_log_at(p, i))) k++; /* 0: the newest */
    } else {
        /* an undo and a new move make the same count: the state's hash tells them apart */
        int at = (int)(match_hash(p->m) & 0x3fffffff) ^ match_log_count(p->m);
        if (p->phone_moves_at != at || strcmp(p->phone_moves_lang, lang) != 0) {
            p->phone_nmoves = match_recent_moves(p->m, p->phone_moves, PHONE_LOG_LINES);
            p->phone_moves_at = at;
            snprintf(p->phone_moves_lang, sizeof p->phone_moves_lang, "%s", lang);
        }
        for (; k < p->phone_nmoves; k++) mv[k] = &p->phone_moves[k];
    }
    for (int i = 0; i < k; i++) {
        snprintf(lines[i], WIRE_LOG_LINE, "%s: %s", play_seat_name(p, mv[i]->seat), mv[i]->text);
        log[i] = lines[i];
    }
    return k;
}

static void send_view(play *p, int seat)
{
    const game_def *g = play_game(p);
    const char *lang = page_language(p, seat);
    i18n_thread_language(lang); /* its hand, actions and log in the page's language */
    char lines[PHONE_LOG_LINES][WIRE_LOG_LINE];
    const char *log[PHONE_LOG_LINES];
    int k = log_lines(p, lang, lines, log);
    const react_win *w = play_window(p);
    wire_table t = {.seq = match_log_count(p->m),
                    .players = p->setup.params.players,
                    .params = match_params(p->m),
                    /* in quarter seconds: a view a quarter second, not one a frame */
                    .react_ms = w && w->claimant < 0
                                    ? 250 * (int)(react_left(w, table_now(p->table)) * 4.0)
                                    : -1,
                    .hold = !phone_may_act(p, seat),
                    .log = log,
                    .nlog = k};
    char colors[GAME_MAX_PLAYERS][8];
    for (int i = 0; i < t.players; i++) {
        gfx_color c = ui_seat_color(i);
        snprintf(colors[i], sizeof colors[i], "#%02x%02x%02x", c.r, c.g, c.b);
        t.names[i] = play_seat_name(p, i);
        t.colors[i] = colors[i];
    }
    char *msg = wire_seat_msg(g, match_state(p->m), seat, &t, p->before);
    i18n_thread_language(NULL);
    if (!msg) return;
    uint64_t h = hash_bytes(HASH_SEED, msg, strlen(msg));
    if (h != p->phone_sent[seat]) /* the same view again (a key that moved, nothing new) */
        phone_send(p->phones, seat, msg);
    p->phone_sent[seat] = h;
    free(msg);
}

/* A phone's tap of act (its text) refused: why goes to its page, the log names the action. */
static void refused(play *p, int seat, const char *act, const char *why)
{
    char *msg = wire_refused_msg(why), q[GAME_ACTION_TEXT + 8];
    json_quote(q, sizeof q, act, strlen(act)); /* the phone's words: quoted, as sent */
    LOG_I("phone: %s's tap \"%s\" refused: %s", play_seat_name(p, seat), q, why);
    if (msg) phone_send(p->phones, seat, msg);
    free(msg);
    p->phone_sent[seat] = 0; /* the view again after it: the page enables its buttons */
    p->phone_key[seat] = 0;
}

/* May a phone's tap be played now? Its action in *a; false with why, in the language _() speaks
 * (the page's). A tap in a window's countdown claims it (*claim) or lets it go (*pass). */
static bool tap_ok(play *p, int seat, const wire_in *in, game_action *a, bool *claim, bool *pass,
                   char *why, size_t n)
{
    const game_def *g = play_game(p);
    *claim = *pass = false;
    if (in->seq != match_log_count(p->m) || p->mode != MODE_PLAYING)
        return snprintf(why, n, "stale"), false; /* a word the page knows, not shown as is */
    if (!g->action_from_text(match_state(p->m), in->act, a, why, n)) return false;
    const react_win *w = play_window(p);
    if (w && w->claimant < 0) { /* a window's countdown: a pass is waiting; else a claim */
        if (g->react_pass && *a == g->react_pass(match_state(p->m), seat)) return *pass = true;
        if (w->expired || !(w->pending >> seat & 1))
            return game_refuse(why, n, "%s", _("Too late: the window is closed."));
        *claim = true;
        return true;
    }
    if (!(play_human_mask(p) >> seat & 1))
        return game_refuse(why, n, "%s", _("Not now: wait for your turn."));
    return true;
}

/* A phone's tap: the action on the state it saw, if its seat may play it now. Refusals in the
 * page's language; the move itself in the screen's (its phrase in the drawer). */
static void phone_act(play *p, int seat, const wire_in *in)
{
    const char *lang = page_language(p, seat);
    char why[GAME_REASON_LEN] = "";
    game_action a;
    bool claim, pass;
    i18n_thread_language(lang);
    bool ok = tap_ok(p, seat, in, &a, &claim, &pass, why, sizeof why);
    i18n_thread_language(NULL);
    if (!ok) {
        refused(p, seat, in->act, why);
        return;
    }
    if (pass) return;
    if (claim) {
        if (!table_claim(p->table, seat)) {
            i18n_thread_language(lang);
            refused(p, seat, in->act, _("Too late: the window is closed."));
            i18n_thread_language(NULL);
            return;
        }
        LOG_I("phone: %s claims the window", play_seat_name(p, seat));
    }
    LOG_I("phone: %s plays %s", play_seat_name(p, seat), in->act);
    if (play_submit(p, seat, a, why, sizeof why)) {
        char what[32]; /* the benchmark's tap to the screen (tools/bench_phone.py) */
        snprintf(what, sizeof what, "tap %d:%d", seat, in->seq);
        ui_mark_shown(what);
        return;
    }
    if (lang) { /* the rules' reason again, in the page's language, on a copy of the state */
        const game_def *g = play_game(p);
        memcpy(p->before, match_state(p->m), g->state_size);
        i18n_thread_language(lang);
        g->apply(p->before, seat, a, why, sizeof why);
        i18n_thread_language(NULL);
    }
    refused(p, seat, in->act, why);
}

/* A phone seat's phone is gone (ms: when it went) or back: its seat goes to the fallback the
 * settings name once it has been gone long enough, and back to the phone when it returns. */
static void seat_moves(play *p)
{
    setup_result r = p->setup; /* a seat at the screen plays with the mouse meanwhile */
    for (int i = 0; i < r.params.players; i++)
        if (p->at_screen >> i & 1) r.seats[i].phone = false, r.seats[i].device = IN_DEV_MOUSE;
    play_bind_seats(&r);
    table_set_stand_ins(p->table, p->stand_in);
    p->revealed_seat = -1; /* the curtain again before a hand shows at the screen */
    play_refresh_viewer(p);
}

static void phone_back(play *p, int seat)
{
    uint32_t bit = 1u << seat;
    p->phone_gone_ms[seat] = 0;
    if (!((p->stand_in | p->at_screen) & bit)) return;
    p->stand_in &= ~bit;
    /* the curtain up for it at the screen goes: its hand is on its phone again */
    scene *top = scene_top();
    if ((p->at_screen & bit) && p->revealed_seat == seat && top && top->vt &&
        strcmp(top->vt->name, "curtain") == 0)
        scene_pop();
    p->at_screen &= ~bit;
    seat_moves(p);
    char said[128];
    snprintf(said, sizeof said, _("%s's phone is back: the seat plays from it again"),
             play_seat_name(p, seat));
    ui_toast(said, UI_TOAST_GOOD);
    LOG_I("phone: %s's seat is back on its phone", play_seat_name(p, seat));
}

static void fallbacks_due(play *p)
{
    const settings *st = settings_get();
    if (!st->phone_gone_seconds || p->mode != MODE_PLAYING) return;
    uint64_t now = SDL_GetTicks64();
    for (int i = 0; i < p->setup.params.players; i++) {
        uint32_t bit = 1u << i;
        if (!phone_seat(p, i) || !p->phone_gone_ms[i] || ((p->stand_in | p->at_screen) & bit))
            continue;
        uint64_t due = p->phone_gone_ms[i] + (uint64_t)st->phone_gone_seconds * 1000u;
        if (now < due) {
            ui_wake_in((int)(due - now)); /* a frame then, even if nothing else moves */
            continue;
        }
        char said[160];
        if (st->phone_fallback == PHONE_TO_CURTAIN) {
            p->at_screen |= bit;
            snprintf(said, sizeof said,
                     _("%s's phone is gone: the seat plays here, behind the curtain, until it "
                       "comes back"),
                     play_seat_name(p, i));
        } else {
            p->stand_in |= bit;
            snprintf(said, sizeof said,
                     _("%s's phone is gone: a bot plays the seat until it comes back"),
                     play_seat_name(p, i));
        }
        LOG_I("phone: %s's phone gone %d s: %s", play_seat_name(p, i), st->phone_gone_seconds,
              st->phone_fallback == PHONE_TO_CURTAIN ? "the screen plays it" : "a bot plays it");
        seat_moves(p);
        ui_toast(said, UI_TOAST_INFO);
    }
}

void play_phone_tick(play *p, bool covered)
{
    p->phone_covered = covered; /* the pages show no actions meanwhile (phone_may_act) */
    if (!p->phones) return;
    phone_event e;
    while (phone_poll(p->phones, &e)) {
        switch (e.kind) {
        case PHONE_JOINED:
            p->phone_joined[e.seat] = true;
            phone_back(p, e.seat);
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
                p->phone_gone_ms[e.seat] = SDL_GetTicks64();
                char said[96];
                snprintf(said, sizeof said, _("%s's phone left: scan the code again"),
                         play_seat_name(p, e.seat));
                ui_toast(said, UI_TOAST_INFO);
            }
            break;
        case PHONE_REFUSED: LOG_I("phone: a connection refused: %s", e.why); break;
        case PHONE_MSG:
            if (e.in.kind == WIRE_IN_ACT && covered) { /* a menu or the curtain is up */
                i18n_thread_language(page_language(p, e.seat));
                refused(p, e.seat, e.in.act, _("Wait: the table is paused."));
                i18n_thread_language(NULL);
            } else if (e.in.kind == WIRE_IN_ACT && play_seat_is_phone(p, e.seat) &&
                       !(p->stand_in >> e.seat & 1)) {
                phone_act(p, e.seat, &e.in);
            }
            if (e.in.kind == WIRE_IN_LANG) { /* its view again, in its language */
                snprintf(p->phone_lang[e.seat], sizeof p->phone_lang[e.seat], "%s", e.in.lang);
                p->phone_key[e.seat] = p->phone_sent[e.seat] = 0;
            }
            break;
        }
        ui_keep_frames();
    }
    if (!covered) fallbacks_due(p);
    for (int i = 0; i < p->setup.params.players; i++) {
        if (!phone_seat(p, i) || !p->phone_joined[i]) continue;
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
        waiting += play_seat_is_phone(p, i) && !p->phone_joined[i] && !(p->stand_in >> i & 1);
    if (!waiting || p->mode != MODE_PLAYING) return;
    float pw = 300, ph = 400, gap = 16, total = (float)waiting * (pw + gap) - gap;
    float x = area.x + (area.w - total) / 2, y = area.y + (area.h - ph) / 2;
    if (x < area.x) x = area.x, pw = (area.w - gap * (float)(waiting - 1)) / (float)waiting;
    for (int i = 0; i < p->setup.params.players; i++) {
        /* a seat played meanwhile (a bot, the screen) goes on without its panel over the
         * board; its page, still open, comes back on its own (same token) */
        if (!play_seat_is_phone(p, i) || p->phone_joined[i] || (p->stand_in >> i & 1)) continue;
        gfx_rect r = {x, y, pw, ph};
        ui_draw_panel(r);
        char head[96], shown[PHONE_URL];
        snprintf(head, sizeof head, _("%s: scan to play on your phone"), play_seat_name(p, i));
        gfx_text_box(head, (gfx_rect){r.x + 14, r.y + 12, r.w - 28, 56}, UI_FONT_BODY, GFX_CENTER,
                     UI_COL_INK);
        float side = fminf(r.w - 40, r.h - 150);
        draw_qr(p->phone_qr[i], (gfx_rect){r.x + (r.w - side) / 2, r.y + 72, side, side});
        /* the short address to type, and the seat's code of six digits (phone.h) */
        char code[WIRE_CODE_LEN + 1], said[96];
        phone_code(p->phones, i, code, sizeof code);
        snprintf(shown, sizeof shown, "%s:%d", phone_address(p->phones), phone_port(p->phones));
        gfx_text(shown, r.x + r.w / 2, r.y + 72 + side + 22, UI_FONT_SMALL, GFX_CENTER | GFX_MIDDLE,
                 UI_COL_INK_SOFT);
        if (code[0]) {
            snprintf(said, sizeof said, _("then the code %.3s %s"), code, code + 3);
            gfx_text(said, r.x + r.w / 2, r.y + 72 + side + 48, UI_FONT_BODY,
                     GFX_CENTER | GFX_MIDDLE, UI_COL_INK);
        }
        x += pw + gap;
    }
}
