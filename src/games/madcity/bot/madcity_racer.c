/* madcity_racer.c: Mad City's racer hooks (match/racer.h) over its racing bots (madcity_bot.h):
 * the bots run in the ready phase and the race; their clock follows the rules' speed (a bot's
 * minute of "one at a time" runs four times as fast, the sand too: madcity.c's clock_speed), and
 * once every person of the round is done it runs four times as fast (nobody likes to wait). */
#include "ai/ai.h"
#include "games/madcity/bot/madcity_bot.h"
#include "ai/racer.h"
#include "games/madcity/rules/madcity.h"

extern const game_def madcity_game;

static const double HURRY = 4.0; /* every person is done */

/* Seat levels as the app offers them: random (not offered for a race) plays as easy. */
static void *create(int seat, match_level level, uint64_t seed)
{
    int l = level <= MATCH_LEVEL_EASY     ? MADCITY_BOT_EASY
            : level == MATCH_LEVEL_NORMAL ? MADCITY_BOT_NORMAL
                                          : MADCITY_BOT_HARD;
    return madcity_bot_new(seat, l, seed);
}

static void destroy(void *r)
{
    madcity_bot_free(r);
}

static bool next(void *r, const void *view, double clock, game_action *out)
{
    return madcity_bot_next(r, view, clock, out);
}

static bool running(const void *state)
{
    const madcity_state *s = state;
    return s->phase == MADCITY_PH_READY || s->phase == MADCITY_PH_RACE;
}

/* Every person of the round is done (or holds the tree). */
static bool humans_finished(const madcity_state *s, uint32_t humans)
{
    return s->phase == MADCITY_PH_RACE && !(s->in_round & ~s->done & humans);
}

static double pace(const void *state, uint32_t humans, double step_speed)
{
    const madcity_state *s = state;
    if (s->one && s->phase == MADCITY_PH_RACE) return step_speed; /* the minute's own speed */
    return humans_finished(s, humans) ? HURRY : 1.0;
}

static const racer_def madcity_racer = {
    .game = &madcity_game,
    .create = create,
    .destroy = destroy,
    .next = next,
    .running = running,
    .pace = pace,
};

const ai_game_bot madcity_bot = {.game = &madcity_game, .racer = &madcity_racer};
