#!/usr/bin/env bash
# Mad City's handicap through the real window (decision H1): Alice and Bob on one mouse, Bob
# given two levels (+20 seconds) by the quick match's handicaps=0+2. The strip above the board
# names the handicap; both place a tile in the minute; when the minute is over Alice's time is up
# (her panel says "Time's up", in the picture: panels are a cached layer that expect-text does
# not see, and her drag places nothing) while Bob still builds, and the sand shows his 20 seconds.
# The autosave keeps the handicaps and Bob's move after the minute. Screenshots: the race with
# the strip, and Bob building alone in his extra seconds.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
LANG_UI=${MADCITY_LANG:-en}
# Layout at 1280x720, two panels side by side: Ready at y 681, x 429 (Alice) / 1150 (Bob); the
# first tray tile at y 190, x 363 / 1085; grid cells at y 326, x 68, 164 (Alice) / 790, 886 (Bob).
cat > "$T/race.txt" << 'S'
0.5 click 429 681
1.0 click 1150 681
# 3-2-1; the race starts at about 4.5 s
5.5 expect-text Handicaps:
5.6 expect-text Bob +20 seconds
5.8 drag 363 190 68 326 0.3
6.4 drag 1085 190 790 326 0.3
7.5 snap SHOT1
# the minute is over at about 64.5 s: Alice stops, Bob builds on
67.0 drag 363 190 164 326 0.3
68.0 drag 1085 190 886 326 0.3
69.0 snap SHOT2
70.0 quit
S
sed -i "s|SHOT1|$T/madcity-handicap-race-$LANG_UI.png|; s|SHOT2|$T/madcity-handicap-extra-$LANG_UI.png|" "$T/race.txt"
SDL_VIDEODRIVER=offscreen timeout 280 "$CITYBOX_BIN" --windowed 1280x720 --lang "$LANG_UI" \
    --scene "play:madcity,seats=mouse+mouse,handicaps=0+2" --script "$T/race.txt" > "$T/race.out" 2>&1 \
    || { cat "$T/race.out"; fail "race run"; }
cat "$T/race.out"
[ "$(grep -c ': ok' "$T/race.out")" -eq 2 ] || fail "expected 2 passing checks"
for f in race extra; do
    png="$T/madcity-handicap-$f-$LANG_UI.png"
    [ -s "$png" ] || fail "no screenshot $png"
    [ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$png" "$CITYBOX_SHOTS_DIR/"; }
done
save="$CITYBOX_PREF_DIR/autosave-madcity.json"
grep -q '"handicaps":\[0,2\]' "$save" || { cat "$save"; fail "the autosave lost the handicaps"; }
python3 - "$save" << 'PY' || fail "the moves in the autosave"
import json, sys
log = json.load(open(sys.argv[1]))["log"]
places = [(e["t"], e["s"]) for e in log if e["a"].startswith("place ")]
print(places)
alice = [t for t, s in places if s == 0]
bob = [t for t, s in places if s == 1]
assert len(alice) == 1 and alice[0] < 1800, places  # one tile in her minute, none after it
assert len(bob) == 2 and bob[0] < 1800 < bob[1], places  # the second in his extra seconds
PY
echo "madcity handicap ($LANG_UI): ok"
