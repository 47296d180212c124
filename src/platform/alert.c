/* alert.c: telling the user why CityBox cannot go on, however little the desktop offers.
 * The message is already on stderr and in the log (the caller logs it). Then SDL's message
 * box; SDL's X11 box needs X core fonts, which a desktop may lack, so when it fails the
 * desktop's own dialog tools are tried (zenity, kdialog, xmessage), each started without a
 * shell, the message passed as one argument. */
#include "core/i18n.h"
#include "core/log.h"
#include "platform/platform.h"
#include <SDL.h>
#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

/* Runs argv[0] from PATH and waits; true when it ran and exited 0 or 1 (1: closed by the user
 * with the window's close button in zenity and xmessage). */
static bool run_tool(char *const argv[])
{
    pid_t pid;
    int status;
    if (posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ) != 0) return false;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return false;
    return WIFEXITED(status) && WEXITSTATUS(status) <= 1;
}

/* xmessage shows one line per line of text: break at spaces near 72 bytes */
static void wrap(const char *msg, char *out, size_t n)
{
    size_t col = 0, i = 0;
    for (; msg[i] && i + 1 < n; i++, col++) {
        out[i] = msg[i];
        if (msg[i] == '\n') col = 0;
        if (msg[i] == ' ' && col >= 72) out[i] = '\n', col = 0;
    }
    out[i] = 0;
}

static bool desktop_dialog(const char *msg)
{
    char *text = (char *)msg, title[] = "CityBox", wrapped[2048];
    wrap(msg, wrapped, sizeof wrapped);
    char *zenity[] = {"zenity", "--error", "--title", title, "--no-markup", "--text", text, NULL};
    char *kdialog[] = {"kdialog", "--title", title, "--error", text, NULL};
    char *xmessage[] = {"xmessage", "-title",   title, "-center", "-buttons",
                        "OK:0",     "-default", "OK",  wrapped,   NULL};
    if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) return false;
    return run_tool(zenity) || run_tool(kdialog) || run_tool(xmessage);
}

void plat_alert(const char *msg, SDL_Window *parent)
{
    const char *mode = getenv("CITYBOX_ALERT"); /* tests: "external" goes straight to the tools */
    bool external = mode && strcmp(mode, "external") == 0;
    if (!external && SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "CityBox", msg, parent) == 0)
        return;
    LOG_W("no message box (%s); trying the desktop's dialog tools",
          external ? "CITYBOX_ALERT=external" : SDL_GetError());
    if (!desktop_dialog(msg))
        LOG_W("no dialog could be shown: the message above is on stderr and in the log");
}
