/* json_check.c: the strict checks every JSON file CityBox reads goes through (json_load_parse
 * runs them after cJSON has parsed the text): no string holding a control character, no key twice
 * in an object; the key path of a value ("seats[1].name") for messages; file content quoted with
 * its control characters escaped; whole numbers where whole numbers are expected. */
#include "core/i18n.h"
#include "core/json_load.h"
#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CHAIN_MAX = CJSON_NESTING_LIMIT + 2, QUOTE_MAX = 72 };

/* U+0000-U+001F, U+007F-U+009F: the C0 and C1 controls and DEL (Unicode's Cc). */
static bool control(uint32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
}

/* The length of the UTF-8 sequence at s (at most left bytes) and its code point in *cp; 0 when
 * the bytes there are not UTF-8. */
static int utf8_at(const unsigned char *s, size_t left, uint32_t *cp)
{
    int len = s[0] < 0x80                    ? 1
              : s[0] >= 0xC2 && s[0] <= 0xDF ? 2
              : s[0] >= 0xE0 && s[0] <= 0xEF ? 3
              : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4
                                             : 0;
    if (len == 0 || (size_t)len > left) return 0;
    uint32_t v = len == 1 ? s[0] : (uint32_t)(s[0] & (0x7F >> len));
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        v = v << 6 | (uint32_t)(s[i] & 0x3F);
    }
    if ((len == 3 && v < 0x800) || (len == 4 && (v < 0x10000 || v > 0x10FFFF)) ||
        (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return len;
}

void json_quote(char *out, size_t n, const char *s, size_t len)
{
    static const char cut[] = "…";
    if (n == 0) return;
    size_t at = 0;
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < len;) {
        char piece[8];
        uint32_t cp = 0;
        int k = utf8_at(u + i, len - i, &cp);
        if (k == 0)
            snprintf(piece, sizeof piece, "\\x%02x", u[i]), k = 1;
        else if (control(cp))
            snprintf(piece, sizeof piece, "\\u%04x", (unsigned)cp);
        else if (cp == '\\' || cp == '"')
            snprintf(piece, sizeof piece, "\\%c", (char)cp);
        else
            memcpy(piece, s + i, (size_t)k), piece[k] = 0;
        size_t pl = strlen(piece);
        bool last = i + (size_t)k >= len;
        /* room for this piece, and for the cut mark unless it is the last one */
        if (at + pl + (last ? 0 : sizeof cut - 1) + 1 > n) {
            if (at + sizeof cut <= n) memcpy(out + at, cut, sizeof cut - 1), at += sizeof cut - 1;
            break;
        }
        memcpy(out + at, piece, pl);
        at += pl;
        i += (size_t)k;
    }
    out[at] = 0;
}

/* ---- key paths ------------------------------------------------------------------------------ */
static bool plain_key(const char *k)
{
    if (!k || !*k || !((*k >= 'a' && *k <= 'z') || (*k >= 'A' && *k <= 'Z') || *k == '_'))
        return false;
    for (; *k; k++)
        if (!((*k >= 'a' && *k <= 'z') || (*k >= 'A' && *k <= 'Z') || (*k >= '0' && *k <= '9') ||
              *k == '_'))
            return false;
    return true;
}

/* stack[0..depth] becomes the chain from root to node; false when node is not under at. */
static bool chain(const cJSON *at, const cJSON *node, const cJSON **stack, int depth, int *len)
{
    stack[depth] = at;
    if (at == node) {
        *len = depth + 1;
        return true;
    }
    if (depth + 1 >= CHAIN_MAX || !(cJSON_IsArray(at) || cJSON_IsObject(at))) return false;
    for (const cJSON *c = at->child; c; c = c->next)
        if (chain(c, node, stack, depth + 1, len)) return true;
    return false;
}

