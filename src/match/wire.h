/* wire.h: what crosses the wire between the host and a seat played from a phone (issue 31, "your
 * hand on your phone"). Two directions, both pure C so the tests, the fuzzer and the phone server
 * share them:
 * - in: wire_parse, the one strict parser of every message a phone sends (JSON, at most
 *   WIRE_MAX_IN bytes, a closed set of kinds and keys, each value's type and range checked);
 * - out: wire_seat_msg, the message a seat is sent, worked out only from what that seat may see:
 *   its own view (game_def.view), the legal actions the rules give for that view, the scores of
 *   that view, and the public log (game_def.describe, public by contract). The phone server never
 *   builds a message of its own, so "hidden information never leaves the host for anyone else" is
 *   a property of this file, which generic_wire.c tests over random playouts of every game. */
#ifndef CB_MATCH_WIRE_H
#define CB_MATCH_WIRE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "games/game.h"

enum {
    WIRE_MAX_IN = 512,   /* the longest message a phone may send, in bytes */
    WIRE_TOKEN_LEN = 43, /* a seat's token: 32 random bytes in unpadded base64url */
    WIRE_LOG_LINE = 256, /* one line of the public log */
    WIRE_MAX_SEQ = 1 << 30,
    WIRE_CODE_LEN = 6, /* a seat's join code: the short address's, typed on the phone */
};

typedef enum wire_in_kind {
    WIRE_IN_HELLO, /* {"t":"hello","token":"..."}: a phone claims its seat */
    WIRE_IN_ACT,   /* {"t":"act","a":"take 2","seq":12}: an action, on the state numbered seq */
    WIRE_IN_LANG,  /* {"t":"lang","lang":"fr"}: the page's language (its own strings) */
    WIRE_IN_PING,  /* {"t":"ping"}: still here */
    WIRE_IN_JOIN,  /* {"t":"join","code":"482913"}: a phone typed the short address and the
                      seat's code shown beside it (the server answers with the seat's token) */
} wire_in_kind;

typedef struct wire_in {
    wire_in_kind kind;
    char token[WIRE_TOKEN_LEN + 1]; /* hello */
    char act[GAME_ACTION_TEXT];     /* act: the action's text form (action_from_text reads it) */
    int seq;                        /* act: the state the phone saw (a stale tap is refused) */
    char lang[3];                   /* lang: "en" or "fr" */
    char code[WIRE_CODE_LEN + 1];   /* join: six digits */
} wire_in;

/* Parses one message from a phone: text[0..len), not NUL-terminated. false with why (English,
 * for the host's log; control characters and bytes that are not UTF-8 escaped) on anything else:
 * too long, not JSON, not an object, an unknown kind, a key the kind does not have or a missing
 * one, a key twice, a value of the wrong type or out of range, a token that is not 43 base64url
 * characters, an action text with a control character or too long. *out is zeroed first. */
bool wire_parse(const char *text, size_t len, wire_in *out, char *why, size_t n);

/* What the host knows beside the state: public, the same for every seat. */
typedef struct wire_table {
    int seq;                              /* the state's number (the log's length) */
    const char *names[GAME_MAX_PLAYERS];  /* the seats' names */
    const char *colors[GAME_MAX_PLAYERS]; /* the seats' colours on the shared screen ("#rrggbb"),
                                             NULL: none sent */
    int players;
    const game_params *params; /* the game's (handicaps counted in the scores), NULL: none */
    int react_ms;              /* a reaction window's time left, -1: none open */
    bool hold; /* the seat may not act yet (an animation): no actions, no countdown, even on its
                  turn */
    const char *const *log; /* the last public log lines, oldest first */
    int nlog;
} wire_table;

/* The message for seat (0..players-1) when the full state is state: JSON text to free(), NULL
 * when out of memory. Keys: t "view", game, seq, seat, names, colors (when the table has them),
 * turn {phase, player, mine}, over, scores (of the seat's view, handicaps in when the table has
 * its params), winners (the seats ranked first, once over), hand (game_def.seat_json of the
 * seat's view, when the game has one), actions (the legal actions of the seat's view, as text, when
 * the seat may act), react_ms, log. scratch: game_def.state_size bytes the function may use. */
char *wire_seat_msg(const game_def *g, const void *state, int seat, const wire_table *t,
                    void *scratch);

/* The message telling a seat its action was refused: {"t":"refused","why":why}; why "stale" when
 * it was sent on a state that is gone (the page asks for a new tap). free() it; NULL: no memory. */
char *wire_refused_msg(const char *why);
/* The answer to a right join code: {"t":"seat","seat":N,"token":"..."}, the link the page keeps
 * (its reloads and reconnections show the token). free() it; NULL: no memory. */
char *wire_seat_token_msg(int seat, const char *token);

/* The public log line of action a by seat (before and after: the full states around it), as the
 * shared screen shows it, with the seats' names put in: describe, else the action's text. "" when
 * the game leaves the action out of its log. */
void wire_log_line(const game_def *g, const void *before, const void *after, int seat,
                   game_action a, const char *const *names, int players, char *out, size_t n);

#endif
