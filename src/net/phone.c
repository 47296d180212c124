/* phone.c: the phone seats' server on libwebsockets (see phone.h). The lws context lives on the
 * server's thread from start to stop; the app's thread only touches what the mutex guards (the
 * queued views, the events, the tokens) and wakes the service with lws_cancel_service. */
#define _DEFAULT_SOURCE /* getifaddrs, IFF_UP */
#include "net/phone.h"
#include "core/log.h"
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <libwebsockets.h>
#include <net/if.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sodium.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

enum { QUEUE = 64 };

typedef struct conn { /* lws's per-session data: one WebSocket */
    struct lws *wsi;
    int seat;             /* -1 until a good hello */
    double bucket;        /* messages it may still send now (PHONE_BURST at most) */
    double last;          /* when the bucket was filled, seconds */
    bool closing;         /* close at the next writeable callback, */
    int code;             /* with this status (phone.h: PHONE_CLOSE_...) */
    unsigned sent;        /* the generation of the seat's view it has */
    char rx[WIRE_MAX_IN]; /* a message's fragments gathered */
    size_t rxn;
    char why[96];
    char *first; /* a message for this connection alone, before any view (the seat's token) */
} conn;

struct phone_server {
    phone_opts o;
    struct lws_context *ctx;
    pthread_t thread;
    atomic_bool stop;
    bool started;
    int port;
    char addr[INET_ADDRSTRLEN], www[1024];
    struct lws_http_mount mount;
    struct lws_protocols protos[3];
    conn *seat_conn[GAME_MAX_PLAYERS]; /* the server's thread only */
    pthread_mutex_t mu;                /* guards what follows */
    char token[GAME_MAX_PLAYERS][WIRE_TOKEN_LEN + 1];
    /* each seat's join code (the short address's), "" once its seat has had a phone or when
     * codes are off: PHONE_CODE_TRIES wrong codes turn them off for good (the QR codes stay) */
    char code[GAME_MAX_PLAYERS][WIRE_CODE_LEN + 1];
    int code_fails;
    bool kick[GAME_MAX_PLAYERS]; /* the token changed: close the seat's phone */
    bool connected[GAME_MAX_PLAYERS];
    char *view[GAME_MAX_PLAYERS]; /* the newest message for the seat, not sent yet or sent */
    size_t view_len[GAME_MAX_PLAYERS];
    unsigned gen[GAME_MAX_PLAYERS];
    phone_event q[QUEUE];
    int qhead, qn;
};

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void new_token(char *out)
{
    unsigned char raw[32];
    randombytes_buf(raw, sizeof raw);
    sodium_bin2base64(out, WIRE_TOKEN_LEN + 1, raw, sizeof raw,
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    sodium_memzero(raw, sizeof raw);
}

/* Queues an event for the app's thread (the mutex held) and wakes it. */
static void push_locked(phone_server *s, phone_event_kind k, int seat, const wire_in *in,
                        const char *why)
{
    if (s->qn == QUEUE) { /* the app stopped taking them: the oldest goes */
        s->qhead = (s->qhead + 1) % QUEUE;
        s->qn--;
        LOG_W("phone: the event queue is full: one dropped");
    }
    phone_event *e = &s->q[(s->qhead + s->qn++) % QUEUE];
    memset(e, 0, sizeof *e);
    e->kind = k;
    e->seat = seat;
    if (in) e->in = *in;
    if (why) snprintf(e->why, sizeof e->why, "%s", why);
}

static void push(phone_server *s, phone_event_kind k, int seat, const wire_in *in, const char *why)
{
    pthread_mutex_lock(&s->mu);
    push_locked(s, k, seat, in, why);
    pthread_mutex_unlock(&s->mu);
    if (s->o.wake) s->o.wake(s->o.ud);
}

/* Closes c at its next writeable callback with status code, saying why to the app. */
static void refuse_code(phone_server *s, conn *c, int code, const char *why)
{
    if (c->closing) return;
    c->closing = true;
    c->code = code;
    snprintf(c->why, sizeof c->why, "%s", why);
    push(s, PHONE_REFUSED, c->seat, NULL, why);
    lws_callback_on_writable(c->wsi);
}

static void refuse(phone_server *s, conn *c, const char *why) /* a broken rule */
{
    refuse_code(s, c, LWS_CLOSE_STATUS_POLICY_VIOLATION, why);
}

static bool private_peer(const struct sockaddr_storage *a)
{
    if (a->ss_family == AF_INET) {
        uint32_t ip = ntohl(((const struct sockaddr_in *)a)->sin_addr.s_addr);
        return (ip >> 24) == 127 || (ip >> 24) == 10 || (ip >> 20) == (172u << 4 | 1) ||
               (ip >> 16) == (192u << 8 | 168) || (ip >> 16) == (169u << 8 | 254);
    }
    if (a->ss_family == AF_INET6) {
        const unsigned char *b = ((const struct sockaddr_in6 *)a)->sin6_addr.s6_addr;
        static const unsigned char loop[16] = {[15] = 1};
        bool mapped = !memcmp(b, "\0\0\0\0\0\0\0\0\0\0\xff\xff", 12);
        if (mapped) {
            struct sockaddr_storage v4 = {.ss_family = AF_INET};
            memcpy(&((struct sockaddr_in *)&v4)->sin_addr, b + 12, 4);
            return private_peer(&v4);
        }
        return !memcmp(b, loop, 16) || (b[0] & 0xfe) == 0xfc ||
               (b[0] == 0xfe && (b[1] & 0xc0) == 0x80);
    }
    return false;
}

/* Six digits no other seat has. */
static void new_code(phone_server *s, int seat)
{
    for (bool taken = true; taken;) {
        snprintf(s->code[seat], sizeof s->code[seat], "%06u",
                 (unsigned)randombytes_uniform(1000000));
        taken = false;
        for (int i = 0; i < seat; i++) taken |= strcmp(s->code[i], s->code[seat]) == 0;
    }
}

/* The seat whose join code this is (the mutex held), -1 none: a wrong code counts. */
static int seat_of_code(phone_server *s, const char *code)
{
    for (int i = 0; i < s->o.seats; i++)
        if (s->code[i][0] && sodium_memcmp(s->code[i], code, WIRE_CODE_LEN) == 0) return i;
    if (++s->code_fails >= PHONE_CODE_TRIES) {
        for (int i = 0; i < s->o.seats; i++) s->code[i][0] = 0;
        push_locked(s, PHONE_REFUSED, -1, NULL, "too many wrong codes: codes are off");
    }
    return -1;
}

static void hello(phone_server *s, conn *c, const wire_in *in)
{
    int seat = -1;
    pthread_mutex_lock(&s->mu);
    if (in->kind == WIRE_IN_JOIN) {
        seat = seat_of_code(s, in->code);
        if (seat >= 0) c->first = wire_seat_token_msg(seat, s->token[seat]);
    } else {
        for (int i = 0; i < s->o.seats; i++)
            if (sodium_memcmp(s->token[i], in->token, WIRE_TOKEN_LEN) == 0) seat = i;
    }
    if (seat >= 0) s->code[seat][0] = 0; /* the seat's phone has its token now */
    pthread_mutex_unlock(&s->mu);
    if (seat < 0) {
        refuse_code(s, c, PHONE_CLOSE_TOKEN,
                    in->kind == WIRE_IN_JOIN ? "a wrong join code" : "a wrong or old token");
        return;
    }
    conn *old = s->seat_conn[seat];
    if (old && old != c) { /* the phone came back: the newer connection has the seat */
        old->seat = -1;
        refuse_code(s, old, PHONE_CLOSE_TAKEN, "another connection took the seat");
        push(s, PHONE_LEFT, seat, NULL, "taken over");
    }
    c->seat = seat;
    c->sent = 0;
    s->seat_conn[seat] = c;
    pthread_mutex_lock(&s->mu);
    s->connected[seat] = true;
    push_locked(s, PHONE_JOINED, seat, NULL, NULL);
    bool has = s->view[seat] != NULL;
    pthread_mutex_unlock(&s->mu);
    if (s->o.wake) s->o.wake(s->o.ud);
    if (has || c->first) lws_callback_on_writable(c->wsi);
}

static void message(phone_server *s, conn *c)
{
    double t = now_s();
    c->bucket += (t - c->last) * PHONE_RATE;
    if (c->bucket > PHONE_BURST) c->bucket = PHONE_BURST;
    c->last = t;
    if (c->bucket < 1) {
        refuse(s, c, "more messages a second than a phone sends");
        return;
    }
    c->bucket -= 1;
    wire_in in;
    char why[96];
    if (!wire_parse(c->rx, c->rxn, &in, why, sizeof why)) {
        refuse(s, c, why);
        return;
    }
    if (in.kind == WIRE_IN_HELLO || in.kind == WIRE_IN_JOIN) {
        if (c->seat >= 0)
            refuse(s, c, "a second hello");
        else
            hello(s, c, &in);
        return;
    }
    if (c->seat < 0) {
        refuse(s, c, "a message before the token");
        return;
    }
    push(s, PHONE_MSG, c->seat, &in, NULL);
}

static int write_view(phone_server *s, conn *c)
{
    if (c->first) { /* its own message first, then its seat's view at the next callback */
        size_t n = strlen(c->first);
        unsigned char *buf = malloc(LWS_PRE + n);
        if (buf) memcpy(buf + LWS_PRE, c->first, n);
        free(c->first);
        c->first = NULL;
        int w = buf ? lws_write(c->wsi, buf + LWS_PRE, n, LWS_WRITE_TEXT) : 0;
        free(buf);
        lws_callback_on_writable(c->wsi);
        return w < (int)n ? -1 : 0;
    }
    pthread_mutex_lock(&s->mu);
    /* a writeable callback without a new view (lws may give more than asked): nothing */
    size_t len =
        c->seat >= 0 && s->view[c->seat] && c->sent != s->gen[c->seat] ? s->view_len[c->seat] : 0;
    unsigned char *buf = len ? malloc(LWS_PRE + len) : NULL;
    if (buf) {
        memcpy(buf + LWS_PRE, s->view[c->seat], len);
        c->sent = s->gen[c->seat];
    }
    pthread_mutex_unlock(&s->mu);
    if (!buf) return 0;
    int n = lws_write(c->wsi, buf + LWS_PRE, len, LWS_WRITE_TEXT);
    free(buf);
    return n < (int)len ? -1 : 0;
}

static int ws_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                       size_t len)
{
    struct lws_context *ctx = lws_get_context(wsi);
    phone_server *s = ctx ? lws_context_user(ctx) : NULL;
    conn *c = user;
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        memset(c, 0, sizeof *c);
        c->wsi = wsi;
        c->seat = -1;
        c->bucket = PHONE_BURST;
        c->last = now_s();
        break;
    case LWS_CALLBACK_RECEIVE:
        if (c->closing) break;
        if (lws_frame_is_binary(wsi) || c->rxn + len > WIRE_MAX_IN) {
            c->rxn = 0;
            refuse(s, c, lws_frame_is_binary(wsi) ? "a binary message" : "a message too long");
            break;
        }
        memcpy(c->rx + c->rxn, in, len);
        c->rxn += len;
        if (lws_is_final_fragment(wsi) && !lws_remaining_packet_payload(wsi)) {
            message(s, c);
            c->rxn = 0;
        }
        break;
    case LWS_CALLBACK_SERVER_WRITEABLE:
        if (c->closing) {
            lws_close_reason(wsi, (enum lws_close_status)c->code, (unsigned char *)c->why,
                             strlen(c->why));
            return -1;
        }
        return write_view(s, c);
    case LWS_CALLBACK_CLOSED:
        free(c->first);
        c->first = NULL;
        if (c->seat >= 0 && s->seat_conn[c->seat] == c) {
            s->seat_conn[c->seat] = NULL;
            pthread_mutex_lock(&s->mu);
            s->connected[c->seat] = false;
            /* what it was last sent grows old while nobody holds the seat: a phone that comes
             * back waits for the host's view of now (the host sends one on PHONE_JOINED) */
            free(s->view[c->seat]);
            s->view[c->seat] = NULL;
            s->view_len[c->seat] = 0;
            push_locked(s, PHONE_LEFT, c->seat, NULL, "closed");
            pthread_mutex_unlock(&s->mu);
            if (s->o.wake) s->o.wake(s->o.ud);
        }
        break;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED: /* the app queued a view or changed a token */
        if (!s) break;
        for (int i = 0; i < s->o.seats; i++) {
            conn *sc = s->seat_conn[i];
            pthread_mutex_lock(&s->mu);
            bool kick = s->kick[i], fresh = sc && sc->sent != s->gen[i];
            s->kick[i] = false;
            pthread_mutex_unlock(&s->mu);
            if (sc && kick) {
                s->seat_conn[i] = NULL;
                sc->seat = -1;
                refuse_code(s, sc, PHONE_CLOSE_TOKEN, "the seat's link was renewed");
                pthread_mutex_lock(&s->mu);
                s->connected[i] = false;
                pthread_mutex_unlock(&s->mu);
                push(s, PHONE_LEFT, i, NULL, "renewed");
            } else if (fresh) {
                lws_callback_on_writable(sc->wsi);
            }
        }
        break;
    default: break;
    }
    return 0;
}

