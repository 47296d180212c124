#!/usr/bin/env bash
# Scripted UI test of the MegaCity board. Quick match (Alice and Bob human, Chloé and David
# bots): Alice takes a platform from the offer and a steel element (her two actions: Steel, then
# the element chosen among those left in the bag, the first icon of the tray), Bob takes a
# platform and drags his element from the supply onto it: it falls under physics, settles, and
# the autosave's log must show a `build` with its settled pose; lifted and put down further
# right, a `move`. Then a delivery: a two-human
# game resumed just before Alice can deliver P8 (a tower stacked by the rules' box drop): she
# presses Deliver, taps the hex east of Central Park and drags the platform along the track; the
# log must end with her delivery and its outcome, computed from the frames she played.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
run() { # run NAME SCRIPT SCENE: plays the script in its preference folder
    export CITYBOX_PREF_DIR="$T/$1"
    mkdir -p "$CITYBOX_PREF_DIR"
    echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
    timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene "$3" --script "$2" \
        > "$T/$1.out" 2>&1 || { cat "$T/$1.out"; fail "$1: citybox failed"; }
    [ -s "$T/$1.png" ] || { cat "$T/$1.out"; fail "$1: no screenshot"; }
    [ "$(stat -c %s "$T/$1.png")" -gt 20000 ] || fail "$1: screenshot looks empty"
}
log() { python3 -c 'import json,sys; [print(e["s"], e["a"]) for e in json.load(open(sys.argv[1]))["log"]]' \
    "$T/$1/autosave-megacity.json"; }

# ---- building by hand: offer P1 at (88, 673), Steel at (1103, 598), the supply's first icon at
# (502, 624) (also the first element offered by Steel), the stage above the platform around (717, 300)
cat > "$T/build.txt" << 'S'
1.0 click 88 673
1.6 click 1103 598
2.0 click 502 624
2.4 click 88 673
3.0 drag 502 624 717 300 0.6
# Bob lifts the element he placed and puts it down further right: a move
5.5 drag 717 515 800 470 0.5
8.0 screenshot PNG
9.0 quit
S
sed -i "s|PNG|$T/build.png|" "$T/build.txt"
run build "$T/build.txt" play:megacity
log build > "$T/build.log"
cat "$T/build.log"
grep -q "^0 take platform " "$T/build.log" || fail "build: Alice did not take a platform"
grep -q "^1 take platform " "$T/build.log" || fail "build: Bob did not take a platform"
grep -Eq "^0 take steel:[a-z_]+$" "$T/build.log" || fail "build: Alice did not choose a steel element"
grep -Eq "^1 build P[0-9]+ [a-z]+:[a-z_]+ -?[0-9.]+ [0-9.]+ [0-9.]+$" "$T/build.log" ||
    fail "build: the dropped element was not recorded"
grep -Eq "^1 move P[0-9]+ 1 [0-9.]+ [0-9.]+ [0-9.]+$" "$T/build.log" ||
    fail "build: the lifted element's new pose was not recorded"

# ---- delivery: Deliver at (990, 691), the hex east of Central Park at (293, 305), then the slide
mkdir -p "$T/deliver"
cp "$CITYBOX_SOURCE/tests/megacity/data/deliver_p8.json" "$T/deliver/autosave.json"
cat > "$T/deliver.txt" << 'S'
1.0 click 990 691
1.5 click 293 305
2.0 down 600 400
S
python3 -c '
for i in range(1, 61):
    print("%.2f move %d 400" % (2.3 + i * 0.05, 600 + 380 * i / 60))' >> "$T/deliver.txt"
cat >> "$T/deliver.txt" << 'S'
5.5 up 980 400
8.0 screenshot PNG
# Bob's turn now; Replay (the last button) replays Alice's slide at 1/4 speed
8.5 click 1216 691
10.0 quit
S
sed -i "s|PNG|$T/deliver.png|" "$T/deliver.txt"
run deliver "$T/deliver.txt" resume
log deliver > "$T/deliver.log"
tail -2 "$T/deliver.log"
tail -1 "$T/deliver.log" | grep -q "^0 deliver P8 at 1,0" || fail "deliver: no delivery in the log"
grep -q "slide replay differs" "$T/deliver.out" && fail "deliver: the outcome differs from the screen"
echo "megacity ui: ok"
