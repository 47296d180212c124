#!/usr/bin/env bash
# A locked kiosk offers visitors their own games, never the organiser's (CL-4). The organiser has
# a Fun City game in progress; the menu offers it. Run 1: locked from the ladder screen (PIN typed
# twice), Back: the menu offers nothing to resume. Run 2 (a restart, still locked): a visitor's My
# City game; Escape, Main menu, Yes: the menu offers that game alone, saved in club/ beside the
# organiser's, which nothing touched. Run 3: unlocked, the organiser's game is offered again.
CITYBOX_TEST_SCREEN=${CITYBOX_TEST_SCREEN:-1280x720}
export CITYBOX_TEST_SCREEN
source "$(dirname "$0")/../../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
cp "$CITYBOX_SOURCE/tests/bench/funcity-walk.json" "$P/autosave-funcity.json"
sum=$(md5sum < "$P/autosave-funcity.json")
cat > "$T/lock" << 'S'
0.5 expect-text Resume Fun City
1.0 click 1150 40
2.0 click 778 672
2.5 key 2 4 6 8 Return
3.0 key 2 4 6 8 Return
4.0 key Escape
5.0 expect-scene menu
5.5 screenshot SHOT
6.0 quit
S
sed -i "s|SHOT|$T/locked-menu.png|" "$T/lock"
"$CITYBOX_BIN" --windowed 1280x720 --lang en --scene menu --script "$T/lock" > "$T/out1" 2>&1 ||
    { tail -20 "$T/out1"; fail "run 1 failed"; }
sed -n '/kiosk: locked/,$p' "$T/out1" | grep "menu: Resume" && fail "the locked menu offers the organiser's game"
cat > "$T/visit" << 'S'
2.0 key Escape
2.5 expect-top pause
3.0 key Down Down
3.5 key Return
4.0 expect-top dialog
4.5 key Return
6.0 expect-scene menu
6.2 expect-text Resume My City
6.5 quit
S
"$CITYBOX_BIN" --windowed 1280x720 --lang en --scene play:mycity,seats=mouse+bot+bot --script "$T/visit" \
    > "$T/out2" 2>&1 || { tail -20 "$T/out2"; fail "run 2 failed"; }
grep -q "kiosk: locked (from the settings)" "$T/out2" || fail "run 2 was not locked"
grep "menu: Resume" "$T/out2" | grep -v "menu: Resume My City" && fail "the locked menu offers more than the visitor's game"
[ -f "$P/club/autosave-mycity.json" ] || fail "the visitor's game was not saved in club/"
[ -f "$P/autosave-mycity.json" ] && fail "the visitor's game was saved among the organiser's"
[ "$(md5sum < "$P/autosave-funcity.json")" = "$sum" ] || fail "the organiser's save changed"
# the organiser unlocks: the settings as they were before the lock, the organiser's game back
python3 - "$P/settings.json" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["kiosk_locked"] = False
json.dump(d, open(sys.argv[1], "w"))
PY
printf '1.0 expect-text Resume Fun City\n1.5 quit\n' > "$T/after"
"$CITYBOX_BIN" --windowed 1280x720 --lang en --scene menu --script "$T/after" > "$T/out3" 2>&1 ||
    { tail -20 "$T/out3"; fail "run 3: the unlocked menu does not offer the organiser's game"; }
echo "ok: locked, the menu offered only the visitor's own game; unlocked, the organiser's again"