/* Drops a connection from outside the local network before anything is read. */
static int http_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                         size_t len)
{
    if (reason == LWS_CALLBACK_FILTER_NETWORK_CONNECTION) {
        struct sockaddr_storage a;
        socklen_t al = sizeof a;
        int fd = (int)(intptr_t)in;
        if (getpeername(fd, (struct sockaddr *)&a, &al) != 0 || !private_peer(&a)) {
            LOG_W("phone: a connection from outside the local network refused");
            return 1;
        }
        return 0;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

/* The first private IPv4 address of an interface that is up, not the loopback. */
static bool local_address(char *out, size_t n)
{
    struct ifaddrs *list, *i;
    bool found = false;
    if (getifaddrs(&list) != 0) return false;
    for (i = list; i && !found; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
            (i->ifa_flags & IFF_LOOPBACK))
            continue;
        struct sockaddr_storage a = {0};
        memcpy(&a, i->ifa_addr, sizeof(struct sockaddr_in));
        if (!private_peer(&a)) continue;
        found = inet_ntop(AF_INET, &((struct sockaddr_in *)i->ifa_addr)->sin_addr, out,
                          (socklen_t)n) != NULL;
    }
    freeifaddrs(list);
    return found;
}

static void *serve(void *arg)
{
    phone_server *s = arg;
    while (!atomic_load(&s->stop)) lws_service(s->ctx, 0);
    return NULL;
}

static void lws_quiet(int level, const char *line)
{
    if (level & LLL_ERR) LOG_W("phone: libwebsockets: %.*s", (int)strcspn(line, "\n"), line);
}

phone_server *phone_start(const phone_opts *o, char *why, size_t n)
{
    if (o->seats < 1 || o->seats > GAME_MAX_PLAYERS || !o->www) {
        snprintf(why, n, "%s", "phone seats: bad options");
        return NULL;
    }
    if (sodium_init() < 0) {
        snprintf(why, n, "%s", "phone seats: libsodium cannot start");
        return NULL;
    }
    phone_server *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->o = *o;
    pthread_mutex_init(&s->mu, NULL);
    for (int i = 0; i < o->seats; i++) new_token(s->token[i]), new_code(s, i);
    if (o->iface)
        snprintf(s->addr, sizeof s->addr, "%s", o->iface);
    else if (!local_address(s->addr, sizeof s->addr)) {
        snprintf(why, n, "%s", "no local network to listen on (no private address)");
        phone_stop(s);
        return NULL;
    }
    snprintf(s->www, sizeof s->www, "%s", o->www);
    s->mount = (struct lws_http_mount){.mountpoint = "/",
                                       .origin = s->www,
                                       .def = "index.html",
                                       .origin_protocol = LWSMPRO_FILE,
                                       .mountpoint_len = 1};
    s->protos[0] = (struct lws_protocols){"http", http_callback, 0, 0, 0, NULL, 0};
    s->protos[1] =
        (struct lws_protocols){"citybox-phone", ws_callback, sizeof(conn), WIRE_MAX_IN, 0, NULL, 0};
    lws_set_log_level(LLL_ERR, lws_quiet);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = o->port;
    info.iface = s->addr;
    info.protocols = s->protos;
    info.mounts = &s->mount;
    info.user = s;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
    info.timeout_secs = 10;
    info.ka_time = 10; /* a phone that vanished (Wi-Fi off) is noticed in about 20 s */
    info.ka_probes = 3;
    info.ka_interval = 3;
    s->ctx = lws_create_context(&info);
    if (!s->ctx) {
        snprintf(why, n, "cannot listen on %s port %d", s->addr, o->port);
        phone_stop(s);
        return NULL;
    }
    s->port = lws_get_vhost_listen_port(lws_get_vhost_by_name(s->ctx, "default"));
    if (pthread_create(&s->thread, NULL, serve, s) != 0) {
        snprintf(why, n, "%s", "phone seats: no thread");
        phone_stop(s);
        return NULL;
    }
    s->started = true;
    LOG_I("phone: serving %s on http://%s:%d/ for %d seats", s->www, s->addr, s->port, o->seats);
    return s;
}

void phone_stop(phone_server *s)
{
    if (!s) return;
    if (s->started) {
        atomic_store(&s->stop, true);
        lws_cancel_service(s->ctx);
        pthread_join(s->thread, NULL);
    }
    if (s->ctx) lws_context_destroy(s->ctx);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) free(s->view[i]);
    sodium_memzero(s->token, sizeof s->token);
    pthread_mutex_destroy(&s->mu);
    free(s);
}

