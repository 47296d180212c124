/* cli.h: the headless command line (selfplay, replay, score, bench). No window, no SDL: it
 * links only the rules, the match layer and the bots.
 *   citybox selfplay GAME [--players N] [--seats bot:easy,bot:hard,random,...] [--games K]
 *                         [--seed S] [--option key=value ...] [--playouts P] [--save-dir DIR]
 *                         [--handicaps L,L,...] (each seat's handicap level)
 *   citybox replay FILE [--verify]
 *   citybox score FILE
 *   citybox bench [GAME ...] [--decisions N]
 * Exit codes: 0 done, 1 a --verify check failed, 2 bad command line, unknown game, bad options or
 * a file that cannot be read or loaded (message on stderr). */
#ifndef CB_CLI_H
#define CB_CLI_H
#include <stdbool.h>
#include <stdio.h>

bool cli_is_command(const char *arg); /* argv[1] is one of the commands above */
int cli_main(int argc, char **argv);  /* runs argv[1] with stdout/stderr; returns the exit code */
int cli_run(int argc, char **argv, FILE *out, FILE *err); /* same, to the given streams */

#endif
