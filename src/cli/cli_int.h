/* cli_int.h: what the files of the headless command line share, and nobody else sees: the exit
 * code for a bad command line, the output streams, the failure message, game lookup, number
 * parsing, one-line JSON printing and the rule for which seat acts next. cli.c holds selfplay,
 * replay, score and the entry point; cli_bench.c the bench command. The public API is cli.h. */
#ifndef CB_CLI_INT_H
#define CB_CLI_INT_H
#include "cli/cli.h"
#include "games/game.h"
#include "match/match.h"
#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stdio.h>

enum {
    EXIT_BAD = 2,         /* usage, unknown game, bad options, unreadable file */
    MAX_ACTIONS = 200000, /* a selfplay game longer than this is reported unfinished */
    WHY = MATCH_WHY_LEN,
};

typedef struct cli_io {
    FILE *out, *err;
} cli_io;

int cli_fail(const cli_io *io, const char *msg); /* "citybox: msg" on err; returns EXIT_BAD */
/* The game of that id, or NULL after a message that lists the known ones. */
const game_def *cli_find_game(const cli_io *io, const char *id);
bool cli_parse_int(const char *s, long lo, long hi, long *out); /* a whole decimal in [lo, hi] */
void cli_print_json(const cli_io *io, cJSON *o);                /* one line on out; deletes o */
/* The seat that acts next: the player whose turn it is if it may act, else the lowest seat in
 * the mask (reactions, simultaneous play); -1 when nobody may act now. */
int cli_next_actor(game_turn t);

int cli_bench(const cli_io *io, int argc, char **argv); /* citybox bench [GAME ...] (cli_bench.c) */

#endif
