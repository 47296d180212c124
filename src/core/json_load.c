/* json_load.c: bounded JSON loading (see json_load.h for the why and the limits); the strict
 * checks that follow the parse are json_check.c. */
#include "core/json_load.h"
#include "core/i18n.h"
#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MALLOC_OVERHEAD = 16 }; /* glibc: a chunk header plus rounding to 16 bytes */

char *json_load_read(const char *path, size_t *len, char *why, size_t n)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        char err[128] = "";
        strerror_r(errno, err, sizeof err);
        snprintf(why, n, _("Cannot read %s: %s"), path, err);
        return NULL;
    }
    size_t cap = 8192, used = 0;
    char *buf = malloc(cap);
    bool too_big = false, failed = buf == NULL;
    while (!failed) {
        if (used + 4096 + 1 > cap && cap < (size_t)JSON_LOAD_MAX_BYTES + 2) {
            size_t want = cap * 2 < (size_t)JSON_LOAD_MAX_BYTES + 2
                              ? cap * 2
                              : (size_t)JSON_LOAD_MAX_BYTES + 2;
            char *nb = realloc(buf, want);
            if (!nb) {
                failed = true;
                break;
            }
            buf = nb;
            cap = want;
        }
        size_t got = fread(buf + used, 1, cap - used - 1, f);
        used += got;
        if (used > (size_t)JSON_LOAD_MAX_BYTES) {
            too_big = true; /* read no further: the rest is not wanted */
            break;
        }
        if (got == 0) break;
    }
    int err = ferror(f);
    fclose(f);
    if (too_big) {
        snprintf(why, n, _("%s is larger than %d MB, more than any CityBox file; it was not read."),
                 path, JSON_LOAD_MAX_BYTES >> 20);
    } else if (failed || err) {
        snprintf(why, n, _("Cannot read %s: %s"), path,
                 failed ? _("out of memory") : _("read error"));
    } else {
        buf[used] = 0;
        if (len) *len = used;
        return buf;
    }
    free(buf);
    return NULL;
}

/* One pass over the text. Outside strings every value but the first follows a '[' or a ',' in
 * an array, or a ':' in an object, so 1 + their count bounds the nodes (the kind of each open
 * container is kept up to cJSON's nesting limit; deeper ones count as arrays, an overestimate).
 * Every string (key or value) is copied with its NUL. */
size_t json_load_tree_bytes(const char *text, size_t len)
{
    enum { DEPTH = CJSON_NESTING_LIMIT + 1 };
    unsigned char in_object[DEPTH] = {0};
    size_t depth = 0, nodes = 1, strings = 0, string_bytes = 0, run = 0, longest = 0;
    bool in_string = false, escaped = false;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (in_string) {
            if (escaped) {
                escaped = false;
                string_bytes++; /* an escape gives at most one byte per letter after it */
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            } else {
                string_bytes++;
            }
            continue;
        }
        run = strchr("0123456789+-.eE", c) && c ? run + 1 : 0; /* a number's characters */
        longest = run > longest ? run : longest;
        bool object = depth > 0 && depth <= DEPTH && in_object[depth - 1];
        if (c == '"') {
            in_string = true;
            strings++;
        } else if (c == '[' || c == '{') {
            nodes += c == '[';
            if (depth < DEPTH) in_object[depth] = c == '{';
            depth++;
        } else if (c == ']' || c == '}') {
            depth -= depth > 0;
        } else if ((c == ',' && !object) || (c == ':' && object)) {
            nodes++;
        }
    }
    /* cJSON copies each number into a short-lived buffer before converting it: the longest. */
    return nodes * (sizeof(cJSON) + MALLOC_OVERHEAD) + string_bytes +
           strings * (1 + MALLOC_OVERHEAD + 15) /* + 15: rounding each copy up to 16 */
           + longest + 1 + MALLOC_OVERHEAD + 15;
}

size_t json_load_tree_budget(size_t len)
{
    return len * JSON_LOAD_TREE_FACTOR + (size_t)JSON_LOAD_TREE_SLACK;
}

cJSON *json_load_parse(const char *text, size_t len, char *why, size_t n)
{
    if (len > (size_t)JSON_LOAD_MAX_BYTES) {
        snprintf(why, n, _("it is larger than %d MB, more than any CityBox file"),
                 JSON_LOAD_MAX_BYTES >> 20);
        return NULL;
    }
    size_t need = json_load_tree_bytes(text, len), budget = json_load_tree_budget(len);
    if (need > budget) {
        snprintf(why, n,
                 _("it has too many values for its size (reading it would take %zu MB, the "
                   "limit for a file of %zu KB is %zu MB)"),
                 (need + (1u << 20) - 1) >> 20, (len + 1023) >> 10,
                 (budget + (1u << 20) - 1) >> 20);
        return NULL;
    }
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, false);
    size_t at = end && end >= text ? (size_t)(end - text) : 0;
    if (root) { /* only white space may follow the value */
        while (at < len && strchr(" \t\r\n", text[at]) && text[at]) at++;
        if (at == len && json_load_check(root, text, len, why, n)) return root;
        cJSON_Delete(root);
        if (at == len) return NULL; /* why names the place */
    }
    snprintf(why, n, _("it is not valid JSON (at byte %zu of %zu)"), at, len);
    return NULL;
}
