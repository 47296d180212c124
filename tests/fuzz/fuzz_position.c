/* fuzz_position.c: every game's position files (load_position, then score), as `citybox score`
 * and the rules pages' figures read them: through the strict reader (core/json_load.h), so a
 * loader never sees a string with a control character nor a key twice. The first line is the
 * game's id (fuzz_game); the rest is the JSON file. Every message is free of control characters. */
#include "core/json_load.h"
#include "core/log.h"
#include "fuzz_common.h"
#include "games/game.h"
#include <cjson/cJSON.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const game_def *g = fuzz_game(&data, &size);
    if (!g || !g->load_position) return 0;
    char *text = malloc(size ? size : 1);
    if (!text) return 0;
    if (size) memcpy(text, data, size);
    char why[GAME_REASON_LEN];
    why[0] = 0;
    /* the strict reader, as `citybox score` and the rules pages read a position */
    cJSON *root = json_load_parse(text, size, why, sizeof why);
    free(text);
    if (!root) {
        FUZZ_CHECK(memchr(why, 0, sizeof why) && why[0] && fuzz_no_control(why));
        return 0;
    }
    void *state = calloc(1, g->state_size);
    game_score *s = malloc(sizeof *s);
    if (state && s) {
        if (g->load_position(state, root, why, sizeof why)) {
            g->score(state, s);
            FUZZ_CHECK(s->nlines >= 0 && s->nlines <= GAME_MAX_SCORE_LINES);
            FUZZ_CHECK(s->players >= 0 && s->players <= GAME_MAX_PLAYERS);
            g->turn(state);
            (void)game_hash(g, state);
        } else {
            /* a message, always, with the file's content quoted escaped */
            FUZZ_CHECK(memchr(why, 0, sizeof why) && why[0] && fuzz_no_control(why));
        }
    }
    free(s);
    free(state);
    cJSON_Delete(root);
    return 0;
}
