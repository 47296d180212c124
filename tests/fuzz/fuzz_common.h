/* fuzz_common.h: what every harness shares. LLVMFuzzerTestOneInput gets bytes that are not
 * NUL-terminated; the loaders that want text get an exact-size copy with a NUL after it, so
 * AddressSanitizer sees any read past the end. Harnesses keep no state between inputs. */
#ifndef CB_FUZZ_COMMON_H
#define CB_FUZZ_COMMON_H
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* A malloc'd copy of data[0..size) followed by a NUL; NULL when out of memory. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *t = malloc(size + 1);
    if (!t) return NULL;
    if (size) memcpy(t, data, size);
    t[size] = 0;
    return t;
}

/* The game an input names on its first line, by its id ("mycity\n..."), as the seeds and the
 * kept regressions write it: an input keeps its game however many games are registered, and in
 * whatever order. Moves *data and *size past the line; NULL when no registered game has the id. */
static inline const game_def *fuzz_game(const uint8_t **data, size_t *size)
{
    char id[33];
    size_t n = 0;
    while (n < *size && n < sizeof id - 1 && (*data)[n] != '\n') n++;
    if (n == *size || (*data)[n] != '\n') return NULL;
    memcpy(id, *data, n);
    id[n] = 0;
    *data += n + 1;
    *size -= n + 1;
    return game_find(id);
}

/* A message shown to a player or written to a terminal: no control character a file could have
 * put there (an ESC would drive the terminal); line breaks and tabs of the message's own are
 * fine. */
static inline int fuzz_no_control(const char *s)
{
    for (const unsigned char *u = (const unsigned char *)s; *u; u++) {
        if ((*u < 0x20 && *u != '\n' && *u != '\t') || *u == 0x7F) return 0;
        if (u[0] == 0xC2 && u[1] >= 0x80 && u[1] <= 0x9F) return 0; /* U+0080-U+009F */
    }
    return 1;
}

/* Stops the run when a property the loaders promise does not hold (a crash for the fuzzer). */
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) abort();                                                                      \
    } while (0)

#endif
