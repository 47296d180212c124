/* i18n.h: gettext for every user-visible string. _() translates now; N_() marks a string in a
 * static table for extraction, to be passed through _() where it is shown. Usable from the pure
 * C layers too (gettext lives in the C library, not in SDL). */
#ifndef CB_I18N_H
#define CB_I18N_H
#include <libintl.h>

#define CB_TEXT_DOMAIN "citybox"
#define _(s)           dgettext(CB_TEXT_DOMAIN, s)
#define N_(s)          (s)

/* Binds the text domain (dir: folder holding <lang>/LC_MESSAGES/citybox.mo) and selects a
 * language: "en", "fr", or NULL/"" for the system locale. Switching takes effect at once. */
void i18n_init(const char *dir);
void i18n_set_language(const char *lang);
const char *i18n_language(void); /* "en" or "fr": the language actually in use */

#endif
