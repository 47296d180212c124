#!/usr/bin/env bash
# The organiser starts an evening from the menu: Evening ladder, New evening, three names typed
# (one repeats another with a different case and a trailing space), Start the evening. The
# ladder file then holds an active evening with the two players, and the standings screen is
# back on top; Export writes the CSV and the HTML page beside it.
source "$(dirname "$0")/../../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
cat > "$T/setup.script" << 'S'
0.5 click 1150 48
1.2 expect-top ladder
1.5 click 502 672
2.2 expect-top ladder-setup
2.5 click 390 162
2.8 text Ann
3.1 click 390 216
3.4 text Bob
3.7 click 390 270
4.0 text ann 
4.5 click 788 672
5.5 expect-scene menu>ladder
6.0 click 640 672
7.0 quit
S
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --scene menu --script "$T/setup.script" 2> "$T/err" \
    || { cat "$T/err"; fail "the setup script failed"; }
python3 - "$P/ladder.json" << 'PY' || fail "the evening was not started with the typed names"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["format"] == "citybox-ladder" and d["active"] is True, d
assert d["players"] == ["Ann", "Bob"], d["players"]
assert d["games"] == [], d
PY
grep -q "ladder: exported" "$T/err" || { cat "$T/err"; fail "Export did not run"; }
head -1 "$P/ladder.csv" | grep -q '^"Rank","Player","Points","Games","Wins"' || fail "bad CSV header"
grep -q "<td>Ann</td>" "$P/ladder.html" || fail "the HTML page lacks Ann"
echo "ok: evening started with Ann and Bob, exported"
