#!/usr/bin/env bash
# What club mode leaves behind (CL-6). The organiser has a Fun City game in progress. The menu's
# Club mode button is clicked with the mouse, which then rests on it: over the title card and
# the game shown after it, no tooltip of the menu under the show (it used to cover the title
# card). Ctrl+Shift+L while a game is shown: the menu is back and offers Resume Fun City at once
# (it showed none until another screen was opened). Also the stop of attract mode and the start
# of each game clear the toasts (test_attract_leave checks them).
CITYBOX_TEST_SCREEN=${CITYBOX_TEST_SCREEN:-1280x720}
export CITYBOX_TEST_SCREEN
source "$(dirname "$0")/../../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
cp "$CITYBOX_SOURCE/tests/bench/funcity-walk.json" "$P/autosave-funcity.json"
cat > "$T/script" << 'S'
0.5 expect-text Resume Fun City
1.0 move 886 671
3.0 expect-text For a club's table
3.5 click 886 671
6.0 expect-text Now showing
6.1 expect-no-text For a club's table
6.2 screenshot SHOT
14.0 expect-top play
14.1 expect-no-text For a club's table
15.0 key ctrl+shift+l
15.5 expect-scene menu
15.6 expect-text Resume Fun City
16.0 quit
S
sed -i "s|SHOT|$T/title.png|" "$T/script"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene menu --script "$T/script" > "$T/out" 2>&1 ||
    { grep "script\|club:" "$T/out"; fail "the script failed"; }
grep -q "club: attract mode off" "$T/out" || fail "Ctrl+Shift+L did not leave club mode"
echo "ok: no menu tooltip over the show; Resume offered at once after Ctrl+Shift+L"
