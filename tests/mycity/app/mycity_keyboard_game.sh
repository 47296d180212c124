#!/usr/bin/env bash
# A whole My City game with the keyboard only: Alice and Bob (humans) sweep the board with the
# arrows, try Enter on every square (illegal squares are refused with a reason) and cycle their
# counters with Tab; Chloé and David are bots at the instant pace. The game must reach its end:
# the app then files it as last-game.json with every seat's moves.
source "$(dirname "$0")/../../tools/app_common.sh"
echo '{"format":"citybox-settings","version":1,"bot_pace":"instant","reduced_motion":true}' \
    > "$CITYBOX_PREF_DIR/settings.json"
python3 - "$T/keys.txt" << 'PY'
import sys
keys = []
for sweep in range(30):
    for row in range(8):
        step = "Right" if row % 2 == 0 else "Left"
        for col in range(8):
            keys += ["Return", step]
        keys.append("Down")
    keys += ["Up"] * 8 + ["Tab"]
t, out = 0.5, []
for k in keys:
    out.append("%.2f key %s" % (t, k))
    t += 0.02
out.append("%.2f quit" % (t + 0.5))
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
timeout 1100 "$CITYBOX_BIN" --windowed 800x450 --lang en --scene play:mycity --script "$T/keys.txt" \
    > "$T/out" 2>&1 || { tail -5 "$T/out"; fail "keyboard game run"; }
done_game="$CITYBOX_PREF_DIR/last-game.json"
[ -f "$done_game" ] || fail "the game did not reach its end (no last-game.json)"
"$CITYBOX_BIN" replay "$done_game" > "$T/replay" || fail "the finished game does not replay"
grep -q '"over":true' "$T/replay" || fail "replayed game is not over: $(cat "$T/replay")"
for seat in 0 1; do
    grep -q "\"s\":$seat,\"a\":\"place" "$done_game" || fail "human seat $seat never placed"
done
echo "keyboard-only game: $(cat "$T/replay")"
