/* phone.h: the phone seats' server (issue 31): CityBox serves the phone page (plain files of
 * data/phone/) over HTTP and carries match/wire.h's messages over a WebSocket, with Debian's
 * libwebsockets (no HTTP or WebSocket code of our own). Off until a host starts it.
 *
 * Safe by default:
 * - it listens on one address of the local network (or 127.0.0.1), and a connection from an
 *   address outside the private ranges is dropped before anything is read;
 * - each seat has a token of 32 random bytes (libsodium), base64url; a phone shows it by
 *   {"t":"hello","token":...}; a wrong or old token, or any other first message, closes the
 *   connection with nothing sent;
 * - or a phone types the short address (http://ADDRESS:PORT/) and the seat's join code of six
 *   digits, {"t":"join","code":...}, and is sent its seat's token; a code works until its seat
 *   has had a phone, and PHONE_CODE_TRIES wrong codes turn every code off (the QR codes, which
 *   carry the token, still work): ten guesses at six codes in a million, one chance in 16,000;
 * - one connection per seat: a second hello with the seat's token takes the seat over (the phone
 *   came back) and the older connection is closed;
 * - a message is at most WIRE_MAX_IN bytes and a connection sends at most PHONE_RATE of them a
 *   second (a burst of PHONE_BURST): past either, it is closed;
 * - every message is parsed by wire_parse, and only the newest message for a seat (its view) waits
 *   to be sent: a phone costs the host a few kilobytes whatever it does.
 *
 * Threads: the server runs its own thread (lws_service); the app's thread starts and stops it,
 * sends with phone_send and takes events with phone_poll; `wake` is called on the server's thread
 * when an event is queued (the app wakes its loop). Pure C: no SDL. */
#ifndef CB_NET_PHONE_H
#define CB_NET_PHONE_H
#include <stdbool.h>
#include <stddef.h>

#include "games/game.h"
#include "match/wire.h"

enum {
    PHONE_RATE = 20,  /* messages a second a phone may send, */
    PHONE_BURST = 40, /* with this many at once */
    PHONE_URL = 160,
    PHONE_CODE_TRIES = 10, /* wrong join codes before codes are off */
    /* how a connection is closed, for the page: 1008 (a broken rule: it may try again), */
    PHONE_CLOSE_TOKEN = 4001, /* a wrong, old or renewed token: the link is dead */
    PHONE_CLOSE_TAKEN = 4002, /* the seat's token was shown again elsewhere: that phone has it */
};

typedef struct phone_opts {
    const char *iface; /* the address to listen on: "127.0.0.1", or NULL for the local network's
                          (the first private IPv4 address of an interface that is up) */
    int port;          /* 0: any free port (phone_port says which) */
    const char *www;   /* the page's folder (data/phone) */
    int seats;         /* seats that may be phones: 0..seats-1, at most GAME_MAX_PLAYERS */
    void (*wake)(void *ud); /* optional: an event is waiting (called on the server's thread) */
    void *ud;
} phone_opts;

typedef struct phone_server phone_server;

typedef enum phone_event_kind {
    PHONE_JOINED, /* a phone showed the seat's token */
    PHONE_LEFT,   /* the seat's phone went away (closed, dropped, taken over) */
    PHONE_MSG,    /* a message from the seat's phone (act, lang, ping): in */
    PHONE_REFUSED /* a connection was closed: why (wrong token, too big, too fast, malformed) */
} phone_event_kind;

typedef struct phone_event {
    phone_event_kind kind;
    int seat; /* -1 for a connection that never claimed one */
    wire_in in;
    char why[96];
} phone_event;

/* Starts the server (its thread, its listening socket, the seats' tokens); NULL + why. */
phone_server *phone_start(const phone_opts *o, char *why, size_t n);
void phone_stop(phone_server *s); /* closes every connection; NULL is fine */
int phone_port(const phone_server *s);
const char *phone_address(const phone_server *s); /* the address it listens on */
/* The link a seat's phone opens: http://ADDRESS:PORT/#s=SEAT&t=TOKEN (the token in the fragment
 * never reaches a server log or a Referer). */
void phone_link(const phone_server *s, int seat, char *out, size_t n);
/* A new token for seat: the old link stops working and its phone is closed. */
void phone_new_token(phone_server *s, int seat);
/* Queues text (a wire_seat_msg) for seat's phone, replacing one not sent yet. A seat's phone that
 * closes leaves nothing queued: the host sends a view of now when one joins again (JOINED). */
void phone_send(phone_server *s, int seat, const char *text);
bool phone_poll(phone_server *s, phone_event *out); /* the next event, false: none */
bool phone_connected(const phone_server *s, int seat);
/* For the tests and the benchmark: bytes the server holds for seat (its connection, its queue). */
size_t phone_seat_bytes(const phone_server *s, int seat);
/* The seat's join code, six digits ("" once its seat has had a phone, or codes are off). */
void phone_code(const phone_server *s, int seat, char *out, size_t n);
/* For the tests: seat's token, to make the link (NULL for no such seat). */
const char *phone_token(const phone_server *s, int seat);

#endif
