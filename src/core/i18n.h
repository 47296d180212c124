/* i18n.h: every user-visible string goes through _(), which translates now; N_() marks a string
 * in a static table for extraction, to be passed through _() where it is shown. The gettext
 * tools make the catalogs; i18n.c reads them itself, so French shows on a system without a
 * French locale. Usable from the pure C layers too (nothing here needs SDL). */
#ifndef CB_I18N_H
#define CB_I18N_H

#define CB_TEXT_DOMAIN "citybox"
#define _(s)           i18n_text(s)
#define N_(s)          (s)

/* Binds the text domain (dir: folder holding <lang>/LC_MESSAGES/citybox.mo) and selects a
 * language: "en", "fr", or NULL/"" for the system locale. Switching takes effect at once. */
void i18n_init(const char *dir);
/* The message in the language in use (msgid itself in English or when it has no translation).
 * Safe from any thread; the text stays valid until i18n_init is called with another folder. */
const char *i18n_text(const char *msgid);
void i18n_set_language(const char *lang);
const char *i18n_language(void); /* "en" or "fr": the language actually in use */
/* This thread's own language for a while (a phone seat's page in French at an English table:
 * play_phone.c builds its message between the two calls): _() in this thread uses lang ("en" or
 * "fr") until i18n_thread_language(NULL); other threads keep the app's. */
void i18n_thread_language(const char *lang);

#endif
