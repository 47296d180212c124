#!/usr/bin/env bash
# MegaCity through the real window with Hint alone, as a newcomer would follow it with the mouse:
# H, then what the board rings (tests/tools: the script's `coach`, drags over 2.5 s, a steady
# hand). A hand cannot drop an element to a tenth of a millimetre, so an element let go near the
# hinted place, turned as it, settles onto the hinted pose (board_vt.guide): the hinted tower is
# built element by element without the next Hint ever saying "take it off" (before, the Hint
# pointed at the platform's card, where a drop does nothing), then delivered (its platform,
# Deliver, its hex, the slide) and its park placed. Screenshots kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
s="$T/hint.txt"
: > "$s"
t=1
for i in $(seq 1 17); do
    echo "$t.0 key h" >> "$s"
    echo "$((t + 2)).0 coach 2.5" >> "$s"
    [ "$i" -ne 9 ] || echo "$((t + 2)).9 snap $T/megacity-hint-built.png" >> "$s"
    [ "$i" -ne 15 ] || echo "$((t + 3)).4 snap $T/megacity-hint-slide.png" >> "$s"
    t=$((t + 6))
done
# Bob (a bot) plays his turn on his own thread: as long as the machine makes him take
printf '%s\n' "$t.0 wait-text 120 Alice's turn" "$t.5 snap $T/megacity-hint-after.png" \
    "$((t + 1)).0 quit" >> "$s"
SDL_VIDEODRIVER=offscreen timeout 600 "$CITYBOX_BIN" --windowed 1280x720 --lang en \
    --scene "play:megacity,seats=mouse+bot" --script "$s" > "$T/out" 2>&1 ||
    { cat "$T/out"; fail "citybox"; }
builds=$(grep -c "hint: Hint for Alice: builds on" "$T/out")
[ "$builds" -ge 5 ] || { cat "$T/out"; fail "only $builds hinted builds"; }
! grep -q "hint: Hint for Alice: takes an element off" "$T/out" ||
    { cat "$T/out"; fail "a drop near the hinted place did not keep to the hint"; }
grep -q "hint: Hint for Alice: delivers" "$T/out" || { cat "$T/out"; fail "no delivery hinted"; }
grep -q "hint: Hint for Alice: places a park" "$T/out" ||
    { cat "$T/out"; fail "the hinted delivery did not reach the city"; }
grep -q "coach: drag .* to .*" "$T/out" || fail "nothing dragged"
[ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/megacity-hint-*.png "$CITYBOX_SHOTS"/
grep "wait-text" "$T/out"
echo "megacity_hint_build: $builds hinted builds kept, delivered, park hinted: ok"
