/* json_load.h: reading a JSON file a player or a club hands us (saves, position files) with
 * bounded memory. cJSON builds one node of sizeof(cJSON) + malloc overhead per value and copies
 * every string, so a dense file ("[1,1,1,...]") would need about 40 times its size. Before
 * parsing, a single pass counts the nodes and string bytes the tree will hold (an upper bound)
 * and refuses a file whose tree would pass JSON_LOAD_TREE_FACTOR x its size + JSON_LOAD_TREE_SLACK;
 * files larger than JSON_LOAD_MAX_BYTES are refused before they are read whole. A real save is
 * a few tens of kilobytes (one line per action) and its tree 12 to 20 times that. */
#ifndef CITYBOX_CORE_JSON_LOAD_H
#define CITYBOX_CORE_JSON_LOAD_H

#include <stdbool.h>
#include <stddef.h>

struct cJSON;

enum {
    JSON_LOAD_MAX_BYTES = 8 << 20,   /* 8 MiB: far above any real save or position file */
    JSON_LOAD_TREE_FACTOR = 24,      /* the parsed tree may use 24 x the file's size ... */
    JSON_LOAD_TREE_SLACK = 256 << 10 /* ... plus 256 KiB, so small dense files still load */
};

/* Reads a whole file of at most JSON_LOAD_MAX_BYTES (NUL-terminated; *len without the NUL).
 * NULL with a message in why when it cannot be read or is too large. */
char *json_load_read(const char *path, size_t *len, char *why, size_t n);

/* An upper bound on the bytes cJSON allocates (malloc overhead included) to parse text. */
size_t json_load_tree_bytes(const char *text, size_t len);

/* The most a tree for a file of len bytes may use: factor x len + slack. */
size_t json_load_tree_budget(size_t len);

/* Parses text[0..len) (trailing bytes after the value are refused) when it is within both
 * limits. NULL with a message in why otherwise ("not valid JSON (at byte 12 of 40)", "too
 * large", "too many values for its size"), for the caller to prefix with what the file is. */
struct cJSON *json_load_parse(const char *text, size_t len, char *why, size_t n);

#endif
