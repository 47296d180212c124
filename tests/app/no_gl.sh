#!/usr/bin/env bash
# Without OpenGL 3.3 the app explains it in a message box and exits cleanly (exit 1).
# CITYBOX_GL_VERSION asks for a version this machine does not have. Under X (Xvfb) the test
# finds the message box window, photographs it and presses Enter on it, as a user would.
# Twice: SDL's own box, then (CITYBOX_ALERT=external) the desktop's dialog tool that stands in
# when SDL's box cannot be shown (no X core fonts): xmessage here, zenity or kdialog on a desktop.
source "$(dirname "$0")/../tools/app_common.sh"
for mode in sdl external; do
[ $mode = external ] && ! command -v xmessage >/dev/null && continue
CITYBOX_ALERT=$mode CITYBOX_GL_VERSION=9.9 timeout -s KILL 120 "$CITYBOX_BIN" --windowed 640x480 --screenshot "$T/x.png" \
  2> "$T/err" & pid=$!
if [ -n "${DISPLAY:-}" ] && command -v xdotool >/dev/null && command -v xwininfo >/dev/null; then
  # SDL's X11 message box is a top-level window named CityBox. The app's own 640x480 window
  # (created, then destroyed when the GL context fails) has the same name and may still be
  # listed for a moment on a loaded machine, so windows are looked up again before each try and
  # a 640x480 one is skipped. Each try clicks the OK button (centred, near the bottom edge) and
  # presses Enter (the box's default) with the pointer over it and sent to the window itself,
  # as a user would, until the app exits: up to 100 s (slow under ASan on a busy machine).
  box() { # prints "id WxH+X+Y" of the message box, or nothing (xdotool search misses it)
    xwininfo -root -tree 2>/dev/null |
      awk '/"CityBox"/ && $(NF-1) !~ /^640x480/ {print $1, $(NF-1); exit}'
  }
  shot=0 start=$SECONDS found=""
  while kill -0 $pid 2>/dev/null && [ $((SECONDS - start)) -lt 100 ]; do
    found=$(box)
    if [ -n "$found" ]; then
      read -r id geo <<< "$found"
      if [ $shot -eq 0 ]; then
        sleep 0.5
        command -v import >/dev/null && timeout 10 import -window root "$T/box.png" 2>/dev/null &&
          cp "$T/box.png" /tmp/citybox-no-gl-box-$mode.png || true
        shot=1
      fi
      read -r W H X Y <<< "$(echo "$geo" | tr 'x+' '  ')"
      xdotool mousemove $((X + W / 2)) $((Y + H - 26)) click 1 2>/dev/null || true
      xdotool key Return 2>/dev/null || true
      xdotool key --window "$id" Return 2>/dev/null || true
    fi
    sleep 0.5
  done
  if kill -0 $pid 2>/dev/null; then
    echo "after $((SECONDS - start)) s: box '${found}'; windows:" >&2
    xwininfo -root -tree 2>/dev/null | grep -i citybox >&2 || true
    kill -9 $pid 2>/dev/null || true
  fi
  [ $shot -eq 1 ] || fail "no message box window appeared ($mode)"
fi
set +e; wait $pid; code=$?; set -e
[ $code -eq 1 ] || { cat "$T/err"; fail "exit $code, want 1"; }
grep -q "needs OpenGL 9.9" "$T/err" || { cat "$T/err"; fail "message names the missing OpenGL"; }
[ ! -e "$T/x.png" ] || fail "no screenshot without GL"
if [ $mode = external ]; then
  grep -q "trying the desktop's dialog tools" "$T/err" || { cat "$T/err"; fail "no fallback"; }
fi
echo "no GL ($mode): message box shown and dismissed, exit 1"
done
