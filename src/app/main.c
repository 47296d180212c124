/* main.c: entry point. `citybox COMMAND ...` runs the headless command line (no window);
 * anything else opens the app. */
#include "app/app.h"
#include "cli/cli.h"
#include "core/i18n.h"
#include "core/log.h"
#include "platform/platform.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
    fprintf(f, "%s",
            _("Usage: citybox [OPTION...]\n"
              "       citybox selfplay|replay|score|bench ...   (headless, see citybox "
              "selfplay --help)\n"
              "\n"
              "  --help              show this help and exit\n"
              "  --version           show the version and exit\n"
              "  --fullscreen        start in fullscreen\n"
              "  --windowed WxH      start in a window of W by H points\n"
              "  --lang fr|en        language (default: settings, then the system's)\n"
              "  --screenshot FILE   save a PNG after the first stable frame, then exit\n"
              "  --frames N          with --screenshot: after exactly N frames\n"
              "  --script FILE       play timed input events from FILE (UI tests)\n"
              "  --scene NAME        start in a scene: menu, gallery, settings, about,\n"
              "                      setup:GAME, rules:GAME, play:GAME, demo:GAME;\n"
              "                      play:GAME,OPTION=V,...,seats=mouse+left+right+pad+phone+bot\n"
              "  --gallery           start in the widget gallery (same as --scene gallery)\n"
              "  --bench-ui          measure start-up, frame time and idle CPU; print JSON\n"));
    fprintf(f, "%s",
            _("  --club              club mode: the games show themselves (attract mode)\n"
              "                      until a visitor touches the screen; Ctrl+Shift+L leaves\n"
              "  --club-seconds-per-game S   seconds each game is shown (default 180)\n"
              "  --club-idle-seconds S       a visitor's game left alone this long gives way\n"
              "                              to attract mode (default 120)\n"));
}

static bool parse_size(const char *s, int *w, int *h)
{
    return sscanf(s, "%dx%d", w, h) == 2 && *w >= 320 && *h >= 240 && *w <= 16384 && *h <= 16384;
}

int main(int argc, char **argv)
{
    i18n_init(plat_locale_dir());
    if (argc > 1 && cli_is_command(argv[1])) return cli_main(argc, argv);

    app_options o = {.width = 1280, .height = 720, .scene = "menu"};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("citybox %s\n", CITYBOX_VERSION);
            return 0;
        } else if (strcmp(a, "--fullscreen") == 0) {
            o.fullscreen = true;
        } else if (strcmp(a, "--windowed") == 0 && next && parse_size(next, &o.width, &o.height)) {
            o.windowed = true;
            i++;
        } else if (strcmp(a, "--lang") == 0 && next &&
                   (strcmp(next, "fr") == 0 || strcmp(next, "en") == 0)) {
            o.lang = next;
            i++;
        } else if (strcmp(a, "--screenshot") == 0 && next) {
            o.screenshot = next;
            i++;
        } else if (strcmp(a, "--frames") == 0 && next && atoi(next) > 0) {
            o.frames = atoi(next);
            i++;
        } else if (strcmp(a, "--script") == 0 && next) {
            o.script = next;
            i++;
        } else if (strcmp(a, "--scene") == 0 && next) {
            o.scene = next;
            i++;
        } else if (strcmp(a, "--gallery") == 0) {
            o.scene = "gallery";
        } else if (strcmp(a, "--club") == 0) {
            o.club = true;
        } else if (strcmp(a, "--club-seconds-per-game") == 0 && next && atof(next) >= 1) {
            o.club_seconds_per_game = atof(next);
            i++;
        } else if (strcmp(a, "--club-idle-seconds") == 0 && next && atof(next) >= 1) {
            o.club_visitor_idle = atof(next);
            i++;
        } else if (strcmp(a, "--bench-ui") == 0) {
            o.bench_ui = true;
        } else if (strcmp(a, "--hidden") == 0) {
            o.hidden = true;
        } else {
            fprintf(stderr, _("citybox: unknown or incomplete option \"%s\"\n"), a);
            usage(stderr);
            return 2;
        }
    }
    if (o.bench_ui) return app_bench_ui(&o);
    return app_run(&o);
}
