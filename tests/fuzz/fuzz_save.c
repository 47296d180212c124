/* fuzz_save.c: a save file (match_load_json), the whole load: the JSON, the seats, the options,
 * the seed and the replay of every log entry through the rules, read by the strict reader (no
 * control character in a string, no key twice, whole numbers whole). A save that loads is scored,
 * saved again and that save must load to the same game (same hash, same log length); a save
 * that does not load says why without a control character in the message. */
#include "core/log.h"
#include "fuzz_common.h"
#include "match/match.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[MATCH_WHY_LEN];
    /* an exact-size copy without a NUL: the loader is given a length and must keep to it */
    char *text = malloc(size ? size : 1);
    if (!text) return 0;
    if (size) memcpy(text, data, size);
    match *m = match_load_json(text, size, why, sizeof why);
    free(text);
    if (!m) {
        /* a message, always, quoting what the file says with its control characters escaped */
        FUZZ_CHECK(memchr(why, 0, sizeof why) && why[0] && fuzz_no_control(why));
        return 0;
    }
    game_score *s = malloc(sizeof *s);
    if (s) match_score(m, s);
    free(s);
    char *again = match_save_json(m);
    if (again) {
        match *m2 = match_load_json(again, strlen(again), why, sizeof why);
        FUZZ_CHECK(m2); /* what we write, we read */
        FUZZ_CHECK(match_hash(m2) == match_hash(m));
        FUZZ_CHECK(match_log_count(m2) == match_log_count(m));
        match_destroy(m2);
        free(again);
    }
    match_destroy(m);
    return 0;
}
