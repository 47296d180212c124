/* fuzz_ladder.c: club mode's evening ladder file (ladder_from_text_why, the text part of the
 * ladder's load), through the strict reader. A file that loads holds what the ladder promises
 * (1 to 6 seats a game, placings in range, names without control characters), and its standings
 * and exports are computed; a file that does not load leaves an empty ladder and a message
 * without a control character in it. */
#include "club/ladder.h"
#include "core/log.h"
#include "fuzz_common.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

static ladder a; /* large: not on the stack */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    char why[256];
    ladder_problem p = ladder_from_text_why(&a, text, size, why, sizeof why);
    free(text);
    if (p != LADDER_OK) {
        FUZZ_CHECK(a.nplayers == 0 && a.ngames == 0 && !a.active); /* nothing half-read */
        FUZZ_CHECK(memchr(why, 0, sizeof why) && fuzz_no_control(why));
        return 0;
    }
    FUZZ_CHECK(a.nplayers >= 0 && a.nplayers <= LADDER_MAX_PLAYERS);
    FUZZ_CHECK(a.ngames >= 0 && a.ngames <= LADDER_MAX_GAMES);
    for (int g = 0; g < a.ngames; g++) {
        FUZZ_CHECK(a.games[g].nseats >= 1 && a.games[g].nseats <= LADDER_MAX_SEATS);
        for (int s = 0; s < a.games[g].nseats; s++)
            FUZZ_CHECK(a.games[g].seat[s].rank >= 1 && a.games[g].seat[s].rank <= 6);
    }
    for (int i = 0; i < a.nplayers; i++) FUZZ_CHECK(fuzz_no_control(a.names[i]));
    ladder_standings st;
    ladder_standings_compute(&a, &st);
    FUZZ_CHECK(st.nrows == a.nplayers);
    char *csv = ladder_csv(&a, NULL), *html = ladder_html(&a, NULL);
    free(csv);
    free(html);
    return 0;
}
