/* mycity_lesson.c: My City's guided first game ("Learn to play", play/play_coach.c): the learner
 * against one easy bot on a fixed deal, the coach's steps in the order they come up. */
#include "core/i18n.h"
#include "games/mycity/rules/mycity.h"

static int lesson_kind(game_action a)
{
    return MYCITY_A_KIND(a);
}

static const game_lesson_step steps[] = {
    {GAME_LESSON_READ, N_("Each landmark goes to whoever has the most access points next to it."),
     NULL, "Scoring"},
    {MYCITY_ACT_PLACE, N_("Drag the lit counter to the lit square, next to a landmark."),
     N_("Its number now counts for that landmark."), "A turn"},
    {MYCITY_ACT_PLACE,
     N_("Place another counter: never next to a zone of its own type, corners included."), NULL,
     "A turn"},
    {GAME_LESSON_READ, N_("Show control (C) puts each player's access total on every landmark."),
     NULL, "Playing in CityBox"},
    {MYCITY_ACT_PLACE, N_("Outnumber your opponent next to a landmark to take it."), NULL,
     "Scoring"},
    {GAME_LESSON_ANY, N_("Play on to the end: the board fills up, then the landmarks score."), NULL,
     "End of the game"},
};

const game_lesson mycity_lesson = {
    .seed = 4242,
    .players = 2,
    .kind = lesson_kind,
    .step = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
};
