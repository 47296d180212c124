#!/usr/bin/env bash
# Club mode's kiosk lock. Run 1 (real X input through xdotool): the organiser locks with
# Ctrl+Alt+Shift+L and a PIN typed twice; the settings file (0600) then holds the lock and the
# PIN's Argon2id record (never the PIN); a quit request from outside (SIGTERM, which SDL turns
# into the same SDL_QUIT as Alt+F4 or the close button) is refused: the app is still running. The app is then
# killed hard. Run 2 (scripted): the lock survived the restart; Escape on the menu offers no
# Quit; a long press on the bottom-left corner opens the PIN pad; a wrong PIN keeps it locked, the
# right one unlocks; then Escape offers Quit again and a quit request ends the app.
source "$(dirname "$0")/../../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
cfg="$P/settings.json"
"$CITYBOX_BIN" --windowed 1280x720 --scene menu 2> "$T/err1" & pid=$!
for i in $(seq 100); do grep -q "first frame presented" "$T/err1" && break; sleep 0.1; done
xdotool mousemove 640 360 # no window manager: the window sits at 0,0 and gets the keys under the pointer
sleep 0.3
xdotool key ctrl+alt+shift+l
sleep 0.5
xdotool key 1 2 3 4 Return
sleep 0.3
xdotool key 1 2 3 4 Return
for i in $(seq 50); do grep -q "kiosk: locked" "$T/err1" && break; sleep 0.1; done
grep -q "kiosk: locked" "$T/err1" || { cat "$T/err1"; kill -9 $pid; fail "the chord and PIN did not lock"; }
python3 - "$cfg" << 'PY' || { kill -9 $pid; fail "the lock is not in the settings file"; }
import json, sys
d = json.load(open(sys.argv[1]))
assert d["kiosk_locked"] is True and d["fullscreen"] is True, d
assert d["kiosk_pin"].startswith("$argon2id$") and "1234" not in d["kiosk_pin"], d
PY
[ "$(stat -c %a "$cfg")" = 600 ] || { kill -9 $pid; fail "the settings file is not 0600"; }
kill -TERM $pid
sleep 1.5
kill -0 $pid 2> /dev/null || { cat "$T/err1"; fail "a locked app quit on a quit request"; }
grep -q "kiosk: quit request refused" "$T/err1" || { kill -9 $pid; fail "the refusal was not logged"; }
kill -9 $pid; wait $pid 2> /dev/null || true

cat > "$T/unlock.script" << 'S'
0.5 key Escape
1.0 expect-scene menu
1.5 down 8 1072
5.0 up 8 1072
5.3 expect-top pin-pad
5.5 key 1 2 3 5 Return
6.0 expect-top pin-pad
6.5 key 1 2 3 4 Return
7.2 expect-scene menu
7.5 key Escape
8.0 expect-top dialog
8.5 quit
S
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --scene menu --script "$T/unlock.script" 2> "$T/err2" \
    || { cat "$T/err2"; fail "run 2's script failed"; }
grep -q "kiosk: locked (from the settings)" "$T/err2" || { cat "$T/err2"; fail "the lock did not survive a restart"; }
grep -q "kiosk: wrong PIN (1 in a row), still locked" "$T/err2" || fail "a wrong PIN was not refused"
grep -q "kiosk: unlocked" "$T/err2" || fail "the right PIN did not unlock"
python3 -c "import json,sys; sys.exit(json.load(open('$cfg'))['kiosk_locked'] is not False)" \
    || fail "the unlock was not saved"
# unlocked: a quit request ends the app
"$CITYBOX_BIN" --windowed 1280x720 --scene menu 2> "$T/err3" & pid=$!
for i in $(seq 100); do grep -q "first frame presented" "$T/err3" && break; sleep 0.1; done
kill -TERM $pid
for i in $(seq 50); do kill -0 $pid 2> /dev/null || break; sleep 0.1; done
kill -0 $pid 2> /dev/null && { kill -9 $pid; fail "an unlocked app did not quit"; }
wait $pid || fail "the unlocked app did not exit cleanly"
echo "ok: locked by chord + PIN, quit refused, lock kept across a restart, unlocked by corner + PIN"
