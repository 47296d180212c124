/* funcity_lesson.c: Fun City's guided first game ("Learn to play", play/play_coach.c): the
 * learner against one easy bot on a fixed deal; the clock, a roll and a walk, the bus, a
 * reaction on the opponent's roll, SLOG, the end. */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"

static int lesson_kind(game_action a)
{
    return FUNCITY_TYPE(a);
}

static const game_lesson_step steps[] = {
    {GAME_LESSON_READ,
     N_("Each turn moves the clock: collect CITY cards at their places before 5:00."), NULL,
     "A turn"},
    {FUNCITY_A_ROLL, N_("Roll the dice."), NULL, "A turn"},
    {FUNCITY_A_GO, N_("Walk to the lit space: stopping at a place takes its open CITY cards."),
     NULL, "Moving"},
    {FUNCITY_A_BUS, N_("Take the bus: walk to a stop, ride, get off and walk on."), NULL, "Moving"},
    {FUNCITY_A_REACT, N_("Your opponent rolled: press your button, then play your card."), NULL,
     "MAD cards"},
    {FUNCITY_A_SLOG, N_("You walked SLOG home: now take a card from any place."), NULL, "SLOG"},
    {GAME_LESSON_ANY, N_("Play on to 5:00: the most points wins."), NULL, "End of the game"},
};

const game_lesson funcity_lesson = {
    .seed = 41, /* every step comes up within the first 28 moves */
    .players = 2,
    .kind = lesson_kind,
    .step = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
};
