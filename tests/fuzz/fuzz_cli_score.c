/* fuzz_cli_score.c: `citybox score FILE` through cli_run: the file is read from disk, then either
 * scored as a position (a JSON object without "log") or loaded as a save and scored. What it
 * writes to stderr never holds a control character from the file (an ESC would drive the
 * terminal). */
#include "cli/cli.h"
#include "core/log.h"
#include "fuzz_common.h"
#include <stdio.h>
#include <unistd.h>

static char path[64]; /* one file per process, rewritten for every input */

static void remove_file(void)
{
    if (path[0]) unlink(path);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    snprintf(path, sizeof path, "/tmp/citybox-fuzz-score-%ld.json", (long)getpid());
    atexit(remove_file);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) LLVMFuzzerInitialize(NULL, NULL);
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    size_t put = fwrite(data, 1, size, f);
    if (fclose(f) != 0 || put != size) return 0;
    char *said = NULL;
    size_t said_len = 0;
    FILE *out = fopen("/dev/null", "w"), *err = open_memstream(&said, &said_len);
    if (out && err) {
        char *argv[] = {"citybox", "score", path, NULL};
        int rc = cli_run(3, argv, out, err);
        FUZZ_CHECK(rc == 0 || rc == 2);
    }
    if (out) fclose(out);
    if (err) fclose(err);
    /* what reaches the terminal quotes the file with its control characters escaped */
    if (said) FUZZ_CHECK(fuzz_no_control(said));
    free(said);
    return 0;
}
