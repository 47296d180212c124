#!/usr/bin/env bash
# Two seats place tiles in the same seconds on the Mad City race: Alice on the mouse, Bob on the
# left keyboard half (WASD moves his cursor, Space grabs), Chloé and David bots. The match starts
# with `--scene play:madcity,seats=mouse+left+bot+bot`, which binds the devices as the setup
# screen does when humans chose different ones. Bob's cursor is steered from screen corners
# (held keys clamp it there) so its path does not depend on where it started. Alice drags three
# tiles while Bob moves, grabs a tile, carries it and drops it on his B2: the autosave's log must
# hold both seats' placements, interleaved in ticks (Alice, Bob, Alice).
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
# Layout at 1280x720 (as madcity_race.sh): Alice's panel top left, Bob's under it; Ready at
# x 414, y 356 / 681; tray slots at x 323 + 72.3*col, y 149 + 72.3*row (Bob: y + 325); grid
# cells at x 63, 149, 235 and y 159, 245, 331 (Bob: y + 325).
# Bob's cursor: 360 units/s, speeding up to 792 after 0.6 s held: held T s it goes
# 360*(T+T^2) (T <= 0.6), else 345.6 + 792*(T-0.6).
cat > "$T/two.txt" << 'S'
# Alice says ready with the mouse; Bob's cursor to the bottom-left corner, right to x 414
# (0.686 s), up to y 681 (0.098 s), and Space presses his Ready
0.5 click 414 356
0.6 keydown s a
2.4 keyup s a
2.6 keydown d
3.286 keyup d
3.5 keydown w
3.598 keyup w
3.8 key space
# the bots say ready; 3-2-1; the race runs from about 7.5 s. Bob: to the left edge, up to
# y 547 (0.289 s), right to x 396 (0.664 s): the middle of his tray
7.0 keydown a
8.6 keyup a
8.8 keydown w
9.089 keyup w
9.2 keydown d
9.864 keyup d
# Alice places A1 while Bob's cursor travels
9.3 drag 323 149 63 159 0.3
# Bob grabs, carries left (0.467 s to x 149: his B2) while Alice places B1, then drops
10.2 keydown space
10.4 keydown a
10.867 keyup a
10.5 drag 396 149 149 159 0.3
11.2 keyup space
# Alice places C1 after Bob's drop
11.8 drag 468 149 235 159 0.3
12.5 screenshot SHOT
13.5 quit
S
sed -i "s|SHOT|$T/madcity-two-seats.png|" "$T/two.txt"
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
SDL_VIDEODRIVER=offscreen timeout 200 "$CITYBOX_BIN" --windowed 1280x720 --lang en \
    --scene play:madcity,seats=mouse+left+bot+bot --script "$T/two.txt" > "$T/two.out" 2>&1 \
    || { cat "$T/two.out"; fail "two-seat run"; }
[ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$T/madcity-two-seats.png" "$CITYBOX_SHOTS_DIR/" 2>/dev/null || true; }
python3 -c 'import json,sys; [print(e["t"], e["s"], e["a"]) for e in json.load(open(sys.argv[1]))["log"]]' \
    "$CITYBOX_PREF_DIR/autosave-madcity.json" > "$T/two.log" || fail "no autosave"
cat "$T/two.log"
has() { grep -qE "$1" "$T/two.log" || fail "missing in the log: $1"; }
has "^0 0 ready$"
has "^0 1 ready$"
tick() { grep -E "$1" "$T/two.log" | head -1 | cut -d' ' -f1; }
a1=$(tick "^[0-9]+ 0 place [0-9]+ A1 ")
b1=$(tick "^[0-9]+ 0 place [0-9]+ B1 ")
c1=$(tick "^[0-9]+ 0 place [0-9]+ C1 ")
bob=$(tick "^[0-9]+ 1 place [0-9]+ [A-C][1-3] ")
[ -n "$a1" ] && [ -n "$b1" ] && [ -n "$c1" ] || fail "Alice's three placements are not all in the log"
[ -n "$bob" ] || fail "Bob's keyboard placement is not in the log"
grep -qE "^$bob 1 place [0-9]+ B2 " "$T/two.log" || echo "note: Bob's tile landed off B2 (cursor timing)"
# interleaved: Alice's A1 and B1 before Bob's drop, her C1 after it; all in the race's first seconds
[ "$a1" -gt 0 ] && [ "$a1" -le "$bob" ] && [ "$b1" -le "$bob" ] && [ "$bob" -le "$c1" ] \
    || fail "not interleaved: A1 $a1, B1 $b1, Bob $bob, C1 $c1"
[ $((c1 - a1)) -le 150 ] || fail "the placements are not in the same seconds ($a1..$c1 ticks)"
echo "madcity two seats: ok (Alice $a1 $b1 $c1, Bob $bob ticks)"
