/* madcity_lesson.c: Mad City's guided first game ("Learn to play", play/play_coach.c): the learner
 * races one easy bot on a fixed deal, the first round in slow time (a quarter of real time):
 * Ready, a tile placed, a tile turned, zones, the tree on a full city, then the race at full
 * speed to 100 points. */
#include "core/i18n.h"
#include "games/madcity/rules/madcity.h"

static int lesson_kind(game_action a)
{
    return MADCITY_A_KIND(a);
}

static const game_lesson_step steps[] = {
    {GAME_LESSON_READ,
     N_("A race: everyone builds a 3 by 3 city at once. This first round runs in slow time."), NULL,
     "A round"},
    {MADCITY_ACT_READY, N_("Press Ready: you get 9 tiles and the sand starts."),
     N_("The sand runs: build before it is out."), "A round"},
    {MADCITY_ACT_PLACE, N_("Drag the lit tile onto the lit cell of your city."),
     N_("Areas of one colour touching by a side make a zone; a road splits them."), "Zones"},
    {MADCITY_ACT_ROTATE, N_("Click a tile in your city to turn it: join its colours to the next."),
     N_("A zone scores by its buildings: houses from 3, factories and skyscrapers from 2."),
     "Zones"},
    {MADCITY_ACT_PLACE, N_("Build on: the longest road of the round scores 3 more."), NULL,
     "Longest road"},
    {MADCITY_ACT_TREE, N_("City full? Drag the tree onto it: you stop, and score parks and lakes."),
     N_("You hold the tree: your parks and lakes score this round."), "The Park Ranger"},
    {MADCITY_ACT_READY, N_("Round scored: see your panel. Ready? From now on, 60 real seconds."),
     NULL, "A round"},
    {GAME_LESSON_ANY, N_("Race on: at 100 points or more, the richest wins."), NULL,
     "End of the game"},
};

const game_lesson madcity_lesson = {
    .seed = 1,
    .players = 2,
    .options = "short=on",
    .kind = lesson_kind,
    .step = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
    .race = true,
    .slow = 0.25,
    .slow_steps = 6, /* the first round, up to its scoring */
    .meanwhile = {MADCITY_ACT_PLACE, MADCITY_ACT_DONE, MADCITY_ACT_READY},
};
