/* fuzz_rules.c: the rules page reader (scenes_doc_set): the markdown of data/rules/<game>/<lang>.md
 * and the figures it names, SVG (their proportions) and JSON positions (that game's
 * load_position). Parsing needs no window: only scenes_doc_set and the figure checks are called,
 * never the layout or the drawing.
 * Input: the page, then optionally a NUL byte and a figure file. The figure file is what the
 * page finds at figures/<game>/fuzz.svg and figures/<game>/fuzz.json (for every game: the files
 * data/rules/<game>/figures/fuzz.*), in a
 * private data folder the harness makes under /tmp (CITYBOX_DATA) and removes at exit. */
#include "core/log.h"
#include "fuzz_common.h"
#include "scenes/scenes.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[64];    /* the private data folder */
static char figure[160]; /* the one real figure file; every fuzz.* links to it */
static const char *const games[] = {"madcity", "megacity", "mycity", "template", "nogame"};
enum { N_GAMES = sizeof games / sizeof games[0] };

static void remove_tree(void)
{
    char p[256];
    for (int i = 0; i < N_GAMES; i++) {
        snprintf(p, sizeof p, "%s/data/rules/%s/figures/fuzz.svg", root, games[i]);
        unlink(p);
        snprintf(p, sizeof p, "%s/data/rules/%s/figures/fuzz.json", root, games[i]);
        unlink(p);
        snprintf(p, sizeof p, "%s/data/rules/%s/figures", root, games[i]);
        rmdir(p);
        snprintf(p, sizeof p, "%s/data/rules/%s", root, games[i]);
        rmdir(p);
    }
    unlink(figure);
    static const char *const dirs[] = {"/data/rules/fuzz", "/data/rules", "/data", ""};
    for (int i = 0; i < 4; i++) {
        snprintf(p, sizeof p, "%s%s", root, dirs[i]);
        rmdir(p);
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    char p[256];
    log_set_quiet(1);
    snprintf(root, sizeof root, "/tmp/citybox-fuzz-rules-%ld", (long)getpid());
    static const char *const dirs[] = {"", "/data", "/data/rules", "/data/rules/fuzz"};
    for (int i = 0; i < 4; i++) {
        snprintf(p, sizeof p, "%s%s", root, dirs[i]);
        mkdir(p, 0700);
    }
    snprintf(figure, sizeof figure, "%s/data/rules/fuzz/figure", root);
    FILE *f = fopen(figure, "wb");
    if (f) fclose(f);
    for (int i = 0; i < N_GAMES; i++) {
        snprintf(p, sizeof p, "%s/data/rules/%s", root, games[i]);
        mkdir(p, 0700);
        snprintf(p, sizeof p, "%s/data/rules/%s/figures", root, games[i]);
        mkdir(p, 0700);
        snprintf(p, sizeof p, "%s/data/rules/%s/figures/fuzz.svg", root, games[i]);
        if (symlink(figure, p) != 0) perror(p);
        snprintf(p, sizeof p, "%s/data/rules/%s/figures/fuzz.json", root, games[i]);
        if (symlink(figure, p) != 0) perror(p);
    }
    setenv("CITYBOX_DATA", root, 1); /* read before the first scenes_data_path */
    atexit(remove_tree);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!root[0]) LLVMFuzzerInitialize(NULL, NULL);
    const uint8_t *nul = memchr(data, 0, size);
    size_t md_len = nul ? (size_t)(nul - data) : size;
    char *md = fuzz_text(data, md_len);
    if (!md) return 0;
    if (strstr(md, "fuzz.")) { /* the page names the figure: give it the rest of the input */
        FILE *f = fopen(figure, "wb");
        if (f) {
            if (nul) fwrite(nul + 1, 1, size - md_len - 1, f);
            fclose(f);
        }
    }
    scenes_doc *d = scenes_doc_new();
    if (d) {
        scenes_doc_set(d, md);
        bool ok[64];
        int n = scenes_doc_figures(d, ok, 64);
        FUZZ_CHECK(n >= 0);
        scenes_doc_set(d, md); /* a page is set again on a language switch */
        scenes_doc_free(d);
    }
    free(md);
    return 0;
}
