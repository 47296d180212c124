#!/usr/bin/env bash
# Scripted race on the Mad City board (quick match: Alice and Bob human, Chloé and David bots).
# One mouse acts for the panel under the pointer, so Alice's and Bob's moves interleave in the
# same race: both say ready, then place, click-turn, R-turn, move, return and turn-while-held
# tiles; the autosave's log must hold race actions of both seats (and of the bots). Then both
# press Done, the bots hurry, and the round summary shows. Screenshots of the race and of the
# summary are checked to exist (set CITYBOX_SHOTS_DIR to keep them and look at them).
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
LANG_UI=${MADCITY_LANG:-en}
check() { # check PNG: exists and is not a blank frame
    [ -s "$1" ] || fail "no screenshot $1"
    [ "$(stat -c %s "$1")" -gt 60000 ] || fail "$1 looks empty ($(stat -c %s "$1") bytes)"
    [ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$1" "$CITYBOX_SHOTS_DIR/"; }
}
# Layout at 1280x720: Alice's panel top left, Bob's under it; Ready/Done at x 414, y 356 / 681;
# tray slots at x 323 + 72.3*col, y 149 + 72.3*row (Bob: y + 325); grid cells at x 63, 149,
# 235 and y 159, 245, 331 (Bob: y + 325).
cat > "$T/race.txt" << 'S'
0.5 click 414 356
1.0 click 414 681
# the bots say ready too; 3-2-1; the race starts at about 4.7 s
5.0 drag 323 149 63 159 0.3
5.6 drag 323 474 149 570 0.3
6.2 drag 323 149 149 159 0.3
# a click on a placed tile turns it; R over a placed tile turns it
7.0 click 63 159
7.5 move 149 570
7.6 key r
# move Alice's A1 to C3; Bob takes his B2 back to the tray
8.0 drag 63 159 235 331 0.3
8.6 drag 149 570 400 520 0.3
# Alice holds a tile, turns it while held, and drops it on B2
9.2 down 323 149
9.4 move 200 200
9.5 key r
9.6 move 150 250
10.5 screenshot SHOT1
11.5 up 149 245
12.0 click 414 356
12.3 click 414 681
17.0 screenshot SHOT2
17.5 quit
S
sed -i "s|SHOT1|$T/madcity-race-$LANG_UI.png|; s|SHOT2|$T/madcity-summary-$LANG_UI.png|" "$T/race.txt"
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
# No X window: stray pointer events from other tests sharing the display cannot reach it.
SDL_VIDEODRIVER=offscreen timeout 280 "$CITYBOX_BIN" --windowed 1280x720 --lang "$LANG_UI" --scene play:madcity \
    --script "$T/race.txt" > "$T/race.out" 2>&1 || { cat "$T/race.out"; fail "race run"; }
check "$T/madcity-race-$LANG_UI.png"
check "$T/madcity-summary-$LANG_UI.png"
python3 -c 'import json,sys; [print(e["t"], e["s"], e["a"]) for e in json.load(open(sys.argv[1]))["log"]]' \
    "$CITYBOX_PREF_DIR/autosave-madcity.json" > "$T/race.log" 2>/dev/null \
    || cp "$CITYBOX_PREF_DIR/last-game.json" /dev/null
cat "$T/race.log"
has() { grep -qE "$1" "$T/race.log" || fail "missing in the log: $1"; }
has "^0 0 ready$"
has "^0 1 ready$"
has "^[0-9]+ 0 place [0-9]+ A1 r0$"
has "^[0-9]+ 1 place [0-9]+ B2 r0$"
has "^[0-9]+ 0 rotate A1$"
has "^[0-9]+ 1 rotate B2$"
has "^[0-9]+ 0 move A1 C3$"
has "^[0-9]+ 1 return B2$"
has "^[0-9]+ 0 place [0-9]+ B2 r90$"
has "^[0-9]+ 0 done$"
has "^[0-9]+ 1 done$"
has "^[0-9]+ [23] place "
# the race was timed: Alice's and Bob's actions carry rising ticks > 0
n=$(grep -cE "^[1-9][0-9]* [01] (place|rotate|move|return) " "$T/race.log")
[ "$n" -ge 7 ] || fail "only $n timed actions of the two humans"
echo "madcity race ($LANG_UI): ok"