int phone_port(const phone_server *s)
{
    return s->port;
}

const char *phone_address(const phone_server *s)
{
    return s->addr;
}

void phone_code(const phone_server *s, int seat, char *out, size_t n)
{
    phone_server *m = (phone_server *)s; /* the mutex only */
    pthread_mutex_lock(&m->mu);
    snprintf(out, n, "%s", seat >= 0 && seat < s->o.seats ? s->code[seat] : "");
    pthread_mutex_unlock(&m->mu);
}

const char *phone_token(const phone_server *s, int seat)
{
    return seat >= 0 && seat < s->o.seats ? s->token[seat] : NULL;
}

void phone_link(const phone_server *s, int seat, char *out, size_t n)
{
    phone_server *m = (phone_server *)s; /* the mutex only */
    pthread_mutex_lock(&m->mu);
    snprintf(out, n, "http://%s:%d/#s=%d&t=%s", s->addr, s->port, seat,
             seat >= 0 && seat < s->o.seats ? s->token[seat] : "");
    pthread_mutex_unlock(&m->mu);
}

void phone_new_token(phone_server *s, int seat)
{
    if (seat < 0 || seat >= s->o.seats) return;
    pthread_mutex_lock(&s->mu);
    new_token(s->token[seat]);
    s->kick[seat] = true;
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
}

