#!/usr/bin/env bash
# A game survives `kill -9`: bots play My City in the real app, which autosaves after every
# action (a demo writes demo.json, never a player's save); we kill it hard mid-game, check the
# autosave is a complete save, give it a human seat and leave it as an older version's
# autosave.json, resume it in a new app (as the menu's Resume button does: the app takes it over
# as autosave-mycity.json) and check the resumed game is the same game: same number of actions,
# same state hash (citybox replay).
source "$(dirname "$0")/../tools/app_common.sh"
printf '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
save="$CITYBOX_PREF_DIR/demo.json"
"$CITYBOX_BIN" --windowed 800x450 --scene demo:mycity 2> "$T/err1" & pid=$!
n=0
for i in $(seq 600); do
  if [ -f "$save" ]; then n=$(grep -c '"a":' "$save" || true); [ "$n" -ge 6 ] && break; fi
  sleep 0.1
done
kill -9 $pid; wait $pid 2>/dev/null || true
[ "$n" -ge 6 ] || { cat "$T/err1"; fail "the bots did not play 6 actions (saw $n)"; }
[ ! -e "$CITYBOX_PREF_DIR/autosave.json" ] && ! ls "$CITYBOX_PREF_DIR"/autosave-* 2> /dev/null \
    || fail "the demo wrote a player's autosave"
python3 - "$save" "$T/before.json" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["seats"][0]["kind"] = "human"
json.dump(d, open(sys.argv[2], "w"))
PY
cp "$T/before.json" "$CITYBOX_PREF_DIR/autosave.json"
save="$CITYBOX_PREF_DIR/autosave-mycity.json"
"$CITYBOX_BIN" replay "$T/before.json" > "$T/r1" || fail "autosave after kill -9 is not a valid save"
n1=$(python3 -c "import json; print(len(json.load(open('$T/before.json'))['log']))")
# Resume, draw a few frames (too few for a bot move at this pace) and quit: the app rewrites
# the autosave at once from the resumed match.
timeout 120 "$CITYBOX_BIN" --windowed 800x450 --scene resume --frames 3 --screenshot "$T/resumed.png" 2> "$T/err2" \
  || { cat "$T/err2"; fail "resume failed"; }
[ -s "$T/resumed.png" ] || fail "no picture of the resumed game"
[ ! -e "$CITYBOX_PREF_DIR/autosave.json" ] || fail "the old autosave.json was not taken over"
"$CITYBOX_BIN" replay "$save" > "$T/r2" || fail "autosave after resume is not a valid save"
n2=$(python3 -c "import json; print(len(json.load(open('$save'))['log']))")
h1=$(python3 -c "import json,sys; print(json.load(open('$T/r1'))['hash'])")
h2=$(python3 -c "import json,sys; print(json.load(open('$T/r2'))['hash'])")
echo "killed after $n1 actions (hash $h1); resumed: $n2 actions (hash $h2)"
[ "$n1" = "$n2" ] && [ "$h1" = "$h2" ] || fail "resumed game differs"