void json_load_path(const cJSON *root, const cJSON *node, char *out, size_t n)
{
    static const char cut[] = "…";
    const cJSON **stack = malloc(sizeof *stack * CHAIN_MAX);
    int len = 0;
    if (n == 0) return;
    out[0] = 0;
    if (!stack || !root || !node || !chain(root, node, stack, 0, &len)) {
        free(stack);
        return;
    }
    size_t at = 0;
    for (int i = 1; i < len; i++) {
        char piece[QUOTE_MAX + 8], key[QUOTE_MAX];
        const cJSON *parent = stack[i - 1], *child = stack[i];
        if (cJSON_IsArray(parent)) {
            int index = 0;
            for (const cJSON *c = parent->child; c && c != child; c = c->next) index++;
            snprintf(piece, sizeof piece, "[%d]", index);
        } else if (plain_key(child->string)) {
            snprintf(piece, sizeof piece, "%s%.*s", at ? "." : "", QUOTE_MAX - 1, child->string);
        } else {
            const char *k = child->string ? child->string : "";
            json_quote(key, sizeof key, k, strlen(k));
            snprintf(piece, sizeof piece, "[\"%s\"]", key);
        }
        size_t pl = strlen(piece);
        if (at + pl + sizeof cut > n) { /* cut, with the mark */
            if (at + sizeof cut <= n) memcpy(out + at, cut, sizeof cut - 1), at += sizeof cut - 1;
            break;
        }
        memcpy(out + at, piece, pl);
        at += pl;
    }
    out[at] = 0;
    free(stack);
}

/* "seats[1].name", or "the top level" for the root itself. */
static void place(const cJSON *root, const cJSON *node, char *out, size_t n)
{
    json_load_path(root, node, out, n);
    if (!out[0]) snprintf(out, n, "%s", _("the top level"));
}

/* ---- control characters ------------------------------------------------------------------- */
/* The first string of the text (keys and values, in the order they are written; counted from
 * 0) that holds a control character: its number, and the character. false when there is none.
 * The text is valid JSON (cJSON parsed it): outside strings, '"' only ever opens one. */
static bool first_control(const char *text, size_t len, size_t *index, uint32_t *cp)
{
    static const char simple[] = "btnfr";
    static const uint32_t simple_cp[] = {'\b', '\t', '\n', '\f', '\r'};
    const unsigned char *u = (const unsigned char *)text;
    size_t k = 0;
    bool in = false;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = u[i];
        if (!in) {
            in = c == '"';
            continue;
        }
        if (c == '"') {
            in = false;
            k++;
        } else if (c == '\\' && i + 1 < len) {
            const char *e = strchr(simple, text[i + 1]);
            if (text[i + 1] && e) {
                *cp = simple_cp[e - simple];
                *index = k;
                return true;
            }
            if (text[i + 1] == 'u' && i + 5 < len) {
                char hex[5] = {text[i + 2], text[i + 3], text[i + 4], text[i + 5], 0};
                uint32_t v = (uint32_t)strtoul(hex, NULL, 16);
                if (control(v)) {
                    *cp = v;
                    *index = k;
                    return true;
                }
                i += 4;
            }
            i++;
        } else {
            uint32_t v = c;
            if (c >= 0x80 && !utf8_at(u + i, len - i, &v)) v = 0xFFFD; /* not UTF-8: let it be */
            if (control(v)) {
                *cp = v;
                *index = k;
                return true;
            }
        }
    }
    return false;
}

/* The string number *k in document order under node (a key counts before its value); *is_key
 * says whether it is the key of the node returned. */
static const cJSON *nth_string(const cJSON *node, size_t *k, bool *is_key)
{
    if (cJSON_IsString(node)) {
        if (*k == 0) return *is_key = false, node;
        (*k)--;
        return NULL;
    }
    if (!cJSON_IsArray(node) && !cJSON_IsObject(node)) return NULL;
    for (const cJSON *c = node->child; c; c = c->next) {
        if (cJSON_IsObject(node)) {
            if (*k == 0) return *is_key = true, c;
            (*k)--;
        }
        const cJSON *found = nth_string(c, k, is_key);
        if (found) return found;
    }
    return NULL;
}

/* ---- keys named twice ----------------------------------------------------------------------- */
typedef struct keyed {
    const char *key;
    int index;
} keyed;

