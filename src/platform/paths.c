/* paths.c: where CityBox reads its assets and keeps a player's files.
 * Assets: $CITYBOX_DATA, else <exe>/../share/citybox (installed, e.g. /usr/share/citybox),
 * else the source tree. A player's files follow the XDG base directories:
 *   settings  $XDG_CONFIG_HOME/citybox/   (~/.config/citybox/)
 *   saves     SDL's pref path, $XDG_DATA_HOME/CityBox/citybox/ (~/.local/share/CityBox/citybox/)
 *   log       $XDG_STATE_HOME/citybox/    (~/.local/state/citybox/)
 * $CITYBOX_PREF_DIR puts all three in one folder (the tests use a private one). */
#include "core/fsutil.h"
#include "platform/platform.h"
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

static char pref_dir[1024], config_dir[1024], state_dir[1024], data_dir[1024], locale_dir[1024];

static const char *test_dir(void)
{
    const char *env = getenv("CITYBOX_PREF_DIR");
    return env && *env ? env : NULL;
}

const char *plat_pref_dir(void)
{
    if (!pref_dir[0]) {
        if (test_dir()) {
            snprintf(pref_dir, sizeof pref_dir, "%s/", test_dir());
            fs_mkdirs(test_dir());
        } else {
            char *p = SDL_GetPrefPath("CityBox", "citybox");
            snprintf(pref_dir, sizeof pref_dir, "%s", p ? p : "./");
            SDL_free(p);
        }
    }
    return pref_dir;
}

/* $VAR/citybox/, else $HOME/<fallback>/citybox/, created; the saves' folder if neither works. */
static const char *xdg_dir(char *out, size_t n, const char *var, const char *fallback)
{
    if (out[0]) return out;
    const char *base = getenv(var), *home = getenv("HOME");
    char dir[1024] = "";
    if (test_dir())
        snprintf(dir, sizeof dir, "%s", test_dir());
    else if (base && base[0] == '/') /* the spec: relative values are ignored */
        snprintf(dir, sizeof dir, "%s/citybox", base);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/%s/citybox", home, fallback);
    if (dir[0] && fs_mkdirs(dir))
        snprintf(out, n, "%s/", dir);
    else
        snprintf(out, n, "%s", plat_pref_dir());
    return out;
}

const char *plat_config_dir(void)
{
    return xdg_dir(config_dir, sizeof config_dir, "XDG_CONFIG_HOME", ".config");
}

const char *plat_state_dir(void)
{
    return xdg_dir(state_dir, sizeof state_dir, "XDG_STATE_HOME", ".local/state");
}

const char *plat_data_dir(void)
{
    if (!data_dir[0]) {
        const char *env = getenv("CITYBOX_DATA");
        char *base = SDL_GetBasePath();
        char probe[1100];
        snprintf(probe, sizeof probe, "%s../share/citybox/shaders", base ? base : "");
        if (env && *env)
            snprintf(data_dir, sizeof data_dir, "%s", env);
        else if (base && fs_exists(probe))
            snprintf(data_dir, sizeof data_dir, "%s../share/citybox", base);
        else
            snprintf(data_dir, sizeof data_dir, "%s", CITYBOX_SOURCE_DIR);
        SDL_free(base);
    }
    return data_dir;
}

const char *plat_locale_dir(void)
{
    if (!locale_dir[0]) {
        char *base = SDL_GetBasePath();
        char probe[1100];
        snprintf(probe, sizeof probe, "%s../share/locale/fr/LC_MESSAGES/citybox.mo",
                 base ? base : "");
        if (base && fs_exists(probe))
            snprintf(locale_dir, sizeof locale_dir, "%s../share/locale", base);
        else
            snprintf(locale_dir, sizeof locale_dir, "%s", CITYBOX_LOCALE_DIR);
        SDL_free(base);
    }
    return locale_dir;
}
