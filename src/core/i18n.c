/* i18n.c: the in-app language, whatever locales the system has.
 * Catalogs are made by the gettext tools (xgettext, msgcat, msgfmt: cmake/i18n.cmake); looking a
 * message up does not go through the C library's gettext, because glibc translates only for a
 * locale the system has installed: under C or C.UTF-8 (a minimal install, a club's kiosk) it
 * ignores LANGUAGE on Debian 13, so a player who picked Français saw English. We read the
 * compiled catalog ourselves instead (the GNU .mo format: a header, then two tables of
 * (length, offset) pairs, originals sorted so a binary search finds a message). A catalog that
 * is missing or malformed is reported once and the game stays in English. */
#include "core/i18n.h"
#include "core/fsutil.h"
#include "core/log.h"
#include <locale.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct catalog {
    char lang[8];
    char *data; /* the whole file, owned */
    size_t size;
    uint32_t count;
    const char **orig; /* count sorted originals and their translations, pointing into data */
    const char **trans;
} catalog;

#define MAX_CATALOGS 4
static catalog catalogs[MAX_CATALOGS];
static int n_catalogs;
static char locale_dir[1024];
static char current[8] = "en";
/* Read by whatever thread shows a message (the bot worker writes move texts); written only by
 * the thread that switches language. */
static _Atomic(const catalog *) active;
static _Thread_local bool thread_own;               /* i18n_thread_language in force here */
static _Thread_local const catalog *thread_catalog; /* then its catalog (NULL: English) */

static uint32_t read_u32(const unsigned char *p, int swap)
{
    uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    if (swap) v = (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
    return v;
}

/* Table entry i of the (length, offset) table at off: the string, or NULL when it leaves the
 * file or is not NUL-terminated where its length says. */
static const char *mo_string(const catalog *c, uint32_t table, uint32_t i, int swap)
{
    uint64_t at = (uint64_t)table + (uint64_t)i * 8;
    if (at + 8 > c->size) return NULL;
    const unsigned char *p = (const unsigned char *)c->data + at;
    uint64_t len = read_u32(p, swap), off = read_u32(p + 4, swap);
    if (off + len >= c->size || c->data[off + len] != '\0') return NULL;
    return c->data + off;
}

static const char *mo_parse(catalog *c)
{
    const unsigned char *h = (const unsigned char *)c->data;
    if (c->size < 28) return "shorter than a catalog header";
    int swap;
    if (read_u32(h, 0) == 0x950412deu)
        swap = 0;
    else if (read_u32(h, 1) == 0x950412deu)
        swap = 1;
    else
        return "not a compiled gettext catalog";
    if (read_u32(h + 4, swap) >> 16 != 0) return "a catalog revision this version cannot read";
    uint32_t n = read_u32(h + 8, swap), to = read_u32(h + 12, swap), tt = read_u32(h + 16, swap);
    if ((uint64_t)n * 8 > c->size) return "more messages than the file holds";
    c->orig = calloc(n ? n : 1, sizeof *c->orig);
    c->trans = calloc(n ? n : 1, sizeof *c->trans);
    if (!c->orig || !c->trans) return "out of memory";
    for (uint32_t i = 0; i < n; i++) {
        c->orig[i] = mo_string(c, to, i, swap);
        c->trans[i] = mo_string(c, tt, i, swap);
        if (!c->orig[i] || !c->trans[i]) return "a message lies outside the file";
        if (i > 0 && strcmp(c->orig[i - 1], c->orig[i]) >= 0) return "messages are not sorted";
    }
    c->count = n;
    return NULL;
}

static void catalog_free(catalog *c)
{
    free(c->orig);
    free(c->trans);
    free(c->data);
    memset(c, 0, sizeof *c);
}

/* The catalog of lang, loaded on first use; NULL for English (the source language) or when it
 * cannot be read (then English shows, and the log says why, once). */
static const catalog *catalog_for(const char *lang)
{
    if (strcmp(lang, "en") == 0) return NULL;
    for (int i = 0; i < n_catalogs; i++)
        if (strcmp(catalogs[i].lang, lang) == 0) return catalogs[i].count ? &catalogs[i] : NULL;
    if (n_catalogs == MAX_CATALOGS) return NULL;
    catalog *c = &catalogs[n_catalogs++];
    snprintf(c->lang, sizeof c->lang, "%s", lang);
    char path[1200];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", locale_dir, lang, CB_TEXT_DOMAIN);
    c->data = fs_read_all(path, &c->size);
    const char *why = c->data ? mo_parse(c) : "cannot be read";
    if (why) {
        LOG_W("language %s: %s %s; showing English", lang, path, why);
        char keep[8];
        memcpy(keep, c->lang, sizeof keep);
        catalog_free(c);
        memcpy(c->lang, keep, sizeof keep); /* remembered, so it is not tried again */
        return NULL;
    }
    return c;
}

const char *i18n_text(const char *msgid)
{
    const catalog *c =
        thread_own ? thread_catalog : atomic_load_explicit(&active, memory_order_acquire);
    if (!c || !msgid || !*msgid) return msgid;
    uint32_t lo = 0, hi = c->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int cmp = strcmp(msgid, c->orig[mid]);
        if (cmp == 0) return *c->trans[mid] ? c->trans[mid] : msgid;
        if (cmp < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return msgid;
}

void i18n_init(const char *dir)
{
    /* The system locale still decides character classes; numbers in files always use '.'. */
    const char *loc = setlocale(LC_ALL, "");
    if (!loc) setlocale(LC_ALL, "C.UTF-8");
    setlocale(LC_NUMERIC, "C");
    if (strcmp(locale_dir, dir) != 0) {
        atomic_store_explicit(&active, NULL, memory_order_release);
        for (int i = 0; i < n_catalogs; i++) catalog_free(&catalogs[i]);
        n_catalogs = 0;
        snprintf(locale_dir, sizeof locale_dir, "%s", dir);
    }
    i18n_set_language(NULL);
}

static const char *system_language(void)
{
    const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    for (int i = 0; i < 4; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) return strncmp(v, "fr", 2) == 0 ? "fr" : "en";
    }
    return "en";
}

void i18n_set_language(const char *lang)
{
    static int decided_system;
    static char system_lang[8];
    if (!decided_system) {
        strcpy(system_lang, system_language());
        decided_system = 1;
    }
    const char *use = (lang && *lang) ? lang : system_lang;
    if (strcmp(use, "fr") != 0) use = "en";
    const catalog *c = catalog_for(use);
    strcpy(current, c ? use : "en"); /* a catalog that cannot be read leaves English */
    atomic_store_explicit(&active, c, memory_order_release);
}

const char *i18n_language(void)
{
    return current;
}

void i18n_thread_language(const char *lang)
{
    thread_own = lang != NULL;
    thread_catalog = lang && strcmp(lang, "fr") == 0 ? catalog_for("fr") : NULL;
}
