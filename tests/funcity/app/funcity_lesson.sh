#!/usr/bin/env bash
# Fun City's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (tests/tools/lesson_common.sh: Roll, a place to walk to, the bus's stop and direction,
# the reaction strip's own button then the card, SLOG's card, a press every second: a reaction's
# countdown is short): its seven steps come up in order (the clock, a roll, a walk, the bus, a
# reaction on the opponent's roll, SLOG, the end), then the learner plays on with Hint (H) to
# 5:00. Screenshots of the steps kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
source "$(dirname "$0")/../../tools/lesson_common.sh"
lesson_play funcity 7 60 1 120
lesson_said "Roll the dice" "Take the bus" "press your button, then play your card" \
    "You walked SLOG home"
echo "funcity_lesson: seven steps in order, the game to its end: ok"
