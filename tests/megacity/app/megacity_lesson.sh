#!/usr/bin/env bash
# MegaCity's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (tests/tools/lesson_common.sh; drags over 2.5 s, a steady hand, but 0.2 s on the step
# that asks for a flick): the coach points at what MegaCity's own bot would play (a contract, a
# platform, Draw 3, each element to its place on the stage, Deliver, the hex, the slide's track),
# its eight steps come up in order (the aim, a contract, a platform, elements, a build, a
# delivery, a flick that brings a tower down, play on), then the learner plays on with Hint (H)
# for 16 more moves: a whole game (about 85 moves of the learner, each a drag or a slide) is too
# long through the window; test_lessons plays the same lesson, the coach's same moves, to its
# end. Screenshots of the steps kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
source "$(dirname "$0")/../../tools/lesson_common.sh"
lesson_play megacity 8 34 4 16 2.5 open
lesson_said "Take the lit contract" "Drag the lit element onto its lit place" \
    "Deliver, the lit hex, then slide it steadily" "Now flick it hard"
grep -q "coach: drag" "$T/out" || fail "nothing dragged where the coach pointed"
echo "megacity_lesson: eight steps in order, then on with Hint: ok"
