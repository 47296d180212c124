/* madcity_racer.c: Mad City's racer hooks (racer.h) over its racing bots (madcity_bot.h): the
 * bots run in the ready phase and the race, the sand runs in the race only, a bot's minute of
 * "one at a time" runs four times as fast (its clock and the sand alike, so its grab time stays
 * fair), and once every person of the round is done the bots' clock runs four times as fast
 * (nobody likes to wait). */
#include "ai/ai.h"
#include "games/madcity/bot/madcity_bot.h"
#include "ai/racer.h"
#include "games/madcity/rules/madcity.h"

extern const game_def madcity_game;

static const double BOT_SPEED = 4.0; /* one at a time: a bot's minute */
static const double HURRY = 4.0;     /* every person is done */

/* Seat levels as the app offers them: random (not offered for a race) plays as easy. */
static void *create(int seat, match_level level, uint64_t seed)
{
    int l = level <= MATCH_LEVEL_EASY     ? MAD_BOT_EASY
            : level == MATCH_LEVEL_NORMAL ? MAD_BOT_NORMAL
                                          : MAD_BOT_HARD;
    return mad_bot_new(seat, l, seed);
}

static void destroy(void *r)
{
    mad_bot_free(r);
}

static bool next(void *r, const void *view, double clock, game_action *out)
{
    return mad_bot_next(r, view, clock, out);
}

static bool running(const void *state)
{
    const madcity_state *s = state;
    return s->phase == MAD_PH_READY || s->phase == MAD_PH_RACE;
}

static bool timed(const void *state)
{
    return ((const madcity_state *)state)->phase == MAD_PH_RACE;
}

static double speed(const void *state, uint32_t humans)
{
    const madcity_state *s = state;
    bool human = s->builder < GAME_MAX_PLAYERS && (humans & (1u << s->builder));
    return mad_one_building(s) && !human ? BOT_SPEED : 1.0;
}

/* Every person of the round is done (or holds the tree). */
static bool humans_finished(const madcity_state *s, uint32_t humans)
{
    return s->phase == MAD_PH_RACE && !(s->in_round & ~s->done & humans);
}

static double pace(const void *state, uint32_t humans, double step_speed)
{
    const madcity_state *s = state;
    if (s->one && s->phase == MAD_PH_RACE) return step_speed; /* the minute's own speed */
    return humans_finished(s, humans) ? HURRY : 1.0;
}

static const racer_def madcity_racer = {
    .game = &madcity_game,
    .create = create,
    .destroy = destroy,
    .next = next,
    .running = running,
    .timed = timed,
    .speed = speed,
    .pace = pace,
};

const ai_game_bot madcity_bot = {.game = &madcity_game, .racer = &madcity_racer};
