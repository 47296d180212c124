#!/usr/bin/env bash
# Keyboard-only play of the Mad City race for seats no device is bound to (the quick match:
# Alice and Bob human on one mouse, two bots): Enter says ready for Alice, Tab moves to Bob and
# Enter says his; in the race Tab comes back to Alice, the arrows walk the focus from A1 over
# her city to her tray, Enter picks the first tray tile, the arrows bring it back to A1, R turns
# it and Enter drops it; then Down to her Done button and Enter. The autosave's log must hold
# both ready actions, Alice's "place N A1 r90" and her done.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
cat > "$T/kb.txt" << 'S'
0.5 key Return
0.8 key Tab
1.0 key Return
# the bots say ready; 3-2-1; the race runs from about 5 s
7.0 key Tab
7.2 key Right
7.3 key Right
7.4 key Right
7.5 key Return
7.7 key Left
7.8 key Left
7.9 key Left
8.0 key r
8.5 key Return
9.0 key Down
9.1 key Down
9.2 key Down
9.5 key Return
10.5 quit
S
SDL_VIDEODRIVER=offscreen timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene play:madcity \
    --script "$T/kb.txt" > "$T/kb.out" 2>&1 || { cat "$T/kb.out"; fail "keyboard run"; }
python3 -c 'import json,sys; [print(e["t"], e["s"], e["a"]) for e in json.load(open(sys.argv[1]))["log"]]' \
    "$CITYBOX_PREF_DIR/autosave-madcity.json" > "$T/kb.log" || fail "no autosave"
cat "$T/kb.log"
has() { grep -qE "$1" "$T/kb.log" || fail "missing in the log: $1"; }
has "^0 0 ready$"
has "^0 1 ready$"
has "^[1-9][0-9]* 0 place [0-9]+ A1 r90$"
has "^[1-9][0-9]* 0 done$"
echo "madcity keyboard: ok"
