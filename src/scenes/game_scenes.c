/* game_scenes.c: from a game id to its board scene. Every game plays in the shared play host
 * (play.h) with its own board; a game without a board yet gives NULL, and the app says so. */
#include "core/i18n.h"
#include "core/log.h"
#include "games/registry.h"
#include "scenes/play.h"
#include "scenes/scenes.h"
#include <stdio.h>
#include <string.h>

scene *scene_game_new(const setup_result *r)
{
    if (!r || !play_board_for(r->game_id)) return NULL;
    char why[GAME_REASON_LEN] = "";
    scene *s = play_new(r, why, sizeof why);
    if (!s) LOG_W("cannot start %s: %s", r->game_id, why);
    return s;
}

scene *scene_game_resume(const char *autosave_path)
{
    char why[GAME_REASON_LEN] = "";
    scene *s = autosave_path ? play_resume(autosave_path, why, sizeof why) : NULL;
    if (!s) LOG_W("cannot resume %s: %s", autosave_path ? autosave_path : "(none)", why);
    return s;
}

scene *scene_game_demo(const char *game_id)
{
    const game_def *g = game_id ? game_find(game_id) : NULL;
    if (!g || !play_board_for(game_id)) return NULL;
    setup_result r;
    memset(&r, 0, sizeof r);
    snprintf(r.game_id, sizeof r.game_id, "%s", g->id);
    int n = g->min_players > 2 ? g->min_players : 2;
    if (n > g->max_players) n = g->max_players;
    game_params_default(g, &r.params, n);
    const scene_hooks *h = scenes_hooks();
    r.seed = h->seed ? h->seed : 1;
    for (int i = 0; i < n; i++) {
        snprintf(r.seats[i].name, sizeof r.seats[i].name, _("Bot %d"), i + 1);
        r.seats[i].colour = r.seats[i].symbol = i;
        r.seats[i].bot = true;
        r.seats[i].bot_level = BOT_NORMAL;
    }
    return scene_game_new(&r);
}

void scene_game_set_autosave(const char *path)
{
    play_set_autosave(path);
}
