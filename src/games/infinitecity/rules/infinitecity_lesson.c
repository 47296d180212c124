/* infinitecity_lesson.c: Infinite City's guided first game ("Learn to play", play/play_coach.c):
 * the learner against one easy bot on a fixed deal; a tile played and claimed, three powers (a
 * Bank, a Disaster Site, an Embassy), groups, the end. */
#include "core/i18n.h"
#include "games/infinitecity/rules/infinitecity.h"

enum {
    INFINITECITY_LESSON_TILE = 1,  /* a tile chosen from the hand (placed next) */
    INFINITECITY_LESSON_PLACE = 2, /* where it goes */
    INFINITECITY_LESSON_POWER = 3, /* a power's choice */
    INFINITECITY_LESSON_HOTEL = 4, /* a token on a Hotel instead */
};

static int lesson_kind(game_action a)
{
    switch (INFINITECITY_A_OP(a)) {
    case INFINITECITY_OP_PLAY: return INFINITECITY_LESSON_TILE;
    case INFINITECITY_OP_PLACE: return INFINITECITY_LESSON_PLACE;
    case INFINITECITY_OP_HOTEL: return INFINITECITY_LESSON_HOTEL;
    default: return INFINITECITY_LESSON_POWER;
    }
}

static const game_lesson_step steps[] = {
    {GAME_LESSON_READ,
     N_("Your tiles score their printed points, and groups of three or more a point per tile."),
     NULL, "Scoring"},
    {INFINITECITY_LESSON_TILE,
     N_("Drag the lit tile from your hand to the lit spot: your token claims it."),
     N_("Your token is on it: you control that tile."), "A turn"},
    {INFINITECITY_LESSON_POWER,
     N_("Its power acts now: the prompt says what, the lit choice is a good one."), NULL,
     "The tiles"},
    {INFINITECITY_LESSON_TILE, N_("Play another tile. Point at a tile to read its power."), NULL,
     "The tiles"},
    {INFINITECITY_LESSON_POWER, N_("A second power: choose where it acts."), NULL, "The tiles"},
    {INFINITECITY_LESSON_TILE,
     N_("Grow a group: three or more of your tiles touching by an edge score a point each."), NULL,
     "Scoring"},
    {INFINITECITY_LESSON_POWER,
     N_("A third power: powers move tokens and tiles, so control changes hands."), NULL,
     "Good to know"},
    {GAME_LESSON_READ,
     N_("When someone plays their last token, everyone else plays once more and it ends."), NULL,
     "End of the game"},
    {GAME_LESSON_ANY, N_("Play on to the end: the highest total wins."), NULL, "Scoring"},
};

const game_lesson infinitecity_lesson = {
    .seed = 29, /* a Bank, a Disaster Site and an Embassy come up in that order */
    .players = 2,
    .kind = lesson_kind,
    .step = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
};
