/* json_load.h: the one reader of every JSON file CityBox reads (saves, positions, settings, the
 * ladder, rules figures, sounds): bounded memory, then strict checks, so the readers above it
 * only ever see a tree whose strings hold no control character and whose objects name no key
 * twice. Bounded memory: cJSON builds one node of sizeof(cJSON) + malloc overhead per value and
 * copies every string, so a dense file ("[1,1,1,...]") would need about 40 times its size. Before
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
 * limits, then runs json_load_check. NULL with a message in why otherwise ("not valid JSON (at
 * byte 12 of 40)", "too large", "too many values for its size", "the key \"name\" appears twice
 * at seats[1]"), for the caller to prefix with what the file is. */
struct cJSON *json_load_parse(const char *text, size_t len, char *why, size_t n);

/* ---- the strict checks (json_check.c) ------------------------------------------------------ */
/* The checks on a tree cJSON parsed from text[0..len), refused with the place named:
 * - a string (a key or a value) holding a control character, U+0000-U+001F or U+007F-U+009F,
 *   raw or escaped: cJSON cuts a string at an escaped NUL ("powerstation\u0000xyz" would read
 *   as "powerstation"), and an ESC would reach a terminal in a message. "the text at
 *   seats[1].name (\"Ann\u001b[31m\") holds a control character (U+001B)";
 * - an object naming a key twice (cJSON keeps both and a lookup finds the first): "the key
 *   \"players\" appears twice at the top level".
 * false with that message in why. */
bool json_load_check(const struct cJSON *root, const char *text, size_t len, char *why, size_t n);

/* Where node sits in root's tree, as a key path: "seats[1].name", "log[12]" (indexes from 0),
 * options["two words"] for a key that is not a plain word; "" for root itself or a node not in
 * the tree. Cut with "…" to fit n. */
void json_load_path(const struct cJSON *root, const struct cJSON *node, char *out, size_t n);

/* s[0..len) as a message may quote it: backslashes and quotes escaped (\\ \"), control
 * characters as \u001b and bytes that are not UTF-8 as \xff, so nothing a file holds reaches a
 * terminal raw; cut with "…" to fit n. */
void json_quote(char *out, size_t n, const char *s, size_t len);

/* A word from a file (a kind, a key) for a short message: its first 40 bytes, control
 * characters written \xNN; returns out. The position loaders' refusals. */
const char *json_quote_word(const char *s, char *out, size_t n);

/* v, a value of root's tree, as a whole number from lo to hi into *out (may be NULL); false with
 * why naming the place otherwise: "the value at players (2.5) is not a whole number from 1 to 6"
 * (2.5, 1e300, "2", NaN: none is cut or rounded into a number it does not say). */
bool json_load_int(const struct cJSON *root, const struct cJSON *v, double lo, double hi, int *out,
                   char *why, size_t n);

#endif
