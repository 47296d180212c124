/* i18n.c: gettext set-up and live language switching.
 * glibc ignores LANGUAGE when LC_MESSAGES is "C", so we move to C.UTF-8 in that case; bumping
 * _nl_msg_cat_cntr makes gettext drop its cache so a switch shows at once. */
#include "core/i18n.h"
#include <locale.h>
#include <stdlib.h>
#include <string.h>

extern int _nl_msg_cat_cntr;
static char current[8] = "en";

void i18n_init(const char *dir)
{
    const char *loc = setlocale(LC_ALL, "");
    if (!loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0) setlocale(LC_ALL, "C.UTF-8");
    setlocale(LC_NUMERIC, "C"); /* JSON and save files always use '.' */
    bindtextdomain(CB_TEXT_DOMAIN, dir);
    bind_textdomain_codeset(CB_TEXT_DOMAIN, "UTF-8");
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
    strcpy(current, use);
    setenv("LANGUAGE", use, 1);
    ++_nl_msg_cat_cntr;
}

const char *i18n_language(void)
{
    return current;
}
