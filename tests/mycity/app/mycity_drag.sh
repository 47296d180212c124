#!/usr/bin/env bash
# A counter dragged with a real mouse (X events from xdotool, the app's own event loop) follows
# the pointer: mid-drag, with the mouse held still over an empty square, the counter is drawn
# under the pointer and its tray slot is empty; after the drop it stands on the square. (The
# app used to sleep between mouse events without advancing the drag, so the counter stayed in
# the tray until the drop.)
source "$(dirname "$0")/../../tools/app_common.sh"
command -v xdotool >/dev/null && command -v import >/dev/null && [ -n "${DISPLAY:-}" ] ||
  { echo "SKIP: needs X, xdotool and ImageMagick"; exit 0; }
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast","language":"en"}' \
  > "$CITYBOX_PREF_DIR/settings.json"
"$CITYBOX_BIN" --windowed 1280x720 --scene "play:mycity,seats=mouse+bot" 2> "$T/err" & pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$T"' EXIT
for _ in $(seq 100); do
  xwininfo -root -tree 2>/dev/null | grep -q '"CityBox"' && break
  sleep 0.2
done
win=$(xwininfo -root -tree | awk '/"CityBox"/ {print $1; exit}')
[ -n "$win" ] || { cat "$T/err"; fail "no CityBox window"; }
read -r WX WY <<< "$(xwininfo -id "$win" | awk '/Absolute upper-left X/ {x=$4} /Absolute upper-left Y/ {y=$4} END {print x, y}')"
sleep 3 # the first frames, the art
# per cent of Alice's amber in a 24x24 square around x,y of a screenshot (a counter: its icon and
# number take the rest)
amber() { convert "$1" -crop 24x24+$(($2 - 12))+$(($3 - 12)) -fuzz 14% -fill magenta \
  -opaque '#E69F00' -fuzz 0 -fill black +opaque magenta -fill white -opaque magenta \
  -format '%[fx:int(100*mean)]' info:; }
# Alice's first counter (the move drawer open at the right); the empty square E5
tray_x=745 tray_y=131 sq_x=361 sq_y=424
import -window root "$T/before.png"
a0=$(amber "$T/before.png" $((WX + tray_x)) $((WY + tray_y)))
[ "$a0" -gt 25 ] || fail "no amber counter in Alice's tray ($a0% amber)"
xdotool mousemove $((WX + tray_x)) $((WY + tray_y)) mousedown 1
for i in $(seq 1 12); do # a hand's movement, then the hand holds still
  xdotool mousemove $((WX + tray_x + (sq_x - tray_x) * i / 12)) $((WY + tray_y + (sq_y - tray_y) * i / 12))
  sleep 0.03
done
sleep 1.0
import -window root "$T/mid.png"
cp "$T/mid.png" /tmp/citybox-mycity-mid-drag.png 2>/dev/null || true
a1=$(amber "$T/mid.png" $((WX + sq_x)) $((WY + sq_y)))
a2=$(amber "$T/mid.png" $((WX + tray_x)) $((WY + tray_y)))
xdotool mouseup 1
sleep 1.0
import -window root "$T/after.png"
a3=$(amber "$T/after.png" $((WX + sq_x)) $((WY + sq_y)))
echo "amber under the pointer mid-drag: $a1%; in the tray slot mid-drag: $a2%; on the square after: $a3%"
[ "$a1" -gt 25 ] || fail "mid-drag, no counter under the pointer ($a1% amber)"
[ "$a2" -lt 5 ] || fail "mid-drag, the counter is still in its tray slot ($a2% amber)"
[ "$a3" -gt 25 ] || fail "after the drop, no counter on the square ($a3% amber)"
kill $pid 2>/dev/null
echo "drag: the counter follows a real mouse and lands on the square"
