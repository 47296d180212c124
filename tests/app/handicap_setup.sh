#!/usr/bin/env bash
# Handicaps through the real window: in My City's setup the "Handicaps" switch (off by default)
# shows one stepper per seat; Player 1 given two levels (+4 points) with mouse presses and
# releases; the game then shows the handicap above the board, its autosave keeps it, and the
# game resumed in a new app shows it again. Screenshots: setup, the game, the resumed game.
source "$(dirname "$0")/../tools/app_common.sh"
cat > "$T/setup.txt" <<'S'
0.5 click 147 526          # My City's Play button
1.2 expect-scene menu>setup
1.3 expect-no-text Handicap of
1.4 click 1177 577         # the Handicaps switch (the last option)
1.6 expect-text Handicap of Player 1
# the switch stays in its column; the steppers come in a row under the options, scrolled into view
1.7 down 612 605           # Player 1's stepper: > twice, as separate presses and releases
1.8 up 612 605
1.9 down 612 605
2.0 up 612 605
2.1 expect-text +4 points
2.2 screenshot SHOT_SETUP
3.2 click 1150 674         # Start (the screenshot above waits for a still frame)
4.2 expect-scene menu>setup>play
4.3 expect-text Handicaps:
4.4 expect-text Player 1 +4 points
4.5 snap SHOT_PLAY
5.5 quit
S
sed -i "s|SHOT_SETUP|$T/setup.png|; s|SHOT_PLAY|$T/play.png|" "$T/setup.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --script "$T/setup.txt" > "$T/out" 2> "$T/err" \
  || { cat "$T/out" "$T/err"; fail "setup script"; }
cat "$T/out"
[ "$(grep -c ': ok' "$T/out")" -eq 7 ] || fail "expected 7 passing checks"
save="$CITYBOX_PREF_DIR/autosave-mycity.json"
grep -q '"handicaps":\[2,0\]' "$save" || { cat "$save"; fail "the autosave lost the handicap"; }
"$CITYBOX_BIN" replay "$save" > "$T/replay" || fail "the save does not replay"

cat > "$T/resume.txt" <<'S'
0.8 expect-top play
0.9 expect-text Player 1 +4 points
1.0 snap SHOT_RESUMED
2.0 quit
S
sed -i "s|SHOT_RESUMED|$T/resumed.png|" "$T/resume.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene resume --script "$T/resume.txt" \
  > "$T/out2" 2> "$T/err2" || { cat "$T/out2" "$T/err2"; fail "resume script"; }
cat "$T/out2"
[ "$(grep -c ': ok' "$T/out2")" -eq 2 ] || fail "expected 2 passing checks after resume"
for f in setup play resumed; do [ -s "$T/$f.png" ] || fail "no $f screenshot"; done
[ -n "${CITYBOX_SHOTS:-}" ] && cp "$T"/setup.png "$T"/play.png "$T"/resumed.png "$CITYBOX_SHOTS"/
echo "handicap: set in setup, shown in the game, saved and shown again after resume: ok"
