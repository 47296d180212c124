#!/usr/bin/env bash
# Infinite City's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (tests/tools/lesson_common.sh: a hand tile dragged to its spot, a power's choice clicked):
# its nine steps come up in order (a tile played and claimed, a Bank, a Disaster Site and an
# Embassy, a group, the end), then the learner plays on with Hint (H) to the end of the game.
# Screenshots of the steps kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
source "$(dirname "$0")/../../tools/lesson_common.sh"
lesson_play infinitecity 9 30 2 80
lesson_said "Drag the lit tile from your hand" "A second power" "A third power" \
    "When someone plays their last token"
grep -q "coach: drag" "$T/out" || fail "no tile dragged where the coach pointed"
echo "infinitecity_lesson: nine steps in order, the game to its end: ok"
