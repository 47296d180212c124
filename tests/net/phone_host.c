/* phone_host.c: the phone seats' server alone, for tests/net/phone_server.py: starts it on
 * 127.0.0.1 (any port) with SEATS seats and the page's folder, prints "port N" and a "token I T"
 * and a "code I C" line per seat, then every event as a line ("joined 0", "left 0 closed", "msg 1
 * act take 2 5", "refused -1 a wrong or old token"). It answers a phone as a host would, with the
 * newest view: on a join {"t":"view","seat":I,"n":K} and on an act the same with "a": the action's
 * text (K counts the views sent to the seat). Commands on stdin: "renew I" (a new token for seat I,
 * printed), "code I" (seat I's join code, "-" none), "bytes I" (what the server holds for seat I),
 * "send I TEXT", "quit". */
#define _POSIX_C_SOURCE 200809L
#include "net/phone.h"
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int sent[GAME_MAX_PLAYERS];

static void view(phone_server *s, int seat, const char *act)
{
    char text[256];
    snprintf(text, sizeof text, "{\"t\":\"view\",\"seat\":%d,\"n\":%d%s%s%s}", seat, ++sent[seat],
             act ? ",\"a\":\"" : "", act ? act : "", act ? "\"" : "");
    phone_send(s, seat, text);
}

static bool command(phone_server *s, char *line)
{
    int seat;
    line[strcspn(line, "\n")] = 0;
    if (strcmp(line, "quit") == 0) return false;
    if (sscanf(line, "renew %d", &seat) == 1) {
        phone_new_token(s, seat);
        printf("token %d %s\n", seat, phone_token(s, seat));
    } else if (sscanf(line, "code %d", &seat) == 1) {
        char code[WIRE_CODE_LEN + 1];
        phone_code(s, seat, code, sizeof code);
        printf("code %d %s\n", seat, code[0] ? code : "-");
    } else if (sscanf(line, "bytes %d", &seat) == 1) {
        printf("bytes %d %zu\n", seat, phone_seat_bytes(s, seat));
    } else if (sscanf(line, "send %d", &seat) == 1 && strchr(line + 5, ' ')) {
        phone_send(s, seat, strchr(line + 5, ' ') + 1);
    }
    fflush(stdout);
    return true;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: phone_host SEATS WWW\n");
        return 2;
    }
    phone_opts o = {.iface = "127.0.0.1", .port = 0, .www = argv[2], .seats = atoi(argv[1])};
    char why[160];
    phone_server *s = phone_start(&o, why, sizeof why);
    if (!s) {
        fprintf(stderr, "phone_host: %s\n", why);
        return 1;
    }
    printf("port %d\n", phone_port(s));
    for (int i = 0; i < o.seats; i++) {
        char code[WIRE_CODE_LEN + 1];
        phone_code(s, i, code, sizeof code);
        printf("token %d %s\ncode %d %s\n", i, phone_token(s, i), i, code);
    }
    fflush(stdout);
    char line[600];
    for (bool on = true; on;) {
        struct pollfd p = {.fd = 0, .events = POLLIN};
        if (poll(&p, 1, 5) > 0) on = fgets(line, sizeof line, stdin) && command(s, line);
        phone_event e;
        while (phone_poll(s, &e)) {
            switch (e.kind) {
            case PHONE_JOINED:
                printf("joined %d\n", e.seat);
                view(s, e.seat, NULL);
                break;
            case PHONE_LEFT: printf("left %d %s\n", e.seat, e.why); break;
            case PHONE_REFUSED: printf("refused %d %s\n", e.seat, e.why); break;
            case PHONE_MSG:
                if (e.in.kind == WIRE_IN_ACT) {
                    printf("msg %d act %s %d\n", e.seat, e.in.act, e.in.seq);
                    view(s, e.seat, e.in.act);
                } else {
                    printf("msg %d %s\n", e.seat, e.in.kind == WIRE_IN_LANG ? e.in.lang : "ping");
                }
                break;
            }
            fflush(stdout);
        }
    }
    phone_stop(s);
    return 0;
}
