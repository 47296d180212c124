#!/usr/bin/env bash
# Scripted UI test of the My City board (quick match: Alice and Bob human, Chloé and David bots;
# with the fixed seed Bob moves first, then the bots, then Alice). Mouse: an illegal drop is
# refused and leaves the log alone, legal drops land (the autosave's log shows them).
# Keyboard: the same with arrows, Tab and Enter only.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
run() { # run NAME SCRIPT: plays the script in a fresh preference folder
    export CITYBOX_PREF_DIR="$T/$1"
    mkdir -p "$CITYBOX_PREF_DIR"
    echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
    timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene play:mycity --script "$2" \
        > "$T/$1.out" 2>&1 || { cat "$T/$1.out"; fail "$1: citybox failed"; }
    [ -s "$T/$1.png" ] || fail "$1: no screenshot"
    [ "$(stat -c %s "$T/$1.png")" -gt 20000 ] || fail "$1: screenshot looks empty"
}
# log NAME: the autosave's log as "seat action" lines
log() { python3 -c 'import json,sys; [print(e["s"], e["a"]) for e in json.load(open(sys.argv[1]))["log"]]' \
    "$T/$1/autosave-mycity.json"; }

# ---- mouse (the move drawer open at the right): Alice's tray counters sit at x 579 + 34.3*type,
# y 131 + 34.3*(4 - value), Bob's 232 to the right; square (column c, row r) at
# 45 + 58*(c + 0.5), 158 + 58*(r + 0.5)
cat > "$T/mouse.txt" << 'S'
# Bob drops Highway Exit-4 on B1 (a landmark): refused
0.5 drag 811 131 132 187 0.4
# Bob drops Highway Exit-4 on E4: lands
1.5 drag 811 131 306 361 0.4
# the bots play; Alice drops Highway Exit-3 on E5, next to Bob's: refused
4.0 drag 579 166 306 419 0.4
# Alice drops Highway Exit-3 on H1: lands
5.0 drag 579 166 480 187 0.4
8.0 screenshot PNG
9.5 quit
S
sed -i "s|PNG|$T/mouse.png|" "$T/mouse.txt"
run mouse "$T/mouse.txt"
log mouse > "$T/mouse.log"
cat "$T/mouse.log"
head -1 "$T/mouse.log" | grep -qx "1 place Highway Exit-4 E4" || fail "mouse: Bob's drop did not land first"
grep -q " B1$" "$T/mouse.log" && fail "mouse: the drop on a landmark was applied"
grep -q " E5$" "$T/mouse.log" && fail "mouse: the drop next to a Highway Exit was applied"
grep -qx "0 place Highway Exit-3 H1" "$T/mouse.log" || fail "mouse: Alice's drop did not land"

# ---- keyboard only: the cursor starts on D5, the first counter is Highway Exit-4
cat > "$T/keys.txt" << 'S'
# up to D2 (a landmark) and Enter: refused
0.5 key Up Up Up Return
# back down to E6, Tab twice (Highway Exit-2), Enter: lands
1.2 key Down Down Down Right Down Tab Tab Return
3.6 screenshot PNG
5.0 quit
S
sed -i "s|PNG|$T/keys.png|" "$T/keys.txt"
run keys "$T/keys.txt"
log keys > "$T/keys.log"
cat "$T/keys.log"
head -1 "$T/keys.log" | grep -qx "1 place Highway Exit-2 E6" || fail "keys: Enter did not place"
grep -q " D2$" "$T/keys.log" && fail "keys: the refused square was applied"
echo "mycity ui: ok"
