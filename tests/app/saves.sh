#!/usr/bin/env bash
# Saves that survive: each game in progress keeps its own autosave (autosave-<id>.json), the old
# single autosave.json becomes the save of the game it names, demos (bots only) never touch the
# player's saves, the menu's Resume names the game, and starting over a game in progress asks
# first (Keep leaves the save, Discard replaces it with the new game).
source "$(dirname "$0")/../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
P="$CITYBOX_PREF_DIR"
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$P/settings.json"
run() { # run NAME ARGS...: the app with a script or a scene; output in $T/NAME.out
    local name=$1; shift
    timeout 200 "$CITYBOX_BIN" --windowed 1280x720 --lang en "$@" > "$T/$name.out" 2>&1 \
        || { cat "$T/$name.out"; fail "$name: citybox failed"; }
}
sum() { sha256sum "$1" | cut -d' ' -f1; }
# a My City game in progress between two humans, as an older version saved it (autosave.json)
"$CITYBOX_BIN" selfplay mycity --players 2 --games 1 --playouts 10 --seed 3 --save-dir "$T/sp" \
    > "$T/sp.out" 2>&1 || { cat "$T/sp.out"; fail "selfplay"; }
python3 - "$T/sp/mycity-3.json" "$P/autosave.json" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["log"] = d["log"][:12]
for i, s in enumerate(d["seats"]):
    s["kind"], s["name"] = "human", ["Ann", "Ben"][i]
json.dump(d, open(sys.argv[2], "w"))
PY
old=$(sum "$P/autosave.json")

# 1. the menu moves the old save to autosave-mycity.json and its Resume names the game
printf '0.5 expect-scene menu\n0.6 screenshot %s\n1.0 quit\n' "$T/menu.png" > "$T/menu.txt"
run menu --script "$T/menu.txt"
[ ! -e "$P/autosave.json" ] || fail "the old autosave.json was not taken over"
[ "$(sum "$P/autosave-mycity.json")" = "$old" ] || fail "the old save changed while moving"
grep -q "menu: Resume My City (12 moves, [0-9][0-9]:[0-9][0-9])" "$T/menu.out" \
    || { cat "$T/menu.out"; fail "Resume does not name the game and its progress"; }

# 2. a demo (bots only) never touches the player's save
printf '3.0 quit\n' > "$T/quit.txt"
run demo --scene demo:mycity --script "$T/quit.txt"
[ "$(sum "$P/autosave-mycity.json")" = "$old" ] || fail "a demo changed the player's My City save"
ls "$P"/autosave-*.json | grep -qv mycity && fail "a demo wrote a player's autosave: $(ls "$P")"
run demo6 --scene play:mycity,seats=bot+bot+bot --script "$T/quit.txt"
[ "$(sum "$P/autosave-mycity.json")" = "$old" ] || fail "a bots-only game changed the player's save"

# 3. a second game has its own save: starting Mad City keeps the paused My City
printf '1.0 quit\n' > "$T/quit1.txt"
run madcity --scene play:madcity --script "$T/quit1.txt"
[ -s "$P/autosave-madcity.json" ] || fail "Mad City has no save of its own"
[ "$(sum "$P/autosave-mycity.json")" = "$old" ] || fail "Mad City replaced the My City save"
# (the menu's bottom row: Resume, Settings, About, Club mode, Quit; Resume is the first)
printf '0.5 expect-scene menu\n0.6 screenshot %s\n0.8 click 208 671\n1.5 expect-scene menu>resume-pick\n1.6 screenshot %s\n2.0 quit\n' \
    "$T/menu2.png" "$T/pick.png" > "$T/menu2.txt"
run menu2 --script "$T/menu2.txt"
grep -q "menu: Resume a game (2 games in progress)" "$T/menu2.out" || { cat "$T/menu2.out"; fail "two saves: no choice"; }
grep -q "expect-scene menu>resume-pick: ok" "$T/menu2.out" || { cat "$T/menu2.out"; fail "Resume did not open the list"; }
rm "$P/autosave-madcity.json"

# 4. starting My City over its game in progress asks first; Keep keeps it, Discard starts anew
cat > "$T/over.txt" << 'S'
0.5 click 147 526          # My City's Play
1.5 click 1150 674         # Start
2.5 expect-scene menu>setup>dialog
2.6 screenshot DIALOG
2.8 click 562 427          # Keep
3.5 expect-scene menu>setup
4.0 quit
S
sed -i "s|DIALOG|$T/dialog.png|" "$T/over.txt"
run keep --script "$T/over.txt"
[ "$(grep -c ': ok ' "$T/keep.out")" -eq 2 ] || { cat "$T/keep.out"; fail "keep: expected 2 passing checks"; }
[ "$(sum "$P/autosave-mycity.json")" = "$old" ] || fail "Keep changed the save"
sed -i 's|^2.8 click 562 427 .*|2.8 click 798 427          # Discard|; s|^3.5 expect-scene menu>setup$|3.5 expect-scene menu>setup>play|' "$T/over.txt"
run discard --script "$T/over.txt"
[ "$(grep -c ': ok ' "$T/discard.out")" -eq 2 ] || { cat "$T/discard.out"; fail "discard: expected 2 passing checks"; }
[ "$(sum "$P/autosave-mycity.json")" != "$old" ] || fail "Discard kept the old game"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["seats"][0]["name"] != "Ann"' \
    "$P/autosave-mycity.json" || fail "the save is not the new game's"
for f in menu menu2 pick dialog; do [ -s "$T/$f.png" ] || fail "no $f screenshot"; done
[ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$T"/*.png "$CITYBOX_SHOTS_DIR/"; }
echo "saves: ok"
