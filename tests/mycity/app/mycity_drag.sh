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
# mean colour of a 24x24 square around x,y of a screenshot: "r g b"
colour() { convert "$1" -crop 24x24+$(($2 - 12))+$(($3 - 12)) -resize 1x1\! -format \
  '%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]' info:; }
tray_x=826 tray_y=141 sq_x=360 sq_y=424 # Alice's first counter; the empty square E5
import -window root "$T/before.png"
read -r r0 g0 b0 <<< "$(colour "$T/before.png" $((WX + tray_x)) $((WY + tray_y)))"
[ "$r0" -gt 180 ] && [ "$b0" -lt 90 ] || fail "no amber counter in Alice's tray ($r0 $g0 $b0)"
xdotool mousemove $((WX + tray_x)) $((WY + tray_y)) mousedown 1
for i in $(seq 1 12); do # a hand's movement, then the hand holds still
  xdotool mousemove $((WX + tray_x + (sq_x - tray_x) * i / 12)) $((WY + tray_y + (sq_y - tray_y) * i / 12))
  sleep 0.03
done
sleep 1.0
import -window root "$T/mid.png"
cp "$T/mid.png" /tmp/citybox-mycity-mid-drag.png 2>/dev/null || true
read -r r1 g1 b1 <<< "$(colour "$T/mid.png" $((WX + sq_x)) $((WY + sq_y)))"
read -r r2 g2 b2 <<< "$(colour "$T/mid.png" $((WX + tray_x)) $((WY + tray_y)))"
xdotool mouseup 1
sleep 1.0
import -window root "$T/after.png"
read -r r3 g3 b3 <<< "$(colour "$T/after.png" $((WX + sq_x)) $((WY + sq_y)))"
echo "under the pointer mid-drag: $r1 $g1 $b1; tray slot mid-drag: $r2 $g2 $b2; square after: $r3 $g3 $b3"
[ "$r1" -gt 180 ] && [ "$b1" -lt 110 ] || fail "mid-drag, no counter under the pointer ($r1 $g1 $b1)"
[ "$b2" -gt 150 ] || fail "mid-drag, the counter is still in its tray slot ($r2 $g2 $b2)"
[ "$r3" -gt 180 ] && [ "$b3" -lt 110 ] || fail "after the drop, no counter on the square ($r3 $g3 $b3)"
kill $pid 2>/dev/null
echo "drag: the counter follows a real mouse and lands on the square"
