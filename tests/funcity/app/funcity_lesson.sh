#!/usr/bin/env bash
# Fun City's "Learn to play" through the real window, followed with the mouse as a newcomer
# would (the script's `coach` line presses where the coach points: its Next, Roll, a place to
# walk to, the bus, the reaction strip's own button then the card, SLOG's card): its seven steps
# come up in order (the log names each: the clock, a roll, a walk, the bus, a reaction on the
# opponent's roll, SLOG, the end), then the learner plays on with Hint (H) to 5:00. Screenshots of
# the steps kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
s="$T/learn.txt"
: > "$s"
t=1
for i in $(seq 1 60); do # the guided part: the coach's pointer followed (a reaction's countdown
    echo "$t.0 coach" >> "$s" # is short: a press every second)
    [ "$((i % 4))" -ne 0 ] || [ "$i" -gt 40 ] || echo "$t.5 snap $T/funcity-lesson-$i.png" >> "$s"
    t=$((t + 1))
done
for i in $(seq 1 120); do # then alone, with Hint
    echo "$t.0 key h" >> "$s"
    echo "$((t + 1)).5 coach" >> "$s"
    t=$((t + 3))
done
cat >> "$s" <<S
$t.0 expect-text Game over: the score list goes through every point.
$t.5 snap $T/funcity-lesson-over.png
$((t + 1)).0 quit
S
SDL_VIDEODRIVER=offscreen timeout 1500 "$CITYBOX_BIN" --windowed 1280x720 --lang en \
    --scene lesson:funcity --script "$s" > "$T/out" 2>&1 || { cat "$T/out"; fail "citybox"; }
grep -q "expect-text Game over: the score list goes through every point.: ok" "$T/out" \
    || { cat "$T/out"; fail "the game did not end with the coach's last words"; }
# every step, in order
steps=$(grep -o "lesson: step [0-9]* of 7" "$T/out" | awk '{print $3}' | tr '\n' ' ')
[ "$steps" = "1 2 3 4 5 6 7 " ] || { cat "$T/out"; fail "steps shown: $steps"; }
for w in "Roll the dice" "Take the bus" "press your button, then play your card" \
    "You walked SLOG home"; do
    grep -q "lesson: step.*$w" "$T/out" || fail "no step saying: $w"
done
[ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/funcity-lesson-*.png "$CITYBOX_SHOTS"/
echo "funcity_lesson: seven steps in order, the game to its end: ok"