static int by_key(const void *a, const void *b)
{
    const keyed *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* The first member (in document order) of an object under node whose key an earlier member of
 * the same object already has; NULL when none. *failed: out of memory. */
static const cJSON *first_twice(const cJSON *node, bool *failed)
{
    if (!cJSON_IsArray(node) && !cJSON_IsObject(node)) return NULL;
    if (cJSON_IsObject(node)) {
        int m = 0;
        for (const cJSON *c = node->child; c; c = c->next) m++;
        keyed *ks = m > 1 ? malloc(sizeof *ks * (size_t)m) : NULL;
        if (m > 1 && !ks) return *failed = true, NULL;
        int i = 0, best = -1;
        for (const cJSON *c = node->child; ks && c; c = c->next, i++)
            ks[i] = (keyed){c->string ? c->string : "", i};
        if (ks) qsort(ks, (size_t)m, sizeof *ks, by_key);
        for (i = 1; ks && i < m; i++)
            if (strcmp(ks[i].key, ks[i - 1].key) == 0 && (best < 0 || ks[i].index < best))
                best = ks[i].index;
        free(ks);
        if (best >= 0) {
            const cJSON *c = node->child;
            while (best-- > 0) c = c->next;
            return c;
        }
    }
    for (const cJSON *c = node->child; c; c = c->next) {
        const cJSON *found = first_twice(c, failed);
        if (found || *failed) return found;
    }
    return NULL;
}

/* The parent object of member under root (for the place of a key). */
static const cJSON *parent_of(const cJSON *root, const cJSON *member)
{
    const cJSON **stack = malloc(sizeof *stack * CHAIN_MAX);
    int len = 0;
    const cJSON *p =
        stack && chain(root, member, stack, 0, &len) && len >= 2 ? stack[len - 2] : NULL;
    free(stack);
    return p;
}

bool json_load_check(const cJSON *root, const char *text, size_t len, char *why, size_t n)
{
    char where[160], quoted[QUOTE_MAX];
    size_t k = 0;
    uint32_t cp = 0;
    if (first_control(text, len, &k, &cp)) {
        bool is_key = false;
        const cJSON *at = nth_string(root, &k, &is_key);
        const char *s = at ? (is_key ? at->string : at->valuestring) : "";
        json_quote(quoted, sizeof quoted, s, strlen(s)); /* what cJSON kept: up to a NUL */
        if (is_key) {
            place(root, parent_of(root, at), where, sizeof where);
            snprintf(why, n, _("the key \"%s\" at %s holds a control character (U+%04X)"), quoted,
                     where, (unsigned)cp);
        } else {
            place(root, at, where, sizeof where);
            snprintf(why, n, _("the text at %s (\"%s\") holds a control character (U+%04X)"), where,
                     quoted, (unsigned)cp);
        }
        return false;
    }
    bool failed = false;
    const cJSON *twice = first_twice(root, &failed);
    if (failed) {
        snprintf(why, n, "%s", _("out of memory"));
        return false;
    }
    if (twice) {
        const char *key = twice->string ? twice->string : "";
        json_quote(quoted, sizeof quoted, key, strlen(key));
        place(root, parent_of(root, twice), where, sizeof where);
        snprintf(why, n, _("the key \"%s\" appears twice at %s"), quoted, where);
        return false;
    }
    return true;
}

bool json_load_int(const cJSON *root, const cJSON *v, double lo, double hi, int *out, char *why,
                   size_t n)
{
    char where[160];
    if (cJSON_IsNumber(v)) {
        double d = v->valuedouble; /* every test is false for NaN */
        if (d >= lo && d <= hi && d >= -2147483648.0 && d <= 2147483647.0 &&
            d == (double)(long long)d) {
            if (out) *out = (int)d;
            return true;
        }
    }
    place(root, v, where, sizeof where);
    if (cJSON_IsNumber(v))
        snprintf(why, n, _("the value at %s (%g) is not a whole number from %.0f to %.0f"), where,
                 v->valuedouble, lo, hi);
    else
        snprintf(why, n, _("the value at %s is not a whole number from %.0f to %.0f"), where, lo,
                 hi);
    return false;
}

const char *json_quote_word(const char *s, char *out, size_t n)
{
    size_t o = 0;
    for (int i = 0; s && s[i] && i < 40 && o + 5 < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7F)
            o += (size_t)snprintf(out + o, n - o, "\\x%02X", c);
        else
            out[o++] = (char)c;
    }
    if (n) out[o < n ? o : n - 1] = 0;
    return out;
}
