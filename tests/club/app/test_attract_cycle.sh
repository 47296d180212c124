#!/usr/bin/env bash
# Club mode's attract mode, short cycles (ctest app_test_attract_cycle): `citybox --club` with
# 3 seconds per game runs eight whole cycles under Xvfb. Every playable game of the registry (the
# games whose rules say `.playable = true`, the template aside) must be shown in each cycle, the
# log must hold no error, and resident memory at the end of the cycles may not grow: the median
# of cycles 6-8 at most 5 MB above the median of cycles 2-4. (With 3 s games the first cycle has
# not drawn every piece of art yet, the caches fill during the next ones, and from one cycle to
# the next the figure moves by a few MB either way with the games' positions: medians see a leak,
# not that noise. Skipped under ASan, whose quarantine grows by design; its leak check runs at
# exit.)
# The 30-minute soak is tools/club_soak.sh.
source "$(dirname "$0")/../../tools/app_common.sh"
spg=3
expected=$(grep -l '\.playable = true' "$CITYBOX_SOURCE"/src/games/*/rules/*.c |
    sed 's|.*/src/games/\([^/]*\)/rules/.*|\1|' | grep -v '^template$' | sort -u)
[ -n "$expected" ] || fail "no playable game found in the sources"
# eight cycles of a title card and a 3 s game each (about 5 s a game), and some room
games=$(echo $expected | wc -w)
limit=$((8 * games * 6 + 30))
echo "$limit quit" > "$T/script"
timeout $((limit * 2 + 60)) "$CITYBOX_BIN" --windowed 640x360 --lang en --club --club-seconds-per-game $spg \
    --script "$T/script" > "$T/out" 2>&1 || { rc=$?; tail -20 "$T/out"; fail "citybox --club exited with $rc"; }
grep 'club:' "$T/out"
cycle=$(sed -n 's/.*club: attract cycle of [0-9]* games: //p' "$T/out")
for id in $expected; do
    echo " $cycle " | grep -q " $id " || fail "$id is playable but not in the cycle ($cycle)"
    for c in 1 2 3 4 5 6 7 8; do
        grep -q "club: showing $id (cycle $c," "$T/out" || fail "$id was not shown in cycle $c"
    done
done
for c in 1 2 3 4 5 6 7 8; do
    grep -q "club: cycle $c done" "$T/out" || fail "cycle $c did not finish in $limit s"
done
if grep -E 'citybox (error|warn):' "$T/out"; then fail "errors or warnings in the log"; fi
rss() { sed -n "s/.*club: cycle $1 done.*resident memory \([0-9]*\) kB.*/\1/p" "$T/out"; }
median3() { printf '%s\n' "$(rss "$1")" "$(rss "$2")" "$(rss "$3")" | sort -n | sed -n 2p; }
echo "resident memory (kB) after each cycle: $(for c in 1 2 3 4 5 6 7 8; do printf '%s ' "$(rss $c)"; done)"
early=$(median3 2 3 4) late=$(median3 6 7 8)
echo "median of cycles 2-4: $early kB, of cycles 6-8: $late kB"
if [ -z "${ASAN_OPTIONS:-}" ]; then
    [ $((late - early)) -lt 5120 ] || fail "resident memory grew by $((late - early)) kB"
fi
echo "attract cycle: $(echo $expected | wc -w) games shown eight times, no error"
