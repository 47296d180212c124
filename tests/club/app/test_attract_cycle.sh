#!/usr/bin/env bash
# Club mode's attract mode, short cycles (ctest app_test_attract_cycle): `citybox --club` with
# 3 seconds per game runs four whole cycles under Xvfb. Every playable game of the registry (the
# games whose rules say `.playable = true`, the template aside) must be shown in each cycle, the
# log must hold no error, and resident memory at the end of the fourth cycle may be at most 5 MB
# above the end of the second. (With 3 s games the first cycle has not drawn every piece of art
# yet: the SVG cache, 64 entries, fills during the second; at 3 minutes a game it fills in the
# first. Skipped under ASan, whose quarantine grows by design; its leak check runs at exit.)
# The 30-minute soak is tools/club_soak.sh.
source "$(dirname "$0")/../../tools/app_common.sh"
spg=3
expected=$(grep -l '\.playable = true' "$CITYBOX_SOURCE"/src/games/*/rules/*.c |
    sed 's|.*/src/games/\([^/]*\)/rules/.*|\1|' | grep -v '^template$' | sort -u)
[ -n "$expected" ] || fail "no playable game found in the sources"
echo "76 quit" > "$T/script"
timeout 280 "$CITYBOX_BIN" --windowed 640x360 --lang en --club --club-seconds-per-game $spg \
    --script "$T/script" > "$T/out" 2>&1 || { rc=$?; tail -20 "$T/out"; fail "citybox --club exited with $rc"; }
grep 'club:' "$T/out"
cycle=$(sed -n 's/.*club: attract cycle of [0-9]* games: //p' "$T/out")
for id in $expected; do
    echo " $cycle " | grep -q " $id " || fail "$id is playable but not in the cycle ($cycle)"
    for c in 1 2 3 4; do
        grep -q "club: showing $id (cycle $c," "$T/out" || fail "$id was not shown in cycle $c"
    done
done
for c in 1 2 3 4; do
    grep -q "club: cycle $c done" "$T/out" || fail "cycle $c did not finish in 76 s"
done
if grep -E 'citybox (error|warn):' "$T/out"; then fail "errors or warnings in the log"; fi
rss() { sed -n "s/.*club: cycle $1 done.*resident memory \([0-9]*\) kB/\1/p" "$T/out"; }
rss1=$(rss 2) rss2=$(rss 4)
echo "resident memory: $(rss 1) kB after cycle 1, $rss1 kB after 2, $(rss 3) kB after 3, $rss2 kB after 4"
if [ -z "${ASAN_OPTIONS:-}" ]; then
    [ $((rss2 - rss1)) -lt 5120 ] || fail "resident memory grew by $((rss2 - rss1)) kB in two cycles"
fi
echo "attract cycle: $(echo $expected | wc -w) games shown four times, no error"
