#!/usr/bin/env bash
# A scripted visitor in club mode (ctest app_test_attract_visitor): during My City's title card
# they press an arrow key; "Play this game?" comes up; Return says Yes and opens the setup with
# them on seat 1 (the mouse seat: a lone visitor's arrows and Enter work there too) and bots
# after it; Return starts; they play a few turns with the arrows
# and Return, then walk away. After the idle time (8 s here) attract mode must come back by itself
# and show the next game. Then a second visitor touches the screen (a finger where the dialog's
# Yes will be: the touch only asks), says Not now (Escape), clicks, says Yes and leaves the setup
# with Back: attract mode again. Checked in the log and the scene stack.
source "$(dirname "$0")/../../tools/app_common.sh"
# the bots of the visitor's game move as soon as they have thought (the organiser's setting)
echo '{"format":"citybox-settings","version":1,"bot_pace":"instant"}' \
    > "$CITYBOX_PREF_DIR/settings.json"
python3 - "$T/script" "$T" << 'PY'
import sys
out, T = sys.argv[1], sys.argv[2]
s = ["3.0 key Right", "4.5 expect-top dialog", "5.0 key Return", "7.0 expect-top setup",
     "7.5 key Return", "9.5 expect-top play"]
t = 10.0
for sweep in range(24):  # the visitor's turns: Return on squares along the rows, the board thrice
    for col in range(8):
        s += ["%.2f key Return" % t, "%.2f key Right" % (t + 0.1)]
        t += 0.25
    s.append("%.2f key Down" % t)
    t += 0.25
    if sweep % 8 == 7:
        s.append("%.2f key Up Up Up Up Up Up Up Up" % t)
        t += 0.25
s.append("%.2f screenshot %s/visitor.png" % (t, T))
t += 12  # walks away: 8 s idle, then a title card
# a finger on the spot where Yes will be: its release must not answer the dialog
s += ["%.2f expect-scene menu" % t, "%.2f finger down 1 499 267" % (t + 1),
      "%.2f finger up 1 499 267" % (t + 1.1), "%.2f expect-top dialog" % (t + 2.5),
      "%.2f key Escape" % (t + 3),
      "%.2f click 400 200" % (t + 5), "%.2f key Return" % (t + 6.5),
      "%.2f expect-top setup" % (t + 8.5), "%.2f key Escape" % (t + 9),
      "%.2f quit" % (t + 12)]
open(out, "w").write("\n".join(s) + "\n")
PY
timeout 280 "$CITYBOX_BIN" --windowed 800x450 --lang en --club --club-seconds-per-game 60 \
    --club-idle-seconds 8 --script "$T/script" > "$T/out" 2>&1 ||
    { grep -v 'club: showing' "$T/out" | tail -20; fail "the scripted visitor's run failed"; }
grep 'club:\|script line' "$T/out"
grep -q 'club: a visitor touched in (keyboard): Play mycity?' "$T/out" || fail "the key did not ask"
grep -q "club: visitor's setup for mycity (device mouse)" "$T/out" || fail "no setup on the mouse seat"
cp "$T/visitor.png" "${CITYBOX_BUILD:-/tmp}/club_visitor.png" 2> /dev/null || true
line=$(grep 'club: the visitor left (idle)' "$T/out") || fail "attract mode did not come back"
people=$(echo "$line" | sed -n 's/.*, \([0-9]*\) of them by people.*/\1/p')
[ "${people:-0}" -ge 2 ] || fail "the visitor played $people moves, not a few turns: $line"
sed -n '/the visitor left (idle)/,$p' "$T/out" | grep -q 'club: showing madcity' ||
    fail "attract mode did not go on with the next game"
grep -q 'club: a visitor touched in (touch): Play madcity?' "$T/out" || fail "a touch did not ask"
grep -q 'club: the visitor said not now' "$T/out" || fail "Not now did not go back to the show"
sed -n '/said not now/,$p' "$T/out" | grep -q 'club: the visitor left (back to the menu)' ||
    fail "Back from the setup did not bring attract mode back"
if grep -E 'citybox (error|warn):' "$T/out"; then fail "errors or warnings in the log"; fi

echo "scripted visitor: $line"
