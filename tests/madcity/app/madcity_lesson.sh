#!/usr/bin/env bash
# Mad City's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (tests/tools/lesson_common.sh: Ready pressed, a tile dragged from the hand to its cell,
# a tile clicked to turn it, the tree dragged onto the full city, a press every second): its
# eight steps come up in order (the race, Ready, a tile placed, a tile turned, the longest road,
# the tree, the first round scored, the race at full speed), the first round runs in slow time
# (its sand a quarter as fast), then the learner races on with Hint (H) to 100 points.
# Screenshots of the steps kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
source "$(dirname "$0")/../../tools/lesson_common.sh"
lesson_play madcity 8 45 1 45
lesson_said "Press Ready" "Click a tile in your city to turn it" "Drag the tree onto it" \
    "From now on, 60 real seconds"
echo "madcity_lesson: eight steps in order, the first round in slow time, the game to its end: ok"
