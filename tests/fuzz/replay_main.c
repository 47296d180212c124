/* replay_main.c: a stand-in for libFuzzer's main in builds without libFuzzer (gcc): feeds every
 * file named on the command line, or found in a folder named there (sorted by name), once
 * through LLVMFuzzerTestOneInput. The harnesses check what they promise with abort(), so a
 * regression input that crashes again fails the test. Prints how many inputs ran. */
#include "fuzz_common.h"
#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>

static int runs;

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return 1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *grown = realloc(buf, cap * 2);
            if (!grown) free(buf);
            buf = grown;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return 1;
    uint8_t *exact = malloc(len ? len : 1); /* exact size: ASan sees reads past the end */
    if (exact) {
        if (len) memcpy(exact, buf, len);
        LLVMFuzzerTestOneInput(exact, len);
        runs++;
    }
    free(exact);
    free(buf);
    return exact ? 0 : 1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: no such file or folder: %s\n", path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) return run_file(path);
    DIR *dir = opendir(path);
    if (!dir) return 1;
    char **names = NULL;
    int n = 0, cap = 0, bad = 0;
    for (struct dirent *e; (e = readdir(dir));) {
        if (e->d_name[0] == '.') continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, sizeof *names * (size_t)cap);
            if (!grown) break;
            names = grown;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (names[n]) snprintf(names[n++], len, "%s/%s", path, e->d_name);
    }
    closedir(dir);
    if (n) qsort(names, (size_t)n, sizeof *names, by_name);
    for (int i = 0; i < n; i++) {
        bad |= run_path(names[i]);
        free(names[i]);
    }
    free(names);
    return bad;
}

__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    return 0;
}

int main(int argc, char **argv)
{
    int bad = 0;
    LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) bad |= run_path(argv[i]);
    printf("replay: %d inputs, %s\n", runs, bad ? "some could not be read" : "all passed");
    return bad ? 1 : 0;
}