void phone_send(phone_server *s, int seat, const char *text)
{
    if (seat < 0 || seat >= s->o.seats) return;
    size_t len = strlen(text);
    char *copy = malloc(len + 1);
    if (!copy) return;
    memcpy(copy, text, len + 1);
    pthread_mutex_lock(&s->mu);
    free(s->view[seat]);
    s->view[seat] = copy;
    s->view_len[seat] = len;
    s->gen[seat]++;
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
}

bool phone_poll(phone_server *s, phone_event *out)
{
    pthread_mutex_lock(&s->mu);
    bool any = s->qn > 0;
    if (any) {
        *out = s->q[s->qhead];
        s->qhead = (s->qhead + 1) % QUEUE;
        s->qn--;
    }
    pthread_mutex_unlock(&s->mu);
    return any;
}

bool phone_connected(const phone_server *s, int seat)
{
    phone_server *m = (phone_server *)s;
    pthread_mutex_lock(&m->mu);
    bool on = seat >= 0 && seat < s->o.seats && s->connected[seat];
    pthread_mutex_unlock(&m->mu);
    return on;
}

size_t phone_seat_bytes(const phone_server *s, int seat)
{
    phone_server *m = (phone_server *)s;
    if (seat < 0 || seat >= s->o.seats) return 0;
    pthread_mutex_lock(&m->mu);
    size_t b = sizeof(conn) + (s->view[seat] ? s->view_len[seat] + 1 : 0);
    pthread_mutex_unlock(&m->mu);
    return b;
}
