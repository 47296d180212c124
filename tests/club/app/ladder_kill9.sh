#!/usr/bin/env bash
# The evening ladder survives `kill -9` between two games with nothing lost: an evening of Ann
# and Bob; game 1 (a finished My City game where they hold the human seats) is resumed in the
# real app, which records its placings; the app is killed hard; a new app resumes game 2 and is
# killed hard too; the ladder file then holds both games (and a third start on game 2 adds
# nothing: a match counts once). A damaged ladder file is refused, reported and kept byte for byte.
source "$(dirname "$0")/../../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
ladder="$P/ladder.json"
printf '{"format":"citybox-ladder","version":1,"active":true,"started":"2026-11-26 19:30","players":["Ann","Bob","Chloé"],"games":[]}' > "$ladder"
"$CITYBOX_BIN" selfplay mycity --players 3 --games 2 --seed 41 --seats random,random,random \
    --save-dir "$T/games" > "$T/selfplay.txt" || fail "selfplay failed"
# Ann and Bob play seats 0 and 2 (humans), seat 1 stays a bot
human() {
    python3 - "$1" "$2" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for i, n in ((0, "Ann"), (2, "Bob")):
    d["seats"][i]["name"] = n
    d["seats"][i]["kind"] = "human"
json.dump(d, open(sys.argv[2], "w"))
PY
}
human "$T/games/mycity-41.json" "$P/autosave-mycity.json"
run_until_recorded() { # $1: the game number the log must announce; the app is then killed -9
    "$CITYBOX_BIN" --windowed 800x450 --scene resume:mycity 2> "$T/err$1" & pid=$!
    for i in $(seq 300); do
        grep -q "ladder: recorded game $1 " "$T/err$1" && break
        sleep 0.1
    done
    kill -9 $pid; wait $pid 2> /dev/null || true
    grep -q "ladder: recorded game $1 " "$T/err$1" || { cat "$T/err$1"; fail "game $1 was not recorded"; }
}
run_until_recorded 1
python3 -c "import json,sys; d=json.load(open('$ladder')); sys.exit(len(d['games']) != 1)" \
    || fail "after kill -9, the ladder does not hold game 1"
human "$T/games/mycity-42.json" "$P/autosave-mycity.json"
run_until_recorded 2
# the same finished game again: shown, not counted twice; its results offer the evening's
# standings between games (a button under the score lines), and Back returns to the results
human "$T/games/mycity-42.json" "$P/autosave-mycity.json" # (a finished game's autosave goes)
cat > "$T/again.txt" << 'EOF'
1 click 640 400
3 screenshot again.png
4 click 1078 607
6 expect-top ladder
6 screenshot again-ladder.png
7 key Escape
9 expect-top play
10 quit
EOF
(cd "$T" && timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --scene resume:mycity \
    --script "$T/again.txt" 2> "$T/err3") || { cat "$T/err3"; fail "third start failed (the results' ladder button)"; }
grep -q "ladder: recorded" "$T/err3" && fail "the same game was recorded twice"
python3 - "$ladder" "$T/games" << 'PY' || fail "the ladder lost a game"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["active"] and d["players"] == ["Ann", "Bob", "Chloé"], d
assert len(d["games"]) == 2, d["games"]
assert len({g["key"] for g in d["games"]}) == 2
table = {1: 5, 2: 3, 3: 2, 4: 1}
for g in d["games"]:
    assert g["game"] == "mycity" and len(g["seats"]) == 3, g
    assert [s["name"] for s in g["seats"]] == ["Ann", "", "Bob"], g
    for s in g["seats"]:
        assert s["points"] == table.get(s["rank"], 0), g
print("ladder after two kills:", [[(s["name"], s["rank"], s["points"]) for s in g["seats"]] for g in d["games"]])
PY
# a damaged ladder: refused, reported in the log, never overwritten, nothing recorded
printf '{"format":"citybox-ladder","version":1,"active":tru' > "$ladder"
cp "$ladder" "$T/damaged"
human "$T/games/mycity-41.json" "$P/autosave-mycity.json"
timeout 120 "$CITYBOX_BIN" --windowed 800x450 --scene resume:mycity --frames 5 \
    --screenshot "$T/damaged.png" 2> "$T/err4" || { cat "$T/err4"; fail "start with a damaged ladder failed"; }
grep -q "ladder: .*ladder.json: it is damaged" "$T/err4" || { cat "$T/err4"; fail "the damaged ladder was not reported"; }
cmp -s "$ladder" "$T/damaged" || fail "the damaged ladder file was overwritten"
grep -q "ladder: recorded" "$T/err4" && fail "a game was recorded into a damaged ladder"
echo "ok: two games kept across kill -9, counted once, damaged file kept"
