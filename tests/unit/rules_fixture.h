/* rules_fixture.h: what every game's rules tests share: the game G and a state S, positions
 * written inline with ' for " (load, load_refused with a part of the reason), actions by their
 * text (parse). A game's fixture defines RF_GAME (its game_def) and RF_STATE (its state type)
 * before including this, then adds its own helpers (tests/<id>/unit/<id>_fixture.h). */
#ifndef CB_RULES_FIXTURE_H
#define CB_RULES_FIXTURE_H
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "games/game.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const game_def RF_GAME;
static const game_def *G = &RF_GAME;
static RF_STATE S;

/* Loads a position written with ' for " into s; returns false and the reason when refused. */
static inline bool try_load(RF_STATE *s, const char *sq, char *why, size_t n)
{
    size_t len = strlen(sq);
    char *buf = malloc(len + 1);
    for (size_t i = 0; i <= len; i++) buf[i] = sq[i] == '\'' ? '"' : sq[i];
    cJSON *j = cJSON_Parse(buf);
    free(buf);
    if (!j) fail_msg("bad JSON in a test position: %s", sq);
    why[0] = 0;
    bool ok = G->load_position(s, j, why, n);
    cJSON_Delete(j);
    return ok;
}

static inline void load(const char *sq)
{
    char why[GAME_REASON_LEN];
    if (!try_load(&S, sq, why, sizeof why)) fail_msg("position refused: %s", why);
}

static inline void load_refused(const char *sq, const char *part)
{
    char why[GAME_REASON_LEN];
    static RF_STATE t; /* states can be large: not on the stack */
    if (try_load(&t, sq, why, sizeof why)) fail_msg("position accepted, expected \"%s\"", part);
    if (!strstr(why, part)) fail_msg("refused with \"%s\", expected \"%s\"", why, part);
}

static inline game_action parse(const char *text)
{
    game_action a;
    char why[GAME_REASON_LEN];
    if (!G->action_from_text(&S, text, &a, why, sizeof why)) fail_msg("%s: %s", text, why);
    return a;
}

#endif
