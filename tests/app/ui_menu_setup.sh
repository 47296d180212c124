#!/usr/bin/env bash
# Scripted UI test: from the menu into My City's player setup and back, with the mouse and
# then with the keyboard; checks the scene stack at each step and what the setup screen shows.
source "$(dirname "$0")/../tools/app_common.sh"
cat > "$T/mouse.txt" <<'S'
0.5 expect-scene menu
0.6 click 147 526          # My City's Play button
1.2 expect-scene menu>setup
1.3 screenshot SETUP_PNG
1.6 click 90 40            # Back (top left, as on every screen)
2.2 expect-scene menu
2.3 click 640 526          # Fun City's Play button (playable since its board)
2.9 expect-scene menu>setup
3.1 click 90 40            # Back
3.7 expect-scene menu
3.9 quit
S
sed -i "s|SETUP_PNG|$T/setup.png|" "$T/mouse.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --script "$T/mouse.txt" > "$T/out" 2> "$T/err" \
  || { cat "$T/out" "$T/err"; fail "mouse script"; }
cat "$T/out"
[ "$(grep -c ': ok ' "$T/out")" -eq 5 ] || fail "expected 5 passing checks"
[ -s "$T/setup.png" ] || fail "no setup screenshot"
# The setup screen shows the seats and the options: compare with its golden picture.
"$CITYBOX_IMGDIFF" "$T/setup.png" "$CITYBOX_SOURCE/tests/golden/setup-mycity-1280x720.png" 1.0 12 \
  || { cp "$T/setup.png" /tmp/citybox-setup-actual.png; fail "setup screen differs from golden"; }

cat > "$T/keys.txt" <<'S'
0.5 key Right Left         # arrows move the focus; it starts on My City, the first playable game
0.7 key Return
1.3 expect-scene menu>setup
1.5 key Escape
2.1 expect-scene menu
2.2 quit
S
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --script "$T/keys.txt" > "$T/out" 2> "$T/err" \
  || { cat "$T/out" "$T/err"; fail "keyboard script"; }
cat "$T/out"
[ "$(grep -c ': ok ' "$T/out")" -eq 2 ] || fail "expected 2 passing keyboard checks"
echo "menu -> setup -> menu: ok (mouse and keyboard)"
