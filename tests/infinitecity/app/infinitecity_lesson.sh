#!/usr/bin/env bash
# Infinite City's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (the script's `coach` line presses where the coach points: its Next, a hand tile dragged
# to its spot, a power's choice clicked): its nine steps come up in order (the log names each:
# a tile played and claimed, a Bank, a Stadium and a Disaster Site, a group, the end), then the
# learner plays on with Hint (H) to the end of the game. Screenshots of the steps kept in
# CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
s="$T/learn.txt"
: > "$s"
t=1
for i in $(seq 1 30); do # the guided part: the coach's pointer followed
    echo "$t.0 coach" >> "$s"
    [ "$i" -gt 8 ] || echo "$t.9 snap $T/infinitecity-lesson-$i.png" >> "$s"
    t=$((t + 2))
done
for i in $(seq 1 80); do # then alone, with Hint
    echo "$t.0 key h" >> "$s"
    echo "$((t + 1)).5 coach" >> "$s"
    t=$((t + 3))
done
cat >> "$s" <<S
$t.0 expect-text Game over: the score list goes through every point.
$t.5 snap $T/infinitecity-lesson-over.png
$((t + 1)).0 quit
S
SDL_VIDEODRIVER=offscreen timeout 1500 "$CITYBOX_BIN" --windowed 1280x720 --lang en \
    --scene lesson:infinitecity --script "$s" > "$T/out" 2>&1 || { cat "$T/out"; fail "citybox"; }
grep -q "expect-text Game over: the score list goes through every point.: ok" "$T/out" \
    || { cat "$T/out"; fail "the game did not end with the coach's last words"; }
# every step, in order
steps=$(grep -o "lesson: step [0-9]* of 9" "$T/out" | awk '{print $3}' | tr '\n' ' ')
[ "$steps" = "1 2 3 4 5 6 7 8 9 " ] || { cat "$T/out"; fail "steps shown: $steps"; }
for w in "Drag the lit tile from your hand" "A second power" "A third power" \
    "When someone plays their last token"; do
    grep -q "lesson: step.*$w" "$T/out" || fail "no step saying: $w"
done
grep -q "coach: drag" "$T/out" || fail "no tile dragged where the coach pointed"
[ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/infinitecity-lesson-*.png "$CITYBOX_SHOTS"/
echo "infinitecity_lesson: nine steps in order, the game to its end: ok"
