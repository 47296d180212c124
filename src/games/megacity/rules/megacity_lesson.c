/* megacity_lesson.c: MegaCity's guided first game ("Learn to play", play/play_coach.c): the
 * learner against one easy bot on a fixed deal, the coach pointing at what MegaCity's own bot
 * would play (a tower's plan is beyond a look one move ahead): a contract, a platform,
 * elements, a build, a steady delivery, then a flick that brings a tower down, and on. */
#include "core/i18n.h"
#include "games/megacity/rules/megacity.h"

enum {
    LESSON_CONTRACT = 1,
    LESSON_PLATFORM,
    LESSON_ELEMENTS, /* three drawn, or one of a material */
    LESSON_BUILD,    /* an element on a tower, moved, or dropped by the rules */
    LESSON_DELIVER,  /* a slide: it stood, or fell */
    LESSON_OTHER,
};

static int lesson_kind(game_action a)
{
    switch (MEGACITY_KIND(a)) {
    case MEGACITY_A_CONTRACT: return LESSON_CONTRACT;
    case MEGACITY_A_PLATFORM: return LESSON_PLATFORM;
    case MEGACITY_A_DRAW:
    case MEGACITY_A_MATERIAL: return LESSON_ELEMENTS;
    case MEGACITY_A_STACK:
    case MEGACITY_A_BUILD:
    case MEGACITY_A_MOVE: return LESSON_BUILD;
    case MEGACITY_A_DELIVER:
    case MEGACITY_A_COLLAPSE: return LESSON_DELIVER;
    default: return LESSON_OTHER;
    }
}

static const game_lesson_step steps[] = {
    {GAME_LESSON_READ,
     N_("Take a contract, build a tower that meets it, then slide it into the city."), NULL,
     "A turn"},
    {LESSON_CONTRACT, N_("Take the lit contract: it says what to build, and its prestige."),
     N_("Its checklist beside the workshop ticks what your tower meets."),
     "Contracts and delivery"},
    {LESSON_PLATFORM, N_("Take the lit platform: its side must be the contract's type."), NULL,
     "A turn"},
    {LESSON_ELEMENTS, N_("Take elements: three from the bag, or one of a material you choose."),
     NULL, "A turn"},
    {LESSON_BUILD, N_("Drag the lit element onto its lit place: it falls and settles."),
     N_("Building costs no action; if something falls, it comes back."), "A turn"},
    {LESSON_DELIVER, N_("It meets the contract: Deliver, the lit hex, then slide it steadily."),
     NULL, "Contracts and delivery"},
    {LESSON_DELIVER, N_("Now flick it hard: a sudden start or stop brings a tower down."),
     N_("Fallen in the slide: all comes back. In the city: it still counts."),
     "Contracts and delivery"},
    {GAME_LESSON_ANY, N_("Play on: once every contract is realised, one last turn each."), NULL,
     "End of the game"},
};

const game_lesson megacity_lesson = {
    .seed = 1,
    .players = 2,
    .kind = lesson_kind,
    .step = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
    .follow_bot = true,
    .flick_step = 7,
};
