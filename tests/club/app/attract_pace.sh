#!/usr/bin/env bash
# Attract mode at a watchable pace (ctest app_attract_pace, about 2.5 minutes): club mode shows
# Mad City alone. Its race must run on the real 60-second sand as people watching it would see it
# (a race of 35 to 65 s, not the 10 s of a table without people), the round's results held on
# screen 10 s or more with the caption saying the round is over, and no internal id in a caption.
source "$(dirname "$0")/../../tools/app_common.sh"
cat > "$T/script" << S
75 snap $T/race.png
150 quit
S
CITYBOX_CLUB_GAMES=madcity timeout 1100 "$CITYBOX_BIN" --windowed 1280x720 --lang en --club \
    --club-seconds-per-game 600 --script "$T/script" > "$T/out" 2>&1 ||
    { rc=$?; tail -20 "$T/out"; fail "citybox --club exited with $rc"; }
grep 'club:' "$T/out"
race=$(sed -n 's/.*club: madcity: round 1 over after \([0-9]*\) s of its race.*/\1/p' "$T/out")
[ -n "$race" ] || fail "Mad City's first round did not end in 150 s"
[ "$race" -ge 35 ] && [ "$race" -le 65 ] || fail "the first race lasted $race s (35 to 65 wanted)"
held=$(sed -n 's/.*club: the results of round 1 shown for \([0-9]*\) s.*/\1/p' "$T/out")
[ -n "$held" ] || fail "the first round's results were never held"
[ "$held" -ge 10 ] || fail "the first round's results shown $held s (10 s wanted)"
if grep -E 'citybox (error|warn):' "$T/out"; then fail "errors or warnings in the log"; fi
[ -s "$T/race.png" ] || fail "no screenshot"
cp "$T/race.png" /tmp/attract_pace_race.png 2>/dev/null || true
echo "attract pace: Mad City's first race $race s, its results held $held s"
